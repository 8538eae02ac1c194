// ScalarCollector over event files that tests/fixtures/tensorboard/tbwriter.py writes and grows step
// by step: every point delivered exactly once across reads, torn and corrupt records, run names, and
// a collector deleted while its read runs.

#include "daemon/tensorboard/scalarcollector.h"

#include "tbwriterprocess.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <algorithm>
#include <map>
#include <set>

#include <sys/stat.h>

using namespace trainyard::daemon;
using trainyard::spec::ScalarQuery;
using trainyard::spec::ScalarWindow;

namespace {

QStringList args(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out << QString::fromUtf8(a);
    return out;
}

// Refreshes and waits for the read to land (bounded; no timing is asserted).
bool refreshed(ScalarCollector& collector)
{
    QSignalSpy spy(&collector, &ScalarCollector::refreshed);
    collector.refresh();
    return spy.wait(30000);
}

std::vector<std::int64_t> steps(const ScalarWindow& w, const std::string& run, const std::string& tag)
{
    std::vector<std::int64_t> out;
    for (const auto& s : w.series)
        if (s.run == run && s.tag == tag)
            for (const auto& p : s.points)
                out.push_back(p.step);
    return out;
}

std::vector<std::int64_t> range(std::int64_t from, std::int64_t to)
{
    std::vector<std::int64_t> out;
    for (std::int64_t s = from; s < to; ++s)
        out.push_back(s);
    return out;
}

} // namespace

class TestScalarCollector : public QObject {
    Q_OBJECT

private slots:
    void growingFileExactlyOnce()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("events.out.tfevents.1700000000.host.1.0"));
        ScalarCollector collector;
        collector.setRoots({ { dir.path().toStdString(), "" } });
        QSignalSpy appended(&collector, &ScalarCollector::appended);

        QVERIFY(tbtest::tbwrite(file, args({ "--tag", "loss", "--count", "10" })));
        QVERIFY(refreshed(collector));
        ScalarWindow w = collector.store().window({});
        QCOMPARE(steps(w, ".", "loss"), range(0, 10));
        QCOMPARE(w.nextSince, std::int64_t(10));
        QCOMPARE(appended.count(), 1);

        QVERIFY(
            tbtest::tbwrite(file, args({ "--append", "--tag", "loss", "--from", "10", "--count", "10", "--torn" })));
        QVERIFY(refreshed(collector));
        ScalarQuery after;
        after.since = 10;
        w = collector.store().window(after);
        QCOMPARE(steps(w, ".", "loss"), range(10, 20));
        QCOMPARE(collector.store().cursor(), std::int64_t(20));

        // Nothing new: nothing appended, the torn record still waits.
        QVERIFY(refreshed(collector));
        QCOMPARE(collector.store().cursor(), std::int64_t(20));
        QCOMPARE(appended.count(), 2);

        QVERIFY(tbtest::tbwrite(file, args({ "--append", "--tag", "loss", "--complete", "20" })));
        QVERIFY(refreshed(collector));
        after.since = 20;
        w = collector.store().window(after);
        QCOMPARE(steps(w, ".", "loss"), range(20, 21));
        QCOMPARE(w.series.front().points.front(), (trainyard::spec::ScalarPoint { 20, 1700000020.0, 5.0 }));
        QCOMPARE(steps(collector.store().window({}), ".", "loss"), range(0, 21));
        QCOMPARE(collector.info().corruptRecords, std::int64_t(0));
        QCOMPARE(collector.info().eventFiles, std::int64_t(1));
        QCOMPARE(collector.info().logRoots, std::vector<std::string> { dir.path().toStdString() });
    }

    // Cursors across series and batches: a window after any cursor holds each later point once.
    void storeCursor()
    {
        using P = trainyard::spec::ScalarPoint;
        ScalarStore store;
        store.append("r", "a", std::vector<P> { { 0, 0, 1 }, { 1, 0, 2 }, { 2, 0, 3 } }); // cursors 1..3
        store.append("r", "b", std::vector<P> { { 0, 0, 4 }, { 1, 0, 5 } }); // 4..5
        const std::vector<P> more { { 3, 0, 6 }, { 4, 0, 7 } };
        store.append("r", "a", more); // 6..7
        store.append("r", "a", std::vector<P> {}); // nothing
        QCOMPARE(store.cursor(), std::int64_t(7));
        QCOMPARE(store.seriesCount(), std::size_t(2));
        for (std::int64_t since = 0; since <= 7; ++since) {
            ScalarQuery q;
            q.since = since;
            const ScalarWindow w = store.window(q);
            QCOMPARE(w.nextSince, std::int64_t(7));
            std::vector<double> got;
            for (const auto& s : w.series)
                for (const auto& p : s.points)
                    got.push_back(p.value);
            std::sort(got.begin(), got.end());
            std::vector<double> expected;
            for (std::int64_t c = since + 1; c <= 7; ++c)
                expected.push_back(double(c));
            QCOMPARE(got, expected);
        }
    }

    void corruptRecordSkippedAndCounted()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("events.out.tfevents.1"));
        QVERIFY(tbtest::tbwrite(file, args({ "--count", "3" })));
        QVERIFY(tbtest::tbwrite(file, args({ "--append", "--from", "3", "--count", "1", "--corrupt" })));
        QVERIFY(tbtest::tbwrite(file, args({ "--append", "--from", "4", "--count", "2" })));
        ScalarCollector collector;
        collector.setRoots({ { dir.path().toStdString(), "" } });
        QVERIFY(refreshed(collector));
        QCOMPARE(steps(collector.store().window({}), ".", "loss"), (std::vector<std::int64_t> { 0, 1, 2, 4, 5 }));
        QCOMPARE(collector.info().corruptRecords, std::int64_t(1));
        // Read again: counted once, not again.
        QVERIFY(tbtest::tbwrite(file, args({ "--append", "--from", "6", "--count", "1" })));
        QVERIFY(refreshed(collector));
        QCOMPARE(collector.info().corruptRecords, std::int64_t(1));
        QCOMPARE(collector.store().cursor(), std::int64_t(6));
    }

    void brokenLengthStopsOneFile()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("a")) && QDir(dir.path()).mkpath(QStringLiteral("b")));
        const QString bad = dir.filePath(QStringLiteral("a/events.out.tfevents.1"));
        const QString good = dir.filePath(QStringLiteral("b/events.out.tfevents.1"));
        QVERIFY(tbtest::tbwrite(bad, args({ "--count", "2" })));
        const std::size_t intact = tbtest::readAll(bad).size();
        QVERIFY(tbtest::tbwrite(bad, args({ "--append", "--from", "2", "--count", "3" })));
        std::string bytes = tbtest::readAll(bad);
        bytes[intact] ^= 0x10; // step 2's length
        QVERIFY(tbtest::writeAll(bad, bytes));
        QVERIFY(tbtest::tbwrite(good, args({ "--count", "4" })));

        ScalarCollector collector;
        collector.setRoots({ { dir.path().toStdString(), "" } });
        QVERIFY(refreshed(collector));
        const ScalarWindow w = collector.store().window({});
        QCOMPARE(steps(w, "a", "loss"), range(0, 2));
        QCOMPARE(steps(w, "b", "loss"), range(0, 4));
        QCOMPARE(collector.info().corruptRecords, std::int64_t(1));
        QCOMPARE(collector.info().eventFiles, std::int64_t(2));
    }

    // Only regular files are read: a FIFO named like an event file would block a reader forever.
    void fifoIsNotRead()
    {
        QTemporaryDir dir;
        QVERIFY(
            ::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("events.out.tfevents.0"))).constData(), 0600) == 0);
        QVERIFY(tbtest::tbwrite(dir.filePath(QStringLiteral("events.out.tfevents.1")), args({ "--count", "2" })));
        ScalarCollector collector;
        collector.setRoots({ { dir.path().toStdString(), "" } });
        QVERIFY(refreshed(collector));
        QCOMPARE(collector.store().cursor(), std::int64_t(2));
        QCOMPARE(collector.info().eventFiles, std::int64_t(1));
    }

    void runsAndTrialPrefix()
    {
        QTemporaryDir dir;
        QDir root(dir.path());
        QVERIFY(root.mkpath(QStringLiteral("job/train")) && root.mkpath(QStringLiteral("job/validation")));
        QVERIFY(root.mkpath(QStringLiteral("trial3/logs/train")));
        QVERIFY(root.mkpath(QStringLiteral("job/1/2/3/4/5/6/7"))); // deeper than a walk goes
        QVERIFY(tbtest::tbwrite(root.filePath(QStringLiteral("job/train/events.out.tfevents.1")),
            args({ "--tag", "loss", "--count", "3" })));
        QVERIFY(tbtest::tbwrite(root.filePath(QStringLiteral("job/validation/events.out.tfevents.1")),
            args({ "--tag", "accuracy", "--count", "2" })));
        QVERIFY(tbtest::tbwrite(
            root.filePath(QStringLiteral("job/events.out.tfevents.1")), args({ "--tag", "lr", "--count", "1" })));
        QVERIFY(tbtest::tbwrite(root.filePath(QStringLiteral("job/1/2/3/4/5/6/events.out.tfevents.1")),
            args({ "--tag", "deep", "--count", "1" })));
        QVERIFY(tbtest::tbwrite(root.filePath(QStringLiteral("job/1/2/3/4/5/6/7/events.out.tfevents.1")),
            args({ "--tag", "deeper", "--count", "1" })));
        QVERIFY(tbtest::tbwrite(root.filePath(QStringLiteral("trial3/logs/train/events.out.tfevents.1")),
            args({ "--tag", "loss", "--count", "4" })));
        QVERIFY(tbtest::tbwrite(root.filePath(QStringLiteral("trial3/logs/events.out.tfevents.1")),
            args({ "--tag", "lr", "--count", "1" })));
        QVERIFY(tbtest::tbwrite(root.filePath(QStringLiteral("job/train/notes.txt")), args({ "--count", "1" })));

        ScalarCollector collector;
        collector.setRoots({ { root.filePath(QStringLiteral("job")).toStdString() + "/", "" } });
        QVERIFY(refreshed(collector));
        // A trial's root appears later: its files are read, the others are not read twice.
        collector.setRoots({ { root.filePath(QStringLiteral("job")).toStdString(), "" },
            { root.filePath(QStringLiteral("trial3/logs")).toStdString(), "3/" } });
        QVERIFY(refreshed(collector));

        const ScalarWindow w = collector.store().window({});
        std::set<std::pair<std::string, std::string>> series;
        for (const auto& s : w.series)
            series.insert({ s.run, s.tag });
        const std::set<std::pair<std::string, std::string>> expected
            = { { "train", "loss" }, { "validation", "accuracy" }, { ".", "lr" }, { "1/2/3/4/5/6", "deep" },
                  { "3/train", "loss" }, { "3", "lr" } };
        QCOMPARE(series, expected);
        QCOMPARE(steps(w, "3/train", "loss"), range(0, 4));
        QCOMPARE(collector.store().cursor(), std::int64_t(3 + 2 + 1 + 1 + 4 + 1));
        QCOMPARE(collector.info().eventFiles, std::int64_t(6));

        // Filters by run and tag.
        ScalarQuery q;
        q.runs = { "3/train", "train" };
        q.tags = { "loss" };
        QCOMPARE(collector.store().window(q).series.size(), std::size_t(2));
    }

    void bothForms()
    {
        QTemporaryDir dir;
        int n = 0;
        for (const char* form : { "simple", "float", "double", "content" }) {
            const QString file = dir.filePath(QStringLiteral("events.out.tfevents.%1").arg(++n));
            QVERIFY(tbtest::tbwrite(file, args({ "--form", form, "--tag", form, "--count", "5" })));
            QVERIFY(tbtest::tbwrite(
                file, args({ "--append", "--form", form, "--tag", form, "--from", "5", "--count", "3" })));
        }
        ScalarCollector collector;
        collector.setRoots({ { dir.path().toStdString(), "" } });
        QVERIFY(refreshed(collector));
        const ScalarWindow w = collector.store().window({});
        QCOMPARE(w.series.size(), std::size_t(4));
        for (const auto& s : w.series) {
            QCOMPARE(s.points.size(), std::size_t(8));
            for (const auto& p : s.points) {
                QCOMPARE(p.value, double(p.step) / 4.0);
                QCOMPARE(p.wallTime, 1700000000.0 + double(p.step));
            }
        }
    }

    void downsampledWindow()
    {
        QTemporaryDir dir;
        QVERIFY(tbtest::tbwrite(dir.filePath(QStringLiteral("events.out.tfevents.1")), args({ "--count", "3000" })));
        ScalarCollector collector;
        collector.setRoots({ { dir.path().toStdString(), "" } });
        QVERIFY(refreshed(collector));
        ScalarQuery q;
        q.maxPoints = 200;
        ScalarWindow w = collector.store().window(q);
        QVERIFY(w.downsampled);
        QVERIFY(w.series.front().points.size() <= 202);
        QCOMPARE(w.nextSince, std::int64_t(3000));
        q.stepMin = 100;
        q.stepMax = 149;
        w = collector.store().window(q);
        QVERIFY(!w.downsampled);
        QCOMPARE(steps(w, ".", "loss"), range(100, 150));
    }

    void refreshWhileReadingRunsOnceMore()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("events.out.tfevents.1"));
        QVERIFY(tbtest::tbwrite(file, args({ "--count", "5" })));
        ScalarCollector collector;
        collector.setRoots({ { dir.path().toStdString(), "" } });
        QSignalSpy spy(&collector, &ScalarCollector::refreshed);
        collector.refresh();
        QVERIFY(collector.refreshing());
        collector.refresh();
        collector.refresh();
        QTRY_COMPARE_WITH_TIMEOUT(spy.count(), 2, 30000);
        QVERIFY(!collector.refreshing());
        QCOMPARE(collector.store().cursor(), std::int64_t(5));
    }

    // The digits example's own writer (examples/digits/trainer/eventwriter.py: no protobuf module).
    void exampleTrainerWriter()
    {
        QTemporaryDir dir;
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedChannels);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PYTHONPATH"), QStringLiteral(TRAINYARD_SOURCE_DIR "/examples/digits"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral("/usr/bin/python3"),
            { QStringLiteral("-c"),
                QStringLiteral("import os, sys\n"
                               "from trainer.eventwriter import EventWriter\n"
                               "with EventWriter(os.path.join(sys.argv[1], 'train')) as w:\n"
                               "    for s in range(5):\n"
                               "        w.add_scalar('loss', s / 4, step=s, wall_time=1700000000 + s)\n"
                               "    w.add_scalar('loss', -1.5, step=-3, wall_time=1)\n"),
                dir.path() });
        QVERIFY(p.waitForFinished(50000));
        QCOMPARE(p.exitCode(), 0);
        ScalarCollector collector;
        collector.setRoots({ { dir.path().toStdString(), "" } });
        QVERIFY(refreshed(collector));
        const ScalarWindow w = collector.store().window({});
        QCOMPARE(w.series.size(), std::size_t(1));
        QCOMPARE(w.series[0].run, std::string("train"));
        QCOMPARE(w.series[0].points.size(), std::size_t(6));
        for (std::size_t i = 0; i < 5; ++i)
            QCOMPARE(w.series[0].points[i],
                (trainyard::spec::ScalarPoint { std::int64_t(i), 1700000000.0 + double(i), double(i) / 4 }));
        QCOMPARE(w.series[0].points[5], (trainyard::spec::ScalarPoint { -3, 1.0, -1.5 }));
        QCOMPARE(collector.info().corruptRecords, std::int64_t(0));
    }

    void deletedWhileReading()
    {
        QTemporaryDir dir;
        QVERIFY(tbtest::tbwrite(dir.filePath(QStringLiteral("events.out.tfevents.1")), args({ "--count", "20000" })));
        auto* collector = new ScalarCollector;
        collector->setRoots({ { dir.path().toStdString(), "" } });
        collector->refresh();
        QVERIFY(collector->refreshing());
        delete collector;
        // The read finishes on its pool thread and posts to a collector that is gone.
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();

        // And one deleted from a slot of its own signal.
        auto* again = new ScalarCollector;
        again->setRoots({ { dir.path().toStdString(), "" } });
        bool seen = false;
        connect(again, &ScalarCollector::appended, again, [&] {
            seen = true;
            delete again;
        });
        again->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(seen, 30000);
    }
};

QTEST_GUILESS_MAIN(TestScalarCollector)
#include "tst_scalarcollector.moc"
