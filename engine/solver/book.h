#pragma once
// The Kalah opening book: for one board (holes, seeds, capture rule), the
// positions the Perfect level can meet before its own solver finishes within
// kBookNodes, each with its exact value and a best move (solver/book_build.h
// builds it; `semina-cli book` writes it; resources/book/ holds the app's).
//
// An entry is keyed by the holes alone, seen from the player to move (the
// solver's view, solver/board.h): the rest of the game does not depend on the
// stores, so the value kept is the *future* store difference (mover minus
// opponent, from this board on under perfect play), and a position's value
// is its store difference plus that. Positions with protected holes are not
// in a book. Best move: the highest hole (nearest the store) among the moves
// of the best value, so that the choice does not depend on the solver's.
//
// File form, little-endian:
//   0  magic "SMBK"         4  version (u16) = 1     6  holes (u8)  7 seeds (u8)
//   8  capture (u8: 1 empty, 0 standard)             9  complete (u8: 1 built to the end)
//  10  reserved (u16) = 0  12  node budget (u32)    16  entries (u32)
//  20  payload bytes (u32) 24  FNV-1a 64 of the payload (u64)
//  32  payload: per entry, in increasing key order, the key's increase over
//      the previous key (LEB128 varint; the first from 0), then one byte:
//      (future value + 128) and one byte: the best hole.
// The key is the board's rank in the combinatorial number system (bijective).

#include "engine/position.h"
#include "engine/variant.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace semina::solver {

// The Perfect level's solver budget outside the book: a position is left out
// of the book when the solver (one thread, a 16 MB table, no database)
// finishes it within this many nodes. About 0.3 s of one core here
// (~3 M nodes/s), so within the app's solver share of the clock (1 s) on a
// machine three times slower, and below fixedLimits' twice expert's 600,000.
constexpr std::uint64_t kBookNodes = 1'000'000;
constexpr std::size_t kBookTableMegabytes = 16;

struct BookEntry {
    std::uint64_t key = 0;
    int value = 0; // future store difference for the player to move
    int hole = 0;  // best move (0-based local hole of the mover)
};

enum class BookError { None, Truncated, BadMagic, BadVersion, WrongBoard, BadChecksum, BadEntry };

class Book {
public:
    Book() = default;
    Book(const Variant& v, std::vector<BookEntry> entries, bool complete, std::uint64_t budget = kBookNodes);

    int holes() const { return m_holes; }
    int seeds() const { return m_seeds; }
    bool captureEmpty() const { return m_captureEmpty; }
    bool complete() const { return m_complete; }
    std::uint64_t budget() const { return m_budget; }
    std::size_t size() const { return m_entries.size(); }
    const std::vector<BookEntry>& entries() const { return m_entries; }
    // True when the book is for v's board (holes, seeds, capture rule).
    bool isFor(const Variant& v) const;

    // The entry of p (a Kalah position of this book's board), if any. The
    // value is then p's future difference; add p's store difference.
    std::optional<BookEntry> find(const Variant& v, const Position& p) const;

    std::vector<std::uint8_t> serialize() const;
    // Checks the header against v (when given), the payload's size and
    // checksum, the order of the keys and the entries' ranges.
    static std::optional<Book> deserialize(const std::vector<std::uint8_t>& bytes, const Variant* v,
                                           BookError* error = nullptr);

private:
    int m_holes = 0;
    int m_seeds = 0;
    bool m_captureEmpty = true;
    bool m_complete = false;
    std::uint64_t m_budget = kBookNodes;
    std::vector<BookEntry> m_entries; // by key
};

// FNV-1a 64 of n bytes (the book's and a saved walk's checksum).
std::uint64_t bookChecksum(const std::uint8_t* data, std::size_t n);

// The key of p's holes seen from p.toMove (no protected holes).
std::uint64_t bookKey(const Variant& v, const Position& p);
// The book's file name for v's board: "kalah-H-S-empty.book" / "...-standard.book".
std::string bookFileName(const Variant& v);

// Kalah boards whose start position the solver finishes within kBookNodes,
// so that Perfect needs no book there (measured by `semina-cli book`, which
// reports "needed": false and writes no file; tests/engine/solver/book_test.cpp
// checks a few).
bool bookNeeded(const Variant& v);

// Whether Perfect plays exactly from the first move on v: a Kalah board
// that needs no book, or one whose complete book `book` is at hand.
bool perfectIsExact(const Variant& v, const Book* book);

} // namespace semina::solver
