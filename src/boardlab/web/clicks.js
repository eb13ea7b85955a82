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

  /** Where a finger counts: a touch covers about 40 px, so on a phone (or any coarse pointer) a
   *  tap means any wanted target within 20 px of it, however small the target is drawn. */
  const FINGER = "(pointer: coarse), (max-width: 820px)";
  const REACH_PX = 20;
  const TAP_PX = 40;

  /** The wanted targets within reach of the tap `event`, nearest first, each with whether it lies
   *  under the tap and is drawn at least a tap's size. */
  function targetsNear(event, board, wanted) {
    const near = new Map();
    for (const element of board.querySelectorAll("[data-target]")) {
      const target = element.getAttribute("data-target");
      const box = element.getBoundingClientRect();
      if (!wanted.has(target) || (!box.width && !box.height)) continue;
      const dx = Math.max(box.left - event.clientX, 0, event.clientX - box.right);
      const dy = Math.max(box.top - event.clientY, 0, event.clientY - box.bottom);
      const distance = Math.hypot(dx, dy);
      const big = box.width >= TAP_PX && box.height >= TAP_PX;
      if (distance < REACH_PX && (!near.has(target) || near.get(target).distance > distance)) {
        near.set(target, { target, distance, squarely: distance === 0 && big });
      }
    }
    return [...near.values()].sort((a, b) => a.distance - b.distance);
  }

  /**
   * What a tap on a phone means on a board whose targets may be drawn smaller than a finger:
   * null (not a phone, or no wanted target within reach: the caller does as for a click),
   * {target} (one target in reach, or a large one hit squarely), or {choices} (several in
   * reach: the page offers them as buttons, each a full tap's size).
   */
  function fingerChoice(event, board, clicks, prefix) {
    if (!window.matchMedia(FINGER).matches) return null;
    const wanted = new Set([...nextTargets(clicks, prefix), ...nextTargets(clicks, []), ...prefix.slice(-1)]);
    const near = targetsNear(event, board, wanted);
    if (!near.length) return null;
    if (near.length === 1 || near[0].squarely) return { target: near[0].target };
    return { choices: near.map((entry) => entry.target) };
  }

  /** Offer `choices` in the picker `box` (buttons at least a tap's size); `pick(target)` gets the
   *  one tapped, and the picker closes (its Cancel button, marked data-cancel, closes it too). */
  function showPicker(box, choices, pick) {
    const list = box.querySelector(".picker-choices");
    list.innerHTML = "";
    for (const target of choices) {
      const button = document.createElement("button");
      button.textContent = target;
      button.dataset.pick = target;
      button.addEventListener("click", () => { box.classList.add("hidden"); pick(target); });
      list.append(button);
    }
    box.querySelector("[data-cancel]").onclick = () => box.classList.add("hidden");
    box.classList.toggle("hidden", choices.length === 0);
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

  return { candidates, nextTargets, targetsAt, pickTarget, decide, keyboardTargets, keyOnBoard, fingerChoice,
           showPicker };
})();
