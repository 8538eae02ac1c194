// libFuzzer target: the daemon's HTTP/1.1 request parser, which reads bytes from any local client
// (or, with --listen, the network). Any input yields requests or a clean error status; fed in two
// pieces it yields the same requests as fed at once; a head shown before its body (head(), which the
// server checks the token on) is the head of the request that follows.

#include "daemon/httpparser.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

struct Outcome {
    std::vector<std::string> requests; // method, path, body of each
    int error = 0;
};

Outcome parse(std::string_view first, std::string_view second)
{
    trainyard::daemon::HttpParser parser({ 4096, 65536 });
    Outcome outcome;
    for (std::string_view piece : { first, second }) {
        parser.feed(piece);
        for (;;) {
            const trainyard::daemon::HttpRequest* head = parser.head();
            const std::string headLine = head ? head->method + ' ' + head->target : std::string();
            if (head && !head->body.empty())
                std::abort();
            auto request = parser.next();
            if (!request)
                break;
            if (!head || headLine != request->method + ' ' + request->target)
                std::abort();
            outcome.requests.push_back(request->method + ' ' + request->path + ' ' + request->body);
        }
    }
    if (parser.error()) {
        outcome.error = parser.error()->status;
        if (parser.error()->message.empty() || outcome.error < 400 || outcome.error > 599)
            std::abort();
    }
    return outcome;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const Outcome whole = parse(text, {});
    const Outcome split = parse(text.substr(0, size / 2), text.substr(size / 2));
    // Where the bytes are cut must not matter (errors may be found earlier, never differently).
    if (whole.error != split.error || whole.requests != split.requests)
        std::abort();
    return 0;
}
