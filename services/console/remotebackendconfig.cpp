#include "console/remotebackendconfig.h"

#include <QCoreApplication>
#include <QSettings>
#include <QUrl>

namespace trainyard::ui {

namespace {
    QString settingsGroup() { return QStringLiteral("backends"); }
}

QString RemoteBackendConfig::problem() const
{
    if (name.trimmed().isEmpty())
        return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog", "Name: give the backend a name.");
    const QUrl url(baseUrl);
    if (kind == Kind::Daemon && (!url.isValid() || (url.scheme() != QStringLiteral("http") && url.scheme() != QStringLiteral("https")) || url.host().isEmpty()))
        return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog", "URL: must be http:// or https:// with a host, like http://gpu-box:8470.");
    if (project.trimmed().isEmpty())
        return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog", "Project: must not be empty (a daemon's project is \"local\").");
    return {};
}

QList<RemoteBackendConfig> RemoteBackendConfig::loadAll()
{
    QSettings settings;
    QList<RemoteBackendConfig> out;
    const int n = settings.beginReadArray(settingsGroup());
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        RemoteBackendConfig c;
        c.kind = settings.value(QStringLiteral("kind")).toString() == QStringLiteral("google") ? Kind::Google : Kind::Daemon;
        c.name = settings.value(QStringLiteral("name")).toString();
        c.baseUrl = settings.value(QStringLiteral("url")).toString();
        c.project = settings.value(QStringLiteral("project")).toString();
        c.tokenFile = settings.value(QStringLiteral("tokenFile")).toString();
        c.tokenCommand = settings.value(QStringLiteral("tokenCommand")).toString();
        if (c.problem().isEmpty())
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
        settings.setValue(QStringLiteral("kind"), c.kind == Kind::Google ? QStringLiteral("google") : QStringLiteral("daemon"));
        settings.setValue(QStringLiteral("name"), c.name);
        settings.setValue(QStringLiteral("url"), c.baseUrl);
        settings.setValue(QStringLiteral("project"), c.project);
        settings.setValue(QStringLiteral("tokenFile"), c.tokenFile);
        settings.setValue(QStringLiteral("tokenCommand"), c.tokenCommand);
    }
    settings.endArray();
}

} // namespace trainyard::ui
