# Interface de boardlab : français. Needs review by a native speaker.

app-title = boardlab
nav-play = Jouer
nav-lobby = Salon
nav-rules = Règles
nav-lab = Labo
nav-settings = Réglages
nav-sign-in = Se connecter
nav-sign-out = Se déconnecter
language-label = Langue
status-to-move = Au tour de { $seat }
status-your-turn = À toi de jouer
status-waiting = En attente de { $seat }
status-game-over = Partie terminée
banner-winner = { $seat } gagne
banner-draw = Partie nulle
banner-solved = Objectif atteint !
banner-unsolved = L’objectif n’a pas été atteint
lobby-title = Salon
lobby-new-game = Nouvelle partie
lobby-open-games = { $count ->
    [0] Aucune partie ouverte
    [one] { $count } partie ouverte
   *[other] { $count } parties ouvertes
}
chat-title = Conversation
chat-send = Envoyer
chat-phrasebook = Guide de conversation
chat-show-code = Afficher le code
chat-copy = Copier
chat-mute = Mettre en sourdine
chat-report = Signaler
rules-heading = Règles de { $game }
rules-english-note = Le texte complet des règles est en anglais.
comet-together = Joué ensemble : tous les joueurs visent le même objectif.
comet-goal = Objectif : { $goal }
moves-count = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}

# The pages: header, game page, lobby, analysis board, profiles
nav-analysis = Échiquier d'analyse
nav-tagline = jouer dans le navigateur
nav-notify = M'avertir quand c'est à moi
seat-black = Noir
seat-white = Blanc
seat-p1 = Joueur 1
seat-p2 = Joueur 2
banner-aborted = Annulée
conn-connecting = connexion…
conn-live = en direct
conn-reconnecting = reconnexion…
game-loading = chargement…
game-title = { $title } · partie { $id }
game-no-such-game = Cette partie n'existe pas sur ce serveur.
game-rematch = Revanche
game-look-at-board = Voir le plateau
game-hint = Indice
game-accept = Accepter
game-decline = Refuser
game-confirm = Confirmer
game-cancel = Annuler
game-flip = Retourner
game-analyse = Analyser
game-type-move = saisir un coup
game-play = Jouer
game-abort = Annuler la partie
game-resign = Abandonner
game-offer-draw = Proposer la nulle
game-accept-draw = Accepter la nulle
game-draw-offered = Nulle proposée
game-draw-offer-from = { $seat } propose la nulle.
game-takeback = Reprendre
game-copy-record = Copier la partie
game-import-record = Importer une partie
game-download-svg = Télécharger le SVG
game-confirm-moves = Confirmer chaque coup avant l'envoi
game-review = Analyse par l'ordinateur
game-waiting-for = En attente de { $seat }…
game-last-move = Dernier coup : { $move }.
game-you = vous
game-computer = ordinateur ({ $spec })
game-human = humain
game-import-title = Importer une partie
game-import-help = Une nouvelle partie du même jeu, avec les mêmes options, part de cet enregistrement, les deux camps sur cet écran.
game-import = Importer
game-note-title = Un mot pour votre adversaire
game-note-send = Envoyer le coup
picker-which = Lequel ?
chat-placeholder = dites quelque chose
chat-spectators = Les spectateurs lisent la conversation des joueurs.
chat-mute-other = Masquer la conversation de l'autre camp
account-signed-in = Connecté en tant que
account-log-in = Se connecter
account-sign-up = S'inscrire
account-log-out = Se déconnecter
account-username = nom d'utilisateur
account-password = mot de passe
lobby-game = Jeu
lobby-options = Options
lobby-opponent = Adversaire
lobby-same-screen = Même écran
lobby-computer = Ordinateur
lobby-friend = Ami (lien d'invitation)
lobby-anyone = N'importe qui (défi ouvert)
lobby-you-play = Vous jouez
lobby-rated = Classée (connectez-vous d'abord ; elle compte dès que les comptes des deux joueurs tiennent leur place)
lobby-rated-short = Classée (connectez-vous d'abord)
lobby-strength = Force de l'ordinateur
lobby-time-control = Cadence
lobby-untimed = Aucune (sans pendule)
lobby-other = autre…
lobby-start = Commencer la partie
lobby-challenges = Défis ouverts
lobby-no-challenges = Aucun défi ouvert. Publiez-en un avec « N'importe qui (défi ouvert) » ci-dessus.
lobby-time = Temps
lobby-creator-plays = Le créateur joue
lobby-rated-column = Classée
lobby-by = Par
lobby-import-help = Collez un enregistrement (du jeu et des options choisis ci-dessus) pour le continuer ou le revoir, par ex.
lobby-import-open = Importer et ouvrir
lobby-account-games = Vos parties (tous les appareils)
lobby-waiting-first = D'abord celles qui attendent votre coup.
lobby-browser-games = Mes parties (ce navigateur)
lobby-no-games = Pas encore de partie dans ce navigateur.
lobby-state = État
analysis-tried-here = Les coups essayés ici ne changent aucune partie. Un coup essayé au milieu de la ligne remplace la suite.
analysis-setup = Mettre en place une position
analysis-position = Chaîne de position (vide : le départ)
analysis-go = Analyser cette position
analysis-back = Retour à la partie
player-title = joueur
player-ratings = Classements
player-no-ratings = Pas encore de partie classée.
player-variant = Jeu et variante
player-rating = Classement
player-deviation = Écart
player-rated-games = Parties classées
player-recent = Parties récentes
player-no-games = Pas encore de partie.
player-result = Résultat
chat-muted-count = { $count ->
    [one] { $count } message de l'autre camp masqué.
   *[other] { $count } messages de l'autre camp masqués.
}

# The game page's statuses
game-watching = Vous regardez cette partie.
game-your-move-help = À vous : cliquez sur le plateau là où votre coup commence, puis suivez les marques.
game-you-offered-draw = Vous avez proposé la nulle ; un coup retire l'offre.
game-under-threat = Menace : { $seat } doit réagir — l'adversaire pourrait gagner avec { $moves }.
game-you-suffix = (vous)
game-computer-suffix = (ordinateur)
game-accept-rematch = Accepter la revanche
game-cancel-rematch = Retirer l'offre de revanche
game-turn-goes-on = Votre tour continue après { $steps } : jouez l'étape suivante.
game-selected = Sélection { $targets } : cliquez une cible marquée (ou la sélection pour annuler).

# The lobby's lists and challenges
lobby-post-challenge = Publier le défi
lobby-cannot-reach = Impossible de joindre le serveur : { $problem }
lobby-open-link = ouvrir
lobby-forget = oublier
lobby-your-move = à vous de jouer
lobby-same-screen-opponent = même écran
lobby-friend-by-link = un ami (par lien)
lobby-no-longer = plus sur ce serveur
lobby-untimed-short = sans pendule
lobby-rated-word = classée
lobby-casual = amicale
lobby-anonymous = anonyme
lobby-log-in-to-accept = Connectez-vous pour accepter
lobby-to-move-played = { $seat } au trait, { $count ->
    [one] { $count } tour joué
   *[other] { $count } tours joués
}

# Tooltips
tip-rules = Les règles de ce jeu, telles que boardlab les joue
tip-notify = Le navigateur vous prévient quand une partie attend votre coup
tip-hint = Suggérer un coup
tip-flip = Retourner le plateau
tip-analyse = Essayer des coups depuis la position affichée, sans toucher à la partie
tip-abort = Terminer la partie sans résultat : permis avant votre premier coup
tip-takeback = Demander à reprendre votre dernier coup
tip-review = L'ordinateur examine chaque tour et marque ceux qui ont le plus coûté

# Chat in sentences: the phrasebook
phrasebook-choose = Choisir une phrase…
phrasebook-insert = Insérer
phrasebook-say = Le dire
phrasebook-pick = Choisir sur le plateau
phrasebook-topic-talk = Conversation
phrasebook-topic-games = Pendant la partie
phrasebook-topic-comet = Jouer à comet
phrasebook-topic-goal = Buts de comet
phrasebook-type-square = case
phrasebook-type-piece = pièce
phrasebook-type-pieces = pièces (par ex. 2,5)
phrasebook-type-shape = forme
phrasebook-type-colour = couleur
phrasebook-type-group = groupe
phrasebook-type-direction = direction
phrasebook-type-grandmove = grand coup (par ex. prime-E)
phrasebook-type-goal = but
phrasebook-type-region = zone (par ex. a1:c3)
phrasebook-type-count = nombre
phrasebook-type-seat = joueur
phrasebook-type-game = jeu
phrasebook-type-move = coup
phrasebook-type-duration = secondes

# The lobby's chat
lobby-chat-title = Discussion du salon
lobby-chat-log-in = Connectez-vous pour parler dans le salon.
chat-unmute = Réafficher
chat-reported = Signalé
lobby-chat-muted = { $count ->
    [one] { $count } message de joueurs masqués caché.
   *[other] { $count } messages de joueurs masqués cachés.
}

# Comet: agreeing a goal
comet-goal-title = Le but
comet-propose = Proposer
comet-accept-goal = Accepter ce but
comet-phase-proposing = Aucun but n'est encore convenu : proposez-en un, ou acceptez celui de l'autre joueur.
comet-phase-waiting = En attente : l'autre joueur l'accepte ou en propose un autre.
comet-phase-agreed = Convenu : les grands coups peuvent commencer.
comet-own-goal = Un but à nous…
comet-condition-adjacent = côte à côte
comet-condition-line = en ligne droite
comet-condition-in = dans la zone
comet-and = et…

# The lobby: comet's goal by agreement
lobby-goal-by-agreement = Convenir du but pendant la partie, en phrases (comet)

# The game page: invitations
invite-link-for = Lien d'invitation pour { $seat } (envoyez-le à votre ami) :
invite-copy = Copier le lien
invite-copied = Copié
invite-select = Sélectionnez et copiez
invite-watch = Tout le monde peut regarder (sans jouer) sur { $url }

# The game page: more statuses; review; notices
game-earlier-position = Vous regardez une position antérieure : appuyez sur » pour jouer.
game-no-move-from = Aucun coup de { $seat } ne part de { $target }.
game-choose = Choisissez :
game-play-question = Jouer { $move } ?
game-note-with = Avec { $move } : « { $note } »
game-thinking = Réflexion…
game-hint-from-solver = Indice : { $move } (du solveur du jeu)
game-hint-from-computer = Indice : { $move } (d'un joueur ordinateur)
game-showing-step = Étape { $step } sur { $total }.
game-you-asked-takeback = Vous avez demandé à reprendre votre dernier coup.
game-takeback-from = { $seat } demande à reprendre son dernier coup.
game-withdraw = Retirer
game-rematch-started = Une revanche a commencé :
game-open-rematch = ouvrir la revanche
game-rematch-from = { $seat } propose une revanche.
game-you-offered-rematch = Vous avez proposé une revanche ; en attente de l'autre joueur.
game-resign-confirm = Abandonner cette partie ?
game-note-needed = Écrivez d'abord quelques mots (ou annulez le coup).
review-working = L'ordinateur analyse la partie…
review-no-mistakes = Aucun tour n'a beaucoup coûté : pas d'erreur à cette profondeur.
turns-your-move = À vous de jouer

# The analysis board and profiles
analysis-selected = Sélection { $targets } : cliquez une cible marquée.
analysis-try = Essayez un coup : cliquez là où il commence, puis suivez les marques.
analysis-no-evaluation = Pas d'évaluation : { $problem }
analysis-best-line = Meilleure ligne : { $line }.
analysis-evaluation = Évaluation { $score } pour { $seat }{ $work }. Meilleur : { $best }.
analysis-depth = (profondeur { $depth }, { $seconds } s)
player-anonymous = un joueur sans compte
player-playing = en cours ({ $seat } au trait)
analysis-goal-in = { $count ->
    [one] But en { $count } coup. Meilleur : { $best }.
   *[other] But en { $count } coups. Meilleur : { $best }.
}
analysis-goal-at-least = { $count ->
    [one] But en au moins { $count } coup. Meilleur : { $best }.
   *[other] But en au moins { $count } coups. Meilleur : { $best }.
}
