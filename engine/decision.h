#pragma once
// A decision: one choice a player makes (docs/rules.md "Words used throughout").

#include "engine/position.h"

#include <array>
#include <cstdint>

namespace semina {

struct Decision {
    enum class Kind : std::uint8_t { Hole, Choice, Setup };
    Kind kind = Kind::Hole;
    std::int8_t hole = 0;          // Hole: 0-based local hole of the mover
    Dir dir = Dir::Ccw;            // Hole (aliguli, omweso) and Choice
    std::array<std::uint8_t, kMaxPits> setup{}; // Setup: counts in loop order

    static Decision sow(int hole, Dir d = Dir::Ccw) { Decision x; x.hole = static_cast<std::int8_t>(hole); x.dir = d; return x; }
    static Decision choice(Dir d) { Decision x; x.kind = Kind::Choice; x.dir = d; return x; }

    bool operator==(const Decision&) const = default;
};

// Fixed capacity: at most 16 holes x 2 directions. No heap use.
class DecisionList {
public:
    void clear() { m_size = 0; }
    void push(const Decision& d) { m_items[m_size++] = d; }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Decision& operator[](int i) const { return m_items[i]; }
    Decision& operator[](int i) { return m_items[i]; }
    const Decision* begin() const { return m_items.data(); }
    const Decision* end() const { return m_items.data() + m_size; }
    bool contains(const Decision& d) const;

private:
    std::array<Decision, 2 * kMaxPits> m_items{};
    int m_size = 0;
};

} // namespace semina
