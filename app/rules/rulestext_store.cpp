// The rules of the two games with stores, Kalah (docs/rules.md §1) and
// Mankala (§2), for the Rules dialog.

#include "app/rules/rulestext_parts.h"

namespace RulesText {

QList<Section> kalah()
{
    Diagram board;
    board.marks = {QStringLiteral("Sstore")};
    //: Caption of a board diagram in the Rules dialog
    board.caption = QCoreApplication::translate("RulesText", "The start: your six holes are the bottom row, your store the one on the right.");

    Diagram sowing;
    sowing.line = {QStringLiteral("1")};
    sowing.marks = {QStringLiteral("S1")};
    //: Caption of a board diagram in the Rules dialog. The arrow shows the sowing.
    sowing.caption = QCoreApplication::translate("RulesText", "Your hole 1: its four seeds go one each into the next four holes.");

    Diagram extra;
    extra.line = {QStringLiteral("3")};
    extra.marks = {QStringLiteral("S3"), QStringLiteral("Sstore")};
    extra.shows = QStringLiteral("extra-move");
    //: Caption of a board diagram in the Rules dialog. The arrow shows the sowing.
    extra.caption = QCoreApplication::translate("RulesText", "Your hole 3: the last of its four seeds falls into your store, and you move again.");

    Diagram capture;
    capture.position = QStringLiteral("1,0,0,3,2,5/4,4,4,4,4,4/7,6/S");
    capture.line = {QStringLiteral("1")};
    capture.shows = QStringLiteral("capture");
    capture.atLeast = 5;
    //: Caption of a board diagram in the Rules dialog. The arrow shows the sowing; the red ring the capture.
    capture.caption = QCoreApplication::translate("RulesText", "Your hole 1: its one seed falls into your empty hole 2, and that seed and the 4 seeds facing it go to your store.");

    return {
        {boardHeading(),
         paragraph(QCoreApplication::translate(
             "RulesText",
             "Kalah is played on 2 rows of 6 holes, 4 seeds in each, with a store at each end: yours is on your "
             "right. The player with more seeds in their store at the end wins."))
             //: Kalah rules. South is the player at the bottom of the board.
             + paragraph(QCoreApplication::translate(
                 "RulesText",
                 "The rules do not say who starts: South, at the bottom, unless you choose otherwise in the new-game "
                 "dialog.")),
         board},
        {sowingHeading(),
         paragraph(QCoreApplication::translate(
             "RulesText",
             "Take all the seeds of one of your holes and sow them counter-clockwise, one per hole, through your "
             "own store but not your opponent's. A big handful goes all the way round, its own hole included.")),
         sowing},
        //: Heading in the Rules dialog: the move a player makes again when the last seed falls into their store
        {QCoreApplication::translate("RulesText", "Another move"),
         paragraph(QCoreApplication::translate("RulesText",
                                               "Last seed in your store: you move again, as often as this happens.")),
         extra},
        {captureHeading(),
         paragraph(QCoreApplication::translate(
             "RulesText",
             "If your last seed lands in an empty hole of yours, that seed and all the seeds of the "
             "facing hole go to your store, even when the facing hole is empty. Then the turn passes, as it does "
             "after any last seed outside your store.")),
         capture},
        {endHeading(),
         paragraph(QCoreApplication::translate(
             "RulesText",
             "After every sowing, if all of either player's holes are empty, the game ends and each player adds "
             "the seeds on their side to their store. More seeds wins; equal is a draw.")),
         std::nullopt},
        {optionsHeading(),
         list({
             //: Kalah, Options list. "Seeds per hole" is named as in the new-game dialog.
             QCoreApplication::translate("RulesText", "Seeds per hole: 1 to 6 (default 4)."),
             //: Kalah, Options list. "Holes per player" is named as in the new-game dialog.
             QCoreApplication::translate("RulesText", "Holes per player: 4 to 6 (default 6)."),
             //: Kalah, Options list. "Capture" and its two values are named as in the new-game dialog.
             QCoreApplication::translate(
                 "RulesText",
                 "Capture: even when the facing hole is empty (default) / only when the facing hole has seeds (as in "
                 "most Kalah sets sold today)."),
             nextRoundOption(),
         }),
         std::nullopt},
        {rematchesHeading(), storeRematch(), std::nullopt},
        {originHeading(),
         //: Rules dialog, Kalah. The source is a Hungarian page on games played on a board of two rows of six holes.
         paragraph(QCoreApplication::translate(
             "RulesText",
             "Kalah was devised in the United States in the 1940s and is the mancala most often sold as a boxed game. "
             "The rules here are the second rule set of a Hungarian page on games played on two rows of six holes.")),
         std::nullopt},
    };
}

QList<Section> mankala()
{
    Diagram board;
    board.marks = {QStringLiteral("Sstore")};
    //: Caption of a board diagram in the Rules dialog
    board.caption = QCoreApplication::translate("RulesText", "The start: your six holes are the bottom row; your captures go to the store on the right.");

    Diagram capture;
    capture.position = QStringLiteral("4,4,4,4,3,5/5,1,4,4,4,4/1,1/S");
    capture.line = {QStringLiteral("5")};
    capture.shows = QStringLiteral("capture");
    capture.atLeast = 2;
    //: Caption of a board diagram in the Rules dialog. The arrow shows the sowing; the red ring the capture.
    capture.caption = QCoreApplication::translate("RulesText", "Your hole 5: its last seed makes your opponent's hole 2 hold 2, and you capture both.");

    return {
        {boardHeading(),
         paragraph(QCoreApplication::translate(
             "RulesText",
             "Mankala is played on 2 rows of 6 holes, 4 seeds in each, with a store at each end (yours is on your "
             "right) that only keeps captured seeds. Whoever captures more seeds wins."))
             //: Mankala rules. South is the player at the bottom of the board.
             + paragraph(QCoreApplication::translate(
                 "RulesText",
                 "Either player may start; you choose in the new-game dialog (South, at the bottom, by default).")),
         board},
        {sowingHeading(),
         paragraph(QCoreApplication::translate(
             "RulesText",
             "Take all the seeds of one of your holes and sow them counter-clockwise, one per hole, round both "
             "rows, skipping the stores. A big handful goes all the way round, its own hole included.")),
         std::nullopt},
        {captureHeading(),
         paragraph(QCoreApplication::translate(
             "RulesText",
             "If your last seed lands in a hole, on either side, that held 1 or 5 seeds (now 2 or 6), all "
             "its seeds go to your store. Only that hole is captured, and the turn passes: there are no extra "
             "moves.")),
         capture},
        {endHeading(),
         list({
             QCoreApplication::translate(
                 "RulesText",
                 "When the player to move has no seeds on their side, the game ends and all seeds left on the board go "
                 "to the other player's store."),
             QCoreApplication::translate(
                 "RulesText",
                 "If the same position occurs a third time, the game ends and each player takes the seeds on their "
                 "side. More seeds wins; equal is a draw."),
         }),
         std::nullopt},
        {optionsHeading(),
         list({
             //: Mankala, Options list. "Seeds per hole" is named as in the new-game dialog.
             QCoreApplication::translate("RulesText", "Seeds per hole: 4 (default) or 6."),
             //: Mankala, Options list. "Captures" and its two values are named as in the new-game dialog.
             QCoreApplication::translate("RulesText", "Captures: in any hole (default) / only on the opponent's side."),
             nextRoundOption(),
         }),
         std::nullopt},
        {rematchesHeading(), storeRematch(), std::nullopt},
        {originHeading(),
         //: Rules dialog, Mankala. The source is a Hungarian page on games played on a board of two rows of six holes.
         paragraph(QCoreApplication::translate(
             "RulesText",
             "Mancala games of two rows are played across Africa and Asia. These rules are the first rule set of a "
             "Hungarian page on games played on two rows of six holes.")),
         std::nullopt},
    };
}

} // namespace RulesText
