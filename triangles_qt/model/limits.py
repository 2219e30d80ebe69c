"""The ranges the rules engine accepts, stated once for the board, the helpers and the loader.

Every one of these is enforced where the value first enters the engine
(:class:`~triangles_qt.model.Board`, :meth:`~triangles_qt.model.Board.generate`,
the geometry helpers and the record loader alike), so a board that can be
built can also be saved and loaded again.
"""

from __future__ import annotations

#: Boards larger than this are refused: the precomputation grows with n**4.
MAX_STARS = 300
#: Star coordinates and the tolerance must lie within +-this (board units).
#: The predicates square products of coordinate differences; below this
#: bound nothing overflows and integer coordinates stay exact in float64.
MAX_COORDINATE = 1e7
#: Board seeds are integers 0..MAX_SEED (what a signed 64-bit integer holds,
#: so a seed survives JSON, SQLite and other languages' readers).
MAX_SEED = 2**63 - 1
