#include "jobrun.h"

#include "containerpreparer.h"
#include "failpoint.h"
#include "joblog.h"

#include "spec/daemonmessages.h"
#include "spec/jsoncodec.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSocketNotifier>
#include <QTcpServer>
#include <QTimer>

#include <csignal>
#include <fstream>
#include <set>
#include <unistd.h>

namespace trainyard::daemon {

namespace {

    constexpr int stopPollMs = 100;

    QString qs(const std::string& s) { return QString::fromStdString(s); }

    std::string interpreterOf(const spec::Job& job, const DaemonConfig& config)
    {
        const auto& unknown = job.trainingInput->unknown;
        if (unknown.is_object() && unknown.contains("pythonInterpreter") && unknown["pythonInterpreter"].is_string())
            return unknown["pythonInterpreter"].get<std::string>();
        return config.python;
    }

    spec::Role roleOf(const ReplicaPlan& plan)
    {
        if (plan.name.starts_with("worker"))
            return spec::Role::Worker;
        if (plan.name.starts_with("ps"))
            return spec::Role::ParameterServer;
        if (plan.name.starts_with("evaluator"))
            return spec::Role::Evaluator;
        return spec::Role::Master;
    }

    // Polling the engine for a container's pid while it is being created.
    constexpr int inspectRetryMs = 500;

} // namespace

JobRun::JobRun(const DaemonConfig& config, spec::Job job, std::string workspace, JobLog& log, QObject* parent, TrialSetup trial)
    : Run(parent)
    , m_config(config)
    , m_job(std::move(job))
    , m_workspace(std::move(workspace))
    , m_log(log)
    , m_pythonPath(trial.pythonPath)
    , m_trial(std::move(trial))
{
    std::string error;
    m_replicas = planReplicas(m_job, error);
    QDir().mkpath(qs(m_workspace + "/replicas"));
}

JobRun::~JobRun()
{
    for (auto& replica : m_running) {
        if (replica.handle >= 0)
            ::close(replica.handle);
    }
    if (m_staging)
        m_staging->kill();
    if (m_preparer)
        m_preparer->cancel();
}

std::string JobRun::replicaPath(const Replica& replica, const char* suffix) const
{
    return m_workspace + "/replicas/" + replica.plan.name + suffix;
}

void JobRun::prepare()
{
    const spec::TrainingInput& in = *m_job.trainingInput;
    const std::string python = interpreterOf(m_job, m_config);
    if (!isContainerJob() && !QFileInfo(qs(python)).isExecutable()) {
        emit failed(spec::formatDaemonMessage(spec::daemonmsg::pythonMissing, { python }));
        return;
    }
    if (in.jobDir) {
        if (in.jobDir->find("://") != std::string::npos) {
            emit failed(spec::formatDaemonMessage(spec::daemonmsg::jobDirNotLocal, { *in.jobDir }));
            return;
        }
        if (!QDir().mkpath(qs(*in.jobDir))) {
            emit failed(spec::formatDaemonMessage(spec::daemonmsg::cannotCreateJobDir, { *in.jobDir }));
            return;
        }
    }
    if (isContainerJob()) {
        // Nothing to stage: the engine must answer and have every image the replicas run.
        std::set<std::string> images;
        for (const auto& r : m_replicas)
            images.insert(in.effectiveImageUri(roleOf(r)).value_or(""));
        m_preparer = new ContainerPreparer(m_config, { images.begin(), images.end() }, this);
        connect(m_preparer, &ContainerPreparer::ready, this, [this](const std::string& engine) {
            m_containerEngine = engine;
            m_preparer->deleteLater();
            if (!m_stopping)
                emit prepared();
        });
        connect(m_preparer, &ContainerPreparer::failed, this, [this](const std::string& reason) {
            m_preparer->deleteLater();
            if (!m_stopping)
                emit failed(reason);
        });
        m_preparer->start();
        return;
    }
    QDir(qs(m_workspace + "/packages")).removeRecursively();
    QDir().mkpath(qs(m_workspace + "/packages"));
    m_pythonPath.clear();
    m_toStage = in.packageUris.value_or(std::vector<std::string> {});
    stageNext();
}

void JobRun::stageNext()
{
    if (m_stopping)
        return;
    if (m_toStage.empty()) {
        emit prepared();
        return;
    }
    std::string uri = m_toStage.front();
    m_toStage.erase(m_toStage.begin());
    if (uri.starts_with("file://"))
        uri = uri.substr(7);
    const QFileInfo source(qs(uri));
    if (!source.exists()) {
        emit failed(spec::formatDaemonMessage(spec::daemonmsg::packageMissing, { uri }));
        return;
    }
    const std::string target = m_workspace + "/packages/" + std::to_string(m_pythonPath.size());
    QDir().mkpath(qs(target));
    QStringList arguments;
    QString program;
    if (source.isDir()) {
        program = QStringLiteral("cp");
        arguments << QStringLiteral("-a") << source.absoluteFilePath() + QStringLiteral("/.") << qs(target);
    } else if (uri.ends_with(".tar.gz") || uri.ends_with(".tgz") || uri.ends_with(".tar")) {
        program = QStringLiteral("tar");
        arguments << QStringLiteral("-xf") << source.absoluteFilePath() << QStringLiteral("-C") << qs(target);
    } else if (uri.ends_with(".whl") || uri.ends_with(".zip") || uri.ends_with(".egg")) {
        m_pythonPath.push_back(source.absoluteFilePath().toStdString()); // zip archives import as they are
        stageNext();
        return;
    } else {
        emit failed(spec::formatDaemonMessage(spec::daemonmsg::packageUnknownKind, { uri }));
        return;
    }
    m_staging = new QProcess(this);
    m_staging->setProcessChannelMode(QProcess::MergedChannels);
    connect(m_staging, &QProcess::finished, this, [this, uri, target](int code, QProcess::ExitStatus status) {
        const QByteArray output = m_staging->readAll();
        m_staging->deleteLater();
        if (m_stopping) {
            checkStopped(); // the copy was the last process of the run
            return;
        }
        if (status != QProcess::NormalExit || code != 0) {
            emit failed(spec::formatDaemonMessage(spec::daemonmsg::stagingFailed, { uri, output.trimmed().toStdString() }));
            return;
        }
        // An sdist unpacks into one folder, name-version/: that folder is the package root.
        const QStringList entries = QDir(qs(target)).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
        std::string root = target;
        if (entries.size() == 1 && QFileInfo(qs(target) + QLatin1Char('/') + entries.front()).isDir() && !uri.ends_with("/")
            && !QFileInfo(qs(uri)).isDir())
            root = target + "/" + entries.front().toStdString();
        m_pythonPath.push_back(root);
        stageNext();
    });
    connect(m_staging, &QProcess::errorOccurred, this, [this, program](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart && !m_stopping)
            emit failed(spec::formatDaemonMessage(spec::daemonmsg::cannotRunStager, { program.toStdString() }));
    });
    m_staging->start(program, arguments);
}

std::vector<std::pair<std::string, std::string>> JobRun::jobEnvironment(const Replica& replica, bool inContainer) const
{
    const spec::TrainingInput& in = *m_job.trainingInput;
    nlohmann::json cluster = nlohmann::json::object();
    nlohmann::json fullCluster = nlohmann::json::object(); // CLUSTER_SPEC also lists evaluators
    int worldSize = 0;
    int rank = -1;
    for (const auto& r : m_replicas) {
        const auto port = m_ports.count(r.name) ? m_ports.at(r.name) : 0;
        const std::string address = "localhost:" + std::to_string(port);
        fullCluster[r.taskType].push_back(address);
        if (r.taskType != "evaluator")
            cluster[r.taskType].push_back(address);
        if (r.taskType == "master" || r.taskType == "chief" || r.taskType == "worker") {
            if (r.name == replica.plan.name)
                rank = worldSize;
            ++worldSize;
        }
    }
    nlohmann::json task = { { "type", replica.plan.taskType }, { "index", replica.plan.index } };
    if (!m_trial.id.empty())
        task["trial"] = m_trial.id; // a string, as trialId is in the API; AI Platform numbers trials from 1
    const nlohmann::json job = spec::toJson(in);
    const nlohmann::json tfConfig = { { "cluster", cluster }, { "task", task }, { "job", job }, { "environment", "cloud" } };
    const nlohmann::json clusterSpec = { { "cluster", fullCluster }, { "task", task }, { "job", job }, { "environment", "cloud" } };

    std::vector<std::pair<std::string, std::string>> env;
    const auto set = [&env](const char* name, const std::string& value) { env.emplace_back(name, value); };
    set("TF_CONFIG", tfConfig.dump());
    set("CLUSTER_SPEC", clusterSpec.dump());
    set("CLOUD_ML_JOB_ID", *m_job.jobId);
    set("PYTHONUNBUFFERED", "1"); // lines reach the log as they are printed
    if (!m_trial.id.empty()) {
        // What the cloudml-hypertune library reads (docs/api.md, "Hyperparameter tuning").
        set("CLOUD_ML_TRIAL_ID", m_trial.id);
        set("CLOUD_ML_HP_METRIC_TAG", m_trial.metricTag);
        const bool primary = replica.plan.index == 0 && (replica.plan.taskType == "master" || replica.plan.taskType == "chief");
        const std::string folder = m_trial.metricFile.substr(0, m_trial.metricFile.rfind('/') + 1);
        set("CLOUD_ML_HP_METRIC_FILE", primary ? m_trial.metricFile : folder + replica.plan.name + ".metrics");
    }
    const auto master = std::find_if(m_replicas.begin(), m_replicas.end(), [](const ReplicaPlan& r) { return r.name == "master-replica-0"; });
    if (master != m_replicas.end() && m_ports.count(master->name)) {
        set("MASTER_ADDR", "localhost");
        set("MASTER_PORT", std::to_string(m_ports.at(master->name)));
    }
    if (rank >= 0) {
        set("WORLD_SIZE", std::to_string(worldSize));
        set("RANK", std::to_string(rank));
    }
    // The GPUs this replica was given, and only those; a container sees only its own, numbered from 0.
    std::string devices;
    int inside = 0;
    for (const int gpu : gpusOf(replica.plan.name))
        devices += (devices.empty() ? "" : ",") + std::to_string(inContainer ? inside++ : gpu);
    set("CUDA_VISIBLE_DEVICES", devices);
    return env;
}

std::vector<std::string> JobRun::environmentFor(const Replica& replica) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // A container's client (podman) gets the daemon's own environment (CONTAINERS_CONF …); the job's goes in with -e.
    if (replica.container.empty()) {
        for (const auto& [name, value] : jobEnvironment(replica, false))
            env.insert(qs(name), qs(value));
        std::string pythonPath;
        for (const auto& p : m_pythonPath)
            pythonPath += (pythonPath.empty() ? "" : ":") + p;
        if (const QString inherited = env.value(QStringLiteral("PYTHONPATH")); !inherited.isEmpty())
            pythonPath += ":" + inherited.toStdString();
        env.insert(QStringLiteral("PYTHONPATH"), qs(pythonPath));
    }
    std::vector<std::string> out;
    for (const QString& entry : env.toStringList())
        out.push_back(entry.toStdString());
    return out;
}

bool JobRun::isContainerJob() const
{
    return m_job.trainingInput && m_job.trainingInput->isCustomContainer();
}

JobRun::Replica JobRun::makeReplica(const ReplicaPlan& plan) const
{
    Replica replica { plan };
    if (isContainerJob())
        replica.container = ContainerEngine::containerName(*m_job.jobId, m_trial.id, plan.name, m_workspace);
    return replica;
}

ContainerEngine JobRun::containerEngine(bool withGpus) const
{
    // A trial's run was not prepared itself (its tuning job's was): it finds the engine the same way.
    const std::string program = m_containerEngine.empty() ? ContainerEngine::locate(m_config) : m_containerEngine;
    // The CDI folders are read only when GPUs go in, at a replica's start, not at every inspect or rm.
    return ContainerEngine(program, m_config.containerRuntime, withGpus && ContainerEngine::nvidiaCdiSpecExists());
}

ContainerSpec JobRun::containerSpecFor(const Replica& replica) const
{
    const spec::TrainingInput& in = *m_job.trainingInput;
    const spec::Role role = roleOf(replica.plan);
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
    spec.name = replica.container;
    spec.image = in.effectiveImageUri(role).value_or("");
    spec.command = pick(&spec::ReplicaConfig::containerCommand);
    spec.args = pick(&spec::ReplicaConfig::containerArgs);
    for (const auto& arg : in.args.value_or(std::vector<std::string> {}))
        spec.args.push_back(arg);
    for (const auto& arg : m_trial.args)
        spec.args.push_back(arg);
    if (in.jobDir) {
        spec.args.push_back("--job-dir");
        spec.args.push_back(*in.jobDir);
        spec.mounts.push_back(*in.jobDir); // at the same path, so that --job-dir means the same inside
    }
    if (!m_trial.metricFile.empty()) {
        // cloudml-hypertune writes CLOUD_ML_HP_METRIC_FILE; the tuning reads it on the host.
        const std::string folder = m_trial.metricFile.substr(0, m_trial.metricFile.rfind('/'));
        QDir().mkpath(qs(folder));
        spec.mounts.push_back(folder);
    }
    spec.environment = jobEnvironment(replica, true);
    spec.gpus = gpusOf(replica.plan.name);
    spec.labels = { { "trainyard.job", *m_job.jobId }, { "trainyard.replica", replica.plan.name } };
    if (!m_trial.id.empty())
        spec.labels.emplace_back("trainyard.trial", m_trial.id);
    return spec;
}

void JobRun::inspectContainer(const std::string& replicaName)
{
    const auto replica = std::find_if(m_running.begin(), m_running.end(), [&](const Replica& r) { return r.plan.name == replicaName; });
    if (replica == m_running.end() || replica->ended || replica->container.empty() || replica->containerPid > 0 || m_stopping)
        return;
    const std::vector<std::string> argv = containerEngine().pidArgv(replica->container);
    auto* process = new QProcess(this);
    connect(process, &QProcess::finished, this, [this, process, replicaName](int code, QProcess::ExitStatus status) {
        const QByteArray output = process->readAllStandardOutput().trimmed();
        process->deleteLater();
        const auto r = std::find_if(m_running.begin(), m_running.end(), [&](const Replica& x) { return x.plan.name == replicaName; });
        if (r == m_running.end() || r->ended)
            return;
        bool ok = false;
        const long pid = output.toLong(&ok);
        if (status == QProcess::NormalExit && code == 0 && ok && pid > 0) {
            r->containerPid = static_cast<pid_t>(pid);
            return;
        }
        // Not created or not started yet (the engine may still be setting it up): ask again shortly.
        QTimer::singleShot(inspectRetryMs, this, [this, replicaName] { inspectContainer(replicaName); });
    });
    connect(process, &QProcess::errorOccurred, this, [process](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            process->deleteLater(); // no engine: the replica itself fails and says so
    });
    QStringList arguments;
    for (std::size_t i = 1; i < argv.size(); ++i)
        arguments << qs(argv[i]);
    process->start(qs(argv.front()), arguments);
}

void JobRun::removeContainer(const std::string& container, int graceSeconds)
{
    const std::vector<std::string> argv = containerEngine().removeArgv(container, graceSeconds);
    ++m_removals;
    auto* process = new QProcess(this);
    process->setStandardOutputFile(QProcess::nullDevice());
    process->setStandardErrorFile(QProcess::nullDevice());
    const auto done = [this, process] {
        process->disconnect(this);
        process->deleteLater();
        --m_removals;
        checkStopped();
    };
    connect(process, &QProcess::finished, this, done);
    connect(process, &QProcess::errorOccurred, this, [this, done](QProcess::ProcessError error) {
        // Queued: start() may report this before it returns, and done() may end the run.
        if (error == QProcess::FailedToStart)
            QTimer::singleShot(0, this, done);
    });
    QStringList arguments;
    for (std::size_t i = 1; i < argv.size(); ++i)
        arguments << qs(argv[i]);
    process->start(qs(argv.front()), arguments);
}

bool JobRun::startReplica(Replica& replica, std::string& error)
{
    const spec::TrainingInput& in = *m_job.trainingInput;
    LaunchSpec spec;
    if (!replica.container.empty()) {
        // The engine's client in the foreground: the container's output and exit code are the replica's.
        spec.argv = containerEngine(!gpusOf(replica.plan.name).empty()).runArgv(containerSpecFor(replica));
    } else {
        spec.argv = { interpreterOf(m_job, m_config), "-m", in.pythonModule.value_or("") };
        for (const auto& arg : in.args.value_or(std::vector<std::string> {}))
            spec.argv.push_back(arg);
        for (const auto& arg : m_trial.args)
            spec.argv.push_back(arg);
        if (in.jobDir) {
            spec.argv.push_back("--job-dir");
            spec.argv.push_back(*in.jobDir);
        }
    }
    spec.environment = environmentFor(replica);
    spec.workingDirectory = m_pythonPath.empty() ? m_workspace : m_pythonPath.front();
    spec.stdoutPath = m_log.sourcePath(replica.plan.name, "stdout", m_trial.id);
    spec.stderrPath = m_log.sourcePath(replica.plan.name, "stderr", m_trial.id);
    spec.statusPath = replicaPath(replica, ".status");
    spec.pidPath = replicaPath(replica, ".pid");
    spec.adoptOrphans = replica.container.empty();
    spec.graceSeconds = m_config.graceSeconds;
    const auto pid = launchReplica(spec, error);
    if (!pid)
        return false;
    replica.pgid = *pid;
    replica.ended = false;
    replica.containerPid = 0;
    watch(replica);
    if (!replica.container.empty())
        inspectContainer(replica.plan.name);
    return true;
}

void JobRun::watch(Replica& replica)
{
    replica.handle = openProcessHandle(replica.pgid);
    if (replica.handle < 0) {
        QMetaObject::invokeMethod(this, [this, name = replica.plan.name] { replicaEnded(name); }, Qt::QueuedConnection);
        return;
    }
    replica.notifier = new QSocketNotifier(replica.handle, QSocketNotifier::Read, this);
    connect(replica.notifier, &QSocketNotifier::activated, this, [this, name = replica.plan.name] { replicaEnded(name); });
}

void JobRun::replicaEnded(const std::string& name)
{
    // Looked up by name, and only one: handling an end may stop the whole run.
    const auto it = std::find_if(m_running.begin(), m_running.end(), [&](const Replica& r) { return r.plan.name == name; });
    if (it != m_running.end() && !it->ended)
        onReplicaEnded(*it);
}

void JobRun::launch(const std::vector<int>& gpus)
{
    m_gpus = gpus;
    if (isContainerJob() && m_containerEngine.empty())
        m_containerEngine = ContainerEngine::locate(m_config); // a trial: its tuning job's PREPARING checked the engine
    // Ports for the cluster spec: held open together so no two replicas get the same one.
    std::vector<std::unique_ptr<QTcpServer>> holders;
    for (const auto& r : m_replicas) {
        auto holder = std::make_unique<QTcpServer>();
        holder->listen(QHostAddress::LocalHost, 0);
        m_ports[r.name] = holder->serverPort();
        holders.push_back(std::move(holder));
    }
    holders.clear();
    m_running.clear();
    for (const auto& plan : m_replicas)
        m_running.push_back(makeReplica(plan));
    // From here on a replica with a pid file was started by this launch: resume() tells a replica that
    // died (restarted, and counted) from one the daemon died before starting (just started).
    for (const auto& r : m_running) {
        for (const char* suffix : { ".pid", ".pid.tmp", ".status", ".status.tmp" })
            ::unlink(replicaPath(r, suffix).c_str());
    }
    saveRunState();
    failpoint("after-run-state");
    // The primary starts last, as gcloud's local runner does: the others are listening by then.
    std::vector<Replica*> order;
    for (auto& r : m_running) {
        if (r.plan.index != 0 || (r.plan.taskType != "master" && r.plan.taskType != "chief"))
            order.push_back(&r);
    }
    for (auto& r : m_running) {
        if (std::find(order.begin(), order.end(), &r) == order.end())
            order.push_back(&r);
    }
    for (Replica* r : order) {
        std::string error;
        if (!startReplica(*r, error)) {
            for (auto& other : m_running) {
                if (other.pgid == 0)
                    other.ended = true; // never started: nothing of it to wait for
            }
            r->ended = true;
            m_finished = true;
            emit failed(spec::formatDaemonMessage(spec::daemonmsg::cannotStartReplica, { r->plan.name, error }));
            stop();
            return;
        }
    }
}

void JobRun::saveRunState() const
{
    nlohmann::json state;
    for (const auto& [name, port] : m_ports)
        state["ports"][name] = port;
    state["gpus"] = m_gpus;
    state["pythonPath"] = m_pythonPath;
    state["containerEngine"] = m_containerEngine;
    for (const auto& r : m_running)
        state["restarts"][r.plan.name] = r.restarts;
    const std::string path = m_workspace + "/run.json";
    {
        std::ofstream out(path + ".tmp");
        out << state.dump(2);
    }
    std::rename((path + ".tmp").c_str(), path.c_str());
}

bool JobRun::loadRunState()
{
    std::ifstream in(m_workspace + "/run.json");
    if (!in)
        return false;
    try {
        const nlohmann::json state = nlohmann::json::parse(in);
        for (const auto& [name, port] : state.at("ports").items())
            m_ports[name] = port.get<int>();
        m_gpus = state.at("gpus").get<std::vector<int>>();
        m_pythonPath = state.at("pythonPath").get<std::vector<std::string>>();
        m_containerEngine = state.value("containerEngine", std::string());
        m_running.clear();
        for (const auto& plan : m_replicas) {
            Replica r = makeReplica(plan);
            if (state.contains("restarts") && state["restarts"].contains(plan.name))
                r.restarts = state["restarts"][plan.name].get<int>();
            m_running.push_back(r);
        }
    } catch (const nlohmann::json::exception&) {
        return false;
    }
    return true;
}

std::vector<int> JobRun::gpusOf(const std::string& replicaName) const
{
    // The job's GPUs are handed out in plan order: the master's first, then each worker's, ….
    std::vector<int> devices;
    std::size_t offset = 0;
    for (const auto& r : m_replicas) {
        if (r.name == replicaName) {
            for (std::size_t i = 0; i < static_cast<std::size_t>(r.gpuCount) && offset + i < m_gpus.size(); ++i)
                devices.push_back(m_gpus[offset + i]);
            break;
        }
        offset += static_cast<std::size_t>(r.gpuCount);
    }
    return devices;
}

std::vector<ReplicaGroup> JobRun::replicaGroups() const
{
    std::vector<ReplicaGroup> groups;
    for (const auto& replica : m_running) {
        // A container's processes are not in its client's group but in the group its init leads.
        const pid_t pgid = replica.container.empty() ? replica.pgid : replica.containerPid;
        if (!replica.ended && pgid > 0)
            groups.push_back({ replica.plan.name, m_trial.id, pgid, gpusOf(replica.plan.name) });
    }
    return groups;
}

std::string JobRun::startReason() const
{
    return spec::formatDaemonMessage(spec::daemonmsg::allReplicasStarted, { std::to_string(slotCount()) });
}

bool JobRun::launched() const
{
    return QFileInfo::exists(qs(m_workspace + "/run.json"));
}

bool JobRun::resume(std::string& reason)
{
    if (!loadRunState()) {
        reason = spec::daemonmsg::runStateLost;
        return false;
    }
    // First take up every replica still there (so a later stop() reaches them all), then restart the
    // dead and start those the daemon died before starting (launch() removed every older pid file).
    std::vector<Replica*> dead;
    std::vector<Replica*> unstarted;
    for (auto& r : m_running) {
        const auto pid = readPidFile(replicaPath(r, ".pid"));
        r.pgid = pid.value_or(0);
        if (pid && (processAlive(*pid) || readReplicaExit(replicaPath(r, ".status")))) {
            watch(r); // re-adopted, or ended while the daemon was down: its status file says how
            if (!r.container.empty())
                inspectContainer(r.plan.name);
            continue;
        }
        r.ended = true; // nothing of it runs
        (pid ? dead : unstarted).push_back(&r);
    }
    // The primary last, as launch() starts them.
    std::stable_partition(unstarted.begin(), unstarted.end(),
        [](const Replica* r) { return r->plan.index != 0 || (r->plan.taskType != "master" && r->plan.taskType != "chief"); });
    for (Replica* r : unstarted) {
        std::string error;
        if (!startReplica(*r, error)) {
            reason = spec::formatDaemonMessage(spec::daemonmsg::cannotStartReplica, { r->plan.name, error });
            return false;
        }
    }
    for (Replica* r : dead) {
        if (r->restarts >= m_config.maxRestarts) {
            reason = spec::formatDaemonMessage(spec::daemonmsg::diedWhileDown, { r->plan.name, std::to_string(r->restarts) });
            return false;
        }
        ++r->restarts;
        saveRunState();
        std::string error;
        if (!startReplica(*r, error)) {
            reason = spec::formatDaemonMessage(spec::daemonmsg::cannotRestartReplica, { r->plan.name, error });
            return false;
        }
        emit noted(spec::formatDaemonMessage(
            spec::daemonmsg::replicaRestarted, { r->plan.name, std::to_string(r->restarts), std::to_string(m_config.maxRestarts) }));
    }
    return true;
}

void JobRun::killLeftovers()
{
    for (const auto& plan : m_replicas) {
        if (const auto pid = readPidFile(m_workspace + "/replicas/" + plan.name + ".pid"))
            killReplicaTree(*pid);
        // Killing a container's client leaves the container; this run object is gone before a removal
        // could be waited for, so it is left to run on its own.
        if (const Replica replica = makeReplica(plan); !replica.container.empty()) {
            const auto argv = containerEngine().removeArgv(replica.container, 0);
            QStringList arguments;
            for (std::size_t i = 1; i < argv.size(); ++i)
                arguments << qs(argv[i]);
            QProcess::startDetached(qs(argv.front()), arguments);
        }
    }
}

void JobRun::onReplicaEnded(Replica& replica)
{
    if (replica.notifier) {
        replica.notifier->setEnabled(false);
        replica.notifier->deleteLater();
        replica.notifier = nullptr;
    }
    if (replica.handle >= 0) {
        ::close(replica.handle);
        replica.handle = -1;
    }
    reap(replica.pgid);
    replica.ended = true;
    m_log.ingest(true, replica.plan.name, m_trial.id); // its last line, even without a newline; the others' are still being written
    if (m_stopping || m_finished) {
        checkStopped();
        return;
    }
    const auto exit = readReplicaExit(replicaPath(replica, ".status")).value_or(ReplicaExit { true, SIGKILL });
    const bool primary = replica.plan.taskType == "master" || replica.plan.taskType == "chief";
    if (exit.success()) {
        if (primary) {
            m_finished = true;
            emit succeeded(spec::daemonmsg::masterSucceeded);
            stop();
        }
        return; // workers may finish before the master; the master decides
    }
    const auto lastLines = m_log.tail(replica.plan.name, "stderr", 5, m_trial.id);
    std::string message = spec::formatDaemonMessage(
        lastLines.empty() ? spec::daemonmsg::replicaFailed : spec::daemonmsg::replicaFailedWithStderr, { replica.plan.name, exit.describe() });
    if (!lastLines.empty()) {
        for (const auto& line : lastLines)
            message += "\n" + line;
    }
    m_finished = true;
    emit failed(message);
    stop();
}

void JobRun::stop()
{
    if (m_staging)
        m_staging->kill();
    if (m_preparer)
        m_preparer->cancel();
    if (m_stopped)
        return;
    if (m_stopping) {
        checkStopped();
        return;
    }
    m_stopping = true;
    for (const auto& r : m_running) {
        signalReplica(r, SIGTERM);
        // The client passes SIGTERM on, but a SIGKILLed client would leave its container running:
        // the engine stops (SIGKILL after the same grace) and removes it.
        if (!r.container.empty() && r.pgid > 0)
            removeContainer(r.container, m_config.graceSeconds);
    }
    m_killTimer = new QTimer(this);
    m_killTimer->setSingleShot(true);
    connect(m_killTimer, &QTimer::timeout, this, [this] {
        m_killing = true;
        killRemaining();
    });
    m_killTimer->start(m_config.graceSeconds * 1000);
    m_reaper = new QTimer(this);
    connect(m_reaper, &QTimer::timeout, this, &JobRun::checkStopped);
    m_reaper->start(stopPollMs);
    checkStopped();
}

void JobRun::killRemaining()
{
    // SIGKILL to every process of every replica but its supervisor, which then records the end and
    // exits on its own: killed first, it would leave its descendants to init, out of reach.
    for (const auto& r : m_running)
        signalReplica(r, SIGKILL);
}

void JobRun::signalReplica(const Replica& replica, int signal)
{
    if (replica.pgid <= 0)
        return;
    // A live supervisor holds its replica's whole tree. One that has ended ended that tree first (its
    // pid may be another process's by now): only its group can be left, of a container's client.
    if (replica.ended)
        signalGroup(replica.pgid, signal);
    else
        signalReplicaTree(replica.pgid, signal);
}

void JobRun::checkStopped()
{
    if (!m_stopping || m_stopped)
        return;
    // A package still being copied is a process of the job too: the run is stopped once it has gone
    // (destroying a QProcess that still runs would block the daemon until it exits).
    if (m_staging && m_staging->state() != QProcess::NotRunning)
        return;
    if (m_killing)
        killRemaining(); // a process forked while the last pass ran, or re-parented to a supervisor since
    // A replica's supervisor ends only once every descendant of its has (it is their subreaper), so an
    // ended replica can have left only members of its group (a container's client does not adopt).
    for (const auto& r : m_running) {
        if (!r.ended || (r.pgid > 0 && groupAlive(r.pgid)))
            return;
    }
    if (m_removals > 0)
        return;
    if (!m_swept) {
        // Once every client has ended: remove what a client killed while it was still creating its
        // container left behind, so that a stopped container job leaves no container at all.
        m_swept = true;
        for (const auto& r : m_running) {
            if (!r.container.empty() && r.pgid > 0)
                removeContainer(r.container, 0);
        }
        if (m_removals > 0)
            return;
    }
    if (m_reaper)
        m_reaper->stop();
    if (m_killTimer)
        m_killTimer->stop();
    m_stopped = true; // once: a stopped run stays stopped
    emit stopped();
}

} // namespace trainyard::daemon
