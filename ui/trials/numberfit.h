#pragma once

#include <QFont>
#include <QLocale>
#include <QString>

namespace trainyard::ui {

// A number in a table cell: as many significant digits (at most `maxDigits`) as fit in `width` pixels,
// "0.000316228", "0.00031623", … "0.0003", or its exponent form ("3.2e-04") where that is shorter: an
// elided number ("0....") says nothing of its value. "…" alone when not one digit fits. Widths are
// measured unrounded, as a style measures the text it elides.
QString fitNumber(double value, const QFont& font, double width, const QLocale& locale = QLocale(), int maxDigits = 6);

} // namespace trainyard::ui
