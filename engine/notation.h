#pragma once
// Position and decision notation (docs/notation.md "Position notation", "Decision
// notation"). Printing is canonical: the same position always prints the same
// string. Parsing is strict except where docs/notation.md allows leniency (leading zeros);
// anything malformed or inconsistent with the options comes back as an error
// code plus where it was found, never as text (the CLI words the message).

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/variant.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace semina {

// Sanity caps on what a position string may hold, so that no input can make
// the rules run for long: every count (hole, store, hand) is at most
// kMaxNotationCount, and all seeds together (holes, stores, hand) at most
// kMaxNotationSeeds. The standard games hold 48..84 seeds.
constexpr int kMaxNotationCount = 1000;
constexpr int kMaxNotationSeeds = 1000;
// A set-up count can never exceed the seeds one player places (at most 64).
constexpr int kMaxSetupCount = 64;

// The fields of a position string, for error details.
enum class PositionField : std::int8_t { None = -1, South = 0, North, Stores, ToMove, Extras };

enum class PositionError : std::uint8_t {
    None,
    FieldCount,         // not 4 or 5 '/'-separated fields (`found` = how many)
    HoleCount,          // a row has the wrong number of holes (`found`; expected: pitsPerSide)
    BadNumber,          // a count is not plain decimal digits (`index` = hole/store/extra)
    CountTooLarge,      // a count above kMaxNotationCount
    TooManySeeds,       // all seeds together above kMaxNotationSeeds
    ProtectedInOmweso,  // `x` in an omweso row
    AllProtected,       // every hole of one side is protected: no such position arises
    StoreCount,         // the stores field is not two counts (`found`)
    OmwesoStores,       // omweso stores other than 0,0
    BadSide,            // to move is not `S` or `N`
    BadExtra,           // an extra is not `key=value` (`index` = extra)
    UnknownExtra,       // an extra key that does not exist
    ExtrasOrder,        // extras not sorted by key, or a key given twice
    BadExtraValue,      // sowing other than 2, phase other than setup, from/hand out of range
    ExtraNotInGame,     // sowing outside aliguli; phase/from/hand outside omweso
    ExtrasConflict,     // from without hand (or the reverse), or phase=setup with from/hand
    SetupNotEmpty,      // phase=setup but the player to place already has seeds
    ChoiceNotDue,       // from/hand where omweso::choiceDue says no choice is due
};

struct PositionParse {
    Position position;
    PositionError error = PositionError::None;
    PositionField field = PositionField::None;
    int index = -1; // 0-based item within the field (hole, store, extra), -1 when not one item
    int found = -1; // for the count errors: how many items were found
    bool ok() const { return error == PositionError::None; }
};

PositionParse parsePosition(const Variant& v, std::string_view text);
std::string printPosition(const Variant& v, const Position& p);

enum class DecisionError : std::uint8_t {
    None,
    Empty,            // nothing given
    BadSyntax,        // not a hole number, a direction or a set-up
    HoleOutOfRange,   // hole number not in 1..pitsPerSide (`index` = the number, when it fits)
    DirectionNotInGame, // `3ccw` in kalah/mankala
    ChoiceNotInGame,  // a bare `ccw`/`cw` outside omweso
    SetupNotInGame,   // `setup:` outside omweso
    SetupCount,       // a set-up does not list 16 counts (`index` = how many it lists)
    SetupBadNumber,   // a set-up count is not plain digits (`index` = 0-based count)
    SetupTooLarge,    // a set-up count above kMaxSetupCount (`index` = 0-based count)
};

struct DecisionParse {
    Decision decision;
    DecisionError error = DecisionError::None;
    int index = -1;
    bool ok() const { return error == DecisionError::None; }
};

// Syntax only (plus ranges fixed by the options); whether the decision is legal
// in a position is isLegal()'s business.
DecisionParse parseDecision(const Variant& v, std::string_view text);
// Canonical: the direction always spelled where the game has one.
std::string printDecision(const Variant& v, const Decision& d);
// As in `moves`/`pending` lists: an omweso set-up prints as the stand-in `setup:*`.
std::string printListedDecision(const Variant& v, const Decision& d);

} // namespace semina
