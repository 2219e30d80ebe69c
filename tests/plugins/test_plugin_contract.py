"""The contract's checks: what an opponent object and an answer must look like."""

from __future__ import annotations

import doctest
import subprocess
import sys
from typing import ClassVar

import numpy as np
import pytest

from triangles_qt.plugins import contract
from triangles_qt.plugins.contract import (
    API_VERSION,
    ContractError,
    FailureKind,
    OpponentDescription,
    OpponentFailure,
    check_answer,
    declared_api_version,
    describe_opponent,
)


class Minimal:
    name = "Minimal"

    def choose_move(self, game: object, time_limit: float) -> tuple[int, int]:
        return (0, 1)


class Full(Minimal):
    name = "  Full   opponent "
    description = "Plays\nwell."
    api_version = 1
    names: ClassVar[dict[str, str]] = {"ro": "Adversar", "hi": "प्रतिद्वंद्वी", "pt_BR": "Oponente"}
    descriptions: ClassVar[dict[str, str]] = {"ro": "Joacă bine."}


def test_contract_doctests() -> None:
    result = doctest.testmod(contract)
    assert result.attempted >= 2
    assert result.failed == 0


def test_api_version_is_one() -> None:
    assert API_VERSION == 1
    assert contract.ENTRY_POINT_GROUP == "triangles_qt.ai"


def test_minimal_opponent_is_described_with_defaults() -> None:
    d = describe_opponent(Minimal())
    assert d == OpponentDescription("Minimal", "", 1, {}, {})


def test_full_description_is_normalised_and_translated() -> None:
    d = describe_opponent(Full())
    assert d.name == "Full opponent"
    assert d.description == "Plays well."
    assert d.display_name("ro") == "Adversar"
    assert d.display_name("hi") == "प्रतिद्वंद्वी"
    assert d.display_name("pt_BR") == "Oponente"
    assert d.display_name("ro_RO") == "Adversar"  # region falls back to the language
    assert d.display_name("en") == "Full opponent"
    assert d.display_name(None) == "Full opponent"
    assert d.display_description("ro") == "Joacă bine."
    assert d.display_description("hi") == "Plays well."
    assert OpponentDescription.from_dict(d.to_dict()) == d


@pytest.mark.parametrize(
    ("attrs", "message"),
    [
        ({"name": None}, "name must be a string"),
        ({"name": "   "}, "name must not be empty"),
        ({"name": "x" * 61}, "at most 60 characters"),
        ({"choose_move": 5}, "choose_move must be a method"),
        ({"api_version": "1"}, "api_version must be an integer"),
        ({"api_version": True}, "api_version must be an integer"),
        ({"api_version": 0}, "api_version must be 1 or more"),
        ({"description": 3}, "description must be a string"),
        ({"names": ["ro"]}, "names must be a mapping"),
        ({"names": {"Romanian!": "x"}}, "not a language code"),
        ({"names": {"ro": 1}}, "names['ro'] must be a string"),
        ({"strength": "strong"}, "strength must be an integer"),
        ({"strength": True}, "strength must be an integer"),
        ({"strength": 101}, "strength must be from 0 to 100"),
    ],
)
def test_shape_errors_say_what_is_wrong(attrs: dict[str, object], message: str) -> None:
    cls = type("Broken", (Minimal,), attrs)
    with pytest.raises(ContractError, match=message.replace("[", r"\[").replace("]", r"\]")):
        describe_opponent(cls())


def test_strength_orders_the_list_and_survives_the_process_boundary() -> None:
    strong = describe_opponent(type("Strong", (Minimal,), {"strength": 75})())
    assert strong.strength == 75
    assert OpponentDescription.from_dict(strong.to_dict()) == strong
    assert describe_opponent(Minimal()).strength is None  # optional
    from triangles_qt.plugins.builtin import EasyOpponent, HardOpponent, MediumOpponent

    built_in = [
        describe_opponent(c()).strength for c in (EasyOpponent, MediumOpponent, HardOpponent)
    ]
    assert built_in == sorted(built_in) and None not in built_in


def test_missing_attributes_are_named() -> None:
    class NoName:
        def choose_move(self, game: object, time_limit: float) -> tuple[int, int]:
            return (0, 1)

    class NoMove:
        name = "x"

    with pytest.raises(ContractError, match="no 'name' attribute"):
        describe_opponent(NoName())
    with pytest.raises(ContractError, match="no 'choose_move' method"):
        describe_opponent(NoMove())


def test_a_raising_property_is_a_contract_error() -> None:
    class Raising(Minimal):
        @property
        def name(self) -> str:  # type: ignore[override]
            raise RuntimeError("boom")

    with pytest.raises(ContractError, match="reading name raised RuntimeError: boom"):
        describe_opponent(Raising())


def test_newer_api_version_is_recorded_not_refused() -> None:
    cls = type("Future", (Minimal,), {"api_version": 7})
    assert declared_api_version(cls) == 7
    assert describe_opponent(cls()).api_version == 7


@pytest.mark.parametrize(
    ("answer", "expected"),
    [((3, 1), (3, 1)), ([4, 5], (4, 5)), ((np.int64(2), np.int32(9)), (2, 9))],
)
def test_good_answers_become_int_pairs(answer: object, expected: tuple[int, int]) -> None:
    move = check_answer(answer)
    assert move == expected
    assert all(type(v) is int for v in move)


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        (None, "returned None, not a pair"),
        ("e2e4", "returned str 'e2e4'"),
        ((1, 2, 3), "returned 3 values"),
        ((1.0, 2.0), "must be an integer, not float"),
        ((True, 2), "must be an integer, not bool"),
        (("1", "2"), "must be an integer, not str"),
        ({"a": 1}, "returned dict"),
    ],
)
def test_malformed_answers_are_refused(answer: object, message: str) -> None:
    with pytest.raises(ContractError, match=message):
        check_answer(answer)


def test_a_huge_answer_is_described_briefly() -> None:
    with pytest.raises(ContractError) as info:
        check_answer("x" * 100_000)
    assert len(str(info.value)) < 200


def test_failure_round_trip_and_text() -> None:
    failure = OpponentFailure(FailureKind.TIMEOUT, "slowpoke", "it did not answer", "stack")
    assert OpponentFailure.from_dict(failure.to_dict()) == failure
    assert str(failure) == "opponent 'slowpoke' failed (timeout): it did not answer"
    assert failure.is_fault
    assert not OpponentFailure(FailureKind.CANCELLED, "x", "").is_fault


def test_the_plugin_modules_never_import_qt() -> None:
    code = (
        "import sys\n"
        "import triangles_qt.plugins.contract, triangles_qt.plugins.discovery\n"
        "import triangles_qt.plugins.runner, triangles_qt.plugins.worker\n"
        "import triangles_qt.plugins.policy, triangles_qt.arena\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
