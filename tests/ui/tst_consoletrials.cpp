// The Trials tab end to end, offscreen, against the real daemon running a real Bayesian tuning job of
// tests/fixtures/trainers/tunable (which reports a known function of its parameters through the
// cloudml-hypertune file protocol): trials appear live while they run, the table agrees with the
// daemon's trainingOutput and with the function itself, the best trial is the best, and opening a
// trial's logs shows that trial's lines only.

#include "consoletest.h"

#include "models/logmodel.h"
#include "models/trialtablemodel.h"
#include "console/backendsession.h"
#include "ui/jobdetailview.h"
#include "ui/logview.h"
#include "ui/mainwindow.h"
#include "ui/trials/trialsview.h"

#include <QTest>

#include <cmath>
#include <map>

using namespace trainyard;
using models::TrialTableModel;

namespace {

constexpr int steps = 6;

// What tunable.task reports at its last step (its docstring has the function).
double expectedFinal(double x, int y, const std::string& kind)
{
    const std::map<std::string, double> bonus { { "a", 0.0 }, { "b", 0.05 }, { "c", 0.1 } };
    return -(x - 0.3) * (x - 0.3) - 0.1 * (y - 2) * (y - 2) + bonus.at(kind) + 0.001 * steps;
}

spec::Job tuningJob(const test::DaemonProcess& daemon, const std::string& id)
{
    nlohmann::json job = test::exampleJob(id, "digits", "tunable.task", { "--steps", std::to_string(steps), "--step-seconds", "0.25" });
    job["trainingInput"]["packageUris"] = { std::string(TRAINYARD_FIXTURES) + "/trainers/tunable", test::examplesDir().toStdString() + "/digits" };
    job["trainingInput"]["jobDir"] = daemon.tempPath(QString::fromStdString(id)).toStdString();
    job["trainingInput"]["hyperparameters"] = {
        { "goal", "MAXIMIZE" },
        { "hyperparameterMetricTag", "score" },
        { "maxTrials", 6 },
        { "maxParallelTrials", 2 },
        { "params",
            { { { "parameterName", "x" }, { "type", "DOUBLE" }, { "minValue", 0.0 }, { "maxValue", 1.0 } },
                { { "parameterName", "y" }, { "type", "INTEGER" }, { "minValue", 0 }, { "maxValue", 4 } },
                { { "parameterName", "kind" }, { "type", "CATEGORICAL" }, { "categoricalValues", { "a", "b", "c" } } } } },
    };
    return std::move(*spec::jobFromJson(job).value);
}

bool anyUnfinished(const TrialTableModel* model)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(TrialTableModel::UnfinishedRole).toBool())
            return true;
    }
    return false;
}

} // namespace

class TestConsoleTrials : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_daemon.start()); }
    void cleanupTestCase() { m_daemon.stop(); }

    void trialsOfARealTuningJob()
    {
        ui::MainWindow window(test::consoleOptions(m_daemon));
        window.resize(1400, 900);
        window.show();
        ui::BackendSession* session = window.sessions().value(0);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->backend()->status().state == client::ConnectionState::Connected, 10'000);

        const QString id = QStringLiteral("tuned");
        QVERIFY(test::submit(*session->backend(), tuningJob(m_daemon, id.toStdString())));
        QTRY_VERIFY_WITH_TIMEOUT(window.selectJob(id), 10'000);
        ui::JobDetailView* detail = window.detail();
        QTRY_VERIFY_WITH_TIMEOUT(detail->trialsTabShown(), 10'000);
        detail->showTrials();
        ui::TrialsView* trials = detail->trialsView();
        TrialTableModel* model = trials->model();

        // Live: a running trial shows (provisional) before the job ends, refreshed by the tab itself.
        QTRY_VERIFY_WITH_TIMEOUT(trials->refreshing(), 10'000);
        QTRY_VERIFY_WITH_TIMEOUT(anyUnfinished(model), 30'000);
        QTRY_COMPARE_WITH_TIMEOUT(test::stateOf(session, id), std::string("SUCCEEDED"), 120'000);
        QTRY_VERIFY_WITH_TIMEOUT(!anyUnfinished(model) && model->rowCount() == 6, 10'000);

        // The table agrees with the daemon's trainingOutput and with the function the trainer reports.
        const nlohmann::json document = m_daemon.get("/v1/projects/local/jobs/tuned").json();
        const auto& daemonTrials = document["trainingOutput"]["trials"];
        QCOMPARE(daemonTrials.size(), std::size_t(6));
        std::string bestId;
        double bestValue = -INFINITY;
        for (const auto& trial : daemonTrials) {
            const auto trialId = trial["trialId"].get<std::string>();
            const auto& p = trial["hyperparameters"];
            const double reported = trial["finalMetric"]["objectiveValue"].get<double>();
            QCOMPARE(reported, expectedFinal(std::stod(p["x"].get<std::string>()), std::stoi(p["y"].get<std::string>()), p["kind"].get<std::string>()));
            const int row = model->rowOf(QString::fromStdString(trialId));
            QVERIFY2(row >= 0, trialId.c_str());
            const TrialTableModel::Field objective = TrialTableModel::Field::Objective;
            QCOMPARE(model->index(row, model->columnOf(objective)).data(TrialTableModel::SortRole).toDouble(), reported);
            QCOMPARE(model->index(row, model->columnOf(TrialTableModel::Field::Steps)).data(TrialTableModel::SortRole).toLongLong(), qint64(steps));
            if (reported > bestValue) {
                bestValue = reported;
                bestId = trialId;
            }
        }
        int bestRows = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, 0).data(TrialTableModel::BestRole).toBool()) {
                ++bestRows;
                QCOMPARE(model->index(row, 0).data(TrialTableModel::TrialIdRole).toString().toStdString(), bestId);
            }
        }
        QCOMPARE(bestRows, 1);
        QVERIFY(trials->summaryText().contains(QString::fromStdString(bestId)));

        // Opening the best trial's logs shows its lines only: each trial prints its id in its ENV line.
        QVERIFY(trials->selectTrial(QString::fromStdString(bestId)));
        trials->openCurrentLogs();
        ui::LogView* logs = detail->logView();
        QCOMPARE(logs->trialFilter(), QString::fromStdString(bestId));
        models::LogModel* log = logs->model();
        QTRY_VERIFY_WITH_TIMEOUT(log->ended() && log->rowCount() > steps, 20'000);
        int envLines = 0;
        for (int row = 0; row < log->rowCount(); ++row) {
            QString text;
            QTRY_VERIFY((text = log->lineText(row), !text.isEmpty()));
            if (text.startsWith(QStringLiteral("ENV "))) {
                ++envLines;
                const auto env = nlohmann::json::parse(text.mid(4).toStdString());
                QCOMPARE(env["CLOUD_ML_TRIAL_ID"].get<std::string>(), bestId);
            }
        }
        QCOMPARE(envLines, 1); // BASIC: one replica, and no other trial's line
    }

private:
    test::DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("4") } };
};

QTEST_MAIN(TestConsoleTrials)
#include "tst_consoletrials.moc"
