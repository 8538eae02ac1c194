#pragma once

#include "scalarstore.h"

#include "spec/scalarrecords.h"

#include <QObject>

#include <memory>
#include <string>
#include <vector>

namespace trainyard::daemon {

// A folder searched for event files, and what the runs found under it are called: a file at
// <path>/train/events.out.tfevents.* is run runPrefix + "train" ("3/train" for prefix "3/"); one in
// <path> itself is runPrefix without its slash, or "." when the prefix is empty.
struct EventRoot {
    std::string path;
    std::string runPrefix;
    friend bool operator==(const EventRoot&, const EventRoot&) = default;
};

// One job's scalars: finds the event files (events.out.tfevents.*) under its roots and reads what
// each gained since the last read, on a pool thread, so that a file of millions of records never holds
// the daemon's event loop. A torn last record is left for the next read; a corrupt one (a CRC that
// does not match, an Event that does not decode) is skipped and counted. Points land in store() on
// the main thread, in file order.
class ScalarCollector : public QObject {
    Q_OBJECT

public:
    explicit ScalarCollector(QObject* parent = nullptr);
    ~ScalarCollector() override;

    // Where to look. Roots may be added as a tuning job's trials appear; files already read stay read.
    void setRoots(std::vector<EventRoot> roots);
    const std::vector<EventRoot>& roots() const { return m_roots; }

    // Looks for new files and reads what every file gained. One read at a time: a refresh asked while
    // one runs is done once after it. refreshed() follows every refresh (after appended() when it found
    // points).
    void refresh();
    bool refreshing() const { return m_running; }

    const ScalarStore& store() const { return m_store; }
    // logRoots, eventFiles and corruptRecords as of the last refresh (status left empty).
    spec::ScalarInfo info() const;

signals:
    void appended();
    void refreshed();

private:
    struct State; // per file: offset, run; what the pool thread needs (tensorboard/scalarcollector.cpp)
    struct Read; // what one read found
    void start();
    void finished(Read read);

    std::vector<EventRoot> m_roots;
    ScalarStore m_store;
    std::unique_ptr<State> m_state;
    bool m_running = false;
    bool m_again = false;
};

} // namespace trainyard::daemon
