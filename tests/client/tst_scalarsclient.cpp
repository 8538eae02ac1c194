// RestBackend's scalars calls against the real trainyardd (docs/api.md, "Scalars"): a job whose trainer
// writes TensorBoard event files while it runs (tests/fixtures/trainers/tbsteps through the tests' own
// writer tbwriter.py), followed with the Metrics tab's query until the stream ends, every point exactly
// once; a follow from a cursor delivers only what came after it; readScalars with filters; a job
// without a folder says why in info.status; an unknown job fails the stream with NOT_FOUND.

#include "client/restbackend.h"

#include "daemonprocess.h"

#include <QTest>

#include <map>
#include <tuple>

using namespace trainyard::client;
using trainyard::test::DaemonProcess;
using json = nlohmann::json;
namespace spec = trainyard::spec;

namespace {

constexpr int jobTimeoutMs = 90'000;
const std::string jobsPath = "/v1/projects/local/jobs";
const std::string writer = TRAINYARD_FIXTURES "/tensorboard/tbwriter.py";
const std::string trainers = TRAINYARD_FIXTURES "/trainers/tbsteps";

json tbstepsJob(const std::string& id, const std::string& jobDir, int steps, int batch, double pause)
{
    json job = trainyard::test::exampleJob(id, "digits", "tbsteps.task",
        { "--writer", writer, "--steps", std::to_string(steps), "--batch", std::to_string(batch), "--pause", std::to_string(pause) });
    job["trainingInput"]["packageUris"] = { trainers, trainyard::test::examplesDir().toStdString() + "/digits" };
    if (!jobDir.empty())
        job["trainingInput"]["jobDir"] = jobDir;
    return job;
}

using Key = std::tuple<std::string, std::string, std::int64_t>; // run, tag, step

void count(const spec::ScalarWindow& window, std::map<Key, int>& seen)
{
    for (const auto& s : window.series)
        for (const auto& p : s.points)
            ++seen[{ s.run, s.tag, p.step }];
}

// What tbsteps writes: train/loss at every step, validation/accuracy at each batch's last step.
std::map<Key, int> expected(int steps, int batch)
{
    std::map<Key, int> out;
    for (int s = 0; s < steps; ++s)
        out[{ "train", "loss", s }] = 1;
    for (int start = 0; start < steps; start += batch)
        out[{ "validation", "accuracy", std::min(start + batch, steps) - 1 }] = 1;
    return out;
}

struct Followed {
    std::vector<spec::ScalarWindow> windows;
    bool ended = false;
    std::optional<ApiError> error;
};

} // namespace

class TestScalarsClient : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
        Endpoint endpoint;
        endpoint.baseUrl = "http://localhost";
        endpoint.unixSocket = m_daemon.socketPath().toStdString();
        endpoint.project = "local";
        m_backend = std::make_unique<RestBackend>(QStringLiteral("daemon"), m_transport, endpoint);
        m_backend->connectBackend();
        QTRY_VERIFY_WITH_TIMEOUT(m_backend->status().state == ConnectionState::Connected, 10'000);
    }
    void cleanupTestCase()
    {
        m_backend.reset();
        m_daemon.stop();
    }

    void followsALiveJobExactlyOnce()
    {
        const std::string dir = m_daemon.tempPath("jobs/sc-live").toStdString();
        QCOMPARE(m_daemon.post(jobsPath, tbstepsJob("scc_live", dir, 30, 5, 0.3)).status, 200);
        Followed f;
        spec::ScalarQuery query;
        query.maxPoints = 2000; // the Metrics tab's
        m_backend->followScalars(
            "scc_live", query, [&](const spec::ScalarWindow& w) { f.windows.push_back(w); },
            [&](std::optional<ApiError> error) {
                f.ended = true;
                f.error = std::move(error);
            });
        QVERIFY(QTest::qWaitFor([&] { return f.ended; }, jobTimeoutMs));
        QVERIFY2(!f.error, f.error ? f.error->message.c_str() : "");
        QVERIFY(!f.windows.empty());
        // The first window comes at once, for its info: where the daemon looks.
        QVERIFY(!f.windows.front().info.logRoots.empty());
        std::map<Key, int> seen;
        std::int64_t cursor = 0;
        for (const auto& w : f.windows) {
            QVERIFY(w.nextSince >= cursor); // the cursor never goes back
            cursor = w.nextSince;
            count(w, seen);
        }
        QCOMPARE(seen, expected(30, 5));
        QVERIFY(f.windows.size() > 2); // it was live: more than the first window and the last
        QCOMPARE(cursor, static_cast<std::int64_t>(expected(30, 5).size()));

        // From a cursor: only what came after it, then the end (the job has finished).
        Followed rest;
        query.since = 20;
        m_backend->followScalars(
            "scc_live", query, [&](const spec::ScalarWindow& w) { rest.windows.push_back(w); },
            [&](std::optional<ApiError> error) {
                rest.ended = true;
                rest.error = std::move(error);
            });
        QVERIFY(QTest::qWaitFor([&] { return rest.ended; }, 30'000));
        QVERIFY(!rest.error);
        std::size_t points = 0;
        for (const auto& w : rest.windows)
            for (const auto& s : w.series)
                points += s.points.size();
        QCOMPARE(points, expected(30, 5).size() - 20);
        QVERIFY(rest.windows.back().complete);
    }

    void readsWithFilters()
    {
        const std::string dir = m_daemon.tempPath("jobs/sc-read").toStdString();
        QCOMPARE(m_daemon.post(jobsPath, tbstepsJob("scc_read", dir, 40, 20, 0)).status, 200);
        m_daemon.waitForState("scc_read", "SUCCEEDED", jobTimeoutMs);
        std::optional<ApiResult<spec::ScalarWindow>> answer;
        spec::ScalarQuery query;
        query.tags = { "loss" };
        query.maxPoints = 10;
        m_backend->readScalars("scc_read", query, [&](ApiResult<spec::ScalarWindow> result) { answer = std::move(result); });
        QVERIFY(QTest::qWaitFor([&] { return answer.has_value(); }, 30'000));
        if (const auto* error = std::get_if<ApiError>(&*answer))
            QFAIL(error->message.c_str());
        const auto& window = std::get<spec::ScalarWindow>(*answer);
        QCOMPARE(window.series.size(), std::size_t(1));
        const auto& loss = window.series.at(0);
        QCOMPARE(loss.tag, std::string("loss"));
        QVERIFY(window.downsampled);
        QVERIFY(!loss.points.empty() && loss.points.size() <= 10);
        QCOMPARE(loss.points.at(0).step, 0);
        QCOMPARE(loss.points.back().step, 39);
        QCOMPARE(loss.points.back().value, 39 / 4.0); // tbwriter: step / 4
    }

    void saysWhyAJobHasNoScalars()
    {
        QCOMPARE(m_daemon.post(jobsPath, tbstepsJob("scc_nofolder", {}, 2, 2, 0)).status, 200);
        std::optional<ApiResult<spec::ScalarWindow>> answer;
        m_backend->readScalars("scc_nofolder", {}, [&](ApiResult<spec::ScalarWindow> result) { answer = std::move(result); });
        QVERIFY(QTest::qWaitFor([&] { return answer.has_value(); }, 30'000));
        if (const auto* error = std::get_if<ApiError>(&*answer))
            QFAIL(error->message.c_str());
        const auto& window = std::get<spec::ScalarWindow>(*answer);
        QVERIFY(window.series.empty());
        QVERIFY2(!window.info.status.empty(), "no status for a job without a folder");

        Followed missing;
        m_backend->followScalars(
            "no_such_job", {}, [&](const spec::ScalarWindow& w) { missing.windows.push_back(w); },
            [&](std::optional<ApiError> error) {
                missing.ended = true;
                missing.error = std::move(error);
            });
        QVERIFY(QTest::qWaitFor([&] { return missing.ended; }, 30'000));
        QVERIFY(missing.error);
        QCOMPARE(missing.error->status, std::string("NOT_FOUND"));
        m_daemon.waitForState("scc_nofolder", "SUCCEEDED,FAILED", jobTimeoutMs);
    }

private:
    DaemonProcess m_daemon;
    HttpTransport m_transport;
    std::unique_ptr<RestBackend> m_backend;
};

QTEST_GUILESS_MAIN(TestScalarsClient)
#include "tst_scalarsclient.moc"
