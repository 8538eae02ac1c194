#include "spec/duration.h"

#include <QTest>

using trainyard::spec::Duration;

class TestDuration : public QObject {
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void write_data();
    void write();
    void ordering();
};

void TestDuration::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<int>("nanos");
    QTest::newRow("whole seconds") << "7200s" << true << qint64(7200) << 0;
    QTest::newRow("zero") << "0s" << true << qint64(0) << 0;
    QTest::newRow("fraction") << "1.5s" << true << qint64(1) << 500'000'000;
    QTest::newRow("nine digits") << "0.000000001s" << true << qint64(0) << 1;
    QTest::newRow("negative fraction") << "-2.25s" << true << qint64(-2) << -250'000'000;
    QTest::newRow("plus sign") << "+3s" << true << qint64(3) << 0;
    QTest::newRow("maximum") << "315576000000s" << true << qint64(315'576'000'000) << 0;
    QTest::newRow("beyond maximum") << "315576000001s" << false << qint64(0) << 0;
    QTest::newRow("no unit") << "3600" << false << qint64(0) << 0;
    QTest::newRow("minutes unit") << "60m" << false << qint64(0) << 0;
    QTest::newRow("ten fraction digits") << "1.0000000001s" << false << qint64(0) << 0;
    QTest::newRow("empty fraction") << "1.s" << false << qint64(0) << 0;
    QTest::newRow("no digits") << ".5s" << false << qint64(0) << 0;
    QTest::newRow("only unit") << "s" << false << qint64(0) << 0;
    QTest::newRow("spaces") << " 5s" << false << qint64(0) << 0;
    QTest::newRow("hex") << "0x10s" << false << qint64(0) << 0;
    QTest::newRow("huge digits") << "99999999999999999999999s" << false << qint64(0) << 0;
}

void TestDuration::parse()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(qint64, seconds);
    QFETCH(int, nanos);
    const auto parsed = Duration::parse(text.toStdString());
    QCOMPARE(parsed.has_value(), valid);
    if (valid) {
        QCOMPARE(parsed->seconds, seconds);
        QCOMPARE(parsed->nanos, nanos);
    }
}

void TestDuration::write_data()
{
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<int>("nanos");
    QTest::addColumn<QString>("text");
    QTest::newRow("whole") << qint64(604800) << 0 << "604800s";
    QTest::newRow("millis") << qint64(1) << 500'000'000 << "1.500s";
    QTest::newRow("micros") << qint64(0) << 1'000 << "0.000001s";
    QTest::newRow("nanos") << qint64(0) << 1 << "0.000000001s";
    QTest::newRow("negative") << qint64(-2) << -250'000'000 << "-2.250s";
    QTest::newRow("negative below one") << qint64(0) << -5'000'000 << "-0.005s";
}

void TestDuration::write()
{
    QFETCH(qint64, seconds);
    QFETCH(int, nanos);
    QFETCH(QString, text);
    const Duration d { seconds, nanos };
    QCOMPARE(QString::fromStdString(d.toString()), text);
    QCOMPARE(Duration::parse(d.toString()), std::optional<Duration>(d));
}

void TestDuration::ordering()
{
    QVERIFY(*Duration::parse("1799s") < *Duration::parse("1800s"));
    QVERIFY(*Duration::parse("1800.000000001s") > Duration::fromSeconds(1800));
    QCOMPARE(Duration::fromSeconds(90).toSecondsF(), 90.0);
}

QTEST_GUILESS_MAIN(TestDuration)
#include "tst_duration.moc"
