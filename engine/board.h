#pragma once
// The board as a player sees it, for the UI (docs/architecture.md): where each
// hole is drawn, which hole a sowing reaches next, and what a game can do.
// Only the engine knows the games; the app asks here instead of comparing keys.
//
// Rows and columns are seen from above with South at the bottom (position.h):
//
//   two-row games (m holes):  row 0 North  [m-1] ... [0]
//                             row 1 South  [0] ... [m-1]
//   omweso (8 columns):       row 0 North outer  [7] ... [0]
//                             row 1 North inner  [8] ... [15]
//                             row 2 South inner  [15] ... [8]
//                             row 3 South outer  [0] ... [7]

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/trace.h"
#include "engine/variant.h"

#include <array>
#include <cstdint>
#include <string>

namespace semina {

// Where captured seeds are kept (docs/rules.md §1-§4).
enum class Containers : std::uint8_t {
    Stores, // kalah, mankala: a store at each end of the board
    Stocks, // aliguli: each player's stock beside the board
    None,   // omweso: captured seeds stay on the capturer's side
};

// What a player's score counts.
enum class ScoreMeaning : std::uint8_t {
    Captured,  // mankala, aliguli: the seeds captured into the store or stock
    OnOwnSide, // omweso: the seeds in the player's own holes
    InStore,   // kalah: the seeds in the store, sown there and captured (docs/rules.md §1)
};

// Who may choose the direction of a sowing.
enum class DirectionChoice : std::uint8_t {
    None,       // every lap goes counter-clockwise (kalah, mankala, aliguli direction=ccw-only)
    EverySow,   // aliguli direction=choice: each sowing, from any hole (§3.2)
    AlokaHoles, // omweso: a lap from an aloka hole may go cw when it captures (§4.6)
};

struct Capabilities {
    int pitsPerSide = 0;     // holes one player owns (16 in omweso)
    int holesPerRow = 0;     // columns of the board
    int boardRows = 2;       // rows of holes on the screen (omweso 4)
    int rowsPerSide = 1;     // rows a player owns (omweso 2: the board has two territories)
    Containers containers = Containers::Stores;
    ScoreMeaning score = ScoreMeaning::Captured;
    DirectionChoice directions = DirectionChoice::None;
    bool setupPhase = false;          // omweso's free set-up (§4.1)
    std::array<int, 2> setupSeeds{};  // seeds each side places in it (by idx(Side))
    bool matchPlay = false;           // rounds with refills and protected holes (§3.8-3.12)
};

Capabilities capabilities(const Variant& v);

// The name players give a hole: `row` a letter ('\0' when the game names none;
// aliguli: North's row A, South's row B) and a 1-based `number` (aliguli: from
// South's left in both rows; elsewhere the owner's local hole + 1).
struct HoleLabel {
    char row = '\0';
    int number = 0;
};

struct HoleInfo {
    Side owner = Side::South;
    int row = 0;    // 0 top .. boardRows-1 bottom
    int column = 0; // 0 left .. holesPerRow-1 right
    bool aloka = false;
    bool isProtected = false;
    HoleLabel label;
    // The place the next seed goes in each direction (by Dir) when the owner
    // sows from this hole: nextPlace(v, p, hole, d, owner).
    std::array<Place, 2> next{};
};

HoleInfo holeInfo(const Variant& v, const Position& p, Side side, int hole);

HoleLabel holeLabel(const Variant& v, Side side, int hole);
// The label as the board shows it: "A7", "B1" (aliguli), "5" elsewhere.
std::string holeName(const Variant& v, Side side, int hole);
// A decision named as the board names its hole: the notation
// (engine/notation.h) with the mover's hole number replaced by holeName
// ("B1ccw" for South's 1ccw in aliguli; "5ccw", "3", "cw" unchanged
// elsewhere). The move list, lessons and rules pages speak this way.
std::string decisionName(const Variant& v, Side mover, const Decision& d);

// Where the seed after `from` (a hole, or a store) falls when `mover` sows in
// direction d, in the game's sowing order: protected holes are skipped; kalah
// sows into the mover's store only, mankala into no store, aliguli's ring
// holds the 14 holes and omweso's loop the mover's 16 holes. A direction the
// game never sows (sowsDirection() false, e.g. kalah cw) is given as the
// geometric reverse of the ccw order. None when no hole is left to sow into.
Place nextPlace(const Variant& v, const Position& p, Place from, Dir d, Side mover);

// Whether any sowing of this game may go in direction d.
bool sowsDirection(const Variant& v, Dir d);

} // namespace semina
