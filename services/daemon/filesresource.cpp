#include "filesresource.h"

#include "apiresponse.h"
#include "engine.h"
#include "httpserver.h"
#include "pathconfinement.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>
#include <QTimer>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <utility>
#include <vector>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace trainyard::daemon {

namespace {

    constexpr qint64 maxPendingBytes = 1024 * 1024; // four chunks waiting for a slow client
    constexpr int maxDepth = 64; // folders deeper are listed but not entered

    spec::Timestamp modified(const struct stat& st)
    {
        return { static_cast<std::int64_t>(st.st_mtim.tv_sec), static_cast<std::int32_t>(st.st_mtim.tv_nsec) };
    }

    bool insideOf(const std::string& path, const std::string& root)
    {
        return path == root
            || (path.size() > root.size() && path.compare(0, root.size(), root) == 0 && path[root.size()] == '/');
    }

    struct Walk {
        std::string realRoot;
        std::size_t maxEntries;
        spec::OutputListing& listing;

        // False once the listing is full.
        bool folder(int dirFd, const std::string& relative, int depth)
        {
            DIR* dir = ::fdopendir(dirFd);
            if (!dir) {
                ::close(dirFd);
                return true;
            }
            std::vector<std::string> names;
            while (const dirent* entry = ::readdir(dir)) {
                const std::string name = entry->d_name;
                if (name != "." && name != "..")
                    names.push_back(name);
            }
            std::sort(names.begin(), names.end());
            bool more = true;
            for (const std::string& name : names) {
                if (listing.files.size() >= maxEntries) {
                    listing.truncated = true;
                    more = false;
                    break;
                }
                struct stat st { };
                if (::fstatat(::dirfd(dir), name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0)
                    continue; // gone meanwhile
                spec::OutputFile file;
                file.path = relative.empty() ? name : relative + "/" + name;
                file.modifyTime = modified(st);
                if (S_ISLNK(st.st_mode)) {
                    // Listed as what it points to only when that is inside the root; never entered.
                    const std::string full = realRoot + "/" + file.path;
                    struct stat target { };
                    if (char* real = ::realpath(full.c_str(), nullptr)) {
                        const bool inside = insideOf(real, realRoot);
                        std::free(real);
                        if (inside && ::stat(full.c_str(), &target) == 0) {
                            file.directory = S_ISDIR(target.st_mode);
                            file.size = S_ISREG(target.st_mode) ? static_cast<std::int64_t>(target.st_size) : 0;
                        }
                    }
                    listing.files.push_back(std::move(file));
                    continue;
                }
                file.directory = S_ISDIR(st.st_mode);
                file.size = S_ISREG(st.st_mode) ? static_cast<std::int64_t>(st.st_size) : 0;
                const bool enter = file.directory && depth < maxDepth;
                const std::string path = file.path;
                listing.files.push_back(std::move(file));
                if (!enter)
                    continue;
                const int child = ::openat(::dirfd(dir), name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
                if (child >= 0 && !folder(child, path, depth + 1)) {
                    more = false;
                    break;
                }
            }
            ::closedir(dir);
            return more;
        }
    };

    // "bytes=a-b", "bytes=a-", "bytes=-n" of a file of `size` bytes: [first, last] inclusive.
    struct Range {
        std::int64_t first = 0;
        std::int64_t last = 0;
    };
    enum class RangeKind { None, Satisfiable, Unsatisfiable };

    std::optional<std::int64_t> number(std::string_view text)
    {
        if (text.empty() || text.size() > 18
            || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return std::nullopt;
        return std::stoll(std::string(text));
    }

    // A header this daemon does not understand (several ranges, another unit, bad syntax) is ignored:
    // the whole file is sent, as RFC 9110 allows.
    RangeKind parseRange(const std::string& header, std::int64_t size, Range& range)
    {
        const std::string_view prefix = "bytes=";
        if (header.compare(0, prefix.size(), prefix) != 0)
            return RangeKind::None;
        const std::string_view spec = std::string_view(header).substr(prefix.size());
        const std::size_t dash = spec.find('-');
        if (dash == std::string_view::npos || spec.find(',') != std::string_view::npos)
            return RangeKind::None;
        const auto first = number(spec.substr(0, dash));
        const auto last = number(spec.substr(dash + 1));
        if (!first && !last)
            return RangeKind::None;
        if (!first) { // the last n bytes
            if (*last == 0 || size == 0)
                return RangeKind::Unsatisfiable;
            range = { std::max<std::int64_t>(0, size - *last), size - 1 };
            return RangeKind::Satisfiable;
        }
        if (last && *last < *first)
            return RangeKind::None; // invalid syntax: ignored
        if (*first >= size)
            return RangeKind::Unsatisfiable;
        range = { *first, last ? std::min(*last, size - 1) : size - 1 };
        return RangeKind::Satisfiable;
    }

    // Sends [offset, end) of an open file down a chunked response, a chunk at a time, waiting while
    // the client is behind. Owned by the stream.
    class FileSender : public QObject {
    public:
        FileSender(int fd, std::int64_t offset, std::int64_t end, ResponseStream* stream)
            : QObject(stream)
            , m_fd(fd)
            , m_offset(offset)
            , m_end(end)
            , m_stream(stream)
            , m_retry(new QTimer(this))
        {
            m_retry->setSingleShot(true);
            connect(m_retry, &QTimer::timeout, this, &FileSender::pump);
            m_buffer.resize(FilesResource::chunkBytes);
            pump();
        }
        ~FileSender() override { ::close(m_fd); }

    private:
        void pump()
        {
            while (m_stream && m_offset < m_end) {
                if (m_stream->pendingBytes() > maxPendingBytes) {
                    m_retry->start(10); // the client is behind; let the socket drain
                    return;
                }
                const auto want
                    = static_cast<std::size_t>(std::min<std::int64_t>(m_end - m_offset, FilesResource::chunkBytes));
                const ssize_t got = ::pread(m_fd, m_buffer.data(), want, m_offset);
                if (got <= 0) {
                    // Shrunk or unreadable meanwhile: the body ends short of its announced length,
                    // which the client sees.
                    break;
                }
                m_stream->write(std::string_view(m_buffer.data(), static_cast<std::size_t>(got)));
                m_offset += got;
            }
            if (m_stream)
                m_stream->finish();
        }

        int m_fd;
        std::int64_t m_offset;
        std::int64_t m_end;
        QPointer<ResponseStream> m_stream;
        QTimer* m_retry;
        std::vector<char> m_buffer;
    };

    HttpResponse confinementError(const ConfinedPath& confined)
    {
        switch (confined.outcome) {
        case ConfinedPath::Outcome::Denied:
            return errorResponse(ApiError::permissionDenied(confined.reason));
        case ConfinedPath::Outcome::Missing:
            return errorResponse(ApiError::notFound(confined.reason));
        default:
            return errorResponse(ApiError::invalidArgument(confined.reason));
        }
    }

} // namespace

FilesResource::FilesResource(Engine& engine, QObject* parent)
    : QObject(parent)
    , m_engine(engine)
{
}

JobOutputs FilesResource::outputs(const std::string& jobId) const
{
    return m_engine.outputs(jobId);
}

spec::OutputListing FilesResource::listFolder(const std::string& root, std::size_t maxEntries)
{
    spec::OutputListing listing;
    listing.root = root;
    char* real = ::realpath(root.c_str(), nullptr);
    if (!real) {
        listing.status = "The job's folder " + root + " does not exist yet: nothing has been written into it.";
        return listing;
    }
    Walk walk { real, maxEntries, listing };
    std::free(real);
    const int fd = ::open(walk.realRoot.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) {
        listing.status = "The job's folder " + root + " cannot be read: " + std::strerror(errno) + ".";
        return listing;
    }
    walk.folder(fd, {}, 0);
    return listing;
}

void FilesResource::list(HttpExchange& exchange, const std::string& jobId)
{
    const JobOutputs out = outputs(jobId);
    if (out.filesRoot.empty()) {
        spec::OutputListing listing;
        listing.status = out.status;
        exchange.respond(jsonResponse(200, spec::outputListingToJson(listing)));
        return;
    }
    // The status goes out now; the listing follows when the pool thread has it.
    QPointer<ResponseStream> stream = exchange.startStream(200, "application/json; charset=UTF-8");
    QThreadPool::globalInstance()->start([stream, root = out.filesRoot]() mutable {
        spec::OutputListing listing = listFolder(root, maxEntries);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), [stream = std::move(stream), listing = std::move(listing)] {
                if (!stream)
                    return; // the client has gone
                stream->write(jsonResponse(200, spec::outputListingToJson(listing)).body);
                stream->finish();
            });
    });
}

void FilesResource::get(HttpExchange& exchange, const std::string& jobId, std::string_view encodedPath)
{
    const JobOutputs out = outputs(jobId);
    if (out.filesRoot.empty()) {
        exchange.respond(errorResponse(ApiError::notFound(out.status)));
        return;
    }
    const ConfinedPath confined = confinePath(out.filesRoot, encodedPath);
    if (confined.outcome != ConfinedPath::Outcome::Inside) {
        exchange.respond(confinementError(confined));
        return;
    }
    // O_NOFOLLOW: a last component replaced by a link since the check is refused; O_NONBLOCK: a FIFO
    // does not hold the event loop in open().
    const int fd = ::open(confined.path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int error = errno;
        if (error == ELOOP)
            exchange.respond(
                errorResponse(ApiError::permissionDenied("The file became a symbolic link while it was opened.")));
        else if (error == ENOENT)
            exchange.respond(errorResponse(ApiError::notFound("No such file in the job's folder.")));
        else if (error == EACCES)
            exchange.respond(errorResponse(ApiError::permissionDenied("The daemon may not read the file.")));
        else
            exchange.respond(
                errorResponse(ApiError::internal(std::string("cannot open the file: ") + std::strerror(error))));
        return;
    }
    struct stat st { };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        const bool folder = S_ISDIR(st.st_mode);
        ::close(fd);
        exchange.respond(errorResponse(ApiError::invalidArgument(folder
                ? "The path names a folder; GET …/files lists the job's folder."
                : "The path names no regular file (a device, a socket or a pipe is not served).")));
        return;
    }
    const std::int64_t size = st.st_size;
    Range range { 0, size - 1 };
    const RangeKind kind = parseRange(exchange.request.header("range"), size, range);
    if (kind == RangeKind::Unsatisfiable) {
        ::close(fd);
        HttpResponse response = errorResponse(
            ApiError { 416, "OUT_OF_RANGE", "The range is not within the file's " + std::to_string(size) + " bytes." });
        response.headers.emplace_back("Content-Range", "bytes */" + std::to_string(size));
        exchange.respond(std::move(response));
        return;
    }
    const int status = kind == RangeKind::Satisfiable ? 206 : 200;
    const std::int64_t length = size == 0 ? 0 : range.last - range.first + 1;
    std::vector<std::pair<std::string, std::string>> headers { { "Accept-Ranges", "bytes" } };
    if (status == 206)
        headers.emplace_back("Content-Range",
            "bytes " + std::to_string(range.first) + "-" + std::to_string(range.last) + "/" + std::to_string(size));
    if (length <= static_cast<std::int64_t>(chunkBytes)) {
        // One chunk: read now (bounded) and sent with a Content-Length.
        HttpResponse response;
        response.status = status;
        response.contentType = "application/octet-stream";
        response.body.resize(static_cast<std::size_t>(length));
        std::size_t got = 0;
        while (got < response.body.size()) {
            const ssize_t n = ::pread(fd, response.body.data() + got, response.body.size() - got,
                range.first + static_cast<std::int64_t>(got));
            if (n <= 0)
                break;
            got += static_cast<std::size_t>(n);
        }
        ::close(fd);
        response.body.resize(got);
        response.headers = std::move(headers);
        exchange.respond(std::move(response));
        return;
    }
    // Larger: chunked, so no Content-Length; X-Content-Length says how many bytes follow.
    headers.emplace_back("X-Content-Length", std::to_string(length));
    ResponseStream* stream = exchange.startStream(status, "application/octet-stream", headers);
    new FileSender(fd, range.first, range.first + length, stream);
}

} // namespace trainyard::daemon
