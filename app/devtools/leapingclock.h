#pragma once
// The sweep's clock for animations: each tick leaps a minute ahead, so that
// every transition (a dialog opening, a highlight fading in) ends at its
// first frame instead of after a dozen, each rendered on the processor
// under Xvfb. What the screen comes to rest at is the same; a picture is
// taken only once it is at rest (Screenshot::whenStill). Only with Qt
// Quick's basic render loop, which leaves the animations to the
// application's clock (the threaded loop installs a clock of its own).

class QObject;

namespace LeapingClock {

// Installs the clock for the rest of the run, if the render loop is the
// basic one (QSG_RENDER_LOOP=basic); false otherwise.
bool install(QObject* parent);

} // namespace LeapingClock
