// "Your turn noticed" on the game page: the tab's title and favicon say when the game waits for
// this player's move, and sounds (Web Audio, drawn here: no audio files) mark moves, capture-like
// moves and low time. Sounds follow the header's toggle (boardlab.preferences, server/preferences.py).
"use strict";

const boardlabNoticed = (() => {
  // --- the title and the favicon ------------------------------------------------------------

  /** Whether ``view`` waits for this player's move: a seat of ours is to move and someone else
   *  (a person or a computer) plays too. Spectators and same-screen games are never waited for. */
  function yourTurn(view, mySeats) {
    const seats = Object.keys(mySeats);
    if (!view || view.is_over || !view.to_move || !mySeats[view.to_move]) return false;
    return !view.seats.every((seat) => seats.includes(seat));
  }

  /** The tab's title: "● Your turn — C1" while the game waits for us, else the game's own. */
  function title(view, mySeats) {
    const shown = boardlab.gameTitle(view.game, view.title);
    return yourTurn(view, mySeats) ? boardlab.t("gamepage-your-turn-title", { title: shown }) : `${shown} – boardlab`;
  }

  /** A small board in the accent's gold; waiting for us, a red dot in its corner. */
  function faviconSvg(waiting) {
    const squares = '<rect width="32" height="32" rx="5" fill="#2a2927"/>'
      + '<rect x="4" y="4" width="12" height="12" fill="#c9a227"/><rect x="16" y="16" width="12" height="12" fill="#c9a227"/>'
      + '<rect x="16" y="4" width="12" height="12" fill="#ece8df"/><rect x="4" y="16" width="12" height="12" fill="#ece8df"/>';
    const dot = waiting ? '<circle cx="24" cy="8" r="7.5" fill="#e2231a" stroke="#fff" stroke-width="2"/>' : "";
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${squares}${dot}</svg>`;
  }

  function showFavicon(waiting) {
    let link = document.querySelector('link[rel="icon"]');
    if (!link) {
      link = document.createElement("link");
      link.rel = "icon";
      document.head.append(link);
    }
    const state = waiting ? "your-turn" : "idle";
    if (link.dataset.state === state) return;
    link.dataset.state = state;
    link.type = "image/svg+xml";
    link.href = `data:image/svg+xml,${encodeURIComponent(faviconSvg(waiting))}`;
  }

  /** Show in the tab whether ``view`` waits for us (title through turns.js, which also counts
   *  the player's other games waiting). */
  function show(view, mySeats) {
    turns.setBaseTitle(title(view, mySeats));
    showFavicon(yourTurn(view, mySeats));
  }

  // --- sounds -----------------------------------------------------------------------------------

  let audio = null;          // one AudioContext for the page, made at the first sound

  function context() {
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return null;
    if (!audio) audio = new Context();
    if (audio.state === "suspended") audio.resume().catch(() => { /* until the reader clicks or types */ });
    return audio;
  }

  /** A tone from ``from`` Hz gliding to ``to`` Hz, starting ``delay`` s from now, fading out over ``length`` s. */
  function tone(ctx, { type = "sine", from, to = from, delay = 0, length, volume }) {
    const start = ctx.currentTime + delay;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(from, start);
    oscillator.frequency.exponentialRampToValueAtTime(to, start + length);
    gain.gain.setValueAtTime(volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + length + 0.02);
  }

  /** The sounds: a short wooden knock for a move, a heavier double knock for a capture-like
   *  move, three high beeps for low time. */
  const SOUNDS = {
    move: (ctx) => tone(ctx, { type: "triangle", from: 520, to: 260, length: 0.08, volume: 0.35 }),
    capture: (ctx) => {
      tone(ctx, { type: "triangle", from: 300, to: 110, length: 0.14, volume: 0.45 });
      tone(ctx, { type: "square", from: 700, to: 350, delay: 0.05, length: 0.06, volume: 0.08 });
    },
    lowTime: (ctx) => {
      for (const delay of [0, 0.16, 0.32]) tone(ctx, { from: 990, length: 0.09, volume: 0.18, delay });
    },
  };

  /** Play sound ``name`` if the reader has sounds on; whether it was played. */
  function play(name) {
    if (!boardlab.preferences.soundsOn()) return false;
    const ctx = context();
    if (!ctx) return false;
    SOUNDS[name](ctx);
    return true;
  }

  boardlab.preferences.addSoundsToggle();      // the header's toggle, on this page that plays sounds

  // A browser starts audio only after the reader has used the page: wake the context then.
  for (const kind of ["pointerdown", "keydown"]) {
    document.addEventListener(kind, () => { if (audio && audio.state === "suspended") audio.resume(); }, { capture: true });
  }

  // --- what counts as a capture ---------------------------------------------------------------

  /** Each game's things on the board, counted from its position string (a sound needs no more
   *  than that; the rules stay on the server). Capture-like: the count went down. C1: a tile
   *  captured ("Pc3xa5": the tiles field's letters; its pieces are immortal, counted all the
   *  same); CCC: a piece removed (letters of the board); Cubes: a cube knocked off the board;
   *  AXIOM: a cube eliminated or a sceptre gone ("Sc3.3Uxc3.2S"). Comet, played together, has none. */
  const PIECES = {
    c1: (position) => letters(field(position, 0)) + letters(field(position, 1)),
    ccc: (position) => letters(field(position, 0)),
    cubes: (position) => letters(field(position, 0)),
    axiom: (position) => entries(field(position, 0)) + entries(field(position, 1)),
  };

  function field(position, index) { return (position || "").split(" ")[index] || ""; }
  function letters(text) { return (text.match(/[A-Za-z]/g) || []).length; }
  function entries(text) { return text ? text.split(",").length : 0; }

  /** The sound for going from ``before`` to ``after`` (views of one game): "capture", "move",
   *  or null when no step was added (a takeback, a draw offer, the game ending by resignation). */
  function moveSound(before, after) {
    if (!before || after.step <= before.step) return null;
    const count = PIECES[after.game];
    return count && count(after.position) < count(before.position) ? "capture" : "move";
  }

  /** A new view of the game arrived: sound its move, if any. */
  function moved(before, after) {
    const name = moveSound(before, after);
    return name ? play(name) : false;
  }

  return { show, yourTurn, title, moved, moveSound, lowTime: () => play("lowTime"), play };
})();
