"""Storing games with SQLAlchemy: one row per game, one per seat token, one per step played,
one per note (such as a CCC compliment) kept beside a turn.

A game is stored as what it started from (game name, options, start position) and the list of
steps played since; the server rebuilds its state by replaying them. Every change (a step, a
draw offer, a result) is one transaction guarded by the game's ``version``: a write meant for
version ``n`` changes nothing when another write got there first.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    Boolean,
    Column,
    Float,
    DateTime,
    Engine,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    event,
    false,
    insert,
    delete,
    or_,
    select,
    update,
)
from sqlalchemy.engine import Connection
from sqlalchemy.pool import StaticPool

from boardlab.server.schema import upgrade

metadata = MetaData()

games_table = Table(
    "games",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("options", Text, nullable=False),
    Column("start_position", Text, nullable=True),
    Column("players", Text, nullable=False),
    Column("version", Integer, nullable=False, default=0),
    Column("step_count", Integer, nullable=False, default=0),
    Column("status", String(16), nullable=False),
    Column("to_move", String(32), nullable=True),
    Column("result_winner", String(32), nullable=True),
    Column("result_reason", Text, nullable=True),
    Column("draw_offer", String(32), nullable=True),
    Column("takeback_offer", String(32), nullable=True),  # the seat asking to take back its last turn
    Column("rematch_of", String(32), nullable=True),
    Column("rematch_id", String(32), nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    # Whether the game counts for its players' ratings (server/players.py).
    Column("rated", Boolean, nullable=False, default=False, server_default=false()),
    # Clocks (server/clocks.py), none for an untimed game: the control, each seat's time left
    # (JSON, ms) when the current turn started, and the instant it started.
    Column("time_control", String(16), nullable=True),
    Column("clock_ms", Text, nullable=True),
    Column("turn_started_at", DateTime(timezone=True), nullable=True),
    # Both seats played from the screen that created the game, no token handed out: engine
    # help stays available while it runs (server/fairplay.py).
    Column("same_screen", Boolean, nullable=False, default=False, server_default=false()),
    # The home page counts the games in progress and lists live ones: unfinished, changed lately.
    Index("ix_games_status_updated_at", "status", "updated_at"),
)

seats_table = Table(
    "seats",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("seat", String(32), primary_key=True),
    Column("token_hash", String(64), nullable=False, index=True),
    Column("user_id", Integer, nullable=True, index=True),  # the account holding the seat, if any
)

users_table = Table(
    "users",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", String(32), nullable=False, unique=True),
    Column("password_hash", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    # The name folded for comparison (accounts.name_key), so that names differing only in letter
    # case are one name. Set for every account (nullable only for rows older than it, which the
    # migration fills).
    Column("name_key", String(64), nullable=True),
    Index("ix_users_name_key", "name_key", unique=True),
    # The interface language the account chose (server/language.py); null: the browser's.
    Column("language", String(16), nullable=True),
    # The page look and sounds the account chose (server/preferences.py): theme "light" or
    # "dark" (null: the device's own choice), sounds true/false (null: on, the default).
    Column("theme", String(8), nullable=True),
    Column("sounds", Boolean, nullable=True),
)

sessions_table = Table(
    "sessions",
    metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("csrf_token", String(64), nullable=False),
    Column("expires_at", DateTime(timezone=True), nullable=False),
)

steps_table = Table(
    "steps",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("number", Integer, primary_key=True),
    Column("move", Text, nullable=False),
    Column("played_at", DateTime(timezone=True), nullable=False),
)

#: Notes beside turns, by turn index. A table of its own rather than a column, so that a
#: database made before notes existed gains it on the next start (``create_all``).
notes_table = Table(
    "notes",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("turn", Integer, primary_key=True),
    Column("text", Text, nullable=False),
)

#: A rating per account and variant (server/players.py): the current value and its deviation.
ratings_table = Table(
    "ratings",
    metadata,
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("variant", String(255), primary_key=True),
    Column("rating", Float, nullable=False),
    Column("deviation", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
)

#: Every rating change: one row per rated game and account; the primary key makes a game
#: count at most once for each player.
rating_history_table = Table(
    "rating_history",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True, index=True),
    Column("variant", String(255), nullable=False),
    Column("score", Float, nullable=False),
    Column("rating", Float, nullable=False),
    Column("deviation", Float, nullable=False),
    Column("played_at", DateTime(timezone=True), nullable=False),
)

#: Chat messages of a game. The author is the seat (and the account holding it, if any:
#: the name is looked up when read, so a deleted account's messages lose its name).
chat_table = Table(
    "chat",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("game_id", String(32), ForeignKey("games.id"), nullable=False, index=True),
    Column("seat", String(32), nullable=False),
    Column("user_id", Integer, ForeignKey("users.id", ondelete="SET NULL"), nullable=True),
    Column("text", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

#: Open challenges of the lobby and what became of them (server/lobby.py).
#: The lobby's chat (accounts only; server/lobby_chat.py). The name is looked up when read, so a
#: deleted account's messages show no name.
lobby_chat_table = Table(
    "lobby_chat",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("user_id", Integer, ForeignKey("users.id", ondelete="SET NULL"), nullable=True, index=True),
    Column("text", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

#: Reports of lobby chat messages, one per message and reporting account, kept for moderators.
lobby_chat_reports_table = Table(
    "lobby_chat_reports",
    metadata,
    Column("message_id", Integer, ForeignKey("lobby_chat.id", ondelete="CASCADE"), primary_key=True),
    Column("reporter_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("reason", Text, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

#: The goal talk of a comet game whose players agree its goal (server/comet_goals.py): the phase
#: (proposing, agreed), the goal proposed and its proposer's seat, and how many steps its
#: conversation has told.
comet_goals_table = Table(
    "comet_goals",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("phase", String(16), nullable=False),
    Column("goal", Text, nullable=True),
    Column("proposer", String(32), nullable=True),
    Column("told", Integer, nullable=False, default=0, server_default="0"),
    Column("updated_at", DateTime(timezone=True), nullable=False),
)

challenges_table = Table(
    "challenges",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("options", Text, nullable=False),
    Column("time_control", String(16), nullable=True),
    Column("colour", String(32), nullable=False),       # the creator's seat, or "random"
    Column("rated", Boolean, nullable=False),
    Column("creator_name", String(32), nullable=True),  # the account's name, shown in the lobby
    Column("creator_user_id", Integer, nullable=True),
    # The digest of an anonymous creator's browser cookie (fairshare.browser_of): the same
    # browser cannot accept its own challenge.
    Column("creator_visitor", String(64), nullable=True),
    Column("token_hash", String(64), nullable=False),   # the creator's secret: it becomes their seat token
    Column("status", String(16), nullable=False, index=True),
    Column("game_id", String(32), nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("seen_at", DateTime(timezone=True), nullable=False),
)

#: The server's heartbeat: one row, the last instant the server was known to be up (server/timekeeper.py).
heartbeat_table = Table(
    "heartbeat",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=False),
    Column("beat_at", DateTime(timezone=True), nullable=False),
)

#: Hints and analyses thought about by a job worker on PostgreSQL (server/help_jobs.py), each
#: kept until the request that asked for it reads it (or, unread, for a minute).
help_results_table = Table(
    "help_results",
    metadata,
    Column("key", String(40), primary_key=True),
    Column("status", Integer, nullable=False),            # the answer's HTTP status: 200, or a refusal's
    Column("body", Text, nullable=False),                 # the answer's JSON (a refusal: {"detail": ...})
    Column("created_at", DateTime(timezone=True), nullable=False, index=True),
)

#: The games against the computer each client has in play, on PostgreSQL, so that the cap on
#: them holds across the web processes (server/shared_caps.py; SQLite counts them in memory).
computer_games_table = Table(
    "computer_games",
    metadata,
    Column("game_id", String(32), primary_key=True),
    Column("client", String(100), nullable=False, index=True),
    Column("asked_at", DateTime(timezone=True), nullable=False),   # when its computer was last asked to move
    Column("paced", Boolean, nullable=False),                      # no human seat: its moves are paced
    Column("over", Boolean, nullable=False),                       # ended: kept a day for its rematch
)

#: A puzzle rating per account (server/puzzle_routes.py): openskill, on the players' scale.
puzzle_ratings_table = Table(
    "puzzle_ratings",
    metadata,
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("rating", Float, nullable=False),
    Column("deviation", Float, nullable=False),
    Column("attempts", Integer, nullable=False),
    Column("solved", Integer, nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
)

#: Each account's first answer to each puzzle (only the first counts for the rating).
puzzle_attempts_table = Table(
    "puzzle_attempts",
    metadata,
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("puzzle_id", String(64), primary_key=True),
    Column("solved", Boolean, nullable=False),
    Column("rating", Float, nullable=False),             # the account's puzzle rating after it
    Column("answered_at", DateTime(timezone=True), nullable=False),
)

#: Who is online (server/frontdoor.py): each web process writes the clients (hashed browser
#: keys) connected to its WebSockets, and renews them; the home page counts the fresh ones.
presence_table = Table(
    "presence",
    metadata,
    Column("process", String(64), primary_key=True),
    Column("client", String(64), primary_key=True),
    Column("seen_at", DateTime(timezone=True), nullable=False, index=True),
)

#: Puzzles mined from finished games (boardlab.puzzles.missed_wins): a forced win a player missed.
mined_puzzles_table = Table(
    "mined_puzzles",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("game", String(32), nullable=False, index=True),
    Column("kind", String(16), nullable=False),
    Column("position", Text, nullable=False),
    Column("solutions", Text, nullable=False),           # a JSON list of the winning first moves
    Column("source_game_id", String(32), nullable=False, index=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

#: The lab's experiments started from the web app (server/lab_runs.py): the owner, the
#: experiment as a JSON document (the keys of an experiment file), its state (queued, running,
#: done, cancelled, failed), its progress and running summary, and the error that ended it.
lab_experiments_table = Table(
    "lab_experiments",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("name", String(64), nullable=False),
    Column("spec", Text, nullable=False),
    Column("status", String(16), nullable=False, index=True),
    Column("games_done", Integer, nullable=False, default=0, server_default="0"),
    Column("games_total", Integer, nullable=False),
    Column("summary", Text, nullable=True),              # JSON: the running tallies (lab_runs.tally)
    Column("error", Text, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False, index=True),
    Column("started_at", DateTime(timezone=True), nullable=True),
    Column("finished_at", DateTime(timezone=True), nullable=True),
)

PLAYING = "playing"
OVER = "over"


@dataclass
class GameRow:
    """One game as stored (without its steps)."""

    id: str
    game: str
    options: dict[str, Any]
    start_position: str | None
    players: dict[str, str]
    version: int = 0
    step_count: int = 0
    status: str = PLAYING
    to_move: str | None = None
    result_winner: str | None = None
    result_reason: str | None = None
    draw_offer: str | None = None
    takeback_offer: str | None = None
    rematch_of: str | None = None
    rematch_id: str | None = None
    created_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    updated_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    rated: bool = False
    time_control: str | None = None
    clock_ms: dict[str, int] | None = None
    turn_started_at: datetime | None = None
    same_screen: bool = False


def _now() -> datetime:
    return datetime.now(UTC)


def _row_to_game(row: Any) -> GameRow:
    data = dict(row._mapping)
    data["options"] = json.loads(data["options"])
    data["players"] = json.loads(data["players"])
    data["clock_ms"] = json.loads(data["clock_ms"]) if data["clock_ms"] else None
    for stamp in ("created_at", "updated_at", "turn_started_at"):
        data[stamp] = aware(data[stamp])
    return GameRow(**data)


def aware(stamp: datetime | None) -> datetime | None:
    """``stamp`` with its time zone (SQLite gives times back without it; they are stored in UTC)."""
    return stamp.replace(tzinfo=UTC) if stamp is not None and stamp.tzinfo is None else stamp


def _encoded(changes: Mapping[str, Any]) -> dict[str, Any]:
    """Column values as stored: the clocks as JSON text."""
    values = dict(changes)
    if values.get("clock_ms") is not None:
        values["clock_ms"] = json.dumps(values["clock_ms"])
    return values


def make_engine(url: str) -> Engine:
    """An engine for ``url``; SQLite gets WAL journaling and a busy timeout."""
    if url.startswith("sqlite"):
        in_memory = url in ("sqlite://", "sqlite:///:memory:") or "mode=memory" in url
        extra: dict[str, Any] = {"poolclass": StaticPool} if in_memory else {}
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30}, **extra)
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url, pool_pre_ping=True)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")  # durable when the process dies; WAL keeps it safe
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


class Store:
    """The games database. Thread-safe; SQLite writes are serialised within the process."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = make_engine(url)
        upgrade(self.engine)  # the migrations create or update the tables
        self._write_lock = threading.RLock() if url.startswith("sqlite") else None
        # An in-memory SQLite database is one connection: readers must take turns with writers.
        self._read_lock = self._write_lock if isinstance(self.engine.pool, StaticPool) else None

    def close(self) -> None:
        """Release every database connection."""
        self.engine.dispose()

    @contextmanager
    def writing(self) -> Iterator[Connection]:
        """One write transaction (committed on success, rolled back on error); the other stores
        of the server (accounts, players, lobby) write their tables through it too, so SQLite's
        single writer is serialised in one place."""
        if self._write_lock is None:
            with self.engine.begin() as connection:
                yield connection
            return
        with self._write_lock, self.engine.begin() as connection:
            yield connection

    @contextmanager
    def reading(self) -> Iterator[Connection]:
        """A connection for reading."""
        if self._read_lock is None:
            with self.engine.connect() as connection:
                yield connection
            return
        with self._read_lock, self.engine.connect() as connection:
            yield connection

    # --- reading -------------------------------------------------------------------------

    def get(self, game_id: str) -> GameRow | None:
        """The stored game, or ``None``."""
        with self.reading() as connection:
            row = connection.execute(select(games_table).where(games_table.c.id == game_id)).first()
        return _row_to_game(row) if row is not None else None

    def steps(self, game_id: str) -> list[str]:
        """Every step played in the game, in order."""
        query = select(steps_table.c.move).where(steps_table.c.game_id == game_id).order_by(steps_table.c.number)
        with self.reading() as connection:
            return list(connection.execute(query).scalars())

    def notes(self, game_id: str) -> dict[int, str]:
        """The game's notes by turn index."""
        query = select(notes_table.c.turn, notes_table.c.text).where(notes_table.c.game_id == game_id)
        with self.reading() as connection:
            return {turn: text for turn, text in connection.execute(query)}

    def seat_hashes(self, game_id: str) -> dict[str, str]:
        """The token hash of each human seat."""
        query = select(seats_table.c.seat, seats_table.c.token_hash).where(seats_table.c.game_id == game_id)
        with self.reading() as connection:
            return {seat: token_hash for seat, token_hash in connection.execute(query)}

    def game_ids(self, game: str | None = None) -> list[str]:
        """The ids of every stored game (only those of ``game``, if given), oldest first."""
        query = select(games_table.c.id).order_by(games_table.c.created_at, games_table.c.id)
        if game is not None:
            query = query.where(games_table.c.game == game)
        with self.reading() as connection:
            return list(connection.execute(query).scalars())

    def seat_users(self, game_id: str) -> dict[str, int]:
        """The account holding each seat linked to one."""
        query = select(seats_table.c.seat, seats_table.c.user_id).where(
            seats_table.c.game_id == game_id, seats_table.c.user_id.is_not(None))
        with self.reading() as connection:
            return {seat: user_id for seat, user_id in connection.execute(query)}

    def user_names(self, seat_users: Mapping[str, int]) -> dict[str, str]:
        """The account name of each seat in ``seat_users`` (seat -> account id)."""
        if not seat_users:
            return {}
        query = select(users_table.c.id, users_table.c.name).where(users_table.c.id.in_(set(seat_users.values())))
        with self.reading() as connection:
            names = dict(connection.execute(query).all())
        return {seat: names[user] for seat, user in seat_users.items() if user in names}

    def playing_ids(self, with_computers: bool = False) -> list[str]:
        """The ids of the games still going on (only those with a computer player, if asked)."""
        query = select(games_table.c.id, games_table.c.players).where(games_table.c.status == PLAYING)
        with self.reading() as connection:
            rows = connection.execute(query).all()
        return [game_id for game_id, players in rows
                if not with_computers or any(spec != "human" for spec in json.loads(players).values())]

    # --- writing -------------------------------------------------------------------------

    def create(self, game: GameRow, seat_hashes: dict[str, str], steps: Sequence[str],
               notes: Mapping[int, str] | None = None) -> None:
        """Store a new game with its seats and any steps (and notes) it starts with, in one transaction."""
        self.create_many([(game, seat_hashes, steps, notes or {})])

    def create_many(self, games: Sequence[tuple[GameRow, dict[str, str], Sequence[str], Mapping[int, str]]]) -> None:
        """Store new games, each with its seat hashes, steps and notes: all of them or, on an
        error, none (one transaction)."""
        with self.writing() as connection:
            for game, seat_hashes, steps, notes in games:
                self.insert_game(connection, game, seat_hashes, steps, notes)

    def insert_game(self, connection: Connection, game: GameRow, seat_hashes: dict[str, str], steps: Sequence[str],
                    notes: Mapping[int, str]) -> None:
        """Insert a new game with its seats, steps and notes within the transaction ``connection``."""
        values = _encoded({**game.__dict__, "options": json.dumps(game.options), "players": json.dumps(game.players)})
        values["step_count"] = len(steps)
        connection.execute(insert(games_table).values(**values))
        if seat_hashes:
            connection.execute(insert(seats_table), [
                {"game_id": game.id, "seat": seat, "token_hash": digest} for seat, digest in seat_hashes.items()
            ])
        self._insert_steps(connection, game.id, 0, steps)
        self._insert_notes(connection, game.id, notes)

    def claim_seat(self, game_id: str, seat: str, user_id: int) -> bool:
        """Link a seat to an account unless another account holds it; whether it is now the account's."""
        with self.writing() as connection:
            return connection.execute(
                update(seats_table)
                .where(seats_table.c.game_id == game_id, seats_table.c.seat == seat,
                       or_(seats_table.c.user_id.is_(None), seats_table.c.user_id == user_id))
                .values(user_id=user_id)).rowcount == 1

    def link_seat(self, game_id: str, seat: str, user_id: int | None) -> None:
        """Link a seat to an account (``None``: to nobody)."""
        with self.writing() as connection:
            connection.execute(update(seats_table).where(seats_table.c.game_id == game_id, seats_table.c.seat == seat)
                               .values(user_id=user_id))

    def append_steps(self, game_id: str, version: int, first: int, steps: Sequence[str],
                     notes: Mapping[int, str] | None = None, **changes: Any) -> bool:
        """Store ``steps`` (numbered from ``first``), ``notes`` and ``changes`` if the game is at ``version``.

        Clears any draw or takeback offer. Returns ``False``, changing nothing, when the game moved on.
        """
        with self.writing() as connection:
            if not self._bump(connection, game_id, version, step_count=first + len(steps), draw_offer=None,
                              takeback_offer=None, **changes):
                return False
            self._insert_steps(connection, game_id, first, steps)
            self._insert_notes(connection, game_id, notes or {})
        return True

    def truncate_steps(self, game_id: str, version: int, keep: int, keep_turns: int, **changes: Any) -> bool:
        """Remove every step from number ``keep`` on and every note from turn ``keep_turns`` on,
        and set ``changes``, if the game is at ``version`` (a takeback). Clears any draw or
        takeback offer. Returns ``False``, changing nothing, when the game moved on."""
        with self.writing() as connection:
            if not self._bump(connection, game_id, version, step_count=keep, draw_offer=None, takeback_offer=None,
                              **changes):
                return False
            connection.execute(delete(steps_table).where(steps_table.c.game_id == game_id,
                                                         steps_table.c.number >= keep))
            connection.execute(delete(notes_table).where(notes_table.c.game_id == game_id,
                                                         notes_table.c.turn >= keep_turns))
        return True

    def change(self, game_id: str, version: int, **changes: Any) -> bool:
        """Set columns of the game if it is at ``version``; ``False`` (nothing changed) otherwise."""
        with self.writing() as connection:
            return self._bump(connection, game_id, version, **changes)

    @staticmethod
    def _bump(connection: Connection, game_id: str, version: int, **changes: Any) -> bool:
        statement = (
            update(games_table)
            .where(games_table.c.id == game_id, games_table.c.version == version)
            .values(version=version + 1, **{"updated_at": _now(), **_encoded(changes)})
        )
        return connection.execute(statement).rowcount == 1

    @staticmethod
    def _insert_steps(connection: Connection, game_id: str, first: int, steps: Sequence[str]) -> None:
        if steps:
            now = _now()
            connection.execute(insert(steps_table), [
                {"game_id": game_id, "number": first + i, "move": move, "played_at": now} for i, move in enumerate(steps)
            ])

    @staticmethod
    def _insert_notes(connection: Connection, game_id: str, notes: Mapping[int, str]) -> None:
        if notes:
            connection.execute(insert(notes_table), [
                {"game_id": game_id, "turn": turn, "text": text} for turn, text in notes.items()
            ])

    # --- clocks ----------------------------------------------------------------------------

    def timed_playing(self) -> list[tuple[str, str | None, dict[str, int], datetime | None]]:
        """Every timed game still going on: its id, the seat to move, the clocks and when the turn started."""
        query = (select(games_table.c.id, games_table.c.to_move, games_table.c.clock_ms, games_table.c.turn_started_at)
                 .where(games_table.c.status == PLAYING, games_table.c.clock_ms.is_not(None)))
        with self.reading() as connection:
            rows = connection.execute(query).all()
        return [(game_id, to_move, json.loads(clocks), aware(started)) for game_id, to_move, clocks, started in rows]

    def last_heartbeat(self) -> datetime | None:
        """The last instant the server recorded itself up (``None``: never)."""
        with self.reading() as connection:
            beat = connection.execute(select(heartbeat_table.c.beat_at).where(heartbeat_table.c.id == 1)).scalar()
        return aware(beat)

    def beat(self, now: datetime | None = None) -> None:
        """Record that the server is up at ``now``."""
        with self.writing() as connection:
            self._beat(connection, now or _now())

    @staticmethod
    def _beat(connection: Connection, now: datetime) -> None:
        if connection.execute(update(heartbeat_table).where(heartbeat_table.c.id == 1).values(beat_at=now)).rowcount == 0:
            connection.execute(insert(heartbeat_table).values(id=1, beat_at=now))

    def credit_downtime(self, restart: datetime, credit: Callable[[datetime, datetime, datetime], datetime]
                        ) -> tuple[datetime | None, int]:
        """At a start: move the turn start of every timed game in play by ``credit(turn_started,
        last_heartbeat, restart)`` (the server's downtime is charged to nobody) and beat, in one
        transaction. Returns the last heartbeat before and how many games were credited."""
        with self.writing() as connection:
            last = aware(connection.execute(select(heartbeat_table.c.beat_at)
                                            .where(heartbeat_table.c.id == 1)).scalar())
            credited = 0
            if last is not None and restart > last:
                rows = connection.execute(select(games_table.c.id, games_table.c.turn_started_at).where(
                    games_table.c.status == PLAYING, games_table.c.turn_started_at.is_not(None))).all()
                for game_id, started in rows:
                    moved = credit(aware(started), last, restart)
                    if moved != aware(started):
                        connection.execute(update(games_table).where(games_table.c.id == game_id).values(
                            turn_started_at=moved, version=games_table.c.version + 1))
                        credited += 1
            self._beat(connection, restart)
        return last, credited
