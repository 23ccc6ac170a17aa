#pragma once
// semina-cli's commands (docs/notation.md), callable in-process by the tests.

#include <ostream>
#include <string>
#include <vector>

namespace semina::cli {

// Runs one command line (args without the program name). Writes one JSON
// object per line to `out`; returns the exit code (0, or 2 after printing
// {"error": ...}).
int run(const std::vector<std::string>& args, std::ostream& out);

} // namespace semina::cli
