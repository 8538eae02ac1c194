// The log records' wire codec (docs/api.md, "Logs"): each row is a record and the exact JSON text the
// daemon sends for it (nlohmann::json::dump, members sorted by name); the record must encode to that
// text and decode back to itself. Decode rows cover what a writer other than this codec may send.

#include "spec/logrecords.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <limits>

namespace spec = trainyard::spec;
using spec::LogSeverity;

Q_DECLARE_METATYPE(spec::LogLine)
Q_DECLARE_METATYPE(spec::LogWindow)
Q_DECLARE_METATYPE(spec::LogAttributes)
Q_DECLARE_METATYPE(spec::LogSearchProgress)
Q_DECLARE_METATYPE(spec::LogSearchSummary)
Q_DECLARE_METATYPE(std::optional<spec::LogLine>)
Q_DECLARE_METATYPE(std::vector<std::int64_t>)

class TestLogRecords : public QObject {
    Q_OBJECT

private slots:
    void logLineRoundTrip_data();
    void logLineRoundTrip();
    void logLineDecodes_data();
    void logLineDecodes();
    void logWindowRoundTrip_data();
    void logWindowRoundTrip();
    void logWindowRefuses_data();
    void logWindowRefuses();
    void logAttributesRoundTrip_data();
    void logAttributesRoundTrip();
    void logAttributesRefuses_data();
    void logAttributesRefuses();
    void searchProgressRoundTrip_data();
    void searchProgressRoundTrip();
    void searchMatchesRoundTrip_data();
    void searchMatchesRoundTrip();
    void searchSummaryRoundTrip_data();
    void searchSummaryRoundTrip();
    void searchEventsRefuse_data();
    void searchEventsRefuse();
    void severityNumbering_data();
    void severityNumbering();
};

namespace {

constexpr std::int64_t int64Max = std::numeric_limits<std::int64_t>::max();

spec::Timestamp at(const char* text)
{
    return *spec::Timestamp::parse(text);
}

std::string dumped(const nlohmann::json& json)
{
    return json.dump();
}

nlohmann::json parsed(const QByteArray& text)
{
    return nlohmann::json::parse(text.toStdString());
}

} // namespace

void TestLogRecords::logLineRoundTrip_data()
{
    QTest::addColumn<spec::LogLine>("line");
    QTest::addColumn<QByteArray>("wire");
    QTest::newRow("stdout line") << spec::LogLine { 1, at("2026-11-25T16:14:21.5Z"), "master-replica-0", "stdout", LogSeverity::Info, "epoch 1 loss 0.25" }
                                 << QByteArray(R"({"replica":"master-replica-0","seq":"1","severity":"INFO","stream":"stdout","text":"epoch 1 loss 0.25","time":"2026-11-25T16:14:21.500Z"})");
    QTest::newRow("empty text") << spec::LogLine { 2, at("2026-11-25T16:14:21Z"), "master-replica-0", "stderr", LogSeverity::Error, "" }
                                << QByteArray(R"({"replica":"master-replica-0","seq":"2","severity":"ERROR","stream":"stderr","text":"","time":"2026-11-25T16:14:21Z"})");
    QTest::newRow("unicode text") << spec::LogLine { 3, at("2026-11-25T16:14:21.123456789Z"), "worker-replica-1", "stdout", LogSeverity::Warning, "Grüße 🚂 日本語" }
                                  << QByteArray(R"({"replica":"worker-replica-1","seq":"3","severity":"WARNING","stream":"stdout","text":"Grüße 🚂 日本語","time":"2026-11-25T16:14:21.123456789Z"})");
    QTest::newRow("escapes") << spec::LogLine { 4, at("2026-11-25T16:14:21Z"), "master-replica-0", "stdout", LogSeverity::Default, "a \"quoted\"\tword\\ \x01" }
                             << QByteArray(R"({"replica":"master-replica-0","seq":"4","severity":"DEFAULT","stream":"stdout","text":"a \"quoted\"\tword\\ \u0001","time":"2026-11-25T16:14:21Z"})");
    QTest::newRow("largest seq") << spec::LogLine { int64Max, at("9999-12-31T23:59:59.999999999Z"), "master-replica-0", "stdout", LogSeverity::Critical, "x" }
                                 << QByteArray(R"({"replica":"master-replica-0","seq":"9223372036854775807","severity":"CRITICAL","stream":"stdout","text":"x","time":"9999-12-31T23:59:59.999999999Z"})");
    QTest::newRow("tuning trial") << spec::LogLine { 5, at("2026-11-25T16:14:21Z"), "master-replica-0", "stdout", LogSeverity::Debug, "trial says hi", "12" }
                                  << QByteArray(R"({"replica":"master-replica-0","seq":"5","severity":"DEBUG","stream":"stdout","text":"trial says hi","time":"2026-11-25T16:14:21Z","trial":"12"})");
    QTest::newRow("slurm node") << spec::LogLine { 7, at("2026-11-25T16:14:21Z"), "worker-replica-1", "stderr", LogSeverity::Error, "on n2", "", "n2" }
                                << QByteArray(R"({"node":"n2","replica":"worker-replica-1","seq":"7","severity":"ERROR","stream":"stderr","text":"on n2","time":"2026-11-25T16:14:21Z"})");
    QTest::newRow("trial and node") << spec::LogLine { 8, at("2026-11-25T16:14:21Z"), "master-replica-0", "stdout", LogSeverity::Info, "t", "3", "gpu01" }
                                    << QByteArray(R"({"node":"gpu01","replica":"master-replica-0","seq":"8","severity":"INFO","stream":"stdout","text":"t","time":"2026-11-25T16:14:21Z","trial":"3"})");
    QTest::newRow("stream unknown") << spec::LogLine { 6, at("2026-11-25T16:14:21Z"), "", "", LogSeverity::Info, "from a backend that names neither" }
                                    << QByteArray(R"({"replica":"","seq":"6","severity":"INFO","stream":"","text":"from a backend that names neither","time":"2026-11-25T16:14:21Z"})");
}

void TestLogRecords::logLineRoundTrip()
{
    QFETCH(spec::LogLine, line);
    QFETCH(QByteArray, wire);
    const nlohmann::json json = spec::logLineToJson(line);
    QCOMPARE(dumped(json), wire.toStdString());
    const auto back = spec::logLineFromJson(json);
    QVERIFY(back);
    QVERIFY(*back == line);
}

void TestLogRecords::logLineDecodes_data()
{
    QTest::addColumn<QByteArray>("wire");
    QTest::addColumn<std::optional<spec::LogLine>>("expected");
    const spec::Timestamp t = at("2026-11-25T16:14:21Z");
    using Line = std::optional<spec::LogLine>;
    QTest::newRow("only seq and time") << QByteArray(R"({"seq":"7","time":"2026-11-25T16:14:21Z"})") << Line(spec::LogLine { 7, t, "", "", LogSeverity::Default, "" });
    QTest::newRow("seq as a number") << QByteArray(R"({"seq":7,"time":"2026-11-25T16:14:21Z","text":"n"})") << Line(spec::LogLine { 7, t, "", "", LogSeverity::Default, "n" });
    QTest::newRow("seq with a plus") << QByteArray(R"({"seq":"+7","time":"2026-11-25T16:14:21Z"})") << Line(spec::LogLine { 7, t, "", "", LogSeverity::Default, "" });
    QTest::newRow("unknown severity name") << QByteArray(R"({"seq":"8","time":"2026-11-25T16:14:21Z","severity":"VERBOSE"})")
                                           << Line(spec::LogLine { 8, t, "", "", LogSeverity::Default, "" });
    QTest::newRow("lower-case severity is unknown") << QByteArray(R"({"seq":"8","time":"2026-11-25T16:14:21Z","severity":"error"})")
                                                    << Line(spec::LogLine { 8, t, "", "", LogSeverity::Default, "" });
    QTest::newRow("Cloud Logging NOTICE") << QByteArray(R"({"seq":"9","time":"2026-11-25T16:14:21Z","severity":"NOTICE"})")
                                          << Line(spec::LogLine { 9, t, "", "", LogSeverity::Info, "" });
    QTest::newRow("Cloud Logging EMERGENCY") << QByteArray(R"({"seq":"9","time":"2026-11-25T16:14:21Z","severity":"EMERGENCY"})")
                                             << Line(spec::LogLine { 9, t, "", "", LogSeverity::Critical, "" });
    QTest::newRow("offset time") << QByteArray(R"({"seq":"1","time":"2026-11-25T18:14:21+02:00"})") << Line(spec::LogLine { 1, t, "", "", LogSeverity::Default, "" });
    QTest::newRow("unknown member") << QByteArray(R"({"seq":"1","time":"2026-11-25T16:14:21Z","colour":"red"})")
                                    << Line(spec::LogLine { 1, t, "", "", LogSeverity::Default, "" });
    QTest::newRow("null trial") << QByteArray(R"({"seq":"1","time":"2026-11-25T16:14:21Z","trial":null})") << Line(spec::LogLine { 1, t, "", "", LogSeverity::Default, "" });
    QTest::newRow("null node") << QByteArray(R"({"seq":"1","time":"2026-11-25T16:14:21Z","node":null})") << Line(spec::LogLine { 1, t, "", "", LogSeverity::Default, "" });
    QTest::newRow("node not a string") << QByteArray(R"({"seq":"1","time":"2026-11-25T16:14:21Z","node":2})") << Line();
    QTest::newRow("no seq") << QByteArray(R"({"time":"2026-11-25T16:14:21Z"})") << Line();
    QTest::newRow("no time") << QByteArray(R"({"seq":"1"})") << Line();
    QTest::newRow("bad time") << QByteArray(R"({"seq":"1","time":"yesterday"})") << Line();
    QTest::newRow("seq past int64") << QByteArray(R"({"seq":"9223372036854775808","time":"2026-11-25T16:14:21Z"})") << Line();
    QTest::newRow("unsigned seq past int64") << QByteArray(R"({"seq":9223372036854775808,"time":"2026-11-25T16:14:21Z"})") << Line();
    QTest::newRow("fractional seq") << QByteArray(R"({"seq":1.5,"time":"2026-11-25T16:14:21Z"})") << Line();
    QTest::newRow("seq with text") << QByteArray(R"({"seq":"12abc","time":"2026-11-25T16:14:21Z"})") << Line();
    QTest::newRow("text not a string") << QByteArray(R"({"seq":"1","time":"2026-11-25T16:14:21Z","text":42})") << Line();
    QTest::newRow("severity not a string") << QByteArray(R"({"seq":"1","time":"2026-11-25T16:14:21Z","severity":3})") << Line();
    QTest::newRow("an array") << QByteArray(R"([1,2])") << Line();
}

void TestLogRecords::logLineDecodes()
{
    QFETCH(QByteArray, wire);
    QFETCH(std::optional<spec::LogLine>, expected);
    const auto line = spec::logLineFromJson(parsed(wire));
    QCOMPARE(line.has_value(), expected.has_value());
    if (expected) {
        QCOMPARE(line->seq, expected->seq);
        QVERIFY(*line == *expected);
    }
}

void TestLogRecords::logWindowRoundTrip_data()
{
    QTest::addColumn<spec::LogWindow>("window");
    QTest::addColumn<QByteArray>("wire");
    const spec::LogLine line { 41, at("2026-11-25T16:14:21Z"), "master-replica-0", "stdout", LogSeverity::Info, "step 41" };
    QTest::newRow("empty, unfinished") << spec::LogWindow { {}, 0, 0, false } << QByteArray(R"({"complete":false,"lines":[],"nextSince":"0","total":"0"})");
    QTest::newRow("one line") << spec::LogWindow { { line }, 41, 1000, false }
                              << QByteArray(R"({"complete":false,"lines":[{"replica":"master-replica-0","seq":"41","severity":"INFO","stream":"stdout","text":"step 41","time":"2026-11-25T16:14:21Z"}],"nextSince":"41","total":"1000"})");
    QTest::newRow("filtered past the last line") << spec::LogWindow { {}, 5000, 5000, true } << QByteArray(R"({"complete":true,"lines":[],"nextSince":"5000","total":"5000"})");
    QTest::newRow("huge log") << spec::LogWindow { {}, int64Max, int64Max, true }
                              << QByteArray(R"({"complete":true,"lines":[],"nextSince":"9223372036854775807","total":"9223372036854775807"})");
}

void TestLogRecords::logWindowRoundTrip()
{
    QFETCH(spec::LogWindow, window);
    QFETCH(QByteArray, wire);
    const nlohmann::json json = spec::logWindowToJson(window);
    QCOMPARE(dumped(json), wire.toStdString());
    const auto back = spec::logWindowFromJson(json);
    QVERIFY(back);
    QVERIFY(*back == window);
}

void TestLogRecords::logWindowRefuses_data()
{
    QTest::addColumn<QByteArray>("wire");
    QTest::addColumn<bool>("readable");
    QTest::newRow("no lines, no complete") << QByteArray(R"({"nextSince":"3","total":"3"})") << true;
    QTest::newRow("no nextSince") << QByteArray(R"({"lines":[],"total":"3"})") << false;
    QTest::newRow("no total") << QByteArray(R"({"lines":[],"nextSince":"3"})") << false;
    QTest::newRow("lines not an array") << QByteArray(R"({"lines":{},"nextSince":"3","total":"3"})") << false;
    QTest::newRow("an unreadable line") << QByteArray(R"({"lines":[{"seq":"x"}],"nextSince":"3","total":"3"})") << false;
    QTest::newRow("complete not a boolean") << QByteArray(R"({"complete":"yes","nextSince":"3","total":"3"})") << false;
}

void TestLogRecords::logWindowRefuses()
{
    QFETCH(QByteArray, wire);
    QFETCH(bool, readable);
    QCOMPARE(spec::logWindowFromJson(parsed(wire)).has_value(), readable);
}

void TestLogRecords::logAttributesRoundTrip_data()
{
    QTest::addColumn<spec::LogAttributes>("attributes");
    QTest::addColumn<QByteArray>("wire");
    const spec::LogSource master { "master-replica-0", "stdout" };
    const spec::LogSource masterErr { "master-replica-0", "stderr" };
    QTest::newRow("empty log") << spec::LogAttributes { 0, {}, {}, 0 } << QByteArray(R"({"attributes":"","count":0,"since":"0","sources":[],"total":"0"})");
    // Source 0 INFO (0x0002), source 1 ERROR (0x0014), source 4095 CRITICAL (0xfff5): little-endian.
    QTest::newRow("three lines") << spec::LogAttributes { 10, { 0x0002, 0x0014, 0xfff5 }, { master, masterErr }, 2500000 }
                                 << QByteArray(R"({"attributes":"AgAUAPX/","count":3,"since":"10","sources":[{"replica":"master-replica-0","stream":"stdout"},{"replica":"master-replica-0","stream":"stderr"}],"total":"2500000"})");
    QTest::newRow("tuning sources") << spec::LogAttributes { 0, { 0x0013 }, { { "master-replica-0", "stdout", "1" }, { "master-replica-0", "stdout", "2" } }, 1 }
                                    << QByteArray(R"({"attributes":"EwA=","count":1,"since":"0","sources":[{"replica":"master-replica-0","stream":"stdout","trial":"1"},{"replica":"master-replica-0","stream":"stdout","trial":"2"}],"total":"1"})");
    QTest::newRow("sources with nodes") << spec::LogAttributes { 0, { 0x0012 }, { { "master-replica-0", "stdout", "", "n1" }, { "worker-replica-0", "stderr", "", "n2" } }, 1 }
                                        << QByteArray(R"({"attributes":"EgA=","count":1,"since":"0","sources":[{"node":"n1","replica":"master-replica-0","stream":"stdout"},{"node":"n2","replica":"worker-replica-0","stream":"stderr"}],"total":"1"})");
    QTest::newRow("unicode replica") << spec::LogAttributes { int64Max, {}, { { "réplica-😀", "stdout" } }, int64Max }
                                     << QByteArray(R"({"attributes":"","count":0,"since":"9223372036854775807","sources":[{"replica":"réplica-😀","stream":"stdout"}],"total":"9223372036854775807"})");
}

void TestLogRecords::logAttributesRoundTrip()
{
    QFETCH(spec::LogAttributes, attributes);
    QFETCH(QByteArray, wire);
    const nlohmann::json json = spec::logAttributesToJson(attributes);
    QCOMPARE(dumped(json), wire.toStdString());
    const auto back = spec::logAttributesFromJson(json);
    QVERIFY(back);
    QVERIFY(*back == attributes);
}

void TestLogRecords::logAttributesRefuses_data()
{
    QTest::addColumn<QByteArray>("wire");
    QTest::addColumn<bool>("readable");
    QTest::newRow("no sources, no count") << QByteArray(R"({"attributes":"AgA=","since":"0","total":"1"})") << true;
    QTest::newRow("odd number of bytes") << QByteArray(R"({"attributes":"AgAU","since":"0","total":"2"})") << false;
    QTest::newRow("not base64") << QByteArray(R"({"attributes":"!!!!","since":"0","total":"2"})") << false;
    QTest::newRow("no attributes") << QByteArray(R"({"since":"0","total":"2"})") << false;
    QTest::newRow("no since") << QByteArray(R"({"attributes":"","total":"2"})") << false;
    QTest::newRow("a source not an object") << QByteArray(R"({"attributes":"","since":"0","total":"0","sources":["x"]})") << false;
    QTest::newRow("a replica not a string") << QByteArray(R"({"attributes":"","since":"0","total":"0","sources":[{"replica":1}]})") << false;
    QTest::newRow("a node not a string") << QByteArray(R"({"attributes":"","since":"0","total":"0","sources":[{"replica":"r","node":[]}]})") << false;
}

void TestLogRecords::logAttributesRefuses()
{
    QFETCH(QByteArray, wire);
    QFETCH(bool, readable);
    QCOMPARE(spec::logAttributesFromJson(parsed(wire)).has_value(), readable);
}

void TestLogRecords::searchProgressRoundTrip_data()
{
    QTest::addColumn<spec::LogSearchProgress>("progress");
    QTest::addColumn<QByteArray>("wire");
    QTest::newRow("start") << spec::LogSearchProgress { {}, 0, 2500000 } << QByteArray(R"({"scanned":"0","total":"2500000"})");
    QTest::newRow("empty log") << spec::LogSearchProgress { {}, 0, 0 } << QByteArray(R"({"scanned":"0","total":"0"})");
    QTest::newRow("huge") << spec::LogSearchProgress { {}, int64Max, int64Max }
                          << QByteArray(R"({"scanned":"9223372036854775807","total":"9223372036854775807"})");
}

void TestLogRecords::searchProgressRoundTrip()
{
    QFETCH(spec::LogSearchProgress, progress);
    QFETCH(QByteArray, wire);
    const nlohmann::json json = spec::logSearchProgressToJson(progress);
    QCOMPARE(dumped(json), wire.toStdString());
    const auto back = spec::logSearchProgressFromJson(json);
    QVERIFY(back);
    QVERIFY(*back == progress);
}

void TestLogRecords::searchMatchesRoundTrip_data()
{
    QTest::addColumn<std::vector<std::int64_t>>("seqs");
    QTest::addColumn<QByteArray>("wire");
    QTest::newRow("none") << std::vector<std::int64_t> {} << QByteArray(R"({"seqs":[]})");
    QTest::newRow("two") << std::vector<std::int64_t> { 12, 40 } << QByteArray(R"({"seqs":["12","40"]})");
    QTest::newRow("extremes") << std::vector<std::int64_t> { 1, int64Max } << QByteArray(R"({"seqs":["1","9223372036854775807"]})");
    std::vector<std::int64_t> many(10000); // a full batch, as the daemon sends them
    nlohmann::json manyJson = { { "seqs", nlohmann::json::array() } };
    for (std::size_t i = 0; i < many.size(); ++i) {
        many[i] = static_cast<std::int64_t>(i) * 1000 + 1;
        manyJson["seqs"].push_back(std::to_string(many[i]));
    }
    QTest::newRow("a full batch") << many << QByteArray::fromStdString(manyJson.dump());
}

void TestLogRecords::searchMatchesRoundTrip()
{
    QFETCH(std::vector<std::int64_t>, seqs);
    QFETCH(QByteArray, wire);
    const std::string text = spec::logSearchMatchesToJsonText(seqs);
    QCOMPARE(text, wire.toStdString());
    QCOMPARE(nlohmann::json::parse(text).dump(), text); // what the JSON library would write
    const auto back = spec::logSearchMatchesFromJson(nlohmann::json::parse(text));
    QVERIFY(back);
    QVERIFY(*back == seqs);
}

void TestLogRecords::searchSummaryRoundTrip_data()
{
    QTest::addColumn<spec::LogSearchSummary>("summary");
    QTest::addColumn<QByteArray>("wire");
    QTest::newRow("nothing found") << spec::LogSearchSummary { 2500000, 0, false } << QByteArray(R"({"matches":"0","scanned":"2500000","truncated":false})");
    QTest::newRow("truncated") << spec::LogSearchSummary { 1200, 1000, true } << QByteArray(R"({"matches":"1000","scanned":"1200","truncated":true})");
    QTest::newRow("huge") << spec::LogSearchSummary { int64Max, int64Max, false }
                          << QByteArray(R"({"matches":"9223372036854775807","scanned":"9223372036854775807","truncated":false})");
}

void TestLogRecords::searchSummaryRoundTrip()
{
    QFETCH(spec::LogSearchSummary, summary);
    QFETCH(QByteArray, wire);
    const nlohmann::json json = spec::logSearchSummaryToJson(summary);
    QCOMPARE(dumped(json), wire.toStdString());
    const auto back = spec::logSearchSummaryFromJson(json);
    QVERIFY(back);
    QVERIFY(*back == summary);
}

void TestLogRecords::searchEventsRefuse_data()
{
    QTest::addColumn<QByteArray>("event");
    QTest::addColumn<QByteArray>("wire");
    QTest::addColumn<bool>("readable");
    QTest::newRow("progress with numbers") << QByteArray("progress") << QByteArray(R"({"scanned":5,"total":9})") << true;
    QTest::newRow("progress without total") << QByteArray("progress") << QByteArray(R"({"scanned":"5"})") << false;
    QTest::newRow("matches as numbers") << QByteArray("matches") << QByteArray(R"({"seqs":[3,4]})") << true;
    QTest::newRow("matches without seqs") << QByteArray("matches") << QByteArray(R"({})") << false;
    QTest::newRow("matches with a bad seq") << QByteArray("matches") << QByteArray(R"({"seqs":["3","x"]})") << false;
    QTest::newRow("end without truncated") << QByteArray("end") << QByteArray(R"({"matches":"1","scanned":"5"})") << true;
    QTest::newRow("end without matches") << QByteArray("end") << QByteArray(R"({"scanned":"5","truncated":false})") << false;
    QTest::newRow("end with truncated text") << QByteArray("end") << QByteArray(R"({"matches":"1","scanned":"5","truncated":"no"})") << false;
}

void TestLogRecords::searchEventsRefuse()
{
    QFETCH(QByteArray, event);
    QFETCH(QByteArray, wire);
    QFETCH(bool, readable);
    const nlohmann::json json = parsed(wire);
    const bool read = event == "progress" ? spec::logSearchProgressFromJson(json).has_value()
        : event == "matches"              ? spec::logSearchMatchesFromJson(json).has_value()
                                          : spec::logSearchSummaryFromJson(json).has_value();
    QCOMPARE(read, readable);
}

void TestLogRecords::severityNumbering_data()
{
    // One numbering: the daemon's index byte, the attribute's low bits and the enum are the same values.
    QTest::addColumn<unsigned>("value");
    QTest::addColumn<QString>("name");
    QTest::addColumn<unsigned>("source");
    QTest::addColumn<int>("attribute");
    QTest::newRow("default") << 0u << "DEFAULT" << 0u << 0x0000;
    QTest::newRow("debug") << 1u << "DEBUG" << 1u << 0x0011;
    QTest::newRow("info") << 2u << "INFO" << 2u << 0x0022;
    QTest::newRow("warning") << 3u << "WARNING" << 7u << 0x0073;
    QTest::newRow("error") << 4u << "ERROR" << 4094u << 0xffe4;
    QTest::newRow("critical") << 5u << "CRITICAL" << 4095u << 0xfff5;
    QTest::newRow("sources past 12 bits share the last id") << 4u << "ERROR" << 70000u << 0xfff4;
    QTest::newRow("a byte no version wrote") << 9u << "DEFAULT" << 3u << 0x0030;
    QTest::newRow("a byte past four bits") << 200u << "DEFAULT" << 3u << 0x0030;
}

void TestLogRecords::severityNumbering()
{
    QFETCH(unsigned, value);
    QFETCH(QString, name);
    QFETCH(unsigned, source);
    QFETCH(int, attribute);
    const LogSeverity severity = spec::severityFromValue(value);
    QCOMPARE(QString::fromLatin1(spec::severityName(severity)), name);
    QCOMPARE(spec::severityFromName(name.toStdString()).value_or(LogSeverity::Debug), severity);
    const spec::LogAttribute made = spec::makeAttribute(source, severity);
    QCOMPARE(int(made), attribute);
    QCOMPARE(spec::attributeSeverity(made), severity);
    QCOMPARE(unsigned(spec::attributeSource(made)), std::min(source, unsigned(spec::maxAttributeSource)));
}

QTEST_GUILESS_MAIN(TestLogRecords)
#include "tst_logrecords.moc"
