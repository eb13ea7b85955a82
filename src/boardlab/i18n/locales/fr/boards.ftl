# Les mots dessinés dans les images des plateaux (voir en/boards.ftl). La notation reste telle
# quelle : coordonnées ($cell, $face), piles ($stack), lettres des faces d'AXIOM ($faces), nombres.

## Every game

board-position-c1 = Position de C1
board-position-axiom = Position d'AXIOM
board-position-ccc = Position de CCC
board-position-cubes = Position de Cubes
board-position-comet = Position du jeu comet circumflex
board-to-move = { $colour ->
    [black] Aux Noirs
   *[white] Aux Blancs
} de jouer

## AXIOM

board-axiom-cube = { $cell } : cube { $colour ->
    [black] noir
   *[white] blanc
} à { $double ->
    [yes] deux dômes
   *[no] un dôme
}, dômes { $faces }
board-axiom-sceptre = sceptre { $colour ->
    [black] noir
   *[white] blanc
} sur { $face }
board-axiom-empty-cell = { $cell } : cellule vide
board-axiom-empty-cell-on-top = { $cell } : cellule vide au-dessus
board-axiom-hidden-dome = { $face } (face cachée : dôme)
board-axiom-hidden-recess = { $face } (face cachée : creux)
board-axiom-map = plan (vu d'en haut)
board-axiom-map-column = { $face } : niveau { $level }, dômes { $faces }
board-axiom-palette = faces à dôme d'un cube posé (U dessus, D dessous, N E S W côtés ; plan non tourné : nord en haut)
board-axiom-orientation = dômes sur { $faces }
board-axiom-status = { $status } (vue tournée de { $degrees } degrés)

## CCC

board-ccc-kind-flat = Flat
board-ccc-kind-cube = cube
board-ccc-kind-torus = Torus
board-ccc-kind-flag = Nice Flag
board-ccc-kind-pyramid = Pyramide
board-ccc-kind-flat-stack = pile de Flats
board-ccc-kind-constructed-pyramid = Pyramide construite
board-ccc-kind-pyramid-stack = pile à Pyramides
board-ccc-cell = { $cell } : { $kind } { $stack }
board-ccc-count = prendre ou poser { $count }
board-ccc-end = fin
board-ccc-end-title = terminer la chaîne de Hops
board-ccc-swap = échange
board-ccc-swap-title = échanger les deux Pyramides
board-ccc-hop = { $colour ->
    [black] Aux Noirs
   *[white] Aux Blancs
} de jouer : chaîne de Hops depuis { $cell } (sauter encore ou terminer)
board-ccc-collapse = { $colour ->
    [black] Aux Noirs
   *[white] Aux Blancs
} de jouer : Collapse depuis { $cell }, en tenant { $stack }
board-ccc-status = { $status } · Force du Torus : Noirs { $black }, Blancs { $white }
board-ccc-frozen = gelé par le Flag des { $colour ->
    [black] Noirs
   *[white] Blancs
}

## The comet circumflex game

board-comet-piece-1 = 1 (triangle marron)
board-comet-piece-2 = 2 (carré rouge)
board-comet-piece-3 = 3 (rond orange)
board-comet-piece-4 = 4 (triangle jaune)
board-comet-piece-5 = 5 (carré vert)
board-comet-piece-6 = 6 (rond bleu)
board-comet-piece-7 = 7 (pyramide magenta)
board-comet-piece-8 = 8 (carré gris)
board-comet-piece-9 = 9 (pyramide blanche)
board-comet-group-rounds = tous les ronds
board-comet-group-triangles = tous les triangles
board-comet-group-squares = tous les carrés
board-comet-group-pyramids = toutes les pyramides
board-comet-group-even = toutes les pièces de numéro pair
board-comet-group-odd = toutes les pièces de numéro impair
board-comet-group-prime = toutes les pièces de numéro premier
board-comet-group-squarenum = toutes les pièces dont le numéro est un carré
board-comet-group-cubenum = toutes les pièces dont le numéro est un cube
board-comet-button-rounds = ronds { $members }
board-comet-button-triangles = triangles { $members }
board-comet-button-squares = carrés { $members }
board-comet-button-pyramids = pyramides { $members }
board-comet-button-even = pairs { $members }
board-comet-button-odd = impairs { $members }
board-comet-button-prime = premiers { $members }
board-comet-button-squarenum = carrés parfaits { $members }
board-comet-button-cubenum = cubes parfaits { $members }
board-comet-direction-n = nord
board-comet-direction-s = sud
board-comet-direction-e = est
board-comet-direction-w = ouest
board-comet-goal = but : { $goal }

## Cubes

board-cubes-pool = réserve des { $colour ->
    [black] Noirs
   *[white] Blancs
} : { $count }
board-cubes-end = bonus : fin du tour
board-cubes-end-title = terminer le tour (renoncer au coup bonus)
