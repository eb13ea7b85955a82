// Shared by the lobby and the game page: the JSON API and the games this browser holds seats in.
"use strict";

const boardlab = (() => {
  const STORE_KEY = "boardlab.games";

  /** The token standing for "this browser's logged-in account" (sent as the session cookie). */
  const ACCOUNT = "@account";
  let csrf = null;          // the CSRF token of the session, once known

  /** Call the API; resolves to the JSON answer, rejects with an Error carrying `status`. */
  async function api(method, path, { body, token } = {}) {
    const headers = {};
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (token && token !== ACCOUNT) headers["Authorization"] = "Bearer " + token;
    if (csrf && method !== "GET") headers["X-CSRF-Token"] = csrf;
    const response = await fetch(path, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let data = null;
    try { data = text ? JSON.parse(text) : null; } catch (_) { data = text; }
    if (!response.ok) {
      const error = new Error(describeProblem(data) || response.statusText);
      error.status = response.status;
      throw error;
    }
    return data;
  }

  /** The message of an API error body, whether a sentence or FastAPI's validation list. */
  function describeProblem(data) {
    if (!data || data.detail === undefined) return typeof data === "string" ? data : "";
    if (typeof data.detail === "string") return data.detail;
    if (Array.isArray(data.detail)) {
      return data.detail.map((item) => `${(item.loc || []).join(".")}: ${item.msg}`).join("; ");
    }
    return JSON.stringify(data.detail);
  }

  /** Every game this browser knows: id -> {game, tokens: [..], seats: [..], invites: {seat: url}, created}
   *  (``seats``: those the tokens hold, once a page has asked). */
  function knownGames() {
    try { return JSON.parse(localStorage.getItem(STORE_KEY) || "{}"); } catch (_) { return {}; }
  }

  function saveGames(games) { localStorage.setItem(STORE_KEY, JSON.stringify(games)); }

  /** Remember a game, adding tokens and invitation links to what is already known. */
  function rememberGame(id, { game, tokens = [], invites = {}, seats = [] } = {}) {
    const games = knownGames();
    const entry = games[id] || { game, tokens: [], invites: {}, created: Date.now() };
    if (game) entry.game = game;
    for (const token of tokens) if (token && !entry.tokens.includes(token)) entry.tokens.push(token);
    entry.seats = entry.seats || [];
    for (const seat of seats) if (!entry.seats.includes(seat)) entry.seats.push(seat);
    Object.assign(entry.invites, invites);
    games[id] = entry;
    saveGames(games);
    return entry;
  }

  function forgetGame(id) {
    const games = knownGames();
    delete games[id];
    saveGames(games);
  }

  /** "White wins", "Draw", "Solved": a result in words. */
  function resultText(winner) {
    if (!winner) return "";
    if (["draw", "solved", "unsolved", "aborted"].includes(winner)) return capitalise(winner);
    return `${capitalise(winner)} wins`;
  }

  function capitalise(text) { return text ? text[0].toUpperCase() + text.slice(1) : text; }

  /** Whether a drawing can be turned (its view options include rotation). */
  function canRotate(view) {
    return Boolean(view && (view.view_options || []).includes("rotation"));
  }

  /** ``rotation`` turned by ``degrees`` (positive: anticlockwise seen from above), kept in 0..359. */
  function turned(rotation, degrees) { return (rotation + degrees + 360) % 360; }

  /** A link to a player's profile page (the name as text, never as markup). */
  function profileLink(name) {
    const link = document.createElement("a");
    link.href = `/players/${encodeURIComponent(name)}`;
    link.className = "player-link";
    link.textContent = name;
    return link;
  }

  /** Put text on the clipboard (falling back to a selected text area on plain-http pages). */
  async function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      try { await navigator.clipboard.writeText(text); return true; } catch (_) { /* fall back */ }
    }
    const area = document.createElement("textarea");
    area.value = text;
    document.body.appendChild(area);
    area.select();
    let done = false;
    try { done = document.execCommand("copy"); } catch (_) { done = false; }
    area.remove();
    return done;
  }

  /** Create a game; this browser keeps the tokens of ``mySeats`` (all seats when null).
   *  When logged in, those seats are linked to the account too (they follow it to any device). */
  async function createGame(request, mySeats) {
    // Every human seat played here and no link handed out: the server keeps engine help on.
    const humans = Object.entries(request.players || {}).filter(([, spec]) => spec === "human").map(([seat]) => seat);
    const sameScreen = mySeats === null || humans.every((seat) => mySeats.includes(seat));
    const created = await api("POST", "/api/games", { body: sameScreen ? { ...request, same_screen: true } : request });
    const tokens = [];
    const seats = [];
    const invites = {};
    for (const [seat, link] of Object.entries(created.seats)) {
      if (mySeats === null || mySeats.includes(seat)) { tokens.push(link.token); seats.push(seat); }
      else invites[seat] = link.url;
    }
    rememberGame(created.id, { game: created.game, tokens, invites, seats });
    await claimSeats(created.id, tokens);
    return created;
  }

  /** The logged-in account ({name, csrf}) or null; remembers the CSRF token for later calls. */
  async function account() {
    try {
      const me = await api("GET", "/api/account");
      csrf = me.csrf;
      return me;
    } catch (_) {
      csrf = null;
      return null;
    }
  }

  function setSession(session) { csrf = session ? session.csrf : null; }

  /** Link the seats of these tokens to the logged-in account (nothing when logged out). */
  async function claimSeats(gameId, tokens) {
    if (!csrf) return;
    for (const token of tokens) {
      try { await api("POST", `/api/games/${gameId}/claim`, { token }); } catch (_) { /* not ours any more */ }
    }
  }

  return { api, knownGames, rememberGame, forgetGame, resultText, capitalise, copyText, createGame, account,
           setSession, claimSeats, profileLink, canRotate, turned, ACCOUNT };
})();
