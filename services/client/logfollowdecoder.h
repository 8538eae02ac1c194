#pragma once

#include "sseparser.h"

#include "spec/logrecords.h"

#include <QObject>

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace trainyard::client {

// Decodes one opening of a log follow (`…/logs?follow=true`) off the GUI thread. At 50,000 lines/s
// the event stream's parse and each line's JSON decode were half of the console's GUI thread, and
// whenever that thread was kept from running (two cores, a trainer and the daemon beside it) the
// chunks queued behind each other and were decoded in one go: stalls of 100–200 ms (docs/benchmarks.md,
// "Console"). feed() only appends the bytes; a serial worker parses them and hands the lines back to
// the owner's thread in one call per turn of its event loop, however many chunks arrived meanwhile.
class LogFollowDecoder : public std::enable_shared_from_this<LogFollowDecoder> {
public:
    struct Decoded {
        std::vector<spec::LogLine> lines; // in stream order
        bool ended = false; // the server said `end`
    };
    using Deliver = std::function<void(Decoded)>;

    // `deliver` runs on `context`'s thread, never after `context` is destroyed.
    static std::shared_ptr<LogFollowDecoder> create(QObject* context, Deliver deliver);

    void feed(std::string_view bytes); // on the owner's thread
    // True while bytes fed are still being decoded or delivered; then a delivery follows once they are
    // (with no lines when they held none), so that a close arriving meanwhile can wait for them.
    bool settleLater();
    // Nothing more is delivered; call it on the owner's thread before `context` goes away.
    void detach();

private:
    LogFollowDecoder(QObject* context, Deliver deliver);
    void decode(); // on the worker
    void handOver(); // on the owner's thread
    void postHandOver(); // under the lock, with a context

    QObject* m_context; // guarded: the worker posts to it only under the lock, detach() clears it
    Deliver m_deliver;
    SseParser m_parser; // the worker's alone
    mutable std::mutex m_mutex;
    std::string m_input; // guarded
    Decoded m_output; // guarded
    bool m_decoding = false; // guarded: a worker task is queued or running
    bool m_handOverQueued = false; // guarded
    bool m_idleWanted = false; // guarded: settleLater() waits for a delivery
};

} // namespace trainyard::client
