#pragma once
// A match of rounds on a GameSession (docs/rules.md §3.8-12): the rounds
// played and their results, the refill between rounds (the loser chooses
// which holes to fill, or the computer does by search), who starts next, the
// end of the match. Omweso has no refill: its next round sets the seed
// handicap (south-seeds / north-seeds). The rules are the engine's
// (engine/match.h, engine/ai/fill.h); this only asks and keeps the record.

#include "engine/ai/fill.h"
#include "engine/match.h"
#include "engine/variant.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>
#include <optional>

class GameSession;

class MatchSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A match belongs to a GameSession")
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(Phase phase READ phase NOTIFY changed)
    Q_PROPERTY(int round READ round NOTIFY changed) // 1-based: the round played or just finished
    Q_PROPERTY(int southWins READ southWins NOTIFY changed)
    Q_PROPERTY(int northWins READ northWins NOTIFY changed)
    // The scoreboard: [{round, text, short, current}], oldest first (`short` for the strip).
    Q_PROPERTY(QVariantList rounds READ rounds NOTIFY changed)
    // The rounds on one line, short, for the strip under the board ("1. South +12 (30 – 18) · 2. being played").
    Q_PROPERTY(QString roundsLine READ roundsLine NOTIFY changed)
    Q_PROPERTY(QString score READ score NOTIFY changed)   // "South 2 – 1 North"
    Q_PROPERTY(QString result READ result NOTIFY changed) // the match's result once over
    // The players ended the match during a round: that round does not count.
    Q_PROPERTY(bool roundStopped READ roundStopped NOTIFY changed)
    // Undo can take the end back: the players ended the match (not the rules).
    Q_PROPERTY(bool canReopen READ canReopen NOTIFY changed)
    // What ending the match now does, for the question End match asks first.
    Q_PROPERTY(QString endQuestion READ endQuestion NOTIFY changed)
    // Refill: the loser who chooses (-1: nobody chooses), how many holes, the
    // holes chosen (0-based), what stays in stock, whether the round can start.
    Q_PROPERTY(int fillSide READ fillSide NOTIFY changed)
    Q_PROPERTY(bool fillByHand READ fillByHand NOTIFY changed)
    Q_PROPERTY(int fillHoles READ fillHoles NOTIFY changed)
    Q_PROPERTY(QList<int> fill READ fill NOTIFY changed)
    Q_PROPERTY(int remainder READ remainder NOTIFY changed)
    // The loser's holes from left to right on the screen (the panel's
    // buttons), and their labels as the board shows them.
    Q_PROPERTY(QList<int> fillOrder READ fillOrder NOTIFY changed)
    Q_PROPERTY(QStringList fillLabels READ fillLabels NOTIFY changed)
    Q_PROPERTY(bool choosing READ choosing NOTIFY changed) // the computer is choosing its fill
    Q_PROPERTY(bool canStart READ canStart NOTIFY changed)
    Q_PROPERTY(QString refillText READ refillText NOTIFY changed)
    // Omweso: the next round's seed split (South's seeds; North has the rest).
    Q_PROPERTY(bool setsSeeds READ setsSeeds NOTIFY changed)
    Q_PROPERTY(int southSeeds READ southSeeds WRITE setSouthSeeds NOTIFY changed)
    Q_PROPERTY(int totalSeeds READ totalSeeds NOTIFY changed)
    Q_PROPERTY(int minSeeds READ minSeeds NOTIFY changed)
    Q_PROPERTY(int maxSeeds READ maxSeeds NOTIFY changed)

public:
    // Playing: a round is played (or there is no match). RoundOver: it
    // ended, the game-over panel offers the next round. Refill: the next
    // round is being set up. Over: the match has ended.
    enum Phase { Playing, RoundOver, Refill, Over };
    Q_ENUM(Phase)

    MatchSession(GameSession* session, QObject* parent = nullptr);
    ~MatchSession() override;

    bool active() const { return m_active; }
    Phase phase() const { return m_phase; }
    int round() const { return static_cast<int>(m_record.rounds.size()); }
    int southWins() const { return m_record.wins(semina::Side::South); }
    int northWins() const { return m_record.wins(semina::Side::North); }
    QVariantList rounds() const;
    QString roundsLine() const;
    QString score() const;
    QString result() const;
    bool roundStopped() const;
    bool canReopen() const { return m_phase == Over && !m_nobodyCanFill; }
    QString endQuestion() const;
    int fillSide() const { return m_fillHoles > 0 ? static_cast<int>(m_loser) : -1; }
    bool fillByHand() const { return m_fillHoles > 0 && !m_computerFills; }
    int fillHoles() const { return m_fillHoles; }
    QList<int> fill() const { return m_fill; }
    int remainder() const { return m_remainder; }
    QList<int> fillOrder() const;
    QStringList fillLabels() const;
    bool choosing() const { return m_choosing; }
    bool canStart() const;
    QString refillText() const;
    bool setsSeeds() const;
    int southSeeds() const { return m_southSeeds; }
    void setSouthSeeds(int seeds);
    int totalSeeds() const { return m_variant.southSeeds + m_variant.northSeeds; }
    int minSeeds() const;
    int maxSeeds() const;

    // A new match: its first round is a new game (GameHistory::newGame's
    // arguments).
    Q_INVOKABLE bool start(const QString& key, const QVariantMap& options, int starter, const QString& position = {});
    // The finished single game becomes the first round of a match, and the
    // next round is set up (Rematch).
    Q_INVOKABLE bool rematch();
    // From the finished round to the next one's set-up, or to the end of the
    // match when a player cannot fill a single hole.
    Q_INVOKABLE void prepareNext();
    // Refill: the loser's hole (a board row) in or out of the fill.
    Q_INVOKABLE bool toggleFill(int row);
    Q_INVOKABLE bool toggleHole(int hole);
    // Starts the next round: the seeds fly from the stocks into the holes.
    Q_INVOKABLE bool startNext();
    // Ends the match: the rounds won decide it; a round in progress does not
    // count (docs/rules.md §3.12). The board is still until a new game, or
    // until reopen() takes the end back.
    Q_INVOKABLE void end();
    // Undo of end(): the match goes on where it was ended (the round being
    // played, or the round over). False when the match was not ended by the players.
    Q_INVOKABLE bool reopen();
    // Back to single games (a new game without a match).
    Q_INVOKABLE void leave();
    // The match as one value (a saved game keeps it). The last round is the
    // one on the board: its decisions are the history's.
    const semina::MatchRecord& record() const { return m_record; }
    // A saved match back on the screen: the history already holds its last
    // round; `record` holds every round (the last one's end is taken from
    // the history). The phase follows: playing, the round over, or the match over.
    void resume(semina::MatchRecord record);

signals:
    void changed();

private:
    void onRoundMaybeOver();
    void setPhase(Phase phase);
    // The game screen's status and game-over texts follow the match's end.
    void showEnd();
    // A choice of holes the refill refused, and why (the refill text says it).
    enum class Refusal { None, TooMany, NotLoser, NoChoice, SeedsNotHoles };
    void refuse(Refusal why);
    // Who won more rounds (Draw: as many each).
    semina::Outcome winnerByRounds() const;
    void showFill();
    QString labelOf(semina::Side side, int hole) const;
    QStringList fillLabelsOf(const std::vector<int>& holes) const;
    void chooseByComputer();
    void cancelChoice(); // the computer's search for a fill, if one runs
    void clearFill();    // no refill being set up: no holes, no choice, no refusal

    GameSession* m_session;
    bool m_active = false;
    Phase m_phase = Playing;
    semina::Variant m_variant;
    semina::MatchRecord m_record;
    semina::Side m_starter = semina::Side::South; // who started the round played last
    // Refill
    semina::Side m_loser = semina::Side::South;
    int m_fillHoles = 0;
    int m_remainder = 0;
    bool m_nobodyCanFill = false; // why the match ended: a stock too small for one hole
    QList<int> m_fill;
    bool m_computerFills = false;
    bool m_choosing = false;
    std::optional<semina::ai::FillChoice> m_computerChoice; // the computer's fill, once found
    Refusal m_refusal = Refusal::None;
    int m_southSeeds = 32;
    int m_request = 0;
    std::shared_ptr<std::atomic<bool>> m_stop;
};
