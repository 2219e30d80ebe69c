"""What a line typed on the command line asks for: a line between two stars, or a question.

Fast play for a player who does not see the board (as a blind player types
moves in a chess app): two star names draw a line ("c4 e2", "c4-e2" or
"c4e2"); a word asks something (the score, whose turn, the last line, the
lines from a star, the triangles that can be closed now) or does something
(a hint, undo, redo, resign). The words come from the caller, in the
current language; the English ones are always understood as well.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping
from dataclasses import dataclass

from triangles_qt.speech.star_names import StarNames


class CommandKind(enum.Enum):
    """Everything the command line does."""

    LINE = "line"
    """Draw the line between the two stars named."""
    STAR = "star"
    """Tell about one star: where it is, its lines and triangles (``lines C4`` or ``C4``)."""
    LAST = "last"
    SCORE = "score"
    TURN = "turn"
    TAKES = "takes"
    """The lines that would close a triangle now."""
    HINT = "hint"
    UNDO = "undo"
    REDO = "redo"
    RESIGN = "resign"
    HELP = "help"


#: The English words, understood in every language (a player may know them from the docs).
ENGLISH_WORDS: Mapping[str, CommandKind] = {
    "line": CommandKind.LINE,
    "lines": CommandKind.STAR,
    "star": CommandKind.STAR,
    "last": CommandKind.LAST,
    "score": CommandKind.SCORE,
    "turn": CommandKind.TURN,
    "takes": CommandKind.TAKES,
    "hint": CommandKind.HINT,
    "undo": CommandKind.UNDO,
    "redo": CommandKind.REDO,
    "resign": CommandKind.RESIGN,
    "help": CommandKind.HELP,
    "?": CommandKind.HELP,
}

#: How many stars each command names.
STARS_NEEDED: Mapping[CommandKind, int] = {CommandKind.LINE: 2, CommandKind.STAR: 1}


class Problem(enum.Enum):
    """Why a typed line could not be understood."""

    EMPTY = "empty"
    UNKNOWN_WORD = "unknown_word"
    """``word`` is neither a command nor a star's name."""
    UNKNOWN_STAR = "unknown_star"
    """``word`` looks like a star's name, but no star has it."""
    STARS_MISSING = "stars_missing"
    """The command needs star names (``word`` is the command)."""


@dataclass(frozen=True)
class Command:
    kind: CommandKind
    stars: tuple[int, ...] = ()


@dataclass(frozen=True)
class NotUnderstood:
    problem: Problem
    word: str = ""


_SEPARATORS = re.compile(r"[\s,;\-–—]+")
_STAR_SHAPED = re.compile(r"[^\W\d_]\d+")
_JOINED_PAIR = re.compile(r"([^\W\d_]\d+)([^\W\d_]\d+)")


def parse(
    text: str, names: StarNames, words: Mapping[str, CommandKind] | None = None
) -> Command | NotUnderstood:
    """What ``text`` asks for; ``words`` are the current language's command words.

    >>> names = StarNames(("A1", "A2", "B1"))
    >>> parse("a1 b1", names)
    Command(kind=<CommandKind.LINE: 'line'>, stars=(0, 2))
    >>> parse("A2B1", names)
    Command(kind=<CommandKind.LINE: 'line'>, stars=(1, 2))
    >>> parse("lines a2", names)
    Command(kind=<CommandKind.STAR: 'star'>, stars=(1,))
    >>> parse("score", names).kind
    <CommandKind.SCORE: 'score'>
    >>> parse("c9 a1", names)
    NotUnderstood(problem=<Problem.UNKNOWN_STAR: 'unknown_star'>, word='c9')
    """
    vocabulary = {**ENGLISH_WORDS, **{k.casefold(): v for k, v in (words or {}).items()}}
    parts = [p for p in _SEPARATORS.split(text.strip()) if p]
    if not parts:
        return NotUnderstood(Problem.EMPTY)
    if len(parts) == 1 and (joined := _JOINED_PAIR.fullmatch(parts[0])) is not None:
        parts = [joined.group(1), joined.group(2)]
    kind = vocabulary.get(parts[0].casefold())
    if kind is not None:
        parts = parts[1:]
    else:
        kind = {1: CommandKind.STAR, 2: CommandKind.LINE}.get(len(parts))
        if kind is None or not all(_STAR_SHAPED.fullmatch(p) for p in parts):
            unknown = next((p for p in parts if not _STAR_SHAPED.fullmatch(p)), parts[0])
            return NotUnderstood(Problem.UNKNOWN_WORD, unknown)
    needed = STARS_NEEDED.get(kind, 0)
    if len(parts) < needed:
        return NotUnderstood(Problem.STARS_MISSING, text.split()[0])
    if len(parts) > needed:
        return NotUnderstood(Problem.UNKNOWN_WORD, parts[needed])
    stars: list[int] = []
    for part in parts:
        star = names.find(part)
        if star is None:
            return NotUnderstood(Problem.UNKNOWN_STAR, part)
        stars.append(star)
    return Command(kind, tuple(stars))
