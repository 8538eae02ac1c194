// The sbatch batch script of a job and the create-time check of a job against a Slurm partition.
// The distributed example's script compared here in full was submitted by hand to a two-node cluster
// (Slurm 22.05) and ran; hostile values go through the real sbatch and bash of a cluster the test brings
// up (tests/support/slurmtestcluster.h), which must give them back unchanged.

#include "daemon/replicaplan.h"
#include "daemon/slurmscript.h"

#include "slurmtestcluster.h"

#include "spec/daemonmessages.h"
#include "spec/jsoncodec.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace trainyard;
using json = nlohmann::json;

namespace {

spec::Job jobOf(const json& trainingInput)
{
    auto decoded = spec::jobFromJson({ { "jobId", "job_1" }, { "trainingInput", trainingInput } });
    if (!decoded.value)
        qFatal("the test's job does not decode");
    return std::move(*decoded.value);
}

// The distributed example as the end-to-end test runs it: a master and two workers.
json distributed()
{
    return { { "scaleTier", "CUSTOM" }, { "masterType", "n1-standard-4" }, { "workerType", "n1-standard-4" }, { "workerCount", 2 },
        { "pythonModule", "distributed.task" }, { "region", "cluster" }, { "scheduling", { { "maxRunningTime", "7200s" } } } };
}

daemon::SlurmSubmission submission()
{
    return { "debug", "trainyard-job_1-0", "trainyard:d1:job_1", "/w/job_1", "/usr/bin/trainyardd", "/w/job_1/slurm/plan.json",
        "/w/job_1/slurm/batch-0.out" };
}

std::vector<daemon::ReplicaPlan> planOf(const spec::Job& job)
{
    std::string error;
    auto plan = daemon::planReplicas(job, error);
    if (!error.empty())
        qFatal("%s", error.c_str());
    return plan;
}

const char* header = "#!/bin/bash\n"
                     "# Written by trainyardd: one Slurm task per replica, each trainyardd --slurm-task, which starts the trainer.\n"
                     "#SBATCH --job-name=\"trainyard-job_1-0\"\n"
                     "#SBATCH --comment=\"trainyard:d1:job_1\"\n"
                     "#SBATCH --chdir=\"/w/job_1\"\n"
                     "#SBATCH --output=\"/w/job_1/slurm/batch-0.out\"\n"
                     "#SBATCH --error=\"/w/job_1/slurm/batch-0.out\"\n"
                     "#SBATCH --no-requeue\n";

} // namespace

class TestSlurmScript : public QObject {
    Q_OBJECT

private slots:
    void script_data();
    void script();
    void hostileValues();
    void hostileValuesThroughSbatch();
    void unwritableValues_data();
    void unwritableValues();
    void nice_data();
    void nice();
    void admission_data();
    void admission();
};

void TestSlurmScript::script_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("expected"); // after the common header
    const QString task = QStringLiteral("--distribution=block '/usr/bin/trainyardd' --slurm-task '/w/job_1/slurm/plan.json'");

    QTest::newRow("distributed example: a het job of two components")
        << QByteArray::fromStdString(distributed().dump())
        << "#SBATCH --time=120\n"
           "#SBATCH --nice=1000\n"
           "#SBATCH --partition=\"debug\" --ntasks=1 --cpus-per-task=4 --mem-per-cpu=3840\n"
           "#SBATCH hetjob\n"
           "#SBATCH --partition=\"debug\" --ntasks=2 --cpus-per-task=4 --mem-per-cpu=3840\n"
           "exec srun --kill-on-bad-exit=1 --het-group=0 --ntasks=1 "
            + task + " : --het-group=1 --ntasks=2 " + task + "\n";

    // BASIC's master is the catalog's "standard" (4 vCPUs, 15 GB); one pool is a plain job.
    QTest::newRow("basic tier: a plain job, the tier's machine type")
        << QByteArray(R"({"scaleTier":"BASIC","pythonModule":"m","region":"cluster"})")
        << "#SBATCH --nice=1000\n"
           "#SBATCH --partition=\"debug\" --ntasks=1 --cpus-per-task=4 --mem-per-cpu=3840\n"
           "exec srun --kill-on-bad-exit=1 --ntasks=1 "
            + task + "\n";

    // complex_model_m: 16 vCPUs, 14.4 GB = 14746 MB -> 922 MB per CPU; GPUs per worker; a parameter
    // server and an evaluator are components of their own; 61 s is two minutes, priority 250 nice 750.
    json every = { { "scaleTier", "CUSTOM" }, { "masterType", "complex_model_m" }, { "workerType", "n1-standard-8" }, { "workerCount", 3 },
        { "workerConfig", { { "acceleratorConfig", { { "type", "NVIDIA_TESLA_T4" }, { "count", 2 } } } } },
        { "parameterServerType", "n1-highmem-2" }, { "parameterServerCount", 1 }, { "evaluatorType", "n1-standard-4" },
        { "evaluatorCount", 1 }, { "pythonModule", "m" }, { "region", "cluster" },
        { "scheduling", { { "maxRunningTime", "61s" }, { "priority", 250 } } } };
    QTest::newRow("every pool, GPUs, a minute and a second")
        << QByteArray::fromStdString(every.dump())
        << "#SBATCH --time=2\n"
           "#SBATCH --nice=750\n"
           "#SBATCH --partition=\"debug\" --ntasks=1 --cpus-per-task=16 --mem-per-cpu=922\n"
           "#SBATCH hetjob\n"
           "#SBATCH --partition=\"debug\" --ntasks=3 --cpus-per-task=8 --mem-per-cpu=3840 --gpus-per-task=2\n"
           "#SBATCH hetjob\n"
           "#SBATCH --partition=\"debug\" --ntasks=1 --cpus-per-task=2 --mem-per-cpu=6656\n"
           "#SBATCH hetjob\n"
           "#SBATCH --partition=\"debug\" --ntasks=1 --cpus-per-task=4 --mem-per-cpu=3840\n"
           "exec srun --kill-on-bad-exit=1 --het-group=0 --ntasks=1 "
            + task + " : --het-group=1 --ntasks=3 " + task + " : --het-group=2 --ntasks=1 " + task + " : --het-group=3 --ntasks=1 " + task
            + "\n";

    // A machine type the catalog does not know asks Slurm for the task alone (its defaults).
    QTest::newRow("unknown machine type, half a second")
        << QByteArray(R"({"scaleTier":"CUSTOM","masterType":"my-own-box","pythonModule":"m","region":"cluster",
                          "scheduling":{"maxRunningTime":"0.5s"}})")
        << "#SBATCH --time=1\n"
           "#SBATCH --nice=1000\n"
           "#SBATCH --partition=\"debug\" --ntasks=1\n"
           "exec srun --kill-on-bad-exit=1 --ntasks=1 "
            + task + "\n";
}

void TestSlurmScript::script()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);
    const spec::Job job = jobOf(json::parse(input.toStdString()));
    std::string error;
    const std::string script = daemon::slurmBatchScript(job, planOf(job), spec::Catalog::builtin(), submission(), error);
    QVERIFY2(error.empty(), error.c_str());
    QCOMPARE(QString::fromStdString(script), QString::fromLatin1(header) + expected);
}

void TestSlurmScript::hostileValues()
{
    // Each value as sbatch (for #SBATCH lines) or bash (for the srun line) must read it back unchanged:
    // quotes, a backslash, '#' (a comment outside quotes), $( ), "hetjob" (a component separator on an
    // #SBATCH line of its own) and % (a pattern in --output).
    const spec::Job job = jobOf(distributed());
    daemon::SlurmSubmission s = submission();
    s.jobName = R"(a "b" \c #d $(e) hetjob)";
    s.comment = "x'y";
    s.workspace = "/w/it's 100%";
    s.outputPath = "/w/it's 100%/slurm/%j.out";
    s.taskProgram = "/opt/it's/trainyardd";
    s.planPath = "/w/it's 100%/slurm/plan $(x).json";
    std::string error;
    const std::string script = daemon::slurmBatchScript(job, planOf(job), spec::Catalog::builtin(), s, error);
    QVERIFY2(error.empty(), error.c_str());
    const QString text = QString::fromStdString(script);
    const QStringList lines = {
        QString::fromUtf8("#SBATCH --job-name=\"a \\\"b\\\" \\\\c #d $(e) hetjob\"\n"),
        QString::fromUtf8("#SBATCH --comment=\"x'y\"\n"),
        QString::fromUtf8("#SBATCH --chdir=\"/w/it's 100%\"\n"),
        QString::fromUtf8("#SBATCH --output=\"/w/it's 100%%/slurm/%%j.out\"\n"),
    };
    for (const QString& line : lines)
        QVERIFY2(text.contains(line), qPrintable(line));
    const QString task = QString::fromUtf8("--distribution=block '/opt/it'\\''s/trainyardd' --slurm-task '/w/it'\\''s 100%/slurm/plan $(x).json'");
    QVERIFY(text.endsWith(" --het-group=1 --ntasks=2 " + task + "\n"));
    QCOMPARE(text.count(QStringLiteral("\n#SBATCH hetjob\n")), 1);
}

void TestSlurmScript::hostileValuesThroughSbatch()
{
    // The same kind of values through the real sbatch and bash of a two-node cluster: Slurm keeps the
    // name and comment as written, creates the output file under its literal name (no %j replaced),
    // and each task gets the program and the plan's path as single words.
    test::SlurmTestCluster cluster;
    QString failure;
    QVERIFY2(cluster.start(failure), qPrintable(failure));
    const QString workspace = cluster.workDir() + QStringLiteral("/it's 100% $(x)");
    QVERIFY(QDir().mkpath(workspace + QStringLiteral("/slurm")) && QDir().mkpath(workspace + QStringLiteral("/bin it's")));
    const QString program = workspace + QStringLiteral("/bin it's/task");
    QFile task(program);
    QVERIFY(task.open(QIODevice::WriteOnly));
    // Each task writes its arguments, then waits for the test to have read the queue.
    task.write("#!/bin/sh\nprintf '%s\\n' \"$@\" > \"args-$SLURM_PROCID\"\nwhile [ ! -e release ]; do sleep 0.1; done\n");
    task.close();
    QVERIFY(task.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));

    daemon::SlurmSubmission s { cluster.partition().toStdString(), "a \"b\" \\c #d $(e) hetjob", "x'y \"z\" #w", workspace.toStdString(),
        program.toStdString(), (workspace + QStringLiteral("/slurm/plan $(x) 'q'.json")).toStdString(),
        (workspace + QStringLiteral("/slurm/%j.out")).toStdString() };
    const spec::Job job = jobOf(distributed());
    std::string error;
    const std::string script = daemon::slurmBatchScript(job, planOf(job), spec::Catalog::builtin(), s, error);
    QVERIFY2(error.empty(), error.c_str());
    QFile file(workspace + QStringLiteral("/slurm/job.sh"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(script.data(), static_cast<qint64>(script.size()));
    file.close();

    const auto submitted = cluster.run(QStringLiteral("sbatch"), { QStringLiteral("--parsable"), file.fileName() });
    QVERIFY2(submitted.exitCode == 0, qPrintable(submitted.err));
    for (int rank = 0; rank < 3; ++rank)
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(workspace + QStringLiteral("/args-") + QString::number(rank)), 30'000);
    const auto argsOf = [&workspace](int rank) {
        QFile args(workspace + QStringLiteral("/args-") + QString::number(rank));
        return args.open(QIODevice::ReadOnly) ? QString::fromUtf8(args.readAll()) : QString();
    };
    for (int rank = 0; rank < 3; ++rank)
        QTRY_COMPARE_WITH_TIMEOUT(argsOf(rank), QStringLiteral("--slurm-task\n") + QString::fromStdString(s.planPath) + QStringLiteral("\n"), 10'000);
    const auto queue = cluster.run(QStringLiteral("squeue"), { QStringLiteral("--json") });
    QVERIFY2(queue.exitCode == 0, qPrintable(queue.err));
    int components = 0;
    const json jobs = json::parse(queue.out.toStdString()).at("jobs");
    for (const auto& entry : jobs) {
        QCOMPARE(entry["name"].get<std::string>(), s.jobName);
        QCOMPARE(entry["comment"].get<std::string>(), s.comment);
        ++components;
    }
    QCOMPARE(components, 2);
    QFile release(workspace + QStringLiteral("/release"));
    QVERIFY(release.open(QIODevice::WriteOnly));
    release.close();
    QTRY_VERIFY_WITH_TIMEOUT(cluster.run(QStringLiteral("squeue"), { QStringLiteral("-h") }).out.trimmed().isEmpty(), 30'000);
    QVERIFY(QFile::exists(workspace + QStringLiteral("/slurm/%j.out")));
}

void TestSlurmScript::unwritableValues_data()
{
    QTest::addColumn<int>("field");
    QTest::addColumn<QString>("what");
    QTest::newRow("partition") << 0 << "the partition";
    QTest::newRow("job name") << 1 << "the job name";
    QTest::newRow("comment") << 2 << "the comment";
    QTest::newRow("workspace") << 3 << "the workspace";
    QTest::newRow("task program") << 4 << "the task program";
    QTest::newRow("plan path") << 5 << "the plan path";
    QTest::newRow("output path") << 6 << "the output path";
}

void TestSlurmScript::unwritableValues()
{
    // A line break would end the #SBATCH line (or the srun command) and start one of the value's own.
    QFETCH(int, field);
    QFETCH(QString, what);
    const spec::Job job = jobOf(distributed());
    for (const char* bad : { "a\nexec rm -rf /", "a\rb", "a\tb" }) {
        daemon::SlurmSubmission s = submission();
        std::string* fields[] = { &s.partition, &s.jobName, &s.comment, &s.workspace, &s.taskProgram, &s.planPath, &s.outputPath };
        *fields[field] = bad;
        std::string error;
        QCOMPARE(daemon::slurmBatchScript(job, planOf(job), spec::Catalog::builtin(), s, error), std::string());
        QCOMPARE(QString::fromStdString(error),
            QString::fromStdString(spec::formatDaemonMessage(spec::daemonmsg::slurmUnsafeText, { what.toStdString() })));
    }
}

void TestSlurmScript::nice_data()
{
    QTest::addColumn<QByteArray>("scheduling");
    QTest::addColumn<int>("nice");
    QTest::newRow("unset: priority 0") << QByteArray() << 1000;
    QTest::newRow("0") << QByteArray(R"({"priority":0})") << 1000;
    QTest::newRow("500") << QByteArray(R"({"priority":500})") << 500;
    QTest::newRow("1000: as Slurm ranks it") << QByteArray(R"({"priority":1000})") << 0;
}

void TestSlurmScript::nice()
{
    QFETCH(QByteArray, scheduling);
    QFETCH(int, nice);
    json in = distributed();
    in.erase("scheduling");
    if (!scheduling.isEmpty())
        in["scheduling"] = json::parse(scheduling.toStdString());
    QCOMPARE(daemon::slurmNice(jobOf(in)), nice);
}

void TestSlurmScript::admission_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("cpus");
    QTest::addColumn<qint64>("memoryMb");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("error"); // empty: admitted
    const QByteArray example = QByteArray::fromStdString(distributed().dump());
    json container = distributed();
    container["masterConfig"] = { { "imageUri", "registry.example/trainer:1" } };
    json workerContainer = distributed();
    workerContainer["workerConfig"] = { { "imageUri", "registry.example/trainer:1" } };
    json gpus = distributed();
    gpus["workerConfig"] = { { "acceleratorConfig", { { "type", "NVIDIA_TESLA_T4" }, { "count", 4 } } } };
    json legacyGpu = { { "scaleTier", "BASIC_GPU" }, { "pythonModule", "m" }, { "region", "cluster" } };
    json pools = distributed();
    pools["parameterServerType"] = "n1-standard-4";
    pools["parameterServerCount"] = 1;

    QTest::newRow("fits") << example << 2 << 4 << qint64 { 15360 } << 0 << QString();
    QTest::newRow("custom container") << QByteArray::fromStdString(container.dump()) << 2 << 16 << qint64 { 64000 } << 2
                                      << "trainingInput.masterConfig.imageUri: custom containers do not run on Slurm location cluster yet";
    QTest::newRow("a worker's container") << QByteArray::fromStdString(workerContainer.dump()) << 2 << 16 << qint64 { 64000 } << 2
                                          << "trainingInput.workerConfig.imageUri: custom containers do not run on Slurm location cluster yet";
    QTest::newRow("three pools, two nodes")
        << QByteArray::fromStdString(pools.dump()) << 2 << 16 << qint64 { 64000 } << 2
        << "trainingInput: the job's 3 replica pools each need a node of their own at Slurm location cluster, which has 2";
    QTest::newRow("vCPUs") << example << 2 << 2 << qint64 { 64000 } << 2
                           << "trainingInput.masterType: machine type n1-standard-4 has 4 vCPUs; the largest node at Slurm location cluster has 2";
    QTest::newRow("memory")
        << example << 2 << 16 << qint64 { 1000 } << 2
        << "trainingInput.masterType: machine type n1-standard-4 has 15360 MB of memory; the largest node at Slurm location cluster has 1000 MB";
    QTest::newRow("accelerators") << QByteArray::fromStdString(gpus.dump()) << 2 << 16 << qint64 { 64000 } << 2
                                  << "trainingInput.workerConfig.acceleratorConfig.count: a replica takes 4 GPUs; the largest node at "
                                     "Slurm location cluster has 2";
    QTest::newRow("a legacy type's GPU, none on the nodes")
        << QByteArray::fromStdString(legacyGpu.dump()) << 2 << 16 << qint64 { 64000 } << 0
        << "trainingInput.scaleTier: a replica takes 1 GPUs; the largest node at Slurm location cluster has 0";
}

void TestSlurmScript::admission()
{
    QFETCH(QByteArray, input);
    QFETCH(int, nodes);
    QFETCH(int, cpus);
    QFETCH(qint64, memoryMb);
    QFETCH(int, gpus);
    QFETCH(QString, error);
    const spec::Job job = jobOf(json::parse(input.toStdString()));
    const auto refusal = daemon::slurmAdmissionError(job, planOf(job), spec::Catalog::builtin(), nodes, cpus, memoryMb, gpus, "cluster");
    QCOMPARE(QString::fromStdString(refusal.value_or("")), error);
}

QTEST_GUILESS_MAIN(TestSlurmScript)
#include "tst_slurmscript.moc"
