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

  return { candidates, nextTargets, targetsAt, pickTarget, decide };
})();
