// The lobby's chat (server/lobby_chat.py): accounts talk in free text and sentences (the
// phrasebook's talking and games topics), each reader sees sentences in their own language,
// may mute an author (kept in this browser) or report a message. Live over the lobby's socket
// (challenges.js hands each {"type": "chat"} message to `add`).
"use strict";

const boardlabLobbyChat = (() => {
  const $ = (id) => document.getElementById(id);
  const MUTE_KEY = "boardlab.mutedLobbyAuthors";
  const messages = [];
  const seen = new Set();
  let me = null;

  function muted() {
    try { return JSON.parse(localStorage.getItem(MUTE_KEY) || "[]"); } catch (_) { return []; }
  }

  function setMuted(name, on) {
    const names = new Set(muted());
    if (on) names.add(name); else names.delete(name);
    localStorage.setItem(MUTE_KEY, JSON.stringify([...names]));
    show();
  }

  function add(message) {
    if (!message || seen.has(message.id)) return;
    seen.add(message.id);
    messages.push(message);
    messages.sort((a, b) => a.id - b.id);
    show();
  }

  function show() {
    const list = $("lobby-chat-messages");
    const hiddenNames = new Set(muted());
    list.textContent = "";
    let hidden = 0;
    for (const message of messages.slice(-100)) {
      if (message.name && hiddenNames.has(message.name)) { hidden += 1; continue; }
      const item = document.createElement("li");
      item.className = me && message.name === me.name ? "chat-message mine" : "chat-message";
      item.dataset.id = message.id;
      const author = document.createElement("bdi");
      author.className = "chat-author";
      author.textContent = message.name || "—";
      const text = document.createElement("span");
      text.className = "chat-text";
      boardlabSentences.show(text, message.text);
      item.append(author, ": ", text, " ", boardlabSentences.copyButton(message.text));
      if (me && message.name && message.name !== me.name) item.append(" ", muteButton(message.name), " ", reportButton(message));
      list.append(item);
    }
    const unmute = $("lobby-chat-unmute");
    unmute.textContent = "";
    if (hidden) {
      unmute.append(boardlab.t("lobby-chat-muted", { count: hidden }), " ");
      for (const name of hiddenNames) {
        const again = document.createElement("button");
        again.type = "button";
        again.textContent = `${boardlab.t("chat-unmute")} ${name}`;
        again.addEventListener("click", () => setMuted(name, false));
        unmute.append(again, " ");
      }
    }
    list.scrollTop = list.scrollHeight;
  }

  function muteButton(name) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "chat-mute-author";
    button.textContent = boardlab.t("chat-mute");
    button.addEventListener("click", () => setMuted(name, true));
    return button;
  }

  function reportButton(message) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "chat-report";
    button.textContent = boardlab.t("chat-report");
    button.addEventListener("click", async () => {
      try {
        await boardlab.api("POST", `/api/lobby/chat/${message.id}/report`, { body: {} });
        button.textContent = boardlab.t("chat-reported");
        button.disabled = true;
      } catch (error) {
        $("lobby-chat-error").textContent = error.message;
      }
    });
    return button;
  }

  async function send(said = null) {
    const input = $("lobby-chat-input");
    const text = (said ?? input.value).trim();
    if (!text) return;
    $("lobby-chat-error").textContent = "";
    try {
      add(await boardlab.api("POST", "/api/lobby/chat", { body: { text } }));
      if (said === null) input.value = "";
    } catch (error) {
      $("lobby-chat-error").textContent = error.message;
    }
  }

  /** Who is logged in (null: nobody): only accounts talk. */
  function setSignedIn(account) {
    me = account;
    $("lobby-chat-form").classList.toggle("hidden", !me);
    $("lobby-chat-phrasebook").classList.toggle("hidden", !me);
    $("lobby-chat-log-in").classList.toggle("hidden", Boolean(me));
    show();
  }

  async function start() {
    $("lobby-chat-form").addEventListener("submit", (event) => { event.preventDefault(); send(); });
    boardlabSentences.codeToggle($("lobby-chat-show-code"));
    boardlabSentences.phrasebook($("lobby-chat-phrasebook-body"), {
      board: null, only: ["talk", "games"],
      insert: (text) => { $("lobby-chat-input").value += text; $("lobby-chat-input").focus(); },
      say: (text) => send(text),
    }).catch(() => { /* the chat box still works */ });
    try {
      for (const message of await boardlab.api("GET", "/api/lobby/chat")) add(message);
    } catch (error) {
      $("lobby-chat-error").textContent = error.message;
    }
  }

  start();
  return { add, setSignedIn };
})();
