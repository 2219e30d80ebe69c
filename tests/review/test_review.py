"""The game review: exact verdicts checked against a brute force, gifts caught, the JSON pinned.

The brute force below shares no code with the engine's search: a plain
memoised negamax over the rules' own ``Game`` (``legal_moves``/``play``/
``undo``), keyed by the set of drawn lines and who is to move.
"""

from __future__ import annotations

import itertools
import json
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from triangles_qt.model import Board, Game, save_game
from triangles_qt.plugins.builtin._base import Deadline
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position
from triangles_qt.review import VERDICTS, MoveReview, review_game, review_move, verdict_for
from triangles_qt.review.engine import (
    EXACT_LINES,
    MARKED,
    exact_limit,
    legal_counts,
    paired_noise,
    review_order,
    t95,
)

ROOT = Path(__file__).resolve().parents[2]
PINNED = {"index", "player", "line", "verdict", "loss", "best", "exact"}


def brute_values(game: Game) -> dict[tuple[int, int], int]:
    """Each legal line's value (future score difference for its drawer), by brute force."""
    work = game.copy()

    @cache
    def value(_drawn: frozenset[tuple[int, int]], _player: int) -> int:
        best = None
        for a, b in work.legal_moves():
            got = line_value(a, b)
            best = got if best is None or got > best else best
        return 0 if best is None else best

    def line_value(a: int, b: int) -> int:
        player = work.current_player
        closed = len(work.play(a, b))
        try:
            if work.is_over:
                return closed
            rest = value(frozenset(work.lines), work.current_player)
            return closed + rest if work.current_player == player else closed - rest
        finally:
            work.undo()

    return {(a, b): line_value(a, b) for a, b in work.legal_moves()}


def small_positions(count: int, most_lines: int = 12) -> list[Game]:
    """Positions of seeded random games with a few legal lines left (both rules)."""
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        seed += 1
        game = Game(Board.generate(24, seed), play_again=seed % 3 == 0)
        rng = random.Random(seed)
        while not game.is_over and game.legal_count > most_lines:
            game.play(*rng.choice(game.legal_moves()))
        if not game.is_over and game.legal_count >= 3:
            found.append(game)
    return found


POSITIONS = small_positions(32, most_lines=11)


@pytest.mark.parametrize("number", range(len(POSITIONS)))
def test_exact_values_agree_with_a_brute_force_on_every_line(number: int) -> None:
    game = POSITIONS[number]
    expected = brute_values(game)
    pos = Position(game.copy())
    solver = Solver()
    values = solver.values(pos, Deadline(60, share=1.0))
    assert values is not None
    pairs = pos.tables.pairs
    assert {pairs[line]: value for line, value in values.items()} == expected
    # And the review of each of those lines, drawn here, says the same.
    top = max(expected.values())
    for line, value in expected.items():
        after = game.copy()
        after.play(*line)
        review = review_move(
            after, game.move_count, time_per_move=5.0, tables=pos.tables, solver=solver
        )
        assert review.exact and review.loss == top - value
        assert review.verdict == ("best" if value == top else verdict_for(top - value, 0, False))
        assert expected[review.best] == top


def early_positions(most_lines: int) -> Iterator[Game]:
    """Small boards (6 and 7 stars) early on: safe lines are still there, and few lines."""
    for seed in range(1, 200):
        game = Game(Board.generate(6 + seed % 2, seed))
        rng = random.Random(seed)
        while not game.is_over and game.legal_count > most_lines:
            game.play(*rng.choice(game.legal_moves()))
        if not game.is_over:
            yield game


def test_a_gift_while_a_safe_line_was_left_is_a_mistake_with_its_true_cost() -> None:
    for game in early_positions(most_lines=14):
        pos = Position(game.copy())
        legal = pos.legal()
        safe = [i for i in legal if not pos.closes(i) and not pos.gifted_lines(i)]
        gifts = [i for i in legal if not pos.closes(i) and pos.gifted_lines(i)]
        if not safe or not gifts or pos.takes(legal):
            continue
        values = brute_values(game)
        top = max(values.values())
        line = pos.tables.pairs[gifts[0]]
        if top - values[line] < 1:
            continue
        after = game.copy()
        after.play(*line)
        review = review_move(after, game.move_count, time_per_move=5.0)
        assert review.verdict in ("mistake", "blunder")
        assert review.loss == top - values[line] and review.reason == "gift"
        return
    pytest.fail("no position with a costly gift beside a safe line was found")


def test_the_best_line_is_never_marked_below_good_even_when_estimated() -> None:
    game = Game(Board.generate(60, 4))
    rng = random.Random(4)
    for _ in range(20):
        game.play(*rng.choice(game.legal_moves()))
    first = review_move(_with_next(game, game.legal_moves()[0]), game.move_count)
    assert not first.exact
    again = review_move(_with_next(game, first.best), game.move_count, time_per_move=0.5)
    assert again.verdict in ("best", "good"), again


def _with_next(game: Game, line: tuple[int, int]) -> Game:
    after = game.copy()
    after.play(*line)
    return after


@given(
    loss=st.floats(0, 20, allow_nan=False),
    noise=st.floats(0, 20, allow_nan=False),
    best=st.booleans(),
)
def test_a_loss_within_the_noise_is_never_called_worse_than_good(
    loss: float, noise: float, best: bool
) -> None:
    verdict = verdict_for(loss, noise, best)
    assert verdict in VERDICTS
    if best or loss <= noise:
        assert verdict in ("best", "good")


def test_the_command_line_ends_with_the_pinned_json(tmp_path: Path) -> None:
    game = Game(Board.generate(24, 9))
    rng = random.Random(9)
    while not game.is_over:
        game.play(*rng.choice(game.legal_moves()))
    record = tmp_path / "game.json"
    record.write_text(save_game(game, {}), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "triangles_qt.review", str(record), "--json",
         "--time-per-move", "0.02", "--jobs", "2"],
        capture_output=True, text=True, timeout=300, cwd=ROOT,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.splitlines()[-1])
    assert set(result) == {"moves", "summary", "times"}
    assert [m["index"] for m in result["moves"]] == list(range(game.move_count))
    for move, played in zip(result["moves"], game.moves, strict=True):
        assert set(move) == PINNED
        assert move["verdict"] in VERDICTS and move["player"] == played.player
        assert tuple(move["line"]) == (played.a, played.b)
    assert set(result["summary"]) == {"0", "1"}
    for summary in result["summary"].values():  # (keys may be added, never taken away)
        assert {"moves", "accuracy", "counts", "lost", "biggest"} <= set(summary)


V1_RECORD = ROOT / "tests" / "model" / "records" / "v1-arena-game.json"


def _review(record: Path) -> tuple[list[str], dict[str, Any]]:
    done = subprocess.run(
        [sys.executable, "-m", "triangles_qt.review", str(record), "--json",
         "--time-per-move", "0.02", "--jobs", "1"],
        capture_output=True, text=True, timeout=300, cwd=ROOT,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    return lines, json.loads(lines[-1])


def test_the_command_line_reads_records_of_both_formats(tmp_path: Path) -> None:
    """A record of format 1 (kept in the tests) and one of format 2, with its times."""
    old = json.loads(V1_RECORD.read_text(encoding="utf-8"))
    lines, result = _review(V1_RECORD)
    assert lines[0].startswith("26 lines, 12 stars, played ")
    assert len(result["moves"]) == 26 and "thought" not in "\n".join(lines)
    assert result["times"] == {
        "started_at": old["extra"]["setup"]["started_at"],
        "finished_at": old["extra"]["finished_at"],
        "move_times": [None] * 26,
    }
    game = Game(Board.generate(12, 4))
    while not game.is_over:
        game.play(*game.legal_moves()[0])
    thought = [0.25 * (i % 4) for i in range(game.move_count)]
    record = tmp_path / "game.json"
    record.write_text(
        save_game(game, {}, started_at=1_700_000_000.0, finished_at=1_700_000_042.0,
                  move_times=thought),
        encoding="utf-8",
    )  # fmt: skip
    lines, result = _review(record)
    assert lines[0].endswith(" for 42.0 s")
    assert result["times"]["move_times"] == thought
    first = next(line for line in lines if ") " in line and " move 2 " in line)
    assert first.endswith("thought 0.25 s")


def test_a_file_that_is_not_a_record_is_refused_with_a_message(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "triangles_qt.review", str(bad)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)  # fmt: skip
    assert done.returncode == 2 and "cannot review" in done.stderr


# -- exact by the core's limit, never by the clock ------------------------------------------------


def test_the_exact_limit_is_the_core_s(monkeypatch: pytest.MonkeyPatch) -> None:
    import triangles_qt.model

    monkeypatch.setattr(triangles_qt.model, "CORE", "native", raising=False)
    assert (exact_limit(False), exact_limit(True)) == EXACT_LINES["native"] == (24, 40)
    monkeypatch.setattr(triangles_qt.model, "CORE", "python", raising=False)
    assert (exact_limit(False), exact_limit(True)) == EXACT_LINES["python"]
    monkeypatch.delattr(triangles_qt.model, "CORE", raising=False)  # (before the native core)
    assert (exact_limit(False), exact_limit(True)) == EXACT_LINES["python"]


def played_out(stars: int, seed: int, play_again: bool = False) -> Game:
    game = Game(Board.generate(stars, seed), play_again=play_again)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(*rng.choice(game.legal_moves()))
    return game


class _StarvedClock:
    """A clock on a machine so loaded that every look at it finds ten more seconds gone."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 10.0
        return self.now


@pytest.mark.parametrize("play_again", [False, True])
def test_exact_verdicts_are_the_same_on_an_idle_and_on_a_starved_machine(
    monkeypatch: pytest.MonkeyPatch, play_again: bool
) -> None:
    game = played_out(24, 11, play_again)
    counts = legal_counts(game)
    limit = exact_limit(play_again)
    idle = review_game(game, time_per_move=0.05)
    with monkeypatch.context() as patch:
        # Every deadline passes at once and every estimate gets its fewest playouts.
        patch.setattr(time, "perf_counter", _StarvedClock())
        loaded = review_game(game, time_per_move=0.001)
    exact = [i for i, count in enumerate(counts) if count <= limit]
    assert len(exact) >= limit // 2  # (the whole end of the game)
    for review in (idle, loaded):
        assert [m.index for m in review.moves if m.exact] == exact
    assert [idle.move(i) for i in exact] == [loaded.move(i) for i in exact]


# -- the order, a stopped review continued ---------------------------------------------------------


def test_the_player_s_own_lines_come_first_and_the_exact_end_before_the_rest() -> None:
    game = played_out(24, 3)
    counts = legal_counts(game)
    limit = exact_limit(False)
    order = review_order(game, players=[1])
    assert sorted(order) == list(range(game.move_count))
    players = [game.moves[i].player for i in order]
    first_other = players.index(0)
    assert set(players[:first_other]) == {1} and set(players[first_other:]) == {0}
    for group in (order[:first_other], order[first_other:]):
        exact = [i for i in group if counts[i] <= limit]
        assert group[: len(exact)] == sorted(exact, reverse=True)  # from the very end back
        assert group[len(exact) :] == sorted(set(group) - set(exact))
    assert review_order(game)[0] == game.move_count - 1  # nobody's first: the last line


def test_a_stopped_review_keeps_what_is_done_and_continues_from_there() -> None:
    game = played_out(24, 8)
    seen: list[MoveReview] = []
    partial = review_game(
        game, time_per_move=0.01, judged=seen.append, cancelled=lambda: len(seen) >= 10
    )
    assert not partial.complete and len(partial.moves) == 10 and partial.lines == game.move_count
    assert [m.index for m in partial.moves] == sorted(m.index for m in seen)
    assert partial.to_json()["total"] == game.move_count
    more: list[MoveReview] = []
    whole = review_game(game, time_per_move=0.01, judged=more.append, done=partial)
    assert whole.complete and len(more) == game.move_count - 10
    assert {m.index for m in more}.isdisjoint(m.index for m in partial.moves)
    assert all(whole.move(m.index) == m for m in partial.moves)
    assert set(whole.to_json()) == {"moves", "summary"}


# -- the summary adds up, the noise is Student's ---------------------------------------------------


def test_the_total_given_up_is_the_sum_of_the_marked_lines_it_lists() -> None:
    game = played_out(24, 9)
    review = review_game(game, time_per_move=0.02)
    for player, summary in enumerate(review.summary):
        marked = [m for m in review.moves if m.player == player and m.verdict in MARKED]
        assert summary.marked == tuple(m.index for m in marked)
        assert summary.lost == pytest.approx(sum(m.loss for m in marked))
        assert summary.lost_exact == pytest.approx(sum(m.loss for m in marked if m.exact))
        assert summary.lost == pytest.approx(summary.lost_exact + summary.lost_estimated)
        assert set(summary.biggest) <= set(summary.marked)
        data = summary.to_json()
        assert {"moves", "accuracy", "counts", "lost", "biggest"} <= set(data)


def test_student_s_t_from_the_table_to_the_series() -> None:
    assert t95(1) == pytest.approx(12.706) and t95(2) == pytest.approx(4.303)
    values = [t95(df) for df in range(1, 400)]
    assert all(a > b for a, b in itertools.pairwise(values))  # narrower with more playouts
    assert t95(31) == pytest.approx(2.0395, abs=2e-4)  # (the series, past the table)
    assert t95(60) == pytest.approx(2.0003, abs=2e-4)
    assert t95(120) == pytest.approx(1.9799, abs=2e-4)
    assert 1.96 < t95(10_000) < 1.961
    with pytest.raises(ValueError):
        t95(0)


def test_rounds_that_all_came_out_alike_are_not_taken_for_certainty() -> None:
    # Three rounds, each 2 triangles worse: no spread, yet three rounds prove little.
    noise = paired_noise([2.0, 2.0, 2.0])
    assert noise >= 2.0 and verdict_for(2.0, noise, False) == "good"
    assert paired_noise([2.0] * 200) == pytest.approx(0.03)  # many alike rounds: narrow
    spread = [1.0, 3.0, 2.0, 2.5, 1.5] * 4  # (20 rounds: the t interval is the wider)
    assert paired_noise(spread) == pytest.approx(t95(19) * statistics.stdev(spread) / 20**0.5)


def test_a_search_over_its_budget_is_estimated_the_same_way_everywhere(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The exact search is bounded by positions, not time: over the budget, an estimate."""
    from triangles_qt.review import engine

    game = played_out(24, 3)
    index = next(i for i, n in enumerate(legal_counts(game)) if 8 <= n <= exact_limit(False))
    exact = review_move(game, index, time_per_move=0.01)
    assert exact.exact
    monkeypatch.setattr(engine, "EXACT_NODES", {"native": 5, "python": 5})
    tight = [review_move(game, index, time_per_move=0.01) for _ in range(2)]
    assert not any(move.exact for move in tight)
    # With room again, the same exact verdict as before, whatever the solver searched meanwhile.
    monkeypatch.setattr(engine, "EXACT_NODES", {"native": 10**8, "python": 10**7})
    solver = Solver()
    review_move(game, index + 1, time_per_move=0.01, solver=solver)
    again = review_move(game, index, time_per_move=0.01, solver=solver)
    assert (again.exact, again.verdict, again.loss) == (True, exact.verdict, exact.loss)
