### Los juegos en palabras: títulos, opciones (nombre, una línea de ayuda, valores) y por qué
### terminó una partida.

## Títulos

games-title-axiom = AXIOM
games-title-c1 = C1 (Cono)
games-title-ccc = CCC (Collapsable Construct Collision)
games-title-comet = El juego del cometa circunflejo
games-title-cubes = Cubes (cubos activos e inactivos)

## Casillas de verificación

option-on = sí
option-off = no

## AXIOM

option-axiom-own_pair = Ambos cetros en un cubo
option-axiom-own_pair-help = Qué ocurre cuando los dos cetros de un color están en el mismo cubo.
option-value-axiom-own_pair-loss = ese color pierde (reglas de 2008)
option-value-axiom-own_pair-allowed = permitido, sin efecto
option-value-axiom-own_pair-forbidden = prohibido, ninguna jugada puede hacerlo
option-axiom-one_piece = Estructura de una pieza
option-axiom-one_piece-help = Las jugadas de cubo deben dejar la estructura unida (las eliminaciones aún pueden dividirla).
option-axiom-move_limit = Límite de turnos
option-axiom-move_limit-help = La partida termina en tablas tras este número de turnos (0: sin límite).
option-axiom-sceptre_length = Alcance del cetro
option-axiom-sceptre_length-help = Cuántas celdas ocupa un cetro de pie delante de su cara.
option-value-axiom-sceptre_length-1 = 1 celda (la hoja de reglas)
option-value-axiom-sceptre_length-2 = 2 celdas (una lectura más larga)

## C1

option-c1-variant = Variante
option-c1-variant-help = C1 juega una jugada por turno; C2 permite primero mover una loseta y luego un cono o una pirámide.
option-value-c1-variant-c1 = C1: una jugada por turno
option-value-c1-variant-c2 = C2: mover una loseta, luego un cono o una pirámide
option-c1-repetition = Tablas por repetición
option-c1-repetition-help = La partida termina en tablas cuando una posición se repite este número de veces (0: nunca; al menos 2).
option-c1-move_limit = Límite de turnos
option-c1-move_limit-help = La partida termina en tablas cuando se han completado estos turnos (0: sin límite).

## CCC

option-ccc-flat_rows = Filas de Flats
option-ccc-flat_rows-help = Filas de Flats de cada lado (el diseño tiene 2; de 0 a 3).
option-ccc-flat_placement = Dónde van los Flats
option-ccc-flat_placement-help = Dónde se colocan las filas de Flats respecto a la fila de piezas especiales.
option-value-ccc-flat_placement-front = delante de las piezas especiales
option-value-ccc-flat_placement-behind = detrás de las piezas especiales
option-value-ccc-flat_placement-around = alrededor (la mitad mayor delante)
option-ccc-empty_ranks = Filas vacías
option-ccc-empty_ranks-help = Filas vacías entre los dos bandos al comienzo.
option-ccc-specials = Piezas especiales de las negras
option-ccc-specials-help = La fila de piezas especiales de las negras: standard (CTSLNMTC), random (según la semilla) o una disposición de las letras CCTTSMLN.
option-ccc-white_specials = Piezas especiales de las blancas
option-ccc-white_specials-help = La fila de las blancas: mirror (la misma pieza en la misma columna), rotated (el orden de las negras visto desde las blancas), random o una disposición.
option-ccc-seed = Semilla aleatoria
option-ccc-seed-help = La semilla de las filas aleatorias de piezas especiales.
option-ccc-flag_rest = Descanso del Nice Flag
option-ccc-flag_rest-help = Qué impide que el Nice Flag actúe en el turno siguiente.
option-value-ccc-flag_rest-move = solo un movimiento (como dice el texto)
option-value-ccc-flag_rest-any = cualquier acción del Flag, incluida la recreación
option-ccc-first = Primer turno
option-ccc-first-help = El color que juega el primer turno.
option-value-ccc-first-black = Negras
option-value-ccc-first-white = Blancas
option-ccc-no_move = Sin acción legal
option-ccc-no_move-help = Qué le pasa a un bando sin ninguna acción legal (las reglas no lo dicen).
option-value-ccc-no_move-loss = ese bando pierde
option-value-ccc-no_move-draw = la partida es tablas
option-ccc-move_limit = Límite de turnos
option-ccc-move_limit-help = La partida termina en tablas tras este número de turnos (0: sin límite).

## El juego del cometa circunflejo

option-comet-goal = Objetivo
option-comet-goal-help = El objetivo que acuerdan los jugadores: uno predefinido o uno escrito en el lenguaje de objetivos, como adjacent(pyramids) and line(squares).
option-value-comet-goal-pyramids-adjacent = las dos pirámides juntas
option-value-comet-goal-squares-in-line = los tres cuadrados en línea
option-value-comet-goal-both-examples = los dos ejemplos del texto a la vez
option-value-comet-goal-three-pairs = cada pareja de formas iguales juntas
option-value-comet-goal-brown-to-centre = el triángulo marrón en la casilla central
option-value-comet-goal-white-to-corner = la pirámide blanca en una esquina
option-value-comet-goal-pyramids-to-centre = las dos pirámides en el 3×3 central
option-value-comet-goal-plus-sign = las cuatro piezas pares alrededor del cuadrado verde
option-value-comet-goal-warm-colours = rojo, naranja y amarillo juntos
option-value-comet-goal-red-green-blue = rojo, verde y azul en línea
option-value-comet-goal-triangles-north = los dos triángulos en el borde norte
option-value-comet-goal-shapes-in-line = círculos y triángulos en una línea
option-value-comet-goal-evens-in-line = las piezas pares en una línea
option-value-comet-goal-primes-together = las piezas con números primos juntas
option-comet-move_limit = Límite de grandes jugadas
option-comet-move_limit-help = La partida termina sin resolver tras este número de grandes jugadas (0: sin límite).
option-comet-start = Posición inicial
option-comet-start-help = Las casillas de las piezas 1 a 9 al comienzo, separadas por comas.
option-comet-edge_blocking = Permitir bloquear en el borde
option-comet-edge_blocking-help = Permitir grandes jugadas que retienen una pieza en el borde del tablero.
option-comet-players = Jugadores
option-comet-players-help = El número de jugadores (puestos Jugador 1, Jugador 2, ...).

## Cubes

option-cubes-size = Tamaño del tablero
option-cubes-size-help = El tablero tiene este número de casillas por lado.
option-cubes-first = Primera jugada
option-cubes-first-help = Quién juega primero.
option-value-cubes-first-random = por sorteo
option-value-cubes-first-black = Negras
option-value-cubes-first-white = Blancas
option-cubes-seed = Semilla aleatoria
option-cubes-seed-help = La semilla del sorteo del primer jugador (0: un sorteo nuevo en cada partida).
option-cubes-slide = Deslizamientos
option-cubes-slide-help = Si un deslizamiento puede pasar junto a cubos cuyas esquinas tocan su camino.
option-value-cubes-slide-physical = físico: puede pasar y empujar cubos inactivos
option-value-cubes-slide-strict = estricto: no puede pasar delante de un cubo activo
option-cubes-move_limit = Límite de turnos
option-cubes-move_limit-help = La partida termina en tablas tras este número de turnos (0: sin límite).

## Por qué terminó una partida

reason-resigned = { $seat } abandonó
reason-resigned-abandoned = { $seat } abandonó; la partida queda suspendida
reason-comet-gave-up = { $seat } se rindió; el objetivo queda sin cumplir
reason-draw-agreed = { $other } ofreció tablas y { $seat } aceptó
reason-aborted = { $seat } anuló la partida antes de jugar
reason-time = { $seat } se quedó sin tiempo
reason-time-cannot-win = { $seat } se quedó sin tiempo, y { $other } ya no puede ganar
reason-move-limit = Se alcanzó el límite de { $count ->
    [one] { $count } turno
   *[other] { $count } turnos
}
reason-no-legal-move = { $seat } no tiene ninguna jugada legal
reason-axiom-meeting = El cetro de { $other } alcanzó el cubo en { $cell } que lleva el cetro de { $seat }
reason-axiom-both-pairs = Los dos jugadores tienen sus dos cetros en un cubo
reason-axiom-own-pair = { $seat } puso sus dos cetros en un cubo
reason-c1-both-surrounded = Los dos conos están rodeados
reason-c1-surrounded = El cono de { $seat } está rodeado
reason-c1-repetition = La misma posición se dio { $count } veces
reason-ccc-both-pyramids = Los dos bandos perdieron su última Pirámide en el mismo turno
reason-ccc-no-pyramid = { $seat } no tiene ninguna Pirámide
reason-ccc-no-attack = Ningún bando puede ya destruir una Pirámide contraria (solo las Pirámides atacan, cada una en casillas de su color)
reason-no-action = { $seat } no tiene ninguna acción legal
reason-comet-solved = El objetivo se cumple: { $goal }
reason-comet-move-limit = Se alcanzó el límite de { $count ->
    [one] { $count } gran jugada
   *[other] { $count } grandes jugadas
} sin el objetivo
reason-comet-edge = Ninguna gran jugada es posible sin bloquear una pieza en el borde
reason-cubes-no-move = { $seat } no puede hacer ninguna jugada legal
reason-cubes-sealed = Los cubos de los jugadores están encerrados en regiones separadas

## Palabras de las páginas sobre partidas

games-fair-play = Juego limpio: sin ayuda del motor en una partida entre dos personas mientras dura. Las pistas, la revisión del ordenador y el análisis de su posición vuelven cuando termina.
games-board-not-drawn = No se pudo dibujar el tablero ({ $status }).
games-analysis-of = Análisis: { $title }
games-analysis-board-of = Tablero de análisis · { $title }
games-over-here = Aquí la partida ha terminado.
games-no-move-from = Ninguna jugada de { $seat } empieza en { $target }.
games-clock-days = { $clock } (días por jugada)
games-clock-minutes = { $clock } (minutos cada uno, más segundos por turno)
games-no-review = Sin revisión: { $problem }
games-mark-blunder = Error grave
games-mark-mistake = Error
games-loss-distance = { $count ->
    [one] { $count } jugada más hasta el objetivo (la mejor: { $best })
   *[other] { $count } jugadas más hasta el objetivo (la mejor: { $best })
}
games-loss-evaluation = La evaluación de { $seat } pasó de { $before } a { $after } (la mejor: { $best })
games-graph-distance = La distancia al objetivo tras cada turno
games-graph-evaluation = La evaluación de { $seat } tras cada turno
games-option-choices = { $option }: opciones predefinidas
games-option-other = otro… (escríbelo abajo)
games-colour-random = al azar
games-title-seat = { $title } ({ $seat })
games-rated-needs-accounts = Una partida puntuada cuenta para la clasificación de ambos jugadores, así que los dos necesitan una cuenta.
games-same-screen = (misma pantalla)
games-opponent-computer = el ordenador ({ $level })
games-against = contra { $opponent }
games-agent-random = jugadas al azar
games-agent-easy = fácil
games-agent-medium = medio
games-agent-hard = difícil
games-agent-expert = experto
