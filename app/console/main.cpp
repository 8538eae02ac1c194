// trainyard: the desktop console. Everything lives in trainyard_ui; this file reads the command line.
#include "ui/languages.h"
#include "ui/mainwindow.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/theme.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("trainyard"));
    QApplication::setOrganizationName(QStringLiteral("trainyard"));
    QApplication::setApplicationVersion(QStringLiteral(TRAINYARD_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.trainyard.Trainyard")); // packaging/: the .desktop file's installed name
    // Before any text is made, the help included: the language chosen in the settings, else the system's.
    trainyard::ui::installTranslations(QSettings().value(QStringLiteral("appearance/language")).toString());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("trainyard", "Desktop console for machine-learning training jobs."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption socket(QStringLiteral("socket"), QApplication::translate("trainyard", "The local daemon's socket (default: the daemon's own default)."), QStringLiteral("PATH"));
    const QCommandLineOption daemon(QStringLiteral("daemon"), QApplication::translate("trainyard", "The trainyardd to start when none answers (default: next to this program, else on PATH)."), QStringLiteral("PROGRAM"));
    const QCommandLineOption daemonArg(QStringLiteral("daemon-arg"), QApplication::translate("trainyard", "An argument for a daemon the console starts (repeatable), e.g. --daemon-arg=--data-dir=/srv/jobs."), QStringLiteral("ARG"));
    const QCommandLineOption noStart(QStringLiteral("no-autostart"), QApplication::translate("trainyard", "Never start the local daemon; only connect to it."));
    const QCommandLineOption noLocal(QStringLiteral("no-local"), QApplication::translate("trainyard", "Do not show the local daemon at all (remote backends only)."));
    parser.addOptions({ socket, daemon, daemonArg, noStart, noLocal });
    parser.process(app);

    trainyard::ui::ConsoleOptions options;
    options.localDaemon.socketPath = parser.value(socket).toStdString();
    options.localDaemon.program = parser.value(daemon);
    options.localDaemon.arguments = parser.values(daemonArg);
    options.localDaemon.autostart = !parser.isSet(noStart);
    options.withLocalDaemon = !parser.isSet(noLocal);

    trainyard::ui::applyTheme(trainyard::ui::AppSettings::theme());
    trainyard::ui::MainWindow window(options);
    window.show();
    return QApplication::exec();
}
