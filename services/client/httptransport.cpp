#include "httptransport.h"

#include <curl/curl.h>

#include <QPointer>
#include <QUrl>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

namespace trainyard::client {

namespace {
    // curl_global_init is not thread-safe; do it once, before any transport's thread starts.
    void initCurlOnce()
    {
        static const bool initialised = [] { return curl_global_init(CURL_GLOBAL_DEFAULT) == CURLE_OK; }();
        (void)initialised;
    }

    // What a TLS failure means to a user, and what to do about it; nullopt for other failures.
    std::optional<std::pair<SecurityFailure, QString>> securityFailure(CURLcode code)
    {
        switch (code) {
        case CURLE_PEER_FAILED_VERIFICATION:
            return std::make_pair(SecurityFailure::Untrusted,
                HttpTransport::tr("The server's certificate is not trusted: it is self-signed, from an unknown certificate authority, or for another "
                   "host name. Pin it in Settings (Test, then Trust this certificate…) or give the backend a CA file."));
        case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
            return std::make_pair(SecurityFailure::PinMismatch,
                HttpTransport::tr("THE SERVER'S CERTIFICATE HAS CHANGED since you pinned it. Someone may be intercepting the connection; nothing "
                   "was sent. If the daemon's certificate was replaced on purpose, compare its fingerprint with the daemon's and "
                   "forget the old pin in the backend's settings."));
        case CURLE_SSL_CACERT_BADFILE:
            return std::make_pair(SecurityFailure::CaFileUnreadable, HttpTransport::tr("The backend's CA file cannot be read or holds no certificate."));
        case CURLE_SSL_CONNECT_ERROR:
            return std::make_pair(SecurityFailure::Handshake,
                HttpTransport::tr("The TLS handshake failed: the server may speak plain HTTP (try http://), or it offers no TLS version this console accepts."));
        default:
            return std::nullopt;
        }
    }

} // namespace

bool cleartextToNetwork(const std::string& url)
{
    const QUrl parsed(QString::fromStdString(url));
    if (parsed.scheme() != QStringLiteral("http"))
        return false;
    const QString host = parsed.host().toLower();
    if (host == QStringLiteral("localhost") || host == QStringLiteral("::1"))
        return false;
    // 127.0.0.0/8, written as four decimal numbers (curl reads no other form the same way).
    const QStringList parts = host.split(QLatin1Char('.'));
    bool loopback = parts.size() == 4 && parts.front() == QStringLiteral("127");
    for (const QString& part : parts) {
        bool number = false;
        const int value = part.toInt(&number);
        loopback = loopback && number && value >= 0 && value <= 255;
    }
    return !loopback;
}

// The network thread's side: owns the multi handle and every easy handle.
struct HttpTransport::Worker {
    struct Transfer {
        RequestId id = 0;
        HttpRequest request;
        CURL* easy = nullptr;
        curl_slist* headerList = nullptr;
        HttpResponse response;
        char curlError[CURL_ERROR_SIZE] = {};
        Worker* worker = nullptr;
    };

    explicit Worker(HttpTransport* transport)
        : owner(transport)
    {
        initCurlOnce();
        multi = curl_multi_init();
        curl_multi_setopt(multi, CURLMOPT_MAX_HOST_CONNECTIONS, 16L);
        thread = std::thread([this] { run(); });
    }

    ~Worker()
    {
        {
            std::lock_guard lock(mutex);
            stopping = true;
        }
        curl_multi_wakeup(multi);
        thread.join();
        for (auto& [id, t] : transfers)
            release(*t);
        curl_multi_cleanup(multi);
    }

    static std::size_t onBody(char* data, std::size_t size, std::size_t count, void* user)
    {
        auto* t = static_cast<Transfer*>(user);
        const std::size_t n = size * count;
        if (t->request.stream && t->response.status >= 200 && t->response.status < 300 && t->request.onNetworkData)
            t->request.onNetworkData(std::string_view(data, n));
        else if (t->request.stream && t->response.status >= 200 && t->response.status < 300)
            t->worker->owner->deliver(t->id, [id = t->id, w = t->worker, chunk = std::string(data, n)] { w->dataFor(id, chunk); });
        else
            t->response.body.append(data, n);
        return n;
    }

    static std::size_t onHeader(char* data, std::size_t size, std::size_t count, void* user)
    {
        auto* t = static_cast<Transfer*>(user);
        const std::size_t n = size * count;
        std::string_view line(data, n);
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r'))
            line.remove_suffix(1);
        if (line.starts_with("HTTP/")) {
            t->response.headers.clear(); // a new response (after 100-continue or a redirect)
            const auto space = line.find(' ');
            t->response.status = space == std::string_view::npos ? 0 : std::atoi(std::string(line.substr(space + 1, 3)).c_str());
        } else if (const auto colon = line.find(':'); colon != std::string_view::npos) {
            std::string name(line.substr(0, colon));
            std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
            std::string_view value = line.substr(colon + 1);
            while (!value.empty() && value.front() == ' ')
                value.remove_prefix(1);
            t->response.headers[name] = std::string(value);
        }
        return n;
    }

    void start(std::unique_ptr<Transfer> t)
    {
        t->worker = this;
        CURL* e = curl_easy_init();
        t->easy = e;
        const HttpRequest& r = t->request;
        curl_easy_setopt(e, CURLOPT_URL, r.url.c_str());
        if (!r.unixSocket.empty())
            curl_easy_setopt(e, CURLOPT_UNIX_SOCKET_PATH, r.unixSocket.c_str());
        curl_easy_setopt(e, CURLOPT_CUSTOMREQUEST, r.method.c_str());
        if (!r.body.empty() || r.method == "POST" || r.method == "PATCH") {
            curl_easy_setopt(e, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(r.body.size()));
            curl_easy_setopt(e, CURLOPT_COPYPOSTFIELDS, r.body.c_str());
            curl_easy_setopt(e, CURLOPT_CUSTOMREQUEST, r.method.c_str());
        }
        for (const auto& [name, value] : r.headers)
            t->headerList = curl_slist_append(t->headerList, (name + ": " + value).c_str());
        t->headerList = curl_slist_append(t->headerList, "Expect:"); // no 100-continue round trip
        curl_easy_setopt(e, CURLOPT_HTTPHEADER, t->headerList);
        curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, &Worker::onBody);
        curl_easy_setopt(e, CURLOPT_WRITEDATA, t.get());
        curl_easy_setopt(e, CURLOPT_HEADERFUNCTION, &Worker::onHeader);
        curl_easy_setopt(e, CURLOPT_HEADERDATA, t.get());
        curl_easy_setopt(e, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(r.connectTimeoutMs));
        if (!r.stream)
            curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, static_cast<long>(r.timeoutMs));
        curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(e, CURLOPT_TCP_NODELAY, 1L);
        curl_easy_setopt(e, CURLOPT_ACCEPT_ENCODING, ""); // whatever curl can decode
        curl_easy_setopt(e, CURLOPT_PRIVATE, t.get());
        curl_easy_setopt(e, CURLOPT_ERRORBUFFER, t->curlError);
        const TransportSecurity& security = r.security;
        if (!security.caFile.empty())
            curl_easy_setopt(e, CURLOPT_CAINFO, security.caFile.c_str());
        if (!security.pinnedPublicKey.empty()) {
            curl_easy_setopt(e, CURLOPT_PINNEDPUBLICKEY, security.pinnedPublicKey.c_str());
            // The pin is the trust: a self-signed certificate has no chain to verify, and its name may be any.
            curl_easy_setopt(e, CURLOPT_SSL_VERIFYPEER, 0L);
            curl_easy_setopt(e, CURLOPT_SSL_VERIFYHOST, 0L);
        }
        curl_multi_add_handle(multi, e);
        transfers.emplace(t->id, std::move(t));
    }

    void release(Transfer& t)
    {
        curl_multi_remove_handle(multi, t.easy);
        curl_easy_cleanup(t.easy);
        curl_slist_free_all(t.headerList);
    }

    void run()
    {
        for (;;) {
            std::deque<std::unique_ptr<Transfer>> toStart;
            std::vector<RequestId> toCancel;
            {
                std::lock_guard lock(mutex);
                if (stopping)
                    return;
                toStart.swap(pending);
                toCancel.swap(cancelled);
            }
            for (auto& t : toStart)
                start(std::move(t));
            for (RequestId id : toCancel) {
                if (const auto it = transfers.find(id); it != transfers.end()) {
                    release(*it->second);
                    transfers.erase(it);
                }
            }
            int running = 0;
            curl_multi_perform(multi, &running);
            while (CURLMsg* message = curl_multi_info_read(multi, &running)) {
                if (message->msg != CURLMSG_DONE)
                    continue;
                Transfer* t = nullptr;
                curl_easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, &t);
                if (const CURLcode code = message->data.result; code != CURLE_OK) {
                    const std::string curlText = t->curlError[0] ? std::string(t->curlError) : std::string(curl_easy_strerror(code));
                    if (const auto failure = securityFailure(code)) {
                        t->response.security = failure->first;
                        t->response.error = failure->second.toStdString() + " (" + curlText + ")";
                    } else {
                        t->response.error = curlText;
                    }
                }
                auto response = std::make_shared<HttpResponse>(std::move(t->response));
                const RequestId id = t->id;
                owner->deliver(id, [w = this, id, response] { w->doneFor(id, *response); });
                release(*t);
                transfers.erase(id);
            }
            curl_multi_poll(multi, nullptr, 0, 1000, nullptr);
        }
    }

    // Owner-thread side of the callbacks: look the request up, it may have been cancelled meanwhile.
    void dataFor(RequestId id, const std::string& chunk)
    {
        Data onData;
        {
            std::lock_guard lock(mutex);
            const auto it = callbacks.find(id);
            if (it == callbacks.end())
                return;
            onData = it->second.second;
        }
        if (onData)
            onData(chunk);
    }

    void doneFor(RequestId id, const HttpResponse& response)
    {
        Done done;
        {
            std::lock_guard lock(mutex);
            const auto it = callbacks.find(id);
            if (it == callbacks.end())
                return;
            done = std::move(it->second.first);
            callbacks.erase(it);
        }
        if (done)
            done(response);
    }

    HttpTransport* owner;
    CURLM* multi = nullptr;
    std::thread thread;
    std::mutex mutex;
    bool stopping = false;
    std::deque<std::unique_ptr<Transfer>> pending;
    std::vector<RequestId> cancelled;
    std::map<RequestId, std::unique_ptr<Transfer>> transfers; // network thread only
    std::map<RequestId, std::pair<Done, Data>> callbacks; // guarded by mutex
    std::atomic<RequestId> nextId { 1 };
};

HttpTransport::HttpTransport(QObject* parent)
    : QObject(parent)
    , m_worker(std::make_unique<Worker>(this))
{
}

HttpTransport::~HttpTransport() = default;

HttpTransport::RequestId HttpTransport::send(HttpRequest request, Done done, Data onData)
{
    const RequestId newId = m_worker->nextId++;
    if (request.unixSocket.empty() && !request.security.allowCleartextHttp && cleartextToNetwork(request.url)) {
        // Refused here, before any byte goes out; answered from the event loop as any failure is.
        HttpResponse refused;
        refused.security = SecurityFailure::CleartextRefused;
        refused.error = tr("Refused to send the token and jobs unencrypted to %1: use https://, or allow plain HTTP for this "
                           "backend in Settings if the network is trusted.")
                            .arg(QUrl(QString::fromStdString(request.url)).host())
                            .toStdString();
        {
            std::lock_guard lock(m_worker->mutex);
            m_worker->callbacks.emplace(newId, std::make_pair(std::move(done), std::move(onData)));
        }
        deliver(newId, [w = m_worker.get(), newId, refused] { w->doneFor(newId, refused); });
        return newId;
    }
    auto t = std::make_unique<Worker::Transfer>();
    t->id = newId;
    t->request = std::move(request);
    const RequestId id = newId;
    {
        std::lock_guard lock(m_worker->mutex);
        m_worker->callbacks.emplace(id, std::make_pair(std::move(done), std::move(onData)));
        m_worker->pending.push_back(std::move(t));
    }
    curl_multi_wakeup(m_worker->multi);
    return id;
}

void HttpTransport::cancel(RequestId id)
{
    {
        std::lock_guard lock(m_worker->mutex);
        m_worker->callbacks.erase(id);
        m_worker->cancelled.push_back(id);
    }
    curl_multi_wakeup(m_worker->multi);
}

void HttpTransport::deliver(RequestId, std::function<void()> call)
{
    // Queued onto the owner's thread; if the transport is gone by then, the call is dropped with it.
    QMetaObject::invokeMethod(this, std::move(call), Qt::QueuedConnection);
}

} // namespace trainyard::client
