"""Browser test of the lab page: a designer signs up, describes a tiny experiment in the form
(C1 and C2, random against random), starts it, watches it finish and reads its report.
Screenshots go to test-artifacts/lab/."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from test_browser import ARTIFACTS, CHROMIUM, WAIT_MS, browser, open_page  # noqa: F401 - browser: the shared fixture
from test_server_support import ServerProcess

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")
SHOTS = ARTIFACTS / "lab"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("lab")
    process = ServerProcess(f"sqlite:///{folder / 'games.sqlite3'}", folder / "server.log", computers="thread",
                            extra=("--lab-dir", str(folder / "lab")))
    yield process.start()
    process.stop()



def test_a_designer_starts_an_experiment_from_the_form_and_reads_its_report(server: ServerProcess,
                                                                            browser: object) -> None:
    page = open_page(browser, server.url + "/lab", height=900, bypass_csp=False)
    errors = page.errors
    page.wait_for_selector("#lab-login-needed:not(.hidden)")      # logged out: no form
    assert page.locator("#lab-form").is_hidden()
    page.goto(server.url + "/")
    page.fill("#account-user", "ada")
    page.fill("#account-password", "analytical engine")
    page.click("#sign-up")
    page.wait_for_selector("#signed-in:not(.hidden)")
    page.click("a[href='/lab']")
    page.wait_for_selector("#lab-form:not(.hidden)")
    page.fill("#lab-name", "C1 against C2")
    page.select_option("#lab-game", "c1")
    page.click("#lab-add-variant")
    page.locator(".lab-variant").nth(1).locator("select[data-option=variant]").select_option("c2")
    assert page.locator(".lab-variant").nth(0).locator("label").first.inner_text() == "Variant"   # the human name
    page.fill("#lab-games", "3")
    page.fill("#lab-move-limit", "60")
    assert page.locator("#lab-total").inner_text() == "This experiment plays 6 games."
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "form.png"), full_page=True)
    page.fill("#lab-games", "500")                                 # over the cap: refused with the reason
    page.click("#lab-start")
    page.wait_for_selector("#lab-error:has-text('at most 200 per experiment')")
    page.fill("#lab-games", "3")
    page.click("#lab-start")
    page.wait_for_url("**/lab/experiments/*")
    page.wait_for_selector("#lab-experiment-status:has-text('done')", timeout=120_000)
    assert page.locator("#lab-experiment-progress-text").inner_text() == "Games: 6 / 6"
    assert page.locator("#lab-summary tbody tr").count() == 1
    page.wait_for_selector("#lab-report h2:has-text('c1 variant=c2')", timeout=120_000)
    assert page.locator("#lab-report img").count() >= 4               # the report's plots
    assert page.locator("#lab-cancel").is_hidden()
    page.screenshot(path=str(SHOTS / "experiment-done.png"), full_page=True)
    page.goto(server.url + "/lab")
    page.wait_for_selector("#lab-public tbody tr:has-text('C1 against C2')")
    page.wait_for_selector("#lab-mine tbody tr:has-text('done')")
    page.screenshot(path=str(SHOTS / "lab-lists.png"), full_page=True)
    assert errors == []
    page.context.close()


def test_a_running_experiment_shows_its_progress_and_its_owner_cancels_it(server: ServerProcess,
                                                                         browser: object) -> None:
    # bypass_csp: wait_for_function evaluates a string (the app itself needs no eval).
    context = browser.new_context(viewport={"width": 1200, "height": 900}, bypass_csp=True)  # type: ignore[attr-defined]
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    page.goto(server.url + "/")
    page.fill("#account-user", "grace")
    page.fill("#account-password", "compiler pioneer")
    page.click("#sign-up")
    page.wait_for_selector("#signed-in:not(.hidden)")
    page.goto(server.url + "/lab")
    page.wait_for_selector("#lab-form:not(.hidden)")
    page.fill("#lab-name", "a long one")
    page.select_option("#lab-game", "c1")
    # Two `medium` players, as many games as the cap allows: long enough to be cancelled while it
    # runs (150 `easy` v `random` games now finish in seconds with the compiled search).
    page.locator(".lab-pairing select").first.select_option("medium")
    page.locator(".lab-pairing select").nth(1).select_option("medium")
    page.fill("#lab-games", "200")
    page.click("#lab-start")
    page.wait_for_url("**/lab/experiments/*")
    page.wait_for_selector("#lab-experiment-status:has-text('running')", timeout=120_000)
    page.wait_for_function("document.querySelector('#lab-experiment-progress').value >= 1", timeout=120_000)
    page.wait_for_selector("#lab-summary tbody tr:has-text('medium v medium')")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "experiment-running.png"), full_page=True)
    page.click("#lab-cancel")
    page.wait_for_selector("#lab-experiment-status:has-text('cancelled')")
    assert page.locator("#lab-cancel").is_hidden() and page.locator("#lab-report-box").is_hidden()
    context.close()


def test_the_lab_page_in_arabic_mirrors_its_layout(server: ServerProcess, browser: object) -> None:
    context = browser.new_context(viewport={"width": 1000, "height": 700}, locale="ar")  # type: ignore[attr-defined]
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    page.set_extra_http_headers({"Accept-Language": "ar"})
    page.goto(server.url + "/lab")
    page.wait_for_selector("#lab-login-needed:not(.hidden)")
    assert page.evaluate("document.documentElement.dir") == "rtl"
    assert page.locator("#lab-public-box h2").inner_text() == "التجارب المنتهية"
    page.wait_for_selector("#lab-none-files:not(.hidden)")       # the lists are in
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "lab-arabic.png"), full_page=True)
    context.close()


def test_the_report_comes_in_the_readers_language(server: ServerProcess, browser: object) -> None:
    """A German designer reads the refusal and the report in German; an Arabic reader of the same
    (public) experiment reads its report right to left."""
    context = browser.new_context(viewport={"width": 1200, "height": 900}, locale="de")  # type: ignore[attr-defined]
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    page.set_extra_http_headers({"Accept-Language": "de"})
    page.goto(server.url + "/")
    page.fill("#account-user", "emmy")
    page.fill("#account-password", "invariant theory")
    page.click("#sign-up")
    page.wait_for_selector("#signed-in:not(.hidden)")
    page.goto(server.url + "/lab")
    page.wait_for_selector("#lab-form:not(.hidden)")
    page.fill("#lab-name", "Deutsch")
    page.select_option("#lab-game", "c1")
    page.fill("#lab-games", "500")
    page.click("#lab-start")
    page.wait_for_selector("#lab-error:has-text('das Web-Labor spielt höchstens 200 je Experiment')")
    page.fill("#lab-games", "2")
    page.fill("#lab-move-limit", "40")
    page.click("#lab-start")
    page.wait_for_url("**/lab/experiments/*")
    page.wait_for_selector("#lab-report h1:has-text('Laborbericht: Deutsch')", timeout=120_000)
    assert page.locator("#lab-report").get_attribute("lang") == "de"
    assert page.locator("#lab-report table th").first.inner_text() == "Paarung (A – B)"
    assert page.locator("#lab-report img[alt='Histogramm der Längen']").count() == 1
    address = page.url
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "report-german.png"), full_page=True)
    context.close()

    context = browser.new_context(viewport={"width": 1200, "height": 900}, locale="ar")  # type: ignore[attr-defined]
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    page.set_extra_http_headers({"Accept-Language": "ar"})
    page.goto(address)
    page.wait_for_selector("#lab-report h1", timeout=120_000)
    assert page.locator("#lab-report").get_attribute("dir") == "rtl"
    assert page.locator("#lab-report h1").inner_text().startswith("تقرير المختبر")
    page.screenshot(path=str(SHOTS / "report-arabic.png"), full_page=True)
    context.close()
