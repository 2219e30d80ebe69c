"""The plugin zoo, installed for real: a site folder with packages and ``.dist-info`` metadata.

``importlib.metadata`` finds a distribution through its ``.dist-info``
folder on ``sys.path``, exactly as it finds what pip installed; spawned
workers get the parent's ``sys.path``, and subprocesses get ``PYTHONPATH``.
So the zoo's entry points are as real as any installed plugin's, without
touching the virtual environment.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from plugin_zoo import TWIN_ENTRY_POINTS, ZOO_ENTRY_POINTS, ZOO_SOURCE, write_dist_info

# pytest --doctest-modules must not import the zoo: some of it crashes on import.
collect_ignore = ["zoo", "engine_zoo"]


@pytest.fixture(scope="session")
def zoo_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A site folder holding the zoo package and two distributions' metadata."""
    site = tmp_path_factory.mktemp("zoo-site")
    shutil.copytree(ZOO_SOURCE, site / "triangles_zoo")
    write_dist_info(site, "triangles-zoo", "1.0", ZOO_ENTRY_POINTS)
    write_dist_info(site, "triangles-zoo-twin", "0.1", TWIN_ENTRY_POINTS)
    return site


@pytest.fixture
def zoo(zoo_site: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The zoo on ``sys.path`` (and ``PYTHONPATH``) for one test, then gone again."""
    monkeypatch.syspath_prepend(str(zoo_site))
    old = os.environ.get("PYTHONPATH")
    monkeypatch.setenv("PYTHONPATH", str(zoo_site) + (os.pathsep + old if old else ""))
    yield zoo_site
    for module in [
        m for m in sys.modules if m == "triangles_zoo" or m.startswith("triangles_zoo.")
    ]:
        del sys.modules[module]
