"""How the New Game choices become a game: the one mapping from choices to a :class:`GameSetup`.

Two places start a game from the same kind of choices: the New Game window
(from its fields) and the app when there is nothing to resume (from last
time's settings, :func:`triangles_qt.app.default_setup`). Both go through
:class:`NewGameChoices` and :func:`game_setup`, so the same choices always
make the same game, and the board sizes offered come from
:attr:`triangles_qt.model.Layout.sizes` alone. After a finished game
against the computer, New Game proposes the next step instead
(:func:`after_game`, the rule in play/next_step.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from triangles_qt.model import Layout
from triangles_qt.model.board_code import BoardCode
from triangles_qt.play.next_step import Step, next_step
from triangles_qt.play.settings import Settings
from triangles_qt.session import Ending, GameSetup, Role, Seat, with_board


@dataclass(frozen=True)
class NewGameChoices:
    """What the player chose (or chose last time), before it becomes a game."""

    layout: Layout
    n_stars: int
    opponent: str = ""
    """An opponent id, or ``""`` for a second person on this device."""
    computer_starts: bool = False
    names: tuple[str, str] = ("", "")
    """As typed; ``""`` shows the default name in whatever language is current."""
    play_again: bool = False
    table_mode: bool = False
    """As ticked; only a game between two people is played in table mode."""
    board: BoardCode | None = None
    """A board code's board and rule (its size, layout and rule win over the fields above)."""
    network: Role | None = None
    """A game with a person on another device, hosted or joined (``opponent`` then stays
    the last one on this device, for next time)."""
    over_internet: bool = False
    """That network game is played over the internet (else on this local network)."""


def screen_layout(saved: str, small_screen: bool) -> Layout:
    """The size set remembered, or the screen's own when none (or an unknown one) is."""
    if saved in {layout.value for layout in Layout}:
        return Layout(saved)
    return Layout.PHONE if small_screen else Layout.TABLET


def offered_size(layout: Layout, wanted: int) -> int:
    """``wanted`` if ``layout`` offers that many stars, else its middle size."""
    sizes = layout.sizes
    return wanted if wanted in sizes else sizes[len(sizes) // 2]


def choices_from_settings(settings: Settings, small_screen: bool) -> NewGameChoices:
    """Last time's choices: what the New Game window opens with and the app starts."""
    layout = screen_layout(settings.layout, small_screen)
    return NewGameChoices(
        layout=layout,
        n_stars=offered_size(layout, settings.n_stars),
        opponent=settings.opponent,
        computer_starts=settings.computer_starts,
        names=(settings.player_name(0), settings.player_name(1)),
        play_again=settings.play_again,
        table_mode=settings.table_mode,
        network=settings.network,
        over_internet=settings.network is not None and settings.over_internet,
    )


def after_game(
    choices: NewGameChoices,
    setup: GameSetup | None,
    ending: Ending | None,
    ladder: Sequence[str],
) -> NewGameChoices:
    """``choices`` (last time's), with the board and opponent of the next step after a game
    against the computer that ended with a result (play/next_step.py); else unchanged."""
    human = setup.human_player if setup is not None else None
    outcome = ending.outcome(setup) if ending is not None and setup is not None else None
    if setup is None or human is None or outcome is None:
        return choices
    opponent = setup.seats[1 - human].opponent_id or ""
    if setup.layout not in {layout.value for layout in Layout}:
        return choices
    played = Step(Layout(setup.layout), setup.n_stars, opponent)
    step = next_step(played, outcome, ladder)
    return replace(
        choices,
        layout=step.layout,
        n_stars=step.n_stars,
        opponent=step.opponent,
        network=None,
        over_internet=False,
    )


def remember_choices(settings: Settings, choices: NewGameChoices) -> None:
    """Keep ``choices`` for next time (read back by :func:`choices_from_settings`)."""
    settings.layout = choices.layout.value
    settings.n_stars = choices.n_stars
    settings.opponent = choices.opponent
    settings.network = choices.network
    settings.over_internet = choices.network is not None and choices.over_internet
    settings.computer_starts = choices.computer_starts
    settings.table_mode = choices.table_mode
    settings.set_player_name(0, choices.names[0])
    settings.set_player_name(1, choices.names[1])
    settings.play_again = choices.play_again


def game_setup(choices: NewGameChoices, opponent_names: Mapping[str, str]) -> GameSetup:
    """The game ``choices`` describe, with a fresh identity.

    ``opponent_names`` maps opponent ids to the plugin's own, untranslated
    name: the computer's seat keeps that name and is shown translated, by
    id, wherever it appears. An opponent not in it is named after its id.
    """
    first, second = choices.names
    opponent = choices.opponent
    if opponent:
        human = Seat(first)
        computer = Seat(opponent_names.get(opponent, opponent.title()), opponent)
        seats = (computer, human) if choices.computer_starts else (human, computer)
    else:
        seats = (Seat(first), Seat(second))
    setup = GameSetup(
        seats=seats,
        n_stars=choices.n_stars,
        layout=choices.layout.value,
        play_again=choices.play_again,
        table_mode=not opponent and choices.table_mode,
    )
    return setup if choices.board is None else with_board(setup, choices.board)


__all__ = [
    "NewGameChoices",
    "after_game",
    "choices_from_settings",
    "game_setup",
    "offered_size",
    "remember_choices",
    "screen_layout",
]
