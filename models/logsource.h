#pragma once

#include "spec/logrecords.h"

#include <QString>

#include <functional>
#include <optional>

namespace trainyard::models {

// Where a LogModel reads a job's log: a backend, adapted by the UI (models do not speak HTTP). Every
// callback arrives on the model's thread, maybe never (after cancel or the source's destruction).
class LogSource {
public:
    using FollowId = quint64;
    virtual ~LogSource() = default;

    virtual void readWindow(std::int64_t since, int count, std::function<void(std::optional<spec::LogWindow>, QString error)> done) = 0;
    virtual void readAttributes(std::int64_t since, std::int64_t count,
        std::function<void(std::optional<spec::LogAttributes>, QString error)> done)
        = 0;
    // New lines after `since` as they are written; onEnd once the job finished and all were delivered.
    virtual FollowId follow(std::int64_t since, std::function<void(std::vector<spec::LogLine>)> onLines,
        std::function<void(QString error)> onEnd)
        = 0;
    virtual void stopFollowing(FollowId id) = 0;
};

} // namespace trainyard::models
