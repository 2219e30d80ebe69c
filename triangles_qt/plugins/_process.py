"""Starting, watching and stopping worker processes (parent side, Qt-free).

Workers are started with the ``spawn`` method: a fresh interpreter that
shares nothing with the app (no Qt, no threads, no GIL), so it can be killed
at any moment. Messages travel as JSON over a ``multiprocessing`` pipe, never
through the worker's stdout.
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import os
import signal
import sys
import tempfile
import threading
import time
import types
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

#: Longest message a worker may send; anything longer means it is broken.
MAX_MESSAGE_BYTES = 1 << 20
#: How long a stack dump may take before the worker is killed anyway.
_DUMP_WAIT = 0.05
_FAULT_TAIL = 8000

_launch_lock = threading.Lock()


@contextlib.contextmanager
def _main_module_hidden() -> Iterator[None]:
    """Hide ``__main__`` from ``spawn`` while a worker is launched.

    ``spawn`` re-runs the parent's main script in the child when that script
    is a file (the ``triangles-qt`` launcher is one), which would import the
    whole app, Qt included, into every worker. Workers need nothing from
    ``__main__``: their entry point lives in :mod:`triangles_qt.plugins.worker`.
    """
    main = sys.modules.get("__main__")
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        if main is not None:
            sys.modules["__main__"] = main


@dataclass
class Worker:
    """One running worker process and its end of the pipe."""

    process: BaseProcess
    conn: Connection
    fault_path: str
    started: float = field(default_factory=time.monotonic)
    killed: bool = False

    @property
    def pid(self) -> int | None:
        return self.process.pid

    def send(self, message: dict[str, Any]) -> None:
        self.conn.send_bytes(json.dumps(message, separators=(",", ":")).encode())

    def receive(self) -> dict[str, Any]:
        """The next message; EOFError/OSError if the pipe closed, ValueError if garbled."""
        data = self.conn.recv_bytes(MAX_MESSAGE_BYTES)
        message = json.loads(data)
        if not isinstance(message, dict):
            raise ValueError("a worker message must be a JSON object")
        return message

    def wait(self, timeout: float | None, *extra: Any) -> list[Any]:
        """Wait until a message arrives, the process ends, or one of ``extra`` is ready."""
        objects: list[Any] = [self.conn, self.process.sentinel, *extra]
        return multiprocessing.connection.wait(objects, timeout)

    def alive(self) -> bool:
        return self.process.is_alive()

    def kill(self, dump_stack: bool = False) -> None:
        """Stop the process at once; optionally ask it for its Python stack first.

        The stack dump is done by ``faulthandler`` in C, inside the signal
        handler, so it works even while the worker holds its GIL in a long C call.
        """
        if self.process.exitcode is None:
            self.killed = True
            if dump_stack and hasattr(signal, "SIGUSR1") and self.pid is not None:
                with contextlib.suppress(OSError):
                    os.kill(self.pid, signal.SIGUSR1)
                    time.sleep(_DUMP_WAIT)
            with contextlib.suppress(OSError, ValueError):
                self.process.kill()
        self._kill_group()
        self.process.join(5.0)

    def _kill_group(self) -> None:
        """Stop whatever the plugin started: the worker leads its own process group."""
        pid = self.pid
        if pid is None or not hasattr(os, "killpg"):
            return
        # Only a group the worker leads has the worker's pid as its id, so this can
        # never reach the app's own group (ProcessLookupError if there is none).
        with contextlib.suppress(OSError):
            os.killpg(pid, signal.SIGKILL)

    def exit_code(self, wait: float = 1.0) -> int | None:
        """The exit code once the process has ended (waits up to ``wait`` seconds)."""
        self.process.join(wait)
        return self.process.exitcode

    def fault_text(self) -> str:
        """The tail of what faulthandler wrote (a crash or a requested stack dump)."""
        try:
            with open(self.fault_path, "rb") as f:
                f.seek(0, os.SEEK_END)
                size = f.tell()
                f.seek(max(0, size - _FAULT_TAIL))
                return f.read().decode("utf-8", "replace").strip()
        except OSError:
            return ""

    def close(self) -> None:
        """Stop the process if needed and release everything it held."""
        if self.process.exitcode is None:
            with contextlib.suppress(Exception):
                self.send({"op": "quit"})
            self.process.join(0.5)
        self.kill()
        with contextlib.suppress(Exception):
            self.conn.close()
        with contextlib.suppress(Exception):
            self.process.close()
        with contextlib.suppress(OSError):
            os.unlink(self.fault_path)


def start_worker(target: Callable[..., None], config: dict[str, Any], name: str) -> Worker:
    """Launch ``target(conn, config)`` in a fresh spawned interpreter; returns at once."""
    ctx = multiprocessing.get_context("spawn")
    parent_conn, child_conn = ctx.Pipe(duplex=True)
    fd, fault_path = tempfile.mkstemp(prefix="triangles-ai-", suffix=".txt")
    os.close(fd)
    config = {**config, "fault_path": fault_path, "parent_pid": os.getpid()}
    process = ctx.Process(target=target, args=(child_conn, config), name=name, daemon=True)
    try:
        with _launch_lock, _main_module_hidden():
            process.start()
    except BaseException:
        parent_conn.close()
        with contextlib.suppress(OSError):
            os.unlink(fault_path)
        raise
    finally:
        child_conn.close()
    return Worker(process, parent_conn, fault_path)


def describe_exit(exitcode: int | None) -> str:
    """Words for how a worker process ended, for a failure message."""
    if exitcode is None:
        return "its process stopped answering"
    if exitcode < 0:
        number = -exitcode
        try:
            name = signal.Signals(number).name
        except ValueError:
            name = f"signal {number}"
        if name == "SIGSEGV":
            return "its process crashed (segmentation fault, SIGSEGV)"
        if name == "SIGKILL":
            return (
                "its process was killed (SIGKILL); the system may have stopped it "
                "for using too much memory"
            )
        if name in ("SIGABRT", "SIGBUS", "SIGFPE", "SIGILL"):
            return f"its process crashed ({name})"
        return f"its process was stopped by {name}"
    if exitcode == 0:
        return "its process exited"
    return f"its process exited with code {exitcode}"
