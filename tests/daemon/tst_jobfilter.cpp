#include "daemon/jobfilter.h"

#include <nlohmann/json.hpp>

#include <QElapsedTimer>
#include <QTest>

#include <string>

using trainyard::daemon::JobFilter;

namespace {

// A running job in the v1 JSON shape; int64 fields such as completedTrialCount arrive as strings, as in the API.
// No raw strings in this file: moc 6.4 loses the test class after a raw string whose text ends in a quote.
const QByteArray census
    = "{"
      "\"jobId\": \"census_2024\", \"state\": \"RUNNING\", \"labels\": {\"owner\": \"ana\", \"team\": \"ml\"},"
      "\"createTime\": \"2024-05-01T12:00:00Z\","
      "\"trainingInput\": {\"scaleTier\": \"BASIC\", \"region\": \"us-central1\", \"args\": [\"--epochs\", \"10\"]},"
      "\"trainingOutput\": {\"completedTrialCount\": \"12\", \"consumedMLUnits\": 1.5}, \"priority\": 7,"
      "\"errorMessage\": \"quota \\\"GPU\\\" exceeded in us-central1\""
      "}";

// A failed job without labels, so label restrictions see missing fields.
const QByteArray mnist = "{"
                         "\"jobId\": \"mnist_01\", \"state\": \"FAILED\", \"createTime\": \"2023-12-31T23:59:59Z\","
                         "\"trainingInput\": {\"scaleTier\": \"CUSTOM\", \"region\": \"europe-west4\"},"
                         "\"errorMessage\": \"path C:\\\\tmp not found\""
                         "}";

} // namespace

class TestJobFilter : public QObject {
    Q_OBJECT

private slots:
    void matches_data();
    void matches();
    void errors_data();
    void errors();
    void depthLimit_data();
    void depthLimit();
    void largeFilter();
    void copies();
};

void TestJobFilter::matches_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QByteArray>("job");
    QTest::addColumn<bool>("expected");

    // An empty filter lists every job.
    QTest::newRow("empty") << "" << census << true;
    QTest::newRow("blank") << " \t\n " << mnist << true;

    // '=' is exact and case-sensitive; a trailing '*' makes it a prefix match.
    QTest::newRow("= match") << "state=RUNNING" << census << true;
    QTest::newRow("= other value") << "state=RUNNING" << mnist << false;
    QTest::newRow("= is case-sensitive") << "state=running" << census << false;
    QTest::newRow("= prefix") << "jobId=census*" << census << true;
    QTest::newRow("= prefix case-sensitive") << "jobId=CENSUS*" << census << false;
    QTest::newRow("= not a substring") << "jobId=census" << census << false;
    QTest::newRow("= spaces around op") << "state = RUNNING" << census << true;
    QTest::newRow("= nested field") << "trainingInput.scaleTier=BASIC" << census << true;
    QTest::newRow("= label") << "labels.owner=ana" << census << true;
    QTest::newRow("= number as text") << "priority=7" << census << true;
    QTest::newRow("= float as text") << "trainingOutput.consumedMLUnits=1.5" << census << true;

    // '!=' negates '='.
    QTest::newRow("!= match") << "state!=FAILED" << census << true;
    QTest::newRow("!= same value") << "state!=RUNNING" << census << false;
    QTest::newRow("!= prefix") << "jobId!=census*" << mnist << true;

    // ':' is case-insensitive; on a map it tests keys; `:*` tests presence.
    QTest::newRow(": case-insensitive") << "state:running" << census << true;
    QTest::newRow(": lower state failed") << "state:failed" << mnist << true;
    QTest::newRow(": prefix") << "jobId:census*" << census << true;
    QTest::newRow(": prefix upper") << "jobId:CENSUS*" << census << true;
    QTest::newRow(": prefix miss") << "jobId:census*" << mnist << false;
    QTest::newRow(": whole value only") << "jobId:census" << census << false;
    QTest::newRow(": map key") << "labels:owner" << census << true;
    QTest::newRow(": map key missing") << "labels:cost" << census << false;
    QTest::newRow(": map missing") << "labels:owner" << mnist << false;
    QTest::newRow(": label present") << "labels.owner:*" << census << true;
    QTest::newRow(": label absent") << "labels.owner:*" << mnist << false;
    QTest::newRow(": array element") << "trainingInput.args:--EPOCHS" << census << true;

    // Ordering compares numbers as numbers: as strings "12" < "9" and "7" > "10", so these rows would fail.
    QTest::newRow("> numeric string") << "trainingOutput.completedTrialCount>9" << census << true;
    QTest::newRow("< numeric") << "priority<10" << census << true;
    QTest::newRow("<= numeric equal") << "priority<=7" << census << true;
    QTest::newRow(">= numeric") << "priority>=7.5" << census << false;
    QTest::newRow("> float") << "trainingOutput.consumedMLUnits>1.25" << census << true;
    QTest::newRow("< string") << "jobId<d" << census << true;
    QTest::newRow("> string") << "jobId>d" << census << false;
    QTest::newRow(">= string equal") << "state>=RUNNING" << census << true;
    QTest::newRow("<= string") << "state<=FAILED" << census << false;
    QTest::newRow("string vs number compares text") << "jobId>1" << census << true;

    // createTime ranges with RFC 3339 strings, bare (with ':' inside the word) and quoted.
    QTest::newRow("time range in") << "createTime>=2024-05-01T00:00:00Z createTime<2024-05-02T00:00:00Z" << census
                                   << true;
    QTest::newRow("time range out") << "createTime>=2024-05-01T00:00:00Z createTime<2024-05-02T00:00:00Z" << mnist
                                    << false;
    QTest::newRow("time quoted") << "createTime>\"2024-05-01T12:00:00Z\"" << census << false;
    QTest::newRow("time before") << "createTime<2024-01-01T00:00:00Z" << mnist << true;

    // A missing field is "" for '=' and ':', never ordered, and always '!='.
    QTest::newRow("missing =") << "labels.owner=ana" << mnist << false;
    QTest::newRow("missing = empty") << "labels.owner=\"\"" << mnist << true;
    QTest::newRow("missing !=") << "labels.owner!=ana" << mnist << true;
    QTest::newRow("missing != empty") << "labels.owner!=\"\"" << mnist << true;
    QTest::newRow("missing :") << "labels.owner:ana" << mnist << false;
    QTest::newRow("missing <") << "labels.owner<zzz" << mnist << false;
    QTest::newRow("missing <=") << "labels.owner<=zzz" << mnist << false;
    QTest::newRow("missing >") << "labels.owner>a" << mnist << false;
    QTest::newRow("missing >=") << "labels.owner>=a" << mnist << false;
    QTest::newRow("path through a string") << "state.name=x" << census << false;
    QTest::newRow("unknown top-level field") << "priority>1" << mnist << false;

    // AND is implicit between factors; keywords are case-insensitive.
    QTest::newRow("implicit AND") << "state=RUNNING labels.owner=ana" << census << true;
    QTest::newRow("implicit AND one false") << "state=RUNNING labels.owner=bob" << census << false;
    QTest::newRow("AND") << "state=RUNNING AND labels.team=ml" << census << true;
    QTest::newRow("OR") << "state=FAILED OR state=RUNNING" << census << true;
    QTest::newRow("OR none") << "state=FAILED OR state=QUEUED" << census << false;
    QTest::newRow("NOT") << "NOT state=RUNNING" << census << false;
    QTest::newRow("minus") << "-state=RUNNING" << mnist << true;
    QTest::newRow("minus missing label") << "-labels.owner:*" << mnist << true;
    QTest::newRow("double NOT") << "NOT NOT state=RUNNING" << census << true;
    QTest::newRow("lower-case keywords") << "state=FAILED or not jobId:mnist* and labels.owner=ana" << census << true;
    QTest::newRow("mixed-case keywords") << "state=RUNNING And NoT state=FAILED" << census << true;
    QTest::newRow("keyword-like field") << "ORDER=1 OR state=RUNNING" << census << true;

    // OR binds looser than AND: `a OR b AND c` is `a OR (b AND c)`.
    QTest::newRow("precedence a") << "state=RUNNING OR state=FAILED AND jobId=none" << census << true;
    QTest::newRow("precedence b") << "state=FAILED AND jobId=none OR state=RUNNING" << census << true;
    QTest::newRow("precedence implicit") << "state=RUNNING OR state=QUEUED jobId=none" << census << true;
    QTest::newRow("parentheses override") << "(state=RUNNING OR state=FAILED) AND jobId=none" << census << false;
    QTest::newRow("NOT binds tighter than AND") << "NOT state=FAILED AND labels.owner=ana" << census << true;
    QTest::newRow("NOT over parentheses") << "NOT (state=FAILED OR labels.owner=ana)" << census << false;
    QTest::newRow("minus over parentheses") << "-(state=FAILED)" << census << true;
    QTest::newRow("nested parentheses") << "((state=RUNNING) AND (labels.team:ML OR labels.team:x))" << census << true;
    QTest::newRow("value before )") << "(state=RUNNING)" << census << true;

    // Quoted values keep spaces; \" and \\ are the only escapes.
    QTest::newRow("quoted spaces") << "errorMessage=\"quota \\\"GPU\\\" exceeded in us-central1\"" << census << true;
    QTest::newRow("quoted has prefix") << "errorMessage:\"QUOTA \\\"gpu\\\" *\"" << census << true;
    QTest::newRow("quoted backslash") << "errorMessage=\"path C:\\\\tmp not found\"" << mnist << true;
    QTest::newRow("quoted prefix") << "jobId=\"census*\"" << census << true;
    QTest::newRow("quoted keyword") << "state=\"OR\"" << census << false;
}

void TestJobFilter::matches()
{
    QFETCH(QString, filter);
    QFETCH(QByteArray, job);
    QFETCH(bool, expected);
    const auto parsed = JobFilter::parse(filter.toStdString());
    const auto* error = std::get_if<JobFilter::Error>(&parsed);
    QVERIFY2(!error, error ? error->message.c_str() : "");
    QCOMPARE(std::get<JobFilter>(parsed).matches(nlohmann::json::parse(job.toStdString())), expected);
}

void TestJobFilter::errors_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<int>("position");
    QTest::addColumn<QString>("message");

    QTest::newRow("missing value") << "labels.a=" << 9 << "expected a value after \"=\" at 9";
    QTest::newRow("missing value before )") << "(state!= )" << 9 << "expected a value after \"!=\" at 9, found \")\"";
    QTest::newRow("doubled operator") << "state==RUNNING" << 6 << "expected a value after \"=\"";
    QTest::newRow("unknown operator") << "state~RUNNING" << 5 << "expected an operator (=, !=, :, <, <=, >, >=)";
    QTest::newRow("bare word") << "state RUNNING" << 6 << "after \"state\" at 6, found \"R\"";
    QTest::newRow("unclosed (") << "(state=RUNNING" << 14
                                << "expected \")\" at 14 to close the \"(\" at 0, found the end";
    QTest::newRow("unclosed inner (") << "((a=b) OR c=d" << 13 << "to close the \"(\" at 0";
    QTest::newRow("unbalanced )") << "state=RUNNING)" << 13 << "unbalanced \")\" at 13";
    QTest::newRow("empty parentheses") << "state=RUNNING ()" << 15 << "expected an expression inside";
    QTest::newRow("dangling AND") << "state=RUNNING AND" << 17 << "after AND at 17, found the end of the filter";
    QTest::newRow("dangling OR") << "state=RUNNING OR " << 17 << "after OR at 17";
    QTest::newRow("leading OR") << "OR state=RUNNING" << 0 << "found OR";
    QTest::newRow("AND OR") << "a=b AND OR c=d" << 8 << "after AND at 8, found OR";
    QTest::newRow("dangling NOT") << "NOT" << 3 << "after NOT at 3";
    QTest::newRow("dangling minus") << "state=RUNNING -" << 15 << "after \"-\" at 15";
    QTest::newRow("unterminated quote") << "jobId=\"census" << 6 << "unterminated quoted value starting at 6";
    QTest::newRow("unterminated by escape") << "jobId=\"census\\\"" << 6 << "unterminated quoted value";
    QTest::newRow("unknown escape") << "jobId=\"a\\nb\"" << 8 << "unsupported escape \"\\n\"";
    QTest::newRow("trailing garbage") << "state=RUNNING}" << 13 << "found \"}\"";
    QTest::newRow("garbage after quote") << "jobId=\"a\"b" << 9 << "after the value";
    QTest::newRow("operator first") << "=RUNNING" << 0 << "expected a restriction, \"(\", NOT or \"-\" at 0";
    QTest::newRow("quoted field") << "\"state\"=RUNNING" << 0 << "found '\"'";
    QTest::newRow("empty segment") << "labels..owner=ana" << 7 << "expected a field name after \".\"";
    QTest::newRow("trailing dot") << "labels.=ana" << 7 << "expected a field name after \".\"";
    QTest::newRow("control byte") << QString("state=a\x01") << 7 << "found byte 0x01";
}

void TestJobFilter::errors()
{
    QFETCH(QString, filter);
    QFETCH(int, position);
    QFETCH(QString, message);
    const auto parsed = JobFilter::parse(filter.toStdString());
    const auto* error = std::get_if<JobFilter::Error>(&parsed);
    QVERIFY2(error, "the filter parsed");
    QCOMPARE(error->position, std::size_t(position));
    QVERIFY2(QString::fromStdString(error->message).contains(message), error->message.c_str());
}

void TestJobFilter::depthLimit_data()
{
    QTest::addColumn<QString>("open");
    QTest::addColumn<QString>("close");
    QTest::addColumn<int>("depth");
    QTest::addColumn<bool>("valid");

    // Exactly maxDepth levels still parse; one more, or a thousand, is an error instead of a stack overflow.
    QTest::newRow("64 parentheses") << QString("(") << QString(")") << 64 << true;
    QTest::newRow("65 parentheses") << QString("(") << QString(")") << 65 << false;
    QTest::newRow("1000 parentheses") << QString("(") << QString(")") << 1000 << false;
    QTest::newRow("1000 NOTs") << QString("NOT ") << QString() << 1000 << false;
    QTest::newRow("1000 minuses") << QString("-") << QString() << 1000 << false;
    QTest::newRow("1000 mixed") << QString("-(NOT ") << QString(")") << 500 << false;
    QTest::newRow("1000 unclosed") << QString("(") << QString() << 1000 << false;
}

void TestJobFilter::depthLimit()
{
    QFETCH(QString, open);
    QFETCH(QString, close);
    QFETCH(int, depth);
    QFETCH(bool, valid);
    const QString filter = open.repeated(depth) + "jobId:census*" + close.repeated(depth);
    const auto parsed = JobFilter::parse(filter.toStdString());
    QCOMPARE(std::holds_alternative<JobFilter>(parsed), valid);
    if (const auto* error = std::get_if<JobFilter::Error>(&parsed)) {
        QVERIFY2(error->message.find("deeper than 64") != std::string::npos, error->message.c_str());
        QVERIFY(error->position < std::size_t(filter.size()));
    } else {
        QVERIFY(std::get<JobFilter>(parsed).matches(nlohmann::json::parse(census.toStdString())));
    }
}

void TestJobFilter::largeFilter()
{
    // gcloud users paste long generated OR lists; 64 KiB must parse quickly and evaluate without deep recursion.
    std::string filter;
    while (filter.size() < 64 * 1024)
        filter += "jobId:a OR ";
    QElapsedTimer timer;
    timer.start();

    // As written the list ends in a dangling OR, reported at the very end.
    const auto dangling = JobFilter::parse(filter);
    const auto* error = std::get_if<JobFilter::Error>(&dangling);
    QVERIFY(error);
    QCOMPARE(error->position, filter.size());

    filter += "jobId:census*";
    const auto parsed = JobFilter::parse(filter);
    const auto* parseError = std::get_if<JobFilter::Error>(&parsed);
    QVERIFY2(!parseError, parseError ? parseError->message.c_str() : "");
    const JobFilter& jobFilter = std::get<JobFilter>(parsed);
    QVERIFY(jobFilter.matches(nlohmann::json::parse(census.toStdString())));
    QVERIFY(!jobFilter.matches(nlohmann::json::parse(mnist.toStdString())));
    // Generous bound (sanitizers, loaded CI); a quadratic parser would take far longer on 64 KiB.
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed()) + " ms"));
}

void TestJobFilter::copies()
{
    // The daemon keeps parsed filters in request state; a copy must match the same jobs as the original.
    const auto parsed = JobFilter::parse("labels.owner=ana OR state:failed");
    QVERIFY(std::holds_alternative<JobFilter>(parsed));
    JobFilter copy = std::get<JobFilter>(parsed);
    QVERIFY(copy.matches(nlohmann::json::parse(census.toStdString())));
    QVERIFY(copy.matches(nlohmann::json::parse(mnist.toStdString())));
    QVERIFY(!copy.matches(nlohmann::json::parse("{\"state\": \"RUNNING\"}")));
}

QTEST_GUILESS_MAIN(TestJobFilter)
#include "tst_jobfilter.moc"
