"""The engine clock (docs/engine-protocol.md, "The clock"): what an engine's moves cost on it.

    python bench/bench_engine_clock.py [--sizes 24,180,300] [--games 3] [--moves 8]

For each board size, ``--games`` new games, the first ``--moves`` moves of
each, asked of the greedy example engine (``examples/engines/greedy_engine.py``)
through the app's runner, the other side playing the first legal line:

- as it is (it asks for ``feature ready``: it works out the board's lines
  before ``readyok``): the time the host spends setting up the game (off
  every clock: the board sent, ``readyok`` awaited), the first move's time
  on its clock, and the later moves' (median, worst);
- beside it, the same engine without the ``feature ready`` line (a copy made
  here): it works out the lines at its first ``go``, on that move's clock.

Then the clock's own cost: an engine (``tests/plugins/engine_zoo/timed_engine.py``)
that answers 0.5 s after it reads ``go``, by its own clock, and what the host
measures on the move's clock beyond that 0.5 s (median, worst): the part of
the 0.3 s grace the pipes use; and how long after the request the clock
started (the worker's word that ``go`` is written).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from triangles_qt.model import Board, Game  # noqa: E402
from triangles_qt.plugins.engines_file import command_entry  # noqa: E402
from triangles_qt.plugins.runner import OpponentRunner  # noqa: E402

GREEDY = ROOT / "examples" / "engines" / "greedy_engine.py"
TIMED = ROOT / "tests" / "plugins" / "engine_zoo" / "timed_engine.py"
LIMIT = 5.0  # generous: this measures, it does not judge


def games(command: str, stars: int, n_games: int, moves: int) -> tuple[list[float], ...]:
    """Set-up times, first-move clock times, later-move clock times, and how long after
    each request its clock started."""
    setups: list[float] = []
    first: list[float] = []
    later: list[float] = []
    starts: list[float] = []
    with OpponentRunner("bench", entry=command_entry("bench", command)) as runner:
        runner.wait_ready(60)
        for seed in range(n_games):
            game = Game(Board.generate(stars, seed=1000 + seed))
            started = time.perf_counter()
            runner.prepare(game)
            runner.wait_ready(60)  # queued after the game: done when the game is set up
            setups.append(time.perf_counter() - started)
            for number in range(moves):
                request = runner.request_move(game, LIMIT)
                move = request.result(60)
                if not isinstance(move, tuple) or request.clock_time is None:
                    raise SystemExit(f"the engine failed: {move}")
                (first if number == 0 else later).append(request.clock_time)
                assert request.elapsed is not None
                starts.append(request.elapsed - request.clock_time)
                game.play(*move)
                if game.is_over:
                    break
                game.play(*game.legal_moves()[0])
                if game.is_over:
                    break
    return setups, first, later, starts


def ms(values: list[float]) -> str:
    return f"{1000 * statistics.median(values):.1f} ms" if values else "-"


def worst(values: list[float]) -> str:
    return f"{1000 * max(values):.1f} ms" if values else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="24,180,300")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--moves", type=int, default=8)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"load average before: {os.getloadavg()[0]:.2f}", flush=True)
    with tempfile.TemporaryDirectory() as folder:
        plain = Path(folder) / "greedy_without_ready.py"
        source = GREEDY.read_text(encoding="utf-8")
        line = '            print("feature ready", flush=True)\n'
        assert line in source
        plain.write_text(source.replace(line, ""), "utf-8")
        assert "feature ready" not in plain.read_text(encoding="utf-8").split("def main")[1]
        rows = []
        for stars in sizes:
            for label, path in (("feature ready", GREEDY), ("without it", plain)):
                setups, first, later, _ = games(
                    f"{sys.executable} {path}", stars, args.games, args.moves
                )
                rows.append(
                    f"| {stars} | {label} | {ms(setups)} | {ms(first)} (worst {worst(first)}) "
                    f"| {ms(later)} (worst {worst(later)}) |"
                )
                print(rows[-1], flush=True)
    print()
    print("| stars | greedy engine | game set up, off the clock | first move on its clock "
          "| later moves on their clock |")  # fmt: skip
    print("|---|---|---|---|---|")
    print("\n".join(rows))
    _, first, later, starts = games(f"{sys.executable} {TIMED} 0.5", 24, args.games, args.moves)
    beyond = [t - 0.5 for t in first + later]
    print(
        f"\nan engine answering 0.5 s after it reads go: on the host's clock "
        f"{ms(beyond)} more (median), worst {worst(beyond)}, over {len(beyond)} moves; "
        f"the clock started {ms(starts)} after the request (median), worst {worst(starts)}"
    )
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
