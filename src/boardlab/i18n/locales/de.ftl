# boardlabs Oberfläche: Deutsch. Needs review by a native speaker.

app-title = boardlab
nav-play = Spielen
nav-lobby = Lobby
nav-rules = Regeln
nav-lab = Labor
nav-settings = Einstellungen
nav-sign-in = Anmelden
nav-sign-out = Abmelden
language-label = Sprache
status-to-move = { $seat } ist am Zug
status-your-turn = Du bist am Zug
status-waiting = Warten auf { $seat }
status-game-over = Partie beendet
banner-winner = { $seat } gewinnt
banner-draw = Unentschieden
banner-solved = Ziel erreicht!
banner-unsolved = Das Ziel wurde nicht erreicht
lobby-title = Lobby
lobby-new-game = Neue Partie
lobby-open-games = { $count ->
    [0] Keine offenen Partien
    [one] { $count } offene Partie
   *[other] { $count } offene Partien
}
chat-title = Unterhaltung
chat-send = Senden
chat-phrasebook = Sprachführer
chat-show-code = Code zeigen
chat-copy = Kopieren
chat-mute = Stummschalten
chat-report = Melden
rules-heading = Regeln von { $game }
rules-english-note = Der vollständige Regeltext ist auf Englisch.
comet-together = Gemeinsam gespielt: alle arbeiten auf dasselbe Ziel hin.
comet-goal = Ziel: { $goal }
moves-count = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
