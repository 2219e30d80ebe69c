"""A built-in opponent as an engine-protocol program, to match it against itself on another core.

Run by the arena, e.g. today's Hard on the pure-Python engine against Hard on
the native core (docs/performance.md, "Hard against today's Hard"):

    .venv/bin/python -m triangles_qt.arena hard old --stars 24 --sprt 0 50 \\
        --engine old="env TRIANGLES_CORE=python .venv/bin/python bench/builtin_engine.py hard"

It speaks docs/engine-protocol.md: it rebuilds the board from the stars and
the tolerance, follows the lines, and on ``go`` asks the opponent for its
line with the time the host gave. The opponent's own clock keeps it inside
the limit, as it does in the app.
"""

from __future__ import annotations

import sys

from triangles_qt.model import CORE, Board, Game
from triangles_qt.plugins.builtin.easy import EasyOpponent
from triangles_qt.plugins.builtin.hard import HardOpponent
from triangles_qt.plugins.builtin.medium import MediumOpponent

OPPONENTS = {"easy": EasyOpponent, "medium": MediumOpponent, "hard": HardOpponent}


def say(text: str) -> None:
    print(text, flush=True)


def main(argv: list[str]) -> int:
    kind = argv[1] if len(argv) > 1 else "hard"
    opponent = OPPONENTS[kind]()
    stars: list[tuple[float, float]] = []
    expected = 0
    tolerance = 0.0
    play_again = False
    game: Game | None = None
    seconds = 1.0
    for text in sys.stdin:
        words = text.split()
        if not words:
            continue
        command = words[0]
        if command == "triangles":
            say(f"name {kind} ({CORE} core)")
            say("ok")
        elif command == "newgame":
            expected = int(words[1])
            tolerance = float(words[2])
            play_again = words[3] == "again"
            stars = []
            game = None
            if expected == 0:
                game = Game(Board(stars, tolerance), play_again=play_again)
        elif command == "star":
            stars.append((float(words[1]), float(words[2])))
            if len(stars) == expected:
                game = Game(Board(stars, tolerance), play_again=play_again)
        elif command == "time":
            seconds = float(words[1])
        elif command == "line" and game is not None:
            game.play(int(words[1]), int(words[2]))
        elif command == "go" and game is not None:
            a, b = opponent.choose_move(game.copy(), seconds)
            say(f"move {a} {b}")
        elif command == "quit":
            break
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
