# Page de partie : avis « à vous de jouer », sons, coups anticipés ; boutons de thème et de son.

gamepage-theme-to-light = Passer au thème clair
gamepage-theme-to-dark = Passer au thème sombre
gamepage-sounds-on = Sons activés (cliquez pour les couper)
gamepage-sounds-off = Sons coupés (cliquez pour les activer)
gamepage-your-turn-title = ● À vous de jouer — { $title }
gamepage-premove-hint = Vous pouvez anticiper : cliquez dès maintenant votre prochain coup, il sera joué dès que ce sera votre tour.
gamepage-premove-started = Coup anticipé : { $targets } → … (cliquez où il va)
gamepage-premove-pending = Coup anticipé : { $targets } (joué dès que ce sera votre tour)
gamepage-premove-cancel = Annuler le coup anticipé
gamepage-premove-dropped = Le coup anticipé { $targets } n’était pas légal à votre tour : abandonné.
gamepage-premove-finish = Le coup anticipé { $targets } demande d’autres clics : terminez-le sur le plateau.
gamepage-premove-choose = Le coup anticipé { $targets } correspond à plusieurs coups : choisissez-en un.
