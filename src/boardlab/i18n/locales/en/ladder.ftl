### The strength ladder's figures beside the computer's levels (web/lobby.js; the figures come
### from boardlab/ai/ladder.json, see docs/ai.md, Strength ladder). $level is the level's name
### (games-agent-...), $elo and $margin come formatted in the reader's locale; $count is a number
### for plural selectors.

# A level with its Elo and half its 95 % interval, as the level list shows it.
ladder-level-elo = { $level } · Elo { $elo } ± { $margin }
# The level at the scale's zero (random moves): no interval.
ladder-level-anchor = { $level } · Elo { $elo }
# The tooltip of a level with a figure.
ladder-level-tooltip = { $count ->
    [one] Elo on this game's scale (random moves = 0), fitted to { $count } game against the other levels; ± is a 95 % interval
   *[other] Elo on this game's scale (random moves = 0), fitted to { $count } games against the other levels; ± is a 95 % interval
}
# Under the level list, when the chosen game and options have figures.
ladder-note = Elo: each level's strength in this game on one scale where random moves are 0, from games of every level against every other (± is a 95 % interval; 200 points more is about a 3 to 1 score).
