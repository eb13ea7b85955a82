### 实验室的报告与实验室的拒绝信息（参见 en/labreport.ftl）。

## 标题与句子

labreport-title = 实验室报告：{ $experiment }
labreport-not-reproducible = 不可复现：
labreport-time-caps-other-games = 智能体在有时间限制的情况下对局，因此再次运行会得到不同的对局。
labreport-time-caps = 智能体在有时间限制的情况下对局。
labreport-seed = 种子 { $seed }
labreport-seeds = { $count ->
   *[other] 种子 { $seeds }
}
labreport-only-puzzles = 来自 { $file }（{ $seeds }）；没有对局，只有谜题。
labreport-summary = 来自 { $file }（{ $seeds }，步数上限 { $limit } 步；被上限终止的对局计为和局{ $opening }）的 { $variants } 个变体中的 { $count } 局。比率为对局所占的比例，括号内为 95 % 区间。
labreport-opening = ；每对对局各以其自己的 { $count } 步随机走法开局，并交换席位
labreport-unknown = ？
labreport-pairing = { $a } 对 { $b }
labreport-interval = （{ $low }–{ $high }）
labreport-no-decisive-game = 没有分出胜负的对局
labreport-share = { $count } 局中 { $share }（{ $low }–{ $high }），p = { $p }
labreport-elo-infinite = ∞
labreport-per-game = { $pairing }，每局：{ $counters }
labreport-endings = { $pairing }，结束方式：{ $endings }
labreport-repeated = { $pairing }，重复的对局：{ $count } 局中只有 { $distinct } 局不同（实验中的 `opening = N` 可使其各异）
labreport-ending-count = { $ending }（{ $count }）
labreport-by-seed = { $pairing }，按种子统计的先手在分出胜负的对局中所占比例：{ $shares }；各种子是否一致？卡方 { $chi2 }，自由度 { $df }，p = { $p }
labreport-seed-share = 种子 { $seed }：{ $share }
labreport-comparison = 变体比较
labreport-comparison-intro = { $count } 项检验（先手胜率、和局率、平均长度；每两个组合相同的变体之间），经 Holm 校正；在 { $alpha } 水平上显著的有 { $significant } 项。
labreport-comparison-none = 就这些对局而言，变体之间没有显著差异。
labreport-yes = 是
labreport-no = 否
labreport-page-title = { $experiment } – boardlab 实验室

## 变体的表格

labreport-col-pairing = 组合（A 对 B）
labreport-col-games = 对局数
labreport-col-first-wins = 先手胜
labreport-col-first-share = 先手在分出胜负的对局中所占比例（相对 50 % 的 p 值）
labreport-col-draws = 和局
labreport-col-limit = 被上限终止
labreport-col-length = 长度中位数（四分位距）
labreport-col-branching = 分支数
labreport-col-decided = 决出胜负的时点
labreport-col-lead-changes = 领先易手
labreport-col-drama = 戏剧性
labreport-col-score = A 的得分
labreport-col-elo = Elo A–B

## 游戏设计指标，以及某项缺失的原因

labreport-col-measure = 指标（所有组合的对局）
labreport-col-value = 数值（95 % 区间）
labreport-measure-branching-factor = 分支因子
labreport-measure-decisiveness = 决定性
labreport-measure-drama = 戏剧性
labreport-measure-lead-changes = 领先易手
labreport-measure-uncertainty = 不确定性
labreport-measure-clarity = 清晰度
labreport-measure-coverage = 覆盖度
labreport-measure-repetition = 重复
labreport-measure-stalemate-share = 僵局比例
labreport-measure-skill-trace = 棋力差异轨迹
labreport-unmeasured-seats = 在多于两个席位的游戏中，没有哪一方领先
labreport-unmeasured-no-evaluation-ahead = 该游戏没有能说明谁领先的评估
labreport-unmeasured-no-decisive-game = 没有分出胜负的对局
labreport-unmeasured-no-decisive-evaluated = 没有带双方评估的分出胜负的对局
labreport-unmeasured-no-evaluation-leads = 该游戏没有能说明谁领先的双方评估
labreport-unmeasured-no-game = 没有对局
labreport-unmeasured-no-step = 没有任何对局走过一步
labreport-unmeasured-built-board = { $game } 的棋盘由其棋子搭成：没有固定的一组格子可供覆盖
labreport-unmeasured-no-squares = { $game } 的着法不指明格子（comet 的大着法指明一组棋子和一个方向）
labreport-unmeasured-no-move = 没有任何对局走过一着
labreport-unmeasured-no-games = 没有对局
labreport-unmeasured-no-replay = 没有能够重放的对局
labreport-unmeasured-two-seats = 固定评估器按一方对另一方来评估局面：仅限两个席位
labreport-unmeasured-no-evaluator = 该游戏没有供固定评估器搜索使用的评估
labreport-unmeasured-no-open-position = 没有可评估的未决局面
labreport-unmeasured-no-two-moves = 没有可比较两着的局面
labreport-unmeasured-no-ladder = 这些对局中没有等级阶梯：请运行 'boardlab lab ladder GAME'（每个等级对其下一级）
labreport-unmeasured-cooperative = 合作游戏：各席位共享同一结果，因此没有哪个等级胜过另一个

## 对局如何结束

labreport-ending-unfinished = 未结束（步数上限）
labreport-ending-a-player = 某位玩家
labreport-ending-a-cell = 某个格子

## 变体比较

labreport-col-variant = 变体
labreport-col-value-short = 数值
labreport-col-pairing-short = 组合
labreport-col-metric = 指标
labreport-col-p-holm = p（Holm）
labreport-col-significant = 显著
labreport-metric-first-player-win-rate = 先手胜率
labreport-metric-draw-rate = 和局率
labreport-metric-mean-length = 平均长度

## comet 目标的难度

labreport-goals = comet 目标：难度
labreport-goals-intro = 每个目标从 { $starts } 个随机开局求最优解（求解器深度 { $depth }）；最难的在前。
labreport-col-rank = 排名
labreport-col-goal = 目标
labreport-col-solved = 在深度内解出
labreport-col-solved-within = 在 { $within } 以内解出
labreport-col-mean-optimal = 平均最优长度
labreport-col-median = 中位数
labreport-col-optimal-starts = 最优长度：开局数

## 图表：标题、坐标轴与图例

labreport-plot-variant-rates = 先手胜率与和局率
labreport-plot-lengths = 长度直方图
labreport-plot-outcomes = 结果
labreport-plot-branching = 每步的分支因子
labreport-plot-curves = 评估曲线
labreport-legend-games = { $pairing }（{ $count } 局）
labreport-axis-length = 对局长度（步，每着一步）
labreport-axis-games = 对局数
labreport-first-wins = 先手胜
labreport-second-wins = 后手胜
labreport-draws = 和局
labreport-axis-result = 结果（误差线：95 % Wilson 区间）
labreport-axis-share = 占对局的比例（%）
labreport-axis-step = 步数
labreport-axis-legal-steps = 合法步数（各局平均）
labreport-legend-sample = { $pairing }，第 { $number } 局：{ $result }
labreport-axis-evaluation = 评估（从 { $seat } 的角度）
labreport-axis-evaluation-scale = （−1 负 … +1 胜）
labreport-result-drawn = 和局
labreport-result-unfinished = 被步数上限终止
labreport-result-won = { $seat } 胜
labreport-axis-variant = 变体（编号同下方各节；第一个组合）
labreport-axis-share-interval = 占对局的比例（%，95 % 区间）

## 网页应用中实验室的拒绝信息

error-lab-no-file = 实验室中没有结果文件 { $name }
error-lab-unreadable = 无法读取 { $name }：{ $detail }
error-lab-no-experiment = 没有实验室实验 { $id }
error-lab-log-in = 请登录后再开始实验：实验室仅供账户使用
error-lab-log-in-mine = 请登录后查看你的实验
error-lab-name = 名称：请给实验起一个 1 到 { $limit } 个字符的名称
error-lab-unknown-game = 游戏：{ $detail }
error-lab-no-variants = 变体：请至少添加一个变体（其选项可以全部保持默认）
error-lab-no-pairings = 组合：请至少添加一个由两个智能体组成的组合
error-lab-too-many-pairings = 组合：每个实验最多 { $limit } 个，收到 { $count } 个
error-lab-pairing-size = 组合：组合 { $number } 必须指定两个智能体，收到 { $count } 个
error-lab-agent = 组合：网页实验室不提供智能体 { $agent }；请从 { $agents } 中选择
error-lab-no-games = 对局数：每个变体和组合至少 1 局，收到 { $count }
error-lab-move-limit = 步数上限：在 1 到 { $limit } 步之间，收到 { $count }
error-lab-experiment = 实验无效：{ $detail }
error-lab-too-many-variants = 变体：每个实验最多 { $limit } 个，而这些选项产生 { $count } 个
error-lab-too-many-games = 对局数：该实验共 { $count } 局（{ $variants } 个变体 × { $pairings } 个组合 × { $games } 局）；网页实验室每个实验最多下 { $limit } 局
error-lab-active-cap = 你有 { $count } 个等待中或进行中的实验，已达账户上限；请等待其中一个结束或取消一个
error-lab-daily-cap = 每个账户 24 小时内最多开始 { $limit } 局；你已开始 { $today } 局，而该实验有 { $count } 局
error-lab-no-games-yet = 该实验还没有对局；报告会随第一局一起生成
error-lab-not-yours = 只有开始实验的账户才能取消它
error-lab-ended = { $state ->
    [done] 该实验已完成；只有等待中或进行中的实验才能取消
    [cancelled] 该实验已取消；只有等待中或进行中的实验才能取消
    [failed] 该实验已失败；只有等待中或进行中的实验才能取消
   *[other] 该实验已结束（{ $state }）；只有等待中或进行中的实验才能取消
}
