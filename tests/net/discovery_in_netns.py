"""Advertise and browse for a game, inside a private network namespace (run by test_discovery).

Run as ``python discovery_in_netns.py <the parent's /proc/self/ns/net>``
under ``unshare --net``. It refuses to touch the network unless it is in a
namespace other than its parent's and that namespace has no interface but
``lo``, so nothing it multicasts can reach a real network. It then brings
``lo`` up with multicast, starts a :class:`Browser`, an :class:`Advertiser`
and a hostile advertisement, and prints one JSON object: what the browser
saw, and when. Importing this file does nothing (pytest's doctest
collection imports it).
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
from typing import Any

FIND_TIMEOUT = 20.0
GONE_TIMEOUT = 20.0


def _fail(reason: str, **more: Any) -> int:
    """Say why nothing was tried (``skip``: the machine lacks something, not the code)."""
    print(json.dumps({"ok": False, "reason": reason, **more}), flush=True)
    return 3


def _setup_loopback() -> None:
    """``lo`` up, with multicast and a route for 224.0.0.0/4: mDNS then loops back to us."""
    for command in (
        ["ip", "link", "set", "lo", "up"],
        ["ip", "link", "set", "lo", "multicast", "on"],
        ["ip", "route", "add", "224.0.0.0/4", "dev", "lo"],
    ):
        subprocess.run(command, check=True, capture_output=True, timeout=10)


def _hostile(stop: threading.Event, registered: threading.Event) -> None:
    """Advertise games no browser may list (stars out of range, a newline in a name, ...).

    And one it must list, "Control", with another protocol version: as it is
    sent by the same responder at the same time, its being listed shows the
    hostile ones reached the browser too (and were refused, not missed).
    """
    from zeroconf import IPVersion, ServiceInfo, Zeroconf

    from triangles_qt.net.discovery import SERVICE_TYPE

    zc = Zeroconf(ip_version=IPVersion.V4Only)
    bad = [
        {"v": "1", "stars": "9999", "again": "1", "name": "Many"},
        {"v": "1", "stars": "24", "again": "1", "name": "Evil\nName"},
        {"v": "1", "stars": "24", "again": "maybe", "name": "Unsure"},
        {"v": "1", "stars": "24", "again": "1", "name": "X" * 200},
        {"v": "+1", "stars": "24", "again": "1", "name": "Plus"},
        {"v": "2", "stars": "30", "again": "0", "name": "Control"},
    ]
    infos = [
        ServiceInfo(
            SERVICE_TYPE,
            f"hostile {i}.{SERVICE_TYPE}",
            port=4000 + i,
            properties=properties,
            server="hostile.local.",
            parsed_addresses=["127.0.0.1"],
        )
        for i, properties in enumerate(bad)
    ]
    try:
        # One at a time, each registration probes for about 1.6 s: all at once instead.
        threads = [threading.Thread(target=zc.register_service, args=(i,)) for i in infos]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        registered.set()
        stop.wait()
    finally:
        zc.close()


def main(parent_netns: str) -> int:
    own = os.readlink("/proc/self/ns/net")
    if own == parent_netns:
        return _fail("not in a network namespace of its own", netns=own)
    interfaces = sorted(name for _, name in socket.if_nameindex())
    if interfaces != ["lo"]:
        return _fail("the namespace has interfaces besides lo", interfaces=interfaces)
    try:
        _setup_loopback()
    except (OSError, subprocess.SubprocessError) as error:
        return _fail("cannot set up multicast on lo", skip=True, detail=repr(error))

    import zeroconf

    from triangles_qt.net.discovery import Advertiser, Browser, OpenGame

    # Which threads talk to the network for the advertiser: never the caller's.
    network_threads: list[str] = []
    for method in ("register_service", "unregister_service"):
        original = getattr(zeroconf.Zeroconf, method)

        def watched(self: Any, *args: Any, _original: Any = original, **kwargs: Any) -> Any:
            network_threads.append(threading.current_thread().name)
            return _original(self, *args, **kwargs)

        setattr(zeroconf.Zeroconf, method, watched)

    t0 = time.monotonic()
    changes: list[tuple[float, list[OpenGame]]] = []
    changed = threading.Condition()

    def on_change(games: list[OpenGame]) -> None:
        with changed:
            changes.append((time.monotonic() - t0, games))
            changed.notify_all()

    def wait_for(predicate: Any, timeout: float) -> float | None:
        deadline = time.monotonic() + timeout
        with changed:
            while True:
                if changes and predicate(changes[-1][1]):
                    return time.monotonic() - t0
                left = deadline - time.monotonic()
                if left <= 0:
                    return None
                changed.wait(left)

    threads_before = {t.name for t in threading.enumerate()}
    stop_hostile, hostile_registered = threading.Event(), threading.Event()
    hostile = threading.Thread(target=_hostile, args=(stop_hostile, hostile_registered))
    hostile.start()

    browser = Browser(on_change)
    started = time.monotonic()
    browser.start()
    browser_start = time.monotonic() - started

    advertiser = Advertiser("Ana ☆", port=45678, stars=24, play_again=True)
    started = time.monotonic()
    advertiser.start()
    advertiser_start = time.monotonic() - started
    registered = advertiser.registered.wait(FIND_TIMEOUT)
    registered_at = time.monotonic() - t0
    key = advertiser.key

    found_at = wait_for(lambda games: any(g.key == key for g in games), FIND_TIMEOUT)
    hostile_registered.wait(FIND_TIMEOUT)
    time.sleep(1.0)  # let the hostile ones be resolved too, if they were going to be
    found = [g for g in browser.games() if g.key == key]
    listed = browser.games()
    control = [g for g in listed if g.name == "Control"]

    started = time.monotonic()
    stop_at = started - t0
    advertiser.stop()
    advertiser_stop = time.monotonic() - started
    gone_at = wait_for(lambda games: all(g.key != key for g in games), GONE_TIMEOUT)
    advertiser.close(wait=True)
    stop_hostile.set()
    hostile.join(10)

    started = time.monotonic()
    browser.close(wait=True)
    browser_close = time.monotonic() - started
    time.sleep(0.5)
    left = sorted(t.name for t in threading.enumerate() if t.name not in threads_before)

    game = found[0] if found else None
    print(
        json.dumps(
            {
                "ok": True,
                "netns": own,
                "interfaces": interfaces,
                "zeroconf": zeroconf.__version__,
                "error": repr(advertiser.error) if advertiser.error else None,
                "registered": registered,
                "registered_at": registered_at,
                "key": key,
                "found_at": found_at,
                "game": game.__dict__ if game else None,
                "listed": [g.name for g in listed],
                "control": control[0].__dict__ if control else None,
                "stop_at": stop_at,
                "gone_at": gone_at,
                "changes": [[at, [g.name for g in games]] for at, games in changes],
                "browser_start": browser_start,
                "advertiser_start": advertiser_start,
                "advertiser_stop": advertiser_stop,
                "browser_close": browser_close,
                "threads_left": left,
                "caller": threading.current_thread().name,
                "network_threads": network_threads,
            }
        ),
        flush=True,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
