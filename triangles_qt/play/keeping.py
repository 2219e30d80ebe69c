"""What the table tells the game's keeper: every state of the game, and its result once.

The keeper (session/keeper.py) decides what reaches the disk and when; the
table only says what happened. A game is saved after every change; when it
ends with a result, the result goes with its last state, once; a game that
ends without one lets its save go; a network game without its way back (no
rendezvous) is not saved, since it could not be resumed.
"""

from __future__ import annotations

import time
from typing import Any

from triangles_qt.model import Game, save_game
from triangles_qt.session import Assistance, Ending, GameKeeper, GameSetup, game_result


def record_text(
    game: Game,
    setup: GameSetup,
    ending: Ending | None,
    substituted: int,
    extra: dict[str, Any] | None = None,
    assistance: Assistance | None = None,
) -> str:
    """The save of ``game``: the record, with its setup, how it stands, and (against the
    computer) the help the person had, so a resumed or recovered game keeps it."""
    data = setup.to_extra()
    if assistance is not None and setup.human_player is not None:
        data.update(assistance.to_extra())
    resigned = ending is not None and ending.resigned
    data["finished"] = game.is_over or resigned
    if resigned:
        data["resigned"] = True
    data["substituted_moves"] = substituted
    data.update(extra or {})
    return save_game(game, data)


class Keeping:
    """One game's reports to the keeper (a new one for each game)."""

    def __init__(self, keeper: GameKeeper | None, setup: GameSetup) -> None:
        self._keeper = keeper
        self._setup = setup
        self._result_told = False

    def state(
        self,
        game: Game,
        ending: Ending | None,
        substituted: int,
        assistance: Assistance | None = None,
    ) -> None:
        """The game's newest state; an ending's result goes with it, once."""
        keeper, setup = self._keeper, self._setup
        if keeper is None:
            return
        if ending is None:
            if not setup.network or setup.rendezvous is not None:
                text = record_text(game, setup, None, substituted, assistance=assistance)
                keeper.save(setup.game_id, text)
        elif ending.counts and not self._result_told:
            self._result_told = True
            ended_at = time.time()
            text = record_text(
                game, setup, ending, substituted, {"finished_at": ended_at}, assistance
            )
            result = game_result(
                game, setup, ending, finished_at=ended_at, assistance=assistance
            )
            keeper.finished(setup.game_id, text, result)
        elif not ending.counts:
            keeper.abandoned(setup.game_id)

    def replaced(self, said_goodbye: bool) -> None:
        """Another game takes this one's place. ``said_goodbye``: a network game whose other
        device was told it ended (nothing is left to go back to)."""
        if self._keeper is None:
            return
        if said_goodbye:
            self._keeper.abandoned(self._setup.game_id)
        else:
            self._keeper.replacing()
