#pragma once
// What a review says about one decision (docs/analysis.md): every legal
// decision of the position before it valued for the mover, in seeds (the
// final difference of the stores under best play after it), each exact or an
// estimate, and the played decision's grade by how much it loses against the
// best. Kept in the game file (engine/gamefile), computed by
// engine/analysis/analysis.h.

#include "engine/decision.h"

#include <optional>
#include <string_view>
#include <vector>

namespace semina::analysis {

enum class Grade { Best, Good, Inaccuracy, Mistake, Blunder };

// "best", "good", "inaccuracy", "mistake", "blunder" (cli.md, the game file).
std::string_view gradeKey(Grade g);
std::optional<Grade> gradeFromKey(std::string_view key);

// One legal decision's value to the mover.
struct DecisionValue {
    Decision decision;
    int value = 0;      // seeds: mover's store minus opponent's at the end, under best play after it
    bool exact = false; // settled by the solver, book or database; else the strongest level's estimate
    bool operator==(const DecisionValue&) const = default;
};

// The review of one played decision. `values` holds every legal decision of
// the position before it, in the order `semina-cli moves` prints them.
// An Omweso set-up is not weighed: no values and no grade.
struct PlyReview {
    std::vector<DecisionValue> values;
    std::optional<Grade> grade;
    bool operator==(const PlyReview&) const = default;
};

} // namespace semina::analysis
