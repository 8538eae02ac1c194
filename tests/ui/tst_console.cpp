// The console end to end, offscreen, against the real daemon running real trainers: connect, submit,
// see RUNNING, see lines from every replica, cancel with confirmation, see CANCELLING then CANCELLED
// and a notification; the daemon killed and restarted while the console follows a log (the outage
// shows, the console reconnects, and the log continues with no gap and no duplicate); search equal
// to grep; a failed job's error in plain sight; resubmit; the local daemon started on demand.

#include "consoletest.h"

#include "models/joblistmodel.h"
#include "models/logmodel.h"
#include "ui/backendlistwidget.h"
#include "console/backendsession.h"
#include "ui/jobdetailview.h"
#include "ui/loglinesview.h"
#include "ui/logview.h"
#include "ui/mainwindow.h"
#include "ui/notifier.h"
#include "ui/resubmitdialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QTemporaryFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTimer>

#include <csignal>
#include <set>

using namespace trainyard;
using models::LogModel;

using test::stateOf;

class TestConsole : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_daemon.start()); }
    void cleanupTestCase() { m_daemon.stop(); }

    void submitWatchAndCancel()
    {
        ui::MainWindow window(test::consoleOptions(m_daemon));
        window.show();
        ui::BackendSession* session = window.sessions().value(0);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->backend()->status().state == client::ConnectionState::Connected, 10'000);
        QVERIFY(window.backendList()->statusText(0).startsWith(QStringLiteral("connected")));

        std::vector<std::string> states;
        connect(session, &ui::BackendSession::transition, this, [&](const spec::Transition& t) {
            if (t.jobId == "watched")
                states.push_back(t.state);
        });
        QSignalSpy notified(window.notifier(), &ui::Notifier::notified);

        QVERIFY(test::submit(*session->backend(), test::chatterJob("watched", "STANDARD_1", 100'000, 0.02)));
        QTRY_VERIFY_WITH_TIMEOUT(window.selectJob(QStringLiteral("watched")), 10'000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(session, QStringLiteral("watched")), std::string("RUNNING"), 30'000);
        QTRY_VERIFY(window.detail()->headerText().contains(QStringLiteral("Running")));
        // The timeline shows how it got there.
        QTRY_VERIFY(window.detail()->transitions()->rowCount() >= 3);

        // Lines from every replica reach the Logs tab.
        LogModel* log = window.detail()->logView()->model();
        QTRY_COMPARE_WITH_TIMEOUT(log->replicas().size(), 4, 30'000);
        QTRY_VERIFY_WITH_TIMEOUT(log->rowCount() > 40, 30'000);
        const int seenRows = log->rowCount();
        QTRY_VERIFY_WITH_TIMEOUT(log->rowCount() > seenRows, 10'000); // and keep coming

        // Cancel asks first; "No" changes nothing.
        QVERIFY(window.cancelAction()->isEnabled());
        test::answerMessageBox(QMessageBox::No);
        window.cancelAction()->trigger();
        QTest::qWait(300);
        QCOMPARE(stateOf(session, QStringLiteral("watched")), std::string("RUNNING"));
        test::answerMessageBox(QMessageBox::Yes);
        window.cancelAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(session, QStringLiteral("watched")), std::string("CANCELLED"), 30'000);
        QVERIFY(std::find(states.begin(), states.end(), "CANCELLING") != states.end());
        QCOMPARE(states.back(), std::string("CANCELLED"));
        QTRY_VERIFY(window.detail()->headerText().contains(QStringLiteral("Cancelled")));
        QVERIFY(!window.cancelAction()->isEnabled());
        QTRY_VERIFY(!notified.isEmpty());
        QVERIFY(notified.last().at(0).toString().contains(QStringLiteral("cancelled")));
        QVERIFY(m_daemon.processesOfJob("watched").empty());
        // The log ends once the job has.
        QTRY_VERIFY_WITH_TIMEOUT(log->ended(), 10'000);
    }

    void reconnectsAfterADaemonRestartWithNoGapAndNoDuplicate()
    {
        ui::MainWindow window(test::consoleOptions(m_daemon));
        window.show();
        ui::BackendSession* session = window.sessions().value(0);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->backend()->status().state == client::ConnectionState::Connected, 10'000);
        constexpr int lines = 1500;
        QVERIFY(test::submit(*session->backend(), test::chatterJob("survivor", "BASIC", lines, 0.01)));
        QTRY_VERIFY_WITH_TIMEOUT(window.selectJob(QStringLiteral("survivor")), 10'000);
        LogModel* log = window.detail()->logView()->model();
        QTRY_VERIFY_WITH_TIMEOUT(log->rowCount() > 200, 30'000);

        m_daemon.kill9();
        QTRY_VERIFY_WITH_TIMEOUT(session->backend()->status().state == client::ConnectionState::Reconnecting, 10'000);
        QVERIFY(window.backendList()->statusText(0).startsWith(QStringLiteral("reconnecting since")));
        QTest::qWait(1500); // the trainer writes on while no daemon reads
        QVERIFY(m_daemon.start());
        QTRY_VERIFY_WITH_TIMEOUT(session->backend()->status().state == client::ConnectionState::Connected, 15'000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(session, QStringLiteral("survivor")), std::string("SUCCEEDED"), 60'000);
        QTRY_VERIFY_WITH_TIMEOUT(log->ended(), 20'000);

        // Every numbered line exactly once, in order, and nothing else but the two stderr lines.
        QCOMPARE(log->rowCount(), lines + 2);
        QVERIFY(QTest::qWaitFor(
            [&] {
                bool all = true;
                for (int row = 0; row < log->rowCount(); ++row) {
                    if (!log->data(log->index(row), LogModel::LoadedRole).toBool()) {
                        log->data(log->index(row));
                        all = false;
                    }
                }
                return all;
            },
            20'000));
        int next = 0;
        for (int row = 0; row < log->rowCount(); ++row) {
            const QString text = log->data(log->index(row)).toString();
            if (text.startsWith(QStringLiteral("master-replica-0 line ")))
                QCOMPARE(text, QStringLiteral("master-replica-0 line %1").arg(next++));
        }
        QCOMPARE(next, lines);
    }

    void searchFindsWhatGrepFinds_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<bool>("regex");
        QTest::addColumn<bool>("caseSensitive");
        QTest::addColumn<QStringList>("grep");
        QTest::newRow("literal") << QStringLiteral("line 1") << false << true << QStringList { QStringLiteral("-F") };
        QTest::newRow("regex") << QStringLiteral("(worker|ps)-replica-\\d line [0-9]*7$") << true << true << QStringList { QStringLiteral("-P") };
        QTest::newRow("caseless") << QStringLiteral("error") << false << false << QStringList { QStringLiteral("-F"), QStringLiteral("-i") };
        QTest::newRow("nothing") << QStringLiteral("no such text") << false << true << QStringList { QStringLiteral("-F") };
    }

    void searchFindsWhatGrepFinds()
    {
        QFETCH(QString, pattern);
        QFETCH(bool, regex);
        QFETCH(bool, caseSensitive);
        QFETCH(QStringList, grep);
        if (m_daemon.get("/v1/projects/local/jobs/searched").status != 200) {
            QCOMPARE(m_daemon.post("/v1/projects/local/jobs", nlohmann::json::parse(spec::toJsonText(test::chatterJob("searched", "STANDARD_1", 400, 0, false, 3)))).status, 200);
            QCOMPARE(m_daemon.waitForState("searched", "SUCCEEDED", 60'000).value("state", ""), std::string("SUCCEEDED"));
        }
        // The log's text, one line per line, as the daemon serves it.
        QTemporaryFile text;
        QVERIFY(text.open());
        for (std::int64_t since = 0;;) {
            const auto page = m_daemon.get("/v1/projects/local/jobs/searched/logs?pageSize=10000&since=" + std::to_string(since)).json();
            if (page["lines"].empty())
                break;
            for (const auto& line : page["lines"])
                text.write(QByteArray::fromStdString(line["text"].get<std::string>()) + '\n');
            since = std::stoll(page["lines"].back()["seq"].get<std::string>());
        }
        text.flush();
        QProcess process;
        process.start(QStringLiteral("grep"), QStringList { QStringLiteral("-n") } + grep + QStringList { QStringLiteral("--"), pattern, text.fileName() });
        QVERIFY(process.waitForFinished(10'000));
        std::vector<qint64> expected;
        for (const QByteArray& line : process.readAllStandardOutput().split('\n')) {
            if (!line.isEmpty())
                expected.push_back(line.left(line.indexOf(':')).toLongLong());
        }

        ui::MainWindow window(test::consoleOptions(m_daemon));
        window.show();
        ui::BackendSession* session = window.sessions().value(0);
        QTRY_VERIFY_WITH_TIMEOUT(window.selectJob(QStringLiteral("searched")), 10'000);
        ui::LogView* logs = window.detail()->logView();
        QTRY_VERIFY_WITH_TIMEOUT(logs->model()->ended(), 10'000);
        Q_UNUSED(session);
        logs->searchField()->setText(pattern);
        for (auto* box : logs->findChildren<QCheckBox*>()) {
            if (box->text() == QStringLiteral("Regex"))
                box->setChecked(regex);
            if (box->text() == QStringLiteral("Match case"))
                box->setChecked(caseSensitive);
        }
        QSignalSpy finished(logs, &ui::LogView::searchFinished);
        QTest::keyClick(logs->searchField(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20'000);
        QCOMPARE(logs->model()->matchCount(), expected.size());
        std::vector<qint64> found;
        for (int row = logs->model()->nextMatchRow(-1, true); row >= 0 && found.size() < expected.size(); row = logs->model()->nextMatchRow(row, true))
            found.push_back(logs->model()->seqOfRow(row));
        QCOMPARE(found, expected);
        if (!expected.empty()) {
            // Enter went to a match (the first one after where the view was); Enter moves to the next,
            // Shift+Enter back, both wrapping around.
            const auto position = [&] {
                const qint64 seq = logs->model()->seqOfRow(logs->view()->currentRow());
                return static_cast<std::size_t>(std::find(expected.begin(), expected.end(), seq) - expected.begin());
            };
            const std::size_t at = position();
            QVERIFY(at < expected.size());
            QTest::keyClick(logs->searchField(), Qt::Key_Return);
            QCOMPARE(position(), (at + 1) % expected.size());
            QTest::keyClick(logs->searchField(), Qt::Key_Return, Qt::ShiftModifier);
            QTest::keyClick(logs->searchField(), Qt::Key_Return, Qt::ShiftModifier);
            QCOMPARE(position(), (at + expected.size() - 1) % expected.size());
        }
    }

    void failedJobShowsItsErrorAndResubmits()
    {
        ui::MainWindow window(test::consoleOptions(m_daemon));
        window.show();
        ui::BackendSession* session = window.sessions().value(0);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->backend()->status().state == client::ConnectionState::Connected, 10'000);
        QSignalSpy notified(window.notifier(), &ui::Notifier::notified);
        QVERIFY(test::submit(*session->backend(), test::chatterJob("doomed", "BASIC", 5, 0, true)));
        QTRY_VERIFY_WITH_TIMEOUT(window.selectJob(QStringLiteral("doomed")), 10'000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(session, QStringLiteral("doomed")), std::string("FAILED"), 60'000);
        QTRY_VERIFY(window.detail()->headerText().contains(QStringLiteral("chatter was told to fail")));
        QTRY_VERIFY(!notified.isEmpty());
        QVERIFY(notified.last().at(0).toString().contains(QStringLiteral("failed")));
        // First error: the log jumps to the first ERROR line.
        ui::LogView* logs = window.detail()->logView();
        QTRY_VERIFY_WITH_TIMEOUT(logs->model()->ended(), 10'000);
        logs->jumpToFirstError();
        QCOMPARE(logs->model()->index(logs->view()->currentRow()).data(LogModel::SeverityRole).toInt(), static_cast<int>(spec::LogSeverity::Error));

        QSignalSpy resubmitted(&window, &ui::MainWindow::resubmitted);
        window.resubmitAction()->trigger();
        // The new id is shown first (tst_consolefirstday has the job dir choice); Resubmit as offered.
        ui::ResubmitDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<ui::ResubmitDialog*>()) != nullptr);
        dialog->accept();
        QTRY_COMPARE_WITH_TIMEOUT(resubmitted.count(), 1, 10'000);
        const QString newId = resubmitted.first().at(0).toString();
        QVERIFY(newId.startsWith(QStringLiteral("doomed_")));
        QCOMPARE(window.selectedJobId(), newId);
        const auto copy = m_daemon.get("/v1/projects/local/jobs/" + newId.toStdString()).json();
        QCOMPARE(test::js(copy["trainingInput"]["args"]), test::js(nlohmann::json::parse(R"(["--lines","5","--interval","0.000000","--fail"])")));
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(session, newId), std::string("FAILED"), 60'000);
    }

    void resubmissionIds()
    {
        const QDateTime at(QDate(2026, 11, 22), QTime(14, 3, 12));
        QCOMPARE(ui::resubmissionId(QStringLiteral("mnist"), at), QStringLiteral("mnist_20261122_140312"));
        QCOMPARE(ui::resubmissionId(QStringLiteral("mnist_20261121_090000"), at), QStringLiteral("mnist_20261122_140312"));
        QCOMPARE(ui::resubmissionId(QString(128, QLatin1Char('a')), at).size(), 128);
    }

    void startsTheLocalDaemonWhenNoneAnswers()
    {
        QTemporaryDir dir;
        const ui::ConsoleOptions options = test::startingConsoleOptions(dir.path());
        qint64 pid = 0;
        {
            ui::MainWindow window(options);
            auto* backend = qobject_cast<client::LocalDaemonBackend*>(window.sessions().value(0)->backend());
            QVERIFY(backend);
            QTRY_VERIFY2_WITH_TIMEOUT(backend->status().state == client::ConnectionState::Connected, qPrintable(backend->status().detail), 20'000);
            pid = backend->startedPid();
            QVERIFY(pid > 0);
        }
        // The daemon outlives the console (it keeps running jobs); this test stops it.
        QVERIFY(::kill(static_cast<pid_t>(pid), 0) == 0);
        ::kill(static_cast<pid_t>(pid), SIGTERM);
        QTRY_VERIFY_WITH_TIMEOUT(::kill(static_cast<pid_t>(pid), 0) != 0, 10'000);
    }

private:
    test::DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("8") } };
};

QTEST_MAIN(TestConsole)
#include "tst_console.moc"
