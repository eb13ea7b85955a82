### ゲームのことば：タイトル、オプション（名前、一行の説明、値）、対局が終わった理由。

## タイトル

games-title-axiom = AXIOM
games-title-c1 = C1（コーン）
games-title-ccc = CCC（Collapsable Construct Collision）
games-title-comet = コメット・サーカムフレックス・ゲーム
games-title-cubes = Cubes（アクティブとインアクティブのキューブ）

## チェックボックス

option-on = はい
option-off = いいえ

## AXIOM

option-axiom-own_pair = 1つのキューブに2本の笏
option-axiom-own_pair-help = 同じ色の笏が2本とも同じキューブに立ったときにどうなるか。
option-value-axiom-own_pair-loss = その色の負け（2008年版のルール）
option-value-axiom-own_pair-allowed = 許可、効果なし
option-value-axiom-own_pair-forbidden = 禁止、どの手もそうできない
option-axiom-one_piece = 構造を一つに保つ
option-axiom-one_piece-help = キューブの手は構造をつながったままにしなければならない（除去による分断は可）。
option-axiom-move_limit = 手数の上限
option-axiom-move_limit-help = この手数で引き分けになる（0：上限なし）。
option-axiom-sceptre_length = 笏の届く長さ
option-axiom-sceptre_length-help = 立っている笏が面の前に占めるセルの数。
option-value-axiom-sceptre_length-1 = 1セル（ルールシート）
option-value-axiom-sceptre_length-2 = 2セル（長めの解釈）

## C1

option-c1-variant = バリアント
option-c1-variant-help = C1は1手番に1手。C2はまずタイルを動かしてよく、その後コーンかピラミッドを動かす。
option-value-c1-variant-c1 = C1：1手番に1手
option-value-c1-variant-c2 = C2：タイルの手、次にコーンかピラミッドの手
option-c1-repetition = 繰り返しによる引き分け
option-c1-repetition-help = 同じ局面がこの回数現れると引き分け（0：なし、2以上）。
option-c1-move_limit = 手数の上限
option-c1-move_limit-help = この手数を終えると引き分けになる（0：上限なし）。

## CCC

option-ccc-flat_rows = Flatの列数
option-ccc-flat_rows-help = 各陣のFlatの列数（設計では2、0〜3）。
option-ccc-flat_placement = Flatの位置
option-ccc-flat_placement-help = Flatの列を特殊駒の列に対してどこに置くか。
option-value-ccc-flat_placement-front = 特殊駒の前
option-value-ccc-flat_placement-behind = 特殊駒の後ろ
option-value-ccc-flat_placement-around = その周り（多い半分を前に）
option-ccc-empty_ranks = 空の段
option-ccc-empty_ranks-help = 開始時の両陣の間の空の段の数。
option-ccc-specials = 黒の特殊駒
option-ccc-specials-help = 黒の特殊駒の列：standard（CTSLNMTC）、random（シードから）、またはCCTTSMLNの文字の並べ方。
option-ccc-white_specials = 白の特殊駒
option-ccc-white_specials-help = 白の列：mirror（同じ筋に同じ駒）、rotated（白から見た黒の並び）、random、または並べ方。
option-ccc-seed = 乱数シード
option-ccc-seed-help = 特殊駒の列をランダムにするときのシード。
option-ccc-flag_rest = Nice Flagの休み
option-ccc-flag_rest-help = 次の手番にNice Flagが行動できなくなる条件。
option-value-ccc-flag_rest-move = 移動だけ（本文のとおり）
option-value-ccc-flag_rest-any = Flagのあらゆる行動（再生成を含む）
option-ccc-first = 先手
option-ccc-first-help = 最初の手番を指す色。
option-value-ccc-first-black = 黒
option-value-ccc-first-white = 白
option-ccc-no_move = 合法な行動がない
option-ccc-no_move-help = 合法な行動がない側がどうなるか（ルールには書かれていない）。
option-value-ccc-no_move-loss = その側の負け
option-value-ccc-no_move-draw = 引き分け
option-ccc-move_limit = 手数の上限
option-ccc-move_limit-help = この手数で引き分けになる（0：上限なし）。

## コメット・サーカムフレックス・ゲーム

option-comet-goal = 目標
option-comet-goal-help = プレイヤーが合意する目標：組み込みの目標、または目標言語で書いたもの（例：adjacent(pyramids) and line(squares)）。
option-value-comet-goal-pyramids-adjacent = 2つのピラミッドを隣に
option-value-comet-goal-squares-in-line = 3つの四角を一列に
option-value-comet-goal-both-examples = 本文の2つの例を同時に
option-value-comet-goal-three-pairs = 同じ形の組をそれぞれ隣に
option-value-comet-goal-brown-to-centre = 茶色の三角を中央のマスに
option-value-comet-goal-white-to-corner = 白いピラミッドを隅に
option-value-comet-goal-pyramids-to-centre = 両方のピラミッドを中央の3×3に
option-value-comet-goal-plus-sign = 緑の四角の周りに4つの偶数の駒
option-value-comet-goal-warm-colours = 赤、橙、黄をひとかたまりに
option-value-comet-goal-red-green-blue = 赤、緑、青を一列に
option-value-comet-goal-triangles-north = 両方の三角を北の端に
option-value-comet-goal-shapes-in-line = 丸と三角を一列に
option-value-comet-goal-evens-in-line = 偶数の駒を一列に
option-value-comet-goal-primes-together = 素数の駒をひとかたまりに
option-comet-move_limit = 大きな手の上限
option-comet-move_limit-help = この数の大きな手で未解決のまま終わる（0：上限なし）。
option-comet-start = 開始局面
option-comet-start-help = 開始時の駒1〜9のマス（コンマ区切り）。
option-comet-edge_blocking = 端での足止めを許す
option-comet-edge_blocking-help = 盤の端で駒を止める大きな手を許す。
option-comet-players = プレイヤー数
option-comet-players-help = プレイヤーの数（席はプレイヤー1、プレイヤー2、…）。

## Cubes

option-cubes-size = 盤の大きさ
option-cubes-size-help = 盤の一辺のマスの数。
option-cubes-first = 先手
option-cubes-first-help = 誰が先に指すか。
option-value-cubes-first-random = 抽選
option-value-cubes-first-black = 黒
option-value-cubes-first-white = 白
option-cubes-seed = 乱数シード
option-cubes-seed-help = 先手の抽選のシード（0：対局ごとに新しく抽選）。
option-cubes-slide = スライド
option-cubes-slide-help = 角が通り道にかかるキューブの横をスライドが通れるか。
option-value-cubes-slide-physical = 物理的：通り抜け、インアクティブなキューブを押しのける
option-value-cubes-slide-strict = 厳密：アクティブなキューブの前を通れない
option-cubes-move_limit = 手数の上限
option-cubes-move_limit-help = この手数で引き分けになる（0：上限なし）。

## 対局が終わった理由

reason-resigned = { $seat }が投了しました
reason-resigned-abandoned = { $seat }が投了しました。対局は打ち切りです
reason-comet-gave-up = { $seat }があきらめました
reason-draw-agreed = { $other }が引き分けを提案し、{ $seat }が受け入れました
reason-aborted = { $seat }が指す前に対局を中止しました
reason-time = { $seat }の持ち時間が切れました
reason-time-cannot-win = { $seat }の持ち時間が切れましたが、{ $other }はもう勝てません
reason-move-limit = { $count }手の上限に達しました
reason-no-legal-move = { $seat }に合法手がありません
reason-axiom-meeting = { $other }の笏が、{ $seat }の笏を載せた{ $cell }のキューブに届きました
reason-axiom-both-pairs = 両者とも2本の笏を1つのキューブに置いています
reason-axiom-own-pair = { $seat }が2本の笏を1つのキューブに置きました
reason-c1-both-surrounded = 両方のコーンが囲まれました
reason-c1-surrounded = { $seat }のコーンが囲まれました
reason-c1-repetition = 同じ局面が{ $count }回現れました
reason-ccc-both-pyramids = 両者が同じ手番で最後のピラミッドを失いました
reason-ccc-no-pyramid = { $seat }にピラミッドが残っていません
reason-ccc-no-attack = どちらも相手のピラミッドをもう破壊できません（攻撃できるのはピラミッドだけで、それぞれ自分の色のマスにいます）
reason-no-action = { $seat }に合法な行動がありません
reason-comet-solved = 目標が成り立ちました：{ $goal }
reason-comet-move-limit = 大きな手{ $count }回の上限に達し、目標は達成されませんでした
reason-comet-edge = 端で駒を止めずに指せる大きな手がありません
reason-cubes-no-move = { $seat }は合法手を指せません
reason-cubes-sealed = 両者のキューブが別々の領域に閉じ込められました

## 対局についてのページのことば

games-fair-play = フェアプレー：二人の人間の対局では、進行中はエンジンの助けがありません。ヒント、コンピューターの講評、局面の解析は終局後に戻ります。
games-board-not-drawn = 盤を描けませんでした（{ $status }）。
games-analysis-of = 解析：{ $title }
games-analysis-board-of = 解析盤 · { $title }
games-over-here = ここで対局は終わっています。
games-no-move-from = { $target }から始まる{ $seat }の手はありません。
games-clock-days = { $clock }（1手あたりの日数）
games-clock-minutes = { $clock }（各自の分数＋1手ごとの秒数）
games-no-review = 講評なし：{ $problem }
games-mark-blunder = 大悪手
games-mark-mistake = 悪手
games-loss-distance = 目標までの距離が{ $count }手増えました（最善：{ $best }）
games-loss-evaluation = { $seat }の評価が{ $before }から{ $after }になりました（最善：{ $best }）
games-graph-distance = 各手番のあとの目標までの距離
games-graph-evaluation = 各手番のあとの{ $seat }の評価
games-option-choices = { $option }：組み込みの選択肢
games-option-other = その他…（下に入力）
games-colour-random = ランダム
games-title-seat = { $title }（{ $seat }）
games-rated-needs-accounts = レーティング対局は両者のレーティングに数えられるので、両者ともアカウントが必要です。
games-same-screen = （同じ画面）
games-opponent-computer = コンピューター（{ $level }）
games-against = 対戦相手：{ $opponent }
games-agent-random = ランダムな手
games-agent-easy = やさしい
games-agent-medium = ふつう
games-agent-hard = むずかしい
games-agent-expert = エキスパート
