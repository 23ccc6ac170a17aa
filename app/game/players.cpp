#include "app/game/players.h"

#include "app/board/boardmodel.h"
#include "app/game/endgamedbcache.h"
#include "app/game/gamehistory.h"
#include "app/game/openingbookcache.h"
#include "app/game/traceplayer.h"
#include "engine/ai/think.h"

#include <QDateTime>
#include <QTimer>
#include <algorithm>

using semina::Decision;
using semina::Dir;
using semina::ai::Level;

namespace {

// A computer's move never comes sooner than this after its turn began, so a
// person can follow the game (setThinkPause).
constexpr int kMinThinkMs = 600;
constexpr int kHintMs = 1000;

static_assert(static_cast<int>(Level::Random) + 1 == Players::Random
              && static_cast<int>(Level::Perfect) + 1 == Players::Perfect);

} // namespace

Players::Players(GameHistory* history, BoardModel* board, TracePlayer* player, QObject* parent)
    : QObject(parent), m_history(history), m_board(board), m_player(player), m_ai(new AiPlayer(this)),
      m_hintAi(new AiPlayer(this)), m_thinkPauseMs(kMinThinkMs)
{
    connect(m_ai, &AiPlayer::thinkingChanged, this, &Players::thinkingChanged);
    connect(m_ai, &AiPlayer::finished, this, [this](int, const semina::ai::AiResult& r) { computerDecided(r); });
    connect(m_hintAi, &AiPlayer::thinkingChanged, this, &Players::hintChanged);
    connect(m_hintAi, &AiPlayer::finished, this, [this](int, const semina::ai::AiResult& r) { hinted(r); });
    connect(history, &GameHistory::positionChanged, this, &Players::humanToMoveChanged);
    // People play a new game until set() says otherwise.
    connect(history, &GameHistory::gameChanged, this, [this] { set(Human, Human); });
}

bool Players::humanToMove() const { return !isComputer(m_history->game().position().toMove); }

std::optional<Level> Players::level(Kind kind)
{
    if (kind <= Human || kind > Perfect)
        return std::nullopt;
    return static_cast<Level>(kind - 1);
}

Players::Kind Players::kindOf(Level level) { return static_cast<Kind>(static_cast<int>(level) + 1); }

std::optional<Players::Kind> Players::kindFromKey(const QString& key)
{
    if (key.isEmpty())
        return Human;
    const auto l = semina::ai::levelFromKey(key.toStdString());
    return l ? std::optional(kindOf(*l)) : std::nullopt;
}

bool Players::set(Kind south, Kind north)
{
    for (Kind k : {south, north}) {
        if (k == Human)
            continue;
        const auto l = level(k);
        if (!l || *l == Level::Random || !semina::ai::levelPlays(*l, m_history->game().variant().game)) {
            const auto key = l ? semina::ai::levelKey(*l) : std::string_view("?");
            m_history->setError(tr("Unknown computer level \"%1\" for this game.")
                                    .arg(QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()))));
            return false;
        }
    }
    stop();
    m_kinds[0] = south;
    m_kinds[1] = north;
    m_history->setComputerSides(south != Human, north != Human);
    perfectDatabase(); // starts loading it now, if a Perfect player will want it
    emit changed();
    emit humanToMoveChanged();
    startTurn();
    return true;
}

bool Players::setKeys(const QString& south, const QString& north)
{
    const auto s = kindFromKey(south);
    const auto n = kindFromKey(north);
    if (!s || !n) {
        m_history->setError(tr("Unknown computer level \"%1\" for this game.").arg(s ? north : south));
        return false;
    }
    return set(*s, *n);
}

std::shared_ptr<const semina::solver::EndgameDb> Players::perfectDatabase() const
{
    const semina::Variant& v = m_history->game().variant();
    const bool wanted = semina::ai::levelPlays(Level::Perfect, v.game) && (m_kinds[0] == Perfect || m_kinds[1] == Perfect);
    return wanted ? EndgameDbCache::request(v) : nullptr;
}

const std::shared_ptr<semina::ai::SolverMemory>& Players::solverMemory()
{
    if (!m_solverMemory)
        m_solverMemory = std::make_shared<semina::ai::SolverMemory>();
    return m_solverMemory;
}

void Players::stop()
{
    m_ai->cancel();
    m_hintAi->cancel();
    clearHint();
}

void Players::showHint(int row, int direction)
{
    m_hintRow = row;
    m_hintDirection = direction;
    emit hintChanged();
}

void Players::clearHint()
{
    if (m_hintRow < 0 && m_hintDirection == 0)
        return;
    m_hintRow = -1;
    m_hintDirection = 0;
    emit hintChanged();
}

void Players::startTurn()
{
    const semina::Game& game = m_history->game();
    const semina::Position& p = game.position();
    if (game.over() || m_history->viewing() || m_player->running() || m_ai->thinking() || !isComputer(p.toMove))
        return;
    const auto l = level(m_kinds[semina::idx(p.toMove)]);
    if (!l)
        return;
    m_thinkStart = QDateTime::currentMSecsSinceEpoch();
    semina::ai::AiLimits limits = semina::ai::levelLimits(*l, game.variant().game);
    limits.lapsLeft = game.lapsLeft();
    if (*l == Level::Perfect) {
        limits.db = perfectDatabase();
        limits.book = OpeningBookCache::forVariant(game.variant());
        limits.memory = solverMemory();
    }
    m_ai->start(game.variant(), p, *l, limits, 0x5e31a + m_history->entries().size());
}

void Players::computerDecided(const semina::ai::AiResult& result)
{
    if (!result.hasBest)
        return;
    const qint64 waited = QDateTime::currentMSecsSinceEpoch() - m_thinkStart;
    const Decision d = result.best;
    const std::size_t moves = m_history->entries().size();
    // Play after the natural pause, unless the game moved on meanwhile.
    QTimer::singleShot(static_cast<int>(std::max<qint64>(0, m_thinkPauseMs - waited)), this, [this, d, moves] {
        const semina::Game& game = m_history->game();
        if (m_history->entries().size() != moves || m_history->viewing() || !isComputer(game.position().toMove))
            return;
        if (game.isLegal(d)) {
            emit decided(d);
            return;
        }
        // A safety net: the AI decides within the game's laps left, so its
        // decision is legal; should it not be, the first legal one is played.
        semina::DecisionList list;
        game.legalDecisions(list);
        if (!list.empty())
            emit decided(list[0]);
    });
}

void Players::hint()
{
    const semina::Game& game = m_history->game();
    if (game.over() || m_history->viewing() || m_player->running() || !humanToMove() || game.position().setupPhase)
        return;
    clearHint();
    semina::ai::AiLimits limits;
    limits.timeMs = kHintMs;
    limits.lapsLeft = game.lapsLeft();
    // Where the game has a perfect level (kalah), the hint is its move: from
    // the opening book or a finished solve when it can, else expert's.
    const semina::Variant& v = game.variant();
    const bool perfect = semina::ai::levelPlays(Level::Perfect, v.game);
    if (perfect) {
        limits.db = perfectDatabase();
        limits.book = OpeningBookCache::forVariant(v);
        limits.memory = solverMemory();
    }
    m_hintAi->start(v, game.position(), perfect ? Level::Perfect : Level::Expert, limits, 0x41a7);
    emit hintChanged();
}

void Players::hinted(const semina::ai::AiResult& r)
{
    if (!r.hasBest || m_history->viewing())
        return;
    const semina::Position& p = m_history->game().position();
    if (r.best.kind == Decision::Kind::Choice) {
        m_hintRow = p.choicePending() ? m_board->rowOf(p.toMove, p.pendingFrom) : -1;
        m_hintDirection = r.best.dir == Dir::Cw ? 2 : 1;
    } else if (r.best.kind == Decision::Kind::Hole) {
        m_hintRow = m_board->rowOf(p.toMove, r.best.hole);
        m_hintDirection = r.best.dir == Dir::Cw ? 2 : 1;
    }
    emit hintChanged();
}
