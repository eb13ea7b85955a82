# 対局ページの「あなたの番」通知・効果音・先行入力と、テーマ・効果音の切り替えボタン。

gamepage-theme-to-light = ライトテーマに切り替える
gamepage-theme-to-dark = ダークテーマに切り替える
gamepage-sounds-on = 効果音オン（クリックでオフ）
gamepage-sounds-off = 効果音オフ（クリックでオン）
gamepage-your-turn-title = ● あなたの番 — { $title }
gamepage-premove-hint = 先行入力ができます。次の手を今クリックすると、あなたの番になった瞬間に指されます。
gamepage-premove-started = 先行入力：{ $targets } → …（行き先をクリック）
gamepage-premove-pending = 先行入力：{ $targets }（あなたの番になるとすぐ指されます）
gamepage-premove-cancel = 先行入力を取り消す
gamepage-premove-dropped = 先行入力 { $targets } はあなたの番で合法手ではなかったため、取り消しました。
gamepage-premove-finish = 先行入力 { $targets } にはまだクリックが必要です。盤上で仕上げてください。
gamepage-premove-choose = 先行入力 { $targets } に当てはまる手が複数あります。一つ選んでください。
