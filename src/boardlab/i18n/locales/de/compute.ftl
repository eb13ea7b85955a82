# Die Arbeit des Computers auf der Spielseite: sein Nachdenken und die erste Minute nach dem
# Serverstart, während seine Engines aufwärmen (docs/ai.md, "The first minute").
compute-thinking = Der Computer denkt nach…
compute-thinking-warming-up = Der Computer denkt nach… (seine Engine wärmt sich noch auf: bis sie bereit ist, antwortet eine schnellere, weniger tiefe Suche)
compute-analysis-warming-up = (Die Engine wärmt sich nach dem Serverstart noch auf: Diese Suche war schneller und weniger tief als sonst.)
