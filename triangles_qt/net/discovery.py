"""Finding network games on the local network with DNS-SD over mDNS (``zeroconf``; Qt-free).

A host that waits for a player *advertises* its game (:class:`Advertiser`):
a DNS-SD service of type :data:`SERVICE_TYPE` whose TXT record carries the
protocol version, the number of stars, the play-again rule and the host's
player name. A device that wants to join *browses* for that type
(:class:`Browser`) and is handed the list of :class:`OpenGame` each time it
changes, so the Join part of the New Game window can show it. The game code
is never advertised: finding a game only saves typing an address, it lets
nobody in (docs/network.md).

Everything that arrives from the network is a stranger's: :func:`parse_game`
checks every field (lengths, characters, ranges) and drops an entry that
fails, and the list is capped at :data:`MAX_GAMES`, so a hostile device can
neither crash the list nor fill it with junk names or grow it without bound.

Threads: zeroconf runs its own event-loop thread and a thread per browser.
:meth:`Advertiser.start` and :meth:`Advertiser.stop` hand the slow parts
(probing for a name conflict takes 1-2 seconds, saying goodbye about as long)
to a thread of their own and return at once; :class:`Browser` resolves
services on a small worker pool and calls ``on_change`` from there. Nothing
here touches Qt: the caller relays ``on_change`` to its UI thread.

``zeroconf`` is imported only when an advertiser or a browser starts, so
importing this module (for :func:`parse_game`, or by the app at start-up)
costs nothing and opens no socket.
"""

from __future__ import annotations

import contextlib
import ipaddress
import logging
import re
import secrets
import threading
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from triangles_qt.clean_text import clean_name, is_clean
from triangles_qt.model import MAX_STARS
from triangles_qt.net.protocol import MAX_NAME, VERSION

if TYPE_CHECKING:
    from zeroconf import ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

__all__ = [
    "MAX_GAMES",
    "SERVICE_TYPE",
    "Advertiser",
    "Browser",
    "OpenGame",
    "parse_game",
]

log = logging.getLogger(__name__)

#: The DNS-SD service type of an open game (RFC 6763: at most 15 characters before ``._tcp``).
SERVICE_TYPE: Final = "_triangles-qt._tcp.local."
#: The most games a browser lists; more from one network is an attack or a fair.
MAX_GAMES: Final = 50
#: The most service names a browser keeps track of (listed or being resolved).
MAX_TRACKED: Final = 4 * MAX_GAMES
#: The fewest stars a game has (the board needs a triangle).
MIN_STARS: Final = 3
#: The longest DNS label, in bytes (RFC 1035): the limit of an instance name.
MAX_LABEL: Final = 63
#: The longest TXT value read, in bytes: a name of MAX_NAME characters of up to 4 bytes each.
MAX_TXT_VALUE: Final = 4 * MAX_NAME
#: How long one service's details may take to arrive, in milliseconds.
RESOLVE_TIMEOUT_MS: Final = 3000

_DIGITS = re.compile(r"[0-9]{1,5}")
#: Characters that reorder or hide text: a name with one could pass for another's.


@dataclass(frozen=True)
class OpenGame:
    """A game waiting for a player, as one advertisement on the network described it.

    ``key`` is the service instance's full name: unique on the network, so a
    list can tell two hosts with the same player name apart. ``version`` is
    the host's protocol version, kept even when it is not ours so the list
    can show the game as "another version" instead of hiding it.
    """

    name: str
    address: str
    port: int
    stars: int
    play_again: bool
    version: int
    key: str


# --- checking what the network says -------------------------------------------------------------


def _clean_text(value: str) -> bool:
    """True when ``value`` has no control, line-breaking or bidi-reordering character
    (the characters :mod:`triangles_qt.clean_text` takes out of every name from outside:
    an advertisement that carries one is refused whole)."""
    return is_clean(value)


def _txt(properties: Mapping[bytes, bytes | None], key: bytes) -> str | None:
    """The TXT value of ``key`` as text, or None when absent, too long or not UTF-8."""
    raw = properties.get(key)
    if not isinstance(raw, bytes) or len(raw) > MAX_TXT_VALUE:
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _number(
    properties: Mapping[bytes, bytes | None], key: bytes, low: int, high: int
) -> int | None:
    """The TXT value of ``key`` as a decimal in low..high, or None.

    Only ASCII digits: ``int()`` would also take ``" 7"``, ``"+7"``, ``"1_0"``
    and digits of other scripts, none of which a host of ours sends.
    """
    text = _txt(properties, key)
    if text is None or not _DIGITS.fullmatch(text):
        return None
    number = int(text)
    return number if low <= number <= high else None


def _pick_address(addresses: Sequence[str]) -> str | None:
    """The address to connect to: a routable IPv4 first, then IPv6, loopback last.

    A link-local IPv6 address is useless without its interface, and an
    unspecified or multicast one is no host at all, so those are skipped.
    """
    ranked: list[tuple[int, str]] = []
    for text in addresses[:16]:
        if not isinstance(text, str) or len(text) > 45:
            continue
        try:
            ip = ipaddress.ip_address(text)
        except ValueError:
            continue
        if ip.is_unspecified or ip.is_multicast or (ip.version == 6 and ip.is_link_local):
            continue
        rank = 2 if ip.is_loopback else (0 if ip.version == 4 else 1)
        ranked.append((rank, str(ip)))
    return min(ranked)[1] if ranked else None


def _check_key(key: str) -> bool:
    """True when ``key`` is ``<instance>.`` + SERVICE_TYPE with a sane instance label."""
    if not isinstance(key, str) or not key.lower().endswith("." + SERVICE_TYPE):
        return False
    instance = key[: -len(SERVICE_TYPE) - 1]
    return 0 < len(instance.encode("utf-8")) <= MAX_LABEL and _clean_text(instance)


def parse_game(
    key: str, addresses: Sequence[str], port: int, properties: Mapping[bytes, bytes | None]
) -> OpenGame | None:
    """The :class:`OpenGame` an advertisement describes, or None when any part of it is wrong.

    ``key`` is the service's full name, ``addresses`` its IP addresses as
    text, ``port`` its SRV port and ``properties`` its raw TXT record. This
    is the one place where network data becomes a game in the list, kept
    free of sockets so it can be tested with hostile values directly.
    """
    if not _check_key(key):
        return None
    if not isinstance(port, int) or isinstance(port, bool) or not 1 <= port <= 65535:
        return None
    address = _pick_address(addresses)
    version = _number(properties, b"v", 0, 1000)
    stars = _number(properties, b"stars", MIN_STARS, MAX_STARS)
    again = _txt(properties, b"again")
    name = _txt(properties, b"name")
    if address is None or version is None or stars is None or again not in ("0", "1"):
        return None
    if name is None or not 0 < len(name) <= MAX_NAME or not _clean_text(name) or not name.strip():
        return None
    return OpenGame(
        name=name,
        address=address,
        port=port,
        stars=stars,
        play_again=again == "1",
        version=version,
        key=key,
    )


def _sort_key(game: OpenGame) -> tuple[str, str]:
    return (game.name.casefold(), game.key)


# --- advertising --------------------------------------------------------------------------------


def _instance_label(name: str) -> str:
    """``name`` plus 4 random hex digits, as a DNS-SD instance label of at most 63 bytes.

    The random part keeps two hosts called "Ana" apart without waiting for
    zeroconf's conflict renaming; dots and unprintable characters are
    replaced because the label is part of a DNS name (the shown name is in
    the TXT record, untouched).
    """
    tag = secrets.token_hex(2)
    safe = "".join(ch if ch.isprintable() and ch != "." else "_" for ch in name).strip()
    safe = safe or "Triangles"
    budget = MAX_LABEL - len(tag) - 1
    while len(safe.encode("utf-8")) > budget:
        safe = safe[:-1]
    return f"{safe} {tag}"


def _local_addresses() -> list[str]:
    """This device's IPv4 addresses, loopback and link-local ones left out.

    When there is none (no network, or a test's private namespace with only
    ``lo``), loopback: the game can then still be found from this device.
    """
    import ifaddr  # zeroconf's own dependency, imported late like zeroconf

    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if not isinstance(ip.ip, str):  # an IPv6 address is a tuple
                continue
            parsed = ipaddress.ip_address(ip.ip)
            if not (parsed.is_loopback or parsed.is_link_local) and ip.ip not in found:
                found.append(ip.ip)
    return found or ["127.0.0.1"]


class Advertiser:
    """Announces one open game on the local network until :meth:`stop`.

    ``name`` is the host's player name (shown to others), ``port`` the TCP
    port the game listens on, ``addresses`` the IP addresses to announce
    (default: this device's IPv4 addresses). One thread does the whole life
    of the advertisement, register, wait, unregister, close, so neither
    :meth:`start` nor :meth:`stop` waits for the network. A failure (no
    multicast, say) is logged and kept in :attr:`error`; the game can still
    be joined by address.
    """

    def __init__(
        self,
        name: str,
        port: int,
        stars: int,
        play_again: bool,
        addresses: list[str] | None = None,
    ) -> None:
        if not 1 <= port <= 65535:
            raise ValueError(f"not a port: {port}")
        if not MIN_STARS <= stars <= MAX_STARS:
            raise ValueError(f"not a number of stars: {stars}")
        for text in addresses or []:
            ipaddress.ip_address(text)  # raises ValueError for anything but an IP literal
        shown = clean_name(name, MAX_NAME)
        self.name: Final = shown or "Triangles"
        self.port: Final = port
        self.stars: Final = stars
        self.play_again: Final = play_again
        self._addresses = list(addresses) if addresses is not None else None
        self._label = _instance_label(self.name)
        #: The service's full name once registered (zeroconf may rename it on a conflict).
        self.key: str = f"{self._label}.{SERVICE_TYPE}"
        #: What went wrong on the advertising thread, if anything.
        self.error: BaseException | None = None
        self.registered = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def properties(self) -> dict[str, str]:
        """The TXT record: what a browser needs to list the game, and nothing secret."""
        return {
            "v": str(VERSION),
            "stars": str(self.stars),
            "again": "1" if self.play_again else "0",
            "name": self.name,
        }

    def start(self) -> None:
        """Start advertising; returns at once (the registration runs on a thread)."""
        if self._thread is not None:
            raise RuntimeError("an Advertiser starts once")
        self._thread = threading.Thread(target=self._run, name="triangles-advertiser", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Withdraw the game and close; returns at once (the goodbye is sent on the thread)."""
        self.close(wait=False)

    def close(self, wait: bool = True, timeout: float = 10.0) -> None:
        """Withdraw the game and close; with ``wait``, until the goodbye is out (or ``timeout``)."""
        self._stop.set()
        if wait and self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout)

    def _run(self) -> None:
        """The advertisement's whole life, on its own thread."""
        from zeroconf import IPVersion, ServiceInfo, Zeroconf

        zc: Zeroconf | None = None
        info: ServiceInfo | None = None
        try:
            addresses = self._addresses if self._addresses is not None else _local_addresses()
            # mDNS over IPv4 only: IPv6 multicast adds nothing for a LAN game and
            # fails where IPv6 is off; IPv6 addresses may still be announced.
            zc = Zeroconf(ip_version=IPVersion.V4Only)
            info = ServiceInfo(
                SERVICE_TYPE,
                self.key,
                port=self.port,
                properties=self.properties(),
                server=f"triangles-{secrets.token_hex(4)}.local.",
                parsed_addresses=addresses,
            )
            if not self._stop.is_set():
                zc.register_service(info, allow_name_change=True)
                self.key = info.name
                self.registered.set()
                log.debug("advertising %s on %s port %d", info.name, addresses, self.port)
            self._stop.wait()
        except Exception as error:  # the game goes on without being found
            self.error = error
            log.warning("cannot advertise the game: %s", error)
        finally:
            if zc is not None:
                try:
                    if info is not None and self.registered.is_set():
                        zc.unregister_service(info)
                finally:
                    zc.close()


# --- browsing -----------------------------------------------------------------------------------


class Browser:
    """Watches the local network for open games and reports the list whenever it changes.

    ``on_change`` gets the whole sorted list (at most :data:`MAX_GAMES`) and
    is called from a worker thread, never the caller's: a Qt adapter relays
    it with a queued signal. Services are resolved on a pool of two workers
    so a slow or lying device delays only its own entry.
    """

    def __init__(self, on_change: Callable[[list[OpenGame]], None]) -> None:
        self._on_change = on_change
        self._lock = threading.Lock()
        self._notify_lock = threading.RLock()  # close() may be called from on_change
        self._tracked: dict[str, int] = {}  # lower-case name -> generation of its last event
        self._games: dict[str, OpenGame] = {}
        self._generation = 0
        self._delivered: list[OpenGame] | None = None
        self._closed = False
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="triangles-browser")

    def start(self) -> None:
        """Start browsing (opens the mDNS sockets: quick, but raises OSError without a network)."""
        from zeroconf import IPVersion, ServiceBrowser, Zeroconf

        if self._zc is not None:
            raise RuntimeError("a Browser starts once")
        self._zc = Zeroconf(ip_version=IPVersion.V4Only)
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._on_service])

    def games(self) -> list[OpenGame]:
        """The open games now, sorted by name."""
        with self._lock:
            return sorted(self._games.values(), key=_sort_key)

    def close(self, wait: bool = False) -> None:
        """Stop browsing: no ``on_change`` after this returns, except one already running.

        With ``wait``, also wait for the workers (not from inside ``on_change``).
        """
        with self._lock:
            self._closed = True
        with self._notify_lock:  # a running on_change finishes before close returns
            pass
        if self._browser is not None:
            self._browser.cancel()
        if self._zc is not None:
            self._zc.close()
        self._pool.shutdown(wait=wait, cancel_futures=True)

    def _on_service(
        self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        """zeroconf's browser thread: note the event, resolve on a worker."""
        from zeroconf import ServiceStateChange

        if service_type != SERVICE_TYPE or not isinstance(name, str) or len(name) > 255:
            return
        folded = name.lower()
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._tracked.pop(folded, None)
                changed = self._games.pop(folded, None) is not None
            if changed:
                self._notify()
            return
        with self._lock:
            if self._closed or (folded not in self._tracked and len(self._tracked) >= MAX_TRACKED):
                return
            self._generation += 1
            self._tracked[folded] = generation = self._generation
        with contextlib.suppress(RuntimeError):  # the pool is shut down: closing
            self._pool.submit(self._resolve, zeroconf, name, generation)

    def _resolve(self, zeroconf: Zeroconf, name: str, generation: int) -> None:
        """A worker: fetch the service's details, check them, update the list."""
        try:
            info = zeroconf.get_service_info(SERVICE_TYPE, name, timeout=RESOLVE_TIMEOUT_MS)
            game = _game_from_info(info) if info is not None else None
        except Exception as error:  # closing, or a record zeroconf could not make sense of
            log.debug("cannot resolve %r: %s", name, error)
            game = None
        folded = name.lower()
        with self._lock:
            if self._closed or self._tracked.get(folded) != generation:
                return  # removed meanwhile, or a newer event is being resolved
            before = self._games.get(folded)
            if game is None:
                self._games.pop(folded, None)
                # Forgotten, so junk names cannot use up the tracking places of real games.
                self._tracked.pop(folded, None)
            elif folded in self._games or len(self._games) < MAX_GAMES:
                self._games[folded] = game
            if self._games.get(folded) == before:
                return
        self._notify()

    def _notify(self) -> None:
        """Hand the current list to ``on_change`` if it differs from the last one handed.

        The list is taken under the notify lock, so two workers finishing
        together cannot deliver an older list after a newer one.
        """
        with self._notify_lock:
            with self._lock:
                if self._closed:
                    return
                games = sorted(self._games.values(), key=_sort_key)
            if games == self._delivered:
                return
            self._delivered = games
            try:
                self._on_change(list(games))
            except Exception:
                log.exception("on_change failed")


def _game_from_info(info: ServiceInfo) -> OpenGame | None:
    """:func:`parse_game` on what zeroconf resolved."""
    port = info.port
    if port is None:
        return None
    return parse_game(info.name, info.parsed_addresses(), port, info.properties)
