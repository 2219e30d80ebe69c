"""The native core against the pure-Python engine, its reference, move by move.

Differential tests: the same games are played on the native ``Position``
(triangles_qt/model/_native.c) and on the pure-Python :class:`Game` with the
built-in opponents' pure-Python :class:`Position` over it, and after every
line everything either says is compared: the legal lines, how many there are,
what each line would close and which lines it would offer (the gift rule),
what the line drawn closed (the triangles themselves), scores, whose turn,
the triangles still alive, game over, and the reason a refused line is
refused. Each game is then taken back to its start, every step restoring what
was there, and a copy is checked to be independent of its original.

The games: the generated boards of every size (24 to 180 stars) and small
boards of 2 to 12 stars (hand-made ones with collinear stars and ties, and
random ones), under both rules, with uniformly random lines and with
Medium-like play (the best take, else a line that gifts nothing), about
20,000 positions in all (over 17,000 asserted). Then exact values: on every position with at most
11 legal lines met in small games, the core's ``values`` equal the
pure-Python solver's, line by line, and its ``solve`` gives their best; a
table kept over all the positions of a board's random games (the solver keys
it by the position's regions, chains and small regions by their shape) gives
the pure-Python solver's values at up to 10 legal lines, and a fresh table's
at up to 16.

The module also covers the loader (model/native.py): the pure-Python core
chosen by ``TRIANGLES_CORE=python`` or by a missing extension, and the
tables cache. Those tests run with either core; the differential ones need
the extension built and in use, and are skipped otherwise.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from triangles_qt import model
from triangles_qt.model import Board, Game, IllegalMove, native
from triangles_qt.plugins.builtin import _tactics
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position, best_take

from .helpers import SIZES, generated, uniform

needs_native = pytest.mark.skipif(
    native.CORE != "native",
    reason="the native core is not built or TRIANGLES_CORE=python asks for the Python one",
)

#: Hand-made small boards: a square, a square with its centre, collinear stars (lines over a
#: star are no candidates), a triangle, three stars in a row (no triangle at all), a pentagon
#: with two inner stars, a grid.
HAND_MADE: tuple[tuple[tuple[tuple[float, float], ...], float], ...] = (
    (((0, 0), (4, 0), (4, 4), (0, 4)), 0.5),
    (((0, 0), (4, 0), (4, 4), (0, 4), (2, 2)), 0.1),
    (((0, 0), (1, 0), (2, 0), (3, 0), (1, 2), (2, -2)), 0.01),
    (((0, 0), (5, 0), (2, 4)), 0.1),
    (((0, 0), (5, 0), (10, 0)), 0.1),
    (((0, 10), (9.5, 3.1), (5.9, -8.1), (-5.9, -8.1), (-9.5, 3.1), (0, 0), (0, 5)), 0.2),
    (((0, 0), (3, 0), (6, 0), (0, 3), (3, 3), (6, 3), (0, 6), (3, 6), (6, 6)), 0.05),
)


def small_boards() -> Iterator[Board]:
    """The hand-made boards, then random boards of 4 to 12 stars (uniform and generated)."""
    for stars, tolerance in HAND_MADE:
        yield Board(stars, tolerance)
    for seed in range(40):
        yield uniform(4 + seed % 9, seed)
    for seed in range(12):
        yield Board.generate(12, seed=seed)


def observe(position: Any) -> tuple[Any, ...]:
    """Everything the native position says about itself (to check undo restores it)."""
    return (
        position.legal(),
        position.legal_count,
        position.is_over,
        position.scores,
        position.current_player,
        position.alive_count,
        position.alive(),
        position.move_count,
        position.key,
        position.last_closed(),
    )


class Duel:
    """One game played on the native position and on the pure-Python game at once."""

    def __init__(self, board: Board, play_again: bool) -> None:
        self.board = board
        self.game = Game(board, play_again=play_again)
        self.py = Position(self.game)  # never asked for .native: its answers are Python's
        self.nat: Any = native.native_position(board, play_again, [])
        self.positions = 0

    def compare(self, rng: random.Random, sample: int) -> None:
        """Everything both engines say about the position now must agree."""
        game, py, nat = self.game, self.py, self.nat
        legal = game.legal_lines().tolist()
        assert nat.legal() == legal
        assert nat.legal_count == game.legal_count == len(legal)
        assert nat.is_over is game.is_over
        assert nat.scores == game.scores
        assert nat.current_player == game.current_player
        assert nat.alive_count == game.alive_triangles
        assert nat.alive() == bytes(game._alive[: self.board.n_triangles])  # (its sentinel off)
        assert nat.move_count == game.move_count
        assert nat.play_again is game.play_again
        assert nat.takes() == py.takes(legal)
        checked = legal if len(legal) <= sample else rng.sample(legal, sample)
        for line in checked:
            assert nat.is_free(line) and game.is_free(line)
            assert nat.closes(line) == py.closes(line) == game.closes(line), line
            assert sorted(nat.gifted_lines(line)) == sorted(py.gifted_lines(line)), line
        n_lines = self.board.n_lines
        for line in rng.sample(range(n_lines), min(sample, n_lines)):
            assert nat.is_free(line) is game.is_free(line)
            if line not in legal:
                assert nat.gifted_lines(line) == []
                self.refusals_agree(line)
        self.positions += 1

    def refusals_agree(self, line: int) -> None:
        """A line the rules refuse: the same IllegalMove from both, and nothing changes."""
        before = observe(self.nat)
        with pytest.raises(IllegalMove) as expected:
            self.game.play_line(line)
        with pytest.raises(IllegalMove) as got:
            self.nat.play(line)
        assert got.value.reason is expected.value.reason, line
        assert (got.value.a, got.value.b) == (expected.value.a, expected.value.b)
        assert observe(self.nat) == before

    def choose(self, rng: random.Random, medium: bool) -> int:
        legal = self.py.legal()
        if medium:
            takes = self.py.takes(legal)
            if takes:
                return best_take(self.py, takes, rng.random)
            safe = self.py.random_safe(rng)
            if safe >= 0:
                return safe
        return rng.choice(legal)

    def play(self, line: int) -> None:
        count = self.py.play(line)  # the game and its Python mirror
        last = self.game.last_move
        assert last is not None
        closed = last.closed
        assert self.nat.play(line) == count == len(closed)
        tuples = self.board._triangle_tuples
        assert sorted(tuples[t] for t in self.nat.last_closed()) == sorted(closed)

    def run(self, seed: int, medium: bool, sample: int) -> None:
        """The whole game, compared after every line, then undone to its start."""
        rng = random.Random(seed)
        history = [observe(self.nat)]
        copy_at = rng.randrange(40)
        self.compare(rng, sample)
        while not self.game.is_over:
            self.play(self.choose(rng, medium))
            self.compare(rng, sample)
            history.append(observe(self.nat))
            if self.nat.move_count == copy_at:
                self.copy_is_independent(rng)
        if self.board.n_lines:
            self.refusals_agree(rng.randrange(self.board.n_lines))  # game over, or a drawn line
        while history:
            assert observe(self.nat) == history.pop()
            if self.nat.move_count:
                line = self.py.stack[-1]
                self.py.undo()
                assert self.nat.undo() == line
        assert self.nat.move_count == 0 and self.game.move_count == 0
        with pytest.raises(ValueError):
            self.nat.undo()

    def copy_is_independent(self, rng: random.Random) -> None:
        """A copy answers as its original, and moves on either leave the other as it was."""
        nat = self.nat
        other = nat.copy()
        assert observe(other) == observe(nat)
        if nat.is_over:
            return
        before = observe(nat)
        line = rng.choice(other.legal())
        other.play(line)
        assert observe(nat) == before
        other.undo()
        assert observe(other) == before
        other.undo()  # the copy keeps the history: it undoes as far back as its original
        assert observe(nat) == before
        nat.play(line)
        assert observe(other) != observe(nat)
        nat.undo()
        assert observe(nat) == before


@needs_native
@pytest.mark.parametrize("play_again", [False, True], ids=["strict", "play-again"])
@pytest.mark.parametrize("n_stars", SIZES)
def test_generated_boards_agree_move_by_move(n_stars: int, play_again: bool) -> None:
    board = generated(n_stars)
    positions = 0
    for seed in range(2):
        for medium in (False, True):
            duel = Duel(board, play_again)
            duel.run(1000 * n_stars + 10 * seed + 2 * play_again + medium, medium, sample=6)
            positions += duel.positions
    assert positions >= 9 * n_stars  # four games, each longer than 2n lines


@needs_native
@pytest.mark.parametrize("play_again", [False, True], ids=["strict", "play-again"])
def test_small_boards_agree_move_by_move(play_again: bool) -> None:
    positions = 0
    for index, board in enumerate(small_boards()):
        for seed in range(4):
            duel = Duel(board, play_again)
            duel.run(100 * index + seed, medium=seed % 2 == 1, sample=100)
            positions += duel.positions
    assert positions >= 4000


@needs_native
def test_more_generated_games_agree() -> None:
    """Other seeds of the board generator: other boards of 24 and 60 stars, both rules."""
    positions = 0
    for seed in range(1, 4):
        for n_stars in (24, 60):
            board = generated(n_stars, seed)
            for play_again in (False, True):
                duel = Duel(board, play_again)
                duel.run(seed, medium=bool(seed % 2), sample=4)
                positions += duel.positions
    assert positions >= 1200


@needs_native
@pytest.mark.parametrize("play_again", [False, True], ids=["strict", "play-again"])
def test_random_games_played_inside_the_core_replay_on_the_model(play_again: bool) -> None:
    """``random_game`` finds the game's end after the fact (it marks no triangle dead as it
    goes): every recorded game, replayed on the model, is legal line by line, ends exactly
    after its last line and not before, and gives each player what the core said."""
    ends_on_a_crossing = 0
    rng = random.Random(11 + play_again)
    replayed = 0
    boards = [generated(n) for n in SIZES] + [Board(*hand) for hand in HAND_MADE]
    boards += [uniform(4 + seed % 9, seed) for seed in range(8)]
    # Wide tolerances: games that end on a line that closes nothing but crosses out the side
    # of the last live triangle (sometimes or always), the case the core works out afterwards.
    boards += [uniform(n, seed, 150.0) for n, seed in ((9, 46), (11, 55), (12, 59), (5, 6))]
    for board in boards:
        game = Game(board, play_again=play_again)
        for stage in range(4):
            # From the start, then from three points further into one random game.
            nat: Any = native.native_position(
                board, play_again, [board.line_index(a, b) for a, b in game.lines]
            )
            for seed in range(6 if board.n_stars > 60 else 20):
                played, gain_1, gain_2, lines = nat.random_game(seed, record=True)
                assert nat.random_game(seed) == (played, gain_1, gain_2)
                assert played == len(lines)
                copy = game.copy()
                before = copy.scores
                closed: tuple[object, ...] = ()
                for index, line in enumerate(lines):
                    assert not copy.is_over, (board.n_stars, stage, seed, index)
                    closed = copy.play_line(line)
                assert copy.is_over
                ends_on_a_crossing += bool(lines) and not closed
                gained = tuple(after - was for after, was in zip(copy.scores, before, strict=True))
                assert gained == (gain_1, gain_2)
                replayed += 1
            for _ in range(max(1, game.legal_count // 6)):
                if game.is_over:
                    break
                game.play_line(game.random_line(rng))
            if game.is_over:
                break
    assert replayed >= 400 and ends_on_a_crossing >= 20


def positions_with_few_lines(count: int, most: int) -> Iterator[tuple[Board, bool, list[int]]]:
    """``count`` positions (board, rule, lines drawn) with at most ``most`` legal lines."""
    found = 0
    boards = [generated(24), *(uniform(n, 500 + n) for n in range(6, 13))]
    seed = 0
    while found < count:
        board = boards[seed % len(boards)]
        play_again = seed % 3 == 0
        rng = random.Random(seed)
        seed += 1
        game = Game(board, play_again=play_again)
        lines: list[int] = []
        while not game.is_over and game.legal_count > most:
            line = game.random_line(rng)
            game.play_line(line)
            lines.append(line)
        # A few positions further on as well: fewer lines left, and some games over.
        for _ in range(2):
            if game.is_over:
                break
            yield board, play_again, list(lines)
            found += 1
            line = game.random_line(rng)
            game.play_line(line)
            lines.append(line)


@needs_native
def test_exact_values_agree_with_the_pure_python_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    # The pure-Python solver runs where a Position has no native mirror.
    monkeypatch.setattr(_tactics, "CORE", "python")
    assert native.native_module is not None
    table = native.native_module.Table(16)  # one table for every board and rule: it resets
    checked = {False: 0, True: 0}
    for board, play_again, lines in positions_with_few_lines(240, 11):
        game = Game(board, play_again=play_again)
        for line in lines:
            game.play_line(line)
        pos = Position(game)
        assert pos.native is None
        expected = Solver().values(pos, None)
        assert expected is not None
        nat: Any = native.native_position(board, play_again, lines)
        assert nat.values(table, None) == expected
        best = nat.solve(table, None)
        assert best[1] == max(expected.values()) and expected[best[0]] == best[1]
        reference = Solver().solve(pos, None)
        assert reference is not None and reference[1] == best[1]
        assert nat.move_count == len(lines) and game.move_count == len(lines)
        checked[play_again] += 1
    assert min(checked.values()) >= 60 and sum(checked.values()) >= 200


def positions_of_random_games(
    board: Board, play_again: bool, games: int, most: int
) -> Iterator[tuple[Game, list[int]]]:
    """Every position with at most ``most`` legal lines in ``games`` random games on ``board``."""
    for seed in range(games):
        rng = random.Random(seed)
        game = Game(board, play_again=play_again)
        lines: list[int] = []
        while not game.is_over:
            if game.legal_count <= most:
                yield game, lines
            line = game.random_line(rng)
            game.play_line(line)
            lines.append(line)


#: Boards whose random games meet regions of every kind: chains, loops, crossings, small
#: regions of one shape in many places.
REGION_BOARDS = (
    lambda: generated(24, seed=11),
    lambda: uniform(12, 77),
    lambda: uniform(10, 5),
    lambda: uniform(9, 46, 150.0),
)


@needs_native
@pytest.mark.parametrize("play_again", [False, True])
def test_one_table_kept_over_a_boards_positions_gives_the_references_values(
    monkeypatch: pytest.MonkeyPatch, play_again: bool
) -> None:
    # The core keys its table by the position's regions, a chain or a small region by its
    # shape alone: what one position teaches the table must hold for every other position
    # made of the same regions. One table is kept over all of a board's positions, as Hard
    # keeps it from move to move, and every value is the pure-Python solver's.
    monkeypatch.setattr(_tactics, "CORE", "python")
    assert native.native_module is not None
    checked = 0
    for make in REGION_BOARDS:
        board = make()
        table = native.native_module.Table(16)
        for game, lines in positions_of_random_games(board, play_again, 30, 10):
            nat: Any = native.native_position(board, play_again, lines)
            assert nat.values(table, None) == Solver().values(Position(game), None)
            checked += 1
    assert checked >= 900


@needs_native
@pytest.mark.parametrize("play_again", [False, True])
def test_a_kept_table_and_a_fresh_one_give_the_same_values(play_again: bool) -> None:
    # Longer endgames than the pure-Python solver can check quickly: a table kept over a
    # board's many games agrees with a fresh table for each position. (A region keyed by its
    # lines alone, without its live triangles, fails here.)
    assert native.native_module is not None
    checked = 0
    for board in (uniform(12, 77), uniform(10, 5)):
        kept = native.native_module.Table(16)
        for _, lines in positions_of_random_games(board, play_again, 150, 16):
            nat: Any = native.native_position(board, play_again, lines)
            assert nat.values(kept, None) == nat.values(native.native_module.Table(10), None)
            checked += 1
    assert checked >= 3000


@needs_native
def test_a_finished_game_has_no_values_and_nothing_to_solve() -> None:
    board = generated(24)
    game = Game(board)
    rng = random.Random(3)
    while not game.is_over:
        game.play_line(game.random_line(rng))
    nat: Any = native.native_position(board, False, [m for m in _lines_of(game)])
    assert native.native_module is not None
    table = native.native_module.Table(8)
    assert nat.values(table, None) == {}
    with pytest.raises(ValueError, match="over"):
        nat.solve(table, None)


def _lines_of(game: Game) -> list[int]:
    board = game.board
    return [board.line_index(a, b) for a, b in game.lines]


# -- the loader (model/native.py) ---------------------------------------------------------


@pytest.fixture
def reload_native(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Reloads model/native.py under the test's environment; the real module is put back."""
    real = sys.modules["triangles_qt.model.native"]

    def load() -> Any:
        spec = importlib.util.spec_from_file_location("triangles_qt.model.native", real.__file__)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module

    yield load
    monkeypatch.undo()
    sys.modules["triangles_qt.model.native"] = real
    if real.native_module is not None:  # the real module's hooks, as its import set them
        real.native_module.set_illegal_factory(real._illegal)
        real.native_module.set_line_check(real._line_number)


def test_triangles_core_python_chooses_the_python_core(
    monkeypatch: pytest.MonkeyPatch, reload_native: Any
) -> None:
    monkeypatch.setenv("TRIANGLES_CORE", " Python ")
    module = reload_native()
    assert module.native_module is None and module.CORE == "python"
    assert module.BUILT is native.BUILT
    board = generated(24)
    with pytest.raises(RuntimeError, match="not in use"):
        module.native_tables(board)
    with pytest.raises(RuntimeError, match="not in use"):
        module.native_position(board, False, [])


def test_a_missing_extension_leaves_the_python_core(
    monkeypatch: pytest.MonkeyPatch, reload_native: Any
) -> None:
    monkeypatch.delenv("TRIANGLES_CORE", raising=False)
    # None in sys.modules makes the import fail as for an extension that was never built.
    monkeypatch.setitem(sys.modules, "triangles_qt.model._native", None)
    monkeypatch.delattr(model, "_native", raising=False)
    module = reload_native()
    assert module.native_module is None and module.CORE == "python" and module.BUILT is False


def test_any_other_value_of_the_variable_keeps_the_native_core(
    monkeypatch: pytest.MonkeyPatch, reload_native: Any
) -> None:
    monkeypatch.setenv("TRIANGLES_CORE", "native")
    module = reload_native()
    assert (module.CORE == "native") is native.BUILT


@needs_native
def test_tables_are_made_once_per_board_and_the_cache_stays_small() -> None:
    board = generated(24)
    tables = native.native_tables(board)
    assert native.native_tables(board) is tables
    assert tables.n_lines == board.n_lines  # type: ignore[attr-defined]
    others = [Board.generate(12, seed=seed) for seed in range(12)]
    for other in others:
        native.native_tables(other)
    assert len(native._tables) <= 9
    # Keyed by content: a fresh copy of a board (as a worker receives each move) shares them.
    copy = Board(board.stars, board.tolerance)
    assert copy is not board
    assert native.native_tables(copy) is native.native_tables(board)
    assert native.native_tables(others[0]) is not native.native_tables(board)


@needs_native
def test_a_refused_line_is_the_models_illegal_move() -> None:
    board = Board([(0, 0), (4, 0), (4, 4), (0, 4)], 0.5)
    nat: Any = native.native_position(board, False, [board.line_index(0, 2)])
    with pytest.raises(IllegalMove) as refused:
        nat.play(board.line_index(3, 1))
    assert refused.value.reason.value == "crosses" and (refused.value.a, refused.value.b) == (1, 3)


@needs_native
def test_a_crossed_line_in_a_finished_game_is_refused_as_crossing() -> None:
    """The model's order of reasons: drawn, crossed, then game over (the core said game over)."""
    board = Board([(0, 0), (4, 0), (4, 4), (0, 4)], 0.5)
    drawn = [board.line_index(a, b) for a, b in ((0, 2), (0, 1), (1, 2), (2, 3), (0, 3))]
    nat: Any = native.native_position(board, False, drawn)
    game = Game(board)
    for line in drawn:
        game.play_line(line)
    assert nat.is_over and game.is_over
    for a, b, reason in ((1, 3, "crosses"), (0, 2, "exists")):
        with pytest.raises(IllegalMove) as model_refusal:
            game.play_line(board.line_index(a, b))
        with pytest.raises(IllegalMove) as refused:
            nat.play(board.line_index(a, b))
        assert refused.value.reason is model_refusal.value.reason
        assert refused.value.reason.value == reason


@needs_native
def test_a_budget_of_positions_stops_the_search_the_same_way_every_time() -> None:
    assert native.native_module is not None
    board, play_again, lines = next(positions_with_few_lines(1, 11))
    nat: Any = native.native_position(board, play_again, lines)
    table = native.native_module.Table(16)
    exact = nat.values(table, None)
    for _ in range(2):
        table.clear()
        assert nat.solve(table, None, 3) is None  # over the budget: no answer
        assert nat.values(table, None, 3) is None
        assert nat.move_count == len(lines)
    table.clear()
    assert nat.values(table, None, 10**8) == exact
    for bad, error in (
        (0, ValueError),
        (-1, ValueError),
        (2**40, ValueError),
        (True, TypeError),
        (1.5, TypeError),
        ("9", TypeError),
    ):
        with pytest.raises(error):
            nat.solve(table, None, bad)
