// confinePath(), by table, on a real folder: a job's folder with files, a folder, links inside it and
// out of it, beside a sibling job's folder and a secret outside both.

#include "daemon/pathconfinement.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace trainyard::daemon;
using Outcome = ConfinedPath::Outcome;

Q_DECLARE_METATYPE(trainyard::daemon::ConfinedPath::Outcome)

namespace {

void writeFile(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

void link(const QString& target, const QString& at)
{
    QVERIFY2(::symlink(target.toLocal8Bit().constData(), at.toLocal8Bit().constData()) == 0, qPrintable(at));
}

} // namespace

class TestPathConfinement : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void table_data();
    void table();
    void aMissingRootIsMissing();
    void theRootMayBeReachedThroughALink();

private:
    QTemporaryDir m_dir;
    QString m_root; // <tmp>/jobs/a
};

void TestPathConfinement::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_root = m_dir.path() + "/jobs/a";
    writeFile(m_root + "/model/weights.bin", "weights");
    writeFile(m_root + "/logs/train/events.out.tfevents.1", "events");
    writeFile(m_root + "/%2e%2e", "a file named so"); // what %252e%252e decodes to: a name, not an escape
    writeFile(m_dir.path() + "/jobs/b/secret.txt", "the sibling job's");
    writeFile(m_dir.path() + "/jobs/ab/secret.txt", "a sibling whose name starts like the root's");
    writeFile(m_dir.path() + "/outside.txt", "secret");
    link("/etc", m_root + "/etc");
    link("/etc/passwd", m_root + "/passwd");
    link(m_dir.path() + "/jobs/b", m_root + "/sibling");
    link("../b/secret.txt", m_root + "/relative-sibling");
    link(m_dir.path() + "/jobs/ab", m_root + "/prefix-sibling");
    link("model/weights.bin", m_root + "/latest"); // inside: allowed
    link("model", m_root + "/model-link");
    link("nowhere/at/all", m_root + "/dangling");
    link("/nonexistent-trainyard-target", m_root + "/dangling-out");
    link("loop-b", m_root + "/loop-a");
    link("loop-a", m_root + "/loop-b");
}

void TestPathConfinement::table_data()
{
    QTest::addColumn<QString>("requested");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<QString>("resolved"); // relative to the root, for Inside
    QTest::addColumn<QString>("reasonHas");

    QTest::newRow("a file") << "model/weights.bin" << Outcome::Inside << "model/weights.bin"
                            << "";
    QTest::newRow("the root") << "" << Outcome::Inside << ""
                              << "";
    QTest::newRow("dot segments and doubled slashes")
        << "./model//./weights.bin" << Outcome::Inside << "model/weights.bin"
        << "";
    QTest::newRow("a folder") << "model" << Outcome::Inside << "model"
                              << "";
    QTest::newRow("encoded name") << "model/weights%2Ebin" << Outcome::Inside << "model/weights.bin"
                                  << "";
    QTest::newRow("encoded slash") << "model%2Fweights.bin" << Outcome::Inside << "model/weights.bin"
                                   << "";
    QTest::newRow("a name that is an escape once more encoded") << "%252e%252e" << Outcome::Inside << "%2e%2e"
                                                                << "";
    QTest::newRow("symlink inside the root") << "latest" << Outcome::Inside << "model/weights.bin"
                                             << "";
    QTest::newRow("through a folder link inside") << "model-link/weights.bin" << Outcome::Inside << "model/weights.bin"
                                                  << "";

    QTest::newRow("..") << ".." << Outcome::Denied << ""
                        << "\"..\"";
    QTest::newRow("../outside") << "../../outside.txt" << Outcome::Denied << ""
                                << "\"..\"";
    QTest::newRow("a/../..") << "a/../.." << Outcome::Denied << ""
                             << "\"..\"";
    QTest::newRow("harmless-looking a/../b") << "model/../model/weights.bin" << Outcome::Denied << ""
                                             << "\"..\"";
    QTest::newRow("%2e%2e") << "%2e%2e/outside.txt" << Outcome::Denied << ""
                            << "\"..\"";
    QTest::newRow("%2E%2E mixed") << "model/%2E./%2e%2E/b/secret.txt" << Outcome::Denied << ""
                                  << "\"..\"";
    QTest::newRow("%2e%2e%2f") << "%2e%2e%2f%2e%2e%2foutside.txt" << Outcome::Denied << ""
                               << "\"..\"";
    QTest::newRow("absolute") << "/etc/passwd" << Outcome::Denied << ""
                              << "absolute";
    QTest::newRow("absolute, encoded") << "%2Fetc%2Fpasswd" << Outcome::Denied << ""
                                       << "absolute";
    QTest::newRow("NUL") << "model/weights.bin%00.txt" << Outcome::Denied << ""
                         << "NUL";
    QTest::newRow("symlink to /etc") << "etc/passwd" << Outcome::Denied << ""
                                     << "symbolic link";
    QTest::newRow("symlink to a file in /etc") << "passwd" << Outcome::Denied << ""
                                               << "symbolic link";
    QTest::newRow("symlink to a sibling job's folder") << "sibling/secret.txt" << Outcome::Denied << ""
                                                       << "symbolic link";
    QTest::newRow("relative symlink to a sibling") << "relative-sibling" << Outcome::Denied << ""
                                                   << "symbolic link";
    QTest::newRow("symlink to a sibling sharing the prefix") << "prefix-sibling/secret.txt" << Outcome::Denied << ""
                                                             << "symbolic link";

    QTest::newRow("missing") << "model/nothing.bin" << Outcome::Missing << ""
                             << "No such file";
    QTest::newRow("dangling symlink") << "dangling" << Outcome::Missing << ""
                                      << "link to nothing";
    QTest::newRow("dangling symlink out of the root") << "dangling-out" << Outcome::Missing << ""
                                                      << "link to nothing";
    QTest::newRow("loop of links") << "loop-a" << Outcome::Invalid << ""
                                   << "loop";
    QTest::newRow("very long path") << QString("a/").repeated(2000) + "b" << Outcome::Invalid << ""
                                    << "longer than";
    QTest::newRow("very long name") << QString("n").repeated(300) << Outcome::Invalid << ""
                                    << "longer than";
    QTest::newRow("very long path with ..") << QString("a/").repeated(2000) + "../../x" << Outcome::Denied << ""
                                            << "\"..\"";
}

void TestPathConfinement::table()
{
    QFETCH(QString, requested);
    QFETCH(Outcome, outcome);
    QFETCH(QString, resolved);
    QFETCH(QString, reasonHas);
    const std::string request = requested.toStdString();
    const ConfinedPath got = confinePath(m_root.toStdString(), request);
    QCOMPARE(static_cast<int>(got.outcome), static_cast<int>(outcome));
    if (outcome == Outcome::Inside) {
        const QString root = QFileInfo(m_root).canonicalFilePath();
        QCOMPARE(QString::fromStdString(got.path), resolved.isEmpty() ? root : root + "/" + resolved);
        QVERIFY(got.reason.empty());
    } else {
        QVERIFY(got.path.empty());
        QVERIFY2(QString::fromStdString(got.reason).contains(reasonHas), got.reason.c_str());
    }
}

void TestPathConfinement::aMissingRootIsMissing()
{
    const ConfinedPath got = confinePath(m_dir.path().toStdString() + "/jobs/never", "x");
    QCOMPARE(static_cast<int>(got.outcome), static_cast<int>(Outcome::Missing));
    QVERIFY(got.reason.find("does not exist") != std::string::npos);
}

void TestPathConfinement::theRootMayBeReachedThroughALink()
{
    // The root as the job names it may itself be a link (a jobDir under a linked /tmp): judged as it resolves.
    link(m_root, m_dir.path() + "/linked-root");
    const ConfinedPath inside = confinePath(m_dir.path().toStdString() + "/linked-root", "latest");
    QCOMPARE(static_cast<int>(inside.outcome), static_cast<int>(Outcome::Inside));
    QCOMPARE(QString::fromStdString(inside.path), QFileInfo(m_root + "/model/weights.bin").canonicalFilePath());
    const ConfinedPath out = confinePath(m_dir.path().toStdString() + "/linked-root", "sibling/secret.txt");
    QCOMPARE(static_cast<int>(out.outcome), static_cast<int>(Outcome::Denied));
}

QTEST_GUILESS_MAIN(TestPathConfinement)
#include "tst_pathconfinement.moc"
