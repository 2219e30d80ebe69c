"""Finding games on the network: hostile advertisements refused, and a real one found and lost.

The parsing is tested directly, without a socket. The real advertising and
browsing run only in a child process inside a network namespace this test
makes (``unshare --net``: nothing but ``lo``), never in the test process,
so no mDNS packet reaches the machine's own network.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from triangles_qt.model import MAX_STARS
from triangles_qt.net.discovery import (
    MAX_LABEL,
    SERVICE_TYPE,
    Advertiser,
    OpenGame,
    parse_game,
)
from triangles_qt.net.protocol import MAX_NAME, VERSION

ROOT = Path(__file__).resolve().parents[2]
HELPER = Path(__file__).with_name("discovery_in_netns.py")
KEY = f"Ana 1a2b.{SERVICE_TYPE}"
GOOD: dict[bytes, bytes | None] = {b"v": b"1", b"stars": b"24", b"again": b"1", b"name": b"Ana"}


def parse(
    properties: dict[bytes, bytes | None] | None = None,
    *,
    key: str = KEY,
    addresses: list[str] | None = None,
    port: int = 45678,
) -> OpenGame | None:
    return parse_game(
        key, ["192.168.1.20"] if addresses is None else addresses, port, properties or GOOD
    )


def with_value(key: bytes, value: bytes | None) -> dict[bytes, bytes | None]:
    return {**GOOD, key: value}


# --- parsing: no network ------------------------------------------------------------------------


def test_a_good_advertisement_is_a_game() -> None:
    assert parse() == OpenGame(
        name="Ana",
        address="192.168.1.20",
        port=45678,
        stars=24,
        play_again=True,
        version=1,
        key=KEY,
    )
    assert parse(with_value(b"again", b"0")).play_again is False  # type: ignore[union-attr]
    assert parse(with_value(b"name", "Ana ☆ अना".encode())).name == "Ana ☆ अना"  # type: ignore[union-attr]


def test_another_protocol_version_is_kept_for_the_caller_to_judge() -> None:
    game = parse(with_value(b"v", b"7"))
    assert game is not None and game.version == 7  # VERSION is 1


@pytest.mark.parametrize(
    "value",
    [b"2", b"0", str(MAX_STARS + 1).encode(), b"9999", b"", b"+24", b" 24", b"24 ", b"2_4",
     "٢٤".encode(), b"24.0", b"0x18", b"-24", b"1" * 500, None, b"\xff"],
)  # fmt: skip
def test_stars_out_of_range_or_not_plain_digits_are_refused(value: bytes | None) -> None:
    assert parse(with_value(b"stars", value)) is None


@pytest.mark.parametrize("value", [b"3", str(MAX_STARS).encode()])
def test_stars_at_the_limits_are_accepted(value: bytes) -> None:
    assert parse(with_value(b"stars", value)) is not None


@pytest.mark.parametrize(
    "value",
    [b"", b"   ", b"Ana\nBen", b"Ana\x00", b"\x1b[31mred", b"Ana\x7f", b"tab\there",
     "Ana\u202eneB".encode(), "Ana\u2028".encode(), "\ufeffAna".encode(),
     b"X" * (MAX_NAME + 1), "☆".encode() * (MAX_NAME + 1), b"\xff\xfe", b"\xc0\x80", None],
)  # fmt: skip
def test_hostile_names_are_refused(value: bytes | None) -> None:
    assert parse(with_value(b"name", value)) is None


def test_a_name_of_the_longest_length_is_accepted() -> None:
    assert parse(with_value(b"name", "☆".encode() * MAX_NAME)) is not None


@pytest.mark.parametrize("value", [b"", b"yes", b"true", b"2", b"01", None])
def test_play_again_is_1_or_0_only(value: bytes | None) -> None:
    assert parse(with_value(b"again", value)) is None


@pytest.mark.parametrize("value", [b"", b"x", b"-1", b"1.0", b"1001", b"99999999999", None])
def test_versions_that_are_no_small_number_are_refused(value: bytes | None) -> None:
    assert parse(with_value(b"v", value)) is None


@pytest.mark.parametrize("field", [b"v", b"stars", b"again", b"name"])
def test_a_missing_field_is_refused(field: bytes) -> None:
    assert parse({k: v for k, v in GOOD.items() if k != field}) is None


@pytest.mark.parametrize("port", [0, -1, 65536, 10**9, True])
def test_ports_out_of_range_are_refused(port: int) -> None:
    assert parse(port=port) is None


@pytest.mark.parametrize(
    "addresses",
    [[], ["not-an-ip"], ["0.0.0.0"], ["::"], ["224.0.0.251"], ["ff02::fb"], ["fe80::1"],
     ["1" * 1000], ["example.com"]],
)  # fmt: skip
def test_advertisements_without_a_usable_address_are_refused(addresses: list[str]) -> None:
    assert parse(addresses=addresses) is None


@pytest.mark.parametrize(
    ("addresses", "chosen"),
    [
        (["::1", "fe80::1", "2001:db8::1", "192.168.1.5"], "192.168.1.5"),
        (["127.0.0.1", "2001:db8::1"], "2001:db8::1"),
        (["bogus", "127.0.0.1"], "127.0.0.1"),
        (["2001:0db8:0000::0001"], "2001:db8::1"),
    ],
)
def test_the_address_chosen_is_a_routable_one_as_a_plain_literal(
    addresses: list[str], chosen: str
) -> None:
    game = parse(addresses=addresses)
    assert game is not None and game.address == chosen


@pytest.mark.parametrize(
    "key",
    [
        f"Ana.{SERVICE_TYPE}"[:-1],  # no final dot
        "Ana._other._tcp.local.",
        f".{SERVICE_TYPE}",
        f"{'x' * (MAX_LABEL + 1)}.{SERVICE_TYPE}",
        f"Ana\n.{SERVICE_TYPE}",
        SERVICE_TYPE,
    ],
)
def test_service_names_that_are_not_one_of_ours_are_refused(key: str) -> None:
    assert parse(key=key) is None


def test_unknown_txt_keys_are_ignored() -> None:
    assert parse({**GOOD, b"evil": b"\x00" * 100, b"": None}) is not None


# --- the advertiser, without starting it --------------------------------------------------------


def test_what_an_advertiser_would_send_is_read_back_as_the_same_game() -> None:
    advertiser = Advertiser("Ana", port=45678, stars=24, play_again=False)
    properties = {k.encode(): v.encode() for k, v in advertiser.properties().items()}
    assert properties[b"v"] == str(VERSION).encode()
    game = parse_game(advertiser.key, ["10.0.0.2"], advertiser.port, properties)
    assert game == OpenGame("Ana", "10.0.0.2", 45678, 24, False, VERSION, advertiser.key)


def test_an_advertisers_name_is_made_fit_to_be_sent() -> None:
    advertiser = Advertiser("A.n\na\u202e" + "☆" * 80, port=1, stars=3, play_again=True)
    # (cleaned as every name: the line break is a space, the bidi override goes)
    assert advertiser.name == "A.n a" + "☆" * (MAX_NAME - 5)
    instance = advertiser.key[: -len(SERVICE_TYPE) - 1]
    assert len(instance.encode()) <= MAX_LABEL and "." not in instance
    properties = {k.encode(): v.encode() for k, v in advertiser.properties().items()}
    assert parse_game(advertiser.key, ["10.0.0.2"], 1, properties) is not None
    assert Advertiser("\n", port=1, stars=3, play_again=True).name == "Triangles"


def test_two_advertisers_with_one_name_have_different_keys() -> None:
    keys = {Advertiser("Ana", port=1, stars=3, play_again=True).key for _ in range(20)}
    assert len(keys) > 1


@pytest.mark.parametrize(
    ("port", "stars", "addresses"),
    [(0, 24, None), (65536, 24, None), (1, 2, None), (1, MAX_STARS + 1, None), (1, 24, ["host"])],
)
def test_an_advertiser_refuses_what_it_could_not_announce(
    port: int, stars: int, addresses: list[str] | None
) -> None:
    with pytest.raises(ValueError):
        Advertiser("Ana", port=port, stars=stars, play_again=True, addresses=addresses)


def test_importing_discovery_imports_neither_zeroconf_nor_qt() -> None:
    probe = (
        "import sys, triangles_qt.net.discovery; "
        "print(sorted(m for m in ('zeroconf', 'PySide6') if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


# --- a real advertisement, in a private network namespace ---------------------------------------


def _netns_command() -> list[str]:
    """``unshare`` for a new network namespace (through a user namespace when not root)."""
    if shutil.which("unshare") is None:
        pytest.skip("no unshare: cannot make a private network namespace to advertise in")
    if shutil.which("ip") is None:
        pytest.skip("no ip (iproute2): cannot set up multicast on the namespace's lo")
    command = ["unshare", "--net"]
    if os.geteuid() != 0:
        command[1:1] = ["--user", "--map-root-user"]
    probe = subprocess.run([*command, "true"], capture_output=True, text=True, timeout=30)
    if probe.returncode != 0:
        pytest.skip(
            f"cannot make a network namespace ({' '.join(command)}): {probe.stderr.strip()}"
        )
    return command


@pytest.mark.slow
def test_an_advertised_game_is_found_and_lost_inside_a_private_network_namespace() -> None:
    command = _netns_command()
    ours = os.readlink("/proc/self/ns/net")
    path = [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(path)}
    done = subprocess.run(
        [*command, "--", sys.executable, str(HELPER), ours],
        capture_output=True,
        text=True,
        timeout=150,
        cwd=ROOT,
        env=env,
    )
    lines = done.stdout.strip().splitlines()
    assert lines, f"no report (exit {done.returncode}): {done.stderr[-3000:]}"
    report = json.loads(lines[-1])
    if not report["ok"] and report.get("skip"):
        pytest.skip(f"{report['reason']}: {report.get('detail')}")
    assert report["ok"], report
    assert done.returncode == 0, done.stderr[-3000:]
    # Where it ran: elsewhere than this process, with nothing but lo.
    assert report["netns"] != ours
    assert report["interfaces"] == ["lo"]

    assert report["error"] is None and report["registered"]
    assert report["found_at"] is not None, report["changes"]
    assert report["game"] == {
        "name": "Ana ☆",
        "address": "127.0.0.1",  # the namespace has no other address to announce
        "port": 45678,
        "stars": 24,
        "play_again": True,
        "version": VERSION,
        "key": report["key"],
    }
    # The hostile advertisements went out with "Control", which was listed; they were not.
    assert sorted(report["listed"]) == ["Ana ☆", "Control"]
    assert report["control"]["version"] == 2 and report["control"]["play_again"] is False
    assert report["gone_at"] is not None, report["changes"]
    # start() and stop() leave the network to the advertiser's own thread (the seconds each
    # took are in the report, as figures): registering and withdrawing never ran on the
    # caller's thread, which only started and stopped it.
    assert report["network_threads"], "the advertiser never registered"
    assert report["caller"] not in report["network_threads"], report["network_threads"]
    assert report["threads_left"] == []
