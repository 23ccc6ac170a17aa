#pragma once
// Whether the player is using the keyboard, as a browser's :focus-visible
// tells it: a key press turns `keyboard` on, a mouse press or a touch turns
// it off. The board shows its keyboard cursor while it is on, so a player
// who reached the game by keys finds the cursor there at once, and one who
// plays with the mouse never sees it.

#include <QObject>
#include <QtQml/qqmlregistration.h>

class InputMode : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool keyboard READ keyboard WRITE setKeyboard NOTIFY keyboardChanged)

public:
    explicit InputMode(QObject* parent = nullptr);

    bool keyboard() const { return m_keyboard; }
    void setKeyboard(bool on);

signals:
    void keyboardChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool m_keyboard = false;
};
