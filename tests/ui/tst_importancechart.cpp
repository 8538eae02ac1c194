// The Importance chart of the Trials tab, offscreen: bars ranked highest first with their shares at their
// ends and lengths in proportion, a long name elided with the whole name in its tooltip, the caption and
// the empty state in English plurals, the palette's colours in the light and dark themes, the keyboard
// moving through the bars and reaching the chart by Tab; and the Trials tab asking its backend only while
// the chart shows and only when the number of finished trials has changed, dropping an answer for a
// study it no longer shows, saying when a backend has no importance. Last, the whole path against the
// real daemon: a Bayesian study of tests/fixtures/trainers/tunable, the chart showing the daemon's
// report of the trials finished so far; and a Vertex AI backend asking the daemon's Vertex path for a
// Vertex tuning job's report (on Google's servers it does not ask).

#include "consoletest.h"
#include "fakebackend.h"
#include "tuningjobs.h"

#include "client/httptransport.h"
#include "client/vertexbackend.h"
#include "console/backendsession.h"
#include "models/trialtablemodel.h"
#include "spec/vertex/jsoncodec.h"
#include "ui/jobdetailview.h"
#include "ui/languages.h"
#include "ui/mainwindow.h"
#include "ui/settings/theme.h"
#include "ui/trials/importancechart.h"
#include "ui/trials/trialsview.h"

#include <QApplication>
#include <QImage>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyleFactory>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <cmath>
#include <deque>

using namespace trainyard;
using namespace trainyard::tuningtest;

namespace {

spec::ImportanceReport report(int completed, std::vector<spec::ParameterImportance> parameters)
{
    return { "fanova", completed, 5, std::move(parameters) };
}

// A backend whose importance answers wait until the test releases them, counted and remembered by job.
class ImportanceBackend : public test::FakeBackend {
public:
    bool unsupported = false;
    spec::ImportanceReport next = report(0, {});
    std::vector<std::string> asked; // job ids, in the order asked

    void parameterImportance(const std::string& jobId, client::Callback<spec::ImportanceReport> done) override
    {
        asked.push_back(jobId);
        if (unsupported) {
            client::Backend::parameterImportance(jobId, std::move(done)); // the default: UNIMPLEMENTED
            return;
        }
        m_waiting.push_back(std::move(done));
    }
    int waiting() const { return static_cast<int>(m_waiting.size()); }
    // Answers the oldest request with `next`.
    void release()
    {
        auto done = std::move(m_waiting.front());
        m_waiting.pop_front();
        done(next);
    }

private:
    std::deque<client::Callback<spec::ImportanceReport>> m_waiting;
};

// A study of two parameters with `succeeded` trials that ended well and one still running at `step`.
spec::Job study(const std::string& id, int succeeded, int step = 100)
{
    TuningJobBuilder job(id, "MAXIMIZE");
    job.number("learning_rate", "DOUBLE", 1e-4, 1e-1, "UNIT_LOG_SCALE").number("layers", "INTEGER", 2, 8);
    int n = 1;
    for (; n <= succeeded; ++n) {
        job.add(TrialBuilder(std::to_string(n))
                    .param("learning_rate", 0.001 * n)
                    .param("layers", "3")
                    .started(epoch)
                    .metric(100, 0.1 * n)
                    .succeeded(epoch + 60));
    }
    job.add(TrialBuilder(std::to_string(n))
                .param("learning_rate", "0.01")
                .param("layers", "4")
                .started(epoch)
                .metric(step, 0.5)
                .state("RUNNING"));
    job.state("RUNNING");
    return job;
}

// The pixels of a row of the chart's image that are the bar colour, from the bar's left end.
int barPixels(const QImage& image, const QRectF& row, const QColor& bar)
{
    const int y = static_cast<int>(row.center().y());
    int count = 0;
    for (int x = 0; x < image.width(); ++x)
        count += image.pixelColor(x, y) == bar ? 1 : 0;
    return count;
}

struct ShownChart {
    ShownChart()
    {
        chart.resize(700, 300);
        chart.show();
        if (!QTest::qWaitForWindowExposed(&chart))
            qWarning("the chart was not exposed");
    }
    ui::ImportanceChart chart;
};

} // namespace

class TestImportanceChart : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        ui::installTranslations(QStringLiteral("en")); // English plurals: "1 finished trial", "12 finished trials"
    }

    void barsAreRankedWithTheirShares()
    {
        ShownChart shown;
        ui::ImportanceChart& chart = shown.chart;
        chart.setReport(report(12, { { "learning_rate", 0.62 }, { "layers", 0.31 }, { "optimizer", 0.07 } }));
        QCOMPARE(chart.caption(), QStringLiteral("Based on 12 finished trials · fANOVA"));
        QCOMPARE(chart.barCount(), 3);
        QCOMPARE(chart.rankingText(), QStringLiteral("learning_rate 62.0%\nlayers 31.0%\noptimizer 7.0%"));
        QVERIFY(chart.rowRect(0).bottom() <= chart.rowRect(1).top() + 0.5);
        QVERIFY(chart.rowRect(1).bottom() <= chart.rowRect(2).top() + 0.5);
        QCOMPARE(chart.barAt(chart.rowRect(1).center()), 1);
        QCOMPARE(chart.barAt(QPointF(5, 5)), -1); // the caption
        QVERIFY(chart.accessibleDescription().contains(QStringLiteral("layers 31.0%")));

        // Drawn in proportion: the largest share the longest bar, the others by their shares.
        const QImage image = chart.grab().toImage();
        const QColor bar = chart.palette().color(QPalette::Highlight);
        const int first = barPixels(image, chart.rowRect(0), bar);
        const int second = barPixels(image, chart.rowRect(1), bar);
        const int third = barPixels(image, chart.rowRect(2), bar);
        QVERIFY2(first > 200, qPrintable(QString::number(first)));
        QVERIFY(std::abs(second - first * 31 / 62) <= 3);
        QVERIFY(std::abs(third - first * 7 / 62) <= 3);

        // One trial: the singular.
        chart.setReport(report(1, {}));
        chart.setReport({ "fanova", 1, 1, { { "x", 1.0 } } });
        QCOMPARE(chart.caption(), QStringLiteral("Based on 1 finished trial · fANOVA"));
    }

    void allZeroSaysSo()
    {
        ui::ImportanceChart chart;
        chart.setReport(report(6, { { "a", 0.0 }, { "b", 0.0 } }));
        QCOMPARE(chart.barCount(), 2);
        QVERIFY(
            chart.caption().startsWith(QStringLiteral("Based on 6 finished trials · fANOVA · no parameter explains")));
        QCOMPARE(chart.rankingText(), QStringLiteral("a 0.0%\nb 0.0%"));
    }

    void aLongNameIsElidedWithItsTooltip()
    {
        ShownChart shown;
        ui::ImportanceChart& chart = shown.chart;
        const QString name
            = QStringLiteral("trialJobSpec.workerPoolSpecs.0.containerSpec.learning_rate_warmup_steps_of_the_schedule");
        chart.setReport(report(8, { { name.toStdString(), 0.9 }, { "b", 0.1 } }));
        const QString label = chart.shownLabel(0);
        QVERIFY(label != name);
        QVERIFY(label.endsWith(QChar(0x2026)));
        QVERIFY(QFontMetrics(chart.font()).horizontalAdvance(label) <= chart.width() * 0.35 + 1);
        QCOMPARE(chart.shownLabel(1), QStringLiteral("b"));
        QVERIFY(chart.toolTipFor(0).startsWith(name + QStringLiteral(": 90.0%")));
        QVERIFY(chart.toolTipFor(0).contains(QStringLiteral("rank 1 of 2")));
    }

    void tooFewTrialsSaysHowMany()
    {
        ui::ImportanceChart chart;
        chart.setReport(report(3, {}));
        QCOMPARE(chart.barCount(), 0);
        QCOMPARE(chart.caption(), QStringLiteral("Parameter importance needs at least 5 finished trials (3 so far)"));
        chart.setReport({ "fanova", 0, 1, {} });
        QCOMPARE(chart.caption(), QStringLiteral("Parameter importance needs at least 1 finished trial (0 so far)"));
        QCOMPARE(chart.accessibleDescription(), chart.caption());
        chart.setUnavailable(QStringLiteral("no importance here"));
        QVERIFY(!chart.report());
        QCOMPARE(chart.caption(), QStringLiteral("no importance here"));
    }

    void followsThePalette()
    {
        for (const auto theme : { ui::Theme::Light, ui::Theme::Dark }) {
            ui::applyTheme(theme);
            ShownChart shown;
            ui::ImportanceChart& chart = shown.chart;
            chart.setReport(report(9, { { "a", 0.7 }, { "b", 0.3 } }));
            const QImage image = chart.grab().toImage();
            const QPalette palette = chart.palette();
            QCOMPARE(image.pixelColor(chart.width() - 2, chart.height() - 2), palette.color(QPalette::Base));
            QVERIFY(barPixels(image, chart.rowRect(0), palette.color(QPalette::Highlight)) > 100);
        }
        QVERIFY(ui::darkPalette().color(QPalette::Base)
            != ui::lightPalette().color(QPalette::Base)); // two palettes were seen
        ui::applyTheme(ui::Theme::Light);
    }

    void theKeyboardMovesThroughTheBars()
    {
        ShownChart shown;
        ui::ImportanceChart& chart = shown.chart;
        chart.setReport(report(9, { { "a", 0.5 }, { "b", 0.3 }, { "c", 0.2 } }));
        chart.setFocus();
        QTRY_VERIFY(chart.hasFocus());
        QCOMPARE(chart.currentBar(), 0);
        QTest::keyClick(&chart, Qt::Key_Down);
        QCOMPARE(chart.currentBar(), 1);
        QTest::keyClick(&chart, Qt::Key_End);
        QCOMPARE(chart.currentBar(), 2);
        QTest::keyClick(&chart, Qt::Key_Down); // stays on the last
        QCOMPARE(chart.currentBar(), 2);
        QTest::keyClick(&chart, Qt::Key_Home);
        QCOMPARE(chart.currentBar(), 0);
        QTest::keyClick(&chart, Qt::Key_Up);
        QCOMPARE(chart.currentBar(), 0);
        // A later report of the same parameters keeps the keyboard's place.
        QTest::keyClick(&chart, Qt::Key_Down);
        chart.setReport(report(10, { { "b", 0.5 }, { "a", 0.3 }, { "c", 0.2 } }));
        QCOMPARE(chart.currentBar(), 1);
    }

    void tabReachesTheChart()
    {
        ui::TrialsView view;
        view.resize(1100, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setJob(study("hp_tab", 2));
        view.chartTabs()->setCurrentIndex(view.importanceTab());
        // From the chart tabs (the table keeps Tab for its cells), as a user reaches them.
        view.chartTabs()->tabBar()->setFocus();
        QTRY_VERIFY(view.chartTabs()->tabBar()->hasFocus());
        bool reached = false;
        for (int i = 0; i < 30 && !reached; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            reached = QApplication::focusWidget() == view.importanceChart();
        }
        QVERIFY(reached);
    }

    void aLongStudyScrollsToTheKeyboardsBar()
    {
        ImportanceBackend backend;
        ui::TrialsView view;
        view.resize(1000, 700);
        view.setBackend(&backend);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setJob(study("hp_long", 6));
        view.chartTabs()->setCurrentIndex(view.importanceTab());
        std::vector<spec::ParameterImportance> many;
        for (int i = 0; i < 40; ++i)
            many.push_back({ "p" + std::to_string(i), 0.05 - i * 0.001 });
        backend.next = report(6, many);
        backend.release();
        ui::ImportanceChart* chart = view.importanceChart();
        QCOMPARE(chart->barCount(), 40);
        auto* scroll = view.findChild<QScrollArea*>(QStringLiteral("importanceScroll"));
        QVERIFY(scroll);
        // Every bar keeps a row of at least a line and a half: the chart is taller than its page and scrolls.
        QTRY_VERIFY(chart->height() >= chart->minimumSizeHint().height()); // laid out again for its rows
        QVERIFY(chart->height() > scroll->viewport()->height());
        QCOMPARE(scroll->verticalScrollBar()->value(), 0);
        chart->setFocus();
        QTRY_VERIFY(chart->hasFocus());
        QTest::keyClick(chart, Qt::Key_End);
        QCOMPARE(chart->currentBar(), 39);
        const QRect last = chart->rowRect(39).toAlignedRect().translated(chart->pos());
        QVERIFY(scroll->verticalScrollBar()->value() > 0);
        QVERIFY2(scroll->viewport()->rect().contains(last),
            qPrintable(
                QStringLiteral("%1,%2 in %3").arg(last.top()).arg(last.bottom()).arg(scroll->viewport()->height())));
    }

    void theTabAsksOnlyWhenShownAndTrialsFinished()
    {
        ImportanceBackend backend;
        ui::TrialsView view;
        view.resize(1100, 800);
        view.setBackend(&backend);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setJob(study("hp_a", 3));
        QCOMPARE(view.finishedWithValue(), 3);
        QCOMPARE(view.importanceRequests(), 0); // the objective chart shows: nothing asked
        QVERIFY(backend.asked.empty());

        QWidget* legend = view.chartTabs()->cornerWidget(Qt::TopRightCorner);
        QVERIFY(legend && legend->isVisible());
        view.chartTabs()->setCurrentIndex(view.importanceTab());
        QVERIFY(!legend->isVisible()); // the trials' colour key means nothing beside the bars
        QCOMPARE(backend.asked, std::vector<std::string> { "hp_a" });
        QCOMPARE(view.importanceChart()->caption(), QStringLiteral("Reading parameter importance…"));
        backend.next = report(3, {});
        backend.release();
        QCOMPARE(view.importanceChart()->caption(),
            QStringLiteral("Parameter importance needs at least 5 finished trials (3 so far)"));

        // Refreshes that finish nothing (the running trial moves on) ask nothing.
        view.setJob(study("hp_a", 3));
        view.setJob(study("hp_a", 3, 200));
        QCOMPARE(view.importanceRequests(), 1);

        // Two trials finish while the next answer is awaited: one request at a time, the next asked when it comes.
        view.setJob(study("hp_a", 4));
        QCOMPARE(view.importanceRequests(), 2);
        view.setJob(study("hp_a", 5));
        QCOMPARE(view.importanceRequests(), 2);
        backend.next = report(4, {});
        backend.release();
        QCOMPARE(view.importanceRequests(), 3);
        backend.next = report(5, { { "learning_rate", 0.8 }, { "layers", 0.2 } });
        backend.release();
        QCOMPARE(view.importanceChart()->caption(), QStringLiteral("Based on 5 finished trials · fANOVA"));
        QCOMPARE(view.importanceChart()->barCount(), 2);

        // Another chart shown: a finished trial is asked for when the chart shows again, not before.
        view.chartTabs()->setCurrentIndex(0);
        QVERIFY(legend->isVisible());
        view.setJob(study("hp_a", 6));
        QCOMPARE(view.importanceRequests(), 3);
        view.chartTabs()->setCurrentIndex(view.importanceTab());
        QCOMPARE(view.importanceRequests(), 4);
        QCOMPARE(view.importanceChart()->barCount(), 2); // the last report stays until the answer

        // Another study: the answer for the one before is dropped, the new one asked at once.
        view.setJob(study("hp_b", 2));
        QCOMPARE(backend.asked.back(), std::string("hp_b"));
        QCOMPARE(backend.waiting(), 2);
        backend.next = report(6, { { "learning_rate", 0.8 }, { "layers", 0.2 } });
        backend.release(); // hp_a's
        QCOMPARE(view.importanceChart()->caption(), QStringLiteral("Reading parameter importance…"));
        backend.next = report(2, {});
        backend.release();
        QCOMPARE(view.importanceChart()->caption(),
            QStringLiteral("Parameter importance needs at least 5 finished trials (2 so far)"));
    }

    void aBackendWithoutImportanceIsNotAskedAgain()
    {
        ImportanceBackend backend;
        backend.unsupported = true;
        ui::TrialsView view;
        view.resize(1100, 800);
        view.setBackend(&backend);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setJob(study("hp_c", 3));
        view.chartTabs()->setCurrentIndex(view.importanceTab());
        QTRY_VERIFY(
            view.importanceChart()->caption().contains(QStringLiteral("does not compute parameter importance")));
        QVERIFY(view.importanceChart()->caption().startsWith(backend.name()));
        view.setJob(study("hp_c", 4));
        view.setJob(study("hp_c", 5));
        QCOMPARE(backend.asked.size(), std::size_t { 1 });
    }

    // The whole path: the real daemon runs a Bayesian study of a real trainer and computes the
    // importance; the console's Trials tab shows it and follows it as trials finish.
    void theDaemonsImportanceOfARealStudy()
    {
        test::DaemonProcess daemon({ QStringLiteral("--slots"), QStringLiteral("4") });
        QVERIFY(daemon.start());
        ui::MainWindow window(test::consoleOptions(daemon));
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ui::BackendSession* session = window.sessions().value(0);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->backend()->status().state == client::ConnectionState::Connected, 20'000);

        nlohmann::json job = test::exampleJob(
            "importance_study", "digits", "tunable.task", { "--steps", "2", "--step-seconds", "0.05" });
        job["trainingInput"]["packageUris"]
            = { std::string(TRAINYARD_FIXTURES) + "/trainers/tunable", test::examplesDir().toStdString() + "/digits" };
        job["trainingInput"]["jobDir"] = daemon.tempPath(QStringLiteral("importance_study")).toStdString();
        job["trainingInput"]["hyperparameters"] = {
            { "goal", "MAXIMIZE" },
            { "hyperparameterMetricTag", "score" },
            { "maxTrials", 9 },
            { "maxParallelTrials", 2 },
            { "params",
                { { { "parameterName", "x" }, { "type", "DOUBLE" }, { "minValue", 0.0 }, { "maxValue", 1.0 } },
                    { { "parameterName", "y" }, { "type", "INTEGER" }, { "minValue", 0 }, { "maxValue", 4 } },
                    { { "parameterName", "kind" }, { "type", "CATEGORICAL" },
                        { "categoricalValues", { "a", "b", "c" } } } } },
        };
        QString error;
        QVERIFY2(test::submit(*session->backend(), *spec::jobFromJson(job).value, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(
            window.selectJob(QStringLiteral("importance_study")) && window.detail()->trialsTabShown(), 20'000);
        window.detail()->showTrials();
        ui::TrialsView* view = window.detail()->trialsView();
        view->chartTabs()->setCurrentIndex(view->importanceTab());
        ui::ImportanceChart* chart = view->importanceChart();

        // While fewer than five have finished, the chart says how many; then bars for the three parameters.
        bool sawTooFew = false;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const auto& r = chart->report();
                sawTooFew = sawTooFew || (r && r->parameters.empty() && r->completedTrials < 5);
                return r && r->completedTrials >= 9;
            }(),
            120'000);
        QVERIFY(sawTooFew);
        const spec::ImportanceReport& r = *chart->report();
        QCOMPARE(r.method, std::string("fanova"));
        QCOMPARE(r.completedTrials, view->finishedWithValue());
        QCOMPARE(chart->barCount(), 3);
        double sum = 0;
        for (const auto& p : r.parameters) {
            QVERIFY(p.parameter == "x" || p.parameter == "y" || p.parameter == "kind");
            sum += p.importance;
        }
        QVERIFY(std::abs(sum - 1.0) < 1e-6);
        QCOMPARE(chart->caption(), QStringLiteral("Based on 9 finished trials · fANOVA"));
        window.close();
        daemon.stop();
    }

    void aVertexBackendAsksTheDaemonNotGoogle()
    {
        client::HttpTransport transport;
        // Google's servers compute no importance: nothing is sent, UNIMPLEMENTED comes back.
        {
            client::VertexBackendOptions google;
            google.project = "my-project";
            google.regions = { "us-central1" };
            client::VertexBackend backend(QStringLiteral("google"), transport, google);
            std::optional<client::ApiResult<spec::ImportanceReport>> answer;
            backend.parameterImportance(
                "us-central1/hyperparameterTuningJobs/123", [&](auto r) { answer = std::move(r); });
            QVERIFY(!answer); // later, as a server would answer
            QTRY_VERIFY(answer.has_value());
            QCOMPARE(std::get<client::ApiError>(*answer).status, std::string("UNIMPLEMENTED"));
        }

        test::DaemonProcess daemon({ QStringLiteral("--slots"), QStringLiteral("4") });
        QVERIFY(daemon.start());
        client::VertexBackendOptions o;
        o.project = "local";
        o.regions = { "local" };
        o.endpointOverride = "http://localhost";
        o.unixSocket = daemon.socketPath().toStdString();
        o.daemon = true;
        client::VertexBackend backend(QStringLiteral("daemon"), transport, o);
        backend.connectBackend();
        QTRY_COMPARE_WITH_TIMEOUT(backend.status().state, client::ConnectionState::Connected, 20'000);

        const nlohmann::json pool = { { "machineSpec", { { "machineType", "n1-standard-4" } } },
            { "replicaCount", "1" },
            { "pythonPackageSpec",
                { { "executorImageUri", "us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest" },
                    { "packageUris",
                        { std::string(TRAINYARD_FIXTURES) + "/trainers/tunable",
                            test::examplesDir().toStdString() + "/digits" } },
                    { "pythonModule", "tunable.task" }, { "args", { "--steps", "2", "--step-seconds", "0.05" } } } } };
        const nlohmann::json body = { { "displayName", "importance" }, { "maxTrialCount", 6 },
            { "parallelTrialCount", 3 },
            { "studySpec",
                { { "metrics", { { { "metricId", "score" }, { "goal", "MAXIMIZE" } } } },
                    { "parameters",
                        { { { "parameterId", "x" }, { "doubleValueSpec", { { "minValue", 0 }, { "maxValue", 1 } } } },
                            { { "parameterId", "kind" },
                                { "categoricalValueSpec", { { "values", { "a", "b", "c" } } } } } } },
                    { "algorithm", "RANDOM_SEARCH" } } },
            { "trialJobSpec", { { "workerPoolSpecs", nlohmann::json::array({ pool }) } } } };
        auto decoded = spec::vertex::hyperparameterTuningJobFromJsonText(body.dump());
        QVERIFY(decoded);
        std::optional<client::ApiResult<spec::Job>> created;
        backend.createVertexJob(
            *decoded.value, "local", [&](client::ApiResult<spec::Job> r) { created = std::move(r); });
        QTRY_VERIFY_WITH_TIMEOUT(created.has_value(), 20'000);
        QVERIFY(std::holds_alternative<spec::Job>(*created));
        const std::string id = std::get<spec::Job>(*created).jobId.value_or("");
        QVERIFY2(id.starts_with("local/hyperparameterTuningJobs/"), id.c_str());

        // Asked as the Trials tab asks, until every trial has finished.
        std::optional<spec::ImportanceReport> last;
        QVERIFY(QTest::qWaitFor(
            [&] {
                std::optional<client::ApiResult<spec::ImportanceReport>> answer;
                backend.parameterImportance(id, [&](auto r) { answer = std::move(r); });
                if (!QTest::qWaitFor([&] { return answer.has_value(); }, 10'000))
                    return false;
                if (auto* report = std::get_if<spec::ImportanceReport>(&*answer))
                    last = *report;
                else
                    qWarning("%s", std::get<client::ApiError>(*answer).message.c_str());
                return last && last->completedTrials == 6;
            },
            120'000));
        QCOMPARE(last->method, std::string("fanova"));
        QCOMPARE(last->parameters.size(), std::size_t { 2 });
        for (const auto& p : last->parameters)
            QVERIFY(p.parameter == "x" || p.parameter == "kind");
        daemon.stop();
    }
};

QTEST_MAIN(TestImportanceChart)
#include "tst_importancechart.moc"
