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

# The pages: header, game page, lobby, analysis board, profiles
nav-analysis = Analysebrett
nav-tagline = im Browser spielen
nav-notify = Bei meinem Zug benachrichtigen
seat-black = Schwarz
seat-white = Weiß
seat-p1 = Spieler 1
seat-p2 = Spieler 2
banner-aborted = Abgebrochen
conn-connecting = verbinde…
conn-live = live
conn-reconnecting = neu verbinden…
game-loading = lädt…
game-title = { $title } · Partie { $id }
game-no-such-game = Diese Partie gibt es auf diesem Server nicht.
game-rematch = Revanche
game-look-at-board = Brett ansehen
game-hint = Tipp
game-accept = Annehmen
game-decline = Ablehnen
game-confirm = Bestätigen
game-cancel = Abbrechen
game-flip = Drehen
game-analyse = Analysieren
game-type-move = Zug eingeben
game-play = Ziehen
game-abort = Abbrechen
game-resign = Aufgeben
game-offer-draw = Remis anbieten
game-accept-draw = Remis annehmen
game-draw-offered = Remis angeboten
game-draw-offer-from = { $seat } bietet Remis an.
game-takeback = Zurücknehmen
game-copy-record = Partie kopieren
game-import-record = Partie importieren
game-download-svg = SVG herunterladen
game-confirm-moves = Jeden Zug vor dem Senden bestätigen
game-review = Computeranalyse
game-waiting-for = Warten auf { $seat }…
game-last-move = Letzter Zug: { $move }.
game-you = du
game-computer = Computer ({ $spec })
game-human = Mensch
game-import-title = Eine Partie importieren
game-import-help = Eine neue Partie mit demselben Spiel und denselben Optionen beginnt ab dem Protokoll, beide Seiten auf diesem Bildschirm.
game-import = Importieren
game-note-title = Eine Notiz für deinen Gegner
game-note-send = Zug senden
picker-which = Welches?
chat-placeholder = schreib etwas
chat-spectators = Zuschauer lesen den Chat der Spieler.
chat-mute-other = Chat der Gegenseite stummschalten
account-signed-in = Angemeldet als
account-log-in = Anmelden
account-sign-up = Registrieren
account-log-out = Abmelden
account-username = Benutzername
account-password = Passwort
lobby-game = Spiel
lobby-options = Optionen
lobby-opponent = Gegner
lobby-same-screen = Gleicher Bildschirm
lobby-computer = Computer
lobby-friend = Freund (Einladungslink)
lobby-anyone = Jeder (offene Herausforderung)
lobby-you-play = Du spielst
lobby-rated = Gewertet (erst anmelden; zählt, sobald beide Konten ihren Platz halten)
lobby-rated-short = Gewertet (erst anmelden)
lobby-strength = Computerstärke
lobby-time-control = Bedenkzeit
lobby-untimed = Keine (ohne Uhr)
lobby-other = andere…
lobby-start = Partie starten
lobby-challenges = Offene Herausforderungen
lobby-no-challenges = Keine offenen Herausforderungen. Stelle eine mit „Jeder (offene Herausforderung)“ oben ein.
lobby-time = Zeit
lobby-creator-plays = Ersteller spielt
lobby-rated-column = Gewertet
lobby-by = Von
lobby-import-help = Füge ein Partieprotokoll ein (für Spiel und Optionen oben), um es fortzusetzen oder nachzuspielen, z. B.
lobby-import-open = Importieren und öffnen
lobby-account-games = Deine Partien (alle Geräte)
lobby-waiting-first = Zuerst die, die auf deinen Zug warten.
lobby-browser-games = Meine Partien (dieser Browser)
lobby-no-games = Noch keine Partien in diesem Browser.
lobby-state = Stand
analysis-tried-here = Hier ausprobierte Züge ändern keine Partie. Ein Zug mitten in der Folge ersetzt, was danach kam.
analysis-setup = Stellung aufbauen
analysis-position = Stellungstext (leer: Anfangsstellung)
analysis-go = Diese Stellung analysieren
analysis-back = Zurück zur Partie
player-title = Spieler
player-ratings = Wertungen
player-no-ratings = Noch keine gewerteten Partien.
player-variant = Spiel und Variante
player-rating = Wertung
player-deviation = Abweichung
player-rated-games = Gewertete Partien
player-recent = Letzte Partien
player-no-games = Noch keine Partien.
player-result = Ergebnis
chat-muted-count = { $count ->
    [one] { $count } Nachricht der Gegenseite ausgeblendet (stumm).
   *[other] { $count } Nachrichten der Gegenseite ausgeblendet (stumm).
}

# The game page's statuses
game-watching = Du schaust dieser Partie zu.
game-your-move-help = Dein Zug: Klicke auf dem Brett, wo dein Zug beginnt, und folge dann den Markierungen.
game-you-offered-draw = Du hast Remis angeboten; ein Zug zieht das Angebot zurück.
game-under-threat = Bedrohung: { $seat } muss handeln — der Gegner könnte mit { $moves } gewinnen.
game-you-suffix = (du)
game-computer-suffix = (Computer)
game-accept-rematch = Revanche annehmen
game-cancel-rematch = Revancheangebot zurückziehen
game-turn-goes-on = Dein Zug geht nach { $steps } weiter: mache den nächsten Schritt.
game-selected = Gewählt: { $targets }. Klicke ein markiertes Ziel (oder die Auswahl zum Abbrechen).

# The lobby's lists and challenges
lobby-post-challenge = Herausforderung einstellen
lobby-cannot-reach = Server nicht erreichbar: { $problem }
lobby-open-link = öffnen
lobby-forget = vergessen
lobby-your-move = du bist am Zug
lobby-same-screen-opponent = gleicher Bildschirm
lobby-friend-by-link = ein Freund (per Link)
lobby-no-longer = nicht mehr auf diesem Server
lobby-untimed-short = ohne Uhr
lobby-rated-word = gewertet
lobby-casual = ungewertet
lobby-anonymous = anonym
lobby-log-in-to-accept = Zum Annehmen anmelden
lobby-to-move-played = { $seat } am Zug, { $count ->
    [one] { $count } Zug gespielt
   *[other] { $count } Züge gespielt
}

# Tooltips
tip-rules = Die Regeln dieses Spiels, wie boardlab sie spielt
tip-notify = Der Browser meldet, wenn eine Partie auf deinen Zug wartet
tip-hint = Einen Zug vorschlagen
tip-flip = Brett drehen
tip-analyse = Züge ab der gezeigten Stellung ausprobieren, ohne die Partie zu ändern
tip-abort = Partie ohne Ergebnis beenden: erlaubt vor deinem ersten Zug
tip-takeback = Bitten, deinen letzten Zug zurückzunehmen
tip-review = Der Computer prüft jeden Zug und markiert die, die am meisten verloren

# Chat in sentences: the phrasebook
phrasebook-choose = Satz wählen…
phrasebook-insert = Einfügen
phrasebook-say = Sagen
phrasebook-pick = Auf dem Brett wählen
phrasebook-topic-talk = Unterhaltung
phrasebook-topic-games = Beim Spiel
phrasebook-topic-comet = Comet spielen
phrasebook-topic-goal = Comet-Ziele
phrasebook-type-square = Feld
phrasebook-type-piece = Stein
phrasebook-type-pieces = Steine (z. B. 2,5)
phrasebook-type-shape = Form
phrasebook-type-colour = Farbe
phrasebook-type-group = Gruppe
phrasebook-type-direction = Richtung
phrasebook-type-grandmove = großer Zug (z. B. prime-E)
phrasebook-type-goal = Ziel
phrasebook-type-region = Bereich (z. B. a1:c3)
phrasebook-type-count = Anzahl
phrasebook-type-seat = Spieler
phrasebook-type-game = Spiel
phrasebook-type-move = Zug
phrasebook-type-duration = Sekunden

# The lobby's chat
lobby-chat-title = Lobby-Chat
lobby-chat-log-in = Melde dich an, um in der Lobby zu schreiben.
chat-unmute = Stummschaltung aufheben
chat-reported = Gemeldet
lobby-chat-muted = { $count ->
    [one] { $count } Nachricht stummgeschalteter Spieler ausgeblendet.
   *[other] { $count } Nachrichten stummgeschalteter Spieler ausgeblendet.
}

# Comet: agreeing a goal
comet-goal-title = Das Ziel
comet-propose = Vorschlagen
comet-accept-goal = Dieses Ziel annehmen
comet-phase-proposing = Noch kein Ziel vereinbart: schlage eines vor oder nimm das des anderen an.
comet-phase-waiting = Warte, bis der andere es annimmt oder ein anderes vorschlägt.
comet-phase-agreed = Vereinbart: die großen Züge können beginnen.
comet-own-goal = Ein eigenes Ziel…
comet-condition-adjacent = nebeneinander
comet-condition-line = in einer geraden Linie
comet-condition-in = im Bereich
comet-and = und…

# The lobby: comet's goal by agreement
lobby-goal-by-agreement = Das Ziel in der Partie in Sätzen vereinbaren (Comet)

# The game page: invitations
invite-link-for = Einladungslink für { $seat } (schick ihn deinem Freund):
invite-copy = Link kopieren
invite-copied = Kopiert
invite-select = Markieren und kopieren
invite-watch = Jeder kann zuschauen (aber nicht ziehen) unter { $url }

# The game page: more statuses; review; notices
game-earlier-position = Du siehst eine frühere Stellung: drücke », um zu spielen.
game-no-move-from = Kein Zug von { $seat } beginnt auf { $target }.
game-choose = Wähle:
game-play-question = { $move } ziehen?
game-note-with = Mit { $move }: „{ $note }“
game-thinking = Denke nach…
game-hint-from-solver = Tipp: { $move } (vom Löser des Spiels)
game-hint-from-computer = Tipp: { $move } (von einem Computerspieler)
game-showing-step = Schritt { $step } von { $total }.
game-you-asked-takeback = Du hast gebeten, deinen letzten Zug zurückzunehmen.
game-takeback-from = { $seat } bittet, den letzten Zug zurückzunehmen.
game-withdraw = Zurückziehen
game-rematch-started = Eine Revanche hat begonnen:
game-open-rematch = Revanche öffnen
game-rematch-from = { $seat } bietet eine Revanche an.
game-you-offered-rematch = Du hast eine Revanche angeboten; warte auf den anderen.
game-resign-confirm = Diese Partie aufgeben?
game-note-needed = Schreib erst ein paar Worte (oder brich den Zug ab).
review-working = Der Computer analysiert die Partie…
review-no-mistakes = Kein Zug hat viel verloren: bei dieser Tiefe keine Fehler.
turns-your-move = Du bist am Zug

# The analysis board and profiles
analysis-selected = Gewählt: { $targets }. Klicke ein markiertes Ziel.
analysis-try = Probiere einen Zug: klicke, wo er beginnt, und folge den Markierungen.
analysis-no-evaluation = Keine Bewertung: { $problem }
analysis-best-line = Beste Folge: { $line }.
analysis-evaluation = Bewertung { $score } für { $seat }{ $work }. Bester Zug: { $best }.
analysis-depth = (Tiefe { $depth }, { $seconds } s)
player-anonymous = ein Spieler ohne Konto
player-playing = läuft ({ $seat } am Zug)
analysis-goal-in = { $count ->
    [one] Ziel in { $count } Zug. Bester Zug: { $best }.
   *[other] Ziel in { $count } Zügen. Bester Zug: { $best }.
}
analysis-goal-at-least = { $count ->
    [one] Ziel in mindestens { $count } Zug. Bester Zug: { $best }.
   *[other] Ziel in mindestens { $count } Zügen. Bester Zug: { $best }.
}
