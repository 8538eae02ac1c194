// Trial deltas on jobs:watch against the real trainyardd (docs/api.md, "jobs:watch"): a real tuning job
// of tests/fixtures/trainers/tunable watched by two RestBackends at once, one that asked for deltas
// (Backend::setTrialDeltas) and one that did not. The delta watcher, applying each delta with
// spec::applyTrialDelta to the document it holds, has after every event the document the other watcher
// got whole for the same event, and at the end what getJob answers; the old watcher gets whole
// documents and never a delta.

#include "client/restbackend.h"
#include "spec/jsoncodec.h"
#include "spec/trialdelta.h"

#include "daemonprocess.h"

#include <QSignalSpy>
#include <QTest>

#include <map>

using namespace trainyard::client;
using trainyard::test::DaemonProcess;
using json = nlohmann::json;
namespace spec = trainyard::spec;

namespace {

// Well inside the test's ctest timeout (150 s), so that a job that does not end is told with the
// daemon's state and stacks rather than cut off by ctest.
constexpr int jobTimeoutMs = 75'000;

bool finished(const std::string& state)
{
    return state == "SUCCEEDED" || state == "FAILED" || state == "CANCELLED";
}

bool hasTrials(const spec::Job& job)
{
    return job.trainingOutput && job.trainingOutput->trials;
}

} // namespace

class TestTrialDeltas : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
        Endpoint endpoint;
        endpoint.baseUrl = "http://localhost";
        endpoint.unixSocket = m_daemon.socketPath().toStdString();
        endpoint.project = "local";
        m_deltas = std::make_unique<RestBackend>(QStringLiteral("deltas"), m_transport, endpoint);
        m_whole = std::make_unique<RestBackend>(QStringLiteral("whole"), m_transport, endpoint);
        m_deltas->setTrialDeltas(true);
        for (RestBackend* backend : { m_deltas.get(), m_whole.get() }) {
            QSignalSpy settled(backend, &Backend::watchSettled);
            backend->connectBackend();
            backend->watchJobs([this, backend](const spec::Transition& t) { m_seen[backend].push_back(t); });
            QVERIFY(settled.wait(10'000) || settled.count() > 0);
        }
    }
    void cleanupTestCase()
    {
        m_deltas.reset();
        m_whole.reset();
        m_daemon.stop();
    }

    void deltasRebuildTheWholeDocument()
    {
        const std::string fixtures = TRAINYARD_FIXTURES;
        json job = trainyard::test::exampleJob("deltas_1", "digits", "tunable.task", { "--steps", "40", "--step-seconds", "0.05" });
        job["trainingInput"]["packageUris"] = { fixtures + "/trainers/tunable", trainyard::test::examplesDir().toStdString() + "/digits" };
        job["trainingInput"]["hyperparameters"] = { { "goal", "MAXIMIZE" }, { "hyperparameterMetricTag", "score" }, { "algorithm", "GRID_SEARCH" },
            { "maxTrials", 6 }, { "maxParallelTrials", 2 },
            { "params", json::array({ { { "parameterName", "y" }, { "type", "INTEGER" }, { "minValue", 1 }, { "maxValue", 6 } } }) } };
        QCOMPARE(m_daemon.post("/v1/projects/local/jobs", job).status, 200);
        const auto ended = [this](RestBackend* backend) {
            const auto& seen = m_seen[backend];
            return std::any_of(seen.begin(), seen.end(), [](const spec::Transition& t) { return t.jobId == "deltas_1" && finished(t.state); });
        };
        if (!QTest::qWaitFor([&] { return ended(m_deltas.get()) && ended(m_whole.get()); }, jobTimeoutMs))
            QFAIL(qPrintable(describeWait("deltas_1")));

        std::map<std::int64_t, spec::Transition> whole;
        for (const spec::Transition& t : m_seen[m_whole.get()]) {
            if (t.jobId != "deltas_1")
                continue;
            QVERIFY2(!t.trialDelta, "a watcher that did not ask got a trial delta");
            QVERIFY(t.job);
            if (t.previousState == "RUNNING" && t.state == "RUNNING")
                QVERIFY(hasTrials(*t.job)); // today's events: the whole document
            whole.emplace(t.id, t);
        }
        std::optional<spec::Job> held;
        int deltas = 0, continued = 0, events = 0;
        for (const spec::Transition& t : m_seen[m_deltas.get()]) {
            if (t.jobId != "deltas_1")
                continue;
            ++events;
            QVERIFY(t.job);
            if (t.trialDelta) {
                ++deltas;
                QCOMPARE(t.previousState, std::string("RUNNING"));
                QCOMPARE(t.state, std::string("RUNNING"));
                QVERIFY2(!hasTrials(*t.job), "a delta's job carries its trials");
                QVERIFY(held);
                for (const spec::TrialChange& change : t.trialDelta->trials)
                    continued += change.afterStep ? 1 : 0;
                QVERIFY2(spec::applyTrialDelta(*held, *t.job, *t.trialDelta), ("event " + std::to_string(t.id)).c_str());
            } else {
                held = *t.job;
            }
            const auto other = whole.find(t.id);
            QVERIFY2(other != whole.end(), ("the old watcher lacks event " + std::to_string(t.id)).c_str());
            QVERIFY2(*held == *other->second.job,
                ("event " + std::to_string(t.id) + ": the document rebuilt from deltas differs from the whole one: " + spec::toJsonText(*held, -1)
                    + " vs " + spec::toJsonText(*other->second.job, -1))
                    .c_str());
        }
        QCOMPARE(static_cast<std::size_t>(events), whole.size());
        QVERIFY2(deltas >= 6, std::to_string(deltas).c_str()); // each trial's start and end after the first
        QVERIFY2(continued > 0, "no trial was continued from a step");

        std::optional<spec::Job> read;
        m_deltas->getJob("deltas_1", [&](ApiResult<spec::Job> result) {
            QVERIFY(std::holds_alternative<spec::Job>(result));
            read = std::get<spec::Job>(std::move(result));
        });
        QTRY_VERIFY_WITH_TIMEOUT(read.has_value(), 10'000);
        QVERIFY(held);
        QVERIFY(*held == *read);
    }

    void anythingButTrueOrFalseIsRefused()
    {
        const auto reply = m_daemon.get("/v1/projects/local/jobs:watch?trialDeltas=maybe");
        QCOMPARE(reply.status, 400);
        QVERIFY2(reply.body.find("trialDeltas") != std::string::npos, reply.body.c_str());
    }

private:
    // Why the wait for the job's end failed: what the daemon says of the job, what each watcher saw
    // last, and the daemon's stacks.
    QString describeWait(const std::string& jobId)
    {
        const auto reply = m_daemon.get("/v1/projects/local/jobs/" + jobId);
        QString text = QStringLiteral("the daemon answers %1 for %2: state %3\n")
                           .arg(reply.status)
                           .arg(QString::fromStdString(jobId), QString::fromStdString(reply.status == 200 ? reply.json().value("state", "") : reply.body));
        for (RestBackend* backend : { m_deltas.get(), m_whole.get() }) {
            const auto& seen = m_seen[backend];
            text += QStringLiteral("watcher %1 saw %2 events, the last: ").arg(backend->name()).arg(seen.size());
            for (auto t = seen.size() > 3 ? seen.end() - 3 : seen.begin(); t != seen.end(); ++t)
                text += QStringLiteral("#%1 %2 %3→%4; ").arg(t->id).arg(QString::fromStdString(t->jobId), QString::fromStdString(t->previousState), QString::fromStdString(t->state));
            text += QLatin1Char('\n');
        }
        return text + m_daemon.describeStuckDaemon();
    }

    DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("4") } };
    HttpTransport m_transport;
    std::unique_ptr<RestBackend> m_deltas;
    std::unique_ptr<RestBackend> m_whole;
    std::map<RestBackend*, std::vector<spec::Transition>> m_seen;
};

QTEST_MAIN(TestTrialDeltas)
#include "tst_trialdeltas.moc"
