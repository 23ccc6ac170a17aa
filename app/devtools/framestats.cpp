#include "app/devtools/framestats.h"

#include "app/game/gamesession.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QQuickWindow>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <memory>

namespace FrameStats {

namespace {

constexpr int kDecisions = 40;       // decisions played (or until the game ends)
constexpr int kStepMs = 160;         // the "normal" animation speed
constexpr int kPauseMs = 120;        // between one animation's end and the next decision

struct Run {
    QQuickWindow* window = nullptr;
    GameSession* session = nullptr;
    QElapsedTimer clock;
    qint64 last = -1;
    std::vector<double> intervals;
    int played = 0;
    unsigned seed = 12345;
};

double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1))];
}

void finish(const std::shared_ptr<Run>& run)
{
    std::printf("{\"frames\": %zu, \"decisions\": %d, \"p50_ms\": %.2f, \"p95_ms\": %.2f, \"max_ms\": %.2f}\n",
                run->intervals.size(), run->played, percentile(run->intervals, 0.5),
                percentile(run->intervals, 0.95), percentile(run->intervals, 1.0));
    std::fflush(stdout);
    QCoreApplication::exit(0);
}

void next(const std::shared_ptr<Run>& run)
{
    if (run->played >= kDecisions || run->session->history()->over()) {
        finish(run);
        return;
    }
    run->seed = run->seed * 1103515245u + 12345u;
    if (!run->session->playScripted(static_cast<int>(run->seed >> 8))) {
        finish(run);
        return;
    }
    ++run->played;
    if (!run->session->player()->running())
        QTimer::singleShot(kPauseMs, run->window, [run] { next(run); });
}

} // namespace

void run(QQuickWindow* window)
{
    auto run = std::make_shared<Run>();
    run->window = window;
    run->session = window->property("session").value<GameSession*>();
    if (!run->session) {
        std::fprintf(stderr, "frame-stats: no game session\n");
        QCoreApplication::exit(1);
        return;
    }
    if (QObject* animator = window->findChild<QObject*>(QStringLiteral("sowingAnimator")))
        animator->setProperty("stepMs", kStepMs);
    run->clock.start();
    // Only intervals between two frames that both fell within an animation
    // count: the first frame after an idle pause would measure the pause.
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [run] {
        const qint64 now = run->clock.nsecsElapsed();
        const bool animating = run->session->player()->running();
        if (run->last >= 0 && animating)
            run->intervals.push_back(static_cast<double>(now - run->last) / 1e6);
        run->last = animating ? now : -1;
    }, Qt::QueuedConnection);
    QObject::connect(run->session->player(), &TracePlayer::finished, window,
                     [run] { QTimer::singleShot(kPauseMs, run->window, [run] { next(run); }); });
    QTimer::singleShot(500, window, [run] { next(run); });
}

} // namespace FrameStats
