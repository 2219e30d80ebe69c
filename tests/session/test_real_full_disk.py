"""The keeper on a real full (and then read-only) disk: a tiny tmpfs in a private mount namespace.

Runs where the machine lets a test mount one (root, or user namespaces);
skipped with the reason elsewhere. The mount is made inside ``unshare
--mount`` so it never shows on the machine itself.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

CHILD = textwrap.dedent(
    r"""
    import json, os, subprocess, sys, time
    from pathlib import Path
    sys.path.insert(0, os.getcwd())
    from tests.session.faults import News, Statistics, finish, played_game, record
    from triangles_qt.session import GameKeeper, SavedGame
    from triangles_qt.session.files import Files
    from triangles_qt.session.saves import read_save

    mount = Path(sys.argv[1])
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mount)], check=True)
    report = {}
    filler = mount / "filler"
    with filler.open("wb", buffering=0) as handle:  # fill the disk to the last block
        try:
            while True:
                handle.write(b"x" * 512)
        except OSError:
            pass
    news, stats = News(), Statistics()
    keeper = GameKeeper(mount / "autosave.json", stats.submit, news=news, retry_s=0.05)
    game, setup = played_game()
    finish(keeper, game, setup)
    stats.answer(ok=False)
    keeper.flush()
    time.sleep(0.3)
    report["full"] = news.kinds()
    report["unkept_while_full"] = keeper.unkept()
    filler.unlink()  # space comes back
    deadline = time.monotonic() + 10
    while keeper.unkept() and time.monotonic() < deadline:
        time.sleep(0.02)
    report["unkept_after"] = keeper.unkept()
    saved = read_save(mount / "autosave.json", Files())
    report["saved"] = isinstance(saved, SavedGame) and saved.game.lines == game.lines
    # Now read-only: the next game's save is refused, the finished one stays whole.
    subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
    keeper.replacing()
    other, other_setup = played_game(seed=6, finish=False)
    keeper.save(other_setup.game_id, record(other, other_setup))
    keeper.flush()
    time.sleep(0.2)
    report["read_only"] = news.kinds()
    saved = read_save(mount / "autosave.json", Files())
    report["still_saved"] = isinstance(saved, SavedGame) and saved.setup.game_id == setup.game_id
    keeper.close(timeout=1)
    print(json.dumps(report))
    """
)


def test_a_real_full_then_read_only_tmpfs(tmp_path: Path) -> None:
    if shutil.which("unshare") is None:
        pytest.skip("no unshare(1) to make a private mount namespace")
    probe = subprocess.run(
        ["unshare", "--mount", "--map-root-user", "true"], capture_output=True, check=False
    )
    plain = subprocess.run(["unshare", "--mount", "true"], capture_output=True, check=False)
    if probe.returncode != 0 and plain.returncode != 0:
        pytest.skip("this machine does not allow a private mount namespace")
    prefix = ["unshare", "--mount"] if plain.returncode == 0 else ["unshare", "-m", "-r"]
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(
        [*prefix, sys.executable, "-c", CHILD, str(mount)],
        capture_output=True,
        text=True,
        check=False,
        cwd=Path(__file__).parents[2],
        timeout=120,
    )
    if done.returncode != 0 and "mount" in done.stderr and "permission" in done.stderr.lower():
        pytest.skip(f"tmpfs cannot be mounted here: {done.stderr.strip()[-200:]}")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["full"][:2] == ["save_failed", "result_waiting"]
    assert report["unkept_while_full"] != []
    assert report["unkept_after"] == [] and report["saved"]
    assert "save_failed" in report["read_only"][len(report["full"]) :]
    assert report["still_saved"]
