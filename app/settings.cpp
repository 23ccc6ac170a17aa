#include "app/settings.h"

#include "app/language.h"

#include <QCoreApplication>
#include <QQmlEngine>

#include <algorithm>

namespace {
const QString kLanguage = QStringLiteral("language");
const QString kSpeed = QStringLiteral("animationSpeed");
const QString kSound = QStringLiteral("sound");
const QString kTheme = QStringLiteral("theme");
const QString kLastSetup = QStringLiteral("lastSetup");
} // namespace

Settings::Settings(QObject* parent) : QObject(parent), m_store(QStringLiteral("Semina"), QStringLiteral("Semina")) {}

QString Settings::language() const { return m_store.value(kLanguage).toString(); }

void Settings::setLanguage(const QString& code)
{
    if (code == language() || (!code.isEmpty() && !Language::supported().contains(code)))
        return;
    m_store.setValue(kLanguage, code);
    // Switch now: new translators, then every qsTr binding is re-evaluated.
    Language::install(*QCoreApplication::instance(), Language::resolve(code, QLocale::system()));
    if (QQmlEngine* engine = qmlEngine(this))
        engine->retranslate();
    Language::retranslateDialogButtons();
    emit languageChanged();
}

int Settings::animationSpeed() const { return std::clamp(m_store.value(kSpeed, int(Normal)).toInt(), 0, 3); }

void Settings::setAnimationSpeed(int speed)
{
    speed = std::clamp(speed, 0, 3);
    if (speed == animationSpeed())
        return;
    m_store.setValue(kSpeed, speed);
    emit animationSpeedChanged();
}

int Settings::stepMs() const
{
    static constexpr int kMs[] = {0, 70, 160, 320};
    return kMs[animationSpeed()];
}

bool Settings::sound() const { return m_store.value(kSound, true).toBool(); }

void Settings::setSound(bool on)
{
    if (on == sound())
        return;
    m_store.setValue(kSound, on);
    emit soundChanged();
}

namespace {
bool knownTheme(const QString& theme)
{
    return theme == QLatin1String("wood") || theme == QLatin1String("night") || theme == QLatin1String("contrast");
}
} // namespace

QString Settings::theme() const
{
    const QString t = m_store.value(kTheme).toString();
    return knownTheme(t) ? t : QStringLiteral("wood");
}

void Settings::setTheme(const QString& theme)
{
    if (theme == this->theme() || !knownTheme(theme))
        return;
    m_store.setValue(kTheme, theme);
    emit themeChanged();
}

// An INI file keeps a list as strings ("4, 0, 2, ..."): the counts are read
// back as numbers, so that QML sums and compares them as such.
QVariantList Settings::lastSetup() const
{
    QVariantList counts;
    for (const QVariant& v : m_store.value(kLastSetup).toList()) {
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
    m_store.setValue(kLastSetup, numbers);
    emit lastSetupChanged();
}
