# Interfaz de boardlab: español. Needs review by a native speaker.

app-title = boardlab
nav-play = Jugar
nav-lobby = Sala
nav-rules = Reglas
nav-lab = Laboratorio
nav-settings = Ajustes
nav-sign-in = Iniciar sesión
nav-sign-out = Cerrar sesión
language-label = Idioma
status-to-move = Turno de { $seat }
status-your-turn = Te toca
status-waiting = Esperando a { $seat }
status-game-over = Partida terminada
banner-winner = Gana { $seat }
banner-draw = Tablas
banner-solved = ¡Objetivo conseguido!
banner-unsolved = No se consiguió el objetivo
lobby-title = Sala
lobby-new-game = Nueva partida
lobby-open-games = { $count ->
    [0] No hay partidas abiertas
    [one] { $count } partida abierta
   *[other] { $count } partidas abiertas
}
chat-title = Conversación
chat-send = Enviar
chat-phrasebook = Frases
chat-show-code = Mostrar el código
chat-copy = Copiar
chat-mute = Silenciar
chat-report = Denunciar
rules-heading = Reglas de { $game }
rules-english-note = El texto completo de las reglas está en inglés.
comet-together = Se juega en equipo: todos buscan el mismo objetivo.
comet-goal = Objetivo: { $goal }
moves-count = { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}
