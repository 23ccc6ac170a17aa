import Semina

// Mankala: what the app says about the game (app/catalog/gameinfo.h): its
// title, the home screen's line, its card's place, and for the About dialog
// where it comes from and the text its rules follow.
GameInfo {
    //: A game's name
    title: qsTr("Mankala")
    //: Home screen, one line on what makes Mankala special
    tagline: qsTr("Capture when your last seed makes two or six.")
    //: The new-game dialog: an option's name, in this game's word for its seeds
    seedsOption: qsTr("Seeds per hole")
    //: The new-game dialog: the option's explanation, in this game's word for its seeds
    seedsOptionHelp: qsTr("How many seeds each hole holds at the start.")
    order: 2
    origin: qsTr("Two-row mancala games are played across Africa and Asia. Semina's Mankala is the first of two rule sets on a Hungarian page about games on a board of two rows of six holes: captures on two or six.")
}
