#include "spectool.h"

#include "vertexfiles.h"

#include "spec/gcloudcommand.h"
#include "spec/jsoncodec.h"
#include "spec/validation.h"
#include "spec/vertex/catalog.h"
#include "spec/vertex/conversion.h"
#include "spec/vertex/jsoncodec.h"
#include "spec/yamlcodec.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

namespace trainyard::spectool {

namespace {

    constexpr const char* usage = R"(usage: trainyard-spec COMMAND

Checks and converts AI Platform Training job files (gcloud config.yaml or the JSON Job resource)
and Vertex AI job files (the --config of `gcloud ai custom-jobs|hp-tuning-jobs create`, or the JSON
of a CustomJob or HyperparameterTuningJob) with the rules Trainyard's console and daemon apply.

commands:
  validate FILE...                    list every error and warning of each job, with its field path
  check FILE...                       the same
  convert FILE --to json|yaml|gcloud  print the job in another format (yaml: a gcloud --config file;
                                      gcloud: the `gcloud ai-platform jobs submit training` command,
                                      or `gcloud ai … create` for a Vertex job, after the config.yaml
                                      it needs, as a shell script)
  convert FILE --to vertex            print an AI Platform Training job as a Vertex AI job (JSON);
                                      what does not map is listed as warnings on standard error
  catalog                             print the built-in catalog of tiers, machines, accelerators, regions
)";

    bool readFile(const std::string& path, std::string& text, std::ostream& err)
    {
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            err << path << ": cannot open the file\n";
            return false;
        }
        std::ostringstream buffer;
        buffer << in.rdbuf();
        text = buffer.str();
        return true;
    }

    // JSON when the file says so or starts like JSON; otherwise YAML (which also reads most JSON).
    spec::Decoded<spec::Job> decode(const std::string& path, const std::string& text)
    {
        const auto first = text.find_first_not_of(" \t\r\n");
        if (path.ends_with(".json") || (first != std::string::npos && text[first] == '{'))
            return spec::jobFromJsonText(text);
        return spec::jobFromYaml(text);
    }

    void printGcloud(const spec::Job& job, std::ostream& out) { out << spec::toGcloudCommand(job).script(); }

    int validate(const std::vector<std::string>& files, std::ostream& out, std::ostream& err)
    {
        int status = 0;
        for (const auto& path : files) {
            std::string text;
            if (!readFile(path, text, err)) {
                status = 1;
                continue;
            }
            bool failed = false;
            if (const auto vertexFile = readVertexFile(path, text, err, failed)) {
                status = std::max(status, checkVertex(path, *vertexFile, out));
                continue;
            }
            if (failed) {
                status = 1;
                continue;
            }
            const auto job = decode(path, text);
            if (!job) {
                err << job.error.toString(path) << '\n';
                status = 1;
                continue;
            }
            const auto violations = spec::validate(*job);
            for (const auto& v : violations)
                out << path << ": " << (v.severity == spec::Severity::Error ? "error" : "warning") << ": " << v.path << ": "
                    << v.message().toStdString() << " [" << v.code << "]\n";
            if (spec::hasErrors(violations))
                status = 1;
            else if (violations.empty())
                out << path << ": ok\n";
        }
        return status;
    }

    int convert(const std::string& path, const std::string& format, std::ostream& out, std::ostream& err)
    {
        std::string text;
        if (!readFile(path, text, err))
            return 1;
        bool failed = false;
        if (const auto vertexFile = readVertexFile(path, text, err, failed))
            return format == "vertex" ? convertVertex(*vertexFile, "json", out) : convertVertex(*vertexFile, format, out);
        if (failed)
            return 1;
        const auto job = decode(path, text);
        if (!job) {
            err << job.error.toString(path) << '\n';
            return 1;
        }
        if (format == "vertex") {
            const auto converted = spec::vertex::fromV1(*job, spec::vertex::VertexCatalog::builtIn());
            for (const auto& v : converted.report)
                err << path << ": warning: " << v.path << ": " << v.message().toStdString() << " [" << v.code << "]\n";
            if (!converted.location.empty())
                err << path << ": the job runs in " << converted.location << " (a Vertex job names its region in its URL)\n";
            out << std::visit([](const auto& vertexJob) { return spec::vertex::toJsonText(vertexJob); }, converted.job) << '\n';
        } else if (format == "json")
            out << spec::toJsonText(*job) << '\n';
        else if (format == "gcloud")
            printGcloud(*job, out);
        else
            out << spec::toYaml(*job, spec::YamlScope::Everything);
        return 0;
    }

} // namespace

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        (args.empty() ? err : out) << usage;
        return args.empty() ? 2 : 0;
    }
    if ((args[0] == "validate" || args[0] == "check") && args.size() >= 2)
        return validate({ args.begin() + 1, args.end() }, out, err);
    if (args[0] == "convert" && args.size() == 4 && args[2] == "--to"
        && (args[3] == "json" || args[3] == "yaml" || args[3] == "gcloud" || args[3] == "vertex"))
        return convert(args[1], args[3], out, err);
    if (args[0] == "catalog" && args.size() == 1) {
        const auto& catalog = spec::Catalog::builtin();
        out << "Scale tiers:\n";
        for (const auto& tier : catalog.scaleTiers())
            out << "  " << tier.name << "  " << tier.description << '\n';
        out << "Machine types:\n";
        for (const auto& machine : catalog.machineTypes())
            out << "  " << machine.name << "  " << machine.vcpus << " vCPUs, " << machine.memoryGb << " GB\n";
        out << "Accelerators:\n";
        for (const auto& acc : catalog.acceleratorTypes())
            out << "  " << acc.name << "  " << acc.displayName << '\n';
        out << "Regions:\n";
        for (const auto& region : catalog.regions())
            out << "  " << region.name << '\n';
        return 0;
    }
    err << usage;
    return 2;
}

} // namespace trainyard::spectool
