#include "pythonreplica.h"

#include "clusterenvironment.h"
#include "packagestager.h"
#include "runcontext.h"
#include "vertexenvironment.h"

#include <QDir>
#include <QProcessEnvironment>

namespace trainyard::daemon {

std::vector<std::string> PythonReplica::argv() const
{
    const spec::TrainingInput& in = *m_run.job.trainingInput;
    if (m_run.vertex) {
        // Vertex runs each pool's own module and args, and gives no --job-dir (AIP_MODEL_DIR instead).
        if (const auto command = vertexPythonCommand(*m_run.vertex, plan())) {
            std::vector<std::string> argv = { PackageStager::interpreterOf(m_run.job, m_run.config), "-m", command->module };
            argv.insert(argv.end(), command->args.begin(), command->args.end());
            argv.insert(argv.end(), m_run.trial.args.begin(), m_run.trial.args.end());
            return argv;
        }
    }
    std::vector<std::string> argv = { PackageStager::interpreterOf(m_run.job, m_run.config), "-m", in.pythonModule.value_or("") };
    for (const auto& arg : in.args.value_or(std::vector<std::string> {}))
        argv.push_back(arg);
    for (const auto& arg : m_run.trial.args)
        argv.push_back(arg);
    if (in.jobDir) {
        argv.push_back("--job-dir");
        argv.push_back(*in.jobDir);
    }
    return argv;
}

std::vector<std::string> PythonReplica::environment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    auto variables = clusterEnvironment(m_run.job, m_run.replicas, m_run.ports, plan(), m_run.trial, gpus(), ReplicaHost::Process);
    if (m_run.vertex) {
        const std::string jobWorkspace = vertexJobWorkspace(m_run.workspace, m_run.trial.id);
        variables = vertexEnvironment(*m_run.vertex, variables, m_run.replicas, m_run.ports, plan(), m_run.trial, jobWorkspace);
        // Cloud Storage needs no folders; a trainer writing into AIP_MODEL_DIR here does.
        if (const std::string base = vertexOutputBase(*m_run.vertex, jobWorkspace, m_run.trial.id); !base.empty())
            for (const char* folder : { "model", "checkpoints", "logs" })
                QDir().mkpath(QString::fromStdString(base + folder));
        env.remove(QStringLiteral("TF_CONFIG")); // a single-replica Vertex job has none, whatever the daemon's own environment says
        env.remove(QStringLiteral("CLUSTER_SPEC"));
    }
    for (const auto& [name, value] : variables)
        env.insert(QString::fromStdString(name), QString::fromStdString(value));
    std::string pythonPath;
    for (const auto& p : m_run.pythonPath)
        pythonPath += (pythonPath.empty() ? "" : ":") + p;
    if (const QString inherited = env.value(QStringLiteral("PYTHONPATH")); !inherited.isEmpty())
        pythonPath += ":" + inherited.toStdString();
    env.insert(QStringLiteral("PYTHONPATH"), QString::fromStdString(pythonPath));
    std::vector<std::string> out;
    for (const QString& entry : env.toStringList())
        out.push_back(entry.toStdString());
    return out;
}

} // namespace trainyard::daemon
