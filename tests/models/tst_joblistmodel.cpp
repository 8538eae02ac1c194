#include "testjobs.h"

#include "models/jobformat.h"
#include "models/joblistmodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QIcon>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace trainyard::modeltest;
using trainyard::models::JobListModel;
namespace models = trainyard::models;

namespace {

JobBuilder running(const std::string& id, std::int64_t offset = 0)
{
    return std::move(JobBuilder(id)
                         .state("RUNNING")
                         .created(t0 + offset)
                         .started(t0 + offset + 5)
                         .region("us-central1")
                         .tier("BASIC"));
}

// A model under QAbstractItemModelTester (fatal) from its first row on, with a clock the test sets.
struct Fixture {
    Fixture()
        : tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal)
    {
        model.setClock([this] { return now; });
    }
    spec::Timestamp now = at(t0 + 3600);
    JobListModel model;
    QAbstractItemModelTester tester;

    QString text(int row, int column, int role = Qt::DisplayRole) const
    {
        return model.index(row, column).data(role).toString();
    }
    QStringList ids() const { return column(model, JobListModel::IdColumn); }
};

} // namespace

class TestJobListModel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    // Formatting, data-driven.
    void formatDuration_data();
    void formatDuration();
    void durationColumn_data();
    void durationColumn();
    void scaleTierSummary_data();
    void scaleTierSummary();
    void bestMetric_data();
    void bestMetric();
    void bestMetricTagComesFromTheJob();
    void labelsAreSortedByKey();

    // Fixtures and roles.
    void showsEveryFixtureJob();
    void rolesOfATuningJob();
    void failedStateShowsItsErrorAsToolTip();
    void headers();

    // Changes, with exactly the signals they must cause.
    void setJobsOnAnEmptyModelInserts();
    void setJobsRemovesUpdatesAndAppendsWithoutReset();
    void setJobsWithTheSameJobsIsSilent();
    void setJobsWithNothingInCommonResets();
    void setJobsWithScatteredRemovalsResets();
    void upsertAnnouncesOnlyWhatChanged();
    void upsertBatchCoalesces();
    void jobsWithoutIdAreIgnored();
    void removeShiftsLaterRows();
    void removeJobsInBulk();
    void tickAnnouncesRunningDurationsOnly();
    void clearResets();
    void regionLabelsRelabelTheRegionColumnOnly();
};

void TestJobListModel::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    QCOMPARE(qgetenv("TZ"), QByteArray("UTC")); // set by ctest: local times below are UTC
}

void TestJobListModel::formatDuration_data()
{
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero") << qint64(0) << "0 ms";
    QTest::newRow("negative shows as zero") << qint64(-5000) << "0 ms";
    QTest::newRow("sub-second") << qint64(340) << "340 ms";
    QTest::newRow("one second") << qint64(1000) << "1s";
    QTest::newRow("seconds are floored") << qint64(59'999) << "59s";
    QTest::newRow("one minute") << qint64(60'000) << "1m 00s";
    QTest::newRow("minutes and padded seconds") << qint64(185'000) << "3m 05s";
    QTest::newRow("just under an hour") << qint64(3'599'999) << "59m 59s";
    QTest::newRow("one hour") << qint64(3'600'000) << "1h 00m";
    QTest::newRow("hours drop seconds") << qint64(3'725'000) << "1h 02m";
    QTest::newRow("one day") << qint64(86'400'000) << "1d 00h";
    QTest::newRow("days and hours") << qint64((2 * 86'400 + 3 * 3600 + 59) * 1000LL) << "2d 03h";
    QTest::newRow("the seven-day limit") << qint64(604'800'000) << "7d 00h";
}

void TestJobListModel::formatDuration()
{
    QFETCH(qint64, ms);
    QFETCH(QString, text);
    QCOMPARE(models::formatDuration(ms), text);
}

void TestJobListModel::durationColumn_data()
{
    QTest::addColumn<spec::Job>("job");
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("sortValue");
    // now = t0 + 1000
    QTest::newRow("not started") << JobBuilder("j").state("QUEUED").created(t0).job() << "—" << qint64(-1);
    QTest::newRow("running: to now") << JobBuilder("j").state("RUNNING").started(t0 + 10).job() << "16m 30s"
                                     << qint64(990'000);
    QTest::newRow("cancelling still runs")
        << JobBuilder("j").state("CANCELLING").started(t0).job() << "16m 40s" << qint64(1'000'000);
    QTest::newRow("started after now (clock skew)")
        << JobBuilder("j").state("RUNNING").started(t0 + 2000).job() << "0 ms" << qint64(0);
    QTest::newRow("finished") << JobBuilder("j").state("SUCCEEDED").started(t0).ended(t0 + 7325).job() << "2h 02m"
                              << qint64(7'325'000);
    QTest::newRow("finished within a second")
        << JobBuilder("j").state("FAILED").started(t0, 500'000'000).ended(t0 + 1, 250'000'000).job() << "750 ms"
        << qint64(750);
    QTest::newRow("final without an end time")
        << JobBuilder("j").state("SUCCEEDED").started(t0).job() << "—" << qint64(-1);
    QTest::newRow("days") << JobBuilder("j").state("CANCELLED").started(t0).ended(t0 + 2 * 86'400 + 3 * 3600 + 59).job()
                          << "2d 03h" << qint64((2 * 86'400 + 3 * 3600 + 59) * 1000LL);
}

void TestJobListModel::durationColumn()
{
    QFETCH(spec::Job, job);
    QFETCH(QString, text);
    QFETCH(qint64, sortValue);
    Fixture f;
    f.now = at(t0 + 1000);
    f.model.tick();
    f.model.upsert(job);
    QCOMPARE(f.text(0, JobListModel::DurationColumn), text);
    QCOMPARE(f.model.index(0, JobListModel::DurationColumn).data(JobListModel::SortRole).toLongLong(), sortValue);
}

void TestJobListModel::scaleTierSummary_data()
{
    QTest::addColumn<QByteArray>("trainingInput");
    QTest::addColumn<QString>("summary");
    QTest::newRow("absent tier is BASIC") << QByteArray(R"({"region": "us-central1"})") << "BASIC";
    QTest::newRow("predefined tier") << QByteArray(R"({"scaleTier": "BASIC_GPU"})") << "BASIC_GPU";
    QTest::newRow("custom, nothing named") << QByteArray(R"({"scaleTier": "CUSTOM"})") << "CUSTOM: 1 master";
    QTest::newRow("custom, master only") << QByteArray(R"({"scaleTier": "CUSTOM", "masterType": "n1-standard-4"})")
                                         << "CUSTOM: 1 master (n1-standard-4)";
    QTest::newRow("custom, one worker is singular") << QByteArray(
        R"({"scaleTier": "CUSTOM", "masterType": "n1-standard-8", "workerType": "n1-standard-8", "workerCount": "1"})")
                                                    << "CUSTOM: 1 master + 1 worker (n1-standard-8)";
    QTest::newRow("custom, accelerators on the master")
        << QByteArray(R"({"scaleTier": "CUSTOM", "masterType": "n1-standard-8",
              "masterConfig": {"acceleratorConfig": {"count": "2", "type": "NVIDIA_TESLA_T4"}},
              "workerType": "n1-standard-8", "workerCount": "4"})")
        << "CUSTOM: 1 master + 4 workers (n1-standard-8, 2× NVIDIA_TESLA_T4)";
    QTest::newRow("custom, zero accelerators are not shown")
        << QByteArray(R"({"scaleTier": "CUSTOM", "masterType": "n1-standard-8",
              "masterConfig": {"acceleratorConfig": {"count": "0", "type": "NVIDIA_TESLA_T4"}}})")
        << "CUSTOM: 1 master (n1-standard-8)";
    QTest::newRow("custom, a count of zero is no pool")
        << QByteArray(R"({"scaleTier": "CUSTOM", "masterType": "m", "workerType": "w", "workerCount": "0",
              "parameterServerType": "p", "parameterServerCount": "1"})")
        << "CUSTOM: 1 master + 1 parameter server (m)";
    QTest::newRow("custom, every pool") << QByteArray(
        R"({"scaleTier": "CUSTOM", "masterType": "m", "workerType": "w", "workerCount": "3",
              "parameterServerType": "p", "parameterServerCount": "2", "evaluatorType": "e", "evaluatorCount": "2"})")
                                        << "CUSTOM: 1 master + 3 workers + 2 parameter servers + 2 evaluators (m)";
}

void TestJobListModel::scaleTierSummary()
{
    QFETCH(QByteArray, trainingInput);
    QFETCH(QString, summary);
    Fixture f;
    f.model.upsert(jobFromJson(R"({"jobId": "j", "trainingInput": )" + trainingInput.toStdString() + "}"));
    QCOMPARE(f.text(0, JobListModel::ScaleTierColumn), summary);
    QCOMPARE(f.text(0, JobListModel::ScaleTierColumn, JobListModel::SortRole), summary);
}

void TestJobListModel::bestMetric_data()
{
    using Objectives = std::vector<std::optional<double>>;
    QTest::addColumn<spec::Job>("job");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QVariant>("sortValue");
    QTest::addColumn<QString>("toolTip");
    const auto tuning = [](const char* goal, const Objectives& objectives) {
        return JobBuilder("j").state("RUNNING").tuning(goal, objectives).job();
    };
    const QString tag = QStringLiteral("training/hptuning/metric");
    QTest::newRow("maximize picks the largest")
        << tuning("MAXIMIZE", { 0.5, 0.9, 0.7 }) << "0.9" << QVariant(0.9) << tag + " 0.9, trial 2 (maximize)";
    QTest::newRow("minimize picks the smallest")
        << tuning("MINIMIZE", { 0.5, 0.9, 0.25 }) << "0.25" << QVariant(0.25) << tag + " 0.25, trial 3 (minimize)";
    QTest::newRow("minimize with negative values")
        << tuning("MINIMIZE", { -1.5, -2.25 }) << "-2.25" << QVariant(-2.25) << tag + " -2.25, trial 2 (minimize)";
    QTest::newRow("trials without a final metric are skipped")
        << tuning("MAXIMIZE", { std::nullopt, 0.3, std::nullopt }) << "0.3" << QVariant(0.3)
        << tag + " 0.3, trial 2 (maximize)";
    QTest::newRow("the first of equal values wins")
        << tuning("MAXIMIZE", { 0.7, 0.7 }) << "0.7" << QVariant(0.7) << tag + " 0.7, trial 1 (maximize)";
    QTest::newRow("six significant digits") << tuning("MAXIMIZE", { 0.123456789 }) << "0.123457"
                                            << QVariant(0.123456789) << tag + " 0.123457, trial 1 (maximize)";
    QTest::newRow("no trial has a final metric yet") << tuning("MAXIMIZE", { std::nullopt }) << "" << QVariant() << "";
    QTest::newRow("no trials yet") << tuning("MAXIMIZE", {}) << "" << QVariant() << "";
    QTest::newRow("no goal means maximize, as the API says")
        << tuning("GOAL_TYPE_UNSPECIFIED", { 0.5, 0.75 }) << "0.75" << QVariant(0.75) << tag + " 0.75, trial 2 (maximize)";
    spec::Job withRunning = tuning("MAXIMIZE", { 0.5, 0.9, 0.7 });
    (*withRunning.trainingOutput->trials)[0].state = spec::State::Succeeded;
    (*withRunning.trainingOutput->trials)[1].state = spec::State::Running; // its latest report, not a result
    (*withRunning.trainingOutput->trials)[2].state = spec::State::Succeeded;
    QTest::newRow("a running trial's latest report is not a result")
        << withRunning << "0.7" << QVariant(0.7) << tag + " 0.7, trial 3 (maximize)";
    QTest::newRow("not a tuning job") << running("j").job() << "" << QVariant() << "";
}

void TestJobListModel::bestMetric()
{
    QFETCH(spec::Job, job);
    QFETCH(QString, text);
    QFETCH(QVariant, sortValue);
    QFETCH(QString, toolTip);
    Fixture f;
    f.model.upsert(job);
    QCOMPARE(f.text(0, JobListModel::BestMetricColumn), text);
    QCOMPARE(f.model.index(0, JobListModel::BestMetricColumn).data(JobListModel::SortRole), sortValue);
    QCOMPARE(f.text(0, JobListModel::BestMetricColumn, Qt::ToolTipRole), toolTip);
}

void TestJobListModel::bestMetricTagComesFromTheJob()
{
    // trainingOutput names the tag: it wins.
    const auto best = models::bestMetric(fixtureJob(QStringLiteral("complete-with-output.json")));
    QVERIFY(best);
    QCOMPARE(best->tag, std::string("accuracy"));
    QCOMPARE(best->trialId, std::string("1"));
    QCOMPARE(best->value, 0.8543);

    // Only the spec names it.
    auto job = JobBuilder("j").tuning("MINIMIZE", { 2.0, 1.0 }).job();
    job.trainingInput->hyperparameters->hyperparameterMetricTag = "loss";
    QCOMPARE(models::bestMetric(job)->tag, std::string("loss"));
    QCOMPARE(models::bestMetricToolTip(*models::bestMetric(job)), QStringLiteral("loss 1, trial 2 (minimize)"));
}

void TestJobListModel::labelsAreSortedByKey()
{
    Fixture f;
    f.model.upsert(JobBuilder("j").label("team", "vision").label("owner", "ana").label("env", ""));
    QCOMPARE(f.text(0, JobListModel::LabelsColumn), QStringLiteral("env=, owner=ana, team=vision"));
    QCOMPARE(f.text(0, JobListModel::LabelsColumn, Qt::ToolTipRole), QStringLiteral("env=\nowner=ana\nteam=vision"));
    f.model.upsert(JobBuilder("k"));
    QCOMPARE(f.text(1, JobListModel::LabelsColumn), QString());
}

void TestJobListModel::showsEveryFixtureJob()
{
    Fixture f;
    f.model.setJobs(allFixtureJobs());
    QCOMPARE(f.model.rowCount(), 5);

    struct Expected {
        const char* id;
        const char* state;
        const char* created;
        const char* duration;
        const char* tier;
        const char* region;
    };
    const Expected expected[] = {
        { "census_tuning_20240501_120000", "Running", "2024-05-01 12:00:00", "59m 18s",
            "CUSTOM: 1 master + 4 workers + 2 parameter servers + 1 evaluator (n1-highmem-8, 2× NVIDIA_TESLA_T4)",
            "europe-west4" },
        { "pytorch_container_1", "Succeeded", "2023-11-02 08:15:00", "43m 32s",
            "CUSTOM: 1 master + 2 workers (n1-standard-8, 1× NVIDIA_TESLA_T4)", "us-central1" },
        { "batch_predict_7", "Succeeded", "2021-01-01 00:00:00", "—", "", "" },
        { "my_job_name", "", "", "—", "CUSTOM: 1 master + 9 workers + 3 parameter servers (complex_model_m)",
            "us-central1" },
        { "from_a_newer_server", "PAUSED", "", "—", "CUSTOM: 1 master (n1-standard-8, 1× NVIDIA_H100_80GB)",
            "us-central1" },
    };
    for (const auto& e : expected) {
        const int row = f.model.rowOf(QString::fromUtf8(e.id));
        QVERIFY2(row >= 0, e.id);
        QCOMPARE(f.text(row, JobListModel::StateColumn), QString::fromUtf8(e.state));
        QCOMPARE(f.text(row, JobListModel::CreatedColumn), QString::fromUtf8(e.created));
        QCOMPARE(f.text(row, JobListModel::DurationColumn), QString::fromUtf8(e.duration));
        QCOMPARE(f.text(row, JobListModel::ScaleTierColumn), QString::fromUtf8(e.tier));
        QCOMPARE(f.text(row, JobListModel::RegionColumn), QString::fromUtf8(e.region));
    }
    // A state this build does not know keeps its wire name, and is not "running".
    const int paused = f.model.rowOf(QStringLiteral("from_a_newer_server"));
    QCOMPARE(f.text(paused, JobListModel::IdColumn, JobListModel::StateRole), QStringLiteral("PAUSED"));
    QCOMPARE(f.text(paused, JobListModel::BestMetricColumn), QStringLiteral("0.25"));
    QCOMPARE(f.model.runningCount(), 1);
}

void TestJobListModel::rolesOfATuningJob()
{
    Fixture f;
    const spec::Job job = fixtureJob(QStringLiteral("complete-with-output.json"));
    f.model.upsert(job);
    const QModelIndex any = f.model.index(0, JobListModel::RegionColumn);
    QCOMPARE(any.data(JobListModel::JobIdRole).toString(), QStringLiteral("census_tuning_20240501_120000"));
    QCOMPARE(any.data(JobListModel::StateRole).toString(), QStringLiteral("RUNNING"));
    QCOMPARE(any.data(JobListModel::ErrorRole).toString(), QString());
    QCOMPARE(any.data(JobListModel::StateColorRole).value<QColor>(), models::stateColor(spec::State::Running));
    // Rows, not documents: the job itself is the session's (BackendSession::document).
    QVERIFY(!any.data(JobListModel::JobRole).isValid());
    QVERIFY(f.model.holds(job));
    QCOMPARE(f.model.jobId(0), QStringLiteral("census_tuning_20240501_120000"));
    QVERIFY(f.model.isTuning(0));
    spec::Job other = job;
    other.trainingOutput->consumedMLUnits = 99.5; // no column shows it; the row still knows it changed
    QVERIFY(!f.model.holds(other));
    other.jobId = "nope";
    QVERIFY(!f.model.holds(other));

    QCOMPARE(f.text(0, JobListModel::LabelsColumn), QStringLiteral("owner=ana-silva, priority=p1, team=forecast"));
    QCOMPARE(f.text(0, JobListModel::BestMetricColumn), QStringLiteral("0.8543"));
    QCOMPARE(f.text(0, JobListModel::BestMetricColumn, Qt::ToolTipRole),
        QStringLiteral("accuracy 0.8543, trial 1 (maximize)"));
    QCOMPARE(f.text(0, JobListModel::ScaleTierColumn, Qt::ToolTipRole),
        QStringLiteral("master: n1-highmem-8, 2× NVIDIA_TESLA_T4\n"
                       "workers: 4× n1-standard-16, 2× NVIDIA_TESLA_V100\n"
                       "parameter servers: 2× n1-highmem-4\n"
                       "evaluators: 1× n1-standard-4"));
    QCOMPARE(f.text(0, JobListModel::CreatedColumn, Qt::ToolTipRole), QStringLiteral("2024-05-01T12:00:00.000Z"));
    QCOMPARE(
        f.model.index(0, JobListModel::CreatedColumn).data(JobListModel::SortRole).toLongLong(), qint64(t0 * 1000));
    QVERIFY(f.model.index(0, JobListModel::StateColumn)
                .data(Qt::DecorationRole)
                .value<QIcon>()
                .pixmap(16)
                .toImage()
                .pixelColor(8, 8)
        == models::stateColor(spec::State::Running));
    QVERIFY(!f.model.index(0, JobListModel::IdColumn).data(Qt::DecorationRole).isValid());
    QVERIFY(f.text(0, JobListModel::IdColumn, JobListModel::SearchTextRole).contains(QStringLiteral("team=forecast")));
    QCOMPARE(f.model.index(0, JobListModel::DurationColumn).data(Qt::TextAlignmentRole).toInt(),
        int(Qt::AlignRight | Qt::AlignVCenter));

    // A predefined tier's tooltip is the catalog's description.
    f.model.upsert(JobBuilder("gpu").tier("BASIC_GPU"));
    QVERIFY(!f.text(1, JobListModel::ScaleTierColumn, Qt::ToolTipRole).isEmpty());
}

void TestJobListModel::failedStateShowsItsErrorAsToolTip()
{
    Fixture f;
    f.model.upsert(JobBuilder("bad").state("FAILED").error("The replica master 0 exited with a non-zero status of 1."));
    f.model.upsert(JobBuilder("good").state("SUCCEEDED").error(""));
    f.model.upsert(JobBuilder("cancelled").state("CANCELLED").error("Job cancelled by the user."));
    QCOMPARE(f.text(0, JobListModel::StateColumn, Qt::ToolTipRole),
        QStringLiteral("The replica master 0 exited with a non-zero status of 1."));
    QCOMPARE(f.text(0, JobListModel::IdColumn, JobListModel::ErrorRole),
        QStringLiteral("The replica master 0 exited with a non-zero status of 1."));
    QVERIFY(!f.model.index(1, JobListModel::StateColumn).data(Qt::ToolTipRole).isValid());
    QVERIFY(!f.model.index(2, JobListModel::StateColumn).data(Qt::ToolTipRole).isValid());
    QCOMPARE(
        f.text(2, JobListModel::StateColumn, JobListModel::ErrorRole), QStringLiteral("Job cancelled by the user."));
}

void TestJobListModel::headers()
{
    Fixture f;
    QCOMPARE(f.model.columnCount(), 8);
    QStringList titles;
    for (int c = 0; c < f.model.columnCount(); ++c)
        titles << f.model.headerData(c, Qt::Horizontal).toString();
    QCOMPARE(titles,
        QStringList({ "Job", "State", "Created", "Duration", "Scale tier", "Region", "Labels", "Best metric" }));
    QVERIFY(f.model.roleNames().contains(JobListModel::JobRole));
}

void TestJobListModel::setJobsOnAnEmptyModelInserts()
{
    Fixture f;
    QSignalSpy inserted(&f.model, &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(&f.model, &QAbstractItemModel::modelReset);
    f.model.setJobs({ running("a"), running("b"), running("c") });
    QCOMPARE(rowRanges(inserted), QStringList({ "0..2" }));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(f.ids(), QStringList({ "a", "b", "c" }));
    QCOMPARE(f.model.rowOf(QStringLiteral("c")), 2);
    QCOMPARE(f.model.rowOf(QStringLiteral("x")), -1);
}

void TestJobListModel::setJobsRemovesUpdatesAndAppendsWithoutReset()
{
    Fixture f;
    f.model.setJobs({ running("a", 1), running("b", 2), running("c", 3), running("d", 4), running("e", 5) });
    QSignalSpy inserted(&f.model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&f.model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&f.model, &QAbstractItemModel::modelReset);

    f.model.setJobs(
        { running("a", 1), running("c", 3).state("SUCCEEDED").ended(t0 + 100), running("e", 5), running("f", 6) });

    QCOMPARE(rowRanges(removed), QStringList({ "3..3", "1..1" })); // d, then b: bottom up
    QCOMPARE(changes(changed), QStringList({ "1,1..1,1", "1,3..1,3" })); // c: State and Duration
    QCOMPARE(rowRanges(inserted), QStringList({ "3..3" })); // f
    QCOMPARE(reset.count(), 0);
    QCOMPARE(f.ids(), QStringList({ "a", "c", "e", "f" }));
    for (int row = 0; row < 4; ++row)
        QCOMPARE(f.model.rowOf(f.ids().at(row)), row);
    QCOMPARE(f.model.rowOf(QStringLiteral("b")), -1);
    QCOMPARE(f.text(1, JobListModel::StateColumn), QStringLiteral("Succeeded"));
}

void TestJobListModel::setJobsWithTheSameJobsIsSilent()
{
    Fixture f;
    f.model.setJobs({ running("a"), running("b") });
    QSignalSpy any(&f.model, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(&f.model, &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(&f.model, &QAbstractItemModel::modelReset);
    f.model.setJobs({ running("b"), running("a") }); // order of a refresh does not move rows
    QCOMPARE(any.count() + inserted.count() + reset.count(), 0);
    QCOMPARE(f.ids(), QStringList({ "a", "b" }));
}

void TestJobListModel::setJobsWithNothingInCommonResets()
{
    Fixture f;
    f.model.setJobs({ running("a"), running("b") });
    QSignalSpy reset(&f.model, &QAbstractItemModel::modelReset);
    QSignalSpy removed(&f.model, &QAbstractItemModel::rowsRemoved);
    f.model.setJobs({ running("x"), running("y"), running("z") });
    QCOMPARE(reset.count(), 1);
    QCOMPARE(removed.count(), 0);
    QCOMPARE(f.ids(), QStringList({ "x", "y", "z" }));
    QCOMPARE(f.model.rowOf(QStringLiteral("z")), 2);

    f.model.setJobs({});
    QCOMPARE(reset.count(), 2);
    QCOMPARE(f.model.rowCount(), 0);
}

void TestJobListModel::setJobsWithScatteredRemovalsResets()
{
    Fixture f;
    std::vector<spec::Job> all;
    std::vector<spec::Job> even;
    for (int i = 0; i < 100; ++i) {
        all.push_back(running("job_" + std::to_string(i), i));
        if (i % 2 == 0)
            even.push_back(all.back());
    }
    f.model.setJobs(all);
    QSignalSpy reset(&f.model, &QAbstractItemModel::modelReset);
    QSignalSpy removed(&f.model, &QAbstractItemModel::rowsRemoved);
    f.model.setJobs(even); // 50 separate ranges: one reset is cheaper for the views
    QCOMPARE(reset.count(), 1);
    QCOMPARE(removed.count(), 0);
    QCOMPARE(f.model.rowCount(), 50);
    QCOMPARE(f.model.rowOf(QStringLiteral("job_98")), 49);

    // A few ranges are removed one by one.
    std::vector<spec::Job> fewer(even.begin() + 2, even.end() - 2);
    f.model.setJobs(fewer);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(rowRanges(removed), QStringList({ "48..49", "0..1" }));
    QCOMPARE(f.model.rowOf(QStringLiteral("job_4")), 0);
}

void TestJobListModel::upsertAnnouncesOnlyWhatChanged()
{
    Fixture f;
    f.model.setJobs({ running("a", 1), running("b", 2), running("c", 3) });
    QSignalSpy inserted(&f.model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&f.model, &QAbstractItemModel::modelReset);

    f.model.upsert(running("b", 2)); // unchanged
    QCOMPARE(changed.count() + inserted.count(), 0);

    f.model.upsert(running("d", 4)); // new: appended
    QCOMPARE(rowRanges(inserted), QStringList({ "3..3" }));
    QCOMPARE(f.model.rowOf(QStringLiteral("d")), 3);

    // A state change with an end time: State and Duration, not the Created column between them.
    f.model.upsert(running("b", 2).state("SUCCEEDED").ended(t0 + 50));
    QCOMPARE(changes(changed), QStringList({ "1,1..1,1", "1,3..1,3" }));
    QCOMPARE(changed.at(0).at(2).value<QList<int>>(), QList<int>());
    changed.clear();

    f.model.upsert(running("c", 3).label("team", "vision"));
    QCOMPARE(changes(changed), QStringList({ "2,6..2,6" }));
    changed.clear();

    f.model.upsert(running("c", 3).label("team", "vision").region("europe-west4").tier("BASIC_GPU"));
    QCOMPARE(changes(changed), QStringList({ "2,4..2,5" })); // Scale tier and Region: one range
    changed.clear();

    // A change no column shows: announced on the Id column as JobRole.
    f.model.upsert(running("a", 1).etag("new"));
    QCOMPARE(changes(changed), QStringList({ "0,0..0,0" }));
    QCOMPARE(changed.at(0).at(2).value<QList<int>>(), QList<int>({ JobListModel::JobRole }));
    QVERIFY(f.model.holds(running("a", 1).etag("new").job()));
    QVERIFY(!f.model.holds(running("a", 1).job()));

    QCOMPARE(reset.count(), 0);
    QCOMPARE(inserted.count(), 1);
}

void TestJobListModel::upsertBatchCoalesces()
{
    Fixture f;
    f.model.setJobs({ running("a", 1), running("b", 2), running("c", 3), running("d", 4), running("e", 5) });
    QSignalSpy inserted(&f.model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);

    const auto failed = [](const std::string& id, std::int64_t offset) {
        return running(id, offset).state("FAILED").ended(t0 + 100).error("exit 1").job();
    };
    f.model.upsertBatch({
        running("f", 6), // new
        failed("c", 3), // neighbours with the same change: one range per column run
        failed("b", 2), running("e", 5).label("k", "v"), // another change
        running("a", 1), // unchanged
        running("g", 7), // new
        running("f", 6).label("late", "wins"), // a later copy of a new job
        JobBuilder("").state("RUNNING"), // no id
    });
    QCOMPARE(changes(changed), QStringList({ "1,1..2,1", "1,3..2,3", "4,6..4,6" }));
    QCOMPARE(rowRanges(inserted), QStringList({ "5..6" }));
    QCOMPARE(f.ids(), QStringList({ "a", "b", "c", "d", "e", "f", "g" }));
    QCOMPARE(f.text(5, JobListModel::LabelsColumn), QStringLiteral("late=wins"));
    QCOMPARE(f.model.runningCount(), 3 + 2); // a, d, e and the new f, g

    changed.clear();
    inserted.clear();
    f.model.upsertBatch(std::vector<spec::Job> {});
    QCOMPARE(changed.count() + inserted.count(), 0);
}

void TestJobListModel::jobsWithoutIdAreIgnored()
{
    Fixture f;
    spec::Job noId = running("x").job();
    noId.jobId.reset();
    f.model.upsert(noId);
    f.model.setJobs({ noId, JobBuilder("") });
    QCOMPARE(f.model.rowCount(), 0);
}

void TestJobListModel::removeJobsInBulk()
{
    Fixture f;
    f.model.setJobs({ running("a"), running("b"), running("c"), running("d"), running("e") });
    QSignalSpy removed(&f.model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(&f.model, &QAbstractItemModel::modelReset);
    f.model.removeJobs({ QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("e"), QStringLiteral("unknown") });
    QCOMPARE(rowRanges(removed), QStringList({ "4..4", "1..2" })); // from the end: earlier rows keep their numbers
    QCOMPARE(reset.count(), 0);
    QCOMPARE(f.model.rowCount(), 2);
    QCOMPARE(f.model.rowOf(QStringLiteral("d")), 1);
    QCOMPARE(f.model.runningCount(), 2);

    // Scattered over many ranges: one pass and one reset, the rows kept in their order.
    std::vector<spec::Job> many;
    for (int i = 0; i < 200; ++i)
        many.push_back(running(QStringLiteral("j%1").arg(i, 3, 10, QLatin1Char('0')).toStdString()).job());
    f.model.setJobs(many);
    QSet<QString> odd;
    for (int i = 1; i < 200; i += 2)
        odd.insert(QStringLiteral("j%1").arg(i, 3, 10, QLatin1Char('0')));
    removed.clear();
    reset.clear();
    f.model.removeJobs(odd);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(removed.count(), 0);
    QCOMPARE(f.model.rowCount(), 100);
    for (int i = 0; i < 100; ++i)
        QCOMPARE(f.model.jobId(i), QStringLiteral("j%1").arg(2 * i, 3, 10, QLatin1Char('0')));
    QCOMPARE(f.model.rowOf(QStringLiteral("j198")), 99);
    QCOMPARE(f.model.rowOf(QStringLiteral("j199")), -1);
    QCOMPARE(f.model.runningCount(), 100);
    // The slots of the removed rows are reused.
    f.model.upsert(running("j199").job());
    QCOMPARE(f.model.rowOf(QStringLiteral("j199")), 100);
    QCOMPARE(f.model.rowOf(QStringLiteral("j198")), 99);
}

void TestJobListModel::removeShiftsLaterRows()
{
    Fixture f;
    f.model.setJobs({ running("a"), running("b"), running("c") });
    QSignalSpy removed(&f.model, &QAbstractItemModel::rowsRemoved);
    QVERIFY(f.model.remove(QStringLiteral("b")));
    QCOMPARE(rowRanges(removed), QStringList({ "1..1" }));
    QCOMPARE(f.model.rowOf(QStringLiteral("c")), 1);
    QCOMPARE(f.model.rowOf(QStringLiteral("b")), -1);
    QCOMPARE(f.model.runningCount(), 2);
    QVERIFY(!f.model.remove(QStringLiteral("b")));
    QCOMPARE(removed.count(), 1);
    QVERIFY(f.model.remove(QStringLiteral("c")));
    QVERIFY(f.model.remove(QStringLiteral("a")));
    QCOMPARE(f.model.rowCount(), 0);
    QCOMPARE(f.model.runningCount(), 0);
}

void TestJobListModel::tickAnnouncesRunningDurationsOnly()
{
    Fixture f;
    f.now = at(t0 + 100);
    f.model.tick();
    f.model.setJobs({
        JobBuilder("r0").state("RUNNING").started(t0),
        JobBuilder("r1").state("RUNNING").started(t0 + 40),
        JobBuilder("done").state("SUCCEEDED").started(t0).ended(t0 + 10),
        JobBuilder("r3").state("CANCELLING").started(t0 + 70),
        JobBuilder("queued").state("QUEUED"),
    });
    QCOMPARE(f.model.runningCount(), 3);
    QCOMPARE(f.text(0, JobListModel::DurationColumn), QStringLiteral("1m 40s"));

    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
    f.now = at(t0 + 160);
    f.model.tick();
    QCOMPARE(changes(changed), QStringList({ "0,3..1,3", "3,3..3,3" }));
    QCOMPARE(changed.at(0).at(2).value<QList<int>>(), QList<int>({ Qt::DisplayRole, JobListModel::SortRole }));
    QCOMPARE(column(f.model, JobListModel::DurationColumn), QStringList({ "2m 40s", "2m 00s", "10s", "1m 30s", "—" }));

    // The jobs end: nothing left to tick.
    f.model.upsertBatch({
        JobBuilder("r0").state("SUCCEEDED").started(t0).ended(t0 + 150),
        JobBuilder("r1").state("FAILED").started(t0 + 40).ended(t0 + 150),
        JobBuilder("r3").state("CANCELLED").started(t0 + 70).ended(t0 + 150),
    });
    QCOMPARE(f.model.runningCount(), 0);
    changed.clear();
    f.now = at(t0 + 500);
    f.model.tick();
    QCOMPARE(changed.count(), 0);
    QCOMPARE(column(f.model, JobListModel::DurationColumn), QStringList({ "2m 30s", "1m 50s", "10s", "1m 20s", "—" }));
}

void TestJobListModel::clearResets()
{
    Fixture f;
    QSignalSpy reset(&f.model, &QAbstractItemModel::modelReset);
    f.model.clear(); // already empty: nothing
    QCOMPARE(reset.count(), 0);
    f.model.setJobs({ running("a") });
    f.model.clear();
    QCOMPARE(reset.count(), 1);
    QCOMPARE(f.model.rowCount(), 0);
    QCOMPARE(f.model.rowOf(QStringLiteral("a")), -1);
    QCOMPARE(f.model.runningCount(), 0);
}

// A backend's locations name some regions otherwise ("cluster (Slurm)"): the Region column shows the
// label, one dataChanged for that column; sorting and the filter's text keep the region.
void TestJobListModel::regionLabelsRelabelTheRegionColumnOnly()
{
    Fixture f;
    f.model.setJobs({ running("a").region("cluster"), running("b").region("local") });
    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
    f.model.setRegionLabels({ { QStringLiteral("cluster"), QStringLiteral("cluster (Slurm)") } });
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed[0][0].toModelIndex().column(), int(JobListModel::RegionColumn));
    QCOMPARE(changed[0][1].toModelIndex().column(), int(JobListModel::RegionColumn));
    QCOMPARE(changed[0][1].toModelIndex().row(), 1);
    const auto region = [&](int row, int role) { return f.model.index(row, JobListModel::RegionColumn).data(role).toString(); };
    QCOMPARE(region(f.model.rowOf(QStringLiteral("a")), Qt::DisplayRole), QStringLiteral("cluster (Slurm)"));
    QCOMPARE(region(f.model.rowOf(QStringLiteral("b")), Qt::DisplayRole), QStringLiteral("local"));
    QCOMPARE(region(f.model.rowOf(QStringLiteral("a")), JobListModel::SortRole), QStringLiteral("cluster"));
    QVERIFY(!f.model.searchKey(f.model.rowOf(QStringLiteral("a"))).contains("slurm"));
    f.model.setRegionLabels({ { QStringLiteral("cluster"), QStringLiteral("cluster (Slurm)") } }); // the same: silent
    QCOMPARE(changed.count(), 1);
    f.model.setRegionLabels({});
    QCOMPARE(region(f.model.rowOf(QStringLiteral("a")), Qt::DisplayRole), QStringLiteral("cluster"));
}

QTEST_MAIN(TestJobListModel)
#include "tst_joblistmodel.moc"
