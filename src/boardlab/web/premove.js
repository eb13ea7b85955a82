// Premoves on the game page: in a real-time game between two sides, the player may click their
// next move during the opponent's turn; it waits (shown on the board in blue, with a Cancel
// button) and is played the moment the turn comes, if it is legal then. The page knows no rules
// and the server tells only the side to move its moves, so a premove is a click path (a piece,
// then where it goes) matched against the legal moves' click paths when the turn arrives
// (boardlabClicks). A turn of several steps is premoved for its first step only: the turn comes
// with that step's moves.
"use strict";

const boardlabPremove = (() => {
  const MOST_CLICKS = 2;     // a premove is a piece and where it goes (longer moves are finished by hand)
  let path = [];             // the targets clicked for the premove waiting

  /** Whether the player may premove in ``view`` now: a real-time game of two seats, one of them
   *  ours, going on, the other side to move. */
  function allowed(view, mySeats) {
    const clock = view && view.clock;
    const ours = Object.keys(mySeats);
    return Boolean(clock && clock.kind === "realtime") && !view.is_over && view.seats.length === 2
      && ours.length === 1 && Boolean(view.to_move) && !mySeats[view.to_move];
  }

  /** A click on ``target`` while premoving: the first target starts it, the next one completes
   *  it, the first target clicked again cancels it, a click after a complete premove starts a
   *  new one. The premove's targets after the click. */
  function click(target) {
    if (path.length && path[0] === target) path = [];
    else if (path.length >= MOST_CLICKS) path = [target];
    else path = [...path, target];
    return pending();
  }

  function pending() { return [...path]; }
  function cancel() { path = []; }

  /** Take the premove waiting (none waits after). */
  function take() {
    const taken = path;
    path = [];
    return taken;
  }

  /**
   * What a premove ``targets`` is once the turn has come, by the legal moves' click paths:
   * {kind: "play", move} (exactly one move is made by those clicks), {kind: "choose", moves}
   * (several are: the player picks), {kind: "continue", complete} (moves go on from those clicks:
   * they become the selection, finished by hand), or {kind: "dropped"} (no legal move starts so).
   *
   * >>> resolve({"Pb1-b2": ["b1", "b2"], "Pb1-a1": ["b1", "a1"]}, ["b1", "b2"])
   * {kind: "play", move: "Pb1-b2"}
   */
  function resolve(clicks, targets) {
    const matching = boardlabClicks.candidates(clicks, targets);
    const complete = matching.filter((move) => clicks[move].length === targets.length);
    const whole = targets.length >= MOST_CLICKS || matching.length === complete.length;
    if (complete.length === 1 && whole) return { kind: "play", move: complete[0] };
    if (complete.length > 1 && matching.length === complete.length) return { kind: "choose", moves: complete };
    if (matching.length) return { kind: "continue", complete };
    return { kind: "dropped" };
  }

  return { allowed, click, pending, cancel, take, resolve };
})();
