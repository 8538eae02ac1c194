#include "testjobs.h"

#include "models/jobfilterproxy.h"
#include "models/joblistmodel.h"

#include <QAbstractItemModelTester>
#include <QIdentityProxyModel>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace trainyard::modeltest;
using trainyard::models::JobFilterProxy;
using trainyard::models::JobListModel;

namespace {

// Four jobs that differ in every column the filter reads. Created: printer, digits_1, digits_2, census.
std::vector<spec::Job> sampleJobs()
{
    auto census = jobFromJson(R"({
        "jobId": "census_tuning",
        "labels": {"team": "forecast"},
        "state": "FAILED",
        "errorMessage": "exit 1",
        "createTime": "2024-05-01T12:00:03Z",
        "startTime": "2024-05-01T12:00:05Z",
        "endTime": "2024-05-01T12:01:45Z",
        "trainingInput": {"scaleTier": "CUSTOM", "masterType": "n1-highmem-8", "region": "us-central1",
            "hyperparameters": {"goal": "MAXIMIZE"}},
        "trainingOutput": {"trials": [{"trialId": "1", "finalMetric": {"objectiveValue": 0.8}}]}
    })");
    return {
        JobBuilder("digits_1")
            .label("team", "vision")
            .label("owner", "ana")
            .state("RUNNING")
            .created(t0 + 1)
            .started(t0 + 1)
            .region("us-central1")
            .tier("BASIC_GPU"),
        JobBuilder("digits_2")
            .label("team", "vision")
            .state("SUCCEEDED")
            .created(t0 + 2)
            .started(t0 + 2)
            .ended(t0 + 11)
            .region("europe-west4")
            .tier("BASIC"),
        census,
        JobBuilder("printer").state("QUEUED").created(t0).region("local").tier("STANDARD_1"),
    };
}

// A JobListModel and a JobFilterProxy over it, both under QAbstractItemModelTester (fatal).
struct Fixture {
    explicit Fixture(QAbstractItemModel* source = nullptr)
        : sourceTester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal)
    {
        model.setClock([this] { return now; });
        proxy.setSourceModel(source ? source : &model);
        proxyTester
            = std::make_unique<QAbstractItemModelTester>(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    }
    QStringList ids() const { return column(proxy, JobListModel::IdColumn); }

    spec::Timestamp now = at(t0 + 100);
    JobListModel model;
    QAbstractItemModelTester sourceTester;
    JobFilterProxy proxy;
    std::unique_ptr<QAbstractItemModelTester> proxyTester;
};

} // namespace

class TestJobFilterProxy : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void defaultSortIsNewestFirst();
    void textFilter_data();
    void textFilter();
    void stateFilter_data();
    void stateFilter();
    void sorting_data();
    void sorting();
    void filterFollowsUpdates();
    void sortFollowsTicks();
    void smallFilterChangesAreIncremental();
    void largeFilterChangesRelayoutOnce();
    void unchangedResultEmitsNothing();
    void worksOverAnyModelWithTheRoles();
};

void TestJobFilterProxy::defaultSortIsNewestFirst()
{
    Fixture f;
    f.model.setJobs(sampleJobs());
    QCOMPARE(f.proxy.sortColumn(), int(JobListModel::CreatedColumn));
    QCOMPARE(f.proxy.sortOrder(), Qt::DescendingOrder);
    QCOMPARE(f.ids(), QStringList({ "census_tuning", "digits_2", "digits_1", "printer" }));
}

void TestJobFilterProxy::textFilter_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("ids");
    const QStringList all { "census_tuning", "digits_2", "digits_1", "printer" };
    QTest::newRow("empty shows all") << "" << all;
    QTest::newRow("only spaces show all") << "   " << all;
    QTest::newRow("id substring") << "dig" << QStringList { "digits_2", "digits_1" };
    QTest::newRow("case-insensitive") << "DIGITS_1" << QStringList { "digits_1" };
    QTest::newRow("label value") << "vision" << QStringList { "digits_2", "digits_1" };
    QTest::newRow("label key") << "owner" << QStringList { "digits_1" };
    QTest::newRow("state wire name") << "RUNNING" << QStringList { "digits_1" };
    QTest::newRow("state, any case") << "failed" << QStringList { "census_tuning" };
    QTest::newRow("region") << "europe" << QStringList { "digits_2" };
    QTest::newRow("scale tier") << "basic_gpu" << QStringList { "digits_1" };
    QTest::newRow("scale tier prefix") << "basic" << QStringList { "digits_2", "digits_1" };
    QTest::newRow("custom tier's machine") << "highmem" << QStringList { "census_tuning" };
    QTest::newRow("label key=value, exact") << "team=vision" << QStringList { "digits_2", "digits_1" };
    QTest::newRow("label value is not a prefix") << "team=vis" << QStringList {};
    QTest::newRow("label value is case-sensitive") << "team=Vision" << QStringList {};
    QTest::newRow("label key= means has the label")
        << "team=" << QStringList { "census_tuning", "digits_2", "digits_1" };
    QTest::newRow("unknown label") << "owner=bob" << QStringList {};
    QTest::newRow("a leading = is plain text") << "=vision" << QStringList { "digits_2", "digits_1" };
    QTest::newRow("words must all match") << "dig running" << QStringList { "digits_1" };
    QTest::newRow("label and word") << "team=vision succeeded" << QStringList { "digits_2" };
    QTest::newRow("extra spaces") << "  dig   2 " << QStringList { "digits_2" };
    QTest::newRow("no match") << "zzz" << QStringList {};
    QTest::newRow("a newline separates words too") << "ana\nrunning" << QStringList { "digits_1" };
}

void TestJobFilterProxy::textFilter()
{
    QFETCH(QString, text);
    QFETCH(QStringList, ids);
    Fixture f;
    f.model.setJobs(sampleJobs());
    QSignalSpy changed(&f.proxy, &JobFilterProxy::filterTextChanged);
    f.proxy.setFilterText(text);
    QCOMPARE(f.ids(), ids);
    QCOMPARE(f.proxy.filterText(), text);
    QCOMPARE(changed.count(), text.isEmpty() ? 0 : 1);

    // The same filter applied before the jobs arrive.
    Fixture g;
    g.proxy.setFilterText(text);
    g.model.setJobs(sampleJobs());
    QCOMPARE(g.ids(), ids);

    // Back to no filter.
    f.proxy.setFilterText(QString());
    QCOMPARE(f.proxy.rowCount(), 4);
}

void TestJobFilterProxy::stateFilter_data()
{
    QTest::addColumn<QStringList>("states");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("ids");
    QTest::newRow("none: all") << QStringList {} << ""
                               << QStringList { "census_tuning", "digits_2", "digits_1", "printer" };
    QTest::newRow("one state") << QStringList { "RUNNING" } << "" << QStringList { "digits_1" };
    QTest::newRow("two states") << QStringList { "RUNNING", "FAILED" } << ""
                                << QStringList { "census_tuning", "digits_1" };
    QTest::newRow("a state no job is in") << QStringList { "CANCELLED" } << "" << QStringList {};
    QTest::newRow("with text") << QStringList { "RUNNING", "SUCCEEDED" } << "europe" << QStringList { "digits_2" };
}

void TestJobFilterProxy::stateFilter()
{
    QFETCH(QStringList, states);
    QFETCH(QString, text);
    QFETCH(QStringList, ids);
    Fixture f;
    f.model.setJobs(sampleJobs());
    f.proxy.setFilterText(text);
    f.proxy.setStateFilter(states);
    QCOMPARE(f.ids(), ids);
    QStringList sorted = states;
    sorted.sort();
    QCOMPARE(f.proxy.stateFilter(), sorted);
    f.proxy.setStateFilter({});
    f.proxy.setFilterText(QString());
    QCOMPARE(f.proxy.rowCount(), 4);
}

void TestJobFilterProxy::sorting_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QStringList>("ids");
    // Durations at now = t0 + 100: digits_1 99 s (running), digits_2 9 s, census 100 s, printer not started.
    QTest::newRow("created, oldest first") << int(JobListModel::CreatedColumn) << Qt::AscendingOrder
                                           << QStringList { "printer", "digits_1", "digits_2", "census_tuning" };
    QTest::newRow("duration as a number, not as text")
        << int(JobListModel::DurationColumn) << Qt::AscendingOrder
        << QStringList { "printer", "digits_2", "digits_1", "census_tuning" };
    QTest::newRow("duration, longest first") << int(JobListModel::DurationColumn) << Qt::DescendingOrder
                                             << QStringList { "census_tuning", "digits_1", "digits_2", "printer" };
    QTest::newRow("id") << int(JobListModel::IdColumn) << Qt::AscendingOrder
                        << QStringList { "census_tuning", "digits_1", "digits_2", "printer" };
    QTest::newRow("state in lifecycle order") << int(JobListModel::StateColumn) << Qt::AscendingOrder
                                              << QStringList { "printer", "digits_1", "digits_2", "census_tuning" };
    // Equal values keep the order of the previous sort (Created, newest first).
    QTest::newRow("region, ties in the previous order")
        << int(JobListModel::RegionColumn) << Qt::AscendingOrder
        << QStringList { "digits_2", "printer", "census_tuning", "digits_1" };
    QTest::newRow("best metric: jobs without one first")
        << int(JobListModel::BestMetricColumn) << Qt::AscendingOrder
        << QStringList { "digits_2", "digits_1", "printer", "census_tuning" };
    QTest::newRow("best metric, best first: jobs without one last")
        << int(JobListModel::BestMetricColumn) << Qt::DescendingOrder
        << QStringList { "census_tuning", "digits_2", "digits_1", "printer" };
}

void TestJobFilterProxy::sorting()
{
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    QFETCH(QStringList, ids);
    Fixture f;
    f.model.setJobs(sampleJobs());
    f.proxy.sort(column, order);
    QCOMPARE(f.ids(), ids);
}

void TestJobFilterProxy::filterFollowsUpdates()
{
    Fixture f;
    f.model.setJobs(sampleJobs());
    f.proxy.setFilterText(QStringLiteral("running"));
    QCOMPARE(f.ids(), QStringList({ "digits_1" }));

    QSignalSpy inserted(&f.proxy, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&f.proxy, &QAbstractItemModel::rowsRemoved);
    f.model.upsert(JobBuilder("digits_2")
                       .label("team", "vision")
                       .state("RUNNING")
                       .created(t0 + 2)
                       .started(t0 + 2)
                       .region("europe-west4")
                       .tier("BASIC"));
    QCOMPARE(f.ids(), QStringList({ "digits_2", "digits_1" }));
    QCOMPARE(rowRanges(inserted), QStringList({ "0..0" }));

    f.model.upsert(JobBuilder("digits_1").state("SUCCEEDED").created(t0 + 1).started(t0 + 1).ended(t0 + 50));
    QCOMPARE(f.ids(), QStringList({ "digits_2" }));
    QCOMPARE(rowRanges(removed), QStringList({ "1..1" }));

    f.model.upsert(JobBuilder("newest").state("RUNNING").created(t0 + 60).started(t0 + 60));
    QCOMPARE(f.ids(), QStringList({ "newest", "digits_2" }));

    f.model.remove(QStringLiteral("digits_2"));
    QCOMPARE(f.ids(), QStringList({ "newest" }));

    f.model.setJobs({});
    QCOMPARE(f.proxy.rowCount(), 0);
}

void TestJobFilterProxy::sortFollowsTicks()
{
    Fixture f;
    f.model.setJobs({
        JobBuilder("short_running").state("RUNNING").created(t0).started(t0 + 95),
        JobBuilder("finished_20s").state("SUCCEEDED").created(t0).started(t0).ended(t0 + 20),
        JobBuilder("finished_40s").state("SUCCEEDED").created(t0).started(t0).ended(t0 + 40),
    });
    f.proxy.sort(JobListModel::DurationColumn, Qt::AscendingOrder);
    QCOMPARE(f.ids(), QStringList({ "short_running", "finished_20s", "finished_40s" })); // 5 s

    f.now = at(t0 + 125); // 30 s
    f.model.tick();
    QCOMPARE(f.ids(), QStringList({ "finished_20s", "short_running", "finished_40s" }));

    f.now = at(t0 + 200); // 105 s
    f.model.tick();
    QCOMPARE(f.ids(), QStringList({ "finished_20s", "finished_40s", "short_running" }));
}

void TestJobFilterProxy::smallFilterChangesAreIncremental()
{
    Fixture f;
    f.model.setJobs(sampleJobs());
    QSignalSpy removed(&f.proxy, &QAbstractItemModel::rowsRemoved);
    QSignalSpy inserted(&f.proxy, &QAbstractItemModel::rowsInserted);
    QSignalSpy layout(&f.proxy, &QAbstractItemModel::layoutChanged);
    f.proxy.setFilterText(QStringLiteral("dig"));
    QCOMPARE(f.ids(), QStringList({ "digits_2", "digits_1" }));
    QCOMPARE(rowRanges(removed), QStringList({ "3..3", "0..0" })); // printer, census_tuning
    f.proxy.setFilterText(QString());
    QCOMPARE(rowRanges(inserted), QStringList({ "2..2", "0..0" })); // printer, then census_tuning
    QCOMPARE(layout.count(), 0);
}

void TestJobFilterProxy::largeFilterChangesRelayoutOnce()
{
    Fixture f;
    std::vector<spec::Job> jobs;
    for (int i = 0; i < 2000; ++i)
        jobs.push_back(JobBuilder((i % 2 ? "odd_" : "even_") + std::to_string(i)).state("RUNNING").created(t0 + i));
    f.model.setJobs(jobs);
    QSignalSpy removed(&f.proxy, &QAbstractItemModel::rowsRemoved);
    QSignalSpy layout(&f.proxy, &QAbstractItemModel::layoutChanged);
    f.proxy.setFilterText(QStringLiteral("odd")); // 1,000 rows go, each its own interval
    QCOMPARE(removed.count(), 0);
    QCOMPARE(layout.count(), 1);
    QCOMPARE(f.proxy.rowCount(), 1000);
    QCOMPARE(f.proxy.index(0, 0).data().toString(), QStringLiteral("odd_1999"));
    QCOMPARE(f.proxy.index(999, 0).data().toString(), QStringLiteral("odd_1"));
    f.proxy.setFilterText(QStringLiteral("odd_19")); // 1,000 -> 56 rows: many go, one re-layout again
    QCOMPARE(layout.count(), 2);
    QCOMPARE(f.proxy.rowCount(), 56); // odd_19, odd_191 … odd_199, odd_1901 … odd_1999
    QCOMPARE(removed.count(), 0);
    f.proxy.setFilterText(QStringLiteral("odd_199")); // 56 -> 6 rows: few enough to go one by one
    QCOMPARE(layout.count(), 2);
    QCOMPARE(column(f.proxy, JobListModel::IdColumn),
        QStringList({ "odd_1999", "odd_1997", "odd_1995", "odd_1993", "odd_1991", "odd_199" }));
    QVERIFY(removed.count() > 0);
}

void TestJobFilterProxy::unchangedResultEmitsNothing()
{
    Fixture f;
    f.model.setJobs(sampleJobs());
    f.proxy.setFilterText(QStringLiteral("dig"));
    QSignalSpy removed(&f.proxy, &QAbstractItemModel::rowsRemoved);
    QSignalSpy layout(&f.proxy, &QAbstractItemModel::layoutChanged);
    f.proxy.setFilterText(QStringLiteral("digi")); // the next keystroke, same rows
    f.proxy.setFilterText(QStringLiteral("digits"));
    QCOMPARE(removed.count() + layout.count(), 0);
    QCOMPARE(f.ids(), QStringList({ "digits_2", "digits_1" }));
}

void TestJobFilterProxy::worksOverAnyModelWithTheRoles()
{
    // Without the fast path (the source is another proxy), the same rows in the same order.
    QIdentityProxyModel identity;
    Fixture f(&identity);
    identity.setSourceModel(&f.model);
    f.model.setJobs(sampleJobs());
    QCOMPARE(f.ids(), QStringList({ "census_tuning", "digits_2", "digits_1", "printer" }));
    f.proxy.setFilterText(QStringLiteral("team=vision"));
    QCOMPARE(f.ids(), QStringList({ "digits_2", "digits_1" }));
    f.proxy.setFilterText(QStringLiteral("basic"));
    f.proxy.sort(JobListModel::DurationColumn, Qt::AscendingOrder);
    QCOMPARE(f.ids(), QStringList({ "digits_2", "digits_1" }));
    f.proxy.setFilterText(QString());
    f.proxy.sort(JobListModel::BestMetricColumn, Qt::DescendingOrder);
    QCOMPARE(f.ids().first(), QStringLiteral("census_tuning"));
}

QTEST_MAIN(TestJobFilterProxy)
#include "tst_jobfilterproxy.moc"
