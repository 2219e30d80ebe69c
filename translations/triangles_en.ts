<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <location filename="../triangles_qt/app.py" line="122"/>
        <source>The saved game could not be read. It was kept as {0}; a new game started.</source>
        <translation>The saved game could not be read. It was kept as {0}; a new game started.</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="105"/>
        <source>Game ended without a result</source>
        <translation>Game ended without a result</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="107"/>
        <source>You won!</source>
        <translation>You won!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="109"/>
        <source>You lost!</source>
        <translation>You lost!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="111"/>
        <source>Tie!</source>
        <translation>Tie!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="112"/>
        <source>{0} wins!</source>
        <translation>{0} wins!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="117"/>
        <source>{0} {1} – {2} {3}</source>
        <translation>{0} {1} – {2} {3}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="123"/>
        <source>It is not counted in the statistics.</source>
        <translation>It is not counted in the statistics.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="126"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="127"/>
        <source>Look at the board</source>
        <translation>Look at the board</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/end_panel.py" line="128"/>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
</context>
<context>
    <name>ExampleBoard</name>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="134"/>
        <source>Move {0} of {1}.</source>
        <extracomment>The square ABCD: after its four sides, the diagonal A-C closes ABC and ACD. With the option on, Player 1 closes ABC on move 3 and plays move 4 too. Each player closes one triangle; A-B can no longer be drawn; 1-1, a tie.</extracomment>
        <translation>Move {0} of {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="138"/>
        <source>Player {0} draws {1}–{2}.</source>
        <translation>Player {0} draws {1}–{2}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/how_to_play.py" line="145"/>
        <source>It closes %n triangle(s): {0}.</source>
        <translation>
            <numerusform>It closes %n triangle: {0}.</numerusform>
            <numerusform>It closes %n triangles: {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="147"/>
        <source>Score: {0} – {1}.</source>
        <translation>Score: {0} – {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="150"/>
        <source>No triangle can be closed any more: the game ends in a tie.</source>
        <translation>No triangle can be closed any more: the game ends in a tie.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="153"/>
        <source>No triangle can be closed any more: Player {0} wins.</source>
        <translation>No triangle can be closed any more: Player {0} wins.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="159"/>
        <source>With “Play again after a triangle”, Player {0} plays again.</source>
        <translation>With “Play again after a triangle”, Player {0} plays again.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="224"/>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="225"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="226"/>
        <source>Keyboard</source>
        <translation>Keyboard</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="229"/>
        <source>&lt;h2&gt;In short&lt;/h2&gt;&lt;p&gt;Players take turns drawing a straight line between two stars. A line may not cross another line and may not pass over a star. Closing a triangle that holds no star scores one point. The game stops when no triangle can be closed any more; whoever closed more triangles wins.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;In short&lt;/h2&gt;&lt;p&gt;Players take turns drawing a straight line between two stars. A line may not cross another line and may not pass over a star. Closing a triangle that holds no star scores one point. The game stops when no triangle can be closed any more; whoever closed more triangles wins.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="235"/>
        <source>&lt;h3&gt;Drawing a line&lt;/h3&gt;&lt;p&gt;Tap a star, then another star; or swipe from one star to the other. With a mouse: click, click, or press, drag and release. The line takes your colour.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Drawing a line&lt;/h3&gt;&lt;p&gt;Tap a star, then another star; or swipe from one star to the other. With a mouse: click, click, or press, drag and release. The line takes your colour.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="240"/>
        <source>&lt;h3&gt;Lines that are refused&lt;/h3&gt;&lt;p&gt;A line is refused, and the game says why, when:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;it is already drawn;&lt;/li&gt;&lt;li&gt;it passes over another star (even just touching it);&lt;/li&gt;&lt;li&gt;it crosses a line already drawn. Two lines may leave from the same star, but they may never cross.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Lines that are refused&lt;/h3&gt;&lt;p&gt;A line is refused, and the game says why, when:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;it is already drawn;&lt;/li&gt;&lt;li&gt;it passes over another star (even just touching it);&lt;/li&gt;&lt;li&gt;it crosses a line already drawn. Two lines may leave from the same star, but they may never cross.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="246"/>
        <source>&lt;h3&gt;When a triangle counts&lt;/h3&gt;&lt;p&gt;A line closes a triangle when the triangle&apos;s two other sides are already drawn, by either player. The triangle fills with your colour and you score a point. It counts only if no star lies inside it or on one of its sides.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;When a triangle counts&lt;/h3&gt;&lt;p&gt;A line closes a triangle when the triangle&apos;s two other sides are already drawn, by either player. The triangle fills with your colour and you score a point. It counts only if no star lies inside it or on one of its sides.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="252"/>
        <source>&lt;h3&gt;One line, two triangles&lt;/h3&gt;&lt;p&gt;A line has two sides and can close a triangle on each: two points at once. On the square ABCD below, the diagonal A–C closes ABC and ACD together.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;One line, two triangles&lt;/h3&gt;&lt;p&gt;A line has two sides and can close a triangle on each: two points at once. On the square ABCD below, the diagonal A–C closes ABC and ACD together.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="257"/>
        <source>&lt;h3&gt;Play again after a triangle&lt;/h3&gt;&lt;p&gt;Normally each player draws one line per turn. With the option “Play again after a triangle” (in the New Game window), a player who closes a triangle draws another line at once. Below, Player 1 closes a triangle on move 3 and also plays move 4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Play again after a triangle&lt;/h3&gt;&lt;p&gt;Normally each player draws one line per turn. With the option “Play again after a triangle” (in the New Game window), a player who closes a triangle draws another line at once. Below, Player 1 closes a triangle on move 3 and also plays move 4.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="263"/>
        <source>&lt;h3&gt;End of the game&lt;/h3&gt;&lt;p&gt;The game stops as soon as no triangle can be closed any more, even if some lines could still be drawn. Whoever closed more triangles wins; equal counts are a tie. In the game below each player closes one triangle.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;End of the game&lt;/h3&gt;&lt;p&gt;The game stops as soon as no triangle can be closed any more, even if some lines could still be drawn. Whoever closed more triangles wins; equal counts are a tie. In the game below each player closes one triangle.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/how_to_play.py" line="273"/>
        <source>&lt;h3&gt;Playing with the keyboard&lt;/h3&gt;&lt;table cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrow keys&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move the focus ring to the nearest star in that direction&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pick the focused star; pick a second star to draw the line (pick the same star again to let go)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;let go of the picked star&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+&lt;/b&gt; / &lt;b&gt;−&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zoom in / out&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;fit the board to the window&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;this help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Click or tap the board first so it has the keyboard focus.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Playing with the keyboard&lt;/h3&gt;&lt;table cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrow keys&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move the focus ring to the nearest star in that direction&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pick the focused star; pick a second star to draw the line (pick the same star again to let go)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;let go of the picked star&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+&lt;/b&gt; / &lt;b&gt;−&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zoom in / out&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;fit the board to the window&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;this help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Click or tap the board first so it has the keyboard focus.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="293"/>
        <source>Triangles</source>
        <translation>Triangles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="294"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="295"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="296"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="297"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="298"/>
        <source>Theme</source>
        <translation>Theme</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="299"/>
        <source>&amp;New Game…</source>
        <translation>&amp;New Game…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="300"/>
        <source>New Game</source>
        <translation>New Game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="301"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="302"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="303"/>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="304"/>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="305"/>
        <source>Ask the Hard opponent to suggest a line</source>
        <translation>Ask the Hard opponent to suggest a line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="306"/>
        <source>&amp;Replay the game</source>
        <translation>&amp;Replay the game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="307"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="308"/>
        <source>&amp;Fit the board to the window</source>
        <translation>&amp;Fit the board to the window</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="309"/>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="310"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="311"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="312"/>
        <source>&amp;Highlight the last line</source>
        <translation>&amp;Highlight the last line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="316"/>
        <source>&amp;How to play</source>
        <translation>&amp;How to play</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="317"/>
        <source>&amp;Keyboard controls</source>
        <translation>&amp;Keyboard controls</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="318"/>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="378"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="467"/>
        <source>Computer opponent failed</source>
        <translation>Computer opponent failed</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="468"/>
        <source>The opponent “{0}” failed: {1}.</source>
        <translation>The opponent “{0}” failed: {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="469"/>
        <source>The game is safe. Choose what happens next.</source>
        <translation>The game is safe. Choose what happens next.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="472"/>
        <source>Let another opponent play this move</source>
        <translation>Let another opponent play this move</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="473"/>
        <source>Try again</source>
        <translation>Try again</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="474"/>
        <source>End the game without a result</source>
        <translation>End the game without a result</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="526"/>
        <source>Looking for a good line…</source>
        <translation>Looking for a good line…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="531"/>
        <source>Hint: try the highlighted line.</source>
        <translation>Hint: try the highlighted line.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="534"/>
        <source>No hint right now.</source>
        <translation>No hint right now.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="164"/>
        <source>Another player on this device</source>
        <translation>Another player on this device</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="167"/>
        <source>Computer: {0}</source>
        <translation>Computer: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="169"/>
        <source>Computer: {0} (unavailable)</source>
        <translation>Computer: {0} (unavailable)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="184"/>
        <source>{0} stars</source>
        <translation>{0} stars</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="194"/>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="194"/>
        <source>Player 1 name</source>
        <translation>Player 1 name</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="200"/>
        <source>{0} is unavailable: {1}</source>
        <translation>{0} is unavailable: {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="210"/>
        <source>New Game</source>
        <translation>New Game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="211"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="212"/>
        <source>Phone-sized</source>
        <translation>Phone-sized</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="213"/>
        <source>Tablet-sized</source>
        <translation>Tablet-sized</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="214"/>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="215"/>
        <source>The computer starts</source>
        <translation>The computer starts</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="216"/>
        <source>Player 2 name</source>
        <translation>Player 2 name</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="217"/>
        <source>Play again after a triangle</source>
        <translation>Play again after a triangle</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="219"/>
        <source>A player who closes a triangle draws another line at once.</source>
        <translation>A player who closes a triangle draws another line at once.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="221"/>
        <source>Theme</source>
        <translation>Theme</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="223"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="224"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>Opponents</name>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="154"/>
        <source>it could not be loaded</source>
        <translation>it could not be loaded</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="155"/>
        <source>it needs a newer version of Triangles</source>
        <translation>it needs a newer version of Triangles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="158"/>
        <source>it ran into an error</source>
        <translation>it ran into an error</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="159"/>
        <source>it used too much memory</source>
        <translation>it used too much memory</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="160"/>
        <source>it answered something that is not a line</source>
        <translation>it answered something that is not a line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="163"/>
        <source>it chose a line the rules refuse</source>
        <translation>it chose a line the rules refuse</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="166"/>
        <source>it did not answer in time and was stopped</source>
        <translation>it did not answer in time and was stopped</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="169"/>
        <source>its process crashed</source>
        <translation>its process crashed</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/opponents.py" line="170"/>
        <source>the request was withdrawn</source>
        <translation>the request was withdrawn</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../triangles_qt/views/new_game_dialog.py" line="43"/>
        <source>Player {0}</source>
        <translation>Player {0}</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../triangles_qt/i18n.py" line="101"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="102"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="103"/>
        <source>Cu&amp;t</source>
        <translation>Cu&amp;t</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="104"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="105"/>
        <source>&amp;Paste</source>
        <translation>&amp;Paste</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="106"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="107"/>
        <source>Select All</source>
        <translation>Select All</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../triangles_qt/i18n.py" line="99"/>
        <source>Show Details...</source>
        <translation>Show Details...</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="100"/>
        <source>Hide Details...</source>
        <translation>Hide Details...</translation>
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
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="83"/>
        <source>Save All</source>
        <translation>Save All</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="84"/>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="85"/>
        <source>&amp;Yes</source>
        <translation>&amp;Yes</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="86"/>
        <source>Yes to &amp;All</source>
        <translation>Yes to &amp;All</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="87"/>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="88"/>
        <source>N&amp;o to All</source>
        <translation>N&amp;o to All</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="89"/>
        <source>Abort</source>
        <translation>Abort</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="90"/>
        <source>Retry</source>
        <translation>Retry</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="91"/>
        <source>Ignore</source>
        <translation>Ignore</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="92"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="93"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="94"/>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="95"/>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="96"/>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="97"/>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="98"/>
        <source>Restore Defaults</source>
        <translation>Restore Defaults</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="41"/>
        <source>Choose two different stars.</source>
        <translation>Choose two different stars.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="42"/>
        <source>That line is already drawn.</source>
        <translation>That line is already drawn.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="43"/>
        <source>That line passes over a star.</source>
        <translation>That line passes over a star.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="44"/>
        <source>That line crosses a line already drawn.</source>
        <translation>That line crosses a line already drawn.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="47"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="140"/>
        <source>Line {0} of {1}</source>
        <translation>Line {0} of {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="142"/>
        <source>Close replay</source>
        <translation>Close replay</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="143"/>
        <source>First</source>
        <translation>First</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="144"/>
        <source>Previous line</source>
        <translation>Previous line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="145"/>
        <source>Next line</source>
        <translation>Next line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/main_window.py" line="146"/>
        <source>Last</source>
        <translation>Last</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <location filename="../triangles_qt/views/score_panel.py" line="164"/>
        <source>thinking</source>
        <translation>thinking</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/score_panel.py" line="166"/>
        <source>to play</source>
        <translation>to play</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/score_panel.py" line="170"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/score_panel.py" line="172"/>
        <source>Line {0}</source>
        <translation>Line {0}</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../triangles_qt/views/theme.py" line="47"/>
        <source>Nebula</source>
        <translation>Nebula</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/theme.py" line="48"/>
        <source>Daylight</source>
        <translation>Daylight</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/theme.py" line="49"/>
        <source>High contrast (colour-blind safe)</source>
        <translation>High contrast (colour-blind safe)</translation>
    </message>
</context>
</TS>
