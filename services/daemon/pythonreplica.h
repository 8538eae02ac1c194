#pragma once

#include "replicaprocess.h"

namespace trainyard::daemon {

// A replica of a trainer-package job: `python -m <pythonModule>` with the job's and the trial's args
// and --job-dir, the staged packages first on PYTHONPATH, and the cluster environment
// (clusterenvironment.h) over the daemon's own. Its supervisor adopts whatever it leaves running.
class PythonReplica : public ReplicaProcess {
    Q_OBJECT

public:
    using ReplicaProcess::ReplicaProcess;

protected:
    std::vector<std::string> argv() const override;
    std::vector<std::string> environment() const override;
};

} // namespace trainyard::daemon
