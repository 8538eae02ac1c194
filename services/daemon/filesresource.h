#pragma once

#include "joboutputs.h"

#include "spec/outputfiles.h"

#include <QObject>

#include <cstddef>
#include <string>
#include <string_view>

namespace trainyard::daemon {

class Engine;
class HttpExchange;

// GET …/{job}/files and …/{job}/files/{path} (docs/api.md, "Files"): what a job wrote into its
// folder (JobOutputs::filesRoot), listed and read. The listing walks the folder on a pool thread and
// is answered through a chunked response when it comes back, so a folder of a million files never
// holds the event loop. A file is read in bounded chunks as the client takes them, after
// confinePath() has judged the path and with O_NOFOLLOW on the path it resolved to.
class FilesResource : public QObject {
    Q_OBJECT

public:
    explicit FilesResource(Engine& engine, QObject* parent = nullptr);

    // For an existing engine job, whichever surface named it.
    void list(HttpExchange& exchange, const std::string& jobId);
    // `encodedPath`: the rest of the URL's path after "files/", still percent-encoded.
    void get(HttpExchange& exchange, const std::string& jobId, std::string_view encodedPath);

    JobOutputs outputs(const std::string& jobId) const;

    // The folder's entries, recursively (folders before their contents, each folder's entries by name),
    // at most `maxEntries`, then `truncated`. A symbolic link is listed at its own path and never
    // entered: as what it points to when that lies inside `root`, else as a file of size 0. Blocking:
    // called on a pool thread.
    static spec::OutputListing listFolder(const std::string& root, std::size_t maxEntries);

    static constexpr std::size_t maxEntries = 10'000;
    static constexpr std::size_t chunkBytes = 256 * 1024;

private:
    Engine& m_engine;
};

} // namespace trainyard::daemon
