#include "numberfit.h"

#include <QFontMetricsF>

namespace trainyard::ui {

QString fitNumber(double value, const QFont& font, double width, const QLocale& locale, int maxDigits)
{
    const QFontMetricsF metrics(font);
    for (int digits = std::max(1, maxDigits); digits >= 1; --digits) {
        // At the same precision the plain form reads better; the exponent form wins only when it is
        // the one that fits (very small or very large values).
        const QString plain = locale.toString(value, 'g', digits);
        if (metrics.horizontalAdvance(plain) <= width)
            return plain;
        const QString exponent = locale.toString(value, 'e', digits - 1);
        if (metrics.horizontalAdvance(exponent) <= width)
            return exponent;
    }
    return QStringLiteral("\u2026");
}

} // namespace trainyard::ui
