#pragma once

#include <QCache>
#include <QColor>
#include <QFont>
#include <QHashFunctions>
#include <QImage>
#include <QPainter>
#include <QRect>
#include <QString>

#include <cmath>

namespace trainyard::ui {

// Tick labels and titles of a chart as images, drawn once per text and look and copied into each base
// after that. A chart whose range moves (a pan, a zoom, a fitted view taking new data) draws its axes
// anew every frame; the labels mostly repeat (the y axis does not move at all, time labels slide), and
// laying out and rasterising their text through QPainter was the larger part of such a frame
// (docs/benchmarks.md, "Resources chart").
//
// The same pixels as QPainter::drawText: the image is filled with the background the label is drawn on
// (which must be uniform and opaque there; the caller checks the label's footprint against what else it
// drew) and the text is drawn into it at the same fraction of a device pixel. The fraction is part of
// the key, exactly: text is placed at sub-pixel positions, and rounding it to 1/64 of a pixel gave other
// pixels now and then. So a label that stays put (a y tick, a title) is drawn once; one that slides
// with the range (a time tick) would miss every frame, and the chart draws those as text.
// Header-only: it is small and its test compares it with drawText.
class LabelImageCache {
public:
    // Device pixels around the text's rectangle kept in the image: glyphs may overhang it slightly.
    static constexpr int margin = 2;

    explicit LabelImageCache(int capacity = 192)
        : m_images(capacity)
    {
    }

    // The device pixels an image of a label in `rect` (logical coordinates) covers.
    static QRect footprint(const QRectF& rect, double dpr)
    {
        const Place at = place(rect, dpr);
        return QRect(at.origin, imageSize(at, rect, dpr));
    }

    // Draws what `painter.drawText(rect, flags, text)` would with `font` and `pen` over `background`.
    // The painter must not be transformed beyond its device's pixel ratio, `dpr`.
    void draw(QPainter& painter, const QRectF& rect, int flags, const QString& text, const QFont& font, const QString& fontKey,
        const QColor& pen, const QColor& background, double dpr)
    {
        const Place at = place(rect, dpr);
        const Key key { text, fontKey, quint64(pen.rgba64()), quint64(background.rgba64()), dpr, rect.width(), rect.height(), flags, at.fx, at.fy };
        const QImage* image = m_images.object(key);
        if (!image) {
            auto* made = new QImage(imageSize(at, rect, dpr), QImage::Format_ARGB32_Premultiplied);
            made->fill(background);
            made->setDevicePixelRatio(dpr);
            QPainter p(made);
            p.setFont(font);
            p.setPen(pen);
            p.drawText(QRectF((margin + at.fx) / dpr, (margin + at.fy) / dpr, rect.width(), rect.height()), flags, text);
            p.end();
            image = made;
            m_images.insert(key, made);
        }
        painter.drawImage(QPointF(at.origin) / dpr, *image);
    }

    void clear() { m_images.clear(); }
    qsizetype size() const { return m_images.size(); }

private:
    struct Place {
        QPoint origin; // the image's top-left, device pixels
        double fx = 0; // the rectangle's offset into its first device pixel
        double fy = 0;
    };
    struct Key {
        QString text;
        QString font;
        quint64 pen;
        quint64 background;
        double dpr;
        double width;
        double height;
        int flags;
        double fx;
        double fy;
        bool operator==(const Key&) const = default;
    };
    friend size_t qHash(const Key& k, size_t seed = 0)
    {
        return qHashMulti(seed, k.text, k.font, k.pen, k.background, k.dpr, k.width, k.height, k.flags, k.fx, k.fy);
    }

    static Place place(const QRectF& rect, double dpr)
    {
        const auto split = [](double device, int& whole, double& fraction) {
            const double below = std::floor(device);
            whole = static_cast<int>(below);
            fraction = device - below;
        };
        Place at;
        int x = 0, y = 0;
        split(rect.x() * dpr, x, at.fx);
        split(rect.y() * dpr, y, at.fy);
        at.origin = QPoint(x - margin, y - margin);
        return at;
    }
    static QSize imageSize(const Place& at, const QRectF& rect, double dpr)
    {
        return QSize(static_cast<int>(std::ceil(at.fx + rect.width() * dpr)) + 2 * margin,
            static_cast<int>(std::ceil(at.fy + rect.height() * dpr)) + 2 * margin);
    }

    QCache<Key, QImage> m_images; // least recently used go first
};

} // namespace trainyard::ui
