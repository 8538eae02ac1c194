// Log attributes and log search (…/logs:attributes, …/logs:search), against the real trainyardd running
// real trainers: every attribute agrees with the plain log read, and every search finds exactly the
// lines the real grep finds in the same text.

#include "daemonprocess.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLocalSocket>
#include <QProcess>
#include <QTest>
#include <QThread>
#include <QUrl>

#include <fstream>
#include <set>
#include <sstream>

using namespace trainyard::test;
using json = nlohmann::json;

namespace {

// A trainer for a STANDARD_1 job (master, 2 workers, a parameter server): every replica writes a few
// thousand varied lines to stdout and stderr, interleaved, flushing often so the streams of all
// replicas interleave in the log. The master ends last, once every other replica has written its
// lines (they are stopped when the master exits).
const char* const chattyTrainer = // (plain literals: moc cannot read raw strings holding this)
    "import argparse, json, os, random, sys, time\n"
    "\n"
    "parser = argparse.ArgumentParser()\n"
    "parser.add_argument(\"--job-dir\")\n"
    "parser.add_argument(\"--lines\", type=int, default=1500)\n"
    "args, _ = parser.parse_known_args()\n"
    "config = json.loads(os.environ.get(\"TF_CONFIG\", \"{}\"))\n"
    "task = config.get(\"task\", {\"type\": \"master\", \"index\": 0})\n"
    "name = f\"{task['type']}-{task['index']}\"\n"
    "others = [f\"{kind}-{i}\" for kind, addresses in config.get(\"cluster\", {}).items() for i in range(len(addresses))\n"
    "          if kind not in (\"master\", \"chief\")]\n"
    "rng = random.Random(name)\n"
    "templates = [\n"
    "    lambda i: f\"epoch {i // 100} step {i} loss={rng.random():.4f} accuracy={rng.random():.3f}\",\n"
    "    lambda i: f\"INFO: {name} processed batch {i} in {rng.randint(1, 900)} ms\",\n"
    "    lambda i: f\"WARNING: learning rate {rng.random():.5f} may be too high (step {i})\",\n"
    "    lambda i: f\"ERROR shard {rng.randint(0, 9)} failed to load, retrying\",\n"
    "    lambda i: f\"[DEBUG] value (a+b)*[c] = {rng.randint(0, 99)}.$^ done\",\n"
    "    lambda i: f\"Checkpoint SAVED to /tmp/ckpt-{i}\" if i % 3 else f\"checkpoint saved to /tmp/ckpt-{i}\",\n"
    "    lambda i: \"CRITICAL out of memory on device 0\",\n"
    "    lambda i: \"Traceback (most recent call last):\",\n"
    "    lambda i: \"\",\n"
    "    lambda i: f\"    temperature {rng.random():.2f} \\u00e9t\\u00e9 {i}\",\n"
    "    lambda i: f\"{name} {'x' * rng.randint(0, 300)} tail\",\n"
    "    lambda i: f\"DEBUG grad norm {rng.random() * 10:.3f}\",\n"
    "]\n"
    "for i in range(args.lines):\n"
    "    line = templates[rng.randrange(len(templates))](i)\n"
    "    stream = sys.stderr if rng.random() < 0.3 else sys.stdout\n"
    "    stream.write(line + \"\\n\")\n"
    "    if i % 7 == 0:\n"
    "        stream.flush()\n"
    "sys.stdout.flush()\n"
    "sys.stderr.flush()\n"
    "if args.job_dir:\n"
    "    open(os.path.join(args.job_dir, \"done-\" + name), \"w\").close()\n"
    "    if task[\"type\"] in (\"master\", \"chief\"):\n"
    "        deadline = time.time() + 120\n"
    "        while time.time() < deadline and not all(os.path.exists(os.path.join(args.job_dir, \"done-\" + o)) for o in others):\n"
    "            time.sleep(0.05)\n";

// A trainer writing many short lines fast, in large blocks.
const char* const floodTrainer = // (plain literals: moc cannot read raw strings holding this)
    "import argparse, sys\n"
    "parser = argparse.ArgumentParser()\n"
    "parser.add_argument(\"--lines\", type=int, default=1000)\n"
    "args, _ = parser.parse_known_args()\n"
    "out = sys.stdout.buffer\n"
    "for start in range(0, args.lines, 10000):\n"
    "    out.write(\"\".join(f\"{seq:>8} step {seq % 977} loss=0.{seq % 9973:04d} aaaaaaaaaaaaaaaaaaaaaa\\n\"\n"
    "                      for seq in range(start, min(start + 10000, args.lines))).encode())\n"
    "out.flush()\n";

// A trainer writing the bytes of a file as its output, as they are: lines that are not UTF-8 included.
const char* const bytesTrainer = // (plain literals: moc cannot read raw strings holding this)
    "import argparse, sys\n"
    "parser = argparse.ArgumentParser()\n"
    "parser.add_argument(\"--file\")\n"
    "args, _ = parser.parse_known_args()\n"
    "sys.stdout.buffer.write(open(args.file, \"rb\").read())\n"
    "sys.stdout.flush()\n";

// The lines the bytes job prints: where a regex matched on the lines' bytes in place could differ from
// one that saw each line alone as UTF-16 (bytes that are not UTF-8, line ends, case folding beyond ASCII).
const char* const oddLines = // (plain literals: moc cannot read raw strings holding this)
    "bad \xff\xfe bytes then ok\n"
    "truncated sequence at the end \xc3\n"
    "\xe9t\xe9 in Latin-1, not UTF-8\n"
    "caf\xc3\xa9 and CAF\xc3\x89 and na\xc3\xafve\n"
    "CAF\xc3\x89 alone\n"
    "\xce\xa3\xce\xb9\xce\xb3\xce\xbc\xce\xb1 upper and \xcf\x83\xce\xb9\xce\xb3\xce\xbc\xce\xb1 lower\n"
    "the first half\n"
    "second half follows\n"
    "\n"
    "anchored start, middle and end\n"
    "end\n"
    "    \n"
    "tab\there\n"
    "\n";
// The bytes job prints oddLines this many times: more lines than LogRegex::findLines searches in one
// call, in runs that end on an empty line.
constexpr int oddCopies = 100;

struct Line {
    std::int64_t seq = 0;
    std::string replica;
    std::string stream;
    std::string severity;
    std::string text;
};

struct SearchResult {
    int status = 0;
    std::vector<std::int64_t> seqs;
    json end;
    std::vector<std::string> events; // names, in order
    std::string error;
};

int severityValue(const std::string& name)
{
    static const std::vector<std::string> names { "DEFAULT", "DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL" };
    const auto it = std::find(names.begin(), names.end(), name);
    return it == names.end() ? -1 : static_cast<int>(it - names.begin());
}

std::string encode(const std::string& text)
{
    return QUrl::toPercentEncoding(QString::fromStdString(text)).toStdString();
}

QString writePackage(const QString& root, const QString& name, const char* source)
{
    const QString package = root + QLatin1Char('/') + name;
    QDir().mkpath(package + QLatin1Char('/') + name);
    QFile(package + QLatin1Char('/') + name + QStringLiteral("/__init__.py")).open(QIODevice::WriteOnly);
    QFile task(package + QLatin1Char('/') + name + QStringLiteral("/task.py"));
    if (task.open(QIODevice::WriteOnly))
        task.write(source);
    return package;
}

// A raw event-stream request on its own connection, read step by step.
class EventStream {
public:
    bool open(const DaemonProcess& daemon, const std::string& path)
    {
        m_socket.connectToServer(daemon.socketPath());
        if (!m_socket.waitForConnected(5'000))
            return false;
        const std::string text = "GET " + path + " HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n";
        m_socket.write(text.data(), static_cast<qint64>(text.size()));
        return m_socket.flush() || m_socket.bytesToWrite() == 0;
    }
    // Reads until an event named `name` arrived (true) or the timeout.
    bool waitFor(const std::string& name, int timeoutMs)
    {
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < timeoutMs) {
            if (readAvailable(name))
                return true;
            m_socket.waitForReadyRead(50);
        }
        return readAvailable(name);
    }
    // What has arrived so far, without waiting: whether it holds the event `name`.
    bool readAvailable(const std::string& name)
    {
        m_raw += m_socket.readAll().toStdString();
        return m_raw.find("event: " + name + "\n") != std::string::npos;
    }
    void close() { m_socket.abort(); }

private:
    QLocalSocket m_socket;
    std::string m_raw;
};

// CPU seconds the process has used (user + system), from /proc.
double cpuSeconds(qint64 pid)
{
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string stat;
    std::getline(in, stat);
    std::istringstream fields(stat.substr(stat.rfind(')') + 2));
    std::string field;
    std::vector<std::string> values;
    while (fields >> field)
        values.push_back(field);
    // After "pid (comm)": state is field 3, utime 14 and stime 15.
    return values.size() > 12 ? (std::stod(values[11]) + std::stod(values[12])) / static_cast<double>(::sysconf(_SC_CLK_TCK)) : 0;
}

} // namespace

class TestLogSearch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void attributesMatchEveryLine();
    void attributesPage();
    void searchEqualsGrep_data();
    void searchEqualsGrep();
    void regexOnBytesEqualsGrep_data();
    void regexOnBytesEqualsGrep();
    void sinceRestricts();
    void maxMatchesTruncates();
    void badRequestsBeforeAnyStream();
    void unknownJobIsNotFound();
    void healthzAnswersWhileASearchRuns();
    void disconnectStopsTheSearch();
    void shutdownStopsRunningSearches(); // last: it stops the daemon

private:
    SearchResult search(const std::string& jobId, const std::string& query) const;
    std::vector<std::int64_t> grep(const QStringList& flags, const std::string& pattern) const { return grep(flags, pattern, m_merged); }
    std::vector<std::int64_t> grep(const QStringList& flags, const std::string& pattern, const QString& file) const;
    std::string slowSearchPath() const;

    DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("4") } };
    std::vector<Line> m_lines; // the chatty job's log, in seq order
    QString m_merged; // its text, one line per line, for grep
    QString m_odd; // the bytes job's output (oddLines), for grep
    std::int64_t m_bigLines = 0;
};

void TestLogSearch::initTestCase()
{
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
    const QString packages = m_daemon.tempPath(QStringLiteral("packages"));
    json chatty = exampleJob("chatty", "failing", "chatty.task", { "--lines", "1500" });
    chatty["trainingInput"]["packageUris"] = { writePackage(packages, QStringLiteral("chatty"), chattyTrainer).toStdString() };
    chatty["trainingInput"]["scaleTier"] = "STANDARD_1";
    chatty["trainingInput"]["jobDir"] = m_daemon.tempPath(QStringLiteral("chatty-job")).toStdString();
    chatty["trainingInput"]["pythonInterpreter"] = "/usr/bin/python3";
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", chatty).status, 200);
    // A large log for the long-running searches: two million lines.
    m_bigLines = 2'000'000;
    json big = exampleJob("big", "failing", "flood.task", { "--lines", std::to_string(m_bigLines) });
    big["trainingInput"]["packageUris"] = { writePackage(packages, QStringLiteral("flood"), floodTrainer).toStdString() };
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", big).status, 200);
    // The odd lines, byte for byte, from one replica's stdout: seq n is the file's line n.
    m_odd = m_daemon.tempPath(QStringLiteral("odd.log"));
    {
        std::ofstream odd(m_odd.toStdString(), std::ios::binary);
        for (int i = 0; i < oddCopies; ++i)
            odd << oddLines;
    }
    json bytes = exampleJob("bytes", "failing", "bytes.task", { "--file", m_odd.toStdString() });
    bytes["trainingInput"]["packageUris"] = { writePackage(packages, QStringLiteral("bytes"), bytesTrainer).toStdString() };
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", bytes).status, 200);

    QCOMPARE(m_daemon.waitForState("chatty", "SUCCEEDED,FAILED,CANCELLED", 120'000).value("state", ""), std::string("SUCCEEDED"));
    QCOMPARE(m_daemon.waitForState("big", "SUCCEEDED,FAILED,CANCELLED", 180'000).value("state", ""), std::string("SUCCEEDED"));
    QCOMPARE(m_daemon.waitForState("bytes", "SUCCEEDED,FAILED,CANCELLED", 120'000).value("state", ""), std::string("SUCCEEDED"));

    // The chatty log as the plain read gives it, page by page.
    std::int64_t since = 0;
    for (;;) {
        const json page = m_daemon.get("/v1/projects/local/jobs/chatty/logs?pageSize=10000&since=" + std::to_string(since)).json();
        QVERIFY(page.contains("lines"));
        for (const auto& l : page["lines"])
            m_lines.push_back({ std::stoll(l["seq"].get<std::string>()), l["replica"].get<std::string>(), l["stream"].get<std::string>(),
                l["severity"].get<std::string>(), l["text"].get<std::string>() });
        since = std::stoll(page["nextSince"].get<std::string>());
        if (page["complete"].get<bool>())
            break;
        QVERIFY(!page["lines"].empty());
    }
    QCOMPARE(static_cast<std::int64_t>(m_lines.size()), since);
    QVERIFY2(m_lines.size() >= 4 * 1500, qPrintable(QString::number(m_lines.size())));
    for (std::size_t i = 0; i < m_lines.size(); ++i)
        QCOMPARE(m_lines[i].seq, static_cast<std::int64_t>(i + 1));
    std::string merged;
    for (const auto& line : m_lines)
        merged += line.text + "\n";
    m_merged = m_daemon.tempPath(QStringLiteral("chatty.log"));
    std::ofstream(m_merged.toStdString(), std::ios::binary) << merged;
}

void TestLogSearch::cleanupTestCase()
{
    m_daemon.stop();
}

SearchResult TestLogSearch::search(const std::string& jobId, const std::string& query) const
{
    SearchResult result;
    const std::string path = "/v1/projects/local/jobs/" + jobId + "/logs:search?" + query;
    // A plain request first tells the status of an answer that is not a stream.
    const auto events = m_daemon.stream(path, std::numeric_limits<std::size_t>::max(), 120'000);
    if (events.empty()) {
        const auto reply = m_daemon.get(path);
        result.status = reply.status;
        result.error = reply.body;
        return result;
    }
    result.status = 200;
    for (const auto& event : events) {
        result.events.push_back(event.event);
        const json data = json::parse(event.data);
        if (event.event == "matches") {
            for (const auto& seq : data["seqs"])
                result.seqs.push_back(std::stoll(seq.get<std::string>()));
        } else if (event.event == "end") {
            result.end = data;
        }
    }
    return result;
}

std::vector<std::int64_t> TestLogSearch::grep(const QStringList& flags, const std::string& pattern, const QString& file) const
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral("grep"), QStringList { QStringLiteral("-n"), QStringLiteral("-a") } + flags
            + QStringList { QStringLiteral("-e"), QString::fromStdString(pattern), file });
    if (!process.waitForFinished(60'000) || process.exitCode() > 1) {
        qWarning("grep failed: %s", process.readAllStandardError().constData());
        return { -1 };
    }
    std::vector<std::int64_t> seqs;
    std::istringstream out(process.readAllStandardOutput().toStdString());
    for (std::string line; std::getline(out, line);)
        seqs.push_back(std::stoll(line.substr(0, line.find(':'))));
    return seqs;
}

void TestLogSearch::attributesMatchEveryLine()
{
    const auto reply = m_daemon.get("/v1/projects/local/jobs/chatty/logs:attributes");
    QCOMPARE(reply.status, 200);
    const json body = reply.json();
    QCOMPARE(js(body["since"]), js(json("0")));
    QCOMPARE(body["total"].get<std::string>(), std::to_string(m_lines.size()));
    QCOMPARE(body["count"].get<std::size_t>(), m_lines.size());
    const QByteArray bytes = QByteArray::fromBase64(QByteArray::fromStdString(body["attributes"].get<std::string>()),
        QByteArray::AbortOnBase64DecodingErrors);
    QCOMPARE(static_cast<std::size_t>(bytes.size()), 2 * m_lines.size());

    // Sources: one per (replica, stream), exactly those the lines show: 4 replicas, both streams.
    std::vector<std::pair<std::string, std::string>> sources;
    for (const auto& s : body["sources"])
        sources.emplace_back(s["replica"].get<std::string>(), s["stream"].get<std::string>());
    std::set<std::pair<std::string, std::string>> seen;
    for (const auto& line : m_lines)
        seen.emplace(line.replica, line.stream);
    const std::set<std::pair<std::string, std::string>> distinct(sources.begin(), sources.end());
    QVERIFY(distinct == seen);
    QCOMPARE(sources.size(), std::size_t(8));
    std::set<std::string> replicas;
    for (const auto& [replica, stream] : seen)
        replicas.insert(replica);
    QCOMPARE(replicas, (std::set<std::string> { "master-replica-0", "worker-replica-0", "worker-replica-1", "ps-replica-0" }));

    std::set<int> severities;
    for (std::size_t i = 0; i < m_lines.size(); ++i) {
        const auto attribute = static_cast<std::uint16_t>(static_cast<unsigned char>(bytes[static_cast<qsizetype>(2 * i)])
            | static_cast<unsigned char>(bytes[static_cast<qsizetype>(2 * i + 1)]) << 8);
        const auto source = static_cast<std::size_t>(attribute >> 4);
        QVERIFY2(source < sources.size(), qPrintable(QString::number(i)));
        const Line& line = m_lines[i];
        if (sources[source] != std::make_pair(line.replica, line.stream) || (attribute & 15) != severityValue(line.severity))
            QFAIL(qPrintable(QStringLiteral("line %1 (%2 %3 %4): attribute %5").arg(line.seq).arg(QString::fromStdString(line.replica),
                QString::fromStdString(line.stream), QString::fromStdString(line.severity)).arg(attribute)));
        severities.insert(attribute & 15);
    }
    QCOMPARE(severities, (std::set<int> { 1, 2, 3, 4, 5 })); // the trainer's lines cover DEBUG … CRITICAL
}

void TestLogSearch::attributesPage()
{
    const auto whole = m_daemon.get("/v1/projects/local/jobs/chatty/logs:attributes").json();
    const QByteArray all = QByteArray::fromBase64(QByteArray::fromStdString(whole["attributes"].get<std::string>()));
    const auto total = static_cast<std::int64_t>(m_lines.size());
    for (const auto& [since, pageSize, expected] : std::vector<std::tuple<std::int64_t, std::int64_t, std::int64_t>> {
             { 1234, 1000, 1000 }, { total - 10, 1000, 10 }, { total, 5, 0 }, { total + 100, 5, 0 }, { 7, 0, 1 }, { 0, -3, 1 } }) {
        const auto reply = m_daemon.get("/v1/projects/local/jobs/chatty/logs:attributes?since=" + std::to_string(since)
            + "&pageSize=" + std::to_string(pageSize));
        QCOMPARE(reply.status, 200);
        const json page = reply.json();
        QCOMPARE(page["since"].get<std::string>(), std::to_string(since));
        QCOMPARE(page["total"].get<std::string>(), std::to_string(total));
        QCOMPARE(page["count"].get<std::int64_t>(), expected);
        QCOMPARE(js(page["sources"]), js(whole["sources"]));
        const QByteArray bytes = QByteArray::fromBase64(QByteArray::fromStdString(page["attributes"].get<std::string>()));
        QCOMPARE(bytes, all.mid(static_cast<qsizetype>(2 * std::min(since, total)), static_cast<qsizetype>(2 * expected)));
    }
    // Paging through the whole log in pages gives the whole again.
    QByteArray joined;
    for (std::int64_t since = 0; since < total; since += 999) {
        const auto page = m_daemon.get("/v1/projects/local/jobs/chatty/logs:attributes?pageSize=999&since=" + std::to_string(since)).json();
        joined += QByteArray::fromBase64(QByteArray::fromStdString(page["attributes"].get<std::string>()));
    }
    QCOMPARE(joined, all);
}

void TestLogSearch::searchEqualsGrep_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<bool>("regex");
    QTest::addColumn<bool>("caseSensitive");
    QTest::addColumn<QStringList>("grepFlags");
    const QStringList fixed { QStringLiteral("-F") };
    const QStringList perl { QStringLiteral("-P") };
    const QStringList fixedCaseless { QStringLiteral("-i"), QStringLiteral("-F") };
    const QStringList perlCaseless { QStringLiteral("-i"), QStringLiteral("-P") };
    QTest::newRow("literal") << QStringLiteral("loss=0.1") << false << true << fixed;
    QTest::newRow("literal at a line's start and end") << QStringLiteral("Checkpoint SAVED") << false << true << fixed;
    QTest::newRow("one character") << QStringLiteral("7") << false << true << fixed;
    QTest::newRow("regex: alternation and a class") << QStringLiteral("(WARNING|ERROR)\\b.*[0-9]{2}\\)?$") << true << true << perl;
    QTest::newRow("regex: anchors and repetition") << QStringLiteral("^worker-\\d x{10,20} tail$") << true << true << perl;
    QTest::newRow("regex: matches the empty line") << QStringLiteral("^$") << true << true << perl;
    QTest::newRow("case-insensitive literal") << QStringLiteral("checkpoint saved") << false << false << fixedCaseless;
    QTest::newRow("case-insensitive regex") << QStringLiteral("^traceback|out OF memory") << true << false << perlCaseless;
    QTest::newRow("case-insensitive regex with a required letter") << QStringLiteral("checkpoint SAVED to /tmp/ckpt-\\d+$") << true << false << perlCaseless;
    QTest::newRow("regex: a run of lines, anchored") << QStringLiteral("^epoch \\d+ step \\d*7 ") << true << true << perl;
    QTest::newRow("metacharacters, literally") << QStringLiteral("(a+b)*[c] = 4") << false << true << fixed;
    QTest::newRow("metacharacters, literally, to the end") << QStringLiteral(".$^ done") << false << true << fixed;
    QTest::newRow("non-ASCII literal") << QStringLiteral("\u00e9t\u00e9 1") << false << true << fixed;
    QTest::newRow("non-ASCII in a regex") << QStringLiteral("temperature 0\\.\\d5 .t. \\d+$") << true << true << perl;
    QTest::newRow("matching nothing") << QStringLiteral("no line says this") << false << true << fixed;
    QTest::newRow("regex matching nothing") << QStringLiteral("^ERROR shard 10") << true << true << perl;
    QTest::newRow("empty pattern") << QString() << false << true << fixed;
    QTest::newRow("empty regex") << QString() << true << true << perl;
}

void TestLogSearch::searchEqualsGrep()
{
    QFETCH(QString, pattern);
    QFETCH(bool, regex);
    QFETCH(bool, caseSensitive);
    QFETCH(QStringList, grepFlags);
    const std::vector<std::int64_t> expected = grep(grepFlags, pattern.toStdString());
    QVERIFY(expected.empty() || expected[0] != -1);
    if (!QByteArray(QTest::currentDataTag()).contains("nothing"))
        QVERIFY(!expected.empty()); // a search that finds lines, not one that agrees with grep on none
    const SearchResult result = search("chatty", "pattern=" + encode(pattern.toStdString()) + "&regex=" + (regex ? "true" : "false")
            + "&caseSensitive=" + (caseSensitive ? "true" : "false"));
    QCOMPARE(result.status, 200);
    QVERIFY(std::is_sorted(result.seqs.begin(), result.seqs.end()));
    QCOMPARE(result.seqs, expected); // the same lines, each once, in order
    QVERIFY(!result.events.empty());
    QCOMPARE(result.events.front(), std::string("progress"));
    QCOMPARE(result.events.back(), std::string("end"));
    QCOMPARE(result.end["matches"].get<std::string>(), std::to_string(expected.size()));
    QCOMPARE(result.end["scanned"].get<std::string>(), std::to_string(m_lines.size()));
    QCOMPARE(result.end["truncated"].get<bool>(), false);
}

// Regexes are matched on each line's bytes in place (PCRE2, 8-bit): they find what grep -P finds, which
// does the same. Bytes that are not UTF-8 are matched by no part of a pattern (text around them is); `^`
// and `$` are the line's start and end; no match runs from one line into the next; a pattern that
// matches the empty string matches every line; case-insensitive matching folds letters beyond ASCII.
void TestLogSearch::regexOnBytesEqualsGrep_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<bool>("caseSensitive");
    QTest::newRow("not UTF-8: .* runs through nothing of them") << QStringLiteral("^bad .*ok$") << true;
    QTest::newRow("not UTF-8: the text after them") << QStringLiteral("bytes then ok$") << true;
    QTest::newRow("not UTF-8: a dot matches nothing of them") << QStringLiteral("bad .. bytes") << true;
    QTest::newRow("not UTF-8: a negated class matches nothing of them") << QStringLiteral("^[^a-z]t[^a-z] in") << true;
    QTest::newRow("not UTF-8: a dot matches nothing of a truncated sequence") << QStringLiteral("the end .$") << true;
    QTest::newRow("not UTF-8: the text before a truncated sequence") << QStringLiteral("at the end ") << true;
    QTest::newRow("anchors: a line's start") << QStringLiteral("^end") << true;
    QTest::newRow("anchors: a line's end") << QStringLiteral("half$") << true;
    QTest::newRow("anchors: the whole line") << QStringLiteral("^end$") << true;
    QTest::newRow("anchors: blank lines") << QStringLiteral("^\\s*$") << true;
    QTest::newRow("across lines: matching nothing with \\s") << QStringLiteral("half\\ssecond") << true;
    QTest::newRow("across lines: matching nothing with \\n") << QStringLiteral("half\\nsecond") << true;
    QTest::newRow("across lines: matching nothing with (?s)") << QStringLiteral("(?s)half.second") << true;
    QTest::newRow("across lines: matching nothing with a negated class") << QStringLiteral("half[^x]second") << true;
    QTest::newRow("empty match: every line") << QStringLiteral("x*") << true;
    QTest::newRow("empty match: a lookahead") << QStringLiteral("(?=d)") << true;
    QTest::newRow("empty match: a word boundary") << QStringLiteral("\\b") << true;
    QTest::newRow("caseless beyond ASCII: Latin") << QStringLiteral("caf\u00c9") << false;
    QTest::newRow("caseless beyond ASCII: Greek") << QStringLiteral("\u03c3\u03b9\u03b3\u03bc\u03b1 upper") << false;
    QTest::newRow("case-sensitive beyond ASCII") << QStringLiteral("CAF\u00c9") << true;
    QTest::newRow("a class holding a tab") << QStringLiteral("tab\\there") << true;
    // Lines a newline apart are searched many in one call where no match can reach past its line; the
    // same lines must come out as when each line is its own subject.
    QTest::newRow("anchors: empty lines, the log's last line among them") << QStringLiteral("^$") << true;
    QTest::newRow("anchors: every line's start") << QStringLiteral("^") << true;
    QTest::newRow("anchors: every line's end") << QStringLiteral("$") << true;
    QTest::newRow("anchors: a line's end before an empty line") << QStringLiteral("here$") << true;
    QTest::newRow("anchors: a line's start after one with bytes that are not UTF-8") << QStringLiteral("^truncated") << true;
    QTest::newRow("not UTF-8: matching nothing at a line's start that is not UTF-8") << QStringLiteral("^.t. in") << true;
    QTest::newRow("required letter, caseless") << QStringLiteral("ANCHORED.*END$") << false;
    QTest::newRow("required letter, case-sensitive") << QStringLiteral("d .*d$") << true;
    QTest::newRow("across lines: a possessive quantifier stays in its line") << QStringLiteral("half\\s*+$") << true;
    QTest::newRow("across lines: an atomic group stays in its line") << QStringLiteral("half(?>\\s*)$") << true;
    QTest::newRow("across lines: \\Z is the line's end") << QStringLiteral("half\\Z") << true;
    QTest::newRow("across lines: \\A is the line's start") << QStringLiteral("\\Asecond") << true;
    QTest::newRow("across lines: matching nothing with a lookbehind") << QStringLiteral("(?<=half\\s)second") << true;
    QTest::newRow("across lines: a lookahead looks no further than its line") << QStringLiteral("half(?=\\s)") << true;
    QTest::newRow("across lines: matching nothing with a range taking in the newline") << QStringLiteral("half[\\t-\\r]second") << true;
    QTest::newRow("across lines: matching nothing with (?-i) and \\n") << QStringLiteral("(?-i)end\\nend") << true;
}

void TestLogSearch::regexOnBytesEqualsGrep()
{
    QFETCH(QString, pattern);
    QFETCH(bool, caseSensitive);
    QStringList flags { QStringLiteral("-P") };
    if (!caseSensitive)
        flags << QStringLiteral("-i");
    const std::vector<std::int64_t> expected = grep(flags, pattern.toStdString(), m_odd);
    QVERIFY(expected.empty() || expected[0] != -1);
    const bool nothing = QByteArray(QTest::currentDataTag()).contains("nothing");
    QCOMPARE(expected.empty(), nothing); // grep agrees with what the row says it shows
    const SearchResult result = search("bytes", "pattern=" + encode(pattern.toStdString()) + "&regex=true&caseSensitive="
            + (caseSensitive ? "true" : "false"));
    QCOMPARE(result.status, 200);
    QCOMPARE(result.seqs, expected);
    QCOMPARE(result.end["truncated"].get<bool>(), false);
}

void TestLogSearch::sinceRestricts()
{
    const std::vector<std::int64_t> all = grep({ QStringLiteral("-F") }, "loss=");
    QVERIFY(all.size() > 100);
    const std::int64_t since = all[all.size() / 2];
    const SearchResult result = search("chatty", "pattern=loss%3D&since=" + std::to_string(since));
    QCOMPARE(result.status, 200);
    QCOMPARE(result.seqs, std::vector<std::int64_t>(all.begin() + static_cast<std::ptrdiff_t>(all.size() / 2 + 1), all.end()));
    QCOMPARE(result.end["scanned"].get<std::string>(), std::to_string(static_cast<std::int64_t>(m_lines.size()) - since));
    const SearchResult past = search("chatty", "pattern=loss%3D&since=" + std::to_string(m_lines.size() + 10));
    QCOMPARE(past.status, 200);
    QVERIFY(past.seqs.empty());
    QCOMPARE(js(past.end), js(json({ { "scanned", "0" }, { "matches", "0" }, { "truncated", false } })));
}

void TestLogSearch::maxMatchesTruncates()
{
    const std::vector<std::int64_t> all = grep({ QStringLiteral("-F") }, "loss=");
    QVERIFY(all.size() > 5);
    const SearchResult five = search("chatty", "pattern=loss%3D&maxMatches=5");
    QCOMPARE(five.seqs, std::vector<std::int64_t>(all.begin(), all.begin() + 5));
    QCOMPARE(five.end["matches"].get<std::string>(), std::string("5"));
    QCOMPARE(five.end["truncated"].get<bool>(), true);
    QCOMPARE(five.end["scanned"].get<std::string>(), std::to_string(all[5])); // it stopped at the sixth
    // Exactly as many as there are: nothing was left out, and the whole log was searched.
    const SearchResult exact = search("chatty", "pattern=loss%3D&maxMatches=" + std::to_string(all.size()));
    QCOMPARE(exact.seqs, all);
    QCOMPARE(exact.end["truncated"].get<bool>(), false);
    QCOMPARE(exact.end["scanned"].get<std::string>(), std::to_string(m_lines.size()));
    const SearchResult oneLess = search("chatty", "pattern=loss%3D&maxMatches=" + std::to_string(all.size() - 1));
    QCOMPARE(oneLess.seqs.size(), all.size() - 1);
    QCOMPARE(oneLess.end["truncated"].get<bool>(), true);
    // A regex too, and matches come in more than one batch when there are many.
    const SearchResult regex = search("big", "pattern=" + encode("^ +\\d+ step") + "&regex=true&maxMatches=25000");
    QCOMPARE(regex.seqs.size(), std::size_t(25000));
    QCOMPARE(regex.seqs.front(), std::int64_t(1));
    QCOMPARE(regex.seqs.back(), std::int64_t(25000));
    QCOMPARE(regex.end["truncated"].get<bool>(), true);
    QVERIFY(std::count(regex.events.begin(), regex.events.end(), std::string("matches")) >= 3); // at most 10,000 a batch
}

void TestLogSearch::badRequestsBeforeAnyStream()
{
    const auto invalid = m_daemon.get("/v1/projects/local/jobs/chatty/logs:search?regex=true&pattern=" + encode("step (\\d+"));
    QCOMPARE(invalid.status, 400);
    QVERIFY(invalid.headers.at("content-type").starts_with("application/json"));
    const json error = invalid.json()["error"];
    QCOMPARE(js(error["status"]), js(json("INVALID_ARGUMENT")));
    QCOMPARE(js(error["details"][0]["@type"]), js(json("type.googleapis.com/google.rpc.BadRequest")));
    QCOMPARE(js(error["details"][0]["fieldViolations"][0]["field"]), js(json("pattern")));
    const std::string description = error["details"][0]["fieldViolations"][0]["description"];
    QVERIFY2(description.find("missing closing parenthesis") != std::string::npos && description.find("offset 9") != std::string::npos,
        description.c_str());
    // The same text is a fine literal.
    QCOMPARE(search("chatty", "pattern=" + encode("step (\\d+")).status, 200);

    const auto missing = m_daemon.get("/v1/projects/local/jobs/chatty/logs:search?regex=true");
    QCOMPARE(missing.status, 400);
    QCOMPARE(js(missing.json()["error"]["details"][0]["fieldViolations"][0]["field"]), js(json("pattern")));
    const auto twoLines = m_daemon.get("/v1/projects/local/jobs/chatty/logs:search?pattern=a%0Ab");
    QCOMPARE(twoLines.status, 400);
    QCOMPARE(js(twoLines.json()["error"]["details"][0]["fieldViolations"][0]["field"]), js(json("pattern")));
    const auto badFlag = m_daemon.get("/v1/projects/local/jobs/chatty/logs:search?pattern=a&regex=maybe");
    QCOMPARE(badFlag.status, 400);
    QCOMPARE(js(badFlag.json()["error"]["details"][0]["fieldViolations"][0]["field"]), js(json("regex")));
}

void TestLogSearch::unknownJobIsNotFound()
{
    for (const std::string path : { "/v1/projects/local/jobs/nope/logs:attributes", "/v1/projects/local/jobs/nope/logs:search?pattern=x",
             "/v1/projects/local/jobs/nope/logs:search?pattern=(&regex=true" }) {
        const auto reply = m_daemon.get(path);
        QCOMPARE(reply.status, 404);
        QCOMPARE(js(reply.json()["error"]["status"]), js(json("NOT_FOUND")));
    }
    QCOMPARE(m_daemon.get("/v1/projects/local/jobs/chatty/logs:unknown").status, 404);
    QCOMPARE(m_daemon.request("POST", "/v1/projects/local/jobs/chatty/logs:search?pattern=x", "{}").status, 404);
}

// A regex that backtracks for about a millisecond on every line of the big log (through every way of
// cutting its run of 22 a's into a's and aa's, from each of them): the search would run for many
// minutes, so whatever happens while it runs happens during it.
std::string TestLogSearch::slowSearchPath() const
{
    return "/v1/projects/local/jobs/big/logs:search?regex=true&pattern=" + encode("(a|aa)*\\d$");
}

void TestLogSearch::healthzAnswersWhileASearchRuns()
{
    EventStream stream;
    QVERIFY(stream.open(m_daemon, slowSearchPath()));
    QVERIFY(stream.waitFor("progress", 30'000)); // the search is under way
    QThread::msleep(300);
    const auto health = m_daemon.get("/healthz");
    QCOMPARE(health.status, 200);
    // Other requests too, the log's own included.
    QCOMPARE(m_daemon.get("/v1/projects/local/jobs/big/logs?pageSize=3&since=1999990").json()["lines"].size(), std::size_t(3));
    QVERIFY2(!stream.readAvailable("end"), "the search ended before /healthz was answered");
    stream.close();
}

void TestLogSearch::disconnectStopsTheSearch()
{
    const qint64 pid = m_daemon.pid();
    EventStream stream;
    QVERIFY(stream.open(m_daemon, slowSearchPath()));
    QVERIFY(stream.waitFor("progress", 30'000));
    QThread::msleep(500);
    const double busyStart = cpuSeconds(pid);
    QThread::msleep(1000);
    const double busy = cpuSeconds(pid) - busyStart;
    QVERIFY2(busy > 0.3, qPrintable(QStringLiteral("the search used %1 s of CPU in 1 s").arg(busy))); // it does run
    stream.close();
    QCOMPARE(m_daemon.get("/healthz").status, 200);
    QThread::msleep(300); // the worker notices at its next line
    const double idleStart = cpuSeconds(pid);
    QThread::msleep(1000);
    const double idle = cpuSeconds(pid) - idleStart;
    QVERIFY2(idle < 0.2, qPrintable(QStringLiteral("the daemon used %1 s of CPU in the second after the client left").arg(idle)));
    QCOMPARE(m_daemon.get("/healthz").status, 200);
}

void TestLogSearch::shutdownStopsRunningSearches()
{
    // Two searches running (one slow, one whose client does not read), then SIGTERM: the daemon stops
    // and joins them and exits cleanly (a sanitizer build would report a leak or a race here).
    EventStream slow;
    QVERIFY(slow.open(m_daemon, slowSearchPath()));
    QVERIFY(slow.waitFor("progress", 30'000));
    EventStream unread;
    QVERIFY(unread.open(m_daemon, "/v1/projects/local/jobs/big/logs:search?pattern=&maxMatches=10000000"));
    QVERIFY(unread.waitFor("matches", 30'000));
    QElapsedTimer clock;
    clock.start();
    m_daemon.stop();
    QVERIFY2(clock.elapsed() < 8'000, "the daemon did not stop on SIGTERM");
    QVERIFY2(!m_daemon.output().contains(QStringLiteral("terminate")) && !m_daemon.output().contains(QStringLiteral("Sanitizer"))
            && !m_daemon.output().contains(QStringLiteral("runtime error")),
        qPrintable(m_daemon.output()));
}

QTEST_GUILESS_MAIN(TestLogSearch)
#include "tst_logsearch.moc"
