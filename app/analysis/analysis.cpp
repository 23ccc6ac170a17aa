#include "app/analysis/analysis.h"

#include "app/board/boardmodel.h"
#include "app/game/endgamedbcache.h"
#include "app/game/gamehistory.h"
#include "app/game/movelistmodel.h"
#include "app/game/openingbookcache.h"
#include "app/game/players.h"
#include "app/shell/language.h"
#include "engine/ai/solver_memory.h"
#include "engine/board.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>
#include <QThreadPool>
#include <algorithm>

using namespace semina;

namespace {

// How long the board's exact values and best line may take before they are left as estimates.
constexpr int kExactSeconds = 60;
// How long the review's exact pass may spend on one position.
constexpr int kReviewExactMs = 1500;
constexpr int kLineLength = 8;

// Runs `work` on the application's pool at a low priority, so that the
// animation keeps its core.
template <typename Work>
void inBackground(Work work)
{
    QThreadPool::globalInstance()->start([work = std::move(work)]() mutable {
        QThread::currentThread()->setPriority(QThread::LowestPriority);
        work();
        QThread::currentThread()->setPriority(QThread::NormalPriority); // the pool thread as it was
    });
}

// Calls `f` on the GUI thread.
template <typename F>
void onGuiThread(F f)
{
    QMetaObject::invokeMethod(QCoreApplication::instance(), std::move(f), Qt::QueuedConnection);
}

QString signedSeeds(int v)
{
    return v > 0 ? QStringLiteral("+%1").arg(v) : QString::number(v);
}

} // namespace

Analysis::Analysis(GameHistory* history, Players* players, BoardModel* board, MoveListModel* moves, QObject* parent)
    : QObject(parent), m_history(history), m_players(players), m_board(board), m_moves(moves)
{
    qRegisterMetaType<std::size_t>("std::size_t");
    connect(m_players, &Players::changed, this, [this] {
        emit availableChanged();
        if (!available())
            setActive(false);
    });
    connect(m_history, &GameHistory::positionChanged, this, &Analysis::availableChanged);
    connect(m_history, &GameHistory::stepChanged, this, [this] {
        if (m_active)
            analyseShown();
    });
    connect(m_history, &GameHistory::positionChanged, this, [this] {
        if (m_active && !m_history->viewing())
            analyseShown();
    });
    connect(m_history, &GameHistory::historyChanged, this, &Analysis::historyChanged);
    connect(m_board, &BoardModel::geometryChanged, this, &Analysis::valuesChanged); // the badges' places
    // Another language: the values' and the review's words anew.
    Language::onChange(this, [this] {
        emit valuesChanged();
        emit reviewChanged();
    });
    connect(m_history, &GameHistory::gameChanged, this, &Analysis::historyChanged);
}

Analysis::~Analysis()
{
    stop();
}

bool Analysis::available() const
{
    return m_history->over() || (!m_players->isComputer(Side::South) && !m_players->isComputer(Side::North));
}

void Analysis::setActive(bool on)
{
    on = on && available();
    if (m_active == on)
        return;
    m_active = on;
    if (on) {
        analyseShown();
    } else {
        if (m_stop)
            m_stop->store(true);
        ++m_request;
        setBusy(false);
        m_values = {};
        m_line.clear();
        m_lineNames.clear();
        m_lineStep = 0;
        emit valuesChanged();
        emit lineChanged();
        emit boardReleased();
    }
    emit activeChanged();
}

void Analysis::setBusy(bool on)
{
    if (m_busy == on)
        return;
    m_busy = on;
    emit valuesChanged();
}

analysis::ExactHelp Analysis::helpFor(const Variant& v) const
{
    analysis::ExactHelp help;
    if (!analysis::hasExactValues(v))
        return help;
    help.book = OpeningBookCache::forVariant(v);
    // The Perfect level's table when it is at hand; the analysis does not
    // start its build (a minute of both cores for 6 holes): the book and
    // the solver settle what they can without it.
    help.db = EndgameDbCache::ready(v);
    help.memory = std::make_shared<ai::SolverMemory>();
    return help;
}

void Analysis::analyseShown()
{
    if (m_stop)
        m_stop->store(true);
    const int request = ++m_request;
    const Game& shown = m_history->shown();
    m_variant = shown.variant();
    m_position = shown.position();
    m_values = {};
    const int step = m_history->step();
    if (step < static_cast<int>(m_review.size()) && !m_review[static_cast<std::size_t>(step)].values.empty())
        m_values = m_review[static_cast<std::size_t>(step)];
    m_line.clear();
    m_lineNames.clear();
    m_lineStep = 0;
    emit lineChanged();
    if (shown.over() || m_position.setupPhase) {
        setBusy(false);
        emit valuesChanged();
        return;
    }
    auto stop = std::make_shared<std::atomic<bool>>(false);
    m_stop = stop;
    m_busy = true;
    emit valuesChanged();
    QPointer<Analysis> self(this);
    const Variant v = m_variant;
    const Position p = m_position;
    const int laps = shown.lapsLeft();
    const analysis::ExactHelp help = helpFor(v);
    analysis::PositionAnalysis start = m_values;
    inBackground([self, request, stop, v, p, laps, help, start] {
        auto post = [&](const analysis::PositionAnalysis& a, bool done, std::vector<Decision> line) {
            onGuiThread([self, request, a, done, line = std::move(line)] {
                if (!self || request != self->m_request)
                    return;
                self->m_values = a;
                if (done) {
                    self->m_line = line;
                    self->m_lineNames.clear();
                    Position q = self->m_position;
                    for (const Decision& d : line) {
                        self->m_lineNames << QString::fromStdString(decisionName(self->m_variant, q.toMove, d));
                        play(self->m_variant, q, d);
                    }
                    emit self->lineChanged();
                    self->m_busy = false;
                }
                emit self->valuesChanged();
            });
        };
        analysis::PositionAnalysis a = start;
        if (a.values.empty()) {
            a = analysis::estimatePosition(v, p, laps, 0, stop.get());
            if (stop->load())
                return;
            post(a, false, {});
        }
        analysis::SettleLimits limits;
        limits.stop = stop.get();
        limits.deadline = std::chrono::steady_clock::now() + std::chrono::seconds(kExactSeconds);
        analysis::settlePosition(v, p, laps, a, help, limits, nullptr,
                                 [&](const analysis::PositionAnalysis& now) { post(now, false, {}); });
        if (stop->load())
            return;
        std::vector<Decision> line = analysis::bestLine(v, p, laps, kLineLength, help, limits);
        if (stop->load())
            return;
        post(a, true, std::move(line));
    });
}

void Analysis::stop()
{
    if (m_stop)
        m_stop->store(true);
    if (m_reviewStop)
        m_reviewStop->store(true);
    ++m_request;
    if (m_reviewState == 1 || m_reviewState == 2) {
        // Stopped: graded as far as it went (every decision: finished there).
        ++m_reviewRequest;
        m_reviewState = reviewedCount() == static_cast<int>(m_review.size()) ? 3 : 0;
        emit reviewChanged();
        emit reviewSettled();
    }
    setBusy(false);
}

QString Analysis::valueText(const analysis::DecisionValue& v) const
{
    return v.exact ? signedSeeds(v.value) : QStringLiteral("≈") + signedSeeds(v.value);
}

QVariantList Analysis::holeValues() const
{
    QVariantList out;
    const std::optional<int> best = analysis::bestValue(m_values.values);
    for (const analysis::DecisionValue& d : m_values.values) {
        if (d.decision.kind != Decision::Kind::Hole)
            continue;
        const int row = m_board->rowOf(m_position.toMove, d.decision.hole);
        // Two directions from one hole: one badge with both, ccw first.
        bool merged = false;
        for (QVariant& item : out) {
            QVariantMap m = item.toMap();
            if (m.value("row").toInt() == row) {
                m["text"] = m.value("text").toString() + QStringLiteral(" / ") + valueText(d);
                m["exact"] = m.value("exact").toBool() && d.exact;
                m["best"] = m.value("best").toBool() || d.value == best;
                item = m;
                merged = true;
            }
        }
        if (!merged) {
            const QPointF at = m_board->outerEdge(row);
            out << QVariantMap{{"row", row}, {"x", at.x()}, {"y", at.y()}, {"text", valueText(d)}, {"exact", d.exact},
                               {"best", d.value == best}};
        }
    }
    return out;
}

QVariantList Analysis::decisionValues() const
{
    std::vector<analysis::DecisionValue> sorted = m_values.values;
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.value > b.value; });
    const std::optional<int> best = analysis::bestValue(sorted);
    QVariantList out;
    for (const analysis::DecisionValue& d : sorted) {
        QString text;
        if (!d.exact)
            //: Analysis: an estimated value in seeds, e.g. "about +3"
            text = tr("about %1").arg(signedSeeds(d.value));
        else if (d.value > 0)
            //: Analysis: the exact value of a decision for its player
            text = tr("wins by %n seed(s)", "", d.value);
        else if (d.value < 0)
            text = tr("loses by %n seed(s)", "", -d.value);
        else
            //: Analysis: the exact value of a decision: the game ends level
            text = tr("draw");
        out << QVariantMap{{"label", QString::fromStdString(decisionName(m_variant, m_position.toMove, d.decision))},
                           {"text", text},
                           {"exact", d.exact},
                           {"best", d.value == best}};
    }
    return out;
}

QString Analysis::state() const
{
    if (m_values.values.empty())
        //: Analysis: searching the first values
        return m_busy ? tr("Thinking…") : QString();
    const int n = static_cast<int>(m_values.values.size());
    const int exact = static_cast<int>(
        std::count_if(m_values.values.begin(), m_values.values.end(), [](const auto& d) { return d.exact; }));
    if (exact == n)
        //: Analysis: every value shown is exact (solved)
        return tr("Exact values");
    if (exact > 0)
        //: Analysis: some values solved, the others estimated by a search of that depth
        return tr("%1 of %2 exact, the rest estimated (depth %3)").arg(exact).arg(n).arg(m_values.depth);
    //: Analysis: values estimated by a search of that depth (decisions ahead)
    return tr("Estimates (depth %1)").arg(m_values.depth);
}

QString Analysis::lineText() const
{
    QStringList parts;
    for (int i = 0; i < m_lineNames.size(); ++i)
        parts << (i < m_lineStep ? QStringLiteral("<b>%1</b>").arg(m_lineNames[i]) : m_lineNames[i]);
    return parts.join(QStringLiteral(" · "));
}

void Analysis::showLine(int k)
{
    k = std::clamp(k, 0, static_cast<int>(m_line.size()));
    if (k == m_lineStep)
        return;
    m_lineStep = k;
    emit lineChanged();
    if (k == 0) {
        emit boardReleased();
        return;
    }
    Position q = m_position;
    for (int i = 0; i < k; ++i)
        play(m_variant, q, m_line[static_cast<std::size_t>(i)]);
    m_board->sync(q, 0);
    m_board->setLastMove(-1, {});
}

void Analysis::startReview()
{
    if (!available() || m_history->entries().empty())
        return;
    if (m_reviewStop)
        m_reviewStop->store(true);
    const int request = ++m_reviewRequest;
    const Game& start = m_history->start();
    const Variant v = start.variant();
    m_reviewed = m_history->decisions();
    m_reviewStart = start.position();
    std::vector<analysis::ReviewStep> steps = analysis::stepsOf(v, start.position(), m_reviewed);
    m_review.assign(steps.size(), {});
    m_reviewState = 1;
    updateGrades();
    emit reviewChanged();
    auto stop = std::make_shared<std::atomic<bool>>(false);
    m_reviewStop = stop;
    analysis::ReviewOptions options;
    options.threads = 2;
    options.exactMs = kReviewExactMs;
    options.help = helpFor(v);
    options.stop = stop.get();
    QPointer<Analysis> self(this);
    inBackground([self, request, stop, v, steps = std::move(steps), options] {
        analysis::reviewSteps(v, steps, options, [&](std::size_t i, const analysis::PositionAnalysis& a, int pass) {
            onGuiThread([self, request, i, a, pass] {
                if (self)
                    self->onReviewProgress(request, i, a, pass);
            });
        });
        if (stop->load())
            return;
        onGuiThread([self, request] {
            if (self)
                self->onReviewDone(request);
        });
    });
}

void Analysis::onReviewProgress(int request, std::size_t step, const analysis::PositionAnalysis& a, int)
{
    if (request != m_reviewRequest || step >= m_review.size())
        return;
    m_review[step] = a;
    const bool graded = m_reviewState == 1 && reviewedCount() == static_cast<int>(m_review.size());
    if (graded)
        m_reviewState = 2;
    updateGrades();
    if (graded)
        emit reviewSettled();
    if (m_active && m_history->step() == static_cast<int>(step) && !m_busy) {
        m_values = a;
        emit valuesChanged();
    }
    emit reviewChanged();
}

void Analysis::onReviewDone(int request)
{
    if (request != m_reviewRequest)
        return;
    m_reviewState = 3;
    emit reviewChanged();
    emit reviewSettled();
}

int Analysis::reviewedCount() const
{
    const auto& entries = m_history->entries();
    int n = 0;
    for (std::size_t i = 0; i < m_review.size() && i < entries.size(); ++i)
        if (!m_review[i].values.empty() || entries[i].before.position().setupPhase)
            ++n;
    return n;
}

int Analysis::gradeOf(int entry) const
{
    if (entry < 0 || entry >= static_cast<int>(m_review.size()) || entry >= static_cast<int>(m_reviewed.size()))
        return -1;
    const auto& values = m_review[static_cast<std::size_t>(entry)].values;
    const analysis::PlyReview r =
        analysis::reviewOf(m_history->start().variant().game, values, m_reviewed[static_cast<std::size_t>(entry)]);
    return r.grade ? static_cast<int>(*r.grade) : -1;
}

void Analysis::updateGrades()
{
    QList<int> grades;
    for (int i = 0; i < static_cast<int>(m_review.size()); ++i)
        grades << gradeOf(i);
    m_moves->setGrades(grades);
}

QVariantList Analysis::graph() const
{
    QVariantList points;
    const auto& entries = m_history->entries();
    const std::size_t n = std::min(m_review.size(), entries.size());
    if (n == 0)
        return points;
    for (std::size_t i = 0; i < n; ++i) {
        const std::optional<int> best = analysis::bestValue(m_review[i].values);
        const int sign = entries[i].mover == Side::South ? 1 : -1;
        points << (best ? QVariant(sign * *best) : QVariant());
    }
    // After the last decision: the value of the decision played.
    const std::optional<int> last = analysis::valueOf(m_review[n - 1].values, entries[n - 1].decision);
    points << (last ? QVariant((entries[n - 1].mover == Side::South ? 1 : -1) * *last) : QVariant());
    return points;
}

QString Analysis::summary() const
{
    if (m_review.empty())
        return {};
    std::vector<analysis::PlyReview> reviews;
    reviews.reserve(m_review.size());
    std::vector<analysis::GradedDecision> graded;
    const GameId game = m_history->start().variant().game;
    const auto& entries = m_history->entries();
    for (std::size_t i = 0; i < m_review.size() && i < entries.size(); ++i) {
        reviews.push_back(analysis::reviewOf(game, m_review[i].values, entries[i].decision));
        graded.push_back({entries[i].mover, entries[i].decision, &reviews.back()});
    }
    const auto sides = analysis::summarize(game, graded);
    QStringList lines;
    for (const Side s : {Side::South, Side::North}) {
        const analysis::SideSummary& x = sides[static_cast<std::size_t>(idx(s))];
        //: Game review, one line per player: "South: 87% accurate · 1 inaccuracy · 0 mistakes · 2 blunders"
        //: Game review: the player
        const QString side = s == Side::South ? tr("South") : tr("North");
        lines << tr("%1: %2% accurate · %3 · %4 · %5")
                     .arg(side)
                     .arg(qRound(x.accuracy))
                     .arg(tr("%n inaccuracy(s)", "", x.inaccuracies), tr("%n mistake(s)", "", x.mistakes),
                          tr("%n blunder(s)", "", x.blunders));
    }
    return lines.join(QLatin1Char('\n'));
}

bool Analysis::hasMistakes() const
{
    return nextMistakeStep() >= 0;
}

int Analysis::nextMistakeStep() const
{
    std::vector<int> mistakes;
    for (int i = 0; i < static_cast<int>(m_review.size()); ++i)
        if (gradeOf(i) >= static_cast<int>(analysis::Grade::Mistake))
            mistakes.push_back(i);
    if (mistakes.empty())
        return -1;
    const int shown = m_history->viewing() ? m_history->step() : -1;
    for (const int i : mistakes)
        if (i > shown)
            return i;
    return mistakes.front();
}

bool Analysis::tryAgain()
{
    const int step = m_history->viewing() ? m_history->step() : -1;
    if (gradeOf(step) < static_cast<int>(analysis::Grade::Mistake))
        return false;
    m_tryEntry = step;
    //: Try again: the board shows the position before a mistake
    m_tryText = tr("%1 was a mistake here. Find a better decision.")
                    .arg(QString::fromStdString(decisionName(m_history->start().variant(),
                                                             m_history->entries()[static_cast<std::size_t>(step)].mover,
                                                             m_reviewed[static_cast<std::size_t>(step)])));
    emit tryChanged();
    return true;
}

void Analysis::endTry()
{
    if (m_tryEntry < 0)
        return;
    m_tryEntry = -1;
    m_tryText.clear();
    emit tryChanged();
}

bool Analysis::tryDecision(const Decision& d)
{
    if (m_tryEntry < 0 || m_history->step() != m_tryEntry)
        return false;
    const auto i = static_cast<std::size_t>(m_tryEntry);
    const Game& shown = m_history->shown();
    const Variant& v = shown.variant();
    const QString name = QString::fromStdString(decisionName(v, shown.position().toMove, d));
    const std::optional<int> best = analysis::bestValue(m_review[i].values);
    const std::optional<int> value = analysis::valueOf(m_review[i].values, d);
    if (!best || !value) {
        //: Try again: a decision the rules do not allow there
        m_tryText = tr("%1 cannot be played here. Try another decision.").arg(name);
        emit tryChanged();
        emit tried(false);
        return false;
    }
    const int loss = *best - *value;
    if (d == m_reviewed[i]) {
        //: Try again: the learner chose the mistake again
        m_tryText = tr("%1 is the decision played. Find a better one.").arg(name);
    } else if (loss > analysis::thresholdsFor(v.game).good) {
        //: Try again: the decision tried is still far from the best
        m_tryText = tr("%1 loses %n seed(s) against the best. Try another decision.", "", loss).arg(name);
    } else {
        //: Try again: the decision tried is good; the best line follows on the board
        m_tryText = loss == 0 ? tr("%1 is the best decision here. Step through the best line.").arg(name)
                              : tr("%1 is a good decision here. Step through the best line.").arg(name);
        m_tryEntry = -1;
        emit tryChanged();
        emit tried(true);
        setActive(true);
        analyseShown();
        return true;
    }
    emit tryChanged();
    emit tried(false);
    return false;
}

std::vector<analysis::PlyReview> Analysis::reviewRecord() const
{
    std::vector<analysis::PlyReview> out;
    const auto& entries = m_history->entries();
    const GameId game = m_history->start().variant().game;
    for (std::size_t i = 0; i < m_review.size() && i < m_reviewed.size() && i < entries.size(); ++i) {
        const bool setup = entries[i].before.position().setupPhase;
        if (m_review[i].values.empty() && !setup)
            break; // not reviewed yet: the record stops before it
        out.push_back(analysis::reviewOf(game, m_review[i].values, m_reviewed[i]));
    }
    return out;
}

void Analysis::restoreReview(const std::vector<analysis::PlyReview>& review)
{
    if (m_reviewStop)
        m_reviewStop->store(true);
    ++m_reviewRequest;
    m_reviewed = m_history->decisions();
    m_reviewStart = m_history->start().position();
    const std::size_t n = std::min(review.size(), m_reviewed.size());
    m_reviewed.resize(n);
    m_review.assign(n, {});
    for (std::size_t i = 0; i < n; ++i)
        m_review[i].values = review[i].values;
    m_reviewState = n == 0 ? 0 : 3;
    updateGrades();
    emit reviewChanged();
}

void Analysis::historyChanged()
{
    // The review holds for the decisions still played as they were reviewed.
    const std::vector<Decision> now = m_history->decisions();
    std::size_t same = 0;
    while (same < now.size() && same < m_reviewed.size() && now[same] == m_reviewed[same])
        ++same;
    if (!(m_history->start().position() == m_reviewStart))
        same = 0; // another game
    if (same < m_review.size()) {
        if (m_reviewStop)
            m_reviewStop->store(true);
        ++m_reviewRequest;
        m_review.resize(same);
        m_reviewed.resize(same);
        m_reviewState = m_review.empty() ? 0 : 2;
        updateGrades();
        emit reviewChanged();
    }
    endTry();
    emit availableChanged();
}
