#include "app/lesson/lessonsession.h"

#include "app/lesson/lessonfile.h"
#include "app/lesson/lessonprogress.h"
#include "app/lesson/lessontexts.h"
#include "app/shell/language.h"

#include <QCoreApplication>
#include <QQmlEngine>
#include <QTimer>
#include <QVariantMap>
#include <algorithm>
#include <utility>

using semina::Decision;
using semina::DecisionList;
using semina::Game;
using namespace semina::lesson;

namespace {

QVariantMap optionMap(const QStringList& options)
{
    QVariantMap out;
    for (const QString& option : options) {
        const qsizetype eq = option.indexOf(QLatin1Char('='));
        out.insert(option.left(eq), option.mid(eq + 1));
    }
    return out;
}

} // namespace

LessonSession::LessonSession(QObject* parent) : QObject(parent), m_list(new LessonListModel(this, this))
{
    for (auto changed : {&LessonSession::stepChanged, &LessonSession::phaseChanged, &LessonSession::bookChanged})
        connect(this, changed, this, &LessonSession::textsChanged);
    // Told once the QML engine has re-read the book's qsTr texts, which it
    // does after the translators change.
    Language::onChange(this, [this] {
        QTimer::singleShot(0, this, [this] {
            emit textsChanged();
            emit hintChanged(); // the hint's sentence
        });
    });
    connect(LessonProgress::notifier(), &LessonProgressSignals::changed, this, [this](const QString& game) {
        if (game == m_progress)
            emit progressChanged();
    });
}

QString LessonSession::error() const
{
    if (!m_fileError.isEmpty())
        return m_fileError;
    return m_bookMissing ? tr("The lessons of this game could not be read.") : QString();
}

LessonSession::~LessonSession() = default;

void LessonSession::setSession(GameSession* session)
{
    if (m_session == session)
        return;
    if (m_session) {
        disconnect(m_session->player(), nullptr, this, nullptr);
        disconnect(m_session->history(), nullptr, this, nullptr);
    }
    m_session = session;
    if (m_session) {
        // Judged once the animation is over, outside the signal that ends it
        // (a new step may start a new game). `generation` drops what a
        // step left behind: the end of an animation its set-up cut short.
        connect(m_session->player(), &TracePlayer::finished, this, [this] {
            QTimer::singleShot(0, this, [this, generation = m_generation] {
                if (generation == m_generation)
                    onTraceFinished();
            });
        });
        // A hint is about the position it was asked in: each decision (the
        // first of a try, or one further in the turn) clears it, and the
        // learner may ask again (what a step cost keeps the highest grade).
        connect(m_session->history(), &GameHistory::entriesAppended, this, [this] {
            if (m_phase == Waiting || m_phase == Trying)
                clearHint();
            if (m_phase == Waiting)
                setPhase(Trying);
        });
    }
    emit sessionChanged();
}

void LessonSession::setGame(const QString& key)
{
    // A lesson file names its own game.
    if (key.isEmpty() || !m_file.isEmpty() || (key == m_game && m_book))
        return;
    m_game = key;
    m_progress = key;
    loadBook();
}

void LessonSession::setFile(const QString& url)
{
    if (url == m_file)
        return;
    m_file = url;
    if (!m_file.isEmpty())
        loadBook();
}

void LessonSession::loadBook()
{
    m_book.reset();
    m_lesson = -1;
    m_step = -1;
    m_feedback = nullptr; // it spoke of the old book's step, in its words
    m_attempts.clear();
    m_beforeReset.clear();
    QQmlEngine* engine = qmlEngine(this);
    if (!engine) {
        if (!m_ownEngine) {
            m_ownEngine = std::make_unique<QQmlEngine>();
            m_ownEngine->addImportPath(QStringLiteral("qrc:/"));
        }
        engine = m_ownEngine.get();
    }
    m_fileError.clear();
    m_wordsBook.reset();
    if (m_file.isEmpty()) {
        m_book = LessonBook::load(m_game, *engine);
        m_bookMissing = !m_book;
    } else {
        // A teacher's file: its lessons, checked, and the game's own words
        // for what a miss says (from the game's book).
        LessonFile::Read read = LessonFile::fromFile(m_file);
        m_fileError = read.error;
        m_bookMissing = false;
        if (read.book) {
            m_game = read.book->m_game;
            m_progress = LessonFile::progressKey(read.key);
            m_title = read.title;
            m_book = std::move(read.book);
            LessonProgress::setTitle(m_progress, m_title);
            m_wordsBook = LessonBook::load(m_game, *engine);
        }
    }
    m_list->reload();
    emit bookChanged();
    emit stepChanged();
    emit progressChanged();
}

const LessonWords* LessonSession::words() const
{
    if (m_book && m_book->m_words)
        return m_book->m_words;
    return m_wordsBook ? m_wordsBook->m_words : nullptr;
}

const Lesson* LessonSession::lessonAt(int lesson) const
{
    return m_book ? m_book->lessonList().value(lesson) : nullptr;
}

const LessonStep* LessonSession::currentStep() const
{
    const Lesson* l = lessonAt(m_lesson);
    return l ? l->stepList().value(m_step) : nullptr;
}

int LessonSession::lessonCount() const { return m_book ? static_cast<int>(m_book->lessonList().size()) : 0; }

int LessonSession::stepCount() const
{
    const Lesson* l = lessonAt(m_lesson);
    return l ? static_cast<int>(l->stepList().size()) : 0;
}

QString LessonSession::text() const
{
    const LessonStep* s = currentStep();
    return s ? s->m_text : QString();
}

QString LessonSession::lessonTitleAt(int lesson) const
{
    const Lesson* l = lessonAt(lesson);
    return l ? l->m_title : QString();
}

QString LessonSession::hintText() const
{
    if (m_hintLevel < 1 || !m_task.asks || !m_session)
        return {};
    return LessonTexts::hint(m_task.goal, words(), holeLabel(m_task.goal.place));
}

QString LessonSession::holeLabel(const semina::Place& place) const
{
    return place.kind == semina::Place::Kind::Hole && m_session ? m_session->board()->labelOf(rowOf(place)) : QString();
}

QStringList LessonSession::stepTexts(int lesson) const
{
    QStringList out;
    if (const Lesson* l = lessonAt(lesson))
        for (const LessonStep* s : l->stepList())
            out << s->m_text;
    return out;
}

bool LessonSession::lessonAsks(int lesson) const
{
    const Lesson* l = lessonAt(lesson);
    return l && std::any_of(l->stepList().begin(), l->stepList().end(), [](const LessonStep* s) { return !s->m_goal.isEmpty(); });
}

int LessonSession::lessonStars(int lesson) const
{
    const Lesson* l = lessonAt(lesson);
    int sum = 0;
    for (int i = 0; l && i < l->stepList().size(); ++i)
        sum += LessonProgress::stars(m_progress, l->m_key, i);
    return sum;
}

int LessonSession::lessonMaxStars(int lesson) const
{
    const Lesson* l = lessonAt(lesson);
    if (!l)
        return 0;
    return 3 * static_cast<int>(std::count_if(l->stepList().begin(), l->stepList().end(),
                                              [](const LessonStep* s) { return !s->m_goal.isEmpty(); }));
}

int LessonSession::stepsDone() const { return m_book ? LessonProgress::summary(*m_book, m_progress).done : 0; }

int LessonSession::starsEarned() const { return m_book ? LessonProgress::summary(*m_book, m_progress).stars : 0; }

bool LessonSession::stepDone(int lesson, int step) const
{
    const Lesson* l = lessonAt(lesson);
    const LessonStep* s = l ? l->stepList().value(step) : nullptr;
    if (!s)
        return false;
    return s->m_goal.isEmpty() ? LessonProgress::done(m_progress, l->m_key, step) : LessonProgress::stars(m_progress, l->m_key, step) > 0;
}

// A step that shows is done once watched to its end, or left with Next.
void LessonSession::markWatched()
{
    if (const LessonStep* s = currentStep(); s && s->m_goal.isEmpty())
        LessonProgress::markWatched(m_progress, lessonAt(m_lesson)->m_key, m_step);
}

QList<int> LessonSession::markedRows() const
{
    QList<int> rows;
    for (const semina::Place& p : m_task.marks)
        rows << rowOf(p);
    return rows;
}

bool LessonSession::open(int lesson, int step)
{
    const Lesson* l = lessonAt(lesson);
    if (!l || step < 0 || step >= l->stepList().size() || !m_session)
        return false;
    // A try left unfinished or missed counts as a retry when the step is opened again.
    if (currentStep() && (m_phase == Trying || m_phase == Missed))
        addRetry();
    m_lesson = lesson;
    m_step = step;
    LessonProgress::setLastLesson(m_progress, l->m_key);
    setUp();
    emit stepChanged();
    return true;
}

bool LessonSession::resume()
{
    const int count = lessonCount();
    const QString lastKey = LessonProgress::lastLesson(m_progress);
    int last = 0;
    for (int i = 0; i < count; ++i)
        if (lessonAt(i)->m_key == lastKey)
            last = i;
    for (int k = 0; k < count; ++k) {
        const int lesson = (last + k) % count;
        for (int step = 0; step < lessonAt(lesson)->stepList().size(); ++step)
            if (!stepDone(lesson, step))
                return open(lesson, step);
    }
    return open(0, 0);
}

bool LessonSession::next()
{
    markWatched();
    if (m_step + 1 < stepCount())
        return open(m_lesson, m_step + 1);
    return open(m_lesson + 1, 0);
}

bool LessonSession::previous()
{
    if (m_step > 0)
        return open(m_lesson, m_step - 1);
    const Lesson* before = lessonAt(m_lesson - 1);
    return before && open(m_lesson - 1, static_cast<int>(before->stepList().size()) - 1);
}

void LessonSession::restartStep()
{
    if (!currentStep())
        return;
    if (m_phase == Trying || m_phase == Missed)
        addRetry();
    setUp();
}

void LessonSession::setUp()
{
    const LessonStep* s = currentStep();
    m_stars = 0;
    m_feedback = nullptr;
    m_shown = 0;
    m_replies = 0;
    clearHint();
    QString error;
    if (!s || !LessonCheck::read(m_game, *s, m_task, &error)) {
        qWarning("lessons: %s", qPrintable(error));
        m_task = {};
        m_feedback = [] { return tr("This step could not be set up."); };
        setPhase(Shown);
        return;
    }
    m_session->players()->set(Players::Human, Players::Human);
    m_session->history()->newGame(m_game, optionMap(s->m_options), 0, s->m_position);
    ++m_generation;
    m_learner = m_task.start.position().toMove;
    if (!m_task.show.empty()) {
        setPhase(Showing);
        playNextShown();
    } else {
        setPhase(m_task.asks ? Waiting : Shown);
        if (!m_task.asks)
            markWatched(); // a step that only tells
    }
}

void LessonSession::setPhase(Phase phase)
{
    m_phase = phase;
    // A step that takes no move shows no playable hole (nor the other
    // side's, to move after a demonstration or a try): the board is still.
    if (m_session)
        m_session->setStill(phase == Shown || phase == Met || phase == Missed);
    emit phaseChanged();
}

void LessonSession::playNextShown()
{
    if (m_shown >= m_task.show.size() || !m_session->playDecision(m_task.show[m_shown++])) {
        setPhase(Shown);
        markWatched();
    }
}

void LessonSession::onTraceFinished()
{
    if (m_phase == Showing)
        playNextShown();
    else if (m_phase == Trying)
        judge();
}

Line LessonSession::triedLine(bool learnerOnly) const
{
    Line line;
    for (const GameHistory::Entry& e : m_session->history()->entries())
        if (!learnerOnly || e.mover == m_learner)
            line.push_back(e.decision);
    return line;
}

void LessonSession::judge()
{
    const Game& game = m_session->history()->game();
    const Goal& goal = m_task.goal;
    if (goal.kind == GoalKind::WinWithin) {
        // The opponent's reply is played on the board before any verdict:
        // the learner sees the move that decides it (and the end's sweep).
        if (!game.over() && game.position().toMove != m_learner
            && m_session->playDecision(reply(game, m_task.replies, m_replies++)))
            return; // judged again after it; a script run out (or a reply not legal) is judged now
        const LineResult r = playLine(m_task.start, triedLine(true), m_task.replies, goal.atLeast);
        if (r.miss != Miss::GameNotOver || game.over())
            finishTry(r.miss, {});
        return;
    }
    const Line line = triedLine(false);
    if (line.empty())
        return;
    if (goal.scope == Scope::Turn && !game.over() && game.position().toMove == m_learner)
        return; // the turn goes on: the learner's next decision
    if (goal.kind != GoalKind::ChoiceDue && choicePending(game, m_learner))
        return; // the decision stopped at a direction choice: the learner's choice goes on with it
    // One decision: the first, with the direction choices it stopped at.
    Line judged = goal.scope == Scope::Turn ? line : Line{line.front()};
    for (std::size_t i = 1; goal.scope == Scope::Decision && i < line.size()
                            && line[i].kind == semina::Decision::Kind::Choice; ++i)
        judged.push_back(line[i]);
    const Attempt tried = judgeLine(m_task.start, judged, goal);
    finishTry(tried.miss, tried.facts);
}

void LessonSession::finishTry(Miss miss, const TurnFacts& facts)
{
    LessonProgress::addTry(m_progress, lessonAt(m_lesson)->m_key, m_step);
    if (miss == Miss::None) {
        // The first grade of hint (a sentence) is free; the holes cost a
        // star, the move two, each retry one.
        m_stars = std::max(1, 3 - std::max(0, attempts().hints - 1) - attempts().retries);
        LessonProgress::record(m_progress, lessonAt(m_lesson)->m_key, m_step, m_stars);
        LessonProgress::forgetCost(m_progress, lessonAt(m_lesson)->m_key, m_step);
        m_feedback = [stars = m_stars] { return LessonTexts::met(stars); };
        m_list->starsChanged();
        setPhase(Met);
    } else {
        const QString lastLabel = holeLabel(facts.lastPlace);
        const QString placeLabel = holeLabel(m_task.goal.kind == GoalKind::Defend ? facts.threatFrom : m_task.goal.place);
        // The book's words, which live until the book changes (loadBook
        // drops this feedback then).
        const LessonWords* words = this->words();
        m_feedback = [miss, facts, goal = m_task.goal, words, lastLabel, placeLabel] {
            return LessonTexts::miss(miss, facts, goal, words, lastLabel, placeLabel);
        };
        setPhase(Missed);
    }
}

int LessonSession::rowOf(const semina::Place& place) const
{
    if (!m_session)
        return -1;
    const BoardModel* b = m_session->board();
    return place.kind == semina::Place::Kind::Store ? b->storeRow(place.side) : b->rowOf(place.side, place.hole);
}

int LessonSession::rowOfDecision(const Game& game, const Decision& d) const
{
    const semina::Position& p = game.position();
    if (d.kind == Decision::Kind::Choice)
        return p.choicePending() ? m_session->board()->rowOf(p.toMove, p.pendingFrom) : -1;
    return d.kind == Decision::Kind::Hole ? m_session->board()->rowOf(p.toMove, d.hole) : -1;
}

void LessonSession::hint()
{
    const Game& game = m_session ? m_session->history()->game() : m_task.start;
    const bool learnerToMove = !game.over() && game.position().toMove == m_learner;
    if (!m_session || !m_task.asks || !(m_phase == Waiting || (m_phase == Trying && learnerToMove)) || m_session->player()->running())
        return;
    const bool line = m_task.goal.kind == GoalKind::WinWithin;
    const Line prefix = triedLine(line);
    const DecisionList yes = meeting(m_task.start, m_task.goal, prefix, m_task.replies);
    // Three grades: the idea to look for (a sentence), the holes worth a
    // look, the move itself.
    m_hintLevel = std::min(3, m_hintLevel + 1);
    m_hintRows.clear();
    m_hintDirection = 0;
    if (m_hintLevel == 2) {
        for (const Decision& d : yes) {
            const int row = rowOfDecision(game, d);
            if (row >= 0 && !m_hintRows.contains(row))
                m_hintRows << row;
        }
        if (m_hintRows.isEmpty())
            m_hintLevel = 3;
    }
    if (m_hintLevel == 3) {
        // The step's own answer while the try follows it, else any decision that still meets the task.
        const bool onHint = prefix.size() < m_task.hint.size() && std::equal(prefix.begin(), prefix.end(), m_task.hint.begin());
        const Decision* d = onHint ? &m_task.hint[prefix.size()] : (yes.empty() ? nullptr : &yes[0]);
        if (d) {
            m_hintRows << rowOfDecision(game, *d);
            m_hintDirection = d->dir == semina::Dir::Cw ? 2 : 1;
            // The board's own hint: its ring, and the arrow to press.
            m_session->players()->showHint(m_hintRows.front(), m_hintDirection);
        }
    }
    noteHint(m_hintLevel);
    emit hintChanged();
}

LessonSession::Attempts& LessonSession::attempts()
{
    const QPair<int, int> at{m_lesson, m_step};
    auto it = m_attempts.find(at);
    if (it == m_attempts.end()) // first in this visit: what it cost before, if not met since
        it = m_attempts.insert(at, LessonProgress::cost(m_progress, lessonAt(m_lesson)->m_key, m_step));
    return *it;
}

void LessonSession::addRetry()
{
    Attempts& a = attempts();
    ++a.retries;
    LessonProgress::setCost(m_progress, lessonAt(m_lesson)->m_key, m_step, a);
}

void LessonSession::noteHint(int grade)
{
    LessonProgress::noteHint(m_progress, lessonAt(m_lesson)->m_key, m_step, grade);
    Attempts& a = attempts();
    if (grade <= a.hints)
        return;
    a.hints = grade;
    LessonProgress::setCost(m_progress, lessonAt(m_lesson)->m_key, m_step, a);
}

void LessonSession::clearHint()
{
    if (m_session && m_hintLevel == 3)
        m_session->players()->stop(); // the board's hint goes too
    m_hintLevel = 0;
    m_hintRows.clear();
    m_hintDirection = 0;
    emit hintChanged();
}

void LessonSession::resetProgress()
{
    const QVariantMap kept = LessonProgress::snapshot(m_progress);
    if (!kept.isEmpty())
        m_beforeReset = kept;
    LessonProgress::reset(m_progress);
    m_list->starsChanged();
}

void LessonSession::undoResetProgress()
{
    if (m_beforeReset.isEmpty())
        return;
    const QVariantMap kept = std::exchange(m_beforeReset, {});
    LessonProgress::restore(m_progress, kept);
    m_list->starsChanged();
}
