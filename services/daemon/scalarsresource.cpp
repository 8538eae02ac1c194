#include "scalarsresource.h"

#include "apiresponse.h"
#include "engine.h"
#include "httpserver.h"
#include "scalarfollower.h"
#include "scalarjob.h"

#include "spec/numbers.h"

#include <QTimer>

#include <string_view>
#include <utility>

namespace trainyard::daemon {

namespace {

    bool wantsStream(const HttpRequest& request)
    {
        const std::string follow = request.param("follow");
        return follow == "true" || follow == "1"
            || request.header("accept").find("text/event-stream") != std::string::npos;
    }

    // tags= and runs= as sent: items split at the commas of the raw query, each decoded after, so that a
    // comma inside a name (%2C, spec::scalarQueryToUrl) stays in it.
    std::vector<std::string> listParam(const HttpRequest& request, std::string_view name)
    {
        std::vector<std::string> items;
        const std::size_t question = request.target.find('?');
        if (question == std::string::npos)
            return items;
        const std::string_view query = std::string_view(request.target).substr(question + 1);
        std::size_t start = 0;
        while (start <= query.size()) {
            const std::size_t amp = std::min(query.find('&', start), query.size());
            const std::string_view pair = query.substr(start, amp - start);
            const std::size_t eq = pair.find('=');
            if (eq != std::string_view::npos && percentDecode(pair.substr(0, eq), true) == name) {
                items.clear(); // the last one counts, as HttpRequest::param has it
                const std::string_view value = pair.substr(eq + 1);
                std::size_t from = 0;
                while (from <= value.size()) {
                    const std::size_t comma = std::min(value.find(',', from), value.size());
                    if (comma > from)
                        items.push_back(percentDecode(value.substr(from, comma - from), true));
                    from = comma + 1;
                }
            }
            start = amp + 1;
        }
        return items;
    }

    std::string body(const spec::ScalarWindow& window)
    {
        return jsonResponse(200, spec::scalarWindowToJson(window)).body;
    }

} // namespace

ScalarsResource::ScalarsResource(Engine& engine, QObject* parent)
    : QObject(parent)
    , m_engine(engine)
    , m_sweep(new QTimer(this))
{
    connect(&m_engine, &Engine::removed, this, &ScalarsResource::forget);
    connect(m_sweep, &QTimer::timeout, this, &ScalarsResource::sweep);
    m_sweep->start(keepIdleMs / 2);
}

ScalarsResource::~ScalarsResource() = default;

std::optional<spec::ScalarQuery> ScalarsResource::query(HttpExchange& exchange)
{
    const HttpRequest& request = exchange.request;
    spec::ScalarQuery q;
    // Last-Event-ID (an EventSource reconnecting) wins over the query, as for the other streams.
    bool fromHeader = false;
    if (const std::string last = request.header("last-event-id"); !last.empty()) {
        if (const auto id = spec::parseInteger<std::int64_t>(last)) {
            q.since = *id;
            fromHeader = true;
        }
    }
    if (!fromHeader) {
        const auto since = integerParam(exchange, "since", 0);
        if (!since)
            return std::nullopt;
        q.since = std::max<std::int64_t>(*since, 0);
    }
    const auto maxPoints = integerParam(exchange, "maxPoints", 0);
    if (!maxPoints)
        return std::nullopt;
    if (*maxPoints < 0 || *maxPoints > 1'000'000) {
        exchange.respond(
            errorResponse(ApiError::fieldViolation("maxPoints", "Must be 0 (every point) or at most 1000000.")));
        return std::nullopt;
    }
    q.maxPoints = static_cast<int>(*maxPoints);
    for (const char* name : { "stepMin", "stepMax" }) {
        if (!request.hasParam(name))
            continue;
        const auto value = integerParam(exchange, name, 0);
        if (!value)
            return std::nullopt;
        (std::string_view(name) == "stepMin" ? q.stepMin : q.stepMax) = *value;
    }
    q.tags = listParam(request, "tags");
    q.runs = listParam(request, "runs");
    return q;
}

ScalarJob* ScalarsResource::job(const std::string& jobId)
{
    ScalarJob*& job = m_jobs[jobId];
    if (!job) {
        job = new ScalarJob(m_engine, jobId, this);
        connect(job, &ScalarJob::readDone, this, [this, jobId] { readDone(jobId); });
    }
    job->touch();
    return job;
}

void ScalarsResource::get(HttpExchange& exchange, const std::string& jobId)
{
    auto q = query(exchange);
    if (!q)
        return;
    ScalarJob* scalars = job(jobId);
    if (wantsStream(exchange.request)) {
        ResponseStream* stream = exchange.startStream(200, "text/event-stream; charset=utf-8");
        new ScalarFollower(scalars, stream, std::move(*q), stream);
        return;
    }
    // The status goes out now; the window follows when a read that started after this request is done.
    Waiter waiter;
    waiter.stream = exchange.startStream(200, "application/json; charset=UTF-8");
    waiter.query = std::move(*q);
    waiter.target = scalars->requestRead();
    m_waiting[jobId].push_back(std::move(waiter));
}

void ScalarsResource::readDone(const std::string& jobId)
{
    const auto jobIt = m_jobs.find(jobId);
    const auto waiting = m_waiting.find(jobId);
    if (jobIt == m_jobs.end() || waiting == m_waiting.end())
        return;
    const ScalarJob& scalars = *jobIt->second;
    std::vector<Waiter> later;
    for (Waiter& waiter : std::exchange(waiting->second, {})) {
        if (!waiter.stream)
            continue; // the client has gone
        if (scalars.completedReads() < waiter.target) {
            later.push_back(std::move(waiter));
            continue;
        }
        waiter.stream->write(body(scalars.window(waiter.query)));
        waiter.stream->finish();
    }
    if (later.empty())
        m_waiting.erase(jobId);
    else
        waiting->second = std::move(later);
}

void ScalarsResource::forget(const std::string& jobId)
{
    if (const auto waiting = m_waiting.find(jobId); waiting != m_waiting.end()) {
        const std::string answer = errorResponse(ApiError::notFound("The job " + jobId + " was deleted.")).body;
        for (const Waiter& waiter : std::exchange(waiting->second, {})) {
            if (waiter.stream) {
                waiter.stream->write(answer);
                waiter.stream->finish();
            }
        }
        m_waiting.erase(jobId);
    }
    if (const auto it = m_jobs.find(jobId); it != m_jobs.end()) {
        delete it->second; // its followers end their streams; a read in flight is dropped when it returns
        m_jobs.erase(it);
    }
}

void ScalarsResource::sweep()
{
    std::vector<std::string> idle;
    for (const auto& [jobId, scalars] : m_jobs) {
        if (scalars->followers() == 0 && !m_waiting.contains(jobId) && scalars->idleMs() > keepIdleMs
            && m_engine.finished(jobId))
            idle.push_back(jobId);
    }
    for (const std::string& jobId : idle) {
        delete m_jobs[jobId];
        m_jobs.erase(jobId);
    }
}

} // namespace trainyard::daemon
