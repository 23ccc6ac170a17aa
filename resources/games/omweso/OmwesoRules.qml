import Semina

// The rules page of Omweso (docs/rules.md §5) for the Rules dialog: each
// entry a heading, paragraphs, a list and maybe a figure, a position and a
// line drawn by the board as a lesson step is (docs/lessons.md). `shared`
// names texts every game's page shares (app/rules/rulestext.h).
RulesBook {
    RulesEntry {
        //: Heading in the Rules dialog, above what the board looks like
        heading: qsTr("The board")
        paragraphs: [qsTr("Omweso is played on 4 rows of 8 holes with 64 seeds. Each player owns the two rows on their side, the outer row (nearest to them) and the inner row (by the centre), which form a closed loop of 16 holes: you only ever sow in your own loop. The four holes on your left are your aloka holes. Seeds never leave the board; you win when your opponent cannot move.")]
        figure: RulesFigure {
            position: "3,2,0,1,0,3,0,2,0,0,0,3,2,4,3,2/3,2,3,2,3,2,3,2,3,2,3,2,3,2,2,2/0,0/S"
            marks: ["S1", "S2", "S15", "S16"]
            //: Caption of a board diagram in the Rules dialog. Aloka holes are four special holes of each player.
            caption: qsTr("Your loop is the two bottom rows; the ringed holes on your left are your aloka holes.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog: placing the seeds before the game
        heading: qsTr("Set-up")
        paragraphs: [
            //: Omweso rules. South is the player at the bottom of the board, North the one at the top.
            qsTr("Each player places 32 seeds freely in their 16 holes (empty holes are allowed), South first, then North. Then South moves. In a match the seeds are the handicap: the loser of a round places 4 more in the next, the winner 4 fewer (36 and 28 after the first round), never fewer than 20 or more than 44.")
        ]
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("Sowing")
        paragraphs: [
            qsTr("Start your turn from one of your holes with more than one seed: take all its seeds and sow them one per hole, counter-clockwise round your loop (right along your outer row, left along your inner row). A big handful goes round and into its own hole too."),
            qsTr("Last seed in an empty hole: your turn ends.")
        ]
        figure: RulesFigure {
            position: "3,2,0,1,0,3,0,2,0,0,0,3,2,4,3,2/3,2,3,2,3,2,3,2,3,2,3,2,3,2,2,2/0,0/S"
            line: ["6ccw"]
            marks: ["S6"]
            //: Caption of a board diagram in the Rules dialog. The arrow shows the sowing.
            caption: qsTr("Your hole 6: its three seeds go on round your loop, and the last falls into an empty hole, so the turn ends.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("Capture")
        paragraphs: [
            //: Omweso rules. A lap is one handful sown one seed per hole.
            qsTr("When the last seed makes one of your inner holes hold two or more, your outer hole in that column is empty and both opponent holes facing that column hold seeds, you capture them: take all their seeds and sow them on in your loop, from the hole after the one the capturing lap started from.")
        ]
        figure: RulesFigure {
            position: "2,2,2,2,2,2,3,0,0,2,2,0,3,4,4,2/2,3,2,2,2,2,2,1,2,2,2,2,2,2,2,2/0,0/S"
            line: ["7ccw"]
            shows: "capture"
            //: Caption of a board diagram in the Rules dialog. The arrows show the sowing; the red rings the capture.
            caption: qsTr("The last seed fills an inner hole whose outer hole is empty, across from two full holes: you take their seeds and sow them on.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("Relay sowing")
        paragraphs: [qsTr("When the last seed makes a hole hold two or more and there is no capture, pick up all the seeds of that hole and sow on from the next hole.")]
        figure: RulesFigure {
            position: "3,2,0,1,0,3,0,2,0,0,0,3,2,4,3,2/3,2,3,2,3,2,3,2,3,2,3,2,3,2,2,2/0,0/S"
            line: ["2ccw"]
            marks: ["S2"]
            shows: "relay"
            //: Caption of a board diagram in the Rules dialog. The arrows show the sowing, one per handful.
            caption: qsTr("Your hole 2: each last seed that falls into a full hole takes up its seeds, until one falls into an empty hole.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog. Aloka holes are four special holes of each player.
        heading: qsTr("Aloka holes")
        paragraphs: [qsTr("A lap starting from one of your aloka holes (your chosen hole, a relay or a sowing of captured seeds) may go clockwise instead, but only if that clockwise lap ends in a capture; then you choose. All other laps go counter-clockwise.")]
        figure: RulesFigure {
            position: "2,2,0,0,3,2,2,4,2,2,2,0,2,3,2,4/2,3,2,2,2,2,2,1,2,2,2,2,2,2,2,2/0,0/S"
            line: ["15cw"]
            marks: ["S15"]
            shows: "clockwise-capture"
            //: Caption of a board diagram in the Rules dialog. The arrows show the sowing; the red rings the capture.
            caption: qsTr("From your aloka hole 15, clockwise: the lap ends in a capture, so it may go this way.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("The end of the game")
        items: [
            qsTr("A player with no hole of more than one seed at the start of their turn loses. The same position occurring a third time is a draw."),
            qsTr("A turn may sow at most 1,000 laps: a move that would never end is not allowed and is not offered. A player with no allowed move loses.")
        ]
    }
    RulesEntry {
        //: Heading in the Rules dialog, above the rule options of the new-game dialog
        heading: qsTr("Options")
        items: [
            //: Omweso, Options list. "Capture condition" and its two values are named as in the new-game dialog.
            qsTr("Capture condition: outer hole must be empty (default) / traditional Omweso: no condition, so a capture does not need your outer hole in that column to be empty.")
        ]
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("Handicap rematches")
        paragraphs: [
            //: Rules dialog, Omweso's match play: the handicap is the number of seeds each places (docs/rules.md)
            qsTr("Rounds make up a match. Each round starts with a new set-up: the loser of the round before places 4 more seeds, the winner 4 fewer, never fewer than 20 or more than 44 (you may change the split before the round starts); after a drawn round it stays. The player who did not start the round before starts. The match never ends by itself: you stop it; the score is the number of rounds won.")
        ]
        shared: ["ending-match"]
    }
    RulesEntry {
        //: Heading in the Rules dialog, above where the game comes from and the text its rules follow
        heading: qsTr("Origin and sources")
        paragraphs: [
            //: Rules dialog, Omweso. The source is an Italian description that gives the game no name.
            qsTr("Omweso is the four-row mancala of Uganda. These rules follow an Italian description of a four-row game with aloka holes that names no game; its captures need the outer hole to be empty, which Omweso's do not.")
        ]
    }
}
