"""Commands that move games between the web app's database and record files: export, import."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from boardlab.cli.common import app, err, fail, out
from boardlab.core.errors import BoardlabError
from boardlab.core.movetext import result_text
from boardlab.core.records import read_all
from boardlab.core.registry import game_class

if TYPE_CHECKING:
    from boardlab.server.service import GameService

DbOpt = Annotated[Optional[str], typer.Option(
    "--db", help="Database URL or SQLite file path (default: the one 'boardlab serve' uses, or $BOARDLAB_DATABASE_URL).")]


@app.command("export")
def export_records(db: DbOpt = None,
                   game: Annotated[Optional[str], typer.Option("--game", help="Only the games of this game.")] = None,
                   output: Annotated[Optional[Path], typer.Option("--output", help="Write to this file.")] = None
                   ) -> None:
    """Write the stored games as records, oldest first, a blank line between them."""
    from sqlalchemy.exc import SQLAlchemyError   # the database and the web app's service: only when run

    from boardlab.server.errors import ServiceError
    if game is not None:
        try:
            game = game_class(game.strip().lower()).name
        except BoardlabError as error:
            fail(str(error))
    service = _open(db, must_exist=True)
    try:
        texts = [service.record(game_id) for game_id in service.store.game_ids(game)]
    except (ServiceError, SQLAlchemyError) as error:
        fail(f"cannot export: {error}")
    finally:
        service.close()
    text = "".join(f"{record}\n\n" for record in texts)
    if output is None:
        out.print(text, markup=False, end="")
        return
    try:
        output.write_text(text, encoding="utf-8")
    except OSError as error:
        fail(f"cannot write {output}: {error}")
    err.print(f"wrote {len(texts)} record(s) to {output}")


@app.command("import")
def import_records(file: Annotated[Path, typer.Argument(help="A file of records ('-' for standard input).")],
                   db: DbOpt = None) -> None:
    """Store every game of a record file; a bad record refuses the whole file.

    Every seat of an imported game is human; for a game still going on, the page of each seat
    (with its token) is printed.
    """
    try:
        text = typer.get_text_stream("stdin").read() if str(file) == "-" else file.read_text(encoding="utf-8")
        records = read_all(text)
    except (OSError, UnicodeDecodeError) as error:
        fail(f"cannot read {file}: {error}")
    except BoardlabError as error:
        fail(f"nothing imported: {error}", code=1)
    service = _open(db, must_exist=False)
    try:
        created = service.import_records(records)
    except BoardlabError as error:
        fail(f"nothing imported: {error}", code=1)
    except SQLAlchemyError as error:
        fail(f"nothing imported: the database refused: {error}")
    finally:
        service.close()
    for record, (game_id, tokens) in zip(records, created):
        outcome = record.outcome
        state = f"{result_text(outcome[0])} ({outcome[1]})" if outcome else "going on"
        out.print(f"imported {game_id}: {record.game}, {len(record.moves)} turns, {state}", markup=False)
        if outcome is None:
            for seat, token in tokens.items():
                out.print(f"    {seat}: /games/{game_id}#token={token}", markup=False)
    err.print(f"imported {len(created)} game(s)")


def _open(db: str | None, must_exist: bool) -> GameService:
    """The games service on the database ``db`` (default: the web app's)."""
    from sqlalchemy.exc import SQLAlchemyError

    from boardlab.server.config import database_url
    from boardlab.server.service import GameService
    from boardlab.server.storage import Store

    url = database_url(db)
    if must_exist and url.startswith("sqlite:///") and "memory" not in url:
        path = Path(url.removeprefix("sqlite:///").split("?", 1)[0])
        if not path.exists():
            fail(f"no database at {path}")
    try:
        return GameService(Store(url))
    except (SQLAlchemyError, ImportError, ValueError) as error:
        fail(f"cannot open the database {url}: {error}")
