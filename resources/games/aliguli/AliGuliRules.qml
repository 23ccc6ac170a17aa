import Semina

// The rules page of Ali Guli Mane (docs/rules.md §4) for the Rules dialog: each
// entry a heading, paragraphs, a list and maybe a figure, a position and a
// line drawn by the board as a lesson step is (docs/lessons.md). `shared`
// names texts every game's page shares (app/rules/rulestext.h).
RulesBook {
    RulesEntry {
        //: Heading in the Rules dialog, above what the board looks like
        heading: qsTr("The board")
        paragraphs: [qsTr("Ali Guli Mane, from South India, is played on 2 rows of 7 holes, 5 seeds in each; your row is the one nearer to you. Captured seeds go to your stock beside the board; more seeds in stock wins the round.")]
        figure: RulesFigure {
            marks: ["S1", "S7"]
            //: Caption of a board diagram in the Rules dialog. The stock is where a player's captured seeds go.
            caption: qsTr("The start: your seven holes are the bottom row, B1 to B7 from your left, and your opponent's are A1 to A7; your stock is beside the board.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("A turn of two sowings")
        paragraphs: [qsTr("A turn is two sowings. Each takes all the seeds of one of your holes (one seed is enough) and sows them one per hole round both rows, counter-clockwise or clockwise as you choose, the same way throughout.")]
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("Relay sowing")
        paragraphs: [qsTr("After the last seed, if the next hole has seeds, pick them all up and sow on from the hole after it.")]
        figure: RulesFigure {
            position: "4,1,3,0,0,0,0/0,3,2,5,0,0,3/25,24/S"
            line: ["1cw"]
            marks: ["S1"]
            shows: "relay"
            //: Caption of a board diagram in the Rules dialog. The arrows show the sowing, one per handful.
            caption: qsTr("Your hole B1, clockwise: after each last seed the next hole has seeds, so you take them up and sow on.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog. Saada is the name of the empty hole that stops a sowing.
        heading: qsTr("Saada")
        paragraphs: [
            //: Ali Guli Mane rules. Saada is the name of the empty hole that stops a sowing.
            qsTr("If the next hole is empty, the sowing stops and you capture, into your stock, the seeds of the hole after the empty one and of the hole facing it (the facing hole is taken even when the first is empty).")
        ]
        figure: RulesFigure {
            position: "3,2,0,0,0,4,1/2,5,1,0,3,2,0/24,23/S"
            line: ["2ccw"]
            marks: ["S2"]
            shows: "saada"
            //: Caption of a board diagram in the Rules dialog. The red rings show the capture.
            caption: qsTr("Your hole B2: the hole after the last seed is empty, so you capture the hole after it and the hole facing that one.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("The end of the round")
        items: [
            qsTr("If after a sowing either player's holes are all empty, or the same position occurs a third time, the round ends at once and each player adds the seeds left in their row to their stock. Equal stocks are a draw."),
            qsTr("A turn may sow at most 1,000 laps, both sowings together: a sowing that would never end is not allowed. If a player has no allowed sowing, the round ends.")
        ]
    }
    RulesEntry {
        //: Heading in the Rules dialog, above what the first turn can do
        heading: qsTr("The first turn")
        paragraphs: [
            //: Rules dialog, Ali Guli Mane. "Next round" and "players alternate" are named as in the new-game dialog.
            qsTr("With the default options the first player can take 31 of the 70 seeds on the very first turn, and the computer's search finds a win for whoever starts. No rule option takes this away: whatever the seeds per hole, the direction and the second sowing, the best first turn still takes two fifths of the seeds or more. What evens it is a match with \"Next round: players alternate\", the default, so that each player starts every other round.")
        ]
        figure: RulesFigure {
            line: ["1cw", "3cw"]
            marks: ["S1", "S3"]
            shows: "capture"
            atLeast: 31
            //: Caption of a board diagram in the Rules dialog. The arrows show the two sowings of the first turn.
            caption: qsTr("The first turn: hole B1 clockwise, then hole B3 clockwise, captures 31 seeds.")
        }
    }
    RulesEntry {
        //: Heading in the Rules dialog, above the rule options of the new-game dialog
        heading: qsTr("Options")
        items: [
            //: Ali Guli Mane, Options list. "Seeds per hole" is named as in the new-game dialog.
            qsTr("Seeds per hole: 4, 5 (default) or 6."),
            //: Ali Guli Mane, Options list. "Second sowing" and its two values are named as in the new-game dialog.
            qsTr("Second sowing: always (default) / only after a capture."),
            //: Ali Guli Mane, Options list. "Direction" and its two values are named as in the new-game dialog.
            qsTr("Direction: either way, the player chooses (default) / counter-clockwise only."),
            //: Ali Guli Mane, Options list. "Empty capture hole" and its two values are named as in the new-game dialog.
            qsTr("Empty capture hole: still the facing hole (default) / nothing, when the hole after the empty one is empty.")
        ]
        shared: ["next-round"]
    }
    RulesEntry {
        //: Heading in the Rules dialog
        heading: qsTr("Handicap rematches")
        paragraphs: [
            //: Ali Guli Mane. A protected hole is out of play for a round; the stock is a player's captured seeds.
            qsTr("Rounds make up a match. Before each round, the players refill their holes from their stock, as many seeds per hole as at the start. The winner fills all 7 holes and keeps the surplus in stock; the loser fills as many as they can, chooses which (from the left by default) and keeps the rest. Holes left empty are protected until their owner can fill them again: out of play and skipped as if absent (a protected facing hole gives nothing). After a drawn round both fill all holes. The match ends when a player cannot fill a single hole (the other wins it) or when you stop; the score is the number of rounds won.")
        ]
        shared: ["ending-match"]
    }
    RulesEntry {
        //: Heading in the Rules dialog, above where the game comes from and the text its rules follow
        heading: qsTr("Origin and sources")
        paragraphs: [
            //: Rules dialog, Ali Guli Mane. The source is an Italian encyclopedia article.
            qsTr("Ali Guli Mane is played in South India, above all in Karnataka; its name means \"a block of wood with holes\", and it is akin to the Indonesian Congklak. The rules here follow an Italian encyclopedia article on the game.")
        ]
    }
}
