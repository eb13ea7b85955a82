// "Your move" notices, shared by the lobby and the game page: follows my games over one
// WebSocket (/api/watch), counts those waiting for my move in the tab title, and shows a browser
// notification when one starts waiting, if the player allowed notifications (a button asks;
// never unprompted). The game in view counts only while the page is hidden.
"use strict";

const turns = (() => {
  const TITLE_SUFFIX = `${boardlab.t("turns-your-move")} — boardlab`;
  let baseTitle = document.title;
  let viewing = null;           // the id of the game shown on this page (null in the lobby)
  let mine = {};                // game id -> the seats this browser or account plays there
  const games = {};             // game id -> its latest summary
  const waiting = new Set();    // ids of games waiting for my move
  let listeners = [];
  let socket = null;
  let followed = "";
  let retry = 1000;

  /** The page's own title, shown when no game waits (and after the count when some do). */
  function setBaseTitle(title) {
    baseTitle = title;
    showTitle();
  }

  /** Follow these games: {id: [my seats]}; ``viewingId`` is the game shown on this page, if any. */
  function follow(seatsById, viewingId = null) {
    mine = seatsById;
    viewing = viewingId;
    const ids = Object.keys(mine).filter((id) => mine[id].length).sort();
    const key = ids.join(",");
    if (key === followed && socket) return;
    followed = key;
    if (socket) { socket.onclose = null; socket.close(); socket = null; }
    if (ids.length) connect(ids);
  }

  function connect(ids) {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const query = encodeURIComponent(ids.slice(0, 100).join(","));
    const opened = new WebSocket(`${scheme}://${location.host}/api/watch?games=${query}`);
    socket = opened;
    let first = true;
    opened.onmessage = (event) => {
      const data = JSON.parse(event.data);
      for (const summary of data.games || []) receive(summary, !first);
      first = false;
      showTitle();
    };
    opened.onopen = () => { retry = 1000; };
    opened.onclose = () => {
      if (socket !== opened) return;
      socket = null;
      setTimeout(() => { if (!socket && followed === ids.join(",")) connect(ids); }, retry);
      retry = Math.min(retry * 2, 30000);
    };
  }

  /** Whether the game waits for my move: mine to move, and someone else (or a computer) plays too. */
  function waitsForMe(summary) {
    const seats = mine[summary.id] || [];
    const allMine = summary.seats.every((seat) => seats.includes(seat));
    return !summary.is_over && Boolean(summary.to_move) && seats.includes(summary.to_move) && !allMine;
  }

  function receive(summary, live) {
    const before = waiting.has(summary.id);
    games[summary.id] = summary;
    if (waitsForMe(summary)) waiting.add(summary.id); else waiting.delete(summary.id);
    if (live && !before && waiting.has(summary.id) && counts(summary.id)) notify(summary);
    for (const listener of listeners) listener(summary, live);
  }

  /** Whether a waiting game counts here: any game but the one in view, that one only while hidden. */
  function counts(id) {
    return id !== viewing || document.hidden;
  }

  function waitingCount() {
    return [...waiting].filter(counts).length;
  }

  function showTitle() {
    const count = waitingCount();
    document.title = count ? `(${count}) ${TITLE_SUFFIX}` : baseTitle;
  }

  function notify(summary) {
    if (!("Notification" in window) || Notification.permission !== "granted") return;
    const shown = new Notification(boardlab.t("turns-your-move"), { body: `${summary.title}: ${boardlab.t("lobby-your-move")}`,
                                                                 tag: `boardlab-${summary.id}` });
    shown.onclick = () => {
      window.focus();
      if (summary.id !== viewing) location.href = `/games/${summary.id}`;
      shown.close();
    };
  }

  /** A button that asks for permission to notify (only when clicked); hidden where it cannot help. */
  function permissionButton(button) {
    const refresh = () => {
      const supported = "Notification" in window;
      const state = supported ? Notification.permission : "unsupported";
      button.classList.toggle("hidden", state !== "default");
    };
    button.addEventListener("click", async () => {
      if ("Notification" in window) await Notification.requestPermission();
      refresh();
    });
    refresh();
  }

  /** The games this browser holds seats in (local storage) and the account's games, as {id: [seats]}. */
  async function myGames() {
    const found = {};
    for (const [id, entry] of Object.entries(boardlab.knownGames())) found[id] = [...(entry.seats || [])];
    try {
      for (const game of await boardlab.api("GET", "/api/account/games")) {
        found[game.id] = [...new Set([...(found[game.id] || []), game.seat])];
      }
    } catch (_) { /* logged out: only this browser's games */ }
    return found;
  }

  document.addEventListener("visibilitychange", showTitle);

  return {
    setBaseTitle, follow, myGames, permissionButton, waitingCount, isWaiting: (id) => waiting.has(id),
    /** Call ``listener(summary, live)`` for each summary (``live``: a change, not the first state). */
    onChange: (listener) => { listeners.push(listener); },
  };
})();
