# The lab page (/lab, /lab/experiments/ID): server/lab_pages.py, web/lab.js, web/lab_experiment.js.
lab-nav = Laboratorio
lab-page-title = Laboratorio de boardlab
lab-tagline = el laboratorio: experimentos de prueba de juego
lab-to-games = volver a las partidas
lab-back = volver al laboratorio
lab-new = Nuevo experimento
lab-login-needed = El laboratorio es para cuentas: inicia sesión en la página principal para lanzar experimentos.
lab-log-in-link = Iniciar sesión
lab-name = Nombre
lab-game = Juego
lab-games = Partidas por variante y emparejamiento
lab-move-limit = Límite de jugadas (pasos)
lab-seed = Semilla
lab-variants = Variantes
lab-variants-help = Cada variante es el juego con las opciones elegidas aquí; las demás conservan su valor por defecto.
lab-variant = Variante { $number }
lab-no-options = Este juego no tiene opciones.
lab-add-variant = Añadir una variante
lab-remove = Quitar
lab-yes = sí
lab-no = no
lab-pairings = Emparejamientos
lab-pairings-help = El agente A juega contra el agente B; ocupan cada puesto por turnos.
lab-agent-a = Agente A
lab-agent-b = Agente B
lab-add-pairing = Añadir un emparejamiento
lab-total-games = { $count ->
    [one] Este experimento juega { $count } partida.
   *[other] Este experimento juega { $count } partidas.
}
lab-caps = Límites: partidas por experimento { $games } · variantes { $variants } · emparejamientos { $pairings } · experimentos en espera o en curso por cuenta { $active } · partidas por cuenta en 24 horas { $day }
lab-start = Lanzar el experimento
lab-mine = Mis experimentos
lab-runs-on = Los experimentos siguen aunque se cierre la página.
lab-none-mine = Todavía no has lanzado ningún experimento.
lab-public = Experimentos terminados
lab-none-public = Todavía no hay experimentos terminados.
lab-files = Resultados de la carpeta del laboratorio
lab-none-files = Todavía no hay archivos de resultados en la carpeta del laboratorio.
lab-not-results = no es un archivo de resultados
lab-col-experiment = Experimento
lab-col-owner = Diseñador
lab-col-status = Estado
lab-col-progress = Partidas
lab-col-file = Archivo
lab-status-queued = en espera
lab-status-running = en curso
lab-status-done = terminado
lab-status-cancelled = cancelado
lab-status-failed = fallido
lab-progress = Partidas: { $done } / { $total }
lab-what = Juego: { $game } · variantes: { $variants } · emparejamientos: { $pairings } · partidas por variante y emparejamiento: { $games } · límite de jugadas: { $limit } · semilla: { $seed }
lab-by = Diseñador: { $name }
lab-cancel = Cancelar el experimento
lab-failure = Por qué se detuvo: { $error }
lab-summary = Hasta ahora
lab-first-seat-wins = Victorias del primer jugador: { $percent }
lab-draws = { $count ->
    [0] sin empates
    [one] { $count } empate
   *[other] { $count } empates
}
lab-mean-length = Duración media: { $length } pasos
lab-pairing = Emparejamiento
lab-a-wins = Ganó A
lab-draws-column = Empates
lab-b-wins = Ganó B
lab-report = Informe
lab-report-loading = Dibujando el informe…
lab-not-found = Aquí no hay tal experimento (o es de otra persona y no ha terminado).
