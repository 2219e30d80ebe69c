"""Build the self-contained bundle (PyInstaller, one folder) and smoke-test it offscreen.

Usage, from anywhere::

    .venv/bin/python packaging/build_bundle.py            # build, then 5 smoke runs
    .venv/bin/python packaging/build_bundle.py --no-build # smoke-test the last build
    .venv/bin/python packaging/build_bundle.py --runs 1 --json

It installs PyInstaller into the running Python's environment when it is
missing, builds ``packaging/triangles.spec`` into ``dist/bundle/triangles-qt/``
(work files in ``build/bundle/``; both are ignored by git), then starts the
bundled executable with ``--smoke-test`` from an empty folder, with no Python
path and an offscreen display: it must start, play lines against the built-in
``easy`` opponent in a worker process, and exit 0. It prints the folder's
size and the median wall time of the smoke runs (the figures in
docs/install.md). Runs on the platform it builds for (PyInstaller does not
cross-build).
"""

from __future__ import annotations

import argparse
import importlib.metadata
import importlib.util
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "triangles.spec"
DIST = ROOT / "dist" / "bundle"
WORK = ROOT / "build" / "bundle"
NAME = "triangles-qt"
SMOKE_TIMEOUT_S = 180


def executable(dist: Path = DIST) -> Path:
    """The bundled program inside the one-folder build."""
    return dist / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))


def project_version() -> str:
    """``[project] version`` from pyproject.toml, the one place it is written."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    project = text.split("[project]", 1)[1].split("\n[", 1)[0]
    match = re.search(r'^version\s*=\s*"([^"]+)"', project, re.MULTILINE)
    if match is None:
        raise SystemExit("pyproject.toml has no [project] version")
    return match.group(1)


def ensure_tools() -> None:
    """PyInstaller in this environment, and this project's metadata up to date in it.

    The bundle copies the installed metadata (version, opponent entry points),
    so an install older than pyproject.toml is refreshed first.
    """
    if importlib.util.find_spec("PyInstaller") is None:
        print("installing PyInstaller ...", flush=True)
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "pyinstaller"], check=True)
    try:
        installed = importlib.metadata.version("triangles-qt")
    except importlib.metadata.PackageNotFoundError:
        installed = None
    if installed != project_version():
        print(f"installing triangles-qt {project_version()} (found {installed}) ...", flush=True)
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "-e", str(ROOT)],
            check=True,
        )


def build(dist: Path = DIST, work: Path = WORK) -> float:
    """Run PyInstaller on the spec; returns the seconds it took."""
    start = time.perf_counter()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            str(SPEC),
        ],
        check=True,
        cwd=ROOT,
    )
    return time.perf_counter() - start


def folder_size(path: Path) -> int:
    """Bytes in every file under ``path`` (what a player downloads, unpacked)."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def smoke_env() -> dict[str, str]:
    """The environment of a player's machine as far as it matters: no Python paths, no display."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("PYTHON", "VIRTUAL_ENV", "TRIANGLES_", "QT_"))
    }
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def smoke_run(program: Path) -> tuple[float, float, str]:
    """One ``--smoke-test`` run from an empty folder.

    Returns the seconds to the first window (from launch, bootloader included),
    the seconds for the whole run, and the run's report line.
    """
    with tempfile.TemporaryDirectory(prefix="triangles-bundle-smoke-") as cwd:
        # The report also goes to a file: a windowed Windows executable has no stdout.
        report = Path(cwd) / "smoke-report.txt"
        launched = time.time()
        start = time.perf_counter()
        done = subprocess.run(
            [str(program), "--smoke-test"],
            cwd=cwd,
            env={**smoke_env(), "TRIANGLES_SMOKE_REPORT": str(report)},
            capture_output=True,
            text=True,
            timeout=SMOKE_TIMEOUT_S,
        )
        elapsed = time.perf_counter() - start
        written = report.read_text(encoding="utf-8") if report.exists() else ""
    if done.returncode != 0:
        raise SystemExit(
            f"smoke run failed with exit code {done.returncode}\n"
            f"--- stdout\n{done.stdout}\n--- stderr\n{done.stderr}"
        )
    output = done.stdout + "\n" + written
    lines = [line for line in output.splitlines() if line.startswith("smoke test passed")]
    shown = re.search(r"window_shown=([0-9.]+)", lines[-1]) if lines else None
    if not lines or shown is None:
        raise SystemExit(f"smoke run printed no report\n{done.stdout}\n{done.stderr}")
    return float(shown.group(1)) - launched, elapsed, lines[-1]


def bundled_core(program: Path) -> str:
    """The engine core the bundle runs ("native" or "python"), from its ``--version``.

    The bundle ships the native core whenever the environment that builds it
    has it: a bundle that lost it on the way is a failed build.
    """
    done = subprocess.run(
        [str(program), "--version"], env=smoke_env(), capture_output=True, text=True, timeout=120
    )
    match = re.search(r"\((native|python) engine core\)", done.stdout)
    if done.returncode != 0 or match is None:
        raise SystemExit(f"the bundle's --version failed\n{done.stdout}\n{done.stderr}")
    from triangles_qt.model import CORE

    if CORE == "native" and match.group(1) != "native":
        raise SystemExit("the bundle lost the native engine core this environment has")
    return match.group(1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="smoke-test the existing build")
    parser.add_argument("--runs", type=int, default=5, help="smoke runs to time (default 5)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON line")
    args = parser.parse_args(argv)

    build_s = None
    if not args.no_build:
        ensure_tools()
        build_s = build()
    program = executable()
    if not program.exists():
        raise SystemExit(f"no bundle at {program}: build it first")
    core = bundled_core(program)
    print(f"engine core in the bundle: {core}", flush=True)
    times: list[float] = []
    windows: list[float] = []
    for i in range(max(1, args.runs)):
        window, elapsed, report = smoke_run(program)
        times.append(elapsed)
        windows.append(window)
        line = f"smoke run {i + 1}: window {window:.2f} s, all {elapsed:.2f} s - {report}"
        print(line, flush=True)
    size = folder_size(program.parent)
    figures = {
        "version": project_version(),
        "platform": sys.platform,
        "bundle": str(program.parent.relative_to(ROOT)),
        "size_mib": round(size / 2**20, 1),
        "files": sum(1 for p in program.parent.rglob("*") if p.is_file()),
        "core": core,
        "smoke_runs": len(times),
        "first_window_median_s": round(statistics.median(windows), 2),
        "smoke_median_s": round(statistics.median(times), 2),
        "smoke_min_s": round(min(times), 2),
        "build_s": None if build_s is None else round(build_s, 1),
    }
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
