#include "daemon/joblog.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <set>

using namespace trainyard::daemon;

class TestJobLog : public QObject {
    Q_OBJECT

private slots:
    void indexesCompleteLinesInArrivalOrder();
    void partialLineWaitsUntilFlushed();
    void oneReplicasExitDoesNotCutAnothersLine();
    void readsAnyWindow();
    void filtersByReplica();
    void reopensWhereItStopped();
    void dropsTornIndexRecord();
    void splitsHugeLines();
    void tailOfStderr();
    void trialSourcesAreApart();
    void trialSourcesSurviveAReopen();
    void olderSourcesFileReads();
    void classifiesSeverity_data();
    void classifiesSeverity();

private:
    static void append(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::app) << text; }
};

void TestJobLog::indexesCompleteLinesInArrivalOrder()
{
    QTemporaryDir dir;
    JobLog log(dir.path().toStdString());
    std::string error;
    QVERIFY(log.open(error));
    const std::string out = log.sourcePath("master-replica-0", "stdout");
    const std::string err = log.sourcePath("worker-replica-0", "stderr");
    append(out, "one\ntwo\n");
    QCOMPARE(log.ingest(), std::size_t(2));
    append(err, "boom\n");
    QCOMPARE(log.ingest(), std::size_t(1));
    append(out, "three\n");
    QCOMPARE(log.ingest(), std::size_t(1));
    QCOMPARE(log.count(), std::int64_t(4));
    const auto lines = log.read(0, 10);
    QCOMPARE(lines.size(), std::size_t(4));
    QCOMPARE(lines[0].text, std::string("one"));
    QCOMPARE(lines[0].seq, std::int64_t(1));
    QCOMPARE(lines[2].replica, std::string("worker-replica-0"));
    QCOMPARE(lines[2].stream, std::string("stderr"));
    QCOMPARE(lines[3].text, std::string("three"));
    QCOMPARE(lines[3].seq, std::int64_t(4));
}

void TestJobLog::partialLineWaitsUntilFlushed()
{
    QTemporaryDir dir;
    JobLog log(dir.path().toStdString());
    std::string error;
    QVERIFY(log.open(error));
    const std::string out = log.sourcePath("master-replica-0", "stdout");
    append(out, "progress 10%");
    QCOMPARE(log.ingest(), std::size_t(0));
    append(out, " 20%\nnext");
    QCOMPARE(log.ingest(), std::size_t(1));
    QCOMPARE(log.read(0, 1)[0].text, std::string("progress 10% 20%"));
    QCOMPARE(log.ingest(true), std::size_t(1)); // the writer exited: its last words count
    QCOMPARE(log.read(1, 1)[0].text, std::string("next"));
    QCOMPARE(log.ingest(true), std::size_t(0));
}

void TestJobLog::oneReplicasExitDoesNotCutAnothersLine()
{
    // A worker exits while the master is halfway through writing a line: flushing the worker's
    // sources must leave the master's half line alone (a clean-clone CI run once saw it cut in two).
    QTemporaryDir dir;
    JobLog log(dir.path().toStdString());
    std::string error;
    QVERIFY(log.open(error));
    const std::string master = log.sourcePath("master-replica-0", "stdout");
    const std::string worker = log.sourcePath("worker-replica-0", "stdout");
    append(master, "master line 1");
    append(worker, "worker's last words");
    QCOMPARE(log.ingest(true, "worker-replica-0"), std::size_t(1));
    QCOMPARE(log.read(0, 1)[0].text, std::string("worker's last words"));
    append(master, "2\n");
    QCOMPARE(log.ingest(), std::size_t(1));
    QCOMPARE(log.read(1, 1)[0].text, std::string("master line 12"));
}

void TestJobLog::readsAnyWindow()
{
    QTemporaryDir dir;
    JobLog log(dir.path().toStdString());
    std::string error;
    QVERIFY(log.open(error));
    std::string text;
    for (int i = 1; i <= 5000; ++i)
        text += "line " + std::to_string(i) + "\n";
    append(log.sourcePath("master-replica-0", "stdout"), text);
    QCOMPARE(log.ingest(), std::size_t(5000));
    const auto window = log.read(4200, 3);
    QCOMPARE(window.size(), std::size_t(3));
    QCOMPARE(window[0].text, std::string("line 4201"));
    QCOMPARE(window[2].seq, std::int64_t(4203));
    QVERIFY(log.read(5000, 10).empty());
}

void TestJobLog::filtersByReplica()
{
    QTemporaryDir dir;
    JobLog log(dir.path().toStdString());
    std::string error;
    QVERIFY(log.open(error));
    const auto master = log.sourcePath("master-replica-0", "stdout");
    const auto worker = log.sourcePath("worker-replica-0", "stdout");
    for (int i = 0; i < 100; ++i) {
        append(i % 10 == 0 ? worker : master, "l" + std::to_string(i) + "\n");
        log.ingest();
    }
    std::int64_t next = 0;
    const auto lines = log.read(0, 4, { "worker-replica-0" }, 1'000'000, &next);
    QCOMPARE(lines.size(), std::size_t(4));
    QCOMPARE(lines[3].text, std::string("l30"));
    QCOMPARE(next, lines[3].seq);
    // A bounded scan stops early and says where to go on.
    const auto partial = log.read(0, 100, { "worker-replica-0" }, 25, &next);
    QCOMPARE(partial.size(), std::size_t(3));
    QCOMPARE(next, std::int64_t(25));
}

void TestJobLog::reopensWhereItStopped()
{
    QTemporaryDir dir;
    const std::string path = dir.path().toStdString();
    std::string out;
    {
        JobLog log(path);
        std::string error;
        QVERIFY(log.open(error));
        out = log.sourcePath("master-replica-0", "stdout");
        append(out, "a\nb\n");
        log.ingest();
    }
    append(out, "c\n"); // written while the daemon was down
    JobLog log(path);
    std::string error;
    QVERIFY(log.open(error));
    QCOMPARE(log.count(), std::int64_t(2));
    QCOMPARE(log.ingest(), std::size_t(1));
    const auto lines = log.read(0, 10);
    QCOMPARE(lines.size(), std::size_t(3)); // no line lost, none twice
    QCOMPARE(lines[2].text, std::string("c"));
}

void TestJobLog::dropsTornIndexRecord()
{
    QTemporaryDir dir;
    const std::string path = dir.path().toStdString();
    {
        JobLog log(path);
        std::string error;
        QVERIFY(log.open(error));
        append(log.sourcePath("master-replica-0", "stdout"), "a\nb\n");
        log.ingest();
    }
    append(path + "/index", std::string(13, '\0')); // a crash in the middle of writing a record
    JobLog log(path);
    std::string error;
    QVERIFY(log.open(error));
    QCOMPARE(log.count(), std::int64_t(2));
    QCOMPARE(log.ingest(), std::size_t(0));
}

void TestJobLog::splitsHugeLines()
{
    QTemporaryDir dir;
    JobLog log(dir.path().toStdString());
    std::string error;
    QVERIFY(log.open(error));
    append(log.sourcePath("master-replica-0", "stdout"), std::string(150 * 1024, 'x') + "\nafter\n");
    QCOMPARE(log.ingest(), std::size_t(4)); // 64 KiB + 64 KiB + 22 KiB + "after"
    const auto lines = log.read(0, 10);
    QCOMPARE(lines[0].text.size(), std::size_t(64 * 1024));
    QCOMPARE(lines[2].text.size(), std::size_t(22 * 1024));
    QCOMPARE(lines[3].text, std::string("after"));
}

void TestJobLog::tailOfStderr()
{
    QTemporaryDir dir;
    JobLog log(dir.path().toStdString());
    std::string error;
    QVERIFY(log.open(error));
    append(log.sourcePath("master-replica-0", "stderr"), "Traceback (most recent call last):\n  File x\nValueError: bad\n");
    append(log.sourcePath("master-replica-0", "stdout"), "noise\n");
    log.ingest();
    const auto tail = log.tail("master-replica-0", "stderr", 2);
    QCOMPARE(tail, (std::vector<std::string> { "  File x", "ValueError: bad" }));
}

void TestJobLog::trialSourcesAreApart()
{
    // Two trials of a tuning job each have a master-replica-0: their lines, flushes and tails stay apart.
    QTemporaryDir dir;
    JobLog log(dir.path().toStdString());
    std::string error;
    QVERIFY(log.open(error));
    const std::string one = log.sourcePath("master-replica-0", "stdout", "1");
    const std::string two = log.sourcePath("master-replica-0", "stdout", "2");
    QVERIFY(one != two);
    QVERIFY(one.ends_with("/trial-1.master-replica-0.stdout"));
    append(one, "trial one\nhalf of one");
    append(two, "trial two\nhalf of two");
    QCOMPARE(log.ingest(true, "master-replica-0", "2"), std::size_t(3)); // trial 2's master exited
    const auto lines = log.read(0, 10);
    QCOMPARE(lines.size(), std::size_t(3));
    std::multiset<std::pair<std::string, std::string>> seen;
    for (const auto& line : lines)
        seen.insert({ line.trial, line.text });
    QCOMPARE(seen, (std::multiset<std::pair<std::string, std::string>> { { "1", "trial one" }, { "2", "trial two" }, { "2", "half of two" } }));
    for (const auto& line : lines)
        QCOMPARE(line.replica, std::string("master-replica-0"));
    const auto onlyTwo = log.read(0, 10, {}, 1'000'000, nullptr, { "2" });
    QCOMPARE(onlyTwo.size(), std::size_t(2));
    QCOMPARE(log.read(0, 10, { "master-replica-0" }, 1'000'000, nullptr, { "1" }).size(), std::size_t(1));
    append(log.sourcePath("master-replica-0", "stderr", "1"), "error of one\n");
    append(log.sourcePath("master-replica-0", "stderr", "2"), "error of two\n");
    log.ingest();
    QCOMPARE(log.tail("master-replica-0", "stderr", 5, "1"), (std::vector<std::string> { "error of one" }));
    QVERIFY(log.tail("master-replica-0", "stderr", 5).empty()); // no plain-job source of that name
}

void TestJobLog::trialSourcesSurviveAReopen()
{
    QTemporaryDir dir;
    const std::string path = dir.path().toStdString();
    std::string out;
    {
        JobLog log(path);
        std::string error;
        QVERIFY(log.open(error));
        out = log.sourcePath("worker-replica-1", "stderr", "12");
        append(out, "a\n");
        log.ingest();
    }
    append(out, "b\n");
    JobLog log(path);
    std::string error;
    QVERIFY(log.open(error));
    QCOMPARE(log.ingest(), std::size_t(1));
    const auto lines = log.read(0, 10);
    QCOMPARE(lines.size(), std::size_t(2));
    QCOMPARE(lines[1].trial, std::string("12"));
    QCOMPARE(lines[1].replica, std::string("worker-replica-1"));
    QCOMPARE(lines[1].stream, std::string("stderr"));
    QCOMPARE(log.sourcePath("worker-replica-1", "stderr", "12"), out); // the same source, not a new one
}

void TestJobLog::olderSourcesFileReads()
{
    // A log written before trials existed: "<replica>.<stream>" lines, read as they always were.
    QTemporaryDir dir;
    const std::string path = dir.path().toStdString();
    {
        JobLog log(path);
        std::string error;
        QVERIFY(log.open(error));
        append(log.sourcePath("master-replica-0", "stdout"), "old line\n");
        log.ingest();
    }
    std::ifstream sources(path + "/sources");
    std::string first;
    std::getline(sources, first);
    QCOMPARE(first, std::string("master-replica-0.stdout"));
    JobLog log(path);
    std::string error;
    QVERIFY(log.open(error));
    const auto lines = log.read(0, 10);
    QCOMPARE(lines.size(), std::size_t(1));
    QCOMPARE(lines[0].replica, std::string("master-replica-0"));
    QCOMPARE(lines[0].stream, std::string("stdout"));
    QCOMPARE(lines[0].trial, std::string());
}

void TestJobLog::classifiesSeverity_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("stream");
    QTest::addColumn<QString>("severity");
    QTest::newRow("plain stdout") << "epoch 1" << "stdout" << "INFO";
    QTest::newRow("plain stderr") << "something" << "stderr" << "ERROR";
    QTest::newRow("python warning on stderr") << "WARNING:root:slow" << "stderr" << "WARNING";
    QTest::newRow("timestamped info on stderr") << "2024-05-01 12:00:00,123 INFO trainer started" << "stderr" << "INFO";
    QTest::newRow("bracketed error") << "[ERROR] disk full" << "stdout" << "ERROR";
    QTest::newRow("traceback") << "Traceback (most recent call last):" << "stderr" << "ERROR";
    QTest::newRow("critical") << "CRITICAL: out of memory" << "stdout" << "CRITICAL";
    QTest::newRow("debug") << "DEBUG x=1" << "stderr" << "DEBUG";
    QTest::newRow("word inside another") << "INFORMATIONAL note" << "stderr" << "ERROR";
    QTest::newRow("level late in line") << "the validation loss went up again; consider the ERROR bars" << "stdout" << "INFO";
}

void TestJobLog::classifiesSeverity()
{
    QFETCH(QString, text);
    QFETCH(QString, stream);
    QFETCH(QString, severity);
    QCOMPARE(QString::fromLatin1(severityName(classify(text.toStdString(), stream.toStdString()))), severity);
}

QTEST_GUILESS_MAIN(TestJobLog)
#include "tst_joblog.moc"
