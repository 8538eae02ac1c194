#include "restbackend.h"

#include "spec/outputfiles.h"

#include <QFile>
#include <QPointer>

#include <cstdio>

// GET …/jobs/{id}/files and …/files/{path} (docs/api.md, "Files").
//
// A download first asks for the file's first byte (Range: bytes=0-0): the answer's Content-Range
// names the whole size before a byte is written (streamed bodies reach this thread without their
// headers), and a missing or refused file fails before any part file exists. Then the body streams
// into destination + ".part", one transport chunk (at most curl's 16 KiB) written at a time on this
// thread, so the GUI thread never writes more than that at once; the part file is renamed over the
// destination once every byte came, and removed on failure or cancel.

namespace trainyard::client {

namespace {
    // "bytes 0-0/1234" or "bytes */1234" → 1234; -1 when the header says no total.
    std::int64_t totalOfContentRange(const std::string& value)
    {
        const auto slash = value.rfind('/');
        if (slash == std::string::npos || slash + 1 >= value.size() || value[slash + 1] == '*')
            return -1;
        try {
            return std::stoll(value.substr(slash + 1));
        } catch (const std::exception&) {
            return -1;
        }
    }

    std::string header(const HttpResponse& response, const std::string& name)
    {
        const auto it = response.headers.find(name);
        return it == response.headers.end() ? std::string() : it->second;
    }

    // A path of the listing as a URL path: each segment percent-encoded, the slashes kept.
    std::string encodePath(const std::string& path)
    {
        std::string out;
        std::size_t start = 0;
        for (;;) {
            const auto slash = path.find('/', start);
            out += urlEncode(path.substr(start, slash == std::string::npos ? std::string::npos : slash - start));
            if (slash == std::string::npos)
                return out;
            out += '/';
            start = slash + 1;
        }
    }

    ApiError localError(const std::string& message)
    {
        return ApiError { 0, "INTERNAL", message, {} };
    }
} // namespace

struct RestBackend::Download {
    QString destination;
    QFile part;
    std::int64_t received = 0;
    std::int64_t total = -1;
    HttpTransport::RequestId request = 0; // the body's stream, once started
    std::function<void(std::int64_t, std::int64_t)> onProgress;
    Completion done;
};

void RestBackend::listFiles(const std::string& jobId, Callback<spec::OutputListing> done)
{
    getJson(jobPath(jobId) + "/files", [done = std::move(done)](ApiResult<nlohmann::json> result) {
        if (auto* error = std::get_if<ApiError>(&result)) {
            done(std::move(*error));
            return;
        }
        auto listing = spec::outputListingFromJson(std::get<nlohmann::json>(result));
        if (!listing)
            done(ApiError { 200, "INVALID_RESPONSE", "the server sent a file listing this console cannot read", {} });
        else
            done(std::move(*listing));
    });
}

Backend::StreamId RestBackend::downloadFile(const std::string& jobId, const std::string& path,
    const QString& destination, std::function<void(std::int64_t, std::int64_t)> onProgress, Completion done)
{
    const StreamId id = m_nextStream++;
    auto download = std::make_shared<Download>();
    download->destination = destination;
    download->part.setFileName(destination + QStringLiteral(".part"));
    download->onProgress = std::move(onProgress);
    download->done = std::move(done);
    m_downloads.emplace(id, download);

    const std::string url = jobPath(jobId) + "/files/" + encodePath(path);
    HttpRequest probe = m_api.request("GET", url);
    probe.headers.emplace_back("Range", "bytes=0-0");
    QPointer<RestBackend> self(this);
    // Through the API client: a token that expired is refreshed once here, before the long transfer.
    m_api.send(std::move(probe), [self, id, url, download](const HttpResponse& response) {
        RestBackend* const backend = self.data();
        if (backend == nullptr || !backend->m_downloads.contains(id))
            return; // cancelled meanwhile
        const auto finish = [self, id, download](std::optional<ApiError> error) {
            if (error) {
                download->part.close();
                download->part.remove();
            }
            if (RestBackend* const b = self.data())
                b->m_downloads.erase(id);
            if (download->done)
                download->done(std::move(error));
        };
        if (response.status == 206) {
            download->total = totalOfContentRange(header(response, "content-range"));
        } else if (response.status == 200) {
            download->total = static_cast<std::int64_t>(response.body.size()); // a server without ranges sent it whole
        } else if (response.status == 416) {
            download->total = totalOfContentRange(header(response, "content-range")); // an empty file has no byte 0
            if (download->total < 0)
                download->total = 0;
        } else {
            finish(ApiClient::errorOf(response));
            return;
        }
        if (!download->part.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            finish(localError("cannot write " + download->part.fileName().toStdString() + ": "
                + download->part.errorString().toStdString()));
            return;
        }
        if (download->onProgress)
            download->onProgress(0, download->total);
        HttpRequest body = backend->m_api.request("GET", url);
        body.stream = true;
        download->request = backend->m_transport.send(
            std::move(body),
            [self, id, download, finish](const HttpResponse& end) {
                RestBackend* const b = self.data();
                if (b == nullptr || !b->m_downloads.contains(id))
                    return;
                download->request = 0;
                if (!end.ok()) {
                    finish(ApiClient::errorOf(end));
                    return;
                }
                if (download->total >= 0 && download->received != download->total) {
                    finish(localError("the server sent " + std::to_string(download->received) + " of "
                        + std::to_string(download->total) + " bytes"));
                    return;
                }
                if (!download->part.flush()) {
                    finish(localError("cannot write " + download->part.fileName().toStdString() + ": "
                        + download->part.errorString().toStdString()));
                    return;
                }
                download->part.close();
                // rename(2) replaces an existing destination in one step, which QFile::rename refuses to do.
                if (std::rename(QFile::encodeName(download->part.fileName()).constData(),
                        QFile::encodeName(download->destination).constData())
                    != 0) {
                    finish(localError("cannot rename " + download->part.fileName().toStdString() + " to "
                        + download->destination.toStdString()));
                    return;
                }
                finish(std::nullopt);
            },
            [self, id, download, finish](std::string_view bytes) {
                RestBackend* const b = self.data();
                if (b == nullptr || !b->m_downloads.contains(id))
                    return;
                if (download->part.write(bytes.data(), static_cast<qint64>(bytes.size()))
                    != static_cast<qint64>(bytes.size())) {
                    b->m_transport.cancel(download->request);
                    download->request = 0;
                    finish(localError("cannot write " + download->part.fileName().toStdString() + ": "
                        + download->part.errorString().toStdString()));
                    return;
                }
                download->received += static_cast<std::int64_t>(bytes.size());
                if (download->total >= 0 && download->received > download->total)
                    download->total = download->received; // the file grew since the first byte was asked for
                if (download->onProgress)
                    download->onProgress(download->received, download->total);
            });
    });
    return id;
}

bool RestBackend::cancelDownload(StreamId id)
{
    const auto it = m_downloads.find(id);
    if (it == m_downloads.end())
        return false;
    const std::shared_ptr<Download> download = it->second;
    m_downloads.erase(it);
    if (download->request)
        m_transport.cancel(download->request);
    if (download->part.isOpen())
        download->part.close();
    download->part.remove();
    return true;
}

} // namespace trainyard::client
