// Jobs at a Slurm location, end to end: the real trainyardd with `--slurm cluster=debug` against the
// two-node Slurm cluster of ../shared/reference/slurm.md, brought up by the test itself in a
// temporary folder (SlurmTestCluster) and torn down by PID. Real trainers from examples/, real sbatch,
// squeue, scancel and sacct; nothing of Slurm is faked (its GPUs are the reference's character
// devices, which Slurm hands out as it would real ones).

#include "slurmtestcluster.h"

#include "daemonprocess.h"

#include <QTest>
#include <QThread>

#include <set>

using nlohmann::json;
using trainyard::test::DaemonProcess;
using trainyard::test::exampleJob;
using trainyard::test::js;
using trainyard::test::SlurmTestCluster;

namespace {

constexpr const char* jobsPath = "/v1/projects/local/jobs";

json slurmJob(const std::string& id, const std::string& example, const std::string& module, const std::vector<std::string>& args = {})
{
    json job = exampleJob(id, example, module, args);
    job["trainingInput"]["region"] = "cluster";
    return job;
}

// Master and two workers: two het components, one per node.
json distributedJob(const std::string& id)
{
    json job = slurmJob(id, "distributed", "distributed.task", { "--timeout", "90" });
    job["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "n1-highmem-2" }, { "workerType", "n1-highmem-2" },
        { "workerCount", "2" } });
    return job;
}

std::vector<json> transitions(const DaemonProcess& daemon, const std::string& id)
{
    const json events = daemon.get(std::string(jobsPath) + "/" + id + "/events").json();
    std::vector<json> out;
    for (const auto& e : events.value("events", json::array()))
        out.push_back(e);
    return out;
}

bool hasTransition(const DaemonProcess& daemon, const std::string& id, const std::string& state, const std::string& reasonPart)
{
    for (const auto& t : transitions(daemon, id)) {
        if (t.value("state", "") == state && t.value("reason", "").find(reasonPart) != std::string::npos)
            return true;
    }
    return false;
}

// The lines of a job's log (all replicas).
json logLines(const DaemonProcess& daemon, const std::string& id, const std::string& query = {})
{
    return daemon.get(std::string(jobsPath) + "/" + id + "/logs?pageSize=10000" + query).json().value("lines", json::array());
}

// squeue's job names on the test cluster (every user's): what is left of a job in Slurm.
QStringList squeueNames(const SlurmTestCluster& cluster)
{
    return cluster.run(QStringLiteral("squeue"), { QStringLiteral("-h"), QStringLiteral("-o"), QStringLiteral("%j") }).out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestSlurmJobs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void locationsListTheCluster();
    void distributedJobRunsAcrossBothNodes();
    void failingReplicaFailsTheJobWithItsStderr();
    void cancelLeavesNothingInSlurm();
    void pendingJobShowsSlurmsReason();
    void gpuRequestsGetDevicesFromSlurm();
    void refusedAtCreateWithTheRule();
    void daemonKilledMidJobFindsItAgain();
    void controllerKilledAfterSubmissionIsReconciled();
    void tuningStudyRunsTrialsAsSlurmJobs();

private:
    void startDaemon();

    std::unique_ptr<SlurmTestCluster> m_cluster;
    std::unique_ptr<DaemonProcess> m_daemon;
};

void TestSlurmJobs::initTestCase()
{
    m_cluster = std::make_unique<SlurmTestCluster>();
    QString error;
    QVERIFY2(m_cluster->start(error), qPrintable(error));
    // trainyardd and the sbatch it runs read the cluster's configuration from the environment.
    qputenv("SLURM_CONF", m_cluster->slurmConf().toUtf8());
    startDaemon();
}

void TestSlurmJobs::startDaemon()
{
    m_daemon = std::make_unique<DaemonProcess>(QStringList { QStringLiteral("--slurm"), QStringLiteral("cluster=debug") });
    QVERIFY(m_daemon->start());
    // The daemon describes the partition shortly after it starts; until then create cannot check a job
    // against its nodes (and lets Slurm judge it).
    QTRY_VERIFY_WITH_TIMEOUT(m_daemon->get("/v1/projects/local/locations/cluster").body.find("\"available\": true") != std::string::npos, 30'000);
}

void TestSlurmJobs::cleanupTestCase()
{
    if (m_daemon)
        m_daemon->stop();
    m_daemon.reset();
    m_cluster.reset(); // scancel whatever is left, then the cluster's processes by PID
}

void TestSlurmJobs::locationsListTheCluster()
{
    // The daemon describes the partition shortly after it starts.
    const auto available = [](const json& location) { return location.is_object() && location.value("available", false); };
    json cluster;
    std::string body;
    for (int i = 0; i < 100 && !available(cluster); ++i) {
        body = m_daemon->get("/v1/projects/local/locations/cluster").body;
        cluster = json::parse(body, nullptr, false);
        if (!available(cluster))
            QThread::msleep(100);
    }
    QVERIFY2(available(cluster), body.c_str());
    QCOMPARE(js(cluster["kind"]), js("slurm"));
    QCOMPARE(js(cluster["partition"]), js("debug"));
    QCOMPARE(cluster["nodes"].get<int>(), 2);
    QCOMPARE(cluster["gpus"].get<int>(), 4);
    QVERIFY(cluster["cpus"].get<int>() >= 4);
    const json list = m_daemon->get("/v1/projects/local/locations").json();
    QCOMPARE(list["locations"].size(), std::size_t(2));
    QCOMPARE(js(list["locations"][0]["locationId"]), js("local"));
    QCOMPARE(js(list["locations"][1]["locationId"]), js("cluster"));
}

void TestSlurmJobs::distributedJobRunsAcrossBothNodes()
{
    QCOMPARE(m_daemon->post(jobsPath, distributedJob("slurm_distributed")).status, 200);
    const json done = m_daemon->waitForState("slurm_distributed", "SUCCEEDED,FAILED,CANCELLED", 180'000);
    QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump().c_str());
    // Submitted, then running on both nodes, the pools of one heterogeneous job.
    QVERIFY(hasTransition(*m_daemon, "slurm_distributed", "QUEUED", "submitted to Slurm as job"));
    QVERIFY2(hasTransition(*m_daemon, "slurm_distributed", "RUNNING", "all 3 replicas started on n1, n2"),
        m_daemon->get(std::string(jobsPath) + "/slurm_distributed/events").body.c_str());
    // The replicas really talked over their TF_CONFIG ports, which name the nodes' addresses.
    std::string total;
    std::map<std::string, std::string> nodeOf;
    std::string cluster;
    for (const auto& line : logLines(*m_daemon, "slurm_distributed")) {
        const std::string text = line.value("text", "");
        if (text.starts_with("total="))
            total = text;
        if (text.starts_with("listening on "))
            cluster = text; // the master's own address, from TF_CONFIG
        nodeOf[line.value("replica", "")] = line.value("node", "");
    }
    QCOMPARE(total, std::string("total=333332833333500000 expected=333332833333500000"));
    QVERIFY2(cluster.starts_with("listening on 127.0.0.1:"), cluster.c_str()); // n1's address, as Slurm knows it
    QCOMPARE(nodeOf.size(), std::size_t(3));
    QVERIFY2(!nodeOf["master-replica-0"].empty() && nodeOf["master-replica-0"] != nodeOf["worker-replica-0"], json(nodeOf).dump().c_str());
    QCOMPARE(nodeOf["worker-replica-0"], nodeOf["worker-replica-1"]);
    QVERIFY(squeueNames(*m_cluster).filter(QStringLiteral("slurm_distributed")).isEmpty());
}

void TestSlurmJobs::failingReplicaFailsTheJobWithItsStderr()
{
    QCOMPARE(m_daemon->post(jobsPath, slurmJob("slurm_failing", "failing", "failing.task")).status, 200);
    const json done = m_daemon->waitForState("slurm_failing", "SUCCEEDED,FAILED,CANCELLED", 120'000);
    QCOMPARE(done.value("state", ""), std::string("FAILED"));
    const std::string message = done.value("errorMessage", "");
    QVERIFY2(message.find("master-replica-0") != std::string::npos, message.c_str());
    QVERIFY2(message.find("exit code 1") != std::string::npos, message.c_str());
    QVERIFY2(message.find("ValueError: learning rate must be positive") != std::string::npos, message.c_str());
}

void TestSlurmJobs::cancelLeavesNothingInSlurm()
{
    QCOMPARE(m_daemon->post(jobsPath, slurmJob("slurm_cancel", "stubborn", "stubborn.task")).status, 200);
    const json running = m_daemon->waitForState("slurm_cancel", "RUNNING,FAILED,SUCCEEDED", 120'000);
    QCOMPARE(running.value("state", ""), std::string("RUNNING"));
    // While it runs, Slurm's accounting (sstat) measures it: memory of the replica on its node, no GPUs.
    json resources;
    const auto measured = [&] {
        resources = m_daemon->get(std::string(jobsPath) + "/slurm_cancel/resources").json();
        for (const auto& sample : resources.value("samples", json::array())) {
            if (sample.value("replica", "") == "master-replica-0" && !sample.value("node", "").empty() && sample.value("memoryBytes", 0.0) > 0)
                return true;
        }
        return false;
    };
    QTRY_VERIFY2_WITH_TIMEOUT(measured(), resources.dump().c_str(), 30'000);
    QCOMPARE(resources["gpu"]["available"].get<bool>(), false);
    QVERIFY2(resources["gpu"]["status"].get<std::string>().find("sstat") != std::string::npos, resources.dump().c_str());
    QVERIFY(!resources.contains("status")); // the test cluster gathers accounting
    QCOMPARE(m_daemon->request("POST", std::string(jobsPath) + "/slurm_cancel:cancel", "{}").status, 200);
    const json done = m_daemon->waitForState("slurm_cancel", "CANCELLED,FAILED,SUCCEEDED", 120'000);
    QCOMPARE(done.value("state", ""), std::string("CANCELLED"));
    QVERIFY(squeueNames(*m_cluster).filter(QStringLiteral("slurm_cancel")).isEmpty());
    // No process of it is left on the nodes (which are this machine).
    QVERIFY(m_daemon->processesOfJob("slurm_cancel").empty());
}

void TestSlurmJobs::pendingJobShowsSlurmsReason()
{
    // The first job takes every GPU of both nodes; the second waits for them.
    json hog = slurmJob("slurm_hog", "stubborn", "stubborn.task");
    hog["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "n1-highmem-2" },
        { "masterConfig", { { "acceleratorConfig", { { "count", "2" }, { "type", "NVIDIA_TESLA_T4" } } } } }, { "workerType", "n1-highmem-2" },
        { "workerCount", "1" }, { "workerConfig", { { "acceleratorConfig", { { "count", "2" }, { "type", "NVIDIA_TESLA_T4" } } } } } });
    QCOMPARE(m_daemon->post(jobsPath, hog).status, 200);
    QCOMPARE(m_daemon->waitForState("slurm_hog", "RUNNING,FAILED", 120'000).value("state", ""), std::string("RUNNING"));
    json waiting = slurmJob("slurm_waiting", "failing", "failing.task");
    waiting["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "n1-highmem-2" },
        { "masterConfig", { { "acceleratorConfig", { { "count", "1" }, { "type", "NVIDIA_TESLA_T4" } } } } } });
    QCOMPARE(m_daemon->post(jobsPath, waiting).status, 200);
    bool sawReason = false;
    for (int i = 0; i < 300 && !sawReason; ++i) {
        sawReason = hasTransition(*m_daemon, "slurm_waiting", "QUEUED", "waits in partition debug: Resources");
        if (!sawReason)
            QThread::msleep(100);
    }
    QVERIFY2(sawReason, m_daemon->get(std::string(jobsPath) + "/slurm_waiting/events").body.c_str());
    QCOMPARE(m_daemon->get(std::string(jobsPath) + "/slurm_waiting").json().value("state", ""), std::string("QUEUED"));
    // Cancelled while it waits in Slurm's queue.
    QCOMPARE(m_daemon->request("POST", std::string(jobsPath) + "/slurm_waiting:cancel", "{}").status, 200);
    QCOMPARE(m_daemon->waitForState("slurm_waiting", "CANCELLED,FAILED,SUCCEEDED", 60'000).value("state", ""), std::string("CANCELLED"));
    QCOMPARE(m_daemon->request("POST", std::string(jobsPath) + "/slurm_hog:cancel", "{}").status, 200);
    QCOMPARE(m_daemon->waitForState("slurm_hog", "CANCELLED,FAILED,SUCCEEDED", 60'000).value("state", ""), std::string("CANCELLED"));
    QVERIFY(squeueNames(*m_cluster).filter(QStringLiteral("slurm_")).isEmpty());
}

void TestSlurmJobs::gpuRequestsGetDevicesFromSlurm()
{
    // envdump prints the environment it was given: CUDA_VISIBLE_DEVICES is what Slurm set for the GPU
    // each replica asked for, the cluster spec names the nodes' addresses, RANK and WORLD_SIZE count both.
    json job = slurmJob("slurm_gpu", "", "envdump.task");
    job["trainingInput"]["packageUris"] = { std::string(TRAINYARD_FIXTURES) + "/trainers/envdump" };
    job["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "n1-highmem-2" },
        { "masterConfig", { { "acceleratorConfig", { { "count", "1" }, { "type", "NVIDIA_TESLA_T4" } } } } }, { "workerType", "n1-highmem-2" },
        { "workerCount", "1" }, { "workerConfig", { { "acceleratorConfig", { { "count", "2" }, { "type", "NVIDIA_TESLA_T4" } } } } } });
    QCOMPARE(m_daemon->post(jobsPath, job).status, 200);
    const json done = m_daemon->waitForState("slurm_gpu", "SUCCEEDED,FAILED,CANCELLED", 120'000);
    QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump().c_str());
    std::map<std::string, json> envOf;
    for (const auto& line : logLines(*m_daemon, "slurm_gpu")) {
        const std::string text = line.value("text", "");
        if (text.starts_with("ENV "))
            envOf[line.value("replica", "")] = json::parse(text.substr(4))["env"];
    }
    QCOMPARE(envOf.size(), std::size_t(2));
    QCOMPARE(js(envOf["master-replica-0"]["CUDA_VISIBLE_DEVICES"]), js("0"));
    QCOMPARE(js(envOf["worker-replica-0"]["CUDA_VISIBLE_DEVICES"]), js("0,1"));
    QCOMPARE(js(envOf["master-replica-0"]["WORLD_SIZE"]), js("2"));
    QCOMPARE(js(envOf["worker-replica-0"]["RANK"]), js("1"));
    const json tfConfig = json::parse(envOf["worker-replica-0"]["TF_CONFIG"].get<std::string>());
    QVERIFY2(tfConfig["cluster"]["master"][0].get<std::string>().starts_with("127.0.0.1:"), tfConfig.dump().c_str());
    QCOMPARE(js(tfConfig["task"]["type"]), js("worker"));
}

void TestSlurmJobs::refusedAtCreateWithTheRule()
{
    // Three pools need three nodes (each component of a heterogeneous job has its own); the cluster has two.
    json three = distributedJob("slurm_three_pools");
    three["trainingInput"].update({ { "parameterServerType", "n1-highmem-2" }, { "parameterServerCount", "1" } });
    const auto reply = m_daemon->post(jobsPath, three);
    QCOMPARE(reply.status, 400);
    QVERIFY2(reply.body.find("3 replica pools each need a node of their own at Slurm location cluster, which has 2") != std::string::npos,
        reply.body.c_str());
    json container = slurmJob("slurm_container", "failing", "failing.task");
    container["trainingInput"].erase("packageUris");
    container["trainingInput"].erase("pythonModule");
    container["trainingInput"]["masterConfig"] = { { "imageUri", "localhost/trainer:1" } };
    const auto refused = m_daemon->post(jobsPath, container);
    QCOMPARE(refused.status, 400);
    QVERIFY2(refused.body.find("imageUri") != std::string::npos, refused.body.c_str());
    QCOMPARE(m_daemon->get(std::string(jobsPath) + "/slurm_container").status, 404);
}

void TestSlurmJobs::daemonKilledMidJobFindsItAgain()
{
    json job = slurmJob("slurm_restart", "digits", "trainer.task", { "--epochs", "30", "--epoch-seconds", "0.2" });
    job["trainingInput"]["jobDir"] = m_daemon->tempPath(QStringLiteral("slurm_restart")).toStdString(); // the nodes share it
    QCOMPARE(m_daemon->post(jobsPath, job).status, 200);
    QCOMPARE(m_daemon->waitForState("slurm_restart", "RUNNING,FAILED", 120'000).value("state", ""), std::string("RUNNING"));
    m_daemon->kill9();
    QThread::msleep(1000); // the job goes on in Slurm while no daemon follows it
    QVERIFY(m_daemon->start());
    const json done = m_daemon->waitForState("slurm_restart", "SUCCEEDED,FAILED,CANCELLED", 240'000);
    QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump().c_str());
    // Every line once, numbered without a gap, the last epoch's included.
    const json lines = logLines(*m_daemon, "slurm_restart");
    std::int64_t expected = 1;
    bool sawModel = false;
    for (const auto& line : lines) {
        QCOMPARE(std::stoll(line["seq"].get<std::string>()), expected++);
        sawModel |= line.value("text", "").find("epoch 30/30") != std::string::npos;
    }
    QVERIFY(sawModel);
    int runningTransitions = 0;
    for (const auto& t : transitions(*m_daemon, "slurm_restart"))
        runningTransitions += t.value("state", "") == "RUNNING" && t.value("previousState", "") != "RUNNING";
    QCOMPARE(runningTransitions, 1); // followed, not started again
}

void TestSlurmJobs::controllerKilledAfterSubmissionIsReconciled()
{
    // Slurm saves its state at most every 5 s: a controller killed within 5 s of a save forgets the jobs
    // it took since (the reference saw it 3 times in 3). A job of the test's own makes the controller
    // save now; the daemon's job follows at once, and the controller dies right after taking it. Up to
    // three tries, for a machine so busy that the save came after the submission: the daemon must
    // then follow the job it kept, and once the controller loses one, submit it once more.
    bool lost = false;
    for (int attempt = 1; attempt <= 3 && !lost; ++attempt) {
        const std::string id = "slurm_lost_" + std::to_string(attempt);
        const auto other = m_cluster->run(QStringLiteral("sbatch"), { QStringLiteral("--parsable"), QStringLiteral("--wrap"), QStringLiteral("true") });
        QCOMPARE(other.exitCode, 0);
        QCOMPARE(m_daemon->post(jobsPath, slurmJob(id, "failing", "failing.task")).status, 200);
        bool submitted = false;
        for (int i = 0; i < 1000 && !submitted; ++i) {
            submitted = hasTransition(*m_daemon, id, "QUEUED", "submitted to Slurm as job");
            if (!submitted)
                QThread::msleep(10);
        }
        QVERIFY(submitted);
        QString error;
        QVERIFY2(m_cluster->killController(error), qPrintable(error));
        QVERIFY2(m_cluster->restartController(error), qPrintable(error));
        const json done = m_daemon->waitForState(id, "SUCCEEDED,FAILED,CANCELLED", 180'000);
        // The failing trainer fails: what matters is that it ran, whether Slurm kept the job or lost it.
        QCOMPARE(done.value("state", ""), std::string("FAILED"));
        QVERIFY2(done.value("errorMessage", "").find("ValueError") != std::string::npos, done.dump().c_str());
        lost = hasTransition(*m_daemon, id, "QUEUED", "submitted once more");
        qInfo("attempt %d: the controller %s the submission", attempt, lost ? "lost" : "kept");
        QVERIFY(squeueNames(*m_cluster).filter(QString::fromStdString(id)).isEmpty());
    }
    QVERIFY2(lost, "the controller never lost a submission: the resubmission was not exercised");
}

void TestSlurmJobs::tuningStudyRunsTrialsAsSlurmJobs()
{
    json job = slurmJob("slurm_tuning", "", "tunable.task", { "--steps", "3", "--step-seconds", "0.2" });
    // The fixture first (the working directory), and digits for its trainer.hypertune module.
    job["trainingInput"]["packageUris"] = { std::string(TRAINYARD_FIXTURES) + "/trainers/tunable", trainyard::test::examplesDir().toStdString() + "/digits" };
    job["trainingInput"]["hyperparameters"] = { { "goal", "MAXIMIZE" }, { "hyperparameterMetricTag", "score" }, { "maxTrials", 6 },
        { "maxParallelTrials", 2 }, { "algorithm", "RANDOM_SEARCH" },
        { "params", { { { "parameterName", "x" }, { "type", "DOUBLE" }, { "minValue", 0.0 }, { "maxValue", 1.0 } } } } };
    QCOMPARE(m_daemon->post(jobsPath, job).status, 200);
    const json done = m_daemon->waitForState("slurm_tuning", "SUCCEEDED,FAILED,CANCELLED", 300'000);
    QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump().c_str());
    const json trials = done["trainingOutput"]["trials"];
    QCOMPARE(trials.size(), std::size_t(6));
    for (const auto& trial : trials)
        QVERIFY2(trial.contains("finalMetric"), trial.dump().c_str());
    // Each trial was a Slurm job of its own, with the trial's lines from its node.
    std::set<std::string> trialsWithNode;
    for (const auto& line : logLines(*m_daemon, "slurm_tuning")) {
        if (!line.value("node", "").empty())
            trialsWithNode.insert(line.value("trial", ""));
    }
    QCOMPARE(trialsWithNode.size(), std::size_t(6));
    QVERIFY2(hasTransition(*m_daemon, "slurm_tuning", "RUNNING", "submitted to Slurm as job"),
        m_daemon->get(std::string(jobsPath) + "/slurm_tuning/events").body.c_str());
}

QTEST_GUILESS_MAIN(TestSlurmJobs)
#include "tst_slurmjobs.moc"
