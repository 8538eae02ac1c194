// Notification rules end to end, offscreen, against the real daemon running real trainers: a log rule
// tells a NaN loss once within its rate limit, a state rule for RUNNING fires, disabled rules stay
// quiet, a metric threshold tells each trial of a tuning job once, the center stops following a log
// when its rule goes, and the Notifications settings page edits, validates and saves rules.
// Settings live in a temporary folder (main() below), never in the user's or another test's.

#include "consoletest.h"

#include "models/notificationrules.h"
#include "console/backendsession.h"
#include "ui/mainwindow.h"
#include "console/notificationcenter.h"
#include "ui/notifier.h"
#include "ui/settings/notificationspage.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace trainyard;
using models::NotificationRule;
using models::NotificationRules;
using models::RuleKind;

namespace {

spec::Job nanJob(const std::string& id)
{
    const nlohmann::json job = { { "jobId", id },
        { "trainingInput",
            { { "scaleTier", "BASIC" }, { "packageUris", { std::string(TRAINYARD_FIXTURES) + "/trainers/nanloss" } }, { "pythonModule", "nanloss.task" },
                { "args", { "--good", "3", "--bad", "6", "--interval", "0.2" } }, { "region", "local" }, { "runtimeVersion", "2.11" },
                { "pythonVersion", "3.7" }, { "pythonInterpreter", "/usr/bin/python3" } } } };
    return std::move(*spec::jobFromJson(job).value);
}

spec::Job tuningJob(const test::DaemonProcess& daemon, const std::string& id, int trials)
{
    nlohmann::json job = test::exampleJob(id, "digits", "tunable.task", { "--steps", "3", "--step-seconds", "0.2" });
    job["trainingInput"]["packageUris"] = { std::string(TRAINYARD_FIXTURES) + "/trainers/tunable", test::examplesDir().toStdString() + "/digits" };
    job["trainingInput"]["jobDir"] = daemon.tempPath(QString::fromStdString(id)).toStdString();
    job["trainingInput"]["hyperparameters"] = {
        { "goal", "MAXIMIZE" },
        { "hyperparameterMetricTag", "score" },
        { "maxTrials", trials },
        { "maxParallelTrials", trials },
        { "params", { { { "parameterName", "x" }, { "type", "DOUBLE" }, { "minValue", 0.0 }, { "maxValue", 1.0 } } } },
    };
    return std::move(*spec::jobFromJson(job).value);
}

// The notifications so far whose title contains every one of `parts`.
int count(const QSignalSpy& spy, const QStringList& parts)
{
    int n = 0;
    for (const QList<QVariant>& args : spy) {
        const QString title = args.at(0).toString();
        bool all = true;
        for (const QString& part : parts)
            all = all && title.contains(part);
        n += all ? 1 : 0;
    }
    return n;
}

QString dump(const QSignalSpy& spy)
{
    QStringList lines;
    for (const QList<QVariant>& args : spy)
        lines << args.at(0).toString() + QStringLiteral(" — ") + args.at(1).toString();
    return lines.join(QLatin1Char('\n'));
}

ui::BackendSession* connectedSession(ui::MainWindow& window)
{
    ui::BackendSession* session = window.sessions().value(0);
    if (session && !QTest::qWaitFor([&] { return session->backend()->status().state == client::ConnectionState::Connected && !session->loading(); }, 10'000))
        return nullptr;
    return session;
}

} // namespace

class TestNotifications : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_daemon.start()); }
    void cleanupTestCase() { m_daemon.stop(); }
    void init() { QSettings().remove(QStringLiteral("notifications")); }

    void logStateAndDisabledRules()
    {
        NotificationRule nan = NotificationRules::make(RuleKind::LogLine);
        nan.pattern = QStringLiteral("NaN");
        nan.rateLimitSeconds = 60;
        NotificationRule running = NotificationRules::make(RuleKind::StateChange);
        running.states = { QStringLiteral("RUNNING") };
        NotificationRule quietState = NotificationRules::make(RuleKind::StateChange); // SUCCEEDED, FAILED, CANCELLED…
        quietState.enabled = false;
        NotificationRule quietLog = NotificationRules::make(RuleKind::LogLine); // …and "loss" would match every line
        quietLog.pattern = QStringLiteral("loss");
        quietLog.enabled = false;
        NotificationRules::save({ nan, running, quietState, quietLog }); // the window reads them from the settings

        ui::MainWindow window(test::consoleOptions(m_daemon));
        window.show();
        QCOMPARE(window.notifications()->rules().size(), std::size_t(4));
        QSignalSpy notified(window.notifier(), &ui::Notifier::notified);
        ui::BackendSession* session = connectedSession(window);
        QVERIFY(session);

        const QString id = QStringLiteral("nan_1");
        QVERIFY(test::submit(*session->backend(), nanJob(id.toStdString())));
        QTRY_VERIFY_WITH_TIMEOUT(count(notified, { id, QStringLiteral("is running") }) == 1, 20'000);
        QTRY_VERIFY_WITH_TIMEOUT(window.notifications()->isFollowing(session, id), 5'000);
        QTRY_VERIFY2_WITH_TIMEOUT(count(notified, { id, QStringLiteral("NaN") }) >= 1, qPrintable(dump(notified)), 20'000);

        // Six NaN lines, one notification: the job id in its title, the line in its message.
        QTRY_COMPARE_WITH_TIMEOUT(test::stateOf(session, id), std::string("SUCCEEDED"), 30'000);
        QTRY_VERIFY_WITH_TIMEOUT(!window.notifications()->isFollowing(session, id), 10'000); // the follow ends with the job
        QCOMPARE(count(notified, { id, QStringLiteral("NaN") }), 1);
        for (const QList<QVariant>& args : notified) {
            if (args.at(0).toString().contains(QStringLiteral("NaN")))
                QVERIFY2(args.at(1).toString().contains(QStringLiteral("loss is NaN")), qPrintable(args.at(1).toString()));
        }
        QCOMPARE(count(notified, { id, QStringLiteral("is running") }), 1);
        // The disabled rules said nothing: no "succeeded", nothing about "loss".
        QVERIFY2(count(notified, { id, QStringLiteral("succeeded") }) == 0, qPrintable(dump(notified)));
        QVERIFY2(count(notified, { QStringLiteral("“loss”") }) == 0, qPrintable(dump(notified)));
        QCOMPARE(notified.size(), 2);
    }

    void metricThresholdOnTuningJob()
    {
        NotificationRule score = NotificationRules::make(RuleKind::MetricThreshold);
        score.metric = QStringLiteral("score");
        score.threshold = -10; // tunable.task reports values above -1: every trial crosses
        NotificationRule other = NotificationRules::make(RuleKind::MetricThreshold);
        other.metric = QStringLiteral("loss"); // a metric this job does not report
        other.threshold = -10;
        NotificationRules::save({ score, other });

        ui::MainWindow window(test::consoleOptions(m_daemon));
        window.notifications()->setMetricPollInterval(1);
        QSignalSpy notified(window.notifier(), &ui::Notifier::notified);
        ui::BackendSession* session = connectedSession(window);
        QVERIFY(session);

        const QString id = QStringLiteral("study_1");
        QVERIFY(test::submit(*session->backend(), tuningJob(m_daemon, id.toStdString(), 2)));
        QTRY_VERIFY2_WITH_TIMEOUT(count(notified, { id, QStringLiteral("score above") }) >= 1, qPrintable(dump(notified)), 60'000);
        QTRY_COMPARE_WITH_TIMEOUT(test::stateOf(session, id), std::string("SUCCEEDED"), 90'000);
        QTRY_VERIFY2_WITH_TIMEOUT(count(notified, { id, QStringLiteral("score above") }) == 2, qPrintable(dump(notified)), 10'000);
        // One per trial, each naming its trial.
        QCOMPARE(count(notified, { id, QStringLiteral("trial 1:") }), 1);
        QCOMPARE(count(notified, { id, QStringLiteral("trial 2:") }), 1);
        // Told again of the same job (a read that changed nothing no longer says so): nothing new.
        emit session->jobsUpdated({ id });
        QCOMPARE(count(notified, { id }), 2);
        QCOMPARE(count(notified, { QStringLiteral("loss") }), 0);
        QCOMPARE(notified.size(), 2); // and the default state rule is not among these rules
    }

    void followStopsWhenTheRuleGoes()
    {
        NotificationRule chatter = NotificationRules::make(RuleKind::LogLine);
        chatter.pattern = QStringLiteral("never printed by chatter");
        NotificationRules::save({ chatter });

        ui::MainWindow window(test::consoleOptions(m_daemon));
        ui::BackendSession* session = connectedSession(window);
        QVERIFY(session);
        const QString id = QStringLiteral("chatty_1");
        QVERIFY(test::submit(*session->backend(), test::chatterJob(id.toStdString(), "BASIC", 400, 0.1)));
        QTRY_VERIFY_WITH_TIMEOUT(window.notifications()->isFollowing(session, id), 20'000);

        // The settings page removes the only log rule and applies: the follow stops at once.
        ui::NotificationsPage page;
        QCOMPARE(page.rules().size(), std::size_t(1));
        page.selectRule(0);
        page.removeCurrentRule();
        QVERIFY(page.problem().isEmpty());
        page.apply();
        QVERIFY(window.notifications()->rules().empty());
        QVERIFY(!window.notifications()->isFollowing(session, id));
        QCOMPARE(window.notifications()->followCount(), 0);

        // And a console that starts while the job runs follows it (from the live end) once a rule wants it.
        NotificationRules::save({ chatter });
        window.notifications()->reload();
        QTRY_VERIFY_WITH_TIMEOUT(window.notifications()->isFollowing(session, id), 10'000);

        bool cancelled = false;
        session->backend()->cancelJob(id.toStdString(), [&](std::optional<client::ApiError> e) { cancelled = !e; });
        QTRY_VERIFY_WITH_TIMEOUT(cancelled, 10'000);
        QTRY_VERIFY_WITH_TIMEOUT(!window.notifications()->isFollowing(session, id), 20'000);
    }

    void settingsPage()
    {
        ui::NotificationsPage page;
        page.resize(640, 560);
        page.show();
        QCOMPARE(page.rules(), NotificationRules::defaults()); // nothing stored: the defaults
        QCOMPARE(page.table()->rowCount(), 1);
        QSignalSpy changed(&page, &ui::NotificationsPage::edited);

        page.addRule(RuleKind::LogLine);
        QCOMPARE(page.table()->rowCount(), 2);
        QCOMPARE(page.currentRule(), 1);
        QVERIFY(!page.problem().isEmpty()); // no pattern yet
        QTest::keyClicks(page.patternEdit(), QStringLiteral("loss is (nan"));
        QVERIFY(!changed.isEmpty());
        QVERIFY2(page.problem().startsWith(QStringLiteral("Rule 2 (Log line)")), qPrintable(page.problem()));
        QVERIFY(page.problem().contains(QStringLiteral("offset")));
        QVERIFY(page.patternProblem()->isVisible());
        QVERIFY(page.patternProblem()->text().contains(QStringLiteral("missing closing parenthesis")));
        QVERIFY(!page.testButton()->isEnabled());
        QTest::keyClicks(page.patternEdit(), QStringLiteral("|inf)"));
        QVERIFY(page.problem().isEmpty());
        QVERIFY(!page.patternProblem()->isVisible());

        // Test: a sample line typed by the user.
        QTest::keyClicks(page.sampleEdit(), QStringLiteral("step 7 loss is nan"));
        QTest::mouseClick(page.testButton(), Qt::LeftButton);
        QVERIFY2(page.testResult()->text().contains(QStringLiteral("Matches")), qPrintable(page.testResult()->text()));
        page.sampleEdit()->setText(QStringLiteral("step 7 loss is NaN"));
        QTest::keyClick(page.sampleEdit(), Qt::Key_Return);
        QVERIFY(page.testResult()->text().contains(QStringLiteral("Does not match")));

        // The table's box disables a rule.
        page.table()->item(0, 0)->setCheckState(Qt::Unchecked);
        QVERIFY(!page.rules()[0].enabled);

        // Saved as the page shows them, read back the same.
        page.apply();
        QVERIFY(NotificationRules::load() == page.rules());
        QCOMPARE(NotificationRules::load()[1].pattern, QStringLiteral("loss is (nan|inf)"));

        page.removeCurrentRule();
        QCOMPARE(page.table()->rowCount(), 1);
        QCOMPARE(page.currentRule(), 0);
        page.removeCurrentRule();
        QCOMPARE(page.table()->rowCount(), 0);
        QCOMPARE(page.currentRule(), -1);
        QVERIFY(page.problem().isEmpty());
    }

private:
    test::DaemonProcess m_daemon;
};

int main(int argc, char** argv)
{
    // This test's settings only: not the user's, not those other console tests share.
    QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("trainyard-test"));
    QApplication::setApplicationName(QStringLiteral("tst_notifications"));
    TestNotifications test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_notifications.moc"
