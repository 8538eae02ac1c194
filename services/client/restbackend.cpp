#include "restbackend.h"

#include "logfollowdecoder.h"

#include "spec/logrecords.h"
#include "spec/parameterimportance.h"
#include "spec/strictjson.h"
#include "spec/transition.h"

#include <QPointer>

#include <charconv>

namespace trainyard::client {

namespace {
    constexpr int firstBackoffMs = 200;
    constexpr int probeTimeoutMs = 3'000;

    ApiError invalidResponse(int status, const std::string& what)
    {
        return ApiError { status, "INVALID_RESPONSE", "the server sent " + what + " this console cannot read", {} };
    }

    std::string boolParam(bool value) { return value ? "true" : "false"; }

    // A scalar query's parameters but its cursor ("&tags=…&maxPoints=…"): a stream adds its own since.
    std::string scalarFilters(spec::ScalarQuery query)
    {
        query.since = 0;
        const std::string url = spec::scalarQueryToUrl(query);
        const auto amp = url.find('&');
        return amp == std::string::npos ? std::string() : url.substr(amp);
    }
} // namespace

struct RestBackend::Stream {
    enum class Kind { Watch, Follow, Search, Resources, Scalars };
    Kind kind;
    std::string path; // without the cursor
    std::int64_t cursor = 0; // last event id seen (transition id, log seq, a window's nextSince)
    SseParser parser;
    HttpTransport::RequestId request = 0;
    bool open = false;
    bool finished = false; // the server said `end`
    bool tokenRefreshed = false; // refreshed after a 401 since it last received data
    bool live = false; // received its first bytes since it was last opened: the server has registered it
    std::function<void(const spec::Transition&)> onTransition;
    std::function<void(std::vector<spec::LogLine>)> onLines;
    std::function<void(const spec::ResourceWindow&)> onResources;
    std::function<void(const spec::ScalarWindow&)> onScalars;
    Completion onEnd;
    std::function<void(const spec::LogSearchProgress&)> onProgress;
    Callback<spec::LogSearchSummary> onSearchDone;
    // A follow's bytes are decoded on the network thread (logfollowdecoder.h), one decoder per opening;
    // a close that arrives before its last lines were handed over waits for them.
    std::shared_ptr<LogFollowDecoder> decoder;
    quint64 opening = 0;
    std::optional<HttpResponse> closedWhileDecoding;

    ~Stream()
    {
        if (decoder)
            decoder->detach();
    }
};

RestBackend::RestBackend(QString name, HttpTransport& transport, Endpoint endpoint, QObject* parent)
    : Backend(std::move(name), parent)
    , m_transport(transport)
    , m_api(transport, std::move(endpoint))
{
    m_probeTimer.setSingleShot(true);
    connect(&m_probeTimer, &QTimer::timeout, this, &RestBackend::probe);
}

RestBackend::~RestBackend()
{
    while (!m_downloads.empty())
        cancelDownload(m_downloads.begin()->first);
    for (const auto& [id, stream] : m_streams) {
        if (stream->open)
            m_transport.cancel(stream->request);
    }
}

QString RestBackend::location() const
{
    const Endpoint& e = m_api.endpoint();
    if (!e.unixSocket.empty())
        return QStringLiteral("unix:") + QString::fromStdString(e.unixSocket);
    return QString::fromStdString(e.baseUrl);
}

std::string RestBackend::jobPath(const std::string& jobId) const
{
    return "projects/" + m_api.endpoint().project + "/jobs/" + urlEncode(jobId);
}

void RestBackend::connectBackend()
{
    if (status().state == ConnectionState::Offline)
        setStatus(ConnectionState::Connecting);
    m_backoffMs = 0;
    m_probeTimer.stop();
    probe();
}

void RestBackend::probe()
{
    if (m_probing)
        return;
    m_probing = true;
    HttpRequest request = m_api.request("GET", {}); // for its socket and token
    request.url = m_api.endpoint().baseUrl + "/healthz";
    request.timeoutMs = probeTimeoutMs;
    request.connectTimeoutMs = probeTimeoutMs;
    QPointer<RestBackend> self(this);
    m_transport.send(request, [self](const HttpResponse& response) {
        if (self)
            self->probed(response);
    });
}

void RestBackend::probed(const HttpResponse& response)
{
    m_probing = false;
    if (response.ok()) {
        m_refreshedForProbe = false;
        m_everConnected = true;
        m_backoffMs = 0;
        setStatus(ConnectionState::Connected);
        for (auto& [id, stream] : m_streams) {
            if (!stream->open && !stream->finished)
                open(id);
        }
        return;
    }
    const ApiError error = ApiClient::errorOf(response);
    const QString detail = QString::fromStdString(error.message);
    if (response.status == 401 && endpoint().tokens && !m_refreshedForProbe) {
        // A token from a command (gcloud …) may have expired: get a new one, then ask again.
        m_refreshedForProbe = true;
        refreshToken([this](const std::string& refreshError) {
            if (refreshError.empty())
                probe();
            else
                setStatus(ConnectionState::Offline, QString::fromStdString(refreshError));
        });
        return;
    }
    const bool untrusted = response.security != SecurityFailure::None && response.security != SecurityFailure::Handshake;
    if (response.status == 401 || response.status == 403 || untrusted) {
        // Retrying will not fix a refused token, an untrusted or changed certificate, or plain HTTP
        // that is not allowed; the user must act (connectBackend() tries again).
        setStatus(ConnectionState::Offline, detail);
        return;
    }
    if (m_everConnected) {
        setStatus(ConnectionState::Reconnecting, detail);
    } else {
        setStatus(ConnectionState::Offline, detail);
    }
    if (recover(detail)) {
        m_backoffMs = firstBackoffMs;
        m_probeTimer.start(m_backoffMs);
        return;
    }
    scheduleProbe();
}

void RestBackend::refreshToken(std::function<void(const std::string&)> done)
{
    QPointer<RestBackend> self(this);
    endpoint().tokens->refresh([self, done = std::move(done)](const std::string& error) {
        if (self)
            done(error);
    });
}

bool RestBackend::recover(const QString&)
{
    return false;
}

void RestBackend::scheduleProbe()
{
    if (m_probing || m_probeTimer.isActive())
        return;
    m_backoffMs = m_backoffMs == 0 ? firstBackoffMs : std::min(m_backoffMs * 2, m_maxBackoffMs);
    m_probeTimer.start(m_backoffMs);
}

void RestBackend::noteOutage(const QString& detail)
{
    if (status().state == ConnectionState::Connected)
        setStatus(ConnectionState::Reconnecting, detail);
    scheduleProbe();
}

template <typename T>
Callback<T> RestBackend::watching(Callback<T> done)
{
    QPointer<RestBackend> self(this);
    return [self, done = std::move(done)](ApiResult<T> result) {
        if (!self)
            return;
        if (const auto* error = std::get_if<ApiError>(&result); error && error->transportFailure())
            self->noteOutage(QString::fromStdString(error->message));
        done(std::move(result));
    };
}

void RestBackend::createJob(const spec::Job& job, Callback<spec::Job> done) { m_api.createJob(job, watching(std::move(done))); }

void RestBackend::getJob(const std::string& jobId, Callback<spec::Job> done) { m_api.getJob(jobId, watching(std::move(done))); }

void RestBackend::listJobs(const std::string& filter, int pageSize, const std::string& pageToken, Callback<JobPage> done)
{
    m_api.listJobs(filter, pageSize, pageToken, watching(std::move(done)));
}

void RestBackend::cancelJob(const std::string& jobId, Completion done)
{
    QPointer<RestBackend> self(this);
    m_api.cancelJob(jobId, [self, done = std::move(done)](std::optional<ApiError> error) {
        if (!self)
            return;
        if (error && error->transportFailure())
            self->noteOutage(QString::fromStdString(error->message));
        done(std::move(error));
    });
}

void RestBackend::patchLabels(const std::string& jobId, const std::map<std::string, std::string>& labels, const std::string& etag,
    Callback<spec::Job> done)
{
    m_api.patchLabels(jobId, labels, etag, watching(std::move(done)));
}

void RestBackend::listLocations(Callback<nlohmann::json> done) { m_api.listLocations(watching(std::move(done))); }

void RestBackend::capabilities(Callback<Capabilities> done)
{
    Backend::capabilities([done = std::move(done)](ApiResult<Capabilities> result) {
        if (auto* known = std::get_if<Capabilities>(&result)) {
            // It stages packages from absolute paths or file:// URIs and makes the job dir with mkdir
            // (docs/api.md): a gs:// one would fail the job once it is PREPARING.
            known->packageSchemes = { "", "file" };
            known->jobDirSchemes = { "" };
        }
        done(std::move(result));
    });
}

void RestBackend::getJson(const std::string& path, std::function<void(ApiResult<nlohmann::json>)> done)
{
    auto guarded = watching<nlohmann::json>(std::move(done));
    m_transport.send(m_api.request("GET", path), [guarded = std::move(guarded)](const HttpResponse& response) {
        if (!response.ok()) {
            guarded(ApiClient::errorOf(response));
            return;
        }
        auto body = spec::parseStrictJson(response.body);
        if (!body)
            guarded(invalidResponse(response.status, "a body that is not JSON"));
        else
            guarded(std::move(*body.value));
    });
}

void RestBackend::jobEvents(const std::string& jobId, Callback<std::vector<spec::Transition>> done)
{
    getJson(jobPath(jobId) + "/events", [done = std::move(done)](ApiResult<nlohmann::json> result) {
        if (auto* error = std::get_if<ApiError>(&result)) {
            done(std::move(*error));
            return;
        }
        std::vector<spec::Transition> events;
        const auto& body = std::get<nlohmann::json>(result);
        for (const auto& item : body.value("events", nlohmann::json::array())) {
            auto t = spec::transitionFromJson(item);
            if (!t) {
                done(invalidResponse(200, "a state change"));
                return;
            }
            events.push_back(std::move(*t));
        }
        done(std::move(events));
    });
}

void RestBackend::readLogs(const std::string& jobId, std::int64_t since, int pageSize, Callback<spec::LogWindow> done)
{
    const std::string path = jobPath(jobId) + "/logs?since=" + std::to_string(since) + "&pageSize=" + std::to_string(pageSize);
    getJson(path, [done = std::move(done)](ApiResult<nlohmann::json> result) {
        if (auto* error = std::get_if<ApiError>(&result)) {
            done(std::move(*error));
            return;
        }
        auto window = spec::logWindowFromJson(std::get<nlohmann::json>(result));
        if (!window)
            done(invalidResponse(200, "a log window"));
        else
            done(std::move(*window));
    });
}

void RestBackend::logAttributes(const std::string& jobId, std::int64_t since, std::int64_t count, Callback<spec::LogAttributes> done)
{
    const std::string path = jobPath(jobId) + "/logs:attributes?since=" + std::to_string(since) + "&pageSize=" + std::to_string(count);
    getJson(path, [done = std::move(done)](ApiResult<nlohmann::json> result) {
        if (auto* error = std::get_if<ApiError>(&result)) {
            done(std::move(*error));
            return;
        }
        auto attributes = spec::logAttributesFromJson(std::get<nlohmann::json>(result));
        if (!attributes)
            done(invalidResponse(200, "log attributes"));
        else
            done(std::move(*attributes));
    });
}

void RestBackend::parameterImportance(const std::string& jobId, Callback<spec::ImportanceReport> done)
{
    getJson(jobPath(jobId) + "/importance", [done = std::move(done)](ApiResult<nlohmann::json> result) {
        if (auto* error = std::get_if<ApiError>(&result)) {
            done(std::move(*error));
            return;
        }
        auto report = spec::importanceFromJson(std::get<nlohmann::json>(result));
        if (!report)
            done(invalidResponse(200, "a parameter importance"));
        else
            done(std::move(*report));
    });
}

Backend::StreamId RestBackend::watchJobs(std::function<void(const spec::Transition&)> onTransition)
{
    auto stream = std::make_unique<Stream>();
    stream->kind = Stream::Kind::Watch;
    stream->path = "projects/" + m_api.endpoint().project + "/jobs:watch";
    stream->onTransition = std::move(onTransition);
    return addResumable(std::move(stream));
}

Backend::StreamId RestBackend::addResumable(std::unique_ptr<Stream> stream)
{
    const StreamId id = m_nextStream++;
    m_streams.emplace(id, std::move(stream));
    if (status().state == ConnectionState::Connected)
        open(id); // otherwise the next connect opens it
    return id;
}

Backend::StreamId RestBackend::followLogs(const std::string& jobId, std::int64_t since,
    std::function<void(std::vector<spec::LogLine>)> onLines, Completion onEnd)
{
    auto stream = std::make_unique<Stream>();
    stream->kind = Stream::Kind::Follow;
    stream->path = jobPath(jobId) + "/logs?follow=true";
    stream->cursor = since;
    stream->onLines = std::move(onLines);
    stream->onEnd = std::move(onEnd);
    return addResumable(std::move(stream));
}

Backend::StreamId RestBackend::followResources(const std::string& jobId, std::int64_t since,
    std::function<void(const spec::ResourceWindow&)> onSamples, Completion onEnd)
{
    auto stream = std::make_unique<Stream>();
    stream->kind = Stream::Kind::Resources;
    stream->path = jobPath(jobId) + "/resources?follow=true";
    stream->cursor = since;
    stream->onResources = std::move(onSamples);
    stream->onEnd = std::move(onEnd);
    return addResumable(std::move(stream));
}

Backend::StreamId RestBackend::followScalars(const std::string& jobId, const spec::ScalarQuery& query,
    std::function<void(const spec::ScalarWindow&)> onWindow, Completion onEnd)
{
    auto stream = std::make_unique<Stream>();
    stream->kind = Stream::Kind::Scalars;
    stream->path = jobPath(jobId) + "/scalars?follow=true" + scalarFilters(query); // open() adds since
    stream->cursor = query.since;
    stream->onScalars = std::move(onWindow);
    stream->onEnd = std::move(onEnd);
    return addResumable(std::move(stream));
}

Backend::StreamId RestBackend::searchLogs(const std::string& jobId, const spec::LogSearchQuery& query,
    std::function<void(const spec::LogSearchProgress&)> onProgress, Callback<spec::LogSearchSummary> done)
{
    auto stream = std::make_unique<Stream>();
    stream->kind = Stream::Kind::Search;
    stream->path = jobPath(jobId) + "/logs:search?pattern=" + urlEncode(query.pattern) + "&regex=" + boolParam(query.regex)
        + "&caseSensitive=" + boolParam(query.caseSensitive) + "&since=" + std::to_string(query.since)
        + "&maxMatches=" + std::to_string(query.maxMatches);
    stream->onProgress = std::move(onProgress);
    stream->onSearchDone = std::move(done);
    const StreamId id = m_nextStream++;
    // A search is not resumed after an outage (it reports the failure), so it opens at once.
    m_streams.emplace(id, std::move(stream));
    open(id);
    return id;
}

void RestBackend::cancelStream(StreamId id)
{
    if (cancelDownload(id))
        return;
    const auto it = m_streams.find(id);
    if (it == m_streams.end())
        return;
    if (it->second->open)
        m_transport.cancel(it->second->request);
    m_streams.erase(it);
}

void RestBackend::open(StreamId id)
{
    Stream& stream = *m_streams.at(id);
    std::string path = stream.path;
    if (stream.kind == Stream::Kind::Follow || stream.kind == Stream::Kind::Resources || stream.kind == Stream::Kind::Scalars)
        path += "&since=" + std::to_string(stream.cursor);
    if (stream.kind == Stream::Kind::Watch && trialDeltas())
        path += "?trialDeltas=true"; // each opening asks again: the daemon starts every stream with whole trials
    HttpRequest request = m_api.request("GET", path);
    request.stream = true;
    request.headers.emplace_back("Accept", "text/event-stream");
    if (stream.kind == Stream::Kind::Watch && stream.cursor > 0)
        request.headers.emplace_back("Last-Event-ID", std::to_string(stream.cursor));
    stream.parser = SseParser();
    stream.open = true;
    stream.live = false;
    QPointer<RestBackend> self(this);
    if (stream.kind == Stream::Kind::Follow) {
        if (stream.decoder)
            stream.decoder->detach();
        stream.closedWhileDecoding.reset();
        const quint64 opening = ++stream.opening;
        stream.decoder = LogFollowDecoder::create(this, [self, id, opening](LogFollowDecoder::Decoded decoded) {
            if (self)
                self->onFollowDecoded(id, opening, std::move(decoded.lines), decoded.ended);
        });
        request.onNetworkData = [decoder = stream.decoder](std::string_view bytes) { decoder->feed(bytes); };
    }
    stream.request = m_transport.send(
        std::move(request),
        [self, id](const HttpResponse& response) {
            if (self)
                self->onClosed(id, response);
        },
        [self, id](std::string_view bytes) {
            if (self)
                self->onData(id, bytes);
        });
}

void RestBackend::onData(StreamId id, std::string_view bytes)
{
    const auto it = m_streams.find(id);
    if (it == m_streams.end())
        return;
    Stream& s = *it->second;
    s.tokenRefreshed = false; // accepted: a later refusal may refresh again
    const bool first = !s.live;
    s.live = true;
    if (s.decoder) {
        s.decoder->feed(bytes);
        return;
    }
    const bool watch = s.kind == Stream::Kind::Watch;
    onEvents(id, s.parser.feed(bytes));
    if (!watch)
        return;
    // The daemon's watch opens with the id of the transition it starts after: kept as the cursor, a
    // stream that has seen no transition yet resumes from there after an outage instead of from
    // whatever is newest by then (which lost every change made during the outage). The id of the last
    // dispatched block only: the id line of an event whose data has not all arrived yet would make
    // the cursor skip that very event when it completes (a whole job document of a study spans reads).
    if (const auto still = m_streams.find(id); still != m_streams.end()) {
        std::int64_t opened = 0;
        const std::string& last = still->second->parser.dispatchedId();
        if (std::from_chars(last.data(), last.data() + last.size(), opened).ec == std::errc() && opened > still->second->cursor)
            still->second->cursor = opened;
    }
    if (first)
        emit watchSettled();
}

void RestBackend::onEvents(StreamId id, const std::vector<SseEvent>& events)
{
    std::vector<spec::LogLine> lines;
    spec::LogSearchProgress progress;
    bool progressed = false;
    for (const auto& event : events) {
        const auto it = m_streams.find(id);
        if (it == m_streams.end())
            return; // a callback cancelled it
        Stream& s = *it->second;
        const auto data = spec::parseStrictJson(event.data);
        if (!data)
            continue; // keep-alives are comments; anything else unreadable is skipped, not fatal
        if (s.kind == Stream::Kind::Watch && event.type == "transition") {
            if (auto t = spec::transitionFromJson(*data.value); t && t->id > s.cursor) {
                s.cursor = t->id;
                s.onTransition(*t);
            }
        } else if (s.kind == Stream::Kind::Follow && event.type == "line") {
            if (auto line = spec::logLineFromJson(*data.value); line && line->seq > s.cursor) {
                s.cursor = line->seq;
                lines.push_back(std::move(*line));
            }
        } else if ((s.kind == Stream::Kind::Follow || s.kind == Stream::Kind::Resources || s.kind == Stream::Kind::Scalars)
            && event.type == "end") {
            s.finished = true;
        } else if (s.kind == Stream::Kind::Resources && event.type == "resources") {
            auto window = spec::resourceWindowFromJson(*data.value);
            if (!window)
                continue;
            // After a reconnect the server starts again from the cursor; drop anything already seen.
            std::erase_if(window->samples, [&s](const spec::ResourceSample& sample) { return sample.seq != 0 && sample.seq <= s.cursor; });
            s.cursor = std::max(s.cursor, window->nextSince);
            s.onResources(*window);
            if (m_streams.find(id) == m_streams.end())
                return; // the callback cancelled it
        } else if (s.kind == Stream::Kind::Scalars && event.type == "scalars") {
            auto window = spec::scalarWindowFromJson(*data.value);
            if (!window || window->nextSince < s.cursor)
                continue; // unreadable, or older than what was delivered
            // The server starts each (re)opened stream at the cursor: every window follows the last one.
            s.cursor = window->nextSince;
            s.onScalars(*window);
            if (m_streams.find(id) == m_streams.end())
                return; // the callback cancelled it
        } else if (s.kind == Stream::Kind::Search && event.type == "matches") {
            if (const auto seqs = spec::logSearchMatchesFromJson(*data.value))
                progress.matches.insert(progress.matches.end(), seqs->begin(), seqs->end());
            progressed = true;
        } else if (s.kind == Stream::Kind::Search && event.type == "progress") {
            if (const auto report = spec::logSearchProgressFromJson(*data.value)) {
                progress.scanned = report->scanned;
                progress.total = report->total;
            }
            progressed = true;
        } else if (s.kind == Stream::Kind::Search && event.type == "end") {
            const spec::LogSearchSummary summary = spec::logSearchSummaryFromJson(*data.value).value_or(spec::LogSearchSummary {});
            if (progressed && s.onProgress)
                s.onProgress(progress);
            progressed = false;
            auto done = std::move(s.onSearchDone);
            cancelStream(id);
            if (done)
                done(summary);
            return;
        }
    }
    const auto it = m_streams.find(id);
    if (it == m_streams.end())
        return;
    Stream& s = *it->second;
    if (!lines.empty() && s.onLines)
        s.onLines(std::move(lines));
    if (progressed && s.onProgress)
        s.onProgress(progress);
    if (s.finished && (s.kind == Stream::Kind::Follow || s.kind == Stream::Kind::Resources || s.kind == Stream::Kind::Scalars)) {
        auto done = std::move(s.onEnd);
        cancelStream(id);
        if (done)
            done(std::nullopt);
    }
}

void RestBackend::onFollowDecoded(StreamId id, quint64 opening, std::vector<spec::LogLine> decoded, bool ended)
{
    const auto it = m_streams.find(id);
    if (it == m_streams.end() || it->second->opening != opening)
        return; // cancelled, or reopened since: the new opening sends these lines again
    Stream& s = *it->second;
    s.tokenRefreshed = false; // what onData notes for the other streams: bytes came, a later refusal may refresh again
    s.live = true;
    std::vector<spec::LogLine> lines;
    lines.reserve(decoded.size());
    for (auto& line : decoded) {
        if (line.seq > s.cursor) {
            s.cursor = line.seq;
            lines.push_back(std::move(line));
        }
    }
    if (ended)
        s.finished = true;
    if (!lines.empty() && s.onLines) {
        s.onLines(std::move(lines));
        if (m_streams.find(id) == m_streams.end())
            return; // the callback cancelled it
    }
    if (s.finished) {
        auto done = std::move(s.onEnd);
        cancelStream(id);
        if (done)
            done(std::nullopt);
        return;
    }
    if (s.closedWhileDecoding && !s.decoder->settleLater()) {
        const HttpResponse response = std::move(*s.closedWhileDecoding);
        s.closedWhileDecoding.reset();
        onClosed(id, response);
    }
}

void RestBackend::onClosed(StreamId id, const HttpResponse& response)
{
    const auto it = m_streams.find(id);
    if (it == m_streams.end())
        return;
    Stream& s = *it->second;
    s.open = false;
    if (s.decoder && s.decoder->settleLater()) {
        s.closedWhileDecoding = response; // handled once the lines before it are in (onFollowDecoded)
        return;
    }
    if (s.kind == Stream::Kind::Watch && !s.live)
        emit watchSettled(); // it could not be opened now: the list is read anyway, the watch catches up on retry
    if (response.status == 401 && endpoint().tokens && !s.tokenRefreshed) {
        // The stream's token was refused: refresh it once and open the stream again from its cursor.
        s.tokenRefreshed = true;
        refreshToken([this, id](const std::string& refreshError) {
            const auto found = m_streams.find(id);
            if (found == m_streams.end())
                return;
            if (refreshError.empty()) {
                open(id);
                return;
            }
            HttpResponse refused;
            refused.status = 401;
            refused.body = nlohmann::json { { "error", { { "code", 401 }, { "status", "UNAUTHENTICATED" }, { "message", refreshError } } } }.dump();
            onClosed(id, refused);
        });
        return;
    }
    const bool refused = response.status >= 400; // the server answered, and said no: retrying will not help
    if (refused || s.kind == Stream::Kind::Search) {
        ApiError error = refused ? ApiClient::errorOf(response) : ApiError { 0, "UNAVAILABLE", "the connection was lost during the search", {} };
        auto onEnd = std::move(s.onEnd);
        auto onSearchDone = std::move(s.onSearchDone);
        m_streams.erase(it);
        if (error.transportFailure())
            noteOutage(QString::fromStdString(error.message));
        if (onEnd)
            onEnd(error);
        if (onSearchDone)
            onSearchDone(error);
        return;
    }
    // Dropped (daemon gone, network) or closed early: reopen from the cursor once the server answers.
    noteOutage(QString::fromStdString(response.error.empty() ? std::string("the server closed the stream") : response.error));
}

} // namespace trainyard::client
