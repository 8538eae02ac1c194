#include "eventfile.h"

#include "tfrecordreader.h"

#include <QtGlobal>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <system_error>
#include <unordered_map>

namespace trainyard::daemon {

namespace {

    constexpr std::size_t kChunk = 1 << 20;
    // Folders looked at per walk, whatever they hold: a root that is a huge dataset folder costs this much at most.
    constexpr std::size_t kMaxEntries = 100000;

    class Fd {
    public:
        explicit Fd(int fd)
            : m_fd(fd)
        {
        }
        ~Fd()
        {
            if (m_fd >= 0)
                ::close(m_fd);
        }
        Fd(const Fd&) = delete;
        Fd& operator=(const Fd&) = delete;
        int get() const { return m_fd; }

    private:
        int m_fd;
    };

    std::string runName(
        const std::filesystem::path& folder, const std::filesystem::path& root, const std::string& prefix)
    {
        const std::string rel = folder.lexically_relative(root).generic_string();
        if (rel.empty() || rel == ".") {
            if (prefix.empty())
                return ".";
            return prefix.back() == '/' ? prefix.substr(0, prefix.size() - 1) : prefix;
        }
        return prefix + rel;
    }

} // namespace

void readEventFile(EventFile& file, std::vector<spec::ScalarSeries>& out)
{
    if (file.broken)
        return;
    // O_NONBLOCK: a FIFO put where a file was found must not hold a pool thread in open().
    const Fd fd(::open(file.path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));
    if (fd.get() < 0)
        return;
    struct stat st { };
    if (::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_size <= file.offset)
        return;
    TfRecordReader reader(file.offset);
    std::unordered_map<std::string, std::size_t> seriesOf; // tag → index in out
    std::vector<TaggedPoint> points;
    std::string chunk(kChunk, '\0');
    off_t at = static_cast<off_t>(file.offset);
    for (;;) {
        const ssize_t n = ::pread(fd.get(), chunk.data(), chunk.size(), at);
        if (n <= 0)
            break;
        at += n;
        reader.feed(std::string_view(chunk.data(), static_cast<std::size_t>(n)));
        std::string_view record;
        for (;;) {
            const TfRecordReader::Next next = reader.next(record);
            if (next == TfRecordReader::Next::NeedMore)
                break;
            if (next == TfRecordReader::Next::Broken) {
                file.broken = true;
                ++file.corruptRecords;
                break;
            }
            if (next == TfRecordReader::Next::Corrupt) {
                ++file.corruptRecords;
                continue;
            }
            points.clear();
            if (!file.decoder.decode(record, points)) {
                ++file.corruptRecords;
                continue;
            }
            for (TaggedPoint& p : points) {
                auto [it, added] = seriesOf.try_emplace(p.tag, out.size());
                if (added)
                    out.push_back({ file.run, std::move(p.tag), {} });
                out[it->second].points.push_back(p.point);
            }
        }
        if (file.broken)
            break;
    }
    file.offset = reader.offset();
}

std::vector<EventFileFound> findEventFiles(
    const std::string& root, const std::string& runPrefix, int maxDepth, std::size_t maxFiles)
{
    namespace fs = std::filesystem;
    std::vector<EventFileFound> found;
    std::string trimmed = root;
    while (trimmed.size() > 1 && trimmed.back() == '/')
        trimmed.pop_back();
    const fs::path rootPath = fs::path(trimmed).lexically_normal();
    std::error_code ec;
    fs::recursive_directory_iterator it(rootPath, fs::directory_options::skip_permission_denied, ec);
    std::size_t entries = 0;
    for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (++entries > kMaxEntries || found.size() >= maxFiles)
            break;
        std::error_code typeEc;
        const fs::file_status linkStatus = it->symlink_status(typeEc);
        if (fs::is_directory(linkStatus)) {
            if (it.depth() >= maxDepth)
                it.disable_recursion_pending();
            continue;
        }
        const std::string name = it->path().filename().string();
        if (name.find("tfevents") == std::string::npos || !it->is_regular_file(typeEc))
            continue;
        found.push_back({ it->path().string(), runName(it->path().parent_path(), rootPath, runPrefix) });
    }
    std::sort(
        found.begin(), found.end(), [](const EventFileFound& a, const EventFileFound& b) { return a.path < b.path; });
    return found;
}

} // namespace trainyard::daemon
