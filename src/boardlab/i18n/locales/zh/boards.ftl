# 棋盘图中绘制的文字（见 en/boards.ftl）。记谱保持原样：坐标（$cell、$face）、叠堆（$stack）、
# AXIOM 的面字母（$faces）、数字。

## Every game

board-position-c1 = C1 局面
board-position-axiom = AXIOM 局面
board-position-ccc = CCC 局面
board-position-cubes = Cubes 局面
board-position-comet = comet circumflex 局面
board-to-move = { $colour ->
    [black] 轮到黑方
   *[white] 轮到白方
}

## AXIOM

board-axiom-cube = { $cell }：{ $colour ->
    [black] 黑色
   *[white] 白色
}{ $double ->
    [yes] 双圆顶
   *[no] 单圆顶
}立方体，圆顶 { $faces }
board-axiom-sceptre = { $face } 上的{ $colour ->
    [black] 黑色
   *[white] 白色
}权杖
board-axiom-empty-cell = { $cell }：空格
board-axiom-empty-cell-on-top = { $cell }：上方的空格
board-axiom-hidden-dome = { $face }（隐藏的面：圆顶）
board-axiom-hidden-recess = { $face }（隐藏的面：凹槽）
board-axiom-map = 地图（俯视）
board-axiom-map-column = { $face }：第 { $level } 层，圆顶 { $faces }
board-axiom-palette = 放置立方体的圆顶面（U 顶、D 底、N E S W 侧面；地图未旋转时北在上）
board-axiom-orientation = 圆顶在 { $faces }
board-axiom-status = { $status }（视图已旋转 { $degrees } 度）

## CCC

board-ccc-kind-flat = Flat
board-ccc-kind-cube = 立方体
board-ccc-kind-torus = Torus
board-ccc-kind-flag = Nice Flag
board-ccc-kind-pyramid = 金字塔
board-ccc-kind-flat-stack = Flat 叠堆
board-ccc-kind-constructed-pyramid = 搭成的金字塔
board-ccc-kind-pyramid-stack = 金字塔叠堆
board-ccc-cell = { $cell }：{ $kind } { $stack }
board-ccc-count = 拿起或放下 { $count } 个
board-ccc-end = 结束
board-ccc-end-title = 结束 Hop 连跳
board-ccc-swap = 交换
board-ccc-swap-title = 交换两座金字塔
board-ccc-hop = { $colour ->
    [black] 轮到黑方
   *[white] 轮到白方
}：从 { $cell } 开始的 Hop 连跳（继续跳或结束）
board-ccc-collapse = { $colour ->
    [black] 轮到黑方
   *[white] 轮到白方
}：从 { $cell } 开始的 Collapse，手持 { $stack }
board-ccc-status = { $status } · Torus 力量：黑方 { $black }，白方 { $white }
board-ccc-frozen = 被{ $colour ->
    [black] 黑方
   *[white] 白方
}的 Flag 冻结

## The comet circumflex game

board-comet-piece-1 = 1（棕色三角形）
board-comet-piece-2 = 2（红色方块）
board-comet-piece-3 = 3（橙色圆块）
board-comet-piece-4 = 4（黄色三角形）
board-comet-piece-5 = 5（绿色方块）
board-comet-piece-6 = 6（蓝色圆块）
board-comet-piece-7 = 7（品红色金字塔）
board-comet-piece-8 = 8（灰色方块）
board-comet-piece-9 = 9（白色金字塔）
board-comet-group-rounds = 所有圆块
board-comet-group-triangles = 所有三角形
board-comet-group-squares = 所有方块
board-comet-group-pyramids = 所有金字塔
board-comet-group-even = 所有偶数编号的棋子
board-comet-group-odd = 所有奇数编号的棋子
board-comet-group-prime = 所有质数编号的棋子
board-comet-group-squarenum = 所有平方数编号的棋子
board-comet-group-cubenum = 所有立方数编号的棋子
board-comet-button-rounds = 圆块 { $members }
board-comet-button-triangles = 三角形 { $members }
board-comet-button-squares = 方块 { $members }
board-comet-button-pyramids = 金字塔 { $members }
board-comet-button-even = 偶数 { $members }
board-comet-button-odd = 奇数 { $members }
board-comet-button-prime = 质数 { $members }
board-comet-button-squarenum = 平方数 { $members }
board-comet-button-cubenum = 立方数 { $members }
board-comet-direction-n = 北
board-comet-direction-s = 南
board-comet-direction-e = 东
board-comet-direction-w = 西
board-comet-goal = 目标：{ $goal }

## Cubes

board-cubes-pool = { $colour ->
    [black] 黑方
   *[white] 白方
}的储备：{ $count }
board-cubes-end = 奖励：结束回合
board-cubes-end-title = 结束回合（放弃奖励着法）
