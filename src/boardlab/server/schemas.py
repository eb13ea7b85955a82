"""The JSON bodies of the HTTP API, as documented in the OpenAPI schema at ``/docs``."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictBool


class CreateGame(BaseModel):
    """A new game. Name each seat's player at the top level (``"black": "human"``) or in ``players``.

    A player is ``"human"`` (the default) or a computer player spec in the command line's
    grammar (``"random"``, ``"hard"``, ``"mcts:2s"``...). ``position`` starts from a position
    string; ``record`` imports a game record (its moves are replayed and checked).
    """

    model_config = ConfigDict(
        extra="allow",
        json_schema_extra={"examples": [{"game": "c1", "options": {"variant": "c1"}, "black": "human", "white": "random"}]},
    )

    game: str = Field(description="A registered game name, e.g. 'c1'.")
    options: dict[str, Any] = Field(default_factory=dict, description="Game options; omitted ones take their default.")
    players: dict[str, str] = Field(default_factory=dict, description="Seat name -> 'human' or a computer player spec.")
    position: str | None = Field(default=None, description="Start from this position string.")
    record: str | None = Field(default=None, description="Import this game record (moves replayed from its start).")
    rated: StrictBool = Field(default=False, description=(
        "Count the game for the players' ratings: only for two people from the game's start; it counts "
        "when both seats are held by (different) accounts at its end."))
    time_control: str | None = Field(default=None, description=(
        "'M+S' real time (M minutes each, S seconds added per completed turn, e.g. '10+5' or '0.5+0'), "
        "'Nd' correspondence (N days per move), or null for an untimed game."))
    same_screen: StrictBool = Field(default=False, description=(
        "Every human seat is played from the caller's screen and no token is handed out: engine help "
        "(hint, review, analysis) stays available while the game runs. Otherwise a game of two people "
        "gets none until it ends (fair play). Not with 'rated'."))
    goal_by_agreement: StrictBool = Field(default=False, description=(
        "Comet only, every seat a person: the game starts with no goal agreed; the players propose "
        "goals and accept one (POST /api/games/{id}/goal/propose, .../goal/accept) before the first "
        "grand move."))


class MoveRequest(BaseModel):
    """One step (or a whole turn joined by the game's step separator) for the seat of the token."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"move": "Cd1-d2", "ply": 0}]})

    move: str = Field(description="The move in the game's notation, as listed in legal_moves.")
    ply: int = Field(description="The game's ply the move is meant for; a stale one is refused with 409.")
    note: str | None = Field(default=None, description=(
        "A note for the turn this move completes, required exactly when the game asks for one "
        "(note_prompts; e.g. a CCC compliment after moving the Nice Flag)."))


class Hint(BaseModel):
    """A suggested next step for the side to move."""

    move: str = Field(description="The suggested step, as listed in legal_moves.")
    clicks: list[str] = Field(description="Its click path.")
    source: str = Field(description="'game' (the game's own hint, e.g. a solver) or 'computer' (a computer player).")
    to_move: str | None
    step: int = Field(description="The step count of the position the hint is for.")


class SeatLink(BaseModel):
    """A human seat of a new game: its secret token and the page that plays it."""

    token: str
    url: str


class Created(BaseModel):
    """The answer to creating a game (or a rematch): its id, seat links and the spectator link."""

    id: str
    game: str
    seats: dict[str, SeatLink]
    spectate_url: str
    view: dict[str, Any] = Field(description="The game as GET /api/games/{id} shows it.")


class GameView(BaseModel):
    """A game as the API and the WebSocket show it."""

    model_config = ConfigDict(extra="allow")

    id: str
    game: str
    title: str
    options: dict[str, Any]
    seats: list[str]
    players: dict[str, str] = Field(description="Seat -> 'human' or the computer player spec.")
    position: str
    start_position: str
    ply: int = Field(description="Steps played since the game's start position (send it with a move).")
    step: int = Field(description="Steps stored for this game (positions 0..step can be drawn).")
    to_move: str | None
    legal_moves: list[str]
    clicks: dict[str, list[str]] = Field(description="Each legal move -> the data-target values clicked to make it.")
    threats: list[str] = Field(description="Moves with which the opponent could win, were it their turn.")
    moves: list[str] = Field(description="The turns played, in the game's notation.")
    steps: list[str]
    turn_steps: list[str] = Field(description="Steps already made in the turn in progress.")
    step_separator: str
    last_move: str | None
    last_targets: list[str] = Field(default_factory=list, description=(
        "The click targets of the last step stored (its click path), for marking the last move."))
    is_over: bool
    winner: str | None
    reason: str | None
    draw_offer: str | None = Field(description="The seat offering a draw, if any.")
    takeback_offer: str | None = Field(default=None, description="The seat asking to take back its last turn, if any.")
    rematch_id: str | None
    rematch_of: str | None
    rematch_offer: str | None = Field(default=None, description=(
        "The seat offering a rematch of this finished game, if any (it lapses when a player leaves)."))
    notes: dict[str, str] = Field(default_factory=dict, description="Notes beside turns, by turn index (CCC compliments).")
    note_prompts: dict[str, str] = Field(default_factory=dict, description=(
        "Legal moves after which a note is required (send it with the move), with the game's prompt."))
    view_options: list[str] = Field(default_factory=list, description=(
        "Extra drawing options the game's SVG accepts (e.g. 'rotation' for GET .../svg)."))
    score: str | None = Field(default=None, description=(
        "A finished two-seat game's score in seat order, as its record writes it: '1-0' (the first seat won), "
        "'0-1', '1/2-1/2'; none for a game played together or aborted."))
    help: list[str] = Field(default_factory=list, description=(
        "What the board allows now, in words, where the drawing alone does not say it: Cubes' bonus step "
        "(what may be done and why the turn goes on), CCC's count strip (what its buttons mean)."))
    help_keys: list[tuple[str, dict[str, Any]]] = Field(default_factory=list, description=(
        "The same lines as message ids of the interface's dictionaries and their values "
        "(``seat``: a seat; ``choices``: message ids), for a page to say them in its language."))
    draw_by_agreement: bool = Field(default=True, description="Whether the game has draw offers at all.")
    rated: bool = Field(default=False, description=(
        "Whether the game counts for its players' ratings: created rated, its two seats held by two "
        "different accounts (a lobby game: from its creation), and not aborted."))
    same_screen: bool = Field(default=False, description="Created for one screen (no token handed out).")
    abortable: list[str] = Field(default_factory=list, description=(
        "The human seats that have not moved yet: each may abort the game (POST .../abort; never rated)."))
    no_engine_help: str | None = Field(default=None, description=(
        "Why hints, the computer review and analysis of this position are refused now (a game between "
        "two people going on); null when they are available."))
    names: dict[str, str] = Field(default_factory=dict, description=(
        "The account name of each seat held by an account (its profile: /players/{name})."))
    record: str = Field(description="The game record (copy it; import it with POST /api/games).")
    version: int
    created_at: str
    updated_at: str
    viewer_seat: str | None = Field(default=None, description="The seat your token holds (GET with a token).")
    clock: dict[str, Any] | None = Field(default=None, description=(
        "null for an untimed game, else {text, kind, initial_ms, increment_ms, remaining_ms: {seat: ms}, "
        "running (the seat whose clock runs, null when none), server_time (ms since 1970, when remaining_ms "
        "was measured)}."))


class Problem(BaseModel):
    """Every refused request answers with the reason in ``detail``."""

    detail: Any


class AnalysisRequest(BaseModel):
    """A position to analyse: a position string (default: the game's start) and moves after it."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"game": "c1", "moves": ["Cd1-d2", "Pe7-e6"]}]})

    game: str = Field(description="A registered game name, e.g. 'c1'.")
    options: dict[str, Any] = Field(default_factory=dict, description="Game options; omitted ones take their default.")
    position: str | None = Field(default=None, description="The game's position string (default: its start).")
    moves: list[str] = Field(default_factory=list, description="Steps or whole turns played from that position.")
    seconds: float | None = Field(default=None, gt=0, description=(
        "Thinking time (default and most: the server's analysis_seconds)."))


class BoardRequest(AnalysisRequest):
    """A position for the analysis board, with how to draw it."""

    flipped: bool = False
    selected: str | None = Field(default=None, description="A data-target to outline.")
    highlights: list[str] = Field(default_factory=list, description="data-targets to mark.")
    rotation: int | None = Field(default=None, description="Turn the view, for games whose view_options list it.")


class Analysis(BaseModel):
    """The engine's view of a position, for the side to move."""

    best: str
    score: float = Field(description="In [-1, 1] for the side to move (1: a forced win found).")
    pv: list[str] = Field(description="The principal variation, steps from the position.")
    depth: int
    nodes: int
    seconds: float
    to_move: str | None
    distance: int | None = Field(default=None, description="Puzzles (comet): the proven fewest moves to the goal.")
    distance_at_least: int | None = Field(default=None, description="Puzzles: a lower bound when it is not proven.")
    engine: str = Field(description="The agent spec that searched.")
    warming_up: bool = Field(default=False, description=(
        "The server was still warming up this game's engine: the readable rules were searched, less deeply."))
