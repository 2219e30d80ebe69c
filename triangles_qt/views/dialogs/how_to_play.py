"""How to play: the rules with the rule book's worked examples on small boards, and the keys."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from triangles_qt.model import Board, Game
from triangles_qt.play.settings import Settings
from triangles_qt.views.board.scene import BoardScene
from triangles_qt.views.learn.lessons_panel import LessonsPanel
from triangles_qt.views.look.theme import Theme
from triangles_qt.views.screen_reader import describe_close, readable


@dataclass(frozen=True)
class Example:
    """A fixed small board and a sequence of moves to step through."""

    key: str
    stars: tuple[tuple[float, float], ...]
    labels: str
    moves: tuple[tuple[int, int], ...]
    play_again: bool = False

    def game(self, upto: int) -> Game:
        game = Game(Board(self.stars, 2.0), play_again=self.play_again)
        for a, b in self.moves[:upto]:
            game.play(a, b)
        return game


#: The square ABCD: after its four sides, the diagonal A-C closes ABC and ACD.
SQUARE = Example(
    "square",
    ((0, 0), (120, 0), (120, 120), (0, 120)),
    "ABCD",
    ((0, 1), (1, 2), (2, 3), (0, 3), (0, 2)),
)
#: With the option on, Player 1 closes ABC on move 3 and plays move 4 too.
PLAY_AGAIN = Example(
    "again",
    ((0, 100), (120, 100), (60, 0), (180, 0)),
    "ABCD",
    ((0, 1), (1, 2), (0, 2), (1, 3)),
    play_again=True,
)
#: Each player closes one triangle; A-B can no longer be drawn; 1-1, a tie.
TIE = Example(
    "tie",
    ((0, 100), (140, 100), (70, 0), (70, 200)),
    "ABCD",
    ((0, 2), (2, 3), (1, 3), (0, 3), (1, 2)),
)


class ExampleBoard(QFrame):
    """One example: a small board, step buttons and a caption for each move."""

    def __init__(self, example: Example, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.example = example
        self._theme = theme
        self.step = len(example.moves)
        game = example.game(0)
        self.scene = BoardScene(game.board, theme, self)
        for index, letter in enumerate(example.labels):
            text = QGraphicsSimpleTextItem(letter)
            font = QFont()
            font.setPointSizeF(13)
            font.setBold(True)
            text.setFont(font)
            text.setBrush(QColor(theme.text))
            x, y = example.stars[index]
            text.setPos(QPointF(x + 7, y - 24))
            text.setZValue(10)
            self.scene.addItem(text)
        rect = self.scene.sceneRect().adjusted(-10, -30, 30, 10)
        self.scene.setSceneRect(rect)
        self.view = QGraphicsView(self.scene, self)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setFixedSize(300, 230)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setInteractive(False)
        self.back = QPushButton("◀", self)
        self.forward = QPushButton("▶", self)
        self.caption = QLabel(self)
        self.caption.setWordWrap(True)
        self.caption.setObjectName(f"caption_{example.key}")
        self.back.clicked.connect(lambda: self.show_step(self.step - 1))
        self.forward.clicked.connect(lambda: self.show_step(self.step + 1))
        buttons = QHBoxLayout()
        buttons.addWidget(self.back)
        buttons.addWidget(self.forward)
        buttons.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.caption, 1)
        right.addLayout(buttons)
        row = QHBoxLayout(self)
        row.addWidget(self.view)
        row.addLayout(right, 1)
        self.show_step(self.step)

    def showEvent(self, event: QEvent) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.scene.set_view_scale(self.view.transform().m11())

    def show_step(self, step: int) -> None:
        step = max(0, min(step, len(self.example.moves)))
        self.step = step
        game = self.example.game(step)
        self.scene.show_moves(game.moves)
        self.back.setEnabled(step > 0)
        self.forward.setEnabled(step < len(self.example.moves))
        caption = self.caption_text(game)
        self.caption.setText(caption)
        # A screen reader hears the example's board as its caption says it.
        self.view.setAccessibleName(self.tr("Example board"))
        self.view.setAccessibleDescription(caption)
        self.back.setAccessibleName(self.tr("Previous move"))
        self.back.setToolTip(self.tr("Take back the example's last line."))
        self.forward.setAccessibleName(self.tr("Next move"))
        self.forward.setToolTip(self.tr("Draw the example's next line."))

    def caption_text(self, game: Game) -> str:
        labels = self.example.labels
        lines = [self.tr("Move {0} of {1}.").format(self.step, len(self.example.moves))]
        if self.step:
            move = game.moves[-1]
            lines.append(
                self.tr("Player {0} draws {1}–{2}.").format(
                    move.player + 1, labels[move.a], labels[move.b]
                )
            )
            if move.closed:
                names = ", ".join("".join(labels[s] for s in tri) for tri in move.closed)
                lines.append(
                    self.tr("It closes %n triangle(s): {0}.", "", len(move.closed)).format(names)
                )
        lines.append(self.tr("Score: {0} – {1}.").format(*game.scores))
        if game.is_over:
            if game.winner is None:
                lines.append(self.tr("No triangle can be closed any more: the game ends in a tie."))
            else:
                lines.append(
                    self.tr("No triangle can be closed any more: Player {0} wins.").format(
                        game.winner + 1
                    )
                )
        elif self.step and self.example.play_again and game.moves[-1].closed:
            lines.append(
                self.tr("With “Play again after a triangle”, Player {0} plays again.").format(
                    game.moves[-1].player + 1
                )
            )
        return "\n".join(lines)

    def retranslate(self) -> None:
        self.show_step(self.step)


class HowToPlayDialog(QDialog):
    """Non-modal help: the rules in the current language, with worked examples."""

    def __init__(
        self, theme: Theme, parent: QWidget | None = None, settings: Settings | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("howToPlay")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.tabs = QTabWidget(self)
        rules = QWidget()
        self.rules_layout = QVBoxLayout(rules)
        self.texts: dict[str, QLabel] = {}
        self.examples: dict[str, ExampleBoard] = {}
        for key in ("short", "draw", "look", "refuse", "count", "two"):
            self._add_text(key)
        self._add_example(SQUARE, theme)
        self._add_text("again")
        self._add_example(PLAY_AGAIN, theme)
        self._add_text("end")
        self._add_example(TIE, theme)
        self.rules_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(rules)
        scroll.setWidgetResizable(True)
        self.keys_label = QLabel()
        self.keys_label.setWordWrap(True)
        self.keys_label.setTextFormat(Qt.TextFormat.RichText)
        self.keys_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.keys_label.setContentsMargins(12, 12, 12, 12)
        readable(self.keys_label)
        # Scrolled too: with the text large on a small screen the keys' table is taller than it.
        keys = QScrollArea()
        keys.setWidget(self.keys_label)
        keys.setWidgetResizable(True)
        self.tabs.addTab(scroll, "")
        self.tabs.addTab(keys, "")
        self.lessons: LessonsPanel | None = None
        if settings is not None:
            self.lessons = LessonsPanel(settings, theme)
            self.tabs.addTab(self.lessons, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.resize(760, 640)
        self.retranslate()

    def _add_text(self, key: str) -> None:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setObjectName(f"text_{key}")
        # Tab stops at each part of the rules, so a screen reader reads them in turn.
        readable(label)
        self.texts[key] = label
        self.rules_layout.addWidget(label)

    def _add_example(self, example: Example, theme: Theme) -> None:
        board = ExampleBoard(example, theme)
        self.examples[example.key] = board
        self.rules_layout.addWidget(board)

    def show_keyboard_page(self) -> None:
        self.tabs.setCurrentIndex(1)

    def show_lessons_page(self) -> None:
        if self.lessons is not None:
            self.tabs.setCurrentWidget(self.lessons)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("How to play"))
        self.tabs.setTabText(0, self.tr("Rules"))
        self.tabs.setTabToolTip(0, self.tr("The rules, with examples to step through."))
        self.tabs.setTabText(1, self.tr("Keyboard"))
        self.tabs.setTabToolTip(1, self.tr("Every key of the game."))
        if self.lessons is not None:
            self.tabs.setTabText(2, self.tr("Lessons"))
            self.tabs.setTabToolTip(2, self.tr("Short lessons to play on small boards."))
        describe_close(self.buttons)
        texts = {
            "short": self.tr(
                "<h2>In short</h2><p>Players take turns drawing a straight line between two "
                "stars. A line may not cross another line and may not pass over a star. Closing "
                "a triangle that holds no star scores one point. The game stops when no triangle "
                "can be closed any more; whoever closed more triangles wins.</p>"
            ),
            "draw": self.tr(
                "<h3>Drawing a line</h3><p>Tap a star, then another star; or swipe from one star "
                "to the other. With a mouse: click, click, or press, drag and release. The line "
                "takes your colour.</p>"
            ),
            "look": self.tr(
                "<h3>Looking around</h3><p>Pinch, or turn the mouse wheel, to zoom in on a crowded "
                "board. To move it, drag the empty sky between the stars (or drag with the middle "
                "mouse button, or hold Shift while turning the wheel). An arrow at the edge points "
                "to the last line when it is out of sight; tap it to go there. <b>Fit</b> shows "
                "the whole board again.</p>"
            ),
            "refuse": self.tr(
                "<h3>Lines that are refused</h3><p>A line is refused, and the game says why, "
                "when:</p><ul><li>it is already drawn;</li><li>it passes over another star (even "
                "just touching it);</li><li>it crosses a line already drawn. Two lines may leave "
                "from the same star, but they may never cross.</li></ul>"
            ),
            "count": self.tr(
                "<h3>When a triangle counts</h3><p>A line closes a triangle when the triangle's "
                "two other sides are already drawn, by either player. The triangle fills with "
                "your colour and you score a point. It counts only if no star lies inside it or "
                "on one of its sides.</p>"
            ),
            "two": self.tr(
                "<h3>One line, two triangles</h3><p>A line has two sides and can close a "
                "triangle on each: two points at once. On the square ABCD below, the diagonal "
                "A–C closes ABC and ACD together.</p>"
            ),
            "again": self.tr(
                "<h3>Play again after a triangle</h3><p>Normally each player draws one line per "
                "turn. With the option “Play again after a triangle” (in the New Game window), "
                "a player who closes a triangle draws another line at once. Below, Player 1 "
                "closes a triangle on move 3 and also plays move 4.</p>"
            ),
            "end": self.tr(
                "<h3>End of the game</h3><p>The game stops as soon as no triangle can be closed "
                "any more, even if some lines could still be drawn. Whoever closed more triangles "
                "wins; equal counts are a tie. In the game below each player closes one "
                "triangle.</p>"
            ),
        }
        for key, text in texts.items():
            self.texts[key].setText(text)
        self.keys_label.setText(
            self.tr(
                "<h3>Playing with the keyboard</h3><table cellpadding='4'>"
                "<tr><td><b>Arrow keys</b></td><td>move the focus ring to the nearest star in "
                "that direction</td></tr>"
                "<tr><td><b>Space</b> or <b>Enter</b></td><td>pick the focused star; pick a "
                "second star to draw the line (pick the same star again to let go)</td></tr>"
                "<tr><td><b>Esc</b></td><td>let go of the picked star</td></tr>"
                "<tr><td><b>+</b> / <b>−</b></td><td>zoom in / out</td></tr>"
                "<tr><td><b>0</b></td><td>fit the board to the window</td></tr>"
                "<tr><td><b>Ctrl+Z</b></td><td>undo</td></tr>"
                "<tr><td><b>Ctrl+Shift+Z</b> or <b>Ctrl+Y</b></td><td>redo: put back what "
                "undo took back</td></tr>"
                "<tr><td><b>H</b></td><td>hint: the Hard opponent suggests a line</td></tr>"
                "<tr><td><b>Ctrl+N</b></td><td>new game</td></tr>"
                "<tr><td><b>Ctrl+P</b></td><td>puzzles</td></tr>"
                "<tr><td><b>F11</b></td><td>full screen on and off (<b>Esc</b> also leaves "
                "it)</td></tr>"
                "<tr><td><b>Ctrl+L</b></td><td>the command line: type two stars (c4 e2) to draw "
                "a line, or a command (help lists them)</td></tr>"
                "<tr><td><b>F1</b></td><td>this help</td></tr></table>"
                "<p>Click or tap the board first so it has the keyboard focus.</p>"
                "<p>With a screen reader, the board's stars are buttons named by band and "
                "number (C4: the fourth star from the top in the third band from the left), "
                "every line is announced, and the command line plays by typing.</p>"
            )
        )
        for board in self.examples.values():
            board.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
