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
