#include "backend.h"

#include <QMetaObject>

namespace trainyard::client {

Backend::Backend(QString name, QObject* parent)
    : QObject(parent)
    , m_name(std::move(name))
{
    m_status.since = QDateTime::currentDateTime();
}

void Backend::capabilities(Callback<Capabilities> done)
{
    listLocations([done = std::move(done)](ApiResult<nlohmann::json> result) {
        if (auto* error = std::get_if<ApiError>(&result))
            done(std::move(*error));
        else
            done(Capabilities::fromLocations(std::get<nlohmann::json>(result)));
    });
}

void Backend::createVertexJob(const spec::vertex::VertexJob&, const std::string&, Callback<spec::Job> done)
{
    // Answered later, as a server would: a caller may not expect its callback inside the call.
    QMetaObject::invokeMethod(
        this, [done = std::move(done)] { done(ApiError { 501, "UNIMPLEMENTED", "this backend does not take Vertex jobs", {} }); },
        Qt::QueuedConnection);
}

void Backend::parameterImportance(const std::string&, Callback<spec::ImportanceReport> done)
{
    QMetaObject::invokeMethod(
        this, [done = std::move(done)] { done(ApiError { 501, "UNIMPLEMENTED", "this backend does not compute parameter importance", {} }); },
        Qt::QueuedConnection);
}

namespace {
    ApiError unimplemented(const char* what) { return ApiError { 501, "UNIMPLEMENTED", std::string("this backend does not ") + what, {} }; }
} // namespace

void Backend::readScalars(const std::string&, const spec::ScalarQuery&, Callback<spec::ScalarWindow> done)
{
    QMetaObject::invokeMethod(this, [done = std::move(done)] { done(unimplemented("read TensorBoard event files")); }, Qt::QueuedConnection);
}

Backend::StreamId Backend::followScalars(const std::string&, const spec::ScalarQuery&, std::function<void(const spec::ScalarWindow&)>,
    Completion onEnd)
{
    QMetaObject::invokeMethod(
        this, [onEnd = std::move(onEnd)] { if (onEnd) onEnd(unimplemented("read TensorBoard event files")); }, Qt::QueuedConnection);
    return 0;
}

void Backend::listFiles(const std::string&, Callback<spec::OutputListing> done)
{
    QMetaObject::invokeMethod(this, [done = std::move(done)] { done(unimplemented("list a job's files")); }, Qt::QueuedConnection);
}

Backend::StreamId Backend::downloadFile(const std::string&, const std::string&, const QString&, std::function<void(std::int64_t, std::int64_t)>,
    Completion done)
{
    QMetaObject::invokeMethod(this, [done = std::move(done)] { if (done) done(unimplemented("serve a job's files")); }, Qt::QueuedConnection);
    return 0;
}

void Backend::locations(Callback<std::vector<spec::Location>> done)
{
    listLocations([done = std::move(done)](ApiResult<nlohmann::json> result) {
        if (auto* error = std::get_if<ApiError>(&result))
            return done(std::move(*error));
        auto locations = spec::locationsFromJson(std::get<nlohmann::json>(result));
        if (!locations)
            return done(ApiError { 200, "INVALID_RESPONSE", "the server's location list is not a list of locations", {} });
        std::erase_if(*locations, [](const spec::Location& l) { return !l.trains(); });
        done(std::move(*locations));
    });
}

void Backend::setStatus(ConnectionState state, const QString& detail)
{
    // An outage keeps its start time while attempts go on; only a change of state restarts the clock.
    if (state != m_status.state)
        m_status.since = QDateTime::currentDateTime();
    const bool changed = state != m_status.state || detail != m_status.detail;
    m_status.state = state;
    m_status.detail = detail;
    if (changed)
        emit statusChanged(m_status);
}

} // namespace trainyard::client
