#include "app/devtools/screensweep.h"

#include "app/devtools/screenshot.h"
#include "app/game/gamesession.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickWindow>
#include <QSize>
#include <QStringList>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>

namespace ScreenSweep {

namespace {

struct Screen {
    const char* name;
    const char* game;     // a game to show; null: the home screen with `dialog`
    const char* position; // the game's position (empty: its start)
    const char* dialog;   // Main.qml's function that opens a dialog, or null
    bool dialogOfGame = false; // the dialog takes a game's key
    const char* dialogGame = "aliguli"; // that key
    int played = 0;       // decisions played in `game` (GameSession::playScripted) ...
    int shownStep = -1;   // ... and the step of the replay shown (-1: the live game)
};

// The dialogs show the game with the most to say (Ali Guli Mane), the rules
// pages at a section with a diagram (SweepActions.qml openRulesAt); the
// lessons open on each game's first step.
constexpr Screen kScreens[] = {
    {"home", nullptr, "", nullptr},
    {"home-kept", nullptr, "", "showKeptExamples"},
    {"new-game", nullptr, "", "openNewGame", true},
    {"new-game-expert", nullptr, "", "openNewGameAgainstExpert", true, "omweso"},
    {"new-game-perfect", nullptr, "", "openNewGameAgainstPerfect", true, "kalah"},
    {"rules", nullptr, "", "openRulesAt", true, "aliguli/5"},
    {"rules-kalah", nullptr, "", "openRulesAt", true, "kalah/3"},
    {"rules-omweso", nullptr, "", "openRulesAt", true, "omweso/5"},
    {"settings", nullptr, "", "openSettings"},
    {"about", nullptr, "", "openAbout"},
    {"match-over", nullptr, "", "showMatch", true, "aliguli|0,0,0,0,0,0,0/0,0,0,0,0,0,0/44,26/S|over"},
    {"match-refill", nullptr, "", "showMatch", true, "aliguli|0,0,0,0,0,0,0/0,0,0,0,0,0,0/44,26/S|refill"},
    {"match-round", nullptr, "", "showMatch", true, "aliguli|0,0,0,0,0,0,0/0,0,0,0,0,0,0/44,26/S|round"},
    {"match-end-question", nullptr, "", "showMatch", true, "aliguli|0,0,0,0,0,0,0/0,0,0,0,0,0,0/44,26/S|ask"},
    {"match-ended", nullptr, "", "showMatch", true, "aliguli|0,0,0,0,0,0,0/0,0,0,0,0,0,0/44,26/S|ended"},
    {"match-omweso", nullptr, "", "showMatch", true,
     "omweso|1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,0/0,0/S|refill"},
    {"lessons-kalah", nullptr, "", "showLessons", true, "kalah"},
    {"lessons-mankala", nullptr, "", "showLessons", true, "mankala"},
    {"lessons-aliguli", nullptr, "", "showLessons", true, "aliguli"},
    {"lessons-omweso", nullptr, "", "showLessons", true, "omweso"},
    {"kalah-mid", "kalah", "0,5,6,1,7,2/5,0,6,6,1,7/1,1/S", nullptr},
    {"kalah-over", "kalah", "0,0,0,0,0,0/0,0,0,0,0,0/26,22/S", nullptr},
    // South's first legal decision (hole 1) captures: the board's marks (the
    // last move, its captures, North's playable holes) for the themes' pictures.
    {.name = "kalah-capture", .game = "kalah", .position = "1,0,0,2,5,0/3,3,3,3,3,3/10,12/S", .dialog = nullptr, .played = 1},
    {"mankala-mid", "mankala", "3,0,5,7,2,1/6,2,0,4,1,3/8,6/N", nullptr},
    {"mankala-over", "mankala", "0,0,0,0,0,0/0,0,0,0,0,0/30,18/S", nullptr},
    {"aliguli-mid", "aliguli", "6,0,9,3,7,x,x/4,8,1,0,6,5,3/9,17/S", nullptr},
    {"aliguli-over", "aliguli", "0,0,0,0,0,0,0/0,0,0,0,0,0,0/40,30/S", nullptr},
    {"omweso-setup", "omweso", "", nullptr},
    {"omweso-mid", "omweso", "0,3,5,2,0,1,4,2,3,0,2,1,6,0,2,1/2,2,0,4,1,3,0,2,5,1,0,3,2,4,1,2/0,0/S", nullptr},
    {"omweso-over", "omweso", "1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,0/0,0/S", nullptr},
    // A finished game and one in progress, each reviewed at an earlier step.
    {.name = "kalah-replay", .game = "kalah", .position = "", .dialog = nullptr, .played = 1000, .shownStep = 9},
    {.name = "omweso-replay", .game = "omweso", .position = "", .dialog = nullptr, .played = 14, .shownStep = 6},
};
constexpr int kScreenCount = static_cast<int>(std::size(kScreens));

// How long the screens took to show and come to rest, for the summary.
struct Waits {
    QElapsedTimer clock; // since the current screen was asked for
    qint64 total = 0;
    qint64 longest = -1;
    QString slowest;

    void add(const char* name, QSize size, qint64 ms)
    {
        total += ms;
        if (ms > longest) {
            longest = ms;
            slowest = QStringLiteral("%1 at %2x%3").arg(QLatin1String(name)).arg(size.width()).arg(size.height());
        }
    }
    void print(int shots) const
    {
        std::printf("sweep: %d pictures; a screen took %lld ms on average to show and come to rest, the slowest %s %lld ms\n",
                    shots, static_cast<long long>(total / std::max(shots, 1)), qPrintable(slowest), static_cast<long long>(longest));
        std::fflush(stdout);
    }
};

QStringList& qmlWarnings()
{
    static QStringList warnings;
    return warnings;
}

QtMessageHandler previousHandler = nullptr;

// Keeps every warning from QML and JavaScript (they name a qrc:/ file).
void recordWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    const bool fromQml = QLatin1String(context.category ? context.category : "").startsWith(QLatin1String("qml"))
        || QLatin1String(context.category ? context.category : "") == QLatin1String("js")
        || message.contains(QLatin1String("qrc:/"));
    if (type != QtDebugMsg && type != QtInfoMsg && fromQml)
        qmlWarnings() << message;
    if (previousHandler)
        previousHandler(type, context, message);
}

// qml/devtools/SweepActions.qml over the main window: what the sweep calls.
QObject* makeActions(QQuickWindow* window)
{
    QQmlComponent component(qmlEngine(window), QUrl(QStringLiteral("qrc:/Semina/devtools/SweepActions.qml")));
    QObject* actions = component.createWithInitialProperties({{QStringLiteral("window"), QVariant::fromValue<QObject*>(window)}});
    if (!actions)
        std::fprintf(stderr, "%s\n", qPrintable(component.errorString()));
    else
        actions->setParent(window);
    return actions;
}

void show(QObject* root, QObject* actions, const Screen& screen)
{
    QMetaObject::invokeMethod(actions, "showHome");
    if (screen.game) {
        auto* session = qobject_cast<GameSession*>(root->property("session").value<QObject*>());
        session->match()->leave();
        session->history()->newGame(QString::fromLatin1(screen.game), {}, 0, QString::fromLatin1(screen.position));
        for (int k = 0; k < screen.played && session->playScripted(k * 7 + 3); ++k)
            session->player()->finish();
        if (screen.shownStep >= 0)
            session->history()->showStep(screen.shownStep);
        QMetaObject::invokeMethod(actions, "showGame", Q_ARG(QVariant, true));
    } else if (screen.dialog && screen.dialogOfGame) {
        QMetaObject::invokeMethod(actions, screen.dialog, Q_ARG(QVariant, QString::fromLatin1(screen.dialogGame)));
    } else if (screen.dialog) {
        QMetaObject::invokeMethod(actions, screen.dialog);
    }
}

} // namespace

void recordQmlWarnings() { previousHandler = qInstallMessageHandler(recordWarnings); }

void run(QQuickWindow* window, const QString& dir, QList<QSize> sizes)
{
    if (sizes.isEmpty())
        sizes = {{800, 600}, {1280, 800}, {1920, 1080}};
    const int shots = kScreenCount * static_cast<int>(sizes.size());
    QDir().mkpath(dir);
    QObject* actions = makeActions(window);
    if (!actions) {
        QCoreApplication::exit(1);
        return;
    }
    window->setProperty("animateScreens", false);
    auto next = std::make_shared<int>(0);
    auto failed = std::make_shared<bool>(false);
    auto waits = std::make_shared<Waits>();
    auto step = std::make_shared<std::function<void()>>();
    *step = [window, actions, dir, sizes, shots, next, failed, waits, step] {
        if (*next == shots) {
            waits->print(shots);
            for (const QString& w : std::as_const(qmlWarnings()))
                std::fprintf(stderr, "QML warning: %s\n", qPrintable(w));
            QCoreApplication::exit(*failed || !qmlWarnings().isEmpty() ? 1 : 0);
            return;
        }
        const QSize size = sizes[*next / kScreenCount];
        const Screen& screen = kScreens[*next % kScreenCount];
        window->resize(size);
        waits->clock.start();
        show(window, actions, screen);
        Screenshot::whenStill(window, [window, dir, size, screen, next, failed, waits, step](bool still) {
            waits->add(screen.name, size, waits->clock.elapsed());
            if (!still)
                std::fprintf(stderr, "sweep: %s at %dx%d still moves after %d ms; taken as it is\n", screen.name,
                             size.width(), size.height(), Screenshot::kLongestWaitMs);
            const QString file = QStringLiteral("%1/%2-%3x%4.png").arg(dir, QLatin1String(screen.name)).arg(size.width()).arg(size.height());
            const QImage image = window->grabWindow();
            if (image.size() != size || !Screenshot::savePng(image, file)) {
                std::fprintf(stderr, "%s\n", qPrintable(QCoreApplication::translate("Screenshot", "Could not write the screenshot %1.").arg(file)));
                *failed = true;
            }
            ++*next;
            (*step)();
        });
    };
    Screenshot::onFirstFrame(window, [step] { (*step)(); });
}

} // namespace ScreenSweep
