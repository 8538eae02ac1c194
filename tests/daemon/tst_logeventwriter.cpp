// LogEventWriter writes what the follower used to build with nlohmann::json, byte for byte; and
// JobLog::visit reads the text of interleaved sources right whatever the span boundaries.

#include "daemon/joblog.h"
#include "daemon/logeventwriter.h"
#include "daemon/streams.h"
#include "spec/utf8.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <random>

using namespace trainyard::daemon;
namespace spec = trainyard::spec;

class TestLogEventWriter : public QObject {
    Q_OBJECT

private slots:
    void matchesTheJsonLibrary_data();
    void matchesTheJsonLibrary();
    void matchesOnRandomBytes();
    void validatesUtf8AsTheJsonLibrary();
    void visitReadsInterleavedSourcesAcrossSpans();
};

namespace {

// What the follower wrote before LogEventWriter: the JSON library's document of the line.
std::string expected(const LogLineView& view)
{
    return sseEvent("line", view.seq, spec::logLineToJson(view.copy()).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

std::string written(LogEventWriter& writer, const LogLineView& view)
{
    std::string out;
    writer.append(out, view);
    return out;
}

} // namespace

void TestLogEventWriter::matchesTheJsonLibrary_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qint64>("timeNs");
    QTest::addColumn<QString>("trial");
    QTest::addColumn<QString>("node");
    QTest::newRow("plain") << QByteArray("epoch 3 loss 0.25") << qint64(1764087261'123456789) << QString() << QString();
    QTest::newRow("whole second") << QByteArray("x") << qint64(1764087261'000000000) << QString() << QString();
    QTest::newRow("milliseconds") << QByteArray("x") << qint64(1764087261'120000000) << QString() << QString();
    QTest::newRow("microseconds") << QByteArray("x") << qint64(1764087261'000120000) << QString() << QString();
    QTest::newRow("empty") << QByteArray() << qint64(1) << QString() << QString();
    QTest::newRow("quotes and backslashes") << QByteArray(R"(say "hi" C:\path\)") << qint64(5) << QString() << QString();
    QTest::newRow("controls") << QByteArray("a\tb\rc\bd\fe\x01\x1f\x7f") << qint64(5) << QString() << QString();
    QTest::newRow("nul") << QByteArray("a\0b", 3) << qint64(5) << QString() << QString();
    QTest::newRow("utf-8") << QByteArray("Größe 東京 😀") << qint64(5) << QStringLiteral("12") << QString();
    QTest::newRow("invalid utf-8") << QByteArray("bad \xff\xfe byte \xc3") << qint64(5) << QStringLiteral("3") << QString();
    QTest::newRow("overlong") << QByteArray("\xc0\xaf and \xe0\x80\xaf") << qint64(5) << QString() << QString();
    QTest::newRow("surrogate") << QByteArray("\xed\xa0\x80") << qint64(5) << QString() << QString();
    QTest::newRow("past U+10FFFF") << QByteArray("\xf4\x90\x80\x80") << qint64(5) << QString() << QString();
    // A Slurm replica's line names its node ("node" sorts first); an empty node is left out.
    QTest::newRow("node") << QByteArray("on n2") << qint64(5) << QString() << QStringLiteral("n2");
    QTest::newRow("node and trial") << QByteArray("x") << qint64(5) << QStringLiteral("4") << QStringLiteral("gpu-01");
    QTest::newRow("node needing escapes") << QByteArray("x") << qint64(5) << QString() << QStringLiteral("n\"1\"");
    QTest::newRow("node, invalid utf-8 text") << QByteArray("bad \xff") << qint64(5) << QString() << QStringLiteral("n1");
}

void TestLogEventWriter::matchesTheJsonLibrary()
{
    QFETCH(QByteArray, text);
    QFETCH(qint64, timeNs);
    QFETCH(QString, trial);
    QFETCH(QString, node);
    const std::string replica = "worker-replica-1", stream = "stderr", trialId = trial.toStdString(), nodeName = node.toStdString();
    LogEventWriter writer;
    for (spec::LogSeverity severity : { spec::LogSeverity::Default, spec::LogSeverity::Info, spec::LogSeverity::Error, spec::LogSeverity::Critical }) {
        const LogLineView view { 42, timeNs, &replica, &stream, &trialId, severity, std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
            &nodeName };
        QCOMPARE(written(writer, view), expected(view));
    }
}

void TestLogEventWriter::matchesOnRandomBytes()
{
    // Random lines from an alphabet dense in what needs care: controls, quotes, lead and trail bytes.
    std::mt19937 random(20261125);
    const std::string alphabet = std::string("ab \"\\\t\n\x01\x1f\x7f", 11) + "\xc2\xa9\xe2\x82\xac\xf0\x9f\x98\x80\xff\xc0\xed\xa0\xf4\x90";
    const std::string replica = "master-replica-0", stream = "stdout", trial;
    LogEventWriter writer;
    std::int64_t timeNs = 1764087261'000000000;
    for (int i = 0; i < 20000; ++i) {
        std::string text(random() % 24, ' ');
        for (char& c : text)
            c = alphabet[random() % alphabet.size()];
        timeNs += static_cast<std::int64_t>(random() % 400'000'000);
        const LogLineView view { i + 1, timeNs, &replica, &stream, &trial, spec::LogSeverity::Info, text };
        const std::string got = written(writer, view);
        if (got != expected(view))
            QFAIL(qPrintable(QStringLiteral("line %1 differs: %2 != %3").arg(i).arg(QString::fromStdString(got), QString::fromStdString(expected(view)))));
    }
}

void TestLogEventWriter::validatesUtf8AsTheJsonLibrary()
{
    // Every two-byte and every three-byte sequence starting with a lead byte: valid exactly when the
    // library's strict dump accepts it.
    const auto library = [](const std::string& s) {
        try {
            (void)nlohmann::json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::strict);
            return true;
        } catch (const nlohmann::json::type_error&) {
            return false;
        }
    };
    for (int a = 0x80; a < 0x100; ++a) {
        for (int b = 0; b < 0x100; ++b) {
            const std::string two { static_cast<char>(a), static_cast<char>(b) };
            QCOMPARE(!spec::firstInvalidUtf8(two).has_value(), library(two));
            const std::string three { static_cast<char>(a), static_cast<char>(b), static_cast<char>(0x80) };
            QCOMPARE(!spec::firstInvalidUtf8(three).has_value(), library(three));
            const std::string four { static_cast<char>(a), static_cast<char>(b), static_cast<char>(0x80), static_cast<char>(0x80) };
            QCOMPARE(!spec::firstInvalidUtf8(four).has_value(), library(four));
        }
    }
}

void TestLogEventWriter::visitReadsInterleavedSourcesAcrossSpans()
{
    QTemporaryDir dir;
    JobLog log(dir.path().toStdString());
    std::string error;
    QVERIFY(log.open(error));
    const std::string paths[3] = { log.sourcePath("master-replica-0", "stdout"), log.sourcePath("worker-replica-0", "stderr"),
        log.sourcePath("master-replica-0", "stdout", "2") };
    std::mt19937 random(7);
    std::vector<std::string> written;
    std::vector<int> sourceOf;
    for (int round = 0; round < 40; ++round) {
        for (int s = 0; s < 3; ++s) {
            std::ofstream out(paths[s], std::ios::app);
            for (int i = 0, n = static_cast<int>(random() % 60); i < n; ++i) {
                // Now and then a line longer than a read span (256 KiB) but shorter than a record's limit.
                const std::size_t length = random() % 500 == 0 ? 60'000 : random() % 300;
                std::string text = std::to_string(written.size()) + ":" + std::string(length, static_cast<char>('a' + s));
                out << text << '\n';
                written.push_back(text);
                sourceOf.push_back(s);
            }
        }
        log.ingest();
    }
    QCOMPARE(log.count(), static_cast<std::int64_t>(written.size()));
    // Every line once, in index order; which line is which is told by its number prefix.
    std::vector<bool> seen(written.size(), false);
    std::int64_t cursor = 0;
    std::size_t total = 0;
    while (cursor < log.count()) {
        log.visit(cursor, 333, {}, 1'000'000, &cursor, {}, [&](const LogLineView& line) {
            const std::string text(line.text);
            const std::size_t n = std::stoul(text.substr(0, text.find(':')));
            QVERIFY(n < written.size());
            QCOMPARE(text, written[n]);
            QVERIFY(!seen[n]);
            seen[n] = true;
            ++total;
        });
    }
    QCOMPARE(total, written.size());
    // A filtered visit yields only the trial's lines, in the order they were written.
    std::vector<std::string> trialLines;
    cursor = 0;
    while (cursor < log.count())
        log.visit(cursor, 1000, {}, 1'000'000, &cursor, { "2" }, [&](const LogLineView& line) { trialLines.emplace_back(line.text); });
    std::vector<std::string> expectedTrial;
    for (std::size_t i = 0; i < written.size(); ++i) {
        if (sourceOf[i] == 2)
            expectedTrial.push_back(written[i]);
    }
    QCOMPARE(trialLines, expectedTrial);
}

QTEST_GUILESS_MAIN(TestLogEventWriter)
#include "tst_logeventwriter.moc"
