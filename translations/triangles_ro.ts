<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro_RO" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="195"/>
        <source>About Triangles</source>
        <translation>Despre Triangles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="197"/>
        <source>Version {0}</source>
        <translation>Versiunea {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="200"/>
        <source>Take turns drawing straight lines between stars. Close a triangle with no star in it and it is yours. Play two players on one device, or against computer opponents that anyone can write as plugins.</source>
        <translation>Pe rând, fiecare jucător trasează linii drepte între stele. Închide un triunghi fără nicio stea în el și devine al tău. Joacă în doi pe același dispozitiv sau împotriva unor adversari-calculator pe care oricine îi poate scrie ca module.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="207"/>
        <source>Licence: {0}. Fonts: Noto Sans and Noto Sans Devanagari, SIL Open Font License 1.1.</source>
        <translation>Licență: {0}. Fonturi: Noto Sans și Noto Sans Devanagari, SIL Open Font License 1.1.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="215"/>
        <source>native engine core</source>
        <translation>motor de joc nativ (compilat)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="217"/>
        <source>pure-Python engine core</source>
        <translation>motor de joc în Python pur</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="220"/>
        <source>Python {0} · Qt {1} · PySide6 {2}</source>
        <translation>Python {0} · Qt {1} · PySide6 {2}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="226"/>
        <source>Saves and statistics:</source>
        <translation>Salvări și statistici:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="227"/>
        <source>Settings and engines.toml:</source>
        <translation>Setări și engines.toml:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="229"/>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="231"/>
        <source>Open the folder of saves and statistics</source>
        <translation>Deschide dosarul cu salvări și statistici</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="233"/>
        <source>Open the folder of settings and engines.toml</source>
        <translation>Deschide dosarul cu setări și engines.toml</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="235"/>
        <source>Shows the folder in the file manager.</source>
        <translation>Arată dosarul în managerul de fișiere.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="237"/>
        <source>Computer opponents installed:</source>
        <translation>Adversari-calculator instalați:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="239"/>
        <source>Opponent</source>
        <translation>Adversar</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="239"/>
        <source>Package</source>
        <translation>Pachet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="239"/>
        <source>Version</source>
        <translation>Versiune</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="247"/>
        <source>Website</source>
        <translation>Site web</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="248"/>
        <source>Documentation</source>
        <translation>Documentație</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="249"/>
        <source>Report a problem</source>
        <translation>Raportează o problemă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="250"/>
        <source>Source code</source>
        <translation>Cod sursă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="261"/>
        <source>{0} (cannot be used)</source>
        <translation>{0} (nu poate fi folosit)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="263"/>
        <source>unknown</source>
        <translation>necunoscut</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="265"/>
        <source>{0} (built in)</source>
        <translation>{0} (inclus)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="303"/>
        <source>The folder {0} could not be opened.</source>
        <translation>Dosarul {0} nu a putut fi deschis.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="118"/>
        <source>The saved game could not be read. It was kept as {0}; a new game started.</source>
        <translation>Jocul salvat nu a putut fi citit. A fost păstrat ca {0}; a început un joc nou.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../triangles_qt/views/board/accessible.py" line="147"/>
        <source>Pick</source>
        <translation>Alege</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/accessible.py" line="152"/>
        <source>Pick this star; picking a second star draws the line between them</source>
        <translation>Alege această stea; alegerea unei a doua stele trage linia dintre ele</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/again_cue.py" line="39"/>
        <source>Again!</source>
        <translation>Din nou!</translation>
    </message>
</context>
<context>
    <name>BoardCode</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="43"/>
        <source>Type a board code first.</source>
        <translation>Scrie mai întâi un cod de tablă.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="45"/>
        <source>This is not a board code. A board code looks like {0}.</source>
        <translation>Acesta nu este un cod de tablă. Un cod de tablă arată așa: {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="49"/>
        <source>This code is damaged: a character is wrong, missing or extra. Check it against the original.</source>
        <translation>Codul este deteriorat: un caracter este greșit, lipsește sau este în plus. Verifică-l după original.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="54"/>
        <source>This code comes from a newer version of Triangles. Update the game to open it.</source>
        <translation>Codul vine dintr-o versiune mai nouă a jocului Triangles. Actualizează jocul ca să-l deschizi.</translation>
    </message>
</context>
<context>
    <name>BoardCodeRows</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="200"/>
        <source>This is the code of a network game. To join that game, choose “Join a game on another device” as the opponent.</source>
        <translation>Acesta este codul unui joc în rețea. Ca să te alături acelui joc, alege ca adversar „Alătură-te unui joc de pe alt dispozitiv”.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="204"/>
        <source>The code is copied.</source>
        <translation>Codul a fost copiat.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="206"/>
        <source>The next game is played on the board of code {0} ({1} stars).</source>
        <translation>Următorul joc se joacă pe tabla cu codul {0} ({1} de stele).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="217"/>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="218"/>
        <source>This board&apos;s code</source>
        <translation>Codul acestei table</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="221"/>
        <source>Someone who types this code in New Game plays the same board, with the same rule.</source>
        <translation>Cine scrie acest cod în Joc nou joacă pe aceeași tablă, cu aceeași regulă.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="224"/>
        <source>Copy</source>
        <translation>Copiază</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="225"/>
        <source>Copy this board&apos;s code</source>
        <translation>Copiază codul acestei table</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="227"/>
        <source>Puts the code on the clipboard, to send to someone.</source>
        <translation>Pune codul în clipboard, ca să-l trimiți cuiva.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="229"/>
        <source>Play a board code</source>
        <translation>Joacă un cod de tablă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="230"/>
        <source>Board code to play</source>
        <translation>Codul tablei de jucat</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="232"/>
        <source>Use</source>
        <translation>Folosește</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="233"/>
        <source>Use the board code</source>
        <translation>Folosește codul tablei</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="235"/>
        <source>The next game is played on the board of the code typed beside.</source>
        <translation>Următorul joc se joacă pe tabla codului scris alături.</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="39"/>
        <source>lines</source>
        <translation>linii</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="40"/>
        <source>last</source>
        <translation>ultima</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="41"/>
        <source>score</source>
        <translation>scor</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="42"/>
        <source>turn</source>
        <translation>rând</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="43"/>
        <source>takes</source>
        <translation>închideri</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="44"/>
        <source>hint</source>
        <translation>indiciu</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="45"/>
        <source>undo</source>
        <translation>anulează</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="46"/>
        <source>redo</source>
        <translation>refă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="47"/>
        <source>resign</source>
        <translation>abandon</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="48"/>
        <source>help</source>
        <translation>ajutor</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="110"/>
        <source>Co&amp;mmand:</source>
        <translation>Co&amp;mandă:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="111"/>
        <source>Command line</source>
        <translation>Linie de comandă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="114"/>
        <source>Two stars (c4 e2) or a command (help)</source>
        <translation>Două stele (c4 e2) sau o comandă (ajutor)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="116"/>
        <source>Last answer</source>
        <translation>Ultimul răspuns</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="145"/>
        <source>There is no star {0}.</source>
        <translation>Nu există steaua {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="149"/>
        <source>Say which star: {0} C4.</source>
        <translation>Spune care stea: {0} C4.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="152"/>
        <source>I do not know “{0}”. Type help for the commands.</source>
        <translation>Nu cunosc „{0}”. Scrie ajutor pentru comenzi.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="176"/>
        <source>No line has been drawn yet.</source>
        <translation>Nicio linie nu a fost trasă încă.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="207"/>
        <source>{0} is not possible now.</source>
        <translation>{0} nu este posibil acum.</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="182"/>
        <source>Game ended without a result</source>
        <extracomment>The title&apos;s size, as many times the text&apos;s as the room allows (the first that fits). Narrowest the panel is (pixels), when the room allows.</extracomment>
        <translation>Joc încheiat fără rezultat</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="184"/>
        <source>You won!</source>
        <translation>Ai câștigat!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="186"/>
        <source>You lost!</source>
        <translation>Ai pierdut!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="188"/>
        <source>Tie!</source>
        <translation>Egalitate!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="189"/>
        <source>{0} wins!</source>
        <translation>{0} a câștigat!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="194"/>
        <source>{0} {1} – {2} {3}</source>
        <translation>{0} {1} – {2} {3}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="200"/>
        <source>It is not counted in the statistics.</source>
        <translation>Nu se numără în statistici.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="204"/>
        <source>New game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="205"/>
        <source>Choose the board and the opponent of a new game.</source>
        <translation>Alege tabla și adversarul unui joc nou.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="206"/>
        <source>Look at the board</source>
        <translation>Privește tabla de joc</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="207"/>
        <source>Hide this panel to see the whole board.</source>
        <translation>Ascunde acest panou ca să vezi toată tabla.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="208"/>
        <source>Replay</source>
        <translation>Reluare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="209"/>
        <source>Play the game back line by line.</source>
        <translation>Reia jocul linie cu linie.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="210"/>
        <source>Puzzles</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="212"/>
        <source>Positions from real games, each with a line to find</source>
        <translation>Poziții din jocuri reale, fiecare cu o linie de găsit</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="214"/>
        <source>Learn from your mistakes</source>
        <translation>Învață din greșeli</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="216"/>
        <source>Your costly lines of this game, each a puzzle: find a better line</source>
        <translation>Liniile tale costisitoare din acest joc, fiecare o problemă: găsește o linie mai bună</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="236"/>
        <source>Swap sides</source>
        <translation>Schimbă locurile</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="238"/>
        <source>The same board again, you on the other side: you start.</source>
        <translation>Aceeași tablă de joc încă o dată, tu de partea cealaltă: începi tu.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="240"/>
        <source>The same board again, you on the other side: {0} starts.</source>
        <translation>Aceeași tablă de joc încă o dată, tu de partea cealaltă: începe {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="242"/>
        <source>Rematch</source>
        <translation>Revanșă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="243"/>
        <source>The same board again: {0} starts.</source>
        <translation>Aceeași tablă de joc încă o dată: începe {0}.</translation>
    </message>
</context>
<context>
    <name>ExampleBoard</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="136"/>
        <source>Example board</source>
        <extracomment>The square ABCD: after its four sides, the diagonal A-C closes ABC and ACD. With the option on, Player 1 closes ABC on move 3 and plays move 4 too. Each player closes one triangle; A-B can no longer be drawn; 1-1, a tie.</extracomment>
        <translation>Tablă de exemplu</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="138"/>
        <source>Previous move</source>
        <translation>Mutarea anterioară</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="139"/>
        <source>Take back the example&apos;s last line.</source>
        <translation>Retrage ultima linie a exemplului.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="140"/>
        <source>Next move</source>
        <translation>Mutarea următoare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="141"/>
        <source>Draw the example&apos;s next line.</source>
        <translation>Trage următoarea linie a exemplului.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="145"/>
        <source>Move {0} of {1}.</source>
        <translation>Mutarea {0} din {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="149"/>
        <source>Player {0} draws {1}–{2}.</source>
        <translation>Jucătorul {0} trasează {1}–{2}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="156"/>
        <source>It closes %n triangle(s): {0}.</source>
        <translation>
            <numerusform>Închide un triunghi: {0}.</numerusform>
            <numerusform>Închide %n triunghiuri: {0}.</numerusform>
            <numerusform>Închide %n de triunghiuri: {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="158"/>
        <source>Score: {0} – {1}.</source>
        <translation>Scor: {0} – {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="161"/>
        <source>No triangle can be closed any more: the game ends in a tie.</source>
        <translation>Niciun triunghi nu mai poate fi închis: jocul se termină la egalitate.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="164"/>
        <source>No triangle can be closed any more: Player {0} wins.</source>
        <translation>Niciun triunghi nu mai poate fi închis: câștigă Jucătorul {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="170"/>
        <source>With “Play again after a triangle”, Player {0} plays again.</source>
        <translation>Cu opțiunea „Joacă din nou după un triunghi”, Jucătorul {0} joacă din nou.</translation>
    </message>
</context>
<context>
    <name>GameSounds</name>
    <message>
        <location filename="../triangles_qt/views/game/sounds.py" line="34"/>
        <source>No sound: the sound library could not be loaded on this computer.</source>
        <translation>Fără sunet: biblioteca de sunet nu a putut fi încărcată pe acest calculator.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/sounds.py" line="38"/>
        <source>No sound: the game&apos;s sound files are missing or damaged.</source>
        <translation>Fără sunet: fișierele de sunet ale jocului lipsesc sau sunt deteriorate.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/sounds.py" line="41"/>
        <source>No sound: no audio output was found.</source>
        <translation>Fără sunet: nu s-a găsit nicio ieșire audio.</translation>
    </message>
</context>
<context>
    <name>HelpMarks</name>
    <message numerus="yes">
        <location filename="../triangles_qt/views/stats/rows.py" line="97"/>
        <source>%n hint(s)</source>
        <comment>help in one game</comment>
        <translation>
            <numerusform>%n sugestie</numerusform>
            <numerusform>%n sugestii</numerusform>
            <numerusform>%n de sugestii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/stats/rows.py" line="99"/>
        <source>%n undo(s)</source>
        <comment>help in one game</comment>
        <translation>
            <numerusform>%n retragere</numerusform>
            <numerusform>%n retrageri</numerusform>
            <numerusform>%n de retrageri</numerusform>
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
        <translation>Găzduiește un joc în rețea</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="167"/>
        <source>The game code:</source>
        <translation>Codul jocului:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="170"/>
        <source>On the other device, open New game, choose “Join a game on another device” and type this code.</source>
        <translation>Pe celălalt dispozitiv, deschide fereastra Joc nou, alege „Alătură-te unui joc de pe alt dispozitiv” și tastează acest cod.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="177"/>
        <source>This device: {0} (port {1})</source>
        <translation>Acest dispozitiv: {0} (portul {1})</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="181"/>
        <source>The board could not be made.</source>
        <translation>Tabla de joc nu a putut fi făcută.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="185"/>
        <source>Making the board…</source>
        <translation>Se pregătește tabla de joc…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="187"/>
        <source>Waiting for the other player…</source>
        <translation>Se așteaptă celălalt jucător…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="190"/>
        <source>The game code: {0}</source>
        <translation>Codul jocului: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="192"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="194"/>
        <source>Stops waiting; no game is offered any more.</source>
        <translation>Nu mai așteaptă; jocul nu mai este oferit.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="253"/>
        <source>How to play</source>
        <translation>Cum se joacă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="254"/>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="255"/>
        <source>The rules, with examples to step through.</source>
        <translation>Regulile, cu exemple de parcurs pas cu pas.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="256"/>
        <source>Keyboard</source>
        <translation>Tastatură</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="257"/>
        <source>Every key of the game.</source>
        <translation>Toate tastele jocului.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="259"/>
        <source>Lessons</source>
        <translation>Lecții</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="260"/>
        <source>Short lessons to play on small boards.</source>
        <translation>Lecții scurte de jucat pe table mici.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="264"/>
        <source>&lt;h2&gt;In short&lt;/h2&gt;&lt;p&gt;Players take turns drawing a straight line between two stars. A line may not cross another line and may not pass over a star. Closing a triangle that holds no star scores one point. The game stops when no triangle can be closed any more; whoever closed more triangles wins.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Pe scurt&lt;/h2&gt;&lt;p&gt;Pe rând, fiecare jucător trasează o linie dreaptă între două stele. O linie nu are voie să taie o altă linie și nici să treacă peste o stea. Închiderea unui triunghi care nu conține nicio stea aduce un punct. Jocul se oprește când nu mai poate fi închis niciun triunghi; câștigă cine a închis mai multe triunghiuri.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="270"/>
        <source>&lt;h3&gt;Drawing a line&lt;/h3&gt;&lt;p&gt;Tap a star, then another star; or swipe from one star to the other. With a mouse: click, click, or press, drag and release. The line takes your colour.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Trasarea unei linii&lt;/h3&gt;&lt;p&gt;Atinge o stea, apoi altă stea; sau glisează de la o stea la cealaltă. Cu mouse-ul: clic pe o stea, clic pe cealaltă; sau apasă, trage și eliberează. Linia ia culoarea ta.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="275"/>
        <source>&lt;h3&gt;Looking around&lt;/h3&gt;&lt;p&gt;Pinch, or turn the mouse wheel, to zoom in on a crowded board. To move it, drag the empty sky between the stars (or drag with the middle mouse button, or hold Shift while turning the wheel). An arrow at the edge points to the last line when it is out of sight; tap it to go there. &lt;b&gt;Fit&lt;/b&gt; shows the whole board again.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Privește în jur&lt;/h3&gt;&lt;p&gt;Depărtează două degete pe ecran sau rotește rotița mouse-ului ca să mărești o tablă aglomerată. Ca s-o muți, trage de cerul gol dintre stele (sau trage cu butonul din mijloc al mouse-ului, sau ține apăsat Shift în timp ce rotești rotița). Când ultima linie nu se vede, o săgeată de pe margine arată spre ea; atinge săgeata ca să ajungi acolo. &lt;b&gt;Potrivește&lt;/b&gt; arată din nou toată tabla.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="282"/>
        <source>&lt;h3&gt;Lines that are refused&lt;/h3&gt;&lt;p&gt;A line is refused, and the game says why, when:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;it is already drawn;&lt;/li&gt;&lt;li&gt;it passes over another star (even just touching it);&lt;/li&gt;&lt;li&gt;it crosses a line already drawn. Two lines may leave from the same star, but they may never cross.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Linii refuzate&lt;/h3&gt;&lt;p&gt;Aplicația refuză o linie, și îți spune de ce, atunci când:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;linia există deja;&lt;/li&gt;&lt;li&gt;trece peste o altă stea (chiar dacă doar o atinge);&lt;/li&gt;&lt;li&gt;taie o linie deja trasată. Două linii pot pleca din aceeași stea, dar nu se pot încrucișa niciodată.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="288"/>
        <source>&lt;h3&gt;When a triangle counts&lt;/h3&gt;&lt;p&gt;A line closes a triangle when the triangle&apos;s two other sides are already drawn, by either player. The triangle fills with your colour and you score a point. It counts only if no star lies inside it or on one of its sides.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Când contează un triunghi&lt;/h3&gt;&lt;p&gt;O linie închide un triunghi atunci când celelalte două laturi ale lui sunt deja trasate, de tine sau de adversar. Triunghiul se umple cu culoarea ta și primești un punct. Un triunghi contează doar dacă nu conține nicio stea, nici în interior, nici pe vreo latură.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="294"/>
        <source>&lt;h3&gt;One line, two triangles&lt;/h3&gt;&lt;p&gt;A line has two sides and can close a triangle on each: two points at once. On the square ABCD below, the diagonal A–C closes ABC and ACD together.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;O linie, două triunghiuri&lt;/h3&gt;&lt;p&gt;O linie are două părți și poate închide câte un triunghi de fiecare parte: două puncte deodată. Pe pătratul ABCD de mai jos, diagonala A–C închide în același timp ABC și ACD.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="299"/>
        <source>&lt;h3&gt;Play again after a triangle&lt;/h3&gt;&lt;p&gt;Normally each player draws one line per turn. With the option “Play again after a triangle” (in the New Game window), a player who closes a triangle draws another line at once. Below, Player 1 closes a triangle on move 3 and also plays move 4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Joacă din nou după un triunghi&lt;/h3&gt;&lt;p&gt;În mod obișnuit, fiecare jucător trasează o singură linie pe tură. Cu opțiunea „Joacă din nou după un triunghi” (din fereastra Joc nou), jucătorul care închide un triunghi trasează imediat încă o linie. Mai jos, Jucătorul 1 închide un triunghi la mutarea 3 și joacă tot el mutarea 4.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="305"/>
        <source>&lt;h3&gt;End of the game&lt;/h3&gt;&lt;p&gt;The game stops as soon as no triangle can be closed any more, even if some lines could still be drawn. Whoever closed more triangles wins; equal counts are a tie. In the game below each player closes one triangle.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sfârșitul jocului&lt;/h3&gt;&lt;p&gt;Jocul se oprește de îndată ce niciun triunghi nu mai poate fi închis, chiar dacă s-ar mai putea trasa unele linii. Câștigă cine a închis mai multe triunghiuri; la număr egal, este egalitate. În partida de mai jos, fiecare jucător închide câte un triunghi.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="315"/>
        <source>&lt;h3&gt;Playing with the keyboard&lt;/h3&gt;&lt;table cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrow keys&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move the focus ring to the nearest star in that direction&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pick the focused star; pick a second star to draw the line (pick the same star again to let go)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;let go of the picked star&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+&lt;/b&gt; / &lt;b&gt;−&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zoom in / out&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;fit the board to the window&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; or &lt;b&gt;Ctrl+Y&lt;/b&gt;&lt;/td&gt;&lt;td&gt;redo: put back what undo took back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint: the Hard opponent suggests a line&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;puzzles&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen on and off (&lt;b&gt;Esc&lt;/b&gt; also leaves it)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the command line: type two stars (c4 e2) to draw a line, or a command (help lists them)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;this help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Click or tap the board first so it has the keyboard focus.&lt;/p&gt;&lt;p&gt;With a screen reader, the board&apos;s stars are buttons named by band and number (C4: the fourth star from the top in the third band from the left), every line is announced, and the command line plays by typing.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Jocul cu tastatura&lt;/h3&gt;&lt;table cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tastele săgeți&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mută cercul de selecție pe cea mai apropiată stea în acea direcție&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Spațiu&lt;/b&gt; sau &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;alege steaua încercuită; alege a doua stea ca să trasezi linia (alege din nou aceeași stea ca să renunți la ea)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;renunță la steaua aleasă&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+&lt;/b&gt; / &lt;b&gt;−&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mărește / micșorează&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;potrivește tabla de joc în fereastră&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;retrage mutarea&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; sau &lt;b&gt;Ctrl+Y&lt;/b&gt;&lt;/td&gt;&lt;td&gt;refă mutarea: pune la loc ce a retras „Retrage”&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;sugestie: adversarul Greu propune o linie&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;joc nou&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;probleme&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ecran complet, pornit și oprit (și &lt;b&gt;Esc&lt;/b&gt; îl închide)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;linia de comandă: scrie două stele (c4 e2) ca să tragi o linie, sau o comandă (ajutor le arată)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;acest ajutor&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Mai întâi dă clic pe tabla de joc sau atinge-o, ca tastatura să acționeze asupra ei.&lt;/p&gt;&lt;p&gt;Cu un cititor de ecran, stelele tablei sunt butoane numite după bandă și număr (C4: a patra stea de sus din a treia bandă de la stânga), fiecare linie este anunțată, iar linia de comandă permite jocul prin tastare.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>InternetHostDialog</name>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="253"/>
        <source>The board could not be made.</source>
        <translation>Tabla de joc nu a putut fi făcută.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="257"/>
        <source>Your friend typed the code: connecting…</source>
        <translation>Prietenul tău a tastat codul: se face legătura…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="259"/>
        <source>The rendezvous server cannot be reached: trying again…</source>
        <translation>Serverul de întâlnire nu poate fi contactat: se încearcă din nou…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="261"/>
        <source>Someone typed a wrong code, so that code no longer works: getting a new one…</source>
        <translation>Cineva a tastat un cod greșit, așa că acel cod nu mai merge: se obține unul nou…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="265"/>
        <source>Someone typed a wrong code, so the old code no longer works: this is the new code. Waiting for your friend to type it…</source>
        <translation>Cineva a tastat un cod greșit, așa că vechiul cod nu mai merge: acesta este codul nou. Se așteaptă ca prietenul tău să-l tasteze…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="269"/>
        <source>Waiting for your friend to type the code…</source>
        <translation>Se așteaptă ca prietenul tău să tasteze codul…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="270"/>
        <source>Getting a code from the rendezvous server…</source>
        <translation>Se obține un cod de la serverul de întâlnire…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="273"/>
        <source>Host a game over the internet</source>
        <translation>Găzduiește un joc pe internet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="274"/>
        <source>The code for your friend:</source>
        <translation>Codul pentru prietenul tău:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="278"/>
        <source>Tell it to your friend: read it aloud, or send it in a message. On their device they open New Game, choose “Join a game over the internet” and type it. The code works once.</source>
        <translation>Spune-l prietenului tău: citește-l cu voce tare sau trimite-l într-un mesaj. Pe dispozitivul lui, prietenul deschide Joc nou, alege „Alătură-te unui joc pe internet” și îl tastează. Codul merge o singură dată.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="286"/>
        <source>The code for your friend: {0}</source>
        <translation>Codul pentru prietenul tău: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="289"/>
        <source>No code yet</source>
        <translation>Încă niciun cod</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="292"/>
        <source>What the window is waiting for.</source>
        <translation>Ce așteaptă fereastra.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="293"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="295"/>
        <source>Stops waiting; the code no longer works.</source>
        <translation>Nu mai așteaptă; codul nu mai merge.</translation>
    </message>
</context>
<context>
    <name>InternetJoinDialog</name>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="233"/>
        <source>A code is a number and words, like {0}. Type it as your friend&apos;s window shows it.</source>
        <extracomment>A code as an example (the number and two words from the lists). The longest text the code field takes.</extracomment>
        <translation>Un cod este un număr și cuvinte, de exemplu {0}. Tastează-l așa cum îl arată fereastra prietenului tău.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="239"/>
        <source>That code does not match your friend&apos;s game. A wrong code is used up: ask your friend for the code their window shows now.</source>
        <translation>Codul nu se potrivește cu jocul prietenului tău. Un cod greșit se consumă: cere-i prietenului codul pe care îl arată acum fereastra lui.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="250"/>
        <source>Not a word of a code: {0}. Check the spelling.</source>
        <translation>Nu este un cuvânt de cod: {0}. Verifică ortografia.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="253"/>
        <source>Join a game over the internet</source>
        <translation>Alătură-te unui joc pe internet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="256"/>
        <source>Type the code your friend&apos;s window shows: a number and two words. Spaces or dashes between them, capitals or not, are all the same.</source>
        <translation>Tastează codul afișat în fereastra prietenului tău: un număr și două cuvinte. Spații sau cratime între ele, cu majuscule sau fără, totul e la fel.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="260"/>
        <source>Code</source>
        <translation>Cod</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="261"/>
        <source>for example {0}</source>
        <translation>de exemplu {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="267"/>
        <source>The code your friend&apos;s device shows, like {0}.</source>
        <translation>Codul afișat pe dispozitivul prietenului tău, de exemplu {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="276"/>
        <source>Found your friend&apos;s game: joining…</source>
        <translation>Jocul prietenului tău a fost găsit: te alături…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="278"/>
        <source>The rendezvous server cannot be reached: trying again…</source>
        <translation>Serverul de întâlnire nu poate fi contactat: se încearcă din nou…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="280"/>
        <source>Connecting…</source>
        <translation>Se face legătura…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="286"/>
        <source>Join</source>
        <translation>Alătură-te</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="288"/>
        <source>Joins your friend&apos;s game with the code typed.</source>
        <translation>Se alătură jocului prietenului tău cu codul tastat.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="291"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="292"/>
        <source>Closes this window without joining.</source>
        <translation>Închide această fereastră fără a intra în joc.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="147"/>
        <source>{0} (another version of Triangles)</source>
        <translation>{0} (altă versiune de Triangles)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="149"/>
        <source>{0}: {1} stars, play again after a triangle</source>
        <translation>{0}: {1} de stele, joacă din nou după un triunghi</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="152"/>
        <source>{0}: {1} stars</source>
        <translation>{0}: {1} de stele</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="226"/>
        <source>Join a network game</source>
        <translation>Alătură-te unui joc în rețea</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="229"/>
        <source>Looking for games on this network is off: type the host&apos;s address.</source>
        <translation>Căutarea jocurilor în această rețea este oprită: tastează adresa gazdei.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="232"/>
        <source>Games on this network:</source>
        <translation>Jocuri în această rețea:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="234"/>
        <source>Looking for games on this network…</source>
        <translation>Se caută jocuri în această rețea…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="236"/>
        <source>Address</source>
        <translation>Adresă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="237"/>
        <source>for example 192.168.1.20</source>
        <translation>de exemplu 192.168.1.20</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="238"/>
        <source>Game code</source>
        <translation>Codul jocului</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="242"/>
        <source>Type the address the host&apos;s window shows, or pick a game.</source>
        <translation>Tastează adresa afișată în fereastra gazdei sau alege un joc.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="244"/>
        <source>A game code has six letters or digits, like {0}.</source>
        <translation>Codul jocului are șase litere sau cifre, de exemplu {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="248"/>
        <source>Joining…</source>
        <translation>Te alături jocului…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="252"/>
        <source>Join</source>
        <translation>Alătură-te</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="254"/>
        <source>Joins the game chosen in the list, or at the address and code typed.</source>
        <translation>Intră în jocul ales din listă sau în cel de la adresa și codul scrise.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="257"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="258"/>
        <source>Closes this window without joining.</source>
        <translation>Închide această fereastră fără a intra în joc.</translation>
    </message>
</context>
<context>
    <name>KeeperNews</name>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="67"/>
        <source>the disk is full</source>
        <translation>discul este plin</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="68"/>
        <source>the folder cannot be written to</source>
        <translation>în dosar nu se poate scrie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="69"/>
        <source>the disk reported an error</source>
        <translation>discul a raportat o eroare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="70"/>
        <source>a file stands where the folder should be</source>
        <translation>în locul dosarului se află un fișier</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="74"/>
        <source>the disk refused it</source>
        <translation>discul a refuzat</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="80"/>
        <source>The game could not be saved ({0}). It is kept while Triangles runs and saved as soon as the disk allows.</source>
        <translation>Partida nu a putut fi salvată ({0}). Este păstrată cât timp rulează Triangles și salvată imediat ce discul permite.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="86"/>
        <source>Saving works again: the games are safe on the disk.</source>
        <translation>Salvarea funcționează din nou: partidele sunt în siguranță pe disc.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="91"/>
        <source>The result could not be saved in the statistics ({0}). The game is kept and will be recorded later.</source>
        <translation>Rezultatul nu a putut fi salvat în statistici ({0}). Partida este păstrată și va fi înregistrată mai târziu.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="96"/>
        <source>The result could not be saved in the statistics ({0}), nor on the disk. It is kept while Triangles runs and saved as soon as it can be.</source>
        <translation>Rezultatul nu a putut fi salvat nici în statistici ({0}), nici pe disc. Este păstrat cât timp rulează Triangles și salvat imediat ce se poate.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="106"/>
        <source>Finished games whose result could not be saved: {0}. The disk refused every attempt; if you quit now, these results are lost.</source>
        <translation>Partide încheiate al căror rezultat nu a putut fi salvat: {0}. Discul a refuzat fiecare încercare; dacă ieșiți acum, aceste rezultate se pierd.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="124"/>
        <source>Saved files that could not be read were kept as {0}.</source>
        <translation>Fișierele salvate care nu au putut fi citite au fost păstrate ca {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="130"/>
        <source>Saved files that could not be read or moved aside were left as they are: {0}.</source>
        <translation>Fișierele salvate care nu au putut fi citite sau mutate deoparte au fost lăsate așa cum sunt: {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="136"/>
        <source>A new game started.</source>
        <translation>A început un joc nou.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="142"/>
        <source>Triangles cannot save in its data folder {0} ({1}). You can play: games and results are kept while Triangles runs and saved as soon as the folder allows.</source>
        <translation>Triangles nu poate salva în dosarul său de date {0} ({1}). Poți juca: partidele și rezultatele sunt păstrate cât timp rulează Triangles și salvate imediat ce dosarul permite.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="152"/>
        <source>a folder</source>
        <translation>un dosar</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="153"/>
        <source>a FIFO, socket or device</source>
        <translation>un FIFO, un socket sau un dispozitiv</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="154"/>
        <source>a loop of links</source>
        <translation>o buclă de legături</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="155"/>
        <source>a link to nothing</source>
        <translation>o legătură către nimic</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="156"/>
        <source>far too big</source>
        <translation>mult prea mare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="157"/>
        <source>not text</source>
        <translation>altceva decât text</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="160"/>
        <source>not in the expected format</source>
        <translation>într-un format neașteptat</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="161"/>
        <source>unreadable</source>
        <translation>imposibil de citit</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="167"/>
        <source>{0} in the data folder was {1}, not a lock file. It was kept as {2}.</source>
        <translation>{0} din dosarul de date era {1}, nu un fișier de blocare. A fost păstrat ca {2}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="171"/>
        <source>{0} in the data folder is {1}, not a lock file, and cannot be moved aside. Triangles runs without a lock file.</source>
        <translation>{0} din dosarul de date este {1}, nu un fișier de blocare, și nu poate fi mutat deoparte. Triangles rulează fără fișier de blocare.</translation>
    </message>
</context>
<context>
    <name>LessonsPanel</name>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="168"/>
        <source>Drawing a line</source>
        <translation>Trasarea unei linii</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="169"/>
        <source>Draw a line: tap a star, then another; or swipe from one to the other.</source>
        <translation>Trasează o linie: atinge o stea, apoi alta; sau glisează de la una la cealaltă.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="170"/>
        <source>That is a line. It may not cross a line, repeat one or pass over a star.</source>
        <translation>Aceasta este o linie. Nu are voie să taie altă linie, să repete o linie existentă sau să treacă peste o stea.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="173"/>
        <source>Closing a triangle</source>
        <translation>Închiderea unui triunghi</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="174"/>
        <source>Two sides of a triangle are drawn. Draw the third side to close it.</source>
        <translation>Două laturi ale unui triunghi sunt deja trasate. Trasează a treia latură ca să-l închizi.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="175"/>
        <source>Closed: a triangle with no star in it scores a point.</source>
        <translation>Închis: un triunghi fără nicio stea înăuntru aduce un punct.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="178"/>
        <source>A star inside scores nothing</source>
        <translation>O stea înăuntru nu aduce puncte</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="179"/>
        <source>Score a point: close a triangle with no star inside it.</source>
        <translation>Câștigă un punct: închide un triunghi fără nicio stea înăuntru.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="180"/>
        <source>A point! The big triangle would have scored nothing: a star is inside.</source>
        <translation>Un punct! Triunghiul mare nu ar fi adus nimic: are o stea înăuntru.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="183"/>
        <source>Two triangles with one line</source>
        <translation>Două triunghiuri cu o singură linie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="184"/>
        <source>Close two triangles with one line.</source>
        <translation>Închide două triunghiuri cu o singură linie.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="185"/>
        <source>Two points with one line: it was a side of both triangles.</source>
        <translation>Două puncte cu o singură linie: era latură a ambelor triunghiuri.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="188"/>
        <source>Never draw the second side</source>
        <translation>Nu trasa niciodată a doua latură</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="190"/>
        <source>Draw a line that gives the other player nothing: not the second side of a triangle.</source>
        <translation>Trasează o linie care nu-i dă nimic celuilalt jucător: nu a doua latură a unui triunghi.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="193"/>
        <source>Safe: after this line no triangle can be closed.</source>
        <translation>Linie sigură: după ea nu mai poate fi închis niciun triunghi.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="196"/>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="220"/>
        <source>Taking turns, a gift is shared</source>
        <translation>Pe rând, un cadou se împarte</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="198"/>
        <source>Every line here lets the other player score. Without “play again”, closing a triangle ends the turn, and a triangle it opens next is yours. Give the gift that costs you least.</source>
        <translation>Aici, orice linie îi aduce puncte celuilalt jucător. Fără „Joacă din nou după un triunghi”, cine închide un triunghi își încheie tura, iar triunghiul pe care îl deschide astfel e al tău. Fă cadoul care te costă cel mai puțin.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="203"/>
        <source>Right: two triangles in a row are shared, one each, and then the other player must give.</source>
        <translation>Corect: două triunghiuri la rând se împart, câte unul fiecăruia, iar apoi celălalt jucător trebuie să dea.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="216"/>
        <source>When every line is a gift</source>
        <translation>Când orice linie e un cadou</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="208"/>
        <source>Play again: take the chain</source>
        <translation>Joacă din nou: ia tot lanțul</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="210"/>
        <source>With “play again”, closing a triangle gives you another line. Take every triangle you can, one line after another.</source>
        <translation>Cu opțiunea „Joacă din nou după un triunghi”, după ce închizi un triunghi mai trasezi o linie. Ia toate triunghiurile pe care le poți, linie după linie.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="213"/>
        <source>All taken: with “play again”, a chain of triangles is yours in one turn.</source>
        <translation>Le-ai luat pe toate: cu opțiunea „Joacă din nou după un triunghi”, un lanț întreg de triunghiuri e al tău într-o singură tură.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="218"/>
        <source>The board of “{0}”, now with “play again”: the other player takes a gift whole, triangle after triangle. Give away as little as you can.</source>
        <translation>Tabla de joc din „{0}”, acum cu „Joacă din nou după un triunghi”: celălalt jucător ia cadoul întreg, triunghi după triunghi. Dă-i cât mai puțin.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="222"/>
        <source>Right: the smallest gift, a lone triangle. Sometimes giving is all that is left.</source>
        <translation>Corect: cel mai mic cadou, un triunghi singur. Uneori nu-ți rămâne decât să dai.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="227"/>
        <source>Keep control: leave the last two</source>
        <translation>Păstrează controlul: lasă ultimele două</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="229"/>
        <source>The chain above the row of stars is open to you, and another waits below. Take triangles, but leave the last two: give both away with one line, so that the other player must then open the chain below.</source>
        <translation>Lanțul de deasupra rândului de stele e deschis pentru tine, iar dedesubt așteaptă altul. Ia triunghiuri, dar lasă ultimele două: dă-le pe amândouă cu o singură linie, ca celălalt jucător să fie nevoit apoi să deschidă lanțul de jos.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="234"/>
        <source>Control kept: the other player takes the two with one line, then must open the chain below, and its four triangles are yours.</source>
        <translation>Control păstrat: celălalt jucător le ia pe cele două cu o singură linie, apoi trebuie să deschidă lanțul de jos, iar cele patru triunghiuri ale lui sunt ale tale.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="239"/>
        <source>Count the safe lines</source>
        <translation>Numără liniile sigure</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="241"/>
        <source>Only a few safe lines are left; after them every line gives. Players draw safe lines in turn, and whoever runs out first must open a chain. Draw a safe line so that the other player runs out first.</source>
        <translation>Au mai rămas doar câteva linii sigure; după ele, orice linie îi dă ceva celuilalt. Jucătorii trasează pe rând linii sigure, iar cine rămâne primul fără trebuie să deschidă un lanț. Trasează o linie sigură astfel încât celălalt jucător să rămână primul fără.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="246"/>
        <source>Right: two safe lines are left, one for each of you; then the other player must open a chain.</source>
        <translation>Corect: au rămas două linii sigure, câte una pentru fiecare; apoi celălalt jucător trebuie să deschidă un lanț.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="261"/>
        <source>A triangle! You play again: take on, but leave the last two.</source>
        <translation>Un triunghi! Joci din nou: continuă, dar lasă ultimele două.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="263"/>
        <source>A triangle! You play again: close the next one.</source>
        <translation>Un triunghi! Joci din nou: închide-l și pe următorul.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="265"/>
        <source>That line closes no triangle. Look for a triangle with two sides drawn.</source>
        <translation>Linia aceasta nu închide niciun triunghi. Caută un triunghi cu două laturi trasate.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="268"/>
        <source>That triangle has a star inside: it would score nothing. Try another.</source>
        <translation>Triunghiul acesta are o stea înăuntru: nu ar aduce niciun punct. Încearcă altul.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="271"/>
        <source>That closes one triangle. One line can close two: find it.</source>
        <translation>Așa închizi un singur triunghi. O linie poate închide două: găsește-o.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="274"/>
        <source>That is the second side of a triangle: the other player would close it. Try another.</source>
        <translation>Aceasta este a doua latură a unui triunghi: celălalt jucător l-ar închide. Încearcă alta.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="278"/>
        <source>That gives away more than you need to. Find a smaller gift.</source>
        <translation>Așa dai mai mult decât e nevoie. Caută un cadou mai mic.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="280"/>
        <source>A triangle could still be closed: take it first.</source>
        <translation>Încă mai poate fi închis un triunghi: închide-l mai întâi.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="282"/>
        <source>A lone triangle: the other player closes it, nothing comes back, and you must give again. Try another.</source>
        <translation>Un triunghi singur: celălalt jucător îl închide, nu primești nimic înapoi și trebuie să dai din nou. Încearcă alta.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="286"/>
        <source>Three in a row are shared: two for the other player, one for you, and then you must give again. Try another.</source>
        <translation>Trei la rând se împart: două pentru celălalt jucător, unul pentru tine, iar apoi trebuie să dai din nou. Încearcă alta.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="290"/>
        <source>Closing that leaves fewer than two to give away: you would have to open the chain below yourself. Leave the last two.</source>
        <translation>Dacă îl închizi, rămân mai puțin de două de dat: ar trebui să deschizi tu lanțul de jos. Lasă ultimele două.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="294"/>
        <source>Safe, but count again: after it the other player can leave you without a safe line.</source>
        <translation>Sigură, dar mai numără o dată: după ea, celălalt jucător te poate lăsa fără linie sigură.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="305"/>
        <source>Lessons</source>
        <translation>Lecții</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="307"/>
        <source>Short lessons in order, each a task on a small board: choose one.</source>
        <translation>Lecții scurte, în ordine, fiecare o sarcină pe o tablă mică: alege una.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="309"/>
        <source>Lesson board</source>
        <translation>Tabla lecției</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="318"/>
        <source>{0}, done</source>
        <translation>{0}, terminată</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="329"/>
        <source>Start again</source>
        <translation>Ia-o de la capăt</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="330"/>
        <source>Put the lesson&apos;s board back as it began.</source>
        <translation>Readuce tabla lecției cum era la început.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="331"/>
        <source>Next lesson</source>
        <translation>Lecția următoare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="332"/>
        <source>Go on to the next lesson.</source>
        <translation>Treci la lecția următoare.</translation>
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
        <translation>Tabla de joc</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="201"/>
        <source>&amp;Game</source>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="202"/>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="203"/>
        <source>&amp;Language</source>
        <translation>&amp;Limbă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="204"/>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="205"/>
        <source>Theme</source>
        <translation>Temă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="206"/>
        <source>&amp;New Game…</source>
        <translation>Joc &amp;nou…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="31"/>
        <source>New Game</source>
        <extracomment>The tool bar buttons&apos; words (the actions&apos; short texts), listed once so that a bar at the side can be as wide as the widest language&apos;s words: a language switch then leaves the board where it is.</extracomment>
        <translation>Joc nou</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="207"/>
        <source>&amp;Undo</source>
        <translation>R&amp;etrage mutarea</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="32"/>
        <source>Undo</source>
        <translation>Retrage</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="208"/>
        <source>Re&amp;do</source>
        <translation>Re&amp;fă mutarea</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="33"/>
        <source>Redo</source>
        <translation>Refă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="210"/>
        <source>Put back the lines Undo took back (until a new line is drawn)</source>
        <translation>Pune la loc liniile retrase cu „Retrage” (până se trasează o linie nouă)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="214"/>
        <source>&amp;Hint</source>
        <translation>&amp;Sugestie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="34"/>
        <source>Hint</source>
        <translation>Sugestie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="216"/>
        <source>Ask the Hard opponent to suggest a line</source>
        <translation>Cere-i adversarului Greu să-ți sugereze o linie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="218"/>
        <source>R&amp;esign…</source>
        <translation>&amp;Abandonează…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="35"/>
        <source>Resign</source>
        <translation>Abandonează</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="220"/>
        <source>Give up this game against the computer: it counts as a loss</source>
        <translation>Renunță la acest joc cu calculatorul: se socotește pierdut</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="224"/>
        <source>&amp;Replay the game</source>
        <translation>&amp;Revezi partida</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="225"/>
        <source>Re&amp;view the game…</source>
        <translation>Ana&amp;lizează jocul…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="227"/>
        <source>Every line judged: how much it cost, and the better line</source>
        <translation>Fiecare linie evaluată: cât a costat și care era linia mai bună</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="231"/>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Probleme…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="233"/>
        <source>Positions from real games, each with a line to find; one a day</source>
        <translation>Poziții din jocuri reale, fiecare cu o linie de găsit; una pe zi</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="237"/>
        <source>&amp;Statistics…</source>
        <translation>Statis&amp;tici…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="238"/>
        <source>&amp;Quit</source>
        <translation>&amp;Ieșire</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="239"/>
        <source>&amp;Fit the board to the window</source>
        <translation>&amp;Potrivește tabla de joc în fereastră</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="36"/>
        <source>Fit</source>
        <translation>Potrivește</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="240"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Mărește</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="241"/>
        <source>Zoom &amp;out</source>
        <translation>Mi&amp;cșorează</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="242"/>
        <source>F&amp;ull screen</source>
        <translation>Ecran c&amp;omplet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="37"/>
        <source>Full screen</source>
        <translation>Ecran complet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="243"/>
        <source>&amp;Highlight the last line</source>
        <translation>&amp;Evidențiază ultima linie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="244"/>
        <source>&amp;Reduce motion</source>
        <translation>Mai p&amp;uțină mișcare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="246"/>
        <source>No pulsing, rising or sliding on the board</source>
        <translation>Fără pulsații, cifre care urcă sau alunecări pe tablă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="248"/>
        <source>&amp;Command line</source>
        <translation>Li&amp;nie de comandă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="250"/>
        <source>Play by typing: two stars draw a line; help lists the commands</source>
        <translation>Joacă tastând: două stele trag o linie; ajutor arată comenzile</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="254"/>
        <source>&amp;Type a command</source>
        <translation>Sc&amp;rie o comandă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="258"/>
        <source>&amp;Sound</source>
        <translation>&amp;Sunet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="260"/>
        <source>Short sounds for picks, lines, triangles and the end of a game</source>
        <translation>Sunete scurte pentru stelele alese, linii, triunghiuri și sfârșitul jocului</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="264"/>
        <source>Sound &amp;volume</source>
        <translation>&amp;Volumul sunetului</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="266"/>
        <source>Quiet</source>
        <translation>Încet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="267"/>
        <source>Medium</source>
        <translation>Mediu</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="268"/>
        <source>Loud</source>
        <translation>Tare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="269"/>
        <source>Loudest</source>
        <translation>Foarte tare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="273"/>
        <source>Follow the &amp;system</source>
        <translation>Urmează &amp;sistemul</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="275"/>
        <source>Dark, light or high contrast, as the system is set (until you pick)</source>
        <translation>Întunecată, luminoasă sau cu contrast ridicat, după cum e setat sistemul (până alegi tu o temă)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="279"/>
        <source>Te&amp;xt size</source>
        <translation>Mărimea te&amp;xtului</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="281"/>
        <source>Star and &amp;line size</source>
        <translation>Mărimea s&amp;telelor și a liniilor</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="288"/>
        <source>Inter&amp;net servers…</source>
        <translation>Servere de &amp;internet…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="291"/>
        <source>The rendezvous and relay servers internet games go through</source>
        <translation>Serverele de întâlnire și releu prin care trec jocurile pe internet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="295"/>
        <source>&amp;How to play</source>
        <translation>&amp;Cum se joacă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="296"/>
        <source>&amp;Keyboard controls</source>
        <translation>Comenzi de la &amp;tastatură</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="297"/>
        <source>&amp;About Triangles</source>
        <translation>&amp;Despre Triangles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="302"/>
        <source>Tools</source>
        <translation>Unelte</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/names.py" line="32"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/endings.py" line="94"/>
        <source>A tie counts neither as a win nor as a loss.</source>
        <translation>O egalitate nu se numără nici ca victorie, nici ca înfrângere.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/endings.py" line="90"/>
        <source>Games between two players are kept out of the win/loss statistics.</source>
        <translation>Partidele între doi jucători nu intră în statisticile de victorii și înfrângeri.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="115"/>
        <source>Computer opponent failed</source>
        <translation>Calculatorul a dat greș</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="117"/>
        <source>The opponent “{0}” failed: {1}.</source>
        <translation>Adversarul „{0}” a dat greș: {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="122"/>
        <source>The game is safe. Choose what happens next.</source>
        <translation>Jocul nu a pățit nimic. Alege ce urmează.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="126"/>
        <source>Let another opponent play this move</source>
        <translation>Lasă alt adversar să joace această mutare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="129"/>
        <source>Try again</source>
        <translation>Încearcă din nou</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="130"/>
        <source>End the game without a result</source>
        <translation>Încheie jocul fără rezultat</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="135"/>
        <source>Another computer opponent draws this line; the game goes on.</source>
        <translation>Alt adversar al calculatorului trage această linie; jocul continuă.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="138"/>
        <source>Asks the same opponent for its line again.</source>
        <translation>Îi cere din nou aceluiași adversar linia lui.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="141"/>
        <source>Stops the game here; it is not counted in the statistics.</source>
        <translation>Oprește jocul aici; nu este numărat în statistici.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="158"/>
        <source>Shows or hides what the opponent said.</source>
        <translation>Arată sau ascunde ce a spus adversarul.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/coach.py" line="34"/>
        <source>Well done! Lines may not cross. Close an empty triangle to score a point.</source>
        <translation>Bravo! Liniile nu au voie să se intersecteze. Închide un triunghi gol ca să câștigi un punct.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="257"/>
        <source>{0} closed a triangle and plays again.</source>
        <translation>{0} a închis un triunghi și joacă din nou.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/coach.py" line="23"/>
        <source>Tap a star, then another star, to draw a line between them.</source>
        <translation>Atinge o stea, apoi altă stea, ca să trasezi o linie între ele.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/coach.py" line="29"/>
        <source>How to play</source>
        <translation>Cum se joacă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/coach.py" line="19"/>
        <source>Now tap a second star, or drag to it. Tap the first star again to let go.</source>
        <translation>Acum atinge a doua stea sau trage până la ea. Atinge din nou prima stea ca să renunți la ea.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="344"/>
        <source>Learn the game&apos;s ideas in a few short lessons?</source>
        <translation>Vrei să înveți ideile jocului în câteva lecții scurte?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="350"/>
        <source>Lessons</source>
        <translation>Lecții</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/endings.py" line="84"/>
        <source>You resigned: the game counts as a loss.</source>
        <translation>Ai abandonat: jocul se socotește pierdut.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="237"/>
        <source>You closed two triangles and play again.</source>
        <translation>Ai închis două triunghiuri și joci din nou.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="243"/>
        <source>You closed a triangle and play again.</source>
        <translation>Ai închis un triunghi și joci din nou.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="251"/>
        <source>{0} closed two triangles and plays again.</source>
        <translation>{0} a închis două triunghiuri și joacă din nou.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="378"/>
        <source>The new board could not be made ({0}); this game goes on.</source>
        <translation>Tabla nouă nu a putut fi făcută ({0}); jocul acesta continuă.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="430"/>
        <source>Looking for a good line…</source>
        <translation>Se caută o linie bună…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="438"/>
        <source>Hint: try the highlighted line.</source>
        <translation>Sugestie: încearcă linia evidențiată.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="117"/>
        <source>No hint right now.</source>
        <translation>Nicio sugestie deocamdată.</translation>
    </message>
</context>
<context>
    <name>MistakesPanel</name>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="375"/>
        <source>inaccuracy</source>
        <extracomment>Tries before the better line is shown. Pixels an item&apos;s text is measured narrower than the list (the style sheet&apos;s item padding). A line was judged and the verdict shown (a :class:`Judgement`).</extracomment>
        <translation>imprecizie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="376"/>
        <source>mistake</source>
        <translation>greșeală</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="377"/>
        <source>blunder</source>
        <translation>gafă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="387"/>
        <source>judged exactly</source>
        <translation>evaluare exactă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="388"/>
        <source>an estimate, ±{0}</source>
        <translation>o estimare, ±{0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="393"/>
        <source>{0} to play: find a better line than the one drawn in the game.</source>
        <translation>E rândul lui {0}: găsește o linie mai bună decât cea trasată în joc.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="395"/>
        <source>Find a better line than the one you drew.</source>
        <translation>Găsește o linie mai bună decât cea pe care ai trasat-o.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="400"/>
        <source>Move {0}: the dashed line was drawn here. The review: {1}, {2} triangles given up ({3}).</source>
        <translation>Mutarea {0}: aici a fost trasată linia întreruptă. Analiza: {1}, {2} triunghiuri cedate ({3}).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="413"/>
        <source>It left a triangle that could have been closed.</source>
        <translation>A lăsat un triunghi care putea fi închis.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="414"/>
        <source>It gave away %n triangle(s).</source>
        <translation>
            <numerusform>A dat adversarului %n triunghi.</numerusform>
            <numerusform>A dat adversarului %n triunghiuri.</numerusform>
            <numerusform>A dat adversarului %n de triunghiuri.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="415"/>
        <source>It handed your opponent control of what was left.</source>
        <translation>A dat adversarului controlul asupra a ceea ce mai rămânea.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="421"/>
        <source>It closes %n triangle(s).</source>
        <translation>
            <numerusform>Închide %n triunghi.</numerusform>
            <numerusform>Închide %n triunghiuri.</numerusform>
            <numerusform>Închide %n de triunghiuri.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="424"/>
        <source>It leaves the triangles on offer: taking them would hand your opponent control.</source>
        <translation>Lasă triunghiurile oferite: dacă le-ai lua, i-ai da adversarului controlul.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="427"/>
        <source>It gives away only %n triangle(s).</source>
        <translation>
            <numerusform>Dă adversarului doar %n triunghi.</numerusform>
            <numerusform>Dă adversarului doar %n triunghiuri.</numerusform>
            <numerusform>Dă adversarului doar %n de triunghiuri.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="428"/>
        <source>It gives nothing away.</source>
        <translation>Nu dă nimic adversarului.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="433"/>
        <source>That is the line drawn in the game.</source>
        <translation>Aceasta e linia trasată în joc.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="438"/>
        <source>A triangle could be closed: take it first.</source>
        <translation>Un triunghi putea fi închis: ia-l mai întâi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="439"/>
        <source>That line gives away %n triangle(s).</source>
        <translation>
            <numerusform>Linia aceasta îi dă adversarului %n triunghi.</numerusform>
            <numerusform>Linia aceasta îi dă adversarului %n triunghiuri.</numerusform>
            <numerusform>Linia aceasta îi dă adversarului %n de triunghiuri.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="440"/>
        <source>That line hands your opponent control of what is left.</source>
        <translation>Linia aceasta îi dă adversarului controlul asupra a ceea ce rămâne.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="446"/>
        <source>With best play it ends %n triangle(s) worse than the better line.</source>
        <translation>
            <numerusform>Cu cel mai bun joc, se termină cu %n triunghi mai rău decât linia mai bună.</numerusform>
            <numerusform>Cu cel mai bun joc, se termină cu %n triunghiuri mai rău decât linia mai bună.</numerusform>
            <numerusform>Cu cel mai bun joc, se termină cu %n de triunghiuri mai rău decât linia mai bună.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="454"/>
        <source>Judged by an estimate, it ends {0} triangles worse than the better line (±{1}).</source>
        <translation>Evaluată printr-o estimare, se termină cu {0} triunghiuri mai rău decât linia mai bună (±{1}).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="459"/>
        <source>That is better than the line drawn in the game, but not enough.</source>
        <translation>E mai bună decât linia trasată în joc, dar nu destul.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="464"/>
        <source>Right: by the exact search this line is as good as the best.</source>
        <translation>Corect: după căutarea exactă, linia aceasta e la fel de bună ca cea mai bună.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="466"/>
        <source>Right: this is the better line of the review&apos;s estimate.</source>
        <translation>Corect: aceasta e linia mai bună după estimarea analizei.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="469"/>
        <source>Good: judged by an estimate, it does as well as the better line (±{0}).</source>
        <translation>Bine: evaluată printr-o estimare, e la fel de bună ca linia mai bună (±{0}).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="473"/>
        <source>Good: judged by an estimate, it ends {0} triangles behind the better line, within the estimate&apos;s noise (±{1}).</source>
        <translation>Bine: evaluată printr-o estimare, rămâne cu {0} triunghiuri în urma liniei mai bune, în limita zgomotului estimării (±{1}).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="478"/>
        <source>Good: judged by an estimate, it ends only {0} triangles behind the better line (±{1}).</source>
        <translation>Bine: evaluată printr-o estimare, rămâne doar cu {0} triunghiuri în urma liniei mai bune (±{1}).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="487"/>
        <source>It does {0} triangles better than the line drawn in the game ({1}).</source>
        <translation>Aduce cu {0} triunghiuri mai mult decât linia trasată în joc ({1}).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="490"/>
        <source>The better line is drawn:</source>
        <translation>Linia mai bună e trasată:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="497"/>
        <source>That line could not be judged. Try it again.</source>
        <translation>Linia aceasta nu a putut fi judecată. Mai încearc-o o dată.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="501"/>
        <source>Judging your line with the exact search…</source>
        <translation>Se evaluează linia ta prin căutarea exactă…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="502"/>
        <source>Judging your line with playouts, as the review did…</source>
        <translation>Se evaluează linia ta prin partide simulate, ca în analiză…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="506"/>
        <source>Try once more.</source>
        <translation>Mai încearcă o dată.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="525"/>
        <source>Move {0}: {1}, {2} triangles</source>
        <translation>Mutarea {0}: {1}, {2} triunghiuri</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="531"/>
        <source>{0}, solved</source>
        <translation>{0}, rezolvată</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="536"/>
        <source>Move {0} · {1} · {2} triangles</source>
        <translation>Mutarea {0} · {1} · {2} triunghiuri</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="556"/>
        <source>Your costly lines</source>
        <translation>Liniile tale costisitoare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="558"/>
        <source>Each costly line is an exercise: choose one to try it on the board.</source>
        <translation>Fiecare linie costisitoare este un exercițiu: alege unul ca să-l încerci pe tablă.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="561"/>
        <source>Mistake {0} of {1}</source>
        <translation>Greșeala {0} din {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="571"/>
        <source>Board before the costly line</source>
        <translation>Tabla de joc înainte de linia costisitoare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="572"/>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="573"/>
        <source>Show the better line</source>
        <translation>Arată linia mai bună</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="575"/>
        <source>Draw the review&apos;s better line and say why it is better.</source>
        <translation>Trage linia mai bună din analiză și spune de ce este mai bună.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="578"/>
        <source>Start again</source>
        <translation>Ia-o de la capăt</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="579"/>
        <source>Start this exercise again</source>
        <translation>Reia exercițiul acesta</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="580"/>
        <source>Put the board back as it was before the line.</source>
        <translation>Readuce tabla cum era înainte de linie.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="581"/>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="582"/>
        <source>Next mistake</source>
        <translation>Greșeala următoare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="583"/>
        <source>Go to the next costly line not solved yet.</source>
        <translation>Treci la următoarea linie costisitoare nerezolvată încă.</translation>
    </message>
</context>
<context>
    <name>MistakesWindow</name>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_window.py" line="53"/>
        <source>Learn from your mistakes</source>
        <translation>Învață din greșeli</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="169"/>
        <source>{0} joined. Have a good game!</source>
        <translation>{0} s-a alăturat jocului. Distracție plăcută!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="266"/>
        <source>Waiting for {0} to come back…</source>
        <translation>{0} a pierdut legătura. Se așteaptă revenirea…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="244"/>
        <source>End game</source>
        <translation>Încheie jocul</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="162"/>
        <source>You joined {0}&apos;s game. Have a good game!</source>
        <translation>Ai intrat în jocul găzduit de {0}. Distracție plăcută!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="255"/>
        <source>You are back in your game with {0}.</source>
        <translation>Ai revenit în jocul cu {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="261"/>
        <source>{0} is back.</source>
        <translation>{0} a revenit.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="275"/>
        <source>Through the internet: Triangles connects again by itself.</source>
        <translation>Prin internet: Triangles se reconectează singur.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="281"/>
        <source>This device: {0} (port {1}), code {2}</source>
        <translation>Acest dispozitiv: {0} (portul {1}), codul {2}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="285"/>
        <source>Reconnecting to {0} (port {1}), code {2}</source>
        <translation>Se reconectează la {0} (portul {1}), codul {2}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="311"/>
        <source>Undo</source>
        <translation>Retrage mutarea</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="313"/>
        <source>{0} asks to take back their last line.</source>
        <translation>{0} cere să-și retragă ultima linie.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="318"/>
        <source>Allow</source>
        <translation>Permite</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="321"/>
        <source>Refuse</source>
        <translation>Refuză</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="353"/>
        <source>Asking {0} to let you take back your last line…</source>
        <translation>Ceri voie să-ți retragi ultima linie; răspunde {0}…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="365"/>
        <source>{0} let you take back your last line.</source>
        <translation>{0} ți-a permis să-ți retragi ultima linie.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="371"/>
        <source>{0} said no: your line stays.</source>
        <translation>{0} a refuzat: linia ta rămâne.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="49"/>
        <source>The other device sent a line the rules refuse.</source>
        <extracomment>Reasons that mean the other device broke the protocol (a bug, or a liar).</extracomment>
        <translation>Celălalt dispozitiv a trimis o linie pe care regulile nu o permit.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="53"/>
        <source>The other device played out of turn.</source>
        <translation>Celălalt dispozitiv a jucat când nu era rândul lui.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="55"/>
        <source>The two devices no longer agree about the game.</source>
        <translation>Jocul nu mai este același pe cele două dispozitive.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="59"/>
        <source>A message was changed on the way, or came from a device that does not know the code.</source>
        <translation>Un mesaj a fost modificat pe drum sau a venit de la un dispozitiv care nu cunoaște codul jocului.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="64"/>
        <source>The other device sent something that is not a Triangles message.</source>
        <translation>Celălalt dispozitiv a trimis ceva ce nu este un mesaj Triangles.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="68"/>
        <source>The other device sent too much, too fast.</source>
        <translation>Celălalt dispozitiv a trimis prea multe mesaje, prea repede.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="70"/>
        <source>That is not the game&apos;s code.</source>
        <translation>Acesta nu este codul jocului.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="72"/>
        <source>That game already has two players.</source>
        <translation>Jocul acela are deja doi jucători.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="74"/>
        <source>That game is busy. Try again in a moment.</source>
        <translation>Jocul acela este ocupat. Încearcă din nou peste câteva clipe.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="76"/>
        <source>The other device has another version of Triangles.</source>
        <translation>Celălalt dispozitiv are altă versiune de Triangles.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="80"/>
        <source>No game answered at that address.</source>
        <translation>Niciun joc nu a răspuns la adresa aceea.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="82"/>
        <source>The connection took too long to set up.</source>
        <translation>Stabilirea conexiunii a durat prea mult.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="85"/>
        <source>The other player did not come back.</source>
        <translation>Celălalt jucător nu a mai revenit.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="86"/>
        <source>{0} did not come back.</source>
        <translation>{0} nu a mai revenit.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="89"/>
        <source>The other player left the game.</source>
        <translation>Celălalt jucător a părăsit jocul.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="90"/>
        <source>{0} left the game.</source>
        <translation>{0} a părăsit jocul.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="92"/>
        <source>The computer opponent on the other device failed.</source>
        <translation>Adversarul-calculator de pe celălalt dispozitiv a dat greș.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="96"/>
        <source>The rendezvous server cannot be reached. Check this device&apos;s internet connection, or the servers in Internet servers…</source>
        <translation>Serverul de întâlnire nu poate fi contactat. Verifică legătura la internet a acestui dispozitiv sau serverele din Servere de internet…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="102"/>
        <source>No game answered that code. Check the number and the words with your friend.</source>
        <translation>Niciun joc nu a răspuns la acest cod. Verifică numărul și cuvintele cu prietenul tău.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="107"/>
        <source>Too many wrong codes were tried, so this game is no longer offered. Host again for a new code.</source>
        <translation>S-au încercat prea multe coduri greșite, așa că jocul nu mai este oferit. Găzduiește din nou pentru un cod nou.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="113"/>
        <source>This device cannot host a game right now: the port is taken.</source>
        <translation>Acest dispozitiv nu poate găzdui un joc acum: portul este ocupat.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="116"/>
        <source>The connection ended ({0}).</source>
        <translation>Conexiunea s-a încheiat ({0}).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="162"/>
        <source>A network game</source>
        <extracomment>How long a game the player chose to end still waits to tell the other device so. Seconds an internet game&apos;s goodbye is given to pass through the carrier before the link (and its carrier with it) goes.</extracomment>
        <translation>Un joc în rețea</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="165"/>
        <source>Return to your game with {0}?</source>
        <translation>Revii la jocul cu {0}?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="168"/>
        <source>Return to your network game?</source>
        <translation>Revii la jocul în rețea?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="171"/>
        <source>{0} stars, {1}, {2} lines drawn. Triangles connects to the other device again by itself. Ending the game instead leaves it without a result.</source>
        <translation>{0} stele, {1}, {2} linii trasate. Triangles se reconectează singur la celălalt dispozitiv. Dacă închei jocul, acesta rămâne fără rezultat.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="178"/>
        <source>Return to the game</source>
        <translation>Revino la joc</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="182"/>
        <source>End the game</source>
        <translation>Încheie jocul</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="242"/>
        <source>Another player on this device</source>
        <extracomment>The opponent list&apos;s entries for network games (never stored as the opponent). The same over the internet.</extracomment>
        <translation>Alt jucător pe acest dispozitiv</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="244"/>
        <source>Another player on another device: host a game</source>
        <translation>Alt jucător pe alt dispozitiv: găzduiește un joc</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="246"/>
        <source>Join a game on another device</source>
        <translation>Alătură-te unui joc de pe alt dispozitiv</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="254"/>
        <source>Computer: {0}</source>
        <translation>Calculator: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="256"/>
        <source>Computer: {0} (unavailable)</source>
        <translation>Calculator: {0} (indisponibil)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="294"/>
        <source>{0} stars</source>
        <translation>{0} de stele</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="296"/>
        <source>A board with {0} stars; more stars make a longer game.</source>
        <translation>O tablă cu {0} stele; mai multe stele înseamnă un joc mai lung.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="402"/>
        <source>Your name</source>
        <translation>Numele tău</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="402"/>
        <source>Player 1 name</source>
        <translation>Numele Jucătorului 1</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="336"/>
        <source>Host</source>
        <translation>Găzduiește</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="336"/>
        <source>Join…</source>
        <translation>Alătură-te…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="346"/>
        <source>Offers this game to another device and waits for it to join.</source>
        <translation>Oferă acest joc unui alt dispozitiv și așteaptă să intre.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="347"/>
        <source>Finds the game another device offers, to join it.</source>
        <translation>Găsește jocul oferit de alt dispozitiv, ca să intri în el.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="348"/>
        <source>Starts a new game with these choices.</source>
        <translation>Începe un joc nou cu aceste alegeri.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="369"/>
        <source>You choose the board and the rule; the other device joins with the game code this device shows. You draw first.</source>
        <translation>Tu alegi tabla de joc și regula; celălalt dispozitiv se alătură cu codul jocului afișat pe acest dispozitiv. Tu trasezi prima linie.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="373"/>
        <source>The host&apos;s board and rule are used. The host draws first.</source>
        <translation>Se folosesc tabla de joc și regula gazdei. Gazda trasează prima linie.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="375"/>
        <source>Two people take turns on this device.</source>
        <translation>Două persoane joacă pe rând pe acest dispozitiv.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="391"/>
        <source>Who plays against you, or where the game is.</source>
        <translation>Cine joacă împotriva ta sau unde este jocul.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="381"/>
        <source>{0} is unavailable: {1}</source>
        <translation>{0} nu este disponibil: {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="248"/>
        <source>Another player anywhere: host over the internet</source>
        <translation>Alt jucător oriunde: găzduiește pe internet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="250"/>
        <source>Join a game over the internet</source>
        <translation>Alătură-te unui joc pe internet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="341"/>
        <source>Gets a code for this game, for your friend to join with.</source>
        <translation>Obține un cod pentru acest joc, cu care prietenul tău se alătură.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="342"/>
        <source>Opens the window where you type your friend&apos;s code.</source>
        <translation>Deschide fereastra în care tastezi codul prietenului tău.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="359"/>
        <source>You choose the board and the rule, and get a code to tell your friend; they join from anywhere with it. You draw first.</source>
        <translation>Tu alegi tabla de joc și regula și primești un cod pe care îl spui prietenului tău; cu el se alătură de oriunde. Tu trasezi prima linie.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="364"/>
        <source>You type the code your friend&apos;s device shows. The host&apos;s board and rule are used. The host draws first.</source>
        <translation>Tastezi codul afișat pe dispozitivul prietenului tău. Se folosesc tabla de joc și regula gazdei. Gazda trasează prima linie.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="450"/>
        <source>New Game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="451"/>
        <source>Board</source>
        <translation>Tabla de joc</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="452"/>
        <source>Phone-sized</source>
        <translation>Pentru telefon</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="453"/>
        <source>Board sizes made for a phone&apos;s screen.</source>
        <translation>Mărimi de tablă făcute pentru ecranul unui telefon.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="454"/>
        <source>Tablet-sized</source>
        <translation>Pentru tabletă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="456"/>
        <source>Board sizes made for a tablet&apos;s or a computer&apos;s screen.</source>
        <translation>Mărimi de tablă făcute pentru ecranul unei tablete sau al unui calculator.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="458"/>
        <source>Opponent</source>
        <translation>Adversar</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="459"/>
        <source>The computer starts</source>
        <translation>Începe calculatorul</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="461"/>
        <source>The computer draws the first line; else you do.</source>
        <translation>Calculatorul trage prima linie; altfel, tu.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="463"/>
        <source>Table mode: we sit facing each other</source>
        <translation>Mod masă: stăm față în față</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="466"/>
        <source>For a tablet lying flat between two players: each player&apos;s name, score and messages face their side of the table.</source>
        <translation>Pentru o tabletă așezată pe masă între doi jucători: numele, scorul și mesajele fiecăruia sunt întoarse spre partea lui de masă.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="470"/>
        <source>Player 2 name</source>
        <translation>Numele Jucătorului 2</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="471"/>
        <source>Play again after a triangle</source>
        <translation>Joacă din nou după un triunghi</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="473"/>
        <source>A player who closes a triangle draws another line at once.</source>
        <translation>Jucătorul care închide un triunghi trasează imediat încă o linie.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="475"/>
        <source>Theme</source>
        <translation>Temă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="481"/>
        <source>Closes this window; the game on the table goes on.</source>
        <translation>Închide această fereastră; jocul de pe tablă continuă.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="336"/>
        <source>Start</source>
        <translation>Începe</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="477"/>
        <source>The colours of the board and the window.</source>
        <translation>Culorile tablei și ale ferestrei.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="479"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
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
        <translation>nu a putut fi încărcat</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="245"/>
        <source>it needs a newer version of Triangles</source>
        <translation>are nevoie de o versiune mai nouă de Triangles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="248"/>
        <source>it ran into an error</source>
        <translation>a dat peste o eroare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="249"/>
        <source>it used too much memory</source>
        <translation>a folosit prea multă memorie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="250"/>
        <source>it answered something that is not a line</source>
        <translation>a răspuns cu ceva ce nu este o linie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="253"/>
        <source>it chose a line the rules refuse</source>
        <translation>a ales o linie pe care regulile nu o permit</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="256"/>
        <source>it did not answer in time and was stopped</source>
        <translation>nu a răspuns la timp și a fost oprit</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="259"/>
        <source>its process crashed</source>
        <translation>procesul lui s-a oprit brusc</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="260"/>
        <source>the request was withdrawn</source>
        <translation>cererea a fost retrasă</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../triangles_qt/views/game/names.py" line="25"/>
        <source>Player {0}</source>
        <translation>Jucătorul {0}</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="37"/>
        <source>The puzzle progress file could not be read; it was kept as {0} and the progress starts afresh.</source>
        <translation>Fișierul cu progresul la probleme nu a putut fi citit; a fost păstrat ca {0}, iar progresul începe de la zero.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="43"/>
        <source>The puzzle progress file {0} cannot be used: solved puzzles are not kept this time.</source>
        <translation>Fișierul cu progresul la probleme {0} nu poate fi folosit: problemele rezolvate nu sunt păstrate de data aceasta.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="47"/>
        <source>Solved puzzles cannot be saved ({0}): they are kept until you quit.</source>
        <translation>Problemele rezolvate nu pot fi salvate ({0}): sunt păstrate până închizi jocul.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="54"/>
        <source>the disk is full</source>
        <translation>discul este plin</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="55"/>
        <source>the folder is read-only</source>
        <translation>dosarul poate fi doar citit</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="56"/>
        <source>a file is where the folder is</source>
        <translation>în locul dosarului este un fișier</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="57"/>
        <source>the disk reported an error</source>
        <translation>discul a raportat o eroare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="58"/>
        <source>the system refused the write</source>
        <translation>sistemul a refuzat scrierea</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="230"/>
        <source>The puzzles could not be read: the game&apos;s files may be damaged.</source>
        <translation>Problemele nu au putut fi citite: fișierele jocului pot fi deteriorate.</translation>
    </message>
</context>
<context>
    <name>PuzzlesPanel</name>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="297"/>
        <source>Your move: close more triangles than your opponent from here.</source>
        <extracomment>Tries before the solution is shown. (puzzle id, tries, whether it was the daily puzzle): a puzzle was solved. (puzzle id): the solution of a puzzle not solved yet was shown. Puzzles whose solution was shown in this window: solving them later is practice, not counted (or the answer just seen would score a &quot;first try&quot;).</extracomment>
        <translation>E rândul tău: de aici, închide mai multe triunghiuri decât adversarul.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="299"/>
        <source>Find the only line that gives nothing away.</source>
        <translation>Găsește singura linie care nu dă nimic.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="301"/>
        <source>Every line gives something away: find the one that gives the least.</source>
        <translation>Orice linie dă ceva: găsește-o pe cea care dă cel mai puțin.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="303"/>
        <source>Take what you can and keep control.</source>
        <translation>Ia ce poți și păstrează controlul.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="305"/>
        <source>Find the best line: it ends at least %n triangle(s) better than any other.</source>
        <translation>
            <numerusform>Găsește cea mai bună linie: iese cu cel puțin un triunghi mai bine decât oricare alta.</numerusform>
            <numerusform>Găsește cea mai bună linie: iese cu cel puțin %n triunghiuri mai bine decât oricare alta.</numerusform>
            <numerusform>Găsește cea mai bună linie: iese cu cel puțin %n de triunghiuri mai bine decât oricare alta.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="313"/>
        <source>Easy</source>
        <comment>puzzle difficulty</comment>
        <translation>Ușor</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="314"/>
        <source>Medium</source>
        <comment>puzzle difficulty</comment>
        <translation>Mediu</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="315"/>
        <source>Hard</source>
        <comment>puzzle difficulty</comment>
        <translation>Greu</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="322"/>
        <source>play again after a triangle</source>
        <translation>joacă din nou după un triunghi</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="324"/>
        <source>one line a turn</source>
        <translation>o linie pe tură</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="326"/>
        <source>{0} · {1} stars · {2}. Score: you {3}, your opponent {4}.</source>
        <translation>{0} · {1} stele · {2}. Scor: tu {3}, adversarul {4}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="334"/>
        <source>With best play from here you close %n more triangle(s) than your opponent.</source>
        <translation>
            <numerusform>Jucând cel mai bine de aici, închizi un triunghi mai mult decât adversarul.</numerusform>
            <numerusform>Jucând cel mai bine de aici, închizi cu %n triunghiuri mai multe decât adversarul.</numerusform>
            <numerusform>Jucând cel mai bine de aici, închizi cu %n de triunghiuri mai multe decât adversarul.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="340"/>
        <source>With best play from here you close %n triangle(s) fewer than your opponent: no line does better.</source>
        <translation>
            <numerusform>Jucând cel mai bine de aici, închizi un triunghi mai puțin decât adversarul: nicio linie nu iese mai bine.</numerusform>
            <numerusform>Jucând cel mai bine de aici, închizi cu %n triunghiuri mai puține decât adversarul: nicio linie nu iese mai bine.</numerusform>
            <numerusform>Jucând cel mai bine de aici, închizi cu %n de triunghiuri mai puține decât adversarul: nicio linie nu iese mai bine.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="345"/>
        <source>With best play from here you and your opponent close as many triangles.</source>
        <translation>Jucând cel mai bine de aici, tu și adversarul închideți tot atâtea triunghiuri.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="350"/>
        <source>It closes %n triangle(s).</source>
        <translation>
            <numerusform>Închide un triunghi.</numerusform>
            <numerusform>Închide %n triunghiuri.</numerusform>
            <numerusform>Închide %n de triunghiuri.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="353"/>
        <source>It leaves the triangles on offer: taking them would hand your opponent control.</source>
        <translation>Lasă triunghiurile oferite: dacă le-ai lua, i-ai da adversarului controlul.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="356"/>
        <source>It gives away only %n triangle(s).</source>
        <translation>
            <numerusform>Dă doar un triunghi.</numerusform>
            <numerusform>Dă doar %n triunghiuri.</numerusform>
            <numerusform>Dă doar %n de triunghiuri.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="357"/>
        <source>It gives nothing away.</source>
        <translation>Nu dă nimic.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="363"/>
        <source>A triangle could be closed: take it first.</source>
        <translation>Un triunghi putea fi închis: închide-l mai întâi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="364"/>
        <source>That line gives away %n triangle(s).</source>
        <translation>
            <numerusform>Linia aceasta dă un triunghi.</numerusform>
            <numerusform>Linia aceasta dă %n triunghiuri.</numerusform>
            <numerusform>Linia aceasta dă %n de triunghiuri.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="365"/>
        <source>That line hands your opponent control of what is left.</source>
        <translation>Linia aceasta îi dă adversarului controlul asupra a ce a rămas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="367"/>
        <source>With best play it ends %n triangle(s) worse than the best line.</source>
        <translation>
            <numerusform>Jucând cel mai bine, iese cu un triunghi mai rău decât cea mai bună linie.</numerusform>
            <numerusform>Jucând cel mai bine, iese cu %n triunghiuri mai rău decât cea mai bună linie.</numerusform>
            <numerusform>Jucând cel mai bine, iese cu %n de triunghiuri mai rău decât cea mai bună linie.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="378"/>
        <source>Right. (It is not counted: you have seen its solution.)</source>
        <translation>Corect. (Nu se socotește: i-ai văzut soluția.)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="380"/>
        <source>Solved at the first try!</source>
        <translation>Rezolvată din prima!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="382"/>
        <source>Solved at the second try.</source>
        <translation>Rezolvată din a doua încercare.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="387"/>
        <source>Try once more.</source>
        <translation>Mai încearcă o dată.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="392"/>
        <source>The solution is drawn:</source>
        <translation>Soluția este desenată:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="395"/>
        <source>{0} to {1}.</source>
        <translation>{0} la {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="404"/>
        <source>Daily puzzle, {0}</source>
        <translation>Problema zilei, {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="407"/>
        <source>Puzzle {0} of {1}</source>
        <translation>Problema {0} din {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="411"/>
        <source>The other player</source>
        <translation>Celălalt jucător</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="423"/>
        <source>Daily puzzle</source>
        <translation>Problema zilei</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="426"/>
        <source>{0} stars</source>
        <translation>{0} stele</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="437"/>
        <source>{0}, solved</source>
        <translation>{0}, rezolvată</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="439"/>
        <source>Puzzles</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="441"/>
        <source>The daily puzzle, then every puzzle: choose one to try it on the board.</source>
        <translation>Problema zilei, apoi toate problemele: alege una ca s-o încerci pe tablă.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="445"/>
        <source>Daily streak: %n day(s)</source>
        <translation>
            <numerusform>Serie zilnică: o zi</numerusform>
            <numerusform>Serie zilnică: %n zile</numerusform>
            <numerusform>Serie zilnică: %n de zile</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="456"/>
        <source>Puzzle board</source>
        <translation>Tabla problemei</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="457"/>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="458"/>
        <source>Show the solution</source>
        <translation>Arată soluția</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="459"/>
        <source>Draw the solution and say why it works.</source>
        <translation>Trage soluția și spune de ce funcționează.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="461"/>
        <source>Start again</source>
        <translation>Ia-o de la capăt</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="462"/>
        <source>Start this puzzle again</source>
        <translation>Începe problema din nou</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="463"/>
        <source>Put the board back as the puzzle began.</source>
        <translation>Readuce tabla cum era la începutul problemei.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="464"/>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="465"/>
        <source>Next puzzle</source>
        <translation>Problema următoare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="466"/>
        <source>Go to the next puzzle not solved yet.</source>
        <translation>Treci la următoarea problemă nerezolvată încă.</translation>
    </message>
</context>
<context>
    <name>PuzzlesWindow</name>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="168"/>
        <source>Puzzles</source>
        <translation>Probleme</translation>
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
    <name>Questions</name>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="66"/>
        <source>Start a new game?</source>
        <translation>Începi un joc nou?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="70"/>
        <source>Start a new game and resign this one?</source>
        <translation>Începi un joc nou și îl abandonezi pe acesta?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="71"/>
        <source>You have drawn a line in this game, so leaving it is a resignation: it counts as a loss in your statistics.</source>
        <translation>Ai trasat deja o linie în acest joc, așa că dacă îl părăsești îl abandonezi: se socotește pierdut în statisticile tale.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="76"/>
        <source>Resign and start</source>
        <translation>Abandonează și începe</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="81"/>
        <source>Start a new game and leave this one?</source>
        <translation>Începi un joc nou și îl lași pe acesta?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="82"/>
        <source>The game in progress will not be recorded.</source>
        <translation>Jocul în desfășurare nu va fi înregistrat.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="83"/>
        <source>Start a new game</source>
        <translation>Începe un joc nou</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="184"/>
        <source>Quit Triangles?</source>
        <translation>Închideți Triangles?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="186"/>
        <source>Free some space on the disk (or make the folder writable) and keep Triangles open: the results are saved as soon as it can.</source>
        <translation>Eliberați spațiu pe disc (sau permiteți scrierea în dosar) și lăsați Triangles deschis: rezultatele sunt salvate imediat ce se poate.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="191"/>
        <source>Quit anyway</source>
        <translation>Închide oricum</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="193"/>
        <source>Keep Triangles open</source>
        <translation>Lasă Triangles deschis</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="53"/>
        <source>Keep playing</source>
        <translation>Joacă mai departe</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="91"/>
        <source>Resign?</source>
        <translation>Abandonezi?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="92"/>
        <source>Resign this game?</source>
        <translation>Abandonezi acest joc?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="93"/>
        <source>It counts as a loss in your statistics.</source>
        <translation>Se socotește pierdut în statisticile tale.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="94"/>
        <source>Resign</source>
        <translation>Abandonează</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="19"/>
        <source>Choose two different stars.</source>
        <translation>Alege două stele diferite.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="20"/>
        <source>That line is already drawn.</source>
        <translation>Linia aceasta există deja.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="21"/>
        <source>That line passes over a star.</source>
        <translation>Linia aceasta trece peste o stea.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="22"/>
        <source>That line crosses a line already drawn.</source>
        <translation>Linia aceasta taie o linie deja trasată.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="25"/>
        <source>The game is over.</source>
        <translation>Jocul s-a terminat.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="135"/>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="214"/>
        <source>Pause</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="135"/>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="214"/>
        <source>Play</source>
        <translation>Redă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="168"/>
        <source>Start · {0} {1} – {2} {3}</source>
        <translation>Început · {0} {1} – {2} {3}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="170"/>
        <source>Line {0} of {1}: {2} · {3} {4} – {5} {6}</source>
        <translation>Linia {0} din {1}: {2} · {3} {4} – {5} {6}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="209"/>
        <source>Close replay</source>
        <translation>Închide reluarea</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="210"/>
        <source>First</source>
        <translation>Prima</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="211"/>
        <source>Previous line</source>
        <translation>Linia anterioară</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="212"/>
        <source>Next line</source>
        <translation>Linia următoare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="213"/>
        <source>Last</source>
        <translation>Ultima</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="147"/>
        <source>Results per opponent</source>
        <translation>Rezultate pe adversar</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="151"/>
        <source>Won</source>
        <translation>Victorii</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="152"/>
        <source>Tied</source>
        <translation>Egalități</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="153"/>
        <source>Lost</source>
        <translation>Înfrângeri</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="157"/>
        <source>No games against the computer yet.</source>
        <translation>Încă nicio partidă împotriva calculatorului.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="266"/>
        <source>best</source>
        <extracomment>Room the list&apos;s style sheet and the style take around an item&apos;s text (px, both sides). (lines judged, what the status said) at each step of the run, in order.</extracomment>
        <translation>cea mai bună</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="267"/>
        <source>good</source>
        <translation>bună</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="268"/>
        <source>inaccuracy</source>
        <translation>imprecizie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="269"/>
        <source>mistake</source>
        <translation>greșeală</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="270"/>
        <source>blunder</source>
        <translation>gafă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="275"/>
        <source>Gave away a triangle while a safe line was left.</source>
        <translation>A oferit adversarului un triunghi, deși mai exista o linie sigură.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="277"/>
        <source>Left a triangle that could have been taken.</source>
        <translation>A lăsat un triunghi care putea fi închis.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="282"/>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="284"/>
        <source>estimate, ±{0}</source>
        <translation>estimare, ±{0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="287"/>
        <source>Move {0}, {1} drew {2} to {3}: {4}, {5} triangles ({6}). Better: {7} to {8}.</source>
        <translation>Mutarea {0}, {1} a tras {2} la {3}: {4}, {5} triunghiuri ({6}). Mai bună: {7} la {8}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="306"/>
        <source>Marked lines</source>
        <translation>Liniile marcate</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="309"/>
        <source>The lines that gave triangles away, in game order. Enter on a mark shows that moment of the game and the better line.</source>
        <translation>Liniile care au dat triunghiuri, în ordinea jocului. Enter pe un marcaj arată acel moment al jocului și linia mai bună.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="314"/>
        <source>The review in short, for each player.</source>
        <translation>Analiza pe scurt, pentru fiecare jucător.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="325"/>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="326"/>
        <source>Review</source>
        <translation>Analiza jocului</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="327"/>
        <source>Lines judged</source>
        <translation>Linii evaluate</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="330"/>
        <source>Stopping…</source>
        <translation>Se oprește…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="335"/>
        <source>Judging every line: {0} of {1}.</source>
        <translation>Se evaluează fiecare linie: {0} din {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="337"/>
        <source>Judging every line: {0} of {1}, about {2} s left.</source>
        <translation>Se evaluează fiecare linie: {0} din {1}, mai sunt cam {2} s.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="344"/>
        <source>Click a mark, or press Enter on it: the board shows that moment, the line drawn (dotted) and the better line (dashed, with rings), their stars named.</source>
        <translation>Dă clic pe un marcaj sau apasă Enter pe el: tabla arată acel moment, linia trasă (punctată) și linia mai bună (întreruptă, cu cercuri), cu numele stelelor lor.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="351"/>
        <source>The review was stopped with {0} of {1} lines judged; they are below. Continue judges only the rest.</source>
        <translation>Analiza a fost oprită după ce {0} din {1} linii au fost evaluate; sunt mai jos. Continuă le evaluează doar pe celelalte.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="356"/>
        <source>The review was stopped.</source>
        <translation>Analiza a fost oprită.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="358"/>
        <source>The review could not be made.</source>
        <translation>Analiza nu a putut fi făcută.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="365"/>
        <source>Judged so far: {0} of {1} lines.</source>
        <translation>Evaluate până acum: {0} din {1} linii.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="373"/>
        <source>Stop</source>
        <translation>Oprește</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="373"/>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="375"/>
        <source>Stops judging; what is judged so far is kept.</source>
        <translation>Oprește evaluarea; ce a fost evaluat până acum se păstrează.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="377"/>
        <source>Closes the review; the board takes its room back.</source>
        <translation>Închide analiza; tabla își ia locul înapoi.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="379"/>
        <source>Continue</source>
        <comment>the review</comment>
        <translation>Continuă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="381"/>
        <source>Judges the lines the review has not judged yet.</source>
        <translation>Evaluează liniile pe care analiza nu le-a evaluat încă.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="391"/>
        <source>{0}: {1} % of lines best or good; {2} triangles given up on the marked lines below ({3} judged exactly, {4} estimated).</source>
        <translation>{0}: {1} % dintre linii au fost cele mai bune sau bune; {2} triunghiuri cedate pe liniile marcate mai jos ({3} evaluate exact, {4} estimate).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="401"/>
        <source>{0}: {1} % of lines best or good; no line marked.</source>
        <translation>{0}: {1} % dintre linii au fost cele mai bune sau bune; nicio linie marcată.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="406"/>
        <source>The costliest: move {0} ({1} triangles).</source>
        <translation>Cea mai costisitoare: mutarea {0} ({1} triunghiuri).</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <location filename="../triangles_qt/views/game/score_panel.py" line="205"/>
        <source>thinking</source>
        <extracomment>The widest score a card makes room for from the start (a 180-star game stays in three digits): a score reaching 10 or 100 moves nothing on the card.</extracomment>
        <translation>se gândește</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="407"/>
        <location filename="../triangles_qt/views/game/score_panel.py" line="207"/>
        <source>to play</source>
        <translation>la rând</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/score_panel.py" line="211"/>
        <source>Game over</source>
        <translation>Joc terminat</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/score_panel.py" line="213"/>
        <source>Line {0}</source>
        <translation>Linia {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/score_panel.py" line="221"/>
        <source>At most %n more triangle(s) to win</source>
        <translation>
            <numerusform>Cel mult încă un triunghi de câștigat</numerusform>
            <numerusform>Cel mult încă %n triunghiuri de câștigat</numerusform>
            <numerusform>Cel mult încă %n de triunghiuri de câștigat</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/score_panel.py" line="225"/>
        <source>Both players together can win no more triangles than this in the rest of the game: the board has no room for more.</source>
        <translation>Împreună, cei doi jucători nu mai pot câștiga mai multe triunghiuri decât atât până la sfârșitul jocului: pe tablă nu mai este loc pentru altele.</translation>
    </message>
</context>
<context>
    <name>ServersDialog</name>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="135"/>
        <source>A rendezvous server&apos;s address looks like ws://example.org:4000/v1 (or wss://…).</source>
        <extracomment>The longest address a field takes.</extracomment>
        <translation>Adresa unui server de întâlnire arată ca ws://example.org:4000/v1 (sau wss://…).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="141"/>
        <source>A relay&apos;s address looks like tcp:example.org:4001.</source>
        <translation>Adresa unui releu arată ca tcp:example.org:4001.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="147"/>
        <source>The server both players&apos; devices meet through, with the code.</source>
        <translation>Serverul prin care se întâlnesc dispozitivele celor doi jucători, cu ajutorul codului.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="158"/>
        <source>Carries the game when the two devices cannot reach each other directly.</source>
        <translation>Transmite jocul când cele două dispozitive nu pot comunica direct.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="169"/>
        <source>Internet servers</source>
        <translation>Servere de internet</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="172"/>
        <source>An internet game goes through a rendezvous server, where the two devices meet with the code, and a relay, which carries the game when they cannot reach each other directly. Both players must use the same rendezvous server. The public servers are the Magic Wormhole project&apos;s, free for anyone; a club or a family can run its own (both install with pip: magic-wormhole-mailbox-server and magic-wormhole-transit-relay).</source>
        <translation>Un joc pe internet trece printr-un server de întâlnire, unde cele două dispozitive se găsesc cu ajutorul codului, și printr-un releu, care transmite jocul când ele nu pot comunica direct. Ambii jucători trebuie să folosească același server de întâlnire. Serverele publice sunt ale proiectului Magic Wormhole, gratuite pentru oricine; un club sau o familie își poate rula propriile servere (amândouă se instalează cu pip: magic-wormhole-mailbox-server și magic-wormhole-transit-relay).</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="180"/>
        <source>Rendezvous server</source>
        <translation>Server de întâlnire</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="182"/>
        <source>Relay</source>
        <translation>Releu</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="184"/>
        <source>Use the public servers</source>
        <translation>Folosește serverele publice</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="186"/>
        <source>Fills in the Magic Wormhole project&apos;s public servers.</source>
        <translation>Completează serverele publice ale proiectului Magic Wormhole.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="188"/>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="190"/>
        <source>Keeps these servers for the next internet games.</source>
        <translation>Păstrează aceste servere pentru următoarele jocuri pe internet.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="192"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="194"/>
        <source>Closes this window; the servers stay as they were.</source>
        <translation>Închide această fereastră; serverele rămân cum erau.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="207"/>
        <source>Through the Magic Wormhole project&apos;s public servers.</source>
        <translation>Prin serverele publice ale proiectului Magic Wormhole.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="211"/>
        <source>Through the servers at {0}.</source>
        <translation>Prin serverele de la {0}.</translation>
    </message>
</context>
<context>
    <name>ServersRow</name>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="256"/>
        <source>Internet servers…</source>
        <translation>Servere de internet…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="258"/>
        <source>Shows or changes the servers internet games go through.</source>
        <translation>Arată sau schimbă serverele prin care trec jocurile pe internet.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="182"/>
        <source>The settings file could not be used (it is {0}). It was kept as {1}; the settings start afresh.</source>
        <translation>Fișierul de setări nu a putut fi folosit (este {0}). A fost păstrat ca {1}; setările încep de la zero.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="188"/>
        <source>The settings file could not be used (it is {0}) nor moved aside. Settings are kept only while Triangles runs.</source>
        <translation>Fișierul de setări nu a putut fi folosit (este {0}) și nici mutat deoparte. Setările sunt păstrate doar cât timp rulează Triangles.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="193"/>
        <source>The settings cannot be saved ({0}). Changes last only while Triangles runs, and the first game&apos;s tips may come back at the next start.</source>
        <translation>Setările nu pot fi salvate ({0}). Schimbările durează doar cât timp rulează Triangles, iar sfaturile primului joc pot reapărea la următoarea pornire.</translation>
    </message>
</context>
<context>
    <name>Sizes</name>
    <message>
        <location filename="../triangles_qt/views/look/sizes.py" line="26"/>
        <source>Normal</source>
        <translation>Normală</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/look/sizes.py" line="27"/>
        <source>Large</source>
        <translation>Mare</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/look/sizes.py" line="28"/>
        <source>Larger</source>
        <translation>Mai mare</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="39"/>
        <source>{0} to {1}</source>
        <extracomment>The command line lists this many lines that score now, then says how many more.</extracomment>
        <translation>{0} la {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="43"/>
        <source>{0} {1}, {2} {3}.</source>
        <translation>{0} {1}, {2} {3}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="50"/>
        <source>You play again.</source>
        <translation>Joci din nou.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="50"/>
        <source>Your turn.</source>
        <translation>E rândul tău.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="53"/>
        <source>{0} plays again.</source>
        <translation>{0} joacă din nou.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="55"/>
        <source>{0}&apos;s turn.</source>
        <translation>E rândul lui {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="64"/>
        <source>You drew {0}.</source>
        <translation>Ai tras {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="66"/>
        <source>You drew {0} and closed a triangle.</source>
        <translation>Ai tras {0} și ai închis un triunghi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="67"/>
        <source>You drew {0} and closed %n triangles.</source>
        <translation>
            <numerusform>Ai tras {0} și ai închis %n triunghi.</numerusform>
            <numerusform>Ai tras {0} și ai închis %n triunghiuri.</numerusform>
            <numerusform>Ai tras {0} și ai închis %n de triunghiuri.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="70"/>
        <source>{0} drew {1}.</source>
        <translation>{0} a tras {1}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="72"/>
        <source>{0} drew {1} and closed a triangle.</source>
        <translation>{0} a tras {1} și a închis un triunghi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="73"/>
        <source>{0} drew {1} and closed %n triangles.</source>
        <translation>
            <numerusform>{0} a tras {1} și a închis %n triunghi.</numerusform>
            <numerusform>{0} a tras {1} și a închis %n triunghiuri.</numerusform>
            <numerusform>{0} a tras {1} și a închis %n de triunghiuri.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="77"/>
        <source>New game: %n stars.</source>
        <translation>
            <numerusform>Joc nou: %n stea.</numerusform>
            <numerusform>Joc nou: %n stele.</numerusform>
            <numerusform>Joc nou: %n de stele.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="84"/>
        <source>No triangle can be closed any more: the game is over.</source>
        <translation>Niciun triunghi nu mai poate fi închis: jocul s-a terminat.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="97"/>
        <source>Taken back: %n line(s), {0}.</source>
        <translation>
            <numerusform>Retrasă: %n linie, {0}.</numerusform>
            <numerusform>Retrase: %n linii, {0}.</numerusform>
            <numerusform>Retrase: %n de linii, {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="110"/>
        <source>Put back: %n line(s), {0}.</source>
        <translation>
            <numerusform>Refăcută: %n linie, {0}.</numerusform>
            <numerusform>Refăcute: %n linii, {0}.</numerusform>
            <numerusform>Refăcute: %n de linii, {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="119"/>
        <source>Band {0}, star {1} from the top.</source>
        <translation>Banda {0}, steaua {1} de sus.</translation>
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
            <numerusform>%n linie: {0}.</numerusform>
            <numerusform>%n linii: {0}.</numerusform>
            <numerusform>%n de linii: {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="128"/>
        <source>No lines yet.</source>
        <translation>Încă nicio linie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="131"/>
        <source>Corner of %n triangle(s): {0}.</source>
        <translation>
            <numerusform>Colț al unui triunghi (%n): {0}.</numerusform>
            <numerusform>Colț a %n triunghiuri: {0}.</numerusform>
            <numerusform>Colț a %n de triunghiuri: {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="132"/>
        <source>%n more line(s) can be drawn from it.</source>
        <translation>
            <numerusform>Din ea se mai poate trage %n linie.</numerusform>
            <numerusform>Din ea se mai pot trage %n linii.</numerusform>
            <numerusform>Din ea se mai pot trage %n de linii.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="138"/>
        <source>No line closes a triangle now.</source>
        <translation>Acum nicio linie nu închide un triunghi.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="143"/>
        <source>{0} (closes two)</source>
        <translation>{0} (închide două)</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="144"/>
        <source>%n line(s) close a triangle now: {0}.</source>
        <translation>
            <numerusform>Acum %n linie închide un triunghi: {0}.</numerusform>
            <numerusform>Acum %n linii închid un triunghi: {0}.</numerusform>
            <numerusform>Acum %n de linii închid un triunghi: {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="147"/>
        <source>And %n more.</source>
        <translation>
            <numerusform>Și încă %n.</numerusform>
            <numerusform>Și încă %n.</numerusform>
            <numerusform>Și încă %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="158"/>
        <source>%n star(s), named by band from the left and number from the top.</source>
        <translation>
            <numerusform>%n stea, numită după bandă de la stânga și număr de sus.</numerusform>
            <numerusform>%n stele, numite după bandă de la stânga și număr de sus.</numerusform>
            <numerusform>%n de stele, numite după bandă de la stânga și număr de sus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="162"/>
        <source>%n line(s) drawn.</source>
        <translation>
            <numerusform>%n linie trasă.</numerusform>
            <numerusform>%n linii trase.</numerusform>
            <numerusform>%n de linii trase.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="168"/>
        <source>Hint: {0}.</source>
        <translation>Indiciu: {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="173"/>
        <source>The game is over.</source>
        <translation>Jocul s-a terminat.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="179"/>
        <source>Type two stars to draw a line, like c4 e2. Commands: last, score, turn, lines and a star, takes, hint, undo, redo, resign, help.</source>
        <translation>Scrie două stele ca să tragi o linie, de exemplu c4 e2. Comenzi: ultima, scor, rând, linii și o stea, închideri, indiciu, anulează, refă, abandon, ajutor.</translation>
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
        <translation>nu se poate scrie în dosarul statisticilor</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="55"/>
        <source>the statistics file is read-only</source>
        <translation>fișierul de statistici poate fi doar citit</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="58"/>
        <source>a file stands where the statistics folder should be</source>
        <translation>în locul dosarului de statistici se află un fișier</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="61"/>
        <source>the disk is full</source>
        <translation>discul este plin</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="62"/>
        <source>the statistics file cannot be opened</source>
        <translation>fișierul de statistici nu poate fi deschis</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="65"/>
        <source>another copy of Triangles is using the statistics</source>
        <translation>o altă copie a jocului Triangles folosește statisticile</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="68"/>
        <source>the statistics file is damaged and could not be moved aside</source>
        <translation>fișierul de statistici este deteriorat și nu a putut fi mutat deoparte</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="71"/>
        <source>the statistics file is damaged</source>
        <translation>fișierul de statistici este deteriorat</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="72"/>
        <source>the statistics file could not be updated to this version</source>
        <translation>fișierul de statistici nu a putut fi adus la această versiune</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="75"/>
        <source>the statistics file is from a newer version of Triangles</source>
        <translation>fișierul de statistici provine dintr-o versiune mai nouă de Triangles</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="81"/>
        <source>the statistics file is unavailable</source>
        <translation>fișierul de statistici nu este disponibil</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="90"/>
        <source>A damaged file beside the statistics was kept as {0}. The statistics file itself was fine: every recorded game is still there.</source>
        <translation>Un fișier deteriorat de lângă statistici a fost păstrat ca {0}. Fișierul de statistici era în regulă: toate partidele înregistrate sunt încă acolo.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="95"/>
        <source>The statistics file was damaged. It was kept as {0} and new statistics were started.</source>
        <translation>Fișierul de statistici era deteriorat. A fost păstrat ca {0} și s-au început statistici noi.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="99"/>
        <source>Statistics are not being recorded: {0}. You can still play.</source>
        <translation>Statisticile nu se înregistrează: {0}. Poți juca în continuare.</translation>
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
        <translation>Statistici</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="318"/>
        <source>Games played</source>
        <translation>Partide jucate</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="319"/>
        <location filename="../triangles_qt/views/stats/window.py" line="353"/>
        <source>Won</source>
        <translation>Victorii</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="320"/>
        <location filename="../triangles_qt/views/stats/window.py" line="354"/>
        <source>Lost</source>
        <translation>Înfrângeri</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="321"/>
        <location filename="../triangles_qt/views/stats/window.py" line="355"/>
        <source>Ties</source>
        <translation>Egalități</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="322"/>
        <location filename="../triangles_qt/views/stats/window.py" line="356"/>
        <source>Win rate</source>
        <translation>Rată de victorii</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="323"/>
        <source>Win streak</source>
        <translation>Serie de victorii</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="324"/>
        <source>Average margin</source>
        <translation>Diferență medie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="328"/>
        <source>Wins out of games won or lost; ties are left out.</source>
        <translation>Victoriile din partidele câștigate sau pierdute; egalitățile nu se pun la socoteală.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="330"/>
        <source>A loss ends a streak; a tie neither ends nor extends it.</source>
        <translation>O înfrângere întrerupe seria; o egalitate nici nu o întrerupe, nici nu o prelungește.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="332"/>
        <source>Your triangles minus the computer&apos;s, per game.</source>
        <translation>Triunghiurile tale minus cele ale calculatorului, pe partidă.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="333"/>
        <source>By opponent</source>
        <translation>După adversar</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="334"/>
        <source>By board size</source>
        <translation>După mărimea tablei</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="335"/>
        <source>Recent games</source>
        <translation>Partide recente</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="336"/>
        <source>Your results against each opponent.</source>
        <translation>Rezultatele tale împotriva fiecărui adversar.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="337"/>
        <source>Your results on each size of board.</source>
        <translation>Rezultatele tale pe fiecare mărime de tablă.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="338"/>
        <source>The last games, newest first.</source>
        <translation>Ultimele partide, cele mai noi întâi.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="343"/>
        <source>{0} The arrow keys go from row to row.</source>
        <translation>{0} Tastele săgeți trec de la un rând la altul.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="347"/>
        <source>Your figures</source>
        <translation>Cifrele tale</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="349"/>
        <source>The counts, the charts and the tables; the arrow keys scroll.</source>
        <translation>Numărătorile, graficele și tabelele; tastele săgeți derulează.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="352"/>
        <source>Played</source>
        <translation>Partide</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="357"/>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="358"/>
        <source>Best streak</source>
        <translation>Cea mai lungă serie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="359"/>
        <source>Avg. margin</source>
        <translation>Dif. medie</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="362"/>
        <location filename="../triangles_qt/views/stats/window.py" line="367"/>
        <source>Opponent</source>
        <translation>Adversar</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="363"/>
        <location filename="../triangles_qt/views/stats/window.py" line="368"/>
        <source>Board</source>
        <translation>Tabla de joc</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="366"/>
        <source>Finished</source>
        <translation>Încheiată</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="369"/>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="370"/>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="371"/>
        <source>Moves</source>
        <translation>Mutări</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="372"/>
        <source>Time</source>
        <translation>Durată</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="373"/>
        <source>Help</source>
        <translation>Ajutor</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="378"/>
        <source>Export CSV…</source>
        <translation>Exportă CSV…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="379"/>
        <source>Save every recorded game as a spreadsheet file.</source>
        <translation>Salvează toate partidele înregistrate într-un fișier pentru foi de calcul.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="380"/>
        <source>Reset…</source>
        <translation>Resetează…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="381"/>
        <source>Delete all recorded games.</source>
        <translation>Șterge toate partidele înregistrate.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="382"/>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="472"/>
        <source>Win streak (best {0})</source>
        <translation>Serie de victorii (record {0})</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="486"/>
        <source>Games against the computer: {0}</source>
        <translation>Partide împotriva calculatorului: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="489"/>
        <source>two-player games (not counted): {0}</source>
        <translation>partide în doi jucători (nenumărate): {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="492"/>
        <source>since {0}</source>
        <translation>din {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="32"/>
        <source>{0} stars</source>
        <translation>{0} de stele</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="65"/>
        <source>{0} vs {1}</source>
        <translation>{0} contra {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="68"/>
        <source>Tie</source>
        <translation>Egalitate</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="71"/>
        <source>{0} won</source>
        <translation>{0} a câștigat</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="114"/>
        <source>Lost (resigned)</source>
        <comment>the result of one game</comment>
        <translation>Pierdută (abandonată)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="118"/>
        <source>Won</source>
        <comment>the result of one game</comment>
        <translation>Câștigată</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="120"/>
        <source>Lost</source>
        <comment>the result of one game</comment>
        <translation>Pierdută</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="121"/>
        <source>Tie</source>
        <comment>the result of one game</comment>
        <translation>Egalitate</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="500"/>
        <source>Opening the statistics…</source>
        <translation>Se deschid statisticile…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="502"/>
        <source>Statistics are not being recorded: {0}.</source>
        <translation>Statisticile nu se înregistrează: {0}.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="505"/>
        <source>The statistics could not be read.</source>
        <translation>Statisticile nu au putut fi citite.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="507"/>
        <source>A tie counts neither as a win nor as a loss.</source>
        <translation>O egalitate nu se numără nici ca victorie, nici ca înfrângere.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="526"/>
        <source>Export statistics</source>
        <translation>Exportă statisticile</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="526"/>
        <source>CSV files (*.csv)</source>
        <translation>Fișiere CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="533"/>
        <source>Could not export: {0}</source>
        <translation>Exportul nu a reușit: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="535"/>
        <source>Games exported: {0}, to {1}</source>
        <translation>Partide exportate: {0}, în {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="25"/>
        <source>Reset statistics</source>
        <translation>Resetează statisticile</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="27"/>
        <source>Delete all recorded games ({0})?</source>
        <translation>Ștergi toate partidele înregistrate ({0})?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="32"/>
        <source>This cannot be undone. You may export them first.</source>
        <translation>Ștergerea nu poate fi anulată. Le poți exporta mai întâi.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="37"/>
        <source>Delete all</source>
        <translation>Șterge tot</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="41"/>
        <source>Keep them</source>
        <translation>Păstrează-le</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="553"/>
        <source>Games deleted: {0}</source>
        <translation>Partide șterse: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="556"/>
        <source>Could not reset: {0}</source>
        <translation>Resetarea nu a reușit: {0}</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../triangles_qt/views/look/theme.py" line="72"/>
        <source>Nebula</source>
        <translation>Nebuloasă</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/look/theme.py" line="73"/>
        <source>Daylight</source>
        <translation>Lumina zilei</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/look/theme.py" line="74"/>
        <source>High contrast (colour-blind safe)</source>
        <translation>Contrast ridicat (potrivit pentru daltoniști)</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="216"/>
        <source>Win rate over time</source>
        <translation>Rata de victorii în timp</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="220"/>
        <source>All games</source>
        <translation>Toate partidele</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="221"/>
        <source>Last {0} decisive games</source>
        <translation>Ultimele {0} partide decise</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="227"/>
        <source>The line starts with the first game won or lost.</source>
        <translation>Curba începe cu prima partidă câștigată sau pierdută.</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="261"/>
        <location filename="../triangles_qt/views/stats/charts.py" line="267"/>
        <source>Game {0}</source>
        <translation>Partida {0}</translation>
    </message>
</context>
<context>
    <name>Windows</name>
    <message>
        <location filename="../triangles_qt/views/screen_reader.py" line="16"/>
        <source>Closes this window.</source>
        <translation>Închide această fereastră.</translation>
    </message>
</context>
</TS>
