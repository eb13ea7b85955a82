# The lab page (/lab, /lab/experiments/ID): server/lab_pages.py, web/lab.js, web/lab_experiment.js.
lab-nav = Lab
lab-page-title = boardlab lab
lab-tagline = the lab: playtesting experiments
lab-to-games = back to the games
lab-back = back to the lab
lab-new = New experiment
lab-login-needed = The lab is for accounts: log in on the main page to start experiments.
lab-log-in-link = Log in
lab-name = Name
lab-game = Game
lab-games = Games per variant and pairing
lab-move-limit = Move limit (steps)
lab-seed = Seed
lab-variants = Variants
lab-variants-help = Each variant is the game with the options set here; the others keep their defaults.
lab-variant = Variant { $number }
lab-no-options = This game has no options.
lab-add-variant = Add a variant
lab-remove = Remove
lab-yes = yes
lab-no = no
lab-pairings = Pairings
lab-pairings-help = Agent A plays agent B; they take each seat in turn.
lab-agent-a = Agent A
lab-agent-b = Agent B
lab-add-pairing = Add a pairing
lab-total-games = { $count ->
    [one] This experiment plays { $count } game.
   *[other] This experiment plays { $count } games.
}
lab-caps = Limits: games per experiment { $games } · variants { $variants } · pairings { $pairings } · experiments waiting or running per account { $active } · games per account in 24 hours { $day }
lab-start = Start the experiment
lab-mine = My experiments
lab-runs-on = Experiments go on when the page is closed.
lab-none-mine = You have started no experiments yet.
lab-public = Finished experiments
lab-none-public = No finished experiments yet.
lab-files = Results in the lab folder
lab-none-files = No results files in the lab folder yet.
lab-not-results = not a results file
lab-col-experiment = Experiment
lab-col-owner = Designer
lab-col-status = State
lab-col-progress = Games
lab-col-file = File
lab-status-queued = waiting
lab-status-running = running
lab-status-done = done
lab-status-cancelled = cancelled
lab-status-failed = failed
lab-progress = Games: { $done } / { $total }
lab-what = Game: { $game } · variants: { $variants } · pairings: { $pairings } · games per variant and pairing: { $games } · move limit: { $limit } · seed: { $seed }
lab-by = Designer: { $name }
lab-cancel = Cancel the experiment
lab-failure = Why it stopped: { $error }
lab-summary = So far
lab-first-seat-wins = First player's wins: { $percent }
lab-draws = { $count ->
    [0] no draws
    [one] { $count } draw
   *[other] { $count } draws
}
lab-mean-length = Mean length: { $length } steps
lab-pairing = Pairing
lab-a-wins = A won
lab-draws-column = Draws
lab-b-wins = B won
lab-report = Report
lab-report-loading = Drawing the report…
lab-not-found = There is no such experiment here (or it is someone else's and not finished).
