#pragma once

#include "models/resourcehistory.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace trainyard::ui {

// How the Resources tab writes its figures, axis titles and times, in one place so that the charts,
// the hover box, the summary table and the banner say the same thing.
class ResourceFormat {
    Q_DECLARE_TR_FUNCTIONS(trainyard::ui::ResourceFormat)

public:
    struct TimeTick {
        double time; // seconds since the epoch
        QString label;
    };

    // "GPU utilisation (%)", "Memory (% of allocation)", "CPU (% of one core)".
    static QString title(const models::ResourceHistory& history, models::ResourceMetric metric);
    // A short name for table headers: "GPU", "GPU memory", "CPU", "Memory".
    static QString shortName(models::ResourceMetric metric);
    // "87 %", "3.2 GiB".
    static QString value(const models::ResourceHistory& history, models::ResourceMetric metric, double value);
    static QString bytes(double bytes);
    // Local wall-clock time: "14:02" or "14:02:11".
    static QString clock(double seconds, bool withSeconds = true);
    static QString duration(double seconds); // "1 min 5 s", "2 h 10 min"
    // Labelled times at a "nice" step (1 s … 1 day, whole minutes and hours in local time) with at most
    // one label per `minPixels` of `pixels`.
    static std::vector<TimeTick> timeTicks(double t0, double t1, double pixels, double minPixels = 90);
    // For bytes, the power of 1024 the axis is labelled in, and its name.
    static double byteScale(double max, QString* unitName);
};

} // namespace trainyard::ui
