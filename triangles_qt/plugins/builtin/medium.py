"""Medium: careful one-move play. Takes what it can, never gifts needlessly, gifts little."""

from __future__ import annotations

from collections.abc import Callable

from triangles_qt.plugins.builtin._base import BuiltinOpponent, Deadline
from triangles_qt.plugins.builtin._tactics import Position, best_take, light_exchange


class MediumOpponent(BuiltinOpponent):
    """Always takes; otherwise draws a line that gifts nothing; when forced, gifts the least.

    "The least" is measured by letting both players take greedily after the
    gift (with "play again" that is the opponent's whole chain) and counting
    the net points lost (:func:`light_exchange`). It plans no further, so it
    does not fight for the tempo or sacrifice to keep control; Hard does.
    """

    name = "Medium"
    strength = 50
    description = "Never gives a triangle away when it can avoid it; always takes one."
    names = {"en": "Medium", "ro": "Mediu", "hi": "मध्यम"}  # noqa: RUF012
    descriptions = {  # noqa: RUF012
        "en": description,
        "ro": "Nu dă niciodată un triunghi când poate evita și ia mereu unul.",
        "hi": "जब बच सकता है तब कभी त्रिभुज नहीं देता, और मिलने पर हमेशा ले लेता है।",
    }

    def _choose(self, pos: Position, deadline: Deadline) -> int:
        rng = self.rng
        legal = pos.legal()
        takes = pos.takes(legal)
        if takes:
            # Most triangles first; among those, the take that gifts the least back.
            return best_take(pos, takes, rng.random)
        safe = [i for i in legal if not pos.gifted_lines(i)]
        if safe:
            return rng.choice(safe)
        return least_gift(pos, legal, deadline, rng.random)


def least_gift(
    pos: Position, legal: list[int], deadline: Deadline, noise: Callable[[], float]
) -> int:
    """The line whose greedy exchange costs least; stops early (best so far) at the deadline.

    Lines are tried in order of how many triangles they gift at once, so a
    cut-short scan has already seen the likeliest cheap gifts.
    """
    gifted = pos.gifted_lines
    order = sorted(legal, key=lambda i: (len(gifted(i)), noise()))
    best = order[0]
    best_cost = None
    for count, line in enumerate(order):
        if count & 7 == 0 and deadline.passed():
            break
        cost = light_exchange(pos, line)[0]
        if best_cost is None or cost < best_cost:
            best, best_cost = line, cost
    return best
