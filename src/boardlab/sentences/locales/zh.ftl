# boardlab comet circumflex sentences: Chinese, simplified (中文). Needs review by a native speaker.
# Chinese has no plural forms: counts use only the "other" category. A grand move is
# 「整体移动」 (all pieces of a group move at once).

## Values

piece-1 = 棕色三角形（1）
piece-2 = 红色正方形（2）
piece-3 = 橙色圆形（3）
piece-4 = 黄色三角形（4）
piece-5 = 绿色正方形（5）
piece-6 = 蓝色圆形（6）
piece-7 = 品红色金字塔（7）
piece-8 = 灰色正方形（8）
piece-9 = 白色金字塔（9）
colour-brown = 棕色
colour-red = 红色
colour-orange = 橙色
colour-yellow = 黄色
colour-green = 绿色
colour-blue = 蓝色
colour-magenta = 品红色
colour-grey = 灰色
colour-white = 白色
shape-round = 圆形
shape-triangle = 三角形
shape-square = 正方形
shape-pyramid = 金字塔
group-rounds = 所有圆形
group-triangles = 所有三角形
group-squares = 所有正方形
group-pyramids = 所有金字塔
group-even = 所有偶数号棋子
group-odd = 所有奇数号棋子
group-prime = 所有质数号棋子
group-squarenum = 所有平方数号棋子
group-cubenum = 所有立方数号棋子
direction-N = 北
direction-S = 南
direction-E = 东
direction-W = 西
seat-p1 = 玩家1
seat-p2 = 玩家2
seat-p3 = 玩家3
seat-p4 = 玩家4
seat-p5 = 玩家5
seat-p6 = 玩家6
seat-p7 = 玩家7
seat-p8 = 玩家8
seat-p9 = 玩家9
seat-black = 黑方
seat-white = 白方
game-c1 = C1
game-axiom = AXIOM
game-ccc = CCC
game-cubes = Cubes
game-comet = 彗星抑扬符棋
grand-move-value = 把{ $group }向{ $direction }移动
region-centre = 中央（d4至f6）
region-corners = 某个角上
region-edge = 棋盘边缘
region-inside = 棋盘内部（不在边缘）
region-north = 北部（第6至9行）
region-south = 南部（第1至4行）
region-east = 东部（f至i列）
region-west = 西部（a至d列）
region-board = 棋盘上任意位置
region-square = { $square }格
region-rectangle = { $corner }至{ $other }的矩形
region-rank = 第{ $rank }行
region-file = { $file }列
goal-adjacent = 棋子{ $pieces }彼此相邻
goal-line = 棋子{ $pieces }排成一条直线
goal-block = 棋子{ $pieces }填满一个矩形
goal-in = 棋子{ $pieces }位于{ $region }
goal-not = 并非（{ $goal }）
goal-and = { $left }，并且{ $right }
goal-or = { $left }，或者{ $right }
goal-nested = （{ $goal }）
unknown-sentence = [{ $number }：未知句子 { $number }]
malformed-sentence = [格式错误的句子]

## Talking

hello = 你好！
goodbye = 再见！
thanks = 谢谢！
you-are-welcome = 不客气。
well-played = 下得好！
good-game = 好棋局！
good-idea = 好主意！
not-understood = 我不明白。
please-repeat = 请再说一遍。
my-turn = 轮到我了。
your-turn = 轮到你了。
seat-turn = 轮到{ $seat }了。
agree = 我同意。
disagree = 我不同意。
hint-please = 能给我一点提示吗？
wait-moment = 请稍等一下。
ready = 我准备好了。
are-you-ready = 你准备好了吗？
yes = 是的。
no = 不是。
sorry = 对不起！
good-luck = 祝你好运！
have-fun = 玩得开心！
nice-move = 好棋！
let-me-think = 让我想一想。
back-in = 我{ $duration }后回来。
time-left = 我还剩{ $duration }。
must-go = 我现在得走了。
play-again = 再下一局吗？
which-game = 我们玩哪个游戏？
lets-play = 我们来玩{ $game }吧。
first-game-of = 这是我第一次玩{ $game }。
explain-rules = 你能解释一下规则吗？
look-at-square = 看看{ $square }格。
why-move = 你为什么走{ $move }？
my-mistake = 我走错了。
congratulations = 恭喜！
that-was-fun = 真好玩。
good-morning = 早上好！
good-evening = 晚上好！
how-are-you = 你好吗？
fine-thanks = 我很好，谢谢。
be-patient = 请耐心一点。
do-not-know = 我不知道。
maybe = 也许吧。
you-are-right = 你说得对。
prefer-game = 我更喜欢{ $game }。
i-play-seat = 我执{ $seat }。
connection-slow = 我的网络很慢。

## Playing comet

propose-goal = 我提议这个目标：{ $goal }。
accept-goal = 我接受这个目标。
propose-other-goal = 我们换一个目标吧。
goal-agreed = 商定的目标：{ $goal }。
goal-reached = 目标达成了！
goal-not-reached = 目标还没有达成。
i-think-needs = 我认为这个目标需要{ $count }次整体移动。
computer-says-enough = 电脑说{ $count }次整体移动就够了。
shall-we-undo = 要撤销上一次整体移动吗？
start-again = 我们重新开始吧。
off-board-poor-play = 试图移出棋盘是不好的下法。
grand-move = { $move }。
propose-grand-move = 我提议：{ $move }。
pieces-moved = 棋子{ $pieces }移动了。
blocked-occupied = 棋子{ $pieces }无法移动：目标格已被占。
blocked-edge = 棋子{ $pieces }无法移动：会移出棋盘。
nothing-moved = 什么都没有移动。
piece-blocked-by = { $piece }被{ $blocker }挡住了。
piece-on-square = { $piece }在{ $square }。
piece-moved-to = { $piece }移到了{ $square }。
grand-moves-made = { $count ->
    [0] 还没有进行整体移动。
   *[other] 已经进行了{ $count }次整体移动。
}
move-limit = { $count ->
    [0] 整体移动次数没有限制。
   *[other] 整体移动的上限是{ $count }次。
}
goal-not-reached-end = 对局结束，目标未能达成。
seat-gave-up = { $seat }认输了。
how-about-group = 移动{ $group }怎么样？
try-direction = 试试向{ $direction }移动。
where-are-shape = { $shape }在哪里？
which-piece-colour = 哪个棋子是{ $colour }的？
piece-must-reach = { $piece }必须位于{ $region }。
getting-closer = 我们越来越接近了。
getting-further = 我们离目标越来越远了。
one-more-grand-move = 再来一次整体移动！
your-grand-move = 该你整体移动了。
computer-first-move = 电脑说{ $count }次整体移动就够了，第一步：{ $move }。
computer-finds-no-way = 电脑找不到达成这个目标的方法。
goal-impossible = 这个目标永远无法达成。
usual-start = 我们用通常的起始局面吧。
group-members = { $group }就是棋子{ $pieces }。
which-direction = 哪个方向？
shall-we-go = 我们向{ $direction }走吗？
watch-piece = 注意{ $piece }。
seat-grand-move = { $seat }：{ $move }。
start-placement = 开始时，{ $piece }在{ $square }。
players-count = 我们有{ $count }名玩家。
edge-moves-forbidden = 本局中，整体移动不允许有棋子被棋盘边缘挡住。

## Comet goals, condition by condition

goal-pieces-adjacent = 目标：棋子{ $pieces }彼此相邻。
goal-pieces-line = 目标：棋子{ $pieces }排成一条直线。
goal-pieces-block = 目标：棋子{ $pieces }填满一个矩形。
goal-pieces-in = 目标：棋子{ $pieces }位于{ $region }。
goal-group-adjacent = 目标：{ $group }彼此相邻。
goal-group-line = 目标：{ $group }排成一条直线。
goal-group-block = 目标：{ $group }填满一个矩形。
goal-group-in = 目标：{ $group }位于{ $region }。
goal-try = 我们试试这个目标好吗：{ $goal }？

## The other games

offer-draw = 我提议和棋。
accept-draw = 我接受和棋。
decline-draw = 我拒绝和棋。
resign = 我认输。
takeback-request = 我可以悔一步棋吗？
takeback-accept = 可以，悔棋吧。
takeback-decline = 不行，这步棋算数。
rematch-offer = 再来一局？
rematch-accept = 好，再下一局。
your-piece-threatened = 你在{ $square }的棋子受到威胁。
my-piece-threatened = 我在{ $square }的棋子受到威胁。
i-play-move = 我走{ $move }。
you-played-move = 你走了{ $move }。
did-not-see = 我没看到这一步。
move-is-good = { $move }是好棋。
move-was-mistake = { $move }是一步错棋。
move-would-be-better = 走{ $move }会更好。
you-win = 你赢了。
i-win = 我赢了。
it-is-a-draw = 和棋。
seat-wins = { $seat }获胜。
game-over = 对局结束。
clock-low = 我的棋钟只剩{ $duration }了。
time-ran-out = 我超时了。
move-not-legal = 这步棋不合规则。
seat-to-move = 轮到{ $seat }走棋。
move-was-forced = 这步棋是被迫的。
capture-on = 在{ $square }吃子！
protect-square = 保护{ $square }。
favourite-opening = 你最喜欢哪种开局？
moves-played = 我们已经下了{ $count }步。
play-faster = 你能下快一点吗？
review-together = 之后一起复盘好吗？
what-about-move = 走{ $move }怎么样？
do-you-know-game = 你知道{ $game }吗？
want-to-play-seat = 你想执{ $seat }吗？
game-move = 在{ $game }中：{ $move }。
