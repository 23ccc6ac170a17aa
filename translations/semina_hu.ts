<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>AppOptions</name>
    <message>
        <location filename="../app/options.cpp" line="+13"/>
        <source>Language of the app: en, it or hu.</source>
        <translation>Az alkalmazás nyelve: en, it vagy hu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save a PNG of the window after its first frame, then quit.</source>
        <translation>Az első képkocka után PNG-képet ment az ablakról, majd kilép.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unexpected argument: %1</source>
        <translation>Váratlan argumentum: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown language &quot;%1&quot;; use one of: %2.</source>
        <translation>Ismeretlen nyelv: „%1”; választható: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--screenshot needs a file name.</source>
        <translation>A --screenshot kapcsolóhoz fájlnév kell.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../qml/GameCard.qml" line="+61"/>
        <source>Play</source>
        <extracomment>Start a game; the game screens come with a later version</extracomment>
        <translation>Játék</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Learn</source>
        <translation>Tanulás</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <location filename="../app/gamelistmodel.cpp" line="+16"/>
        <source>Omweso</source>
        <translation>Omweso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mankala</source>
        <translation>Mankala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kalah</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ali Guli Mane</source>
        <translation>Ali Guli Mane</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Four rows, free set-up, relay sowing and clockwise captures from the aloka holes.</source>
        <extracomment>Home screen, one line on what makes Omweso special</extracomment>
        <translation>Négy sor, szabad kezdőállás, láncolt elhelyezés és az óramutató járásával megegyező zsákmányolás az aloka lyukakból.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capture when your last seed makes two or six.</source>
        <extracomment>Home screen, one line on what makes Mankala special</extracomment>
        <translation>Zsákmány, ha az utolsónak letett golyóval a lyukban 2 vagy 6 golyó lesz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sow into your store for another move, capture across the board.</source>
        <extracomment>Home screen, one line on what makes Kalah special</extracomment>
        <translation>Aki az utolsó kővel a saját gyűjtőrekeszébe jut, még egyszer léphet; zsákmány a szemközti lyukból.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two relay sowings a turn in either direction, and handicap rematches.</source>
        <extracomment>Home screen, one line on what makes Ali Guli Mane special</extracomment>
        <translation>Körönként két láncolt elhelyezés bármelyik irányba, és visszavágók előnyadással.</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../qml/HomeScreen.qml" line="+31"/>
        <source>Semina</source>
        <translation>Semina</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Traditional mancala games, played by their own rules</source>
        <extracomment>Home screen subtitle</extracomment>
        <translation>Hagyományos mankalajátékok, a saját szabályaik szerint</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="+13"/>
        <source>Semina</source>
        <extracomment>Window title, the app&apos;s name</extracomment>
        <translation>Semina</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <location filename="../app/screenshot.cpp" line="+23"/>
        <source>Could not write the screenshot %1.</source>
        <translation>Nem sikerült menteni a képernyőképet: %1.</translation>
    </message>
</context>
</TS>
