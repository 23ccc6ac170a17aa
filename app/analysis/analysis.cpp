#include "app/analysis/analysis.h"

#include "app/analysis/background.h"
#include "app/board/boardmodel.h"
#include "app/game/endgamedbcache.h"
#include "app/game/gamehistory.h"
#include "app/game/movelistmodel.h"
#include "app/game/openingbookcache.h"
#include "app/game/players.h"
#include "app/shell/language.h"
#include "engine/ai/solver_memory.h"
#include "engine/board.h"

#include <QPointer>
#include <algorithm>

using namespace semina;
using namespace AnalysisThreads;

namespace {

// How long the board's exact values and best line may take before they are left as estimates.
constexpr int kExactSeconds = 60;
constexpr int kLineLength = 8;

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
    // Only the background jobs are told to stop: not stop(), which reads the
    // history, a sibling under the same parent that may already be deleted
    // (its children go in the order they were made; AddressSanitizer found it).
    if (m_stop)
        m_stop->store(true);
    if (m_reviewStop)
        m_reviewStop->store(true);
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
