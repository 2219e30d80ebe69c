"""The built-in opponents keep the plugin contract: shape, names, legal answers in time."""

from __future__ import annotations

from importlib.metadata import entry_points

import pytest

from triangles_qt.model import Game
from triangles_qt.plugins.builtin import EasyOpponent, HardOpponent, MediumOpponent
from triangles_qt.plugins.contract import ENTRY_POINT_GROUP, describe_opponent

from .helpers import SIZES, TickingClock, careful_game

OPPONENTS = {"easy": EasyOpponent, "medium": MediumOpponent, "hard": HardOpponent}
NAMES = {
    "easy": {"en": "Easy", "ro": "Ușor", "hi": "आसान"},
    "medium": {"en": "Medium", "ro": "Mediu", "hi": "मध्यम"},
    "hard": {"en": "Hard", "ro": "Greu", "hi": "कठिन"},
}


@pytest.mark.parametrize("ident", OPPONENTS)
def test_registered_and_shaped_as_the_contract_says(ident: str) -> None:
    (entry,) = [e for e in entry_points(group=ENTRY_POINT_GROUP) if e.name == ident]
    cls = entry.load()
    assert cls is OPPONENTS[ident]
    opponent = cls()
    described = describe_opponent(opponent)
    assert described.api_version == 1
    assert described.name == NAMES[ident]["en"]
    assert described.names == NAMES[ident]
    assert set(described.descriptions) == {"en", "ro", "hi"}
    assert described.description == described.descriptions["en"] != ""


def _answer_in_time(opponent: object, game: Game, limit: float, clock: TickingClock) -> float:
    """The answer's seconds on the opponent's own clock (see conftest.py), checked legal."""
    before = game.lines
    started = clock.now
    a, b = opponent.choose_move(game.copy(), limit)  # type: ignore[attr-defined]
    elapsed = clock.now - started
    assert isinstance(a, int) and isinstance(b, int)
    assert game.refusal(a, b) is None, f"illegal answer {(a, b)}"
    assert game.lines == before  # it worked on its own copy
    return elapsed


@pytest.mark.parametrize("play_again", [False, True], ids=["strict", "again"])
@pytest.mark.parametrize("n_stars", SIZES)
def test_every_opponent_answers_legally_in_time_at_every_size(
    n_stars: int, play_again: bool, ticking_clock: TickingClock
) -> None:
    """The opening, the first all-lines-gift position, and a late one, with a short limit.

    On its own clock each answers within the limit (it aims at 80 %), so the
    runner, which adds a grace for a busy machine, never has to stop it;
    bench/bench_ai.py measures the real seconds.
    """
    limit = 0.25
    snapshots = careful_game(n_stars, play_again, seed=n_stars)
    assert len(snapshots) == 3
    for ident, cls in OPPONENTS.items():
        opponent = cls(seed=1)
        for game in snapshots:
            elapsed = _answer_in_time(opponent, game, limit, ticking_clock)
            assert elapsed < limit, f"{ident} took {elapsed:.3f} s of {limit} s at {n_stars}"


@pytest.mark.parametrize("play_again", [False, True], ids=["strict", "again"])
def test_hard_and_medium_answer_within_one_second_at_180_stars(
    play_again: bool, ticking_clock: TickingClock
) -> None:
    """The largest board where search costs most: every line gives something away."""
    game = careful_game(180, play_again, seed=5)[1]
    for cls in (HardOpponent, MediumOpponent):
        elapsed = _answer_in_time(cls(seed=2), game, 1.0, ticking_clock)
        assert elapsed < 1.0, f"{cls.__name__} took {elapsed:.3f} s of 1 s"


def test_hard_uses_its_time_but_leaves_a_margin(ticking_clock: TickingClock) -> None:
    """Hard deepens until about 80 % of the limit: it does not waste it, nor run past it.

    On its own clock; how close it comes to 80 % in real seconds is measured
    by bench/bench_responsiveness.py (docs/performance.md, "Calls that must
    return at once").
    """
    game = careful_game(60, False, seed=9)[1]
    elapsed = _answer_in_time(HardOpponent(seed=3), game, 0.5, ticking_clock)
    assert 0.5 * 0.5 < elapsed < 0.5 * 0.9
