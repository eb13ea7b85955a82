# The lab page (/lab, /lab/experiments/ID): server/lab_pages.py, web/lab.js, web/lab_experiment.js.
lab-nav = Labor
lab-page-title = boardlab-Labor
lab-tagline = das Labor: Experimente zum Testspielen
lab-to-games = zurück zu den Spielen
lab-back = zurück zum Labor
lab-new = Neues Experiment
lab-login-needed = Das Labor ist für Konten da: Melde dich auf der Startseite an, um Experimente zu starten.
lab-log-in-link = Anmelden
lab-name = Name
lab-game = Spiel
lab-games = Partien je Variante und Paarung
lab-move-limit = Zuggrenze (Schritte)
lab-seed = Startwert (Seed)
lab-variants = Varianten
lab-variants-help = Jede Variante ist das Spiel mit den hier gesetzten Optionen; die übrigen behalten ihre Standardwerte.
lab-variant = Variante { $number }
lab-no-options = Dieses Spiel hat keine Optionen.
lab-add-variant = Variante hinzufügen
lab-remove = Entfernen
lab-yes = ja
lab-no = nein
lab-pairings = Paarungen
lab-pairings-help = Agent A spielt gegen Agent B; beide nehmen abwechselnd jeden Platz ein.
lab-agent-a = Agent A
lab-agent-b = Agent B
lab-add-pairing = Paarung hinzufügen
lab-total-games = { $count ->
    [one] Dieses Experiment spielt { $count } Partie.
   *[other] Dieses Experiment spielt { $count } Partien.
}
lab-caps = Grenzen: Partien je Experiment { $games } · Varianten { $variants } · Paarungen { $pairings } · wartende oder laufende Experimente je Konto { $active } · Partien je Konto in 24 Stunden { $day }
lab-start = Experiment starten
lab-mine = Meine Experimente
lab-runs-on = Experimente laufen weiter, wenn die Seite geschlossen wird.
lab-none-mine = Du hast noch keine Experimente gestartet.
lab-public = Abgeschlossene Experimente
lab-none-public = Noch keine abgeschlossenen Experimente.
lab-files = Ergebnisse im Laborordner
lab-none-files = Noch keine Ergebnisdateien im Laborordner.
lab-not-results = keine Ergebnisdatei
lab-col-experiment = Experiment
lab-col-owner = Gestalter
lab-col-status = Stand
lab-col-progress = Partien
lab-col-file = Datei
lab-status-queued = wartet
lab-status-running = läuft
lab-status-done = fertig
lab-status-cancelled = abgebrochen
lab-status-failed = gescheitert
lab-progress = Partien: { $done } / { $total }
lab-what = Spiel: { $game } · Varianten: { $variants } · Paarungen: { $pairings } · Partien je Variante und Paarung: { $games } · Zuggrenze: { $limit } · Seed: { $seed }
lab-by = Gestalter: { $name }
lab-cancel = Experiment abbrechen
lab-failure = Warum es endete: { $error }
lab-summary = Bisher
lab-first-seat-wins = Siege des ersten Spielers: { $percent }
lab-draws = { $count ->
    [0] keine Remis
    [one] { $count } Remis
   *[other] { $count } Remis
}
lab-mean-length = Mittlere Länge: { $length } Schritte
lab-pairing = Paarung
lab-a-wins = A gewann
lab-draws-column = Remis
lab-b-wins = B gewann
lab-report = Bericht
lab-report-loading = Der Bericht wird gezeichnet…
lab-not-found = Dieses Experiment gibt es hier nicht (oder es gehört jemand anderem und ist nicht abgeschlossen).
