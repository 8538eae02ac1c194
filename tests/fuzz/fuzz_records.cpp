// libFuzzer target: the daemon's extension records (transitions, log lines, windows, attributes, search
// events) as the client reads them. The bytes are read twice: as one JSON record, tried with every
// decoder, and as a text/event-stream whose events are decoded by their type, as RestBackend does. Any
// input yields records or nullopt, never a crash, an exception or a sanitizer report; and a record that
// decodes survives an encode/decode round trip unchanged (one codec, both directions, in spec).

#include "client/sseparser.h"
#include "spec/logrecords.h"
#include "spec/transition.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

namespace spec = trainyard::spec;

template <class Decode, class Encode>
void roundTrip(const nlohmann::json& json, Decode decode, Encode encode)
{
    const auto record = decode(json);
    if (!record)
        return;
    const auto again = decode(encode(*record));
    if (!again || !(*again == *record))
        std::abort();
}

void decodeEvery(const nlohmann::json& json)
{
    roundTrip(json, spec::transitionFromJson, spec::transitionToJson);
    roundTrip(json, spec::logLineFromJson, spec::logLineToJson);
    roundTrip(json, spec::logWindowFromJson, spec::logWindowToJson);
    roundTrip(json, spec::logAttributesFromJson, spec::logAttributesToJson);
    roundTrip(json, spec::logSearchProgressFromJson, spec::logSearchProgressToJson);
    roundTrip(json, spec::logSearchSummaryFromJson, spec::logSearchSummaryToJson);
    roundTrip(json, spec::logSearchMatchesFromJson,
        [](const std::vector<std::int64_t>& seqs) { return nlohmann::json::parse(spec::logSearchMatchesToJsonText(seqs)); });
}

// An event's data, by the event's type, as the client reads each stream.
void decodeEvent(const trainyard::client::SseEvent& event)
{
    const auto json = nlohmann::json::parse(event.data, nullptr, false);
    if (json.is_discarded())
        return;
    if (event.type == "transition")
        roundTrip(json, spec::transitionFromJson, spec::transitionToJson);
    else if (event.type == "line")
        roundTrip(json, spec::logLineFromJson, spec::logLineToJson);
    else if (event.type == "progress")
        roundTrip(json, spec::logSearchProgressFromJson, spec::logSearchProgressToJson);
    else if (event.type == "end")
        roundTrip(json, spec::logSearchSummaryFromJson, spec::logSearchSummaryToJson);
    else
        decodeEvery(json);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto json = nlohmann::json::parse(text, nullptr, false);
    if (!json.is_discarded())
        decodeEvery(json);
    trainyard::client::SseParser parser(65536);
    for (const auto& event : parser.feed(text))
        decodeEvent(event);
    return 0;
}
