### 游戏的文字：标题、选项（名称、一行说明、取值）以及对局结束的原因。

## 标题

games-title-axiom = AXIOM
games-title-c1 = C1（圆锥）
games-title-ccc = CCC（Collapsable Construct Collision）
games-title-comet = 彗星抑扬符游戏
games-title-cubes = Cubes（活动与非活动方块）

## 复选框

option-on = 是
option-off = 否

## AXIOM

option-axiom-own_pair = 两根权杖在同一方块上
option-axiom-own_pair-help = 同一颜色的两根权杖站在同一方块上时会怎样。
option-value-axiom-own_pair-loss = 该颜色判负（2008 年版规则）
option-value-axiom-own_pair-allowed = 允许，没有影响
option-value-axiom-own_pair-forbidden = 禁止，任何着法都不能这样做
option-axiom-one_piece = 结构保持一体
option-axiom-one_piece-help = 方块着法必须让结构保持连通（消除仍可将其分开）。
option-axiom-move_limit = 回合上限
option-axiom-move_limit-help = 达到这么多回合后对局为和棋（0：无上限）。
option-axiom-sceptre_length = 权杖的长度
option-axiom-sceptre_length-help = 站立的权杖在其面前占据的格数。
option-value-axiom-sceptre_length-1 = 1 格（规则说明书）
option-value-axiom-sceptre_length-2 = 2 格（较长的解读）

## C1

option-c1-variant = 变体
option-c1-variant-help = C1 每回合走一步；C2 可以先移动一块地砖，再走圆锥或金字塔。
option-value-c1-variant-c1 = C1：每回合一步
option-value-c1-variant-c2 = C2：先移动地砖，再走圆锥或金字塔
option-c1-repetition = 重复局面和棋
option-c1-repetition-help = 同一局面出现这么多次时为和棋（0：从不；至少 2）。
option-c1-move_limit = 回合上限
option-c1-move_limit-help = 完成这么多回合时为和棋（0：无上限）。

## CCC

option-ccc-flat_rows = Flat 的行数
option-ccc-flat_rows-help = 每方 Flat 的行数（设计为 2；0 到 3）。
option-ccc-flat_placement = Flat 的位置
option-ccc-flat_placement-help = Flat 行相对于特殊棋子行的位置。
option-value-ccc-flat_placement-front = 在特殊棋子前面
option-value-ccc-flat_placement-behind = 在特殊棋子后面
option-value-ccc-flat_placement-around = 在其周围（较多的一半在前）
option-ccc-empty_ranks = 空行
option-ccc-empty_ranks-help = 开局时双方之间的空行数。
option-ccc-specials = 黑方的特殊棋子
option-ccc-specials-help = 黑方的特殊棋子行：standard（CTSLNMTC）、random（由种子决定）或字母 CCTTSMLN 的一种排列。
option-ccc-white_specials = 白方的特殊棋子
option-ccc-white_specials-help = 白方的行：mirror（同一列放同一棋子）、rotated（从白方看黑方的顺序）、random 或一种排列。
option-ccc-seed = 随机种子
option-ccc-seed-help = 随机特殊棋子行的种子。
option-ccc-flag_rest = Nice Flag 的休息
option-ccc-flag_rest-help = 什么会让 Nice Flag 在下一回合不能行动。
option-value-ccc-flag_rest-move = 只有移动（如文本所说）
option-value-ccc-flag_rest-any = Flag 的任何行动，包括重建
option-ccc-first = 先手
option-ccc-first-help = 走第一回合的颜色。
option-value-ccc-first-black = 黑方
option-value-ccc-first-white = 白方
option-ccc-no_move = 没有合法行动
option-ccc-no_move-help = 没有合法行动的一方会怎样（规则未作规定）。
option-value-ccc-no_move-loss = 该方判负
option-value-ccc-no_move-draw = 对局为和棋
option-ccc-move_limit = 回合上限
option-ccc-move_limit-help = 达到这么多回合后对局为和棋（0：无上限）。

## 彗星抑扬符游戏

option-comet-goal = 目标
option-comet-goal-help = 玩家约定的目标：内置目标，或用目标语言写的目标，例如 adjacent(pyramids) and line(squares)。
option-value-comet-goal-pyramids-adjacent = 两个金字塔相邻
option-value-comet-goal-squares-in-line = 三个方形连成一线
option-value-comet-goal-both-examples = 同时满足文中的两个例子
option-value-comet-goal-three-pairs = 每对同形棋子相邻
option-value-comet-goal-brown-to-centre = 棕色三角形在中心格
option-value-comet-goal-white-to-corner = 白色金字塔在角上
option-value-comet-goal-pyramids-to-centre = 两个金字塔都在中央 3×3 内
option-value-comet-goal-plus-sign = 四个偶数棋子围住绿色方形
option-value-comet-goal-warm-colours = 红、橙、黄连在一起
option-value-comet-goal-red-green-blue = 红、绿、蓝连成一线
option-value-comet-goal-triangles-north = 两个三角形都在北边
option-value-comet-goal-shapes-in-line = 圆形和三角形连成一线
option-value-comet-goal-evens-in-line = 偶数棋子连成一线
option-value-comet-goal-primes-together = 质数棋子连在一起
option-comet-move_limit = 大步上限
option-comet-move_limit-help = 走了这么多大步后对局以未解决结束（0：无上限）。
option-comet-start = 开局位置
option-comet-start-help = 开局时棋子 1 到 9 所在的格子，用逗号分隔。
option-comet-edge_blocking = 允许在边缘阻挡
option-comet-edge_blocking-help = 允许在棋盘边缘挡住棋子的大步。
option-comet-players = 玩家人数
option-comet-players-help = 玩家人数（座位为玩家1、玩家2……）。

## Cubes

option-cubes-size = 棋盘大小
option-cubes-size-help = 棋盘每边的格数。
option-cubes-first = 先手
option-cubes-first-help = 谁先走。
option-value-cubes-first-random = 抽签决定
option-value-cubes-first-black = 黑方
option-value-cubes-first-white = 白方
option-cubes-seed = 随机种子
option-cubes-seed-help = 抽签决定先手的种子（0：每局重新抽签）。
option-cubes-slide = 滑动
option-cubes-slide-help = 滑动能否经过角碰到其路径的方块。
option-value-cubes-slide-physical = 物理：可以经过并撞开非活动方块
option-value-cubes-slide-strict = 严格：不能从活动方块前经过
option-cubes-move_limit = 回合上限
option-cubes-move_limit-help = 达到这么多回合后对局为和棋（0：无上限）。

## 对局结束的原因

reason-resigned = { $seat }认输
reason-resigned-abandoned = { $seat }认输；对局中止
reason-comet-gave-up = { $seat }放弃了
reason-draw-agreed = { $other }提和，{ $seat }接受
reason-aborted = { $seat }在走棋前取消了对局
reason-time = { $seat }超时
reason-time-cannot-win = { $seat }超时，而{ $other }已无法获胜
reason-move-limit = 已达到 { $count } 回合的上限
reason-no-legal-move = { $seat }没有合法着法
reason-axiom-meeting = { $other }的权杖到达了{ $cell }上载着{ $seat }权杖的方块
reason-axiom-both-pairs = 双方都把两根权杖放在了同一方块上
reason-axiom-own-pair = { $seat }把两根权杖放在了同一方块上
reason-c1-both-surrounded = 两个圆锥都被包围
reason-c1-surrounded = { $seat }的圆锥被包围
reason-c1-repetition = 同一局面出现了 { $count } 次
reason-ccc-both-pyramids = 双方在同一回合失去了最后的金字塔
reason-ccc-no-pyramid = { $seat }没有金字塔了
reason-ccc-no-attack = 双方都无法再摧毁对方的金字塔（只有金字塔能进攻，且各自在本色的格子上）
reason-no-action = { $seat }没有合法行动
reason-comet-solved = 目标达成：{ $goal }
reason-comet-move-limit = 已达到 { $count } 大步的上限，目标未达成
reason-comet-edge = 不在边缘挡住棋子就无法走任何大步
reason-cubes-no-move = { $seat }无法走出合法着法
reason-cubes-sealed = 双方的方块被封闭在互不相连的区域

## 页面上关于对局的文字

games-fair-play = 公平对局：两人对局进行中不提供引擎帮助。提示、电脑复盘和局面分析在对局结束后恢复。
games-board-not-drawn = 无法绘制棋盘（{ $status }）。
games-analysis-of = 分析：{ $title }
games-analysis-board-of = 分析棋盘 · { $title }
games-over-here = 对局在此已结束。
games-no-move-from = { $seat }没有从 { $target } 开始的着法。
games-clock-days = { $clock }（每步天数）
games-clock-minutes = { $clock }（每方分钟数加每回合秒数）
games-no-review = 无复盘：{ $problem }
games-mark-blunder = 大错
games-mark-mistake = 错着
games-loss-distance = 离目标多了 { $count } 步（最佳：{ $best }）
games-loss-evaluation = { $seat }的评估从 { $before } 变为 { $after }（最佳：{ $best }）
games-graph-distance = 每回合后离目标的距离
games-graph-evaluation = 每回合后{ $seat }的评估
games-option-choices = { $option }：内置选项
games-option-other = 其他…（在下面填写）
games-colour-random = 随机
games-title-seat = { $title }（{ $seat }）
games-rated-needs-accounts = 计分对局计入双方的等级分，所以双方都需要账号。
games-same-screen = （同一屏幕）
games-opponent-computer = 电脑（{ $level }）
games-against = 对手：{ $opponent }
games-agent-random = 随机着法
games-agent-easy = 简单
games-agent-medium = 中等
games-agent-hard = 困难
games-agent-expert = 专家
