// The Settings dialog: typed settings and their daemon flags, validation, themes, testing a remote
// backend against the real daemon, backends and daemon settings reaching the console and its daemon.

#include "consoletest.h"
#include "screenshot.h"

#include "client/httptransport.h"
#include "client/localdaemonbackend.h"
#include "ui/backendlistwidget.h"
#include "ui/remotebackenddialog.h"
#include "ui/settings/appearancepage.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/backendspage.h"
#include "ui/settings/backendtester.h"
#include "ui/settings/daemonpage.h"
#include "ui/settings/settingsdialog.h"
#include "ui/settings/theme.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <unistd.h>

using namespace trainyard;

namespace {

// /proc/<pid>/cmdline as a list.
QStringList commandLineOf(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList out;
    for (const QByteArray& part : file.readAll().split('\0'))
        out << QString::fromLocal8Bit(part);
    if (!out.isEmpty() && out.back().isEmpty())
        out.removeLast();
    return out;
}

// The value after `flag` in `arguments` ("" when absent).
QString flagValue(const QStringList& arguments, const QString& flag)
{
    const qsizetype at = arguments.indexOf(flag);
    return at >= 0 && at + 1 < arguments.size() ? arguments[at + 1] : QString();
}

// Clicks the button whose text is `text` (mnemonics ignored) in the next message box shown.
void answerBox(const QString& text, QString* boxText = nullptr)
{
    auto* poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, text, boxText] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        for (QAbstractButton* button : box->buttons()) {
            if (button->text().remove(QLatin1Char('&')) == text) {
                if (boxText)
                    *boxText = box->text() + QLatin1Char(' ') + box->informativeText();
                poll->stop();
                poll->deleteLater();
                button->click();
                return;
            }
        }
    });
    poll->start();
}

ui::RemoteBackendConfig daemonConfig(const test::DaemonProcess& daemon, const QString& name)
{
    ui::RemoteBackendConfig c;
    c.name = name;
    c.baseUrl = QStringLiteral("http://127.0.0.1:%1").arg(daemon.tcpPort());
    c.tokenFile = daemon.dataDir() + QStringLiteral("/token");
    return c;
}

} // namespace

class TestSettings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_tcpDaemon.start());
        QVERIFY(m_tcpDaemon.tcpPort() > 0);
        m_initialWindow = QApplication::palette().color(QPalette::Window);
    }

    void init()
    {
        QSettings(QStringLiteral("trainyard"), QStringLiteral("trainyard")).clear();
        QSettings().clear();
    }

    void cleanupTestCase()
    {
        m_tcpDaemon.stop();
    }

    void roundTripAndDaemonArguments()
    {
        QCOMPARE(ui::AppSettings::daemonArguments(), QStringList()); // nothing stored: the daemon's defaults
        QCOMPARE(ui::AppSettings::theme(), ui::Theme::System);
        ui::AppSettings::setTheme(ui::Theme::Dark);
        ui::AppSettings::setLanguage(QStringLiteral("pt_BR"));
        ui::DaemonSettings d;
        d.replicaSlots = 3;
        d.gpus = QStringLiteral(" 0, 2 ");
        d.interpreter = QStringLiteral("/usr/bin/python3");
        d.sampleRate = 2.5;
        ui::AppSettings::setDaemon(d);

        QCOMPARE(ui::AppSettings::theme(), ui::Theme::Dark);
        QCOMPARE(ui::AppSettings::language(), QStringLiteral("pt_BR"));
        const ui::DaemonSettings back = ui::AppSettings::daemon();
        QCOMPARE(back.replicaSlots, 3);
        QCOMPARE(back.gpus, QStringLiteral("0,2"));
        QCOMPARE(back.interpreter, QStringLiteral("/usr/bin/python3"));
        QCOMPARE(back.sampleRate, 2.5);
        // The keys main.cpp and other readers use.
        QSettings raw(QStringLiteral("trainyard"), QStringLiteral("trainyard"));
        QCOMPARE(raw.value(QStringLiteral("appearance/theme")).toString(), QStringLiteral("dark"));
        QCOMPARE(raw.value(QStringLiteral("appearance/language")).toString(), QStringLiteral("pt_BR"));
        QCOMPARE(ui::AppSettings::daemonArguments(),
            (QStringList { QStringLiteral("--slots"), QStringLiteral("3"), QStringLiteral("--gpus"), QStringLiteral("0,2"), QStringLiteral("--python"),
                QStringLiteral("/usr/bin/python3"), QStringLiteral("--sample-rate"), QStringLiteral("2.5") }));

        // Defaults are left to the daemon; a value out of range stored by hand is not passed on.
        ui::AppSettings::setDaemon(ui::DaemonSettings {});
        QCOMPARE(ui::AppSettings::daemonArguments(), QStringList());
        raw.setValue(QStringLiteral("daemon/sampleRate"), 50);
        QCOMPARE(ui::AppSettings::daemon().sampleRate, 1.0);
        ui::AppSettings::setTheme(ui::Theme::System);
        QCOMPARE(raw.value(QStringLiteral("appearance/theme")).toString(), QStringLiteral("system"));
    }

    void validationNamesTheField()
    {
        QCOMPARE(ui::AppSettings::gpusProblem(QString()), QString());
        QCOMPARE(ui::AppSettings::gpusProblem(QStringLiteral("0,1")), QString());
        QCOMPARE(ui::AppSettings::gpusProblem(QStringLiteral(" 0 , 3 ")), QString());
        for (const QString& bad : { QStringLiteral("0,x"), QStringLiteral("0,,1"), QStringLiteral("-1"), QStringLiteral("0;1") }) {
            const QString problem = ui::AppSettings::gpusProblem(bad);
            QVERIFY2(problem.startsWith(QStringLiteral("GPUs: a comma-separated list of GPU indices like 0,1")), qPrintable(problem));
        }
        QCOMPARE(ui::AppSettings::gpusProblem(QStringLiteral("1,1")), QStringLiteral("GPUs: GPU 1 is listed twice."));

        QCOMPARE(ui::AppSettings::interpreterProblem(QString()), QString());
        QCOMPARE(ui::AppSettings::interpreterProblem(QStringLiteral("/usr/bin/python3")), QString());
        QCOMPARE(ui::AppSettings::interpreterProblem(QStringLiteral("/usr/bin/python9")),
            QStringLiteral("Interpreter: /usr/bin/python9 is not an executable file (there is no such file)."));
        QTemporaryDir dir;
        const QString plain = dir.filePath(QStringLiteral("python"));
        QFile file(plain);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QCOMPARE(ui::AppSettings::interpreterProblem(plain), QStringLiteral("Interpreter: %1 is not an executable file.").arg(plain));
        QCOMPARE(ui::AppSettings::interpreterProblem(dir.path()), QStringLiteral("Interpreter: %1 is not an executable file.").arg(dir.path()));
        QVERIFY(ui::AppSettings::interpreterProblem(QStringLiteral("python3")).startsWith(QStringLiteral("Interpreter: python3 is not an absolute path")));

        QCOMPARE(ui::AppSettings::sampleRateProblem(0.1), QString());
        QCOMPARE(ui::AppSettings::sampleRateProblem(10), QString());
        QVERIFY(ui::AppSettings::sampleRateProblem(0.05).startsWith(QStringLiteral("Sample rate: from 0.1 to 10")));
        QVERIFY(ui::AppSettings::sampleRateProblem(10.5).startsWith(QStringLiteral("Sample rate:")));
        QVERIFY(ui::AppSettings::slotsProblem(-1).startsWith(QStringLiteral("Replica slots:")));
        QCOMPARE(ui::AppSettings::slotsProblem(0), QString());

        ui::DaemonSettings d;
        d.gpus = QStringLiteral("a");
        QVERIFY(d.problem().startsWith(QStringLiteral("GPUs:")));
    }

    void themesApplyAndRevert()
    {
        ui::applyTheme(ui::Theme::Dark);
        QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
        QLineEdit edit; // a new widget gets the application's palette
        const QPalette p = edit.palette();
        QVERIFY(p.color(QPalette::Window).lightness() < 70);
        QVERIFY(p.color(QPalette::Base).lightness() < 70);
        QVERIFY(p.color(QPalette::WindowText).lightness() > 200);
        QVERIFY(p.color(QPalette::Text).lightness() > 200);
        QVERIFY(p.color(QPalette::ToolTipText).lightness() - p.color(QPalette::ToolTipBase).lightness() > 120);
        QVERIFY(p.color(QPalette::Link).lightness() > 150); // readable on the dark base
        QVERIFY(p.color(QPalette::PlaceholderText).lightness() > p.color(QPalette::Base).lightness() + 60);
        QVERIFY(p.color(QPalette::PlaceholderText).lightness() < p.color(QPalette::Text).lightness());
        // Disabled text is dimmer than enabled, but still apart from the background.
        const int disabled = p.color(QPalette::Disabled, QPalette::Text).lightness();
        QVERIFY(disabled < p.color(QPalette::Active, QPalette::Text).lightness() - 60);
        QVERIFY(disabled > p.color(QPalette::Disabled, QPalette::Base).lightness() + 40);
        QVERIFY(p.color(QPalette::Highlight) != p.color(QPalette::Window));

        ui::applyTheme(ui::Theme::Light);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 200);
        QVERIFY(QApplication::palette().color(QPalette::WindowText).lightness() < 60);
        QVERIFY(QApplication::palette().color(QPalette::Disabled, QPalette::Text).lightness() > 120);

        ui::applyTheme(ui::Theme::System);
        QCOMPARE(QApplication::palette().color(QPalette::Window), m_initialWindow);
        QLineEdit after;
        QCOMPARE(after.palette().color(QPalette::Window), m_initialWindow);
    }

    void okIsDisabledWhileAPageHasAProblem()
    {
        client::HttpTransport transport;
        ui::SettingsDialog dialog(transport, nullptr);
        dialog.show();
        QVERIFY(dialog.okButton()->isEnabled());
        QVERIFY(dialog.pageList()->hasFocus() || !QApplication::focusWidget()); // offscreen may not activate it
        dialog.pageList()->setCurrentRow(1);
        QCOMPARE(dialog.pages()->currentWidget(), dialog.daemonPage());

        dialog.daemonPage()->gpusEdit()->setText(QStringLiteral("0,x"));
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(!dialog.applyButton()->isEnabled());
        QVERIFY2(dialog.problem().startsWith(QStringLiteral("GPUs:")), qPrintable(dialog.problem()));
        bool named = false;
        for (QLabel* label : dialog.findChildren<QLabel*>()) {
            if (label->isVisible() && label->text().contains(QStringLiteral("GPUs: a comma-separated list")))
                named = true;
        }
        QVERIFY(named);
        dialog.daemonPage()->gpusEdit()->setText(QStringLiteral("0,1"));
        QVERIFY(dialog.okButton()->isEnabled());

        dialog.daemonPage()->interpreterEdit()->setText(QStringLiteral("/usr/bin/python9"));
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(dialog.problem().startsWith(QStringLiteral("Interpreter: /usr/bin/python9")));
        // Cancel stores nothing.
        dialog.reject();
        QCOMPARE(ui::AppSettings::daemon().gpus, QString());
    }

    void applyStoresEveryPage()
    {
        client::HttpTransport transport;
        ui::SettingsDialog dialog(transport, nullptr);
        dialog.show();
        dialog.daemonPage()->slotsBox()->setValue(4);
        dialog.daemonPage()->gpusEdit()->setText(QStringLiteral("1"));
        dialog.daemonPage()->sampleRateBox()->setValue(4.0);
        dialog.appearancePage()->setTheme(ui::Theme::Dark);
        dialog.appearancePage()->setLanguage(QStringLiteral("de"));
        QVERIFY(dialog.appearancePage()->restartButton()->isVisibleTo(dialog.appearancePage()));
        QTest::mouseClick(dialog.applyButton(), Qt::LeftButton);
        QCOMPARE(ui::AppSettings::daemonArguments(),
            (QStringList { QStringLiteral("--slots"), QStringLiteral("4"), QStringLiteral("--gpus"), QStringLiteral("1"), QStringLiteral("--sample-rate"),
                QStringLiteral("4") }));
        QCOMPARE(ui::AppSettings::theme(), ui::Theme::Dark);
        QCOMPARE(ui::AppSettings::language(), QStringLiteral("de"));
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 70); // live
        dialog.appearancePage()->setTheme(ui::Theme::System);
        QTest::mouseClick(dialog.okButton(), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(QApplication::palette().color(QPalette::Window), m_initialWindow);
    }

    void testButtonAgainstTheRealDaemon()
    {
        client::HttpTransport transport;
        ui::SettingsDialog dialog(transport, nullptr);
        dialog.show();
        ui::BackendsPage* page = dialog.backendsPage();
        page->addConfig(daemonConfig(m_tcpDaemon, QStringLiteral("gpu-box")));
        QCOMPARE(page->list()->currentRow(), 0);

        // The right token: it answers.
        QTest::mouseClick(page->testButton(), Qt::LeftButton);
        QVERIFY(page->progress()->isVisible());
        QVERIFY(page->cancelButton()->isVisible());
        QVERIFY(!page->testButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!page->progress()->isVisible(), 15'000);
        QVERIFY2(page->resultLabel()->text().startsWith(QStringLiteral("Connected: project local answered in ")), qPrintable(page->resultLabel()->text()));
        QVERIFY(page->resultLabel()->text().endsWith(QStringLiteral(" ms")));
        QVERIFY(page->testButton()->isEnabled());

        // A token command that prints the wrong token: the daemon refuses it.
        ui::RemoteBackendConfig wrong = daemonConfig(m_tcpDaemon, QStringLiteral("gpu-box"));
        wrong.tokenFile.clear();
        wrong.tokenCommand = QStringLiteral("echo wrong");
        page->replaceConfig(0, wrong);
        page->testBackend();
        QTRY_VERIFY_WITH_TIMEOUT(!page->progress()->isVisible(), 15'000);
        const QString refused = page->resultLabel()->text();
        QVERIFY2(refused.startsWith(QStringLiteral("Refused (HTTP 401")) || refused.startsWith(QStringLiteral("Refused (HTTP 403")), qPrintable(refused));

        // A token command that fails: its exit code and stderr.
        ui::RemoteBackendConfig failing = wrong;
        failing.tokenCommand = QStringLiteral("sh -c \"echo gcloud is not logged in >&2; exit 1\"");
        page->replaceConfig(0, failing);
        page->testBackend();
        QTRY_VERIFY_WITH_TIMEOUT(!page->progress()->isVisible(), 15'000);
        const QString failed = page->resultLabel()->text();
        QVERIFY2(failed.contains(QStringLiteral("exited with code 1")), qPrintable(failed));
        QVERIFY2(failed.contains(QStringLiteral("gcloud is not logged in")), qPrintable(failed));

        // Nothing listens: the connection's error, naming where.
        ui::RemoteBackendConfig nobody = daemonConfig(m_tcpDaemon, QStringLiteral("nobody"));
        nobody.baseUrl = QStringLiteral("http://127.0.0.1:1");
        page->replaceConfig(0, nobody);
        page->testBackend();
        QTRY_VERIFY_WITH_TIMEOUT(!page->progress()->isVisible(), 15'000);
        const QString unreachable = page->resultLabel()->text();
        QVERIFY2(unreachable.startsWith(QStringLiteral("No answer from http://127.0.0.1:1: ")), qPrintable(unreachable));
        QVERIFY2(unreachable.contains(QStringLiteral("connect"), Qt::CaseInsensitive), qPrintable(unreachable)); // the transport's own words

        // A token file that is not there.
        ui::RemoteBackendConfig missing = daemonConfig(m_tcpDaemon, QStringLiteral("gpu-box"));
        missing.tokenFile = m_tcpDaemon.tempPath(QStringLiteral("no-such-token"));
        page->replaceConfig(0, missing);
        page->testBackend();
        QTRY_VERIFY_WITH_TIMEOUT(!page->progress()->isVisible(), 15'000);
        QVERIFY2(page->resultLabel()->text().startsWith(QStringLiteral("Token file: %1 cannot be read").arg(missing.tokenFile)),
            qPrintable(page->resultLabel()->text()));

        // A slow token command: the test can be cancelled, the GUI never waits, and no late result comes.
        ui::RemoteBackendConfig slow = wrong;
        slow.tokenCommand = QStringLiteral("sleep 30");
        page->replaceConfig(0, slow);
        QElapsedTimer clock;
        clock.start();
        page->testBackend();
        QVERIFY(clock.elapsed() < 1000);
        QTest::qWait(200);
        QVERIFY(page->progress()->isVisible());
        QTest::mouseClick(page->cancelButton(), Qt::LeftButton);
        QCOMPARE(page->resultLabel()->text(), QStringLiteral("Test cancelled."));
        QVERIFY(!page->progress()->isVisible());
        QVERIFY(page->testButton()->isEnabled());

        // Only OK stores the list.
        QCOMPARE(ui::RemoteBackendConfig::loadAll().size(), 0);
        dialog.apply();
        QCOMPARE(ui::RemoteBackendConfig::loadAll(), QList<ui::RemoteBackendConfig> { slow });
    }

    void backendsReachTheConsole()
    {
        QTemporaryDir dir;
        ui::ConsoleOptions options;
        options.withLocalDaemon = false;
        options.draftsFolder = dir.filePath(QStringLiteral("drafts"));
        const ui::RemoteBackendConfig first = daemonConfig(m_tcpDaemon, QStringLiteral("first"));
        ui::RemoteBackendConfig::append(first);
        ui::MainWindow window(options);
        QCOMPARE(window.sessions().size(), 1);
        ui::BackendSession* kept = window.sessions().front();
        QTRY_VERIFY_WITH_TIMEOUT(kept->backend()->status().state == client::ConnectionState::Connected, 15'000);

        // Ctrl+, is the File menu's Settings….
        QCOMPARE(window.settingsAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Comma));
        ui::SettingsDialog* dialog = window.openSettings();
        QVERIFY(dialog);
        QCOMPARE(dialog->backendsPage()->list()->count(), 1);
        dialog->backendsPage()->addConfig(daemonConfig(m_tcpDaemon, QStringLiteral("second")));
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        QCOMPARE(window.sessions().size(), 2);
        QCOMPARE(window.sessions().front(), kept); // unchanged: kept as it was, connection and jobs
        QCOMPARE(window.sessions().back()->backend()->name(), QStringLiteral("second"));
        QCOMPARE(window.backendList()->count(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(window.sessions().back()->backend()->status().state == client::ConnectionState::Connected, 15'000);

        // Removing the shown one and renaming the other: the console shows what the settings say.
        window.backendList()->setCurrentRow(0);
        QCOMPARE(window.currentSession(), kept);
        dialog = window.openSettings();
        dialog->backendsPage()->removeConfig(0);
        ui::RemoteBackendConfig renamed = daemonConfig(m_tcpDaemon, QStringLiteral("renamed"));
        dialog->backendsPage()->replaceConfig(0, renamed);
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        QCOMPARE(window.sessions().size(), 1);
        QCOMPARE(window.sessions().front()->backend()->name(), QStringLiteral("renamed"));
        QCOMPARE(window.backendList()->count(), 1);
        QCOMPARE(window.currentSession(), window.sessions().front());
        QCOMPARE(ui::RemoteBackendConfig::loadAll(), QList<ui::RemoteBackendConfig> { renamed });
    }

    void consoleStartsTheDaemonWithTheSettings()
    {
        ui::DaemonSettings d;
        d.replicaSlots = 3;
        d.sampleRate = 2.5;
        ui::AppSettings::setDaemon(d);
        QTemporaryDir dir;
        ui::ConsoleOptions options;
        options.localDaemon.socketPath = dir.filePath(QStringLiteral("daemon.sock")).toStdString();
        options.localDaemon.program = QStringLiteral(TRAINYARD_DAEMON_BINARY);
        options.localDaemon.arguments = { QStringLiteral("--data-dir"), dir.filePath(QStringLiteral("data")) };
        options.draftsFolder = dir.filePath(QStringLiteral("drafts"));
        ui::MainWindow window(options);
        auto* backend = window.localBackend();
        QVERIFY(backend);
        QTRY_VERIFY_WITH_TIMEOUT(backend->status().state == client::ConnectionState::Connected, 20'000);
        const qint64 first = backend->startedPid();
        QVERIFY(first > 0);
        QStringList flags = commandLineOf(first);
        QCOMPARE(flagValue(flags, QStringLiteral("--slots")), QStringLiteral("3"));
        QCOMPARE(flagValue(flags, QStringLiteral("--sample-rate")), QStringLiteral("2.5"));
        QCOMPARE(flagValue(flags, QStringLiteral("--data-dir")), dir.filePath(QStringLiteral("data"))); // --daemon-arg values too

        // A job running across the restart (the daemon takes its replicas up again).
        const auto job = test::submit(*backend, test::chatterJob("across_restart", "BASIC", 600, 0.05));
        QVERIFY(job);
        ui::BackendSession* session = window.sessions().front();
        QTRY_COMPARE_WITH_TIMEOUT(test::stateOf(session, QStringLiteral("across_restart")), std::string("RUNNING"), 30'000);

        // New settings: the console offers to restart the daemon it started, and does.
        ui::SettingsDialog* dialog = window.openSettings();
        dialog->daemonPage()->sampleRateBox()->setValue(5.0);
        QString offered;
        answerBox(QStringLiteral("Restart the local daemon now"), &offered);
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        QVERIFY2(offered.contains(QStringLiteral("Running jobs keep running")), qPrintable(offered));
        QTRY_VERIFY_WITH_TIMEOUT(backend->startedPid() != first, 20'000);
        QTRY_VERIFY_WITH_TIMEOUT(::kill(static_cast<pid_t>(first), 0) != 0, 5'000);
        QTRY_VERIFY_WITH_TIMEOUT(backend->status().state == client::ConnectionState::Connected, 20'000);
        flags = commandLineOf(backend->startedPid());
        QCOMPARE(flagValue(flags, QStringLiteral("--sample-rate")), QStringLiteral("5"));
        QCOMPARE(flagValue(flags, QStringLiteral("--slots")), QStringLiteral("3"));
        QCOMPARE(flagValue(flags, QStringLiteral("--data-dir")), dir.filePath(QStringLiteral("data")));
        // The job still runs.
        std::optional<client::ApiResult<spec::Job>> state;
        backend->getJob("across_restart", [&](client::ApiResult<spec::Job> r) { state = std::move(r); });
        QTRY_VERIFY_WITH_TIMEOUT(state.has_value(), 10'000);
        QVERIFY(std::holds_alternative<spec::Job>(*state));
        QCOMPARE(std::string(std::get<spec::Job>(*state).state->wire()), std::string("RUNNING"));

        std::optional<std::optional<client::ApiError>> cancelled;
        backend->cancelJob("across_restart", [&](std::optional<client::ApiError> e) { cancelled = std::move(e); });
        QTRY_VERIFY_WITH_TIMEOUT(cancelled.has_value(), 10'000);
        QTRY_COMPARE_WITH_TIMEOUT(test::stateOf(session, QStringLiteral("across_restart")), std::string("CANCELLED"), 30'000);
        const qint64 second = backend->startedPid();
        ::kill(static_cast<pid_t>(second), SIGTERM);
        QTRY_VERIFY_WITH_TIMEOUT(::kill(static_cast<pid_t>(second), 0) != 0, 10'000);
    }

    void settingsOfADaemonNotStartedByTheConsole()
    {
        ui::ConsoleOptions options = test::consoleOptions(m_tcpDaemon);
        ui::MainWindow window(options);
        auto* backend = window.localBackend();
        QTRY_VERIFY_WITH_TIMEOUT(backend->status().state == client::ConnectionState::Connected, 15'000);
        ui::SettingsDialog* dialog = window.openSettings();
        dialog->daemonPage()->slotsBox()->setValue(2);
        QString told;
        answerBox(QStringLiteral("OK"), &told);
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        QVERIFY2(told.contains(QStringLiteral("apply when the console next starts the local daemon")), qPrintable(told));
        QCOMPARE(dialog->daemonNotice(), told.trimmed());
        // The next daemon it starts gets them.
        QCOMPARE(flagValue(backend->daemonArguments(), QStringLiteral("--slots")), QStringLiteral("2"));
    }

private:
    test::DaemonProcess m_tcpDaemon { { QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0") } };
    QColor m_initialWindow;
};

int main(int argc, char** argv)
{
    // Settings in a folder of their own: nothing of the user's or of the other UI tests is read or changed.
    QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("trainyard"));
    QApplication::setApplicationName(QStringLiteral("trainyard"));
    TestSettings test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_settings.moc"
