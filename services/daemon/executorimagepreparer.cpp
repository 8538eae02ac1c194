#include "executorimagepreparer.h"

#include "containerpreparer.h"
#include "packagestager.h"

namespace trainyard::daemon {

ExecutorImagePreparer::ExecutorImagePreparer(const DaemonConfig& config, const spec::Job& job, const std::string& workspace,
    std::vector<std::string> images, QObject* parent)
    : Preparer(parent)
    , m_config(config)
    , m_images(std::move(images))
    , m_stager(new PackageStager(config, job, workspace, this))
{
}

void ExecutorImagePreparer::follow(Preparer* step, std::function<void()> next)
{
    connect(step, &Preparer::prepared, this, std::move(next));
    connect(step, &Preparer::failed, this, [this](const std::string& reason) { emit failed(reason); });
    connect(step, &Preparer::idle, this, &Preparer::idle);
}

void ExecutorImagePreparer::start()
{
    follow(m_stager, [this] {
        m_result.pythonPath = m_stager->result().pythonPath;
        // No job dir: a Vertex job has none (vertexrunjob.h).
        m_containers = new ContainerPreparer(m_config, std::nullopt, m_images, this);
        follow(m_containers, [this] {
            m_result.containerEngine = m_containers->result().containerEngine;
            emit prepared();
        });
        m_containers->start();
    });
    m_stager->start();
}

void ExecutorImagePreparer::cancel()
{
    for (Preparer* step : { m_stager, m_containers }) {
        if (step) {
            step->disconnect(this, nullptr);
            connect(step, &Preparer::idle, this, &Preparer::idle);
            step->cancel();
        }
    }
}

bool ExecutorImagePreparer::busy() const
{
    return (m_stager && m_stager->busy()) || (m_containers && m_containers->busy());
}

} // namespace trainyard::daemon
