#include "console/tensorboardlauncher.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using trainyard::ui::TensorBoardLauncher;

namespace {

// A fake `tensorboard` in a folder of its own: it records its arguments and pid, prints `output` on
// stderr as the real one prints its address, then serves (sleeps) or ends with `exitStatus`.
QString writeFake(const QTemporaryDir& dir, const QString& output, int exitStatus = -1)
{
    const QString path = dir.filePath(QStringLiteral("tensorboard"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    QString script = QStringLiteral("#!/bin/sh\n"
                                    "printf '%s\\n' \"$@\" > \"%1/args\"\n"
                                    "echo $$ > \"%1/pid\"\n")
                         .arg(dir.path());
    script += output;
    script += exitStatus >= 0 ? QStringLiteral("exit %1\n").arg(exitStatus) : QStringLiteral("exec sleep 300\n");
    file.write(script.toUtf8());
    file.close();
    file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
    return path;
}

QString readText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

bool processAlive(qint64 pid)
{
    // A zombie counts as gone: the launcher reaps it when it can.
    const QString status = readText(QStringLiteral("/proc/%1/stat").arg(pid));
    return !status.isEmpty() && !status.contains(QStringLiteral(") Z "));
}

} // namespace

class TestTensorBoardLauncher : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void urlInLine_data();
    void urlInLine();
    void startsReadsTheAddressAndOpensIt();
    void addressInPieces();
    void sameFolderOpensAgainAnotherReplaces();
    void missingExplainsHowToInstall();
    void endingBeforeServingSaysWhy();
    void destroyingStopsIt();

private:
    void usePath(const QString& folder) { qputenv("PATH", (folder + QStringLiteral(":/usr/bin:/bin")).toLocal8Bit()); }
    QByteArray m_path;
};

void TestTensorBoardLauncher::init()
{
    m_path = qgetenv("PATH");
}

void TestTensorBoardLauncher::cleanup()
{
    qputenv("PATH", m_path);
}

void TestTensorBoardLauncher::urlInLine_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("url");
    QTest::newRow("2.x") << "TensorBoard 2.15.1 at http://localhost:6006/ (Press CTRL+C to quit)"
                         << "http://localhost:6006/";
    QTest::newRow("free port") << "TensorBoard 2.11.2 at http://localhost:41233/ (Press CTRL+C to quit)"
                               << "http://localhost:41233/";
    QTest::newRow("1.x") << "TensorBoard 1.15.0 at http://gpu-box:6006 (Press CTRL+C to quit)"
                         << "http://gpu-box:6006";
    QTest::newRow("warning") << "W1127 08:00:00.000 plugin_event_accumulator.py] Found more than one graph event"
                             << "";
    QTest::newRow("serving flag")
        << "Serving TensorBoard on localhost; to expose to the network, use a proxy or pass --bind_all"
        << "";
}

void TestTensorBoardLauncher::urlInLine()
{
    QFETCH(QString, line);
    QFETCH(QString, url);
    QCOMPARE(TensorBoardLauncher::urlInLine(line).toString(), url);
}

void TestTensorBoardLauncher::startsReadsTheAddressAndOpensIt()
{
    QTemporaryDir bin;
    writeFake(bin,
        "echo 'Serving TensorBoard on localhost; to expose to the network, use a proxy or pass --bind_all' >&2\n"
        "echo 'TensorBoard 2.15.1 at http://localhost:6006/ (Press CTRL+C to quit)' >&2\n");
    usePath(bin.path());
    QCOMPARE(TensorBoardLauncher::findProgram(), bin.filePath("tensorboard"));

    TensorBoardLauncher launcher;
    QList<QUrl> opened;
    launcher.setOpener([&](const QUrl& url) { opened << url; });
    QSignalSpy started(&launcher, &TensorBoardLauncher::started);
    launcher.start("/data/jobs/digits");
    QVERIFY(launcher.isRunning());
    QVERIFY(started.wait(20'000));
    QCOMPARE(started.at(0).at(0).toUrl(), QUrl("http://localhost:6006/"));
    QCOMPARE(opened, QList<QUrl> { QUrl("http://localhost:6006/") });
    QCOMPARE(launcher.url(), QUrl("http://localhost:6006/"));
    QCOMPARE(readText(bin.filePath("args")), QString("--logdir\n/data/jobs/digits\n--host\nlocalhost\n--port\n0\n"));

    const qint64 pid = readText(bin.filePath("pid")).trimmed().toLongLong();
    QVERIFY(pid > 0);
    QVERIFY(processAlive(pid));
    QSignalSpy stopped(&launcher, &TensorBoardLauncher::stopped);
    launcher.stop();
    QCOMPARE(stopped.count(), 1);
    QVERIFY(!launcher.isRunning());
    QVERIFY(launcher.url().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!processAlive(pid), 20'000);
}

void TestTensorBoardLauncher::addressInPieces()
{
    QTemporaryDir bin;
    writeFake(bin,
        "printf 'TensorBoard 2.15.1 at http://local' >&2\nsleep 0.2\nprintf 'host:6123/ (Press CTRL+C to quit)\\n' "
        ">&2\n");
    usePath(bin.path());
    TensorBoardLauncher launcher;
    QList<QUrl> opened;
    launcher.setOpener([&](const QUrl& url) { opened << url; });
    QSignalSpy started(&launcher, &TensorBoardLauncher::started);
    launcher.start("/logs");
    QVERIFY(started.wait(20'000));
    QCOMPARE(opened, QList<QUrl> { QUrl("http://localhost:6123/") });
}

void TestTensorBoardLauncher::sameFolderOpensAgainAnotherReplaces()
{
    QTemporaryDir bin;
    writeFake(bin, "echo 'TensorBoard 2.15.1 at http://localhost:6006/ (Press CTRL+C to quit)' >&2\n");
    usePath(bin.path());
    TensorBoardLauncher launcher;
    int opens = 0;
    launcher.setOpener([&](const QUrl&) { ++opens; });
    QSignalSpy started(&launcher, &TensorBoardLauncher::started);
    launcher.start("/a");
    QVERIFY(started.wait(20'000));
    const qint64 first = readText(bin.filePath("pid")).trimmed().toLongLong();
    launcher.start("/a");
    QCOMPARE(opens, 2); // opened again, not started again
    QCOMPARE(started.count(), 1);
    QCOMPARE(readText(bin.filePath("pid")).trimmed().toLongLong(), first);

    launcher.start("/b");
    QVERIFY(started.wait(20'000));
    QCOMPARE(launcher.logDir(), "/b");
    QCOMPARE(opens, 3);
    QVERIFY(readText(bin.filePath("pid")).trimmed().toLongLong() != first);
    QTRY_VERIFY_WITH_TIMEOUT(!processAlive(first), 20'000); // the first one was stopped
}

void TestTensorBoardLauncher::missingExplainsHowToInstall()
{
    QTemporaryDir empty;
    qputenv("PATH", empty.path().toLocal8Bit()); // only this folder: a real TensorBoard installed must not count here
    QVERIFY(TensorBoardLauncher::findProgram().isEmpty());
    TensorBoardLauncher launcher;
    int opens = 0;
    launcher.setOpener([&](const QUrl&) { ++opens; });
    QSignalSpy failed(&launcher, &TensorBoardLauncher::failed);
    launcher.start("/logs");
    QCOMPARE(failed.count(), 1);
    const QString message = failed.at(0).at(0).toString();
    QVERIFY2(message.contains("pip install tensorboard"), qPrintable(message));
    QVERIFY(message.contains("venv"));
    QCOMPARE(launcher.lastError(), message);
    QVERIFY(!launcher.isRunning());
    QCOMPARE(opens, 0);
}

void TestTensorBoardLauncher::endingBeforeServingSaysWhy()
{
    QTemporaryDir bin;
    writeFake(bin, "echo 'E1127 tensorboard: error: unrecognized arguments: --frobnicate' >&2\n", 2);
    usePath(bin.path());
    TensorBoardLauncher launcher;
    int opens = 0;
    launcher.setOpener([&](const QUrl&) { ++opens; });
    QSignalSpy failed(&launcher, &TensorBoardLauncher::failed);
    launcher.start("/logs");
    QVERIFY(failed.wait(20'000));
    const QString message = failed.at(0).at(0).toString();
    QVERIFY2(message.contains("exit status 2") && message.contains("unrecognized arguments"), qPrintable(message));
    QVERIFY(!launcher.isRunning());
    QCOMPARE(opens, 0);
}

void TestTensorBoardLauncher::destroyingStopsIt()
{
    QTemporaryDir bin;
    writeFake(bin, "echo 'TensorBoard 2.15.1 at http://localhost:6006/ (Press CTRL+C to quit)' >&2\n");
    usePath(bin.path());
    qint64 pid = 0;
    {
        TensorBoardLauncher launcher;
        launcher.setOpener([](const QUrl&) {});
        QSignalSpy started(&launcher, &TensorBoardLauncher::started);
        launcher.start("/logs");
        QVERIFY(started.wait(20'000));
        pid = readText(bin.filePath("pid")).trimmed().toLongLong();
        QVERIFY(processAlive(pid));
    }
    QVERIFY(!processAlive(pid));
}

QTEST_GUILESS_MAIN(TestTensorBoardLauncher)
#include "tst_tensorboardlauncher.moc"
