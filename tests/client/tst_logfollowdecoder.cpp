// LogFollowDecoder: a log follow's event stream decoded where it is fed (the network thread), its lines
// handed to the owner's thread in one call however many chunks came before the owner got to it.

#include "client/logfollowdecoder.h"

#include "spec/logrecords.h"

#include <nlohmann/json.hpp>

#include <QTest>
#include <QThread>

#include <thread>

using namespace trainyard;
using client::LogFollowDecoder;

namespace {

std::string lineEvent(std::int64_t seq)
{
    spec::LogLine line;
    line.seq = seq;
    line.time = spec::Timestamp { 1'700'000'000 + seq, 0 };
    line.replica = "master-replica-0";
    line.stream = "stdout";
    line.text = "line " + std::to_string(seq) + " é \"quoted\"";
    return "event: line\nid: " + std::to_string(seq) + "\ndata: " + spec::logLineToJson(line).dump() + "\n\n";
}

struct Received {
    std::vector<std::vector<std::int64_t>> calls; // the seqs of each delivery
    bool ended = false;
};

std::shared_ptr<LogFollowDecoder> decoder(QObject* context, Received& received)
{
    return LogFollowDecoder::create(context, [&received](LogFollowDecoder::Decoded decoded) {
        std::vector<std::int64_t> seqs;
        for (const auto& line : decoded.lines)
            seqs.push_back(line.seq);
        received.calls.push_back(seqs);
        received.ended = received.ended || decoded.ended;
    });
}

std::vector<std::int64_t> all(const Received& received)
{
    std::vector<std::int64_t> seqs;
    for (const auto& call : received.calls)
        seqs.insert(seqs.end(), call.begin(), call.end());
    return seqs;
}

} // namespace

class TestLogFollowDecoder : public QObject {
    Q_OBJECT

private slots:
    void chunksFedBeforeTheOwnerRunsArriveInOneCall()
    {
        QObject context;
        Received received;
        auto d = decoder(&context, received);
        std::string stream = ": keep-alive\n\n";
        for (int seq = 1; seq <= 300; ++seq)
            stream += lineEvent(seq);
        stream += "event: end\ndata: {}\n\n";
        // Split at every 7th byte, through events, lines and UTF-8 sequences.
        for (std::size_t at = 0; at < stream.size(); at += 7)
            d->feed(std::string_view(stream).substr(at, 7));
        QVERIFY(d->settleLater()); // a delivery is on its way
        QTRY_VERIFY(received.ended);
        QCOMPARE(received.calls.size(), std::size_t(1));
        QCOMPARE(received.calls[0].size(), std::size_t(300));
        QCOMPARE(received.calls[0].front(), 1);
        QCOMPARE(received.calls[0].back(), 300);
        QVERIFY(!d->settleLater());
    }

    void fedOnAnotherThreadDeliveredOnTheOwners()
    {
        QObject context;
        Received received;
        Qt::HANDLE deliveredOn = nullptr;
        auto d = LogFollowDecoder::create(&context, [&](LogFollowDecoder::Decoded decoded) {
            deliveredOn = QThread::currentThreadId();
            for (const auto& line : decoded.lines)
                received.calls.push_back({ line.seq });
            received.ended = received.ended || decoded.ended;
        });
        std::thread network([d] {
            for (int seq = 1; seq <= 2000; ++seq)
                d->feed(lineEvent(seq));
            d->feed("event: end\ndata: {}\n\n");
        });
        network.join();
        QTRY_VERIFY(received.ended);
        QCOMPARE(deliveredOn, QThread::currentThreadId());
        const auto seqs = all(received);
        QCOMPARE(seqs.size(), std::size_t(2000));
        for (std::size_t i = 0; i < seqs.size(); ++i)
            QCOMPARE(seqs[i], static_cast<std::int64_t>(i) + 1);
    }

    void unreadableEventsAreSkipped()
    {
        QObject context;
        Received received;
        auto d = decoder(&context, received);
        d->feed(lineEvent(1) + "event: line\ndata: {not json\n\n" + "event: line\ndata: {\"seq\": \"2\"}\n\n" + "event: other\ndata: {}\n\n" + lineEvent(3));
        QTRY_COMPARE(all(received), (std::vector<std::int64_t> { 1, 3 }));
        QVERIFY(!received.ended);
    }

    void nothingArrivesAfterDetach()
    {
        Received received;
        std::shared_ptr<LogFollowDecoder> d;
        {
            QObject context;
            d = decoder(&context, received);
            d->feed(lineEvent(1));
            d->detach(); // the owner goes away with a delivery queued
        }
        d->feed(lineEvent(2));
        QTest::qWait(50);
        QVERIFY(received.calls.empty());
    }
};

QTEST_GUILESS_MAIN(TestLogFollowDecoder)
#include "tst_logfollowdecoder.moc"
