// libFuzzer target: any bytes given to the JSON codec yield a job or a clean error, never a crash,
// an exception or a sanitizer report; and a job that decodes survives a write/read round trip unchanged.

#include "spec/jsoncodec.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto job = trainyard::spec::jobFromJsonText(text);
    if (!job) {
        if (job.error.message.empty())
            std::abort(); // every failure must say why
        return 0;
    }
    const auto again = trainyard::spec::jobFromJsonText(trainyard::spec::toJsonText(*job));
    if (!again || !(*again.value == *job.value))
        std::abort();
    return 0;
}
