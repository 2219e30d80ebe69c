"""A puzzle: a position from a real game, a task, and its certified answers (Qt-free).

A puzzle is a line to find. Its answers are the best lines by the exact
solver, better than every other legal line by ``margin`` triangles at least;
``values`` keeps every legal line's exact value for the player to move, so a
wrong line can be explained (how much it loses) without searching again.
The task says in words what counts (:class:`PuzzleTask`); the view
translates it.

The shipped set lives in ``resources/puzzles/puzzles.json``: each game's
record once, and each puzzle as the game, the number of its lines drawn
before the position, and the certificate.
"""

from __future__ import annotations

import enum
import hashlib
import json
from dataclasses import dataclass
from typing import Any, Final

from triangles_qt.model import Game
from triangles_qt.model.record import GameRecord, RecordError

FORMAT: Final = "triangles-qt/puzzles"
VERSION: Final = 1

Line = tuple[int, int]


class PuzzleTask(enum.Enum):
    """What the player is asked to find; the value is the id tools see (``task``)."""

    WIN = "win"
    """Close more triangles than the other player from here: only the answers do."""
    NO_GIFT = "no_gift"
    """The only line that gives nothing away (no take is on the board)."""
    SMALLEST_GIFT = "smallest_gift"
    """Every line gives something away: the answers give the least, and are the best."""
    KEEP_CONTROL = "keep_control"
    """Play again, with triangles to take: take what you can and keep control."""
    BEST_LINE = "best_line"
    """The line that does best from here."""


class Difficulty(enum.Enum):
    """Graded by the solver's margin and the number of legal lines (see :func:`grade`)."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


def grade(legal_lines: int, margin: int, answers: int) -> Difficulty:
    """Harder with more lines to choose from, a thinner margin and fewer right answers."""
    score = legal_lines / (1 + min(margin, 4)) + (2 if answers == 1 else 0)
    if score < 6:
        return Difficulty.EASY
    if score < 10:
        return Difficulty.MEDIUM
    return Difficulty.HARD


@dataclass(frozen=True)
class Certificate:
    """What the exact solver says of a position: every legal line's value, the best, the margin."""

    values: dict[Line, int]
    answers: tuple[Line, ...]
    margin: int
    task: PuzzleTask


@dataclass(frozen=True)
class Puzzle:
    id: str
    record: GameRecord
    """The position: the board and the lines drawn so far (``moves``), as a saved game."""
    certificate: Certificate
    difficulty: Difficulty

    @property
    def task(self) -> PuzzleTask:
        return self.certificate.task

    @property
    def answers(self) -> tuple[Line, ...]:
        return self.certificate.answers

    @property
    def margin(self) -> int:
        return self.certificate.margin

    @property
    def values(self) -> dict[Line, int]:
        return self.certificate.values

    @property
    def stars(self) -> int:
        return len(self.record.stars)

    @property
    def play_again(self) -> bool:
        return self.record.play_again

    @property
    def legal_lines(self) -> int:
        return len(self.certificate.values)

    def game(self) -> Game:
        """A fresh game at the puzzle's position (the player to move is the one to solve it)."""
        return self.record.replay()

    def value_of(self, a: int, b: int) -> int | None:
        """The exact value of line a-b for the player to move (None if it is not legal here)."""
        return self.values.get((min(a, b), max(a, b)))

    def is_answer(self, a: int, b: int) -> bool:
        return (min(a, b), max(a, b)) in self.answers

    def to_json(self) -> dict[str, Any]:
        """The keys ``python -m triangles_qt.puzzles list --json`` promises (and a few more)."""
        return {
            "id": self.id,
            "task": self.task.value,
            "record": self.record.to_dict(),
            "answers": [list(line) for line in self.answers],
            "margin": self.margin,
            "difficulty": self.difficulty.value,
            "stars": self.stars,
            "play_again": self.play_again,
            "legal_lines": self.legal_lines,
        }


def puzzle_id(record: GameRecord) -> str:
    """A name for a position that never changes: a digest of its board, rule and lines."""
    core = {
        "stars": record.stars,
        "tolerance": record.tolerance,
        "moves": [list(move) for move in record.moves],
        "play_again": record.play_again,
    }
    text = json.dumps(core, separators=(",", ":"), sort_keys=True)
    return "p" + hashlib.sha256(text.encode()).hexdigest()[:10]


# -- the shipped file ---------------------------------------------------------------------------


class PuzzleFileError(ValueError):
    """A puzzle file that cannot be read; the message says why."""


def dump_set(games: list[GameRecord], entries: list[tuple[int, int, Certificate]]) -> str:
    """The puzzle file for ``entries`` (game index, lines drawn, certificate)."""
    puzzles = []
    for game_index, ply, cert in entries:
        position = _position(games[game_index], ply)
        puzzles.append(
            {
                "id": puzzle_id(position),
                "game": game_index,
                "ply": ply,
                "task": cert.task.value,
                "answers": [list(line) for line in cert.answers],
                "margin": cert.margin,
                "values": [[a, b, value] for (a, b), value in sorted(cert.values.items())],
            }
        )
    data = {
        "format": FORMAT,
        "version": VERSION,
        "games": [record.to_dict() for record in games],
        "puzzles": puzzles,
    }
    return json.dumps(data, separators=(",", ":")) + "\n"


def load_set(text: str | bytes) -> tuple[Puzzle, ...]:
    """Every puzzle of a puzzle file, checked: :class:`PuzzleFileError` says what is wrong."""
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise PuzzleFileError(f"not JSON: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PuzzleFileError("not a puzzle file")
    if data.get("version") != VERSION:
        raise PuzzleFileError(f"puzzle file version {data.get('version')!r} is not {VERSION}")
    games_data, puzzles_data = data.get("games"), data.get("puzzles")
    if not isinstance(games_data, list) or not isinstance(puzzles_data, list):
        raise PuzzleFileError("no games or no puzzles")
    try:
        games = [GameRecord.from_dict(item) for item in games_data]
    except RecordError as exc:
        raise PuzzleFileError(f"a game: {exc}") from None
    return tuple(_puzzle(item, games) for item in puzzles_data)


def _position(record: GameRecord, ply: int) -> GameRecord:
    return GameRecord(
        stars=list(record.stars),
        tolerance=record.tolerance,
        moves=list(record.moves[:ply]),
        play_again=record.play_again,
        seed=record.seed,
        layout=record.layout,
    )


def _line(value: object) -> Line:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise PuzzleFileError(f"not a line: {value!r:.40}")
    a, b = value
    return (min(a, b), max(a, b))


def _puzzle(item: object, games: list[GameRecord]) -> Puzzle:
    if not isinstance(item, dict):
        raise PuzzleFileError("a puzzle is not an object")
    try:
        game_index, ply = item["game"], item["ply"]
        record = _position(games[game_index], ply)
        task = PuzzleTask(item["task"])
        answers = tuple(_line(line) for line in item["answers"])
        values = {_line(entry[:2]): int(entry[2]) for entry in item["values"]}
        margin = int(item["margin"])
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        raise PuzzleFileError(f"puzzle {item.get('id')!r:.20}: {exc!r:.80}") from None
    if item.get("id") != puzzle_id(record):
        raise PuzzleFileError(f"puzzle {item.get('id')!r:.20}: its id does not match its position")
    if not answers or any(line not in values for line in answers):
        raise PuzzleFileError(f"puzzle {item['id']}: an answer is not among its lines")
    cert = Certificate(values, answers, margin, task)
    return Puzzle(item["id"], record, cert, grade(len(values), margin, len(answers)))
