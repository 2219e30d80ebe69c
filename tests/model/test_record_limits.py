"""What a record may cost: hostile files are refused before the expensive work, every
real board still loads.

The loader counts before it builds (file size, stars, moves) and between the
stages of the board's precomputation (lines, drawable triangles, triangles),
so a record it accepts is bounded by the limits in ``record.py``; see
docs/plugins.md ("What the API accepts and raises") for the figures.

Which stages ran is watched here (:func:`expensive_stages`): a refusal that
comes too late shows as a stage that should not have run, on any machine.
What the stages cost in seconds is measured by bench/bench_records.py
(docs/performance.md, "Records: what loading one may cost").
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import random
import subprocess
import sys
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triangles_qt.model import (
    BOARD_SIZES,
    MAX_SEED,
    MAX_STARS,
    Board,
    Game,
    GameRecord,
    Layout,
    RecordError,
    geometry,
    load_game,
    save_game,
)
from triangles_qt.model.record import (
    FORMAT,
    MAX_RECORD_BYTES,
    MAX_RECORD_LINES,
    MAX_RECORD_TRIANGLES,
    max_moves,
)

#: Peak memory of loading the largest accepted records (measured ~70 MiB).
BUILT_MEMORY = 200 * 2**20
#: The board's precomputation past counting its lines, in order: the O(n**3) orientation
#: table, the triangles (what the triangle limit counts), and the crossing table.
STAGES = ("_orientation_signs", "_empty_triangles", "_crossing_bits")


@contextlib.contextmanager
def expensive_stages() -> Iterator[list[str]]:
    """The list of the :data:`STAGES` that ran (in order) while the block ran."""
    ran: list[str] = []
    with pytest.MonkeyPatch.context() as patch:
        for name in STAGES:
            stage = getattr(geometry, name)

            def watched(*args: Any, _name: str = name, _stage: Any = stage) -> Any:
                ran.append(_name)
                return _stage(*args)

            patch.setattr(geometry, name, watched)
        yield ran


def record(stars: list[tuple[float, float]], tolerance: float, **board: Any) -> str:
    moves = board.pop("moves", [])
    return json.dumps(
        {
            "format": FORMAT,
            "version": 1,
            "board": {"stars": [list(s) for s in stars], "tolerance": tolerance, **board},
            "moves": moves,
        }
    )


def cluster(count: int) -> list[tuple[float, float]]:
    """Stars within the tolerance of each other, far away: no line starts at any of them.

    They make a record reach 300 stars (the O(n**3) stages at their most)
    without adding lines or triangles.
    """
    side = math.ceil(math.sqrt(count))
    return [(-5e6 + 0.05 * (i % side), -5e6 + 0.05 * (i // side)) for i in range(count)]


def rows(per_row: int) -> list[tuple[float, float]]:
    """Two rows: every star sees the whole other row, few triangles (lines ~ per_row**2)."""
    return [(i * 10.0, 0.0) for i in range(per_row)] + [
        (i * 10.0 + 5, 1000.0) for i in range(per_row)
    ]


def uniform(count: int, seed: int = 1) -> list[tuple[float, float]]:
    rng = random.Random(seed)
    return [(rng.uniform(0, 1000), rng.uniform(0, 1000)) for _ in range(count)]


def circle(count: int) -> list[tuple[float, float]]:
    return [
        (1000 * math.cos(2 * math.pi * i / count), 1000 * math.sin(2 * math.pi * i / count))
        for i in range(count)
    ]


def refused_early(text: str | bytes, *, stages_run: tuple[str, ...] = ()) -> str:
    """The loader refuses ``text`` with RecordError, having run only ``stages_run`` of the
    board's precomputation (none by default: refused before the board is built)."""
    with expensive_stages() as ran, pytest.raises(RecordError) as caught:
        load_game(text)
    message = str(caught.value)
    assert message
    assert tuple(ran) == stages_run, (ran, message)
    return message


# -- hostile records are refused before the expensive work -----------------------------


@pytest.mark.parametrize(
    ("shape", "limit"),
    [
        # The record of the issue: ~7 s and half a gigabyte to replay before.
        (lambda: (rows(150), 0.0), "lines"),
        (lambda: (circle(300), 0.0), "lines"),
        (lambda: (uniform(300), 0.0), "lines"),
        (lambda: (rows(100) + cluster(100), 0.5), "lines"),
        (lambda: (circle(134) + cluster(166), 0.5), "triangles"),
        (lambda: (uniform(140), 0.0), "lines"),
        (lambda: (circle(80), 0.0), "triangles"),
    ],
    ids=[
        "two rows of 150",
        "circle 300",
        "uniform 300",
        "rows+cluster",
        "circle 134",
        "u140",
        "c80",
    ],
)
def test_dense_hostile_boards_are_refused_before_the_expensive_stages(
    shape: Callable[[], tuple[list[tuple[float, float]], float]], limit: str
) -> None:
    """Too many lines: refused before any table is built; too many triangles: once they
    are counted, before the crossing table."""
    stars, tolerance = shape()
    ran = () if limit == "lines" else ("_orientation_signs", "_empty_triangles")
    message = refused_early(record(stars, tolerance), stages_run=ran)
    assert "too dense" in message and limit in message


def test_more_moves_than_any_game_can_have_are_refused_before_replay() -> None:
    """Lines never cross, so a game has at most 3n - 6: a longer list cannot be legal."""
    stars = uniform(24)
    assert max_moves(24) == 66
    text = record(stars, 0.0, moves=[[0, 1]] * 67)
    assert "at most 66" in refused_early(text)
    # A whole file of moves (the size limit's worth) is refused as early.
    many = record(stars, 0.0, moves=[[0, 1]] * (MAX_RECORD_BYTES // 9))
    assert len(many) < MAX_RECORD_BYTES
    assert "at most 66" in refused_early(many)


def test_a_full_triangulation_is_not_too_many_moves() -> None:
    board = Board(uniform(40, seed=3), 0.0)
    game = Game(board)
    rng = random.Random(2)
    while not game.is_over:
        game.play_line(game.random_line(rng))
    assert game.move_count <= max_moves(40)
    loaded, _ = load_game(save_game(game))
    assert loaded.lines == game.lines


def test_too_many_stars_or_bytes_are_refused_before_parsing_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert str(MAX_STARS) in refused_early(record(uniform(MAX_STARS + 1), 0.0))
    assert str(MAX_STARS) in refused_early(record(uniform(100_000), 0.0)[: MAX_RECORD_BYTES - 10])
    refused_early(b"[" + b"0," * (MAX_RECORD_BYTES // 2) + b"0]")
    # Past the size limit the text is not even parsed.
    parsed: list[object] = []
    monkeypatch.setattr(json, "loads", lambda *a, **k: parsed.append(a) or {})
    too_large = " " * (MAX_RECORD_BYTES + 1)
    assert "too large" in refused_early(too_large)
    assert "too large" in refused_early(too_large.encode())
    assert parsed == []


def test_hand_built_records_are_bounded_too() -> None:
    """to_board() on a GameRecord built in code goes through the same budget."""
    with expensive_stages() as ran, pytest.raises(RecordError, match="lines"):
        GameRecord(rows(150), 0.0, []).to_board()
    assert ran == []


# -- every real board is accepted; the largest accepted record is cheap ---------------


@pytest.mark.parametrize("n_stars", [3, *BOARD_SIZES, 240, MAX_STARS])
def test_every_generated_board_loads(n_stars: int) -> None:
    """Up to 300 stars (the arena's range): the app and the arena send such records."""
    layouts = [Layout.for_size(n_stars)] + ([Layout.PHONE] if n_stars == 120 else [])
    for layout in layouts:
        board = Board.generate(n_stars, seed=n_stars, layout=layout)
        game = Game(board)
        rng = random.Random(1)
        for _ in range(min(30, board.n_lines)):
            if not game.is_over:
                game.play_line(game.random_line(rng))
        loaded, _ = load_game(save_game(game))
        assert loaded.lines == game.lines
        assert loaded.board.n_lines == board.n_lines <= MAX_RECORD_LINES
        assert loaded.board.n_triangles == board.n_triangles <= MAX_RECORD_TRIANGLES


LARGEST = {
    # Just under the line limit, at 300 stars: the crossing table at its largest.
    "lines": lambda: (rows(93) + cluster(300 - 186), 0.5),
    # Just under the triangle limit, with as many lines as that allows.
    "triangles": lambda: (uniform(134) + cluster(166), 0.5),
    # Under the triangle limit in convex position: every triangle counts.
    "convex": lambda: (circle(57) + cluster(243), 0.5),
}


@pytest.mark.parametrize("kind", LARGEST)
def test_the_largest_accepted_records_build_in_modest_memory(kind: str) -> None:
    """Every stage runs once; what they cost in seconds is bench/bench_records.py's figure."""
    stars, tolerance = LARGEST[kind]()
    text = record(stars, tolerance)
    with expensive_stages() as ran:
        game, _ = load_game(text)
    assert tuple(ran) == STAGES
    board = game.board
    assert board.n_stars == MAX_STARS
    assert board.n_lines <= MAX_RECORD_LINES and board.n_triangles <= MAX_RECORD_TRIANGLES
    if kind == "lines":
        assert board.n_lines > 0.95 * MAX_RECORD_LINES
    elif kind == "triangles":
        assert board.n_triangles > 0.95 * MAX_RECORD_TRIANGLES
    assert _peak_memory_of_loading(text) < BUILT_MEMORY
    # And the game it describes can be played.
    rng = random.Random(4)
    for _ in range(100):
        game.play_line(game.random_line(rng))


def _peak_memory_of_loading(text: str) -> int:
    """Bytes a fresh process's peak resident size grows by while loading ``text``.

    Read from VmHWM, the high-water mark of this process's own memory (Linux);
    ``ru_maxrss`` would include the parent's, inherited across exec.
    """
    if not os.path.exists("/proc/self/status"):
        pytest.skip("needs /proc/self/status (Linux)")
    script = (
        "import sys\n"
        "from triangles_qt.model import load_game\n"
        "def peak():\n"
        "    with open('/proc/self/status') as status:\n"
        "        line = next(s for s in status if s.startswith('VmHWM:'))\n"
        "    return int(line.split()[1]) * 1024\n"
        "text = sys.stdin.read()\n"
        "before = peak()\n"
        "load_game(text)\n"
        "print(peak() - before)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], input=text, capture_output=True, text=True, check=True
    )
    return int(done.stdout)


# -- seeds: one range, enforced alike ---------------------------------------------------


@pytest.mark.parametrize("seed", [-1, 2**63, 2**64, -(2**63)])
def test_seeds_the_loader_refuses_cannot_be_made(seed: int) -> None:
    with pytest.raises(ValueError):
        Board.generate(24, seed=seed)
    with pytest.raises(ValueError):
        Board([(0, 0), (4, 0), (4, 4)], 0.5, seed=seed)
    text = record([(0, 0), (4, 0), (4, 4)], 0.5, seed=seed)
    assert "seed" in refused_early(text)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, MAX_SEED)
    | st.sampled_from([0, 1, 2**31 - 1, 2**31, 2**32, 2**53, 2**53 + 1, MAX_SEED])
)
def test_every_accepted_seed_round_trips(seed: int) -> None:
    for board in (Board([(0, 0), (4, 0), (4, 4)], 0.5, seed=seed), Board.generate(3, seed=seed)):
        loaded, _ = load_game(save_game(Game(board)))
        assert loaded.board.seed == seed and type(loaded.board.seed) is int
        assert loaded.board.stars.tolist() == board.stars.tolist()
    assert Board.generate(3, seed=seed).stars.tolist() == board.stars.tolist()


@pytest.mark.parametrize("seed", ["-1", str(MAX_SEED + 1), str(10**30)])
def test_the_arena_refuses_the_same_seeds(seed: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``--seed -1`` used to start a match whose every move failed as "crashed"."""
    from triangles_qt.arena import main
    from triangles_qt.arena.cli import match_parser, tournament_parser

    with pytest.raises(SystemExit) as exit_info:
        main(["a", "b", "--seed", seed])
    assert exit_info.value.code == 2
    error = capsys.readouterr().err
    assert "--seed" in error and str(MAX_SEED) in error
    assert match_parser().parse_args(["a", "b", "--seed", str(MAX_SEED)]).seed == MAX_SEED
    with pytest.raises(SystemExit):
        tournament_parser().parse_args(["a", "b", "--seed", seed])


# -- out-of-range values in a record ----------------------------------------------------

GOOD = record([(0, 0), (10, 0), (10, 10), (0, 10)], 0.5, seed=7, layout="phone", moves=[[0, 2]])


def replaced(path: tuple[str | int, ...], literal: str) -> str:
    data = json.loads(GOOD)
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = "__VALUE__"
    return json.dumps(data).replace('"__VALUE__"', literal)


LITERALS = ["1e400", "-1e400", "NaN", "Infinity", "-1", "true", "false", "null", "1.5", "2e9"]
LITERALS += ["[]", "{}", "9223372036854775808", "1" + "0" * 400, "-0.5"]
PATHS = [("version",), ("board", "seed"), ("board", "tolerance"), ("board", "stars", 0, 1)]
PATHS += [("moves", 0, 0), ("play_again",)]


@pytest.mark.parametrize("literal", LITERALS)
@pytest.mark.parametrize("path", PATHS)
def test_out_of_range_values_are_record_errors(path: tuple[str | int, ...], literal: str) -> None:
    text = replaced(path, literal)
    harmless = {
        ("board", "seed"): {"null"},  # no seed
        ("board", "tolerance"): {"1.5", "2e9"},  # 2e9 is above the limit: refused below
        ("board", "stars", 0, 1): {"-1", "1.5", "-0.5"},  # a star moved a little
        ("play_again",): {"true", "false"},
    }.get(path, set())
    if literal in harmless and literal != "2e9":
        load_game(text)
        return
    refused_early(text)
