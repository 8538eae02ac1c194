#include "scalarcollector.h"

#include "eventfile.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>

#include <unordered_set>
#include <utility>

namespace trainyard::daemon {

namespace {

    // How far a walk goes: run folders at most this deep under a root, and this many files per job
    // (a job writing more event files than this is not writing curves to look at).
    constexpr int kMaxDepth = 6;
    constexpr std::size_t kMaxFiles = 1000;

} // namespace

// Between reads the collector owns the files; during one, the pool thread does (moved there and
// back), so nothing is shared and a collector deleted meanwhile just never gets them back.
struct ScalarCollector::State {
    std::vector<EventFile> files;
    std::int64_t corruptRecords = 0;
};

struct ScalarCollector::Read {
    std::vector<EventFile> files;
    std::vector<spec::ScalarSeries> points;
};

ScalarCollector::ScalarCollector(QObject* parent)
    : QObject(parent)
    , m_state(std::make_unique<State>())
{
}

ScalarCollector::~ScalarCollector() = default;

void ScalarCollector::setRoots(std::vector<EventRoot> roots)
{
    m_roots = std::move(roots);
}

spec::ScalarInfo ScalarCollector::info() const
{
    spec::ScalarInfo info;
    for (const EventRoot& root : m_roots)
        info.logRoots.push_back(root.path);
    info.eventFiles = static_cast<std::int64_t>(m_state->files.size());
    info.corruptRecords = m_state->corruptRecords;
    return info;
}

void ScalarCollector::refresh()
{
    if (m_running) {
        m_again = true;
        return;
    }
    start();
}

void ScalarCollector::start()
{
    m_running = true;
    QPointer<ScalarCollector> self(this);
    QThreadPool::globalInstance()->start([self, roots = m_roots, files = std::move(m_state->files)]() mutable {
        Read read;
        read.files = std::move(files);
        // New files first, so that a file found now is read in this same pass.
        std::unordered_set<std::string> known;
        for (const EventFile& f : read.files)
            known.insert(f.path);
        for (const EventRoot& root : roots) {
            if (read.files.size() >= kMaxFiles)
                break;
            for (EventFileFound& found : findEventFiles(root.path, root.runPrefix, kMaxDepth, kMaxFiles)) {
                if (read.files.size() >= kMaxFiles)
                    break;
                if (!known.insert(found.path).second)
                    continue; // already read, or under an earlier root too
                EventFile file;
                file.path = std::move(found.path);
                file.run = std::move(found.run);
                read.files.push_back(std::move(file));
            }
        }
        for (EventFile& file : read.files)
            readEventFile(file, read.points);
        // self is only moved here, never copied or read: whether the collector still exists is asked on the main
        // thread.
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), [self = std::move(self), read = std::move(read)]() mutable {
                if (self)
                    self->finished(std::move(read));
            });
    });
}

void ScalarCollector::finished(Read read)
{
    m_running = false;
    m_state->files = std::move(read.files);
    m_state->corruptRecords = 0;
    for (const EventFile& file : m_state->files)
        m_state->corruptRecords += file.corruptRecords;
    bool found = false;
    for (spec::ScalarSeries& series : read.points) {
        found = found || !series.points.empty();
        m_store.append(series.run, series.tag, std::move(series.points));
    }
    // A slot may delete the collector, or refresh again itself.
    const bool again = std::exchange(m_again, false);
    const QPointer<ScalarCollector> guard(this);
    if (found)
        emit appended();
    if (guard)
        emit refreshed();
    if (guard && again && !m_running)
        start();
}

} // namespace trainyard::daemon
