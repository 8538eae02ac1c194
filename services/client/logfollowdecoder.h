#pragma once

#include "sseparser.h"

#include "spec/logrecords.h"

#include <QObject>

#include <functional>
#include <memory>
#include <mutex>
#include <string_view>
#include <vector>

namespace trainyard::client {

// Decodes one opening of a log follow (`…/logs?follow=true`) on the transport's network thread. At
// 50,000 lines/s the event stream's parse and each line's JSON decode were half of the console's GUI
// thread, and the transport's thousands of chunks a second each woke it; whenever that thread was kept
// from running (two cores, a trainer and the daemon beside it) the chunks queued behind each other and
// were decoded in one go: stalls of 100–250 ms (docs/benchmarks.md, "Console"). Now the network thread
// decodes each chunk as it reads it (HttpRequest::onNetworkData) and hands the lines to the owner's
// thread in one call per turn of its event loop, however many chunks arrived meanwhile.
class LogFollowDecoder : public std::enable_shared_from_this<LogFollowDecoder> {
public:
    struct Decoded {
        std::vector<spec::LogLine> lines; // in stream order
        bool ended = false; // the server said `end`
    };
    using Deliver = std::function<void(Decoded)>;

    // `deliver` runs on `context`'s thread (also once, maybe with no lines, when the first bytes came).
    static std::shared_ptr<LogFollowDecoder> create(QObject* context, Deliver deliver);

    void feed(std::string_view bytes); // on one thread at a time, in stream order (the network thread)
    // True while decoded lines wait for their delivery; then a delivery follows, so that a close arriving
    // meanwhile can wait for the lines before it.
    bool settleLater();
    // Nothing more is delivered; call it on the owner's thread before `context` goes away.
    void detach();

private:
    LogFollowDecoder(QObject* context, Deliver deliver);
    void handOver(); // on the owner's thread
    void postHandOver(); // under the lock, with a context

    QObject* m_context; // guarded: feed() posts to it only under the lock, detach() clears it
    Deliver m_deliver;
    SseParser m_parser; // feed()'s alone
    mutable std::mutex m_mutex;
    Decoded m_output; // guarded
    bool m_handOverQueued = false; // guarded
    bool m_announced = false; // guarded: the first bytes were reported
};

} // namespace trainyard::client
