// Position and decision notation (docs/notation.md "Position notation", "Decision notation").
#include "engine/notation.h"

#include <catch2/catch.hpp>

#include <string>

using namespace semina;

namespace {

Variant withOption(GameId g, const char* key, const char* value)
{
    Variant v = defaultVariant(g);
    REQUIRE(setOption(v, key, value) == OptionError::None);
    return v;
}

const std::string kKalahStart = "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S";
const std::string kOmwesoEmpty = "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0";

} // namespace

TEST_CASE("notation: the kalah start position parses field by field and prints back")
{
    const Variant v = defaultVariant(GameId::Kalah);
    const PositionParse r = parsePosition(v, kKalahStart);
    REQUIRE(r.ok());
    for (int i = 0; i < 6; ++i) {
        CHECK(r.position.pit(Side::South, i) == 4);
        CHECK(r.position.pit(Side::North, i) == 4);
    }
    CHECK(r.position.stores == std::array<std::int32_t, 2>{0, 0});
    CHECK(r.position.toMove == Side::South);
    CHECK(printPosition(v, r.position) == kKalahStart);
}

TEST_CASE("notation: holes are in the owner's local order, stores south then north")
{
    const Variant v = defaultVariant(GameId::Kalah);
    const PositionParse r = parsePosition(v, "1,2,3,4,5,6/7,8,9,10,11,12/13,14/N");
    REQUIRE(r.ok());
    CHECK(r.position.pit(Side::South, 0) == 1);
    CHECK(r.position.pit(Side::South, 5) == 6);
    CHECK(r.position.pit(Side::North, 0) == 7);
    CHECK(r.position.pit(Side::North, 5) == 12);
    CHECK(r.position.stores[0] == 13);
    CHECK(r.position.stores[1] == 14);
    CHECK(r.position.toMove == Side::North);
}

TEST_CASE("notation: leading zeros are accepted and printed canonically")
{
    const Variant v = defaultVariant(GameId::Kalah);
    const PositionParse r = parsePosition(v, "04,4,4,4,4,004/4,4,4,4,4,4/00,0/S");
    REQUIRE(r.ok());
    CHECK(printPosition(v, r.position) == kKalahStart);
}

TEST_CASE("notation: protected holes are x in kalah, mankala and aliguli")
{
    const Variant k = defaultVariant(GameId::Kalah);
    const PositionParse r = parsePosition(k, "4,4,4,4,x,x/x,4,4,4,4,4/6,2/N");
    REQUIRE(r.ok());
    CHECK(r.position.protectedMask[0] == 0b110000);
    CHECK(r.position.protectedMask[1] == 0b000001);
    CHECK(r.position.pit(Side::South, 4) == 0);
    CHECK(printPosition(k, r.position) == "4,4,4,4,x,x/x,4,4,4,4,4/6,2/N");

    const Variant m = defaultVariant(GameId::Mankala);
    CHECK(parsePosition(m, "x,4,4,4,4,4/4,4,4,4,4,4/0,0/S").ok());
    const Variant a = defaultVariant(GameId::AliGuli);
    const PositionParse ra = parsePosition(a, "5,5,5,5,5,5,x/5,5,5,5,5,5,5/0,0/S/sowing=2");
    REQUIRE(ra.ok());
    CHECK(ra.position.secondSowingDue);
    CHECK(ra.position.isProtected(Side::South, 6));
    CHECK(printPosition(a, ra.position) == "5,5,5,5,5,5,x/5,5,5,5,5,5,5/0,0/S/sowing=2");
}

TEST_CASE("notation: the number of holes follows the options")
{
    const Variant four = withOption(GameId::Kalah, "holes", "4");
    const PositionParse r = parsePosition(four, "4,4,4,4/4,4,4,4/0,0/S");
    REQUIRE(r.ok());
    CHECK(printPosition(four, r.position) == "4,4,4,4/4,4,4,4/0,0/S");

    const PositionParse wrong = parsePosition(defaultVariant(GameId::Kalah), "4,4,4,4/4,4,4,4/0,0/S");
    CHECK(wrong.error == PositionError::HoleCount);
    CHECK(wrong.field == PositionField::South);
    CHECK(wrong.found == 4);
}

TEST_CASE("notation: omweso set-up phase and set-up positions")
{
    const Variant v = defaultVariant(GameId::Omweso);
    const std::string start = kOmwesoEmpty + "/" + kOmwesoEmpty + "/0,0/S/phase=setup";
    const PositionParse r = parsePosition(v, start);
    REQUIRE(r.ok());
    CHECK(r.position.setupPhase);
    CHECK(printPosition(v, r.position) == start);

    // North places second, South's 32 seeds already down.
    const std::string second = "2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2/" + kOmwesoEmpty + "/0,0/N/phase=setup";
    const PositionParse r2 = parsePosition(v, second);
    REQUIRE(r2.ok());
    CHECK(printPosition(v, r2.position) == second);

    // The player to place must have all holes empty.
    const PositionParse bad = parsePosition(v, "2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2/" + kOmwesoEmpty + "/0,0/S/phase=setup");
    CHECK(bad.error == PositionError::SetupNotEmpty);
}

// A mid-turn choice worked out by hand (docs/rules.md §4). South has K=1 seed in
// hand after local hole 1 (an aloka hole). South: hole 16 (inner, column 1)
// holds 1; South's outer hole 1 is empty. North: holes 8 and 9 (facing
// column 1: inner 8+1, outer 9-1) hold 1 each.
// - ccw: the seed drops into hole 2, which was empty: the turn ends (4a). Legal.
// - cw: the seed drops into hole 16 (held 1, now 2): inner, outer 1 empty, both
//   facing holes hold seeds: a capture (4b) of 2 seeds, re-sown from after
//   S = hole 1; ccw they go to holes 2 and 3, the last into an empty hole: the
//   turn ends. So cw is legal too, and the choice is due.
const std::string kSouthChoice = "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0/0,0/S";

TEST_CASE("notation: an omweso pending choice is accepted where it is due")
{
    const Variant v = defaultVariant(GameId::Omweso);
    const std::string text = kSouthChoice + "/from=1;hand=1";
    const PositionParse r = parsePosition(v, text);
    REQUIRE(r.ok());
    CHECK(r.position.pendingFrom == 0);
    CHECK(r.position.pendingHand == 1);
    CHECK(printPosition(v, r.position) == text);
}

TEST_CASE("notation: an omweso pending choice is refused where no choice is due")
{
    const Variant v = defaultVariant(GameId::Omweso);
    // Hole 3 is not an aloka hole: only ccw is ever allowed from it.
    CHECK(parsePosition(v, kSouthChoice + "/from=3;hand=1").error == PositionError::ChoiceNotDue);
    // With North's hole 9 empty the cw lap captures nothing, so cw is not allowed.
    const std::string noCapture
        = "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0/0,0/S/from=1;hand=1";
    CHECK(parsePosition(v, noCapture).error == PositionError::ChoiceNotDue);
}

namespace {

struct BadPosition {
    GameId game;
    std::string text;
    PositionError error;
    PositionField field;
    int index;
};

} // namespace

TEST_CASE("notation: malformed or inconsistent positions are refused with the right code")
{
    using E = PositionError;
    using F = PositionField;
    const std::string o16 = kOmwesoEmpty;
    const std::string o2 = "2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2";
    const std::string omw = o2 + "/" + o2 + "/0,0/S";
    const BadPosition cases[] = {
        {GameId::Kalah, "", E::FieldCount, F::None, -1},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0,0", E::FieldCount, F::None, -1},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S/sowing=2/x", E::FieldCount, F::None, -1},
        {GameId::Kalah, "4,4,4,4,4/4,4,4,4,4,4/0,0/S", E::HoleCount, F::South, -1},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4,4/0,0/S", E::HoleCount, F::North, -1},
        {GameId::Kalah, "4,4,-4,4,4,4/4,4,4,4,4,4/0,0/S", E::BadNumber, F::South, 2},
        {GameId::Kalah, "4,4,+4,4,4,4/4,4,4,4,4,4/0,0/S", E::BadNumber, F::South, 2},
        {GameId::Kalah, "4,4, 4,4,4,4/4,4,4,4,4,4/0,0/S", E::BadNumber, F::South, 2},
        {GameId::Kalah, "4,4,,4,4,4/4,4,4,4,4,4/0,0/S", E::BadNumber, F::South, 2},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,a/0,0/S", E::BadNumber, F::North, 5},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4.0/0,0/S", E::BadNumber, F::North, 5},
        {GameId::Kalah, "1001,4,4,4,4,4/4,4,4,4,4,4/0,0/S", E::CountTooLarge, F::South, 0},
        {GameId::Kalah, "99999999999999999999,4,4,4,4,4/4,4,4,4,4,4/0,0/S", E::CountTooLarge, F::South, 0},
        {GameId::Kalah, "999,999,0,0,0,0/0,0,0,0,0,0/0,0/S", E::TooManySeeds, F::None, -1},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0,1000/S", E::TooManySeeds, F::None, -1},
        {GameId::Kalah, "x,x,x,x,x,x/4,4,4,4,4,4/0,0/S", E::AllProtected, F::South, -1},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0/S", E::StoreCount, F::Stores, -1},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0,0,0/S", E::StoreCount, F::Stores, -1},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0,-1/S", E::BadNumber, F::Stores, 1},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/x,0/S", E::BadNumber, F::Stores, 0},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/s", E::BadSide, F::ToMove, -1},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/SN", E::BadSide, F::ToMove, -1},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/", E::BadSide, F::ToMove, -1},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S/", E::BadExtra, F::Extras, 0},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S/sowing", E::BadExtra, F::Extras, 0},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S/foo=1", E::UnknownExtra, F::Extras, 0},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S/sowing=2", E::ExtraNotInGame, F::Extras, 0},
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S/phase=setup", E::ExtraNotInGame, F::Extras, 0},
        {GameId::Mankala, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S/sowing=2", E::ExtraNotInGame, F::Extras, 0},
        {GameId::Mankala, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S/from=1;hand=2", E::ExtraNotInGame, F::Extras, 0},
        {GameId::AliGuli, "5,5,5,5,5,5,5/5,5,5,5,5,5,5/0,0/S/sowing=1", E::BadExtraValue, F::Extras, 0},
        {GameId::AliGuli, "5,5,5,5,5,5,5/5,5,5,5,5,5,5/0,0/S/sowing=2;sowing=2", E::ExtrasOrder, F::Extras, 1},
        {GameId::AliGuli, "5,5,5,5,5,5,5/5,5,5,5,5,5,5/0,0/S/phase=setup", E::ExtraNotInGame, F::Extras, 0},
        {GameId::Omweso, std::string("x").append(o2, 1) + "/" + o2 + "/0,0/S", E::ProtectedInOmweso, F::South, 0},
        {GameId::Omweso, o2 + "/" + o2 + "/1,0/S", E::OmwesoStores, F::Stores, -1},
        {GameId::Omweso, omw + "/sowing=2", E::ExtraNotInGame, F::Extras, 0},
        {GameId::Omweso, omw + "/hand=1;from=1", E::ExtrasOrder, F::Extras, 1},
        {GameId::Omweso, omw + "/from=1;from=1", E::ExtrasOrder, F::Extras, 1},
        {GameId::Omweso, omw + "/from=1", E::ExtrasConflict, F::Extras, -1},
        {GameId::Omweso, omw + "/hand=2", E::ExtrasConflict, F::Extras, -1},
        {GameId::Omweso, o16 + "/" + o2 + "/0,0/S/from=1;hand=1;phase=setup", E::ExtrasConflict, F::Extras, -1},
        {GameId::Omweso, omw + "/from=17;hand=1", E::BadExtraValue, F::Extras, 0},
        {GameId::Omweso, omw + "/from=0;hand=1", E::BadExtraValue, F::Extras, 0},
        {GameId::Omweso, omw + "/from=1;hand=0", E::BadExtraValue, F::Extras, 1},
        {GameId::Omweso, omw + "/from=1;hand=x", E::BadExtraValue, F::Extras, 1},
        {GameId::Omweso, omw + "/phase=play", E::BadExtraValue, F::Extras, 0},
        {GameId::Omweso, omw + "/phase=setup", E::SetupNotEmpty, F::Extras, -1},
        {GameId::Omweso, o2 + "/" + o2 + "/0,0/S/phase=setup;", E::BadExtra, F::Extras, 1},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        const PositionParse r = parsePosition(defaultVariant(c.game), c.text);
        CHECK(r.error == c.error);
        CHECK(r.field == c.field);
        CHECK(r.index == c.index);
    }
}

TEST_CASE("notation: decisions of kalah and mankala are hole numbers")
{
    for (GameId g : {GameId::Kalah, GameId::Mankala}) {
        const Variant v = defaultVariant(g);
        const DecisionParse r = parseDecision(v, "3");
        REQUIRE(r.ok());
        CHECK(r.decision == Decision::sow(2));
        CHECK(parseDecision(v, "06").decision == Decision::sow(5));
        CHECK(printDecision(v, Decision::sow(2)) == "3");
        CHECK(printListedDecision(v, Decision::sow(0)) == "1");
    }
}

TEST_CASE("notation: aliguli decisions are hole and direction, a bare hole is ccw")
{
    const Variant v = defaultVariant(GameId::AliGuli);
    CHECK(parseDecision(v, "3").decision == Decision::sow(2, Dir::Ccw));
    CHECK(parseDecision(v, "3ccw").decision == Decision::sow(2, Dir::Ccw));
    CHECK(parseDecision(v, "7cw").decision == Decision::sow(6, Dir::Cw));
    CHECK(printDecision(v, Decision::sow(2, Dir::Ccw)) == "3ccw");
    CHECK(printDecision(v, Decision::sow(6, Dir::Cw)) == "7cw");
}

TEST_CASE("notation: omweso decisions are starts, mid-turn choices and set-ups")
{
    const Variant v = defaultVariant(GameId::Omweso);
    CHECK(parseDecision(v, "5").decision == Decision::sow(4, Dir::Ccw));
    CHECK(parseDecision(v, "15cw").decision == Decision::sow(14, Dir::Cw));
    CHECK(parseDecision(v, "16ccw").decision == Decision::sow(15, Dir::Ccw));
    CHECK(parseDecision(v, "ccw").decision == Decision::choice(Dir::Ccw));
    CHECK(parseDecision(v, "cw").decision == Decision::choice(Dir::Cw));
    CHECK(printDecision(v, Decision::sow(4)) == "5ccw");
    CHECK(printDecision(v, Decision::choice(Dir::Cw)) == "cw");

    const std::string setup = "setup:0,1,2,3,4,5,6,7,0,0,0,0,0,0,0,4";
    const DecisionParse r = parseDecision(v, setup);
    REQUIRE(r.ok());
    CHECK(r.decision.kind == Decision::Kind::Setup);
    CHECK(r.decision.setup[7] == 7);
    CHECK(r.decision.setup[15] == 4);
    CHECK(printDecision(v, r.decision) == setup);
    CHECK(printListedDecision(v, r.decision) == "setup:*");
}

namespace {

struct BadDecision {
    GameId game;
    std::string text;
    DecisionError error;
};

} // namespace

TEST_CASE("notation: malformed decisions are refused with the right code")
{
    using E = DecisionError;
    const std::string sixteen = "setup:2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2";
    const BadDecision cases[] = {
        {GameId::Kalah, "", E::Empty},
        {GameId::Kalah, "a", E::BadSyntax},
        {GameId::Kalah, "3x", E::BadSyntax},
        {GameId::Kalah, "-3", E::BadSyntax},
        {GameId::Kalah, "3 ", E::BadSyntax},
        {GameId::Kalah, " 3", E::BadSyntax},
        {GameId::Kalah, "0", E::HoleOutOfRange},
        {GameId::Kalah, "7", E::HoleOutOfRange},
        {GameId::Kalah, "99999999999999999999", E::HoleOutOfRange},
        {GameId::Kalah, "3ccw", E::DirectionNotInGame},
        {GameId::Mankala, "3cw", E::DirectionNotInGame},
        {GameId::Kalah, "ccw", E::ChoiceNotInGame},
        {GameId::AliGuli, "cw", E::ChoiceNotInGame},
        {GameId::Kalah, sixteen, E::SetupNotInGame},
        {GameId::AliGuli, "8", E::HoleOutOfRange},
        {GameId::AliGuli, "3CW", E::BadSyntax},
        {GameId::AliGuli, "3cwx", E::BadSyntax},
        {GameId::AliGuli, "cwccw", E::BadSyntax},
        {GameId::Omweso, "17", E::HoleOutOfRange},
        {GameId::Omweso, "0cw", E::HoleOutOfRange},
        {GameId::Omweso, "setup:2,2", E::SetupCount},
        {GameId::Omweso, "setup:", E::SetupCount},
        {GameId::Omweso, sixteen + ",2", E::SetupCount},
        {GameId::Omweso, "setup:a,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2", E::SetupBadNumber},
        {GameId::Omweso, "setup:2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,", E::SetupBadNumber},
        {GameId::Omweso, "setup:65,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0", E::SetupTooLarge},
        {GameId::Omweso, "setup:*", E::SetupCount},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        CHECK(parseDecision(defaultVariant(c.game), c.text).error == c.error);
    }
}

TEST_CASE("notation: mutated position strings either fail cleanly or parse to a canonical round trip")
{
    // Valid strings of every game, mutated one character at a time (insert,
    // delete, replace from the notation's own alphabet). Whatever parses must
    // print to a string that parses back to the same position.
    const std::string alphabet = "0123456789,/;=xSNfromhandphasesetupsowing-";
    const std::pair<GameId, std::string> seeds[] = {
        {GameId::Kalah, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S"},
        {GameId::Mankala, "4,x,4,4,4,4/4,4,4,4,4,4/3,0/N"},
        {GameId::AliGuli, "5,5,5,5,5,5,5/5,5,5,5,5,5,5/0,0/S/sowing=2"},
        {GameId::Omweso, kOmwesoEmpty + "/" + kOmwesoEmpty + "/0,0/S/phase=setup"},
        {GameId::Omweso, kSouthChoice + "/from=1;hand=1"},
    };
    std::uint64_t state = 12345;
    const auto next = [&state](std::size_t n) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return static_cast<std::size_t>((state >> 33) % n);
    };
    int parsedOk = 0;
    for (const auto& [game, text] : seeds) {
        const Variant v = defaultVariant(game);
        for (int i = 0; i < 2000; ++i) {
            std::string s = text;
            for (int k = 1 + static_cast<int>(next(3)); k > 0; --k) {
                const std::size_t at = next(s.size() + 1);
                const char c = alphabet[next(alphabet.size())];
                switch (next(3)) {
                case 0: s.insert(at, 1, c); break;
                case 1: if (at < s.size()) s.erase(at, 1); break;
                default: if (at < s.size()) s[at] = c; break;
                }
            }
            const PositionParse r = parsePosition(v, s);
            if (!r.ok())
                continue;
            ++parsedOk;
            const std::string printed = printPosition(v, r.position);
            const PositionParse back = parsePosition(v, printed);
            INFO(s << " -> " << printed);
            REQUIRE(back.ok());
            CHECK(back.position == r.position);
        }
    }
    CHECK(parsedOk > 100);
}
