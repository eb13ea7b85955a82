# 对局页面的“轮到你”提示、声音和预走，以及主题和声音开关。

gamepage-theme-to-light = 切换到浅色主题
gamepage-theme-to-dark = 切换到深色主题
gamepage-sounds-on = 声音已开启（点击关闭）
gamepage-sounds-off = 声音已关闭（点击开启）
gamepage-your-turn-title = ● 轮到你了 — { $title }
gamepage-premove-hint = 可以预走：现在点击你的下一步，轮到你时立即走出。
gamepage-premove-started = 预走：{ $targets } → …（点击目标位置）
gamepage-premove-pending = 预走：{ $targets }（轮到你时立即走出）
gamepage-premove-cancel = 取消预走
gamepage-premove-dropped = 轮到你时预走 { $targets } 已不合法，已放弃。
gamepage-premove-finish = 预走 { $targets } 还需要点击：请在棋盘上完成。
gamepage-premove-choose = 预走 { $targets } 对应多个着法：请选择一个。
