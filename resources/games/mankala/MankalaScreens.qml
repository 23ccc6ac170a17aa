import QtQml

// The screens of Mankala that the screenshot sweep shows (see
// KalahScreens.qml for the members).
QtObject {
    readonly property var screens: [
        { name: "lessons-mankala", dialog: "showLessons", argument: "mankala" },
        { name: "mankala-mid", position: "3,0,5,7,2,1/6,2,0,4,1,3/8,6/N" },
        { name: "mankala-over", position: "0,0,0,0,0,0/0,0,0,0,0,0/30,18/S" }
    ]
}
