### The games in words: their titles, their options (name, one line of help, values) and
### why a game ended. Ids: games-title-<game>, option-<game>-<option> (and -help),
### option-value-<game>-<option>-<value>; reason-<id> (see boardlab/i18n/reasons.py).

## Titles

games-title-axiom = AXIOM
games-title-c1 = C1 (Cone)
games-title-ccc = CCC (Collapsable Construct Collision)
games-title-comet = The comet circumflex game
games-title-cubes = Cubes (active and inactive cubes)

## Options shared by every checkbox

option-on = yes
option-off = no

## AXIOM

option-axiom-own_pair = Both sceptres on one cube
option-axiom-own_pair-help = What happens when both sceptres of one colour stand on the same cube.
option-value-axiom-own_pair-loss = that colour loses (the 2008 rules)
option-value-axiom-own_pair-allowed = allowed, no effect
option-value-axiom-own_pair-forbidden = forbidden, no move may do it
option-axiom-one_piece = Keep the structure in one piece
option-axiom-one_piece-help = Cube moves must leave the structure connected (eliminations may still split it).
option-axiom-move_limit = Turn limit
option-axiom-move_limit-help = The game is drawn after this many turns (0: no limit).
option-axiom-sceptre_length = Sceptre reach
option-axiom-sceptre_length-help = How many cells a standing sceptre fills in front of its face.
option-value-axiom-sceptre_length-1 = 1 cell (the rule sheet)
option-value-axiom-sceptre_length-2 = 2 cells (a longer reading)

## C1

option-c1-variant = Variant
option-c1-variant-help = C1 plays one move a turn; C2 allows a tile move first, then a cone or pyramid move.
option-value-c1-variant-c1 = C1: one move a turn
option-value-c1-variant-c2 = C2: a tile move, then a cone or pyramid move
option-c1-repetition = Draw by repetition
option-c1-repetition-help = The game is drawn when a position occurs this many times (0: never; at least 2).
option-c1-move_limit = Turn limit
option-c1-move_limit-help = The game is drawn when this many turns have been completed (0: no limit).

## CCC

option-ccc-flat_rows = Rows of Flats
option-ccc-flat_rows-help = Rows of Flats on each side (the design has 2; 0 to 3).
option-ccc-flat_placement = Where the Flats stand
option-ccc-flat_placement-help = Where the rows of Flats stand beside the row of special pieces.
option-value-ccc-flat_placement-front = in front of the special pieces
option-value-ccc-flat_placement-behind = behind the special pieces
option-value-ccc-flat_placement-around = around them (the larger half in front)
option-ccc-empty_ranks = Empty ranks
option-ccc-empty_ranks-help = Empty ranks between the two sides at the start.
option-ccc-specials = Black's special pieces
option-ccc-specials-help = Black's row of special pieces: standard (CTSLNMTC), random (from the seed) or an arrangement of the letters CCTTSMLN.
option-ccc-white_specials = White's special pieces
option-ccc-white_specials-help = White's row: mirror (the same piece on the same file), rotated (Black's order seen from White's side), random or an arrangement.
option-ccc-seed = Random seed
option-ccc-seed-help = The seed of the random rows of special pieces.
option-ccc-flag_rest = Nice Flag's rest
option-ccc-flag_rest-help = What keeps the Nice Flag from acting on the next turn.
option-value-ccc-flag_rest-move = a move only (as the text says)
option-value-ccc-flag_rest-any = any Flag action, recreation included
option-ccc-first = First turn
option-ccc-first-help = The colour that takes the first turn.
option-value-ccc-first-black = Black
option-value-ccc-first-white = White
option-ccc-no_move = No legal action
option-ccc-no_move-help = What happens to a side that has no legal action (the rules are silent).
option-value-ccc-no_move-loss = that side loses
option-value-ccc-no_move-draw = the game is drawn
option-ccc-move_limit = Turn limit
option-ccc-move_limit-help = The game is drawn after this many turns (0: no limit).

## The comet circumflex game

option-comet-goal = Goal
option-comet-goal-help = The goal the players agree: a built-in goal, or one written in the goal language, such as adjacent(pyramids) and line(squares).
option-value-comet-goal-pyramids-adjacent = the two pyramids side by side
option-value-comet-goal-squares-in-line = the three squares in a line
option-value-comet-goal-both-examples = both examples of the text at once
option-value-comet-goal-three-pairs = each pair of like shapes side by side
option-value-comet-goal-brown-to-centre = the brown triangle on the centre square
option-value-comet-goal-white-to-corner = the white pyramid in a corner
option-value-comet-goal-pyramids-to-centre = both pyramids in the central 3×3
option-value-comet-goal-plus-sign = the four even pieces around the green square
option-value-comet-goal-warm-colours = red, orange and yellow together
option-value-comet-goal-red-green-blue = red, green and blue in a line
option-value-comet-goal-triangles-north = both triangles on the northern edge
option-value-comet-goal-shapes-in-line = rounds and triangles in one line
option-value-comet-goal-evens-in-line = the even pieces in one line
option-value-comet-goal-primes-together = the prime-numbered pieces together
option-comet-move_limit = Grand move limit
option-comet-move_limit-help = The game ends unsolved after this many grand moves (0: no limit).
option-comet-start = Start position
option-comet-start-help = The squares of pieces 1 to 9 at the start, separated by commas.
option-comet-edge_blocking = Allow blocking at the edge
option-comet-edge_blocking-help = Allow grand moves that hold a piece back at the edge of the board.
option-comet-players = Players
option-comet-players-help = The number of players (seats Player 1, Player 2, ...).

## Cubes

option-cubes-size = Board size
option-cubes-size-help = The board has this many squares on each side.
option-cubes-first = First move
option-cubes-first-help = Who moves first.
option-value-cubes-first-random = drawn at random
option-value-cubes-first-black = Black
option-value-cubes-first-white = White
option-cubes-seed = Random seed
option-cubes-seed-help = The seed of the draw of the first player (0: a new draw for each game).
option-cubes-slide = Slides
option-cubes-slide-help = Whether a slide may pass cubes whose corners reach its path.
option-value-cubes-slide-physical = physical: may pass and knock inactive cubes
option-value-cubes-slide-strict = strict: may not pass in front of an active cube
option-cubes-move_limit = Turn limit
option-cubes-move_limit-help = The game is drawn after this many turns (0: no limit).

## Why a game ended. The English text of each is exactly what the games and the server
## say (the pattern that recognises it); $seat and $other are seats, $count a number.

reason-resigned = { $seat } resigned
reason-resigned-abandoned = { $seat } resigned; the game is abandoned
reason-comet-gave-up = { $seat } gave up
reason-draw-agreed = { $other } offered a draw and { $seat } accepted
reason-aborted = { $seat } aborted the game before moving
reason-time = { $seat } ran out of time
reason-time-cannot-win = { $seat } ran out of time, and { $other } cannot win
reason-move-limit = the move limit of { $count } turns was reached
reason-no-legal-move = { $seat } has no legal move
reason-axiom-meeting = { $other }'s sceptre reached the cube on { $cell } holding { $seat }'s sceptre
reason-axiom-both-pairs = both players have their two sceptres on one cube
reason-axiom-own-pair = { $seat } put both sceptres on one cube
reason-c1-both-surrounded = both cones are surrounded
reason-c1-surrounded = { $seat }'s cone is surrounded
reason-c1-repetition = the same position occurred { $count } times
reason-ccc-both-pyramids = both sides lost their last Pyramid in the same turn
reason-ccc-no-pyramid = { $seat } has no Pyramid left
reason-ccc-no-attack = neither side can destroy an opposing Pyramid any more (only Pyramids can Attack, each side's on squares of its own colour)
reason-no-action = { $seat } has no legal action
reason-comet-solved = the goal holds: { $goal }
reason-comet-move-limit = the move limit of { $count } grand moves was reached without the goal
reason-comet-edge = no grand move is allowed without blocking a piece at the edge
reason-cubes-no-move = { $seat } cannot make a legal move
reason-cubes-sealed = the players' cubes are sealed in separate regions

## Words of the pages about games (game page, analysis, review, lobby lists, profile)

games-fair-play = Fair play: no engine help in a game between two people while it goes on. Hints, the computer's review and analysis of its position come back when it ends.
games-board-not-drawn = The board could not be drawn ({ $status }).
games-analysis-of = Analysis: { $title }
games-analysis-board-of = Analysis board · { $title }
games-over-here = The game is over here.
games-no-move-from = No move of { $seat } starts at { $target }.
games-clock-days = { $clock } (days per move)
games-clock-minutes = { $clock } (minutes each, plus seconds per turn)
games-no-review = No review: { $problem }
games-mark-blunder = Blunder
games-mark-mistake = Mistake
games-loss-distance = { $count ->
    [one] { $count } move added to the distance to the goal (best: { $best })
   *[other] { $count } moves added to the distance to the goal (best: { $best })
}
games-loss-evaluation = { $seat }'s evaluation went from { $before } to { $after } (best: { $best })
games-graph-distance = The distance to the goal after each turn
games-graph-evaluation = { $seat }'s evaluation after each turn
games-option-choices = { $option }: built-in choices
games-option-other = other… (write it below)
games-colour-random = at random
games-title-seat = { $title } ({ $seat })
games-rated-needs-accounts = A rated game counts for both players' ratings, so both need an account.
games-same-screen = (same screen)
games-opponent-computer = the computer ({ $level })
games-against = against { $opponent }
games-agent-random = random moves
games-agent-easy = easy
games-agent-medium = medium
games-agent-hard = hard
games-agent-expert = expert
