// The game review of Analysis (app/analysis/analysis.h): every decision of
// the game graded on worker threads, the graph, the summary, the next
// mistake and "try again", kept with the game.
#include "app/analysis/analysis.h"

#include "app/analysis/background.h"
#include "app/board/boardmodel.h"
#include "app/game/gamehistory.h"
#include "app/game/movelistmodel.h"
#include "app/game/players.h"
#include "engine/board.h"

#include <QPointer>
#include <algorithm>

using namespace semina;
using namespace AnalysisThreads;

namespace {

// How long the review's exact pass may spend on one position.
constexpr int kReviewExactMs = 1500;

} // namespace

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
