import Semina

// The lessons of Kalah (docs/rules.md §1). Positions in docs/notation.md's
// notation: South's holes 1-6 (left to right), North's 1-6 (right to left),
// the stores (South's, North's), the player to move.
LessonBook {
    game: "kalah"

    Lesson {
        key: "sowing"
        title: qsTr("Sowing")
        LessonStep {
            text: qsTr("The six holes at the bottom and the store on the right are yours. On your turn you lift all the seeds of one of your holes and sow them one by one into the holes that follow, counter-clockwise.")
            marks: ["S1"]
            show: ["1"]
        }
        LessonStep {
            text: qsTr("Your turn: sow so that your last seed falls into your hole 6, the last before your store.")
            goal: "last-in"
            place: "S6"
            hint: ["2"]
        }
        LessonStep {
            position: "1,1,1,1,1,9/4,4,4,4,4,4/5,5/S"
            text: qsTr("A long sowing goes through your own store, one seed in it as in a hole, and on along your opponent's row. It passes your opponent's store without a seed.")
            marks: ["S6", "Sstore", "Nstore"]
            show: ["6"]
        }
    }

    Lesson {
        key: "extra-move"
        title: qsTr("Another move")
        LessonStep {
            text: qsTr("When your last seed falls into your own store, you move again.")
            marks: ["S3", "Sstore"]
            show: ["3"]
        }
        LessonStep {
            position: "2,5,1,3,2,4/4,4,4,4,4,4/4,3/S"
            text: qsTr("Earn another move: find a hole whose seeds just reach your store.")
            goal: "extra-move"
            hint: ["2"]
        }
        LessonStep {
            position: "1,0,0,0,2,1/4,4,4,4,4,4/0,20/S"
            text: qsTr("There is no limit to the moves you can earn in a turn. Earn at least two: the order of your sowings matters.")
            goal: "extra-move"
            atLeast: 2
            wholeTurn: true
            hint: ["6", "5", "6", "1"]
        }
    }

    Lesson {
        key: "capture"
        title: qsTr("Capture")
        LessonStep {
            position: "1,0,0,3,2,5/4,4,4,4,4,4/7,6/S"
            text: qsTr("When your last seed falls into an empty hole of yours, you capture it together with all the seeds of the facing hole: they go to your store, and the turn passes.")
            marks: ["S2", "N5"]
            show: ["1"]
        }
        LessonStep {
            position: "2,0,2,0,0,6/3,6,4,5,2,0/9,9/S"
            text: qsTr("Capture at least 5 seeds.")
            goal: "capture"
            atLeast: 5
            hint: ["3"]
        }
        LessonStep {
            position: "1,0,0,2,0,0/3,2,2,2,0,2/18,16/S"
            options: ["capture=standard"]
            text: qsTr("Many Kalah sets play the standard capture: when the facing hole is empty, nothing is captured. Capture under this rule.")
            goal: "capture"
            hint: ["4"]
        }
    }

    Lesson {
        key: "end"
        title: qsTr("The end of the game")
        LessonStep {
            position: "0,0,0,0,0,1/2,1,0,3,0,1/20,20/S"
            text: qsTr("When all the holes of either player are empty, the game is over: each player puts the seeds left in their own row into their own store. The player with more seeds in the store wins.")
            marks: ["Sstore", "Nstore"]
            show: ["6"]
        }
        LessonStep {
            position: "0,0,0,0,2,1/1,0,0,0,0,1/22,21/S"
            text: qsTr("Win the game in this turn: end it with more seeds in your store than your opponent.")
            goal: "win"
            wholeTurn: true
            hint: ["6", "5", "6"]
        }
    }
}
