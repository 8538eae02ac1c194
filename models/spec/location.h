#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace trainyard::spec {

// A place a backend runs jobs, as projects.locations.list names it: a Google region, a daemon's own
// machine ("local"), or a Slurm partition a daemon submits to. A job chooses one with
// trainingInput.region. Google's locations say only their name and capabilities; a Trainyard daemon's
// also say what they are and whether they take jobs now (docs/api.md, "Locations").
// Its strings say {} so that a designated initializer may name only some (-Wmissing-field-initializers).
struct Location {
    std::string name {}; // "projects/p/locations/cluster"
    std::string locationId {}; // "cluster": what trainingInput.region holds
    // The API's capabilities as sent ([{"type": "TRAINING", …}]); empty where the backend lists none.
    nlohmann::json capabilities = nlohmann::json::array();
    std::string kind {}; // "local", "slurm"; empty where the backend does not say (Google)
    // A Slurm location's partition and what its nodes have together (0: not known yet).
    std::string partition {};
    int nodes = 0;
    int cpus = 0;
    int gpus = 0;
    // Whether it takes jobs now; `message` says why not (Slurm's controller does not answer, …).
    bool available = true;
    std::string message {};

    bool isSlurm() const { return kind == "slurm"; }
    // False for a location whose capabilities are listed without TRAINING (Google's prediction-only regions).
    bool trains() const;

    friend bool operator==(const Location&, const Location&) = default;
};

// The wire format. Written: name, locationId, capabilities, kind (when known) and available; a Slurm
// location also partition, nodes, cpus, gpus and message, and any other location those that are set.
// Read: only `name` is required; locationId defaults to the name's last segment, available to true,
// the rest to empty or 0, so that Google's answers and older daemons' read too. nullopt for a
// location that is not an object, has no name, or has a member of the wrong type.
nlohmann::json locationToJson(const Location& location);
std::optional<Location> locationFromJson(const nlohmann::json& json);
// {"locations": [...]} → the locations, in the answer's order; a location that cannot be read is left
// out. nullopt when the answer is not such an object (an answer without "locations" lists none).
std::optional<std::vector<Location>> locationsFromJson(const nlohmann::json& answer);

} // namespace trainyard::spec
