// Console benchmarks against the real daemon (docs/benchmarks.md, "Console"). Not run by ctest.
//   bench_console latency      print → line painted in the Logs view, p50/p99, 1,000 lines/s
//   bench_console sustained    50,000 lines/s for 10 s: the longest event-loop stall, lines shown
//                              (TRAINYARD_BENCH_EVENTS=1: and which events the three longest stalls ran,
//                              and every paint event per widget)
//   bench_console big [LINES]  a 10,000,000-line job: open, jump anywhere, search all, memory
//   bench_console startup      process start → first window painted (run it as a fresh process)
// Trainer: tests/bench/printer (prints "<seq> <unix time ns>").

#include "daemonprocess.h"

#include "client/backend.h"
#include "models/logmodel.h"
#include "spec/jsoncodec.h"
#include "console/backendsession.h"
#include "ui/jobdetailview.h"
#include "ui/loglinesview.h"
#include "ui/logview.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QPaintEvent>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <map>
#include <chrono>
#include <cstdio>
#include <unistd.h>

using namespace trainyard;
using models::LogModel;

namespace {

std::int64_t nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

long rssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    }
    return 0;
}

// Milliseconds since this process started (from /proc/self/stat), to time start-up from exec.
double msSinceProcessStart()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble(); // field 22 of stat, counted after "pid (comm) "
    QFile uptime(QStringLiteral("/proc/uptime"));
    if (!uptime.open(QIODevice::ReadOnly))
        return -1;
    const double up = uptime.readAll().split(' ').value(0).toDouble();
    return (up - startTicks / static_cast<double>(::sysconf(_SC_CLK_TCK))) * 1000.0;
}

spec::Job printerJob(const std::string& id, double rate, double seconds)
{
    const nlohmann::json job = { { "jobId", id },
        { "trainingInput",
            { { "scaleTier", "BASIC" }, { "packageUris", { std::string(TRAINYARD_BENCH_DIR) + "/printer" } }, { "pythonModule", "printer.task" },
                { "args", { "--rate", std::to_string(rate), "--seconds", std::to_string(seconds) } }, { "region", "local" },
                { "runtimeVersion", "2.11" }, { "pythonVersion", "3.7" }, { "pythonInterpreter", "/usr/bin/python3" } } } };
    return std::move(*spec::jobFromJson(job).value);
}

struct Console {
    test::DaemonProcess daemon { { QStringLiteral("--slots"), QStringLiteral("4") } };
    std::unique_ptr<ui::MainWindow> window;
    ui::BackendSession* session = nullptr;

    bool start()
    {
        if (!daemon.start())
            return false;
        ui::ConsoleOptions options;
        options.localDaemon.socketPath = daemon.socketPath().toStdString();
        options.localDaemon.autostart = false;
        options.draftsFolder = daemon.tempPath(QStringLiteral("drafts"));
        window = std::make_unique<ui::MainWindow>(options);
        window->resize(1400, 900);
        window->show();
        session = window->sessions().value(0);
        return QTest::qWaitFor([&] { return session->backend()->status().state == client::ConnectionState::Connected; }, 10'000);
    }
    bool submit(const spec::Job& job)
    {
        bool done = false;
        bool ok = false;
        session->backend()->createJob(job, [&](client::ApiResult<spec::Job> r) {
            ok = std::holds_alternative<spec::Job>(r);
            done = true;
        });
        return QTest::qWaitFor([&] { return done; }, 10'000) && ok;
    }
    ui::LogView* logs() const { return window->detail()->logView(); }
    ~Console()
    {
        window.reset();
        daemon.stop();
    }
};

// Records, at each paint of the log view, the lines painted for the first time.
class PaintProbe : public QObject {
public:
    explicit PaintProbe(ui::LogView* view)
        : m_view(view)
    {
        view->view()->viewport()->installEventFilter(this);
    }
    std::vector<double> latenciesMs;
    std::int64_t lastSeq = 0;

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() != QEvent::Paint)
            return false;
        const std::int64_t now = nowNs();
        const int first = m_view->view()->firstVisibleRow();
        const int last = m_view->view()->lastVisibleRow();
        for (int row = first; row <= last; ++row) {
            const QString text = m_view->model()->index(row).data().toString();
            const auto parts = QStringView(text).split(QLatin1Char(' '));
            if (parts.size() != 2)
                continue;
            const std::int64_t seq = parts[0].toLongLong();
            if (seq <= lastSeq)
                continue;
            lastSeq = seq;
            latenciesMs.push_back(static_cast<double>(now - parts[1].toLongLong()) / 1e6);
        }
        return false;
    }

private:
    ui::LogView* m_view;
};

// The longest wait of a 1 ms timer: how long the event loop was busy at a stretch.
class StallProbe : public QObject {
public:
    StallProbe()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 elapsed = m_clock.nsecsElapsed();
            if (m_last > 0) {
                const double ms = static_cast<double>(elapsed - m_last) / 1e6 - 1.0;
                if (ms > longestMs) {
                    longestMs = ms;
                    longestEndNs = elapsed;
                }
                stalls.push_back({ m_last, elapsed });
            }
            m_last = elapsed;
        });
        m_clock.start();
        m_timer.start(1);
    }
    double longestMs = 0;
    qint64 longestEndNs = 0; // on the probe's clock
    std::vector<std::pair<qint64, qint64>> stalls; // every wait, from and to, on the probe's clock
    qint64 clockNs() const { return m_clock.nsecsElapsed(); }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
};

// Times every event the application delivers at the top level (nested sends count in their parent), so a
// stall can be taken apart: one long handler, or many short ones queued behind each other.
class TimedApplication : public QApplication {
public:
    using QApplication::QApplication;

    struct Record {
        qint64 startNs;
        qint64 ns;
        int type;
        QByteArray what; // the receiver's class; for a QTimer, its parent's too
    };
    std::vector<Record> records;
    bool timing = false;

    // Every paint event, nested ones included, per widget: a frame (one UpdateRequest) paints each
    // dirty widget once, so this says which widgets repaint per frame and what each costs.
    struct PaintSum {
        int count = 0;
        qint64 ns = 0;
        qint64 longest = 0;
        double pixels = 0; // area of the regions painted
    };
    std::map<QByteArray, PaintSum> paints;

    bool notify(QObject* receiver, QEvent* event) override
    {
        if (timing && event->type() == QEvent::Paint)
            return timedPaint(receiver, event);
        if (!timing || m_depth > 0) {
            ++m_depth;
            const bool result = QApplication::notify(receiver, event);
            --m_depth;
            return result;
        }
        const int type = event->type();
        QByteArray what = receiver->metaObject()->className();
        if (receiver->parent() && (type == QEvent::Timer || type == QEvent::MetaCall))
            what += QByteArray("←") + receiver->parent()->metaObject()->className();
        const qint64 start = m_clock.nsecsElapsed();
        ++m_depth;
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        records.push_back({ start, m_clock.nsecsElapsed() - start, type, std::move(what) });
        return result;
    }
    qint64 nowNs() const { return m_clock.nsecsElapsed(); }
    void start()
    {
        m_clock.start();
        timing = true;
    }

    // What ran between `from` and `to` (ns on this clock): per kind of event, count, total and longest.
    void report(qint64 from, qint64 to) const
    {
        struct Sum {
            int count = 0;
            qint64 ns = 0;
            qint64 longest = 0;
        };
        std::map<std::pair<int, QByteArray>, Sum> sums;
        qint64 busy = 0;
        for (const Record& r : records) {
            if (r.startNs + r.ns < from || r.startNs > to)
                continue;
            Sum& s = sums[{ r.type, r.what }];
            ++s.count;
            s.ns += r.ns;
            s.longest = std::max(s.longest, r.ns);
            busy += r.ns;
        }
        std::vector<std::pair<std::pair<int, QByteArray>, Sum>> sorted(sums.begin(), sums.end());
        std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.second.ns > b.second.ns; });
        std::printf("  %.1f ms in events of %.1f ms:\n", static_cast<double>(busy) / 1e6, static_cast<double>(to - from) / 1e6);
        for (std::size_t i = 0; i < std::min<std::size_t>(8, sorted.size()); ++i)
            std::printf("    event %d %s: %d, %.1f ms, longest %.1f ms\n", sorted[i].first.first, sorted[i].first.second.constData(),
                sorted[i].second.count, static_cast<double>(sorted[i].second.ns) / 1e6, static_cast<double>(sorted[i].second.longest) / 1e6);
    }

    void reportPaints() const
    {
        std::vector<std::pair<QByteArray, PaintSum>> sorted(paints.begin(), paints.end());
        std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.second.ns > b.second.ns; });
        std::printf("paint events per widget (whole run):\n");
        for (std::size_t i = 0; i < std::min<std::size_t>(16, sorted.size()); ++i) {
            const PaintSum& s = sorted[i].second;
            std::printf("    %s: %d, %.1f ms, mean %.3f ms, longest %.1f ms, mean %.0f px\n", sorted[i].first.constData(), s.count,
                static_cast<double>(s.ns) / 1e6, static_cast<double>(s.ns) / 1e6 / s.count, static_cast<double>(s.longest) / 1e6, s.pixels / s.count);
        }
    }

private:
    bool timedPaint(QObject* receiver, QEvent* event)
    {
        // Which widget: its class, its object name, and its parent's class (a viewport says whose it is).
        QByteArray what = receiver->metaObject()->className();
        if (!receiver->objectName().isEmpty())
            what += '#' + receiver->objectName().toUtf8();
        if (receiver->parent())
            what += QByteArray(" in ") + receiver->parent()->metaObject()->className();
        double pixels = 0;
        for (const QRect& rect : static_cast<QPaintEvent*>(event)->region())
            pixels += static_cast<double>(rect.width()) * rect.height();
        const qint64 start = m_clock.nsecsElapsed();
        ++m_depth;
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        const qint64 ns = m_clock.nsecsElapsed() - start;
        PaintSum& sum = paints[what];
        ++sum.count;
        sum.ns += ns;
        sum.longest = std::max(sum.longest, ns);
        sum.pixels += pixels;
        return result;
    }

    QElapsedTimer m_clock;
    int m_depth = 0;
};

int latency()
{
    Console c;
    if (!c.start() || !c.submit(printerJob("latency", 1000, 10)))
        return 1;
    if (!QTest::qWaitFor([&] { return c.window->selectJob(QStringLiteral("latency")); }, 10'000))
        return 1;
    c.window->detail()->showLogs();
    PaintProbe probe(c.logs());
    if (!QTest::qWaitFor([&] { return c.logs()->model()->ended(); }, 60'000))
        return 1;
    std::printf("print → painted, 1,000 lines/s for 10 s: %zu lines seen, p50 %.1f ms, p99 %.1f ms, max %.1f ms\n", probe.latenciesMs.size(),
        percentile(probe.latenciesMs, 0.5), percentile(probe.latenciesMs, 0.99), percentile(probe.latenciesMs, 1.0));
    return 0;
}

int sustained(TimedApplication* app)
{
    Console c;
    if (!c.start() || !c.submit(printerJob("firehose", 50'000, 10)))
        return 1;
    if (!QTest::qWaitFor([&] { return c.window->selectJob(QStringLiteral("firehose")); }, 10'000))
        return 1;
    c.window->detail()->showLogs();
    PaintProbe probe(c.logs());
    if (qEnvironmentVariableIntValue("TRAINYARD_BENCH_EVENTS") == 1)
        app->start(); // time every event, to take the stalls apart (adds a little to each)
    StallProbe stalls;
    QElapsedTimer clock;
    clock.start();
    if (!QTest::qWaitFor([&] { return c.logs()->model()->ended(); }, 120'000))
        return 1;
    const double seconds = static_cast<double>(clock.elapsed()) / 1000.0;
    const auto rows = c.logs()->model()->rowCount();
    std::printf("50,000 lines/s for 10 s: %d lines in the view after %.1f s; longest event-loop stall %.1f ms; "
                "print → painted p50 %.1f ms, p99 %.1f ms\n",
        rows, seconds, stalls.longestMs, percentile(probe.latenciesMs, 0.5), percentile(probe.latenciesMs, 0.99));
    if (app->timing) {
        // The three longest waits, taken apart by the events that ran in them.
        const qint64 offset = app->nowNs() - stalls.clockNs(); // probe clock → application clock
        auto waits = stalls.stalls;
        std::sort(waits.begin(), waits.end(), [](const auto& a, const auto& b) { return a.second - a.first > b.second - b.first; });
        for (std::size_t i = 0; i < std::min<std::size_t>(3, waits.size()); ++i)
            app->report(waits[i].first + offset, waits[i].second + offset);
        std::printf("whole run:\n");
        app->report(0, app->nowNs());
        app->reportPaints();
    }
    return 0;
}

int big(std::int64_t lines)
{
    Console c;
    if (!c.start())
        return 1;
    const double rate = 2'000'000; // as fast as the trainer can print
    if (!c.submit(printerJob("big", rate, static_cast<double>(lines) / rate)))
        return 1;
    QElapsedTimer generate;
    generate.start();
    c.daemon.waitForState("big", "SUCCEEDED,FAILED", 1'800'000);
    std::printf("generated %lld lines in %.1f s\n", static_cast<long long>(lines), static_cast<double>(generate.elapsed()) / 1000.0);
    const long before = rssKiB();

    // Open: select the job; done when the last screen (the view sticks to the bottom) is painted with text.
    auto screenLoaded = [&] {
        const int first = c.logs()->view()->firstVisibleRow();
        const int last = c.logs()->view()->lastVisibleRow();
        if (last < first)
            return false;
        for (int row = first; row <= last; ++row) {
            if (!c.logs()->model()->index(row).data(LogModel::LoadedRole).toBool())
                return false;
        }
        return true;
    };
    QElapsedTimer clock;
    clock.start();
    c.window->selectJob(QStringLiteral("big"));
    c.window->detail()->showLogs();
    if (!QTest::qWaitFor([&] { return c.logs()->model()->rowCount() >= lines - 1 && screenLoaded(); }, 60'000))
        return 1;
    const double openMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    if (!QTest::qWaitFor([&] { return c.logs()->model()->attributesComplete(); }, 60'000))
        return 1;
    const double attributesMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;

    std::vector<double> jumps;
    QRandomGenerator random(42);
    for (int i = 0; i < 20; ++i) {
        const qint64 seq = 1 + static_cast<qint64>(random.bounded(static_cast<double>(lines - 1)));
        clock.restart();
        c.logs()->jumpToLine(seq);
        if (!QTest::qWaitFor(screenLoaded, 10'000))
            return 1;
        QApplication::processEvents();
        jumps.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
    }

    QSignalSpy finished(c.logs(), &ui::LogView::searchFinished);
    c.logs()->searchField()->setText(QStringLiteral("1234567 "));
    clock.restart();
    c.logs()->startSearch();
    if (!QTest::qWaitFor([&] { return !finished.isEmpty(); }, 60'000))
        return 1;
    const double searchMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    const long after = rssKiB();
    std::printf("%lld-line job: open (last screen painted) %.0f ms; all attributes %.0f ms; jump anywhere p50 %.1f ms, max %.1f ms; "
                "search all %.0f ms (%lld matches); console RSS %.1f MiB before opening, %.1f MiB after (+%.1f MiB); "
                "text cache %zu lines\n",
        static_cast<long long>(lines), openMs, attributesMs, percentile(jumps, 0.5), percentile(jumps, 1.0), searchMs,
        static_cast<long long>(finished.first().at(0).toLongLong()), static_cast<double>(before) / 1024.0, static_cast<double>(after) / 1024.0, static_cast<double>(after - before) / 1024.0,
        c.logs()->model()->cachedLines());
    return 0;
}

int startup()
{
    // The console as a user starts it, with the local daemon answering, until its first paint.
    test::DaemonProcess daemon;
    if (!daemon.start())
        return 1;
    const double beforeWindow = msSinceProcessStart();
    ui::ConsoleOptions options;
    options.localDaemon.socketPath = daemon.socketPath().toStdString();
    options.localDaemon.autostart = false;
        options.draftsFolder = daemon.tempPath(QStringLiteral("drafts"));
    QElapsedTimer clock;
    clock.start();
    auto window = std::make_unique<ui::MainWindow>(options);
    bool painted = false;
    class FirstPaint : public QObject {
    public:
        bool* flag;
        bool eventFilter(QObject*, QEvent* e) override
        {
            if (e->type() == QEvent::Paint)
                *flag = true;
            return false;
        }
    } probe;
    probe.flag = &painted;
    window->installEventFilter(&probe);
    window->show();
    if (!QTest::qWaitFor([&] { return painted; }, 10'000))
        return 1;
    std::printf("start-up: process start → QApplication ready %.0f ms; window constructed and first painted in %.0f ms more\n", beforeWindow,
        static_cast<double>(clock.nsecsElapsed()) / 1e6);
    window.reset();
    daemon.stop();
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    TimedApplication app(argc, argv);
    const QString mode = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    if (mode == QStringLiteral("latency"))
        return latency();
    if (mode == QStringLiteral("sustained"))
        return sustained(&app);
    if (mode == QStringLiteral("big"))
        return big(argc > 2 ? QString::fromLocal8Bit(argv[2]).toLongLong() : 10'000'000);
    if (mode == QStringLiteral("startup"))
        return startup();
    std::fprintf(stderr, "usage: bench_console latency|sustained|big [LINES]|startup\n");
    return 2;
}
