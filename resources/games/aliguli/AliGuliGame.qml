import Semina

// Ali Guli Mane: what the app says about the game (app/catalog/gameinfo.h): its
// title, the home screen's line, its card's place, and for the About dialog
// where it comes from and the text its rules follow.
GameInfo {
    //: A game's name
    title: qsTr("Ali Guli Mane")
    //: Home screen, one line on what makes Ali Guli Mane special
    tagline: qsTr("Two relay sowings a turn in either direction, and handicap rematches.")
    //: The new-game dialog: an option's name, in this game's word for its seeds
    seedsOption: qsTr("Seeds per hole")
    //: The new-game dialog: the option's explanation, in this game's word for its seeds
    seedsOptionHelp: qsTr("How many seeds each hole holds at the start.")
    order: 4
    //: %1 is the address of the article, %2 that of the licence
    origin: qsTr("Ali Guli Mane is played in South India, above all in Karnataka. Semina's rules follow the article \"Ali Guli Mane\" of the Italian Wikipedia (%1), and the Italian texts of its rules and lessons quote the article's words. The article is written by its contributors and published under the Creative Commons Attribution-ShareAlike 4.0 licence (CC BY-SA 4.0, %2); Semina's texts adapt it.")
    links: ["https://it.wikipedia.org/wiki/Ali_Guli_Mane", "https://creativecommons.org/licenses/by-sa/4.0/"]
}
