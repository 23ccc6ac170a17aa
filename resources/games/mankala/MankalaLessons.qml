import Semina

// The lessons of Mankala (docs/rules.md §2). Positions in docs/notation.md's
// notation: South's holes 1-6 (left to right), North's 1-6 (right to left),
// the stores (South's, North's), the player to move. The stores only keep
// captured seeds; 48 seeds in all.
LessonBook {
    game: "mankala"

    // What the lessons say about the seeds when a try misses (LessonWords).
    words: LessonWords {
        //: Lesson feedback in Mankala lessons: name the seeds as the Mankala lessons do
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
        captureHint: qsTr("A capture comes from a last seed that makes a hole hold 2 or 6: look for a hole holding 1 or 5 where a sowing ends.")
        relayHint: qsTr("Look for a sowing whose last seed falls into a hole that holds seeds.")
        endHint: qsTr("The game ends when the player to move has no seed in their row: look for a move that leaves your opponent none.")
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
            text: qsTr("The board has two rows of six holes and a store at each end; the stores only keep the seeds you capture. Every hole starts with four seeds, 48 in all. Either player may begin: \"Who starts\" in the new-game dialog says who, South by default.")
            marks: ["Sstore", "Nstore"]
            teaches: ["2", "2.1"]
        }
        LessonStep {
            text: qsTr("The six holes at the bottom are yours. On your turn you lift all the seeds of one of your holes and sow them one by one into the holes that follow, counter-clockwise. Then the turn passes: every turn is one sowing.")
            marks: ["S1"]
            show: ["1"]
            teaches: ["2.2", "2.4"]
        }
        LessonStep {
            text: qsTr("A sowing goes on into your opponent's row, and no seed ever goes into a store. Sow so that your last seed falls into your opponent's hole 1.")
            marks: ["N1"]
            goal: "last-in"
            place: "N1"
            hint: ["3"]
            teaches: ["2.2"]
        }
        LessonStep {
            options: ["seeds=6"]
            text: qsTr("The game may also start with six seeds a hole, 72 in all: \"Seeds per hole\" in the new-game dialog. Sow so that your last seed falls into your opponent's hole 3.")
            marks: ["N3"]
            goal: "last-in"
            place: "N3"
            hint: ["3"]
            teaches: ["2:seeds", "2.2"]
        }
        LessonStep {
            position: "0,12,2,3,1,2/4,4,4,4,4,4/2,2/S"
            text: qsTr("A hole of twelve seeds or more sows round both rows and on into the hole it was taken from: no hole is skipped. Make your last seed fall back into your hole 2.")
            marks: ["S2"]
            goal: "last-in"
            place: "S2"
            hint: ["2"]
            teaches: ["2.2"]
        }
    }

    Lesson {
        key: "capture"
        title: qsTr("Capture on 2 or 6")
        LessonStep {
            position: "4,4,4,4,3,5/5,1,4,4,4,4/1,1/S"
            text: qsTr("When your last seed makes a hole hold 2 or 6 seeds, you capture them all into your store. Only the hole of the last seed counts: here your hole 6 and your opponent's hole 1 reach 6 on the way, but only hole 2 is captured.")
            marks: ["S5", "N2"]
            show: ["5"]
            teaches: ["2.3"]
        }
        LessonStep {
            position: "2,4,3,5,1,6/3,2,5,4,4,2/4,3/S"
            text: qsTr("A hole that held 5 seeds holds 6 after your last seed. Capture 6 seeds.")
            marks: ["N3"]
            goal: "capture"
            atLeast: 6
            hint: ["4"]
            teaches: ["2.3"]
        }
        LessonStep {
            position: "3,1,4,5,2,6/4,3,2,6,3,4/2,3/S"
            text: qsTr("The hole may just as well be in your own row. Make a capture.")
            goal: "capture"
            hint: ["1"]
            teaches: ["2.3"]
        }
        LessonStep {
            position: "3,1,4,5,2,6/4,3,1,6,3,4/3,3/S"
            options: ["capture-side=opponent"]
            text: qsTr("Some players capture only in the opponent's row. Under this rule, filling your own hole 4 up to 6 captures nothing: make a capture in your opponent's row.")
            marks: ["S4", "N3"]
            goal: "capture"
            hint: ["4"]
            teaches: ["2.3", "2:capture-side"]
        }
    }

    Lesson {
        key: "end"
        title: qsTr("The end of the game")
        LessonStep {
            position: "0,0,0,0,0,1/3,0,0,2,0,0/20,22/S"
            text: qsTr("When the player to move has no seed left in their row, the game is over: every seed still on the board goes to the other player. Watch: after these two sowings you cannot move.")
            marks: ["Sstore", "Nstore"]
            show: ["6", "1"]
            teaches: ["2.5"]
        }
        LessonStep {
            position: "2,0,3,0,1,1/1,0,0,0,0,0/20,20/S"
            text: qsTr("Now the other way round: capture your opponent's last seeds, and every seed left on the board is yours. The player with more seeds in the store wins.")
            marks: ["N1"]
            goal: "opponent-stuck"
            hint: ["6"]
            teaches: ["2.5", "2.7"]
        }
        LessonStep {
            position: "2,0,5,3,1,1/1,0,0,0,0,0/15,20/S"
            text: qsTr("A capture of 6 seeds is on offer here, but a smaller capture ends the game in your favour. Win the game with this move.")
            goal: "win"
            hint: ["4"]
            teaches: ["2.5", "2.7"]
        }
        LessonStep {
            position: "0,0,0,0,1,1/1,0,0,0,0,1/22,22/S"
            text: qsTr("Win the game within two of your turns: keep seeds in your own row, and leave your opponent none.")
            marks: ["N1", "N6"]
            goal: "win-within"
            atLeast: 2
            hint: ["6", "1"]
            teaches: ["2.5", "2.7"]
        }
        LessonStep {
            position: "0,0,0,0,0,1/0,0,0,0,0,1/23,23/S"
            text: qsTr("Seeds leave the board only by capture, so play can go round in circles. When the same position comes up for the third time, the game ends and each player takes the seeds of their own row.")
            marks: ["S6", "N6"]
            show: ["6", "6", "1", "1", "2", "2", "3", "3", "4", "4", "5", "5", "6", "6", "1", "1", "2", "2", "3", "3", "4", "4", "5", "5"]
            teaches: ["2.6"]
        }
        LessonStep {
            position: "x,4,4,4,4,4/4,4,4,4,4,4/0,4/S"
            text: qsTr("In a match the games follow one another: each new game starts from your store, four seeds a hole, and a hole you cannot fill stays out of play for that game. \"Next round\" in the new-game dialog says who starts the next game: each in turn, the loser or the winner.")
            marks: ["S1"]
            teaches: ["2:next-starter"]
        }
    }

    Lesson {
        key: "strategy"
        title: qsTr("Strategy")
        LessonStep {
            position: "4,5,3,6,0,3/2,4,0,1,2,2/10,6/S"
            text: qsTr("A hole of 1 or 5 seeds is a target: one more seed makes it a 2 or a 6. A sowing from your opponent's hole 6 can end in your hole 2: make a move after which your opponent cannot capture in your row.")
            marks: ["N6", "S2"]
            goal: "defend"
            hint: ["2"]
            teaches: ["2.3"]
        }
        LessonStep {
            position: "1,1,5,6,1,0/0,3,1,5,6,0/11,8/S"
            text: qsTr("Two of your sowings capture 6 seeds. Before you choose, look at what each of them leaves your opponent. Find the best move.")
            goal: "near-best"
            within: 2
            hint: ["4"]
            teaches: ["2.3"]
        }
        LessonStep {
            position: "2,5,1,4,3,2/4,0,2,4,4,3/10,4/S"
            text: qsTr("Now two of your holes are targets: your opponent can make a 6 in your hole 2 and a 2 in your hole 3. Make a move after which your opponent cannot capture in your row.")
            marks: ["S2", "S3"]
            goal: "defend"
            hint: ["2"]
            teaches: ["2.3"]
        }
    }
}
