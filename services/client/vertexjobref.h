#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace trainyard::client {

// Which Vertex job a console job id stands for, and back.
//
// The console lists Vertex jobs as spec::Jobs, so each needs a jobId that is unique across the two
// kinds and every region a backend lists, that a user can read, and that leads back to the resource
// without a lookup. It is the resource name less "projects/{p}/locations/":
//   "us-central1/customJobs/1234567890123456789"
//   "europe-west4/hyperparameterTuningJobs/987654321"
// which is also what gcloud wants to find the job again (`--region=us-central1 1234567890123456789`).
struct VertexJobRef {
    enum class Kind { CustomJob, HyperparameterTuningJob };

    std::string location;
    Kind kind = Kind::CustomJob;
    std::string id; // the server-assigned numeric id, as text

    // "customJobs" / "hyperparameterTuningJobs": the collection in names and URLs.
    static std::string_view collection(Kind kind);
    // The console's job id (above).
    std::string jobId() const;
    // "projects/{project}/locations/{location}/{collection}/{id}".
    std::string resourceName(const std::string& project) const;

    // From a console job id; nullopt for anything else (a v1 job id has no slash).
    static std::optional<VertexJobRef> fromJobId(std::string_view jobId);
    // From a resource name as the server gives it; nullopt for anything else.
    static std::optional<VertexJobRef> fromResourceName(std::string_view name);

    friend bool operator==(const VertexJobRef&, const VertexJobRef&) = default;
};

} // namespace trainyard::client
