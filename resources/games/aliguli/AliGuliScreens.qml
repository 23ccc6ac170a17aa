import QtQml

// The screens of Ali Guli Mane that the screenshot sweep shows (see
// KalahScreens.qml for the members). The game with the most to say shows
// the new-game dialog and every step of a match's end.
QtObject {
    readonly property var screens: [
        { name: "new-game", dialog: "openNewGame", argument: "aliguli" },
        { name: "rules", dialog: "openRulesAt", argument: "aliguli/5" },
        { name: "match-over", dialog: "showMatch", argument: "aliguli|0,0,0,0,0,0,0/0,0,0,0,0,0,0/44,26/S|over" },
        { name: "match-refill", dialog: "showMatch", argument: "aliguli|0,0,0,0,0,0,0/0,0,0,0,0,0,0/44,26/S|refill" },
        { name: "match-round", dialog: "showMatch", argument: "aliguli|0,0,0,0,0,0,0/0,0,0,0,0,0,0/44,26/S|round" },
        { name: "match-end-question", dialog: "showMatch", argument: "aliguli|0,0,0,0,0,0,0/0,0,0,0,0,0,0/44,26/S|ask" },
        { name: "match-ended", dialog: "showMatch", argument: "aliguli|0,0,0,0,0,0,0/0,0,0,0,0,0,0/44,26/S|ended" },
        { name: "lessons-aliguli", dialog: "showLessons", argument: "aliguli" },
        { name: "editor-aliguli", dialog: "showEditor", argument: "aliguli" },
        { name: "aliguli-mid", position: "6,0,9,3,7,x,x/4,8,1,0,6,5,3/9,17/S" },
        { name: "aliguli-over", position: "0,0,0,0,0,0,0/0,0,0,0,0,0,0/40,30/S" }
    ]
}
