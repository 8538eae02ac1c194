// LogWatcher names the data files replicas wrote, and is not woken by the daemon's own writes to the
// log folder (its index), which a folder watch was.

#include "daemon/logwatcher.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace trainyard::daemon;

class TestLogWatcher : public QObject {
    Q_OBJECT

private slots:
    void namesTheFilesWritten();
    void ownWritesToTheFolderDoNotWake();
    void fileAddedLaterIsWatched();
    void unwatchedJobIsQuiet();

private:
    static void append(const QTemporaryDir& dir, const char* name, const char* text)
    {
        std::ofstream(dir.filePath(QString::fromLatin1(name)).toStdString(), std::ios::app) << text;
    }
    using Files = std::set<std::string>;
};

void TestLogWatcher::namesTheFilesWritten()
{
    QTemporaryDir dir;
    append(dir, "master-replica-0.stdout", "");
    append(dir, "worker-replica-0.stderr", "");
    LogWatcher watcher;
    QSignalSpy spy(&watcher, &LogWatcher::changed);
    watcher.watch("job_1", dir.path().toStdString(), { "master-replica-0.stdout", "worker-replica-0.stderr" });
    append(dir, "worker-replica-0.stderr", "boom\n");
    QVERIFY(spy.wait(5000));
    QCOMPARE(spy.front().at(0).value<std::string>(), std::string("job_1"));
    QCOMPARE(spy.front().at(1).value<Files>(), Files { "worker-replica-0.stderr" });
}

void TestLogWatcher::ownWritesToTheFolderDoNotWake()
{
    QTemporaryDir dir;
    append(dir, "master-replica-0.stdout", "");
    append(dir, "index", "");
    LogWatcher watcher;
    QSignalSpy spy(&watcher, &LogWatcher::changed);
    watcher.watch("job_1", dir.path().toStdString(), { "master-replica-0.stdout" });
    // The index first, then a line: the first change reported names the line's file alone.
    append(dir, "index", "0123456789abcdef0123456789abcdef");
    append(dir, "master-replica-0.stdout", "epoch 1\n");
    QVERIFY(spy.wait(5000));
    QCOMPARE(spy.front().at(1).value<Files>(), Files { "master-replica-0.stdout" });
}

void TestLogWatcher::fileAddedLaterIsWatched()
{
    QTemporaryDir dir;
    LogWatcher watcher;
    QSignalSpy spy(&watcher, &LogWatcher::changed);
    watcher.watch("study", dir.path().toStdString(), {});
    append(dir, "trial-7.master-replica-0.stdout", "");
    watcher.watchFile("study", dir.path().toStdString(), "trial-7.master-replica-0.stdout");
    append(dir, "trial-7.master-replica-0.stdout", "accuracy 0.9\n");
    QVERIFY(spy.wait(5000));
    QCOMPARE(spy.front().at(1).value<Files>(), Files { "trial-7.master-replica-0.stdout" });
}

void TestLogWatcher::unwatchedJobIsQuiet()
{
    QTemporaryDir dir;
    append(dir, "master-replica-0.stdout", "");
    LogWatcher watcher;
    watcher.watch("gone", dir.path().toStdString(), { "master-replica-0.stdout" });
    watcher.watch("kept", dir.path().toStdString() + "/", {}); // only polled
    watcher.unwatch("gone");
    QSignalSpy spy(&watcher, &LogWatcher::changed);
    append(dir, "master-replica-0.stdout", "late\n");
    // The next signal is the poll's for the job still watched, never one for the unwatched job.
    QVERIFY(spy.wait(5000));
    for (const auto& args : spy)
        QCOMPARE(args.at(0).value<std::string>(), std::string("kept"));
}

QTEST_GUILESS_MAIN(TestLogWatcher)
#include "tst_logwatcher.moc"
