#pragma once

#include <QObject>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace trainyard::client {

// How a request to a remote server is secured (docs/remote.md, "A team daemon over TLS").
struct TransportSecurity {
    // https://: the CA certificates (PEM) the server's chain must lead to; empty: the system's.
    std::string caFile;
    // https://: "sha256//BASE64", the SHA-256 of the server's public key (curl's CURLOPT_PINNEDPUBLICKEY).
    // With a pin the chain and the host name are not verified: the pin is the trust (a self-signed
    // certificate the user accepted once). A server with another key is refused before anything is sent.
    std::string pinnedPublicKey;
    // http:// to a host that is not loopback sends the token and the jobs readable by anyone on the
    // path: refused unless this is set.
    bool allowCleartextHttp = false;
};

// Why a request was refused for its security, so that the console can offer the right remedy.
enum class SecurityFailure {
    None,
    Untrusted, // the certificate is not trusted (self-signed, unknown CA, wrong host name)
    PinMismatch, // the server's key is not the pinned one: the certificate changed, or someone intercepts
    CaFileUnreadable,
    Handshake, // no TLS session (a server speaking plain HTTP, no common version)
    CleartextRefused, // http:// to a host that is not loopback, not allowed
};

// Whether `url` is plain http:// to a host other than this machine (localhost, 127.0.0.0/8, ::1).
bool cleartextToNetwork(const std::string& url);

struct HttpRequest {
    std::string method = "GET";
    std::string url; // "http://localhost/v1/…" (with unixSocket) or "https://host:port/v1/…"
    std::string unixSocket; // connect here instead of the URL's host (the local daemon)
    std::vector<std::pair<std::string, std::string>> headers;
    std::string body;
    int timeoutMs = 30'000; // the whole exchange; a stream has no total limit, only the connect timeout
    int connectTimeoutMs = 5'000;
    bool stream = false; // deliver the body piece by piece to onData instead of in the response
    // A stream's pieces handed to this on the network thread itself instead of to onData on the owner's:
    // for a consumer that decodes them there (LogFollowDecoder). It must be thread-safe and quick.
    std::function<void(std::string_view)> onNetworkData;
    TransportSecurity security;
};

struct HttpResponse {
    int status = 0; // 0 when no HTTP answer arrived; then `error` says why
    std::map<std::string, std::string> headers; // lower-case names
    std::string body;
    std::string error; // in words a user understands first, then curl's own
    SecurityFailure security = SecurityFailure::None;
    bool ok() const { return error.empty() && status >= 200 && status < 300; }
};

// HTTP for the console on libcurl's multi interface, on a thread of its own: many requests and streams
// at once over reused connections, over TCP/TLS or a Unix socket, each with timeouts and cancellable.
// Callbacks run on the thread that owns the transport (the GUI thread), never on the network thread,
// so the GUI never waits on I/O and never sees a half-delivered callback after cancel().
class HttpTransport : public QObject {
    Q_OBJECT

public:
    using RequestId = quint64;
    using Done = std::function<void(const HttpResponse&)>;
    using Data = std::function<void(std::string_view)>;

    explicit HttpTransport(QObject* parent = nullptr);
    ~HttpTransport() override;

    // Starts a request. `onData` receives a streamed body as it arrives (stream = true); `done` is
    // called once at the end (for a stream: when the server closes it or it fails).
    RequestId send(HttpRequest request, Done done, Data onData = {});
    // Stops a request; none of its callbacks is called afterwards.
    void cancel(RequestId id);

private:
    struct Worker;
    void deliver(RequestId id, std::function<void()> call);

    std::unique_ptr<Worker> m_worker;
};

} // namespace trainyard::client
