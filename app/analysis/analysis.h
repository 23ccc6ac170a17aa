#pragma once
// The analysis board and the game review in the app (docs/analysis.md):
// the values of every decision of the position shown, refined on a worker
// thread (estimates, then in Kalah exact values); the best line as a
// preview; a review of the whole game with each decision graded, the value
// over the game, each side's accuracy, the next mistake, and "try again"
// at a mistake. It asks the engine (engine/analysis) for everything.

#include "engine/analysis/gamereview.h"
#include "engine/analysis/grades.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>
#include <vector>

class BoardModel;
class GameHistory;
class MoveListModel;
class Players;

class Analysis : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The analysis belongs to a GameSession")
    // May a player analyse now: no computer plays the game, or it is over.
    Q_PROPERTY(bool available READ available NOTIFY availableChanged)
    // The analysis board is on: the position shown is analysed as it changes.
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY valuesChanged)
    // [{row, x, y, text, exact, best}] per hole of the mover with a value
    // (the board's badges, at the hole's outer edge in the board view).
    Q_PROPERTY(QVariantList holeValues READ holeValues NOTIFY valuesChanged)
    // [{label, text, exact, best}] per legal decision, best first (the panel's list).
    Q_PROPERTY(QVariantList decisionValues READ decisionValues NOTIFY valuesChanged)
    // "Estimates, depth 12" / "3 of 6 exact" / "Exact".
    Q_PROPERTY(QString state READ state NOTIFY valuesChanged)
    // The best line: its decisions' names, and how many of them the board shows.
    Q_PROPERTY(QStringList line READ line NOTIFY lineChanged)
    Q_PROPERTY(int lineStep READ lineStep NOTIFY lineChanged)
    // The line as the panel shows it, the decisions already on the board in bold.
    Q_PROPERTY(QString lineText READ lineText NOTIFY lineChanged)
    // The review: 0 none, 1 under way, 2 every decision graded (Kalah: exact values may still come), 3 finished.
    Q_PROPERTY(int reviewState READ reviewState NOTIFY reviewChanged)
    Q_PROPERTY(int reviewedCount READ reviewedCount NOTIFY reviewChanged)
    // The value after each step, South's view (null where not known yet): the graph.
    Q_PROPERTY(QVariantList graph READ graph NOTIFY reviewChanged)
    Q_PROPERTY(QString summary READ summary NOTIFY reviewChanged)
    Q_PROPERTY(bool hasMistakes READ hasMistakes NOTIFY reviewChanged)
    // Try again: the board shows the position before a mistake, for a better decision.
    Q_PROPERTY(bool trying READ trying NOTIFY tryChanged)
    Q_PROPERTY(QString tryText READ tryText NOTIFY tryChanged)

public:
    Analysis(GameHistory* history, Players* players, BoardModel* board, MoveListModel* moves, QObject* parent = nullptr);
    ~Analysis() override;

    bool available() const;
    bool active() const { return m_active; }
    void setActive(bool on);
    bool busy() const { return m_busy; }
    QVariantList holeValues() const;
    QVariantList decisionValues() const;
    QString state() const;
    QStringList line() const { return m_lineNames; }
    int lineStep() const { return m_lineStep; }
    QString lineText() const;
    int reviewState() const { return m_reviewState; }
    int reviewedCount() const;
    QVariantList graph() const;
    QString summary() const;
    bool hasMistakes() const;
    bool trying() const { return m_tryEntry >= 0; }
    QString tryText() const { return m_tryText; }

    // Stops every search under way (the values found stay).
    Q_INVOKABLE void stop();
    // Reviews the game's decisions (the entries of the history).
    Q_INVOKABLE void startReview();
    // The board at the position after `k` decisions of the best line (0: the position analysed).
    Q_INVOKABLE void showLine(int k);
    // The step (decisions played) before the next decision graded a mistake
    // or a blunder after the position shown (from the start again past the
    // last); -1: none. The screen shows it (GameSession::showStep).
    Q_INVOKABLE int nextMistakeStep() const;
    // At a mistake (the position before it shown): asks for a better decision.
    Q_INVOKABLE bool tryAgain();
    Q_INVOKABLE void endTry();
    // The grade of entry `i` (-1: none yet), for tests and the move list.
    Q_INVOKABLE int gradeOf(int entry) const;

    // The review as a game file keeps it (engine/gamefile): an entry for
    // each decision from the first, as far as every one is reviewed.
    std::vector<semina::analysis::PlyReview> reviewRecord() const;
    // A kept review of the game now on the board (its first decisions):
    // shown at once, as if just made.
    void restoreReview(const std::vector<semina::analysis::PlyReview>& review);

    // A decision tried at the position shown: accepted when it loses no
    // more than a good decision there, else refused with the reason.
    bool tryDecision(const semina::Decision& d);

signals:
    void availableChanged();
    void activeChanged();
    void valuesChanged();
    void lineChanged();
    void reviewChanged();
    // The review reached a point worth keeping: every decision graded, or finished.
    void reviewSettled();
    void tryChanged();
    // A decision tried was judged (tryText says how).
    void tried(bool accepted);
    // The board should show the game's position shown again (after a preview).
    void boardReleased();

private:
    void analyseShown();
    void startLine();
    void onReviewProgress(int request, std::size_t step, const semina::analysis::PositionAnalysis& a, int pass);
    void onReviewDone(int request);
    void historyChanged();
    void setBusy(bool on);
    void updateGrades();
    QString valueText(const semina::analysis::DecisionValue& v) const;
    semina::analysis::ExactHelp helpFor(const semina::Variant& v) const;

    GameHistory* m_history;
    Players* m_players;
    BoardModel* m_board;
    MoveListModel* m_moves;
    bool m_active = false;
    bool m_busy = false;
    // The position analysed and its values.
    semina::Variant m_variant;
    semina::Position m_position;
    semina::analysis::PositionAnalysis m_values;
    int m_request = 0;
    std::shared_ptr<std::atomic<bool>> m_stop;
    std::vector<semina::Decision> m_line;
    QStringList m_lineNames;
    int m_lineStep = 0;
    // The review: one analysis per entry of the history (empty values: not yet).
    int m_reviewState = 0;
    int m_reviewRequest = 0;
    std::shared_ptr<std::atomic<bool>> m_reviewStop;
    std::vector<semina::Decision> m_reviewed; // the decisions reviewed
    semina::Position m_reviewStart;           // and where they started
    std::vector<semina::analysis::PositionAnalysis> m_review;
    int m_tryEntry = -1;
    QString m_tryText;
};
