# Página de la partida: avisos de «te toca», sonidos y prejugadas; botones de tema y sonido.

gamepage-theme-to-light = Cambiar al tema claro
gamepage-theme-to-dark = Cambiar al tema oscuro
gamepage-sounds-on = Sonidos activados (haz clic para desactivarlos)
gamepage-sounds-off = Sonidos desactivados (haz clic para activarlos)
gamepage-your-turn-title = ● Te toca — { $title }
gamepage-premove-hint = Puedes hacer una prejugada: haz clic ahora en tu siguiente jugada y se jugará en cuanto te toque.
gamepage-premove-started = Prejugada: { $targets } → … (haz clic en el destino)
gamepage-premove-pending = Prejugada: { $targets } (se jugará en cuanto te toque)
gamepage-premove-cancel = Cancelar la prejugada
gamepage-premove-dropped = La prejugada { $targets } no era legal cuando te tocó: descartada.
gamepage-premove-finish = A la prejugada { $targets } le faltan clics: termínala en el tablero.
gamepage-premove-choose = La prejugada { $targets } corresponde a varias jugadas: elige una.
