#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace trainyard::ui {

// One axis of a trial chart: where a value lies along it (0 at the start, 1 at the end) and which
// ticks to label. Linear axes round their range out to "nice" numbers; log axes span whole decades
// where they can; categorical axes put each category in the middle of an equal band.
class ChartAxis {
public:
    enum class Kind { Linear, Log, Categorical };

    struct Tick {
        double value;
        QString label;
    };

    ChartAxis() = default;
    // A range with NaN ends or min == max is widened around what there is (0..1 when nothing).
    static ChartAxis linear(double min, double max, bool nice = true);
    static ChartAxis logarithmic(double min, double max); // min > 0, else linear
    static ChartAxis categorical(QStringList categories);

    Kind kind() const { return m_kind; }
    double min() const { return m_min; }
    double max() const { return m_max; }
    const QStringList& categories() const { return m_categories; }

    // 0..1 along the axis (outside for values beyond it); NaN for NaN or a non-positive value on a log axis.
    double toUnit(double value) const;
    double fromUnit(double unit) const;
    // At most about `maxTicks` labelled values inside the range.
    std::vector<Tick> ticks(int maxTicks) const;
    // A value as its tick would write it, with a little more precision.
    QString format(double value) const;
    // Where in a category's band (-0.5..0.5) an item with this key is placed: spread evenly and the same
    // every time, so that many items of one category do not hide each other.
    static double spread(int key);

private:
    Kind m_kind = Kind::Linear;
    double m_min = 0;
    double m_max = 1;
    double m_step = 0.2; // linear: the tick step the range was rounded to
    double m_logMin = 0; // log: log10 of the ends, so that toUnit() takes one logarithm
    double m_logMax = 1;
    QStringList m_categories;
};

} // namespace trainyard::ui
