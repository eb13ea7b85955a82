### Die Zahlen der Spielstärke-Leiter neben den Stufen des Computers (web/lobby.js).

ladder-level-elo = { $level } · Elo { $elo } ± { $margin }
ladder-level-anchor = { $level } · Elo { $elo }
ladder-level-tooltip = { $count ->
    [one] Elo auf der Skala dieses Spiels (Zufallszüge = 0), geschätzt aus { $count } Partie gegen die anderen Stufen; ± ist ein 95-%-Intervall
   *[other] Elo auf der Skala dieses Spiels (Zufallszüge = 0), geschätzt aus { $count } Partien gegen die anderen Stufen; ± ist ein 95-%-Intervall
}
ladder-note = Elo: die Stärke jeder Stufe in diesem Spiel auf einer Skala, auf der Zufallszüge 0 sind, aus Partien jeder Stufe gegen jede andere (± ist ein 95-%-Intervall; 200 Punkte mehr entsprechen etwa 3 zu 1 Punkten).
