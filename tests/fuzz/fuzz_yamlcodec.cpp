// libFuzzer target: any bytes given to the gcloud config.yaml codec yield a job or a clean error with
// a location, never a crash, an exception, unbounded recursion or a sanitizer report; and a job that
// decodes is written back as YAML that reads to the same job.

#include "spec/jsoncodec.h"
#include "spec/yamlcodec.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace trainyard::spec;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto job = jobFromYaml(text);
    if (!job) {
        if (job.error.message.empty())
            std::abort();
        return 0;
    }
    const std::string written = toYaml(*job, YamlScope::Everything);
    if (written.size() > yamlMaxBytes)
        return 0; // aliases expanded a small input past the size limit; nothing to compare
    const auto again = jobFromYaml(written);
    if (!again)
        std::abort();
    // Compare through JSON: YAML's untyped scalars in unknown fields may come back with a more precise
    // type (e.g. 1.0 and 1), which JSON equality already treats as equal.
    if (toJson(*again.value) != toJson(*job.value))
        std::abort();
    return 0;
}
