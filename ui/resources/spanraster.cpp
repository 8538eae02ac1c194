#include "spanraster.h"

#include <algorithm>
#include <cmath>

namespace trainyard::ui {

SpanRaster::SpanRaster(QImage& image, const QRect& clip)
    : m_image(image)
    , m_clip(clip.intersected(image.rect()))
    , m_columns(static_cast<std::size_t>(std::max(0, m_clip.width())) * static_cast<std::size_t>(std::max(0, m_clip.height())), 0)
    , m_drawn(static_cast<std::size_t>(std::max(0, m_clip.width())), { m_clip.height(), -1 })
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
    // Only the rows some span reached, and in each only the columns drawn there: a chart's lines cover
    // a small part of the plot, and reading the whole buffer across (a cache line per pixel) was most of this.
    int top = height;
    int bottom = -1;
    for (const auto& [first, last] : m_drawn) {
        top = std::min(top, first);
        bottom = std::max(bottom, last);
    }
    // Row by row, so the image is written in order; the buffer is read with a stride of one column.
    for (int y = top; y <= bottom; ++y) {
        auto* row = reinterpret_cast<QRgb*>(bits + static_cast<qsizetype>(m_clip.top() + y) * stride) + m_clip.left(); // NOLINT: raw pixels
        const QRgb* source = m_columns.data() + y;
        for (int x = 0; x < m_clip.width(); ++x) {
            const auto& drawn = m_drawn[static_cast<std::size_t>(x)];
            if (y < drawn.first || y > drawn.second)
                continue;
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
    const auto index = static_cast<std::size_t>(x - m_clip.left());
    QRgb* column = m_columns.data() + index * static_cast<std::size_t>(m_clip.height());
    std::fill(column + (top - m_clip.top()), column + (bottom - m_clip.top() + 1), m_color);
    auto& drawn = m_drawn[index];
    drawn.first = std::min(drawn.first, top - m_clip.top());
    drawn.second = std::max(drawn.second, bottom - m_clip.top());
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
