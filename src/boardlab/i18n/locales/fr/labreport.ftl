### Le rapport du labo et les refus du labo (voir en/labreport.ftl).

## Titres et phrases

labreport-title = Rapport du labo : { $experiment }
labreport-not-reproducible = Non reproductible :
labreport-time-caps-other-games = les agents ont joué avec des limites de temps, une autre exécution donne donc d'autres parties.
labreport-time-caps = les agents ont joué avec des limites de temps.
labreport-seed = graine { $seed }
labreport-seeds = { $count ->
    [one] graine { $seeds }
   *[other] graines { $seeds }
}
labreport-only-puzzles = D'après { $file } ({ $seeds }) ; aucune partie, seulement des problèmes.
labreport-summary = { $count ->
    [one] { $count } partie dans { $variants ->
        [one] { $variants } variante
       *[other] { $variants } variantes
    }
   *[other] { $count } parties dans { $variants ->
        [one] { $variants } variante
       *[other] { $variants } variantes
    }
} d'après { $file } ({ $seeds }, limite de { $limit } étapes ; une partie arrêtée par la limite compte comme nulle{ $opening }). Les taux sont des parts des parties, avec un intervalle à 95 % entre parenthèses.
labreport-opening = { $count ->
    [one] ; chaque paire de parties a commencé par sa propre étape aléatoire, places échangées
   *[other] ; chaque paire de parties a commencé par ses propres { $count } étapes aléatoires, places échangées
}
labreport-unknown = ?
labreport-pairing = { $a } – { $b }
labreport-interval = ({ $low }–{ $high })
labreport-no-decisive-game = aucune partie décisive
labreport-share = { $share } ({ $low }–{ $high }) sur { $count }, p = { $p }
labreport-elo-infinite = ∞
labreport-per-game = { $pairing }, par partie : { $counters }
labreport-endings = { $pairing }, fins de partie : { $endings }
labreport-repeated = { $pairing }, parties répétées : seules { $distinct } des { $count } parties diffèrent (`opening = N` dans l'expérience les fait varier)
labreport-ending-count = { $ending } ({ $count })
labreport-by-seed = { $pairing }, part du premier joueur dans les parties décisives par graine : { $shares } ; les graines concordent-elles ? khi-deux { $chi2 } à { $df } degrés de liberté, p = { $p }
labreport-seed-share = graine { $seed } : { $share }
labreport-comparison = Comparaison des variantes
labreport-comparison-intro = { $count ->
    [one] { $count } test
   *[other] { $count } tests
} (taux de victoire du premier joueur, taux de nulles, longueur moyenne ; deux variantes à la fois avec le même duo), corrigés par Holm ; { $significant } significatif(s) au seuil de { $alpha }.
labreport-comparison-none = Aucune différence entre les variantes n'est significative avec ces parties.
labreport-yes = oui
labreport-no = non
labreport-page-title = { $experiment } – labo boardlab

## Le tableau d'une variante

labreport-col-pairing = duo (A – B)
labreport-col-games = parties
labreport-col-first-wins = victoires du premier joueur
labreport-col-first-share = part du premier joueur dans les parties décisives (p contre 50 %)
labreport-col-draws = nulles
labreport-col-limit = arrêtées par la limite
labreport-col-length = longueur médiane (écart interquartile)
labreport-col-branching = ramification
labreport-col-decided = décidée à
labreport-col-lead-changes = changements de tête
labreport-col-drama = rebondissements
labreport-col-score = score de A
labreport-col-elo = Elo A–B

## Les mesures de conception du jeu et pourquoi l'une manque

labreport-col-measure = mesure (parties de tous les duos)
labreport-col-value = valeur (intervalle à 95 %)
labreport-measure-branching-factor = facteur de ramification
labreport-measure-decisiveness = caractère décisif
labreport-measure-drama = rebondissements
labreport-measure-lead-changes = changements de tête
labreport-measure-uncertainty = incertitude
labreport-measure-clarity = clarté
labreport-measure-coverage = couverture
labreport-measure-repetition = répétition
labreport-measure-stalemate-share = part des pats
labreport-measure-skill-trace = trace de la force
labreport-unmeasured-seats = dans un jeu à plus de deux places, aucun camp n'est en tête
labreport-unmeasured-no-evaluation-ahead = le jeu n'a pas d'évaluation pour dire qui est en tête
labreport-unmeasured-no-decisive-game = aucune partie décisive
labreport-unmeasured-no-decisive-evaluated = aucune partie décisive avec une évaluation des deux camps
labreport-unmeasured-no-evaluation-leads = le jeu n'a pas d'évaluation des deux camps pour dire qui mène
labreport-unmeasured-no-game = aucune partie
labreport-unmeasured-no-step = aucune partie n'a fait d'étape
labreport-unmeasured-built-board = le plateau de { $game } est fait de ses pièces : il n'a pas d'ensemble fixe de cases à couvrir
labreport-unmeasured-no-squares = les coups de { $game } ne nomment aucune case (un grand coup de comet nomme un groupe et une direction)
labreport-unmeasured-no-move = aucune partie n'a joué de coup
labreport-unmeasured-no-games = aucune partie
labreport-unmeasured-no-replay = aucune partie n'a pu être rejouée
labreport-unmeasured-two-seats = l'évaluateur fixe évalue les positions d'un camp contre l'autre : deux places seulement
labreport-unmeasured-no-evaluator = le jeu n'a pas d'évaluation pour la recherche de l'évaluateur fixe
labreport-unmeasured-no-open-position = aucune position ouverte à évaluer
labreport-unmeasured-no-two-moves = aucune position avec deux coups à comparer
labreport-unmeasured-no-ladder = pas d'échelle de niveaux dans ces parties : lancez 'boardlab lab ladder GAME' (chaque niveau contre celui du dessous)
labreport-unmeasured-cooperative = un jeu coopératif : les places partagent un résultat, aucun niveau n'en bat donc un autre

## Comment les parties ont fini

labreport-ending-unfinished = inachevée (limite de coups)
labreport-ending-a-player = un joueur
labreport-ending-a-cell = une case

## La comparaison des variantes

labreport-col-variant = variante
labreport-col-value-short = valeur
labreport-col-pairing-short = duo
labreport-col-metric = indicateur
labreport-col-p-holm = p (Holm)
labreport-col-significant = significatif
labreport-metric-first-player-win-rate = taux de victoire du premier joueur
labreport-metric-draw-rate = taux de nulles
labreport-metric-mean-length = longueur moyenne

## La difficulté des objectifs de comet

labreport-goals = objectifs de comet : difficulté
labreport-goals-intro = Solutions optimales depuis { $starts } départs aléatoires par objectif (profondeur du solveur { $depth }) ; le plus difficile d'abord.
labreport-col-rank = rang
labreport-col-goal = objectif
labreport-col-solved = résolu dans la profondeur
labreport-col-solved-within = résolu en { $within } au plus
labreport-col-mean-optimal = longueur optimale moyenne
labreport-col-median = médiane
labreport-col-optimal-starts = longueur optimale : départs

## Les graphiques : titres, axes et légendes

labreport-plot-variant-rates = victoires du premier joueur et nulles
labreport-plot-lengths = histogramme des longueurs
labreport-plot-outcomes = résultats
labreport-plot-branching = facteur de ramification par étape
labreport-plot-curves = courbes d'évaluation
labreport-legend-games = { $pairing } ({ $count ->
    [one] { $count } partie
   *[other] { $count } parties
})
labreport-axis-length = longueur de la partie (étapes, une par coup)
labreport-axis-games = parties (nombre)
labreport-first-wins = le premier joueur gagne
labreport-second-wins = le second joueur gagne
labreport-draws = nulles
labreport-axis-result = résultat (barres : intervalle de Wilson à 95 %)
labreport-axis-share = part des parties (%)
labreport-axis-step = numéro de l'étape
labreport-axis-legal-steps = étapes légales (moyenne sur les parties)
labreport-legend-sample = { $pairing }, partie { $number } : { $result }
labreport-axis-evaluation = évaluation, du point de vue de { $seat }
labreport-axis-evaluation-scale = (−1 perdu … +1 gagné)
labreport-result-drawn = nulle
labreport-result-unfinished = arrêtée par la limite de coups
labreport-result-won = gagnée par { $seat }
labreport-axis-variant = variante (numérotée comme les sections ci-dessous ; premier duo)
labreport-axis-share-interval = part des parties (%, intervalle à 95 %)

## Les refus du labo dans l'application web

error-lab-no-file = Aucun fichier de résultats du labo { $name }
error-lab-unreadable = Impossible de lire { $name } : { $detail }
error-lab-no-experiment = Aucune expérience du labo { $id }
error-lab-log-in = Connectez-vous pour lancer des expériences : le labo est réservé aux comptes
error-lab-log-in-mine = Connectez-vous pour voir vos expériences
error-lab-name = Nom : donnez à l'expérience un nom de 1 à { $limit } caractères
error-lab-unknown-game = Jeu : { $detail }
error-lab-no-variants = Variantes : ajoutez au moins une variante (ses options peuvent toutes rester par défaut)
error-lab-no-pairings = Duos : ajoutez au moins un duo de deux agents
error-lab-too-many-pairings = Duos : au plus { $limit } duos par expérience, reçu { $count }
error-lab-pairing-size = Duos : le duo { $number } doit nommer deux agents, reçu { $count }
error-lab-agent = Duos : l'agent { $agent } n'est pas proposé dans le labo web ; choisissez parmi { $agents }
error-lab-no-games = Parties : au moins 1 partie par variante et par duo, reçu { $count }
error-lab-move-limit = Limite de coups : entre 1 et { $limit } étapes, reçu { $count }
error-lab-experiment = L'expérience n'est pas valide : { $detail }
error-lab-too-many-variants = Variantes : au plus { $limit } variantes par expérience, et ces options en font { $count }
error-lab-too-many-games = Parties : cette expérience compte { $count } parties ({ $variants } variantes × { $pairings } duos × { $games } parties) ; le labo web en joue au plus { $limit } par expérience
error-lab-active-cap = { $count ->
    [one] Vous avez { $count } expérience en attente ou en cours, le maximum pour un compte ; attendez qu'une se termine ou annulez-en une
   *[other] Vous avez { $count } expériences en attente ou en cours, le maximum pour un compte ; attendez qu'une se termine ou annulez-en une
}
error-lab-daily-cap = Un compte peut lancer { $limit } parties en 24 heures ; vous en avez lancé { $today } et cette expérience en compte { $count }
error-lab-no-games-yet = L'expérience n'a pas encore de partie ; son rapport viendra avec sa première partie
error-lab-not-yours = Seul le compte qui a lancé une expérience peut l'annuler
error-lab-ended = { $state ->
    [done] L'expérience est déjà terminée ; seule une expérience en attente ou en cours peut être annulée
    [cancelled] L'expérience est déjà annulée ; seule une expérience en attente ou en cours peut être annulée
    [failed] L'expérience a déjà échoué ; seule une expérience en attente ou en cours peut être annulée
   *[other] L'expérience est déjà finie ({ $state }) ; seule une expérience en attente ou en cours peut être annulée
}
