#pragma once

// Helpers shared by the model tests: jobs built in a line, fixture jobs read from tests/fixtures,
// and signal spies printed so that QCOMPARE shows which rows and columns changed.

#include "spec/job.h"
#include "spec/jsoncodec.h"
#include "spec/transition.h"

#include <QAbstractItemModel>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace trainyard::modeltest {

namespace spec = trainyard::spec;

// 2024-05-01T12:00:00Z: the tests' epoch; they run with TZ=UTC, so local times read the same.
inline constexpr std::int64_t t0 = 1'714'564'800;

inline spec::Timestamp at(std::int64_t seconds, std::int32_t nanos = 0)
{
    return spec::Timestamp { seconds, nanos };
}

class JobBuilder {
public:
    explicit JobBuilder(std::string id) { m_job.jobId = std::move(id); }
    JobBuilder& state(std::string_view wire)
    {
        m_job.state = spec::Enum<spec::State>::fromWire(wire);
        return *this;
    }
    JobBuilder& created(std::int64_t seconds)
    {
        m_job.createTime = at(seconds);
        return *this;
    }
    JobBuilder& started(std::int64_t seconds, std::int32_t nanos = 0)
    {
        m_job.startTime = at(seconds, nanos);
        return *this;
    }
    JobBuilder& ended(std::int64_t seconds, std::int32_t nanos = 0)
    {
        m_job.endTime = at(seconds, nanos);
        return *this;
    }
    JobBuilder& label(const std::string& key, const std::string& value)
    {
        if (!m_job.labels)
            m_job.labels.emplace();
        (*m_job.labels)[key] = value;
        return *this;
    }
    JobBuilder& region(const std::string& region)
    {
        input().region = region;
        return *this;
    }
    JobBuilder& tier(std::string_view wire)
    {
        input().scaleTier = spec::Enum<spec::ScaleTier>::fromWire(wire);
        return *this;
    }
    JobBuilder& error(const std::string& message)
    {
        m_job.errorMessage = message;
        return *this;
    }
    JobBuilder& etag(const std::string& etag)
    {
        m_job.etag = etag;
        return *this;
    }
    // A tuning job: the goal, and one trial per value (nullopt: a trial without a final metric).
    JobBuilder& tuning(std::string_view goal, const std::vector<std::optional<double>>& objectives)
    {
        input().hyperparameters.emplace().goal = spec::Enum<spec::GoalType>::fromWire(goal);
        auto& trials = m_job.trainingOutput.emplace().trials.emplace();
        int n = 0;
        for (const auto& objective : objectives) {
            spec::HyperparameterOutput trial;
            trial.trialId = std::to_string(++n);
            if (objective)
                trial.finalMetric.emplace().objectiveValue = *objective;
            trials.push_back(trial);
        }
        return *this;
    }
    spec::Job job() const { return m_job; }
    operator spec::Job() const { return m_job; } // NOLINT(google-explicit-constructor)

private:
    spec::TrainingInput& input()
    {
        if (!m_job.trainingInput)
            m_job.trainingInput.emplace();
        return *m_job.trainingInput;
    }
    spec::Job m_job;
};

inline spec::Job jobFromJson(std::string_view text)
{
    auto decoded = spec::jobFromJsonText(text);
    if (!decoded)
        qFatal("bad test job: %s", decoded.error.toString().c_str());
    return *decoded.value;
}

inline QString fixturePath(const QString& relative)
{
    return QStringLiteral(TRAINYARD_FIXTURES) + QLatin1Char('/') + relative;
}

inline spec::Job fixtureJob(const QString& name)
{
    QFile file(fixturePath(QStringLiteral("jobs/") + name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", qPrintable(name));
    return jobFromJson(file.readAll().toStdString());
}

inline std::vector<spec::Job> allFixtureJobs()
{
    std::vector<spec::Job> jobs;
    const QDir dir(fixturePath(QStringLiteral("jobs")));
    for (const QString& name : dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name))
        jobs.push_back(fixtureJob(name));
    return jobs;
}

// dataChanged emissions as "top,left..bottom,right", in order.
inline QStringList changes(const QSignalSpy& spy)
{
    QStringList out;
    for (const auto& args : spy) {
        const auto topLeft = args.at(0).value<QModelIndex>();
        const auto bottomRight = args.at(1).value<QModelIndex>();
        out << QStringLiteral("%1,%2..%3,%4")
                   .arg(topLeft.row())
                   .arg(topLeft.column())
                   .arg(bottomRight.row())
                   .arg(bottomRight.column());
    }
    return out;
}

// rowsInserted / rowsRemoved emissions as "first..last".
inline QStringList rowRanges(const QSignalSpy& spy)
{
    QStringList out;
    for (const auto& args : spy)
        out << QStringLiteral("%1..%2").arg(args.at(1).toInt()).arg(args.at(2).toInt());
    return out;
}

// A column of a model, as text, top to bottom.
inline QStringList column(const QAbstractItemModel& model, int column, int role = Qt::DisplayRole)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, column).data(role).toString();
    return out;
}

inline spec::Transition transition(std::int64_t id, std::int64_t seconds, std::string previous, std::string state,
    std::string reason = {}, std::int32_t nanos = 0)
{
    spec::Transition t;
    t.id = id;
    t.jobId = "job_1";
    t.time = at(seconds, nanos);
    t.previousState = std::move(previous);
    t.state = std::move(state);
    t.reason = std::move(reason);
    return t;
}

} // namespace trainyard::modeltest
