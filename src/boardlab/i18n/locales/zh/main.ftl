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

# The pages: header, game page, lobby, analysis board, profiles
nav-analysis = 分析棋盘
nav-tagline = 在浏览器中下棋
nav-notify = 轮到我时通知我
seat-black = 黑方
seat-white = 白方
seat-p1 = 玩家1
seat-p2 = 玩家2
banner-aborted = 已中止
conn-connecting = 连接中…
conn-live = 实时
conn-reconnecting = 重新连接中…
game-loading = 加载中…
game-title = { $title } · 对局 { $id }
game-no-such-game = 此服务器上没有这局棋。
game-rematch = 再来一局
game-look-at-board = 查看棋盘
game-hint = 提示
game-accept = 接受
game-decline = 拒绝
game-confirm = 确认
game-cancel = 取消
game-flip = 翻转
game-analyse = 分析
game-type-move = 输入着法
game-play = 走棋
game-abort = 中止
game-resign = 认输
game-offer-draw = 提和
game-accept-draw = 接受和棋
game-draw-offered = 已提和
game-draw-offer-from = { $seat }提议和棋。
game-takeback = 悔棋
game-copy-record = 复制棋谱
game-import-record = 导入棋谱
game-download-svg = 下载 SVG
game-confirm-moves = 发送前确认每一步
game-review = 电脑复盘
game-waiting-for = 等待{ $seat }…
game-last-move = 上一步：{ $move }。
game-you = 你
game-computer = 电脑（{ $spec }）
game-human = 真人
game-import-title = 导入棋谱
game-import-help = 以相同的棋类和选项从棋谱开始新对局，双方都在本屏幕上。
game-import = 导入
game-note-title = 给对手的留言
game-note-send = 发送着法
picker-which = 哪一个？
chat-placeholder = 说点什么
chat-spectators = 观众可以阅读玩家的聊天。
chat-mute-other = 屏蔽对方的聊天
account-signed-in = 已登录：
account-log-in = 登录
account-sign-up = 注册
account-log-out = 退出
account-username = 用户名
account-password = 密码
lobby-game = 棋类
lobby-options = 选项
lobby-opponent = 对手
lobby-same-screen = 同一屏幕
lobby-computer = 电脑
lobby-friend = 朋友（邀请链接）
lobby-anyone = 任何人（公开挑战）
lobby-you-play = 你执
lobby-rated = 计分（请先登录；双方账号都就座后计分）
lobby-rated-short = 计分（请先登录）
lobby-strength = 电脑强度
lobby-time-control = 用时规则
lobby-untimed = 无（不计时）
lobby-other = 其他…
lobby-start = 开始对局
lobby-challenges = 公开挑战
lobby-no-challenges = 没有公开挑战。可在上方选择“任何人（公开挑战）”发布。
lobby-time = 时间
lobby-creator-plays = 发起者执
lobby-rated-column = 计分
lobby-by = 发起者
lobby-import-help = 粘贴棋谱（对应上面选择的棋类和选项）以继续或复盘，例如
lobby-import-open = 导入并打开
lobby-account-games = 你的对局（所有设备）
lobby-waiting-first = 等你走棋的对局排在前面。
lobby-browser-games = 我的对局（本浏览器）
lobby-no-games = 本浏览器中还没有对局。
lobby-state = 状态
analysis-tried-here = 在这里尝试的着法不会改变任何对局。在变化中途走的着法会替换其后的着法。
analysis-setup = 摆设局面
analysis-position = 局面字符串（留空为初始局面）
analysis-go = 分析此局面
analysis-back = 返回对局
player-title = 玩家
player-ratings = 等级分
player-no-ratings = 还没有计分对局。
player-variant = 棋类与变体
player-rating = 等级分
player-deviation = 偏差
player-rated-games = 计分对局
player-recent = 最近对局
player-no-games = 还没有对局。
player-result = 结果
chat-muted-count = 已隐藏对方的{ $count }条消息（已屏蔽）。

# The game page's statuses
game-watching = 你正在观看这局棋。
game-your-move-help = 轮到你：在棋盘上点击着法的起点，然后按标记操作。
game-you-offered-draw = 你已提和；走一步即撤回。
game-under-threat = 威胁：{ $seat }必须应对——对手可以用{ $moves }获胜。
game-you-suffix = （你）
game-computer-suffix = （电脑）
game-accept-rematch = 接受再来一局
game-cancel-rematch = 撤回再来一局的邀请
game-turn-goes-on = { $steps }之后你的回合继续：走下一步。
game-selected = 已选择{ $targets }：点击标记的目标（或再次点击所选以取消）。

# The lobby's lists and challenges
lobby-post-challenge = 发布挑战
lobby-cannot-reach = 无法连接服务器：{ $problem }
lobby-open-link = 打开
lobby-forget = 忘记
lobby-your-move = 轮到你
lobby-same-screen-opponent = 同一屏幕
lobby-friend-by-link = 朋友（通过链接）
lobby-no-longer = 已不在此服务器上
lobby-untimed-short = 不计时
lobby-rated-word = 计分
lobby-casual = 不计分
lobby-anonymous = 匿名
lobby-log-in-to-accept = 登录后接受
lobby-to-move-played = 轮到{ $seat }，已走{ $count }回合

# Tooltips
tip-rules = boardlab 所采用的本棋规则
tip-notify = 当对局轮到你时由浏览器提醒你
tip-hint = 建议一步棋
tip-flip = 翻转棋盘
tip-analyse = 从当前显示的局面试走，不影响对局
tip-abort = 无结果结束对局：仅在你走第一步之前可用
tip-takeback = 请求撤回你的上一步
tip-review = 电脑检查每一回合并标出损失最大的几步

# Chat in sentences: the phrasebook
phrasebook-choose = 选择一句话…
phrasebook-insert = 插入
phrasebook-say = 说出
phrasebook-pick = 在棋盘上选
phrasebook-topic-talk = 交谈
phrasebook-topic-games = 对局中
phrasebook-topic-comet = 下 comet
phrasebook-topic-goal = comet 目标
phrasebook-type-square = 格子
phrasebook-type-piece = 棋子
phrasebook-type-pieces = 棋子（如 2,5）
phrasebook-type-shape = 形状
phrasebook-type-colour = 颜色
phrasebook-type-group = 组
phrasebook-type-direction = 方向
phrasebook-type-grandmove = 大移动（如 prime-E）
phrasebook-type-goal = 目标
phrasebook-type-region = 区域（如 a1:c3）
phrasebook-type-count = 数目
phrasebook-type-seat = 玩家
phrasebook-type-game = 棋类
phrasebook-type-move = 着法
phrasebook-type-duration = 秒

# The lobby's chat
lobby-chat-title = 大厅聊天
lobby-chat-log-in = 登录后才能在大厅聊天。
chat-unmute = 取消屏蔽
chat-reported = 已举报
lobby-chat-muted = 已隐藏被屏蔽玩家的{ $count }条消息。

# Comet: agreeing a goal
comet-goal-title = 目标
comet-propose = 提议
comet-accept-goal = 接受这个目标
comet-phase-proposing = 尚未商定目标：提出一个，或接受对方的提议。
comet-phase-waiting = 等待对方接受或提出另一个目标。
comet-phase-agreed = 已商定：可以开始大移动了。
comet-own-goal = 自定义目标…
comet-condition-adjacent = 相邻
comet-condition-line = 成一直线
comet-condition-in = 在区域内
comet-and = 并且…

# The lobby: comet's goal by agreement
lobby-goal-by-agreement = 在对局中用句子商定目标（comet）

# The game page: invitations
invite-link-for = { $seat }的邀请链接（发给你的朋友）：
invite-copy = 复制链接
invite-copied = 已复制
invite-select = 选中并复制
invite-watch = 任何人都可以在 { $url } 观看（不能走棋）

# The game page: more statuses; review; notices
game-earlier-position = 你正在查看之前的局面：按 » 继续下棋。
game-no-move-from = { $seat }没有从{ $target }开始的着法。
game-choose = 选择：
game-play-question = 走{ $move }？
game-note-with = 随{ $move }：“{ $note }”
game-thinking = 思考中…
game-hint-from-solver = 提示：{ $move }（来自本棋的求解器）
game-hint-from-computer = 提示：{ $move }（来自电脑玩家）
game-showing-step = 显示第{ $step }步，共{ $total }步。
game-you-asked-takeback = 你请求撤回上一步。
game-takeback-from = { $seat }请求撤回上一步。
game-withdraw = 撤回
game-rematch-started = 再来一局已开始：
game-open-rematch = 打开再来一局
game-rematch-from = { $seat }提议再来一局。
game-you-offered-rematch = 你已提议再来一局，等待对方。
game-resign-confirm = 认输这局棋？
game-note-needed = 请先写几句话（或取消这步棋）。
review-working = 电脑正在复盘…
review-no-mistakes = 没有哪一步损失很大：在此深度未发现失误。
turns-your-move = 轮到你

# The analysis board and profiles
analysis-selected = 已选择{ $targets }：点击标记的目标。
analysis-try = 试走一步：点击起点，然后按标记操作。
analysis-no-evaluation = 无评估：{ $problem }
analysis-best-line = 最佳路线：{ $line }。
analysis-evaluation = { $seat }的评估 { $score }{ $work }。最佳：{ $best }。
analysis-depth = （深度 { $depth }，{ $seconds } 秒）
player-anonymous = 无账号的玩家
player-playing = 进行中（轮到{ $seat }）
analysis-goal-in = { $count }步达成目标。最佳：{ $best }。
analysis-goal-at-least = 至少{ $count }步达成目标。最佳：{ $best }。
