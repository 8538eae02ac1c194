// Jobs from creation to their end, with the real daemon running the real example trainers.

#include "daemonprocess.h"
#include "escapedprocesses.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTest>

#include <set>
#include <QThread>

using namespace trainyard::test;
using json = nlohmann::json;

class TestDaemonLifecycle : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void trainsFromAnSdistToSuccess();
    void distributedReplicasTalkOverTheirPorts();
    void failedReplicaIsNamedWithItsStderr();
    void missingInterpreterFailsInPreparing();
    void cancelLeavesNoProcessBehind();
    void cancelStopsADescendantThatLeftTheGroup();
    void endedReplicaLeavesNoDescendantBehind();
    void maxRunningTimeStopsTheJob();
    void queueWaitsForFreeSlots();
    void logStreamResumesWithoutGapOrDuplicate();
    void everyReplicaGetsItsClusterEnvironment();
    void manyJobsHoldFewDescriptors();

private:
    std::vector<std::string> states(const std::string& jobId) const;
    std::vector<std::string> logTexts(const std::string& jobId) const;
    json escaperJob(const std::string& jobId, const EscapedProcesses& escaped, bool exits) const;
    DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("6") } };
};

void TestDaemonLifecycle::initTestCase()
{
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
}

void TestDaemonLifecycle::cleanupTestCase()
{
    m_daemon.stop();
}

std::vector<std::string> TestDaemonLifecycle::states(const std::string& jobId) const
{
    std::vector<std::string> out;
    const json document = m_daemon.get("/v1/projects/local/jobs/" + jobId + "/events").json(); // keep the value alive for the loop
    for (const auto& e : document["events"])
        out.push_back(e["state"].get<std::string>());
    return out;
}

std::vector<std::string> TestDaemonLifecycle::logTexts(const std::string& jobId) const
{
    std::vector<std::string> out;
    const json document = m_daemon.get("/v1/projects/local/jobs/" + jobId + "/logs?pageSize=10000").json(); // keep the value alive for the loop
    for (const auto& line : document["lines"])
        out.push_back(line["text"].get<std::string>());
    return out;
}

void TestDaemonLifecycle::trainsFromAnSdistToSuccess()
{
    // An sdist-shaped archive (digits-0.1/trainer/…) built without setuptools.
    const QString archive = m_daemon.tempPath(QStringLiteral("digits-0.1.tar.gz"));
    QProcess tar;
    tar.start(QStringLiteral("tar"), { QStringLiteral("-czf"), archive, QStringLiteral("--transform"), QStringLiteral("s,^\\.,digits-0.1,"),
                                         QStringLiteral("--exclude=__pycache__"), QStringLiteral("-C"), examplesDir() + QStringLiteral("/digits"),
                                         QStringLiteral(".") });
    QVERIFY(tar.waitForFinished(30'000) && tar.exitCode() == 0);
    const std::string jobDir = m_daemon.tempPath(QStringLiteral("digits-out")).toStdString();
    json job = exampleJob("digits_sdist", "digits", "trainer.task", { "--epochs", "3" });
    job["trainingInput"]["packageUris"] = { archive.toStdString() };
    job["trainingInput"]["jobDir"] = jobDir;
    job["labels"] = { { "kind", "test" } };

    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", job).status, 200);
    const json done = m_daemon.waitForState("digits_sdist", "SUCCEEDED,FAILED", 120'000);
    QCOMPARE(done.value("state", ""), std::string("SUCCEEDED"));
    QVERIFY(done.contains("startTime") && done.contains("endTime"));
    QVERIFY(!done.contains("errorMessage"));
    QCOMPARE(states("digits_sdist"), (std::vector<std::string> { "QUEUED", "PREPARING", "RUNNING", "SUCCEEDED" }));
    QVERIFY(QFile::exists(QString::fromStdString(jobDir + "/model.pkl")));
    const auto texts = logTexts("digits_sdist");
    QVERIFY(std::find(texts.begin(), texts.end(), "epoch 3/3 accuracy=0.9133 loss=0.5990") != texts.end());
    const json lines = m_daemon.get("/v1/projects/local/jobs/digits_sdist/logs?pageSize=10000").json();
    QCOMPARE(js(lines["complete"]), js(json(true)));
    bool sawWarning = false;
    for (const auto& line : lines["lines"])
        sawWarning |= line["stream"] == "stderr" && line["severity"] == "WARNING";
    QVERIFY(sawWarning);
}

void TestDaemonLifecycle::distributedReplicasTalkOverTheirPorts()
{
    json job = exampleJob("distributed_1", "distributed", "distributed.task", { "--timeout", "60" });
    job["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "n1-standard-4" }, { "workerType", "n1-standard-4" },
        { "workerCount", "2" }, { "parameterServerType", "n1-standard-4" }, { "parameterServerCount", "1" } });
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", job).status, 200);
    const json done = m_daemon.waitForState("distributed_1", "SUCCEEDED,FAILED", 120'000);
    QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump().c_str());
    const json lines = m_daemon.get("/v1/projects/local/jobs/distributed_1/logs?replica=master-replica-0&pageSize=10000").json()["lines"];
    std::string total;
    for (const auto& line : lines) {
        QCOMPARE(js(line["replica"]), js(json("master-replica-0")));
        if (line["text"].get<std::string>().starts_with("total="))
            total = line["text"].get<std::string>();
    }
    QCOMPARE(total, std::string("total=333332833333500000 expected=333332833333500000"));
    std::set<std::string> replicas;
    const json document = m_daemon.get("/v1/projects/local/jobs/distributed_1/logs?pageSize=10000").json(); // keep the value alive for the loop
    for (const auto& line : document["lines"])
        replicas.insert(line["replica"].get<std::string>());
    QCOMPARE(replicas, (std::set<std::string> { "master-replica-0", "ps-replica-0", "worker-replica-0", "worker-replica-1" }));
}

void TestDaemonLifecycle::failedReplicaIsNamedWithItsStderr()
{
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", exampleJob("failing_1", "failing", "failing.task")).status, 200);
    const json done = m_daemon.waitForState("failing_1", "SUCCEEDED,FAILED", 60'000);
    QCOMPARE(done.value("state", ""), std::string("FAILED"));
    const std::string message = done["errorMessage"];
    QVERIFY2(message.find("master-replica-0") != std::string::npos, message.c_str());
    QVERIFY2(message.find("exit code 1") != std::string::npos, message.c_str());
    QVERIFY2(message.find("ValueError: learning rate must be positive") != std::string::npos, message.c_str());
    QVERIFY(m_daemon.processesOfJob("failing_1").empty());
}

void TestDaemonLifecycle::missingInterpreterFailsInPreparing()
{
    json job = exampleJob("no_python", "digits", "trainer.task");
    job["trainingInput"]["pythonInterpreter"] = "/nonexistent/bin/python3";
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", job).status, 200);
    const json done = m_daemon.waitForState("no_python", "FAILED,SUCCEEDED", 30'000);
    QCOMPARE(done.value("state", ""), std::string("FAILED"));
    QVERIFY(done["errorMessage"].get<std::string>().find("/nonexistent/bin/python3 is missing") != std::string::npos);
    QCOMPARE(states("no_python"), (std::vector<std::string> { "QUEUED", "PREPARING", "FAILED" }));
}

void TestDaemonLifecycle::cancelLeavesNoProcessBehind()
{
    // The trainer ignores SIGTERM and has a child that does too: only SIGKILL to the group ends them.
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", exampleJob("stubborn_1", "stubborn", "stubborn.task", { "--spawn-child" })).status, 200);
    QCOMPARE(m_daemon.waitForState("stubborn_1", "RUNNING", 30'000).value("state", ""), std::string("RUNNING"));
    QTRY_VERIFY_WITH_TIMEOUT(m_daemon.processesOfJob("stubborn_1").size() >= 2, 20'000);
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs/stubborn_1:cancel", json::object()).status, 200);
    QCOMPARE(js(m_daemon.get("/v1/projects/local/jobs/stubborn_1").json()["state"]), js(json("CANCELLING")));
    const json done = m_daemon.waitForState("stubborn_1", "CANCELLED", 30'000);
    QCOMPARE(done.value("state", ""), std::string("CANCELLED"));
    QVERIFY(m_daemon.processesOfJob("stubborn_1").empty());
    const auto texts = logTexts("stubborn_1");
    QVERIFY(std::find(texts.begin(), texts.end(), "ignoring SIGTERM") != texts.end());
    QCOMPARE(states("stubborn_1"), (std::vector<std::string> { "QUEUED", "PREPARING", "RUNNING", "CANCELLING", "CANCELLED" }));
}

json TestDaemonLifecycle::escaperJob(const std::string& jobId, const EscapedProcesses& escaped, bool exits) const
{
    std::vector<std::string> args { "--marker", escaped.marker(), "--pid-file", m_daemon.tempPath(QString::fromStdString(jobId + ".pid")).toStdString() };
    if (exits)
        args.push_back("--exit");
    json job = exampleJob(jobId, "stubborn", "escaper.task", args);
    job["trainingInput"]["packageUris"] = { std::string(TRAINYARD_FIXTURES) + "/trainers/escaper" };
    return job;
}

void TestDaemonLifecycle::cancelStopsADescendantThatLeftTheGroup()
{
    // The trainer's grandchild calls setsid() after a double fork and ignores SIGTERM: neither the
    // replica's process group nor its session reaches it, and its working directory is /.
    const EscapedProcesses escaped("trainyard-escaper-cancel-" + std::to_string(::getpid()));
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", escaperJob("escaper_cancel", escaped, false)).status, 200);
    const QString pidFile = m_daemon.tempPath(QStringLiteral("escaper_cancel.pid"));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(pidFile), 30'000);
    const int grandchild = pidInFile(pidFile);
    QVERIFY(livingProcess(grandchild));
    const int trainer = m_daemon.processesOfJob("escaper_cancel").empty() ? 0 : m_daemon.processesOfJob("escaper_cancel").front();
    QVERIFY(trainer > 0);
    QVERIFY(::getsid(grandchild) != ::getsid(trainer) && ::getpgid(grandchild) != ::getpgid(trainer)); // it did escape
    QCOMPARE(m_daemon.waitForState("escaper_cancel", "RUNNING", 30'000).value("state", ""), std::string("RUNNING"));
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs/escaper_cancel:cancel", json::object()).status, 200);
    const json done = m_daemon.waitForState("escaper_cancel", "CANCELLED", 30'000);
    QCOMPARE(done.value("state", ""), std::string("CANCELLED"));
    // Gone by the time the job is CANCELLED, not some time later.
    QVERIFY2(!livingProcess(grandchild), "the setsid() grandchild survived the cancel");
    QVERIFY(escaped.living().empty());
    QVERIFY(m_daemon.processesOfJob("escaper_cancel").empty());
}

void TestDaemonLifecycle::endedReplicaLeavesNoDescendantBehind()
{
    // The trainer exits 0 and leaves its escaped grandchild running: the job ends, and so does it.
    const EscapedProcesses escaped("trainyard-escaper-end-" + std::to_string(::getpid()));
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", escaperJob("escaper_end", escaped, true)).status, 200);
    const json done = m_daemon.waitForState("escaper_end", "SUCCEEDED,FAILED", 30'000);
    QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump().c_str());
    const int grandchild = pidInFile(m_daemon.tempPath(QStringLiteral("escaper_end.pid")));
    QVERIFY(grandchild > 0);
    const auto texts = logTexts("escaper_end");
    QVERIFY(std::find(texts.begin(), texts.end(), "grandchild " + std::to_string(grandchild) + " escaped") != texts.end());
    QVERIFY2(!livingProcess(grandchild), "the setsid() grandchild outlived its job");
    QVERIFY(escaped.living().empty());
}

void TestDaemonLifecycle::maxRunningTimeStopsTheJob()
{
    json job = exampleJob("too_long", "stubborn", "stubborn.task");
    job["trainingInput"]["scheduling"] = { { "maxRunningTime", "2s" } };
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", job).status, 200);
    const json done = m_daemon.waitForState("too_long", "FAILED,SUCCEEDED,CANCELLED", 30'000);
    QCOMPARE(done.value("state", ""), std::string("FAILED"));
    QVERIFY(done["errorMessage"].get<std::string>().find("maxRunningTime of 2s") != std::string::npos);
    QVERIFY(m_daemon.processesOfJob("too_long").empty());
}

void TestDaemonLifecycle::queueWaitsForFreeSlots()
{
    DaemonProcess small({ QStringLiteral("--slots"), QStringLiteral("1") });
    QVERIFY(small.start());
    QCOMPARE(small.post("/v1/projects/local/jobs", exampleJob("first", "stubborn", "stubborn.task")).status, 200);
    QCOMPARE(small.waitForState("first", "RUNNING", 30'000).value("state", ""), std::string("RUNNING"));
    json second = exampleJob("second", "stubborn", "stubborn.task");
    QCOMPARE(small.post("/v1/projects/local/jobs", second).status, 200);
    json urgent = exampleJob("urgent", "stubborn", "stubborn.task");
    urgent["trainingInput"]["scheduling"] = { { "priority", 900 } };
    QCOMPARE(small.post("/v1/projects/local/jobs", urgent).status, 200);
    QThread::msleep(300);
    const json queued = small.get("/v1/projects/local/jobs/second").json();
    QCOMPARE(js(queued["state"]), js(json("QUEUED")));
    QCOMPARE(js(queued["jobPosition"]), js(json("2"))); // behind the higher-priority job
    QCOMPARE(js(small.get("/v1/projects/local/jobs/urgent").json()["jobPosition"]), js(json("1")));
    QVERIFY(small.get("/metrics").body.find("trainyard_queue_length 2") != std::string::npos);
    QCOMPARE(small.post("/v1/projects/local/jobs/first:cancel", json::object()).status, 200);
    QCOMPARE(small.waitForState("urgent", "RUNNING", 30'000).value("state", ""), std::string("RUNNING"));
    QCOMPARE(js(small.get("/v1/projects/local/jobs/second").json()["state"]), js(json("QUEUED")));
    QCOMPARE(small.post("/v1/projects/local/jobs/second:cancel", json::object()).status, 200);
    QCOMPARE(js(small.get("/v1/projects/local/jobs/second").json()["state"]), js(json("CANCELLED")));
    QCOMPARE(small.post("/v1/projects/local/jobs/urgent:cancel", json::object()).status, 200);
    QCOMPARE(small.waitForState("urgent", "CANCELLED", 30'000).value("state", ""), std::string("CANCELLED"));
}

void TestDaemonLifecycle::logStreamResumesWithoutGapOrDuplicate()
{
    json job = exampleJob("chatty", "digits", "trainer.task", { "--epochs", "40", "--epoch-seconds", "0.02" });
    job["trainingInput"]["jobDir"] = m_daemon.tempPath(QStringLiteral("chatty")).toStdString();
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", job).status, 200);
    // Read the stream in pieces, dropping the connection after each and resuming with Last-Event-ID.
    std::vector<std::string> seqs;
    std::vector<std::string> texts;
    std::string last;
    bool ended = false;
    for (int round = 0; round < 200 && !ended; ++round) {
        std::map<std::string, std::string> headers;
        if (!last.empty())
            headers["Last-Event-ID"] = last;
        for (const auto& event : m_daemon.stream("/v1/projects/local/jobs/chatty/logs?follow=true", 7, 20'000, headers)) {
            if (event.event == "end") {
                ended = true;
                break;
            }
            const json line = json::parse(event.data);
            seqs.push_back(line["seq"]);
            texts.push_back(line["text"]);
            last = event.id;
        }
    }
    QVERIFY(ended);
    QCOMPARE(js(m_daemon.get("/v1/projects/local/jobs/chatty").json()["state"]), js(json("SUCCEEDED")));
    for (std::size_t i = 0; i < seqs.size(); ++i)
        QCOMPARE(seqs[i], std::to_string(i + 1)); // 1, 2, 3 … : nothing missing, nothing twice
    QCOMPARE(texts, logTexts("chatty"));
    QVERIFY(texts.size() >= 42);
}

void TestDaemonLifecycle::everyReplicaGetsItsClusterEnvironment()
{
    DaemonProcess gpus({ QStringLiteral("--gpus"), QStringLiteral("0,1,2"), QStringLiteral("--slots"), QStringLiteral("6") });
    QVERIFY(gpus.start());
    json job = exampleJob("env_1", "", "envdump.task", { "--flag", "x" });
    job["trainingInput"]["packageUris"] = { std::string(TRAINYARD_FIXTURES) + "/trainers/envdump" };
    job["trainingInput"]["jobDir"] = gpus.tempPath(QStringLiteral("env-out")).toStdString();
    job["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "n1-standard-8" },
        { "masterConfig", { { "acceleratorConfig", { { "type", "NVIDIA_TESLA_T4" }, { "count", "1" } } } } },
        { "workerType", "n1-standard-8" }, { "workerCount", "2" },
        { "workerConfig", { { "acceleratorConfig", { { "type", "NVIDIA_TESLA_T4" }, { "count", "1" } } } } },
        { "parameterServerType", "n1-standard-4" }, { "parameterServerCount", "1" }, { "evaluatorType", "n1-standard-4" },
        { "evaluatorCount", "1" } });
    QCOMPARE(gpus.post("/v1/projects/local/jobs", job).status, 200);
    QCOMPARE(gpus.waitForState("env_1", "SUCCEEDED,FAILED", 60'000).value("state", ""), std::string("SUCCEEDED"));
    std::map<std::string, json> seen;
    const json page = gpus.get("/v1/projects/local/jobs/env_1/logs?pageSize=1000").json();
    for (const auto& line : page["lines"]) {
        const std::string text = line["text"];
        if (text.starts_with("ENV "))
            seen[line["replica"].get<std::string>()] = json::parse(text.substr(4));
    }
    QCOMPARE(seen.size(), std::size_t(5));
    std::set<std::string> devices;
    for (const auto& [replica, dump] : seen) {
        const json env = dump["env"];
        const json tf = json::parse(env["TF_CONFIG"].get<std::string>());
        const json spec = json::parse(env["CLUSTER_SPEC"].get<std::string>());
        QCOMPARE(env["CLOUD_ML_JOB_ID"].get<std::string>(), std::string("env_1"));
        QCOMPARE(js(tf["environment"]), js(json("cloud")));
        QCOMPARE(tf["cluster"]["master"].size(), std::size_t(1));
        QCOMPARE(tf["cluster"]["worker"].size(), std::size_t(2));
        QCOMPARE(tf["cluster"]["ps"].size(), std::size_t(1));
        QVERIFY(!tf["cluster"].contains("evaluator")); // evaluators are not part of the training cluster
        QCOMPARE(spec["cluster"]["evaluator"].size(), std::size_t(1));
        QCOMPARE(js(tf["job"]["pythonModule"]), js(json("envdump.task")));
        QCOMPARE(env["MASTER_PORT"].get<std::string>(), tf["cluster"]["master"][0].get<std::string>().substr(10));
        const std::string type = tf["task"]["type"];
        const int index = tf["task"]["index"];
        QCOMPARE(replica, (type == "ps" ? std::string("ps") : type) + "-replica-" + std::to_string(index));
        const auto argv = dump["argv"].get<std::vector<std::string>>();
        QCOMPARE(argv, (std::vector<std::string> { "--flag", "x", "--job-dir", gpus.tempPath(QStringLiteral("env-out")).toStdString() }));
        if (type == "master" || type == "worker") {
            QCOMPARE(env["WORLD_SIZE"].get<std::string>(), std::string("3"));
            QCOMPARE(env["RANK"].get<std::string>(), std::to_string(type == "master" ? 0 : index + 1));
            const std::string device = env["CUDA_VISIBLE_DEVICES"];
            QCOMPARE(device.size(), std::size_t(1)); // exactly one GPU each
            devices.insert(device);
        } else {
            QVERIFY(env["RANK"].is_null());
            QCOMPARE(env["CUDA_VISIBLE_DEVICES"].get<std::string>(), std::string()); // no GPU for them
        }
    }
    QCOMPARE(devices, (std::set<std::string> { "0", "1", "2" })); // three GPUs, no two replicas share one
}

void TestDaemonLifecycle::manyJobsHoldFewDescriptors()
{
    // A user's descriptor limit is often 1024: queued and finished jobs must not each keep files open.
    DaemonProcess daemon({ QStringLiteral("--slots"), QStringLiteral("2") });
    QVERIFY(daemon.start());
    const int idle = daemon.openDescriptors();
    for (int i = 0; i < 40; ++i)
        QCOMPARE(daemon.post("/v1/projects/local/jobs", exampleJob("quick_" + std::to_string(i), "failing", "failing.task", { "--after-seconds", "0" })).status, 200);
    for (int i = 0; i < 300; ++i)
        QCOMPARE(daemon.post("/v1/projects/local/jobs", exampleJob("waiting_" + std::to_string(i), "stubborn", "stubborn.task")).status, 200);
    QCOMPARE(daemon.waitForState("quick_39", "FAILED", 120'000).value("state", ""), std::string("FAILED"));
    for (int i = 0; i < 40; ++i) // reading finished jobs' logs opens them again, a few at a time
        QCOMPARE(daemon.get("/v1/projects/local/jobs/quick_" + std::to_string(i) + "/logs").status, 200);
    const int loaded = daemon.openDescriptors();
    qInfo("descriptors: idle %d, with 340 jobs %d", idle, loaded);
    QVERIFY2(loaded < idle + 32 * 4 + 40, qPrintable(QStringLiteral("idle %1, with 340 jobs %2").arg(idle).arg(loaded)));
    for (int i = 0; i < 300; ++i) {
        // Under load a cancel now and then gets no answer at all (status 0, at once; the daemon stays
        // up): not understood yet, see the note of issue #7. Asked again, it is answered; a repeat of
        // one that did land is refused as already terminal (400) or accepted while CANCELLING.
        const std::string path = "/v1/projects/local/jobs/waiting_" + std::to_string(i) + ":cancel";
        int status = 0;
        for (int attempt = 0; attempt < 5 && status == 0; ++attempt) {
            if (attempt > 0)
                QThread::msleep(200);
            status = daemon.post(path, json::object()).status;
        }
        QVERIFY2(status == 200 || status == 400, qPrintable(QStringLiteral("cancel %1: status %2").arg(i).arg(status)));
    }
    // Stubborn replicas ignore SIGTERM: they go at the SIGKILL after the grace period, later on a loaded
    // machine. Every job must end CANCELLED with no process left (jobs started while the cancels went
    // in are cancelled too), so that none outlives the test's daemon.
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < 300; ++i) {
        const std::string id = "waiting_" + std::to_string(i);
        const auto left = std::max<qint64>(1, 240'000 - clock.elapsed());
        QCOMPARE(daemon.waitForState(id, "CANCELLED", static_cast<int>(left)).value("state", ""), std::string("CANCELLED"));
        QVERIFY2(daemon.processesOfJob(id).empty(), id.c_str());
    }
}

QTEST_GUILESS_MAIN(TestDaemonLifecycle)
#include "tst_daemonlifecycle.moc"
