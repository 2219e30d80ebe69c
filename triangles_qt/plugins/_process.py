"""Starting, watching and stopping worker processes (host side, Qt-free).

On Linux and macOS the host spawns a guardian (:mod:`triangles_qt.plugins.guardian`,
a fresh interpreter via ``spawn`` that runs no plugin code) and the guardian
forks the worker. The host talks to the worker over a data connection and to
the guardian over a control connection; it never signals the worker itself
(the worker is not its child, so its pid could be reused), it asks the
guardian, which kills the worker and everything it started.

On Windows the host spawns the worker directly and puts it in a Job object
that kills every process in it when the job's handle closes: when the worker
is stopped, or when the host dies.

Everything the worker sends is read without blocking (:class:`wire.Channel`);
whether it makes sense is the caller's question (:mod:`triangles_qt.plugins._trust`).
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import tempfile
import threading
import time
import types
from collections.abc import Iterator
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, Final, Literal

from triangles_qt.plugins import wire

#: Re-exported: the longest message a worker may send.
MAX_MESSAGE_BYTES: Final = wire.MAX_MESSAGE_BYTES
#: How long the guardian may take to stop the worker and everything it started.
_STOP_WAIT: Final = 15.0
#: How long sending one message to a worker or guardian may take.
_SEND_TIMEOUT: Final = 5.0
#: How long a worker that was asked to quit may take before it is killed.
_QUIT_WAIT: Final = 0.5
_FAULT_TAIL: Final = 8000
_GUARDED: Final = sys.platform != "win32"

_launch_lock = threading.Lock()
# Held while a process object is closed: multiprocessing's exit handler joins every
# child it still knows, and one closed under it meanwhile makes it print a traceback.
_exit_lock = threading.Lock()
_exiting = False

Outcome = dict[str, Any] | Literal["timeout", "ended", "garbled", "woken"]


def _note_exit() -> None:
    """The interpreter is exiting: start no more workers (multiprocessing stops the rest)."""
    global _exiting
    with _exit_lock:
        _exiting = True


# Registered after multiprocessing's own exit handler, so it runs before it.
atexit.register(_note_exit)


@contextlib.contextmanager
def main_module_hidden() -> Iterator[None]:
    """Hide ``__main__`` from ``spawn`` while a process is launched.

    ``spawn`` re-runs the parent's main script in the child when that script
    is a file (the ``triangles-qt`` launcher is one), which would import the
    whole app, Qt included, into every guardian and worker. They need
    nothing from ``__main__``.
    """
    main = sys.modules.get("__main__")
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        if main is not None:
            sys.modules["__main__"] = main


class Worker:
    """One running worker as the host sees it: its data channel, its guardian, its fault file."""

    def __init__(
        self,
        process: BaseProcess,
        channel: wire.Channel,
        control: wire.Channel | None,
        fault_path: str,
        job: _Job | None = None,
    ) -> None:
        #: The guardian (Linux, macOS) or the worker itself (Windows).
        self.process = process
        self.channel = channel
        self.control = control
        self.fault_path = fault_path
        self.started = time.monotonic()
        #: Whether the host stopped it (rather than it ending by itself).
        self.killed = False
        self._job = job
        self._pid: int | None = None if control is not None else process.pid
        self._exit_code: int | None = None
        self._ended = False

    @property
    def pid(self) -> int | None:
        """The worker's pid, as its guardian (not the worker) reports it."""
        if self._pid is None and self.control is not None:
            deadline = time.monotonic() + _STOP_WAIT
            while self._pid is None and not self._guardian_gone():
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    break
                multiprocessing.connection.wait(
                    [self.control.conn, self.process.sentinel], remaining
                )
                self._read_control()
        return self._pid

    def send(self, message: dict[str, Any]) -> None:
        """Send one message; ``OSError`` if the worker is gone or not reading."""
        self.channel.send(message, timeout=_SEND_TIMEOUT)

    def next_message(self, timeout: float | None, wake: Connection | None = None) -> Outcome:
        """The worker's next whole message, or why there is none.

        "timeout" once ``timeout`` seconds pass, "ended" once the worker has
        ended (after anything it sent first) or closed its end, "garbled" for
        a frame that breaks the wire format, "woken" when ``wake`` is readable.
        Never blocks past ``timeout``, whatever the worker writes.
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            try:
                message = self.channel.pop()
            except wire.WireError:
                return "garbled"
            if message is not None:
                return message
            if self.channel.eof:
                return "ended"
            objects: list[Any] = [self.channel.conn]
            if wake is not None:
                objects.append(wake)
            if not self._ended:
                objects.append(self.process.sentinel)
                if self.control is not None:
                    objects.append(self.control.conn)
            remaining = None if deadline is None else deadline - time.monotonic()
            if remaining is not None and remaining <= 0:
                return "timeout"
            ready = multiprocessing.connection.wait(objects, remaining)
            if wake is not None and wake in ready:
                return "woken"
            if self.channel.conn in ready:
                try:
                    self.channel.read_some()
                except OSError:
                    return "ended"
                continue
            if self.control is not None and self.control.conn in ready:
                self._read_control()
            if self.process.sentinel in ready:
                self._ended = True
            if self._ended and not self.channel.conn.poll(0):
                return "ended"

    def _read_control(self) -> None:
        """Take in what the guardian said: the worker's pid, then how it ended."""
        control = self.control
        assert control is not None
        try:
            if not control.conn.poll(0) or not control.read_some():
                if control.eof:
                    self._ended = True
                return
            while (message := control.pop()) is not None:
                op = wire.op_of(message)
                if op is wire.Op.STARTED and isinstance(message.get("pid"), int):
                    self._pid = int(message["pid"])
                elif op is wire.Op.EXITED:
                    code = message.get("code")
                    self._exit_code = code if isinstance(code, int) else None
                    self._ended = True
        except (OSError, wire.WireError):
            self._ended = True

    def _guardian_gone(self) -> bool:
        return self.process.exitcode is not None

    def alive(self) -> bool:
        if self.control is not None:
            self._read_control()
        return not self._ended and self.process.is_alive()

    def _wait_ended(self, timeout: float) -> bool:
        """Wait up to ``timeout`` for the worker to end (it is not stopped here)."""
        deadline = time.monotonic() + timeout
        while not self._ended:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            objects: list[Any] = [self.process.sentinel]
            if self.control is not None:
                objects.append(self.control.conn)
            ready = multiprocessing.connection.wait(objects, remaining)
            if self.control is not None:
                self._read_control()
            if self.process.sentinel in ready:
                self._ended = True
        return True

    def kill(self, dump_stack: bool = False) -> None:
        """Stop the worker and every process it started; optionally take its Python stack first.

        The stack dump is done by ``faulthandler`` in C, inside the signal
        handler, so it works even while the worker holds its GIL in a long C call.
        """
        if not self._ended:
            self.killed = True
        if self.control is not None and self.process.exitcode is None:
            with contextlib.suppress(OSError, ValueError):
                kill = {"op": wire.Op.KILL.value, "dump": dump_stack}
                self.control.send(kill, timeout=_SEND_TIMEOUT)
            self.process.join(_STOP_WAIT)
            self._read_control()
        if self.process.exitcode is None:  # a guardian that does not answer, or Windows
            with contextlib.suppress(OSError, ValueError):
                self.process.kill()
            self.process.join(5.0)
        if self._job is not None:
            self._job.close()  # Windows: ends every process left in the job
        self._ended = True

    def exit_code(self, wait: float = 1.0) -> int | None:
        """How the worker ended (multiprocessing's convention); waits up to ``wait`` seconds."""
        if not self._wait_ended(wait):
            return None
        if self.control is None:
            self.process.join(wait)
            return self.process.exitcode
        self._read_control()
        if self._exit_code is None:  # the guardian's report may still be on its way
            self.process.join(wait)
            self._read_control()
        if self._exit_code is not None:
            return self._exit_code
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

    def close(self, graceful: bool = True) -> None:
        """Stop the worker (asking it to quit first if ``graceful``) and release everything."""
        if graceful and not self._ended:
            with contextlib.suppress(OSError, ValueError):
                self.channel.send({"op": wire.Op.QUIT.value}, timeout=_QUIT_WAIT)
            self._wait_ended(_QUIT_WAIT)
        self.kill()
        for channel in (self.channel, self.control):
            if channel is not None:
                with contextlib.suppress(Exception):
                    channel.close()
        with _exit_lock, contextlib.suppress(Exception):
            if not _exiting:  # else multiprocessing's exit handler still joins it
                self.process.close()
        with contextlib.suppress(OSError):
            os.unlink(self.fault_path)


def start_worker(config: dict[str, Any], name: str) -> Worker:
    """Launch a worker for ``config`` (behind a guardian where there is one); returns at once."""
    if _exiting:
        raise RuntimeError("the interpreter is exiting")
    ctx = multiprocessing.get_context("spawn")
    host_data, worker_data = ctx.Pipe(duplex=True)
    host_control: Connection | None = None
    guardian_control: Connection | None = None
    fd, fault_path = tempfile.mkstemp(prefix="triangles-ai-", suffix=".txt")
    os.close(fd)
    config = {**config, "fault_path": fault_path}
    if _GUARDED:
        from triangles_qt.plugins import guardian

        host_control, guardian_control = ctx.Pipe(duplex=True)
        process = ctx.Process(
            target=guardian.main,
            args=(guardian_control, worker_data, config),
            name=name,
            daemon=True,
        )
    else:
        from triangles_qt.plugins import worker

        process = ctx.Process(
            target=worker.main, args=(worker_data, config), name=name, daemon=True
        )
    job: _Job | None = None
    try:
        with _launch_lock, main_module_hidden():
            process.start()
        if not _GUARDED:
            job = _Job.around(process)
    except BaseException:
        for conn in (host_data, host_control):
            if conn is not None:
                conn.close()
        with contextlib.suppress(OSError):
            os.unlink(fault_path)
        raise
    finally:
        worker_data.close()
        if guardian_control is not None:
            guardian_control.close()
    control = wire.Channel(host_control, guarded=True) if host_control is not None else None
    return Worker(process, wire.Channel(host_data, guarded=True), control, fault_path, job)


class _Job:
    """A Windows Job object that kills its processes when its handle closes (a no-op elsewhere)."""

    def __init__(self, handle: int | None) -> None:
        self._handle = handle

    @classmethod
    def around(cls, process: BaseProcess) -> _Job:
        return cls(_windows_job(process.pid) if sys.platform == "win32" else None)

    def close(self) -> None:
        handle, self._handle = self._handle, None
        if handle is not None and sys.platform == "win32":
            import ctypes

            ctypes.WinDLL("kernel32").CloseHandle(handle)


def _windows_job(pid: int | None) -> int | None:
    """A kill-on-close job holding process ``pid``; None if the system refuses."""
    if sys.platform != "win32" or pid is None:
        return None
    import ctypes
    from ctypes import wintypes

    class _Basic(ctypes.Structure):
        _fields_ = [  # the layout of JOBOBJECT_BASIC_LIMIT_INFORMATION
            ("PerProcessUserTimeLimit", ctypes.c_int64),
            ("PerJobUserTimeLimit", ctypes.c_int64),
            ("LimitFlags", wintypes.DWORD),
            ("MinimumWorkingSetSize", ctypes.c_size_t),
            ("MaximumWorkingSetSize", ctypes.c_size_t),
            ("ActiveProcessLimit", wintypes.DWORD),
            ("Affinity", ctypes.c_size_t),
            ("PriorityClass", wintypes.DWORD),
            ("SchedulingClass", wintypes.DWORD),
        ]

    class _Extended(ctypes.Structure):
        _fields_ = [  # the layout of JOBOBJECT_EXTENDED_LIMIT_INFORMATION
            ("BasicLimitInformation", _Basic),
            ("IoInfo", ctypes.c_uint64 * 6),
            ("ProcessMemoryLimit", ctypes.c_size_t),
            ("JobMemoryLimit", ctypes.c_size_t),
            ("PeakProcessMemoryUsed", ctypes.c_size_t),
            ("PeakJobMemoryUsed", ctypes.c_size_t),
        ]

    kill_on_job_close = 0x2000
    extended_limit_information = 9
    process_set_quota, process_terminate = 0x0100, 0x0001
    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    kernel32.CreateJobObjectW.restype = wintypes.HANDLE
    kernel32.OpenProcess.restype = wintypes.HANDLE
    job = kernel32.CreateJobObjectW(None, None)
    if not job:
        return None
    info = _Extended()
    info.BasicLimitInformation.LimitFlags = kill_on_job_close
    process = kernel32.OpenProcess(process_set_quota | process_terminate, False, pid)
    ok = bool(process) and bool(
        kernel32.SetInformationJobObject(
            job, extended_limit_information, ctypes.byref(info), ctypes.sizeof(info)
        )
    )
    ok = ok and bool(kernel32.AssignProcessToJobObject(job, process))
    if process:
        kernel32.CloseHandle(process)
    if not ok:
        kernel32.CloseHandle(job)
        return None
    return int(job)


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
