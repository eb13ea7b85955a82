"""The playtesting lab: run experiments over game variants and agent pairings, store every
game, measure the games and report what they show (``boardlab lab``; see ``docs/lab.md``).

One module per concern: :mod:`.experiment` reads experiment files, :mod:`.runner` plays their
games (a process pool or Ray), :mod:`.store` keeps the results in SQLite, :mod:`.metrics`
measures them, :mod:`.report` writes Markdown, JSON and HTML, :mod:`.export` writes CSV and
Parquet, and :mod:`.tune` searches the option space with Optuna.
"""
