#include "examplejobs.h"

#include "spec/jsoncodec.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <nlohmann/json.hpp>

namespace trainyard::ui {

namespace {

    bool holdsExamples(const QString& folder)
    {
        return QFileInfo::exists(folder + QStringLiteral("/digits/trainer/task.py"))
            && QFileInfo::exists(folder + QStringLiteral("/distributed/distributed/task.py"));
    }

    spec::Job decode(const nlohmann::json& document)
    {
        spec::Decoded<spec::Job> decoded = spec::jobFromJson(document);
        return decoded.value ? std::move(*decoded.value) : spec::Job {};
    }

} // namespace

QString ExampleJobs::folder(const QString& applicationDir)
{
    const QString given = qEnvironmentVariable("TRAINYARD_EXAMPLES");
    QStringList candidates;
    if (!given.isEmpty())
        candidates << given;
    candidates << applicationDir + QStringLiteral("/../share/trainyard/examples") << applicationDir + QStringLiteral("/../../examples")
               << applicationDir + QStringLiteral("/../examples");
    for (const QString& candidate : candidates) {
        if (holdsExamples(candidate))
            return QDir::cleanPath(QFileInfo(candidate).absoluteFilePath());
    }
    return {};
}

QString ExampleJobs::defaultRunsFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/trainyard-runs");
}

std::vector<ExampleJob> ExampleJobs::jobs(const QString& examplesFolder, const QString& runsFolder, const QDateTime& now)
{
    if (examplesFolder.isEmpty())
        return {};
    const std::string stamp = now.toString(QStringLiteral("_yyyyMMdd_HHmmss")).toStdString();
    const std::string examples = examplesFolder.toStdString();
    const std::string runs = runsFolder.toStdString();
    // What the daemon needs of every example: a local package, its region and runtime, a job dir of its own.
    const auto base = [&](const std::string& id, const std::string& package, const std::string& module, const nlohmann::json& args) {
        return nlohmann::json { { "jobId", id },
            { "trainingInput",
                { { "scaleTier", "BASIC" }, { "packageUris", { examples + "/" + package } }, { "pythonModule", module }, { "args", args },
                    { "region", "local" }, { "runtimeVersion", "2.11" }, { "pythonVersion", "3.7" }, { "jobDir", runs + "/" + id } } } };
    };

    std::vector<ExampleJob> out;
    out.push_back({ tr("&Digits classifier"),
        tr("scikit-learn on 8×8 handwritten digits: one replica, 20 epochs, a checkpoint after each (needs python3-sklearn)"),
        decode(base("digits" + stamp, "digits", "trainer.task", { "--epochs", "20", "--epoch-seconds", "0.5" })) });

    nlohmann::json cluster = base("distributed" + stamp, "distributed", "distributed.task", { "--timeout", "60" });
    cluster["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "standard" }, { "workerType", "standard" }, { "workerCount", "2" } });
    out.push_back({ tr("A &master and two workers"),
        tr("three replicas that find each other through TF_CONFIG and add up a sum together"), decode(cluster) });

    nlohmann::json study = base("digits_study" + stamp, "digits", "trainer.task", { "--epochs", "10" });
    study["trainingInput"]["hyperparameters"] = { { "goal", "MAXIMIZE" }, { "hyperparameterMetricTag", "accuracy" }, { "maxTrials", 8 },
        { "maxParallelTrials", 2 },
        { "params",
            { { { "parameterName", "learning_rate" }, { "type", "DOUBLE" }, { "minValue", 0.001 }, { "maxValue", 0.1 }, { "scaleType", "UNIT_LOG_SCALE" } },
                { { "parameterName", "hidden_units" }, { "type", "INTEGER" }, { "minValue", 16 }, { "maxValue", 128 }, { "scaleType", "UNIT_LINEAR_SCALE" } } } } };
    out.push_back({ tr("Digits &hyperparameter study"), tr("eight trials of the digits classifier, two at a time, tuned for accuracy"), decode(study) });
    return out;
}

} // namespace trainyard::ui
