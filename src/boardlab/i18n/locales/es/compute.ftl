# El trabajo del ordenador en la página de la partida: su reflexión, y el primer minuto tras
# arrancar el servidor, mientras sus motores se preparan (docs/ai.md, "The first minute").
compute-thinking = El ordenador está pensando…
compute-thinking-warming-up = El ordenador está pensando… (su motor aún se está preparando: hasta que esté listo, responde una búsqueda más rápida y menos profunda)
compute-analysis-warming-up = (El motor aún se está preparando tras arrancar el servidor: esta búsqueda ha sido más rápida y menos profunda de lo habitual.)
