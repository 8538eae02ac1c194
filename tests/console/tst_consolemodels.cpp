// The two models the console's widgets show that live in the console layer, under
// QAbstractItemModelTester (attached before any data, as the model tests do): the command palette's
// entries as a query narrows and reorders them, and the Resources tab's peak/mean table as the range
// and the series change.

#include "console/palettemodel.h"
#include "console/resourcesummarymodel.h"

#include "models/resourcehistory.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace trainyard;
using models::ResourceMetric;

namespace {

ui::PaletteEntry command(const QString& menu, const QString& name, bool enabled = true)
{
    ui::PaletteEntry e;
    e.kind = ui::PaletteEntry::Command;
    e.text = menu + QStringLiteral(" \u203a ") + name;
    e.nameStart = menu.size() + 3;
    e.enabled = enabled;
    return e;
}

ui::PaletteEntry jobEntry(const QString& id, const QString& state)
{
    ui::PaletteEntry e;
    e.kind = ui::PaletteEntry::Job;
    e.text = id + QStringLiteral(" — ") + state + QStringLiteral(" — Local daemon");
    e.nameLength = id.size();
    e.plainFrom = id.size();
    e.jobId = id;
    return e;
}

QStringList shown(const ui::PaletteModel& model)
{
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row)
        texts << model.index(row, 0).data().toString();
    return texts;
}

constexpr std::int64_t t0 = 1'760'000'000;

spec::ResourceWindow window(int from, int to, std::int64_t firstSeq)
{
    spec::ResourceWindow w;
    w.info.gpuAvailable = true;
    w.info.replicas = { { "master-replica-0", "", { 0 } }, { "worker-replica-0", "", {} } };
    std::int64_t seq = firstSeq;
    for (int s = from; s < to; ++s) {
        for (const char* replica : { "master-replica-0", "worker-replica-0" }) {
            spec::ResourceSample sample;
            sample.seq = seq++;
            sample.time = spec::Timestamp { t0 + s, 0 };
            sample.replica = replica;
            sample.gpuUtilPercent = s % 100;
            sample.gpuMemoryBytes = 4.0 * 1024 * 1024 * 1024;
            sample.cpuPercent = 100;
            sample.memoryBytes = 2.0 * 1024 * 1024 * 1024;
            w.samples.push_back(sample);
        }
    }
    w.nextSince = seq - 1;
    return w;
}

} // namespace

class TestConsoleModels : public QObject {
    Q_OBJECT

private slots:
    void paletteNarrowsAndRanks_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("empty: every entry, in order") << QString()
                                                      << QStringList { QStringLiteral("Job \u203a Cancel job…"), QStringLiteral("Job \u203a Resubmit"),
                                                             QStringLiteral("View \u203a Refresh"), QStringLiteral("mnist — Running — Local daemon"),
                                                             QStringLiteral("census — Succeeded — Local daemon") };
        QTest::addRow("a name's prefix first") << QStringLiteral("canc") << QStringList { QStringLiteral("Job \u203a Cancel job…") };
        QTest::addRow("a job by its id") << QStringLiteral("mnist") << QStringList { QStringLiteral("mnist — Running — Local daemon") };
        QTest::addRow("nothing") << QStringLiteral("zzzz") << QStringList {};
    }
    void paletteNarrowsAndRanks()
    {
        QFETCH(QString, query);
        QFETCH(QStringList, expected);
        ui::PaletteModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEntries({ command(QStringLiteral("Job"), QStringLiteral("Cancel job…")), command(QStringLiteral("Job"), QStringLiteral("Resubmit"), false),
            command(QStringLiteral("View"), QStringLiteral("Refresh")), jobEntry(QStringLiteral("mnist"), QStringLiteral("Running")),
            jobEntry(QStringLiteral("census"), QStringLiteral("Succeeded")) });
        model.setQuery(query);
        QCOMPARE(shown(model), expected);
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex index = model.index(row, 0);
            QVERIFY(!index.data(ui::PaletteModel::PositionsRole).value<QList<int>>().isEmpty() || query.isEmpty());
            QCOMPARE(index.data(ui::PaletteModel::UsableRole).toBool(), model.entry(row)->enabled);
        }
    }

    void aDisabledCommandSaysSo()
    {
        ui::PaletteModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEntries({ command(QStringLiteral("Job"), QStringLiteral("Resubmit"), false) });
        const QModelIndex index = model.index(0, 0);
        QCOMPARE(index.data(Qt::ToolTipRole).toString(), QStringLiteral("Not available now"));
        QVERIFY(index.data(Qt::AccessibleTextRole).toString().endsWith(QStringLiteral("(unavailable now)")));
        // Entries replaced under a query: the query stays and applies to them.
        model.setQuery(QStringLiteral("ref"));
        QCOMPARE(model.rowCount(), 0);
        model.setEntries({ command(QStringLiteral("View"), QStringLiteral("Refresh")) });
        QCOMPARE(model.rowCount(), 1);
    }

    void resourceSummaryFollowsTheRange_data()
    {
        QTest::addColumn<double>("from");
        QTest::addColumn<double>("to");
        QTest::addColumn<int>("rows");
        QTest::addColumn<double>("gpuPeak");
        QTest::addRow("whole job") << 0.0 << 200.0 << 2 << 99.0;
        QTest::addRow("first ten seconds") << 0.0 << 9.0 << 2 << 9.0;
        QTest::addRow("after the end") << 300.0 << 400.0 << 0 << 0.0;
    }
    void resourceSummaryFollowsTheRange()
    {
        QFETCH(double, from);
        QFETCH(double, to);
        QFETCH(int, rows);
        QFETCH(double, gpuPeak);
        ui::ResourceSummaryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        models::ResourceHistory history;
        history.append(window(0, 150, 1));
        const std::vector<QColor> colors { Qt::red, Qt::blue };
        model.update(history, t0 + from, t0 + to, colors);
        QCOMPARE(model.rowCount(), rows);
        QCOMPARE(model.columnCount(), ui::ResourceSummaryModel::columnOf(ResourceMetric::Memory, true) + 1);
        if (rows == 0)
            return;
        const int master = model.rowOfSeries(0);
        QVERIFY(master >= 0);
        QCOMPARE(model.summary(master, ResourceMetric::GpuUtil).peak, gpuPeak);
        QVERIFY(!model.index(master, ui::ResourceSummaryModel::SeriesColumn).data().toString().isEmpty());
        // A narrower range, then none: rows go as their series leave it.
        model.update(history, t0 + 1000, t0 + 2000, colors);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestConsoleModels)
#include "tst_consolemodels.moc"
