#pragma once

#include <QImage>
#include <QPointF>
#include <QRgb>
#include <QSize>

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace trainyard::ui {

// Lines drawn as counts per device pixel, for charts of thousands of trials where QPainter takes
// longer than a frame (10,000 curves of 100 steps: about half a second through QPainter, some
// milliseconds here; docs/benchmarks.md). Each pixel keeps how many lines crossed it and the sum of
// their shades (a position on the objective ramp), so that compose() colours it by the mean shade and
// makes it more opaque the more lines cross it: a density picture that still shows which values lie where.
// Lines are one pixel wide and not antialiased; charts use QPainter for small studies.
class LineRaster {
public:
    explicit LineRaster(QSize size);

    QSize size() const { return { m_width, m_height }; }
    // A segment from a to b in pixels, its end pixel left out (a polyline counts each joint once).
    void add(QPointF a, QPointF b, int shade);
    void addPolyline(const QPointF* points, std::size_t count, int shade);
    void merge(const LineRaster& other);
    bool empty() const;

    // Paints the lines over `image` (premultiplied ARGB of this size): each pixel in lut[mean shade],
    // opaque from `minOpacity` for one line to 1 for the busiest pixels (99th percentile), times `opacity`.
    void composeOnto(QImage& image, const std::array<QRgb, 256>& lut, double minOpacity, double opacity = 1.0) const;

    // Draws items [0, count) with draw(first, last, raster) on as many threads as pay (up to the cores;
    // one below `workHint` segments), each into its own raster, merged into the result.
    static LineRaster render(QSize size, std::size_t count, std::size_t workHint,
        const std::function<void(std::size_t first, std::size_t last, LineRaster& raster)>& draw);

private:
    void plot(int x, int y, std::uint64_t value)
    {
        m_cells[static_cast<std::size_t>(y) * static_cast<std::size_t>(m_width) + static_cast<std::size_t>(x)] += value;
    }

    int m_width;
    int m_height;
    // Per pixel: (sum of shades << 24) | count.
    std::vector<std::uint64_t> m_cells;
};

} // namespace trainyard::ui
