# The game page's "your turn" notices, sounds and premoves, and the header's theme and sound
# toggles (web/noticed.js, web/premove.js, web/common.js).

gamepage-theme-to-light = Switch to the light theme
gamepage-theme-to-dark = Switch to the dark theme
gamepage-sounds-on = Sounds on (click to turn them off)
gamepage-sounds-off = Sounds off (click to turn them on)
# The tab's title while the game waits for the reader's move; $title is the game's title ("C1").
gamepage-your-turn-title = ● Your turn — { $title }
gamepage-premove-hint = You can premove: click your next move now, and it is played as soon as your turn comes.
# $targets: the board targets clicked so far, such as "b1 → b2".
gamepage-premove-started = Premove: { $targets } → … (click where it goes)
gamepage-premove-pending = Premove: { $targets } (played as soon as your turn comes)
gamepage-premove-cancel = Cancel premove
gamepage-premove-dropped = Premove { $targets } was not legal when your turn came: dropped.
gamepage-premove-finish = Premove { $targets } needs more clicks: finish it on the board.
gamepage-premove-choose = Premove { $targets } fits several moves: choose one.
