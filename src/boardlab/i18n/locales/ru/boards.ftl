# Слова на картинках досок (см. en/boards.ftl). Нотация остаётся как есть: координаты ($cell,
# $face), стопки ($stack), буквы граней AXIOM ($faces), числа.

## Every game

board-position-c1 = Позиция C1
board-position-axiom = Позиция AXIOM
board-position-ccc = Позиция CCC
board-position-cubes = Позиция Cubes
board-position-comet = Позиция игры comet circumflex
board-to-move = { $colour ->
    [black] Ход чёрных
   *[white] Ход белых
}

## AXIOM

board-axiom-cube = { $cell }: { $colour ->
    [black] чёрный
   *[white] белый
} куб { $double ->
    [yes] с двумя куполами
   *[no] с одним куполом
}, купола { $faces }
board-axiom-sceptre = { $colour ->
    [black] чёрный
   *[white] белый
} скипетр на { $face }
board-axiom-empty-cell = { $cell }: пустая клетка
board-axiom-empty-cell-on-top = { $cell }: пустая клетка сверху
board-axiom-hidden-dome = { $face } (скрытая грань: купол)
board-axiom-hidden-recess = { $face } (скрытая грань: углубление)
board-axiom-map = карта (вид сверху)
board-axiom-map-column = { $face }: уровень { $level }, купола { $faces }
board-axiom-palette = грани с куполами у поставленного куба (U верх, D низ, N E S W бока; карта без поворота: север вверху)
board-axiom-orientation = купола на { $faces }
board-axiom-status = { $status } (вид повёрнут на { $degrees } { $degrees ->
    [one] градус
    [few] градуса
   *[many] градусов
})

## CCC

board-ccc-kind-flat = Flat
board-ccc-kind-cube = куб
board-ccc-kind-torus = Torus
board-ccc-kind-flag = Nice Flag
board-ccc-kind-pyramid = пирамида
board-ccc-kind-flat-stack = стопка Flat
board-ccc-kind-constructed-pyramid = собранная пирамида
board-ccc-kind-pyramid-stack = стопка с пирамидами
board-ccc-cell = { $cell }: { $kind } { $stack }
board-ccc-count = взять или положить { $count }
board-ccc-end = конец
board-ccc-end-title = закончить цепочку Hop
board-ccc-swap = обмен
board-ccc-swap-title = поменять местами две пирамиды
board-ccc-hop = { $colour ->
    [black] Ход чёрных
   *[white] Ход белых
}: цепочка Hop с { $cell } (прыгать дальше или закончить)
board-ccc-collapse = { $colour ->
    [black] Ход чёрных
   *[white] Ход белых
}: Collapse с { $cell }, в руке { $stack }
board-ccc-status = { $status } · Сила Torus: чёрные { $black }, белые { $white }
board-ccc-frozen = заморожено флагом { $colour ->
    [black] чёрных
   *[white] белых
}

## The comet circumflex game

board-comet-piece-1 = 1 (коричневый треугольник)
board-comet-piece-2 = 2 (красный квадрат)
board-comet-piece-3 = 3 (оранжевый круг)
board-comet-piece-4 = 4 (жёлтый треугольник)
board-comet-piece-5 = 5 (зелёный квадрат)
board-comet-piece-6 = 6 (синий круг)
board-comet-piece-7 = 7 (пурпурная пирамида)
board-comet-piece-8 = 8 (серый квадрат)
board-comet-piece-9 = 9 (белая пирамида)
board-comet-group-rounds = все круглые
board-comet-group-triangles = все треугольники
board-comet-group-squares = все квадратные
board-comet-group-pyramids = все пирамиды
board-comet-group-even = все фигуры с чётными номерами
board-comet-group-odd = все фигуры с нечётными номерами
board-comet-group-prime = все фигуры с простыми номерами
board-comet-group-squarenum = все фигуры с номерами-квадратами
board-comet-group-cubenum = все фигуры с номерами-кубами
board-comet-button-rounds = круглые { $members }
board-comet-button-triangles = треугольники { $members }
board-comet-button-squares = квадратные { $members }
board-comet-button-pyramids = пирамиды { $members }
board-comet-button-even = чётные { $members }
board-comet-button-odd = нечётные { $members }
board-comet-button-prime = простые { $members }
board-comet-button-squarenum = квадраты чисел { $members }
board-comet-button-cubenum = кубы чисел { $members }
board-comet-direction-n = север
board-comet-direction-s = юг
board-comet-direction-e = восток
board-comet-direction-w = запад
board-comet-goal = цель: { $goal }

## Cubes

board-cubes-pool = запас { $colour ->
    [black] чёрных
   *[white] белых
}: { $count }
board-cubes-end = бонус: конец хода
board-cubes-end-title = закончить ход (отказаться от бонусного хода)
