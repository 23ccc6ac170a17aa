#include "app/gamesession.h"

#include "app/boardmodel.h"
#include "engine/explain.h"
#include "app/language.h"
#include "engine/notation.h"
#include "app/sessiontext.h"
#include "app/traceplayer.h"

using semina::Decision;
using semina::Dir;
using semina::Side;

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
} // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent), m_board(new BoardModel(this)), m_player(new TracePlayer(m_board, this)),
      m_game(semina::defaultVariant(semina::GameId::Kalah)), m_start(m_game), m_ai(new AiPlayer(this)),
      m_hintAi(new AiPlayer(this))
{
    connect(m_player, &TracePlayer::finished, this, &GameSession::syncBoard);
    connect(m_ai, &AiPlayer::thinkingChanged, this, &GameSession::thinkingChanged);
    connect(m_ai, &AiPlayer::finished, this, &GameSession::computerDecided);
    connect(m_hintAi, &AiPlayer::thinkingChanged, this, &GameSession::hintChanged);
    connect(m_hintAi, &AiPlayer::finished, this, [this](int, const semina::ai::AiResult& r) {
        if (!r.hasBest || m_viewIndex >= 0)
            return;
        const semina::Position& p = m_game.position();
        if (r.best.kind == Decision::Kind::Choice) {
            m_hintRow = choiceRow();
            m_hintDirection = r.best.dir == Dir::Cw ? 2 : 1;
        } else if (r.best.kind == Decision::Kind::Hole) {
            m_hintRow = m_board->rowOf(p.toMove, r.best.hole);
            m_hintDirection = r.best.dir == Dir::Cw ? 2 : 1;
        }
        emit hintChanged();
    });
    Language::onChange(this, [this] {
        emit gameChanged();
        emit playersChanged();
        emit positionChanged();
    });
    syncBoard();
}

QString GameSession::variantKey() const
{
    const auto key = semina::gameKey(m_game.variant().game);
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

QString GameSession::title() const { return SessionText::gameTitle(m_game.variant().game); }

QString GameSession::position() const { return qs(semina::printPosition(m_game.variant(), m_game.position())); }

int GameSession::score(Side s) const
{
    const semina::Position& p = m_game.position();
    if (m_game.variant().hasStores())
        return p.stores[semina::idx(s)];
    return semina::seedsOnSide(p, s, m_game.variant().pitsPerSide());
}

int GameSession::setupSeeds() const
{
    const semina::Variant& v = m_game.variant();
    return m_game.position().toMove == Side::South ? v.southSeeds : v.northSeeds;
}

int GameSession::choiceRow() const
{
    const semina::Position& p = m_game.position();
    return p.choicePending() ? m_board->rowOf(p.toMove, p.pendingFrom) : -1;
}

QString GameSession::statusText() const
{
    const semina::GameId g = m_game.variant().game;
    if (m_game.over())
        return resultText();
    const QString who = SessionText::sideName(g, toMove());
    const semina::Position& p = m_game.position();
    if (p.setupPhase)
        return tr("%1: place your %2 seeds in your holes.").arg(who).arg(setupSeeds());
    if (p.choicePending())
        return tr("%1: choose the direction of the next lap.").arg(who);
    if (p.secondSowingDue)
        return tr("%1: your second sowing.").arg(who);
    return tr("%1 to move.").arg(who);
}

QString GameSession::resultText() const
{
    if (!m_game.over())
        return {};
    const QString result = SessionText::outcome(m_game.variant().game, m_game.winner());
    return m_game.endedByRepetition() ? tr("Third repetition: %1").arg(result) : result;
}

QStringList GameSession::moveList() const
{
    QStringList list;
    int turn = 0;
    for (std::size_t i = 0; i < m_history.size(); ++i) {
        const Entry& e = m_history[i];
        if (i == 0 || m_history[i - 1].mover != e.mover)
            ++turn;
        list << QStringLiteral("%1. %2 %3")
                    .arg(turn)
                    .arg(e.mover == Side::South ? QLatin1Char('S') : QLatin1Char('N'))
                    .arg(qs(semina::printDecision(e.before.variant(), e.decision)));
    }
    return list;
}

void GameSession::setError(const QString& text)
{
    m_lastError = text;
    emit lastErrorChanged();
}

bool GameSession::newGame(const QString& key, const QVariantMap& options, int starter, const QString& position)
{
    const auto game = semina::gameFromKey(key.toStdString());
    if (!game) {
        setError(tr("Unknown game \"%1\".").arg(key));
        return false;
    }
    semina::Variant v = semina::defaultVariant(*game);
    for (auto it = options.begin(); it != options.end(); ++it) {
        if (semina::setOption(v, it.key().toStdString(), it.value().toString().toStdString()) != semina::OptionError::None) {
            setError(tr("The option %1=%2 does not exist for this game.").arg(it.key(), it.value().toString()));
            return false;
        }
    }
    if (!semina::checkVariant(v)) {
        setError(tr("These options do not fit together."));
        return false;
    }
    std::optional<semina::Game> g;
    if (position.isEmpty()) {
        g.emplace(v, starter == 1 ? Side::North : Side::South);
    } else {
        const semina::PositionParse parsed = semina::parsePosition(v, position.toStdString());
        if (!parsed.ok()) {
            setError(tr("The position \"%1\" is not valid for this game.").arg(position));
            return false;
        }
        g.emplace(v, parsed.position);
    }
    stopThinking();
    m_player->finish();
    m_players[0].clear(); // people play until setPlayers() says otherwise
    m_players[1].clear();
    emit playersChanged();
    m_game = *g;
    m_start = *g;
    m_history.clear();
    m_redo.clear();
    m_viewIndex = -1;
    m_board->setVariant(v);
    setError({});
    emit gameChanged();
    emit historyChanged();
    emit viewChanged();
    syncBoard();
    return true;
}

void GameSession::restart()
{
    stopThinking();
    m_player->finish();
    m_game = m_start;
    m_history.clear();
    m_redo.clear();
    m_viewIndex = -1;
    emit historyChanged();
    emit viewChanged();
    syncBoard();
}

void GameSession::syncBoard()
{
    if (m_player->running())
        return;
    const semina::Game& shown = m_viewIndex < 0 ? m_game
        : (static_cast<std::size_t>(m_viewIndex + 1) < m_history.size() ? m_history[m_viewIndex + 1].before : m_game);
    const unsigned playable = m_viewIndex < 0 ? semina::playableHoles(shown) : 0;
    m_board->sync(shown.position(), playable);
    emit positionChanged();
    startComputerTurn();
}

int GameSession::directionsAt(int row) const
{
    if (m_viewIndex >= 0 || row < 0 || row >= m_board->rowCount() || m_board->isStore(row)
        || m_board->side(row) != toMove())
        return 0;
    return static_cast<int>(semina::legalDirections(m_game, m_board->hole(row)));
}

bool GameSession::clickHole(int row)
{
    if (m_player->running()) {
        m_player->finish();
        return false;
    }
    if (m_viewIndex >= 0 || row < 0 || row >= m_board->rowCount() || m_board->isStore(row))
        return false;
    if (isComputer(m_game.position().toMove) && !m_game.over()) {
        emit illegalClick(row, tr("Wait: it is the computer's turn."));
        return false;
    }
    const semina::HoleVerdict verdict = semina::judgeHole(m_game, static_cast<Side>(m_board->side(row)),
                                                          m_board->hole(row));
    if (verdict != semina::HoleVerdict::Playable) {
        emit illegalClick(row, SessionText::holeVerdict(verdict));
        return false;
    }
    const int dirs = directionsAt(row);
    if (dirs == 3) {
        emit directionNeeded(row);
        return false;
    }
    return playHole(row, dirs == 2);
}

bool GameSession::playHole(int row, bool clockwise)
{
    if (m_player->running() || m_viewIndex >= 0 || row < 0 || row >= m_board->rowCount() || m_board->isStore(row))
        return false;
    return play(Decision::sow(m_board->hole(row), clockwise ? Dir::Cw : Dir::Ccw));
}

bool GameSession::chooseDirection(bool clockwise)
{
    if (m_player->running() || m_viewIndex >= 0)
        return false;
    return play(Decision::choice(clockwise ? Dir::Cw : Dir::Ccw));
}

std::optional<Decision> GameSession::setupDecision(const QVariantList& counts)
{
    if (counts.size() != semina::kMaxPits)
        return std::nullopt;
    Decision d;
    d.kind = Decision::Kind::Setup;
    for (int i = 0; i < semina::kMaxPits; ++i) {
        const int n = counts[i].toInt();
        if (n < 0 || n > 64)
            return std::nullopt;
        d.setup[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(n);
    }
    return d;
}

bool GameSession::setupIsLegal(const QVariantList& counts) const
{
    const auto d = setupDecision(counts);
    return d && m_game.isLegal(*d);
}

bool GameSession::submitSetup(const QVariantList& counts)
{
    const auto d = setupDecision(counts);
    if (m_player->running() || m_viewIndex >= 0 || !d)
        return false;
    return play(*d);
}

bool GameSession::play(const Decision& d, bool animate)
{
    if (!m_game.isLegal(d))
        return false;
    clearHint();
    Entry entry{m_game, d, m_game.position().toMove};
    semina::Trace trace;
    m_game.play(d, &trace);
    m_history.push_back(std::move(entry));
    m_redo.clear();
    emit historyChanged();
    emit positionChanged();
    m_player->play(trace);
    if (!animate)
        m_player->finish();
    syncBoard();
    return true;
}

bool GameSession::playScripted(int k)
{
    if (m_player->running() || m_viewIndex >= 0 || m_game.over())
        return false;
    if (setupPhase())
        return submitSetup(m_board->evenSetup(semina::idx(m_game.position().toMove)));
    semina::DecisionList list;
    m_game.legalDecisions(list);
    if (list.empty())
        return false;
    return play(list[std::abs(k) % list.size()]);
}

void GameSession::undo()
{
    if (m_history.empty())
        return;
    stopThinking();
    m_player->finish();
    // Back to the start of the last whole turn; against the computer, back
    // to the start of the person's last turn.
    do {
        m_redo.push_back(m_history.back());
        m_history.pop_back();
    } while (!m_history.empty()
             && (isComputer(m_redo.back().mover) || m_history.back().mover == m_redo.back().mover));
    m_game = m_redo.back().before;
    m_viewIndex = -1;
    emit historyChanged();
    emit viewChanged();
    syncBoard();
}

void GameSession::redo()
{
    if (m_redo.empty())
        return;
    stopThinking();
    m_player->finish();
    m_viewIndex = -1;
    // Forward by one whole turn, without animation.
    do {
        Entry e = m_redo.back();
        m_redo.pop_back();
        m_game = e.before;
        semina::Trace trace;
        m_game.play(e.decision, &trace);
        m_history.push_back(std::move(e));
    } while (!m_redo.empty() && m_redo.back().mover == m_history.back().mover);
    emit historyChanged();
    emit viewChanged();
    syncBoard();
}

void GameSession::view(int index)
{
    stopThinking();
    m_player->finish();
    m_viewIndex = (index < 0 || static_cast<std::size_t>(index) >= m_history.size() - 1 || m_history.empty()) ? -1 : index;
    emit viewChanged();
    syncBoard();
}

bool GameSession::boardMatchesEngine() const { return !m_player->running() && m_board->matches(m_game.position()); }
