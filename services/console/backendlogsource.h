#pragma once

#include "client/backend.h"
#include "models/logsource.h"

#include <QPointer>

namespace trainyard::ui {

// One job's log on one backend, as the LogModel reads it.
class BackendLogSource : public models::LogSource {
public:
    BackendLogSource(client::Backend* backend, std::string jobId);
    ~BackendLogSource() override;

    const std::string& jobId() const { return m_jobId; }
    client::Backend* backend() const { return m_backend; }

    void readWindow(std::int64_t since, int count, std::function<void(std::optional<spec::LogWindow>, QString)> done) override;
    void readAttributes(std::int64_t since, std::int64_t count, std::function<void(std::optional<spec::LogAttributes>, QString)> done) override;
    FollowId follow(std::int64_t since, std::function<void(std::vector<spec::LogLine>)> onLines, std::function<void(QString)> onEnd) override;
    void stopFollowing(FollowId id) override;

private:
    QPointer<client::Backend> m_backend;
    std::string m_jobId;
    std::vector<FollowId> m_follows;
};

// "the message (field: why; field: why)" for a user.
QString describe(const client::ApiError& error);

} // namespace trainyard::ui
