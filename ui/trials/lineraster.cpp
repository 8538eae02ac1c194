#include "lineraster.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace trainyard::ui {

namespace {

    constexpr std::uint64_t countMask = (std::uint64_t { 1 } << 24) - 1;
    constexpr std::size_t segmentsPerThread = 20'000; // below this a thread costs more than it saves

    // Liang–Barsky: clips the segment to [0, w) × [0, h); false when nothing is left.
    bool clip(double& x0, double& y0, double& x1, double& y1, double w, double h)
    {
        double t0 = 0, t1 = 1;
        const double dx = x1 - x0, dy = y1 - y0;
        const double p[4] = { -dx, dx, -dy, dy };
        const double q[4] = { x0, w - x0, y0, h - y0 };
        for (int i = 0; i < 4; ++i) {
            if (p[i] == 0) {
                if (q[i] < 0)
                    return false;
                continue;
            }
            const double r = q[i] / p[i];
            if (p[i] < 0)
                t0 = std::max(t0, r);
            else
                t1 = std::min(t1, r);
            if (t0 > t1)
                return false;
        }
        const double ax = x0, ay = y0;
        x0 = ax + t0 * dx;
        y0 = ay + t0 * dy;
        x1 = ax + t1 * dx;
        y1 = ay + t1 * dy;
        return true;
    }

    // std::llround (half away from zero) inline: a call into libm was 6 % of a base of a million
    // segments. Exact for |v| < 2^52, where adding 0.5 rounds nothing.
    std::int64_t roundToInteger(double v)
    {
        return v >= 0 ? static_cast<std::int64_t>(v + 0.5) : -static_cast<std::int64_t>(0.5 - v);
    }

} // namespace

LineRaster::LineRaster(QSize size)
    : m_width(std::max(1, size.width()))
    , m_height(std::max(1, size.height()))
    , m_cells(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height), 0)
{
}

void LineRaster::add(QPointF a, QPointF b, int shade, int weight)
{
    double x0 = a.x(), y0 = a.y(), x1 = b.x(), y1 = b.y();
    if (!std::isfinite(x0) || !std::isfinite(y0) || !std::isfinite(x1) || !std::isfinite(y1))
        return;
    // Kept a tenth of a pixel inside the edges: the fixed-point steps below drift by far less than that.
    constexpr double margin = 0.1;
    const double high = m_width - margin, bottom = m_height - margin;
    const bool inside = x0 >= margin && x0 <= high && x1 >= margin && x1 <= high && y0 >= margin && y0 <= bottom && y1 >= margin && y1 <= bottom;
    if (!inside) {
        x0 -= margin, y0 -= margin, x1 -= margin, y1 -= margin;
        if (!clip(x0, y0, x1, y1, m_width - 2 * margin, m_height - 2 * margin))
            return;
        x0 += margin, y0 += margin, x1 += margin, y1 += margin;
    }
    const std::uint64_t added = (static_cast<std::uint64_t>(std::clamp(shade, 0, 255)) << 24) | 1;
    const std::uint64_t value = weight < 0 ? std::uint64_t { 0 } - added : added;
    const double dx = x1 - x0, dy = y1 - y0;
    const int steps = static_cast<int>(std::ceil(std::max(std::abs(dx), std::abs(dy))));
    if (steps == 0) {
        plot(static_cast<int>(x0), static_cast<int>(y0), value);
        return;
    }
    // A DDA in 16.16 fixed point: one add per axis and one cell per step.
    constexpr double one = 65536.0;
    std::int64_t fx = roundToInteger(x0 * one), fy = roundToInteger(y0 * one);
    const std::int64_t sx = roundToInteger(dx / steps * one), sy = roundToInteger(dy / steps * one);
    std::uint64_t* cells = m_cells.data();
    const auto width = static_cast<std::size_t>(m_width);
    for (int k = 0; k < steps; ++k) {
        cells[static_cast<std::size_t>(fy >> 16) * width + static_cast<std::size_t>(fx >> 16)] += value;
        fx += sx;
        fy += sy;
    }
}

void LineRaster::addPolyline(const QPointF* points, std::size_t count, int shade, int weight)
{
    if (count == 1)
        add(points[0], points[0], shade, weight);
    for (std::size_t i = 1; i < count; ++i)
        add(points[i - 1], points[i], shade, weight);
}

void LineRaster::merge(const LineRaster& other)
{
    const std::size_t n = std::min(m_cells.size(), other.m_cells.size());
    for (std::size_t i = 0; i < n; ++i)
        m_cells[i] += other.m_cells[i];
}

void LineRaster::clear()
{
    std::fill(m_cells.begin(), m_cells.end(), 0);
}

void LineRaster::reset(QSize size)
{
    m_width = std::max(1, size.width());
    m_height = std::max(1, size.height());
    m_cells.assign(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height), 0);
}

bool LineRaster::empty() const
{
    return std::all_of(m_cells.begin(), m_cells.end(), [](std::uint64_t c) { return c == 0; });
}

void LineRaster::composeOnto(QImage& image, const std::array<QRgb, 256>& lut, double minOpacity, double opacity) const
{
    if (image.width() != m_width || image.height() != m_height || image.format() != QImage::Format_ARGB32_Premultiplied)
        return;
    // Opacity by count on a log scale, saturating at the 99th percentile of the pixels that have lines.
    constexpr std::size_t bins = 4096;
    std::vector<std::uint32_t> histogram(bins, 0);
    std::size_t lit = 0;
    for (std::uint64_t cell : m_cells) {
        if (cell != 0) {
            ++histogram[std::min<std::size_t>(cell & countMask, bins - 1)];
            ++lit;
        }
    }
    if (lit == 0)
        return;
    std::size_t seen = 0, saturation = 1;
    for (std::size_t c = 1; c < bins; ++c) {
        seen += histogram[c];
        if (seen * 100 >= lit * 99) {
            saturation = std::max<std::size_t>(c, 1);
            break;
        }
    }
    std::vector<std::uint16_t> alphaOf(bins); // count → alpha 0..256
    const double denominator = std::log1p(static_cast<double>(saturation));
    for (std::size_t c = 1; c < bins; ++c) {
        const double level = saturation <= 1 ? 1.0 : std::min(1.0, std::log1p(static_cast<double>(c)) / denominator);
        alphaOf[c] = static_cast<std::uint16_t>(std::lround(256.0 * opacity * (minOpacity + (1.0 - minOpacity) * level)));
    }
    // The mean shade by a multiplication: sum * ⌈2^32 / count⌉ >> 32 is sum / count exactly while
    // sum × count < 2^32 (sum < 2^20 here, as shades are below 256 and counts below 4096); a division per
    // pixel was most of a composition's 2–3 ms.
    std::vector<std::uint64_t> reciprocal(bins);
    for (std::size_t c = 1; c < bins; ++c)
        reciprocal[c] = ((std::uint64_t { 1 } << 32) + c - 1) / c;
    for (int y = 0; y < m_height; ++y) {
        auto* row = reinterpret_cast<QRgb*>(image.scanLine(y));
        const std::uint64_t* cells = m_cells.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(m_width);
        for (int x = 0; x < m_width; ++x) {
            const std::uint64_t cell = cells[x];
            if (cell == 0)
                continue;
            const std::uint64_t count = cell & countMask;
            const std::uint64_t sum = cell >> 24;
            const std::uint64_t mean = count < bins ? (sum * reciprocal[count]) >> 32 : sum / count;
            const QRgb color = lut[static_cast<std::size_t>(std::min<std::uint64_t>(mean, 255))] | 0xff000000u;
            const std::uint32_t a = alphaOf[std::min<std::size_t>(count, bins - 1)];
            const QRgb under = row[x];
            // Source over, premultiplied, per channel out = (src * a + dst * (256 - a)) >> 8: two
            // channels at a time, 16 bits apart (each sum stays below 2^16, so none carries into the next).
            const std::uint32_t rb = (((color & 0xff00ffu) * a + (under & 0xff00ffu) * (256 - a)) >> 8) & 0xff00ffu;
            const std::uint32_t ag = ((((color >> 8) & 0xff00ffu) * a + ((under >> 8) & 0xff00ffu) * (256 - a)) >> 8) & 0xff00ffu;
            row[x] = rb | (ag << 8);
        }
    }
}

LineRaster LineRaster::render(QSize size, std::size_t count, std::size_t workHint,
    const std::function<void(std::size_t, std::size_t, LineRaster&)>& draw)
{
    LineRaster result(size);
    std::vector<LineRaster> scratch;
    renderInto(result, scratch, count, workHint, draw);
    return result;
}

void LineRaster::renderInto(LineRaster& target, std::vector<LineRaster>& scratch, std::size_t count, std::size_t workHint,
    const std::function<void(std::size_t, std::size_t, LineRaster&)>& draw)
{
    const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
    const std::size_t threads = std::clamp<std::size_t>(workHint / segmentsPerThread, 1, std::min<std::size_t>(cores, 8));
    if (threads == 1 || count < threads) {
        draw(0, count, target);
        return;
    }
    if (scratch.size() < threads - 1)
        scratch.resize(threads - 1, LineRaster(target.size()));
    std::for_each(scratch.begin(), scratch.begin() + static_cast<std::ptrdiff_t>(threads - 1), [&target](LineRaster& part) { part.reset(target.size()); });
    std::vector<std::thread> workers;
    const std::size_t chunk = (count + threads - 1) / threads;
    for (std::size_t t = 1; t < threads; ++t) {
        const std::size_t first = std::min(count, t * chunk);
        const std::size_t last = std::min(count, first + chunk);
        workers.emplace_back([&draw, &scratch, t, first, last] { draw(first, last, scratch[t - 1]); });
    }
    draw(0, std::min(count, chunk), target);
    for (auto& worker : workers)
        worker.join();
    for (std::size_t t = 1; t < threads; ++t)
        target.merge(scratch[t - 1]);
}

} // namespace trainyard::ui
