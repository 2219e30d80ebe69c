"""One mapping from choices to a game: the New Game window and the game that starts on its own.

``app.default_setup`` (last time's settings, when there is nothing to
resume) and the New Game window (its fields, opened on those settings) both
make their :class:`GameSetup` through ``views.setup_choice``; the board
sizes they offer are :attr:`Layout.sizes` and nothing else.
"""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from PySide6.QtWidgets import QApplication

from triangles_qt.app import default_setup
from triangles_qt.internet.servers import Servers
from triangles_qt.model import Layout
from triangles_qt.play.catalog import OpponentChoice
from triangles_qt.play.settings import Settings
from triangles_qt.play.setup_choice import after_game, choices_from_settings
from triangles_qt.session import Ending, GameSetup, Role, Seat, Termination
from triangles_qt.views.dialogs.new_game import (
    HOST_ON_NETWORK,
    HOST_OVER_INTERNET,
    JOIN_ON_NETWORK,
    JOIN_OVER_INTERNET,
    NewGameDialog,
)

OPPONENTS = [
    OpponentChoice("easy", "Easy", strength=20),
    OpponentChoice("medium", "Medium", strength=50),
    OpponentChoice("broken", "Broken", available=False, reason="it crashed"),
]


def _same_game(setup: GameSetup) -> GameSetup:
    """The setup without its identity (a fresh id and start time every time)."""
    return dataclasses.replace(setup, game_id="", started_at=0.0)


CASES = list(
    itertools.product(
        ["", "phone", "tablet", "watch"],  # saved layout ("watch": a value no version wrote)
        [0, 24, 60, 80, 120, 180, 500],  # saved size (0: never chosen)
        ["", "medium", "easy"],  # saved opponent
        [False, True],  # small screen
    )
)


@pytest.mark.parametrize(("layout", "n_stars", "opponent", "small_screen"), CASES)
def test_the_window_opens_on_the_game_that_would_start_by_itself(
    qapp: QApplication, layout: str, n_stars: int, opponent: str, small_screen: bool
) -> None:
    settings = Settings()
    settings.layout, settings.n_stars, settings.opponent = layout, n_stars, opponent
    settings.computer_starts = n_stars % 3 == 0
    settings.play_again = small_screen
    settings.table_mode = True
    settings.set_player_name(0, "Ana")
    settings.set_player_name(1, "Ben" if n_stars % 2 else "")
    started = default_setup(settings, small_screen, OPPONENTS, first_start=False)
    dialog = NewGameDialog(settings, OPPONENTS, small_screen)
    try:
        assert _same_game(dialog.setup()) == _same_game(started)
        assert started.n_stars in Layout(started.layout).sizes
    finally:
        dialog.deleteLater()


def test_remembered_choices_start_the_game_the_window_showed(qapp: QApplication) -> None:
    settings = Settings()
    dialog = NewGameDialog(settings, OPPONENTS, small_screen=False)
    try:
        dialog.phone_radio.setChecked(True)
        dialog.size_buttons[2].click()
        dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData("easy"))
        dialog.computer_starts.setChecked(True)
        dialog.name1.setText("  Ana  ")
        dialog.play_again.setChecked(True)
        shown = dialog.setup()
        dialog.remember()
    finally:
        dialog.deleteLater()
    assert choices_from_settings(settings, small_screen=False).names[0] == "Ana"
    started = default_setup(settings, False, OPPONENTS, first_start=False)
    assert _same_game(started) == _same_game(shown)
    assert (started.n_stars, started.layout) == (Layout.PHONE.sizes[2], "phone")
    assert [seat.opponent_id for seat in started.seats] == ["easy", None]
    assert started.seats[0].name == "Easy"  # the plugin's own name


@pytest.mark.parametrize("layout", list(Layout))
def test_the_size_buttons_offer_the_layouts_sizes(qapp: QApplication, layout: Layout) -> None:
    dialog = NewGameDialog(Settings(), OPPONENTS, small_screen=False)
    try:
        (dialog.phone_radio if layout is Layout.PHONE else dialog.tablet_radio).setChecked(True)
        offered = tuple(int(button.property("stars")) for button in dialog.size_buttons)
        assert offered == layout.sizes
    finally:
        dialog.deleteLater()


def test_the_first_game_is_the_small_phone_board_against_easy(qapp: QApplication) -> None:
    settings = Settings()
    first = default_setup(settings, small_screen=False, opponents=OPPONENTS, first_start=True)
    assert (first.n_stars, first.layout) == (24, "phone")
    assert 24 in Layout(first.layout).sizes
    assert [seat.opponent_id for seat in first.seats] == [None, "easy"]


@pytest.mark.parametrize(
    "kind", [HOST_ON_NETWORK, JOIN_ON_NETWORK, HOST_OVER_INTERNET, JOIN_OVER_INTERNET]
)
def test_the_window_remembers_a_network_game_and_a_computer_game_after_it(
    qapp: QApplication, kind: str
) -> None:
    """Hosting or joining (on this network or over the internet) is offered again next time
    (even in another run of the app, the settings being saved); a game against the computer
    chosen after it replaces it."""
    hosting = kind in (HOST_ON_NETWORK, HOST_OVER_INTERNET)
    internet = kind in (HOST_OVER_INTERNET, JOIN_OVER_INTERNET)
    settings = Settings()
    settings.opponent = "easy"
    dialog = NewGameDialog(settings, OPPONENTS)
    dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData(kind))
    dialog.remember()
    dialog.deleteLater()
    settings.save()
    assert Settings().network is (Role.HOST if hosting else Role.JOIN)
    assert Settings().over_internet is internet
    assert Settings().opponent == "easy"  # the computer of last time stays for later
    again = NewGameDialog(Settings(), OPPONENTS)
    assert again.opponent_combo.currentData() == kind
    assert again.network_mode() == ("host" if hosting else "join")
    assert again.over_internet() is internet
    again.opponent_combo.setCurrentIndex(again.opponent_combo.findData("medium"))
    again.remember()
    again.deleteLater()
    assert Settings().network is None and not Settings().over_internet
    assert NewGameDialog(Settings(), OPPONENTS).opponent_combo.currentData() == "medium"


def test_the_internet_servers_setting_falls_back_to_the_default_address_by_address(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Unset, the servers are the machine's default (here the suite's own); saved, they are
    what was saved; an address the file spoils falls back alone."""
    monkeypatch.setenv("TRIANGLES_RENDEZVOUS", "ws://default.example:4000/v1")
    monkeypatch.setenv("TRIANGLES_RELAY", "tcp:default.example:4001")
    default = Servers("ws://default.example:4000/v1", "tcp:default.example:4001")
    settings = Settings()
    assert settings.internet_servers == default
    chosen = Servers("wss://club.example/v1", "tcp:club.example:9000")
    settings.internet_servers = chosen
    settings.save()
    assert Settings().internet_servers == chosen
    spoilt = Settings()
    spoilt._set("internet/relay", "udp:club.example")
    assert spoilt.internet_servers == Servers(chosen.rendezvous, default.relay)


def test_the_next_step_after_a_computer_game_is_not_a_network_game() -> None:
    """After a game against the computer the window proposes the next step: a computer game,
    even when the kind remembered was a network game (chosen, then cancelled)."""
    last = dataclasses.replace(
        choices_from_settings(Settings(), small_screen=False),
        network=Role.JOIN,
        over_internet=True,
    )
    setup = GameSetup((Seat("Ana"), Seat("Easy", "easy")), n_stars=24, layout="phone")
    lost = Ending(Termination.RESIGNED, winner=1)
    proposal = after_game(last, setup, lost, ["easy", "medium", "hard"])
    assert proposal.network is None and proposal.opponent == "easy"
    assert not proposal.over_internet
    assert after_game(last, setup, None, ["easy"]).network is Role.JOIN  # still being played
