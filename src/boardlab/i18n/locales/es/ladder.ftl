### Las cifras de la escalera de fuerza junto a los niveles del ordenador (web/lobby.js).

ladder-level-elo = { $level } · Elo { $elo } ± { $margin }
ladder-level-anchor = { $level } · Elo { $elo }
ladder-level-tooltip = { $count ->
    [one] Elo en la escala de este juego (jugadas al azar = 0), ajustado a { $count } partida contra los demás niveles; ± es un intervalo del 95 %
   *[other] Elo en la escala de este juego (jugadas al azar = 0), ajustado a { $count } partidas contra los demás niveles; ± es un intervalo del 95 %
}
ladder-note = Elo: la fuerza de cada nivel en este juego en una sola escala donde las jugadas al azar valen 0, a partir de partidas de cada nivel contra todos los demás (± es un intervalo del 95 %; 200 puntos más equivalen a ganar unos 3 puntos de cada 4).
