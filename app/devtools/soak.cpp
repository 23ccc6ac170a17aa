#include "app/devtools/soak.h"

#include "app/catalog/gamelistmodel.h"
#include "app/devtools/qmlwarnings.h"
#include "app/devtools/screensweep.h"
#include "app/devtools/screenshot.h"
#include "app/game/gamesession.h"
#include "app/lesson/lessonsession.h"
#include "app/store/gamestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>
#include <functional>
#include <malloc.h>
#include <memory>
#include <unistd.h>

namespace Soak {

namespace {

// The computers' level: the quickest to think, so that the games, not the
// search, fill the session.
const QString kLevel = QStringLiteral("beginner");
constexpr int kTickMs = 10;          // how often the script looks whether its step is done
constexpr qint64 kStuckMs = 120'000; // a step not done by then fails the soak
constexpr int kMatchRounds = 3;
const QStringList kLanguages = {QStringLiteral("it"), QStringLiteral("hu"), QStringLiteral("en")};
const QStringList kThemes = {QStringLiteral("night"), QStringLiteral("contrast"), QStringLiteral("wood")};

// Resident memory of this process in KiB (/proc/self/statm, its second field in pages).
long residentKiB()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields[1].toLong() * (sysconf(_SC_PAGESIZE) / 1024) : -1;
}

// What the process has allocated with malloc and not freed, in KiB (all
// arenas): unlike the resident memory, it does not count what the
// allocator keeps for reuse, nor the JavaScript heap.
long heapKiB()
{
    return static_cast<long>(mallinfo2().uordblks / 1024);
}

// The script: a queue of steps, each a function called every tick until it
// says it is done (an action is done at once; a wait, when what it waits
// for has happened).
class Run : public QObject
{
public:
    Run(QQuickWindow* window, QObject* actions, const QString& dir, int games)
        : QObject(window), m_window(window), m_actions(actions), m_dir(dir), m_target(games),
          m_session(window->property("session").value<GameSession*>()),
          m_store(window->property("store").value<GameStore*>()), m_memory(QDir(dir).filePath(QStringLiteral("memory.csv"))),
          m_log(QDir(dir).filePath(QStringLiteral("soak.log")))
    {
        const GameListModel catalogue;
        for (int row = 0; row < catalogue.rowCount(); ++row)
            m_keys << catalogue.data(catalogue.index(row), GameListModel::KeyRole).toString();
        QDir(dir).mkpath(QStringLiteral("kept"));
        m_memory.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text);
        m_memory.write("seconds,games,rss_kib,heap_kib\n");
        m_log.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text);
        m_session->players()->setThinkPause(0);
        set("animationSpeed", 0);
        set("sound", false);
        m_clock.start();
        m_stepClock.start();
        sample();
        connect(&m_sampler, &QTimer::timeout, this, &Run::sample);
        m_sampler.start(1000);
        connect(&m_ticker, &QTimer::timeout, this, &Run::tick);
        m_ticker.start(kTickMs);
    }

private:
    using Step = std::function<bool()>;

    void add(const char* what, Step step) { m_steps.append({QString::fromLatin1(what), std::move(step)}); }
    void act(const char* what, std::function<void()> action)
    {
        add(what, [action = std::move(action)] {
            action();
            return true;
        });
    }
    void pause(int ms)
    {
        auto until = std::make_shared<qint64>(-1);
        add("pause", [this, until, ms] {
            if (*until < 0)
                *until = m_clock.elapsed() + ms;
            return m_clock.elapsed() >= *until;
        });
    }

    void set(const char* setting, const QVariant& value)
    {
        QMetaObject::invokeMethod(m_actions, "setSetting", Q_ARG(QVariant, QString::fromLatin1(setting)), Q_ARG(QVariant, value));
    }
    void call(const char* function, const QVariant& argument = {})
    {
        if (argument.isValid())
            QMetaObject::invokeMethod(m_actions, function, Q_ARG(QVariant, argument));
        else
            QMetaObject::invokeMethod(m_actions, function);
    }
    void note(const QString& line)
    {
        m_log.write(QStringLiteral("%1 s\t%2\n").arg(m_clock.elapsed() / 1000.0, 0, 'f', 1).arg(line).toUtf8());
        m_log.flush();
    }
    void fail(const QString& why)
    {
        std::fprintf(stderr, "soak: %s\n", qPrintable(why));
        note(QStringLiteral("FAILED: ") + why);
        m_failed = true;
    }

    void sample()
    {
        m_memory.write(QStringLiteral("%1,%2,%3,%4\n")
                           .arg(m_clock.elapsed() / 1000.0, 0, 'f', 1)
                           .arg(m_games)
                           .arg(residentKiB())
                           .arg(heapKiB())
                           .toUtf8());
        m_memory.flush();
        const QStringList& warnings = QmlWarnings::all();
        if (warnings.size() > m_warningsWritten) {
            QFile file(QDir(m_dir).filePath(QStringLiteral("warnings.txt")));
            if (file.open(QIODevice::Append | QIODevice::Text))
                for (; m_warningsWritten < warnings.size(); ++m_warningsWritten)
                    file.write(warnings[m_warningsWritten].toUtf8() + '\n');
        }
    }

    void tick()
    {
        // A few steps a tick at most, so that the events (frames, the computers' moves) flow between them.
        for (int done = 0; done < 8 && !m_finished; ++done) {
            if (m_failed) {
                finish();
                return;
            }
            if (m_steps.isEmpty()) {
                if (m_games >= m_target) {
                    finish();
                    return;
                }
                planEpisode();
            }
            if (!m_steps.front().second()) {
                if (m_stepClock.elapsed() > kStuckMs)
                    fail(QStringLiteral("stuck for %1 s at \"%2\" of turn %3 (%4)")
                             .arg(kStuckMs / 1000).arg(m_steps.front().first).arg(m_episode - 1).arg(m_key));
                return;
            }
            m_steps.removeFirst();
            m_stepClock.restart();
        }
    }

    // One turn of the script, on the next game of the catalogue (every game
    // meets every kind of turn: the kind changes once the catalogue is round).
    void planEpisode()
    {
        const int e = m_episode++;
        const int n = static_cast<int>(m_keys.size());
        m_key = m_keys[e % n];
        copyKept();
        switch ((e / n) % 4) {
        case 1:
            planMatch();
            break;
        case 3:
            planUnfinished(e);
            break;
        default:
            planGame(e);
            break;
        }
        if (e % 5 == 4)
            planLesson(m_keys[(e / 5) % n], e / (5 * n));
        if (e % 6 == 5)
            act("switch language", [this, e] {
                const QString code = kLanguages[(e / 6) % kLanguages.size()];
                set("language", code);
                note(QStringLiteral("language %1").arg(code));
            });
        if (e % 7 == 6)
            act("switch theme", [this, e] {
                const QString theme = kThemes[(e / 7) % kThemes.size()];
                set("theme", theme);
                note(QStringLiteral("theme %1").arg(theme));
            });
    }

    void startGame(int starter)
    {
        m_session->match()->leave();
        if (!m_session->history()->newGame(m_key, {}, starter))
            fail(QStringLiteral("%1: no new game: %2").arg(m_key, m_session->history()->lastError()));
        call("showGame", true);
        m_session->players()->setKeys(kLevel, kLevel);
    }
    bool overAndShown() const { return m_session->history()->over() && !m_session->player()->running(); }
    void ended(const QString& what)
    {
        ++m_games;
        note(QStringLiteral("game %1\t%2\t%3, %4 decisions").arg(m_games).arg(m_key, what).arg(m_session->history()->entries().size()));
    }

    void planGame(int e)
    {
        act("new game", [this, e] { startGame(e % 2); });
        add("game over", [this] { return overAndShown(); });
        act("count", [this] { ended(QStringLiteral("game")); });
    }

    // Rounds until the match is over (the rules end it) or kMatchRounds, then End match.
    void planMatch()
    {
        act("new match", [this] {
            m_session->match()->leave();
            if (!m_session->match()->start(m_key, {}, 0))
                fail(QStringLiteral("%1: no match: %2").arg(m_key, m_session->history()->lastError()));
            call("showGame", true);
            m_session->players()->setKeys(kLevel, kLevel);
        });
        add("match rounds", [this] {
            MatchSession* match = m_session->match();
            switch (match->phase()) {
            case MatchSession::Playing:
                return false;
            case MatchSession::RoundOver:
                ended(QStringLiteral("match round %1").arg(match->round()));
                if (match->round() >= kMatchRounds) {
                    match->end();
                    return true;
                }
                match->prepareNext();
                return false;
            case MatchSession::Refill:
                if (match->canStart() && !match->startNext())
                    fail(QStringLiteral("%1: the match's next round did not start").arg(m_key));
                return false;
            case MatchSession::Over:
                return true;
            }
            return true;
        });
        act("match over", [this] { note(QStringLiteral("match\t%1\t%2").arg(m_key, m_session->match()->result())); });
    }

    // A game left half-way for the home screen, continued from Continue and
    // played out; then a recent game opened, and the home screen again.
    void planUnfinished(int e)
    {
        auto decisions = std::make_shared<std::size_t>(0);
        auto continued = std::make_shared<bool>(false);
        act("new game", [this, e] { startGame(e % 2); });
        add("half-way", [this, e] {
            return overAndShown() || (m_session->history()->entries().size() >= 8u + e % 11 && !m_session->player()->running());
        });
        act("home", [this, decisions] {
            m_session->players()->setKeys({}, {});
            *decisions = m_session->history()->entries().size();
            call("showHome");
        });
        pause(100); // the last change written
        add("kept", [this] { return m_session->history()->over() || m_store->canContinue(); });
        act("continue", [this, e, decisions, continued] {
            if (m_session->history()->over())
                return; // over before half-way: nothing to continue
            QFile::copy(QDir(GameStore::folder()).filePath(QStringLiteral("current.semina")),
                        QDir(m_dir).filePath(QStringLiteral("kept/unfinished-%1.semina").arg(e)));
            if (!m_store->resume() || m_session->history()->entries().size() != *decisions)
                fail(QStringLiteral("%1: the unfinished game of %2 decisions did not continue (%3)")
                         .arg(m_key).arg(*decisions).arg(m_store->lastError()));
            note(QStringLiteral("continued\t%1\tafter %2 decisions").arg(m_key).arg(*decisions));
            ++m_continued;
            *continued = true;
            m_session->players()->setKeys(kLevel, kLevel);
        });
        add("game over", [this] { return overAndShown(); });
        act("count", [this, continued] { ended(*continued ? QStringLiteral("continued game") : QStringLiteral("game")); });
        act("open a recent game", [this, e] {
            const QVariantList recent = m_store->recent();
            if (recent.isEmpty()) {
                fail(QStringLiteral("no recent game to open"));
                return;
            }
            // Newest first, and a turn adds one or two: a stride of 7 meets them all.
            const QString file = recent[(e * 7) % recent.size()].toMap().value(QStringLiteral("file")).toString();
            if (!m_store->openRecent(file))
                fail(QStringLiteral("the recent game %1 did not open: %2").arg(file, m_store->lastError()));
            note(QStringLiteral("opened\t%1").arg(QFileInfo(file).fileName()));
            ++m_opened;
        });
        pause(200);
        act("home", [this] { call("showHome"); });
        pause(200);
    }

    // Lesson `visit` (modulo their count) of game `key`, step by step: a step
    // that shows is watched, a task is met by playing its hint's answer.
    void planLesson(const QString& key, int visit)
    {
        auto lesson = std::make_shared<int>(0);
        auto hints = std::make_shared<int>(0);
        act("lessons", [this, key, visit, lesson, hints] {
            call("showLessons", key);
            LessonSession* lessons = currentLessons();
            if (!lessons || lessons->lessonCount() == 0) {
                fail(QStringLiteral("%1: no lessons").arg(key));
                return;
            }
            *lesson = visit % lessons->lessonCount();
            lessons->open(*lesson, 0);
            connect(lessons, &LessonSession::hintChanged, this, [hints] { ++*hints; });
        });
        add("lesson steps", [this, key, lesson, hints] {
            LessonSession* lessons = currentLessons();
            if (!lessons || lessons->lesson() != *lesson)
                return true;
            GameSession* board = lessons->session();
            if (board->player()->running())
                return false;
            switch (lessons->phase()) {
            case LessonSession::Showing:
                return false;
            case LessonSession::Missed:
                fail(QStringLiteral("%1: lesson %2, step %3: the hint's answer missed: %4")
                         .arg(key).arg(*lesson + 1).arg(lessons->step() + 1).arg(lessons->feedback()));
                return true;
            case LessonSession::Shown:
            case LessonSession::Met:
                ++m_stepsWalked;
                return !lessons->next();
            case LessonSession::Waiting:
            case LessonSession::Trying:
                break;
            }
            // A task: the hints up to the answer (none given: not the learner's turn), then the answer.
            const int before = *hints;
            do
                lessons->hint();
            while (lessons->hintLevel() < 3 && *hints > before);
            if (*hints == before || lessons->hintRows().isEmpty())
                return false;
            const bool clockwise = lessons->hintDirection() == 2;
            if (board->choiceRow() >= 0)
                board->chooseDirection(clockwise);
            else
                board->playHole(lessons->hintRows().constFirst(), clockwise);
            return false;
        });
        act("lesson walked", [this, key, lesson] {
            note(QStringLiteral("lesson\t%1\t%2").arg(key).arg(*lesson + 1));
            ++m_lessons;
            call("showHome");
        });
    }

    LessonSession* currentLessons() const
    {
        const auto* screen = m_window->property("currentScreen").value<QObject*>();
        return screen ? screen->property("lessons").value<LessonSession*>() : nullptr;
    }

    // The recent games not copied yet, into DIR/kept (a kept game's name is its begin time and game).
    void copyKept()
    {
        const QDir recent(QDir(GameStore::folder()).filePath(QStringLiteral("recent")));
        for (const QString& name : recent.entryList({QStringLiteral("*.semina")}, QDir::Files))
            if (QFile::copy(recent.filePath(name), QDir(m_dir).filePath(QStringLiteral("kept/") + name)))
                ++m_kept;
    }

    void finish()
    {
        m_finished = true;
        m_ticker.stop();
        copyKept();
        sample();
        const bool warned = !QmlWarnings::all().isEmpty();
        for (const QString& w : QmlWarnings::all())
            std::fprintf(stderr, "QML warning: %s\n", qPrintable(w));
        std::printf("soak: %d games in %.0f s (%d turns: %d kept games continued, %d opened, %d lessons of %d steps), "
                    "%d kept files copied, resident memory %ld KiB at the end, %lld QML warnings%s\n",
                    m_games, m_clock.elapsed() / 1000.0, m_episode, m_continued, m_opened, m_lessons, m_stepsWalked,
                    m_kept, residentKiB(), static_cast<long long>(QmlWarnings::all().size()), m_failed ? ", FAILED" : "");
        std::fflush(stdout);
        QCoreApplication::exit(m_failed || warned ? 1 : 0);
    }

    QQuickWindow* m_window;
    QObject* m_actions;
    QString m_dir;
    int m_target;
    GameSession* m_session;
    GameStore* m_store;
    QStringList m_keys;
    QString m_key; // the game of the turn
    QList<std::pair<QString, Step>> m_steps;
    QElapsedTimer m_clock;
    QElapsedTimer m_stepClock;
    QTimer m_sampler;
    QTimer m_ticker;
    QFile m_memory;
    QFile m_log;
    qsizetype m_warningsWritten = 0;
    int m_episode = 0;
    int m_games = 0;
    int m_continued = 0;
    int m_opened = 0;
    int m_lessons = 0;
    int m_stepsWalked = 0;
    int m_kept = 0;
    bool m_failed = false;
    bool m_finished = false;
};

} // namespace

void run(QQuickWindow* window, const QString& dir, int games)
{
    QDir().mkpath(dir);
    QFile::remove(QDir(dir).filePath(QStringLiteral("warnings.txt")));
    QObject* actions = ScreenSweep::makeActions(window);
    if (!actions) {
        QCoreApplication::exit(1);
        return;
    }
    window->setProperty("animateScreens", false);
    Screenshot::onFirstFrame(window, [window, actions, dir, games] { new Run(window, actions, dir, games); });
}

} // namespace Soak
