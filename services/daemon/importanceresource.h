#pragma once

#include "spec/hyperparameterspec.h"
#include "spec/parameterimportance.h"
#include "tuner/tuner.h"

#include <QObject>
#include <QPointer>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::daemon {

class Engine;
class HttpExchange;
class ResponseStream;

// GET …/{job}/importance (docs/api.md, "Extensions"): which parameters of a tuning job's study
// mattered, by tuner::ImportanceEvaluator over the study's trials. The forest takes tens of
// milliseconds for a few hundred trials, so it is fitted on a pool thread, never on the event loop,
// and the report is kept per job with the number of completed trials it rests on: a console polling
// every two seconds costs one look at the job until a trial finishes. A request that must wait for a
// computation is answered through a chunked response, sent when the report comes back; requests
// that arrive meanwhile wait for the same computation. A removed job's report is dropped.
class ImportanceResource : public QObject {
    Q_OBJECT

public:
    explicit ImportanceResource(Engine& engine, QObject* parent = nullptr);

    // Answers for an existing engine job, whichever surface named it: FAILED_PRECONDITION when it is
    // no tuning job.
    void get(HttpExchange& exchange, const std::string& jobId);

    // What the evaluator is given for a job: the study's parameters (a Vertex study's conditional ones
    // too), its trials as the tuner sees them (Study::history: the resumed jobs' first) and the
    // tuner's seed. Nullopt for a job that is no tuning job.
    struct Input {
        spec::HyperparameterSpec spec;
        std::vector<tuner::Observation> trials;
        std::uint64_t seed = 0;
        int completed = 0; // trials with a finite value: what the kept report is matched against
    };
    std::optional<Input> input(const std::string& jobId) const;

private:
    struct Entry {
        std::optional<spec::ImportanceReport> report; // the latest computed, for `reportCompleted` trials
        int reportCompleted = -1;
        bool computing = false;
        bool removed = false; // the job went while a computation was in flight: dropped when it returns
        std::vector<QPointer<ResponseStream>> waiting; // answered when the computation returns
    };

    void compute(const std::string& jobId, Input input);
    void computed(const std::string& jobId, int completed, std::optional<spec::ImportanceReport> report, const std::string& error);
    void forget(const std::string& jobId);

    Engine& m_engine;
    std::map<std::string, Entry> m_entries; // by engine job id
};

} // namespace trainyard::daemon
