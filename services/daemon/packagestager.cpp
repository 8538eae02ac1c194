#include "packagestager.h"

#include "daemonconfig.h"

#include "spec/daemonmessages.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>

namespace trainyard::daemon {

namespace {

    QString qs(const std::string& s) { return QString::fromStdString(s); }

} // namespace

PackageStager::PackageStager(const DaemonConfig& config, spec::Job job, std::string workspace, QObject* parent)
    : Preparer(parent)
    , m_config(config)
    , m_job(std::move(job))
    , m_workspace(std::move(workspace))
{
}

PackageStager::~PackageStager()
{
    if (m_process)
        m_process->kill();
}

std::string PackageStager::interpreterOf(const spec::Job& job, const DaemonConfig& config)
{
    const auto& unknown = job.trainingInput->unknown;
    if (unknown.is_object() && unknown.contains("pythonInterpreter") && unknown["pythonInterpreter"].is_string())
        return unknown["pythonInterpreter"].get<std::string>();
    return config.python;
}

void PackageStager::start()
{
    const std::string python = interpreterOf(m_job, m_config);
    if (!QFileInfo(qs(python)).isExecutable()) {
        emit failed(spec::formatDaemonMessage(spec::daemonmsg::pythonMissing, { python }));
        return;
    }
    if (const std::string problem = prepareJobDir(m_job.trainingInput->jobDir); !problem.empty()) {
        emit failed(problem);
        return;
    }
    QDir(qs(m_workspace + "/packages")).removeRecursively();
    QDir().mkpath(qs(m_workspace + "/packages"));
    m_pythonPath.clear();
    m_toStage = m_job.trainingInput->packageUris.value_or(std::vector<std::string> {});
    stageNext();
}

void PackageStager::cancel()
{
    m_cancelled = true;
    if (m_process)
        m_process->kill(); // idle() follows once it has gone
}

bool PackageStager::busy() const
{
    // A package still being copied is a process of the job too: a run is stopped once it has gone
    // (destroying a QProcess that still runs would block the daemon until it exits).
    return m_process && m_process->state() != QProcess::NotRunning;
}

void PackageStager::stageNext()
{
    if (m_cancelled)
        return;
    if (m_toStage.empty()) {
        emit prepared();
        return;
    }
    std::string uri = m_toStage.front();
    m_toStage.erase(m_toStage.begin());
    if (uri.starts_with("file://"))
        uri = uri.substr(7);
    const QFileInfo source(qs(uri));
    if (!source.exists()) {
        emit failed(spec::formatDaemonMessage(spec::daemonmsg::packageMissing, { uri }));
        return;
    }
    const std::string target = m_workspace + "/packages/" + std::to_string(m_pythonPath.size());
    QDir().mkpath(qs(target));
    QStringList arguments;
    QString program;
    if (source.isDir()) {
        program = QStringLiteral("cp");
        arguments << QStringLiteral("-a") << source.absoluteFilePath() + QStringLiteral("/.") << qs(target);
    } else if (uri.ends_with(".tar.gz") || uri.ends_with(".tgz") || uri.ends_with(".tar")) {
        program = QStringLiteral("tar");
        arguments << QStringLiteral("-xf") << source.absoluteFilePath() << QStringLiteral("-C") << qs(target);
    } else if (uri.ends_with(".whl") || uri.ends_with(".zip") || uri.ends_with(".egg")) {
        m_pythonPath.push_back(source.absoluteFilePath().toStdString()); // zip archives import as they are
        stageNext();
        return;
    } else {
        emit failed(spec::formatDaemonMessage(spec::daemonmsg::packageUnknownKind, { uri }));
        return;
    }
    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    connect(m_process, &QProcess::finished, this, [this, uri, target](int code, QProcess::ExitStatus status) {
        const QByteArray output = m_process->readAll();
        m_process->deleteLater();
        if (m_cancelled) {
            emit idle(); // the copy was the last process of the run
            return;
        }
        if (status != QProcess::NormalExit || code != 0) {
            emit failed(spec::formatDaemonMessage(spec::daemonmsg::stagingFailed, { uri, output.trimmed().toStdString() }));
            return;
        }
        // An sdist unpacks into one folder, name-version/: that folder is the package root.
        const QStringList entries = QDir(qs(target)).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
        std::string root = target;
        if (entries.size() == 1 && QFileInfo(qs(target) + QLatin1Char('/') + entries.front()).isDir() && !uri.ends_with("/")
            && !QFileInfo(qs(uri)).isDir())
            root = target + "/" + entries.front().toStdString();
        m_pythonPath.push_back(root);
        stageNext();
    });
    connect(m_process, &QProcess::errorOccurred, this, [this, program](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart && !m_cancelled)
            emit failed(spec::formatDaemonMessage(spec::daemonmsg::cannotRunStager, { program.toStdString() }));
    });
    m_process->start(program, arguments);
}

} // namespace trainyard::daemon
