#include "app/editor/positioneditor.h"

#include "app/catalog/optioncatalog.h"
#include "app/game/sessiontext.h"
#include "app/shell/language.h"
#include "engine/board.h"
#include "engine/notation.h"
#include "engine/rules.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QGuiApplication>
#include <algorithm>

using semina::EditPhase;
using semina::EditProblem;
using semina::Side;

PositionEditor::PositionEditor(QObject* parent)
    : QObject(parent)
    , m_session(new GameSession(this))
{
    m_session->setStill(true);
    Language::onChange(this, [this] { emit textsChanged(); });
    open(QString::fromLatin1(semina::gameKey(semina::kAllGames.front())));
}

QString PositionEditor::gameKey() const
{
    return QString::fromLatin1(semina::gameKey(m_variant.game));
}

QVariantMap PositionEditor::options() const
{
    return OptionCatalog::valuesOf(m_variant);
}

bool PositionEditor::open(const QString& key, const QVariantMap& options, const QString& position)
{
    const auto game = semina::gameFromKey(key.toStdString());
    if (!game)
        return false;
    semina::Variant v = semina::defaultVariant(*game);
    for (auto it = options.begin(); it != options.end(); ++it)
        if (semina::setOption(v, it.key().toStdString(), it.value().toString().toStdString()) != semina::OptionError::None)
            return false;
    if (!semina::checkVariant(v))
        return false;
    semina::Position p = semina::startPosition(v);
    if (!position.isEmpty()) {
        const semina::PositionParse parsed = semina::parsePosition(v, position.toStdString());
        if (!parsed.ok())
            return false;
        p = parsed.position;
        // A direction choice is not set up by hand: its seeds in hand go back to the hole they came from.
        if (p.choicePending())
            p.pit(p.toMove, p.pendingFrom) += p.pendingHand;
        semina::setPhase(p, semina::phaseOf(p));
    }
    m_undo.clear();
    m_redo.clear();
    apply({v, p}, true);
    return true;
}

bool PositionEditor::openFrom(GameSession* session)
{
    if (!session)
        return false;
    const semina::Game& shown = session->history()->shown();
    return open(QString::fromLatin1(semina::gameKey(shown.variant().game)), OptionCatalog::valuesOf(shown.variant()),
                QString::fromStdString(semina::printPosition(shown.variant(), shown.position())));
}

bool PositionEditor::setOption(const QString& name, const QString& value)
{
    State next{m_variant, m_position};
    if (semina::setOption(next.variant, name.toStdString(), value.toStdString()) != semina::OptionError::None)
        return false;
    if (next.variant == m_variant)
        return true;
    // A new number of holes: the counts of the holes still there are kept.
    const int n = next.variant.pitsPerSide();
    if (n != m_variant.pitsPerSide()) {
        for (auto& side : next.position.pits)
            std::fill(side.begin() + n, side.end(), 0);
        for (auto& mask : next.position.protectedMask)
            mask &= static_cast<std::uint16_t>((1u << n) - 1u);
    }
    edit(next);
    return true;
}

void PositionEditor::setToMove(int side)
{
    if (side == toMove() || (side != 0 && side != 1))
        return;
    State next{m_variant, m_position};
    next.position.toMove = static_cast<Side>(side);
    edit(next);
}

int PositionEditor::phase() const
{
    const auto phases = semina::editRules(m_variant).phases;
    const auto it = std::find(phases.begin(), phases.end(), semina::phaseOf(m_position));
    return it == phases.end() ? 0 : static_cast<int>(it - phases.begin());
}

void PositionEditor::setPhase(int index)
{
    const auto phases = semina::editRules(m_variant).phases;
    if (index < 0 || index >= static_cast<int>(phases.size()) || index == phase())
        return;
    State next{m_variant, m_position};
    semina::setPhase(next.position, phases[index]);
    edit(next);
}

QStringList PositionEditor::phaseNames() const
{
    QStringList out;
    for (EditPhase phase : semina::editRules(m_variant).phases) {
        switch (phase) {
        case EditPhase::Play:
            //: Position editor: what is due, the usual case
            out << tr("A turn begins");
            break;
        case EditPhase::SecondSowing:
            //: Position editor: what is due (Ali Guli Mane's two sowings a turn)
            out << tr("The second sowing of the turn");
            break;
        case EditPhase::Setup:
            //: Position editor: what is due (Omweso: the player to move places their seeds next)
            out << tr("Setting out the seeds");
            break;
        }
    }
    return out;
}

bool PositionEditor::isHoleRow(int row) const
{
    return row >= 0 && row < 2 * m_variant.pitsPerSide();
}

bool PositionEditor::isStoreRow(int row) const
{
    const int first = 2 * m_variant.pitsPerSide();
    return semina::editRules(m_variant).stores && row >= first && row < first + 2;
}

int PositionEditor::count(int row) const
{
    const int n = m_variant.pitsPerSide();
    if (isHoleRow(row))
        return m_position.pits[row / n][row % n];
    if (isStoreRow(row))
        return m_position.stores[row - 2 * n];
    return 0;
}

void PositionEditor::add(int row, int delta)
{
    setCount(row, count(row) + delta);
}

void PositionEditor::setCount(int row, int value)
{
    const int n = m_variant.pitsPerSide();
    // Beyond every seed of the game a count says nothing more (and the notation stops at kMaxNotationCount).
    value = std::clamp(value, 0, semina::editRules(m_variant).maxCount + 1);
    if ((!isHoleRow(row) && !isStoreRow(row)) || value == count(row))
        return;
    State next{m_variant, m_position};
    if (isHoleRow(row))
        next.position.pits[row / n][row % n] = value;
    else
        next.position.stores[row - 2 * n] = value;
    edit(next);
}

bool PositionEditor::isProtected(int row) const
{
    const int n = m_variant.pitsPerSide();
    return isHoleRow(row) && m_position.isProtected(static_cast<Side>(row / n), row % n);
}

void PositionEditor::toggleProtected(int row)
{
    if (!isHoleRow(row) || !protectedHoles())
        return;
    const int n = m_variant.pitsPerSide();
    State next{m_variant, m_position};
    next.position.protectedMask[row / n] ^= static_cast<std::uint16_t>(1u << (row % n));
    edit(next);
}

void PositionEditor::clear()
{
    State next{m_variant, m_position};
    next.position.pits = {};
    next.position.stores = {};
    next.position.protectedMask = {};
    edit(next);
}

void PositionEditor::reset()
{
    State next{m_variant, semina::startPosition(m_variant)};
    edit(next);
}

void PositionEditor::edit(const State& next)
{
    if (next.variant == m_variant && next.position == m_position)
        return;
    m_undo.push_back({m_variant, m_position});
    m_redo.clear();
    apply(next, next.variant.pitsPerSide() != m_variant.pitsPerSide() || next.variant.game != m_variant.game);
}

void PositionEditor::undo()
{
    if (m_undo.empty())
        return;
    m_redo.push_back({m_variant, m_position});
    const State back = m_undo.back();
    m_undo.pop_back();
    apply(back, back.variant.pitsPerSide() != m_variant.pitsPerSide());
}

void PositionEditor::redo()
{
    if (m_redo.empty())
        return;
    m_undo.push_back({m_variant, m_position});
    const State again = m_redo.back();
    m_redo.pop_back();
    apply(again, again.variant.pitsPerSide() != m_variant.pitsPerSide());
}

void PositionEditor::apply(const State& state, bool newShape)
{
    const bool newGame = state.variant.game != m_variant.game || newShape;
    m_variant = state.variant;
    m_position = state.position;
    m_check = semina::checkEdit(m_variant, m_position);
    // A playable position is the session's game too (Save as… writes it).
    if (m_check.ok())
        m_session->history()->newGame(gameKey(), options(), 0, position());
    BoardModel* board = m_session->board();
    if (board->variant() != m_variant)
        board->setVariant(m_variant);
    board->sync(m_position, 0);
    if (newGame)
        emit gameChanged();
    emit changed();
    emit textsChanged();
}

QString PositionEditor::position() const
{
    return m_check.ok() ? QString::fromStdString(semina::printPosition(m_variant, m_position)) : QString();
}

QString PositionEditor::lessonStep() const
{
    if (!m_check.ok())
        return {};
    // The options a step names are those that differ from the game's defaults (docs/lessons.md).
    const QVariantMap now = options();
    const QVariantMap usual = OptionCatalog::valuesOf(semina::defaultVariant(m_variant.game));
    QStringList changed;
    for (auto it = now.begin(); it != now.end(); ++it)
        if (usual.value(it.key()) != it.value())
            changed << QStringLiteral("\"%1=%2\"").arg(it.key(), it.value().toString());
    return QStringLiteral("{\"position\": \"%1\", \"options\": [%2], \"text\": \"\"}")
        .arg(position(), changed.join(QStringLiteral(", ")));
}

bool PositionEditor::copyPosition() const
{
    if (!m_check.ok())
        return false;
    QGuiApplication::clipboard()->setText(position());
    return true;
}

bool PositionEditor::copyLessonStep() const
{
    if (!m_check.ok())
        return false;
    QGuiApplication::clipboard()->setText(lessonStep());
    return true;
}

int PositionEditor::problemRow() const
{
    const int n = m_variant.pitsPerSide();
    const int side = static_cast<int>(m_check.side);
    switch (m_check.problem) {
    case EditProblem::HoleTooFull:
    case EditProblem::ProtectedNotEmpty:
    case EditProblem::ProtectedNotInGame:
        return side * n + m_check.hole;
    case EditProblem::StoreTooFull:
    case EditProblem::StoreNotInGame:
        return 2 * n + side;
    default:
        return -1;
    }
}

QString PositionEditor::problem() const
{
    const semina::EditCheck& c = m_check;
    const QString side = SessionText::sideName(m_variant.game, static_cast<int>(c.side));
    const QString hole = c.hole >= 0 ? QString::fromStdString(semina::holeName(m_variant, c.side, c.hole)) : QString();
    const bool stocks = semina::capabilities(m_variant).containers == semina::Containers::Stocks;
    switch (c.problem) {
    case EditProblem::None:
        return {};
    case EditProblem::BadOptions:
        return tr("These rules do not fit together.");
    case EditProblem::HoleTooFull:
        //: Position editor: %1 a hole's name, %2 South or North, %3 all the seeds of the game
        return tr("Hole %1 of %2 holds %n seed(s), but the whole game has only %3.", "", c.count)
            .arg(hole, side)
            .arg(c.expected);
    case EditProblem::StoreTooFull:
        return stocks ? tr("The stock of %1 holds %n seed(s), but the whole game has only %2.", "", c.count)
                            .arg(side)
                            .arg(c.expected)
                      : tr("The store of %1 holds %n seed(s), but the whole game has only %2.", "", c.count)
                            .arg(side)
                            .arg(c.expected);
    case EditProblem::StoreNotInGame:
        return tr("This game keeps no seeds in stores.");
    case EditProblem::ProtectedNotEmpty:
        //: Position editor: %1 a hole's name, %2 South or North
        return tr("Hole %1 of %2 is protected, so it must be empty, but it holds %n seed(s).", "", c.count)
            .arg(hole, side);
    case EditProblem::ProtectedNotInGame:
        return tr("This game has no protected holes.");
    case EditProblem::AllProtected:
        return tr("Every hole of %1 is protected: at least one must stay in play.").arg(side);
    case EditProblem::PhaseNotInGame:
        return tr("This game has no such phase.");
    case EditProblem::SetupNotEmpty:
        //: Position editor: %1 South or North, who sets out their seeds next
        return tr("%1 sets out their seeds next, so their holes must be empty, but they hold %n seed(s).", "", c.count)
            .arg(side);
    case EditProblem::SeedTotal:
        if (m_position.setupPhase)
            //: Position editor, Omweso's set-up: %1 the seeds the game is played with
            return tr("There are %n seed(s) with those still to be set out, but the game is played with %1.", "", c.count)
                .arg(c.expected);
        if (c.least < c.expected)
            //: Position editor: %1 the game's seeds, %2 the seeds of one hole, %3 the fewest with a handicap
            return tr("There are %n seed(s), but the game is played with %1, or with a handicap fewer by %2 a hole, down to %3.",
                      "", c.count)
                .arg(c.expected)
                .arg(c.step)
                .arg(c.least);
        return tr("There are %n seed(s), but the game is played with %1.", "", c.count).arg(c.expected);
    case EditProblem::SideEmpty:
        return tr("The holes of %1 are empty: the game would be over at once.").arg(side);
    case EditProblem::CannotMove:
        return tr("%1 is to move but has no legal move: the game would be over at once.").arg(side);
    }
    return {};
}
