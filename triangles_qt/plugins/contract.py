"""The contract between Triangles and a computer opponent (Qt-free).

An opponent is published as an entry point in the group ``triangles_qt.ai``;
the entry point's name is the opponent's id. Loading it gives a class;
calling the class with no arguments gives an object shaped like
:class:`Opponent`. Everything here is plain data and checks, shared by the
app, the worker processes and the arena, so that all of them judge a plugin
by the same rules. ``docs/plugins.md`` is the author's guide to it.

>>> class Example:
...     name = "Example"
...     def choose_move(self, game, time_limit):
...         return game.legal_moves()[0]
>>> describe_opponent(Example()).name
'Example'
>>> check_answer((3, 1))
(3, 1)
"""

from __future__ import annotations

import enum
import numbers
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, Protocol

from triangles_qt.clean_text import clean_name
from triangles_qt.plugins._exc import exc_line, type_name

if TYPE_CHECKING:
    from triangles_qt.model import Game

#: The contract version this app implements. Opponents declaring a newer one are not loaded.
API_VERSION: Final = 1
#: The entry-point group opponents register under.
ENTRY_POINT_GROUP: Final = "triangles_qt.ai"
#: The distribution that ships the built-in opponents (they win an id clash).
BUILTIN_DISTRIBUTION: Final = "triangles-qt"
#: The built-in opponent that may play a move for an opponent that failed.
FALLBACK_OPPONENT_ID: Final = "medium"

MAX_NAME_LENGTH: Final = 60
MAX_DESCRIPTION_LENGTH: Final = 500
#: Opponent ids: what an entry-point name may be (no ':' so ids never look like ``module:Class``).
ID_PATTERN: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,63}")
_LANGUAGE = re.compile(r"[a-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})*")

Move = tuple[int, int]


class Opponent(Protocol):
    """What calling an opponent class with no arguments must give.

    ``game`` is a private copy the opponent may change freely (play, undo,
    copy for search); ``time_limit`` is the number of seconds it has. The
    answer is a line ``(a, b)`` between two star numbers that the rules
    allow now. Optional attributes, read once when the opponent is loaded:
    ``description: str``, ``api_version: int`` (default 1),
    ``names: Mapping[str, str]`` and ``descriptions: Mapping[str, str]``
    keyed by language code (``"en"``, ``"ro"``, ``"hi"``), and
    ``strength: int`` from 0 (weakest) to 100 (strongest), a rough
    self-assessment that only orders the New Game list (built-ins: Easy 20,
    Medium 50, Hard 80).
    """

    name: str

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]: ...


class FailureKind(enum.Enum):
    """How an opponent failed; the app words its message from this."""

    IMPORT = "import"
    """It could not be loaded: import error, bad entry point, raising constructor, wrong shape."""
    INCOMPATIBLE = "incompatible"
    """It was written for a newer version of the contract than this app supports."""
    EXCEPTION = "exception"
    """``choose_move`` raised an exception."""
    MEMORY = "memory"
    """It used more memory than an opponent may."""
    MALFORMED = "malformed"
    """It answered something that is not a pair of star numbers (None, text, ...)."""
    ILLEGAL = "illegal"
    """It answered a line the rules refuse now."""
    TIMEOUT = "timeout"
    """It did not answer within its time limit; its process was stopped."""
    CRASHED = "crashed"
    """Its process died (os._exit, a segmentation fault, killed by the system)."""
    CANCELLED = "cancelled"
    """The request was withdrawn by the app (undo, new game, closing); not the opponent's fault."""


@dataclass(frozen=True)
class OpponentFailure:
    """A structured account of what went wrong, for people and for code.

    ``message`` is one English sentence for people (the app shows a
    translated sentence chosen by ``kind``); ``detail`` is for the plugin's
    author: a traceback, the offending value, the stack where it hung.
    """

    kind: FailureKind
    opponent_id: str
    message: str
    detail: str = ""

    def __str__(self) -> str:
        return f"opponent {self.opponent_id!r} failed ({self.kind.value}): {self.message}"

    @property
    def is_fault(self) -> bool:
        """Whether the opponent is to blame (everything but a cancelled request)."""
        return self.kind is not FailureKind.CANCELLED

    def to_dict(self) -> dict[str, str]:
        return {
            "kind": self.kind.value,
            "opponent_id": self.opponent_id,
            "message": self.message,
            "detail": self.detail,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> OpponentFailure:
        return cls(
            FailureKind(data["kind"]),
            str(data["opponent_id"]),
            str(data["message"]),
            str(data.get("detail", "")),
        )


class ContractError(ValueError):
    """An object that does not keep the contract; the message says how."""


@dataclass(frozen=True)
class OpponentDescription:
    """What an opponent says about itself, checked and copied into plain data."""

    name: str
    description: str = ""
    api_version: int = API_VERSION
    names: Mapping[str, str] = field(default_factory=dict)
    descriptions: Mapping[str, str] = field(default_factory=dict)
    strength: int | None = None

    def display_name(self, language: str | None = None) -> str:
        """The name in ``language`` ("ro", "hi", "pt_BR" falls back to "pt"), else ``name``."""
        return _translated(self.names, language) or self.name

    def display_description(self, language: str | None = None) -> str:
        return _translated(self.descriptions, language) or self.description

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "description": self.description,
            "api_version": self.api_version,
            "names": dict(self.names),
            "descriptions": dict(self.descriptions),
            "strength": self.strength,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> OpponentDescription:
        # From the worker process, which runs plugin code: its texts are cleaned again here.
        return cls(
            name=clean_name(str(data["name"])),
            description=clean_name(str(data.get("description", ""))),
            api_version=int(data.get("api_version", API_VERSION)),
            names={str(k): clean_name(str(v)) for k, v in dict(data.get("names", {})).items()},
            descriptions={
                str(k): clean_name(str(v)) for k, v in dict(data.get("descriptions", {})).items()
            },
            strength=None if data.get("strength") is None else int(data["strength"]),
        )


def _translated(table: Mapping[str, str], language: str | None) -> str | None:
    if not language:
        return None
    code = language.replace("-", "_")
    return table.get(code) or table.get(code.split("_")[0].lower())


def declared_api_version(obj: object) -> int:
    """The ``api_version`` an opponent (class or object) declares; 1 if it declares none."""
    try:
        version = getattr(obj, "api_version", API_VERSION)
    except Exception as exc:  # a property that raises is the plugin's bug
        raise ContractError(f"reading api_version raised {exc_line(exc)}") from exc
    if isinstance(version, bool) or not isinstance(version, int):
        raise ContractError(f"api_version must be an integer, not {type_name(version)}")
    if version < 1:
        raise ContractError(f"api_version must be 1 or more, not {version}")
    return version


def describe_opponent(obj: object) -> OpponentDescription:
    """Check an opponent object's shape and copy what it says about itself.

    Raises :class:`ContractError` with a message an author can act on.
    Whether ``api_version`` is newer than :data:`API_VERSION` is the
    caller's question: the description records it.
    """
    api_version = declared_api_version(obj)
    name = _attribute(obj, "name")
    if name is _MISSING:
        raise ContractError(f"{type_name(obj)} has no 'name' attribute")
    name = _text(name, "name", MAX_NAME_LENGTH)
    if not name:
        raise ContractError("name must not be empty")
    choose = _attribute(obj, "choose_move")
    if choose is _MISSING:
        raise ContractError(f"{type_name(obj)} has no 'choose_move' method")
    if not callable(choose):
        raise ContractError("choose_move must be a method")
    description = _attribute(obj, "description")
    description = (
        "" if description is _MISSING else _text(description, "description", MAX_DESCRIPTION_LENGTH)
    )
    names = _translations(_attribute(obj, "names"), "names", MAX_NAME_LENGTH)
    descriptions = _translations(
        _attribute(obj, "descriptions"), "descriptions", MAX_DESCRIPTION_LENGTH
    )
    strength = _strength(_attribute(obj, "strength"))
    return OpponentDescription(name, description, api_version, names, descriptions, strength)


def _strength(value: object) -> int | None:
    if value is _MISSING or value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ContractError(f"strength must be an integer from 0 to 100, not {type_name(value)}")
    if not 0 <= value <= 100:
        raise ContractError(f"strength must be from 0 to 100, not {value}")
    return value


_MISSING: Final = object()


def _attribute(obj: object, name: str) -> object:
    try:
        return getattr(obj, name, _MISSING)
    except Exception as exc:
        raise ContractError(f"reading {name} raised {exc_line(exc)}") from exc


def _text(value: object, what: str, limit: int) -> str:
    """A name or description as shown: cleaned (no control or bidi characters, no lone
    surrogates, white space collapsed; :mod:`triangles_qt.clean_text`), then bounded."""
    if not isinstance(value, str):
        raise ContractError(f"{what} must be a string, not {type_name(value)}")
    value = clean_name(str.__str__(value))
    if len(value) > limit:
        raise ContractError(f"{what} must be at most {limit} characters, not {len(value)}")
    return value


def _translations(value: object, what: str, limit: int) -> dict[str, str]:
    if value is _MISSING or value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ContractError(f"{what} must be a mapping of language code to text")
    out: dict[str, str] = {}
    for key, text in value.items():
        if not isinstance(key, str) or not _LANGUAGE.fullmatch(key):
            raise ContractError(f"{what} has a key that is not a language code: {key!r}")
        text = _text(text, f"{what}[{key!r}]", limit)
        if text:
            out[key] = text
    return out


def check_answer(answer: object) -> Move:
    """``answer`` as a pair of Python ints, or :class:`ContractError` if it is not one.

    Accepts tuples and lists of two integers (numpy integers too); refuses
    booleans, floats, strings, None and everything else. Whether the line is
    legal is a separate question for the rules.
    """
    if not isinstance(answer, (tuple, list)):
        raise ContractError(f"choose_move returned {_show(answer)}, not a pair of star numbers")
    if len(answer) != 2:
        raise ContractError(f"choose_move returned {len(answer)} values, not 2: {_show(answer)}")
    out = []
    for value in answer:
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise ContractError(f"a star number must be an integer, not {_show(value)}")
        out.append(int(value))
    return (out[0], out[1])


def _show(value: object, limit: int = 80) -> str:
    """A short, safe description of a value (its repr may be huge or may raise)."""
    try:
        text = str.__str__(repr(value))  # a str subclass could override slicing
    except BaseException:
        text = f"<{type_name(value)} whose repr raised>"
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    if value is None or isinstance(value, (tuple, list)):
        return text
    return f"{type_name(value)} {text}"
