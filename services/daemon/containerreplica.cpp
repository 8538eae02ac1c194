#include "containerreplica.h"

#include "clusterenvironment.h"
#include "daemonconfig.h"
#include "executorimage.h"
#include "runcontext.h"
#include "vertexenvironment.h"

#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTimer>

namespace trainyard::daemon {

namespace {

    // Polling the engine for a container's pid while it is being created.
    constexpr int inspectRetryMs = 500;

    QString qs(const std::string& s) { return QString::fromStdString(s); }

    QStringList argumentsOf(const std::vector<std::string>& argv)
    {
        QStringList arguments;
        for (std::size_t i = 1; i < argv.size(); ++i)
            arguments << qs(argv[i]);
        return arguments;
    }

} // namespace

ContainerReplica::ContainerReplica(const RunContext& run, ReplicaPlan plan)
    : ReplicaProcess(run, std::move(plan))
    , m_container(ContainerEngine::containerName(run.job.jobId.value_or(""), run.trial.id, name(), run.workspace))
{
}

std::string ContainerReplica::engine() const
{
    // A trial's run was not prepared itself (its tuning job's was): it finds the engine the same way.
    return m_run.containerEngine.empty() ? ContainerEngine::locate(m_run.config) : m_run.containerEngine;
}

ContainerEngine ContainerReplica::containerEngine(bool withGpus) const
{
    // The CDI folders are read only when GPUs go in, at a replica's start, not at every inspect or rm.
    return ContainerEngine(engine(), m_run.config.containerRuntime, withGpus && ContainerEngine::nvidiaCdiSpecExists());
}

std::vector<std::string> ContainerReplica::argv() const
{
    return containerEngine(!gpus().empty()).runArgv(containerSpec());
}

std::vector<std::string> ContainerReplica::environment() const
{
    // The engine's client gets the daemon's own environment (CONTAINERS_CONF …); the job's goes in with -e.
    std::vector<std::string> out;
    for (const QString& entry : QProcessEnvironment::systemEnvironment().toStringList())
        out.push_back(entry.toStdString());
    return out;
}

ContainerSpec ContainerReplica::containerSpec() const
{
    if (m_run.vertex && !m_run.job.trainingInput->isCustomContainer())
        return executorImageSpec();
    const spec::TrainingInput& in = *m_run.job.trainingInput;
    const spec::Role role = replicaRole(plan());
    const auto& own = in.config(role);
    const auto& master = in.config(spec::Role::Master);
    // A role that runs the master's image (no imageUri of its own) also takes the master's command and
    // args unless it sets its own.
    const bool ownImage = own && own->imageUri && !own->imageUri->empty();
    const auto pick = [&](std::optional<std::vector<std::string>> spec::ReplicaConfig::*field) {
        if (own && (*own).*field)
            return *((*own).*field);
        if (!ownImage && master && (*master).*field)
            return *((*master).*field);
        return std::vector<std::string> {};
    };
    ContainerSpec spec;
    spec.name = m_container;
    spec.image = in.effectiveImageUri(role).value_or("");
    spec.command = pick(&spec::ReplicaConfig::containerCommand);
    spec.args = pick(&spec::ReplicaConfig::containerArgs);
    for (const auto& arg : in.args.value_or(std::vector<std::string> {}))
        spec.args.push_back(arg);
    for (const auto& arg : m_run.trial.args)
        spec.args.push_back(arg);
    if (in.jobDir && !m_run.vertex) {
        spec.args.push_back("--job-dir");
        spec.args.push_back(*in.jobDir);
        spec.mounts.push_back(*in.jobDir); // at the same path, so that --job-dir means the same inside
    }
    if (!m_run.trial.metricFile.empty()) {
        // cloudml-hypertune writes CLOUD_ML_HP_METRIC_FILE; the tuning reads it on the host.
        const std::string folder = m_run.trial.metricFile.substr(0, m_run.trial.metricFile.rfind('/'));
        QDir().mkpath(qs(folder));
        spec.mounts.push_back(folder);
    }
    spec.environment = clusterEnvironment(m_run.job, m_run.replicas, m_run.ports, plan(), m_run.trial, gpus(), ReplicaHost::Container);
    if (m_run.vertex) {
        // Vertex gives no --job-dir but AIP_MODEL_DIR … under baseOutputDirectory, mounted at the same path.
        const std::string jobWorkspace = vertexJobWorkspace(m_run.workspace, m_run.trial.id);
        spec.environment = vertexEnvironment(*m_run.vertex, spec.environment, m_run.replicas, m_run.ports, plan(), m_run.trial, jobWorkspace);
        if (const std::string base = vertexOutputBase(*m_run.vertex, jobWorkspace, m_run.trial.id); !base.empty()) {
            for (const char* folder : { "model", "checkpoints", "logs" })
                QDir().mkpath(qs(base + folder));
            spec.mounts.push_back(base.substr(0, base.size() - 1));
        }
    }
    finish(spec);
    return spec;
}

ContainerSpec ContainerReplica::executorImageSpec() const
{
    // A Vertex pool of Python packages inside its executor image (executorimage.h): `python3 -m` its
    // module with its args and the trial's (the interpreter by that name: Google's prebuilt training
    // images have one on PATH, as every Debian-based image does; that Vertex calls it so is UNVERIFIED),
    // the staged packages mounted at the same paths and first on PYTHONPATH, as PythonReplica has them.
    ContainerSpec spec;
    spec.name = m_container;
    spec.image = executorImageOf(m_run.vertex, plan());
    spec.command = { "python3", "-m" };
    if (const auto command = vertexPythonCommand(*m_run.vertex, plan())) {
        spec.command.push_back(command->module);
        spec.args = command->args;
    }
    for (const auto& arg : m_run.trial.args)
        spec.args.push_back(arg);
    std::string pythonPath;
    for (const auto& root : m_run.pythonPath) {
        spec.mounts.push_back(root);
        pythonPath += (pythonPath.empty() ? "" : ":") + root;
    }
    if (!m_run.trial.metricFile.empty()) {
        const std::string folder = m_run.trial.metricFile.substr(0, m_run.trial.metricFile.rfind('/'));
        QDir().mkpath(qs(folder));
        spec.mounts.push_back(folder);
    }
    const std::string jobWorkspace = vertexJobWorkspace(m_run.workspace, m_run.trial.id);
    spec.environment = vertexEnvironment(*m_run.vertex,
        clusterEnvironment(m_run.job, m_run.replicas, m_run.ports, plan(), m_run.trial, gpus(), ReplicaHost::Container), m_run.replicas,
        m_run.ports, plan(), m_run.trial, jobWorkspace);
    if (!pythonPath.empty())
        spec.environment.emplace_back("PYTHONPATH", pythonPath);
    if (const std::string base = vertexOutputBase(*m_run.vertex, jobWorkspace, m_run.trial.id); !base.empty()) {
        for (const char* folder : { "model", "checkpoints", "logs" })
            QDir().mkpath(qs(base + folder));
        spec.mounts.push_back(base.substr(0, base.size() - 1));
    }
    finish(spec);
    return spec;
}

void ContainerReplica::finish(ContainerSpec& spec) const
{
    spec.gpus = gpus();
    spec.labels = { { "trainyard.job", m_run.job.jobId.value_or("") }, { "trainyard.replica", name() } };
    if (!m_run.trial.id.empty())
        spec.labels.emplace_back("trainyard.trial", m_run.trial.id);
}

void ContainerReplica::supervised()
{
    m_containerPid = 0;
    inspect();
}

void ContainerReplica::inspect()
{
    if (ended() || m_containerPid > 0 || m_stopping)
        return;
    const std::vector<std::string> argv = containerEngine().pidArgv(m_container);
    auto* process = new QProcess(this);
    connect(process, &QProcess::finished, this, [this, process](int code, QProcess::ExitStatus status) {
        const QByteArray output = process->readAllStandardOutput().trimmed();
        process->deleteLater();
        if (ended())
            return;
        bool ok = false;
        const long pid = output.toLong(&ok);
        if (status == QProcess::NormalExit && code == 0 && ok && pid > 0) {
            m_containerPid = static_cast<pid_t>(pid);
            return;
        }
        // Not created or not started yet (the engine may still be setting it up): ask again shortly.
        QTimer::singleShot(inspectRetryMs, this, &ContainerReplica::inspect);
    });
    connect(process, &QProcess::errorOccurred, this, [process](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            process->deleteLater(); // no engine: the replica itself fails and says so
    });
    process->start(qs(argv.front()), argumentsOf(argv));
}

void ContainerReplica::stop(int graceSeconds)
{
    m_stopping = true;
    ReplicaProcess::stop(graceSeconds);
    if (pgid() > 0)
        remove(graceSeconds);
}

bool ContainerReplica::cleanUp()
{
    // What a client killed while it was still creating its container left behind.
    if (pgid() <= 0)
        return false;
    remove(0);
    return true;
}

void ContainerReplica::remove(int graceSeconds)
{
    const std::vector<std::string> argv = containerEngine().removeArgv(m_container, graceSeconds);
    ++m_removals;
    auto* process = new QProcess(this);
    process->setStandardOutputFile(QProcess::nullDevice());
    process->setStandardErrorFile(QProcess::nullDevice());
    const auto done = [this, process] {
        process->disconnect(this);
        process->deleteLater();
        --m_removals;
        emit idle();
    };
    connect(process, &QProcess::finished, this, done);
    connect(process, &QProcess::errorOccurred, this, [this, done](QProcess::ProcessError error) {
        // Queued: start() may report this before it returns, and done() may end the run.
        if (error == QProcess::FailedToStart)
            QTimer::singleShot(0, this, done);
    });
    process->start(qs(argv.front()), argumentsOf(argv));
}

void ContainerReplica::killLeftovers()
{
    ReplicaProcess::killLeftovers();
    // Killing a container's client leaves the container; the run is gone before a removal could be
    // waited for, so it is left to run on its own.
    const auto argv = containerEngine().removeArgv(m_container, 0);
    QProcess::startDetached(qs(argv.front()), argumentsOf(argv));
}

} // namespace trainyard::daemon
