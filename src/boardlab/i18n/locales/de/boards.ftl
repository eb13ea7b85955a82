# Die Wörter in den Bildern der Bretter (siehe en/boards.ftl). Notation bleibt, wie sie ist:
# Koordinaten ($cell, $face), Stapel ($stack), AXIOMs Flächenbuchstaben ($faces), Zahlen.

## Every game

board-position-c1 = Stellung in C1
board-position-axiom = Stellung in AXIOM
board-position-ccc = Stellung in CCC
board-position-cubes = Stellung in Cubes
board-position-comet = Stellung im comet-circumflex-Spiel
board-to-move = { $colour ->
    [black] Schwarz
   *[white] Weiß
} ist am Zug

## AXIOM

board-axiom-cube = { $cell }: { $colour ->
    [black] schwarzer
   *[white] weißer
} Würfel mit { $double ->
    [yes] zwei Kuppeln
   *[no] einer Kuppel
}, Kuppeln { $faces }
board-axiom-sceptre = { $colour ->
    [black] schwarzes
   *[white] weißes
} Zepter auf { $face }
board-axiom-empty-cell = { $cell }: leere Zelle
board-axiom-empty-cell-on-top = { $cell }: leere Zelle obenauf
board-axiom-hidden-dome = { $face } (verdeckte Fläche: Kuppel)
board-axiom-hidden-recess = { $face } (verdeckte Fläche: Mulde)
board-axiom-map = Karte (von oben)
board-axiom-map-column = { $face }: Ebene { $level }, Kuppeln { $faces }
board-axiom-palette = Kuppelflächen eines gesetzten Würfels (U oben, D unten, N E S W Seiten; Karte ungedreht: Norden oben)
board-axiom-orientation = Kuppeln auf { $faces }
board-axiom-status = { $status } (Ansicht um { $degrees } Grad gedreht)

## CCC

board-ccc-kind-flat = Flat
board-ccc-kind-cube = Würfel
board-ccc-kind-torus = Torus
board-ccc-kind-flag = Nice Flag
board-ccc-kind-pyramid = Pyramide
board-ccc-kind-flat-stack = Flat-Stapel
board-ccc-kind-constructed-pyramid = gebaute Pyramide
board-ccc-kind-pyramid-stack = Pyramidenstapel
board-ccc-cell = { $cell }: { $kind } { $stack }
board-ccc-count = { $count } aufnehmen oder ablegen
board-ccc-end = Ende
board-ccc-end-title = die Hop-Kette beenden
board-ccc-swap = Tausch
board-ccc-swap-title = die beiden Pyramiden tauschen
board-ccc-hop = { $colour ->
    [black] Schwarz
   *[white] Weiß
} ist am Zug: Hop-Kette von { $cell } (weiterhüpfen oder beenden)
board-ccc-collapse = { $colour ->
    [black] Schwarz
   *[white] Weiß
} ist am Zug: Collapse von { $cell }, hält { $stack }
board-ccc-status = { $status } · Torus-Stärke Schwarz { $black }, Weiß { $white }
board-ccc-frozen = eingefroren von der Flag von { $colour ->
    [black] Schwarz
   *[white] Weiß
}

## The comet circumflex game

board-comet-piece-1 = 1 (braunes Dreieck)
board-comet-piece-2 = 2 (rotes Quadrat)
board-comet-piece-3 = 3 (oranges Rund)
board-comet-piece-4 = 4 (gelbes Dreieck)
board-comet-piece-5 = 5 (grünes Quadrat)
board-comet-piece-6 = 6 (blaues Rund)
board-comet-piece-7 = 7 (magentafarbene Pyramide)
board-comet-piece-8 = 8 (graues Quadrat)
board-comet-piece-9 = 9 (weiße Pyramide)
board-comet-group-rounds = alle runden Steine
board-comet-group-triangles = alle Dreiecke
board-comet-group-squares = alle Quadrate
board-comet-group-pyramids = alle Pyramiden
board-comet-group-even = alle Steine mit gerader Nummer
board-comet-group-odd = alle Steine mit ungerader Nummer
board-comet-group-prime = alle Steine mit Primzahl
board-comet-group-squarenum = alle Steine mit Quadratzahl
board-comet-group-cubenum = alle Steine mit Kubikzahl
board-comet-button-rounds = Runde { $members }
board-comet-button-triangles = Dreiecke { $members }
board-comet-button-squares = Quadrate { $members }
board-comet-button-pyramids = Pyramiden { $members }
board-comet-button-even = gerade { $members }
board-comet-button-odd = ungerade { $members }
board-comet-button-prime = Primzahlen { $members }
board-comet-button-squarenum = Quadratzahlen { $members }
board-comet-button-cubenum = Kubikzahlen { $members }
board-comet-direction-n = Norden
board-comet-direction-s = Süden
board-comet-direction-e = Osten
board-comet-direction-w = Westen
board-comet-goal = Ziel: { $goal }

## Cubes

board-cubes-pool = Vorrat von { $colour ->
    [black] Schwarz
   *[white] Weiß
}: { $count }
board-cubes-end = Bonus: Zug beenden
board-cubes-end-title = den Zug beenden (den Bonuszug auslassen)
