"""Runs tests against the native core built with AddressSanitizer and UndefinedBehaviorSanitizer.

``python tools/native_sanitizers.py`` builds ``triangles_qt/model/_native.c``
with ``gcc -fsanitize=address,undefined`` into a copy of the source tree (the
files git knows, and new ones it does not ignore) in a temporary folder, and
runs pytest there on the core's own tests and the opponents' that drive it
(:data:`DEFAULT_TESTS`), or on the pytest arguments given, which replace
those (``-- tests/model/test_native_fuzz.py -k clock``).
The interpreter is not built with the sanitizers, so their runtimes are
preloaded; leak detection is off (what the interpreter keeps until it exits
is not the core's). Any sanitizer report stops the process, which fails the
run. Needs gcc with its sanitizer runtimes (Debian: ``gcc``).

Exit status: pytest's; 2 when the build fails.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = "triangles_qt/model/_native.c"
DEFAULT_TESTS = (
    "tests/model/test_native_core.py",
    "tests/model/test_native_fuzz.py",
    "tests/ai/test_hard.py",
    "tests/ai/test_playouts.py",
    "tests/review/test_review.py",
)
FLAGS = (
    "-fsanitize=address,undefined",
    "-fno-sanitize-recover=undefined",
    "-fno-omit-frame-pointer",
    "-g",
    "-O1",
)


def copy_tree(into: Path) -> None:
    """The files git knows (and new ones it does not ignore), without anything built."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    ).stdout.split(b"\0")
    for name in filter(None, listed):
        path = ROOT / os.fsdecode(name)
        if path.is_file() and path.suffix not in (".so", ".pyd"):
            (into / path.relative_to(ROOT)).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, into / path.relative_to(ROOT))


def build(into: Path, compiler: str) -> None:
    """The extension, instrumented, where the copy's package expects it."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    include = sysconfig.get_paths()["include"]
    target = into / SOURCE.replace("_native.c", f"_native{suffix}")
    command = [compiler, "-shared", "-fPIC", *FLAGS, f"-I{include}", str(into / SOURCE)]
    subprocess.run([*command, "-o", str(target)], check=True)


def runtimes(compiler: str) -> list[str]:
    """The sanitizer runtimes to preload (an interpreter not built with them needs that)."""
    found = []
    for name in ("libasan.so", "libubsan.so"):
        path = subprocess.run(
            [compiler, f"-print-file-name={name}"], check=True, capture_output=True, text=True
        ).stdout.strip()
        if not os.path.isabs(path):
            raise SystemExit(f"native_sanitizers: {compiler} has no {name}")
        found.append(path)
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("--cc", default=os.environ.get("CC", "gcc"), help="the C compiler")
    parser.add_argument("--keep", action="store_true", help="keep the temporary copy")
    parser.add_argument("pytest_args", nargs="*", help="pytest arguments (after --)")
    options = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="triangles-sanitizers-"))
    try:
        copy_tree(work)
        try:
            build(work, options.cc)
        except subprocess.CalledProcessError:
            return 2
        env = dict(
            os.environ,
            LD_PRELOAD=" ".join(runtimes(options.cc)),
            ASAN_OPTIONS="detect_leaks=0:halt_on_error=1",
            UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1",
            PYTHONMALLOC="malloc",  # every allocation through the sanitizer's malloc
            QT_QPA_PLATFORM="offscreen",
        )
        env.pop("TRIANGLES_CORE", None)
        tests = options.pytest_args or list(DEFAULT_TESTS)
        # --capture=sys: pytest's capture of the file descriptors would swallow a report.
        command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--capture=sys"]
        command += ["-q", *tests]
        return subprocess.run(command, cwd=work, env=env, check=False).returncode
    finally:
        if options.keep:
            print(f"native_sanitizers: the copy is in {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
