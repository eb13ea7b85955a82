# boardlab comet circumflex sentences: French (français). Needs review by a native speaker.
# Pieces carry .gender and .start; colours .fem (agreeing with « pièce »); directions .to;
# seats .of (« du joueur 1 », « des Noirs »), .start and .number; games .a (« au jeu… »).
# Regions are written as places, with their preposition.

## Values

piece-1 = le triangle marron (1)
    .start = Le triangle marron (1)
    .gender = masculine
piece-2 = le carré rouge (2)
    .start = Le carré rouge (2)
    .gender = masculine
piece-3 = le rond orange (3)
    .start = Le rond orange (3)
    .gender = masculine
piece-4 = le triangle jaune (4)
    .start = Le triangle jaune (4)
    .gender = masculine
piece-5 = le carré vert (5)
    .start = Le carré vert (5)
    .gender = masculine
piece-6 = le rond bleu (6)
    .start = Le rond bleu (6)
    .gender = masculine
piece-7 = la pyramide magenta (7)
    .start = La pyramide magenta (7)
    .gender = feminine
piece-8 = le carré gris (8)
    .start = Le carré gris (8)
    .gender = masculine
piece-9 = la pyramide blanche (9)
    .start = La pyramide blanche (9)
    .gender = feminine
colour-brown = marron
    .fem = marron
colour-red = rouge
    .fem = rouge
colour-orange = orange
    .fem = orange
colour-yellow = jaune
    .fem = jaune
colour-green = vert
    .fem = verte
colour-blue = bleu
    .fem = bleue
colour-magenta = magenta
    .fem = magenta
colour-grey = gris
    .fem = grise
colour-white = blanc
    .fem = blanche
shape-round = rond
    .plural = ronds
shape-triangle = triangle
    .plural = triangles
shape-square = carré
    .plural = carrés
shape-pyramid = pyramide
    .plural = pyramides
group-rounds = tous les ronds
    .start = Tous les ronds
group-triangles = tous les triangles
    .start = Tous les triangles
group-squares = tous les carrés
    .start = Tous les carrés
group-pyramids = toutes les pyramides
    .start = Toutes les pyramides
group-even = toutes les pièces de numéro pair
    .start = Toutes les pièces de numéro pair
group-odd = toutes les pièces de numéro impair
    .start = Toutes les pièces de numéro impair
group-prime = toutes les pièces de numéro premier
    .start = Toutes les pièces de numéro premier
group-squarenum = toutes les pièces dont le numéro est un carré
    .start = Toutes les pièces dont le numéro est un carré
group-cubenum = toutes les pièces dont le numéro est un cube
    .start = Toutes les pièces dont le numéro est un cube
direction-N = nord
    .to = vers le nord
direction-S = sud
    .to = vers le sud
direction-E = est
    .to = vers l’est
direction-W = ouest
    .to = vers l’ouest
seat-p1 = le joueur 1
    .start = Le joueur 1
    .of = du joueur 1
    .number = singular
seat-p2 = le joueur 2
    .start = Le joueur 2
    .of = du joueur 2
    .number = singular
seat-p3 = le joueur 3
    .start = Le joueur 3
    .of = du joueur 3
    .number = singular
seat-p4 = le joueur 4
    .start = Le joueur 4
    .of = du joueur 4
    .number = singular
seat-p5 = le joueur 5
    .start = Le joueur 5
    .of = du joueur 5
    .number = singular
seat-p6 = le joueur 6
    .start = Le joueur 6
    .of = du joueur 6
    .number = singular
seat-p7 = le joueur 7
    .start = Le joueur 7
    .of = du joueur 7
    .number = singular
seat-p8 = le joueur 8
    .start = Le joueur 8
    .of = du joueur 8
    .number = singular
seat-p9 = le joueur 9
    .start = Le joueur 9
    .of = du joueur 9
    .number = singular
seat-black = les Noirs
    .start = Les Noirs
    .of = des Noirs
    .number = plural
seat-white = les Blancs
    .start = Les Blancs
    .of = des Blancs
    .number = plural
game-c1 = C1
    .a = à C1
game-axiom = AXIOM
    .a = à AXIOM
game-ccc = CCC
    .a = à CCC
game-cubes = Cubes
    .a = à Cubes
game-comet = le jeu de la comète circonflexe
    .a = au jeu de la comète circonflexe
grand-move-value = { $group } { $direction_to }
region-centre = au centre (d4 à f6)
region-corners = dans un coin
region-edge = sur le bord du plateau
region-inside = à l’intérieur du plateau, loin du bord
region-north = au nord (rangées 6 à 9)
region-south = au sud (rangées 1 à 4)
region-east = à l’est (colonnes f à i)
region-west = à l’ouest (colonnes a à d)
region-board = n’importe où sur le plateau
region-square = sur la case { $square }
region-rectangle = dans le rectangle { $corner } à { $other }
region-rank = sur la rangée { $rank }
region-file = sur la colonne { $file }
goal-adjacent = { $pieces_count ->
    [one] la pièce { $pieces } seule
   *[other] les pièces { $pieces } côte à côte
}
goal-line = les pièces { $pieces } sur une même ligne droite
goal-block = les pièces { $pieces } remplissant un rectangle
goal-in = { $pieces_count ->
    [one] la pièce { $pieces } { $region }
   *[other] les pièces { $pieces } { $region }
}
goal-not = non ({ $goal })
goal-and = { $left } et { $right }
goal-or = { $left } ou { $right }
goal-nested = ({ $goal })
unknown-sentence = [{ $number } : phrase inconnue { $number }]
malformed-sentence = [phrase mal formée]

## Talking

hello = Bonjour !
goodbye = Au revoir !
thanks = Merci !
you-are-welcome = De rien.
well-played = Bien joué !
good-game = Belle partie !
good-idea = Bonne idée !
not-understood = Je ne comprends pas.
please-repeat = Peux-tu répéter, s’il te plaît ?
my-turn = C’est mon tour.
your-turn = C’est ton tour.
seat-turn = C’est au tour { $seat_of }.
agree = Je suis d’accord.
disagree = Je ne suis pas d’accord.
hint-please = Peux-tu me donner un indice ?
wait-moment = Attends un instant, s’il te plaît.
ready = Je suis prêt.
are-you-ready = Es-tu prêt ?
yes = Oui.
no = Non.
sorry = Pardon !
good-luck = Bonne chance !
have-fun = Amuse-toi bien !
nice-move = Joli coup !
let-me-think = Laisse-moi réfléchir.
back-in = Je reviens dans { $duration }.
time-left = Il me reste { $duration }.
must-go = Je dois partir maintenant.
play-again = On rejoue ?
which-game = À quel jeu jouons-nous ?
lets-play = Jouons { $game_a }.
first-game-of = C’est ma première partie { $game_a }.
explain-rules = Peux-tu m’expliquer les règles ?
look-at-square = Regarde la case { $square }.
why-move = Pourquoi as-tu joué { $move } ?
my-mistake = J’ai fait une erreur.
congratulations = Félicitations !
that-was-fun = C’était amusant.
good-morning = Bonjour !
good-evening = Bonsoir !
how-are-you = Comment vas-tu ?
fine-thanks = Je vais bien, merci.
be-patient = Sois patient, s’il te plaît.
do-not-know = Je ne sais pas.
maybe = Peut-être.
you-are-right = Tu as raison.
prefer-game = Je préfère jouer { $game_a }.
i-play-seat = { $seat_number ->
    [plural] Je joue { $seat }.
   *[singular] Je suis { $seat }.
}
connection-slow = Ma connexion est lente.

## Playing comet

propose-goal = Je propose cet objectif : { $goal }.
accept-goal = J’accepte cet objectif.
propose-other-goal = Choisissons un autre objectif.
goal-agreed = L’objectif convenu : { $goal }.
goal-reached = Cet objectif est atteint !
goal-not-reached = L’objectif n’est pas encore atteint.
i-think-needs = { $count ->
    [one] Je pense que cet objectif demande { $count } grand coup.
   *[other] Je pense que cet objectif demande { $count } grands coups.
}
computer-says-enough = { $count ->
    [one] L’ordinateur dit que { $count } grand coup suffit.
   *[other] L’ordinateur dit que { $count } grands coups suffisent.
}
shall-we-undo = On annule le dernier grand coup ?
start-again = Recommençons depuis le début.
off-board-poor-play = Vouloir sortir du plateau, c’est mal jouer.
grand-move = Déplacer { $move }.
propose-grand-move = Je propose : déplacer { $move }.
pieces-moved = { $pieces_count ->
    [one] La pièce { $pieces } a bougé.
   *[other] Les pièces { $pieces } ont bougé.
}
blocked-occupied = { $pieces_count ->
    [one] La pièce { $pieces } n’a pas pu bouger : la case était occupée.
   *[other] Les pièces { $pieces } n’ont pas pu bouger : la case était occupée.
}
blocked-edge = { $pieces_count ->
    [one] La pièce { $pieces } n’a pas pu bouger : elle serait sortie du plateau.
   *[other] Les pièces { $pieces } n’ont pas pu bouger : elles seraient sorties du plateau.
}
nothing-moved = Rien n’a bougé.
piece-blocked-by = { $piece_start } a été { $piece_gender ->
    [feminine] bloquée
   *[masculine] bloqué
} par { $blocker }.
piece-on-square = { $piece_start } est sur { $square }.
piece-moved-to = { $piece_start } s’est { $piece_gender ->
    [feminine] déplacée
   *[masculine] déplacé
} en { $square }.
grand-moves-made = { $count ->
    [0] Aucun grand coup n’a encore été joué.
    [one] { $count } grand coup a été joué.
   *[other] { $count } grands coups ont été joués.
}
move-limit = { $count ->
    [0] Le nombre de grands coups n’est pas limité.
    [one] La limite est de { $count } grand coup.
   *[other] La limite est de { $count } grands coups.
}
goal-not-reached-end = La partie s’est terminée sans atteindre l’objectif.
seat-gave-up = { $seat_start } { $seat_number ->
    [plural] ont abandonné
   *[singular] a abandonné
}.
how-about-group = Et si on déplaçait { $group } ?
try-direction = Essaie { $direction_to }.
where-are-shape = Où sont les { $shape_plural } ?
which-piece-colour = Quelle pièce est { $colour_fem } ?
piece-must-reach = { $piece_start } doit se trouver { $region }.
getting-closer = Nous nous rapprochons.
getting-further = Nous nous éloignons de l’objectif.
one-more-grand-move = Encore un grand coup !
your-grand-move = À toi de faire un grand coup.
computer-first-move = { $count ->
    [one] L’ordinateur dit que { $count } grand coup suffit, en commençant par déplacer { $move }.
   *[other] L’ordinateur dit que { $count } grands coups suffisent, en commençant par déplacer { $move }.
}
computer-finds-no-way = L’ordinateur ne trouve aucun moyen d’atteindre cet objectif.
goal-impossible = Cet objectif ne peut jamais être atteint.
usual-start = Prenons la position de départ habituelle.
group-members = { $group_start } sont les pièces { $pieces }.
which-direction = Dans quelle direction ?
shall-we-go = On va { $direction_to } ?
watch-piece = Surveille { $piece }.
seat-grand-move = { $seat_start } : déplacer { $move }.
start-placement = Au départ, { $piece } est sur { $square }.
players-count = { $count ->
    [one] Nous sommes { $count } joueur.
   *[other] Nous sommes { $count } joueurs.
}
edge-moves-forbidden = Dans cette partie, un grand coup ne peut pas laisser de pièces bloquées au bord.

## Comet goals, condition by condition

goal-pieces-adjacent = Objectif : { $pieces_count ->
    [one] la pièce { $pieces } seule
   *[other] les pièces { $pieces } côte à côte
}.
goal-pieces-line = Objectif : les pièces { $pieces } sur une même ligne droite.
goal-pieces-block = Objectif : les pièces { $pieces } remplissant un rectangle.
goal-pieces-in = Objectif : { $pieces_count ->
    [one] la pièce { $pieces }
   *[other] les pièces { $pieces }
} { $region }.
goal-group-adjacent = Objectif : { $group } côte à côte.
goal-group-line = Objectif : { $group } sur une même ligne droite.
goal-group-block = Objectif : { $group } remplissant un rectangle.
goal-group-in = Objectif : { $group } { $region }.
goal-try = Et si on essayait cet objectif : { $goal } ?

## The other games

offer-draw = Je propose la nulle.
accept-draw = J’accepte la nulle.
decline-draw = Je refuse la nulle.
resign = J’abandonne.
takeback-request = Puis-je reprendre mon dernier coup ?
takeback-accept = Oui, reprends-le.
takeback-decline = Non, le coup est joué.
rematch-offer = Une revanche ?
rematch-accept = Oui, rejouons.
your-piece-threatened = Ta pièce en { $square } est menacée.
my-piece-threatened = Ma pièce en { $square } est menacée.
i-play-move = Je joue { $move }.
you-played-move = Tu as joué { $move }.
did-not-see = Je n’avais pas vu ça.
move-is-good = { $move } est un bon coup.
move-was-mistake = { $move } était une erreur.
move-would-be-better = { $move } aurait été meilleur.
you-win = Tu as gagné.
i-win = J’ai gagné.
it-is-a-draw = Partie nulle.
seat-wins = { $seat_start } { $seat_number ->
    [plural] gagnent
   *[singular] gagne
}.
game-over = La partie est terminée.
clock-low = Il ne me reste que { $duration } à la pendule.
time-ran-out = Mon temps est écoulé.
move-not-legal = Ce coup n’est pas permis.
seat-to-move = Au tour { $seat_of } de jouer.
move-was-forced = Ce coup était forcé.
capture-on = Prise en { $square } !
protect-square = Protège { $square }.
favourite-opening = Quelle ouverture préfères-tu ?
moves-played = { $count ->
    [one] Nous avons joué { $count } coup.
   *[other] Nous avons joué { $count } coups.
}
play-faster = Pourrais-tu jouer un peu plus vite ?
review-together = On regarde la partie ensemble après ?
what-about-move = Et { $move } ?
do-you-know-game = Connais-tu { $game } ?
want-to-play-seat = { $seat_number ->
    [plural] Veux-tu prendre { $seat } ?
   *[singular] Veux-tu être { $seat } ?
}
game-move = Dans { $game } : { $move }.
