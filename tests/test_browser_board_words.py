"""The boards' words in a real browser: an Arabic picture's sentences run right to left yet stay
inside the picture, where the English ones were; German and Japanese labels fit their buttons.
Screenshots in ``test-artifacts/board-words/``."""

from __future__ import annotations

import re

import pytest

import boardlab
from test_browser import ARTIFACTS, CHROMIUM, browser  # noqa: F401 - browser: the shared fixture

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")

#: A position of each game with its words' most crowded moment: CCC's Collapse under way, Cubes'
#: bonus step with its End button.
POSITIONS = {
    "ccc": ("Ff3-g3", "Sc8-d7", "Fg3*1e"),
    "cubes": ("b3", "b6", "a2", "g3", "c2", "b6-b7", "a2-a8", "h5", "a8-a3"),
    "axiom": (),
    "comet": (),
}

#: The boxes of every <text> holding words (not coordinates), with their text and direction.
_BOXES = """() => [...document.querySelectorAll('svg text')].map(node => {
    const box = node.getBBox();
    return {text: node.textContent, rtl: node.getAttribute('direction') === 'rtl', flag: node.classList.contains('flag-text'),
            left: box.x, right: box.x + box.width, width: box.width};
})"""


def text_boxes(page: object, picture: str) -> list[dict[str, object]]:
    page.set_content(f"<!doctype html><html><body style='margin:0'>{picture}</body></html>")
    return page.evaluate(_BOXES)


def worded(boxes: list[dict[str, object]]) -> list[dict[str, object]]:
    """The texts holding words: not coordinates nor piece letters, nor the Nice Flag's cloth."""
    return [box for box in boxes if re.search(r"[^\W\d_]{3,}", str(box["text"])) and not box["flag"]]


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_arabic_words_run_right_to_left_inside_the_picture_where_the_english_were(game: str,
                                                                               browser: object) -> None:
    state = boardlab.load(game).replay(POSITIONS[game])
    page = browser.new_page(viewport={"width": 1000, "height": 900})
    english = worded(text_boxes(page, state.svg()))
    arabic_picture = state.svg(language="ar")
    arabic = worded(text_boxes(page, arabic_picture))
    width = float(re.search(r'viewBox="0 0 ([\d.]+)', arabic_picture).group(1))
    folder = ARTIFACTS / "board-words"
    folder.mkdir(parents=True, exist_ok=True)
    page.locator("svg").screenshot(path=str(folder / f"{game}-ar.png"))
    page.close()
    assert len(english) == len(arabic) and arabic
    for before, after in zip(english, arabic, strict=True):
        assert after["rtl"] and not before["rtl"], after["text"]
        assert -1 <= after["left"] and after["right"] <= width + 1, after          # inside the picture
        # its anchor mirrored, it keeps the English one's left edge, centre or right edge
        centre = (before["left"] + before["right"]) / 2 - (after["left"] + after["right"]) / 2
        assert min(abs(before["left"] - after["left"]), abs(centre), abs(before["right"] - after["right"])) < 2, \
            (before, after)


@pytest.mark.parametrize("language", ["de", "fr", "es", "ru", "ar", "ja", "zh"])
def test_translated_button_labels_fit_their_buttons(language: str, browser: object) -> None:
    page = browser.new_page()
    for game, limit in (("ccc", 48), ("cubes", 110)):
        state = boardlab.load(game).replay(POSITIONS[game])
        page.set_content(f"<!doctype html><body>{state.svg(language=language)}</body>")
        widths = page.evaluate("""(game) => [...document.querySelectorAll(
            game === 'ccc' ? 'g.button[data-target=end] text, g.button[data-target=swap] text' : 'g.end-button text')]
            .map(node => node.getBBox().width)""", game)
        assert widths and max(widths) <= limit, (game, language, widths)
    page.close()


def test_a_comet_group_buttons_piece_numbers_read_left_to_right_in_arabic(browser: object) -> None:
    page = browser.new_page()
    page.set_content(f"<!doctype html><body>{boardlab.load('comet').start().svg(language='ar')}</body>")
    places = page.evaluate("""() => [...document.querySelectorAll('g.group-button text')].map(node =>
        [...node.textContent].flatMap((letter, index) => /[0-9]/.test(letter) ? [node.getStartPositionOfChar(index).x] : []))""")
    page.close()
    assert len(places) == 9 and all(row == sorted(row) and len(row) >= 2 for row in places), places


@pytest.mark.parametrize("language", ["en", "de", "fr", "es", "ru", "ar", "ja", "zh"])
def test_every_text_stays_inside_the_picture_in_every_language(language: str, browser: object) -> None:
    from test_board_words import GAMES, sample_states
    page = browser.new_page(viewport={"width": 1000, "height": 900})
    outside = {}
    for game in GAMES:
        for state, options in list(sample_states(game))[::12]:
            picture = state.svg(language=language, **options)
            width = float(re.search(r'viewBox="0 0 ([\d.]+)', picture).group(1))
            for box in text_boxes(page, picture):
                if box["left"] < -1 or box["right"] > width + 1:
                    outside[f"{game}: {box['text']}"] = (round(box["left"]), round(box["right"]), width)
    page.close()
    assert not outside
