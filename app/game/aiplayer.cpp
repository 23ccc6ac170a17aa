#include "app/game/aiplayer.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>

AiPlayer::AiPlayer(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<semina::ai::AiResult>("semina::ai::AiResult");
}

AiPlayer::~AiPlayer()
{
    cancel();
    // The pool's threads only hold shared state; the object may go first.
}

int AiPlayer::start(const semina::Variant& v, const semina::Position& p, semina::ai::Level level,
                    const semina::ai::AiLimits& limits, std::uint64_t seed)
{
    cancel();
    const int request = ++m_request;
    auto stop = std::make_shared<std::atomic<bool>>(false);
    m_stop = stop;
    setThinking(true);
    QPointer<AiPlayer> self(this);
    QThreadPool::globalInstance()->start([self, request, stop, v, p, level, limits, seed] {
        const semina::ai::AiResult result = semina::ai::think(v, p, level, limits, seed, stop.get());
        if (stop->load())
            return;
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, request, stop, result] {
                if (!self || stop->load() || request != self->m_request)
                    return;
                self->setThinking(false);
                emit self->finished(request, result);
            },
            Qt::QueuedConnection);
    });
    return request;
}

void AiPlayer::cancel()
{
    if (m_stop)
        m_stop->store(true);
    m_stop.reset();
    ++m_request;
    setThinking(false);
}

void AiPlayer::setThinking(bool on)
{
    if (m_thinking == on)
        return;
    m_thinking = on;
    emit thinkingChanged();
}
