#include "client/sseparser.h"

#include <QTest>

using trainyard::client::SseEvent;
using trainyard::client::SseParser;

class TestSseParser : public QObject {
    Q_OBJECT

private slots:
    void parsesStreams_data();
    void parsesStreams();
    void anySplitGivesTheSameEvents();
    void lastEventIdPersistsAndRetryIsDigitsOnly();
    void dispatchedIdWaitsForTheBlankLine();
    void overlongLineIsDropped();
};

namespace {
QString describe(const std::vector<SseEvent>& events)
{
    QStringList out;
    for (const auto& e : events)
        out << QString::fromStdString(e.id + "|" + e.type + "|" + e.data);
    return out.join(QStringLiteral(" ; "));
}
} // namespace

void TestSseParser::parsesStreams_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<QString>("events");
    QTest::newRow("daemon line event") << QByteArray("id: 7\nevent: line\ndata: {\"seq\":\"7\"}\n\n") << "7|line|{\"seq\":\"7\"}";
    QTest::newRow("default type") << QByteArray("data: hello\n\n") << "|message|hello";
    QTest::newRow("multi-line data") << QByteArray("data: a\ndata: b\ndata:\n\n") << "|message|a\nb\n";
    QTest::newRow("no space after colon") << QByteArray("data:x\n\n") << "|message|x";
    QTest::newRow("two spaces keep one") << QByteArray("data:  x\n\n") << "|message| x";
    QTest::newRow("crlf") << QByteArray("id: 1\r\ndata: a\r\n\r\n") << "1|message|a";
    QTest::newRow("cr only") << QByteArray("data: a\rdata: b\r\r") << "|message|a\nb";
    QTest::newRow("comments skipped") << QByteArray(": keep-alive\n\nretry: 1000\n\ndata: x\n\n") << "|message|x";
    QTest::newRow("no data no event") << QByteArray("event: end\n\n") << "";
    QTest::newRow("unfinished event waits") << QByteArray("data: x\n") << "";
    QTest::newRow("field without colon") << QByteArray("data\n\n") << "|message|";
    QTest::newRow("unknown field ignored") << QByteArray("foo: bar\ndata: x\n\n") << "|message|x";
    QTest::newRow("bom at start") << QByteArray("\xEF\xBB\xBF" "data: x\n\n") << "|message|x";
    QTest::newRow("two events") << QByteArray("id: 1\nevent: line\ndata: a\n\nid: 2\nevent: end\ndata: b\n\n") << "1|line|a ; 2|end|b";
}

void TestSseParser::parsesStreams()
{
    QFETCH(QByteArray, stream);
    QFETCH(QString, events);
    SseParser parser;
    QCOMPARE(describe(parser.feed(stream.toStdString())), events);
}

void TestSseParser::anySplitGivesTheSameEvents()
{
    const std::string stream = "id: 1\r\nevent: line\r\ndata: {\"a\":1}\r\n\r\n: c\r\nid: 2\rdata: x\r\rdata: y\n\n";
    SseParser whole;
    const QString expected = describe(whole.feed(stream));
    for (std::size_t cut = 0; cut <= stream.size(); ++cut) {
        SseParser parser;
        auto events = parser.feed(stream.substr(0, cut));
        const auto rest = parser.feed(stream.substr(cut));
        events.insert(events.end(), rest.begin(), rest.end());
        QCOMPARE(describe(events), expected); // CR at the end of one read and LF at the start of the next included
    }
    QCOMPARE(expected, QStringLiteral("1|line|{\"a\":1} ; 2|message|x ; 2|message|y"));
}

void TestSseParser::lastEventIdPersistsAndRetryIsDigitsOnly()
{
    SseParser parser;
    parser.feed("id: 41\nretry: 2500\n\nretry: 1e3\nretry: -5\ndata: x\n\n");
    QCOMPARE(parser.lastEventId(), std::string("41"));
    QCOMPARE(parser.retryMs(), std::optional<int>(2500));
    parser.feed(std::string("id: a\0b\ndata: y\n\n", 17));
    QCOMPARE(parser.lastEventId(), std::string("41")); // an id holding NUL is ignored
}

// RestBackend moves a watch's cursor to dispatchedId() after each read: an event split after its id
// line must not have moved it yet, or the event is dropped as already seen when its data completes.
void TestSseParser::dispatchedIdWaitsForTheBlankLine()
{
    SseParser parser;
    parser.feed("retry: 1000\nid: 15\n\n");
    QCOMPARE(parser.dispatchedId(), std::string("15")); // the stream's opening: an id and no data
    QVERIFY(parser.feed("id: 16\nevent: transition\ndata: {\"state\":").empty());
    QCOMPARE(parser.lastEventId(), std::string("16"));
    QCOMPARE(parser.dispatchedId(), std::string("15"));
    const auto events = parser.feed("\"SUCCEEDED\"}\n\n");
    QCOMPARE(describe(events), QStringLiteral("16|transition|{\"state\":\"SUCCEEDED\"}"));
    QCOMPARE(parser.dispatchedId(), std::string("16"));
}

void TestSseParser::overlongLineIsDropped()
{
    SseParser parser(64);
    const auto events = parser.feed("data: " + std::string(100, 'x') + "\ndata: ok\n\n");
    QCOMPARE(describe(events), QStringLiteral("|message|ok"));
    QCOMPARE(parser.droppedLines(), std::size_t(1));
}

QTEST_GUILESS_MAIN(TestSseParser)
#include "tst_sseparser.moc"
