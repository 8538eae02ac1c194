#include "console/remotebackendconfig.h"

#include "client/httptransport.h"
#include "client/sshtunnel.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSettings>
#include <QUrl>

namespace trainyard::ui {

namespace {
    QString settingsGroup() { return QStringLiteral("backends"); }

    QString kindName(RemoteBackendConfig::Kind kind)
    {
        switch (kind) {
        case RemoteBackendConfig::Kind::Google: return QStringLiteral("google");
        case RemoteBackendConfig::Kind::Vertex: return QStringLiteral("vertex");
        case RemoteBackendConfig::Kind::Ssh: return QStringLiteral("ssh");
        case RemoteBackendConfig::Kind::Daemon: break;
        }
        return QStringLiteral("daemon");
    }

    RemoteBackendConfig::Kind kindNamed(const QString& name)
    {
        if (name == QStringLiteral("google"))
            return RemoteBackendConfig::Kind::Google;
        if (name == QStringLiteral("vertex"))
            return RemoteBackendConfig::Kind::Vertex;
        if (name == QStringLiteral("ssh"))
            return RemoteBackendConfig::Kind::Ssh;
        return RemoteBackendConfig::Kind::Daemon;
    }

    bool httpUrl(const QString& text)
    {
        const QUrl url(text);
        return url.isValid() && (url.scheme() == QStringLiteral("http") || url.scheme() == QStringLiteral("https")) && !url.host().isEmpty();
    }
}

QString RemoteBackendConfig::problem() const
{
    const QString problem = loadProblem();
    return problem.isEmpty() ? cleartextProblem() : problem;
}

QString RemoteBackendConfig::cleartextProblem() const
{
    // A Vertex backend's URL, when it has one, is a daemon's too; SSH carries no URL and no token.
    if (kind == Kind::Google || kind == Kind::Ssh || allowCleartextHttp || !client::cleartextToNetwork(baseUrl.toStdString()))
        return {};
    return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog",
        "URL: plain http:// to another machine sends the token and every job unencrypted; use https:// (trainyardd --tls-cert) "
        "or tick \"Allow plain HTTP\".");
}

QString RemoteBackendConfig::loadProblem() const
{
    if (name.trimmed().isEmpty())
        return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog", "Name: give the backend a name.");
    if (kind == Kind::Ssh)
        return sshProblem();
    const bool socket = kind == Kind::Vertex && baseUrl.startsWith(QStringLiteral("unix:/"));
    if ((kind == Kind::Daemon || (kind == Kind::Vertex && !baseUrl.isEmpty() && !socket)) && !httpUrl(baseUrl))
        return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog", "URL: must be http:// or https:// with a host, like http://gpu-box:8470.");
    if (kind == Kind::Vertex) {
        // A region is one path segment of every URL: lower-case letters, digits and dashes (us-central1).
        static const QRegularExpression regionName(QStringLiteral("^[a-z][a-z0-9-]*$"));
        if (regions.isEmpty() && baseUrl.isEmpty())
            return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog", "Regions: name at least one, like us-central1.");
        for (const QString& region : regions) {
            if (!regionName.match(region).hasMatch())
                return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog", "Regions: \"%1\" is not a region name, like us-central1.").arg(region);
        }
    }
    if (project.trimmed().isEmpty())
        return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog", "Project: must not be empty (a daemon's project is \"local\").");
    static const QRegularExpression pin(QStringLiteral("^sha256//[A-Za-z0-9+/]{43}=$"));
    if (!pinnedKey.isEmpty() && !pin.match(pinnedKey).hasMatch())
        return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog", "Pinned key: must be sha256// and 44 characters of base64, as trainyardd prints it.");
    return {};
}

QString RemoteBackendConfig::sshProblem() const
{
    if (const QString problem = sshTarget().problem(); !problem.isEmpty())
        return problem;
    if (!remoteSocket.isEmpty() && !remoteSocket.startsWith(QLatin1Char('/')))
        return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog",
            "Daemon socket: must be an absolute path on the host, like /run/user/1000/trainyard/daemon.sock, or empty for the daemon's default.");
    if (startRemoteDaemon && remoteArguments.contains(QStringLiteral("--socket")))
        return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog",
            "Daemon arguments: leave --socket out; the console passes the daemon socket above.");
    if (startRemoteDaemon) {
        // The line is sh on the host (~ and $HOME expand there), but only the daemon's flags: nothing
        // that would end its command or start another.
        static const QRegularExpression separator(QStringLiteral("[;&|`\\n<>]"));
        if (remoteArguments.contains(separator))
            return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog",
                "Daemon arguments: only the daemon's flags; ; & | ` < > and line breaks are not allowed.");
        bool single = false;
        bool dbl = false;
        for (const QChar c : remoteArguments) {
            if (c == QLatin1Char('\'') && !dbl)
                single = !single;
            else if (c == QLatin1Char('"') && !single)
                dbl = !dbl;
        }
        if (single || dbl)
            return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog", "Daemon arguments: a quote is not closed.");
    }
    return {};
}

client::SshTarget RemoteBackendConfig::sshTarget() const
{
    client::SshTarget target;
    target.destination = sshDestination.trimmed();
    target.jumpHost = sshJumpHost.trimmed();
    target.configFile = sshConfigFile.trimmed();
    return target;
}

QList<RemoteBackendConfig> RemoteBackendConfig::loadAll()
{
    QSettings settings;
    QList<RemoteBackendConfig> out;
    const int n = settings.beginReadArray(settingsGroup());
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        RemoteBackendConfig c;
        c.kind = kindNamed(settings.value(QStringLiteral("kind")).toString());
        c.name = settings.value(QStringLiteral("name")).toString();
        c.baseUrl = settings.value(QStringLiteral("url")).toString();
        c.project = settings.value(QStringLiteral("project")).toString();
        c.tokenFile = settings.value(QStringLiteral("tokenFile")).toString();
        c.tokenCommand = settings.value(QStringLiteral("tokenCommand")).toString();
        c.regions = settings.value(QStringLiteral("regions")).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
        c.caFile = settings.value(QStringLiteral("caFile")).toString();
        c.pinnedKey = settings.value(QStringLiteral("pinnedKey")).toString();
        c.allowCleartextHttp = settings.value(QStringLiteral("allowCleartextHttp"), false).toBool();
        c.sshDestination = settings.value(QStringLiteral("sshDestination")).toString();
        c.sshJumpHost = settings.value(QStringLiteral("sshJumpHost")).toString();
        c.sshConfigFile = settings.value(QStringLiteral("sshConfigFile")).toString();
        c.remoteSocket = settings.value(QStringLiteral("remoteSocket")).toString();
        c.startRemoteDaemon = settings.value(QStringLiteral("startRemoteDaemon"), true).toBool();
        c.remoteProgram = settings.value(QStringLiteral("remoteProgram")).toString();
        c.remoteArguments = settings.value(QStringLiteral("remoteArguments")).toString();
        if (c.loadProblem().isEmpty())
            out.append(c);
    }
    settings.endArray();
    return out;
}

void RemoteBackendConfig::append(const RemoteBackendConfig& config)
{
    QList<RemoteBackendConfig> all = loadAll();
    all.append(config);
    saveAll(all);
}

void RemoteBackendConfig::saveAll(const QList<RemoteBackendConfig>& all)
{
    QSettings settings;
    settings.remove(settingsGroup()); // a shorter list leaves no entries of the longer one behind
    settings.beginWriteArray(settingsGroup(), static_cast<int>(all.size()));
    for (int i = 0; i < all.size(); ++i) {
        settings.setArrayIndex(i);
        const auto& c = all[i];
        settings.setValue(QStringLiteral("kind"), kindName(c.kind));
        settings.setValue(QStringLiteral("name"), c.name);
        settings.setValue(QStringLiteral("url"), c.baseUrl);
        settings.setValue(QStringLiteral("project"), c.project);
        settings.setValue(QStringLiteral("tokenFile"), c.tokenFile);
        settings.setValue(QStringLiteral("tokenCommand"), c.tokenCommand);
        if (!c.regions.isEmpty())
            settings.setValue(QStringLiteral("regions"), c.regions.join(QLatin1Char(',')));
        if (!c.caFile.isEmpty())
            settings.setValue(QStringLiteral("caFile"), c.caFile);
        if (!c.pinnedKey.isEmpty())
            settings.setValue(QStringLiteral("pinnedKey"), c.pinnedKey);
        if (c.allowCleartextHttp)
            settings.setValue(QStringLiteral("allowCleartextHttp"), true);
        if (c.kind == Kind::Ssh) {
            settings.setValue(QStringLiteral("sshDestination"), c.sshDestination);
            settings.setValue(QStringLiteral("sshJumpHost"), c.sshJumpHost);
            settings.setValue(QStringLiteral("sshConfigFile"), c.sshConfigFile);
            settings.setValue(QStringLiteral("remoteSocket"), c.remoteSocket);
            settings.setValue(QStringLiteral("startRemoteDaemon"), c.startRemoteDaemon);
            settings.setValue(QStringLiteral("remoteProgram"), c.remoteProgram);
            settings.setValue(QStringLiteral("remoteArguments"), c.remoteArguments);
        }
    }
    settings.endArray();
}

} // namespace trainyard::ui
