# The front door: the shared header's links, the home page, leaderboards, profiles and settings.

## The header every page shares
frontdoor-nav-players = Игроки
frontdoor-nav-puzzles = Задачи
frontdoor-nav-analysis = Анализ
frontdoor-nav-label = Сайт
frontdoor-menu = Меню

## The home page
frontdoor-online = { $count ->
    [one] { $count } игрок в сети
    [few] { $count } игрока в сети
   *[other] { $count } игроков в сети
}
frontdoor-playing = { $count ->
    [one] { $count } партия идёт
    [few] { $count } партии идут
   *[other] { $count } партий идёт
}
frontdoor-quick-title = Быстрая игра
frontdoor-quick-help = Один щелчок: вы присоединяетесь к тому, кто ждёт ту же игру с тем же контролем времени, или ждёте соперника сами.
frontdoor-quick-rated = Вы вошли в систему: эти партии рейтинговые, кроме comet — в неё играют вместе.
frontdoor-quick-casual = Товарищеские партии; войдите, чтобы играть на рейтинг.
frontdoor-quick-group = Быстрая игра: { $game }
frontdoor-quick-button = { $game }, { $time }: играть сейчас
frontdoor-quick-waiting = Ожидание соперника: { $game }, { $time }…
frontdoor-picture-alt = { $game }: начальная позиция
frontdoor-line-axiom = Стройте и перестраивайте сооружение из двенадцати кубов, пока ваши скипетры ходят по его граням.
frontdoor-line-c1 = Конусы и пирамиды на скользящих и исчезающих плитках.
frontdoor-line-ccc = Плитки, кубы и торы складываются в постройки, которые рушатся через всю доску.
frontdoor-line-comet = Не соревнование: договоритесь о цели и вместе двигайте целые группы фигур, пока не достигнете её.
frontdoor-line-cubes = Ставьте и двигайте кубы, которые становятся активными и неактивными; кто не может сходить, проигрывает.
frontdoor-live-title = Партии сейчас
frontdoor-no-live = Сейчас нет партий между двумя игроками: начните свою быстрой игрой.
frontdoor-live-alt = { $game }: текущая позиция
frontdoor-watch = Смотреть
frontdoor-steps = { $count ->
    [one] сделан { $count } ход
    [few] сделано { $count } хода
   *[other] сделано { $count } ходов
}

## The lobby's challenges
frontdoor-no-challenges = Открытых вызовов нет. Воспользуйтесь быстрой игрой выше или создайте вызов ниже через «Любой (открытый вызов)».
frontdoor-rating = Рейтинг
frontdoor-rating-range = Рейтинг бросившего вызов
frontdoor-min = мин.
frontdoor-max = макс.
frontdoor-min-label = Наименьший рейтинг
frontdoor-max-label = Наибольший рейтинг
frontdoor-clear = Сбросить
frontdoor-hidden-by-filter = { $count ->
    [one] { $count } вызов скрыт фильтром рейтинга.
    [few] { $count } вызова скрыты фильтром рейтинга.
   *[other] { $count } вызовов скрыто фильтром рейтинга.
}
frontdoor-provisional = Предварительный рейтинг: пока мало рейтинговых партий
frontdoor-yours-waiting = ваш, ожидание…

## Leaderboards (/players)
frontdoor-players-title = Игроки
frontdoor-leaderboards = Таблицы лидеров
frontdoor-leaderboard = Таблица лидеров: { $game }
frontdoor-leaderboard-help = Рейтинги по стандартным правилам каждой игры (её настройкам по умолчанию). Знак «?» отмечает предварительный рейтинг (мало рейтинговых партий).
frontdoor-games-label = Игры
frontdoor-all-games = Все игры
frontdoor-rank = Место
frontdoor-player = Игрок
frontdoor-no-players = В этой игре ещё нет рейтинговых партий.
frontdoor-see-all = Вся таблица лидеров
frontdoor-find-placeholder = Имя игрока
frontdoor-find = Открыть профиль

## Profiles (/players/{name})
frontdoor-no-player = Игрока с именем «{ $name }» здесь нет.
frontdoor-member-since = Участник с { $date }
frontdoor-history-title = История рейтинга
frontdoor-plot-label = История рейтинга игрока { $name } в игре { $game }
frontdoor-results = Результаты
frontdoor-results-help = Все завершённые партии, рейтинговые и нет, против человека или компьютера.
frontdoor-wins = Победы
frontdoor-draws = Ничьи
frontdoor-losses = Поражения
frontdoor-result-win = победа
frontdoor-result-loss = поражение
frontdoor-result-draw = ничья
frontdoor-date = Дата

## Settings (/settings)
frontdoor-settings-title = Настройки
frontdoor-preferences-title = Предпочтения
frontdoor-language = Язык
frontdoor-account-title = Учётная запись
frontdoor-settings-logged-out = Войдите, чтобы сменить пароль, выйти на всех устройствах или удалить учётную запись.
frontdoor-log-in-link = Войти на главной странице
frontdoor-password-title = Сменить пароль
frontdoor-password-current = Текущий пароль
frontdoor-password-new = Новый пароль (не короче 8 символов)
frontdoor-password-repeat = Новый пароль ещё раз
frontdoor-password-submit = Сменить пароль
frontdoor-password-mismatch = Новые пароли не совпадают.
frontdoor-password-changed = Пароль изменён. Другие ваши сеансы завершены; этот продолжается.
frontdoor-everywhere-title = Выйти на всех устройствах
frontdoor-everywhere-help = Завершает все сеансы вашей учётной записи на всех устройствах, включая этот.
frontdoor-everywhere-button = Выйти на всех устройствах
frontdoor-everywhere-confirm = Выйти на всех устройствах, включая это?
frontdoor-logged-out-everywhere = Вы вышли на всех устройствах.
frontdoor-delete-title = Удалить учётную запись
frontdoor-delete-help = Ваша учётная запись, её рейтинги и их история удаляются навсегда; ваши партии остаются, без вашего имени.
frontdoor-delete-password = Ваш пароль
frontdoor-delete-button = Удалить мою учётную запись
frontdoor-delete-confirm = Удалить учётную запись { $name } навсегда? Это нельзя отменить.
frontdoor-deleted = Ваша учётная запись удалена.
frontdoor-theme = Тема
frontdoor-theme-auto = Как на устройстве
frontdoor-theme-light = Светлая
frontdoor-theme-dark = Тёмная
frontdoor-sounds = Звуки в партиях (ходы, взятия, мало времени)
