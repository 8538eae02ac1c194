#include "console/vertextext.h"

#include "spec/vertex/gcloudcommand.h"
#include "spec/vertex/jsoncodec.h"
#include "spec/vertex/yamlconfig.h"

#include <nlohmann/json.hpp>

namespace trainyard::ui {

namespace sv = spec::vertex;

namespace {
    std::string_view trimmedStart(std::string_view text)
    {
        const auto first = text.find_first_not_of(" \t\r\n");
        return first == std::string_view::npos ? std::string_view() : text.substr(first);
    }

    spec::Decoded<ImportedVertexJob> failed(spec::DecodeError error)
    {
        spec::Decoded<ImportedVertexJob> out;
        out.error = std::move(error);
        return out;
    }

    spec::Decoded<ImportedVertexJob> read(sv::VertexJob job, std::string location = {})
    {
        spec::Decoded<ImportedVertexJob> out;
        out.value = ImportedVertexJob { std::move(job), std::move(location) };
        return out;
    }

    // A JSON body: a tuning job has a study or a trial job spec, a custom job a job spec; a bare
    // CustomJobSpec (`workerPoolSpecs` at the top, as in a --config file written as JSON) is a
    // custom job holding it.
    spec::Decoded<ImportedVertexJob> fromJsonText(std::string_view text)
    {
        nlohmann::json document = nlohmann::json::parse(text, nullptr, false);
        if (document.is_discarded() || !document.is_object())
            return failed({ {}, "not a JSON object" });
        const bool tuning = document.contains("studySpec") || document.contains("trialJobSpec");
        if (tuning) {
            auto job = sv::hyperparameterTuningJobFromJsonText(text);
            return job ? read(*job.value) : failed(job.error);
        }
        if (!document.contains("jobSpec") && document.contains("workerPoolSpecs")) {
            auto spec = spec::fromJson<sv::CustomJobSpec>(document);
            if (!spec)
                return failed(spec.error);
            sv::CustomJob job;
            job.jobSpec = *spec.value;
            return read(std::move(job));
        }
        auto job = sv::customJobFromJsonText(text);
        return job ? read(*job.value) : failed(job.error);
    }
} // namespace

VertexTexts vertexTexts(const sv::VertexJob& job, const std::string& location)
{
    VertexTexts out;
    spec::GcloudCommand command;
    if (const auto* custom = std::get_if<sv::CustomJob>(&job)) {
        const sv::CustomJob sent = sv::withoutOutputFields(*custom);
        out.json = sv::toJsonText(sent);
        out.yaml = sv::toConfigYaml(sent.jobSpec.value_or(sv::CustomJobSpec {}));
        command = sv::toGcloudCommand(sent, location);
    } else {
        const sv::HyperparameterTuningJob sent = sv::withoutOutputFields(std::get<sv::HyperparameterTuningJob>(job));
        out.json = sv::toJsonText(sent);
        out.yaml = sv::toConfigYaml(sent);
        command = sv::toGcloudCommand(sent, location);
    }
    // What the flags cannot say goes in the file the command's --config names: written first by a
    // here-document, so that the text pasted into a shell sends the job as it is.
    out.gcloud = command.script();
    return out;
}

spec::Decoded<ImportedVertexJob> importVertexText(std::string_view text, std::string_view configYaml)
{
    const std::string_view start = trimmedStart(text);
    if (start.empty())
        return failed({ {}, "empty" });
    if (start.front() == '{')
        return fromJsonText(start);
    if (start.starts_with("cat > ")) {
        // The Review page's gcloud text: the config file's here-document, then the command.
        const auto script = spec::splitGcloudScript(start);
        if (!script)
            return failed({ {}, "the here-document of config.yaml has no closing line" });
        return importVertexText(script->commandLine, script->configYaml);
    }
    if (start.rfind("gcloud", 0) == 0) {
        auto command = sv::vertexJobFromGcloudCommandLine(start, configYaml);
        if (!command)
            return failed(command.error);
        return read(command.value->job, command.value->region);
    }
    auto job = sv::vertexJobFromYaml(text);
    return job ? read(*job.value) : failed(job.error);
}

} // namespace trainyard::ui
