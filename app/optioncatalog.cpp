#include "app/optioncatalog.h"

#include <QCoreApplication>
#include <QVariantMap>

namespace OptionCatalog {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("OptionCatalog", text); }

QVariantMap value(const QString& v, const QString& title) { return {{"value", v}, {"title", title}}; }

QVariantMap option(const QString& name, const QString& title, const QString& explanation, const QVariantList& values)
{
    return {{"name", name}, {"title", title}, {"explanation", explanation},
            {"defaultValue", values.first().toMap().value("value")}, {"values", values}};
}

QVariantList counts(std::initializer_list<int> list, int first)
{
    QVariantList out{value(QString::number(first), QString::number(first))};
    for (int n : list)
        if (n != first)
            out << value(QString::number(n), QString::number(n));
    return out;
}

QVariantMap nextStarter()
{
    return option("next-starter", tr("Next round"),
                  tr("Who starts the next round of a handicap rematch."),
                  {value("alternate", tr("Players alternate")), value("loser", tr("The loser starts")),
                   value("winner", tr("The winner starts"))});
}

} // namespace

QVariantList forGame(const QString& key)
{
    if (key == QLatin1String("kalah"))
        return {option("seeds", tr("Seeds per hole"), tr("How many seeds each hole holds at the start."),
                       counts({1, 2, 3, 4, 5, 6}, 4)),
                option("holes", tr("Holes per player"), tr("The length of each row."), counts({4, 5, 6}, 6)),
                option("capture", tr("Capture"),
                       tr("Ending in your own empty hole takes that seed and the facing hole's seeds."),
                       {value("empty", tr("Even when the facing hole is empty")),
                        value("standard", tr("Only when the facing hole has seeds"))}),
                nextStarter()};
    if (key == QLatin1String("mankala"))
        return {option("seeds", tr("Seeds per hole"), tr("How many seeds each hole holds at the start."),
                       counts({4, 6}, 4)),
                option("capture-side", tr("Captures"),
                       tr("Where a last seed that makes two or six captures."),
                       {value("any", tr("In any hole")), value("opponent", tr("Only on the opponent's side"))}),
                nextStarter()};
    if (key == QLatin1String("aliguli"))
        return {option("seeds", tr("Seeds per hole"), tr("How many seeds each hole holds at the start."),
                       counts({4, 5, 6}, 5)),
                option("second-sowing", tr("Second sowing"), tr("When a player sows a second time in a turn."),
                       {value("always", tr("Always")), value("after-capture", tr("Only after a capture"))}),
                option("direction", tr("Direction"), tr("Which way a sowing may go."),
                       {value("choice", tr("Either way, the player chooses")),
                        value("ccw-only", tr("Counter-clockwise only"))}),
                option("empty-capture", tr("Empty capture hole"),
                       tr("What a Saada takes when the hole after the empty one is empty."),
                       {value("facing", tr("Still the facing hole")), value("none", tr("Nothing"))}),
                nextStarter()};
    if (key == QLatin1String("omweso"))
        return {option("outer-empty", tr("Capture condition"),
                       tr("Whether a capture needs your outer hole in that column to be empty."),
                       {value("required", tr("Outer hole must be empty")),
                        value("ignored", tr("Traditional Omweso: no condition"))})};
    return {};
}

} // namespace OptionCatalog
