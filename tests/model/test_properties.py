"""Properties of whole random games on every board size (hypothesis picks the seeds).

Each example plays a complete game and checks, independently of the engine's
tables: no two drawn lines cross (shapely), the scores are the closed empty
triangles (reference rules), the game ends exactly when no triangle is alive
(reference triangles + shapely crossings), undo restores the exact state,
copies are independent, records round-trip, and on general-position boards
with no tolerance the final drawing is a full triangulation.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
import shapely  # type: ignore[import-untyped]
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from shapely.geometry import LineString, Point  # type: ignore[import-untyped]

import triangles_qt.model.game as game_module
from triangles_qt.model import Board, Game, load_game, save_game

from .helpers import SIZES, generated, internals, observable, reference_of, uniform
from .reference import ReferenceBoard, convex_hull_vertices, sorted_triangle

Line = tuple[int, int]

#: Board seeds per size: more variety where boards are cheap to build and check.
BOARD_SEEDS = {24: [7, 8, 9], 60: [7, 8], 80: [7, 8], 120: [7], 180: [7]}
#: Complete games per size and property test.
EXAMPLES = {24: 12, 60: 6, 80: 4, 120: 3, 180: 2}


def _settings(n_stars: int) -> settings:
    return settings(
        max_examples=EXAMPLES[n_stars],
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )


def _segments(board: Board, lines: list[Line] | tuple[Line, ...]) -> list[LineString]:
    stars = board.stars.tolist()
    return [LineString([stars[a], stars[b]]) for a, b in lines]


def assert_no_two_lines_cross(board: Board, lines: tuple[Line, ...]) -> None:
    """Any two drawn segments that meet at all meet exactly at one shared star."""
    segments = _segments(board, lines)
    tree = shapely.STRtree(segments)
    first, second = tree.query(segments, predicate="intersects")
    stars = board.stars.tolist()
    for i, j in zip(first.tolist(), second.tolist(), strict=True):
        if i >= j:
            continue
        shared = set(lines[i]) & set(lines[j])
        assert len(shared) == 1, (lines[i], lines[j])
        meet = segments[i].intersection(segments[j])
        assert meet.equals(Point(stars[shared.pop()])), (lines[i], lines[j])


def closed_by_geometry(ref: ReferenceBoard, lines: tuple[Line, ...]) -> set[tuple[int, int, int]]:
    """Every triangle whose three sides are drawn and that counts by the reference rules."""
    drawn = set(lines)
    neighbours: dict[int, set[int]] = {}
    for a, b in lines:
        neighbours.setdefault(a, set()).add(b)
        neighbours.setdefault(b, set()).add(a)
    found = set()
    for a, b in drawn:
        for k in neighbours[a] & neighbours[b]:
            if ref.counts(a, b, k):
                found.add(sorted_triangle(a, b, k))
    return found


def alive_by_geometry(
    board: Board, ref: ReferenceBoard, lines: tuple[Line, ...], closed: set[tuple[int, int, int]]
) -> set[tuple[int, int, int]]:
    """Counting triangles not closed whose sides no drawn line crosses (shapely decides)."""
    sides = ref.drawable()
    crossed: set[Line] = set()
    if lines:
        tree = shapely.STRtree(_segments(board, lines))
        hit, _ = tree.query(_segments(board, sides), predicate="crosses")
        crossed = {sides[i] for i in hit.tolist()}
    return {
        (i, j, k)
        for i, j, k in ref.counting_triangles()
        if (i, j, k) not in closed and not {(i, j), (j, k), (i, k)} & crossed
    }


def light_state(game: Game) -> tuple[Any, ...]:
    """A cheap but complete fingerprint of the state, for per-move undo checks."""
    history = game._history
    last = history[-1] if history else None
    killed = None if last is None or last[4] is None else tuple(map(int, last[4]))
    return (
        game._free,
        bytes(game._alive),
        tuple(game._adjacent),
        game.scores,
        game.current_player,
        game.is_over,
        game.winner,
        game.move_count,
        None if last is None else (*last[:4], killed),
        game.legal_count,
        game.alive_triangles,
    )


def _board(n_stars: int, index: int) -> Board:
    seeds = BOARD_SEEDS[n_stars]
    return generated(n_stars, seeds[index % len(seeds)])


def _pick(game: Game, rng: random.Random) -> int:
    """A random legal line; a third of the time one that closes a triangle, if any."""
    if rng.random() < 0.33:
        legal = game.legal_lines().tolist()
        closing = [line for line in legal if game.closes(line)]
        if closing:
            return int(rng.choice(closing))
    return game.random_line(rng)


@pytest.mark.parametrize("n_stars", SIZES)
def test_random_games_keep_every_invariant(n_stars: int) -> None:
    @_settings(n_stars)
    @given(
        board_index=st.integers(0, 10),
        seed=st.integers(0, 2**32 - 1),
        play_again=st.booleans(),
    )
    def check(board_index: int, seed: int, play_again: bool) -> None:
        board = _board(n_stars, board_index)
        ref = reference_of(board)
        rng = random.Random(seed)
        game = Game(board, play_again=play_again)
        fresh = (observable(game), internals(game))
        probe = rng.randrange(1, 60)  # a move after which to take a full look
        while not game.is_over:
            before = light_state(game)
            line = _pick(game, rng)
            closed = game.play_line(line)
            after = light_state(game)
            # Undo restores the exact state; replaying gives the exact same result.
            assert game.undo().closed == closed
            assert light_state(game) == before
            assert game.play_line(line) == closed
            assert light_state(game) == after
            assert sum(game.scores) == len(game.closed_triangles)
            if game.move_count == probe and not game.is_over:
                _full_look(game, ref, rng)
        # The end: nothing crosses, scores are the closed empty triangles, nothing is alive.
        assert_no_two_lines_cross(board, game.lines)
        closed_now = closed_by_geometry(ref, game.lines)
        assert {t for t, _ in game.closed_triangles} == closed_now
        for player in (0, 1):
            assert game.scores[player] == sum(1 for _, p in game.closed_triangles if p == player)
        assert alive_by_geometry(board, ref, game.lines, closed_now) == set()
        assert game.legal_moves() == []
        _round_trip(game)
        # Undo everything: back to a fresh game.
        while game.move_count:
            game.undo()
        assert (observable(game), internals(game)) == fresh

    check()


def _full_look(game: Game, ref: ReferenceBoard, rng: random.Random) -> None:
    """Mid-game: alive triangles by geometry, copies, records, full undo equality."""
    board = game.board
    closed = closed_by_geometry(ref, game.lines)
    assert {t for t, _ in game.closed_triangles} == closed
    alive = alive_by_geometry(board, ref, game.lines, closed)
    assert set(game.alive_triangle_list()) == alive
    assert game.is_over == (not alive)
    assert_no_two_lines_cross(board, game.lines)

    # Copies are independent both ways.
    state = (observable(game), internals(game))
    other = game.copy()
    assert (observable(other), internals(other)) == state
    while not other.is_over:
        other.play_line(other.random_line(rng))
    assert (observable(game), internals(game)) == state
    copy_state = (observable(other), internals(other))
    game.play_line(game.random_line(rng))
    game.undo()
    assert (observable(other), internals(other)) == copy_state
    assert (observable(game), internals(game)) == state
    if board.n_stars <= 80:  # loading rebuilds the board: keep the big ones to the final check
        _round_trip(game)


def _round_trip(game: Game) -> None:
    extra = {"names": ["Ana", "Bogdan"], "vs": "computer"}
    text = save_game(game, extra)
    loaded, loaded_extra = load_game(text)
    assert loaded_extra == extra
    assert (observable(loaded), internals(loaded)) == (observable(game), internals(game))
    assert loaded.board.stars.tolist() == game.board.stars.tolist()
    assert loaded.board.tolerance == game.board.tolerance
    assert loaded.board.seed == game.board.seed
    assert loaded.board.layout == game.board.layout
    assert save_game(loaded, extra) == text
    assert load_game(text.encode("utf-8"))[0].lines == game.lines


@pytest.mark.parametrize("n_stars", SIZES)
def test_general_position_games_end_in_a_full_triangulation(n_stars: int) -> None:
    """Tolerance 0, uniform random stars: every finished game scores 2n - h - 2 in all."""

    @settings(
        max_examples=4,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(
        board_seed=st.integers(0, 2 if n_stars <= 80 else 0),
        seed=st.integers(0, 2**32 - 1),
        play_again=st.booleans(),
    )
    def check(board_seed: int, seed: int, play_again: bool) -> None:
        board = uniform(n_stars, board_seed, 0.0)
        hull = convex_hull_vertices(board.stars.tolist())
        assert board.hull_size() == hull
        rng = random.Random(seed)
        game = Game(board, play_again=play_again)
        while not game.is_over:
            game.play_line(_pick(game, rng))
        assert sum(game.scores) == 2 * n_stars - hull - 2
        # A triangulation has 3n - 3 - h edges, and nothing more can be drawn.
        assert len(game.lines) == 3 * n_stars - 3 - hull
        assert game.legal_count == 0 and game._free == 0
        assert_no_two_lines_cross(board, game.lines)

    check()


def test_hull_size_of_known_shapes() -> None:
    square_with_middle = [(0, 0), (10, 0), (10, 10), (0, 10), (5, 5), (5, 0)]
    assert convex_hull_vertices(square_with_middle) == 4
    assert Board(square_with_middle, 0).hull_size() == 4
    assert Board([(0, 0), (4, 1), (1, 5)], 0).hull_size() == 3


@pytest.mark.parametrize("n_stars", [60, 180])
def test_every_way_of_killing_triangles_gives_the_same_game(
    n_stars: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """play_line picks a plain loop, a padded table or a CSR table by how many lines a move
    crosses; forcing each one in turn must not change a single state along a game."""
    board = generated(n_stars, 7)
    lines = list(_reference_game_lines(board))
    runs = []
    for small, padded in ((10**9, 10**9), (0, 10**9), (0, 0)):
        monkeypatch.setattr(game_module, "_SMALL", small)
        monkeypatch.setattr(game_module, "_PADDED", padded)
        game = Game(board)
        states = []
        for line in lines:
            game.play_line(line)
            states.append((game._free, bytes(game._alive), game.scores, game.is_over))
        for _ in lines:
            game.undo()
        states.append((game._free, bytes(game._alive), game.scores, game.is_over))
        runs.append(states)
    assert runs[0] == runs[1] == runs[2]


def _reference_game_lines(board: Board) -> list[int]:
    game = Game(board)
    rng = random.Random(11)
    out = []
    while not game.is_over:
        line = game.random_line(rng)
        out.append(line)
        game.play_line(line)
    return out
