#pragma once

#include "preparer.h"

#include "spec/job.h"

#include <QPointer>

#include <string>
#include <vector>

class QProcess;

namespace trainyard::daemon {

// PREPARING of a trainer-package job: checks the Python interpreter and the job dir, then stages each
// of packageUris into <workspace>/packages/<n>: a folder is copied, a tarball (an sdist) unpacked, a
// wheel, zip or egg taken where it is (Python imports them as they are). One `cp` or `tar` at a time,
// as an asynchronous process. result().pythonPath: the package roots, in packageUris' order.
class PackageStager : public Preparer {
    Q_OBJECT

public:
    PackageStager(const DaemonConfig& config, spec::Job job, std::string workspace, QObject* parent = nullptr);
    ~PackageStager() override;

    // The interpreter that runs the job's replicas: trainingInput's pythonInterpreter (a local
    // extension), else the daemon's --python.
    static std::string interpreterOf(const spec::Job& job, const DaemonConfig& config);

    void start() override;
    void cancel() override;
    bool busy() const override;
    Preparation result() const override { return { m_pythonPath, {} }; }

private:
    void stageNext();

    const DaemonConfig& m_config;
    spec::Job m_job;
    std::string m_workspace;
    std::vector<std::string> m_pythonPath;
    std::vector<std::string> m_toStage;
    QPointer<QProcess> m_process;
    bool m_cancelled = false;
};

} // namespace trainyard::daemon
