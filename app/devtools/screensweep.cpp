#include "app/devtools/screensweep.h"

#include "app/devtools/leapingclock.h"
#include "app/devtools/qmlwarnings.h"
#include "app/devtools/screenshot.h"
#include "app/catalog/gamecontent.h"
#include "app/game/gamesession.h"
#include "engine/variant.h"

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
    QString name;
    QString game;      // a game to show; empty: the home screen with `dialog`
    QString position;  // the game's position (empty: its start)
    QString dialog;    // SweepActions.qml's function that opens a dialog, or empty
    QVariant argument; // its argument, if it takes one
    int played = 0;    // decisions played in `game` (GameSession::playScripted) ...
    int shownStep = -1; // ... and the step of the replay shown (-1: the live game)
};

// The home screen, the kept games and the dialogs of no game; then each
// game's screens, from its folder (resources/games/<game>/<Name>Screens.qml:
// a list `screens` of {name, position, played, shownStep} for the game and
// {name, dialog, argument} for a dialog or a match or lessons screen).
QList<Screen> screens(QQmlEngine& engine)
{
    const auto screen = [](const char* name, const char* dialog = "") {
        Screen s;
        s.name = QString::fromLatin1(name);
        s.dialog = QString::fromLatin1(dialog);
        return s;
    };
    QList<Screen> list = {screen("home"), screen("home-kept", "showKeptExamples"), screen("settings", "openSettings"),
                          screen("about", "openAbout"), screen("progress-report", "showProgressReport")};
    for (const semina::GameId id : semina::kAllGames) {
        const QString game = QString::fromUtf8(semina::gameKey(id));
        const std::unique_ptr<QObject> file = GameContent::create(game, QStringLiteral("Screens"), engine);
        if (!file)
            continue;
        for (const QVariant& entry : file->property("screens").toList()) {
            const QVariantMap m = entry.toMap();
            Screen shown;
            shown.name = m.value(QStringLiteral("name")).toString();
            shown.position = m.value(QStringLiteral("position")).toString();
            shown.dialog = m.value(QStringLiteral("dialog")).toString();
            shown.argument = m.value(QStringLiteral("argument"));
            shown.played = m.value(QStringLiteral("played"), 0).toInt();
            shown.shownStep = m.value(QStringLiteral("shownStep"), -1).toInt();
            if (shown.dialog.isEmpty())
                shown.game = game;
            list << shown;
        }
    }
    return list;
}

// How long the screens took to show and come to rest, for the summary.
struct Waits {
    QElapsedTimer clock; // since the current screen was asked for
    qint64 total = 0;
    qint64 longest = -1;
    QString slowest;

    void add(const QString& name, QSize size, qint64 ms)
    {
        total += ms;
        if (ms > longest) {
            longest = ms;
            slowest = QStringLiteral("%1 at %2x%3").arg(name).arg(size.width()).arg(size.height());
        }
    }
    void print(int shots) const
    {
        std::printf("sweep: %d pictures; a screen took %lld ms on average to show and come to rest, the slowest %s %lld ms\n",
                    shots, static_cast<long long>(total / std::max(shots, 1)), qPrintable(slowest), static_cast<long long>(longest));
        std::fflush(stdout);
    }
};

// False when the screen could not be asked for. A game after a game stays on
// the game screen, as a new game begun there does (its making is most of a
// screen's time); anything else starts from the home screen.
bool show(QObject* root, QObject* actions, const Screen& screen, const Screen* before)
{
    if (screen.game.isEmpty() || !before || before->game.isEmpty())
        QMetaObject::invokeMethod(actions, "showHome");
    if (!screen.game.isEmpty()) {
        auto* session = qobject_cast<GameSession*>(root->property("session").value<QObject*>());
        session->match()->leave();
        session->history()->newGame(screen.game, {}, 0, screen.position);
        for (int k = 0; k < screen.played && session->playScripted(k * 7 + 3); ++k)
            session->player()->finish();
        if (screen.shownStep >= 0)
            session->history()->showStep(screen.shownStep);
        QMetaObject::invokeMethod(actions, "showGame", Q_ARG(QVariant, true));
        return true;
    }
    if (!screen.dialog.isEmpty()) {
        const QByteArray function = screen.dialog.toLatin1();
        const bool called = screen.argument.isValid()
            ? QMetaObject::invokeMethod(actions, function.constData(), Q_ARG(QVariant, screen.argument))
            : QMetaObject::invokeMethod(actions, function.constData());
        if (!called) {
            std::fprintf(stderr, "sweep: %s: SweepActions.qml has no function %s\n", qPrintable(screen.name), function.constData());
            return false;
        }
    }
    return true;
}

} // namespace

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

QStringList names(QQmlEngine& engine)
{
    QStringList out;
    for (const Screen& screen : screens(engine))
        out << screen.name;
    return out;
}

void showAtStart(QQuickWindow* window, const QString& name)
{
    const QList<Screen> all = screens(*qmlEngine(window));
    const auto found = std::find_if(all.begin(), all.end(), [&name](const Screen& s) { return s.name == name; });
    if (found == all.end())
        return;
    Screenshot::onFirstFrame(window, [window, screen = *found] {
        if (QObject* actions = makeActions(window))
            show(window, actions, screen, nullptr);
    });
}

void run(QQuickWindow* window, const QString& dir, QList<QSize> sizes)
{
    if (sizes.isEmpty())
        sizes = {{800, 600}, {1280, 800}, {1920, 1080}};
    const QList<Screen> all = screens(*qmlEngine(window));
    const int screenCount = static_cast<int>(all.size());
    const int shots = screenCount * static_cast<int>(sizes.size());
    QDir().mkpath(dir);
    QObject* actions = makeActions(window);
    if (!actions) {
        QCoreApplication::exit(1);
        return;
    }
    window->setProperty("animateScreens", false);
    // Transitions end at their first frame (with the basic render loop).
    LeapingClock::install(window);
    auto next = std::make_shared<int>(0);
    auto failed = std::make_shared<bool>(false);
    auto waits = std::make_shared<Waits>();
    auto step = std::make_shared<std::function<void()>>();
    *step = [window, actions, dir, sizes, all, screenCount, shots, next, failed, waits, step] {
        if (*next == shots) {
            waits->print(shots);
            for (const QString& w : QmlWarnings::all())
                std::fprintf(stderr, "QML warning: %s\n", qPrintable(w));
            QCoreApplication::exit(*failed || !QmlWarnings::all().isEmpty() ? 1 : 0);
            return;
        }
        const QSize size = sizes[*next / screenCount];
        const Screen& screen = all[*next % screenCount];
        const Screen* before = *next % screenCount > 0 ? &all[*next % screenCount - 1] : nullptr;
        window->resize(size);
        waits->clock.start();
        if (!show(window, actions, screen, before))
            *failed = true;
        Screenshot::whenStill(window, [window, dir, size, screen, next, failed, waits, step](bool still) {
            waits->add(screen.name, size, waits->clock.elapsed());
            if (!still)
                std::fprintf(stderr, "sweep: %s at %dx%d still moves after %d ms; taken as it is\n", qPrintable(screen.name),
                             size.width(), size.height(), Screenshot::kLongestWaitMs);
            const QString file = QStringLiteral("%1/%2-%3x%4.png").arg(dir, screen.name).arg(size.width()).arg(size.height());
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
