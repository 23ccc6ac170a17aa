#pragma once
// Game files on disk for `apply --game` / `--save` (docs/game-format.md):
// reading one whole, and writing one so that a crash leaves the old file or
// the new one, never half of it.

#include "engine/gamefile/gamefile.h"

#include <string>
#include <string_view>

namespace semina::cli {

// The file's record, or CliError with the reader's message. `warning`
// receives the reader's warning (a later format version), if any.
gamefile::GameRecord loadGameFile(const std::string& path, std::string& warning);

// Writes the record to `path` through `path`.tmp and a rename, after
// checking that it reads back; CliError when it does not or cannot be written.
void saveGameFile(const std::string& path, const gamefile::GameRecord& record);

// Writes `text` to `path` the same way (any file: `puzzles --out`); `name`
// is the file as the error message names it.
void writeFileAtomically(const std::string& path, std::string_view text, const std::string& name);

// Now, as the game file writes times: "2026-12-02T03:25:00Z".
std::string utcNow();

} // namespace semina::cli
