### Игры в словах: названия, параметры (имя, строка подсказки, значения) и почему партия
### закончилась. Стороны ($seat, $other) стоят после двоеточия: так их форма не меняется.

## Названия

games-title-axiom = AXIOM
games-title-c1 = C1 (Конус)
games-title-ccc = CCC (Collapsable Construct Collision)
games-title-comet = Игра «Кометный циркумфлекс»
games-title-cubes = Cubes (активные и неактивные кубы)

## Флажки

option-on = да
option-off = нет

## AXIOM

option-axiom-own_pair = Оба скипетра на одном кубе
option-axiom-own_pair-help = Что происходит, когда оба скипетра одного цвета стоят на одном кубе.
option-value-axiom-own_pair-loss = этот цвет проигрывает (правила 2008 года)
option-value-axiom-own_pair-allowed = разрешено, без последствий
option-value-axiom-own_pair-forbidden = запрещено, ни один ход не может так сделать
option-axiom-one_piece = Конструкция целиком
option-axiom-one_piece-help = Ходы кубами должны оставлять конструкцию связной (взятия всё ещё могут её разделить).
option-axiom-move_limit = Предел ходов
option-axiom-move_limit-help = После стольких ходов партия заканчивается вничью (0: без предела).
option-axiom-sceptre_length = Длина скипетра
option-axiom-sceptre_length-help = Сколько клеток занимает стоящий скипетр перед своей гранью.
option-value-axiom-sceptre_length-1 = 1 клетка (лист правил)
option-value-axiom-sceptre_length-2 = 2 клетки (расширенное прочтение)

## C1

option-c1-variant = Вариант
option-c1-variant-help = В C1 один ход за очередь; в C2 сначала можно сдвинуть плитку, затем ходит конус или пирамида.
option-value-c1-variant-c1 = C1: один ход за очередь
option-value-c1-variant-c2 = C2: ход плиткой, затем ход конусом или пирамидой
option-c1-repetition = Ничья при повторении
option-c1-repetition-help = Ничья, когда позиция повторяется столько раз (0: никогда; не меньше 2).
option-c1-move_limit = Предел ходов
option-c1-move_limit-help = Ничья, когда сыграно столько ходов (0: без предела).

## CCC

option-ccc-flat_rows = Ряды Flat
option-ccc-flat_rows-help = Ряды фигур Flat у каждой стороны (в замысле 2; от 0 до 3).
option-ccc-flat_placement = Где стоят Flat
option-ccc-flat_placement-help = Где стоят ряды Flat относительно ряда особых фигур.
option-value-ccc-flat_placement-front = перед особыми фигурами
option-value-ccc-flat_placement-behind = позади особых фигур
option-value-ccc-flat_placement-around = вокруг них (бо́льшая половина впереди)
option-ccc-empty_ranks = Пустые ряды
option-ccc-empty_ranks-help = Пустые ряды между сторонами в начале.
option-ccc-specials = Особые фигуры чёрных
option-ccc-specials-help = Ряд особых фигур чёрных: standard (CTSLNMTC), random (по зерну) или расстановка букв CCTTSMLN.
option-ccc-white_specials = Особые фигуры белых
option-ccc-white_specials-help = Ряд белых: mirror (та же фигура на той же вертикали), rotated (порядок чёрных, видимый со стороны белых), random или расстановка.
option-ccc-seed = Зерно случайности
option-ccc-seed-help = Зерно случайных рядов особых фигур.
option-ccc-flag_rest = Отдых Nice Flag
option-ccc-flag_rest-help = Что не даёт Nice Flag действовать в следующий ход.
option-value-ccc-flag_rest-move = только перемещение (как сказано в тексте)
option-value-ccc-flag_rest-any = любое действие Flag, включая воссоздание
option-ccc-first = Первый ход
option-ccc-first-help = Цвет, который ходит первым.
option-value-ccc-first-black = Чёрные
option-value-ccc-first-white = Белые
option-ccc-no_move = Нет допустимых действий
option-ccc-no_move-help = Что происходит со стороной без допустимых действий (правила об этом молчат).
option-value-ccc-no_move-loss = эта сторона проигрывает
option-value-ccc-no_move-draw = ничья
option-ccc-move_limit = Предел ходов
option-ccc-move_limit-help = После стольких ходов партия заканчивается вничью (0: без предела).

## Игра «Кометный циркумфлекс»

option-comet-goal = Цель
option-comet-goal-help = Цель, о которой договариваются игроки: встроенная или записанная на языке целей, например adjacent(pyramids) and line(squares).
option-value-comet-goal-pyramids-adjacent = две пирамиды рядом
option-value-comet-goal-squares-in-line = три квадрата в линию
option-value-comet-goal-both-examples = оба примера из текста сразу
option-value-comet-goal-three-pairs = каждая пара одинаковых фигур рядом
option-value-comet-goal-brown-to-centre = коричневый треугольник в центре
option-value-comet-goal-white-to-corner = белая пирамида в углу
option-value-comet-goal-pyramids-to-centre = обе пирамиды в центральном квадрате 3×3
option-value-comet-goal-plus-sign = четыре чётные фигуры вокруг зелёного квадрата
option-value-comet-goal-warm-colours = красный, оранжевый и жёлтый вместе
option-value-comet-goal-red-green-blue = красный, зелёный и синий в линию
option-value-comet-goal-triangles-north = оба треугольника у северного края
option-value-comet-goal-shapes-in-line = круги и треугольники в одну линию
option-value-comet-goal-evens-in-line = чётные фигуры в одну линию
option-value-comet-goal-primes-together = фигуры с простыми номерами вместе
option-comet-move_limit = Предел больших ходов
option-comet-move_limit-help = После стольких больших ходов партия заканчивается нерешённой (0: без предела).
option-comet-start = Начальная позиция
option-comet-start-help = Поля фигур 1–9 в начале, через запятую.
option-comet-edge_blocking = Разрешить блок у края
option-comet-edge_blocking-help = Разрешить большие ходы, которые удерживают фигуру у края доски.
option-comet-players = Игроки
option-comet-players-help = Число игроков (места Игрок 1, Игрок 2, ...).

## Cubes

option-cubes-size = Размер доски
option-cubes-size-help = Сколько полей у доски по каждой стороне.
option-cubes-first = Первый ход
option-cubes-first-help = Кто ходит первым.
option-value-cubes-first-random = по жребию
option-value-cubes-first-black = Чёрные
option-value-cubes-first-white = Белые
option-cubes-seed = Зерно случайности
option-cubes-seed-help = Зерно жребия первого игрока (0: новый жребий в каждой партии).
option-cubes-slide = Скольжение
option-cubes-slide-help = Может ли скольжение проходить мимо кубов, углы которых задевают его путь.
option-value-cubes-slide-physical = физическое: может проходить и сталкивать неактивные кубы
option-value-cubes-slide-strict = строгое: не может проходить перед активным кубом
option-cubes-move_limit = Предел ходов
option-cubes-move_limit-help = После стольких ходов партия заканчивается вничью (0: без предела).

## Почему партия закончилась

reason-resigned = Сдались: { $seat }
reason-resigned-abandoned = Сдались: { $seat }; партия прекращена
reason-comet-gave-up = Отказались от игры: { $seat }
reason-draw-agreed = Ничья по соглашению: предложили { $other }, приняли { $seat }
reason-aborted = Партию отменили до первого хода: { $seat }
reason-time = Время истекло: { $seat }
reason-time-cannot-win = Время истекло: { $seat }; соперник ({ $other }) уже не может выиграть
reason-move-limit = Достигнут предел в { $count } { $count ->
    [one] ход
    [few] хода
   *[many] ходов
}
reason-no-legal-move = Нет допустимого хода: { $seat }
reason-axiom-meeting = Скипетр стороны { $other } достиг куба на { $cell }, где стоит скипетр стороны { $seat }
reason-axiom-both-pairs = У обоих игроков по два скипетра на одном кубе
reason-axiom-own-pair = Оба скипетра на одном кубе: { $seat }
reason-c1-both-surrounded = Оба конуса окружены
reason-c1-surrounded = Конус окружён: { $seat }
reason-c1-repetition = Одна и та же позиция повторилась { $count } { $count ->
    [one] раз
    [few] раза
   *[many] раз
}
reason-ccc-both-pyramids = Обе стороны потеряли последнюю пирамиду в одном ходу
reason-ccc-no-pyramid = Не осталось пирамид: { $seat }
reason-ccc-no-attack = Ни одна сторона больше не может уничтожить пирамиду соперника (атаковать могут только пирамиды, каждая на полях своего цвета)
reason-no-action = Нет допустимых действий: { $seat }
reason-comet-solved = Цель выполнена: { $goal }
reason-comet-move-limit = Достигнут предел в { $count } { $count ->
    [one] большой ход
    [few] больших хода
   *[many] больших ходов
}, цель не выполнена
reason-comet-edge = Ни один большой ход невозможен без блокировки фигуры у края
reason-cubes-no-move = Нет допустимого хода: { $seat }
reason-cubes-sealed = Кубы игроков заперты в разных областях

## Слова страниц о партиях

games-fair-play = Честная игра: никакой помощи движка в партии двух людей, пока она идёт. Подсказки, разбор компьютера и анализ позиции вернутся, когда она закончится.
games-board-not-drawn = Не удалось нарисовать доску ({ $status }).
games-analysis-of = Анализ: { $title }
games-analysis-board-of = Доска анализа · { $title }
games-over-here = Здесь партия окончена.
games-no-move-from = Ни один ход стороны { $seat } не начинается на { $target }.
games-clock-days = { $clock } (дней на ход)
games-clock-minutes = { $clock } (минут каждому плюс секунд за ход)
games-no-review = Разбора нет: { $problem }
games-mark-blunder = Грубая ошибка
games-mark-mistake = Ошибка
games-loss-distance = { $count ->
    [one] на { $count } ход дальше от цели (лучший: { $best })
    [few] на { $count } хода дальше от цели (лучший: { $best })
   *[many] на { $count } ходов дальше от цели (лучший: { $best })
}
games-loss-evaluation = Оценка стороны { $seat } изменилась с { $before } до { $after } (лучший: { $best })
games-graph-distance = Расстояние до цели после каждого хода
games-graph-evaluation = Оценка стороны { $seat } после каждого хода
games-option-choices = { $option }: встроенные варианты
games-option-other = другое… (введите ниже)
games-colour-random = случайно
games-title-seat = { $title } ({ $seat })
games-rated-needs-accounts = Рейтинговая партия учитывается в рейтинге обоих игроков, поэтому обоим нужен аккаунт.
games-same-screen = (один экран)
games-opponent-computer = компьютер ({ $level })
games-against = против: { $opponent }
games-agent-random = случайные ходы
games-agent-easy = лёгкий
games-agent-medium = средний
games-agent-hard = сложный
games-agent-expert = эксперт
