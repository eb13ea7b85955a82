// The game page's clocks: both seats' time left, counting down in the browser from the
// server's figures (remaining_ms as of server_time), the running one highlighted, low time in
// red. The server keeps the real time and flags the game; when the running clock reaches zero
// here, the page asks the server for the game (a read flags it if its time is really up).
"use strict";

const boardlabClock = (() => {
  const LOW_MS = 10_000;            // under 10 s (or a tenth of the starting time) counts as low
  const WARN_MS = 10_000;           // the low-time warning: once a game, when our clock passes 10 s
  let shown = null;                 // {clock, received: performance.now() when the figures came}
  let ticking = null;
  let askedAtZero = false;
  let box = null;
  let whenZero = null;
  let whenLow = null;
  let ours = [];                    // the seats this page plays
  let warned = false;               // the low-time warning was given (once a game on this page)

  /** Time in words: "1:05:09", "4:09", "9.4" under ten seconds; days for correspondence. */
  function format(ms) {
    const left = Math.max(0, ms);
    if (left < 10_000) return (Math.floor(left / 100) / 10).toFixed(1);
    const total = Math.floor(left / 1000);
    const days = Math.floor(total / 86400);
    const hours = Math.floor((total % 86400) / 3600);
    const minutes = Math.floor((total % 3600) / 60);
    const seconds = String(total % 60).padStart(2, "0");
    if (days > 0) return `${days}d ${hours}h ${String(minutes).padStart(2, "0")}m`;
    if (hours > 0) return `${hours}:${String(minutes).padStart(2, "0")}:${seconds}`;
    return `${minutes}:${seconds}`;
  }

  /** The time left of ``seat`` now, by the page's own count since the figures came. */
  function leftNow(seat) {
    const { clock, received } = shown;
    const base = clock.remaining_ms[seat];
    return seat === clock.running ? base - (performance.now() - received) : base;
  }

  function draw() {
    if (!shown || !box) return;
    const { clock } = shown;
    for (const element of box.querySelectorAll(".clock")) {
      const seat = element.dataset.seat;
      const left = leftNow(seat);
      element.querySelector(".clock-time").textContent = format(left);
      element.classList.toggle("running", seat === clock.running);
      element.classList.toggle("low", left < Math.max(LOW_MS, clock.initial_ms / 10) && clock.kind === "realtime"
                                         || left <= 0);
    }
    warnIfLow(clock);
    if (clock.running && leftNow(clock.running) <= 0 && !askedAtZero && whenZero) {
      askedAtZero = true;
      whenZero();
    }
  }

  /** Real time, our clock running and under 10 s (having had more): warn once. */
  function warnIfLow(clock) {
    if (warned || !whenLow || clock.kind !== "realtime" || !ours.includes(clock.running)) return;
    if (clock.initial_ms <= WARN_MS) return;              // a game that starts under 10 s: no warning
    const left = leftNow(clock.running);
    if (left > 0 && left < WARN_MS) {
      warned = true;
      whenLow();
    }
  }

  /** Show the clocks of ``view`` in ``container`` (hidden for an untimed game). ``onZero`` is
   *  called once when the running clock reaches zero on this page, ``onLow`` once a game when a
   *  clock of ``mySeats`` runs under 10 s in real time. */
  function show(container, view, mySeats, onZero, onLow = null) {
    box = container;
    whenZero = onZero;
    whenLow = onLow;
    ours = Object.keys(mySeats);
    const clock = view.clock;
    container.classList.toggle("hidden", !clock);
    if (!clock) {
      shown = null;
      return;
    }
    if (!shown || shown.clock.server_time !== clock.server_time) {
      shown = { clock, received: performance.now() };
      askedAtZero = false;
    }
    const seats = view.seats.slice();
    if (container.dataset.seats !== seats.join(",")) {
      container.innerHTML = "";
      container.dataset.seats = seats.join(",");
      for (const seat of seats) {
        const element = document.createElement("div");
        element.className = "clock";
        element.dataset.seat = seat;
        const name = document.createElement("span");
        name.className = "clock-seat";
        const time = document.createElement("span");
        time.className = "clock-time";
        time.setAttribute("role", "timer");
        element.append(name, time);
        container.append(element);
      }
    }
    for (const element of container.querySelectorAll(".clock")) {
      const seat = element.dataset.seat;
      element.querySelector(".clock-seat").textContent =
        boardlab.seatName(seat) + (mySeats[seat] ? ` ${boardlab.t("game-you-suffix")}` : "");
      element.title = boardlab.t(clock.kind === "correspondence" ? "games-clock-days" : "games-clock-minutes",
        { clock: clock.text });
    }
    draw();
    if (!ticking) ticking = setInterval(draw, 100);
  }

  return { show, format };
})();
