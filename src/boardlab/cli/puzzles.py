"""``boardlab puzzles``: list the puzzles and mine finished games for new ones (docs/web.md, Puzzles).

The database and the engines are imported inside the commands, so that ``boardlab --help``
stays quick.
"""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from boardlab.cli.common import JsonOpt, app, fail, out, print_json

puzzles_app = typer.Typer(name="puzzles", no_args_is_help=True, add_completion=False, rich_markup_mode=None,
                          help="Puzzles: list them, mine finished games for missed forced wins.")
app.add_typer(puzzles_app, name="puzzles")

DbOpt = Annotated[Optional[str], typer.Option(
    "--db", help="SQLAlchemy database URL or a SQLite file path (default: $BOARDLAB_DATABASE_URL or the server's default).")]


@puzzles_app.command("mine")
def mine_command(db: DbOpt = None,
                 game_id: Annotated[Optional[list[str]], typer.Option("--game-id", help="Mine only this game (repeatable).")] = None,
                 json: JsonOpt = False) -> None:
    """Find the forced wins (in 1 or 2 own turns) that players missed in finished games and keep
    each as a puzzle at /puzzles. Games already mined give nothing twice."""
    from boardlab.server.config import database_url
    from boardlab.server.puzzle_routes import PuzzleStore
    from boardlab.server.storage import Store

    url = database_url(db)
    try:
        store = Store(url)
    except Exception as error:   # a bad URL, a missing driver, an unreadable file: say which
        fail(f"cannot open the database {url!r}: {error}")
    try:
        added = PuzzleStore(store).mine(game_id or None)
    finally:
        store.close()
    if json:
        print_json([{"id": p.id, "game": p.game, "kind": p.kind, "position": p.position} for p in added])
        return
    out.print(f"{len(added)} new puzzle{'s' if len(added) != 1 else ''}")
    for puzzle in added:
        out.print(f"  {puzzle.id}  {puzzle.game} {puzzle.kind}")


@puzzles_app.command("list")
def list_command(game: Annotated[Optional[str], typer.Option(help="Only this game's puzzles.")] = None,
                 json: JsonOpt = False) -> None:
    """List the puzzles shipped with boardlab (id, game, kind, difficulty); no solutions."""
    from boardlab.core.registry import game_class
    from boardlab.puzzles import builtin_puzzles

    game = game_class(game).name if game is not None else None   # an unknown game is refused, named
    listed = [p.public() for p in builtin_puzzles().values() if game is None or p.game == game]
    if json:
        print_json(listed)
        return
    for entry in listed:
        out.print(f"{entry['id']}  {entry['kind']}  {entry['difficulty']}")
