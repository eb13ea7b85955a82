"""Pictures for the rules pages, drawn by the engines themselves (each state's ``svg()``).

A :class:`Diagram` names a position (moves played from the start) and the clicks made so far
in it. The page shows that position with the last click outlined and every legal next click
marked, exactly as the game page would mark them: a piece's moves, a cube's cells, AXIOM's
dome faces, CCC's count strip. Captions are messages of the language layer (``boardlab.i18n``),
and so are the words inside the pictures (``State.svg(language=...)``).

>>> diagram = DIAGRAMS["c1"][1]          # the cone at the start
>>> sorted(diagram.marked())
['b3', 'c2', 'd2', 'e2', 'f3']
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from html import escape

from boardlab.core.game import State
from boardlab.core.registry import load
from boardlab.i18n import Texts


@dataclass(frozen=True)
class Diagram:
    """One picture: the position after ``moves``, with the clicks ``path`` already made."""

    game: str
    caption: str                      # a message id of the language layer
    moves: tuple[str, ...] = ()
    path: tuple[str, ...] = ()        # clicks so far: the last is outlined, the next ones marked
    #: With no clicks made: mark the first clicks (Cubes' placing and bonus step, where the
    #: player clicks a square, a cube or End straight away) instead of showing only the position.
    mark_first: bool = False

    @functools.cached_property
    def state(self) -> State:
        """The position shown (raises the engine's ``IllegalMove`` for a wrong move list)."""
        return load(self.game).replay(self.moves)

    def marked(self) -> set[str]:
        """The click targets that legally come next after ``path`` (none when ``path`` is empty
        and the diagram only shows a position, unless ``mark_first``)."""
        if not self.path and not self.mark_first:
            return set()
        depth = len(self.path)
        return {clicks[depth] for clicks in self.state.clicks().values()
                if len(clicks) > depth and tuple(clicks[:depth]) == self.path}

    def svg(self, language: str = "en") -> str:
        """The engine's drawing with the next clicks marked and the last click outlined, its
        words in ``language``."""
        return self.state.svg(highlights=sorted(self.marked()), selected=self.path[-1] if self.path else None,
                              language=language)

    def html(self, words: Texts) -> str:
        """A ``<figure>`` holding the inline SVG and its caption in ``words``' language."""
        marked = " ".join(sorted(self.marked()))
        return (f'<figure class="diagram" data-game="{escape(self.game)}" data-marked="{escape(marked)}">\n'
                f"{self.svg(words.code)}\n<figcaption>{escape(words.get(self.caption))}</figcaption>\n</figure>")


_C1_SAMPLE = ("Cd1-d2 Pe7-e6 Pb1-d5 Pc7-e3 Pf1-f5 Te5-e4 Tb3-b4 Pe6-c2 Pc1-c5 Pc2xe4 Pd5xd3 Te6-e5 Pc5xa3 "
              "Pe3xg5 Tf3-f4 Pe4-e2 Cd2-a5 Tb5-d5 Tb4-b5 Tc6-c4 Pd3-d5 Tb6-c6 Pf5-f6 Pf7-e7 Tb5-b6 Pb7-b6 "
              "Tb2-b5 Pe2xa6 Ca5-b5 Pa6-a5").split()
_CCC_OPEN = ("Ff3-g3", "Sc8-d7")


def _diagrams(game: str, *specs: tuple) -> list[Diagram]:
    """``(caption, moves, path)`` triples, the caption without its ``diagram-`` prefix; an empty
    path in Cubes marks the first clicks (there is no piece to pick first)."""
    return [Diagram(game, f"diagram-{caption}", tuple(moves), tuple(path), mark_first=game == "cubes")
            for caption, moves, path in specs]


#: Each game's pictures, in the order the page shows them: the start, then each kind of piece,
#: then the rule text's own examples where it gives any.
DIAGRAMS: dict[str, list[Diagram]] = {
    "c1": _diagrams("c1",
                    ("start", (), ()),
                    ("c1-cone", (), ("d1",)),
                    ("c1-pyramid", ("Cd1-d2", "Pe7-e6"), ("b1",)),
                    ("c1-tile", (), ("b3",)),
                    ("c1-elimination", _C1_SAMPLE[:9], ("c2",)),
                    ("c1-sample-end", _C1_SAMPLE, ())),
    "axiom": _diagrams("axiom",
                       ("start", (), ()),
                       ("axiom-sceptre", (), ("b2.2U",)),
                       ("axiom-cube", (), ("c2.2U",)),
                       ("axiom-domes", (), ("c2.2U", "a2.1"))),
    "ccc": _diagrams("ccc",
                     ("start", (), ()),
                     ("ccc-cube", (), ("a1",)),
                     ("ccc-pyramid", (), ("c1",)),
                     ("ccc-flat", (), ("b2",)),
                     ("ccc-flag", _CCC_OPEN, ("e1",)),
                     ("ccc-torus", _CCC_OPEN + ("Fg2-f2", "Fc6-b6"), ("g1",)),
                     ("ccc-collapse", _CCC_OPEN, ("g3",))),
    "cubes": _diagrams("cubes",
                       ("cubes-place", (), ()),
                       ("cubes-slide", ("d4", "e5"), ("d4",)),
                       ("cubes-bonus", ("b3", "b6", "a2", "g3", "c2", "b6-b7", "a2-a8", "h5", "a8-a3"), ())),
    "comet": _diagrams("comet",
                       ("start", (), ()),
                       ("comet-group", (), ("pyramids",)),
                       ("comet-goal", ("squares-N", "prime-E", "prime-E", "prime-E"), ())),
}


def diagrams_html(game: str, words: Texts) -> str:
    """The page section of a game's pictures (empty for a game without any)."""
    figures = "\n".join(diagram.html(words) for diagram in DIAGRAMS.get(game, []))
    if not figures:
        return ""
    return (f'<section class="diagrams">\n<h2>{escape(words.get("rules-diagrams-heading"))}</h2>\n'
            f'<p>{escape(words.get("rules-marked-note"))}</p>\n{figures}\n</section>\n')


def howto_html(game: str, words: Texts) -> str:
    """The short "how to play it here" section: how the site's board takes each kind of move."""
    return (f'<section class="howto">\n<h2>{escape(words.get("rules-howto-heading"))}</h2>\n'
            f"<p>{escape(words.get(f'howto-{game}'))}</p>\n</section>\n")


__all__ = ["DIAGRAMS", "Diagram", "diagrams_html", "howto_html"]
