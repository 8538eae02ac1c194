#pragma once

#include "timestamp.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::spec {

// What a job wrote: its output folder as the daemon lists it on GET …/jobs/{id}/files (docs/api.md,
// "Files") and the console's Outputs tab shows it.

struct OutputFile {
    std::string path; // relative to the listing's root, '/'-separated, never "..", never absolute
    bool directory = false;
    std::int64_t size = 0; // bytes; 0 for a folder
    std::optional<Timestamp> modifyTime;
    friend bool operator==(const OutputFile&, const OutputFile&) = default;
};

struct OutputListing {
    // The job's output folder on the daemon's machine (its jobDir, or a Vertex job's
    // baseOutputDirectory as the daemon maps it); empty when the job has none (then `status` says why).
    std::string root;
    std::vector<OutputFile> files; // folders before their contents, each folder's entries by name
    bool truncated = false; // more entries than the daemon lists at once (docs/api.md, "Files")
    std::string status;
};

nlohmann::json outputListingToJson(const OutputListing& listing);
std::optional<OutputListing> outputListingFromJson(const nlohmann::json& json);

} // namespace trainyard::spec
