# Интерфейс boardlab: русский. Needs review by a native speaker.

app-title = boardlab
nav-play = Играть
nav-lobby = Лобби
nav-rules = Правила
nav-lab = Лаборатория
nav-settings = Настройки
nav-sign-in = Войти
nav-sign-out = Выйти
language-label = Язык
status-to-move = Ходит: { $seat }
status-your-turn = Ваш ход
status-waiting = Ожидание: { $seat }
status-game-over = Игра окончена
banner-winner = Победа: { $seat }
banner-draw = Ничья
banner-solved = Цель достигнута!
banner-unsolved = Цель не достигнута
lobby-title = Лобби
lobby-new-game = Новая игра
lobby-open-games = { $count ->
    [0] Нет открытых игр
    [one] { $count } открытая игра
    [few] { $count } открытые игры
   *[other] { $count } открытых игр
}
chat-title = Разговор
chat-send = Отправить
chat-phrasebook = Разговорник
chat-show-code = Показать код
chat-copy = Копировать
chat-mute = Заглушить
chat-report = Пожаловаться
rules-heading = Правила игры { $game }
rules-english-note = Полный текст правил — на английском языке.
comet-together = Играем вместе: все игроки идут к одной цели.
comet-goal = Цель: { $goal }
moves-count = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[other] { $count } ходов
}
