// What follows from a record (docs/game-format.md): the game in play, the
// result, and the notes that still hold when the game is captured again.
#include "engine/gamefile/gamefile.h"
#include "engine/gamefile/reader.h"

#include <algorithm>

namespace semina::gamefile {

namespace {

std::string_view outcomeKey(Outcome o)
{
    return o == Outcome::South ? "south" : o == Outcome::North ? "north" : "draw";
}

std::string outcomeWords(Outcome o)
{
    return o == Outcome::South ? "South won" : o == Outcome::North ? "North won" : "it was drawn";
}

Game played(const RoundRecord& round)
{
    Game g(round.variant, round.start);
    for (const Decision& d : round.decisions)
        g.play(d);
    return g;
}

// How many decisions of `now` are those of `before`, from the first (both
// from the same start).
std::size_t common(const RoundRecord& now, const RoundRecord& before)
{
    const auto [a, b] = std::mismatch(now.decisions.begin(), now.decisions.end(), before.decisions.begin(),
                                      before.decisions.end());
    return static_cast<std::size_t>(a - now.decisions.begin());
}

} // namespace

namespace detail {

// A single game: its winner once over. A match (as app/match decides it): over
// when the players ended it or when, after its last round, a player cannot
// fill a single hole (match.h nextRound); then won by who could still fill,
// or else by more rounds won (a round stopped unfinished counts for nobody).
Result resultOf(const GameRecord& r)
{
    if (r.rounds.empty())
        return {"unfinished", "it has no rounds"};
    if (!r.match) {
        const Game g = played(r.rounds.back());
        if (!g.over())
            return {"unfinished", "the game is not over"};
        return {outcomeKey(g.winner()), "the game is over and " + outcomeWords(g.winner())};
    }
    int wins[2] = {0, 0};
    Outcome byRules = Outcome::None; // the match ended by the rules: who could still fill
    for (std::size_t k = 0; k < r.rounds.size(); ++k) {
        const RoundRecord& round = r.rounds[k];
        const Game g = played(round);
        if (!g.over())
            continue;
        if (g.winner() == Outcome::South || g.winner() == Outcome::North)
            ++wins[g.winner() == Outcome::South ? 0 : 1];
        if (k + 1 == r.rounds.size() && roundSetUp(round.variant) == RoundSetUp::Refill) {
            const NextRound next = nextRound(round.variant, g.position(), round.start.toMove);
            if (next.error == MatchError::None && next.matchOver)
                byRules = next.matchWinner;
        }
    }
    if (!r.matchOver && byRules == Outcome::None)
        return {"unfinished", "the match is not over (match_over is false, and both players can fill a hole)"};
    const std::string score = "rounds won South " + std::to_string(wins[0]) + ", North " + std::to_string(wins[1]);
    if (byRules == Outcome::South || byRules == Outcome::North)
        return {outcomeKey(byRules), "after the last round only " + std::string(byRules == Outcome::South ? "South" : "North")
                                         + " can fill a hole"};
    const Outcome w = wins[0] > wins[1] ? Outcome::South : wins[1] > wins[0] ? Outcome::North : Outcome::Draw;
    return {outcomeKey(w), "the match is over, " + score};
}

} // namespace detail

Game liveGame(const GameRecord& record)
{
    if (record.rounds.empty())
        return Game(defaultVariant(record.game));
    return played(record.rounds.back());
}

std::string_view resultKey(const GameRecord& record)
{
    return detail::resultOf(record).key;
}

void keepNotes(GameRecord& now, const GameRecord& before)
{
    for (int s = 0; s < 2; ++s)
        now.names[s] = now.players[s] == "human" ? before.names[s] : std::string();
    now.event = before.event;
    now.date = before.date;
    now.round = before.round;
    for (std::size_t k = 0; k < std::min(now.rounds.size(), before.rounds.size()); ++k) {
        RoundRecord& r = now.rounds[k];
        const RoundRecord& b = before.rounds[k];
        r.comments.clear();
        r.review.clear();
        if (r.variant != b.variant || r.start != b.start)
            continue;
        const std::size_t same = common(r, b);
        // A comment on a position reached by the same decisions still holds;
        // a review entry if its decision is the same.
        for (const auto& c : b.comments)
            if (static_cast<std::size_t>(c.first) <= same)
                r.comments.push_back(c);
        r.review.assign(b.review.begin(), b.review.begin() + static_cast<std::ptrdiff_t>(std::min(same, b.review.size())));
    }
}

} // namespace semina::gamefile
