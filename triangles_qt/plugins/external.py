"""Engines in any language: an opponent that talks the text protocol to a program (Qt-free).

``docs/engine-protocol.md`` is the protocol. :class:`ExternalEngine` is an
ordinary opponent class, so it runs where every opponent runs: inside a
worker process, through the same runner, time limits and failure policy. It
starts the engine program as the worker's child (the guardian stops it with
the worker), speaks to it over pipes, and turns each way an engine can break
the protocol into the failure of the same kind a broken plugin gets
(:class:`EngineFault`). The time limit is the runner's: an engine that does
not answer is stopped with its worker, exactly like a plugin that hangs.

The worker tells it of each new game (:meth:`ExternalEngine.prepare`, before
any clock runs): the engine hears the board then, and one that asked for
``feature ready`` is waited for until it says ``readyok``. The worker hears
when ``go`` is written (``clock_started``), which is when the move's clock
starts; it collects the ``info`` lines of each move (:meth:`take_info`) and
keeps the engine's standard error in each game's log file, when it is given
one.

Authors subclass it and name their command::

    class MyEngine(ExternalEngine):
        name = "My engine"
        command = ("./my-engine", "--fast")
        cwd = "/path/to/folder"        # optional: where it runs

Players list engines in ``engines.toml`` instead
(:mod:`triangles_qt.plugins.engines_file`); the loader makes such a subclass
for each entry.
"""

from __future__ import annotations

import collections
import contextlib
import enum
import os
import queue
import select
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import IO, TYPE_CHECKING, ClassVar, Final

from triangles_qt.clean_text import clean_name
from triangles_qt.plugins.contract import MAX_NAME_LENGTH, FailureKind

if TYPE_CHECKING:
    from triangles_qt.model import Game

#: The protocol version this host speaks (the engine's first line says ``triangles 1``).
PROTOCOL_VERSION: Final = 1
#: How long an engine may take to answer ``triangles 1`` with ``ok``.
HANDSHAKE_TIMEOUT: Final = 10.0
#: The longest line an engine may write.
MAX_LINE_BYTES: Final = 65_536
#: How much of an engine's standard error is kept for a failure's detail.
STDERR_TAIL: Final = 4000
#: How long a closing engine may take to exit after ``quit`` before it is killed.
_QUIT_WAIT: Final = 0.5
#: How long to wait for an engine that closed its output to exit (for its status).
_EXIT_WAIT: Final = 0.5
#: ``info`` lines kept for a failure's detail.
_INFO_KEPT: Final = 20
#: Lines read ahead of the host. An engine that writes more without being read waits on
#: its own pipe (so a flood of ``info`` costs at most this many lines of memory).
_READ_AHEAD: Final = 256
#: How often the reader, finding nothing to read, asks whether the engine has exited.
_EXIT_POLL: Final = 0.05
#: ``info`` lines of one move passed on to the host (the latest), and the characters kept
#: of each.
MAX_MOVE_INFO: Final = 100
MAX_INFO_CHARS: Final = 500
#: What the engine writes to standard error before its first game's log is known (its
#: start), kept for that log.
_UNLOGGED_LIMIT: Final = 64 * 1024
#: At most how much of what an engine has written so far a switch of log files reads first
#: (into the log of the game it was written in): an engine that writes without end cannot
#: hold the switch.
_DRAIN_LIMIT: Final = 1024 * 1024
#: How much of its standard error is read at once.
_STDERR_CHUNK: Final = 4096
#: How long the standard error's reader waits on the pipe before it looks again whether the
#: pipe ended (read by a switch of log files meanwhile); it reads as soon as there is data.
_PUMP_WAIT: Final = 1.0


class EngineFeature(enum.Enum):
    """An addition to protocol version 1 an engine asks for with ``feature WORD`` before ``ok``.

    The host sends an engine nothing beyond version 1's commands unless it
    asked; a word the host does not know is ignored (a later addition).
    """

    READY = "ready"
    """After each ``newgame`` (its stars and lines), the host says ``isready`` and waits for
    ``readyok`` before anything else: the engine builds its tables off every clock."""
    PLAYER = "player"
    """``player N`` (1 or 2) before a ``go``: the side the engine plays, whenever it is not
    the one last told since the ``newgame``."""


class EngineFault(Exception):
    """The engine broke the protocol; ``kind`` is the failure it is reported as."""

    def __init__(self, kind: FailureKind, message: str, detail: str = "") -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.detail = detail


class _TooLong:
    """What the reader puts in the queue for a line past :data:`MAX_LINE_BYTES`."""


_TOO_LONG: Final = _TooLong()
_Item = bytes | _TooLong | None  # None: the engine closed its output


class ExternalEngine:
    """An opponent played by a program that speaks the engine protocol.

    Set ``command`` (the program and its arguments) and optionally ``cwd``
    and ``name`` in a subclass. The engine starts when the opponent is
    created, so a command that cannot run, or an engine that does not
    answer the handshake, makes the opponent unavailable (with the reason)
    before any game begins. ``name`` left empty takes the engine's own
    ``name`` line, else ``engine_id`` (a listed engine's id), else the
    program's file name.
    """

    name: str = ""
    description: str = ""
    command: ClassVar[Sequence[str]] = ()
    cwd: ClassVar[str | None] = None
    handshake_timeout: ClassVar[float] = HANDSHAKE_TIMEOUT
    #: The id of a listed engine: its name when neither the listing nor the engine gives one.
    engine_id: ClassVar[str] = ""

    def __init__(self) -> None:
        command = [str(word) for word in self.command]
        if not command:
            raise EngineFault(FailureKind.IMPORT, "no command is given for the engine")
        self.engine_name = ""
        self.engine_author = ""
        #: The additions to version 1 the engine asked for (``feature`` lines).
        self.features: set[EngineFeature] = set()
        #: Told when ``go`` has been written: the move's clock starts (the worker tells the host).
        self.clock_started: Callable[[], None] = _nothing
        self._info: collections.deque[str] = collections.deque(maxlen=_INFO_KEPT)
        self._move_info: collections.deque[str] = collections.deque(maxlen=MAX_MOVE_INFO)
        self._stderr = _Stderr(STDERR_TAIL)
        self._lines: queue.Queue[_Item] = queue.Queue(_READ_AHEAD)
        self._sent_board: object = None
        self._sent_rules: bool | None = None
        self._sent_lines: tuple[tuple[int, int], ...] = ()
        self._sent_time: float | None = None
        self._sent_player: int | None = None
        self._process = self._start(command)
        stdin = self._process.stdin
        assert stdin is not None
        self._stdin: IO[bytes] = stdin
        # The readers hold the queue, the tail and the process, never the engine: once nobody
        # holds the engine, it is collected and its program told to quit.
        threading.Thread(
            target=_read_lines,
            args=(self._process.stdout, self._lines, self._process.poll),
            daemon=True,
        ).start()
        stderr = self._process.stderr
        assert stderr is not None
        self._stderr.attach(stderr)
        self._stderr_reader = threading.Thread(target=self._stderr.pump, daemon=True)
        self._stderr_reader.start()
        try:
            self._handshake()
        except BaseException:
            self.close()
            raise
        if not self.name:
            fallback = self.engine_id or os.path.basename(command[0]) or "engine"
            self.name = self.engine_name or fallback
        if not self.description and self.engine_author:
            self.description = f"by {self.engine_author}"

    # -- starting and the handshake -------------------------------------------

    def _start(self, command: list[str]) -> subprocess.Popen[bytes]:
        cwd = self.cwd
        try:
            return subprocess.Popen(
                command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=cwd,
                close_fds=True,
                preexec_fn=_memory_limit_for_programs(),
            )
        except FileNotFoundError:
            where = f" (in {cwd})" if cwd else ""
            raise EngineFault(
                FailureKind.IMPORT, f"the program {command[0]!r} was not found{where}"
            ) from None
        except PermissionError:
            raise EngineFault(
                FailureKind.IMPORT, f"the program {command[0]!r} may not be run (permission denied)"
            ) from None
        except OSError as exc:
            raise EngineFault(
                FailureKind.IMPORT, f"the program {command[0]!r} could not be started: {exc}"
            ) from None

    def _handshake(self) -> None:
        self._write(f"triangles {PROTOCOL_VERSION}", FailureKind.IMPORT)
        deadline = time.monotonic() + self.handshake_timeout
        while True:
            remaining = deadline - time.monotonic()
            item = self._next(remaining) if remaining > 0 else None
            if item is None:  # also for an engine that keeps talking but never says "ok"
                raise EngineFault(
                    FailureKind.IMPORT,
                    f"the engine did not answer 'triangles {PROTOCOL_VERSION}' "
                    f"within {self.handshake_timeout:g} s",
                    self._detail(),
                )
            words = item.split(None, 1)
            word, rest = words[0], (words[1] if len(words) > 1 else "")
            if word == "ok":
                return
            if word == "name":
                # A program's words: no terminal escapes or bidi tricks reach a screen.
                self.engine_name = clean_name(rest, MAX_NAME_LENGTH)
            elif word == "author":
                self.engine_author = clean_name(rest, MAX_NAME_LENGTH)
            elif word == "feature":
                known = {feature.value: feature for feature in EngineFeature}
                self.features.update(known[w] for w in rest.split() if w in known)
            elif word == "info":
                self._info.append(rest)
            else:
                if word == "error":
                    message = f"the engine refused to start: {rest.strip()[:200]}"
                else:
                    message = (
                        f"the engine answered {_shown(item)} to 'triangles {PROTOCOL_VERSION}' "
                        "instead of 'ok'"
                    )
                raise EngineFault(FailureKind.IMPORT, message, self._detail())

    # -- a new game -----------------------------------------------------------------

    def prepare(self, game: Game, log: str | None = None) -> None:
        """A new game (or the same one after lines were taken back): the whole position, now.

        The worker calls this when the host sends a game, before any move's
        clock runs: the engine hears ``newgame``, the stars and the lines
        drawn so far, and, if it asked for ``feature ready``, ``isready``,
        and is waited for until it answers ``readyok`` (the host bounds the
        wait). Its standard error goes to ``log`` from now on (appended: a
        fresh engine in the same game adds to it), or to no file.
        """
        self._stderr.log_to(log)
        self._check_quiet()
        self._send_new_game(game)

    def _send_new_game(self, game: Game) -> None:
        board = game.board
        rules = "again" if game.play_again else "strict"
        out = [f"newgame {board.n_stars} {float(board.tolerance)!r} {rules}"]
        out += [f"star {float(x)!r} {float(y)!r}" for x, y in board.stars.tolist()]
        out += [f"line {a} {b}" for a, b in game.lines]
        self._sent_board, self._sent_rules, self._sent_lines = board, game.play_again, game.lines
        self._sent_time = self._sent_player = None
        if EngineFeature.READY in self.features:
            out.append("isready")
        self._write("\n".join(out))
        if EngineFeature.READY in self.features:
            self._await_ready()

    def _await_ready(self) -> None:
        """Read up to ``readyok``: only ``info`` may come before it."""
        while True:
            item = self._next(None)
            assert item is not None
            words = item.split()
            if words[0] == "readyok" and len(words) == 1:
                return
            if words[0] == "info":
                self._heard_info(item[5:])
            elif words[0] == "error":
                raise self._gave_up(item)
            else:
                raise EngineFault(
                    FailureKind.MALFORMED,
                    f"the engine wrote {_shown(item)} when it was asked 'isready' "
                    "(it should answer 'readyok')",
                    self._detail(),
                )

    def take_info(self) -> list[str]:
        """The ``info`` lines heard since the last call (the latest :data:`MAX_MOVE_INFO`)."""
        lines = list(self._move_info)
        self._move_info.clear()
        return lines

    def _heard_info(self, text: str) -> None:
        self._info.append(text)
        self._move_info.append(text.strip()[:MAX_INFO_CHARS])

    # -- a move ------------------------------------------------------------------

    def choose_move(self, game: Game, time_limit: float) -> tuple[int, int]:
        """Bring the engine up to date, say ``go``, and read its ``move``."""
        self._check_quiet()
        self._send_position(game, time_limit)
        self._write("go")
        self.clock_started()
        while True:
            item = self._next(None)
            assert item is not None
            words = item.split()
            word = words[0]
            if word == "info":
                self._heard_info(item[5:])
            elif word == "legal" and len(words) == 1:
                legal = " ".join(f"{a} {b}" for a, b in game.legal_moves())
                self._write(f"legal {legal}")
            elif word == "move":
                return self._move(words, item)
            elif word == "error":
                raise self._gave_up(item)
            else:
                raise EngineFault(
                    FailureKind.MALFORMED,
                    f"the engine wrote {_shown(item)}, which is not in protocol version "
                    f"{PROTOCOL_VERSION} (it should answer 'move A B')",
                    self._detail(),
                )

    def _move(self, words: list[str], item: str) -> tuple[int, int]:
        if len(words) != 3 or not all(_is_int(w) for w in words[1:]):
            raise EngineFault(
                FailureKind.MALFORMED,
                f"the engine answered {_shown(item)}, not 'move' and two star numbers",
                self._detail(),
            )
        return int(words[1]), int(words[2])

    def _gave_up(self, text: str) -> EngineFault:
        return EngineFault(
            FailureKind.MALFORMED, f"the engine gave up: {text[6:].strip()[:200]}", self._detail()
        )

    def _check_quiet(self) -> None:
        """Anything but ``info`` written since the last answer was written out of turn."""
        while True:
            try:
                item = self._lines.get_nowait()
            except queue.Empty:
                return
            text = self._text(item)
            words = text.split()
            if not words:
                continue
            if words[0] == "info":
                self._heard_info(text[5:])
                continue
            if words[0] == "error":
                raise self._gave_up(text)
            raise EngineFault(
                FailureKind.MALFORMED,
                f"the engine wrote {_shown(text)} out of turn (before it was asked to move)",
                self._detail(),
            )

    def _send_position(self, game: Game, time_limit: float) -> None:
        """``time`` and ``player`` if they changed, then the lines drawn since the engine heard.

        The worker has sent the game already (:meth:`prepare`); a position
        that does not follow from it is sent whole, as a new game would be.
        """
        lines = game.lines
        known = self._sent_lines
        if (
            self._sent_board is not game.board
            or self._sent_rules != game.play_again
            or lines[: len(known)] != known
        ):
            self._send_new_game(game)
            known = lines
        out = []
        if self._sent_time != time_limit:
            out.append(f"time {float(time_limit)!r}")
            self._sent_time = time_limit
        player = game.current_player + 1
        if EngineFeature.PLAYER in self.features and self._sent_player != player:
            out.append(f"player {player}")
            self._sent_player = player
        out += [f"line {a} {b}" for a, b in lines[len(known) :]]
        self._sent_lines = lines
        if out:
            self._write("\n".join(out))

    # -- pipes ---------------------------------------------------------------------

    def _write(self, text: str, kind: FailureKind = FailureKind.CRASHED) -> None:
        try:
            self._stdin.write(text.encode("utf-8") + b"\n")
            self._stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            raise self._ended(kind) from None

    def _next(self, timeout: float | None) -> str | None:
        """The engine's next non-empty line; None when ``timeout`` passes first."""
        while True:
            try:
                item = self._lines.get(timeout=timeout)
            except queue.Empty:
                return None
            text = self._text(item)
            if text.strip():
                return text

    def _text(self, item: _Item) -> str:
        if item is None:
            self._lines.put_nowait(None)  # stays ended for whoever asks next (just taken: room)
            raise self._ended(FailureKind.CRASHED)
        if isinstance(item, _TooLong):
            raise EngineFault(
                FailureKind.MALFORMED,
                f"the engine wrote a line longer than {MAX_LINE_BYTES} bytes",
                self._detail(),
            )
        return item.decode("utf-8", "replace").rstrip("\r")

    def _ended(self, kind: FailureKind) -> EngineFault:
        """The fault for an engine whose output or input is closed (it exited, most likely)."""
        try:
            code: int | None = self._process.wait(_EXIT_WAIT)
        except subprocess.TimeoutExpired:
            code = None
        if code is None:
            how = "the engine closed its output"
        elif code < 0:
            how = f"the engine was stopped by signal {-code}"
        else:
            how = f"the engine exited with code {code}"
        return EngineFault(kind, how, self._detail())

    def _detail(self) -> str:
        parts = [f"command: {' '.join(str(w) for w in self.command)}"]
        if self._info:
            parts.append("its last info lines:\n" + "\n".join(self._info))
        time.sleep(0.05)  # what it wrote to stderr just before failing
        tail = self._stderr.text()
        if tail:
            parts.append("its standard error:\n" + tail)
        return "\n".join(parts)

    def close(self) -> None:
        """Say ``quit``, then stop the program if it does not exit by itself; close its log."""
        process = getattr(self, "_process", None)
        if process is not None and process.poll() is None:
            with contextlib.suppress(OSError, ValueError):
                self._stdin.write(b"quit\n")
                self._stdin.flush()
                self._stdin.close()
            try:
                process.wait(_QUIT_WAIT)
            except subprocess.TimeoutExpired:
                process.kill()
                with contextlib.suppress(subprocess.TimeoutExpired):
                    process.wait(_QUIT_WAIT)
        reader = getattr(self, "_stderr_reader", None)
        if reader is not None:
            reader.join(_EXIT_WAIT)  # the last of its standard error, into its log
            self._stderr.log_to(None)

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.close()


def configured(
    command: Sequence[str], cwd: str | None = None, name: str = "", engine_id: str = ""
) -> type[ExternalEngine]:
    """An :class:`ExternalEngine` subclass for one listed engine (engines.toml, ``--engine``)."""
    return type(
        "ConfiguredEngine",
        (ExternalEngine,),
        {
            "command": tuple(command),
            "cwd": cwd,
            "name": name,
            "engine_id": engine_id,
            "__module__": __name__,
        },
    )


def _nothing() -> None:
    pass


class _Tail:
    """The last ``limit`` bytes of a stream, kept by its reader thread."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._chunks: collections.deque[bytes] = collections.deque()
        self._size = 0

    def add(self, chunk: bytes) -> None:
        self._chunks.append(chunk)
        self._size += len(chunk)
        while self._size > self.limit and len(self._chunks) > 1:
            self._size -= len(self._chunks.popleft())

    def text(self) -> str:
        return b"".join(list(self._chunks))[-self.limit :].decode("utf-8", "replace").strip()


class _Stderr:
    """An engine's standard error, as its reader thread reads it (:meth:`pump`): the last
    bytes (for a failure's detail), and everything in the current game's log file, if there
    is one.

    What arrives before the first game's log is known (the engine's start)
    is kept, up to a limit, and written first into that log. A switch to the
    next game's log first reads what the engine has written so far, so that
    however far behind the reader thread is (a busy machine), what the engine
    wrote during a game goes to that game's log: it wrote it before it
    answered, so it is in the pipe by then.
    """

    def __init__(self, limit: int) -> None:
        self._tail = _Tail(limit)
        self._lock = threading.Lock()
        self._file: IO[bytes] | None = None
        self._path: str | None = None
        self._unlogged: bytearray | None = bytearray()  # None once a log was ever asked for
        self._stream: IO[bytes] | None = None
        self._fd: int | None = None  # the pipe, while it is open and read under the lock

    def attach(self, stream: IO[bytes]) -> None:
        """Read from ``stream`` (the engine's standard error), on :meth:`pump`'s thread.

        Where a pipe can be waited on (not Windows), reads are made under the
        lock once the pipe is known to hold something, so that no chunk is
        between the pipe and its log while the log changes."""
        self._stream = stream
        if sys.platform != "win32":
            with contextlib.suppress(OSError, ValueError), self._lock:
                self._fd = stream.fileno()

    def pump(self) -> None:
        """The reader thread: everything the engine writes, until the pipe's end."""
        with contextlib.suppress(OSError, ValueError):
            if sys.platform == "win32":
                stream = self._stream
                while stream is not None and (chunk := os.read(stream.fileno(), _STDERR_CHUNK)):
                    self.add(chunk)
                return
            while (fd := self._fd) is not None:
                if _readable(fd, _PUMP_WAIT):
                    with self._lock:
                        self._read_now()

    def _read_now(self) -> int:
        """Read what the pipe holds now (the lock held); how many bytes, 0 at its end."""
        fd = self._fd
        if fd is None or not _readable(fd, 0):
            return 0
        try:
            chunk = os.read(fd, _STDERR_CHUNK)
        except OSError:
            chunk = b""
        if not chunk:
            self._fd = None  # its end: the reader thread stops
            return 0
        self._add(chunk)
        return len(chunk)

    def add(self, chunk: bytes) -> None:
        with self._lock:
            self._add(chunk)

    def _add(self, chunk: bytes) -> None:
        self._tail.add(chunk)
        if self._file is not None:
            self._write(chunk)
        elif self._unlogged is not None:
            self._unlogged += chunk[: max(0, _UNLOGGED_LIMIT - len(self._unlogged))]

    def log_to(self, path: str | None) -> None:
        """Write what comes from now on to ``path`` (appended), or to no file; what the
        engine wrote before now goes where it belongs first."""
        with self._lock:
            if path is not None and path == self._path and self._file is not None:
                return
            drained = 0
            while drained < _DRAIN_LIMIT and (read := self._read_now()):
                drained += read
            unlogged, self._unlogged = self._unlogged, None
            self._close()
            if path is None:
                return
            try:
                self._file = open(path, "ab", buffering=0)  # noqa: SIM115 - open until the next game
            except OSError:
                return
            self._path = path
            if unlogged:
                self._write(bytes(unlogged))

    def _write(self, chunk: bytes) -> None:
        assert self._file is not None
        try:
            self._file.write(chunk)
        except (OSError, ValueError):  # a full disk: the game goes on without its log
            self._close()

    def _close(self) -> None:
        file, self._file, self._path = self._file, None, None
        if file is not None:
            with contextlib.suppress(OSError):
                file.close()

    def text(self) -> str:
        return self._tail.text()


def _read_lines(
    stream: IO[bytes], lines: queue.Queue[_Item], exited: Callable[[], int | None]
) -> None:
    """The engine's output, line by line, into ``lines``; None at its end.

    The end is the end of the pipe, or the engine's exit once the pipe holds
    nothing more: a process the engine started may keep the pipe open long
    after the engine itself is gone (``sleep 60 &`` in a shell script), and
    waiting for the pipe alone would take that for an engine still thinking.
    """
    try:
        fd = stream.fileno()
        pending = b""
        while True:
            if not _readable(fd, _EXIT_POLL):
                if exited() is not None and not _readable(fd, 0):
                    break  # it wrote everything before it exited, and all of it was read
                continue
            chunk = os.read(fd, MAX_LINE_BYTES + 1)
            if not chunk:
                break
            pending += chunk
            *complete, pending = pending.split(b"\n")
            for line in complete:
                if len(line) > MAX_LINE_BYTES:
                    lines.put(_TOO_LONG)
                    return
                lines.put(line)
            if len(pending) > MAX_LINE_BYTES:
                lines.put(_TOO_LONG)
                return
        if pending:  # a last line without its newline
            lines.put(pending)
    except (OSError, ValueError):
        pass
    lines.put(None)


def _readable(fd: int, timeout: float) -> bool:
    """Whether reading ``fd`` would not block, waiting up to ``timeout`` seconds to know.

    Windows cannot wait on a pipe: there the pipe is asked how much it holds,
    and anything the asking fails on is taken as readable (the read then
    blocks, and only the pipe's end ends it).
    """
    if sys.platform != "win32":
        poller = select.poll()  # no limit on the descriptor's number, unlike select()
        poller.register(fd, select.POLLIN)
        return bool(poller.poll(timeout * 1000))  # POLLHUP counts: reading then says end
    deadline = time.monotonic() + timeout
    while True:
        available = _pipe_bytes(fd)
        if available is None or available > 0:
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(min(0.01, timeout))


def _pipe_bytes(fd: int) -> int | None:
    """How many bytes a Windows pipe holds; None if it cannot tell (then read: it blocks)."""
    if sys.platform != "win32":
        return None
    import ctypes
    import msvcrt
    from ctypes import wintypes

    available = wintypes.DWORD(0)
    try:
        handle = msvcrt.get_osfhandle(fd)
        ok = ctypes.WinDLL("kernel32").PeekNamedPipe(
            wintypes.HANDLE(handle), None, 0, None, ctypes.byref(available), None
        )
    except (OSError, ValueError):
        return None
    return int(available.value) if ok else None


def _memory_limit_for_programs() -> Callable[[], None] | None:
    """What the engine's process does before it starts: trade the worker's address-space
    limit for the same limit on memory actually used (``RLIMIT_DATA``).

    The engine inherits the worker's ``RLIMIT_AS``; a JVM reserves far more
    address space than it uses and would not even start under it. The data
    limit still stops an engine that eats memory. Values are read here, so the
    child only makes two system calls between fork and exec.
    """
    try:
        import resource
    except ImportError:  # Windows: the worker's Job object holds the engine
        return None
    try:
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        _data_soft, data_hard = resource.getrlimit(resource.RLIMIT_DATA)
    except (OSError, ValueError):
        return None
    if soft == resource.RLIM_INFINITY:
        return None
    data = soft if data_hard == resource.RLIM_INFINITY else min(soft, data_hard)

    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (hard, hard))
        resource.setrlimit(resource.RLIMIT_DATA, (data, data_hard))

    return apply


def _is_int(word: str) -> bool:
    """A star number as the protocol writes one (short: Python refuses 4300-digit ints)."""
    return (
        word.isascii()
        and len(word) <= 18
        and (word.isdigit() or (word[:1] == "-" and word[1:].isdigit()))
    )


def _shown(text: str) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= 60 else text[:57] + "...")
