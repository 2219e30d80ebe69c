"""A position in 64 hex digits, so two devices can tell they play the same game (Qt-free).

Both devices run the rules on their own :class:`~triangles_qt.model.Game`;
each move travels with the digest of the position it leads to. A mismatch
means the devices disagree (a bug, or a peer that lies) and ends the game
cleanly on both sides instead of letting two different games go on.
"""

from __future__ import annotations

import hashlib

from triangles_qt.model import Game


def board_digest(game: Game) -> str:
    """The board alone: its stars (exactly, as floats' reprs) and tolerance."""
    board = game.board
    text = ";".join(f"{float(x)!r},{float(y)!r}" for x, y in board.stars)
    text += f"|{float(board.tolerance)!r}|{bool(game.play_again)}"
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def position_digest(game: Game) -> str:
    """The board, the lines drawn in order, the scores and who is to move."""
    lines = ";".join(f"{a}-{b}" for a, b in game.lines)
    scores = "-".join(str(s) for s in game.scores)
    text = f"{board_digest(game)}|{lines}|{scores}|{game.current_player}|{game.is_over}"
    return hashlib.sha256(text.encode("ascii")).hexdigest()
