#include "replicapalette.h"

#include <array>

namespace trainyard::ui {

bool ReplicaPalette::isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor ReplicaPalette::replica(int index, const QPalette& palette)
{
    // Hues spaced by the golden angle stay distinct for any number of replicas.
    const int hue = static_cast<int>((index * 137.508)) % 360;
    return isDark(palette) ? QColor::fromHsl(hue, 170, 165) : QColor::fromHsl(hue, 200, 85);
}

QColor ReplicaPalette::severity(spec::LogSeverity severity, const QPalette& palette)
{
    const bool dark = isDark(palette);
    switch (severity) {
    case spec::LogSeverity::Warning:
        return dark ? QColor(0xf0, 0xc0, 0x4a) : QColor(0x9a, 0x60, 0x00);
    case spec::LogSeverity::Error:
    case spec::LogSeverity::Critical:
        return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xc0, 0x1c, 0x28);
    case spec::LogSeverity::Debug:
        return palette.color(QPalette::PlaceholderText);
    default:
        return {};
    }
}

} // namespace trainyard::ui
