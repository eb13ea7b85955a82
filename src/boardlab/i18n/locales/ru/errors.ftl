### Что говорит сервер, когда отклоняет запрос (boardlab/server/refusals.py). Английский
### текст правил игры ($detail) стоит в русской рамке.

## Цитаты правил, фраз и других проверок

error-illegal-move = Этот ход не разрешён: { $detail }
error-invalid-option = Недопустимый параметр: { $detail }
error-invalid-position = Недопустимая позиция: { $detail }
error-invalid-record = Недопустимая запись партии: { $detail }
error-unknown-game = Неизвестная игра: { $detail }
error-invalid-time-control = Недопустимый контроль времени: { $detail }
error-invalid-sentence = Недопустимая фраза: { $detail }
error-invalid-goal = Недопустимая цель: { $detail }
error-rules-refused = Правила этого не позволяют: { $detail }
error-invalid-request = Недопустимый запрос: { $detail }
error-unexplained = Отклонено: { $detail }

## Запросы

error-rate-limited = Слишком много запросов «{ $kind }» от этого клиента: не больше { $rate } в секунду, пачками до { $burst }
error-rate-limited-plain = Слишком много запросов «{ $kind }» от этого клиента
error-nul-characters = Символы NUL в запросе не допускаются
error-body-too-large = Тело запроса больше предела в { $limit } байт
error-options-json = «options» должен быть объектом JSON: { $detail }
error-options-not-object = «options» должен быть объектом JSON из имён параметров и значений
error-unknown-game-name = «game» должно быть названием игры; игры: { $games }
error-no-such-seat = В игре { $game } нет места { $seat }; её места: { $seats }
error-bad-player = Игрок места { $seat } должен быть «human» или компьютерным игроком, а не { $spec }
error-bad-agent = { $seat }: { $detail }
error-position-and-record = Укажите либо начальную позицию, либо запись, но не обе
error-record-invalid = Запись: { $detail }
error-position-invalid = Позиция: { $detail }
error-position-unreadable = Позицию невозможно прочитать
error-record-unreadable = Запись невозможно прочитать
error-move-invalid = Ход { $number }: { $detail }
error-step-range = Шаг должен быть от 0 до { $last }, а не { $step }
error-unknown-language = Неизвестный язык { $code }: выберите один из { $codes }

## Партии

error-no-game = Нет партии с идентификатором { $id }
error-stored-game-broken = Сохранённую партию { $id } больше невозможно загрузить: { $detail }
error-stored-game-unreplayable = Сохранённую партию { $id } невозможно воспроизвести: { $detail }
error-token-needed = Нужен токен места: отправьте его как «Authorization: Bearer <token>»
error-token-no-seat = Этот токен не занимает места в этой партии
error-stale-ply = Устаревший ход: партия на полуходе { $ply }, а ход отправлен для полухода { $sent }
error-not-your-turn = Сейчас ходят: { $to_move }; ваш токен занимает место: { $seat }
error-step-after-end = { $step }: партия закончилась до этого шага ({ $reason })
error-empty-move = Ход пуст
error-not-grand-move = { $move } сейчас не большой ход этой партии
error-changed-reload = Партия изменилась, пока делался этот ход; загрузите её заново
error-changed-meanwhile = Партия тем временем изменилась; загрузите её заново
error-changed-try-again = Партия тем временем изменилась; попробуйте ещё раз
error-game-over = Партия окончена: { $result } ({ $reason })
error-game-over-short = Партия окончена ({ $reason })
error-note-not-due = После этого хода заметка не нужна: заметку принимает только ход, для которого её просит игра
error-note-needed = Этому ходу нужна заметка, отправленная как «note». { $detail }
error-draw-together = В { $game } играют вместе: договариваться о ничьей не о чем; лучше сдайтесь
error-draw-needs-other = Для ничьей нужно согласие другого игрока
error-draw-computer = Место { $seat } занимает компьютер; он не соглашается на ничью
error-abort-after-move = Вы уже сделали ход в этой партии: отменить её больше нельзя (лучше сдайтесь)
error-takeback-pending = Сначала попросили вернуть свой последний ход: { $seat }; примите или отклоните эту просьбу
error-takeback-none = Никто не просил вернуть ход (ход отменяет просьбу)
error-takeback-own = Это вы попросили вернуть ход: согласие даёт другой игрок
error-takeback-nothing = Нет хода, который можно вернуть: { $seat }
error-rematch-not-over = Реванш можно предложить только после окончания партии
error-rematch-pending = Реванш предложили: { $seat }; примите его (POST .../rematch/accept) или отклоните
error-rematch-none = Никто не предлагает реванш (предложение пропадает, когда его автор уходит)
error-rematch-own = Это вы предложили реванш: согласие даёт другой игрок
error-rematch-refused = Реванша не будет: { $detail }
error-same-screen-rated = В рейтинговую партию играют два человека: её нельзя играть на одном экране
error-rated-not-two = { $game } — не игра двух соперников: её нельзя сделать рейтинговой
error-rated-computer = Рейтинговыми бывают только партии двух людей; место { $seat } занимает компьютер
error-rated-from-start = Рейтинговая партия начинается с начала игры: не указывайте ни позицию, ни запись

## Честная игра и помощь компьютера

error-fair-play = Никакой помощи движка в партии двух людей, пока она идёт: подсказки, разбор компьютера и анализ её позиции вернутся, когда она закончится
error-fair-play-position = Никакой помощи движка в партии двух людей, пока она идёт: подсказки, разбор компьютера и анализ её позиции вернутся, когда она закончится (это позиция идущей партии)
error-hint-timeout = За { $seconds } с подсказка не найдена; попробуйте позже
error-analysis-too-long = Секунды: этот сервер анализирует не дольше { $seconds } с
error-analysis-timeout = Анализ не закончился за { $seconds } с; попробуйте позже
error-analysis-too-many-moves = Можно проанализировать не больше { $max } ходов, а не { $count }
error-position-over = Позиция завершена ({ $reason }); анализировать нечего
error-queue-share = У этого клиента уже { $count } запросов ({ $what }) в очереди или в работе (предел на клиента); дождитесь окончания одного из них
error-computer-games-cap = Этот клиент уже играет { $playing } партий против компьютера (не больше { $cap } одновременно); закончите одну или сдайтесь в ней
error-goal-not-comet = Договариваться о цели можно только в партиях кометной игры; это { $game }
error-goal-invalid = Цель: { $detail }
error-goal-none-proposed = Цель ещё не предложена: сначала предложите её
error-goal-own-proposal = Предложение принимает другой игрок; вы можете предложить другую цель
error-goal-not-agreed = Цель ещё не согласована: предложите её или примите предложение другого игрока до первого большого хода
error-goal-already-agreed = Цель этой партии уже согласована
error-goal-agreement-not-comet = goal_by_agreement: договариваются о цели только партии кометной игры; это { $game }
error-goal-agreement-computer = goal_by_agreement: каждое место должно занимать человек (компьютер не может договориться о цели)

## Лобби и вызовы

error-no-challenge = Нет вызова с идентификатором { $id }
error-challenge-not-two = В игре { $game } { $count } { $count ->
    [one] место
    [few] места
   *[many] мест
}; вызов — для игры вдвоём
error-rated-needs-account-post = Войдите, чтобы создать рейтинговый вызов: рейтинговая партия учитывается в рейтинге обоих игроков, поэтому обоим нужен аккаунт
error-rated-needs-account-accept = Войдите, чтобы принять рейтинговый вызов: рейтинговая партия учитывается в рейтинге обоих игроков, поэтому обоим нужен аккаунт
error-bad-colour = Цвет должен быть одним из { $seats } или «random», а не { $colour }
error-lobby-full = Лобби заполнено (открытых вызовов: { $count }); попробуйте позже
error-own-challenge = Это ваш собственный вызов: дождитесь, пока его кто-нибудь примет, или отмените его
error-challenge-taken-or-withdrawn = Этот вызов тем временем приняли или отозвали
error-challenge-taken = Этот вызов тем временем приняли
error-challenge-accepted = Этот вызов уже принят
error-challenge-cancelled = Этот вызов отменён
error-challenge-expired = Срок этого вызова истёк
error-cancel-not-creator = Отменить вызов может только его автор: отправьте его токен как «Authorization: Bearer»
error-challenges-cap-account = У этого аккаунта уже открытых вызовов: { $count } (предел { $cap }); отмените один или дождитесь, пока его примут
error-challenges-cap-client = У этого клиента уже открытых вызовов: { $count } (предел { $cap }); отмените один или дождитесь, пока его примут

## Чат

error-message-empty = Сообщение пустое
error-message-too-long = Сообщение — не длиннее { $max } символов; в этом { $count }
error-malformed-sentence = В сообщении неправильная фраза: { $detail }
error-chat-log-in = Войдите, чтобы писать в лобби: его чат только для аккаунтов
error-chat-too-fast = Вы пишете в лобби слишком часто: одно сообщение раз в 3 секунды, не больше 5 подряд
error-chat-message-missing = Нет сообщения лобби { $id }
error-report-too-long = Причина — не длиннее { $max } символов; в этой { $count }

## Аккаунты и игроки

error-username-invalid = Имя пользователя — от 3 до 24 букв, цифр, «_» или «-»
error-password-length = Пароль — от { $min } до { $max } символов
error-username-taken = Имя пользователя { $name } занято
error-login-attempts = Слишком много попыток входа в этот аккаунт: подождите минуту и попробуйте снова
error-login-wrong = Неверное имя пользователя или пароль
error-password-current-wrong = Текущий пароль неверен
error-password-wrong = Пароль неверен
error-log-in-first = Сначала войдите
error-not-logged-in = Вход не выполнен
error-csrf-cookie = Запросу, подтверждённому cookie сессии, нужен заголовок { $header }
error-csrf-session = Этому запросу нужен заголовок { $header } вашей сессии
error-seat-other-account = Это место принадлежит другому аккаунту: его токен не может передать место второму
error-no-player = Нет игрока с именем { $name }
error-no-puzzle = Нет задачи { $id }
error-leaderboard-unknown-game = Неизвестная игра { $game }: выберите одну из { $games }
error-leaderboard-limit = «limit» должен быть от 1 до { $max }, а не { $count }
error-rating-range = min_rating ({ $low }) больше, чем max_rating ({ $high })
error-preferences-nothing = Нечего менять: отправьте «theme» («light», «dark» или «auto») и/или «sounds» (true или false)
error-unknown-theme = Неизвестная тема { $theme }: выберите «light», «dark» или «auto»
error-hint-game-moved-waiting = Партия продвинулась, пока подсказка ждала; попросите снова
error-hint-game-moved-thinking = Партия продвинулась, пока подсказка обдумывалась; попросите снова
