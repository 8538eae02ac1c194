#include "scalarset.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace trainyard::models {

namespace {
    constexpr double unknownTime = std::numeric_limits<double>::quiet_NaN();

    // The job's hypertune tag: the output's (what the trials reported), else the spec's, else the default.
    QString metricTag(const spec::Job& job)
    {
        if (job.trainingOutput && job.trainingOutput->hyperparameterMetricTag && !job.trainingOutput->hyperparameterMetricTag->empty())
            return QString::fromStdString(*job.trainingOutput->hyperparameterMetricTag);
        if (job.trainingInput && job.trainingInput->hyperparameters && job.trainingInput->hyperparameters->hyperparameterMetricTag
            && !job.trainingInput->hyperparameters->hyperparameterMetricTag->empty())
            return QString::fromStdString(*job.trainingInput->hyperparameters->hyperparameterMetricTag);
        return QString::fromLatin1(spec::HyperparameterSpec::defaultMetricTag);
    }
} // namespace

ScalarSet::ScalarSet(std::size_t lineLimit)
    : m_lineLimit(std::max<std::size_t>(lineLimit, 16))
{
}

void ScalarSet::clear()
{
    m_cursor = 0;
    m_hasInfo = false;
    m_complete = false;
    m_info = {};
    m_runs.clear();
    m_tags.clear();
    m_lines.clear();
    m_revisions.clear();
    m_trialLines.clear();
}

QString ScalarSet::hypertuneRun(const QString& trialId) { return QStringLiteral("trial %1 (hypertune)").arg(trialId); }

int ScalarSet::runIndex(const QString& run)
{
    const auto at = m_runs.indexOf(run);
    if (at >= 0)
        return static_cast<int>(at);
    m_runs.append(run);
    return static_cast<int>(m_runs.size() - 1);
}

ScalarLine& ScalarSet::lineFor(const QString& run, const QString& tag, std::set<QString>& changed)
{
    changed.insert(tag);
    bump(tag);
    auto [it, added] = m_lines.try_emplace({ tag, run });
    if (added) {
        it->second.run = run;
        it->second.tag = tag;
        it->second.runIndex = runIndex(run);
        if (const auto at = std::lower_bound(m_tags.begin(), m_tags.end(), tag); at == m_tags.end() || *at != tag)
            m_tags.insert(at, tag);
    }
    return it->second;
}

std::set<QString> ScalarSet::append(const spec::ScalarWindow& window)
{
    std::set<QString> changed;
    m_info = window.info;
    m_hasInfo = true;
    m_complete = window.complete;
    if (window.nextSince <= m_cursor && m_cursor > 0)
        return changed; // already taken
    m_cursor = window.nextSince;
    for (const auto& series : window.series) {
        if (series.points.empty())
            continue;
        ScalarLine& line = lineFor(QString::fromStdString(series.run), QString::fromStdString(series.tag), changed);
        line.reduced = line.reduced || window.downsampled;
        line.steps.reserve(line.steps.size() + series.points.size());
        for (const auto& point : series.points) {
            line.steps.push_back(static_cast<double>(point.step));
            line.wallTimes.push_back(point.wallTime);
            line.values.push_back(point.value);
        }
        if (line.size() > m_lineLimit)
            reduce(line);
    }
    return changed;
}

void ScalarSet::reduce(ScalarLine& line) const
{
    std::vector<spec::ScalarPoint> points(line.size());
    for (std::size_t i = 0; i < points.size(); ++i)
        points[i] = { static_cast<std::int64_t>(line.steps[i]), line.wallTimes[i], line.values[i] };
    // Four points at most per bucket: a line halves at least, so a growing line is reduced once per
    // lineLimit / 2 points, not on every window.
    const auto kept = spec::downsampleMinMax(points, static_cast<int>(m_lineLimit / 4));
    line.steps.clear();
    line.wallTimes.clear();
    line.values.clear();
    for (const auto& p : kept) {
        line.steps.push_back(static_cast<double>(p.step));
        line.wallTimes.push_back(p.wallTime);
        line.values.push_back(p.value);
    }
    line.reduced = true;
}

std::set<QString> ScalarSet::setTrials(const spec::Job& job)
{
    std::set<QString> changed;
    std::map<std::pair<QString, QString>, ScalarLine> wanted;
    if (job.trainingOutput && job.trainingOutput->trials) {
        const QString tag = metricTag(job);
        for (const auto& trial : *job.trainingOutput->trials) {
            if (!trial.trialId)
                continue;
            std::vector<spec::HyperparameterMetric> reports = trial.allMetrics.value_or(std::vector<spec::HyperparameterMetric> {});
            if (reports.empty() && trial.finalMetric)
                reports.push_back(*trial.finalMetric);
            ScalarLine line;
            line.run = hypertuneRun(QString::fromStdString(*trial.trialId));
            line.tag = tag;
            for (const auto& report : reports) {
                if (!report.objectiveValue)
                    continue;
                line.steps.push_back(static_cast<double>(report.trainingStep.value_or(static_cast<std::int64_t>(line.steps.size()))));
                line.wallTimes.push_back(unknownTime);
                line.values.push_back(*report.objectiveValue);
            }
            if (!line.values.empty())
                wanted.emplace(std::pair { tag, line.run }, std::move(line));
        }
    }
    // Drop the lines no longer reported, replace those that changed, keep the rest.
    for (const auto& key : m_trialLines) {
        if (wanted.count(key))
            continue;
        m_lines.erase(key);
        changed.insert(key.first);
        bump(key.first);
        if (std::none_of(m_lines.begin(), m_lines.end(), [&](const auto& entry) { return entry.first.first == key.first; }))
            m_tags.removeOne(key.first);
    }
    m_trialLines.clear();
    for (auto& [key, line] : wanted) {
        m_trialLines.push_back(key);
        if (const auto* had = this->line(key.second, key.first); had && had->steps == line.steps && had->values == line.values)
            continue;
        ScalarLine& into = lineFor(key.second, key.first, changed);
        into.steps = std::move(line.steps);
        into.wallTimes = std::move(line.wallTimes);
        into.values = std::move(line.values);
    }
    return changed;
}

std::size_t ScalarSet::pointCount() const
{
    std::size_t n = 0;
    for (const auto& [key, line] : m_lines)
        n += line.size();
    return n;
}

std::vector<const ScalarLine*> ScalarSet::linesOf(const QString& tag) const
{
    std::vector<const ScalarLine*> out;
    for (auto it = m_lines.lower_bound({ tag, QString() }); it != m_lines.end() && it->first.first == tag; ++it)
        out.push_back(&it->second);
    std::sort(out.begin(), out.end(), [](const ScalarLine* a, const ScalarLine* b) { return a->runIndex < b->runIndex; });
    return out;
}

const ScalarLine* ScalarSet::line(const QString& run, const QString& tag) const
{
    const auto it = m_lines.find({ tag, run });
    return it == m_lines.end() ? nullptr : &it->second;
}

std::uint64_t ScalarSet::revision(const QString& tag) const
{
    const auto it = m_revisions.find(tag);
    return it == m_revisions.end() ? 0 : it->second;
}

std::vector<double> smoothEma(const std::vector<double>& values, double weight)
{
    weight = std::clamp(weight, 0.0, 1.0);
    std::vector<double> out(values.size());
    double last = 0;
    int count = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const double value = values[i];
        if (!std::isfinite(value)) {
            out[i] = value;
            continue;
        }
        last = last * weight + (1 - weight) * value;
        ++count;
        const double debias = weight == 1.0 ? 1.0 : 1 - std::pow(weight, count);
        out[i] = last / debias;
    }
    return out;
}

} // namespace trainyard::models
