#include "slurmtaskplan.h"

#include "spec/jsoncodec.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace trainyard::daemon {

namespace {

    using json = nlohmann::json;

    json toJson(const SlurmTaskPlan& plan)
    {
        json replicas = json::array();
        for (const auto& r : plan.replicas)
            replicas.push_back({ { "name", r.name }, { "taskType", r.taskType }, { "index", r.index }, { "gpuCount", r.gpuCount } });
        json logs = json::object();
        for (const auto& [replica, paths] : plan.logPaths)
            logs[replica] = { { "stdout", paths.first }, { "stderr", paths.second } };
        const TrialSetup& t = plan.trial;
        json document = { { "job", spec::toJson(plan.job) }, { "replicas", replicas },
            { "trial",
                { { "id", t.id }, { "args", t.args }, { "metricTag", t.metricTag }, { "metricFile", t.metricFile },
                    { "pythonPath", t.pythonPath } } },
            { "pythonPath", plan.pythonPath }, { "python", plan.python }, { "workspace", plan.workspace },
            { "nodeAddresses", plan.nodeAddresses }, { "logPaths", logs } };
        if (plan.vertex) {
            const bool custom = plan.vertex->kind == VertexOrigin::Kind::CustomJob;
            document["vertex"] = { { "kind", custom ? "CustomJob" : "HyperparameterTuningJob" }, { "name", plan.vertex->name },
                { "resource", plan.vertex->resource } };
        }
        return document;
    }

    // Throws nlohmann's exceptions on a member missing or of the wrong type; the caller reports them.
    SlurmTaskPlan fromJson(const json& document, std::string& error)
    {
        SlurmTaskPlan plan;
        auto job = spec::jobFromJson(document.at("job"));
        if (!job.value) {
            error = "its job does not decode";
            return plan;
        }
        plan.job = std::move(*job.value);
        for (const auto& r : document.at("replicas"))
            plan.replicas.push_back(
                { r.at("name").get<std::string>(), r.at("taskType").get<std::string>(), r.at("index").get<int>(), r.at("gpuCount").get<int>() });
        const json& t = document.at("trial");
        plan.trial = { t.at("id").get<std::string>(), t.at("args").get<std::vector<std::string>>(), t.at("metricTag").get<std::string>(),
            t.at("metricFile").get<std::string>(), t.at("pythonPath").get<std::vector<std::string>>() };
        if (const auto vertex = document.find("vertex"); vertex != document.end()) {
            VertexOrigin origin;
            origin.kind = vertex->at("kind").get<std::string>() == "CustomJob" ? VertexOrigin::Kind::CustomJob
                                                                               : VertexOrigin::Kind::HyperparameterTuningJob;
            origin.name = vertex->at("name").get<std::string>();
            origin.resource = vertex->at("resource");
            plan.vertex = std::move(origin);
        }
        plan.pythonPath = document.at("pythonPath").get<std::vector<std::string>>();
        plan.python = document.at("python").get<std::string>();
        plan.workspace = document.at("workspace").get<std::string>();
        plan.nodeAddresses = document.at("nodeAddresses").get<std::map<std::string, std::string>>();
        for (const auto& [replica, paths] : document.at("logPaths").items())
            plan.logPaths[replica] = { paths.at("stdout").get<std::string>(), paths.at("stderr").get<std::string>() };
        return plan;
    }

} // namespace

bool saveSlurmTaskPlan(const std::string& path, const SlurmTaskPlan& plan, std::string& error)
{
    const QString file = QString::fromStdString(path);
    QDir().mkpath(QFileInfo(file).absolutePath());
    QSaveFile out(file);
    const std::string text = toJson(plan).dump(2) + "\n";
    if (!out.open(QIODevice::WriteOnly) || out.write(text.data(), static_cast<qint64>(text.size())) < 0 || !out.commit()) {
        error = "cannot write " + path + ": " + out.errorString().toStdString();
        return false;
    }
    return true;
}

std::optional<SlurmTaskPlan> loadSlurmTaskPlan(const std::string& path, std::string& error)
{
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) {
        error = "cannot read " + path + ": " + file.errorString().toStdString();
        return std::nullopt;
    }
    const QByteArray text = file.readAll();
    try {
        std::string why;
        SlurmTaskPlan plan = fromJson(json::parse(text.constData(), text.constData() + text.size()), why);
        if (!why.empty()) {
            error = path + " is no task plan: " + why;
            return std::nullopt;
        }
        return plan;
    } catch (const json::exception& e) {
        error = path + " is no task plan: " + e.what();
        return std::nullopt;
    }
}

} // namespace trainyard::daemon
