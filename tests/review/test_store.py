"""A review kept on disk comes back only if it is sound and belongs to the game.

Version 2 keeps partial reviews (a stopped one, continued later); version-1
files (whole reviews only) are still read.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.review import MoveReview, review_game
from triangles_qt.review.engine import make_review
from triangles_qt.review.store import VERSION, load_review, review_text, save_review


@pytest.fixture(scope="module")
def reviewed() -> tuple[Game, object]:
    game = Game(Board.generate(24, 2))
    rng = random.Random(2)
    while not game.is_over:
        game.play(*rng.choice(game.legal_moves()))
    review = review_game(game, time_per_move=0.01)
    assert review is not None
    return game, review


def test_a_review_comes_back_as_it_was_saved(tmp_path: Path, reviewed) -> None:  # type: ignore[no-untyped-def]
    game, review = reviewed
    assert save_review(tmp_path, "abc123", review)
    assert load_review(tmp_path, "abc123", game) == review
    assert load_review(tmp_path, "other", game) is None


def test_a_review_of_another_game_is_not_used(tmp_path: Path, reviewed) -> None:  # type: ignore[no-untyped-def]
    game, review = reviewed
    save_review(tmp_path, "g1", review)
    other = game.copy()
    other.undo()
    assert load_review(tmp_path, "g1", other) is None


@pytest.mark.parametrize(
    "spoil",
    [
        lambda d: d.update(version=99),
        lambda d: d["moves"][0].update(loss=float("nan")),
        lambda d: d["moves"][0].update(loss=1e300),
        lambda d: d["moves"][1].update(index=7),
        lambda d: d["moves"][0].update(verdict="brilliant"),
        lambda d: d["moves"][0].update(best=[0, 999]),
        lambda d: d["moves"][0].update(line=[1, 2, 3]),
        lambda d: d["moves"][0].update(exact="yes"),
        lambda d: d.update(total=d["total"] + 1),
        lambda d: d.update(total=True),
        lambda d: d.pop("total"),
        lambda d: d["moves"].append(d["moves"][-1]),  # a line twice
        lambda d: d["moves"].reverse(),  # (not in game order)
        lambda d: d["moves"][-1].update(index=999),
        lambda d: d["moves"][-1].update(index=True),
        lambda d: d.update(version=1) or d["moves"].pop(),  # a version-1 review is whole
    ],
)
def test_a_damaged_review_is_not_used(tmp_path: Path, reviewed, spoil) -> None:  # type: ignore[no-untyped-def]
    game, review = reviewed
    data = json.loads(review_text(review))
    spoil(data)
    (tmp_path / "g.json").write_text(json.dumps(data), encoding="utf-8")
    assert load_review(tmp_path, "g", game) is None


def test_garbage_and_odd_files_are_not_used(tmp_path: Path, reviewed) -> None:  # type: ignore[no-untyped-def]
    game, _review = reviewed
    (tmp_path / "a.json").write_bytes(b"\xff\xfe garbage")
    (tmp_path / "b.json").mkdir()
    assert load_review(tmp_path, "a", game) is None
    assert load_review(tmp_path, "b", game) is None
    assert load_review(tmp_path, "../etc", game) is None  # not an id: never a path


def test_a_file_in_the_folder_s_place_is_survived(tmp_path: Path, reviewed) -> None:  # type: ignore[no-untyped-def]
    _game, review = reviewed
    (tmp_path / "reviews").write_text("not a folder", encoding="utf-8")
    assert save_review(tmp_path / "reviews", "g", review) is False


def test_a_partial_review_comes_back_with_what_is_missing(tmp_path: Path, reviewed) -> None:  # type: ignore[no-untyped-def]
    game, review = reviewed
    kept = [m for m in review.moves if m.index % 3 != 1]  # (a stopped review: lines missing)
    partial = make_review(kept, game.move_count)
    assert not partial.complete and partial.lines == game.move_count
    assert save_review(tmp_path, "half", partial)
    data = json.loads((tmp_path / "half.json").read_text(encoding="utf-8"))
    assert data["version"] == VERSION == 2 and data["total"] == game.move_count
    back = load_review(tmp_path, "half", game)
    assert back == partial and back is not None and not back.complete
    assert back.missing() == [i for i in range(game.move_count) if i % 3 == 1]
    # Continued from there, only the missing lines are judged, and the rest are kept.
    judged: list[MoveReview] = []
    whole = review_game(game, time_per_move=0.01, done=back, judged=judged.append)
    assert whole.complete and sorted(m.index for m in judged) == back.missing()
    assert all(whole.move(m.index) == m for m in back.moves)
    assert save_review(tmp_path, "half", whole) and load_review(tmp_path, "half", game) == whole


def test_a_version_1_file_is_still_read(tmp_path: Path, reviewed) -> None:  # type: ignore[no-untyped-def]
    game, review = reviewed
    data = json.loads(review_text(review))
    del data["total"]  # what version 1 wrote: a move per line, in order, no total
    data["version"] = 1
    (tmp_path / "old.json").write_text(json.dumps(data), encoding="utf-8")
    back = load_review(tmp_path, "old", game)
    assert back == review and back is not None and back.complete
