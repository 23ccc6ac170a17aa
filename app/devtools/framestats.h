#pragma once
// --frame-stats: plays a scripted game with animations at normal speed and
// prints the 50th/95th percentile interval between frames while seeds move.

class QQuickWindow;

namespace FrameStats {

void run(QQuickWindow* window);

} // namespace FrameStats
