"""A network game's save keeps its way back to the other device, checked like everything else.

A save is read from disk at start, so the rendezvous (role, address, port,
code; or an internet game's keys and servers) is checked value by value: a
save whose rendezvous would make the restarted app listen or connect
somewhere odd is not used at all.
"""

from __future__ import annotations

import json
from hashlib import sha256
from pathlib import Path

import pytest

from triangles_qt.internet.keys import GameKeys, derive
from triangles_qt.internet.servers import (
    PUBLIC_RELAY,
    PUBLIC_RENDEZVOUS,
    Servers,
    relay_problem,
    rendezvous_problem,
)
from triangles_qt.model import Board, Game, save_game
from triangles_qt.session import (
    GameSetup,
    InternetWay,
    Rendezvous,
    Role,
    SavedGame,
    Seat,
    SetAside,
)
from triangles_qt.session.files import Files
from triangles_qt.session.saves import read_save

NETWORK_SEATS = (Seat("Ana"), Seat("Ben", remote=True))


def setup_with(
    rendezvous: Rendezvous | None, seats: tuple[Seat, Seat] = NETWORK_SEATS
) -> GameSetup:
    return GameSetup(seats, n_stars=24, layout="phone", seed=4, rendezvous=rendezvous)


@pytest.mark.parametrize("role", list(Role))
def test_a_rendezvous_comes_back_from_a_save_as_it_went(role: Role, tmp_path: Path) -> None:
    meeting = Rendezvous(role, "192.168.1.20", 47123, "KX4TQ7")
    setup = setup_with(meeting)
    game = Game(Board.generate(24, 4))
    game.play(*game.legal_moves()[0])
    path = tmp_path / "autosave.json"
    path.write_text(save_game(game, setup.to_extra()))
    saved = read_save(path, Files())
    assert isinstance(saved, SavedGame)
    assert saved.setup == setup and saved.setup.rendezvous == meeting
    assert saved.setup.local_player == 0 and not saved.finished


def test_a_game_without_a_rendezvous_saves_as_before() -> None:
    extra = setup_with(None, (Seat("Ana"), Seat("Ben"))).to_extra()
    assert "rendezvous" not in extra["setup"]
    assert GameSetup.from_extra(json.loads(json.dumps(extra))) is not None


GOOD = {"role": "host", "address": "10.0.0.2", "port": 47123, "code": "KX4TQ7"}


@pytest.mark.parametrize(
    "change",
    [
        {"role": "server"},
        {"role": None},
        {"port": 70000},
        {"port": -1},
        {"port": "47123"},
        {"port": True},
        {"address": ""},
        {"address": "a" * 300},
        {"address": "10.0.0.2\n"},
        {"address": "host name"},
        {"address": 7},
        {"code": "../../etc"},
        {"code": "K" * 40},
        {"code": ""},
        {"code": "KX4\u202eTQ7"},
    ],
    ids=repr,
)
def test_an_odd_rendezvous_makes_the_setup_unusable(change: dict[str, object]) -> None:
    extra = setup_with(None).to_extra()
    extra["setup"]["rendezvous"] = {**GOOD, **change}
    assert GameSetup.from_extra(extra) is None


def test_a_rendezvous_missing_a_field_or_not_an_object_is_refused() -> None:
    for meeting in ({k: v for k, v in GOOD.items() if k != "code"}, "host", [1, 2]):
        extra = setup_with(None).to_extra()
        extra["setup"]["rendezvous"] = meeting
        assert GameSetup.from_extra(extra) is None


def test_a_rendezvous_in_a_game_with_no_remote_seat_is_refused(tmp_path: Path) -> None:
    extra = setup_with(None, (Seat("Ana"), Seat("Ben"))).to_extra()
    extra["setup"]["rendezvous"] = GOOD
    assert GameSetup.from_extra(extra) is None
    path = tmp_path / "autosave.json"
    path.write_text(save_game(Game(Board.generate(24, 4)), extra))
    aside = read_save(path, Files())
    assert isinstance(aside, SetAside) and aside.reason == "no_setup"


# -- internet games: the keys of the first meeting and the servers, instead of an address --------

KEYS = derive(lambda purpose, length: sha256(purpose.encode()).digest()[:length])
SERVERS = Servers("ws://mailbox.example.org:4000/v1", "tcp:relay.example.org:4001")
INTERNET = {
    "game_code": KEYS.game_code,
    "return_code": KEYS.return_code,
    "rendezvous": SERVERS.rendezvous,
    "relay": SERVERS.relay,
}
WAY = InternetWay(**INTERNET)


@pytest.mark.parametrize("role", list(Role))
def test_an_internet_game_s_way_back_comes_back_from_a_save_as_it_went(
    role: Role, tmp_path: Path
) -> None:
    meeting = Rendezvous.over_internet(role, WAY)
    assert meeting.internet == WAY and not meeting.address
    setup = setup_with(meeting)
    extra = setup.to_extra()
    # No address, port or code: an older version refuses the save instead of connecting
    # somewhere on the local network.
    assert extra["setup"]["rendezvous"] == {"role": role.value, "internet": INTERNET}
    game = Game(Board.generate(24, 4))
    game.play(*game.legal_moves()[0])
    path = tmp_path / "autosave.json"
    path.write_text(save_game(game, extra))
    saved = read_save(path, Files())
    assert isinstance(saved, SavedGame)
    assert saved.setup == setup and saved.setup.rendezvous == meeting


def test_a_local_network_game_s_save_holds_no_internet_part() -> None:
    extra = setup_with(Rendezvous(Role.JOIN, "10.0.0.2", 47123, "KX4TQ7")).to_extra()
    assert "internet" not in extra["setup"]["rendezvous"]
    setup = GameSetup.from_extra(json.loads(json.dumps(extra)))
    assert setup is not None and setup.rendezvous is not None
    assert setup.rendezvous.internet is None


ODD = [
    {"game_code": "short"},
    {"game_code": 7},
    {"game_code": "ab" * 16 + "\n"},
    {"game_code": "ab" * 15 + "-x"},
    {"game_code": "ab" * 200},
    {"return_code": "nameplate-" + "cd" * 24},
    {"return_code": "48213907-short"},
    {"return_code": "48213907 " + "cd" * 24},
    {"return_code": "48213907-" + "cd" * 24 + "\x7f"},
    {"rendezvous": "http://mailbox.example.org/v1"},
    {"rendezvous": "ws://mailbox.example.org:4000/v1\n"},
    {"rendezvous": "ws://mailbox.example.org:4000/v1\x00"},
    {"rendezvous": "ws://mailbox.exämple.org:4000/v1"},
    {"rendezvous": "ws://mailbox.example.org:4000/" + "v" * 300},
    {"relay": "relay.example.org:4001"},
    {"relay": "tcp:relay.example.org:99999"},
    {"relay": "tcp:relay.example.org:0"},
    {"relay": None},
]


@pytest.mark.parametrize("change", ODD, ids=repr)
def test_an_odd_internet_way_back_makes_the_setup_unusable(change: dict[str, object]) -> None:
    extra = setup_with(None).to_extra()
    extra["setup"]["rendezvous"] = {"role": "join", "internet": {**INTERNET, **change}}
    assert GameSetup.from_extra(extra) is None


@pytest.mark.parametrize(
    "internet",
    ["keys", [INTERNET], {k: v for k, v in INTERNET.items() if k != "relay"}],
    ids=repr,
)
def test_an_internet_way_back_that_is_not_one_is_refused(internet: object) -> None:
    extra = setup_with(None).to_extra()
    extra["setup"]["rendezvous"] = {"role": "host", "internet": internet}
    assert GameSetup.from_extra(extra) is None


@pytest.mark.parametrize(
    "change",
    [{}, *ODD, {"rendezvous": "wss://club.example/v1"}, {"relay": "tcp:10.0.0.1:65535"},
     {"game_code": "A" * 128}, {"return_code": "1-" + "b" * 16}],
    ids=repr,
)  # fmt: skip
def test_the_save_takes_no_way_back_the_internet_games_would_not(
    change: dict[str, object],
) -> None:
    """The session checks the saved texts itself (it knows no transport); what it takes, the
    internet's own keys and servers take too, so a game it lets back can go back."""
    data = {**INTERNET, **change}
    try:
        way = InternetWay.from_json(data)
    except (TypeError, ValueError):
        return
    assert GameKeys.from_json(way.to_json()) == GameKeys(way.game_code, way.return_code)
    assert Servers(way.rendezvous, way.relay)  # (raises for an address it would not take)
    assert rendezvous_problem(way.rendezvous) is None and relay_problem(way.relay) is None


def test_the_public_servers_and_keys_as_drawn_are_taken() -> None:
    data = {**INTERNET, "rendezvous": PUBLIC_RENDEZVOUS, "relay": PUBLIC_RELAY}
    assert InternetWay.from_json(data) == InternetWay(**data)
