#pragma once
// The rules of each game as player-facing text for the Rules dialog, in short
// sections, some with a small board diagram. The texts follow docs/rules.md,
// the rules contract, including its defaults; option names are those of
// OptionCatalog, as the new-game dialog shows them.

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace RulesText {

// A picture of a position drawn by the app's own board: the sowing of `line`
// is drawn on it as arrows (the laps the engine's trace gives), the holes it
// captures from ringed red, and `marks` ringed. The fields read as a lesson
// step's (app/lesson/lessonbook.h): notation of docs/notation.md, option `key=value`,
// "S3"/"Nstore" marks. `shows` is the goal (LessonCheck's keys) the line
// meets, which a test checks: the picture shows what its section says.
struct Diagram {
    QString position; // empty: the game's start
    QStringList options;
    QStringList line;
    QStringList marks;
    QString shows;
    int atLeast = 1;
    QString caption;
};

struct Section {
    QString heading;
    QString html; // Qt's rich-text subset: <p>, <ul><li>, <b>, <i>
    std::optional<Diagram> diagram;
};

// The sections of a game's rules; key: "omweso", "mankala", "kalah",
// "aliguli". Empty for an unknown key.
QList<Section> sectionsFor(const QString& key);

} // namespace RulesText
