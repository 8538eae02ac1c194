#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace trainyard::client {
struct SshTarget;
} // namespace trainyard::client

namespace trainyard::ui {

// A backend the user added: a remote trainyardd (through SSH, or over HTTPS), a Google Cloud project's AI Platform Training jobs
// (retired by Google), or Vertex AI jobs of a project in some regions (or a trainyardd's Vertex paths).
// The token itself is never stored: it comes from a file (a daemon's token file) or a command
// (`gcloud auth print-access-token`).
struct RemoteBackendConfig {
    enum class Kind { Daemon, Google, Vertex, Ssh };
    Kind kind = Kind::Daemon;
    QString name;
    // "http://gpu-box:8470"; for Google, empty means https://ml.googleapis.com; for Vertex, empty means
    // Google's regional endpoints (https://{region}-aiplatform.googleapis.com), else one server for all,
    // which may be a daemon's Unix socket ("unix:/run/user/1000/trainyard/daemon.sock").
    QString baseUrl;
    QStringList regions; // Vertex: where jobs are listed, the first the default; empty with a baseUrl: "local"
    QString project = QStringLiteral("local");
    QString tokenFile;
    QString tokenCommand;
    // A daemon over https:// (docs/remote.md): the CA file its certificate is checked against (empty:
    // the system's CAs), or the pinned public key ("sha256//BASE64", trusted on first use) instead.
    QString caFile;
    QString pinnedKey;
    // A daemon over plain http:// to a host that is not loopback: the token and jobs cross the network
    // readable, so only when the user ticked it.
    bool allowCleartextHttp = false;
    // A daemon through SSH (docs/remote.md): ssh's destination ("user@login-node" or a Host of the ssh
    // config), its -J and -F, the daemon's socket there (empty: its default for that user there), and
    // whether to start trainyardd there when none answers (its program and arguments, as one line).
    QString sshDestination;
    QString sshJumpHost;
    QString sshConfigFile;
    QString remoteSocket;
    bool startRemoteDaemon = true;
    QString remoteProgram;
    QString remoteArguments;

    // What is wrong with it, naming the field; empty when it can be used.
    QString problem() const;
    // The part of problem() that keeps it from being loaded at all: a backend stored before a newer
    // rule (cleartextProblem()) is kept, and shows why it refuses to connect.
    QString loadProblem() const;
    // Plain http:// to a host that is not loopback without allowCleartextHttp; empty when fine.
    QString cleartextProblem() const;
    // Kind::Ssh's rules (destination, socket, arguments).
    QString sshProblem() const;

    // Kind::Ssh: what ssh is given.
    client::SshTarget sshTarget() const;

    static QList<RemoteBackendConfig> loadAll();
    static void append(const RemoteBackendConfig& config);
    // Replaces every stored backend with `configs`, in that order.
    static void saveAll(const QList<RemoteBackendConfig>& configs);

    bool operator==(const RemoteBackendConfig& other) const = default;
};

} // namespace trainyard::ui
