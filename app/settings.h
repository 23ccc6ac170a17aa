#pragma once
// The user's settings, kept between runs (QSettings): language, animation
// speed, sound and theme. Keys are stable and never translated.

#include <QObject>
#include <QSettings>
#include <QtQml/qqmlregistration.h>

class Settings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(int animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY animationSpeedChanged)
    Q_PROPERTY(int stepMs READ stepMs NOTIFY animationSpeedChanged)
    Q_PROPERTY(bool sound READ sound WRITE setSound NOTIFY soundChanged)
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged)
    Q_PROPERTY(QVariantList lastSetup READ lastSetup WRITE setLastSetup NOTIFY lastSetupChanged)

public:
    // Animation speeds: 0 instant, 1 fast, 2 normal, 3 slow.
    enum Speed { Instant = 0, Fast, Normal, Slow };
    Q_ENUM(Speed)

    explicit Settings(QObject* parent = nullptr);

    QString language() const;
    void setLanguage(const QString& code);
    int animationSpeed() const;
    void setAnimationSpeed(int speed);
    // Milliseconds one seed takes from hole to hole at the current speed.
    int stepMs() const;
    bool sound() const;
    void setSound(bool on);
    // "wood" (light, the default), "night" or "contrast" (high contrast).
    QString theme() const;
    void setTheme(const QString& theme);
    // The omweso set-up used last (16 counts), for the "last used" quick fill.
    QVariantList lastSetup() const;
    void setLastSetup(const QVariantList& counts);

signals:
    void languageChanged();
    void animationSpeedChanged();
    void soundChanged();
    void themeChanged();
    void lastSetupChanged();

private:
    QSettings m_store;
};
