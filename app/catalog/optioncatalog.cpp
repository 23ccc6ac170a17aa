#include "app/catalog/optioncatalog.h"

#include "app/catalog/gamecontent.h"

#include "engine/variant.h"

#include <QCoreApplication>
#include <QVariantMap>

#include <algorithm>
#include <array>

namespace OptionCatalog {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("OptionCatalog", text); }

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// "Seeds per hole" in the game's own word for its seeds (Hungarian: kő,
// golyó or mag), from its folder (GameInfo::seedsOption).
std::pair<QString, QString> describeSeeds(std::string_view game)
{
    const GameContent::Info& info = GameContent::info(qs(game));
    return {info.seedsOption.isEmpty() ? qs(game) : info.seedsOption, info.seedsOptionHelp};
}

// The title and one-line explanation of an option, by its engine name.
std::pair<QString, QString> describe(std::string_view name, std::string_view game)
{
    if (name == "seeds")
        return describeSeeds(game);
    static const std::array<std::array<const char*, 3>, 8> texts = {{
        {"holes", QT_TRANSLATE_NOOP("OptionCatalog", "Holes per player"),
         QT_TRANSLATE_NOOP("OptionCatalog", "The length of each row.")},
        {"capture", QT_TRANSLATE_NOOP("OptionCatalog", "Capture"),
         QT_TRANSLATE_NOOP("OptionCatalog", "Ending in your own empty hole takes that seed and the facing hole's seeds.")},
        {"capture-side", QT_TRANSLATE_NOOP("OptionCatalog", "Captures"),
         QT_TRANSLATE_NOOP("OptionCatalog", "Where a last seed that makes two or six captures.")},
        {"second-sowing", QT_TRANSLATE_NOOP("OptionCatalog", "Second sowing"),
         QT_TRANSLATE_NOOP("OptionCatalog", "When a player sows a second time in a turn.")},
        {"direction", QT_TRANSLATE_NOOP("OptionCatalog", "Direction"),
         QT_TRANSLATE_NOOP("OptionCatalog", "Which way a sowing may go.")},
        {"empty-capture", QT_TRANSLATE_NOOP("OptionCatalog", "Empty capture hole"),
         QT_TRANSLATE_NOOP("OptionCatalog", "What a Saada takes when the hole after the empty one is empty.")},
        {"next-starter", QT_TRANSLATE_NOOP("OptionCatalog", "Next round"),
         QT_TRANSLATE_NOOP("OptionCatalog", "Who starts the next round of a handicap rematch.")},
        {"outer-empty", QT_TRANSLATE_NOOP("OptionCatalog", "Capture condition"),
         QT_TRANSLATE_NOOP("OptionCatalog", "Whether a capture needs your outer hole in that column to be empty.")},
    }};
    for (const auto& [key, title, explanation] : texts)
        if (name == key)
            return {tr(title), tr(explanation)};
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
    };
    const std::string key = std::string(name) + "=" + std::string(value);
    for (const auto& [k, title] : titles)
        if (k == key)
            return tr(title);
    return qs(value); // a number
}

// The names of the values the dialog offers, in the engine's order (numbers ascending).
QStringList valueNames(const semina::OptionSpec& o)
{
    QStringList names;
    if (o.isRange())
        for (int n = o.offerMin; n <= o.max; ++n)
            names << QString::number(n);
    else
        for (std::string_view s : o.values)
            names << qs(s);
    return names;
}

} // namespace

QVariantMap valuesOf(const semina::Variant& v)
{
    QVariantMap out;
    for (const semina::OptionSpec& o : semina::optionTable()) {
        if (o.game != v.game)
            continue;
        const int value = o.get(v);
        out.insert(qs(o.name), o.isRange() ? QString::number(value) : qs(o.values[value]));
    }
    return out;
}

std::optional<semina::Variant> variantOf(const QString& key, const QVariantMap& options)
{
    const auto game = semina::gameFromKey(key.toStdString());
    if (!game)
        return std::nullopt;
    semina::Variant v = semina::defaultVariant(*game);
    for (auto it = options.begin(); it != options.end(); ++it)
        if (semina::setOption(v, it.key().toStdString(), it.value().toString().toStdString()) != semina::OptionError::None)
            return std::nullopt;
    if (!semina::checkVariant(v))
        return std::nullopt;
    return v;
}

QVariantList forGame(const QString& key)
{
    const auto game = semina::gameFromKey(key.toStdString());
    if (!game)
        return {};
    QVariantList out;
    for (const semina::OptionSpec& o : semina::optionTable()) {
        if (o.game != *game || !o.offered)
            continue;
        const auto [title, explanation] = describe(o.name, semina::gameKey(*game));
        const QStringList names = valueNames(o);
        const QString defaultValue = qs(o.defaultValue);
        QVariantList values;
        for (const QString& n : names)
            values << QVariantMap{{"value", n}, {"title", GameContent::info(key).valueTitles.value(qs(o.name) + QLatin1Char('=') + n,
                                                                                                   valueTitle(o.name, n.toStdString())).toString()}};
        out << QVariantMap{{"name", qs(o.name)},
                           {"title", title},
                           {"explanation", explanation},
                           {"defaultValue", defaultValue},
                           {"defaultIndex", std::max(0, static_cast<int>(names.indexOf(defaultValue)))},
                           {"values", values}};
    }
    return out;
}

} // namespace OptionCatalog
