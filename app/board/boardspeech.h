#pragma once
// What a screen reader says about the board: each hole's and store's
// accessible name and description ("Your hole 3, 5 seeds", "Can be sown"),
// translated (context "BoardSpeech"). The words only; BoardModel knows the
// facts and Narration tells what a move does.

#include "engine/variant.h"

#include <QString>

namespace BoardSpeech {

struct Cell {
    semina::GameId game = semina::kAllGames.front();
    int side = 0;         // 0 South, 1 North
    bool store = false;   // a store (kalah, mankala) or a stock (aliguli, omweso: captured seeds)
    bool stock = false;   // the container holds captured seeds beside the board
    QString label;        // the hole's number as players name it ("3", "A5")
    int count = 0;
    bool own = false;     // the one person at the board plays this side ("your")
    bool playable = false;
    bool isProtected = false;
    bool aloka = false;
};

// "Your hole 3, 5 seeds" / "North's hole 3, 5 seeds" / "North's store, 12 seeds".
QString name(const Cell& c);
// "Can be sown." / "Protected: out of play this round." / "An aloka hole." or empty.
QString description(const Cell& c);

} // namespace BoardSpeech
