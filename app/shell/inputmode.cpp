#include "app/shell/inputmode.h"

#include <QCoreApplication>
#include <QEvent>
#include <QKeyEvent>

InputMode::InputMode(QObject* parent) : QObject(parent)
{
    if (QCoreApplication* app = QCoreApplication::instance())
        app->installEventFilter(this);
}

void InputMode::setKeyboard(bool on)
{
    if (on == m_keyboard)
        return;
    m_keyboard = on;
    emit keyboardChanged();
}

bool InputMode::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::KeyPress: {
        // A modifier alone (Ctrl of a mouse gesture, Alt to show mnemonics) is no keyboard play.
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key != Qt::Key_Control && key != Qt::Key_Shift && key != Qt::Key_Alt && key != Qt::Key_Meta)
            setKeyboard(true);
        break;
    }
    case QEvent::MouseButtonPress:
    case QEvent::TouchBegin: setKeyboard(false); break;
    default: break;
    }
    return QObject::eventFilter(watched, event);
}
