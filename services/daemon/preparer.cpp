#include "preparer.h"

#include "containerpreparer.h"
#include "executorimage.h"
#include "executorimagepreparer.h"
#include "packagestager.h"

#include "spec/daemonmessages.h"

#include <QDir>

namespace trainyard::daemon {

Preparer* Preparer::create(const DaemonConfig& config, const spec::Job& job, const std::vector<ReplicaPlan>& replicas,
    const std::string& workspace, QObject* parent, const VertexOrigin* vertex)
{
    if (job.trainingInput && job.trainingInput->isCustomContainer())
        return new ContainerPreparer(config, job, replicas, parent);
    if (auto images = executorImages(config, vertex, replicas); !images.empty())
        return new ExecutorImagePreparer(config, job, workspace, std::move(images), parent);
    return new PackageStager(config, job, workspace, parent);
}

std::string Preparer::prepareJobDir(const std::optional<std::string>& jobDir)
{
    if (!jobDir)
        return {};
    if (jobDir->find("://") != std::string::npos)
        return spec::formatDaemonMessage(spec::daemonmsg::jobDirNotLocal, { *jobDir });
    if (!QDir().mkpath(QString::fromStdString(*jobDir)))
        return spec::formatDaemonMessage(spec::daemonmsg::cannotCreateJobDir, { *jobDir });
    return {};
}

} // namespace trainyard::daemon
