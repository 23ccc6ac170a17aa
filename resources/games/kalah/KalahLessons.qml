import Semina

// The lessons of Kalah (docs/rules.md §1). Positions in docs/notation.md's
// notation: South's holes 1-6 (left to right), North's 1-6 (right to left),
// the stores (South's, North's), the player to move.
LessonBook {
    game: "kalah"

    // What the lessons say about the seeds when a try misses (LessonWords).
    words: LessonWords {
        //: Lesson feedback in Kalah lessons: name the seeds as the Kalah lessons do
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
        captureHint: qsTr("A capture comes from a last seed that falls into an empty hole of yours: look for a hole whose seeds end in one.")
        relayHint: qsTr("Look for a sowing whose last seed falls into a hole that holds seeds.")
        endHint: qsTr("The game ends when one side's holes are all empty: look for a move that empties the last of them.")
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
            text: qsTr("The board has two rows of six holes and a store at each end. Every hole starts with four seeds, 48 in all. South, at the bottom, begins, unless \"Who starts\" in the new-game dialog names North.")
            marks: ["Sstore", "Nstore"]
            teaches: ["1"]
        }
        LessonStep {
            text: qsTr("The six holes at the bottom and the store on the right are yours. On your turn you lift all the seeds of one of your holes and sow them one by one into the holes that follow, counter-clockwise.")
            marks: ["S1"]
            show: ["1"]
            teaches: ["1.1"]
        }
        LessonStep {
            text: qsTr("Your turn: sow so that your last seed falls into your hole 6, the last before your store.")
            marks: ["S6"]
            goal: "last-in"
            place: "S6"
            hint: ["2"]
            teaches: ["1.1"]
        }
        LessonStep {
            position: "1,1,1,1,1,9/4,4,4,4,4,4/5,5/S"
            text: qsTr("A long sowing goes through your own store, one seed in it as in a hole, and on along your opponent's row. It passes your opponent's store without a seed.")
            marks: ["S6", "Sstore", "Nstore"]
            show: ["6"]
            teaches: ["1.1"]
        }
        LessonStep {
            position: "2,3,5,1,6,2/4,4,4,4,4,4/3,2/S"
            text: qsTr("Sow past your store: make your last seed fall into your opponent's hole 4.")
            marks: ["N4"]
            goal: "last-in"
            place: "N4"
            hint: ["5"]
            teaches: ["1.1"]
        }
        LessonStep {
            position: "1,1,1,1,2,8/4,4,4,4,4,4/5,5/S"
            text: qsTr("A sowing may go all the way round the board. Sow so that your last seed comes back into your own hole 1.")
            marks: ["S1"]
            goal: "last-in"
            place: "S1"
            hint: ["6"]
            teaches: ["1.1"]
        }
    }

    Lesson {
        key: "extra-move"
        title: qsTr("Another move")
        LessonStep {
            text: qsTr("When your last seed falls into your own store, you move again.")
            marks: ["S3", "Sstore"]
            show: ["3"]
            teaches: ["1.2"]
        }
        LessonStep {
            position: "2,5,1,3,2,4/4,4,4,4,4,4/4,3/S"
            text: qsTr("Earn another move: find a hole whose seeds just reach your store.")
            goal: "extra-move"
            hint: ["2"]
            teaches: ["1.2"]
        }
        LessonStep {
            position: "0,2,0,0,2,1/4,4,4,4,4,4/10,9/S"
            text: qsTr("There is no limit to the moves you can earn in a turn. Earn at least two: the order of your sowings matters.")
            marks: ["S5", "S6"]
            goal: "extra-move"
            atLeast: 2
            wholeTurn: true
            hint: ["6", "5", "6", "2"]
            teaches: ["1.2"]
        }
        LessonStep {
            position: "1,0,4,3,2,1/3,4,4,3,3,4/9,7/S"
            text: qsTr("Every sowing drops a seed into the holes it passes, so one move can spoil the next. Earn at least four more moves in this turn: which hole should go first?")
            goal: "extra-move"
            atLeast: 4
            wholeTurn: true
            hint: ["6", "5", "6", "4", "6", "3", "6", "5", "6", "1"]
            teaches: ["1.2"]
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
            teaches: ["1.3"]
        }
        LessonStep {
            position: "2,0,2,0,0,6/3,6,4,5,2,0/9,9/S"
            text: qsTr("Capture at least 5 seeds.")
            goal: "capture"
            atLeast: 5
            hint: ["3"]
            teaches: ["1.3"]
        }
        LessonStep {
            position: "1,0,4,0,0,0/2,3,1,4,0,2/16,15/S"
            text: qsTr("You capture even when the facing hole is empty: then your last seed goes to your store alone. Make such a capture.")
            marks: ["S2", "N5"]
            goal: "capture"
            hint: ["1"]
            teaches: ["1.3"]
        }
        LessonStep {
            position: "1,0,0,2,0,0/3,2,2,2,0,2/18,16/S"
            options: ["capture=standard"]
            text: qsTr("Many Kalah sets play the standard capture: when the facing hole is empty, nothing is captured. Capture under this rule.")
            goal: "capture"
            hint: ["4"]
            teaches: ["1.3", "1:capture"]
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
            teaches: ["1.4", "1.5"]
        }
        LessonStep {
            position: "0,0,0,0,1,1/2,1,0,3,0,1/24,15/S"
            text: qsTr("End the game in this turn: empty your own row. The order of your sowings matters.")
            goal: "end-game"
            wholeTurn: true
            hint: ["6", "5"]
            teaches: ["1.4"]
        }
        LessonStep {
            position: "0,0,0,0,2,1/1,0,0,0,0,1/22,21/S"
            text: qsTr("Win the game in this turn: end it with more seeds in your store than your opponent.")
            goal: "win"
            wholeTurn: true
            hint: ["6", "5", "6"]
            teaches: ["1.4", "1.5"]
        }
        LessonStep {
            position: "0,0,4,2,2,0/6,0,0,0,0,0/16,18/S"
            text: qsTr("The game also ends when your opponent's row runs empty, and then the seeds left in your row go to your store. Win the game in this turn: capture the seeds of your opponent's hole 1 rather than empty your own row.")
            marks: ["N1"]
            goal: "win"
            wholeTurn: true
            hint: ["4"]
            teaches: ["1.4", "1.5"]
        }
        LessonStep {
            position: "0,5,3,1,1,4/0,0,2,0,0,0/12,20/S"
            text: qsTr("Think a turn ahead: your opponent has one hole left. Win within two of your turns, whatever the computer replies.")
            goal: "win-within"
            atLeast: 2
            hint: ["2", "4", "3", "4"]
            teaches: ["1.4", "1.5"]
        }
    }

    Lesson {
        key: "options"
        title: qsTr("Options and matches")
        LessonStep {
            options: ["holes=4", "seeds=3"]
            text: qsTr("In the new-game dialog you can choose four or five holes a row instead of six, and from one to six seeds a hole. Here each row has four holes of three seeds.")
            marks: ["S4", "Sstore"]
            teaches: ["1:holes", "1:seeds"]
        }
        LessonStep {
            options: ["holes=4", "seeds=3"]
            text: qsTr("The rules stay the same on a smaller board. Earn another move.")
            goal: "extra-move"
            hint: ["2"]
            teaches: ["1:holes", "1.2"]
        }
        LessonStep {
            position: "1,0,2,1,0/7,0,4,3,4/11,7/S"
            options: ["holes=5"]
            text: qsTr("On a board of five holes a row you capture just as on six: the facing hole is the one straight across. Capture at least 6 seeds.")
            goal: "capture"
            atLeast: 6
            hint: ["4"]
            teaches: ["1:holes", "1.3"]
        }
        LessonStep {
            position: "2,1,2,1/5,6,0,0/3,4/S"
            options: ["holes=4", "seeds=3"]
            text: qsTr("Here no single sowing captures, but another move can open the way. Capture at least 7 seeds in this turn.")
            goal: "capture"
            atLeast: 7
            wholeTurn: true
            hint: ["4", "3", "2"]
            teaches: ["1:holes", "1.2", "1.3"]
        }
        LessonStep {
            position: "x,4,4,4,4,4/4,4,4,4,4,4/0,4/S"
            text: qsTr("In a match the games follow one another: each new game starts from your store, four seeds a hole, and a hole you cannot fill stays out of play for that game. \"Next round\" in the new-game dialog says who starts the next game: each in turn, the loser or the winner.")
            marks: ["S1"]
            teaches: ["1:next-starter"]
        }
    }

    Lesson {
        key: "strategy"
        title: qsTr("Strategy")
        LessonStep {
            position: "3,4,0,0,5,1/6,2,1,1,2,1/12,10/S"
            text: qsTr("In this lesson the computer weighs your move against the best one. A single seed in your hole 6 is a free move, and once hole 6 is empty, another sowing can end there and capture. Find the best move.")
            marks: ["S6"]
            goal: "near-best"
            within: 2
            hint: ["6"]
            teaches: ["1.2", "1.3"]
        }
        LessonStep {
            position: "2,1,13,0,3,0/3,2,1,8,2,2/6,5/S"
            text: qsTr("Count before you sow: a hole of 13 seeds goes all the way round the board, and its last seed falls back into the hole it came from, empty now. Find the best move.")
            goal: "near-best"
            within: 2
            hint: ["3"]
            teaches: ["1.1", "1.3"]
        }
        LessonStep {
            position: "2,1,0,9,3,0/2,4,0,3,2,4/9,9/S"
            text: qsTr("A sowing from your opponent's hole 1 can end in their empty hole 3 and take the 9 seeds of your hole 4. Make a move after which your opponent can capture none of your seeds.")
            marks: ["N1", "N3", "S4"]
            goal: "defend"
            hint: ["4"]
            teaches: ["1.3"]
        }
        LessonStep {
            position: "8,3,3,3,0,0/4,5,3,2,0,0/11,6/S"
            text: qsTr("Your hole 1 is in danger and two captures tempt you, but free moves come first. Look at the whole board and find the best move.")
            marks: ["S1"]
            goal: "near-best"
            within: 3
            hint: ["4"]
            teaches: ["1.2", "1.3"]
        }
    }
}
