#pragma once
// The holes a text names, checked against the board's labels (engine/board.h
// holeName): "your hole B5" must be a label of the learner's own row, "your
// opponent's hole A1" one of the other, a bare "hole 3" one of either. A text
// that says "hole 7" where the board shows A1 is caught.

#include "engine/board.h"

#include <QRegularExpression>
#include <QStringList>

inline QStringList holeNamesNotOnTheBoard(const semina::Variant& v, semina::Side own, const QString& text)
{
    const auto labels = [&v](semina::Side side) {
        QStringList out;
        for (int h = 0; h < v.pitsPerSide(); ++h)
            out << QString::fromStdString(semina::holeName(v, side, h));
        return out;
    };
    const semina::Side other = own == semina::Side::South ? semina::Side::North : semina::Side::South;
    const QStringList mine = labels(own);
    const QStringList theirs = labels(other);
    static const QRegularExpression named(QStringLiteral("(your opponent's |your |)holes? ([A-Z]?[0-9]+)"),
                                             QRegularExpression::CaseInsensitiveOption);
    QStringList wrong;
    for (auto it = named.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString whose = m.captured(1);
        const QString name = m.captured(2);
        const bool ok = whose.isEmpty() ? mine.contains(name) || theirs.contains(name)
                        : whose.startsWith(QLatin1String("your opponent"), Qt::CaseInsensitive) ? theirs.contains(name)
                                                                              : mine.contains(name);
        if (!ok)
            wrong << m.captured(0);
    }
    return wrong;
}
