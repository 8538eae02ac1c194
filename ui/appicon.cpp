#include "appicon.h"

#include <QPainter>
#include <QPainterPath>

namespace trainyard::ui {

QIcon appIcon()
{
    QIcon icon;
    for (const int size : { 16, 32, 64, 128 }) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        const qreal s = size;
        QPainterPath square;
        square.addRoundedRect(QRectF(0, 0, s, s), s * 0.2, s * 0.2);
        p.fillPath(square, QColor(0x1f, 0x6f, 0xd0));
        p.setPen(QPen(Qt::white, s * 0.08, Qt::SolidLine, Qt::RoundCap));
        for (int i = 0; i < 3; ++i) {
            const qreal y = s * (0.3 + 0.2 * i);
            p.drawLine(QPointF(s * 0.2, y), QPointF(s * 0.8, y));
        }
        p.setPen(QPen(QColor(0xff, 0xc8, 0x3d), s * 0.1, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(s * 0.5, s * 0.22), QPointF(s * 0.5, s * 0.78));
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace trainyard::ui
