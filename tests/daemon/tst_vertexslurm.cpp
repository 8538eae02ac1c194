// A Vertex custom job at a Slurm location, end to end: issue 19's "Slurm locations are Vertex locations
// too". The real trainyardd with `--slurm cluster=debug` against the two-node Slurm cluster the test
// brings up (SlurmTestCluster, as tst_slurmjobs does), the job created over the daemon's Vertex surface
// at projects/local/locations/cluster, and run by a real trainer (tests/fixtures/trainers/vertexdump)
// under /usr/bin/python3 through real sbatch. Kept to one job so CI pays one cluster start and about 10 s.

#include "slurmtestcluster.h"

#include "daemonprocess.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>
#include <QThread>

#include <map>
#include <set>

using nlohmann::json;
using trainyard::test::DaemonProcess;
using trainyard::test::js;
using trainyard::test::SlurmTestCluster;

namespace {

const std::string trainers = TRAINYARD_FIXTURES "/trainers/vertexdump";

// One pool of `replicas` running vertexdump.task, each replica told its pool by POOL_ROLE.
json pool(int replicas, const std::string& role, const std::string& dumps)
{
    return { { "machineSpec", { { "machineType", "n1-highmem-2" } } }, { "replicaCount", std::to_string(replicas) },
        { "pythonPackageSpec",
            { { "executorImageUri", "us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest" }, { "packageUris", { trainers } },
                { "pythonModule", "vertexdump.task" }, { "args", { "--pool-arg", role } },
                { "env", { { { "name", "DUMP_DIR" }, { "value", dumps } }, { { "name", "POOL_ROLE" }, { "value", role } } } } } } };
}

} // namespace

class TestVertexSlurm : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void customJobRunsOnTheSlurmNodes();

private:
    json waitFor(const std::string& name, int timeoutMs) const;

    std::unique_ptr<SlurmTestCluster> m_cluster;
    std::unique_ptr<DaemonProcess> m_daemon;
};

void TestVertexSlurm::initTestCase()
{
    m_cluster = std::make_unique<SlurmTestCluster>();
    QString error;
    QVERIFY2(m_cluster->start(error), qPrintable(error));
    // trainyardd and the sbatch it runs read the cluster's configuration from the environment.
    qputenv("SLURM_CONF", m_cluster->slurmConf().toUtf8());
    m_daemon = std::make_unique<DaemonProcess>(QStringList { QStringLiteral("--slurm"), QStringLiteral("cluster=debug") });
    QVERIFY2(m_daemon->start(), qPrintable(m_daemon->output()));
    // The daemon describes the partition shortly after it starts.
    QTRY_VERIFY_WITH_TIMEOUT(m_daemon->get("/v1/projects/local/locations/cluster").body.find("\"available\": true") != std::string::npos, 30'000);
}

void TestVertexSlurm::cleanupTestCase()
{
    if (m_daemon)
        m_daemon->stop();
    m_daemon.reset();
    m_cluster.reset(); // scancel whatever is left, then the cluster's processes by PID
}

json TestVertexSlurm::waitFor(const std::string& name, int timeoutMs) const
{
    static const std::set<std::string> ends = { "JOB_STATE_SUCCEEDED", "JOB_STATE_FAILED", "JOB_STATE_CANCELLED" };
    QElapsedTimer clock;
    clock.start();
    json job = json::object();
    while (clock.elapsed() < timeoutMs) {
        const auto reply = m_daemon->get("/v1/" + name);
        if (reply.status == 200)
            job = reply.json();
        if (ends.contains(job.value("state", "")))
            return job;
        QThread::msleep(100);
    }
    return job;
}

void TestVertexSlurm::customJobRunsOnTheSlurmNodes()
{
    // The Slurm location is a Vertex location: listed beside local, in Google's Location shape.
    const json locations = m_daemon->get("/v1/projects/local/locations").json();
    std::set<std::string> ids;
    for (const auto& location : locations.value("locations", json::array())) {
        ids.insert(location.value("locationId", ""));
        if (location.value("locationId", "") == "cluster")
            QCOMPARE(js(location["name"]), js("projects/local/locations/cluster"));
    }
    QVERIFY2(ids == (std::set<std::string> { "local", "cluster" }), locations.dump().c_str());

    // Pool 0 one replica, pool 1 two workers: two components of one heterogeneous Slurm job, a node each.
    const QString dumpDir = m_daemon->tempPath(QStringLiteral("vertex_dumps")); // the nodes share it
    QVERIFY(QDir().mkpath(dumpDir));
    const std::string dumps = dumpDir.toStdString();
    const json body = { { "displayName", "on slurm" },
        { "jobSpec",
            { { "workerPoolSpecs", json::array({ pool(1, "primary", dumps), pool(2, "worker", dumps) }) },
                { "baseOutputDirectory", { { "outputUriPrefix", "gs://bucket/slurm" } } } } } };
    const auto created = m_daemon->post("/v1/projects/local/locations/cluster/customJobs", body);
    QVERIFY2(created.status == 200, created.body.c_str());
    const std::string name = created.json().value("name", "");
    QVERIFY2(name.starts_with("projects/local/locations/cluster/customJobs/"), name.c_str());
    const std::string id = name.substr(name.rfind('/') + 1);
    const json job = waitFor(name, 120'000);
    QVERIFY2(job.value("state", "") == "JOB_STATE_SUCCEEDED", (job.dump() + "\n" + m_cluster->logTail().toStdString()).c_str());

    // What each replica printed (its VERTEX line) and the node its lines came from.
    std::map<std::string, json> dumpOf; // workerpool1-1 → what it saw
    std::map<std::string, std::set<std::string>> nodesOf; // workerpool1-1 → the nodes of its lines
    const json lines = m_daemon->get("/v1/" + name + "/logs?pageSize=10000").json().value("lines", json::array());
    std::map<std::string, std::string> replicaOf; // the log's replica label → workerpool1-1
    for (const auto& line : lines) {
        const std::string text = line.value("text", "");
        if (!text.starts_with("VERTEX "))
            continue;
        const json dump = json::parse(text.substr(7));
        const json spec = json::parse(dump.at("env").at("CLUSTER_SPEC").get<std::string>());
        const std::string replica = spec.at("task").at("type").get<std::string>() + "-" + std::to_string(spec.at("task").at("index").get<int>());
        dumpOf[replica] = dump;
        replicaOf[line.value("replica", "")] = replica;
    }
    for (const auto& line : lines) {
        if (replicaOf.contains(line.value("replica", "")))
            nodesOf[replicaOf[line.value("replica", "")]].insert(line.value("node", ""));
    }
    QVERIFY2(dumpOf.size() == 3, lines.dump().c_str());

    const std::map<std::string, std::string> tfTypes = { { "workerpool0", "chief" }, { "workerpool1", "worker" } };
    const std::map<std::string, std::string> roles = { { "workerpool0", "primary" }, { "workerpool1", "worker" } };
    json cluster; // the same on every replica
    for (const std::string replica : { "workerpool0-0", "workerpool1-0", "workerpool1-1" }) {
        QVERIFY2(dumpOf.contains(replica), replica.c_str());
        const std::string poolName = replica.substr(0, replica.find('-'));
        const int index = std::stoi(replica.substr(replica.find('-') + 1));
        const json& e = dumpOf[replica].at("env");
        QCOMPARE(js(dumpOf[replica].at("argv")), js({ "--pool-arg", roles.at(poolName) }));
        QCOMPARE(e.at("POOL_ROLE").get<std::string>(), roles.at(poolName));
        QCOMPARE(e.at("CLOUD_ML_JOB_ID").get<std::string>(), id);

        // Vertex's cluster by worker pool, at the addresses Slurm gave the nodes (both 127.0.0.1 here).
        const json spec = json::parse(e.at("CLUSTER_SPEC").get<std::string>());
        QCOMPARE(js(spec.at("task")), js({ { "type", poolName }, { "index", index } }));
        const json& c = spec.at("cluster");
        QCOMPARE(c.size(), std::size_t(2));
        QCOMPARE(c.at("workerpool0").size(), std::size_t(1));
        QCOMPARE(c.at("workerpool1").size(), std::size_t(2));
        for (const auto& pool : c)
            for (const auto& address : pool)
                QVERIFY2(address.get<std::string>().starts_with("127.0.0.1:"), c.dump().c_str());
        if (cluster.is_null())
            cluster = c;
        QCOMPARE(js(c), js(cluster));
        const json tf = json::parse(e.at("TF_CONFIG").get<std::string>());
        QCOMPARE(js(tf.at("task")), js({ { "type", tfTypes.at(poolName) }, { "index", index } }));
        QCOMPARE(js(tf.at("cluster")), js({ { "chief", c.at("workerpool0") }, { "worker", c.at("workerpool1") } }));

        // gs://bucket/slurm lies in the job's workspace, which the nodes share; each replica wrote into it.
        const std::string model = e.at("AIP_MODEL_DIR").get<std::string>();
        QVERIFY2(model.ends_with("/output/bucket/slurm/model/"), model.c_str());
        QVERIFY2(QFile::exists(QString::fromStdString(model + replica)), (model + replica).c_str());

        // Its lines carry the node it ran on, one of the cluster's.
        QVERIFY2(nodesOf[replica].size() == 1, json(nodesOf[replica]).dump().c_str());
        const std::string node = *nodesOf[replica].begin();
        QVERIFY2(node == "n1" || node == "n2", node.c_str());
    }
    // Each pool a het component of its own, so a node of its own; the two workers share theirs.
    QVERIFY(*nodesOf["workerpool0-0"].begin() != *nodesOf["workerpool1-0"].begin());
    QCOMPARE(*nodesOf["workerpool1-0"].begin(), *nodesOf["workerpool1-1"].begin());
    qInfo("CLUSTER_SPEC cluster %s; workerpool0 on %s, workerpool1 on %s", cluster.dump().c_str(), nodesOf["workerpool0-0"].begin()->c_str(),
        nodesOf["workerpool1-0"].begin()->c_str());
    // Nothing of it is left in Slurm's queue.
    const auto queue = m_cluster->run(QStringLiteral("squeue"), { QStringLiteral("-h"), QStringLiteral("-o"), QStringLiteral("%j") });
    QVERIFY2(!queue.out.contains(QString::fromStdString(id)), qPrintable(queue.out));
}

QTEST_GUILESS_MAIN(TestVertexSlurm)
#include "tst_vertexslurm.moc"
