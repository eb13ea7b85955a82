# boardlab comet circumflex sentences: Spanish (español). Needs review by a native speaker.
# Pieces carry .gender and .start; colours .fem (agreeing with «pieza»); directions .to;
# seats .start and .number; games .a («al juego…»). Regions are places, with their preposition.

## Values

piece-1 = el triángulo marrón (1)
    .start = El triángulo marrón (1)
    .gender = masculine
piece-2 = el cuadrado rojo (2)
    .start = El cuadrado rojo (2)
    .gender = masculine
piece-3 = el círculo naranja (3)
    .start = El círculo naranja (3)
    .gender = masculine
piece-4 = el triángulo amarillo (4)
    .start = El triángulo amarillo (4)
    .gender = masculine
piece-5 = el cuadrado verde (5)
    .start = El cuadrado verde (5)
    .gender = masculine
piece-6 = el círculo azul (6)
    .start = El círculo azul (6)
    .gender = masculine
piece-7 = la pirámide magenta (7)
    .start = La pirámide magenta (7)
    .gender = feminine
piece-8 = el cuadrado gris (8)
    .start = El cuadrado gris (8)
    .gender = masculine
piece-9 = la pirámide blanca (9)
    .start = La pirámide blanca (9)
    .gender = feminine
colour-brown = marrón
    .fem = marrón
colour-red = rojo
    .fem = roja
colour-orange = naranja
    .fem = naranja
colour-yellow = amarillo
    .fem = amarilla
colour-green = verde
    .fem = verde
colour-blue = azul
    .fem = azul
colour-magenta = magenta
    .fem = magenta
colour-grey = gris
    .fem = gris
colour-white = blanco
    .fem = blanca
shape-round = círculo
    .plural = los círculos
shape-triangle = triángulo
    .plural = los triángulos
shape-square = cuadrado
    .plural = los cuadrados
shape-pyramid = pirámide
    .plural = las pirámides
group-rounds = todos los círculos
    .start = Todos los círculos
group-triangles = todos los triángulos
    .start = Todos los triángulos
group-squares = todos los cuadrados
    .start = Todos los cuadrados
group-pyramids = todas las pirámides
    .start = Todas las pirámides
group-even = todas las piezas de número par
    .start = Todas las piezas de número par
group-odd = todas las piezas de número impar
    .start = Todas las piezas de número impar
group-prime = todas las piezas de número primo
    .start = Todas las piezas de número primo
group-squarenum = todas las piezas cuyo número es un cuadrado
    .start = Todas las piezas cuyo número es un cuadrado
group-cubenum = todas las piezas cuyo número es un cubo
    .start = Todas las piezas cuyo número es un cubo
direction-N = norte
    .to = hacia el norte
direction-S = sur
    .to = hacia el sur
direction-E = este
    .to = hacia el este
direction-W = oeste
    .to = hacia el oeste
seat-p1 = el jugador 1
    .start = El jugador 1
    .number = singular
seat-p2 = el jugador 2
    .start = El jugador 2
    .number = singular
seat-p3 = el jugador 3
    .start = El jugador 3
    .number = singular
seat-p4 = el jugador 4
    .start = El jugador 4
    .number = singular
seat-p5 = el jugador 5
    .start = El jugador 5
    .number = singular
seat-p6 = el jugador 6
    .start = El jugador 6
    .number = singular
seat-p7 = el jugador 7
    .start = El jugador 7
    .number = singular
seat-p8 = el jugador 8
    .start = El jugador 8
    .number = singular
seat-p9 = el jugador 9
    .start = El jugador 9
    .number = singular
seat-black = las negras
    .start = Las negras
    .number = plural
seat-white = las blancas
    .start = Las blancas
    .number = plural
game-c1 = C1
    .a = a C1
game-axiom = AXIOM
    .a = a AXIOM
game-ccc = CCC
    .a = a CCC
game-cubes = Cubes
    .a = a Cubes
game-comet = el juego del cometa circunflejo
    .a = al juego del cometa circunflejo
grand-move-value = { $group } { $direction_to }
region-centre = en el centro (d4 a f6)
region-corners = en una esquina
region-edge = en el borde del tablero
region-inside = en el interior del tablero, lejos del borde
region-north = en el norte (filas 6 a 9)
region-south = en el sur (filas 1 a 4)
region-east = en el este (columnas f a i)
region-west = en el oeste (columnas a a d)
region-board = en cualquier lugar del tablero
region-square = en la casilla { $square }
region-rectangle = en el rectángulo de { $corner } a { $other }
region-rank = en la fila { $rank }
region-file = en la columna { $file }
goal-adjacent = { $pieces_count ->
    [one] la pieza { $pieces } sola
   *[other] las piezas { $pieces } una junto a otra
}
goal-line = las piezas { $pieces } en una misma línea recta
goal-block = las piezas { $pieces } llenando un rectángulo
goal-in = { $pieces_count ->
    [one] la pieza { $pieces } { $region }
   *[other] las piezas { $pieces } { $region }
}
goal-not = no ({ $goal })
goal-and = { $left } y { $right }
goal-or = { $left } o { $right }
goal-nested = ({ $goal })
unknown-sentence = [{ $number }: frase desconocida { $number }]
malformed-sentence = [frase mal formada]

## Talking

hello = ¡Hola!
goodbye = ¡Adiós!
thanks = ¡Gracias!
you-are-welcome = De nada.
well-played = ¡Bien jugado!
good-game = ¡Buena partida!
good-idea = ¡Buena idea!
not-understood = No lo entiendo.
please-repeat = ¿Puedes repetirlo, por favor?
my-turn = Me toca a mí.
your-turn = Te toca a ti.
seat-turn = { $seat_number ->
    [plural] Les toca a { $seat }.
   *[singular] Le toca a { $seat }.
}
agree = Estoy de acuerdo.
disagree = No estoy de acuerdo.
hint-please = ¿Me das una pista?
wait-moment = Espera un momento, por favor.
ready = Estoy listo.
are-you-ready = ¿Estás listo?
yes = Sí.
no = No.
sorry = ¡Perdón!
good-luck = ¡Buena suerte!
have-fun = ¡Que te diviertas!
nice-move = ¡Buena jugada!
let-me-think = Déjame pensar.
back-in = Vuelvo en { $duration }.
time-left = Tiempo que me queda: { $duration }.
must-go = Tengo que irme ya.
play-again = ¿Jugamos otra vez?
which-game = ¿A qué jugamos?
lets-play = Juguemos { $game_a }.
first-game-of = Es la primera vez que juego { $game_a }.
explain-rules = ¿Puedes explicarme las reglas?
look-at-square = Mira la casilla { $square }.
why-move = ¿Por qué jugaste { $move }?
my-mistake = Me he equivocado.
congratulations = ¡Enhorabuena!
that-was-fun = Ha sido divertido.
good-morning = ¡Buenos días!
good-evening = ¡Buenas noches!
how-are-you = ¿Qué tal estás?
fine-thanks = Estoy bien, gracias.
be-patient = Ten paciencia, por favor.
do-not-know = No lo sé.
maybe = Quizás.
you-are-right = Tienes razón.
prefer-game = Prefiero jugar { $game_a }.
i-play-seat = { $seat_number ->
    [plural] Juego con { $seat }.
   *[singular] Soy { $seat }.
}
connection-slow = Mi conexión es lenta.

## Playing comet

propose-goal = Propongo este objetivo: { $goal }.
accept-goal = Acepto este objetivo.
propose-other-goal = Elijamos otro objetivo.
goal-agreed = El objetivo acordado: { $goal }.
goal-reached = ¡Objetivo conseguido!
goal-not-reached = El objetivo aún no se ha conseguido.
i-think-needs = { $count ->
    [one] Creo que este objetivo necesita { $count } gran jugada.
   *[other] Creo que este objetivo necesita { $count } grandes jugadas.
}
computer-says-enough = { $count ->
    [one] El ordenador dice que basta { $count } gran jugada.
   *[other] El ordenador dice que bastan { $count } grandes jugadas.
}
shall-we-undo = ¿Deshacemos la última gran jugada?
start-again = Empecemos de nuevo.
off-board-poor-play = Intentar salir del tablero es mal juego.
grand-move = Mover { $move }.
propose-grand-move = Propongo: mover { $move }.
pieces-moved = { $pieces_count ->
    [one] La pieza { $pieces } se ha movido.
   *[other] Las piezas { $pieces } se han movido.
}
blocked-occupied = { $pieces_count ->
    [one] La pieza { $pieces } no pudo moverse: la casilla estaba ocupada.
   *[other] Las piezas { $pieces } no pudieron moverse: la casilla estaba ocupada.
}
blocked-edge = { $pieces_count ->
    [one] La pieza { $pieces } no pudo moverse: habría salido del tablero.
   *[other] Las piezas { $pieces } no pudieron moverse: habrían salido del tablero.
}
nothing-moved = No se movió nada.
piece-blocked-by = { $piece_start } fue { $piece_gender ->
    [feminine] bloqueada
   *[masculine] bloqueado
} por { $blocker }.
piece-on-square = { $piece_start } está en { $square }.
piece-moved-to = { $piece_start } se movió a { $square }.
grand-moves-made = { $count ->
    [0] Todavía no se ha hecho ninguna gran jugada.
    [one] Se ha hecho { $count } gran jugada.
   *[other] Se han hecho { $count } grandes jugadas.
}
move-limit = { $count ->
    [0] No hay límite de grandes jugadas.
    [one] El límite es { $count } gran jugada.
   *[other] El límite es de { $count } grandes jugadas.
}
goal-not-reached-end = La partida terminó sin conseguir el objetivo.
seat-gave-up = { $seat_start } { $seat_number ->
    [plural] abandonan
   *[singular] abandona
}.
how-about-group = ¿Y si movemos { $group }?
try-direction = Prueba { $direction_to }.
where-are-shape = ¿Dónde están { $shape_plural }?
which-piece-colour = ¿Qué pieza es { $colour_fem }?
piece-must-reach = { $piece_start } tiene que estar { $region }.
getting-closer = Nos estamos acercando.
getting-further = Nos estamos alejando del objetivo.
one-more-grand-move = ¡Una gran jugada más!
your-grand-move = Te toca hacer una gran jugada.
computer-first-move = { $count ->
    [one] El ordenador dice que basta { $count } gran jugada, empezando por mover { $move }.
   *[other] El ordenador dice que bastan { $count } grandes jugadas, empezando por mover { $move }.
}
computer-finds-no-way = El ordenador no encuentra manera de conseguir este objetivo.
goal-impossible = Este objetivo no se puede conseguir nunca.
usual-start = Usemos la posición inicial de siempre.
group-members = { $group_start } son las piezas { $pieces }.
which-direction = ¿En qué dirección?
shall-we-go = ¿Vamos { $direction_to }?
watch-piece = Vigila { $piece }.
seat-grand-move = { $seat_start }: mover { $move }.
start-placement = Al principio, { $piece } está en { $square }.
players-count = { $count ->
    [one] Somos { $count } jugador.
   *[other] Somos { $count } jugadores.
}
edge-moves-forbidden = En esta partida, una gran jugada no puede dejar piezas detenidas en el borde.

## Comet goals, condition by condition

goal-pieces-adjacent = Objetivo: { $pieces_count ->
    [one] la pieza { $pieces } sola
   *[other] las piezas { $pieces } una junto a otra
}.
goal-pieces-line = Objetivo: las piezas { $pieces } en una misma línea recta.
goal-pieces-block = Objetivo: las piezas { $pieces } llenando un rectángulo.
goal-pieces-in = Objetivo: { $pieces_count ->
    [one] la pieza { $pieces }
   *[other] las piezas { $pieces }
} { $region }.
goal-group-adjacent = Objetivo: { $group } en contacto.
goal-group-line = Objetivo: { $group } en una misma línea recta.
goal-group-block = Objetivo: { $group } llenando un rectángulo.
goal-group-in = Objetivo: { $group } { $region }.
goal-try = ¿Probamos este objetivo: { $goal }?

## The other games

offer-draw = Ofrezco tablas.
accept-draw = Acepto las tablas.
decline-draw = Rechazo las tablas.
resign = Me rindo.
takeback-request = ¿Puedo deshacer mi última jugada?
takeback-accept = Sí, deshazla.
takeback-decline = No, la jugada se queda.
rematch-offer = ¿La revancha?
rematch-accept = Sí, juguemos otra vez.
your-piece-threatened = Tu pieza en { $square } está amenazada.
my-piece-threatened = Mi pieza en { $square } está amenazada.
i-play-move = Juego { $move }.
you-played-move = Has jugado { $move }.
did-not-see = No lo había visto.
move-is-good = { $move } es una buena jugada.
move-was-mistake = { $move } fue un error.
move-would-be-better = { $move } habría sido mejor.
you-win = Has ganado.
i-win = He ganado.
it-is-a-draw = Tablas.
seat-wins = { $seat_start } { $seat_number ->
    [plural] ganan
   *[singular] gana
}.
game-over = La partida ha terminado.
clock-low = Me queda poco tiempo en el reloj: { $duration }.
time-ran-out = Se me acabó el tiempo.
move-not-legal = Esa jugada no es legal.
seat-to-move = { $seat_number ->
    [plural] Juegan { $seat }.
   *[singular] Juega { $seat }.
}
move-was-forced = Esa jugada era forzada.
capture-on = ¡Captura en { $square }!
protect-square = Protege { $square }.
favourite-opening = ¿Qué apertura te gusta más?
moves-played = { $count ->
    [one] Llevamos { $count } jugada.
   *[other] Llevamos { $count } jugadas.
}
play-faster = ¿Podrías jugar un poco más rápido?
review-together = ¿Repasamos la partida juntos después?
what-about-move = ¿Y qué tal { $move }?
do-you-know-game = ¿Conoces { $game }?
want-to-play-seat = { $seat_number ->
    [plural] ¿Quieres jugar con { $seat }?
   *[singular] ¿Quieres ser { $seat }?
}
game-move = En { $game }: { $move }.
