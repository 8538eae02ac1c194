#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace trainyard::daemon {

class Engine;

// projects.locations as this daemon answers it: "local", and each Slurm location with Trainyard's
// members beside Google's (kind, partition, nodes, CPUs, GPUs, whether its controller answers and,
// when not, why; docs/api.md, "Locations"). `id` must be one of Locations::ids().
nlohmann::json locationJson(const Engine& engine, const std::string& id);
nlohmann::json locationsJson(const Engine& engine);

} // namespace trainyard::daemon
