# Le travail de l'ordinateur sur la page de partie : sa réflexion, et la première minute après
# le démarrage du serveur, pendant que ses moteurs se préparent (docs/ai.md, « The first minute »).
compute-thinking = L'ordinateur réfléchit…
compute-thinking-warming-up = L'ordinateur réfléchit… (son moteur est encore en préparation : en attendant, ses réponses viennent d'une recherche plus rapide et moins profonde)
compute-analysis-warming-up = (Le moteur se prépare encore après le démarrage du serveur : cette recherche a été plus rapide et moins profonde que d'habitude.)
