### Les jeux en mots : titres, options (nom, une ligne d'aide, valeurs) et raisons de la
### fin d'une partie.

## Titres

games-title-axiom = AXIOM
games-title-c1 = C1 (Cône)
games-title-ccc = CCC (Collapsable Construct Collision)
games-title-comet = Le jeu de la comète circonflexe
games-title-cubes = Cubes (cubes actifs et inactifs)

## Cases à cocher

option-on = oui
option-off = non

## AXIOM

option-axiom-own_pair = Deux sceptres sur un cube
option-axiom-own_pair-help = Ce qui arrive quand les deux sceptres d'une couleur sont sur le même cube.
option-value-axiom-own_pair-loss = cette couleur perd (règles de 2008)
option-value-axiom-own_pair-allowed = permis, sans effet
option-value-axiom-own_pair-forbidden = interdit, aucun coup ne peut le faire
option-axiom-one_piece = Structure d'un seul tenant
option-axiom-one_piece-help = Les coups de cube doivent laisser la structure d'un seul tenant (les éliminations peuvent encore la couper).
option-axiom-move_limit = Limite de tours
option-axiom-move_limit-help = La partie est nulle après ce nombre de tours (0 : sans limite).
option-axiom-sceptre_length = Portée du sceptre
option-axiom-sceptre_length-help = Combien de cellules un sceptre debout occupe devant sa face.
option-value-axiom-sceptre_length-1 = 1 cellule (la fiche de règles)
option-value-axiom-sceptre_length-2 = 2 cellules (une lecture plus longue)

## C1

option-c1-variant = Variante
option-c1-variant-help = C1 joue un coup par tour ; C2 permet d'abord un coup de tuile, puis un coup de cône ou de pyramide.
option-value-c1-variant-c1 = C1 : un coup par tour
option-value-c1-variant-c2 = C2 : un coup de tuile, puis un coup de cône ou de pyramide
option-c1-repetition = Nulle par répétition
option-c1-repetition-help = La partie est nulle quand une position revient ce nombre de fois (0 : jamais ; au moins 2).
option-c1-move_limit = Limite de tours
option-c1-move_limit-help = La partie est nulle quand ce nombre de tours a été joué (0 : sans limite).

## CCC

option-ccc-flat_rows = Rangées de Flats
option-ccc-flat_rows-help = Rangées de Flats de chaque côté (le jeu en prévoit 2 ; de 0 à 3).
option-ccc-flat_placement = Place des Flats
option-ccc-flat_placement-help = Où se tiennent les rangées de Flats par rapport à la rangée des pièces spéciales.
option-value-ccc-flat_placement-front = devant les pièces spéciales
option-value-ccc-flat_placement-behind = derrière les pièces spéciales
option-value-ccc-flat_placement-around = autour d'elles (la plus grande moitié devant)
option-ccc-empty_ranks = Rangées vides
option-ccc-empty_ranks-help = Rangées vides entre les deux camps au départ.
option-ccc-specials = Pièces spéciales de Noir
option-ccc-specials-help = La rangée de pièces spéciales de Noir : standard (CTSLNMTC), random (selon la graine) ou un arrangement des lettres CCTTSMLN.
option-ccc-white_specials = Pièces spéciales de Blanc
option-ccc-white_specials-help = La rangée de Blanc : mirror (la même pièce sur la même colonne), rotated (l'ordre de Noir vu du côté de Blanc), random ou un arrangement.
option-ccc-seed = Graine aléatoire
option-ccc-seed-help = La graine des rangées aléatoires de pièces spéciales.
option-ccc-flag_rest = Repos du Nice Flag
option-ccc-flag_rest-help = Ce qui empêche le Nice Flag d'agir au tour suivant.
option-value-ccc-flag_rest-move = un déplacement seulement (comme le dit le texte)
option-value-ccc-flag_rest-any = toute action du Flag, recréation comprise
option-ccc-first = Premier tour
option-ccc-first-help = La couleur qui joue le premier tour.
option-value-ccc-first-black = Noir
option-value-ccc-first-white = Blanc
option-ccc-no_move = Aucune action légale
option-ccc-no_move-help = Ce qui arrive à un camp sans action légale (les règles n'en disent rien).
option-value-ccc-no_move-loss = ce camp perd
option-value-ccc-no_move-draw = la partie est nulle
option-ccc-move_limit = Limite de tours
option-ccc-move_limit-help = La partie est nulle après ce nombre de tours (0 : sans limite).

## Le jeu de la comète circonflexe

option-comet-goal = But
option-comet-goal-help = Le but dont les joueurs conviennent : un but prédéfini, ou un but écrit dans le langage des buts, comme adjacent(pyramids) and line(squares).
option-value-comet-goal-pyramids-adjacent = les deux pyramides côte à côte
option-value-comet-goal-squares-in-line = les trois carrés en ligne
option-value-comet-goal-both-examples = les deux exemples du texte à la fois
option-value-comet-goal-three-pairs = chaque paire de formes pareilles côte à côte
option-value-comet-goal-brown-to-centre = le triangle brun sur la case centrale
option-value-comet-goal-white-to-corner = la pyramide blanche dans un coin
option-value-comet-goal-pyramids-to-centre = les deux pyramides dans le 3×3 central
option-value-comet-goal-plus-sign = les quatre pièces paires autour du carré vert
option-value-comet-goal-warm-colours = rouge, orange et jaune ensemble
option-value-comet-goal-red-green-blue = rouge, vert et bleu en ligne
option-value-comet-goal-triangles-north = les deux triangles sur le bord nord
option-value-comet-goal-shapes-in-line = ronds et triangles sur une ligne
option-value-comet-goal-evens-in-line = les pièces paires sur une ligne
option-value-comet-goal-primes-together = les pièces aux nombres premiers ensemble
option-comet-move_limit = Limite de grands coups
option-comet-move_limit-help = La partie se termine sans solution après ce nombre de grands coups (0 : sans limite).
option-comet-start = Position de départ
option-comet-start-help = Les cases des pièces 1 à 9 au départ, séparées par des virgules.
option-comet-edge_blocking = Permettre le blocage au bord
option-comet-edge_blocking-help = Permettre les grands coups qui retiennent une pièce au bord du plateau.
option-comet-players = Joueurs
option-comet-players-help = Le nombre de joueurs (places Joueur 1, Joueur 2, ...).

## Cubes

option-cubes-size = Taille du plateau
option-cubes-size-help = Le plateau a ce nombre de cases de côté.
option-cubes-first = Premier coup
option-cubes-first-help = Qui joue en premier.
option-value-cubes-first-random = tiré au sort
option-value-cubes-first-black = Noir
option-value-cubes-first-white = Blanc
option-cubes-seed = Graine aléatoire
option-cubes-seed-help = La graine du tirage du premier joueur (0 : un nouveau tirage à chaque partie).
option-cubes-slide = Glissements
option-cubes-slide-help = Si un glissement peut passer des cubes dont les coins touchent son chemin.
option-value-cubes-slide-physical = physique : peut passer et bousculer des cubes inactifs
option-value-cubes-slide-strict = strict : ne peut pas passer devant un cube actif
option-cubes-move_limit = Limite de tours
option-cubes-move_limit-help = La partie est nulle après ce nombre de tours (0 : sans limite).

## Pourquoi une partie s'est terminée

reason-resigned = { $seat } a abandonné
reason-resigned-abandoned = { $seat } a abandonné ; la partie est arrêtée
reason-comet-gave-up = { $seat } a renoncé ; le but n'est pas atteint
reason-draw-agreed = { $other } a proposé la nulle et { $seat } l'a acceptée
reason-aborted = { $seat } a annulé la partie avant de jouer
reason-time = { $seat } a dépassé son temps
reason-time-cannot-win = { $seat } a dépassé son temps, et { $other } ne peut plus gagner
reason-move-limit = La limite de { $count ->
    [one] { $count } tour
   *[other] { $count } tours
} a été atteinte
reason-no-legal-move = { $seat } n'a aucun coup légal
reason-axiom-meeting = Le sceptre de { $other } a atteint le cube en { $cell } qui porte le sceptre de { $seat }
reason-axiom-both-pairs = Les deux joueurs ont leurs deux sceptres sur un cube
reason-axiom-own-pair = { $seat } a mis ses deux sceptres sur un cube
reason-c1-both-surrounded = Les deux cônes sont encerclés
reason-c1-surrounded = Le cône de { $seat } est encerclé
reason-c1-repetition = La même position est revenue { $count } fois
reason-ccc-both-pyramids = Les deux camps ont perdu leur dernière Pyramide au même tour
reason-ccc-no-pyramid = { $seat } n'a plus de Pyramide
reason-ccc-no-attack = Aucun camp ne peut plus détruire une Pyramide adverse (seules les Pyramides attaquent, chacune sur les cases de sa couleur)
reason-no-action = { $seat } n'a aucune action légale
reason-comet-solved = Le but est atteint : { $goal }
reason-comet-move-limit = La limite de { $count ->
    [one] { $count } grand coup
   *[other] { $count } grands coups
} a été atteinte sans le but
reason-comet-edge = Aucun grand coup n'est possible sans bloquer une pièce au bord
reason-cubes-no-move = { $seat } ne peut jouer aucun coup légal
reason-cubes-sealed = Les cubes des joueurs sont enfermés dans des régions séparées

## Mots des pages sur les parties

games-fair-play = Fair-play : pas d'aide du moteur dans une partie entre deux personnes tant qu'elle dure. Les indices, l'analyse de l'ordinateur et l'analyse de sa position reviennent à la fin.
games-board-not-drawn = Le plateau n'a pas pu être dessiné ({ $status }).
games-analysis-of = Analyse : { $title }
games-analysis-board-of = Plateau d'analyse · { $title }
games-over-here = La partie est terminée ici.
games-no-move-from = Aucun coup de { $seat } ne part de { $target }.
games-clock-days = { $clock } (jours par coup)
games-clock-minutes = { $clock } (minutes chacun, plus secondes par tour)
games-no-review = Pas d'analyse : { $problem }
games-mark-blunder = Gaffe
games-mark-mistake = Erreur
games-loss-distance = { $count ->
    [one] { $count } coup de plus jusqu'au but (meilleur : { $best })
   *[other] { $count } coups de plus jusqu'au but (meilleur : { $best })
}
games-loss-evaluation = L'évaluation de { $seat } est passée de { $before } à { $after } (meilleur : { $best })
games-graph-distance = La distance au but après chaque tour
games-graph-evaluation = L'évaluation de { $seat } après chaque tour
games-option-choices = { $option } : choix prédéfinis
games-option-other = autre… (à écrire ci-dessous)
games-colour-random = au hasard
games-title-seat = { $title } ({ $seat })
games-rated-needs-accounts = Une partie classée compte pour le classement des deux joueurs : tous deux ont besoin d'un compte.
games-same-screen = (même écran)
games-opponent-computer = l'ordinateur ({ $level })
games-against = contre { $opponent }
games-agent-random = coups au hasard
games-agent-easy = facile
games-agent-medium = moyen
games-agent-hard = difficile
games-agent-expert = expert
