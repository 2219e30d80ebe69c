"""Judging what a worker sends (host side, Qt-free): nothing is taken on trust.

A worker runs plugin code, and plugin code can write anything to the
worker's end of the connection: a fake "cancelled", an answer to a request
not yet made, a description of another plugin. So the host checks every
message against the request in flight: its ``id`` must be the token the host
chose for that request (fresh and random, so no earlier request can reveal
it), its ``op`` must be one that answers that request, and what it carries
passes the same checks the worker made. A worker may only report the
failures a worker can have; it can never say "cancelled" (only the host
withdraws a request). Whatever fails these checks is a failure of that
opponent, reported like any other, and never changes the host's state.
"""

from __future__ import annotations

import secrets
from typing import Any, Final

from triangles_qt.clean_text import clean_name
from triangles_qt.plugins.contract import (
    FailureKind,
    Move,
    OpponentDescription,
    OpponentFailure,
    describe_opponent,
)
from triangles_qt.plugins.wire import Op, op_of

#: What a worker may report while loading an opponent, and while answering a move.
LOAD_FAILURES: Final = frozenset({FailureKind.IMPORT, FailureKind.INCOMPATIBLE})
# CRASHED: an engine (the worker's child process, plugins.external) died while the worker lives.
MOVE_FAILURES: Final = frozenset(
    {FailureKind.EXCEPTION, FailureKind.MEMORY, FailureKind.MALFORMED, FailureKind.CRASHED}
)

_MESSAGE_LIMIT: Final = 1000
_DETAIL_LIMIT: Final = 10_000
#: ``info`` lines taken with one answer, and the characters kept of each.
_INFO_LINES: Final = 100
_INFO_CHARS: Final = 500


def new_token() -> str:
    """A request id no worker can guess before the request reaches it."""
    return secrets.token_hex(16)


def answers(message: dict[str, Any], token: str, *ops: Op) -> bool:
    """Whether ``message`` answers the request ``token`` with one of ``ops``."""
    return message.get("id") == token and op_of(message) in ops


def unexpected(opponent_id: str, message: object) -> OpponentFailure:
    """The failure for a message that answers no request in flight."""
    return OpponentFailure(
        FailureKind.CRASHED,
        opponent_id,
        "its process sent a garbled or unexpected message",
        repr(message)[:2000],
    )


def reported_failure(
    data: object, opponent_id: str, allowed: frozenset[FailureKind]
) -> OpponentFailure:
    """The failure a worker reported, checked; CRASHED if garbled or not the worker's to report."""
    try:
        if not isinstance(data, dict):
            raise TypeError("not an object")
        failure = OpponentFailure.from_dict(data)
    except (KeyError, TypeError, ValueError) as exc:
        return OpponentFailure(
            FailureKind.CRASHED, opponent_id, f"its process sent a garbled report ({exc})"
        )
    if failure.kind not in allowed:
        return OpponentFailure(
            FailureKind.CRASHED,
            opponent_id,
            f"its process reported a failure of a kind it cannot have ({failure.kind.value})",
            failure.message[:_MESSAGE_LIMIT],
        )
    return OpponentFailure(
        failure.kind,
        opponent_id,  # a worker speaks for its own opponent only
        failure.message[:_MESSAGE_LIMIT],
        failure.detail[:_DETAIL_LIMIT],
    )


def reported_info(value: object) -> tuple[str, ...]:
    """An engine's ``info`` lines as the worker passed them on, made safe to print: at most
    100, each cleaned of control characters (terminal escapes too) and cut short."""
    if not isinstance(value, list):
        return ()
    lines = (
        clean_name(item, _INFO_CHARS) for item in value[-_INFO_LINES:] if isinstance(item, str)
    )
    return tuple(line for line in lines if line)


def reported_description(data: object) -> OpponentDescription:
    """What the worker says the opponent says about itself, put through the contract again.

    Raises ``ValueError`` (``ContractError`` included), ``KeyError`` or
    ``TypeError`` for anything an opponent object could not have said.
    """
    if not isinstance(data, dict):
        raise TypeError("a description must be an object")
    return describe_opponent(_Claimed(OpponentDescription.from_dict(data)))


def reported_move(value: object) -> Move | None:
    """A move as JSON, ``[a, b]`` with two integers; None if it is anything else."""
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return (value[0], value[1])
    return None


class _Claimed:
    """An object shaped like the opponent the worker describes, for :func:`describe_opponent`."""

    def __init__(self, claimed: OpponentDescription) -> None:
        self.name = claimed.name
        self.description = claimed.description
        self.api_version = claimed.api_version
        self.names = dict(claimed.names)
        self.descriptions = dict(claimed.descriptions)
        self.strength = claimed.strength

    def choose_move(self, game: object, time_limit: float) -> Move:
        raise NotImplementedError("only its description travelled")
