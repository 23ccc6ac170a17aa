import QtQuick
import QtQuick.Controls
import Semina

// About Semina: the version, the licence, where each game's rules come
// from, the published results the engine is checked against, and the
// credits of what Semina uses but did not make. The text scrolls inside the
// dialog, which fits the window (800×600 too), so that Close stays in view.
Dialog {
    id: dialog

    // The app's version (app/main.cpp sets it from CMake's project VERSION).
    readonly property string version: Qt.application.version
    readonly property alias page: page

    // An address as a link in the theme's accent (rich text ignores linkColor).
    function link(url: string): string {
        return "<a href=\"" + url + "\"><font color=\"" + Theme.accent + "\">" + url + "</font></a>";
    }

    objectName: "aboutDialog"
    //: Title of the About dialog
    title: qsTr("About Semina")
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 80 : 680, 680 * Theme.zoom)
    height: Math.min(parent ? parent.height - 60 : 640, 720 * Theme.zoom)
    standardButtons: Dialog.Close
    onOpened: {
        page.contentY = 0;
        page.forceActiveFocus();
    }

    GameListModel {
        id: games
    }

    ScrollPage {
        id: page
        objectName: "aboutPage"
        anchors.fill: parent
        contentHeight: column.height
        Accessible.name: dialog.title

        Column {
            id: column
            objectName: "aboutText"
            // Room on the right for the scroll bar.
            width: page.width - 16
            spacing: Theme.spacing

            Column {
                width: parent.width
                spacing: 2
                Label {
                    //: The app's name, large, at the top of the About dialog
                    text: qsTr("Semina")
                    font.pixelSize: Theme.titleSize
                    font.bold: true
                    color: Theme.ink
                }
                Label {
                    objectName: "aboutVersion"
                    //: %1 is the version number, e.g. 0.1.0
                    text: qsTr("Version %1").arg(dialog.version)
                    font.pixelSize: Theme.headingSize
                    color: Theme.inkSoft
                }
                Label {
                    width: parent.width
                    text: qsTr("Traditional mancala games, played by their own rules")
                    wrapMode: Text.WordWrap
                    color: Theme.inkSoft
                }
            }

            Repeater {
                model: [
                    {
                        heading: qsTr("Licence"),
                        html: qsTr("Semina is free software: you can redistribute it and modify it under the terms of "
                                   + "the GNU General Public License, version 3 or (at your option) any later version "
                                   + "(GPL-3.0-or-later). It comes with absolutely no warranty. The licence is in the "
                                   + "file LICENSE of the source code and at %1.")
                              .arg(dialog.link("https://www.gnu.org/licenses/gpl-3.0.html"))
                    },
                    {
                        //: About: the heading over where each game's rules come from
                        heading: qsTr("The games and their sources"),
                        html: qsTr("Each game is played exactly by the rules of one source text; where the text is "
                                   + "silent or unclear, the game's Rules say which reading Semina takes.")
                    },
                    {
                        heading: games.titleOf("omweso"),
                        html: qsTr("Omweso is the four-row mancala of Uganda. Semina's rules follow an Italian "
                                   + "description of a game on four rows of eight holes with aloka holes, played with "
                                   + "marbles, that names no game. Its captures need your outer hole in that column to "
                                   + "be empty; traditional Omweso, without that condition, is an option.")
                    },
                    {
                        heading: games.titleOf("mankala"),
                        html: qsTr("Two-row mancala games are played across Africa and Asia. Semina's Mankala is the "
                                   + "first of two rule sets on a Hungarian page about games on a board of two rows of "
                                   + "six holes: captures on two or six.")
                    },
                    {
                        heading: games.titleOf("kalah"),
                        html: qsTr("Kalah was devised in the United States in the 1940s. Its rules here are the "
                                   + "second rule set of the same Hungarian page: stores, another move for a sowing "
                                   + "that ends in your store, and captures from your empty holes.")
                    },
                    {
                        heading: games.titleOf("aliguli"),
                        //: %1 is the address of the article, %2 that of the licence
                        html: qsTr("Ali Guli Mane is played in South India, above all in Karnataka. Semina's rules "
                                   + "follow the article \"Ali Guli Mane\" of the Italian Wikipedia (%1), and the Italian "
                                   + "texts of its rules and lessons quote the article's words. The article is written "
                                   + "by its contributors and published under the Creative Commons "
                                   + "Attribution-ShareAlike 4.0 licence (CC BY-SA 4.0, %2); Semina's texts adapt it.")
                              .arg(dialog.link("https://it.wikipedia.org/wiki/Ali_Guli_Mane"))
                              .arg(dialog.link("https://creativecommons.org/licenses/by-sa/4.0/"))
                    },
                    {
                        heading: qsTr("Rules and published results"),
                        html: qsTr("The complete rules of the four games, clause by clause, are in docs/rules.md of "
                                   + "the source code; the tests check the engine against them. Kalah is also checked "
                                   + "against published results: the values and perfect games of G. Irving, "
                                   + "H. H. L. M. Donkers and J. W. H. M. Uiterwijk, \"Solving Kalah\", ICGA Journal "
                                   + "23(3), 2000, pp. 139–147, and, with the capture most boxed sets use, the first "
                                   + "player's winning margins on which independent solvers agree (2 with three seeds a "
                                   + "hole, 8 with four).")
                    },
                    {
                        heading: qsTr("Credits"),
                        html: qsTr("Semina is made with Qt 6 (Qt Quick, Qt Quick Controls and Qt Multimedia) by The "
                                   + "Qt Company and the Qt Project's contributors, used under the GNU Lesser General "
                                   + "Public License, version 3 (LGPL-3.0). The seed pictures, the sounds, the icon and "
                                   + "the translations were made for Semina. Semina brings no fonts of its own: its text "
                                   + "is drawn in the system's font.")
                    }
                ]
                delegate: RulesSection {}
            }
        }
    }
}
