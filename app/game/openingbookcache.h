#pragma once
// The Perfect level's opening books in the app (engine/solver/book.h): read
// from the app's resources (:/book/, built from resources/book/) the first
// time a board asks, checked, and kept for the process. A board without a
// book file, or whose file is damaged, gets none (a warning on the log for a
// damaged one): Perfect then solves or searches as before.

#include "engine/solver/book.h"
#include "engine/variant.h"

#include <QString>
#include <memory>

namespace OpeningBookCache {

// The book of v's board, or null. `folder`: where the files are (tests;
// default ":/book").
std::shared_ptr<const semina::solver::Book> forVariant(const semina::Variant& v, const QString& folder = {});

} // namespace OpeningBookCache
