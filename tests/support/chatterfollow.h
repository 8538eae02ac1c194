#pragma once

// Test support for the client tests that run the chatter trainer (tests/fixtures/trainers/chatter)
// through a Backend and check that its log arrives whole: the job, a submission waited for, a
// follow read to its end, and the master's lines as they must be. Client and spec only (no widgets).

#include "client/backend.h"
#include "spec/jsoncodec.h"

#include <QStringList>
#include <QTest>

#include <optional>
#include <string>
#include <vector>

namespace trainyard::test {

// A BASIC job of chatter printing `lines` numbered lines, one every `interval` seconds.
inline spec::Job chatterLinesJob(const std::string& jobId, int lines, double interval)
{
    const nlohmann::json job = { { "jobId", jobId },
        { "trainingInput",
            { { "scaleTier", "BASIC" }, { "packageUris", { std::string(TRAINYARD_FIXTURES) + "/trainers/chatter" } },
                { "pythonModule", "chatter.task" }, { "args", { "--lines", std::to_string(lines), "--interval", std::to_string(interval) } },
                { "region", "local" }, { "pythonInterpreter", "/usr/bin/python3" } } } };
    return std::move(*spec::jobFromJson(job).value);
}

// createJob, waited for; false (and the server's message as a warning) when it did not succeed.
inline bool submitAndWait(client::Backend& backend, const spec::Job& job, int timeoutMs = 30'000)
{
    std::optional<client::ApiResult<spec::Job>> result;
    backend.createJob(job, [&](client::ApiResult<spec::Job> created) { result = std::move(created); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, timeoutMs))
        return false;
    if (const auto* error = std::get_if<client::ApiError>(&*result))
        qWarning("create: %s", error->message.c_str());
    return std::holds_alternative<spec::Job>(*result);
}

// Every line of the job's log from the start until its end (the job ended), or what came by the timeout.
inline std::vector<spec::LogLine> followToEnd(client::Backend& backend, const std::string& jobId, int timeoutMs = 90'000)
{
    std::vector<spec::LogLine> lines;
    bool ended = false;
    const auto stream = backend.followLogs(jobId, 0, [&](std::vector<spec::LogLine> batch) { lines.insert(lines.end(), batch.begin(), batch.end()); },
        [&](std::optional<client::ApiError>) { ended = true; });
    if (!QTest::qWaitFor([&] { return ended; }, timeoutMs)) {
        qWarning("the follow of %s did not end", jobId.c_str());
        backend.cancelStream(stream);
    }
    return lines;
}

// The master's numbered lines among `lines`, in the order they came.
inline QStringList chatterMasterLines(const std::vector<spec::LogLine>& lines)
{
    QStringList out;
    for (const auto& line : lines) {
        if (line.text.starts_with("master-replica-0 line "))
            out << QString::fromStdString(line.text);
    }
    return out;
}

// What chatterMasterLines must be for a job of `count` lines: each once, in order.
inline QStringList expectedChatterMasterLines(int count)
{
    QStringList out;
    for (int i = 0; i < count; ++i)
        out << QStringLiteral("master-replica-0 line %1").arg(i);
    return out;
}

} // namespace trainyard::test
