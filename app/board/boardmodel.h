#pragma once
// The board as the screen shows it: one row per hole, then the two stores
// (kalah, mankala) or stocks (aliguli). Counts follow the animation: the
// trace player moves seeds event by event; sync() sets the engine's position.
// Only rows that change get dataChanged, never a reset per move. Where a hole
// is, which hole a sowing reaches next and what the game can do all come
// from the engine (engine/board.h); nothing here knows which game it is.

#include "app/board/boardspeech.h"
#include "engine/board.h"
#include "engine/position.h"
#include "engine/variant.h"

#include <QAbstractListModel>
#include <QPoint>
#include <QRectF>
#include <QtQml/qqmlregistration.h>

class BoardModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A board belongs to a GameSession")
    Q_PROPERTY(int screenRows READ screenRows NOTIFY shapeChanged)
    Q_PROPERTY(int holesPerRow READ holesPerRow NOTIFY shapeChanged)
    Q_PROPERTY(bool hasStores READ hasStores NOTIFY shapeChanged)
    Q_PROPERTY(bool hasStocks READ hasStocks NOTIFY shapeChanged)
    // The game's capabilities (engine/board.h Capabilities).
    Q_PROPERTY(int pitsPerSide READ pitsPerSide NOTIFY shapeChanged)
    Q_PROPERTY(int rowsPerSide READ rowsPerSide NOTIFY shapeChanged)
    Q_PROPERTY(bool hasSetup READ hasSetup NOTIFY capabilitiesChanged)
    Q_PROPERTY(QList<int> setupSeeds READ setupSeeds NOTIFY capabilitiesChanged) // by side
    Q_PROPERTY(bool directionChoices READ directionChoices NOTIFY capabilitiesChanged)
    Q_PROPERTY(bool matchPlay READ matchPlay NOTIFY capabilitiesChanged)
    Q_PROPERTY(ScoreMeaning scoreMeaning READ scoreMeaning NOTIFY capabilitiesChanged)
    Q_PROPERTY(bool flipped READ flipped WRITE setFlipped NOTIFY flippedChanged)
    Q_PROPERTY(int handCount READ handCount NOTIFY handChanged)
    Q_PROPERTY(int handRow READ handRow NOTIFY handChanged)
    Q_PROPERTY(qreal cell READ cell NOTIFY geometryChanged)
    Q_PROPERTY(QRectF boardRect READ boardRect NOTIFY geometryChanged)
    Q_PROPERTY(int hoverRow READ hoverRow WRITE setHoverRow NOTIFY hoverRowChanged)
    Q_PROPERTY(int focusRow READ focusRow WRITE setFocusRow NOTIFY focusRowChanged)
    // The side of the one person at the board (their holes are "yours" to a
    // screen reader); -1 with two people or none.
    Q_PROPERTY(int ownSide READ ownSide WRITE setOwnSide NOTIFY ownSideChanged)
    // The last move of the position shown, once its animation is over: the
    // hole it was sown from (-1: none) and the holes it captured from.
    Q_PROPERTY(int lastMoveRow READ lastMoveRow NOTIFY lastMoveChanged)
    Q_PROPERTY(QList<int> lastCaptureRows READ lastCaptureRows NOTIFY lastMoveChanged)

public:
    enum Role {
        SideRole = Qt::UserRole + 1, // 0 South, 1 North
        HoleRole,                    // 0-based local hole; -1 for a store
        IsStoreRole,
        CountRole,
        ProtectedRole,
        PlayableRole,                // a legal start for the player to move
        AlokaRole,
        ScreenRowRole,               // 0 top .. screenRows-1 bottom (holes only)
        ScreenColumnRole,            // 0 left .. holesPerRow-1 right (holes only)
        LabelRole,                   // the hole's number as players name it
        RectRole,                    // where the view draws it (QRectF, see setViewSize)
        HoveredRole,                 // under the mouse
        FocusedRole,                 // the keyboard cursor
        NextCcwRole,                 // the row a ccw sowing from this hole reaches next (-1: none)
        NextCwRole,                  // the same, clockwise (geometric where the game never sows cw)
        LastMoveRole,                // the last move was sown from here
        LastCaptureRole,             // the last move captured from here
        HintedRole,                  // the hint suggests this hole
        AccessibleNameRole,          // what a screen reader calls it (BoardSpeech), with its count
        AccessibleDescriptionRole,   // what it can do (playable, protected, aloka)
    };
    Q_ENUM(Role)

    // What a player's score counts (semina::ScoreMeaning).
    enum ScoreMeaning { Captured, OnOwnSide, InStore };
    Q_ENUM(ScoreMeaning)

    explicit BoardModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int screenRows() const { return m_caps.boardRows; }
    int holesPerRow() const { return m_caps.holesPerRow; }
    bool hasStores() const { return m_caps.containers == semina::Containers::Stores; }
    bool hasStocks() const { return m_caps.containers == semina::Containers::Stocks; }
    int pitsPerSide() const { return m_caps.pitsPerSide; }
    int rowsPerSide() const { return m_caps.rowsPerSide; }
    bool hasSetup() const { return m_caps.setupPhase; }
    QList<int> setupSeeds() const { return {m_caps.setupSeeds[0], m_caps.setupSeeds[1]}; }
    bool directionChoices() const { return m_caps.directions != semina::DirectionChoice::None; }
    bool matchPlay() const { return m_caps.matchPlay; }
    ScoreMeaning scoreMeaning() const;
    bool flipped() const { return m_flipped; }
    void setFlipped(bool flipped);
    int handCount() const { return m_hand; }
    int handRow() const { return m_handRow; }

    const semina::Variant& variant() const { return m_variant; }
    // A new variant: the rows change (a reset); then sync() sets the counts.
    void setVariant(const semina::Variant& v);
    // Shows `p` exactly; `playable` holds a bit per local hole of the mover.
    // The keyboard cursor, when shown, moves to the mover's side (cursorToMover).
    void sync(const semina::Position& p, unsigned playable);
    // No hole is playable (while an animation runs).
    void clearPlayable();

    // Row numbers of holes and stores.
    int rowOf(semina::Side side, int hole) const { return static_cast<int>(side) * pits() + hole; }
    int storeRow(semina::Side side) const { return 2 * pits() + static_cast<int>(side); }
    Q_INVOKABLE int rowAt(int screenRow, int screenColumn) const;
    Q_INVOKABLE int count(int row) const { return m_counts.value(row); }
    Q_INVOKABLE int side(int row) const { return row < 2 * pits() ? row / pits() : row - 2 * pits(); }
    Q_INVOKABLE int hole(int row) const { return row < 2 * pits() ? row % pits() : -1; }
    Q_INVOKABLE bool isStore(int row) const { return row >= 2 * pits(); }

    // Animation steps: move seeds between rows; row -1 is the hand, hovering at `handAt`.
    void moveSeeds(int fromRow, int toRow, int n, int handAt);
    void addSeeds(int row, int n);
    void setHand(int n, int row);

    // Layout for a view of this size: one hole is `cell` wide; stores sit
    // at the ends, stocks (aliguli) beside the board; South's on South's right.
    Q_INVOKABLE void setViewSize(qreal width, qreal height);
    qreal cell() const { return m_cell; }
    QRectF boardRect() const { return m_boardRect; }
    Q_INVOKABLE QRectF rectOf(int row) const;
    // The middle of the edge of a hole that faces the wood rather than a hole
    // of its own territory (the board's rim or the centre line): a badge
    // there covers no other hole and no direction arrow. A store: its centre.
    Q_INVOKABLE QPointF outerEdge(int row) const;
    // The row under a point of the view, or -1.
    Q_INVOKABLE int rowAtPoint(qreal x, qreal y) const;
    int hoverRow() const { return m_hoverRow; }
    void setHoverRow(int row);
    int focusRow() const { return m_focusRow; }
    void setFocusRow(int row);
    int ownSide() const { return m_ownSide; }
    void setOwnSide(int side);
    // The hole's number as players name it ("3", "A5"); empty for a store.
    Q_INVOKABLE QString labelOf(int row) const;
    // The row a seed sown by the hole's owner from `row` reaches next, in the
    // game's sowing order (protected holes skipped; kalah's own store), -1
    // for a store (for drawing arrows).
    Q_INVOKABLE int nextRow(int row, bool clockwise) const;
    // Moves the keyboard cursor by whole cells on the screen grid; a cursor
    // not shown yet appears on the mover's first playable hole.
    Q_INVOKABLE void moveFocus(int dColumn, int dRow);

    // Shows draft counts on one side's holes (omweso set-up); sync() ends it.
    Q_INVOKABLE void showDraft(int side, const QVariantList& counts);
    // The engine's even set-up of `side` (engine/setup.h evenSetup), a count per hole.
    Q_INVOKABLE QVariantList evenSetup(int side) const;

    int lastMoveRow() const { return m_lastMoveRow; }
    QList<int> lastCaptureRows() const { return m_lastCaptureRows; }
    // Marks the last move (GameHistory::lastMove); clearLastMove() when the next starts.
    void setLastMove(int fromRow, const QList<int>& captureRows);
    void clearLastMove() { setLastMove(-1, {}); }
    // The hole the hint suggests (-1: none), for HintedRole.
    void setHintRow(int row) { markRow(m_hintRow, row, HintedRole); }
    // The hole size a view of this size would get (setViewSize), to choose a layout.
    Q_INVOKABLE qreal cellFor(qreal width, qreal height) const;
    // Whether a panel `panelWidth` wide beside the board leaves bigger holes
    // than a strip `stripHeight` high under it, in a space of this size.
    Q_INVOKABLE bool panelBeside(qreal width, qreal height, qreal panelWidth, qreal stripHeight) const;
    // The height the board needs at `width` when the height is not what limits it.
    Q_INVOKABLE qreal heightFor(qreal width) const;

    // True when every count (and the hand) equals `p` (the screen never drifts).
    bool matches(const semina::Position& p) const;

signals:
    void shapeChanged();
    void capabilitiesChanged();
    void flippedChanged();
    void handChanged();
    void geometryChanged();
    void hoverRowChanged();
    void focusRowChanged();
    void ownSideChanged();
    void lastMoveChanged();

private:
    int pits() const { return m_caps.pitsPerSide; }
    // Holes' geometry and next holes from the engine, for the protected holes of `p`.
    void updateHoles(const semina::Position& p);
    int rowOfPlace(const semina::Place& place) const;
    void setCount(int row, int value);
    void setPlayable(int row, bool playable, bool isProtected);
    // The first playable row of the player to move, or -1.
    int firstPlayableRow() const;
    // Moves a one-row marker (hover, cursor) and tells the two rows.
    void markRow(int& field, int row, int role);
    QPoint screenCell(int row) const;
    BoardSpeech::Cell speechOf(int row) const;
    // The screen reader's words of every row again (language, own side).
    void retell();
    // The board's size in cells (setViewSize).
    qreal unitsWide() const;
    qreal unitsHigh() const;

    semina::Variant m_variant;
    semina::Capabilities m_caps;
    semina::Position m_position; // the last synced position (its protected holes)
    QList<semina::HoleInfo> m_holes; // by row, holes only
    QList<int> m_counts;
    QList<bool> m_protected;
    QList<bool> m_playable;
    bool m_flipped = false;
    int m_hand = 0;
    int m_handRow = -1;
    int m_ownSide = -1;
    qreal m_width = 0;
    qreal m_height = 0;
    qreal m_cell = 0;
    QRectF m_boardRect;
    int m_hoverRow = -1;
    int m_focusRow = -1;
    int m_hintRow = -1;
    int m_lastMoveRow = -1;
    QList<int> m_lastCaptureRows;
};
