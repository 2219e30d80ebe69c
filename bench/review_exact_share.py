"""What share of a game the review judges exactly: ``python bench/review_exact_share.py``.

Plays ``--games`` seeded games per board size between two built-in opponents
(``--a``/``--b``, default medium against medium, colours alternating) and
counts, for each search core's limits (``triangles_qt.review.engine.EXACT_LINES``),
the lines drawn in a position with at most that many legal lines: those are
judged exactly (the exact search runs to its end there, with no clock), the
rest are estimated. No review is run: which lines are exact depends only on
the position, never on the machine.

    python bench/review_exact_share.py [--sizes 24,60,180] [--games 5] [--rules strict,again]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from triangles_qt.model import Board, Game  # noqa: E402
from triangles_qt.plugins.builtin.easy import EasyOpponent  # noqa: E402
from triangles_qt.plugins.builtin.hard import HardOpponent  # noqa: E402
from triangles_qt.plugins.builtin.medium import MediumOpponent  # noqa: E402
from triangles_qt.review.engine import EXACT_LINES, legal_counts  # noqa: E402

OPPONENTS = {"easy": EasyOpponent, "medium": MediumOpponent, "hard": HardOpponent}


def play(stars: int, seed: int, play_again: bool, a: str, b: str, time_limit: float) -> Game:
    game = Game(Board.generate(stars, seed), play_again=play_again)
    sides = [OPPONENTS[a](seed), OPPONENTS[b](seed + 1)]
    if seed % 2:
        sides.reverse()
    while not game.is_over:
        game.play(*sides[game.current_player].choose_move(game, time_limit))
    return game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="24,60,180")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--rules", default="strict,again")
    parser.add_argument("--a", default="medium", choices=sorted(OPPONENTS))
    parser.add_argument("--b", default="medium", choices=sorted(OPPONENTS))
    parser.add_argument("--time-limit", type=float, default=0.2, help="seconds a move")
    args = parser.parse_args()
    cores = sorted(EXACT_LINES)
    print(f"{args.a} against {args.b}, {args.games} games a size; limits {EXACT_LINES}")
    print("stars rule    lines/game  " + "  ".join(f"exact ({core})" for core in cores))
    for rule in args.rules.split(","):
        again = rule == "again"
        for stars in (int(s) for s in args.sizes.split(",")):
            lines = 0
            exact = dict.fromkeys(cores, 0)
            for seed in range(1, args.games + 1):
                counts = legal_counts(play(stars, seed, again, args.a, args.b, args.time_limit))
                lines += len(counts)
                for core in cores:
                    limit = EXACT_LINES[core][again]
                    exact[core] += sum(count <= limit for count in counts)
            shares = "  ".join(
                f"{exact[core] / args.games:5.1f} ({100 * exact[core] / lines:4.1f} %)"
                for core in cores
            )
            print(f"{stars:5d} {rule:7s} {lines / args.games:10.1f}  {shares}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
