<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AppOptions</name>
    <message>
        <location filename="../app/options.cpp" line="+13"/>
        <source>Language of the app: en, it or hu.</source>
        <translation>Lingua dell'applicazione: en, it o hu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save a PNG of the window after its first frame, then quit.</source>
        <translation>Salva un'immagine PNG della finestra dopo il primo fotogramma, poi esce.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unexpected argument: %1</source>
        <translation>Argomento inatteso: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown language &quot;%1&quot;; use one of: %2.</source>
        <translation>Lingua sconosciuta "%1"; usare una di: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot richiede un nome di file.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../qml/GameCard.qml" line="+61"/>
        <source>Play</source>
        <extracomment>Start a game; the game screens come with a later version</extracomment>
        <translation>Gioca</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Learn</source>
        <translation>Impara</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules</source>
        <translation>Regole</translation>
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
        <translation>Quattro file, biglie disposte a piacere, semina a staffetta e prese in senso orario dalle aloka.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capture when your last seed makes two or six.</source>
        <extracomment>Home screen, one line on what makes Mankala special</extracomment>
        <translation>Si cattura quando l'ultimo seme porta una buca a due o a sei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sow into your store for another move, capture across the board.</source>
        <extracomment>Home screen, one line on what makes Kalah special</extracomment>
        <translation>Chi semina l'ultimo seme nel proprio deposito muove ancora; si cattura dalla buca antistante.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two relay sowings a turn in either direction, and handicap rematches.</source>
        <extracomment>Home screen, one line on what makes Ali Guli Mane special</extracomment>
        <translation>Due semine a staffetta per turno, in senso orario o antiorario, e nuove partite con handicap.</translation>
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
        <translation>Giochi tradizionali della famiglia dei mancala, con le loro vere regole</translation>
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
        <translation>Impossibile scrivere lo screenshot %1.</translation>
    </message>
</context>
</TS>
