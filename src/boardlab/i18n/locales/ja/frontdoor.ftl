# The front door: the shared header's links, the home page, leaderboards, profiles and settings.

## The header every page shares
frontdoor-nav-players = プレイヤー
frontdoor-nav-puzzles = 詰め問題
frontdoor-nav-analysis = 検討
frontdoor-nav-label = サイト
frontdoor-menu = メニュー

## The home page
frontdoor-online = オンライン { $count }人
frontdoor-playing = 対局中 { $count }局
frontdoor-quick-title = クイック対局
frontdoor-quick-help = ワンクリックで、同じゲーム・同じ持ち時間で待っている人と対局します。いなければ相手を待ちます。
frontdoor-quick-rated = ログイン中のため、これらの対局はレーティング対象です（一緒に遊ぶ comet を除く）。
frontdoor-quick-casual = 非レーティング対局です。レーティング対局をするにはログインしてください。
frontdoor-quick-group = クイック対局：{ $game }
frontdoor-quick-button = { $game }、{ $time }：今すぐ対局
frontdoor-quick-waiting = 対戦相手を待っています：{ $game }、{ $time }…
frontdoor-picture-alt = { $game }：初期配置
frontdoor-line-axiom = 12個の立方体の構造物を組み立て直しながら、王笏がその面を歩きます。
frontdoor-line-c1 = 滑って消えるタイルの上の円錐とピラミッド。
frontdoor-line-ccc = 平板・立方体・トーラスが積み重なり、盤上を崩れ落ちる構造物になります。
frontdoor-line-comet = 勝負ではありません。目標を決め、達成するまで駒の集団を一緒に動かします。
frontdoor-line-cubes = アクティブと非アクティブが切り替わる立方体を置いて滑らせます。動けなくなった方の負けです。
frontdoor-live-title = 進行中の対局
frontdoor-no-live = 現在、二人のプレイヤーの対局はありません。クイック対局で始めましょう。
frontdoor-live-alt = { $game }：現在の局面
frontdoor-watch = 観戦
frontdoor-steps = { $count }手目まで

## The lobby's challenges
frontdoor-no-challenges = 公開中の挑戦はありません。上のクイック対局を使うか、下の「誰でも（オープン挑戦）」で挑戦を出してください。
frontdoor-rating = レーティング
frontdoor-rating-range = 挑戦者のレーティング
frontdoor-min = 下限
frontdoor-max = 上限
frontdoor-min-label = 最低レーティング
frontdoor-max-label = 最高レーティング
frontdoor-clear = クリア
frontdoor-hidden-by-filter = { $count }件の挑戦がレーティングの絞り込みで非表示になっています。
frontdoor-provisional = 暫定レーティング：レーティング対局がまだ少ない
frontdoor-yours-waiting = あなたの挑戦、待機中…

## Leaderboards (/players)
frontdoor-players-title = プレイヤー
frontdoor-leaderboards = ランキング
frontdoor-leaderboard = ランキング：{ $game }
frontdoor-leaderboard-help = 各ゲームの標準ルール（既定のオプション）でのレーティングです。「?」は暫定レーティング（レーティング対局が少ない）を示します。
frontdoor-games-label = ゲーム
frontdoor-all-games = すべてのゲーム
frontdoor-rank = 順位
frontdoor-player = プレイヤー
frontdoor-no-players = このゲームのレーティング対局はまだありません。
frontdoor-see-all = ランキングをすべて見る
frontdoor-find-placeholder = プレイヤー名
frontdoor-find = プロフィールを開く

## Profiles (/players/{name})
frontdoor-no-player = 「{ $name }」という名前のプレイヤーはいません。
frontdoor-member-since = { $date }から参加
frontdoor-history-title = レーティングの推移
frontdoor-plot-label = { $game }における{ $name }のレーティングの推移
frontdoor-results = 成績
frontdoor-results-help = 終了したすべての対局（レーティング対象かどうか、相手が人かコンピューターかを問わず）。
frontdoor-wins = 勝ち
frontdoor-draws = 引き分け
frontdoor-losses = 負け
frontdoor-result-win = 勝ち
frontdoor-result-loss = 負け
frontdoor-result-draw = 引き分け
frontdoor-date = 日付

## Settings (/settings)
frontdoor-settings-title = 設定
frontdoor-preferences-title = 好みの設定
frontdoor-language = 言語
frontdoor-account-title = アカウント
frontdoor-settings-logged-out = パスワードの変更、すべての端末からのログアウト、アカウントの削除にはログインが必要です。
frontdoor-log-in-link = ホームページでログイン
frontdoor-password-title = パスワードの変更
frontdoor-password-current = 現在のパスワード
frontdoor-password-new = 新しいパスワード（8文字以上）
frontdoor-password-repeat = 新しいパスワード（確認）
frontdoor-password-submit = パスワードを変更
frontdoor-password-mismatch = 新しいパスワードが一致しません。
frontdoor-password-changed = パスワードを変更しました。ほかのセッションはログアウトされ、このセッションは続きます。
frontdoor-everywhere-title = すべての端末からログアウト
frontdoor-everywhere-help = この端末を含め、すべての端末でアカウントのセッションを終了します。
frontdoor-everywhere-button = すべての端末からログアウト
frontdoor-everywhere-confirm = この端末を含め、すべての端末からログアウトしますか？
frontdoor-logged-out-everywhere = すべての端末からログアウトしました。
frontdoor-delete-title = アカウントの削除
frontdoor-delete-help = アカウント、そのレーティングと推移は完全に削除されます。対局はあなたの名前なしで残ります。
frontdoor-delete-password = パスワード
frontdoor-delete-button = アカウントを削除
frontdoor-delete-confirm = アカウント { $name } を完全に削除しますか？元に戻せません。
frontdoor-deleted = アカウントを削除しました。
frontdoor-theme = テーマ
frontdoor-theme-auto = 端末に合わせる
frontdoor-theme-light = ライト
frontdoor-theme-dark = ダーク
frontdoor-sounds = 対局中の音（着手・取り・残り時間わずか）
