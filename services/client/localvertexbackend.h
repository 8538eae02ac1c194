#pragma once

#include "localdaemonbackend.h"
#include "vertexbackend.h"

#include <QPointer>

#include <functional>

namespace trainyard::client {

// The local daemon's Vertex AI surface: a VertexBackend on the same Unix socket as a
// LocalDaemonBackend (project "local", the daemon's locations as its regions), so that the Vertex jobs
// run on this workstation — which the daemon's v1 surface does not list — have a session of their own.
//
// It never starts a daemon: the LocalDaemonBackend does that. Until that backend is connected, a
// connect here only waits (Connecting, nothing sent), so that it neither races the daemon's start nor
// reports the refused socket of a daemon still coming up; once it is connected, the daemon's locations
// are read and this backend connects as any VertexBackend does. Later outages are its own (the probe
// and backoff of VertexBackend). No token is sent, as the local backend sends none: the socket's
// permissions are what admit the user.
class LocalVertexBackend : public VertexBackend {
    Q_OBJECT

public:
    // `local` must be the backend of a session that lives as long as this one's (the registry's local one).
    LocalVertexBackend(QString name, HttpTransport& transport, LocalDaemonBackend& local, QObject* parent = nullptr);

    static VertexBackendOptions optionsFor(const LocalDaemonBackend& local);

    void connectBackend() override;
    bool filesAreLocal() const override { return true; } // the local daemon's machine is this one

private:
    void localStatusChanged(const ConnectionStatus& status);
    void connectToDaemon();
    void readLocations(std::function<void()> then);

    LocalDaemonBackend* m_local; // null once it is gone (a raw pointer: GCC sees QPointer's reads as null dereferences)
    bool m_waiting = false; // connectBackend() was called and waits for the local backend
};

} // namespace trainyard::client
