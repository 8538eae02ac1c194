#pragma once

// An in-memory backend that lists locations as a Trainyard daemon with Slurm locations does
// (docs/api.md, "Locations"), for the console's tests and screenshots of where jobs run.

#include "fakebackend.h"

#include <nlohmann/json.hpp>

#include <QTimer>

namespace trainyard::test {

// The daemon's own machine, a Slurm partition of 2 nodes and 4 GPUs, and one whose controller does
// not answer (not described yet: no counts).
inline nlohmann::json slurmLocationsAnswer()
{
    return nlohmann::json::parse(R"({"locations":[
 {"name":"projects/p/locations/local","locationId":"local","capabilities":[{"type":"TRAINING","replicaSlots":8,"gpus":0}],"kind":"local","available":true},
 {"name":"projects/p/locations/cluster","locationId":"cluster","capabilities":[{"type":"TRAINING"}],"kind":"slurm","partition":"debug","nodes":2,"cpus":4,"gpus":4,"available":true,"message":""},
 {"name":"projects/p/locations/down","locationId":"down","capabilities":[{"type":"TRAINING"}],"kind":"slurm","partition":"gpu","nodes":0,"cpus":0,"gpus":0,"available":false,
  "message":"the Slurm controller does not answer"}]})");
}

class LocatedBackend : public FakeBackend {
public:
    explicit LocatedBackend(nlohmann::json answer, QString name = QStringLiteral("Daemon with Slurm"))
        : FakeBackend(std::move(name))
        , m_answer(std::move(answer))
    {
    }
    void listLocations(client::Callback<nlohmann::json> done) override
    {
        QTimer::singleShot(0, this, [this, done] { done(m_answer); });
    }

private:
    nlohmann::json m_answer;
};

} // namespace trainyard::test
