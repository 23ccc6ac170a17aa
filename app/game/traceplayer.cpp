#include "app/game/traceplayer.h"

#include "app/board/boardmodel.h"

using semina::EventType;

TracePlayer::TracePlayer(BoardModel* board, QObject* parent) : QObject(parent), m_board(board) {}

void TracePlayer::play(const semina::Trace& events)
{
    if (events.empty())
        return;
    const bool was = running();
    if (!was) {
        m_events.clear();
        m_next = 0;
        emit started();
    }
    m_events.insert(m_events.end(), events.begin(), events.end());
    if (!was)
        emit runningChanged();
    emit progressed();
}

int TracePlayer::rowOf(const semina::Place& place) const
{
    switch (place.kind) {
    case semina::Place::Kind::Hole: return m_board->rowOf(place.side, place.hole);
    case semina::Place::Kind::Store: return m_board->storeRow(place.side);
    case semina::Place::Kind::Hand:
    case semina::Place::Kind::None: return -1;
    }
    return -1;
}

// EventKind mirrors semina::EventType value for value.
static_assert(static_cast<int>(TracePlayer::PickUp) == static_cast<int>(EventType::PickUp));
static_assert(static_cast<int>(TracePlayer::Place) == static_cast<int>(EventType::Place));
static_assert(static_cast<int>(TracePlayer::GameEnds) == static_cast<int>(EventType::GameEnds));
static_assert(static_cast<int>(TracePlayer::Refill) == static_cast<int>(EventType::Refill));
static_assert(TracePlayer::NoEvent == TracePlayer::Refill + 1);

QVariantMap TracePlayer::current() const
{
    if (!running())
        return {};
    return {{QStringLiteral("type"), static_cast<int>(type())},   {QStringLiteral("fromRow"), fromRow()},
            {QStringLiteral("toRow"), toRow()}, {QStringLiteral("count"), count()},
            {QStringLiteral("side"), side()},   {QStringLiteral("clockwise"), clockwise()}};
}

TracePlayer::EventKind TracePlayer::type() const
{
    return running() ? static_cast<EventKind>(m_events[m_next].type) : NoEvent;
}
int TracePlayer::fromRow() const { return running() ? rowOf(m_events[m_next].from) : -1; }
int TracePlayer::toRow() const { return running() ? rowOf(m_events[m_next].to) : -1; }
int TracePlayer::count() const { return running() ? m_events[m_next].count : 0; }
int TracePlayer::side() const { return running() ? static_cast<int>(m_events[m_next].side) : 0; }
bool TracePlayer::clockwise() const { return running() && m_events[m_next].dir == semina::Dir::Cw; }

bool TracePlayer::endsGame() const
{
    for (std::size_t i = m_next; i < m_events.size(); ++i)
        if (m_events[i].type == EventType::GameEnds || m_events[i].type == EventType::RoundEnds)
            return true;
    return false;
}

void TracePlayer::apply(const semina::Event& e)
{
    const int from = rowOf(e.from);
    const int to = rowOf(e.to);
    switch (e.type) {
    case EventType::PickUp:
    case EventType::RelayPickUp: m_board->moveSeeds(from, -1, e.count, from); break;
    case EventType::Drop: m_board->moveSeeds(-1, to, e.count, to); break;
    case EventType::Capture:
    case EventType::Sweep:
    case EventType::Refill: m_board->moveSeeds(from, to, e.count, to < 0 ? from : -1); break;
    case EventType::Place: m_board->addSeeds(to, e.count); break;
    case EventType::ChoicePending: m_board->setHand(e.count, from); break;
    default: break; // announcements: nothing moves
    }
    emit applied(e);
}

void TracePlayer::step()
{
    if (!running())
        return;
    apply(m_events[m_next++]);
    emit progressed();
    if (!running()) {
        emit runningChanged();
        emit finished();
    }
}

void TracePlayer::finish()
{
    if (!running())
        return;
    while (m_next < m_events.size())
        apply(m_events[m_next++]);
    emit progressed();
    emit runningChanged();
    emit finished();
}
