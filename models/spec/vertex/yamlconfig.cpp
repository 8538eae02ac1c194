#include "yamlconfig.h"

#include "fields.h"

#include "spec/yamlreader_p.h"
#include "spec/yamlwriter_p.h"

#include <algorithm>
#include <array>

// The walkers are spec/yamlcodec.cpp's (yamlreader_p.h, yamlwriter_p.h): forEachField of the Vertex
// messages (vertex/fields.h) is found by argument-dependent lookup when they are instantiated here.

namespace trainyard::spec::vertex {

namespace {

    // A document read without knowing its kind: every top-level member lands in `unknown`, which is
    // all vertexJobFromYaml needs to choose the type it reads the text as.
    struct AnyDocument {
        UnknownFields unknown;
    };

    template <typename S, typename V>
        requires SameBase<S, AnyDocument>
    void forEachField(S&, V&&)
    {
    }

    // gcloud reads these files with apitools, which takes a lone value for a list.
    constexpr yamlwalk::YamlReading gcloudReading { .loneValueAsList = true };

    // Keys only a tuning job has at its top level (gcloud's example config of hp-tuning-jobs create).
    constexpr std::array<std::string_view, 5> tuningKeys {
        "studySpec", "trialJobSpec", "maxTrialCount", "parallelTrialCount", "maxFailedTrialCount"
    };

    template <typename T>
    Decoded<VertexJob> asVertexJob(Decoded<T> decoded)
    {
        Decoded<VertexJob> result;
        if (!decoded)
            result.error = std::move(decoded.error);
        else
            result.value = VertexJob(std::move(*decoded.value));
        return result;
    }

} // namespace

Decoded<CustomJobSpec> customJobSpecFromYaml(std::string_view text)
{
    return yamlwalk::decodeYaml<CustomJobSpec>(text, gcloudReading);
}

Decoded<HyperparameterTuningJob> hyperparameterTuningJobFromYaml(std::string_view text)
{
    return yamlwalk::decodeYaml<HyperparameterTuningJob>(text, gcloudReading);
}

Decoded<CustomJob> customJobFromYaml(std::string_view text)
{
    return yamlwalk::decodeYaml<CustomJob>(text, gcloudReading);
}

std::string toConfigYaml(const CustomJobSpec& spec)
{
    return yamlwalk::encodeYaml(spec);
}

std::string toConfigYaml(const HyperparameterTuningJob& job)
{
    return yamlwalk::encodeYaml(withoutOutputFields(job));
}

std::string toYaml(const CustomJob& job)
{
    return yamlwalk::encodeYaml(job);
}

Decoded<VertexJob> vertexJobFromYaml(std::string_view text)
{
    auto any = yamlwalk::decodeYaml<AnyDocument>(text);
    if (!any) {
        Decoded<VertexJob> result;
        result.error = std::move(any.error);
        return result;
    }
    const auto& members = any->unknown;
    const auto has = [&members](std::string_view key) { return members.is_object() && members.contains(key); };
    if (std::any_of(tuningKeys.begin(), tuningKeys.end(), has))
        return asVertexJob(hyperparameterTuningJobFromYaml(text));
    if (has("jobSpec"))
        return asVertexJob(customJobFromYaml(text));
    auto spec = customJobSpecFromYaml(text);
    Decoded<VertexJob> result;
    if (!spec) {
        result.error = std::move(spec.error);
        return result;
    }
    CustomJob job;
    job.jobSpec = std::move(*spec.value);
    result.value = VertexJob(std::move(job));
    return result;
}

} // namespace trainyard::spec::vertex
