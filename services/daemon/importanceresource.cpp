#include "importanceresource.h"

#include "apiresponse.h"
#include "daemonlogging.h"
#include "engine.h"
#include "study.h"
#include "vertexstudy.h"

#include "tuner/importanceevaluator.h"

#include <QCoreApplication>
#include <QThreadPool>

#include <cmath>
#include <utility>

namespace trainyard::daemon {

namespace {

    std::string body(const spec::ImportanceReport& report)
    {
        return jsonResponse(200, spec::importanceToJson(report)).body;
    }

} // namespace

ImportanceResource::ImportanceResource(Engine& engine, QObject* parent)
    : QObject(parent)
    , m_engine(engine)
{
    connect(&m_engine, &Engine::removed, this, &ImportanceResource::forget);
}

std::optional<ImportanceResource::Input> ImportanceResource::input(const std::string& jobId) const
{
    const spec::Job* stored = m_engine.find(jobId);
    if (!stored || !stored->trainingInput || !stored->trainingInput->hyperparameters)
        return std::nullopt;
    // The study as TuningRun searches it: a Vertex job's conditional parameters are in it too.
    const spec::Job job = withConditionalParameters(*stored, m_engine.vertexOrigin(jobId));
    const spec::HyperparameterSpec& hp = *job.trainingInput->hyperparameters;
    Study study(hp, Study::previousTrials(job, [this](const std::string& id) { return m_engine.find(id); }));
    if (job.trainingOutput)
        study.restore(*job.trainingOutput);
    Input in;
    in.spec = hp;
    in.trials = study.history();
    in.seed = Study::seedOf(jobId); // the tuner's seed: the job has no other
    for (const auto& o : in.trials) {
        if (o.status == tuner::Observation::Status::Completed && o.value && std::isfinite(*o.value))
            ++in.completed;
    }
    return in;
}

void ImportanceResource::get(HttpExchange& exchange, const std::string& jobId)
{
    auto in = input(jobId);
    if (!in) {
        exchange.respond(errorResponse(ApiError::failedPrecondition(
            "The job has no hyperparameter tuning: parameter importance is computed from the trials of a tuning job's study.")));
        return;
    }
    Entry& entry = m_entries[jobId];
    if (entry.report && entry.reportCompleted == in->completed) {
        exchange.respond(jsonResponse(200, spec::importanceToJson(*entry.report)));
        return;
    }
    // The status goes out now; the report follows when the pool thread has it.
    entry.waiting.emplace_back(exchange.startStream(200, "application/json; charset=UTF-8"));
    if (!entry.computing)
        compute(jobId, std::move(*in));
}

void ImportanceResource::compute(const std::string& jobId, Input in)
{
    m_entries[jobId].computing = true;
    QPointer<ImportanceResource> self(this);
    QThreadPool::globalInstance()->start([self, jobId, in = std::move(in)] {
        std::optional<spec::ImportanceReport> report;
        std::string error;
        try {
            report = tuner::ImportanceEvaluator::evaluate(in.spec, in.trials, in.seed);
        } catch (const std::exception& e) {
            error = e.what();
        }
        QMetaObject::invokeMethod(QCoreApplication::instance(), [self, jobId, completed = in.completed, report = std::move(report), error]() mutable {
            if (self)
                self->computed(jobId, completed, std::move(report), error);
        });
    });
}

void ImportanceResource::computed(const std::string& jobId, int completed, std::optional<spec::ImportanceReport> report, const std::string& error)
{
    const auto it = m_entries.find(jobId);
    if (it == m_entries.end())
        return;
    Entry& entry = it->second;
    entry.computing = false;
    std::string answer;
    if (report) {
        answer = body(*report);
        entry.report = std::move(report);
        entry.reportCompleted = completed;
    } else {
        // The 200 has gone out with the stream; the body says what went wrong instead of a report.
        qCWarning(lcDaemonTuning, "job %s: parameter importance failed: %s", jobId.c_str(), error.c_str());
        answer = errorResponse(ApiError::internal("parameter importance failed: " + error)).body;
    }
    // Requests that came while it ran get this report, though a trial may have finished since: the
    // next one computes again.
    for (const QPointer<ResponseStream>& stream : std::exchange(entry.waiting, {})) {
        if (!stream)
            continue; // the client has gone
        stream->write(answer);
        stream->finish();
    }
    if (entry.removed)
        m_entries.erase(it);
}

void ImportanceResource::forget(const std::string& jobId)
{
    const auto it = m_entries.find(jobId);
    if (it == m_entries.end())
        return;
    if (it->second.computing)
        it->second.removed = true; // its waiting requests are still answered
    else
        m_entries.erase(it);
}

} // namespace trainyard::daemon
