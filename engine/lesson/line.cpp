#include "engine/lesson/line.h"

#include "engine/ai/think.h"

namespace semina::lesson {

Decision reply(const Game& game, const Replies& replies, int index)
{
    if (!replies.script.empty())
        return index < static_cast<int>(replies.script.size()) ? replies.script[index] : Decision{};
    ai::AiLimits limits = ai::fixedLimits(replies.level, game.variant().game);
    limits.lapsLeft = game.lapsLeft();
    return ai::think(game.variant(), game.position(), replies.level, limits, replies.seed + index).best;
}

LineResult playLine(const Game& start, std::span<const Decision> learner, const Replies& replies, int maxTurns)
{
    LineResult r{Miss::None, 0, 0, 0, start};
    Game& g = r.game;
    const Side me = start.position().toMove;
    bool learnerMovedLast = false;
    while (!g.over()) {
        const bool mine = g.position().toMove == me;
        if (mine && !learnerMovedLast) {
            if (r.turns == maxTurns) {
                r.miss = Miss::TooManyTurns;
                return r;
            }
            ++r.turns;
        }
        learnerMovedLast = mine;
        if (mine) {
            if (r.decisions == static_cast<int>(learner.size())) {
                r.miss = Miss::GameNotOver;
                return r;
            }
            if (!g.play(learner[r.decisions++])) {
                r.miss = Miss::LineIllegal;
                return r;
            }
            continue;
        }
        const bool scripted = !replies.script.empty();
        if (scripted && r.replies == static_cast<int>(replies.script.size())) {
            r.miss = Miss::LineIllegal;
            return r;
        }
        if (!g.play(reply(g, replies, r.replies++))) {
            r.miss = Miss::LineIllegal;
            return r;
        }
    }
    const Outcome mine = me == Side::South ? Outcome::South : Outcome::North;
    r.miss = g.winner() == mine ? Miss::None : g.winner() == Outcome::Draw ? Miss::GameDrawn : Miss::GameLost;
    return r;
}

} // namespace semina::lesson
