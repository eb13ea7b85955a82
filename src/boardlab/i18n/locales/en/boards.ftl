# The words drawn inside the boards' pictures (the games' renderers, boardlab/i18n/boards.py):
# status lines, legends, buttons, tooltips and each picture's label for screen readers.
# The English texts are what the renderers always drew. Notation stays as it is in every
# language: coordinates ($cell, $face: "b2.1", "b2.2U"), stacks ($stack: "(FFM3)"), AXIOM's face
# letters ($faces: "U", "N"), numbers. $colour is a side's colour: black or white.

## Every game

board-position-c1 = C1 position
board-position-axiom = AXIOM position
board-position-ccc = CCC position
board-position-cubes = Cubes position
board-position-comet = comet circumflex position
board-to-move = { $colour ->
    [black] black
   *[white] white
} to move

## AXIOM

board-axiom-cube = { $cell }: { $colour ->
    [black] black
   *[white] white
} { $double ->
    [yes] double-domed
   *[no] single-domed
} cube, domes { $faces }
board-axiom-sceptre = { $colour ->
    [black] black
   *[white] white
} sceptre on { $face }
board-axiom-empty-cell = { $cell }: empty cell
board-axiom-empty-cell-on-top = { $cell }: empty cell on top
board-axiom-hidden-dome = { $face } (hidden face: dome)
board-axiom-hidden-recess = { $face } (hidden face: recess)
board-axiom-map = map (from above)
board-axiom-map-column = { $face }: level { $level }, domes { $faces }
board-axiom-palette = dome faces of a placed cube (U top, D underneath, N E S W sides; map unturned: north up)
# $faces: the face letters as a list ("U and N").
board-axiom-orientation = domes on { $faces }
# $status: board-to-move or why the game ended.
board-axiom-status = { $status } (view turned { $degrees } degrees)

## CCC

board-ccc-kind-flat = flat
board-ccc-kind-cube = cube
board-ccc-kind-torus = torus
board-ccc-kind-flag = flag
board-ccc-kind-pyramid = pyramid
board-ccc-kind-flat-stack = flat stack
board-ccc-kind-constructed-pyramid = constructed pyramid
board-ccc-kind-pyramid-stack = pyramid stack
# A space's tooltip: $kind is one of board-ccc-kind-..., $stack its position-string token.
board-ccc-cell = { $cell }: { $kind } { $stack }
# The strip's count buttons (how many pieces a Collapse picks up or drops).
board-ccc-count = pick up or drop { $count }
board-ccc-end = end
board-ccc-end-title = end the Hop chain
board-ccc-swap = swap
board-ccc-swap-title = swap the two Pyramids
board-ccc-hop = { $colour ->
    [black] black
   *[white] white
} to move: Hop chain from { $cell } (hop on or end)
board-ccc-collapse = { $colour ->
    [black] black
   *[white] white
} to move: Collapse from { $cell }, holding { $stack }
# $status: board-to-move, board-ccc-hop, board-ccc-collapse or why the game ended.
board-ccc-status = { $status } · Torus Strength black { $black }, white { $white }
board-ccc-frozen = frozen by { $colour ->
    [black] black
   *[white] white
}'s Flag

## The comet circumflex game

board-comet-piece-1 = 1 (brown triangle)
board-comet-piece-2 = 2 (red square piece)
board-comet-piece-3 = 3 (orange round)
board-comet-piece-4 = 4 (yellow triangle)
board-comet-piece-5 = 5 (green square piece)
board-comet-piece-6 = 6 (blue round)
board-comet-piece-7 = 7 (magenta pyramid)
board-comet-piece-8 = 8 (grey square piece)
board-comet-piece-9 = 9 (white pyramid)
board-comet-group-rounds = all rounds
board-comet-group-triangles = all triangles
board-comet-group-squares = all square pieces
board-comet-group-pyramids = all pyramids
board-comet-group-even = all even-numbered pieces
board-comet-group-odd = all odd-numbered pieces
board-comet-group-prime = all prime-numbered pieces
board-comet-group-squarenum = all square-numbered pieces
board-comet-group-cubenum = all cube-numbered pieces
# A group button: the group's short name (English: its code in the notation, as in "prime-E"),
# then $members, its pieces' numbers ("1 2 3 5 7").
board-comet-button-rounds = rounds { $members }
board-comet-button-triangles = triangles { $members }
board-comet-button-squares = squares { $members }
board-comet-button-pyramids = pyramids { $members }
board-comet-button-even = even { $members }
board-comet-button-odd = odd { $members }
board-comet-button-prime = prime { $members }
board-comet-button-squarenum = squarenum { $members }
board-comet-button-cubenum = cubenum { $members }
board-comet-direction-n = north
board-comet-direction-s = south
board-comet-direction-e = east
board-comet-direction-w = west
# $goal: the goal's formula, as written ("adjacent(7, 9)").
board-comet-goal = goal: { $goal }

## Cubes

board-cubes-pool = { $colour ->
    [black] black
   *[white] white
} pool: { $count }
board-cubes-end = bonus: End turn
board-cubes-end-title = end the turn (decline the bonus move)
