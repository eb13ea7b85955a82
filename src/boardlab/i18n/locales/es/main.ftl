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

# The pages: header, game page, lobby, analysis board, profiles
nav-analysis = Tablero de análisis
nav-tagline = juega en el navegador
nav-notify = Avisarme de mis turnos
seat-black = Negras
seat-white = Blancas
seat-p1 = Jugador 1
seat-p2 = Jugador 2
banner-aborted = Anulada
conn-connecting = conectando…
conn-live = en directo
conn-reconnecting = reconectando…
game-loading = cargando…
game-title = { $title } · partida { $id }
game-no-such-game = Esa partida no existe en este servidor.
game-rematch = Revancha
game-look-at-board = Ver el tablero
game-hint = Pista
game-accept = Aceptar
game-decline = Rechazar
game-confirm = Confirmar
game-cancel = Cancelar
game-flip = Girar
game-analyse = Analizar
game-type-move = escribe una jugada
game-play = Jugar
game-abort = Anular
game-resign = Rendirse
game-offer-draw = Ofrecer tablas
game-accept-draw = Aceptar tablas
game-draw-offered = Tablas ofrecidas
game-draw-offer-from = { $seat } ofrece tablas.
game-takeback = Deshacer
game-copy-record = Copiar la partida
game-import-record = Importar partida
game-download-svg = Descargar SVG
game-confirm-moves = Confirmar cada jugada antes de enviarla
game-review = Revisión del ordenador
game-waiting-for = Esperando a { $seat }…
game-last-move = Última jugada: { $move }.
game-you = tú
game-computer = ordenador ({ $spec })
game-human = humano
game-import-title = Importar una partida
game-import-help = Una nueva partida del mismo juego y opciones empieza desde el registro, ambos bandos en esta pantalla.
game-import = Importar
game-note-title = Una nota para tu rival
game-note-send = Enviar la jugada
picker-which = ¿Cuál?
chat-placeholder = di algo
chat-spectators = Los espectadores leen el chat de los jugadores.
chat-mute-other = Silenciar el chat del otro bando
account-signed-in = Conectado como
account-log-in = Entrar
account-sign-up = Registrarse
account-log-out = Salir
account-username = usuario
account-password = contraseña
lobby-game = Juego
lobby-options = Opciones
lobby-opponent = Rival
lobby-same-screen = Misma pantalla
lobby-computer = Ordenador
lobby-friend = Amigo (enlace de invitación)
lobby-anyone = Cualquiera (desafío abierto)
lobby-you-play = Juegas con
lobby-rated = Puntuable (entra primero; cuenta cuando las cuentas de ambos jugadores ocupan su puesto)
lobby-rated-short = Puntuable (entra primero)
lobby-strength = Nivel del ordenador
lobby-time-control = Control de tiempo
lobby-untimed = Ninguno (sin reloj)
lobby-other = otro…
lobby-start = Empezar la partida
lobby-challenges = Desafíos abiertos
lobby-no-challenges = No hay desafíos abiertos. Publica uno con «Cualquiera (desafío abierto)» arriba.
lobby-time = Tiempo
lobby-creator-plays = El creador juega
lobby-rated-column = Puntuable
lobby-by = De
lobby-import-help = Pega un registro (del juego y las opciones elegidos arriba) para continuarlo o revisarlo, p. ej.
lobby-import-open = Importar y abrir
lobby-account-games = Tus partidas (todos los dispositivos)
lobby-waiting-first = Primero las que esperan tu jugada.
lobby-browser-games = Mis partidas (este navegador)
lobby-no-games = Aún no hay partidas en este navegador.
lobby-state = Estado
analysis-tried-here = Las jugadas probadas aquí no cambian ninguna partida. Una jugada probada a mitad de la línea sustituye lo que seguía.
analysis-setup = Preparar una posición
analysis-position = Cadena de posición (vacía: la inicial)
analysis-go = Analizar esta posición
analysis-back = Volver a la partida
player-title = jugador
player-ratings = Puntuaciones
player-no-ratings = Aún no hay partidas puntuables.
player-variant = Juego y variante
player-rating = Puntuación
player-deviation = Desviación
player-rated-games = Partidas puntuables
player-recent = Partidas recientes
player-no-games = Aún no hay partidas.
player-result = Resultado
chat-muted-count = { $count ->
    [one] { $count } mensaje del otro bando oculto (silenciado).
   *[other] { $count } mensajes del otro bando ocultos (silenciados).
}

# The game page's statuses
game-watching = Estás viendo esta partida.
game-your-move-help = Tu jugada: haz clic en el tablero donde empieza tu jugada y sigue las marcas.
game-you-offered-draw = Ofreciste tablas; una jugada retira la oferta.
game-under-threat = Amenaza: { $seat } debe actuar: el rival podría ganar con { $moves }.
game-you-suffix = (tú)
game-computer-suffix = (ordenador)
game-accept-rematch = Aceptar la revancha
game-cancel-rematch = Retirar la oferta de revancha
game-turn-goes-on = Tu turno sigue tras { $steps }: haz el siguiente paso.
game-selected = Seleccionado { $targets }: haz clic en un destino marcado (o en la selección para cancelar).

# The lobby's lists and challenges
lobby-post-challenge = Publicar desafío
lobby-cannot-reach = No se puede contactar con el servidor: { $problem }
lobby-open-link = abrir
lobby-forget = olvidar
lobby-your-move = te toca
lobby-same-screen-opponent = misma pantalla
lobby-friend-by-link = un amigo (por enlace)
lobby-no-longer = ya no está en este servidor
lobby-untimed-short = sin reloj
lobby-rated-word = puntuable
lobby-casual = amistosa
lobby-anonymous = anónimo
lobby-log-in-to-accept = Entra para aceptar
lobby-to-move-played = mueve { $seat }, { $count ->
    [one] { $count } turno jugado
   *[other] { $count } turnos jugados
}

# Tooltips
tip-rules = Las reglas de este juego tal como las juega boardlab
tip-notify = El navegador te avisa cuando una partida espera tu jugada
tip-hint = Sugerir una jugada
tip-flip = Girar el tablero
tip-analyse = Probar jugadas desde la posición mostrada sin tocar la partida
tip-abort = Terminar la partida sin resultado: permitido antes de tu primera jugada
tip-takeback = Pedir deshacer tu última jugada
tip-review = El ordenador revisa cada turno y marca los que más perdieron

# Chat in sentences: the phrasebook
phrasebook-choose = Elige una frase…
phrasebook-insert = Insertar
phrasebook-say = Decirlo
phrasebook-pick = Elegir en el tablero
phrasebook-topic-talk = Conversación
phrasebook-topic-games = Durante la partida
phrasebook-topic-comet = Jugar a comet
phrasebook-topic-goal = Objetivos de comet
phrasebook-type-square = casilla
phrasebook-type-piece = pieza
phrasebook-type-pieces = piezas (p. ej. 2,5)
phrasebook-type-shape = forma
phrasebook-type-colour = color
phrasebook-type-group = grupo
phrasebook-type-direction = dirección
phrasebook-type-grandmove = gran jugada (p. ej. prime-E)
phrasebook-type-goal = objetivo
phrasebook-type-region = zona (p. ej. a1:c3)
phrasebook-type-count = número
phrasebook-type-seat = jugador
phrasebook-type-game = juego
phrasebook-type-move = jugada
phrasebook-type-duration = segundos

# The lobby's chat
lobby-chat-title = Chat del vestíbulo
lobby-chat-log-in = Entra para hablar en el vestíbulo.
chat-unmute = Dejar de silenciar
chat-reported = Denunciado
lobby-chat-muted = { $count ->
    [one] { $count } mensaje de jugadores silenciados oculto.
   *[other] { $count } mensajes de jugadores silenciados ocultos.
}

# Comet: agreeing a goal
comet-goal-title = El objetivo
comet-propose = Proponer
comet-accept-goal = Aceptar este objetivo
comet-phase-proposing = Aún no hay objetivo acordado: propón uno o acepta el del otro jugador.
comet-phase-waiting = Esperando a que el otro jugador lo acepte o proponga otro.
comet-phase-agreed = Acordado: pueden empezar las grandes jugadas.
comet-own-goal = Un objetivo propio…
comet-condition-adjacent = juntas
comet-condition-line = en línea recta
comet-condition-in = en la zona
comet-and = y…

# The lobby: comet's goal by agreement
lobby-goal-by-agreement = Acordar el objetivo en la partida, con frases (comet)

# The game page: invitations
invite-link-for = Enlace de invitación para { $seat } (envíaselo a tu amigo):
invite-copy = Copiar enlace
invite-copied = Copiado
invite-select = Selecciona y copia
invite-watch = Cualquiera puede mirar (sin mover) en { $url }

# The game page: more statuses; review; notices
game-earlier-position = Estás viendo una posición anterior: pulsa » para jugar.
game-no-move-from = Ninguna jugada de { $seat } empieza en { $target }.
game-choose = Elige:
game-play-question = ¿Jugar { $move }?
game-note-with = Con { $move }: «{ $note }»
game-thinking = Pensando…
game-hint-from-solver = Pista: { $move } (del solucionador del juego)
game-hint-from-computer = Pista: { $move } (de un jugador ordenador)
game-showing-step = Paso { $step } de { $total }.
game-you-asked-takeback = Pediste deshacer tu última jugada.
game-takeback-from = { $seat } pide deshacer su última jugada.
game-withdraw = Retirar
game-rematch-started = Ha empezado una revancha:
game-open-rematch = abrir la revancha
game-rematch-from = { $seat } ofrece la revancha.
game-you-offered-rematch = Ofreciste la revancha; esperando al otro jugador.
game-resign-confirm = ¿Rendirte en esta partida?
game-note-needed = Escribe unas palabras primero (o cancela la jugada).
review-working = El ordenador está revisando la partida…
review-no-mistakes = Ningún turno perdió mucho: no hay errores a esta profundidad.
turns-your-move = Te toca

# The analysis board and profiles
analysis-selected = Seleccionado { $targets }: haz clic en un destino marcado.
analysis-try = Prueba una jugada: haz clic donde empieza y sigue las marcas.
analysis-no-evaluation = Sin evaluación: { $problem }
analysis-best-line = Mejor línea: { $line }.
analysis-evaluation = Evaluación { $score } para { $seat }{ $work }. Mejor: { $best }.
analysis-depth = (profundidad { $depth }, { $seconds } s)
player-anonymous = un jugador sin cuenta
player-playing = en juego (mueve { $seat })
analysis-goal-in = { $count ->
    [one] Objetivo en { $count } jugada. Mejor: { $best }.
   *[other] Objetivo en { $count } jugadas. Mejor: { $best }.
}
analysis-goal-at-least = { $count ->
    [one] Objetivo en al menos { $count } jugada. Mejor: { $best }.
   *[other] Objetivo en al menos { $count } jugadas. Mejor: { $best }.
}
