#include "spec/timestamp.h"

#include <QDateTime>
#include <QTest>

using trainyard::spec::Timestamp;

class TestTimestamp : public QObject {
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void writeIsUtcWithGroupedFraction_data();
    void writeIsUtcWithGroupedFraction();
    void agreesWithQDateTimeOverCenturies();
    void timePointRoundTrip();
};

void TestTimestamp::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<int>("nanos");
    QTest::newRow("epoch") << "1970-01-01T00:00:00Z" << true << qint64(0) << 0;
    QTest::newRow("utc") << "2024-05-01T12:00:00Z" << true << qint64(1714564800) << 0;
    QTest::newRow("lower case t and z") << "2024-05-01t12:00:00z" << true << qint64(1714564800) << 0;
    QTest::newRow("one fraction digit") << "2024-05-01T12:00:00.5Z" << true << qint64(1714564800) << 500'000'000;
    QTest::newRow("nine fraction digits") << "2024-05-01T12:00:00.123456789Z" << true << qint64(1714564800) << 123'456'789;
    QTest::newRow("positive offset") << "2024-05-01T14:00:00+02:00" << true << qint64(1714564800) << 0;
    QTest::newRow("negative offset") << "2024-05-01T07:30:00-04:30" << true << qint64(1714564800) << 0;
    QTest::newRow("leap day") << "2024-02-29T00:00:00Z" << true << qint64(1709164800) << 0;
    QTest::newRow("before epoch") << "1969-12-31T23:59:59Z" << true << qint64(-1) << 0;
    QTest::newRow("no zone") << "2024-05-01T12:00:00" << false << qint64(0) << 0;
    QTest::newRow("date only") << "2024-05-01" << false << qint64(0) << 0;
    QTest::newRow("space separator") << "2024-05-01 12:00:00Z" << false << qint64(0) << 0;
    QTest::newRow("no leap day") << "2023-02-29T00:00:00Z" << false << qint64(0) << 0;
    QTest::newRow("month 13") << "2024-13-01T00:00:00Z" << false << qint64(0) << 0;
    QTest::newRow("hour 24") << "2024-05-01T24:00:00Z" << false << qint64(0) << 0;
    QTest::newRow("second 60") << "2024-05-01T12:00:60Z" << false << qint64(0) << 0;
    QTest::newRow("ten fraction digits") << "2024-05-01T12:00:00.1234567890Z" << false << qint64(0) << 0;
    QTest::newRow("empty fraction") << "2024-05-01T12:00:00.Z" << false << qint64(0) << 0;
    QTest::newRow("trailing text") << "2024-05-01T12:00:00Zjunk" << false << qint64(0) << 0;
    QTest::newRow("offset without colon") << "2024-05-01T12:00:00+0200" << false << qint64(0) << 0;
    QTest::newRow("year zero") << "0000-01-01T00:00:00Z" << false << qint64(0) << 0;
    QTest::newRow("first second") << "0001-01-01T00:00:00Z" << true << qint64(-62135596800) << 0;
    QTest::newRow("last second") << "9999-12-31T23:59:59.999999999Z" << true << qint64(253402300799) << 999'999'999;
    QTest::newRow("offset back into year zero") << "0001-01-01T00:00:00+01:00" << false << qint64(0) << 0;
    QTest::newRow("offset on into year 10000") << "9999-12-31T23:59:59-01:00" << false << qint64(0) << 0;
}

void TestTimestamp::parse()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(qint64, seconds);
    QFETCH(int, nanos);
    const auto parsed = Timestamp::parse(text.toStdString());
    QCOMPARE(parsed.has_value(), valid);
    if (valid) {
        QCOMPARE(parsed->seconds, seconds);
        QCOMPARE(parsed->nanos, nanos);
    }
}

void TestTimestamp::writeIsUtcWithGroupedFraction_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("written");
    QTest::newRow("whole") << "2024-05-01T12:00:00Z" << "2024-05-01T12:00:00Z";
    QTest::newRow("half second") << "2024-05-01T12:00:00.5Z" << "2024-05-01T12:00:00.500Z";
    QTest::newRow("micro") << "2024-05-01T12:00:00.000001Z" << "2024-05-01T12:00:00.000001Z";
    QTest::newRow("nano") << "2024-05-01T12:00:00.000000001Z" << "2024-05-01T12:00:00.000000001Z";
    QTest::newRow("offset converted") << "2024-05-01T01:00:00+02:00" << "2024-04-30T23:00:00Z";
    QTest::newRow("before epoch") << "1900-03-01T00:00:00.25Z" << "1900-03-01T00:00:00.250Z";
    QTest::newRow("far future") << "9999-12-31T23:59:59.999999999Z" << "9999-12-31T23:59:59.999999999Z";
}

void TestTimestamp::writeIsUtcWithGroupedFraction()
{
    QFETCH(QString, input);
    QFETCH(QString, written);
    const auto parsed = Timestamp::parse(input.toStdString());
    QVERIFY(parsed);
    QCOMPARE(QString::fromStdString(parsed->toString()), written);
}

void TestTimestamp::agreesWithQDateTimeOverCenturies()
{
    // An independent calendar implementation as the oracle, one date every ~97 days over 400 years.
    for (qint64 s = -2'208'988'800; s < 10'413'792'000; s += 8'380'799) {
        const Timestamp t { s, 0 };
        const QString expected = QDateTime::fromSecsSinceEpoch(s, Qt::UTC).toString(Qt::ISODate);
        QCOMPARE(QString::fromStdString(t.toString()), expected);
        QCOMPARE(Timestamp::parse(t.toString())->seconds, s);
    }
}

void TestTimestamp::timePointRoundTrip()
{
    const Timestamp t { 1714564800, 123'456'789 };
    QCOMPARE(Timestamp::fromTimePoint(t.toTimePoint()), t);
    const Timestamp before { -1, 999'999'999 };
    QCOMPARE(Timestamp::fromTimePoint(before.toTimePoint()), before);
}

QTEST_GUILESS_MAIN(TestTimestamp)
#include "tst_timestamp.moc"
