"""A review kept on disk comes back only if it is whole and belongs to the game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.review import review_game
from triangles_qt.review.store import load_review, review_text, save_review


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
        lambda d: d["moves"].pop(),
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
