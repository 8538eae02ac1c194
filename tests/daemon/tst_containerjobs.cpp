// Custom-container jobs: the command lines the daemon gives podman or docker (ContainerEngine, checked
// without an engine, GPU cases included), and the real trainyardd running real containers under
// podman. The image is built offline once per run: busybox-static's one binary and its applet links,
// tarred and `podman import`ed under a tag unique to this run (removed at the end), with a test-private
// containers.conf (DEVELOPERS.md, "Podman on this machine").

#include "daemonprocess.h"

#include "daemon/containerengine.h"
#include "daemon/daemonconfig.h"
#include "daemon/joblog.h"
#include "daemon/jobrun.h"

#include "spec/jsoncodec.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <unistd.h>

using namespace trainyard::daemon;
using namespace trainyard::test;
using json = nlohmann::json;

namespace {

constexpr int jobTimeoutMs = 120'000;

// A blocking run of a program, for the test's own podman calls. Its output and exit code.
struct Ran {
    int code = -1;
    QString output;
};

Ran runProgram(const QString& program, const QStringList& arguments, int timeoutMs = 60'000)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForStarted(10'000))
        return { -1, program + QStringLiteral(" did not start: ") + process.errorString() };
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(5'000);
        return { -1, program + QStringLiteral(" timed out") };
    }
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, QString::fromUtf8(process.readAll()) };
}

bool contains(const std::vector<std::string>& argv, const std::vector<std::string>& run)
{
    return std::search(argv.begin(), argv.end(), run.begin(), run.end()) != argv.end();
}

std::string joined(const std::vector<std::string>& argv)
{
    std::string out;
    for (const auto& a : argv)
        out += (out.empty() ? "" : " ") + a;
    return out;
}

} // namespace

class TestContainerJobs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    // ContainerEngine's command lines.
    void runCarriesEnvironmentMountsLabelsAndNetwork();
    void commandReplacesTheEntrypointAndArgsFollowTheImage();
    void gpusGoInAsCdiDevicesWhenASpecExists();
    void gpusGoInWithTheGpusFlagOtherwise();
    void runtimeIsAGlobalFlagOfPodmanAndARunFlagOfDocker();
    void removeStopsWithTheGraceThenRemoves();
    void containerNamesAreDeterministicAndApart();
    void cdiSpecIsFoundByItsKind();

    // The real daemon and podman.
    void twoReplicasTalkOverTheirTfConfigPorts();
    void aFailingContainerFailsTheJob();
    void cancelLeavesNoContainer();
    void aMissingEngineFailsInPreparing();
    void aMissingImageFailsInPreparing();
    void replicaGroupIsTheContainersInit();
    void daemonKilledMidJobReadoptsTheContainer();
    void tuningTrialsRunAsContainers();
    void vertexContainerPoolsSeeTheirPoolsAndOutputs();

private:
    json containerJob(const std::string& id, const std::string& script) const;
    json submitAndWait(const DaemonProcess& daemon, const json& job, const std::string& states = "SUCCEEDED,FAILED,CANCELLED") const;
    std::vector<json> logLines(const DaemonProcess& daemon, const std::string& jobId) const;
    std::vector<std::string> states(const DaemonProcess& daemon, const std::string& jobId) const;
    QStringList containersOf(const std::string& jobId) const;

    QTemporaryDir m_dir;
    QString m_podman;
    std::string m_image;
    std::unique_ptr<DaemonProcess> m_daemon;
};

void TestContainerJobs::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_podman = QStandardPaths::findExecutable(QStringLiteral("podman"));
    QVERIFY2(!m_podman.isEmpty(), "podman is not on PATH: apt-get install podman runc (packaging/debian-packages.txt)");
    QVERIFY2(QFile::exists(QStringLiteral("/bin/busybox")), "/bin/busybox is missing: apt-get install busybox-static");

    // The settings podman needs on a machine without systemd or cgroup v2 delegation; inherited by the
    // daemon and its podman processes. Private to this test, whatever the machine's own are.
    const QString conf = m_dir.filePath(QStringLiteral("containers.conf"));
    QFile confFile(conf);
    QVERIFY(confFile.open(QIODevice::WriteOnly));
    confFile.write("[containers]\ndefault_ulimits = []\n[engine]\ncgroup_manager = \"cgroupfs\"\n");
    confFile.close();
    qputenv("CONTAINERS_CONF", conf.toUtf8());

    // The image: a root filesystem of busybox-static and the applets the scripts use.
    const QString root = m_dir.filePath(QStringLiteral("rootfs"));
    QVERIFY(QDir().mkpath(root + QStringLiteral("/bin")) && QDir().mkpath(root + QStringLiteral("/tmp")));
    QVERIFY(QFile::copy(QStringLiteral("/bin/busybox"), root + QStringLiteral("/bin/busybox")));
    for (const char* applet : { "sh", "nc", "sleep", "seq", "printf", "sed", "cat", "echo", "test", "[" })
        QVERIFY(QFile::link(QStringLiteral("busybox"), root + QStringLiteral("/bin/") + QString::fromLatin1(applet)));
    const QString tarball = m_dir.filePath(QStringLiteral("rootfs.tar"));
    const Ran tar = runProgram(QStringLiteral("tar"), { QStringLiteral("-C"), root, QStringLiteral("-cf"), tarball, QStringLiteral(".") });
    QVERIFY2(tar.code == 0, qPrintable(tar.output));
    // A tag of this run's own: runs beside this one (or left over from a crashed one) use other tags.
    m_image = "localhost/trainyard-test-busybox:" + std::to_string(::getpid());
    const Ran imported = runProgram(m_podman, { QStringLiteral("import"), QStringLiteral("--quiet"), tarball, QString::fromStdString(m_image) });
    QVERIFY2(imported.code == 0, qPrintable(QStringLiteral("podman import failed: ") + imported.output));

    m_daemon = std::make_unique<DaemonProcess>(QStringList { QStringLiteral("--slots"), QStringLiteral("4"), QStringLiteral("--container-engine"),
        m_podman, QStringLiteral("--container-runtime"), QStringLiteral("runc") });
    QVERIFY2(m_daemon->start(), qPrintable(m_daemon->output()));
}

void TestContainerJobs::cleanupTestCase()
{
    if (m_daemon)
        m_daemon->stop();
    if (!m_image.empty() && !m_podman.isEmpty())
        runProgram(m_podman, { QStringLiteral("rmi"), QStringLiteral("--force"), QString::fromStdString(m_image) });
}

json TestContainerJobs::containerJob(const std::string& id, const std::string& script) const
{
    return { { "jobId", id },
        { "trainingInput",
            { { "scaleTier", "BASIC" }, { "region", "local" },
                { "jobDir", m_daemon->tempPath(QString::fromStdString(id)).toStdString() },
                { "masterConfig", { { "imageUri", m_image }, { "containerCommand", { "/bin/sh", "-c", script } } } } } } };
}

json TestContainerJobs::submitAndWait(const DaemonProcess& daemon, const json& job, const std::string& states) const
{
    const auto created = daemon.post("/v1/projects/local/jobs", job);
    if (created.status != 200)
        return created.json();
    return daemon.waitForState(job["jobId"], states, jobTimeoutMs);
}

std::vector<json> TestContainerJobs::logLines(const DaemonProcess& daemon, const std::string& jobId) const
{
    const json page = daemon.get("/v1/projects/local/jobs/" + jobId + "/logs?pageSize=10000").json();
    std::vector<json> lines;
    if (page.is_object() && page.contains("lines")) {
        for (const auto& line : page["lines"])
            lines.push_back(line);
    }
    return lines;
}

std::vector<std::string> TestContainerJobs::states(const DaemonProcess& daemon, const std::string& jobId) const
{
    // Held: a range-for over a member of a temporary would outlive it.
    const json events = daemon.get("/v1/projects/local/jobs/" + jobId + "/events").json();
    std::vector<std::string> out;
    for (const auto& e : events.value("events", json::array()))
        out.push_back(e["state"].get<std::string>());
    return out;
}

QStringList TestContainerJobs::containersOf(const std::string& jobId) const
{
    const Ran ps = runProgram(m_podman, { QStringLiteral("ps"), QStringLiteral("--all"), QStringLiteral("--filter"),
        QStringLiteral("label=trainyard.job=") + QString::fromStdString(jobId), QStringLiteral("--format"), QStringLiteral("{{.Names}}") });
    if (ps.code != 0)
        return { QStringLiteral("podman ps failed: ") + ps.output };
    return ps.output.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

void TestContainerJobs::runCarriesEnvironmentMountsLabelsAndNetwork()
{
    ContainerSpec spec;
    spec.name = "trainyard-j-master-replica-0-0000abcd";
    spec.image = "localhost/trainer:1";
    spec.environment = { { "TF_CONFIG", "{\"task\": {\"type\": \"master\"}}" }, { "CUDA_VISIBLE_DEVICES", "" } };
    spec.mounts = { "/data/job dir" };
    spec.labels = { { "trainyard.job", "j" } };
    const auto argv = ContainerEngine("/usr/bin/podman").runArgv(spec);
    QCOMPARE(QString::fromStdString(joined(std::vector<std::string>(argv.begin(), argv.begin() + 5))),
        QStringLiteral("/usr/bin/podman run --rm --name trainyard-j-master-replica-0-0000abcd"));
    QVERIFY2(contains(argv, { "--network", "host" }), joined(argv).c_str());
    QVERIFY2(contains(argv, { "-e", "TF_CONFIG={\"task\": {\"type\": \"master\"}}" }), joined(argv).c_str());
    QVERIFY2(contains(argv, { "-e", "CUDA_VISIBLE_DEVICES=" }), joined(argv).c_str());
    QVERIFY2(contains(argv, { "-v", "/data/job dir:/data/job dir" }), joined(argv).c_str());
    QVERIFY2(contains(argv, { "--label", "trainyard.job=j" }), joined(argv).c_str());
    QVERIFY2(contains(argv, { "--replace" }), "a restarted replica must replace what its killed client left");
    QCOMPARE(QString::fromStdString(argv.back()), QStringLiteral("localhost/trainer:1")); // no command, no args: the image's own
    QVERIFY(!contains(argv, { "--entrypoint" }) && !contains(argv, { "--gpus" }) && !contains(argv, { "--device" }));
    // docker has no --replace.
    QVERIFY(!contains(ContainerEngine("/usr/bin/docker").runArgv(spec), { "--replace" }));
}

void TestContainerJobs::commandReplacesTheEntrypointAndArgsFollowTheImage()
{
    ContainerSpec spec;
    spec.name = "n";
    spec.image = "img";
    spec.command = { "python3", "-m", "trainer.task" };
    spec.args = { "--epochs=3", "--job-dir", "/jobs/x" };
    const auto argv = ContainerEngine("/usr/bin/podman").runArgv(spec);
    // --entrypoint takes one program; the rest of the command goes first after the image.
    const std::vector<std::string> tail { "--entrypoint", "python3", "img", "-m", "trainer.task", "--epochs=3", "--job-dir", "/jobs/x" };
    QCOMPARE(QString::fromStdString(joined(std::vector<std::string>(argv.end() - static_cast<std::ptrdiff_t>(tail.size()), argv.end()))),
        QString::fromStdString(joined(tail)));
    spec.command.clear();
    const auto kept = ContainerEngine("/usr/bin/podman").runArgv(spec);
    QCOMPARE(QString::fromStdString(joined(std::vector<std::string>(kept.end() - 4, kept.end()))), QStringLiteral("img --epochs=3 --job-dir /jobs/x"));
}

void TestContainerJobs::gpusGoInAsCdiDevicesWhenASpecExists()
{
    ContainerSpec spec;
    spec.name = "n";
    spec.image = "img";
    spec.gpus = { 2, 5 };
    const auto argv = ContainerEngine("/usr/bin/podman", {}, true).runArgv(spec);
    QVERIFY2(contains(argv, { "--device", "nvidia.com/gpu=2", "--device", "nvidia.com/gpu=5" }), joined(argv).c_str());
    QVERIFY(!contains(argv, { "--gpus" }));
}

void TestContainerJobs::gpusGoInWithTheGpusFlagOtherwise()
{
    ContainerSpec spec;
    spec.name = "n";
    spec.image = "img";
    spec.gpus = { 1, 3 };
    // docker reads --gpus as CSV: the quotes keep the list one field.
    const auto argv = ContainerEngine("/usr/bin/docker", {}, false).runArgv(spec);
    QVERIFY2(contains(argv, { "--gpus", "\"device=1,3\"" }), joined(argv).c_str());
    QVERIFY(!contains(argv, { "--device" }));
    spec.gpus = { 0 };
    QVERIFY(contains(ContainerEngine("/usr/bin/docker").runArgv(spec), { "--gpus", "\"device=0\"" }));
}

void TestContainerJobs::runtimeIsAGlobalFlagOfPodmanAndARunFlagOfDocker()
{
    ContainerSpec spec;
    spec.name = "n";
    spec.image = "img";
    const ContainerEngine podman("/usr/bin/podman", "runc");
    QVERIFY(contains(podman.runArgv(spec), { "/usr/bin/podman", "--runtime", "runc", "run" }));
    QVERIFY(contains(podman.removeArgv("n", 4), { "/usr/bin/podman", "--runtime", "runc", "rm" }));
    QVERIFY(contains(ContainerEngine("/usr/local/bin/docker", "nvidia").runArgv(spec), { "run", "--rm", "--name", "n", "--runtime", "nvidia" }));
    QVERIFY(!contains(ContainerEngine("/usr/bin/podman").runArgv(spec), { "--runtime" }));
}

void TestContainerJobs::removeStopsWithTheGraceThenRemoves()
{
    QCOMPARE(QString::fromStdString(joined(ContainerEngine("/usr/bin/podman").removeArgv("c", 7))),
        QStringLiteral("/usr/bin/podman rm --force --ignore --time 7 c"));
    QCOMPARE(QString::fromStdString(joined(ContainerEngine("/usr/bin/docker").removeArgv("c", 7))), QStringLiteral("/usr/bin/docker rm --force c"));
    QCOMPARE(QString::fromStdString(joined(ContainerEngine("/usr/bin/podman").pidArgv("c"))),
        QStringLiteral("/usr/bin/podman inspect --format {{.State.Pid}} c"));
    QCOMPARE(QString::fromStdString(joined(ContainerEngine("/usr/bin/podman").imageExistsArgv("i:1"))),
        QStringLiteral("/usr/bin/podman image inspect --format {{.Id}} i:1"));
    QCOMPARE(QString::fromStdString(joined(ContainerEngine("/usr/bin/podman").pullArgv("i:1"))), QStringLiteral("/usr/bin/podman pull i:1"));
}

void TestContainerJobs::containerNamesAreDeterministicAndApart()
{
    const std::string a = ContainerEngine::containerName("job_1", "", "master-replica-0", "/d/jobs/job_1");
    QCOMPARE(a, ContainerEngine::containerName("job_1", "", "master-replica-0", "/d/jobs/job_1"));
    QVERIFY2(a.starts_with("trainyard-job_1-master-replica-0-") && a.size() == std::string("trainyard-job_1-master-replica-0-").size() + 8, a.c_str());
    const std::string trial = ContainerEngine::containerName("job_1", "3", "worker-replica-1", "/d/jobs/job_1/trials/3");
    QVERIFY2(trial.starts_with("trainyard-job_1-trial-3-worker-replica-1-"), trial.c_str());
    // Another daemon's job of the same id (another data dir) gets another name.
    QVERIFY(a != ContainerEngine::containerName("job_1", "", "master-replica-0", "/other/jobs/job_1"));
}

void TestContainerJobs::cdiSpecIsFoundByItsKind()
{
    QTemporaryDir empty;
    QTemporaryDir withSpec;
    QFile other(withSpec.filePath(QStringLiteral("vendor.yaml")));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("cdiVersion: 0.5.0\nkind: example.com/fpga\n");
    other.close();
    QVERIFY(!ContainerEngine::nvidiaCdiSpecExists({ empty.path().toStdString(), withSpec.path().toStdString(), "/nonexistent/cdi" }));
    QFile nvidia(withSpec.filePath(QStringLiteral("nvidia.yaml")));
    QVERIFY(nvidia.open(QIODevice::WriteOnly));
    nvidia.write("cdiVersion: 0.5.0\nkind: nvidia.com/gpu\ndevices:\n- name: \"0\"\n");
    nvidia.close();
    QVERIFY(ContainerEngine::nvidiaCdiSpecExists({ empty.path().toStdString(), withSpec.path().toStdString() }));
}

void TestContainerJobs::twoReplicasTalkOverTheirTfConfigPorts()
{
    // The worker serves one line on its TF_CONFIG port; the master reads it from there and writes it,
    // with its job id, into the job dir it was given (--job-dir, mounted at the same path).
    const std::string portOf = "sed -n 's/.*\"worker\":\\[\"localhost:\\([0-9]*\\)\"\\].*/\\1/p'";
    const std::string worker = "printf 'TF_CONFIG %s\\n' \"$TF_CONFIG\"; port=$(printf '%s' \"$TF_CONFIG\" | " + portOf
        + "); printf 'hello from the worker\\n' | nc -l -p \"$port\"";
    const std::string master = "printf 'TF_CONFIG %s\\n' \"$TF_CONFIG\"; port=$(printf '%s' \"$TF_CONFIG\" | " + portOf
        + "); for i in $(seq 1 300); do m=$(nc localhost \"$port\" </dev/null) && [ -n \"$m\" ] && break; sleep 0.2; done; "
          "[ -n \"$m\" ] || { echo 'no answer from the worker' >&2; exit 1; }; printf '%s %s\\n' \"$m\" \"$CLOUD_ML_JOB_ID\" > \"$1/master.txt\"";
    json job = containerJob("c_two", master);
    job["trainingInput"]["scaleTier"] = "CUSTOM";
    job["trainingInput"]["masterType"] = "n1-standard-4";
    job["trainingInput"]["workerType"] = "n1-standard-4";
    job["trainingInput"]["workerCount"] = 1;
    job["trainingInput"]["workerConfig"] = { { "imageUri", m_image }, { "containerCommand", { "/bin/sh", "-c", worker } } };
    const json done = submitAndWait(*m_daemon, job);
    QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump(2).c_str());

    std::map<std::string, json> tfConfigs;
    for (const auto& line : logLines(*m_daemon, "c_two")) {
        const std::string text = line["text"];
        if (text.starts_with("TF_CONFIG "))
            tfConfigs[line["replica"].get<std::string>()] = json::parse(text.substr(10));
    }
    QVERIFY2(tfConfigs.size() == 2, done.dump(2).c_str());
    QCOMPARE(js(tfConfigs["master-replica-0"]["task"]), js(json { { "index", 0 }, { "type", "master" } }));
    QCOMPARE(js(tfConfigs["worker-replica-0"]["task"]), js(json { { "index", 0 }, { "type", "worker" } }));
    QCOMPARE(js(tfConfigs["master-replica-0"]["cluster"]), js(tfConfigs["worker-replica-0"]["cluster"]));

    QFile answer(m_daemon->tempPath(QStringLiteral("c_two/master.txt")));
    QVERIFY2(answer.open(QIODevice::ReadOnly), "the master wrote nothing into the mounted job dir");
    QCOMPARE(QString::fromUtf8(answer.readAll()), QStringLiteral("hello from the worker c_two\n"));
    QVERIFY2(containersOf("c_two").isEmpty(), qPrintable(containersOf("c_two").join(QLatin1Char(' '))));
}

void TestContainerJobs::aFailingContainerFailsTheJob()
{
    const json done = submitAndWait(*m_daemon, containerJob("c_fail", "echo starting; echo 'boom: the container gives up' >&2; exit 3"));
    QVERIFY2(done.value("state", "") == "FAILED", done.dump(2).c_str());
    const std::string message = done["errorMessage"];
    QVERIFY2(message.find("master-replica-0 exited with exit code 3") != std::string::npos, message.c_str());
    QVERIFY2(message.find("boom: the container gives up") != std::string::npos, message.c_str());
    bool sawStderr = false;
    for (const auto& line : logLines(*m_daemon, "c_fail"))
        sawStderr |= line["stream"] == "stderr" && line["text"] == "boom: the container gives up";
    QVERIFY(sawStderr);
    QCOMPARE(QString::fromStdString(joined(states(*m_daemon, "c_fail"))), QStringLiteral("QUEUED PREPARING RUNNING FAILED"));
}

void TestContainerJobs::cancelLeavesNoContainer()
{
    // Its init ignores SIGTERM: only the engine's SIGKILL after the grace ends it.
    const json job = containerJob("c_cancel", "trap '' TERM; echo up; while true; do sleep 1; done");
    QCOMPARE(m_daemon->post("/v1/projects/local/jobs", job).status, 200);
    QVERIFY(m_daemon->waitForState("c_cancel", "RUNNING", jobTimeoutMs).value("state", "") == "RUNNING");
    QVERIFY(QTest::qWaitFor([&] {
        const auto lines = logLines(*m_daemon, "c_cancel");
        return std::any_of(lines.begin(), lines.end(), [](const json& l) { return l["text"] == "up"; });
    }, jobTimeoutMs));
    QCOMPARE(containersOf("c_cancel").size(), qsizetype(1));
    QCOMPARE(m_daemon->post("/v1/projects/local/jobs/c_cancel:cancel", json::object()).status, 200);
    const json done = m_daemon->waitForState("c_cancel", "CANCELLED,FAILED,SUCCEEDED", jobTimeoutMs);
    QVERIFY2(done.value("state", "") == "CANCELLED", done.dump(2).c_str());
    // CANCELLED only once the container is gone, not just its client.
    const QStringList left = containersOf("c_cancel");
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
}

void TestContainerJobs::aMissingEngineFailsInPreparing()
{
    DaemonProcess daemon { { QStringLiteral("--container-engine"), QStringLiteral("/nonexistent/podman") } };
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));
    json job = containerJob("c_noengine", "exit 0");
    job["trainingInput"]["jobDir"] = daemon.tempPath(QStringLiteral("c_noengine")).toStdString();
    const json done = submitAndWait(daemon, job);
    QVERIFY2(done.value("state", "") == "FAILED", done.dump(2).c_str());
    const std::string message = done["errorMessage"];
    QVERIFY2(message.find("/nonexistent/podman") != std::string::npos && message.find("apt-get install podman runc") != std::string::npos,
        message.c_str());
    QCOMPARE(QString::fromStdString(joined(states(daemon, "c_noengine"))), QStringLiteral("QUEUED PREPARING FAILED"));
    daemon.stop();

    // Without the flag the daemon looks for podman, then docker, on its PATH: here an empty one.
    const QByteArray path = qgetenv("PATH");
    QTemporaryDir emptyBin;
    qputenv("PATH", emptyBin.path().toUtf8());
    DaemonProcess searching;
    const bool started = searching.start();
    qputenv("PATH", path);
    QVERIFY2(started, qPrintable(searching.output()));
    json looked = containerJob("c_nopath", "exit 0");
    looked["trainingInput"]["jobDir"] = searching.tempPath(QStringLiteral("c_nopath")).toStdString();
    const json none = submitAndWait(searching, looked);
    QVERIFY2(none.value("errorMessage", "") == "custom containers need podman (apt-get install podman runc) or docker; none was found on PATH",
        none.dump(2).c_str());
    searching.stop();
}

void TestContainerJobs::aMissingImageFailsInPreparing()
{
    // Not on this machine, and its registry (localhost) does not answer: the pull fails with podman's words.
    json job = containerJob("c_noimage", "exit 0");
    const std::string missing = "localhost/trainyard-test-missing:" + std::to_string(::getpid());
    job["trainingInput"]["masterConfig"]["imageUri"] = missing;
    const json done = submitAndWait(*m_daemon, job);
    QVERIFY2(done.value("state", "") == "FAILED", done.dump(2).c_str());
    const std::string message = done["errorMessage"];
    QVERIFY2(message.find("the image " + missing + " is not on this machine and pulling it failed: Error: ") != std::string::npos, message.c_str());
    QCOMPARE(QString::fromStdString(joined(states(*m_daemon, "c_noimage"))), QStringLiteral("QUEUED PREPARING FAILED"));
}

void TestContainerJobs::replicaGroupIsTheContainersInit()
{
    // A JobRun in this process: what resource sampling reads, replicaGroups(), against the engine's own answer.
    DaemonConfig config;
    config.containerEngine = m_podman.toStdString();
    config.containerRuntime = "runc";
    config.graceSeconds = 1;
    QTemporaryDir workspace;
    QVERIFY(QDir().mkpath(workspace.filePath(QStringLiteral("logs"))));
    JobLog log(workspace.filePath(QStringLiteral("logs")).toStdString());
    std::string error;
    QVERIFY2(log.open(error), error.c_str());
    json document = containerJob("c_groups", "echo up; while true; do sleep 1; done");
    document["trainingInput"]["jobDir"] = workspace.filePath(QStringLiteral("jobdir")).toStdString();
    auto decoded = trainyard::spec::jobFromJson(document);
    QVERIFY(decoded);
    JobRun run(config, std::move(*decoded.value), workspace.path().toStdString(), log);
    bool prepared = false;
    bool stopped = false;
    std::string failure;
    connect(&run, &Run::prepared, this, [&prepared] { prepared = true; });
    connect(&run, &Run::failed, this, [&failure](const std::string& reason) { failure = reason; });
    connect(&run, &Run::stopped, this, [&stopped] { stopped = true; });
    run.prepare();
    QVERIFY(QTest::qWaitFor([&] { return prepared || !failure.empty(); }, 60'000));
    QVERIFY2(failure.empty(), failure.c_str());
    run.launch({});
    QVERIFY(QTest::qWaitFor([&] { return !run.replicaGroups().empty(); }, 60'000));
    const ReplicaGroup group = run.replicaGroups().front();
    QCOMPARE(QString::fromStdString(group.replica), QStringLiteral("master-replica-0"));
    const std::string name = ContainerEngine::containerName("c_groups", "", "master-replica-0", workspace.path().toStdString());
    const Ran inspect = runProgram(m_podman, { QStringLiteral("inspect"), QStringLiteral("--format"), QStringLiteral("{{.State.Pid}}"),
        QString::fromStdString(name) });
    QCOMPARE(inspect.output.trimmed().toInt(), group.pgid);
    // The container's init leads its own group on the host: sampling that group sees the container's processes.
    QCOMPARE(::getpgid(group.pgid), group.pgid);
    run.stop();
    QVERIFY(QTest::qWaitFor([&] { return stopped; }, 60'000));
    QVERIFY(containersOf("c_groups").isEmpty());
}

void TestContainerJobs::daemonKilledMidJobReadoptsTheContainer()
{
    DaemonProcess daemon { { QStringLiteral("--container-engine"), m_podman, QStringLiteral("--container-runtime"), QStringLiteral("runc") } };
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));
    json job = containerJob("c_readopt", "echo up; while [ ! -f \"$1/go\" ]; do sleep 0.2; done; echo finished");
    const QString jobDir = daemon.tempPath(QStringLiteral("c_readopt"));
    job["trainingInput"]["jobDir"] = jobDir.toStdString();
    QCOMPARE(daemon.post("/v1/projects/local/jobs", job).status, 200);
    QVERIFY(daemon.waitForState("c_readopt", "RUNNING", jobTimeoutMs).value("state", "") == "RUNNING");
    QVERIFY(QTest::qWaitFor([&] {
        const auto lines = logLines(daemon, "c_readopt");
        return std::any_of(lines.begin(), lines.end(), [](const json& l) { return l["text"] == "up"; });
    }, jobTimeoutMs));
    daemon.kill9();
    QCOMPARE(containersOf("c_readopt").size(), qsizetype(1)); // the container outlives the daemon
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));
    QCOMPARE(daemon.get("/v1/projects/local/jobs/c_readopt").json().value("state", ""), std::string("RUNNING"));
    QFile go(jobDir + QStringLiteral("/go"));
    QVERIFY(go.open(QIODevice::WriteOnly));
    go.close();
    const json done = daemon.waitForState("c_readopt", "SUCCEEDED,FAILED,CANCELLED", jobTimeoutMs);
    QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump(2).c_str());
    const auto lines = logLines(daemon, "c_readopt");
    QVERIFY(std::any_of(lines.begin(), lines.end(), [](const json& l) { return l["text"] == "finished"; }));
    // Re-adopted, not restarted: "up" was printed once.
    QCOMPARE(std::count_if(lines.begin(), lines.end(), [](const json& l) { return l["text"] == "up"; }), std::ptrdiff_t(1));
    QVERIFY(containersOf("c_readopt").isEmpty());
    daemon.stop();
}

void TestContainerJobs::tuningTrialsRunAsContainers()
{
    // Each trial's container gets its parameter as --x=N after the command and reports x as its
    // metric, the cloudml-hypertune way, into the metrics file mounted at the same path.
    const std::string script = "for a in \"$0\" \"$@\"; do case \"$a\" in --x=*) x=\"${a#--x=}\";; esac; done; "
                               "echo \"trial $CLOUD_ML_TRIAL_ID x=$x\"; "
                               "echo \"{\\\"score\\\": $x, \\\"global_step\\\": 1, \\\"timestamp\\\": 1}\" > \"$CLOUD_ML_HP_METRIC_FILE\"";
    json job = containerJob("c_tune", script);
    job["trainingInput"]["hyperparameters"] = { { "goal", "MAXIMIZE" }, { "hyperparameterMetricTag", "score" }, { "algorithm", "GRID_SEARCH" },
        { "maxTrials", 2 }, { "maxParallelTrials", 2 },
        { "params", { { { "parameterName", "x" }, { "type", "INTEGER" }, { "minValue", 1 }, { "maxValue", 2 } } } } };
    const json done = submitAndWait(*m_daemon, job);
    QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump(2).c_str());
    const auto& trials = done["trainingOutput"]["trials"];
    QCOMPARE(trials.size(), std::size_t(2));
    for (const auto& trial : trials) {
        QCOMPARE(QString::fromStdString(trial.value("state", "")), QStringLiteral("SUCCEEDED"));
        // Its metric is its own parameter: the trial's container got the trial's arguments.
        QCOMPARE(trial["finalMetric"]["objectiveValue"].get<double>(), std::stod(trial["hyperparameters"]["x"].get<std::string>()));
    }
    int seen = 0;
    for (const auto& line : logLines(*m_daemon, "c_tune")) {
        const std::string text = line.value("text", "");
        if (text.starts_with("trial ")) {
            ++seen;
            QCOMPARE(QString::fromStdString(text.substr(6, 1)), QString::fromStdString(line.value("trial", "")));
        }
    }
    QCOMPARE(seen, 2);
    const QStringList left = containersOf("c_tune");
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
}

// A Vertex custom job of two container pools: each replica gets its pool's env and args, Vertex's
// CLUSTER_SPEC, no --job-dir, and an AIP_MODEL_DIR (gs:// mapped into the job's workspace) mounted at
// the same path, so what it writes there is on the host.
void TestContainerJobs::vertexContainerPoolsSeeTheirPoolsAndOutputs()
{
    const std::string script = "printf '%s' \"$CLUSTER_SPEC\" > \"$AIP_MODEL_DIR/$POOL_ROLE.cluster\"; "
                               "printf '%s' \"$*\" > \"$AIP_MODEL_DIR/$POOL_ROLE.args\"; "
                               "if [ \"$POOL_ROLE\" = primary ]; then i=0; "
                               "while [ ! -e \"$AIP_MODEL_DIR/worker.cluster\" ] && [ $i -lt 60 ]; do sleep 1; i=$((i+1)); done; fi";
    const auto pool = [&](const char* role) {
        return json { { "machineSpec", { { "machineType", "n1-standard-4" } } }, { "replicaCount", "1" },
            { "containerSpec",
                { { "imageUri", m_image }, { "command", { "/bin/sh", "-c", script } }, { "args", { "vertex", "--pool", role } },
                    { "env", { { { "name", "POOL_ROLE" }, { "value", role } } } } } } };
    };
    const json body = { { "displayName", "container pools" },
        { "jobSpec", { { "workerPoolSpecs", { pool("primary"), pool("worker") } }, { "baseOutputDirectory", { { "outputUriPrefix", "gs://bucket/c" } } } } } };
    const auto created = m_daemon->post("/v1/projects/local/locations/local/customJobs", body);
    QVERIFY2(created.status == 200, created.body.c_str());
    const std::string name = created.json().value("name", "");
    json job;
    for (int i = 0; i < jobTimeoutMs / 100; ++i) {
        job = m_daemon->get("/v1/" + name).json();
        const std::string state = job.value("state", "");
        if (state == "JOB_STATE_SUCCEEDED" || state == "JOB_STATE_FAILED" || state == "JOB_STATE_CANCELLED")
            break;
        QThread::msleep(100);
    }
    QVERIFY2(job.value("state", "") == "JOB_STATE_SUCCEEDED", job.dump(2).c_str());

    QString model; // the host folder the containers wrote into
    for (QDirIterator it(m_daemon->dataDir(), { QStringLiteral("primary.cluster") }, QDir::Files, QDirIterator::Subdirectories); it.hasNext();)
        model = QFileInfo(it.next()).absolutePath();
    QVERIFY2(model.endsWith(QStringLiteral("/output/bucket/c/model")), qPrintable(model));
    const auto read = [&](const QString& file) {
        QFile f(model + QLatin1Char('/') + file);
        return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
    };
    const json primary = json::parse(read(QStringLiteral("primary.cluster")), nullptr, false);
    const json worker = json::parse(read(QStringLiteral("worker.cluster")), nullptr, false);
    QVERIFY2(primary.is_object() && worker.is_object(), (read(QStringLiteral("primary.cluster")) + " / " + read(QStringLiteral("worker.cluster"))).c_str());
    QCOMPARE(QString::fromStdString(primary["task"].dump()), QStringLiteral(R"({"index":0,"type":"workerpool0"})"));
    QCOMPARE(QString::fromStdString(worker["task"].dump()), QStringLiteral(R"({"index":0,"type":"workerpool1"})"));
    QCOMPARE(primary["cluster"].size(), std::size_t(2));
    QCOMPARE(primary["cluster"].dump(), worker["cluster"].dump());
    // Each pool's own args after the command, and no --job-dir.
    QCOMPARE(read(QStringLiteral("primary.args")), std::string("--pool primary"));
    QCOMPARE(read(QStringLiteral("worker.args")), std::string("--pool worker"));
}

QTEST_GUILESS_MAIN(TestContainerJobs)
#include "tst_containerjobs.moc"
