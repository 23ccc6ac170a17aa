#pragma once
// Seeded random numbers for the AI's mistakes, random players and openings:
// splitmix64, small, fast and the same on every platform (unlike the
// distributions of <random>).

#include <cstdint>

namespace semina::ai {

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) : m_state(seed) {}
    std::uint64_t next();
    // Uniform in 0..n-1 (n >= 1).
    int below(int n);

private:
    std::uint64_t m_state;
};

} // namespace semina::ai
