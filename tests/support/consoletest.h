#pragma once

// Shared by the console tests: jobs for the chatter trainer, and waiting on a backend.

#include "daemonprocess.h"

#include "client/backend.h"
#include "models/joblistmodel.h"
#include "console/backendsession.h"
#include "ui/mainwindow.h"
#include "spec/jsoncodec.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QTest>
#include <QTimer>

namespace trainyard::test {

// A job running tests/fixtures/trainers/chatter on every replica of `tier`.
// `masterWaits`: seconds the master waits before exiting, so that every replica's lines are complete.
inline spec::Job chatterJob(const std::string& jobId, const std::string& tier, int lines, double interval, bool fail = false, double masterWaits = 0)
{
    nlohmann::json args = { "--lines", std::to_string(lines), "--interval", std::to_string(interval) };
    if (masterWaits > 0) {
        args.push_back("--master-waits");
        args.push_back(std::to_string(masterWaits));
    }
    if (fail)
        args.push_back("--fail");
    const nlohmann::json job = { { "jobId", jobId },
        { "trainingInput",
            { { "scaleTier", tier }, { "packageUris", { std::string(TRAINYARD_FIXTURES) + "/trainers/chatter" } }, { "pythonModule", "chatter.task" },
                { "args", args }, { "region", "local" }, { "runtimeVersion", "2.11" }, { "pythonVersion", "3.7" },
                { "pythonInterpreter", "/usr/bin/python3" } } } };
    return std::move(*spec::jobFromJson(job).value);
}

// A chatter job tuned by a two-trial grid study over its --lines (2 and 3), both trials at once.
inline spec::Job chatterStudy(const std::string& jobId, int lines)
{
    spec::Job job = chatterJob(jobId, "BASIC", lines, 0.01);
    spec::HyperparameterSpec study;
    study.goal = spec::GoalType::Maximize;
    study.hyperparameterMetricTag = "accuracy";
    study.maxTrials = 2;
    study.maxParallelTrials = 2;
    study.algorithm = spec::Algorithm::GridSearch;
    spec::ParameterSpec param;
    param.parameterName = "lines";
    param.type = spec::ParameterType::Discrete;
    param.discreteValues = std::vector<double> { 2, 3 };
    study.params = std::vector<spec::ParameterSpec> { param };
    job.trainingInput->hyperparameters = study;
    return job;
}

// A console on `daemon`'s socket that never starts a daemon of its own, with drafts in its folder.
inline ui::ConsoleOptions consoleOptions(const DaemonProcess& daemon)
{
    ui::ConsoleOptions options;
    options.localDaemon.socketPath = daemon.socketPath().toStdString();
    options.localDaemon.autostart = false;
    options.draftsFolder = daemon.tempPath(QStringLiteral("drafts"));
    return options;
}

// A console that starts this build's daemon itself (no daemon answers on its socket in `folder`),
// with the daemon's data and the drafts in `folder`.
inline ui::ConsoleOptions startingConsoleOptions(const QString& folder)
{
    ui::ConsoleOptions options;
    options.localDaemon.socketPath = (folder + QStringLiteral("/daemon.sock")).toStdString();
    options.localDaemon.program = QStringLiteral(TRAINYARD_DAEMON_BINARY);
    options.localDaemon.arguments = { QStringLiteral("--data-dir"), folder + QStringLiteral("/data") };
    options.draftsFolder = folder + QStringLiteral("/drafts");
    return options;
}

// The state of a job as the session's job list has it ("" while unknown).
inline std::string stateOf(ui::BackendSession* session, const QString& jobId)
{
    const int row = session->jobs()->rowOf(jobId);
    return row >= 0 ? session->jobs()->stateWire(row).toStdString() : std::string();
}

// Submits through the backend and waits for its answer; the job on success.
inline std::optional<spec::Job> submit(client::Backend& backend, const spec::Job& job, QString* error = nullptr)
{
    std::optional<client::ApiResult<spec::Job>> result;
    backend.createJob(job, [&](client::ApiResult<spec::Job> r) { result = std::move(r); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 10'000))
        return std::nullopt;
    if (auto* e = std::get_if<client::ApiError>(&*result)) {
        if (error)
            *error = QString::fromStdString(e->message);
        return std::nullopt;
    }
    return std::get<spec::Job>(*result);
}

// Clicks `button` of the next message box as soon as one is shown, as a user would; polls with a timer
// so that it never blocks the (nested) event loop the box runs.
inline void answerMessageBox(QMessageBox::StandardButton button)
{
    auto* poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            poll->deleteLater();
            poll->stop();
            box->button(button)->click();
        }
    });
    poll->start();
}

} // namespace trainyard::test
