#pragma once
// The user's settings, kept between runs (QSettings): language, animation
// speed, sound, theme, board orientation, the last choices of each game's
// new-game dialog and the window's size. Keys are stable and never
// translated. A settings file that cannot be read is set aside (a warning
// says where) and a value of the wrong type or out of range is dropped (a
// warning names it): the defaults are used, never a crash.

#include <QObject>
#include <QSettings>
#include <QSizeF>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <memory>

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
    Q_PROPERTY(bool boardFlipped READ boardFlipped WRITE setBoardFlipped NOTIFY boardFlippedChanged)

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
    // The board turned round (North at the bottom), as the Flip button left it.
    bool boardFlipped() const;
    void setBoardFlipped(bool flipped);
    // What the new-game dialog of game `key` started last: {south, north:
    // player keys ("" a person), options: {name: value}}, as strings; empty
    // when nothing (readable) is stored. Whether the game still accepts a
    // value is the dialog's to check. Set to {}: forgotten.
    Q_INVOKABLE QVariantMap lastChoices(const QString& key) const;
    Q_INVOKABLE void setLastChoices(const QString& key, const QVariantMap& choices);
    // The window's size: the one stored (or 1280x800), at least 800x600 and
    // at most the screen's available size.
    Q_INVOKABLE QSizeF windowSize(int screenWidth, int screenHeight) const;
    Q_INVOKABLE void setWindowSize(int width, int height);

signals:
    void languageChanged();
    void animationSpeedChanged();
    void soundChanged();
    void themeChanged();
    void lastSetupChanged();
    void boardFlippedChanged();

private:
    void dropBadValues();

    std::unique_ptr<QSettings> m_store;
};
