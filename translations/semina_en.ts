<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>BoardView</name>
    <message numerus="yes">
        <location filename="../qml/BoardView.qml" line="+121"/>
        <source>%n seed(s) in hand</source>
        <extracomment>The seeds being sown, held in the hand</extracomment>
        <translation>
            <numerusform>%n seed in hand</numerusform>
            <numerusform>%n seeds in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message numerus="yes">
        <location filename="../app/gametexts.cpp" line="+45"/>
        <source>%1: place your %n seeds in your holes.</source>
        <translation>
            <numerusform>%1: place your %n seed in your holes.</numerusform>
            <numerusform>%1: place your %n seeds in your holes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <location filename="../qml/PlayerCard.qml" line="+79"/>
        <source>seeds</source>
        <comment>score</comment>
        <extracomment>Under a player&apos;s score: the seeds on their own side (Omweso)</extracomment>
        <translation>
            <numerusform>seed</numerusform>
            <numerusform>seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>captured</source>
        <comment>score</comment>
        <extracomment>Under a player&apos;s score: the seeds they captured</extracomment>
        <translation>
            <numerusform>captured</numerusform>
            <numerusform>captured</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message numerus="yes">
        <location filename="../qml/SetupPanel.qml" line="+118"/>
        <source>%n seeds left to place. Left click or Enter adds a seed, right click or Backspace takes one back.</source>
        <translation>
            <numerusform>%n seed left to place. Left click or Enter adds a seed, right click or Backspace takes one back.</numerusform>
            <numerusform>%n seeds left to place. Left click or Enter adds a seed, right click or Backspace takes one back.</numerusform>
        </translation>
    </message>
</context>
</TS>
