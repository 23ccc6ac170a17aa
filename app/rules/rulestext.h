#pragma once
// The rules of each game as player-facing text for the Rules dialog, in short
// sections, some with a small board diagram. The texts are each game's data
// (resources/games/<game>/<Name>Rules.qml, app/rules/rulesbook.h); they
// follow docs/rules.md, the rules contract, including its defaults, and name
// options as OptionCatalog does, as the new-game dialog shows them.

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

class QQmlEngine;

namespace RulesText {

// A picture of a position drawn by the app's own board: the sowing of `line`
// is drawn on it as arrows (the laps the engine's trace gives), the holes it
// captures from ringed red, and `marks` ringed. The fields are a
// RulesFigure's (app/rules/rulesbook.h).
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
    QString html; // Qt's rich-text subset: <p>, <ul><li>; the texts escaped, so translators never see a tag
    std::optional<Diagram> diagram;
};

// The sections of a game's rules, read from its folder in `engine` (in the
// language installed now). Empty for a game without a rules page.
QList<Section> sectionsFor(const QString& key, QQmlEngine& engine);

// A text every game's page shares (RulesEntry::shared); empty for an unknown key.
QString shared(const QString& key);

} // namespace RulesText
