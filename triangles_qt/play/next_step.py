"""What New Game proposes after a finished game against the computer: a gentle next step.

Without it New Game opens with last time's choices, and the first game (24
stars against Easy, chosen by the app, never by the player) left none: a
new player was offered 120 stars against Medium. The rule, Qt-free:

- **won**: the next opponent up the ladder (weakest first) on the same
  board; after beating the strongest, the next size of the same board set
  against it; after the largest too, the same again;
- **lost** (resigned included) or **tie**: the same again;
- an opponent that is not on the ladder (one that does not say how strong
  it is, or is not available now): the same again.

A board size the set does not offer (a hand-made board) proposes the set's
smallest. docs/rules.md says it in words; tests/play/test_next_step.py
plays every case.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from triangles_qt.model import Layout
from triangles_qt.session import Outcome


@dataclass(frozen=True)
class Step:
    """A game against the computer as New Game offers it: the board set, its size, the
    opponent (an id)."""

    layout: Layout
    n_stars: int
    opponent: str


def next_step(played: Step, outcome: Outcome, ladder: Sequence[str]) -> Step:
    """The game to propose after ``played`` ended with ``outcome`` (the person's side).

    ``ladder``: the opponents available now, by id, weakest first.
    """
    sizes = played.layout.sizes
    if played.n_stars not in sizes:
        return Step(played.layout, sizes[0], played.opponent)
    if outcome is not Outcome.WON or played.opponent not in ladder:
        return played
    rung = ladder.index(played.opponent)
    if rung + 1 < len(ladder):
        return Step(played.layout, played.n_stars, ladder[rung + 1])
    bigger = sizes.index(played.n_stars) + 1
    if bigger < len(sizes):
        return Step(played.layout, sizes[bigger], played.opponent)
    return played


__all__ = ["Step", "next_step"]
