"""Reading the command line: lines, questions and actions, and what is not understood."""

from __future__ import annotations

import pytest

from triangles_qt.speech.commands import (
    ENGLISH_WORDS,
    Command,
    CommandKind,
    NotUnderstood,
    Problem,
    parse,
)
from triangles_qt.speech.star_names import StarNames

NAMES = StarNames(("A1", "A2", "B1", "B12"))


@pytest.mark.parametrize(
    "text",
    ["a1 b12", "A1 B12", "a1-b12", "a1 – b12", "a1,b12", "a1b12", "  a1   b12  ", "line a1 b12"],
)
def test_two_stars_draw_a_line(text: str) -> None:
    assert parse(text, NAMES) == Command(CommandKind.LINE, (0, 3))


def test_one_star_or_lines_and_a_star_tells_about_it() -> None:
    assert parse("b1", NAMES) == Command(CommandKind.STAR, (2,))
    assert parse("lines B1", NAMES) == Command(CommandKind.STAR, (2,))


@pytest.mark.parametrize("word", sorted(set(ENGLISH_WORDS) - {"line", "lines", "star"}))
def test_every_english_word_is_understood_in_any_case(word: str) -> None:
    assert parse(word.upper(), NAMES) == Command(ENGLISH_WORDS[word])


def test_the_current_languages_words_are_understood_with_the_english_ones() -> None:
    words = {"scor": CommandKind.SCORE, "स्कोर": CommandKind.SCORE, "linii": CommandKind.STAR}
    assert parse("scor", NAMES, words) == Command(CommandKind.SCORE)
    assert parse("स्कोर", NAMES, words) == Command(CommandKind.SCORE)
    assert parse("linii a2", NAMES, words) == Command(CommandKind.STAR, (1,))
    assert parse("score", NAMES, words) == Command(CommandKind.SCORE)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", NotUnderstood(Problem.EMPTY)),
        ("   ", NotUnderstood(Problem.EMPTY)),
        ("c3 a1", NotUnderstood(Problem.UNKNOWN_STAR, "c3")),
        ("a1 c3", NotUnderstood(Problem.UNKNOWN_STAR, "c3")),
        ("dance", NotUnderstood(Problem.UNKNOWN_WORD, "dance")),
        ("a1 a2 b1", NotUnderstood(Problem.UNKNOWN_WORD, "a1")),
        ("score now", NotUnderstood(Problem.UNKNOWN_WORD, "now")),
        ("lines", NotUnderstood(Problem.STARS_MISSING, "lines")),
        ("line a1", NotUnderstood(Problem.STARS_MISSING, "line")),
        ("a1 to", NotUnderstood(Problem.UNKNOWN_WORD, "to")),
    ],
)
def test_what_is_not_understood_says_why(text: str, expected: NotUnderstood) -> None:
    assert parse(text, NAMES) == expected
