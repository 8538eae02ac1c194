#include "testjobs.h"

#include "models/jobfilterproxy.h"
#include "models/joblistmodel.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QPersistentModelIndex>
#include <QSignalSpy>
#include <QTest>

#include <limits>
#include <memory>

// JobFilterProxy's order at scale: sorts on the worker while the model changes, bursts of changes in
// the sort column, removals scattered over the order. Every proxy runs under QAbstractItemModelTester
// (fatal), and every order is checked against a proxy that sorted the same rows on the spot.

using namespace trainyard::modeltest;
using trainyard::models::JobFilterProxy;
using trainyard::models::JobListModel;

namespace {

const char* const states[] = { "QUEUED", "RUNNING", "SUCCEEDED", "FAILED", "CANCELLED" };
const char* const regions[] = { "us-central1", "europe-west4", "asia-east1" };

// Job `i` in variant `v`: states, regions and durations repeat (ties), the label "n" is unique to the
// job and changes with the variant (a column without ties that updates change).
spec::Job job(int i, int v = 0)
{
    const int k = i * 7 + v * 3;
    JobBuilder b("job_" + std::to_string(1000 + i));
    b.state(states[k % 5])
        .created(t0 + i)
        .region(regions[(i + v) % 3])
        .label("n", std::to_string(100000 + ((i * 7919 + v * 104729) % 99991)));
    if (k % 5 != 0)
        b.started(t0 + i + 1);
    if (k % 5 >= 2)
        b.ended(t0 + i + 1 + (k % 11) * 10);
    return b;
}

std::vector<spec::Job> jobs(int count, int first = 0)
{
    std::vector<spec::Job> out;
    for (int i = first; i < first + count; ++i)
        out.push_back(job(i));
    return out;
}

struct Proxy {
    Proxy(JobListModel* model, bool background)
    {
        proxy.setBackgroundSortRows(background ? 1 : std::numeric_limits<int>::max());
        proxy.setSourceModel(model);
        tester = std::make_unique<QAbstractItemModelTester>(
            &proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    }
    QStringList ids() const { return column(proxy, JobListModel::IdColumn); }
    bool waitForSort()
    {
        if (!proxy.isSorting())
            return true;
        QSignalSpy finished(&proxy, &JobFilterProxy::sortFinished);
        return finished.wait(10000);
    }
    JobFilterProxy proxy;
    std::unique_ptr<QAbstractItemModelTester> tester;
};

struct Fixture {
    Fixture()
        : sourceTester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal)
    {
        model.setClock([] { return at(t0 + 5000); });
    }
    JobListModel model;
    QAbstractItemModelTester sourceTester;
};

// The order a proxy that sorted the model's rows as they are now would show.
QStringList freshOrder(JobListModel* model, int column, Qt::SortOrder order, const QString& filter = {})
{
    Proxy fresh(model, false);
    fresh.proxy.setFilterText(filter);
    fresh.proxy.sort(column, order);
    return fresh.ids();
}

} // namespace

class TestJobFilterProxySort : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void backgroundSortEqualsSortOnTheSpot_data();
    void backgroundSortEqualsSortOnTheSpot();
    void oldOrderStaysUntilTheNewIsReady();
    void sortInFlightFollowsChanges_data();
    void sortInFlightFollowsChanges();
    void laterSortWins();
    void proxyGoneWhileSorting();
    void burstOfUpdatesMovesRowsOnce();
    void removalsScatteredOverTheOrder();
    void insertionsGoWhereTheyBelong();
    void headerTitlesWithoutRows();
};

void TestJobFilterProxySort::backgroundSortEqualsSortOnTheSpot_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    for (int column = 0; column < JobListModel::ColumnCount; ++column) {
        for (const Qt::SortOrder order : { Qt::AscendingOrder, Qt::DescendingOrder }) {
            const QByteArray name = QByteArray::number(column) + (order == Qt::AscendingOrder ? " up" : " down");
            QTest::newRow(name.constData()) << column << order;
        }
    }
}

// Ties keep the previous order on both: the results are equal row for row.
void TestJobFilterProxySort::backgroundSortEqualsSortOnTheSpot()
{
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    Fixture f;
    f.model.setJobs(jobs(300));
    Proxy background(&f.model, true);
    Proxy spot(&f.model, false);
    for (Proxy* p : { &background, &spot }) {
        p->proxy.sort(JobListModel::RegionColumn, Qt::AscendingOrder); // a previous order with ties
        QVERIFY(p->waitForSort());
        p->proxy.sort(column, order);
        QVERIFY(p->waitForSort());
    }
    QCOMPARE(background.ids(), spot.ids());
    QCOMPARE(background.proxy.sortColumn(), column);
}

void TestJobFilterProxySort::oldOrderStaysUntilTheNewIsReady()
{
    Fixture f;
    f.model.setJobs(jobs(200));
    Proxy p(&f.model, true);
    const QStringList before = p.ids();
    const QPersistentModelIndex selected = p.proxy.index(17, 0);
    const QString selectedId = selected.data().toString();
    QSignalSpy layout(&p.proxy, &QAbstractItemModel::layoutChanged);
    p.proxy.sort(JobListModel::IdColumn, Qt::AscendingOrder);
    QVERIFY(p.proxy.isSorting());
    QCOMPARE(p.proxy.sortColumn(), int(JobListModel::IdColumn)); // the header shows the request at once
    QCOMPARE(p.ids(), before);
    QCOMPARE(layout.count(), 0);
    QVERIFY(p.waitForSort());
    QCOMPARE(layout.count(), 1);
    QCOMPARE(p.ids(), freshOrder(&f.model, JobListModel::IdColumn, Qt::AscendingOrder));
    QCOMPARE(selected.data().toString(), selectedId); // the selection follows its job
    QCOMPARE(selected.row(), p.ids().indexOf(selectedId));
}

void TestJobFilterProxySort::sortInFlightFollowsChanges_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("filter");
    QTest::newRow("labels (no ties)") << int(JobListModel::LabelsColumn) << QString();
    QTest::newRow("labels, filtered") << int(JobListModel::LabelsColumn) << QStringLiteral("running");
    QTest::newRow("id") << int(JobListModel::IdColumn) << QStringLiteral("job_1");
    QTest::newRow("duration") << int(JobListModel::DurationColumn) << QString();
}

// While the worker sorts, rows are inserted, removed and changed (in the column sorted by too): the
// order swapped in is that of a sort of the rows as they are then.
void TestJobFilterProxySort::sortInFlightFollowsChanges()
{
    QFETCH(int, column);
    QFETCH(QString, filter);
    const int sortColumn = column;
    Fixture f;
    f.model.setJobs(jobs(400));
    Proxy p(&f.model, true);
    p.proxy.setFilterText(filter);
    p.proxy.sort(sortColumn, Qt::AscendingOrder);
    QVERIFY(p.proxy.isSorting());

    f.model.upsertBatch(jobs(30, 400)); // appended
    std::vector<spec::Job> changed;
    for (int i = 5; i < 400; i += 13)
        changed.push_back(job(i, 1)); // new state, region and label
    f.model.upsertBatch(changed);
    f.model.remove(QStringLiteral("job_1010"));
    f.model.remove(QStringLiteral("job_1404")); // one that came meanwhile
    QSet<QString> gone;
    for (int i = 100; i < 160; ++i)
        gone.insert(QStringLiteral("job_%1").arg(1000 + i)); // one range of source rows
    f.model.removeJobs(gone);
    f.model.upsert(job(21, 2));
    QVERIFY(p.proxy.isSorting());

    QVERIFY(p.waitForSort());
    QVERIFY(!p.proxy.isSorting());
    Proxy fresh(&f.model, false);
    fresh.proxy.setFilterText(filter);
    fresh.proxy.sort(sortColumn, Qt::AscendingOrder);
    if (sortColumn == JobListModel::DurationColumn) {
        // Ties: the same durations in the same order, the same jobs.
        QCOMPARE(::column(p.proxy, sortColumn), ::column(fresh.proxy, sortColumn));
        QStringList got = p.ids();
        QStringList want = fresh.ids();
        got.sort();
        want.sort();
        QCOMPARE(got, want);
    } else {
        QCOMPARE(p.ids(), fresh.ids());
    }
}

void TestJobFilterProxySort::laterSortWins()
{
    Fixture f;
    f.model.setJobs(jobs(300));
    Proxy p(&f.model, true);
    QSignalSpy finished(&p.proxy, &JobFilterProxy::sortFinished);
    p.proxy.sort(JobListModel::IdColumn, Qt::DescendingOrder);
    p.proxy.sort(JobListModel::LabelsColumn, Qt::AscendingOrder);
    QCOMPARE(p.proxy.sortColumn(), int(JobListModel::LabelsColumn));
    QVERIFY(p.waitForSort());
    QTest::qWait(50); // the first worker's result, if it comes late, changes nothing
    QCOMPARE(finished.count(), 1);
    QCOMPARE(p.ids(), freshOrder(&f.model, JobListModel::LabelsColumn, Qt::AscendingOrder));

    // Back to the order shown while another is on the way: nothing to wait for.
    p.proxy.sort(JobListModel::IdColumn, Qt::AscendingOrder);
    QVERIFY(p.proxy.isSorting());
    p.proxy.sort(JobListModel::LabelsColumn, Qt::AscendingOrder);
    QVERIFY(!p.proxy.isSorting());
    QTest::qWait(50);
    QCOMPARE(p.ids(), freshOrder(&f.model, JobListModel::LabelsColumn, Qt::AscendingOrder));
}

void TestJobFilterProxySort::proxyGoneWhileSorting()
{
    Fixture f;
    f.model.setJobs(jobs(3000));
    auto p = std::make_unique<Proxy>(&f.model, true);
    p->proxy.sort(JobListModel::IdColumn, Qt::AscendingOrder);
    QVERIFY(p->proxy.isSorting());
    p.reset();
    QTest::qWait(100); // the worker finishes and finds no one to hand its order to
    QCOMPARE(f.model.rowCount(), 3000);
}

// 60 jobs change state in a list sorted by state: the rows that moved go to their places in one layout
// change; a persistent index follows its job.
void TestJobFilterProxySort::burstOfUpdatesMovesRowsOnce()
{
    Fixture f;
    f.model.setJobs(jobs(500));
    Proxy p(&f.model, false);
    p.proxy.sort(JobListModel::StateColumn, Qt::AscendingOrder);
    const QPersistentModelIndex kept = p.proxy.index(250, JobListModel::RegionColumn);
    const QString keptId = kept.data(JobListModel::JobIdRole).toString();
    QSignalSpy layout(&p.proxy, &QAbstractItemModel::layoutChanged);
    QSignalSpy inserted(&p.proxy, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&p.proxy, &QAbstractItemModel::rowsRemoved);
    std::vector<spec::Job> changed;
    for (int i = 0; i < 500; i += 8)
        changed.push_back(job(i, 1));
    f.model.upsertBatch(changed);
    QCOMPARE(layout.count(), 1);
    QCOMPARE(inserted.count() + removed.count(), 0);
    QCOMPARE(kept.data(JobListModel::JobIdRole).toString(), keptId);
    QCOMPARE(kept.column(), int(JobListModel::RegionColumn));
    // Equal states keep their order: compare the states, and the jobs as sets.
    const QStringList expected = freshOrder(&f.model, JobListModel::StateColumn, Qt::AscendingOrder);
    QCOMPARE(column(p.proxy, JobListModel::StateColumn).size(), expected.size());
    QStringList statesShown = column(p.proxy, JobListModel::StateColumn, JobListModel::SortRole);
    QStringList sorted = statesShown;
    std::stable_sort(sorted.begin(), sorted.end(), [](const QString& l, const QString& r) { return l.toInt() < r.toInt(); });
    QCOMPARE(statesShown, sorted);

    // The same sorted by labels (no ties): the order equals a fresh sort exactly; unchanged jobs do
    // not make a layout change.
    p.proxy.sort(JobListModel::LabelsColumn, Qt::DescendingOrder);
    layout.clear();
    changed.clear();
    for (int i = 3; i < 500; i += 5)
        changed.push_back(job(i, 2));
    f.model.upsertBatch(changed);
    QCOMPARE(layout.count(), 1);
    QCOMPARE(p.ids(), freshOrder(&f.model, JobListModel::LabelsColumn, Qt::DescendingOrder));
    f.model.upsertBatch(changed);
    QCOMPARE(layout.count(), 1);
}

// A range of source rows that lies scattered over the order shown goes by one layout change; the
// persistent indexes of the rows that stay follow them, those of the rows gone become invalid.
void TestJobFilterProxySort::removalsScatteredOverTheOrder()
{
    Fixture f;
    f.model.setJobs(jobs(400));
    Proxy p(&f.model, false);
    p.proxy.sort(JobListModel::LabelsColumn, Qt::AscendingOrder);
    QSet<QString> gone;
    for (int i = 100; i < 200; ++i)
        gone.insert(QStringLiteral("job_%1").arg(1000 + i));
    QPersistentModelIndex goneIndex;
    QPersistentModelIndex keptIndex;
    for (int row = 0; row < p.proxy.rowCount() && (!goneIndex.isValid() || !keptIndex.isValid()); ++row) {
        const QModelIndex index = p.proxy.index(row, 0);
        (gone.contains(index.data().toString()) ? goneIndex : keptIndex) = index;
    }
    const QString keptId = keptIndex.data().toString();
    QSignalSpy layout(&p.proxy, &QAbstractItemModel::layoutChanged);
    f.model.removeJobs(gone);
    QCOMPARE(layout.count(), 1);
    QVERIFY(!goneIndex.isValid());
    QCOMPARE(keptIndex.data().toString(), keptId);
    QCOMPARE(p.ids(), freshOrder(&f.model, JobListModel::LabelsColumn, Qt::AscendingOrder));

    // Few: removed row by row.
    QSignalSpy removed(&p.proxy, &QAbstractItemModel::rowsRemoved);
    f.model.remove(QStringLiteral("job_1300"));
    QCOMPARE(removed.count(), 1);
    QCOMPARE(p.proxy.rowCount(), 299);
    QCOMPARE(p.ids(), freshOrder(&f.model, JobListModel::LabelsColumn, Qt::AscendingOrder));
}

void TestJobFilterProxySort::insertionsGoWhereTheyBelong()
{
    Fixture f;
    f.model.setJobs(jobs(200));
    Proxy p(&f.model, false);
    p.proxy.sort(JobListModel::LabelsColumn, Qt::AscendingOrder);
    p.proxy.setFilterText(QStringLiteral("succeeded"));
    f.model.upsertBatch(jobs(10, 200)); // a few: row by row
    QCOMPARE(p.ids(), freshOrder(&f.model, JobListModel::LabelsColumn, Qt::AscendingOrder, QStringLiteral("succeeded")));
    f.model.upsertBatch(jobs(300, 210)); // many, scattered: one layout change
    QCOMPARE(p.ids(), freshOrder(&f.model, JobListModel::LabelsColumn, Qt::AscendingOrder, QStringLiteral("succeeded")));
    p.proxy.setFilterText(QString());
    QCOMPARE(p.ids(), freshOrder(&f.model, JobListModel::LabelsColumn, Qt::AscendingOrder));
    QCOMPARE(p.proxy.rowCount(), 510);
}

void TestJobFilterProxySort::headerTitlesWithoutRows()
{
    Fixture f;
    f.model.setJobs(jobs(5));
    Proxy p(&f.model, false);
    p.proxy.setFilterText(QStringLiteral("no such job"));
    QCOMPARE(p.proxy.rowCount(), 0);
    QCOMPARE(p.proxy.headerData(JobListModel::StateColumn, Qt::Horizontal).toString(),
        f.model.headerData(JobListModel::StateColumn, Qt::Horizontal).toString());
}

QTEST_MAIN(TestJobFilterProxySort)
#include "tst_jobfilterproxysort.moc"
