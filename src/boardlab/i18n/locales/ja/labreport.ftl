### ラボのレポートとラボの拒否メッセージ（en/labreport.ftl を参照）。

## 見出しと文

labreport-title = ラボのレポート：{ $experiment }
labreport-not-reproducible = 再現できません：
labreport-time-caps-other-games = エージェントは時間制限つきで対局したため、もう一度実行すると別の対局になります。
labreport-time-caps = エージェントは時間制限つきで対局しました。
labreport-seed = シード { $seed }
labreport-seeds = { $count ->
   *[other] シード { $seeds }
}
labreport-only-puzzles = { $file }（{ $seeds }）から。対局はなく、パズルのみです。
labreport-summary = { $file }（{ $seeds }、手数の上限 { $limit } ステップ。上限で止まった対局は引き分けとして数えます{ $opening }）から、{ $variants } バリアントで { $count } 局。率は対局に占める割合で、括弧内は 95 % 区間です。
labreport-opening = 。各ペアの対局はそれぞれ独自のランダムな { $count } ステップで始まり、席を入れ替えています
labreport-unknown = ？
labreport-pairing = { $a } 対 { $b }
labreport-interval = （{ $low }～{ $high }）
labreport-no-decisive-game = 決着した対局なし
labreport-share = { $count } 局中 { $share }（{ $low }～{ $high }）、p = { $p }
labreport-elo-infinite = ∞
labreport-per-game = { $pairing }、1 局あたり：{ $counters }
labreport-endings = { $pairing }、終局の理由：{ $endings }
labreport-repeated = { $pairing }、繰り返された対局：{ $count } 局のうち異なるのは { $distinct } 局だけです（実験の `opening = N` で変化をつけられます）
labreport-ending-count = { $ending }（{ $count }）
labreport-by-seed = { $pairing }、シードごとの決着した対局に占める先手の割合：{ $shares }。シードは一致するか？ カイ二乗 { $chi2 }（自由度 { $df }）、p = { $p }
labreport-seed-share = シード { $seed }：{ $share }
labreport-comparison = バリアントの比較
labreport-comparison-intro = { $count } 件の検定（先手の勝率、引き分け率、平均の長さ。同じ組み合わせの 2 つのバリアントごと）、Holm 法で補正。有意水準 { $alpha } で有意なもの：{ $significant } 件。
labreport-comparison-none = これらの対局では、バリアント間に有意な差はありません。
labreport-yes = はい
labreport-no = いいえ
labreport-page-title = { $experiment } – boardlab ラボ

## バリアントの表

labreport-col-pairing = 組み合わせ（A 対 B）
labreport-col-games = 対局数
labreport-col-first-wins = 先手の勝ち
labreport-col-first-share = 決着した対局に占める先手の割合（50 % に対する p）
labreport-col-draws = 引き分け
labreport-col-limit = 上限で停止
labreport-col-length = 長さの中央値（四分位範囲）
labreport-col-branching = 分岐数
labreport-col-decided = 決着した時点
labreport-col-lead-changes = 優勢の入れ替わり
labreport-col-drama = ドラマ性
labreport-col-score = A の得点
labreport-col-elo = Elo A–B

## ゲームデザインの指標と、欠けている理由

labreport-col-measure = 指標（すべての組み合わせの対局）
labreport-col-value = 値（95 % 区間）
labreport-measure-branching-factor = 分岐係数
labreport-measure-decisiveness = 決定性
labreport-measure-drama = ドラマ性
labreport-measure-lead-changes = 優勢の入れ替わり
labreport-measure-uncertainty = 不確実性
labreport-measure-clarity = 明快さ
labreport-measure-coverage = 盤面の網羅度
labreport-measure-repetition = 反復
labreport-measure-stalemate-share = 手詰まりの割合
labreport-measure-skill-trace = 技量の差の現れ方
labreport-unmeasured-seats = 3 席以上のゲームでは、どちらかが優勢ということがありません
labreport-unmeasured-no-evaluation-ahead = このゲームには、どちらが優勢かを示す評価がありません
labreport-unmeasured-no-decisive-game = 決着した対局がありません
labreport-unmeasured-no-decisive-evaluated = 双方の評価がある決着した対局がありません
labreport-unmeasured-no-evaluation-leads = このゲームには、どちらがリードしているかを示す双方の評価がありません
labreport-unmeasured-no-game = 対局がありません
labreport-unmeasured-no-step = 1 ステップも進んだ対局がありません
labreport-unmeasured-built-board = { $game } の盤は駒で組み立てられます。網羅すべき決まったマスがありません
labreport-unmeasured-no-squares = { $game } の手はマスを指しません（comet のグランドムーブはグループと方向を指します）
labreport-unmeasured-no-move = 1 手も指した対局がありません
labreport-unmeasured-no-games = 対局がありません
labreport-unmeasured-no-replay = 再生できた対局がありません
labreport-unmeasured-two-seats = 固定の評価関数は一方から見た局面を評価します。2 席のゲームのみです
labreport-unmeasured-no-evaluator = このゲームには、固定の評価関数の探索に使える評価がありません
labreport-unmeasured-no-open-position = 評価すべき未決着の局面がありません
labreport-unmeasured-no-two-moves = 比べられる 2 つの手がある局面がありません
labreport-unmeasured-no-ladder = これらの対局にはレベルの階段がありません：'boardlab lab ladder GAME' を実行してください（各レベルと一つ下のレベルの対戦）
labreport-unmeasured-cooperative = 協力ゲームです。全席が一つの結果を共有するため、どのレベルも他のレベルに勝ちません

## 対局の終わり方

labreport-ending-unfinished = 未終局（手数の上限）
labreport-ending-a-player = あるプレイヤー
labreport-ending-a-cell = あるマス

## バリアントの比較

labreport-col-variant = バリアント
labreport-col-value-short = 値
labreport-col-pairing-short = 組み合わせ
labreport-col-metric = 指標
labreport-col-p-holm = p（Holm）
labreport-col-significant = 有意
labreport-metric-first-player-win-rate = 先手の勝率
labreport-metric-draw-rate = 引き分け率
labreport-metric-mean-length = 平均の長さ

## comet のゴールの難しさ

labreport-goals = comet のゴール：難しさ
labreport-goals-intro = ゴールごとに { $starts } 個のランダムな開始局面からの最適解（ソルバーの深さ { $depth }）。難しい順。
labreport-col-rank = 順位
labreport-col-goal = ゴール
labreport-col-solved = 深さ内で解けた
labreport-col-solved-within = { $within } 以内で解けた
labreport-col-mean-optimal = 最適な長さの平均
labreport-col-median = 中央値
labreport-col-optimal-starts = 最適な長さ：開始局面の数

## グラフ：タイトル、軸、凡例

labreport-plot-variant-rates = 先手の勝ちと引き分けの率
labreport-plot-lengths = 長さのヒストグラム
labreport-plot-outcomes = 結果
labreport-plot-branching = ステップごとの分岐係数
labreport-plot-curves = 評価の推移
labreport-legend-games = { $pairing }（{ $count } 局）
labreport-axis-length = 対局の長さ（ステップ、1 手に 1 つ）
labreport-axis-games = 対局数
labreport-first-wins = 先手の勝ち
labreport-second-wins = 後手の勝ち
labreport-draws = 引き分け
labreport-axis-result = 結果（エラーバー：95 % ウィルソン区間）
labreport-axis-share = 対局に占める割合（%）
labreport-axis-step = ステップ番号
labreport-axis-legal-steps = 合法なステップの数（対局の平均）
labreport-legend-sample = { $pairing }、第 { $number } 局：{ $result }
labreport-axis-evaluation = 評価（{ $seat } から見て）
labreport-axis-evaluation-scale = （−1 負け … +1 勝ち）
labreport-result-drawn = 引き分け
labreport-result-unfinished = 手数の上限で停止
labreport-result-won = { $seat } の勝ち
labreport-axis-variant = バリアント（下のセクションの番号。最初の組み合わせ）
labreport-axis-share-interval = 対局に占める割合（%、95 % 区間）

## ウェブアプリでのラボの拒否メッセージ

error-lab-no-file = ラボの結果ファイル { $name } はありません
error-lab-unreadable = { $name } を読み込めません：{ $detail }
error-lab-no-experiment = ラボの実験 { $id } はありません
error-lab-log-in = 実験を始めるにはログインしてください：ラボはアカウント向けです
error-lab-log-in-mine = 自分の実験を見るにはログインしてください
error-lab-name = 名前：実験に 1～{ $limit } 文字の名前を付けてください
error-lab-unknown-game = ゲーム：{ $detail }
error-lab-no-variants = バリアント：少なくとも 1 つのバリアントを追加してください（オプションはすべて既定値のままでかまいません）
error-lab-no-pairings = 組み合わせ：2 つのエージェントの組み合わせを少なくとも 1 つ追加してください
error-lab-too-many-pairings = 組み合わせ：1 つの実験につき最大 { $limit } 組ですが、{ $count } 組ありました
error-lab-pairing-size = 組み合わせ：組み合わせ { $number } は 2 つのエージェントを指定する必要がありますが、{ $count } 個でした
error-lab-agent = 組み合わせ：エージェント { $agent } はウェブのラボでは使えません。{ $agents } から選んでください
error-lab-no-games = 対局数：バリアントと組み合わせごとに少なくとも 1 局必要ですが、{ $count } でした
error-lab-move-limit = 手数の上限：1～{ $limit } ステップですが、{ $count } でした
error-lab-experiment = 実験が正しくありません：{ $detail }
error-lab-too-many-variants = バリアント：1 つの実験につき最大 { $limit } 個ですが、このオプションでは { $count } 個になります
error-lab-too-many-games = 対局数：この実験は { $count } 局です（{ $variants } バリアント × { $pairings } 組 × { $games } 局）。ウェブのラボで対局できるのは 1 つの実験につき最大 { $limit } 局です
error-lab-active-cap = 待機中または実行中の実験が { $count } 件あり、アカウントの上限です。どれかが終わるのを待つか、どれかを中止してください
error-lab-daily-cap = 1 つのアカウントが 24 時間に始められるのは { $limit } 局です。すでに { $today } 局を始めていて、この実験は { $count } 局です
error-lab-no-games-yet = この実験にはまだ対局がありません。レポートは最初の対局とともに届きます
error-lab-not-yours = 実験を中止できるのは、それを始めたアカウントだけです
error-lab-ended = { $state ->
    [done] この実験はすでに完了しています。中止できるのは待機中か実行中の実験だけです
    [cancelled] この実験はすでに中止されています。中止できるのは待機中か実行中の実験だけです
    [failed] この実験はすでに失敗しています。中止できるのは待機中か実行中の実験だけです
   *[other] この実験はすでに終わっています（{ $state }）。中止できるのは待機中か実行中の実験だけです
}
