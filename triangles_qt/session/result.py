"""The statistics record of an ended game, built from the game itself (Qt-free)."""

from __future__ import annotations

import time
from datetime import datetime, timezone

from triangles_qt.model import Game
from triangles_qt.plugins.discovery import entry_for
from triangles_qt.session.assistance import Assistance
from triangles_qt.session.ending import Ending, Termination
from triangles_qt.session.setup import GameSetup
from triangles_qt.stats import TWO_PLAYERS, VS_COMPUTER, GameResult, result_from_game


def game_result(
    game: Game,
    setup: GameSetup,
    ending: Ending | None = None,
    *,
    finished_at: float | None = None,
    assistance: Assistance | None = None,
) -> GameResult:
    """What the statistics keep of an ended game.

    Names are stored as the setup holds them: the player's as typed ("" for
    the default, shown as "You" or "Player 1" in whatever language is on
    screen) and the opponent's untranslated plugin name; the statistics
    window translates them when it shows them, by opponent id.
    ``ending`` is how it ended (by default: by the rules); one without a
    result (:attr:`Ending.counts` false) is refused with ``ValueError``.
    ``finished_at`` (seconds since the epoch) is when the game ended: a
    result recorded at a later start keeps its own time and duration.
    ``assistance``: the help the person had against the computer (hints,
    undos); None, and in a game between people, records none.
    """
    if ending is None:
        ending = Ending.of(game, setup, Termination.RULES)
    if not ending.counts:
        raise ValueError(f"a game that ended so ({ending.termination.value}) has no result")
    human = setup.human_player
    opponent_id = None
    distribution = version = None
    if human is not None:
        opponent_id = setup.seats[1 - human].opponent_id
        entry = entry_for(opponent_id) if opponent_id and ":" not in opponent_id else None
        if entry is not None:
            distribution, version = entry.distribution, entry.version
    # A network game: this device's player is the "you" of its statistics.
    local = setup.local_player
    seat = human if human is not None else (local if local is not None else 0)
    ended = time.time() if finished_at is None else finished_at
    helped = assistance if human is not None else None
    return result_from_game(
        game,
        game_id=setup.game_id,
        mode=VS_COMPUTER if human is not None else TWO_PLAYERS,
        human_name=setup.seats[seat].name,
        human_player=seat,
        opponent_id=opponent_id,
        # Two players: the second player's name goes where an opponent's would.
        opponent_name=setup.seats[1 - seat].name,
        opponent_distribution=distribution,
        opponent_version=version,
        duration_s=max(0.0, ended - setup.started_at),
        finished_at=datetime.fromtimestamp(ended, timezone.utc),
        resigned=ending.resigned,
        hints=helped.hints if helped is not None else None,
        undos=helped.undos if helped is not None else None,
    )
