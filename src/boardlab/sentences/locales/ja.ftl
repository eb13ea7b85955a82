# boardlab comet circumflex sentences: Japanese (日本語). Needs review by a native speaker.
# Japanese has no plural forms: counts use only the "other" category. A grand move is
# 「一斉移動」 (all pieces of a group move at once).

## Values

piece-1 = 茶色の三角（1）
piece-2 = 赤の四角（2）
piece-3 = オレンジの丸（3）
piece-4 = 黄色の三角（4）
piece-5 = 緑の四角（5）
piece-6 = 青の丸（6）
piece-7 = マゼンタのピラミッド（7）
piece-8 = 灰色の四角（8）
piece-9 = 白のピラミッド（9）
colour-brown = 茶色
colour-red = 赤
colour-orange = オレンジ
colour-yellow = 黄色
colour-green = 緑
colour-blue = 青
colour-magenta = マゼンタ
colour-grey = 灰色
colour-white = 白
shape-round = 丸
shape-triangle = 三角
shape-square = 四角
shape-pyramid = ピラミッド
group-rounds = すべての丸
group-triangles = すべての三角
group-squares = すべての四角
group-pyramids = すべてのピラミッド
group-even = 偶数番号のすべての駒
group-odd = 奇数番号のすべての駒
group-prime = 素数番号のすべての駒
group-squarenum = 平方数番号のすべての駒
group-cubenum = 立方数番号のすべての駒
direction-N = 北
direction-S = 南
direction-E = 東
direction-W = 西
seat-p1 = プレイヤー1
seat-p2 = プレイヤー2
seat-p3 = プレイヤー3
seat-p4 = プレイヤー4
seat-p5 = プレイヤー5
seat-p6 = プレイヤー6
seat-p7 = プレイヤー7
seat-p8 = プレイヤー8
seat-p9 = プレイヤー9
seat-black = 黒
seat-white = 白
game-c1 = C1
game-axiom = AXIOM
game-ccc = CCC
game-cubes = Cubes
game-comet = コメット・サーカムフレックス
grand-move-value = { $group }を{ $direction }へ
region-centre = 中央（d4〜f6）
region-corners = 隅
region-edge = 盤の端
region-inside = 盤の内側（端以外）
region-north = 北側（6〜9段）
region-south = 南側（1〜4段）
region-east = 東側（f〜i列）
region-west = 西側（a〜d列）
region-board = 盤上のどこか
region-square = { $square }のマス
region-rectangle = { $corner }〜{ $other }の長方形
region-rank = 第{ $rank }段
region-file = { $file }列
goal-adjacent = 駒{ $pieces }が隣り合う
goal-line = 駒{ $pieces }が一直線に並ぶ
goal-block = 駒{ $pieces }が長方形を埋める
goal-in = 駒{ $pieces }が{ $region }にある
goal-not = 「{ $goal }」ではない
goal-and = { $left }、かつ{ $right }
goal-or = { $left }、または{ $right }
goal-nested = （{ $goal }）
unknown-sentence = [{ $number }：不明な文 { $number }]
malformed-sentence = [壊れた文]

## Talking

hello = こんにちは！
goodbye = さようなら！
thanks = ありがとう！
you-are-welcome = どういたしまして。
well-played = お見事！
good-game = 良い対局でした！
good-idea = いい考えですね！
not-understood = わかりません。
please-repeat = もう一度言ってください。
my-turn = 私の番です。
your-turn = あなたの番です。
seat-turn = { $seat }の番です。
agree = 賛成です。
disagree = 賛成しません。
hint-please = ヒントをもらえますか？
wait-moment = 少し待ってください。
ready = 準備できました。
are-you-ready = 準備はいいですか？
yes = はい。
no = いいえ。
sorry = ごめんなさい！
good-luck = 頑張って！
have-fun = 楽しんでください！
nice-move = いい手ですね！
let-me-think = 考えさせてください。
back-in = { $duration }後に戻ります。
time-left = 残り時間は{ $duration }です。
must-go = もう行かなければなりません。
play-again = もう一局やりましょうか？
which-game = どのゲームをしましょうか？
lets-play = { $game }をしましょう。
first-game-of = { $game }をするのは初めてです。
explain-rules = ルールを説明してもらえますか？
look-at-square = { $square }のマスを見てください。
why-move = なぜ{ $move }と指したのですか？
my-mistake = 間違えました。
congratulations = おめでとうございます！
that-was-fun = 楽しかったです。
good-morning = おはようございます！
good-evening = こんばんは！
how-are-you = お元気ですか？
fine-thanks = 元気です、ありがとう。
be-patient = 少しお待ちください。
do-not-know = 知りません。
maybe = たぶん。
you-are-right = その通りです。
prefer-game = { $game }の方が好きです。
i-play-seat = 私は{ $seat }を持ちます。
connection-slow = 接続が遅いです。

## Playing comet

propose-goal = この目標を提案します：{ $goal }。
accept-goal = この目標に同意します。
propose-other-goal = 別の目標にしましょう。
goal-agreed = 合意した目標：{ $goal }。
goal-reached = 目標達成です！
goal-not-reached = 目標はまだ達成されていません。
i-think-needs = この目標には一斉移動が{ $count }回必要だと思います。
computer-says-enough = コンピューターによると一斉移動{ $count }回で足ります。
shall-we-undo = 最後の一斉移動を取り消しましょうか？
start-again = 最初からやり直しましょう。
off-board-poor-play = 盤の外へ動かそうとするのは悪手です。
grand-move = { $move }動かしましょう。
propose-grand-move = 提案：{ $move }動かす。
pieces-moved = 駒{ $pieces }が動きました。
blocked-occupied = 駒{ $pieces }は動けませんでした：マスがふさがっていました。
blocked-edge = 駒{ $pieces }は動けませんでした：盤の外に出てしまうからです。
nothing-moved = 何も動きませんでした。
piece-blocked-by = { $piece }は{ $blocker }にふさがれました。
piece-on-square = { $piece }は{ $square }にあります。
piece-moved-to = { $piece }は{ $square }に動きました。
grand-moves-made = { $count ->
    [0] まだ一斉移動はしていません。
   *[other] 一斉移動を{ $count }回しました。
}
move-limit = { $count ->
    [0] 一斉移動の回数に制限はありません。
   *[other] 一斉移動の上限は{ $count }回です。
}
goal-not-reached-end = 目標に届かないまま対局が終わりました。
seat-gave-up = { $seat }が投了しました。
how-about-group = { $group }を動かしてはどうですか？
try-direction = { $direction }へ動かしてみてください。
where-are-shape = { $shape }はどこですか？
which-piece-colour = どの駒が{ $colour }ですか？
piece-must-reach = { $piece }は{ $region }に行かなければなりません。
getting-closer = 近づいています。
getting-further = 目標から遠ざかっています。
one-more-grand-move = あと一回の一斉移動！
your-grand-move = あなたの一斉移動です。
computer-first-move = コンピューターによると一斉移動{ $count }回で足ります。最初は{ $move }。
computer-finds-no-way = コンピューターはこの目標に届く方法を見つけられません。
goal-impossible = この目標は決して達成できません。
usual-start = いつもの初期配置を使いましょう。
group-members = { $group }とは駒{ $pieces }のことです。
which-direction = どの方向ですか？
shall-we-go = { $direction }へ行きましょうか？
watch-piece = { $piece }に注意してください。
seat-grand-move = { $seat }：{ $move }動かす。
start-placement = 最初、{ $piece }は{ $square }にあります。
players-count = プレイヤーは{ $count }人です。
edge-moves-forbidden = この対局では、駒が盤の端に止められる一斉移動はできません。

## Comet goals, condition by condition

goal-pieces-adjacent = 目標：駒{ $pieces }が隣り合うこと。
goal-pieces-line = 目標：駒{ $pieces }が一直線に並ぶこと。
goal-pieces-block = 目標：駒{ $pieces }が長方形を埋めること。
goal-pieces-in = 目標：駒{ $pieces }が{ $region }にあること。
goal-group-adjacent = 目標：{ $group }が隣り合うこと。
goal-group-line = 目標：{ $group }が一直線に並ぶこと。
goal-group-block = 目標：{ $group }が長方形を埋めること。
goal-group-in = 目標：{ $group }が{ $region }にあること。
goal-try = この目標を試しましょうか：{ $goal }？

## The other games

offer-draw = 引き分けを提案します。
accept-draw = 引き分けに同意します。
decline-draw = 引き分けはお断りします。
resign = 投了します。
takeback-request = 最後の手を取り消してもいいですか？
takeback-accept = はい、取り消してください。
takeback-decline = いいえ、その手はそのままです。
rematch-offer = もう一局どうですか？
rematch-accept = はい、もう一局やりましょう。
your-piece-threatened = { $square }のあなたの駒が狙われています。
my-piece-threatened = { $square }の私の駒が狙われています。
i-play-move = { $move }と指します。
you-played-move = あなたは{ $move }と指しました。
did-not-see = それは見落としていました。
move-is-good = { $move }は良い手です。
move-was-mistake = { $move }は悪手でした。
move-would-be-better = { $move }の方が良かったでしょう。
you-win = あなたの勝ちです。
i-win = 私の勝ちです。
it-is-a-draw = 引き分けです。
seat-wins = { $seat }の勝ちです。
game-over = 対局終了です。
clock-low = 持ち時間が残り{ $duration }しかありません。
time-ran-out = 時間切れです。
move-not-legal = その手は反則です。
seat-to-move = { $seat }の手番です。
move-was-forced = その手は仕方がありませんでした。
capture-on = { $square }で取ります！
protect-square = { $square }を守ってください。
favourite-opening = どの序盤が一番好きですか？
moves-played = { $count }手指しました。
play-faster = もう少し早く指してもらえますか？
review-together = あとで一緒に対局を振り返りませんか？
what-about-move = { $move }はどうですか？
do-you-know-game = { $game }を知っていますか？
want-to-play-seat = { $seat }を持ちたいですか？
game-move = { $game }で：{ $move }。
