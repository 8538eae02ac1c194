#include "chartaxis.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace trainyard::ui {

namespace {

    // 1, 2 or 5 times a power of ten, the smallest at least `raw`.
    double niceStep(double raw)
    {
        const double power = std::pow(10.0, std::floor(std::log10(raw)));
        for (double factor : { 1.0, 2.0, 5.0, 10.0 }) {
            if (factor * power >= raw * (1 - 1e-9))
                return factor * power;
        }
        return 10 * power;
    }

    constexpr int linearTicks = 5;

} // namespace

ChartAxis ChartAxis::linear(double min, double max, bool nice)
{
    ChartAxis axis;
    axis.m_kind = Kind::Linear;
    if (std::isnan(min) || std::isnan(max)) {
        min = std::isnan(min) ? (std::isnan(max) ? 0.0 : max) : min;
        max = std::isnan(max) ? min : max;
    }
    if (max - min <= std::abs(max) * 1e-12) { // one value: a band around it
        const double pad = min == 0 ? 1.0 : std::abs(min) * 0.1;
        min -= pad;
        max += pad;
    }
    axis.m_step = niceStep((max - min) / linearTicks);
    if (nice) {
        axis.m_min = std::floor(min / axis.m_step + 1e-9) * axis.m_step;
        axis.m_max = std::ceil(max / axis.m_step - 1e-9) * axis.m_step;
    } else {
        axis.m_min = min;
        axis.m_max = max;
    }
    return axis;
}

ChartAxis ChartAxis::logarithmic(double min, double max)
{
    if (!(min > 0) || !(max > 0))
        return linear(min, max);
    ChartAxis axis;
    axis.m_kind = Kind::Log;
    double low = std::floor(std::log10(min) + 1e-9);
    double high = std::ceil(std::log10(max) - 1e-9);
    if (high <= low)
        high = low + 1;
    axis.m_min = std::pow(10.0, low);
    axis.m_max = std::pow(10.0, high);
    axis.m_logMin = low;
    axis.m_logMax = high;
    return axis;
}

ChartAxis ChartAxis::categorical(QStringList categories)
{
    ChartAxis axis;
    axis.m_kind = Kind::Categorical;
    axis.m_categories = std::move(categories);
    axis.m_min = -0.5;
    axis.m_max = std::max<double>(0.5, static_cast<double>(axis.m_categories.size()) - 0.5);
    return axis;
}

double ChartAxis::toUnit(double value) const
{
    if (std::isnan(value))
        return value;
    if (m_kind == Kind::Log) {
        if (value <= 0)
            return std::nan("");
        return (std::log10(value) - m_logMin) / (m_logMax - m_logMin);
    }
    return (value - m_min) / (m_max - m_min);
}

double ChartAxis::fromUnit(double unit) const
{
    if (m_kind == Kind::Log)
        return std::pow(10.0, m_logMin + unit * (m_logMax - m_logMin));
    return m_min + unit * (m_max - m_min);
}

std::vector<ChartAxis::Tick> ChartAxis::ticks(int maxTicks) const
{
    std::vector<Tick> out;
    maxTicks = std::max(2, maxTicks);
    switch (m_kind) {
    case Kind::Categorical: {
        // Every category when they fit, else every n-th.
        const auto count = static_cast<int>(m_categories.size());
        const int every = std::max(1, (count + maxTicks - 1) / maxTicks);
        for (int i = 0; i < count; i += every)
            out.push_back({ static_cast<double>(i), m_categories[i] });
        break;
    }
    case Kind::Log: {
        const int low = static_cast<int>(std::lround(std::log10(m_min)));
        const int high = static_cast<int>(std::lround(std::log10(m_max)));
        const int every = std::max(1, (high - low + maxTicks) / maxTicks);
        for (int e = low; e <= high; e += every)
            out.push_back({ std::pow(10.0, e), QLocale().toString(std::pow(10.0, e), 'g', 3) });
        break;
    }
    case Kind::Linear: {
        double step = m_step;
        while ((m_max - m_min) / step > maxTicks + 0.5)
            step = niceStep(step * 1.5);
        const int decimals = std::clamp(static_cast<int>(-std::floor(std::log10(step) + 1e-9)), 0, 12);
        const bool huge = std::max(std::abs(m_min), std::abs(m_max)) >= 1e6;
        for (double v = std::ceil(m_min / step - 1e-9) * step; v <= m_max + step * 1e-6; v += step) {
            const double value = std::abs(v) < step * 1e-9 ? 0.0 : v;
            out.push_back({ value, huge ? QLocale().toString(value, 'g', 3) : QLocale().toString(value, 'f', decimals) });
        }
        break;
    }
    }
    return out;
}

double ChartAxis::spread(int key)
{
    const std::uint32_t hash = static_cast<std::uint32_t>(key) * 2654435761u; // Knuth's multiplicative hash
    return static_cast<double>(hash >> 8) / static_cast<double>(1u << 24) - 0.5;
}

QString ChartAxis::format(double value) const
{
    if (m_kind == Kind::Categorical) {
        const auto at = static_cast<qsizetype>(std::lround(value));
        return at >= 0 && at < m_categories.size() ? m_categories[at] : QString();
    }
    return QLocale().toString(value, 'g', 4);
}

} // namespace trainyard::ui
