#pragma once

#include "replicaplan.h"

#include <QObject>

#include <optional>
#include <string>
#include <vector>

namespace trainyard::daemon {

struct DaemonConfig;
struct VertexOrigin;

// What PREPARING found, for the replicas to start with.
struct Preparation {
    std::vector<std::string> pythonPath; // the staged packages' roots (a trainer-package job)
    std::string containerEngine; // the podman or docker binary (a custom-container job)
};

// PREPARING of a run: what its replicas need before any can start, made ready without the daemon's
// event loop waiting for it. A PackageStager stages a trainer package; a ContainerPreparer finds the
// container engine and the images; Slurm's will check its cluster. A run drives whichever its job
// needs (create()) through this interface alone.
// signals: prepared() (result() holds what was found) or failed(what is wrong and what to do), once;
// neither after cancel(). idle() once a process that cancel() ended has gone.
class Preparer : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // The preparer `job` needs; it runs its processes in `workspace`. `vertex`: the job's Vertex
    // resource, whose Python pools may run inside their executor images (executorimage.h).
    static Preparer* create(const DaemonConfig& config, const spec::Job& job, const std::vector<ReplicaPlan>& replicas,
        const std::string& workspace, QObject* parent, const VertexOrigin* vertex = nullptr);

    virtual void start() = 0;
    // Ends the step under way; neither prepared() nor failed() follows.
    virtual void cancel() = 0;
    // True while a process of it still runs after cancel(): a stopping run waits for idle().
    virtual bool busy() const { return false; }
    virtual Preparation result() const = 0;

signals:
    void prepared();
    void failed(const std::string& reason);
    void idle();

protected:
    // Checks a job's jobDir (a local folder, made when missing): what is wrong with it, or empty.
    static std::string prepareJobDir(const std::optional<std::string>& jobDir);
};

} // namespace trainyard::daemon
