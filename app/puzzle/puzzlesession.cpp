#include "app/puzzle/puzzlesession.h"

#include "app/analysis/background.h"
#include "app/catalog/optioncatalog.h"
#include "app/puzzle/puzzleprogress.h"
#include "app/shell/language.h"
#include "engine/notation.h"
#include "engine/puzzle/check.h"
#include "engine/puzzle/format.h"

#include <QCoreApplication>
#include <QFile>
#include <QTimer>
#include <algorithm>
#include <cstdlib>

using semina::Decision;
using semina::Game;
namespace puzzle = semina::puzzle;

namespace {

QString themeName(puzzle::Theme t)
{
    switch (t) {
    case puzzle::Theme::Capture:
        //: A puzzle's theme: its answer captures
        return QCoreApplication::translate("PuzzleSession", "capture");
    case puzzle::Theme::ExtraMove:
        //: A puzzle's theme: its answer earns another move (Kalah)
        return QCoreApplication::translate("PuzzleSession", "extra move");
    case puzzle::Theme::Relay:
        //: A puzzle's theme: its answer sows on in relay laps
        return QCoreApplication::translate("PuzzleSession", "relay sowing");
    case puzzle::Theme::Saada:
        //: A puzzle's theme: a Saada capture (Ali Guli Mane)
        return QCoreApplication::translate("PuzzleSession", "Saada");
    case puzzle::Theme::AlokaCapture:
        //: A puzzle's theme: a clockwise capture from an aloka hole (Omweso)
        return QCoreApplication::translate("PuzzleSession", "aloka capture");
    case puzzle::Theme::Deny:
        //: A puzzle's theme: the answer leaves the opponent the least
        return QCoreApplication::translate("PuzzleSession", "denying the opponent");
    case puzzle::Theme::Endgame:
        //: A puzzle's theme: an endgame to win
        return QCoreApplication::translate("PuzzleSession", "endgame");
    }
    return {};
}

} // namespace

PuzzleSession::PuzzleSession(QObject* parent) : QObject(parent)
{
    for (auto changed : {&PuzzleSession::puzzleChanged, &PuzzleSession::phaseChanged, &PuzzleSession::bookChanged,
                         &PuzzleSession::progressChanged})
        connect(this, changed, this, &PuzzleSession::textsChanged);
    Language::onChange(this, [this] { QTimer::singleShot(0, this, [this] { emit textsChanged(); }); });
}

PuzzleSession::~PuzzleSession() = default;

void PuzzleSession::setSession(GameSession* session)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_session->player(), nullptr, this, nullptr);
    m_session = session;
    if (m_session) {
        connect(m_session->player(), &TracePlayer::finished, this, [this] {
            QTimer::singleShot(0, this, [this, generation = m_generation] {
                if (generation == m_generation)
                    onTraceFinished();
            });
        });
        connect(m_session->history(), &GameHistory::entriesAppended, this, [this] {
            if (m_phase == Waiting)
                setPhase(Trying);
        });
    }
    emit sessionChanged();
}

void PuzzleSession::setGame(const QString& key)
{
    if (key == m_game && !m_puzzles.empty())
        return;
    m_game = key;
    m_puzzles.clear();
    m_index = -1;
    m_error.clear();
    ++m_generation;
    QFile file(QStringLiteral(":/puzzles/%1.jsonl").arg(key));
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = tr("This game has no puzzles.");
    } else {
        int line = 0;
        while (!file.atEnd()) {
            const QByteArray text = file.readLine().trimmed();
            ++line;
            if (text.isEmpty())
                continue;
            std::string why;
            if (auto p = puzzle::readPuzzleLine(text.toStdString(), &why)) {
                m_puzzles.push_back(std::move(*p));
            } else {
                m_error = tr("The puzzles of this game could not be read (line %1).").arg(line);
                qWarning("puzzles: %s line %d: %s", qPrintable(key), line, why.c_str());
                m_puzzles.clear();
                break;
            }
        }
    }
    emit bookChanged();
    emit puzzleChanged();
    emit progressChanged();
}

const puzzle::Puzzle* PuzzleSession::current() const
{
    return m_index >= 0 && m_index < count() ? &m_puzzles[static_cast<std::size_t>(m_index)] : nullptr;
}

QString PuzzleSession::puzzleId() const { return current() ? QString::fromStdString(current()->id) : QString(); }
int PuzzleSession::puzzleRating() const { return current() ? current()->rating : 0; }

int PuzzleSession::choices() const
{
    const puzzle::Puzzle* p = current();
    return p ? static_cast<int>(std::count_if(p->steps.begin(), p->steps.end(), [](const puzzle::Step& s) { return s.legal > 1; }))
             : 0;
}

QStringList PuzzleSession::themes() const
{
    QStringList out;
    if (const puzzle::Puzzle* p = current())
        for (int t = 0; t < puzzle::kThemeCount; ++t)
            if (p->themes & puzzle::themeBit(static_cast<puzzle::Theme>(t)))
                out << themeName(static_cast<puzzle::Theme>(t));
    return out;
}

QString PuzzleSession::prompt() const
{
    if (!current())
        return {};
    if (choices() > 1)
        //: A puzzle's task when the answer is a whole turn of several decisions (%n of them with a choice)
        return tr("Your turn: find the best way to play the whole turn (%n decision(s) to find).", nullptr, choices());
    //: A puzzle's task: one decision is clearly the best
    return tr("Your turn: find the best move. One move is clearly better than every other.");
}

int PuzzleSession::rating() const { return PuzzleProgress::rating(m_game); }
int PuzzleSession::streak() const { return PuzzleProgress::streak(m_game); }
int PuzzleSession::bestStreak() const { return PuzzleProgress::bestStreak(m_game); }
int PuzzleSession::solved() const { return PuzzleProgress::solved(m_game); }
int PuzzleSession::tried() const { return PuzzleProgress::tried(m_game); }

bool PuzzleSession::open(int index)
{
    if (index < 0 || index >= count() || !m_session)
        return false;
    m_index = index;
    m_triedBefore = PuzzleProgress::result(m_game, puzzleId()) != 0;
    setUp();
    emit puzzleChanged();
    return true;
}

bool PuzzleSession::next()
{
    const int me = rating();
    int best = -1;
    for (int pass = 0; pass < 3 && best < 0; ++pass) {
        for (int i = 0; i < count(); ++i) {
            const int r = PuzzleProgress::result(m_game, QString::fromStdString(m_puzzles[static_cast<std::size_t>(i)].id));
            const bool candidate = pass == 0 ? r == 0 : pass == 1 ? r == 2 : true;
            if (!candidate || i == m_index)
                continue;
            const auto distance = [&](int k) { return std::abs(m_puzzles[static_cast<std::size_t>(k)].rating - me); };
            if (best < 0 || distance(i) < distance(best))
                best = i;
        }
    }
    return best >= 0 && open(best);
}

void PuzzleSession::retry()
{
    if (current())
        setUp();
}

void PuzzleSession::setUp()
{
    const puzzle::Puzzle* p = current();
    if (!p || !m_session)
        return;
    ++m_generation;
    m_feedback = nullptr;
    m_shown = 0;
    const semina::Variant& v = p->variant;
    m_session->players()->setKeys(QString(), QString());
    m_session->history()->newGame(QString::fromLatin1(semina::gameKey(v.game).data()), OptionCatalog::valuesOf(v), 0,
                                  QString::fromStdString(semina::printPosition(v, p->position)));
    // The mover plays from the bottom of the board.
    m_session->board()->setFlipped(p->position.toMove == semina::Side::North);
    setPhase(Waiting);
    emit textsChanged();
}

void PuzzleSession::setPhase(Phase phase)
{
    if (m_phase == phase)
        return;
    m_phase = phase;
    emit phaseChanged();
}

void PuzzleSession::onTraceFinished()
{
    if (m_phase == Showing)
        playNextAnswer();
    else if (m_phase == Trying)
        judge();
}

void PuzzleSession::judge()
{
    const puzzle::Puzzle* p = current();
    if (!p || !m_session)
        return;
    const std::vector<Decision> answer = this->answer();
    const auto& entries = m_session->history()->entries();
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (i >= answer.size() || entries[i].decision != answer[i]) {
            if (!m_triedBefore)
                PuzzleProgress::recordFirstTry(m_game, puzzleId(), p->rating, false);
            m_triedBefore = true;
            missed(entries[i].before, entries[i].decision);
            emit progressChanged();
            setPhase(Missed);
            return;
        }
    }
    if (entries.size() < answer.size())
        return; // the turn goes on: its next decision is the player's
    const int before = rating();
    const bool counts = !m_triedBefore;
    if (counts)
        PuzzleProgress::recordFirstTry(m_game, puzzleId(), p->rating, true);
    m_triedBefore = true;
    const int after = rating();
    m_feedback = [counts, before, after] {
        if (!counts)
            //: A puzzle solved after an earlier try (the rating moves only at the first)
            return tr("Solved. The rating moves only at a puzzle's first try.");
        //: A puzzle solved at the first try: %1 the player's new rating, %2 its change (+12)
        return tr("Solved! Your rating is now %1 (%2).").arg(after).arg(after - before >= 0 ? QStringLiteral("+%1").arg(after - before)
                                                                                           : QString::number(after - before));
    };
    emit progressChanged();
    setPhase(Solved);
}

// What the decision off the answer gave away, from the engine's values of
// the position it was made in (in the background: a solve or a search).
void PuzzleSession::missed(const Game& before, const Decision& played)
{
    const puzzle::Puzzle* p = current();
    //: A puzzle missed, while the engine weighs the move
    m_feedback = [] { return tr("Not the best move here. Weighing it…"); };
    emit textsChanged();
    const int generation = m_generation;
    const puzzle::CheckSpec spec = p->spec;
    AnalysisThreads::inBackground([guard = QPointer<PuzzleSession>(this), before, played, spec, generation] {
        const std::vector<puzzle::Valued> values =
            puzzle::valuesAt(before.variant(), before.position(), before.lapsLeft(), spec.exact, spec.nodes);
        int loss = -1;
        for (const puzzle::Valued& v : values)
            if (v.decision == played && !values.empty())
                loss = values.front().value - v.value;
        AnalysisThreads::onGuiThread([guard, loss, generation, exact = spec.exact] {
            if (!guard || generation != guard->m_generation || guard->m_phase != Missed)
                return;
            guard->m_feedback = [loss, exact] {
                if (loss < 0)
                    //: A puzzle missed, when the engine could not weigh the move
                    return tr("Not the best move here.");
                if (exact)
                    //: A puzzle missed (exact values): %n the seeds the move gives away against the best
                    return tr("Not the best: that move gives away %n seed(s) against the best one.", nullptr, loss);
                //: A puzzle missed (the search's estimate): %n the seeds the move gives away against the best
                return tr("Not the best: by the engine's estimate that move gives away about %n seed(s) against the best one.", nullptr, loss);
            };
            emit guard->textsChanged();
        });
    });
}

void PuzzleSession::showAnswer()
{
    if (!current())
        return;
    setUp();
    setPhase(Showing);
    playNextAnswer();
}

void PuzzleSession::playNextAnswer()
{
    const std::vector<Decision> answer = current() ? current()->answer() : std::vector<Decision>{};
    if (m_shown >= answer.size() || !m_session->playDecision(answer[m_shown++])) {
        //: After the answer was shown on the board
        m_feedback = [] { return tr("That was the answer. Try it yourself, or go on to the next puzzle."); };
        setPhase(Shown);
        emit textsChanged();
    }
}

int PuzzleSession::answerRow(int k) const
{
    const puzzle::Puzzle* p = current();
    if (!p || !m_session || k < 0 || k >= static_cast<int>(p->steps.size()))
        return -1;
    const Decision& d = p->steps[static_cast<std::size_t>(k)].decision;
    return d.kind == Decision::Kind::Choice ? -1 : m_session->board()->rowOf(p->position.toMove, d.hole);
}

std::vector<Decision> PuzzleSession::answer() const { return current() ? current()->answer() : std::vector<Decision>{}; }
