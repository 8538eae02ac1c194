#pragma once

#include <QLabel>

namespace trainyard::ui {

// A one-line label that elides its text (…) when narrower than it, instead of asking its layout for
// the whole text's width: a long job id in the detail header must not push the job list aside. The
// whole text is its tooltip when cut.
class ElidedLabel : public QLabel {
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    QSize minimumSizeHint() const override;
    // Whether the text is cut at the current width.
    bool elided() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override; // the tooltip: the whole text, when cut
};

} // namespace trainyard::ui
