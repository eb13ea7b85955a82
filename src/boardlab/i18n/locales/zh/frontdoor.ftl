# The front door: the shared header's links, the home page, leaderboards, profiles and settings.

## The header every page shares
frontdoor-nav-players = 棋手
frontdoor-nav-puzzles = 谜题
frontdoor-nav-analysis = 分析
frontdoor-nav-label = 网站
frontdoor-menu = 菜单

## The home page
frontdoor-online = { $count } 名棋手在线
frontdoor-playing = { $count } 局对局进行中
frontdoor-quick-title = 快速配对
frontdoor-quick-help = 一键：加入正在等待同一游戏、同一时限的人，否则由你等待对手。
frontdoor-quick-rated = 你已登录：这些对局计入等级分（一起玩的 comet 除外）。
frontdoor-quick-casual = 友谊对局；登录后可下计分对局。
frontdoor-quick-group = 快速配对：{ $game }
frontdoor-quick-button = { $game }，{ $time }：马上开始
frontdoor-quick-waiting = 正在等待对手：{ $game }，{ $time }…
frontdoor-picture-alt = { $game }：初始局面
frontdoor-line-axiom = 搭建并改建由十二个立方体组成的结构，你的权杖在它的各个面上行走。
frontdoor-line-c1 = 在会滑动、会消失的格子上走圆锥和金字塔。
frontdoor-line-ccc = 平板、立方体和圆环叠成结构，在棋盘上倒塌。
frontdoor-line-comet = 不是比赛：先商定一个目标，再一起推动整组棋子，直到达成目标。
frontdoor-line-cubes = 放置并滑动会在激活与未激活之间转换的立方体；无法行动的一方输。
frontdoor-live-title = 正在进行的对局
frontdoor-no-live = 现在没有两位棋手之间的对局：用快速配对开始一局吧。
frontdoor-live-alt = { $game }：当前局面
frontdoor-watch = 观战
frontdoor-steps = 已走 { $count } 步

## The lobby's challenges
frontdoor-no-challenges = 没有公开挑战。使用上面的快速配对，或在下面选择“任何人（公开挑战）”发布一个。
frontdoor-rating = 等级分
frontdoor-rating-range = 挑战者的等级分
frontdoor-min = 最低
frontdoor-max = 最高
frontdoor-min-label = 最低等级分
frontdoor-max-label = 最高等级分
frontdoor-clear = 清除
frontdoor-hidden-by-filter = 有 { $count } 个挑战被等级分筛选隐藏。
frontdoor-provisional = 临时等级分：计分对局还很少
frontdoor-yours-waiting = 你的挑战，等待中…

## Leaderboards (/players)
frontdoor-players-title = 棋手
frontdoor-leaderboards = 排行榜
frontdoor-leaderboard = 排行榜：{ $game }
frontdoor-leaderboard-help = 按各游戏的标准规则（默认选项）计算的等级分。“?”表示临时等级分（计分对局很少）。
frontdoor-games-label = 游戏
frontdoor-all-games = 全部游戏
frontdoor-rank = 名次
frontdoor-player = 棋手
frontdoor-no-players = 这个游戏还没有计分对局。
frontdoor-see-all = 查看完整排行榜
frontdoor-find-placeholder = 棋手名
frontdoor-find = 打开资料页

## Profiles (/players/{name})
frontdoor-no-player = 这里没有名叫“{ $name }”的棋手。
frontdoor-member-since = 自 { $date } 起成为会员
frontdoor-history-title = 等级分走势
frontdoor-plot-label = { $name } 在 { $game } 中的等级分走势
frontdoor-results = 战绩
frontdoor-results-help = 所有已结束的对局，无论是否计分，对手是人还是电脑。
frontdoor-wins = 胜
frontdoor-draws = 和
frontdoor-losses = 负
frontdoor-result-win = 胜
frontdoor-result-loss = 负
frontdoor-result-draw = 和
frontdoor-date = 日期

## Settings (/settings)
frontdoor-settings-title = 设置
frontdoor-preferences-title = 偏好
frontdoor-language = 语言
frontdoor-account-title = 账户
frontdoor-settings-logged-out = 登录后才能修改密码、在所有设备上退出或删除账户。
frontdoor-log-in-link = 在首页登录
frontdoor-password-title = 修改密码
frontdoor-password-current = 当前密码
frontdoor-password-new = 新密码（至少 8 个字符）
frontdoor-password-repeat = 再次输入新密码
frontdoor-password-submit = 修改密码
frontdoor-password-mismatch = 两次输入的新密码不一致。
frontdoor-password-changed = 密码已修改。你的其他会话已退出，本会话继续有效。
frontdoor-everywhere-title = 在所有设备上退出
frontdoor-everywhere-help = 结束你账户在所有设备上的全部会话，包括本会话。
frontdoor-everywhere-button = 在所有设备上退出
frontdoor-everywhere-confirm = 要在所有设备上退出吗？包括这台设备。
frontdoor-logged-out-everywhere = 你已在所有设备上退出。
frontdoor-delete-title = 删除账户
frontdoor-delete-help = 你的账户、等级分及其历史将被永久删除；你的对局会保留，但不再显示你的名字。
frontdoor-delete-password = 你的密码
frontdoor-delete-button = 删除我的账户
frontdoor-delete-confirm = 要永久删除账户 { $name } 吗？此操作无法撤销。
frontdoor-deleted = 你的账户已删除。
frontdoor-theme = 主题
frontdoor-theme-auto = 跟随设备
frontdoor-theme-light = 浅色
frontdoor-theme-dark = 深色
frontdoor-sounds = 对局中的声音（走子、吃子、时间不多）
