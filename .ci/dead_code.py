"""Dead code in the package, found by vulture; ``.ci/run`` fails when there is any.

Vulture reads the package together with the tests, the benchmarks and the example
plugins, so a name only they use (a test's window onto the state, the model API an
example plugin calls) counts as used; only what is unused in ``triangles_qt`` itself is
reported (the tests' fixtures and the zoo's opponents, found by name, would only be
noise). What no Python code here is seen to use, though something does (Qt calling an
override, Python calling a module's ``__getattr__``), is named in
``.ci/vulture_whitelist.py`` with the reason.

Run:  .venv/bin/python .ci/dead_code.py [ROOT]   (exit 1, with a list, if any)
"""

from __future__ import annotations

import sys
from pathlib import Path

from vulture import Vulture

#: The project's root: the folder above this one.
ROOT = Path(__file__).resolve().parent.parent
#: Vulture gives 60 to every unused function, class, method, property, attribute and
#: variable (90 to an import, 100 to unreachable code and unused arguments): below 60
#: there is nothing, so 60 is the whole report.
MIN_CONFIDENCE = 60


def main(root: Path) -> int:
    package = (root / "triangles_qt").resolve()
    readers = [root / name for name in ("tests", "bench", "examples") if (root / name).is_dir()]
    whitelist = root / ".ci" / "vulture_whitelist.py"
    vulture = Vulture()
    vulture.scavenge([str(p) for p in (package, *readers, whitelist)])
    unused = [
        item
        for item in vulture.get_unused_code(min_confidence=MIN_CONFIDENCE)
        if Path(item.filename).resolve().is_relative_to(package)
    ]
    for item in unused:
        print(item.get_report())
    if unused:
        print(
            f"{len(unused)} unused in triangles_qt: remove it, or, if something vulture "
            "cannot see uses it, name it in .ci/vulture_whitelist.py saying what",
            file=sys.stderr,
        )
    return 1 if unused else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT))
