### 服务器拒绝请求时说的话（boardlab/server/refusals.py）。游戏规则的英文原文（$detail）
### 放在中文的框架里。

## 引用规则、句子或其他检查

error-illegal-move = 不允许这步棋：{ $detail }
error-invalid-option = 选项无效：{ $detail }
error-invalid-position = 局面无效：{ $detail }
error-invalid-record = 棋谱无效：{ $detail }
error-unknown-game = 未知的游戏：{ $detail }
error-invalid-time-control = 用时设置无效：{ $detail }
error-invalid-sentence = 句子无效：{ $detail }
error-invalid-goal = 目标无效：{ $detail }
error-rules-refused = 规则不允许：{ $detail }
error-invalid-request = 请求无效：{ $detail }
error-unexplained = 已拒绝：{ $detail }

## 请求

error-rate-limited = 此客户端的“{ $kind }”请求太多：上限为每秒 { $rate } 个，一次最多 { $burst } 个
error-rate-limited-plain = 此客户端的“{ $kind }”请求太多
error-nul-characters = 请求中不允许出现 NUL 字符
error-body-too-large = 请求正文超过了 { $limit } 字节的上限
error-options-json = “options”必须是 JSON 对象：{ $detail }
error-options-not-object = “options”必须是由选项名和值组成的 JSON 对象
error-unknown-game-name = “game”必须是游戏名；可用的游戏：{ $games }
error-no-such-seat = { $game }没有座位 { $seat }；它的座位是 { $seats }
error-bad-player = { $seat }的玩家必须是“human”或电脑玩家，而不是 { $spec }
error-bad-agent = { $seat }：{ $detail }
error-position-and-record = 请给出开局位置或棋谱，不能两者都给
error-record-invalid = 棋谱：{ $detail }
error-position-invalid = 局面：{ $detail }
error-position-unreadable = 无法读取局面
error-record-unreadable = 无法读取棋谱
error-move-invalid = 第 { $number } 步：{ $detail }
error-step-range = 步数必须在 0 到 { $last } 之间，而不是 { $step }
error-unknown-language = 未知的语言 { $code }：请从 { $codes } 中选择

## 对局

error-no-game = 没有 ID 为 { $id } 的对局
error-stored-game-broken = 已保存的对局 { $id } 无法再加载：{ $detail }
error-stored-game-unreplayable = 已保存的对局 { $id } 无法重放：{ $detail }
error-token-needed = 需要座位令牌：请以“Authorization: Bearer <token>”发送
error-token-no-seat = 此令牌在本对局中没有座位
error-stale-ply = 过时的着法：对局在第 { $ply } 步，着法却是为第 { $sent } 步发送的
error-not-your-turn = 轮到{ $to_move }；你的令牌持有{ $seat }的座位
error-step-after-end = { $step }：对局在这一步之前已经结束（{ $reason }）
error-empty-move = 着法为空
error-not-grand-move = { $move } 现在不是本对局的大步
error-changed-reload = 走这步棋时对局已改变；请重新加载
error-changed-meanwhile = 对局在此期间已改变；请重新加载
error-changed-try-again = 对局在此期间已改变；请再试一次
error-game-over = 对局已结束：{ $result }（{ $reason }）
error-game-over-short = 对局已结束（{ $reason }）
error-note-not-due = 这步之后不需要注释：只有游戏要求注释的着法才带注释
error-note-needed = 这步棋需要注释，以“note”发送。{ $detail }
error-draw-together = { $game }是合作游戏：没有和棋可约定；请改为认输
error-draw-needs-other = 和棋需要另一位玩家同意
error-draw-computer = { $seat }的座位是电脑玩家；它不接受和棋
error-abort-after-move = 你已在本对局中走过棋：不能再取消（请改为认输）
error-takeback-pending = { $seat }先请求悔回上一回合：请接受或拒绝该请求
error-takeback-none = 没有人请求悔棋（走一步即撤回请求）
error-takeback-own = 这是你请求的悔棋：由对方接受
error-takeback-nothing = { $seat }没有可以悔回的回合
error-rematch-not-over = 只有对局结束后才能提出再战
error-rematch-pending = { $seat }提出了再战：请接受（POST .../rematch/accept）或拒绝
error-rematch-none = 没有人提出再战（提出者离开后提议即失效）
error-rematch-own = 这是你提出的再战：由对方接受
error-rematch-refused = 不能再战：{ $detail }
error-same-screen-rated = 计分对局由两个人下：不能在同一屏幕上进行
error-rated-not-two = { $game }不是两名对手的游戏：不能计分
error-rated-computer = 只有两人之间的对局计分；{ $seat }的座位是电脑玩家
error-rated-from-start = 计分对局从游戏的开局开始：不要给出局面或棋谱

## 公平对局与电脑帮助

error-fair-play = 两人对局进行中不提供引擎帮助：提示、电脑复盘和局面分析在对局结束后恢复
error-fair-play-position = 两人对局进行中不提供引擎帮助：提示、电脑复盘和局面分析在对局结束后恢复（这是一局进行中对局的局面）
error-hint-timeout = { $seconds } 秒内没有找到提示；请稍后再试
error-analysis-too-long = 秒数：本服务器最多分析 { $seconds } 秒
error-analysis-timeout = 分析未能在 { $seconds } 秒内完成；请稍后再试
error-analysis-too-many-moves = 最多只能分析 { $max } 步，而不是 { $count } 步
error-position-over = 该局面已结束（{ $reason }）；没有可分析的内容
error-queue-share = 此客户端已有 { $count } 个请求（{ $what }）在排队或进行中（每个客户端的上限）；请等其中一个完成
error-computer-games-cap = 此客户端已在与电脑下 { $playing } 局（同时最多 { $cap } 局）；请先下完或认输一局
error-goal-not-comet = 只有彗星游戏的对局才需要约定目标；这是{ $game }
error-goal-invalid = 目标：{ $detail }
error-goal-none-proposed = 还没有人提出目标：请先提出一个
error-goal-own-proposal = 提议由对方接受；你可以再提出另一个
error-goal-not-agreed = 还没有约定目标：请在第一个大步之前提出一个，或接受对方的提议
error-goal-already-agreed = 本对局的目标已经约定
error-goal-agreement-not-comet = goal_by_agreement：只有彗星游戏的对局才约定目标；这是{ $game }
error-goal-agreement-computer = goal_by_agreement：每个座位都必须是人（电脑不能约定目标）

## 大厅与挑战

error-no-challenge = 没有 ID 为 { $id } 的挑战
error-challenge-not-two = { $game }有 { $count } 个座位；挑战只适用于两人游戏
error-rated-needs-account-post = 请登录后发布计分挑战：计分对局计入双方的等级分，所以双方都需要账号
error-rated-needs-account-accept = 请登录后接受计分挑战：计分对局计入双方的等级分，所以双方都需要账号
error-bad-colour = 颜色必须是 { $seats } 之一或“random”，而不是 { $colour }
error-lobby-full = 大厅已满（{ $count } 个公开挑战）；请稍后再试
error-own-challenge = 这是你自己的挑战：等别人接受，或取消它
error-challenge-taken-or-withdrawn = 此挑战在此期间已被接受或撤回
error-challenge-taken = 此挑战在此期间已被接受
error-challenge-accepted = 此挑战已被接受
error-challenge-cancelled = 此挑战已取消
error-challenge-expired = 此挑战已过期
error-cancel-not-creator = 只有挑战的创建者才能取消它：请以“Authorization: Bearer”发送其令牌
error-challenges-cap-account = 此账号已有 { $count } 个公开挑战（上限 { $cap } 个）；请取消一个或等待被接受
error-challenges-cap-client = 此客户端已有 { $count } 个公开挑战（上限 { $cap } 个）；请取消一个或等待被接受

## 聊天

error-message-empty = 消息为空
error-message-too-long = 消息最多 { $max } 个字符；这条有 { $count } 个
error-malformed-sentence = 消息中有格式错误的句子：{ $detail }
error-chat-log-in = 请登录后在大厅发言：大厅聊天仅供账号使用
error-chat-too-fast = 你在大厅发言太快：每 3 秒一条，连续最多 5 条
error-chat-message-missing = 大厅聊天中没有消息 { $id }
error-report-too-long = 理由最多 { $max } 个字符；这条有 { $count } 个

## 账号与玩家

error-username-invalid = 用户名为 3 到 24 个字母、数字、“_”或“-”
error-password-length = 密码长度为 { $min } 到 { $max } 个字符
error-username-taken = 用户名 { $name } 已被占用
error-login-attempts = 此账号登录尝试次数过多：请等一分钟再试
error-login-wrong = 用户名或密码错误
error-password-current-wrong = 当前密码错误
error-password-wrong = 密码错误
error-log-in-first = 请先登录
error-not-logged-in = 未登录
error-csrf-cookie = 通过会话 Cookie 认证的请求需要 { $header } 标头
error-csrf-session = 此请求需要你会话的 { $header } 标头
error-seat-other-account = 此座位属于另一个账号：其令牌不能把它交给第二个账号
error-no-player = 没有名为 { $name } 的玩家
error-no-puzzle = 没有谜题 { $id }
error-leaderboard-unknown-game = 未知的游戏 { $game }：请从 { $games } 中选择
error-leaderboard-limit = “limit”必须在 1 到 { $max } 之间，而不是 { $count }
error-rating-range = min_rating（{ $low }）大于 max_rating（{ $high }）
error-preferences-nothing = 没有可更改的内容：请发送“theme”（“light”、“dark”或“auto”）和/或“sounds”（true 或 false）
error-unknown-theme = 未知的主题 { $theme }：请选择“light”、“dark”或“auto”
error-hint-game-moved-waiting = 等待提示时对局已继续；请再请求一次
error-hint-game-moved-thinking = 思考提示时对局已继续；请再请求一次
