// The home page's front door: the games with their pictures and quick pairing, how many players
// are online and games in progress, and the live games to watch (GET /api/home, every 10 s).
// A quick pairing either lands in a game at once, or opens a challenge that challenges.js holds
// (and opens the game of when someone accepts it); this file shows it and cancels it.
"use strict";

const boardlabHome = (() => {
  const $ = (id) => document.getElementById(id);
  const REFRESH_MS = 10000;
  const QUICK_KEY = "boardlab.quickPairing";     // the challenge quick pairing is waiting on, if any

  /** The waiting quick challenge ({id, game, title, time_control}) or null. */
  function waiting() {
    try { return JSON.parse(localStorage.getItem(QUICK_KEY) || "null"); } catch (_) { return null; }
  }

  function setWaiting(challenge) {
    if (challenge) localStorage.setItem(QUICK_KEY, JSON.stringify(challenge));
    else localStorage.removeItem(QUICK_KEY);
    showWaiting();
  }

  function showWaiting() {
    const challenge = waiting();
    $("quick-status").classList.toggle("hidden", !challenge);
    for (const button of document.querySelectorAll(".quick-buttons button")) {
      const chosen = challenge && button.dataset.game === challenge.game && button.dataset.control === challenge.time_control;
      button.classList.toggle("chosen", Boolean(chosen));
      button.setAttribute("aria-pressed", chosen ? "true" : "false");
    }
    if (!challenge) return;
    $("quick-waiting").textContent = boardlab.t("frontdoor-quick-waiting",
      { game: challenge.title, time: challenge.time_control });
  }

  /** One click: join a waiting matching challenge, or open one and wait (see frontdoor.py). */
  async function quickPair(game, control, button) {
    $("quick-error").textContent = "";
    if (waiting()) await cancelWaiting();                    // one quick pairing at a time
    button.disabled = true;
    try {
      const answer = await boardlab.api("POST", "/api/lobby/quick", { body: { game, time_control: control } });
      if (answer.status === "paired") {
        boardlab.rememberGame(answer.id, { game: answer.game || game, tokens: [answer.token], seats: [answer.seat] });
        location.href = `/games/${answer.id}`;
        return;
      }
      boardlabChallenges.adopt(answer.challenge, answer.token);   // held open; opened when accepted
      setWaiting({ id: answer.challenge.id, game, title: answer.challenge.title, time_control: control });
    } catch (error) {
      $("quick-error").textContent = error.message;
    } finally {
      button.disabled = false;
    }
  }

  async function cancelWaiting() {
    const challenge = waiting();
    if (!challenge) return;
    setWaiting(null);
    await boardlabChallenges.cancel({ id: challenge.id });
  }

  /** The quick challenge is not in the list: if it is no longer open (accepted: challenges.js
   *  opens the game; cancelled; expired while the page was away), stop showing it as waiting.
   *  Asked of the server, since the list may not have caught up with a challenge just opened. */
  async function followList(listed) {
    const challenge = waiting();
    if (!challenge || listed.some((c) => c.id === challenge.id)) return;
    try {
      const found = await boardlab.api("GET", `/api/lobby/challenges/${challenge.id}`);
      if (found.status !== "open") setWaiting(null);
    } catch (error) {
      if (error.status === 404) setWaiting(null);
    }
  }

  /** A card per game: its start position as its own code draws it, a line, and quick pairing. */
  function showGames(games, controls) {
    const cards = $("game-cards");
    cards.innerHTML = "";
    for (const game of games) {
      const card = document.createElement("article");
      card.className = "game-card";
      card.dataset.game = game.name;
      const picture = document.createElement("a");
      picture.className = "game-picture";
      picture.href = `/rules/${encodeURIComponent(game.name)}`;
      const image = document.createElement("img");
      image.src = `/api/registry/${encodeURIComponent(game.name)}/svg`;
      image.alt = boardlab.t("frontdoor-picture-alt", { game: boardlab.gameTitle(game.name, game.title) });
      image.loading = "lazy";
      picture.append(image);
      const title = document.createElement("h3");
      title.textContent = boardlab.gameTitle(game.name, game.title);
      const line = document.createElement("p");
      line.className = "hint game-line";
      line.textContent = boardlab.hasText(`frontdoor-line-${game.name}`) ? boardlab.t(`frontdoor-line-${game.name}`) : "";
      const buttons = document.createElement("div");
      buttons.className = "quick-buttons";
      buttons.setAttribute("role", "group");
      buttons.setAttribute("aria-label", boardlab.t("frontdoor-quick-group", { game: boardlab.gameTitle(game.name, game.title) }));
      for (const control of game.quick ? controls : []) {
        const button = document.createElement("button");
        button.type = "button";
        button.dataset.game = game.name;
        button.dataset.control = control;
        button.dir = "ltr";
        button.textContent = control;
        button.title = boardlab.t("frontdoor-quick-button", { game: boardlab.gameTitle(game.name, game.title), time: control });
        button.addEventListener("click", () => quickPair(game.name, control, button));
        buttons.append(button);
      }
      card.append(picture, title, line, buttons);
      cards.append(card);
    }
    showWaiting();
  }

  /** The live games: each a small picture of its position, its players and a link to watch. */
  function showLive(games) {
    $("no-live-games").classList.toggle("hidden", games.length > 0);
    const list = $("live-games");
    const pictures = new Map([...list.querySelectorAll("img")].map((img) => [img.dataset.key, img]));
    list.innerHTML = "";
    for (const game of games) {
      const item = document.createElement("li");
      item.dataset.id = game.id;
      const link = document.createElement("a");
      link.href = `/games/${game.id}`;
      link.className = "live-picture";
      const key = `${game.id}/${game.steps}`;
      const image = pictures.get(key) || document.createElement("img");    // redrawn only after a move
      image.dataset.key = key;
      image.src = `/api/games/${game.id}/svg?step=${game.steps}`;
      image.alt = boardlab.t("frontdoor-live-alt", { game: boardlab.gameTitle(game.game, game.title) });
      link.append(image);
      const words = document.createElement("div");
      const title = document.createElement("strong");
      title.textContent = boardlab.gameTitle(game.game, game.title);
      const players = document.createElement("div");
      game.seats.forEach((seat, index) => {
        if (index) players.append(" – ");
        const name = game.names[seat];
        players.append(name ? boardlab.profileLink(name) : boardlab.t("lobby-anonymous"));
      });
      const about = document.createElement("div");
      about.className = "hint";
      const time = game.time_control || boardlab.t("lobby-untimed-short");
      about.textContent = [time, boardlab.t(game.rated ? "lobby-rated-word" : "lobby-casual"),
        boardlab.t("frontdoor-steps", { count: game.steps })].join(" · ");
      const watch = document.createElement("a");
      watch.href = `/games/${game.id}`;
      watch.className = "watch-link";
      watch.textContent = boardlab.t("frontdoor-watch");
      words.append(title, players, about, watch);
      item.append(link, words);
      list.append(item);
    }
  }

  async function refresh(first) {
    try {
      const home = await boardlab.api("GET", "/api/home");
      $("online-count").textContent = boardlab.t("frontdoor-online", { count: home.online });
      $("playing-count").textContent = boardlab.t("frontdoor-playing", { count: home.playing });
      if (first) showGames(home.games, home.quick_controls);
      showLive(home.live);
    } catch (error) {
      if (first) $("quick-error").textContent = boardlab.t("lobby-cannot-reach", { problem: error.message });
    }
  }

  /** Quick pairing is rated for a logged-in player, casual otherwise: say which (lobby.js tells
   *  us when the player logs in or out). */
  function setSignedIn(me) {
    $("quick-kind").textContent = boardlab.t(me ? "frontdoor-quick-rated" : "frontdoor-quick-casual");
  }

  $("quick-cancel").addEventListener("click", cancelWaiting);
  boardlabChallenges.onChange(followList);
  boardlab.account().then(setSignedIn);
  refresh(true);
  setTimeout(() => refresh(false), 2500);     // this page's own connection counts once it is written
  setInterval(() => { if (!document.hidden) refresh(false); }, REFRESH_MS);
  return { setSignedIn };
})();
