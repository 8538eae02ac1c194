// Vertex jobs run by the real trainyardd as Vertex runs them, created over its Vertex surface and run
// by real trainers (tests/fixtures/trainers/vertexdump): a three-pool custom job whose every replica
// says what it saw (CLUSTER_SPEC by worker pool, TF_CONFIG, AIP_*, its pool's env, module and args), a
// single-replica job (no cluster), and a tuning job with a conditional parameter whose trials carry
// only their active parameters.

#include "daemonprocess.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <set>

using namespace trainyard::test;
using json = nlohmann::json;

namespace {

const std::string base = "/v1/projects/local/locations/local/";
const std::string trainers = TRAINYARD_FIXTURES "/trainers/vertexdump";
const std::string otherTrainers = TRAINYARD_FIXTURES "/trainers/vertexother"; // a package only pool 2 lists

json env(const std::map<std::string, std::string>& variables)
{
    json out = json::array();
    for (const auto& [name, value] : variables)
        out.push_back({ { "name", name }, { "value", value } });
    return out;
}

json pool(int replicas, const std::string& module, const std::vector<std::string>& args, const json& variables)
{
    return { { "machineSpec", { { "machineType", "n1-standard-4" } } }, { "replicaCount", std::to_string(replicas) },
        { "pythonPackageSpec",
            { { "executorImageUri", "us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest" },
                { "packageUris", { trainers } }, { "pythonModule", module },
                { "args", args }, { "env", variables } } } };
}

json readJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    return json::parse(file.readAll().toStdString(), nullptr, false);
}

std::string idOf(const std::string& name)
{
    return name.substr(name.rfind('/') + 1);
}

} // namespace

class TestVertexJobs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void threePoolJob();
    void singleReplicaJob();
    void tuningJobWithConditionalParameter();

private:
    std::string create(const std::string& collection, const json& body);
    json waitFor(const std::string& name, int timeoutMs = 120'000) const;

    DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("4"), QStringLiteral("--grace"), QStringLiteral("1") } };
    QTemporaryDir m_dumps;
};

std::string TestVertexJobs::create(const std::string& collection, const json& body)
{
    const auto reply = m_daemon.post(base + collection, body);
    if (reply.status != 200)
        qWarning("create answered %d: %s", reply.status, reply.body.c_str());
    return reply.status == 200 ? reply.json().value("name", "") : std::string();
}

json TestVertexJobs::waitFor(const std::string& name, int timeoutMs) const
{
    static const std::set<std::string> ends = { "JOB_STATE_SUCCEEDED", "JOB_STATE_FAILED", "JOB_STATE_CANCELLED" };
    QElapsedTimer clock;
    clock.start();
    json job = json::object();
    while (clock.elapsed() < timeoutMs) {
        const auto reply = m_daemon.get("/v1/" + name);
        if (reply.status == 200)
            job = reply.json();
        if (ends.contains(job.value("state", "")))
            return job;
        QThread::msleep(50);
    }
    return job;
}

void TestVertexJobs::initTestCase()
{
    QVERIFY(m_dumps.isValid());
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
}

void TestVertexJobs::cleanupTestCase()
{
    m_daemon.stop();
}

void TestVertexJobs::threePoolJob()
{
    const std::string dumps = (m_dumps.path() + "/three").toStdString();
    QVERIFY(QDir().mkpath(QString::fromStdString(dumps)));
    // Pool 0 one primary, pool 1 two workers, pool 2 one parameter server running a module of a package
    // only it lists;
    // each pool its own args and variables, $(NAME) expanded from the daemon's.
    json pools = json::array({ pool(1, "vertexdump.task", { "--pool-arg", "primary" },
                                         env({ { "DUMP_DIR", dumps }, { "POOL_ROLE", "primary" }, { "EXPANDED", "$(CLOUD_ML_JOB_ID)-$$(KEPT)" } })),
        pool(2, "vertexdump.task", { "--pool-arg", "worker" }, env({ { "DUMP_DIR", dumps }, { "POOL_ROLE", "worker" } })),
        pool(1, "vertexother.task", { "--pool-arg", "ps" }, env({ { "DUMP_DIR", dumps }, { "POOL_ROLE", "ps" } })) });
    pools[2]["pythonPackageSpec"]["packageUris"] = { otherTrainers, trainers };
    const json body = { { "displayName", "three pools" },
        { "jobSpec", { { "workerPoolSpecs", pools }, { "baseOutputDirectory", { { "outputUriPrefix", "gs://bucket/run" } } } } } };
    const std::string name = create("customJobs", body);
    QVERIFY(!name.empty());
    const json job = waitFor(name);
    QVERIFY2(job.value("state", "") == "JOB_STATE_SUCCEEDED", job.dump().c_str());

    const std::map<std::string, std::string> tfTypes = { { "workerpool0", "chief" }, { "workerpool1", "worker" }, { "workerpool2", "ps" } };
    const std::map<std::string, std::string> roles = { { "workerpool0", "primary" }, { "workerpool1", "worker" }, { "workerpool2", "ps" } };
    json cluster; // the same on every replica
    std::string modelDir; // the same on every replica
    for (const std::string replica : { "workerpool0-0", "workerpool1-0", "workerpool1-1", "workerpool2-0" }) {
        const json dump = readJson(QString::fromStdString(dumps + "/" + replica + ".json"));
        QVERIFY2(dump.is_object(), replica.c_str());
        const std::string poolName = replica.substr(0, replica.find('-'));
        const int index = std::stoi(replica.substr(replica.find('-') + 1));
        const json& e = dump.at("env");
        // The pool's own module and args, and no --job-dir: Vertex gives AIP_MODEL_DIR instead.
        QCOMPARE(dump.at("module").get<std::string>(), std::string(poolName == "workerpool2" ? "vertexother.task" : "vertexdump.task"));
        QCOMPARE(js(dump.at("argv")), js({ "--pool-arg", roles.at(poolName) }));
        QCOMPARE(e.at("POOL_ROLE").get<std::string>(), roles.at(poolName));

        const json spec = json::parse(e.at("CLUSTER_SPEC").get<std::string>());
        QCOMPARE(js(spec.at("task")), js({ { "type", poolName }, { "index", index } }));
        QCOMPARE(spec.at("environment").get<std::string>(), std::string("cloud"));
        QCOMPARE(spec.at("job").at("workerPoolSpecs").size(), std::size_t(3));
        const json& c = spec.at("cluster");
        QCOMPARE(c.size(), std::size_t(3));
        QCOMPARE(c.at("workerpool0").size(), std::size_t(1));
        QCOMPARE(c.at("workerpool1").size(), std::size_t(2));
        QCOMPARE(c.at("workerpool2").size(), std::size_t(1));
        if (cluster.is_null())
            cluster = c;
        QCOMPARE(js(c), js(cluster));

        const json tf = json::parse(e.at("TF_CONFIG").get<std::string>());
        QCOMPARE(js(tf.at("task")), js({ { "type", tfTypes.at(poolName) }, { "index", index } }));
        QCOMPARE(js(tf.at("cluster")), js({ { "chief", c.at("workerpool0") }, { "worker", c.at("workerpool1") }, { "ps", c.at("workerpool2") } }));

        QCOMPARE(e.at("CLOUD_ML_JOB_ID").get<std::string>(), idOf(name));
        QVERIFY(e.at("CLOUD_ML_TRIAL_ID").is_null());
        const std::string model = e.at("AIP_MODEL_DIR").get<std::string>();
        QVERIFY2(model.ends_with("/output/bucket/run/model/"), model.c_str());
        const std::string outputBase = model.substr(0, model.size() - std::string("model/").size());
        QCOMPARE(e.at("AIP_CHECKPOINT_DIR").get<std::string>(), outputBase + "checkpoints/");
        QCOMPARE(e.at("AIP_TENSORBOARD_LOG_DIR").get<std::string>(), outputBase + "logs/");
        if (modelDir.empty())
            modelDir = model;
        QCOMPARE(model, modelDir);
        QVERIFY2(QFile::exists(QString::fromStdString(model + replica)), (model + replica).c_str()); // the folder was there to write into
    }
    // gs://bucket/run lies in the job's workspace, in the daemon's data dir.
    QVERIFY2(QDir(QString::fromStdString(modelDir)).canonicalPath().startsWith(QDir(m_daemon.dataDir()).canonicalPath()), modelDir.c_str());
    const json primary = readJson(QString::fromStdString(dumps + "/workerpool0-0.json"));
    QCOMPARE(primary.at("env").at("EXPANDED").get<std::string>(), idOf(name) + "-$(KEPT)");
}

void TestVertexJobs::singleReplicaJob()
{
    const std::string dumps = (m_dumps.path() + "/single").toStdString();
    const std::string out = (m_dumps.path() + "/single-out").toStdString();
    QVERIFY(QDir().mkpath(QString::fromStdString(dumps)));
    const json body = { { "displayName", "one replica" },
        { "jobSpec",
            { { "workerPoolSpecs", json::array({ pool(1, "vertexdump.task", {}, env({ { "DUMP_DIR", dumps }, { "POOL_ROLE", "only" } })) }) },
                { "baseOutputDirectory", { { "outputUriPrefix", out } } } } } };
    const std::string name = create("customJobs", body);
    QVERIFY(!name.empty());
    const json job = waitFor(name);
    QVERIFY2(job.value("state", "") == "JOB_STATE_SUCCEEDED", job.dump().c_str());
    const json dump = readJson(QString::fromStdString(dumps + "/workerpool0-0.json"));
    QVERIFY(dump.is_object());
    const json& e = dump.at("env");
    // Vertex gives a single-replica job no cluster.
    QVERIFY(e.at("CLUSTER_SPEC").is_null());
    QVERIFY(e.at("TF_CONFIG").is_null());
    // A local absolute base is used as it is.
    QCOMPARE(e.at("AIP_MODEL_DIR").get<std::string>(), out + "/model/");
    QVERIFY(QFile::exists(QString::fromStdString(out + "/model/workerpool0-0")));
    QVERIFY(QDir(QString::fromStdString(out + "/checkpoints")).exists());
    QCOMPARE(js(dump.at("argv")), js(json::array()));
}

void TestVertexJobs::tuningJobWithConditionalParameter()
{
    const std::string dumps = (m_dumps.path() + "/tuning").toStdString();
    QVERIFY(QDir().mkpath(QString::fromStdString(dumps)));
    // momentum exists only under sgd. A grid over optimizer × momentum × learning_rate holds 8 points
    // but 6 distinct trials: adam's differ only in the momentum it does not have.
    const json momentum = { { "parameterId", "momentum" }, { "discreteValueSpec", { { "values", { 0.5, 0.9 } } } } };
    const json study = { { "metrics", json::array({ { { "metricId", "accuracy" }, { "goal", "MAXIMIZE" } } }) },
        { "parameters",
            json::array({ { { "parameterId", "optimizer" }, { "categoricalValueSpec", { { "values", { "adam", "sgd" } } } },
                              { "conditionalParameterSpecs",
                                  json::array({ { { "parentCategoricalValues", { { "values", { "sgd" } } } }, { "parameterSpec", momentum } } }) } },
                { { "parameterId", "learning_rate" }, { "discreteValueSpec", { { "values", { 0.01, 0.05 } } } } } }) },
        { "algorithm", "GRID_SEARCH" } };
    const json body = { { "displayName", "conditional" }, { "studySpec", study }, { "maxTrialCount", 6 }, { "parallelTrialCount", 2 },
        { "trialJobSpec",
            { { "workerPoolSpecs", json::array({ pool(1, "vertexdump.tune", {}, env({ { "DUMP_DIR", dumps } })) }) },
                { "baseOutputDirectory", { { "outputUriPrefix", "gs://bucket/study" } } } } } };
    const std::string name = create("hyperparameterTuningJobs", body);
    QVERIFY(!name.empty());
    const json job = waitFor(name, 240'000);
    QVERIFY2(job.value("state", "") == "JOB_STATE_SUCCEEDED", job.dump().c_str());

    const json& trials = job.at("trials");
    QCOMPARE(trials.size(), std::size_t(6));
    std::set<std::string> seen; // each trial's parameters, as text
    for (const json& trial : trials) {
        QCOMPARE(trial.value("state", ""), std::string("SUCCEEDED"));
        std::map<std::string, json> parameters;
        for (const json& p : trial.at("parameters"))
            parameters[p.at("parameterId").get<std::string>()] = p.at("value");
        QVERIFY(parameters.contains("optimizer") && parameters.contains("learning_rate"));
        const bool sgd = parameters.at("optimizer") == "sgd";
        QVERIFY2(parameters.contains("momentum") == sgd, trial.dump().c_str()); // only where active
        QCOMPARE(parameters.size(), std::size_t(sgd ? 3 : 2));
        // Typed by the study, the conditional parameter as well: numbers, and the category a string.
        QVERIFY(parameters.at("optimizer").is_string());
        QVERIFY(parameters.at("learning_rate").is_number());
        QVERIFY(!sgd || parameters.at("momentum").is_number());
        seen.insert(json(parameters).dump());

        // What the trainer received: the same parameters, and its outputs under <base>/<trial>/.
        const std::string id = trial.at("id").get<std::string>();
        const json dump = readJson(QString::fromStdString(dumps + "/trial-" + id + ".json"));
        QVERIFY2(dump.is_object(), id.c_str());
        bool hasMomentum = false;
        for (const json& arg : dump.at("argv"))
            hasMomentum = hasMomentum || arg.get<std::string>().starts_with("--momentum=");
        QCOMPARE(hasMomentum, sgd);
        QVERIFY(dump.at("CLUSTER_SPEC").is_null());
        QCOMPARE(dump.at("CLOUD_ML_HP_METRIC_TAG").get<std::string>(), std::string("accuracy"));
        const std::string model = dump.at("AIP_MODEL_DIR").get<std::string>();
        QVERIFY2(model.ends_with("/output/bucket/study/" + id + "/model/"), model.c_str());
    }
    QCOMPARE(seen.size(), std::size_t(6)); // every trial a distinct point
}

QTEST_GUILESS_MAIN(TestVertexJobs)
#include "tst_vertexjobs.moc"
