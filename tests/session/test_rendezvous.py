"""A network game's save keeps its way back to the other device, checked like everything else.

A save is read from disk at start, so the rendezvous (role, address, port,
code) is checked value by value: a save whose rendezvous would make the
restarted app listen or connect somewhere odd is not used at all.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from triangles_qt.model import Board, Game, save_game
from triangles_qt.session import GameSetup, Rendezvous, Role, SavedGame, Seat, SetAside
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
