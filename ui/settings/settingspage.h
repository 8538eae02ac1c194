#pragma once

#include <QPalette>
#include <QWidget>

namespace trainyard::ui {

// One page of the settings dialog: shows the stored settings, says what is wrong with the edited
// ones, and stores them on apply().
class SettingsPage : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    // The first problem, naming the field; empty when apply() may store the page.
    virtual QString problem() const { return {}; }
    virtual void apply() = 0;

    // `problem` as rich text in a red that reads on the widget's current window colour.
    static QString problemHtml(const QWidget* widget, const QString& problem)
    {
        const bool dark = widget->palette().color(QPalette::Window).lightness() < 128;
        return QStringLiteral("<span style=\"color:%1\">%2</span>")
            .arg(dark ? QStringLiteral("#ff8a80") : QStringLiteral("#b3261e"), problem.toHtmlEscaped());
    }

signals:
    // Something was edited: the problem may have changed.
    void edited();
};

} // namespace trainyard::ui
