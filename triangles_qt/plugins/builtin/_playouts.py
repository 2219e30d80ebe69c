"""Strict alternation, safe phase: judge the safe lines by careful playouts to the end.

Under strict alternation the safe phase decides most games: once the safe
lines run out, the triangles are shared out in long alternating exchanges
whose outcome depends on who must start giving and what there is to give.
No static score of that position proved reliable (see docs/performance.md),
but playing it out is: two careful players (Medium's rules: take the best
triangle on offer, else a random safe line, else a cheapest gift) finish a
24-star game in about 3 ms, and playouts of one position mostly agree. So
safe lines get playouts on shared seeds, the weaker half of them is dropped
every second round (successive halving), and the best average is played.
"""

from __future__ import annotations

import random
from time import perf_counter

from triangles_qt.plugins.builtin._base import Deadline
from triangles_qt.plugins.builtin._solver import OutOfTime
from triangles_qt.plugins.builtin._tactics import Position, best_take, light_exchange

#: Playouts a line needs at least for its average to mean anything.
MIN_PLAYOUTS = 4


def playout(pos: Position, rng: random.Random, deadline: Deadline) -> int:
    """Score difference the player to move gains if both sides play carefully to the end.

    With the native core the playout runs inside it, by the same rules, on a
    seed drawn from ``rng`` (so a seed still reproduces it, but the lines it
    tries differ from this function's).
    """
    position = pos.native
    if position is not None:
        value: int | None = position.playout(rng.getrandbits(64), deadline.left())
        if value is None:
            raise OutOfTime
        return value
    game = pos.game
    player = game.current_player
    before = game.scores
    played = 0
    try:
        while not game.is_over:
            if played & 7 == 0 and deadline.passed():
                raise OutOfTime
            legal = pos.legal()
            takes = pos.takes(legal)
            if takes:
                line = best_take(pos, takes, rng.random)
            else:
                line = pos.random_safe(rng, tries=24)
                if line < 0:
                    safe = [i for i in legal if not pos.gifted_lines(i)]
                    line = rng.choice(safe) if safe else _cheap_gift(pos, legal, rng)
            pos.play(line)
            played += 1
        after = game.scores
        return (after[player] - before[player]) - (after[1 - player] - before[1 - player])
    finally:
        for _ in range(played):
            pos.undo()


def _cheap_gift(pos: Position, legal: list[int], rng: random.Random) -> int:
    """The gift whose exchange costs least, looking in random order and stopping at a free one.

    Most forced turns under strict alternation have a gift that costs
    nothing (a chain that splits evenly); stopping at the first such gift
    keeps the playout several times faster than ranking every line.
    """
    rng.shuffle(legal)
    best, best_cost = legal[0], 1 << 20
    for line in legal:
        cost = light_exchange(pos, line)[0]
        if cost < best_cost:
            best, best_cost = line, cost
            if cost <= 0:
                break
    return best


def best_safe_line(
    pos: Position,
    safe: list[int],
    deadline: Deadline,
    rng: random.Random,
    rounds: int | None = None,
) -> tuple[int, float] | None:
    """(line, mean playout value) of the best-looking safe line, or None.

    A single safe line is returned at once, with value 0.0 (nothing to compare).
    None means the time does not allow a fair comparison (see below). A
    round gives every line still in the running two playouts with the same
    seeds, so lines are compared on the same luck; the weaker half is
    dropped every second round. With ``rounds`` it plays exactly that many
    rounds whatever the clock says (so a seed reproduces the answer) unless
    the deadline stops it first.
    """
    if len(safe) == 1:
        return safe[0], 0.0
    game = pos.game
    mover = game.current_player
    totals: dict[int, float] = {}
    counts: dict[int, int] = {}

    def judge(line: int, seed: int) -> None:
        closed = pos.play(line)
        try:
            value = playout(pos, random.Random(seed), deadline)
            if game.current_player != mover:
                value = -value
        finally:
            pos.undo()
        totals[line] = totals.get(line, 0) + closed + value
        counts[line] = counts.get(line, 0) + 1

    try:
        alive = list(safe)
        if rounds is None:
            # One timed playout says how many lines the time allows to judge
            # with a few playouts each. Early on (many safe lines) that is a
            # random sample of them: no worse than Medium's random pick, and
            # the sample's best is usually a good line.
            start = perf_counter()
            judge(safe[0], rng.getrandbits(32))
            cost = max(perf_counter() - start, 1e-4)
            affordable = int(deadline.left() / (cost * MIN_PLAYOUTS))
            if affordable < 2:
                return None
            if len(alive) > affordable:
                alive = [safe[0], *rng.sample(safe[1:], affordable - 1)]
        played = 0
        while rounds is None or played < rounds:
            seeds = [rng.getrandbits(32) for _ in range(2)]
            for line in alive:
                for seed in seeds:
                    judge(line, seed)
            played += 1
            if len(alive) > 1 and played % 2 == 0:
                alive.sort(key=lambda i: -totals[i] / counts[i])
                alive = alive[: max(1, (len(alive) + 1) // 2)]
    except OutOfTime:
        pass
    if not totals:
        return None
    best = max(totals, key=lambda i: totals[i] / counts[i])
    return best, totals[best] / counts[best]
