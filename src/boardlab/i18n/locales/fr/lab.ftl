# The lab page (/lab, /lab/experiments/ID): server/lab_pages.py, web/lab.js, web/lab_experiment.js.
lab-nav = Labo
lab-page-title = Labo boardlab
lab-tagline = le labo : expériences de test de jeu
lab-to-games = retour aux parties
lab-back = retour au labo
lab-new = Nouvelle expérience
lab-login-needed = Le labo est réservé aux comptes : connectez-vous sur la page d'accueil pour lancer des expériences.
lab-log-in-link = Se connecter
lab-name = Nom
lab-game = Jeu
lab-games = Parties par variante et par duo
lab-move-limit = Limite de coups (étapes)
lab-seed = Graine
lab-variants = Variantes
lab-variants-help = Chaque variante est le jeu avec les options choisies ici ; les autres gardent leur valeur par défaut.
lab-variant = Variante { $number }
lab-no-options = Ce jeu n'a pas d'options.
lab-add-variant = Ajouter une variante
lab-remove = Retirer
lab-yes = oui
lab-no = non
lab-pairings = Duos
lab-pairings-help = L'agent A affronte l'agent B ; ils occupent chaque place à tour de rôle.
lab-agent-a = Agent A
lab-agent-b = Agent B
lab-add-pairing = Ajouter un duo
lab-total-games = { $count ->
    [one] Cette expérience joue { $count } partie.
   *[other] Cette expérience joue { $count } parties.
}
lab-caps = Limites : parties par expérience { $games } · variantes { $variants } · duos { $pairings } · expériences en attente ou en cours par compte { $active } · parties par compte sur 24 heures { $day }
lab-start = Lancer l'expérience
lab-mine = Mes expériences
lab-runs-on = Les expériences continuent quand la page est fermée.
lab-none-mine = Vous n'avez encore lancé aucune expérience.
lab-public = Expériences terminées
lab-none-public = Aucune expérience terminée pour l'instant.
lab-files = Résultats du dossier du labo
lab-none-files = Aucun fichier de résultats dans le dossier du labo pour l'instant.
lab-not-results = pas un fichier de résultats
lab-col-experiment = Expérience
lab-col-owner = Concepteur
lab-col-status = État
lab-col-progress = Parties
lab-col-file = Fichier
lab-status-queued = en attente
lab-status-running = en cours
lab-status-done = terminée
lab-status-cancelled = annulée
lab-status-failed = échouée
lab-progress = Parties : { $done } / { $total }
lab-what = Jeu : { $game } · variantes : { $variants } · duos : { $pairings } · parties par variante et par duo : { $games } · limite de coups : { $limit } · graine : { $seed }
lab-by = Concepteur : { $name }
lab-cancel = Annuler l'expérience
lab-failure = Pourquoi elle s'est arrêtée : { $error }
lab-summary = Jusqu'ici
lab-first-seat-wins = Victoires du premier joueur : { $percent }
lab-draws = { $count ->
    [0] aucune nulle
    [one] { $count } nulle
   *[other] { $count } nulles
}
lab-mean-length = Longueur moyenne : { $length } étapes
lab-pairing = Duo
lab-a-wins = A a gagné
lab-draws-column = Nulles
lab-b-wins = B a gagné
lab-report = Rapport
lab-report-loading = Le rapport se dessine…
lab-not-found = Cette expérience n'existe pas ici (ou elle appartient à quelqu'un d'autre et n'est pas terminée).
