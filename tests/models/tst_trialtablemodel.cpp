#include "testjobs.h"
#include "tuningjobs.h"

#include "models/trialfilterproxy.h"
#include "models/trialseries.h"
#include "models/trialtablemodel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace trainyard::tuningtest;
using trainyard::models::TrialFilterProxy;
using trainyard::models::TrialSeries;
using trainyard::models::TrialTableModel;
using Field = TrialTableModel::Field;
namespace modeltest = trainyard::modeltest;

Q_DECLARE_METATYPE(std::vector<std::optional<double>>)

namespace {

// Three parameters (log, integer, categorical) and trials whose objectives are given (nullopt: still
// running, with a partial curve).
TuningJobBuilder study(std::string_view goal, const std::vector<std::optional<double>>& objectives, const std::string& id = "hp_1")
{
    TuningJobBuilder job(id, goal);
    job.number("learning_rate", "DOUBLE", 1e-4, 1e-1, "UNIT_LOG_SCALE").number("layers", "INTEGER", 2, 8).categorical("optimizer", { "adam", "sgd" });
    int n = 0;
    for (const auto& objective : objectives) {
        ++n;
        TrialBuilder trial(std::to_string(n));
        trial.param("learning_rate", 0.001 * n).param("layers", std::to_string(n % 7 + 2)).param("optimizer", n % 2 ? "adam" : "sgd");
        trial.started(epoch + n * 10);
        trial.metric(100, 0.1).metric(200, objective.value_or(0.2));
        if (objective)
            trial.final(200, *objective).state("SUCCEEDED").ended(epoch + n * 10 + 60);
        else
            trial.state("RUNNING");
        job.add(trial);
    }
    return job;
}

struct Fixture {
    Fixture()
        : tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal)
    {
        model.setClock([this] { return now; });
    }
    trainyard::spec::Timestamp now { epoch + 3600, 0 };
    TrialTableModel model;
    QAbstractItemModelTester tester;

    QString text(int row, Field field, int role = Qt::DisplayRole, int parameter = 0) const
    {
        return model.index(row, model.columnOf(field, parameter)).data(role).toString();
    }
    QStringList column(Field field, int role = Qt::DisplayRole) const { return modeltest::column(model, model.columnOf(field), role); }
};

} // namespace

class TestTrialTableModel : public QObject {
    Q_OBJECT

private slots:
    void columnsFollowTheSpec()
    {
        Fixture f;
        f.model.setJob(study("MAXIMIZE", { 0.5, 0.7 }));
        QStringList headers;
        for (int c = 0; c < f.model.columnCount(); ++c)
            headers << f.model.headerData(c, Qt::Horizontal).toString();
        QCOMPARE(headers, (QStringList { "Trial", "State", "learning_rate", "layers", "optimizer", "accuracy", "Best so far", "Steps", "Duration", "Stopped early" }));
        QCOMPARE(f.model.parameterOf(f.model.columnOf(Field::Parameter, 2)), 2);
        QCOMPARE(f.model.fieldOf(f.model.columnOf(Field::Duration)), Field::Duration);
        QCOMPARE(f.text(0, Field::Trial), QString("1"));
        QCOMPARE(f.text(1, Field::State), QString("Succeeded"));
        QCOMPARE(f.text(1, Field::Parameter, Qt::DisplayRole, 2), QString("sgd"));
        QCOMPARE(f.text(1, Field::Parameter, TrialTableModel::ExportRole, 0), QString("0.002"));
        QCOMPARE(f.text(0, Field::Steps), QString("200"));
        QCOMPARE(f.text(0, Field::Duration), QString("1m 00s"));
        // The spec's scales reach the series the charts read.
        const auto& series = *f.model.series();
        QVERIFY(series.parameters[0].logScale);
        QVERIFY(!series.parameters[1].logScale);
        QVERIFY(series.parameters[2].categorical);
        QCOMPARE(series.parameters[2].categories, (QStringList { "adam", "sgd" }));
        QCOMPARE(series.trials[1].params[2], 1.0);
        QCOMPARE(series.parameters[0].min, 1e-4);
        QCOMPARE(series.parameters[0].max, 1e-1);
    }

    void sortRolesAreNumbers()
    {
        Fixture f;
        // Objectives whose text order differs from their numeric order, and eleven trials ("10" < "9" as text).
        f.model.setJob(study("MAXIMIZE", { 9.5, 10.25, 100, 2, 3, 4, 5, 6, 7, 8, 1 }));
        TrialFilterProxy proxy;
        proxy.setTrialModel(&f.model);
        proxy.sort(f.model.columnOf(Field::Objective), Qt::AscendingOrder);
        QCOMPARE(modeltest::column(proxy, f.model.columnOf(Field::Objective), TrialTableModel::ExportRole),
            (QStringList { "1", "2", "3", "4", "5", "6", "7", "8", "9.5", "10.25", "100" }));
        proxy.sort(f.model.columnOf(Field::Trial), Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, 0).data().toString(), QString("11"));
        QCOMPARE(proxy.index(1, 0).data().toString(), QString("10"));
        QCOMPARE(proxy.index(2, 0).data().toString(), QString("9"));
        QCOMPARE(f.model.index(0, f.model.columnOf(Field::Objective)).data(TrialTableModel::SortRole).typeId(), int(QMetaType::Double));
        QCOMPARE(f.model.index(0, f.model.columnOf(Field::Duration)).data(TrialTableModel::SortRole).toLongLong(), 60'000);
        // Trials without a value (running) come last in either order.
        f.model.setJob(study("MAXIMIZE", { 0.5, std::nullopt, 0.9, 0.1 }));
        const int objective = f.model.columnOf(Field::Objective);
        proxy.sort(objective, Qt::DescendingOrder);
        QCOMPARE(modeltest::column(proxy, 0), (QStringList { "3", "1", "4", "2" }));
        proxy.sort(objective, Qt::AscendingOrder);
        QCOMPARE(modeltest::column(proxy, 0), (QStringList { "4", "1", "3", "2" }));
        // A categorical parameter sorts by its text.
        QCOMPARE(f.model.index(0, f.model.columnOf(Field::Parameter, 2)).data(TrialTableModel::SortRole).toString(), QString("adam"));
    }

    void bestSoFar_data()
    {
        QTest::addColumn<QString>("goal");
        QTest::addColumn<std::vector<std::optional<double>>>("objectives");
        QTest::addColumn<QStringList>("bestSoFar");
        QTest::addColumn<int>("bestRow");
        QTest::newRow("maximize") << "MAXIMIZE" << std::vector<std::optional<double>> { 0.5, 0.7, 0.6, 0.9, std::nullopt, 0.8 }
                                  << QStringList { "0.5", "0.7", "0.7", "0.9", "0.9", "0.9" } << 3;
        QTest::newRow("minimize") << "MINIMIZE" << std::vector<std::optional<double>> { 0.5, 0.7, 0.3, 0.4, std::nullopt, 0.1 }
                                  << QStringList { "0.5", "0.5", "0.3", "0.3", "0.3", "0.1" } << 5;
        QTest::newRow("unspecified goal maximizes") << "GOAL_TYPE_UNSPECIFIED" << std::vector<std::optional<double>> { 0.2, 0.1 }
                                                    << QStringList { "0.2", "0.2" } << 0;
        QTest::newRow("first running") << "MAXIMIZE" << std::vector<std::optional<double>> { std::nullopt, 0.3 } << QStringList { "", "0.3" } << 1;
        QTest::newRow("ties keep the first") << "MINIMIZE" << std::vector<std::optional<double>> { 0.4, 0.2, 0.2 } << QStringList { "0.4", "0.2", "0.2" } << 1;
    }

    void bestSoFar()
    {
        QFETCH(QString, goal);
        QFETCH(std::vector<std::optional<double>>, objectives);
        QFETCH(QStringList, bestSoFar);
        QFETCH(int, bestRow);
        Fixture f;
        f.model.setJob(study(goal.toStdString(), objectives));
        QCOMPARE(f.column(Field::BestSoFar), bestSoFar);
        for (int row = 0; row < f.model.rowCount(); ++row) {
            QCOMPARE(f.model.index(row, 3).data(TrialTableModel::BestRole).toBool(), row == bestRow);
            QCOMPARE(f.model.index(row, 0).data(Qt::FontRole).value<QFont>().bold(), row == bestRow);
        }
        QCOMPARE(f.model.series()->best, bestRow);
    }

    void unfinishedTrialsHaveNoFinalValue()
    {
        Fixture f;
        TuningJobBuilder job = study("MAXIMIZE", { 0.5 });
        // A running trial whose server already fills finalMetric with its latest value, and a failed one
        // that reported a metric: neither is a final value, neither can be the best.
        job.add(TrialBuilder("2").param("layers", "3").started(epoch).metric(10, 0.99).final(10, 0.99).state("RUNNING"));
        job.add(TrialBuilder("3").started(epoch).metric(10, 0.98).final(10, 0.98).state("FAILED").ended(epoch + 30));
        f.model.setJob(job);
        QCOMPARE(f.column(Field::Objective), (QStringList { "0.5", "", "" }));
        QCOMPARE(f.column(Field::BestSoFar), (QStringList { "0.5", "0.5", "0.5" }));
        QCOMPARE(f.model.series()->best, 0);
        QVERIFY(f.model.index(1, 0).data(TrialTableModel::UnfinishedRole).toBool());
        QVERIFY(!f.model.index(2, 0).data(TrialTableModel::UnfinishedRole).toBool());
        QVERIFY(f.text(1, Field::Objective, Qt::ToolTipRole).contains("latest 0.99"));
        QVERIFY(!f.model.index(1, f.model.columnOf(Field::Objective)).data(TrialTableModel::SortRole).isValid());
        const auto& series = *f.model.series();
        QCOMPARE(series.running, 1);
        QCOMPARE(series.failed, 1);
        QCOMPARE(series.finished, 2);
        QCOMPARE(series.trials[1].latest, 0.99);
    }

    void stoppedEarly()
    {
        Fixture f;
        TuningJobBuilder job = study("MAXIMIZE", { 0.5 });
        job.add(TrialBuilder("2").started(epoch).metric(100, 0.2).metric(200, 0.3).state("SUCCEEDED").final(200, 0.3).stoppedEarly().ended(epoch + 20));
        // Stopped early without a final metric: its last value is its final one.
        job.add(TrialBuilder("3").started(epoch).metric(100, 0.1).metric(200, 0.25).state("CANCELLED").stoppedEarly().ended(epoch + 20));
        f.model.setJob(job);
        QCOMPARE(f.column(Field::StoppedEarly), (QStringList { "", "Yes", "Yes" }));
        QCOMPARE(f.column(Field::StoppedEarly, TrialTableModel::ExportRole), (QStringList { "false", "true", "true" }));
        QCOMPARE(f.column(Field::Objective), (QStringList { "0.5", "0.3", "0.25" }));
        QCOMPARE(f.model.series()->stoppedEarly, 2);
        QCOMPARE(f.model.index(2, f.model.columnOf(Field::StoppedEarly)).data(TrialTableModel::SortRole).toInt(), 1);
    }

    void liveUpdateIsInPlace()
    {
        Fixture f;
        TuningJobBuilder job = study("MAXIMIZE", { 0.5, 0.6, std::nullopt });
        f.model.setJob(job);
        QCOMPARE(f.model.rowCount(), 3);
        QSignalSpy resets(&f.model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&f.model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&f.model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
        QSignalSpy series(&f.model, &TrialTableModel::seriesChanged);
        const QPersistentModelIndex kept = f.model.index(1, f.model.columnOf(Field::Objective));

        // The same document again: nothing.
        f.model.setJob(job);
        QCOMPARE(changed.count(), 0);

        // One more step for the running trial, and a new trial.
        job.trial(2).allMetrics->push_back({ 300, 0.45, {} });
        job.add(TrialBuilder("4").state("RUNNING").started(epoch + 500).param("layers", "4"));
        f.model.setJob(job);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(modeltest::changes(changed), (QStringList { "2,0..2,9" }));
        QCOMPARE(modeltest::rowRanges(inserted), (QStringList { "3..3" }));
        QCOMPARE(series.count(), 2);
        QCOMPARE(f.text(2, Field::Steps), QString("300"));
        QCOMPARE(f.text(3, Field::Trial), QString("4"));
        QVERIFY(kept.isValid());
        QCOMPARE(kept.row(), 1);
        QCOMPARE(kept.data().toString(), QString("0.6"));

        // The running trial finishes as the new best: its row and the old best's change, no other.
        changed.clear();
        job.trial(2).state = trainyard::spec::State::Succeeded;
        job.trial(2).finalMetric = trainyard::spec::HyperparameterMetric { 300, 0.9, {} };
        job.trial(2).endTime = trainyard::spec::Timestamp { epoch + 900, 0 };
        f.model.setJob(job);
        QCOMPARE(modeltest::changes(changed), (QStringList { "1,0..3,9" }));
        QCOMPARE(f.model.series()->best, 2);
        QCOMPARE(f.column(Field::BestSoFar), (QStringList { "0.5", "0.6", "0.9", "0.9" }));
        QCOMPARE(resets.count(), 0);

        // Another job resets.
        f.model.setJob(study("MAXIMIZE", { 0.1 }, "hp_2"));
        QCOMPARE(resets.count(), 1);
        QCOMPARE(f.model.rowCount(), 1);
        QCOMPARE(f.model.jobId(), QString("hp_2"));
    }

    void runningDurationTicks()
    {
        Fixture f;
        TuningJobBuilder job = study("MAXIMIZE", { 0.5, std::nullopt, 0.7, std::nullopt });
        f.model.setJob(job);
        // Trial 2 started at epoch + 20, trial 4 at epoch + 40; now is epoch + 3600.
        QCOMPARE(f.text(1, Field::Duration), QString("59m 40s"));
        QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
        f.now = { epoch + 3605, 0 };
        f.model.tick();
        const int duration = f.model.columnOf(Field::Duration);
        QCOMPARE(modeltest::changes(changed), (QStringList { QString("1,%1..1,%1").arg(duration), QString("3,%1..3,%1").arg(duration) }));
        QCOMPARE(f.text(1, Field::Duration), QString("59m 45s"));
        QCOMPARE(f.text(0, Field::Duration), QString("1m 00s")); // finished trials keep theirs
        QCOMPARE(f.model.index(3, duration).data(TrialTableModel::SortRole).toLongLong(), 3'565'000);
    }

    void exportIsExactAndUnlocalised()
    {
        Fixture f;
        QLocale::setDefault(QLocale(QLocale::German));
        f.model.setJob(study("MAXIMIZE", { 0.1 + 0.2, 1234567.125 }));
        QCOMPARE(f.text(0, Field::Objective), QString("0,3"));
        QCOMPARE(f.text(0, Field::Objective, TrialTableModel::ExportRole), QString("0.30000000000000004"));
        QCOMPARE(f.text(1, Field::Objective, TrialTableModel::ExportRole), QString("1234567.125"));
        QCOMPARE(f.text(0, Field::Duration, TrialTableModel::ExportRole), QString("60"));
        QCOMPARE(f.text(0, Field::State, TrialTableModel::ExportRole), QString("SUCCEEDED"));
        QLocale::setDefault(QLocale::c());
    }

    void parametersBeyondTheSpec()
    {
        Fixture f;
        TuningJobBuilder job("hp_1", "MAXIMIZE");
        job.categorical("optimizer", { "adam", "sgd" }).number("lr", "DOUBLE", 0, 1, "UNIT_LOG_SCALE");
        job.add(TrialBuilder("1").param("optimizer", "adagrad").param("lr", 0.5).param("momentum", 0.9).state("SUCCEEDED").final(1, 0.5));
        job.add(TrialBuilder("2").param("optimizer", "sgd").param("lr", "not a number").state("SUCCEEDED").final(1, 0.4));
        f.model.setJob(job);
        const auto& series = *f.model.series();
        QCOMPARE(series.parameters.size(), std::size_t(3));
        QCOMPARE(series.parameters[2].name, QString("momentum"));
        QCOMPARE(series.parameters[0].categories, (QStringList { "adam", "sgd", "adagrad" }));
        QCOMPARE(series.trials[0].params[0], 2.0);
        QCOMPARE(series.trials[1].params[0], 1.0);
        QVERIFY(std::isnan(series.trials[1].params[1]));
        QCOMPARE(f.text(1, Field::Parameter, Qt::DisplayRole, 1), QString("not a number"));
        QVERIFY(!series.parameters[1].logScale); // a log axis cannot start at 0
    }

    void trialIdsInNumericOrder()
    {
        Fixture f;
        TuningJobBuilder job("hp_1", "MAXIMIZE");
        for (const char* id : { "10", "9", "x", "1" })
            job.add(TrialBuilder(id).state("SUCCEEDED").final(1, 0.5));
        f.model.setJob(job);
        QStringList ids;
        for (const auto& trial : f.model.series()->trials)
            ids << trial.idText;
        QCOMPARE(ids, (QStringList { "1", "9", "10", "x" }));
        QCOMPARE(f.model.series()->trials[2].number, 10.0);
        QCOMPARE(f.model.series()->trials[3].number, 4.0);
        QCOMPARE(f.model.rowOf("10"), 2);
        QCOMPARE(f.model.series()->indexOf("x"), 3);
    }

    void filterProxyShowsTheMask()
    {
        Fixture f;
        TuningJobBuilder job = study("MAXIMIZE", { 0.1, 0.2, 0.3, 0.4 });
        f.model.setJob(job);
        TrialFilterProxy proxy;
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        proxy.setTrialModel(&f.model);
        proxy.setShown(std::make_shared<std::vector<char>>(std::vector<char> { 1, 0, 1, 0 }));
        QCOMPARE(modeltest::column(proxy, 0), (QStringList { "1", "3" }));
        // A trial newer than the mask is shown until a new mask says otherwise.
        job.add(TrialBuilder("5").state("RUNNING"));
        f.model.setJob(job);
        QCOMPARE(modeltest::column(proxy, 0), (QStringList { "1", "3", "5" }));
        proxy.setShown(nullptr);
        QCOMPARE(proxy.rowCount(), 5);
    }

    void argumentsAsTheTrainerGotThem()
    {
        TuningJobBuilder job = study("MAXIMIZE", { 0.5 });
        job.jobDir("/tmp/hp_1");
        const trainyard::spec::Job doc = job;
        QCOMPARE(trainyard::models::trialArguments(doc, *(*doc.trainingOutput->trials)[0].hyperparameters),
            (QStringList { "--epochs", "20", "--layers=3", "--learning_rate=0.001", "--optimizer=adam", "--job-dir", "/tmp/hp_1" }));
    }

    void syntheticStudyIsRealistic()
    {
        // The documents the UI tests, the benchmark and the screenshots use: what they promise.
        const auto series = TrialSeries::fromJob(syntheticStudy("s", {}));
        QCOMPARE(int(series->trials.size()), 40);
        QCOMPARE(series->running, 4);
        QCOMPARE(series->failed, 1);
        QVERIFY(series->stoppedEarly >= 4);
        QVERIFY(series->best >= 0);
        QVERIFY(!series->trials[39].hasObjective());
        QVERIFY(!series->trials[39].values.empty());
        QVERIFY(series->parameters[0].logScale);
        QVERIFY(series->parameters[2].categorical);
    }
};

QTEST_GUILESS_MAIN(TestTrialTableModel)
#include "tst_trialtablemodel.moc"
