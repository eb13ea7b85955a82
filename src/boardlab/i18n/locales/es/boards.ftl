# Las palabras dibujadas en las imágenes de los tableros (véase en/boards.ftl). La notación queda
# como está: coordenadas ($cell, $face), pilas ($stack), letras de caras de AXIOM ($faces), números.

## Every game

board-position-c1 = Posición de C1
board-position-axiom = Posición de AXIOM
board-position-cubes = Posición de Cubes
board-position-ccc = Posición de CCC
board-position-comet = Posición del juego comet circumflex
board-to-move = { $colour ->
    [black] Juegan las negras
   *[white] Juegan las blancas
}

## AXIOM

board-axiom-cube = { $cell }: cubo { $colour ->
    [black] negro
   *[white] blanco
} de { $double ->
    [yes] dos cúpulas
   *[no] una cúpula
}, cúpulas { $faces }
board-axiom-sceptre = cetro { $colour ->
    [black] negro
   *[white] blanco
} sobre { $face }
board-axiom-empty-cell = { $cell }: celda vacía
board-axiom-empty-cell-on-top = { $cell }: celda vacía encima
board-axiom-hidden-dome = { $face } (cara oculta: cúpula)
board-axiom-hidden-recess = { $face } (cara oculta: hueco)
board-axiom-map = mapa (visto desde arriba)
board-axiom-map-column = { $face }: nivel { $level }, cúpulas { $faces }
board-axiom-palette = caras con cúpula de un cubo colocado (U arriba, D abajo, N E S W lados; mapa sin girar: norte arriba)
board-axiom-orientation = cúpulas en { $faces }
board-axiom-status = { $status } (vista girada { $degrees } grados)

## CCC

board-ccc-kind-flat = Flat
board-ccc-kind-cube = cubo
board-ccc-kind-torus = Torus
board-ccc-kind-flag = Nice Flag
board-ccc-kind-pyramid = Pirámide
board-ccc-kind-flat-stack = pila de Flats
board-ccc-kind-constructed-pyramid = Pirámide construida
board-ccc-kind-pyramid-stack = pila con Pirámides
board-ccc-cell = { $cell }: { $kind } { $stack }
board-ccc-count = coger o soltar { $count }
board-ccc-end = fin
board-ccc-end-title = terminar la cadena de Hops
board-ccc-swap = cambio
board-ccc-swap-title = intercambiar las dos Pirámides
board-ccc-hop = { $colour ->
    [black] Juegan las negras
   *[white] Juegan las blancas
}: cadena de Hops desde { $cell } (seguir saltando o terminar)
board-ccc-collapse = { $colour ->
    [black] Juegan las negras
   *[white] Juegan las blancas
}: Collapse desde { $cell }, con { $stack } en la mano
board-ccc-status = { $status } · Fuerza del Torus: negras { $black }, blancas { $white }
board-ccc-frozen = congelado por el Flag de las { $colour ->
    [black] negras
   *[white] blancas
}

## The comet circumflex game

board-comet-piece-1 = 1 (triángulo marrón)
board-comet-piece-2 = 2 (cuadrado rojo)
board-comet-piece-3 = 3 (redondo naranja)
board-comet-piece-4 = 4 (triángulo amarillo)
board-comet-piece-5 = 5 (cuadrado verde)
board-comet-piece-6 = 6 (redondo azul)
board-comet-piece-7 = 7 (pirámide magenta)
board-comet-piece-8 = 8 (cuadrado gris)
board-comet-piece-9 = 9 (pirámide blanca)
board-comet-group-rounds = todas las piezas redondas
board-comet-group-triangles = todos los triángulos
board-comet-group-squares = todos los cuadrados
board-comet-group-pyramids = todas las pirámides
board-comet-group-even = todas las piezas de número par
board-comet-group-odd = todas las piezas de número impar
board-comet-group-prime = todas las piezas de número primo
board-comet-group-squarenum = todas las piezas cuyo número es un cuadrado
board-comet-group-cubenum = todas las piezas cuyo número es un cubo
board-comet-button-rounds = redondas { $members }
board-comet-button-triangles = triángulos { $members }
board-comet-button-squares = cuadrados { $members }
board-comet-button-pyramids = pirámides { $members }
board-comet-button-even = pares { $members }
board-comet-button-odd = impares { $members }
board-comet-button-prime = primos { $members }
board-comet-button-squarenum = cuadrados perfectos { $members }
board-comet-button-cubenum = cubos perfectos { $members }
board-comet-direction-n = norte
board-comet-direction-s = sur
board-comet-direction-e = este
board-comet-direction-w = oeste
board-comet-goal = objetivo: { $goal }

## Cubes

board-cubes-pool = reserva de las { $colour ->
    [black] negras
   *[white] blancas
}: { $count }
board-cubes-end = bonus: fin del turno
board-cubes-end-title = terminar el turno (renunciar al movimiento extra)
