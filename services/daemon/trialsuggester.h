#pragma once

#include "spec/job.h"
#include "tuner/conditionaltuner.h"
#include "tuner/tuner.h"

#include <QObject>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace trainyard::daemon {

// Asks a tuning job's tuner for the parameters of its next trials on a worker thread: a Bayesian
// suggestion after a few hundred trials takes seconds, and the daemon's event loop must not wait
// for it. The tuner is stateless and the history a copy, so the worker shares nothing else with the
// run; its answer comes back through the application object, which outlives any run, and is dropped
// when this object has gone.
// signals: suggested(points, how many were asked for, why it failed or empty), once per request().
class TrialSuggester : public QObject {
    Q_OBJECT

public:
    // The tuner for `spec`, seeded with `seed` (Study::seedOf): the same job suggests alike after a restart.
    // With `conditions` (a Vertex study's conditional parameters), each suggestion holds only the
    // parameters active for it (tuner/conditionaltuner.h).
    TrialSuggester(const spec::HyperparameterSpec& spec, std::uint64_t seed, QObject* parent = nullptr, tuner::Conditions conditions = {});

    // False when the spec makes no tuner (the engine refused such jobs: Study::check).
    bool canSuggest() const { return m_tuner != nullptr; }
    // A request is being answered.
    bool busy() const { return m_busy; }
    void request(std::vector<tuner::Observation> history, int count);

signals:
    void suggested(std::vector<tuner::Assignment> suggestions, int wanted, const std::string& error);

private:
    void answer(std::vector<tuner::Assignment> suggestions, int wanted, const std::string& error);

    std::shared_ptr<tuner::Tuner> m_tuner; // shared with a request in flight, which may outlive this object
    bool m_busy = false;
};

} // namespace trainyard::daemon
