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

    // The sections before the games' and after them.
    readonly property var firstSections: [
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
    ]
    readonly property var lastSections: [
        {
            //: About: the heading over the rules and the published results the engine is checked against
            heading: qsTr("Rules and published results"),
            html: qsTr("The complete rules of the four games, clause by clause, are in docs/rules.md of "
                       + "the source code; the tests check the engine against them.")
                  + dialog.gameSources.filter(g => g.results.length > 0).map(g => " " + g.results).join("")
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
    // Each game's title, origin, links and published results, from its
    // folder (app/catalog/gameinfo.h), read again when the language changes.
    readonly property var gameSources: {
        void Settings.language;
        return games.sources();
    }
    // Each game's section: its title, and where it comes from with its addresses as links.
    function gameSections(): var {
        return dialog.gameSources.map(g => ({
            heading: g.title,
            html: g.links.reduce((text, url) => text.arg(dialog.link(url)), g.origin)
        }));
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
                model: dialog.firstSections.concat(dialog.gameSections(), dialog.lastSections)
                delegate: RulesSection {}
            }
        }
    }
}
