# The front door: the shared header's links, the home page, leaderboards, profiles and settings.

## The header every page shares
frontdoor-nav-players = Jugadores
frontdoor-nav-puzzles = Problemas
frontdoor-nav-analysis = Análisis
frontdoor-nav-label = Sitio
frontdoor-menu = Menú

## The home page
frontdoor-online = { $count ->
    [one] { $count } jugador en línea
   *[other] { $count } jugadores en línea
}
frontdoor-playing = { $count ->
    [one] { $count } partida en curso
   *[other] { $count } partidas en curso
}
frontdoor-quick-title = Partida rápida
frontdoor-quick-help = Un clic: te unes a alguien que espera el mismo juego con el mismo ritmo, o esperas a un rival.
frontdoor-quick-rated = Has iniciado sesión: estas partidas puntúan, salvo comet, que se juega en equipo.
frontdoor-quick-casual = Partidas amistosas; inicia sesión para jugar partidas puntuadas.
frontdoor-quick-group = Partida rápida: { $game }
frontdoor-quick-button = { $game }, { $time }: jugar ahora
frontdoor-quick-waiting = Esperando a un rival: { $game }, { $time }…
frontdoor-picture-alt = { $game }: la posición inicial
frontdoor-line-axiom = Construye y reconstruye una estructura de doce cubos mientras tus cetros recorren sus caras.
frontdoor-line-c1 = Conos y pirámides sobre casillas que se deslizan y desaparecen.
frontdoor-line-ccc = Placas, cubos y toros se apilan en estructuras que se derrumban por el tablero.
frontdoor-line-comet = No es una competición: acordad un objetivo y empujad juntos grupos enteros de piezas hasta alcanzarlo.
frontdoor-line-cubes = Coloca y desliza cubos que se vuelven activos e inactivos; quien no puede mover pierde.
frontdoor-live-title = Partidas en directo
frontdoor-no-live = Ahora no hay partidas entre dos jugadores: empieza una con la partida rápida.
frontdoor-live-alt = { $game }: la posición actual
frontdoor-watch = Mirar
frontdoor-steps = { $count ->
    [one] { $count } jugada hecha
   *[other] { $count } jugadas hechas
}

## The lobby's challenges
frontdoor-no-challenges = No hay desafíos abiertos. Usa la partida rápida de arriba o publica uno con «Cualquiera (desafío abierto)» más abajo.
frontdoor-rating = Puntuación
frontdoor-rating-range = Puntuación de quien desafía
frontdoor-min = mín.
frontdoor-max = máx.
frontdoor-min-label = Puntuación mínima
frontdoor-max-label = Puntuación máxima
frontdoor-clear = Borrar
frontdoor-hidden-by-filter = { $count ->
    [one] { $count } desafío está oculto por el filtro de puntuación.
   *[other] { $count } desafíos están ocultos por el filtro de puntuación.
}
frontdoor-provisional = Puntuación provisional: pocas partidas puntuadas hasta ahora
frontdoor-yours-waiting = el tuyo, esperando…

## Leaderboards (/players)
frontdoor-players-title = Jugadores
frontdoor-leaderboards = Clasificaciones
frontdoor-leaderboard = Clasificación: { $game }
frontdoor-leaderboard-help = Puntuaciones según las reglas estándar de cada juego (sus opciones por defecto). Un «?» indica una puntuación provisional (pocas partidas puntuadas).
frontdoor-games-label = Juegos
frontdoor-all-games = Todos los juegos
frontdoor-rank = Puesto
frontdoor-player = Jugador
frontdoor-no-players = Todavía no hay partidas puntuadas de este juego.
frontdoor-see-all = Ver la clasificación completa
frontdoor-find-placeholder = Nombre del jugador
frontdoor-find = Abrir el perfil

## Profiles (/players/{name})
frontdoor-no-player = Aquí no hay ningún jugador llamado «{ $name }».
frontdoor-member-since = Miembro desde el { $date }
frontdoor-history-title = Historial de puntuación
frontdoor-plot-label = Historial de puntuación de { $name } en { $game }
frontdoor-results = Resultados
frontdoor-results-help = Todas las partidas terminadas, puntuadas o no, contra una persona o el ordenador.
frontdoor-wins = Victorias
frontdoor-draws = Tablas
frontdoor-losses = Derrotas
frontdoor-result-win = victoria
frontdoor-result-loss = derrota
frontdoor-result-draw = tablas
frontdoor-date = Fecha

## Settings (/settings)
frontdoor-settings-title = Ajustes
frontdoor-preferences-title = Preferencias
frontdoor-language = Idioma
frontdoor-account-title = Cuenta
frontdoor-settings-logged-out = Inicia sesión para cambiar tu contraseña, cerrar sesión en todas partes o eliminar tu cuenta.
frontdoor-log-in-link = Iniciar sesión en la página principal
frontdoor-password-title = Cambiar la contraseña
frontdoor-password-current = Contraseña actual
frontdoor-password-new = Contraseña nueva (al menos 8 caracteres)
frontdoor-password-repeat = Repite la contraseña nueva
frontdoor-password-submit = Cambiar la contraseña
frontdoor-password-mismatch = Las dos contraseñas nuevas no coinciden.
frontdoor-password-changed = Contraseña cambiada. Se cerraron tus otras sesiones; esta sigue abierta.
frontdoor-everywhere-title = Cerrar sesión en todas partes
frontdoor-everywhere-help = Cierra todas las sesiones de tu cuenta, en todos los dispositivos, también esta.
frontdoor-everywhere-button = Cerrar sesión en todas partes
frontdoor-everywhere-confirm = ¿Cerrar sesión en todos los dispositivos, también en este?
frontdoor-logged-out-everywhere = Se cerró tu sesión en todos los dispositivos.
frontdoor-delete-title = Eliminar la cuenta
frontdoor-delete-help = Tu cuenta, sus puntuaciones y su historial se eliminan para siempre; tus partidas se quedan, sin tu nombre.
frontdoor-delete-password = Tu contraseña
frontdoor-delete-button = Eliminar mi cuenta
frontdoor-delete-confirm = ¿Eliminar para siempre la cuenta { $name }? No se puede deshacer.
frontdoor-deleted = Tu cuenta se ha eliminado.
frontdoor-theme = Tema
frontdoor-theme-auto = Como el dispositivo
frontdoor-theme-light = Claro
frontdoor-theme-dark = Oscuro
frontdoor-sounds = Sonidos en las partidas (jugadas, capturas, poco tiempo)
