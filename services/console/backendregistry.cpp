#include "console/backendregistry.h"

#include "console/backendfactory.h"
#include "console/backendsession.h"

#include "client/localdaemonbackend.h"
#include "client/localvertexbackend.h"

namespace trainyard::ui {

BackendRegistry::BackendRegistry(QObject* parent)
    : QObject(parent)
    , m_transport(std::make_unique<client::HttpTransport>())
{
}

BackendRegistry::~BackendRegistry()
{
    clear(); // the sessions (and their backends) go before the transport they use
}

client::LocalDaemonBackend* BackendRegistry::localBackend() const
{
    for (BackendSession* session : m_sessions) {
        if (auto* local = qobject_cast<client::LocalDaemonBackend*>(session->backend()))
            return local;
    }
    return nullptr;
}

BackendSession* BackendRegistry::sessionNamed(const QString& name) const
{
    for (BackendSession* session : m_sessions) {
        if (session->backend()->name() == name)
            return session;
    }
    return nullptr;
}

BackendSession* BackendRegistry::add(std::unique_ptr<client::Backend> backend)
{
    auto* session = new BackendSession(std::move(backend), nullptr);
    m_sessions.append(session);
    emit added(session);
    session->start();
    return session;
}

BackendSession* BackendRegistry::addLocal(std::unique_ptr<client::LocalDaemonBackend> local)
{
    client::LocalDaemonBackend& daemon = *local;
    BackendSession* session = add(std::move(local));
    // The daemon's v1 surface does not list Vertex jobs (its Vertex surface serves them): without this
    // session, a Vertex job run on this workstation would be seen nowhere.
    add(std::make_unique<client::LocalVertexBackend>(tr("%1 · Vertex AI").arg(daemon.name()), *m_transport, daemon));
    return session;
}

BackendSession* BackendRegistry::addRemote(const RemoteBackendConfig& config)
{
    BackendSession* session = add(BackendFactory::create(config, *m_transport));
    m_remoteConfigs.insert(session, config);
    return session;
}

void BackendRegistry::setRemotes(const QList<RemoteBackendConfig>& configs)
{
    QList<RemoteBackendConfig> wanted = configs;
    for (BackendSession* session : m_remoteConfigs.keys()) {
        const qsizetype kept = wanted.indexOf(m_remoteConfigs.value(session));
        if (kept >= 0)
            wanted.removeAt(kept); // unchanged: it keeps its connection and its jobs
        else
            remove(session);
    }
    for (const RemoteBackendConfig& config : wanted)
        addRemote(config);
}

void BackendRegistry::remove(BackendSession* session)
{
    if (!m_sessions.contains(session))
        return;
    m_remoteConfigs.remove(session);
    emit removing(session);
    m_sessions.removeOne(session);
    emit removed(session);
    m_retired.append(session);
    releaseRetired();
}

void BackendRegistry::releaseRetired()
{
    if (m_inUse && m_inUse())
        return;
    qDeleteAll(m_retired);
    m_retired.clear();
}

void BackendRegistry::clear()
{
    m_remoteConfigs.clear();
    qDeleteAll(m_sessions);
    m_sessions.clear();
    qDeleteAll(m_retired);
    m_retired.clear();
}

} // namespace trainyard::ui
