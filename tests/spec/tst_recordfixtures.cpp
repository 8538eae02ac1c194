// The records a real trainyardd sent (tests/fixtures/records, recorded with curl from a failing job;
// the fuzzers start from them too) decode with spec's codec and encode back to exactly what the
// daemon sent: the codec the client reads with is the one the daemon writes with, and the wire of
// docs/api.md is what both speak. A file's name says its record: transition-*, log-line, log-window,
// log-attributes, log-search-{progress,matches,end}; events.json holds a …/events answer.

#include "spec/logrecords.h"
#include "spec/transition.h"
#include "testfixtures.h"

#include <QTest>

#include <nlohmann/json.hpp>

namespace spec = trainyard::spec;
using trainyard::test::fixtureFiles;
using trainyard::test::js;
using trainyard::test::readFixture;

class TestRecordFixtures : public QObject {
    Q_OBJECT

private slots:
    void reencodesAsTheDaemonSent_data();
    void reencodesAsTheDaemonSent();
    void eventsAnswer();
    void fuzzRegressionsKeepTheFuzzersProperty();
};

namespace {

// The record decoded and encoded again, or null when it does not decode.
template <class Decode, class Encode>
nlohmann::json again(const nlohmann::json& json, Decode decode, Encode encode)
{
    const auto record = decode(json);
    return record ? nlohmann::json(encode(*record)) : nlohmann::json();
}

} // namespace

void TestRecordFixtures::reencodesAsTheDaemonSent_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = fixtureFiles(QStringLiteral("records"), { QStringLiteral("transition-*.json"), QStringLiteral("log-*.json") });
    QVERIFY(files.size() >= 8);
    for (const QString& file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestRecordFixtures::reencodesAsTheDaemonSent()
{
    QFETCH(QString, file);
    const std::string text = readFixture(file);
    const nlohmann::json sent = nlohmann::json::parse(text);
    const QString name = file.section(QLatin1Char('/'), -1);
    nlohmann::json reencoded;
    if (name.startsWith(QLatin1String("transition-")))
        reencoded = again(sent, spec::transitionFromJson, spec::transitionToJson);
    else if (name == QLatin1String("log-line.json"))
        reencoded = again(sent, spec::logLineFromJson, spec::logLineToJson);
    else if (name == QLatin1String("log-window.json"))
        reencoded = again(sent, spec::logWindowFromJson, spec::logWindowToJson);
    else if (name == QLatin1String("log-attributes.json"))
        reencoded = again(sent, spec::logAttributesFromJson, spec::logAttributesToJson);
    else if (name == QLatin1String("log-search-progress.json"))
        reencoded = again(sent, spec::logSearchProgressFromJson, spec::logSearchProgressToJson);
    else if (name == QLatin1String("log-search-end.json"))
        reencoded = again(sent, spec::logSearchSummaryFromJson, spec::logSearchSummaryToJson);
    else if (name == QLatin1String("log-search-matches.json")) {
        const auto seqs = spec::logSearchMatchesFromJson(sent);
        QVERIFY(seqs);
        QCOMPARE(spec::logSearchMatchesToJsonText(*seqs) + '\n', text); // the event's data, byte for byte
        return;
    } else
        QFAIL("a fixture whose name says no record");
    QCOMPARE(js(reencoded), js(sent));
}

void TestRecordFixtures::eventsAnswer()
{
    const nlohmann::json sent = nlohmann::json::parse(readFixture(QStringLiteral("records/events.json")));
    QVERIFY(sent["events"].size() >= 3);
    for (const auto& event : sent["events"])
        QCOMPARE(js(again(event, spec::transitionFromJson, spec::transitionToJson)), js(event));
}

// Every record input a fuzzer once failed on (tests/fixtures/fuzz-regressions/records-*) keeps the
// fuzzer's property: each decoder refuses it, or what it reads survives an encode/decode round trip.
void TestRecordFixtures::fuzzRegressionsKeepTheFuzzersProperty()
{
    const QStringList files = fixtureFiles(QStringLiteral("fuzz-regressions"), { QStringLiteral("records-*.json") });
    QVERIFY(files.size() >= 2);
    const auto keeps = [](const nlohmann::json& json, auto decode, auto encode) {
        const auto record = decode(json);
        if (!record)
            return true;
        const auto back = decode(encode(*record));
        return back && *back == *record;
    };
    for (const QString& file : files) {
        const nlohmann::json json = nlohmann::json::parse(readFixture(file));
        QVERIFY2(keeps(json, spec::logLineFromJson, spec::logLineToJson), qPrintable(file));
        QVERIFY2(keeps(json, spec::transitionFromJson, spec::transitionToJson), qPrintable(file));
        QVERIFY2(keeps(json, spec::logWindowFromJson, spec::logWindowToJson), qPrintable(file));
    }
}

QTEST_GUILESS_MAIN(TestRecordFixtures)
#include "tst_recordfixtures.moc"
