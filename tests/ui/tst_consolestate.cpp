// Every state change reaches every view: the job list, the header's state pill, the Cancel action, the
// timeline, the Resources tab's state band and the notifications equal what the daemon says, even for
// jobs that end milliseconds after they were created and jobs that pass QUEUED → PREPARING → RUNNING
// within one frame. Offscreen, against the real daemon, jobs submitted through the wizard as a user
// does (its answer races the watch stream's events), the console open on each new job.

#include "consoletest.h"

#include "models/jobformat.h"
#include "models/transitionmodel.h"
#include "ui/jobdetailview.h"
#include "ui/mainwindow.h"
#include "ui/noticebutton.h"
#include "ui/notifier.h"
#include "ui/resources/resourcesview.h"
#include "ui/resources/statebandstrip.h"
#include "console/jobdraft.h"
#include "ui/wizard/jobwizard.h"

#include <QAbstractButton>
#include <QElapsedTimer>
#include <QAction>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <map>

using namespace trainyard;

namespace {

enum class Kind { FailsAtOnce, SucceedsAtOnce, Runs };

// A chatter job whose interpreter is /bin/false or /bin/true ends within milliseconds of its start;
// a real chatter run passes QUEUED → PREPARING → RUNNING within one frame and ends a second later.
spec::Job jobOf(const std::string& id, Kind kind)
{
    spec::Job job = test::chatterJob(id, "BASIC", kind == Kind::Runs ? 10 : 1, kind == Kind::Runs ? 0.05 : 0);
    if (kind != Kind::Runs) {
        auto& in = *job.trainingInput;
        in.unknown["pythonInterpreter"] = kind == Kind::FailsAtOnce ? "/bin/false" : "/bin/true";
    }
    return job;
}

double milliseconds(const spec::Timestamp& t) { return static_cast<double>(t.seconds) * 1000 + t.nanos / 1'000'000; }

bool isFinal(const std::string& state) { return state == "SUCCEEDED" || state == "FAILED" || state == "CANCELLED"; }

} // namespace

class TestConsoleState : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_daemon.start()); }
    void cleanupTestCase() { m_daemon.stop(); }

    void everyViewShowsTheLatestState()
    {
        ui::MainWindow window(test::consoleOptions(m_daemon));
        window.resize(1366, 768);
        window.show();
        ui::BackendSession* session = window.sessions().value(0);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->backend()->status().state == client::ConnectionState::Connected, 10'000);
        // The state band is drawn only while its tab shows: the user watches it.
        window.detail()->showResources();

        std::map<QString, int> ends; // end notifications per job
        QString lastTitle;
        connect(window.notifier(), &ui::Notifier::notified, this, [&](const QString& title, const QString&) {
            lastTitle = title;
            for (const char* word : { " succeeded", " failed", " was cancelled" }) {
                if (title.endsWith(QLatin1String(word))) {
                    const QString prefix = QStringLiteral("Job ");
                    ends[title.mid(prefix.size(), title.size() - prefix.size() - static_cast<int>(qstrlen(word)))]++;
                }
            }
        });

        constexpr int rounds = 25;
        constexpr int perRound = 8;
        const Kind kinds[] = { Kind::FailsAtOnce, Kind::SucceedsAtOnce, Kind::FailsAtOnce, Kind::Runs };
        std::vector<std::string> all;
        qint64 longest = 0;
        for (int round = 0; round < rounds; ++round) {
            std::vector<std::string> ids;
            for (int i = 0; i < perRound; ++i) {
                const std::string id = "fast_" + std::to_string(round) + "_" + std::to_string(i);
                // The last job of a round is the one the console stays on: each kind in turn.
                const Kind kind = kinds[static_cast<std::size_t>((i == perRound - 1 ? round : round + i) % 4)];
                ui::JobWizard* wizard = window.openWizard(jobOf(id, kind));
                QVERIFY2(wizard->draft()->ready(), id.c_str());
                QSignalSpy submitted(wizard, &ui::JobWizard::submitted);
                while (wizard->currentId() != ui::JobWizard::ReviewId)
                    wizard->next();
                wizard->button(QWizard::FinishButton)->click();
                QTRY_COMPARE_WITH_TIMEOUT(submitted.count(), 1, 10'000);
                ids.push_back(id);
                all.push_back(id);
            }
            for (const auto& id : ids)
                QVERIFY2(isFinal(m_daemon.waitForState(id, "SUCCEEDED,FAILED,CANCELLED", 60'000).value("state", "")), id.c_str());
            // The console is on the round's last job (the wizard's submit selects it).
            const QString shown = QString::fromStdString(ids.back());
            QCOMPARE(window.detail()->jobId(), shown);
            // The daemon has ended every job: the views must agree with it as soon as the console has
            // read what it sent. The wait is a bound, not a measurement; the longest wait is printed.
            QElapsedTimer settling;
            settling.start();
            QTRY_VERIFY2_WITH_TIMEOUT(viewsAgree(window, ids) && timelineAgrees(window, shown), qPrintable(m_disagreement), 5'000);
            longest = std::max(longest, settling.elapsed());
        }
        qInfo("%zu jobs; the views agreed with the daemon at most %lld ms after it had ended a round's jobs", all.size(), longest);
        // Each end fired exactly one notification.
        for (const auto& id : all)
            QVERIFY2(ends[QString::fromStdString(id)] == 1,
                qPrintable(QStringLiteral("%1: %2 end notifications").arg(QString::fromStdString(id)).arg(ends[QString::fromStdString(id)])));
        QCOMPARE(ends.size(), all.size());
        // And each stays listed in the status bar's notices (the newest hundred), whatever status
        // message came after it: the newest first.
        QCOMPARE(window.notices()->count(), std::min(100, static_cast<int>(all.size())));
        QCOMPARE(window.notices()->titles().first(), lastTitle);
    }

private:
    std::string daemonState(const std::string& id) const
    {
        return m_daemon.get("/v1/projects/local/jobs/" + id).json().value("state", "");
    }

    // The list for every job of the round; for the job shown, the header and the Cancel action too.
    bool viewsAgree(ui::MainWindow& window, const std::vector<std::string>& ids)
    {
        ui::BackendSession* session = window.sessions().value(0);
        for (const auto& id : ids) {
            const std::string truth = daemonState(id);
            const std::string listed = test::stateOf(session, QString::fromStdString(id));
            if (listed != truth)
                return disagree(QStringLiteral("list: %1 is %2, the daemon says %3").arg(QString::fromStdString(id), QString::fromStdString(listed), QString::fromStdString(truth)));
        }
        const std::string shown = window.detail()->jobId().toStdString();
        const std::string truth = daemonState(shown);
        const QString label = models::stateLabel(truth);
        const QString header = window.detail()->headerText();
        if (header.split(QLatin1Char('\n')).value(1) != label)
            return disagree(QStringLiteral("header of %1: \"%2\", the daemon says %3").arg(QString::fromStdString(shown), header, label));
        if (window.cancelAction()->isEnabled() == isFinal(truth))
            return disagree(QStringLiteral("Cancel is %1 for %2, which is %3").arg(window.cancelAction()->isEnabled() ? QStringLiteral("enabled") : QStringLiteral("disabled"), QString::fromStdString(shown), label));
        return true;
    }

    // The timeline of the job shown holds every transition the daemon recorded, in order, and the
    // Resources tab's state band shows the same.
    bool timelineAgrees(ui::MainWindow& window, const QString& jobId)
    {
        const nlohmann::json events = m_daemon.get("/v1/projects/local/jobs/" + jobId.toStdString() + "/events").json().value("events", nlohmann::json::array());
        QStringList expected;
        for (const auto& e : events)
            expected << QString::fromStdString(e.value("state", ""));
        QStringList shown;
        const models::TransitionModel* timeline = window.detail()->transitions();
        for (int row = 0; row < timeline->rowCount(); ++row)
            shown << QString::fromStdString(timeline->transitionAt(row)->state);
        if (shown != expected)
            return disagree(QStringLiteral("timeline of %1: %2, the daemon recorded %3").arg(jobId, shown.join(QStringLiteral(" → ")), expected.join(QStringLiteral(" → "))));
        // The table beside it shows each state whole (the last row came from the stream after the read).
        for (auto* table : window.detail()->findChildren<QTableView*>()) {
            if (table->model() == timeline && table->columnWidth(models::TransitionModel::StateColumn) < static_cast<const QAbstractItemView*>(table)->sizeHintForColumn(models::TransitionModel::StateColumn))
                return disagree(QStringLiteral("the timeline's State column of %1 is narrower than its content").arg(jobId));
        }
        // The Resources tab's band: each state over its stretch (a final state is where the band ends).
        const ui::StateBandStrip* band = window.detail()->resourcesView()->stateBand();
        for (int row = 0; row + 1 < timeline->rowCount(); ++row) {
            // The band works in milliseconds: a stretch shorter than two is not one it can show.
            const double from = milliseconds(timeline->transitionAt(row)->time), to = milliseconds(timeline->transitionAt(row + 1)->time);
            if (to - from < 2)
                continue;
            if (band->stateAt((from + to) / 2000) != shown[row])
                return disagree(QStringLiteral("state band of %1 says %2 where the daemon says %3").arg(jobId, band->stateAt((from + to) / 2000), shown[row]));
        }
        return true;
    }

    bool disagree(const QString& what)
    {
        m_disagreement = what;
        return false;
    }

    test::DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("8") } };
    QString m_disagreement;
};

QTEST_MAIN(TestConsoleState)
#include "tst_consolestate.moc"
