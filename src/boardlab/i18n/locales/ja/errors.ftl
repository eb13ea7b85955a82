### サーバーがリクエストを断るときのことば（boardlab/server/refusals.py）。ゲームのルールの
### 英語の文（$detail）は日本語の枠の中に入れます。

## ルール、文、その他の検査からの引用

error-illegal-move = その手は指せません：{ $detail }
error-invalid-option = 無効なオプション：{ $detail }
error-invalid-position = 無効な局面：{ $detail }
error-invalid-record = 無効な棋譜：{ $detail }
error-unknown-game = 不明なゲーム：{ $detail }
error-invalid-time-control = 無効な持ち時間：{ $detail }
error-invalid-sentence = 無効な文：{ $detail }
error-invalid-goal = 無効な目標：{ $detail }
error-rules-refused = ルール上できません：{ $detail }
error-invalid-request = 無効なリクエスト：{ $detail }
error-unexplained = 拒否されました：{ $detail }

## リクエスト

error-rate-limited = このクライアントからの「{ $kind }」リクエストが多すぎます：上限は毎秒{ $rate }件、一度に{ $burst }件までです
error-rate-limited-plain = このクライアントからの「{ $kind }」リクエストが多すぎます
error-nul-characters = リクエストにNUL文字は使えません
error-body-too-large = リクエストの本文が上限の{ $limit }バイトを超えています
error-options-json = 「options」はJSONオブジェクトでなければなりません：{ $detail }
error-options-not-object = 「options」はオプション名と値のJSONオブジェクトでなければなりません
error-unknown-game-name = 「game」はゲーム名でなければなりません。ゲーム：{ $games }
error-no-such-seat = { $game }に席{ $seat }はありません。席は{ $seats }です
error-bad-player = { $seat }のプレイヤーは「human」かコンピューターでなければなりません（指定：{ $spec }）
error-bad-agent = { $seat }：{ $detail }
error-position-and-record = 開始局面か棋譜のどちらか一方を指定してください
error-record-invalid = 棋譜：{ $detail }
error-position-invalid = 局面：{ $detail }
error-position-unreadable = 局面を読み取れません
error-record-unreadable = 棋譜を読み取れません
error-move-invalid = { $number }手目：{ $detail }
error-step-range = ステップは0から{ $last }の間でなければなりません（指定：{ $step }）
error-unknown-language = 不明な言語{ $code }：{ $codes }から選んでください

## 対局

error-no-game = ID { $id }の対局はありません
error-stored-game-broken = 保存された対局{ $id }はもう読み込めません：{ $detail }
error-stored-game-unreplayable = 保存された対局{ $id }は再生できません：{ $detail }
error-token-needed = 席のトークンが必要です：「Authorization: Bearer <token>」として送ってください
error-token-no-seat = このトークンはこの対局の席を持っていません
error-stale-ply = 古い手です：対局は{ $ply }手目ですが、手は{ $sent }手目として送られました
error-not-your-turn = { $to_move }の手番です。あなたのトークンは{ $seat }の席です
error-step-after-end = { $step }：このステップの前に対局は終わりました（{ $reason }）
error-empty-move = 手が空です
error-not-grand-move = { $move }は今この対局の大きな手ではありません
error-changed-reload = この手を指している間に対局が変わりました。再読み込みしてください
error-changed-meanwhile = その間に対局が変わりました。再読み込みしてください
error-changed-try-again = その間に対局が変わりました。もう一度試してください
error-game-over = 対局は終わりました：{ $result }（{ $reason }）
error-game-over-short = 対局は終わりました（{ $reason }）
error-note-not-due = この手のあとにメモは不要です。メモを受け取るのはゲームがメモを求める手だけです
error-note-needed = この手にはメモが必要です（「note」として送ってください）。{ $detail }
error-draw-together = { $game }は協力して遊ぶゲームです。合意する引き分けはありません。代わりに投了してください
error-draw-needs-other = 引き分けには同意する相手が必要です
error-draw-computer = { $seat }の席はコンピューターです。引き分けに同意しません
error-abort-after-move = この対局ではもう指しました。中止できません（代わりに投了してください）
error-takeback-pending = 先に{ $seat }が最後の手番の待ったを求めています。受け入れるか断ってください
error-takeback-none = 誰も待ったを求めていません（指すと求めは取り消されます）
error-takeback-own = この待ったを求めたのはあなたです。受け入れるのは相手です
error-takeback-nothing = { $seat }には取り消せる手番がありません
error-rematch-not-over = 再戦は対局が終わってから申し込めます
error-rematch-pending = { $seat }が再戦を申し込みました。受ける（POST .../rematch/accept）か断ってください
error-rematch-none = 誰も再戦を申し込んでいません（申し込んだ人が去ると取り消されます）
error-rematch-own = この再戦を申し込んだのはあなたです。受けるのは相手です
error-rematch-refused = 再戦はできません：{ $detail }
error-same-screen-rated = レーティング対局は二人で指すものです。同じ画面では指せません
error-rated-not-two = { $game }は二人の対戦ゲームではありません。レーティング対象にできません
error-rated-computer = レーティング対象は二人の人間の対局だけです。{ $seat }の席はコンピューターです
error-rated-from-start = レーティング対局はゲームの開始局面から始まります。局面も棋譜も指定しないでください

## フェアプレーとコンピューターの助け

error-fair-play = 二人の人間の対局では、進行中はエンジンの助けがありません。ヒント、コンピューターの講評、局面の解析は終局後に戻ります
error-fair-play-position = 二人の人間の対局では、進行中はエンジンの助けがありません。ヒント、コンピューターの講評、局面の解析は終局後に戻ります（これは進行中の対局の局面です）
error-hint-timeout = { $seconds }秒以内にヒントが見つかりませんでした。あとでもう一度試してください
error-analysis-too-long = 秒数：このサーバーの解析は最大{ $seconds }秒です
error-analysis-timeout = 解析が{ $seconds }秒以内に終わりませんでした。あとでもう一度試してください
error-analysis-too-many-moves = 解析できるのは最大{ $max }手です（指定：{ $count }手）
error-position-over = この局面は終わっています（{ $reason }）。解析するものはありません
error-queue-share = このクライアントはすでに{ $count }件（{ $what }）を待機中または実行中です（クライアントごとの上限）。どれかが終わるまで待ってください
error-computer-games-cap = このクライアントはすでにコンピューターと{ $playing }局指しています（同時に最大{ $cap }局）。どれかを終えるか投了してください
error-goal-not-comet = 目標を合意するのはコメット・ゲームの対局だけです。これは{ $game }です
error-goal-invalid = 目標：{ $detail }
error-goal-none-proposed = まだ目標が提案されていません。まず提案してください
error-goal-own-proposal = 提案を受け入れるのは相手です。別の目標を提案することはできます
error-goal-not-agreed = まだ目標が合意されていません。最初の大きな手の前に、提案するか相手の提案を受け入れてください
error-goal-already-agreed = この対局の目標はすでに合意されています
error-goal-agreement-not-comet = goal_by_agreement：目標を合意するのはコメット・ゲームの対局だけです。これは{ $game }です
error-goal-agreement-computer = goal_by_agreement：すべての席が人間でなければなりません（コンピューターは目標に合意できません）

## ロビーと挑戦

error-no-challenge = ID { $id }の挑戦はありません
error-challenge-not-two = { $game }の席は{ $count }つです。挑戦は二人用のゲームのためのものです
error-rated-needs-account-post = レーティング挑戦を出すにはログインしてください。レーティング対局は両者のレーティングに数えられるので、両者ともアカウントが必要です
error-rated-needs-account-accept = レーティング挑戦を受けるにはログインしてください。レーティング対局は両者のレーティングに数えられるので、両者ともアカウントが必要です
error-bad-colour = 色は{ $seats }か「random」でなければなりません（指定：{ $colour }）
error-lobby-full = ロビーが満員です（受付中の挑戦{ $count }件）。あとでもう一度試してください
error-own-challenge = これはあなた自身の挑戦です。誰かが受けるのを待つか、取り消してください
error-challenge-taken-or-withdrawn = この挑戦はその間に受けられたか取り下げられました
error-challenge-taken = この挑戦はその間に受けられました
error-challenge-accepted = この挑戦はすでに受けられています
error-challenge-cancelled = この挑戦は取り消されました
error-challenge-expired = この挑戦は期限切れです
error-cancel-not-creator = 挑戦を取り消せるのは作成者だけです。そのトークンを「Authorization: Bearer」として送ってください
error-challenges-cap-account = このアカウントにはすでに受付中の挑戦が{ $count }件あります（上限{ $cap }件）。どれかを取り消すか、受けられるのを待ってください
error-challenges-cap-client = このクライアントにはすでに受付中の挑戦が{ $count }件あります（上限{ $cap }件）。どれかを取り消すか、受けられるのを待ってください

## チャット

error-message-empty = メッセージが空です
error-message-too-long = メッセージは最大{ $max }文字です。これは{ $count }文字あります
error-malformed-sentence = メッセージに正しくない文があります：{ $detail }
error-chat-log-in = ロビーで話すにはログインしてください。チャットはアカウント用です
error-chat-too-fast = ロビーでの発言が速すぎます。3秒に1件、続けて最大5件までです
error-chat-message-missing = ロビーのチャットにメッセージ{ $id }はありません
error-report-too-long = 理由は最大{ $max }文字です。これは{ $count }文字あります

## アカウントとプレイヤー

error-username-invalid = ユーザー名は3〜24文字の英字、数字、「_」または「-」です
error-password-length = パスワードは{ $min }〜{ $max }文字です
error-username-taken = ユーザー名{ $name }はすでに使われています
error-login-attempts = このアカウントへのログイン試行が多すぎます。1分待ってからもう一度試してください
error-login-wrong = ユーザー名またはパスワードが違います
error-password-current-wrong = 現在のパスワードが違います
error-password-wrong = パスワードが違います
error-log-in-first = 先にログインしてください
error-not-logged-in = ログインしていません
error-csrf-cookie = セッションCookieで認証されたリクエストには{ $header }ヘッダーが必要です
error-csrf-session = このリクエストにはセッションの{ $header }ヘッダーが必要です
error-seat-other-account = この席は別のアカウントのものです。そのトークンで二つ目のアカウントに渡すことはできません
error-no-player = { $name }というプレイヤーはいません
error-no-puzzle = パズル{ $id }はありません
error-leaderboard-unknown-game = 不明なゲーム{ $game }：{ $games }から選んでください
error-leaderboard-limit = 「limit」は1から{ $max }の間でなければなりません（指定：{ $count }）
error-rating-range = min_rating（{ $low }）がmax_rating（{ $high }）より大きいです
error-preferences-nothing = 変更するものがありません：「theme」（「light」「dark」「auto」）または「sounds」（true／false）を送ってください
error-unknown-theme = 不明なテーマ{ $theme }：「light」「dark」「auto」から選んでください
error-hint-game-moved-waiting = ヒントを待っている間に対局が進みました。もう一度求めてください
error-hint-game-moved-thinking = ヒントを考えている間に対局が進みました。もう一度求めてください
