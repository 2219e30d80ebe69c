"""The worker process: loads opponents and answers the host's requests (worker side, Qt-free).

It imports the rules engine and the plugin, never Qt, and nothing from the
host side. Each game arrives as a :class:`GameRecord` (a new game, a fresh
worker, lines taken back); its board is built only when it is not the one
the worker has already. After that only the moves since the last request
travel. The opponent always gets a private copy of the game. Just before it
is handed the position (``choose_move``, or an engine's ``go``) the worker
says so: the move's clock starts then. Every reply carries the id of the
request it answers: the host accepts nothing else.

On Linux and macOS the worker is forked by its guardian
(:mod:`triangles_qt.plugins.guardian`), which has already pointed its
stdout and stderr away from the app's and tied its life to the guardian's;
on Windows it is spawned by the host directly, inside a Job object.
"""

from __future__ import annotations

import contextlib
import faulthandler
import os
import signal
import sys
import time
import traceback
from multiprocessing.connection import Connection
from typing import IO, Any

from triangles_qt.model import Board, Game, GameRecord
from triangles_qt.plugins._exc import exc_line, format_exception
from triangles_qt.plugins.contract import (
    ContractError,
    FailureKind,
    OpponentFailure,
    check_answer,
)
from triangles_qt.plugins.entries import PluginEntry
from triangles_qt.plugins.external import EngineFault, ExternalEngine
from triangles_qt.plugins.loader import LoadedOpponent, load_opponent
from triangles_qt.plugins.wire import Channel, Op, op_of

_DETAIL_LIMIT = 8000
_QT_PACKAGES = frozenset({"PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6", "shiboken2"})

_fault_file: IO[str] | None = None


def main(conn: Connection, config: dict[str, Any]) -> None:
    """Entry point of a worker; ``config["mode"]`` is ``"serve"`` or ``"probe"``."""
    code = 0
    try:
        channel = Channel(conn)
        limit = _prepare_process(config)
        if config.get("mode") == "probe":
            _probe(channel, config)
        else:
            _serve(channel, config, limit)
    except (EOFError, OSError):
        code = 0  # the host went away or closed the pipe: nothing left to do
    except BaseException as exc:
        with contextlib.suppress(BaseException):
            sys.stderr.write(_tail(format_exception(exc)))
        code = 1
    finally:
        with contextlib.suppress(BaseException):
            sys.stderr.flush()
        # A plugin may have started threads that would keep us alive.
        os._exit(code)


def _prepare_process(config: dict[str, Any]) -> int | None:
    """Make this process safe to run plugin code in; returns the memory limit set."""
    global _fault_file
    # Ctrl-C in a terminal reaches the whole process group: the host decides.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # Whatever a plugin prints goes where errors go, never where an answer could be read
    # (on Linux and macOS the guardian has pointed both at a pipe of its own already).
    with contextlib.suppress(OSError, ValueError, AttributeError):
        sys.stdout.flush()
        os.dup2(2, 1)
    fault_path = config.get("fault_path")
    if fault_path:
        with contextlib.suppress(OSError):
            _fault_file = open(fault_path, "w", encoding="utf-8")  # noqa: SIM115 - lives as long as the process
            faulthandler.enable(_fault_file, all_threads=True)
            if hasattr(signal, "SIGUSR1"):
                faulthandler.register(signal.SIGUSR1, _fault_file, all_threads=True)
    return _limit_memory(config.get("memory_limit"))


def _limit_memory(limit: object) -> int | None:
    """Cap the address space (``RLIMIT_AS``) where the platform allows it."""
    if not isinstance(limit, int) or limit <= 0:
        return None
    try:
        import resource
    except ImportError:  # Windows
        return None
    try:
        _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    except (ValueError, OSError, AttributeError):
        return None
    return limit


def _qt_loaded() -> bool:
    return any(name.partition(".")[0] in _QT_PACKAGES for name in list(sys.modules))


def _probe(channel: Channel, config: dict[str, Any]) -> None:
    """Load the entries the host sends, one request at a time, and say how each went."""
    channel.send({"op": Op.STARTED.value, "id": config.get("nonce")})
    while True:
        message = channel.receive()
        op = op_of(message)
        if op is Op.QUIT:
            return
        if op is not Op.PROBE:
            continue
        reply: dict[str, Any] = {"op": Op.PROBED.value, "id": message.get("id")}
        loaded = load_opponent(PluginEntry.from_dict(message["entry"]))
        if isinstance(loaded, OpponentFailure):
            reply["failure"] = _trim(loaded).to_dict()
        else:
            reply["opponent"] = loaded.description.to_dict()
        channel.send(reply)


def _serve(channel: Channel, config: dict[str, Any], limit: int | None) -> None:
    """Load the one opponent the host named, then answer its requests until told to quit."""
    nonce = config.get("nonce")
    loaded = load_opponent(PluginEntry.from_dict(config["entry"]))
    if isinstance(loaded, OpponentFailure):
        channel.send({"op": Op.HELLO.value, "id": nonce, "failure": _trim(loaded).to_dict()})
        return
    channel.send(
        {
            "op": Op.HELLO.value,
            "id": nonce,
            "opponent": loaded.description.to_dict(),
            "memory_limit": limit,
            "qt_loaded": _qt_loaded(),
        }
    )
    game: Game | None = None
    while True:
        message = channel.receive()
        op = op_of(message)
        request_id = message.get("id")
        if op is Op.QUIT:
            if isinstance(loaded.opponent, ExternalEngine):  # it hears "quit" (engine-protocol.md)
                with contextlib.suppress(Exception):
                    loaded.opponent.close()
            return
        if op is Op.GAME:
            try:
                record = GameRecord.from_dict(message["record"])
                board = game.board if game is not None and _same_board(record, game.board) else None
                game = record.replay(board)
            except Exception as exc:
                channel.send(_desync(request_id, exc))
                continue
            channel.send(_new_game(loaded, game, message))
        elif op is Op.MOVE:
            try:
                if game is None:
                    raise RuntimeError("a move was requested before any game was sent")
                _sync(game, message)
            except Exception as exc:
                channel.send(_desync(request_id, exc))
                continue
            channel.send(_answer(channel, loaded, game, message))


def _same_board(record: GameRecord, board: Board) -> bool:
    """Whether ``record`` is played on ``board`` (then it is not built again)."""
    return (
        record.tolerance == board.tolerance
        and record.seed == board.seed
        and record.layout == (board.layout.value if board.layout else None)
        and record.stars == [(x, y) for x, y in board.stars.tolist()]
    )


def _new_game(loaded: LoadedOpponent, game: Game, message: dict[str, Any]) -> dict[str, Any]:
    """The game is replayed; an engine hears it now, off every clock (and may fail to)."""
    request_id = message.get("id")
    opponent = loaded.opponent
    if isinstance(opponent, ExternalEngine):
        log = message.get("log")
        try:
            opponent.prepare(game.copy(), log if isinstance(log, str) else None)
        except EngineFault as exc:
            failure = OpponentFailure(exc.kind, loaded.entry.id, exc.message, _tail(exc.detail))
            return {"op": Op.FAILURE.value, "id": request_id, "failure": failure.to_dict()}
    return {"op": Op.READY.value, "id": request_id}


def _desync(request_id: object, exc: Exception) -> dict[str, Any]:
    """The reply when this worker's game cannot be brought to the host's position."""
    return {"op": Op.DESYNC.value, "id": request_id, "detail": _tail(format_exception(exc))}


def _sync(game: Game, message: dict[str, Any]) -> None:
    """Bring our game to the host's position: undo, then play the new lines, then compare."""
    for _ in range(int(message.get("undo", 0))):
        game.undo()
    for a, b in message.get("moves", []):
        game.play(int(a), int(b))
    expect = message.get("expect")
    if expect is not None:
        count, player = expect
        if game.move_count != count or game.current_player != player:
            raise RuntimeError(
                f"worker game has {game.move_count} moves (player {game.current_player}), "
                f"the host's has {count} (player {player})"
            )


def _answer(
    channel: Channel, loaded: LoadedOpponent, game: Game, message: dict[str, Any]
) -> dict[str, Any]:
    request_id = message.get("id")
    opponent_id = loaded.entry.id
    time_limit = float(message["time_limit"])
    private = game.copy()
    opponent = loaded.opponent
    engine = opponent if isinstance(opponent, ExternalEngine) else None

    def clock_started() -> None:
        channel.send({"op": Op.CLOCK.value, "id": request_id})

    def failed(kind: FailureKind, text: str, detail: str = "") -> dict[str, Any]:
        failure = OpponentFailure(kind, opponent_id, text, _tail(detail))
        return _with_info(
            {"op": Op.FAILURE.value, "id": request_id, "failure": failure.to_dict()}, engine
        )

    if engine is not None:
        engine.clock_started = clock_started  # once it has written "go"
    else:
        clock_started()
    start = time.perf_counter()
    try:
        answer = opponent.choose_move(private, time_limit)
    except MemoryError as exc:
        _clear_frames(exc)  # let go of what it allocated
        return failed(
            FailureKind.MEMORY,
            "it ran out of memory (it used more than an opponent may)",
            format_exception(exc),
        )
    except EngineFault as exc:  # an engine that broke the protocol: the kind it broke it in
        return failed(exc.kind, exc.message, exc.detail)
    except BaseException as exc:
        return failed(
            FailureKind.EXCEPTION, f"choose_move raised {exc_line(exc)}", format_exception(exc)
        )
    think = time.perf_counter() - start
    try:
        a, b = check_answer(answer)
    except ContractError as exc:
        return failed(FailureKind.MALFORMED, str(exc))
    except BaseException as exc:  # an answer whose own methods raise (a list subclass, say)
        return failed(
            FailureKind.MALFORMED,
            f"reading the answer raised {exc_line(exc)}",
            format_exception(exc),
        )
    reply = {"op": Op.ANSWER.value, "id": request_id, "move": [a, b], "think": think}
    return _with_info(reply, engine)


def _with_info(reply: dict[str, Any], engine: ExternalEngine | None) -> dict[str, Any]:
    """An engine's ``info`` lines of this move go with the reply (for the arena's progress)."""
    if engine is not None:
        info = engine.take_info()
        if info:
            reply["info"] = info
    return reply


def _clear_frames(exc: BaseException) -> None:
    """Drop the locals of the frames ``exc`` went through (a MemoryError's hoard, say)."""
    if exc.__traceback__ is not None:
        with contextlib.suppress(BaseException):
            traceback.clear_frames(exc.__traceback__)


def _tail(text: str) -> str:
    return text if len(text) <= _DETAIL_LIMIT else "...\n" + text[-_DETAIL_LIMIT:]


def _trim(failure: OpponentFailure) -> OpponentFailure:
    return OpponentFailure(
        failure.kind, failure.opponent_id, failure.message, _tail(failure.detail)
    )
