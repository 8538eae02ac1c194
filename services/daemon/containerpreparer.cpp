#include "containerpreparer.h"

#include "containerengine.h"
#include "daemonconfig.h"

#include "spec/daemonmessages.h"

#include <QFileInfo>
#include <QProcess>

#include <set>

namespace trainyard::daemon {

namespace {

    // The engine's own words: its "Error: …" line (podman prints retries as warnings before it), else its last line.
    std::string engineError(const std::string& output)
    {
        std::string last;
        std::string error;
        std::size_t start = 0;
        while (start < output.size()) {
            std::size_t end = output.find('\n', start);
            if (end == std::string::npos)
                end = output.size();
            const std::string line = output.substr(start, end - start);
            if (line.find_first_not_of(" \t\r") != std::string::npos)
                last = line;
            if (line.starts_with("Error") || line.starts_with("error"))
                error = line;
            start = end + 1;
        }
        return !error.empty() ? error : !last.empty() ? last : spec::daemonmsg::noOutput;
    }

} // namespace

ContainerPreparer::ContainerPreparer(const DaemonConfig& config, const spec::Job& job, const std::vector<ReplicaPlan>& replicas, QObject* parent)
    : Preparer(parent)
    , m_config(config)
    , m_jobDir(job.trainingInput->jobDir)
{
    // Each image once, in name order.
    std::set<std::string> images;
    for (const auto& r : replicas)
        images.insert(job.trainingInput->effectiveImageUri(replicaRole(r)).value_or(""));
    m_images.assign(images.begin(), images.end());
}

ContainerPreparer::ContainerPreparer(const DaemonConfig& config, std::optional<std::string> jobDir, std::vector<std::string> images, QObject* parent)
    : Preparer(parent)
    , m_config(config)
    , m_jobDir(std::move(jobDir))
    , m_images(std::move(images))
{
}

ContainerPreparer::~ContainerPreparer()
{
    cancel();
}

void ContainerPreparer::cancel()
{
    m_cancelled = true;
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
    }
}

void ContainerPreparer::start()
{
    if (const std::string problem = prepareJobDir(m_jobDir); !problem.empty()) {
        emit failed(problem);
        return;
    }
    m_engine = ContainerEngine::locate(m_config);
    if (m_engine.empty()) {
        emit failed(spec::daemonmsg::noContainerEngine);
        return;
    }
    if (!QFileInfo(QString::fromStdString(m_engine)).isExecutable()) {
        emit failed(spec::formatDaemonMessage(spec::daemonmsg::containerEngineMissing, { m_engine }));
        return;
    }
    const ContainerEngine engine(m_engine, m_config.containerRuntime);
    const std::vector<std::string> info = engine.infoArgv();
    run(info, [this](int code, const std::string& output) {
        if (code != 0) {
            emit failed(spec::formatDaemonMessage(spec::daemonmsg::containerEngineSilent,
                { m_engine, QFileInfo(QString::fromStdString(m_engine)).fileName().toStdString(), engineError(output) }));
            return;
        }
        checkNextImage();
    });
}

void ContainerPreparer::checkNextImage()
{
    if (m_images.empty()) {
        emit prepared();
        return;
    }
    const std::string image = m_images.front();
    m_images.erase(m_images.begin());
    const ContainerEngine engine(m_engine, m_config.containerRuntime);
    run(engine.imageExistsArgv(image), [this, image, engine](int code, const std::string&) {
        if (code == 0) {
            checkNextImage();
            return;
        }
        run(engine.pullArgv(image), [this, image](int pulled, const std::string& output) {
            if (pulled != 0) {
                emit failed(spec::formatDaemonMessage(spec::daemonmsg::imagePullFailed, { image, engineError(output) }));
                return;
            }
            checkNextImage();
        });
    });
}

void ContainerPreparer::run(const std::vector<std::string>& argv, std::function<void(int, const std::string&)> done)
{
    if (m_cancelled)
        return;
    auto* process = new QProcess(this);
    m_process = process;
    process->setProcessChannelMode(QProcess::MergedChannels);
    // Either finished or errorOccurred(FailedToStart) comes, and only one of them reaches `done`.
    const auto finish = [this, process, done](int code) {
        process->disconnect(this);
        process->deleteLater();
        std::string output = process->readAll().toStdString();
        if (output.empty() && code < 0)
            output = process->errorString().toStdString(); // it did not start, or crashed: Qt says why
        if (!m_cancelled)
            done(code, output);
    };
    connect(process, &QProcess::finished, this, [finish](int code, QProcess::ExitStatus status) { finish(status == QProcess::NormalExit ? code : -1); });
    connect(process, &QProcess::errorOccurred, this, [finish](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            finish(-1);
    });
    QStringList arguments;
    for (std::size_t i = 1; i < argv.size(); ++i)
        arguments << QString::fromStdString(argv[i]);
    process->start(QString::fromStdString(argv.front()), arguments);
}

} // namespace trainyard::daemon
