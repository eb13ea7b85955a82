### 強さのはしご：コンピューターのレベル名の横に示す数値（web/lobby.js）。

ladder-level-elo = { $level } · Elo { $elo } ± { $margin }
ladder-level-anchor = { $level } · Elo { $elo }
ladder-level-tooltip = このゲームの尺度での Elo（ランダムな手 = 0）。ほかのレベルとの { $count } 局から推定。± は 95 % 区間
ladder-note = Elo：このゲームでの各レベルの強さを、ランダムな手を 0 とする一つの尺度で示します。すべてのレベル同士の対局から求めたものです（± は 95 % 区間。200 点の差はおよそ 4 点中 3 点を取る差）。
