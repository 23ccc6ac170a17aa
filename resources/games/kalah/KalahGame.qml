import Semina

// Kalah: what the app says about the game (app/catalog/gameinfo.h): its
// title, the home screen's line, its card's place, and for the About dialog
// where it comes from and the text its rules follow.
GameInfo {
    //: A game's name
    title: qsTr("Kalah")
    //: Home screen, one line on what makes Kalah special
    tagline: qsTr("Sow into your store for another move, capture across the board.")
    //: The new-game dialog: an option's name, in this game's word for its seeds
    seedsOption: qsTr("Seeds per hole")
    //: The new-game dialog: the option's explanation, in this game's word for its seeds
    seedsOptionHelp: qsTr("How many seeds each hole holds at the start.")
    order: 3
    origin: qsTr("Kalah was devised in the United States in the 1940s. Its rules here are the second rule set of the same Hungarian page: stores, another move for a sowing that ends in your store, and captures from your empty holes.")
    //: About: the published results the engine is checked against
    results: qsTr("Kalah is also checked against published results: the values and perfect games of G. Irving, H. H. L. M. Donkers and J. W. H. M. Uiterwijk, \"Solving Kalah\", ICGA Journal 23(3), 2000, pp. 139–147, and, with the capture most boxed sets use, the first player's winning margins on which independent solvers agree (2 with three seeds a hole, 8 with four).")
}
