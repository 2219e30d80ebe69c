<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="195"/>
        <source>About Triangles</source>
        <translation>Triangles के बारे में</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="197"/>
        <source>Version {0}</source>
        <translation>संस्करण {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="200"/>
        <source>Take turns drawing straight lines between stars. Close a triangle with no star in it and it is yours. Play two players on one device, or against computer opponents that anyone can write as plugins.</source>
        <translation>बारी-बारी से तारों के बीच सीधी रेखाएँ खींचें। ऐसा त्रिभुज पूरा करें जिसमें कोई तारा न हो, और वह आपका हो जाता है। एक ही डिवाइस पर दो खिलाड़ी खेलें, या ऐसे कंप्यूटर विरोधियों के विरुद्ध, जिन्हें कोई भी प्लगइन के रूप में लिख सकता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="207"/>
        <source>Licence: {0}. Fonts: Noto Sans and Noto Sans Devanagari, SIL Open Font License 1.1.</source>
        <translation>लाइसेंस: {0}। फ़ॉन्ट: Noto Sans और Noto Sans Devanagari, SIL Open Font License 1.1।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="215"/>
        <source>native engine core</source>
        <translation>नेटिव (कंपाइल किया हुआ) गेम इंजन</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="217"/>
        <source>pure-Python engine core</source>
        <translation>शुद्ध Python गेम इंजन</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="220"/>
        <source>Python {0} · Qt {1} · PySide6 {2}</source>
        <translation>Python {0} · Qt {1} · PySide6 {2}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="226"/>
        <source>Saves and statistics:</source>
        <translation>सहेजे गए खेल और आँकड़े:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="227"/>
        <source>Settings and engines.toml:</source>
        <translation>सेटिंग्स और engines.toml:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="229"/>
        <source>Open</source>
        <translation>खोलें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="231"/>
        <source>Open the folder of saves and statistics</source>
        <translation>सहेजे गए खेलों और आँकड़ों का फ़ोल्डर खोलें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="233"/>
        <source>Open the folder of settings and engines.toml</source>
        <translation>सेटिंग्स और engines.toml का फ़ोल्डर खोलें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="235"/>
        <source>Shows the folder in the file manager.</source>
        <translation>फ़ोल्डर को फ़ाइल मैनेजर में दिखाता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="237"/>
        <source>Computer opponents installed:</source>
        <translation>इंस्टॉल किए गए कंप्यूटर विरोधी:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="239"/>
        <source>Opponent</source>
        <translation>विरोधी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="239"/>
        <source>Package</source>
        <translation>पैकेज</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="239"/>
        <source>Version</source>
        <translation>संस्करण</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="247"/>
        <source>Website</source>
        <translation>वेबसाइट</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="248"/>
        <source>Documentation</source>
        <translation>दस्तावेज़</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="249"/>
        <source>Report a problem</source>
        <translation>समस्या की रिपोर्ट करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="250"/>
        <source>Source code</source>
        <translation>सोर्स कोड</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="261"/>
        <source>{0} (cannot be used)</source>
        <translation>{0} (इस्तेमाल नहीं हो सकता)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="263"/>
        <source>unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="265"/>
        <source>{0} (built in)</source>
        <translation>{0} (अंतर्निहित)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/about.py" line="303"/>
        <source>The folder {0} could not be opened.</source>
        <translation>फ़ोल्डर {0} खोला नहीं जा सका।</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="118"/>
        <source>The saved game could not be read. It was kept as {0}; a new game started.</source>
        <translation>सहेजा गया खेल पढ़ा नहीं जा सका। उसे {0} के रूप में रख लिया गया है; नया खेल शुरू हो गया है।</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../triangles_qt/views/board/accessible.py" line="147"/>
        <source>Pick</source>
        <translation>चुनें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/accessible.py" line="152"/>
        <source>Pick this star; picking a second star draws the line between them</source>
        <translation>यह तारा चुनें; दूसरा तारा चुनने पर दोनों के बीच रेखा खिंच जाती है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/again_cue.py" line="39"/>
        <source>Again!</source>
        <translation>फिर से!</translation>
    </message>
</context>
<context>
    <name>BoardCode</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="43"/>
        <source>Type a board code first.</source>
        <translation>पहले बोर्ड का कोड टाइप करें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="45"/>
        <source>This is not a board code. A board code looks like {0}.</source>
        <translation>यह बोर्ड का कोड नहीं है। बोर्ड का कोड {0} जैसा दिखता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="49"/>
        <source>This code is damaged: a character is wrong, missing or extra. Check it against the original.</source>
        <translation>यह कोड खराब है: कोई अक्षर गलत है, छूट गया है या ज़्यादा है। इसे मूल कोड से मिलाकर देखें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="54"/>
        <source>This code comes from a newer version of Triangles. Update the game to open it.</source>
        <translation>यह कोड Triangles के नए संस्करण का है। इसे खोलने के लिए खेल को अपडेट करें।</translation>
    </message>
</context>
<context>
    <name>BoardCodeRows</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="200"/>
        <source>This is the code of a network game. To join that game, choose “Join a game on another device” as the opponent.</source>
        <translation>यह नेटवर्क खेल का कोड है। उस खेल से जुड़ने के लिए विरोधी में “दूसरे डिवाइस के खेल से जुड़ें” चुनें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="204"/>
        <source>The code is copied.</source>
        <translation>कोड कॉपी हो गया।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="206"/>
        <source>The next game is played on the board of code {0} ({1} stars).</source>
        <translation>अगला खेल कोड {0} वाले बोर्ड पर खेला जाएगा ({1} तारे)।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="217"/>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="218"/>
        <source>This board&apos;s code</source>
        <translation>इस बोर्ड का कोड</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="221"/>
        <source>Someone who types this code in New Game plays the same board, with the same rule.</source>
        <translation>जो कोई यह कोड नया खेल में टाइप करे, वह इसी बोर्ड पर, इसी नियम से खेलता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="224"/>
        <source>Copy</source>
        <translation>कॉपी करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="225"/>
        <source>Copy this board&apos;s code</source>
        <translation>इस बोर्ड का कोड कॉपी करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="227"/>
        <source>Puts the code on the clipboard, to send to someone.</source>
        <translation>कोड को क्लिपबोर्ड पर रखता है, ताकि आप उसे किसी को भेज सकें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="229"/>
        <source>Play a board code</source>
        <translation>बोर्ड कोड से खेलें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="230"/>
        <source>Board code to play</source>
        <translation>खेलने के लिए बोर्ड का कोड</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="232"/>
        <source>Use</source>
        <translation>इस्तेमाल करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="233"/>
        <source>Use the board code</source>
        <translation>बोर्ड का कोड इस्तेमाल करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/board_code_rows.py" line="235"/>
        <source>The next game is played on the board of the code typed beside.</source>
        <translation>अगला खेल बगल में लिखे कोड वाले बोर्ड पर खेला जाएगा।</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="39"/>
        <source>lines</source>
        <translation>रेखाएँ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="40"/>
        <source>last</source>
        <translation>पिछली</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="41"/>
        <source>score</source>
        <translation>स्कोर</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="42"/>
        <source>turn</source>
        <translation>बारी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="43"/>
        <source>takes</source>
        <translation>मौके</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="44"/>
        <source>hint</source>
        <translation>संकेत</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="45"/>
        <source>undo</source>
        <translation>वापस</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="46"/>
        <source>redo</source>
        <translation>फिर</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="47"/>
        <source>resign</source>
        <translation>हार</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="48"/>
        <source>help</source>
        <translation>मदद</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="110"/>
        <source>Co&amp;mmand:</source>
        <translation>आदेश (&amp;M):</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="111"/>
        <source>Command line</source>
        <translation>आदेश पंक्ति</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="114"/>
        <source>Two stars (c4 e2) or a command (help)</source>
        <translation>दो तारे (c4 e2) या कोई आदेश (मदद)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="116"/>
        <source>Last answer</source>
        <translation>पिछला उत्तर</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="145"/>
        <source>There is no star {0}.</source>
        <translation>{0} नाम का कोई तारा नहीं है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="149"/>
        <source>Say which star: {0} C4.</source>
        <translation>बताइए कौन सा तारा: {0} C4।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="152"/>
        <source>I do not know “{0}”. Type help for the commands.</source>
        <translation>“{0}” समझ नहीं आया। आदेशों के लिए मदद लिखें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="176"/>
        <source>No line has been drawn yet.</source>
        <translation>अभी तक कोई रेखा नहीं खींची गई है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/command_line.py" line="207"/>
        <source>{0} is not possible now.</source>
        <translation>{0} अभी संभव नहीं है।</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="182"/>
        <source>Game ended without a result</source>
        <extracomment>The title&apos;s size, as many times the text&apos;s as the room allows (the first that fits). Narrowest the panel is (pixels), when the room allows.</extracomment>
        <translation>खेल बिना नतीजे के खत्म हुआ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="184"/>
        <source>You won!</source>
        <translation>आप जीत गए!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="186"/>
        <source>You lost!</source>
        <translation>आप हार गए!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="188"/>
        <source>Tie!</source>
        <translation>बराबरी!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="189"/>
        <source>{0} wins!</source>
        <translation>{0} की जीत!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="194"/>
        <source>{0} {1} – {2} {3}</source>
        <translation>{0} {1} – {2} {3}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="200"/>
        <source>It is not counted in the statistics.</source>
        <translation>यह खेल आँकड़ों में नहीं गिना जाएगा।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="204"/>
        <source>New game</source>
        <translation>नया खेल</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="205"/>
        <source>Choose the board and the opponent of a new game.</source>
        <translation>नए खेल का बोर्ड और विरोधी चुनें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="206"/>
        <source>Look at the board</source>
        <translation>बोर्ड देखें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="207"/>
        <source>Hide this panel to see the whole board.</source>
        <translation>पूरा बोर्ड देखने के लिए यह पैनल छिपाएँ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="208"/>
        <source>Replay</source>
        <translation>रीप्ले</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="209"/>
        <source>Play the game back line by line.</source>
        <translation>खेल को रेखा-दर-रेखा दोबारा चलाएँ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="210"/>
        <source>Puzzles</source>
        <translation>पहेलियाँ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="212"/>
        <source>Positions from real games, each with a line to find</source>
        <translation>असली खेलों की स्थितियाँ, हर एक में खोजने के लिए एक रेखा</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="214"/>
        <source>Learn from your mistakes</source>
        <translation>अपनी गलतियों से सीखें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="216"/>
        <source>Your costly lines of this game, each a puzzle: find a better line</source>
        <translation>इस खेल की आपकी महँगी रेखाएँ, हर एक पहेली: बेहतर रेखा खोजें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="236"/>
        <source>Swap sides</source>
        <translation>जगह बदलें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="238"/>
        <source>The same board again, you on the other side: you start.</source>
        <translation>वही बोर्ड फिर से, आप दूसरी तरफ़: पहली चाल आपकी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="240"/>
        <source>The same board again, you on the other side: {0} starts.</source>
        <translation>वही बोर्ड फिर से, आप दूसरी तरफ़: पहली चाल {0} की।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="242"/>
        <source>Rematch</source>
        <translation>दोबारा मुक़ाबला</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/end_panel.py" line="243"/>
        <source>The same board again: {0} starts.</source>
        <translation>वही बोर्ड फिर से: पहली चाल {0} की।</translation>
    </message>
</context>
<context>
    <name>ExampleBoard</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="136"/>
        <source>Example board</source>
        <extracomment>The square ABCD: after its four sides, the diagonal A-C closes ABC and ACD. With the option on, Player 1 closes ABC on move 3 and plays move 4 too. Each player closes one triangle; A-B can no longer be drawn; 1-1, a tie.</extracomment>
        <translation>उदाहरण का बोर्ड</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="138"/>
        <source>Previous move</source>
        <translation>पिछली चाल</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="139"/>
        <source>Take back the example&apos;s last line.</source>
        <translation>उदाहरण की आख़िरी रेखा वापस लें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="140"/>
        <source>Next move</source>
        <translation>अगली चाल</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="141"/>
        <source>Draw the example&apos;s next line.</source>
        <translation>उदाहरण की अगली रेखा खींचें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="145"/>
        <source>Move {0} of {1}.</source>
        <translation>कुल {1} में से चाल {0}।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="149"/>
        <source>Player {0} draws {1}–{2}.</source>
        <translation>खिलाड़ी {0} रेखा {1}–{2} खींचता है।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="156"/>
        <source>It closes %n triangle(s): {0}.</source>
        <translation>
            <numerusform>यह रेखा एक त्रिभुज पूरा करती है: {0}।</numerusform>
            <numerusform>यह रेखा %n त्रिभुज पूरे करती है: {0}।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="158"/>
        <source>Score: {0} – {1}.</source>
        <translation>स्कोर: {0} – {1}।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="161"/>
        <source>No triangle can be closed any more: the game ends in a tie.</source>
        <translation>अब कोई त्रिभुज पूरा नहीं किया जा सकता: खेल बराबरी पर खत्म होता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="164"/>
        <source>No triangle can be closed any more: Player {0} wins.</source>
        <translation>अब कोई त्रिभुज पूरा नहीं किया जा सकता: खिलाड़ी {0} जीतता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="170"/>
        <source>With “Play again after a triangle”, Player {0} plays again.</source>
        <translation>“त्रिभुज के बाद फिर खेलें” विकल्प के कारण खिलाड़ी {0} फिर से खेलता है।</translation>
    </message>
</context>
<context>
    <name>GameSounds</name>
    <message>
        <location filename="../triangles_qt/views/game/sounds.py" line="34"/>
        <source>No sound: the sound library could not be loaded on this computer.</source>
        <translation>कोई ध्वनि नहीं: इस कंप्यूटर पर ध्वनि लाइब्रेरी लोड नहीं हो सकी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/sounds.py" line="38"/>
        <source>No sound: the game&apos;s sound files are missing or damaged.</source>
        <translation>कोई ध्वनि नहीं: खेल की ध्वनि फ़ाइलें गायब हैं या ख़राब हैं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/sounds.py" line="41"/>
        <source>No sound: no audio output was found.</source>
        <translation>कोई ध्वनि नहीं: कोई ऑडियो आउटपुट नहीं मिला।</translation>
    </message>
</context>
<context>
    <name>HelpMarks</name>
    <message numerus="yes">
        <location filename="../triangles_qt/views/stats/rows.py" line="97"/>
        <source>%n hint(s)</source>
        <comment>help in one game</comment>
        <translation>
            <numerusform>%n सुझाव</numerusform>
            <numerusform>%n सुझाव</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/stats/rows.py" line="99"/>
        <source>%n undo(s)</source>
        <comment>help in one game</comment>
        <translation>
            <numerusform>%n बार चाल वापस ली</numerusform>
            <numerusform>%n बार चाल वापस ली</numerusform>
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
        <translation>नेटवर्क पर खेल होस्ट करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="167"/>
        <source>The game code:</source>
        <translation>खेल का कोड:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="170"/>
        <source>On the other device, open New game, choose “Join a game on another device” and type this code.</source>
        <translation>दूसरे डिवाइस पर नया खेल विंडो खोलें, “दूसरे डिवाइस के खेल से जुड़ें” चुनें और यह कोड टाइप करें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="177"/>
        <source>This device: {0} (port {1})</source>
        <translation>यह डिवाइस: {0} (पोर्ट {1})</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="181"/>
        <source>The board could not be made.</source>
        <translation>बोर्ड नहीं बनाया जा सका।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="185"/>
        <source>Making the board…</source>
        <translation>बोर्ड बनाया जा रहा है…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="187"/>
        <source>Waiting for the other player…</source>
        <translation>दूसरे खिलाड़ी का इंतज़ार है…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="190"/>
        <source>The game code: {0}</source>
        <translation>खेल का कोड: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="192"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/host.py" line="194"/>
        <source>Stops waiting; no game is offered any more.</source>
        <translation>प्रतीक्षा रोकता है; खेल अब पेश नहीं किया जाएगा।</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="253"/>
        <source>How to play</source>
        <translation>कैसे खेलें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="254"/>
        <source>Rules</source>
        <translation>नियम</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="255"/>
        <source>The rules, with examples to step through.</source>
        <translation>नियम, क़दम-दर-क़दम देखने वाले उदाहरणों के साथ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="256"/>
        <source>Keyboard</source>
        <translation>कीबोर्ड</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="257"/>
        <source>Every key of the game.</source>
        <translation>खेल की हर कुंजी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="259"/>
        <source>Lessons</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="260"/>
        <source>Short lessons to play on small boards.</source>
        <translation>छोटे बोर्डों पर खेलने के लिए छोटे पाठ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="264"/>
        <source>&lt;h2&gt;In short&lt;/h2&gt;&lt;p&gt;Players take turns drawing a straight line between two stars. A line may not cross another line and may not pass over a star. Closing a triangle that holds no star scores one point. The game stops when no triangle can be closed any more; whoever closed more triangles wins.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;संक्षेप में&lt;/h2&gt;&lt;p&gt;बारी-बारी से हर खिलाड़ी दो तारों के बीच एक सीधी रेखा खींचता है। कोई रेखा न तो किसी दूसरी रेखा को काट सकती है, न किसी तारे के ऊपर से गुज़र सकती है। ऐसा त्रिभुज पूरा करने पर, जिसके अंदर कोई तारा न हो, एक अंक मिलता है। खेल तब रुकता है जब कोई और त्रिभुज पूरा नहीं किया जा सकता; जिसने ज़्यादा त्रिभुज पूरे किए, वह जीतता है।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="270"/>
        <source>&lt;h3&gt;Drawing a line&lt;/h3&gt;&lt;p&gt;Tap a star, then another star; or swipe from one star to the other. With a mouse: click, click, or press, drag and release. The line takes your colour.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;रेखा खींचना&lt;/h3&gt;&lt;p&gt;किसी तारे को छुएँ, फिर दूसरे तारे को; या एक तारे से दूसरे तारे तक उँगली सरकाएँ। माउस से: एक तारे पर क्लिक करें, फिर दूसरे पर; या दबाएँ, खींचें और छोड़ दें। रेखा आपके रंग की बनती है।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="275"/>
        <source>&lt;h3&gt;Looking around&lt;/h3&gt;&lt;p&gt;Pinch, or turn the mouse wheel, to zoom in on a crowded board. To move it, drag the empty sky between the stars (or drag with the middle mouse button, or hold Shift while turning the wheel). An arrow at the edge points to the last line when it is out of sight; tap it to go there. &lt;b&gt;Fit&lt;/b&gt; shows the whole board again.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;बोर्ड देखना&lt;/h3&gt;&lt;p&gt;भरे हुए बोर्ड पर ज़ूम करने के लिए दो उँगलियाँ फैलाएँ या माउस का पहिया घुमाएँ। बोर्ड को खिसकाने के लिए तारों के बीच के खाली आसमान को खींचें (या माउस के बीच वाले बटन से खींचें, या Shift दबाकर पहिया घुमाएँ)। जब आख़िरी रेखा दिखाई न दे, तो किनारे पर एक तीर उसकी ओर इशारा करता है; वहाँ जाने के लिए तीर को छुएँ। &lt;b&gt;फ़िट करें&lt;/b&gt; से पूरा बोर्ड फिर से दिखता है।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="282"/>
        <source>&lt;h3&gt;Lines that are refused&lt;/h3&gt;&lt;p&gt;A line is refused, and the game says why, when:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;it is already drawn;&lt;/li&gt;&lt;li&gt;it passes over another star (even just touching it);&lt;/li&gt;&lt;li&gt;it crosses a line already drawn. Two lines may leave from the same star, but they may never cross.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;कौन-सी रेखाएँ स्वीकार नहीं होतीं&lt;/h3&gt;&lt;p&gt;ऐप इन स्थितियों में रेखा स्वीकार नहीं करता, और कारण भी बताता है:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;वह पहले से मौजूद है;&lt;/li&gt;&lt;li&gt;वह किसी दूसरे तारे के ऊपर से गुज़रती है (चाहे उसे बस छूकर ही निकले);&lt;/li&gt;&lt;li&gt;वह पहले से खिंची किसी रेखा को काटती है। दो रेखाएँ एक ही तारे से निकल सकती हैं, लेकिन कभी एक-दूसरे को नहीं काट सकतीं।&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="288"/>
        <source>&lt;h3&gt;When a triangle counts&lt;/h3&gt;&lt;p&gt;A line closes a triangle when the triangle&apos;s two other sides are already drawn, by either player. The triangle fills with your colour and you score a point. It counts only if no star lies inside it or on one of its sides.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;त्रिभुज कब गिना जाता है&lt;/h3&gt;&lt;p&gt;कोई रेखा त्रिभुज तब पूरा करती है जब उसकी बाकी दोनों भुजाएँ पहले से खिंची हों, चाहे किसी भी खिलाड़ी ने खींची हों। त्रिभुज आपके रंग से भर जाता है और आपको एक अंक मिलता है। त्रिभुज तभी गिना जाता है जब उसके अंदर या उसकी किसी भुजा पर कोई तारा न हो।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="294"/>
        <source>&lt;h3&gt;One line, two triangles&lt;/h3&gt;&lt;p&gt;A line has two sides and can close a triangle on each: two points at once. On the square ABCD below, the diagonal A–C closes ABC and ACD together.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;एक रेखा, दो त्रिभुज&lt;/h3&gt;&lt;p&gt;एक रेखा के दो पक्ष होते हैं और वह हर पक्ष में एक त्रिभुज पूरा कर सकती है: एक साथ दो अंक। नीचे दिए वर्ग ABCD में विकर्ण A–C एक साथ ABC और ACD को पूरा करता है।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="299"/>
        <source>&lt;h3&gt;Play again after a triangle&lt;/h3&gt;&lt;p&gt;Normally each player draws one line per turn. With the option “Play again after a triangle” (in the New Game window), a player who closes a triangle draws another line at once. Below, Player 1 closes a triangle on move 3 and also plays move 4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;त्रिभुज के बाद फिर खेलें&lt;/h3&gt;&lt;p&gt;आम तौर पर हर खिलाड़ी अपनी बारी में एक ही रेखा खींचता है। “त्रिभुज के बाद फिर खेलें” विकल्प चुनने पर (नया खेल विंडो में), जो खिलाड़ी त्रिभुज पूरा करता है, वह तुरंत एक और रेखा खींचता है। नीचे खिलाड़ी 1 चाल 3 पर त्रिभुज पूरा करता है और चाल 4 भी वही खेलता है।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="305"/>
        <source>&lt;h3&gt;End of the game&lt;/h3&gt;&lt;p&gt;The game stops as soon as no triangle can be closed any more, even if some lines could still be drawn. Whoever closed more triangles wins; equal counts are a tie. In the game below each player closes one triangle.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;खेल का अंत&lt;/h3&gt;&lt;p&gt;जैसे ही कोई और त्रिभुज पूरा नहीं किया जा सकता, खेल रुक जाता है, भले ही कुछ रेखाएँ अब भी खींची जा सकती हों। जिसने ज़्यादा त्रिभुज पूरे किए, वह जीतता है; दोनों के त्रिभुज बराबर हों तो बराबरी होती है। नीचे के खेल में दोनों खिलाड़ी एक-एक त्रिभुज पूरा करते हैं।&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/how_to_play.py" line="315"/>
        <source>&lt;h3&gt;Playing with the keyboard&lt;/h3&gt;&lt;table cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrow keys&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move the focus ring to the nearest star in that direction&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pick the focused star; pick a second star to draw the line (pick the same star again to let go)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;let go of the picked star&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+&lt;/b&gt; / &lt;b&gt;−&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zoom in / out&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;fit the board to the window&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; or &lt;b&gt;Ctrl+Y&lt;/b&gt;&lt;/td&gt;&lt;td&gt;redo: put back what undo took back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint: the Hard opponent suggests a line&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;puzzles&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen on and off (&lt;b&gt;Esc&lt;/b&gt; also leaves it)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the command line: type two stars (c4 e2) to draw a line, or a command (help lists them)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;this help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Click or tap the board first so it has the keyboard focus.&lt;/p&gt;&lt;p&gt;With a screen reader, the board&apos;s stars are buttons named by band and number (C4: the fourth star from the top in the third band from the left), every line is announced, and the command line plays by typing.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;कीबोर्ड से खेलना&lt;/h3&gt;&lt;table cellpadding=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;तीर वाली कुंजियाँ&lt;/b&gt;&lt;/td&gt;&lt;td&gt;घेरे को उस दिशा में सबसे पास वाले तारे पर ले जाएँ&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt; या &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;घेरे वाला तारा चुनें; रेखा खींचने के लिए दूसरा तारा चुनें (चुना हुआ तारा छोड़ने के लिए उसी तारे को फिर से चुनें)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;चुना हुआ तारा छोड़ें&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+&lt;/b&gt; / &lt;b&gt;−&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ज़ूम इन / ज़ूम आउट&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;बोर्ड को विंडो में फ़िट करें&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;चाल वापस लें&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; या &lt;b&gt;Ctrl+Y&lt;/b&gt;&lt;/td&gt;&lt;td&gt;चाल फिर से चलें: वापस ली गई चाल फिर से रखें&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;सुझाव: कठिन प्रतिद्वंद्वी एक रेखा सुझाता है&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;नया खेल&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;पहेलियाँ&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;पूरी स्क्रीन चालू और बंद (&lt;b&gt;Esc&lt;/b&gt; से भी बंद होती है)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;आदेश पंक्ति: रेखा खींचने के लिए दो तारे (c4 e2) लिखें, या कोई आदेश (मदद सब दिखाता है)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;यह सहायता&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;कीबोर्ड से खेलने के लिए पहले बोर्ड पर क्लिक करें या उसे छुएँ।&lt;/p&gt;&lt;p&gt;स्क्रीन रीडर के साथ, बोर्ड के तारे पट्टी और संख्या से नाम वाले बटन हैं (C4: बाईं ओर से तीसरी पट्टी में ऊपर से चौथा तारा), हर रेखा की घोषणा होती है, और आदेश पंक्ति से टाइप करके खेला जा सकता है।&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>InternetHostDialog</name>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="253"/>
        <source>The board could not be made.</source>
        <translation>बोर्ड नहीं बनाया जा सका।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="257"/>
        <source>Your friend typed the code: connecting…</source>
        <translation>आपके दोस्त ने कोड लिख दिया: जुड़ रहे हैं…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="259"/>
        <source>The rendezvous server cannot be reached: trying again…</source>
        <translation>मिलन सर्वर तक पहुँचा नहीं जा सकता: फिर से कोशिश हो रही है…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="261"/>
        <source>Someone typed a wrong code, so that code no longer works: getting a new one…</source>
        <translation>किसी ने गलत कोड लिखा, इसलिए वह कोड अब काम नहीं करता: नया कोड लिया जा रहा है…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="265"/>
        <source>Someone typed a wrong code, so the old code no longer works: this is the new code. Waiting for your friend to type it…</source>
        <translation>किसी ने गलत कोड लिखा, इसलिए पुराना कोड अब काम नहीं करता: यह नया कोड है। आपके दोस्त के इसे लिखने का इंतज़ार है…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="269"/>
        <source>Waiting for your friend to type the code…</source>
        <translation>आपके दोस्त के कोड लिखने का इंतज़ार है…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="270"/>
        <source>Getting a code from the rendezvous server…</source>
        <translation>मिलन सर्वर से कोड लिया जा रहा है…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="273"/>
        <source>Host a game over the internet</source>
        <translation>इंटरनेट पर खेल होस्ट करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="274"/>
        <source>The code for your friend:</source>
        <translation>आपके दोस्त के लिए कोड:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="278"/>
        <source>Tell it to your friend: read it aloud, or send it in a message. On their device they open New Game, choose “Join a game over the internet” and type it. The code works once.</source>
        <translation>इसे अपने दोस्त को बताएँ: ज़ोर से पढ़कर, या संदेश में भेजकर। अपने डिवाइस पर वे नया खेल खोलें, “इंटरनेट पर किसी खेल से जुड़ें” चुनें और इसे लिखें। यह कोड एक ही बार काम करता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="286"/>
        <source>The code for your friend: {0}</source>
        <translation>आपके दोस्त के लिए कोड: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="289"/>
        <source>No code yet</source>
        <translation>अभी कोई कोड नहीं</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="292"/>
        <source>What the window is waiting for.</source>
        <translation>विंडो किसका इंतज़ार कर रही है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="293"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_host.py" line="295"/>
        <source>Stops waiting; the code no longer works.</source>
        <translation>प्रतीक्षा रोकता है; कोड अब काम नहीं करेगा।</translation>
    </message>
</context>
<context>
    <name>InternetJoinDialog</name>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="233"/>
        <source>A code is a number and words, like {0}. Type it as your friend&apos;s window shows it.</source>
        <extracomment>A code as an example (the number and two words from the lists). The longest text the code field takes.</extracomment>
        <translation>कोड एक संख्या और कुछ शब्द होता है, जैसे {0}। इसे वैसे ही लिखें जैसा आपके दोस्त की विंडो में दिखता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="239"/>
        <source>That code does not match your friend&apos;s game. A wrong code is used up: ask your friend for the code their window shows now.</source>
        <translation>यह कोड आपके दोस्त के खेल से मेल नहीं खाता। गलत कोड इस्तेमाल हो जाता है: अपने दोस्त से वह कोड पूछें जो अभी उनकी विंडो में दिख रहा है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="250"/>
        <source>Not a word of a code: {0}. Check the spelling.</source>
        <translation>यह कोड का शब्द नहीं है: {0}। वर्तनी जाँचें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="253"/>
        <source>Join a game over the internet</source>
        <translation>इंटरनेट पर किसी खेल से जुड़ें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="256"/>
        <source>Type the code your friend&apos;s window shows: a number and two words. Spaces or dashes between them, capitals or not, are all the same.</source>
        <translation>अपने दोस्त की विंडो में दिखा कोड लिखें: एक संख्या और दो शब्द। बीच में खाली जगह हो या डैश, बड़े अक्षर हों या छोटे, सब एक ही है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="260"/>
        <source>Code</source>
        <translation>कोड</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="261"/>
        <source>for example {0}</source>
        <translation>उदाहरण: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="267"/>
        <source>The code your friend&apos;s device shows, like {0}.</source>
        <translation>आपके दोस्त के डिवाइस पर दिखने वाला कोड, जैसे {0}।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="276"/>
        <source>Found your friend&apos;s game: joining…</source>
        <translation>आपके दोस्त का खेल मिल गया: जुड़ रहे हैं…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="278"/>
        <source>The rendezvous server cannot be reached: trying again…</source>
        <translation>मिलन सर्वर तक पहुँचा नहीं जा सकता: फिर से कोशिश हो रही है…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="280"/>
        <source>Connecting…</source>
        <translation>जुड़ रहे हैं…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="286"/>
        <source>Join</source>
        <translation>जुड़ें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="288"/>
        <source>Joins your friend&apos;s game with the code typed.</source>
        <translation>लिखे गए कोड से आपके दोस्त के खेल से जुड़ता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="291"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/internet_join.py" line="292"/>
        <source>Closes this window without joining.</source>
        <translation>बिना जुड़े यह विंडो बंद करता है।</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="147"/>
        <source>{0} (another version of Triangles)</source>
        <translation>{0} (Triangles का अलग संस्करण)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="149"/>
        <source>{0}: {1} stars, play again after a triangle</source>
        <translation>{0}: {1} तारे, त्रिभुज के बाद फिर खेलें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="152"/>
        <source>{0}: {1} stars</source>
        <translation>{0}: {1} तारे</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="226"/>
        <source>Join a network game</source>
        <translation>नेटवर्क पर किसी खेल से जुड़ें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="229"/>
        <source>Looking for games on this network is off: type the host&apos;s address.</source>
        <translation>इस नेटवर्क पर खेल खोजना बंद है: होस्ट का पता टाइप करें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="232"/>
        <source>Games on this network:</source>
        <translation>इस नेटवर्क पर खेल:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="234"/>
        <source>Looking for games on this network…</source>
        <translation>इस नेटवर्क पर खेल खोजे जा रहे हैं…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="236"/>
        <source>Address</source>
        <translation>पता</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="237"/>
        <source>for example 192.168.1.20</source>
        <translation>उदाहरण के लिए 192.168.1.20</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="238"/>
        <source>Game code</source>
        <translation>खेल का कोड</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="242"/>
        <source>Type the address the host&apos;s window shows, or pick a game.</source>
        <translation>होस्ट की विंडो में दिखाया गया पता टाइप करें, या कोई खेल चुनें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="244"/>
        <source>A game code has six letters or digits, like {0}.</source>
        <translation>खेल के कोड में छह अक्षर या अंक होते हैं, जैसे {0}।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="248"/>
        <source>Joining…</source>
        <translation>खेल से जुड़ रहे हैं…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="252"/>
        <source>Join</source>
        <translation>जुड़ें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="254"/>
        <source>Joins the game chosen in the list, or at the address and code typed.</source>
        <translation>सूची में चुने गए खेल से, या लिखे गए पते और कोड वाले खेल से जुड़ता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="257"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/join.py" line="258"/>
        <source>Closes this window without joining.</source>
        <translation>बिना जुड़े यह विंडो बंद करता है।</translation>
    </message>
</context>
<context>
    <name>KeeperNews</name>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="67"/>
        <source>the disk is full</source>
        <translation>डिस्क भर गई है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="68"/>
        <source>the folder cannot be written to</source>
        <translation>फ़ोल्डर में लिखा नहीं जा सकता</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="69"/>
        <source>the disk reported an error</source>
        <translation>डिस्क ने एक त्रुटि बताई</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="70"/>
        <source>a file stands where the folder should be</source>
        <translation>फ़ोल्डर की जगह एक फ़ाइल है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="74"/>
        <source>the disk refused it</source>
        <translation>डिस्क ने मना कर दिया</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="80"/>
        <source>The game could not be saved ({0}). It is kept while Triangles runs and saved as soon as the disk allows.</source>
        <translation>खेल सहेजा नहीं जा सका ({0})। जब तक Triangles चल रहा है, यह रखा रहेगा और डिस्क के अनुमति देते ही सहेज लिया जाएगा।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="86"/>
        <source>Saving works again: the games are safe on the disk.</source>
        <translation>सहेजना फिर से काम कर रहा है: खेल डिस्क पर सुरक्षित हैं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="91"/>
        <source>The result could not be saved in the statistics ({0}). The game is kept and will be recorded later.</source>
        <translation>नतीजा आँकड़ों में सहेजा नहीं जा सका ({0})। खेल रख लिया गया है और बाद में दर्ज कर दिया जाएगा।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="96"/>
        <source>The result could not be saved in the statistics ({0}), nor on the disk. It is kept while Triangles runs and saved as soon as it can be.</source>
        <translation>नतीजा न आँकड़ों में सहेजा जा सका ({0}), न डिस्क पर। जब तक Triangles चल रहा है, यह रखा रहेगा और जैसे ही हो सके सहेज लिया जाएगा।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="106"/>
        <source>Finished games whose result could not be saved: {0}. The disk refused every attempt; if you quit now, these results are lost.</source>
        <translation>ऐसे पूरे हुए खेल जिनका नतीजा सहेजा नहीं जा सका: {0}। डिस्क ने हर कोशिश को मना कर दिया; अगर आप अभी बंद करते हैं, तो ये नतीजे खो जाएँगे।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="124"/>
        <source>Saved files that could not be read were kept as {0}.</source>
        <translation>जो सहेजी गई फ़ाइलें पढ़ी नहीं जा सकीं, वे {0} के रूप में रख ली गईं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="130"/>
        <source>Saved files that could not be read or moved aside were left as they are: {0}.</source>
        <translation>जो सहेजी गई फ़ाइलें न पढ़ी जा सकीं, न अलग रखी जा सकीं, उन्हें वैसे ही छोड़ दिया गया: {0}।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="136"/>
        <source>A new game started.</source>
        <translation>एक नया खेल शुरू हुआ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="142"/>
        <source>Triangles cannot save in its data folder {0} ({1}). You can play: games and results are kept while Triangles runs and saved as soon as the folder allows.</source>
        <translation>Triangles अपने डेटा फ़ोल्डर {0} में सहेज नहीं सकता ({1})। आप खेल सकते हैं: जब तक Triangles चल रहा है, खेल और नतीजे रखे रहेंगे और फ़ोल्डर के अनुमति देते ही सहेज लिए जाएँगे।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="152"/>
        <source>a folder</source>
        <translation>एक फ़ोल्डर</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="153"/>
        <source>a FIFO, socket or device</source>
        <translation>एक FIFO, सॉकेट या डिवाइस</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="154"/>
        <source>a loop of links</source>
        <translation>लिंकों का एक चक्र</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="155"/>
        <source>a link to nothing</source>
        <translation>कहीं न जाने वाला लिंक</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="156"/>
        <source>far too big</source>
        <translation>बहुत बड़ी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="157"/>
        <source>not text</source>
        <translation>टेक्स्ट नहीं</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="160"/>
        <source>not in the expected format</source>
        <translation>अपेक्षित प्रारूप में नहीं</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="161"/>
        <source>unreadable</source>
        <translation>अपठनीय</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="167"/>
        <source>{0} in the data folder was {1}, not a lock file. It was kept as {2}.</source>
        <translation>डेटा फ़ोल्डर में {0} एक लॉक फ़ाइल नहीं, बल्कि {1} था। उसे {2} के रूप में रख लिया गया है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="171"/>
        <source>{0} in the data folder is {1}, not a lock file, and cannot be moved aside. Triangles runs without a lock file.</source>
        <translation>डेटा फ़ोल्डर में {0} एक लॉक फ़ाइल नहीं, बल्कि {1} है, और उसे अलग हटाया नहीं जा सकता। Triangles लॉक फ़ाइल के बिना चल रहा है।</translation>
    </message>
</context>
<context>
    <name>LessonsPanel</name>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="168"/>
        <source>Drawing a line</source>
        <translation>रेखा खींचना</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="169"/>
        <source>Draw a line: tap a star, then another; or swipe from one to the other.</source>
        <translation>एक रेखा खींचें: किसी तारे को छुएँ, फिर दूसरे को; या एक तारे से दूसरे तक उँगली सरकाएँ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="170"/>
        <source>That is a line. It may not cross a line, repeat one or pass over a star.</source>
        <translation>यह एक रेखा है। रेखा न किसी रेखा को काट सकती है, न किसी रेखा को दोहरा सकती है, न किसी तारे के ऊपर से गुज़र सकती है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="173"/>
        <source>Closing a triangle</source>
        <translation>त्रिभुज पूरा करना</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="174"/>
        <source>Two sides of a triangle are drawn. Draw the third side to close it.</source>
        <translation>एक त्रिभुज की दो भुजाएँ खिंची हुई हैं। उसे पूरा करने के लिए तीसरी भुजा खींचें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="175"/>
        <source>Closed: a triangle with no star in it scores a point.</source>
        <translation>पूरा हुआ: जिस त्रिभुज के अंदर कोई तारा न हो, उससे एक अंक मिलता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="178"/>
        <source>A star inside scores nothing</source>
        <translation>अंदर तारा हो तो अंक नहीं</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="179"/>
        <source>Score a point: close a triangle with no star inside it.</source>
        <translation>एक अंक पाएँ: ऐसा त्रिभुज पूरा करें जिसके अंदर कोई तारा न हो।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="180"/>
        <source>A point! The big triangle would have scored nothing: a star is inside.</source>
        <translation>एक अंक! बड़े त्रिभुज से कोई अंक नहीं मिलता: उसके अंदर एक तारा है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="183"/>
        <source>Two triangles with one line</source>
        <translation>एक रेखा, दो त्रिभुज</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="184"/>
        <source>Close two triangles with one line.</source>
        <translation>एक ही रेखा से दो त्रिभुज पूरे करें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="185"/>
        <source>Two points with one line: it was a side of both triangles.</source>
        <translation>एक रेखा से दो अंक: वह दोनों त्रिभुजों की भुजा थी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="188"/>
        <source>Never draw the second side</source>
        <translation>दूसरी भुजा कभी न खींचें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="190"/>
        <source>Draw a line that gives the other player nothing: not the second side of a triangle.</source>
        <translation>ऐसी रेखा खींचें जिससे दूसरे खिलाड़ी को कुछ न मिले: किसी त्रिभुज की दूसरी भुजा नहीं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="193"/>
        <source>Safe: after this line no triangle can be closed.</source>
        <translation>सुरक्षित रेखा: इसके बाद कोई त्रिभुज पूरा नहीं किया जा सकता।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="196"/>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="220"/>
        <source>Taking turns, a gift is shared</source>
        <translation>बारी-बारी के खेल में तोहफ़ा बँट जाता है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="198"/>
        <source>Every line here lets the other player score. Without “play again”, closing a triangle ends the turn, and a triangle it opens next is yours. Give the gift that costs you least.</source>
        <translation>यहाँ हर रेखा से दूसरे खिलाड़ी को अंक मिलते हैं। “त्रिभुज के बाद फिर खेलें” के बिना, त्रिभुज पूरा करने पर बारी ख़त्म हो जाती है, और उससे खुलने वाला अगला त्रिभुज आपका होता है। वह तोहफ़ा दें जिसमें आपका सबसे कम नुकसान हो।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="203"/>
        <source>Right: two triangles in a row are shared, one each, and then the other player must give.</source>
        <translation>सही: लगातार दो त्रिभुज बँट जाते हैं, एक-एक, और फिर दूसरे खिलाड़ी को देना पड़ता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="216"/>
        <source>When every line is a gift</source>
        <translation>जब हर रेखा तोहफ़ा हो</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="208"/>
        <source>Play again: take the chain</source>
        <translation>फिर खेलें: पूरी शृंखला लें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="210"/>
        <source>With “play again”, closing a triangle gives you another line. Take every triangle you can, one line after another.</source>
        <translation>“त्रिभुज के बाद फिर खेलें” विकल्प के साथ, त्रिभुज पूरा करने पर आपको एक और रेखा मिलती है। एक के बाद एक रेखा खींचें और जितने हो सकें, उतने त्रिभुज पूरे करें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="213"/>
        <source>All taken: with “play again”, a chain of triangles is yours in one turn.</source>
        <translation>सारे त्रिभुज आपके: “त्रिभुज के बाद फिर खेलें” विकल्प के साथ, त्रिभुजों की पूरी शृंखला एक ही बारी में आपकी हो जाती है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="218"/>
        <source>The board of “{0}”, now with “play again”: the other player takes a gift whole, triangle after triangle. Give away as little as you can.</source>
        <translation>“{0}” वाला बोर्ड, अब “त्रिभुज के बाद फिर खेलें” के साथ: दूसरा खिलाड़ी पूरा तोहफ़ा ले लेता है, एक के बाद एक त्रिभुज। जितना हो सके, उतना कम दें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="222"/>
        <source>Right: the smallest gift, a lone triangle. Sometimes giving is all that is left.</source>
        <translation>सही: सबसे छोटा तोहफ़ा, एक अकेला त्रिभुज। कभी-कभी देने के सिवा कोई रास्ता नहीं बचता।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="227"/>
        <source>Keep control: leave the last two</source>
        <translation>नियंत्रण बनाए रखें: आख़िरी दो छोड़ दें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="229"/>
        <source>The chain above the row of stars is open to you, and another waits below. Take triangles, but leave the last two: give both away with one line, so that the other player must then open the chain below.</source>
        <translation>तारों की पंक्ति के ऊपर की शृंखला आपके लिए खुली है, और नीचे एक और इंतज़ार कर रही है। त्रिभुज पूरे करें, पर आख़िरी दो छोड़ दें: दोनों को एक ही रेखा से दे दें, ताकि फिर दूसरे खिलाड़ी को नीचे की शृंखला खोलनी पड़े।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="234"/>
        <source>Control kept: the other player takes the two with one line, then must open the chain below, and its four triangles are yours.</source>
        <translation>नियंत्रण आपके पास रहा: दूसरा खिलाड़ी एक रेखा से दोनों त्रिभुज ले लेता है, फिर उसे नीचे की शृंखला खोलनी पड़ती है, और उसके चारों त्रिभुज आपके हैं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="239"/>
        <source>Count the safe lines</source>
        <translation>सुरक्षित रेखाएँ गिनें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="241"/>
        <source>Only a few safe lines are left; after them every line gives. Players draw safe lines in turn, and whoever runs out first must open a chain. Draw a safe line so that the other player runs out first.</source>
        <translation>बस कुछ सुरक्षित रेखाएँ बची हैं; उनके बाद हर रेखा कुछ न कुछ दे देती है। खिलाड़ी बारी-बारी से सुरक्षित रेखाएँ खींचते हैं, और जिसकी सुरक्षित रेखाएँ पहले ख़त्म होती हैं, उसे कोई शृंखला खोलनी पड़ती है। ऐसी सुरक्षित रेखा खींचें कि पहले दूसरे खिलाड़ी की रेखाएँ ख़त्म हों।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="246"/>
        <source>Right: two safe lines are left, one for each of you; then the other player must open a chain.</source>
        <translation>सही: दो सुरक्षित रेखाएँ बची हैं, आप दोनों के लिए एक-एक; फिर दूसरे खिलाड़ी को कोई शृंखला खोलनी पड़ेगी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="261"/>
        <source>A triangle! You play again: take on, but leave the last two.</source>
        <translation>एक त्रिभुज! आपकी फिर से बारी है: आगे बढ़ें, पर आख़िरी दो छोड़ दें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="263"/>
        <source>A triangle! You play again: close the next one.</source>
        <translation>एक त्रिभुज! आपकी फिर से बारी है: अगला भी पूरा करें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="265"/>
        <source>That line closes no triangle. Look for a triangle with two sides drawn.</source>
        <translation>यह रेखा कोई त्रिभुज पूरा नहीं करती। ऐसा त्रिभुज खोजें जिसकी दो भुजाएँ खिंची हों।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="268"/>
        <source>That triangle has a star inside: it would score nothing. Try another.</source>
        <translation>इस त्रिभुज के अंदर एक तारा है: इससे कोई अंक नहीं मिलेगा। कोई दूसरा आज़माएँ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="271"/>
        <source>That closes one triangle. One line can close two: find it.</source>
        <translation>यह रेखा एक त्रिभुज पूरा करती है। एक ही रेखा दो त्रिभुज पूरे कर सकती है: वह रेखा खोजें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="274"/>
        <source>That is the second side of a triangle: the other player would close it. Try another.</source>
        <translation>यह किसी त्रिभुज की दूसरी भुजा है: दूसरा खिलाड़ी उसे पूरा कर लेगा। कोई दूसरी रेखा आज़माएँ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="278"/>
        <source>That gives away more than you need to. Find a smaller gift.</source>
        <translation>इससे आप ज़रूरत से ज़्यादा दे रहे हैं। कोई छोटा तोहफ़ा खोजें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="280"/>
        <source>A triangle could still be closed: take it first.</source>
        <translation>अभी एक त्रिभुज पूरा किया जा सकता है: पहले उसे पूरा करें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="282"/>
        <source>A lone triangle: the other player closes it, nothing comes back, and you must give again. Try another.</source>
        <translation>एक अकेला त्रिभुज: दूसरा खिलाड़ी उसे पूरा कर लेता है, आपको बदले में कुछ नहीं मिलता, और आपको फिर से देना पड़ता है। कोई दूसरी रेखा आज़माएँ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="286"/>
        <source>Three in a row are shared: two for the other player, one for you, and then you must give again. Try another.</source>
        <translation>लगातार तीन त्रिभुज ऐसे बँटते हैं: दो दूसरे खिलाड़ी के, एक आपका, और फिर आपको दोबारा देना पड़ता है। कोई दूसरी रेखा आज़माएँ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="290"/>
        <source>Closing that leaves fewer than two to give away: you would have to open the chain below yourself. Leave the last two.</source>
        <translation>इसे पूरा करने पर देने के लिए दो से कम बचेंगे: तब नीचे की शृंखला आपको ख़ुद खोलनी पड़ेगी। आख़िरी दो छोड़ दें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="294"/>
        <source>Safe, but count again: after it the other player can leave you without a safe line.</source>
        <translation>सुरक्षित है, पर फिर से गिनें: इसके बाद दूसरा खिलाड़ी आपको बिना सुरक्षित रेखा के छोड़ सकता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="305"/>
        <source>Lessons</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="307"/>
        <source>Short lessons in order, each a task on a small board: choose one.</source>
        <translation>क्रम से छोटे पाठ, हर एक छोटे बोर्ड पर एक काम: कोई एक चुनें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="309"/>
        <source>Lesson board</source>
        <translation>पाठ का बोर्ड</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="318"/>
        <source>{0}, done</source>
        <translation>{0}, पूरा हुआ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="329"/>
        <source>Start again</source>
        <translation>फिर से शुरू करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="330"/>
        <source>Put the lesson&apos;s board back as it began.</source>
        <translation>पाठ का बोर्ड वैसा ही कर देता है जैसा शुरू में था।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="331"/>
        <source>Next lesson</source>
        <translation>अगला पाठ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/lessons_panel.py" line="332"/>
        <source>Go on to the next lesson.</source>
        <translation>अगले पाठ पर जाएँ।</translation>
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
        <translation>खेल का बोर्ड</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="201"/>
        <source>&amp;Game</source>
        <translation>खेल (&amp;G)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="202"/>
        <source>&amp;View</source>
        <translation>दृश्य (&amp;V)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="203"/>
        <source>&amp;Language</source>
        <translation>भाषा (&amp;L)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="204"/>
        <source>&amp;Help</source>
        <translation>सहायता (&amp;H)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="205"/>
        <source>Theme</source>
        <translation>थीम</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="206"/>
        <source>&amp;New Game…</source>
        <translation>नया खेल (&amp;N)…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="31"/>
        <source>New Game</source>
        <extracomment>The tool bar buttons&apos; words (the actions&apos; short texts), listed once so that a bar at the side can be as wide as the widest language&apos;s words: a language switch then leaves the board where it is.</extracomment>
        <translation>नया खेल</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="207"/>
        <source>&amp;Undo</source>
        <translation>चाल वापस लें (&amp;U)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="32"/>
        <source>Undo</source>
        <translation>वापस लें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="208"/>
        <source>Re&amp;do</source>
        <translation>चाल फिर से चलें (&amp;D)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="33"/>
        <source>Redo</source>
        <translation>फिर से चलें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="210"/>
        <source>Put back the lines Undo took back (until a new line is drawn)</source>
        <translation>वापस ली गई रेखाएँ फिर से रखें (जब तक कोई नई रेखा न खींची जाए)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="214"/>
        <source>&amp;Hint</source>
        <translation>सुझाव (&amp;H)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="34"/>
        <source>Hint</source>
        <translation>सुझाव</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="216"/>
        <source>Ask the Hard opponent to suggest a line</source>
        <translation>कठिन विरोधी से कोई रेखा सुझाने को कहें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="218"/>
        <source>R&amp;esign…</source>
        <translation>हार मानें (&amp;E)…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="35"/>
        <source>Resign</source>
        <translation>हार मानें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="220"/>
        <source>Give up this game against the computer: it counts as a loss</source>
        <translation>कंप्यूटर के साथ यह खेल छोड़ दें: इसे हार गिना जाएगा</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="224"/>
        <source>&amp;Replay the game</source>
        <translation>खेल का रीप्ले (&amp;R)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="225"/>
        <source>Re&amp;view the game…</source>
        <translation>खेल की समीक्षा (&amp;V)…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="227"/>
        <source>Every line judged: how much it cost, and the better line</source>
        <translation>हर रेखा की जाँच: उससे कितना नुकसान हुआ और बेहतर रेखा कौन-सी थी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="231"/>
        <source>&amp;Puzzles…</source>
        <translation>&amp;पहेलियाँ…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="233"/>
        <source>Positions from real games, each with a line to find; one a day</source>
        <translation>असली खेलों की स्थितियाँ, हर एक में खोजने के लिए एक रेखा; रोज़ एक</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="237"/>
        <source>&amp;Statistics…</source>
        <translation>आँकड़े (&amp;S)…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="238"/>
        <source>&amp;Quit</source>
        <translation>बाहर निकलें (&amp;Q)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="239"/>
        <source>&amp;Fit the board to the window</source>
        <translation>बोर्ड को विंडो में फ़िट करें (&amp;F)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="36"/>
        <source>Fit</source>
        <translation>फ़िट करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="240"/>
        <source>Zoom &amp;in</source>
        <translation>ज़ूम इन (&amp;I)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="241"/>
        <source>Zoom &amp;out</source>
        <translation>ज़ूम आउट (&amp;O)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="242"/>
        <source>F&amp;ull screen</source>
        <translation>पूरी स्क्रीन (&amp;U)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="37"/>
        <source>Full screen</source>
        <translation>पूरी स्क्रीन</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="243"/>
        <source>&amp;Highlight the last line</source>
        <translation>आख़िरी रेखा हाइलाइट करें (&amp;H)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="244"/>
        <source>&amp;Reduce motion</source>
        <translation>कम हलचल (&amp;R)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="246"/>
        <source>No pulsing, rising or sliding on the board</source>
        <translation>बोर्ड पर न चमक की धड़कन, न ऊपर उठते अंक, न खिसकना</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="248"/>
        <source>&amp;Command line</source>
        <translation>आदेश पंक्ति (&amp;C)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="250"/>
        <source>Play by typing: two stars draw a line; help lists the commands</source>
        <translation>टाइप करके खेलें: दो तारे एक रेखा खींचते हैं; मदद सभी आदेश दिखाता है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="254"/>
        <source>&amp;Type a command</source>
        <translation>आदेश लिखें (&amp;T)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="258"/>
        <source>&amp;Sound</source>
        <translation>ध्वनि (&amp;S)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="260"/>
        <source>Short sounds for picks, lines, triangles and the end of a game</source>
        <translation>तारे चुनने, रेखाओं, त्रिभुजों और खेल के अंत के लिए छोटी ध्वनियाँ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="264"/>
        <source>Sound &amp;volume</source>
        <translation>ध्वनि का स्तर (&amp;V)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="266"/>
        <source>Quiet</source>
        <translation>धीमी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="267"/>
        <source>Medium</source>
        <translation>मध्यम</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="268"/>
        <source>Loud</source>
        <translation>तेज़</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="269"/>
        <source>Loudest</source>
        <translation>सबसे तेज़</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="273"/>
        <source>Follow the &amp;system</source>
        <translation>सिस्टम के अनुसार (&amp;S)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="275"/>
        <source>Dark, light or high contrast, as the system is set (until you pick)</source>
        <translation>गहरी, हल्की या हाई कंट्रास्ट, जैसा सिस्टम में चुना है (जब तक आप ख़ुद थीम न चुनें)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="279"/>
        <source>Te&amp;xt size</source>
        <translation>टेक्स्ट का आकार (&amp;X)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="281"/>
        <source>Star and &amp;line size</source>
        <translation>तारों और रेखाओं का आकार (&amp;L)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="288"/>
        <source>Inter&amp;net servers…</source>
        <translation>इंटरनेट सर्वर (&amp;N)…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="291"/>
        <source>The rendezvous and relay servers internet games go through</source>
        <translation>मिलन सर्वर और रिले, जिनसे होकर इंटरनेट खेल चलते हैं</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="295"/>
        <source>&amp;How to play</source>
        <translation>कैसे खेलें (&amp;H)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="296"/>
        <source>&amp;Keyboard controls</source>
        <translation>कीबोर्ड नियंत्रण (&amp;K)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="297"/>
        <source>&amp;About Triangles</source>
        <translation>Triangles के बारे में (&amp;A)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/actions.py" line="302"/>
        <source>Tools</source>
        <translation>उपकरण</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/names.py" line="32"/>
        <source>You</source>
        <translation>आप</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/endings.py" line="94"/>
        <source>A tie counts neither as a win nor as a loss.</source>
        <translation>बराबरी न जीत गिनी जाती है और न हार।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/endings.py" line="90"/>
        <source>Games between two players are kept out of the win/loss statistics.</source>
        <translation>दो खिलाड़ियों के खेल जीत-हार के आँकड़ों में नहीं गिने जाते।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="115"/>
        <source>Computer opponent failed</source>
        <translation>कंप्यूटर विरोधी नहीं चल पाया</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="117"/>
        <source>The opponent “{0}” failed: {1}.</source>
        <translation>विरोधी “{0}” नहीं चल पाया: {1}।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="122"/>
        <source>The game is safe. Choose what happens next.</source>
        <translation>खेल सुरक्षित है। चुनें कि आगे क्या हो।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="126"/>
        <source>Let another opponent play this move</source>
        <translation>यह चाल किसी दूसरे विरोधी को खेलने दें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="129"/>
        <source>Try again</source>
        <translation>फिर से कोशिश करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="130"/>
        <source>End the game without a result</source>
        <translation>खेल बिना नतीजे के खत्म करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="135"/>
        <source>Another computer opponent draws this line; the game goes on.</source>
        <translation>कोई दूसरा कंप्यूटर विरोधी यह रेखा खींचता है; खेल जारी रहता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="138"/>
        <source>Asks the same opponent for its line again.</source>
        <translation>उसी विरोधी से उसकी रेखा फिर से माँगता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="141"/>
        <source>Stops the game here; it is not counted in the statistics.</source>
        <translation>खेल यहीं रोकता है; यह आँकड़ों में नहीं गिना जाता।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="158"/>
        <source>Shows or hides what the opponent said.</source>
        <translation>विरोधी ने जो कहा, उसे दिखाता या छिपाता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/coach.py" line="34"/>
        <source>Well done! Lines may not cross. Close an empty triangle to score a point.</source>
        <translation>शाबाश! रेखाएँ एक-दूसरे को काट नहीं सकतीं। एक अंक पाने के लिए खाली त्रिभुज बंद करें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="257"/>
        <source>{0} closed a triangle and plays again.</source>
        <translation>{0} ने त्रिभुज बंद किया, फिर से उन्हीं की बारी है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/coach.py" line="23"/>
        <source>Tap a star, then another star, to draw a line between them.</source>
        <translation>एक तारे को छुएँ, फिर दूसरे तारे को: उनके बीच रेखा खिंच जाएगी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/coach.py" line="29"/>
        <source>How to play</source>
        <translation>कैसे खेलें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/coach.py" line="19"/>
        <source>Now tap a second star, or drag to it. Tap the first star again to let go.</source>
        <translation>अब दूसरा तारा छुएँ, या उस तक खींचें। छोड़ने के लिए पहले तारे को फिर से छुएँ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="344"/>
        <source>Learn the game&apos;s ideas in a few short lessons?</source>
        <translation>कुछ छोटे पाठों में खेल की मुख्य बातें सीखें?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="350"/>
        <source>Lessons</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/endings.py" line="84"/>
        <source>You resigned: the game counts as a loss.</source>
        <translation>आपने हार मान ली: इस खेल को हार गिना जाएगा।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="237"/>
        <source>You closed two triangles and play again.</source>
        <translation>आपने दो त्रिभुज बंद किए, फिर से आपकी बारी है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="243"/>
        <source>You closed a triangle and play again.</source>
        <translation>आपने त्रिभुज बंद किया, फिर से आपकी बारी है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="251"/>
        <source>{0} closed two triangles and plays again.</source>
        <translation>{0} ने दो त्रिभुज बंद किए, फिर से उन्हीं की बारी है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="378"/>
        <source>The new board could not be made ({0}); this game goes on.</source>
        <translation>नया बोर्ड नहीं बनाया जा सका ({0}); यह खेल जारी है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="430"/>
        <source>Looking for a good line…</source>
        <translation>अच्छी रेखा खोजी जा रही है…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="438"/>
        <source>Hint: try the highlighted line.</source>
        <translation>सुझाव: हाइलाइट की गई रेखा आज़माएँ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="117"/>
        <source>No hint right now.</source>
        <translation>अभी कोई सुझाव नहीं है।</translation>
    </message>
</context>
<context>
    <name>MistakesPanel</name>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="375"/>
        <source>inaccuracy</source>
        <extracomment>Tries before the better line is shown. Pixels an item&apos;s text is measured narrower than the list (the style sheet&apos;s item padding). A line was judged and the verdict shown (a :class:`Judgement`).</extracomment>
        <translation>चूक</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="376"/>
        <source>mistake</source>
        <translation>गलती</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="377"/>
        <source>blunder</source>
        <translation>बड़ी गलती</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="387"/>
        <source>judged exactly</source>
        <translation>सटीक जाँच से</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="388"/>
        <source>an estimate, ±{0}</source>
        <translation>अनुमान, ±{0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="393"/>
        <source>{0} to play: find a better line than the one drawn in the game.</source>
        <translation>{0} की बारी: खेल में खींची गई रेखा से बेहतर रेखा खोजें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="395"/>
        <source>Find a better line than the one you drew.</source>
        <translation>आपने जो रेखा खींची थी, उससे बेहतर रेखा खोजें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="400"/>
        <source>Move {0}: the dashed line was drawn here. The review: {1}, {2} triangles given up ({3}).</source>
        <translation>चाल {0}: यहाँ टूटी-टूटी रेखा खींची गई थी। समीक्षा: {1}, {2} त्रिभुज गँवाए ({3})।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="413"/>
        <source>It left a triangle that could have been closed.</source>
        <translation>इसने एक त्रिभुज छोड़ दिया जो पूरा किया जा सकता था।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="414"/>
        <source>It gave away %n triangle(s).</source>
        <translation>
            <numerusform>इसने विरोधी को %n त्रिभुज दे दिया।</numerusform>
            <numerusform>इसने विरोधी को %n त्रिभुज दे दिए।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="415"/>
        <source>It handed your opponent control of what was left.</source>
        <translation>इसने बाक़ी खेल का नियंत्रण विरोधी को सौंप दिया।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="421"/>
        <source>It closes %n triangle(s).</source>
        <translation>
            <numerusform>यह रेखा %n त्रिभुज पूरा करती है।</numerusform>
            <numerusform>यह रेखा %n त्रिभुज पूरे करती है।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="424"/>
        <source>It leaves the triangles on offer: taking them would hand your opponent control.</source>
        <translation>यह मिल रहे त्रिभुज छोड़ देती है: उन्हें लेने से नियंत्रण विरोधी के हाथ चला जाता।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="427"/>
        <source>It gives away only %n triangle(s).</source>
        <translation>
            <numerusform>यह विरोधी को सिर्फ़ %n त्रिभुज देती है।</numerusform>
            <numerusform>यह विरोधी को सिर्फ़ %n त्रिभुज देती है।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="428"/>
        <source>It gives nothing away.</source>
        <translation>यह विरोधी को कुछ नहीं देती।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="433"/>
        <source>That is the line drawn in the game.</source>
        <translation>यही रेखा खेल में खींची गई थी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="438"/>
        <source>A triangle could be closed: take it first.</source>
        <translation>एक त्रिभुज पूरा किया जा सकता था: पहले उसे लें।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="439"/>
        <source>That line gives away %n triangle(s).</source>
        <translation>
            <numerusform>यह रेखा विरोधी को %n त्रिभुज दे देती है।</numerusform>
            <numerusform>यह रेखा विरोधी को %n त्रिभुज दे देती है।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="440"/>
        <source>That line hands your opponent control of what is left.</source>
        <translation>यह रेखा बाक़ी खेल का नियंत्रण विरोधी को सौंप देती है।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="446"/>
        <source>With best play it ends %n triangle(s) worse than the better line.</source>
        <translation>
            <numerusform>सबसे अच्छे खेल के साथ यह बेहतर रेखा से %n त्रिभुज पीछे रहती है।</numerusform>
            <numerusform>सबसे अच्छे खेल के साथ यह बेहतर रेखा से %n त्रिभुज पीछे रहती है।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="454"/>
        <source>Judged by an estimate, it ends {0} triangles worse than the better line (±{1}).</source>
        <translation>अनुमान से जाँचने पर यह बेहतर रेखा से {0} त्रिभुज पीछे रहती है (±{1})।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="459"/>
        <source>That is better than the line drawn in the game, but not enough.</source>
        <translation>यह खेल में खींची गई रेखा से बेहतर है, पर काफ़ी नहीं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="464"/>
        <source>Right: by the exact search this line is as good as the best.</source>
        <translation>सही: सटीक खोज के अनुसार यह रेखा सबसे अच्छी रेखा जितनी ही अच्छी है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="466"/>
        <source>Right: this is the better line of the review&apos;s estimate.</source>
        <translation>सही: समीक्षा के अनुमान में यही बेहतर रेखा है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="469"/>
        <source>Good: judged by an estimate, it does as well as the better line (±{0}).</source>
        <translation>अच्छा: अनुमान से जाँचने पर यह बेहतर रेखा जितनी ही अच्छी है (±{0})।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="473"/>
        <source>Good: judged by an estimate, it ends {0} triangles behind the better line, within the estimate&apos;s noise (±{1}).</source>
        <translation>अच्छा: अनुमान से जाँचने पर यह बेहतर रेखा से {0} त्रिभुज पीछे रहती है, जो अनुमान की अनिश्चितता के भीतर है (±{1})।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="478"/>
        <source>Good: judged by an estimate, it ends only {0} triangles behind the better line (±{1}).</source>
        <translation>अच्छा: अनुमान से जाँचने पर यह बेहतर रेखा से सिर्फ़ {0} त्रिभुज पीछे रहती है (±{1})।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="487"/>
        <source>It does {0} triangles better than the line drawn in the game ({1}).</source>
        <translation>यह खेल में खींची गई रेखा से {0} त्रिभुज बेहतर है ({1})।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="490"/>
        <source>The better line is drawn:</source>
        <translation>बेहतर रेखा खींच दी गई है:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="497"/>
        <source>That line could not be judged. Try it again.</source>
        <translation>इस रेखा को परखा नहीं जा सका। इसे फिर से आज़माएँ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="501"/>
        <source>Judging your line with the exact search…</source>
        <translation>सटीक खोज से आपकी रेखा की जाँच हो रही है…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="502"/>
        <source>Judging your line with playouts, as the review did…</source>
        <translation>समीक्षा की तरह नकली खेलों से आपकी रेखा की जाँच हो रही है…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="506"/>
        <source>Try once more.</source>
        <translation>एक बार और कोशिश करें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="525"/>
        <source>Move {0}: {1}, {2} triangles</source>
        <translation>चाल {0}: {1}, {2} त्रिभुज</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="531"/>
        <source>{0}, solved</source>
        <translation>{0}, हल हो गया</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="536"/>
        <source>Move {0} · {1} · {2} triangles</source>
        <translation>चाल {0} · {1} · {2} त्रिभुज</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="556"/>
        <source>Your costly lines</source>
        <translation>आपकी महँगी रेखाएँ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="558"/>
        <source>Each costly line is an exercise: choose one to try it on the board.</source>
        <translation>हर महँगी रेखा एक अभ्यास है: बोर्ड पर आज़माने के लिए कोई एक चुनें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="561"/>
        <source>Mistake {0} of {1}</source>
        <translation>{1} में से गलती {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="571"/>
        <source>Board before the costly line</source>
        <translation>महँगी रेखा से पहले का बोर्ड</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="572"/>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="573"/>
        <source>Show the better line</source>
        <translation>बेहतर रेखा दिखाएँ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="575"/>
        <source>Draw the review&apos;s better line and say why it is better.</source>
        <translation>समीक्षा की बेहतर रेखा खींचें और बताएँ कि वह बेहतर क्यों है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="578"/>
        <source>Start again</source>
        <translation>फिर से शुरू करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="579"/>
        <source>Start this exercise again</source>
        <translation>यह अभ्यास फिर से शुरू करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="580"/>
        <source>Put the board back as it was before the line.</source>
        <translation>बोर्ड को वैसा ही कर देता है जैसा उस रेखा से पहले था।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="581"/>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="582"/>
        <source>Next mistake</source>
        <translation>अगली गलती</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_panel.py" line="583"/>
        <source>Go to the next costly line not solved yet.</source>
        <translation>अगली महँगी रेखा पर जाएँ जो अभी हल नहीं हुई।</translation>
    </message>
</context>
<context>
    <name>MistakesWindow</name>
    <message>
        <location filename="../triangles_qt/views/learn/mistakes_window.py" line="53"/>
        <source>Learn from your mistakes</source>
        <translation>अपनी गलतियों से सीखें</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="169"/>
        <source>{0} joined. Have a good game!</source>
        <translation>{0} अब खेल में शामिल है। खेल का आनंद लें!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="266"/>
        <source>Waiting for {0} to come back…</source>
        <translation>{0} के लौटने का इंतज़ार है…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="244"/>
        <source>End game</source>
        <translation>खेल खत्म करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="162"/>
        <source>You joined {0}&apos;s game. Have a good game!</source>
        <translation>आप {0} के खेल में शामिल हो गए। खेल का आनंद लें!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="255"/>
        <source>You are back in your game with {0}.</source>
        <translation>आप {0} के साथ अपने खेल में लौट आए हैं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="261"/>
        <source>{0} is back.</source>
        <translation>{0} फिर से खेल में है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="275"/>
        <source>Through the internet: Triangles connects again by itself.</source>
        <translation>इंटरनेट के ज़रिए: Triangles अपने-आप फिर से जुड़ जाएगा।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="281"/>
        <source>This device: {0} (port {1}), code {2}</source>
        <translation>यह डिवाइस: {0} (पोर्ट {1}), कोड {2}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="285"/>
        <source>Reconnecting to {0} (port {1}), code {2}</source>
        <translation>{0} (पोर्ट {1}) से फिर जुड़ रहे हैं, कोड {2}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="311"/>
        <source>Undo</source>
        <translation>चाल वापस लें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="313"/>
        <source>{0} asks to take back their last line.</source>
        <translation>{0} का अनुरोध है कि उनकी आख़िरी रेखा वापस ले ली जाए।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="318"/>
        <source>Allow</source>
        <translation>अनुमति दें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="321"/>
        <source>Refuse</source>
        <translation>मना करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="353"/>
        <source>Asking {0} to let you take back your last line…</source>
        <translation>{0} से पूछा जा रहा है कि क्या आप अपनी आख़िरी रेखा वापस ले सकते हैं…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="365"/>
        <source>{0} let you take back your last line.</source>
        <translation>{0} ने आपको अपनी आख़िरी रेखा वापस लेने दी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/presence.py" line="371"/>
        <source>{0} said no: your line stays.</source>
        <translation>{0} ने मना कर दिया: आपकी रेखा बनी रहेगी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="49"/>
        <source>The other device sent a line the rules refuse.</source>
        <extracomment>Reasons that mean the other device broke the protocol (a bug, or a liar).</extracomment>
        <translation>दूसरे डिवाइस ने ऐसी रेखा भेजी जिसे नियम स्वीकार नहीं करते।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="53"/>
        <source>The other device played out of turn.</source>
        <translation>दूसरे डिवाइस ने अपनी बारी न होने पर भी चाल चली।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="55"/>
        <source>The two devices no longer agree about the game.</source>
        <translation>दोनों डिवाइसों पर खेल अब एक जैसा नहीं है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="59"/>
        <source>A message was changed on the way, or came from a device that does not know the code.</source>
        <translation>कोई संदेश रास्ते में बदल गया, या ऐसे डिवाइस से आया जिसे खेल का कोड नहीं पता।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="64"/>
        <source>The other device sent something that is not a Triangles message.</source>
        <translation>दूसरे डिवाइस ने कुछ ऐसा भेजा जो Triangles का संदेश नहीं है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="68"/>
        <source>The other device sent too much, too fast.</source>
        <translation>दूसरे डिवाइस ने बहुत कम समय में बहुत ज़्यादा संदेश भेजे।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="70"/>
        <source>That is not the game&apos;s code.</source>
        <translation>यह इस खेल का कोड नहीं है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="72"/>
        <source>That game already has two players.</source>
        <translation>उस खेल में पहले से दो खिलाड़ी हैं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="74"/>
        <source>That game is busy. Try again in a moment.</source>
        <translation>वह खेल अभी व्यस्त है। थोड़ी देर में फिर से कोशिश करें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="76"/>
        <source>The other device has another version of Triangles.</source>
        <translation>दूसरे डिवाइस पर Triangles का अलग संस्करण है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="80"/>
        <source>No game answered at that address.</source>
        <translation>उस पते पर किसी खेल ने जवाब नहीं दिया।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="82"/>
        <source>The connection took too long to set up.</source>
        <translation>कनेक्शन बनने में बहुत ज़्यादा समय लगा।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="85"/>
        <source>The other player did not come back.</source>
        <translation>विरोधी खिलाड़ी की वापसी नहीं हुई।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="86"/>
        <source>{0} did not come back.</source>
        <translation>{0} की वापसी नहीं हुई।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="89"/>
        <source>The other player left the game.</source>
        <translation>विरोधी खिलाड़ी ने खेल छोड़ दिया।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="90"/>
        <source>{0} left the game.</source>
        <translation>{0} ने खेल छोड़ दिया।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="92"/>
        <source>The computer opponent on the other device failed.</source>
        <translation>दूसरे डिवाइस पर कंप्यूटर विरोधी नहीं चल पाया।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="96"/>
        <source>The rendezvous server cannot be reached. Check this device&apos;s internet connection, or the servers in Internet servers…</source>
        <translation>मिलन सर्वर तक पहुँचा नहीं जा सकता। इस डिवाइस का इंटरनेट कनेक्शन जाँचें, या इंटरनेट सर्वर… में दिए सर्वर।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="102"/>
        <source>No game answered that code. Check the number and the words with your friend.</source>
        <translation>उस कोड पर किसी खेल ने जवाब नहीं दिया। संख्या और शब्द अपने दोस्त से मिलाकर देखें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="107"/>
        <source>Too many wrong codes were tried, so this game is no longer offered. Host again for a new code.</source>
        <translation>बहुत सारे गलत कोड आज़माए गए, इसलिए यह खेल अब पेश नहीं किया जा रहा। नए कोड के लिए फिर से होस्ट करें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="113"/>
        <source>This device cannot host a game right now: the port is taken.</source>
        <translation>यह डिवाइस अभी खेल होस्ट नहीं कर सकता: पोर्ट पहले से इस्तेमाल में है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/texts.py" line="116"/>
        <source>The connection ended ({0}).</source>
        <translation>कनेक्शन खत्म हो गया ({0})।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="162"/>
        <source>A network game</source>
        <extracomment>How long a game the player chose to end still waits to tell the other device so. Seconds an internet game&apos;s goodbye is given to pass through the carrier before the link (and its carrier with it) goes.</extracomment>
        <translation>नेटवर्क खेल</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="165"/>
        <source>Return to your game with {0}?</source>
        <translation>{0} के साथ अपने खेल पर लौटें?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="168"/>
        <source>Return to your network game?</source>
        <translation>अपने नेटवर्क खेल पर लौटें?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="171"/>
        <source>{0} stars, {1}, {2} lines drawn. Triangles connects to the other device again by itself. Ending the game instead leaves it without a result.</source>
        <translation>{0} तारे, {1}, {2} रेखाएँ खींची गईं। Triangles दूसरे डिवाइस से अपने-आप फिर जुड़ जाता है। खेल खत्म करने पर उसका कोई नतीजा नहीं रहेगा।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="178"/>
        <source>Return to the game</source>
        <translation>खेल पर लौटें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/return_offer.py" line="182"/>
        <source>End the game</source>
        <translation>खेल खत्म करें</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="242"/>
        <source>Another player on this device</source>
        <extracomment>The opponent list&apos;s entries for network games (never stored as the opponent). The same over the internet.</extracomment>
        <translation>इसी डिवाइस पर दूसरा खिलाड़ी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="244"/>
        <source>Another player on another device: host a game</source>
        <translation>दूसरे डिवाइस पर दूसरा खिलाड़ी: खेल होस्ट करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="246"/>
        <source>Join a game on another device</source>
        <translation>दूसरे डिवाइस के खेल से जुड़ें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="254"/>
        <source>Computer: {0}</source>
        <translation>कंप्यूटर: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="256"/>
        <source>Computer: {0} (unavailable)</source>
        <translation>कंप्यूटर: {0} (उपलब्ध नहीं)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="294"/>
        <source>{0} stars</source>
        <translation>{0} तारे</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="296"/>
        <source>A board with {0} stars; more stars make a longer game.</source>
        <translation>{0} तारों वाला बोर्ड; ज़्यादा तारे यानी लंबा खेल।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="402"/>
        <source>Your name</source>
        <translation>आपका नाम</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="402"/>
        <source>Player 1 name</source>
        <translation>खिलाड़ी 1 का नाम</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="336"/>
        <source>Host</source>
        <translation>होस्ट करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="336"/>
        <source>Join…</source>
        <translation>जुड़ें…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="346"/>
        <source>Offers this game to another device and waits for it to join.</source>
        <translation>यह खेल दूसरे डिवाइस को पेश करता है और उसके जुड़ने की प्रतीक्षा करता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="347"/>
        <source>Finds the game another device offers, to join it.</source>
        <translation>दूसरे डिवाइस का पेश किया खेल ढूँढता है, ताकि आप उससे जुड़ सकें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="348"/>
        <source>Starts a new game with these choices.</source>
        <translation>इन विकल्पों के साथ नया खेल शुरू करता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="369"/>
        <source>You choose the board and the rule; the other device joins with the game code this device shows. You draw first.</source>
        <translation>बोर्ड और नियम आप चुनते हैं; दूसरा डिवाइस यहाँ दिखाए गए खेल के कोड से जुड़ता है। पहली चाल आपकी होती है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="373"/>
        <source>The host&apos;s board and rule are used. The host draws first.</source>
        <translation>होस्ट का बोर्ड और नियम इस्तेमाल होते हैं। पहली चाल होस्ट की होती है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="375"/>
        <source>Two people take turns on this device.</source>
        <translation>दो लोग इसी डिवाइस पर बारी-बारी से खेलते हैं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="391"/>
        <source>Who plays against you, or where the game is.</source>
        <translation>आपके विरुद्ध कौन खेलता है, या खेल कहाँ है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="381"/>
        <source>{0} is unavailable: {1}</source>
        <translation>{0} उपलब्ध नहीं है: {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="248"/>
        <source>Another player anywhere: host over the internet</source>
        <translation>कहीं भी दूसरा खिलाड़ी: इंटरनेट पर होस्ट करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="250"/>
        <source>Join a game over the internet</source>
        <translation>इंटरनेट पर किसी खेल से जुड़ें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="341"/>
        <source>Gets a code for this game, for your friend to join with.</source>
        <translation>इस खेल के लिए एक कोड लेता है, जिससे आपका दोस्त जुड़ सके।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="342"/>
        <source>Opens the window where you type your friend&apos;s code.</source>
        <translation>वह विंडो खोलता है जिसमें आप अपने दोस्त का कोड लिखते हैं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="359"/>
        <source>You choose the board and the rule, and get a code to tell your friend; they join from anywhere with it. You draw first.</source>
        <translation>बोर्ड और नियम आप चुनते हैं, और आपको एक कोड मिलता है जो आप अपने दोस्त को बताते हैं; उससे वे कहीं से भी जुड़ सकते हैं। पहली चाल आपकी होती है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="364"/>
        <source>You type the code your friend&apos;s device shows. The host&apos;s board and rule are used. The host draws first.</source>
        <translation>आप वह कोड लिखते हैं जो आपके दोस्त के डिवाइस पर दिखता है। होस्ट का बोर्ड और नियम इस्तेमाल होते हैं। पहली चाल होस्ट की होती है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="450"/>
        <source>New Game</source>
        <translation>नया खेल</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="451"/>
        <source>Board</source>
        <translation>बोर्ड</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="452"/>
        <source>Phone-sized</source>
        <translation>फ़ोन के आकार का</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="453"/>
        <source>Board sizes made for a phone&apos;s screen.</source>
        <translation>फ़ोन की स्क्रीन के लिए बने बोर्ड के आकार।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="454"/>
        <source>Tablet-sized</source>
        <translation>टैबलेट के आकार का</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="456"/>
        <source>Board sizes made for a tablet&apos;s or a computer&apos;s screen.</source>
        <translation>टैबलेट या कंप्यूटर की स्क्रीन के लिए बने बोर्ड के आकार।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="458"/>
        <source>Opponent</source>
        <translation>विरोधी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="459"/>
        <source>The computer starts</source>
        <translation>पहली चाल कंप्यूटर की</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="461"/>
        <source>The computer draws the first line; else you do.</source>
        <translation>पहली रेखा कंप्यूटर खींचता है; नहीं तो आप।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="463"/>
        <source>Table mode: we sit facing each other</source>
        <translation>टेबल मोड: हम आमने-सामने बैठे हैं</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="466"/>
        <source>For a tablet lying flat between two players: each player&apos;s name, score and messages face their side of the table.</source>
        <translation>दो खिलाड़ियों के बीच मेज़ पर रखे टैबलेट के लिए: हर खिलाड़ी का नाम, स्कोर और संदेश उसकी ओर मुड़े रहते हैं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="470"/>
        <source>Player 2 name</source>
        <translation>खिलाड़ी 2 का नाम</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="471"/>
        <source>Play again after a triangle</source>
        <translation>त्रिभुज के बाद फिर खेलें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="473"/>
        <source>A player who closes a triangle draws another line at once.</source>
        <translation>जो खिलाड़ी त्रिभुज पूरा करता है, वह तुरंत एक और रेखा खींचता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="475"/>
        <source>Theme</source>
        <translation>थीम</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="481"/>
        <source>Closes this window; the game on the table goes on.</source>
        <translation>यह विंडो बंद करता है; बोर्ड पर चल रहा खेल जारी रहता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="336"/>
        <source>Start</source>
        <translation>शुरू करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="477"/>
        <source>The colours of the board and the window.</source>
        <translation>बोर्ड और विंडो के रंग।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/dialogs/new_game.py" line="479"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
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
        <translation>उसे लोड नहीं किया जा सका</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="245"/>
        <source>it needs a newer version of Triangles</source>
        <translation>उसे Triangles का नया संस्करण चाहिए</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="248"/>
        <source>it ran into an error</source>
        <translation>उसमें कोई त्रुटि आ गई</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="249"/>
        <source>it used too much memory</source>
        <translation>उसने बहुत ज़्यादा मेमोरी ले ली</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="250"/>
        <source>it answered something that is not a line</source>
        <translation>उसने जो जवाब दिया, वह कोई रेखा नहीं है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="253"/>
        <source>it chose a line the rules refuse</source>
        <translation>उसने ऐसी रेखा चुनी जिसे नियम स्वीकार नहीं करते</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="256"/>
        <source>it did not answer in time and was stopped</source>
        <translation>उसने समय पर जवाब नहीं दिया, इसलिए उसे रोक दिया गया</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="259"/>
        <source>its process crashed</source>
        <translation>उसकी प्रोसेस क्रैश हो गई</translation>
    </message>
    <message>
        <location filename="../triangles_qt/play/catalog.py" line="260"/>
        <source>the request was withdrawn</source>
        <translation>अनुरोध वापस ले लिया गया</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../triangles_qt/views/game/names.py" line="25"/>
        <source>Player {0}</source>
        <translation>खिलाड़ी {0}</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="37"/>
        <source>The puzzle progress file could not be read; it was kept as {0} and the progress starts afresh.</source>
        <translation>पहेलियों की प्रगति वाली फ़ाइल पढ़ी नहीं जा सकी; उसे {0} नाम से रखा गया है और प्रगति फिर से शुरू होती है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="43"/>
        <source>The puzzle progress file {0} cannot be used: solved puzzles are not kept this time.</source>
        <translation>पहेलियों की प्रगति वाली फ़ाइल {0} काम में नहीं ली जा सकती: इस बार हल की गई पहेलियाँ नहीं रखी जाएँगी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="47"/>
        <source>Solved puzzles cannot be saved ({0}): they are kept until you quit.</source>
        <translation>हल की गई पहेलियाँ सहेजी नहीं जा सकतीं ({0}): वे खेल बंद करने तक रखी जाएँगी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="54"/>
        <source>the disk is full</source>
        <translation>डिस्क भरी हुई है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="55"/>
        <source>the folder is read-only</source>
        <translation>फ़ोल्डर केवल पढ़ने के लिए है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="56"/>
        <source>a file is where the folder is</source>
        <translation>फ़ोल्डर की जगह एक फ़ाइल है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="57"/>
        <source>the disk reported an error</source>
        <translation>डिस्क ने एक त्रुटि बताई</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="58"/>
        <source>the system refused the write</source>
        <translation>सिस्टम ने लिखने से मना कर दिया</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="230"/>
        <source>The puzzles could not be read: the game&apos;s files may be damaged.</source>
        <translation>पहेलियाँ पढ़ी नहीं जा सकीं: खेल की फ़ाइलें ख़राब हो सकती हैं।</translation>
    </message>
</context>
<context>
    <name>PuzzlesPanel</name>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="297"/>
        <source>Your move: close more triangles than your opponent from here.</source>
        <extracomment>Tries before the solution is shown. (puzzle id, tries, whether it was the daily puzzle): a puzzle was solved. (puzzle id): the solution of a puzzle not solved yet was shown. Puzzles whose solution was shown in this window: solving them later is practice, not counted (or the answer just seen would score a &quot;first try&quot;).</extracomment>
        <translation>आपकी बारी: यहाँ से अपने प्रतिद्वंद्वी से ज़्यादा त्रिभुज पूरे करें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="299"/>
        <source>Find the only line that gives nothing away.</source>
        <translation>वह अकेली रेखा खोजें जिससे कुछ न मिले।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="301"/>
        <source>Every line gives something away: find the one that gives the least.</source>
        <translation>हर रेखा कुछ न कुछ देती है: वह खोजें जो सबसे कम देती है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="303"/>
        <source>Take what you can and keep control.</source>
        <translation>जो ले सकते हैं लें और नियंत्रण बनाए रखें।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="305"/>
        <source>Find the best line: it ends at least %n triangle(s) better than any other.</source>
        <translation>
            <numerusform>सबसे अच्छी रेखा खोजें: वह किसी भी दूसरी रेखा से कम से कम एक त्रिभुज बेहतर रहती है।</numerusform>
            <numerusform>सबसे अच्छी रेखा खोजें: वह किसी भी दूसरी रेखा से कम से कम %n त्रिभुज बेहतर रहती है।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="313"/>
        <source>Easy</source>
        <comment>puzzle difficulty</comment>
        <translation>आसान</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="314"/>
        <source>Medium</source>
        <comment>puzzle difficulty</comment>
        <translation>मध्यम</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="315"/>
        <source>Hard</source>
        <comment>puzzle difficulty</comment>
        <translation>कठिन</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="322"/>
        <source>play again after a triangle</source>
        <translation>त्रिभुज के बाद फिर खेलें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="324"/>
        <source>one line a turn</source>
        <translation>हर बारी में एक रेखा</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="326"/>
        <source>{0} · {1} stars · {2}. Score: you {3}, your opponent {4}.</source>
        <translation>{0} · {1} तारे · {2}। स्कोर: आप {3}, प्रतिद्वंद्वी {4}।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="334"/>
        <source>With best play from here you close %n more triangle(s) than your opponent.</source>
        <translation>
            <numerusform>यहाँ से सबसे अच्छे खेल में आप प्रतिद्वंद्वी से एक त्रिभुज ज़्यादा पूरा करते हैं।</numerusform>
            <numerusform>यहाँ से सबसे अच्छे खेल में आप प्रतिद्वंद्वी से %n त्रिभुज ज़्यादा पूरे करते हैं।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="340"/>
        <source>With best play from here you close %n triangle(s) fewer than your opponent: no line does better.</source>
        <translation>
            <numerusform>यहाँ से सबसे अच्छे खेल में आप प्रतिद्वंद्वी से एक त्रिभुज कम पूरा करते हैं: कोई रेखा इससे बेहतर नहीं।</numerusform>
            <numerusform>यहाँ से सबसे अच्छे खेल में आप प्रतिद्वंद्वी से %n त्रिभुज कम पूरे करते हैं: कोई रेखा इससे बेहतर नहीं।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="345"/>
        <source>With best play from here you and your opponent close as many triangles.</source>
        <translation>यहाँ से सबसे अच्छे खेल में आप और प्रतिद्वंद्वी बराबर त्रिभुज पूरे करते हैं।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="350"/>
        <source>It closes %n triangle(s).</source>
        <translation>
            <numerusform>यह एक त्रिभुज पूरा करती है।</numerusform>
            <numerusform>यह %n त्रिभुज पूरे करती है।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="353"/>
        <source>It leaves the triangles on offer: taking them would hand your opponent control.</source>
        <translation>यह सामने रखे त्रिभुज छोड़ देती है: उन्हें लेने से नियंत्रण प्रतिद्वंद्वी के हाथ चला जाता।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="356"/>
        <source>It gives away only %n triangle(s).</source>
        <translation>
            <numerusform>यह केवल एक त्रिभुज देती है।</numerusform>
            <numerusform>यह केवल %n त्रिभुज देती है।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="357"/>
        <source>It gives nothing away.</source>
        <translation>इससे कुछ नहीं मिलता।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="363"/>
        <source>A triangle could be closed: take it first.</source>
        <translation>एक त्रिभुज पूरा किया जा सकता था: पहले उसे पूरा करें।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="364"/>
        <source>That line gives away %n triangle(s).</source>
        <translation>
            <numerusform>यह रेखा एक त्रिभुज दे देती है।</numerusform>
            <numerusform>यह रेखा %n त्रिभुज दे देती है।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="365"/>
        <source>That line hands your opponent control of what is left.</source>
        <translation>यह रेखा बचे हुए खेल का नियंत्रण प्रतिद्वंद्वी को दे देती है।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="367"/>
        <source>With best play it ends %n triangle(s) worse than the best line.</source>
        <translation>
            <numerusform>सबसे अच्छे खेल में यह सबसे अच्छी रेखा से एक त्रिभुज पीछे रहती है।</numerusform>
            <numerusform>सबसे अच्छे खेल में यह सबसे अच्छी रेखा से %n त्रिभुज पीछे रहती है।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="378"/>
        <source>Right. (It is not counted: you have seen its solution.)</source>
        <translation>सही। (यह गिना नहीं जाता: आप इसका हल देख चुके हैं।)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="380"/>
        <source>Solved at the first try!</source>
        <translation>पहली कोशिश में हल!</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="382"/>
        <source>Solved at the second try.</source>
        <translation>दूसरी कोशिश में हल।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="387"/>
        <source>Try once more.</source>
        <translation>एक बार और कोशिश करें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="392"/>
        <source>The solution is drawn:</source>
        <translation>हल खींच दिया गया है:</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="395"/>
        <source>{0} to {1}.</source>
        <translation>{0} से {1}।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="404"/>
        <source>Daily puzzle, {0}</source>
        <translation>आज की पहेली, {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="407"/>
        <source>Puzzle {0} of {1}</source>
        <translation>पहेली {0} / {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="411"/>
        <source>The other player</source>
        <translation>दूसरा खिलाड़ी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="423"/>
        <source>Daily puzzle</source>
        <translation>आज की पहेली</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="426"/>
        <source>{0} stars</source>
        <translation>{0} तारे</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="437"/>
        <source>{0}, solved</source>
        <translation>{0}, हल हो गई</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="439"/>
        <source>Puzzles</source>
        <translation>पहेलियाँ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="441"/>
        <source>The daily puzzle, then every puzzle: choose one to try it on the board.</source>
        <translation>आज की पहेली, फिर सारी पहेलियाँ: बोर्ड पर आज़माने के लिए कोई एक चुनें।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="445"/>
        <source>Daily streak: %n day(s)</source>
        <translation>
            <numerusform>लगातार: एक दिन</numerusform>
            <numerusform>लगातार: %n दिन</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="456"/>
        <source>Puzzle board</source>
        <translation>पहेली का बोर्ड</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="457"/>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="458"/>
        <source>Show the solution</source>
        <translation>हल दिखाएँ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="459"/>
        <source>Draw the solution and say why it works.</source>
        <translation>हल खींचें और बताएँ कि वह क्यों काम करता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="461"/>
        <source>Start again</source>
        <translation>फिर से शुरू करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="462"/>
        <source>Start this puzzle again</source>
        <translation>यह पहेली फिर से शुरू करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="463"/>
        <source>Put the board back as the puzzle began.</source>
        <translation>बोर्ड को वैसा ही कर देता है जैसा पहेली की शुरुआत में था।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="464"/>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="465"/>
        <source>Next puzzle</source>
        <translation>अगली पहेली</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles_panel.py" line="466"/>
        <source>Go to the next puzzle not solved yet.</source>
        <translation>अगली पहेली पर जाएँ जो अभी हल नहीं हुई।</translation>
    </message>
</context>
<context>
    <name>PuzzlesWindow</name>
    <message>
        <location filename="../triangles_qt/views/learn/puzzles.py" line="168"/>
        <source>Puzzles</source>
        <translation>पहेलियाँ</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../triangles_qt/i18n.py" line="101"/>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करें (&amp;U)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="102"/>
        <source>&amp;Redo</source>
        <translation>फिर से करें (&amp;R)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="103"/>
        <source>Cu&amp;t</source>
        <translation>काटें (&amp;T)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="104"/>
        <source>&amp;Copy</source>
        <translation>कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="105"/>
        <source>&amp;Paste</source>
        <translation>चिपकाएँ (&amp;P)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="106"/>
        <source>Delete</source>
        <translation>मिटाएँ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="107"/>
        <source>Select All</source>
        <translation>सब चुनें</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../triangles_qt/i18n.py" line="99"/>
        <source>Show Details...</source>
        <translation>विवरण दिखाएँ…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="100"/>
        <source>Hide Details...</source>
        <translation>विवरण छिपाएँ…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../triangles_qt/i18n.py" line="81"/>
        <source>OK</source>
        <extracomment>(code, name of the language in itself), in menu order. Appended, in this order, behind whatever family a font asks for.</extracomment>
        <translation>ठीक है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="82"/>
        <source>Save</source>
        <translation>सहेजें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="83"/>
        <source>Save All</source>
        <translation>सब सहेजें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="84"/>
        <source>Open</source>
        <translation>खोलें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="85"/>
        <source>&amp;Yes</source>
        <translation>हाँ (&amp;Y)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="86"/>
        <source>Yes to &amp;All</source>
        <translation>सभी के लिए हाँ (&amp;A)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="87"/>
        <source>&amp;No</source>
        <translation>नहीं (&amp;N)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="88"/>
        <source>N&amp;o to All</source>
        <translation>सभी के लिए नहीं (&amp;O)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="89"/>
        <source>Abort</source>
        <translation>रोकें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="90"/>
        <source>Retry</source>
        <translation>फिर से कोशिश करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="91"/>
        <source>Ignore</source>
        <translation>अनदेखा करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="92"/>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="93"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="94"/>
        <source>Discard</source>
        <translation>छोड़ दें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="95"/>
        <source>Help</source>
        <translation>सहायता</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="96"/>
        <source>Apply</source>
        <translation>लागू करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="97"/>
        <source>Reset</source>
        <translation>रीसेट करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/i18n.py" line="98"/>
        <source>Restore Defaults</source>
        <translation>डिफ़ॉल्ट बहाल करें</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="66"/>
        <source>Start a new game?</source>
        <translation>नया खेल शुरू करें?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="70"/>
        <source>Start a new game and resign this one?</source>
        <translation>नया खेल शुरू करें और इस खेल में हार मान लें?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="71"/>
        <source>You have drawn a line in this game, so leaving it is a resignation: it counts as a loss in your statistics.</source>
        <translation>आप इस खेल में रेखा खींच चुके हैं, इसलिए इसे छोड़ना हार मानना है: आपके आँकड़ों में इसे हार गिना जाएगा।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="76"/>
        <source>Resign and start</source>
        <translation>हार मानकर शुरू करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="81"/>
        <source>Start a new game and leave this one?</source>
        <translation>नया खेल शुरू करें और यह खेल छोड़ दें?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="82"/>
        <source>The game in progress will not be recorded.</source>
        <translation>चल रहा खेल दर्ज नहीं किया जाएगा।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="83"/>
        <source>Start a new game</source>
        <translation>नया खेल शुरू करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="184"/>
        <source>Quit Triangles?</source>
        <translation>Triangles बंद करें?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="186"/>
        <source>Free some space on the disk (or make the folder writable) and keep Triangles open: the results are saved as soon as it can.</source>
        <translation>डिस्क पर कुछ जगह खाली करें (या फ़ोल्डर में लिखने की अनुमति दें) और Triangles खुला रखें: नतीजे जैसे ही हो सके सहेज लिए जाएँगे।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="191"/>
        <source>Quit anyway</source>
        <translation>फिर भी बंद करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="193"/>
        <source>Keep Triangles open</source>
        <translation>Triangles खुला रखें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="53"/>
        <source>Keep playing</source>
        <translation>खेलते रहें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="91"/>
        <source>Resign?</source>
        <translation>हार मानें?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="92"/>
        <source>Resign this game?</source>
        <translation>यह खेल हार मान लें?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="93"/>
        <source>It counts as a loss in your statistics.</source>
        <translation>आपके आँकड़ों में इसे हार गिना जाएगा।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/questions.py" line="94"/>
        <source>Resign</source>
        <translation>हार मानें</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="19"/>
        <source>Choose two different stars.</source>
        <translation>दो अलग-अलग तारे चुनें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="20"/>
        <source>That line is already drawn.</source>
        <translation>यह रेखा पहले से मौजूद है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="21"/>
        <source>That line passes over a star.</source>
        <translation>यह रेखा किसी तारे के ऊपर से गुज़रती है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="22"/>
        <source>That line crosses a line already drawn.</source>
        <translation>यह रेखा पहले से खिंची किसी रेखा को काटती है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/board/refusals.py" line="25"/>
        <source>The game is over.</source>
        <translation>खेल खत्म हो चुका है।</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="135"/>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="214"/>
        <source>Pause</source>
        <translation>रोकें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="135"/>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="214"/>
        <source>Play</source>
        <translation>चलाएँ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="168"/>
        <source>Start · {0} {1} – {2} {3}</source>
        <translation>शुरुआत · {0} {1} – {2} {3}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="170"/>
        <source>Line {0} of {1}: {2} · {3} {4} – {5} {6}</source>
        <translation>रेखा {0} / {1}: {2} · {3} {4} – {5} {6}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="209"/>
        <source>Close replay</source>
        <translation>रीप्ले बंद करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="210"/>
        <source>First</source>
        <translation>पहली</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="211"/>
        <source>Previous line</source>
        <translation>पिछली रेखा</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="212"/>
        <source>Next line</source>
        <translation>अगली रेखा</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/replay_bar.py" line="213"/>
        <source>Last</source>
        <translation>आख़िरी</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="147"/>
        <source>Results per opponent</source>
        <translation>विरोधी के अनुसार नतीजे</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="151"/>
        <source>Won</source>
        <translation>जीत</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="152"/>
        <source>Tied</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="153"/>
        <source>Lost</source>
        <translation>हार</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="157"/>
        <source>No games against the computer yet.</source>
        <translation>अभी तक कंप्यूटर के विरुद्ध कोई खेल नहीं हुआ।</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="266"/>
        <source>best</source>
        <extracomment>Room the list&apos;s style sheet and the style take around an item&apos;s text (px, both sides). (lines judged, what the status said) at each step of the run, in order.</extracomment>
        <translation>सबसे अच्छी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="267"/>
        <source>good</source>
        <translation>अच्छी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="268"/>
        <source>inaccuracy</source>
        <translation>चूक</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="269"/>
        <source>mistake</source>
        <translation>गलती</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="270"/>
        <source>blunder</source>
        <translation>बड़ी गलती</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="275"/>
        <source>Gave away a triangle while a safe line was left.</source>
        <translation>सुरक्षित रेखा बची होने पर भी विरोधी को एक त्रिभुज दे दिया।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="277"/>
        <source>Left a triangle that could have been taken.</source>
        <translation>एक त्रिभुज छोड़ दिया जो पूरा किया जा सकता था।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="282"/>
        <source>exact</source>
        <translation>सटीक</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="284"/>
        <source>estimate, ±{0}</source>
        <translation>अनुमान, ±{0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="287"/>
        <source>Move {0}, {1} drew {2} to {3}: {4}, {5} triangles ({6}). Better: {7} to {8}.</source>
        <translation>चाल {0}, {1} ने {2} से {3} खींची: {4}, {5} त्रिभुज ({6})। बेहतर: {7} से {8}।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="306"/>
        <source>Marked lines</source>
        <translation>चिह्नित रेखाएँ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="309"/>
        <source>The lines that gave triangles away, in game order. Enter on a mark shows that moment of the game and the better line.</source>
        <translation>वे रेखाएँ जिनसे त्रिभुज गँवाए गए, खेल के क्रम में। किसी निशान पर Enter दबाने से खेल का वह पल और बेहतर रेखा दिखती है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="314"/>
        <source>The review in short, for each player.</source>
        <translation>संक्षेप में समीक्षा, हर खिलाड़ी के लिए।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="325"/>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="326"/>
        <source>Review</source>
        <translation>खेल की समीक्षा</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="327"/>
        <source>Lines judged</source>
        <translation>जाँची गई रेखाएँ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="330"/>
        <source>Stopping…</source>
        <translation>रोका जा रहा है…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="335"/>
        <source>Judging every line: {0} of {1}.</source>
        <translation>हर रेखा की जाँच हो रही है: {1} में से {0}।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="337"/>
        <source>Judging every line: {0} of {1}, about {2} s left.</source>
        <translation>हर रेखा की जाँच हो रही है: {1} में से {0}, लगभग {2} सेकंड बाकी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="344"/>
        <source>Click a mark, or press Enter on it: the board shows that moment, the line drawn (dotted) and the better line (dashed, with rings), their stars named.</source>
        <translation>किसी निशान पर क्लिक करें, या उस पर Enter दबाएँ: बोर्ड वह पल दिखाता है, खींची गई रेखा (बिंदुदार) और बेहतर रेखा (टूटी, घेरों के साथ), उनके तारों के नाम सहित।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="351"/>
        <source>The review was stopped with {0} of {1} lines judged; they are below. Continue judges only the rest.</source>
        <translation>समीक्षा रोक दी गई; {1} में से {0} रेखाओं की जाँच हो चुकी है, वे नीचे हैं। जारी रखें बाकी रेखाओं की ही जाँच करेगा।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="356"/>
        <source>The review was stopped.</source>
        <translation>समीक्षा रोक दी गई।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="358"/>
        <source>The review could not be made.</source>
        <translation>समीक्षा नहीं की जा सकी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="365"/>
        <source>Judged so far: {0} of {1} lines.</source>
        <translation>अब तक जाँची गईं: {1} में से {0} रेखाएँ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="373"/>
        <source>Stop</source>
        <translation>रोकें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="373"/>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="375"/>
        <source>Stops judging; what is judged so far is kept.</source>
        <translation>जाँच रोकता है; अब तक की जाँच रखी जाती है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="377"/>
        <source>Closes the review; the board takes its room back.</source>
        <translation>समीक्षा बंद करता है; बोर्ड को उसकी जगह वापस मिलती है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="379"/>
        <source>Continue</source>
        <comment>the review</comment>
        <translation>जारी रखें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="381"/>
        <source>Judges the lines the review has not judged yet.</source>
        <translation>उन रेखाओं की जाँच करता है जिनकी समीक्षा अभी नहीं हुई।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="391"/>
        <source>{0}: {1} % of lines best or good; {2} triangles given up on the marked lines below ({3} judged exactly, {4} estimated).</source>
        <translation>{0}: {1} % रेखाएँ सबसे अच्छी या अच्छी थीं; नीचे चिह्नित रेखाओं पर {2} त्रिभुज गँवाए ({3} सटीक जाँच से, {4} अनुमान से)।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="401"/>
        <source>{0}: {1} % of lines best or good; no line marked.</source>
        <translation>{0}: {1} % रेखाएँ सबसे अच्छी या अच्छी थीं; कोई रेखा चिह्नित नहीं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/learn/review_panel.py" line="406"/>
        <source>The costliest: move {0} ({1} triangles).</source>
        <translation>सबसे महँगी: चाल {0} ({1} त्रिभुज)।</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <location filename="../triangles_qt/views/game/score_panel.py" line="205"/>
        <source>thinking</source>
        <extracomment>The widest score a card makes room for from the start (a 180-star game stays in three digits): a score reaching 10 or 100 moves nothing on the card.</extracomment>
        <translation>सोच रहा है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/presenter.py" line="407"/>
        <location filename="../triangles_qt/views/game/score_panel.py" line="207"/>
        <source>to play</source>
        <translation>अब बारी है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/score_panel.py" line="211"/>
        <source>Game over</source>
        <translation>खेल खत्म</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/score_panel.py" line="213"/>
        <source>Line {0}</source>
        <translation>रेखा {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/score_panel.py" line="221"/>
        <source>At most %n more triangle(s) to win</source>
        <translation>
            <numerusform>अधिकतम एक और त्रिभुज जीता जा सकता है</numerusform>
            <numerusform>अधिकतम %n और त्रिभुज जीते जा सकते हैं</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/score_panel.py" line="225"/>
        <source>Both players together can win no more triangles than this in the rest of the game: the board has no room for more.</source>
        <translation>बाकी खेल में दोनों खिलाड़ी मिलकर इससे ज़्यादा त्रिभुज नहीं जीत सकते: बोर्ड पर इससे ज़्यादा की जगह नहीं है।</translation>
    </message>
</context>
<context>
    <name>ServersDialog</name>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="135"/>
        <source>A rendezvous server&apos;s address looks like ws://example.org:4000/v1 (or wss://…).</source>
        <extracomment>The longest address a field takes.</extracomment>
        <translation>मिलन सर्वर का पता ws://example.org:4000/v1 (या wss://…) जैसा होता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="141"/>
        <source>A relay&apos;s address looks like tcp:example.org:4001.</source>
        <translation>रिले का पता tcp:example.org:4001 जैसा होता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="147"/>
        <source>The server both players&apos; devices meet through, with the code.</source>
        <translation>वह सर्वर जिस पर दोनों खिलाड़ियों के डिवाइस कोड के ज़रिए मिलते हैं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="158"/>
        <source>Carries the game when the two devices cannot reach each other directly.</source>
        <translation>जब दोनों डिवाइस सीधे एक-दूसरे तक नहीं पहुँच पाते, तब खेल को आगे पहुँचाता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="169"/>
        <source>Internet servers</source>
        <translation>इंटरनेट सर्वर</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="172"/>
        <source>An internet game goes through a rendezvous server, where the two devices meet with the code, and a relay, which carries the game when they cannot reach each other directly. Both players must use the same rendezvous server. The public servers are the Magic Wormhole project&apos;s, free for anyone; a club or a family can run its own (both install with pip: magic-wormhole-mailbox-server and magic-wormhole-transit-relay).</source>
        <translation>इंटरनेट खेल एक मिलन सर्वर से होकर चलता है, जहाँ दोनों डिवाइस कोड के ज़रिए मिलते हैं, और एक रिले से, जो खेल को तब आगे पहुँचाता है जब डिवाइस सीधे एक-दूसरे तक नहीं पहुँच पाते। दोनों खिलाड़ियों को एक ही मिलन सर्वर इस्तेमाल करना होगा। सार्वजनिक सर्वर Magic Wormhole परियोजना के हैं, सबके लिए मुफ़्त; कोई क्लब या परिवार अपने सर्वर भी चला सकता है (दोनों pip से इंस्टॉल होते हैं: magic-wormhole-mailbox-server और magic-wormhole-transit-relay)।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="180"/>
        <source>Rendezvous server</source>
        <translation>मिलन सर्वर</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="182"/>
        <source>Relay</source>
        <translation>रिले</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="184"/>
        <source>Use the public servers</source>
        <translation>सार्वजनिक सर्वर इस्तेमाल करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="186"/>
        <source>Fills in the Magic Wormhole project&apos;s public servers.</source>
        <translation>Magic Wormhole परियोजना के सार्वजनिक सर्वर भर देता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="188"/>
        <source>Save</source>
        <translation>सहेजें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="190"/>
        <source>Keeps these servers for the next internet games.</source>
        <translation>अगले इंटरनेट खेलों के लिए ये सर्वर रख लेता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="192"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="194"/>
        <source>Closes this window; the servers stay as they were.</source>
        <translation>यह विंडो बंद करता है; सर्वर पहले जैसे ही रहते हैं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="207"/>
        <source>Through the Magic Wormhole project&apos;s public servers.</source>
        <translation>Magic Wormhole परियोजना के सार्वजनिक सर्वरों के ज़रिए।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="211"/>
        <source>Through the servers at {0}.</source>
        <translation>{0} पर चल रहे सर्वरों के ज़रिए।</translation>
    </message>
</context>
<context>
    <name>ServersRow</name>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="256"/>
        <source>Internet servers…</source>
        <translation>इंटरनेट सर्वर…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/network/servers.py" line="258"/>
        <source>Shows or changes the servers internet games go through.</source>
        <translation>वे सर्वर दिखाता या बदलता है जिनसे होकर इंटरनेट खेल चलते हैं।</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="182"/>
        <source>The settings file could not be used (it is {0}). It was kept as {1}; the settings start afresh.</source>
        <translation>सेटिंग्स की फ़ाइल इस्तेमाल नहीं की जा सकी (यह {0} है)। उसे {1} के रूप में रख लिया गया है; सेटिंग्स नए सिरे से शुरू होती हैं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="188"/>
        <source>The settings file could not be used (it is {0}) nor moved aside. Settings are kept only while Triangles runs.</source>
        <translation>सेटिंग्स की फ़ाइल न इस्तेमाल की जा सकी (यह {0} है), न अलग हटाई जा सकी। सेटिंग्स केवल तब तक रहेंगी जब तक Triangles चल रहा है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/keeper_news.py" line="193"/>
        <source>The settings cannot be saved ({0}). Changes last only while Triangles runs, and the first game&apos;s tips may come back at the next start.</source>
        <translation>सेटिंग्स सहेजी नहीं जा सकतीं ({0})। बदलाव केवल तब तक रहेंगे जब तक Triangles चल रहा है, और अगली बार शुरू करने पर पहले खेल के सुझाव फिर दिख सकते हैं।</translation>
    </message>
</context>
<context>
    <name>Sizes</name>
    <message>
        <location filename="../triangles_qt/views/look/sizes.py" line="26"/>
        <source>Normal</source>
        <translation>सामान्य</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/look/sizes.py" line="27"/>
        <source>Large</source>
        <translation>बड़ा</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/look/sizes.py" line="28"/>
        <source>Larger</source>
        <translation>और बड़ा</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="39"/>
        <source>{0} to {1}</source>
        <extracomment>The command line lists this many lines that score now, then says how many more.</extracomment>
        <translation>{0} से {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="43"/>
        <source>{0} {1}, {2} {3}.</source>
        <translation>{0} {1}, {2} {3}।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="50"/>
        <source>You play again.</source>
        <translation>आप फिर से खेलेंगे।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="50"/>
        <source>Your turn.</source>
        <translation>आपकी बारी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="53"/>
        <source>{0} plays again.</source>
        <translation>{0} फिर से खेलेगा।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="55"/>
        <source>{0}&apos;s turn.</source>
        <translation>{0} की बारी।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="64"/>
        <source>You drew {0}.</source>
        <translation>आपने {0} खींची।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="66"/>
        <source>You drew {0} and closed a triangle.</source>
        <translation>आपने {0} खींची और एक त्रिभुज बंद किया।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="67"/>
        <source>You drew {0} and closed %n triangles.</source>
        <translation>
            <numerusform>आपने {0} खींची और %n त्रिभुज बंद किया।</numerusform>
            <numerusform>आपने {0} खींची और %n त्रिभुज बंद किए।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="70"/>
        <source>{0} drew {1}.</source>
        <translation>{0} ने {1} खींची।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="72"/>
        <source>{0} drew {1} and closed a triangle.</source>
        <translation>{0} ने {1} खींची और एक त्रिभुज बंद किया।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="73"/>
        <source>{0} drew {1} and closed %n triangles.</source>
        <translation>
            <numerusform>{0} ने {1} खींची और %n त्रिभुज बंद किया।</numerusform>
            <numerusform>{0} ने {1} खींची और %n त्रिभुज बंद किए।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="77"/>
        <source>New game: %n stars.</source>
        <translation>
            <numerusform>नया खेल: %n तारा।</numerusform>
            <numerusform>नया खेल: %n तारे।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="84"/>
        <source>No triangle can be closed any more: the game is over.</source>
        <translation>अब कोई त्रिभुज बंद नहीं हो सकता: खेल समाप्त।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="97"/>
        <source>Taken back: %n line(s), {0}.</source>
        <translation>
            <numerusform>वापस ली गई: %n रेखा, {0}।</numerusform>
            <numerusform>वापस ली गईं: %n रेखाएँ, {0}।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="110"/>
        <source>Put back: %n line(s), {0}.</source>
        <translation>
            <numerusform>फिर से खींची गई: %n रेखा, {0}।</numerusform>
            <numerusform>फिर से खींची गईं: %n रेखाएँ, {0}।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="119"/>
        <source>Band {0}, star {1} from the top.</source>
        <translation>पट्टी {0}, ऊपर से तारा {1}।</translation>
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
            <numerusform>%n रेखा: {0}।</numerusform>
            <numerusform>%n रेखाएँ: {0}।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="128"/>
        <source>No lines yet.</source>
        <translation>अभी कोई रेखा नहीं।</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="131"/>
        <source>Corner of %n triangle(s): {0}.</source>
        <translation>
            <numerusform>%n त्रिभुज का कोना: {0}।</numerusform>
            <numerusform>%n त्रिभुजों का कोना: {0}।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="132"/>
        <source>%n more line(s) can be drawn from it.</source>
        <translation>
            <numerusform>इससे %n और रेखा खींची जा सकती है।</numerusform>
            <numerusform>इससे %n और रेखाएँ खींची जा सकती हैं।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="138"/>
        <source>No line closes a triangle now.</source>
        <translation>अभी कोई रेखा त्रिभुज बंद नहीं करती।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="143"/>
        <source>{0} (closes two)</source>
        <translation>{0} (दो बंद करती है)</translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="144"/>
        <source>%n line(s) close a triangle now: {0}.</source>
        <translation>
            <numerusform>अभी %n रेखा त्रिभुज बंद करती है: {0}।</numerusform>
            <numerusform>अभी %n रेखाएँ त्रिभुज बंद करती हैं: {0}।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="147"/>
        <source>And %n more.</source>
        <translation>
            <numerusform>और %n।</numerusform>
            <numerusform>और %n।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="158"/>
        <source>%n star(s), named by band from the left and number from the top.</source>
        <translation>
            <numerusform>%n तारा, बाईं ओर से पट्टी और ऊपर से संख्या के नाम से।</numerusform>
            <numerusform>%n तारे, बाईं ओर से पट्टी और ऊपर से संख्या के नाम से।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../triangles_qt/views/game/spoken.py" line="162"/>
        <source>%n line(s) drawn.</source>
        <translation>
            <numerusform>%n रेखा खींची गई।</numerusform>
            <numerusform>%n रेखाएँ खींची गईं।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="168"/>
        <source>Hint: {0}.</source>
        <translation>संकेत: {0}।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="173"/>
        <source>The game is over.</source>
        <translation>खेल समाप्त हो गया है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/game/spoken.py" line="179"/>
        <source>Type two stars to draw a line, like c4 e2. Commands: last, score, turn, lines and a star, takes, hint, undo, redo, resign, help.</source>
        <translation>रेखा खींचने के लिए दो तारे लिखें, जैसे c4 e2। आदेश: पिछली, स्कोर, बारी, रेखाएँ और एक तारा, मौके, संकेत, वापस, फिर, हार, मदद।</translation>
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
        <translation>आँकड़ों के फ़ोल्डर में लिखा नहीं जा सकता</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="55"/>
        <source>the statistics file is read-only</source>
        <translation>आँकड़ों की फ़ाइल केवल पढ़ी जा सकती है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="58"/>
        <source>a file stands where the statistics folder should be</source>
        <translation>आँकड़ों के फ़ोल्डर की जगह एक फ़ाइल है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="61"/>
        <source>the disk is full</source>
        <translation>डिस्क भर गई है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="62"/>
        <source>the statistics file cannot be opened</source>
        <translation>आँकड़ों की फ़ाइल खोली नहीं जा सकती</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="65"/>
        <source>another copy of Triangles is using the statistics</source>
        <translation>Triangles की एक और कॉपी आँकड़ों का इस्तेमाल कर रही है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="68"/>
        <source>the statistics file is damaged and could not be moved aside</source>
        <translation>आँकड़ों की फ़ाइल खराब है और उसे अलग नहीं हटाया जा सका</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="71"/>
        <source>the statistics file is damaged</source>
        <translation>आँकड़ों की फ़ाइल खराब है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="72"/>
        <source>the statistics file could not be updated to this version</source>
        <translation>आँकड़ों की फ़ाइल को इस संस्करण के लिए अपडेट नहीं किया जा सका</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="75"/>
        <source>the statistics file is from a newer version of Triangles</source>
        <translation>आँकड़ों की फ़ाइल Triangles के किसी नए संस्करण की है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="81"/>
        <source>the statistics file is unavailable</source>
        <translation>आँकड़ों की फ़ाइल उपलब्ध नहीं है</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="90"/>
        <source>A damaged file beside the statistics was kept as {0}. The statistics file itself was fine: every recorded game is still there.</source>
        <translation>आँकड़ों के पास की एक खराब फ़ाइल {0} के रूप में रख ली गई। आँकड़ों की फ़ाइल ठीक थी: दर्ज किया गया हर खेल अब भी मौजूद है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="95"/>
        <source>The statistics file was damaged. It was kept as {0} and new statistics were started.</source>
        <translation>आँकड़ों की फ़ाइल खराब थी। उसे {0} के रूप में रख लिया गया है और नए आँकड़े शुरू किए गए हैं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/texts.py" line="99"/>
        <source>Statistics are not being recorded: {0}. You can still play.</source>
        <translation>आँकड़े दर्ज नहीं हो रहे हैं: {0}। आप फिर भी खेल सकते हैं।</translation>
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
        <translation>आँकड़े</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="318"/>
        <source>Games played</source>
        <translation>खेले गए खेल</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="319"/>
        <location filename="../triangles_qt/views/stats/window.py" line="353"/>
        <source>Won</source>
        <translation>जीत</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="320"/>
        <location filename="../triangles_qt/views/stats/window.py" line="354"/>
        <source>Lost</source>
        <translation>हार</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="321"/>
        <location filename="../triangles_qt/views/stats/window.py" line="355"/>
        <source>Ties</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="322"/>
        <location filename="../triangles_qt/views/stats/window.py" line="356"/>
        <source>Win rate</source>
        <translation>जीत दर</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="323"/>
        <source>Win streak</source>
        <translation>जीत का सिलसिला</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="324"/>
        <source>Average margin</source>
        <translation>औसत अंतर</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="328"/>
        <source>Wins out of games won or lost; ties are left out.</source>
        <translation>जीते या हारे गए खेलों में जीत का हिस्सा; बराबरी वाले खेल नहीं गिने जाते।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="330"/>
        <source>A loss ends a streak; a tie neither ends nor extends it.</source>
        <translation>हार से जीत का सिलसिला टूट जाता है; बराबरी से वह न टूटता है, न बढ़ता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="332"/>
        <source>Your triangles minus the computer&apos;s, per game.</source>
        <translation>हर खेल में आपके त्रिभुज, कंप्यूटर के त्रिभुजों को घटाकर।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="333"/>
        <source>By opponent</source>
        <translation>विरोधी के अनुसार</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="334"/>
        <source>By board size</source>
        <translation>बोर्ड के आकार के अनुसार</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="335"/>
        <source>Recent games</source>
        <translation>हाल के खेल</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="336"/>
        <source>Your results against each opponent.</source>
        <translation>हर विरोधी के विरुद्ध आपके नतीजे।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="337"/>
        <source>Your results on each size of board.</source>
        <translation>बोर्ड के हर आकार पर आपके नतीजे।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="338"/>
        <source>The last games, newest first.</source>
        <translation>पिछले खेल, सबसे नया पहले।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="343"/>
        <source>{0} The arrow keys go from row to row.</source>
        <translation>{0} तीर कुंजियाँ एक पंक्ति से दूसरी पर ले जाती हैं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="347"/>
        <source>Your figures</source>
        <translation>आपके आँकड़े</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="349"/>
        <source>The counts, the charts and the tables; the arrow keys scroll.</source>
        <translation>गिनतियाँ, चार्ट और तालिकाएँ; तीर कुंजियाँ स्क्रॉल करती हैं।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="352"/>
        <source>Played</source>
        <translation>खेले</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="357"/>
        <source>Streak</source>
        <translation>सिलसिला</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="358"/>
        <source>Best streak</source>
        <translation>सबसे लंबा सिलसिला</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="359"/>
        <source>Avg. margin</source>
        <translation>औसत अंतर</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="362"/>
        <location filename="../triangles_qt/views/stats/window.py" line="367"/>
        <source>Opponent</source>
        <translation>विरोधी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="363"/>
        <location filename="../triangles_qt/views/stats/window.py" line="368"/>
        <source>Board</source>
        <translation>बोर्ड</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="366"/>
        <source>Finished</source>
        <translation>कब खत्म हुआ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="369"/>
        <source>Score</source>
        <translation>स्कोर</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="370"/>
        <source>Result</source>
        <translation>नतीजा</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="371"/>
        <source>Moves</source>
        <translation>चालें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="372"/>
        <source>Time</source>
        <translation>समय</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="373"/>
        <source>Help</source>
        <translation>मदद</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="378"/>
        <source>Export CSV…</source>
        <translation>CSV निर्यात करें…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="379"/>
        <source>Save every recorded game as a spreadsheet file.</source>
        <translation>दर्ज हर खेल को स्प्रेडशीट फ़ाइल के रूप में सहेजें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="380"/>
        <source>Reset…</source>
        <translation>रीसेट करें…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="381"/>
        <source>Delete all recorded games.</source>
        <translation>दर्ज सभी खेल मिटाएँ।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="382"/>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="472"/>
        <source>Win streak (best {0})</source>
        <translation>जीत का सिलसिला (रिकॉर्ड {0})</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="486"/>
        <source>Games against the computer: {0}</source>
        <translation>कंप्यूटर के विरुद्ध खेल: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="489"/>
        <source>two-player games (not counted): {0}</source>
        <translation>दो खिलाड़ियों वाले खेल (गिने नहीं गए): {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="492"/>
        <source>since {0}</source>
        <translation>{0} से</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="32"/>
        <source>{0} stars</source>
        <translation>{0} तारे</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="65"/>
        <source>{0} vs {1}</source>
        <translation>{0} बनाम {1}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="68"/>
        <source>Tie</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="71"/>
        <source>{0} won</source>
        <translation>{0} की जीत</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="114"/>
        <source>Lost (resigned)</source>
        <comment>the result of one game</comment>
        <translation>हारे (हार मानी)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="118"/>
        <source>Won</source>
        <comment>the result of one game</comment>
        <translation>जीते</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="120"/>
        <source>Lost</source>
        <comment>the result of one game</comment>
        <translation>हारे</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/rows.py" line="121"/>
        <source>Tie</source>
        <comment>the result of one game</comment>
        <translation>बराबरी</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="500"/>
        <source>Opening the statistics…</source>
        <translation>आँकड़े खोले जा रहे हैं…</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="502"/>
        <source>Statistics are not being recorded: {0}.</source>
        <translation>आँकड़े दर्ज नहीं हो रहे हैं: {0}।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="505"/>
        <source>The statistics could not be read.</source>
        <translation>आँकड़े पढ़े नहीं जा सके।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="507"/>
        <source>A tie counts neither as a win nor as a loss.</source>
        <translation>बराबरी न जीत गिनी जाती है और न हार।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="526"/>
        <source>Export statistics</source>
        <translation>आँकड़े निर्यात करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="526"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV फ़ाइलें (*.csv)</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="533"/>
        <source>Could not export: {0}</source>
        <translation>निर्यात नहीं हो सका: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="535"/>
        <source>Games exported: {0}, to {1}</source>
        <translation>निर्यात किए गए खेल: {0}, {1} में</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="25"/>
        <source>Reset statistics</source>
        <translation>आँकड़े रीसेट करें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="27"/>
        <source>Delete all recorded games ({0})?</source>
        <translation>दर्ज सभी खेल ({0}) मिटाएँ?</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="32"/>
        <source>This cannot be undone. You may export them first.</source>
        <translation>यह वापस नहीं किया जा सकता। चाहें तो पहले उन्हें निर्यात कर लें।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="37"/>
        <source>Delete all</source>
        <translation>सब मिटाएँ</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/reset.py" line="41"/>
        <source>Keep them</source>
        <translation>रहने दें</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="553"/>
        <source>Games deleted: {0}</source>
        <translation>मिटाए गए खेल: {0}</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/window.py" line="556"/>
        <source>Could not reset: {0}</source>
        <translation>रीसेट नहीं हो सका: {0}</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../triangles_qt/views/look/theme.py" line="72"/>
        <source>Nebula</source>
        <translation>नेबुला</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/look/theme.py" line="73"/>
        <source>Daylight</source>
        <translation>दिन का उजाला</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/look/theme.py" line="74"/>
        <source>High contrast (colour-blind safe)</source>
        <translation>हाई कंट्रास्ट (रंग-दृष्टि दोष में भी सुविधाजनक)</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="216"/>
        <source>Win rate over time</source>
        <translation>समय के साथ जीत दर</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="220"/>
        <source>All games</source>
        <translation>सभी खेल</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="221"/>
        <source>Last {0} decisive games</source>
        <translation>पिछले {0} निर्णायक खेल</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="227"/>
        <source>The line starts with the first game won or lost.</source>
        <translation>ग्राफ़ पहले जीते या हारे गए खेल से शुरू होता है।</translation>
    </message>
    <message>
        <location filename="../triangles_qt/views/stats/charts.py" line="261"/>
        <location filename="../triangles_qt/views/stats/charts.py" line="267"/>
        <source>Game {0}</source>
        <translation>खेल {0}</translation>
    </message>
</context>
<context>
    <name>Windows</name>
    <message>
        <location filename="../triangles_qt/views/screen_reader.py" line="16"/>
        <source>Closes this window.</source>
        <translation>यह विंडो बंद करता है।</translation>
    </message>
</context>
</TS>
