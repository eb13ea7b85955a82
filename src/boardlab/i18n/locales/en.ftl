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
