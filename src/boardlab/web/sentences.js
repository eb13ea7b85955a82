// Comet circumflex sentences on a page: chat texts shown in the reader's language (each sentence
// with its code on hover, the whole code on a toggle), and the phrasebook that writes sentences.
// The server does the grammar (server/sentence_routes.py): this file never encodes or decodes.
"use strict";

const boardlabSentences = (() => {
  const rendered = new Map();      // text -> its parts in the page's language
  const waiting = new Map();       // text -> [callbacks] while a render request is out
  let queued = [];
  let timer = null;

  /** Ask the server for the parts of every queued text at once (one request per burst). */
  function flush() {
    timer = null;
    const texts = queued.splice(0, 200);
    if (queued.length) timer = setTimeout(flush, 0);
    boardlab.api("POST", "/api/sentences/render", { body: { texts } }).then((answer) => {
      texts.forEach((text, index) => {
        rendered.set(text, answer.parts[index]);
        for (const done of waiting.get(text) || []) done(answer.parts[index]);
        waiting.delete(text);
      });
    }).catch(() => { for (const text of texts) waiting.delete(text); });   // shown as plain text
  }

  /** The parts of ``text``, to ``done`` (at once when already known). */
  function partsOf(text, done) {
    if (rendered.has(text)) { done(rendered.get(text)); return; }
    if (!waiting.has(text)) { waiting.set(text, []); queued.push(text); }
    waiting.get(text).push(done);
    if (!timer) timer = setTimeout(flush, 10);
  }

  /** Fill ``element`` with ``text``: plain parts as text, each sentence in the reader's words
   *  (its code on hover, and shown instead when the page shows codes). Never markup. */
  function show(element, text) {
    element.textContent = text;
    if (!text.includes("\u2604")) return;        // no comet: nothing to render
    partsOf(text, (parts) => {
      element.textContent = "";
      for (const part of parts) {
        if (part.kind === "text") { element.append(part.text); continue; }
        const sentence = document.createElement("span");
        sentence.className = part.kind === "sentence" ? "sentence" : "sentence malformed";
        sentence.title = part.kind === "sentence" ? `${part.code}  (${part.number})` : part.problem;
        const words = document.createElement("bdi");
        words.className = "sentence-words";
        words.textContent = part.text;
        const code = document.createElement("code");
        code.className = "sentence-code";
        code.dir = "ltr";
        code.textContent = part.code;
        sentence.append(words, code);
        element.append(sentence);
      }
    });
  }

  /** The show-the-code toggle: every sentence on the page shows its code (selectable, copyable). */
  function codeToggle(checkbox) {
    checkbox.addEventListener("change", () => document.body.classList.toggle("show-code", checkbox.checked));
  }

  /** A copy button for a message's whole text (its code, as sent). */
  function copyButton(text) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "chat-copy";
    button.textContent = "⧉";
    button.title = button.ariaLabel = boardlab.t("chat-copy");
    button.addEventListener("click", async () => {
      button.textContent = (await boardlab.copyText(text)) ? "✓" : "⧉";
    });
    return button;
  }

  let book = null;
  async function phrasebookData() {
    if (!book) book = await boardlab.api("GET", "/api/sentences/phrasebook");
    return book;
  }

  /** Build a phrasebook in ``container``: choose a sentence, fill its parameters from menus (or
   *  by clicking the ``board``), then ``insert`` puts its text in the chat box or ``say`` sends it. */
  async function phrasebook(container, { board, insert, say, only = null }) {
    const data = await phrasebookData();
    container.textContent = "";
    const choose = document.createElement("select");
    choose.className = "phrase-choice";
    choose.setAttribute("aria-label", boardlab.t("chat-phrasebook"));
    choose.append(new Option(boardlab.t("phrasebook-choose"), ""));
    const groups = {};
    for (const sentence of data.sentences) {
      if (only && !only.includes(sentence.topic)) continue;
      if (!groups[sentence.topic]) {
        groups[sentence.topic] = document.createElement("optgroup");
        groups[sentence.topic].label = boardlab.t(`phrasebook-topic-${sentence.topic}`);
        choose.append(groups[sentence.topic]);
      }
      groups[sentence.topic].append(new Option(sentence.template, String(sentence.number)));
    }
    const fields = document.createElement("div");
    fields.className = "phrase-fields";
    const buttons = document.createElement("div");
    buttons.className = "row";
    const insertButton = button(boardlab.t("phrasebook-insert"));
    const sayButton = button(boardlab.t("phrasebook-say"));
    sayButton.classList.add("primary");
    buttons.append(sayButton, insertButton);
    const error = document.createElement("p");
    error.className = "error";
    container.append(choose, fields, buttons, error);
    let inputs = [];

    choose.addEventListener("change", () => {
      error.textContent = "";
      const sentence = data.sentences.find((s) => String(s.number) === choose.value);
      inputs = sentence ? sentence.parameters.map((parameter) => field(parameter, data.values, board)) : [];
      fields.textContent = "";
      for (const made of inputs) fields.append(made.label);
    });

    async function written() {
      error.textContent = "";
      if (!choose.value) { error.textContent = boardlab.t("phrasebook-choose"); return null; }
      try {
        const answer = await boardlab.api("POST", "/api/sentences/encode", {
          body: { number: Number(choose.value), parameters: inputs.map((made) => made.value()) } });
        return answer.text;
      } catch (problem) {
        error.textContent = problem.message;
        return null;
      }
    }
    insertButton.addEventListener("click", async () => { const text = await written(); if (text) insert(text); });
    sayButton.addEventListener("click", async () => { const text = await written(); if (text) say(text); });
    return { choose, fields };
  }

  function button(label) {
    const made = document.createElement("button");
    made.type = "button";
    made.textContent = label;
    return made;
  }

  /** One parameter's input: a menu for a closed type, else a text field; a square, group,
   *  direction or grand move can also be picked by clicking the board. */
  function field(parameter, values, board) {
    const label = document.createElement("label");
    label.className = "phrase-field";
    label.append(`${boardlab.t(`phrasebook-type-${parameter.type}`)} `);
    let input;
    if (values[parameter.type]) {
      input = document.createElement("select");
      for (const choice of values[parameter.type]) input.append(new Option(choice.label, choice.value));
    } else {
      input = document.createElement("input");
      input.dir = "ltr";
      input.size = parameter.type === "goal" ? 28 : 8;
    }
    input.dataset.type = parameter.type;
    input.dataset.name = parameter.name;
    label.append(input);
    if (board && ["square", "group", "direction", "grandmove", "move"].includes(parameter.type)) {
      const pick = button(boardlab.t("phrasebook-pick"));
      pick.className = "phrase-pick";
      pick.addEventListener("click", () => pickOnBoard(board, parameter.type, input, pick));
      label.append(" ", pick);
    }
    return { label, value: () => input.value.trim() };
  }

  /** The next click on the board fills ``input`` with the target clicked (a grand move takes
   *  two: its group, then its direction) instead of playing. */
  function pickOnBoard(board, type, input, pick) {
    pick.classList.add("picking");
    const clicked = [];
    const listener = (event) => {
      const target = event.target.closest && event.target.closest("[data-target]");
      event.stopPropagation();
      event.preventDefault();
      if (!target) return;
      clicked.push(target.getAttribute("data-target"));
      if (type === "grandmove" && clicked.length < 2) return;
      input.value = type === "grandmove" ? clicked.join("-") : clicked[0];
      board.removeEventListener("click", listener, true);
      pick.classList.remove("picking");
    };
    board.addEventListener("click", listener, true);
  }

  return { show, codeToggle, copyButton, phrasebook, partsOf };
})();
