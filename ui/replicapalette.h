#pragma once

#include "spec/logrecords.h"

#include <QColor>
#include <QPalette>
#include <QString>

namespace trainyard::ui {

// Colours that tell replicas apart and mark severities, chosen for the palette in use so they read
// on a light and on a dark background alike.
class ReplicaPalette {
public:
    static QColor replica(int index, const QPalette& palette);
    // A tuning trial's colour, from its id alone: the trials a log has seen so far, or their order,
    // never change it, so no line changes colour when another trial starts.
    static QColor trial(const QString& trialId, const QPalette& palette);
    static QColor severity(spec::LogSeverity severity, const QPalette& palette); // invalid: the normal text colour
    static bool isDark(const QPalette& palette);
};

} // namespace trainyard::ui
