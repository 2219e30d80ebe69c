"""The opponents' clock in these tests: it ticks when read, not with the machine's time.

A built-in opponent reads ``time.perf_counter`` (in ``_base.Deadline`` and in
the playouts' cost estimate) to know when to stop. Here every test runs them
under a :class:`TickingClock`: each reading is one fixed step after the last,
so a search gets the same number of readings on a quiet machine and on one
with a load average of 7. Whether it answers by its deadline, how deep it
gets and which line it picks are then the same everywhere; how long that
takes in real seconds is a figure, measured by bench/bench_ai.py ("Time per
move") and bench/bench_responsiveness.py (Hard's share of its limit), see
docs/performance.md.
"""

from __future__ import annotations

import types
from collections.abc import Iterator

import pytest

from triangles_qt.plugins.builtin import _base, _playouts

from .helpers import TickingClock


@pytest.fixture(autouse=True)
def ticking_clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[TickingClock]:
    """The built-in opponents' clock, a fresh :class:`TickingClock` for each test."""
    clock = TickingClock()
    monkeypatch.setattr(_base, "time", types.SimpleNamespace(perf_counter=clock))
    monkeypatch.setattr(_playouts, "perf_counter", clock)
    yield clock
