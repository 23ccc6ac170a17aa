#include "app/store/sessionrecord.h"

#include "app/game/gamesession.h"
#include "engine/ai/level.h"

#include <QCoreApplication>

using semina::gamefile::GameRecord;
using semina::gamefile::RoundRecord;

namespace {

std::string playerKey(Players::Kind kind)
{
    const auto level = Players::level(kind);
    return level ? std::string(semina::ai::levelKey(*level)) : std::string("human");
}

QString kindKey(const std::string& key)
{
    return key == "human" ? QString() : QString::fromStdString(key);
}

RoundRecord roundOf(const semina::MatchRound& round)
{
    RoundRecord r;
    r.variant = round.variant;
    r.start = round.start;
    r.decisions = round.decisions;
    r.fill = round.fill;
    return r;
}

} // namespace

namespace SessionRecord {

GameRecord capture(const GameSession& session)
{
    const GameHistory& history = *session.history();
    GameRecord r;
    r.game = history.game().variant().game;
    r.players[0] = playerKey(session.players()->south());
    r.players[1] = playerKey(session.players()->north());
    const MatchSession& match = *session.match();
    r.match = match.active();
    if (r.match) {
        const semina::MatchRecord& m = match.record();
        r.matchOver = m.over;
        for (std::size_t i = 0; i + 1 < m.rounds.size(); ++i)
            r.rounds.push_back(roundOf(m.rounds[i]));
    }
    RoundRecord live;
    live.variant = history.game().variant();
    live.start = history.start().position();
    live.decisions = history.decisions();
    live.review = session.analysis()->reviewRecord();
    live.comments = session.moves()->comments();
    r.rounds.push_back(live);
    return r;
}

semina::MatchRound playedRound(const RoundRecord& round)
{
    semina::Game g(round.variant, round.start);
    for (const semina::Decision& d : round.decisions)
        g.play(d);
    return {round.start, g.position(), g.over(), g.over() ? g.winner() : semina::Outcome::None, round.fill, round.variant,
            round.decisions};
}

bool restore(GameSession& session, const GameRecord& record, QString* error)
{
    if (record.rounds.empty()) {
        *error = QCoreApplication::translate("SessionRecord", "The saved game has no rounds.");
        return false;
    }
    const QString south = kindKey(record.players[0]);
    const QString north = kindKey(record.players[1]);
    const auto s = Players::kindFromKey(south);
    const auto n = Players::kindFromKey(north);
    const RoundRecord& live = record.rounds.back();
    if (!s || !n || (*s != Players::Human && !semina::ai::levelPlays(*Players::level(*s), live.variant.game))
        || (*n != Players::Human && !semina::ai::levelPlays(*Players::level(*n), live.variant.game))) {
        *error = QCoreApplication::translate("SessionRecord", "The saved game names a computer level this game does not have.");
        return false;
    }
    semina::Game probe(live.variant, live.start);
    for (const semina::Decision& d : live.decisions) {
        if (!probe.play(d)) {
            *error = QCoreApplication::translate("SessionRecord", "A decision of the saved game is not legal.");
            return false;
        }
    }
    // Nobody plays while the game is put back; the players take their seats after.
    session.players()->set(Players::Human, Players::Human);
    session.match()->leave();
    session.history()->load(semina::Game(live.variant, live.start), live.decisions);
    if (record.match) {
        semina::MatchRecord m;
        m.over = record.matchOver;
        for (std::size_t i = 0; i + 1 < record.rounds.size(); ++i)
            m.rounds.push_back(playedRound(record.rounds[i]));
        m.rounds.push_back({});
        session.match()->resume(std::move(m));
    }
    session.players()->set(*s, *n);
    // A review kept with the game shows at once, and the comments in the move list.
    session.analysis()->restoreReview(live.review);
    session.moves()->setComments(live.comments);
    return true;
}

} // namespace SessionRecord
