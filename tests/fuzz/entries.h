#pragma once
// The bodies of the fuzz targets (tests/fuzz/fuzz_*.cpp), shared with the
// regression test (tests/fuzz/regression_test.cpp), which feeds them
// every input kept under tests/fuzz/regressions/ and the seed corpora. Each
// returns normally on any input, or aborts (printing why) when an invariant
// breaks; a sanitizer catches the rest.

#include <cstddef>
#include <cstdint>

namespace semina::fuzz {

// readGameFile; a file it accepts is written and read back: the same record
// (of this format version, when the file's was earlier), and the same text
// when written again.
void gameFile(const std::uint8_t* data, std::size_t size);

// The first byte picks a game and options, the rest is parsed as a position
// and as a decision; whatever parses prints, and the print parses back to it.
void notation(const std::uint8_t* data, std::size_t size);

// The input split at NUL bytes and newlines into a command line for
// semina::cli::run. Only the quick commands (apply, moves, next-round) are
// run, without the flags that touch files (--game, --save) or search
// (--fill auto): anything else returns at once.
void cli(const std::uint8_t* data, std::size_t size);

} // namespace semina::fuzz
