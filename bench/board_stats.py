"""What the board generator makes, per size: spacing, candidate lines, crossings, triangles.

Run:  .venv/bin/python bench/board_stats.py [--seeds N]

Prints a Markdown table (means over seeds 0..N-1, with the range where it
varies) for docs/board-geometry.md.
"""

from __future__ import annotations

import argparse
import statistics

import numpy as np

from triangles_qt.model import BOARD_SIZES, Board, Layout
from triangles_qt.model.board import min_spacing


def spread(values: list[float], digits: int = 0) -> str:
    mean = statistics.mean(values)
    if min(values) == max(values):
        return f"{mean:.{digits}f}"
    return f"{mean:.{digits}f} ({min(values):.{digits}f}-{max(values):.{digits}f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=10)
    args = parser.parse_args()
    rows = []
    for n in BOARD_SIZES:
        for layout in (Layout.PHONE, Layout.TABLET):
            if n not in layout.sizes:
                continue
            stats: dict[str, list[float]] = {}
            for seed in range(args.seeds):
                board = Board.generate(n, seed=seed, layout=layout)
                stars = board.stars
                gaps = np.hypot(*(stars[:, None, :] - stars[None, :, :]).transpose(2, 0, 1))
                gaps[np.arange(n), np.arange(n)] = np.inf
                crossings = sum(board._cross_bits[i].bit_count() for i in range(board.n_lines))
                for key, value in (
                    ("closest", float(gaps.min())),
                    ("lines", board.n_lines),
                    ("crossings", crossings // 2),
                    ("triangles", board.n_triangles),
                    ("hull", board.hull_size()),
                ):
                    stats.setdefault(key, []).append(value)
            pairs = n * (n - 1) // 2
            share = 100 * statistics.mean(stats["lines"]) / pairs
            rows.append(
                f"| {n} | {layout.value} | {min_spacing(n, layout):.1f} "
                f"| {min(stats['closest']):.1f} | {pairs} "
                f"| {spread(stats['lines'])} ({share:.0f} %) "
                f"| {spread(stats['crossings'])} | {spread(stats['triangles'])} "
                f"| {spread(stats['hull'], 1)} |"
            )
    print(
        "| stars | layout | min spacing | closest pair seen | star pairs | candidate lines "
        "| crossing pairs | empty triangles | hull stars |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    print(f"\n(means over seeds 0-{args.seeds - 1}, range in brackets; units: board units)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
