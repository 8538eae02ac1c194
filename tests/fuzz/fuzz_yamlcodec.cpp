// libFuzzer target: any bytes given to the gcloud config.yaml codecs (v1's Job, and Vertex's
// CustomJobSpec, HyperparameterTuningJob and CustomJob) yield a document or a clean error with a
// location, never a crash, an exception, unbounded recursion or a sanitizer report; and a document that
// decodes is written back as YAML that reads to the same value. A Vertex job that decodes is also
// written as its gcloud command, whose words must read back without a crash.

#include "spec/jsoncodec.h"
#include "spec/vertex/gcloudcommand.h"
#include "spec/vertex/jsoncodec.h"
#include "spec/vertex/yamlconfig.h"
#include "spec/yamlcodec.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

using namespace trainyard::spec;

// Aliases in unknown members are written out expanded: an input of a few hundred bytes can come back as
// megabytes within the reader's node limit. Reading that again proves nothing the first read did not, and
// four codecs doing it for one input ran past libFuzzer's 10 s timeout under the sanitizers.
bool expandedByAliases(std::string_view written, std::string_view input)
{
    return written.size() > yamlMaxBytes || written.size() > std::max<std::size_t>(64 * 1024, 16 * input.size());
}

// decode -> encode -> decode gives the same value, compared through JSON: YAML's untyped scalars in
// unknown fields may come back with a more precise type (e.g. 1.0 and 1), which JSON equality already
// treats as equal.
template <typename T, typename Decode, typename Encode>
void roundTrip(std::string_view text, Decode decode, Encode encode)
{
    const Decoded<T> first = decode(text);
    if (!first) {
        if (first.error.message.empty())
            std::abort();
        return;
    }
    const std::string written = encode(*first.value);
    if (expandedByAliases(written, text))
        return;
    const Decoded<T> again = decode(written);
    if (!again)
        std::abort();
    if (toJson<T>(*again.value) != toJson<T>(*first.value))
        std::abort();
}

void commandReadsBack(const vertex::VertexJob& job, std::string_view input)
{
    const GcloudCommand command = std::visit([](const auto& j) { return vertex::toGcloudCommand(j, "r"); }, job);
    if (expandedByAliases(command.configYaml, input))
        return;
    const auto read = vertex::vertexJobFromGcloudCommand(command.argv, command.configYaml);
    if (!read && read.error.message.empty())
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    roundTrip<Job>(text, jobFromYaml, [](const Job& job) { return toYaml(job, YamlScope::Everything); });

    roundTrip<vertex::CustomJobSpec>(text, vertex::customJobSpecFromYaml,
        [](const vertex::CustomJobSpec& spec) { return vertex::toConfigYaml(spec); });
    roundTrip<vertex::CustomJob>(text, vertex::customJobFromYaml, [](const vertex::CustomJob& job) { return vertex::toYaml(job); });
    // The tuning job's config drops output fields, so the comparison is of the job without them.
    roundTrip<vertex::HyperparameterTuningJob>(
        text,
        [](std::string_view t) {
            auto job = vertex::hyperparameterTuningJobFromYaml(t);
            if (job)
                job.value = vertex::withoutOutputFields(std::move(*job.value));
            return job;
        },
        [](const vertex::HyperparameterTuningJob& job) { return vertex::toConfigYaml(job); });

    if (const auto job = vertex::vertexJobFromYaml(text))
        commandReadsBack(*job.value, text);
    return 0;
}
