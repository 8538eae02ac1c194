// Bounded inputs (issue 15, findings 1 and 6; docs/api.md, "Limits"), against the real trainyardd: every
// limit at its boundary (the last value accepted, the first refused), absurd replica counts answered at
// once while the daemon stays up and small, unknown members at any depth, relative paths, page sizes and
// filters, and command lines past the system's argument limit, whose largest accepted job really runs.
//
// Jobs that are accepted must not run here (a 1,000-replica job would start 1,000 processes): the main
// daemon has 1,000 slots, one held by a trainer that sleeps, and a queued job of 1,000 replicas at the
// head of its queue, so every job accepted after it waits (the queue is strict) until it is cancelled.

#include "daemonprocess.h"

#include <QElapsedTimer>
#include <QFile>
#include <QLocalSocket>
#include <QTest>

#include <csignal>
#include <functional>
#include <sys/resource.h>
#include <unistd.h>

using namespace trainyard::test;
using json = nlohmann::json;

namespace {

const std::string jobs = "/v1/projects/local/jobs";

// The daemon's resident memory, from /proc.
long rssKb(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').front().toLong();
    }
    return -1;
}

// A POST answered within `timeoutMs`, or status 0. Gives up early when the daemon's memory grows by
// 256 MiB meanwhile (the daemon before the fix built one plan entry per replica, 300 MB/s): a failing
// run must not take the machine's memory with it.
struct TimedReply {
    HttpReply reply;
    qint64 elapsedMs = 0;
    long rssGrowthKb = 0;
};

TimedReply timedPost(const DaemonProcess& daemon, const std::string& path, const std::string& body, int timeoutMs)
{
    TimedReply result;
    const long before = rssKb(daemon.pid());
    QLocalSocket socket;
    socket.connectToServer(daemon.socketPath());
    if (!socket.waitForConnected(10'000))
        return result;
    const std::string text = "POST " + path + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: "
        + std::to_string(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
    socket.write(text.data(), static_cast<qint64>(text.size()));
    socket.flush();
    QElapsedTimer clock;
    clock.start();
    std::string raw;
    while (clock.elapsed() < timeoutMs) {
        if (socket.waitForReadyRead(50))
            raw += socket.readAll().toStdString();
        const auto headEnd = raw.find("\r\n\r\n");
        const auto lengthAt = raw.find("Content-Length: ");
        if (headEnd != std::string::npos && lengthAt != std::string::npos && lengthAt < headEnd) {
            const std::size_t length = std::stoul(raw.substr(lengthAt + 16));
            if (raw.size() >= headEnd + 4 + length) {
                result.reply.status = std::stoi(raw.substr(raw.find(' ') + 1));
                result.reply.body = raw.substr(headEnd + 4, length);
                break;
            }
        }
        result.rssGrowthKb = std::max(result.rssGrowthKb, rssKb(daemon.pid()) - before);
        if (result.rssGrowthKb > 256 * 1024)
            break;
    }
    result.elapsedMs = clock.elapsed();
    result.rssGrowthKb = std::max(result.rssGrowthKb, rssKb(daemon.pid()) - before);
    return result;
}

// A job for the envdump trainer (prints its arguments and environment, exits at once).
json envdumpJob(const std::string& jobId)
{
    return { { "jobId", jobId },
        { "trainingInput",
            { { "scaleTier", "BASIC" }, { "packageUris", { std::string(TRAINYARD_FIXTURES) + "/trainers/envdump" } },
                { "pythonModule", "envdump.task" }, { "region", "local" }, { "runtimeVersion", "2.11" }, { "pythonVersion", "3.7" } } } };
}

json customJob(const std::string& jobId)
{
    json job = envdumpJob(jobId);
    job["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "n1-standard-4" } });
    return job;
}

json tuningJob(const std::string& jobId)
{
    json job = envdumpJob(jobId);
    job["trainingInput"]["hyperparameters"] = { { "goal", "MAXIMIZE" }, { "hyperparameterMetricTag", "accuracy" },
        { "params", { { { "parameterName", "x" }, { "type", "DOUBLE" }, { "minValue", 0 }, { "maxValue", 1 } } } } };
    return job;
}

// The field violation of a 400 INVALID_ARGUMENT answer that names `field`, or null.
json violationOf(const HttpReply& reply, const std::string& field)
{
    const json body = reply.json();
    if (reply.status != 400 || !body.is_object() || body["error"].value("status", "") != "INVALID_ARGUMENT")
        return nullptr;
    for (const auto& detail : body["error"].value("details", json::array())) {
        for (const auto& v : detail.value("fieldViolations", json::array())) {
            if (v.value("field", "") == field)
                return v;
        }
    }
    return nullptr;
}

std::string describe(const HttpReply& reply)
{
    return std::to_string(reply.status) + " " + reply.body.substr(0, 600);
}

// The stack limit of a running daemon: sysconf(_SC_ARG_MAX) there is a quarter of it, and its
// replicas, forked from it, exec under it.
bool setStackLimit(qint64 pid, rlim_t bytes)
{
    struct rlimit current {};
    if (::prlimit(static_cast<pid_t>(pid), RLIMIT_STACK, nullptr, &current) != 0)
        return false;
    struct rlimit wanted = current;
    wanted.rlim_cur = std::min(bytes, current.rlim_max);
    return ::prlimit(static_cast<pid_t>(pid), RLIMIT_STACK, &wanted, nullptr) == 0;
}

} // namespace

class TestRequestLimits : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void absurdReplicaCountsAreAnsweredAtOnce_data();
    void absurdReplicaCountsAreAnsweredAtOnce();
    void replicaCeiling();
    void replicasBeyondTheSlotsAreFailedPrecondition();
    void tuningBudget_data();
    void tuningBudget();
    void parametersAndTheirValues();
    void labelsAndJobId_data();
    void labelsAndJobId();
    void unknownMembersAreRefused_data();
    void unknownMembersAreRefused();
    void unknownMembersInAPatch();
    void extensionFieldStaysAccepted();
    void relativePaths_data();
    void relativePaths();
    void argsCount();
    void oneArgumentOverTheKernelLimit();
    void argumentsOverTheSystemLimit();
    void pageSizesAndFilter_data();
    void pageSizesAndFilter();

private:
    std::string nextId(const char* prefix) { return prefix + std::to_string(++m_ids); }
    HttpReply create(const json& job) const { return m_daemon.post(jobs, job); }
    // The largest `size` for which makeJob(size) is accepted, by bisection over [low, high): low must be
    // accepted and high refused. Accepted probes are cancelled (they wait behind the gate).
    std::size_t largestAccepted(std::size_t low, std::size_t high, const std::function<json(std::size_t)>& makeJob);
    // Runs `job` on a daemon without a gate, with the given stack limit; its final state.
    std::string runToEnd(const json& job, rlim_t stack);

    DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("1000") } };
    int m_ids = 0;
    bool m_filled = false;
};

void TestRequestLimits::initTestCase()
{
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
    json blocker = exampleJob("blocker", "stubborn", "stubborn.task");
    QCOMPARE(create(blocker).status, 200);
    QCOMPARE(m_daemon.waitForState("blocker", "RUNNING", 30'000).value("state", ""), std::string("RUNNING"));
    // 1,000 replicas, the most a job may have: accepted, and waits for the blocker's slot.
    json gate = customJob("gate");
    gate["trainingInput"].update({ { "workerType", "n1-standard-4" }, { "workerCount", "999" } });
    const HttpReply reply = create(gate);
    QVERIFY2(reply.status == 200, describe(reply).c_str());
    QTest::qWait(500); // a scheduling pass
    QCOMPARE(m_daemon.get(jobs + "/gate").json().value("state", ""), std::string("QUEUED"));
}

void TestRequestLimits::cleanupTestCase()
{
    // Every job waiting behind the gate first, then the gate, then the blocker: a job left queued
    // behind either would start (one of them has 1,000 replicas).
    for (;;) {
        const json page = m_daemon.get(jobs + "?pageSize=100&filter=state%3DQUEUED%20AND%20NOT%20jobId%3Dgate").json();
        if (!page.is_object() || !page.contains("jobs"))
            break;
        for (const auto& job : page["jobs"])
            m_daemon.request("POST", jobs + "/" + job["jobId"].get<std::string>() + ":cancel", "{}");
    }
    m_daemon.request("POST", jobs + "/gate:cancel", "{}");
    m_daemon.request("POST", jobs + "/blocker:cancel", "{}");
    m_daemon.waitForState("blocker", "CANCELLED", 30'000);
    m_daemon.stop();
}

void TestRequestLimits::absurdReplicaCountsAreAnsweredAtOnce_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("count");
    QTest::newRow("workerCount 10^8") << "workerCount" << "100000000";
    QTest::newRow("workerCount int64 max") << "workerCount" << "9223372036854775807";
    QTest::newRow("parameterServerCount int64 max") << "parameterServerCount" << "9223372036854775807";
    QTest::newRow("evaluatorCount 10^8") << "evaluatorCount" << "100000000";
    QTest::newRow("workerCount 1000, the first refused") << "workerCount" << "1000";
}

// Finding 1: the daemon built one plan entry per replica before any check, froze and grew ~300 MB/s.
void TestRequestLimits::absurdReplicaCountsAreAnsweredAtOnce()
{
    QFETCH(QString, field);
    QFETCH(QString, count);
    const std::string countField = field.toStdString();
    std::string typeField = countField.substr(0, countField.size() - 5) + "Type"; // workerCount -> workerType
    json job = customJob(nextId("absurd"));
    job["trainingInput"].update({ { typeField, "n1-standard-4" }, { countField, count.toStdString() } });
    const long before = rssKb(m_daemon.pid());
    const TimedReply timed = timedPost(m_daemon, jobs, job.dump(), 10'000);
    if (timed.reply.status == 0) {
        // The daemon is lost in the request: stop it before it takes the machine's memory (once: a
        // daemon that has ended has no pid, and kill(0) would signal this test's own group).
        if (m_daemon.pid() > 0) {
            for (const int pid : m_daemon.processesOfJob("blocker"))
                ::kill(pid, SIGKILL);
            m_daemon.kill9();
        }
        QFAIL(qPrintable(QStringLiteral("no answer in %1 ms; the daemon's memory grew by %2 MiB meanwhile").arg(timed.elapsedMs).arg(timed.rssGrowthKb / 1024)));
    }
    const json violation = violationOf(timed.reply, "trainingInput." + countField);
    QVERIFY2(!violation.is_null(), describe(timed.reply).c_str());
    QVERIFY2(violation["description"].get<std::string>().find("1000 replicas") != std::string::npos, violation.dump().c_str());
    QVERIFY2(timed.elapsedMs < 5'000, qPrintable(QString::number(timed.elapsedMs)));
    QCOMPARE(m_daemon.get("/healthz").status, 200);
    const long growth = rssKb(m_daemon.pid()) - before;
    QVERIFY2(growth < 16 * 1024, qPrintable(QStringLiteral("RSS grew by %1 KiB").arg(growth)));
    QCOMPARE(m_daemon.get(jobs + "/" + job["jobId"].get<std::string>()).status, 404);
}

void TestRequestLimits::replicaCeiling()
{
    // Each count within its own ceiling, 1,001 replicas together.
    json job = customJob(nextId("ceiling"));
    job["trainingInput"].update({ { "workerType", "n1-standard-4" }, { "workerCount", "500" }, { "parameterServerType", "n1-standard-4" },
        { "parameterServerCount", "500" } });
    HttpReply reply = create(job);
    json violation = violationOf(reply, "trainingInput");
    QVERIFY2(!violation.is_null(), describe(reply).c_str());
    QVERIFY(violation["description"].get<std::string>().find("1001 replicas") != std::string::npos);
    // 1,000 together: accepted (and queued behind the gate).
    job["jobId"] = nextId("ceiling");
    job["trainingInput"]["parameterServerCount"] = "499";
    reply = create(job);
    QVERIFY2(reply.status == 200, describe(reply).c_str());
    // GPUs of one replica.
    json gpus = customJob(nextId("gpus"));
    gpus["trainingInput"]["masterConfig"] = { { "acceleratorConfig", { { "type", "NVIDIA_TESLA_T4" }, { "count", "4294967297" } } } };
    reply = create(gpus);
    QVERIFY2(!violationOf(reply, "trainingInput.masterConfig.acceleratorConfig.count").is_null(), describe(reply).c_str());
}

void TestRequestLimits::replicasBeyondTheSlotsAreFailedPrecondition()
{
    // Within the ceiling but beyond --slots: still the clear FAILED_PRECONDITION naming --slots, from the counts.
    DaemonProcess small({ QStringLiteral("--slots"), QStringLiteral("2") });
    QVERIFY2(small.start(), qPrintable(small.output()));
    json job = customJob("wide");
    job["trainingInput"].update({ { "workerType", "n1-standard-4" }, { "workerCount", "999" } });
    const HttpReply reply = small.post(jobs, job);
    QCOMPARE(reply.status, 400);
    QCOMPARE(reply.json()["error"].value("status", ""), std::string("FAILED_PRECONDITION"));
    QVERIFY2(reply.json()["error"].value("message", "").find("1000 replicas but this daemon runs at most 2 at once (trainyardd --slots)")
            != std::string::npos,
        describe(reply).c_str());
    small.stop();
}

void TestRequestLimits::tuningBudget_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("value");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("maxTrials 1000") << "maxTrials" << 1000 << true;
    QTest::newRow("maxTrials 1001") << "maxTrials" << 1001 << false;
    QTest::newRow("maxTrials 10^9") << "maxTrials" << 1'000'000'000 << false;
    QTest::newRow("maxParallelTrials 1000") << "maxParallelTrials" << 1000 << true;
    QTest::newRow("maxParallelTrials 1001") << "maxParallelTrials" << 1001 << false;
    QTest::newRow("maxFailedTrials 1000") << "maxFailedTrials" << 1000 << true;
    QTest::newRow("maxFailedTrials 1001") << "maxFailedTrials" << 1001 << false;
}

// Finding 6: maxTrials 10^9 was accepted and ran until cancelled.
void TestRequestLimits::tuningBudget()
{
    QFETCH(QString, field);
    QFETCH(int, value);
    QFETCH(bool, accepted);
    json job = tuningJob(nextId("budget"));
    auto& hp = job["trainingInput"]["hyperparameters"];
    hp["maxTrials"] = field == "maxTrials" ? value : 1000;
    hp[field.toStdString()] = value;
    const HttpReply reply = create(job);
    if (accepted) {
        QVERIFY2(reply.status == 200, describe(reply).c_str());
        return;
    }
    const json violation = violationOf(reply, "trainingInput.hyperparameters." + field.toStdString());
    QVERIFY2(!violation.is_null(), describe(reply).c_str());
    QVERIFY2(violation["description"].get<std::string>().find("At most 1000") != std::string::npos, violation.dump().c_str());
}

void TestRequestLimits::parametersAndTheirValues()
{
    const auto params = [](std::size_t n) {
        json list = json::array();
        for (std::size_t i = 0; i < n; ++i)
            list.push_back({ { "parameterName", "p" + std::to_string(i) }, { "type", "DOUBLE" }, { "minValue", 0 }, { "maxValue", 1 } });
        return list;
    };
    json job = tuningJob(nextId("params"));
    job["trainingInput"]["hyperparameters"]["params"] = params(100);
    HttpReply reply = create(job);
    QVERIFY2(reply.status == 200, describe(reply).c_str());
    job["jobId"] = nextId("params");
    job["trainingInput"]["hyperparameters"]["params"] = params(101);
    reply = create(job);
    QVERIFY2(!violationOf(reply, "trainingInput.hyperparameters.params").is_null(), describe(reply).c_str());

    const auto categorical = [](std::size_t n) {
        json values = json::array();
        for (std::size_t i = 0; i < n; ++i)
            values.push_back("c" + std::to_string(i));
        return json::array({ { { "parameterName", "kind" }, { "type", "CATEGORICAL" }, { "categoricalValues", values } } });
    };
    job["jobId"] = nextId("categories");
    job["trainingInput"]["hyperparameters"]["params"] = categorical(1000);
    reply = create(job);
    QVERIFY2(reply.status == 200, describe(reply).c_str());
    job["jobId"] = nextId("categories");
    job["trainingInput"]["hyperparameters"]["params"] = categorical(1001);
    reply = create(job);
    QVERIFY2(!violationOf(reply, "trainingInput.hyperparameters.params[0].categoricalValues").is_null(), describe(reply).c_str());

    json discrete = json::array();
    for (int i = 0; i < 1001; ++i)
        discrete.push_back(i);
    job["jobId"] = nextId("discrete");
    job["trainingInput"]["hyperparameters"]["params"] = { { { "parameterName", "n" }, { "type", "DISCRETE" }, { "discreteValues", discrete } } };
    reply = create(job);
    QVERIFY2(!violationOf(reply, "trainingInput.hyperparameters.params[0].discreteValues").is_null(), describe(reply).c_str());
    discrete.erase(discrete.end() - 1);
    job["jobId"] = nextId("discrete");
    job["trainingInput"]["hyperparameters"]["params"][0]["discreteValues"] = discrete;
    reply = create(job);
    QVERIFY2(reply.status == 200, describe(reply).c_str());
}

void TestRequestLimits::labelsAndJobId_data()
{
    QTest::addColumn<QString>("mutation");
    QTest::addColumn<QString>("refusedField"); // empty: accepted
    QTest::newRow("64 labels") << "labels:64" << "";
    QTest::newRow("65 labels") << "labels:65" << "labels";
    QTest::newRow("key of 63") << "key:63" << "";
    QTest::newRow("key of 64") << "key:64" << "labels.k";
    QTest::newRow("value of 63") << "value:63" << "";
    QTest::newRow("value of 64") << "value:64" << "labels.team";
    QTest::newRow("uppercase key") << "key:Team" << "labels.Team";
    QTest::newRow("key starting with a digit") << "key:1team" << "labels.1team";
    QTest::newRow("jobId of 128") << "jobId:128" << "";
    QTest::newRow("jobId of 129") << "jobId:129" << "jobId";
}

// Google's label rules and job id length, on create and on patch (the spec library's rules, reused).
void TestRequestLimits::labelsAndJobId()
{
    QFETCH(QString, mutation);
    QFETCH(QString, refusedField);
    const std::string kind = mutation.section(QLatin1Char(':'), 0, 0).toStdString();
    const std::string arg = mutation.section(QLatin1Char(':'), 1).toStdString();
    const bool numeric = !arg.empty() && std::isdigit(static_cast<unsigned char>(arg[0])) && arg.find_first_not_of("0123456789") == std::string::npos;
    const std::size_t n = numeric ? std::stoul(arg) : 0;
    json job = envdumpJob(nextId("labels"));
    json labels = json::object();
    if (kind == "labels") {
        for (std::size_t i = 0; i < n; ++i)
            labels["l" + std::to_string(i)] = "v";
    } else if (kind == "key" && numeric) {
        labels["k" + std::string(n - 1, 'k')] = "v";
    } else if (kind == "key") {
        labels[arg] = "v";
    } else if (kind == "value") {
        labels["team"] = std::string(n, 'v');
    } else if (kind == "jobId") {
        job["jobId"] = "j" + std::string(n - 1, '_');
    }
    if (!labels.empty())
        job["labels"] = labels;
    std::string field = refusedField.toStdString();
    if (field == "labels.k")
        field = "labels.k" + std::string(n - 1, 'k');
    const HttpReply reply = create(job);
    if (field.empty()) {
        QVERIFY2(reply.status == 200, describe(reply).c_str());
    } else {
        QVERIFY2(!violationOf(reply, field).is_null(), describe(reply).c_str());
    }
    if (kind == "jobId" || labels.empty())
        return;
    // The same labels by patch, on a job that was created without them.
    const std::string id = nextId("patched");
    QCOMPARE(create(envdumpJob(id)).status, 200);
    const HttpReply patched = m_daemon.request("PATCH", jobs + "/" + id + "?updateMask=labels", json { { "labels", labels } }.dump());
    if (field.empty()) {
        QVERIFY2(patched.status == 200, describe(patched).c_str());
    } else {
        QVERIFY2(!violationOf(patched, field).is_null(), describe(patched).c_str());
    }
}

void TestRequestLimits::unknownMembersAreRefused_data()
{
    QTest::addColumn<QString>("member"); // dotted path, [0] for the first item of a list
    QTest::addColumn<QString>("parent"); // as the message names it
    QTest::newRow("top level") << "foo" << "";
    QTest::newRow("trainingInput") << "trainingInput.fooBar" << "trainingInput";
    QTest::newRow("accelerator") << "trainingInput.masterConfig.acceleratorConfig.kind" << "trainingInput.masterConfig.acceleratorConfig";
    QTest::newRow("scheduling") << "trainingInput.scheduling.maxRunTime" << "trainingInput.scheduling";
    QTest::newRow("a parameter") << "trainingInput.hyperparameters.params[0].stepSize" << "trainingInput.hyperparameters.params[0]";
    QTest::newRow("an output field's member") << "trainingOutput.fooBar" << "trainingOutput";
}

// Finding 6: unknown members were accepted (Google answers 400 INVALID_ARGUMENT naming each).
void TestRequestLimits::unknownMembersAreRefused()
{
    QFETCH(QString, member);
    QFETCH(QString, parent);
    json job = tuningJob(nextId("unknown"));
    json* node = &job;
    const QStringList parts = member.split(QLatin1Char('.'));
    for (int i = 0; i + 1 < parts.size(); ++i) {
        QString part = parts[i];
        const bool first = part.endsWith(QStringLiteral("[0]"));
        if (first)
            part.chop(3);
        node = &(*node)[part.toStdString()];
        if (first)
            node = &(*node)[0];
    }
    const std::string name = parts.back().toStdString();
    (*node)[name] = 1;
    const HttpReply reply = create(job);
    const json violation = violationOf(reply, member.toStdString());
    QVERIFY2(!violation.is_null(), describe(reply).c_str());
    const std::string expected = "Invalid JSON payload received. Unknown name \"" + name + "\""
        + (parent.isEmpty() ? std::string() : " at '" + parent.toStdString() + "'") + ": Cannot find field.";
    QCOMPARE(violation["description"].get<std::string>(), expected);
    QCOMPARE(reply.json()["error"].value("message", ""), expected);
    QCOMPARE(m_daemon.get(jobs + "/" + job["jobId"].get<std::string>()).status, 404);

    // Two at once: each named.
    job["trainingInput"]["otherThing"] = true;
    const HttpReply both = create(job);
    QVERIFY2(!violationOf(both, member.toStdString()).is_null() && !violationOf(both, "trainingInput.otherThing").is_null(), describe(both).c_str());
}

void TestRequestLimits::unknownMembersInAPatch()
{
    const std::string id = nextId("patch");
    QCOMPARE(create(envdumpJob(id)).status, 200);
    const HttpReply reply = m_daemon.request("PATCH", jobs + "/" + id + "?updateMask=labels", R"({"labels": {"a": "b"}, "lables": {"a": "b"}})");
    const json violation = violationOf(reply, "lables");
    QVERIFY2(!violation.is_null(), describe(reply).c_str());
    QCOMPARE(m_daemon.get(jobs + "/" + id).json().contains("labels"), false);
}

void TestRequestLimits::extensionFieldStaysAccepted()
{
    json job = envdumpJob(nextId("interpreter"));
    job["trainingInput"]["pythonInterpreter"] = "/usr/bin/python3";
    const HttpReply reply = create(job);
    QVERIFY2(reply.status == 200, describe(reply).c_str());
    QCOMPARE(reply.json()["trainingInput"].value("pythonInterpreter", ""), std::string("/usr/bin/python3"));
    job["jobId"] = nextId("interpreter");
    job["trainingInput"]["pythonInterpreter"] = 3;
    QVERIFY(!violationOf(create(job), "trainingInput.pythonInterpreter").is_null());
}

void TestRequestLimits::relativePaths_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("package relative") << "packageUris" << "examples/digits" << false;
    QTest::newRow("package ./") << "packageUris" << "./trainer.tar.gz" << false;
    QTest::newRow("package file:// relative") << "packageUris" << "file://trainer.tar.gz" << false;
    QTest::newRow("package file:// absolute") << "packageUris" << "file:///tmp/trainer.tar.gz" << true;
    QTest::newRow("package gs:// (fails in PREPARING, as before)") << "packageUris" << "gs://bucket/trainer.tar.gz" << true;
    QTest::newRow("jobDir relative") << "jobDir" << "output/run1" << false;
    QTest::newRow("jobDir absolute") << "jobDir" << "/tmp/run1" << true;
    QTest::newRow("jobDir gs:// (fails in PREPARING, as before)") << "jobDir" << "gs://bucket/run1" << true;
    QTest::newRow("interpreter bare name") << "pythonInterpreter" << "python3" << false;
    QTest::newRow("interpreter relative") << "pythonInterpreter" << "venv/bin/python" << false;
}

// Finding 6: relative packageUris resolved against the daemon's working directory.
void TestRequestLimits::relativePaths()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(bool, accepted);
    json job = envdumpJob(nextId("paths"));
    std::string path = "trainingInput." + field.toStdString();
    if (field == "packageUris") {
        job["trainingInput"]["packageUris"] = { job["trainingInput"]["packageUris"][0], value.toStdString() };
        path += "[1]";
    } else {
        job["trainingInput"][field.toStdString()] = value.toStdString();
    }
    const HttpReply reply = create(job);
    if (accepted) {
        QVERIFY2(reply.status == 200, describe(reply).c_str());
        return;
    }
    const json violation = violationOf(reply, path);
    QVERIFY2(!violation.is_null(), describe(reply).c_str());
    QVERIFY(violation["description"].get<std::string>().find("relative path") != std::string::npos);
}

void TestRequestLimits::argsCount()
{
    json job = envdumpJob(nextId("args"));
    job["trainingInput"]["args"] = std::vector<std::string>(10'000, "a");
    HttpReply reply = create(job);
    QVERIFY2(reply.status == 200, describe(reply).c_str());
    job["jobId"] = nextId("args");
    job["trainingInput"]["args"] = std::vector<std::string>(10'001, "a");
    reply = create(job);
    QVERIFY2(!violationOf(reply, "trainingInput.args").is_null(), describe(reply).c_str());
}

std::size_t TestRequestLimits::largestAccepted(std::size_t low, std::size_t high, const std::function<json(std::size_t)>& makeJob)
{
    while (high - low > 1) {
        const std::size_t middle = low + (high - low) / 2;
        const json job = makeJob(middle);
        const HttpReply reply = create(job);
        if (reply.status == 200) {
            low = middle;
            m_daemon.request("POST", jobs + "/" + job["jobId"].get<std::string>() + ":cancel", "{}");
        } else {
            high = middle;
        }
    }
    return low;
}

std::string TestRequestLimits::runToEnd(const json& job, rlim_t stack)
{
    DaemonProcess runner;
    if (!runner.start() || !setStackLimit(runner.pid(), stack))
        return "no daemon";
    const HttpReply reply = runner.post(jobs, job);
    if (reply.status != 200)
        return describe(reply);
    const json ended = runner.waitForState(job["jobId"].get<std::string>(), "SUCCEEDED,FAILED,CANCELLED", 60'000);
    runner.stop();
    return ended.value("state", "") + " " + ended.value("errorMessage", "");
}

// One argument, and TF_CONFIG and CLUSTER_SPEC (which carry the whole trainingInput), each hold at most
// 131,072 bytes on Linux: beyond, every replica failed with a bare "exec failed".
void TestRequestLimits::oneArgumentOverTheKernelLimit()
{
    json job = envdumpJob("arg00000000");
    job["trainingInput"]["args"] = { std::string(131'072, 'x') };
    HttpReply reply = create(job);
    json violation = violationOf(reply, "trainingInput.args[0]");
    QVERIFY2(!violation.is_null(), describe(reply).c_str());
    QVERIFY(violation["description"].get<std::string>().find("MAX_ARG_STRLEN") != std::string::npos);

    // 100 arguments of 1,400 bytes: each fine, the trainingInput too large for one environment variable.
    job["trainingInput"]["args"] = std::vector<std::string>(100, std::string(1'400, 'x'));
    reply = create(job);
    violation = violationOf(reply, "trainingInput.args");
    QVERIFY2(!violation.is_null(), describe(reply).c_str());
    QVERIFY(violation["description"].get<std::string>().find("TF_CONFIG") != std::string::npos);

    // The largest accepted one really runs, and the estimate gives away at most 4 KiB of the limit.
    int probe = 0;
    const auto sized = [&probe](std::size_t bytes) {
        char id[16];
        std::snprintf(id, sizeof id, "arg%08d", ++probe); // ids of one length: the estimate counts them
        json j = envdumpJob(id);
        j["trainingInput"]["args"] = { std::string(bytes, 'x') };
        return j;
    };
    const std::size_t largest = largestAccepted(1'000, 131'072, sized);
    qInfo("largest single argument accepted: %zu bytes", largest);
    QVERIFY2(largest > 131'072 - 4'096, qPrintable(QString::number(largest)));
    const json last = sized(largest);
    const std::string state = runToEnd(last, 8 * 1024 * 1024);
    QVERIFY2(state.starts_with("SUCCEEDED"), state.c_str());
}

// The command line and environment together: at most sysconf(_SC_ARG_MAX), a quarter of the stack
// limit. A daemon with a 1 MiB stack limit has 256 KiB for both; its replicas fork from it and exec
// under the same limit.
void TestRequestLimits::argumentsOverTheSystemLimit()
{
    constexpr rlim_t stack = 1024 * 1024;
    QVERIFY(setStackLimit(m_daemon.pid(), stack));
    int probe = 0;
    const auto sized = [&probe](std::size_t bytes) {
        char id[16];
        std::snprintf(id, sizeof id, "sys%08d", ++probe);
        json j = envdumpJob(id);
        j["trainingInput"]["args"] = std::vector<std::string>(bytes / 1'000, std::string(999, 'y'));
        return j;
    };
    const HttpReply reply = create(sized(120'000));
    const json violation = violationOf(reply, "trainingInput.args");
    const std::size_t largest = violation.is_null() ? 0 : largestAccepted(1'000, 120'000, sized);
    QVERIFY(setStackLimit(m_daemon.pid(), 8 * 1024 * 1024));
    QVERIFY2(!violation.is_null(), describe(reply).c_str());
    const std::string description = violation["description"].get<std::string>();
    QVERIFY2(description.find("sysconf(_SC_ARG_MAX)") != std::string::npos && description.find("262144") != std::string::npos, description.c_str());
    qInfo("largest command line accepted under a 256 KiB limit: %zu bytes of args", largest);
    QVERIFY2(largest > 60'000, qPrintable(QString::number(largest)));
    const std::string state = runToEnd(sized(largest), stack);
    QVERIFY2(state.starts_with("SUCCEEDED"), state.c_str());
}

void TestRequestLimits::pageSizesAndFilter_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("count"); // jobs or lines in the answer, -1: not checked
    QTest::newRow("list pageSize 100") << "?pageSize=100" << 200 << "" << 100;
    QTest::newRow("list pageSize 1000 is clamped") << "?pageSize=1000" << 200 << "" << 100;
    QTest::newRow("list pageSize 0 is the default") << "?pageSize=0" << 200 << "" << 20;
    QTest::newRow("list pageSize -1") << "?pageSize=-1" << 400 << "pageSize" << -1;
    QTest::newRow("list pageSize not a number") << "?pageSize=ten" << 400 << "pageSize" << -1;
    QTest::newRow("list pageSize 12abc") << "?pageSize=12abc" << 400 << "pageSize" << -1;
    QTest::newRow("list pageSize beyond int64") << "?pageSize=99999999999999999999" << 400 << "pageSize" << -1;
    QTest::newRow("list pageToken 12abc") << "?pageToken=12abc" << 400 << "pageToken" << -1;
    QTest::newRow("list pageToken -1") << "?pageToken=-1" << 400 << "pageToken" << -1;
    QTest::newRow("filter of 4096") << "?filter=jobId:" + QString(4'090, QLatin1Char('a')) << 200 << "" << 0;
    QTest::newRow("filter of 4097") << "?filter=jobId:" + QString(4'091, QLatin1Char('a')) << 400 << "filter" << -1;
    QTest::newRow("logs pageSize not a number") << "/blocker/logs?pageSize=all" << 400 << "pageSize" << -1;
    QTest::newRow("logs pageSize 3") << "/blocker/logs?pageSize=3" << 200 << "" << 3;
    QTest::newRow("logs since not a number") << "/blocker/logs?since=start" << 400 << "since" << -1;
    QTest::newRow("attributes pageSize not a number") << "/blocker/logs:attributes?pageSize=x" << 400 << "pageSize" << -1;
    QTest::newRow("logs pageSize -5 is 1") << "/blocker/logs?pageSize=-5" << 200 << "" << 1;
    QTest::newRow("logs pageSize 10^6 is 10000") << "/blocker/logs?pageSize=1000000" << 200 << "" << -1;
    QTest::newRow("resources pageSize 2.5") << "/blocker/resources?pageSize=2.5" << 400 << "pageSize" << -1;
    QTest::newRow("search maxMatches not a number") << "/blocker/logs:search?pattern=a&maxMatches=many" << 400 << "maxMatches" << -1;
}

void TestRequestLimits::pageSizesAndFilter()
{
    QFETCH(QString, query);
    QFETCH(int, status);
    QFETCH(QString, field);
    QFETCH(int, count);
    // Enough jobs for a full page of 100 (they wait behind the gate).
    if (!m_filled) {
        for (int i = 0; i < 100; ++i)
            QCOMPARE(create(envdumpJob(nextId("filler"))).status, 200);
        m_filled = true;
    }
    if (query.contains(QStringLiteral("/logs?pageSize=3"))) // the blocker has printed 3 lines by now
        QTRY_VERIFY_WITH_TIMEOUT(std::stoll(m_daemon.get(jobs + "/blocker/logs?pageSize=1").json().value("total", "0")) >= 3, 20'000);
    const HttpReply reply = m_daemon.get(jobs + query.toStdString());
    QVERIFY2(reply.status == status, describe(reply).c_str());
    if (!field.isEmpty())
        QVERIFY2(!violationOf(reply, field.toStdString()).is_null(), describe(reply).c_str());
    if (count >= 0) {
        const json body = reply.json();
        const json items = body.contains("lines") ? body["lines"] : body.value("jobs", json::array());
        QCOMPARE(static_cast<int>(items.size()), count);
    }
}

QTEST_GUILESS_MAIN(TestRequestLimits)
#include "tst_requestlimits.moc"
