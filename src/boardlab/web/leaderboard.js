// The leaderboards (/players, /players?game=c1): every game's top 10, or one game's top 100,
// from GET /api/players; each name links to its profile.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const chosen = new URLSearchParams(location.search).get("game");

  /** The links to each game's leaderboard, and to all of them. */
  function showTabs(games) {
    const tabs = $("game-tabs");
    const all = document.createElement("a");
    all.href = "/players";
    all.textContent = boardlab.t("frontdoor-all-games");
    if (!chosen) all.setAttribute("aria-current", "page");
    tabs.append(all);
    for (const game of games) {
      const link = document.createElement("a");
      link.href = `/players?game=${encodeURIComponent(game.game)}`;
      link.textContent = boardlab.gameTitle(game.game, game.title);
      if (chosen && chosen.toLowerCase() === game.game) link.setAttribute("aria-current", "page");
      tabs.append(link);
    }
  }

  /** One game's table: rank, player (a link), rating ("?" while provisional), rated games. */
  function board(game, full) {
    const section = document.createElement("section");
    section.className = "card leaderboard";
    section.dataset.game = game.game;
    const heading = document.createElement("h2");
    heading.textContent = boardlab.t("frontdoor-leaderboard", { game: boardlab.gameTitle(game.game, game.title) });
    section.append(heading);
    if (!game.players.length) {
      const none = document.createElement("p");
      none.className = "hint";
      none.textContent = boardlab.t("frontdoor-no-players");
      section.append(none);
      return section;
    }
    const table = document.createElement("table");
    table.className = "ratings leaderboard-table";
    const head = table.createTHead().insertRow();
    for (const id of ["frontdoor-rank", "frontdoor-player", "player-rating", "player-rated-games"]) {
      const cell = document.createElement("th");
      cell.textContent = boardlab.t(id);
      head.append(cell);
    }
    const body = table.createTBody();
    for (const entry of game.players) {
      const row = body.insertRow();
      row.insertCell().textContent = String(entry.rank);
      row.insertCell().append(boardlab.profileLink(entry.name));
      const rating = row.insertCell();
      rating.dir = "ltr";
      rating.textContent = entry.rating + (entry.provisional ? "?" : "");
      if (entry.provisional) rating.title = boardlab.t("frontdoor-provisional");
      row.insertCell().textContent = String(entry.games);
    }
    section.append(table);
    if (!full) {
      const more = document.createElement("a");
      more.href = `/players?game=${encodeURIComponent(game.game)}`;
      more.className = "see-all";
      more.textContent = boardlab.t("frontdoor-see-all");
      section.append(more);
    }
    return section;
  }

  async function start() {
    let everything;
    try {
      everything = await boardlab.api("GET", "/api/players");
      showTabs(everything.games);
      const shown = chosen ? [await boardlab.api("GET", `/api/players?game=${encodeURIComponent(chosen)}`)]
        : everything.games;
      if (chosen) {
        $("leaderboard-heading").textContent = boardlab.t("frontdoor-leaderboard", { game: shown[0].title });
        document.title = `${shown[0].title} – boardlab`;
      }
      for (const game of shown) $("leaderboards").append(board(game, Boolean(chosen)));
    } catch (error) {
      $("leaderboard-error").textContent = error.message;
    }
  }

  $("find-player").addEventListener("submit", (event) => {
    event.preventDefault();
    const name = $("find-name").value.trim();
    if (name) location.href = `/players/${encodeURIComponent(name)}`;
  });
  start();
})();
