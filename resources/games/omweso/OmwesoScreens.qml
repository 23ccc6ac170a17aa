import QtQml

// The screens of Omweso that the screenshot sweep shows (see
// KalahScreens.qml for the members).
QtObject {
    readonly property var screens: [
        { name: "new-game-expert", dialog: "openNewGameAgainstExpert", argument: "omweso" },
        { name: "rules-omweso", dialog: "openRulesAt", argument: "omweso/5" },
        { name: "match-omweso", dialog: "showMatch",
          argument: "omweso|1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,0/0,0/S|refill" },
        { name: "lessons-omweso", dialog: "showLessons", argument: "omweso" },
        { name: "editor-omweso", dialog: "showEditor", argument: "omweso" },
        { name: "puzzles-omweso", dialog: "showPuzzles", argument: "omweso" },
        { name: "omweso-setup" },
        { name: "omweso-mid", position: "0,3,5,2,0,1,4,2,3,0,2,1,6,0,2,1/2,2,0,4,1,3,0,2,5,1,0,3,2,4,1,2/0,0/S" },
        { name: "omweso-over", position: "1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,0/0,0/S" },
        // A game in progress reviewed at an earlier step.
        { name: "omweso-replay", played: 14, shownStep: 6 }
    ]
}
