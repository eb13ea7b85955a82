// The computer review on the game page: asks the server for a review of the game's turns (it is
// computed in the background: 202 until ready), then draws the evaluation as a small line graph and
// marks the turns that lost the most in the move list. Started by the button, or by itself once the
// game is over. The game page (game.js) announces every drawing of the page with "boardlab:rendered".
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
  const SYMBOL = { blunder: "??", mistake: "?" };
  const POLL_MS = 1000;
  let view = null;
  let review = null;        // the review shown, for `review.steps` steps
  let asking = false;
  let askedWhenOver = false;

  document.addEventListener("boardlab:rendered", (event) => {
    view = event.detail.view;
    if (review && review.steps !== view.step) review = null;     // the game moved on (or took back)
    if (view.is_over && !askedWhenOver) { askedWhenOver = true; ask(); }
    show();
  });

  async function ask() {
    if (asking || !view) return;
    asking = true;
    $("review-status").textContent = boardlab.t("review-working");
    const steps = view.step;
    try {
      for (;;) {
        const response = await fetch(`/api/games/${encodeURIComponent(gameId)}/review`);
        const answer = await response.json();
        if (!response.ok) throw new Error(answer.message || answer.detail || response.statusText);
        if (response.status === 200) {
          review = { ...answer, steps };
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      $("review-status").textContent = "";
    } catch (error) {
      $("review-status").textContent = boardlab.t("games-no-review", { problem: error.message });
    } finally {
      asking = false;
    }
    show();
  }

  function show() {
    $("review-button").disabled = asking || !view || !view.moves.length;
    markMoves();
    drawGraph();
    listWorst();
  }

  /** Mark the reviewed turns in the move list (drawn afresh by game.js at every render). */
  function markMoves() {
    if (!review) return;
    const entries = document.querySelectorAll("#moves .turn");
    for (const turn of review.turns) {
      const entry = entries[turn.turn];
      if (!entry || !turn.mark) continue;
      entry.classList.add(`mark-${turn.mark}`);
      entry.dataset.mark = turn.mark;
      entry.textContent = `${turn.move}${SYMBOL[turn.mark]}`;
      entry.title = `${boardlab.t(`games-mark-${turn.mark}`)}: ${describeLoss(turn)}`;
    }
  }

  function describeLoss(turn) {
    if (review.scale === "distance") return boardlab.t("games-loss-distance", { count: turn.loss, best: turn.best });
    return boardlab.t("games-loss-evaluation", { seat: boardlab.seatName(turn.mover), before: turn.before.toFixed(2),
      after: turn.after.toFixed(2), best: turn.best });
  }

  /** The first seat's evaluation after each turn (comet: the distance to the goal), as a line. */
  function drawGraph() {
    const box = $("review-graph");
    box.innerHTML = "";
    if (!review || !review.turns.length) return;
    const first = view.seats[0];
    const values = review.turns.map((t) => review.scale === "distance" ? t.after : t.mover === first ? t.after : -t.after);
    const width = 300;
    const height = 70;
    const top = review.scale === "distance" ? Math.max(1, ...values) : 1;
    const bottom = review.scale === "distance" ? 0 : -1;
    const x = (i) => values.length === 1 ? width / 2 : (i * width) / (values.length - 1);
    const y = (v) => height - ((v - bottom) / (top - bottom)) * height;
    const svg = element("svg", { viewBox: `0 0 ${width} ${height}`, class: "review-graph", role: "img",
      "aria-label": review.scale === "distance" ? boardlab.t("games-graph-distance")
        : boardlab.t("games-graph-evaluation", { seat: boardlab.seatName(first) }) });
    if (review.scale !== "distance") svg.append(element("line", { x1: 0, x2: width, y1: y(0), y2: y(0), class: "axis" }));
    svg.append(element("polyline", { points: values.map((v, i) => `${x(i)},${y(v)}`).join(" "), class: "curve" }));
    review.turns.forEach((turn, i) => {
      if (turn.mark) svg.append(element("circle", { cx: x(i), cy: y(values[i]), r: 3.5, class: `dot-${turn.mark}` }));
    });
    box.append(svg);
  }

  function element(name, attributes) {
    const node = document.createElementNS("http://www.w3.org/2000/svg", name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    return node;
  }

  function listWorst() {
    const list = $("review-worst");
    list.innerHTML = "";
    if (!review) return;
    if (!review.worst.length) {
      const item = document.createElement("li");
      item.textContent = boardlab.t("review-no-mistakes");
      list.append(item);
      return;
    }
    for (const index of review.worst) {
      const turn = review.turns[index];
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = "#";
      link.textContent = `${turn.label} (${turn.mark})`;   // numbered as the move list numbers it
      link.addEventListener("click", (event) => {
        event.preventDefault();
        const entry = document.querySelectorAll("#moves .turn")[turn.turn];
        if (entry) entry.click();                                  // show the position after it
      });
      item.append(link, ` — ${describeLoss(turn)}`);
      list.append(item);
    }
  }

  $("review-button").addEventListener("click", ask);
})();
