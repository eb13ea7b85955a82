# Страница партии: уведомления «ваш ход», звуки и предходы; переключатели темы и звука.

gamepage-theme-to-light = Включить светлую тему
gamepage-theme-to-dark = Включить тёмную тему
gamepage-sounds-on = Звук включён (нажмите, чтобы выключить)
gamepage-sounds-off = Звук выключен (нажмите, чтобы включить)
gamepage-your-turn-title = ● Ваш ход — { $title }
gamepage-premove-hint = Можно сделать предход: нажмите свой следующий ход сейчас, и он будет сыгран, как только настанет ваша очередь.
gamepage-premove-started = Предход: { $targets } → … (нажмите, куда)
gamepage-premove-pending = Предход: { $targets } (будет сыгран, как только настанет ваш ход)
gamepage-premove-cancel = Отменить предход
gamepage-premove-dropped = Предход { $targets } оказался невозможен, когда настал ваш ход: он отменён.
gamepage-premove-finish = Предходу { $targets } не хватает нажатий: закончите его на доске.
gamepage-premove-choose = Предходу { $targets } соответствуют несколько ходов: выберите один.
