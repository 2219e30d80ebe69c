"""One gift rule and one set of board tables, for the fallback move and every built-in opponent.

A line *gifts* when the next mover could close a triangle right after it.
``Position.gifted_lines`` is the only implementation of that rule: the
failure policy's :func:`fallback_move`, Easy, Medium, Hard's playouts and
the exchanges all ask it. These tests pin that (a stand-in rule is obeyed by
all of them), check the answers agree with brute force over many random
positions, and that the look-ups are the board's own tables, not copies.
"""

from __future__ import annotations

import random

import pytest

from triangles_qt.model import Game
from triangles_qt.plugins.builtin import EasyOpponent, MediumOpponent
from triangles_qt.plugins.builtin._tactics import Position, light_exchange, tables_for
from triangles_qt.plugins.policy import fallback_move

from .helpers import board, closing_lines, mixed_play_positions, new_captures


def _random_positions(n_stars: int, play_again: bool, seed: int) -> list[Game]:
    """Positions with nothing to take, early, middle and late, from loose random play."""
    return mixed_play_positions(
        n_stars,
        play_again,
        seed,
        lambda _game, takes, rng: not takes and rng.random() < 0.5,
        take=0.8,
        safe=0.6,
    )


@pytest.mark.parametrize("play_again", [False, True], ids=["strict", "again"])
def test_fallback_and_medium_agree_on_what_a_gift_is(play_again: bool) -> None:
    """Wherever Medium sees a safe line, the fallback plays one; else it gifts the fewest.

    Both are checked against brute force (play the line and look), so the
    rule they share is the game's.
    """
    with_safe = forced = 0
    for seed in range(16):
        for game in _random_positions(24, play_again, seed):
            pos = Position(game.copy())
            legal = pos.legal()
            offered = {line: len(new_captures(game, line)) for line in legal}
            assert {line: pos.gifts(line) for line in legal} == offered
            fallback = game.board.line_index(*fallback_move(game, random.Random(seed), 60.0))
            medium = game.board.line_index(*MediumOpponent(seed=seed).choose_move(game.copy(), 5))
            if min(offered.values()) == 0:
                assert offered[fallback] == 0 and offered[medium] == 0
                with_safe += 1
            else:
                assert offered[fallback] == min(offered.values())
                forced += 1
    assert with_safe > 40 and forced > 10


def test_every_gift_question_asks_the_one_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """Replace the rule by an arbitrary one: the fallback and the opponents follow it.

    The stand-in calls every other legal line safe, whatever the board says.
    Had the fallback or an opponent a gift check of its own, it would play
    lines the stand-in calls gifts.
    """
    game = Game(board(24, 2))
    rng = random.Random(2)
    pos = Position(game)
    for _ in range(6):
        pos.play(pos.random_safe(rng, tries=50))
    assert not closing_lines(game)
    legal = game.legal_lines().tolist()
    said_safe = set(legal[::2])

    def stand_in(self: Position, line: int) -> list[int]:
        return [] if line in said_safe else [line]

    monkeypatch.setattr(Position, "gifted_lines", stand_in)
    line_index = game.board.line_index
    for seed in range(10):
        assert line_index(*fallback_move(game, random.Random(seed))) in said_safe
        assert line_index(*MediumOpponent(seed=seed).choose_move(game.copy(), 1.0)) in said_safe
    easy = [line_index(*EasyOpponent(seed=s).choose_move(game.copy(), 1.0)) for s in range(60)]
    # Careful 70 % of the time, else any line: about 85 % "safe" (50 % if it ignored the rule).
    assert sum(line in said_safe for line in easy) > 0.7 * len(easy)
    pos = Position(game.copy())
    assert pos.is_gift(legal[1]) and not pos.is_gift(legal[0])
    assert pos.gifts(legal[0]) == 0 and pos.gifts(legal[1]) == 1


def test_the_exchange_leaves_the_position_as_it_found_it() -> None:
    """light_exchange follows a chain on the position's own mirror, then puts it back."""
    for game in _random_positions(60, True, seed=3)[::4]:
        pos = Position(game.copy())
        adj, gone = list(pos.adj), pos.gone
        for line in pos.legal():
            light_exchange(pos, line)
        assert pos.adj == adj and pos.gone == gone == 0
        assert pos.adj == Position(game.copy()).adj


@pytest.mark.parametrize("n_stars", [24, 120])
def test_the_tactics_use_the_boards_own_tables(n_stars: int) -> None:
    """The triangle and crossing look-ups are the board's, and line ids agree with it."""
    b = board(n_stars)
    tables = tables_for(b)
    assert tables.third is b.third_stars
    assert tables.crossing is b.crossing_bits
    n = b.n_stars
    pairs = [(i, j) for i in range(n) for j in range(n)]
    assert tables.line_of == [b.line_index(i, j) if i != j else -1 for i, j in pairs]
    for line in range(0, b.n_lines, 7):
        assert sorted(b.crossing(line).tolist()) == [
            m for m in range(b.n_lines) if (tables.crossing[line] >> m) & 1
        ]
