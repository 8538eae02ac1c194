#pragma once

#include "runlocation.h"
#include "study.h"

#include "spec/resourcerecords.h"

#include <QObject>

#include <memory>
#include <string>
#include <vector>

namespace trainyard::daemon {

struct DaemonConfig;
class HypertuneFile;
class JobLog;
class Run;

// One trial of a tuning job while its processes may run: its replica set (a JobRun, or a SlurmRun on
// a Slurm location, in the trial's own workspace), the cloudml-hypertune metric file its primary writes, and how it ended. The run
// is made, not started: the tuning run launches or resumes it.
// signals: noted() for its run's events (a replica restarted, Slurm's pending reason), stopped() once
// nothing of it runs.
class TrialRun : public QObject {
    Q_OBJECT

public:
    enum class Outcome { None, Succeeded, Failed };

    TrialRun(const DaemonConfig& config, const spec::Job& job, const Study::Trial& trial, const std::string& workspace,
        const std::string& metricTag, const std::vector<std::string>& pythonPath, JobLog& log, const RunLocation& where, QObject* parent = nullptr,
        const VertexOrigin* vertex = nullptr);
    ~TrialRun() override;

    Run& run() const { return *m_run; }
    // Reads what the trial reported since the last poll (`final`: its last line too, whole or not).
    // True when there is more: metrics() then holds every report.
    bool poll(bool final);
    std::vector<spec::HyperparameterMetric> metrics() const;
    // The first outcome holds: the end of a run that succeeded, or failed, is only its stop.
    void setOutcome(Outcome outcome, const std::string& error = {});
    Outcome outcome() const { return m_outcome; }
    const std::string& error() const { return m_error; } // why it failed

signals:
    void noted(const std::string& reason);
    void stopped();
    void sampled(const std::vector<spec::ResourceSample>& samples); // its replicas' figures, measured on a cluster

private:
    std::unique_ptr<HypertuneFile> m_file;
    Run* m_run = nullptr;
    Outcome m_outcome = Outcome::None;
    std::string m_error;
};

} // namespace trainyard::daemon
