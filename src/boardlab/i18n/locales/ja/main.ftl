# boardlab のインターフェース：日本語。Needs review by a native speaker.

app-title = boardlab
nav-play = 対局
nav-lobby = ロビー
nav-rules = ルール
nav-lab = ラボ
nav-settings = 設定
nav-sign-in = ログイン
nav-sign-out = ログアウト
language-label = 言語
status-to-move = { $seat }の手番
status-your-turn = あなたの番です
status-waiting = { $seat }を待っています
status-game-over = 対局終了
banner-winner = { $seat }の勝ち
banner-draw = 引き分け
banner-solved = 目標達成！
banner-unsolved = 目標は達成されませんでした
lobby-title = ロビー
lobby-new-game = 新しい対局
lobby-open-games = { $count ->
    [0] 募集中の対局はありません
   *[other] 募集中の対局：{ $count }件
}
chat-title = 会話
chat-send = 送信
chat-phrasebook = フレーズ集
chat-show-code = コードを表示
chat-copy = コピー
chat-mute = ミュート
chat-report = 通報
rules-heading = { $game }のルール
rules-english-note = ルールの全文は英語です。
comet-together = みんなで一緒に遊びます：全員が同じ目標を目指します。
comet-goal = 目標：{ $goal }
moves-count = { $count }手

# The pages: header, game page, lobby, analysis board, profiles
nav-analysis = 検討ボード
nav-tagline = ブラウザで対局
nav-notify = 自分の手番を通知
seat-black = 黒
seat-white = 白
seat-p1 = プレイヤー1
seat-p2 = プレイヤー2
banner-aborted = 中止
conn-connecting = 接続中…
conn-live = ライブ
conn-reconnecting = 再接続中…
game-loading = 読み込み中…
game-title = { $title } · 対局 { $id }
game-no-such-game = このサーバーにその対局はありません。
game-rematch = 再戦
game-look-at-board = 盤面を見る
game-hint = ヒント
game-accept = 承諾
game-decline = 辞退
game-confirm = 確定
game-cancel = キャンセル
game-flip = 反転
game-analyse = 検討
game-type-move = 手を入力
game-play = 指す
game-abort = 中止
game-resign = 投了
game-offer-draw = 引き分けを提案
game-accept-draw = 引き分けを承諾
game-draw-offered = 引き分け提案中
game-draw-offer-from = { $seat }が引き分けを提案しています。
game-takeback = 待った
game-copy-record = 棋譜をコピー
game-import-record = 棋譜を読み込む
game-download-svg = SVGをダウンロード
game-confirm-moves = 送信前に毎回確認する
game-review = コンピュータ検討
game-waiting-for = { $seat }を待っています…
game-last-move = 直前の手：{ $move }
game-you = あなた
game-computer = コンピュータ（{ $spec }）
game-human = 人間
game-import-title = 棋譜を読み込む
game-import-help = 同じゲーム・同じ設定の新しい対局を棋譜から始めます。両者ともこの画面で指します。
game-import = 読み込む
game-note-title = 相手へのひとこと
game-note-send = 手を送る
picker-which = どれですか？
chat-placeholder = メッセージを入力
chat-spectators = 観戦者はプレイヤーのチャットを読めます。
chat-mute-other = 相手のチャットをミュート
account-signed-in = ログイン中：
account-log-in = ログイン
account-sign-up = 登録
account-log-out = ログアウト
account-username = ユーザー名
account-password = パスワード
lobby-game = ゲーム
lobby-options = 設定
lobby-opponent = 対戦相手
lobby-same-screen = 同じ画面
lobby-computer = コンピュータ
lobby-friend = 友達（招待リンク）
lobby-anyone = 誰でも（オープン挑戦）
lobby-you-play = あなたの手番側
lobby-rated = レーティング対象（先にログイン。両者のアカウントが席に着くと計算されます）
lobby-rated-short = レーティング対象（先にログイン）
lobby-strength = コンピュータの強さ
lobby-time-control = 持ち時間
lobby-untimed = なし（時間無制限）
lobby-other = その他…
lobby-start = 対局開始
lobby-challenges = オープン挑戦
lobby-no-challenges = オープン挑戦はありません。上の「誰でも（オープン挑戦）」で募集できます。
lobby-time = 時間
lobby-creator-plays = 作成者の手番側
lobby-rated-column = レート
lobby-by = 作成者
lobby-import-help = 棋譜（上で選んだゲームと設定のもの）を貼り付けると続きを指したり見返したりできます。例：
lobby-import-open = 読み込んで開く
lobby-account-games = あなたの対局（全端末）
lobby-waiting-first = あなたの手番の対局が先頭です。
lobby-browser-games = 自分の対局（このブラウザ）
lobby-no-games = このブラウザにはまだ対局がありません。
lobby-state = 状況
analysis-tried-here = ここで試した手はどの対局も変えません。途中で指すとそれ以降の手と置き換わります。
analysis-setup = 局面を設定
analysis-position = 局面文字列（空欄なら初期局面）
analysis-go = この局面を検討
analysis-back = 対局に戻る
player-title = プレイヤー
player-ratings = レーティング
player-no-ratings = レーティング対象の対局はまだありません。
player-variant = ゲームとバリアント
player-rating = レーティング
player-deviation = 偏差
player-rated-games = レート対局数
player-recent = 最近の対局
player-no-games = 対局はまだありません。
player-result = 結果
chat-muted-count = 相手側のメッセージ{ $count }件を非表示にしました（ミュート）。

# The game page's statuses
game-watching = この対局を観戦中です。
game-your-move-help = あなたの番です。盤上で手の始点をクリックし、印に従ってください。
game-you-offered-draw = 引き分けを提案しました。指すと取り消されます。
game-under-threat = 脅威：{ $seat }は対応が必要です。相手は{ $moves }で勝てます。
game-you-suffix = （あなた）
game-computer-suffix = （コンピュータ）
game-accept-rematch = 再戦を承諾
game-cancel-rematch = 再戦の申し込みを取り消す
game-turn-goes-on = { $steps }の後も手番が続きます。次の一歩を指してください。
game-selected = { $targets }を選択中：印の付いた目標をクリック（選択をもう一度クリックで取り消し）。

# The lobby's lists and challenges
lobby-post-challenge = 挑戦を募集
lobby-cannot-reach = サーバーに接続できません：{ $problem }
lobby-open-link = 開く
lobby-forget = 削除
lobby-your-move = あなたの番
lobby-same-screen-opponent = 同じ画面
lobby-friend-by-link = 友達（リンク経由）
lobby-no-longer = このサーバーにはもうありません
lobby-untimed-short = 時間無制限
lobby-rated-word = レート
lobby-casual = 非レート
lobby-anonymous = 匿名
lobby-log-in-to-accept = 承諾するにはログイン
lobby-to-move-played = { $seat }の番、{ $count }手済み

# Tooltips
tip-rules = boardlab で採用しているこのゲームのルール
tip-notify = 対局があなたの手番になったらブラウザが知らせます
tip-hint = 手を提案
tip-flip = 盤を反転
tip-analyse = 表示中の局面から対局に影響せず手を試す
tip-abort = 結果なしで対局を終える（最初の手の前のみ）
tip-takeback = 直前の手の待ったを頼む
tip-review = コンピュータが全手を調べ、損の大きい手に印を付けます

# Chat in sentences: the phrasebook
phrasebook-choose = 文を選ぶ…
phrasebook-insert = 挿入
phrasebook-say = 送る
phrasebook-pick = 盤上で選ぶ
phrasebook-topic-talk = 会話
phrasebook-topic-games = 対局中
phrasebook-topic-comet = comet の対局
phrasebook-topic-goal = comet の目標
phrasebook-type-square = マス
phrasebook-type-piece = 駒
phrasebook-type-pieces = 駒（例：2,5）
phrasebook-type-shape = 形
phrasebook-type-colour = 色
phrasebook-type-group = グループ
phrasebook-type-direction = 方向
phrasebook-type-grandmove = 大移動（例：prime-E）
phrasebook-type-goal = 目標
phrasebook-type-region = 領域（例：a1:c3）
phrasebook-type-count = 数
phrasebook-type-seat = プレイヤー
phrasebook-type-game = ゲーム
phrasebook-type-move = 手
phrasebook-type-duration = 秒

# The lobby's chat
lobby-chat-title = ロビーのチャット
lobby-chat-log-in = ロビーで話すにはログインしてください。
chat-unmute = ミュート解除
chat-reported = 報告済み
lobby-chat-muted = ミュート中のプレイヤーのメッセージ{ $count }件を非表示にしました。

# Comet: agreeing a goal
comet-goal-title = 目標
comet-propose = 提案
comet-accept-goal = この目標に同意
comet-phase-proposing = まだ目標が決まっていません。提案するか、相手の提案に同意してください。
comet-phase-waiting = 相手の同意か別の提案を待っています。
comet-phase-agreed = 合意しました。大移動を始められます。
comet-own-goal = 自分で作る目標…
comet-condition-adjacent = 隣り合う
comet-condition-line = 一直線に並ぶ
comet-condition-in = 領域の中
comet-and = さらに…

# The lobby: comet's goal by agreement
lobby-goal-by-agreement = 目標は対局中に文で決める（comet）

# The game page: invitations
invite-link-for = { $seat }への招待リンク（友達に送ってください）：
invite-copy = リンクをコピー
invite-copied = コピーしました
invite-select = 選択してコピー
invite-watch = 誰でも観戦できます（指すことはできません）：{ $url }

# The game page: more statuses; review; notices
game-earlier-position = 前の局面を表示中です。指すには » を押してください。
game-no-move-from = { $seat }の手で{ $target }から始まるものはありません。
game-choose = 選択：
game-play-question = { $move }を指しますか？
game-note-with = { $move }と共に：「{ $note }」
game-thinking = 考え中…
game-hint-from-solver = ヒント：{ $move }（ゲームのソルバーより）
game-hint-from-computer = ヒント：{ $move }（コンピュータプレイヤーより）
game-showing-step = { $total }手中{ $step }手目を表示中。
game-you-asked-takeback = 直前の手の待ったを頼みました。
game-takeback-from = { $seat }が直前の手の待ったを求めています。
game-withdraw = 取り下げる
game-rematch-started = 再戦が始まりました：
game-open-rematch = 再戦を開く
game-rematch-from = { $seat }が再戦を申し込んでいます。
game-you-offered-rematch = 再戦を申し込みました。相手を待っています。
game-resign-confirm = この対局を投了しますか？
game-note-needed = 先にひとこと書いてください（または手を取り消してください）。
review-working = コンピュータが対局を検討しています…
review-no-mistakes = 大きく損をした手はありません（この深さでは悪手なし）。
turns-your-move = あなたの番

# The analysis board and profiles
analysis-selected = { $targets }を選択中：印の付いた目標をクリック。
analysis-try = 手を試す：始点をクリックし、印に従ってください。
analysis-no-evaluation = 評価なし：{ $problem }
analysis-best-line = 最善手順：{ $line }
analysis-evaluation = { $seat }から見た評価 { $score }{ $work }。最善：{ $best }
analysis-depth = （深さ{ $depth }、{ $seconds }秒）
player-anonymous = アカウントのないプレイヤー
player-playing = 対局中（{ $seat }の番）
analysis-goal-in = { $count }手で目標。最善：{ $best }
analysis-goal-at-least = 目標まで少なくとも{ $count }手。最善：{ $best }
