"""Action encodings for the environments: a fixed range of integers per game, and a mask.

Most games use the protocol's own action ids (:meth:`State.legal_actions`), whose range is
already small: C1 2,401, Cubes 1,985, comet 36, CCC 13,314. AXIOM's protocol ids name a cube
move by its origin column on the 14 x 14 frame, which makes 489,216 ids; the environments
name the cube by its place among the mover's own cube columns instead (at most 6), which
leaves 42,336 ids (11.6 times fewer) and the same moves.

>>> import boardlab
>>> codec_for(boardlab.load("axiom")).size
42336
>>> codec_for(boardlab.load("c1")).size
2401
"""

from __future__ import annotations

import numpy as np

from boardlab.core.errors import IllegalMove
from boardlab.core.game import Game, State


class ProtocolCodec:
    """Environment actions are the protocol's action ids."""

    def __init__(self, game: Game) -> None:
        self.size = game.num_actions

    def legal(self, state: State) -> dict[int, int]:
        """Environment action -> protocol action id, for every legal move of ``state``."""
        return {action: action for action in state.legal_actions()}

    def mask(self, state: State) -> np.ndarray:
        """An ``int8`` vector over the action range: 1 where the action is legal."""
        mask = np.zeros(self.size, dtype=np.int8)
        mask[list(self.legal(state))] = 1
        return mask

    def play(self, state: State, action: int) -> State:
        """The state after environment action ``action``; :class:`IllegalMove` if it is not legal."""
        protocol = self.legal(state).get(int(action))
        if protocol is None:
            raise IllegalMove(f"action {action!r} is not a legal move here (see the action mask)")
        return state.play_action(protocol)

    def move(self, state: State, action: int) -> str:
        """The notation of a legal environment action."""
        protocol = self.legal(state).get(int(action))
        if protocol is None:
            raise IllegalMove(f"action {action!r} is not a legal move here (see the action mask)")
        return state.action_to_move(protocol)


class AxiomCodec(ProtocolCodec):
    """AXIOM actions with the cube's origin column replaced by its rank among the mover's columns."""

    def __init__(self, game: Game) -> None:
        from boardlab.games.axiom import state as axiom

        self._per_column = axiom.CUBE_ACTIONS // (axiom.FRAME * axiom.FRAME)
        self._cube_actions = axiom.CUBE_ACTIONS
        self._frame = axiom.FRAME
        self._cube_part = 6 * self._per_column
        self.size = self._cube_part + game.num_actions - axiom.CUBE_ACTIONS

    def legal(self, state: State) -> dict[int, int]:
        cached = state.__dict__.get("_env_actions")
        if cached is None:
            columns = self._own_columns(state)
            cached = {self._compact(columns, a): a for a in state.legal_actions()}
            state.__dict__["_env_actions"] = cached
        return cached

    def _own_columns(self, state: State) -> list[int]:
        """The frame columns (``x * FRAME + y``) holding the mover's cubes, in order."""
        columns = set()
        for cube in state.to_json()["cubes"]:
            if cube["colour"] == state.to_move:
                square = cube["cell"].split(".")[0]
                columns.add((ord(square[0]) - ord("a")) * self._frame + int(square[1:]) - 1)
        return sorted(columns)

    def _compact(self, columns: list[int], action: int) -> int:
        if action >= self._cube_actions:
            return action - self._cube_actions + self._cube_part
        origin, rest = divmod(action, self._per_column)
        return columns.index(origin) * self._per_column + rest


def codec_for(game: Game) -> ProtocolCodec:
    """The environment action encoding of ``game``."""
    return AxiomCodec(game) if game.name == "axiom" else ProtocolCodec(game)
