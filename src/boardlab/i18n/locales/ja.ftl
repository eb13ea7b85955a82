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
