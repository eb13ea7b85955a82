### Lo que dice el servidor cuando rechaza una petición (boardlab/server/refusals.py). Un
### texto en inglés de las reglas del juego ($detail) va dentro de un marco en español.

## Citas de las reglas, de las frases o de otras comprobaciones

error-illegal-move = Esa jugada no está permitida: { $detail }
error-invalid-option = Opción no válida: { $detail }
error-invalid-position = Posición no válida: { $detail }
error-invalid-record = Registro de partida no válido: { $detail }
error-unknown-game = Juego desconocido: { $detail }
error-invalid-time-control = Control de tiempo no válido: { $detail }
error-invalid-sentence = Frase no válida: { $detail }
error-invalid-goal = Objetivo no válido: { $detail }
error-rules-refused = Las reglas no lo permiten: { $detail }
error-invalid-request = La petición no es válida: { $detail }
error-unexplained = Rechazado: { $detail }

## Peticiones

error-rate-limited = Demasiadas peticiones «{ $kind }» de este cliente: como mucho { $rate } por segundo, en ráfagas de { $burst }
error-rate-limited-plain = Demasiadas peticiones «{ $kind }» de este cliente
error-nul-characters = No se permiten caracteres NUL en una petición
error-body-too-large = El cuerpo de la petición supera el límite de { $limit } bytes
error-options-json = «options» debe ser un objeto JSON: { $detail }
error-options-not-object = «options» debe ser un objeto JSON de nombres de opciones y valores
error-unknown-game-name = «game» debe ser el nombre de un juego; los juegos: { $games }
error-no-such-seat = { $game } no tiene el puesto { $seat }; sus puestos son { $seats }
error-bad-player = El jugador de { $seat } debe ser «human» o un jugador de ordenador, no { $spec }
error-bad-agent = { $seat }: { $detail }
error-position-and-record = Indica una posición inicial o un registro, no ambos
error-record-invalid = Registro: { $detail }
error-position-invalid = Posición: { $detail }
error-position-unreadable = No se puede leer la posición
error-record-unreadable = No se puede leer el registro
error-move-invalid = Jugada { $number }: { $detail }
error-step-range = El paso debe estar entre 0 y { $last }, no { $step }
error-unknown-language = Idioma desconocido { $code }: elige uno de { $codes }

## Partidas

error-no-game = No hay ninguna partida con el identificador { $id }
error-stored-game-broken = La partida guardada { $id } ya no se puede cargar: { $detail }
error-stored-game-unreplayable = La partida guardada { $id } no se puede reproducir: { $detail }
error-token-needed = Hace falta un token de puesto: envíalo como «Authorization: Bearer <token>»
error-token-no-seat = Este token no tiene ningún puesto en esta partida
error-stale-ply = Jugada desfasada: la partida va por la media jugada { $ply }, la jugada se envió para la media jugada { $sent }
error-not-your-turn = Le toca a { $to_move }; tu token tiene el puesto { $seat }
error-step-after-end = { $step }: la partida terminó antes de este paso ({ $reason })
error-empty-move = La jugada está vacía
error-not-grand-move = { $move } no es ahora una gran jugada de esta partida
error-changed-reload = La partida cambió mientras se jugaba esta jugada; vuelve a cargarla
error-changed-meanwhile = La partida cambió entretanto; vuelve a cargarla
error-changed-try-again = La partida cambió entretanto; inténtalo de nuevo
error-game-over = La partida ha terminado: { $result } ({ $reason })
error-game-over-short = La partida ha terminado ({ $reason })
error-note-not-due = No toca ninguna nota tras esta jugada: solo lleva nota una jugada para la que el juego la pide
error-note-needed = Esta jugada necesita una nota, enviada como «note». { $detail }
error-draw-together = { $game } se juega en común: no hay tablas que acordar; abandona en su lugar
error-draw-needs-other = Unas tablas necesitan que otro jugador las acepte
error-draw-computer = El puesto { $seat } es un jugador de ordenador; no acepta tablas
error-abort-after-move = Ya has jugado en esta partida: ya no se puede anular (abandona en su lugar)
error-takeback-pending = { $seat } pidió antes deshacer su último turno: acepta o rechaza esa petición
error-takeback-none = Nadie ha pedido deshacer (una jugada retira la petición)
error-takeback-own = Tú pediste deshacer: lo acepta el otro jugador
error-takeback-nothing = { $seat } no tiene ningún turno que deshacer
error-rematch-not-over = Solo se puede ofrecer la revancha cuando la partida ha terminado
error-rematch-pending = { $seat } ofreció la revancha: acéptala (POST .../rematch/accept) o recházala
error-rematch-none = Nadie ofrece la revancha (una oferta caduca cuando su jugador se va)
error-rematch-own = Tú ofreciste esta revancha: la acepta el otro jugador
error-rematch-refused = Sin revancha: { $detail }
error-same-screen-rated = Una partida puntuada la juegan dos personas: no puede jugarse en la misma pantalla
error-rated-not-two = { $game } no es un juego de dos rivales: no puede puntuarse
error-rated-computer = Solo se puntúan las partidas entre dos personas; el puesto { $seat } es un jugador de ordenador
error-rated-from-start = Una partida puntuada empieza desde el inicio del juego: no indiques posición ni registro

## Juego limpio y ayuda del ordenador

error-fair-play = Sin ayuda del motor en una partida entre dos personas mientras dura: las pistas, la revisión del ordenador y el análisis de su posición vuelven cuando termina
error-fair-play-position = Sin ayuda del motor en una partida entre dos personas mientras dura: las pistas, la revisión del ordenador y el análisis de su posición vuelven cuando termina (esta es la posición de una partida en curso)
error-hint-timeout = No se encontró ninguna pista en { $seconds } segundos; inténtalo más tarde
error-analysis-too-long = Segundos: este servidor analiza como mucho { $seconds } s
error-analysis-timeout = El análisis no terminó en { $seconds } segundos; inténtalo más tarde
error-analysis-too-many-moves = Se pueden analizar como mucho { $max } jugadas, no { $count }
error-position-over = La posición ha terminado ({ $reason }); no hay nada que analizar
error-queue-share = Este cliente ya tiene { $count } peticiones ({ $what }) en cola o en marcha (el límite por cliente); espera a que termine una
error-computer-games-cap = Este cliente ya juega { $playing } partidas contra el ordenador (como mucho { $cap } a la vez); termina o abandona una primero
error-goal-not-comet = Solo las partidas del cometa tienen un objetivo que acordar; esta es de { $game }
error-goal-invalid = Objetivo: { $detail }
error-goal-none-proposed = Aún no se ha propuesto ningún objetivo: propón uno primero
error-goal-own-proposal = Una propuesta la acepta el otro jugador; puedes proponer otra
error-goal-not-agreed = Aún no hay objetivo acordado: propón uno, o acepta el del otro jugador, antes de la primera gran jugada
error-goal-already-agreed = El objetivo de esta partida ya está acordado
error-goal-agreement-not-comet = goal_by_agreement: solo las partidas del cometa acuerdan su objetivo; esta es de { $game }
error-goal-agreement-computer = goal_by_agreement: cada puesto debe ser una persona (un ordenador no puede acordar un objetivo)

## Sala y desafíos

error-no-challenge = No hay ningún desafío con el identificador { $id }
error-challenge-not-two = { $game } tiene { $count ->
    [one] { $count } puesto
   *[other] { $count } puestos
}; un desafío es para un juego de dos
error-rated-needs-account-post = Inicia sesión para publicar un desafío puntuado: una partida puntuada cuenta para la clasificación de ambos jugadores, así que los dos necesitan una cuenta
error-rated-needs-account-accept = Inicia sesión para aceptar un desafío puntuado: una partida puntuada cuenta para la clasificación de ambos jugadores, así que los dos necesitan una cuenta
error-bad-colour = El color debe ser uno de { $seats } o «random», no { $colour }
error-lobby-full = La sala está llena ({ $count } desafíos abiertos); inténtalo más tarde
error-own-challenge = Es tu propio desafío: espera a que alguien lo acepte, o cancélalo
error-challenge-taken-or-withdrawn = Este desafío fue aceptado o retirado entretanto
error-challenge-taken = Este desafío fue aceptado entretanto
error-challenge-accepted = Este desafío ya fue aceptado
error-challenge-cancelled = Este desafío fue cancelado
error-challenge-expired = Este desafío caducó
error-cancel-not-creator = Solo quien creó el desafío puede cancelarlo: envía su token como «Authorization: Bearer»
error-challenges-cap-account = Esta cuenta ya tiene { $count } desafíos abiertos (como mucho { $cap }); cancela uno o espera a que lo acepten
error-challenges-cap-client = Este cliente ya tiene { $count } desafíos abiertos (como mucho { $cap }); cancela uno o espera a que lo acepten

## Chat

error-message-empty = El mensaje está vacío
error-message-too-long = Un mensaje tiene como mucho { $max } caracteres; este tiene { $count }
error-malformed-sentence = El mensaje tiene una frase mal formada: { $detail }
error-chat-log-in = Inicia sesión para hablar en la sala: su chat es para cuentas
error-chat-too-fast = Estás hablando demasiado rápido en la sala: un mensaje cada 3 segundos, como mucho 5 seguidos
error-chat-message-missing = No hay ningún mensaje de la sala { $id }
error-report-too-long = Un motivo tiene como mucho { $max } caracteres; este tiene { $count }

## Cuentas y jugadores

error-username-invalid = Un nombre de usuario tiene de 3 a 24 letras, cifras, «_» o «-»
error-password-length = Una contraseña tiene de { $min } a { $max } caracteres
error-username-taken = El nombre de usuario { $name } ya está en uso
error-login-attempts = Demasiados intentos de inicio de sesión para esta cuenta: espera un minuto y vuelve a intentarlo
error-login-wrong = Usuario o contraseña incorrectos
error-password-current-wrong = La contraseña actual es incorrecta
error-password-wrong = La contraseña es incorrecta
error-log-in-first = Inicia sesión primero
error-not-logged-in = No has iniciado sesión
error-csrf-cookie = Una petición autenticada con la cookie de sesión necesita la cabecera { $header }
error-csrf-session = Esta petición necesita la cabecera { $header } de tu sesión
error-seat-other-account = Este puesto pertenece a otra cuenta: su token no puede dárselo a una segunda
error-no-player = No hay ningún jugador llamado { $name }
error-no-puzzle = No hay ningún problema { $id }
error-leaderboard-unknown-game = Juego desconocido { $game }: elige uno de { $games }
error-leaderboard-limit = «limit» debe estar entre 1 y { $max }, no { $count }
error-rating-range = min_rating ({ $low }) es mayor que max_rating ({ $high })
error-preferences-nothing = Nada que cambiar: envía «theme» («light», «dark» o «auto») y/o «sounds» (true o false)
error-unknown-theme = Tema desconocido { $theme }: elige «light», «dark» o «auto»
error-hint-game-moved-waiting = La partida avanzó mientras la pista esperaba; vuelve a pedirla
error-hint-game-moved-thinking = La partida avanzó mientras se pensaba la pista; vuelve a pedirla
