# boardlab's interface: English (the reference: every other dictionary has these messages).

app-title = boardlab
nav-play = Play
nav-lobby = Lobby
nav-rules = Rules
nav-lab = Lab
nav-settings = Settings
nav-sign-in = Sign in
nav-sign-out = Sign out
language-label = Language
status-to-move = { $seat } to move
status-your-turn = Your turn
status-waiting = Waiting for { $seat }
status-game-over = Game over
banner-winner = { $seat } wins
banner-draw = Draw
banner-solved = Goal reached!
banner-unsolved = The goal was not reached
lobby-title = Lobby
lobby-new-game = New game
lobby-open-games = { $count ->
    [0] No open games
    [one] { $count } open game
   *[other] { $count } open games
}
chat-title = Conversation
chat-send = Send
chat-phrasebook = Phrasebook
chat-show-code = Show the code
chat-copy = Copy
chat-mute = Mute
chat-report = Report
rules-heading = Rules of { $game }
rules-english-note = The full text of the rules is in English.
comet-together = Played together: every player works towards the same goal.
comet-goal = Goal: { $goal }
moves-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

## untranslated: the learning pages (rules diagrams, puzzles). English only for now: other
## languages fall back to English until their dictionaries add these messages.

rules-diagrams-heading = The game in pictures
rules-howto-heading = How to play it here
rules-marked-note = Red marks show where the piece outlined in blue can go.
diagram-start = The start position.
diagram-c1-cone = The cone: one step orthogonally, or any distance diagonally over free tiles.
diagram-c1-pyramid = A pyramid: one orthogonal step, or a chain of jumps, each over one piece or one Void (here b1 can jump to d1, then on to d3 and d5).
diagram-c1-tile = A tile: slides through the empty rank 4 and stops before the next tile or the edge.
diagram-c1-elimination = From the rulebook's sample game: White's pyramid on c2 stands on a black tile; moving to the white tile e4 (Pc2xe4) removes the tile it left.
diagram-c1-sample-end = The end of the rulebook's sample game: White's last move, Pa6-a5, surrounds Black's cone on b5, so White wins.
diagram-axiom-sceptre = A sceptre walks over the cubes' faces: every face it can reach is marked.
diagram-axiom-cube = Moving a cube: after clicking its top face, the cells where it may stand are marked.
diagram-axiom-domes = Then choose the dome faces: the marked orientations below the map are the ones allowed in that cell.
diagram-ccc-cube = A Cube and the spaces it can reach.
diagram-ccc-pyramid = A Pyramid moves diagonally; it may also swap with another of its side's Pyramids (the swap button).
diagram-ccc-flat = A Flat and its steps.
diagram-ccc-flag = The Nice Flag, once a line is open.
diagram-ccc-torus = A Torus, once a space beside it is free.
diagram-ccc-collapse = A Collapse: after clicking a Structure, the count strip below the board asks how many pieces to pick up.
diagram-cubes-place = Placing: any empty square is marked (the pools are the two rows below and above the board).
diagram-cubes-slide = Sliding an active cube: it goes straight until something stops it.
diagram-cubes-bonus = A bonus step: White's slide to a3 ended next to another cube, so White may now place a cube, slide the other active cube, take up a cube other than the one just moved, or end the turn (End turn, in White's pool row).
diagram-comet-group = A grand move: choose a group (here the pyramids), then a direction.
diagram-comet-goal = The text's example goal, the two pyramids side by side, reached in four grand moves (squares north, then prime east three times).
howto-c1 = Click a piece or one of your slidable tiles, then click where it should go; red dots mark the legal ends. A pyramid's jump chain is one click on the square where it stops. In C2 a turn is a tile move and then a piece move: make the tile move first.
howto-axiom = A sceptre move is two clicks: the face it stands on, then a marked face. A cube move is three: the cube's top face, the cell where it should stand (dashed squares), then its dome faces from the palette of orientations below the map; only orientations allowed in that cell are marked. Turn the view with the rotate buttons to reach hidden faces; each hidden face also has a small round handle.
howto-ccc = Click a piece, then a marked space. For a Collapse, click the Structure, then a number in the count strip below the board (how many pieces to pick up or, later, to drop), then the first space of the line; each later drop is a space, then a count. The end button stops a Hop chain, and the swap button exchanges two of your Pyramids.
howto-cubes = To place a cube click an empty square; to slide one click it, then a marked square. When a slide ends beside another cube you get a bonus step, and the page marks what is allowed now: place a cube, slide another cube, activate one (click it twice), or take one up (click it, then your pool); the cube just moved may not be taken up. The End turn button declines the bonus.
howto-comet = Click a group's button (rounds, triangles, prime numbers and so on), then a direction; its pieces move one square each in numerical order, and a piece blocked by another or by the edge stays put. The goal is shown above the board, and everyone works towards it together.
puzzles-title = Puzzles
puzzles-intro = Positions with a proven answer: find the winning move, or reach comet's goal in the fewest grand moves. Click on the board as in a game. Your first answer to each puzzle changes your puzzle rating when you are logged in.
puzzles-your-rating = Your puzzle rating
puzzle-heading = Puzzle
puzzle-win1-prompt = { $seat } to move: win at once.
puzzle-win2-prompt = { $seat } to move: force a win within two of your turns. Find the first move.
puzzle-goal-prompt = Reach the goal { $goal } in { $count ->
    [one] one grand move
   *[other] { $count } grand moves
}.
puzzle-solved = Solved!
puzzle-continue = Right so far: go on.
puzzle-wrong = Not this one.
puzzle-retry = Try again
puzzle-solution = Solution
puzzle-rating = Puzzle rating
puzzle-unrated = Log in to keep a puzzle rating.
puzzle-rules-link = Rules of this game
help-cubes-bonus = Bonus step: { $seat }'s slide to { $square } ended next to another cube, so { $seat } moves again. Allowed now: { $choices }. The cube just moved ({ $square }) may not be taken up; End turn declines the bonus.
help-cubes-place = place a cube
help-cubes-slide = slide a cube
help-cubes-activate = activate a cube
help-cubes-take = take up a cube
help-cubes-end = end the turn
help-ccc-strip = The strip below the board: the numbers 1-8 say how many pieces a Collapse picks up or drops; "end" stops a Hop chain; "swap" exchanges two of your Pyramids. Marked buttons are the ones allowed now.
