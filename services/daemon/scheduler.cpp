#include "scheduler.h"

namespace trainyard::daemon {

void Scheduler::addLocation(const std::string& location, int replicaSlots, const std::vector<int>& gpus)
{
    Location& place = m_locations[location];
    place.totalSlots = replicaSlots;
    place.freeSlots = replicaSlots;
    place.gpus = { gpus.begin(), gpus.end() };
    place.freeGpus = place.gpus;
}

Scheduler::Location& Scheduler::at(const std::string& location)
{
    return m_locations[location];
}

const Scheduler::Location* Scheduler::find(const std::string& location) const
{
    const auto it = m_locations.find(location);
    return it == m_locations.end() ? nullptr : &it->second;
}

int Scheduler::totalSlots(const std::string& location) const
{
    const Location* place = find(location);
    return place ? place->totalSlots : 0;
}

int Scheduler::totalGpus(const std::string& location) const
{
    const Location* place = find(location);
    return place ? static_cast<int>(place->gpus.size()) : 0;
}

int Scheduler::freeSlots(const std::string& location) const
{
    const Location* place = find(location);
    return place ? place->freeSlots : 0;
}

int Scheduler::freeGpus(const std::string& location) const
{
    const Location* place = find(location);
    return place ? static_cast<int>(place->freeGpus.size()) : 0;
}

void Scheduler::enqueue(const std::string& location, const std::string& jobId, int priority, std::int64_t createSeq)
{
    if (m_queued.contains(jobId))
        return;
    const Key key { priority, createSeq, jobId };
    at(location).queue.insert(key);
    m_queued.emplace(jobId, Queued { location, key });
    m_positionsValid = false;
}

void Scheduler::dequeue(const std::string& jobId)
{
    const auto it = m_queued.find(jobId);
    if (it == m_queued.end())
        return;
    at(it->second.location).queue.erase(it->second.key);
    m_queued.erase(it);
    m_positionsValid = false;
}

std::int64_t Scheduler::position(const std::string& jobId) const
{
    if (!m_positionsValid) {
        m_positions.clear();
        for (const auto& [name, place] : m_locations) {
            std::int64_t position = 0;
            for (const Key& key : place.queue)
                m_positions[key.jobId] = ++position;
        }
        m_positionsValid = true;
    }
    const auto it = m_positions.find(jobId);
    return it == m_positions.end() ? 0 : it->second;
}

std::size_t Scheduler::queueLength(const std::string& location) const
{
    const Location* place = find(location);
    return place ? place->queue.size() : 0;
}

std::vector<std::string> Scheduler::queued(const std::string& location) const
{
    std::vector<std::string> ids;
    if (const Location* place = find(location)) {
        for (const Key& key : place->queue)
            ids.push_back(key.jobId);
    }
    return ids;
}

std::vector<Scheduler::Start> Scheduler::startable(
    const std::string& location, const std::function<std::optional<Need>(const std::string& jobId)>& needOf)
{
    std::vector<Start> starts;
    Location* place = m_locations.contains(location) ? &m_locations.at(location) : nullptr;
    if (!place)
        return starts;
    for (const Key& key : place->queue) {
        const auto need = needOf(key.jobId);
        if (!need)
            continue;
        if (need->replicaSlots > place->freeSlots || need->gpus > static_cast<int>(place->freeGpus.size()))
            break;
        Start start { key.jobId, { need->replicaSlots, {} } };
        place->freeSlots -= need->replicaSlots;
        for (int i = 0; i < need->gpus; ++i) {
            start.grant.gpus.push_back(*place->freeGpus.begin());
            place->freeGpus.erase(place->freeGpus.begin());
        }
        starts.push_back(std::move(start));
    }
    return starts;
}

void Scheduler::take(const std::string& location, const Grant& grant)
{
    Location& place = at(location);
    place.freeSlots -= grant.replicaSlots;
    for (int gpu : grant.gpus)
        place.freeGpus.erase(gpu);
}

void Scheduler::release(const std::string& location, const Grant& grant)
{
    Location& place = at(location);
    place.freeSlots += grant.replicaSlots;
    for (int gpu : grant.gpus) {
        if (place.gpus.contains(gpu))
            place.freeGpus.insert(gpu);
    }
}

} // namespace trainyard::daemon
