### What the server says when it refuses a request (boardlab/server/refusals.py): the message
### error-<code> of each refusal. The English texts are the API's "detail" (unchanged for API
### clients); "message" is the same refusal in the reader's language. A refusal quoting a
### game's rules (an illegal move, a bad option...) gets the rules' English text as $detail:
### English says it as it is, other languages put it in a frame of their own words.

## Quoting the rules, the sentences or another check (English: the quoted text itself)

error-illegal-move = { $detail }
error-invalid-option = { $detail }
error-invalid-position = { $detail }
error-invalid-record = { $detail }
error-unknown-game = { $detail }
error-invalid-time-control = { $detail }
error-invalid-sentence = { $detail }
error-invalid-goal = { $detail }
error-rules-refused = { $detail }
error-invalid-request = { $detail }
error-unexplained = { $detail }

## Requests

error-rate-limited = too many { $kind } requests from this client: the limit is { $rate } per second, bursts of { $burst }
error-rate-limited-plain = too many { $kind } requests from this client
error-nul-characters = NUL characters are not allowed in a request
error-body-too-large = the request body is over the limit of { $limit } bytes
error-options-json = 'options' must be a JSON object: { $detail }
error-options-not-object = 'options' must be a JSON object of option names and values
error-unknown-game-name = 'game' must be a game name; valid games: { $games }
error-no-such-seat = { $game } has no seat { $seat }; its seats are { $seats }
error-bad-player = the player of { $seat } must be 'human' or a computer player spec, got { $spec }
error-bad-agent = { $seat }: { $detail }
error-position-and-record = give either a start position or a record, not both
error-record-invalid = record: { $detail }
error-position-invalid = position: { $detail }
error-position-unreadable = the position cannot be read
error-record-unreadable = the record cannot be read
error-move-invalid = move { $number }: { $detail }
error-step-range = step must be between 0 and { $last }, got { $step }
error-unknown-language = unknown language { $code }: choose one of { $codes }

## Games

error-no-game = no game with id { $id }
error-stored-game-broken = stored game { $id } cannot be loaded any more: { $detail }
error-stored-game-unreplayable = stored game { $id } cannot be replayed: { $detail }
error-token-needed = a seat token is required: send it as 'Authorization: Bearer <token>'
error-token-no-seat = this token holds no seat in this game
error-stale-ply = stale ply: the game is at ply { $ply }, the move was sent for ply { $sent }
error-not-your-turn = it is { $to_move }'s turn; your token holds the { $seat } seat
error-step-after-end = { $step }: the game ended before this step ({ $reason })
error-empty-move = the move is empty
error-not-grand-move = { $move } is not a grand move of this game now
error-changed-reload = the game changed while this move was being played; reload it
error-changed-meanwhile = the game changed meanwhile; reload it
error-changed-try-again = the game changed meanwhile; try again
error-game-over = the game is over: { $result } ({ $reason })
error-game-over-short = the game is over ({ $reason })
error-note-not-due = no note is due after this move: only a move the game asks a note for takes one
error-note-needed = this move needs a note, sent as 'note'. { $detail }
error-draw-together = { $game } is played together: there is no draw to agree; give up instead
error-draw-needs-other = a draw needs another player to agree to it
error-draw-computer = the { $seat } seat is a computer player; it does not agree to draws
error-abort-after-move = you have moved in this game: it can no longer be aborted (resign instead)
error-takeback-pending = { $seat } asked to take back their last turn first: accept or decline that request
error-takeback-none = nobody has asked for a takeback (a move withdraws a request)
error-takeback-own = you asked for this takeback: the other player accepts it
error-takeback-nothing = { $seat } has no turn to take back
error-rematch-not-over = a rematch can be offered only when the game is over
error-rematch-pending = { $seat } offered a rematch: accept it (POST .../rematch/accept) or decline it
error-rematch-none = nobody offers a rematch (an offer lapses when its player leaves)
error-rematch-own = you offered this rematch: the other player accepts it
error-rematch-refused = { $detail }
error-same-screen-rated = a rated game is played by two people: it cannot be a same-screen game
error-rated-not-two = { $game } is not a game of two competing players: it cannot be rated
error-rated-computer = only games between two people are rated; the { $seat } seat is a computer player
error-rated-from-start = a rated game starts from the game's start: give no position or record

## Fair play and the computer's help

error-fair-play = no engine help in a game between two people while it goes on: hints, the computer review and analysis of its position come back when it ends
error-fair-play-position = no engine help in a game between two people while it goes on: hints, the computer review and analysis of its position come back when it ends (this is the position of a game going on)
error-hint-timeout = no hint was found within { $seconds } seconds; try again later
error-analysis-too-long = seconds: this server analyses for at most { $seconds }s
error-analysis-timeout = the analysis did not finish within { $seconds } seconds; try again later
error-analysis-too-many-moves = at most { $max } moves can be analysed, got { $count }
error-position-over = the position is over ({ $reason }); there is nothing to analyse
error-queue-share = this client already has { $count } { $what } queued or running (the limit per client); wait for one to finish
error-computer-games-cap = this client already plays { $playing } games against the computer (the limit is { $cap } at once); finish or resign one first

## The comet circumflex game's goal

error-goal-not-comet = only comet games have goals to agree; this is { $game }
error-goal-invalid = goal: { $detail }
error-goal-none-proposed = no goal has been proposed yet: propose one first
error-goal-own-proposal = the other player accepts a proposal; you may propose another one
error-goal-not-agreed = no goal is agreed yet: propose one, or accept the other player's, before the first grand move
error-goal-already-agreed = this game's goal is already agreed
error-goal-agreement-not-comet = goal_by_agreement: only comet games agree their goal; this is { $game }
error-goal-agreement-computer = goal_by_agreement: every seat must be a person (a computer cannot agree a goal)

## Lobby and challenges

error-no-challenge = no challenge with id { $id }
error-challenge-not-two = { $game } has { $count } seat(s); a challenge is for a game of two
error-rated-needs-account-post = log in to post a rated challenge: a rated game counts for both players' ratings, so both need an account
error-rated-needs-account-accept = log in to accept a rated challenge: a rated game counts for both players' ratings, so both need an account
error-bad-colour = colour must be one of { $seats } or 'random', got { $colour }
error-lobby-full = the lobby is full ({ $count } open challenges); try again later
error-own-challenge = this is your own challenge: wait for someone to accept it, or cancel it
error-challenge-taken-or-withdrawn = this challenge was taken or withdrawn meanwhile
error-challenge-taken = this challenge was taken meanwhile
error-challenge-accepted = this challenge was already accepted
error-challenge-cancelled = this challenge was cancelled
error-challenge-expired = this challenge expired
error-cancel-not-creator = only the challenge's creator can cancel it: send its token as 'Authorization: Bearer'
error-challenges-cap-account = this account already has { $count } open challenges (the limit is { $cap }); cancel one or wait for it to be accepted
error-challenges-cap-client = this client already has { $count } open challenges (the limit is { $cap }); cancel one or wait for it to be accepted

## Chat

error-message-empty = the message is empty
error-message-too-long = a message is at most { $max } characters; this one has { $count }
error-malformed-sentence = the message has a malformed sentence: { $detail }
error-chat-log-in = log in to talk in the lobby: its chat is for accounts
error-chat-too-fast = you are talking too fast in the lobby: one message every 3 seconds, bursts of 5
error-chat-message-missing = no lobby chat message { $id }
error-report-too-long = a reason is at most { $max } characters; this one has { $count }

## Accounts and players

error-username-invalid = a username is 3 to 24 letters, digits, '_' or '-'
error-password-length = a password is { $min } to { $max } characters long
error-username-taken = the username { $name } is taken
error-login-attempts = too many login attempts for this account: wait a minute and try again
error-login-wrong = wrong username or password
error-password-current-wrong = the current password is wrong
error-password-wrong = the password is wrong
error-log-in-first = log in first
error-not-logged-in = not logged in
error-csrf-cookie = a request authenticated by the session cookie needs the { $header } header
error-csrf-session = this request needs the { $header } header of your session
error-seat-other-account = this seat belongs to another account: its token cannot hand it to a second one
error-no-player = no player called { $name }
error-no-puzzle = no puzzle { $id }
error-leaderboard-unknown-game = unknown game { $game }: choose one of { $games }
error-leaderboard-limit = limit must be between 1 and { $max }, got { $count }
error-rating-range = min_rating ({ $low }) is above max_rating ({ $high })
error-preferences-nothing = nothing to change: send "theme" ("light", "dark" or "auto") and/or "sounds" (true or false)
error-unknown-theme = unknown theme { $theme }: choose "light", "dark" or "auto"
error-hint-game-moved-waiting = the game moved on while the hint waited; ask again
error-hint-game-moved-thinking = the game moved on while the hint was thought about; ask again
