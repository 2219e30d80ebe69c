"""The worker process: loads one opponent and answers move requests (child side).

It imports the rules engine and the plugin, never Qt. The board is rebuilt
once per game from a :class:`GameRecord`; after that only the moves since the
last request travel (and undos, as a count). The opponent always gets a
private copy of the game. Messages are JSON over the pipe; the worker's
stdout is pointed at stderr, so whatever a plugin prints can never be taken
for an answer (nor spoil the arena's ``--json`` line).
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

from triangles_qt.model import Game, GameRecord
from triangles_qt.plugins.contract import (
    ContractError,
    FailureKind,
    OpponentFailure,
    check_answer,
)
from triangles_qt.plugins.discovery import LoadedOpponent, PluginEntry, entry_for, load_opponent

_DETAIL_LIMIT = 8000
_QT_PACKAGES = frozenset({"PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6", "shiboken2"})

_fault_file: IO[str] | None = None


def main(conn: Connection, config: dict[str, Any]) -> None:
    """Entry point of a spawned worker; ``config["mode"]`` is ``"serve"`` or ``"probe"``."""
    code = 0
    try:
        limit = _prepare_process(config)
        if config.get("mode") == "probe":
            _probe(conn, config)
        else:
            _serve(conn, config, limit)
    except (EOFError, OSError):
        code = 0  # the app went away or closed the pipe: nothing left to do
    except BaseException:
        traceback.print_exc()
        code = 1
    finally:
        with contextlib.suppress(Exception):
            sys.stderr.flush()
        # A plugin may have started threads that would keep us alive.
        os._exit(code)


def _prepare_process(config: dict[str, Any]) -> int | None:
    """Make this process safe to run plugin code in; returns the memory limit set."""
    global _fault_file
    # Ctrl-C in a terminal reaches the whole process group: the parent decides.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # Lead a process group of our own, so stopping us also stops any process a plugin starts.
    with contextlib.suppress(OSError, AttributeError):
        os.setpgid(0, 0)
    _follow_parent(int(config.get("parent_pid", 0)))
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


def _follow_parent(parent_pid: int) -> None:
    """On Linux, let the kernel kill us when the app dies, even if a plugin is stuck."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_pdeathsig = 1
        libc.prctl(pr_set_pdeathsig, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        return
    if parent_pid and os.getppid() != parent_pid:
        os._exit(0)  # the parent is already gone


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


def _send(conn: Connection, message: dict[str, Any]) -> None:
    import json

    conn.send_bytes(json.dumps(message, separators=(",", ":")).encode())


def _receive(conn: Connection) -> dict[str, Any]:
    import json

    message = json.loads(conn.recv_bytes())
    if not isinstance(message, dict):
        raise ValueError("a message must be a JSON object")
    return message


def _qt_loaded() -> bool:
    return any(name.partition(".")[0] in _QT_PACKAGES for name in list(sys.modules))


def _probe(conn: Connection, config: dict[str, Any]) -> None:
    _send(conn, {"op": "started"})
    for index, data in enumerate(config["entries"]):
        loaded = load_opponent(PluginEntry.from_dict(data))
        if isinstance(loaded, OpponentFailure):
            _send(conn, {"op": "probed", "index": index, "failure": _trim(loaded).to_dict()})
        else:
            _send(
                conn,
                {"op": "probed", "index": index, "opponent": loaded.description.to_dict()},
            )


def _serve(conn: Connection, config: dict[str, Any], limit: int | None) -> None:
    opponent_id = str(config["opponent_id"])
    entry = entry_for(opponent_id)
    if entry is None:
        failure = OpponentFailure(
            FailureKind.IMPORT,
            opponent_id,
            f"no installed package provides an opponent with the id {opponent_id!r}",
        )
        _send(conn, {"op": "hello", "failure": failure.to_dict()})
        return
    loaded = load_opponent(entry)
    if isinstance(loaded, OpponentFailure):
        _send(conn, {"op": "hello", "failure": _trim(loaded).to_dict()})
        return
    _send(
        conn,
        {
            "op": "hello",
            "opponent": loaded.description.to_dict(),
            "pid": os.getpid(),
            "memory_limit": limit,
            "qt_loaded": _qt_loaded(),
            "distribution": entry.distribution,
            "version": entry.version,
        },
    )
    game: Game | None = None
    while True:
        message = _receive(conn)
        op = message.get("op")
        if op == "quit":
            return
        if op == "game":
            try:
                game = GameRecord.from_dict(message["record"]).replay()
            except Exception:
                _send(conn, {"op": "desync", "detail": _tail(traceback.format_exc())})
                continue
            _send(conn, {"op": "ready", "key": message.get("key")})
        elif op == "move":
            try:
                if game is None:
                    raise RuntimeError("a move was requested before any game was sent")
                _sync(game, message)
            except Exception:
                _send(
                    conn,
                    {
                        "op": "desync",
                        "id": message.get("id"),
                        "detail": _tail(traceback.format_exc()),
                    },
                )
                continue
            _send(conn, _answer(loaded, game, message))


def _sync(game: Game, message: dict[str, Any]) -> None:
    """Bring our game to the app's position: undo, then play the new lines, then compare."""
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
                f"the app's has {count} (player {player})"
            )


def _answer(loaded: LoadedOpponent, game: Game, message: dict[str, Any]) -> dict[str, Any]:
    request_id = message.get("id")
    opponent_id = loaded.entry.id
    time_limit = float(message["time_limit"])
    private = game.copy()
    start = time.perf_counter()
    try:
        answer = loaded.opponent.choose_move(private, time_limit)
    except MemoryError as exc:
        if exc.__traceback__ is not None:
            traceback.clear_frames(exc.__traceback__)  # let go of what it allocated
        failure = OpponentFailure(
            FailureKind.MEMORY,
            opponent_id,
            "it ran out of memory (it used more than an opponent may)",
            _tail("".join(traceback.format_exception(exc))),
        )
        return {"op": "failure", "id": request_id, "failure": failure.to_dict()}
    except BaseException as exc:
        detail = _tail("".join(traceback.format_exception(exc)))
        failure = OpponentFailure(
            FailureKind.EXCEPTION,
            opponent_id,
            f"choose_move raised {_exc_line(exc)}",
            detail,
        )
        return {"op": "failure", "id": request_id, "failure": failure.to_dict()}
    think = time.perf_counter() - start
    try:
        a, b = check_answer(answer)
    except ContractError as exc:
        failure = OpponentFailure(FailureKind.MALFORMED, opponent_id, str(exc))
        return {"op": "failure", "id": request_id, "failure": failure.to_dict()}
    return {"op": "answer", "id": request_id, "move": [a, b], "think": think}


def _exc_line(exc: BaseException) -> str:
    try:
        text = str(exc)
    except Exception:
        text = "(its message could not be shown)"
    first = text.splitlines()[0][:200] if text else ""
    return f"{type(exc).__name__}: {first}" if first else type(exc).__name__


def _tail(text: str) -> str:
    return text if len(text) <= _DETAIL_LIMIT else "...\n" + text[-_DETAIL_LIMIT:]


def _trim(failure: OpponentFailure) -> OpponentFailure:
    return OpponentFailure(
        failure.kind, failure.opponent_id, failure.message, _tail(failure.detail)
    )
