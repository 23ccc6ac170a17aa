import QtQuick
import QtQuick.Controls
import Semina

ApplicationWindow {
    id: window

    // From the command line (--variant, --position): open that game at once.
    property string startVariant
    property string startPosition
    property list<string> startPlayers
    // A game file to open at once (a file: URL), or the unfinished game (--continue).
    property string startFile
    // A lesson file to open at once (--lesson, a file: URL).
    property string startLesson
    property bool startResume
    // Games are kept (autosave, Continue, recent games) unless the app takes pictures of itself.
    property bool keepGames
    readonly property alias session: session
    readonly property alias store: store
    readonly property alias files: files
    readonly property alias lessonFiles: lessonFiles
    readonly property alias progressReport: progressReport
    readonly property alias editor: editor
    readonly property alias editorFiles: editorFiles
    // For devtools/SweepActions.qml, which reaches screens as the sweep and the tests need.
    readonly property alias newGameDialog: newGameDialog
    readonly property alias rulesDialog: rulesDialog
    readonly property Item currentScreen: stack.currentItem

    // The size it had when last closed (Settings.windowSize: within the screen, at least the minimum).
    readonly property size storedSize: Settings.windowSize(Screen.desktopAvailableWidth, Screen.desktopAvailableHeight)
    width: storedSize.width
    height: storedSize.height
    minimumWidth: 800
    minimumHeight: 600
    visible: true
    //: Window title, the app's name
    title: qsTr("Semina")
    color: Theme.background
    font.pixelSize: Theme.bodySize
    Binding {
        target: Theme
        property: "zoom"
        value: Math.max(1, Math.min(window.width / 1600, window.height / 1000))
    }
    // The controls are drawn by Semina's style (qml/style) in the theme's
    // colours (Theme.qml hands them over). The palette, from the same
    // colours, is for what reads it: a RoundButton's fill and text, and any
    // control the style leaves to the Basic style.
    palette {
        window: Theme.background
        base: Theme.field
        alternateBase: Theme.fieldAlt
        button: Theme.button
        brightText: Theme.inkOnAccent
        highlight: Theme.accent
        highlightedText: Theme.inkOnAccent
        link: Theme.accent
        toolTipBase: Theme.tipBase
        toolTipText: Theme.tipText
        placeholderText: Theme.inkSoft
        light: Theme.light
        midlight: Theme.light
        mid: Theme.mid
        dark: Theme.dark
        shadow: Theme.shadow
        // Text by group: set for all groups at once it would hide that a
        // control is disabled.
        active.windowText: Theme.ink
        active.text: Theme.ink
        active.buttonText: Theme.ink
        inactive.windowText: Theme.ink
        inactive.text: Theme.ink
        inactive.buttonText: Theme.ink
        disabled.windowText: Theme.inkFaint
        disabled.text: Theme.inkFaint
        disabled.buttonText: Theme.inkFaint
    }

    GameSession {
        id: session
    }
    // The lessons' board: its own, so that a lesson never touches the game in progress.
    GameSession {
        id: lessonSession
    }
    // The puzzles' board: its own too.
    GameSession {
        id: puzzleSession
    }
    GameListModel {
        id: games
    }
    GameStore {
        id: store
        session: window.session
        autosave: window.keepGames
        onOpened: window.showGame(true)
    }
    GameFiles {
        id: files
        store: store
        onTold: text => {
            if (stack.depth > 1)
                (stack.currentItem as GameScreen)?.say(text);
        }
    }

    // The position editor: its own board, and its own store for Save as… (never autosaved).
    PositionEditor {
        id: editor
    }
    GameStore {
        id: editorStore
        session: editor.session
    }
    GameFiles {
        id: editorFiles
        store: editorStore
        onTold: text => (stack.currentItem as EditorScreen)?.say(text)
    }

    LessonFiles {
        id: lessonFiles
        onAccepted: (url, game, title) => window.showLessons(game, url)
    }

    // A learner's progress, for the teacher (Open… › A learner's progress…).
    ProgressReport {
        id: progressReport
    }

    function openNewGame(key) {
        newGameDialog.gameKey = key;
        newGameDialog.gameTitle = games.titleOf(key);
        newGameDialog.optionList = games.options(key);
        newGameDialog.playerList = games.playerChoices(key);
        newGameDialog.open();
    }
    function openRules(key) {
        rulesDialog.gameKey = key;
        rulesDialog.gameTitle = games.titleOf(key);
        rulesDialog.open();
    }
    function showGame(immediate) {
        if (stack.depth === 1) {
            const screen = stack.push(gameScreen, {
                "session": window.session,
                "keepsGames": window.keepGames
            }, immediate ? StackView.Immediate : StackView.PushTransition);
            screen.home.connect(() => stack.pop());
            screen.newGame.connect(() => window.openNewGame(window.session.history.variantKey));
            screen.showRules.connect(() => window.openRules(window.session.history.variantKey));
            screen.showSettings.connect(() => window.openSettings());
            screen.saveGame.connect(() => files.save());
            screen.openGame.connect(() => files.open());
            screen.showAbout.connect(() => window.openAbout());
            screen.setUpPosition.connect(() => {
                const stored = Settings.lastChoices(window.session.history.variantKey);
                window.openEditor("", {}, stored.south ?? "", stored.north ?? "", true);
            });
        }
        stack.currentItem.forceActiveFocus();
    }

    // The position editor on game `key` with `options` from its start, or
    // (fromGame) on the position the game screen shows; the players chosen
    // are those "Play it" offers first.
    function openEditor(key, options, south, north, fromGame) {
        if (fromGame ? !editor.openFrom(window.session) : !editor.open(key, options, ""))
            return;
        const screen = stack.push(editorScreen, {
            "editor": editor,
            "games": games
        }, window.animateScreens ? StackView.PushTransition : StackView.Immediate);
        screen.panel.resetPlayers(south, north);
        screen.cancel.connect(() => stack.pop());
        screen.save.connect(() => editorFiles.save());
        screen.play.connect((k, options, position, s, n) => window.startEdited(k, options, position, s, n, false));
        screen.analyse.connect((k, options, position) => window.startEdited(k, options, position, "", "", true));
        screen.forceActiveFocus();
    }
    // A game from the editor's position; `analyse`: on the analysis board.
    function startEdited(key, options, position, south, north, analyse) {
        window.session.match.leave();
        if (!window.session.history.newGame(key, options, 0, position))
            return;
        window.session.board.flipped = false;
        Settings.boardFlipped = false;
        window.session.players.setKeys(south, north);
        stack.pop(null, StackView.Immediate);
        window.showGame(false);
        if (analyse)
            window.session.analysis.active = true;
    }

    // The lessons of a game (LessonScreen); "Play a game now" at their end
    // opens the new-game dialog with the computer at Beginner level.
    // `file`: a teacher's lesson file (a file: URL, read and sound) instead of the game's own lessons.
    function showLessons(key, file) {
        if (stack.depth > 1)
            stack.pop(null, StackView.Immediate);
        const screen = stack.push(lessonScreen, {
            "session": lessonSession,
            "gameKey": key,
            "gameTitle": games.titleOf(key),
            "lessonFile": file ?? ""
        }, window.animateScreens ? StackView.PushTransition : StackView.Immediate);
        screen.home.connect(() => stack.pop());
        screen.playGame.connect(k => {
            stack.pop(null, StackView.Immediate);
            newGameDialog.presetPlayers("", "beginner");
            window.openNewGame(k);
        });
        screen.forceActiveFocus();
    }

    // The puzzles of a game (PuzzleScreen).
    function showPuzzles(key) {
        if (stack.depth > 1)
            stack.pop(null, StackView.Immediate);
        const screen = stack.push(puzzleScreen, {
            "session": puzzleSession,
            "gameKey": key,
            "gameTitle": games.titleOf(key)
        }, window.animateScreens ? StackView.PushTransition : StackView.Immediate);
        screen.home.connect(() => stack.pop());
        screen.forceActiveFocus();
    }

    // Whether the player plays by the keys, watched from the start: InputMode
    // sees the app's events only once it is made, and the home screen has no
    // board to make it.
    readonly property bool keyboardPlay: InputMode.keyboard
    // Screens slide in; the screenshot sweep and the tests turn it off.
    property bool animateScreens: true
    function openSettings() {
        settingsDialog.open();
    }
    function openAbout() {
        aboutDialog.open();
    }
    function showHome() {
        newGameDialog.close();
        rulesDialog.close();
        settingsDialog.close();
        aboutDialog.close();
        quitConfirmation.close();
        progressReport.close();
        lessonFiles.close();
        store.showExamples(false);
        stack.pop(null, StackView.Immediate);
    }

    // Closing the window with a game in progress on the screen asks first.
    property bool closeConfirmed: false
    onClosing: close => {
        Settings.setWindowSize(window.width, window.height);
        // A kept game stays on Continue: closing loses nothing.
        if (window.closeConfirmed || stack.depth === 1 || !quitConfirmation.needed || window.keepGames)
            return;
        close.accepted = false;
        //: The button in the confirmation that closes the app
        quitConfirmation.confirm(qsTr("Quit"), () => {
            window.closeConfirmed = true;
            window.close();
        });
    }

    Component.onCompleted: {
        store.scan();
        if (startFile.length > 0) {
            files.openUrl(startFile);
            return;
        }
        if (startLesson.length > 0) {
            lessonFiles.openUrl(startLesson);
            return;
        }
        if (startResume) {
            if (!store.resume())
                console.warn(store.lastError);
            return;
        }
        if (startVariant.length === 0) {
            // As the Flip button left it (a game from the command line starts unflipped).
            session.board.flipped = Settings.boardFlipped;
            return;
        }
        if (!session.history.newGame(startVariant, {}, 0, startPosition)
                || (startPlayers.length === 2 && !session.players.setKeys(startPlayers[0], startPlayers[1]))) {
            console.error(session.history.lastError);
            Qt.exit(2);
            return;
        }
        showGame(true);
    }

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: HomeScreen {
            store: store
            onOpenFile: files.open()
            onOpenLesson: lessonFiles.open()
            onOpenProgress: progressReport.open()
            onPlay: key => window.openNewGame(key)
            onRules: key => window.openRules(key)
            onLearn: key => window.showLessons(key)
            onPuzzles: key => window.showPuzzles(key)
            onSettings: window.openSettings()
            onAbout: window.openAbout()
        }
    }

    // Made anew each time it is shown: a game screen kept hidden on the
    // side missed the layout changes of a window resized meanwhile (its
    // toolbar and set-up panel were laid out for the old size).
    Component {
        id: gameScreen
        GameScreen {}
    }
    Component {
        id: lessonScreen
        LessonScreen {}
    }
    Component {
        id: puzzleScreen
        PuzzleScreen {}
    }
    Component {
        id: editorScreen
        EditorScreen {
            objectName: "editorScreen"
        }
    }

    NewGameDialog {
        id: newGameDialog
        objectName: "newGameDialog"
        onStart: (key, options, starter, south, north, match, position) => {
            if (!match)
                window.session.match.leave();
            if (match ? window.session.match.start(key, options, starter, position)
                      : window.session.history.newGame(key, options, starter, position)) {
                // A new game starts as the dialog said: South at the bottom.
                window.session.board.flipped = false;
                Settings.boardFlipped = false;
                window.session.players.setKeys(south, north);
                window.showGame(false);
            }
        }
    }
    Connections {
        target: newGameDialog
        function onSetUp(key, options, south, north) {
            window.openEditor(key, options, south, north, false);
        }
    }
    RulesDialog {
        id: rulesDialog
        objectName: "rulesDialog"
    }
    SettingsDialog {
        id: settingsDialog
    }
    AboutDialog {
        id: aboutDialog
    }
    ConfirmDialog {
        id: quitConfirmation
        session: window.session
    }
}
