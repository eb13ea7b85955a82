# boardlab comet circumflex sentences: German (Deutsch). Needs review by a native speaker.
# Piece names carry their gender and case forms as attributes: .start (nominative at the
# start of a sentence), .acc (accusative), .dat (dative), .gender.

## Values

piece-1 = das braune Dreieck (1)
    .start = Das braune Dreieck (1)
    .acc = das braune Dreieck (1)
    .dat = dem braunen Dreieck (1)
    .gender = neuter
piece-2 = das rote Quadrat (2)
    .start = Das rote Quadrat (2)
    .acc = das rote Quadrat (2)
    .dat = dem roten Quadrat (2)
    .gender = neuter
piece-3 = der orange Kreis (3)
    .start = Der orange Kreis (3)
    .acc = den orangen Kreis (3)
    .dat = dem orangen Kreis (3)
    .gender = masculine
piece-4 = das gelbe Dreieck (4)
    .start = Das gelbe Dreieck (4)
    .acc = das gelbe Dreieck (4)
    .dat = dem gelben Dreieck (4)
    .gender = neuter
piece-5 = das grüne Quadrat (5)
    .start = Das grüne Quadrat (5)
    .acc = das grüne Quadrat (5)
    .dat = dem grünen Quadrat (5)
    .gender = neuter
piece-6 = der blaue Kreis (6)
    .start = Der blaue Kreis (6)
    .acc = den blauen Kreis (6)
    .dat = dem blauen Kreis (6)
    .gender = masculine
piece-7 = die magentafarbene Pyramide (7)
    .start = Die magentafarbene Pyramide (7)
    .acc = die magentafarbene Pyramide (7)
    .dat = der magentafarbenen Pyramide (7)
    .gender = feminine
piece-8 = das graue Quadrat (8)
    .start = Das graue Quadrat (8)
    .acc = das graue Quadrat (8)
    .dat = dem grauen Quadrat (8)
    .gender = neuter
piece-9 = die weiße Pyramide (9)
    .start = Die weiße Pyramide (9)
    .acc = die weiße Pyramide (9)
    .dat = der weißen Pyramide (9)
    .gender = feminine
colour-brown = braun
colour-red = rot
colour-orange = orange
colour-yellow = gelb
colour-green = grün
colour-blue = blau
colour-magenta = magenta
colour-grey = grau
colour-white = weiß
shape-round = Kreis
    .plural = Kreise
shape-triangle = Dreieck
    .plural = Dreiecke
shape-square = Quadrat
    .plural = Quadrate
shape-pyramid = Pyramide
    .plural = Pyramiden
group-rounds = alle Kreise
    .start = Alle Kreise
group-triangles = alle Dreiecke
    .start = Alle Dreiecke
group-squares = alle Quadrate
    .start = Alle Quadrate
group-pyramids = alle Pyramiden
    .start = Alle Pyramiden
group-even = alle Steine mit gerader Nummer
    .start = Alle Steine mit gerader Nummer
group-odd = alle Steine mit ungerader Nummer
    .start = Alle Steine mit ungerader Nummer
group-prime = alle Steine mit einer Primzahl
    .start = Alle Steine mit einer Primzahl
group-squarenum = alle Steine mit einer Quadratzahl
    .start = Alle Steine mit einer Quadratzahl
group-cubenum = alle Steine mit einer Kubikzahl
    .start = Alle Steine mit einer Kubikzahl
direction-N = Norden
direction-S = Süden
direction-E = Osten
direction-W = Westen
seat-p1 = Spieler 1
seat-p2 = Spieler 2
seat-p3 = Spieler 3
seat-p4 = Spieler 4
seat-p5 = Spieler 5
seat-p6 = Spieler 6
seat-p7 = Spieler 7
seat-p8 = Spieler 8
seat-p9 = Spieler 9
seat-black = Schwarz
seat-white = Weiß
game-c1 = C1
    .dat = C1
game-axiom = AXIOM
    .dat = AXIOM
game-ccc = CCC
    .dat = CCC
game-cubes = Cubes
    .dat = Cubes
game-comet = das Komet-Zirkumflex-Spiel
    .dat = dem Komet-Zirkumflex-Spiel
grand-move-value = { $group } nach { $direction }
# A region is written with its preposition, as a place: "in einer Ecke", "am Rand".
region-centre = in der Mitte (d4 bis f6)
region-corners = in einer Ecke
region-edge = am Rand des Bretts
region-inside = im Inneren des Bretts, nicht am Rand
region-north = im Norden (Reihen 6 bis 9)
region-south = im Süden (Reihen 1 bis 4)
region-east = im Osten (Linien f bis i)
region-west = im Westen (Linien a bis d)
region-board = irgendwo auf dem Brett
region-square = auf dem Feld { $square }
region-rectangle = im Rechteck { $corner } bis { $other }
region-rank = in der Reihe { $rank }
region-file = in der Linie { $file }
goal-adjacent = { $pieces_count ->
    [one] Stein { $pieces } allein
   *[other] die Steine { $pieces } nebeneinander
}
goal-line = die Steine { $pieces } in einer geraden Linie
goal-block = die Steine { $pieces } füllen ein Rechteck
goal-in = { $pieces_count ->
    [one] Stein { $pieces } { $region }
   *[other] die Steine { $pieces } { $region }
}
goal-not = nicht ({ $goal })
goal-and = { $left } und { $right }
goal-or = { $left } oder { $right }
goal-nested = ({ $goal })
unknown-sentence = [{ $number }: unbekannter Satz { $number }]
malformed-sentence = [fehlerhafter Satz]

## Talking

hello = Hallo!
goodbye = Auf Wiedersehen!
thanks = Danke!
you-are-welcome = Gern geschehen.
well-played = Gut gespielt!
good-game = Gutes Spiel!
good-idea = Gute Idee!
not-understood = Ich verstehe das nicht.
please-repeat = Bitte wiederhole das.
my-turn = Ich bin am Zug.
your-turn = Du bist am Zug.
seat-turn = { $seat } ist am Zug.
agree = Einverstanden.
disagree = Ich bin nicht einverstanden.
hint-please = Kannst du mir einen Tipp geben?
wait-moment = Bitte warte einen Moment.
ready = Ich bin bereit.
are-you-ready = Bist du bereit?
yes = Ja.
no = Nein.
sorry = Entschuldigung!
good-luck = Viel Glück!
have-fun = Viel Spaß!
nice-move = Schöner Zug!
let-me-think = Lass mich nachdenken.
back-in = Ich bin in { $duration } zurück.
time-left = Ich habe noch { $duration }.
must-go = Ich muss jetzt gehen.
play-again = Spielen wir noch einmal?
which-game = Welches Spiel spielen wir?
lets-play = Lass uns { $game } spielen.
first-game-of = Ich spiele zum ersten Mal { $game }.
explain-rules = Kannst du mir die Regeln erklären?
look-at-square = Schau dir das Feld { $square } an.
why-move = Warum hast du { $move } gespielt?
my-mistake = Ich habe einen Fehler gemacht.
congratulations = Herzlichen Glückwunsch!
that-was-fun = Das hat Spaß gemacht.
good-morning = Guten Morgen!
good-evening = Guten Abend!
how-are-you = Wie geht es dir?
fine-thanks = Mir geht es gut, danke.
be-patient = Bitte hab etwas Geduld.
do-not-know = Ich weiß es nicht.
maybe = Vielleicht.
you-are-right = Du hast recht.
prefer-game = Ich spiele lieber { $game }.
i-play-seat = Ich spiele { $seat }.
connection-slow = Meine Verbindung ist langsam.

## Playing comet

propose-goal = Ich schlage dieses Ziel vor: { $goal }.
accept-goal = Ich nehme dieses Ziel an.
propose-other-goal = Lass uns ein anderes Ziel wählen.
goal-agreed = Das vereinbarte Ziel: { $goal }.
goal-reached = Dieses Ziel ist erreicht!
goal-not-reached = Das Ziel ist noch nicht erreicht.
i-think-needs = { $count ->
    [one] Ich glaube, dieses Ziel braucht { $count } Großzug.
   *[other] Ich glaube, dieses Ziel braucht { $count } Großzüge.
}
computer-says-enough = { $count ->
    [one] Der Computer sagt: { $count } Großzug genügt.
   *[other] Der Computer sagt: { $count } Großzüge genügen.
}
shall-we-undo = Sollen wir den letzten Großzug zurücknehmen?
start-again = Lass uns von vorn anfangen.
off-board-poor-play = Über den Rand ziehen zu wollen ist schlechtes Spiel.
grand-move = Zieh { $move }.
propose-grand-move = Mein Vorschlag: zieh { $move }.
pieces-moved = { $pieces_count ->
    [one] Stein { $pieces } ist gezogen.
   *[other] Die Steine { $pieces } sind gezogen.
}
blocked-occupied = { $pieces_count ->
    [one] Stein { $pieces } konnte nicht ziehen: das Feld war besetzt.
   *[other] Die Steine { $pieces } konnten nicht ziehen: das Feld war besetzt.
}
blocked-edge = { $pieces_count ->
    [one] Stein { $pieces } konnte nicht ziehen: er hätte das Brett verlassen.
   *[other] Die Steine { $pieces } konnten nicht ziehen: sie hätten das Brett verlassen.
}
nothing-moved = Nichts hat sich bewegt.
piece-blocked-by = { $piece_start } wurde von { $blocker_dat } blockiert.
piece-on-square = { $piece_start } steht auf { $square }.
piece-moved-to = { $piece_start } ist nach { $square } gezogen.
grand-moves-made = { $count ->
    [0] Es wurde noch kein Großzug gemacht.
    [one] Es wurde { $count } Großzug gemacht.
   *[other] Es wurden { $count } Großzüge gemacht.
}
move-limit = { $count ->
    [0] Es gibt keine Grenze für Großzüge.
    [one] Die Grenze liegt bei { $count } Großzug.
   *[other] Die Grenze liegt bei { $count } Großzügen.
}
goal-not-reached-end = Die Partie endete, ohne dass das Ziel erreicht wurde.
seat-gave-up = { $seat } hat aufgegeben.
how-about-group = Wie wäre es, { $group } zu ziehen?
try-direction = Versuch es nach { $direction }.
where-are-shape = Wo sind die { $shape_plural }?
which-piece-colour = Welcher Stein ist { $colour }?
piece-must-reach = { $piece_start } muss { $region } stehen.
getting-closer = Wir kommen näher.
getting-further = Wir entfernen uns vom Ziel.
one-more-grand-move = Noch ein Großzug!
your-grand-move = Dein Großzug.
computer-first-move = { $count ->
    [one] Der Computer sagt: { $count } Großzug genügt, zuerst { $move }.
   *[other] Der Computer sagt: { $count } Großzüge genügen, zuerst { $move }.
}
computer-finds-no-way = Der Computer findet keinen Weg zu diesem Ziel.
goal-impossible = Dieses Ziel ist nie erreichbar.
usual-start = Lass uns die übliche Anfangsstellung nehmen.
group-members = { $group_start } sind die Steine { $pieces }.
which-direction = In welche Richtung?
shall-we-go = Gehen wir nach { $direction }?
watch-piece = Achte auf { $piece_acc }.
seat-grand-move = { $seat }: zieh { $move }.
start-placement = Am Anfang steht { $piece } auf { $square }.
players-count = { $count ->
    [one] Wir sind { $count } Spieler.
   *[other] Wir sind { $count } Spieler.
}
edge-moves-forbidden = In dieser Partie darf ein Großzug keine Steine am Rand zurückhalten.

## Comet goals, condition by condition

goal-pieces-adjacent = Ziel: { $pieces_count ->
    [one] Stein { $pieces } allein
   *[other] die Steine { $pieces } nebeneinander
}.
goal-pieces-line = Ziel: die Steine { $pieces } in einer geraden Linie.
goal-pieces-block = Ziel: die Steine { $pieces } füllen ein Rechteck.
goal-pieces-in = Ziel: { $pieces_count ->
    [one] Stein { $pieces }
   *[other] die Steine { $pieces }
} { $region }.
goal-group-adjacent = Ziel: { $group } nebeneinander.
goal-group-line = Ziel: { $group } in einer geraden Linie.
goal-group-block = Ziel: { $group } füllen ein Rechteck.
goal-group-in = Ziel: { $group } { $region }.
goal-try = Versuchen wir dieses Ziel: { $goal }?

## The other games

offer-draw = Ich biete ein Remis an.
accept-draw = Ich nehme das Remis an.
decline-draw = Ich lehne das Remis ab.
resign = Ich gebe auf.
takeback-request = Darf ich meinen letzten Zug zurücknehmen?
takeback-accept = Ja, nimm ihn zurück.
takeback-decline = Nein, der Zug bleibt.
rematch-offer = Revanche?
rematch-accept = Ja, spielen wir noch einmal.
your-piece-threatened = Dein Stein auf { $square } ist bedroht.
my-piece-threatened = Mein Stein auf { $square } ist bedroht.
i-play-move = Ich spiele { $move }.
you-played-move = Du hast { $move } gespielt.
did-not-see = Das habe ich nicht gesehen.
move-is-good = { $move } ist ein guter Zug.
move-was-mistake = { $move } war ein Fehler.
move-would-be-better = { $move } wäre besser gewesen.
you-win = Du gewinnst.
i-win = Ich gewinne.
it-is-a-draw = Unentschieden.
seat-wins = { $seat } gewinnt.
game-over = Die Partie ist zu Ende.
clock-low = Auf meiner Uhr sind nur noch { $duration }.
time-ran-out = Meine Zeit ist abgelaufen.
move-not-legal = Dieser Zug ist nicht erlaubt.
seat-to-move = { $seat } ist am Zug.
move-was-forced = Dieser Zug war erzwungen.
capture-on = Schlagen auf { $square }!
protect-square = Schütze { $square }.
favourite-opening = Welche Eröffnung magst du am liebsten?
moves-played = { $count ->
    [one] Wir haben { $count } Zug gespielt.
   *[other] Wir haben { $count } Züge gespielt.
}
play-faster = Könntest du etwas schneller spielen?
review-together = Schauen wir uns die Partie danach zusammen an?
what-about-move = Wie wäre es mit { $move }?
do-you-know-game = Kennst du { $game }?
want-to-play-seat = Möchtest du { $seat } spielen?
game-move = In { $game_dat }: { $move }.
