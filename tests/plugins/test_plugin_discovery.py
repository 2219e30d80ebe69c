"""Finding and loading opponents: valid, broken and incompatible plugins, for real entry points."""

from __future__ import annotations

from pathlib import Path

import pytest
from plugin_zoo import IN_PROCESS_SAFE, ZOO_ENTRY_POINTS

from triangles_qt.plugins.contract import FailureKind, OpponentFailure
from triangles_qt.plugins.discovery import (
    LoadedOpponent,
    OpponentInfo,
    PluginEntry,
    discover,
    entry_for,
    find_plugins,
    load_opponent,
)

#: What loading each zoo entry must give: None = loads fine, else (kind, words in the reason).
#: How long one plugin may take to load in the probe: what zoo-import-hang costs, and far
#: more than importing any other zoo plugin takes, even on a loaded machine.
LOAD_TIMEOUT = 5.0
EXPECTED: dict[str, tuple[FailureKind, str] | None] = {
    "zoo-good": None,
    "zoo-raises": None,  # it fails only when asked for a move
    "zoo-noisy": None,
    "zoo-future": (FailureKind.INCOMPATIBLE, "needs version 99"),
    "zoo-ctor-raises": (FailureKind.IMPORT, "creating the opponent raised RuntimeError"),
    "zoo-shapeless": (FailureKind.IMPORT, "no 'choose_move' method"),
    "zoo-bad-name": (FailureKind.IMPORT, "name must be a string"),
    "zoo-garbage-factory": (FailureKind.IMPORT, "int has no 'name'"),
    "zoo-missing-class": (FailureKind.IMPORT, "AttributeError"),
    "zoo-not-callable": (FailureKind.IMPORT, "is a int, not an opponent class"),
    "zoo-import-error": (FailureKind.IMPORT, "ImportError: the zoo's import_error"),
    "zoo-import-exit": (FailureKind.IMPORT, "exited with code 7 while loading"),
    "zoo-import-hang": (FailureKind.IMPORT, "did not finish loading within"),
    "zoo-no-class": (FailureKind.IMPORT, "must name a class"),
    "zoo bad id": (FailureKind.IMPORT, "is not valid"),
}


def zoo_entries() -> dict[str, list[PluginEntry]]:
    found: dict[str, list[PluginEntry]] = {}
    for entry in find_plugins():
        found.setdefault(entry.id, []).append(entry)
    return found


def test_without_the_zoo_no_zoo_entries_are_found() -> None:
    assert not [e for e in find_plugins() if e.id.startswith("zoo")]


def test_find_lists_every_entry_with_distribution_and_version(zoo: Path) -> None:
    found = zoo_entries()
    for oid in ZOO_ENTRY_POINTS:
        assert oid in found, oid
    good = found["zoo-good"][0]
    assert (good.distribution, good.version, good.problem) == ("triangles-zoo", "1.0", None)
    assert good.value == "triangles_zoo.basic:GoodOpponent"
    assert not good.builtin
    # finding imports no plugin code
    import sys

    assert "triangles_zoo" not in sys.modules


def test_find_flags_bad_ids_and_bad_entry_points(zoo: Path) -> None:
    found = zoo_entries()
    assert "is not valid" in (found["zoo bad id"][0].problem or "")
    assert "must name a class" in (found["zoo-no-class"][0].problem or "")


def test_an_id_clash_keeps_the_first_and_flags_the_other(zoo: Path) -> None:
    found = zoo_entries()
    first, twin = found["zoo-good"]
    assert first.distribution == "triangles-zoo" and first.problem is None
    assert twin.distribution == "triangles-zoo-twin"
    assert twin.problem == "the id 'zoo-good' is already used by triangles-zoo"
    entry = entry_for("zoo-good")
    assert entry is not None and entry.distribution == "triangles-zoo"


def test_a_third_party_cannot_take_a_built_in_id(zoo: Path) -> None:
    mediums = zoo_entries()["medium"]
    builtin = [e for e in mediums if e.builtin]
    if not builtin:
        pytest.skip("the project's own entry points are not installed in this environment")
    assert mediums[0].builtin and mediums[0].problem is None
    assert [e.problem for e in mediums[1:]] == ["the id 'medium' is already used by triangles-qt"]


def test_entry_for_accepts_a_module_and_class(zoo: Path) -> None:
    target = "triangles_zoo.basic:GoodOpponent"
    entry = entry_for(target)
    assert entry == PluginEntry(target, target)
    loaded = load_opponent(entry)
    assert isinstance(loaded, LoadedOpponent)
    assert loaded.description.name == "Zoo: first legal line"
    assert entry_for("no-such-opponent") is None


@pytest.mark.parametrize("oid", sorted(k for k in EXPECTED if k in IN_PROCESS_SAFE))
def test_load_in_process_gives_results_not_exceptions(zoo: Path, oid: str) -> None:
    entry = next(e for e in find_plugins() if e.id == oid)
    loaded = load_opponent(entry)
    expected = EXPECTED[oid]
    if expected is None:
        assert isinstance(loaded, LoadedOpponent)
        assert loaded.description.name.startswith("Zoo:")
    else:
        assert isinstance(loaded, OpponentFailure)
        kind, words = expected
        assert loaded.kind is kind
        assert loaded.opponent_id == oid
        assert words in loaded.message


def test_import_error_detail_is_the_traceback(zoo: Path) -> None:
    entry = next(e for e in find_plugins() if e.id == "zoo-import-error")
    failure = load_opponent(entry)
    assert isinstance(failure, OpponentFailure)
    assert "Traceback" in failure.detail and "import_error.py" in failure.detail


def test_isolated_discovery_survives_crashing_and_hanging_imports(zoo: Path) -> None:
    """One worker probes all plugins; one that kills or hangs it is marked, the rest go on."""
    entries = find_plugins()
    infos = discover(timeout=LOAD_TIMEOUT)
    assert [(i.id, i.entry) for i in infos] == [(e.id, e) for e in entries]
    by_id: dict[str, OpponentInfo] = {}
    for info in infos:
        by_id.setdefault(info.id, info)
    for oid, expected in EXPECTED.items():
        info = by_id[oid]
        if expected is None:
            assert info.available, (oid, info.reason)
            assert info.reason == ""
            assert info.display_name() == info.description.name  # type: ignore[union-attr]
        else:
            kind, words = expected
            assert not info.available, oid
            assert info.failure is not None and info.failure.kind is kind, (oid, info.failure)
            assert words in info.reason, (oid, info.reason)
            assert info.display_name() == oid
    assert by_id["zoo-future"].incompatible
    assert by_id["zoo-good"].display_name("ro") == "Grădina zoologică"
    # Loaded after the crashing and hanging ones, in restarted workers:
    for oid in ("zoo-missing-class", "zoo-noisy", "zoo-sleepy", "zoo-sys-exit"):
        assert by_id[oid].failure is None or by_id[oid].failure.kind is FailureKind.IMPORT
    assert by_id["zoo-sleepy"].available
    # The hang cost the timeout it was given, once: no other entry timed out.
    assert f"within {LOAD_TIMEOUT:g} s" in by_id["zoo-import-hang"].reason
    timed_out = [i.id for i in infos if "did not finish loading" in i.reason]
    assert timed_out == ["zoo-import-hang"]


def test_in_process_discovery_matches_isolated_for_safe_plugins(
    zoo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import triangles_qt.plugins.discovery as discovery

    safe = [e for e in find_plugins() if e.id in IN_PROCESS_SAFE]
    monkeypatch.setattr(discovery, "find_plugins", lambda group=None: safe)
    infos = discover(isolated=False)
    assert [i.id for i in infos] == [e.id for e in safe]
    assert {i.id for i in infos if i.available} >= {"zoo-good", "zoo-busy", "zoo-segfault"}
    assert not next(i for i in infos if i.id == "zoo-ctor-raises").available
