# boardlab comet circumflex sentences: English (the reference dictionary).
# Every message of this file must exist in every other dictionary (a test checks it).
# Parameter values reach a sentence as variables: $piece (the piece in words), and one
# variable per attribute of the value's message ($piece_start, $group_start ...).
# A duration comes as $duration (in words, nominative), $duration_value and $duration_unit
# (hour, minute, second); a list of pieces as $pieces and $pieces_count.

## Values

piece-1 = the brown triangle (1)
    .start = The brown triangle (1)
piece-2 = the red square piece (2)
    .start = The red square piece (2)
piece-3 = the orange round (3)
    .start = The orange round (3)
piece-4 = the yellow triangle (4)
    .start = The yellow triangle (4)
piece-5 = the green square piece (5)
    .start = The green square piece (5)
piece-6 = the blue round (6)
    .start = The blue round (6)
piece-7 = the magenta pyramid (7)
    .start = The magenta pyramid (7)
piece-8 = the grey square piece (8)
    .start = The grey square piece (8)
piece-9 = the white pyramid (9)
    .start = The white pyramid (9)
colour-brown = brown
colour-red = red
colour-orange = orange
colour-yellow = yellow
colour-green = green
colour-blue = blue
colour-magenta = magenta
colour-grey = grey
colour-white = white
shape-round = round
    .plural = rounds
shape-triangle = triangle
    .plural = triangles
shape-square = square piece
    .plural = square pieces
shape-pyramid = pyramid
    .plural = pyramids
group-rounds = all rounds
    .start = All rounds
group-triangles = all triangles
    .start = All triangles
group-squares = all square pieces
    .start = All square pieces
group-pyramids = all pyramids
    .start = All pyramids
group-even = all even-numbered pieces
    .start = All even-numbered pieces
group-odd = all odd-numbered pieces
    .start = All odd-numbered pieces
group-prime = all prime-numbered pieces
    .start = All prime-numbered pieces
group-squarenum = all square-numbered pieces
    .start = All square-numbered pieces
group-cubenum = all cube-numbered pieces
    .start = All cube-numbered pieces
direction-N = north
direction-S = south
direction-E = east
direction-W = west
seat-p1 = player 1
    .start = Player 1
seat-p2 = player 2
    .start = Player 2
seat-p3 = player 3
    .start = Player 3
seat-p4 = player 4
    .start = Player 4
seat-p5 = player 5
    .start = Player 5
seat-p6 = player 6
    .start = Player 6
seat-p7 = player 7
    .start = Player 7
seat-p8 = player 8
    .start = Player 8
seat-p9 = player 9
    .start = Player 9
seat-black = Black
    .start = Black
seat-white = White
    .start = White
game-c1 = C1
game-axiom = AXIOM
game-ccc = CCC
game-cubes = Cubes
game-comet = the comet circumflex game
grand-move-value = { $group } { $direction }
# A region is written as a place, with its preposition: "in a corner", "on the edge".
region-centre = in the centre (d4 to f6)
region-corners = in a corner
region-edge = on the edge of the board
region-inside = inside the board, off the edge
region-north = in the northern part (ranks 6 to 9)
region-south = in the southern part (ranks 1 to 4)
region-east = in the eastern part (files f to i)
region-west = in the western part (files a to d)
region-board = anywhere on the board
region-square = on { $square }
region-rectangle = in the rectangle { $corner } to { $other }
region-rank = on rank { $rank }
region-file = on file { $file }
goal-adjacent = { $pieces_count ->
    [one] piece { $pieces } alone
   *[other] pieces { $pieces } next to each other
}
goal-line = pieces { $pieces } in one straight line
goal-block = pieces { $pieces } filling a rectangle
goal-in = { $pieces_count ->
    [one] piece { $pieces } { $region }
   *[other] pieces { $pieces } { $region }
}
goal-not = not ({ $goal })
goal-and = { $left } and { $right }
goal-or = { $left } or { $right }
goal-nested = ({ $goal })
unknown-sentence = [{ $number }: unknown sentence { $number }]
malformed-sentence = [malformed sentence]

## Talking

hello = Hello!
goodbye = Goodbye!
thanks = Thank you!
you-are-welcome = You are welcome.
well-played = Well played!
good-game = Good game!
good-idea = Good idea!
not-understood = I do not understand.
please-repeat = Please repeat that.
my-turn = It is my turn.
your-turn = It is your turn.
seat-turn = It is { $seat }'s turn.
agree = I agree.
disagree = I do not agree.
hint-please = Can you give me a hint?
wait-moment = Please wait a moment.
ready = I am ready.
are-you-ready = Are you ready?
yes = Yes.
no = No.
sorry = Sorry!
good-luck = Good luck!
have-fun = Have fun!
nice-move = Nice move!
let-me-think = Let me think.
back-in = I will be back in { $duration }.
time-left = I have { $duration } left.
must-go = I must go now.
play-again = Shall we play again?
which-game = Which game shall we play?
lets-play = Let us play { $game }.
first-game-of = This is my first time playing { $game }.
explain-rules = Could you explain the rules?
look-at-square = Look at the square { $square }.
why-move = Why did you play { $move }?
my-mistake = I made a mistake.
congratulations = Congratulations!
that-was-fun = That was fun.
good-morning = Good morning!
good-evening = Good evening!
how-are-you = How are you?
fine-thanks = I am fine, thank you.
be-patient = Please be patient.
do-not-know = I do not know.
maybe = Maybe.
you-are-right = You are right.
prefer-game = I prefer { $game }.
i-play-seat = I play { $seat }.
connection-slow = My connection is slow.

## Playing comet

propose-goal = I propose this goal: { $goal }.
accept-goal = I accept this goal.
propose-other-goal = Let us choose another goal.
goal-agreed = The agreed goal: { $goal }.
goal-reached = This goal is reached!
goal-not-reached = The goal is not reached yet.
i-think-needs = { $count ->
    [one] I think this goal needs { $count } grand move.
   *[other] I think this goal needs { $count } grand moves.
}
computer-says-enough = { $count ->
    [one] The computer says { $count } grand move is enough.
   *[other] The computer says { $count } grand moves are enough.
}
shall-we-undo = Shall we undo the last grand move?
start-again = Let us start again.
off-board-poor-play = Moving off the board is poor play.
grand-move = Move { $move }.
propose-grand-move = I propose: move { $move }.
pieces-moved = { $pieces_count ->
    [one] Piece { $pieces } moved.
   *[other] Pieces { $pieces } moved.
}
blocked-occupied = { $pieces_count ->
    [one] Piece { $pieces } could not move: the square was occupied.
   *[other] Pieces { $pieces } could not move: the square was occupied.
}
blocked-edge = { $pieces_count ->
    [one] Piece { $pieces } could not move: it would have left the board.
   *[other] Pieces { $pieces } could not move: they would have left the board.
}
nothing-moved = Nothing moved.
piece-blocked-by = { $piece_start } was blocked by { $blocker }.
piece-on-square = { $piece_start } is on { $square }.
piece-moved-to = { $piece_start } moved to { $square }.
grand-moves-made = { $count ->
    [0] No grand move has been made yet.
    [one] { $count } grand move has been made.
   *[other] { $count } grand moves have been made.
}
move-limit = { $count ->
    [0] There is no limit on grand moves.
    [one] The limit is { $count } grand move.
   *[other] The limit is { $count } grand moves.
}
goal-not-reached-end = The game ended without reaching the goal.
seat-gave-up = { $seat_start } gave up.
how-about-group = How about moving { $group }?
try-direction = Try moving { $direction }.
where-are-shape = Where are the { $shape_plural }?
which-piece-colour = Which piece is { $colour }?
piece-must-reach = { $piece_start } must stand { $region }.
getting-closer = We are getting closer.
getting-further = We are moving away from the goal.
one-more-grand-move = One more grand move!
your-grand-move = Your grand move.
computer-first-move = { $count ->
    [one] The computer says { $count } grand move is enough, starting with: move { $move }.
   *[other] The computer says { $count } grand moves are enough, starting with: move { $move }.
}
computer-finds-no-way = The computer finds no way to reach this goal.
goal-impossible = This goal can never be reached.
usual-start = Let us use the usual start position.
group-members = { $group_start } are pieces { $pieces }.
which-direction = Which direction?
shall-we-go = Shall we go { $direction }?
watch-piece = Watch { $piece }.
seat-grand-move = { $seat_start }: move { $move }.
start-placement = At the start, { $piece } stands on { $square }.
players-count = { $count ->
    [one] We are { $count } player.
   *[other] We are { $count } players.
}
edge-moves-forbidden = In this game a grand move may not hold pieces back at the edge.

## Comet goals, condition by condition

goal-pieces-adjacent = Goal: { $pieces_count ->
    [one] piece { $pieces } alone
   *[other] pieces { $pieces } next to each other
}.
goal-pieces-line = Goal: pieces { $pieces } in one straight line.
goal-pieces-block = Goal: pieces { $pieces } filling a rectangle.
goal-pieces-in = Goal: { $pieces_count ->
    [one] piece { $pieces }
   *[other] pieces { $pieces }
} { $region }.
goal-group-adjacent = Goal: { $group } next to each other.
goal-group-line = Goal: { $group } in one straight line.
goal-group-block = Goal: { $group } filling a rectangle.
goal-group-in = Goal: { $group } { $region }.
goal-try = Shall we try this goal: { $goal }?

## The other games

offer-draw = I offer a draw.
accept-draw = I accept the draw.
decline-draw = I decline the draw.
resign = I resign.
takeback-request = May I take back my last move?
takeback-accept = Yes, take it back.
takeback-decline = No, the move stands.
rematch-offer = Shall we have a rematch?
rematch-accept = Yes, let us play again.
your-piece-threatened = Your piece on { $square } is under threat.
my-piece-threatened = My piece on { $square } is under threat.
i-play-move = I play { $move }.
you-played-move = You played { $move }.
did-not-see = I did not see that.
move-is-good = { $move } is a good move.
move-was-mistake = { $move } was a mistake.
move-would-be-better = { $move } would have been better.
you-win = You win.
i-win = I win.
it-is-a-draw = It is a draw.
seat-wins = { $seat_start } wins.
game-over = The game is over.
clock-low = Only { $duration } left on my clock.
time-ran-out = My time ran out.
move-not-legal = That move is not legal.
seat-to-move = { $seat_start } to move.
move-was-forced = That move was forced.
capture-on = Capture on { $square }!
protect-square = Protect { $square }.
favourite-opening = Which opening do you like best?
moves-played = { $count ->
    [one] We have played { $count } move.
   *[other] We have played { $count } moves.
}
play-faster = Could you play a little faster?
review-together = Shall we look at the game together afterwards?
what-about-move = What about { $move }?
do-you-know-game = Do you know { $game }?
want-to-play-seat = Do you want to play { $seat }?
game-move = In { $game }: { $move }.
