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
