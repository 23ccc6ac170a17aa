import Semina

// Omweso: what the app says about the game (app/catalog/gameinfo.h): its
// title, the home screen's line, its card's place, and for the About dialog
// where it comes from and the text its rules follow.
GameInfo {
    //: A game's name
    title: qsTr("Omweso")
    //: Home screen, one line on what makes Omweso special
    tagline: qsTr("Four rows, free set-up, relay sowing and clockwise captures from the aloka holes.")
    valueTitles: ({
        //: The new-game dialog: the capture condition's value without it
        "outer-empty=ignored": qsTr("Traditional Omweso: no condition")
    })
    order: 1
    origin: qsTr("Omweso is the four-row mancala of Uganda. Semina's rules follow an Italian description of a game on four rows of eight holes with aloka holes, played with marbles, that names no game. Its captures need your outer hole in that column to be empty; traditional Omweso, without that condition, is an option.")
}
