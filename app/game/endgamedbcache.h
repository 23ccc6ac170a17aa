#pragma once
// The Perfect level's endgame database in the app (engine/solver/db.h): read
// from the app's cache folder, or built there once, on a thread of its own the
// first time a Kalah game with a Perfect player asks; until it is ready,
// Perfect solves without it. One table per holes count and capture rule,
// shared by every game of the process.
//
// The one instance (QML singleton EndgameDbCache) shows the work under way:
// `building` while a table is being loaded or built, `progress` the share of
// its boards solved (0..1; 1 at once for a table read from the file), and
// cancel() stops the builds under way: nothing is written, and Perfect goes on
// without those tables until the app is started again.

#include "engine/solver/db.h"
#include "engine/variant.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <string>

class QQmlEngine;
class QJSEngine;

class EndgameDbCache : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool building READ building NOTIFY buildingChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)

public:
    // Seeds of the boards in the app's tables: 20 (144 MiB for 6 holes, about
    // 45 s to build once on this project's machines, on two threads; 20 MiB
    // and seconds for 5 holes). With 16 (19 MiB, seconds) Perfect's solver
    // settled Kalah(6,4) too late and lost paired games to expert
    // (docs/strength.md); with 20 it loses none.
    static constexpr int kAppSeeds = 20;
    // Threads of a build (the table is the same for any number).
    static constexpr int kBuildThreads = 2;

    // The table for v's holes and capture rule if it is ready; else null, and
    // its loading starts (once) in the background. `seeds`, `folder`: for tests
    // (default: kAppSeeds, the app's cache location). Any thread.
    static std::shared_ptr<const semina::solver::EndgameDb> request(const semina::Variant& v, int seeds = kAppSeeds,
                                                                    const std::string& folder = {});

    // The table for v's holes and capture rule if it is ready now; else null,
    // starting nothing (the analysis board: it does not make Perfect's table).
    static std::shared_ptr<const semina::solver::EndgameDb> ready(const semina::Variant& v, int seeds = kAppSeeds,
                                                                  const std::string& folder = {});

    // The process's instance (made on first use, living in the application's
    // thread), also QML's.
    static EndgameDbCache* instance();
    static EndgameDbCache* create(QQmlEngine*, QJSEngine*);

    bool building() const { return m_running > 0; }
    double progress() const { return m_progress; }

    // Stops every build under way (a table being read from the file is kept).
    Q_INVOKABLE void cancel();

signals:
    void buildingChanged();
    void progressChanged();
    // A build stopped by cancel() ended: no table, no file.
    void cancelled();

private:
    explicit EndgameDbCache(QObject* parent = nullptr);
    void started();
    void setProgress(double f);
    void finished(bool wasCancelled);

    int m_running = 0; // loads and builds under way
    double m_progress = 0;
};
