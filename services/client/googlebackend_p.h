#pragma once

// What googlebackend.cpp, googlebackendjobwatch.cpp and googlebackendlogs.cpp share: the reading of
// a job's state and of an error, and the state of one job's log. Not part of the library's API.

#include "googlebackend.h"

#include "spec/enums.h"

namespace trainyard::client::googlebackend {

inline std::string stateOf(const spec::Job& job)
{
    return job.state ? std::string(job.state->wire()) : std::string();
}

inline bool terminal(const spec::Job& job)
{
    return job.state && job.state->isRecognized() && spec::isTerminal(job.state->value());
}

// Why a job ended, where Google says: errorMessage is "the details of a failure or a cancellation".
inline std::string reasonOf(const spec::Job& job, const std::string& state)
{
    return state == "FAILED" || state == "CANCELLED" ? job.errorMessage.value_or("") : std::string();
}

// No server behind the address, or a front end that cannot reach it: worth retrying.
inline bool unreachable(const ApiError& error)
{
    return error.transportFailure() || error.httpStatus == 502 || error.httpStatus == 503 || error.httpStatus == 504;
}

// Failures a poll outlives (it tries again at its next interval): the above, quota, server errors.
inline bool transient(const ApiError& error)
{
    return unreachable(error) || error.httpStatus == 429 || error.httpStatus >= 500;
}

} // namespace trainyard::client::googlebackend

namespace trainyard::client {

struct GoogleBackend::JobLog {
    JobLog(const std::string& project, const std::string& jobId)
        : reader(project, jobId)
    {
        timer.setSingleShot(true);
    }

    CloudLoggingReader reader;
    MemoryLogStore store;
    QTimer timer; // the next poll, while followed
    bool fetched = false; // a poll has gone through every page
    bool polling = false; // a cycle (jobs.get and/or entries:list) is under way
    bool finished = false; // the job has ended (endTime set, or a final state)
    std::optional<spec::Timestamp> endTime;
    std::chrono::steady_clock::time_point finishedSeenAt;
    std::chrono::steady_clock::time_point lastPoll;
    bool settledAtStart = false; // the current poll started after the job had ended and settled
    std::size_t newLines = 0; // lines the current (or last) poll added
    std::vector<std::function<void(std::optional<ApiError>)>> waiting; // reads waiting for the cycle
};

} // namespace trainyard::client
