"""Hand-made positions for every rule in RULES.md.

Coordinates are small integers (or exact binary fractions) so every
distance and orientation below is decided exactly.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import numpy as np
import pytest

from triangles_qt.model import Board, Game, IllegalMove, Refusal, undo_target

from .helpers import generated, internals, observable

# Square A B C D, counter-clockwise, side 10.
SQUARE = [(0, 0), (10, 0), (10, 10), (0, 10)]
A, B, C, D = range(4)


def refused(game: Game, a: Any, b: Any) -> Refusal:
    """Play a-b expecting a refusal; check it matches refusal() and changes nothing."""
    before = observable(game), internals(game)
    reason = game.refusal(a, b)
    assert reason is not None
    with pytest.raises(IllegalMove) as caught:
        game.play(a, b)
    assert caught.value.reason is reason
    assert (caught.value.a, caught.value.b) == (min(a, b), max(a, b))
    assert (observable(game), internals(game)) == before
    return reason


def play_all(game: Game, lines: list[tuple[int, int]]) -> list[tuple[tuple[int, int, int], ...]]:
    return [game.play(a, b) for a, b in lines]


# -- refusals ------------------------------------------------------------------------


def test_same_star_is_refused() -> None:
    game = Game(Board(SQUARE, 1))
    assert refused(game, B, B) is Refusal.SAME_STAR


def test_existing_line_is_refused_in_either_order() -> None:
    game = Game(Board(SQUARE, 1))
    game.play(A, B)
    assert refused(game, A, B) is Refusal.EXISTS
    assert refused(game, B, A) is Refusal.EXISTS
    assert game.is_drawn(B, A)


def test_line_through_a_star_is_refused() -> None:
    game = Game(Board([(0, 0), (20, 0), (10, 0), (10, 10)], 0))
    assert refused(game, 0, 1) is Refusal.OVER_STAR
    assert game.board.stars_over(0, 1) == [2]
    assert game.is_legal(0, 2) and game.is_legal(2, 1)


@pytest.mark.parametrize(
    ("star", "reason"),
    [
        ((50, 4), Refusal.OVER_STAR),  # exactly at the tolerance: inclusive
        ((50, -4), Refusal.OVER_STAR),  # on the other side
        ((50, 3.99), Refusal.OVER_STAR),  # a near miss within the tolerance
        ((50, 4.01), None),  # just outside
        ((50, -4.01), None),
        ((104, 0), Refusal.OVER_STAR),  # beyond the end, within the tolerance of it
        ((104.01, 0), None),
        ((102.5, 3), Refusal.OVER_STAR),  # diagonally beyond the end: 3.9 from it
        ((103, 3), None),  # 4.24 from the end star
    ],
)
def test_near_miss_of_a_horizontal_line(star: tuple[float, float], reason: Refusal | None) -> None:
    game = Game(Board([(0, 0), (100, 0), star, (50, 60)], 4))
    assert game.refusal(0, 1) is reason


@pytest.mark.parametrize(
    ("star", "reason"),
    [
        ((11, 23), Refusal.OVER_STAR),  # exactly 5 from the 3-4-5 diagonal (0,0)-(30,40)
        ((19, 17), Refusal.OVER_STAR),  # exactly 5 on the other side
        ((11.01, 22.99), Refusal.OVER_STAR),  # 4.986: within
        ((10.99, 23.01), None),  # 5.014: just outside
        ((33, 44), Refusal.OVER_STAR),  # exactly 5 beyond the end star
        ((33.01, 44), None),
    ],
)
def test_near_miss_of_a_slanted_line(star: tuple[float, float], reason: Refusal | None) -> None:
    board = Board([(0, 0), (30, 40), star, (100, 0)], 5)
    assert (board.line_index(0, 1) < 0) is (reason is Refusal.OVER_STAR)
    assert board.stars_over(0, 1) == ([] if reason is None else [2])


def test_crossing_line_is_refused() -> None:
    game = Game(Board(SQUARE, 1))
    game.play(A, C)
    assert refused(game, B, D) is Refusal.CROSSES
    assert game.crossed_lines(B, D) == [(A, C)]


def test_lines_sharing_a_star_are_allowed() -> None:
    game = Game(Board(SQUARE, 1))
    game.play(A, B)
    assert game.refusal(A, C) is None
    assert game.refusal(B, C) is None
    game.play(A, C)
    game.play(A, D)
    assert game.lines == ((A, B), (A, C), (A, D))


def test_collinear_overlap_is_refused() -> None:
    """On a row of stars only neighbours can be joined: an overlap passes over a star."""
    stars = [(0, 0), (10, 0), (20, 0), (30, 0), (15, 10)]
    for tolerance in (0, 1):
        game = Game(Board(stars, tolerance))
        game.play(0, 1)
        game.play(2, 3)
        assert refused(game, 0, 2) is Refusal.OVER_STAR  # would overlap 0-1
        assert refused(game, 1, 3) is Refusal.OVER_STAR  # would overlap 2-3
        assert refused(game, 0, 3) is Refusal.OVER_STAR
        assert game.refusal(1, 2) is None  # touches both at their ends only


def test_line_ending_on_a_drawn_line_is_refused() -> None:
    """A T-junction: the drawn line passes over the new line's end star, so it never gets there."""
    game = Game(Board([(0, 0), (20, 0), (10, 10), (10, -10), (10, 0)], 0))
    assert refused(game, 0, 1) is Refusal.OVER_STAR
    game.play(2, 4)
    assert refused(game, 2, 3) is Refusal.OVER_STAR


def test_refusal_order_when_several_rules_apply() -> None:
    """EXISTS first, OVER_STAR before CROSSES, GAME_OVER only for otherwise legal lines."""
    game = Game(Board(SQUARE, 1))
    play_all(game, [(A, B), (B, C), (C, D), (A, D), (A, C)])
    assert game.is_over
    assert refused(game, A, C) is Refusal.EXISTS
    assert refused(game, B, D) is Refusal.CROSSES
    assert refused(game, A, A) is Refusal.SAME_STAR
    # 0-1 passes over star 2 and also crosses the drawn line 3-4.
    game = Game(Board([(0, 0), (20, 0), (10, 0), (5, 5), (5, -5)], 0))
    game.play(3, 4)
    assert game.board.stars_over(0, 1) == [2]
    assert refused(game, 0, 1) is Refusal.OVER_STAR


# -- triangles ------------------------------------------------------------------


def test_triangle_closes_when_its_last_side_is_drawn() -> None:
    game = Game(Board([(0, 0), (20, 0), (10, 15)], 1))
    line = game.board.line_index(0, 2)
    assert game.closes(line) == 0
    assert play_all(game, [(0, 1), (1, 2)]) == [(), ()]
    assert game.closes(line) == 1
    assert game.play(2, 0) == ((0, 1, 2),)
    assert game.scores == (1, 0)
    assert game.closed_triangles == (((0, 1, 2), 0),)
    assert game.moves[-1].closed == ((0, 1, 2),)


def test_triangle_with_a_star_inside_scores_nothing() -> None:
    stars = [(0, 0), (20, 0), (10, 20), (10, 6)]
    game = Game(Board(stars, 1))
    assert (0, 1, 2) not in map(tuple, game.board.triangles.tolist())
    assert play_all(game, [(0, 1), (1, 2), (0, 2)]) == [(), (), ()]
    assert game.scores == (0, 0)
    assert game.closed_triangles == ()
    # The three small triangles around the inner star still count.
    assert sorted(game.alive_triangle_list()) == [(0, 1, 3), (0, 2, 3), (1, 2, 3)]
    assert not game.is_over
    assert game.play(0, 3) == ()
    assert game.play(1, 3) == ((0, 1, 3),)


@pytest.mark.parametrize(("depth", "counts"), [(1, False), (1.5, False), (2.01, True)])
def test_star_on_a_side_within_the_tolerance(depth: float, counts: bool) -> None:
    """A star beside side A-B, outside the triangle: within the tolerance it spoils the triangle."""
    stars = [(0, 0), (20, 0), (10, 20), (10, -depth)]
    board = Board(stars, 2)
    triangles = set(map(tuple, board.triangles.tolist()))
    assert ((0, 1, 2) in triangles) is counts
    game = Game(board)
    if counts:
        assert play_all(game, [(0, 1), (1, 2), (0, 2)]) == [(), (), ((0, 1, 2),)]
    else:
        assert game.refusal(0, 1) is Refusal.OVER_STAR


def test_triangle_needs_no_tolerance_to_have_a_star_exactly_on_a_side() -> None:
    stars = [(0, 0), (20, 0), (10, 20), (10, 0)]
    board = Board(stars, 0)
    assert (0, 1, 2) not in set(map(tuple, board.triangles.tolist()))
    assert sorted(map(tuple, board.triangles.tolist())) == [(0, 2, 3), (1, 2, 3)]


def test_square_diagonal_closes_two_triangles() -> None:
    game = Game(Board(SQUARE, 1))
    assert play_all(game, [(A, B), (B, C), (C, D), (D, A)]) == [(), (), (), ()]
    assert game.closes(game.board.line_index(A, C)) == 2
    assert game.closes(game.board.line_index(B, D)) == 2
    assert game.play(C, A) == ((A, B, C), (A, C, D))
    assert game.scores == (2, 0)
    assert game.is_over
    assert game.winner == 0
    assert game.alive_triangles == 0


def test_triangles_closed_by_the_other_players_lines() -> None:
    """The two other sides may be drawn by either player; the mover scores."""
    game = Game(Board([(0, 0), (20, 0), (10, 15), (10, 40)], 1))
    game.play(0, 1)  # Player 1
    game.play(1, 2)  # Player 2
    game.play(2, 3)  # Player 1
    assert game.play(0, 2) == ((0, 1, 2),)  # Player 2 closes it
    assert game.scores == (0, 1)


# -- play again -------------------------------------------------------------------

# Triangle 0 1 2 with two stars far off to waste moves.
PLAY_AGAIN_STARS = [(0, 0), (20, 0), (10, 15), (60, 0), (60, 30)]


@pytest.mark.parametrize("play_again", [False, True])
def test_play_again_after_a_triangle(play_again: bool) -> None:
    game = Game(Board(PLAY_AGAIN_STARS, 1), play_again=play_again)
    assert game.play_again is play_again
    game.play(0, 1)  # move 1, Player 1
    assert game.current_player == 1
    game.play(1, 2)  # move 2, Player 2: closes nothing, turn passes even with the option
    assert game.current_player == 0
    assert game.play(0, 2) == ((0, 1, 2),)  # move 3, Player 1 closes a triangle
    assert game.current_player == (0 if play_again else 1)
    game.play(3, 4)  # move 4
    assert [m.player for m in game.moves] == [0, 1, 0, 0 if play_again else 1]
    assert game.current_player == (1 if play_again else 0)


def test_play_again_gives_one_extra_line_per_closing_move() -> None:
    game = Game(Board(SQUARE, 1), play_again=True)
    play_all(game, [(A, B), (B, C), (C, D)])
    assert [m.player for m in game.moves] == [0, 1, 0]
    assert game.play(A, D) == ()
    assert game.current_player == 0
    assert game.play(B, D) == ((A, B, D), (B, C, D))
    assert game.is_over
    assert game.scores == (2, 0)


def test_undo_gives_the_turn_back_after_play_again() -> None:
    game = Game(Board(PLAY_AGAIN_STARS, 1), play_again=True)
    play_all(game, [(0, 1), (1, 2), (0, 2)])
    assert game.current_player == 0
    game.undo()
    assert game.current_player == 0
    assert game.scores == (0, 0)


# -- the end of the game -------------------------------------------------------------


def test_game_ends_while_legal_lines_remain() -> None:
    """Star 3 is only reachable from star 1 (lines to 0 and 2 pass within 5 of star 1).

    Line 1-3 belongs to no triangle, so closing triangle 0 1 2 ends the game
    although 1-3 still obeys every drawing rule.
    """
    board = Board([(0, 0), (10, 0), (5, 8), (20, 0)], 5)
    assert board.pairs == ((0, 1), (0, 2), (1, 2), (1, 3))
    game = Game(board)
    assert game.alive_triangle_list() == [(0, 1, 2)]
    play_all(game, [(0, 1), (1, 2)])
    assert not game.is_over
    assert game.play(0, 2) == ((0, 1, 2),)
    assert game.is_over
    assert game.legal_moves() == []
    assert game.legal_count == 0
    assert len(game.legal_lines()) == 0
    assert game.random_line(random.Random(1)) == -1
    assert refused(game, 1, 3) is Refusal.GAME_OVER


def test_crossing_a_side_kills_a_triangle() -> None:
    """After A-C is drawn, B-D is crossed: both triangles on it die, the other two live."""
    game = Game(Board(SQUARE, 1))
    assert game.alive_triangles == 4
    game.play(A, C)
    assert sorted(game.alive_triangle_list()) == [(A, B, C), (A, C, D)]
    play_all(game, [(A, B), (B, C)])
    assert game.scores == (1, 0)
    assert game.alive_triangle_list() == [(A, C, D)]
    assert not game.is_over
    play_all(game, [(C, D), (A, D)])
    assert game.is_over
    assert game.scores == (2, 0)


def test_board_without_triangles_is_over_at_once() -> None:
    game = Game(Board([(0, 0), (10, 0), (20, 0)], 0))
    assert game.board.n_triangles == 0
    assert game.is_over
    assert game.winner is None
    assert game.refusal(0, 1) is Refusal.GAME_OVER


def test_tie() -> None:
    """Kite A B C D: Player 2 closes A B C, Player 1 closes A B D; C-D died with A-B."""
    game = Game(Board([(0, 0), (20, 0), (10, 15), (10, -15)], 1))
    moves = [(0, 2), (1, 2), (0, 3), (0, 1), (1, 3)]
    assert play_all(game, moves) == [(), (), (), ((0, 1, 2),), ((0, 1, 3),)]
    assert game.is_over
    assert game.scores == (1, 1)
    assert game.winner is None


def test_winner_can_be_player_two() -> None:
    """The same kite with the option on: Player 2 closes A B C and plays again."""
    game = Game(Board([(0, 0), (20, 0), (10, 15), (10, -15)], 1), play_again=True)
    assert play_all(game, [(0, 2), (1, 2), (0, 3), (0, 1)])[-1] == ((0, 1, 2),)
    assert game.current_player == 1
    assert game.play(1, 3) == ((0, 1, 3),)
    assert game.is_over
    assert game.scores == (0, 2)
    assert game.winner == 1


def test_winner_is_none_while_the_game_runs() -> None:
    game = Game(Board(PLAY_AGAIN_STARS, 1))
    play_all(game, [(0, 1), (3, 4), (1, 2), (0, 2)])
    assert game.scores == (0, 1)
    assert not game.is_over
    assert game.winner is None


# -- undo, copy ----------------------------------------------------------------------


def test_undo_of_a_whole_game_restores_every_state() -> None:
    game = Game(generated(60, 3), play_again=True)
    rng = random.Random(5)
    states = [(observable(game), internals(game))]
    while not game.is_over:
        game.play_line(game.random_line(rng))
        states.append((observable(game), internals(game)))
    assert len(states) > 100
    assert sum(game.scores) > 0
    for expected in reversed(states[:-1]):
        game.undo()
        assert (observable(game), internals(game)) == expected
    with pytest.raises(IndexError):
        game.undo()


def test_undo_returns_the_move_taken_back() -> None:
    game = Game(Board(SQUARE, 1))
    play_all(game, [(A, B), (B, C), (C, D), (D, A), (A, C)])
    move = game.undo()
    assert (move.a, move.b, move.player, move.closed) == (A, C, 0, ((A, B, C), (A, C, D)))
    assert not game.is_over
    assert game.play(A, C) == ((A, B, C), (A, C, D))


def test_copy_is_independent() -> None:
    game = Game(Board(SQUARE, 1))
    game.play(A, B)
    other = game.copy()
    other.play(B, C)
    assert game.lines == ((A, B),)
    assert other.lines == ((A, B), (B, C))
    game.play(A, C)
    assert other.refusal(B, D) is None
    assert game.refusal(B, D) is Refusal.CROSSES


@pytest.mark.parametrize("how", [copy.copy, copy.deepcopy], ids=["copy", "deepcopy"])
def test_the_copy_module_makes_independent_games_too(how: Any) -> None:
    game = Game(Board(SQUARE, 1))
    game.play(A, B)
    other = how(game)
    other.play(B, C)
    assert game.lines == ((A, B),) and other.lines == ((A, B), (B, C))
    assert other.board is game.board  # boards are immutable: shared


def test_repr_says_the_size_the_lines_the_scores_and_whose_turn() -> None:
    game = Game(Board(SQUARE, 1))
    assert repr(game) == "<Game 4 stars, 0 lines, scores 0-0, Player 1 to play>"
    play_all(game, [(A, B), (B, C), (C, D), (D, A), (A, C)])
    assert repr(game) == "<Game 4 stars, 5 lines, scores 2-0, over>"


def test_undo_target_goes_back_before_the_players_own_last_line() -> None:
    game = Game(Board(SQUARE, 1))
    assert undo_target(game, 0) is None and undo_target(game, 1) is None
    play_all(game, [(A, B), (B, C), (C, D)])
    assert undo_target(game, 0) == 2  # player 1's (A-B) and (C-D): back before C-D
    assert undo_target(game, 1) == 1


# -- bad star indices ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b"),
    [(0, 4), (4, 0), (-1, 0), (0, 10**30), (0, 1.0), ("0", 1), (None, 1), (True, 1), (0, [1])],
)
def test_nonexistent_star_raises_value_error(a: Any, b: Any) -> None:
    game = Game(Board(SQUARE, 1))
    before = observable(game), internals(game)
    for call in (game.refusal, game.play, game.is_legal, game.board.line_index):
        with pytest.raises(ValueError) as caught:
            call(a, b)
        assert not isinstance(caught.value, IllegalMove)
    assert (observable(game), internals(game)) == before


@pytest.mark.parametrize("line", [-1, 6, 10**6])
def test_nonexistent_line_index_raises_value_error(line: int) -> None:
    game = Game(Board(SQUARE, 1))
    with pytest.raises(ValueError) as caught:
        game.play_line(line)
    assert not isinstance(caught.value, IllegalMove)
    assert game.lines == ()


def test_numpy_integers_are_star_indices() -> None:
    game = Game(Board(SQUARE, 1))
    # Not in the type hints, but numpy integers from board arrays must work.
    assert game.play(np.int64(A), np.int32(B)) == ()  # type: ignore[arg-type]
    assert game.lines == ((A, B),)
    assert all(type(v) is int for line in game.lines for v in line)


def test_refusing_a_line_by_index_changes_nothing() -> None:
    game = Game(Board(SQUARE, 1))
    game.play(A, C)
    before = observable(game), internals(game)
    for pair in ((B, D), (A, C)):
        with pytest.raises(IllegalMove):
            game.play_line(game.board.line_index(*pair))
    assert (observable(game), internals(game)) == before


def test_illegal_move_is_a_value_error_with_a_reason() -> None:
    exc = IllegalMove(Refusal.CROSSES, 1, 3)
    assert isinstance(exc, ValueError)
    assert exc.reason is Refusal.CROSSES
    assert "crosses" in str(exc)
