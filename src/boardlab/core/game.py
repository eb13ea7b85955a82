"""The game protocol every boardlab game implements.

A :class:`Game` holds what never changes during play: its name, seats and options. A
:class:`State` is one immutable position with its history; :meth:`State.play` returns a new
state. A turn may consist of several *steps* (decisions by the same player): ``to_move`` stays
with that player until the turn is complete, and a record joins a turn's steps with the game's
``step_separator``. Moves are strings in the game's own notation, never containing whitespace;
search and learning code may use integer action ids instead (``legal_actions``,
``play_action``), which have a fixed range per game and option set.

>>> import boardlab
>>> state = boardlab.load("c1").start()
>>> state.to_move, len(state.legal_moves())
('black', 18)
>>> state.play("Cd1-d2").to_move
'white'
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from datetime import datetime
from random import Random
from typing import Any, ClassVar

from boardlab.core.errors import IllegalMove, PositionError
from boardlab.core.options import Option, resolve_options


class Game(ABC):
    """A game with fixed options; the factory of its states.

    Subclasses set ``name``, ``title``, ``seats``, ``option_specs`` and ``num_actions`` and
    implement :meth:`start`, :meth:`from_position` and :meth:`from_json`.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    option_specs: ClassVar[tuple[Option, ...]] = ()
    step_separator: ClassVar[str] = "/"
    #: What the letters of :meth:`State.text` diagrams mean, in a sentence or two.
    text_legend: ClassVar[str] = ""
    #: Whether players may agree to a draw (not in a cooperative game).
    draw_by_agreement: ClassVar[bool] = True
    #: Whether the seats play together towards one goal (comet): a finished game is then
    #: ``"solved"`` or ``"unsolved"`` for everyone, never a seat's win.
    cooperative: ClassVar[bool] = False
    #: Whether a record always names its start position (a ``Position:`` line): for games
    #: whose start the rules leave to chance, such as who moves first in Cubes.
    record_names_start: ClassVar[bool] = False

    def __init__(self, **options: Any) -> None:
        self.options: dict[str, Any] = resolve_options(self.name, self.option_specs, options)

    @property
    @abstractmethod
    def seats(self) -> tuple[str, ...]:
        """The seats in playing order, e.g. ``("black", "white")``."""

    @property
    @abstractmethod
    def num_actions(self) -> int:
        """The size of the action id range: every action id is in ``range(num_actions)``."""

    @abstractmethod
    def start(self) -> State:
        """The start position."""

    @abstractmethod
    def from_position(self, text: str) -> State:
        """Read a position string (as written by :meth:`State.position`); raises :class:`PositionError`."""

    @abstractmethod
    def from_json(self, data: dict[str, Any]) -> State:
        """Read a JSON position (as written by :meth:`State.to_json`); raises :class:`PositionError`."""

    def replay(self, moves: Iterable[str], state: State | None = None) -> State:
        """Play ``moves`` (steps, or whole turns joined by the step separator) from ``state``.

        Starts from the start position when no state is given. Raises :class:`IllegalMove`
        naming the first move that cannot be played.
        """
        state = self.start() if state is None else state
        for move in moves:
            state = state.play_turn(move)
        return state

    def resignation(self, seat: str) -> tuple[str, str]:
        """``(winner, reason)`` when ``seat`` gives up: with two seats the other one wins."""
        others = [other for other in self.seats if other != seat]
        if len(others) == 1:
            return others[0], f"{seat} resigned"
        return "draw", f"{seat} resigned; the game is abandoned"

    def rematch_options(self, winner: str, new_seats: Mapping[str, str], ended: datetime,
                        now: datetime) -> dict[str, Any]:
        """The options of a rematch of a game that ``winner`` won (or drew) at ``ended``.

        ``new_seats`` maps each seat to the one its player takes in the rematch. The default
        keeps the options; a game whose rules say more about playing again (CCC: the loser
        starts, no rematch on the day of a draw) overrides it, raising :class:`BoardlabError`
        with a kind explanation when there is to be no rematch.
        """
        return dict(self.options)

    def for_new_game(self, rng: Random | None = None) -> Game:
        """The game to use for a new game that people play (``boardlab play``, the web app).

        Where the rules leave something at the start to chance (Cubes: who moves first), it is
        drawn here, with ``rng`` or an unpredictable generator, and fixed in the options, so
        the stored options and :meth:`start` say exactly how the game began. :meth:`start`
        itself stays reproducible for library users. The default has nothing to draw.
        """
        return self

    def normalise_move(self, text: str) -> str:
        """A move as a person might write it in a record, in the game's standard form."""
        return text.strip()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and (self.name, self.options) == (other.name, other.options)

    def __hash__(self) -> int:
        return hash((self.name, tuple(sorted(self.options.items()))))

    def __repr__(self) -> str:
        changed = {k: v for k, v in self.options.items() if v != self._default(k)}
        args = "".join(f", {k}={v!r}" for k, v in changed.items())
        return f"boardlab.load({self.name!r}{args})"

    def _default(self, option: str) -> Any:
        return next(spec.default for spec in self.option_specs if spec.name == option)


class State(ABC):
    """One position of a game, immutable, with the moves that led to it.

    Subclasses implement the rules (:meth:`legal_moves`, :meth:`_apply`, ``to_move``,
    ``winner``...) and the notation; the history bookkeeping lives here. ``_apply`` returns the
    new state and whether the step completed the turn; ``play`` checks legality first.
    """

    game: Game
    #: Completed turns since the start of the game, each written with the step separator.
    turns: tuple[str, ...]
    #: Steps already made in the turn now in progress.
    turn_steps: tuple[str, ...]

    # --- rules: to be implemented by each game -------------------------------------------

    @property
    @abstractmethod
    def to_move(self) -> str | None:
        """The seat whose decision it is, or ``None`` when the game is over."""

    @property
    @abstractmethod
    def outcome(self) -> tuple[str, str] | None:
        """``(winner, reason)`` once the game is over, ``None`` while it goes on."""

    @property
    @abstractmethod
    def ply(self) -> int:
        """The number of steps played since the game's start position."""

    @abstractmethod
    def legal_moves(self) -> list[str]:
        """The decisions available now, in notation, each listed once; empty exactly when over."""

    @abstractmethod
    def explain_illegal(self, move: str) -> str:
        """Why ``move`` (not in :meth:`legal_moves`) cannot be played, in the player's terms."""

    @abstractmethod
    def _apply(self, move: str) -> State:
        """The state after the legal step ``move``, with its history brought up to date."""

    @abstractmethod
    def position(self) -> str:
        """The compact position string, read back by :meth:`Game.from_position`."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The position as JSON-ready data, read back by :meth:`Game.from_json`."""

    @abstractmethod
    def move_to_action(self, move: str) -> int:
        """The action id of a legal move; raises :class:`IllegalMove` for any other string."""

    @abstractmethod
    def action_to_move(self, action: int) -> str:
        """The notation of a legal action id; raises :class:`IllegalMove` otherwise."""

    @abstractmethod
    def clicks(self) -> dict[str, list[str]]:
        """Each legal move's click path: the ``data-target`` values a player clicks to make it."""

    @abstractmethod
    def svg(self, *, flipped: bool = False, highlights: Iterable[str] = (), selected: str | None = None,
            language: str = "en") -> str:
        """The position drawn as an SVG document, every clickable element with a ``data-target``.

        ``flipped`` turns the board (the second seat at the bottom), ``highlights`` marks
        targets (legal destinations), ``selected`` outlines the target clicked so far.
        ``language`` (one of ``boardlab.i18n.LANGUAGES``) is that of the picture's words:
        statuses, legends, buttons, tooltips (``boardlab.i18n.boards``); notation stays as it is.
        """

    @abstractmethod
    def text(self) -> str:
        """The position as a text diagram."""

    # --- generic behaviour ------------------------------------------------------------------

    @property
    def winner(self) -> str | None:
        """The winning seat, ``"draw"`` (or a game-specific result), or ``None`` while playing."""
        outcome = self.outcome
        return outcome[0] if outcome else None

    @property
    def reason(self) -> str | None:
        """Why the game ended, in words (``None`` while it goes on)."""
        outcome = self.outcome
        return outcome[1] if outcome else None

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.winner is not None

    def play(self, move: str) -> State:
        """The state after ``move``; this state is unchanged. Raises :class:`IllegalMove`.

        A move not legal as written is accepted when exactly one legal move matches it
        ignoring letter case (``cd1-d2`` plays ``Cd1-d2``); the history records the legal
        move's own spelling.
        """
        if not isinstance(move, str):
            raise IllegalMove(f"{move!r}: a move must be a string in the game's notation")
        if self.is_over:
            raise IllegalMove(f"{move}: the game is over ({self.reason})")
        if move not in self._legal_set():
            move = self._case_insensitive_match(move)
        return self._apply(move)

    def _case_insensitive_match(self, move: str) -> str:
        """The one legal move that ``move`` spells with other letter case, so that ``cd1-d2``
        plays ``Cd1-d2``; raises :class:`IllegalMove` (the game's own explanation) when no legal
        move or more than one matches."""
        folded = move.casefold()
        matches = [legal for legal in self._legal_set() if legal.casefold() == folded]
        if len(matches) == 1:
            return matches[0]
        if matches:
            raise IllegalMove(f"{move}: letter case matters here: it could be {' or '.join(sorted(matches))}")
        raise IllegalMove(f"{move}: {self.explain_illegal(move)}")

    def play_turn(self, turn: str) -> State:
        """Play a whole turn written as steps joined by the step separator (or a single step)."""
        state = self
        for step in self.split_turn(turn):
            state = state.play(step)
        return state

    def split_turn(self, turn: str) -> list[str]:
        """The steps of a turn as written in a record (a single step is a turn of one)."""
        separator = self.game.step_separator
        return turn.split(separator) if separator and separator in turn else [turn]

    def legal_actions(self) -> list[int]:
        """The action ids of :meth:`legal_moves`, in the same order."""
        return [self.move_to_action(move) for move in self.legal_moves()]

    def play_action(self, action: int) -> State:
        """The state after the move with this action id."""
        return self._apply(self.action_to_move(action))

    def evaluate(self) -> float:
        """A heuristic value of this position in [-1, 1] from the view of the side to move.

        Games override it to guide search; the default has no opinion (0.0).
        """
        return 0.0

    def annotations(self) -> dict[int, str]:
        """Notes kept beside the record, by turn index (0: the first turn), e.g. CCC's compliments."""
        return {}

    def annotate(self, text: str) -> State:
        """This state with ``text`` kept as the note of the last turn; games without notes refuse."""
        raise IllegalMove(f"{self.game.name} keeps no notes beside its moves: remove {{{text}}} from the record")

    @property
    def note_due(self) -> str | None:
        """A prompt (e.g. ``"Compliment your opponent: ..."``) when the last completed turn
        still needs a note from its player, else ``None`` (the default: no game needs notes).

        A player (or the web app) gives the note with :meth:`annotate` before anyone moves on.
        """
        return None

    def suggested_note(self) -> str | None:
        """A note a computer player may give when :attr:`note_due` asks for one (default ``None``)."""
        return None

    def hint(self) -> str | None:
        """A good next step found by the game's own means (a solver), or ``None`` (the default).

        Games may add keyword arguments with defaults (comet: ``max_depth``).
        """
        return None

    def can_win(self, seat: str) -> bool:
        """Whether ``seat`` could still win from here by some sequence of moves (default: yes).

        A game overrides it only where its rules give a sound criterion (CCC: the dead-position
        ruling). The web app asks it when a clock runs out: if the seat that would win on time
        cannot win any more, the game is drawn instead.
        """
        return True

    def threats(self) -> list[str]:
        """Winning moves the opponent could make now, were it their turn (game-specific)."""
        return []

    def lab_counters(self, step: str, after: State) -> dict[str, int]:
        """What the playtesting lab counts for ``step``, played from this state to ``after``.

        Game-specific events by name, e.g. ``{"hop": 1, "destroyed_flat": 2}``; the lab adds
        them up per game and names the kind of each step by the events it raised. The default
        counts nothing. A name starting with ``end_`` is meant for the game's last step (how it
        ended).
        """
        return {}

    @property
    def steps_played(self) -> int:
        """The steps in this state's history (a turn of several steps counts each of them)."""
        return len(self.turn_steps) + sum(len(self.split_turn(turn)) for turn in self.turns)

    @property
    def moves(self) -> list[str]:
        """Every turn played since the start, the turn in progress last if it has steps."""
        pending = [self.game.step_separator.join(self.turn_steps)] if self.turn_steps else []
        return list(self.turns) + pending

    def _legal_set(self) -> frozenset[str]:
        cached = self.__dict__.get("_legal_cache")
        if cached is None:
            cached = frozenset(self.legal_moves())
            self.__dict__["_legal_cache"] = cached
        return cached

    def _history_after(self, step: str, turn_done: bool) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """``(turns, turn_steps)`` for the state after ``step``."""
        if not turn_done:
            return self.turns, self.turn_steps + (step,)
        whole = self.game.step_separator.join(self.turn_steps + (step,))
        return self.turns + (whole,), ()

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.position()!r}>"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.game == other.game and self.position() == other.position()

    def __hash__(self) -> int:
        return hash((self.game.name, self.position()))


def require_keys(data: Any, keys: Iterable[str], what: str) -> dict[str, Any]:
    """Check that JSON ``data`` is an object with ``keys``; raise :class:`PositionError` otherwise."""
    if not isinstance(data, dict):
        raise PositionError(f"{what} must be a JSON object, got {type(data).__name__}")
    missing = [key for key in keys if key not in data]
    if missing:
        raise PositionError(f"{what} lacks the key {missing[0]!r}")
    return data
