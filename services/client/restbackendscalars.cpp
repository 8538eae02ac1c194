#include "restbackend.h"

// GET …/jobs/{id}/scalars, once and followed (docs/api.md, "Scalars"). Owned by HC: placeholder until it lands.

namespace trainyard::client {

void RestBackend::readScalars(const std::string& jobId, const spec::ScalarQuery& query, Callback<spec::ScalarWindow> done)
{
    Backend::readScalars(jobId, query, std::move(done));
}

Backend::StreamId RestBackend::followScalars(const std::string& jobId, const spec::ScalarQuery& query,
    std::function<void(const spec::ScalarWindow&)> onWindow, Completion onEnd)
{
    return Backend::followScalars(jobId, query, std::move(onWindow), std::move(onEnd));
}

} // namespace trainyard::client
