#include "restbackend.h"

// GET …/jobs/{id}/files and …/files/{path} (docs/api.md, "Files"). Owned by HB: placeholder until it lands.

namespace trainyard::client {

struct RestBackend::Download { };

void RestBackend::listFiles(const std::string& jobId, Callback<spec::OutputListing> done)
{
    Backend::listFiles(jobId, std::move(done));
}

Backend::StreamId RestBackend::downloadFile(const std::string& jobId, const std::string& path, const QString& destination,
    std::function<void(std::int64_t, std::int64_t)> onProgress, Completion done)
{
    return Backend::downloadFile(jobId, path, destination, std::move(onProgress), std::move(done));
}

bool RestBackend::cancelDownload(StreamId id)
{
    return m_downloads.erase(id) > 0;
}

} // namespace trainyard::client
