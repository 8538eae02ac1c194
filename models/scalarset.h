#pragma once

#include "spec/job.h"
#include "spec/scalarrecords.h"

#include <QString>
#include <QStringList>

#include <cstddef>
#include <cstdint>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace trainyard::models {

// One line of the Metrics tab: the points of one tag of one run, as columns, in the order they came.
struct ScalarLine {
    QString run;
    QString tag;
    int runIndex = 0; // the run's place in ScalarSet::runs(), which picks its colour
    std::vector<double> steps;
    std::vector<double> wallTimes; // seconds since the epoch; NaN where unknown (the hypertune runs)
    std::vector<double> values;
    bool reduced = false; // some points were dropped (the daemon's maxPoints or the set's own limit)
    std::size_t size() const { return values.size(); }
};

// A job's scalars as the Metrics tab charts them: its lines by (run, tag), appended window by window
// as the backend streams them, each point exactly once. The runs keep the order they were first seen
// in (their colours must not change when another run appears); tags are listed sorted.
//
// Memory stays bounded for a job that runs for days: a line that grows past lineLimit points is
// reduced the daemon's way (spec::downsampleMinMax: the first, last, lowest and highest point of each
// of lineLimit / 4 buckets of the steps), so a chart drawn from it has the same extent per bucket.
class ScalarSet {
public:
    static constexpr std::size_t defaultLineLimit = 20'000;

    explicit ScalarSet(std::size_t lineLimit = defaultLineLimit);

    void clear();
    // Adds a window's points. A window that ends at or before the cursor was already taken (a stream
    // delivers each point once and resumes at the cursor) and is ignored, its info kept. Returns the
    // tags whose lines changed.
    std::set<QString> append(const spec::ScalarWindow& window);
    // A tuning job's hypertune metric, from its trials' reports (trainingOutput.trials), as runs
    // "trial N (hypertune)" of the job's hyperparameterMetricTag: replaced each time the job's document
    // changes. Returns the tags whose lines changed (none when the reports did not).
    std::set<QString> setTrials(const spec::Job& job);

    std::int64_t cursor() const { return m_cursor; }
    bool hasInfo() const { return m_hasInfo; }
    const spec::ScalarInfo& info() const { return m_info; }
    bool complete() const { return m_complete; } // the last window said the job finished and every point came
    std::size_t lineLimit() const { return m_lineLimit; }

    const QStringList& runs() const { return m_runs; }
    const QStringList& tags() const { return m_tags; } // sorted
    bool empty() const { return m_lines.empty(); }
    std::size_t lineCount() const { return m_lines.size(); }
    std::size_t pointCount() const;
    // The lines of a tag in the order of their runs; nullptr-free. Valid until the next change.
    std::vector<const ScalarLine*> linesOf(const QString& tag) const;
    const ScalarLine* line(const QString& run, const QString& tag) const;
    // Bumped whenever a tag's lines change, so a chart can keep its drawing while it holds.
    std::uint64_t revision(const QString& tag) const;

    // The run name of trial `id`'s hypertune metric.
    static QString hypertuneRun(const QString& trialId);

private:
    int runIndex(const QString& run);
    ScalarLine& lineFor(const QString& run, const QString& tag, std::set<QString>& changed);
    void reduce(ScalarLine& line) const;
    void bump(const QString& tag) { ++m_revisions[tag]; }

    std::size_t m_lineLimit;
    std::int64_t m_cursor = 0;
    bool m_hasInfo = false;
    bool m_complete = false;
    spec::ScalarInfo m_info;
    QStringList m_runs;
    QStringList m_tags;
    std::map<std::pair<QString, QString>, ScalarLine> m_lines; // (tag, run): a tag's lines together
    std::map<QString, std::uint64_t> m_revisions;
    std::vector<std::pair<QString, QString>> m_trialLines; // (tag, run) of the hypertune lines
};

// TensorBoard's smoothing: an exponential moving average with weight `weight` (0: none, 0.99: heavy),
// debiased so that the first points are not pulled towards zero; a value that is not finite (NaN, a
// diverging loss) is passed through and leaves the average alone. The same numbers TensorBoard draws.
std::vector<double> smoothEma(const std::vector<double>& values, double weight);

} // namespace trainyard::models
