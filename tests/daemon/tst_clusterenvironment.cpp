// The environment every replica gets from the daemon (TF_CONFIG, CLUSTER_SPEC, CLOUD_ML_*, PyTorch's
// variables, CUDA_VISIBLE_DEVICES), computed in-process from the job's replica plan: each row names the
// exact variables, in order, and their values, so a change to what trainers see shows here first.

#include "daemon/clusterenvironment.h"

#include "spec/jsoncodec.h"

#include <QTest>

using namespace trainyard;
using json = nlohmann::json;

namespace {

// The ports of a plan: 20000 for its first replica, then one more each, in plan order.
std::map<std::string, int> portsOf(const std::vector<daemon::ReplicaPlan>& plan)
{
    std::map<std::string, int> ports;
    for (const auto& r : plan)
        ports[r.name] = 20000 + static_cast<int>(ports.size());
    return ports;
}

json custom(int workers, int evaluators, int masterGpus, int workerGpus)
{
    json in = { { "scaleTier", "CUSTOM" }, { "masterType", "n1-standard-4" }, { "pythonModule", "trainer.task" }, { "region", "local" } };
    if (workers > 0) {
        in["workerType"] = "n1-standard-4";
        in["workerCount"] = workers;
    }
    if (evaluators > 0) {
        in["evaluatorType"] = "n1-standard-4";
        in["evaluatorCount"] = evaluators;
    }
    if (masterGpus > 0)
        in["masterConfig"] = { { "acceleratorConfig", { { "type", "NVIDIA_TESLA_T4" }, { "count", masterGpus } } } };
    if (workerGpus > 0)
        in["workerConfig"] = { { "acceleratorConfig", { { "type", "NVIDIA_TESLA_T4" }, { "count", workerGpus } } } };
    return in;
}

json tier(const char* scaleTier)
{
    return { { "scaleTier", scaleTier }, { "pythonModule", "trainer.task" }, { "region", "local" } };
}

QByteArray text(const json& j)
{
    return QByteArray::fromStdString(j.dump());
}

} // namespace

class TestClusterEnvironment : public QObject {
    Q_OBJECT

private slots:
    void variables_data();
    void variables();
    void hosts_data();
    void hosts();
};

void TestClusterEnvironment::variables_data()
{
    QTest::addColumn<QByteArray>("input"); // the job's trainingInput
    QTest::addColumn<QString>("replica");
    QTest::addColumn<QString>("trial"); // a trial's id; empty for a plain job
    QTest::addColumn<QList<int>>("runGpus"); // every GPU the run was given
    QTest::addColumn<bool>("inContainer");
    QTest::addColumn<QByteArray>("cluster"); // TF_CONFIG's cluster
    QTest::addColumn<QByteArray>("fullCluster"); // CLUSTER_SPEC's cluster
    QTest::addColumn<QByteArray>("task");
    QTest::addColumn<QStringList>("rest"); // every variable after TF_CONFIG and CLUSTER_SPEC, in order

    const QString metrics = QStringLiteral("/w/trials/3/hypertune/output.metrics");
    const json one = { { "master", { "localhost:20000" } } };
    const json standard = { { "master", { "localhost:20000" } }, { "worker", { "localhost:20001", "localhost:20002" } }, { "ps", { "localhost:20003" } } };
    const json premium = { { "master", { "localhost:20000" } },
        { "worker", { "localhost:20001", "localhost:20002", "localhost:20003", "localhost:20004" } },
        { "ps", { "localhost:20005", "localhost:20006" } } };
    const json withWorker = { { "master", { "localhost:20000" } }, { "worker", { "localhost:20001" } } };
    const QStringList plain = { "CLOUD_ML_JOB_ID=job_1", "PYTHONUNBUFFERED=1", "MASTER_ADDR=localhost", "MASTER_PORT=20000" };
    const auto with = [](QStringList list, const QStringList& more) { return list << more; };

    QTest::newRow("basic master") << text(tier("BASIC")) << "master-replica-0" << QString() << QList<int> {} << false << text(one)
                                  << text(one) << text({ { "type", "master" }, { "index", 0 } })
                                  << with(plain, { "WORLD_SIZE=1", "RANK=0", "CUDA_VISIBLE_DEVICES=" });
    QTest::newRow("standard tier, second worker") << text(tier("STANDARD_1")) << "worker-replica-1" << QString() << QList<int> {} << false
                                                  << text(standard) << text(standard) << text({ { "type", "worker" }, { "index", 1 } })
                                                  << with(plain, { "WORLD_SIZE=3", "RANK=2", "CUDA_VISIBLE_DEVICES=" });
    // A parameter server is in the cluster, not in PyTorch's world.
    QTest::newRow("standard tier, parameter server")
        << text(tier("STANDARD_1")) << "ps-replica-0" << QString() << QList<int> {} << false << text(standard) << text(standard)
        << text({ { "type", "ps" }, { "index", 0 } }) << with(plain, { "CUDA_VISIBLE_DEVICES=" });
    QTest::newRow("premium tier, last worker") << text(tier("PREMIUM_1")) << "worker-replica-3" << QString() << QList<int> {} << false
                                               << text(premium) << text(premium) << text({ { "type", "worker" }, { "index", 3 } })
                                               << with(plain, { "WORLD_SIZE=5", "RANK=4", "CUDA_VISIBLE_DEVICES=" });
    // An evaluator is only in CLUSTER_SPEC (TF_CONFIG's cluster would make it a member of the training).
    const json withEvaluator = { { "master", { "localhost:20000" } }, { "worker", { "localhost:20001" } }, { "evaluator", { "localhost:20002" } } };
    QTest::newRow("custom pool, evaluator") << text(custom(1, 1, 0, 0)) << "evaluator-replica-0" << QString() << QList<int> {} << false
                                            << text(withWorker) << text(withEvaluator) << text({ { "type", "evaluator" }, { "index", 0 } })
                                            << with(plain, { "CUDA_VISIBLE_DEVICES=" });
    QTest::newRow("custom pool, master beside an evaluator")
        << text(custom(1, 1, 0, 0)) << "master-replica-0" << QString() << QList<int> {} << false << text(withWorker) << text(withEvaluator)
        << text({ { "type", "master" }, { "index", 0 } }) << with(plain, { "WORLD_SIZE=2", "RANK=0", "CUDA_VISIBLE_DEVICES=" });
    json chief = custom(1, 0, 0, 0);
    chief["useChiefInTfConfig"] = true;
    const json chiefCluster = { { "chief", { "localhost:20000" } }, { "worker", { "localhost:20001" } } };
    QTest::newRow("chief instead of master") << text(chief) << "master-replica-0" << QString() << QList<int> {} << false << text(chiefCluster)
                                             << text(chiefCluster) << text({ { "type", "chief" }, { "index", 0 } })
                                             << with(plain, { "WORLD_SIZE=2", "RANK=0", "CUDA_VISIBLE_DEVICES=" });
    // A trial's primary writes the metric file the tuning reads; any other replica one of its own beside it.
    QTest::newRow("trial, master") << text(custom(1, 0, 0, 0)) << "master-replica-0" << "3" << QList<int> {} << false << text(withWorker)
                                   << text(withWorker) << text({ { "type", "master" }, { "index", 0 }, { "trial", "3" } })
                                   << QStringList { "CLOUD_ML_JOB_ID=job_1", "PYTHONUNBUFFERED=1", "CLOUD_ML_TRIAL_ID=3", "CLOUD_ML_HP_METRIC_TAG=accuracy",
                                          "CLOUD_ML_HP_METRIC_FILE=" + metrics, "MASTER_ADDR=localhost", "MASTER_PORT=20000", "WORLD_SIZE=2",
                                          "RANK=0", "CUDA_VISIBLE_DEVICES=" };
    QTest::newRow("trial, worker") << text(custom(1, 0, 0, 0)) << "worker-replica-0" << "3" << QList<int> {} << false << text(withWorker)
                                   << text(withWorker) << text({ { "type", "worker" }, { "index", 0 }, { "trial", "3" } })
                                   << QStringList { "CLOUD_ML_JOB_ID=job_1", "PYTHONUNBUFFERED=1", "CLOUD_ML_TRIAL_ID=3", "CLOUD_ML_HP_METRIC_TAG=accuracy",
                                          "CLOUD_ML_HP_METRIC_FILE=/w/trials/3/hypertune/worker-replica-0.metrics", "MASTER_ADDR=localhost",
                                          "MASTER_PORT=20000", "WORLD_SIZE=2", "RANK=1", "CUDA_VISIBLE_DEVICES=" };
    // GPUs go out in plan order: the master's two first, then the worker's one.
    QTest::newRow("gpus, master process") << text(custom(1, 0, 2, 1)) << "master-replica-0" << QString() << QList<int> { 4, 5, 6 } << false
                                          << text(withWorker) << text(withWorker) << text({ { "type", "master" }, { "index", 0 } })
                                          << with(plain, { "WORLD_SIZE=2", "RANK=0", "CUDA_VISIBLE_DEVICES=4,5" });
    QTest::newRow("gpus, worker process") << text(custom(1, 0, 2, 1)) << "worker-replica-0" << QString() << QList<int> { 4, 5, 6 } << false
                                          << text(withWorker) << text(withWorker) << text({ { "type", "worker" }, { "index", 0 } })
                                          << with(plain, { "WORLD_SIZE=2", "RANK=1", "CUDA_VISIBLE_DEVICES=6" });
    // A container is given only its own devices, and sees them numbered from 0.
    QTest::newRow("gpus, master container") << text(custom(1, 0, 2, 1)) << "master-replica-0" << QString() << QList<int> { 4, 5, 6 } << true
                                            << text(withWorker) << text(withWorker) << text({ { "type", "master" }, { "index", 0 } })
                                            << with(plain, { "WORLD_SIZE=2", "RANK=0", "CUDA_VISIBLE_DEVICES=0,1" });
    QTest::newRow("gpus, worker container") << text(custom(1, 0, 2, 1)) << "worker-replica-0" << QString() << QList<int> { 4, 5, 6 } << true
                                            << text(withWorker) << text(withWorker) << text({ { "type", "worker" }, { "index", 0 } })
                                            << with(plain, { "WORLD_SIZE=2", "RANK=1", "CUDA_VISIBLE_DEVICES=0" });
    QTest::newRow("basic gpu tier, process") << text(tier("BASIC_GPU")) << "master-replica-0" << QString() << QList<int> { 3 } << false
                                             << text(one) << text(one) << text({ { "type", "master" }, { "index", 0 } })
                                             << with(plain, { "WORLD_SIZE=1", "RANK=0", "CUDA_VISIBLE_DEVICES=3" });
    QTest::newRow("gpus fewer than planned") << text(custom(0, 0, 2, 0)) << "master-replica-0" << QString() << QList<int> { 7 } << false
                                             << text(one) << text(one) << text({ { "type", "master" }, { "index", 0 } })
                                             << with(plain, { "WORLD_SIZE=1", "RANK=0", "CUDA_VISIBLE_DEVICES=7" });
    // Containers and processes see the same cluster; only the devices differ.
    QTest::newRow("no gpus, container") << text(tier("STANDARD_1")) << "worker-replica-0" << QString() << QList<int> {} << true
                                        << text(standard) << text(standard) << text({ { "type", "worker" }, { "index", 0 } })
                                        << with(plain, { "WORLD_SIZE=3", "RANK=1", "CUDA_VISIBLE_DEVICES=" });
}

void TestClusterEnvironment::variables()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, replica);
    QFETCH(QString, trial);
    QFETCH(QList<int>, runGpus);
    QFETCH(bool, inContainer);
    QFETCH(QByteArray, cluster);
    QFETCH(QByteArray, fullCluster);
    QFETCH(QByteArray, task);
    QFETCH(QStringList, rest);

    const json trainingInput = json::parse(input.toStdString());
    auto decoded = spec::jobFromJson({ { "jobId", "job_1" }, { "trainingInput", trainingInput } });
    QVERIFY(decoded.value);
    const spec::Job job = std::move(*decoded.value);
    std::string error;
    const auto plan = daemon::planReplicas(job, error);
    QVERIFY2(error.empty(), error.c_str());
    const auto self = std::find_if(plan.begin(), plan.end(), [&](const daemon::ReplicaPlan& r) { return r.name == replica.toStdString(); });
    QVERIFY(self != plan.end());
    daemon::TrialSetup setup;
    if (!trial.isEmpty()) {
        setup.id = trial.toStdString();
        setup.metricTag = "accuracy";
        setup.metricFile = "/w/trials/3/hypertune/output.metrics";
    }
    const std::vector<int> gpus = daemon::replicaGpus(plan, { runGpus.begin(), runGpus.end() }, self->name);

    const auto env = daemon::clusterEnvironment(
        job, plan, portsOf(plan), *self, setup, gpus, inContainer ? daemon::ReplicaHost::Container : daemon::ReplicaHost::Process);

    QVERIFY(env.size() >= 2);
    QCOMPARE(QString::fromStdString(env[0].first), QStringLiteral("TF_CONFIG"));
    QCOMPARE(QString::fromStdString(env[1].first), QStringLiteral("CLUSTER_SPEC"));
    const json tfConfig = json::parse(env[0].second);
    const json clusterSpec = json::parse(env[1].second);
    QCOMPARE(text(tfConfig["cluster"]), cluster);
    QCOMPARE(text(clusterSpec["cluster"]), fullCluster);
    QCOMPARE(text(tfConfig["task"]), task);
    QCOMPARE(text(clusterSpec["task"]), task);
    QCOMPARE(text(tfConfig["environment"]), text("cloud"));
    QCOMPARE(text(tfConfig["job"]["scaleTier"]), text(trainingInput["scaleTier"]));
    QCOMPARE(text(tfConfig["job"]), text(clusterSpec["job"]));
    QStringList actual;
    for (std::size_t i = 2; i < env.size(); ++i)
        actual << QString::fromStdString(env[i].first + "=" + env[i].second);
    QCOMPARE(actual, rest);
}

void TestClusterEnvironment::hosts_data()
{
    QTest::addColumn<QString>("replica");
    QTest::addColumn<int>("gpus"); // the worker pool's GPUs per replica
    QTest::addColumn<bool>("partial"); // the hosts leave worker-replica-1 out
    QTest::addColumn<QByteArray>("cluster"); // TF_CONFIG's cluster
    QTest::addColumn<QStringList>("rest"); // every variable after TF_CONFIG and CLUSTER_SPEC, in order

    // A Slurm job of a master on one node and two workers on another, at the addresses of Slurm's node table.
    const json slurm = { { "master", { "10.0.0.1:20000" } }, { "worker", { "10.0.0.2:20001", "10.0.0.2:20002" } } };
    const json partial = { { "master", { "10.0.0.1:20000" } }, { "worker", { "10.0.0.2:20001", "localhost:20002" } } };
    const QStringList common = { "CLOUD_ML_JOB_ID=job_1", "PYTHONUNBUFFERED=1", "MASTER_ADDR=10.0.0.1", "MASTER_PORT=20000", "WORLD_SIZE=3" };
    const auto with = [](QStringList list, const QStringList& more) { return list << more; };
    // No GPUs asked: none visible, whatever the node has; with GPUs, Slurm's CUDA_VISIBLE_DEVICES stays.
    QTest::newRow("master, no GPUs: hidden") << "master-replica-0" << 0 << false << text(slurm)
                                             << with(common, { "RANK=0", "CUDA_VISIBLE_DEVICES=" });
    QTest::newRow("worker with GPUs: Slurm's devices kept")
        << "worker-replica-1" << 1 << false << text(slurm) << with(common, { "RANK=2" });
    QTest::newRow("a replica without a host is local") << "worker-replica-0" << 0 << true << text(partial)
                                                       << with(common, { "RANK=1", "CUDA_VISIBLE_DEVICES=" });
}

void TestClusterEnvironment::hosts()
{
    QFETCH(QString, replica);
    QFETCH(int, gpus);
    QFETCH(bool, partial);
    QFETCH(QByteArray, cluster);
    QFETCH(QStringList, rest);

    auto decoded = spec::jobFromJson({ { "jobId", "job_1" }, { "trainingInput", custom(2, 0, 0, gpus) } });
    QVERIFY(decoded.value);
    std::string error;
    const auto plan = daemon::planReplicas(*decoded.value, error);
    QVERIFY2(error.empty(), error.c_str());
    const auto self = std::find_if(plan.begin(), plan.end(), [&](const daemon::ReplicaPlan& r) { return r.name == replica.toStdString(); });
    QVERIFY(self != plan.end());
    std::map<std::string, std::string> hosts = { { "master-replica-0", "10.0.0.1" }, { "worker-replica-0", "10.0.0.2" } };
    if (!partial)
        hosts["worker-replica-1"] = "10.0.0.2";

    const auto env = daemon::clusterEnvironment(*decoded.value, plan, portsOf(plan), *self, {}, {}, daemon::ReplicaHost::Slurm, hosts);

    QVERIFY(env.size() >= 2);
    QCOMPARE(text(json::parse(env[0].second)["cluster"]), cluster);
    QCOMPARE(text(json::parse(env[1].second)["cluster"]), cluster);
    QStringList actual;
    for (std::size_t i = 2; i < env.size(); ++i)
        actual << QString::fromStdString(env[i].first + "=" + env[i].second);
    QCOMPARE(actual, rest);
}

QTEST_GUILESS_MAIN(TestClusterEnvironment)
#include "tst_clusterenvironment.moc"
