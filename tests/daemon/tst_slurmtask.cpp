// A task of a Slurm job: the real `trainyardd --slurm-task PLAN`, started as srun starts it, with the
// variables Slurm 22.05 gave the tasks of a het job of a master and two workers on the two-node test
// cluster (recorded with `srun --het-group=0 -n1 env : --het-group=1 -n2 env`), running
// real trainers: the distributed example, whose replicas exchange data over their TF_CONFIG ports, and
// a trainer of the test's own that shows its environment and ends on SIGTERM.

#include "daemon/slurmplacement.h"
#include "daemon/slurmtask.h"
#include "daemon/slurmtaskplan.h"

#include "spec/jsoncodec.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace trainyard;
using json = nlohmann::json;

namespace {

constexpr std::int64_t jobId = 7919; // the Slurm job id the tasks are told: ports 17919 + …

const char* envTrainer = R"(import json, os, signal, sys, time
def stop(signum, frame):
    print("got signal", signum, flush=True)
    sys.exit(3)
signal.signal(signal.SIGTERM, stop)
node = open("replicas/" + os.environ["REPLICA"] + ".node").read().strip() if os.path.exists("replicas/" + os.environ["REPLICA"] + ".node") else ""
names = ["TF_CONFIG", "CUDA_VISIBLE_DEVICES", "MASTER_ADDR", "MASTER_PORT", "RANK", "WORLD_SIZE", "PYTHONPATH"]
print(json.dumps({"env": {n: os.environ[n] for n in names if n in os.environ}, "argv": sys.argv[1:], "node": node, "cwd": os.getcwd()}), flush=True)
print("ready", flush=True)
time.sleep(60)
)";

spec::Job jobOf(const json& trainingInput)
{
    auto decoded = spec::jobFromJson({ { "jobId", "job_1" }, { "trainingInput", trainingInput } });
    if (!decoded.value)
        qFatal("the test's job does not decode");
    return std::move(*decoded.value);
}

// The distributed example as a Slurm job: master on n1, both workers on n2 (both nodes at 127.0.0.1).
daemon::SlurmTaskPlan distributedPlan(const QString& dir)
{
    daemon::SlurmTaskPlan plan;
    plan.job = jobOf({ { "scaleTier", "CUSTOM" }, { "masterType", "n1-standard-4" }, { "workerType", "n1-standard-4" }, { "workerCount", 2 },
        { "pythonModule", "distributed.task" }, { "args", { "--timeout", "30" } }, { "region", "cluster" },
        { "jobDir", (dir + QStringLiteral("/jobdir")).toStdString() } });
    std::string error;
    plan.replicas = daemon::planReplicas(plan.job, error);
    plan.python = "/usr/bin/python3";
    plan.pythonPath = { QStringLiteral(TRAINYARD_SOURCE_DIR "/examples/distributed").toStdString() };
    plan.workspace = dir.toStdString();
    plan.nodeAddresses = { { "n1", "127.0.0.1" }, { "n2", "127.0.0.1" } };
    for (const auto& r : plan.replicas)
        plan.logPaths[r.name] = { (dir + "/logs/" + QString::fromStdString(r.name) + ".stdout").toStdString(),
            (dir + "/logs/" + QString::fromStdString(r.name) + ".stderr").toStdString() };
    return plan;
}

// What Slurm set for task `rank` of the het job above (the variables the task reads, as recorded).
std::map<std::string, std::string> hetTask(int rank)
{
    const std::string node = rank == 0 ? "n1" : "n2";
    return { { "SLURM_PROCID", std::to_string(rank) }, { "SLURM_JOB_ID", std::to_string(jobId) }, { "SLURM_HET_SIZE", "2" },
        { "SLURM_JOB_NODELIST_HET_GROUP_0", "n1" }, { "SLURM_JOB_NODELIST_HET_GROUP_1", "n2" }, { "SLURM_TASKS_PER_NODE_HET_GROUP_0", "1" },
        { "SLURM_TASKS_PER_NODE_HET_GROUP_1", "2" }, { "SLURM_TOPOLOGY_ADDR", node }, { "SLURMD_NODENAME", node },
        { "SLURM_NODEID", rank == 0 ? "0" : "1" }, { "SLURM_LOCALID", rank == 2 ? "1" : "0" } };
}

QProcessEnvironment environmentOf(const std::map<std::string, std::string>& slurm)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const auto& [name, value] : slurm)
        env.insert(QString::fromStdString(name), QString::fromStdString(value));
    return env;
}

std::unique_ptr<QProcess> startTask(const QString& planPath, const QProcessEnvironment& env)
{
    auto task = std::make_unique<QProcess>();
    task->setProcessEnvironment(env);
    task->setProcessChannelMode(QProcess::ForwardedChannels);
    task->start(QStringLiteral(TRAINYARD_DAEMON_BINARY), { QStringLiteral("--slurm-task"), planPath });
    return task;
}

QString read(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QString clusterText(const std::string& tfConfig)
{
    return QString::fromStdString(json::parse(tfConfig)["cluster"].dump());
}

} // namespace

class TestSlurmTask : public QObject {
    Q_OBJECT

private slots:
    void setup_data();
    void setup();
    void setupRefused_data();
    void setupRefused();
    void planRoundTrip();
    void distributedJob();
    void environmentAndSignals();
    void failures();
    void vertexTask();
};

void TestSlurmTask::setup_data()
{
    QTest::addColumn<int>("rank");
    QTest::addColumn<bool>("spread"); // the workers one per node, n2 not in the plan's addresses
    QTest::addColumn<QString>("replica");
    QTest::addColumn<QString>("node");
    QTest::addColumn<QString>("cluster"); // TF_CONFIG's
    const int p0 = 10'000 + jobId % 101;
    const QString het = QStringLiteral(R"({"master":["127.0.0.1:%1"],"worker":["127.0.0.1:%2","127.0.0.1:%3"]})").arg(p0).arg(p0 + 101).arg(p0 + 202);
    const QString spread = QStringLiteral(R"({"master":["127.0.0.1:%1"],"worker":["127.0.0.1:%2","n2:%3"]})").arg(p0).arg(p0 + 101).arg(p0 + 202);
    QTest::newRow("rank 0: the master") << 0 << false << "master-replica-0" << "n1" << het;
    QTest::newRow("rank 1: the first worker") << 1 << false << "worker-replica-0" << "n2" << het;
    QTest::newRow("rank 2: the second worker") << 2 << false << "worker-replica-1" << "n2" << het;
    QTest::newRow("workers spread, a node without address") << 2 << true << "worker-replica-1" << "n2" << spread;
}

void TestSlurmTask::setup()
{
    QFETCH(int, rank);
    QFETCH(bool, spread);
    QFETCH(QString, replica);
    QFETCH(QString, node);
    QFETCH(QString, cluster);
    daemon::SlurmTaskPlan plan = distributedPlan(QStringLiteral("/w"));
    auto slurm = hetTask(rank);
    slurm["PYTHONPATH"] = "/site";
    if (spread) {
        plan.nodeAddresses.erase("n2");
        slurm["SLURM_JOB_NODELIST_HET_GROUP_1"] = "n[1-2]";
        slurm["SLURM_TASKS_PER_NODE_HET_GROUP_1"] = "1,1";
    }
    std::string error;
    const auto setup = daemon::slurmTaskSetup(plan, slurm, error);
    QVERIFY2(setup, error.c_str());
    QCOMPARE(QString::fromStdString(setup->replica.name), replica);
    QCOMPARE(QString::fromStdString(setup->node), node);
    QCOMPARE(setup->ports, daemon::slurmReplicaPorts(jobId, plan.replicas));
    QCOMPARE(setup->argv,
        (std::vector<std::string> { "/usr/bin/python3", "-m", "distributed.task", "--timeout", "30", "--job-dir", "/w/jobdir" }));
    std::map<std::string, std::string> env(setup->environment.begin(), setup->environment.end());
    QCOMPARE(clusterText(env.at("TF_CONFIG")), cluster);
    QCOMPARE(QString::fromStdString(env.at("MASTER_ADDR")), QStringLiteral("127.0.0.1"));
    QCOMPARE(QString::fromStdString(env.at("RANK")), QString::number(rank));
    QCOMPARE(QString::fromStdString(env.at("CUDA_VISIBLE_DEVICES")), QString()); // no GPUs asked
    QCOMPARE(env.at("PYTHONPATH"), plan.pythonPath.front() + ":/site");
}

void TestSlurmTask::setupRefused_data()
{
    QTest::addColumn<QString>("drop"); // a variable left out
    QTest::addColumn<QString>("procid");
    QTest::addColumn<QString>("error");
    QTest::newRow("not a Slurm task") << "SLURM_PROCID" << QString() << "SLURM_PROCID or SLURM_JOB_ID is not set: not a task of a Slurm job step";
    QTest::newRow("no job id") << "SLURM_JOB_ID" << QString() << "SLURM_PROCID or SLURM_JOB_ID is not set: not a task of a Slurm job step";
    QTest::newRow("a rank past the replicas") << QString() << "3" << "SLURM_PROCID 3 names no replica: the job has 3";
    QTest::newRow("a component's nodes missing")
        << "SLURM_JOB_NODELIST_HET_GROUP_1" << QString() << "SLURM_JOB_NODELIST_HET_GROUP_1 or SLURM_TASKS_PER_NODE_HET_GROUP_1 is not set";
}

void TestSlurmTask::setupRefused()
{
    QFETCH(QString, drop);
    QFETCH(QString, procid);
    QFETCH(QString, error);
    auto slurm = hetTask(1);
    slurm.erase(drop.toStdString());
    if (!procid.isEmpty())
        slurm["SLURM_PROCID"] = procid.toStdString();
    std::string why;
    QVERIFY(!daemon::slurmTaskSetup(distributedPlan(QStringLiteral("/w")), slurm, why));
    QCOMPARE(QString::fromStdString(why), error);
}

void TestSlurmTask::planRoundTrip()
{
    QTemporaryDir dir;
    daemon::SlurmTaskPlan plan = distributedPlan(dir.path());
    plan.trial = { "3", { "--lr=0.1" }, "accuracy", "/w/trials/3/hypertune/output.metrics", { "/w/packages/0" } };
    const std::string path = (dir.path() + QStringLiteral("/slurm/plan.json")).toStdString(); // its folder is made
    std::string error;
    QVERIFY2(daemon::saveSlurmTaskPlan(path, plan, error), error.c_str());
    const auto loaded = daemon::loadSlurmTaskPlan(path, error);
    QVERIFY2(loaded, error.c_str());
    QVERIFY(loaded->job == plan.job);
    QCOMPARE(loaded->replicas.size(), plan.replicas.size());
    for (std::size_t i = 0; i < plan.replicas.size(); ++i) {
        QCOMPARE(loaded->replicas[i].name, plan.replicas[i].name);
        QCOMPARE(loaded->replicas[i].taskType, plan.replicas[i].taskType);
        QCOMPARE(loaded->replicas[i].index, plan.replicas[i].index);
        QCOMPARE(loaded->replicas[i].gpuCount, plan.replicas[i].gpuCount);
    }
    QCOMPARE(loaded->trial.id, plan.trial.id);
    QCOMPARE(loaded->trial.args, plan.trial.args);
    QCOMPARE(loaded->trial.metricTag, plan.trial.metricTag);
    QCOMPARE(loaded->trial.metricFile, plan.trial.metricFile);
    QCOMPARE(loaded->trial.pythonPath, plan.trial.pythonPath);
    QCOMPARE(loaded->pythonPath, plan.pythonPath);
    QCOMPARE(loaded->python, plan.python);
    QCOMPARE(loaded->workspace, plan.workspace);
    QCOMPARE(loaded->nodeAddresses, plan.nodeAddresses);
    QCOMPARE(loaded->logPaths, plan.logPaths);

    QVERIFY(!daemon::loadSlurmTaskPlan(path + ".missing", error));
    QVERIFY(QString::fromStdString(error).startsWith(QStringLiteral("cannot read ")));
    QFile garbage(QString::fromStdString(path));
    QVERIFY(garbage.open(QIODevice::WriteOnly | QIODevice::Truncate));
    garbage.write(R"({"job": {}})");
    garbage.close();
    QVERIFY(!daemon::loadSlurmTaskPlan(path, error));
    QVERIFY2(QString::fromStdString(error).contains(QStringLiteral("is no task plan")), error.c_str());
}

void TestSlurmTask::distributedJob()
{
    // Three tasks at once, as srun starts them: each finds its replica, the workers reach the master at
    // the address and port of TF_CONFIG, and the master checks the sum of their parts.
    QTemporaryDir dir;
    const daemon::SlurmTaskPlan plan = distributedPlan(dir.path());
    const QString planPath = dir.path() + QStringLiteral("/slurm/plan.json");
    std::string error;
    QVERIFY2(daemon::saveSlurmTaskPlan(planPath.toStdString(), plan, error), error.c_str());
    std::vector<std::unique_ptr<QProcess>> tasks;
    for (int rank = 0; rank < 3; ++rank)
        tasks.push_back(startTask(planPath, environmentOf(hetTask(rank))));
    for (auto& task : tasks) {
        QVERIFY(task->waitForFinished(60'000));
        QCOMPARE(task->exitStatus(), QProcess::NormalExit);
        QCOMPARE(task->exitCode(), 0);
    }
    const QString replicas = dir.path() + QStringLiteral("/replicas/");
    const QStringList nodes = { "n1", "n2", "n2" };
    const QStringList names = { "master-replica-0", "worker-replica-0", "worker-replica-1" };
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(read(replicas + names[i] + ".node"), nodes[i] + "\n");
        QCOMPARE(read(replicas + names[i] + ".status"), QStringLiteral("exit 0\n"));
    }
    const int masterPort = daemon::slurmReplicaPorts(jobId, plan.replicas).at("master-replica-0");
    const QString master = read(dir.path() + QStringLiteral("/logs/master-replica-0.stdout"));
    QVERIFY2(master.contains(QStringLiteral("listening on 127.0.0.1:%1").arg(masterPort)), qPrintable(master));
    QVERIFY2(master.contains(QStringLiteral("total=333332833333500000 expected=333332833333500000")), qPrintable(master));
    QVERIFY(QFile::exists(dir.path() + QStringLiteral("/jobdir/result.json")));
}

void TestSlurmTask::environmentAndSignals()
{
    // One replica with a GPU as a plain (one-pool) job: it keeps the device Slurm gave it, finds its
    // .node written before it started, and SIGTERM to the task reaches it; the task ends with its code.
    QTemporaryDir dir;
    QVERIFY(QDir().mkpath(dir.path() + QStringLiteral("/code/envtrainer")));
    QFile module(dir.path() + QStringLiteral("/code/envtrainer/task.py"));
    QVERIFY(module.open(QIODevice::WriteOnly));
    module.write(envTrainer);
    module.close();
    QFile(dir.path() + QStringLiteral("/code/envtrainer/__init__.py")).open(QIODevice::WriteOnly);

    daemon::SlurmTaskPlan plan;
    plan.job = jobOf({ { "scaleTier", "BASIC_GPU" }, { "pythonModule", "envtrainer.task" }, { "args", { "--name value" } }, { "region", "cluster" } });
    std::string error;
    plan.replicas = daemon::planReplicas(plan.job, error);
    plan.trial.args = { "--lr=0.5" };
    plan.python = "/usr/bin/python3";
    plan.pythonPath = { (dir.path() + QStringLiteral("/code")).toStdString() };
    plan.workspace = dir.path().toStdString();
    plan.logPaths["master-replica-0"] = { (dir.path() + "/out.log").toStdString(), (dir.path() + "/err.log").toStdString() };
    const QString planPath = dir.path() + QStringLiteral("/plan.json");
    QVERIFY2(daemon::saveSlurmTaskPlan(planPath.toStdString(), plan, error), error.c_str());

    QProcessEnvironment env = environmentOf({ { "SLURM_PROCID", "0" }, { "SLURM_JOB_ID", "12" }, { "SLURM_STEP_NODELIST", "n1" },
        { "SLURM_STEP_TASKS_PER_NODE", "1" }, { "SLURMD_NODENAME", "n1" }, { "CUDA_VISIBLE_DEVICES", "1" } });
    env.insert(QStringLiteral("REPLICA"), QStringLiteral("master-replica-0"));
    env.remove(QStringLiteral("PYTHONPATH"));
    auto task = startTask(planPath, env);
    QTRY_VERIFY_WITH_TIMEOUT(read(dir.path() + "/out.log").contains(QStringLiteral("ready\n")), 30'000);
    const json shown = json::parse(read(dir.path() + "/out.log").section(QLatin1Char('\n'), 0, 0).toStdString());
    QCOMPARE(shown["env"]["CUDA_VISIBLE_DEVICES"].get<std::string>(), std::string("1"));
    QCOMPARE(shown["env"]["PYTHONPATH"].get<std::string>(), plan.pythonPath.front());
    QCOMPARE(shown["env"]["MASTER_ADDR"].get<std::string>(), std::string("n1")); // no address known: the node's name
    QCOMPARE(shown["argv"].dump(), std::string(R"(["--name value","--lr=0.5"])"));
    QCOMPARE(shown["node"].get<std::string>(), std::string("n1"));
    QCOMPARE(shown["cwd"].get<std::string>(), dir.path().toStdString());
    QCOMPARE(json::parse(shown["env"]["TF_CONFIG"].get<std::string>())["cluster"].dump(),
        std::string(R"({"master":["n1:)") + std::to_string(10'000 + 12) + "\"]}");

    // From another process than the task's parent, which stands for slurmstepd (whose own signals
    // reach the trainer directly and are not sent twice).
    QCOMPARE(QProcess::execute(QStringLiteral("kill"), { QStringLiteral("-TERM"), QString::number(task->processId()) }), 0);
    QVERIFY(task->waitForFinished(30'000));
    QCOMPARE(task->exitStatus(), QProcess::NormalExit);
    QCOMPARE(task->exitCode(), 3);
    QVERIFY(read(dir.path() + "/out.log").contains(QStringLiteral("got signal 15")));
    QCOMPARE(read(dir.path() + QStringLiteral("/replicas/master-replica-0.status")), QStringLiteral("exit 3\n"));
}

void TestSlurmTask::failures()
{
    QTemporaryDir dir;
    // No plan: nothing to start, and no replica to record it for.
    auto missing = startTask(dir.path() + QStringLiteral("/none.json"), environmentOf(hetTask(0)));
    QVERIFY(missing->waitForFinished(30'000));
    QCOMPARE(missing->exitCode(), 126);

    // An interpreter that is not there: the supervisor's exec fails, the status says so.
    daemon::SlurmTaskPlan plan = distributedPlan(dir.path());
    plan.python = "/nonexistent/python3";
    const QString planPath = dir.path() + QStringLiteral("/plan.json");
    std::string error;
    QVERIFY2(daemon::saveSlurmTaskPlan(planPath.toStdString(), plan, error), error.c_str());
    auto task = startTask(planPath, environmentOf(hetTask(1)));
    QVERIFY(task->waitForFinished(30'000));
    QCOMPARE(task->exitCode(), 127);
    QCOMPARE(read(dir.path() + QStringLiteral("/replicas/worker-replica-0.status")), QStringLiteral("exit 127\n"));
    QVERIFY(read(dir.path() + QStringLiteral("/logs/worker-replica-0.stderr")).contains(QStringLiteral("exec failed: ENOENT")));
}

// A task of a Vertex job: its pool's own module and args (no --job-dir), Vertex's cluster by worker
// pool at the Slurm nodes' addresses, AIP_* under the job's workspace (made on the shared filesystem).
void TestSlurmTask::vertexTask()
{
    QTemporaryDir dir;
    daemon::SlurmTaskPlan plan = distributedPlan(dir.path());
    daemon::VertexOrigin origin;
    origin.name = "projects/local/locations/cluster/customJobs/42";
    const auto pool = [](const char* module, const char* arg, const char* replicas) {
        return json { { "replicaCount", replicas },
            { "pythonPackageSpec", { { "pythonModule", module }, { "args", { arg } }, { "env", { { { "name", "POOL" }, { "value", module } } } } } } };
    };
    origin.resource = { { "jobSpec",
        { { "workerPoolSpecs", { pool("vertex.chief", "--a", "1"), pool("vertex.worker", "--b", "2") } },
            { "baseOutputDirectory", { { "outputUriPrefix", "gs://b/o" } } } } } };
    plan.vertex = origin;
    std::string error;
    const auto setup = daemon::slurmTaskSetup(plan, hetTask(1), error);
    QVERIFY2(setup, error.c_str());
    QCOMPARE(setup->argv, (std::vector<std::string> { "/usr/bin/python3", "-m", "vertex.worker", "--b" }));
    std::map<std::string, std::string> env(setup->environment.begin(), setup->environment.end());
    const int p0 = 10'000 + jobId % 101;
    const json spec = json::parse(env.at("CLUSTER_SPEC"));
    QCOMPARE(QString::fromStdString(spec["cluster"].dump()),
        QStringLiteral(R"({"workerpool0":["127.0.0.1:%1"],"workerpool1":["127.0.0.1:%2","127.0.0.1:%3"]})").arg(p0).arg(p0 + 101).arg(p0 + 202));
    QCOMPARE(QString::fromStdString(spec["task"].dump()), QStringLiteral(R"({"index":0,"type":"workerpool1"})"));
    QCOMPARE(QString::fromStdString(json::parse(env.at("TF_CONFIG"))["task"].dump()), QStringLiteral(R"({"index":0,"type":"worker"})"));
    QCOMPARE(env.at("CLOUD_ML_JOB_ID"), std::string("42"));
    QCOMPARE(env.at("POOL"), std::string("vertex.worker"));
    const std::string model = (dir.path() + QStringLiteral("/output/b/o/model/")).toStdString();
    QCOMPARE(env.at("AIP_MODEL_DIR"), model);
    QVERIFY(QFile::exists(QString::fromStdString(model)));
}

QTEST_GUILESS_MAIN(TestSlurmTask)
#include "tst_slurmtask.moc"
