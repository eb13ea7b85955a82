# The front door: the shared header's links, the home page, leaderboards, profiles and settings.

## The header every page shares
frontdoor-nav-players = Spieler
frontdoor-nav-puzzles = Aufgaben
frontdoor-nav-analysis = Analyse
frontdoor-nav-label = Website
frontdoor-menu = Menü

## The home page
frontdoor-online = { $count ->
    [one] { $count } Spieler online
   *[other] { $count } Spieler online
}
frontdoor-playing = { $count ->
    [one] { $count } laufende Partie
   *[other] { $count } laufende Partien
}
frontdoor-quick-title = Schnell spielen
frontdoor-quick-help = Ein Klick: Du trittst gegen jemanden an, der auf dasselbe Spiel mit derselben Bedenkzeit wartet, oder wartest selbst auf einen Gegner.
frontdoor-quick-rated = Du bist angemeldet: Diese Partien werden gewertet, außer Comet, das gemeinsam gespielt wird.
frontdoor-quick-casual = Ungewertete Partien; melde dich an, um gewertet zu spielen.
frontdoor-quick-group = Schnell spielen: { $game }
frontdoor-quick-button = { $game }, { $time }: jetzt spielen
frontdoor-quick-waiting = Warte auf einen Gegner: { $game }, { $time } …
frontdoor-picture-alt = { $game }: die Ausgangsstellung
frontdoor-line-axiom = Baue ein Gebilde aus zwölf Würfeln und baue es um, während deine Zepter über seine Flächen wandern.
frontdoor-line-c1 = Kegel und Pyramiden auf verschiebbaren, verschwindenden Feldern.
frontdoor-line-ccc = Scheiben, Würfel und Ringe stapeln sich zu Bauten, die über das Brett zusammenstürzen.
frontdoor-line-comet = Kein Wettkampf: Einigt euch auf ein Ziel und schiebt dann gemeinsam ganze Gruppen von Steinen, bis es erreicht ist.
frontdoor-line-cubes = Setze und schiebe Würfel, die aktiv und inaktiv werden; wer nicht mehr ziehen kann, verliert.
frontdoor-live-title = Laufende Partien
frontdoor-no-live = Gerade spielen keine zwei Menschen gegeneinander: Starte eine Partie mit „Schnell spielen“.
frontdoor-live-alt = { $game }: die aktuelle Stellung
frontdoor-watch = Zuschauen
frontdoor-steps = { $count ->
    [one] { $count } Zug gespielt
   *[other] { $count } Züge gespielt
}

## The lobby's challenges
frontdoor-no-challenges = Keine offenen Herausforderungen. Nutze „Schnell spielen“ oben oder stelle unten eine mit „Jeder (offene Herausforderung)“ ein.
frontdoor-rating = Wertung
frontdoor-rating-range = Wertung des Herausforderers
frontdoor-min = min.
frontdoor-max = max.
frontdoor-min-label = Niedrigste Wertung
frontdoor-max-label = Höchste Wertung
frontdoor-clear = Zurücksetzen
frontdoor-hidden-by-filter = { $count ->
    [one] { $count } Herausforderung ist durch den Wertungsfilter ausgeblendet.
   *[other] { $count } Herausforderungen sind durch den Wertungsfilter ausgeblendet.
}
frontdoor-provisional = Vorläufige Wertung: bisher wenige gewertete Partien
frontdoor-yours-waiting = deine, wartet …

## Leaderboards (/players)
frontdoor-players-title = Spieler
frontdoor-leaderboards = Bestenlisten
frontdoor-leaderboard = Bestenliste: { $game }
frontdoor-leaderboard-help = Wertungen nach den Standardregeln jedes Spiels (seinen voreingestellten Optionen). Ein „?“ kennzeichnet eine vorläufige Wertung (wenige gewertete Partien).
frontdoor-games-label = Spiele
frontdoor-all-games = Alle Spiele
frontdoor-rank = Platz
frontdoor-player = Spieler
frontdoor-no-players = Noch keine gewerteten Partien in diesem Spiel.
frontdoor-see-all = Ganze Bestenliste ansehen
frontdoor-find-placeholder = Spielername
frontdoor-find = Profil öffnen

## Profiles (/players/{name})
frontdoor-no-player = Hier gibt es niemanden namens „{ $name }“.
frontdoor-member-since = Mitglied seit { $date }
frontdoor-history-title = Wertungsverlauf
frontdoor-plot-label = Wertungsverlauf von { $name } in { $game }
frontdoor-results = Ergebnisse
frontdoor-results-help = Jede beendete Partie, gewertet oder nicht, gegen Menschen oder den Computer.
frontdoor-wins = Siege
frontdoor-draws = Remis
frontdoor-losses = Niederlagen
frontdoor-result-win = Sieg
frontdoor-result-loss = Niederlage
frontdoor-result-draw = Remis
frontdoor-date = Datum

## Settings (/settings)
frontdoor-settings-title = Einstellungen
frontdoor-preferences-title = Vorlieben
frontdoor-language = Sprache
frontdoor-account-title = Konto
frontdoor-settings-logged-out = Melde dich an, um dein Passwort zu ändern, dich überall abzumelden oder dein Konto zu löschen.
frontdoor-log-in-link = Auf der Startseite anmelden
frontdoor-password-title = Passwort ändern
frontdoor-password-current = Aktuelles Passwort
frontdoor-password-new = Neues Passwort (mindestens 8 Zeichen)
frontdoor-password-repeat = Neues Passwort wiederholen
frontdoor-password-submit = Passwort ändern
frontdoor-password-mismatch = Die beiden neuen Passwörter stimmen nicht überein.
frontdoor-password-changed = Passwort geändert. Deine anderen Sitzungen wurden abgemeldet; diese bleibt bestehen.
frontdoor-everywhere-title = Überall abmelden
frontdoor-everywhere-help = Beendet jede Sitzung deines Kontos auf allen Geräten, auch diese.
frontdoor-everywhere-button = Überall abmelden
frontdoor-everywhere-confirm = Auf allen Geräten abmelden, auch auf diesem?
frontdoor-logged-out-everywhere = Du wurdest auf allen Geräten abgemeldet.
frontdoor-delete-title = Konto löschen
frontdoor-delete-help = Dein Konto, seine Wertungen und deren Verlauf werden endgültig gelöscht; deine Partien bleiben, ohne deinen Namen.
frontdoor-delete-password = Dein Passwort
frontdoor-delete-button = Mein Konto löschen
frontdoor-delete-confirm = Das Konto { $name } endgültig löschen? Das lässt sich nicht rückgängig machen.
frontdoor-deleted = Dein Konto wurde gelöscht.
frontdoor-theme = Farbschema
frontdoor-theme-auto = Wie das Gerät
frontdoor-theme-light = Hell
frontdoor-theme-dark = Dunkel
frontdoor-sounds = Töne im Spiel (Züge, Schläge, wenig Zeit)
