// One lab experiment (/lab/experiments/ID): its progress, polled until it ends (the run goes
// on without the page), the owner's cancel button, and the lab's report once it is done.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const t = boardlab.t;
  const id = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
  const POLL_MS = 1500;
  const ACTIVE = ["queued", "running"];
  let reportShown = false;

  function percent(part, whole) {
    return whole ? new Intl.NumberFormat(boardlab.language.code, { style: "percent" }).format(part / whole) : "–";
  }

  function show(experiment) {
    document.title = `${experiment.name} – boardlab lab`;
    $("lab-experiment-name").textContent = experiment.name;
    $("lab-experiment-body").classList.remove("hidden");
    const spec = experiment.spec;
    $("lab-experiment-what").textContent = t("lab-what", { game: experiment.game, variants: spec.variants.length,
      pairings: spec.pairings.map((pair) => pair.join(" – ")).join(", "), games: spec.games,
      limit: spec.move_limit, seed: spec.seed });
    $("lab-experiment-owner").textContent = t("lab-by", { name: experiment.owner });
    $("lab-experiment-status").textContent = t(`lab-status-${experiment.status}`);
    $("lab-experiment-progress-text").textContent = t("lab-progress", { done: experiment.games_done,
                                                                      total: experiment.games_total });
    $("lab-experiment-progress").max = experiment.games_total;
    $("lab-experiment-progress").value = experiment.games_done;
    $("lab-experiment-runs-on").classList.toggle("hidden", !ACTIVE.includes(experiment.status));
    $("lab-cancel").classList.toggle("hidden", !(experiment.mine && ACTIVE.includes(experiment.status)));
    $("lab-experiment-failure").classList.toggle("hidden", !experiment.error);
    $("lab-experiment-failure").textContent = experiment.error ? t("lab-failure", { error: experiment.error }) : "";
    showSummary(experiment.summary);
    if (experiment.status === "done") showReport();
  }

  function showSummary(summary) {
    const line = [t("lab-first-seat-wins", { percent: percent(summary.first_seat_wins, summary.games) }),
                  t("lab-draws", { count: summary.draws })];
    if (summary.mean_length !== null) line.push(t("lab-mean-length", { length: summary.mean_length }));
    $("lab-summary-line").textContent = line.join(" · ");
    const body = document.querySelector("#lab-summary tbody");
    body.innerHTML = "";
    for (const [pairing, cell] of Object.entries(summary.pairings)) {
      const row = body.insertRow();
      for (const value of [pairing, cell.games, cell.a, cell.draws, cell.b]) row.insertCell().textContent = String(value);
    }
  }

  async function showReport() {
    if (reportShown) return;
    reportShown = true;
    $("lab-report-box").classList.remove("hidden");
    const language = boardlab.language;
    const address = `/api/lab/experiments/${encodeURIComponent(id)}/report.html`;
    const response = await fetch(`${address}?lang=${encodeURIComponent(language.code)}`);
    $("lab-report-loading").classList.add("hidden");
    if (!response.ok) {
      const problem = await response.json();   // a refusal: in the reader's language (message)
      $("lab-experiment-error").textContent = problem.message || problem.detail;
      return;
    }
    const report = $("lab-report");
    report.lang = language.code;   // the report comes in the page's language, right to left in Arabic
    report.dir = language.dir;
    report.innerHTML = await response.text();   // the server's own HTML: tables and images
  }

  async function poll() {
    let experiment;
    try {
      experiment = await boardlab.api("GET", `/api/lab/experiments/${encodeURIComponent(id)}`);
    } catch (error) {
      $("lab-experiment-name").textContent = t("lab-page-title");
      $("lab-experiment-error").textContent = error.status === 404 ? t("lab-not-found") : error.message;
      if (error.status !== 404) setTimeout(poll, POLL_MS * 2);
      return;
    }
    $("lab-experiment-error").textContent = "";
    show(experiment);
    if (ACTIVE.includes(experiment.status)) setTimeout(poll, POLL_MS);
  }

  $("lab-cancel").addEventListener("click", async () => {
    $("lab-cancel").disabled = true;
    try {
      show(await boardlab.api("POST", `/api/lab/experiments/${encodeURIComponent(id)}/cancel`));
    } catch (error) {
      $("lab-experiment-error").textContent = error.message;
    }
    $("lab-cancel").disabled = false;
  });

  boardlab.account().then(poll);
})();
