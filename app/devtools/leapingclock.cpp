#include "app/devtools/leapingclock.h"

#include <QAbstractAnimation>
#include <QBasicTimer>
#include <QTimerEvent>

namespace LeapingClock {

namespace {

// A minute: longer than any of the app's transitions. (No looping animation
// runs on the screens the sweep shows: one would keep the window from
// coming to rest, and the sweep would say so.)
constexpr qint64 kLeapMs = 60'000;
// Ticks as often as the default clock (about 60 a second).
constexpr int kTickMs = 16;

class Driver : public QAnimationDriver
{
public:
    using QAnimationDriver::QAnimationDriver;
    qint64 elapsed() const override { return m_time; }

protected:
    void start() override
    {
        QAnimationDriver::start();
        m_timer.start(kTickMs, this);
    }
    void stop() override
    {
        m_timer.stop();
        QAnimationDriver::stop();
    }
    void timerEvent(QTimerEvent* event) override
    {
        if (event->timerId() != m_timer.timerId())
            return QAnimationDriver::timerEvent(event);
        m_time += kLeapMs;
        advance();
    }

private:
    QBasicTimer m_timer;
    qint64 m_time = 0;
};

} // namespace

bool install(QObject* parent)
{
    if (qEnvironmentVariable("QSG_RENDER_LOOP") != QLatin1String("basic"))
        return false;
    (new Driver(parent))->install();
    return true;
}

} // namespace LeapingClock
