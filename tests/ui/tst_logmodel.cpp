// LogModel against the real daemon: a finished and a live log of real trainers, every line compared
// with what the daemon serves, filters, row ⇄ line mapping and search-match navigation; the status line
// of a finished log; and how the Logs view paints a followed log (only the rows that change, with the
// pixels a whole repaint would give).

#include "consoletest.h"

#include "client/restbackend.h"
#include "models/logmodel.h"
#include "console/backendlogsource.h"
#include "ui/loglinedelegate.h"
#include "ui/loglinesview.h"
#include "ui/logview.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QFontDatabase>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

#include <ctime>
#include <set>

using namespace trainyard;
using models::LogModel;

namespace {

struct DaemonLine {
    std::int64_t seq;
    std::string replica;
    std::string severity;
    std::string text;
};

std::vector<DaemonLine> allLines(const test::DaemonProcess& daemon, const std::string& jobId)
{
    std::vector<DaemonLine> out;
    std::int64_t since = 0;
    for (;;) {
        const auto body = daemon.get("/v1/projects/local/jobs/" + jobId + "/logs?pageSize=10000&since=" + std::to_string(since)).json();
        const auto lines = body["lines"];
        for (const auto& l : lines)
            out.push_back({ std::stoll(l["seq"].get<std::string>()), l["replica"], l["severity"], l["text"] });
        if (lines.empty())
            return out;
        since = out.back().seq;
    }
}

// Asks for every row's text and waits until the model has read them all.
bool loadAll(LogModel& model, int from, int to)
{
    return QTest::qWaitFor(
        [&] {
            bool all = true;
            for (int row = from; row < to; ++row) {
                if (!model.data(model.index(row), LogModel::LoadedRole).toBool()) {
                    model.data(model.index(row)); // asks for its window
                    all = false;
                }
            }
            return all;
        },
        20'000);
}

// A log the test grows by hand: empty when opened, then the lines the test pushes to its follow.
class PushedLog : public models::LogSource {
public:
    std::function<void(std::vector<spec::LogLine>)> followed;

    void readWindow(std::int64_t since, int, std::function<void(std::optional<spec::LogWindow>, QString)> done) override
    {
        spec::LogWindow window;
        window.nextSince = since;
        done(window, {});
    }
    void readAttributes(std::int64_t since, std::int64_t, std::function<void(std::optional<spec::LogAttributes>, QString)> done) override
    {
        spec::LogAttributes page;
        page.since = since;
        done(page, {});
    }
    FollowId follow(std::int64_t, std::function<void(std::vector<spec::LogLine>)> onLines, std::function<void(QString)>) override
    {
        followed = std::move(onLines);
        return 1;
    }
    void stopFollowing(FollowId) override { followed = nullptr; }
};

// Line `seq` of a followed log: two replicas, some warnings and errors, short and long lines (long
// enough to be elided), some not ASCII.
spec::LogLine pushedLine(std::int64_t seq)
{
    spec::LogLine line;
    line.seq = seq;
    line.time = { 1'790'000'000 + seq / 3, static_cast<std::int32_t>(seq % 1000) * 1'000'000 };
    line.replica = seq % 3 == 0 ? "worker-replica-0" : "master-replica-0";
    line.stream = "stdout";
    line.severity = seq % 7 == 0 ? spec::LogSeverity::Error : (seq % 5 == 0 ? spec::LogSeverity::Warning : spec::LogSeverity::Info);
    line.text = "step " + std::to_string(seq) + (seq % 4 == 0 ? " Größe" : "") + (seq % 6 == 0 ? std::string(300, 'x') : std::string());
    return line;
}

} // namespace

class TestLogModel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_daemon.start());
        client::Endpoint endpoint;
        endpoint.baseUrl = "http://localhost";
        endpoint.unixSocket = m_daemon.socketPath().toStdString();
        m_backend = std::make_unique<client::RestBackend>(QStringLiteral("test"), m_transport, endpoint);
        m_backend->connectBackend();
        QTRY_VERIFY_WITH_TIMEOUT(m_backend->status().state == client::ConnectionState::Connected, 10'000);

        // A finished log from four replicas: numbered stdout lines plus a warning and an error each.
        QString error;
        QVERIFY2(test::submit(*m_backend, test::chatterJob("finished", "STANDARD_1", 700, 0, false, 3), &error), qPrintable(error));
        QCOMPARE(m_daemon.waitForState("finished", "SUCCEEDED,FAILED", 60'000).value("state", ""), std::string("SUCCEEDED"));
        m_finished = allLines(m_daemon, "finished");
        // Every replica's 700 numbered lines, its warning and its error, each once.
        std::set<std::string> texts;
        for (const auto& line : m_finished) {
            QVERIFY2(texts.insert(line.text).second, ("a line twice: " + line.text).c_str());
            const bool expected = line.text.find(" line ") != std::string::npos || line.text.rfind("WARNING: ", 0) == 0 || line.text.rfind("ERROR: ", 0) == 0;
            QVERIFY2(expected, ("an unexpected line from " + line.replica + ": " + line.text).c_str());
        }
        QCOMPARE(m_finished.size(), std::size_t(4 * 702));
    }

    void cleanupTestCase()
    {
        m_backend.reset();
        m_daemon.stop();
    }

    void readsEveryLineOfAFinishedLog()
    {
        ui::BackendLogSource source(m_backend.get(), "finished");
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.open(&source, true);
        QTRY_VERIFY_WITH_TIMEOUT(model.ended(), 10'000);
        QCOMPARE(model.rowCount(), static_cast<int>(m_finished.size()));
        QCOMPARE(model.totalLines(), static_cast<std::int64_t>(m_finished.size()));
        QCOMPARE(model.replicas().size(), 4);
        QVERIFY(model.replicas().contains(QStringLiteral("ps-replica-0")));
        QVERIFY(loadAll(model, 0, model.rowCount()));
        for (int row = 0; row < model.rowCount(); ++row) {
            const auto& expected = m_finished[static_cast<std::size_t>(row)];
            const QModelIndex index = model.index(row);
            QCOMPARE(index.data(LogModel::SeqRole).toLongLong(), expected.seq);
            QCOMPARE(index.data().toString().toStdString(), expected.text);
            QCOMPARE(index.data(LogModel::ReplicaRole).toString().toStdString(), expected.replica);
            QCOMPARE(spec::severityName(static_cast<spec::LogSeverity>(index.data(LogModel::SeverityRole).toInt())), expected.severity);
        }
        // The text cache is bounded: the model does not keep the whole log.
        QVERIFY(model.cachedLines() <= 96 * 256);
    }

    void filtersBySeverityAndReplica()
    {
        ui::BackendLogSource source(m_backend.get(), "finished");
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.open(&source, false);
        QTRY_VERIFY_WITH_TIMEOUT(model.attributesComplete(), 10'000);

        model.setMinimumSeverity(spec::LogSeverity::Error);
        std::vector<std::int64_t> errors;
        for (const auto& l : m_finished) {
            if (l.severity == "ERROR" || l.severity == "CRITICAL")
                errors.push_back(l.seq);
        }
        QCOMPARE(model.rowCount(), static_cast<int>(errors.size()));
        for (int row = 0; row < model.rowCount(); ++row) {
            QCOMPARE(model.seqOfRow(row), errors[static_cast<std::size_t>(row)]);
            QCOMPARE(model.rowOfSeq(errors[static_cast<std::size_t>(row)]), row);
        }
        QCOMPARE(model.firstErrorRow(), 0);

        model.setMinimumSeverity(spec::LogSeverity::Default);
        model.setReplicaVisible(QStringLiteral("worker-replica-0"), false);
        model.setReplicaVisible(QStringLiteral("ps-replica-0"), false);
        std::vector<std::int64_t> shown;
        for (const auto& l : m_finished) {
            if (l.replica != "worker-replica-0" && l.replica != "ps-replica-0")
                shown.push_back(l.seq);
        }
        QCOMPARE(model.rowCount(), static_cast<int>(shown.size()));
        for (int row = 0; row < model.rowCount(); row += 7)
            QCOMPARE(model.seqOfRow(row), shown[static_cast<std::size_t>(row)]);
        // A hidden line maps to the next shown one.
        for (const auto& l : m_finished) {
            if (l.replica == "ps-replica-0") {
                const auto next = std::upper_bound(shown.begin(), shown.end(), l.seq);
                QCOMPARE(model.rowOfSeq(l.seq), static_cast<int>(next - shown.begin()));
                break;
            }
        }
        QVERIFY(loadAll(model, 0, model.rowCount()));
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.data(model.index(row)).toString().toStdString(), m_finished[static_cast<std::size_t>(shown[static_cast<std::size_t>(row)] - 1)].text);

        model.setReplicaVisible(QStringLiteral("worker-replica-0"), true);
        model.setReplicaVisible(QStringLiteral("ps-replica-0"), true);
        QCOMPARE(model.rowCount(), static_cast<int>(m_finished.size()));
    }

    void navigatesSearchMatchesThroughFilters()
    {
        ui::BackendLogSource source(m_backend.get(), "finished");
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.open(&source, false);
        QTRY_VERIFY_WITH_TIMEOUT(model.attributesComplete(), 10'000);
        // The lines "… line 42" of every replica.
        std::vector<std::int64_t> matches;
        for (const auto& l : m_finished) {
            if (l.text.ends_with(" line 42"))
                matches.push_back(l.seq);
        }
        QCOMPARE(matches.size(), std::size_t(4));
        model.addMatches(matches);
        QCOMPARE(model.matchCount(), std::size_t(4));
        int row = model.nextMatchRow(-1, true);
        QCOMPARE(model.seqOfRow(row), matches[0]);
        QCOMPARE(model.matchOrdinal(row), std::size_t(1));
        row = model.nextMatchRow(row, true);
        QCOMPARE(model.seqOfRow(row), matches[1]);
        row = model.nextMatchRow(model.rowOfSeq(matches[3]), true); // wraps
        QCOMPARE(model.seqOfRow(row), matches[0]);
        row = model.nextMatchRow(row, false); // and back
        QCOMPARE(model.seqOfRow(row), matches[3]);
        QVERIFY(model.data(model.index(row), LogModel::MatchRole).toBool());
        // A match on a hidden replica is skipped.
        model.setReplicaVisible(QString::fromStdString(m_finished[static_cast<std::size_t>(matches[1] - 1)].replica), false);
        row = model.nextMatchRow(model.rowOfSeq(matches[0]), true);
        QCOMPARE(model.seqOfRow(row), matches[2]);
        model.clearMatches();
        QCOMPARE(model.nextMatchRow(0, true), -1);
    }

    void followsALiveLogToItsEnd()
    {
        QVERIFY(test::submit(*m_backend, test::chatterJob("live", "BASIC", 1500, 0.002)));
        ui::BackendLogSource source(m_backend.get(), "live");
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QSignalSpy arrived(&model, &LogModel::linesArrived);
        model.open(&source, true);
        QTRY_VERIFY_WITH_TIMEOUT(model.ended(), 60'000);
        QVERIFY(arrived.count() > 1); // lines came while the job ran, in batches
        const auto lines = allLines(m_daemon, "live");
        QCOMPARE(model.rowCount(), static_cast<int>(lines.size()));
        QVERIFY(loadAll(model, 0, model.rowCount()));
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.data(model.index(row)).toString().toStdString(), lines[static_cast<std::size_t>(row)].text);
    }

    // A finished log is read, not followed: its last page of attributes makes it complete and ended
    // before that progress is announced, so the Logs view's status line ends "complete", not
    // "indexing 100%" (nothing else is announced for a log that is not followed).
    void finishedLogIsCompleteWhenItsLastPageIsAnnounced()
    {
        ui::BackendLogSource source(m_backend.get(), "finished");
        LogModel model;
        std::vector<std::pair<bool, bool>> announced; // attributesComplete(), ended() at each progress
        connect(&model, &LogModel::attributesProgress, &model, [&] { announced.emplace_back(model.attributesComplete(), model.ended()); });
        model.open(&source, false);
        QTRY_VERIFY_WITH_TIMEOUT(model.ended(), 10'000);
        QVERIFY(!announced.empty());
        QCOMPARE(announced.back(), std::make_pair(true, true));

        ui::LogView view;
        view.open(m_backend.get(), "finished", true);
        QTRY_VERIFY_WITH_TIMEOUT(view.model()->ended(), 10'000);
        QVERIFY2(view.statusText().endsWith(QStringLiteral(" · complete")), qPrintable(view.statusText()));
        QVERIFY2(!view.statusText().contains(QStringLiteral("indexing")), qPrintable(view.statusText()));
    }

    // The delegate formats the time column itself: the same text as QDateTime's local time, in zones
    // with summer time, with half-hour summer time and with a quarter-hour offset, across their changes.
    void formatsLineTimesAsQDateTimeDoes()
    {
        const QByteArray zone = qgetenv("TZ");
        const qint64 start = QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();
        const qint64 end = QDateTime(QDate(2027, 1, 1), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();
        constexpr qint64 quarter = 15 * 60 * 1000;
        const auto expected = [](qint64 ms) { return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toLocalTime().toString(QStringLiteral("HH:mm:ss.zzz")); };
        for (const char* tz : { "UTC", "Europe/Berlin", "Australia/Lord_Howe", "Asia/Kathmandu", "America/St_Johns" }) {
            qputenv("TZ", tz);
            tzset();
            ui::LogLineDelegate delegate;
            int changes = 0;
            for (qint64 ms = start; ms < end; ms += quarter) {
                const qint64 offset = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toLocalTime().offsetFromUtc();
                if (offset != QDateTime::fromMSecsSinceEpoch(ms - quarter, Qt::UTC).toLocalTime().offsetFromUtc()) {
                    ++changes;
                    for (const qint64 at : { ms - 1, ms, ms + 1, ms + quarter - 1 })
                        QCOMPARE(delegate.timeText(at), expected(at));
                }
                const qint64 at = ms + (ms / quarter % 997) * 901 + 7; // somewhere within the quarter
                QCOMPARE(delegate.timeText(at), expected(at));
            }
            if (qstrcmp(tz, "Europe/Berlin") == 0)
                QCOMPARE(changes, 2);
        }
        if (zone.isNull())
            qunsetenv("TZ");
        else
            qputenv("TZ", zone);
        tzset();
    }

    // A followed view moves the rows on screen in the backing store and paints only the rows that came
    // in (and the scroll bar only when its slider moves): what it shows after every batch, and after
    // scrolling back by a few rows, is what a whole repaint gives, pixel for pixel.
    void followedViewPaintsWhatAWholeRepaintWould()
    {
        PushedLog log;
        LogModel model;
        ui::LogLineDelegate delegate;
        ui::LogLinesView view;
        view.setModel(&model);
        view.setDelegate(&delegate);
        view.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        view.resize(520, 7 * view.rowHeight() + view.rowHeight() / 2 + 2 * view.frameWidth()); // the last row half on screen
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        model.open(&log, true);
        QVERIFY(log.followed);
        const auto shown = [&] { return view.screen()->grabWindow(view.winId()).toImage(); };
        const auto compareWithWholeRepaint = [&](const char* step) {
            QTest::qWait(40); // the frame's paint
            const QImage incremental = shown();
            view.viewport()->repaint();
            view.verticalScrollBar()->repaint();
            QVERIFY2(shown() == incremental, step);
        };
        std::int64_t seq = 0;
        for (const int batch : { 1, 3, 2, 5, 1, 1, 4, 30, 2, 6, 3 }) {
            std::vector<spec::LogLine> lines;
            for (int i = 0; i < batch; ++i)
                lines.push_back(pushedLine(++seq));
            log.followed(std::move(lines));
            QTRY_COMPARE(model.rowCount(), static_cast<int>(seq));
            QVERIFY(view.atBottom());
            compareWithWholeRepaint(qPrintable(QStringLiteral("after line %1").arg(seq)));
            if (QTest::currentTestFailed())
                return;
        }
        view.verticalScrollBar()->setValue(view.verticalScrollBar()->value() - 3);
        compareWithWholeRepaint("scrolled back three rows");
        view.setCurrentRow(view.firstVisibleRow() + 1);
        compareWithWholeRepaint("a row selected");
    }

private:
    test::DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("8") } };
    client::HttpTransport m_transport;
    std::unique_ptr<client::RestBackend> m_backend;
    std::vector<DaemonLine> m_finished;
};

QTEST_MAIN(TestLogModel)
#include "tst_logmodel.moc"
