// Comet played together through sentences (server/comet_goals.py): the goal in words, and while
// none is agreed, proposing one (a built-in goal chosen in words, or one built from menus of the
// goal language) and accepting the other player's. The conversation tells the rest.
"use strict";

const boardlabCometGoal = (() => {
  const $ = (id) => document.getElementById(id);
  const REGIONS = ["centre", "corners", "edge", "inside", "north", "south", "east", "west"];
  let gameId = null;
  let seats = () => ({});
  let current = null;
  let started = false;

  /** Show the goal card of a comet game; ``mySeats()`` gives the seats this page holds (seat -> token). */
  async function start(id, mySeats) {
    if (started) return;
    started = true;
    gameId = id;
    seats = mySeats;
    $("comet-goal").classList.remove("hidden");
    $("comet-goal-form").addEventListener("submit", (event) => { event.preventDefault(); propose(); });
    $("comet-goal-accept").addEventListener("click", accept);
    $("comet-goal-choice").addEventListener("change", () => {
      $("comet-goal-builder").classList.toggle("hidden", $("comet-goal-choice").value !== "own");
    });
    $("comet-goal-more").addEventListener("click", addCondition);
    try { update(await boardlab.api("GET", `/api/games/${gameId}/goal`)); } catch (error) {
      $("comet-goal-error").textContent = error.message;
    }
  }

  /** The goal's state, as the API or the game's WebSocket ({"goal": state}) gives it. */
  async function update(state) {
    const first = current === null;
    current = state;
    boardlabSentences.show($("comet-goal-sentence"), state.sentence || "");
    const mine = Object.keys(seats());
    const proposing = state.phase === "proposing";
    const waiting = proposing && state.proposer && mine.length && mine.every((seat) => seat === state.proposer);
    $("comet-goal-phase").textContent = boardlab.t(!proposing ? "comet-phase-agreed"
      : waiting ? "comet-phase-waiting" : "comet-phase-proposing");
    $("comet-goal-form").classList.toggle("hidden", !proposing || !mine.length);
    $("comet-goal-accept").classList.toggle("hidden", !state.proposer || Boolean(waiting));
    if (first && proposing) await fillChoices(state.builtins);
  }

  /** The built-in goals in words (their sentences rendered), then "a goal of our own…". */
  async function fillChoices(builtins) {
    const menu = $("comet-goal-choice");
    menu.textContent = "";
    for (const builtin of builtins) {
      const option = new Option(builtin.goal, builtin.name);
      menu.append(option);
      boardlabSentences.partsOf(builtin.sentence, (parts) => {
        option.textContent = parts.map((part) => part.text).join("");
      });
    }
    menu.append(new Option(boardlab.t("comet-own-goal"), "own"));
    const book = await boardlab.api("GET", "/api/sentences/phrasebook");
    subjects = [...book.values.group, ...book.values.piece];
    addCondition();
  }

  let subjects = [];

  /** One condition of a goal built from menus: what, which pieces, and where (for "in"). */
  function addCondition() {
    const row = document.createElement("div");
    row.className = "row goal-condition";
    const what = select([["adjacent", boardlab.t("comet-condition-adjacent")], ["line", boardlab.t("comet-condition-line")],
                         ["in", boardlab.t("comet-condition-in")]]);
    what.className = "goal-what";
    const who = select(subjects.map((s) => [s.value, s.label]));
    who.className = "goal-who";
    const other = select([["", "—"], ...subjects.map((s) => [s.value, s.label])]);
    other.className = "goal-other";
    const where = select(REGIONS.map((region) => [region, region]));
    where.className = "goal-where hidden";
    where.dir = "ltr";
    what.addEventListener("change", () => {
      other.classList.toggle("hidden", what.value === "in");
      where.classList.toggle("hidden", what.value !== "in");
    });
    row.append(who, what, other, where);
    $("comet-goal-conditions").append(row);
  }

  function select(pairs) {
    const made = document.createElement("select");
    for (const [value, label] of pairs) made.append(new Option(label, value));
    return made;
  }

  /** The goal built from the menus, in the goal language. */
  function builtGoal() {
    return [...document.querySelectorAll("#comet-goal-conditions .goal-condition")].map((row) => {
      const what = row.querySelector(".goal-what").value;
      const who = row.querySelector(".goal-who").value;
      if (what === "in") return `in(${who}, ${row.querySelector(".goal-where").value})`;
      const other = row.querySelector(".goal-other").value;
      return `${what}(${other ? `${who}, ${other}` : who})`;
    }).join(" and ");
  }

  async function call(path, body, seat) {
    $("comet-goal-error").textContent = "";
    try {
      update(await boardlab.api("POST", `/api/games/${gameId}/goal/${path}`, { body, token: seats()[seat] }));
    } catch (error) {
      $("comet-goal-error").textContent = error.message;
    }
  }

  function propose() {
    const choice = $("comet-goal-choice").value;
    const goal = choice === "own" ? builtGoal() : choice;
    const seat = Object.keys(seats()).find((s) => s !== (current && current.proposer)) || Object.keys(seats())[0];
    call("propose", { goal }, seat);
  }

  function accept() {
    const seat = Object.keys(seats()).find((s) => s !== current.proposer);
    if (seat) call("accept", undefined, seat);
  }

  return { start, update };
})();
