### Der Bericht des Labors und die Ablehnungen des Labors (siehe en/labreport.ftl).

## Überschriften und Sätze

labreport-title = Laborbericht: { $experiment }
labreport-not-reproducible = Nicht reproduzierbar:
labreport-time-caps-other-games = Die Agenten spielten mit Zeitgrenzen, ein weiterer Lauf ergibt also andere Partien.
labreport-time-caps = Die Agenten spielten mit Zeitgrenzen.
labreport-seed = Startwert { $seed }
labreport-seeds = { $count ->
    [one] Startwert { $seeds }
   *[other] Startwerte { $seeds }
}
labreport-only-puzzles = Aus { $file } ({ $seeds }); keine Partien, nur Rätsel.
labreport-summary = { $count ->
    [one] { $count } Partie in { $variants ->
        [one] { $variants } Variante
       *[other] { $variants } Varianten
    }
   *[other] { $count } Partien in { $variants ->
        [one] { $variants } Variante
       *[other] { $variants } Varianten
    }
} aus { $file } ({ $seeds }, Zuggrenze { $limit } Schritte; eine von der Grenze beendete Partie zählt als Remis{ $opening }). Anteile sind Anteile an den Partien, in Klammern mit einem 95-%-Intervall.
labreport-opening = { $count ->
    [one] ; jedes Partienpaar begann mit seinem eigenen { $count } zufälligen Schritt, die Plätze getauscht
   *[other] ; jedes Partienpaar begann mit seinen eigenen { $count } zufälligen Schritten, die Plätze getauscht
}
labreport-unknown = ?
labreport-pairing = { $a } – { $b }
labreport-interval = ({ $low }–{ $high })
labreport-no-decisive-game = keine entschiedene Partie
labreport-share = { $share } ({ $low }–{ $high }) von { $count }, p = { $p }
labreport-elo-infinite = ∞
labreport-per-game = { $pairing }, je Partie: { $counters }
labreport-endings = { $pairing }, Partieenden: { $endings }
labreport-repeated = { $pairing }, wiederholte Partien: nur { $distinct } der { $count } Partien unterscheiden sich (`opening = N` im Experiment variiert sie)
labreport-ending-count = { $ending } ({ $count })
labreport-by-seed = { $pairing }, Anteil des ersten Spielers an den entschiedenen Partien je Startwert: { $shares }; stimmen die Startwerte überein? Chi-Quadrat { $chi2 } bei { $df } Freiheitsgraden, p = { $p }
labreport-seed-share = Startwert { $seed }: { $share }
labreport-comparison = Vergleich der Varianten
labreport-comparison-intro = { $count ->
    [one] { $count } Test
   *[other] { $count } Tests
} (Siegquote des ersten Spielers, Remisquote, mittlere Länge; je zwei Varianten mit derselben Paarung), nach Holm korrigiert; { $significant } signifikant auf dem Niveau { $alpha }.
labreport-comparison-none = Mit diesen Partien ist kein Unterschied zwischen den Varianten signifikant.
labreport-yes = ja
labreport-no = nein
labreport-page-title = { $experiment } – boardlab-Labor

## Die Tabelle einer Variante

labreport-col-pairing = Paarung (A – B)
labreport-col-games = Partien
labreport-col-first-wins = Siege des ersten Spielers
labreport-col-first-share = Anteil des ersten Spielers an den entschiedenen Partien (p gegen 50 %)
labreport-col-draws = Remis
labreport-col-limit = durch die Grenze beendet
labreport-col-length = Median der Länge (IQR)
labreport-col-branching = Verzweigung
labreport-col-decided = entschieden bei
labreport-col-lead-changes = Führungswechsel
labreport-col-drama = Dramatik
labreport-col-score = Punkte von A
labreport-col-elo = Elo A–B

## Die Maße des Spieldesigns und warum eines fehlt

labreport-col-measure = Maß (Partien aller Paarungen)
labreport-col-value = Wert (95-%-Intervall)
labreport-measure-branching-factor = Verzweigungsfaktor
labreport-measure-decisiveness = Entschiedenheit
labreport-measure-drama = Dramatik
labreport-measure-lead-changes = Führungswechsel
labreport-measure-uncertainty = Ungewissheit
labreport-measure-clarity = Klarheit
labreport-measure-coverage = Abdeckung
labreport-measure-repetition = Wiederholung
labreport-measure-stalemate-share = Anteil der Patts
labreport-measure-skill-trace = Spielstärkeverlauf
labreport-unmeasured-seats = in einem Spiel mit mehr als zwei Plätzen liegt keine Seite vorn
labreport-unmeasured-no-evaluation-ahead = das Spiel hat keine Bewertung, die sagt, wer vorn liegt
labreport-unmeasured-no-decisive-game = keine entschiedene Partie
labreport-unmeasured-no-decisive-evaluated = keine entschiedene Partie mit einer Bewertung zweier Seiten
labreport-unmeasured-no-evaluation-leads = das Spiel hat keine Bewertung zweier Seiten, die sagt, wer führt
labreport-unmeasured-no-game = keine Partie
labreport-unmeasured-no-step = keine Partie hat einen Schritt gemacht
labreport-unmeasured-built-board = das Brett von { $game } wird aus seinen Steinen gebaut: es hat keine feste Menge von Feldern, die abzudecken wären
labreport-unmeasured-no-squares = die Züge von { $game } nennen keine Felder (ein großer Zug in comet nennt eine Gruppe und eine Richtung)
labreport-unmeasured-no-move = keine Partie hat einen Zug gemacht
labreport-unmeasured-no-games = keine Partien
labreport-unmeasured-no-replay = keine Partie ließ sich nachspielen
labreport-unmeasured-two-seats = der feste Bewerter bewertet Stellungen für eine Seite gegen die andere: nur bei zwei Plätzen
labreport-unmeasured-no-evaluator = das Spiel hat keine Bewertung für die Suche des festen Bewerters
labreport-unmeasured-no-open-position = keine offene Stellung zu bewerten
labreport-unmeasured-no-two-moves = keine Stellung mit zwei Zügen zum Vergleichen
labreport-unmeasured-no-ladder = keine Stufenleiter in diesen Partien: starte 'boardlab lab ladder GAME' (Paarungen jeder Stufe gegen die darunter)
labreport-unmeasured-cooperative = ein kooperatives Spiel: die Plätze teilen ein Ergebnis, keine Stufe schlägt also eine andere

## Wie Partien endeten

labreport-ending-unfinished = unbeendet (Zuggrenze)
labreport-ending-a-player = ein Spieler
labreport-ending-a-cell = ein Feld

## Der Vergleich der Varianten

labreport-col-variant = Variante
labreport-col-value-short = Wert
labreport-col-pairing-short = Paarung
labreport-col-metric = Kennzahl
labreport-col-p-holm = p (Holm)
labreport-col-significant = signifikant
labreport-metric-first-player-win-rate = Siegquote des ersten Spielers
labreport-metric-draw-rate = Remisquote
labreport-metric-mean-length = mittlere Länge

## Die Schwierigkeit der comet-Ziele

labreport-goals = comet-Ziele: Schwierigkeit
labreport-goals-intro = Optimale Lösungen aus { $starts } zufälligen Anfängen je Ziel (Suchtiefe des Lösers { $depth }); das schwerste zuerst.
labreport-col-rank = Rang
labreport-col-goal = Ziel
labreport-col-solved = gelöst innerhalb der Tiefe
labreport-col-solved-within = gelöst innerhalb von { $within }
labreport-col-mean-optimal = mittlere optimale Länge
labreport-col-median = Median
labreport-col-optimal-starts = optimale Länge: Anfänge

## Die Diagramme: Titel, Achsen und Legenden

labreport-plot-variant-rates = Siege des ersten Spielers und Remis
labreport-plot-lengths = Histogramm der Längen
labreport-plot-outcomes = Ergebnisse
labreport-plot-branching = Verzweigungsfaktor je Schritt
labreport-plot-curves = Bewertungsverläufe
labreport-legend-games = { $pairing } ({ $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
})
labreport-axis-length = Partielänge (Schritte, einer je Zug)
labreport-axis-games = Partien (Anzahl)
labreport-first-wins = erster Spieler gewinnt
labreport-second-wins = zweiter Spieler gewinnt
labreport-draws = Remis
labreport-axis-result = Ergebnis (Balken: 95-%-Wilson-Intervall)
labreport-axis-share = Anteil der Partien (%)
labreport-axis-step = Schritt
labreport-axis-legal-steps = legale Schritte (Mittel über die Partien)
labreport-legend-sample = { $pairing }, Partie { $number }: { $result }
labreport-axis-evaluation = Bewertung aus Sicht von { $seat }
labreport-axis-evaluation-scale = (−1 verloren … +1 gewonnen)
labreport-result-drawn = Remis
labreport-result-unfinished = von der Zuggrenze beendet
labreport-result-won = gewonnen von { $seat }
labreport-axis-variant = Variante (nummeriert wie die Abschnitte unten; erste Paarung)
labreport-axis-share-interval = Anteil der Partien (%, 95-%-Intervall)

## Die Ablehnungen des Labors in der Web-App

error-lab-no-file = Keine Ergebnisdatei des Labors { $name }
error-lab-unreadable = { $name } lässt sich nicht lesen: { $detail }
error-lab-no-experiment = Kein Laborexperiment { $id }
error-lab-log-in = Melde dich an, um Experimente zu starten: Das Labor ist für Konten
error-lab-log-in-mine = Melde dich an, um deine Experimente zu sehen
error-lab-name = Name: Gib dem Experiment einen Namen mit 1 bis { $limit } Zeichen
error-lab-unknown-game = Spiel: { $detail }
error-lab-no-variants = Varianten: Füge mindestens eine Variante hinzu (ihre Optionen dürfen alle die Vorgaben sein)
error-lab-no-pairings = Paarungen: Füge mindestens eine Paarung zweier Agenten hinzu
error-lab-too-many-pairings = Paarungen: höchstens { $limit } Paarungen je Experiment, erhalten { $count }
error-lab-pairing-size = Paarungen: Paarung { $number } muss zwei Agenten nennen, erhalten { $count }
error-lab-agent = Paarungen: Der Agent { $agent } wird im Web-Labor nicht angeboten; wähle aus { $agents }
error-lab-no-games = Partien: mindestens 1 Partie je Variante und Paarung, erhalten { $count }
error-lab-move-limit = Zuggrenze: zwischen 1 und { $limit } Schritten, erhalten { $count }
error-lab-experiment = Das Experiment ist nicht gültig: { $detail }
error-lab-too-many-variants = Varianten: höchstens { $limit } Varianten je Experiment, diese Optionen ergeben { $count }
error-lab-too-many-games = Partien: Dieses Experiment hat { $count } Partien ({ $variants } Varianten × { $pairings } Paarungen × { $games } Partien); das Web-Labor spielt höchstens { $limit } je Experiment
error-lab-active-cap = { $count ->
    [one] Du hast { $count } Experiment wartend oder laufend, so viele wie ein Konto haben darf; warte, bis eines endet, oder brich eines ab
   *[other] Du hast { $count } Experimente wartend oder laufend, so viele wie ein Konto haben darf; warte, bis eines endet, oder brich eines ab
}
error-lab-daily-cap = Ein Konto darf in 24 Stunden { $limit } Partien starten; du hast { $today } gestartet, und dieses Experiment hat { $count }
error-lab-no-games-yet = Das Experiment hat noch keine Partien; sein Bericht kommt mit der ersten Partie
error-lab-not-yours = Nur das Konto, das ein Experiment gestartet hat, darf es abbrechen
error-lab-ended = { $state ->
    [done] Das Experiment ist schon fertig; nur ein wartendes oder laufendes lässt sich abbrechen
    [cancelled] Das Experiment ist schon abgebrochen; nur ein wartendes oder laufendes lässt sich abbrechen
    [failed] Das Experiment ist schon gescheitert; nur ein wartendes oder laufendes lässt sich abbrechen
   *[other] Das Experiment ist schon beendet ({ $state }); nur ein wartendes oder laufendes lässt sich abbrechen
}
