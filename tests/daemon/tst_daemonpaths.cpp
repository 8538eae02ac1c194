// The paths trainyardd keeps its state, socket and token in (services/daemon/runtimepaths.h): what it
// creates it creates 0700/0600, what exists already it never re-permissions, and what is unsafe it
// refuses with the command that fixes it. Each case starts the real daemon with the paths prepared.

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLocalServer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace {

struct Outcome {
    bool ready = false; // printed its "ready" line
    int exitCode = -1; // when it did not
    QString error; // its stderr
};

// Starts trainyardd with these flags; a daemon that gets ready is stopped again (SIGTERM).
Outcome runDaemon(const QStringList& args)
{
    Outcome outcome;
    QProcess daemon;
    daemon.start(
        QStringLiteral(TRAINYARD_DAEMON_BINARY), args + QStringList { QStringLiteral("--slots"), QStringLiteral("1") });
    if (!daemon.waitForStarted(10'000))
        return outcome;
    QElapsedTimer clock;
    clock.start();
    while (daemon.state() == QProcess::Running && !outcome.ready && clock.elapsed() < 20'000) {
        if (daemon.canReadLine() || daemon.waitForReadyRead(100))
            outcome.ready = daemon.readLine().startsWith("ready");
    }
    if (outcome.ready)
        daemon.terminate();
    daemon.waitForFinished(20'000);
    outcome.exitCode = daemon.exitCode();
    outcome.error = QString::fromUtf8(daemon.readAllStandardError());
    return outcome;
}

mode_t modeOf(const QString& path)
{
    struct stat st { };
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return 0;
    return st.st_mode & 07777;
}

bool makeFolder(const QString& path, mode_t mode)
{
    return QDir().mkpath(path) && ::chmod(QFile::encodeName(path).constData(), mode) == 0;
}

bool writeFile(const QString& path, const QByteArray& content, mode_t mode)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size() && (file.close(), true)
        && ::chmod(QFile::encodeName(path).constData(), mode) == 0;
}

// A socket file nobody listens on, as a daemon killed with SIGKILL leaves it.
bool makeStaleSocket(const QString& path)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address {};
    address.sun_family = AF_UNIX;
    const QByteArray name = QFile::encodeName(path);
    std::memcpy(address.sun_path, name.constData(), static_cast<std::size_t>(name.size()) + 1);
    const bool bound = ::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
    ::close(fd);
    return bound;
}

QString octal(mode_t mode)
{
    return QStringLiteral("%1").arg(mode, 4, 8, QLatin1Char('0'));
}

} // namespace

class TestDaemonPaths : public QObject {
    Q_OBJECT

private slots:
    void socketInASharedStickyFolderLeavesItsMode();
    void unsafeSocketFolderIsRefusedUnchanged();
    void dataDirModesAreNeverChanged();
    void missingFoldersAreCreatedPrivate();
    void tokenReadableByOthersIsRefused();
    void onlyAStaleSocketOfItsOwnIsRemoved();

private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.path() + QLatin1Char('/') + name; }
    QStringList flags(const QString& dataDir, const QString& socket) const
    {
        return { QStringLiteral("--data-dir"), dataDir, QStringLiteral("--socket"), socket };
    }
};

void TestDaemonPaths::socketInASharedStickyFolderLeavesItsMode()
{
    // Like /tmp: every user may create files in it, only the owner of one may remove or rename it.
    QVERIFY(makeFolder(path(QStringLiteral("shared")), 01777));
    const Outcome outcome = runDaemon(flags(path(QStringLiteral("data1")), path(QStringLiteral("shared/daemon.sock"))));
    QVERIFY2(outcome.ready, qPrintable(outcome.error));
    QCOMPARE(octal(modeOf(path(QStringLiteral("shared")))), QStringLiteral("1777"));
}

void TestDaemonPaths::unsafeSocketFolderIsRefusedUnchanged()
{
    // Writable by others and not sticky: another user could replace the socket.
    const QString open = path(QStringLiteral("open"));
    QVERIFY(makeFolder(open, 0777));
    const Outcome outcome = runDaemon(flags(path(QStringLiteral("data2")), open + QStringLiteral("/daemon.sock")));
    QVERIFY(!outcome.ready);
    QCOMPARE(outcome.exitCode, 1);
    QVERIFY2(outcome.error.contains(QStringLiteral("chmod go-w ") + open), qPrintable(outcome.error));
    QVERIFY2(outcome.error.contains(QStringLiteral("mode 0777")), qPrintable(outcome.error));
    QCOMPARE(octal(modeOf(open)), QStringLiteral("0777"));
    QVERIFY(!QFile::exists(open + QStringLiteral("/daemon.sock")));
}

void TestDaemonPaths::dataDirModesAreNeverChanged()
{
    // Readable by others is the user's choice (the token inside is 0600 anyway): it runs, mode kept.
    const QString readable = path(QStringLiteral("readable"));
    QVERIFY(makeFolder(readable, 0755));
    Outcome outcome = runDaemon(flags(readable, path(QStringLiteral("r.sock"))));
    QVERIFY2(outcome.ready, qPrintable(outcome.error));
    QCOMPARE(octal(modeOf(readable)), QStringLiteral("0755"));

    // Writable by the group: others could change jobs and their code. Refused, mode kept.
    const QString groupWritable = path(QStringLiteral("group-writable"));
    QVERIFY(makeFolder(groupWritable, 0775));
    outcome = runDaemon(flags(groupWritable, path(QStringLiteral("g.sock"))));
    QVERIFY(!outcome.ready);
    QCOMPARE(outcome.exitCode, 1);
    QVERIFY2(outcome.error.contains(QStringLiteral("chmod go-w ") + groupWritable), qPrintable(outcome.error));
    QCOMPARE(octal(modeOf(groupWritable)), QStringLiteral("0775"));
    QVERIFY(!QFile::exists(groupWritable + QStringLiteral("/jobs.sqlite")));

    // Another user's folder (only root can make one here; as another user the case is the same).
    if (::geteuid() == 0) {
        const QString foreign = path(QStringLiteral("foreign"));
        QVERIFY(makeFolder(foreign, 0700));
        QVERIFY(::chown(QFile::encodeName(foreign).constData(), 65534, 65534) == 0);
        outcome = runDaemon(flags(foreign, path(QStringLiteral("f.sock"))));
        QVERIFY(!outcome.ready);
        QVERIFY2(outcome.error.contains(QStringLiteral("belongs to uid 65534")), qPrintable(outcome.error));
        QCOMPARE(octal(modeOf(foreign)), QStringLiteral("0700"));
    }
}

void TestDaemonPaths::missingFoldersAreCreatedPrivate()
{
    const mode_t previous = ::umask(022); // what would make 0755 folders
    const Outcome outcome
        = runDaemon(flags(path(QStringLiteral("new/data")), path(QStringLiteral("run/sub/daemon.sock"))));
    ::umask(previous);
    QVERIFY2(outcome.ready, qPrintable(outcome.error));
    for (const char* folder : { "new", "new/data", "run", "run/sub" })
        QCOMPARE(octal(modeOf(path(QString::fromLatin1(folder)))), QStringLiteral("0700"));
}

void TestDaemonPaths::tokenReadableByOthersIsRefused()
{
    const QString data = path(QStringLiteral("tokendata"));
    QVERIFY(makeFolder(data, 0700));
    const QString token = path(QStringLiteral("token"));
    const QByteArray secret("0123456789abcdef0123456789abcdef\n");
    for (const mode_t mode : { mode_t(0644), mode_t(0640), mode_t(0604) }) {
        QVERIFY(writeFile(token, secret, mode));
        const Outcome outcome = runDaemon(flags(data, path(QStringLiteral("t.sock")))
            + QStringList {
                QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--token-file"), token });
        QVERIFY(!outcome.ready);
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(outcome.error.contains(QStringLiteral("chmod 600 ") + token), qPrintable(outcome.error));
        QCOMPARE(modeOf(token), mode);
        QFile file(token);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), secret);
    }
    // 0600 is used as it is.
    QVERIFY(::chmod(QFile::encodeName(token).constData(), 0600) == 0);
    const Outcome outcome = runDaemon(flags(data, path(QStringLiteral("t.sock")))
        + QStringList {
            QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--token-file"), token });
    QVERIFY2(outcome.ready, qPrintable(outcome.error));
}

void TestDaemonPaths::onlyAStaleSocketOfItsOwnIsRemoved()
{
    const QString data = path(QStringLiteral("sockdata"));
    // A file at the socket path is someone's file: refused, and still there.
    const QString file = path(QStringLiteral("notes.txt"));
    QVERIFY(writeFile(file, "keep me\n", 0600));
    Outcome outcome = runDaemon(flags(data, file));
    QVERIFY(!outcome.ready);
    QVERIFY2(outcome.error.contains(QStringLiteral("is a file")), qPrintable(outcome.error));
    QFile kept(file);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("keep me\n"));

    // A symbolic link, even to a stale socket, is not one of the daemon's sockets.
    const QString stale = path(QStringLiteral("stale.sock"));
    QVERIFY(makeStaleSocket(stale));
    const QString link = path(QStringLiteral("link.sock"));
    QVERIFY(QFile::link(stale, link));
    outcome = runDaemon(flags(data, link));
    QVERIFY(!outcome.ready);
    QVERIFY2(outcome.error.contains(QStringLiteral("symbolic link")), qPrintable(outcome.error));
    QVERIFY(QFileInfo(link).isSymLink());

    // A live server there is not stale.
    QLocalServer live;
    const QString liveSocket = path(QStringLiteral("live.sock"));
    QVERIFY(live.listen(liveSocket));
    outcome = runDaemon(flags(data, liveSocket));
    QVERIFY(!outcome.ready);
    QVERIFY2(outcome.error.contains(QStringLiteral("another server is listening")), qPrintable(outcome.error));
    QVERIFY(QFile::exists(liveSocket));

    // A stale socket of this user's, as a killed daemon leaves it: removed, and the daemon listens there.
    outcome = runDaemon(flags(data, stale));
    QVERIFY2(outcome.ready, qPrintable(outcome.error));
}

QTEST_GUILESS_MAIN(TestDaemonPaths)
#include "tst_daemonpaths.moc"
