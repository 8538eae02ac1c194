#pragma once

#include "models/trialseries.h"

#include <QWidget>

#include <memory>

namespace trainyard::ui {

// The key to the colours every trial chart gives trials by their final objective (ObjectiveRamp): the
// metric's name, then the ramp from the worst final value to the best with the two values at its ends
// and which way is better. It sits beside the chart tabs, so it explains all four charts at once.
class ObjectiveLegend : public QWidget {
    Q_OBJECT

public:
    explicit ObjectiveLegend(QWidget* parent = nullptr);

    void setSeries(std::shared_ptr<const models::TrialSeries> series);
    // What the legend says in words (also its tooltip and accessible description): "accuracy: worst
    // 0.913333 … 0.975556 best (higher is better)"; empty before any trial has a final value.
    QString text() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Parts {
        QString tag, worst, best;
    };
    Parts parts() const;
    void refresh(); // text, tooltip, size, repaint

    std::shared_ptr<const models::TrialSeries> m_series;
};

} // namespace trainyard::ui
