#include "engine/analysis/review.h"

#include <array>

namespace semina::analysis {

namespace {
constexpr std::array<std::string_view, 5> kGradeKeys = {"best", "good", "inaccuracy", "mistake", "blunder"};
}

std::string_view gradeKey(Grade g)
{
    return kGradeKeys[static_cast<std::size_t>(g)];
}

std::optional<Grade> gradeFromKey(std::string_view key)
{
    for (std::size_t i = 0; i < kGradeKeys.size(); ++i)
        if (kGradeKeys[i] == key)
            return static_cast<Grade>(i);
    return std::nullopt;
}

} // namespace semina::analysis
