import Semina

// The rules page of Kalah (docs/rules.md §1) for the Rules dialog: each
// entry a heading, paragraphs, a list and maybe a figure, a position and a
// line drawn by the board as a lesson step is (docs/lessons.md). `shared`
// names texts every game's page shares (app/rules/rulestext.h).
RulesBook {
    RulesEntry {
        //: Heading in the Rules dialog, above what the board looks like
        heading: qsTr("The board")
        paragraphs: [
            qsTr("Kalah is played on 2 rows of 6 holes, 4 seeds in each, with a store at each end: yours is on your right. The player with more seeds in their store at the end wins."),
            //: Kalah rules. South is the player at the bottom of the board.
            qsTr("The rules do not say who starts: South, at the bottom, unless you choose otherwise in the new-game dialog.")
        ]
        figure: RulesFigure {
            marks: ["Sstore"]
            //: Caption of a board diagram in the Rules dialog
            caption: qsTr("The start: your six holes are the bottom row, your store the one on the right.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("Sowing")
        paragraphs: [qsTr("Take all the seeds of one of your holes and sow them counter-clockwise, one per hole, through your own store but not your opponent's. A big handful goes all the way round, its own hole included.")]
        figure: RulesFigure {
            line: ["1"]
            marks: ["S1"]
            //: Caption of a board diagram in the Rules dialog. The arrow shows the sowing.
            caption: qsTr("Your hole 1: its four seeds go one each into the next four holes.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog: the move a player makes again when the last seed falls into their store
        heading: qsTr("Another move")
        paragraphs: [qsTr("Last seed in your store: you move again, as often as this happens.")]
        figure: RulesFigure {
            line: ["3"]
            marks: ["S3", "Sstore"]
            shows: "extra-move"
            //: Caption of a board diagram in the Rules dialog. The arrow shows the sowing.
            caption: qsTr("Your hole 3: the last of its four seeds falls into your store, and you move again.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("Capture")
        paragraphs: [qsTr("If your last seed lands in an empty hole of yours, that seed and all the seeds of the facing hole go to your store, even when the facing hole is empty. Then the turn passes, as it does after any last seed outside your store.")]
        figure: RulesFigure {
            position: "1,0,0,3,2,5/4,4,4,4,4,4/7,6/S"
            line: ["1"]
            shows: "capture"
            atLeast: 5
            //: Caption of a board diagram in the Rules dialog. The arrow shows the sowing; the red ring the capture.
            caption: qsTr("Your hole 1: its one seed falls into your empty hole 2, and that seed and the 4 seeds facing it go to your store.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("The end of the game")
        paragraphs: [qsTr("After every sowing, if all of either player's holes are empty, the game ends and each player adds the seeds on their side to their store. More seeds wins; equal is a draw.")]
    }
    RulesEntry {
        //: Heading in the Rules dialog, above the rule options of the new-game dialog
        heading: qsTr("Options")
        items: [
            //: Kalah, Options list. "Seeds per hole" is named as in the new-game dialog.
            qsTr("Seeds per hole: 1 to 6 (default 4)."),
            //: Kalah, Options list. "Holes per player" is named as in the new-game dialog.
            qsTr("Holes per player: 4 to 6 (default 6)."),
            //: Kalah, Options list. "Capture" and its two values are named as in the new-game dialog.
            qsTr("Capture: even when the facing hole is empty (default) / only when the facing hole has seeds (as in most Kalah sets sold today).")
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
            //: Rules dialog, Kalah. The source is a Hungarian page on games played on a board of two rows of six holes.
            qsTr("Kalah was devised in the United States in the 1940s and is the mancala most often sold as a boxed game. The rules here are the second rule set of a Hungarian page on games played on two rows of six holes.")
        ]
    }
}
