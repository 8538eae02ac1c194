#pragma once

#include "httptransport.h"
#include "tokenprovider.h"

#include "spec/job.h"

#include <nlohmann/json.hpp>

#include <QObject>

#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace trainyard::client {

// Where a v1 API lives and how to reach it.
struct Endpoint {
    std::string baseUrl; // "http://localhost" for a Unix socket, "https://ml.googleapis.com", "http://gpu-box:8470"
    std::string unixSocket; // set for the local daemon
    std::string project = "local";
    std::function<std::string()> token; // bearer token, asked for on every request (it may be refreshed)
    // Where the bearer token comes from (non-owning; it must outlive the client); when set it is used
    // instead of `token`. A request answered 401 gets the token refreshed once and is sent once more.
    TokenProvider* tokens = nullptr;
    // The CA file, pinned key and cleartext permission every request to it carries.
    TransportSecurity security {};
};

struct FieldViolation {
    std::string field;
    std::string description;
};

// What went wrong, as the user should see it: the server's own message and every field violation,
// or why no answer came.
struct ApiError {
    int httpStatus = 0; // 0: no HTTP answer (see message)
    std::string status; // "INVALID_ARGUMENT", "NOT_FOUND" …
    std::string message;
    std::vector<FieldViolation> violations;
    SecurityFailure security = SecurityFailure::None; // no answer because the connection was not trusted or not allowed
    bool transportFailure() const { return httpStatus == 0; }
};

template <typename T>
using ApiResult = std::variant<T, ApiError>;

struct JobPage {
    std::vector<spec::Job> jobs;
    std::string nextPageToken;
};

// The v1 jobs and locations methods, typed: requests are built from and replies decoded into the spec
// library's types, errors into ApiError. Asynchronous; callbacks run on the caller's thread.
class ApiClient : public QObject {
    Q_OBJECT

public:
    ApiClient(HttpTransport& transport, Endpoint endpoint, QObject* parent = nullptr);

    const Endpoint& endpoint() const { return m_endpoint; }

    void createJob(const spec::Job& job, std::function<void(ApiResult<spec::Job>)> done);
    void getJob(const std::string& jobId, std::function<void(ApiResult<spec::Job>)> done);
    void listJobs(const std::string& filter, int pageSize, const std::string& pageToken, std::function<void(ApiResult<JobPage>)> done);
    void cancelJob(const std::string& jobId, std::function<void(std::optional<ApiError>)> done);
    void patchLabels(const std::string& jobId, const std::map<std::string, std::string>& labels, const std::string& etag,
        std::function<void(ApiResult<spec::Job>)> done);
    void listLocations(std::function<void(ApiResult<nlohmann::json>)> done);

    // The request a method sends, for streams and extensions: url = base + "/v1/" + path. A stream
    // built this way that is answered 401 is the caller's to retry (after tokens->refresh()).
    HttpRequest request(const std::string& method, const std::string& path, const std::string& body = {}) const;

    // Sends any request (another API of the same account, such as Cloud Logging) with the endpoint's
    // token, as the typed methods do: with a token provider, a request is sent only once a token is
    // there, and one answered 401 gets the token refreshed and is retried once. A refresh that fails
    // ends the request with the 401, its `error` saying why no token could be had (errorOf() adds
    // that to the message). `done` is not called once the client is destroyed.
    void send(HttpRequest request, std::function<void(const HttpResponse&)> done);

    // Decodes a google.rpc.Status body, or describes a transport failure.
    static ApiError errorOf(const HttpResponse& response);

private:
    void call(const std::string& method, const std::string& path, const std::string& body,
        std::function<void(const HttpResponse&)> done);
    HttpRequest bareRequest(const std::string& method, const std::string& path, const std::string& body) const;
    void dispatch(HttpRequest request, bool retried, std::function<void(const HttpResponse&)> done);
    std::string currentToken() const;

    HttpTransport& m_transport;
    Endpoint m_endpoint;
};

// Percent-encodes a query parameter value.
std::string urlEncode(std::string_view text);

} // namespace trainyard::client
