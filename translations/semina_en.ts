<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AliGuliLessons</name>
    <message numerus="yes">
        <location filename="../resources/games/aliguli/AliGuliLessons.qml" line="+19"/>
        <source>You captured %n seed(s); the task asks for at least %1.</source>
        <extracomment>%n: the seeds captured; %1: the seeds the task asks for</extracomment>
        <translation>
            <numerusform>You captured %n seed; the task asks for at least %1.</numerusform>
            <numerusform>You captured %n seeds; the task asks for at least %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>That move is worth %n seed(s) less than the best one here. Look for the better move.</source>
        <extracomment>A lesson&apos;s miss: %n the seeds the move is worth less than the best one, as the engine sees it</extracomment>
        <translation>
            <numerusform>That move is worth %n seed less than the best one here. Look for the better move.</numerusform>
            <numerusform>That move is worth %n seeds less than the best one here. Look for the better move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn</extracomment>
        <translation>
            <numerusform>Now your opponent can capture %n of your seeds.</numerusform>
            <numerusform>Now your opponent can capture %n of your seeds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds by sowing their hole %1.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn; %1 the opponent&apos;s hole that does it, as the board labels it</extracomment>
        <translation>
            <numerusform>Now your opponent can capture %n of your seeds by sowing their hole %1.</numerusform>
            <numerusform>Now your opponent can capture %n of your seeds by sowing their hole %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <location filename="../app/analysis/analysis.cpp" line="+259"/>
        <source>wins by %n seed(s)</source>
        <extracomment>Analysis: the exact value of a decision for its player</extracomment>
        <translation>
            <numerusform>wins by %n seed</numerusform>
            <numerusform>wins by %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>loses by %n seed(s)</source>
        <translation>
            <numerusform>loses by %n seed</numerusform>
            <numerusform>loses by %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/analysis/analysisreview.cpp" line="+162"/>
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>%n inaccuracy</numerusform>
            <numerusform>%n inaccuracies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+72"/>
        <source>%1 loses %n seed(s) against the best. Try another decision.</source>
        <extracomment>Try again: the decision tried is still far from the best</extracomment>
        <translation>
            <numerusform>%1 loses %n seed against the best. Try another decision.</numerusform>
            <numerusform>%1 loses %n seeds against the best. Try another decision.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message numerus="yes">
        <location filename="../qml/analysis/AnalysisPanel.qml" line="+195"/>
        <source>Reviewing: %1 of %n decision(s)</source>
        <extracomment>Game review under way</extracomment>
        <translation>
            <numerusform>Reviewing: %1 of %n decision</numerusform>
            <numerusform>Reviewing: %1 of %n decisions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardSpeech</name>
    <message numerus="yes">
        <location filename="../app/board/boardspeech.cpp" line="+20"/>
        <source>Your stock, %n seed(s)</source>
        <extracomment>Screen reader: the stock of captured seeds of the person playing</extracomment>
        <translation>
            <numerusform>Your stock, %n seed</numerusform>
            <numerusform>Your stock, %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1&apos;s stock, %n seed(s)</source>
        <extracomment>Screen reader: %1 South or North</extracomment>
        <translation>
            <numerusform>%1&apos;s stock, %n seed</numerusform>
            <numerusform>%1&apos;s stock, %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your store, %n seed(s)</source>
        <extracomment>Screen reader: the store of the person playing</extracomment>
        <translation>
            <numerusform>Your store, %n seed</numerusform>
            <numerusform>Your store, %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1&apos;s store, %n seed(s)</source>
        <extracomment>Screen reader: %1 South or North</extracomment>
        <translation>
            <numerusform>%1&apos;s store, %n seed</numerusform>
            <numerusform>%1&apos;s store, %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Your hole %1, %n seed(s)</source>
        <extracomment>Screen reader: a hole of the person playing; %1 its number</extracomment>
        <translation>
            <numerusform>Your hole %1, %n seed</numerusform>
            <numerusform>Your hole %1, %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1&apos;s hole %2, %n seed(s)</source>
        <extracomment>Screen reader: a hole; %1 South or North, %2 its number</extracomment>
        <translation>
            <numerusform>%1&apos;s hole %2, %n seed</numerusform>
            <numerusform>%1&apos;s hole %2, %n seeds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message numerus="yes">
        <location filename="../qml/board/BoardView.qml" line="+215"/>
        <source>%n seed(s) in hand</source>
        <extracomment>The seeds being sown, held in the hand</extracomment>
        <translation>
            <numerusform>%n seed in hand</numerusform>
            <numerusform>%n seeds in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorScreen</name>
    <message numerus="yes">
        <location filename="../qml/editor/EditorScreen.qml" line="+243"/>
        <source>Ready to play: %n seed(s).</source>
        <extracomment>Position editor: the position can be played; %n how many seeds it has</extracomment>
        <translation>
            <numerusform>Ready to play: %n seed.</numerusform>
            <numerusform>Ready to play: %n seeds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <location filename="../qml/home/GameCard.qml" line="+40"/>
        <source>Lessons: all %n step(s) done</source>
        <extracomment>Home screen, a game&apos;s box: every step of its lessons done</extracomment>
        <translation>
            <numerusform>Lessons: all %n step done</numerusform>
            <numerusform>Lessons: all %n steps done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Lessons: %1 of %n step(s)</source>
        <extracomment>Home screen, a game&apos;s box: %1 the steps of its lessons done, %n all its steps</extracomment>
        <translation>
            <numerusform>Lessons: %1 of %n step</numerusform>
            <numerusform>Lessons: %1 of %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n star(s)</source>
        <extracomment>Home screen, a game&apos;s box: the stars earned in its lessons</extracomment>
        <translation>
            <numerusform>%n star</numerusform>
            <numerusform>%n stars</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message numerus="yes">
        <location filename="../app/catalog/gamelistmodel.cpp" line="+209"/>
        <source>%1 plays with %n protected hole(s).</source>
        <extracomment>A handicap: %1 the player, %n the holes out of play for them</extracomment>
        <translation>
            <numerusform>%1 plays with %n protected hole.</numerusform>
            <numerusform>%1 plays with %n protected holes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 sets up with %n seed(s).</source>
        <extracomment>A handicap (Omweso): %1 the player, %n the seeds they place at the set-up</extracomment>
        <translation>
            <numerusform>%1 sets up with %n seed.</numerusform>
            <numerusform>%1 sets up with %n seeds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStore</name>
    <message numerus="yes">
        <location filename="../app/store/gamestoretext.cpp" line="+49"/>
        <source>%1 match, round %n</source>
        <extracomment>A saved match on the home screen: %1 the game, %n the round played last</extracomment>
        <translation>
            <numerusform>%1 match, round %n</numerusform>
            <numerusform>%1 match, round %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n decision(s)</source>
        <extracomment>A saved game: how many decisions its round in play has</extracomment>
        <translation>
            <numerusform>%n decision</numerusform>
            <numerusform>%n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>from the game of %1, after %n decision(s)</source>
        <extracomment>A game branched from a kept one (Play from here): %1 when that game began, %n the decisions it kept</extracomment>
        <translation>
            <numerusform>from the game of %1, after %n decision</numerusform>
            <numerusform>from the game of %1, after %n decisions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message numerus="yes">
        <location filename="../app/game/gametexts.cpp" line="+56"/>
        <source>%1: place your %n seeds in your holes.</source>
        <translation>
            <numerusform>%1: place your %n seed in your holes.</numerusform>
            <numerusform>%1: place your %n seeds in your holes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KalahLessons</name>
    <message numerus="yes">
        <location filename="../resources/games/kalah/KalahLessons.qml" line="+17"/>
        <source>You captured %n seed(s); the task asks for at least %1.</source>
        <extracomment>%n: the seeds captured; %1: the seeds the task asks for</extracomment>
        <translation>
            <numerusform>You captured %n seed; the task asks for at least %1.</numerusform>
            <numerusform>You captured %n seeds; the task asks for at least %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>That move is worth %n seed(s) less than the best one here. Look for the better move.</source>
        <extracomment>A lesson&apos;s miss: %n the seeds the move is worth less than the best one, as the engine sees it</extracomment>
        <translation>
            <numerusform>That move is worth %n seed less than the best one here. Look for the better move.</numerusform>
            <numerusform>That move is worth %n seeds less than the best one here. Look for the better move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn</extracomment>
        <translation>
            <numerusform>Now your opponent can capture %n of your seeds.</numerusform>
            <numerusform>Now your opponent can capture %n of your seeds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds by sowing their hole %1.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn; %1 the opponent&apos;s hole that does it, as the board labels it</extracomment>
        <translation>
            <numerusform>Now your opponent can capture %n of your seeds by sowing their hole %1.</numerusform>
            <numerusform>Now your opponent can capture %n of your seeds by sowing their hole %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonScreen</name>
    <message numerus="yes">
        <location filename="../qml/lesson/LessonScreen.qml" line="+40"/>
        <source>Your %n star(s) and the steps you have done in these lessons will be forgotten.</source>
        <extracomment>Asked before Reset progress in the lessons; %n the stars earned in this game&apos;s lessons</extracomment>
        <translation>
            <numerusform>Your %n star and the steps you have done in these lessons will be forgotten.</numerusform>
            <numerusform>Your %n stars and the steps you have done in these lessons will be forgotten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonTexts</name>
    <message numerus="yes">
        <location filename="../app/lesson/lessontexts.cpp" line="+54"/>
        <source>Your last seed fell into a hole of yours that already held %n seed(s), so nothing was captured.</source>
        <extracomment>%n: the seeds the hole held before the last seed fell into it</extracomment>
        <translation>
            <numerusform>Your last seed fell into a hole of yours that already held %n seed, so nothing was captured.</numerusform>
            <numerusform>Your last seed fell into a hole of yours that already held %n seeds, so nothing was captured.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>The last hole now holds %n seed(s): only 2 or 6 capture.</source>
        <extracomment>%n: the seeds in the hole where the last seed fell, after it fell (Mankala: name them as its lessons do)</extracomment>
        <translation>
            <numerusform>The last hole now holds %n seed: only 2 or 6 capture.</numerusform>
            <numerusform>The last hole now holds %n seeds: only 2 or 6 capture.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>You made %n capture(s); the task asks for at least %1.</source>
        <extracomment>%n: the captures made; %1: the captures the task asks for</extracomment>
        <translation>
            <numerusform>You made %n capture; the task asks for at least %1.</numerusform>
            <numerusform>You made %n captures; the task asks for at least %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You earned %n extra move(s); the task asks for at least %1.</source>
        <extracomment>%n: the extra moves earned; %1: the extra moves the task asks for</extracomment>
        <translation>
            <numerusform>You earned %n extra move; the task asks for at least %1.</numerusform>
            <numerusform>You earned %n extra moves; the task asks for at least %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Your sowing went on from a new hole only %n time(s).</source>
        <translation>
            <numerusform>Your sowing went on from a new hole only once.</numerusform>
            <numerusform>Your sowing went on from a new hole only %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Find one that goes on at least %n time(s).</source>
        <extracomment>A lesson&apos;s miss, after what the sowing did: %n the relays the task asks for</extracomment>
        <translation>
            <numerusform>Find one that goes on at least once.</numerusform>
            <numerusform>Find one that goes on at least %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>You did not win within %n turn(s).</source>
        <extracomment>%n: the turns the task allows</extracomment>
        <translation>
            <numerusform>You did not win within %n turn.</numerusform>
            <numerusform>You did not win within %n turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MankalaLessons</name>
    <message numerus="yes">
        <location filename="../resources/games/mankala/MankalaLessons.qml" line="+18"/>
        <source>You captured %n seed(s); the task asks for at least %1.</source>
        <extracomment>%n: the seeds captured; %1: the seeds the task asks for</extracomment>
        <translation>
            <numerusform>You captured %n seed; the task asks for at least %1.</numerusform>
            <numerusform>You captured %n seeds; the task asks for at least %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>That move is worth %n seed(s) less than the best one here. Look for the better move.</source>
        <extracomment>A lesson&apos;s miss: %n the seeds the move is worth less than the best one, as the engine sees it</extracomment>
        <translation>
            <numerusform>That move is worth %n seed less than the best one here. Look for the better move.</numerusform>
            <numerusform>That move is worth %n seeds less than the best one here. Look for the better move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn</extracomment>
        <translation>
            <numerusform>Now your opponent can capture %n of your seeds.</numerusform>
            <numerusform>Now your opponent can capture %n of your seeds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds by sowing their hole %1.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn; %1 the opponent&apos;s hole that does it, as the board labels it</extracomment>
        <translation>
            <numerusform>Now your opponent can capture %n of your seeds by sowing their hole %1.</numerusform>
            <numerusform>Now your opponent can capture %n of your seeds by sowing their hole %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchTexts</name>
    <message numerus="yes">
        <location filename="../app/match/matchtexts.cpp" line="+37"/>
        <source>%1 won by %n seed(s)</source>
        <extracomment>The scoreboard: %1 who won the round, %n by how many seeds</extracomment>
        <translation>
            <numerusform>%1 won by %n seed</numerusform>
            <numerusform>%1 won by %n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1 fills %n hole(s): click the holes to fill.</source>
        <extracomment>Refill between rounds. %1 the player (South/North), %n the holes their stock fills</extracomment>
        <translation>
            <numerusform>%1 fills %n hole: click the hole to fill.</numerusform>
            <numerusform>%1 fills %n holes: click the holes to fill.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n chosen.</source>
        <extracomment>Refill between rounds: how many holes are chosen so far</extracomment>
        <translation>
            <numerusform>%n chosen.</numerusform>
            <numerusform>%n chosen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n seed(s) stay in the stock; the other holes are protected.</source>
        <extracomment>Refill between rounds: the seeds too few for a hole stay in the stock</extracomment>
        <translation>
            <numerusform>%n seed stays in the stock; the other holes are protected.</numerusform>
            <numerusform>%n seeds stay in the stock; the other holes are protected.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%1 fills holes %2: the opponent&apos;s first turn can take at most %n seed(s), not %3.</source>
        <extracomment>%n: the most seeds the opponent&apos;s first turn can take after this fill; %3: after filling from the left</extracomment>
        <translation>
            <numerusform>%1 fills holes %2: the opponent&apos;s first turn can take at most %n seed, not %3.</numerusform>
            <numerusform>%1 fills holes %2: the opponent&apos;s first turn can take at most %n seeds, not %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 fills holes %2: the search rates it %n seed(s) better than filling from the left.</source>
        <extracomment>%n: how many seeds better the search rates this fill (rounded)</extracomment>
        <translation>
            <numerusform>%1 fills holes %2: the search rates it %n seed better than filling from the left.</numerusform>
            <numerusform>%1 fills holes %2: the search rates it %n seeds better than filling from the left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>%1 can fill only %n hole(s): take one out first.</source>
        <extracomment>Refill: a hole clicked when as many as the stock fills are chosen</extracomment>
        <translation>
            <numerusform>%1 can fill only %n hole: take one out first.</numerusform>
            <numerusform>%1 can fill only %n holes: take one out first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message numerus="yes">
        <location filename="../app/board/narration.cpp" line="+60"/>
        <source>%1 sows hole %2: %n seed(s).</source>
        <extracomment>Screen reader: %1 South or North, %2 the hole&apos;s number</extracomment>
        <translation>
            <numerusform>%1 sows hole %2: %n seed.</numerusform>
            <numerusform>%1 sows hole %2: %n seeds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 sows %3&apos;s hole %2: %n seed(s).</source>
        <extracomment>Screen reader: %1 the mover, %2 the hole&apos;s number, %3 its owner</extracomment>
        <translation>
            <numerusform>%1 sows %3&apos;s hole %2: %n seed.</numerusform>
            <numerusform>%1 sows %3&apos;s hole %2: %n seeds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 picks up %n seed(s) from hole %2 and sows on.</source>
        <extracomment>Screen reader: a relay sowing goes on from a hole; %1 the mover, %2 the hole&apos;s number</extracomment>
        <translation>
            <numerusform>%1 picks up %n seed from hole %2 and sows on.</numerusform>
            <numerusform>%1 picks up %n seeds from hole %2 and sows on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 picks up %n seed(s) from %3&apos;s hole %2 and sows on.</source>
        <extracomment>Screen reader: a relay sowing; %1 the mover, %2 the hole&apos;s number, %3 its owner</extracomment>
        <translation>
            <numerusform>%1 picks up %n seed from %3&apos;s hole %2 and sows on.</numerusform>
            <numerusform>%1 picks up %n seeds from %3&apos;s hole %2 and sows on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 captures %n seed(s) from hole %2.</source>
        <extracomment>Screen reader: %1 the capturer, %2 the number of the capturer&apos;s own hole</extracomment>
        <translation>
            <numerusform>%1 captures %n seed from hole %2.</numerusform>
            <numerusform>%1 captures %n seeds from hole %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 captures %n seed(s) from %3&apos;s hole %2.</source>
        <extracomment>Screen reader: %1 the capturer, %2 the hole&apos;s number, %3 its owner</extracomment>
        <translation>
            <numerusform>%1 captures %n seed from %3&apos;s hole %2.</numerusform>
            <numerusform>%1 captures %n seeds from %3&apos;s hole %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Choose a direction: %n seed(s) in hand.</source>
        <extracomment>Screen reader: Omweso, the seeds in hand wait for a direction</extracomment>
        <translation>
            <numerusform>Choose a direction: %n seed in hand.</numerusform>
            <numerusform>Choose a direction: %n seeds in hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OmwesoLessons</name>
    <message numerus="yes">
        <location filename="../resources/games/omweso/OmwesoLessons.qml" line="+19"/>
        <source>You captured %n seed(s); the task asks for at least %1.</source>
        <extracomment>%n: the seeds captured; %1: the seeds the task asks for</extracomment>
        <translation>
            <numerusform>You captured %n seed; the task asks for at least %1.</numerusform>
            <numerusform>You captured %n seeds; the task asks for at least %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>That move is worth %n seed(s) less than the best one here. Look for the better move.</source>
        <extracomment>A lesson&apos;s miss: %n the seeds the move is worth less than the best one, as the engine sees it</extracomment>
        <translation>
            <numerusform>That move is worth %n seed less than the best one here. Look for the better move.</numerusform>
            <numerusform>That move is worth %n seeds less than the best one here. Look for the better move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn</extracomment>
        <translation>
            <numerusform>Now your opponent can capture %n of your seeds.</numerusform>
            <numerusform>Now your opponent can capture %n of your seeds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds by sowing their hole %1.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn; %1 the opponent&apos;s hole that does it, as the board labels it</extracomment>
        <translation>
            <numerusform>Now your opponent can capture %n of your seeds by sowing their hole %1.</numerusform>
            <numerusform>Now your opponent can capture %n of your seeds by sowing their hole %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <location filename="../qml/game/PlayerCard.qml" line="+128"/>
        <source>seeds</source>
        <comment>score</comment>
        <extracomment>Under a player&apos;s score: the seeds on their own side (Omweso)</extracomment>
        <translation>
            <numerusform>seed</numerusform>
            <numerusform>seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>in store</source>
        <comment>score</comment>
        <extracomment>Under a player&apos;s score: the seeds in their store, sown there and captured (Kalah)</extracomment>
        <translation>
            <numerusform>in store</numerusform>
            <numerusform>in store</numerusform>
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
    <name>PositionEditor</name>
    <message numerus="yes">
        <location filename="../app/editor/positioneditor.cpp" line="+328"/>
        <source>Hole %1 of %2 holds %n seed(s), but the whole game has only %3.</source>
        <extracomment>Position editor: %1 a hole&apos;s name, %2 South or North, %3 all the seeds of the game</extracomment>
        <translation>
            <numerusform>Hole %1 of %2 holds %n seed, but the whole game has only %3.</numerusform>
            <numerusform>Hole %1 of %2 holds %n seeds, but the whole game has only %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The stock of %1 holds %n seed(s), but the whole game has only %2.</source>
        <translation>
            <numerusform>The stock of %1 holds %n seed, but the whole game has only %2.</numerusform>
            <numerusform>The stock of %1 holds %n seeds, but the whole game has only %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The store of %1 holds %n seed(s), but the whole game has only %2.</source>
        <translation>
            <numerusform>The store of %1 holds %n seed, but the whole game has only %2.</numerusform>
            <numerusform>The store of %1 holds %n seeds, but the whole game has only %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Hole %1 of %2 is protected, so it must be empty, but it holds %n seed(s).</source>
        <extracomment>Position editor: %1 a hole&apos;s name, %2 South or North</extracomment>
        <translation>
            <numerusform>Hole %1 of %2 is protected, so it must be empty, but it holds %n seed.</numerusform>
            <numerusform>Hole %1 of %2 is protected, so it must be empty, but it holds %n seeds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 sets out their seeds next, so their holes must be empty, but they hold %n seed(s).</source>
        <extracomment>Position editor: %1 South or North, who sets out their seeds next</extracomment>
        <translation>
            <numerusform>%1 sets out their seeds next, so their holes must be empty, but they hold %n seed.</numerusform>
            <numerusform>%1 sets out their seeds next, so their holes must be empty, but they hold %n seeds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>There are %n seed(s) with those still to be set out, but the game is played with %1.</source>
        <extracomment>Position editor, Omweso&apos;s set-up: %1 the seeds the game is played with</extracomment>
        <translation>
            <numerusform>There is %n seed with those still to be set out, but the game is played with %1.</numerusform>
            <numerusform>There are %n seeds with those still to be set out, but the game is played with %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>There are %n seed(s), but the game is played with %1, or with a handicap fewer by %2 a hole, down to %3.</source>
        <extracomment>Position editor: %1 the game&apos;s seeds, %2 the seeds of one hole, %3 the fewest with a handicap</extracomment>
        <translation>
            <numerusform>There is %n seed, but the game is played with %1, or with a handicap fewer by %2 a hole, down to %3.</numerusform>
            <numerusform>There are %n seeds, but the game is played with %1, or with a handicap fewer by %2 a hole, down to %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>There are %n seed(s), but the game is played with %1.</source>
        <translation>
            <numerusform>There is %n seed, but the game is played with %1.</numerusform>
            <numerusform>There are %n seeds, but the game is played with %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProgressBook</name>
    <message numerus="yes">
        <location filename="../qml/lesson/ProgressBook.qml" line="+27"/>
        <source>%1 of %n step(s) done · %2 of %3 stars</source>
        <extracomment>The teacher&apos;s view, a book&apos;s totals: %1 steps done of all its steps (%n), %2 stars earned of the most, %3</extracomment>
        <translation>
            <numerusform>%1 of %n step done · %2 of %3 stars</numerusform>
            <numerusform>%1 of %n steps done · %2 of %3 stars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n try(s)</source>
        <extracomment>The teacher&apos;s view, a book&apos;s totals: the tries judged at its tasks</extracomment>
        <translation>
            <numerusform>%n try</numerusform>
            <numerusform>%n tries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1: %2, %n try(s)</source>
        <extracomment>The teacher&apos;s view, a task: %1 its number, %2 its stars (★★☆), %n the tries</extracomment>
        <translation>
            <numerusform>%1: %2, %n try</numerusform>
            <numerusform>%1: %2, %n tries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProgressReport</name>
    <message numerus="yes">
        <location filename="../qml/lesson/ProgressReport.qml" line="+113"/>
        <source>%1: rating %2, %3 of %n tried solved at once, best streak %4</source>
        <extracomment>The teacher&apos;s view, a game&apos;s puzzles: %1 the game, %2 the rating, %3 solved at the first try of %n tried, %4 the best streak</extracomment>
        <translation>
            <numerusform>%1: rating %2, %3 of %n tried solved at once, best streak %4</numerusform>
            <numerusform>%1: rating %2, %3 of %n tried solved at once, best streak %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleScreen</name>
    <message numerus="yes">
        <location filename="../qml/puzzle/PuzzleScreen.qml" line="+109"/>
        <source>Streak: %n</source>
        <extracomment>Puzzles: puzzles solved at the first try in a row</extracomment>
        <translation>
            <numerusform>Streak: %n</numerusform>
            <numerusform>Streak: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Best streak: %n</source>
        <extracomment>Puzzles: the longest streak so far</extracomment>
        <translation>
            <numerusform>Best streak: %n</numerusform>
            <numerusform>Best streak: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 of %n tried solved at once</source>
        <extracomment>Puzzles: %1 solved at the first try, of %n tried</extracomment>
        <translation>
            <numerusform>%1 of %n tried solved at once</numerusform>
            <numerusform>%1 of %n tried solved at once</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleSession</name>
    <message numerus="yes">
        <location filename="../app/puzzle/puzzlesession.cpp" line="+151"/>
        <source>Your turn: find the best way to play the whole turn (%n decision(s) to find).</source>
        <extracomment>A puzzle&apos;s task when the answer is a whole turn of several decisions (%n of them with a choice)</extracomment>
        <translation>
            <numerusform>Your turn: find the best way to play the whole turn (%n decision to find).</numerusform>
            <numerusform>Your turn: find the best way to play the whole turn (%n decisions to find).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+144"/>
        <source>Not the best: that move gives away %n seed(s) against the best one.</source>
        <translation>
            <numerusform>Not the best: that move gives away %n seed against the best one.</numerusform>
            <numerusform>Not the best: that move gives away %n seeds against the best one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not the best: by the engine&apos;s estimate that move gives away about %n seed(s) against the best one.</source>
        <extracomment>A puzzle missed (the search&apos;s estimate): %n the seeds the move gives away against the best</extracomment>
        <translation>
            <numerusform>Not the best: by the engine&apos;s estimate that move gives away about %n seed against the best one.</numerusform>
            <numerusform>Not the best: by the engine&apos;s estimate that move gives away about %n seeds against the best one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message numerus="yes">
        <location filename="../qml/game/ReplayBar.qml" line="+71"/>
        <source>The %n later decision(s) will be dropped.</source>
        <extracomment>%n how many decisions, played after the position shown, go</extracomment>
        <translation>
            <numerusform>The %n later decision will be dropped.</numerusform>
            <numerusform>The %n later decisions will be dropped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message numerus="yes">
        <location filename="../qml/game/SetupPanel.qml" line="+121"/>
        <source>%n seeds left to place. Left click or Enter adds a seed, right click or Backspace takes one back.</source>
        <translation>
            <numerusform>%n seed left to place. Left click or Enter adds a seed, right click or Backspace takes one back.</numerusform>
            <numerusform>%n seeds left to place. Left click or Enter adds a seed, right click or Backspace takes one back.</numerusform>
        </translation>
    </message>
</context>
</TS>
