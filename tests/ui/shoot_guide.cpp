// Screenshots for docs/user-guide.md that shoot_console does not take: the Settings dialog's pages,
// the command palette, and the console in German, Italian and Brazilian Portuguese (main window, job
// detail, wizard). A real daemon runs real jobs; settings go to a folder of their own, never the
// user's. Run through docs/make-screenshots.sh (under Xvfb), or alone:
//   build/bin/shoot_guide docs/screenshots            (offscreen when there is no display)

#include "consoletest.h"
#include "screenshot.h"

#include "ui/commandpalette.h"
#include "ui/jobdetailview.h"
#include "ui/languages.h"
#include "ui/logview.h"
#include "ui/mainwindow.h"
#include "ui/settings/appearancepage.h"
#include "ui/settings/backendspage.h"
#include "ui/settings/daemonpage.h"
#include "ui/settings/notificationspage.h"
#include "ui/settings/settingsdialog.h"
#include "ui/settings/theme.h"
#include "ui/wizard/jobwizard.h"

#include "models/notificationrules.h"

#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace trainyard;

namespace {

const QString themeSuffix(ui::Theme theme)
{
    return theme == ui::Theme::Dark ? QStringLiteral("-dark.png") : QStringLiteral("-light.png");
}

// Each page of the Settings dialog, with two remote backends (one tested), a daemon page with a
// mistake in it, three notification rules and German chosen as the next language.
void settingsPages(ui::MainWindow& window, const test::DaemonProcess& remote, const QString& out)
{
    ui::RemoteBackendConfig box;
    box.name = QStringLiteral("gpu-box");
    box.baseUrl = QStringLiteral("http://127.0.0.1:%1").arg(remote.tcpPort());
    box.tokenFile = remote.dataDir() + QStringLiteral("/token");
    ui::RemoteBackendConfig google;
    google.kind = ui::RemoteBackendConfig::Kind::Google;
    google.name = QStringLiteral("research");
    google.project = QStringLiteral("my-research-project");
    google.tokenCommand = QStringLiteral("gcloud auth print-access-token");
    ui::RemoteBackendConfig::saveAll({ box, google });

    using models::NotificationRule;
    NotificationRule nan;
    nan.kind = models::RuleKind::LogLine;
    nan.pattern = QStringLiteral("loss is (nan|inf)");
    nan.caseInsensitive = true;
    NotificationRule accuracy;
    accuracy.kind = models::RuleKind::MetricThreshold;
    accuracy.metric = QStringLiteral("accuracy");
    accuracy.threshold = 0.97;
    models::NotificationRules::save({ models::NotificationRules::defaults().front(), nan, accuracy });

    const char* names[] = { "backends", "daemon", "notifications", "appearance" };
    for (const auto theme : { ui::Theme::Light, ui::Theme::Dark }) {
        ui::applyTheme(theme);
        ui::SettingsDialog* dialog = window.openSettings();
        dialog->resize(860, 560);
        dialog->backendsPage()->list()->setCurrentRow(0);
        dialog->backendsPage()->testBackend();
        if (!QTest::qWaitFor([&] { return !dialog->backendsPage()->progress()->isVisible(); }, 15'000))
            qWarning("the backend test did not end");
        dialog->daemonPage()->slotsBox()->setValue(6);
        dialog->daemonPage()->gpusEdit()->setText(QStringLiteral("0,1,x"));
        auto* notifications = dialog->findChild<ui::NotificationsPage*>();
        notifications->selectRule(1);
        notifications->sampleEdit()->setText(QStringLiteral("step 4100: loss is NaN"));
        notifications->testButton()->click();
        dialog->appearancePage()->setLanguage(QStringLiteral("de"));
        for (int row = 0; row < dialog->pageList()->count(); ++row) {
            dialog->pageList()->setCurrentRow(row);
            QTest::qWait(100);
            test::grab(dialog, out + QStringLiteral("/settings-") + QString::fromLatin1(names[row]) + themeSuffix(theme));
        }
        dialog->reject();
        QTest::qWait(100);
    }
    ui::applyTheme(ui::Theme::System);
}

// The palette over the main window: everything at first, then "canc" typed.
void palette(ui::MainWindow& window, const QString& out)
{
    for (const auto theme : { ui::Theme::Light, ui::Theme::Dark }) {
        ui::applyTheme(theme);
        window.jobTable()->setFocus();
        window.commandPaletteAction()->trigger();
        QTest::qWait(100);
        test::grab(&window, out + QStringLiteral("/palette-all") + themeSuffix(theme));
        QTest::keyClicks(window.commandPalette()->searchField(), QStringLiteral("mnist"));
        QTest::qWait(100);
        test::grab(&window, out + QStringLiteral("/palette-jobs") + themeSuffix(theme));
        window.commandPalette()->dismiss();
    }
    ui::applyTheme(ui::Theme::System);
}

// The console in `language`: a running four-replica job's logs, a failed job's timeline, and the
// wizard's compute page (the job as a CUSTOM cluster). A new window, since texts are set when widgets
// are made.
void inLanguage(const test::DaemonProcess& daemon, const QString& language, const QString& out)
{
    ui::installTranslations(language);
    ui::MainWindow window(test::consoleOptions(daemon));
    window.resize(1500, 900);
    window.show();
    if (!QTest::qWaitFor([&] { return window.selectJob(QStringLiteral("resnet_distributed")); }, 15'000))
        qWarning("the console did not list the jobs");
    window.detail()->showLogs();
    window.detail()->logView()->setFollowing(true);
    QTest::qWait(1500);
    test::grab(&window, out + QStringLiteral("/i18n-%1-logs.png").arg(language));
    window.selectJob(QStringLiteral("mnist_lr_sweep"));
    window.detail()->showTimeline();
    QTest::qWait(300);
    test::grab(&window, out + QStringLiteral("/i18n-%1-timeline.png").arg(language));
    ui::BackendSession* guideSession = window.sessions().value(0);
    guideSession->fetchDocument(QStringLiteral("resnet_distributed")); // the list has rows; the job is read
    (void)QTest::qWaitFor([&] { return guideSession->document(QStringLiteral("resnet_distributed")) != nullptr; }, 10'000);
    const std::shared_ptr<const spec::Job> job = guideSession->document(QStringLiteral("resnet_distributed"));
    if (job) {
        // As a CUSTOM cluster, so that the page shows its pools and their fields, not one line.
        nlohmann::json custom = spec::toJson(*job);
        custom["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "n1-standard-8" }, { "workerType", "n1-standard-8" },
            { "workerCount", "2" }, { "parameterServerType", "n1-standard-4" }, { "parameterServerCount", "1" } });
        auto* wizard = window.openWizard(spec::jobFromJson(custom).value); // at the size it opens at
        wizard->next();
        wizard->next(); // basics, code, compute
        QTest::qWait(200);
        test::grab(wizard, out + QStringLiteral("/i18n-%1-wizard.png").arg(language));
        wizard->reject();
    }
    ui::installTranslations(QStringLiteral("en"));
}

} // namespace

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir config; // the settings these screenshots store are nobody's
    qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("trainyard"));
    QApplication::setApplicationName(QStringLiteral("trainyard"));
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    ui::installTranslations(QStringLiteral("en"));

    test::DaemonProcess daemon({ QStringLiteral("--slots"), QStringLiteral("8") });
    test::DaemonProcess remote({ QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0") });
    if (!daemon.start() || !remote.start())
        return 1;
    ui::MainWindow window(test::consoleOptions(daemon));
    window.resize(1500, 900);
    window.show();
    ui::BackendSession* session = window.sessions().value(0);
    if (!session)
        return 1;
    if (!QTest::qWaitFor([&] { return session->backend()->status().state == client::ConnectionState::Connected; }, 10'000))
        return 1;
    test::submit(*session->backend(), test::chatterJob("mnist_baseline", "BASIC", 50, 0.01));
    test::submit(*session->backend(), test::chatterJob("mnist_lr_sweep", "BASIC", 20, 0.01, true));
    daemon.waitForState("mnist_lr_sweep", "FAILED", 60'000);
    daemon.waitForState("mnist_baseline", "SUCCEEDED", 60'000);
    test::submit(*session->backend(), test::chatterJob("resnet_distributed", "STANDARD_1", 100'000, 0.05));
    if (!QTest::qWaitFor([&] { return window.selectJob(QStringLiteral("resnet_distributed")); }, 10'000))
        return 1;
    QTest::qWait(3000); // some lines from every replica

    settingsPages(window, remote, out);
    palette(window, out);
    for (const char* language : { "de", "it", "pt_BR" })
        inLanguage(daemon, QString::fromLatin1(language), out);

    session->backend()->cancelJob("resnet_distributed", [](std::optional<client::ApiError>) {});
    QTest::qWait(500);
    window.close();
    daemon.stop();
    remote.stop();
    return 0;
}
