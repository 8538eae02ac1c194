#include "objectiveramp.h"

#include <algorithm>
#include <cmath>

namespace trainyard::ui {

namespace {

    // plasma at 0, 0.1, …, 1.
    constexpr std::array<QRgb, 11> plasma { 0x0d0887, 0x41049d, 0x6a00a8, 0x8f0da4, 0xb12a90, 0xcc4778, 0xe16462, 0xf2844b, 0xfca636, 0xfcce25, 0xf0f921 };

    QRgb plasmaAt(double x)
    {
        const double at = std::clamp(x, 0.0, 1.0) * static_cast<double>(plasma.size() - 1);
        const auto i = std::min(static_cast<std::size_t>(at), plasma.size() - 2);
        const double f = at - static_cast<double>(i);
        const auto mix = [f](int a, int b) { return static_cast<int>(std::lround(a + (b - a) * f)); };
        const QRgb a = plasma[i];
        const QRgb b = plasma[i + 1];
        return qRgb(mix(qRed(a), qRed(b)), mix(qGreen(a), qGreen(b)), mix(qBlue(a), qBlue(b)));
    }

} // namespace

bool ObjectiveRamp::isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

ObjectiveRamp::ObjectiveRamp(const QPalette& palette)
    : m_dark(isDark(palette))
{
    // Light backgrounds lose plasma's yellow end, dark ones its near-black start.
    const double from = m_dark ? 0.3 : 0.0;
    const double to = m_dark ? 1.0 : 0.8;
    for (int i = 0; i < size; ++i)
        m_lut[static_cast<std::size_t>(i)] = plasmaAt(from + (to - from) * i / (size - 1.0)) | 0xff000000u;
    m_unranked = palette.color(QPalette::Text);
    m_unranked.setAlphaF(0.55f);
}

int ObjectiveRamp::shade(double t)
{
    return std::clamp(static_cast<int>(std::lround(t * (size - 1))), 0, size - 1);
}

QColor ObjectiveRamp::color(double t) const
{
    if (std::isnan(t))
        return m_unranked;
    return QColor::fromRgb(m_lut[static_cast<std::size_t>(shade(t))]);
}

} // namespace trainyard::ui
