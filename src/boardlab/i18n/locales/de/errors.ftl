### Was der Server sagt, wenn er eine Anfrage ablehnt (boardlab/server/refusals.py). Ein
### englischer Text der Spielregeln ($detail) steht in einem deutschen Rahmen.

## Zitate der Regeln, der Sätze oder anderer Prüfungen

error-illegal-move = Dieser Zug ist nicht erlaubt: { $detail }
error-invalid-option = Ungültige Option: { $detail }
error-invalid-position = Ungültige Stellung: { $detail }
error-invalid-record = Ungültige Partieaufzeichnung: { $detail }
error-unknown-game = Unbekanntes Spiel: { $detail }
error-invalid-time-control = Ungültige Bedenkzeit: { $detail }
error-invalid-sentence = Ungültiger Satz: { $detail }
error-invalid-goal = Ungültiges Ziel: { $detail }
error-rules-refused = Die Regeln lassen das nicht zu: { $detail }
error-invalid-request = Die Anfrage ist ungültig: { $detail }
error-unexplained = Abgelehnt: { $detail }

## Anfragen

error-rate-limited = Zu viele Anfragen der Art „{ $kind }“ von diesem Client: höchstens { $rate } pro Sekunde, in Schüben bis { $burst }
error-rate-limited-plain = Zu viele Anfragen der Art „{ $kind }“ von diesem Client
error-nul-characters = NUL-Zeichen sind in einer Anfrage nicht erlaubt
error-body-too-large = Der Inhalt der Anfrage ist größer als das Limit von { $limit } Bytes
error-options-json = „options“ muss ein JSON-Objekt sein: { $detail }
error-options-not-object = „options“ muss ein JSON-Objekt aus Optionsnamen und Werten sein
error-unknown-game-name = „game“ muss der Name eines Spiels sein; die Spiele: { $games }
error-no-such-seat = { $game } hat keinen Platz { $seat }; die Plätze sind { $seats }
error-bad-player = Der Spieler von { $seat } muss „human“ oder ein Computerspieler sein, nicht { $spec }
error-bad-agent = { $seat }: { $detail }
error-position-and-record = Gib entweder eine Startstellung oder eine Aufzeichnung an, nicht beides
error-record-invalid = Aufzeichnung: { $detail }
error-position-invalid = Stellung: { $detail }
error-position-unreadable = Die Stellung kann nicht gelesen werden
error-record-unreadable = Die Aufzeichnung kann nicht gelesen werden
error-move-invalid = Zug { $number }: { $detail }
error-step-range = Der Schritt muss zwischen 0 und { $last } liegen, nicht { $step }
error-unknown-language = Unbekannte Sprache { $code }: wähle eine von { $codes }

## Partien

error-no-game = Es gibt keine Partie mit der Kennung { $id }
error-stored-game-broken = Die gespeicherte Partie { $id } kann nicht mehr geladen werden: { $detail }
error-stored-game-unreplayable = Die gespeicherte Partie { $id } kann nicht nachgespielt werden: { $detail }
error-token-needed = Ein Platz-Token ist nötig: sende es als „Authorization: Bearer <token>“
error-token-no-seat = Dieses Token gehört zu keinem Platz in dieser Partie
error-stale-ply = Veralteter Zug: Die Partie steht bei Halbzug { $ply }, der Zug wurde für Halbzug { $sent } gesendet
error-not-your-turn = { $to_move } ist am Zug; dein Token gehört zum Platz { $seat }
error-step-after-end = { $step }: Die Partie endete vor diesem Schritt ({ $reason })
error-empty-move = Der Zug ist leer
error-not-grand-move = { $move } ist jetzt kein großer Zug dieser Partie
error-changed-reload = Die Partie hat sich geändert, während dieser Zug gespielt wurde; lade sie neu
error-changed-meanwhile = Die Partie hat sich inzwischen geändert; lade sie neu
error-changed-try-again = Die Partie hat sich inzwischen geändert; versuche es noch einmal
error-game-over = Die Partie ist vorbei: { $result } ({ $reason })
error-game-over-short = Die Partie ist vorbei ({ $reason })
error-note-not-due = Nach diesem Zug ist keine Notiz fällig: nur ein Zug, für den das Spiel eine Notiz verlangt, nimmt eine
error-note-needed = Dieser Zug braucht eine Notiz, gesendet als „note“. { $detail }
error-draw-together = { $game } wird gemeinsam gespielt: Es gibt kein Remis zu vereinbaren; gib stattdessen auf
error-draw-needs-other = Ein Remis braucht einen anderen Spieler, der zustimmt
error-draw-computer = Der Platz { $seat } ist ein Computerspieler; er nimmt kein Remis an
error-abort-after-move = Du hast in dieser Partie schon gezogen: Sie kann nicht mehr abgebrochen werden (gib stattdessen auf)
error-takeback-pending = { $seat } hat zuerst gebeten, den letzten Zug zurückzunehmen: nimm die Bitte an oder lehne sie ab
error-takeback-none = Niemand hat um eine Zugrücknahme gebeten (ein Zug zieht eine Bitte zurück)
error-takeback-own = Du hast um diese Zugrücknahme gebeten: der andere Spieler nimmt sie an
error-takeback-nothing = { $seat } hat keinen Zug, der zurückgenommen werden kann
error-rematch-not-over = Eine Revanche kann erst angeboten werden, wenn die Partie vorbei ist
error-rematch-pending = { $seat } hat eine Revanche angeboten: nimm sie an (POST .../rematch/accept) oder lehne sie ab
error-rematch-none = Niemand bietet eine Revanche an (ein Angebot verfällt, wenn sein Spieler geht)
error-rematch-own = Du hast diese Revanche angeboten: der andere Spieler nimmt sie an
error-rematch-refused = Keine Revanche: { $detail }
error-same-screen-rated = Eine gewertete Partie wird von zwei Menschen gespielt: Sie kann nicht am selben Bildschirm stattfinden
error-rated-not-two = { $game } ist kein Spiel zweier Gegner: Es kann nicht gewertet werden
error-rated-computer = Nur Partien zwischen zwei Menschen werden gewertet; der Platz { $seat } ist ein Computerspieler
error-rated-from-start = Eine gewertete Partie beginnt mit der Startstellung des Spiels: gib keine Stellung und keine Aufzeichnung an

## Fairplay und die Hilfe des Computers

error-fair-play = Keine Hilfe der Engine in einer Partie zwischen zwei Menschen, solange sie läuft: Tipps, die Auswertung des Computers und die Analyse ihrer Stellung kommen zurück, wenn sie endet
error-fair-play-position = Keine Hilfe der Engine in einer Partie zwischen zwei Menschen, solange sie läuft: Tipps, die Auswertung des Computers und die Analyse ihrer Stellung kommen zurück, wenn sie endet (dies ist die Stellung einer laufenden Partie)
error-hint-timeout = In { $seconds } Sekunden wurde kein Tipp gefunden; versuche es später noch einmal
error-analysis-too-long = Sekunden: Dieser Server analysiert höchstens { $seconds } s lang
error-analysis-timeout = Die Analyse wurde nicht innerhalb von { $seconds } Sekunden fertig; versuche es später noch einmal
error-analysis-too-many-moves = Höchstens { $max } Züge können analysiert werden, nicht { $count }
error-position-over = Die Stellung ist zu Ende ({ $reason }); es gibt nichts zu analysieren
error-queue-share = Dieser Client hat schon { $count } Aufträge ({ $what }) in der Warteschlange oder in Arbeit (das Limit pro Client); warte, bis einer fertig ist
error-computer-games-cap = Dieser Client spielt schon { $playing } Partien gegen den Computer (höchstens { $cap } gleichzeitig); beende eine oder gib eine auf
error-goal-not-comet = Nur Partien des Kometenspiels haben ein Ziel zu vereinbaren; dies ist { $game }
error-goal-invalid = Ziel: { $detail }
error-goal-none-proposed = Es wurde noch kein Ziel vorgeschlagen: schlage zuerst eines vor
error-goal-own-proposal = Der andere Spieler nimmt einen Vorschlag an; du darfst einen anderen vorschlagen
error-goal-not-agreed = Noch ist kein Ziel vereinbart: schlage eines vor oder nimm den Vorschlag des anderen Spielers an, vor dem ersten großen Zug
error-goal-already-agreed = Das Ziel dieser Partie ist schon vereinbart
error-goal-agreement-not-comet = goal_by_agreement: Nur Partien des Kometenspiels vereinbaren ihr Ziel; dies ist { $game }
error-goal-agreement-computer = goal_by_agreement: Jeder Platz muss ein Mensch sein (ein Computer kann kein Ziel vereinbaren)

## Lobby und Herausforderungen

error-no-challenge = Es gibt keine Herausforderung mit der Kennung { $id }
error-challenge-not-two = { $game } hat { $count ->
    [one] { $count } Platz
   *[other] { $count } Plätze
}; eine Herausforderung ist für ein Spiel zu zweit
error-rated-needs-account-post = Melde dich an, um eine gewertete Herausforderung zu stellen: Eine gewertete Partie zählt für die Wertungen beider Spieler, also brauchen beide ein Konto
error-rated-needs-account-accept = Melde dich an, um eine gewertete Herausforderung anzunehmen: Eine gewertete Partie zählt für die Wertungen beider Spieler, also brauchen beide ein Konto
error-bad-colour = Die Farbe muss eine von { $seats } oder „random“ sein, nicht { $colour }
error-lobby-full = Die Lobby ist voll ({ $count } offene Herausforderungen); versuche es später noch einmal
error-own-challenge = Das ist deine eigene Herausforderung: warte, bis jemand sie annimmt, oder ziehe sie zurück
error-challenge-taken-or-withdrawn = Diese Herausforderung wurde inzwischen angenommen oder zurückgezogen
error-challenge-taken = Diese Herausforderung wurde inzwischen angenommen
error-challenge-accepted = Diese Herausforderung wurde schon angenommen
error-challenge-cancelled = Diese Herausforderung wurde zurückgezogen
error-challenge-expired = Diese Herausforderung ist abgelaufen
error-cancel-not-creator = Nur wer die Herausforderung gestellt hat, kann sie zurückziehen: sende ihr Token als „Authorization: Bearer“
error-challenges-cap-account = Dieses Konto hat schon { $count } offene Herausforderungen (höchstens { $cap }); ziehe eine zurück oder warte, bis sie angenommen wird
error-challenges-cap-client = Dieser Client hat schon { $count } offene Herausforderungen (höchstens { $cap }); ziehe eine zurück oder warte, bis sie angenommen wird

## Chat

error-message-empty = Die Nachricht ist leer
error-message-too-long = Eine Nachricht hat höchstens { $max } Zeichen; diese hat { $count }
error-malformed-sentence = Die Nachricht enthält einen fehlerhaften Satz: { $detail }
error-chat-log-in = Melde dich an, um in der Lobby zu schreiben: Ihr Chat ist für Konten
error-chat-too-fast = Du schreibst zu schnell in der Lobby: eine Nachricht alle 3 Sekunden, höchstens 5 auf einmal
error-chat-message-missing = Es gibt keine Lobby-Nachricht { $id }
error-report-too-long = Ein Grund hat höchstens { $max } Zeichen; dieser hat { $count }

## Konten und Spieler

error-username-invalid = Ein Benutzername hat 3 bis 24 Buchstaben, Ziffern, „_“ oder „-“
error-password-length = Ein Passwort ist { $min } bis { $max } Zeichen lang
error-username-taken = Der Benutzername { $name } ist vergeben
error-login-attempts = Zu viele Anmeldeversuche für dieses Konto: warte eine Minute und versuche es noch einmal
error-login-wrong = Falscher Benutzername oder falsches Passwort
error-password-current-wrong = Das aktuelle Passwort ist falsch
error-password-wrong = Das Passwort ist falsch
error-log-in-first = Melde dich zuerst an
error-not-logged-in = Nicht angemeldet
error-csrf-cookie = Eine mit dem Sitzungs-Cookie angemeldete Anfrage braucht den Header { $header }
error-csrf-session = Diese Anfrage braucht den Header { $header } deiner Sitzung
error-seat-other-account = Dieser Platz gehört einem anderen Konto: Sein Token kann ihn keinem zweiten übergeben
error-no-player = Es gibt keinen Spieler namens { $name }
error-no-puzzle = Es gibt kein Rätsel { $id }
error-leaderboard-unknown-game = Unbekanntes Spiel { $game }: wähle eines von { $games }
error-leaderboard-limit = „limit“ muss zwischen 1 und { $max } liegen, nicht { $count }
error-rating-range = min_rating ({ $low }) ist größer als max_rating ({ $high })
error-preferences-nothing = Nichts zu ändern: sende „theme“ („light“, „dark“ oder „auto“) und/oder „sounds“ (true oder false)
error-unknown-theme = Unbekanntes Farbschema { $theme }: wähle „light“, „dark“ oder „auto“
error-hint-game-moved-waiting = Die Partie ging weiter, während der Tipp wartete; frage noch einmal
error-hint-game-moved-thinking = Die Partie ging weiter, während über den Tipp nachgedacht wurde; frage noch einmal
