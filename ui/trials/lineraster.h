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
    // `weight` -1 takes away what the same call with +1 added, to the bit (the cells wrap modulo 2^64,
    // so the order of additions and removals does not matter): what lets TrialLayers move one line
    // between layers without drawing the others again.
    void add(QPointF a, QPointF b, int shade, int weight = 1);
    void addPolyline(const QPointF* points, std::size_t count, int shade, int weight = 1);
    void merge(const LineRaster& other);
    bool empty() const;
    // No lines, the memory kept: a fresh raster of this size costs page faults (8 ms for 900 × 450 on
    // the 2-core VM of docs/benchmarks.md), clearing one a memset.
    void clear();
    // No lines, at another size: in the memory it has when that is enough (a resize by a few pixels).
    void reset(QSize size);

    // Paints the lines over `image` (premultiplied ARGB of this size): each pixel in lut[mean shade],
    // opaque from `minOpacity` for one line to 1 for the busiest pixels (99th percentile), times `opacity`.
    void composeOnto(QImage& image, const std::array<QRgb, 256>& lut, double minOpacity, double opacity = 1.0) const;

    // Draws items [0, count) with draw(first, last, raster) on as many threads as pay (up to the cores;
    // one below `workHint` segments), each into its own raster, merged into the result.
    static LineRaster render(QSize size, std::size_t count, std::size_t workHint,
        const std::function<void(std::size_t first, std::size_t last, LineRaster& raster)>& draw);
    // The same, added to `target`; the other threads draw into `scratch` (kept by the caller between
    // calls, so that their rasters are allocated once).
    static void renderInto(LineRaster& target, std::vector<LineRaster>& scratch, std::size_t count, std::size_t workHint,
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
