### Les chiffres de l'échelle de force à côté des niveaux de l'ordinateur (web/lobby.js).

ladder-level-elo = { $level } · Elo { $elo } ± { $margin }
ladder-level-anchor = { $level } · Elo { $elo }
ladder-level-tooltip = { $count ->
    [one] Elo sur l'échelle de ce jeu (coups au hasard = 0), estimé sur { $count } partie contre les autres niveaux ; ± est un intervalle à 95 %
   *[other] Elo sur l'échelle de ce jeu (coups au hasard = 0), estimé sur { $count } parties contre les autres niveaux ; ± est un intervalle à 95 %
}
ladder-note = Elo : la force de chaque niveau dans ce jeu sur une seule échelle où les coups au hasard valent 0, tirée de parties de chaque niveau contre tous les autres (± est un intervalle à 95 % ; 200 points de plus, c'est environ 3 points contre 1).
