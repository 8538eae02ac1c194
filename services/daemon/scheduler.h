#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace trainyard::daemon {

// Where jobs run and what each place has free: the queue of every location, ordered by priority
// (higher first) then age, and its replica slots and GPUs. Pure bookkeeping, no Qt and no I/O: the
// Engine asks it which queued jobs may start and tells it what they hold. A location is named by an
// id ("local" today; a Slurm cluster next), and every queue and every count is kept per location.
class Scheduler {
public:
    struct Need {
        int replicaSlots = 0;
        int gpus = 0;
    };
    // What a started job holds until release().
    struct Grant {
        int replicaSlots = 0;
        std::vector<int> gpus; // the ids, the lowest free ones
    };
    struct Start {
        std::string jobId;
        Grant grant;
    };

    // A place to run jobs, with `replicaSlots` replica slots and the GPUs of these ids.
    void addLocation(const std::string& location, int replicaSlots, const std::vector<int>& gpus);
    bool hasLocation(const std::string& location) const { return m_locations.contains(location); }
    int totalSlots(const std::string& location) const;
    int totalGpus(const std::string& location) const;
    int freeSlots(const std::string& location) const;
    int freeGpus(const std::string& location) const;

    // A job waits at `location`; `createSeq` orders jobs of one priority, the older first.
    void enqueue(const std::string& location, const std::string& jobId, int priority, std::int64_t createSeq);
    // The job waits no more (it starts, or ends before it started). Nothing when it was not queued.
    void dequeue(const std::string& jobId);
    // 1 for the job that starts next at its location, 0 for a job not queued.
    std::int64_t position(const std::string& jobId) const;
    std::size_t queueLength(const std::string& location) const;
    // The location's queued jobs, in the order they start.
    std::vector<std::string> queued(const std::string& location) const;

    // The queued jobs of `location` that start now, in order, each with what it was given (taken
    // from the free slots and GPUs; the jobs stay queued until dequeued). `needOf` says what a job
    // needs, or nullopt to pass over it (a job on its way out). The order is strict: a job that does
    // not fit yet holds back those behind it, so big jobs are not starved by small ones.
    std::vector<Start> startable(const std::string& location, const std::function<std::optional<Need>(const std::string& jobId)>& needOf);
    // A job found running when the daemon starts holds these again.
    void take(const std::string& location, const Grant& grant);
    // A job's replicas are gone: what it held is free.
    void release(const std::string& location, const Grant& grant);

private:
    struct Key {
        int priority;
        std::int64_t createSeq;
        std::string jobId;
        bool operator<(const Key& other) const
        {
            if (priority != other.priority)
                return priority > other.priority;
            return createSeq != other.createSeq ? createSeq < other.createSeq : jobId < other.jobId;
        }
    };
    struct Location {
        int totalSlots = 0;
        int freeSlots = 0;
        std::set<int> gpus;
        std::set<int> freeGpus;
        std::set<Key> queue;
    };
    struct Queued {
        std::string location;
        Key key;
    };

    Location& at(const std::string& location);
    const Location* find(const std::string& location) const;

    std::map<std::string, Location> m_locations;
    std::map<std::string, Queued> m_queued; // by job id
    // position(), rebuilt when a queue changed: the console asks for each queued job of a list.
    mutable std::map<std::string, std::int64_t> m_positions;
    mutable bool m_positionsValid = false;
};

} // namespace trainyard::daemon
