### Ce que dit le serveur quand il refuse une requête (boardlab/server/refusals.py). Un texte
### anglais des règles du jeu ($detail) figure dans un cadre en français.

## Citations des règles, des phrases ou d'autres vérifications

error-illegal-move = Ce coup n'est pas permis : { $detail }
error-invalid-option = Option non valable : { $detail }
error-invalid-position = Position non valable : { $detail }
error-invalid-record = Notation de partie non valable : { $detail }
error-unknown-game = Jeu inconnu : { $detail }
error-invalid-time-control = Cadence non valable : { $detail }
error-invalid-sentence = Phrase non valable : { $detail }
error-invalid-goal = But non valable : { $detail }
error-rules-refused = Les règles ne le permettent pas : { $detail }
error-invalid-request = La requête n'est pas valable : { $detail }
error-unexplained = Refusé : { $detail }

## Requêtes

error-rate-limited = Trop de requêtes « { $kind } » de ce client : au plus { $rate } par seconde, par rafales de { $burst }
error-rate-limited-plain = Trop de requêtes « { $kind } » de ce client
error-nul-characters = Les caractères NUL ne sont pas permis dans une requête
error-body-too-large = Le corps de la requête dépasse la limite de { $limit } octets
error-options-json = « options » doit être un objet JSON : { $detail }
error-options-not-object = « options » doit être un objet JSON de noms d'options et de valeurs
error-unknown-game-name = « game » doit être le nom d'un jeu ; les jeux : { $games }
error-no-such-seat = { $game } n'a pas de place { $seat } ; ses places sont { $seats }
error-bad-player = Le joueur de { $seat } doit être « human » ou un joueur ordinateur, pas { $spec }
error-bad-agent = { $seat } : { $detail }
error-position-and-record = Donnez une position de départ ou une notation, pas les deux
error-record-invalid = Notation : { $detail }
error-position-invalid = Position : { $detail }
error-position-unreadable = La position ne peut pas être lue
error-record-unreadable = La notation ne peut pas être lue
error-move-invalid = Coup { $number } : { $detail }
error-step-range = L'étape doit être entre 0 et { $last }, pas { $step }
error-unknown-language = Langue inconnue { $code } : choisissez parmi { $codes }

## Parties

error-no-game = Aucune partie n'a l'identifiant { $id }
error-stored-game-broken = La partie enregistrée { $id } ne peut plus être chargée : { $detail }
error-stored-game-unreplayable = La partie enregistrée { $id } ne peut pas être rejouée : { $detail }
error-token-needed = Un jeton de place est nécessaire : envoyez-le comme « Authorization: Bearer <token> »
error-token-no-seat = Ce jeton ne tient aucune place dans cette partie
error-stale-ply = Coup périmé : la partie en est au demi-coup { $ply }, le coup a été envoyé pour le demi-coup { $sent }
error-not-your-turn = C'est au tour de { $to_move } ; votre jeton tient la place { $seat }
error-step-after-end = { $step } : la partie s'est terminée avant cette étape ({ $reason })
error-empty-move = Le coup est vide
error-not-grand-move = { $move } n'est pas un grand coup de cette partie maintenant
error-changed-reload = La partie a changé pendant que ce coup était joué ; rechargez-la
error-changed-meanwhile = La partie a changé entre-temps ; rechargez-la
error-changed-try-again = La partie a changé entre-temps ; réessayez
error-game-over = La partie est terminée : { $result } ({ $reason })
error-game-over-short = La partie est terminée ({ $reason })
error-note-not-due = Aucune note n'est attendue après ce coup : seul un coup pour lequel le jeu demande une note en prend une
error-note-needed = Ce coup demande une note, envoyée comme « note ». { $detail }
error-draw-together = { $game } se joue ensemble : il n'y a pas de nulle à convenir ; abandonnez plutôt
error-draw-needs-other = Une nulle demande qu'un autre joueur l'accepte
error-draw-computer = La place { $seat } est un joueur ordinateur ; il n'accepte pas la nulle
error-abort-after-move = Vous avez joué dans cette partie : elle ne peut plus être annulée (abandonnez plutôt)
error-takeback-pending = { $seat } a d'abord demandé à reprendre son dernier tour : acceptez ou refusez cette demande
error-takeback-none = Personne n'a demandé de reprise (un coup retire une demande)
error-takeback-own = Vous avez demandé cette reprise : c'est l'autre joueur qui l'accepte
error-takeback-nothing = { $seat } n'a pas de tour à reprendre
error-rematch-not-over = Une revanche ne peut être proposée qu'une fois la partie terminée
error-rematch-pending = { $seat } a proposé une revanche : acceptez-la (POST .../rematch/accept) ou refusez-la
error-rematch-none = Personne ne propose de revanche (une offre tombe quand son joueur s'en va)
error-rematch-own = Vous avez proposé cette revanche : c'est l'autre joueur qui l'accepte
error-rematch-refused = Pas de revanche : { $detail }
error-same-screen-rated = Une partie classée se joue à deux personnes : elle ne peut pas se jouer sur le même écran
error-rated-not-two = { $game } n'est pas un jeu de deux adversaires : il ne peut pas être classé
error-rated-computer = Seules les parties entre deux personnes sont classées ; la place { $seat } est un joueur ordinateur
error-rated-from-start = Une partie classée commence au départ du jeu : ne donnez ni position ni notation

## Fair-play et aide de l'ordinateur

error-fair-play = Pas d'aide du moteur dans une partie entre deux personnes tant qu'elle dure : les indices, l'analyse de l'ordinateur et l'analyse de sa position reviennent à la fin
error-fair-play-position = Pas d'aide du moteur dans une partie entre deux personnes tant qu'elle dure : les indices, l'analyse de l'ordinateur et l'analyse de sa position reviennent à la fin (c'est la position d'une partie en cours)
error-hint-timeout = Aucun indice trouvé en { $seconds } secondes ; réessayez plus tard
error-analysis-too-long = Secondes : ce serveur analyse au plus { $seconds } s
error-analysis-timeout = L'analyse n'a pas fini en { $seconds } secondes ; réessayez plus tard
error-analysis-too-many-moves = Au plus { $max } coups peuvent être analysés, pas { $count }
error-position-over = La position est terminée ({ $reason }) ; il n'y a rien à analyser
error-queue-share = Ce client a déjà { $count } demandes ({ $what }) en attente ou en cours (la limite par client) ; attendez qu'une se termine
error-computer-games-cap = Ce client joue déjà { $playing } parties contre l'ordinateur (au plus { $cap } à la fois) ; terminez-en ou abandonnez-en une
error-goal-not-comet = Seules les parties de la comète ont un but à convenir ; ceci est { $game }
error-goal-invalid = But : { $detail }
error-goal-none-proposed = Aucun but n'a encore été proposé : proposez-en un d'abord
error-goal-own-proposal = C'est l'autre joueur qui accepte une proposition ; vous pouvez en proposer une autre
error-goal-not-agreed = Aucun but n'est encore convenu : proposez-en un, ou acceptez celui de l'autre joueur, avant le premier grand coup
error-goal-already-agreed = Le but de cette partie est déjà convenu
error-goal-agreement-not-comet = goal_by_agreement : seules les parties de la comète conviennent de leur but ; ceci est { $game }
error-goal-agreement-computer = goal_by_agreement : chaque place doit être une personne (un ordinateur ne peut pas convenir d'un but)

## Salon et défis

error-no-challenge = Aucun défi n'a l'identifiant { $id }
error-challenge-not-two = { $game } a { $count ->
    [one] { $count } place
   *[other] { $count } places
} ; un défi est pour un jeu à deux
error-rated-needs-account-post = Connectez-vous pour lancer un défi classé : une partie classée compte pour le classement des deux joueurs, tous deux ont besoin d'un compte
error-rated-needs-account-accept = Connectez-vous pour accepter un défi classé : une partie classée compte pour le classement des deux joueurs, tous deux ont besoin d'un compte
error-bad-colour = La couleur doit être { $seats } ou « random », pas { $colour }
error-lobby-full = Le salon est plein ({ $count } défis ouverts) ; réessayez plus tard
error-own-challenge = C'est votre propre défi : attendez que quelqu'un l'accepte, ou annulez-le
error-challenge-taken-or-withdrawn = Ce défi a été accepté ou retiré entre-temps
error-challenge-taken = Ce défi a été accepté entre-temps
error-challenge-accepted = Ce défi a déjà été accepté
error-challenge-cancelled = Ce défi a été annulé
error-challenge-expired = Ce défi a expiré
error-cancel-not-creator = Seul l'auteur du défi peut l'annuler : envoyez son jeton comme « Authorization: Bearer »
error-challenges-cap-account = Ce compte a déjà { $count } défis ouverts (au plus { $cap }) ; annulez-en un ou attendez qu'il soit accepté
error-challenges-cap-client = Ce client a déjà { $count } défis ouverts (au plus { $cap }) ; annulez-en un ou attendez qu'il soit accepté

## Discussion

error-message-empty = Le message est vide
error-message-too-long = Un message a au plus { $max } caractères ; celui-ci en a { $count }
error-malformed-sentence = Le message contient une phrase mal formée : { $detail }
error-chat-log-in = Connectez-vous pour parler dans le salon : sa discussion est réservée aux comptes
error-chat-too-fast = Vous parlez trop vite dans le salon : un message toutes les 3 secondes, 5 d'affilée au plus
error-chat-message-missing = Aucun message du salon n'a le numéro { $id }
error-report-too-long = Un motif a au plus { $max } caractères ; celui-ci en a { $count }

## Comptes et joueurs

error-username-invalid = Un nom d'utilisateur a de 3 à 24 lettres, chiffres, « _ » ou « - »
error-password-length = Un mot de passe a de { $min } à { $max } caractères
error-username-taken = Le nom d'utilisateur { $name } est déjà pris
error-login-attempts = Trop de tentatives de connexion pour ce compte : attendez une minute et réessayez
error-login-wrong = Nom d'utilisateur ou mot de passe incorrect
error-password-current-wrong = Le mot de passe actuel est incorrect
error-password-wrong = Le mot de passe est incorrect
error-log-in-first = Connectez-vous d'abord
error-not-logged-in = Pas connecté
error-csrf-cookie = Une requête authentifiée par le cookie de session a besoin de l'en-tête { $header }
error-csrf-session = Cette requête a besoin de l'en-tête { $header } de votre session
error-seat-other-account = Cette place appartient à un autre compte : son jeton ne peut pas la donner à un second
error-no-player = Aucun joueur ne s'appelle { $name }
error-no-puzzle = Aucun problème { $id }
error-leaderboard-unknown-game = Jeu inconnu { $game } : choisissez parmi { $games }
error-leaderboard-limit = « limit » doit être entre 1 et { $max }, pas { $count }
error-rating-range = min_rating ({ $low }) est au-dessus de max_rating ({ $high })
error-preferences-nothing = Rien à changer : envoyez « theme » (« light », « dark » ou « auto ») et/ou « sounds » (true ou false)
error-unknown-theme = Thème inconnu { $theme } : choisissez « light », « dark » ou « auto »
error-hint-game-moved-waiting = La partie a avancé pendant que l'indice attendait ; redemandez
error-hint-game-moved-thinking = La partie a avancé pendant que l'indice était calculé ; redemandez
