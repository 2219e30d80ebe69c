"""The plugin zoo's entry points, and a tiny installer that writes what pip would.

Shared by ``conftest.py`` and the tests (a plainly named module, so it never
collides with the suite's other ``conftest`` modules).
"""

from __future__ import annotations

from pathlib import Path

ZOO_SOURCE = Path(__file__).parent / "zoo" / "triangles_zoo"
GROUP = "triangles_qt.ai"

ZOO_ENTRY_POINTS = {
    "zoo-good": "triangles_zoo.basic:GoodOpponent",
    "zoo-slow": "triangles_zoo.basic:SlowOpponent",
    "zoo-flaky": "triangles_zoo.basic:FlakyOpponent",
    "zoo-raises": "triangles_zoo.basic:RaisesOpponent",
    "zoo-illegal": "triangles_zoo.basic:IllegalOpponent",
    "zoo-out-of-range": "triangles_zoo.basic:OutOfRangeOpponent",
    "zoo-none": "triangles_zoo.basic:NoneOpponent",
    "zoo-garbage": "triangles_zoo.basic:GarbageOpponent",
    "zoo-floats": "triangles_zoo.basic:FloatOpponent",
    "zoo-hiccup": "triangles_zoo.basic:HiccupOpponent",
    "zoo-sleepy": "triangles_zoo.basic:SleepyOpponent",
    "zoo-busy": "triangles_zoo.basic:BusyOpponent",
    "zoo-forker": "triangles_zoo.basic:ForkerOpponent",
    "zoo-gil": "triangles_zoo.basic:GilOpponent",
    "zoo-hog": "triangles_zoo.basic:MemoryHogOpponent",
    "zoo-exit": "triangles_zoo.basic:ExitOpponent",
    "zoo-sys-exit": "triangles_zoo.basic:SystemExitOpponent",
    "zoo-segfault": "triangles_zoo.basic:SegfaultOpponent",
    "zoo-noisy": "triangles_zoo.basic:NoisyOpponent",
    "zoo-future": "triangles_zoo.basic:FutureOpponent",
    "zoo-ctor-raises": "triangles_zoo.basic:ConstructorRaisesOpponent",
    "zoo-shapeless": "triangles_zoo.basic:ShapelessOpponent",
    "zoo-bad-name": "triangles_zoo.basic:BadNameOpponent",
    "zoo-garbage-factory": "triangles_zoo.basic:factory_returning_garbage",
    "zoo-missing-class": "triangles_zoo.basic:DoesNotExist",
    "zoo-not-callable": "triangles_zoo.not_a_class:NOT_CALLABLE",
    "zoo-import-error": "triangles_zoo.import_error:Opponent",
    "zoo-import-exit": "triangles_zoo.import_exit:Opponent",
    "zoo-import-hang": "triangles_zoo.import_hang:Opponent",
    "zoo-no-class": "triangles_zoo.basic",
    "zoo bad id": "triangles_zoo.basic:GoodOpponent",
    "zoo-escaper": "triangles_zoo.escape:EscaperOpponent",
    "zoo-escaper-hangs": "triangles_zoo.escape:HangingEscaperOpponent",
    "zoo-forge-cancel": "triangles_zoo.forge:CancelForgerOpponent",
    "zoo-forge-other": "triangles_zoo.forge:OtherRequestForgerOpponent",
    "zoo-forge-hello": "triangles_zoo.forge:HelloForgerOpponent",
    "zoo-forge-half": "triangles_zoo.forge:HalfFrameOpponent",
}

#: A second distribution that tries to take ids already in use.
TWIN_ENTRY_POINTS = {
    "zoo-good": "triangles_zoo.basic:RaisesOpponent",
    "medium": "triangles_zoo.basic:RaisesOpponent",
}

#: Zoo ids that are safe to load inside the test process itself.
IN_PROCESS_SAFE = {
    name
    for name in ZOO_ENTRY_POINTS
    # (zoo-forge-hello writes forged frames on every socket of whoever builds it)
    if name not in {"zoo-import-exit", "zoo-import-hang", "zoo-import-error", "zoo-forge-hello"}
}


def write_dist_info(
    site: Path, name: str, version: str, entry_points: dict[str, str], group: str = GROUP
) -> Path:
    """Write the metadata pip would write for a distribution into ``site``."""
    dist_info = site / f"{name.replace('-', '_')}-{version}.dist-info"
    dist_info.mkdir(parents=True)
    (dist_info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n", encoding="utf-8"
    )
    lines = [f"[{group}]"] + [f"{key} = {value}" for key, value in entry_points.items()]
    (dist_info / "entry_points.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (dist_info / "INSTALLER").write_text("tests\n", encoding="utf-8")
    return dist_info
