// TEMPORARY STUB: replaced by the real rules of omweso.
#include "omweso.h"

namespace semina::omweso {

Position startPosition(const Variant&, Side starter) { Position p; p.toMove = starter; return p; }
void legalDecisions(const Variant&, const Position&, DecisionList& out) { out.clear(); }
bool isLegal(const Variant&, const Position&, const Decision&) { return false; }
void play(const Variant&, Position&, const Decision&, Trace*) {}
void settle(const Variant&, Position&, Trace*) {}
Status status(const Variant&, const Position&) { return {}; }
void endByRepetition(const Variant&, Position&, Trace*) {}
bool choiceDue(const Variant&, const Position&) { return false; }

} // namespace semina::omweso
