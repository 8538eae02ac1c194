// TFRecord framing and CRC-32C, on files written by tests/fixtures/tensorboard/tbwriter.py (Python's
// protobuf and crc32c modules, not this reader's code) and on bytes damaged on purpose.

#include "daemon/tensorboard/crc32c.h"
#include "daemon/tensorboard/tfrecordreader.h"

#include "tbwriterprocess.h"

#include <QTemporaryDir>
#include <QTest>

#include <vector>

using namespace trainyard::daemon;
using Next = TfRecordReader::Next;

namespace {

struct Drained {
    std::vector<std::string> records;
    int corrupt = 0;
    Next last = Next::NeedMore;
};

Drained drain(TfRecordReader& reader)
{
    Drained d;
    std::string_view record;
    for (;;) {
        d.last = reader.next(record);
        if (d.last == Next::Record)
            d.records.emplace_back(record);
        else if (d.last == Next::Corrupt)
            ++d.corrupt;
        else
            return d;
    }
}

} // namespace

class TestTfRecordReader : public QObject {
    Q_OBJECT

private slots:
    void crcVectors()
    {
        QCOMPARE(crc32c("123456789"), 0xe3069283u);
        QCOMPARE(crc32c(""), 0u);
        QCOMPARE(crc32c(std::string(32, '\0')), 0x8a9136aau); // RFC 3720, B.4
        QCOMPARE(crc32c(std::string(32, '\xff')), 0x62a8ab43u);
        // Incremental over any split, the slice-by-8 path and the byte tail alike.
        const std::string text = "The quick brown fox jumps over the lazy dog, twice over: the quick brown fox.";
        for (std::size_t cut = 0; cut <= text.size(); ++cut)
            QCOMPARE(crc32c(std::string_view(text).substr(cut), crc32c(std::string_view(text).substr(0, cut))),
                crc32c(text));
        QCOMPARE(maskCrc32c(0u), 0xa282ead8u);
        // Every TensorFlow event file starts with the same 12 bytes: the length 24 of its
        // file_version Event and that length's masked CRC, a3 7f 4b 22.
        QCOMPARE(maskedCrc32c(std::string("\x18\0\0\0\0\0\0\0", 8)), 0x224b7fa3u);
    }

    void framingOfWrittenFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("events.out.tfevents.1"));
        QVERIFY(tbtest::tbwrite(file, { QStringLiteral("--count"), QStringLiteral("25") }));
        const std::string bytes = tbtest::readAll(file);

        TfRecordReader whole;
        whole.feed(bytes);
        const Drained all = drain(whole);
        QCOMPARE(all.records.size(), std::size_t(26)); // file_version + 25 steps
        QCOMPARE(all.corrupt, 0);
        QCOMPARE(whole.offset(), std::int64_t(bytes.size()));

        // Byte by byte: the same records, each as soon as its last byte came.
        TfRecordReader trickle;
        std::vector<std::string> records;
        for (char c : bytes) {
            trickle.feed(std::string_view(&c, 1));
            Drained d = drain(trickle);
            QCOMPARE(d.last, Next::NeedMore);
            records.insert(records.end(), d.records.begin(), d.records.end());
        }
        QCOMPARE(records, all.records);
    }

    void tornTailWaits()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("events.out.tfevents.1"));
        QVERIFY(tbtest::tbwrite(file, { QStringLiteral("--count"), QStringLiteral("3"), QStringLiteral("--torn") }));
        const std::string torn = tbtest::readAll(file);
        TfRecordReader reader;
        reader.feed(torn);
        Drained d = drain(reader);
        QCOMPARE(d.records.size(), std::size_t(4));
        QCOMPARE(d.last, Next::NeedMore);
        const std::int64_t before = reader.offset();
        QVERIFY(before < std::int64_t(torn.size()));

        // A later read starts at offset() and sees the record whole.
        QVERIFY(
            tbtest::tbwrite(file, { QStringLiteral("--append"), QStringLiteral("--complete"), QStringLiteral("3") }));
        const std::string full = tbtest::readAll(file);
        TfRecordReader again(before);
        again.feed(std::string_view(full).substr(std::size_t(before)));
        d = drain(again);
        QCOMPARE(d.records.size(), std::size_t(1));
        QCOMPARE(again.offset(), std::int64_t(full.size()));
    }

    void corruptDataIsSkipped()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("events.out.tfevents.1"));
        QVERIFY(tbtest::tbwrite(file, { QStringLiteral("--count"), QStringLiteral("2") }));
        QVERIFY(tbtest::tbwrite(file,
            { QStringLiteral("--append"), QStringLiteral("--from"), QStringLiteral("2"), QStringLiteral("--count"),
                QStringLiteral("1"), QStringLiteral("--corrupt") }));
        QVERIFY(tbtest::tbwrite(file,
            { QStringLiteral("--append"), QStringLiteral("--from"), QStringLiteral("3"), QStringLiteral("--count"),
                QStringLiteral("2") }));
        const std::string bytes = tbtest::readAll(file);
        TfRecordReader reader;
        reader.feed(bytes);
        const Drained d = drain(reader);
        QCOMPARE(d.corrupt, 1);
        QCOMPARE(d.records.size(), std::size_t(5));
        QCOMPARE(d.last, Next::NeedMore);
        QCOMPARE(reader.offset(), std::int64_t(bytes.size()));
    }

    void badLengthStopsTheFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("events.out.tfevents.1"));
        QVERIFY(tbtest::tbwrite(file, { QStringLiteral("--count"), QStringLiteral("3") }));
        std::string bytes = tbtest::readAll(file);
        TfRecordReader first;
        first.feed(bytes);
        std::string_view record;
        QCOMPARE(first.next(record), Next::Record);
        QCOMPARE(first.next(record), Next::Record);
        const std::int64_t third = first.offset();
        bytes[std::size_t(third) + 1] ^= 0x01; // the third record's length

        TfRecordReader reader;
        reader.feed(bytes);
        Drained d = drain(reader);
        QCOMPARE(d.records.size(), std::size_t(2));
        QCOMPARE(d.last, Next::Broken);
        QVERIFY(reader.broken());
        QCOMPARE(reader.offset(), third);
        // For good: more bytes change nothing.
        reader.feed(bytes);
        QCOMPARE(reader.next(record), Next::Broken);
    }

    void zeroHeaderIsNotYetWritten()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("events.out.tfevents.1"));
        QVERIFY(tbtest::tbwrite(file, { QStringLiteral("--count"), QStringLiteral("1") }));
        const std::string bytes = tbtest::readAll(file);
        TfRecordReader reader;
        reader.feed(bytes + std::string(20, '\0'));
        const Drained d = drain(reader);
        QCOMPARE(d.records.size(), std::size_t(2));
        QCOMPARE(d.last, Next::NeedMore);
        QVERIFY(!reader.broken());
        QCOMPARE(reader.offset(), std::int64_t(bytes.size()));
    }

    void hugeLengthIsBroken()
    {
        // A length whose CRC matches but no event could have.
        std::string header(8, '\0');
        const std::uint64_t length = TfRecordReader::maxRecordSize + 1;
        for (int i = 0; i < 8; ++i)
            header[std::size_t(i)] = char((length >> (8 * i)) & 0xff);
        const std::uint32_t crc = maskedCrc32c(header);
        for (int i = 0; i < 4; ++i)
            header.push_back(char((crc >> (8 * i)) & 0xff));
        TfRecordReader reader;
        reader.feed(header);
        std::string_view record;
        QCOMPARE(reader.next(record), Next::Broken);
        QCOMPARE(reader.offset(), std::int64_t(0));
    }
};

QTEST_GUILESS_MAIN(TestTfRecordReader)
#include "tst_tfrecordreader.moc"
