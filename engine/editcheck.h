#pragma once
// The position editor's judge (docs/playing.md "Setting up a position"): what
// a position set up by hand may hold in each game, and the first reason it
// cannot be played, as numbers and enums (the app words them). A position is
// playable when the notation can write it and read it back (notation.h), its
// seeds add up to the game's for the options (the same check a game file's
// first round passes, docs/game-format.md), and the game is not over at once
// (docs/rules.md §5a: the player to move can move, no side that ends it is empty).

#include "engine/position.h"
#include "engine/variant.h"

#include <cstdint>
#include <vector>

namespace semina {

// What is due in a position besides a turn's start (docs/notation.md extras
// the editor sets; a pending Omweso direction choice is not set up by hand).
enum class EditPhase : std::uint8_t {
    Play,         // the start of a turn
    SecondSowing, // aliguli: `sowing=2`
    Setup,        // omweso: `phase=setup`, the player to move places next
};

// What may be set up in a game.
struct EditRules {
    std::vector<EditPhase> phases; // Play first; only those the game has
    bool protectedHoles = false;   // holes may be protected (docs/rules.md §3.9)
    bool stores = false;           // stores or stocks hold seeds
    int maxCount = 0;              // the most one hole or store may hold: all the game's seeds
};

EditRules editRules(const Variant& v);

// The seeds a game's first round holds (docs/game-format.md): `full` (2 x
// holes x seeds; omweso 64), or fewer by whole holes of `step` seeds, down to
// `least`, with a handicap (handicap.h). For omweso least = full.
struct SeedRange {
    int full = 0;
    int least = 0;
    int step = 1;
};

SeedRange seedRange(const Variant& v);
// All the seeds of a position: on the board, in stores and hand, and those
// still to be placed in the omweso set-up.
int seedsInGame(const Variant& v, const Position& p);
bool seedsAddUp(const Variant& v, const Position& p);

enum class EditProblem : std::uint8_t {
    None,
    BadOptions,        // the options do not hold together (checkVariant)
    HoleTooFull,       // `side`'s hole `hole` holds `count`, more than maxCount (`expected`)
    StoreTooFull,      // `side`'s store holds `count`, more than maxCount (`expected`)
    StoreNotInGame,    // `side`'s store holds `count` in a game without stores
    ProtectedNotEmpty, // `side`'s protected hole `hole` holds `count` seeds
    ProtectedNotInGame,// `side`'s hole `hole` is protected in a game without protected holes
    AllProtected,      // every hole of `side` is protected
    PhaseNotInGame,    // the phase is not one of editRules().phases
    SetupNotEmpty,     // set-up: `side`, to place, already has `count` seeds in their holes
    SeedTotal,         // `count` seeds in the game, not `expected` (or fewer by `step` down to `least`)
    SideEmpty,         // `side`'s holes are empty: the game would be over at once
    CannotMove,        // `side`, to move, has no legal decision: the game would be over at once
};

struct EditCheck {
    EditProblem problem = EditProblem::None;
    Side side = Side::South;
    int hole = -1; // 0-based local hole
    int count = 0;
    int expected = 0;
    int least = 0;
    int step = 0;
    bool ok() const { return problem == EditProblem::None; }
};

// The first reason `p` cannot be played under `v`, in the order above.
EditCheck checkEdit(const Variant& v, const Position& p);

// The phase of a position, and a position set to a phase (the other extras cleared).
EditPhase phaseOf(const Position& p);
void setPhase(Position& p, EditPhase phase);

} // namespace semina
