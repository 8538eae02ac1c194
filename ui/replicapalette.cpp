#include "replicapalette.h"

#include <QHash>

#include <array>
#include <cmath>

namespace trainyard::ui {

bool ReplicaPalette::isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

namespace {
    // Hues spaced by the golden angle stay distinct for any number of replicas or trials.
    QColor spaced(qint64 index, double offset, const QPalette& palette)
    {
        double at = std::fmod(static_cast<double>(index) * 137.508 + offset, 360.0);
        if (at < 0)
            at += 360.0;
        const int hue = static_cast<int>(at);
        return ReplicaPalette::isDark(palette) ? QColor::fromHsl(hue, 170, 165) : QColor::fromHsl(hue, 200, 85);
    }
} // namespace

QColor ReplicaPalette::replica(int index, const QPalette& palette)
{
    return spaced(index, 0, palette);
}

QColor ReplicaPalette::trial(const QString& trialId, const QPalette& palette)
{
    bool number = false;
    const qlonglong id = trialId.toLongLong(&number);
    // Offset from the replicas' hues: trial 1 is green, not the first replica's red beside it.
    return spaced(number ? id : static_cast<qint64>(qHash(trialId) % 100'000), 342.5, palette);
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
