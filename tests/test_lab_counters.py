"""Each game's lab counters (``State.lab_counters``) agree with the games' records and results."""

from __future__ import annotations

from collections import Counter

import pytest

import boardlab
from boardlab.core.game import State
from boardlab.lab.experiment import parse_experiment
from boardlab.lab.runner import play_lab_game
from boardlab.lab.store import LabGame


def games_of(game: str, options: dict[str, object], agents: list[str], count: int = 6,
             move_limit: int = 150) -> list[LabGame]:
    experiment = parse_experiment({"seed": 5, "games": count, "move_limit": move_limit, "pairings": [agents],
                                   "variants": [{"game": game, "options": options}]})
    return [play_lab_game(task) for task in experiment.tasks()]


def steps_of(game: LabGame) -> list[str]:
    separator = boardlab.load(game.game, **game.options).step_separator
    return [step for turn in game.record.split() for step in turn.split(separator)]


def test_the_default_counts_nothing() -> None:
    state = boardlab.load("comet").start()
    assert state.lab_counters(state.legal_moves()[0], state.play(state.legal_moves()[0])) == {}
    assert type(state).lab_counters is State.lab_counters


@pytest.mark.parametrize("variant", ["c1", "c2"])
def test_c1_counts_moves_eliminations_and_surrounds(variant: str) -> None:
    for game in games_of("c1", {"variant": variant}, ["easy", "random"]):
        steps = steps_of(game)
        counters = Counter(game.counters)
        assert counters["cone_move"] == sum(s[0] == "C" for s in steps)
        assert counters["tile_slide"] == sum(s[0] == "T" for s in steps)
        assert counters["cone_move"] + counters["pyramid_move"] + counters["tile_slide"] == game.plies
        eliminated = counters["eliminated_black_tile"] + counters["eliminated_white_tile"]
        assert eliminated == sum("x" in s for s in steps)
        sides = sum(counters[f"end_side_{what}"] for what in ("edge", "void", "own_piece", "enemy_piece"))
        surrounded = 2 if "both cones" in game.reason else 1 if "surrounded" in game.reason else 0
        assert sides == 4 * surrounded


def test_axiom_counts_cube_and_sceptre_moves_and_endings() -> None:
    for game in games_of("axiom", {}, ["easy", "random"]):
        steps = steps_of(game)
        counters = Counter(game.counters)
        assert counters["sceptre_move"] == sum(s[0] == "S" for s in steps)
        assert counters["cube_move"] + counters["sceptre_move"] == game.plies
        assert counters["elimination"] == sum(s[0] == "S" and "x" in s for s in steps)
        assert counters["end_capture"] == ("reached the cube" in game.reason)
        assert counters["end_no_move"] == ("no legal move" in game.reason)


def test_ccc_counts_actions_flag_moves_and_destroyed_pieces() -> None:
    ccc = boardlab.load("ccc", flat_rows=1)
    start = ccc.start()
    for game in games_of("ccc", {"flat_rows": 1}, ["random", "random"], count=3, move_limit=120):
        counters = Counter(game.counters)
        actions = ("move", "attack", "hop", "swap", "collapse", "drop", "recreate", "end")
        assert sum(counters[action] for action in actions) == game.plies
        end = ccc.replay(game.record.split())
        destroyed = sum(count for name, count in counters.items() if name.startswith("destroyed_"))
        assert destroyed == _pieces(start) - _pieces(end) - _held(end)
        pyramids = sum(counters[f"destroyed_{size}_pyramid"] for size in ("small", "medium", "large"))
        assert pyramids == sum(count for name, count in counters.items() if name.startswith("pyramid_fell_by_"))
        assert counters["nice_flag_move"] == sum(1 for step in steps_of(game) if step[0] == "N") + counters["recreate"]


def _pieces(state: State) -> int:
    return sum(len(stack) for stack in state.pos.cells if stack)  # type: ignore[attr-defined]


def _held(state: State) -> int:
    pending = state.pos.pending  # type: ignore[attr-defined]
    return len(getattr(pending, "held", ()))


def test_cubes_counts_steps_bonus_chains_and_endings() -> None:
    for game in games_of("cubes", {"size": 5}, ["easy", "random"], count=8):
        counters = Counter(game.counters)
        assert sum(counters[kind] for kind in ("place", "slide", "activate", "take", "end")) == game.plies
        turns = game.record.split()
        assert counters["bonus_chain"] == sum("/" in turn for turn in turns)
        assert counters["bonus_step"] == sum(turn.count("/") for turn in turns)
        assert counters["end_no_move"] == ("cannot make a legal move" in game.reason)
        assert all(not kind.startswith("end_") and "+end_" not in kind for kind in game.kinds)
