#include "console/resourceformat.h"

#include <QDateTime>
#include <QLocale>

#include <array>
#include <cmath>

namespace trainyard::ui {

using models::ResourceHistory;
using models::ResourceMetric;

QString ResourceFormat::shortName(ResourceMetric metric)
{
    switch (metric) {
    case ResourceMetric::GpuUtil:
        return tr("GPU");
    case ResourceMetric::GpuMemory:
        return tr("GPU memory");
    case ResourceMetric::Cpu:
        return tr("CPU");
    case ResourceMetric::Memory:
        return tr("Memory");
    }
    return {};
}

QString ResourceFormat::title(const ResourceHistory& history, ResourceMetric metric)
{
    const bool bytes = history.unit(metric) == ResourceHistory::Unit::Bytes;
    switch (metric) {
    case ResourceMetric::GpuUtil:
        return tr("GPU utilisation (% of one GPU, summed over the replica's GPUs)");
    case ResourceMetric::GpuMemory:
        return bytes ? tr("GPU memory used") : tr("GPU memory (% of the GPUs' memory)");
    case ResourceMetric::Cpu:
        return history.info().cpuOfAllocation ? tr("CPU (% of the replica's allocation)") : tr("CPU (% of one core)");
    case ResourceMetric::Memory:
        return bytes ? tr("Memory (resident)") : tr("Memory (% of the replica's allocation)");
    }
    return {};
}

double ResourceFormat::byteScale(double max, QString* unitName)
{
    static const std::array<const char*, 5> names { "B", "KiB", "MiB", "GiB", "TiB" };
    double scale = 1;
    std::size_t i = 0;
    while (i + 1 < names.size() && max >= scale * 1024) {
        scale *= 1024;
        ++i;
    }
    if (unitName)
        *unitName = QString::fromLatin1(names[i]);
    return scale;
}

QString ResourceFormat::bytes(double bytes)
{
    QString unit;
    const double scale = byteScale(std::abs(bytes), &unit);
    const double v = bytes / scale;
    return tr("%1 %2").arg(QLocale().toString(v, 'f', v < 10 && scale > 1 ? 2 : (v < 100 && scale > 1 ? 1 : 0)), unit);
}

QString ResourceFormat::value(const ResourceHistory& history, ResourceMetric metric, double value)
{
    if (std::isnan(value))
        return tr("—");
    if (metric != ResourceMetric::GpuUtil && metric != ResourceMetric::Cpu && history.unit(metric) == ResourceHistory::Unit::Bytes)
        return bytes(value);
    return tr("%1 %").arg(QLocale().toString(value, 'f', std::abs(value) < 10 ? 1 : 0));
}

QString ResourceFormat::clock(double seconds, bool withSeconds)
{
    const QDateTime time = QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(std::floor(seconds * 1000)), Qt::UTC).toLocalTime();
    return time.toString(withSeconds ? QStringLiteral("HH:mm:ss") : QStringLiteral("HH:mm"));
}

QString ResourceFormat::duration(double seconds)
{
    const auto s = static_cast<qint64>(std::floor(seconds));
    if (s < 60)
        return tr("%1 s").arg(s);
    if (s < 3600)
        return s % 60 ? tr("%1 min %2 s").arg(s / 60).arg(s % 60) : tr("%1 min").arg(s / 60);
    return (s % 3600) / 60 ? tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60) : tr("%1 h").arg(s / 3600);
}

std::vector<ResourceFormat::TimeTick> ResourceFormat::timeTicks(double t0, double t1, double pixels, double minPixels)
{
    std::vector<TimeTick> ticks;
    if (!(t1 > t0) || pixels <= 0)
        return ticks;
    static constexpr std::array<double, 19> steps { 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600,
        43200, 86400, 172800 };
    const double most = std::max(1.0, pixels / minPixels);
    double step = steps.back();
    for (const double s : steps) {
        if ((t1 - t0) / s <= most) {
            step = s;
            break;
        }
    }
    // Whole minutes and hours of the local clock, not of UTC.
    const double offset = QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(t0 * 1000), Qt::UTC).toLocalTime().offsetFromUtc();
    for (double t = std::ceil((t0 + offset) / step) * step - offset; t <= t1; t += step)
        ticks.push_back({ t, clock(t, step < 60) });
    return ticks;
}

} // namespace trainyard::ui
