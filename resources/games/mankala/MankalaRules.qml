import Semina

// The rules page of Mankala (docs/rules.md §2) for the Rules dialog: each
// entry a heading, paragraphs, a list and maybe a figure, a position and a
// line drawn by the board as a lesson step is (docs/lessons.md). `shared`
// names texts every game's page shares (app/rules/rulestext.h).
RulesBook {
    RulesEntry {
        //: Heading in the Rules dialog, above what the board looks like
        heading: qsTr("The board")
        paragraphs: [
            qsTr("Mankala is played on 2 rows of 6 holes, 4 seeds in each, with a store at each end (yours is on your right) that only keeps captured seeds. Whoever captures more seeds wins."),
            //: Mankala rules. South is the player at the bottom of the board.
            qsTr("Either player may start; you choose in the new-game dialog (South, at the bottom, by default).")
        ]
        figure: RulesFigure {
            marks: ["Sstore"]
            //: Caption of a board diagram in the Rules dialog
            caption: qsTr("The start: your six holes are the bottom row; your captures go to the store on the right.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("Sowing")
        paragraphs: [qsTr("Take all the seeds of one of your holes and sow them counter-clockwise, one per hole, round both rows, skipping the stores. A big handful goes all the way round, its own hole included.")]
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("Capture")
        paragraphs: [qsTr("If your last seed lands in a hole, on either side, that held 1 or 5 seeds (now 2 or 6), all its seeds go to your store. Only that hole is captured, and the turn passes: there are no extra moves.")]
        figure: RulesFigure {
            position: "4,4,4,4,3,5/5,1,4,4,4,4/1,1/S"
            line: ["5"]
            shows: "capture"
            atLeast: 2
            //: Caption of a board diagram in the Rules dialog. The arrow shows the sowing; the red ring the capture.
            caption: qsTr("Your hole 5: its last seed makes your opponent's hole 2 hold 2, and you capture both.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("The end of the game")
        items: [
            qsTr("When the player to move has no seeds on their side, the game ends and all seeds left on the board go to the other player's store."),
            qsTr("If the same position occurs a third time, the game ends and each player takes the seeds on their side. More seeds wins; equal is a draw.")
        ]
    }
    RulesEntry {
        //: Heading in the Rules dialog, above the rule options of the new-game dialog
        heading: qsTr("Options")
        items: [
            //: Mankala, Options list. "Seeds per hole" is named as in the new-game dialog.
            qsTr("Seeds per hole: 4 (default) or 6."),
            //: Mankala, Options list. "Captures" and its two values are named as in the new-game dialog.
            qsTr("Captures: in any hole (default) / only on the opponent's side.")
        ]
        shared: ["next-round"]
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("Handicap rematches")
        shared: ["store-rematch", "ending-match"]
    }
    RulesEntry {
        //: Heading in the Rules dialog, above where the game comes from and the text its rules follow
        heading: qsTr("Origin and sources")
        paragraphs: [
            //: Rules dialog, Mankala. The source is a Hungarian page on games played on a board of two rows of six holes.
            qsTr("Mancala games of two rows are played across Africa and Asia. These rules are the first rule set of a Hungarian page on games played on two rows of six holes.")
        ]
    }
}
