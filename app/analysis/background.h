#pragma once
// How the analysis works off the GUI thread (app/analysis): a job on the
// application's pool at the lowest priority, and its results sent back.

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>
#include <utility>

namespace AnalysisThreads {

// Runs `work` on the application's pool at a low priority, so that the
// animation keeps its core.
template <typename Work>
inline void inBackground(Work work)
{
    QThreadPool::globalInstance()->start([work = std::move(work)]() mutable {
        QThread::currentThread()->setPriority(QThread::LowestPriority);
        work();
        QThread::currentThread()->setPriority(QThread::NormalPriority); // the pool thread as it was
    });
}

// Calls `f` on the GUI thread.
template <typename F>
inline void onGuiThread(F f)
{
    QMetaObject::invokeMethod(QCoreApplication::instance(), std::move(f), Qt::QueuedConnection);
}

} // namespace AnalysisThreads
