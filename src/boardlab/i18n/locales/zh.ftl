# boardlab 界面：简体中文。Needs review by a native speaker.

app-title = boardlab
nav-play = 对弈
nav-lobby = 大厅
nav-rules = 规则
nav-lab = 实验室
nav-settings = 设置
nav-sign-in = 登录
nav-sign-out = 退出
language-label = 语言
status-to-move = 轮到{ $seat }
status-your-turn = 轮到你了
status-waiting = 等待{ $seat }
status-game-over = 对局结束
banner-winner = { $seat }获胜
banner-draw = 和棋
banner-solved = 目标达成！
banner-unsolved = 目标未能达成
lobby-title = 大厅
lobby-new-game = 新对局
lobby-open-games = { $count ->
    [0] 没有等待中的对局
   *[other] { $count }个等待中的对局
}
chat-title = 对话
chat-send = 发送
chat-phrasebook = 常用语
chat-show-code = 显示代码
chat-copy = 复制
chat-mute = 屏蔽
chat-report = 举报
rules-heading = { $game }规则
rules-english-note = 规则全文为英文。
comet-together = 大家一起玩：所有玩家朝同一个目标努力。
comet-goal = 目标：{ $goal }
moves-count = { $count }步
