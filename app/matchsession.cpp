#include "app/matchsession.h"

#include "app/gamesession.h"
#include "app/matchtexts.h"
#include "app/optioncatalog.h"
#include "engine/ai/fill.h"
#include "engine/notation.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>
#include <algorithm>

using semina::GameId;
using semina::Outcome;
using semina::Side;

namespace {

// The nodes the computer's search spends on each candidate fill (strong and
// up): a few plies of each, so that the choice takes a moment, not seconds.
constexpr std::uint64_t kNodesPerFill = 30000;

} // namespace

MatchSession::MatchSession(GameSession* session, QObject* parent) : QObject(parent), m_session(session)
{
    connect(session->player(), &TracePlayer::finished, this, &MatchSession::onRoundMaybeOver);
    connect(session->history(), &GameHistory::jumped, this, &MatchSession::onRoundMaybeOver);
}

MatchSession::~MatchSession()
{
    if (m_stop)
        m_stop->store(true);
}

QVariantList MatchSession::rounds() const
{
    QVariantList out;
    for (std::size_t i = 0; i < m_record.rounds.size(); ++i)
        out.append(QVariantMap{{QStringLiteral("round"), static_cast<int>(i + 1)},
                               {QStringLiteral("text"), MatchTexts::roundLine(m_variant, m_record.rounds[i])},
                               {QStringLiteral("current"), !m_record.rounds[i].finished}});
    return out;
}

QString MatchSession::score() const { return MatchTexts::score(southWins(), northWins()); }

QString MatchSession::result() const
{
    return m_phase == Over ? MatchTexts::result(m_record, m_nobodyCanFill) : QString();
}

QString MatchSession::labelOf(Side side, int hole) const
{
    const BoardModel* b = m_session->board();
    return b->data(b->index(b->rowOf(side, hole)), BoardModel::LabelRole).toString();
}

QList<int> MatchSession::fillOrder() const
{
    QList<int> holes;
    if (m_fillHoles <= 0)
        return holes;
    const BoardModel* b = m_session->board();
    for (int h = 0; h < m_variant.pitsPerSide(); ++h)
        holes << h;
    const auto column = [&](int h) { return b->data(b->index(b->rowOf(m_loser, h)), BoardModel::ScreenColumnRole).toInt(); };
    std::sort(holes.begin(), holes.end(), [&](int a, int c) { return column(a) < column(c); });
    return holes;
}

QStringList MatchSession::fillLabels() const
{
    QStringList out;
    for (int h : fillOrder())
        out << labelOf(m_loser, h);
    return out;
}

bool MatchSession::canStart() const
{
    return m_phase == Refill && !m_choosing && static_cast<int>(m_fill.size()) == m_fillHoles;
}

int MatchSession::minSeeds() const { return 20; }

int MatchSession::maxSeeds() const { return 44; }

void MatchSession::setSouthSeeds(int seeds)
{
    seeds = std::clamp(seeds, minSeeds(), maxSeeds());
    if (seeds == m_southSeeds)
        return;
    m_southSeeds = seeds;
    m_refillText = MatchTexts::seedSplit(m_southSeeds, totalSeeds() - m_southSeeds);
    emit changed();
}

bool MatchSession::start(const QString& key, const QVariantMap& options, int starter, const QString& position)
{
    if (!m_session->history()->newGame(key, options, starter, position))
        return false;
    m_active = true;
    m_variant = m_session->history()->game().variant();
    m_record = {};
    m_nobodyCanFill = false;
    m_record.rounds.push_back({m_session->history()->game().position(), {}, false, Outcome::None, {}, m_variant, {}});
    m_starter = m_session->history()->game().position().toMove;
    setPhase(Playing);
    onRoundMaybeOver(); // a position already finished
    return true;
}

bool MatchSession::rematch()
{
    const semina::Game& game = m_session->history()->game();
    if (m_active || !game.over())
        return false;
    m_active = true;
    m_variant = game.variant();
    m_record = {};
    m_nobodyCanFill = false;
    // The game started from the history's first position; its starter is who moved first.
    const semina::Position first = m_session->history()->entries().empty() ? game.position()
                                                                            : m_session->history()->entries().front().before.position();
    m_starter = first.toMove;
    m_record.rounds.push_back({first, game.position(), true, game.winner(), {}, game.variant(), m_session->history()->decisions()});
    setPhase(RoundOver);
    prepareNext();
    return true;
}

void MatchSession::onRoundMaybeOver()
{
    if (!m_active || m_record.rounds.empty() || m_session->player()->running())
        return;
    semina::MatchRound& current = m_record.rounds.back();
    const semina::Game& game = m_session->history()->game();
    if (m_phase == Playing && game.over()) {
        current.end = game.position();
        current.finished = true;
        current.winner = game.winner();
        current.variant = game.variant();
        current.decisions = m_session->history()->decisions();
        setPhase(RoundOver);
    } else if ((m_phase == RoundOver || m_phase == Refill) && !game.over()) { // an undo or restart took the round's end back
        cancelChoice();
        m_fillHoles = 0;
        current.finished = false;
        current.winner = Outcome::None;
        current.decisions.clear();
        setPhase(Playing);
    }
}

void MatchSession::prepareNext()
{
    if (!m_active || m_phase != RoundOver)
        return;
    const semina::MatchRound& last = m_record.rounds.back();
    m_fill.clear();
    m_fillHoles = 0;
    m_remainder = 0;
    m_computerFills = false;
    if (m_variant.game == GameId::Omweso) {
        // The loser gets more seeds (kSeedStep), within limits that keep the game playable.
        const int south = m_variant.southSeeds;
        const int step = last.winner == Outcome::South ? -kSeedStep : last.winner == Outcome::North ? kSeedStep : 0;
        m_southSeeds = std::clamp(south + step, minSeeds(), maxSeeds());
        m_refillText = MatchTexts::seedSplit(m_southSeeds, totalSeeds() - m_southSeeds);
        setPhase(Refill);
        return;
    }
    const semina::NextRound probe = semina::nextRound(m_variant, last.end, m_starter);
    if (probe.matchOver) {
        m_record.over = true;
        m_record.winner = probe.matchWinner != Outcome::Draw ? probe.matchWinner : winnerByRounds();
        m_nobodyCanFill = true;
        setPhase(Over);
        return;
    }
    const semina::RefillChoice choice = semina::refillChoice(m_variant, last.end);
    m_loser = choice.loser;
    m_fillHoles = choice.holes;
    m_remainder = choice.remainder;
    if (m_fillHoles == 0) {
        m_refillText = MatchTexts::everyHoleFilled();
    } else if (m_session->players()->kind(static_cast<int>(m_loser)) != Players::Human) {
        m_computerFills = true;
        chooseByComputer();
    } else {
        for (int h = 0; h < m_fillHoles; ++h) // the default: from the loser's left
            m_fill.append(h);
    }
    setPhase(Refill);
    showFill();
}

void MatchSession::chooseByComputer()
{
    cancelChoice();
    auto stop = std::make_shared<std::atomic<bool>>(false);
    m_stop = stop;
    m_choosing = true;
    m_refillText = MatchTexts::computerChoosing(m_loser);
    const int request = ++m_request;
    const auto level = static_cast<semina::ai::Level>(m_session->players()->kind(static_cast<int>(m_loser)) - Players::Random);
    const semina::Variant v = m_variant;
    const semina::Position end = m_record.rounds.back().end;
    const Side starter = m_starter;
    const std::uint64_t seed = static_cast<std::uint64_t>(m_record.rounds.size()) * 7919u + 17u;
    QPointer<MatchSession> self(this);
    QThreadPool::globalInstance()->start([self, request, stop, v, end, starter, level, seed] {
        const semina::ai::FillChoice c = semina::ai::chooseFill(v, end, starter, level, seed, kNodesPerFill, stop.get());
        if (stop->load())
            return;
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, request, stop, c] {
                if (!self || stop->load() || request != self->m_request)
                    return;
                self->m_choosing = false;
                self->m_fill.clear();
                QStringList labels;
                for (int h : c.fill) {
                    self->m_fill.append(h);
                    labels << self->labelOf(c.loser, h);
                }
                self->m_refillText = MatchTexts::computerFill(c, labels.join(QStringLiteral(", ")));
                self->showFill();
                emit self->changed();
            },
            Qt::QueuedConnection);
    });
}

void MatchSession::showFill()
{
    if (m_fillHoles > 0 && !m_computerFills)
        m_refillText = MatchTexts::chooseFill(m_loser, m_fillHoles, static_cast<int>(m_fill.size()), m_remainder);
    if (m_fillHoles <= 0)
        return;
    QVariantList counts;
    for (int h = 0; h < m_variant.pitsPerSide(); ++h)
        counts.append(m_fill.contains(h) ? m_variant.seeds : 0);
    m_session->board()->showDraft(static_cast<int>(m_loser), counts);
}

bool MatchSession::toggleFill(int row)
{
    const BoardModel* b = m_session->board();
    if (row < 0 || b->isStore(row) || b->side(row) != static_cast<int>(m_loser))
        return false;
    return toggleHole(b->hole(row));
}

bool MatchSession::toggleHole(int hole)
{
    if (m_phase != Refill || !fillByHand() || hole < 0 || hole >= m_variant.pitsPerSide())
        return false;
    if (m_fill.contains(hole))
        m_fill.removeAll(hole);
    else if (static_cast<int>(m_fill.size()) < m_fillHoles)
        m_fill.append(hole);
    else
        return false; // as many as the stock fills: take one out first
    std::sort(m_fill.begin(), m_fill.end());
    showFill();
    emit changed();
    return true;
}

bool MatchSession::startNext()
{
    if (!canStart())
        return false;
    const semina::MatchRound last = m_record.rounds.back(); // a copy: the rounds grow below
    const QString key = m_session->history()->variantKey();
    // A new game makes both players people again: the round keeps who played the match.
    Players* players = m_session->players();
    const Players::Kind south = players->south(), north = players->north();
    if (m_variant.game == GameId::Omweso) {
        semina::Variant next = m_variant;
        next.southSeeds = m_southSeeds;
        next.northSeeds = totalSeeds() - m_southSeeds;
        const Side starter = semina::other(m_starter);
        // The new round is recorded first: the jump to it is no undo of the last.
        m_record.rounds.push_back({{}, {}, false, Outcome::None, {}, next, {}});
        setPhase(Playing);
        if (!m_session->history()->newGame(key, OptionCatalog::valuesOf(next), static_cast<int>(starter))) {
            m_record.rounds.pop_back();
            setPhase(Refill);
            return false;
        }
        m_variant = next;
        m_starter = starter;
        m_record.rounds.back().start = m_session->history()->game().position();
        players->set(south, north);
        return true;
    }
    std::vector<int> fill(m_fill.begin(), m_fill.end());
    const semina::NextRound r = semina::nextRound(m_variant, last.end, m_starter, m_fillHoles > 0 ? fill : std::vector<int>{});
    if (r.error != semina::MatchError::None || r.matchOver)
        return false;
    m_record.rounds.back().fill = fill;
    // The new round is recorded first: the jump to it is no undo of the last.
    m_record.rounds.push_back({r.start, {}, false, Outcome::None, {}, m_variant, {}});
    setPhase(Playing);
    if (!m_session->startRound(key, OptionCatalog::valuesOf(m_variant), r.start, last.end, r.refill)) {
        m_record.rounds.pop_back();
        setPhase(Refill);
        showFill();
        return false;
    }
    m_starter = r.start.toMove;
    players->set(south, north);
    return true;
}

void MatchSession::end()
{
    if (!m_active || m_phase == Over)
        return;
    cancelChoice();
    m_record.over = true;
    m_record.winner = winnerByRounds();
    m_fillHoles = 0;
    setPhase(Over);
}

void MatchSession::leave()
{
    cancelChoice();
    m_active = false;
    m_nobodyCanFill = false;
    m_record = {};
    setPhase(Playing);
}

void MatchSession::cancelChoice()
{
    if (m_stop)
        m_stop->store(true);
    m_stop.reset();
    m_choosing = false;
}

Outcome MatchSession::winnerByRounds() const
{
    const int s = southWins();
    const int n = northWins();
    return s > n ? Outcome::South : n > s ? Outcome::North : Outcome::Draw;
}

void MatchSession::setPhase(Phase phase)
{
    m_phase = phase;
    // Between rounds the board is a picture: a click chooses a hole to fill, it plays nothing.
    m_session->setStill(phase == Refill);
    emit changed();
}

void MatchSession::resume(semina::MatchRecord record)
{
    cancelChoice();
    const semina::Game& game = m_session->history()->game();
    m_active = true;
    m_variant = game.variant();
    m_record = std::move(record);
    if (m_record.rounds.empty())
        m_record.rounds.push_back({});
    semina::MatchRound& last = m_record.rounds.back();
    last.start = m_session->history()->start().position();
    last.variant = m_variant;
    last.finished = game.over();
    last.end = game.over() ? game.position() : semina::Position{};
    last.winner = game.over() ? game.winner() : Outcome::None;
    last.decisions = game.over() ? m_session->history()->decisions() : std::vector<semina::Decision>{};
    m_starter = last.start.toMove;
    m_fillHoles = 0;
    m_fill.clear();
    m_nobodyCanFill = false;
    if (m_record.over) {
        m_record.winner = winnerByRounds();
        if (last.finished && m_variant.game != GameId::Omweso) {
            const semina::NextRound probe = semina::nextRound(m_variant, last.end, m_starter);
            m_nobodyCanFill = probe.matchOver;
            if (probe.matchOver && probe.matchWinner != Outcome::Draw)
                m_record.winner = probe.matchWinner;
        }
        setPhase(Over);
    } else {
        setPhase(last.finished ? RoundOver : Playing);
    }
}
