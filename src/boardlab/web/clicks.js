// Click-to-move, shared by the game page and the analysis board: a move is made by clicking its
// click path (the server's `clicks` map: move -> the data-targets clicked to make it), one target
// at a time. The functions here hold no rules and draw nothing: they narrow the candidate moves.
"use strict";

const boardlabClicks = (() => {
  /** The moves whose click path starts with `path`. */
  function candidates(clicks, path) {
    return Object.keys(clicks).filter((move) => {
      const route = clicks[move];
      return path.length <= route.length && path.every((target, i) => route[i] === target);
    });
  }

  /** The targets that continue a move after `prefix` (the marks to draw). */
  function nextTargets(clicks, prefix) {
    const targets = new Set();
    for (const move of candidates(clicks, prefix)) {
      const route = clicks[move];
      if (route.length > prefix.length) targets.add(route[prefix.length]);
    }
    return [...targets];
  }

  /** Every data-target under the pointer inside `board`, topmost first (a drawing may stack them). */
  function targetsAt(event, board) {
    const found = [];
    const stack = document.elementsFromPoint ? document.elementsFromPoint(event.clientX, event.clientY) : [event.target];
    for (const element of [event.target, ...stack]) {
      const holder = element instanceof Element ? element.closest("[data-target]") : null;
      const target = holder && board.contains(holder) && holder.getAttribute("data-target");
      if (target && !found.includes(target)) found.push(target);
    }
    return found;
  }

  /** Of stacked targets, the first that continues the move being made (or starts a move). */
  function pickTarget(clicks, prefix, targets) {
    return targets.find((t) => candidates(clicks, [...prefix, t]).length)
      || targets.find((t) => candidates(clicks, [t]).length)
      || targets[0];
  }

  /**
   * What a click on `target` does after `prefix`:
   * {kind: "cancel"} (the selection clicked again, and no move goes on that way: Cubes activates
   * a cube by clicking it twice), {kind: "restart"} (fits no move started so far: start again from
   * it), {kind: "none"} (starts no move), {kind: "play", move}, {kind: "choose", moves} (several
   * moves share the whole path), or {kind: "continue", path, complete} (more clicks to come;
   * `complete` are moves already finished on this path, offered as buttons).
   */
  function decide(clicks, prefix, target) {
    const path = [...prefix, target];
    const matching = candidates(clicks, path);
    if (prefix.length === 1 && prefix[0] === target && !matching.length) return { kind: "cancel" };
    if (!matching.length) return { kind: prefix.length ? "restart" : "none" };
    const complete = matching.filter((move) => clicks[move].length === path.length);
    if (complete.length === matching.length) {
      return complete.length === 1 ? { kind: "play", move: complete[0] } : { kind: "choose", moves: complete };
    }
    return { kind: "continue", path, complete };
  }

  /** Let a board be played from the keyboard: each target that starts (or, after `prefix`,
   *  continues) a move becomes a button in the tab order; `refocus` keeps the focus on a target
   *  across a redrawing. */
  function keyboardTargets(board, clicks, prefix, refocus) {
    const wanted = new Set(prefix.length ? [...nextTargets(clicks, prefix), prefix[prefix.length - 1]]
      : Object.values(clicks).map((route) => route[0]));
    const seen = new Set();
    for (const element of board.querySelectorAll("[data-target]")) {
      const target = element.getAttribute("data-target");
      if (!wanted.has(target) || seen.has(target)) continue;
      seen.add(target);
      element.setAttribute("tabindex", "0");
      element.setAttribute("role", "button");
      const selected = prefix.length && prefix[prefix.length - 1] === target;
      element.setAttribute("aria-label", selected ? `${target} (selected)` : target);
      if (target === refocus) element.focus();
    }
  }

  /** A key pressed on a board target: Enter or Space clicks it (`click(target)`), the arrow keys
   *  go to the next or previous one. Whether the key was used. */
  function keyOnBoard(event, board, click) {
    const holder = event.target.closest && event.target.closest("[data-target]");
    if (!holder || !board.contains(holder)) return false;
    if (event.key === "Enter" || event.key === " ") {
      click(holder.getAttribute("data-target"));
    } else if (["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"].includes(event.key)) {
      const buttons = [...board.querySelectorAll("[data-target][tabindex]")];
      const forward = event.key === "ArrowRight" || event.key === "ArrowDown";
      const next = buttons[(buttons.indexOf(holder) + (forward ? 1 : -1) + buttons.length) % buttons.length];
      if (next) next.focus();
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  }

  return { candidates, nextTargets, targetsAt, pickTarget, decide, keyboardTargets, keyOnBoard };
})();
