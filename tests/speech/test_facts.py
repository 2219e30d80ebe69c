"""The facts the spoken answers give: a star's lines and triangles, the lines that score now."""

from __future__ import annotations

import random

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.speech.facts import star_facts, takes

SQUARE = [(0.0, 0.0), (120.0, 0.0), (120.0, 120.0), (0.0, 120.0)]


def test_a_hand_made_square() -> None:
    game = Game(Board(SQUARE, 1.0))
    game.play(0, 1)
    game.play(1, 2)
    # 0-2 closes 0-1-2; so does nothing else yet.
    found = takes(game)
    assert [(t.a, t.b, t.closes) for t in found] == [(0, 2, 1)]
    game.play(0, 2)
    facts = star_facts(game, 0)
    assert facts.lines == ((1, 0), (2, 0))
    assert facts.triangles == (((0, 1, 2), 0),)
    assert facts.open_lines == 1  # 0-3 (1-3 would cross 0-2)
    assert [(t.a, t.b, t.closes) for t in takes(game)] == []
    game.play(2, 3)
    assert [(t.a, t.b, t.closes) for t in takes(game)] == [(0, 3, 1)]


@pytest.mark.parametrize("seed", range(8))
def test_takes_and_star_facts_agree_with_the_rules_over_seeded_games(seed: int) -> None:
    rng = random.Random(seed)
    game = Game(Board.generate(24, seed=seed), play_again=bool(seed % 2))
    while not game.is_over:
        found = takes(game)
        legal = set(game.legal_moves())
        for take in found:
            assert (take.a, take.b) in legal
            assert take.closes == len(game.copy().play(take.a, take.b))
        assert len(found) == sum(1 for a, b in legal if game.copy().play(a, b))
        assert [t.closes for t in found] == sorted((t.closes for t in found), reverse=True)
        star = rng.randrange(game.board.n_stars)
        facts = star_facts(game, star)
        assert len(facts.lines) == sum(1 for m in game.moves if star in (m.a, m.b))
        assert facts.open_lines == sum(1 for a, b in legal if star in (a, b))
        a, b = game.legal_moves()[rng.randrange(len(legal))]
        game.play(a, b)
    assert takes(game) == ()
