#include "app/game/gamehistory.h"

#include "engine/notation.h"

#include <algorithm>

using semina::Decision;
using semina::Side;

GameHistory::GameHistory(QObject* parent)
    : QObject(parent), m_game(semina::defaultVariant(semina::kAllGames.front())), m_start(m_game)
{
    // The step moves with the view, and with the history while the live game is shown.
    connect(this, &GameHistory::viewChanged, this, &GameHistory::stepChanged);
    connect(this, &GameHistory::historyChanged, this, &GameHistory::stepChanged);
}

const semina::Game& GameHistory::shown() const
{
    if (m_viewStep < 0 || m_viewStep >= stepCount())
        return m_game;
    return m_history[static_cast<std::size_t>(m_viewStep)].before;
}

QString GameHistory::shownPosition() const
{
    const semina::Game& g = shown();
    return QString::fromStdString(semina::printPosition(g.variant(), g.position()));
}

QString GameHistory::variantKey() const
{
    const auto key = semina::gameKey(m_game.variant().game);
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

QString GameHistory::position() const
{
    return QString::fromStdString(semina::printPosition(m_game.variant(), m_game.position()));
}

bool GameHistory::inProgress() const
{
    if (m_abandoned && !m_abandoned->game.over())
        return true;
    return (!m_history.empty() || !m_redo.empty()) && !m_game.over();
}

void GameHistory::setError(const QString& text)
{
    m_lastError = text;
    emit lastErrorChanged();
}

bool GameHistory::newGame(const QString& key, const QVariantMap& options, int starter, const QString& position)
{
    const auto game = semina::gameFromKey(key.toStdString());
    if (!game) {
        setError(tr("Unknown game \"%1\".").arg(key));
        return false;
    }
    semina::Variant v = semina::defaultVariant(*game);
    for (auto it = options.begin(); it != options.end(); ++it) {
        if (semina::setOption(v, it.key().toStdString(), it.value().toString().toStdString())
            != semina::OptionError::None) {
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
    emit aboutToJump();
    m_game = *g;
    m_start = *g;
    m_abandoned.reset();
    clear();
    setError({});
    emit gameChanged();
    emit positionChanged();
    emit jumped();
    return true;
}

bool GameHistory::load(const semina::Game& start, const std::vector<Decision>& decisions)
{
    semina::Game game = start;
    std::vector<Entry> entries;
    entries.reserve(decisions.size());
    for (const Decision& d : decisions) {
        if (!game.isLegal(d))
            return false;
        entries.push_back({game, d, game.position().toMove});
        game.play(d);
    }
    emit aboutToJump();
    m_game = game;
    m_start = start;
    m_abandoned.reset();
    clear();
    m_history = std::move(entries);
    if (!m_history.empty())
        emit entriesAppended(0, static_cast<int>(m_history.size()) - 1);
    setError({});
    emit historyChanged();
    emit gameChanged();
    emit positionChanged();
    emit jumped();
    return true;
}

std::vector<Decision> GameHistory::decisions() const
{
    std::vector<Decision> out;
    out.reserve(m_history.size());
    for (const Entry& e : m_history)
        out.push_back(e.decision);
    return out;
}

void GameHistory::restart()
{
    emit aboutToJump();
    if (!m_history.empty() || !m_redo.empty())
        m_abandoned = Abandoned{m_game, m_history, m_redo};
    m_game = m_start;
    clear();
    emit positionChanged();
    emit jumped();
}

void GameHistory::clear()
{
    m_history.clear();
    m_redo.clear();
    m_viewStep = -1;
    emit entriesCleared();
    emit historyChanged();
    emit viewChanged();
}

void GameHistory::setView(int step)
{
    if (step == m_viewStep)
        return;
    m_viewStep = step;
    emit viewChanged();
}

bool GameHistory::play(const Decision& d, semina::Trace* trace)
{
    if (viewing() || !m_game.isLegal(d))
        return false;
    Entry entry{m_game, d, m_game.position().toMove};
    m_game.play(d, trace);
    if (!m_computer[semina::idx(entry.mover)])
        m_abandoned.reset(); // the person plays on from the restart
    m_history.push_back(std::move(entry));
    m_redo.clear();
    const int last = static_cast<int>(m_history.size()) - 1;
    emit entriesAppended(last, last);
    emit historyChanged();
    emit positionChanged();
    return true;
}

void GameHistory::setComputerSides(bool south, bool north)
{
    m_computer[0] = south;
    m_computer[1] = north;
}

bool GameHistory::onlyComputerPlayed() const
{
    return std::all_of(m_history.begin(), m_history.end(),
                       [this](const Entry& e) { return m_computer[semina::idx(e.mover)]; });
}

void GameHistory::bringBackAbandoned()
{
    emit aboutToJump();
    Abandoned a = std::move(*m_abandoned);
    m_abandoned.reset();
    m_game = a.game;
    clear();
    m_history = std::move(a.history);
    m_redo = std::move(a.redo);
    if (!m_history.empty())
        emit entriesAppended(0, static_cast<int>(m_history.size()) - 1);
    emit historyChanged();
    emit positionChanged();
    emit jumped();
}

void GameHistory::undo()
{
    if (m_abandoned && onlyComputerPlayed()) {
        bringBackAbandoned();
        return;
    }
    if (m_history.empty())
        return;
    emit aboutToJump();
    const int before = static_cast<int>(m_history.size());
    auto isComputer = [this](Side s) { return m_computer[semina::idx(s)]; };
    do {
        m_redo.push_back(m_history.back());
        m_history.pop_back();
    } while (!m_history.empty()
             && (isComputer(m_redo.back().mover) || m_history.back().mover == m_redo.back().mover));
    m_game = m_redo.back().before;
    setView(-1);
    emit entriesRemoved(static_cast<int>(m_history.size()), before - 1);
    emit historyChanged();
    emit positionChanged();
    emit jumped();
}

void GameHistory::redo()
{
    if (m_redo.empty())
        return;
    emit aboutToJump();
    setView(-1);
    const int first = static_cast<int>(m_history.size());
    do {
        Entry e = m_redo.back();
        m_redo.pop_back();
        m_game = e.before;
        m_game.play(e.decision);
        m_history.push_back(std::move(e));
    } while (!m_redo.empty() && m_redo.back().mover == m_history.back().mover);
    emit entriesAppended(first, static_cast<int>(m_history.size()) - 1);
    emit historyChanged();
    emit positionChanged();
    emit jumped();
}

void GameHistory::view(int index)
{
    emit aboutToJump();
    const bool live = index < 0 || index >= stepCount() - 1;
    setView(live ? -1 : index + 1);
    emit jumped();
}

void GameHistory::showStep(int step)
{
    step = std::clamp(step, 0, stepCount());
    if (step == this->step())
        return;
    emit aboutToJump();
    setView(step == stepCount() ? -1 : step);
    emit jumped();
}

bool GameHistory::branchHere()
{
    if (!viewing())
        return false;
    emit aboutToJump();
    const int kept = m_viewStep;
    const int before = stepCount();
    m_game = m_history[static_cast<std::size_t>(kept)].before;
    m_history.erase(m_history.begin() + kept, m_history.end());
    m_redo.clear();
    m_abandoned.reset();
    setView(-1);
    emit entriesRemoved(kept, before - 1);
    emit branched();
    emit historyChanged();
    emit positionChanged();
    emit jumped();
    return true;
}

GameHistory::LastMove GameHistory::lastMove() const
{
    LastMove last;
    const int end = (viewing() ? m_viewStep : stepCount()) - 1;
    // Back over the choices of the same turn to the sowing that began them.
    int first = end;
    while (first >= 0 && m_history[first].decision.kind == Decision::Kind::Choice
           && m_history[first].mover == m_history[end].mover)
        --first;
    if (first < 0 || m_history[first].decision.kind != Decision::Kind::Hole
        || m_history[first].mover != m_history[end].mover)
        return last;
    last.mover = m_history[first].mover;
    last.hole = m_history[first].decision.hole;
    for (int i = first; i <= end; ++i) {
        semina::Game game = m_history[i].before;
        semina::Trace trace;
        game.play(m_history[i].decision, &trace);
        for (const semina::Event& e : trace)
            if (e.type == semina::EventType::Capture && e.from.kind == semina::Place::Kind::Hole)
                last.captured.push_back(e.from);
    }
    return last;
}
