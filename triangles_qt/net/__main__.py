"""``python -m triangles_qt.net host|join ...``: see :mod:`triangles_qt.netplay.headless`.

The only part of ``triangles_qt.net`` that imports Qt (through the
transport): the protocol, the code and the peers stay Qt-free.
"""

import sys

from triangles_qt.netplay.headless import main

sys.exit(main())
