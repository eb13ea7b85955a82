// The puzzle pages. The list page shows the reader's puzzle rating; a puzzle page is solved by
// clicking on the board as in a game (the shared click code, clicks.js). Moves go to the server,
// which judges them and sends the solution only once the puzzle is solved.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const page = $("puzzle");
  const words = page ? JSON.parse(page.dataset.words) : {};
  let view = null;        // the position shown: {svg, clicks, ...} from the server
  let moves = [];         // the answer so far (comet goals take several grand moves)
  let prefix = [];        // targets clicked towards the next move
  let finished = false;

  async function showRating() {
    const account = await boardlab.account();
    const box = $("puzzle-rating");
    if (!box) return;
    if (!account) { box.textContent = ""; return; }
    const listing = await boardlab.api("GET", "/api/puzzles?game=none");
    if (listing.rating) box.textContent = `${box.dataset.label}: ${Math.round(listing.rating.rating)}`;
  }

  async function draw() {
    const params = new URLSearchParams();
    if (moves.length) params.set("moves", moves.join(","));
    if (prefix.length && view) {
      params.set("selected", prefix[prefix.length - 1]);
      params.set("highlights", boardlabClicks.nextTargets(view.clicks, prefix).join(","));
    }
    try {
      view = await boardlab.api("GET", `/api/puzzles/${encodeURIComponent(page.dataset.puzzle)}?${params}`);
      $("board").innerHTML = view.svg;
      $("error").textContent = "";
    } catch (error) { $("error").textContent = error.message; }
  }

  function clickTarget(target) {
    if (!view || finished) return;
    const decision = boardlabClicks.decide(view.clicks, prefix, target);
    if (decision.kind === "cancel" || decision.kind === "none") { prefix = []; draw(); return; }
    if (decision.kind === "restart") { prefix = []; clickTarget(target); return; }
    if (decision.kind === "play") { answer(decision.move); return; }
    if (decision.kind === "choose") { answer(decision.moves[0]); return; }
    prefix = decision.path;
    draw();
  }

  async function answer(move) {
    prefix = [];
    const tried = [...moves, move];
    try {
      const verdict = await boardlab.api("POST", `/api/puzzles/${encodeURIComponent(page.dataset.puzzle)}/answer`,
                                         { body: { moves: tried } });
      $("board").innerHTML = verdict.svg;
      page.dataset.status = verdict.status;
      let text = words[verdict.status] || verdict.status;
      if (verdict.solution) text += ` ${words.solution}: ${verdict.solution.join(", ")}.`;
      if (verdict.rating) text += ` ${words.rating}: ${Math.round(verdict.rating.rating)}.`;
      $("verdict").textContent = text;
      if (verdict.status === "continue") { moves = tried; view = { ...view, clicks: verdict.clicks }; draw(); return; }
      finished = true;
      $("retry").classList.toggle("hidden", verdict.status === "solved");
    } catch (error) { $("error").textContent = error.message; }
  }

  function wire() {
    $("board").addEventListener("click", (event) => {
      const finger = view ? boardlabClicks.fingerChoice(event, $("board"), view.clicks, prefix) : null;
      if (finger && finger.target) { clickTarget(finger.target); return; }
      const targets = boardlabClicks.targetsAt(event, $("board"));
      if (targets.length && view) clickTarget(boardlabClicks.pickTarget(view.clicks, prefix, targets));
    });
    $("retry").addEventListener("click", () => {
      moves = []; prefix = []; finished = false;
      $("verdict").textContent = ""; $("retry").classList.add("hidden"); delete page.dataset.status;
      draw();
    });
  }

  if (page) { wire(); boardlab.account().then(draw, draw); } else { showRating(); }
})();
