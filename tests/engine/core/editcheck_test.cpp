// The position editor's judge (engine/editcheck.h): a table of positions each
// game cannot be played from, each with the reason docs/rules.md gives, and
// positions it can. The expected numbers are worked out from the rules: Kalah
// and Mankala 2 x 6 x 4 = 48 seeds (a handicap: fewer by 4 a hole, at most 5
// holes, down to 28), Ali Guli Mane 2 x 7 x 5 = 70 (down to 40), Omweso 64.

#include "engine/editcheck.h"
#include "engine/game.h"
#include "engine/notation.h"
#include "engine/rules.h"
#include "tests/engine/support/notation_test_support.h"

#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

using namespace semina;
using semina::test::parsed;

namespace {

Variant variantOf(GameId game, const std::vector<std::pair<std::string, std::string>>& options = {})
{
    Variant v = defaultVariant(game);
    for (const auto& [key, value] : options)
        REQUIRE(setOption(v, key, value) == OptionError::None);
    return v;
}

struct Refused {
    const char* what;
    Variant variant;
    std::string position;
    EditProblem problem;
    Side side;
    int hole;     // -1: not about one hole
    int count;    // the count the reason names (0: none)
    int expected; // the count the game wants (0: none)
};

const std::string k6 = "4,4,4,4,4,4";
const std::string a7 = "5,5,5,5,5,5,5";
const std::string o0 = "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0";
const std::string o1 = "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1";
const std::string o2 = "2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2";
const std::string o3 = "3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3";
const std::string o4 = "4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4";

std::vector<Refused> refusedTable()
{
    const Variant kalah = variantOf(GameId::Kalah);
    const Variant mankala = variantOf(GameId::Mankala);
    const Variant ali = variantOf(GameId::AliGuli);
    const Variant omweso = variantOf(GameId::Omweso);
    auto s = [](std::string text) { return text; };
    return {
        // Kalah (§1): 48 seeds; an empty side ends the game (rule 4), either side.
        {"kalah: one seed too many", kalah, s(k6 + "/4,4,4,4,4,5/0,0/S"), EditProblem::SeedTotal, Side::South, -1, 49, 48},
        {"kalah: one seed short is no handicap (not a whole hole)", kalah, s(k6 + "/4,4,4,4,4,3/0,0/S"), EditProblem::SeedTotal, Side::South, -1, 47, 48},
        {"kalah: seeds=3 plays with 36", variantOf(GameId::Kalah, {{"seeds", "3"}}), s(k6 + "/" + k6 + "/0,0/S"), EditProblem::SeedTotal, Side::South, -1, 48, 36},
        {"kalah: holes=4 plays with 32", variantOf(GameId::Kalah, {{"holes", "4"}}), "4,4,4,4/4,4,4,4/1,0/S", EditProblem::SeedTotal, Side::South, -1, 33, 32},
        {"kalah: South to move with an empty side", kalah, s("0,0,0,0,0,0/" + k6 + "/24,0/S"), EditProblem::SideEmpty, Side::South, -1, 0, 0},
        {"kalah: North's side empty ends it too", kalah, s(k6 + "/0,0,0,0,0,0/0,24/S"), EditProblem::SideEmpty, Side::North, -1, 0, 0},
        {"kalah: a hole holding more than all 48", kalah, "49,0,0,0,0,0/1,0,0,0,0,0/0,0/S", EditProblem::HoleTooFull, Side::South, 0, 49, 48},
        {"kalah: a store holding more than all 48", kalah, "1,0,0,0,0,0/1,0,0,0,0,0/0,50/S", EditProblem::StoreTooFull, Side::North, -1, 50, 48},
        // Mankala (§2): 48 (seeds=6: 72, a handicap down to 42 by 6); only the mover's empty side ends it (rule 5).
        {"mankala: one seed too many", mankala, s(k6 + "/" + k6 + "/1,0/N"), EditProblem::SeedTotal, Side::North, -1, 49, 48},
        {"mankala: seeds=6, 47 is not 72 less whole holes", variantOf(GameId::Mankala, {{"seeds", "6"}}), s(k6 + "/4,4,4,4,4,3/0,0/S"), EditProblem::SeedTotal, Side::South, -1, 47, 72},
        {"mankala: the player to move has no seed", mankala, s("0,0,0,0,0,0/" + k6 + "/24,0/S"), EditProblem::SideEmpty, Side::South, -1, 0, 0},
        // Ali Guli Mane (§3): 70 (a handicap down to 40 by 5); either side's empty row ends the round (rule 5).
        {"aliguli: one seed too many in a stock", ali, s(a7 + "/" + a7 + "/1,0/S"), EditProblem::SeedTotal, Side::South, -1, 71, 70},
        {"aliguli: a handicap is whole holes of 5", ali, s("5,5,5,5,5,5,1/" + a7 + "/0,0/S"), EditProblem::SeedTotal, Side::South, -1, 66, 70},
        {"aliguli: South's row empty", ali, s("0,0,0,0,0,0,0/" + a7 + "/35,0/N"), EditProblem::SideEmpty, Side::South, -1, 0, 0},
        {"aliguli: North's row empty, South to sow again", ali, s(a7 + "/0,0,0,0,0,0,0/0,35/S/sowing=2"), EditProblem::SideEmpty, Side::North, -1, 0, 0},
        {"aliguli: seeds=4 plays with 56", variantOf(GameId::AliGuli, {{"seeds", "4"}}), s(a7 + "/" + a7 + "/0,0/S"), EditProblem::SeedTotal, Side::South, -1, 70, 56},
        // Omweso (§4): 64 on the board, those still to place counted; a player without a hole of two or more loses (rule 7).
        {"omweso: 65 on the board", omweso, s("5," + o4.substr(2) + "/" + o0 + "/0,0/S"), EditProblem::SeedTotal, Side::South, -1, 65, 64},
        {"omweso: South placed 33, North places 32", omweso, s("3," + o2.substr(2) + "/" + o0 + "/0,0/N/phase=setup"), EditProblem::SeedTotal, Side::North, -1, 65, 64},
        {"omweso: 28/36 split, South placed 32", variantOf(GameId::Omweso, {{"south-seeds", "28"}, {"north-seeds", "36"}}), s(o2 + "/" + o0 + "/0,0/N/phase=setup"), EditProblem::SeedTotal, Side::North, -1, 68, 64},
        {"omweso: South to move holds only single seeds", omweso, s(o1 + "/" + o3 + "/0,0/S"), EditProblem::CannotMove, Side::South, -1, 0, 0},
        {"omweso: North to move holds only single seeds", omweso, s(o3 + "/" + o1 + "/0,0/N"), EditProblem::CannotMove, Side::North, -1, 0, 0},
        {"omweso: South to move with no seed", omweso, s(o0 + "/" + o4 + "/0,0/S"), EditProblem::SideEmpty, Side::South, -1, 0, 0},
        {"omweso: a hole cannot hold more than all 64", omweso, s(o0 + "/65," + o0.substr(2) + "/0,0/S"), EditProblem::HoleTooFull, Side::North, 0, 65, 64},
    };
}

// The notation refuses what it cannot write, so these are set up as values.
struct Built {
    const char* what;
    Variant variant;
    Position position;
    EditProblem problem;
    Side side;
    int hole;
};

std::vector<Built> builtTable()
{
    std::vector<Built> out;
    const Variant kalah = variantOf(GameId::Kalah);
    const Variant omweso = variantOf(GameId::Omweso);
    {
        Position p = parsed(kalah, k6 + "/" + k6 + "/0,0/S");
        p.protectedMask[1] = 0b10;
        out.push_back({"kalah: a protected hole holding seeds", kalah, p, EditProblem::ProtectedNotEmpty, Side::North, 1});
    }
    {
        Position p = parsed(kalah, "24,0,0,0,0,0/0,0,0,0,0,0/0,24/S");
        p.protectedMask[1] = 0b111111;
        out.push_back({"kalah: every hole of one side protected", kalah, p, EditProblem::AllProtected, Side::North, -1});
    }
    {
        Position p = parsed(omweso, o2 + "/" + o2 + "/0,0/S");
        p.protectedMask[0] = 0b1;
        p.pit(Side::South, 0) = 0;
        p.pit(Side::South, 1) = 4;
        out.push_back({"omweso: no protected holes", omweso, p, EditProblem::ProtectedNotInGame, Side::South, 0});
    }
    {
        Position p = parsed(omweso, o2 + "/" + o2 + "/0,0/S");
        p.pit(Side::North, 3) = 0;
        p.stores[1] = 2;
        out.push_back({"omweso: no stores", omweso, p, EditProblem::StoreNotInGame, Side::North, -1});
    }
    {
        Position p = parsed(omweso, o2 + "/" + o2 + "/0,0/S");
        p.setupPhase = true;
        out.push_back({"omweso: the player to place has seeds out", omweso, p, EditProblem::SetupNotEmpty, Side::South, -1});
    }
    // The notation writes no extra a game lacks.
    for (const Variant& v : {kalah, variantOf(GameId::Mankala), omweso}) {
        Position p = startPosition(v);
        p.setupPhase = false;
        p.secondSowingDue = true;
        out.push_back({"a second sowing outside aliguli", v, p, EditProblem::PhaseNotInGame, Side::South, -1});
    }
    {
        Position p = startPosition(variantOf(GameId::AliGuli));
        p.setupPhase = true;
        out.push_back({"aliguli: no set-up", variantOf(GameId::AliGuli), p, EditProblem::PhaseNotInGame, Side::South, -1});
    }
    {
        Variant bad = omweso;
        bad.southSeeds = 30;
        bad.northSeeds = 30;
        out.push_back({"omweso: a seed split that is not 64", bad, parsed(omweso, o2 + "/" + o2 + "/0,0/S"),
                       EditProblem::BadOptions, Side::South, -1});
    }
    return out;
}

} // namespace

TEST_CASE("editcheck: every unplayable position of the table is refused with its reason")
{
    for (const Refused& r : refusedTable()) {
        INFO(r.what << ": " << r.position);
        const Position p = parsed(r.variant, r.position);
        const EditCheck c = checkEdit(r.variant, p);
        CHECK(c.problem == r.problem);
        CHECK(c.side == r.side);
        CHECK(c.hole == r.hole);
        CHECK(c.count == r.count);
        CHECK(c.expected == r.expected);
    }
    for (const Built& b : builtTable()) {
        INFO(b.what);
        const EditCheck c = checkEdit(b.variant, b.position);
        CHECK(c.problem == b.problem);
        CHECK(c.side == b.side);
        CHECK(c.hole == b.hole);
    }
}

TEST_CASE("editcheck: a seed total names the handicap's range")
{
    const Variant v = variantOf(GameId::Mankala, {{"seeds", "6"}});
    const EditCheck c = checkEdit(v, parsed(v, k6 + "/4,4,4,4,4,3/0,0/S"));
    CHECK(c.least == 72 - 5 * 6);
    CHECK(c.step == 6);
}

TEST_CASE("editcheck: playable positions are accepted and play as the notation's")
{
    struct Accepted {
        Variant variant;
        std::string position;
    };
    const std::vector<Accepted> table = {
        {variantOf(GameId::Kalah), k6 + "/" + k6 + "/0,0/S"},
        {variantOf(GameId::Kalah), k6 + "/x,x,4,4,4,4/6,2/N"},       // a match round: 48 with the stores
        {variantOf(GameId::Kalah), "4,4,4,4,x,x/" + k6 + "/0,0/S"},  // a handicap of 2 holes: 40
        {variantOf(GameId::Kalah, {{"holes", "4"}, {"seeds", "3"}}), "3,3,3,3/3,3,3,3/0,0/N"},
        {variantOf(GameId::Mankala), k6 + "/0,0,0,0,0,0/0,24/S"},    // North's side empty: South still moves (rule 5)
        {variantOf(GameId::Mankala, {{"seeds", "6"}}), k6 + "/" + k6 + "/0,0/S"}, // 48 = 72 less 4 whole holes
        {variantOf(GameId::AliGuli), a7 + "/" + a7 + "/0,0/S"},
        {variantOf(GameId::AliGuli), a7 + "/" + a7 + "/0,0/N/sowing=2"},
        {variantOf(GameId::AliGuli), "5,5,5,5,5,x,x/" + a7 + "/0,0/S"},
        {variantOf(GameId::AliGuli), "5,5,5,5,5,5,0/" + a7 + "/0,0/S"}, // 65: a whole hole fewer, as a game file's start may be
        {variantOf(GameId::Omweso), o0 + "/" + o0 + "/0,0/S/phase=setup"},
        {variantOf(GameId::Omweso), o2 + "/" + o0 + "/0,0/N/phase=setup"},
        {variantOf(GameId::Omweso), o2 + "/" + o2 + "/0,0/S"},
        {variantOf(GameId::Omweso), o1 + "/" + o3 + "/0,0/N"},       // South loses at their turn, not before
        {variantOf(GameId::Omweso, {{"south-seeds", "28"}, {"north-seeds", "36"}}), o0 + "/" + o0 + "/0,0/N/phase=setup"},
    };
    for (const Accepted& a : table) {
        INFO(a.position);
        const Position p = parsed(a.variant, a.position);
        const EditCheck c = checkEdit(a.variant, p);
        CHECK(c.ok());
        // What is accepted the notation writes and reads back, and a game from it is in play.
        CHECK(parsePosition(a.variant, printPosition(a.variant, p)).position == p);
        const Game g(a.variant, p);
        CHECK_FALSE(g.over());
        CHECK(g.position() == p);
    }
}

TEST_CASE("editcheck: what each game may set up")
{
    CHECK(editRules(defaultVariant(GameId::Kalah)).phases == std::vector<EditPhase>{EditPhase::Play});
    CHECK(editRules(defaultVariant(GameId::AliGuli)).phases
          == std::vector<EditPhase>{EditPhase::Play, EditPhase::SecondSowing});
    CHECK(editRules(defaultVariant(GameId::Omweso)).phases == std::vector<EditPhase>{EditPhase::Play, EditPhase::Setup});
    CHECK(editRules(defaultVariant(GameId::Mankala)).protectedHoles);
    CHECK_FALSE(editRules(defaultVariant(GameId::Omweso)).protectedHoles);
    CHECK_FALSE(editRules(defaultVariant(GameId::Omweso)).stores);
    CHECK(editRules(defaultVariant(GameId::AliGuli)).maxCount == 70);
    CHECK(seedRange(defaultVariant(GameId::Kalah)).least == 28);
}
