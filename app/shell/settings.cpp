#include "app/shell/settings.h"

#include "app/shell/language.h"

#include <QCoreApplication>
#include <QFile>
#include <QQmlEngine>
#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>

namespace {
const QString kLanguage = QStringLiteral("language");
const QString kSpeed = QStringLiteral("animationSpeed");
const QString kSound = QStringLiteral("sound");
const QString kTheme = QStringLiteral("theme");
const QString kLastSetup = QStringLiteral("lastSetup");
const QString kFlipped = QStringLiteral("boardFlipped");
const QString kWindowWidth = QStringLiteral("window/width");
const QString kWindowHeight = QStringLiteral("window/height");
const QString kChoices = QStringLiteral("newGame/");
constexpr int kMinWidth = 800;
constexpr int kMinHeight = 600;

// Not a settings file at all: NUL bytes, not UTF-8, or far too big; QSettings
// would read some of it as settings.
bool notText(const QString& path)
{
    constexpr qint64 kMaxBytes = 1 << 20;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false; // none yet
    const QByteArray bytes = file.read(kMaxBytes + 1);
    if (bytes.size() > kMaxBytes || bytes.contains('\0'))
        return true;
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString decoded = utf8(bytes);
    Q_UNUSED(decoded);
    return utf8.hasError();
}

std::unique_ptr<QSettings> openStore()
{
    auto store = std::make_unique<QSettings>(QStringLiteral("Semina"), QStringLiteral("Semina"));
    const QString path = store->fileName();
    if (store->status() != QSettings::FormatError && !notText(path))
        return store;
    // Set aside, not overwritten: the user may want it back.
    const QString aside = path + QStringLiteral(".broken");
    store.reset();
    QFile::remove(aside);
    const bool moved = QFile::rename(path, aside);
    qWarning().noquote() << "Semina: the settings file" << path << "cannot be read; the defaults are used"
                         << (moved ? QStringLiteral("(the file is kept as %1)").arg(aside) : QString());
    return std::make_unique<QSettings>(QStringLiteral("Semina"), QStringLiteral("Semina"));
}

bool isInt(const QVariant& v, int low, int high)
{
    bool ok = false;
    const int n = v.toInt(&ok);
    return ok && n >= low && n <= high;
}

bool isBool(const QVariant& v)
{
    const QString text = v.toString();
    return v.typeId() == QMetaType::Bool || text == QLatin1String("true") || text == QLatin1String("false");
}

bool knownTheme(const QString& theme)
{
    return theme == QLatin1String("wood") || theme == QLatin1String("night") || theme == QLatin1String("contrast");
}

// A game or option key as the engine spells them (docs/rules.md names);
// nothing that would make a settings group.
bool isKey(const QString& key)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9_-]{1,32}$"));
    return pattern.match(key).hasMatch();
}
} // namespace

Settings::Settings(QObject* parent) : QObject(parent), m_store(openStore()) { dropBadValues(); }

void Settings::dropBadValues()
{
    const auto check = [this](const QString& key, bool good) {
        if (!m_store->contains(key) || good)
            return;
        qWarning().noquote() << "Semina: the setting" << key << "=" << m_store->value(key).toString()
                             << "is not valid; its default is used";
        m_store->remove(key);
    };
    const QString language = m_store->value(kLanguage).toString();
    check(kLanguage, language.isEmpty() || Language::supported().contains(language));
    check(kSpeed, isInt(m_store->value(kSpeed), Instant, Slow));
    check(kSound, isBool(m_store->value(kSound)));
    check(kTheme, knownTheme(m_store->value(kTheme).toString()));
    check(kFlipped, isBool(m_store->value(kFlipped)));
    check(kWindowWidth, isInt(m_store->value(kWindowWidth), 1, 100000));
    check(kWindowHeight, isInt(m_store->value(kWindowHeight), 1, 100000));
}

QString Settings::language() const { return m_store->value(kLanguage).toString(); }

void Settings::setLanguage(const QString& code)
{
    if (code == language() || (!code.isEmpty() && !Language::supported().contains(code)))
        return;
    m_store->setValue(kLanguage, code);
    // Switch now: new translators, then every qsTr binding is re-evaluated.
    Language::install(*QCoreApplication::instance(), Language::resolve(code, QLocale::system()));
    if (QQmlEngine* engine = qmlEngine(this))
        engine->retranslate();
    Language::retranslateDialogButtons();
    emit languageChanged();
}

int Settings::animationSpeed() const { return std::clamp(m_store->value(kSpeed, int(Normal)).toInt(), 0, 3); }

void Settings::setAnimationSpeed(int speed)
{
    speed = std::clamp(speed, 0, 3);
    if (speed == animationSpeed())
        return;
    m_store->setValue(kSpeed, speed);
    emit animationSpeedChanged();
}

int Settings::stepMs() const
{
    static constexpr int kMs[] = {0, 70, 160, 320};
    return kMs[animationSpeed()];
}

bool Settings::sound() const { return m_store->value(kSound, true).toBool(); }

void Settings::setSound(bool on)
{
    if (on == sound())
        return;
    m_store->setValue(kSound, on);
    emit soundChanged();
}

QString Settings::theme() const
{
    const QString t = m_store->value(kTheme).toString();
    return knownTheme(t) ? t : QStringLiteral("wood");
}

void Settings::setTheme(const QString& theme)
{
    if (theme == this->theme() || !knownTheme(theme))
        return;
    m_store->setValue(kTheme, theme);
    emit themeChanged();
}

// An INI file keeps a list as strings ("4, 0, 2, ..."): the counts are read
// back as numbers, so that QML sums and compares them as such.
QVariantList Settings::lastSetup() const
{
    QVariantList counts;
    for (const QVariant& v : m_store->value(kLastSetup).toList()) {
        bool ok = false;
        const int n = v.toInt(&ok);
        if (!ok)
            return {};
        counts << n;
    }
    return counts;
}

void Settings::setLastSetup(const QVariantList& counts)
{
    QVariantList numbers;
    for (const QVariant& v : counts)
        numbers << v.toInt();
    if (numbers == lastSetup())
        return;
    m_store->setValue(kLastSetup, numbers);
    emit lastSetupChanged();
}

bool Settings::boardFlipped() const { return m_store->value(kFlipped, false).toBool(); }

void Settings::setBoardFlipped(bool flipped)
{
    if (flipped == boardFlipped())
        return;
    m_store->setValue(kFlipped, flipped);
    emit boardFlippedChanged();
}

// Stored as plain keys (newGame/<game>/south, …/options/<name>), readable in
// the INI file; anything not a string is left out.
QVariantMap Settings::lastChoices(const QString& key) const
{
    if (!isKey(key))
        return {};
    QVariantMap out;
    m_store->beginGroup(kChoices + key);
    for (const QString& player : {QStringLiteral("south"), QStringLiteral("north")}) {
        const QVariant v = m_store->value(player);
        if (v.typeId() == QMetaType::QString)
            out[player] = v;
    }
    m_store->beginGroup(QStringLiteral("options"));
    QVariantMap options;
    for (const QString& name : m_store->childKeys()) {
        const QVariant v = m_store->value(name);
        if (isKey(name) && v.typeId() == QMetaType::QString)
            options[name] = v;
    }
    m_store->endGroup();
    m_store->endGroup();
    if (!options.isEmpty())
        out[QStringLiteral("options")] = options;
    return out;
}

void Settings::setLastChoices(const QString& key, const QVariantMap& choices)
{
    if (!isKey(key))
        return;
    const QString group = kChoices + key;
    m_store->remove(group);
    if (choices.isEmpty())
        return;
    m_store->setValue(group + QStringLiteral("/south"), choices.value(QStringLiteral("south")).toString());
    m_store->setValue(group + QStringLiteral("/north"), choices.value(QStringLiteral("north")).toString());
    const QVariantMap options = choices.value(QStringLiteral("options")).toMap();
    for (auto it = options.begin(); it != options.end(); ++it)
        if (isKey(it.key()))
            m_store->setValue(group + QStringLiteral("/options/") + it.key(), it.value().toString());
}

QSizeF Settings::windowSize(int screenWidth, int screenHeight) const
{
    const int maxWidth = std::max(kMinWidth, screenWidth);
    const int maxHeight = std::max(kMinHeight, screenHeight);
    const int w = m_store->value(kWindowWidth, 1280).toInt();
    const int h = m_store->value(kWindowHeight, 800).toInt();
    return QSizeF(std::clamp(w, kMinWidth, maxWidth), std::clamp(h, kMinHeight, maxHeight));
}

void Settings::setWindowSize(int width, int height)
{
    if (width < kMinWidth || height < kMinHeight || width > 100000 || height > 100000)
        return;
    m_store->setValue(kWindowWidth, width);
    m_store->setValue(kWindowHeight, height);
}
