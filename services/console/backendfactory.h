#pragma once

#include "console/remotebackendconfig.h"

#include "client/backend.h"
#include "client/httptransport.h"

#include <memory>

namespace trainyard::ui {

// Makes the backend a stored configuration describes: a RestBackend for a remote daemon, a
// GoogleBackend for a Google Cloud project's AI Platform Training jobs, a VertexBackend for Vertex AI
// (a project's regions, or a daemon's Vertex paths), with the token provider it names. Nothing is read or run
// here: a token command runs, and a token file is read off the GUI thread, when the first request
// needs a token.
class BackendFactory {
public:
    static std::unique_ptr<client::Backend> create(const RemoteBackendConfig& config, client::HttpTransport& transport);
};

} // namespace trainyard::ui
