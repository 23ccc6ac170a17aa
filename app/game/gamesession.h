#pragma once
// One game on the screen. Owns its parts, each one idea, for QML to bind to
// directly: the board model and the trace player that animates it, the
// history (the engine's Game, undo, redo, review), the move list, the
// players (people, computer levels, hints) and the texts shown. Itself it
// turns what the mouse does into decisions, asking the engine what a click
// may do, and keeps the board at the position once the animation is over.

#include "app/analysis/analysis.h"
#include "app/board/boardmodel.h"
#include "app/board/narration.h"
#include "app/game/gamehistory.h"
#include "app/game/gametexts.h"
#include "app/game/movelistmodel.h"
#include "app/game/players.h"
#include "app/game/traceplayer.h"
#include "app/match/matchsession.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <optional>

class GameSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(BoardModel* board READ board CONSTANT)
    Q_PROPERTY(TracePlayer* player READ player CONSTANT)
    Q_PROPERTY(GameHistory* history READ history CONSTANT)
    Q_PROPERTY(MoveListModel* moves READ moves CONSTANT)
    Q_PROPERTY(Players* players READ players CONSTANT)
    Q_PROPERTY(GameTexts* texts READ texts CONSTANT)
    Q_PROPERTY(MatchSession* match READ match CONSTANT)
    Q_PROPERTY(Narration* narration READ narration CONSTANT)
    Q_PROPERTY(Analysis* analysis READ analysis CONSTANT)
    Q_PROPERTY(int choiceRow READ choiceRow NOTIFY choiceRowChanged)
    // A picture of a position (the Rules dialog's diagrams): nothing is
    // playable and a click plays nothing.
    Q_PROPERTY(bool still READ still WRITE setStill NOTIFY stillChanged)
    // Undo takes back the last turn, or the end of a match the players ended.
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)

public:
    explicit GameSession(QObject* parent = nullptr);

    BoardModel* board() const { return m_board; }
    TracePlayer* player() const { return m_player; }
    GameHistory* history() const { return m_history; }
    MoveListModel* moves() const { return m_moves; }
    Players* players() const { return m_players; }
    GameTexts* texts() const { return m_texts; }
    MatchSession* match() const { return m_match; }
    Narration* narration() const { return m_narration; }
    Analysis* analysis() const { return m_analysis; }
    // The row whose direction must be chosen (-1: none), once the seeds
    // have reached it: -1 while an animation runs or an earlier position is shown.
    int choiceRow() const;
    bool still() const { return m_still; }
    void setStill(bool still);
    bool canUndo() const;
    // Ctrl+Z: back to before the match was ended (MatchSession::reopen), or
    // back one turn (GameHistory::undo).
    Q_INVOKABLE void undo();
    // The board at the engine's position again (a refill's draft dropped).
    void showLive() { syncBoard(); }

    // A click on a board row: plays it when it has one legal direction, asks
    // for a direction (directionNeeded) when it has two, explains otherwise
    // (illegalClick). During an animation a click only skips it. While the
    // review's "try again" waits, the decision is tried instead (Analysis).
    Q_INVOKABLE bool clickHole(int row);
    Q_INVOKABLE bool playHole(int row, bool clockwise);
    // Directions from a row now: bit 0 ccw, bit 1 cw (0: not playable).
    Q_INVOKABLE int directionsAt(int row) const;
    Q_INVOKABLE bool chooseDirection(bool clockwise);
    // Omweso set-up: 16 counts in loop order for the player to place.
    Q_INVOKABLE bool submitSetup(const QVariantList& counts);
    Q_INVOKABLE bool setupIsLegal(const QVariantList& counts) const;
    // Plays legal decision number `k` (modulo their count); an Omweso set-up
    // places the seeds evenly. For scripted runs (--frame-stats, tests).
    Q_INVOKABLE bool playScripted(int k);
    // Replay: shows the position after `step` decisions (GameHistory::showStep);
    // one step forward is sown as it was played, any other step jumps there.
    Q_INVOKABLE void showStep(int step);
    // True when the board shows exactly the engine's current position.
    Q_INVOKABLE bool boardMatchesEngine() const;
    // True when the board shows exactly the position shown (the one reviewed, or the live one).
    Q_INVOKABLE bool boardMatchesShown() const;
    // Plays a decision of the live game with its animation, as a click
    // would (lessons: shown decisions and scripted replies).
    bool playDecision(const semina::Decision& d) { return play(d); }
    // A match's next round: a new game of `key` from `start`, shown by the
    // `refill` trace's seeds flying from the stocks of `end` (the finished
    // round) into the holes. False, changing nothing, when the game cannot start.
    bool startRound(const QString& key, const QVariantMap& options, const semina::Position& start,
                    const semina::Position& end, const semina::Trace& refill);

signals:
    void positionChanged();
    void choiceRowChanged();
    void stillChanged();
    void canUndoChanged();
    void illegalClick(int row, const QString& reason);
    void directionNeeded(int row);

private:
    bool play(const semina::Decision& d);
    bool accepts(int row) const;
    static std::optional<semina::Decision> setupDecision(const QVariantList& counts);
    void syncBoard();

    BoardModel* m_board;
    TracePlayer* m_player;
    GameHistory* m_history;
    MoveListModel* m_moves;
    Players* m_players;
    GameTexts* m_texts;
    MatchSession* m_match;
    Narration* m_narration;
    Analysis* m_analysis;
    bool m_still = false;
};
