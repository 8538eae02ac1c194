#include "console/backendfactory.h"

#include "console/filetokenprovider.h"

#include "client/commandtokenprovider.h"
#include "client/googlebackend.h"
#include "client/restbackend.h"
#include "client/sshdaemonbackend.h"
#include "client/vertexbackend.h"

namespace trainyard::ui {

std::unique_ptr<client::Backend> BackendFactory::create(const RemoteBackendConfig& config, client::HttpTransport& transport)
{
    if (config.kind == RemoteBackendConfig::Kind::Ssh) {
        // No token: ssh authenticated the user, and the daemon's socket there is theirs alone.
        client::SshBackendOptions options;
        options.target = config.sshTarget();
        options.remoteSocket = config.remoteSocket.trimmed();
        options.autostart = config.startRemoteDaemon;
        if (!config.remoteProgram.trimmed().isEmpty())
            options.remoteProgram = config.remoteProgram.trimmed();
        options.remoteArguments = config.remoteArguments;
        return std::make_unique<client::SshDaemonBackend>(config.name, transport, options);
    }
    client::TokenProvider* tokens = nullptr;
    if (!config.tokenCommand.isEmpty())
        tokens = new client::CommandTokenProvider(config.tokenCommand);
    else if (!config.tokenFile.isEmpty())
        tokens = new FileTokenProvider(config.tokenFile);
    std::unique_ptr<client::Backend> backend;
    if (config.kind == RemoteBackendConfig::Kind::Google) {
        client::GoogleBackendOptions options;
        options.project = config.project.toStdString();
        options.tokens = tokens;
        if (!config.baseUrl.isEmpty())
            options.mlBaseUrl = config.baseUrl.toStdString();
        backend = std::make_unique<client::GoogleBackend>(transport, options);
    } else if (config.kind == RemoteBackendConfig::Kind::Vertex) {
        client::VertexBackendOptions options;
        options.project = config.project.toStdString();
        options.tokens = tokens;
        for (const QString& region : config.regions)
            options.regions.push_back(region.trimmed().toStdString());
        options.endpointOverride = config.baseUrl.toStdString();
        options.security = { config.caFile.toStdString(), config.pinnedKey.toStdString(), config.allowCleartextHttp };
        if (config.baseUrl.startsWith(QStringLiteral("unix:/"))) { // a daemon's socket, as the local daemon is reached
            options.unixSocket = config.baseUrl.mid(5).toStdString();
            options.endpointOverride = "http://localhost";
        }
        while (!options.endpointOverride.empty() && options.endpointOverride.back() == '/')
            options.endpointOverride.pop_back();
        backend = std::make_unique<client::VertexBackend>(config.name, transport, options);
    } else {
        client::Endpoint endpoint;
        endpoint.baseUrl = config.baseUrl.toStdString();
        while (!endpoint.baseUrl.empty() && endpoint.baseUrl.back() == '/')
            endpoint.baseUrl.pop_back();
        endpoint.project = config.project.toStdString();
        endpoint.tokens = tokens;
        endpoint.security = { config.caFile.toStdString(), config.pinnedKey.toStdString(), config.allowCleartextHttp };
        backend = std::make_unique<client::RestBackend>(config.name, transport, endpoint);
    }
    if (tokens) // a child outlives its parent's destructor body, so the backend can use it to the end
        tokens->setParent(backend.get());
    return backend;
}

} // namespace trainyard::ui
