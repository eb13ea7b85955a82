// Shared by the lobby and the game page: the JSON API and the games this browser holds seats in.
"use strict";

const boardlab = (() => {
  const STORE_KEY = "boardlab.games";

  /** The token standing for "this browser's logged-in account" (sent as the session cookie). */
  const ACCOUNT = "@account";
  let csrf = null;          // the CSRF token of the session, once known

  /** Call the API; resolves to the JSON answer, rejects with an Error carrying `status`. */
  async function api(method, path, { body, token } = {}) {
    const headers = {};
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (token && token !== ACCOUNT) headers["Authorization"] = "Bearer " + token;
    if (csrf && method !== "GET") headers["X-CSRF-Token"] = csrf;
    const response = await fetch(path, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let data = null;
    try { data = text ? JSON.parse(text) : null; } catch (_) { data = text; }
    if (!response.ok) {
      const error = new Error(describeProblem(data) || response.statusText);
      error.status = response.status;
      throw error;
    }
    return data;
  }

  /** The message of an API error body: the refusal in the page's language (``message``, asked
   *  in the reader's language: server/refusals.py), else its English ``detail``. */
  function describeProblem(data) {
    if (data && typeof data.message === "string") return data.message;
    if (!data || data.detail === undefined) return typeof data === "string" ? data : "";
    if (typeof data.detail === "string") return data.detail;
    if (Array.isArray(data.detail)) {
      return data.detail.map((item) => `${(item.loc || []).join(".")}: ${item.msg}`).join("; ");
    }
    return JSON.stringify(data.detail);
  }

  /** Every game this browser knows: id -> {game, tokens: [..], seats: [..], invites: {seat: url}, created}
   *  (``seats``: those the tokens hold, once a page has asked). */
  function knownGames() {
    try { return JSON.parse(localStorage.getItem(STORE_KEY) || "{}"); } catch (_) { return {}; }
  }

  function saveGames(games) { localStorage.setItem(STORE_KEY, JSON.stringify(games)); }

  /** Remember a game, adding tokens and invitation links to what is already known. */
  function rememberGame(id, { game, tokens = [], invites = {}, seats = [] } = {}) {
    const games = knownGames();
    const entry = games[id] || { game, tokens: [], invites: {}, created: Date.now() };
    if (game) entry.game = game;
    for (const token of tokens) if (token && !entry.tokens.includes(token)) entry.tokens.push(token);
    entry.seats = entry.seats || [];
    for (const seat of seats) if (!entry.seats.includes(seat)) entry.seats.push(seat);
    Object.assign(entry.invites, invites);
    games[id] = entry;
    saveGames(games);
    return entry;
  }

  function forgetGame(id) {
    const games = knownGames();
    delete games[id];
    saveGames(games);
  }

  // The page's language: the bundle the server put in the page (server/language.py).
  const words = (() => {
    const element = document.getElementById("i18n-bundle");
    try { return element ? JSON.parse(element.textContent) : null; } catch (_) { return null; }
  })() || { code: "en", dir: "ltr", languages: [], messages: {} };
  const plurals = new Intl.PluralRules(words.code);

  /** A message of the page's language with its ``{name}`` placeholders filled in; ``count``
   *  picks the plural form by the language's own rules. An unknown id shows as itself. */
  function t(id, values = {}) {
    let found = words.messages[id];
    if (found === undefined) return id;
    if (typeof found === "object") {
      const count = Number(values.count);
      found = found.exact[String(count)] ?? found.forms[plurals.select(count)] ?? found.forms.other
        ?? Object.values(found.forms)[0];
    }
    return found.replace(/\{([\w-]+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  }

  /** Append message ``id`` to ``element``, its placeholders filled by ``values``: a value that
   *  is a DOM node (a badge, a link) goes in as it is, anything else as text. */
  function fill(element, id, values = {}) {
    const parts = t(id, Object.fromEntries(Object.entries(values).filter(([, v]) => !(v instanceof Node))))
      .split(/\{([\w-]+)\}/);
    parts.forEach((part, index) => {
      if (index % 2 === 0) { if (part) element.append(part); } else element.append(values[part] ?? `{${part}}`);
    });
    return element;
  }

  /** Whether the page's language has the message ``id``. */
  function hasText(id) { return id in words.messages; }

  /** A seat's name in the page's language ("Weiß" for white), else the seat as the game names it. */
  function seatName(seat) { return hasText(`seat-${seat}`) ? t(`seat-${seat}`) : capitalise(seat); }

  /** "White wins", "Draw", "Solved": a result in words, in the page's language. */
  function resultText(winner) {
    if (!winner) return "";
    const fixed = { draw: "banner-draw", solved: "banner-solved", unsolved: "banner-unsolved", aborted: "banner-aborted" };
    if (fixed[winner]) return t(fixed[winner]);
    return t("banner-winner", { seat: seatName(winner) });
  }

  /** Why a game ended, in the page's language: the English ``reason`` of a view recognised by
   *  the templates of ``games.ftl`` (the bundle's ``reasons``, i18n/reasons.py), its seats
   *  said as seats; a reason no template knows stays as it is. */
  function reasonText(reason) {
    if (!reason) return "";
    for (const [id, pattern, names] of words.reasons || []) {
      const found = new RegExp(pattern, "s").exec(reason);
      if (!found) continue;
      const values = {};
      names.forEach((name, index) => {
        const value = found[index + 1];
        values[name] = ["seat", "other"].includes(name) ? seatName(value) : value;
      });
      if ("count" in values && !/^\d+$/.test(values.count)) continue;
      return t(id, values);
    }
    return reason;
  }

  /** A game's title in the page's language (``games-title-<name>``), else ``fallback``. */
  function gameTitle(name, fallback = name) {
    return hasText(`games-title-${name}`) ? t(`games-title-${name}`) : fallback;
  }

  /** An option of a game in words: ``{name, help}`` (``option-<game>-<option>`` and its
   *  ``-help``), else the server's id and English help. */
  function optionWords(game, spec) {
    const id = `option-${game}-${spec.name}`;
    return { name: hasText(id) ? t(id) : spec.name, help: hasText(`${id}-help`) ? t(`${id}-help`) : spec.help || "" };
  }

  /** A value of a game's option in words (``option-value-<game>-<option>-<value>``; a checkbox's
   *  true/false as yes/no), else the value itself. */
  function optionValue(game, option, value) {
    if (typeof value === "boolean") return t(value ? "option-on" : "option-off");
    const id = `option-value-${game}-${option}-${value}`;
    return hasText(id) ? t(id) : String(value);
  }

  /** "Turn limit: 40, Variant: C2: ..." : the options of a game in words. */
  function optionsText(game, options) {
    return Object.entries(options || {})
      .map(([name, value]) => `${optionWords(game, { name }).name}: ${optionValue(game, name, value)}`).join(", ");
  }

  /** A rating variant ("ccc flat_rows=3") in words: the game's title and its options
   *  (``title``: the server's, where the page's language has none). */
  function variantText(variant, title) {
    const [game, ...parts] = String(variant).split(" ");
    const options = Object.fromEntries(parts.map((part) => {
      const [name, raw] = [part.slice(0, part.indexOf("=")), part.slice(part.indexOf("=") + 1)];
      return [name, raw === "true" ? true : raw === "false" ? false : raw];
    }));
    const text = optionsText(game, options);
    const name = gameTitle(game, title || game);
    return text ? `${name} (${text})` : name;
  }

  /** A computer player's spec in words ("medium" → "mittel"); other specs as they are. */
  function agentName(spec) { return hasText(`games-agent-${spec}`) ? t(`games-agent-${spec}`) : spec; }

  /** Who a game of a list is played against, from a seat summary's ``opponent_kind``: a
   *  profile link, a computer, a person without an account or the same screen; ``against``:
   *  as "against …" (the lobby's list) rather than the name alone (the profile's column). */
  function opponentWords(game, against = true) {
    const box = document.createElement("span");
    if (game.opponent_kind === "same-screen") { box.textContent = t("games-same-screen"); return box; }
    const who = game.opponent_kind === "account" ? profileLink(game.opponent)
      : game.opponent_kind === "computer" ? t("games-opponent-computer", { level: agentName(game.opponent_computer) })
        : t("player-anonymous");
    if (against) fill(box, "games-against", { opponent: who }); else box.append(who);
    return box;
  }

  /** The language menu in the page's header: choosing one keeps it (account or cookie) and reloads. */
  function addLanguageMenu() {
    const header = document.querySelector("header.top");
    if (!header || !words.languages.length || document.getElementById("language-select")) return;
    const menu = document.createElement("select");
    menu.id = "language-select";
    menu.setAttribute("aria-label", t("language-label"));
    menu.title = t("language-label");
    for (const language of words.languages) {
      const option = new Option(language.name, language.code, false, language.code === words.code);
      option.lang = language.code;
      option.dir = language.direction;
      menu.append(option);
    }
    menu.addEventListener("change", () => chooseLanguage(menu.value));
    // The header's preferences box (server/navigation.py) holds the reader's quick choices.
    (document.getElementById("header-preferences") || header).append(menu);
  }
  /** The reader's theme and sounds (server/preferences.py): a choice made comes on <body> from
   *  the server (data-theme, data-sounds); without one the theme is the device's and sounds are on. */
  const preferences = (() => {
    const body = document.body;
    const darkDevice = window.matchMedia("(prefers-color-scheme: dark)");

    function theme() { return body.dataset.theme || (darkDevice.matches ? "dark" : "light"); }
    function soundsOn() { return body.dataset.sounds !== "off"; }

    /** Apply ``change`` ({theme: "light" | "dark" | "auto", sounds: true | false}, either or
     *  both) to this page at once, tell the page (a "boardlab:preferences" event), and keep it in
     *  the account (when logged in) and this browser's cookies. Resolves to the preferences the
     *  server now holds; rejects with the server's reason (the page keeps the change meanwhile).
     *  The settings page can call it too. */
    async function choose(change) {
      if (change.theme === "auto") delete body.dataset.theme;
      else if (change.theme) body.dataset.theme = change.theme;
      if (change.sounds === true) delete body.dataset.sounds;
      else if (change.sounds === false) body.dataset.sounds = "off";
      document.dispatchEvent(new CustomEvent("boardlab:preferences", { detail: { theme: theme(), sounds: soundsOn() } }));
      if (!csrf) await account();         // a logged-in reader's choice goes to the account (CSRF needed)
      return api("POST", "/api/preferences", { body: change });
    }

    /** A header toggle: ``describe()`` labels it (and draws its state), a click makes ``change()``. */
    function toggle(id, describe, change) {
      const button = document.createElement("button");
      button.id = id;
      button.className = "icon-toggle";
      const show = () => {
        const words = t(describe(button));
        button.title = words;
        button.setAttribute("aria-label", words);
      };
      button.addEventListener("click", async () => {
        const chosen = choose(change());
        show();
        try {
          await chosen;
        } catch (error) {                 // changed on this page only: say why it was not kept
          button.title = `${button.title} (${error.message})`;
        }
      });
      document.addEventListener("boardlab:preferences", show);
      show();
      return button;
    }

    function themeButton() {
      const button = toggle("theme-toggle", (self) => {
        self.dataset.shows = theme();
        return theme() === "dark" ? "gamepage-theme-to-light" : "gamepage-theme-to-dark";
      }, () => ({ theme: theme() === "dark" ? "light" : "dark" }));
      darkDevice.addEventListener("change", () => document.dispatchEvent(new CustomEvent("boardlab:preferences")));
      return button;
    }

    function soundsButton() {
      return toggle("sounds-toggle", (self) => {
        self.setAttribute("aria-pressed", String(soundsOn()));
        return soundsOn() ? "gamepage-sounds-on" : "gamepage-sounds-off";
      }, () => ({ sounds: !soundsOn() }));
    }

    /** The theme's toggle, on every page that has the common header. */
    function addThemeToggle() {
      const header = document.querySelector("header.top");
      if (!header || document.getElementById("theme-toggle")) return;
      (document.getElementById("header-preferences") || header).append(themeButton());
    }

    /** The sounds' toggle, before the theme's: only on pages that play sounds (the game page). */
    function addSoundsToggle() {
      const header = document.querySelector("header.top");
      const theme = document.getElementById("theme-toggle");
      if (!header || !theme || document.getElementById("sounds-toggle")) return;
      theme.before(soundsButton());
    }

    return { theme, soundsOn, choose, addThemeToggle, addSoundsToggle };
  })();
  preferences.addThemeToggle();
  addLanguageMenu();

  /** Keep the reader's language (the account's, logged in; and this browser's) and reload in it. */
  async function chooseLanguage(code) {
    if (!csrf) await account();   // a logged-in reader's choice goes to the account (CSRF needed)
    await api("POST", "/api/language", { body: { code } });
    location.reload();
  }

  /** On a phone the site's links fold behind the menu button (style.css shows them inline on
   *  wider screens, where the button is hidden). */
  function setUpMenu() {
    const button = document.querySelector("header.top .menu-toggle");
    if (!button) return;
    button.addEventListener("click", () => {
      const open = button.getAttribute("aria-expanded") !== "true";
      button.setAttribute("aria-expanded", String(open));
      button.closest("header").classList.toggle("menu-open", open);
    });
  }
  setUpMenu();

  /** A date (ISO 8601) as the reader's language writes it ("25 Nov 2026"). */
  function formatDate(iso) {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return "";
    return new Intl.DateTimeFormat(words.code, { dateStyle: "medium" }).format(date);
  }

  function capitalise(text) { return text ? text[0].toUpperCase() + text.slice(1) : text; }

  /** Whether a drawing can be turned (its view options include rotation). */
  function canRotate(view) {
    return Boolean(view && (view.view_options || []).includes("rotation"));
  }

  /** ``rotation`` turned by ``degrees`` (positive: anticlockwise seen from above), kept in 0..359. */
  function turned(rotation, degrees) { return (rotation + degrees + 360) % 360; }

  /** A link to a player's profile page (the name as text, never as markup). */
  function profileLink(name) {
    const link = document.createElement("a");
    link.href = `/players/${encodeURIComponent(name)}`;
    link.className = "player-link";
    link.textContent = name;
    return link;
  }

  /** Put text on the clipboard (falling back to a selected text area on plain-http pages). */
  async function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      try { await navigator.clipboard.writeText(text); return true; } catch (_) { /* fall back */ }
    }
    const area = document.createElement("textarea");
    area.value = text;
    document.body.appendChild(area);
    area.select();
    let done = false;
    try { done = document.execCommand("copy"); } catch (_) { done = false; }
    area.remove();
    return done;
  }

  /** Create a game; this browser keeps the tokens of ``mySeats`` (all seats when null).
   *  When logged in, those seats are linked to the account too (they follow it to any device). */
  async function createGame(request, mySeats) {
    // Every human seat played here and no link handed out: the server keeps engine help on.
    const humans = Object.entries(request.players || {}).filter(([, spec]) => spec === "human").map(([seat]) => seat);
    const sameScreen = mySeats === null || humans.every((seat) => mySeats.includes(seat));
    const created = await api("POST", "/api/games", { body: sameScreen ? { ...request, same_screen: true } : request });
    const tokens = [];
    const seats = [];
    const invites = {};
    for (const [seat, link] of Object.entries(created.seats)) {
      if (mySeats === null || mySeats.includes(seat)) { tokens.push(link.token); seats.push(seat); }
      else invites[seat] = link.url;
    }
    rememberGame(created.id, { game: created.game, tokens, invites, seats });
    await claimSeats(created.id, tokens);
    return created;
  }

  /** The logged-in account ({name, csrf}) or null; remembers the CSRF token for later calls. */
  async function account() {
    try {
      const me = await api("GET", "/api/account");
      csrf = me.csrf;
      return me;
    } catch (_) {
      csrf = null;
      return null;
    }
  }

  function setSession(session) { csrf = session ? session.csrf : null; }

  /** Link the seats of these tokens to the logged-in account (nothing when logged out). */
  async function claimSeats(gameId, tokens) {
    if (!csrf) return;
    for (const token of tokens) {
      try { await api("POST", `/api/games/${gameId}/claim`, { token }); } catch (_) { /* not ours any more */ }
    }
  }

  return { t, fill, hasText, seatName, language: words, preferences, api, chooseLanguage, formatDate, knownGames, rememberGame, forgetGame, resultText, reasonText,
           gameTitle, optionWords, optionValue, optionsText, variantText, agentName, opponentWords, capitalise, copyText, createGame, account,
           setSession, claimSeats, profileLink, canRotate, turned, ACCOUNT };
})();
