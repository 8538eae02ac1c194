#include "testfixtures.h"

#include "spec/jsoncodec.h"
#include "spec/yamlcodec.h"

#include <QTest>

using namespace trainyard::spec;
using trainyard::test::fixtureFiles;
using trainyard::test::readFixture;

// The malformed corpus: every file in tests/fixtures/malformed must fail to decode with a clean
// error that says where. expected.tsv lists, per file, the path, line and message to expect.
class TestMalformed : public QObject {
    Q_OBJECT

private slots:
    void everyFileIsListed();
    void cleanErrorWithLocation_data();
    void cleanErrorWithLocation();
    void otherCodecFailsCleanlyToo_data();
    void otherCodecFailsCleanlyToo();

private:
    struct Expectation {
        QString file, path, message;
        int line = 0;
    };
    static QList<Expectation> expectations();
};

QList<TestMalformed::Expectation> TestMalformed::expectations()
{
    QList<Expectation> out;
    const QString table = QString::fromStdString(readFixture(QStringLiteral("malformed/expected.tsv")));
    for (const QString& row : table.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (row.startsWith(QLatin1Char('#')))
            continue;
        const QStringList cells = row.split(QLatin1Char('\t'));
        if (cells.size() != 4)
            qFatal("expected.tsv: bad row %s", qPrintable(row));
        out.append({ cells[0], cells[1], cells[3], cells[2].toInt() });
    }
    return out;
}

void TestMalformed::everyFileIsListed()
{
    QStringList listed;
    for (const auto& e : expectations())
        listed << QStringLiteral("malformed/") + e.file;
    listed.sort();
    const QStringList present = fixtureFiles(QStringLiteral("malformed"), { QStringLiteral("*.json"), QStringLiteral("*.yaml") });
    QCOMPARE(present, listed);
    QVERIFY2(present.size() >= 30, "the corpus must hold at least 30 malformed documents");
}

void TestMalformed::cleanErrorWithLocation_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    for (const auto& e : expectations())
        QTest::newRow(qPrintable(e.file)) << e.file << e.path << e.line << e.message;
}

void TestMalformed::cleanErrorWithLocation()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(int, line);
    QFETCH(QString, message);
    const std::string text = readFixture(QStringLiteral("malformed/") + file);
    const auto job = file.endsWith(QStringLiteral(".json")) ? jobFromJsonText(text) : jobFromYaml(text);
    QVERIFY2(!job, "a malformed document was accepted");
    QVERIFY(!job.error.message.empty());
    QCOMPARE(QString::fromStdString(job.error.path), path);
    if (line > 0)
        QCOMPARE(job.error.line, line);
    // A location of some kind is always given: a field path, or a line and column.
    QVERIFY(!job.error.path.empty() || job.error.line > 0 || job.error.message.find("expected an object") == 0);
    QVERIFY2(QString::fromStdString(job.error.message).contains(message), job.error.toString().c_str());
}

void TestMalformed::otherCodecFailsCleanlyToo_data()
{
    cleanErrorWithLocation_data();
}

void TestMalformed::otherCodecFailsCleanlyToo()
{
    // JSON is YAML: reading each file with the other codec must not crash or throw either.
    QFETCH(QString, file);
    const std::string text = readFixture(QStringLiteral("malformed/") + file);
    const auto job = file.endsWith(QStringLiteral(".json")) ? jobFromYaml(text) : jobFromJsonText(text);
    if (!job)
        QVERIFY(!job.error.message.empty());
    else
        QVERIFY(!toJsonText(*job).empty());
}

QTEST_GUILESS_MAIN(TestMalformed)
#include "tst_malformed.moc"
