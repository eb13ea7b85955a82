"""Players: ratings per account and variant, profiles, the names at a game's seats, and game chat.

**Ratings** use openskill's Bradley-Terry model (Weng and Lin's Bayesian approximation, a
Glicko-like rating: a value and a deviation, updated after each game), on Glicko's familiar
scale: a new player starts at 1500 with a deviation of 350. A game counts when it was created
rated and both its seats are held by two different accounts when it ends; a win scores 1, a
draw ½ and a loss 0. :meth:`Ratings.game_ended` is called once a game's result is stored; the
history table's primary key (game, account) makes a game count at most once for each player,
whatever calls it twice.

**No farming.** Two accounts can play each other as often as they like, but at most
:data:`RATED_PAIR_GAMES_PER_DAY` rated games between the same two accounts are started in any 24
hours: beyond that, a new game between them is made unrated. It is decided when the game gets
its two accounts (when a lobby challenge is accepted, or when the second account claims its
seat of a game created rated), so that a game labelled rated is rated.

A **variant** is the game's name and its options that differ from their defaults, sorted by
name (``c1``, ``c1 variant=c2``, ``axiom one_piece=true``); options the rules draw
by chance when a game starts (Cubes' ``first``) are left out: who moves first is no variant.

>>> variant_key("c1", {"variant": "c2", "repetition": 0, "move_limit": 0})
'c1 variant=c2'
>>> variant_key("cubes", {"size": 8, "first": "white", "seed": 0, "slide": "physical", "move_limit": 0})
'cubes'
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from openskill.models import BradleyTerryFull
from sqlalchemy import desc, distinct, func, insert, select, true, update
from sqlalchemy.exc import IntegrityError

from boardlab.core.errors import BoardlabError
from boardlab.core.registry import game_class, load
from boardlab.server.storage import (OVER, Store, chat_table, games_table, rating_history_table, ratings_table,
                                     seats_table, users_table)

#: Where every rating starts (Glicko's scale); openskill's own defaults are 25 and 25/3, and its
#: model is the same at any scale when beta and tau are scaled with sigma (by 42 here).
START_RATING = 1500.0
START_DEVIATION = 350.0
_MODEL = BradleyTerryFull(mu=START_RATING, sigma=START_DEVIATION, beta=START_DEVIATION / 2,
                          tau=START_DEVIATION / 100)
#: The most rated games between the same two accounts started in :data:`FARMING_WINDOW`.
RATED_PAIR_GAMES_PER_DAY = 3
FARMING_WINDOW = timedelta(hours=24)
#: Why a game between two accounts was made unrated (the answer and the docs say it as it is).
FARMING_REASON = (f"unrated: these two accounts have already started {RATED_PAIR_GAMES_PER_DAY} rated games "
                  "together in the last 24 hours")
#: The longest chat message, in characters.
MAX_CHAT = 500
#: How many recent games a profile lists.
RECENT_GAMES = 20
#: A rating whose deviation is above this is still provisional (shown with a "?", as lichess
#: does): a new player's 350 comes down below it after about a dozen rated games.
PROVISIONAL_DEVIATION = 150.0
#: Results that are neither a seat's win nor a draw (comet's, an aborted game's): no win, draw or loss.
_NO_CONTEST = frozenset({"aborted", "solved", "unsolved"})


def variant_key(game: str, options: dict[str, Any]) -> str:
    """The rating variant of a game: its name and non-default options (see the module docstring)."""
    defaults = {spec.name: spec.default for spec in game_class(game).option_specs}
    drawn = _drawn_options(game)
    parts = [f"{name}={_option_text(value)}" for name, value in sorted(options.items())
             if name in defaults and name not in drawn and value != defaults[name]]
    return " ".join([game, *parts])


def _option_text(value: Any) -> str:
    return json.dumps(value) if isinstance(value, bool) else str(value)


@functools.cache
def _drawn_options(game: str) -> frozenset[str]:
    """The options a game's rules draw by chance for a new game (``Game.for_new_game``)."""
    rules = load(game)
    drawn = rules.for_new_game().options
    return frozenset(name for name, value in rules.options.items() if drawn.get(name) != value)


@dataclass(frozen=True)
class Rating:
    """A rating now: its value, deviation and the number of rated games behind it."""

    rating: float = START_RATING
    deviation: float = START_DEVIATION
    games: int = 0

    @property
    def provisional(self) -> bool:
        """Whether the rating is still uncertain (:data:`PROVISIONAL_DEVIATION`).

        >>> Rating().provisional, Rating(1600, 90, 30).provisional
        (True, False)
        """
        return self.deviation > PROVISIONAL_DEVIATION


def updated(mine: Rating, theirs: Rating, score: float) -> tuple[Rating, Rating]:
    """Both ratings after one game that ``mine``'s player scored ``score`` in (1, ½ or 0).

    >>> win, loss = updated(Rating(), Rating(), 1.0)
    >>> win.rating > 1500 > loss.rating, win.deviation < 350, win.games
    (True, True, 1)
    """
    me = _MODEL.rating(mu=mine.rating, sigma=mine.deviation)
    them = _MODEL.rating(mu=theirs.rating, sigma=theirs.deviation)
    ranks = [0, 0] if score == 0.5 else [0, 1] if score == 1.0 else [1, 0]
    [[me_after], [them_after]] = _MODEL.rate([[me], [them]], ranks=ranks)
    return (Rating(me_after.mu, me_after.sigma, mine.games + 1),
            Rating(them_after.mu, them_after.sigma, theirs.games + 1))


class Ratings:
    """The ratings, their history and the profiles kept in a :class:`Store`'s database."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def pair_is_farming(self, first: int, second: int, besides: str | None = None,
                        now: datetime | None = None) -> bool:
        """Whether the two accounts have started :data:`RATED_PAIR_GAMES_PER_DAY` rated games
        together within :data:`FARMING_WINDOW` (the game ``besides`` not counted), so that a new
        one between them must be unrated."""
        first_seat, second_seat = seats_table.alias("first_seat"), seats_table.alias("second_seat")
        since = (now or datetime.now(UTC)) - FARMING_WINDOW
        query = (select(func.count(distinct(games_table.c.id)))
                 .join(first_seat, first_seat.c.game_id == games_table.c.id)
                 .join(second_seat, second_seat.c.game_id == games_table.c.id)
                 .where(games_table.c.rated == true(), games_table.c.created_at >= since,
                        first_seat.c.user_id == first, second_seat.c.user_id == second,
                        games_table.c.id != (besides or "")))
        with self.store.reading() as connection:
            return connection.execute(query).scalar_one() >= RATED_PAIR_GAMES_PER_DAY

    def unrate(self, game_id: str) -> None:
        """Make a game unrated (before it counted for anything: see :meth:`pair_is_farming`)."""
        with self.store.writing() as connection:
            connection.execute(update(games_table).where(games_table.c.id == game_id).values(rated=False))

    def game_ended(self, game_id: str, game: str, options: dict[str, Any], rated: bool,
                   seat_users: dict[str, int], winner: str | None) -> bool:
        """Update both players' ratings for a game whose result was just stored; whether it counted.

        Nothing happens unless the game is rated, both of its two seats are held by different
        accounts, and it ended in a seat's win or a draw. A game already counted changes nothing.
        """
        seats = list(seat_users)
        if not rated or len(seats) != 2 or len(set(seat_users.values())) != 2:
            return False
        if winner == "draw":
            score = 0.5
        elif winner in seats:
            score = 1.0 if winner == seats[0] else 0.0
        else:
            return False
        variant = variant_key(game, options)
        users = (seat_users[seats[0]], seat_users[seats[1]])
        for _attempt in range(2):   # a second try only after a race on a first rating row (PostgreSQL)
            try:
                self._count(game_id, variant, users, score)
                return True
            except IntegrityError:
                if self._counted(game_id):
                    return False
        return False

    def _count(self, game_id: str, variant: str, users: tuple[int, int], score: float) -> None:
        """Store both new ratings and their history rows in one transaction."""
        now = datetime.now(UTC)
        with self.store.writing() as connection:
            before = [self._current(connection, user, variant) for user in users]
            after = updated(before[0], before[1], score)
            # The history rows first: a game counted before stops here (primary key), changing nothing.
            connection.execute(insert(rating_history_table), [
                {"game_id": game_id, "user_id": user, "variant": variant, "score": points,
                 "rating": new.rating, "deviation": new.deviation, "played_at": now}
                for user, points, new in zip(users, (score, 1 - score), after, strict=True)])
            for user, old, new in zip(users, before, after, strict=True):
                self._store(connection, user, variant, old, new, now)

    def _counted(self, game_id: str) -> bool:
        with self.store.reading() as connection:
            return connection.execute(select(rating_history_table.c.game_id)
                                      .where(rating_history_table.c.game_id == game_id)).first() is not None

    def uncounted(self) -> list[str]:
        """Rated games that are over, held by two accounts, and not counted: their end was stored
        but the server stopped (or the update failed) before the ratings were. Counted at start-up."""
        linked = (select(seats_table.c.game_id).where(seats_table.c.user_id.is_not(None))
                  .group_by(seats_table.c.game_id).having(func.count(distinct(seats_table.c.user_id)) == 2))
        counted = select(rating_history_table.c.game_id)
        query = (select(games_table.c.id)
                 .where(games_table.c.rated == true(), games_table.c.status == OVER,
                        games_table.c.id.in_(linked), games_table.c.id.not_in(counted))
                 .order_by(games_table.c.updated_at))
        with self.store.reading() as connection:
            return list(connection.execute(query).scalars())

    @staticmethod
    def _current(connection: Any, user_id: int, variant: str) -> Rating:
        """The rating now, its row locked until the transaction ends (where the database can)."""
        row = connection.execute(select(ratings_table).where(
            ratings_table.c.user_id == user_id, ratings_table.c.variant == variant).with_for_update()).first()
        return Rating(row.rating, row.deviation, row.games) if row is not None else Rating()

    @staticmethod
    def _store(connection: Any, user_id: int, variant: str, before: Rating, after: Rating, now: datetime) -> None:
        values = {"rating": after.rating, "deviation": after.deviation, "games": after.games, "updated_at": now}
        if before.games:
            connection.execute(update(ratings_table).where(
                ratings_table.c.user_id == user_id, ratings_table.c.variant == variant).values(**values))
        else:
            connection.execute(insert(ratings_table).values(user_id=user_id, variant=variant, **values))

    # --- reading ---------------------------------------------------------------------------

    def user_id(self, name: str) -> int | None:
        """The id of the account called ``name``, or ``None``."""
        with self.store.reading() as connection:
            return connection.execute(select(users_table.c.id).where(users_table.c.name == name)).scalar()

    def ratings_of(self, user_id: int) -> list[dict[str, Any]]:
        """The account's ratings, most games first."""
        query = (select(ratings_table).where(ratings_table.c.user_id == user_id)
                 .order_by(desc(ratings_table.c.games), ratings_table.c.variant))
        with self.store.reading() as connection:
            rows = connection.execute(query).all()
        return [{"variant": row.variant, "game": row.variant.split(" ", 1)[0],
                 "title": game_title(row.variant.split(" ", 1)[0]), "rating": round(row.rating),
                 "deviation": round(row.deviation), "games": row.games,
                 "provisional": Rating(row.rating, row.deviation).provisional} for row in rows]

    def member_since(self, user_id: int) -> str | None:
        """When the account was made (ISO 8601)."""
        with self.store.reading() as connection:
            made = connection.execute(select(users_table.c.created_at).where(users_table.c.id == user_id)).scalar()
        return _aware(made).isoformat() if made is not None else None

    def history_of(self, user_id: int, limit: int = 200) -> list[dict[str, Any]]:
        """The account's rating after each rated game, newest first."""
        table = rating_history_table
        query = (select(table).where(table.c.user_id == user_id)
                 .order_by(desc(table.c.played_at)).limit(limit))
        with self.store.reading() as connection:
            rows = connection.execute(query).all()
        return [{"game_id": row.game_id, "variant": row.variant, "game": row.variant.split(" ", 1)[0],
                 "title": game_title(row.variant.split(" ", 1)[0]), "score": row.score, "rating": round(row.rating),
                 "deviation": round(row.deviation), "played_at": _aware(row.played_at).isoformat()} for row in rows]

    def leaderboard(self, variant: str, limit: int = 100) -> list[dict[str, Any]]:
        """The best ``limit`` ratings of a variant, highest first (ties: more games first)."""
        query = (select(users_table.c.name, ratings_table.c.rating, ratings_table.c.deviation,
                        ratings_table.c.games)
                 .join(users_table, users_table.c.id == ratings_table.c.user_id)
                 .where(ratings_table.c.variant == variant)
                 .order_by(desc(ratings_table.c.rating), desc(ratings_table.c.games), users_table.c.name)
                 .limit(limit))
        with self.store.reading() as connection:
            rows = connection.execute(query).all()
        return [{"rank": rank, "name": row.name, "rating": round(row.rating), "deviation": round(row.deviation),
                 "games": row.games, "provisional": Rating(row.rating, row.deviation).provisional}
                for rank, row in enumerate(rows, 1)]

    def results_of(self, user_id: int) -> dict[str, dict[str, int]]:
        """The account's finished games counted per game: ``{game: {"win", "draw", "loss"}}``,
        rated or not, against anyone (a computer too). A game whose every seat the account holds
        (one person playing both sides) and a result that is nobody's win (comet's solved, an
        aborted game) count for nothing."""
        mine = seats_table.alias("mine")
        query = (select(games_table.c.id, games_table.c.game, games_table.c.result_winner, mine.c.seat)
                 .join(mine, mine.c.game_id == games_table.c.id)
                 .where(mine.c.user_id == user_id, games_table.c.status == OVER))
        seats_of: dict[str, list[str]] = {}
        games: dict[str, tuple[str, str | None]] = {}
        with self.store.reading() as connection:
            for game_id, game, winner, seat in connection.execute(query):
                seats_of.setdefault(game_id, []).append(seat)
                games[game_id] = (game, winner)
            opposed = self._with_opponent(connection, user_id, list(games))
        counts: dict[str, dict[str, int]] = {}
        for game_id, (game, winner) in games.items():
            if game_id not in opposed or winner is None or winner in _NO_CONTEST:
                continue
            outcome = "draw" if winner == "draw" else "win" if winner in seats_of[game_id] else "loss"
            counts.setdefault(game, {"win": 0, "draw": 0, "loss": 0})[outcome] += 1
        return counts

    @staticmethod
    def _with_opponent(connection: Any, user_id: int, game_ids: list[str]) -> set[str]:
        """The games in which ``user_id`` had an opponent: a seat held by someone else (another
        account, or nobody's account) or a computer; not those it played alone on both sides."""
        if not game_ids:
            return set()
        seats = select(seats_table.c.game_id, seats_table.c.user_id).where(seats_table.c.game_id.in_(game_ids))
        found = {game_id for game_id, user in connection.execute(seats) if user != user_id}
        games = select(games_table.c.id, games_table.c.players).where(games_table.c.id.in_(game_ids))
        return found | {game_id for game_id, players in connection.execute(games)
                        if any(spec != "human" for spec in json.loads(players).values())}

    def recent_games(self, user_id: int, limit: int = RECENT_GAMES) -> list[tuple[str, str, bool]]:
        """(game id, seat, rated) of the account's most recently changed games."""
        query = (select(seats_table.c.game_id, seats_table.c.seat, games_table.c.rated)
                 .join(games_table, games_table.c.id == seats_table.c.game_id)
                 .where(seats_table.c.user_id == user_id)
                 .order_by(desc(games_table.c.updated_at)).limit(limit))
        with self.store.reading() as connection:
            return [(game_id, seat, bool(rated)) for game_id, seat, rated in connection.execute(query)]


def ratings_for(store: Store, wanted: set[tuple[int, str]]) -> dict[tuple[int, str], Rating]:
    """The rating of each (account, variant) asked, in one query; an account without a rated
    game of the variant has the starting rating (provisional).

    >>> ratings_for(Store("sqlite://"), set())
    {}
    """
    if not wanted:
        return {}
    users = {user for user, _variant in wanted}
    query = select(ratings_table).where(ratings_table.c.user_id.in_(users))
    with store.reading() as connection:
        stored = {(row.user_id, row.variant): Rating(row.rating, row.deviation, row.games)
                  for row in connection.execute(query)}
    return {key: stored.get(key, Rating()) for key in wanted}


def seat_summary(view: dict[str, Any], seat: str) -> dict[str, Any]:
    """A game as a list of someone's games shows it, from ``seat``'s side.

    ``opponent`` is the other seat's account name (the view's ``names``), ``None`` for a person
    without an account, ``"computer (spec)"``, or ``"same screen"`` (one account holds both);
    ``opponent_account`` says whether it is an account (a profile), ``opponent_kind`` which of
    these it is (``account``, ``person``, ``computer`` with ``opponent_computer`` its spec, or
    ``same-screen``: for pages to say in their language); ``result`` is ``"win"``, ``"loss"``, ``"draw"``, another result of the game (comet:
    ``"solved"``) or ``None`` while the game goes on.

    >>> view = {"id": "g", "game": "c1", "title": "C1", "seats": ["black", "white"], "to_move": None,
    ...         "players": {"black": "human", "white": "hard"}, "is_over": True, "winner": "white",
    ...         "reason": "black resigned", "updated_at": "2026-11-23T04:00:00+00:00", "names": {}}
    >>> summary = seat_summary(view, "black")
    >>> summary["opponent"], summary["result"], summary["my_turn"]
    ('computer (hard)', 'loss', False)
    """
    others = [other for other in view["seats"] if other != seat]
    names = view.get("names", {})
    opponent, account, kind, computer = None, False, "person", None
    for other in others:
        if other in names and names[other] == names.get(seat):
            opponent, kind = "same screen", "same-screen"    # one account holds both seats
        elif other in names:
            opponent, account, kind = names[other], True, "account"
            break
        if view["players"].get(other, "human") != "human":
            computer = view["players"][other]
            opponent, kind = f"computer ({computer})", "computer"
    winner = view["winner"]
    result = None if not view["is_over"] else "win" if winner == seat else "loss" if winner in others else winner
    return {"id": view["id"], "seat": seat, "game": view["game"], "title": view["title"], "to_move": view["to_move"],
            "is_over": view["is_over"], "winner": winner, "reason": view.get("reason"), "result": result,
            "my_turn": view["to_move"] == seat, "opponent": opponent, "opponent_account": account,
            "opponent_kind": kind, "opponent_computer": computer,
            "updated_at": view["updated_at"]}


def waiting_first(games: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Games waiting for my move first, then those going on, then the finished; the most
    recently changed first within each group.

    >>> order = waiting_first([{"id": "over", "my_turn": False, "is_over": True, "updated_at": "3"},
    ...                        {"id": "theirs", "my_turn": False, "is_over": False, "updated_at": "2"},
    ...                        {"id": "mine", "my_turn": True, "is_over": False, "updated_at": "1"}])
    >>> [game["id"] for game in order]
    ['mine', 'theirs', 'over']
    """
    newest = sorted(games, key=lambda game: game["updated_at"], reverse=True)
    return sorted(newest, key=lambda game: (not game["my_turn"], game["is_over"]))


class Chat:
    """The chat messages of games, kept in a :class:`Store`'s database."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def post(self, game_id: str, seat: str, user_id: int | None, text: str) -> dict[str, Any]:
        """Store a message from ``seat`` (held by ``user_id``, if an account holds it); the message as shown."""
        now = datetime.now(UTC)
        with self.store.writing() as connection:
            result = connection.execute(insert(chat_table).values(
                game_id=game_id, seat=seat, user_id=user_id, text=text, created_at=now))
            number = int(result.inserted_primary_key[0])
            name = connection.execute(select(users_table.c.name).where(users_table.c.id == user_id)).scalar() \
                if user_id is not None else None
        return _message(number, seat, name, text, now)

    def messages(self, game_id: str, limit: int = 500) -> list[dict[str, Any]]:
        """The game's last ``limit`` messages, oldest first."""
        query = (select(chat_table.c.id, chat_table.c.seat, users_table.c.name, chat_table.c.text,
                        chat_table.c.created_at)
                 .join(users_table, users_table.c.id == chat_table.c.user_id, isouter=True)
                 .where(chat_table.c.game_id == game_id).order_by(desc(chat_table.c.id)).limit(limit))
        with self.store.reading() as connection:
            rows = connection.execute(query).all()
        return [_message(row.id, row.seat, row.name, row.text, row.created_at) for row in reversed(rows)]


def game_title(game: str) -> str:
    """A game's title, for lists that show games by name (its name for a game no longer known).

    >>> game_title("c1"), game_title("chess")
    ('C1 (Cone)', 'chess')
    """
    try:
        return game_class(game).title
    except BoardlabError:
        return game


def _message(number: int, seat: str, name: str | None, text: str, at: datetime) -> dict[str, Any]:
    return {"id": number, "seat": seat, "name": name, "text": text, "at": _aware(at).isoformat()}


def _aware(stamp: datetime) -> datetime:
    return stamp if stamp.tzinfo is not None else stamp.replace(tzinfo=UTC)
