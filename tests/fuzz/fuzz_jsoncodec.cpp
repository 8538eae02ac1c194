// libFuzzer target: any bytes given to the JSON codec yield a job or a clean error, never a crash,
// an exception or a sanitizer report; and a job that decodes survives a write/read round trip unchanged.
// The same bytes go to every reader: the v1 Job, then the Vertex CustomJob, HyperparameterTuningJob,
// Operation and Status (decode -> encode -> decode must give the value back).

#include "spec/jsoncodec.h"
#include "spec/vertex/jsoncodec.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

template <typename Decoded, typename Read, typename Write>
void roundTrip(std::string_view text, Read read, Write write)
{
    const Decoded first = read(text);
    if (!first) {
        if (first.error.message.empty())
            std::abort(); // every failure must say why
        return;
    }
    const Decoded again = read(write(*first.value));
    if (!again || !(*again.value == *first.value))
        std::abort();
}

// Operation and Status have no text reader of their own: what the daemon and the client parse first
// with nlohmann, then decode.
template <typename T>
void roundTripMessage(std::string_view text)
{
    const nlohmann::json document = nlohmann::json::parse(text, nullptr, false);
    if (document.is_discarded())
        return;
    const auto first = trainyard::spec::fromJson<T>(document);
    if (!first) {
        if (first.error.message.empty())
            std::abort();
        return;
    }
    const auto again = trainyard::spec::fromJson<T>(nlohmann::json::parse(trainyard::spec::toJson(*first).dump()));
    if (!again || !(*again == *first))
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    namespace spec = trainyard::spec;
    namespace vertex = trainyard::spec::vertex;
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    roundTrip<spec::Decoded<spec::Job>>(text, spec::jobFromJsonText, [](const spec::Job& j) { return spec::toJsonText(j); });
    roundTrip<spec::Decoded<vertex::CustomJob>>(text, vertex::customJobFromJsonText,
        [](const vertex::CustomJob& j) { return vertex::toJsonText(j); });
    roundTrip<spec::Decoded<vertex::HyperparameterTuningJob>>(text, vertex::hyperparameterTuningJobFromJsonText,
        [](const vertex::HyperparameterTuningJob& j) { return vertex::toJsonText(j); });
    roundTripMessage<vertex::Operation>(text);
    roundTripMessage<vertex::Status>(text);
    return 0;
}
