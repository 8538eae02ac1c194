#include "vertexfiles.h"

#include "spec/jsoncodec.h"
#include "spec/validation.h"
#include "spec/vertex/gcloudcommand.h"
#include "spec/vertex/jsoncodec.h"
#include "spec/vertex/validator.h"
#include "spec/vertex/yamlconfig.h"
#include "spec/yamlcodec.h"

#include <algorithm>
#include <array>
#include <ostream>

namespace trainyard::spectool {

namespace {

    using namespace spec::vertex;

    // Top-level keys of the Vertex documents (gcloud's --config files and the two resources).
    constexpr std::array<std::string_view, 9> vertexKeys { "workerPoolSpecs", "jobSpec", "studySpec", "trialJobSpec",
        "displayName", "maxTrialCount", "parallelTrialCount", "baseOutputDirectory", "scheduling" };

    bool isJson(const std::string& path, const std::string& text)
    {
        const auto first = text.find_first_not_of(" \t\r\n");
        return path.ends_with(".json") || (first != std::string::npos && text[first] == '{');
    }

    // Whether the text is a Vertex document: read as a v1 Job (both codecs keep unknown members), it
    // has no v1 field and some Vertex key.
    bool isVertex(const std::string& path, const std::string& text)
    {
        const auto v1 = isJson(path, text) ? spec::jobFromJsonText(text) : spec::jobFromYaml(text);
        if (!v1)
            return false; // the v1 reader reports what is wrong with it
        if (v1->jobId || v1->trainingInput || !v1->unknown.is_object())
            return false;
        return std::any_of(vertexKeys.begin(), vertexKeys.end(), [&v1](std::string_view key) { return v1->unknown.contains(key); });
    }

    void print(const std::string& path, const std::vector<spec::Violation>& violations, std::ostream& out)
    {
        for (const auto& v : violations)
            out << path << ": " << (v.severity == spec::Severity::Error ? "error" : "warning") << ": " << v.path << ": "
                << v.message().toStdString() << " [" << v.code << "]\n";
    }

    void printCommand(const spec::GcloudCommand& command, std::ostream& out) { out << command.script(); }

} // namespace

std::optional<VertexFile> readVertexFile(const std::string& path, const std::string& text, std::ostream& err, bool& failed)
{
    failed = false;
    if (!isVertex(path, text))
        return std::nullopt;
    // JSON is YAML, so the YAML reader tells the kinds apart for both; JSON's own reader then reads JSON
    // files, refusing what JSON does not allow.
    auto decoded = vertexJobFromYaml(text);
    if (decoded && isJson(path, text)) {
        if (std::holds_alternative<HyperparameterTuningJob>(*decoded.value)) {
            auto job = hyperparameterTuningJobFromJsonText(text);
            decoded.value.reset();
            decoded.error = job.error;
            if (job)
                decoded.value = VertexJob(std::move(*job.value));
        } else if (auto job = customJobFromJsonText(text); job && job->jobSpec) {
            decoded.value = VertexJob(std::move(*job.value));
        }
    }
    if (!decoded) {
        err << decoded.error.toString(path) << '\n';
        failed = true;
        return std::nullopt;
    }
    VertexFile file { std::move(*decoded.value), false };
    if (const auto* custom = std::get_if<CustomJob>(&file.job))
        file.bareSpec = !custom->displayName && !custom->labels && !custom->encryptionSpec && custom->unknown.is_null()
            && customJobSpecFromYaml(text).value == custom->jobSpec;
    return file;
}

int checkVertex(const std::string& path, const VertexFile& file, std::ostream& out)
{
    std::vector<spec::Violation> violations;
    if (const auto* custom = std::get_if<CustomJob>(&file.job))
        violations = file.bareSpec ? validate(custom->jobSpec.value_or(CustomJobSpec {}), std::string()) : validate(*custom);
    else
        violations = validate(std::get<HyperparameterTuningJob>(file.job));
    print(path, violations, out);
    if (spec::hasErrors(violations))
        return 1;
    if (violations.empty())
        out << path << ": ok\n";
    return 0;
}

int convertVertex(const VertexFile& file, const std::string& format, std::ostream& out)
{
    if (format == "gcloud") {
        printCommand(std::visit([](const auto& job) { return toGcloudCommand(job); }, file.job), out);
    } else if (format == "yaml") {
        if (const auto* custom = std::get_if<CustomJob>(&file.job))
            out << toConfigYaml(custom->jobSpec.value_or(CustomJobSpec {}));
        else
            out << toConfigYaml(std::get<HyperparameterTuningJob>(file.job));
    } else {
        out << std::visit([](const auto& job) { return toJsonText(job); }, file.job) << '\n';
    }
    return 0;
}

} // namespace trainyard::spectool
