"""The built-in computer opponents, registered as plugins ``easy``, ``medium`` and ``hard``.

They are ordinary entry-point plugins (see ``pyproject.toml``), loaded the
same way as a third party's. All three take an optional ``seed`` for
reproducible play; ``docs/performance.md`` has their measured strength.
"""

from triangles_qt.plugins.builtin.easy import EasyOpponent
from triangles_qt.plugins.builtin.hard import HardOpponent
from triangles_qt.plugins.builtin.medium import MediumOpponent

__all__ = ["EasyOpponent", "HardOpponent", "MediumOpponent"]
