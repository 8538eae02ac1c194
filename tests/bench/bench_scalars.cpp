// What reading TensorBoard event files costs the daemon: points ingested per second by ScalarCollector
// and the CPU time it takes (getrusage: the pool thread's and the main thread's together), on
//   - one file of 1,000,000 points (TF1/PyTorch form: Summary.Value.simple_value), and
//   - 100 files (runs) of 10,000 points each (TF2 form: a rank-0 float tensor with plugin "scalars"),
// written beforehand (so read from the page cache: this is the parse, not the disk). In the same run,
// the alternatives:
//   - sync generated: the same reader (readEventFile) called synchronously, without the pool thread;
//   - sync reflection: the same framing, the Event decoded by protobuf's reflection (DynamicMessage
//     over the same descriptor) instead of the generated classes;
// and what the main thread pays: appending the points to the ScalarStore, and one window of
// maxPoints = 2000 over all of them (what a first GET of the Metrics tab asks).
//
//   build/bin/bench_scalars [--repeat 3]
// Each figure is the median of the repeats.

#include "daemon/tensorboard/crc32c.h"
#include "daemon/tensorboard/eventfile.h"
#include "daemon/tensorboard/scalarcollector.h"
#include "daemon/tensorboard/tfrecordreader.h"

#include "tensorboard/tbevent.pb.h"

#include <google/protobuf/dynamic_message.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

using namespace trainyard::daemon;

namespace {

// --- writing the files (hand-encoded, as tst_eventdecoder does) ---

std::string varint(std::uint64_t v)
{
    std::string out;
    while (v >= 0x80) {
        out.push_back(static_cast<char>((v & 0x7f) | 0x80));
        v >>= 7;
    }
    out.push_back(static_cast<char>(v));
    return out;
}

std::string key(int field, int wire)
{
    return varint(static_cast<std::uint64_t>(field) << 3 | static_cast<std::uint64_t>(wire));
}

std::string bytesField(int field, const std::string& b)
{
    return key(field, 2) + varint(b.size()) + b;
}

template <typename T> std::string little(T v)
{
    std::string out(sizeof(T), '\0');
    std::memcpy(out.data(), &v, sizeof(T));
    return out;
}

std::string frame(const std::string& data)
{
    const std::string length = little(static_cast<std::uint64_t>(data.size()));
    return length + little(maskedCrc32c(length)) + data + little(maskedCrc32c(data));
}

std::string eventRecord(std::int64_t step, bool tensor, bool first)
{
    const float value = 1.0f / static_cast<float>(step + 1);
    std::string v = bytesField(1, "loss");
    if (tensor) {
        if (first)
            v += bytesField(9, bytesField(1, bytesField(1, "scalars")));
        v += bytesField(8, key(1, 0) + varint(1) + bytesField(2, "") + bytesField(5, little(value)));
    } else {
        v += key(2, 5) + little(value);
    }
    const std::string event = key(1, 1) + little(1.7e9 + static_cast<double>(step)) + key(2, 0)
        + varint(static_cast<std::uint64_t>(step)) + bytesField(5, bytesField(1, v));
    return frame(event);
}

void writeFile(const QString& path, std::int64_t points, bool tensor)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    std::string buffer = frame(key(1, 1) + little(1.7e9) + bytesField(3, "brain.Event:2"));
    for (std::int64_t s = 0; s < points; ++s) {
        buffer += eventRecord(s, tensor, s == 0);
        if (buffer.size() > (1 << 20)) {
            f.write(buffer.data(), static_cast<qint64>(buffer.size()));
            buffer.clear();
        }
    }
    f.write(buffer.data(), static_cast<qint64>(buffer.size()));
}

// --- measuring ---

struct Cost {
    double wall = 0; // seconds
    double cpu = 0; // seconds, user + system, all threads
    std::int64_t points = 0;
};

double cpuSeconds()
{
    rusage u {};
    ::getrusage(RUSAGE_SELF, &u);
    const auto secs
        = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; };
    return secs(u.ru_utime) + secs(u.ru_stime);
}

Cost measure(const std::function<std::int64_t()>& run)
{
    const double cpu0 = cpuSeconds();
    QElapsedTimer t;
    t.start();
    Cost c;
    c.points = run();
    c.wall = static_cast<double>(t.nsecsElapsed()) / 1e9;
    c.cpu = cpuSeconds() - cpu0;
    return c;
}

Cost median(std::vector<Cost> costs)
{
    std::sort(costs.begin(), costs.end(), [](const Cost& a, const Cost& b) { return a.wall < b.wall; });
    return costs[costs.size() / 2];
}

std::vector<EventFileFound> filesUnder(const QString& root)
{
    return findEventFiles(root.toStdString(), "", 6, 1000);
}

std::int64_t viaCollector(const QString& root)
{
    ScalarCollector collector;
    collector.setRoots({ { root.toStdString(), "" } });
    QEventLoop loop;
    QObject::connect(&collector, &ScalarCollector::refreshed, &loop, &QEventLoop::quit);
    collector.refresh();
    loop.exec();
    return collector.store().cursor();
}

std::int64_t viaSyncGenerated(const QString& root)
{
    std::int64_t n = 0;
    for (const EventFileFound& found : filesUnder(root)) {
        EventFile file;
        file.path = found.path;
        file.run = found.run;
        std::vector<trainyard::spec::ScalarSeries> out;
        readEventFile(file, out);
        for (const auto& s : out)
            n += static_cast<std::int64_t>(s.points.size());
    }
    return n;
}

// The Event through protobuf's reflection: a DynamicMessage of the same descriptor, its fields found by name.
std::int64_t viaSyncReflection(const QString& root)
{
    using namespace google::protobuf;
    const Descriptor* eventType = trainyard::tb::Event::descriptor();
    DynamicMessageFactory factory;
    const Message* prototype = factory.GetPrototype(eventType);
    const FieldDescriptor* stepField = eventType->FindFieldByName("step");
    const FieldDescriptor* wallField = eventType->FindFieldByName("wall_time");
    const FieldDescriptor* summaryField = eventType->FindFieldByName("summary");
    const Descriptor* summaryType = summaryField->message_type();
    const FieldDescriptor* valueField = summaryType->FindFieldByName("value");
    const Descriptor* valueType = valueField->message_type();
    const FieldDescriptor* tagField = valueType->FindFieldByName("tag");
    const FieldDescriptor* simpleField = valueType->FindFieldByName("simple_value");
    const FieldDescriptor* tensorField = valueType->FindFieldByName("tensor");
    const Descriptor* tensorType = tensorField->message_type();
    const FieldDescriptor* floatField = tensorType->FindFieldByName("float_val");

    std::int64_t n = 0;
    std::unique_ptr<Message> event(prototype->New());
    for (const EventFileFound& found : filesUnder(root)) {
        QFile f(QString::fromStdString(found.path));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        TfRecordReader reader;
        std::vector<trainyard::spec::ScalarPoint> points;
        for (;;) {
            const QByteArray chunk = f.read(1 << 20);
            if (chunk.isEmpty())
                break;
            reader.feed(std::string_view(chunk.constData(), static_cast<std::size_t>(chunk.size())));
            std::string_view record;
            for (TfRecordReader::Next next; (next = reader.next(record)) != TfRecordReader::Next::NeedMore
                 && next != TfRecordReader::Next::Broken;) {
                if (next != TfRecordReader::Next::Record)
                    continue;
                event->Clear();
                if (!event->ParseFromArray(record.data(), static_cast<int>(record.size())))
                    continue;
                const Reflection* r = event->GetReflection();
                if (!r->HasField(*event, summaryField))
                    continue;
                const Message& summary = r->GetMessage(*event, summaryField);
                const Reflection* sr = summary.GetReflection();
                for (int i = 0; i < sr->FieldSize(summary, valueField); ++i) {
                    const Message& value = sr->GetRepeatedMessage(summary, valueField, i);
                    const Reflection* vr = value.GetReflection();
                    std::string tag = vr->GetString(value, tagField);
                    double v = 0;
                    if (vr->HasField(value, simpleField)) {
                        v = vr->GetFloat(value, simpleField);
                    } else if (vr->HasField(value, tensorField)) {
                        const Message& tensor = vr->GetMessage(value, tensorField);
                        if (tensor.GetReflection()->FieldSize(tensor, floatField) == 0)
                            continue;
                        v = tensor.GetReflection()->GetRepeatedFloat(tensor, floatField, 0);
                    } else {
                        continue;
                    }
                    points.push_back({ r->GetInt64(*event, stepField), r->GetDouble(*event, wallField), v });
                }
            }
        }
        n += static_cast<std::int64_t>(points.size());
    }
    return n;
}

void row(const char* dataset, const char* how, const Cost& c)
{
    std::printf("| %-22s | %-34s | %10lld | %9.3f | %9.3f | %12.2f |\n", dataset, how, static_cast<long long>(c.points),
        c.wall, c.cpu, c.wall > 0 ? static_cast<double>(c.points) / c.wall / 1e6 : 0.0);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    int repeat = 3;
    const QStringList args = app.arguments();
    if (const auto i = args.indexOf(QStringLiteral("--repeat")); i > 0 && i + 1 < args.size())
        repeat = std::max(1, args[i + 1].toInt());

    QTemporaryDir dir;
    const QString one = dir.filePath(QStringLiteral("one"));
    const QString hundred = dir.filePath(QStringLiteral("hundred"));
    writeFile(one + QStringLiteral("/events.out.tfevents.1"), 1000000, false);
    for (int r = 0; r < 100; ++r)
        writeFile(
            hundred + QStringLiteral("/run%1/events.out.tfevents.1").arg(r, 3, 10, QLatin1Char('0')), 10000, true);

    std::printf("| %-22s | %-34s | %10s | %9s | %9s | %12s |\n", "event files", "read by", "points", "wall s", "CPU s",
        "Mpoints/s");
    std::printf("|%s|%s|%s|%s|%s|%s|\n", std::string(24, '-').c_str(), std::string(36, '-').c_str(),
        std::string(12, '-').c_str(), std::string(11, '-').c_str(), std::string(11, '-').c_str(),
        std::string(14, '-').c_str());
    for (const auto& [name, root] :
        { std::pair { "1 file x 1M points", one }, std::pair { "100 files x 10k points", hundred } }) {
        const auto run = [&, root = root](const std::function<std::int64_t(const QString&)>& how) {
            std::vector<Cost> costs;
            for (int i = 0; i < repeat; ++i)
                costs.push_back(measure([&] { return how(root); }));
            return median(costs);
        };
        row(name, "ScalarCollector (pool thread)", run(viaCollector));
        row(name, "sync, generated code", run(viaSyncGenerated));
        row(name, "sync, protobuf reflection", run(viaSyncReflection));
    }

    // The main thread's part: appending 1M points to the store, and a first window of 2000 points.
    std::vector<trainyard::spec::ScalarPoint> points(1000000);
    for (std::size_t i = 0; i < points.size(); ++i)
        points[i] = { static_cast<std::int64_t>(i), 1.7e9 + static_cast<double>(i), 1.0 / static_cast<double>(i + 1) };
    std::vector<Cost> append, window;
    for (int i = 0; i < repeat; ++i) {
        // As the collector does: the first batch of a series moved in, a later one copied after it.
        ScalarStore store;
        std::vector<trainyard::spec::ScalarPoint> first(points.begin(), points.begin() + 500000);
        std::vector<trainyard::spec::ScalarPoint> second(points.begin() + 500000, points.end());
        append.push_back(measure([&] {
            store.append("train", "loss", std::move(first));
            store.append("train", "loss", std::move(second));
            return store.cursor();
        }));
        trainyard::spec::ScalarQuery q;
        q.maxPoints = 2000;
        window.push_back(
            measure([&] { return static_cast<std::int64_t>(store.window(q).series.front().points.size()); }));
    }
    std::printf("\nmain thread: ScalarStore::append of 1M points %.1f ms; window(maxPoints = 2000) over them %.1f ms "
                "(%lld points)\n",
        median(append).wall * 1e3, median(window).wall * 1e3, static_cast<long long>(median(window).points));
    return 0;
}
