#include "app/optioncatalog.h"

#include "engine/variant.h"

#include <QCoreApplication>
#include <QVariantMap>

namespace OptionCatalog {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("OptionCatalog", text); }

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// The title and one-line explanation of an option, by its engine name.
std::pair<QString, QString> describe(std::string_view name)
{
    if (name == "seeds")
        return {tr("Seeds per hole"), tr("How many seeds each hole holds at the start.")};
    if (name == "holes")
        return {tr("Holes per player"), tr("The length of each row.")};
    if (name == "capture")
        return {tr("Capture"), tr("Ending in your own empty hole takes that seed and the facing hole's seeds.")};
    if (name == "capture-side")
        return {tr("Captures"), tr("Where a last seed that makes two or six captures.")};
    if (name == "second-sowing")
        return {tr("Second sowing"), tr("When a player sows a second time in a turn.")};
    if (name == "direction")
        return {tr("Direction"), tr("Which way a sowing may go.")};
    if (name == "empty-capture")
        return {tr("Empty capture hole"), tr("What a Saada takes when the hole after the empty one is empty.")};
    if (name == "next-starter")
        return {tr("Next round"), tr("Who starts the next round of a handicap rematch.")};
    if (name == "outer-empty")
        return {tr("Capture condition"), tr("Whether a capture needs your outer hole in that column to be empty.")};
    return {qs(name), QString()};
}

// The title of one value of a choice, by the option's and the value's names.
QString valueTitle(std::string_view name, std::string_view value)
{
    static const std::pair<std::string_view, const char*> titles[] = {
        {"capture=empty", QT_TRANSLATE_NOOP("OptionCatalog", "Even when the facing hole is empty")},
        {"capture=standard", QT_TRANSLATE_NOOP("OptionCatalog", "Only when the facing hole has seeds")},
        {"capture-side=any", QT_TRANSLATE_NOOP("OptionCatalog", "In any hole")},
        {"capture-side=opponent", QT_TRANSLATE_NOOP("OptionCatalog", "Only on the opponent's side")},
        {"second-sowing=always", QT_TRANSLATE_NOOP("OptionCatalog", "Always")},
        {"second-sowing=after-capture", QT_TRANSLATE_NOOP("OptionCatalog", "Only after a capture")},
        {"direction=choice", QT_TRANSLATE_NOOP("OptionCatalog", "Either way, the player chooses")},
        {"direction=ccw-only", QT_TRANSLATE_NOOP("OptionCatalog", "Counter-clockwise only")},
        {"empty-capture=facing", QT_TRANSLATE_NOOP("OptionCatalog", "Still the facing hole")},
        {"empty-capture=none", QT_TRANSLATE_NOOP("OptionCatalog", "Nothing")},
        {"next-starter=alternate", QT_TRANSLATE_NOOP("OptionCatalog", "Players alternate")},
        {"next-starter=loser", QT_TRANSLATE_NOOP("OptionCatalog", "The loser starts")},
        {"next-starter=winner", QT_TRANSLATE_NOOP("OptionCatalog", "The winner starts")},
        {"outer-empty=required", QT_TRANSLATE_NOOP("OptionCatalog", "Outer hole must be empty")},
        {"outer-empty=ignored", QT_TRANSLATE_NOOP("OptionCatalog", "Traditional Omweso: no condition")},
    };
    const std::string key = std::string(name) + "=" + std::string(value);
    for (const auto& [k, title] : titles)
        if (k == key)
            return tr(title);
    return qs(value); // a number
}

QVariantMap value(const QString& v, const QString& title) { return {{"value", v}, {"title", title}}; }

// The values the dialog offers, the default first.
QVariantList values(const semina::OptionSpec& o)
{
    QVariantList out;
    QStringList names;
    if (o.isRange())
        for (int n = o.offerMin; n <= o.max; ++n)
            names << QString::number(n);
    else
        for (std::string_view s : o.values)
            names << qs(s);
    const QString first = qs(o.defaultValue);
    names.removeAll(first);
    names.prepend(first);
    for (const QString& n : names)
        out << value(n, valueTitle(o.name, n.toStdString()));
    return out;
}

} // namespace

QVariantList forGame(const QString& key)
{
    const auto game = semina::gameFromKey(key.toStdString());
    if (!game)
        return {};
    QVariantList out;
    for (const semina::OptionSpec& o : semina::optionTable()) {
        if (o.game != *game || !o.offered)
            continue;
        const auto [title, explanation] = describe(o.name);
        out << QVariantMap{{"name", qs(o.name)}, {"title", title}, {"explanation", explanation},
                           {"defaultValue", qs(o.defaultValue)}, {"values", values(o)}};
    }
    return out;
}

} // namespace OptionCatalog
