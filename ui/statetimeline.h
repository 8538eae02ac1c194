#pragma once

#include "models/transitionmodel.h"

#include <QWidget>

namespace trainyard::ui {

// The job's life as one bar: a stretch per state in the state's colour, as long as the job spent in
// it, labelled with the state and its duration when there is room. Stretches shorter than a few
// pixels keep a minimum width so a one-second PREPARING still shows.
class StateTimeline : public QWidget {
    Q_OBJECT

public:
    explicit StateTimeline(models::TransitionModel* model, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override; // tooltips per stretch

private:
    struct Placed {
        QRectF rect;
        models::TransitionModel::Segment segment;
    };
    std::vector<Placed> layoutSegments() const;

    models::TransitionModel* m_model;
};

} // namespace trainyard::ui
