#include "restbackend.h"

// GET …/jobs/{id}/scalars once (docs/api.md, "Scalars"). The followed form is a resumable stream like
// the resources' and lives with the other streams in restbackend.cpp (RestBackend::followScalars).

namespace trainyard::client {

void RestBackend::readScalars(const std::string& jobId, const spec::ScalarQuery& query, Callback<spec::ScalarWindow> done)
{
    getJson(jobPath(jobId) + "/scalars?" + spec::scalarQueryToUrl(query), [done = std::move(done)](ApiResult<nlohmann::json> result) {
        if (auto* error = std::get_if<ApiError>(&result)) {
            done(std::move(*error));
            return;
        }
        auto window = spec::scalarWindowFromJson(std::get<nlohmann::json>(result));
        if (!window)
            done(ApiError { 200, "INVALID_RESPONSE", "the server sent a scalar window this console cannot read", {} });
        else
            done(std::move(*window));
    });
}

} // namespace trainyard::client
