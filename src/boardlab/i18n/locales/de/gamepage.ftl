# Die Hinweise „Du bist am Zug“, Töne und Vorzüge der Partieseite; die Schalter für Design und Töne.

gamepage-theme-to-light = Zum hellen Design wechseln
gamepage-theme-to-dark = Zum dunklen Design wechseln
gamepage-sounds-on = Töne an (klicken zum Ausschalten)
gamepage-sounds-off = Töne aus (klicken zum Einschalten)
gamepage-your-turn-title = ● Du bist am Zug — { $title }
gamepage-premove-hint = Du kannst vorausziehen: Klicke jetzt deinen nächsten Zug, er wird gespielt, sobald du am Zug bist.
gamepage-premove-started = Vorauszug: { $targets } → … (klicke, wohin er geht)
gamepage-premove-pending = Vorauszug: { $targets } (wird gespielt, sobald du am Zug bist)
gamepage-premove-cancel = Vorauszug abbrechen
gamepage-premove-dropped = Der Vorauszug { $targets } war nicht regelgerecht, als du am Zug warst: verworfen.
gamepage-premove-finish = Dem Vorauszug { $targets } fehlen noch Klicks: beende ihn auf dem Brett.
gamepage-premove-choose = Der Vorauszug { $targets } passt zu mehreren Zügen: wähle einen.
