#include "pythonreplica.h"

#include "clusterenvironment.h"
#include "packagestager.h"
#include "runcontext.h"

#include <QProcessEnvironment>

namespace trainyard::daemon {

std::vector<std::string> PythonReplica::argv() const
{
    const spec::TrainingInput& in = *m_run.job.trainingInput;
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
    for (const auto& [name, value] : clusterEnvironment(m_run.job, m_run.replicas, m_run.ports, plan(), m_run.trial, gpus(), ReplicaHost::Process))
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
