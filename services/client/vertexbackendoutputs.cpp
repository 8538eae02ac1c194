#include "vertexbackend.h"

// A Vertex job's scalars and files: on a trainyardd, the daemon's extension paths of the job (served
// for Vertex jobs as for v1's); Google's Vertex serves neither (its curves live in Vertex TensorBoard,
// its files in Cloud Storage), so the base class answers UNIMPLEMENTED.

namespace trainyard::client {

void VertexBackend::readScalars(const std::string& jobId, const spec::ScalarQuery& query, Callback<spec::ScalarWindow> done)
{
    if (!m_daemon) {
        Backend::readScalars(jobId, query, std::move(done));
        return;
    }
    details().readScalars(detailsJobId(jobId), query, std::move(done));
}

VertexBackend::StreamId VertexBackend::followScalars(const std::string& jobId, const spec::ScalarQuery& query,
    std::function<void(const spec::ScalarWindow&)> onWindow, Completion onEnd)
{
    if (!m_daemon)
        return Backend::followScalars(jobId, query, std::move(onWindow), std::move(onEnd));
    return delegateStream(std::move(onEnd), [&](Backend& helper, Completion end) {
        return helper.followScalars(detailsJobId(jobId), query, std::move(onWindow), std::move(end));
    });
}

void VertexBackend::listFiles(const std::string& jobId, Callback<spec::OutputListing> done)
{
    if (!m_daemon) {
        Backend::listFiles(jobId, std::move(done));
        return;
    }
    details().listFiles(detailsJobId(jobId), std::move(done));
}

VertexBackend::StreamId VertexBackend::downloadFile(const std::string& jobId, const std::string& path, const QString& destination,
    std::function<void(std::int64_t, std::int64_t)> onProgress, Completion done)
{
    if (!m_daemon)
        return Backend::downloadFile(jobId, path, destination, std::move(onProgress), std::move(done));
    return delegateStream(std::move(done), [&](Backend& helper, Completion end) {
        return helper.downloadFile(detailsJobId(jobId), path, destination, std::move(onProgress), std::move(end));
    });
}

} // namespace trainyard::client
