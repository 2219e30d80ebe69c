"""The same board again: the seats swap, the game is a new one, a network game is left out."""

from __future__ import annotations

import pytest

from triangles_qt.session import GameSetup, Rematch, Rendezvous, Role, Seat, rematch, rematch_offer


def test_a_rematch_between_two_people_swaps_who_starts_and_keeps_everything_else() -> None:
    setup = GameSetup(
        (Seat("Ana"), Seat("Ben")), n_stars=60, layout="phone", play_again=True, seed=41,
        table_mode=True, started_at=1000.0,
    )  # fmt: skip
    assert rematch_offer(setup) is Rematch.REMATCH
    again = rematch(setup)
    assert again.seats == (Seat("Ben"), Seat("Ana"))  # Ben moved second: he starts
    assert (again.n_stars, again.layout, again.play_again, again.seed) == (60, "phone", True, 41)
    assert again.table_mode and again.time_limit == setup.time_limit
    assert again.game_id != setup.game_id and again.started_at > setup.started_at
    assert rematch(again).seats == setup.seats  # and back again


@pytest.mark.parametrize("computer_first", [False, True])
def test_against_the_computer_the_person_swaps_sides(computer_first: bool) -> None:
    person, computer = Seat("Ana"), Seat("Medium", "medium")
    seats = (computer, person) if computer_first else (person, computer)
    setup = GameSetup(seats, n_stars=24, layout="phone", seed=3)
    assert rematch_offer(setup) is Rematch.SWAP_SIDES
    again = rematch(setup)
    assert again.human_player == (0 if computer_first else 1)
    assert again.seats[again.human_player] == person
    assert again.seats[1 - again.human_player].opponent_id == "medium"


def test_a_network_game_is_not_played_again_from_one_device() -> None:
    meeting = Rendezvous(Role.HOST, "0.0.0.0", 47123, "KX4TQ7")
    setup = GameSetup(
        (Seat("Ana"), Seat("Ben", remote=True)), n_stars=24, layout="phone", seed=3,
        rendezvous=meeting,
    )  # fmt: skip
    assert rematch_offer(setup) is None
    with pytest.raises(ValueError, match="network"):
        rematch(setup)
