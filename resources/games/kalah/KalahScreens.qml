import QtQml

// The screens of Kalah that the screenshot sweep shows and saves
// (app/devtools/screensweep.cpp, scripts/screenshot-sweep): the game at a
// position (in docs/notation.md's notation; none: the start), after
// `played` decisions and shown at the replay's step `shownStep`; or a
// dialog of this game, opened by a function of qml/devtools/SweepActions.qml.
QtObject {
    readonly property var screens: [
        { name: "new-game-perfect", dialog: "openNewGameAgainstPerfect", argument: "kalah" },
        { name: "rules-kalah", dialog: "openRulesAt", argument: "kalah/3" },
        { name: "lessons-kalah", dialog: "showLessons", argument: "kalah" },
        { name: "puzzles-kalah", dialog: "showPuzzles", argument: "kalah" },
        // The lessons with Export progress… asking the learner's name.
        { name: "progress-export", dialog: "showProgressExport", argument: "kalah" },
        { name: "kalah-mid", position: "0,5,6,1,7,2/5,0,6,6,1,7/1,1/S" },
        { name: "kalah-over", position: "0,0,0,0,0,0/0,0,0,0,0,0/26,22/S" },
        // South's first legal decision (hole 1) captures: the board's marks
        // (the last move, its captures, North's playable holes).
        { name: "kalah-capture", position: "1,0,0,2,5,0/3,3,3,3,3,3/10,12/S", played: 1 },
        // A finished game reviewed at an earlier step.
        { name: "kalah-replay", played: 1000, shownStep: 9 },
        // The analysis board with the review of an endgame (exact at once).
        { name: "kalah-review", dialog: "showReview", argument: "kalah|0,1,0,2,1,3/1,0,2,0,1,1/19,17/S|1,0,2,0,1,0" }
    ]
}
