#pragma once
// Every warning that QML and JavaScript print while a developer tool runs
// (the screenshot sweep, the soak): kept for its summary, which fails on any.

#include <QStringList>

namespace QmlWarnings {

// From now on keeps every warning that QML and JavaScript print (call it
// before loading the QML, so that none is missed); they are printed as before too.
void record();

// The warnings kept so far, oldest first.
const QStringList& all();

} // namespace QmlWarnings
