# boardlab comet circumflex sentences: Russian (русский). Needs review by a native speaker.
# Pieces carry .gender and case forms (.start, .acc, .ins); seats carry .gen, .acc and
# .number (singular or plural, for the verb); colours carry .fem (agreeing with «фигура»);
# directions carry .to («на север»). Regions are written as places, with their preposition.

## Values

piece-1 = коричневый треугольник (1)
    .start = Коричневый треугольник (1)
    .acc = коричневый треугольник (1)
    .ins = коричневым треугольником (1)
    .gender = masculine
piece-2 = красный квадрат (2)
    .start = Красный квадрат (2)
    .acc = красный квадрат (2)
    .ins = красным квадратом (2)
    .gender = masculine
piece-3 = оранжевый круг (3)
    .start = Оранжевый круг (3)
    .acc = оранжевый круг (3)
    .ins = оранжевым кругом (3)
    .gender = masculine
piece-4 = жёлтый треугольник (4)
    .start = Жёлтый треугольник (4)
    .acc = жёлтый треугольник (4)
    .ins = жёлтым треугольником (4)
    .gender = masculine
piece-5 = зелёный квадрат (5)
    .start = Зелёный квадрат (5)
    .acc = зелёный квадрат (5)
    .ins = зелёным квадратом (5)
    .gender = masculine
piece-6 = синий круг (6)
    .start = Синий круг (6)
    .acc = синий круг (6)
    .ins = синим кругом (6)
    .gender = masculine
piece-7 = пурпурная пирамида (7)
    .start = Пурпурная пирамида (7)
    .acc = пурпурную пирамиду (7)
    .ins = пурпурной пирамидой (7)
    .gender = feminine
piece-8 = серый квадрат (8)
    .start = Серый квадрат (8)
    .acc = серый квадрат (8)
    .ins = серым квадратом (8)
    .gender = masculine
piece-9 = белая пирамида (9)
    .start = Белая пирамида (9)
    .acc = белую пирамиду (9)
    .ins = белой пирамидой (9)
    .gender = feminine
colour-brown = коричневый
    .fem = коричневая
colour-red = красный
    .fem = красная
colour-orange = оранжевый
    .fem = оранжевая
colour-yellow = жёлтый
    .fem = жёлтая
colour-green = зелёный
    .fem = зелёная
colour-blue = синий
    .fem = синяя
colour-magenta = пурпурный
    .fem = пурпурная
colour-grey = серый
    .fem = серая
colour-white = белый
    .fem = белая
shape-round = круг
    .plural = круги
shape-triangle = треугольник
    .plural = треугольники
shape-square = квадрат
    .plural = квадраты
shape-pyramid = пирамида
    .plural = пирамиды
group-rounds = все круги
    .start = Все круги
group-triangles = все треугольники
    .start = Все треугольники
group-squares = все квадраты
    .start = Все квадраты
group-pyramids = все пирамиды
    .start = Все пирамиды
group-even = все фигуры с чётными номерами
    .start = Все фигуры с чётными номерами
group-odd = все фигуры с нечётными номерами
    .start = Все фигуры с нечётными номерами
group-prime = все фигуры с простыми номерами
    .start = Все фигуры с простыми номерами
group-squarenum = все фигуры с номерами-квадратами
    .start = Все фигуры с номерами-квадратами
group-cubenum = все фигуры с номерами-кубами
    .start = Все фигуры с номерами-кубами
direction-N = север
    .to = на север
direction-S = юг
    .to = на юг
direction-E = восток
    .to = на восток
direction-W = запад
    .to = на запад
seat-p1 = игрок 1
    .start = Игрок 1
    .gen = игрока 1
    .acc = игрока 1
    .number = singular
seat-p2 = игрок 2
    .start = Игрок 2
    .gen = игрока 2
    .acc = игрока 2
    .number = singular
seat-p3 = игрок 3
    .start = Игрок 3
    .gen = игрока 3
    .acc = игрока 3
    .number = singular
seat-p4 = игрок 4
    .start = Игрок 4
    .gen = игрока 4
    .acc = игрока 4
    .number = singular
seat-p5 = игрок 5
    .start = Игрок 5
    .gen = игрока 5
    .acc = игрока 5
    .number = singular
seat-p6 = игрок 6
    .start = Игрок 6
    .gen = игрока 6
    .acc = игрока 6
    .number = singular
seat-p7 = игрок 7
    .start = Игрок 7
    .gen = игрока 7
    .acc = игрока 7
    .number = singular
seat-p8 = игрок 8
    .start = Игрок 8
    .gen = игрока 8
    .acc = игрока 8
    .number = singular
seat-p9 = игрок 9
    .start = Игрок 9
    .gen = игрока 9
    .acc = игрока 9
    .number = singular
seat-black = чёрные
    .start = Чёрные
    .gen = чёрных
    .acc = чёрных
    .number = plural
seat-white = белые
    .start = Белые
    .gen = белых
    .acc = белых
    .number = plural
game-c1 = C1
    .acc = C1
    .start = C1
game-axiom = AXIOM
    .acc = AXIOM
    .start = AXIOM
game-ccc = CCC
    .acc = CCC
    .start = CCC
game-cubes = Cubes
    .acc = Cubes
    .start = Cubes
game-comet = игра «Комета с циркумфлексом»
    .acc = игру «Комета с циркумфлексом»
    .start = Игра «Комета с циркумфлексом»
grand-move-value = { $group } { $direction_to }
region-centre = в центре (d4–f6)
region-corners = в углу
region-edge = на краю доски
region-inside = внутри доски, не на краю
region-north = на севере (ряды 6–9)
region-south = на юге (ряды 1–4)
region-east = на востоке (вертикали f–i)
region-west = на западе (вертикали a–d)
region-board = где угодно на доске
region-square = на поле { $square }
region-rectangle = в прямоугольнике { $corner }–{ $other }
region-rank = в ряду { $rank }
region-file = на вертикали { $file }
goal-adjacent = { $pieces_count ->
    [one] фигура { $pieces } сама по себе
   *[other] фигуры { $pieces } рядом друг с другом
}
goal-line = фигуры { $pieces } на одной прямой
goal-block = фигуры { $pieces } заполняют прямоугольник
goal-in = { $pieces_count ->
    [one] фигура { $pieces } { $region }
   *[other] фигуры { $pieces } { $region }
}
goal-not = не ({ $goal })
goal-and = { $left } и { $right }
goal-or = { $left } или { $right }
goal-nested = ({ $goal })
unknown-sentence = [{ $number }: неизвестное предложение { $number }]
malformed-sentence = [искажённое предложение]

## Talking

hello = Привет!
goodbye = До свидания!
thanks = Спасибо!
you-are-welcome = Пожалуйста.
well-played = Хорошо сыграно!
good-game = Хорошая игра!
good-idea = Хорошая идея!
not-understood = Я не понимаю.
please-repeat = Повтори, пожалуйста.
my-turn = Мой ход.
your-turn = Твой ход.
seat-turn = Ход { $seat_gen }.
agree = Я согласен.
disagree = Я не согласен.
hint-please = Можешь дать подсказку?
wait-moment = Подожди минутку, пожалуйста.
ready = Я готов.
are-you-ready = Ты готов?
yes = Да.
no = Нет.
sorry = Извини!
good-luck = Удачи!
have-fun = Приятной игры!
nice-move = Красивый ход!
let-me-think = Дай подумать.
back-in = Я вернусь через { $duration_unit ->
    [hour] { $duration_value ->
        [one] { $duration_value } час
        [few] { $duration_value } часа
       *[other] { $duration_value } часов
    }
    [minute] { $duration_value ->
        [one] { $duration_value } минуту
        [few] { $duration_value } минуты
       *[other] { $duration_value } минут
    }
   *[second] { $duration_value ->
        [one] { $duration_value } секунду
        [few] { $duration_value } секунды
       *[other] { $duration_value } секунд
    }
}.
time-left = Оставшееся у меня время: { $duration }.
must-go = Мне пора идти.
play-again = Сыграем ещё раз?
which-game = Во что сыграем?
lets-play = Давай сыграем в { $game_acc }.
first-game-of = Это моя первая партия в { $game_acc }.
explain-rules = Можешь объяснить правила?
look-at-square = Посмотри на поле { $square }.
why-move = Почему ты сыграл { $move }?
my-mistake = Я ошибся.
congratulations = Поздравляю!
that-was-fun = Было весело.
good-morning = Доброе утро!
good-evening = Добрый вечер!
how-are-you = Как дела?
fine-thanks = Хорошо, спасибо.
be-patient = Пожалуйста, наберись терпения.
do-not-know = Я не знаю.
maybe = Может быть.
you-are-right = Ты прав.
prefer-game = Я предпочитаю { $game_acc }.
i-play-seat = Я играю за { $seat_acc }.
connection-slow = У меня медленное соединение.

## Playing comet

propose-goal = Предлагаю такую цель: { $goal }.
accept-goal = Я принимаю эту цель.
propose-other-goal = Давай выберем другую цель.
goal-agreed = Согласованная цель: { $goal }.
goal-reached = Цель достигнута!
goal-not-reached = Цель ещё не достигнута.
i-think-needs = { $count ->
    [one] Думаю, для этой цели нужен { $count } большой ход.
    [few] Думаю, для этой цели нужно { $count } больших хода.
   *[other] Думаю, для этой цели нужно { $count } больших ходов.
}
computer-says-enough = { $count ->
    [one] Компьютер говорит, что хватит { $count } большого хода.
   *[other] Компьютер говорит, что хватит { $count } больших ходов.
}
shall-we-undo = Отменим последний большой ход?
start-again = Давай начнём сначала.
off-board-poor-play = Ходить за край доски — плохая игра.
grand-move = Двигаем { $move }.
propose-grand-move = Предлагаю: двигаем { $move }.
pieces-moved = { $pieces_count ->
    [one] Фигура { $pieces } сдвинулась.
   *[other] Фигуры { $pieces } сдвинулись.
}
blocked-occupied = { $pieces_count ->
    [one] Фигура { $pieces } не смогла сдвинуться: клетка была занята.
   *[other] Фигуры { $pieces } не смогли сдвинуться: клетка была занята.
}
blocked-edge = { $pieces_count ->
    [one] Фигура { $pieces } не смогла сдвинуться: она ушла бы с доски.
   *[other] Фигуры { $pieces } не смогли сдвинуться: они ушли бы с доски.
}
nothing-moved = Ничего не сдвинулось.
piece-blocked-by = { $piece_start } { $piece_gender ->
    [feminine] не смогла пройти
   *[masculine] не смог пройти
}: мешает { $blocker }.
piece-on-square = { $piece_start } стоит на { $square }.
piece-moved-to = { $piece_start } { $piece_gender ->
    [feminine] переместилась
   *[masculine] переместился
} на { $square }.
grand-moves-made = { $count ->
    [0] Ещё не сделано ни одного большого хода.
    [one] Сделан { $count } большой ход.
    [few] Сделано { $count } больших хода.
   *[other] Сделано { $count } больших ходов.
}
move-limit = { $count ->
    [0] Число больших ходов не ограничено.
    [one] Предел — { $count } большой ход.
    [few] Предел — { $count } больших хода.
   *[other] Предел — { $count } больших ходов.
}
goal-not-reached-end = Игра закончилась, а цель не достигнута.
seat-gave-up = { $seat_start } { $seat_number ->
    [plural] сдались
   *[singular] сдался
}.
how-about-group = Может, сдвинем { $group }?
try-direction = Попробуй { $direction_to }.
where-are-shape = Где { $shape_plural }?
which-piece-colour = Какая фигура { $colour_fem }?
piece-must-reach = { $piece_start } { $piece_gender ->
    [feminine] должна
   *[masculine] должен
} оказаться { $region }.
getting-closer = Мы приближаемся.
getting-further = Мы удаляемся от цели.
one-more-grand-move = Ещё один большой ход!
your-grand-move = Твой большой ход.
computer-first-move = { $count ->
    [one] Компьютер говорит, что хватит { $count } большого хода; первый: { $move }.
   *[other] Компьютер говорит, что хватит { $count } больших ходов; первый: { $move }.
}
computer-finds-no-way = Компьютер не находит пути к этой цели.
goal-impossible = Эта цель недостижима.
usual-start = Давай начнём с обычной позиции.
group-members = { $group_start } — это фигуры { $pieces }.
which-direction = В каком направлении?
shall-we-go = Пойдём { $direction_to }?
watch-piece = Следи за { $piece_ins }.
seat-grand-move = { $seat_start }: двигаем { $move }.
start-placement = В начале { $piece } стоит на { $square }.
players-count = { $count ->
    [one] Нас { $count } игрок.
    [few] Нас { $count } игрока.
   *[other] Нас { $count } игроков.
}
edge-moves-forbidden = В этой игре большой ход не может оставлять фигуры у края доски.

## Comet goals, condition by condition

goal-pieces-adjacent = Цель: { $pieces_count ->
    [one] фигура { $pieces } сама по себе
   *[other] фигуры { $pieces } рядом друг с другом
}.
goal-pieces-line = Цель: фигуры { $pieces } на одной прямой.
goal-pieces-block = Цель: фигуры { $pieces } заполняют прямоугольник.
goal-pieces-in = Цель: { $pieces_count ->
    [one] фигура { $pieces }
   *[other] фигуры { $pieces }
} { $region }.
goal-group-adjacent = Цель: { $group } рядом друг с другом.
goal-group-line = Цель: { $group } на одной прямой.
goal-group-block = Цель: { $group } заполняют прямоугольник.
goal-group-in = Цель: { $group } { $region }.
goal-try = Попробуем такую цель: { $goal }?

## The other games

offer-draw = Предлагаю ничью.
accept-draw = Я согласен на ничью.
decline-draw = Я отказываюсь от ничьей.
resign = Я сдаюсь.
takeback-request = Можно мне взять ход назад?
takeback-accept = Да, бери ход назад.
takeback-decline = Нет, ход остаётся.
rematch-offer = Реванш?
rematch-accept = Да, сыграем ещё раз.
your-piece-threatened = Твоя фигура на { $square } под угрозой.
my-piece-threatened = Моя фигура на { $square } под угрозой.
i-play-move = Я играю { $move }.
you-played-move = Ты сыграл { $move }.
did-not-see = Я этого не заметил.
move-is-good = { $move } — хороший ход.
move-was-mistake = { $move } был ошибкой.
move-would-be-better = { $move } был бы лучше.
you-win = Ты выиграл.
i-win = Я выиграл.
it-is-a-draw = Ничья.
seat-wins = { $seat_start } { $seat_number ->
    [plural] выигрывают
   *[singular] выигрывает
}.
game-over = Игра окончена.
clock-low = На моих часах осталось совсем мало: { $duration }.
time-ran-out = Моё время истекло.
move-not-legal = Этот ход не по правилам.
seat-to-move = Ход { $seat_gen }.
move-was-forced = Этот ход был вынужденным.
capture-on = Взятие на { $square }!
protect-square = Защити { $square }.
favourite-opening = Какое начало тебе нравится больше всего?
moves-played = { $count ->
    [one] Мы сыграли { $count } ход.
    [few] Мы сыграли { $count } хода.
   *[other] Мы сыграли { $count } ходов.
}
play-faster = Можешь играть чуть быстрее?
review-together = Разберём потом партию вместе?
what-about-move = А как насчёт { $move }?
do-you-know-game = Ты знаешь { $game_acc }?
want-to-play-seat = Хочешь играть за { $seat_acc }?
game-move = { $game_start }: { $move }.
