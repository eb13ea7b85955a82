### 强度阶梯：显示在电脑难度名称旁的数值（web/lobby.js）。

ladder-level-elo = { $level } · Elo { $elo } ± { $margin }
ladder-level-anchor = { $level } · Elo { $elo }
ladder-level-tooltip = 本游戏尺度上的 Elo（随机走子 = 0），由与其他难度的 { $count } 局对局拟合得出；± 为 95% 区间
ladder-note = Elo：各难度在本游戏中的强度，统一在一个尺度上，随机走子为 0，来自每个难度与其他所有难度的对局（± 为 95% 区间；高 200 分约相当于 4 分中得 3 分）。
