// The analysis board: any position of any game (a position string and/or moves, from the address),
// moves tried by clicking as on the game page, the engine's evaluation and best line of the
// position shown, and back/forward along the line. Nothing here is stored: the server only draws
// positions (POST /api/analysis/board) and searches them (POST /api/analyse).
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  let game = params.get("game") || "c1";
  let options = parseJson(params.get("options"), {});
  let base = params.get("position") || null;      // the position the line starts from (null: the start)
  let line = parseJson(params.get("moves"), []);   // the moves of the line, from `base`
  let index = Math.min(line.length, numberOr(params.get("step"), line.length));  // moves shown
  const fromGame = params.get("from");             // the game this board was opened from, if any
  let flipped = params.get("flipped") === "true";
  let rotation = 0;          // degrees the view is turned, for games whose drawing can turn (AXIOM)
  let board = null;          // the position shown, as the server describes it
  let prefix = [];           // the targets clicked so far in the move being tried
  let drawing = 0;           // drops drawings that arrive out of order
  let thinking = 0;          // drops evaluations of positions no longer shown
  let evalTimer = null;

  function parseJson(text, fallback) {
    if (!text) return fallback;
    try { return JSON.parse(text); } catch (_) { return fallback; }
  }

  function numberOr(text, fallback) {
    const value = Number.parseInt(text, 10);
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  }

  function request(extra = {}) {
    return { game, options, position: base, moves: line.slice(0, index), ...extra };
  }

  /** Keep the line in the address, so that a reload or a shared link shows the same board. */
  function remember() {
    const next = new URLSearchParams({ game });
    if (Object.keys(options).length) next.set("options", JSON.stringify(options));
    if (base) next.set("position", base);
    if (line.length) next.set("moves", JSON.stringify(line));
    if (index !== line.length) next.set("step", index);
    if (fromGame) next.set("from", fromGame);
    history.replaceState(null, "", `${location.pathname}?${next}`);
  }

  async function draw() {
    const ticket = ++drawing;
    const extra = { flipped };
    if (rotation && canTurn()) extra.rotation = rotation;
    if (prefix.length && board) {
      extra.selected = prefix[prefix.length - 1];
      extra.highlights = boardlabClicks.nextTargets(board.clicks, prefix);
    }
    try {
      const next = await boardlab.api("POST", "/api/analysis/board", { body: request(extra) });
      if (ticket !== drawing) return;
      const moved = !board || next.position !== board.position || next.ply !== board.ply;
      board = next;
      $("error").textContent = "";
      render();
      if (moved) scheduleEvaluation();
    } catch (error) {
      if (ticket !== drawing) return;
      $("error").textContent = error.message;
      if (!board && index > 0) { index = 0; line = []; draw(); }   // a bad line: show its start
    }
  }

  function render() {
    const title = boardlab.gameTitle(board.game, board.title);
    document.title = `${boardlab.t("games-analysis-of", { title })} – boardlab`;
    $("title").textContent = boardlab.t("games-analysis-board-of", { title });
    $("rules-link").href = `/rules/${board.game}`;
    const focused = document.activeElement && document.activeElement.closest("#board [data-target]");
    const refocus = focused ? focused.getAttribute("data-target") : null;
    $("board").innerHTML = board.svg;
    $("board").dataset.ply = board.ply;
    $("board").dataset.rotation = canTurn() ? rotation : 0;
    for (const id of ["turn-left", "turn-right"]) $(id).classList.toggle("hidden", !canTurn());
    if (!board.is_over) boardlabClicks.keyboardTargets($("board"), board.clicks, prefix, refocus);
    $("status").textContent = board.is_over
      ? `${boardlab.resultText(board.winner)} — ${boardlab.reasonText(board.reason)}`
      : boardlab.t("status-to-move", { seat: boardlab.seatName(board.to_move) });
    $("hint").textContent = prefix.length
      ? boardlab.t("analysis-selected", { targets: prefix.join(" → ") })
      : board.is_over ? "" : boardlab.t("analysis-try");
    renderLine();
    $("first").disabled = $("prev").disabled = index === 0;
    $("next").disabled = $("last").disabled = index >= line.length;
    remember();
  }

  function canTurn() { return boardlab.canRotate(board); }

  function turnView(degrees) {
    rotation = boardlab.turned(rotation, degrees);
    draw();
  }

  function renderLine() {
    const list = $("moves");
    list.innerHTML = "";
    line.forEach((move, i) => {
      const item = document.createElement("li");
      const entry = document.createElement("span");
      entry.className = "turn";
      entry.textContent = move;
      entry.classList.toggle("current", i + 1 === index);
      entry.classList.toggle("ahead", i + 1 > index);
      entry.addEventListener("click", () => show(i + 1));
      item.append(entry);
      list.append(item);
    });
  }

  function show(next) {
    index = Math.max(0, Math.min(line.length, next));
    prefix = [];
    showAlternatives([]);
    $("target-picker").classList.add("hidden");            // its choices were for another position
    draw();
  }

  /** Evaluate the position shown once the user stops stepping through the line. */
  function scheduleEvaluation() {
    clearTimeout(evalTimer);
    const ticket = ++thinking;
    if (board.is_over) { $("evaluation").textContent = boardlab.t("games-over-here"); return; }
    $("evaluation").textContent = boardlab.t("game-thinking");
    evalTimer = setTimeout(() => evaluate(ticket), 250);
  }

  async function evaluate(ticket) {
    try {
      const result = await boardlab.api("POST", "/api/analyse", { body: request() });
      if (ticket !== thinking) return;
      $("evaluation").textContent = describe(result);
      $("evaluation").dataset.best = result.best;
    } catch (error) {
      if (ticket === thinking) $("evaluation").textContent = boardlab.t("analysis-no-evaluation", { problem: error.message });
    }
  }

  function describe(result) {
    // While the server still warms up this game's engine, the answer came from a shallower search: say so.
    const warming = result.warming_up ? ` ${boardlab.t("compute-analysis-warming-up")}` : "";
    return describeSearch(result) + warming;
  }

  function describeSearch(result) {
    const pv = boardlab.t("analysis-best-line", { line: result.pv.join(" ") });
    // (Fluent trims a message's leading space: the space before the depth is added here.)
    const work = result.depth ? ` ${boardlab.t("analysis-depth", { depth: result.depth, seconds: result.seconds.toFixed(1) })}`
      : "";
    if (result.distance !== null && result.distance !== undefined) {
      return `${boardlab.t("analysis-goal-in", { count: result.distance, best: result.best })} ${pv}`;
    }
    if (result.distance_at_least !== null && result.distance_at_least !== undefined) {
      return `${boardlab.t("analysis-goal-at-least", { count: result.distance_at_least, best: result.best })} ${pv}`;
    }
    const score = `${result.score >= 0 ? "+" : ""}${result.score.toFixed(2)}`;
    return `${boardlab.t("analysis-evaluation", { score, seat: boardlab.seatName(result.to_move), work, best: result.best })} ${pv}`;
  }

  // --- trying moves ------------------------------------------------------------------------

  function clickTarget(target) {
    if (!board || board.is_over) return;
    const decision = boardlabClicks.decide(board.clicks, prefix, target);
    if (decision.kind === "cancel") { prefix = []; showAlternatives([]); draw(); return; }
    if (decision.kind === "restart") { prefix = []; clickTarget(target); return; }
    if (decision.kind === "none") { $("error").textContent = boardlab.t("games-no-move-from", { seat: boardlab.seatName(board.to_move), target }); return; }
    if (decision.kind === "play") { tryMove(decision.move); return; }
    if (decision.kind === "choose") { prefix = []; showAlternatives(decision.moves); draw(); return; }
    prefix = decision.path;
    showAlternatives(decision.complete);
    draw();
  }

  /** Play a move on the board: it replaces whatever followed in the line. */
  function tryMove(move) {
    line = [...line.slice(0, index), move];
    index = line.length;
    prefix = [];
    showAlternatives([]);
    draw();
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
      button.addEventListener("click", () => tryMove(move));
      box.append(button);
    }
  }

  // --- setting up ---------------------------------------------------------------------------

  async function loadGames() {
    const registry = await boardlab.api("GET", "/api/registry");
    const select = $("setup-game");
    for (const entry of registry.games) select.append(new Option(boardlab.gameTitle(entry.name, entry.title), entry.name));
    select.value = game;
  }

  function wire() {
    $("board").addEventListener("click", (event) => {
      const finger = board ? boardlabClicks.fingerChoice(event, $("board"), board.clicks, prefix) : null;
      if (finger && finger.choices) { boardlabClicks.showPicker($("target-picker"), finger.choices, clickTarget); return; }
      if (finger) { clickTarget(finger.target); return; }
      const targets = boardlabClicks.targetsAt(event, $("board"));
      if (targets.length && board) clickTarget(boardlabClicks.pickTarget(board.clicks, prefix, targets));
    });
    $("first").addEventListener("click", () => show(0));
    $("prev").addEventListener("click", () => show(index - 1));
    $("next").addEventListener("click", () => show(index + 1));
    $("last").addEventListener("click", () => show(line.length));
    $("flip").addEventListener("click", () => { flipped = !flipped; draw(); });
    $("turn-left").addEventListener("click", () => turnView(90));     // anticlockwise, seen from above
    $("turn-right").addEventListener("click", () => turnView(-90));
    document.addEventListener("keydown", (event) => {
      if (event.target.closest("input, textarea, select")) return;
      if (boardlabClicks.keyOnBoard(event, $("board"), clickTarget)) return;
      if (event.key === "ArrowLeft") show(index - 1);
      else if (event.key === "ArrowRight") show(index + 1);
      else if (event.key === "Home") show(0);
      else if (event.key === "End") show(line.length);
      else if (event.key === "Escape") { prefix = []; showAlternatives([]); draw(); }
    });
    $("setup").addEventListener("submit", (event) => {
      event.preventDefault();
      const chosen = $("setup-game").value;
      if (chosen !== game) options = {};
      game = chosen;
      base = $("setup-position").value.trim() || null;
      line = [];
      index = 0;
      board = null;
      prefix = [];
      draw();
    });
    $("setup-position").value = base || "";
    if (fromGame) {
      const back = $("back-to-game");
      back.href = `/games/${encodeURIComponent(fromGame)}`;
      back.classList.remove("hidden");
    }
  }

  wire();
  loadGames().catch(() => {});
  draw();
})();
