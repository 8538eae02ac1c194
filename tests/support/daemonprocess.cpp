#include "daemonprocess.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLocalSocket>
#include <QTcpSocket>
#include <QThread>

#include <csignal>
#include <fstream>
#include <sys/resource.h>
#include <sstream>

namespace trainyard::test {

namespace {

    // A daemon busy with a burst of writes (hundreds of jobs, a disk shared with container tests on 2
    // cores) may take seconds to accept a connection; a request given up here would be lost, not late.
    constexpr int connectTimeoutMs = 30'000;

    // Reads one HTTP response (Content-Length or chunked) from a connected socket.
    HttpReply readReply(QIODevice& socket, int timeoutMs, const std::function<bool(QIODevice&, int)>& waitForRead)
    {
        HttpReply reply;
        std::string buffer;
        QElapsedTimer clock;
        clock.start();
        const auto fill = [&]() {
            if (socket.bytesAvailable() == 0 && !waitForRead(socket, std::max(1, timeoutMs - static_cast<int>(clock.elapsed()))))
                return false;
            buffer += socket.readAll().toStdString();
            return true;
        };
        std::size_t headEnd;
        while ((headEnd = buffer.find("\r\n\r\n")) == std::string::npos) {
            if (!fill())
                return reply;
        }
        std::istringstream head(buffer.substr(0, headEnd));
        std::string version;
        head >> version >> reply.status;
        std::string line;
        std::getline(head, line);
        while (std::getline(head, line)) {
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            const auto colon = line.find(':');
            if (colon == std::string::npos)
                continue;
            std::string name = line.substr(0, colon);
            for (auto& c : name)
                c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            reply.headers[name] = line.substr(line.find_first_not_of(' ', colon + 1));
        }
        buffer.erase(0, headEnd + 4);
        if (reply.headers.count("content-length")) {
            const auto length = std::stoul(reply.headers["content-length"]);
            while (buffer.size() < length) {
                if (!fill())
                    break;
            }
            reply.body = buffer.substr(0, length);
        } else {
            // chunked: collect until the zero chunk
            for (;;) {
                const auto end = buffer.find("\r\n");
                if (end == std::string::npos) {
                    if (!fill())
                        break;
                    continue;
                }
                const auto size = std::stoul(buffer.substr(0, end), nullptr, 16);
                if (size == 0)
                    break;
                while (buffer.size() < end + 2 + size + 2) {
                    if (!fill())
                        return reply;
                }
                reply.body += buffer.substr(end + 2, size);
                buffer.erase(0, end + 2 + size + 2);
            }
        }
        return reply;
    }

    std::string requestText(const std::string& method, const std::string& path, const std::string& body,
        const std::map<std::string, std::string>& headers, const std::string& host)
    {
        std::string text = method + " " + path + " HTTP/1.1\r\n";
        if (!headers.count("Host"))
            text += "Host: " + host + "\r\n";
        for (const auto& [name, value] : headers)
            text += name + ": " + value + "\r\n";
        if (!body.empty() || method == "POST" || method == "PATCH")
            text += "Content-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) + "\r\n";
        text += "Connection: close\r\n\r\n" + body;
        return text;
    }

} // namespace

nlohmann::json HttpReply::json() const
{
    return nlohmann::json::parse(body, nullptr, false);
}

DaemonProcess::DaemonProcess(QStringList extraArgs)
    : m_extraArgs(std::move(extraArgs))
{
}

DaemonProcess::~DaemonProcess()
{
    stop();
}

bool DaemonProcess::start()
{
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    // The daemon's stderr (sanitizer reports included) is kept beside its data for a failing test.
    m_process->setStandardErrorFile(m_dir.path() + QStringLiteral("/daemon.stderr"), QIODevice::Append);
    QStringList args { QStringLiteral("--data-dir"), dataDir(), QStringLiteral("--socket"), socketPath(), QStringLiteral("--grace"),
        QStringLiteral("2") };
    args += m_extraArgs;
    if (m_descriptorLimit > 0) {
        const rlimit limits { static_cast<rlim_t>(m_descriptorLimit), static_cast<rlim_t>(m_descriptorHard) };
        m_process->setChildProcessModifier([limits] { ::setrlimit(RLIMIT_NOFILE, &limits); });
    }
    m_process->start(QStringLiteral(TRAINYARD_DAEMON_BINARY), args);
    if (!m_process->waitForStarted(10'000))
        return false;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 20'000) {
        if (m_process->canReadLine()) {
            const QString line = QString::fromUtf8(m_process->readLine()).trimmed();
            if (line.startsWith(QStringLiteral("ready"))) {
                m_ready = line.toStdString();
                return true;
            }
        }
        if (!m_process->waitForReadyRead(100) && m_process->state() == QProcess::NotRunning) {
            QFile err(m_dir.path() + QStringLiteral("/daemon.stderr"));
            if (err.open(QIODevice::ReadOnly))
                m_output = QString::fromUtf8(err.readAll());
            return false;
        }
    }
    return false;
}

void DaemonProcess::stop()
{
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
    const std::string active = "/v1/projects/local/jobs?pageSize=100&filter=state%3DQUEUED%20OR%20state%3DPREPARING%20OR%20state%3DRUNNING";
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        const nlohmann::json page = get(active).json();
        if (!page.is_object() || !page.contains("jobs") || clock.elapsed() > 60'000)
            break;
        for (const auto& job : page["jobs"])
            request("POST", "/v1/projects/local/jobs/" + job["jobId"].get<std::string>() + ":cancel", "{}");
    }
    // Jobs created through the Vertex surface, which the v1 one does not list (at the local location).
    for (const std::string collection : { "customJobs", "hyperparameterTuningJobs" }) {
        const std::string list = "/v1/projects/local/locations/local/" + collection + "?pageSize=100&filter=state%3DJOB_STATE_QUEUED%20OR%20"
                                 "state%3DJOB_STATE_PENDING%20OR%20state%3DJOB_STATE_RUNNING%20OR%20state%3DJOB_STATE_CANCELLING";
        for (;;) {
            const nlohmann::json page = get(list).json();
            if (!page.is_object() || !page.contains(collection) || clock.elapsed() > 60'000)
                break;
            for (const auto& job : page[collection])
                request("POST", "/v1/" + job["name"].get<std::string>() + ":cancel", "{}");
            QThread::msleep(50);
        }
    }
    const std::string cancelling = "/v1/projects/local/jobs?filter=state%3DCANCELLING";
    while (clock.elapsed() < 60'000) {
        const nlohmann::json page = get(cancelling).json();
        if (!page.is_object() || !page.contains("jobs"))
            break;
        QThread::msleep(50);
    }
    m_process->terminate();
    if (!m_process->waitForFinished(10'000))
        m_process->kill();
    m_process->waitForFinished(5'000);
    QFile err(m_dir.path() + QStringLiteral("/daemon.stderr"));
    if (err.open(QIODevice::ReadOnly))
        m_output = QString::fromUtf8(err.readAll());
    if (!m_output.isEmpty())
        qWarning("trainyardd's stderr:\n%s", qPrintable(m_output));
}

void DaemonProcess::kill9()
{
    // A daemon that has already ended has no pid (0), and kill(0, …) would kill this test's own group.
    if (!m_process || m_process->processId() <= 0)
        return;
    ::kill(static_cast<pid_t>(m_process->processId()), SIGKILL);
    m_process->waitForFinished(5'000);
}

quint16 DaemonProcess::tcpPort() const
{
    const auto at = m_ready.rfind(':');
    const bool tcp = m_ready.find(" http://") != std::string::npos || m_ready.find(" https://") != std::string::npos;
    return tcp ? static_cast<quint16>(std::stoi(m_ready.substr(at + 1))) : 0;
}

int DaemonProcess::openDescriptors() const
{
    return static_cast<int>(QDir(QStringLiteral("/proc/%1/fd").arg(pid())).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System).size());
}

std::string DaemonProcess::token() const
{
    std::ifstream in((dataDir() + QStringLiteral("/token")).toStdString());
    std::string token;
    std::getline(in, token);
    return token;
}

HttpReply DaemonProcess::request(const std::string& method, const std::string& path, const std::string& body,
    const std::map<std::string, std::string>& headers) const
{
    QLocalSocket socket;
    socket.connectToServer(socketPath());
    if (!socket.waitForConnected(connectTimeoutMs))
        return {};
    const std::string text = requestText(method, path, body, headers, "localhost");
    socket.write(text.data(), static_cast<qint64>(text.size()));
    socket.flush();
    return readReply(socket, 30'000, [](QIODevice& s, int ms) { return static_cast<QLocalSocket&>(s).waitForReadyRead(ms); });
}

HttpReply DaemonProcess::tcpRequest(const std::string& method, const std::string& path, const std::string& body,
    const std::map<std::string, std::string>& headers) const
{
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), tcpPort());
    if (!socket.waitForConnected(connectTimeoutMs))
        return {};
    const std::string text = requestText(method, path, body, headers, "127.0.0.1:" + std::to_string(tcpPort()));
    socket.write(text.data(), static_cast<qint64>(text.size()));
    socket.flush();
    return readReply(socket, 30'000, [](QIODevice& s, int ms) { return static_cast<QTcpSocket&>(s).waitForReadyRead(ms); });
}

std::vector<SseEvent> DaemonProcess::stream(const std::string& path, std::size_t count, int timeoutMs,
    const std::map<std::string, std::string>& headers) const
{
    std::vector<SseEvent> events;
    QLocalSocket socket;
    socket.connectToServer(socketPath());
    if (!socket.waitForConnected(connectTimeoutMs))
        return events;
    std::map<std::string, std::string> all = headers;
    all["Accept"] = "text/event-stream";
    const std::string text = requestText("GET", path, {}, all, "localhost");
    socket.write(text.data(), static_cast<qint64>(text.size()));
    socket.flush();
    std::string raw; // the decoded chunk payloads
    std::string buffer;
    bool headDone = false;
    SseEvent current;
    QElapsedTimer clock;
    clock.start();
    while (events.size() < count && clock.elapsed() < timeoutMs) {
        if (socket.bytesAvailable() == 0 && !socket.waitForReadyRead(static_cast<int>(std::max<qint64>(1, timeoutMs - clock.elapsed()))))
            break;
        buffer += socket.readAll().toStdString();
        if (!headDone) {
            const auto end = buffer.find("\r\n\r\n");
            if (end == std::string::npos)
                continue;
            buffer.erase(0, end + 4);
            headDone = true;
        }
        bool ended = false;
        for (;;) {
            const auto end = buffer.find("\r\n");
            if (end == std::string::npos)
                break;
            const auto size = std::stoul(buffer.substr(0, end), nullptr, 16);
            if (size == 0) {
                ended = true;
                break;
            }
            if (buffer.size() < end + 2 + size + 2)
                break;
            raw += buffer.substr(end + 2, size);
            buffer.erase(0, end + 2 + size + 2);
        }
        // Events are separated by a blank line.
        std::size_t sep;
        while ((sep = raw.find("\n\n")) != std::string::npos) {
            std::istringstream block(raw.substr(0, sep));
            raw.erase(0, sep + 2);
            SseEvent event;
            for (std::string line; std::getline(block, line);) {
                if (line.starts_with("id: "))
                    event.id = line.substr(4);
                else if (line.starts_with("event: "))
                    event.event = line.substr(7);
                else if (line.starts_with("data: "))
                    event.data = line.substr(6);
            }
            if (!event.event.empty())
                events.push_back(event);
            if (events.size() >= count)
                break;
        }
        if (ended)
            break;
    }
    return events;
}

std::vector<int> DaemonProcess::processesOfJob(const std::string& jobId) const
{
    std::vector<int> pids;
    const QString workspace = QDir(dataDir()).canonicalPath() + QStringLiteral("/jobs/") + QString::fromStdString(jobId) + QLatin1Char('/');
    for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool ok = false;
        const int pid = entry.toInt(&ok);
        if (!ok)
            continue;
        const QString cwd = QFileInfo(QStringLiteral("/proc/%1/cwd").arg(pid)).symLinkTarget();
        if (!cwd.startsWith(workspace))
            continue;
        std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
        std::string statLine;
        std::getline(stat, statLine);
        const auto close = statLine.rfind(')');
        const bool zombie = close != std::string::npos && close + 2 < statLine.size() && statLine[close + 2] == 'Z';
        if (!zombie)
            pids.push_back(pid);
    }
    return pids;
}

// What a daemon that stopped answering is doing: its scheduler state, its open descriptors, and every
// thread's stack (gdb, when installed). For a test that failed on a daemon that runs but does not answer.
QString DaemonProcess::describeStuckDaemon() const
{
    const qint64 daemonPid = pid();
    QString text = QStringLiteral("the daemon (pid %1) does not answer:\n").arg(daemonPid);
    QFile status(QStringLiteral("/proc/%1/status").arg(daemonPid));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray& line : status.readAll().split('\n')) {
            if (line.startsWith("State:") || line.startsWith("Threads:"))
                text += QString::fromUtf8(line) + QLatin1Char('\n');
        }
    }
    text += QStringLiteral("open descriptors: %1\n").arg(openDescriptors());
    QProcess gdb;
    gdb.setProcessChannelMode(QProcess::MergedChannels);
    gdb.start(QStringLiteral("gdb"), { QStringLiteral("-batch"), QStringLiteral("-p"), QString::number(daemonPid), QStringLiteral("-ex"), QStringLiteral("thread apply all bt 30") });
    if (gdb.waitForStarted(5'000) && gdb.waitForFinished(30'000))
        text += QString::fromUtf8(gdb.readAll()).right(12'000);
    else
        text += QStringLiteral("(no stack: gdb did not run)\n");
    QFile err(m_dir.path() + QStringLiteral("/daemon.stderr"));
    if (err.open(QIODevice::ReadOnly))
        text += QStringLiteral("\nits stderr:\n") + QString::fromUtf8(err.readAll()).right(4'000);
    return text;
}

nlohmann::json DaemonProcess::waitForState(const std::string& jobId, const std::string& states, int timeoutMs) const
{
    QElapsedTimer clock;
    clock.start();
    // The last job the daemon answered with: an object always, so that callers' value("state", "")
    // reads "" rather than throwing when no answer came at all.
    nlohmann::json job = nlohmann::json::object();
    int unanswered = 0;
    while (clock.elapsed() < timeoutMs) {
        const HttpReply reply = get("/v1/projects/local/jobs/" + jobId);
        const nlohmann::json answer = reply.status == 200 ? reply.json() : nlohmann::json();
        if (answer.is_object())
            job = answer;
        else
            ++unanswered;
        const std::string state = job.value("state", "");
        if (!state.empty() && ("," + states + ",").find("," + state + ",") != std::string::npos)
            return job;
        QThread::msleep(50);
    }
    if (m_process)
        (void)m_process->waitForFinished(0); // takes notice of a daemon that died meanwhile (no event loop runs here)
    const bool running = m_process && m_process->state() == QProcess::Running;
    const QString daemonState = running ? QStringLiteral("runs")
        : m_process ? QStringLiteral("has ended (%1 %2)").arg(m_process->exitStatus() == QProcess::CrashExit ? QStringLiteral("crashed, signal") : QStringLiteral("exit code")).arg(m_process->exitCode())
                    : QStringLiteral("was never started");
    qWarning("%s did not reach %s in %d ms: last state \"%s\", %d request(s) without a job in the answer; the daemon %s",
        jobId.c_str(), states.c_str(), timeoutMs, job.value("state", "").c_str(), unanswered, qPrintable(daemonState));
    if (running && unanswered > 0)
        qWarning("%s", qPrintable(describeStuckDaemon()));
    return job;
}

QString examplesDir()
{
    return QStringLiteral(TRAINYARD_SOURCE_DIR) + QStringLiteral("/examples");
}

nlohmann::json exampleJob(const std::string& jobId, const std::string& example, const std::string& module, const std::vector<std::string>& args)
{
    return { { "jobId", jobId },
        { "trainingInput",
            { { "scaleTier", "BASIC" }, { "packageUris", { examplesDir().toStdString() + "/" + example } }, { "pythonModule", module },
                { "args", args }, { "region", "local" }, { "runtimeVersion", "2.11" }, { "pythonVersion", "3.7" } } } };
}

} // namespace trainyard::test
