"""An example computer opponent for Triangles (see README.md)."""

from triangles_greedy_example.opponent import GreedyOpponent

__all__ = ["GreedyOpponent"]
