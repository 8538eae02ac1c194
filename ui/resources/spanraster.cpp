#include "spanraster.h"

#include <algorithm>
#include <cmath>

namespace trainyard::ui {

SpanRaster::SpanRaster(QImage& image, const QRect& clip)
    : m_image(image)
    , m_clip(clip.intersected(image.rect()))
    , m_columns(static_cast<std::size_t>(std::max(0, m_clip.width())) * static_cast<std::size_t>(std::max(0, m_clip.height())), 0)
{
}

void SpanRaster::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    const int height = m_clip.height();
    uchar* bits = m_image.bits();
    const qsizetype stride = m_image.bytesPerLine();
    // Row by row, so the image is written in order; the buffer is read with a stride of one column.
    for (int y = 0; y < height; ++y) {
        auto* row = reinterpret_cast<QRgb*>(bits + static_cast<qsizetype>(m_clip.top() + y) * stride) + m_clip.left(); // NOLINT: raw pixels
        const QRgb* source = m_columns.data() + y;
        for (int x = 0; x < m_clip.width(); ++x) {
            const QRgb pixel = source[static_cast<std::size_t>(x) * static_cast<std::size_t>(height)];
            if (pixel != 0)
                row[x] = pixel;
        }
    }
}

void SpanRaster::setColor(const QColor& color)
{
    m_color = qPremultiply(color.rgba());
}

void SpanRaster::fill(int x, int top, int bottom)
{
    if (x < m_clip.left() || x > m_clip.right())
        return;
    top = std::max(top, m_clip.top());
    bottom = std::min(bottom, m_clip.bottom());
    if (top > bottom || m_finished)
        return;
    QRgb* column = m_columns.data() + static_cast<std::size_t>(x - m_clip.left()) * static_cast<std::size_t>(m_clip.height());
    std::fill(column + (top - m_clip.top()), column + (bottom - m_clip.top() + 1), m_color);
}

void SpanRaster::span(int x, int y0, int y1)
{
    const int top = std::min(y0, y1);
    const int bottom = std::max(y0, y1) + m_thickness - 1;
    for (int dx = 0; dx < m_thickness; ++dx)
        fill(x + dx, top, bottom);
}

void SpanRaster::segment(double x0, double y0, double x1, double y1)
{
    if (x1 < x0) {
        std::swap(x0, x1);
        std::swap(y0, y1);
    }
    const int first = static_cast<int>(std::floor(x0));
    const int last = static_cast<int>(std::floor(x1));
    if (first == last || x1 - x0 < 1e-9) {
        span(first, static_cast<int>(std::lround(y0)), static_cast<int>(std::lround(y1)));
        return;
    }
    const double slope = (y1 - y0) / (x1 - x0);
    // Only the columns inside the clip are worth cutting.
    const int from = std::max(first, m_clip.left() - m_thickness);
    const int to = std::min(last, m_clip.right());
    for (int c = from; c <= to; ++c) {
        const double a = std::max(x0, static_cast<double>(c));
        const double b = std::min(x1, static_cast<double>(c + 1));
        const double ya = y0 + (a - x0) * slope;
        const double yb = y0 + (b - x0) * slope;
        span(c, static_cast<int>(std::lround(ya)), static_cast<int>(std::lround(yb)));
    }
}

} // namespace trainyard::ui
