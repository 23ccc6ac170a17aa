#pragma once
// The computer opponent in the app: thinks on a worker thread (the engine's
// think() with a stop flag), so the GUI keeps animating and answering. A new
// request or cancel() stops the running one at once; results of a stopped
// request are dropped.

#include "engine/ai/think.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>

class AiPlayer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The AI player belongs to a GameSession")
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)

public:
    explicit AiPlayer(QObject* parent = nullptr);
    ~AiPlayer() override;

    bool thinking() const { return m_thinking; }

    // Starts thinking about `p`; `finished` follows on the GUI thread with
    // the request number this returns.
    int start(const semina::Variant& v, const semina::Position& p, semina::ai::Level level, const semina::ai::AiLimits& limits,
              std::uint64_t seed);
    // Stops the running request; its result will not be delivered.
    void cancel();

signals:
    void thinkingChanged();
    void finished(int request, const semina::ai::AiResult& result);

private:
    void setThinking(bool on);

    int m_request = 0;
    bool m_thinking = false;
    std::shared_ptr<std::atomic<bool>> m_stop;
};
