"""English -> Română -> हिन्दी -> English in the running app, with a game in progress.

The real app is started with ``triangles_qt.app.build`` and scripted computer
opponents (``tests.app.conftest``), the language is switched through the
Language menu's own actions, and each time the texts a player sees are read
back from the live widgets: window title, menus, tool bar, score panel, an
open New Game window and How to play window, a refused line's message and
the end screens in the rule book's words. The expected texts are written out
here, not looked up through Qt, so a missing or wrong translation fails.

The screenshot test saves the main window, the New Game window and an end
screen in Romanian and Hindi to ``test-artifacts/screenshots/`` (copied by
hand into ``docs/screenshots/``) and checks that no text is cut off.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QComboBox,
    QLabel,
    QMenuBar,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.app.conftest import SQUARE, Harness, ScriptedDriver, two_players, vs_computer
from tests.app.test_screenshots import artifacts, play_randomly
from triangles_qt import i18n
from triangles_qt.app import App, build
from triangles_qt.model import Board
from triangles_qt.play.catalog import OpponentChoice
from triangles_qt.play.drivers import OpponentDriver
from triangles_qt.play.telling import MessageKind
from triangles_qt.views.dialogs.how_to_play import TIE, HowToPlayDialog
from triangles_qt.views.dialogs.new_game import NewGameDialog

ORDER = ("en", "ro", "hi", "en")


@dataclass(frozen=True)
class Words:
    """What a player must see in one language (written out, never looked up)."""

    menus: tuple[str, str, str, str]  # Game, View, Language, Help
    tools: tuple[str, str, str, str]  # New Game, Undo, Hint, Fit
    players: tuple[str, str]  # blank names
    you: str
    computer: str  # the scripted opponent's name, offered per language like a plugin's
    to_play: str
    line: str  # the move counter between the scores, "{0}"
    nebula: str
    new_game: str  # the window's title
    play_again: str
    start: str
    cancel: str
    stars: str  # a size button, "{0}"
    help_title: str
    help_tabs: tuple[str, str]
    diagonal: str  # part of the "One line, two triangles" paragraph
    square_caption: str  # the square example's last move
    keys_undo: str  # part of the keyboard page
    exists: str  # the refusal of a line already drawn
    won: str
    lost: str
    tie: str
    wins: str  # "{0}"
    end_buttons: tuple[str, str, str]  # New game, Replay, Look at the board


WORDS = {
    "en": Words(
        menus=("&Game", "&View", "&Language", "&Help"),
        tools=("New Game", "Undo", "Hint", "Fit"),
        players=("Player 1", "Player 2"),
        you="You",
        computer="Hard",
        to_play="to play",
        line="Line {0}",
        nebula="Nebula",
        new_game="New Game",
        play_again="Play again after a triangle",
        start="Start",
        cancel="Cancel",
        stars="{0} stars",
        help_title="How to play",
        help_tabs=("Rules", "Keyboard"),
        diagonal="the diagonal A–C closes ABC and ACD together",
        square_caption="Player 1 draws A–C.",
        keys_undo="<td>undo</td>",
        exists="That line is already drawn.",
        won="You won!",
        lost="You lost!",
        tie="Tie!",
        wins="{0} wins!",
        end_buttons=("New game", "Replay", "Look at the board"),
    ),
    "ro": Words(
        menus=("&Joc", "&Vizualizare", "&Limbă", "&Ajutor"),
        tools=("Joc nou", "Retrage", "Sugestie", "Potrivește"),
        players=("Jucătorul 1", "Jucătorul 2"),
        you="Tu",
        computer="Greu",
        to_play="la rând",
        line="Linia {0}",
        nebula="Nebuloasă",
        new_game="Joc nou",
        play_again="Joacă din nou după un triunghi",
        start="Începe",
        cancel="Anulează",
        stars="{0} de stele",
        help_title="Cum se joacă",
        help_tabs=("Reguli", "Tastatură"),
        diagonal="diagonala A–C închide în același timp ABC și ACD",
        square_caption="Jucătorul 1 trasează A–C.",
        keys_undo="<td>retrage mutarea</td>",
        exists="Linia aceasta există deja.",
        won="Ai câștigat!",
        lost="Ai pierdut!",
        tie="Egalitate!",
        wins="{0} a câștigat!",
        end_buttons=("Joc nou", "Reluare", "Privește tabla de joc"),
    ),
    "hi": Words(
        menus=("खेल (&G)", "दृश्य (&V)", "भाषा (&L)", "सहायता (&H)"),
        tools=("नया खेल", "वापस लें", "सुझाव", "फ़िट करें"),
        players=("खिलाड़ी 1", "खिलाड़ी 2"),
        you="आप",
        computer="कठिन",
        to_play="अब बारी है",
        line="रेखा {0}",
        nebula="नेबुला",
        new_game="नया खेल",
        play_again="त्रिभुज के बाद फिर खेलें",
        start="शुरू करें",
        cancel="रद्द करें",
        stars="{0} तारे",
        help_title="कैसे खेलें",
        help_tabs=("नियम", "कीबोर्ड"),
        diagonal="विकर्ण A–C एक साथ ABC और ACD को पूरा करता है",
        square_caption="खिलाड़ी 1 रेखा A–C खींचता है।",
        keys_undo="<td>चाल वापस लें</td>",
        exists="यह रेखा पहले से मौजूद है।",
        won="आप जीत गए!",
        lost="आप हार गए!",
        tie="बराबरी!",
        wins="{0} की जीत!",
        end_buttons=("नया खेल", "रीप्ले", "बोर्ड देखें"),
    ),
}


#: The scripted opponent names itself as a plugin may: ``name`` plus ``names`` per language.
COMPUTER = SimpleNamespace(name="Hard", names={"ro": "Greu", "hi": "कठिन"})


@pytest.fixture
def harness(qtbot: QtBot) -> Iterator[Harness]:
    """The real app at its default size, with a scripted computer named in each language."""
    scripts: dict[str, list[tuple[int, int]]] = {}
    started: list[App] = []

    def factory(opponent_id: str) -> OpponentDriver:
        return ScriptedDriver(opponent_id, scripts.setdefault(opponent_id, []))

    def listing() -> list[OpponentChoice]:
        lang = started[0].languages.current if started else "en"
        return [OpponentChoice("scripted", i18n.display_name(COMPUTER, lang))]

    app = build([], driver_factory=factory, opponents=listing)
    started.append(app)
    app.table.computer_pause = 0.0
    qtbot.addWidget(app.window)
    h = Harness(app, qtbot, scripts)
    h.wait_ready()
    app.window.showNormal()
    app.window.resize(1100, 780)
    h.settle()
    yield h
    app.close()


def choose_language(h: Harness, code: str) -> None:
    """Pick the language as a player does: its action in the Language menu."""
    actions = {action.data(): action for action in h.app.window.actions_.language_menu.actions()}
    assert set(actions) == {"en", "ro", "hi"}
    before = h.app.languages.current
    actions[code].trigger()
    h.settle()
    assert h.app.languages.current == code
    assert actions[code].isChecked()
    if code != before:
        assert h.app.settings.language == code  # remembered for the next start


def wait_for_human(h: Harness) -> None:
    h.qtbot.waitUntil(lambda: h.app.table.human_to_move() or h.game.is_over, timeout=3000)


def _scrolled(widget: QWidget, root: QWidget) -> bool:
    """Whether ``widget`` lies inside the scrolled content of a scroll area under ``root``."""
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        grand = parent.parentWidget()
        if isinstance(grand, QAbstractScrollArea) and parent is grand.viewport():
            return True
        parent = grand
    return False


def clipped(root: QWidget) -> list[str]:
    """Visible texts that do not fit their widget, or that stick out of ``root``.

    A label or button narrower (or lower) than its size hint shows its text
    cut off; a word-wrapped label needs the height its width asks for.
    """
    problems = []
    bounds = root.rect()
    widgets: list[QWidget] = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        if _scrolled(widget, root):
            continue  # content of a scroll area: scrolled into view when wanted
        name = f"{type(widget).__name__}#{widget.objectName()}"
        if isinstance(widget, QMenuBar):
            for action in widget.actions():
                if not widget.rect().contains(widget.actionGeometry(action)):
                    problems.append(f"menu {action.text()!r} does not fit the menu bar")
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            text = widget.text()
        elif isinstance(widget, QComboBox):
            text = widget.currentText()
        else:
            continue
        if not text:
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            need_w, need_h = widget.minimumSizeHint().width(), widget.heightForWidth(widget.width())
        else:
            need_w, need_h = widget.sizeHint().width(), widget.sizeHint().height()
        if widget.width() < need_w or widget.height() < need_h:
            problems.append(
                f"{name} {text!r}: {widget.width()}x{widget.height()} < {need_w}x{need_h}"
            )
        if widget is not root:
            placed = QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())
            if not bounds.contains(placed):
                problems.append(f"{name} {text!r} sticks out of the window: {placed}")
    return problems


def check_main_window(h: Harness, words: Words, moves: int) -> None:
    window = h.app.window
    assert window.windowTitle() == "Triangles"  # the game's name is never translated
    menus = (
        window.actions_.game_menu,
        window.actions_.view_menu,
        window.actions_.language_menu,
        window.actions_.help_menu,
    )
    assert tuple(menu.title() for menu in menus) == words.menus
    assert window.actions_.themes["nebula"].text() == words.nebula
    # The language names never change: each is written in itself.
    assert [a.text() for a in window.actions_.language_menu.actions()] == [
        "English",
        "Română",
        "हिन्दी",
    ]
    actions = (window.actions_.new, window.actions_.undo, window.actions_.hint, window.actions_.fit)
    buttons = [window.toolbar.widgetForAction(action) for action in actions]
    assert all(button is not None and button.isVisible() for button in buttons)
    assert tuple(button.text() for button in buttons) == words.tools  # type: ignore[union-attr]
    panel = window.score_panel
    assert tuple(card.name_label.text() for card in panel.cards) == words.players
    assert panel.cards[h.game.current_player].status_label.text() == words.to_play
    assert panel.middle.text() == words.line.format(moves + 1)


def check_new_game(dialog: NewGameDialog, words: Words) -> None:
    assert dialog.isVisible()
    assert dialog.windowTitle() == words.new_game
    assert dialog.play_again.text() == words.play_again
    assert dialog.name1.placeholderText() == words.players[0]
    assert dialog.start_button.text() == words.start
    assert dialog.cancel_button.text() == words.cancel
    for button in dialog.size_buttons:
        assert button.text() == words.stars.format(button.property("stars"))


def check_how_to_play(dialog: HowToPlayDialog, words: Words) -> None:
    assert dialog.isVisible()
    assert dialog.windowTitle() == words.help_title
    assert (dialog.tabs.tabText(0), dialog.tabs.tabText(1)) == words.help_tabs
    assert words.diagonal in dialog.texts["two"].text()
    assert words.square_caption in dialog.examples["square"].caption.text()
    assert words.keys_undo in dialog.keys_label.text()


def test_switching_language_mid_game_retranslates_everything_visible(harness: Harness) -> None:
    h = harness
    window = h.app.window
    choose_language(h, "en")
    h.start(two_players(n_stars=80, seed=7))
    play_randomly(h, 10, seed=80)
    assert not h.game.is_over and len(h.game.lines) == 10
    lines_before = h.game.lines

    window.actions_.help.trigger()
    help_dialog = window.findChild(HowToPlayDialog)
    assert help_dialog is not None

    for code in ORDER:
        words = WORDS[code]
        # The New Game window is modal: opened in the language before, switched while open.
        window.show_new_game()
        new_game = window.new_game.dialog
        assert new_game is not None
        choose_language(h, code)
        check_new_game(new_game, words)
        new_game.reject()
        h.settle()
        # The How to play window stayed open all along and follows every switch.
        assert window.findChild(HowToPlayDialog) is help_dialog
        check_how_to_play(help_dialog, words)
        check_main_window(h, words, moves=10)
        assert window.actions_.hint.isEnabled()
        # A refused line says why, in the language now in use.
        h.tap_tap(*h.game.lines[0])
        assert window.message_bar.kind() is MessageKind.REFUSAL
        assert window.message_bar.text() == words.exists
        # The game itself is untouched by all this.
        assert h.game.lines == lines_before
    help_dialog.close()
    # The New Game window still starts a game with its own (translated) Start button.
    game_before = h.game
    window.show_new_game()
    assert window.new_game.dialog is not None
    window.new_game.dialog.start_button.click()
    h.settle()
    # A game in progress: leaving it is asked first (not recorded between two players).
    assert window.question is not None
    window.question.findChild(QPushButton, "confirmYes").click()
    h.settle()
    assert h.game is not game_before and h.game.lines == ()


def _won(h: Harness) -> None:
    h.scripts["scripted"] = [(1, 2), (0, 3)]
    h.start(vs_computer(), Board(SQUARE, 2.0))
    for a, b in [(0, 1), (2, 3), (0, 2)]:
        wait_for_human(h)
        h.tap_tap(a, b)


def _lost(h: Harness) -> None:
    h.scripts["scripted"] = [(0, 1), (2, 3), (0, 2)]
    h.start(vs_computer(computer_first=True), Board(SQUARE, 2.0))
    for a, b in [(1, 2), (0, 3)]:
        wait_for_human(h)
        h.tap_tap(a, b)
    h.qtbot.waitUntil(lambda: h.game.is_over, timeout=3000)


def _named_winner(h: Harness) -> None:
    h.start(two_players(names=("Ana", "Ben")), Board(SQUARE, 2.0))
    for a, b in [(0, 1), (1, 2), (2, 3), (0, 3), (0, 2)]:
        h.tap_tap(a, b)


def _tie(h: Harness) -> None:
    h.start(two_players(), Board(TIE.stars, 2.0))
    for a, b in TIE.moves:
        h.tap_tap(a, b)


ENDINGS = {"won": _won, "lost": _lost, "winner": _named_winner, "tie": _tie}


def _expected_end(words: Words, ending: str) -> tuple[str, str]:
    """The end screen's title and score line for ``ending`` in one language."""
    if ending == "won":
        return words.won, f"{words.you} 2 – 0 {words.computer}"
    if ending == "lost":
        return words.lost, f"{words.computer} 2 – 0 {words.you}"
    if ending == "winner":
        return words.wins.format("Ana"), "Ana 2 – 0 Ben"
    return words.tie, f"{words.players[0]} 1 – 1 {words.players[1]}"


@pytest.mark.parametrize("ending", list(ENDINGS))
def test_end_screen_speaks_the_rule_book_in_every_language(harness: Harness, ending: str) -> None:
    """Finished in English, the open end screen follows every switch; a new game's too."""
    h = harness
    choose_language(h, "en")
    ENDINGS[ending](h)
    panel = h.app.window.end_panel
    assert h.game.is_over and panel.isVisible()
    for code in ORDER:
        words = WORDS[code]
        choose_language(h, code)
        title, score = _expected_end(words, ending)
        assert h.app.window.endings.title() == title
        assert panel.title.text() == title
        assert panel.score.text() == score
        buttons = (panel.new_button, panel.replay_button, panel.look_button)
        assert tuple(b.text() for b in buttons) == words.end_buttons
    # Played from the start in Hindi, the ending is worded in Hindi too.
    choose_language(h, "hi")
    ENDINGS[ending](h)
    assert h.app.window.endings.title() == _expected_end(WORDS["hi"], ending)[0]


def _play_to_the_end_against_the_computer(h: Harness, seed: int) -> None:
    rng = random.Random(seed)
    h.start(vs_computer(n_stars=24, seed=3))
    while not h.game.is_over:
        wait_for_human(h)
        if h.game.is_over:
            break
        legal = h.game.legal_moves()
        h.app.table.request_line(*legal[rng.randrange(len(legal))])
    h.settle()


@pytest.mark.parametrize("code", ["ro", "hi"])
def test_screenshots_in_romanian_and_hindi_fit_the_default_window(
    harness: Harness, code: str
) -> None:
    h = harness
    window = h.app.window
    words = WORDS[code]
    choose_language(h, code)
    assert window.size().width() == 1100 and window.size().height() == 780
    folder = artifacts()

    # The main window mid-game on 80 stars, with a refused line's message.
    h.start(two_players(n_stars=80, seed=7))
    play_randomly(h, 60, seed=80)
    assert not h.game.is_over
    h.tap_tap(*h.game.lines[0])
    assert window.message_bar.text() == words.exists
    check_main_window(h, words, moves=60)
    assert not clipped(window), "\n".join(clipped(window))
    path = folder / f"main-{code}.png"
    assert window.grab().save(str(path))
    assert path.stat().st_size > 10_000

    # The New Game window, both ways of playing.
    window.show_new_game()
    dialog = window.new_game.dialog
    assert dialog is not None
    h.settle()
    check_new_game(dialog, words)
    assert not clipped(dialog), "\n".join(clipped(dialog))
    dialog.opponent_combo.setCurrentIndex(3)  # the first computer (after the network rows)
    h.settle()
    assert not clipped(dialog), "\n".join(clipped(dialog))
    dialog.opponent_combo.setCurrentIndex(0)
    h.settle()
    path = folder / f"new-game-{code}.png"
    assert dialog.grab().save(str(path))
    assert path.stat().st_size > 3_000
    dialog.reject()

    # An end screen against the computer (the refusal's message gone by then).
    window.message_bar.clear()
    _play_to_the_end_against_the_computer(h, seed=1)
    assert window.end_panel.isVisible()
    assert window.endings.title() in (words.won, words.lost, words.tie)
    assert not clipped(window), "\n".join(clipped(window))
    path = folder / f"end-{code}.png"
    assert window.grab().save(str(path))
    assert path.stat().st_size > 10_000


def test_clipped_finds_text_that_does_not_fit(qtbot: QtBot) -> None:
    """The layout check above is real: it reports a squeezed button and a stray label."""
    root = QWidget()
    qtbot.addWidget(root)
    root.resize(200, 100)
    fits = QPushButton("OK", root)
    fits.resize(fits.sizeHint())
    root.show()
    assert clipped(root) == []
    squeezed = QPushButton("Joacă din nou după un triunghi", root)
    squeezed.setGeometry(0, 40, 60, 30)
    squeezed.show()
    stray = QLabel("त्रिभुज के बाद फिर खेलें", root)
    stray.move(150, 10)
    stray.resize(stray.sizeHint())
    stray.show()
    problems = clipped(root)
    assert len(problems) == 2, problems
    assert "Joacă din nou" in problems[0] and "sticks out" in problems[1]


def _mnemonic(text: str) -> str | None:
    """The letter after a single '&' (Alt+letter), if the text has one."""
    index = text.replace("&&", "").find("&")
    cleaned = text.replace("&&", "")
    return cleaned[index + 1].casefold() if 0 <= index < len(cleaned) - 1 else None


@pytest.mark.parametrize("code", ["en", "ro", "hi"])
def test_menu_mnemonics_are_unique_in_every_language(harness: Harness, code: str) -> None:
    """Alt+letter must reach one item: within the menu bar and within each menu."""
    h = harness
    choose_language(h, code)
    window = h.app.window
    menus = [
        window.actions_.game_menu,
        window.actions_.view_menu,
        window.actions_.language_menu,
        window.actions_.help_menu,
    ]
    groups = [[menu.title() for menu in menus]]
    for menu in [*menus, window.actions_.theme_menu]:
        groups.append([a.text() for a in menu.actions() if not a.isSeparator()])
    for texts in groups:
        letters = [m for m in map(_mnemonic, texts) if m is not None]
        assert len(letters) == len(set(letters)), (code, texts)
    choose_language(h, "en")
