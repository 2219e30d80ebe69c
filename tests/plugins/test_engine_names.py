"""An engine that names itself with terminal escapes and bidi controls prints none of them.

The name comes from a program's ``name`` line (docs/engine-protocol.md): it
is cleaned where it enters (``ExternalEngine``), again by the plugin
contract, and once more where the arena prints its table, so a name cannot
repaint the author's terminal or turn the text around it.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from triangles_qt.plugins.contract import OpponentDescription
from triangles_qt.plugins.engines_file import command_entry
from triangles_qt.plugins.runner import OpponentRunner

ROOT = Path(__file__).resolve().parents[2]
#: ESC sequences, a C1 CSI (U+009B), a right-to-left override, a byte that is not UTF-8.
DIRTY_NAME = b"\x1b[31mEvil\x1b[0m \xc2\x9b2J\xe2\x80\xae exe.gnp \xff"
CLEAN_NAME = "[31mEvil[0m 2J exe.gnp \ufffd"


def dirty_engine(folder: Path) -> Path:
    script = folder / "dirty_engine.py"
    script.write_text(
        textwrap.dedent(
            f"""
            import sys
            out = sys.stdout.buffer
            for text in sys.stdin:
                words = text.split()
                if not words:
                    continue
                if words[0] == "triangles":
                    out.write(b"name " + {DIRTY_NAME!r} + b"\\n" + b"ok\\n")
                elif words[0] == "go":
                    out.write(b"legal\\n")
                elif words[0] == "legal" and len(words) >= 3:
                    out.write(("move %s %s\\n" % (words[1], words[2])).encode())
                elif words[0] == "quit":
                    break
                out.flush()
            """
        ),
        encoding="utf-8",
    )
    return script


def test_the_engine_s_name_is_cleaned_where_it_comes_in(tmp_path: Path) -> None:
    command = f"{sys.executable} {dirty_engine(tmp_path)}"
    runner = OpponentRunner("dirty", entry=command_entry("dirty", command))
    try:
        ready = runner.wait_ready(30)
        assert isinstance(ready, OpponentDescription) and ready.name == CLEAN_NAME
    finally:
        runner.close()


def test_the_arena_prints_no_escape_or_bidi_control_of_an_engine_s_name(tmp_path: Path) -> None:
    command = f"{sys.executable} {dirty_engine(tmp_path)}"
    done = subprocess.run(
        [sys.executable, "-m", "triangles_qt.arena", "dirty", "easy", "--games", "1",
         "--stars", "24", "--time-limit", "0.3", "--engine", f"dirty={command}"],
        capture_output=True, cwd=ROOT, timeout=120,
    )  # fmt: skip
    out = done.stdout.decode("utf-8")
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    assert f"dirty ({CLEAN_NAME})" in out
    for bad in ("\x1b", "\x9b", "\u202e"):
        assert bad not in out, repr(out)
