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

# The pages: header, game page, lobby, analysis board, profiles
nav-analysis = Analysis board
nav-tagline = play in the browser
nav-notify = Notify me of my moves
seat-black = Black
seat-white = White
seat-p1 = Player 1
seat-p2 = Player 2
banner-aborted = Aborted
conn-connecting = connecting…
conn-live = live
conn-reconnecting = reconnecting…
game-loading = loading…
game-title = { $title } · game { $id }
game-no-such-game = There is no such game on this server.
game-rematch = Rematch
game-look-at-board = Look at the board
game-hint = Hint
game-accept = Accept
game-decline = Decline
game-confirm = Confirm
game-cancel = Cancel
game-flip = Flip
game-analyse = Analyse
game-type-move = type a move
game-play = Play
game-abort = Abort
game-resign = Resign
game-offer-draw = Offer draw
game-accept-draw = Accept draw
game-draw-offered = Draw offered
game-draw-offer-from = { $seat } offers a draw.
game-takeback = Takeback
game-copy-record = Copy record
game-import-record = Import record
game-download-svg = Download SVG
game-confirm-moves = Confirm each move before it is sent
game-review = Computer review
game-waiting-for = Waiting for { $seat }…
game-last-move = Last move: { $move }.
game-you = you
game-computer = computer ({ $spec })
game-human = human
game-import-title = Import a record
game-import-help = A new game of the same game and options starts from the record, both sides on this screen.
game-import = Import
game-note-title = A note for your opponent
game-note-send = Send the move
picker-which = Which one?
chat-placeholder = say something
chat-spectators = Spectators read the players' chat.
chat-mute-other = Mute the other side's chat
account-signed-in = Signed in as
account-log-in = Log in
account-sign-up = Sign up
account-log-out = Log out
account-username = username
account-password = password
lobby-game = Game
lobby-options = Options
lobby-opponent = Opponent
lobby-same-screen = Same screen
lobby-computer = Computer
lobby-friend = Friend (invitation link)
lobby-anyone = Anyone (open challenge)
lobby-you-play = You play
lobby-rated = Rated (log in first; it counts once both players' accounts hold their seats)
lobby-rated-short = Rated (log in first)
lobby-strength = Computer strength
lobby-time-control = Time control
lobby-untimed = None (untimed)
lobby-other = other…
lobby-start = Start game
lobby-challenges = Open challenges
lobby-no-challenges = No open challenges. Post one with "Anyone (open challenge)" above.
lobby-time = Time
lobby-creator-plays = Creator plays
lobby-rated-column = Rated
lobby-by = By
lobby-import-help = Paste a record (for the game and options chosen above) to continue or review it, e.g.
lobby-import-open = Import and open
lobby-account-games = Your games (all devices)
lobby-waiting-first = Those waiting for your move first.
lobby-browser-games = My games (this browser)
lobby-no-games = No games yet in this browser.
lobby-state = State
analysis-tried-here = Moves tried here change no game. A move tried in the middle of the line replaces what followed.
analysis-setup = Set up a position
analysis-position = Position string (empty: the start)
analysis-go = Analyse this position
analysis-back = Back to game
player-title = player
player-ratings = Ratings
player-no-ratings = No rated games yet.
player-variant = Game and variant
player-rating = Rating
player-deviation = Deviation
player-rated-games = Rated games
player-recent = Recent games
player-no-games = No games yet.
player-result = Result
chat-muted-count = { $count ->
    [one] { $count } message from the other side hidden (muted).
   *[other] { $count } messages from the other side hidden (muted).
}

# The game page's statuses
game-watching = You are watching this game.
game-your-move-help = Your move: click on the board where your move starts, then follow the marks.
game-you-offered-draw = You offered a draw; a move withdraws it.
game-under-threat = Under threat: { $seat } must act — the opponent could win with { $moves }.
game-you-suffix = (you)
game-computer-suffix = (computer)
game-accept-rematch = Accept rematch
game-cancel-rematch = Cancel rematch offer
game-turn-goes-on = Your turn goes on after { $steps }: make the next step.
game-selected = Selected { $targets }: click a marked target (or the selection to cancel).

# The lobby's lists and challenges
lobby-post-challenge = Post challenge
lobby-cannot-reach = Cannot reach the server: { $problem }
lobby-open-link = open
lobby-forget = forget
lobby-your-move = your move
lobby-same-screen-opponent = same screen
lobby-friend-by-link = a friend (by link)
lobby-no-longer = no longer on this server
lobby-untimed-short = untimed
lobby-rated-word = rated
lobby-casual = casual
lobby-anonymous = anonymous
lobby-log-in-to-accept = Log in to accept
lobby-to-move-played = { $seat } to move, { $count } turns played

# Tooltips
tip-rules = The rules of this game, as boardlab plays them
tip-notify = Let the browser tell you when a game needs your move
tip-hint = Suggest a move
tip-flip = Flip the board
tip-analyse = Try moves from the position shown, without touching the game
tip-abort = End the game with no result: allowed before your first move
tip-takeback = Ask to take back your last move
tip-review = The computer looks at every turn and marks the ones that lost the most

# Chat in sentences: the phrasebook
phrasebook-choose = Choose a sentence…
phrasebook-insert = Insert
phrasebook-say = Say it
phrasebook-pick = Pick on the board
phrasebook-topic-talk = Talking
phrasebook-topic-games = Playing a game
phrasebook-topic-comet = Playing comet
phrasebook-topic-goal = Comet goals
phrasebook-type-square = square
phrasebook-type-piece = piece
phrasebook-type-pieces = pieces (e.g. 2,5)
phrasebook-type-shape = shape
phrasebook-type-colour = colour
phrasebook-type-group = group
phrasebook-type-direction = direction
phrasebook-type-grandmove = grand move (e.g. prime-E)
phrasebook-type-goal = goal
phrasebook-type-region = region (e.g. a1:c3)
phrasebook-type-count = number
phrasebook-type-seat = player
phrasebook-type-game = game
phrasebook-type-move = move
phrasebook-type-duration = seconds

# The lobby's chat
lobby-chat-title = Lobby chat
lobby-chat-log-in = Log in to talk in the lobby.
chat-unmute = Unmute
chat-reported = Reported
lobby-chat-muted = { $count ->
    [one] { $count } message from muted players hidden.
   *[other] { $count } messages from muted players hidden.
}

# Comet: agreeing a goal
comet-goal-title = The goal
comet-propose = Propose
comet-accept-goal = Accept this goal
comet-phase-proposing = No goal is agreed yet: propose one, or accept the other player's.
comet-phase-waiting = Waiting for the other player to accept it or propose another.
comet-phase-agreed = Agreed: the grand moves may start.
comet-own-goal = A goal of our own…
comet-condition-adjacent = next to each other
comet-condition-line = in a straight line
comet-condition-in = in the region
comet-and = and…

# The lobby: comet's goal by agreement
lobby-goal-by-agreement = Agree the goal in the game, in sentences (comet)

# The game page: invitations
invite-link-for = Invitation link for { $seat } (send it to your friend):
invite-copy = Copy link
invite-copied = Copied
invite-select = Select and copy
invite-watch = Anyone can watch (but not move) at { $url }

# The game page: more statuses; review; notices
game-earlier-position = You are looking at an earlier position: press » to play.
game-no-move-from = No move of { $seat } starts at { $target }.
game-choose = Choose:
game-play-question = Play { $move }?
game-note-with = With { $move }: “{ $note }”
game-thinking = Thinking…
game-hint-from-solver = Hint: { $move } (from the game's solver)
game-hint-from-computer = Hint: { $move } (from a computer player)
game-showing-step = Showing step { $step } of { $total }.
game-you-asked-takeback = You asked to take back your last move.
game-takeback-from = { $seat } asks to take back their last move.
game-withdraw = Withdraw
game-rematch-started = A rematch has started:
game-open-rematch = open the rematch
game-rematch-from = { $seat } offers a rematch.
game-you-offered-rematch = You offered a rematch; waiting for the other player.
game-resign-confirm = Resign this game?
game-note-needed = Write a few words first (or cancel the move).
review-working = The computer is reviewing the game…
review-no-mistakes = No turn lost much: no mistakes found at this depth.
turns-your-move = Your move

# The analysis board and profiles
analysis-selected = Selected { $targets }: click a marked target.
analysis-try = Try a move: click where it starts, then follow the marks.
analysis-no-evaluation = No evaluation: { $problem }
analysis-best-line = Best line: { $line }.
analysis-evaluation = Evaluation { $score } for { $seat }{ $work }. Best: { $best }.
analysis-depth = (depth { $depth }, { $seconds } s)
player-anonymous = a player without an account
player-playing = playing ({ $seat } to move)
analysis-goal-in = { $count ->
    [one] Goal in { $count } move. Best: { $best }.
   *[other] Goal in { $count } moves. Best: { $best }.
}
analysis-goal-at-least = { $count ->
    [one] Goal in at least { $count } move. Best: { $best }.
   *[other] Goal in at least { $count } moves. Best: { $best }.
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
