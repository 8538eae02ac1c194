#include "trialrun.h"

#include "hypertunefile.h"
#include "run.h"

#include <QDir>

namespace trainyard::daemon {

TrialRun::TrialRun(const DaemonConfig& config, const spec::Job& job, const Study::Trial& trial, const std::string& workspace,
    const std::string& metricTag, const std::vector<std::string>& pythonPath, JobLog& log, const RunLocation& where, QObject* parent,
    const VertexOrigin* vertex)
    : QObject(parent)
{
    QDir().mkpath(QString::fromStdString(workspace + "/hypertune"));
    TrialSetup setup;
    setup.id = std::to_string(trial.id);
    for (const auto& [name, value] : trial.parameters)
        setup.args.push_back("--" + name + "=" + value);
    setup.metricTag = metricTag;
    setup.metricFile = workspace + "/hypertune/output.metrics";
    setup.pythonPath = pythonPath;
    m_file = std::make_unique<HypertuneFile>(setup.metricFile, metricTag, workspace + "/metrics.jsonl");
    m_run = makeReplicaSetRun(config, job, workspace, log, where, this, std::move(setup), vertex);
    connect(m_run, &Run::succeeded, this, [this] { setOutcome(Outcome::Succeeded); });
    connect(m_run, &Run::failed, this, [this](const std::string& reason) { setOutcome(Outcome::Failed, reason); });
    connect(m_run, &Run::cancelled, this, [this](const std::string& reason) { setOutcome(Outcome::Failed, reason); });
    connect(m_run, &Run::noted, this, &TrialRun::noted);
    connect(m_run, &Run::queued, this, &TrialRun::noted);
    connect(m_run, &Run::stopped, this, &TrialRun::stopped);
    connect(m_run, &Run::sampled, this, &TrialRun::sampled);
}

TrialRun::~TrialRun() = default;

bool TrialRun::poll(bool final)
{
    return m_file->poll(final) > 0;
}

std::vector<spec::HyperparameterMetric> TrialRun::metrics() const
{
    std::vector<spec::HyperparameterMetric> out;
    for (const auto& report : m_file->reports())
        out.push_back({ report.step, report.value, {} });
    return out;
}

void TrialRun::setOutcome(Outcome outcome, const std::string& error)
{
    if (m_outcome != Outcome::None)
        return;
    m_outcome = outcome;
    m_error = error;
}

} // namespace trainyard::daemon
