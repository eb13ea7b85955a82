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

# The pages: header, game page, lobby, analysis board, profiles
nav-analysis = Доска анализа
nav-tagline = игра в браузере
nav-notify = Сообщать о моих ходах
seat-black = Чёрные
seat-white = Белые
seat-p1 = Игрок 1
seat-p2 = Игрок 2
banner-aborted = Отменена
conn-connecting = подключение…
conn-live = в эфире
conn-reconnecting = переподключение…
game-loading = загрузка…
game-title = { $title } · партия { $id }
game-no-such-game = На этом сервере нет такой партии.
game-rematch = Реванш
game-look-at-board = Посмотреть на доску
game-hint = Подсказка
game-accept = Принять
game-decline = Отклонить
game-confirm = Подтвердить
game-cancel = Отмена
game-flip = Перевернуть
game-analyse = Анализ
game-type-move = введите ход
game-play = Сходить
game-abort = Отменить партию
game-resign = Сдаться
game-offer-draw = Предложить ничью
game-accept-draw = Принять ничью
game-draw-offered = Ничья предложена
game-draw-offer-from = { $seat }: предложение ничьей.
game-takeback = Вернуть ход
game-copy-record = Копировать запись
game-import-record = Загрузить запись
game-download-svg = Скачать SVG
game-confirm-moves = Подтверждать каждый ход перед отправкой
game-review = Разбор компьютером
game-waiting-for = Ожидание: { $seat }…
game-last-move = Последний ход: { $move }.
game-you = вы
game-computer = компьютер ({ $spec })
game-human = человек
game-import-title = Загрузить запись партии
game-import-help = Новая партия той же игры с теми же настройками начнётся с этой записи, обе стороны на этом экране.
game-import = Загрузить
game-note-title = Записка сопернику
game-note-send = Отправить ход
picker-which = Какой?
chat-placeholder = напишите что-нибудь
chat-spectators = Зрители читают чат игроков.
chat-mute-other = Скрыть сообщения другой стороны
account-signed-in = Вы вошли как
account-log-in = Войти
account-sign-up = Зарегистрироваться
account-log-out = Выйти
account-username = имя пользователя
account-password = пароль
lobby-game = Игра
lobby-options = Настройки
lobby-opponent = Соперник
lobby-same-screen = Один экран
lobby-computer = Компьютер
lobby-friend = Друг (ссылка-приглашение)
lobby-anyone = Любой (открытый вызов)
lobby-you-play = Вы играете за
lobby-rated = На рейтинг (сначала войдите; партия засчитывается, когда оба аккаунта заняли свои места)
lobby-rated-short = На рейтинг (сначала войдите)
lobby-strength = Сила компьютера
lobby-time-control = Контроль времени
lobby-untimed = Нет (без часов)
lobby-other = другое…
lobby-start = Начать партию
lobby-challenges = Открытые вызовы
lobby-no-challenges = Открытых вызовов нет. Создайте вызов, выбрав выше «Любой (открытый вызов)».
lobby-time = Время
lobby-creator-plays = Создатель играет
lobby-rated-column = Рейтинг
lobby-by = Автор
lobby-import-help = Вставьте запись партии (для игры и настроек выше), чтобы продолжить или разобрать её, например
lobby-import-open = Загрузить и открыть
lobby-account-games = Ваши партии (все устройства)
lobby-waiting-first = Сначала те, где ждут вашего хода.
lobby-browser-games = Мои партии (этот браузер)
lobby-no-games = В этом браузере пока нет партий.
lobby-state = Состояние
analysis-tried-here = Ходы здесь не меняют ни одной партии. Ход в середине варианта заменяет всё, что шло после.
analysis-setup = Расставить позицию
analysis-position = Строка позиции (пусто: начальная)
analysis-go = Анализировать эту позицию
analysis-back = Назад к партии
player-title = игрок
player-ratings = Рейтинги
player-no-ratings = Пока нет партий на рейтинг.
player-variant = Игра и вариант
player-rating = Рейтинг
player-deviation = Отклонение
player-rated-games = Партии на рейтинг
player-recent = Недавние партии
player-no-games = Партий пока нет.
player-result = Результат
chat-muted-count = { $count ->
    [one] Скрыто { $count } сообщение другой стороны.
    [few] Скрыто { $count } сообщения другой стороны.
   *[other] Скрыто { $count } сообщений другой стороны.
}

# The game page's statuses
game-watching = Вы наблюдаете за этой партией.
game-your-move-help = Ваш ход: нажмите на доске, откуда начинается ход, и следуйте отметкам.
game-you-offered-draw = Вы предложили ничью; ход отменяет предложение.
game-under-threat = Угроза: { $seat } должны действовать — соперник может выиграть ходом { $moves }.
game-you-suffix = (вы)
game-computer-suffix = (компьютер)
game-accept-rematch = Принять реванш
game-cancel-rematch = Отозвать предложение реванша
game-turn-goes-on = Ваш ход продолжается после { $steps }: сделайте следующий шаг.
game-selected = Выбрано { $targets }: нажмите отмеченную цель (или выбранное, чтобы отменить).

# The lobby's lists and challenges
lobby-post-challenge = Опубликовать вызов
lobby-cannot-reach = Сервер недоступен: { $problem }
lobby-open-link = открыть
lobby-forget = забыть
lobby-your-move = ваш ход
lobby-same-screen-opponent = один экран
lobby-friend-by-link = друг (по ссылке)
lobby-no-longer = больше нет на этом сервере
lobby-untimed-short = без часов
lobby-rated-word = на рейтинг
lobby-casual = без рейтинга
lobby-anonymous = аноним
lobby-log-in-to-accept = Войдите, чтобы принять
lobby-to-move-played = Ходит: { $seat }, { $count ->
    [one] сыгран { $count } ход
    [few] сыграно { $count } хода
   *[other] сыграно { $count } ходов
}

# Tooltips
tip-rules = Правила этой игры в том виде, в каком их играет boardlab
tip-notify = Браузер сообщит, когда партия ждёт вашего хода
tip-hint = Подсказать ход
tip-flip = Перевернуть доску
tip-analyse = Пробовать ходы из показанной позиции, не трогая партию
tip-abort = Завершить партию без результата: можно до вашего первого хода
tip-takeback = Попросить вернуть ваш последний ход
tip-review = Компьютер просматривает каждый ход и отмечает самые проигрышные

# Chat in sentences: the phrasebook
phrasebook-choose = Выберите фразу…
phrasebook-insert = Вставить
phrasebook-say = Сказать
phrasebook-pick = Выбрать на доске
phrasebook-topic-talk = Разговор
phrasebook-topic-games = Во время игры
phrasebook-topic-comet = Игра comet
phrasebook-topic-goal = Цели comet
phrasebook-type-square = поле
phrasebook-type-piece = фигура
phrasebook-type-pieces = фигуры (например, 2,5)
phrasebook-type-shape = форма
phrasebook-type-colour = цвет
phrasebook-type-group = группа
phrasebook-type-direction = направление
phrasebook-type-grandmove = большой ход (например, prime-E)
phrasebook-type-goal = цель
phrasebook-type-region = область (например, a1:c3)
phrasebook-type-count = число
phrasebook-type-seat = игрок
phrasebook-type-game = игра
phrasebook-type-move = ход
phrasebook-type-duration = секунды

# The lobby's chat
lobby-chat-title = Чат лобби
lobby-chat-log-in = Войдите, чтобы писать в лобби.
chat-unmute = Включить
chat-reported = Отправлено
lobby-chat-muted = { $count ->
    [one] Скрыто { $count } сообщение заглушённых игроков.
    [few] Скрыто { $count } сообщения заглушённых игроков.
   *[other] Скрыто { $count } сообщений заглушённых игроков.
}

# Comet: agreeing a goal
comet-goal-title = Цель
comet-propose = Предложить
comet-accept-goal = Принять эту цель
comet-phase-proposing = Цель ещё не согласована: предложите свою или примите цель другого игрока.
comet-phase-waiting = Ждём, пока другой игрок примет её или предложит другую.
comet-phase-agreed = Согласовано: можно начинать большие ходы.
comet-own-goal = Своя цель…
comet-condition-adjacent = рядом друг с другом
comet-condition-line = в одну линию
comet-condition-in = в области
comet-and = и…

# The lobby: comet's goal by agreement
lobby-goal-by-agreement = Договориться о цели в партии фразами (comet)

# The game page: invitations
invite-link-for = Ссылка-приглашение для { $seat } (отправьте её другу):
invite-copy = Копировать ссылку
invite-copied = Скопировано
invite-select = Выделите и скопируйте
invite-watch = Смотреть (но не ходить) может любой по адресу { $url }

# The game page: more statuses; review; notices
game-earlier-position = Вы смотрите более раннюю позицию: нажмите », чтобы играть.
game-no-move-from = Ни один ход стороны { $seat } не начинается с { $target }.
game-choose = Выберите:
game-play-question = Сыграть { $move }?
game-note-with = С ходом { $move }: «{ $note }»
game-thinking = Думаю…
game-hint-from-solver = Подсказка: { $move } (от решателя игры)
game-hint-from-computer = Подсказка: { $move } (от компьютерного игрока)
game-showing-step = Шаг { $step } из { $total }.
game-you-asked-takeback = Вы попросили вернуть свой последний ход.
game-takeback-from = { $seat }: просьба вернуть последний ход.
game-withdraw = Отозвать
game-rematch-started = Реванш начался:
game-open-rematch = открыть реванш
game-rematch-from = { $seat }: предложение реванша.
game-you-offered-rematch = Вы предложили реванш; ждём другого игрока.
game-resign-confirm = Сдаться в этой партии?
game-note-needed = Сначала напишите несколько слов (или отмените ход).
review-working = Компьютер разбирает партию…
review-no-mistakes = Ни один ход не проиграл много: ошибок на этой глубине нет.
turns-your-move = Ваш ход

# The analysis board and profiles
analysis-selected = Выбрано { $targets }: нажмите отмеченную цель.
analysis-try = Попробуйте ход: нажмите, откуда он начинается, и следуйте отметкам.
analysis-no-evaluation = Нет оценки: { $problem }
analysis-best-line = Лучший вариант: { $line }.
analysis-evaluation = Оценка { $score } для { $seat }{ $work }. Лучший ход: { $best }.
analysis-depth = (глубина { $depth }, { $seconds } с)
player-anonymous = игрок без аккаунта
player-playing = идёт (ходит: { $seat })
analysis-goal-in = { $count ->
    [one] Цель за { $count } ход. Лучший ход: { $best }.
    [few] Цель за { $count } хода. Лучший ход: { $best }.
   *[other] Цель за { $count } ходов. Лучший ход: { $best }.
}
analysis-goal-at-least = { $count ->
    [one] Цель не меньше чем за { $count } ход. Лучший ход: { $best }.
    [few] Цель не меньше чем за { $count } хода. Лучший ход: { $best }.
   *[other] Цель не меньше чем за { $count } ходов. Лучший ход: { $best }.
}
