"""Names as players see them: worked out from ids and stored words when shown.

A seat keeps what was typed ("" for the default) or, for the computer, the
plugin's own name and id. Shown, a blank name becomes "You", "Player 1" or
"Player 2" and an opponent its name in the language on screen, so a
language switch renames everything at once.
"""

from __future__ import annotations

from collections.abc import Callable

from triangles_qt.i18n import current_language
from triangles_qt.play.catalog import OpponentChoice
from triangles_qt.session import GameSetup

OpponentLister = Callable[[], list[OpponentChoice]]



def default_player_name(index: int) -> str:
    """ "Player 1" / "Player 2" in the current language (the rule book's words)."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Players", "Player {0}").format(index + 1)


def you() -> str:
    """What a blank name shows as against the computer."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("MainWindow", "You")


def shown_as_you(setup: GameSetup | None, player: int) -> bool:
    """Whether ``player`` shows as "You" (the person at this device, against the computer,
    with no name typed): a sentence about them then speaks to them ("You play again")."""
    if setup is None or not setup.vs_computer:
        return False
    seat = setup.seats[player]
    return seat.opponent_id is None and not seat.name


class Names:
    """Display names for opponents and players, from the installed opponents' translations."""

    def __init__(self, opponents: OpponentLister) -> None:
        self.opponents = opponents

    def opponent(self, opponent_id: str | None, stored: str = "") -> str:
        """An opponent's name in the language on screen (``stored`` if it is not installed)."""
        if opponent_id is None:
            return stored
        for choice in self.opponents():
            if choice.id == opponent_id:
                return choice.display_name(current_language())
        return stored or opponent_id

    def players(self, setup: GameSetup | None) -> tuple[str, str]:
        """Both seats' names; a blank one shows as "You", "Player 1" or "Player 2"."""
        if setup is None:
            return (default_player_name(0), default_player_name(1))
        names = []
        for index, seat in enumerate(setup.seats):
            if seat.opponent_id is not None:
                names.append(self.opponent(seat.opponent_id, seat.name))
            elif seat.name:
                names.append(seat.name)
            elif shown_as_you(setup, index):
                names.append(you())
            else:
                names.append(default_player_name(index))
        return (names[0], names[1])
