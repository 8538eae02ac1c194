// What a replica of a Vertex job sees (CLUSTER_SPEC by worker pool, TF_CONFIG under TensorFlow's names,
// AIP_* under baseOutputDirectory, the pool's own env and module), computed in-process: each row names
// every variable, in order, so a change to what trainers see on Vertex shows here first.

#include "daemon/vertexenvironment.h"

#include <QTest>

using namespace trainyard;
using json = nlohmann::json;

namespace {

// A plan with `counts[i]` replicas in pool i, named as the daemon names the v1 roles the pools become.
std::vector<daemon::ReplicaPlan> planOf(const std::vector<int>& counts)
{
    static const char* names[] = { "master", "worker", "ps", "evaluator" };
    std::vector<daemon::ReplicaPlan> plan;
    for (std::size_t pool = 0; pool < counts.size(); ++pool)
        for (int i = 0; i < counts[pool]; ++i)
            plan.push_back({ std::string(names[pool]) + "-replica-" + std::to_string(i), names[pool], i, 0 });
    return plan;
}

std::map<std::string, int> portsOf(const std::vector<daemon::ReplicaPlan>& plan)
{
    std::map<std::string, int> ports;
    for (const auto& r : plan)
        ports[r.name] = 20000 + static_cast<int>(ports.size());
    return ports;
}

json pythonPool(int replicas, const char* module, json env = nullptr)
{
    json package = { { "executorImageUri", "us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest" },
        { "packageUris", { "gs://b/trainer-0.1.tar.gz" } }, { "pythonModule", module } };
    if (!env.is_null())
        package["env"] = env;
    return { { "machineSpec", { { "machineType", "n1-standard-4" } } }, { "replicaCount", std::to_string(replicas) }, { "pythonPackageSpec", package } };
}

json customJob(json pools, const char* base)
{
    json spec = { { "workerPoolSpecs", pools } };
    if (base)
        spec["baseOutputDirectory"] = { { "outputUriPrefix", base } };
    return { { "displayName", "env" }, { "jobSpec", spec } };
}

QByteArray bytes(const json& j)
{
    return QByteArray::fromStdString(j.dump());
}

QStringList lines(const daemon::Environment& env)
{
    QStringList out;
    for (const auto& [name, value] : env)
        out << QString::fromStdString(name + "=" + value);
    return out;
}

} // namespace

class TestVertexEnvironment : public QObject {
    Q_OBJECT

private slots:
    void variables_data();
    void variables();
    void outputBase_data();
    void outputBase();
    void jobWorkspace();
    void pythonCommand();
};

void TestVertexEnvironment::variables_data()
{
    QTest::addColumn<QByteArray>("resource");
    QTest::addColumn<bool>("tuning"); // the resource is a HyperparameterTuningJob
    QTest::addColumn<QList<int>>("counts"); // replicas per pool
    QTest::addColumn<QString>("replica");
    QTest::addColumn<QString>("trial");
    QTest::addColumn<QByteArray>("cluster"); // CLUSTER_SPEC's cluster; empty: no CLUSTER_SPEC and no TF_CONFIG
    QTest::addColumn<QByteArray>("tfCluster"); // TF_CONFIG's cluster
    QTest::addColumn<QByteArray>("task"); // CLUSTER_SPEC's task
    QTest::addColumn<QByteArray>("tfTask"); // TF_CONFIG's task
    QTest::addColumn<QStringList>("rest"); // every variable after them, in order

    const json three = json::array({ pythonPool(1, "trainer.chief", json::array({ { { "name", "ROLE" }, { "value", "primary" } } })),
        pythonPool(2, "trainer.worker", json::array({ { { "name", "ROLE" }, { "value", "worker" } } })),
        pythonPool(1, "trainer.ps",
            json::array({ { { "name", "SAVE_TO" }, { "value", "$(AIP_MODEL_DIR)final" } }, { { "name", "LITERAL" }, { "value", "$$(AIP_MODEL_DIR)" } },
                { { "name", "UNKNOWN" }, { "value", "$(NOT_SET)x" } }, { { "name", "CHAINED" }, { "value", "$(SAVE_TO)/v1" } } })) });
    const json threeCluster = { { "workerpool0", { "localhost:20000" } }, { "workerpool1", { "localhost:20001", "localhost:20002" } },
        { "workerpool2", { "localhost:20003" } } };
    const json threeTf = { { "chief", { "localhost:20000" } }, { "worker", { "localhost:20001", "localhost:20002" } }, { "ps", { "localhost:20003" } } };
    const QString out = QStringLiteral("/w/jobs/custom_job_123/output/bucket/run/");
    const QStringList common = { "CLOUD_ML_JOB_ID=123", "PYTHONUNBUFFERED=1", "CUDA_VISIBLE_DEVICES=" };
    const QStringList aip = { "AIP_MODEL_DIR=" + out + "model/", "AIP_CHECKPOINT_DIR=" + out + "checkpoints/", "AIP_TENSORBOARD_LOG_DIR=" + out + "logs/" };
    const auto with = [](QStringList list, const QStringList& more) { return list << more; };

    QTest::newRow("three pools, primary") << bytes(customJob(three, "gs://bucket/run")) << false << QList<int> { 1, 2, 1 } << "master-replica-0"
                                          << QString() << bytes(threeCluster) << bytes(threeTf)
                                          << bytes({ { "type", "workerpool0" }, { "index", 0 } }) << bytes({ { "type", "chief" }, { "index", 0 } })
                                          << with(with(common, aip), { "ROLE=primary" });
    QTest::newRow("three pools, second worker") << bytes(customJob(three, "gs://bucket/run/")) << false << QList<int> { 1, 2, 1 } << "worker-replica-1"
                                                << QString() << bytes(threeCluster) << bytes(threeTf)
                                                << bytes({ { "type", "workerpool1" }, { "index", 1 } }) << bytes({ { "type", "worker" }, { "index", 1 } })
                                                << with(with(common, aip), { "ROLE=worker" });
    // $(NAME) from the variables before, $$( escaped, an unknown reference left as written.
    QTest::newRow("three pools, parameter server, expansion")
        << bytes(customJob(three, "gs://bucket/run")) << false << QList<int> { 1, 2, 1 } << "ps-replica-0" << QString() << bytes(threeCluster)
        << bytes(threeTf) << bytes({ { "type", "workerpool2" }, { "index", 0 } }) << bytes({ { "type", "ps" }, { "index", 0 } })
        << with(with(common, aip),
               { "SAVE_TO=" + out + "model/final", "LITERAL=$(AIP_MODEL_DIR)", "UNKNOWN=$(NOT_SET)x", "CHAINED=" + out + "model/final/v1" });

    // An evaluator is in CLUSTER_SPEC (workerpool3), not in TensorFlow's cluster.
    const json four = json::array({ pythonPool(1, "t.a"), pythonPool(1, "t.b"), pythonPool(1, "t.c"), pythonPool(1, "t.d") });
    const json fourCluster = { { "workerpool0", { "localhost:20000" } }, { "workerpool1", { "localhost:20001" } },
        { "workerpool2", { "localhost:20002" } }, { "workerpool3", { "localhost:20003" } } };
    const json fourTf = { { "chief", { "localhost:20000" } }, { "worker", { "localhost:20001" } }, { "ps", { "localhost:20002" } } };
    QTest::newRow("four pools, evaluator") << bytes(customJob(four, nullptr)) << false << QList<int> { 1, 1, 1, 1 } << "evaluator-replica-0"
                                           << QString() << bytes(fourCluster) << bytes(fourTf)
                                           << bytes({ { "type", "workerpool3" }, { "index", 0 } })
                                           << bytes({ { "type", "evaluator" }, { "index", 0 } }) << common;

    // An empty pool 1 between used ones: its key is absent, the parameter servers keep workerpool2.
    const json gap = json::array({ pythonPool(1, "t.a"), json::object(), pythonPool(2, "t.c") });
    const json gapCluster = { { "workerpool0", { "localhost:20000" } }, { "workerpool2", { "localhost:20001", "localhost:20002" } } };
    const json gapTf = { { "chief", { "localhost:20000" } }, { "ps", { "localhost:20001", "localhost:20002" } } };
    QTest::newRow("empty pool 1") << bytes(customJob(gap, nullptr)) << false << QList<int> { 1, 0, 2 } << "ps-replica-1" << QString()
                                  << bytes(gapCluster) << bytes(gapTf) << bytes({ { "type", "workerpool2" }, { "index", 1 } })
                                  << bytes({ { "type", "ps" }, { "index", 1 } }) << common;

    // One replica: no cluster at all; a local absolute base is used as it is.
    QTest::newRow("single replica, local base")
        << bytes(customJob(json::array({ pythonPool(1, "t.a", json::array({ { { "name", "A" }, { "value", "1" } } })) }), "/data/out"))
        << false << QList<int> { 1 } << "master-replica-0" << QString() << QByteArray() << QByteArray() << QByteArray() << QByteArray()
        << with(common,
               { "AIP_MODEL_DIR=/data/out/model/", "AIP_CHECKPOINT_DIR=/data/out/checkpoints/", "AIP_TENSORBOARD_LOG_DIR=/data/out/logs/", "A=1" });

    // The daemon's names stay the daemon's; a name given twice takes its last value.
    const json clash = json::array({ { { "name", "CLOUD_ML_JOB_ID" }, { "value", "mine" } }, { { "name", "CUDA_VISIBLE_DEVICES" }, { "value", "7" } },
        { { "name", "TWICE" }, { "value", "first" } }, { { "name", "TWICE" }, { "value", "second" } } });
    QTest::newRow("pool env naming the daemon's variables")
        << bytes(customJob(json::array({ pythonPool(1, "t.a", clash) }), nullptr)) << false << QList<int> { 1 } << "master-replica-0" << QString()
        << QByteArray() << QByteArray() << QByteArray() << QByteArray() << with(common, { "TWICE=second" });

    // A custom container pool's env is containerSpec.env.
    const json container = { { "machineSpec", { { "machineType", "n1-standard-4" } } }, { "replicaCount", "1" },
        { "containerSpec", { { "imageUri", "localhost/trainer:1" }, { "env", json::array({ { { "name", "IN_CONTAINER" }, { "value", "yes" } } }) } } } };
    QTest::newRow("container pool env") << bytes(customJob(json::array({ container }), nullptr)) << false << QList<int> { 1 } << "master-replica-0"
                                        << QString() << QByteArray() << QByteArray() << QByteArray() << QByteArray()
                                        << with(common, { "IN_CONTAINER=yes" });

    // A trial: trialJobSpec's pools, the trial in both tasks, outputs under <base>/<trial>/.
    const json tuning = { { "displayName", "tune" },
        { "trialJobSpec",
            { { "workerPoolSpecs", json::array({ pythonPool(1, "t.a"), pythonPool(1, "t.b") }) },
                { "baseOutputDirectory", { { "outputUriPrefix", "gs://bucket/study" } } } } } };
    const QString trialOut = QStringLiteral("/w/jobs/custom_job_123/output/bucket/study/3/");
    QTest::newRow("trial, worker") << bytes(tuning) << true << QList<int> { 1, 1 } << "worker-replica-0" << "3"
                                   << bytes({ { "workerpool0", { "localhost:20000" } }, { "workerpool1", { "localhost:20001" } } })
                                   << bytes({ { "chief", { "localhost:20000" } }, { "worker", { "localhost:20001" } } })
                                   << bytes({ { "type", "workerpool1" }, { "index", 0 }, { "trial", "3" } })
                                   << bytes({ { "type", "worker" }, { "index", 0 }, { "trial", "3" } })
                                   << QStringList { "CLOUD_ML_JOB_ID=123", "PYTHONUNBUFFERED=1", "CLOUD_ML_TRIAL_ID=3", "CLOUD_ML_HP_METRIC_TAG=accuracy",
                                          "CUDA_VISIBLE_DEVICES=", "AIP_MODEL_DIR=" + trialOut + "model/",
                                          "AIP_CHECKPOINT_DIR=" + trialOut + "checkpoints/", "AIP_TENSORBOARD_LOG_DIR=" + trialOut + "logs/" };
}

void TestVertexEnvironment::variables()
{
    QFETCH(QByteArray, resource);
    QFETCH(bool, tuning);
    QFETCH(QList<int>, counts);
    QFETCH(QString, replica);
    QFETCH(QString, trial);
    QFETCH(QByteArray, cluster);
    QFETCH(QByteArray, tfCluster);
    QFETCH(QByteArray, task);
    QFETCH(QByteArray, tfTask);
    QFETCH(QStringList, rest);

    daemon::VertexOrigin origin;
    origin.kind = tuning ? daemon::VertexOrigin::Kind::HyperparameterTuningJob : daemon::VertexOrigin::Kind::CustomJob;
    origin.name = std::string("projects/local/locations/local/") + (tuning ? "hyperparameterTuningJobs" : "customJobs") + "/123";
    origin.resource = json::parse(resource.toStdString());
    const auto plan = planOf(std::vector<int>(counts.begin(), counts.end()));
    const auto self = std::find_if(plan.begin(), plan.end(), [&](const auto& r) { return r.name == replica.toStdString(); });
    QVERIFY(self != plan.end());
    daemon::TrialSetup setup;
    // What clusterEnvironment() gave the replica: v1's cluster (replaced), the job id (replaced), the rest kept.
    daemon::Environment given = { { "TF_CONFIG", "{\"v1\":1}" }, { "CLUSTER_SPEC", "{\"v1\":1}" }, { "CLOUD_ML_JOB_ID", "custom_job_123" },
        { "PYTHONUNBUFFERED", "1" } };
    if (!trial.isEmpty()) {
        setup.id = trial.toStdString();
        given.emplace_back("CLOUD_ML_TRIAL_ID", setup.id);
        given.emplace_back("CLOUD_ML_HP_METRIC_TAG", "accuracy");
    }
    given.emplace_back("CUDA_VISIBLE_DEVICES", "");

    const auto env = daemon::vertexEnvironment(origin, given, plan, portsOf(plan), *self, setup, "/w/jobs/custom_job_123");
    QStringList got = lines(env);
    if (cluster.isEmpty()) {
        QVERIFY2(std::none_of(env.begin(), env.end(), [](const auto& e) { return e.first == "TF_CONFIG" || e.first == "CLUSTER_SPEC"; }),
            qPrintable(got.join('\n')));
    } else {
        QVERIFY(env.size() >= 2);
        QCOMPARE(env[0].first, std::string("TF_CONFIG"));
        QCOMPARE(env[1].first, std::string("CLUSTER_SPEC"));
        const json jobSpec = daemon::vertexJobSpec(origin);
        const json tfConfig = json::parse(env[0].second);
        const json clusterSpec = json::parse(env[1].second);
        QCOMPARE(bytes(clusterSpec.at("cluster")), bytes(json::parse(cluster.toStdString())));
        QCOMPARE(bytes(clusterSpec.at("task")), bytes(json::parse(task.toStdString())));
        QCOMPARE(bytes(clusterSpec.at("job")), bytes(jobSpec));
        QCOMPARE(clusterSpec.at("environment").get<std::string>(), std::string("cloud"));
        QCOMPARE(bytes(tfConfig.at("cluster")), bytes(json::parse(tfCluster.toStdString())));
        QCOMPARE(bytes(tfConfig.at("task")), bytes(json::parse(tfTask.toStdString())));
        QCOMPARE(bytes(tfConfig.at("job")), bytes(jobSpec));
        QCOMPARE(tfConfig.at("environment").get<std::string>(), std::string("cloud"));
        got = got.mid(2);
    }
    QCOMPARE(got, rest);
}

void TestVertexEnvironment::outputBase_data()
{
    QTest::addColumn<QString>("prefix"); // baseOutputDirectory.outputUriPrefix; empty: none
    QTest::addColumn<QString>("trial");
    QTest::addColumn<QString>("base");

    QTest::newRow("none") << QString() << QString() << QString();
    QTest::newRow("gs bucket") << "gs://bucket" << QString() << "/ws/output/bucket/";
    QTest::newRow("gs folder with slash") << "gs://bucket/a/b/" << QString() << "/ws/output/bucket/a/b/";
    QTest::newRow("gs folder, trial") << "gs://bucket/a" << "12" << "/ws/output/bucket/a/12/";
    QTest::newRow("local absolute") << "/srv/models" << QString() << "/srv/models/";
    QTest::newRow("local absolute, trial") << "/srv/models/" << "1" << "/srv/models/1/";
    QTest::newRow("relative") << "out/x" << QString() << "/ws/output/out/x/";
}

void TestVertexEnvironment::outputBase()
{
    QFETCH(QString, prefix);
    QFETCH(QString, trial);
    QFETCH(QString, base);
    daemon::VertexOrigin origin;
    origin.resource = { { "jobSpec", json::object() } };
    if (!prefix.isEmpty())
        origin.resource["jobSpec"]["baseOutputDirectory"] = { { "outputUriPrefix", prefix.toStdString() } };
    QCOMPARE(QString::fromStdString(daemon::vertexOutputBase(origin, "/ws", trial.toStdString())), base);
}

void TestVertexEnvironment::jobWorkspace()
{
    QCOMPARE(daemon::vertexJobWorkspace("/d/jobs/hp_tuning_job_1/trials/4", "4"), std::string("/d/jobs/hp_tuning_job_1"));
    QCOMPARE(daemon::vertexJobWorkspace("/d/jobs/custom_job_1", ""), std::string("/d/jobs/custom_job_1"));
    QCOMPARE(daemon::vertexJobWorkspace("/d/jobs/x/trials/14", "4"), std::string("/d/jobs/x/trials/14"));
}

void TestVertexEnvironment::pythonCommand()
{
    json pools = json::array({ pythonPool(1, "trainer.chief"), pythonPool(2, "trainer.worker") });
    pools[1]["pythonPackageSpec"]["args"] = { "--role", "worker" };
    pools.push_back({ { "containerSpec", { { "imageUri", "localhost/ps:1" } } }, { "replicaCount", "1" } });
    daemon::VertexOrigin origin;
    origin.resource = customJob(pools, nullptr);
    const auto plan = planOf({ 1, 2, 1 });

    const auto chief = daemon::vertexPythonCommand(origin, plan[0]);
    QVERIFY(chief);
    QCOMPARE(chief->module, std::string("trainer.chief"));
    QVERIFY(chief->args.empty());
    const auto worker = daemon::vertexPythonCommand(origin, plan[2]);
    QVERIFY(worker);
    QCOMPARE(worker->module, std::string("trainer.worker"));
    QCOMPARE(worker->args, (std::vector<std::string> { "--role", "worker" }));
    QVERIFY(!daemon::vertexPythonCommand(origin, plan[3])); // a container pool
}

QTEST_GUILESS_MAIN(TestVertexEnvironment)
#include "tst_vertexenvironment.moc"
