// A player's profile: their rating per game and variant, its history drawn as a plot (inline
// SVG), their results (wins, draws, losses) per game, and their recent games with dates.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const name = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
  const SVG = "http://www.w3.org/2000/svg";

  async function start() {
    $("player-name").textContent = name;
    document.title = `${name} – boardlab`;
    let profile;
    try {
      profile = await boardlab.api("GET", `/api/players/${encodeURIComponent(name)}`);
    } catch (error) {
      $("player-error").textContent = error.status === 404 ? boardlab.t("frontdoor-no-player", { name }) : error.message;
      return;
    }
    if (profile.since) $("player-since").textContent = boardlab.t("frontdoor-member-since", { date: boardlab.formatDate(profile.since) });
    showRatings(profile.ratings);
    showHistory(profile.history);
    showResults(profile.results);
    showGames(profile.games);
  }

  /** "C1 (Cone)" for "c1", "C1 (Cone) (Variant: C2: ...)" for "c1 variant=c2": the game and its options in words. */
  function variantName(variant, title) {
    return boardlab.variantText(variant, title);   // the game's title and its options in words
  }

  function showRatings(ratings) {
    $("player-ratings-box").classList.remove("hidden");
    $("no-ratings").classList.toggle("hidden", ratings.length > 0);
    $("player-ratings").classList.toggle("hidden", ratings.length === 0);
    const body = document.querySelector("#player-ratings tbody");
    for (const entry of ratings) {
      const row = body.insertRow();
      row.dataset.variant = entry.variant;
      row.insertCell().textContent = variantName(entry.variant, entry.title);
      const rating = row.insertCell();
      rating.dir = "ltr";
      rating.textContent = String(entry.rating) + (entry.provisional ? "?" : "");
      if (entry.provisional) rating.title = boardlab.t("frontdoor-provisional");
      row.insertCell().textContent = `±${entry.deviation}`;
      row.insertCell().textContent = String(entry.games);
    }
  }

  /** The rating history: a choice of variant (those with rated games) and its plot. */
  function showHistory(history) {
    if (!history.length) return;
    $("player-history-box").classList.remove("hidden");
    const variants = [...new Map(history.map((h) => [h.variant, h.title])).entries()];
    const select = $("history-variant");
    for (const [variant, title] of variants) select.add(new Option(variantName(variant, title), variant));
    $("history-choice-row").classList.toggle("hidden", variants.length < 2);
    const draw = () => {
      const points = history.filter((h) => h.variant === select.value).slice().reverse();   // oldest first
      $("rating-plot").replaceChildren(plot(points, variantName(select.value, points[0].title)));
    };
    select.addEventListener("change", draw);
    draw();
  }

  function svgElement(tag, attributes, text) {
    const element = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
    if (text !== undefined) element.textContent = text;
    return element;
  }

  /** The rating after each rated game, left to right (oldest first): a line with a dot per game
   *  (its date, result and rating on hover), the lowest and highest rating on the axis, and the
   *  first and last dates beneath. Drawn as inline SVG: no plotting library. */
  function plot(points, title) {
    // As wide as the card allows (so its words keep their size on a phone), at most 720 px.
    const width = Math.round(Math.max(300, Math.min(720, $("rating-plot").clientWidth || 640)));
    const height = 220, left = 48, right = 12, top = 12, bottom = 30;
    const ratings = points.map((p) => p.rating);
    let low = Math.min(...ratings), high = Math.max(...ratings);
    if (high - low < 40) { low -= 20; high += 20; }       // a flat history still shows as a line
    const x = (i) => left + (points.length === 1 ? (width - left - right) / 2 : i * (width - left - right) / (points.length - 1));
    const y = (r) => top + (high - r) * (height - top - bottom) / (high - low);
    const svg = svgElement("svg", { viewBox: `0 0 ${width} ${height}`, class: "rating-plot", role: "img",
      "aria-label": boardlab.t("frontdoor-plot-label", { name, game: title }), dir: "ltr" });
    for (const value of [low, high]) {
      svg.append(svgElement("line", { x1: left, x2: width - right, y1: y(value), y2: y(value), class: "grid" }));
      svg.append(svgElement("text", { x: left - 6, y: y(value) + 4, "text-anchor": "end", class: "label" }, String(Math.round(value))));
    }
    svg.append(svgElement("polyline", { points: points.map((p, i) => `${x(i)},${y(p.rating)}`).join(" "), class: "curve" }));
    points.forEach((p, i) => {
      const dot = svgElement("circle", { cx: x(i), cy: y(p.rating), r: 4, class: `dot score-${p.score}` });
      dot.append(svgElement("title", {}, `${boardlab.formatDate(p.played_at)} · ${boardlab.t(resultId(p.score))} · ${p.rating}`));
      svg.append(dot);
    });
    const first = points[0], last = points[points.length - 1];
    svg.append(svgElement("text", { x: left, y: height - 8, class: "label" }, boardlab.formatDate(first.played_at)));
    if (points.length > 1) {
      svg.append(svgElement("text", { x: width - right, y: height - 8, "text-anchor": "end", class: "label" },
        boardlab.formatDate(last.played_at)));
    }
    return svg;
  }

  function resultId(score) { return score === 1 ? "frontdoor-result-win" : score === 0 ? "frontdoor-result-loss" : "frontdoor-result-draw"; }

  function showResults(results) {
    if (!results.length) return;
    $("player-results-box").classList.remove("hidden");
    const body = document.querySelector("#player-results tbody");
    for (const entry of results) {
      const row = body.insertRow();
      row.dataset.game = entry.game;
      row.insertCell().textContent = boardlab.gameTitle(entry.game, entry.title);
      for (const key of ["win", "draw", "loss"]) row.insertCell().textContent = String(entry[key]);
    }
  }

  /** A result in the reader's words: win, loss or draw from the player's side; others as the game says. */
  function resultText(game) {
    const words = { win: "frontdoor-result-win", loss: "frontdoor-result-loss", draw: "frontdoor-result-draw" };
    const said = words[game.result] ? boardlab.t(words[game.result]) : boardlab.resultText(game.result);
    return game.reason ? `${said} (${boardlab.reasonText(game.reason)})` : said;
  }

  function showGames(games) {
    $("player-games-box").classList.remove("hidden");
    $("no-player-games").classList.toggle("hidden", games.length > 0);
    $("player-games").classList.toggle("hidden", games.length === 0);
    const body = document.querySelector("#player-games tbody");
    for (const game of games) {
      const row = body.insertRow();
      row.insertCell().textContent = boardlab.t("games-title-seat", { title: boardlab.gameTitle(game.game, game.title),
        seat: boardlab.seatName(game.seat) });
      row.insertCell().append(boardlab.opponentWords(game, false));
      const result = row.insertCell();
      result.textContent = game.result === null ? boardlab.t("player-playing", { seat: boardlab.seatName(game.to_move) })
        : resultText(game);
      if (game.result) result.className = `result-${game.result}`;
      row.insertCell().textContent = game.rated ? boardlab.t("lobby-rated-word") : "";
      row.insertCell().textContent = boardlab.formatDate(game.updated_at);
      const link = document.createElement("a");
      link.href = `/games/${game.id}`;
      link.textContent = boardlab.t("lobby-open-link");
      row.insertCell().append(link);
    }
  }

  start();
})();
