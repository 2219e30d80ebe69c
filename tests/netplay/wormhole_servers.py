"""A rendezvous (mailbox) server and a transit relay of the tests' own, on loopback.

The same servers the public ones run (PyPI's magic-wormhole-mailbox-server and
magic-wormhole-transit-relay), started with ``python -m twisted`` on free
loopback ports, with their state in a temporary folder. No test talks to a
public server.
"""

from __future__ import annotations

import contextlib
import socket
import subprocess
import sys
import time
from pathlib import Path
from types import TracebackType


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_for_port(port: int, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 120  # (a loaded machine starts Twisted slowly)
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"a server stopped at once: {log.read_text()[-2000:]}")
        with socket.socket() as probe, contextlib.suppress(OSError):
            probe.settimeout(1)
            probe.connect(("127.0.0.1", port))
            return
        time.sleep(0.1)
    raise RuntimeError(f"a server did not listen on {port}: {log.read_text()[-2000:]}")


class LocalServers:
    """``with LocalServers(folder) as servers:`` ``servers.rendezvous``, ``servers.relay``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.processes: list[subprocess.Popen[bytes]] = []
        self.mailbox_port = 0
        self.relay_port = 0

    @property
    def rendezvous(self) -> str:
        return f"ws://127.0.0.1:{self.mailbox_port}/v1"

    @property
    def relay(self) -> str:
        return f"tcp:127.0.0.1:{self.relay_port}"

    def args(self) -> list[str]:
        return ["--rendezvous", self.rendezvous, "--relay", self.relay]

    def start(self) -> LocalServers:
        self.folder.mkdir(parents=True, exist_ok=True)
        self.mailbox_port = self.mailbox_port or free_port()
        self.relay_port = self.relay_port or free_port()
        for name, extra in (
            ("wormhole-mailbox", ["--port", f"tcp:{self.mailbox_port}:interface=127.0.0.1",
                                  "--channel-db", str(self.folder / "mailbox.sqlite")]),
            ("transitrelay", ["--port", f"tcp:{self.relay_port}:interface=127.0.0.1"]),
        ):  # fmt: skip
            log = self.folder / f"{name}.log"
            with log.open("ab") as output:  # (the child keeps its own copy)
                process = subprocess.Popen(
                    [sys.executable, "-m", "twisted", name, *extra],
                    stdout=output,
                    stderr=subprocess.STDOUT,
                    cwd=self.folder,
                )
            self.processes.append(process)
            port = self.mailbox_port if name == "wormhole-mailbox" else self.relay_port
            wait_for_port(port, process, log)
        return self

    def stop(self) -> None:
        for process in self.processes:
            process.kill()
            process.wait(timeout=30)
        self.processes.clear()

    def __enter__(self) -> LocalServers:
        return self.start()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()
