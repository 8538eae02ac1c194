// Event records → scalar points, on Events encoded by hand here (protobuf's wire format written out
// byte by byte with TensorBoard's field numbers), so that every form a writer uses is covered,
// including those the Python writer does not make (half, int64, a rank-1 tensor, another plugin).

#include "daemon/tensorboard/eventdecoder.h"

#include <QTest>

#include <cmath>
#include <cstring>

using namespace trainyard::daemon;

namespace {

std::string varint(std::uint64_t v)
{
    std::string out;
    while (v >= 0x80) {
        out.push_back(char((v & 0x7f) | 0x80));
        v >>= 7;
    }
    out.push_back(char(v));
    return out;
}

std::string key(int field, int wireType)
{
    return varint(std::uint64_t(field) << 3 | std::uint64_t(wireType));
}

std::string bytesField(int field, const std::string& bytes)
{
    return key(field, 2) + varint(bytes.size()) + bytes;
}

std::string varintField(int field, std::uint64_t v)
{
    return key(field, 0) + varint(v);
}

template <typename T> std::string little(T v)
{
    std::string out(sizeof(T), '\0');
    std::memcpy(out.data(), &v, sizeof(T)); // the test machines are little-endian, as the format is
    return out;
}

std::string eventBytes(std::int64_t step, double wall, const std::string& values)
{
    return key(1, 1) + little(wall) + varintField(2, std::uint64_t(step)) + bytesField(5, values);
}

std::string simpleValue(const std::string& tag, float v)
{
    return bytesField(1, bytesField(1, tag) + key(2, 5) + little(v));
}

// A Summary.Value holding a tensor; dims: the shape's dim sizes (none: rank 0).
std::string tensorValue(const std::string& tag, int dtype, const std::string& payload, const std::string& plugin = {},
    const std::vector<int>& dims = {})
{
    std::string shape;
    for (int d : dims)
        shape += bytesField(2, varintField(1, std::uint64_t(d)));
    const std::string tensor = varintField(1, std::uint64_t(dtype)) + bytesField(2, shape) + payload;
    std::string value = bytesField(1, tag);
    if (!plugin.empty())
        value += bytesField(9, bytesField(1, bytesField(1, plugin)));
    value += bytesField(8, tensor);
    return bytesField(1, value);
}

std::vector<TaggedPoint> decode(EventDecoder& decoder, const std::string& record, bool* ok = nullptr)
{
    std::vector<TaggedPoint> out;
    const bool decoded = decoder.decode(record, out);
    if (ok)
        *ok = decoded;
    return out;
}

} // namespace

class TestEventDecoder : public QObject {
    Q_OBJECT

private slots:
    void simpleValues()
    {
        EventDecoder decoder;
        const auto points
            = decode(decoder, eventBytes(7, 1700000000.5, simpleValue("loss", 0.25f) + simpleValue("acc", 0.75f)));
        QCOMPARE(points.size(), std::size_t(2));
        QCOMPARE(points[0].tag, std::string("loss"));
        QCOMPARE(points[0].point, (trainyard::spec::ScalarPoint { 7, 1700000000.5, 0.25 }));
        QCOMPARE(points[1].tag, std::string("acc"));
        QCOMPARE(points[1].point.value, 0.75);
    }

    void tensorForms()
    {
        EventDecoder decoder;
        const struct {
            const char* tag;
            int dtype;
            std::string payload;
            double expected;
        } cases[] = {
            { "float_val", 1, bytesField(5, little(1.5f)), 1.5 },
            { "double_val", 2, bytesField(6, little(-2.125)), -2.125 },
            { "int_val", 3, bytesField(7, varint(42)), 42 },
            { "int64_val", 9, bytesField(10, varint(std::uint64_t(1) << 40)), double(std::uint64_t(1) << 40) },
            { "half_val", 19, bytesField(13, varint(0x3e00)), 1.5 }, // binary16 1.5
            { "half_subnormal", 19, bytesField(13, varint(0x0001)), std::ldexp(1.0, -24) },
            { "float_content", 1, bytesField(4, little(3.25f)), 3.25 },
            { "double_content", 2, bytesField(4, little(6.5)), 6.5 },
            { "half_content", 19, bytesField(4, little(std::uint16_t(0xc000))), -2.0 },
            { "int32_content", 3, bytesField(4, little(std::int32_t(-7))), -7 },
            { "int64_content", 9, bytesField(4, little(std::int64_t(-9))), -9 },
        };
        for (const auto& c : cases) {
            const auto points = decode(decoder, eventBytes(3, 1.0, tensorValue(c.tag, c.dtype, c.payload, "scalars")));
            QVERIFY2(points.size() == 1, c.tag);
            QCOMPARE(points[0].tag, std::string(c.tag));
            QCOMPARE(points[0].point.value, c.expected);
            QCOMPARE(points[0].point.step, std::int64_t(3));
        }
        // No plugin at all: still a scalar when it is rank 0.
        QCOMPARE(decode(decoder, eventBytes(1, 1.0, tensorValue("bare", 1, bytesField(5, little(2.0f))))).size(),
            std::size_t(1));
        // Non-finite values pass through.
        const auto nan = decode(
            decoder, eventBytes(1, 1.0, tensorValue("nan", 2, bytesField(6, little(std::nan(""))), "scalars")));
        QCOMPARE(nan.size(), std::size_t(1));
        QVERIFY(std::isnan(nan[0].point.value));
    }

    void notScalars()
    {
        EventDecoder decoder;
        // Rank 1, a string, another plugin.
        QVERIFY(decode(decoder,
            eventBytes(1, 1.0, tensorValue("vector", 1, bytesField(5, little(1.0f) + little(2.0f)), "scalars", { 2 })))
                    .empty());
        QVERIFY(decode(decoder, eventBytes(1, 1.0, tensorValue("text", 7, bytesField(8, "hello"), "text"))).empty());
        QVERIFY(decode(decoder, eventBytes(1, 1.0, tensorValue("hist", 2, bytesField(6, little(1.0)), "histograms")))
                    .empty());
        // A tag's later values carry no metadata: the first one's plugin still rules them out...
        QVERIFY(decode(decoder, eventBytes(2, 1.0, tensorValue("hist", 2, bytesField(6, little(1.0))))).empty());
        // ...and a scalars tag's later values without metadata are points.
        QCOMPARE(
            decode(decoder, eventBytes(1, 1.0, tensorValue("lr", 1, bytesField(5, little(0.5f)), "scalars"))).size(),
            std::size_t(1));
        QCOMPARE(decode(decoder, eventBytes(2, 1.0, tensorValue("lr", 1, bytesField(5, little(0.25f))))).size(),
            std::size_t(1));
        // A wrong-sized tensor_content is no value.
        QVERIFY(decode(decoder, eventBytes(1, 1.0, tensorValue("short", 2, bytesField(4, "abc"), "scalars"))).empty());
    }

    void eventsWithoutPointsAndGarbage()
    {
        EventDecoder decoder;
        bool ok = false;
        QVERIFY(decode(decoder, key(1, 1) + little(1.0) + bytesField(3, "brain.Event:2"), &ok).empty());
        QVERIFY(ok);
        // Unknown fields (a graph_def = 4, a session_log = 7) are skipped.
        QVERIFY(decode(
            decoder, key(1, 1) + little(1.0) + bytesField(4, "graph bytes") + bytesField(7, varintField(1, 1)), &ok)
                    .empty());
        QVERIFY(ok);
        // Not a protobuf message: a truncated length-delimited field.
        QVERIFY(decode(decoder, key(5, 2) + varint(100) + "abc", &ok).empty());
        QVERIFY(!ok);
    }
};

QTEST_GUILESS_MAIN(TestEventDecoder)
#include "tst_eventdecoder.moc"
