"""The native core against the pure-Python engine, in one run (issue 25, section 4).

Run:  .venv/bin/python bench/bench_core.py [--quick] [--horizon-games N] [--only horizon]

Every figure is a ratio of the two cores measured side by side in this
process, in this process's CPU time (``time.process_time``), with the two
measured in alternating short rounds, so other work on the machine slows
neither more than the other. It prints:

- ``play()`` per move: ``Game.play_line`` (pure Python) against the native
  position's ``play`` called from Python, over complete random games;
- random games per second at 24 and 180 stars: the pure-Python loop
  (``random_line`` + ``play_line`` on a fresh game) against whole games played
  inside the core (``random_game``), and the core's cost per move;
- the exact solver: the same endgame positions solved by both (time ratio) and
  the native solver's positions per second;
- Hard's exact horizon at 1 s on one core: real positions from games between
  two Medium opponents (24 stars, each rule), grouped by their number of
  legal lines; each solved exactly by the native search from a fresh table
  within 1 s of wall-clock time (run it on an idle machine); per count, how
  many positions, the share solved and the median time (a position not
  solved counts as slower than any); the horizon is the most legal lines up
  to which, at every count, the median position is solved within 1 s.

Review times at 24/60/180 stars are bench/bench_review.py's.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable

from triangles_qt.model import CORE, Board, Game, native_position
from triangles_qt.model import native as native_core
from triangles_qt.plugins.builtin._base import Deadline
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position
from triangles_qt.plugins.builtin.medium import MediumOpponent


def per_cpu_second(
    runs: list[Callable[[int], None]], seconds: float, rounds: int = 6
) -> list[float]:
    """Calls of each ``run(i)`` per CPU second, in alternating rounds over ``seconds`` in all."""
    counts = [0] * len(runs)
    spent = [0.0] * len(runs)
    for _ in range(rounds):
        for which, run in enumerate(runs):
            start = time.process_time()
            while time.process_time() - start < seconds / rounds:
                run(counts[which])
                counts[which] += 1
            spent[which] += time.process_time() - start
    return [count / used for count, used in zip(counts, spent, strict=True)]


def random_games(n_stars: int, seconds: float) -> tuple[float, float, float]:
    """(Python games/s, native games/s, native ns per move) at ``n_stars``."""
    board = Board.generate(n_stars, seed=1)

    def python_game(seed: int) -> None:
        game = Game(board)
        rng = random.Random(seed)
        while not game.is_over:
            game.play_line(game.random_line(rng))

    position = native_position(board, False, [])
    moves: list[int] = []

    def native_game(seed: int) -> None:
        moves.append(position.random_game(seed)[0])

    python_rate, native_rate = per_cpu_second([python_game, native_game], seconds)
    per_move = 1e9 / (native_rate * statistics.fmean(moves))
    return python_rate, native_rate, per_move


def play_per_move(n_stars: int, games: int) -> tuple[float, float]:
    """Mean µs of one ``play`` called from Python: (pure Python, native), the same lines.

    Whole games are timed (a loop over their lines), not single calls: a
    clock reading costs about as much as a native move.
    """
    board = Board.generate(n_stars, seed=2)
    python_time = native_time = 0.0
    moves = 0
    for seed in range(games):
        rng = random.Random(seed)
        scout = Game(board)
        lines = []
        while not scout.is_over:
            line = scout.random_line(rng)
            lines.append(line)
            scout.play_line(line)
        game = Game(board)
        start = time.process_time()
        for line in lines:
            game.play_line(line)
        python_time += time.process_time() - start
        position = native_position(board, False, [])
        play = position.play
        start = time.process_time()
        for line in lines:
            play(line)
        native_time += time.process_time() - start
        moves += len(lines)
    return python_time / moves * 1e6, native_time / moves * 1e6


def endgames(
    play_again: bool, games: int, n_stars: int = 24
) -> list[tuple[Board, list[list[int]]]]:
    """Real games between two Medium opponents: each game's board and line list at every move."""
    out = []
    for seed in range(games):
        board = Board.generate(n_stars, seed=100 + seed)
        game = Game(board, play_again=play_again)
        medium = MediumOpponent(seed=seed)
        states = []
        while not game.is_over:
            states.append([board.line_index(a, b) for a, b in game.lines])
            game.play(*medium.choose_move(game.copy(), 0.2))
        out.append((board, states))
    return out


def solver_ratio(play_again: bool, legal: int, games: int) -> tuple[float, float, int]:
    """(pure-Python seconds / native seconds, native positions per second, positions)."""
    python_total = native_total = 0.0
    nodes = 0
    solved = 0
    for board, states in endgames(play_again, games):
        lines = next(
            (s for s in states if board.n_lines and _legal(board, play_again, s) <= legal), None
        )
        if lines is None:
            continue
        game = Game(board, play_again=play_again)
        for line in lines:
            game.play_line(line)
        if game.is_over:
            continue
        pos = Position(game)
        start = time.process_time()
        python_values = _python_values(pos)
        python_total += time.process_time() - start
        position = native_position(board, play_again, lines)
        assert native_core.native_module is not None
        table = native_core.native_module.Table(20)
        start = time.process_time()
        native_values = position.values(table, None)
        native_total += time.process_time() - start
        nodes += table.nodes
        assert native_values == python_values, "the cores disagree"
        solved += 1
    return python_total / native_total, nodes / native_total, solved


def _legal(board: Board, play_again: bool, lines: list[int]) -> int:
    return int(native_position(board, play_again, lines).legal_count)


def _python_values(pos: Position) -> dict[int, int]:
    """The pure-Python solver's values, whatever core is loaded."""

    class PythonOnly(Position):
        __slots__ = ()

        @property
        def native(self) -> None:
            return None

    plain = PythonOnly(pos.game, pos.tables)
    found = Solver().values(plain, Deadline(1e9, share=1.0))
    assert found is not None
    return found


#: The legal-line counts the horizon is measured at, by rule (play again: True).
HORIZON_COUNTS = {False: range(25, 34), True: range(50, 63)}


def horizon(
    play_again: bool, games: int, limit: float
) -> tuple[int, list[tuple[int, int, float, float]]]:
    """(horizon, per count: (legal lines, positions, share solved, median seconds)).

    Every position of the games with a count in ``HORIZON_COUNTS`` is solved
    from a fresh table, as the first search of a game would be (Hard keeps its
    table from move to move, which only helps it)."""
    assert native_core.native_module is not None
    counts = HORIZON_COUNTS[play_again]
    times: dict[int, list[float]] = {count: [] for count in counts}
    for board, states in endgames(play_again, games):
        for lines in states:
            position = native_position(board, play_again, lines)
            if position.is_over or position.legal_count not in times:
                continue
            table = native_core.native_module.Table(20)
            start = time.perf_counter()
            found = position.solve(table, limit)
            spent = time.perf_counter() - start
            times[position.legal_count].append(spent if found is not None else float("inf"))
    rows = []
    best = 0
    reached = True
    for count in counts:
        measured = times[count]
        if not measured:
            continue
        solved = sum(t <= limit for t in measured) / len(measured)
        median = statistics.median(measured)
        rows.append((count, len(measured), solved, median))
        reached = reached and median <= limit
        if reached:
            best = count
    return best, rows


def speed(quick: bool) -> None:
    """The ratios of the two cores: play(), random games, the solver."""
    seconds = 1.0 if quick else 3.0
    print("\n== play() per move, called from Python (mean µs over whole games)")
    for n in (24, 180):
        python_us, native_us = play_per_move(n, 5 if quick else 40)
        print(
            f"{n:4d} stars: pure Python {python_us:6.2f}  native {native_us:6.2f}"
            f"  ratio {python_us / native_us:5.1f}x"
        )
    print("\n== random games per second (whole games; the native ones inside the core)")
    for n in (24, 180):
        python_rate, native_rate, ns = random_games(n, seconds)
        print(
            f"{n:4d} stars: pure Python {python_rate:8.0f}/s  native {native_rate:9.0f}/s"
            f"  ratio {native_rate / python_rate:5.1f}x  ({ns:.0f} ns a move in the core)"
        )
    print("\n== exact solver, the same endgames (values compared)")
    for play_again, legal in ((False, 13), (True, 20)):
        ratio, rate, count = solver_ratio(play_again, legal, 4 if quick else 12)
        rule = "play again" if play_again else "strict"
        print(
            f"{rule:10s} <= {legal} legal lines, {count} positions: native {ratio:6.0f}x faster,"
            f" {rate / 1e6:.2f} M positions/s"
        )


def horizons(games: int) -> None:
    """Hard's exact horizon at 1 s for each rule (see ``horizon``)."""
    print(f"\n== exact horizon at 1 s, one core, fresh table ({games} games per rule, 24 stars)")
    for play_again in (False, True):
        best, rows = horizon(play_again, games, 1.0)
        rule = "play again" if play_again else "strict"
        for count, positions, solved, median in rows:
            shown = f"{median:6.3f} s" if median != float("inf") else "  > 1 s "
            print(
                f"{rule:10s} {count:3d} legal lines: {positions:3d} positions, "
                f"{solved:4.0%} solved within 1 s, median {shown}"
            )
        print(f"{rule:10s} horizon: {best} legal lines (the median position solved within 1 s)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="shorter counts (about a minute)")
    parser.add_argument("--horizon-games", type=int, default=None)
    parser.add_argument(
        "--only", choices=("speed", "horizon"), help="only the speed ratios, or only the horizon"
    )
    options = parser.parse_args(argv)
    if CORE != "native":
        print("the native core is not in use (not built, or TRIANGLES_CORE=python)")
        return 1
    print(f"Python {sys.version.split()[0]}; core {CORE}")
    if options.only != "horizon":
        speed(options.quick)
    if options.only != "speed":
        horizons(options.horizon_games or (20 if options.quick else 110))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
