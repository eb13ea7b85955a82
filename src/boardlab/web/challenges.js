// The lobby's open challenges, live over WS /api/lobby/ws: Accept with one click (the game is
// created and this page opens it), Cancel your own. This browser keeps each challenge it posted
// with its token (local storage), holds it open while the page is here, and, when someone
// accepts, opens the game with that token, which is its seat token there.
"use strict";

const boardlabChallenges = (() => {
  const $ = (id) => document.getElementById(id);
  const STORE_KEY = "boardlab.challenges";
  let socket = null;
  let retry = 500;
  let listed = [];
  let signedIn = false;   // a rated challenge is accepted only by a logged-in account
  const listeners = [];   // told after every change of the list (home.js follows its quick challenge)

  /** Tell the list whether this browser is logged in (the lobby's account box knows). */
  function setSignedIn(value) {
    signedIn = Boolean(value);
    render();
  }

  /** The challenges this browser posted: id -> {token, game}. */
  function mine() {
    try { return JSON.parse(localStorage.getItem(STORE_KEY) || "{}"); } catch (_) { return {}; }
  }

  function saveMine(entries) { localStorage.setItem(STORE_KEY, JSON.stringify(entries)); }

  function forget(id) {
    const entries = mine();
    delete entries[id];
    saveMine(entries);
  }

  /** Post a new challenge; it appears in the list (live) with a Cancel button. */
  async function post(request) {
    const created = await boardlab.api("POST", "/api/lobby/challenges", { body: request });
    saveMine({ ...mine(), [created.id]: { token: created.token, game: created.game } });
    hold();
    render();     // the live list may have arrived before the answer: show it as ours
    return created;
  }

  /** Tell the server this page is still here for each of its open challenges. */
  function hold() {
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    const holds = Object.entries(mine()).map(([id, entry]) => ({ id, token: entry.token }));
    socket.send(JSON.stringify({ hold: holds }));
  }

  /** Open the game of an accepted challenge of ours: its token is our seat token there. */
  async function openGame(challengeId, gameId) {
    const entry = mine()[challengeId];
    if (!entry) return;
    boardlab.rememberGame(gameId, { game: entry.game, tokens: [entry.token] });
    forget(challengeId);
    await boardlab.claimSeats(gameId, [entry.token]);
    location.href = `/games/${gameId}`;
  }

  async function accept(challenge, button) {
    $("challenge-error").textContent = "";
    button.disabled = true;
    try {
      const game = await boardlab.api("POST", `/api/lobby/challenges/${challenge.id}/accept`);
      boardlab.rememberGame(game.id, { game: game.game, tokens: [game.token] });
      location.href = `/games/${game.id}`;
    } catch (error) {
      $("challenge-error").textContent = error.message;
      button.disabled = false;
    }
  }

  async function cancel(challenge) {
    $("challenge-error").textContent = "";
    const entry = mine()[challenge.id];
    try {
      await boardlab.api("POST", `/api/lobby/challenges/${challenge.id}/cancel`, { token: entry && entry.token });
      forget(challenge.id);
    } catch (error) {
      $("challenge-error").textContent = error.message;
    }
  }

  function optionsText(game, options) {
    const text = boardlab.optionsText(game, options);
    return text ? ` (${text})` : "";
  }

  // --- the rating filter: only challengers rated within [min, max] (either may be empty) ------

  const FILTER_KEY = "boardlab.ratingFilter";

  /** The range asked for: {min, max}, each a number or null. */
  function ratingRange() {
    const read = (id) => ($(id).value.trim() === "" ? null : Number($(id).value));
    return { min: read("rating-min"), max: read("rating-max") };
  }

  /** Whether a challenge passes the filter: any challenge with no range, else a creator rated
   *  within it (an anonymous creator has no rating: a range leaves them out, as the API does).
   *  Your own challenges always show. */
  function passes(challenge, range, own) {
    if (own[challenge.id] || (range.min === null && range.max === null)) return true;
    const rating = challenge.creator_rating;
    if (rating === null || rating === undefined) return false;
    return (range.min === null || rating >= range.min) && (range.max === null || rating <= range.max);
  }

  function setUpFilter() {
    let saved = {};
    try { saved = JSON.parse(localStorage.getItem(FILTER_KEY) || "{}"); } catch (_) { saved = {}; }
    $("rating-min").value = saved.min ?? "";
    $("rating-max").value = saved.max ?? "";
    const changed = () => {
      localStorage.setItem(FILTER_KEY, JSON.stringify(ratingRange()));
      render();
    };
    $("rating-min").addEventListener("input", changed);
    $("rating-max").addEventListener("input", changed);
    $("rating-clear").addEventListener("click", () => { $("rating-min").value = ""; $("rating-max").value = ""; changed(); });
  }

  /** The creator's rating for the challenge's game: "1612", "1500?" while provisional, "–" for none. */
  function ratingCell(cell, challenge) {
    if (challenge.creator_rating === null || challenge.creator_rating === undefined) { cell.textContent = "–"; return; }
    cell.textContent = challenge.creator_rating + (challenge.creator_provisional ? "?" : "");
    cell.dir = "ltr";
    if (challenge.creator_provisional) cell.title = boardlab.t("frontdoor-provisional");
  }

  function render() {
    const own = mine();
    const range = ratingRange();
    const shown = listed.filter((challenge) => passes(challenge, range, own));
    const hidden = listed.length - shown.length;
    $("filtered-out").classList.toggle("hidden", hidden === 0);
    $("filtered-out").textContent = hidden ? boardlab.t("frontdoor-hidden-by-filter", { count: hidden }) : "";
    $("no-challenges").classList.toggle("hidden", listed.length > 0);
    $("challenges-table").classList.toggle("hidden", shown.length === 0);
    const body = document.querySelector("#challenges-table tbody");
    body.innerHTML = "";
    for (const challenge of shown) {
      const row = body.insertRow();
      row.dataset.challenge = challenge.id;
      row.classList.toggle("mine", Boolean(own[challenge.id]));
      row.insertCell().textContent = boardlab.gameTitle(challenge.game, challenge.title)
        + optionsText(challenge.game, challenge.options);
      row.insertCell().textContent = challenge.time_control || boardlab.t("lobby-untimed-short");
      row.insertCell().textContent = challenge.colour === "random" ? boardlab.t("games-colour-random")
        : boardlab.seatName(challenge.colour);
      row.insertCell().textContent = boardlab.t(challenge.rated ? "lobby-rated-word" : "lobby-casual");
      const creator = row.insertCell();
      if (challenge.creator) creator.append(boardlab.profileLink(challenge.creator));
      else creator.textContent = boardlab.t("lobby-anonymous");
      ratingCell(row.insertCell(), challenge);
      const actions = row.insertCell();
      const button = document.createElement("button");
      if (own[challenge.id]) {
        button.textContent = boardlab.t("game-cancel");
        button.className = "cancel-challenge";
        button.addEventListener("click", () => cancel(challenge));
        actions.append(boardlab.t("frontdoor-yours-waiting"), " ", button);
      } else if (challenge.rated && !signedIn) {
        button.textContent = boardlab.t("lobby-log-in-to-accept");        // the server refuses it too, saying why
        button.className = "accept-challenge";
        button.disabled = true;
        button.title = boardlab.t("games-rated-needs-accounts");
        actions.append(button);
      } else {
        button.textContent = boardlab.t("game-accept");
        button.className = "primary accept-challenge";
        button.addEventListener("click", () => accept(challenge, button));
        actions.append(button);
      }
    }
  }

  /** Apply a lobby message: the whole list (``challenges``, on connecting or after a gap), else
   * one change: a challenge created, or challenges gone (accepted, cancelled, expired). */
  function received(message) {
    if (message.type === "chat") { boardlabLobbyChat.add(message.chat); return; }   // lobby_chat.js
    if (message.type === "challenges") {
      listed = message.challenges || [];
    } else if (message.type === "created" && message.challenge) {
      listed = listed.filter((c) => c.id !== message.challenge.id).concat([message.challenge]);
    } else {
      const gone = new Set(message.ids || (message.id ? [message.id] : []));
      listed = listed.filter((c) => !gone.has(c.id));
    }
    if (message.type === "accepted" && mine()[message.id]) {
      openGame(message.id, message.game_id);
      return;
    }
    render();
    for (const listener of listeners) listener(listed);
  }

  /** Our challenges that are not open any more: open the game of an accepted one, forget the rest. */
  async function settleMine() {
    for (const id of Object.keys(mine())) {
      if (listed.some((c) => c.id === id)) continue;
      try {
        const challenge = await boardlab.api("GET", `/api/lobby/challenges/${id}`);
        if (challenge.status === "accepted") { await openGame(id, challenge.game_id); return; }
        if (challenge.status !== "open") forget(id);
      } catch (error) {
        if (error.status === 404) forget(id);
      }
    }
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/api/lobby/ws`);
    let first = true;
    socket.addEventListener("open", () => {
      retry = 500;
      $("lobby-connection").textContent = boardlab.t("conn-live");
      hold();
    });
    socket.addEventListener("message", (event) => {
      received(JSON.parse(event.data));
      if (first) { first = false; settleMine(); }
    });
    socket.addEventListener("close", () => {
      $("lobby-connection").textContent = boardlab.t("conn-reconnecting");
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    });
  }

  /** Keep a challenge this page opened by another way (quick pairing, home.js): held open while
   *  the page is here, and its game opened when someone accepts it. */
  function adopt(challenge, token) {
    saveMine({ ...mine(), [challenge.id]: { token, game: challenge.game } });
    hold();
    render();
  }

  setUpFilter();
  connect();
  boardlab.account().then(setSignedIn);      // (the lobby's account box tells us of later changes)
  return { post, mine, adopt, cancel, setSignedIn, onChange: (listener) => listeners.push(listener) };
})();
