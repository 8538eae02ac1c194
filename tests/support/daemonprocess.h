#pragma once

// Test support: the real trainyardd as a child process, and a small blocking HTTP client for it.

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <string>

namespace trainyard::test {

struct HttpReply {
    int status = 0;
    std::map<std::string, std::string> headers; // lower-case names
    std::string body;
    nlohmann::json json() const;
};

// One server-sent event.
struct SseEvent {
    std::string id;
    std::string event;
    std::string data;
};

class DaemonProcess {
public:
    // A fresh data dir and socket in a temporary folder. Extra flags go to every start().
    explicit DaemonProcess(QStringList extraArgs = {});
    ~DaemonProcess();

    // Starts the daemon with RLIMIT_NOFILE soft and hard at `limit` (0: inherited), so that a test can
    // run it out of descriptors with a few thousand connections. Call before start().
    // The daemon starts with this RLIMIT_NOFILE: soft `limit`, hard `hard` (0: the same as soft).
    void setDescriptorLimit(int limit, int hard = 0)
    {
        m_descriptorLimit = limit;
        m_descriptorHard = hard > 0 ? hard : limit;
    }
    bool start(); // waits for the "ready" line
    // Cancels whatever still runs (replicas outlive their daemon by design, and a test must leave no
    // process behind), then SIGTERM, as a user would.
    void stop();
    void kill9(); // SIGKILL: the crash the daemon must survive
    QString socketPath() const { return m_dir.path() + QStringLiteral("/daemon.sock"); }
    QString dataDir() const { return m_dir.path() + QStringLiteral("/data"); }
    QString tempPath(const QString& name) const { return m_dir.path() + QLatin1Char('/') + name; }
    std::string readyLine() const { return m_ready; }
    quint16 tcpPort() const; // from the ready line, 0 without --listen
    std::string token() const; // from the token file
    QString output() const { return m_output; }
    qint64 pid() const { return m_process ? m_process->processId() : 0; }
    int openDescriptors() const; // of the daemon process, from /proc

    HttpReply request(const std::string& method, const std::string& path, const std::string& body = {},
        const std::map<std::string, std::string>& headers = {}) const;
    HttpReply get(const std::string& path) const { return request("GET", path); }
    HttpReply post(const std::string& path, const nlohmann::json& body) const { return request("POST", path, body.dump()); }
    // Same, over TCP with the given headers (no token unless given).
    HttpReply tcpRequest(const std::string& method, const std::string& path, const std::string& body,
        const std::map<std::string, std::string>& headers) const;

    // Reads a text/event-stream until `count` events arrived, the stream ended, or the timeout.
    std::vector<SseEvent> stream(const std::string& path, std::size_t count, int timeoutMs,
        const std::map<std::string, std::string>& headers = {}) const;

    // Processes (pid) of this daemon's job: those working in the job's workspace. Scoped to this
    // daemon, so other daemons' jobs of the same name (another test, another run) do not count.
    std::vector<int> processesOfJob(const std::string& jobId) const;

    // Polls GET job until its state is one of `states` (comma-separated) or the timeout; returns the job.
    nlohmann::json waitForState(const std::string& jobId, const std::string& states, int timeoutMs) const;
    QString describeStuckDaemon() const;

private:
    QTemporaryDir m_dir;
    QStringList m_extraArgs;
    std::unique_ptr<QProcess> m_process;
    std::string m_ready;
    QString m_output;
    int m_descriptorLimit = 0;
    int m_descriptorHard = 0;
};

// JSON compared as canonical text, which QCOMPARE can print.
inline QString js(const nlohmann::json& value)
{
    return QString::fromStdString(value.dump());
}

// The examples folder and a ready-made job for an example trainer.
QString examplesDir();
nlohmann::json exampleJob(const std::string& jobId, const std::string& example, const std::string& module,
    const std::vector<std::string>& args = {});

} // namespace trainyard::test
