// The lobby: choose a game, its options, the opponent and the time control (or post an open
// challenge: challenges.js lists them live); list this browser's games.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  let catalog = { games: [], agents: [], ladder: {} };
  let seats = [];

  async function start() {
    try {
      catalog = await boardlab.api("GET", "/api/registry");
    } catch (error) {
      $("create-error").textContent = boardlab.t("lobby-cannot-reach", { problem: error.message });
      return;
    }
    for (const game of catalog.games) {
      $("game-select").add(new Option(boardlab.gameTitle(game.name, game.title), game.name));
    }
    if (catalog.games.some((g) => g.name === "c1")) $("game-select").value = "c1";
    for (const spec of catalog.agents) $("agent-select").add(new Option(boardlab.agentName(spec), spec));
    $("agent-select").addEventListener("change", () => { $("agent-select").title = $("agent-select").selectedOptions[0]?.title || ""; });
    $("agent-select").add(new Option(boardlab.t("lobby-other"), ""));
    const preferred = catalog.agents.includes("medium") ? "medium" : catalog.agents[0];
    if (preferred) $("agent-select").value = preferred;
    $("game-select").addEventListener("change", showOptions);
    $("game-select").addEventListener("change", showOpponent);   // (comet offers its goal by agreement)
    $("agent-select").addEventListener("change", () => {
      $("agent-custom").classList.toggle("hidden", $("agent-select").value !== "");
    });
    for (const radio of document.querySelectorAll("input[name=opponent]")) {
      radio.addEventListener("change", showOpponent);
    }
    $("time-control").addEventListener("change", () => {
      $("time-custom").classList.toggle("hidden", $("time-control").value !== "custom");
    });
    $("new-game-form").addEventListener("submit", (event) => { event.preventDefault(); createGame(); });
    $("import-button").addEventListener("click", importRecord);
    showOptions();
    showOpponent();
    listGames();
  }

  function currentGame() { return catalog.games.find((g) => g.name === $("game-select").value); }

  /** A list of the values worth offering for a free option (comet's built-in goals); picking
   *  one fills the text box, "other…" lets the player write their own. */
  function suggestionList(game, spec, input) {
    const list = document.createElement("select");
    list.id = `opt-${spec.name}-list`;
    list.setAttribute("aria-label", boardlab.t("games-option-choices", { option: boardlab.optionWords(game, spec).name }));
    for (const value of spec.suggestions) list.add(new Option(boardlab.optionValue(game, spec.name, value), String(value)));
    list.add(new Option(boardlab.t("games-option-other"), ""));
    list.value = spec.suggestions.map(String).includes(String(spec.default)) ? String(spec.default) : "";
    list.addEventListener("change", () => {
      if (list.value) { input.value = list.value; refreshSeats(); } else { input.value = ""; input.focus(); }
    });
    input.addEventListener("input", () => {
      list.value = spec.suggestions.map(String).includes(input.value) ? input.value : "";
    });
    return list;
  }

  /** Draw an input for each option of the chosen game. */
  function showOptions() {
    const game = currentGame();
    const box = $("options");
    box.innerHTML = "";
    $("game-title").textContent = game ? boardlab.gameTitle(game.name, game.title) : "";
    if (game) {                                  // one click to the game's rules, or to analyse it
      $("game-rules").href = `/rules/${encodeURIComponent(game.name)}`;
      $("game-analysis").href = `/analysis?game=${encodeURIComponent(game.name)}`;
    }
    for (const spec of game ? game.options : []) {
      const words = boardlab.optionWords(game.name, spec);
      const label = document.createElement("label");
      label.textContent = words.name;
      label.title = spec.name;           // the option's id, as the API and records write it
      label.htmlFor = "opt-" + spec.name;
      let input;
      let extra = null;
      if (spec.choices) {
        input = document.createElement("select");
        for (const choice of spec.choices) {
          input.add(new Option(boardlab.optionValue(game.name, spec.name, choice), String(choice)));
        }
        input.value = String(spec.default);
      } else if (spec.type === "bool") {
        input = document.createElement("input");
        input.type = "checkbox";
        input.checked = Boolean(spec.default);
      } else {
        input = document.createElement("input");
        input.type = spec.type === "int" ? "number" : "text";
        if (spec.minimum !== null) input.min = spec.minimum;
        if (spec.maximum !== null) input.max = spec.maximum;
        input.value = String(spec.default);
        if (spec.suggestions) extra = suggestionList(game.name, spec, input);
      }
      input.id = "opt-" + spec.name;
      input.dataset.option = spec.name;
      input.dataset.kind = spec.type;
      input.addEventListener("change", refreshSeats);
      const help = document.createElement("div");
      help.className = "option-help";
      help.textContent = words.help;
      box.append(label, ...(extra ? [extra] : []), input, help);
    }
    setSeats(game ? game.seats : []);
    showLevels();
  }

  /** The strength ladder's figure of level ``spec`` in the chosen game with the options chosen
   *  (``catalog.ladder``, from the server's ladder data), or null: a level, a game or options
   *  without a ladder show no figure. */
  function levelRating(spec) {
    const ladder = (catalog.ladder || {})[$("game-select").value];
    if (!ladder || !ladder.levels[spec]) return null;
    const chosen = chosenOptions();
    const same = (a, b) => Object.keys(a).every((name) => name in b && String(a[name]) === String(b[name]));
    return same(chosen, ladder.options) && same(ladder.options, chosen) ? ladder.levels[spec] : null;
  }

  /** Write each offered level's name with its Elo for the chosen game ("hard · Elo 1,450 ± 80",
   *  numbers in the reader's locale), its tooltip saying what the figure is, and the note under
   *  the list while any level has a figure. */
  function showLevels() {
    const number = new Intl.NumberFormat(boardlab.language.code, { maximumFractionDigits: 0 });
    let shown = false;
    for (const option of $("agent-select").options) {
      if (!option.value) continue;             // "other…": a spec of the player's own
      const level = boardlab.agentName(option.value);
      const rating = levelRating(option.value);
      if (!rating) {
        option.text = level;
        option.title = "";
        continue;
      }
      shown = true;
      const values = { level, elo: number.format(rating.elo), margin: number.format(rating.margin) };
      option.text = boardlab.t(rating.margin > 0 ? "ladder-level-elo" : "ladder-level-anchor", values);
      option.title = boardlab.t("ladder-level-tooltip", { count: rating.games });
    }
    $("agent-select").title = $("agent-select").selectedOptions[0]?.title || "";
    $("agent-ladder-note").classList.toggle("hidden", !shown);
  }

  /** The options as typed, only those that differ from the default. */
  function chosenOptions() {
    const game = currentGame();
    const options = {};
    for (const input of document.querySelectorAll("#options [data-option]")) {
      const spec = game.options.find((o) => o.name === input.dataset.option);
      let value = input.type === "checkbox" ? input.checked : input.value;
      if (input.dataset.kind === "int" && value !== "") value = Number(value);
      if (String(value) !== String(spec.default)) options[spec.name] = value;
    }
    return options;
  }

  /** Ask the server for the seats the chosen options give (e.g. the number of players). */
  async function refreshSeats() {
    const game = currentGame();
    showLevels();
    try {
      const query = encodeURIComponent(JSON.stringify(chosenOptions()));
      const described = await boardlab.api("GET", `/api/registry/${game.name}?options=${query}`);
      $("create-error").textContent = "";
      setSeats(described.seats);
    } catch (error) {
      $("create-error").textContent = error.message;
    }
  }

  function setSeats(list) {
    seats = list;
    const select = $("my-seat");
    const before = select.value;
    select.innerHTML = "";
    for (const seat of seats) select.add(new Option(boardlab.seatName(seat), seat));
    if (seats.includes(before)) select.value = before;
    const colour = $("challenge-colour");
    const colourBefore = colour.value;
    colour.innerHTML = "";
    colour.add(new Option(boardlab.t("games-colour-random"), "random"));
    for (const seat of seats) colour.add(new Option(boardlab.seatName(seat), seat));
    if ([...colour.options].some((o) => o.value === colourBefore)) colour.value = colourBefore;
  }

  /** The time control chosen: a preset, the custom text, or null (untimed). */
  function timeControl() {
    const chosen = $("time-control").value;
    if (chosen === "custom") return $("time-custom").value.trim() || null;
    return chosen || null;
  }

  function opponentKind() { return document.querySelector("input[name=opponent]:checked").value; }

  function showOpponent() {
    const kind = opponentKind();
    $("seat-choice").classList.toggle("hidden", kind === "local" || kind === "challenge");
    $("computer-choice").classList.toggle("hidden", kind !== "computer");
    $("rated-choice").classList.toggle("hidden", kind !== "friend");    // only games between two people
    $("challenge-choice").classList.toggle("hidden", kind !== "challenge");
    // Comet's goal agreed in the game (server/comet_goals.py): between people only.
    $("goal-choice").classList.toggle("hidden", currentGame().name !== "comet" || !["local", "friend"].includes(kind));
    $("start-button").textContent = boardlab.t(kind === "challenge" ? "lobby-post-challenge" : "lobby-start");
  }

  function agentSpec() {
    return $("agent-select").value || $("agent-custom").value.trim();
  }

  /** The request body and the seats this browser plays, for the chosen opponent. */
  function gameRequest() {
    const kind = opponentKind();
    const me = $("my-seat").value;
    const players = {};
    for (const seat of seats) {
      players[seat] = kind === "computer" && seat !== me ? agentSpec() : "human";
    }
    const mine = kind === "local" ? seats.slice() : [me];
    const request = { game: currentGame().name, options: chosenOptions(), players, time_control: timeControl() };
    if (kind === "friend" && $("rated").checked) request.rated = true;
    if (!$("goal-choice").classList.contains("hidden") && $("goal-by-agreement").checked) request.goal_by_agreement = true;
    return { request, mine };
  }

  async function createGame() {
    $("create-error").textContent = "";
    $("start-button").disabled = true;
    try {
      if (opponentKind() === "challenge") {
        await boardlabChallenges.post({ game: currentGame().name, options: chosenOptions(), time_control: timeControl(),
                                        colour: $("challenge-colour").value, rated: $("challenge-rated").checked });
        return;
      }
      const { request, mine } = gameRequest();
      const created = await boardlab.createGame(request, mine);
      location.href = `/games/${created.id}`;
    } catch (error) {
      $("create-error").textContent = error.message;
    } finally {
      $("start-button").disabled = false;
    }
  }

  async function importRecord() {
    $("import-error").textContent = "";
    // Every seat human (the default); a record whose header names its game is imported as that game.
    const request = { game: currentGame().name, options: chosenOptions(), record: $("import-text").value };
    try {
      const created = await boardlab.createGame(request, null);
      location.href = `/games/${created.id}`;
    } catch (error) {
      $("import-error").textContent = error.message;
    }
  }

  /** Fill the table of this browser's games: those waiting for my move first, then the others
   *  going on, then the finished; the newest first within each. */
  async function listGames() {
    const known = Object.entries(boardlab.knownGames());
    $("no-games").classList.toggle("hidden", known.length > 0);
    $("games-table").classList.toggle("hidden", known.length === 0);
    const rows = await Promise.all(known.map(([id, entry]) => describeGame(id, entry)));
    rows.sort((a, b) => a.rank - b.rank || (b.entry.created || 0) - (a.entry.created || 0));
    const body = document.querySelector("#games-table tbody");
    body.innerHTML = "";
    for (const { id, entry, view, seats, waiting, problem } of rows) {
      const row = body.insertRow();
      row.dataset.id = id;
      row.classList.toggle("my-turn", waiting);
      row.insertCell().textContent = entry.game || "?";
      const opponent = row.insertCell();
      opponent.className = "opponent";
      const state = row.insertCell();
      if (view) {
        opponentCell(opponent, view, seats);
        state.textContent = view.is_over ? `${boardlab.resultText(view.winner)} (${boardlab.reasonText(view.reason)})`
          : waiting ? boardlab.t("lobby-your-move")
            : boardlab.t("lobby-to-move-played", { seat: boardlab.seatName(view.to_move), count: view.moves.length });
      } else {
        state.textContent = problem;
      }
      const link = document.createElement("a");
      link.href = `/games/${id}`;
      link.textContent = boardlab.t("lobby-open-link");
      const remove = document.createElement("button");
      remove.textContent = boardlab.t("lobby-forget");
      remove.addEventListener("click", () => { boardlab.forgetGame(id); listGames(); });
      row.insertCell().append(link, " ", remove);
    }
    followGames();
  }

  /** A game of this browser: its view, the seats its tokens hold, and whether it waits for my move. */
  async function describeGame(id, entry) {
    const seats = new Set(entry.seats || []);
    let view = null;
    try {
      for (const token of entry.tokens || []) {
        view = await boardlab.api("GET", `/api/games/${id}`, { token });
        if (view.viewer_seat) seats.add(view.viewer_seat);
      }
      if (!view) view = await boardlab.api("GET", `/api/games/${id}`);
    } catch (error) {
      return { id, entry, view: null, seats: [], waiting: false, rank: 3,
               problem: error.status === 404 ? boardlab.t("lobby-no-longer") : error.message };
    }
    if (seats.size) boardlab.rememberGame(id, { seats: [...seats] });
    const mine = [...seats];
    const waiting = !view.is_over && mine.includes(view.to_move) && !view.seats.every((s) => mine.includes(s));
    return { id, entry, view, seats: mine, waiting, rank: waiting ? 0 : view.is_over ? 2 : 1 };
  }

  /** The other side of a game: an account (a link to its profile), a computer, or a person by link. */
  function opponentCell(cell, view, mine) {
    const others = view.seats.filter((seat) => !mine.includes(seat));
    if (!others.length) { cell.textContent = boardlab.t("lobby-same-screen-opponent"); return; }
    others.forEach((seat, index) => {
      if (index) cell.append(", ");
      const name = (view.names || {})[seat];
      if (name) cell.append(boardlab.profileLink(name));
      else cell.append(view.players[seat] === "human" ? boardlab.t("lobby-friend-by-link")
        : boardlab.t("game-computer", { spec: view.players[seat] }));
    });
  }

  /** Watch my games live: the lists and the tab title follow every change. */
  async function followGames() {
    turns.follow(await turns.myGames());
  }

  let refreshing = null;
  turns.onChange((_summary, live) => {
    if (!live || refreshing) return;
    refreshing = setTimeout(() => { refreshing = null; listGames(); showAccount(); }, 300);
  });
  turns.permissionButton($("notify-button"));

  // --- accounts (optional) ------------------------------------------------------------------

  async function showAccount() {
    const me = await boardlab.account();
    if (typeof boardlabChallenges !== "undefined") boardlabChallenges.setSignedIn(me);   // (loaded after this file)
    if (typeof boardlabLobbyChat !== "undefined") boardlabLobbyChat.setSignedIn(me);     // (loaded after too)
    if (typeof boardlabHome !== "undefined") boardlabHome.setSignedIn(me);               // (home.js, loaded after too)
    for (const id of ["rated", "challenge-rated"]) {       // rated games are for accounts only
      $(id).disabled = !me;
      if (!me) $(id).checked = false;
    }
    $("signed-in").classList.toggle("hidden", !me);
    $("account-form").classList.toggle("hidden", Boolean(me));
    $("account-games-card").classList.toggle("hidden", !me);
    if (!me) return;
    $("account-name").textContent = me.name;
    $("account-name").href = `/players/${encodeURIComponent(me.name)}`;
    const list = $("account-games");
    const games = await boardlab.api("GET", "/api/account/games");     // waiting for my move first
    list.innerHTML = "";
    for (const game of games) {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = `/games/${game.id}`;
      link.textContent = boardlab.t("games-title-seat", { title: boardlab.gameTitle(game.game, game.title),
        seat: boardlab.seatName(game.seat) });
      const state = game.is_over ? boardlab.resultText(game.winner) : game.my_turn ? boardlab.t("lobby-your-move")
        : boardlab.t("status-to-move", { seat: boardlab.seatName(game.to_move) });
      const opponent = document.createElement("span");
      opponent.className = "opponent";
      opponent.append(" ", boardlab.opponentWords(game));
      item.append(link, opponent, ` — ${state}`);
      item.classList.toggle("my-turn", game.my_turn);
      list.append(item);
    }
    followGames();
  }

  async function enter(path) {
    $("account-error").textContent = "";
    try {
      const session = await boardlab.api("POST", path, {
        body: { name: $("account-user").value.trim(), password: $("account-password").value } });
      boardlab.setSession(session);
      $("account-password").value = "";
      for (const [id, entry] of Object.entries(boardlab.knownGames())) await boardlab.claimSeats(id, entry.tokens);
      await showAccount();
    } catch (error) {
      $("account-error").textContent = error.message;
    }
  }

  $("account-form").addEventListener("submit", (event) => { event.preventDefault(); enter("/api/account/login"); });
  $("sign-up").addEventListener("click", () => enter("/api/account/signup"));
  $("log-out").addEventListener("click", async () => {
    await boardlab.api("POST", "/api/account/logout");
    boardlab.setSession(null);
    showAccount();
  });
  showAccount();

  start();
})();
