#include "console/colorchip.h"

#include <QPainter>
#include <QPixmap>

namespace trainyard::ui {

QIcon colorChip(const QColor& color, ChipShape shape)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    if (shape == ChipShape::Circle)
        p.drawEllipse(QRectF(1, 1, 10, 10));
    else
        p.drawRoundedRect(QRectF(1, 1, 10, 10), 2, 2);
    return QIcon(pixmap);
}

} // namespace trainyard::ui
