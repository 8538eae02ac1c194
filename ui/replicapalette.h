#pragma once

#include "spec/logrecords.h"

#include <QColor>
#include <QPalette>

namespace trainyard::ui {

// Colours that tell replicas apart and mark severities, chosen for the palette in use so they read
// on a light and on a dark background alike.
class ReplicaPalette {
public:
    static QColor replica(int index, const QPalette& palette);
    static QColor severity(spec::LogSeverity severity, const QPalette& palette); // invalid: the normal text colour
    static bool isDark(const QPalette& palette);
};

} // namespace trainyard::ui
