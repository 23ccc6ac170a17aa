import QtQuick
import QtQuick.Controls

ApplicationWindow {
    id: window

    width: 1280
    height: 800
    minimumWidth: 800
    minimumHeight: 600
    visible: true
    //: Window title, the app's name
    title: qsTr("Semina")
    color: Theme.background

    HomeScreen {
        anchors.fill: parent
    }
}
