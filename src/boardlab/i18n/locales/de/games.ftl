### Die Spiele in Worten: Titel, Optionen (Name, eine Zeile Hilfe, Werte) und warum eine
### Partie endete.

## Titel

games-title-axiom = AXIOM
games-title-c1 = C1 (Kegel)
games-title-ccc = CCC (Collapsable Construct Collision)
games-title-comet = Das Zirkumflex-Kometenspiel
games-title-cubes = Cubes (aktive und inaktive Würfel)

## Kontrollkästchen

option-on = ja
option-off = nein

## AXIOM

option-axiom-own_pair = Beide Zepter auf einem Würfel
option-axiom-own_pair-help = Was geschieht, wenn beide Zepter einer Farbe auf demselben Würfel stehen.
option-value-axiom-own_pair-loss = diese Farbe verliert (Regeln von 2008)
option-value-axiom-own_pair-allowed = erlaubt, ohne Folgen
option-value-axiom-own_pair-forbidden = verboten, kein Zug darf es tun
option-axiom-one_piece = Struktur zusammenhalten
option-axiom-one_piece-help = Würfelzüge müssen die Struktur zusammenhängend lassen (Schläge dürfen sie noch teilen).
option-axiom-move_limit = Zuglimit
option-axiom-move_limit-help = Nach so vielen Zügen endet die Partie remis (0: kein Limit).
option-axiom-sceptre_length = Reichweite des Zepters
option-axiom-sceptre_length-help = Wie viele Zellen ein stehendes Zepter vor seiner Fläche füllt.
option-value-axiom-sceptre_length-1 = 1 Zelle (das Regelblatt)
option-value-axiom-sceptre_length-2 = 2 Zellen (eine längere Lesart)

## C1

option-c1-variant = Variante
option-c1-variant-help = C1 spielt einen Zug pro Runde; C2 erlaubt zuerst einen Plättchenzug, dann einen Kegel- oder Pyramidenzug.
option-value-c1-variant-c1 = C1: ein Zug pro Runde
option-value-c1-variant-c2 = C2: ein Plättchenzug, dann ein Kegel- oder Pyramidenzug
option-c1-repetition = Remis durch Wiederholung
option-c1-repetition-help = Die Partie endet remis, wenn eine Stellung so oft vorkommt (0: nie; mindestens 2).
option-c1-move_limit = Zuglimit
option-c1-move_limit-help = Die Partie endet remis, wenn so viele Züge gespielt sind (0: kein Limit).

## CCC

option-ccc-flat_rows = Reihen der Flats
option-ccc-flat_rows-help = Reihen der Flats auf jeder Seite (der Entwurf hat 2; 0 bis 3).
option-ccc-flat_placement = Wo die Flats stehen
option-ccc-flat_placement-help = Wo die Reihen der Flats neben der Reihe der Sonderfiguren stehen.
option-value-ccc-flat_placement-front = vor den Sonderfiguren
option-value-ccc-flat_placement-behind = hinter den Sonderfiguren
option-value-ccc-flat_placement-around = um sie herum (die größere Hälfte vorn)
option-ccc-empty_ranks = Leere Reihen
option-ccc-empty_ranks-help = Leere Reihen zwischen den beiden Seiten zu Beginn.
option-ccc-specials = Sonderfiguren von Schwarz
option-ccc-specials-help = Die Reihe der Sonderfiguren von Schwarz: standard (CTSLNMTC), random (aus dem Startwert) oder eine Anordnung der Buchstaben CCTTSMLN.
option-ccc-white_specials = Sonderfiguren von Weiß
option-ccc-white_specials-help = Die Reihe von Weiß: mirror (dieselbe Figur auf derselben Linie), rotated (die Reihenfolge von Schwarz von Weiß aus gesehen), random oder eine Anordnung.
option-ccc-seed = Zufallsstartwert
option-ccc-seed-help = Der Startwert der zufälligen Reihen der Sonderfiguren.
option-ccc-flag_rest = Ruhe der Nice Flag
option-ccc-flag_rest-help = Was die Nice Flag davon abhält, im nächsten Zug zu handeln.
option-value-ccc-flag_rest-move = nur ein Zug (wie der Text sagt)
option-value-ccc-flag_rest-any = jede Aktion der Flag, Neuerschaffung eingeschlossen
option-ccc-first = Erster Zug
option-ccc-first-help = Die Farbe, die den ersten Zug macht.
option-value-ccc-first-black = Schwarz
option-value-ccc-first-white = Weiß
option-ccc-no_move = Keine legale Aktion
option-ccc-no_move-help = Was mit einer Seite geschieht, die keine legale Aktion hat (die Regeln schweigen dazu).
option-value-ccc-no_move-loss = diese Seite verliert
option-value-ccc-no_move-draw = die Partie endet remis
option-ccc-move_limit = Zuglimit
option-ccc-move_limit-help = Nach so vielen Zügen endet die Partie remis (0: kein Limit).

## Das Zirkumflex-Kometenspiel

option-comet-goal = Ziel
option-comet-goal-help = Das Ziel, auf das sich die Spieler einigen: ein eingebautes Ziel oder eines in der Zielsprache, etwa adjacent(pyramids) and line(squares).
option-value-comet-goal-pyramids-adjacent = die beiden Pyramiden nebeneinander
option-value-comet-goal-squares-in-line = die drei Quadrate in einer Linie
option-value-comet-goal-both-examples = beide Beispiele des Textes zugleich
option-value-comet-goal-three-pairs = jedes Paar gleicher Formen nebeneinander
option-value-comet-goal-brown-to-centre = das braune Dreieck auf dem Mittelfeld
option-value-comet-goal-white-to-corner = die weiße Pyramide in einer Ecke
option-value-comet-goal-pyramids-to-centre = beide Pyramiden im mittleren 3×3
option-value-comet-goal-plus-sign = die vier geraden Steine um das grüne Quadrat
option-value-comet-goal-warm-colours = Rot, Orange und Gelb zusammen
option-value-comet-goal-red-green-blue = Rot, Grün und Blau in einer Linie
option-value-comet-goal-triangles-north = beide Dreiecke am Nordrand
option-value-comet-goal-shapes-in-line = Kreise und Dreiecke in einer Linie
option-value-comet-goal-evens-in-line = die geraden Steine in einer Linie
option-value-comet-goal-primes-together = die Steine mit Primzahlen zusammen
option-comet-move_limit = Limit der großen Züge
option-comet-move_limit-help = Die Partie endet ungelöst nach so vielen großen Zügen (0: kein Limit).
option-comet-start = Startstellung
option-comet-start-help = Die Felder der Steine 1 bis 9 zu Beginn, durch Kommas getrennt.
option-comet-edge_blocking = Blockieren am Rand erlauben
option-comet-edge_blocking-help = Große Züge erlauben, die einen Stein am Brettrand zurückhalten.
option-comet-players = Spieler
option-comet-players-help = Die Zahl der Spieler (Plätze Spieler 1, Spieler 2, ...).

## Cubes

option-cubes-size = Brettgröße
option-cubes-size-help = Das Brett hat so viele Felder auf jeder Seite.
option-cubes-first = Erster Zug
option-cubes-first-help = Wer zuerst zieht.
option-value-cubes-first-random = ausgelost
option-value-cubes-first-black = Schwarz
option-value-cubes-first-white = Weiß
option-cubes-seed = Zufallsstartwert
option-cubes-seed-help = Der Startwert der Auslosung des ersten Spielers (0: für jede Partie neu ausgelost).
option-cubes-slide = Gleiten
option-cubes-slide-help = Ob ein Gleitzug an Würfeln vorbeiziehen darf, deren Ecken seinen Weg berühren.
option-value-cubes-slide-physical = physisch: darf vorbeiziehen und inaktive Würfel anstoßen
option-value-cubes-slide-strict = streng: darf nicht vor einem aktiven Würfel vorbeiziehen
option-cubes-move_limit = Zuglimit
option-cubes-move_limit-help = Nach so vielen Zügen endet die Partie remis (0: kein Limit).

## Warum eine Partie endete

reason-resigned = { $seat } hat aufgegeben
reason-resigned-abandoned = { $seat } hat aufgegeben; die Partie wird abgebrochen
reason-comet-gave-up = { $seat } hat aufgegeben; das Ziel bleibt unerreicht
reason-draw-agreed = { $other } hat Remis angeboten und { $seat } hat angenommen
reason-aborted = { $seat } hat die Partie vor dem ersten Zug abgebrochen
reason-time = { $seat } hat die Zeit überschritten
reason-time-cannot-win = { $seat } hat die Zeit überschritten, und { $other } kann nicht mehr gewinnen
reason-move-limit = Das Zuglimit von { $count ->
    [one] { $count } Zug
   *[other] { $count } Zügen
} wurde erreicht
reason-no-legal-move = { $seat } hat keinen legalen Zug
reason-axiom-meeting = Das Zepter von { $other } hat den Würfel auf { $cell } mit dem Zepter von { $seat } erreicht
reason-axiom-both-pairs = Beide Spieler haben ihre zwei Zepter auf einem Würfel
reason-axiom-own-pair = { $seat } hat beide Zepter auf einen Würfel gestellt
reason-c1-both-surrounded = Beide Kegel sind umzingelt
reason-c1-surrounded = Der Kegel von { $seat } ist umzingelt
reason-c1-repetition = Dieselbe Stellung kam { $count } Mal vor
reason-ccc-both-pyramids = Beide Seiten verloren ihre letzte Pyramide im selben Zug
reason-ccc-no-pyramid = { $seat } hat keine Pyramide mehr
reason-ccc-no-attack = Keine Seite kann noch eine gegnerische Pyramide zerstören (nur Pyramiden können angreifen, jede auf Feldern ihrer eigenen Farbe)
reason-no-action = { $seat } hat keine legale Aktion
reason-comet-solved = Das Ziel ist erreicht: { $goal }
reason-comet-move-limit = Das Limit von { $count ->
    [one] { $count } großen Zug
   *[other] { $count } großen Zügen
} wurde erreicht, ohne das Ziel
reason-comet-edge = Kein großer Zug ist möglich, ohne einen Stein am Rand zu blockieren
reason-cubes-no-move = { $seat } kann keinen legalen Zug machen
reason-cubes-sealed = Die Würfel der Spieler sind in getrennten Gebieten eingeschlossen

## Wörter der Seiten über Partien

games-fair-play = Fairplay: keine Hilfe der Engine in einer Partie zwischen zwei Menschen, solange sie läuft. Tipps, die Auswertung des Computers und die Analyse ihrer Stellung kommen zurück, wenn sie endet.
games-board-not-drawn = Das Brett konnte nicht gezeichnet werden ({ $status }).
games-analysis-of = Analyse: { $title }
games-analysis-board-of = Analysebrett · { $title }
games-over-here = Die Partie ist hier zu Ende.
games-no-move-from = Kein Zug von { $seat } beginnt auf { $target }.
games-clock-days = { $clock } (Tage pro Zug)
games-clock-minutes = { $clock } (Minuten je Spieler plus Sekunden pro Zug)
games-no-review = Keine Auswertung: { $problem }
games-mark-blunder = Grober Fehler
games-mark-mistake = Fehler
games-loss-distance = { $count ->
    [one] { $count } Zug mehr bis zum Ziel (am besten: { $best })
   *[other] { $count } Züge mehr bis zum Ziel (am besten: { $best })
}
games-loss-evaluation = Die Bewertung von { $seat } fiel von { $before } auf { $after } (am besten: { $best })
games-graph-distance = Der Abstand zum Ziel nach jedem Zug
games-graph-evaluation = Die Bewertung von { $seat } nach jedem Zug
games-option-choices = { $option }: eingebaute Auswahl
games-option-other = anderes … (unten eingeben)
games-colour-random = zufällig
games-title-seat = { $title } ({ $seat })
games-rated-needs-accounts = Eine gewertete Partie zählt für die Wertungen beider Spieler, also brauchen beide ein Konto.
games-same-screen = (derselbe Bildschirm)
games-opponent-computer = der Computer ({ $level })
games-against = gegen { $opponent }
games-agent-random = Zufallszüge
games-agent-easy = leicht
games-agent-medium = mittel
games-agent-hard = schwer
games-agent-expert = Experte
