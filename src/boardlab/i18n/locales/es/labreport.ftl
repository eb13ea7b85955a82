### El informe del laboratorio y los rechazos del laboratorio (véase en/labreport.ftl).

## Títulos y frases

labreport-title = Informe del laboratorio: { $experiment }
labreport-not-reproducible = No reproducible:
labreport-time-caps-other-games = los agentes jugaron con límites de tiempo, así que otra ejecución da otras partidas.
labreport-time-caps = los agentes jugaron con límites de tiempo.
labreport-seed = semilla { $seed }
labreport-seeds = { $count ->
    [one] semilla { $seeds }
   *[other] semillas { $seeds }
}
labreport-only-puzzles = De { $file } ({ $seeds }); ninguna partida, solo problemas.
labreport-summary = { $count ->
    [one] { $count } partida en { $variants ->
        [one] { $variants } variante
       *[other] { $variants } variantes
    }
   *[other] { $count } partidas en { $variants ->
        [one] { $variants } variante
       *[other] { $variants } variantes
    }
} de { $file } ({ $seeds }, límite de { $limit } pasos; una partida que detiene el límite cuenta como empate{ $opening }). Las tasas son proporciones de partidas, con un intervalo del 95 % entre paréntesis.
labreport-opening = { $count ->
    [one] ; cada par de partidas empezó con su propio paso aleatorio, con los puestos intercambiados
   *[other] ; cada par de partidas empezó con sus propios { $count } pasos aleatorios, con los puestos intercambiados
}
labreport-unknown = ?
labreport-pairing = { $a } – { $b }
labreport-interval = ({ $low }–{ $high })
labreport-no-decisive-game = ninguna partida decidida
labreport-share = { $share } ({ $low }–{ $high }) de { $count }, p = { $p }
labreport-elo-infinite = ∞
labreport-per-game = { $pairing }, por partida: { $counters }
labreport-endings = { $pairing }, finales: { $endings }
labreport-repeated = { $pairing }, partidas repetidas: solo { $distinct } de las { $count } partidas son distintas (`opening = N` en el experimento las varía)
labreport-ending-count = { $ending } ({ $count })
labreport-by-seed = { $pairing }, proporción del primer jugador en las partidas decididas por semilla: { $shares }; ¿coinciden las semillas? ji cuadrado { $chi2 } con { $df } grados de libertad, p = { $p }
labreport-seed-share = semilla { $seed }: { $share }
labreport-comparison = Comparación de las variantes
labreport-comparison-intro = { $count ->
    [one] { $count } prueba
   *[other] { $count } pruebas
} (tasa de victorias del primer jugador, tasa de empates, duración media; cada dos variantes con el mismo emparejamiento), con corrección de Holm; { $significant } significativas al { $alpha }.
labreport-comparison-none = Con estas partidas ninguna diferencia entre las variantes es significativa.
labreport-yes = sí
labreport-no = no
labreport-page-title = { $experiment } – laboratorio de boardlab

## La tabla de una variante

labreport-col-pairing = emparejamiento (A – B)
labreport-col-games = partidas
labreport-col-first-wins = victorias del primer jugador
labreport-col-first-share = proporción del primer jugador en las partidas decididas (p frente al 50 %)
labreport-col-draws = empates
labreport-col-limit = detenidas por el límite
labreport-col-length = duración mediana (rango intercuartílico)
labreport-col-branching = ramificación
labreport-col-decided = decidida en
labreport-col-lead-changes = cambios de líder
labreport-col-drama = emoción
labreport-col-score = puntuación de A
labreport-col-elo = Elo A–B

## Las medidas de diseño del juego y por qué falta alguna

labreport-col-measure = medida (partidas de todos los emparejamientos)
labreport-col-value = valor (intervalo del 95 %)
labreport-measure-branching-factor = factor de ramificación
labreport-measure-decisiveness = decisión
labreport-measure-drama = emoción
labreport-measure-lead-changes = cambios de líder
labreport-measure-uncertainty = incertidumbre
labreport-measure-clarity = claridad
labreport-measure-coverage = cobertura
labreport-measure-repetition = repetición
labreport-measure-stalemate-share = proporción de ahogados
labreport-measure-skill-trace = rastro de la habilidad
labreport-unmeasured-seats = en un juego de más de dos puestos ningún bando va por delante
labreport-unmeasured-no-evaluation-ahead = el juego no tiene una evaluación que diga quién va por delante
labreport-unmeasured-no-decisive-game = ninguna partida decidida
labreport-unmeasured-no-decisive-evaluated = ninguna partida decidida con una evaluación de dos bandos
labreport-unmeasured-no-evaluation-leads = el juego no tiene una evaluación de dos bandos que diga quién lidera
labreport-unmeasured-no-game = ninguna partida
labreport-unmeasured-no-step = ninguna partida dio un paso
labreport-unmeasured-built-board = el tablero de { $game } se construye con sus piezas: no tiene un conjunto fijo de casillas que cubrir
labreport-unmeasured-no-squares = las jugadas de { $game } no nombran casillas (una gran jugada de comet nombra un grupo y una dirección)
labreport-unmeasured-no-move = ninguna partida hizo una jugada
labreport-unmeasured-no-games = ninguna partida
labreport-unmeasured-no-replay = no se pudo reproducir ninguna partida
labreport-unmeasured-two-seats = el evaluador fijo valora las posiciones de un bando frente al otro: solo con dos puestos
labreport-unmeasured-no-evaluator = el juego no tiene una evaluación para la búsqueda del evaluador fijo
labreport-unmeasured-no-open-position = ninguna posición abierta que evaluar
labreport-unmeasured-no-two-moves = ninguna posición con dos jugadas que comparar
labreport-unmeasured-no-ladder = no hay una escalera de niveles en estas partidas: ejecuta 'boardlab lab ladder GAME' (cada nivel contra el inferior)
labreport-unmeasured-cooperative = un juego cooperativo: los puestos comparten un resultado, así que ningún nivel vence a otro

## Cómo terminaron las partidas

labreport-ending-unfinished = sin terminar (límite de jugadas)
labreport-ending-a-player = un jugador
labreport-ending-a-cell = una casilla

## La comparación de las variantes

labreport-col-variant = variante
labreport-col-value-short = valor
labreport-col-pairing-short = emparejamiento
labreport-col-metric = métrica
labreport-col-p-holm = p (Holm)
labreport-col-significant = significativa
labreport-metric-first-player-win-rate = tasa de victorias del primer jugador
labreport-metric-draw-rate = tasa de empates
labreport-metric-mean-length = duración media

## La dificultad de los objetivos de comet

labreport-goals = objetivos de comet: dificultad
labreport-goals-intro = Soluciones óptimas desde { $starts } comienzos aleatorios por objetivo (profundidad del resolutor { $depth }); el más difícil primero.
labreport-col-rank = puesto
labreport-col-goal = objetivo
labreport-col-solved = resuelto dentro de la profundidad
labreport-col-solved-within = resuelto en { $within } como máximo
labreport-col-mean-optimal = duración óptima media
labreport-col-median = mediana
labreport-col-optimal-starts = duración óptima: comienzos

## Los gráficos: títulos, ejes y leyendas

labreport-plot-variant-rates = victorias del primer jugador y empates
labreport-plot-lengths = histograma de duraciones
labreport-plot-outcomes = resultados
labreport-plot-branching = factor de ramificación por paso
labreport-plot-curves = curvas de evaluación
labreport-legend-games = { $pairing } ({ $count ->
    [one] { $count } partida
   *[other] { $count } partidas
})
labreport-axis-length = duración de la partida (pasos, uno por jugada)
labreport-axis-games = partidas (número)
labreport-first-wins = gana el primer jugador
labreport-second-wins = gana el segundo jugador
labreport-draws = empates
labreport-axis-result = resultado (barras: intervalo de Wilson del 95 %)
labreport-axis-share = proporción de partidas (%)
labreport-axis-step = número de paso
labreport-axis-legal-steps = pasos legales (media de las partidas)
labreport-legend-sample = { $pairing }, partida { $number }: { $result }
labreport-axis-evaluation = evaluación desde el punto de vista de { $seat }
labreport-axis-evaluation-scale = (−1 perdida … +1 ganada)
labreport-result-drawn = empate
labreport-result-unfinished = detenida por el límite de jugadas
labreport-result-won = ganada por { $seat }
labreport-axis-variant = variante (numerada como las secciones de abajo; primer emparejamiento)
labreport-axis-share-interval = proporción de partidas (%, intervalo del 95 %)

## Los rechazos del laboratorio en la aplicación web

error-lab-no-file = No hay ningún archivo de resultados del laboratorio { $name }
error-lab-unreadable = No se puede leer { $name }: { $detail }
error-lab-no-experiment = No hay ningún experimento del laboratorio { $id }
error-lab-log-in = Inicia sesión para lanzar experimentos: el laboratorio es para cuentas
error-lab-log-in-mine = Inicia sesión para ver tus experimentos
error-lab-name = Nombre: dale al experimento un nombre de 1 a { $limit } caracteres
error-lab-unknown-game = Juego: { $detail }
error-lab-no-variants = Variantes: añade al menos una variante (sus opciones pueden ser todas las predeterminadas)
error-lab-no-pairings = Emparejamientos: añade al menos un emparejamiento de dos agentes
error-lab-too-many-pairings = Emparejamientos: como máximo { $limit } por experimento, se recibieron { $count }
error-lab-pairing-size = Emparejamientos: el emparejamiento { $number } debe nombrar dos agentes, se recibieron { $count }
error-lab-agent = Emparejamientos: el agente { $agent } no se ofrece en el laboratorio web; elige entre { $agents }
error-lab-no-games = Partidas: al menos 1 partida por variante y emparejamiento, se recibieron { $count }
error-lab-move-limit = Límite de jugadas: entre 1 y { $limit } pasos, se recibieron { $count }
error-lab-experiment = El experimento no es válido: { $detail }
error-lab-too-many-variants = Variantes: como máximo { $limit } variantes por experimento, y estas opciones dan { $count }
error-lab-too-many-games = Partidas: este experimento tiene { $count } partidas ({ $variants } variantes × { $pairings } emparejamientos × { $games } partidas); el laboratorio web juega como máximo { $limit } por experimento
error-lab-active-cap = { $count ->
    [one] Tienes { $count } experimento en espera o en curso, el máximo de una cuenta; espera a que termine uno o cancela uno
   *[other] Tienes { $count } experimentos en espera o en curso, el máximo de una cuenta; espera a que termine uno o cancela uno
}
error-lab-daily-cap = Una cuenta puede lanzar { $limit } partidas en 24 horas; has lanzado { $today } y este experimento tiene { $count }
error-lab-no-games-yet = El experimento aún no tiene partidas; su informe llega con su primera partida
error-lab-not-yours = Solo la cuenta que lanzó un experimento puede cancelarlo
error-lab-ended = { $state ->
    [done] El experimento ya está terminado; solo se puede cancelar uno en espera o en curso
    [cancelled] El experimento ya está cancelado; solo se puede cancelar uno en espera o en curso
    [failed] El experimento ya ha fallado; solo se puede cancelar uno en espera o en curso
   *[other] El experimento ya ha terminado ({ $state }); solo se puede cancelar uno en espera o en curso
}
