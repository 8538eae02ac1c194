#pragma once

#include "console/remotebackendconfig.h"

#include "client/backend.h"
#include "client/httptransport.h"

#include <QHash>
#include <QList>
#include <QObject>

#include <functional>
#include <memory>

namespace trainyard::client {
class LocalDaemonBackend;
}

namespace trainyard::ui {

class BackendSession;

// The backends the console shows, as sessions, in the order they were added: it owns the HTTP
// transport they share, the sessions, and which stored configuration each remote one was made from,
// so that a change of the settings replaces only what changed (an unchanged backend keeps its
// connection and its jobs).
//
// A removed session may still be named by something open (a wizard that can submit to it): it is
// kept, retired, until inUse() (set by the window) says nothing holds it, and released then.
class BackendRegistry : public QObject {
    Q_OBJECT

public:
    explicit BackendRegistry(QObject* parent = nullptr);
    ~BackendRegistry() override;

    client::HttpTransport& transport() { return *m_transport; }
    const QList<BackendSession*>& sessions() const { return m_sessions; }
    // The local daemon's backend; null when there is none.
    client::LocalDaemonBackend* localBackend() const;
    // The session of the backend with this name; null when none has it.
    BackendSession* sessionNamed(const QString& name) const;

    // Adds a backend and starts it (connect, list, watch); added() comes before it starts.
    BackendSession* add(std::unique_ptr<client::Backend> backend);
    // Adds the local daemon's session and, after it, its Vertex AI session (a LocalVertexBackend on the
    // same socket, named "<local name> · Vertex AI"), which waits for the local one to find or start
    // the daemon. Neither is a remote: settings never remove them. Answers the local session.
    BackendSession* addLocal(std::unique_ptr<client::LocalDaemonBackend> local);
    // Adds the backend a stored configuration describes (BackendFactory).
    BackendSession* addRemote(const RemoteBackendConfig& config);
    // Shows these remote backends (the settings changed): new ones added, changed ones replaced, those
    // no longer there removed; the others (the local daemon) stay.
    void setRemotes(const QList<RemoteBackendConfig>& configs);
    // Takes a session out; removing() comes while it is still listed, removed() once it is not.
    void remove(BackendSession* session);

    // Whether something still holds removed sessions (default: nothing).
    void setInUse(std::function<bool()> inUse) { m_inUse = std::move(inUse); }
    // Deletes the removed sessions unless inUse() says they are held.
    void releaseRetired();
    // Deletes every session (the window is closing; its views have let go of them).
    void clear();

signals:
    void added(trainyard::ui::BackendSession* session);
    void removing(trainyard::ui::BackendSession* session);
    void removed(trainyard::ui::BackendSession* session);

private:
    std::unique_ptr<client::HttpTransport> m_transport;
    QList<BackendSession*> m_sessions;
    QHash<BackendSession*, RemoteBackendConfig> m_remoteConfigs; // the remote sessions, by what they were made from
    QList<BackendSession*> m_retired; // removed while held
    std::function<bool()> m_inUse;
};

} // namespace trainyard::ui
