// The game page: the board drawn by the server, click-to-move driven by the `clicks` map,
// live updates over a WebSocket, history, notes beside turns, hints, turning the view, and the
// resign / draw / rematch / record buttons. The page holds no rules: every legal move, click
// path, note prompt and view option comes from the server.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());

  let view = null;          // the game as the server last described it
  const mySeats = {};       // seat -> token, for the seats this browser plays
  let prefix = [];          // the targets clicked so far in the current move
  let viewStep = null;      // the step shown while stepping through history (null: now)
  let flipped = null;       // null until the first view decides the default
  let rotation = 0;         // degrees the view is turned, for games whose drawing can turn
  const ZOOMS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3];
  let zoom = 1;             // the board's size, times the largest that fits the page
  let hinted = null;        // the last hint ({move, clicks, step}) while it is for the position shown
  let noteFor = null;       // the move waiting for its note in the note dialog
  let sentNote = null;      // the note this page sent last (not announced back to its author)
  let bannerClosed = false;
  let boardRequest = 0;     // drops board drawings that arrive out of order
  let socket = null;
  let retry = 500;
  let pendingMove = null;   // the move waiting in the confirm bar ({move, note})
  const CONFIRM_KEY = "boardlab.confirmMoves";   // the per-browser "confirm each move" setting

  // --- start-up -------------------------------------------------------------------------

  async function start() {
    const fromLink = new URLSearchParams(location.hash.slice(1)).get("token");
    if (fromLink) {
      boardlab.rememberGame(gameId, { tokens: [fromLink] });
      history.replaceState(null, "", location.pathname);   // keep the secret out of the address bar
    }
    try {
      await loadSeats();
    } catch (error) {
      showFatal(error);
      return;
    }
    wireControls();
    chat.start();
    connect();
    followMyGames();
  }

  /** Tell the player when this game (while the page is hidden) or another of theirs needs their move. */
  async function followMyGames() {
    turns.permissionButton($("notify-button"));
    const games = await turns.myGames();
    games[gameId] = [...new Set([...(games[gameId] || []), ...Object.keys(mySeats)])];
    turns.follow(games, gameId);
  }

  /** Find which seat each stored token holds (a token from a rematch moves to the other seat). */
  async function loadSeats() {
    const entry = boardlab.knownGames()[gameId];
    const me = await boardlab.account();
    if (me && entry) await boardlab.claimSeats(gameId, entry.tokens);
    let latest = null;
    if (me) {                                  // seats linked to the account, from any device
      latest = await boardlab.api("GET", `/api/games/${gameId}`);
      if (latest.viewer_seat) mySeats[latest.viewer_seat] = boardlab.ACCOUNT;
    }
    for (const token of entry ? entry.tokens : []) {
      const seen = await boardlab.api("GET", `/api/games/${gameId}`, { token });
      if (seen.viewer_seat) mySeats[seen.viewer_seat] = token;
      latest = seen;
    }
    if (!latest) latest = await boardlab.api("GET", `/api/games/${gameId}`);
    const byToken = Object.keys(mySeats).filter((seat) => mySeats[seat] !== boardlab.ACCOUNT);
    if (entry) boardlab.rememberGame(gameId, { game: latest.game, seats: byToken });
    update(latest);
  }

  function showFatal(error) {
    $("status").textContent = error.status === 404 ? boardlab.t("game-no-such-game") : error.message;
    $("connection").textContent = "";
  }

  /** Listen to the game's live updates, reconnecting after a drop. */
  function connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/api/games/${gameId}/ws`);
    socket.addEventListener("open", () => {
      retry = 500;
      setConnection(true);
      // Our seats are on this page while it is open: a rematch offer lapses when a player leaves.
      const held = Object.values(mySeats);
      socket.send(JSON.stringify({ present: held.filter((token) => token !== boardlab.ACCOUNT),
                                   account: held.includes(boardlab.ACCOUNT) }));
      chat.load();                                            // what was said while the page was away
    });
    socket.addEventListener("message", (event) => {
      const data = JSON.parse(event.data);
      if (data.chat) chat.add(data.chat);
      else if (data.goal) boardlabCometGoal.update(data.goal);          // comet: the goal talk
      else if (data.version !== undefined) update(data);
      else if ("rematch_offer" in data && view) { view.rematch_offer = data.rematch_offer; render(); }
    });
    socket.addEventListener("close", (event) => {
      setConnection(false);
      if (event.code === 4404) return;
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    });
  }

  function setConnection(up) {
    $("connection").textContent = boardlab.t(up ? "conn-live" : "conn-reconnecting");
    $("connection").classList.toggle("down", !up);
  }

  // --- receiving the game ---------------------------------------------------------------

  function update(next) {
    if (view && next.version < view.version) return;
    const moved = !view || next.step !== view.step || next.is_over !== view.is_over;
    const previous = view;
    view = next;
    if (previous && !previous.rematch_id && next.rematch_id && Object.keys(mySeats).length) {
      openRematch(next.rematch_id);                        // the offer was accepted: both players go there
      return;
    }
    if (moved) {
      if (pendingMove) answerConfirm(false);               // the position changed under the bar
      $("target-picker").classList.add("hidden");          // its choices were for the old position
      prefix = [];
      hinted = null;
      $("hint-answer").textContent = "";
      if (viewStep !== null && viewStep > view.step) viewStep = null;
    }
    if (previous) announceNotes(previous.notes || {});
    if (flipped === null) {
      const seats = Object.keys(mySeats);
      flipped = seats.length === 1 && view.seats.length === 2 && seats[0] === view.seats[1];
    }
    if (moved) boardlabNoticed.moved(previous, view);      // a move's sound (a capture's its own)
    render();
    if (moved) playPremove();
  }

  function render() {
    boardlabNoticed.show(view, mySeats);                 // the tab's title and favicon: your turn?
    $("title").textContent = boardlab.t("game-title", { title: boardlab.gameTitle(view.game, view.title), id: view.id });
    renderBoard();
    renderStatus();
    boardlabClock.show($("clocks"), view, mySeats, refreshAtZero, boardlabNoticed.lowTime);
    if (view.game === "comet") boardlabCometGoal.start(view.id, () => mySeats);   // played together: the goal
    renderPlayers();
    renderMoves();
    renderButtons();
    renderBanner();
    renderInvites();
    renderTakeback();
    renderPremove();
    $("rules-link").href = `/rules/${encodeURIComponent(view.game)}`;
    // The review (review.js) marks the move list, which was just drawn afresh.
    document.dispatchEvent(new CustomEvent("boardlab:rendered", { detail: { view, viewStep } }));
  }

  /** A clock reached zero on this page: ask the server, which flags the game if time is really up. */
  async function refreshAtZero() {
    try { update(await boardlab.api("GET", `/api/games/${gameId}`)); } catch (_) { /* the socket will tell */ }
  }

  /** The seat whose token this browser uses now: the side to move if it is ours, else any. */
  function actingToken() {
    if (view.to_move && mySeats[view.to_move]) return mySeats[view.to_move];
    const seats = Object.keys(mySeats);
    return seats.length ? mySeats[seats[0]] : null;
  }

  function canMove() {
    return view && viewStep === null && !view.is_over && Boolean(mySeats[view.to_move]);
  }

  // --- the board --------------------------------------------------------------------------

  function nextTargets() {
    return boardlabClicks.nextTargets(view.clicks, prefix);
  }

  async function renderBoard() {
    const ticket = ++boardRequest;
    const params = new URLSearchParams();
    if (viewStep !== null) params.set("step", viewStep);
    if (flipped) params.set("flipped", "true");
    if (rotation && canTurn()) params.set("rotation", rotation);
    if (viewStep === null && prefix.length) {
      params.set("selected", prefix[prefix.length - 1]);
      for (const target of nextTargets()) params.append("highlights", target);
    } else if (viewStep === null && hinted && hinted.clicks.length) {
      params.append("highlights", hinted.clicks[0]);       // where the hinted move starts
    }
    try {
      const response = await fetch(`/api/games/${gameId}/svg?${params}`);
      if (!response.ok) throw new Error(boardlab.t("games-board-not-drawn", { status: response.status }));
      const picture = await response.text();
      if (ticket !== boardRequest) return;
      const focused = document.activeElement && document.activeElement.closest("#board [data-target]");
      const refocus = focused ? focused.getAttribute("data-target") : null;
      $("board").innerHTML = picture;
      $("board").classList.toggle("locked", !canMove() && !canPremove());
      fitBoard();
      if (viewStep === null) markLastMove();
      markPremove();
      makeKeyboardTargets(refocus);
      $("board").dataset.step = viewStep === null ? view.step : viewStep;
      $("board").dataset.rotation = canTurn() ? rotation : 0;
    } catch (error) {
      $("error").textContent = error.message;
    }
  }

  /** Size the board: as large as the page allows (its height too, by the drawing's shape),
   *  times the zoom; a zoomed board scrolls inside its frame. */
  function fitBoard() {
    const picture = $("board").querySelector("svg");
    const box = picture && picture.viewBox && picture.viewBox.baseVal;
    const aspect = box && box.height ? box.width / box.height : 1;
    const size = (scale) => {
      $("board").style.width = `${100 * scale}%`;
      $("board").style.maxWidth = scale > 1 ? "none" : `min(100%, ${Math.round(82 * aspect)}vh)`;
    };
    size(zoom);
    // On a phone the board fits the screen's width too; targets drawn smaller than a finger are
    // reached through the tap picker (boardlabClicks.fingerChoice), so nothing needs zooming in.
    $("zoom-out").disabled = zoom <= ZOOMS[0];
    $("zoom-in").disabled = zoom >= ZOOMS[ZOOMS.length - 1];
  }

  function changeZoom(direction) {
    const index = Math.max(0, ZOOMS.indexOf(zoom) + direction);
    zoom = ZOOMS[Math.min(index, ZOOMS.length - 1)];
    fitBoard();
  }

  /** Mark the targets the last step was made with (every game, whatever its drawing shows). */
  function markLastMove() {
    for (const target of view.last_targets || []) {
      for (const element of boardTargets(target)) element.classList.add("last-move");
    }
  }

  function boardTargets(target) {
    return [...$("board").querySelectorAll("[data-target]")].filter((e) => e.getAttribute("data-target") === target);
  }

  /** Let the board be played from the keyboard (see boardlabClicks.keyboardTargets). */
  function makeKeyboardTargets(refocus) {
    if (canMove()) boardlabClicks.keyboardTargets($("board"), view.clicks, prefix, refocus);
  }

  function keyOnBoard(event) {
    return boardlabClicks.keyOnBoard(event, $("board"), clickTarget);
  }

  /** Of stacked targets, the first that continues the move being made (or starts a move). */
  function pickTarget(targets) {
    if (!view || !canMove()) return targets[0];
    return boardlabClicks.pickTarget(view.clicks, prefix, targets);
  }

  /** A click on the board: narrow the candidate moves by their click paths. */
  function clickTarget(target) {
    $("error").textContent = "";
    if (canPremove()) {
      boardlabPremove.click(target);
      $("premove-note").textContent = "";
      renderPremove();
      markPremove();
      return;
    }
    if (!canMove()) {
      if (viewStep !== null) $("error").textContent = boardlab.t("game-earlier-position");
      return;
    }
    const decision = boardlabClicks.decide(view.clicks, prefix, target);
    if (decision.kind === "cancel") {
      prefix = [];
      showAlternatives([]);
      renderBoard();
      renderHint();
    } else if (decision.kind === "restart") {                // start a new move from this target
      prefix = [];
      clickTarget(target);
    } else if (decision.kind === "none") {
      $("error").textContent = boardlab.t("game-no-move-from", { seat: boardlab.seatName(view.to_move), target });
    } else if (decision.kind === "play") {
      prefix = [];
      play(decision.move);
    } else if (decision.kind === "choose") {                 // several moves share this click path
      prefix = [];
      showAlternatives(decision.moves);
      renderBoard();
    } else {
      prefix = decision.path;
      showAlternatives(decision.complete);
      renderBoard();
      renderHint();
    }
  }

  function showAlternatives(moves) {
    const box = $("alternatives");
    box.innerHTML = "";
    box.classList.toggle("hidden", moves.length === 0);
    if (!moves.length) return;
    box.append(`${boardlab.t("game-choose")} `);
    for (const move of moves) {
      const button = document.createElement("button");
      button.textContent = move;
      button.addEventListener("click", () => { showAlternatives([]); play(move); });
      box.append(button);
    }
  }

  /** Play a move, asking for its note first when the game wants one (a CCC compliment). */
  function play(move) {
    const prompt = (view.note_prompts || {})[move];
    if (prompt) askNote(move, prompt);
    else send(move);
  }

  function askNote(move, prompt) {
    noteFor = move;
    $("note-move").textContent = move;
    $("note-prompt").textContent = prompt;
    $("note-text").value = "";
    $("note-error").textContent = "";
    $("note-dialog").showModal();
    renderBoard();                                          // the selection is over: the move waits
    renderHint();
  }

  /** Send a move, first asking for confirmation where this browser wants it (a Confirm/Cancel bar). */
  function send(move, note) {
    if (localStorage.getItem(CONFIRM_KEY) === "on") askConfirm(move, note);
    else sendNow(move, note);
  }

  function askConfirm(move, note) {
    pendingMove = { move, note, step: view.step };
    $("confirm-text").textContent = boardlab.t("game-play-question", { move });
    $("confirm-bar").classList.remove("hidden");
    $("confirm-yes").focus();
  }

  function answerConfirm(confirmed) {
    const pending = pendingMove;
    pendingMove = null;
    $("confirm-bar").classList.add("hidden");
    if (confirmed && pending && pending.step === view.step && canMove()) sendNow(pending.move, pending.note);
    else renderBoard();
  }

  async function sendNow(move, note) {
    const token = mySeats[view.to_move];
    const body = { move, ply: view.ply };
    if (note) { body.note = note; sentNote = note; }
    $("error").textContent = "";
    try {
      update(await boardlab.api("POST", `/api/games/${gameId}/moves`, { body, token }));
    } catch (error) {
      $("error").textContent = error.message;
      if (error.status === 409) update(await boardlab.api("GET", `/api/games/${gameId}`));
    }
  }

  /** Show a note that has just arrived (the opponent's compliment) as a message. */
  function announceNotes(before) {
    const fresh = Object.keys(view.notes || {}).filter((turn) => !(turn in before));
    if (!fresh.length) return;
    const turn = fresh[fresh.length - 1];
    const text = view.notes[turn];
    const allMine = Object.keys(mySeats).length === view.seats.length;
    if (text === sentNote && !allMine) return;                // the author knows what they wrote
    const box = $("note-message");
    box.textContent = boardlab.t("game-note-with", { move: view.moves[Number(turn)], note: text });
    box.classList.remove("hidden");
  }

  // --- hints and turning the view ------------------------------------------------------------

  async function askHint() {
    const answer = $("hint-answer");
    answer.textContent = boardlab.t("game-thinking");
    try {
      const hint = await boardlab.api("GET", `/api/games/${gameId}/hint`);
      if (hint.step !== view.step) { answer.textContent = ""; return; }   // the game moved on meanwhile
      hinted = hint;
      answer.textContent = boardlab.t(hint.source === "game" ? "game-hint-from-solver" : "game-hint-from-computer",
                                      { move: hint.move });
      answer.dataset.move = hint.move;
      if (viewStep === null && !prefix.length) renderBoard();
    } catch (error) {
      answer.textContent = "";
      $("error").textContent = error.message;
    }
  }

  function canTurn() { return boardlab.canRotate(view); }

  function turnView(degrees) {
    rotation = boardlab.turned(rotation, degrees);
    renderBoard();
  }

  // --- the side panel ----------------------------------------------------------------------

  /** The help under the board in the page's language (``help_keys``: message ids and values,
   *  server/turn_help.py), else the server's English lines. */
  function helpLines(shown) {
    if (!shown.help_keys) return shown.help || [];
    return shown.help_keys.map(([id, values]) => boardlab.t(id, {
      ...values,
      ...("seat" in values ? { seat: boardlab.seatName(values.seat) } : {}),
      ...("choices" in values ? { choices: values.choices.map((choice) => boardlab.t(choice)).join(", ") } : {}),
    }));
  }

  function renderStatus() {
    const status = $("status");
    status.innerHTML = "";
    if (view.is_over) {
      // A comet goal reached (or not) is said in words by the banner; its reason is a formula.
      const together = ["solved", "unsolved"].includes(view.winner);
      const result = `${view.score ? view.score + " · " : ""}${boardlab.resultText(view.winner)}`;
      status.textContent = together ? result : `${result} — ${boardlab.reasonText(view.reason)}`;
    } else {
      const badge = document.createElement("span");
      badge.className = "seat-badge";
      badge.textContent = boardlab.seatName(view.to_move);
      badge.dir = "auto";
      const whose = mySeats[view.to_move] ? "game-you-suffix" : view.players[view.to_move] !== "human" ? "game-computer-suffix" : "";
      boardlab.fill(status, "status-to-move", { seat: badge });
      if (whose) status.append(" ", boardlab.t(whose));
    }
    const threat = $("threat");
    const threatened = !view.is_over && view.threats.length > 0;
    threat.classList.toggle("hidden", !threatened);
    if (threatened) {
      const shown = view.threats.slice(0, 4).join(", ") + (view.threats.length > 4 ? " …" : "");
      threat.textContent = boardlab.t("game-under-threat", { seat: boardlab.seatName(view.to_move), moves: shown });
    }
    const offer = $("draw-offer");
    offer.classList.toggle("hidden", !view.draw_offer || view.is_over);
    if (view.draw_offer) {
      offer.textContent = mySeats[view.draw_offer] && !drawAcceptor()
        ? boardlab.t("game-you-offered-draw")
        : boardlab.t("game-draw-offer-from", { seat: boardlab.seatName(view.draw_offer) });
    }
    const help = view.is_over ? [] : helpLines(view);   // the board's state in words (Cubes' bonus, CCC's strip)
    $("board-help").textContent = help.join(" ");
    $("board-help").classList.toggle("hidden", help.length === 0);
    renderRematch();
    renderHint();
  }

  function renderHint() {
    let text = "";
    if (viewStep !== null) text = "";
    else if (view.is_over) text = "";
    else if (!Object.keys(mySeats).length) text = boardlab.t("game-watching");
    else if (!canMove()) {
      text = computerThinking();
      if (canPremove()) text += ` ${boardlab.t("gamepage-premove-hint")}`;
    }
    else if (prefix.length) text = boardlab.t("game-selected", { targets: prefix.join(" → ") });
    else if (view.turn_steps.length) text = boardlab.t("game-turn-goes-on", { steps: view.turn_steps.join(view.step_separator) });
    else text = boardlab.t("game-your-move-help");
    if (view.last_move && viewStep === null) text += (text ? " " : "") + boardlab.t("game-last-move", { move: view.last_move });
    $("hint").textContent = text;
  }

  // While a computer is to move the page says it thinks; while the server's engine for this game is
  // still warming up (compiling after a start), that its first replies come from a shallower search.
  function computerThinking() {
    if (view.players[view.to_move] === "human") return boardlab.t("game-waiting-for", { seat: boardlab.seatName(view.to_move) });
    return boardlab.t(view.warming_up ? "compute-thinking-warming-up" : "compute-thinking");
  }

  function renderPlayers() {
    const list = $("players");
    list.innerHTML = "";
    for (const seat of view.seats) {
      const item = document.createElement("li");
      const player = view.players[seat];
      const name = (view.names || {})[seat];
      const who = mySeats[seat] ? boardlab.t("game-you") : player === "human" ? boardlab.t("game-human")
        : boardlab.t("game-computer", { spec: boardlab.agentName(player) });
      item.append(`${boardlab.seatName(seat)}: `);
      if (name) item.append(boardlab.profileLink(name), mySeats[seat] ? ` ${boardlab.t("game-you-suffix")}` : "");
      else item.append(who);
      item.classList.toggle("to-move", seat === view.to_move);
      list.append(item);
    }
  }

  /** The turns in rounds of one turn per seat; each turn jumps to the position after it. */
  function renderMoves() {
    const list = $("moves");
    list.innerHTML = "";
    const perRound = view.seats.length;
    const shown = viewStep === null ? view.step : viewStep;
    let steps = 0;
    let item = null;
    view.moves.forEach((turn, index) => {
      if (index % perRound === 0) {
        item = document.createElement("li");
        list.append(item);
      }
      steps += turn.split(view.step_separator).length;
      const entry = document.createElement("span");
      entry.className = "turn";
      entry.textContent = turn;
      entry.dataset.step = steps;
      entry.classList.toggle("current", steps === shown);
      const target = steps;
      entry.addEventListener("click", () => showStep(target));
      item.append(entry);
      const note = (view.notes || {})[index];
      if (note) {
        const said = document.createElement("span");
        said.className = "note";
        said.textContent = `“${note}”`;
        entry.title = note;
        item.append(said);
      }
    });
    list.scrollTop = list.scrollHeight;
    $("history-note").textContent = viewStep === null ? "" : boardlab.t("game-showing-step", { step: viewStep, total: view.step });
    const datalist = $("legal-moves");
    datalist.innerHTML = "";
    for (const move of canMove() ? view.legal_moves : []) datalist.append(new Option(move));
    $("move-input").disabled = !canMove();
  }

  function renderButtons() {
    const playing = !view.is_over;
    const seated = Object.keys(mySeats).length > 0;
    $("resign").disabled = !playing || !seated;
    $("abort").classList.toggle("hidden", !abortSeat());
    const draw = $("draw");
    const accepting = drawAcceptor();
    draw.textContent = boardlab.t(accepting ? "game-accept-draw" : view.draw_offer ? "game-draw-offered" : "game-offer-draw");
    draw.disabled = !playing || !seated || (Boolean(view.draw_offer) && !accepting);
    draw.classList.toggle("hidden", view.draw_by_agreement === false);   // comet: played together
    $("rematch").classList.toggle("hidden", playing || !seated);
    $("first").disabled = $("prev").disabled = (viewStep ?? view.step) === 0;
    $("next").disabled = $("last").disabled = viewStep === null;
    $("ask-hint").disabled = !playing || viewStep !== null;
    // Fair play: the server refuses engine help in a game between two people going on.
    const refused = view.no_engine_help || "";
    $("fair-play").textContent = refused ? boardlab.t("games-fair-play") : "";
    $("fair-play").classList.toggle("hidden", !refused);
    for (const id of ["hint-row", "review-card", "open-analysis"]) $(id).classList.toggle("hidden", Boolean(refused));
    $("turn-left").classList.toggle("hidden", !canTurn());
    $("turn-right").classList.toggle("hidden", !canTurn());
  }

  /** A seat of ours that may still abort the game (it has not moved yet), if any. */
  function abortSeat() {
    return (view.abortable || []).find((seat) => mySeats[seat]) || null;
  }

  async function abortGame() {
    const seat = abortSeat();
    if (!seat) return;
    const next = await action("abort", mySeats[seat]);
    if (next) update(next);
  }

  /** The seat of ours that can accept the draw on offer (on a shared screen, the other side). */
  function drawAcceptor() {
    if (!view.draw_offer) return null;
    return Object.keys(mySeats).find((seat) => seat !== view.draw_offer) || null;
  }

  // --- takebacks --------------------------------------------------------------------------

  /** Whether every seat but ours is a computer (or there is no other seat): a takeback needs no answer. */
  function noOtherHuman(seat) {
    return view.seats.every((other) => other === seat || view.players[other] !== "human");
  }

  /** The seat whose last turn our takeback button takes back: on a shared screen the seat that
   *  moved last, else ours. */
  function takebackSeat() {
    const seats = Object.keys(mySeats);
    if (seats.length <= 1) return seats[0] || null;
    if (view.turn_steps.length) return view.to_move;          // a turn in progress: take back its steps
    const index = view.seats.indexOf(view.to_move);
    const previous = view.seats[(index - 1 + view.seats.length) % view.seats.length];
    return mySeats[previous] ? previous : seats[0];
  }

  /** A seat of ours that can answer the takeback request on offer (not the asking one). */
  function takebackAnswerer() {
    if (!view.takeback_offer) return null;
    return Object.keys(mySeats).find((seat) => seat !== view.takeback_offer) || null;
  }

  function renderTakeback() {
    const offer = view.takeback_offer;
    const box = $("takeback-offer");
    box.classList.toggle("hidden", !offer || view.is_over);
    const answerer = takebackAnswerer();
    const mine = Boolean(offer && mySeats[offer]);
    if (offer) {
      $("takeback-text").textContent = mine && !answerer
        ? `${boardlab.t("game-you-asked-takeback")} `
        : `${boardlab.t("game-takeback-from", { seat: boardlab.seatName(offer) })} `;
    }
    $("takeback-accept").classList.toggle("hidden", !answerer);
    $("takeback-decline").textContent = boardlab.t(answerer ? "game-decline" : "game-withdraw");
    $("takeback-decline").classList.toggle("hidden", !answerer && !mine);
    const button = $("takeback");
    button.disabled = view.is_over || !Object.keys(mySeats).length || !view.steps.length || Boolean(offer);
  }

  async function askTakeback() {
    const seat = takebackSeat();
    if (!seat) return;
    const next = await action("takeback", mySeats[seat]);
    if (!next) return;
    update(next);
    const other = takebackAnswerer();                         // a shared screen answers its own request
    if (next.takeback_offer && other && Object.keys(mySeats).length === view.seats.length) {
      const taken = await action("takeback/accept", mySeats[other]);
      if (taken) update(taken);
    }
  }

  async function answerTakeback(accept) {
    const seat = takebackAnswerer() || view.takeback_offer;
    const next = await action(accept ? "takeback/accept" : "takeback/decline", mySeats[seat]);
    if (next) update(next);
  }

  /** The analysis board from the position shown (the game's start and the steps up to it). */
  function openAnalysis() {
    const step = viewStep ?? view.step;
    const query = new URLSearchParams({ game: view.game, from: view.id });
    if (Object.keys(view.options || {}).length) query.set("options", JSON.stringify(view.options));
    query.set("position", view.start_position);
    if (step) query.set("moves", JSON.stringify(view.steps.slice(0, step)));
    if (flipped) query.set("flipped", "true");
    location.href = `/analysis?${query}`;
  }

  function renderBanner() {
    const show = view.is_over && !bannerClosed && viewStep === null;
    $("banner").classList.toggle("hidden", !show);
    if (!show) return;
    $("banner-result").textContent = `${view.score ? view.score + " · " : ""}${boardlab.resultText(view.winner)}`;
    $("banner-reason").textContent = ["solved", "unsolved"].includes(view.winner) ? "" : boardlab.reasonText(view.reason);
    $("banner-rematch").classList.toggle("hidden", !Object.keys(mySeats).length);
  }

  function renderInvites() {
    const box = $("invites");
    box.innerHTML = "";
    const entry = boardlab.knownGames()[gameId];
    if (!entry || view.is_over) return;
    for (const [seat, url] of Object.entries(entry.invites || {})) {
      if (mySeats[seat]) continue;
      const wrap = document.createElement("div");
      wrap.className = "invite";
      const label = document.createElement("label");
      label.textContent = boardlab.t("invite-link-for", { seat: boardlab.seatName(seat) });
      const input = document.createElement("input");
      input.readOnly = true;
      input.value = url;
      input.dir = "ltr";
      input.className = "invite-link";
      input.dataset.seat = seat;
      const copy = document.createElement("button");
      copy.textContent = boardlab.t("invite-copy");
      copy.addEventListener("click", async () => {
        copy.textContent = boardlab.t((await boardlab.copyText(url)) ? "invite-copied" : "invite-select");
        input.select();
      });
      wrap.append(label, input, copy);
      box.append(wrap);
    }
    if (Object.keys(entry.invites || {}).length) {
      const watch = document.createElement("p");
      watch.className = "hint";
      watch.textContent = boardlab.t("invite-watch", { url: `${location.origin}/games/${gameId}` });
      box.append(watch);
    }
  }

  // --- history, buttons ----------------------------------------------------------------------

  function showStep(step) {
    viewStep = step >= view.step ? null : Math.max(0, step);
    prefix = [];
    showAlternatives([]);
    render();
  }

  async function action(path, token = actingToken()) {
    $("error").textContent = "";
    try {
      return await boardlab.api("POST", `/api/games/${gameId}/${path}`, { token });
    } catch (error) {
      $("error").textContent = error.message;
      return null;
    }
  }

  /** A rematch keeps each player's token; the game page finds the new seats itself. */
  function carryTokens(newId) {
    const entry = boardlab.knownGames()[gameId];
    boardlab.rememberGame(newId, { game: view.game, tokens: entry ? entry.tokens : Object.values(mySeats) });
  }

  function openRematch(newId) {
    carryTokens(newId);
    location.href = `/games/${newId}`;
  }

  /** A seat of ours that can accept the rematch on offer (not the offering one). */
  function rematchAcceptor() {
    if (!view.rematch_offer) return null;
    return Object.keys(mySeats).find((seat) => seat !== view.rematch_offer) || null;
  }

  /** Rematch: between two people an offer that the other accepts (the server makes no game
   *  before); with nobody else to ask the new game starts at once. */
  async function rematch() {
    const acceptor = rematchAcceptor();
    if (acceptor) return answerRematch(true);
    if (view.rematch_offer) return answerRematch(false);            // our own offer: withdraw it
    const answer = await action("rematch");
    if (!answer) return;
    if (answer.view) update(answer.view);
    if (answer.rematch_offer === undefined) openRematch(answer.id);
  }

  async function answerRematch(accept) {
    const seat = rematchAcceptor() || view.rematch_offer;
    const answer = await action(accept ? "rematch/accept" : "rematch/decline", mySeats[seat]);
    if (!answer) return;
    if (accept) openRematch(answer.id); else update(answer);
  }

  function renderRematch() {
    const box = $("rematch-notice");
    const seated = Object.keys(mySeats).length > 0;
    const offer = view.is_over && !view.rematch_id ? view.rematch_offer : null;
    const acceptor = rematchAcceptor();
    const label = boardlab.t(acceptor ? "game-accept-rematch" : offer && mySeats[offer] ? "game-cancel-rematch" : "game-rematch");
    for (const id of ["rematch", "banner-rematch"]) $(id).textContent = label;
    box.innerHTML = "";
    box.classList.toggle("hidden", !view.rematch_id && !offer);
    if (view.rematch_id) {
      const link = document.createElement("a");
      link.href = `/games/${view.rematch_id}`;
      link.textContent = boardlab.t("game-open-rematch");
      link.addEventListener("click", () => carryTokens(view.rematch_id));
      box.append(`${boardlab.t("game-rematch-started")} `, link);
    } else if (offer && acceptor) {
      const decline = document.createElement("button");
      decline.id = "rematch-decline";
      decline.textContent = boardlab.t("game-decline");
      decline.addEventListener("click", () => answerRematch(false));
      box.append(`${boardlab.t("game-rematch-from", { seat: boardlab.seatName(offer) })} `, decline);
    } else if (offer) {
      box.append(seated && mySeats[offer] ? boardlab.t("game-you-offered-rematch")
        : boardlab.t("game-rematch-from", { seat: boardlab.seatName(offer) }));
    }
  }

  async function downloadSvg() {
    const params = new URLSearchParams();
    if (viewStep !== null) params.set("step", viewStep);
    if (flipped) params.set("flipped", "true");
    if (rotation && canTurn()) params.set("rotation", rotation);
    const response = await fetch(`/api/games/${gameId}/svg?${params}`);
    const blob = new Blob([await response.text()], { type: "image/svg+xml" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `${view.game}-${view.id}-step${viewStep ?? view.step}.svg`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  async function importRecord(text) {
    // Every seat human (the default); a record whose header names another game becomes one.
    const request = { game: view.game, options: view.options, record: text };
    const created = await boardlab.createGame(request, null);
    location.href = `/games/${created.id}`;
  }

  function wireControls() {
    $("board").addEventListener("click", (event) => {
      const finger = view && canMove() ? boardlabClicks.fingerChoice(event, $("board"), view.clicks, prefix) : null;
      if (finger && finger.choices) boardlabClicks.showPicker($("target-picker"), finger.choices, clickTarget);
      else if (finger) clickTarget(finger.target);
      else {
        const targets = boardlabClicks.targetsAt(event, $("board"));
        if (targets.length) clickTarget(pickTarget(targets));
      }
    });
    $("first").addEventListener("click", () => showStep(0));
    $("prev").addEventListener("click", () => showStep((viewStep ?? view.step) - 1));
    $("next").addEventListener("click", () => showStep((viewStep ?? view.step) + 1));
    $("last").addEventListener("click", () => showStep(view.step));
    $("flip").addEventListener("click", () => { flipped = !flipped; renderBoard(); });
    $("turn-left").addEventListener("click", () => turnView(90));     // anticlockwise, seen from above
    $("turn-right").addEventListener("click", () => turnView(-90));
    $("ask-hint").addEventListener("click", askHint);
    $("zoom-in").addEventListener("click", () => changeZoom(1));
    $("zoom-out").addEventListener("click", () => changeZoom(-1));
    $("note-send").addEventListener("click", (event) => {
      event.preventDefault();
      const note = $("note-text").value.trim();
      if (!note) { $("note-error").textContent = boardlab.t("game-note-needed"); return; }
      $("note-dialog").close();
      const move = noteFor;
      noteFor = null;
      if (move && canMove()) send(move, note);
    });
    $("note-dialog").addEventListener("close", () => { noteFor = null; });
    $("note-text").addEventListener("input", () => { $("note-error").textContent = ""; });
    document.addEventListener("keydown", (event) => {
      if (event.target.closest("input, textarea, select")) return;
      if (keyOnBoard(event)) return;
      const step = viewStep ?? view.step;
      if (event.key === "ArrowLeft") showStep(step - 1);
      else if (event.key === "ArrowRight") showStep(step + 1);
      else if (event.key === "Home") showStep(0);
      else if (event.key === "End") showStep(view.step);
      else if (event.key === "Escape") { cancelPremove(); prefix = []; showAlternatives([]); renderBoard(); renderHint(); }
    });
    $("type-move").addEventListener("submit", (event) => {
      event.preventDefault();
      const move = $("move-input").value.trim();
      if (move) { $("move-input").value = ""; play(move); }
    });
    $("resign").addEventListener("click", async () => {
      if (confirm(boardlab.t("game-resign-confirm"))) { const next = await action("resign"); if (next) update(next); }
    });
    $("draw").addEventListener("click", async () => {
      const accepting = drawAcceptor();
      const next = await action("draw", accepting ? mySeats[accepting] : actingToken());
      if (next) update(next);
    });
    $("rematch").addEventListener("click", rematch);
    $("abort").addEventListener("click", abortGame);
    $("takeback").addEventListener("click", askTakeback);
    $("takeback-accept").addEventListener("click", () => answerTakeback(true));
    $("takeback-decline").addEventListener("click", () => answerTakeback(false));
    $("open-analysis").addEventListener("click", openAnalysis);
    $("confirm-moves").checked = localStorage.getItem(CONFIRM_KEY) === "on";
    $("confirm-moves").addEventListener("change", (event) => {
      if (event.target.checked) localStorage.setItem(CONFIRM_KEY, "on");
      else localStorage.removeItem(CONFIRM_KEY);
    });
    $("premove-cancel").addEventListener("click", cancelPremove);
    $("confirm-yes").addEventListener("click", () => answerConfirm(true));
    $("confirm-no").addEventListener("click", () => answerConfirm(false));
    $("banner-rematch").addEventListener("click", rematch);
    $("banner-close").addEventListener("click", () => { bannerClosed = true; renderBanner(); });
    $("copy-record").addEventListener("click", async () => {
      const area = $("record");
      area.value = view.record;
      area.classList.remove("hidden");
      const copied = await boardlab.copyText(view.record);
      $("copy-record").textContent = boardlab.t(copied ? "invite-copied" : "game-copy-record");
      area.select();
    });
    $("download-svg").addEventListener("click", downloadSvg);
    $("import-record").addEventListener("click", () => { $("import-error").textContent = ""; $("import-dialog").showModal(); });
    $("import-go").addEventListener("click", async (event) => {
      event.preventDefault();
      try {
        await importRecord($("import-text").value);
      } catch (error) {
        $("import-error").textContent = error.message;
      }
    });
  }

  // --- premoves (premove.js) ---------------------------------------------------------------------

  /** Whether a click on the board now makes a premove (the opponent's turn in a real-time game). */
  function canPremove() {
    return Boolean(view) && viewStep === null && boardlabPremove.allowed(view, mySeats);
  }

  /** Mark the premove's targets on the board (blue). */
  function markPremove() {
    for (const element of $("board").querySelectorAll(".premove")) element.classList.remove("premove");
    for (const target of boardlabPremove.pending()) {
      for (const element of boardTargets(target)) element.classList.add("premove");
    }
  }

  function renderPremove() {
    if (view.is_over) boardlabPremove.cancel();             // the game ended: nothing to wait for
    const waiting = boardlabPremove.pending();
    $("premove-bar").classList.toggle("hidden", waiting.length === 0);
    $("premove-text").textContent = !waiting.length ? ""
      : boardlab.t(waiting.length === 1 ? "gamepage-premove-started" : "gamepage-premove-pending",
                   { targets: waiting.join(" → ") });
  }

  function cancelPremove() {
    if (!boardlabPremove.pending().length) return;
    boardlabPremove.cancel();
    renderPremove();
    markPremove();
  }

  /** Our turn has come: play the premove waiting, if it is a legal move now (else say why not). */
  function playPremove() {
    if (!canMove() || !boardlabPremove.pending().length) return;
    const targets = boardlabPremove.take();
    renderPremove();
    $("premove-note").textContent = "";
    const shown = targets.join(" → ");
    const found = boardlabPremove.resolve(view.clicks, targets);
    if (found.kind === "play") {
      play(found.move);
    } else if (found.kind === "choose") {
      showAlternatives(found.moves);
      $("premove-note").textContent = boardlab.t("gamepage-premove-choose", { targets: shown });
    } else if (found.kind === "continue") {
      prefix = targets;
      showAlternatives(found.complete);
      renderBoard();
      renderHint();
      $("premove-note").textContent = boardlab.t("gamepage-premove-finish", { targets: shown });
    } else {
      $("premove-note").textContent = boardlab.t("gamepage-premove-dropped", { targets: shown });
      markPremove();
    }
  }

  // --- chat --------------------------------------------------------------------------------

  /** The game's chat: players post (with their seat token or account), spectators read; every
   *  text is shown as text, never as markup. A player may mute the others' messages (kept per
   *  game in this browser's local storage). */
  const chat = (() => {
    const MUTE_KEY = "boardlab.mutedChats";
    const messages = [];
    const seen = new Set();

    function muted() {
      try { return Boolean(JSON.parse(localStorage.getItem(MUTE_KEY) || "{}")[gameId]); } catch (_) { return false; }
    }

    function setMuted(on) {
      let all = {};
      try { all = JSON.parse(localStorage.getItem(MUTE_KEY) || "{}"); } catch (_) { all = {}; }
      if (on) all[gameId] = true; else delete all[gameId];
      localStorage.setItem(MUTE_KEY, JSON.stringify(all));
      show();
    }

    function start() {
      const seated = Object.keys(mySeats).length > 0;
      $("chat-form").classList.toggle("hidden", !seated);
      $("chat-mute-row").classList.toggle("hidden", !seated);
      $("chat-spectator").classList.toggle("hidden", seated);
      $("chat-mute").checked = muted();
      $("chat-mute").addEventListener("change", () => setMuted($("chat-mute").checked));
      $("chat-form").addEventListener("submit", (event) => { event.preventDefault(); send(); });
      boardlabSentences.codeToggle($("chat-show-code"));
      $("phrasebook").classList.toggle("hidden", !seated);
      if (seated) {
        boardlabSentences.phrasebook($("phrasebook-body"), {
          board: $("board"),
          insert: (text) => { $("chat-input").value += text; $("chat-input").focus(); },
          say: (text) => send(text),
        }).catch((error) => { $("chat-error").textContent = error.message; });
      }
    }

    /** Fetch the messages (each shown once, whether it came this way or over the WebSocket). */
    async function load() {
      try {
        for (const message of await boardlab.api("GET", `/api/games/${gameId}/chat`)) add(message);
      } catch (error) {
        $("chat-error").textContent = error.message;
      }
    }

    function add(message) {
      if (seen.has(message.id)) return;
      seen.add(message.id);
      messages.push(message);
      messages.sort((a, b) => a.id - b.id);
      show();
    }

    function fromMe(message) { return Boolean(mySeats[message.seat]); }

    function show() {
      const list = $("chat-messages");
      list.innerHTML = "";
      const hideOthers = muted();
      let hidden = 0;
      for (const message of messages) {
        if (hideOthers && !fromMe(message)) { hidden += 1; continue; }
        const item = document.createElement("li");
        item.className = fromMe(message) ? "chat-message mine" : "chat-message";
        const author = document.createElement("span");
        author.className = "chat-author";
        author.textContent = `${message.name || boardlab.seatName(message.seat)}: `;
        const text = document.createElement("span");
        text.className = "chat-text";
        boardlabSentences.show(text, message.text);   // sentences in this reader's language
        item.append(author, text, " ", boardlabSentences.copyButton(message.text));
        list.append(item);
      }
      $("chat-muted").textContent = hidden ? boardlab.t("chat-muted-count", { count: hidden }) : "";
      list.scrollTop = list.scrollHeight;
    }

    /** Send the chat box's text, or ``said`` (a sentence from the phrasebook) as it is. */
    async function send(said = null) {
      const input = $("chat-input");
      const text = (said ?? input.value).trim();
      if (!text) return;
      $("chat-error").textContent = "";
      try {
        add(await boardlab.api("POST", `/api/games/${gameId}/chat`, { body: { text }, token: actingToken() }));
        if (said === null) input.value = "";
      } catch (error) {
        $("chat-error").textContent = error.message;
      }
    }

    return { start, load, add };
  })();

  start();
})();
