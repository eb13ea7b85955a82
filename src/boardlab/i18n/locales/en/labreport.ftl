### The lab's report (boardlab/lab/report.py, boardlab/lab/puzzles.py): its Markdown and HTML in
### the reader's language, plots included, and the lab's refusals in the web app
### (server/lab_pages.py, server/lab_runs.py). The English texts are the report as the command
### line always wrote it (the committed reports in docs/lab/ stay the same when remade). Numbers
### come formatted; $count is a number for plural selectors. The report's messages are left out
### of the pages' bundle: the server renders the report.

## Headings and sentences

labreport-title = Lab report: { $experiment }
labreport-not-reproducible = Not reproducible:
labreport-time-caps-other-games = the agents played with time caps, so another run gives other games.
labreport-time-caps = the agents played with time caps.
labreport-seed = seed { $seed }
labreport-seeds = { $count ->
    [one] seeds { $seeds }
   *[other] seeds { $seeds }
}
labreport-only-puzzles = From { $file } ({ $seeds }); no games, only puzzles.
labreport-summary = { $count ->
    [one] { $count } game in { $variants ->
        [one] { $variants } variant
       *[other] { $variants } variants
    }
   *[other] { $count } games in { $variants ->
        [one] { $variants } variant
       *[other] { $variants } variants
    }
} from { $file } ({ $seeds }, move limit { $limit } steps; a game the limit stops counts as a draw{ $opening }). Rates are shares of games with a 95 % interval in brackets.
labreport-opening = ; each pair of games began with its own { $count } random steps, seats swapped
labreport-unknown = ?
labreport-pairing = { $a } v { $b }
labreport-interval = ({ $low }-{ $high })
labreport-no-decisive-game = no decisive game
labreport-share = { $share } ({ $low }-{ $high }) of { $count }, p={ $p }
labreport-elo-infinite = inf
labreport-per-game = { $pairing }, per game: { $counters }
labreport-endings = { $pairing }, endings: { $endings }
labreport-repeated = { $pairing }, repeated games: only { $distinct } of the { $count } games differ (`opening = N` in the experiment varies them)
labreport-ending-count = { $ending } ({ $count })
labreport-by-seed = { $pairing }, first player's share of decisive games by seed: { $shares }; the seeds agree? chi-square { $chi2 } on { $df } df, p = { $p }
labreport-seed-share = seed { $seed }: { $share }
labreport-comparison = Comparison of variants
labreport-comparison-intro = { $count ->
    [one] { $count } test
   *[other] { $count } tests
} (first-player win rate, draw rate, mean length; each two variants with the same pairing), Holm-corrected; { $significant } significant at { $alpha }.
labreport-comparison-none = No difference between the variants is significant with these games.
labreport-yes = yes
labreport-no = no
labreport-page-title = { $experiment } - boardlab lab

## The variant's table

labreport-col-pairing = pairing (A v B)
labreport-col-games = games
labreport-col-first-wins = first player wins
labreport-col-first-share = first player's share of decisive games (p vs 50 %)
labreport-col-draws = draws
labreport-col-limit = stopped by limit
labreport-col-length = median length (IQR)
labreport-col-branching = branching
labreport-col-decided = decided at
labreport-col-lead-changes = lead changes
labreport-col-drama = drama
labreport-col-score = A's score
labreport-col-elo = Elo A-B

## The game-design measures (docs/lab.md defines each) and why one is missing

labreport-col-measure = measure (all pairings' games)
labreport-col-value = value (95 % interval)
labreport-measure-branching-factor = branching factor
labreport-measure-decisiveness = decisiveness
labreport-measure-drama = drama
labreport-measure-lead-changes = lead changes
labreport-measure-uncertainty = uncertainty
labreport-measure-clarity = clarity
labreport-measure-coverage = coverage
labreport-measure-repetition = repetition
labreport-measure-stalemate-share = stalemate share
labreport-measure-skill-trace = skill trace
# Each is the English reason of boardlab/lab/measures.py as the JSON report keeps it (the report
# recognises a reason by these texts).
labreport-unmeasured-seats = a game of more than two seats has no side ahead
labreport-unmeasured-no-evaluation-ahead = the game has no evaluation to tell who is ahead
labreport-unmeasured-no-decisive-game = no decisive game
labreport-unmeasured-no-decisive-evaluated = no decisive game with an evaluation of two sides
labreport-unmeasured-no-evaluation-leads = the game has no evaluation of two sides to tell who leads
labreport-unmeasured-no-game = no game
labreport-unmeasured-no-step = no game made a step
labreport-unmeasured-built-board = { $game }'s board is built of its pieces: it has no fixed set of squares to cover
labreport-unmeasured-no-squares = { $game }'s moves name no squares (a comet grand move names a group and a direction)
labreport-unmeasured-no-move = no game made a move
labreport-unmeasured-no-games = no games
labreport-unmeasured-no-replay = no game could be replayed
labreport-unmeasured-two-seats = the fixed evaluator values positions for one side against the other: two seats only
labreport-unmeasured-no-evaluator = the game has no evaluation for the fixed evaluator's search
labreport-unmeasured-no-open-position = no open position to evaluate
labreport-unmeasured-no-two-moves = no position with two moves to compare
labreport-unmeasured-no-ladder = no level ladder in these games: run 'boardlab lab ladder GAME' (pairings of each level against the one below)
labreport-unmeasured-cooperative = a cooperative game: the seats share one result, so no level beats another

## How games ended (end reasons with the seats and cells taken out: games.ftl's reason-<id>)

labreport-ending-unfinished = unfinished (move limit)
labreport-ending-a-player = a player
labreport-ending-a-cell = a cell

## The comparison of variants

labreport-col-pairing-short = pairing
labreport-col-metric = metric
labreport-col-variant = variant
labreport-col-value-short = value
labreport-col-p-holm = p (Holm)
labreport-col-significant = significant
# The JSON's names of the metrics compared, as the English report always showed them.
labreport-metric-first-player-win-rate = first_player_win_rate
labreport-metric-draw-rate = draw_rate
labreport-metric-mean-length = mean_length

## comet goals' difficulty (boardlab/lab/puzzles.py)

labreport-goals = comet goals: difficulty
labreport-goals-intro = Optimal solutions from { $starts } random starts per goal (solver depth { $depth }); hardest first.
labreport-col-rank = rank
labreport-col-goal = goal
labreport-col-solved = solved within depth
labreport-col-solved-within = solved within { $within }
labreport-col-mean-optimal = mean optimal length
labreport-col-median = median
labreport-col-optimal-starts = optimal length: starts

## The plots: titles, axes and legends

labreport-plot-variant-rates = first-player win and draw rates
labreport-plot-lengths = length histogram
labreport-plot-outcomes = results
labreport-plot-branching = branching factor by step
labreport-plot-curves = evaluation curves
labreport-legend-games = { $pairing } ({ $count ->
    [one] { $count } game
   *[other] { $count } games
})
labreport-axis-length = game length (steps, one per move)
labreport-axis-games = games (count)
labreport-first-wins = first player wins
labreport-second-wins = second player wins
labreport-draws = draws
labreport-axis-result = result (bars: 95 % Wilson interval)
labreport-axis-share = share of games (%)
labreport-axis-step = step number
labreport-axis-legal-steps = legal steps (mean over games)
labreport-legend-sample = { $pairing }, game { $number }: { $result }
labreport-axis-evaluation = evaluation, { $seat }'s view
labreport-axis-evaluation-scale = (-1 lost .. +1 won)
labreport-result-drawn = drawn
labreport-result-unfinished = stopped by the move limit
labreport-result-won = won by { $seat }
labreport-axis-variant = variant (numbered as the sections below; first pairing)
labreport-axis-share-interval = share of games (%, 95 % interval)

## The lab's refusals in the web app (error-<code>, as errors.ftl's: server/refusals.py)

error-lab-no-file = no lab results file { $name }
error-lab-unreadable = { $name }: { $detail }
error-lab-no-experiment = no lab experiment { $id }
error-lab-log-in = log in to start experiments: the lab is for accounts
error-lab-log-in-mine = log in to see your experiments
error-lab-name = name: give the experiment a name of 1 to { $limit } characters
error-lab-unknown-game = game: { $detail }
error-lab-no-variants = variants: add at least one variant (its options may all be the defaults)
error-lab-no-pairings = pairings: add at least one pairing of two agents
error-lab-too-many-pairings = pairings: at most { $limit } pairings per experiment, got { $count }
error-lab-pairing-size = pairings: pairing { $number } must name two agents, got { $count }
error-lab-agent = pairings: agent { $agent } is not offered in the web lab; choose from { $agents }
error-lab-no-games = games: at least 1 game per variant and pairing, got { $count }
error-lab-move-limit = move_limit: between 1 and { $limit } steps, got { $count }
# An experiment file's own check (boardlab.lab.experiment): its English text as $detail.
error-lab-experiment = { $detail }
error-lab-too-many-variants = variants: at most { $limit } variants per experiment, and these options make { $count }
error-lab-too-many-games = games: this experiment has { $count } games ({ $variants } variants x { $pairings } pairings x { $games } games); the web lab plays at most { $limit } per experiment
error-lab-active-cap = you have { $count } experiments queued or running, the most an account may have; wait for one to end or cancel one
error-lab-daily-cap = an account may start { $limit } games in 24 hours; you started { $today } and this experiment has { $count }
error-lab-no-games-yet = the experiment has no games yet; its report comes with its first game
error-lab-not-yours = only the account that started an experiment may cancel it
error-lab-ended = the experiment is { $state } already; only a queued or running one can be cancelled
