import Semina

// The lessons of Omweso (docs/rules.md §4). Positions in docs/notation.md's
// notation: each player's 16 holes in loop order (1-8 the outer row from the
// owner's left, 9-16 the inner row back from the right), the stores (always
// 0,0), the player to move, and the extras (`phase=setup`, `from=H;hand=K`).
// All 64 seeds stay on the board.
LessonBook {
    game: "omweso"

    // What the lessons say about the seeds when a try misses (LessonWords).
    words: LessonWords {
        //: Lesson feedback in Omweso lessons: name the seeds as the Omweso lessons do
        emptyHole: qsTr("Your last seed fell into an empty hole of yours, so the turn passed.")
        inOwnHole: qsTr("Your last seed fell into your hole %1.")
        inOpponentHole: qsTr("Your last seed fell into your opponent's hole %1.")
        elsewhere: qsTr("Your last seed fell somewhere else.")
        //: %n: the seeds captured; %1: the seeds the task asks for
        function captured(n: int): string { return qsTr("You captured %n seed(s); the task asks for at least %1.", "", n) }
        notOver: qsTr("The game is not over yet.")
        drawn: qsTr("The game ended in a draw.")
        lost: qsTr("The game is over, but your opponent won it.")
        //: A lesson's first hint: the idea to look for, in this game's words
        captureHint: qsTr("A capture comes from a last seed in a full inner hole whose outer hole is empty, facing two full holes: look for a lap that ends there.")
        relayHint: qsTr("A sowing goes on when its last seed falls into a hole that held seeds: look for laps that end in full holes.")
        endHint: qsTr("A player with no hole of two or more seeds has lost: look for captures that leave your opponent only single seeds.")
        //: A lesson's miss: %n the seeds the move is worth less than the best one, as the engine sees it
        function behindBest(n: int): string { return qsTr("That move is worth %n seed(s) less than the best one here. Look for the better move.", "", n) }
        //: A lesson's miss: %n the learner's seeds the opponent can capture on their next turn
        function canTake(n: int): string { return qsTr("Now your opponent can capture %n of your seeds.", "", n) }
        //: A lesson's miss: %n the learner's seeds the opponent can capture on their next turn; %1 the opponent's hole that does it, as the board labels it
        function canTakeFrom(n: int): string { return qsTr("Now your opponent can capture %n of your seeds by sowing their hole %1.", "", n) }
    }

    Lesson {
        key: "sowing"
        title: qsTr("Set-up and sowing")
        LessonStep {
            position: "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0/S/phase=setup"
            text: qsTr("The two rows nearest to you are yours: the outer row at the bottom and the inner row by the centre. Before play each player places 32 seeds as they like in their 16 holes, South first, then North.")
            marks: ["S1", "S8", "S9", "S16"]
            show: ["setup:2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2", "setup:2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2"]
            teaches: ["4", "4.1"]
        }
        LessonStep {
            position: "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0/S/phase=setup"
            text: qsTr("In a game you place your seeds with the set-up panel. A left click or Enter on a hole adds a seed, a right click or Backspace takes one back; Even, Random and Last used fill your holes at once, and Done ends your set-up.")
            teaches: ["4.1"]
        }
        LessonStep {
            position: "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0/S/phase=setup"
            text: qsTr("Place your seeds with a plan. Only a hole with more than one seed can start a turn, and a column whose outer hole is empty cannot be captured, while its full inner hole can capture. Many players fill the inner row and leave some outer holes empty, as here.")
            marks: ["S1", "S3", "S5", "S7"]
            show: ["setup:0,2,0,2,0,2,0,2,3,3,3,3,3,3,3,3"]
            teaches: ["4.1"]
        }
        LessonStep {
            position: "3,2,0,1,0,3,0,2,0,0,0,3,2,4,3,2/4,3,4,3,4,3,4,3,3,0,0,2,0,2,2,2/0,0/S"
            text: qsTr("You start from a hole with more than one seed and sow counter-clockwise round your own two rows: along the outer row to the right, back along the inner row. When the last seed falls into an empty hole, you give up your turn.")
            marks: ["S6", "S9"]
            show: ["6ccw"]
            teaches: ["4.2", "4.3", "4.4a"]
        }
        LessonStep {
            position: "3,2,0,1,0,3,0,2,0,0,0,3,2,4,3,2/4,3,4,3,4,3,4,3,3,0,0,2,0,2,2,2/0,0/S"
            text: qsTr("Count before you sow: a hole with 2 seeds reaches the second hole after it. Sow so that your last seed falls into your empty hole 10 and your turn ends there.")
            marks: ["S10"]
            goal: "last-in"
            place: "S10"
            hint: ["8ccw"]
            teaches: ["4.3", "4.4a"]
        }
        LessonStep {
            position: "3,2,0,1,0,3,0,2,0,0,0,3,2,4,3,2/4,3,4,3,4,3,4,3,3,0,0,2,0,2,2,2/0,0/S"
            text: qsTr("When the last seed falls into a hole that holds seeds, you take them all in hand and sow on from the next hole.")
            marks: ["S4", "S6"]
            show: ["1ccw"]
            teaches: ["4.4c"]
        }
        LessonStep {
            position: "3,2,0,1,0,3,0,2,0,0,0,3,2,4,3,2/4,3,4,3,4,3,4,3,3,0,0,2,0,2,2,2/0,0/S"
            text: qsTr("Make a sowing that goes on at least twice.")
            goal: "relay"
            atLeast: 2
            hint: ["2ccw"]
            teaches: ["4.4c"]
        }
        LessonStep {
            position: "3,4,3,2,3,2,2,2,4,2,2,2,0,0,1,0/4,4,4,4,4,4,4,4,0,0,0,0,0,0,0,0/0,0/S"
            text: qsTr("A sowing goes on for as long as its last seed falls into full holes. Find one that goes on at least four times.")
            goal: "relay"
            atLeast: 4
            hint: ["10ccw"]
            teaches: ["4.4c"]
        }
    }

    Lesson {
        key: "capture"
        title: qsTr("Capture")
        LessonStep {
            position: "2,2,2,2,2,2,3,0,0,2,2,0,3,4,4,2/2,3,2,2,2,2,2,1,2,2,2,2,2,2,2,2/0,0/S"
            text: qsTr("Your last seed falls into a full hole of your inner row, the outer hole behind it is empty, and both of your opponent's holes across the centre hold seeds: you capture them. You sow the captured seeds on from the hole after the one your lap started from.")
            marks: ["S7", "S10", "N15", "N2"]
            show: ["7ccw"]
            teaches: ["4.4b", "4.5"]
        }
        LessonStep {
            position: "2,2,0,2,4,0,3,0,2,2,0,0,3,4,4,4/3,4,3,3,2,0,0,1,2,2,2,2,2,2,2,2/0,0/S"
            text: qsTr("The outer hole behind must be empty once your lap is sown. From your hole 5 the lap drops a seed into your hole 8 on its way, so it does not capture. Make a capture.")
            marks: ["S5", "S8", "S9"]
            goal: "capture"
            hint: ["7ccw"]
            teaches: ["4.4b"]
        }
        LessonStep {
            position: "2,5,2,2,0,2,3,4,0,2,2,1,0,0,4,3/2,3,2,2,2,2,2,1,2,2,2,2,2,2,2,2/0,0/S"
            text: qsTr("The captured seeds you sow on may end in a capture again. Make two captures in one turn.")
            marks: ["S12", "N13", "N4"]
            goal: "captures"
            atLeast: 2
            hint: ["7ccw"]
            teaches: ["4.5"]
        }
        LessonStep {
            position: "0,0,0,2,4,0,0,3,2,2,0,0,3,4,4,8/2,3,2,2,2,2,2,1,2,2,2,2,2,2,2,2/0,0/S"
            options: ["outer-empty=ignored"]
            text: qsTr("Traditional Omweso does not ask for the empty outer hole. Under this rule, capture across the centre although your hole 8 holds seeds.")
            marks: ["S8", "S9", "N16", "N1"]
            goal: "capture"
            hint: ["5ccw"]
            teaches: ["4.4b", "4:outer-empty"]
        }
    }

    Lesson {
        key: "aloka"
        title: qsTr("The aloka holes")
        LessonStep {
            position: "2,2,0,0,3,2,2,4,2,2,2,0,2,3,2,4/2,3,2,2,2,2,2,1,2,2,2,2,2,2,2,2/0,0/S"
            text: qsTr("The four holes at your left are the aloka holes. A lap that starts from one of them may go clockwise, but only if it ends in a capture.")
            marks: ["S1", "S2", "S15", "S16", "S13"]
            show: ["15cw"]
            teaches: ["4.6"]
        }
        LessonStep {
            position: "3,2,0,1,0,3,0,2,0,0,0,3,2,4,3,2/3,2,3,2,3,2,3,2,3,2,3,2,3,2,2,2/0,0/S"
            text: qsTr("Make a clockwise capture from an aloka hole.")
            marks: ["S1", "S2", "S15", "S16"]
            goal: "clockwise-capture"
            hint: ["16cw"]
            teaches: ["4.6"]
        }
        LessonStep {
            position: "3,2,0,1,0,3,0,2,0,0,0,3,2,4,3,2/3,2,3,2,3,2,3,2,3,2,3,2,3,2,2,2/0,0/S"
            text: qsTr("This also holds in the middle of a turn: when you sow on from an aloka hole and a clockwise lap would capture, you choose the direction. Make a sowing that brings you to such a choice.")
            goal: "choice"
            hint: ["14ccw"]
            teaches: ["4.6"]
        }
        LessonStep {
            position: "4,0,0,1,0,3,0,2,0,0,0,3,2,0,4,3/3,2,3,2,3,2,3,2,3,2,3,2,3,2,2,2/0,0/S/from=2;hand=3"
            text: qsTr("You hold 3 seeds to sow on from your hole 2. Choose the direction that captures.")
            marks: ["S2", "S15", "N10", "N7"]
            goal: "clockwise-capture"
            hint: ["cw"]
            teaches: ["4.6"]
        }
    }

    Lesson {
        key: "end"
        title: qsTr("The end of the game")
        LessonStep {
            position: "3,3,0,3,3,3,3,3,3,3,3,2,3,3,3,4/1,1,1,1,1,2,1,1,1,1,3,1,1,1,1,1/0,0/S"
            text: qsTr("A player who has no seeds left, or only single seeds, when their turn begins has lost. Capture your opponent's last holes with more than one seed.")
            marks: ["N11", "N6"]
            goal: "opponent-stuck"
            hint: ["12ccw"]
            teaches: ["4.7"]
        }
        LessonStep {
            position: "3,0,0,4,2,2,2,3,0,3,3,3,3,0,0,2/1,0,1,1,0,1,1,0,0,1,2,1,3,2,1,1/0,0/S"
            text: qsTr("Here your opponent has three holes with more than one seed, and only one turn of yours captures them all. Find it: leave your opponent only single seeds.")
            marks: ["N11", "N13", "N14"]
            goal: "opponent-stuck"
            hint: ["10ccw"]
            teaches: ["4.7", "4.5"]
        }
        LessonStep {
            position: "3,7,4,0,0,2,0,5,4,0,6,3,5,4,4,4/0,0,1,2,1,1,1,0,0,1,0,3,1,1,1,0/0,0/S"
            text: qsTr("Your opponent's two holes with more than one seed lie in two columns, so one capture is not enough. Look for a turn whose captures take both columns.")
            marks: ["N4", "N12"]
            goal: "opponent-stuck"
            hint: ["8ccw"]
            teaches: ["4.7", "4.5"]
        }
        LessonStep {
            position: "2,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0/2,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0/S"
            text: qsTr("When the same position comes up for the third time, the game ends in a draw. Here each player's only move shifts their seeds one hole on: after 16 turns each the board is as it was, and after 32 the game is drawn.")
            marks: ["S1", "N1"]
            show: ["1ccw", "1ccw", "2ccw", "2ccw"]
            teaches: ["4.8"]
        }
        LessonStep {
            position: "0,1,0,1,3,1,0,1,0,1,0,1,0,1,0,1/10,10,10,10,2,0,0,11,0,0,0,0,0,0,0,0/0,0/N"
            text: qsTr("Relay sowing can go round and round for ever, so a turn may sow at most 1,000 laps, and a sowing that would never end is not allowed. Your hole 5 is your only start here, and its sowing would never end: when your turn comes, you have no move and lose.")
            marks: ["S5"]
            show: ["5ccw"]
            teaches: ["5", "4.7"]
        }
        LessonStep {
            position: "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0/S/phase=setup"
            options: ["south-seeds=36", "north-seeds=28"]
            text: qsTr("In a match the handicap is in the set-up: the loser of a round places four seeds more in the next one and the winner four fewer, from 20 up to 44 each. Here you lost the round before and place 36 seeds, your opponent 28.")
            show: ["setup:0,2,0,2,0,2,0,2,4,4,4,4,3,3,3,3"]
            teaches: ["4:south-seeds"]
        }
    }

    Lesson {
        key: "strategy"
        title: qsTr("Keeping your seeds safe")
        LessonStep {
            position: "0,0,4,3,0,0,6,3,7,3,0,0,0,0,5,6/1,0,3,0,3,0,0,5,0,3,0,0,2,2,4,4/0,0/N"
            text: qsTr("The two holes of one of your columns are open to capture when both hold seeds and, across the centre, your opponent's inner hole is full and the outer one behind it is empty. Here your opponent's lap ends in that inner hole and takes your holes 7 and 10.")
            marks: ["S7", "S10", "N15", "N2"]
            show: ["13ccw"]
            teaches: ["4.4b"]
        }
        LessonStep {
            position: "0,0,4,3,0,0,6,3,7,3,0,0,0,0,5,6/1,0,3,0,3,0,0,5,0,3,0,0,2,2,4,4/0,0/S"
            text: qsTr("Now it is your move. A column with an empty hole cannot be captured, which is why a good set-up leaves no pair open to capture: make a move after which your opponent captures nothing.")
            marks: ["S7", "S10"]
            goal: "defend"
            within: 0
            hint: ["7ccw"]
            teaches: ["4.4b"]
        }
        LessonStep {
            position: "5,0,0,2,3,0,0,0,3,2,6,4,7,4,0,1/3,0,5,0,0,3,2,0,3,0,0,6,0,0,0,5/0,0/S"
            text: qsTr("Your holes 1 and 16 and your holes 4 and 13 are both open to capture, but only one of these pairs can be taken by a lap of your opponent's. Find it and make a move after which your opponent captures nothing.")
            marks: ["S1", "S16", "S4", "S13"]
            goal: "defend"
            within: 0
            hint: ["4ccw"]
            teaches: ["4.4b"]
        }
        LessonStep {
            position: "0,2,0,0,2,0,4,0,3,0,4,5,3,2,0,2/0,7,0,0,0,3,2,5,3,0,4,5,6,0,2,0/0,0/S"
            text: qsTr("Three of your holes capture the same 8 seeds, but your holes 5 and 12 are open to capture. Choose the capture that also leaves your opponent nothing to take.")
            marks: ["S5", "S12"]
            goal: "near-best"
            within: 3
            hint: ["13ccw"]
            teaches: ["4.4b", "4.5"]
        }
    }
}
