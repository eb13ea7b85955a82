// A player's profile: their rating per game and variant, and their recent games with results.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const name = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());

  async function start() {
    $("player-name").textContent = name;
    document.title = `${name} – boardlab`;
    let profile;
    try {
      profile = await boardlab.api("GET", `/api/players/${encodeURIComponent(name)}`);
    } catch (error) {
      $("player-error").textContent = error.status === 404 ? `There is no player called “${name}” here.` : error.message;
      return;
    }
    showRatings(profile.ratings);
    showGames(profile.games);
  }

  function showRatings(ratings) {
    $("player-ratings-box").classList.remove("hidden");
    $("no-ratings").classList.toggle("hidden", ratings.length > 0);
    $("player-ratings").classList.toggle("hidden", ratings.length === 0);
    const body = document.querySelector("#player-ratings tbody");
    for (const entry of ratings) {
      const row = body.insertRow();
      row.insertCell().textContent = entry.variant;
      row.insertCell().textContent = String(entry.rating);
      row.insertCell().textContent = `±${entry.deviation}`;
      row.insertCell().textContent = String(entry.games);
    }
  }

  function showGames(games) {
    $("player-games-box").classList.remove("hidden");
    $("no-player-games").classList.toggle("hidden", games.length > 0);
    $("player-games").classList.toggle("hidden", games.length === 0);
    const body = document.querySelector("#player-games tbody");
    for (const game of games) {
      const row = body.insertRow();
      row.insertCell().textContent = `${game.title} (${game.seat})`;
      const opponent = row.insertCell();
      if (game.opponent_account) opponent.append(boardlab.profileLink(game.opponent));
      else opponent.textContent = game.opponent || boardlab.t("player-anonymous");
      const result = row.insertCell();
      result.textContent = game.result === null ? boardlab.t("player-playing", { seat: boardlab.seatName(game.to_move) })
        : game.reason ? `${game.result} (${game.reason})` : game.result;
      if (game.result) result.className = `result-${game.result}`;
      row.insertCell().textContent = game.rated ? boardlab.t("lobby-rated-word") : "";
      const link = document.createElement("a");
      link.href = `/games/${game.id}`;
      link.textContent = boardlab.t("lobby-open-link");
      row.insertCell().append(link);
    }
  }

  start();
})();
