#include "app/game/gamesession.h"

#include "app/game/sessiontext.h"
#include "engine/explain.h"
#include "engine/notation.h"
#include "engine/setup.h"

#include <cstdlib>

using semina::Decision;
using semina::Dir;
using semina::Side;

GameSession::GameSession(QObject* parent)
    : QObject(parent), m_board(new BoardModel(this)), m_player(new TracePlayer(m_board, this)),
      m_history(new GameHistory(this)), m_moves(new MoveListModel(m_history, this)),
      m_players(new Players(m_history, m_board, m_player, this)), m_texts(new GameTexts(m_players, this)),
      m_match(new MatchSession(this, this)), m_narration(new Narration(m_board, m_player, this)),
      m_analysis(new Analysis(m_history, m_players, m_board, m_moves, this))
{
    connect(m_analysis, &Analysis::boardReleased, this, &GameSession::syncBoard);
    connect(m_player, &TracePlayer::finished, this, &GameSession::syncBoard);
    // A jump (new game, restart, undo, redo, review) ends the animation and
    // the computer's thinking first, then shows where the game went.
    connect(m_history, &GameHistory::aboutToJump, this, [this] {
        m_player->finish();
        m_players->stop();
    });
    connect(m_history, &GameHistory::gameChanged, this, [this] { m_board->setVariant(m_history->game().variant()); });
    connect(m_history, &GameHistory::jumped, this, &GameSession::syncBoard);
    connect(m_players, &Players::decided, this, &GameSession::play);
    connect(m_history, &GameHistory::jumped, m_narration, &Narration::clear);
    // The holes of the one person at the board are "yours" to a screen reader.
    connect(m_players, &Players::changed, this, [this] {
        const bool south = m_players->south() == Players::Human, north = m_players->north() == Players::Human;
        m_board->setOwnSide(south == north ? -1 : south ? 0 : 1);
    });
    connect(m_players, &Players::hintChanged, this, [this] { m_board->setHintRow(m_players->hintRow()); });
    connect(m_history, &GameHistory::positionChanged, this, &GameSession::positionChanged);
    connect(m_history, &GameHistory::positionChanged, this, &GameSession::choiceRowChanged);
    connect(m_history, &GameHistory::viewChanged, this, &GameSession::choiceRowChanged);
    connect(m_player, &TracePlayer::runningChanged, this, &GameSession::choiceRowChanged);
    connect(m_history, &GameHistory::historyChanged, this, &GameSession::canUndoChanged);
    connect(this, &GameSession::stillChanged, this, &GameSession::choiceRowChanged);
    connect(m_match, &MatchSession::changed, this, &GameSession::canUndoChanged);
    syncBoard();
}

int GameSession::choiceRow() const
{
    if (m_player->running() || m_history->viewing() || m_still)
        return -1;
    const semina::Position& p = m_history->game().position();
    return p.choicePending() ? m_board->rowOf(p.toMove, p.pendingFrom) : -1;
}

void GameSession::syncBoard()
{
    if (m_player->running())
        return;
    const semina::Game& shown = m_history->shown();
    m_board->sync(shown.position(), m_history->viewing() || m_still ? 0 : semina::playableHoles(shown));
    const GameHistory::LastMove last = m_history->lastMove();
    QList<int> captured;
    for (const semina::Place& place : last.captured)
        captured << m_board->rowOf(place.side, place.hole);
    m_board->setLastMove(last.hole >= 0 ? m_board->rowOf(last.mover, last.hole) : -1, captured);
    m_texts->show(shown);
    // A still board (between rounds, a match the players ended) waits for nobody.
    if (m_still)
        m_players->stop();
    else
        m_players->startTurn();
}

bool GameSession::startRound(const QString& key, const QVariantMap& options, const semina::Position& start,
                             const semina::Position& end, const semina::Trace& refill)
{
    const semina::Variant v = m_history->game().variant();
    if (!m_history->newGame(key, options, 0, QString::fromStdString(semina::printPosition(v, start))))
        return false;
    // The board goes back to the finished round and the seeds fly into the
    // holes; the new round is shown (and played) once they are there, and
    // so are its counts on the players' cards.
    m_board->sync(end, 0);
    m_player->play(refill);
    if (m_player->running())
        m_texts->show(semina::Game(v, end));
    return true;
}

void GameSession::setStill(bool still)
{
    if (still == m_still)
        return;
    m_still = still;
    emit stillChanged();
    syncBoard();
}

bool GameSession::canUndo() const
{
    return m_match->canReopen() || m_history->canUndo();
}

void GameSession::undo()
{
    if (!m_match->reopen())
        m_history->undo();
}

bool GameSession::accepts(int row) const
{
    return (!m_history->viewing() || m_analysis->trying()) && !m_still && row >= 0 && row < m_board->rowCount()
           && !m_board->isStore(row);
}

int GameSession::directionsAt(int row) const
{
    const semina::Game& game = m_analysis->trying() ? m_history->shown() : m_history->game();
    if (!accepts(row) || m_board->side(row) != static_cast<int>(game.position().toMove))
        return 0;
    return static_cast<int>(semina::legalDirections(game, m_board->hole(row)));
}

bool GameSession::clickHole(int row)
{
    if (m_player->running()) {
        m_player->finish();
        return false;
    }
    if (m_analysis->lineStep() > 0) { // the best line's preview: a click goes back to the game first
        m_analysis->showLine(0);
        return false;
    }
    if (!accepts(row))
        return false;
    const semina::Game& game = m_analysis->trying() ? m_history->shown() : m_history->game();
    if (m_players->isComputer(game.position().toMove) && !game.over() && !m_analysis->trying()) {
        emit illegalClick(row, tr("Wait: it is the computer's turn."));
        return false;
    }
    const semina::HoleVerdict verdict = semina::judgeHole(game, static_cast<Side>(m_board->side(row)), m_board->hole(row));
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
    if (m_player->running() || !accepts(row))
        return false;
    const Decision d = Decision::sow(m_board->hole(row), clockwise ? Dir::Cw : Dir::Ccw);
    if (m_analysis->trying())
        return m_analysis->tryDecision(d);
    return play(d);
}

bool GameSession::chooseDirection(bool clockwise)
{
    if (m_player->running())
        return false;
    const Decision d = Decision::choice(clockwise ? Dir::Cw : Dir::Ccw);
    if (m_analysis->trying())
        return m_analysis->tryDecision(d);
    return play(d);
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
    return d && m_history->game().isLegal(*d);
}

bool GameSession::submitSetup(const QVariantList& counts)
{
    const auto d = setupDecision(counts);
    if (m_player->running() || !d)
        return false;
    return play(*d);
}

bool GameSession::play(const Decision& d)
{
    if (m_still) // between rounds, or the match is over: nothing is played
        return false;
    semina::Trace trace;
    if (!m_history->play(d, &trace))
        return false;
    m_players->stop();
    m_player->play(trace);
    // While the seeds move nobody may play: the rings come back, for the
    // position reached, when the animation is over (syncBoard).
    if (m_player->running()) {
        m_board->clearPlayable();
        m_board->clearLastMove();
    }
    syncBoard();
    return true;
}

bool GameSession::playScripted(int k)
{
    const semina::Game& game = m_history->game();
    if (m_player->running() || m_history->viewing() || game.over())
        return false;
    if (game.position().setupPhase)
        return play(semina::evenSetup(game.variant(), game.position()));
    semina::DecisionList list;
    game.legalDecisions(list);
    if (list.empty())
        return false;
    return play(list[std::abs(k) % list.size()]);
}

void GameSession::showStep(int step)
{
    const int from = m_history->step();
    if (step != from + 1 || step > m_history->stepCount()) {
        m_history->showStep(step);
        return;
    }
    const GameHistory::Entry entry = m_history->entries()[static_cast<std::size_t>(from)];
    m_history->showStep(step);
    // The board goes back to where the decision was played and sows it again.
    semina::Game game = entry.before;
    semina::Trace trace;
    game.play(entry.decision, &trace);
    m_players->stop();
    m_board->sync(entry.before.position(), 0);
    m_player->play(trace);
    if (m_player->running()) {
        m_board->clearPlayable();
        m_board->clearLastMove();
    }
    syncBoard();
}

bool GameSession::boardMatchesEngine() const
{
    return !m_player->running() && m_board->matches(m_history->game().position());
}

bool GameSession::boardMatchesShown() const
{
    return !m_player->running() && m_board->matches(m_history->shown().position());
}
