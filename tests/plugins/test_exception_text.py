"""Exceptions that resist being described still become ordinary failures, never our own.

``load_opponent`` is documented as never raising; the worker must answer a
failure, not crash, when ``choose_move`` raises such an exception. See
``zoo/triangles_zoo/weird.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.plugins._exc import exc_line, format_exception, type_name
from triangles_qt.plugins.contract import FailureKind, OpponentFailure, check_answer
from triangles_qt.plugins.discovery import PluginEntry, load_opponent
from triangles_qt.plugins.runner import OpponentRunner

KEYS = ["str", "str-exits", "repr", "nameless", "long-name", "hostile-text"]


def suffix(key: str) -> str:
    return "".join(part.title() for part in key.split("-"))


@pytest.mark.parametrize("key", KEYS)
def test_describing_the_exception_never_raises(zoo: Path, key: str) -> None:
    from triangles_zoo.weird import RAISERS

    try:
        raise RAISERS[key]()
    except BaseException as exc:
        line = exc_line(exc)
        text = format_exception(exc)
    assert line and "\n" not in line and len(line) < 400
    assert "Traceback" in text


@pytest.mark.parametrize("key", KEYS)
def test_load_opponent_reports_a_constructor_raising_it(zoo: Path, key: str) -> None:
    target = f"triangles_zoo.weird:Build{suffix(key)}"
    failure = load_opponent(PluginEntry(target, target))
    assert isinstance(failure, OpponentFailure)
    assert failure.kind is FailureKind.IMPORT
    assert failure.message.startswith("creating the opponent raised ")
    assert "\n" not in failure.message


def test_load_opponent_reports_an_import_raising_it(zoo: Path) -> None:
    target = "triangles_zoo.weird_import:Opponent"
    failure = load_opponent(PluginEntry(target, target))
    assert isinstance(failure, OpponentFailure) and failure.kind is FailureKind.IMPORT
    assert "(its message could not be shown)" in failure.message
    assert "weird_import.py" in failure.detail


@pytest.mark.parametrize("key", ["str-exits", "repr", "nameless"])
def test_choose_move_raising_it_is_an_exception_failure(zoo: Path, key: str) -> None:
    runner = OpponentRunner(f"triangles_zoo.weird:Move{suffix(key)}", memory_limit=768 * 2**20)
    try:
        failure = runner.request_move(Game(Board.generate(12, seed=1)), 10.0).result(60)
        assert isinstance(failure, OpponentFailure), failure
        assert failure.kind is FailureKind.EXCEPTION, failure
        assert failure.message.startswith("choose_move raised ")
    finally:
        runner.close()


def test_an_answer_whose_class_hides_its_name_is_malformed(zoo: Path) -> None:
    from triangles_zoo.weird import _NamelessMeta

    class Sly(metaclass=_NamelessMeta):
        def __repr__(self) -> str:
            raise ValueError("no repr")

    assert type_name(Sly()) == "Sly"
    with pytest.raises(ValueError, match="Sly whose repr raised"):
        check_answer(Sly())
