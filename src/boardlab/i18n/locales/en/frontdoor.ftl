# The front door (server/frontdoor.py, web/home.js, leaderboard.js, player.js, settings.js):
# the shared header's links, the home page, leaderboards, profiles and settings.

## The header every page shares (server/navigation.py)
frontdoor-nav-players = Players
frontdoor-nav-puzzles = Puzzles
frontdoor-nav-analysis = Analysis
frontdoor-nav-label = Site
frontdoor-menu = Menu

## The home page
frontdoor-online = { $count ->
    [one] { $count } player online
   *[other] { $count } players online
}
frontdoor-playing = { $count ->
    [one] { $count } game in progress
   *[other] { $count } games in progress
}
frontdoor-quick-title = Quick pairing
frontdoor-quick-help = One click: you join someone waiting for the same game and time control, or wait for an opponent.
frontdoor-quick-rated = You are logged in: these games are rated, except comet, which is played together.
frontdoor-quick-casual = Casual games; log in to play rated ones.
frontdoor-quick-group = Quick pairing: { $game }
frontdoor-quick-button = { $game }, { $time }: play now
frontdoor-quick-waiting = Waiting for an opponent: { $game }, { $time }…
frontdoor-picture-alt = { $game }: the start position
frontdoor-line-axiom = Build and rebuild a structure of twelve cubes while your sceptres walk over its faces.
frontdoor-line-c1 = Cones and pyramids on sliding, vanishing tiles.
frontdoor-line-ccc = Flats, cubes and toruses stack into structures that collapse across the board.
frontdoor-line-comet = Not a contest: agree on a goal, then push whole groups of pieces together until it is reached.
frontdoor-line-cubes = Place and slide cubes that turn active and inactive; a player who cannot move loses.
frontdoor-live-title = Live games
frontdoor-no-live = No games between two players right now: start one with quick pairing.
frontdoor-live-alt = { $game }: the position now
frontdoor-watch = Watch
frontdoor-steps = { $count ->
    [one] { $count } move played
   *[other] { $count } moves played
}

## The lobby's challenges
frontdoor-no-challenges = No open challenges. Use quick pairing above, or post one with "Anyone (open challenge)" below.
frontdoor-rating = Rating
frontdoor-rating-range = Challenger's rating
frontdoor-min = min
frontdoor-max = max
frontdoor-min-label = Lowest rating
frontdoor-max-label = Highest rating
frontdoor-clear = Clear
frontdoor-hidden-by-filter = { $count ->
    [one] { $count } challenge is hidden by the rating filter.
   *[other] { $count } challenges are hidden by the rating filter.
}
frontdoor-provisional = Provisional rating: few rated games so far
frontdoor-yours-waiting = yours, waiting…

## Leaderboards (/players)
frontdoor-players-title = Players
frontdoor-leaderboards = Leaderboards
frontdoor-leaderboard = Leaderboard: { $game }
frontdoor-leaderboard-help = Ratings in each game's standard rules (its default options). A "?" marks a provisional rating (few rated games).
frontdoor-games-label = Games
frontdoor-all-games = All games
frontdoor-rank = Rank
frontdoor-player = Player
frontdoor-no-players = No rated games of this game yet.
frontdoor-see-all = See the whole leaderboard
frontdoor-find-placeholder = Player name
frontdoor-find = Open profile

## Profiles (/players/{name})
frontdoor-no-player = There is no player called “{ $name }” here.
frontdoor-member-since = Member since { $date }
frontdoor-history-title = Rating history
frontdoor-plot-label = Rating history of { $name } in { $game }
frontdoor-results = Results
frontdoor-results-help = Every finished game, rated or not, against a person or the computer.
frontdoor-wins = Wins
frontdoor-draws = Draws
frontdoor-losses = Losses
frontdoor-result-win = win
frontdoor-result-loss = loss
frontdoor-result-draw = draw
frontdoor-date = Date

## Settings (/settings)
frontdoor-settings-title = Settings
frontdoor-preferences-title = Preferences
frontdoor-language = Language
frontdoor-account-title = Account
frontdoor-settings-logged-out = Log in to change your password, log out everywhere or delete your account.
frontdoor-log-in-link = Log in on the home page
frontdoor-password-title = Change the password
frontdoor-password-current = Current password
frontdoor-password-new = New password (at least 8 characters)
frontdoor-password-repeat = New password again
frontdoor-password-submit = Change the password
frontdoor-password-mismatch = The two new passwords differ.
frontdoor-password-changed = Password changed. Your other sessions were logged out; this one goes on.
frontdoor-everywhere-title = Log out everywhere
frontdoor-everywhere-help = Ends every session of your account, on every device, this one too.
frontdoor-everywhere-button = Log out everywhere
frontdoor-everywhere-confirm = Log out on every device, this one too?
frontdoor-logged-out-everywhere = You were logged out on every device.
frontdoor-delete-title = Delete the account
frontdoor-delete-help = Your account, its ratings and their history are deleted for good; your games stay, without your name.
frontdoor-delete-password = Your password
frontdoor-delete-button = Delete my account
frontdoor-delete-confirm = Delete the account { $name } for good? This cannot be undone.
frontdoor-deleted = Your account was deleted.
frontdoor-theme = Theme
frontdoor-theme-auto = As the device
frontdoor-theme-light = Light
frontdoor-theme-dark = Dark
frontdoor-sounds = Sounds in games (moves, captures, low time)
