#include "models/outputtreemodel.h"

#include <QAbstractItemModelTester>
#include <QIcon>
#include <QPersistentModelIndex>
#include <QPixmap>
#include <QSignalSpy>
#include <QTest>

using trainyard::models::OutputTreeModel;
namespace spec = trainyard::spec;

namespace {

spec::OutputFile entry(std::string path, std::int64_t size, std::int64_t seconds = 1'714'564'800)
{
    spec::OutputFile f;
    f.path = std::move(path);
    f.size = size;
    f.modifyTime = spec::Timestamp { seconds, 0 };
    return f;
}
spec::OutputFile folder(std::string path)
{
    spec::OutputFile f = entry(std::move(path), 0);
    f.directory = true;
    return f;
}

// A tuning job's folder as the daemon lists it: folders before their contents, entries by name
// (so "10" sorts before "2" on the wire).
spec::OutputListing tuningListing()
{
    spec::OutputListing listing;
    listing.root = "/data/jobs/study";
    listing.files = {
        folder("1"),
        entry("1/model.bin", 3000, 1'714'564'900),
        folder("1/train"),
        entry("1/train/events.out.tfevents.1", 100),
        folder("10"),
        entry("10/model.bin", 10),
        folder("2"),
        entry("2/model.bin", 2000),
        entry("README.txt", 5),
        folder("aaa"),
        entry("aaa/x", 1),
        entry("zz.log", 900'000),
    };
    return listing;
}

// The names under `parent`, in row order.
QStringList names(const OutputTreeModel& model, const QModelIndex& parent = {})
{
    QStringList out;
    for (int row = 0; row < model.rowCount(parent); ++row)
        out << model.index(row, OutputTreeModel::NameColumn, parent).data().toString();
    return out;
}

} // namespace

class TestOutputTreeModel : public QObject {
    Q_OBJECT

private slots:
    void treeFromFlatListing();
    void trialsOnTopInTrialOrder();
    void sortingKeepsTrialsAndFoldersFirst();
    void sortKeepsPersistentIndexes();
    void foldersTheListingLeftOut();
    void sizesAndRoles();
    void emptyAndClear();
};

void TestOutputTreeModel::treeFromFlatListing()
{
    OutputTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setListing(tuningListing());
    // Not a tuning job: "1", "10", "2" are ordinary folders, by name as people read numbers.
    QCOMPARE(names(model), (QStringList { "1", "2", "10", "aaa", "README.txt", "zz.log" }));
    const QModelIndex one = model.indexOfPath("1");
    QVERIFY(one.isValid());
    QCOMPARE(names(model, one), (QStringList { "train", "model.bin" }));
    const QModelIndex train = model.indexOfPath("1/train");
    QCOMPARE(train.parent(), one);
    QCOMPARE(names(model, train), QStringList { "events.out.tfevents.1" });
    QCOMPARE(model.fileAt(model.indexOfPath("1/train/events.out.tfevents.1"))->size, 100);
    QVERIFY(model.hasChildren(one));
    QVERIFY(!model.hasChildren(model.indexOfPath("README.txt")));
    QCOMPARE(model.rowCount(model.index(0, OutputTreeModel::SizeColumn)), 0); // children only under column 0
}

void TestOutputTreeModel::trialsOnTopInTrialOrder()
{
    OutputTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setListing(tuningListing(), { "1", "2", "10" });
    QCOMPARE(names(model), (QStringList { "Trial 1", "Trial 2", "Trial 10", "aaa", "README.txt", "zz.log" }));
    QCOMPARE(model.indexOfPath("10").data(OutputTreeModel::TrialRole).toString(), "10");
    QCOMPARE(model.indexOfPath("aaa").data(OutputTreeModel::TrialRole).toString(), QString());
    QCOMPARE(model.indexOfPath("2").data(OutputTreeModel::PathRole).toString(), "2");
    // A folder named like a trial below the top is not a trial's.
    spec::OutputListing nested;
    nested.files = { folder("x"), folder("x/1") };
    model.setListing(nested, { "1" });
    QCOMPARE(names(model, model.indexOfPath("x")), QStringList { "1" });
}

void TestOutputTreeModel::sortingKeepsTrialsAndFoldersFirst()
{
    OutputTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setListing(tuningListing(), { "1", "2", "10" });
    QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);

    model.sort(OutputTreeModel::SizeColumn, Qt::DescendingOrder);
    QCOMPARE(layout.count(), 1);
    QCOMPARE(names(model), (QStringList { "Trial 1", "Trial 2", "Trial 10", "aaa", "zz.log", "README.txt" }));
    QCOMPARE(names(model, model.indexOfPath("1")), (QStringList { "train", "model.bin" }));

    model.sort(OutputTreeModel::SizeColumn, Qt::AscendingOrder);
    QCOMPARE(names(model), (QStringList { "Trial 1", "Trial 2", "Trial 10", "aaa", "README.txt", "zz.log" }));

    model.sort(OutputTreeModel::NameColumn, Qt::DescendingOrder);
    QCOMPARE(names(model), (QStringList { "Trial 1", "Trial 2", "Trial 10", "aaa", "zz.log", "README.txt" }));

    // By time: README.txt and zz.log share a time; the name breaks the tie in the chosen direction.
    spec::OutputListing timed;
    timed.files = { entry("a", 1, 300), entry("b", 1, 100), entry("c", 1, 200), entry("d", 1, 200) };
    model.setListing(timed);
    model.sort(OutputTreeModel::ModifiedColumn, Qt::AscendingOrder);
    QCOMPARE(names(model), (QStringList { "b", "c", "d", "a" }));
    model.sort(OutputTreeModel::ModifiedColumn, Qt::DescendingOrder);
    QCOMPARE(names(model), (QStringList { "a", "d", "c", "b" }));
    // A new listing keeps the chosen order.
    timed.files.push_back(entry("e", 1, 250));
    model.setListing(timed);
    QCOMPARE(names(model), (QStringList { "a", "e", "d", "c", "b" }));
    QCOMPARE(model.sortColumn(), int(OutputTreeModel::ModifiedColumn));
}

void TestOutputTreeModel::sortKeepsPersistentIndexes()
{
    OutputTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setListing(tuningListing());
    const QPersistentModelIndex log(model.indexOfPath("zz.log", OutputTreeModel::SizeColumn));
    const QPersistentModelIndex deep(model.indexOfPath("1/model.bin"));
    model.sort(OutputTreeModel::SizeColumn, Qt::DescendingOrder);
    QVERIFY(log.isValid());
    QCOMPARE(log.data(OutputTreeModel::PathRole).toString(), "zz.log");
    QCOMPARE(log.column(), int(OutputTreeModel::SizeColumn));
    QCOMPARE(log.row(), 4); // after the four folders
    QCOMPARE(deep.data(OutputTreeModel::PathRole).toString(), "1/model.bin");
    QCOMPARE(deep.parent().data(OutputTreeModel::PathRole).toString(), "1");
}

void TestOutputTreeModel::foldersTheListingLeftOut()
{
    // A truncated listing may hold a file whose folder it did not list: the folder is made.
    spec::OutputListing listing;
    listing.truncated = true;
    listing.files = { entry("a/b/c.txt", 7), entry("a/d.txt", 3) };
    OutputTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setListing(listing);
    QCOMPARE(names(model), QStringList { "a" });
    const QModelIndex a = model.indexOfPath("a");
    QVERIFY(model.fileAt(a)->directory);
    QVERIFY(!model.fileAt(a)->modifyTime);
    QCOMPARE(names(model, a), (QStringList { "b", "d.txt" }));
    QCOMPARE(a.siblingAtColumn(OutputTreeModel::SizeColumn).data(OutputTreeModel::SortRole).toLongLong(), 10);
    QCOMPARE(a.siblingAtColumn(OutputTreeModel::ModifiedColumn).data().toString(), QString());
}

void TestOutputTreeModel::sizesAndRoles()
{
    OutputTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setListing(tuningListing(), { "1" });
    const QModelIndex one = model.indexOfPath("1", OutputTreeModel::SizeColumn);
    QCOMPARE(one.data(OutputTreeModel::SizeRole).toLongLong(), 3100); // model.bin + the event file
    QVERIFY(one.data(OutputTreeModel::IsDirectoryRole).toBool());
    const QModelIndex big = model.indexOfPath("zz.log", OutputTreeModel::SizeColumn);
    QCOMPARE(big.data().toString(), QLocale().formattedDataSize(900'000, 1));
    QCOMPARE(model.indexOfPath("README.txt", OutputTreeModel::SizeColumn).data().toString(),
        QLocale().formattedDataSize(5, 1));
    const QModelIndex when = model.indexOfPath("1/model.bin", OutputTreeModel::ModifiedColumn);
    QCOMPARE(when.data(OutputTreeModel::SortRole).toLongLong(), 1'714'564'900'000LL);
    QCOMPARE(
        when.data().toString(), QLocale().toString(QDateTime::fromSecsSinceEpoch(1'714'564'900), QLocale::ShortFormat));
    QCOMPARE(model.headerData(OutputTreeModel::SizeColumn, Qt::Horizontal).toString(), "Size");
    QCOMPARE(model.indexOfPath("1").data(Qt::ToolTipRole).toString(), "1");

    // Icons as the view's style gives them: a folder's and a file's.
    QPixmap red(8, 8);
    red.fill(Qt::red);
    QPixmap blue(8, 8);
    blue.fill(Qt::blue);
    model.setIcons(QIcon(red), QIcon(blue));
    const auto colourOf = [&](const std::string& path) {
        return model.indexOfPath(path).data(Qt::DecorationRole).value<QIcon>().pixmap(8, 8).toImage().pixelColor(4, 4);
    };
    QCOMPARE(colourOf("1"), QColor(Qt::red));
    QCOMPARE(colourOf("1/model.bin"), QColor(Qt::blue));
}

void TestOutputTreeModel::emptyAndClear()
{
    OutputTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QVERIFY(model.isEmpty());
    model.setListing(tuningListing());
    QVERIFY(!model.isEmpty());
    QCOMPARE(model.listing().root, "/data/jobs/study");
    model.clear();
    QVERIFY(model.isEmpty());
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.indexOfPath("1").isValid());
    QVERIFY(!model.fileAt({}));
}

QTEST_MAIN(TestOutputTreeModel)
#include "tst_outputtreemodel.moc"
