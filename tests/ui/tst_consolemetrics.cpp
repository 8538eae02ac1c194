// The Metrics tab end to end, offscreen, against the real daemon running the real digits example, whose
// trainer writes TensorBoard event files as it trains (examples/digits/trainer/eventwriter.py): its
// curves appear while the job runs, and once it has ended the tab holds every point the trainer wrote,
// each exactly once, equal to what the daemon's …/scalars answers from the files. A study of it shows
// every trial's curves, run by run, beside the trials' hypertune reports.

#include "consoletest.h"

#include "console/backendsession.h"
#include "models/scalarset.h"
#include "ui/jobdetailview.h"
#include "ui/mainwindow.h"
#include "ui/metrics/metricsview.h"

#include <QSignalSpy>
#include <QTest>

#include <set>

using namespace trainyard;

namespace {

constexpr int epochs = 8;

nlohmann::json digits(const test::DaemonProcess& daemon, const std::string& id)
{
    nlohmann::json job = test::exampleJob(id, "digits", "trainer.task", { "--epochs", std::to_string(epochs), "--epoch-seconds", "0.4" });
    job["trainingInput"]["jobDir"] = daemon.tempPath(QString::fromStdString(id)).toStdString();
    return job;
}

std::size_t pointsOf(const ui::MetricsView& view, const QString& tag)
{
    std::size_t n = 0;
    for (const auto* line : view.scalars().linesOf(tag))
        n += line->steps.size();
    return n;
}

const models::ScalarLine* lineOf(const ui::MetricsView& view, const QString& run, const QString& tag)
{
    for (const auto* line : view.scalars().linesOf(tag))
        if (line->run == run)
            return line;
    return nullptr;
}

} // namespace

class TestConsoleMetrics : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_daemon.start()); }
    void cleanupTestCase() { m_daemon.stop(); }

    void aPlainJobsCurvesLiveAndExactlyOnce()
    {
        ui::MainWindow window(test::consoleOptions(m_daemon));
        window.resize(1366, 768);
        window.show();
        ui::BackendSession* session = window.sessions().value(0);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->backend()->status().state == client::ConnectionState::Connected, 10'000);

        const QString id = QStringLiteral("digits_curves");
        QCOMPARE(m_daemon.post("/v1/projects/local/jobs", digits(m_daemon, id.toStdString())).status, 200);
        QTRY_VERIFY_WITH_TIMEOUT(window.selectJob(id), 10'000);
        window.detail()->showMetrics();
        ui::MetricsView& view = *window.detail()->metricsView();
        QVERIFY(view.isActive());

        // Live: the loss curve has points, but not all of them, while the job still runs.
        QTRY_VERIFY_WITH_TIMEOUT(pointsOf(view, QStringLiteral("loss")) > 0, 60'000);
        const std::size_t seenLive = pointsOf(view, QStringLiteral("loss"));
        QVERIFY2(seenLive < std::size_t(epochs), qPrintable(QStringLiteral("%1 loss points before the job ended").arg(seenLive)));

        QTRY_VERIFY_WITH_TIMEOUT(view.streamEnded(), 120'000);
        QCOMPARE(test::stateOf(session, id), std::string("SUCCEEDED"));

        // Every point once: train/loss, train/accuracy, validation/accuracy at epochs 1…8.
        QCOMPARE(view.scalars().tags(), (QStringList { QStringLiteral("accuracy"), QStringLiteral("loss") }));
        const nlohmann::json served = m_daemon.get("/v1/projects/local/jobs/" + id.toStdString() + "/scalars").json();
        const auto window2 = spec::scalarWindowFromJson(served);
        QVERIFY(window2);
        QCOMPARE(window2->series.size(), std::size_t(3));
        for (const auto& series : window2->series) {
            const auto* line = lineOf(view, QString::fromStdString(series.run), QString::fromStdString(series.tag));
            QVERIFY2(line, (series.run + "/" + series.tag).c_str());
            QCOMPARE(line->steps.size(), std::size_t(epochs));
            QCOMPARE(series.points.size(), std::size_t(epochs));
            for (std::size_t i = 0; i < series.points.size(); ++i) {
                QCOMPARE(line->steps[i], double(i + 1));
                QCOMPARE(line->steps[i], double(series.points[i].step));
                QCOMPARE(line->values[i], series.points[i].value);
            }
        }
        // The chart of a tag draws one line per run, in the runs' colours.
        QVERIFY(view.chart(QStringLiteral("accuracy")));
        QCOMPARE(view.scalars().linesOf(QStringLiteral("accuracy")).size(), std::size_t(2));
    }

    void aStudyShowsEveryTrialsCurves()
    {
        ui::MainWindow window(test::consoleOptions(m_daemon));
        window.resize(1366, 768);
        window.show();
        ui::BackendSession* session = window.sessions().value(0);
        QTRY_VERIFY_WITH_TIMEOUT(session->backend()->status().state == client::ConnectionState::Connected, 10'000);

        nlohmann::json job = digits(m_daemon, "digits_study_curves");
        job["trainingInput"]["args"] = { "--epochs", "3", "--epoch-seconds", "0" };
        job["trainingInput"]["hyperparameters"] = {
            { "goal", "MAXIMIZE" },
            { "hyperparameterMetricTag", "accuracy" },
            { "maxTrials", 2 },
            { "maxParallelTrials", 2 },
            { "params", { { { "parameterName", "learning_rate" }, { "type", "DOUBLE" }, { "minValue", 0.001 }, { "maxValue", 0.1 } } } },
        };
        QCOMPARE(m_daemon.post("/v1/projects/local/jobs", job).status, 200);
        const QString id = QStringLiteral("digits_study_curves");
        QTRY_VERIFY_WITH_TIMEOUT(window.selectJob(id), 10'000);
        window.detail()->showMetrics();
        ui::MetricsView& view = *window.detail()->metricsView();
        QTRY_COMPARE_WITH_TIMEOUT(test::stateOf(session, id), std::string("SUCCEEDED"), 120'000);
        QTRY_VERIFY_WITH_TIMEOUT(view.streamEnded(), 30'000);
        // The trials' own runs, from their folders under the job directory, with three points each.
        for (const char* run : { "1/train", "1/validation", "2/train", "2/validation" }) {
            const auto* line = lineOf(view, QString::fromLatin1(run), QStringLiteral("accuracy"));
            QVERIFY2(line, run);
            QCOMPARE(line->steps, (std::vector<double> { 1, 2, 3 }));
        }
        // And each trial's hypertune reports as a run of its own on the metric's chart.
        QTRY_VERIFY_WITH_TIMEOUT(view.scalars().runs().size() == 6, 10'000);
        std::set<QString> runs(view.scalars().runs().begin(), view.scalars().runs().end());
        QVERIFY(runs.count(QStringLiteral("1/train")) && runs.count(QStringLiteral("2/validation")));
    }

private:
    test::DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("2") } };
};

QTEST_MAIN(TestConsoleMetrics)
#include "tst_consolemetrics.moc"
