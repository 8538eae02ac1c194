// A Vertex pool of Python packages inside its executor image (trainyardd --executor-images container,
// services/daemon/executorimage.h): the real daemon, created over its Vertex surface, runs the pool
// under podman in the image its executorImageUri names, and without the flag with the local
// interpreter. The image is built offline: this machine's python3 (its binary, the libraries it
// links, its standard library) and a marker file only the image has, `podman import`ed under the
// prebuilt container's URI (ContainerPreparer finds it there and pulls nothing), with a test-private
// containers.conf (DEVELOPERS.md, "Podman on this machine"; as tst_containerjobs).

#include "daemonprocess.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <set>

using namespace trainyard::test;
using json = nlohmann::json;

namespace {

const std::string base = "/v1/projects/local/locations/local/";
const std::string probe = TRAINYARD_FIXTURES "/trainers/executorprobe";
const std::string executorImage = "us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest";

struct Ran {
    int code = -1;
    QString output;
};

Ran runProgram(const QString& program, const QStringList& arguments, int timeoutMs = 120'000)
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

json readJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    return json::parse(file.readAll().toStdString(), nullptr, false);
}

// One pool running executorprobe.task in the prebuilt TensorFlow image, its outputs under `output`.
json probeJob(const std::string& output)
{
    const json pool = { { "machineSpec", { { "machineType", "n1-standard-4" } } }, { "replicaCount", "1" },
        { "pythonPackageSpec",
            { { "executorImageUri", executorImage }, { "packageUris", { probe } }, { "pythonModule", "executorprobe.task" },
                { "args", { "--epochs", "2" } }, { "env", { { { "name", "POOL_VAR" }, { "value", "from-pool" } } } } } } };
    return { { "displayName", "executor image" },
        { "jobSpec", { { "workerPoolSpecs", json::array({ pool }) }, { "baseOutputDirectory", { { "outputUriPrefix", output } } } } } };
}

} // namespace

class TestExecutorImages : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void poolRunsInsideItsExecutorImage();
    void withoutTheFlagThePoolRunsOnTheLocalInterpreter();

private:
    json run(DaemonProcess& daemon, const std::string& output);

    QTemporaryDir m_dir;
    QString m_podman;
    bool m_imported = false;
};

void TestExecutorImages::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_podman = QStandardPaths::findExecutable(QStringLiteral("podman"));
    QVERIFY2(!m_podman.isEmpty(), "podman is not on PATH: apt-get install podman runc (packaging/debian-packages.txt)");
    const QString conf = m_dir.filePath(QStringLiteral("containers.conf"));
    QFile confFile(conf);
    QVERIFY(confFile.open(QIODevice::WriteOnly));
    confFile.write("[containers]\ndefault_ulimits = []\n[engine]\ncgroup_manager = \"cgroupfs\"\n");
    confFile.close();
    qputenv("CONTAINERS_CONF", conf.toUtf8());

    // The image's root: python3 with what it links (ldd) and its standard library, and the marker.
    const QString root = m_dir.filePath(QStringLiteral("rootfs"));
    const QString script = QStringLiteral(
        "set -e; r=\"$1\"; py=$(readlink -f /usr/bin/python3); "
        "mkdir -p \"$r/usr/bin\" \"$r/etc\" \"$r/tmp\"; cp \"$py\" \"$r/usr/bin/python3\"; "
        "for lib in $(ldd \"$py\" | grep -o '/[^ ]*'); do mkdir -p \"$r$(dirname \"$lib\")\"; cp -L \"$lib\" \"$r$lib\"; done; "
        "stdlib=$(\"$py\" -c 'import sysconfig; print(sysconfig.get_paths()[\"stdlib\"])'); mkdir -p \"$r$stdlib\"; "
        "tar -C \"$stdlib\" --exclude=__pycache__ --exclude=./test --exclude=./idlelib --exclude=./tkinter --exclude=./ensurepip -cf - . | tar -C \"$r$stdlib\" -xf -; "
        "echo trainyard > \"$r/etc/trainyard-executor-image\"; tar -C \"$r\" -cf \"$r.tar\" .");
    const Ran built = runProgram(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), script, QStringLiteral("sh"), root });
    QVERIFY2(built.code == 0, qPrintable(built.output));
    const Ran imported = runProgram(m_podman, { QStringLiteral("import"), QStringLiteral("--quiet"), root + QStringLiteral(".tar"), QString::fromStdString(executorImage) });
    QVERIFY2(imported.code == 0, qPrintable(QStringLiteral("podman import failed: ") + imported.output));
    m_imported = true;
}

void TestExecutorImages::cleanupTestCase()
{
    if (m_imported)
        runProgram(m_podman, { QStringLiteral("rmi"), QStringLiteral("--force"), QString::fromStdString(executorImage) });
}

json TestExecutorImages::run(DaemonProcess& daemon, const std::string& output)
{
    const auto reply = daemon.post(base + "customJobs", probeJob(output));
    if (reply.status != 200)
        return { { "create", reply.body } };
    const std::string name = reply.json().value("name", "");
    static const std::set<std::string> ends = { "JOB_STATE_SUCCEEDED", "JOB_STATE_FAILED", "JOB_STATE_CANCELLED" };
    QElapsedTimer clock;
    clock.start();
    json job = json::object();
    while (clock.elapsed() < 180'000) {
        if (const auto got = daemon.get("/v1/" + name); got.status == 200)
            job = got.json();
        if (ends.contains(job.value("state", "")))
            break;
        QThread::msleep(50);
    }
    return job;
}

void TestExecutorImages::poolRunsInsideItsExecutorImage()
{
    DaemonProcess daemon { { QStringLiteral("--executor-images"), QStringLiteral("container"), QStringLiteral("--container-engine"), m_podman,
        QStringLiteral("--container-runtime"), QStringLiteral("runc") } };
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));
    const std::string output = m_dir.filePath(QStringLiteral("in-image")).toStdString();
    const json job = run(daemon, output);
    daemon.stop();
    QVERIFY2(job.value("state", "") == "JOB_STATE_SUCCEEDED", job.dump().c_str());
    const json dump = readJson(QString::fromStdString(output + "/model/probe.json"));
    QVERIFY2(dump.is_object(), job.dump().c_str());
    QVERIFY2(dump["inImage"] == true, dump.dump().c_str()); // the image's marker: it ran in the container
    QVERIFY2(dump["executable"] == json("/usr/bin/python3"), dump.dump().c_str());
    QVERIFY2(dump["module"] == json("executorprobe.task"), dump.dump().c_str());
    QVERIFY2(dump["argv"] == json({ "--epochs", "2" }), dump.dump().c_str());
    QVERIFY2(dump["env"]["POOL_VAR"] == json("from-pool"), dump.dump().c_str());
    QVERIFY2(dump["env"]["AIP_MODEL_DIR"] == json(output + "/model/"), dump.dump().c_str());
    const std::string name = job.value("name", "");
    QVERIFY2(dump["env"]["CLOUD_ML_JOB_ID"] == json(name.substr(name.rfind('/') + 1)), dump.dump().c_str());
    // The staged package, mounted at its path in the workspace and on PYTHONPATH.
    const std::string pythonPath = dump["env"].value("PYTHONPATH", "");
    QVERIFY2(pythonPath.starts_with(daemon.dataDir().toStdString()), pythonPath.c_str());
}

void TestExecutorImages::withoutTheFlagThePoolRunsOnTheLocalInterpreter()
{
    DaemonProcess daemon { { QStringLiteral("--container-engine"), m_podman } };
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));
    const std::string output = m_dir.filePath(QStringLiteral("local")).toStdString();
    const json job = run(daemon, output);
    daemon.stop();
    QVERIFY2(job.value("state", "") == "JOB_STATE_SUCCEEDED", job.dump().c_str());
    const json dump = readJson(QString::fromStdString(output + "/model/probe.json"));
    QVERIFY2(dump.is_object(), job.dump().c_str());
    QVERIFY2(dump["inImage"] == false, dump.dump().c_str());
    QVERIFY2(dump["module"] == json("executorprobe.task"), dump.dump().c_str());
    QVERIFY2(dump["argv"] == json({ "--epochs", "2" }), dump.dump().c_str());
    QVERIFY2(dump["env"]["POOL_VAR"] == json("from-pool"), dump.dump().c_str());
}

QTEST_GUILESS_MAIN(TestExecutorImages)
#include "tst_executorimages.moc"
