"""The guardian: the one process between the host and a worker; it runs no plugin code (POSIX).

A plugin may start processes of its own, and some leave the worker's
process group or session (``setsid()``, a double fork, ``setpgid()``).
Stopping them takes something that outlives the worker and is not the host
(the host may be what died, SIGKILL included). That is the guardian: the
host spawns it, it forks the worker, and it stays small and single-minded.

- On Linux it is a *child subreaper* (``PR_SET_CHILD_SUBREAPER``): every
  orphan below it is re-parented to it, never to init, so "no children
  left" really means "nothing the plugin started is left". The worker it
  forks gets ``PR_SET_PDEATHSIG = SIGKILL`` towards it, set right after the
  fork (it is not inherited across forks, which is why it is the guardian's
  own child that gets it).
- It learns that the host is gone from end-of-file on its control
  connection (whatever killed the host), that the worker ended from
  ``SIGCHLD``, and that it should stop from a ``kill`` message, ``SIGTERM``
  or ``SIGHUP``. Then it kills the worker, its process group and every
  descendant, reaps them, tells the host how the worker ended, and exits.
- Elsewhere (macOS, the BSDs) there is no subreaper: it kills the worker's
  process group and every descendant it can still see (``ps``) while the
  worker is alive; a process that left both the group and the tree escapes.

The worker's stdout and stderr are a pipe the guardian copies to its own
stderr, so no process a plugin starts ever holds the app's stdout (``arena
| tail`` ends when the arena does). It leads a process group of its own, so
a signal sent to the app's group cannot take it down before it has cleaned up.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from multiprocessing.connection import Connection, wait
from types import FrameType
from typing import Any, NoReturn

from triangles_qt.plugins.wire import Channel, Op, WireError, op_of

_LINUX = sys.platform.startswith("linux")
_PR_SET_PDEATHSIG = 1
_PR_SET_CHILD_SUBREAPER = 36
#: How long killing and reaping everything may take before the guardian gives up.
_KILL_DEADLINE = 10.0
#: How long a stack dump (SIGUSR1, written by faulthandler) may take.
_DUMP_WAIT = 1.0
_POLL = 0.005


def main(control_conn: Connection, data_conn: Connection, config: dict[str, Any]) -> None:
    """Entry point of a spawned guardian: fork the worker, watch, clean up, exit."""
    code = 70
    try:
        code = _Guardian(control_conn, config).run(data_conn)
    except BaseException as exc:
        with contextlib.suppress(BaseException):
            sys.stderr.write(f"triangles guardian failed: {exc!r}\n")
    finally:
        os._exit(code)


class _Guardian:
    """One worker's guardian; all of it runs on the guardian's main thread but the copying."""

    def __init__(self, control_conn: Connection, config: dict[str, Any]) -> None:
        self.control = Channel(control_conn)
        self.config = config
        self.worker_pid = 0
        self.stop_requested = False
        self.wake_r = -1

    def run(self, data_conn: Connection) -> int:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        # Writing plugin output to a terminal from our own group must never stop us.
        signal.signal(signal.SIGTTOU, signal.SIG_IGN)
        with contextlib.suppress(OSError):
            os.setpgid(0, 0)
        _point_at_devnull(1, os.O_WRONLY)  # never hold the host's stdout
        _prctl(_PR_SET_CHILD_SUBREAPER, 1)
        out_r, out_w = os.pipe()
        me = os.getpid()
        try:
            self.worker_pid = os.fork()
        except OSError:
            self._send({"op": Op.EXITED.value, "code": None})
            return 71
        if self.worker_pid == 0:
            _become_worker(self.control, data_conn, out_r, out_w, self.config, me)
        os.close(out_w)
        data_conn.close()  # only the host and the worker may hold the data connection
        copier = threading.Thread(target=_copy_output, args=(out_r,), daemon=True)
        copier.start()
        self._watch_signals()
        self._send({"op": Op.STARTED.value, "pid": self.worker_pid})
        dump = self._wait_for_end()
        code = self._stop_worker(dump)
        self._send({"op": Op.EXITED.value, "code": code})
        self._kill_everything()
        copier.join(2.0)
        return 0

    # -- waiting ------------------------------------------------------------------

    def _watch_signals(self) -> None:
        """SIGCHLD wakes the loop (a no-op handler writes the wakeup fd); SIGTERM/SIGHUP stop."""
        self.wake_r, wake_w = os.pipe()
        os.set_blocking(self.wake_r, False)
        os.set_blocking(wake_w, False)
        signal.set_wakeup_fd(wake_w, warn_on_full_buffer=False)
        signal.signal(signal.SIGCHLD, _nothing)
        for number in (signal.SIGTERM, signal.SIGHUP):
            signal.signal(number, self._stop)

    def _stop(self, number: int, frame: FrameType | None) -> None:
        self.stop_requested = True

    def _wait_for_end(self) -> bool:
        """Until the worker ends or must be stopped; True if the host asked for a stack dump."""
        while True:
            if self._worker_exited() or self.stop_requested:
                return False
            ready = wait([self.control.conn, self.wake_r], timeout=1.0)
            with contextlib.suppress(OSError):
                while os.read(self.wake_r, 512):
                    pass
            if self.control.conn in ready:
                try:
                    if not self.control.read_some():
                        return False  # the host is gone
                    while (message := self.control.pop()) is not None:
                        if op_of(message) is Op.KILL:
                            return bool(message.get("dump"))
                except (OSError, WireError):
                    return False

    def _worker_exited(self) -> bool:
        """Whether the worker has ended; it stays a zombie, so its pid and group stay ours."""
        self._reap_others()
        try:
            info = os.waitid(os.P_PID, self.worker_pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
        except ChildProcessError:
            return True
        return info is not None

    def _reap_others(self) -> None:
        """Reap helpers that ended (orphans come to us on Linux), never the worker."""
        while True:
            try:
                info = os.waitid(os.P_ALL, 0, os.WEXITED | os.WNOHANG | os.WNOWAIT)
            except ChildProcessError:
                return
            if info is None or info.si_pid == self.worker_pid:
                return
            with contextlib.suppress(ChildProcessError):
                os.waitpid(info.si_pid, 0)

    # -- stopping -----------------------------------------------------------------

    def _stop_worker(self, dump: bool) -> int | None:
        """Kill the worker and its group; how the worker ended (multiprocessing's convention)."""
        if dump:
            self._dump_stack()
        # Without a subreaper, the tree comes apart once the worker dies: look first.
        seen = [] if _LINUX else _descendants(os.getpid())
        _signal(self.worker_pid, signal.SIGKILL)
        # The worker is at least a zombie until reaped below, so this group is still its own.
        with contextlib.suppress(OSError):
            os.killpg(self.worker_pid, signal.SIGKILL)
        for pid in seen:
            _signal(pid, signal.SIGKILL)
        deadline = time.monotonic() + _KILL_DEADLINE
        while True:
            try:
                pid, status = os.waitpid(self.worker_pid, os.WNOHANG)
            except ChildProcessError:
                return None
            if pid:
                return os.waitstatus_to_exitcode(status)
            if time.monotonic() > deadline:
                return None
            time.sleep(_POLL)

    def _dump_stack(self) -> None:
        """Ask the worker for its Python stack (faulthandler writes it) and wait until written."""
        path = str(self.config.get("fault_path") or "")
        before = _size(path)
        _signal(self.worker_pid, getattr(signal, "SIGUSR1", signal.SIGTERM))
        deadline = time.monotonic() + _DUMP_WAIT
        last = before
        while time.monotonic() < deadline:
            time.sleep(0.02)
            size = _size(path)
            if size > before and size == last:
                return
            last = size

    def _kill_everything(self) -> None:
        """Kill and reap every descendant; on Linux, until no child at all is left."""
        deadline = time.monotonic() + _KILL_DEADLINE
        while True:
            victims = _descendants(os.getpid())
            for pid in victims:
                _signal(pid, signal.SIGKILL)
            children_left = _reap_all()
            if not victims and (not children_left or not _LINUX):
                return
            if time.monotonic() > deadline:
                return
            time.sleep(_POLL)

    def _send(self, message: dict[str, Any]) -> None:
        with contextlib.suppress(OSError, ValueError):
            self.control.send(message)


def _become_worker(
    control: Channel,
    data_conn: Connection,
    out_r: int,
    out_w: int,
    config: dict[str, Any],
    guardian_pid: int,
) -> NoReturn:
    """The forked child: cut loose from the guardian's ends, then run the worker."""
    try:
        control.close()
        os.close(out_r)
        with contextlib.suppress(OSError):
            os.setpgid(0, 0)
        if _prctl(_PR_SET_PDEATHSIG, signal.SIGKILL) and os.getppid() != guardian_pid:
            os._exit(0)  # the guardian is already gone
        _point_at_devnull(0, os.O_RDONLY)
        os.dup2(out_w, 1)
        os.dup2(out_w, 2)
        os.close(out_w)
        from triangles_qt.plugins import worker

        worker.main(data_conn, config)
    finally:
        os._exit(1)


def _copy_output(fd: int) -> None:
    """Copy what the worker (and anything it started) prints to our stderr, until all are gone."""
    while True:
        try:
            data = os.read(fd, 1 << 16)
        except InterruptedError:
            continue
        except OSError:
            break
        if not data:
            break
        view = memoryview(data)
        with contextlib.suppress(OSError):
            while view:
                view = view[os.write(2, view) :]
    with contextlib.suppress(OSError):
        os.close(fd)


def _descendants(root: int) -> list[int]:
    """Every process below ``root`` (from /proc on Linux, ``ps`` elsewhere)."""
    parents = _linux_parents() if _LINUX else _ps_parents()
    children: dict[int, list[int]] = {}
    for pid, ppid in parents:
        children.setdefault(ppid, []).append(pid)
    found: list[int] = []
    todo = [root]
    while todo:
        for child in children.get(todo.pop(), ()):
            found.append(child)
            todo.append(child)
    return found


def _linux_parents() -> list[tuple[int, int]]:
    pairs = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                data = f.read()
            # "pid (comm) state ppid ...": comm may hold spaces and parentheses.
            ppid = int(data[data.rindex(b")") + 2 :].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        pairs.append((int(name), ppid))
    return pairs


def _ps_parents() -> list[tuple[int, int]]:
    try:
        with subprocess.Popen(
            ["ps", "-A", "-o", "pid=", "-o", "ppid="],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        ) as ps:
            out, _ = ps.communicate(timeout=5)
            own = ps.pid
    except (OSError, subprocess.SubprocessError):
        return []
    pairs = []
    for line in out.decode("ascii", "replace").splitlines():
        fields = line.split()
        if len(fields) == 2 and fields[0].isdigit() and fields[1].isdigit():
            pid = int(fields[0])
            if pid != own:
                pairs.append((pid, int(fields[1])))
    return pairs


def _reap_all() -> bool:
    """Reap every child that has ended; True if some children are still running."""
    while True:
        try:
            pid, _status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return False
        if pid == 0:
            return True


def _prctl(option: int, value: int) -> bool:
    """``prctl(option, value)`` on Linux through ctypes; False where it is not available."""
    if not _LINUX:
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return int(libc.prctl(option, value, 0, 0, 0)) == 0
    except (OSError, AttributeError):
        return False


def _signal(pid: int, number: int) -> None:
    with contextlib.suppress(OSError):
        os.kill(pid, number)


def _size(path: str) -> int:
    try:
        return os.path.getsize(path) if path else 0
    except OSError:
        return 0


def _point_at_devnull(fd: int, flags: int) -> None:
    with contextlib.suppress(OSError):
        null = os.open(os.devnull, flags)
        if null != fd:
            os.dup2(null, fd)
            os.close(null)


def _nothing(number: int, frame: FrameType | None) -> None:
    """A Python-level handler, so that the signal writes the wakeup fd."""
