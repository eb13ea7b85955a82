"""Why a step cannot be played, in the player's terms (used by :meth:`CCCState.explain_illegal`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardlab.games.ccc.board import COLOURS, FLAG, KIND_NAMES, Stack, cell_name, structure_kind
from boardlab.games.ccc.notation import STEP_PATTERNS, step_shape
from boardlab.games.ccc.rules import Collapse, Hop, flag_may_be_recreated, flag_may_move

if TYPE_CHECKING:
    from boardlab.games.ccc.state import CCCState

FORMATS = ("not a CCC step: write a move Fd2-d3, an Attack Fd3xe4, a Hop Fc3^e5, a swap Sc1~f1, "
           "a Flag recreation N@e1, a Collapse Fd4*3n, a drop 2d5 or 1xd6, or end")


def explain(state: CCCState, move: object) -> str:
    """Why ``move`` is not legal in ``state``."""
    shape = step_shape(move) if isinstance(move, str) else None
    if shape is None:
        return FORMATS
    if state.is_over:
        return f"the game is over ({state.reason})"
    pending = state.pos.pending
    if isinstance(pending, Hop):
        return (f"a Hop chain is under way: hop on with the Flat on {cell_name(pending.at)} "
                f"or write end ({', '.join(state.legal_moves())})")
    if isinstance(pending, Collapse):
        return f"a Collapse is under way: drop held pieces, one of {', '.join(state.legal_moves())}"
    if shape == "end":
        return "end only finishes a Hop chain early; no chain is under way"
    if shape == "drop":
        return "a drop belongs to a Collapse; start one first, e.g. Fd4*2n"
    if shape == "recreate":
        return _explain_recreate(state)
    assert isinstance(move, str)
    match = STEP_PATTERNS[shape].fullmatch(move)
    assert match is not None
    letter, origin_name = match.group(1), match.group(2)
    return _explain_origin(state, letter, origin_name) or _explain_reach(state, shape, move)


def describe(stack: Stack) -> str:
    """A stack in words: ``a Medium Pyramid`` for a basic piece (a lone Pyramid is not a
    Structure "topped by" anything), ``a pyramid stack topped by a Small Pyramid`` otherwise."""
    top = KIND_NAMES[stack[-1].kind]
    if len(stack) == 1:
        return f"a {top}"
    return f"a {structure_kind(stack)} topped by a {top}"


def _explain_recreate(state: CCCState) -> str:
    pos = state.pos
    home = pos.flag_homes[COLOURS.index(pos.side)]
    standing = pos.flag_cell(pos.side)
    if standing is not None:
        return f"{pos.side}'s Nice Flag is still on the board at {cell_name(standing)}"
    if not flag_may_be_recreated(pos):
        return _flag_rest_reason(state)
    if pos.cells[home] is not None:
        return f"the Nice Flag's starting space {cell_name(home)} is occupied"
    return f"a Nice Flag is recreated only on its starting space, {cell_name(home)}"


def _flag_rest_reason(state: CCCState) -> str:
    if state.pos.turn == 0:
        return "the Nice Flag cannot act on the game's first turn: there is no turn to compliment yet"
    if state.pos.flag_rest_any:
        return "the Nice Flag was moved or recreated on your previous turn; it cannot act two turns running"
    return "the Nice Flag was moved on your previous turn; it cannot move two turns running"


def _explain_origin(state: CCCState, letter: str, origin_name: str) -> str | None:
    pos = state.pos
    origin = pos.geometry.parse_cell(origin_name)
    if origin is None:
        return f"{origin_name} is not a space of this board"
    stack = pos.cells[origin]
    if stack is None:
        return f"there is no piece on {origin_name}"
    if stack[0].colour != pos.side:
        return f"the {structure_kind(stack)} on {origin_name} is {stack[0].colour}'s; it is {pos.side}'s turn"
    if stack[-1].kind != letter:
        return f"the piece on {origin_name} is {describe(stack)} (letter {stack[-1].kind}), not {letter}"
    if pos.frozen(origin):
        return f"the {structure_kind(stack)} on {origin_name} is next to the opposing Nice Flag and cannot act"
    if stack[-1].kind == FLAG and not flag_may_move(pos):
        return _flag_rest_reason(state)
    return None


def _explain_reach(state: CCCState, shape: str, move: str) -> str:
    match = STEP_PATTERNS[shape].fullmatch(move)
    assert match is not None
    origin_name = match.group(2)
    kind = structure_kind(state.pos.cells[state.pos.geometry.parse_cell(origin_name)])  # type: ignore[arg-type, index]
    end = 1 + len(origin_name)
    mine = [m for m in state.legal_moves() if m[1:end] == origin_name and len(m) > end and not m[end].isdigit()]
    options = f"; its legal steps: {', '.join(mine)}" if mine else "; it has no legal step now"
    if shape == "collapse":
        return f"the {kind} on {origin_name} cannot Collapse that way{options}"
    separator = match.group(3)
    target = match.group(4)
    what = {"-": "move to", "x": "Attack", "^": "Hop to", "~": "swap with"}[separator]
    return f"the {kind} on {origin_name} cannot {what} {target}{options}"
