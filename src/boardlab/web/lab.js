// The lab page (/lab): an account describes an experiment (game, variants, pairings, games,
// move limit, seed) and starts it; its experiments, the finished ones and the lab folder's
// results files are listed. The server checks everything again (server/lab_runs.py).
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const t = boardlab.t;
  let form = null;           // GET /api/lab/form: games with their options, agents, caps

  function currentGame() { return form.games.find((game) => game.name === $("lab-game").value); }

  /** One input for an option of ``game``, by its kind (choices in words, yes/no, number, text),
   *  at its default. */
  function optionInput(game, spec) {
    let input;
    if (spec.choices) {
      input = document.createElement("select");
      for (const choice of spec.choices) input.add(new Option(boardlab.optionValue(game, spec.name, choice), String(choice)));
    } else if (spec.type === "bool") {
      input = document.createElement("select");
      input.add(new Option(t("lab-yes"), "true"));
      input.add(new Option(t("lab-no"), "false"));
    } else {
      input = document.createElement("input");
      input.type = spec.type === "int" ? "number" : "text";
      if (spec.minimum !== null) input.min = spec.minimum;
      if (spec.maximum !== null) input.max = spec.maximum;
    }
    input.value = String(spec.default);
    input.dataset.option = spec.name;
    input.dataset.kind = spec.type;
    return input;
  }

  /** A variant's box: every option of the game by its name in words, its help below. */
  function addVariant() {
    const game = currentGame();
    const box = document.createElement("fieldset");
    box.className = "lab-variant";
    const legend = document.createElement("legend");
    box.append(legend);
    const grid = document.createElement("div");
    grid.className = "lab-options";
    for (const spec of game.options) {
      const cell = document.createElement("span");
      const label = document.createElement("label");
      const input = optionInput(game.name, spec);
      const words = boardlab.optionWords(game.name, spec);     // the option's name and help in words
      input.id = `lab-v${Date.now()}${Math.random().toString(36).slice(2, 6)}-${spec.name}`;
      label.htmlFor = input.id;
      label.textContent = words.name;
      label.title = words.help;
      const help = document.createElement("div");
      help.className = "option-help hint";
      help.textContent = words.help;
      cell.append(label, input, help);
      grid.append(cell);
    }
    if (!game.options.length) grid.textContent = t("lab-no-options");
    const remove = document.createElement("button");
    remove.type = "button";
    remove.textContent = t("lab-remove");
    remove.addEventListener("click", () => { box.remove(); renumber(); });
    box.append(grid, remove);
    $("lab-variants").append(box);
    renumber();
  }

  /** A pairing's row: agent A and agent B. */
  function addPairing(a = "random", b = "random") {
    const row = document.createElement("div");
    row.className = "lab-pairing";
    for (const [key, value] of [["lab-agent-a", a], ["lab-agent-b", b]]) {
      const cell = document.createElement("span");
      const label = document.createElement("label");
      const select = document.createElement("select");
      select.id = `${key}-${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
      select.dataset.agent = key;
      for (const agent of form.agents) select.add(new Option(agent, agent));
      select.value = value;
      select.addEventListener("change", showTotal);
      label.htmlFor = select.id;
      label.textContent = t(key);
      cell.append(label, select);
      row.append(cell);
    }
    const remove = document.createElement("button");
    remove.type = "button";
    remove.textContent = t("lab-remove");
    remove.addEventListener("click", () => { row.remove(); renumber(); });
    row.append(remove);
    $("lab-pairings").append(row);
    renumber();
  }

  /** Number the variants and keep at least one remove button out of the way of the last one. */
  function renumber() {
    const variants = [...document.querySelectorAll(".lab-variant")];
    variants.forEach((box, index) => {
      box.querySelector("legend").textContent = t("lab-variant", { number: index + 1 });
      box.querySelector("button").disabled = variants.length === 1;
    });
    const pairings = [...document.querySelectorAll(".lab-pairing")];
    pairings.forEach((row) => { row.querySelector("button").disabled = pairings.length === 1; });
    showTotal();
  }

  function showTotal() {
    const games = Number($("lab-games").value) || 0;
    const count = document.querySelectorAll(".lab-variant").length * document.querySelectorAll(".lab-pairing").length * games;
    $("lab-total").textContent = t("lab-total-games", { count });
  }

  /** The game's options as chosen in one variant's box: only those that differ from the default. */
  function variantOptions(box) {
    const options = {};
    for (const input of box.querySelectorAll("[data-option]")) {
      const spec = currentGame().options.find((o) => o.name === input.dataset.option);
      let value = input.value;
      if (input.dataset.kind === "bool") value = value === "true";
      else if (input.dataset.kind === "int" && value !== "") value = Number(value);
      if (String(value) !== String(spec.default)) options[spec.name] = value;
    }
    return options;
  }

  function request() {
    return {
      name: $("lab-name").value, game: $("lab-game").value,
      variants: [...document.querySelectorAll(".lab-variant")].map(variantOptions),
      pairings: [...document.querySelectorAll(".lab-pairing")].map(
        (row) => [...row.querySelectorAll("select")].map((select) => select.value)),
      games: Number($("lab-games").value), move_limit: Number($("lab-move-limit").value),
      seed: Number($("lab-seed").value),
    };
  }

  async function start(event) {
    event.preventDefault();
    $("lab-error").textContent = "";
    $("lab-start").disabled = true;
    try {
      const created = await boardlab.api("POST", "/api/lab/experiments", { body: request() });
      location.href = `/lab/experiments/${created.id}`;
    } catch (error) {
      $("lab-error").textContent = error.message;
      $("lab-start").disabled = false;
    }
  }

  function resetVariants() {
    $("lab-variants").innerHTML = "";
    addVariant();
  }

  function showForm() {
    for (const game of form.games) $("lab-game").add(new Option(boardlab.gameTitle(game.name, game.title), game.name));
    $("lab-game").addEventListener("change", resetVariants);
    $("lab-games").addEventListener("input", showTotal);
    $("lab-add-variant").addEventListener("click", addVariant);
    $("lab-add-pairing").addEventListener("click", () => addPairing());
    $("lab-form").addEventListener("submit", start);
    const caps = form.caps;
    $("lab-caps").textContent = t("lab-caps", { games: caps.games, variants: caps.variants, pairings: caps.pairings,
                                                active: caps.active, day: caps.games_per_day });
    $("lab-move-limit").max = caps.move_limit;
    resetVariants();
    addPairing();
    $("lab-form").classList.remove("hidden");
  }

  function statusText(experiment) { return t(`lab-status-${experiment.status}`); }

  function experimentLink(experiment) {
    const link = document.createElement("a");
    link.href = `/lab/experiments/${experiment.id}`;
    link.textContent = experiment.name;
    return link;
  }

  function gameTitle(name) {
    const game = form && form.games.find((g) => g.name === name);
    return game ? boardlab.gameTitle(game.name, game.title) : name;
  }

  /** Fill a table (or say it is empty) with a row per item. */
  function fillTable(table, empty, items, cells) {
    $(empty).classList.toggle("hidden", items.length > 0);
    $(table).classList.toggle("hidden", items.length === 0);
    const body = document.querySelector(`#${table} tbody`);
    body.innerHTML = "";
    for (const item of items) {
      const row = body.insertRow();
      for (const value of cells(item)) row.insertCell().append(value);
    }
  }

  async function showLists(signedIn) {
    if (signedIn) {
      const mine = await boardlab.api("GET", "/api/lab/experiments?mine=true");
      $("lab-mine-box").classList.remove("hidden");
      fillTable("lab-mine", "lab-none-mine", mine, (e) => [experimentLink(e), gameTitle(e.game), statusText(e),
        t("lab-progress", { done: e.games_done, total: e.games_total })]);
    }
    const finished = await boardlab.api("GET", "/api/lab/experiments");
    fillTable("lab-public", "lab-none-public", finished, (e) => [experimentLink(e), gameTitle(e.game),
      boardlab.profileLink(e.owner), String(e.games_total)]);
    const files = await boardlab.api("GET", "/api/lab/files");
    fillTable("lab-files", "lab-none-files", files, (file) => {
      if (file.problem) return [t("lab-not-results"), "", file.name];
      const link = document.createElement("a");
      // The report in the page's language, kept in the link (a copy saved or shared says it so too).
      link.href = `/lab/${encodeURIComponent(file.name)}?lang=${encodeURIComponent(boardlab.language.code)}`;
      link.textContent = file.experiment;
      return [link, String(file.games), file.name];
    });
  }

  async function main() {
    const [me, offered] = await Promise.all([boardlab.account(), boardlab.api("GET", "/api/lab/form")]);
    form = offered;
    if (me) showForm();
    else $("lab-login-needed").classList.remove("hidden");
    await showLists(Boolean(me));
  }

  main().catch((error) => { $("lab-error").textContent = error.message; });
})();
