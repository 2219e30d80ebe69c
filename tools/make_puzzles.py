"""Make the shipped puzzles: positions from games between the built-in opponents, each certified.

    python tools/make_puzzles.py [--games 50] [--seed 2026] [--out PATH]

For every board size (24 and 60 stars) and rule (strict turns, play again) it
plays ``--games`` games on seeded boards between pairs of the built-in
opponents (Easy, Medium, Hard, each given ``--time`` seconds a line), then
looks at the positions near each game's end that the exact solver can settle
(from 5 legal lines up to ``MAX_LINES``), and keeps up to three per game: those
whose best lines beat every other line by at least one triangle and have at
most two right answers, and are not simply "take every triangle on offer",
preferring the more telling tasks. The file it writes is what the package
ships (``triangles_qt/resources/puzzles/puzzles.json``); the suite
re-certifies every puzzle in it (tests/puzzles/test_shipped.py).
Needs the native core (the pure-Python solver would take hours).
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
import time
from pathlib import Path

from triangles_qt.model import CORE, Board, Game
from triangles_qt.model.record import GameRecord
from triangles_qt.plugins.builtin import EasyOpponent, HardOpponent, MediumOpponent
from triangles_qt.plugins.builtin._base import BuiltinOpponent
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position
from triangles_qt.puzzles.certify import certify
from triangles_qt.puzzles.puzzle import Certificate, PuzzleTask, dump_set, grade

OUT = Path(__file__).resolve().parents[1] / "triangles_qt/resources/puzzles/puzzles.json"
SIZES = (24, 60)
#: The most legal lines a puzzle's position may have, by rule (play again: False, True).
MAX_LINES = {False: 24, True: 40}
MIN_LINES = 5
MAX_ANSWERS = 2
PER_GAME = 3
#: Tasks in the order they are preferred when a game offers more than two puzzles.
PREFERENCE = (
    PuzzleTask.NO_GIFT,
    PuzzleTask.KEEP_CONTROL,
    PuzzleTask.SMALLEST_GIFT,
    PuzzleTask.WIN,
    PuzzleTask.BEST_LINE,
)
PAIRS = (
    (MediumOpponent, HardOpponent),
    (HardOpponent, HardOpponent),
    (EasyOpponent, MediumOpponent),
    (HardOpponent, MediumOpponent),
    (MediumOpponent, MediumOpponent),
)


def play(
    board: Board, play_again: bool, players: tuple[BuiltinOpponent, ...], move_time: float
) -> Game:
    game = Game(board, play_again=play_again)
    while not game.is_over:
        a, b = players[game.current_player - 1].choose_move(game.copy(), move_time)
        game.play(a, b)
    return game


def candidates(game: Game, play_again: bool, solver: Solver) -> list[tuple[int, Certificate]]:
    """(lines drawn, certificate) of every position of ``game`` that makes a puzzle."""
    replay = Game(game.board, play_again=play_again)
    found = []
    for ply, (a, b) in enumerate(game.lines):
        if MIN_LINES <= replay.legal_count <= MAX_LINES[play_again]:
            cert = certify(replay, solver)
            if cert is not None and len(cert.answers) <= MAX_ANSWERS and not greedy(replay, cert):
                found.append((ply, cert))
        replay.play(a, b)
    return found


def greedy(game: Game, cert: Certificate) -> bool:
    """Whether taking every triangle on offer is the answer: no puzzle, only a reflex."""
    pos = Position(game.copy())
    takes = {pos.tables.pairs[line] for line in pos.takes()}
    return bool(takes) and takes <= set(cert.answers)


def choose(
    found: list[tuple[int, Certificate]], rng: random.Random
) -> list[tuple[int, Certificate]]:
    """Up to PER_GAME positions, at least three lines apart, the more telling tasks first."""
    rng.shuffle(found)
    found.sort(key=lambda item: (PREFERENCE.index(item[1].task), len(item[1].answers)))
    chosen: list[tuple[int, Certificate]] = []
    for ply, cert in found:
        if all(abs(ply - other) >= 3 for other, _ in chosen):
            chosen.append((ply, cert))
        if len(chosen) == PER_GAME:
            break
    return sorted(chosen, key=lambda item: item[0])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=50, help="games per size and rule")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--time", type=float, default=0.05, help="seconds an opponent's line")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    if CORE != "native":
        print("the native core is needed (build it: pip install .)", file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    solver = Solver()
    records: list[GameRecord] = []
    entries: list[tuple[int, int, Certificate]] = []
    start = time.monotonic()
    for size in SIZES:
        for play_again in (False, True):
            for number in range(args.games):
                seed = args.seed * 1000 + size * 10 + number + (500 if play_again else 0)
                board = Board.generate(size, seed=seed)
                first, second = PAIRS[number % len(PAIRS)]
                players = (first(seed=seed), second(seed=seed + 1))
                game = play(board, play_again, players, args.time)
                chosen = choose(candidates(game, play_again, solver), rng)
                if not chosen:
                    continue
                records.append(GameRecord.from_game(game))
                entries.extend((len(records) - 1, ply, cert) for ply, cert in chosen)
                print(
                    f"{size} {'again' if play_again else 'strict'} #{number}: "
                    f"{len(chosen)} ({', '.join(c.task.value for _, c in chosen)}); "
                    f"{len(entries)} in all, {time.monotonic() - start:.0f} s",
                    flush=True,
                )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(dump_set(records, entries), encoding="utf-8")
    counts: collections.Counter[tuple[int, str, str]] = collections.Counter()
    for game_index, _ply, cert in entries:
        record = records[game_index]
        rule = "again" if record.play_again else "strict"
        level = grade(len(cert.values), cert.margin, len(cert.answers))
        counts[(len(record.stars), rule, level.value)] += 1
    for key in sorted(counts):
        print(*key, counts[key])
    print(f"{len(entries)} puzzles written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
