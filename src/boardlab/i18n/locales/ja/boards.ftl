# 盤の絵の中に描かれる言葉（en/boards.ftl を参照）。記法はそのまま：座標（$cell、$face）、
# 積み重ね（$stack）、AXIOMの面の文字（$faces）、数。

## Every game

board-position-c1 = C1の局面
board-position-axiom = AXIOMの局面
board-position-ccc = CCCの局面
board-position-cubes = Cubesの局面
board-position-comet = comet circumflexの局面
board-to-move = { $colour ->
    [black] 黒の手番
   *[white] 白の手番
}

## AXIOM

board-axiom-cube = { $cell }：{ $colour ->
    [black] 黒
   *[white] 白
}の{ $double ->
    [yes] ドーム2つ
   *[no] ドーム1つ
}のキューブ、ドーム { $faces }
board-axiom-sceptre = { $face }の{ $colour ->
    [black] 黒
   *[white] 白
}の笏
board-axiom-empty-cell = { $cell }：空のセル
board-axiom-empty-cell-on-top = { $cell }：上の空のセル
board-axiom-hidden-dome = { $face }（隠れた面：ドーム）
board-axiom-hidden-recess = { $face }（隠れた面：くぼみ）
board-axiom-map = 地図（上から見た図）
board-axiom-map-column = { $face }：高さ{ $level }、ドーム { $faces }
board-axiom-palette = 置くキューブのドームの面（U 上、D 下、N E S W 側面。地図を回していなければ北が上）
board-axiom-orientation = { $faces }にドーム
board-axiom-status = { $status }（表示を{ $degrees }度回転）

## CCC

board-ccc-kind-flat = Flat
board-ccc-kind-cube = キューブ
board-ccc-kind-torus = Torus
board-ccc-kind-flag = Nice Flag
board-ccc-kind-pyramid = ピラミッド
board-ccc-kind-flat-stack = Flatの積み重ね
board-ccc-kind-constructed-pyramid = 組み上げたピラミッド
board-ccc-kind-pyramid-stack = ピラミッドの積み重ね
board-ccc-cell = { $cell }：{ $kind } { $stack }
board-ccc-count = { $count }個を取る・置く
board-ccc-end = 終了
board-ccc-end-title = Hopの連続を終える
board-ccc-swap = 交換
board-ccc-swap-title = 2つのピラミッドを入れ替える
board-ccc-hop = { $colour ->
    [black] 黒の手番
   *[white] 白の手番
}：{ $cell }からのHopの連続（続けて跳ぶか終える）
board-ccc-collapse = { $colour ->
    [black] 黒の手番
   *[white] 白の手番
}：{ $cell }からのCollapse、{ $stack }を持っている
board-ccc-status = { $status } · Torusの強さ：黒 { $black }、白 { $white }
board-ccc-frozen = { $colour ->
    [black] 黒
   *[white] 白
}のFlagで凍結

## The comet circumflex game

board-comet-piece-1 = 1（茶色の三角）
board-comet-piece-2 = 2（赤い四角）
board-comet-piece-3 = 3（オレンジの丸）
board-comet-piece-4 = 4（黄色の三角）
board-comet-piece-5 = 5（緑の四角）
board-comet-piece-6 = 6（青い丸）
board-comet-piece-7 = 7（マゼンタのピラミッド）
board-comet-piece-8 = 8（灰色の四角）
board-comet-piece-9 = 9（白いピラミッド）
board-comet-group-rounds = 丸い駒すべて
board-comet-group-triangles = 三角の駒すべて
board-comet-group-squares = 四角い駒すべて
board-comet-group-pyramids = ピラミッドすべて
board-comet-group-even = 偶数番号の駒すべて
board-comet-group-odd = 奇数番号の駒すべて
board-comet-group-prime = 素数番号の駒すべて
board-comet-group-squarenum = 平方数番号の駒すべて
board-comet-group-cubenum = 立方数番号の駒すべて
board-comet-button-rounds = 丸 { $members }
board-comet-button-triangles = 三角 { $members }
board-comet-button-squares = 四角 { $members }
board-comet-button-pyramids = ピラミッド { $members }
board-comet-button-even = 偶数 { $members }
board-comet-button-odd = 奇数 { $members }
board-comet-button-prime = 素数 { $members }
board-comet-button-squarenum = 平方数 { $members }
board-comet-button-cubenum = 立方数 { $members }
board-comet-direction-n = 北
board-comet-direction-s = 南
board-comet-direction-e = 東
board-comet-direction-w = 西
board-comet-goal = 目標：{ $goal }

## Cubes

board-cubes-pool = { $colour ->
    [black] 黒
   *[white] 白
}の持ち駒：{ $count }
board-cubes-end = ボーナス：手番終了
board-cubes-end-title = 手番を終える（ボーナスの手を見送る）
