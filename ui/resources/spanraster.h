#pragma once

#include <QColor>
#include <QImage>
#include <QRect>

#include <algorithm>
#include <utility>
#include <vector>

namespace trainyard::ui {

// Draws opaque lines as vertical spans, one per pixel column: what a decimated series is (a min–max
// span per column) and what any line is once cut at column edges. QPainter takes about a quarter of a
// microsecond per point; a chart of 16 replicas × 1,600 columns is 50,000 spans. No antialiasing:
// lines are `thickness` pixels tall and wide so they stay readable.
//
// The spans go first into a column-major buffer of the clip, where a span is contiguous memory (in the
// image a column steps a whole row per pixel, a cache miss each: noisy series have tall spans, and
// that made most of a chart's redraw). finish() copies what was drawn into the image.
class SpanRaster {
public:
    // `image` must be ARGB32_Premultiplied or RGB32; `clip` in its pixels.
    SpanRaster(QImage& image, const QRect& clip);
    ~SpanRaster() { finish(); }
    SpanRaster(const SpanRaster&) = delete;
    SpanRaster& operator=(const SpanRaster&) = delete;

    void setColor(const QColor& color);
    void setThickness(int pixels) { m_thickness = pixels < 1 ? 1 : pixels; }

    // Column x from y0 to y1 (either order, inclusive), `thickness` columns wide.
    void span(int x, int y0, int y1);
    // One column only, thickened downwards alone: for min–max spans already one per column, where the
    // neighbours' spans give the width.
    void column(int x, int y0, int y1) { fill(x, std::min(y0, y1), std::max(y0, y1) + m_thickness - 1); }
    // A straight line between two points (pixel coordinates, fractional).
    void segment(double x0, double y0, double x1, double y1);
    // Writes the drawn pixels into the image (once; later spans are not drawn).
    void finish();

private:
    void fill(int x, int top, int bottom);

    QImage& m_image;
    QRect m_clip;
    QRgb m_color = 0xff000000;
    int m_thickness = 1;
    // Column-major: pixel (x, y) of the clip at (x - left) * height + (y - top); 0 where nothing was
    // drawn (every colour drawn is opaque, so never 0).
    std::vector<QRgb> m_columns;
    // Per column of the clip, the first and last row drawn in it (first > last where none was).
    std::vector<std::pair<int, int>> m_drawn;
    bool m_finished = false;
};

} // namespace trainyard::ui
