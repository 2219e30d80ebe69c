#!/usr/bin/env python3
"""A greedy Triangles engine in plain Python (docs/engine-protocol.md).

It keeps the board itself from `newgame`, `star` and `line`, and answers `go`
without asking `legal`: it closes the most triangles it can, else draws a line
that leaves the opponent no triangle to close, else any legal line. Choices
are random but seeded from the board and the move number, so a game replays
the same. The geometry is the host's, operation for operation (the same
float64 arithmetic), so both agree on every line, even on borderline stars.

The host sends every drawn line, the engine's own included, so the engine does
not record its own move when it answers (if the host takes that line back
before the next `go`, it is simply never heard).

It asks for `feature ready`: the host then says `isready` after each board, and
the engine works out the board's lines before it answers `readyok`, off the
clock (about 0.15 s at 180 stars, 0.4 s at 300, in CPython).
"""

import random
import sys


def turn(p, q, r):
    """+1 if p -> q -> r turns left, -1 if right, 0 if straight (the host's formula)."""
    c = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return (c > 0) - (c < 0)


def candidate_lines(stars, tol):
    """Every pair (a, b), a < b, whose segment keeps more than `tol` from every other star."""
    n, tol2 = len(stars), tol * tol
    xs, ys = [p[0] for p in stars], [p[1] for p in stars]

    def close(a, s):
        dx, dy = xs[a] - xs[s], ys[a] - ys[s]
        return dx * dx + dy * dy <= tol2

    near = [{s for s in range(n) if s != a and close(a, s)} for a in range(n)]  # per star
    lines = set()
    for a in range(n):
        sx = [x - xs[a] for x in xs]
        sy = [y - ys[a] for y in ys]
        # A star beside a-b is nearer to a than sqrt(|ab|^2 + tol^2): look no farther.
        by_distance = sorted(range(n), key=lambda s: sx[s] * sx[s] + sy[s] * sy[s])
        for b in range(a + 1, n):
            if near[a] - {b} or near[b] - {a}:
                continue
            dx, dy = sx[b], sy[b]
            length2 = dx * dx + dy * dy
            limit = tol2 * length2
            reach = (length2 + tol2) * 1.000001 + 1e-9
            for s in by_distance:
                if sx[s] * sx[s] + sy[s] * sy[s] > reach:
                    lines.add((a, b))
                    break
                dot = sx[s] * dx + sy[s] * dy
                if 0 < dot < length2:
                    cross = sy[s] * dx - sx[s] * dy
                    if cross * cross <= limit:
                        break
            else:
                lines.add((a, b))
    return lines


class Position:
    """One game as the engine heard it: stars, drawn lines, and what may still be drawn."""

    def __init__(self, n, tol, again):
        self.n, self.tol, self.again = n, tol, again
        self.stars, self.lines, self.heard = [], [], set()  # lines in the order heard
        self.free = None  # the lines that may still be drawn; None until the stars are in
        self.adj = [set() for _ in range(n)]
        self.applied = 0
        self.empties = {}

    def sync(self):
        """Bring the free lines and the adjacency up to date with the lines heard."""
        if self.free is None:
            self.free = candidate_lines(self.stars, self.tol)
        for a, b in self.lines[self.applied :]:
            self.draw(a, b)
        self.applied = len(self.lines)

    def hear(self, a, b):
        a, b = min(a, b), max(a, b)
        if 0 <= a < b < self.n and (a, b) not in self.heard:  # a line heard twice: once
            self.lines.append((a, b))
            self.heard.add((a, b))

    def draw(self, a, b):
        p = self.stars
        side = [turn(p[a], p[b], s) for s in p]
        self.free.discard((a, b))
        self.free -= {
            (c, d)
            for c, d in self.free
            if side[c] * side[d] < 0 and turn(p[c], p[d], p[a]) * turn(p[c], p[d], p[b]) < 0
        }
        self.adj[a].add(b)
        self.adj[b].add(a)

    def empty(self, i, j, k):
        """Whether triangle i, j, k holds no star strictly inside (and is not flat)."""
        i, j, k = sorted((i, j, k))
        if (i, j, k) not in self.empties:
            p = self.stars
            t = turn(p[i], p[j], p[k])
            edges = ((i, j), (j, k), (k, i)) if t > 0 else ((i, k), (k, j), (j, i))
            self.empties[i, j, k] = t != 0 and not any(
                all(turn(p[u], p[v], s) > 0 for u, v in edges) for s in p
            )
        return self.empties[i, j, k]

    def gives(self, a, b):
        """Whether drawing a-b would let the next player close a triangle."""
        for x, y in ((a, b), (b, a)):
            for k in self.adj[x]:
                if k != y and (min(y, k), max(y, k)) in self.free and self.empty(x, y, k):
                    return True
        return False

    def choose(self, rng):
        self.sync()
        closing = {}
        for k in range(self.n):
            around = sorted(self.adj[k])
            for i, a in enumerate(around):
                for b in around[i + 1 :]:
                    if (a, b) in self.free and self.empty(a, b, k):
                        closing[a, b] = closing.get((a, b), 0) + 1
        if closing:
            most = max(closing.values())
            return rng.choice(sorted(line for line, count in closing.items() if count == most))
        order = sorted(self.free)
        rng.shuffle(order)
        for a, b in order:
            if not self.gives(a, b):
                return a, b
        return order[0] if order else None


def main():
    position = None
    for text in sys.stdin:
        words = text.split()
        if not words:
            continue
        command = words[0]
        if command == "triangles":
            print("name Greedy (Python)", flush=True)
            print("feature ready", flush=True)
            print("ok", flush=True)
        elif command == "newgame":
            position = Position(int(words[1]), float(words[2]), words[3] == "again")
        elif command == "star" and position and len(position.stars) < position.n:
            position.stars.append((float(words[1]), float(words[2])))
        elif command == "line" and position:
            position.hear(int(words[1]), int(words[2]))
        elif command == "isready":
            if position and len(position.stars) == position.n:
                position.sync()  # the board's lines, before any clock runs
            print("readyok", flush=True)
        elif command == "go" and not position:
            print("error go before newgame", flush=True)
        elif command == "go":
            rng = random.Random(f"{position.stars}/{position.again}/{len(position.lines)}")
            line = position.choose(rng)
            if line is None:
                print("error no legal line left", flush=True)
                continue
            print(f"move {line[0]} {line[1]}", flush=True)
        elif command == "quit":
            break
        # `time` and anything unknown: nothing to do (a greedy move is quick).


if __name__ == "__main__":
    main()
