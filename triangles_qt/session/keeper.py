"""The one owner of a game's life, from its first save to its confirmed result (Qt-free).

The table (play/table.py) tells the keeper what happens ("saved", "finished",
"replacing", "abandoned"); the statistics answer "confirmed" or "failed"
through the submit callback; at start :meth:`GameKeeper.recover` reads what
the last run left. The keeper decides what goes to disk and when, on its own
thread, through one :class:`~triangles_qt.session.files.Files` seam, and
reports what a player must know as :class:`KeeperNews`.

The promise it keeps (tests/session prove it with a file system that fails
at every step): a finished game's result stays somewhere (on disk, or at
least in memory while the app runs) until the statistics confirm it. On
disk it is the autosave, or ``autosave.pending-<id>.json`` once a new game
took the autosave's place. A write or removal that fails is retried until the
disk lets it; the save of an older, unfinished game is never renamed to a
finished game's pending name, never written back over a newer game's save,
and a finished game's only copy is never overwritten.

Its parts: what it tells (:mod:`~triangles_qt.session.keeper_news`), the
operations queue its thread works through (:mod:`~triangles_qt.session.keeper_queue`)
and the unconfirmed results it holds in memory
(:mod:`~triangles_qt.session.keeper_memory`); this module is the thread and
its disk work.
"""

from __future__ import annotations

import contextlib
import errno
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from triangles_qt.session.files import Files
from triangles_qt.session.keeper_memory import INF, Ended, Unconfirmed
from triangles_qt.session.keeper_news import KeeperNews, NewsKind, Recovered, disk_reason
from triangles_qt.session.keeper_queue import Op, OpKind, OpQueue
from triangles_qt.session.result import game_result
from triangles_qt.session.saves import (
    SavedGame,
    SetAside,
    clear_litter,
    pending_path,
    pending_paths,
    read_save,
    set_aside,
)
from triangles_qt.stats import GameResult, RecordOutcome

__all__ = [
    "RESUBMIT_S",
    "RETRY_S",
    "GameKeeper",
    "KeeperNews",
    "NewsKind",
    "Recovered",
    "Submit",
    "disk_reason",
]

Submit = Callable[[GameResult, Callable[[RecordOutcome], None]], None]
"""Hands a result to the statistics; the callback follows, on any thread."""

#: Seconds between attempts to write what could not be written.
RETRY_S = 5.0
#: The statistics are asked again after a failure, waiting this long, doubling up to a limit.
RESUBMIT_S = (5.0, 300.0)


class GameKeeper:
    """Keeps the game in progress and every unconfirmed result safe; see the module text.

    The public methods are called from one thread (the UI's); the
    statistics' callback may come from any. All disk work happens on the
    keeper's own thread, in the order it was asked for, the start-up
    recovery first (:meth:`recover_later`); only :meth:`recover` called
    directly (tests) reads on the caller's thread. News is told on the
    keeper's thread or the statistics' (relay it to the UI).
    """

    def __init__(
        self,
        autosave: Path,
        submit: Submit | None = None,
        files: Files | None = None,
        news: Callable[[KeeperNews], None] | None = None,
        retry_s: float = RETRY_S,
        resubmit_s: tuple[float, float] = RESUBMIT_S,
    ) -> None:
        self.path = autosave
        self.files = files or Files()
        self._submit = submit
        self._news = news
        self.retry_s = retry_s
        """Seconds between attempts to write what the disk refused (tests shorten it)."""
        self._lock = threading.Condition()  # re-entrant: shared by the queue and the table
        self._ops = OpQueue(self._lock)
        self._kept = Unconfirmed(self._lock, resubmit_s)
        self._current: str | None = None
        """The game in progress (the table's word; read by the retries): under the lock."""
        self._disk: tuple[str, bool] | None = None
        """What the autosave holds, as far as the keeper knows: (game id, finished); under
        the lock (a recovery called directly runs on the caller's thread)."""
        # The retries' state: read and written by the keeper's thread alone, so no lock.
        self._unsaved: Op | None = None
        """The newest save of the game in progress that the disk refused."""
        self._failing = False
        self._retry_at = INF
        self._to_remove: dict[Path, str] = {}
        """Files the disk refused to remove, with the game they belong to (retried)."""
        self._thread = threading.Thread(target=self._run, name="game-keeper", daemon=True)
        self._thread.start()

    def listen(self, news: Callable[[KeeperNews], None]) -> None:
        """Where news goes (told on the keeper's or the statistics' thread)."""
        self._news = news

    def set_submit(self, submit: Submit) -> None:
        self._submit = submit

    # -- what the table tells --------------------------------------------------------

    def save(self, game_id: str, text: str) -> None:
        """The game in progress changed: keep its newest state."""
        with self._lock:
            self._current = game_id
        self._ops.add(Op(OpKind.SAVE, game_id, text))

    def finished(self, game_id: str, text: str, result: GameResult) -> None:
        """The game ended (by the rules, or resigned): keep it, and record its result."""
        with self._lock:
            self._current = game_id
            self._kept.add(Ended(game_id, text, result))
        self._ops.add(Op(OpKind.SAVE, game_id, text, finished=True))
        self._hand_on(result)

    def replacing(self) -> None:
        """A new game takes the autosave's place: set an unconfirmed finished one aside."""
        with self._lock:
            current, self._current = self._current, None
        if current is not None and current in self._kept:
            self._ops.add(Op(OpKind.SET_ASIDE, current))
        elif current is not None:
            self._ops.add(Op(OpKind.DROP_UNSAVED, current))

    def abandoned(self, game_id: str) -> None:
        """The game ended without a result: its save goes."""
        with self._lock:
            self._current = None
            self._kept.drop(game_id)
        self._ops.add(Op(OpKind.DELETE, game_id))

    def resubmit_now(self) -> None:
        """Hand every unconfirmed result to the statistics again (idempotent by game id)."""
        for entry in self._kept.entries():
            self._hand_on(entry.result)

    # -- what the keeper can tell --------------------------------------------------

    def unconfirmed(self) -> list[str]:
        """Finished games whose results the statistics have not confirmed yet."""
        return self._kept.ids()

    def unkept(self) -> list[str]:
        """Finished games whose result is only in memory (lost if the app stops now)."""
        return self._kept.unkept()

    def on_disk(self, game_id: str) -> bool:
        return self._kept.on_disk(game_id)

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything asked for so far was done (or failed)."""
        return self._ops.flush(timeout)

    def close(self, timeout: float = 5.0) -> None:
        """Finish what was asked (within ``timeout``) and stop the thread."""
        self.flush(timeout)
        self._ops.close()
        self._thread.join(timeout=timeout)

    # -- start-up ----------------------------------------------------------------------

    def recover(self) -> Recovered:
        """Read what the last run left (blocking; tests call it directly).

        The app calls :meth:`recover_later` instead, which runs this on the
        keeper's thread before any other operation. Pending results are read
        first (odd ones set aside), then the autosave: a finished game there
        is moved to its pending name (so the next game can take the
        autosave); every pending result is handed to the statistics again
        (recording is idempotent by game id). Anything odd is moved aside and
        listed, never deleted.
        """
        odd: list[SetAside] = []
        resume: SavedGame | None = None
        cleared = clear_litter(self.path, self.files)
        for path in pending_paths(self.path, self.files):
            waiting = read_save(path, self.files)
            if isinstance(waiting, SetAside):
                odd.append(waiting)
            elif isinstance(waiting, SavedGame):
                if not waiting.finished:
                    odd.append(set_aside(path, self.files, "not_finished"))
                elif waiting.setup.game_id not in self._kept:
                    self._adopt(waiting, odd)
        found = read_save(self.path, self.files)
        if isinstance(found, SetAside):
            odd.append(found)
        elif isinstance(found, SavedGame):
            game_id = found.setup.game_id
            if found.finished:
                known = game_id in self._kept  # also pending: the autosave is a copy
                if known or self._adopt(found, odd):
                    with self._lock:
                        self._disk = (game_id, True)
                    if not known:
                        with contextlib.suppress(OSError):  # it stays safe where it is
                            self._move_to_pending(game_id)
            else:
                resume = found
                with self._lock:
                    self._disk = (game_id, False)
        ended = self._kept.entries()
        for entry in ended:
            self._hand_on(entry.result)
        return Recovered(resume, tuple(odd), tuple(e.game_id for e in ended), cleared)

    def recover_later(self, done: Callable[[Recovered], None]) -> None:
        """Run :meth:`recover` on the keeper's thread, before anything asked after it.

        ``done`` gets the answer on that thread. Saves asked for meanwhile
        (a game started before the answer came) wait behind the recovery, so
        they can never overwrite what it has not read yet.
        """
        self._ops.add(Op(OpKind.RECOVER, "", done=done))

    def _adopt(self, saved: SavedGame, odd: list[SetAside]) -> bool:
        """Take a finished game found on disk into the keeper's care."""
        try:
            result = game_result(
                saved.game,
                saved.setup,
                saved.ending,
                finished_at=saved.finished_at,
                assistance=saved.assistance,
            )
        except ValueError as exc:
            odd.append(set_aside(saved.path, self.files, "damaged", str(exc)))
            return False
        self._kept.add(Ended(saved.setup.game_id, saved.text, result, where=saved.path))
        return True

    # -- the statistics' answer ---------------------------------------------------------

    def _hand_on(self, result: GameResult) -> None:
        if self._submit is not None:
            self._submit(result, self._answered)

    def _answered(self, outcome: RecordOutcome) -> None:
        game_id = outcome.game_id or ""
        entry = self._kept.answered(game_id, outcome.ok)
        if entry is None:
            return
        if outcome.ok:
            self._ops.add(Op(OpKind.FORGET, game_id, where=entry.where))
            self._tell(KeeperNews(NewsKind.RESULT_RECORDED, game_id))
        else:
            # Told after the writes asked for before it, so "on disk" is the truth.
            self._ops.add(Op(OpKind.WAITING, game_id, reason=outcome.error or "unknown"))

    # -- the keeper's thread ------------------------------------------------------------

    def _run(self) -> None:
        while (op := self._ops.take(self._next_wake)) is not None:
            try:
                self._do(op)
            except Exception as exc:  # a bug (or a callback) must not stop the keeper
                traceback.print_exc()
                self._refused(OSError(errno.EIO, f"unexpected: {exc!r}"))
            finally:
                self._ops.done()

    def _next_wake(self) -> float | None:
        """Seconds until the next retry or resubmission is due; None: nothing to wait for."""
        due = min(self._kept.next_resubmit(), self._retry_at)
        return None if due == INF else due - time.monotonic()

    def _do(self, op: Op) -> None:
        if op.kind is OpKind.RECOVER:
            self._recover_now(op)
        elif op.kind is OpKind.WAITING:
            self._tell_waiting(op.game_id, op.reason)
        elif op.kind is OpKind.RETRY:
            self._retry()
        elif op.kind is OpKind.DROP_UNSAVED:
            self._drop_unsaved(op.game_id)
        else:
            self._on_disk(op)

    def _on_disk(self, op: Op) -> None:
        """A save, a move or a removal; a refusal is told once and retried."""
        try:
            if op.kind is OpKind.SAVE:
                self._write_save(op)
            elif op.kind is OpKind.SET_ASIDE:
                self._move_to_pending(op.game_id)
            elif op.kind is OpKind.FORGET:
                self._forget(op.game_id, op.where)
            else:  # DELETE
                self._drop_unsaved(op.game_id)
                if self._holds(op.game_id):
                    self._remove(self.path, op.game_id)
        except OSError as exc:
            self._refused(exc)
            return
        self._works()

    def _recover_now(self, op: Op) -> None:
        assert op.done is not None  # recover_later always gives one
        try:
            found = self.recover()
        except Exception:  # a bug must not leave the app without a game
            traceback.print_exc()
            found = Recovered()
        op.done(found)

    def _drop_unsaved(self, game_id: str) -> None:
        """The game was left: its refused save must never come back over a newer one."""
        if self._unsaved is not None and self._unsaved.game_id == game_id:
            self._unsaved = None

    def _holds(self, game_id: str) -> bool:
        """The autosave holds (a state of) ``game_id``, as far as the keeper knows."""
        with self._lock:
            return self._disk is not None and self._disk[0] == game_id

    def _write_save(self, op: Op) -> None:
        with self._lock:
            held = self._disk
            other = self._kept.get(held[0]) if held is not None and held[1] else None
        try:
            if other is not None and other.game_id != op.game_id and other.where == self.path:
                # The autosave is the only copy of an unconfirmed result: move it, never
                # overwrite it.
                self._move_to_pending(other.game_id)
            self.files.write_atomic(self.path, op.text)
        except OSError:
            if not op.finished:
                self._unsaved = op
            raise
        with self._lock:
            self._disk = (op.game_id, op.finished)
            if op.finished:
                self._kept.put(op.game_id, self.path)
        self._unsaved = None  # whatever it held is older than what the autosave holds now

    def _move_to_pending(self, game_id: str) -> None:
        """Give the autosave's place to the next game; the finished one waits under its own name."""
        with self._lock:
            entry = self._kept.get(game_id)
            held = self._disk
        if entry is None:
            return
        dest = pending_path(self.path, game_id)
        if entry.where == self.path and held == (game_id, True):
            try:
                self.files.rename(self.path, dest)
            except FileExistsError:
                # Something already has the name: keep it (aside), never replace it.
                set_aside(dest, self.files, "damaged")
                self.files.rename(self.path, dest)
            with self._lock:
                self._disk = None
                self._kept.put(game_id, dest)
        elif entry.where is None:  # pragma: no branch - else it is pending already: stays
            # Its finished state never reached the autosave (a full disk): whatever
            # the autosave holds is not this result, so write the result itself.
            if self.files.exists(dest):
                set_aside(dest, self.files, "damaged")
            self.files.write_atomic(dest, entry.text)
            self._kept.put(game_id, dest)

    def _forget(self, game_id: str, where: Path | None) -> None:
        """The statistics have the result: its copies on disk can go."""
        if self._holds(game_id):
            self._remove(self.path, game_id)  # finished, or its older state
        self._remove(pending_path(self.path, game_id), game_id)
        if where is not None and where != self.path:
            self._remove(where, game_id)

    def _remove(self, path: Path, game_id: str) -> None:
        """Remove one of ``game_id``'s files; a refusal is remembered and retried."""
        try:
            self.files.remove(path)
        except OSError:
            self._to_remove[path] = game_id
            raise
        self._to_remove.pop(path, None)
        if path == self.path:
            with self._lock:
                self._disk = None

    def _retry_removals(self) -> None:
        for path, game_id in list(self._to_remove.items()):
            if path == self.path and not self._holds(game_id):
                # The autosave holds another game now: not ours to remove.
                self._to_remove.pop(path, None)
            else:
                self._remove(path, game_id)

    def _retry(self) -> None:
        """Write again what the disk refused; hand results whose time came to the statistics."""
        now = time.monotonic()
        with self._lock:
            ended = self._kept.entries()
            due = self._kept.due(now)
            current = self._current
        if self._retry_at <= now:
            self._retry_at = now + self.retry_s if self._failing else INF
        for entry in due:
            self._hand_on(entry.result)
        if not self._failing:
            return
        try:
            for entry in ended:
                if entry.where is not None:
                    continue
                if entry.game_id == current:
                    self._write_save(Op(OpKind.SAVE, entry.game_id, entry.text, finished=True))
                else:
                    self._move_to_pending(entry.game_id)
            unsaved = self._unsaved
            if unsaved is not None and unsaved.game_id == current:
                self._write_save(unsaved)
            elif unsaved is not None:
                self._unsaved = None  # a game that was left: never over a newer save
            self._retry_removals()
        except OSError as exc:
            self._refused(exc)
            return
        self._works()

    # -- telling ------------------------------------------------------------------------

    def _refused(self, exc: OSError) -> None:
        if self._failing:
            return
        self._failing = True
        self._retry_at = time.monotonic() + self.retry_s
        self._tell(KeeperNews(NewsKind.SAVE_FAILED, reason=disk_reason(exc), detail=str(exc)))

    def _works(self) -> None:
        if self._failing and self._unsaved is None and not self._to_remove and not self.unkept():
            self._failing = False
            self._retry_at = INF
            self._tell(KeeperNews(NewsKind.SAVE_WORKS))

    def _tell_waiting(self, game_id: str, reason: str) -> None:
        on_disk = self._kept.tell_waiting(game_id)
        if on_disk is None:
            return
        self._tell(KeeperNews(NewsKind.RESULT_WAITING, game_id, reason, on_disk))

    def _tell(self, news: KeeperNews) -> None:
        if self._news is None:
            return
        try:
            self._news(news)
        except Exception:  # a listener's trouble is not the disk's
            traceback.print_exc()
