#pragma once

#include "replicaplan.h"

#include "spec/resourcerecords.h"

#include <QObject>

#include <chrono>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace trainyard::daemon {

class SlurmCluster;

// What a Slurm job's replicas use, from Slurm's accounting: sstat of the trainers' step of each
// heterogeneous component, which Slurm averages over the component's tasks, so each replica of a pool
// gets its pool's average (CPU time turned into a rate between two answers, resident memory), with
// its node. Needs JobAcctGatherType on the cluster; where it gathers nothing, error() says so.
// signals: sampled() with one sample per replica of every component measured.
class SlurmUsageSampler : public QObject {
    Q_OBJECT

public:
    SlurmUsageSampler(SlurmCluster& cluster, const std::vector<ReplicaPlan>& replicas, std::string trial, QObject* parent = nullptr);

    // Asks sstat for `slurmJobId` (nothing while the last question is unanswered). `nodes`: each
    // replica's node, as its task reported it.
    void sample(std::int64_t slurmJobId, const std::map<std::string, std::string>& nodes);
    // Why there are no figures, in Slurm's or the adapter's words; empty while sstat answers.
    const std::string& error() const { return m_error; }

signals:
    void sampled(const std::vector<spec::ResourceSample>& samples);

private:
    SlurmCluster& m_cluster;
    std::vector<std::vector<ReplicaPlan>> m_components;
    std::string m_trial;
    bool m_asking = false;
    std::string m_error;
    std::map<int, std::pair<double, std::chrono::steady_clock::time_point>> m_lastCpu; // component -> CPU seconds, when
};

} // namespace trainyard::daemon
