#pragma once

#include "filesresource.h"
#include "httpserver.h"
#include "importanceresource.h"
#include "jobsresource.h"
#include "scalarsresource.h"
#include "vertexresource.h"

#include <QObject>

#include <optional>
#include <string>
#include <vector>

namespace trainyard::daemon {

class Engine;
class ResourceMonitor;

// The HTTP surface: the v1 jobs and locations methods exactly as ml.v1.discovery.json describes them,
// Vertex AI's customJobs and hyperparameterTuningJobs (VertexResource),
// the daemon's extensions (jobs:watch, logs, events, resources, importance, scalars, files, healthz, metrics; docs/api.md), authentication
// and the checks that keep browsers and other hosts out of a TCP listener.
class Api : public QObject {
    Q_OBJECT

public:
    struct Security {
        std::string token; // required on TCP; empty means TCP is off
        std::vector<std::string> allowedHosts; // Host header values accepted on TCP ("127.0.0.1:8470" …)
    };

    Api(Engine& engine, ResourceMonitor& monitor, Security security, QObject* parent = nullptr);

    void handle(HttpExchange& exchange);
    // The answer that refuses a request by its head alone (no valid token, a foreign Host or Origin on
    // TCP), or nullopt. HttpServer asks this before it reads the body (HttpServer::setHeadCheck).
    std::optional<HttpResponse> checkHead(const HttpRequest& head, bool overTcp) const;

private:
    void route(HttpExchange& exchange, const std::vector<std::string>& segments);
    void jobs(HttpExchange& exchange, const std::string& collectionOrJob, const std::vector<std::string>& rest);
    // GET …/{job}/logs, logs:attributes, logs:search, events, resources, importance, scalars, files and
    // files/{path} (docs/api.md) of an existing engine job, whichever surface named it; any other `path`
    // is left unanswered (404). `pathSegment`: where `path` begins among the request path's segments
    // (files/{path} is read from the request's target as sent, still percent-encoded).
    void jobExtension(HttpExchange& exchange, const std::string& jobId, const std::string& path, std::size_t pathSegment);
    void logs(HttpExchange& exchange, const std::string& jobId);
    void resources(HttpExchange& exchange, const std::string& jobId);
    bool authorized(HttpExchange& exchange);

    Engine& m_engine;
    ResourceMonitor& m_monitor;
    Security m_security;
    JobsResource m_jobs;
    VertexResource m_vertex;
    ImportanceResource m_importance;
    FilesResource m_files;
    ScalarsResource m_scalars;
};

// Compares secrets in time independent of where they differ.
bool constantTimeEquals(const std::string& a, const std::string& b);

} // namespace trainyard::daemon
