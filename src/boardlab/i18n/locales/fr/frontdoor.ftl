# The front door: the shared header's links, the home page, leaderboards, profiles and settings.

## The header every page shares
frontdoor-nav-players = Joueurs
frontdoor-nav-puzzles = Problèmes
frontdoor-nav-analysis = Analyse
frontdoor-nav-label = Site
frontdoor-menu = Menu

## The home page
frontdoor-online = { $count ->
    [one] { $count } joueur en ligne
   *[other] { $count } joueurs en ligne
}
frontdoor-playing = { $count ->
    [one] { $count } partie en cours
   *[other] { $count } parties en cours
}
frontdoor-quick-title = Partie rapide
frontdoor-quick-help = Un clic : vous rejoignez quelqu'un qui attend le même jeu à la même cadence, ou vous attendez un adversaire.
frontdoor-quick-rated = Vous êtes connecté : ces parties comptent pour le classement, sauf comet, qui se joue ensemble.
frontdoor-quick-casual = Parties amicales ; connectez-vous pour jouer des parties classées.
frontdoor-quick-group = Partie rapide : { $game }
frontdoor-quick-button = { $game }, { $time } : jouer maintenant
frontdoor-quick-waiting = En attente d'un adversaire : { $game }, { $time }…
frontdoor-picture-alt = { $game } : la position de départ
frontdoor-line-axiom = Construisez et reconstruisez une structure de douze cubes pendant que vos sceptres parcourent ses faces.
frontdoor-line-c1 = Des cônes et des pyramides sur des cases qui glissent et disparaissent.
frontdoor-line-ccc = Plaques, cubes et tores s'empilent en structures qui s'effondrent à travers le plateau.
frontdoor-line-comet = Pas une compétition : mettez-vous d'accord sur un but, puis poussez ensemble des groupes entiers de pièces jusqu'à l'atteindre.
frontdoor-line-cubes = Posez et faites glisser des cubes qui deviennent actifs et inactifs ; qui ne peut plus jouer perd.
frontdoor-live-title = Parties en direct
frontdoor-no-live = Aucune partie entre deux joueurs en ce moment : lancez-en une avec la partie rapide.
frontdoor-live-alt = { $game } : la position actuelle
frontdoor-watch = Regarder
frontdoor-steps = { $count ->
    [one] { $count } coup joué
   *[other] { $count } coups joués
}

## The lobby's challenges
frontdoor-no-challenges = Aucun défi ouvert. Utilisez la partie rapide ci-dessus, ou publiez-en un avec « N'importe qui (défi ouvert) » ci-dessous.
frontdoor-rating = Classement
frontdoor-rating-range = Classement du lanceur du défi
frontdoor-min = min
frontdoor-max = max
frontdoor-min-label = Classement minimal
frontdoor-max-label = Classement maximal
frontdoor-clear = Effacer
frontdoor-hidden-by-filter = { $count ->
    [one] { $count } défi est masqué par le filtre de classement.
   *[other] { $count } défis sont masqués par le filtre de classement.
}
frontdoor-provisional = Classement provisoire : peu de parties classées pour l'instant
frontdoor-yours-waiting = le vôtre, en attente…

## Leaderboards (/players)
frontdoor-players-title = Joueurs
frontdoor-leaderboards = Classements
frontdoor-leaderboard = Classement : { $game }
frontdoor-leaderboard-help = Classements selon les règles standard de chaque jeu (ses options par défaut). Un « ? » signale un classement provisoire (peu de parties classées).
frontdoor-games-label = Jeux
frontdoor-all-games = Tous les jeux
frontdoor-rank = Rang
frontdoor-player = Joueur
frontdoor-no-players = Pas encore de partie classée dans ce jeu.
frontdoor-see-all = Voir tout le classement
frontdoor-find-placeholder = Nom du joueur
frontdoor-find = Ouvrir le profil

## Profiles (/players/{name})
frontdoor-no-player = Aucun joueur ne s'appelle « { $name } » ici.
frontdoor-member-since = Membre depuis le { $date }
frontdoor-history-title = Historique du classement
frontdoor-plot-label = Historique du classement de { $name } à { $game }
frontdoor-results = Résultats
frontdoor-results-help = Toutes les parties terminées, classées ou non, contre une personne ou l'ordinateur.
frontdoor-wins = Victoires
frontdoor-draws = Nulles
frontdoor-losses = Défaites
frontdoor-result-win = victoire
frontdoor-result-loss = défaite
frontdoor-result-draw = nulle
frontdoor-date = Date

## Settings (/settings)
frontdoor-settings-title = Réglages
frontdoor-preferences-title = Préférences
frontdoor-language = Langue
frontdoor-account-title = Compte
frontdoor-settings-logged-out = Connectez-vous pour changer votre mot de passe, vous déconnecter partout ou supprimer votre compte.
frontdoor-log-in-link = Se connecter sur la page d'accueil
frontdoor-password-title = Changer le mot de passe
frontdoor-password-current = Mot de passe actuel
frontdoor-password-new = Nouveau mot de passe (au moins 8 caractères)
frontdoor-password-repeat = Nouveau mot de passe, à nouveau
frontdoor-password-submit = Changer le mot de passe
frontdoor-password-mismatch = Les deux nouveaux mots de passe diffèrent.
frontdoor-password-changed = Mot de passe changé. Vos autres sessions ont été fermées ; celle-ci continue.
frontdoor-everywhere-title = Se déconnecter partout
frontdoor-everywhere-help = Ferme toutes les sessions de votre compte, sur tous les appareils, y compris celle-ci.
frontdoor-everywhere-button = Se déconnecter partout
frontdoor-everywhere-confirm = Se déconnecter sur tous les appareils, y compris celui-ci ?
frontdoor-logged-out-everywhere = Vous avez été déconnecté sur tous les appareils.
frontdoor-delete-title = Supprimer le compte
frontdoor-delete-help = Votre compte, ses classements et leur historique sont supprimés définitivement ; vos parties restent, sans votre nom.
frontdoor-delete-password = Votre mot de passe
frontdoor-delete-button = Supprimer mon compte
frontdoor-delete-confirm = Supprimer définitivement le compte { $name } ? C'est irréversible.
frontdoor-deleted = Votre compte a été supprimé.
frontdoor-theme = Thème
frontdoor-theme-auto = Comme l’appareil
frontdoor-theme-light = Clair
frontdoor-theme-dark = Sombre
frontdoor-sounds = Sons pendant les parties (coups, prises, peu de temps)
