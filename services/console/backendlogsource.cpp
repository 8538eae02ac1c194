#include "console/backendlogsource.h"

#include <QCoreApplication>

namespace trainyard::ui {

QString describe(const client::ApiError& error)
{
    QString text = QString::fromStdString(error.message);
    QStringList violations;
    for (const auto& v : error.violations)
        violations << QStringLiteral("%1: %2").arg(QString::fromStdString(v.field), QString::fromStdString(v.description));
    if (!violations.isEmpty())
        text += QStringLiteral("\n• ") + violations.join(QStringLiteral("\n• "));
    return text;
}

BackendLogSource::BackendLogSource(client::Backend* backend, std::string jobId)
    : m_backend(backend)
    , m_jobId(std::move(jobId))
{
}

BackendLogSource::~BackendLogSource()
{
    if (client::Backend* backend = m_backend.data()) {
        for (const FollowId id : m_follows)
            backend->cancelStream(id);
    }
}

void BackendLogSource::readWindow(std::int64_t since, int count, std::function<void(std::optional<spec::LogWindow>, QString)> done)
{
    client::Backend* backend = m_backend.data();
    if (!backend)
        return;
    backend->readLogs(m_jobId, since, count, [done = std::move(done)](client::ApiResult<spec::LogWindow> result) {
        if (auto* error = std::get_if<client::ApiError>(&result))
            done(std::nullopt, describe(*error));
        else
            done(std::move(std::get<spec::LogWindow>(result)), {});
    });
}

void BackendLogSource::readAttributes(std::int64_t since, std::int64_t count,
    std::function<void(std::optional<spec::LogAttributes>, QString)> done)
{
    client::Backend* backend = m_backend.data();
    if (!backend)
        return;
    backend->logAttributes(m_jobId, since, count, [done = std::move(done)](client::ApiResult<spec::LogAttributes> result) {
        if (auto* error = std::get_if<client::ApiError>(&result))
            done(std::nullopt, describe(*error));
        else
            done(std::move(std::get<spec::LogAttributes>(result)), {});
    });
}

models::LogSource::FollowId BackendLogSource::follow(std::int64_t since, std::function<void(std::vector<spec::LogLine>)> onLines,
    std::function<void(QString)> onEnd)
{
    client::Backend* backend = m_backend.data();
    if (!backend)
        return 0;
    const FollowId id = backend->followLogs(m_jobId, since, std::move(onLines), [onEnd = std::move(onEnd)](std::optional<client::ApiError> error) {
        onEnd(error ? describe(*error) : QString());
    });
    m_follows.push_back(id);
    return id;
}

void BackendLogSource::stopFollowing(FollowId id)
{
    if (client::Backend* backend = m_backend.data())
        backend->cancelStream(id);
    std::erase(m_follows, id);
}

} // namespace trainyard::ui
