import Semina

// The lessons of Ali Guli Mane (docs/rules.md §3). Positions in
// docs/notation.md's notation: South's holes 1-7 (left to right), North's 1-7
// (right to left), the stocks (South's, North's), the player to move; `x` a
// protected hole. 70 seeds in all. The texts name holes as the board labels
// them: South's hole k is Bk, North's hole k is A(8-k).
LessonBook {
    game: "aliguli"

    // What the lessons say about the seeds when a try misses (LessonWords).
    words: LessonWords {
        //: Lesson feedback in Ali Guli Mane lessons: name the seeds as the Ali Guli Mane lessons do
        emptyHole: qsTr("Your last seed fell into an empty hole of yours, so the turn passed.")
        inOwnHole: qsTr("Your last seed fell into your hole %1.")
        inOpponentHole: qsTr("Your last seed fell into your opponent's hole %1.")
        elsewhere: qsTr("Your last seed fell somewhere else.")
        //: %n: the seeds captured; %1: the seeds the task asks for
        function captured(n: int): string { return qsTr("You captured %n seed(s); the task asks for at least %1.", "", n) }
        //: Ali Guli Mane is played in rounds: its lessons' tasks end a round
        notOver: qsTr("The round is not over yet.")
        drawn: qsTr("The round ended in a draw.")
        lost: qsTr("The round is over, but your opponent won it.")
        //: A lesson's first hint: the idea to look for, in this game's words
        captureHint: qsTr("A capture comes from a Saada: look for a sowing whose last seed falls just before an empty hole, with seeds after it or facing that one.")
        relayHint: qsTr("A sowing goes on when the hole after its last seed holds seeds: look for a handful that ends just before a full hole.")
        endHint: qsTr("The round ends when one player's holes are all empty: look for a sowing that takes your opponent's last seeds.")
        //: A lesson's miss: %n the seeds the move is worth less than the best one, as the engine sees it
        function behindBest(n: int): string { return qsTr("That move is worth %n seed(s) less than the best one here. Look for the better move.", "", n) }
        //: A lesson's miss: %n the learner's seeds the opponent can capture on their next turn
        function canTake(n: int): string { return qsTr("Now your opponent can capture %n of your seeds.", "", n) }
        //: A lesson's miss: %n the learner's seeds the opponent can capture on their next turn; %1 the opponent's hole that does it, as the board labels it
        function canTakeFrom(n: int): string { return qsTr("Now your opponent can capture %n of your seeds by sowing their hole %1.", "", n) }
    }

    Lesson {
        key: "sowing"
        title: qsTr("Sowing")
        LessonStep {
            text: qsTr("The board has two rows of seven holes and no store: the seeds you capture lie beside the board, in your stock. Every hole starts with five seeds, 70 in all; \"Seeds per hole\" in the new-game dialog also offers four or six.")
            teaches: ["3", "3:seeds"]
        }
        LessonStep {
            position: "4,1,3,0,0,0,0/0,3,2,5,0,0,3/25,24/S"
            text: qsTr("The seven holes at the bottom are yours. You lift all the seeds of one of your holes, even a single seed, and sow them one per hole round both rows. Counter-clockwise goes to your right.")
            marks: ["S3"]
            show: ["3ccw"]
            teaches: ["3.2"]
        }
        LessonStep {
            position: "4,1,3,0,0,0,0/0,3,2,5,0,0,3/25,24/S"
            text: qsTr("You choose the direction of every sowing. Clockwise goes to your left, and from your hole B1 on into your opponent's row.")
            marks: ["S3"]
            show: ["3cw"]
            teaches: ["3.2"]
        }
        LessonStep {
            position: "4,1,3,0,0,0,0/0,3,2,5,0,0,3/25,24/S"
            text: qsTr("Choose a hole and a direction so that your last seed falls into your opponent's hole A1.")
            marks: ["N7"]
            goal: "last-in"
            place: "N7"
            hint: ["3cw"]
            teaches: ["3.2"]
        }
        LessonStep {
            position: "4,1,3,0,0,0,0/0,3,2,5,0,0,3/25,24/S"
            options: ["direction=ccw-only"]
            text: qsTr("Some players sow only counter-clockwise. Under this rule, make your last seed fall into your hole B5.")
            marks: ["S5"]
            goal: "last-in"
            place: "S5"
            hint: ["1ccw"]
            teaches: ["3.2", "3:direction"]
        }
        LessonStep {
            position: "0,9,7,0,4,9,0/0,2,0,4,0,3,0/13,19/S"
            text: qsTr("A big hole carries its seeds on into your opponent's row. Make your last seed fall into your opponent's hole A4: two of your holes can do it.")
            marks: ["N4"]
            goal: "last-in"
            place: "N4"
            hint: ["2ccw"]
            teaches: ["3.2"]
        }
    }

    Lesson {
        key: "saada"
        title: qsTr("Saada")
        LessonStep {
            position: "3,2,0,0,0,4,1/2,5,1,0,3,2,0/24,23/S"
            text: qsTr("When the hole after your last seed is empty, that is a Saada: the sowing stops. You capture the seeds of the hole after the empty one and those of the hole facing it.")
            marks: ["S5", "S6", "N2"]
            show: ["2ccw"]
            teaches: ["3.4"]
        }
        LessonStep {
            position: "2,3,0,0,0,0,0/6,2,0,1,0,3,2/26,25/S"
            text: qsTr("Even when the hole after the empty one is empty too, you still take the hole facing it. Capture at least 6 seeds with a Saada.")
            marks: ["S7", "N1"]
            goal: "saada"
            atLeast: 6
            hint: ["2ccw"]
            teaches: ["3.4"]
        }
        LessonStep {
            position: "2,3,0,0,0,0,0/6,2,0,1,0,3,2/26,25/S"
            options: ["empty-capture=none"]
            text: qsTr("Some players take nothing when the hole after the empty one is empty. Under this rule the sowing from your hole B2 takes nothing here: make a Saada that captures.")
            marks: ["S7", "N4"]
            goal: "saada"
            hint: ["1cw"]
            teaches: ["3.4", "3:empty-capture"]
        }
        LessonStep {
            position: "4,0,4,1,2,3,2/0,8,2,4,6,0,1/18,15/S"
            text: qsTr("Before you sow, look for the biggest prize: the hole after an empty one, and the hole facing it. Capture at least 12 seeds with a Saada.")
            goal: "saada"
            atLeast: 12
            hint: ["3ccw"]
            teaches: ["3.4"]
        }
    }

    Lesson {
        key: "relay"
        title: qsTr("Relay sowing")
        LessonStep {
            position: "4,1,3,0,0,0,0/0,3,2,5,0,0,3/25,24/S"
            text: qsTr("When the hole after your last seed holds seeds, you lift them and sow on from the hole after it, in the same direction. The sowing goes on like this until it reaches a Saada.")
            marks: ["N4", "N3"]
            show: ["1cw"]
            teaches: ["3.3"]
        }
        LessonStep {
            position: "3,2,0,0,0,4,1/2,5,1,0,3,2,0/24,23/S"
            text: qsTr("Find a sowing that relays at least twice.")
            goal: "relay"
            atLeast: 2
            hint: ["7ccw"]
            teaches: ["3.3"]
        }
        LessonStep {
            position: "3,2,0,0,0,4,1/2,5,1,0,3,2,0/24,23/S"
            text: qsTr("Now find a sowing that relays at least three times: try both directions.")
            goal: "relay"
            atLeast: 3
            hint: ["2cw"]
            teaches: ["3.3"]
        }
        LessonStep {
            position: "0,0,6,5,3,0,2/4,1,5,3,6,4,0/16,15/S"
            text: qsTr("A relay can carry your sowing to a capture far from where it started. Capture at least 12 seeds with one sowing.")
            goal: "capture"
            atLeast: 12
            hint: ["4ccw"]
            teaches: ["3.3"]
        }
        LessonStep {
            position: "10,8,0,1,8,3,6/3,0,1,6,3,8,0/6,7/S"
            text: qsTr("Relay sowing can go round and round for ever, so a turn may sow at most 1,000 laps, and a sowing that would never end is not allowed. Here the sowing from your hole B1 would never end clockwise: only counter-clockwise is allowed.")
            marks: ["S1"]
            teaches: ["5"]
        }
    }

    Lesson {
        key: "two-sowings"
        title: qsTr("Two sowings a turn")
        LessonStep {
            position: "3,2,0,0,0,4,1/2,5,1,0,3,2,0/24,23/S"
            text: qsTr("Your turn is two sowings. When the first one has ended with its Saada, you sow a second time, from any of your holes and in either direction.")
            marks: ["S2", "S7"]
            show: ["2ccw", "7ccw"]
            teaches: ["3.1"]
        }
        LessonStep {
            position: "2,3,0,0,0,0,0/6,2,0,1,0,3,2/26,25/S"
            text: qsTr("Capture at least 10 seeds in this turn: choose your second sowing after you see what the first one left.")
            goal: "capture"
            atLeast: 10
            wholeTurn: true
            hint: ["2ccw", "4cw"]
            teaches: ["3.1"]
        }
        LessonStep {
            text: qsTr("With two sowings a turn, the first player can take 31 of the 70 seeds on the very first turn, as here. Many players therefore allow the second sowing only after a capture.")
            show: ["1cw", "3cw"]
            teaches: ["3.1"]
        }
        LessonStep {
            position: "4,1,3,0,0,0,0/0,3,2,5,0,0,3/25,24/S"
            options: ["second-sowing=after-capture"]
            text: qsTr("Under this rule you sow a second time only if your first sowing captured. Capture at least 5 seeds in this turn.")
            goal: "capture"
            atLeast: 5
            wholeTurn: true
            hint: ["2ccw", "1cw"]
            teaches: ["3.1", "3:second-sowing"]
        }
        LessonStep {
            position: "0,0,0,4,1,2,4/3,2,4,0,7,2,0/22,19/S"
            options: ["second-sowing=after-capture"]
            text: qsTr("The biggest first capture does not always make the biggest turn. Capture at least 16 seeds in this turn.")
            goal: "capture"
            atLeast: 16
            wholeTurn: true
            hint: ["6ccw", "5cw"]
            teaches: ["3.1", "3:second-sowing"]
        }
    }

    Lesson {
        key: "end"
        title: qsTr("The end of a round")
        LessonStep {
            position: "4,0,3,0,0,1,0/0,5,0,0,0,0,0/30,27/S"
            text: qsTr("When all the holes of either player are empty, the round is over: each player takes the seeds left in their own row, and the one with more seeds wins. Capture your opponent's last seeds to end the round.")
            marks: ["N2"]
            goal: "end-game"
            hint: ["6ccw"]
            teaches: ["3.5", "3.7"]
        }
        LessonStep {
            position: "1,0,0,4,0,0,0/0,0,1,2,0,0,0/31,31/S"
            text: qsTr("Here no first sowing can end the round, but a second one can. End the round in this turn: plan both sowings.")
            marks: ["N3", "N4"]
            goal: "end-game"
            wholeTurn: true
            hint: ["1ccw", "2ccw"]
            teaches: ["3.1", "3.5"]
        }
        LessonStep {
            position: "3,3,0,3,2,0,0/2,0,0,0,0,0,0/29,28/S"
            text: qsTr("When your first sowing ends the round, there is no second sowing. Here the first one captures your opponent's last seeds: the round is over at once, and you take the seeds left in your row.")
            marks: ["S2", "N1"]
            show: ["2ccw"]
            teaches: ["3.1", "3.5"]
        }
        LessonStep {
            position: "1,0,0,0,0,0,0/1,0,0,0,0,0,0/35,33/S"
            text: qsTr("When the same position comes up for the third time, the round ends, and each player takes the seeds of their own row. Equal stocks, 35 each, would make a drawn round.")
            marks: ["S1", "N1"]
            show: ["1ccw", "2cw", "1ccw", "2cw", "1ccw", "2cw", "1ccw", "2cw"]
            teaches: ["3.6", "3.7"]
        }
        LessonStep {
            position: "3,0,2,0,2,0,3/3,0,0,0,0,0,3/27,27/S"
            text: qsTr("Ending the round is not enough: the seeds left in a row go to its owner. End the round in this turn and win it.")
            goal: "win"
            wholeTurn: true
            hint: ["3ccw", "4cw"]
            teaches: ["3.5", "3.7"]
        }
    }

    Lesson {
        key: "match"
        title: qsTr("Match play")
        LessonStep {
            position: "x,5,x,5,x,5,x/5,5,5,5,5,5,5/2,18/S"
            text: qsTr("A match is a series of rounds, each handicapped by the one before. The winner of a round fills all seven holes from the stock, five seeds a hole, and keeps the rest as already captured: here your opponent won with 53 seeds and keeps 18.")
            teaches: ["3.8"]
        }
        LessonStep {
            position: "x,5,x,5,x,5,x/5,5,5,5,5,5,5/2,18/S"
            text: qsTr("A new round starts from what each player captured: you fill your holes from your stock, five seeds a hole, and keep what is left over as already captured. A hole you cannot fill is protected for the round: no seed goes into it, and it is skipped as if it were not there.")
            marks: ["S1", "S3", "S5", "S7"]
            show: ["2ccw"]
            teaches: ["3.8", "3.9"]
        }
        LessonStep {
            position: "x,5,x,5,x,5,x/5,5,5,5,5,5,5/2,18/S"
            text: qsTr("The loser chooses which holes to fill. Between two rounds the board shows the refill: click your holes to fill them or leave them protected, then start the round.")
            marks: ["S2", "S4", "S6"]
            teaches: ["3.10"]
        }
        LessonStep {
            position: "x,7,3,x,3,4,x/0,3,5,0,0,0,2/11,32/S"
            text: qsTr("As you sow, your protected holes are skipped: count only the holes in play. Make your last seed fall into your opponent's hole A4.")
            marks: ["N4"]
            goal: "last-in"
            place: "N4"
            hint: ["6ccw"]
            teaches: ["3.9"]
        }
        LessonStep {
            position: "x,3,x,0,x,1,x/4,0,6,2,0,3,5/20,26/S"
            text: qsTr("Your hole B7 is protected, so a seed from your hole B6 goes straight into your opponent's hole A7. A protected facing hole gives nothing. Capture at least 6 seeds with a Saada.")
            marks: ["S6", "S7", "N1"]
            goal: "saada"
            atLeast: 6
            hint: ["6ccw"]
            teaches: ["3.9"]
        }
        LessonStep {
            position: "x,4,1,x,1,3,x/1,0,0,4,7,4,0/16,29/S"
            text: qsTr("Protected holes are skipped when a Saada looks for the empty hole and the hole to capture, too. Capture at least 9 seeds with a Saada.")
            goal: "saada"
            atLeast: 9
            hint: ["3cw"]
            teaches: ["3.9"]
        }
        LessonStep {
            text: qsTr("By default the player who did not start the last round starts the next; \"Next round\" in the new-game dialog can name the loser or the winner instead. After a drawn round, 35 seeds each, both players fill all seven holes and the other player starts.")
            teaches: ["3.11", "3:next-starter"]
        }
        LessonStep {
            position: "x,x,x,x,x,x,5/5,5,5,5,5,5,5/0,30/S"
            text: qsTr("The match is over when a player cannot fill a single hole: the other player wins it. End this round with fewer than five seeds and the match is your opponent's. You may also stop at any time with \"End match\": the rounds won count.")
            marks: ["S7"]
            teaches: ["3.12"]
        }
    }

    Lesson {
        key: "strategy"
        title: qsTr("Strategy")
        LessonStep {
            text: qsTr("In this lesson the computer weighs your sowing against the best one, counting the best second sowing after it. At the start every sowing relays round the full board, and one turn can take almost half the seeds. Find the best first sowing.")
            goal: "near-best"
            within: 2
            hint: ["4ccw"]
            teaches: ["3.1", "3.3"]
        }
        LessonStep {
            position: "7,0,2,0,4,0,0/0,0,0,2,0,5,0/24,26/S"
            text: qsTr("A sowing from your opponent's hole A4 can end before their empty hole A1 and take the 7 seeds of your hole B1. Make a turn after which your opponent cannot capture any of your seeds.")
            marks: ["N4", "N7", "S1"]
            goal: "defend"
            hint: ["3cw", "5ccw"]
            teaches: ["3.4"]
        }
        LessonStep {
            position: "0,0,2,7,4,1,4/0,5,0,4,4,0,1/22,16/S"
            text: qsTr("Sowing your hole B5 counter-clockwise captures the most at once, but look at what your opponent can take back after your turn. Find the best first sowing.")
            marks: ["S5"]
            goal: "near-best"
            within: 2
            hint: ["4ccw"]
            teaches: ["3.1", "3.4"]
        }
        LessonStep {
            position: "4,2,0,11,2,2,2/1,0,5,0,0,0,4/19,18/S"
            text: qsTr("Your hole B4 holds 11 seeds, and sowings from your opponent's holes A5 and A1 can both take it. Make a turn after which your opponent can capture at most 2 of your seeds.")
            marks: ["S4", "N3", "N7"]
            goal: "defend"
            within: 2
            hint: ["1ccw", "2ccw"]
            teaches: ["3.4"]
        }
    }
}
