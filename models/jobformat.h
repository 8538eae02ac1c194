#pragma once

#include "spec/enums.h"
#include "spec/job.h"
#include "spec/timestamp.h"
#include "spec/traininginput.h"

#include <QColor>
#include <QDateTime>
#include <QString>
#include <QVariant>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

// How the console shows states, times, durations, clusters and metrics: one place, shared by the
// item models and the views, so that the job list, the detail page and the timeline read alike.
namespace trainyard::models {

// --- states ------------------------------------------------------------------------------------

// "Running", "Succeeded", …; a state this build does not know shows as its wire name ("PAUSED").
QString stateLabel(const spec::Enum<spec::State>& state);
QString stateLabel(std::string_view wire);
// The colour the console uses for a state (decorations, the timeline bar).
QColor stateColor(spec::State state);
// A small filled circle in the state's colour: a QIcon when a QGuiApplication exists, else the
// QColor (views paint either as the decoration).
QVariant stateDecoration(spec::State state);
// Lifecycle order for sorting: unknown, queued, preparing, running, cancelling, succeeded, failed, cancelled.
int stateRank(spec::State state);

// --- times and durations -----------------------------------------------------------------------

QDateTime toDateTime(const spec::Timestamp& time); // UTC
// Local time, "2024-05-01 14:00:41" (with ".123" milliseconds when asked).
QString formatLocalTime(const spec::Timestamp& time, bool withMilliseconds = false);
// For tooltips: ISO 8601 local time with milliseconds and the UTC offset, "2024-05-01T14:00:41.123+02:00"
// ("…Z" where local time is UTC).
QString formatLocalTimeIso(const spec::Timestamp& time);
// Milliseconds from `from` to `to`, 0 when `to` is earlier (clock skew between machines).
std::int64_t millisecondsBetween(const spec::Timestamp& from, const spec::Timestamp& to);
// "340 ms", "45s", "3m 05s", "1h 02m", "2d 03h"; negative durations show as 0.
QString formatDuration(std::int64_t milliseconds);
QString notApplicableText(); // "—", for a duration that has not begun

// --- cluster -----------------------------------------------------------------------------------

// The scale tier as the list shows it: "BASIC_GPU", or for CUSTOM the replicas and the master's
// machine: "CUSTOM: 1 master + 4 workers (n1-standard-8, 2× NVIDIA_TESLA_T4)". An absent tier is BASIC;
// no trainingInput at all (a prediction job) gives "".
QString scaleTierSummary(const std::optional<spec::TrainingInput>& input);
// One line per replica pool, for a tooltip; for the predefined tiers, the catalog's description.
QString clusterDescription(const std::optional<spec::TrainingInput>& input);

// --- labels ------------------------------------------------------------------------------------

// "k=v, k2=v2" in key order; empty for no labels.
QString labelsText(const std::optional<std::map<std::string, std::string>>& labels);
std::string labelsTextUtf8(const std::optional<std::map<std::string, std::string>>& labels);

// --- tuning ------------------------------------------------------------------------------------

struct BestMetric {
    double value = 0;
    std::string trialId;
    std::string tag; // the metric's name ("accuracy"; the API's default tag when the job names none)
    spec::GoalType goal = spec::GoalType::Unspecified;
    friend bool operator==(const BestMetric&, const BestMetric&) = default;
};

// The best finalMetric.objectiveValue over the job's trials, by hyperparameters.goal. Empty when the
// job is not a tuning job, has no goal, or no trial has reported a final metric yet.
std::optional<BestMetric> bestMetric(const spec::Job& job);
QString formatMetricValue(double value); // six significant digits, in the default QLocale
QString bestMetricToolTip(const BestMetric& best); // "accuracy 0.8543, trial 1 (maximize)"

} // namespace trainyard::models
