#include "app/match/matchsession.h"

#include "app/catalog/optioncatalog.h"
#include "app/game/gamesession.h"
#include "app/match/matchtexts.h"
#include "app/shell/language.h"
#include "engine/ai/fill.h"
#include "engine/notation.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>
#include <algorithm>

using semina::RoundSetUp;
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
    Language::onChange(this, [this] {
        showEnd();
        emit changed();
    });
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
                               {QStringLiteral("text"), !m_record.rounds[i].finished && m_phase == Over
                                                                ? MatchTexts::notCounted()
                                                                : MatchTexts::roundLine(m_variant, m_record.rounds[i])},
                               {QStringLiteral("short"), MatchTexts::roundShort(m_variant, m_record.rounds[i], m_phase == Over)},
                               {QStringLiteral("current"), !m_record.rounds[i].finished}});
    return out;
}

QString MatchSession::roundsLine() const
{
    QStringList parts;
    for (std::size_t i = 0; i < m_record.rounds.size(); ++i)
        parts << MatchTexts::numbered(static_cast<int>(i + 1), MatchTexts::roundShort(m_variant, m_record.rounds[i], m_phase == Over));
    return parts.join(QStringLiteral("  ·  "));
}

QString MatchSession::score() const { return MatchTexts::score(southWins(), northWins()); }

QString MatchSession::result() const
{
    return m_phase == Over ? MatchTexts::result(m_record, m_nobodyCanFill) : QString();
}

bool MatchSession::roundStopped() const
{
    return m_phase == Over && !m_record.rounds.empty() && !m_record.rounds.back().finished;
}

QString MatchSession::endQuestion() const
{
    if (!m_active || m_phase == Over)
        return {};
    const bool playing = m_phase == Playing && !m_record.rounds.empty() && !m_record.rounds.back().finished;
    return MatchTexts::endQuestion(playing ? round() : 0, score());
}

QString MatchSession::refillText() const
{
    if (m_phase != Refill)
        return {};
    QString text;
    if (setsSeeds())
        text = MatchTexts::seedSplit(m_southSeeds, totalSeeds() - m_southSeeds);
    else if (m_fillHoles <= 0)
        text = MatchTexts::everyHoleFilled();
    else if (m_choosing)
        text = MatchTexts::computerChoosing(m_loser);
    else if (m_computerChoice)
        text = MatchTexts::computerFill(*m_computerChoice, fillLabelsOf(m_computerChoice->fill).join(QStringLiteral(", ")));
    else
        text = MatchTexts::chooseFill(m_loser, m_fillHoles, static_cast<int>(m_fill.size()), m_remainder);
    switch (m_refusal) {
    case Refusal::None: break;
    case Refusal::TooMany: return text + QLatin1Char(' ') + MatchTexts::fillFull(m_loser, m_fillHoles);
    case Refusal::NotLoser: return text + QLatin1Char(' ') + MatchTexts::notLosersHole(m_loser);
    case Refusal::SeedsNotHoles: return text + QLatin1Char(' ') + MatchTexts::seedsNotHoles();
    case Refusal::NoChoice:
        return text + QLatin1Char(' ') + (m_computerFills ? MatchTexts::computerChooses(m_loser) : MatchTexts::nothingToChoose());
    }
    return text;
}

void MatchSession::refuse(Refusal why)
{
    m_refusal = why;
    emit changed();
}

QStringList MatchSession::fillLabelsOf(const std::vector<int>& holes) const
{
    QStringList labels;
    for (int h : holes)
        labels << labelOf(m_loser, h);
    return labels;
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

bool MatchSession::setsSeeds() const
{
    return m_phase == Refill && semina::roundSetUp(m_variant) == RoundSetUp::SeedSplit;
}

int MatchSession::minSeeds() const { return semina::seedSplitLimits(m_variant).min; }

int MatchSession::maxSeeds() const { return semina::seedSplitLimits(m_variant).max; }

void MatchSession::setSouthSeeds(int seeds)
{
    seeds = semina::withSeedSplit(m_variant, seeds).southSeeds;
    if (seeds == m_southSeeds)
        return;
    m_southSeeds = seeds;
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
    } else if ((m_phase == RoundOver || m_phase == Refill || (m_phase == Over && m_nobodyCanFill)) && !game.over()) {
        // An undo or restart took the round's end back (and with it the match's end, when the rules ended it).
        cancelChoice();
        m_fillHoles = 0;
        m_record.over = false;
        m_record.winner = Outcome::None;
        m_nobodyCanFill = false;
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
    clearFill();
    if (semina::roundSetUp(m_variant) == RoundSetUp::SeedSplit) {
        // The engine's split for the next round; the players may change it before it starts.
        m_southSeeds = semina::nextRoundVariant(m_variant, last.winner).southSeeds;
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
    if (m_fillHoles > 0 && m_session->players()->kind(static_cast<int>(m_loser)) != Players::Human) {
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
                for (int h : c.fill)
                    self->m_fill.append(h);
                self->m_computerChoice = c;
                self->showFill();
                emit self->changed();
            },
            Qt::QueuedConnection);
    });
}

void MatchSession::showFill()
{
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
    if (m_phase != Refill || row < 0 || row >= b->rowCount() || b->isStore(row))
        return false;
    if (fillByHand() && b->side(row) != static_cast<int>(m_loser)) {
        refuse(Refusal::NotLoser);
        return false;
    }
    return toggleHole(b->hole(row));
}

bool MatchSession::toggleHole(int hole)
{
    if (m_phase != Refill || hole < 0 || hole >= m_variant.pitsPerSide())
        return false;
    if (!fillByHand()) {
        refuse(setsSeeds() ? Refusal::SeedsNotHoles : Refusal::NoChoice);
        return false;
    }
    if (m_fill.contains(hole)) {
        m_fill.removeAll(hole);
    } else if (static_cast<int>(m_fill.size()) < m_fillHoles) {
        m_fill.append(hole);
    } else { // as many as the stock fills: take one out first
        refuse(Refusal::TooMany);
        return false;
    }
    m_refusal = Refusal::None;
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
    if (semina::roundSetUp(m_variant) == RoundSetUp::SeedSplit) {
        // Who starts is the engine's; the split is the one the panel shows (the engine's, or the players').
        const semina::NextRound r = semina::seedSplitRound(m_variant, last.winner, m_starter);
        if (r.error != semina::MatchError::None)
            return false;
        const semina::Variant next = semina::withSeedSplit(m_variant, m_southSeeds);
        const Side starter = r.start.toMove;
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
    // The seeds first go where they are going: a round the animation was
    // ending is over (and counts) before the match ends.
    m_session->player()->finish();
    onRoundMaybeOver();
    cancelChoice();
    m_record.over = true;
    m_record.winner = winnerByRounds();
    m_nobodyCanFill = false;
    clearFill();
    setPhase(Over);
    m_session->showLive(); // the refill's draft gives way to the position
}

bool MatchSession::reopen()
{
    if (!canReopen())
        return false;
    m_record.over = false;
    m_record.winner = Outcome::None;
    setPhase(m_record.rounds.back().finished ? RoundOver : Playing);
    return true;
}

void MatchSession::leave()
{
    cancelChoice();
    clearFill();
    m_active = false;
    m_nobodyCanFill = false;
    m_record = {};
    setPhase(Playing);
}

void MatchSession::clearFill()
{
    m_fill.clear();
    m_fillHoles = 0;
    m_remainder = 0;
    m_computerFills = false;
    m_computerChoice.reset();
    m_refusal = Refusal::None;
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
    if (phase != Refill)
        m_refusal = Refusal::None;
    // Between rounds the board is a picture: a click chooses a hole to fill,
    // it plays nothing; once the match is over nothing is played.
    m_session->setStill(phase == Refill || phase == Over);
    showEnd();
    emit changed();
}

void MatchSession::showEnd()
{
    m_session->texts()->setMatchOver(m_phase == Over ? result() : QString(), roundStopped());
}

void MatchSession::resume(semina::MatchRecord record)
{
    cancelChoice();
    clearFill();
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
    m_nobodyCanFill = false;
    if (m_record.over) {
        m_record.winner = winnerByRounds();
        if (last.finished && semina::roundSetUp(m_variant) == RoundSetUp::Refill) {
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
