#pragma once

#include <QColor>
#include <QPalette>
#include <QRgb>

#include <array>

namespace trainyard::ui {

// The colours of objective values, from the worst (0) to the best (1) of a study: a perceptual ramp
// (matplotlib's plasma) cut to the part that reads on the palette's background: dark blue to orange on
// a light one, purple to yellow on a dark one. The only colours the trial charts do not take from the
// palette.
class ObjectiveRamp {
public:
    static constexpr int size = 256;

    explicit ObjectiveRamp(const QPalette& palette);

    bool dark() const { return m_dark; }
    // t in 0..1 (clamped); NaN gives the palette's colour for values without a rank.
    QColor color(double t) const;
    QRgb rgb(int shade) const { return m_lut[static_cast<std::size_t>(shade)]; } // 0 <= shade < size
    static int shade(double t); // 0..size-1
    const std::array<QRgb, size>& table() const { return m_lut; }
    QColor unranked() const { return m_unranked; }

    static bool isDark(const QPalette& palette);

private:
    std::array<QRgb, size> m_lut {};
    QColor m_unranked;
    bool m_dark = false;
};

} // namespace trainyard::ui
