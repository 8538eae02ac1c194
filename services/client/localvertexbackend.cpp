#include "localvertexbackend.h"

namespace trainyard::client {

namespace {
    // "local" and every Slurm location, from a daemon's locations list ({"locations": [{"locationId": …}]}).
    std::vector<std::string> locationIds(const nlohmann::json& answer)
    {
        std::vector<std::string> ids;
        const auto locations = answer.find("locations");
        if (!answer.is_object() || locations == answer.end() || !locations->is_array())
            return ids;
        for (const auto& location : *locations) {
            const auto id = location.find("locationId");
            if (location.is_object() && id != location.end() && id->is_string() && !id->get_ref<const std::string&>().empty())
                ids.push_back(id->get<std::string>());
        }
        return ids;
    }
} // namespace

LocalVertexBackend::LocalVertexBackend(QString name, HttpTransport& transport, LocalDaemonBackend& local, QObject* parent)
    : VertexBackend(std::move(name), transport, optionsFor(local), parent)
    , m_local(&local)
{
    connect(&local, &Backend::statusChanged, this, &LocalVertexBackend::localStatusChanged);
    connect(&local, &QObject::destroyed, this, [this] { m_local = nullptr; });
}

VertexBackendOptions LocalVertexBackend::optionsFor(const LocalDaemonBackend& local)
{
    VertexBackendOptions options;
    options.project = "local";
    options.regions = { "local" }; // until the daemon names its locations
    options.endpointOverride = "http://localhost"; // the host of a Unix socket's URLs, as the local backend's
    options.unixSocket = local.socketPath();
    options.daemon = true;
    return options;
}

void LocalVertexBackend::connectBackend()
{
    if (m_local && m_local->status().state == ConnectionState::Connected) {
        m_waiting = false;
        connectToDaemon();
        return;
    }
    // Cheap: nothing is sent until the local backend has found (or started) the daemon.
    m_waiting = true;
    const bool first = status().state == ConnectionState::Connecting;
    setStatus(first ? ConnectionState::Connecting : ConnectionState::Reconnecting, tr("waiting for the local daemon"));
}

void LocalVertexBackend::localStatusChanged(const ConnectionStatus& status)
{
    if (status.state != ConnectionState::Connected)
        return; // this backend finds its own outages when it next asks
    if (m_waiting) {
        m_waiting = false;
        connectToDaemon();
    } else {
        readLocations(nullptr); // a restarted daemon may have other Slurm locations
    }
}

void LocalVertexBackend::connectToDaemon()
{
    QPointer<LocalVertexBackend> self(this);
    readLocations([self] {
        if (self)
            self->VertexBackend::connectBackend();
    });
}

void LocalVertexBackend::readLocations(std::function<void()> then)
{
    // The daemon's locations decide which lists are read; a daemon without Slurm answers just "local".
    if (!m_local)
        return;
    QPointer<LocalVertexBackend> self(this);
    m_local->listLocations([self, then = std::move(then)](ApiResult<nlohmann::json> result) {
        if (!self)
            return;
        if (const auto* answer = std::get_if<nlohmann::json>(&result))
            self->setRegions(locationIds(*answer));
        if (then)
            then();
    });
}

} // namespace trainyard::client
