"""``python -m triangles_qt.arena A B --games N --stars S ...``: see :mod:`triangles_qt.arena`."""

import sys

from triangles_qt.arena import main

sys.exit(main())
