#pragma once

// What the screenshot programs (shoot_console, shoot_trials) share: writing a widget's pixels once
// its pending paints have run.

#include <QApplication>
#include <QTest>
#include <QWidget>

namespace trainyard::test {

inline void grab(QWidget* widget, const QString& path)
{
    QApplication::processEvents();
    QTest::qWait(300);
    if (!widget->grab().save(path))
        qWarning("could not write %s", qPrintable(path));
    else
        qInfo("wrote %s", qPrintable(path));
}

} // namespace trainyard::test
