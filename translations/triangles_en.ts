<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="195"/>
        <source>About Triangles</source>
        <translation>About Triangles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="197"/>
        <source>Version {0}</source>
        <translation>Version {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="200"/>
        <source>Take turns drawing straight lines between stars. Close a triangle with no star in it and it is yours. Play two players on one device, or against computer opponents that anyone can write as plugins.</source>
        <translation>Take turns drawing straight lines between stars. Close a triangle with no star in it and it is yours. Play two players on one device, or against computer opponents that anyone can write as plugins.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="207"/>
        <source>Licence: {0}. Fonts: Noto Sans and Noto Sans Devanagari, SIL Open Font License 1.1.</source>
        <translation>Licence: {0}. Fonts: Noto Sans and Noto Sans Devanagari, SIL Open Font License 1.1.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="215"/>
        <source>native engine core</source>
        <translation>native engine core</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="217"/>
        <source>pure-Python engine core</source>
        <translation>pure-Python engine core</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="220"/>
        <source>Python {0} · Qt {1} · PySide6 {2}</source>
        <translation>Python {0} · Qt {1} · PySide6 {2}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="226"/>
        <source>Saves and statistics:</source>
        <translation>Saves and statistics:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="227"/>
        <source>Settings and engines.toml:</source>
        <translation>Settings and engines.toml:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="229"/>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="231"/>
        <source>Open the folder of saves and statistics</source>
        <translation>Open the folder of saves and statistics</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="233"/>
        <source>Open the folder of settings and engines.toml</source>
        <translation>Open the folder of settings and engines.toml</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="235"/>
        <source>Shows the folder in the file manager.</source>
        <translation>Shows the folder in the file manager.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="237"/>
        <source>Computer opponents installed:</source>
        <translation>Computer opponents installed:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="239"/>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="239"/>
        <source>Package</source>
        <translation>Package</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="239"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="247"/>
        <source>Website</source>
        <translation>Website</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="248"/>
        <source>Documentation</source>
        <translation>Documentation</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="249"/>
        <source>Report a problem</source>
        <translation>Report a problem</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="250"/>
        <source>Source code</source>
        <translation>Source code</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="261"/>
        <source>{0} (cannot be used)</source>
        <translation>{0} (cannot be used)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="263"/>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="265"/>
        <source>{0} (built in)</source>
        <translation>{0} (built in)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="303"/>
        <source>The folder {0} could not be opened.</source>
        <translation>The folder {0} could not be opened.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="118"/>
        <source>The saved game could not be read. It was kept as {0}; a new game started.</source>
        <translation>The saved game could not be read. It was kept as {0}; a new game started.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../triangles_qt/views/board/accessible.py" line="147"/>
        <source>Pick</source>
        <translation>Pick</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/accessible.py" line="152"/>
        <source>Pick this star; picking a second star draws the line between them</source>
        <translation>Pick this star; picking a second star draws the line between them</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/again_cue.py" line="39"/>
        <source>Again!</source>
        <translation>Again!</translation>
    </message>
</context>
<context>
    <name>BoardCode</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="43"/>
        <source>Type a board code first.</source>
        <translation>Type a board code first.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="45"/>
        <source>This is not a board code. A board code looks like {0}.</source>
        <translation>This is not a board code. A board code looks like {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="49"/>
        <source>This code is damaged: a character is wrong, missing or extra. Check it against the original.</source>
        <translation>This code is damaged: a character is wrong, missing or extra. Check it against the original.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="54"/>
        <source>This code comes from a newer version of Triangles. Update the game to open it.</source>
        <translation>This code comes from a newer version of Triangles. Update the game to open it.</translation>
    </message>
</context>
<context>
    <name>BoardCodeRows</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="200"/>
        <source>This is the code of a network game. To join that game, choose “Join a game on another device” as the opponent.</source>
        <translation>This is the code of a network game. To join that game, choose “Join a game on another device” as the opponent.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="204"/>
        <source>The code is copied.</source>
        <translation>The code is copied.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="206"/>
        <source>The next game is played on the board of code {0} ({1} stars).</source>
        <translation>The next game is played on the board of code {0} ({1} stars).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="217"/>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="218"/>
        <source>This board&apos;s code</source>
        <translation>This board&apos;s code</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="221"/>
        <source>Someone who types this code in New Game plays the same board, with the same rule.</source>
        <translation>Someone who types this code in New Game plays the same board, with the same rule.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="224"/>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="225"/>
        <source>Copy this board&apos;s code</source>
        <translation>Copy this board&apos;s code</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="227"/>
        <source>Puts the code on the clipboard, to send to someone.</source>
        <translation>Puts the code on the clipboard, to send to someone.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="229"/>
        <source>Play a board code</source>
        <translation>Play a board code</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="230"/>
        <source>Board code to play</source>
        <translation>Board code to play</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="232"/>
        <source>Use</source>
        <translation>Use</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="233"/>
        <source>Use the board code</source>
        <translation>Use the board code</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="235"/>
        <source>The next game is played on the board of the code typed beside.</source>
        <translation>The next game is played on the board of the code typed beside.</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="39"/>
        <source>lines</source>
        <translation>lines</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="40"/>
        <source>last</source>
        <translation>last</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="41"/>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="42"/>
        <source>turn</source>
        <translation>turn</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="43"/>
        <source>takes</source>
        <translation>takes</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="44"/>
        <source>hint</source>
        <translation>hint</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="45"/>
        <source>undo</source>
        <translation>undo</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="46"/>
        <source>redo</source>
        <translation>redo</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="47"/>
        <source>resign</source>
        <translation>resign</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="48"/>
        <source>help</source>
        <translation>help</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="110"/>
        <source>Co&amp;mmand:</source>
        <translation>Co&amp;mmand:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="111"/>
        <source>Command line</source>
        <translation>Command line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="114"/>
        <source>Two stars (c4 e2) or a command (help)</source>
        <translation>Two stars (c4 e2) or a command (help)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="116"/>
        <source>Last answer</source>
        <translation>Last answer</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="145"/>
        <source>There is no star {0}.</source>
        <translation>There is no star {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="149"/>
        <source>Say which star: {0} C4.</source>
        <translation>Say which star: {0} C4.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="152"/>
        <source>I do not know “{0}”. Type help for the commands.</source>
        <translation>I do not know “{0}”. Type help for the commands.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="176"/>
        <source>No line has been drawn yet.</source>
        <translation>No line has been drawn yet.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="207"/>
        <source>{0} is not possible now.</source>
        <translation>{0} is not possible now.</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="182"/>
        <source>Game ended without a result</source>
        <extracomment>The title&apos;s size, as many times the text&apos;s as the room allows (the first that fits). Narrowest the panel is (pixels), when the room allows.</extracomment>
        <translation>Game ended without a result</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="184"/>
        <source>You won!</source>
        <translation>You won!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="186"/>
        <source>You lost!</source>
        <translation>You lost!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="188"/>
        <source>Tie!</source>
        <translation>Tie!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="189"/>
        <source>{0} wins!</source>
        <translation>{0} wins!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="194"/>
        <source>{0} {1} – {2} {3}</source>
        <translation>{0} {1} – {2} {3}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="200"/>
        <source>It is not counted in the statistics.</source>
        <translation>It is not counted in the statistics.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="204"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="205"/>
        <source>Choose the board and the opponent of a new game.</source>
        <translation>Choose the board and the opponent of a new game.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="206"/>
        <source>Look at the board</source>
        <translation>Look at the board</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="207"/>
        <source>Hide this panel to see the whole board.</source>
        <translation>Hide this panel to see the whole board.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="208"/>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="209"/>
        <source>Play the game back line by line.</source>
        <translation>Play the game back line by line.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="210"/>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="212"/>
        <source>Positions from real games, each with a line to find</source>
        <translation>Positions from real games, each with a line to find</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="214"/>
        <source>Learn from your mistakes</source>
        <translation>Learn from your mistakes</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="216"/>
        <source>Your costly lines of this game, each a puzzle: find a better line</source>
        <translation>Your costly lines of this game, each a puzzle: find a better line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="236"/>
        <source>Swap sides</source>
        <translation>Swap sides</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="238"/>
        <source>The same board again, you on the other side: you start.</source>
        <translation>The same board again, you on the other side: you start.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="240"/>
        <source>The same board again, you on the other side: {0} starts.</source>
        <translation>The same board again, you on the other side: {0} starts.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="242"/>
        <source>Rematch</source>
        <translation>Rematch</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="243"/>
        <source>The same board again: {0} starts.</source>
        <translation>The same board again: {0} starts.</translation>
    </message>
</context>
<context>
    <name>ExampleBoard</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="136"/>
        <source>Example board</source>
        <extracomment>The square ABCD: after its four sides, the diagonal A-C closes ABC and ACD. With the option on, Player 1 closes ABC on move 3 and plays move 4 too. Each player closes one triangle; A-B can no longer be drawn; 1-1, a tie.</extracomment>
        <translation>Example board</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="138"/>
        <source>Previous move</source>
        <translation>Previous move</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="139"/>
        <source>Take back the example&apos;s last line.</source>
        <translation>Take back the example&apos;s last line.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="140"/>
        <source>Next move</source>
        <translation>Next move</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="141"/>
        <source>Draw the example&apos;s next line.</source>
        <translation>Draw the example&apos;s next line.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="145"/>
        <source>Move {0} of {1}.</source>
        <translation>Move {0} of {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="149"/>
        <source>Player {0} draws {1}–{2}.</source>
        <translation>Player {0} draws {1}–{2}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="156"/>
        <source>It closes %n triangle(s): {0}.</source>
        <translation>
            <numerusform>It closes %n triangle: {0}.</numerusform>
            <numerusform>It closes %n triangles: {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="158"/>
        <source>Score: {0} – {1}.</source>
        <translation>Score: {0} – {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="161"/>
        <source>No triangle can be closed any more: the game ends in a tie.</source>
        <translation>No triangle can be closed any more: the game ends in a tie.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="164"/>
        <source>No triangle can be closed any more: Player {0} wins.</source>
        <translation>No triangle can be closed any more: Player {0} wins.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="170"/>
        <source>With “Play again after a triangle”, Player {0} plays again.</source>
        <translation>With “Play again after a triangle”, Player {0} plays again.</translation>
    </message>
</context>
<context>
    <name>GameSounds</name>
    <message>
        <location filename="../triangles_qt/views/game/sounds.py" line="34"/>
        <source>No sound: the sound library could not be loaded on this computer.</source>
        <translation>No sound: the sound library could not be loaded on this computer.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/sounds.py" line="38"/>
        <source>No sound: the game&apos;s sound files are missing or damaged.</source>
        <translation>No sound: the game&apos;s sound files are missing or damaged.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/sounds.py" line="41"/>
        <source>No sound: no audio output was found.</source>
        <translation>No sound: no audio output was found.</translation>
    </message>
</context>
<context>
    <name>HelpMarks</name>
    <message numerus="yes">
        <location filename="../triangles_qt/views/stats/rows.py" line="97"/>
        <source>%n hint(s)</source>
        <comment>help in one game</comment>
        <translation>
            <numerusform>%n hint</numerusform>
            <numerusform>%n hints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/stats/rows.py" line="99"/>
        <source>%n undo(s)</source>
        <comment>help in one game</comment>
        <translation>
            <numerusform>%n undo</numerusform>
            <numerusform>%n undos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="102"/>
        <source>{0}, {1}</source>
        <comment>hints and undos in one game</comment>
        <translation>{0}, {1}</translation>
    </message>
</context>
<context>
    <name>HostingDialog</name>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="166"/>
        <source>Host a network game</source>
        <translation>Host a network game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="167"/>
        <source>The game code:</source>
        <translation>The game code:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="170"/>
        <source>On the other device, open New game, choose “Join a game on another device” and type this code.</source>
        <translation>On the other device, open New game, choose “Join a game on another device” and type this code.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="177"/>
        <source>This device: {0} (port {1})</source>
        <translation>This device: {0} (port {1})</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="181"/>
        <source>The board could not be made.</source>
        <translation>The board could not be made.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="185"/>
        <source>Making the board…</source>
        <translation>Making the board…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="187"/>
        <source>Waiting for the other player…</source>
        <translation>Waiting for the other player…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="190"/>
        <source>The game code: {0}</source>
        <translation>The game code: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="192"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="194"/>
        <source>Stops waiting; no game is offered any more.</source>
        <translation>Stops waiting; no game is offered any more.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="253"/>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="254"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="255"/>
        <source>The rules, with examples to step through.</source>
        <translation>The rules, with examples to step through.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="256"/>
        <source>Keyboard</source>
        <translation>Keyboard</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="257"/>
        <source>Every key of the game.</source>
        <translation>Every key of the game.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="259"/>
        <source>Lessons</source>
        <translation>Lessons</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="260"/>
        <source>Short lessons to play on small boards.</source>
        <translation>Short lessons to play on small boards.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="264"/>
        <source>&lt;h2&gt;In short&lt;/h2&gt;&lt;p&gt;Players take turns drawing a straight line between two stars. A line may not cross another line and may not pass over a star. Closing a triangle that holds no star scores one point. The game stops when no triangle can be closed any more; whoever closed more triangles wins.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;In short&lt;/h2&gt;&lt;p&gt;Players take turns drawing a straight line between two stars. A line may not cross another line and may not pass over a star. Closing a triangle that holds no star scores one point. The game stops when no triangle can be closed any more; whoever closed more triangles wins.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="270"/>
        <source>&lt;h3&gt;Drawing a line&lt;/h3&gt;&lt;p&gt;Tap a star, then another star; or swipe from one star to the other. With a mouse: click, click, or press, drag and release. The line takes your colour.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Drawing a line&lt;/h3&gt;&lt;p&gt;Tap a star, then another star; or swipe from one star to the other. With a mouse: click, click, or press, drag and release. The line takes your colour.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="275"/>
        <source>&lt;h3&gt;Looking around&lt;/h3&gt;&lt;p&gt;Pinch, or turn the mouse wheel, to zoom in on a crowded board. To move it, drag the empty sky between the stars (or drag with the middle mouse button, or hold Shift while turning the wheel). An arrow at the edge points to the last line when it is out of sight; tap it to go there. &lt;b&gt;Fit&lt;/b&gt; shows the whole board again.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Looking around&lt;/h3&gt;&lt;p&gt;Pinch, or turn the mouse wheel, to zoom in on a crowded board. To move it, drag the empty sky between the stars (or drag with the middle mouse button, or hold Shift while turning the wheel). An arrow at the edge points to the last line when it is out of sight; tap it to go there. &lt;b&gt;Fit&lt;/b&gt; shows the whole board again.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="282"/>
        <source>&lt;h3&gt;Lines that are refused&lt;/h3&gt;&lt;p&gt;A line is refused, and the game says why, when:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;it is already drawn;&lt;/li&gt;&lt;li&gt;it passes over another star (even just touching it);&lt;/li&gt;&lt;li&gt;it crosses a line already drawn. Two lines may leave from the same star, but they may never cross.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Lines that are refused&lt;/h3&gt;&lt;p&gt;A line is refused, and the game says why, when:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;it is already drawn;&lt;/li&gt;&lt;li&gt;it passes over another star (even just touching it);&lt;/li&gt;&lt;li&gt;it crosses a line already drawn. Two lines may leave from the same star, but they may never cross.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="288"/>
        <source>&lt;h3&gt;When a triangle counts&lt;/h3&gt;&lt;p&gt;A line closes a triangle when the triangle&apos;s two other sides are already drawn, by either player. The triangle fills with your colour and you score a point. It counts only if no star lies inside it or on one of its sides.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;When a triangle counts&lt;/h3&gt;&lt;p&gt;A line closes a triangle when the triangle&apos;s two other sides are already drawn, by either player. The triangle fills with your colour and you score a point. It counts only if no star lies inside it or on one of its sides.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="294"/>
        <source>&lt;h3&gt;One line, two triangles&lt;/h3&gt;&lt;p&gt;A line has two sides and can close a triangle on each: two points at once. On the square ABCD below, the diagonal A–C closes ABC and ACD together.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;One line, two triangles&lt;/h3&gt;&lt;p&gt;A line has two sides and can close a triangle on each: two points at once. On the square ABCD below, the diagonal A–C closes ABC and ACD together.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="299"/>
        <source>&lt;h3&gt;Play again after a triangle&lt;/h3&gt;&lt;p&gt;Normally each player draws one line per turn. With the option “Play again after a triangle” (in the New Game window), a player who closes a triangle draws another line at once. Below, Player 1 closes a triangle on move 3 and also plays move 4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Play again after a triangle&lt;/h3&gt;&lt;p&gt;Normally each player draws one line per turn. With the option “Play again after a triangle” (in the New Game window), a player who closes a triangle draws another line at once. Below, Player 1 closes a triangle on move 3 and also plays move 4.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="305"/>
        <source>&lt;h3&gt;End of the game&lt;/h3&gt;&lt;p&gt;The game stops as soon as no triangle can be closed any more, even if some lines could still be drawn. Whoever closed more triangles wins; equal counts are a tie. In the game below each player closes one triangle.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;End of the game&lt;/h3&gt;&lt;p&gt;The game stops as soon as no triangle can be closed any more, even if some lines could still be drawn. Whoever closed more triangles wins; equal counts are a tie. In the game below each player closes one triangle.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="315"/>
        <source>&lt;h3&gt;Playing with the keyboard&lt;/h3&gt;&lt;table cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrow keys&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move the focus ring to the nearest star in that direction&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pick the focused star; pick a second star to draw the line (pick the same star again to let go)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;let go of the picked star&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+&lt;/b&gt; / &lt;b&gt;−&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zoom in / out&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;fit the board to the window&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; or &lt;b&gt;Ctrl+Y&lt;/b&gt;&lt;/td&gt;&lt;td&gt;redo: put back what undo took back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint: the Hard opponent suggests a line&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;puzzles&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen on and off (&lt;b&gt;Esc&lt;/b&gt; also leaves it)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the command line: type two stars (c4 e2) to draw a line, or a command (help lists them)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;this help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Click or tap the board first so it has the keyboard focus.&lt;/p&gt;&lt;p&gt;With a screen reader, the board&apos;s stars are buttons named by band and number (C4: the fourth star from the top in the third band from the left), every line is announced, and the command line plays by typing.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Playing with the keyboard&lt;/h3&gt;&lt;table cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrow keys&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move the focus ring to the nearest star in that direction&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pick the focused star; pick a second star to draw the line (pick the same star again to let go)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;let go of the picked star&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+&lt;/b&gt; / &lt;b&gt;−&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zoom in / out&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;fit the board to the window&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; or &lt;b&gt;Ctrl+Y&lt;/b&gt;&lt;/td&gt;&lt;td&gt;redo: put back what undo took back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint: the Hard opponent suggests a line&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;puzzles&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen on and off (&lt;b&gt;Esc&lt;/b&gt; also leaves it)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the command line: type two stars (c4 e2) to draw a line, or a command (help lists them)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;this help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Click or tap the board first so it has the keyboard focus.&lt;/p&gt;&lt;p&gt;With a screen reader, the board&apos;s stars are buttons named by band and number (C4: the fourth star from the top in the third band from the left), every line is announced, and the command line plays by typing.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>InternetHostDialog</name>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="253"/>
        <source>The board could not be made.</source>
        <translation>The board could not be made.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="257"/>
        <source>Your friend typed the code: connecting…</source>
        <translation>Your friend typed the code: connecting…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="259"/>
        <source>The rendezvous server cannot be reached: trying again…</source>
        <translation>The rendezvous server cannot be reached: trying again…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="261"/>
        <source>Someone typed a wrong code, so that code no longer works: getting a new one…</source>
        <translation>Someone typed a wrong code, so that code no longer works: getting a new one…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="265"/>
        <source>Someone typed a wrong code, so the old code no longer works: this is the new code. Waiting for your friend to type it…</source>
        <translation>Someone typed a wrong code, so the old code no longer works: this is the new code. Waiting for your friend to type it…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="269"/>
        <source>Waiting for your friend to type the code…</source>
        <translation>Waiting for your friend to type the code…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="270"/>
        <source>Getting a code from the rendezvous server…</source>
        <translation>Getting a code from the rendezvous server…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="273"/>
        <source>Host a game over the internet</source>
        <translation>Host a game over the internet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="274"/>
        <source>The code for your friend:</source>
        <translation>The code for your friend:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="278"/>
        <source>Tell it to your friend: read it aloud, or send it in a message. On their device they open New Game, choose “Join a game over the internet” and type it. The code works once.</source>
        <translation>Tell it to your friend: read it aloud, or send it in a message. On their device they open New Game, choose “Join a game over the internet” and type it. The code works once.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="286"/>
        <source>The code for your friend: {0}</source>
        <translation>The code for your friend: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="289"/>
        <source>No code yet</source>
        <translation>No code yet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="292"/>
        <source>What the window is waiting for.</source>
        <translation>What the window is waiting for.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="293"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="295"/>
        <source>Stops waiting; the code no longer works.</source>
        <translation>Stops waiting; the code no longer works.</translation>
    </message>
</context>
<context>
    <name>InternetJoinDialog</name>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="233"/>
        <source>A code is a number and words, like {0}. Type it as your friend&apos;s window shows it.</source>
        <extracomment>A code as an example (the number and two words from the lists). The longest text the code field takes.</extracomment>
        <translation>A code is a number and words, like {0}. Type it as your friend&apos;s window shows it.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="239"/>
        <source>That code does not match your friend&apos;s game. A wrong code is used up: ask your friend for the code their window shows now.</source>
        <translation>That code does not match your friend&apos;s game. A wrong code is used up: ask your friend for the code their window shows now.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="250"/>
        <source>Not a word of a code: {0}. Check the spelling.</source>
        <translation>Not a word of a code: {0}. Check the spelling.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="253"/>
        <source>Join a game over the internet</source>
        <translation>Join a game over the internet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="256"/>
        <source>Type the code your friend&apos;s window shows: a number and two words. Spaces or dashes between them, capitals or not, are all the same.</source>
        <translation>Type the code your friend&apos;s window shows: a number and two words. Spaces or dashes between them, capitals or not, are all the same.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="260"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="261"/>
        <source>for example {0}</source>
        <translation>for example {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="267"/>
        <source>The code your friend&apos;s device shows, like {0}.</source>
        <translation>The code your friend&apos;s device shows, like {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="276"/>
        <source>Found your friend&apos;s game: joining…</source>
        <translation>Found your friend&apos;s game: joining…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="278"/>
        <source>The rendezvous server cannot be reached: trying again…</source>
        <translation>The rendezvous server cannot be reached: trying again…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="280"/>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="286"/>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="288"/>
        <source>Joins your friend&apos;s game with the code typed.</source>
        <translation>Joins your friend&apos;s game with the code typed.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="291"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="292"/>
        <source>Closes this window without joining.</source>
        <translation>Closes this window without joining.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="147"/>
        <source>{0} (another version of Triangles)</source>
        <translation>{0} (another version of Triangles)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="149"/>
        <source>{0}: {1} stars, play again after a triangle</source>
        <translation>{0}: {1} stars, play again after a triangle</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="152"/>
        <source>{0}: {1} stars</source>
        <translation>{0}: {1} stars</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="226"/>
        <source>Join a network game</source>
        <translation>Join a network game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="229"/>
        <source>Looking for games on this network is off: type the host&apos;s address.</source>
        <translation>Looking for games on this network is off: type the host&apos;s address.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="232"/>
        <source>Games on this network:</source>
        <translation>Games on this network:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="234"/>
        <source>Looking for games on this network…</source>
        <translation>Looking for games on this network…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="236"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="237"/>
        <source>for example 192.168.1.20</source>
        <translation>for example 192.168.1.20</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="238"/>
        <source>Game code</source>
        <translation>Game code</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="242"/>
        <source>Type the address the host&apos;s window shows, or pick a game.</source>
        <translation>Type the address the host&apos;s window shows, or pick a game.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="244"/>
        <source>A game code has six letters or digits, like {0}.</source>
        <translation>A game code has six letters or digits, like {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="248"/>
        <source>Joining…</source>
        <translation>Joining…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="252"/>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="254"/>
        <source>Joins the game chosen in the list, or at the address and code typed.</source>
        <translation>Joins the game chosen in the list, or at the address and code typed.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="257"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="258"/>
        <source>Closes this window without joining.</source>
        <translation>Closes this window without joining.</translation>
    </message>
</context>
<context>
    <name>KeeperNews</name>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="67"/>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="68"/>
        <source>the folder cannot be written to</source>
        <translation>the folder cannot be written to</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="69"/>
        <source>the disk reported an error</source>
        <translation>the disk reported an error</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="70"/>
        <source>a file stands where the folder should be</source>
        <translation>a file stands where the folder should be</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="74"/>
        <source>the disk refused it</source>
        <translation>the disk refused it</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="80"/>
        <source>The game could not be saved ({0}). It is kept while Triangles runs and saved as soon as the disk allows.</source>
        <translation>The game could not be saved ({0}). It is kept while Triangles runs and saved as soon as the disk allows.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="86"/>
        <source>Saving works again: the games are safe on the disk.</source>
        <translation>Saving works again: the games are safe on the disk.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="91"/>
        <source>The result could not be saved in the statistics ({0}). The game is kept and will be recorded later.</source>
        <translation>The result could not be saved in the statistics ({0}). The game is kept and will be recorded later.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="96"/>
        <source>The result could not be saved in the statistics ({0}), nor on the disk. It is kept while Triangles runs and saved as soon as it can be.</source>
        <translation>The result could not be saved in the statistics ({0}), nor on the disk. It is kept while Triangles runs and saved as soon as it can be.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="106"/>
        <source>Finished games whose result could not be saved: {0}. The disk refused every attempt; if you quit now, these results are lost.</source>
        <translation>Finished games whose result could not be saved: {0}. The disk refused every attempt; if you quit now, these results are lost.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="124"/>
        <source>Saved files that could not be read were kept as {0}.</source>
        <translation>Saved files that could not be read were kept as {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="130"/>
        <source>Saved files that could not be read or moved aside were left as they are: {0}.</source>
        <translation>Saved files that could not be read or moved aside were left as they are: {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="136"/>
        <source>A new game started.</source>
        <translation>A new game started.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="142"/>
        <source>Triangles cannot save in its data folder {0} ({1}). You can play: games and results are kept while Triangles runs and saved as soon as the folder allows.</source>
        <translation>Triangles cannot save in its data folder {0} ({1}). You can play: games and results are kept while Triangles runs and saved as soon as the folder allows.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="152"/>
        <source>a folder</source>
        <translation>a folder</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="153"/>
        <source>a FIFO, socket or device</source>
        <translation>a FIFO, socket or device</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="154"/>
        <source>a loop of links</source>
        <translation>a loop of links</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="155"/>
        <source>a link to nothing</source>
        <translation>a link to nothing</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="156"/>
        <source>far too big</source>
        <translation>far too big</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="157"/>
        <source>not text</source>
        <translation>not text</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="160"/>
        <source>not in the expected format</source>
        <translation>not in the expected format</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="161"/>
        <source>unreadable</source>
        <translation>unreadable</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="167"/>
        <source>{0} in the data folder was {1}, not a lock file. It was kept as {2}.</source>
        <translation>{0} in the data folder was {1}, not a lock file. It was kept as {2}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="171"/>
        <source>{0} in the data folder is {1}, not a lock file, and cannot be moved aside. Triangles runs without a lock file.</source>
        <translation>{0} in the data folder is {1}, not a lock file, and cannot be moved aside. Triangles runs without a lock file.</translation>
    </message>
</context>
<context>
    <name>LessonsPanel</name>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="168"/>
        <source>Drawing a line</source>
        <translation>Drawing a line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="169"/>
        <source>Draw a line: tap a star, then another; or swipe from one to the other.</source>
        <translation>Draw a line: tap a star, then another; or swipe from one to the other.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="170"/>
        <source>That is a line. It may not cross a line, repeat one or pass over a star.</source>
        <translation>That is a line. It may not cross a line, repeat one or pass over a star.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="173"/>
        <source>Closing a triangle</source>
        <translation>Closing a triangle</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="174"/>
        <source>Two sides of a triangle are drawn. Draw the third side to close it.</source>
        <translation>Two sides of a triangle are drawn. Draw the third side to close it.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="175"/>
        <source>Closed: a triangle with no star in it scores a point.</source>
        <translation>Closed: a triangle with no star in it scores a point.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="178"/>
        <source>A star inside scores nothing</source>
        <translation>A star inside scores nothing</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="179"/>
        <source>Score a point: close a triangle with no star inside it.</source>
        <translation>Score a point: close a triangle with no star inside it.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="180"/>
        <source>A point! The big triangle would have scored nothing: a star is inside.</source>
        <translation>A point! The big triangle would have scored nothing: a star is inside.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="183"/>
        <source>Two triangles with one line</source>
        <translation>Two triangles with one line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="184"/>
        <source>Close two triangles with one line.</source>
        <translation>Close two triangles with one line.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="185"/>
        <source>Two points with one line: it was a side of both triangles.</source>
        <translation>Two points with one line: it was a side of both triangles.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="188"/>
        <source>Never draw the second side</source>
        <translation>Never draw the second side</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="190"/>
        <source>Draw a line that gives the other player nothing: not the second side of a triangle.</source>
        <translation>Draw a line that gives the other player nothing: not the second side of a triangle.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="193"/>
        <source>Safe: after this line no triangle can be closed.</source>
        <translation>Safe: after this line no triangle can be closed.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="196"/>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="220"/>
        <source>Taking turns, a gift is shared</source>
        <translation>Taking turns, a gift is shared</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="198"/>
        <source>Every line here lets the other player score. Without “play again”, closing a triangle ends the turn, and a triangle it opens next is yours. Give the gift that costs you least.</source>
        <translation>Every line here lets the other player score. Without “play again”, closing a triangle ends the turn, and a triangle it opens next is yours. Give the gift that costs you least.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="203"/>
        <source>Right: two triangles in a row are shared, one each, and then the other player must give.</source>
        <translation>Right: two triangles in a row are shared, one each, and then the other player must give.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="216"/>
        <source>When every line is a gift</source>
        <translation>When every line is a gift</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="208"/>
        <source>Play again: take the chain</source>
        <translation>Play again: take the chain</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="210"/>
        <source>With “play again”, closing a triangle gives you another line. Take every triangle you can, one line after another.</source>
        <translation>With “play again”, closing a triangle gives you another line. Take every triangle you can, one line after another.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="213"/>
        <source>All taken: with “play again”, a chain of triangles is yours in one turn.</source>
        <translation>All taken: with “play again”, a chain of triangles is yours in one turn.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="218"/>
        <source>The board of “{0}”, now with “play again”: the other player takes a gift whole, triangle after triangle. Give away as little as you can.</source>
        <translation>The board of “{0}”, now with “play again”: the other player takes a gift whole, triangle after triangle. Give away as little as you can.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="222"/>
        <source>Right: the smallest gift, a lone triangle. Sometimes giving is all that is left.</source>
        <translation>Right: the smallest gift, a lone triangle. Sometimes giving is all that is left.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="227"/>
        <source>Keep control: leave the last two</source>
        <translation>Keep control: leave the last two</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="229"/>
        <source>The chain above the row of stars is open to you, and another waits below. Take triangles, but leave the last two: give both away with one line, so that the other player must then open the chain below.</source>
        <translation>The chain above the row of stars is open to you, and another waits below. Take triangles, but leave the last two: give both away with one line, so that the other player must then open the chain below.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="234"/>
        <source>Control kept: the other player takes the two with one line, then must open the chain below, and its four triangles are yours.</source>
        <translation>Control kept: the other player takes the two with one line, then must open the chain below, and its four triangles are yours.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="239"/>
        <source>Count the safe lines</source>
        <translation>Count the safe lines</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="241"/>
        <source>Only a few safe lines are left; after them every line gives. Players draw safe lines in turn, and whoever runs out first must open a chain. Draw a safe line so that the other player runs out first.</source>
        <translation>Only a few safe lines are left; after them every line gives. Players draw safe lines in turn, and whoever runs out first must open a chain. Draw a safe line so that the other player runs out first.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="246"/>
        <source>Right: two safe lines are left, one for each of you; then the other player must open a chain.</source>
        <translation>Right: two safe lines are left, one for each of you; then the other player must open a chain.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="261"/>
        <source>A triangle! You play again: take on, but leave the last two.</source>
        <translation>A triangle! You play again: take on, but leave the last two.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="263"/>
        <source>A triangle! You play again: close the next one.</source>
        <translation>A triangle! You play again: close the next one.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="265"/>
        <source>That line closes no triangle. Look for a triangle with two sides drawn.</source>
        <translation>That line closes no triangle. Look for a triangle with two sides drawn.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="268"/>
        <source>That triangle has a star inside: it would score nothing. Try another.</source>
        <translation>That triangle has a star inside: it would score nothing. Try another.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="271"/>
        <source>That closes one triangle. One line can close two: find it.</source>
        <translation>That closes one triangle. One line can close two: find it.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="274"/>
        <source>That is the second side of a triangle: the other player would close it. Try another.</source>
        <translation>That is the second side of a triangle: the other player would close it. Try another.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="278"/>
        <source>That gives away more than you need to. Find a smaller gift.</source>
        <translation>That gives away more than you need to. Find a smaller gift.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="280"/>
        <source>A triangle could still be closed: take it first.</source>
        <translation>A triangle could still be closed: take it first.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="282"/>
        <source>A lone triangle: the other player closes it, nothing comes back, and you must give again. Try another.</source>
        <translation>A lone triangle: the other player closes it, nothing comes back, and you must give again. Try another.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="286"/>
        <source>Three in a row are shared: two for the other player, one for you, and then you must give again. Try another.</source>
        <translation>Three in a row are shared: two for the other player, one for you, and then you must give again. Try another.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="290"/>
        <source>Closing that leaves fewer than two to give away: you would have to open the chain below yourself. Leave the last two.</source>
        <translation>Closing that leaves fewer than two to give away: you would have to open the chain below yourself. Leave the last two.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="294"/>
        <source>Safe, but count again: after it the other player can leave you without a safe line.</source>
        <translation>Safe, but count again: after it the other player can leave you without a safe line.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="305"/>
        <source>Lessons</source>
        <translation>Lessons</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="307"/>
        <source>Short lessons in order, each a task on a small board: choose one.</source>
        <translation>Short lessons in order, each a task on a small board: choose one.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="309"/>
        <source>Lesson board</source>
        <translation>Lesson board</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="318"/>
        <source>{0}, done</source>
        <translation>{0}, done</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="329"/>
        <source>Start again</source>
        <translation>Start again</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="330"/>
        <source>Put the lesson&apos;s board back as it began.</source>
        <translation>Put the lesson&apos;s board back as it began.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="331"/>
        <source>Next lesson</source>
        <translation>Next lesson</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="332"/>
        <source>Go on to the next lesson.</source>
        <translation>Go on to the next lesson.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../triangles_qt/views/game/main_window.py" line="245"/>
        <source>Triangles</source>
        <translation>Triangles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/main_window.py" line="246"/>
        <source>Game board</source>
        <translation>Game board</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="201"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="202"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="203"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="204"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="205"/>
        <source>Theme</source>
        <translation>Theme</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="206"/>
        <source>&amp;New Game…</source>
        <translation>&amp;New Game…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="31"/>
        <source>New Game</source>
        <extracomment>The tool bar buttons&apos; words (the actions&apos; short texts), listed once so that a bar at the side can be as wide as the widest language&apos;s words: a language switch then leaves the board where it is.</extracomment>
        <translation>New Game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="207"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="32"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="208"/>
        <source>Re&amp;do</source>
        <translation>Re&amp;do</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="33"/>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="210"/>
        <source>Put back the lines Undo took back (until a new line is drawn)</source>
        <translation>Put back the lines Undo took back (until a new line is drawn)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="214"/>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="34"/>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="216"/>
        <source>Ask the Hard opponent to suggest a line</source>
        <translation>Ask the Hard opponent to suggest a line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="218"/>
        <source>R&amp;esign…</source>
        <translation>R&amp;esign…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="35"/>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="220"/>
        <source>Give up this game against the computer: it counts as a loss</source>
        <translation>Give up this game against the computer: it counts as a loss</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="224"/>
        <source>&amp;Replay the game</source>
        <translation>&amp;Replay the game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="225"/>
        <source>Re&amp;view the game…</source>
        <translation>Re&amp;view the game…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="227"/>
        <source>Every line judged: how much it cost, and the better line</source>
        <translation>Every line judged: how much it cost, and the better line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="231"/>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Puzzles…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="233"/>
        <source>Positions from real games, each with a line to find; one a day</source>
        <translation>Positions from real games, each with a line to find; one a day</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="237"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistics…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="238"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="239"/>
        <source>&amp;Fit the board to the window</source>
        <translation>&amp;Fit the board to the window</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="36"/>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="240"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="241"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="242"/>
        <source>F&amp;ull screen</source>
        <translation>F&amp;ull screen</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="37"/>
        <source>Full screen</source>
        <translation>Full screen</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="243"/>
        <source>&amp;Highlight the last line</source>
        <translation>&amp;Highlight the last line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="244"/>
        <source>&amp;Reduce motion</source>
        <translation>&amp;Reduce motion</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="246"/>
        <source>No pulsing, rising or sliding on the board</source>
        <translation>No pulsing, rising or sliding on the board</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="248"/>
        <source>&amp;Command line</source>
        <translation>&amp;Command line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="250"/>
        <source>Play by typing: two stars draw a line; help lists the commands</source>
        <translation>Play by typing: two stars draw a line; help lists the commands</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="254"/>
        <source>&amp;Type a command</source>
        <translation>&amp;Type a command</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="258"/>
        <source>&amp;Sound</source>
        <translation>&amp;Sound</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="260"/>
        <source>Short sounds for picks, lines, triangles and the end of a game</source>
        <translation>Short sounds for picks, lines, triangles and the end of a game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="264"/>
        <source>Sound &amp;volume</source>
        <translation>Sound &amp;volume</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="266"/>
        <source>Quiet</source>
        <translation>Quiet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="267"/>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="268"/>
        <source>Loud</source>
        <translation>Loud</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="269"/>
        <source>Loudest</source>
        <translation>Loudest</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="273"/>
        <source>Follow the &amp;system</source>
        <translation>Follow the &amp;system</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="275"/>
        <source>Dark, light or high contrast, as the system is set (until you pick)</source>
        <translation>Dark, light or high contrast, as the system is set (until you pick)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="279"/>
        <source>Te&amp;xt size</source>
        <translation>Te&amp;xt size</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="281"/>
        <source>Star and &amp;line size</source>
        <translation>Star and &amp;line size</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="288"/>
        <source>Inter&amp;net servers…</source>
        <translation>Inter&amp;net servers…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="291"/>
        <source>The rendezvous and relay servers internet games go through</source>
        <translation>The rendezvous and relay servers internet games go through</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="295"/>
        <source>&amp;How to play</source>
        <translation>&amp;How to play</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="296"/>
        <source>&amp;Keyboard controls</source>
        <translation>&amp;Keyboard controls</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="297"/>
        <source>&amp;About Triangles</source>
        <translation>&amp;About Triangles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="302"/>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/names.py" line="32"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/endings.py" line="94"/>
        <source>A tie counts neither as a win nor as a loss.</source>
        <translation>A tie counts neither as a win nor as a loss.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/endings.py" line="90"/>
        <source>Games between two players are kept out of the win/loss statistics.</source>
        <translation>Games between two players are kept out of the win/loss statistics.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="115"/>
        <source>Computer opponent failed</source>
        <translation>Computer opponent failed</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="117"/>
        <source>The opponent “{0}” failed: {1}.</source>
        <translation>The opponent “{0}” failed: {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="122"/>
        <source>The game is safe. Choose what happens next.</source>
        <translation>The game is safe. Choose what happens next.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="126"/>
        <source>Let another opponent play this move</source>
        <translation>Let another opponent play this move</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="129"/>
        <source>Try again</source>
        <translation>Try again</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="130"/>
        <source>End the game without a result</source>
        <translation>End the game without a result</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="135"/>
        <source>Another computer opponent draws this line; the game goes on.</source>
        <translation>Another computer opponent draws this line; the game goes on.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="138"/>
        <source>Asks the same opponent for its line again.</source>
        <translation>Asks the same opponent for its line again.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="141"/>
        <source>Stops the game here; it is not counted in the statistics.</source>
        <translation>Stops the game here; it is not counted in the statistics.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="158"/>
        <source>Shows or hides what the opponent said.</source>
        <translation>Shows or hides what the opponent said.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/coach.py" line="34"/>
        <source>Well done! Lines may not cross. Close an empty triangle to score a point.</source>
        <translation>Well done! Lines may not cross. Close an empty triangle to score a point.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="257"/>
        <source>{0} closed a triangle and plays again.</source>
        <translation>{0} closed a triangle and plays again.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/coach.py" line="23"/>
        <source>Tap a star, then another star, to draw a line between them.</source>
        <translation>Tap a star, then another star, to draw a line between them.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/coach.py" line="29"/>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/coach.py" line="19"/>
        <source>Now tap a second star, or drag to it. Tap the first star again to let go.</source>
        <translation>Now tap a second star, or drag to it. Tap the first star again to let go.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="344"/>
        <source>Learn the game&apos;s ideas in a few short lessons?</source>
        <translation>Learn the game&apos;s ideas in a few short lessons?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="350"/>
        <source>Lessons</source>
        <translation>Lessons</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/endings.py" line="84"/>
        <source>You resigned: the game counts as a loss.</source>
        <translation>You resigned: the game counts as a loss.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="237"/>
        <source>You closed two triangles and play again.</source>
        <translation>You closed two triangles and play again.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="243"/>
        <source>You closed a triangle and play again.</source>
        <translation>You closed a triangle and play again.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="251"/>
        <source>{0} closed two triangles and plays again.</source>
        <translation>{0} closed two triangles and plays again.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="378"/>
        <source>The new board could not be made ({0}); this game goes on.</source>
        <translation>The new board could not be made ({0}); this game goes on.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="430"/>
        <source>Looking for a good line…</source>
        <translation>Looking for a good line…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="438"/>
        <source>Hint: try the highlighted line.</source>
        <translation>Hint: try the highlighted line.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="117"/>
        <source>No hint right now.</source>
        <translation>No hint right now.</translation>
    </message>
</context>
<context>
    <name>MistakesPanel</name>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="375"/>
        <source>inaccuracy</source>
        <extracomment>Tries before the better line is shown. Pixels an item&apos;s text is measured narrower than the list (the style sheet&apos;s item padding). A line was judged and the verdict shown (a :class:`Judgement`).</extracomment>
        <translation>inaccuracy</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="376"/>
        <source>mistake</source>
        <translation>mistake</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="377"/>
        <source>blunder</source>
        <translation>blunder</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="387"/>
        <source>judged exactly</source>
        <translation>judged exactly</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="388"/>
        <source>an estimate, ±{0}</source>
        <translation>an estimate, ±{0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="393"/>
        <source>{0} to play: find a better line than the one drawn in the game.</source>
        <translation>{0} to play: find a better line than the one drawn in the game.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="395"/>
        <source>Find a better line than the one you drew.</source>
        <translation>Find a better line than the one you drew.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="400"/>
        <source>Move {0}: the dashed line was drawn here. The review: {1}, {2} triangles given up ({3}).</source>
        <translation>Move {0}: the dashed line was drawn here. The review: {1}, {2} triangles given up ({3}).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="413"/>
        <source>It left a triangle that could have been closed.</source>
        <translation>It left a triangle that could have been closed.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="414"/>
        <source>It gave away %n triangle(s).</source>
        <translation>
            <numerusform>It gave away %n triangle.</numerusform>
            <numerusform>It gave away %n triangles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="415"/>
        <source>It handed your opponent control of what was left.</source>
        <translation>It handed your opponent control of what was left.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="421"/>
        <source>It closes %n triangle(s).</source>
        <translation>
            <numerusform>It closes %n triangle.</numerusform>
            <numerusform>It closes %n triangles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="424"/>
        <source>It leaves the triangles on offer: taking them would hand your opponent control.</source>
        <translation>It leaves the triangles on offer: taking them would hand your opponent control.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="427"/>
        <source>It gives away only %n triangle(s).</source>
        <translation>
            <numerusform>It gives away only %n triangle.</numerusform>
            <numerusform>It gives away only %n triangles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="428"/>
        <source>It gives nothing away.</source>
        <translation>It gives nothing away.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="433"/>
        <source>That is the line drawn in the game.</source>
        <translation>That is the line drawn in the game.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="438"/>
        <source>A triangle could be closed: take it first.</source>
        <translation>A triangle could be closed: take it first.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="439"/>
        <source>That line gives away %n triangle(s).</source>
        <translation>
            <numerusform>That line gives away %n triangle.</numerusform>
            <numerusform>That line gives away %n triangles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="440"/>
        <source>That line hands your opponent control of what is left.</source>
        <translation>That line hands your opponent control of what is left.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="446"/>
        <source>With best play it ends %n triangle(s) worse than the better line.</source>
        <translation>
            <numerusform>With best play it ends %n triangle worse than the better line.</numerusform>
            <numerusform>With best play it ends %n triangles worse than the better line.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="454"/>
        <source>Judged by an estimate, it ends {0} triangles worse than the better line (±{1}).</source>
        <translation>Judged by an estimate, it ends {0} triangles worse than the better line (±{1}).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="459"/>
        <source>That is better than the line drawn in the game, but not enough.</source>
        <translation>That is better than the line drawn in the game, but not enough.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="464"/>
        <source>Right: by the exact search this line is as good as the best.</source>
        <translation>Right: by the exact search this line is as good as the best.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="466"/>
        <source>Right: this is the better line of the review&apos;s estimate.</source>
        <translation>Right: this is the better line of the review&apos;s estimate.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="469"/>
        <source>Good: judged by an estimate, it does as well as the better line (±{0}).</source>
        <translation>Good: judged by an estimate, it does as well as the better line (±{0}).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="473"/>
        <source>Good: judged by an estimate, it ends {0} triangles behind the better line, within the estimate&apos;s noise (±{1}).</source>
        <translation>Good: judged by an estimate, it ends {0} triangles behind the better line, within the estimate&apos;s noise (±{1}).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="478"/>
        <source>Good: judged by an estimate, it ends only {0} triangles behind the better line (±{1}).</source>
        <translation>Good: judged by an estimate, it ends only {0} triangles behind the better line (±{1}).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="487"/>
        <source>It does {0} triangles better than the line drawn in the game ({1}).</source>
        <translation>It does {0} triangles better than the line drawn in the game ({1}).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="490"/>
        <source>The better line is drawn:</source>
        <translation>The better line is drawn:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="497"/>
        <source>That line could not be judged. Try it again.</source>
        <translation>That line could not be judged. Try it again.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="501"/>
        <source>Judging your line with the exact search…</source>
        <translation>Judging your line with the exact search…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="502"/>
        <source>Judging your line with playouts, as the review did…</source>
        <translation>Judging your line with playouts, as the review did…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="506"/>
        <source>Try once more.</source>
        <translation>Try once more.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="525"/>
        <source>Move {0}: {1}, {2} triangles</source>
        <translation>Move {0}: {1}, {2} triangles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="531"/>
        <source>{0}, solved</source>
        <translation>{0}, solved</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="536"/>
        <source>Move {0} · {1} · {2} triangles</source>
        <translation>Move {0} · {1} · {2} triangles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="556"/>
        <source>Your costly lines</source>
        <translation>Your costly lines</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="558"/>
        <source>Each costly line is an exercise: choose one to try it on the board.</source>
        <translation>Each costly line is an exercise: choose one to try it on the board.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="561"/>
        <source>Mistake {0} of {1}</source>
        <translation>Mistake {0} of {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="571"/>
        <source>Board before the costly line</source>
        <translation>Board before the costly line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="572"/>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="573"/>
        <source>Show the better line</source>
        <translation>Show the better line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="575"/>
        <source>Draw the review&apos;s better line and say why it is better.</source>
        <translation>Draw the review&apos;s better line and say why it is better.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="578"/>
        <source>Start again</source>
        <translation>Start again</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="579"/>
        <source>Start this exercise again</source>
        <translation>Start this exercise again</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="580"/>
        <source>Put the board back as it was before the line.</source>
        <translation>Put the board back as it was before the line.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="581"/>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="582"/>
        <source>Next mistake</source>
        <translation>Next mistake</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="583"/>
        <source>Go to the next costly line not solved yet.</source>
        <translation>Go to the next costly line not solved yet.</translation>
    </message>
</context>
<context>
    <name>MistakesWindow</name>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_window.py" line="53"/>
        <source>Learn from your mistakes</source>
        <translation>Learn from your mistakes</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="169"/>
        <source>{0} joined. Have a good game!</source>
        <translation>{0} joined. Have a good game!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="266"/>
        <source>Waiting for {0} to come back…</source>
        <translation>Waiting for {0} to come back…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="244"/>
        <source>End game</source>
        <translation>End game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="162"/>
        <source>You joined {0}&apos;s game. Have a good game!</source>
        <translation>You joined {0}&apos;s game. Have a good game!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="255"/>
        <source>You are back in your game with {0}.</source>
        <translation>You are back in your game with {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="261"/>
        <source>{0} is back.</source>
        <translation>{0} is back.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="275"/>
        <source>Through the internet: Triangles connects again by itself.</source>
        <translation>Through the internet: Triangles connects again by itself.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="281"/>
        <source>This device: {0} (port {1}), code {2}</source>
        <translation>This device: {0} (port {1}), code {2}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="285"/>
        <source>Reconnecting to {0} (port {1}), code {2}</source>
        <translation>Reconnecting to {0} (port {1}), code {2}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="311"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="313"/>
        <source>{0} asks to take back their last line.</source>
        <translation>{0} asks to take back their last line.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="318"/>
        <source>Allow</source>
        <translation>Allow</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="321"/>
        <source>Refuse</source>
        <translation>Refuse</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="353"/>
        <source>Asking {0} to let you take back your last line…</source>
        <translation>Asking {0} to let you take back your last line…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="365"/>
        <source>{0} let you take back your last line.</source>
        <translation>{0} let you take back your last line.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="371"/>
        <source>{0} said no: your line stays.</source>
        <translation>{0} said no: your line stays.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="49"/>
        <source>The other device sent a line the rules refuse.</source>
        <extracomment>Reasons that mean the other device broke the protocol (a bug, or a liar).</extracomment>
        <translation>The other device sent a line the rules refuse.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="53"/>
        <source>The other device played out of turn.</source>
        <translation>The other device played out of turn.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="55"/>
        <source>The two devices no longer agree about the game.</source>
        <translation>The two devices no longer agree about the game.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="59"/>
        <source>A message was changed on the way, or came from a device that does not know the code.</source>
        <translation>A message was changed on the way, or came from a device that does not know the code.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="64"/>
        <source>The other device sent something that is not a Triangles message.</source>
        <translation>The other device sent something that is not a Triangles message.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="68"/>
        <source>The other device sent too much, too fast.</source>
        <translation>The other device sent too much, too fast.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="70"/>
        <source>That is not the game&apos;s code.</source>
        <translation>That is not the game&apos;s code.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="72"/>
        <source>That game already has two players.</source>
        <translation>That game already has two players.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="74"/>
        <source>That game is busy. Try again in a moment.</source>
        <translation>That game is busy. Try again in a moment.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="76"/>
        <source>The other device has another version of Triangles.</source>
        <translation>The other device has another version of Triangles.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="80"/>
        <source>No game answered at that address.</source>
        <translation>No game answered at that address.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="82"/>
        <source>The connection took too long to set up.</source>
        <translation>The connection took too long to set up.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="85"/>
        <source>The other player did not come back.</source>
        <translation>The other player did not come back.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="86"/>
        <source>{0} did not come back.</source>
        <translation>{0} did not come back.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="89"/>
        <source>The other player left the game.</source>
        <translation>The other player left the game.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="90"/>
        <source>{0} left the game.</source>
        <translation>{0} left the game.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="92"/>
        <source>The computer opponent on the other device failed.</source>
        <translation>The computer opponent on the other device failed.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="96"/>
        <source>The rendezvous server cannot be reached. Check this device&apos;s internet connection, or the servers in Internet servers…</source>
        <translation>The rendezvous server cannot be reached. Check this device&apos;s internet connection, or the servers in Internet servers…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="102"/>
        <source>No game answered that code. Check the number and the words with your friend.</source>
        <translation>No game answered that code. Check the number and the words with your friend.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="107"/>
        <source>Too many wrong codes were tried, so this game is no longer offered. Host again for a new code.</source>
        <translation>Too many wrong codes were tried, so this game is no longer offered. Host again for a new code.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="113"/>
        <source>This device cannot host a game right now: the port is taken.</source>
        <translation>This device cannot host a game right now: the port is taken.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="116"/>
        <source>The connection ended ({0}).</source>
        <translation>The connection ended ({0}).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="162"/>
        <source>A network game</source>
        <extracomment>How long a game the player chose to end still waits to tell the other device so. Seconds an internet game&apos;s goodbye is given to pass through the carrier before the link (and its carrier with it) goes.</extracomment>
        <translation>A network game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="165"/>
        <source>Return to your game with {0}?</source>
        <translation>Return to your game with {0}?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="168"/>
        <source>Return to your network game?</source>
        <translation>Return to your network game?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="171"/>
        <source>{0} stars, {1}, {2} lines drawn. Triangles connects to the other device again by itself. Ending the game instead leaves it without a result.</source>
        <translation>{0} stars, {1}, {2} lines drawn. Triangles connects to the other device again by itself. Ending the game instead leaves it without a result.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="178"/>
        <source>Return to the game</source>
        <translation>Return to the game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="182"/>
        <source>End the game</source>
        <translation>End the game</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="242"/>
        <source>Another player on this device</source>
        <extracomment>The opponent list&apos;s entries for network games (never stored as the opponent). The same over the internet.</extracomment>
        <translation>Another player on this device</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="244"/>
        <source>Another player on another device: host a game</source>
        <translation>Another player on another device: host a game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="246"/>
        <source>Join a game on another device</source>
        <translation>Join a game on another device</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="254"/>
        <source>Computer: {0}</source>
        <translation>Computer: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="256"/>
        <source>Computer: {0} (unavailable)</source>
        <translation>Computer: {0} (unavailable)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="294"/>
        <source>{0} stars</source>
        <translation>{0} stars</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="296"/>
        <source>A board with {0} stars; more stars make a longer game.</source>
        <translation>A board with {0} stars; more stars make a longer game.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="402"/>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="402"/>
        <source>Player 1 name</source>
        <translation>Player 1 name</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="336"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="336"/>
        <source>Join…</source>
        <translation>Join…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="346"/>
        <source>Offers this game to another device and waits for it to join.</source>
        <translation>Offers this game to another device and waits for it to join.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="347"/>
        <source>Finds the game another device offers, to join it.</source>
        <translation>Finds the game another device offers, to join it.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="348"/>
        <source>Starts a new game with these choices.</source>
        <translation>Starts a new game with these choices.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="369"/>
        <source>You choose the board and the rule; the other device joins with the game code this device shows. You draw first.</source>
        <translation>You choose the board and the rule; the other device joins with the game code this device shows. You draw first.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="373"/>
        <source>The host&apos;s board and rule are used. The host draws first.</source>
        <translation>The host&apos;s board and rule are used. The host draws first.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="375"/>
        <source>Two people take turns on this device.</source>
        <translation>Two people take turns on this device.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="391"/>
        <source>Who plays against you, or where the game is.</source>
        <translation>Who plays against you, or where the game is.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="381"/>
        <source>{0} is unavailable: {1}</source>
        <translation>{0} is unavailable: {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="248"/>
        <source>Another player anywhere: host over the internet</source>
        <translation>Another player anywhere: host over the internet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="250"/>
        <source>Join a game over the internet</source>
        <translation>Join a game over the internet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="341"/>
        <source>Gets a code for this game, for your friend to join with.</source>
        <translation>Gets a code for this game, for your friend to join with.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="342"/>
        <source>Opens the window where you type your friend&apos;s code.</source>
        <translation>Opens the window where you type your friend&apos;s code.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="359"/>
        <source>You choose the board and the rule, and get a code to tell your friend; they join from anywhere with it. You draw first.</source>
        <translation>You choose the board and the rule, and get a code to tell your friend; they join from anywhere with it. You draw first.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="364"/>
        <source>You type the code your friend&apos;s device shows. The host&apos;s board and rule are used. The host draws first.</source>
        <translation>You type the code your friend&apos;s device shows. The host&apos;s board and rule are used. The host draws first.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="450"/>
        <source>New Game</source>
        <translation>New Game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="451"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="452"/>
        <source>Phone-sized</source>
        <translation>Phone-sized</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="453"/>
        <source>Board sizes made for a phone&apos;s screen.</source>
        <translation>Board sizes made for a phone&apos;s screen.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="454"/>
        <source>Tablet-sized</source>
        <translation>Tablet-sized</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="456"/>
        <source>Board sizes made for a tablet&apos;s or a computer&apos;s screen.</source>
        <translation>Board sizes made for a tablet&apos;s or a computer&apos;s screen.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="458"/>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="459"/>
        <source>The computer starts</source>
        <translation>The computer starts</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="461"/>
        <source>The computer draws the first line; else you do.</source>
        <translation>The computer draws the first line; else you do.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="463"/>
        <source>Table mode: we sit facing each other</source>
        <translation>Table mode: we sit facing each other</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="466"/>
        <source>For a tablet lying flat between two players: each player&apos;s name, score and messages face their side of the table.</source>
        <translation>For a tablet lying flat between two players: each player&apos;s name, score and messages face their side of the table.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="470"/>
        <source>Player 2 name</source>
        <translation>Player 2 name</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="471"/>
        <source>Play again after a triangle</source>
        <translation>Play again after a triangle</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="473"/>
        <source>A player who closes a triangle draws another line at once.</source>
        <translation>A player who closes a triangle draws another line at once.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="475"/>
        <source>Theme</source>
        <translation>Theme</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="481"/>
        <source>Closes this window; the game on the table goes on.</source>
        <translation>Closes this window; the game on the table goes on.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="336"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="477"/>
        <source>The colours of the board and the window.</source>
        <translation>The colours of the board and the window.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="479"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>Opponents</name>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="209"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="244"/>
        <source>it could not be loaded</source>
        <extracomment>A path in a fault&apos;s words: quoted (it may hold spaces), or bare up to a space or a bracket; POSIX (&quot;/…&quot;), Windows (&quot;C:…&quot;) or already home-relative (&quot;~/…&quot;).</extracomment>
        <translation>it could not be loaded</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="245"/>
        <source>it needs a newer version of Triangles</source>
        <translation>it needs a newer version of Triangles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="248"/>
        <source>it ran into an error</source>
        <translation>it ran into an error</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="249"/>
        <source>it used too much memory</source>
        <translation>it used too much memory</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="250"/>
        <source>it answered something that is not a line</source>
        <translation>it answered something that is not a line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="253"/>
        <source>it chose a line the rules refuse</source>
        <translation>it chose a line the rules refuse</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="256"/>
        <source>it did not answer in time and was stopped</source>
        <translation>it did not answer in time and was stopped</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="259"/>
        <source>its process crashed</source>
        <translation>its process crashed</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="260"/>
        <source>the request was withdrawn</source>
        <translation>the request was withdrawn</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../triangles_qt/views/game/names.py" line="25"/>
        <source>Player {0}</source>
        <translation>Player {0}</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="37"/>
        <source>The puzzle progress file could not be read; it was kept as {0} and the progress starts afresh.</source>
        <translation>The puzzle progress file could not be read; it was kept as {0} and the progress starts afresh.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="43"/>
        <source>The puzzle progress file {0} cannot be used: solved puzzles are not kept this time.</source>
        <translation>The puzzle progress file {0} cannot be used: solved puzzles are not kept this time.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="47"/>
        <source>Solved puzzles cannot be saved ({0}): they are kept until you quit.</source>
        <translation>Solved puzzles cannot be saved ({0}): they are kept until you quit.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="54"/>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="55"/>
        <source>the folder is read-only</source>
        <translation>the folder is read-only</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="56"/>
        <source>a file is where the folder is</source>
        <translation>a file is where the folder is</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="57"/>
        <source>the disk reported an error</source>
        <translation>the disk reported an error</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="58"/>
        <source>the system refused the write</source>
        <translation>the system refused the write</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="230"/>
        <source>The puzzles could not be read: the game&apos;s files may be damaged.</source>
        <translation>The puzzles could not be read: the game&apos;s files may be damaged.</translation>
    </message>
</context>
<context>
    <name>PuzzlesPanel</name>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="297"/>
        <source>Your move: close more triangles than your opponent from here.</source>
        <extracomment>Tries before the solution is shown. (puzzle id, tries, whether it was the daily puzzle): a puzzle was solved. (puzzle id): the solution of a puzzle not solved yet was shown. Puzzles whose solution was shown in this window: solving them later is practice, not counted (or the answer just seen would score a &quot;first try&quot;).</extracomment>
        <translation>Your move: close more triangles than your opponent from here.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="299"/>
        <source>Find the only line that gives nothing away.</source>
        <translation>Find the only line that gives nothing away.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="301"/>
        <source>Every line gives something away: find the one that gives the least.</source>
        <translation>Every line gives something away: find the one that gives the least.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="303"/>
        <source>Take what you can and keep control.</source>
        <translation>Take what you can and keep control.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="305"/>
        <source>Find the best line: it ends at least %n triangle(s) better than any other.</source>
        <translation>
            <numerusform>Find the best line: it ends at least one triangle better than any other.</numerusform>
            <numerusform>Find the best line: it ends at least %n triangles better than any other.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="313"/>
        <source>Easy</source>
        <comment>puzzle difficulty</comment>
        <translation>Easy</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="314"/>
        <source>Medium</source>
        <comment>puzzle difficulty</comment>
        <translation>Medium</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="315"/>
        <source>Hard</source>
        <comment>puzzle difficulty</comment>
        <translation>Hard</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="322"/>
        <source>play again after a triangle</source>
        <translation>play again after a triangle</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="324"/>
        <source>one line a turn</source>
        <translation>one line a turn</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="326"/>
        <source>{0} · {1} stars · {2}. Score: you {3}, your opponent {4}.</source>
        <translation>{0} · {1} stars · {2}. Score: you {3}, your opponent {4}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="334"/>
        <source>With best play from here you close %n more triangle(s) than your opponent.</source>
        <translation>
            <numerusform>With best play from here you close one more triangle than your opponent.</numerusform>
            <numerusform>With best play from here you close %n more triangles than your opponent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="340"/>
        <source>With best play from here you close %n triangle(s) fewer than your opponent: no line does better.</source>
        <translation>
            <numerusform>With best play from here you close one triangle fewer than your opponent: no line does better.</numerusform>
            <numerusform>With best play from here you close %n triangles fewer than your opponent: no line does better.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="345"/>
        <source>With best play from here you and your opponent close as many triangles.</source>
        <translation>With best play from here you and your opponent close as many triangles.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="350"/>
        <source>It closes %n triangle(s).</source>
        <translation>
            <numerusform>It closes one triangle.</numerusform>
            <numerusform>It closes %n triangles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="353"/>
        <source>It leaves the triangles on offer: taking them would hand your opponent control.</source>
        <translation>It leaves the triangles on offer: taking them would hand your opponent control.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="356"/>
        <source>It gives away only %n triangle(s).</source>
        <translation>
            <numerusform>It gives away only one triangle.</numerusform>
            <numerusform>It gives away only %n triangles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="357"/>
        <source>It gives nothing away.</source>
        <translation>It gives nothing away.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="363"/>
        <source>A triangle could be closed: take it first.</source>
        <translation>A triangle could be closed: take it first.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="364"/>
        <source>That line gives away %n triangle(s).</source>
        <translation>
            <numerusform>That line gives away one triangle.</numerusform>
            <numerusform>That line gives away %n triangles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="365"/>
        <source>That line hands your opponent control of what is left.</source>
        <translation>That line hands your opponent control of what is left.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="367"/>
        <source>With best play it ends %n triangle(s) worse than the best line.</source>
        <translation>
            <numerusform>With best play it ends one triangle worse than the best line.</numerusform>
            <numerusform>With best play it ends %n triangles worse than the best line.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="378"/>
        <source>Right. (It is not counted: you have seen its solution.)</source>
        <translation>Right. (It is not counted: you have seen its solution.)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="380"/>
        <source>Solved at the first try!</source>
        <translation>Solved at the first try!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="382"/>
        <source>Solved at the second try.</source>
        <translation>Solved at the second try.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="387"/>
        <source>Try once more.</source>
        <translation>Try once more.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="392"/>
        <source>The solution is drawn:</source>
        <translation>The solution is drawn:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="395"/>
        <source>{0} to {1}.</source>
        <translation>{0} to {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="404"/>
        <source>Daily puzzle, {0}</source>
        <translation>Daily puzzle, {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="407"/>
        <source>Puzzle {0} of {1}</source>
        <translation>Puzzle {0} of {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="411"/>
        <source>The other player</source>
        <translation>The other player</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="423"/>
        <source>Daily puzzle</source>
        <translation>Daily puzzle</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="426"/>
        <source>{0} stars</source>
        <translation>{0} stars</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="437"/>
        <source>{0}, solved</source>
        <translation>{0}, solved</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="439"/>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="441"/>
        <source>The daily puzzle, then every puzzle: choose one to try it on the board.</source>
        <translation>The daily puzzle, then every puzzle: choose one to try it on the board.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="445"/>
        <source>Daily streak: %n day(s)</source>
        <translation>
            <numerusform>Daily streak: 1 day</numerusform>
            <numerusform>Daily streak: %n days</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="456"/>
        <source>Puzzle board</source>
        <translation>Puzzle board</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="457"/>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="458"/>
        <source>Show the solution</source>
        <translation>Show the solution</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="459"/>
        <source>Draw the solution and say why it works.</source>
        <translation>Draw the solution and say why it works.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="461"/>
        <source>Start again</source>
        <translation>Start again</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="462"/>
        <source>Start this puzzle again</source>
        <translation>Start this puzzle again</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="463"/>
        <source>Put the board back as the puzzle began.</source>
        <translation>Put the board back as the puzzle began.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="464"/>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="465"/>
        <source>Next puzzle</source>
        <translation>Next puzzle</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="466"/>
        <source>Go to the next puzzle not solved yet.</source>
        <translation>Go to the next puzzle not solved yet.</translation>
    </message>
</context>
<context>
    <name>PuzzlesWindow</name>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="168"/>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
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
    <name>Questions</name>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="66"/>
        <source>Start a new game?</source>
        <translation>Start a new game?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="70"/>
        <source>Start a new game and resign this one?</source>
        <translation>Start a new game and resign this one?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="71"/>
        <source>You have drawn a line in this game, so leaving it is a resignation: it counts as a loss in your statistics.</source>
        <translation>You have drawn a line in this game, so leaving it is a resignation: it counts as a loss in your statistics.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="76"/>
        <source>Resign and start</source>
        <translation>Resign and start</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="81"/>
        <source>Start a new game and leave this one?</source>
        <translation>Start a new game and leave this one?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="82"/>
        <source>The game in progress will not be recorded.</source>
        <translation>The game in progress will not be recorded.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="83"/>
        <source>Start a new game</source>
        <translation>Start a new game</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="184"/>
        <source>Quit Triangles?</source>
        <translation>Quit Triangles?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="186"/>
        <source>Free some space on the disk (or make the folder writable) and keep Triangles open: the results are saved as soon as it can.</source>
        <translation>Free some space on the disk (or make the folder writable) and keep Triangles open: the results are saved as soon as it can.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="191"/>
        <source>Quit anyway</source>
        <translation>Quit anyway</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="193"/>
        <source>Keep Triangles open</source>
        <translation>Keep Triangles open</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="53"/>
        <source>Keep playing</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="91"/>
        <source>Resign?</source>
        <translation>Resign?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="92"/>
        <source>Resign this game?</source>
        <translation>Resign this game?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="93"/>
        <source>It counts as a loss in your statistics.</source>
        <translation>It counts as a loss in your statistics.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="94"/>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="19"/>
        <source>Choose two different stars.</source>
        <translation>Choose two different stars.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="20"/>
        <source>That line is already drawn.</source>
        <translation>That line is already drawn.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="21"/>
        <source>That line passes over a star.</source>
        <translation>That line passes over a star.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="22"/>
        <source>That line crosses a line already drawn.</source>
        <translation>That line crosses a line already drawn.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="25"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="135"/>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="214"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="135"/>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="214"/>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="168"/>
        <source>Start · {0} {1} – {2} {3}</source>
        <translation>Start · {0} {1} – {2} {3}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="170"/>
        <source>Line {0} of {1}: {2} · {3} {4} – {5} {6}</source>
        <translation>Line {0} of {1}: {2} · {3} {4} – {5} {6}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="209"/>
        <source>Close replay</source>
        <translation>Close replay</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="210"/>
        <source>First</source>
        <translation>First</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="211"/>
        <source>Previous line</source>
        <translation>Previous line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="212"/>
        <source>Next line</source>
        <translation>Next line</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="213"/>
        <source>Last</source>
        <translation>Last</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="147"/>
        <source>Results per opponent</source>
        <translation>Results per opponent</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="151"/>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="152"/>
        <source>Tied</source>
        <translation>Tied</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="153"/>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="157"/>
        <source>No games against the computer yet.</source>
        <translation>No games against the computer yet.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="266"/>
        <source>best</source>
        <extracomment>Room the list&apos;s style sheet and the style take around an item&apos;s text (px, both sides). (lines judged, what the status said) at each step of the run, in order.</extracomment>
        <translation>best</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="267"/>
        <source>good</source>
        <translation>good</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="268"/>
        <source>inaccuracy</source>
        <translation>inaccuracy</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="269"/>
        <source>mistake</source>
        <translation>mistake</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="270"/>
        <source>blunder</source>
        <translation>blunder</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="275"/>
        <source>Gave away a triangle while a safe line was left.</source>
        <translation>Gave away a triangle while a safe line was left.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="277"/>
        <source>Left a triangle that could have been taken.</source>
        <translation>Left a triangle that could have been taken.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="282"/>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="284"/>
        <source>estimate, ±{0}</source>
        <translation>estimate, ±{0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="287"/>
        <source>Move {0}, {1} drew {2} to {3}: {4}, {5} triangles ({6}). Better: {7} to {8}.</source>
        <translation>Move {0}, {1} drew {2} to {3}: {4}, {5} triangles ({6}). Better: {7} to {8}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="306"/>
        <source>Marked lines</source>
        <translation>Marked lines</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="309"/>
        <source>The lines that gave triangles away, in game order. Enter on a mark shows that moment of the game and the better line.</source>
        <translation>The lines that gave triangles away, in game order. Enter on a mark shows that moment of the game and the better line.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="314"/>
        <source>The review in short, for each player.</source>
        <translation>The review in short, for each player.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="325"/>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="326"/>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="327"/>
        <source>Lines judged</source>
        <translation>Lines judged</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="330"/>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="335"/>
        <source>Judging every line: {0} of {1}.</source>
        <translation>Judging every line: {0} of {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="337"/>
        <source>Judging every line: {0} of {1}, about {2} s left.</source>
        <translation>Judging every line: {0} of {1}, about {2} s left.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="344"/>
        <source>Click a mark, or press Enter on it: the board shows that moment, the line drawn (dotted) and the better line (dashed, with rings), their stars named.</source>
        <translation>Click a mark, or press Enter on it: the board shows that moment, the line drawn (dotted) and the better line (dashed, with rings), their stars named.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="351"/>
        <source>The review was stopped with {0} of {1} lines judged; they are below. Continue judges only the rest.</source>
        <translation>The review was stopped with {0} of {1} lines judged; they are below. Continue judges only the rest.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="356"/>
        <source>The review was stopped.</source>
        <translation>The review was stopped.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="358"/>
        <source>The review could not be made.</source>
        <translation>The review could not be made.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="365"/>
        <source>Judged so far: {0} of {1} lines.</source>
        <translation>Judged so far: {0} of {1} lines.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="373"/>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="373"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="375"/>
        <source>Stops judging; what is judged so far is kept.</source>
        <translation>Stops judging; what is judged so far is kept.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="377"/>
        <source>Closes the review; the board takes its room back.</source>
        <translation>Closes the review; the board takes its room back.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="379"/>
        <source>Continue</source>
        <comment>the review</comment>
        <translation>Continue</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="381"/>
        <source>Judges the lines the review has not judged yet.</source>
        <translation>Judges the lines the review has not judged yet.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="391"/>
        <source>{0}: {1} % of lines best or good; {2} triangles given up on the marked lines below ({3} judged exactly, {4} estimated).</source>
        <translation>{0}: {1} % of lines best or good; {2} triangles given up on the marked lines below ({3} judged exactly, {4} estimated).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="401"/>
        <source>{0}: {1} % of lines best or good; no line marked.</source>
        <translation>{0}: {1} % of lines best or good; no line marked.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="406"/>
        <source>The costliest: move {0} ({1} triangles).</source>
        <translation>The costliest: move {0} ({1} triangles).</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <location filename="../triangles_qt/views/game/score_panel.py" line="205"/>
        <source>thinking</source>
        <extracomment>The widest score a card makes room for from the start (a 180-star game stays in three digits): a score reaching 10 or 100 moves nothing on the card.</extracomment>
        <translation>thinking</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="407"/>
        <location filename="../triangles_qt/views/game/score_panel.py" line="207"/>
        <source>to play</source>
        <translation>to play</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/score_panel.py" line="211"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/score_panel.py" line="213"/>
        <source>Line {0}</source>
        <translation>Line {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/score_panel.py" line="221"/>
        <source>At most %n more triangle(s) to win</source>
        <translation>
            <numerusform>At most %n more triangle to win</numerusform>
            <numerusform>At most %n more triangles to win</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/score_panel.py" line="225"/>
        <source>Both players together can win no more triangles than this in the rest of the game: the board has no room for more.</source>
        <translation>Both players together can win no more triangles than this in the rest of the game: the board has no room for more.</translation>
    </message>
</context>
<context>
    <name>ServersDialog</name>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="135"/>
        <source>A rendezvous server&apos;s address looks like ws://example.org:4000/v1 (or wss://…).</source>
        <extracomment>The longest address a field takes.</extracomment>
        <translation>A rendezvous server&apos;s address looks like ws://example.org:4000/v1 (or wss://…).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="141"/>
        <source>A relay&apos;s address looks like tcp:example.org:4001.</source>
        <translation>A relay&apos;s address looks like tcp:example.org:4001.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="147"/>
        <source>The server both players&apos; devices meet through, with the code.</source>
        <translation>The server both players&apos; devices meet through, with the code.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="158"/>
        <source>Carries the game when the two devices cannot reach each other directly.</source>
        <translation>Carries the game when the two devices cannot reach each other directly.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="169"/>
        <source>Internet servers</source>
        <translation>Internet servers</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="172"/>
        <source>An internet game goes through a rendezvous server, where the two devices meet with the code, and a relay, which carries the game when they cannot reach each other directly. Both players must use the same rendezvous server. The public servers are the Magic Wormhole project&apos;s, free for anyone; a club or a family can run its own (both install with pip: magic-wormhole-mailbox-server and magic-wormhole-transit-relay).</source>
        <translation>An internet game goes through a rendezvous server, where the two devices meet with the code, and a relay, which carries the game when they cannot reach each other directly. Both players must use the same rendezvous server. The public servers are the Magic Wormhole project&apos;s, free for anyone; a club or a family can run its own (both install with pip: magic-wormhole-mailbox-server and magic-wormhole-transit-relay).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="180"/>
        <source>Rendezvous server</source>
        <translation>Rendezvous server</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="182"/>
        <source>Relay</source>
        <translation>Relay</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="184"/>
        <source>Use the public servers</source>
        <translation>Use the public servers</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="186"/>
        <source>Fills in the Magic Wormhole project&apos;s public servers.</source>
        <translation>Fills in the Magic Wormhole project&apos;s public servers.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="188"/>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="190"/>
        <source>Keeps these servers for the next internet games.</source>
        <translation>Keeps these servers for the next internet games.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="192"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="194"/>
        <source>Closes this window; the servers stay as they were.</source>
        <translation>Closes this window; the servers stay as they were.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="207"/>
        <source>Through the Magic Wormhole project&apos;s public servers.</source>
        <translation>Through the Magic Wormhole project&apos;s public servers.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="211"/>
        <source>Through the servers at {0}.</source>
        <translation>Through the servers at {0}.</translation>
    </message>
</context>
<context>
    <name>ServersRow</name>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="256"/>
        <source>Internet servers…</source>
        <translation>Internet servers…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="258"/>
        <source>Shows or changes the servers internet games go through.</source>
        <translation>Shows or changes the servers internet games go through.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="182"/>
        <source>The settings file could not be used (it is {0}). It was kept as {1}; the settings start afresh.</source>
        <translation>The settings file could not be used (it is {0}). It was kept as {1}; the settings start afresh.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="188"/>
        <source>The settings file could not be used (it is {0}) nor moved aside. Settings are kept only while Triangles runs.</source>
        <translation>The settings file could not be used (it is {0}) nor moved aside. Settings are kept only while Triangles runs.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="193"/>
        <source>The settings cannot be saved ({0}). Changes last only while Triangles runs, and the first game&apos;s tips may come back at the next start.</source>
        <translation>The settings cannot be saved ({0}). Changes last only while Triangles runs, and the first game&apos;s tips may come back at the next start.</translation>
    </message>
</context>
<context>
    <name>Sizes</name>
    <message>
        <location filename="../triangles_qt/views/look/sizes.py" line="26"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/look/sizes.py" line="27"/>
        <source>Large</source>
        <translation>Large</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/look/sizes.py" line="28"/>
        <source>Larger</source>
        <translation>Larger</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="39"/>
        <source>{0} to {1}</source>
        <extracomment>The command line lists this many lines that score now, then says how many more.</extracomment>
        <translation>{0} to {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="43"/>
        <source>{0} {1}, {2} {3}.</source>
        <translation>{0} {1}, {2} {3}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="50"/>
        <source>You play again.</source>
        <translation>You play again.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="50"/>
        <source>Your turn.</source>
        <translation>Your turn.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="53"/>
        <source>{0} plays again.</source>
        <translation>{0} plays again.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="55"/>
        <source>{0}&apos;s turn.</source>
        <translation>{0}&apos;s turn.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="64"/>
        <source>You drew {0}.</source>
        <translation>You drew {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="66"/>
        <source>You drew {0} and closed a triangle.</source>
        <translation>You drew {0} and closed a triangle.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="67"/>
        <source>You drew {0} and closed %n triangles.</source>
        <translation>
            <numerusform>You drew {0} and closed %n triangle.</numerusform>
            <numerusform>You drew {0} and closed %n triangles.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="70"/>
        <source>{0} drew {1}.</source>
        <translation>{0} drew {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="72"/>
        <source>{0} drew {1} and closed a triangle.</source>
        <translation>{0} drew {1} and closed a triangle.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="73"/>
        <source>{0} drew {1} and closed %n triangles.</source>
        <translation>
            <numerusform>{0} drew {1} and closed %n triangle.</numerusform>
            <numerusform>{0} drew {1} and closed %n triangles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="77"/>
        <source>New game: %n stars.</source>
        <translation>
            <numerusform>New game: %n star.</numerusform>
            <numerusform>New game: %n stars.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="84"/>
        <source>No triangle can be closed any more: the game is over.</source>
        <translation>No triangle can be closed any more: the game is over.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="97"/>
        <source>Taken back: %n line(s), {0}.</source>
        <translation>
            <numerusform>Taken back: %n line, {0}.</numerusform>
            <numerusform>Taken back: %n lines, {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="110"/>
        <source>Put back: %n line(s), {0}.</source>
        <translation>
            <numerusform>Put back: %n line, {0}.</numerusform>
            <numerusform>Put back: %n lines, {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="119"/>
        <source>Band {0}, star {1} from the top.</source>
        <translation>Band {0}, star {1} from the top.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="123"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="126"/>
        <source>%n line(s): {0}.</source>
        <translation>
            <numerusform>%n line: {0}.</numerusform>
            <numerusform>%n lines: {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="128"/>
        <source>No lines yet.</source>
        <translation>No lines yet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="131"/>
        <source>Corner of %n triangle(s): {0}.</source>
        <translation>
            <numerusform>Corner of %n triangle: {0}.</numerusform>
            <numerusform>Corner of %n triangles: {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="132"/>
        <source>%n more line(s) can be drawn from it.</source>
        <translation>
            <numerusform>%n more line can be drawn from it.</numerusform>
            <numerusform>%n more lines can be drawn from it.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="138"/>
        <source>No line closes a triangle now.</source>
        <translation>No line closes a triangle now.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="143"/>
        <source>{0} (closes two)</source>
        <translation>{0} (closes two)</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="144"/>
        <source>%n line(s) close a triangle now: {0}.</source>
        <translation>
            <numerusform>%n line closes a triangle now: {0}.</numerusform>
            <numerusform>%n lines close a triangle now: {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="147"/>
        <source>And %n more.</source>
        <translation>
            <numerusform>And %n more.</numerusform>
            <numerusform>And %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="158"/>
        <source>%n star(s), named by band from the left and number from the top.</source>
        <translation>
            <numerusform>%n star, named by band from the left and number from the top.</numerusform>
            <numerusform>%n stars, named by band from the left and number from the top.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="162"/>
        <source>%n line(s) drawn.</source>
        <translation>
            <numerusform>%n line drawn.</numerusform>
            <numerusform>%n lines drawn.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="168"/>
        <source>Hint: {0}.</source>
        <translation>Hint: {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="173"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="179"/>
        <source>Type two stars to draw a line, like c4 e2. Commands: last, score, turn, lines and a star, takes, hint, undo, redo, resign, help.</source>
        <translation>Type two stars to draw a line, like c4 e2. Commands: last, score, turn, lines and a star, takes, hint, undo, redo, resign, help.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="36"/>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="52"/>
        <source>the statistics folder cannot be written to</source>
        <translation>the statistics folder cannot be written to</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="55"/>
        <source>the statistics file is read-only</source>
        <translation>the statistics file is read-only</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="58"/>
        <source>a file stands where the statistics folder should be</source>
        <translation>a file stands where the statistics folder should be</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="61"/>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="62"/>
        <source>the statistics file cannot be opened</source>
        <translation>the statistics file cannot be opened</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="65"/>
        <source>another copy of Triangles is using the statistics</source>
        <translation>another copy of Triangles is using the statistics</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="68"/>
        <source>the statistics file is damaged and could not be moved aside</source>
        <translation>the statistics file is damaged and could not be moved aside</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="71"/>
        <source>the statistics file is damaged</source>
        <translation>the statistics file is damaged</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="72"/>
        <source>the statistics file could not be updated to this version</source>
        <translation>the statistics file could not be updated to this version</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="75"/>
        <source>the statistics file is from a newer version of Triangles</source>
        <translation>the statistics file is from a newer version of Triangles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="81"/>
        <source>the statistics file is unavailable</source>
        <translation>the statistics file is unavailable</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="90"/>
        <source>A damaged file beside the statistics was kept as {0}. The statistics file itself was fine: every recorded game is still there.</source>
        <translation>A damaged file beside the statistics was kept as {0}. The statistics file itself was fine: every recorded game is still there.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="95"/>
        <source>The statistics file was damaged. It was kept as {0} and new statistics were started.</source>
        <translation>The statistics file was damaged. It was kept as {0} and new statistics were started.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="99"/>
        <source>Statistics are not being recorded: {0}. You can still play.</source>
        <translation>Statistics are not being recorded: {0}. You can still play.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="130"/>
        <source>{0}, {1}</source>
        <comment>a date, then the time of day</comment>
        <translation>{0}, {1}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="315"/>
        <location filename="../triangles_qt/views/stats/window.py" line="316"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="318"/>
        <source>Games played</source>
        <translation>Games played</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="319"/>
        <location filename="../triangles_qt/views/stats/window.py" line="353"/>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="320"/>
        <location filename="../triangles_qt/views/stats/window.py" line="354"/>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="321"/>
        <location filename="../triangles_qt/views/stats/window.py" line="355"/>
        <source>Ties</source>
        <translation>Ties</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="322"/>
        <location filename="../triangles_qt/views/stats/window.py" line="356"/>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="323"/>
        <source>Win streak</source>
        <translation>Win streak</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="324"/>
        <source>Average margin</source>
        <translation>Average margin</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="328"/>
        <source>Wins out of games won or lost; ties are left out.</source>
        <translation>Wins out of games won or lost; ties are left out.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="330"/>
        <source>A loss ends a streak; a tie neither ends nor extends it.</source>
        <translation>A loss ends a streak; a tie neither ends nor extends it.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="332"/>
        <source>Your triangles minus the computer&apos;s, per game.</source>
        <translation>Your triangles minus the computer&apos;s, per game.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="333"/>
        <source>By opponent</source>
        <translation>By opponent</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="334"/>
        <source>By board size</source>
        <translation>By board size</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="335"/>
        <source>Recent games</source>
        <translation>Recent games</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="336"/>
        <source>Your results against each opponent.</source>
        <translation>Your results against each opponent.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="337"/>
        <source>Your results on each size of board.</source>
        <translation>Your results on each size of board.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="338"/>
        <source>The last games, newest first.</source>
        <translation>The last games, newest first.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="343"/>
        <source>{0} The arrow keys go from row to row.</source>
        <translation>{0} The arrow keys go from row to row.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="347"/>
        <source>Your figures</source>
        <translation>Your figures</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="349"/>
        <source>The counts, the charts and the tables; the arrow keys scroll.</source>
        <translation>The counts, the charts and the tables; the arrow keys scroll.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="352"/>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="357"/>
        <source>Streak</source>
        <translation>Streak</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="358"/>
        <source>Best streak</source>
        <translation>Best streak</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="359"/>
        <source>Avg. margin</source>
        <translation>Avg. margin</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="362"/>
        <location filename="../triangles_qt/views/stats/window.py" line="367"/>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="363"/>
        <location filename="../triangles_qt/views/stats/window.py" line="368"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="366"/>
        <source>Finished</source>
        <translation>Finished</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="369"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="370"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="371"/>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="372"/>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="373"/>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="378"/>
        <source>Export CSV…</source>
        <translation>Export CSV…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="379"/>
        <source>Save every recorded game as a spreadsheet file.</source>
        <translation>Save every recorded game as a spreadsheet file.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="380"/>
        <source>Reset…</source>
        <translation>Reset…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="381"/>
        <source>Delete all recorded games.</source>
        <translation>Delete all recorded games.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="382"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="472"/>
        <source>Win streak (best {0})</source>
        <translation>Win streak (best {0})</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="486"/>
        <source>Games against the computer: {0}</source>
        <translation>Games against the computer: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="489"/>
        <source>two-player games (not counted): {0}</source>
        <translation>two-player games (not counted): {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="492"/>
        <source>since {0}</source>
        <translation>since {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="32"/>
        <source>{0} stars</source>
        <translation>{0} stars</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="65"/>
        <source>{0} vs {1}</source>
        <translation>{0} vs {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="68"/>
        <source>Tie</source>
        <translation>Tie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="71"/>
        <source>{0} won</source>
        <translation>{0} won</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="114"/>
        <source>Lost (resigned)</source>
        <comment>the result of one game</comment>
        <translation>Lost (resigned)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="118"/>
        <source>Won</source>
        <comment>the result of one game</comment>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="120"/>
        <source>Lost</source>
        <comment>the result of one game</comment>
        <translation>Lost</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="121"/>
        <source>Tie</source>
        <comment>the result of one game</comment>
        <translation>Tie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="500"/>
        <source>Opening the statistics…</source>
        <translation>Opening the statistics…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="502"/>
        <source>Statistics are not being recorded: {0}.</source>
        <translation>Statistics are not being recorded: {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="505"/>
        <source>The statistics could not be read.</source>
        <translation>The statistics could not be read.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="507"/>
        <source>A tie counts neither as a win nor as a loss.</source>
        <translation>A tie counts neither as a win nor as a loss.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="526"/>
        <source>Export statistics</source>
        <translation>Export statistics</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="526"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="533"/>
        <source>Could not export: {0}</source>
        <translation>Could not export: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="535"/>
        <source>Games exported: {0}, to {1}</source>
        <translation>Games exported: {0}, to {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="25"/>
        <source>Reset statistics</source>
        <translation>Reset statistics</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="27"/>
        <source>Delete all recorded games ({0})?</source>
        <translation>Delete all recorded games ({0})?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="32"/>
        <source>This cannot be undone. You may export them first.</source>
        <translation>This cannot be undone. You may export them first.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="37"/>
        <source>Delete all</source>
        <translation>Delete all</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="41"/>
        <source>Keep them</source>
        <translation>Keep them</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="553"/>
        <source>Games deleted: {0}</source>
        <translation>Games deleted: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="556"/>
        <source>Could not reset: {0}</source>
        <translation>Could not reset: {0}</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../triangles_qt/views/look/theme.py" line="72"/>
        <source>Nebula</source>
        <translation>Nebula</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/look/theme.py" line="73"/>
        <source>Daylight</source>
        <translation>Daylight</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/look/theme.py" line="74"/>
        <source>High contrast (colour-blind safe)</source>
        <translation>High contrast (colour-blind safe)</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="216"/>
        <source>Win rate over time</source>
        <translation>Win rate over time</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="220"/>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="221"/>
        <source>Last {0} decisive games</source>
        <translation>Last {0} decisive games</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="227"/>
        <source>The line starts with the first game won or lost.</source>
        <translation>The line starts with the first game won or lost.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="261"/>
        <location filename="../triangles_qt/views/stats/charts.py" line="267"/>
        <source>Game {0}</source>
        <translation>Game {0}</translation>
    </message>
</context>
<context>
    <name>Windows</name>
    <message>
        <location filename="../triangles_qt/views/screen_reader.py" line="16"/>
        <source>Closes this window.</source>
        <translation>Closes this window.</translation>
    </message>
</context>
</TS>
