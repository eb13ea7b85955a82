"""The FastAPI application: the JSON API, the live WebSocket and the web pages.

>>> app = create_app("sqlite://")   # an in-memory database, for trying things out
>>> sorted(r.path for r in app.routes if r.path.startswith("/api/games/{game_id}"))[:2]
['/api/games/{game_id}', '/api/games/{game_id}/claim']
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from importlib.resources import files
from pathlib import Path
from typing import Annotated, Any


from fastapi import Depends, FastAPI, Query, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse, Response
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from fastapi.staticfiles import StaticFiles
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from boardlab.core.errors import UnknownGame
from boardlab.i18n import choose
from boardlab.server import lab_pages
from boardlab.server.analysis import ReviewCache, analysis_state, review_game
from boardlab.server.analysis_workers import AnalysisWorkers
from boardlab.server.rules_pages import rules_page
from boardlab.server.config import database_url
from boardlab.server.fanout import Fanout, is_postgresql
from boardlab.server.help_jobs import LocalHelp, QueuedHelp
from boardlab.server.jobs import JobWorker, QueuedLabRuns, use_job_queue
from boardlab.server.lab_runs import LabRuns, LocalLabQueue
from boardlab.server.shared_caps import SharedComputerGames
from boardlab.server.keeper import ClockKeeper
from boardlab.server.live import Listeners, serve_socket
from boardlab.server.schemas import (Analysis, AnalysisRequest, BoardRequest, Created, CreateGame, GameView, Hint,
                                     MoveRequest, Problem)
from boardlab.server.account_routes import COOKIE, account_credential, account_routes, session_of
from boardlab.server.accounts import LOGIN_ATTEMPTS, Accounts
from boardlab.server.fairshare import ClientCookie, ComputerGames, FairExecutor, client_of
from boardlab.server.guard import Guard
from boardlab.server.slow_clients import ReadGate
from boardlab.server.language import (board_response, language_headers, language_routes, page_response,
                                      refusal_response, request_language)
from boardlab.server.refusals import Reason, Refusal, rules_code
from boardlab.server.sentence_routes import sentence_routes
from boardlab.server.limits import RateLimiter, ServerLimits, rate_refusal
from boardlab.server.lobby import Lobby, lobby_routes
from boardlab.server.frontdoor import CountPresence, Presence, frontdoor_routes
from boardlab.server.lobby_chat import lobby_chat_routes
from boardlab.server.preferences import preference_routes
from boardlab.server.comet_goals import check_goal_by_agreement, comet_goal_routes
from boardlab.server.player_routes import player_routes
from boardlab.server.puzzle_routes import puzzle_routes
from boardlab.server.errors import Conflict, NotFound, ServiceError, Unprocessable, shorten
from boardlab.server.live_game import AccountSeat, Credential
from boardlab.server.rematch import RematchAnswer
from boardlab.server.service import GameService
from boardlab.server.storage import Store
from boardlab.server.timekeeper import Timekeeper

log = logging.getLogger("boardlab.server")
WEB_DIR = Path(str(files("boardlab") / "web"))
_bearer = HTTPBearer(auto_error=False, description="The seat token returned when the game was created.")
Bearer = Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]
_ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": Problem, "description": text}
    for code, text in ((403, "Missing or wrong seat token, or not this seat's turn"), (404, "Unknown game"),
                       (409, "Stale ply, game over, or the game changed meanwhile"), (422, "Invalid request or move"),
                       (429, "Too many requests of this kind from this client"))
}


def create_app(database: str | None = None, *, computers: str = "thread", computer_workers: int = 1,
               limits: ServerLimits | None = None, trusted_proxies: Sequence[str] = (),
               job_workers: int = 1) -> FastAPI:
    """The web app storing its games at the SQLAlchemy URL ``database``.

    ``database`` defaults to ``$BOARDLAB_DATABASE_URL`` or a SQLite file in the user's data
    directory. ``computers`` is ``"thread"`` or ``"process"``: where computer players think.
    ``limits`` are the server's limits (computer budgets, body size, rates; see
    :class:`ServerLimits`). ``trusted_proxies`` are the addresses or networks of reverse proxies
    whose ``X-Forwarded-For``/``-Proto`` headers name the real client (see
    :func:`boardlab.server.config.trusted_proxies`); nobody else's are believed. On PostgreSQL
    computer moves are jobs in a shared queue (:mod:`boardlab.server.jobs`) and ``job_workers``
    is how many this process serves itself (0: only ``boardlab worker`` processes serve them).
    """
    limits = limits or ServerLimits()
    url = database_url(database)
    service = GameService(Store(url), computers_mode=computers, computer_workers=computer_workers,
                          limits=limits)
    rates = RateLimiter(limits.rates)
    fair = limits.fair
    # Hints and the analysis board, shared round robin between clients (fairshare.py).
    hints = FairExecutor(fair.analysis_threads, fair.analyses_per_client, "hint", "hints or analyses")
    # The cap on computer games per client: counted in the database on PostgreSQL (shared_caps.py).
    computer_games = SharedComputerGames(fair, service.store) if is_postgresql(url) else ComputerGames(fair)
    # Analyses search for seconds: in worker processes when the computers think in processes.
    analysers = AnalysisWorkers(computers, fair.analysis_threads)
    service.computers.client_of = computer_games.asked   # the computer players' fair queue
    service.computers.delay_of = lambda job: computer_games.pace(job.game_id)
    service.on_end(lambda row, _users, _winner: computer_games.end(row.id))
    service.on_change(computer_games.seen)   # a rematch counts for its game's client
    reviews = ThreadPoolExecutor(max_workers=1, thread_name_prefix="review")  # a long review never delays a hint
    listeners = Listeners()
    service.on_change(listeners.publish)
    timekeeper = Timekeeper(service)
    lobby = Lobby(service)
    # Several processes on one PostgreSQL database: live updates cross between them, and one
    # of them keeps the clocks (fanout.py, keeper.py). SQLite is one process: neither is needed.
    fanout = Fanout(url, service, listeners, lobby, timekeeper) if is_postgresql(url) else None
    keeper = ClockKeeper(url, timekeeper, service) if is_postgresql(url) else None
    # The lab's experiments (lab_runs.py): their results under the lab folder, known once the
    # app is made (boardlab serve sets app.state.lab_dir); a thread of their own, or the queue.
    lab_runs = LabRuns(service.store, lambda: lab_pages.lab_folder(app))
    lab_queue: LocalLabQueue | QueuedLabRuns = LocalLabQueue(lab_runs)
    worker = None
    # Hints and analyses: in this process on SQLite; jobs in the shared queue on PostgreSQL (help_jobs.py).
    helpers: LocalHelp | QueuedHelp = LocalHelp(service, hints, analysers)
    if is_postgresql(url):
        use_job_queue(service, url)
        lab_queue = QueuedLabRuns(url, lab_runs)
        worker = JobWorker(url, service, concurrency=job_workers, lab_runs=lab_runs) if job_workers > 0 else None
        helpers = QueuedHelp(url, service.store, fair.analyses_per_client)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        listeners.bind(asyncio.get_running_loop())
        service.computers.start()  # warms up in the background; cold games answer from the readable rules
        helpers.start()
        if keeper is None:
            await run_in_threadpool(timekeeper.start_up)   # before anything can read a clock
            woken = await run_in_threadpool(service.resume)
            if woken:
                log.info("resumed %d computer players", woken)
            clocks = asyncio.create_task(timekeeper.run())
        else:
            assert fanout is not None
            fanout.start()
            await run_in_threadpool(keeper.try_to_keep, True)   # the first process keeps at once
            clocks = asyncio.create_task(keeper.run())
        await run_in_threadpool(lab_queue.start)   # and the experiments a stop left to run
        background = [clocks, asyncio.create_task(lobby.sweep()), asyncio.create_task(app.state.presence.run())]
        if worker is not None:
            background.append(asyncio.create_task(worker.run()))
        yield
        for task in background:
            task.cancel()
        await asyncio.gather(*background, return_exceptions=True)
        await run_in_threadpool(lab_queue.close)
        if keeper is None:
            await run_in_threadpool(timekeeper.shut_down)
        await run_in_threadpool(_quietly, app.state.presence.withdraw)
        if fanout is not None:
            await run_in_threadpool(fanout.close)
        hints.shutdown()
        analysers.close()
        helpers.close()
        reviews.shutdown(wait=False, cancel_futures=True)
        service.close()

    app = FastAPI(
        title="boardlab",
        version="0.1.0",
        summary="Play boardlab's games in the browser, or write a client or bot for them.",
        lifespan=lifespan,
    )
    app.state.service = service
    app.state.listeners = listeners
    app.state.rates = rates
    app.state.timekeeper = timekeeper
    app.state.fanout = fanout
    app.state.keeper = keeper
    app.state.job_worker = worker
    app.state.lobby = lobby
    app.state.lab_runs = lab_runs
    app.add_middleware(ReadGate, rates=rates, concurrency=fair.read_concurrency)   # slow_clients.py
    app.add_middleware(Guard, max_body_bytes=limits.max_body_bytes)
    app.add_middleware(ClientCookie)   # every request knows its client (fairshare.py)
    presence = Presence(service.store)   # who is online: every WebSocket counts (frontdoor.py)
    app.state.presence = presence
    app.add_middleware(CountPresence, presence=presence)
    if trusted_proxies:                # outermost: the client's real address, before anything reads it
        app.add_middleware(ProxyHeadersMiddleware, trusted_hosts=list(trusted_proxies))
    app.state.computer_games = computer_games
    app.state.hints = hints
    app.state.helpers = helpers

    # Every refusal answers {"detail": English, "code", "message": in the reader's language}.
    @app.exception_handler(Refusal)
    async def refused(request: Request, error: Refusal) -> JSONResponse:
        return await run_in_threadpool(refusal_response, request, error)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, error: RequestValidationError) -> JSONResponse:
        refusal = Refusal("invalid-request", detail=validation_message(error), status=422)
        return await run_in_threadpool(refusal_response, request, refusal)

    def limited(kind: str) -> Callable[[Request], None]:
        def check(request: Request) -> None:
            client = request.client.host if request.client else "unknown"
            if not rates.allow(kind, client):
                raise rate_refusal(kind, rates)
        return check

    accounts = Accounts(service.store, login_attempts=LOGIN_ATTEMPTS if limits.rates is not None else None)
    app.state.accounts = accounts

    def client(request: Request) -> str:
        """The request's client for fair sharing: its account, else its browser (fairshare.py)."""
        found = session_of(accounts, request) if request.cookies.get(COOKIE) else None
        return client_of(request.scope, found[0].id if found else None)

    app.state.client = client
    _api_routes(app, service, limited)
    account_routes(app, service, accounts, limited)
    _hint_route(app, service, helpers, limited)
    _takeback_routes(app, service)
    _analysis_routes(app, service, helpers, reviews, limited)
    _live_route(app, service, listeners)
    player_routes(app, service, listeners, WEB_DIR, limited)   # profiles, ratings, chat, watching games
    lobby_routes(app, lobby, accounts, listeners, limited, limits.fair)
    # The home page: games, quick pairing, who is online, live games; leaderboards, settings.
    frontdoor_routes(app, lobby, accounts, app.state.ratings, WEB_DIR, limited, presence)
    puzzle_routes(app, service.store, limited)   # /puzzles, their API and ratings
    language_routes(app, accounts)
    preference_routes(app, accounts)       # the theme and sounds (server/preferences.py)
    app.state.lobby_chat = lobby_chat_routes(app, accounts, listeners, limited, limits.rates is not None)
    app.state.comet_goals = comet_goal_routes(app, service, listeners)   # comet: agree a goal, told in sentences
    service.on_move(app.state.comet_goals.refuse_move)
    sentence_routes(app)                   # the phrasebook, and sentences shown in each reader's language
    _page_routes(app)
    # The lab: experiments started here, and the reports of the lab folder (app.state.lab_dir).
    lab_pages.lab_routes(app, lab_runs, lab_queue, accounts, service.catalog, limited, WEB_DIR)
    return app


def _quietly(action: Callable[[], None]) -> None:
    """Run a clean-up step at shutdown; a failure (the database already gone) is only logged."""
    try:
        action()
    except Exception:  # noqa: BLE001 - shutting down goes on whatever happens
        log.warning("a clean-up step at shutdown failed", exc_info=True)


def validation_message(error: RequestValidationError) -> str:
    """A short, JSON-safe description of what is wrong with a request, never echoing its input."""
    parts = []
    for problem in error.errors()[:5]:
        where = ".".join(str(part) for part in problem.get("loc", ()) if part != "body") or "body"
        parts.append(f"{shorten(where, 60)}: {problem.get('msg', 'invalid')}")
    return shorten("; ".join(parts) or "invalid request")


def _credential(request: Request, bearer: Bearer) -> Credential:
    """The seat token of the request, else its logged-in account (see :func:`account_credential`)."""
    return account_credential(request.app.state.accounts, request, bearer.credentials if bearer is not None else None)


Token = Annotated[Credential, Depends(_credential)]


def _base(request: Request) -> str:
    return str(request.base_url).rstrip("/")


def _created(request: Request, view: dict[str, Any], tokens: dict[str, str]) -> dict[str, Any]:
    page = f"{_base(request)}/games/{view['id']}"
    seats = {seat: {"token": token, "url": f"{page}#token={token}"} for seat, token in tokens.items()}
    return {"id": view["id"], "game": view["game"], "seats": seats, "spectate_url": page,
            "view": GameService.with_clock(view)}


def _computer_owner(request: Request, players: Any) -> str | None:
    """The client starting a game with these players if one is a computer (its cap of games
    against the computer is checked as the game is created), else ``None``."""
    if all(not isinstance(spec, str) or spec.strip() == "human" for spec in players):
        return None
    return str(request.app.state.client(request))


def _computer_started(request: Request, owner: str | None, view: dict[str, Any]) -> None:
    """Count a new game against the computer for its client, while it is in play."""
    if owner is not None:
        request.app.state.computer_games.started(view, owner)


def _api_routes(app: FastAPI, service: GameService, limited: Callable[[str], Callable[[Request], None]]) -> None:
    @app.get("/api/registry", tags=["games"])
    def registry() -> dict[str, Any]:
        """Every game with its seats and options, the computer player specs on offer, and under
        ``ladder`` each game's strength ladder: per level its Elo (random = 0), ``margin`` (half
        the 95 % interval) and games, for the options named there (empty: the defaults)."""
        return service.catalog()

    @app.get("/api/registry/{name}", tags=["games"], responses=_ERRORS)
    def describe(name: str, options: Annotated[str, Query(description="Options as a JSON object.")] = "{}") -> dict[str, Any]:
        """A game's seats and options with the given option values (the seats may depend on them)."""
        try:
            chosen = json.loads(options)
        except (json.JSONDecodeError, RecursionError) as error:
            raise Unprocessable("options-json", detail=str(error)) from None
        return service.describe(name, chosen)

    @app.post("/api/games", status_code=201, response_model=Created, tags=["games"], responses=_ERRORS,
              dependencies=[Depends(limited("create"))])
    def create(body: CreateGame, request: Request) -> dict[str, Any]:
        """Create a game; answers each human seat's token and link, and the spectator link."""
        players = {**(body.model_extra or {}), **body.players}
        if body.goal_by_agreement:
            check_goal_by_agreement(body.game, players)
        owner = _computer_owner(request, players.values())
        with app.state.computer_games.creating(owner):   # 429 for a client at its cap
            view, tokens = service.create(body.game, body.options, players, body.position, body.record, body.rated,
                                          body.time_control, body.same_screen)
            _computer_started(request, owner, view)
        if body.goal_by_agreement:
            app.state.comet_goals.open(view["id"])       # no goal agreed yet: grand moves wait
        return _created(request, view, tokens)

    def answer(view: dict[str, Any], seat: str | None = None) -> Response:
        # The view is serialised once per version and sent as it is (GameView documents it).
        return Response(service.view_text(view, seat, with_seat=True), media_type="application/json")

    @app.get("/api/games/{game_id}", response_model=GameView, tags=["games"], responses=_ERRORS)
    def get_game(game_id: str, credentials: Token) -> Response:
        """The game now; with a seat token, ``viewer_seat`` says which seat it holds."""
        return answer(*service.view_and_seat(game_id, credentials))

    @app.get("/api/games/{game_id}/svg", tags=["games"], responses={**_ERRORS, 200: {"content": {"image/svg+xml": {}}}})
    def board_svg(
        request: Request,
        game_id: str,
        step: Annotated[int | None, Query(description="Draw the position after this many steps (default: now).")] = None,
        flipped: bool = False,
        selected: Annotated[str | None, Query(description="A data-target to outline.")] = None,
        highlights: Annotated[list[str] | None, Query(description="data-targets to mark (repeat the parameter).")] = None,
        rotation: Annotated[int | None, Query(description=(
            "Turn the view (0, 90, 180 or 270 degrees) where the game's view_options list 'rotation'; "
            "ignored by other games."))] = None,
    ) -> Response:
        """The board drawn by the game's SVG renderer, its words (statuses, legends, buttons) in
        the reader's language (account, cookie, else ``Accept-Language``; ``Content-Language``
        says which)."""
        language = request_language(request)
        picture = service.svg(game_id, step, flipped, selected, highlights or [], rotation, language)
        return board_response(picture, language)

    @app.post("/api/games/{game_id}/moves", response_model=GameView, tags=["play"], responses=_ERRORS,
              dependencies=[Depends(limited("move"))])
    def play(game_id: str, body: MoveRequest, credentials: Token) -> Response:
        """Play a move for the seat of the token; on any error nothing changes."""
        return answer(service.play(game_id, credentials, body.move, body.ply, body.note))

    @app.post("/api/games/{game_id}/resign", response_model=GameView, tags=["play"], responses=_ERRORS)
    def resign(game_id: str, credentials: Token) -> Response:
        """The token's seat resigns."""
        return answer(service.resign(game_id, credentials))

    @app.post("/api/games/{game_id}/abort", response_model=GameView, tags=["play"], responses=_ERRORS)
    def abort(game_id: str, credentials: Token) -> Response:
        """End the game with no result (``winner`` ``"aborted"``, never rated): only for a seat
        that has not moved yet (409 once it has)."""
        return answer(service.abort(game_id, credentials))

    @app.post("/api/games/{game_id}/draw", response_model=GameView, tags=["play"], responses=_ERRORS)
    def draw(game_id: str, credentials: Token) -> Response:
        """Offer a draw, or accept the other side's offer (any move withdraws an offer)."""
        return answer(service.draw(game_id, credentials))

    _rematch_routes(app, service)


def _rematch_routes(app: FastAPI, service: GameService) -> None:
    def answered(answer: RematchAnswer, request: Request, response: Response, token: Credential) -> dict[str, Any]:
        response.status_code = answer.status
        if answer.status == 202:
            return {"id": answer.view["id"], "rematch_offer": answer.seat, "view": answer.view}
        return _created(request, answer.view, {answer.seat: token if isinstance(token, str) else ""})

    @app.post("/api/games/{game_id}/rematch", status_code=202, tags=["play"], responses={
        **_ERRORS, 201: {"model": Created, "description": "Nobody else to ask (computer, same screen): it started"},
        200: {"model": Created, "description": "The rematch already existed"}})
    def rematch(game_id: str, request: Request, response: Response, credentials: Token) -> dict[str, Any]:
        """Offer a rematch of a finished game: 202 ``{"id", "rematch_offer": your seat, "view"}``,
        and no game yet; the other player accepts or declines, and the offer lapses when either
        leaves the game's page. Without another person to ask it starts at once (201). In the
        new game the seats are swapped and your token holds your new seat."""
        # A rematch against the computer counts for the first game's client (fairshare.py: the
        # service's change listener), whoever asks.
        return answered(service.offer_rematch(game_id, credentials), request, response, credentials)

    @app.post("/api/games/{game_id}/rematch/accept", status_code=201, response_model=Created, tags=["play"],
              responses={**_ERRORS, 200: {"model": Created, "description": "The rematch already existed"}})
    def accept_rematch(game_id: str, request: Request, response: Response, credentials: Token) -> dict[str, Any]:
        """Accept the other player's rematch offer: the new game (your token holds your new seat)."""
        return answered(service.accept_rematch(game_id, credentials), request, response, credentials)

    @app.post("/api/games/{game_id}/rematch/decline", response_model=GameView, tags=["play"], responses=_ERRORS)
    def decline_rematch(game_id: str, credentials: Token) -> dict[str, Any]:
        """Decline the rematch offer (its own player withdraws it so); the finished game."""
        return service.decline_rematch(game_id, credentials)


def _hint_route(app: FastAPI, service: GameService, helpers: LocalHelp | QueuedHelp,
                limited: Callable[[str], Callable[[Request], None]]) -> None:
    @app.get("/api/games/{game_id}/hint", response_model=Hint, tags=["play"], dependencies=[Depends(limited("hint"))],
             responses={**_ERRORS, 503: {"model": Problem, "description": "No hint was found in time"}})
    async def hint(game_id: str, request: Request) -> dict[str, Any]:
        """A suggested next step for the side to move (anyone may ask): the game's own hint (a
        solver), else a computer player's choice. Refused (403) in a game between two people
        while it goes on (fair play). Thought about off the event loop, for at most a few
        seconds, in turn with other clients' hints and analyses (429 when this client already
        has its share waiting)."""
        client = await run_in_threadpool(request.app.state.client, request)
        if isinstance(helpers, QueuedHelp):   # a job: it names the step asked at (dropped if the game moves on)
            view = await run_in_threadpool(service.view, game_id)
            return await helpers.hint(client, game_id, int(view["step"]))
        return await helpers.hint(client, game_id)


def _takeback_routes(app: FastAPI, service: GameService) -> None:
    def answer(view: dict[str, Any]) -> Response:
        return Response(service.view_text(view), media_type="application/json")

    @app.post("/api/games/{game_id}/takeback", response_model=GameView, tags=["play"], responses=_ERRORS)
    def takeback(game_id: str, credentials: Token) -> Response:
        """Ask to take back your last turn (and any reply to it). Against the computer (no other
        human seat) it is taken back at once; otherwise the other player accepts or declines."""
        return answer(service.takeback(game_id, credentials))

    @app.post("/api/games/{game_id}/takeback/accept", response_model=GameView, tags=["play"], responses=_ERRORS)
    def accept_takeback(game_id: str, credentials: Token) -> Response:
        """Accept the other player's takeback request: their last turn (and any reply) is taken back."""
        return answer(service.answer_takeback(game_id, credentials, accept=True))

    @app.post("/api/games/{game_id}/takeback/decline", response_model=GameView, tags=["play"], responses=_ERRORS)
    def decline_takeback(game_id: str, credentials: Token) -> Response:
        """Decline the takeback request (the player who asked may withdraw it so)."""
        return answer(service.answer_takeback(game_id, credentials, accept=False))


def _analysis_routes(app: FastAPI, service: GameService, helpers: LocalHelp | QueuedHelp,
                     review_pool: ThreadPoolExecutor, limited: Callable[[str], Callable[[Request], None]]) -> None:
    limits = service.limits
    cache = ReviewCache()

    @app.post("/api/analysis/board", tags=["analysis"], responses=_ERRORS, dependencies=[Depends(limited("move"))])
    def analysis_board(body: BoardRequest, request: Request, response: Response) -> dict[str, Any]:
        """A position of the analysis board: its drawing (its words in the reader's language),
        legal moves and click paths (no game is stored or changed). Refused (403) for the current
        position of a game between two people going on (fair play)."""
        state = analysis_state(body.game, body.options, body.position, body.moves)
        service.refuse_position(state)
        language = request_language(request)
        response.headers.update(language_headers(language))
        picture = service.draw_state(state, body.flipped, body.selected, body.highlights, body.rotation, language)
        last = state.moves[-1] if state.moves else None
        return {"game": state.game.name, "title": state.game.title, "options": state.game.options,
                "position": state.position(), "to_move": state.to_move, "is_over": state.is_over,
                "winner": state.winner, "reason": state.reason, "legal_moves": state.legal_moves(),
                "clicks": state.clicks(), "moves": state.moves, "ply": state.ply, "last_move": last,
                "step_separator": state.game.step_separator, "view_options": list(service.view_options_of(state)),
                "svg": picture}

    @app.post("/api/analyse", response_model=Analysis, tags=["analysis"], dependencies=[Depends(limited("analyse"))],
              responses={**_ERRORS, 503: {"model": Problem, "description": "The search did not answer in time"}})
    async def analyse(body: AnalysisRequest, request: Request) -> dict[str, Any]:
        """The engine's best move, score and principal variation for a position (given as a
        position string and/or moves), within the server's analysis time limit. Refused (403)
        for the current position of a game between two people going on (fair play)."""
        seconds = body.seconds if body.seconds is not None else limits.analysis_seconds
        if seconds > limits.analysis_seconds:
            raise Unprocessable("analysis-too-long", seconds=limits.analysis_seconds)
        state = await run_in_threadpool(analysis_state, body.game, body.options, body.position, body.moves)
        await run_in_threadpool(service.refuse_position, state)
        if state.is_over:
            raise Conflict("position-over", reason=Reason(state.reason or ""))
        client = await run_in_threadpool(request.app.state.client, request)
        return await helpers.analyse(client, body.game, body.options, body.position, body.moves, seconds,
                                     limits.max_search_depth)

    @app.get("/api/games/{game_id}/review", tags=["analysis"], dependencies=[Depends(limited("analyse"))],
             responses={**_ERRORS, 202: {"model": Problem, "description": "The review is being computed; ask again"}})
    def review(game_id: str, response: Response) -> dict[str, Any]:
        """The computer's review of the game's turns so far (anyone may ask): each turn's
        evaluation before and after, from its mover's view, and the turns that lost the most
        marked. Computed in the background (202 until it is ready), then kept in memory.
        Refused (403) in a game between two people while it goes on (fair play)."""
        key, start, steps = service.review_input(game_id)
        found = cache.get(key)
        if found is not None:
            return {"status": "done", **found}
        if cache.claim(key):
            review_pool.submit(_review_into, cache, key, start, steps, limits.review_seconds, limits.max_search_depth)
        response.status_code = 202
        return {"status": "pending", "detail": "the review is being computed; ask again in a few seconds"}


def _review_into(cache: ReviewCache, key: tuple[str, int, int], start: Any, steps: list[str], seconds: float,
                 depth: int) -> None:
    """Compute a review and keep it (a failure is logged; the next request tries again)."""
    try:
        cache.put(key, review_game(start, steps, seconds, depth))
    except Exception:
        log.exception("the review of game %s failed", key[0])
        cache.put(key, None)


def _live_route(app: FastAPI, service: GameService, listeners: Listeners) -> None:
    @app.websocket("/api/games/{game_id}/ws")
    async def live(websocket: WebSocket, game_id: str) -> None:
        """Sends the game's JSON (as GET shows it) at once and after every change, each new chat
        message as ``{"chat": message}`` and each change of the rematch offer as ``{"id",
        "rematch_offer"}``. A player's page sends ``{"present": [seat tokens], "account": true}``
        (``account``: the seats of the session cookie's account), answered ``{"present": [seats]}``:
        while it stays connected, those seats are on the page, and a rematch offer lapses when
        one of them leaves."""
        await websocket.accept()
        queue = listeners.subscribe(game_id)
        present: list[str] = []

        async def arrive(text: str) -> None:
            seats = await run_in_threadpool(_present_seats, service, websocket, game_id, text)
            seats = [seat for seat in seats if seat not in present]
            service.rematch_offers.arrive(game_id, seats)
            present.extend(seats)
            queue.put_nowait({"present": present[:]})   # the page learns which of its seats count as here

        try:
            try:
                view, _seat = await run_in_threadpool(service.view_and_seat, game_id)
            except ServiceError as error:
                await websocket.close(code=4000 + error.status, reason=error.message[:120])
                return
            await _stream(websocket, queue, view, service.view_text, arrive)
        finally:
            listeners.unsubscribe(game_id, queue)
            if service.rematch_offers.leave(game_id, present):
                service.tell_rematch_offer(game_id)


def _present_seats(service: GameService, websocket: WebSocket, game_id: str, text: str) -> list[str]:
    """The seats a page's ``{"present": [tokens], "account": bool}`` message holds (anything else: none)."""
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        return []
    if not isinstance(message, dict):
        return []
    tokens = message.get("present")
    credentials: list[Credential] = [t for t in tokens[:8] if isinstance(t, str)] if isinstance(tokens, list) else []
    if message.get("account") is True:
        found = websocket.app.state.accounts.user_of(websocket.cookies.get(COOKIE))
        if found is not None:
            credentials.append(AccountSeat(found[0].id))
    seats: list[str] = []
    for credential in credentials:
        try:
            seats += [seat for seat in service.seats_held(game_id, credential) if seat not in seats]
        except ServiceError:
            return []
    return seats


async def _stream(websocket: WebSocket, queue: asyncio.Queue[dict[str, Any]], first: dict[str, Any],
                  to_text: Callable[[dict[str, Any]], str],
                  receive: Callable[[str], Awaitable[None]] | None = None) -> None:
    """Send ``first`` and then every newer view, until the client goes away (what it sends goes
    to ``receive``)."""

    async def pump() -> None:
        version = first["version"]
        await websocket.send_text(to_text(first))
        while True:
            view = await queue.get()
            if "version" not in view:               # a chat message or a rematch offer goes out as it is
                await websocket.send_text(json.dumps(view))
            elif view["version"] > version:
                version = view["version"]
                await websocket.send_text(to_text(view))

    await serve_socket(websocket, pump, receive)


def _page_routes(app: FastAPI) -> None:
    """The pages, each in the reader's language (``server/language.py``)."""

    def page(request: Request, name: str) -> Response:
        return page_response(request, (WEB_DIR / name).read_text("utf-8"))

    @app.get("/", include_in_schema=False)
    def lobby(request: Request) -> Response:
        return page(request, "index.html")

    @app.get("/games/{game_id}", include_in_schema=False)
    def game_page(game_id: str, request: Request) -> Response:
        return page(request, "game.html")

    @app.get("/analysis", include_in_schema=False)
    def analysis_page(request: Request) -> Response:
        return page(request, "analysis.html")

    @app.get("/rules/{game}", include_in_schema=False)
    def rules(game: str, request: Request) -> Response:
        try:
            return page_response(request, rules_page(game, request_language(request)))
        except UnknownGame as error:
            raise NotFound(rules_code(error), detail=str(error)) from None

    app.mount("/static", StaticFiles(directory=WEB_DIR), name="static")
