<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro_RO" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <location filename="../triangles_qt/app.py" line="108"/>
        <source>The saved game could not be read. It was kept as {0}; a new game started.</source>
        <translation>Jocul salvat nu a putut fi citit. A fost păstrat ca {0}; a început un joc nou.</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="105"/>
        <source>Game ended without a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="107"/>
        <source>You won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="109"/>
        <source>You lost!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="111"/>
        <source>Tie!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="112"/>
        <source>{0} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="117"/>
        <source>{0} {1} – {2} {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="123"/>
        <source>It is not counted in the statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="126"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="127"/>
        <source>Look at the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="128"/>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExampleBoard</name>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="134"/>
        <source>Move {0} of {1}.</source>
        <extracomment>The square ABCD: after its four sides, the diagonal A-C closes ABC and ACD. With the option on, Player 1 closes ABC on move 3 and plays move 4 too. Each player closes one triangle; A-B can no longer be drawn; 1-1, a tie.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="138"/>
        <source>Player {0} draws {1}–{2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/how_to_play.py" line="145"/>
        <source>It closes %n triangle(s): {0}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="147"/>
        <source>Score: {0} – {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="150"/>
        <source>No triangle can be closed any more: the game ends in a tie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="153"/>
        <source>No triangle can be closed any more: Player {0} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="159"/>
        <source>With “Play again after a triangle”, Player {0} plays again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="224"/>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="225"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="226"/>
        <source>Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="229"/>
        <source>&lt;h2&gt;In short&lt;/h2&gt;&lt;p&gt;Players take turns drawing a straight line between two stars. A line may not cross another line and may not pass over a star. Closing a triangle that holds no star scores one point. The game stops when no triangle can be closed any more; whoever closed more triangles wins.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="235"/>
        <source>&lt;h3&gt;Drawing a line&lt;/h3&gt;&lt;p&gt;Tap a star, then another star; or swipe from one star to the other. With a mouse: click, click, or press, drag and release. The line takes your colour.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="240"/>
        <source>&lt;h3&gt;Lines that are refused&lt;/h3&gt;&lt;p&gt;A line is refused, and the game says why, when:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;it is already drawn;&lt;/li&gt;&lt;li&gt;it passes over another star (even just touching it);&lt;/li&gt;&lt;li&gt;it crosses a line already drawn. Two lines may leave from the same star, but they may never cross.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="246"/>
        <source>&lt;h3&gt;When a triangle counts&lt;/h3&gt;&lt;p&gt;A line closes a triangle when the triangle&apos;s two other sides are already drawn, by either player. The triangle fills with your colour and you score a point. It counts only if no star lies inside it or on one of its sides.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="252"/>
        <source>&lt;h3&gt;One line, two triangles&lt;/h3&gt;&lt;p&gt;A line has two sides and can close a triangle on each: two points at once. On the square ABCD below, the diagonal A–C closes ABC and ACD together.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="257"/>
        <source>&lt;h3&gt;Play again after a triangle&lt;/h3&gt;&lt;p&gt;Normally each player draws one line per turn. With the option “Play again after a triangle” (in the New Game window), a player who closes a triangle draws another line at once. Below, Player 1 closes a triangle on move 3 and also plays move 4.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="263"/>
        <source>&lt;h3&gt;End of the game&lt;/h3&gt;&lt;p&gt;The game stops as soon as no triangle can be closed any more, even if some lines could still be drawn. Whoever closed more triangles wins; equal counts are a tie. In the game below each player closes one triangle.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="273"/>
        <source>&lt;h3&gt;Playing with the keyboard&lt;/h3&gt;&lt;table cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrow keys&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move the focus ring to the nearest star in that direction&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pick the focused star; pick a second star to draw the line (pick the same star again to let go)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;let go of the picked star&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+&lt;/b&gt; / &lt;b&gt;−&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zoom in / out&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;fit the board to the window&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;this help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Click or tap the board first so it has the keyboard focus.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="292"/>
        <source>Triangles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="293"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="294"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="295"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="296"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="297"/>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="298"/>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="299"/>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="300"/>
        <source>&amp;Undo</source>
        <translation type="unfinished">&amp;Anulează</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="301"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="302"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="303"/>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="304"/>
        <source>Ask the Hard opponent to suggest a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="305"/>
        <source>&amp;Replay the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="306"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="307"/>
        <source>&amp;Fit the board to the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="308"/>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="309"/>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="310"/>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="311"/>
        <source>&amp;Highlight the last line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="315"/>
        <source>&amp;How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="316"/>
        <source>&amp;Keyboard controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="317"/>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="377"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="466"/>
        <source>Computer opponent failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="467"/>
        <source>The opponent “{0}” failed: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="468"/>
        <source>The game is safe. Choose what happens next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="471"/>
        <source>Let another opponent play this move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="472"/>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="473"/>
        <source>End the game without a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="525"/>
        <source>Looking for a good line…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="530"/>
        <source>Hint: try the highlighted line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="533"/>
        <source>No hint right now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="164"/>
        <source>Another player on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="167"/>
        <source>Computer: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="169"/>
        <source>Computer: {0} (unavailable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="184"/>
        <source>{0} stars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="194"/>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="194"/>
        <source>Player 1 name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="200"/>
        <source>{0} is unavailable: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="210"/>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="211"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="212"/>
        <source>Phone-sized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="213"/>
        <source>Tablet-sized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="214"/>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="215"/>
        <source>The computer starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="216"/>
        <source>Player 2 name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="217"/>
        <source>Play again after a triangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="219"/>
        <source>A player who closes a triangle draws another line at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="221"/>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="223"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="224"/>
        <source>Cancel</source>
        <translation type="unfinished">Anulează</translation>
    </message>
</context>
<context>
    <name>Opponents</name>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="154"/>
        <source>it could not be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="155"/>
        <source>it needs a newer version of Triangles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="158"/>
        <source>it ran into an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="159"/>
        <source>it used too much memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="160"/>
        <source>it answered something that is not a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="163"/>
        <source>it chose a line the rules refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="166"/>
        <source>it did not answer in time and was stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="169"/>
        <source>its process crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="170"/>
        <source>the request was withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="43"/>
        <source>Player {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../triangles_qt/i18n.py" line="101"/>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="102"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="103"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Taie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="104"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiază</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="105"/>
        <source>&amp;Paste</source>
        <translation>&amp;Lipește</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="106"/>
        <source>Delete</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="107"/>
        <source>Select All</source>
        <translation>Selectează tot</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../triangles_qt/i18n.py" line="99"/>
        <source>Show Details...</source>
        <translation>Arată detaliile…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="100"/>
        <source>Hide Details...</source>
        <translation>Ascunde detaliile…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../triangles_qt/i18n.py" line="81"/>
        <source>OK</source>
        <extracomment>(code, name of the language in itself), in menu order. Appended, in this order, behind whatever family a font asks for.</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="82"/>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="83"/>
        <source>Save All</source>
        <translation>Salvează tot</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="84"/>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="85"/>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="86"/>
        <source>Yes to &amp;All</source>
        <translation>Da la &amp;toate</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="87"/>
        <source>&amp;No</source>
        <translation>&amp;Nu</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="88"/>
        <source>N&amp;o to All</source>
        <translation>N&amp;u la toate</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="89"/>
        <source>Abort</source>
        <translation>Întrerupe</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="90"/>
        <source>Retry</source>
        <translation>Reîncearcă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="91"/>
        <source>Ignore</source>
        <translation>Ignoră</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="92"/>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="93"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="94"/>
        <source>Discard</source>
        <translation>Renunță</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="95"/>
        <source>Help</source>
        <translation>Ajutor</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="96"/>
        <source>Apply</source>
        <translation>Aplică</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="97"/>
        <source>Reset</source>
        <translation>Resetează</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="98"/>
        <source>Restore Defaults</source>
        <translation>Valori implicite</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="40"/>
        <source>Choose two different stars.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="41"/>
        <source>That line is already drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="42"/>
        <source>That line passes over a star.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="43"/>
        <source>That line crosses a line already drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="46"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="139"/>
        <source>Line {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="141"/>
        <source>Close replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="142"/>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="143"/>
        <source>Previous line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="144"/>
        <source>Next line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="145"/>
        <source>Last</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <location filename="../triangles_qt/views/score_panel.py" line="164"/>
        <source>thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/score_panel.py" line="166"/>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/score_panel.py" line="170"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/score_panel.py" line="172"/>
        <source>Line {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../triangles_qt/views/theme.py" line="47"/>
        <source>Nebula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/theme.py" line="48"/>
        <source>Daylight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/theme.py" line="49"/>
        <source>High contrast (colour-blind safe)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
