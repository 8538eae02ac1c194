#include "slurmtask.h"

#include "clusterenvironment.h"
#include "replicalauncher.h"
#include "slurmplacement.h"
#include "vertexenvironment.h"

#include "spec/daemonmessages.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace trainyard::daemon {

namespace {

    const std::string* variable(const std::map<std::string, std::string>& env, const std::string& name)
    {
        const auto it = env.find(name);
        return it == env.end() ? nullptr : &it->second;
    }

    std::optional<long long> integer(const std::string* text)
    {
        if (!text || text->empty())
            return std::nullopt;
        char* end = nullptr;
        errno = 0;
        const long long value = std::strtoll(text->c_str(), &end, 10);
        if (errno != 0 || *end != '\0' || value < 0)
            return std::nullopt;
        return value;
    }

    void makePath(const std::string& folder)
    {
        for (std::size_t slash = folder.find('/', 1); slash != std::string::npos; slash = folder.find('/', slash + 1))
            ::mkdir(folder.substr(0, slash).c_str(), 0755);
        ::mkdir(folder.c_str(), 0755);
    }

    std::string folderOf(const std::string& path) { return path.substr(0, path.rfind('/')); }

    // Temporary file, then rename: the daemon polls these files and must never read half of one.
    bool writeAtomically(const std::string& path, const std::string& text)
    {
        const std::string temporary = path + ".tmp";
        const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (fd < 0)
            return false;
        const bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size()) && ::fsync(fd) == 0;
        ::close(fd);
        return written && ::rename(temporary.c_str(), path.c_str()) == 0;
    }

    void appendLine(const std::string& path, const std::string& line)
    {
        const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
        if (fd < 0)
            return;
        const std::string text = line + "\n";
        (void)!::write(fd, text.data(), text.size());
        ::close(fd);
    }

    std::map<std::string, std::string> ownEnvironment()
    {
        std::map<std::string, std::string> env;
        for (char** e = environ; e && *e; ++e) {
            const std::string entry = *e;
            const auto eq = entry.find('=');
            if (eq != std::string::npos)
                env[entry.substr(0, eq)] = entry.substr(eq + 1);
        }
        return env;
    }

    // Waits for the supervisor with the forwarded signals blocked, so that none is lost between
    // checks: each one is taken by sigwaitinfo() and passed on to the replica's tree. But for those
    // from our parent, slurmstepd: it signals every process of the step at once (proctrack linuxproc
    // and cgroup find the trainer however it left our session), and a second SIGTERM would cut short
    // the trainer's graceful end (measured: a Python trainer's handler, then a death by signal 15).
    // Limit: with proctrack/pgid, which signals the task's process group alone, Slurm's signals do not
    // reach the trainer; a signal from anyone else (kill, a test) is forwarded either way.
    void superviseUntilEnded(pid_t supervisor, const sigset_t& forwarded)
    {
        const pid_t slurmstepd = ::getppid();
        for (;;) {
            int status = 0;
            const pid_t ended = ::waitpid(supervisor, &status, WNOHANG);
            if (ended == supervisor || (ended < 0 && errno == ECHILD))
                return;
            siginfo_t info {};
            const int signal = ::sigwaitinfo(&forwarded, &info);
            const bool fromStep = info.si_code == SI_USER && info.si_pid == slurmstepd;
            if (signal > 0 && signal != SIGCHLD && !fromStep)
                signalReplicaTree(supervisor, signal);
        }
    }

} // namespace

std::optional<SlurmTaskSetup> slurmTaskSetup(const SlurmTaskPlan& plan, const std::map<std::string, std::string>& slurm, std::string& error)
{
    if (!plan.job.trainingInput) {
        error = "the plan's job has no trainingInput";
        return std::nullopt;
    }
    const auto rank = integer(variable(slurm, "SLURM_PROCID"));
    const auto jobId = integer(variable(slurm, "SLURM_JOB_ID"));
    if (!rank || !jobId) {
        error = "SLURM_PROCID or SLURM_JOB_ID is not set: not a task of a Slurm job step";
        return std::nullopt;
    }
    const std::vector<ReplicaPlan> order = slurmTaskOrder(plan.replicas);
    if (*rank >= static_cast<long long>(order.size())) {
        error = "SLURM_PROCID " + std::to_string(*rank) + " names no replica: the job has " + std::to_string(order.size());
        return std::nullopt;
    }
    SlurmTaskSetup setup;
    setup.replica = order[static_cast<std::size_t>(*rank)];

    // Each component's nodes and tasks per node; a job of one pool is a plain job, with its step's.
    const std::size_t components = slurmComponents(plan.replicas).size();
    std::vector<std::string> nodelists;
    std::vector<std::string> tasksPerNode;
    for (std::size_t c = 0; c < components; ++c) {
        const std::string suffix = "_HET_GROUP_" + std::to_string(c);
        const std::string* nodes = variable(slurm, "SLURM_JOB_NODELIST" + suffix);
        const std::string* tasks = variable(slurm, "SLURM_TASKS_PER_NODE" + suffix);
        if (components == 1 && (!nodes || !tasks)) {
            nodes = variable(slurm, "SLURM_STEP_NODELIST");
            tasks = variable(slurm, "SLURM_STEP_TASKS_PER_NODE");
        }
        if (!nodes || !tasks) {
            error = "SLURM_JOB_NODELIST" + suffix + " or SLURM_TASKS_PER_NODE" + suffix + " is not set";
            return std::nullopt;
        }
        nodelists.push_back(*nodes);
        tasksPerNode.push_back(*tasks);
    }
    const auto nodes = slurmReplicaNodes(plan.replicas, nodelists, tasksPerNode);
    if (nodes.size() != plan.replicas.size()) {
        error = "Slurm's node lists place " + std::to_string(nodes.size()) + " of the job's " + std::to_string(plan.replicas.size()) + " replicas";
        return std::nullopt;
    }
    for (const auto& [replica, node] : nodes) {
        const auto address = plan.nodeAddresses.find(node);
        setup.hosts[replica] = address == plan.nodeAddresses.end() ? node : address->second;
    }
    const std::string* own = variable(slurm, "SLURMD_NODENAME");
    setup.node = own ? *own : nodes.at(setup.replica.name);
    setup.ports = slurmReplicaPorts(*jobId, plan.replicas);

    const spec::TrainingInput& in = *plan.job.trainingInput;
    const auto vertexCommand = plan.vertex ? vertexPythonCommand(*plan.vertex, setup.replica) : std::nullopt;
    if (vertexCommand) {
        // The pool's own module and args; Vertex gives no --job-dir (AIP_MODEL_DIR instead).
        setup.argv = { plan.python, "-m", vertexCommand->module };
        setup.argv.insert(setup.argv.end(), vertexCommand->args.begin(), vertexCommand->args.end());
        setup.argv.insert(setup.argv.end(), plan.trial.args.begin(), plan.trial.args.end());
    } else {
        setup.argv = { plan.python, "-m", in.pythonModule.value_or("") };
        for (const auto& arg : in.args.value_or(std::vector<std::string> {}))
            setup.argv.push_back(arg);
        for (const auto& arg : plan.trial.args)
            setup.argv.push_back(arg);
        if (in.jobDir) {
            setup.argv.push_back("--job-dir");
            setup.argv.push_back(*in.jobDir);
        }
    }
    setup.environment = clusterEnvironment(plan.job, plan.replicas, setup.ports, setup.replica, plan.trial, {}, ReplicaHost::Slurm, setup.hosts);
    if (plan.vertex) {
        const std::string jobWorkspace = vertexJobWorkspace(plan.workspace, plan.trial.id);
        setup.environment = vertexEnvironment(*plan.vertex, setup.environment, plan.replicas, setup.ports, setup.replica, plan.trial, jobWorkspace, setup.hosts);
        // The workspace is on the filesystem the nodes share: any task may make the folders.
        std::error_code ignored; // a folder that cannot be made shows as the trainer's own error, where it writes
        if (const std::string base = vertexOutputBase(*plan.vertex, jobWorkspace, plan.trial.id); !base.empty())
            for (const char* folder : { "model", "checkpoints", "logs" })
                std::filesystem::create_directories(base + folder, ignored);
    }
    std::string pythonPath;
    for (const auto& p : plan.pythonPath)
        pythonPath += (pythonPath.empty() ? "" : ":") + p;
    if (const std::string* inherited = variable(slurm, "PYTHONPATH"); inherited && !inherited->empty())
        pythonPath += (pythonPath.empty() ? "" : ":") + *inherited;
    setup.environment.emplace_back("PYTHONPATH", pythonPath);
    return setup;
}

int runSlurmTask(const std::string& planPath)
{
    std::string error;
    const auto plan = loadSlurmTaskPlan(planPath, error);
    if (!plan || !plan->job.trainingInput) {
        std::fprintf(stderr, "trainyardd --slurm-task: %s\n", error.empty() ? "the plan has no trainingInput" : error.c_str());
        return 126;
    }
    std::map<std::string, std::string> env = ownEnvironment();
    const auto setup = slurmTaskSetup(*plan, env, error);
    if (!setup) {
        std::fprintf(stderr, "trainyardd --slurm-task: %s\n", error.c_str());
        return 126;
    }
    const std::string& name = setup->replica.name;
    const std::string replicas = plan->workspace + "/replicas/";
    makePath(replicas);
    const auto logs = plan->logPaths.find(name);
    const std::string out = logs != plan->logPaths.end() ? logs->second.first : replicas + name + ".stdout";
    const std::string err = logs != plan->logPaths.end() ? logs->second.second : replicas + name + ".stderr";
    makePath(folderOf(out));
    makePath(folderOf(err));
    const std::string statusPath = replicas + name + ".status";
    const auto fail = [&](const std::string& why) {
        const std::string message = spec::formatDaemonMessage(spec::daemonmsg::slurmTaskFailed, { why });
        appendLine(err, message);
        std::fprintf(stderr, "trainyardd --slurm-task: %s: %s\n", name.c_str(), message.c_str());
        writeAtomically(statusPath, "exit 126\n");
        return 126;
    };
    // The node first: the daemon learns where each replica runs before any of its lines arrive.
    if (!writeAtomically(replicas + name + ".node", setup->node + "\n"))
        return fail("cannot write " + replicas + name + ".node: " + std::strerror(errno));

    for (const auto& [variableName, value] : setup->environment)
        env[variableName] = value;
    LaunchSpec spec;
    spec.argv = setup->argv;
    for (const auto& [variableName, value] : env)
        spec.environment.push_back(variableName + "=" + value);
    spec.workingDirectory = plan->workspace;
    spec.stdoutPath = out;
    spec.stderrPath = err;
    spec.statusPath = statusPath;
    spec.pidPath = replicas + name + ".pid";

    // Blocked before the supervisor exists, so that a signal sent at once is forwarded, not lost.
    sigset_t forwarded;
    sigemptyset(&forwarded);
    for (const int s : { SIGTERM, SIGINT, SIGHUP, SIGCONT, SIGCHLD })
        sigaddset(&forwarded, s);
    ::sigprocmask(SIG_BLOCK, &forwarded, nullptr);
    const auto supervisor = launchReplica(spec, error);
    if (!supervisor)
        return fail(error);
    superviseUntilEnded(*supervisor, forwarded);
    const auto exit = readReplicaExit(statusPath);
    if (!exit)
        return fail("its supervisor ended without recording how the replica ended");
    return exit->signaled ? 128 + exit->code : exit->code;
}

} // namespace trainyard::daemon
