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
