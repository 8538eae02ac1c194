// What running on a Slurm location costs over Slurm itself, measured in one run on one cluster: the
// two-node test cluster of shared/reference/slurm.md (SlurmTestCluster), brought up by this program
// in a temporary folder and torn down by PID, and the real trainyardd with `--slurm cluster=debug`.
//
//   build/bin/bench_slurm [--reps 20] [--trials 50] [--parallel 2] [--only latency|study]
//
// 1. Latency: a 3-replica job (master + 2 workers, n1-highmem-2: two het components, one per node),
//    submitted through trainyardd (POST) and the same heterogeneous job submitted with sbatch directly
//    (trainyardd's own script for the first job, slurm/job-0.sh, with its #SBATCH lines kept and each
//    task's program replaced by a shell that touches a file). Alternated, rep by rep, each on an empty
//    queue after a random pause of up to 1 s (see waitForEmptyQueue). "Tasks started" is the same on
//    both sides: the moment the last of the 3 tasks has left its mark in the shared folder (trainyardd's task wrapper writes replicas/<name>.node before it starts
//    the trainer; the plain task touches started.<procid>), seen by polling the files every 5 ms from
//    just before the POST / the sbatch. "RUNNING" is the daemon's job state, polled (GET job) every 5 ms.
// 2. A tuning study of `--trials` trials (tests/fixtures/trainers/tunable, 3 steps of 0.1 s, random
//    search, maxParallelTrials `--parallel`) on the Slurm location and on the local one, one after the
//    other on the same daemon: wall time from POST to SUCCEEDED (polled every 50 ms).

#include "slurmtestcluster.h"

#include "daemonprocess.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QThread>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

using nlohmann::json;
using trainyard::test::DaemonProcess;
using trainyard::test::SlurmTestCluster;
using Clock = std::chrono::steady_clock;

namespace {

constexpr const char* jobsPath = "/v1/projects/local/jobs";

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Median and p90 (nearest rank) of a sample.
struct Summary {
    double median = 0;
    double p90 = 0;
    double min = 0;
    double max = 0;
};

Summary summarize(std::vector<double> values)
{
    if (values.empty())
        return {};
    std::sort(values.begin(), values.end());
    const auto rank = [&](double q) { return values[std::min(values.size() - 1, static_cast<std::size_t>(q * static_cast<double>(values.size()) + 0.999) - 1)]; };
    const std::size_t n = values.size();
    const double median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    return { median, rank(0.9), values.front(), values.back() };
}

// The tunable fixture, with digits for its trainer.hypertune module (as tst_slurmjobs does).
json tunableJob(const std::string& id, const std::string& region, const std::vector<std::string>& args)
{
    json job = trainyard::test::exampleJob(id, "", "tunable.task", args);
    job["trainingInput"]["region"] = region;
    job["trainingInput"]["packageUris"] = { std::string(TRAINYARD_FIXTURES) + "/trainers/tunable", trainyard::test::examplesDir().toStdString() + "/digits" };
    return job;
}

// Master and two workers: two het components, one per node. The master runs 3 s, long enough for
// the daemon's squeue poll (1 s) to see it running; the workers end at once.
json threeReplicaJob(const std::string& id)
{
    json job = tunableJob(id, "cluster", { "--steps", "6", "--step-seconds", "0.5" });
    job["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "n1-highmem-2" }, { "workerType", "n1-highmem-2" }, { "workerCount", "2" } });
    return job;
}

bool allExist(const QStringList& paths)
{
    return std::all_of(paths.begin(), paths.end(), [](const QString& p) { return QFile::exists(p); });
}

// Waits until Slurm's queue is empty (every user's jobs), so that each rep starts on idle nodes.
// Then a random pause of up to a second: het jobs start only at the backfill scheduler's pass, once a
// second here, and a submission that followed the previous job's end at a fixed distance would meet
// that pass at the same phase rep after rep, a bias for one side (the one whose predecessor ends in
// step with it) rather than a sample of Slurm's wait.
bool waitForEmptyQueue(const SlurmTestCluster& cluster, int timeoutMs)
{
    const auto start = Clock::now();
    while (msSince(start) < timeoutMs) {
        const auto r = cluster.run(QStringLiteral("squeue"), { QStringLiteral("-h"), QStringLiteral("-o"), QStringLiteral("%i") });
        if (r.exitCode == 0 && r.out.trimmed().isEmpty()) {
            QThread::msleep(QRandomGenerator::global()->bounded(1000u));
            return true;
        }
        QThread::msleep(100);
    }
    return false;
}

struct DaemonSample {
    double scriptWritten = -1; // job-0.sh's mtime: packages staged, plan and script written, sbatch next
    double submitted = -1; // the QUEUED transition "submitted to Slurm as job …": sbatch answered
    double tasksStarted = -1;
    double running = -1;
};

// Milliseconds from `postedAt` (epoch ms) to a wall-clock time, -1 when it cannot be read.
double wallSince(qint64 postedAt, const QDateTime& time)
{
    return time.isValid() ? static_cast<double>(time.toMSecsSinceEpoch() - postedAt) : -1;
}

// When the daemon wrote the script and when sbatch answered it, from the workspace and the events.
void readSteps(const DaemonProcess& daemon, const std::string& id, qint64 postedAt, DaemonSample& sample)
{
    const QString workspace = daemon.dataDir() + QStringLiteral("/jobs/") + QString::fromStdString(id);
    sample.scriptWritten = wallSince(postedAt, QFileInfo(workspace + QStringLiteral("/slurm/job-0.sh")).lastModified());
    const json events = daemon.get(std::string(jobsPath) + "/" + id + "/events").json();
    for (const auto& e : events.value("events", json::array())) {
        if (e.value("state", "") == "QUEUED" && e.value("reason", "").find("submitted to Slurm") != std::string::npos)
            sample.submitted = wallSince(postedAt, QDateTime::fromString(QString::fromStdString(e.value("time", "")), Qt::ISODateWithMs));
    }
}

DaemonSample daemonRep(const DaemonProcess& daemon, const std::string& id)
{
    const QString replicas = daemon.dataDir() + QStringLiteral("/jobs/") + QString::fromStdString(id) + QStringLiteral("/replicas/");
    const QStringList marks = { replicas + QStringLiteral("master-replica-0.node"), replicas + QStringLiteral("worker-replica-0.node"),
        replicas + QStringLiteral("worker-replica-1.node") };
    DaemonSample sample;
    const json body = threeReplicaJob(id);
    const qint64 postedAt = QDateTime::currentMSecsSinceEpoch();
    const auto start = Clock::now();
    if (daemon.post(jobsPath, body).status != 200)
        return sample;
    while ((sample.tasksStarted < 0 || sample.running < 0) && msSince(start) < 120'000) {
        if (sample.tasksStarted < 0 && allExist(marks))
            sample.tasksStarted = msSince(start);
        if (sample.running < 0) {
            const std::string state = daemon.get(std::string(jobsPath) + "/" + id).json().value("state", "");
            if (state == "RUNNING" || state == "SUCCEEDED")
                sample.running = msSince(start);
            else if (state == "FAILED" || state == "CANCELLED")
                return sample;
        }
        QThread::msleep(5);
    }
    daemon.waitForState(id, "SUCCEEDED,FAILED,CANCELLED", 120'000);
    readSteps(daemon, id, postedAt, sample);
    return sample;
}

// What a failed rep left: Slurm's batch output, each replica's .node and .status, its stderr's tail.
void printWorkspace(const DaemonProcess& daemon, const std::string& id)
{
    const QString workspace = daemon.dataDir() + QStringLiteral("/jobs/") + QString::fromStdString(id);
    QStringList files = { workspace + QStringLiteral("/slurm/batch-0.out") };
    for (const QString& name : QDir(workspace + QStringLiteral("/replicas")).entryList(QDir::Files))
        files << workspace + QStringLiteral("/replicas/") + name;
    for (const QString& path : files) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            std::fprintf(stderr, "--- %s\n%s\n", qPrintable(path), file.readAll().right(2000).constData());
    }
    std::fprintf(stderr, "--- events\n%s\n", daemon.get(std::string(jobsPath) + "/" + id + "/events").body.c_str());
    std::fprintf(stderr, "--- log\n%s\n", daemon.get(std::string(jobsPath) + "/" + id + "/logs?pageSize=50").body.c_str());
}

// trainyardd's script for the same job, each task's program replaced: `sh -c 'touch started.$SLURM_PROCID'`.
QString directScript(const QString& generated, const QString& dir, const QString& name)
{
    QString script;
    for (const QString& line : generated.split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("#SBATCH --job-name=")))
            script += QStringLiteral("#SBATCH --job-name=") + name + QLatin1Char('\n');
        else if (line.startsWith(QStringLiteral("#SBATCH --comment=")))
            script += QStringLiteral("#SBATCH --comment=bench-direct\n");
        else if (line.startsWith(QStringLiteral("#SBATCH --chdir=")))
            script += QStringLiteral("#SBATCH --chdir=") + dir + QLatin1Char('\n');
        else if (line.startsWith(QStringLiteral("#SBATCH --output=")) || line.startsWith(QStringLiteral("#SBATCH --error=")))
            script += line.left(line.indexOf(QLatin1Char('=')) + 1) + dir + QStringLiteral("/batch.out\n");
        else if (line.startsWith(QStringLiteral("exec srun"))) {
            // Each "--distribution=block PROGRAM --slurm-task PLAN" becomes the plain task.
            QString srun = line;
            srun.replace(QRegularExpression(QStringLiteral("--slurm-task \\S+")), QString());
            srun.replace(QRegularExpression(QStringLiteral("--distribution=block \\S+")),
                QStringLiteral("--distribution=block /bin/sh -c 'touch \"$0/started.$SLURM_PROCID\"; sleep 1' ") + dir);
            script += srun + QLatin1Char('\n');
        } else
            script += line + QLatin1Char('\n');
    }
    return script;
}

// Milliseconds from just before sbatch to its answer and to the last task's mark; -1 when not seen.
std::pair<double, double> directRep(const SlurmTestCluster& cluster, const QString& scriptText, const QString& dir)
{
    QDir(dir).removeRecursively();
    QDir().mkpath(dir);
    const QString scriptPath = dir + QStringLiteral("/job.sh");
    QFile file(scriptPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(scriptText.toUtf8()) < 0)
        return { -1, -1 };
    file.close();
    const QStringList marks = { dir + QStringLiteral("/started.0"), dir + QStringLiteral("/started.1"), dir + QStringLiteral("/started.2") };
    const auto start = Clock::now();
    const auto submitted = cluster.run(QStringLiteral("sbatch"), { QStringLiteral("--parsable"), scriptPath });
    if (submitted.exitCode != 0) {
        std::fprintf(stderr, "sbatch: %s\n", qPrintable(submitted.err));
        return { -1, -1 };
    }
    const double answered = msSince(start);
    while (msSince(start) < 120'000) {
        if (allExist(marks))
            return { answered, msSince(start) };
        QThread::msleep(5);
    }
    return { answered, -1 };
}

void printRow(const char* what, const std::vector<double>& values)
{
    const Summary s = summarize(values);
    std::printf("  %-44s n=%-3zu median %7.0f ms  p90 %7.0f ms  (min %.0f, max %.0f)\n", what, values.size(), s.median, s.p90, s.min, s.max);
}

void latency(const SlurmTestCluster& cluster, const DaemonProcess& daemon, int reps)
{
    std::vector<double> daemonScript, daemonSubmitted, daemonTasks, daemonRunning, directAnswered, direct;
    QString scriptText;
    for (int rep = 0; rep < reps; ++rep) {
        waitForEmptyQueue(cluster, 60'000);
        const std::string id = "latency_" + std::to_string(rep);
        const DaemonSample sample = daemonRep(daemon, id);
        if (sample.tasksStarted < 0 || sample.running < 0) {
            std::fprintf(stderr, "rep %d: trainyardd's job did not start: %s\n", rep, daemon.get(std::string(jobsPath) + "/" + id).body.c_str());
            printWorkspace(daemon, id);
            continue;
        }
        daemonScript.push_back(sample.scriptWritten);
        daemonSubmitted.push_back(sample.submitted);
        daemonTasks.push_back(sample.tasksStarted);
        daemonRunning.push_back(sample.running);
        if (scriptText.isEmpty()) {
            QFile generated(daemon.dataDir() + QStringLiteral("/jobs/") + QString::fromStdString(id) + QStringLiteral("/slurm/job-0.sh"));
            if (!generated.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "cannot read trainyardd's script %s\n", qPrintable(generated.fileName()));
                return;
            }
            scriptText = directScript(QString::fromUtf8(generated.readAll()), cluster.dir() + QStringLiteral("/direct"), QStringLiteral("bench-direct"));
            std::printf("the plain sbatch script (trainyardd's, each task replaced):\n%s\n", qPrintable(scriptText));
        }
        waitForEmptyQueue(cluster, 60'000);
        const auto [answered, plain] = directRep(cluster, scriptText, cluster.dir() + QStringLiteral("/direct"));
        if (plain >= 0) {
            directAnswered.push_back(answered);
            direct.push_back(plain);
        }
        std::printf("rep %d: trainyardd script %.0f ms, submitted %.0f ms, tasks started %.0f ms, RUNNING %.0f ms; sbatch tasks started %.0f ms\n",
            rep, sample.scriptWritten, sample.submitted, sample.tasksStarted, sample.running, plain);
        std::fflush(stdout);
    }
    std::printf("\nsubmission -> running, 3-replica het job (master + 2 workers, 2 components), %d reps alternated:\n", reps);
    printRow("sbatch directly: sbatch answered", directAnswered);
    printRow("sbatch directly: all 3 tasks started", direct);
    printRow("trainyardd POST: script written (staged)", daemonScript);
    printRow("trainyardd POST: sbatch answered (QUEUED)", daemonSubmitted);
    printRow("trainyardd POST: all 3 tasks started", daemonTasks);
    printRow("trainyardd POST: job state RUNNING", daemonRunning);
    const Summary d = summarize(direct), t = summarize(daemonTasks), r = summarize(daemonRunning);
    std::printf("  overhead over sbatch, median: tasks started %+.0f ms, RUNNING %+.0f ms\n\n", t.median - d.median, r.median - d.median);
}

double study(const DaemonProcess& daemon, const std::string& id, const std::string& region, int trials, int parallel)
{
    json job = tunableJob(id, region, { "--steps", "3", "--step-seconds", "0.1" });
    job["trainingInput"]["hyperparameters"] = { { "goal", "MAXIMIZE" }, { "hyperparameterMetricTag", "score" }, { "maxTrials", trials },
        { "maxParallelTrials", parallel }, { "algorithm", "RANDOM_SEARCH" },
        { "params", { { { "parameterName", "x" }, { "type", "DOUBLE" }, { "minValue", 0.0 }, { "maxValue", 1.0 } } } } };
    const auto start = Clock::now();
    if (daemon.post(jobsPath, job).status != 200)
        return -1;
    std::string state;
    while (msSince(start) < 900'000) {
        state = daemon.get(std::string(jobsPath) + "/" + id).json().value("state", "");
        if (state == "SUCCEEDED" || state == "FAILED" || state == "CANCELLED")
            break;
        QThread::msleep(50);
    }
    const double wall = msSince(start);
    const json done = daemon.get(std::string(jobsPath) + "/" + id).json();
    const std::size_t count = done.value("trainingOutput", json::object()).value("trials", json::array()).size();
    std::printf("  %-8s %s, %zu trials: %.1f s (%.2f s a trial)\n", region.c_str(), state.c_str(), count, wall / 1000, wall / 1000 / std::max<double>(1, static_cast<double>(count)));
    std::fflush(stdout);
    return state == "SUCCEEDED" ? wall : -1;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    int reps = 20, trials = 50, parallel = 2;
    QString only;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QStringLiteral("--reps"))
            reps = args[i + 1].toInt();
        else if (args[i] == QStringLiteral("--trials"))
            trials = args[i + 1].toInt();
        else if (args[i] == QStringLiteral("--parallel"))
            parallel = args[i + 1].toInt();
        else if (args[i] == QStringLiteral("--only"))
            only = args[i + 1];
    }
    const auto begin = Clock::now();
    SlurmTestCluster cluster;
    QString error;
    if (!cluster.start(error)) {
        std::fprintf(stderr, "bench_slurm: the test cluster did not start: %s\n", qPrintable(error));
        return 1;
    }
    qputenv("SLURM_CONF", cluster.slurmConf().toUtf8()); // for trainyardd and the sbatch it runs
    DaemonProcess daemon({ QStringLiteral("--slurm"), QStringLiteral("cluster=debug") });
    if (!daemon.start()) {
        std::fprintf(stderr, "bench_slurm: trainyardd did not start\n");
        return 1;
    }
    for (int i = 0; i < 300 && daemon.get("/v1/projects/local/locations/cluster").body.find("\"available\": true") == std::string::npos; ++i)
        QThread::msleep(100);
    if (only.isEmpty() || only == QStringLiteral("latency"))
        latency(cluster, daemon, reps);
    if (only.isEmpty() || only == QStringLiteral("study")) {
        std::printf("%d-trial study, maxParallelTrials %d, 3 steps of 0.1 s a trial, POST -> SUCCEEDED:\n", trials, parallel);
        waitForEmptyQueue(cluster, 60'000);
        const double onSlurm = study(daemon, "study_slurm", "cluster", trials, parallel);
        const double local = study(daemon, "study_local", "local", trials, parallel);
        if (onSlurm > 0 && local > 0)
            std::printf("  Slurm / local: %.2fx\n", onSlurm / local);
    }
    daemon.stop();
    std::printf("\nbench_slurm: %.0f s in all\n", msSince(begin) / 1000);
    return 0;
}
