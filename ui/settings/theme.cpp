#include "theme.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace trainyard::ui {

namespace {

    void setAll(QPalette& p, QPalette::ColorRole role, const QColor& active, const QColor& disabled)
    {
        p.setColor(QPalette::Active, role, active);
        p.setColor(QPalette::Inactive, role, active);
        p.setColor(QPalette::Disabled, role, disabled);
    }

    void setAll(QPalette& p, QPalette::ColorRole role, const QColor& color)
    {
        setAll(p, role, color, color);
    }

    // The style the application had before a theme replaced it ("fusion", "breeze" …).
    QString& startupStyle()
    {
        static QString name;
        return name;
    }

} // namespace

QPalette darkPalette()
{
    // The shoot_* programs take the dark screenshots in this palette too.
    const QColor window(0x2b, 0x2d, 0x31);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor button(0x33, 0x36, 0x3b);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabledText(0x7c, 0x80, 0x87);
    QPalette p;
    setAll(p, QPalette::Window, window);
    setAll(p, QPalette::WindowText, text, disabledText);
    setAll(p, QPalette::Base, base, window);
    setAll(p, QPalette::AlternateBase, QColor(0x26, 0x28, 0x2c));
    setAll(p, QPalette::Text, text, disabledText);
    setAll(p, QPalette::Button, button, QColor(0x2f, 0x31, 0x35));
    setAll(p, QPalette::ButtonText, text, disabledText);
    setAll(p, QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    // Bevels, frames and separators (Fusion draws them from these).
    setAll(p, QPalette::Light, QColor(0x4a, 0x4d, 0x53));
    setAll(p, QPalette::Midlight, QColor(0x3e, 0x41, 0x46));
    setAll(p, QPalette::Mid, QColor(0x25, 0x27, 0x2a));
    setAll(p, QPalette::Dark, QColor(0x1a, 0x1b, 0x1e));
    setAll(p, QPalette::Shadow, QColor(0x0e, 0x0f, 0x10));
    setAll(p, QPalette::Highlight, QColor(0x2f, 0x6f, 0xd0), QColor(0x44, 0x48, 0x4f));
    setAll(p, QPalette::HighlightedText, Qt::white, QColor(0xa0, 0xa4, 0xaa));
    // Light enough to read on Base and Window, and unlike plain text.
    setAll(p, QPalette::Link, QColor(0x6c, 0xb2, 0xff), QColor(0x5a, 0x74, 0x94));
    setAll(p, QPalette::LinkVisited, QColor(0xc3, 0x9b, 0xf0), QColor(0x7a, 0x6a, 0x8c));
    setAll(p, QPalette::PlaceholderText, QColor(0x8a, 0x8f, 0x98), QColor(0x5c, 0x60, 0x66));
    setAll(p, QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x43));
    setAll(p, QPalette::ToolTipText, text);
    return p;
}

QPalette lightPalette()
{
    const QColor window(0xef, 0xf0, 0xf1);
    const QColor text(0x1d, 0x1f, 0x22);
    const QColor disabledText(0x9a, 0x9d, 0xa1);
    QPalette p;
    setAll(p, QPalette::Window, window);
    setAll(p, QPalette::WindowText, text, disabledText);
    setAll(p, QPalette::Base, Qt::white, window);
    setAll(p, QPalette::AlternateBase, QColor(0xf5, 0xf6, 0xf7));
    setAll(p, QPalette::Text, text, disabledText);
    setAll(p, QPalette::Button, QColor(0xf3, 0xf4, 0xf5), QColor(0xec, 0xed, 0xee));
    setAll(p, QPalette::ButtonText, text, disabledText);
    setAll(p, QPalette::BrightText, QColor(0xc0, 0x1c, 0x28));
    setAll(p, QPalette::Light, Qt::white);
    setAll(p, QPalette::Midlight, QColor(0xe3, 0xe4, 0xe6));
    setAll(p, QPalette::Mid, QColor(0xb8, 0xbb, 0xbf));
    setAll(p, QPalette::Dark, QColor(0x9f, 0xa2, 0xa6));
    setAll(p, QPalette::Shadow, QColor(0x5a, 0x5c, 0x60));
    setAll(p, QPalette::Highlight, QColor(0x30, 0x8c, 0xc6), QColor(0xc8, 0xcb, 0xcf));
    setAll(p, QPalette::HighlightedText, Qt::white, QColor(0x6a, 0x6d, 0x71));
    setAll(p, QPalette::Link, QColor(0x1a, 0x5f, 0xb4), QColor(0x8a, 0xa4, 0xc4));
    setAll(p, QPalette::LinkVisited, QColor(0x75, 0x3a, 0xa8), QColor(0xa8, 0x98, 0xb8));
    setAll(p, QPalette::PlaceholderText, QColor(0x7a, 0x7d, 0x82), QColor(0xb0, 0xb3, 0xb7));
    setAll(p, QPalette::ToolTipBase, QColor(0xff, 0xff, 0xdc));
    setAll(p, QPalette::ToolTipText, Qt::black);
    return p;
}

void applyTheme(Theme theme)
{
    QString& original = startupStyle();
    if (original.isEmpty() && QApplication::style())
        original = QApplication::style()->name();
    const QString wanted = theme == Theme::System ? original : QStringLiteral("fusion");
    if (!wanted.isEmpty() && QApplication::style() && QApplication::style()->name().compare(wanted, Qt::CaseInsensitive) != 0) {
        if (QStyle* style = QStyleFactory::create(wanted))
            QApplication::setStyle(style); // the application takes it
    }
    switch (theme) {
    case Theme::Dark:
        QApplication::setPalette(darkPalette());
        break;
    case Theme::Light:
        QApplication::setPalette(lightPalette());
        break;
    case Theme::System:
        // A palette with no role set resolves against the style's and platform's own: the default again.
        QApplication::setPalette(QPalette());
        break;
    }
}

} // namespace trainyard::ui
