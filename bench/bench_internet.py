"""Internet games in network namespaces: time to connect, a line's way across, a cut survived.

    sudo python bench/bench_internet.py [--tries 10]

Needs what tests/netplay/internet_lab.py needs (root, ``ip netns``, a masquerade
tool); the rendezvous and the relay run on the lab's public host, one player
in each home. Every figure is read by this process from the two players'
standard output (``python -m triangles_qt.net``), each line stamped with
``time.monotonic()`` as it arrives (one clock for every namespace).

**Connect** (the goal: the board on both sides within 10 s of the friend typing
the code, in 9 tries of 10): from starting ``join --internet CODE`` (the code
typed; the joiner's process start, about a second, included) to the later of
the two ``joined:`` lines (the game's own handshake done: the board is shown).
Behind two NATs (through the relay), and routed to each other (directly; no
relay answers, so the direct way is the one measured).

**A line across** (the goal: painted on the other side within 100 ms over the
local relay): for each of the host's lines, from its ``move N: … (easy)`` (the
line sent) to the joiner's ``move N: … (the other side)`` (the line arrived and
played into the joiner's game); the app paints it after that in one frame
(``bench/bench_view.py``: input to painted line).

**A 30 s cut**: the joiner's network cut for 30 s at move 6; from the restore
to the next line the joiner receives, and the game's end (both digests equal).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.netplay.internet_lab import InternetLab, Node  # noqa: E402
from tests.netplay.test_internet import Run  # noqa: E402


class StampedRun(Run):
    """A player whose lines are kept with the moment they arrived."""

    def __init__(self, *args: str, launch: object) -> None:
        self.stamps: list[tuple[float, str]] = []
        super().__init__(*args, launch=launch)  # type: ignore[arg-type]

    def _read(self) -> None:
        assert self.process.stdout is not None
        with self.process.stdout as output:
            for line in output:
                self.stamps.append((time.monotonic(), line.rstrip("\n")))
                self.lines.put(line.rstrip("\n"))
        self.lines.put("")

    def first(self, starting: str) -> float:
        return next(at for at, line in self.stamps if line.startswith(starting))


def one_game(lab: InternetLab, relay: str, stars: int, seed: int) -> tuple[float, StampedRun,
                                                                          StampedRun]:  # fmt: skip
    servers = ("--rendezvous", lab.rendezvous_url, "--relay", relay)
    host = StampedRun("host", "--internet", *servers, "--stars", str(stars), "--seed", str(seed),
                      "--time-limit", "0.05", launch=partial(lab.popen, Node.A))  # fmt: skip
    code = host.next_code()
    typed = time.monotonic()
    joiner = StampedRun("join", "--internet", code, *servers, "--time-limit", "0.05",
                        launch=partial(lab.popen, Node.B))  # fmt: skip
    results = host.result(), joiner.result()
    assert all(result["games"] == 1 for result in results), results
    assert results[0]["digest"] == results[1]["digest"]
    return typed, host, joiner


def connect_times(lab: InternetLab, relay: str, tries: int) -> list[float]:
    times = []
    for number in range(tries):
        typed, host, joiner = one_game(lab, relay, 24, 100 + number)
        times.append(max(host.first("joined:"), joiner.first("joined:")) - typed)
    return times


def line_times(host: StampedRun, joiner: StampedRun) -> list[float]:
    sent = {line.split(":")[0]: at for at, line in host.stamps
            if line.startswith("move ") and line.endswith("(easy)")}  # fmt: skip
    arrived = [(at, line.split(":")[0]) for at, line in joiner.stamps
               if line.startswith("move ") and "(the other side)" in line]  # fmt: skip
    return [at - sent[move] for at, move in arrived if move in sent]


def describe(label: str, seconds: list[float], goal_s: float) -> None:
    within = sum(1 for value in seconds if value <= goal_s)
    print(f"  {label:<44} median {statistics.median(seconds):6.3f} s  "
          f"worst {max(seconds):6.3f} s  within {goal_s:g} s: {within}/{len(seconds)}")  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tries", type=int, default=10, help="games per way of connecting")
    args = parser.parse_args()
    reason = InternetLab.available()
    if reason is not None:
        print(f"cannot run: {reason}")
        return 1
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    with InternetLab(nat=True) as lab:
        lab.start_servers()
        print("connect: from typing the code to the board on both sides")
        describe("behind two NATs, through the relay", connect_times(lab, lab.relay_url,
                                                                     args.tries), 10.0)  # fmt: skip
        _typed, host, joiner = one_game(lab, lab.relay_url, 120, 7)
        lines = line_times(host, joiner)
        print("a line across, through the local relay (a 120-star game)")
        describe(f"{len(lines)} lines of the host's", lines, 0.1)
        print(f"  p90 {statistics.quantiles(lines, n=10)[-1] * 1000:.1f} ms")
        servers = ("--rendezvous", lab.rendezvous_url, "--relay", lab.relay_url)
        wait = ("--wait", "300", "--time-limit", "0.05")
        host = StampedRun("host", "--internet", *servers, "--stars", "60", *wait,
                          launch=partial(lab.popen, Node.A))  # fmt: skip
        code = host.next_code()
        joiner = StampedRun("join", "--internet", code, *servers, *wait,
                            launch=partial(lab.popen, Node.B))  # fmt: skip
        joiner.next_line("move 6:")
        lab.cut(Node.B)
        time.sleep(30)
        lab.restore(Node.B)
        restored = time.monotonic()
        results = host.result(), joiner.result()
        finished = all(result["games"] == 1 for result in results)
        same = results[0]["digest"] == results[1]["digest"]
        later = [at for at, line in joiner.stamps if at > restored and line.startswith("move ")]
        print("a 30 s cut of the joiner's network at move 6")
        print(f"  first line after the restore: {later[0] - restored:.1f} s; finished: "
              f"{finished}, digests equal: {same}")  # fmt: skip
    with InternetLab(nat=False) as lab:
        lab.start_servers()
        nobody = f"tcp:{lab.service_address}:4009"
        print("connect: players routed to each other (no relay answers)")
        describe("directly", connect_times(lab, nobody, args.tries), 10.0)
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
