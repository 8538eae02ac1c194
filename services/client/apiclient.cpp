#include "apiclient.h"

#include "spec/jsoncodec.h"
#include "spec/strictjson.h"

#include <QPointer>

#include <algorithm>
#include <cctype>

namespace trainyard::client {

namespace {

    // The canonical code an HTTP status stands for (google.rpc.Code's mapping), for answers that are
    // not a google.rpc.Status (a proxy's page, a refresh that failed before any request went out).
    std::string canonicalStatus(int httpStatus)
    {
        switch (httpStatus) {
        case 400: return "INVALID_ARGUMENT";
        case 401: return "UNAUTHENTICATED";
        case 403: return "PERMISSION_DENIED";
        case 404: return "NOT_FOUND";
        case 409: return "ABORTED";
        case 429: return "RESOURCE_EXHAUSTED";
        case 499: return "CANCELLED";
        case 501: return "UNIMPLEMENTED";
        case 502:
        case 503: return "UNAVAILABLE";
        case 504: return "DEADLINE_EXCEEDED";
        default: return httpStatus >= 500 ? "INTERNAL" : "UNKNOWN";
        }
    }

    bool isAuthorizationHeader(const std::pair<std::string, std::string>& header)
    {
        return std::equal(header.first.begin(), header.first.end(), "authorization", "authorization" + 13,
            [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == b; });
    }

    template <typename T>
    ApiResult<T> decodeJob(const HttpResponse& response)
    {
        if (!response.ok())
            return ApiClient::errorOf(response);
        auto decoded = spec::jobFromJsonText(response.body);
        if (!decoded)
            return ApiError { response.status, "INVALID_RESPONSE", "the server sent a job this console cannot read: " + decoded.error.toString(), {} };
        return std::move(*decoded.value);
    }

} // namespace

std::string urlEncode(std::string_view text)
{
    static const char hex[] = "0123456789ABCDEF";
    std::string out;
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
            out += static_cast<char>(c);
        } else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

ApiClient::ApiClient(HttpTransport& transport, Endpoint endpoint, QObject* parent)
    : QObject(parent)
    , m_transport(transport)
    , m_endpoint(std::move(endpoint))
{
}

HttpRequest ApiClient::request(const std::string& method, const std::string& path, const std::string& body) const
{
    HttpRequest request = bareRequest(method, path, body);
    if (const std::string token = currentToken(); !token.empty())
        request.headers.emplace_back("Authorization", "Bearer " + token);
    return request;
}

HttpRequest ApiClient::bareRequest(const std::string& method, const std::string& path, const std::string& body) const
{
    HttpRequest request;
    request.method = method;
    request.url = m_endpoint.baseUrl + "/v1/" + path;
    request.unixSocket = m_endpoint.unixSocket;
    request.security = m_endpoint.security;
    request.body = body;
    request.headers.emplace_back("Accept", "application/json");
    if (!body.empty())
        request.headers.emplace_back("Content-Type", "application/json");
    return request;
}

std::string ApiClient::currentToken() const
{
    if (m_endpoint.tokens)
        return m_endpoint.tokens->current();
    return m_endpoint.token ? m_endpoint.token() : std::string();
}

void ApiClient::send(HttpRequest request, std::function<void(const HttpResponse&)> done)
{
    TokenProvider* tokens = m_endpoint.tokens;
    if (!tokens || !tokens->current().empty()) {
        dispatch(std::move(request), false, std::move(done));
        return;
    }
    // No token yet (the provider has not run): get one before the first request goes out.
    QPointer<ApiClient> self(this);
    tokens->refresh([self, request = std::move(request), done = std::move(done)](const std::string& error) mutable {
        ApiClient* client = self.data();
        if (!client)
            return;
        if (!error.empty()) {
            HttpResponse failed;
            failed.status = 401;
            failed.error = "no access token could be had: " + error;
            done(failed);
            return;
        }
        client->dispatch(std::move(request), false, std::move(done));
    });
}

void ApiClient::dispatch(HttpRequest request, bool retried, std::function<void(const HttpResponse&)> done)
{
    std::erase_if(request.headers, isAuthorizationHeader);
    const std::string token = currentToken();
    if (!token.empty())
        request.headers.emplace_back("Authorization", "Bearer " + token);
    QPointer<ApiClient> self(this);
    HttpRequest again = request;
    m_transport.send(std::move(request),
        [self, again = std::move(again), token, retried, done = std::move(done)](const HttpResponse& response) mutable {
            ApiClient* client = self.data();
            if (!client) // a client destroyed meanwhile calls nothing back
                return;
            TokenProvider* tokens = client->m_endpoint.tokens;
            if (response.status != 401 || retried || !tokens) {
                done(response);
                return;
            }
            if (client->currentToken() != token) { // another request refreshed it meanwhile
                client->dispatch(std::move(again), true, std::move(done));
                return;
            }
            tokens->refresh([self, again = std::move(again), response, done = std::move(done)](const std::string& error) mutable {
                ApiClient* refreshed = self.data();
                if (!refreshed)
                    return;
                if (!error.empty()) {
                    HttpResponse failed = response;
                    failed.error = "the access token could not be refreshed: " + error;
                    done(failed);
                    return;
                }
                refreshed->dispatch(std::move(again), true, std::move(done));
            });
        });
}

ApiError ApiClient::errorOf(const HttpResponse& response)
{
    ApiError error;
    error.httpStatus = response.status;
    error.security = response.security;
    if (response.status == 0) {
        error.status = "UNAVAILABLE";
        error.message = response.error.empty() ? "no answer from the server" : response.error;
        return error;
    }
    const auto body = spec::parseStrictJson(response.body);
    if (body && body.value->is_object() && body.value->contains("error") && (*body.value)["error"].is_object()) {
        const auto& e = (*body.value)["error"];
        error.status = e.value("status", "");
        error.message = e.value("message", "");
        for (const auto& detail : e.value("details", nlohmann::json::array())) {
            if (!detail.is_object() || detail.value("@type", "") != "type.googleapis.com/google.rpc.BadRequest")
                continue;
            for (const auto& v : detail.value("fieldViolations", nlohmann::json::array())) {
                if (v.is_object())
                    error.violations.push_back({ v.value("field", ""), v.value("description", "") });
            }
        }
    }
    if (error.status.empty())
        error.status = canonicalStatus(response.status);
    if (!response.error.empty()) // an answer, and why it could not be helped (a token refresh that failed)
        error.message = error.message.empty() ? response.error : error.message + " (" + response.error + ")";
    if (error.message.empty()) // not a google.rpc.Status: say what came back
        error.message = "HTTP " + std::to_string(response.status) + (response.body.empty() ? std::string() : ": " + response.body.substr(0, 200));
    return error;
}

void ApiClient::call(const std::string& method, const std::string& path, const std::string& body,
    std::function<void(const HttpResponse&)> done)
{
    send(bareRequest(method, path, body), std::move(done)); // the token is asked for once, when it goes out
}

void ApiClient::createJob(const spec::Job& job, std::function<void(ApiResult<spec::Job>)> done)
{
    call("POST", "projects/" + m_endpoint.project + "/jobs", spec::toJsonText(spec::withoutOutputFields(job), -1),
        [done = std::move(done)](const HttpResponse& r) { done(decodeJob<spec::Job>(r)); });
}

void ApiClient::getJob(const std::string& jobId, std::function<void(ApiResult<spec::Job>)> done)
{
    call("GET", "projects/" + m_endpoint.project + "/jobs/" + urlEncode(jobId), {},
        [done = std::move(done)](const HttpResponse& r) { done(decodeJob<spec::Job>(r)); });
}

void ApiClient::listJobs(const std::string& filter, int pageSize, const std::string& pageToken, std::function<void(ApiResult<JobPage>)> done)
{
    std::string path = "projects/" + m_endpoint.project + "/jobs?pageSize=" + std::to_string(pageSize);
    if (!filter.empty())
        path += "&filter=" + urlEncode(filter);
    if (!pageToken.empty())
        path += "&pageToken=" + urlEncode(pageToken);
    call("GET", path, {}, [done = std::move(done)](const HttpResponse& r) {
        if (!r.ok()) {
            done(errorOf(r));
            return;
        }
        auto body = spec::parseStrictJson(r.body);
        if (!body || !body.value->is_object()) {
            done(ApiError { r.status, "INVALID_RESPONSE", "the server's job list is not a JSON object", {} });
            return;
        }
        JobPage page;
        page.nextPageToken = body.value->value("nextPageToken", "");
        for (const auto& item : body.value->value("jobs", nlohmann::json::array())) {
            auto job = spec::jobFromJson(item);
            if (!job) {
                done(ApiError { r.status, "INVALID_RESPONSE", "the server sent a job this console cannot read: " + job.error.toString(), {} });
                return;
            }
            page.jobs.push_back(std::move(*job.value));
        }
        done(std::move(page));
    });
}

void ApiClient::cancelJob(const std::string& jobId, std::function<void(std::optional<ApiError>)> done)
{
    call("POST", "projects/" + m_endpoint.project + "/jobs/" + urlEncode(jobId) + ":cancel", "{}",
        [done = std::move(done)](const HttpResponse& r) { done(r.ok() ? std::nullopt : std::optional<ApiError>(errorOf(r))); });
}

void ApiClient::patchLabels(const std::string& jobId, const std::map<std::string, std::string>& labels, const std::string& etag,
    std::function<void(ApiResult<spec::Job>)> done)
{
    nlohmann::json body = { { "labels", labels } };
    std::string mask = "labels";
    if (!etag.empty()) {
        body["etag"] = etag;
        mask += ",etag";
    }
    call("PATCH", "projects/" + m_endpoint.project + "/jobs/" + urlEncode(jobId) + "?updateMask=" + urlEncode(mask), body.dump(),
        [done = std::move(done)](const HttpResponse& r) { done(decodeJob<spec::Job>(r)); });
}

void ApiClient::listLocations(std::function<void(ApiResult<nlohmann::json>)> done)
{
    call("GET", "projects/" + m_endpoint.project + "/locations", {}, [done = std::move(done)](const HttpResponse& r) {
        if (!r.ok()) {
            done(errorOf(r));
            return;
        }
        auto body = spec::parseStrictJson(r.body);
        if (!body)
            done(ApiError { r.status, "INVALID_RESPONSE", "the server's location list is not JSON", {} });
        else
            done(std::move(*body.value));
    });
}

} // namespace trainyard::client
