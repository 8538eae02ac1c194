#pragma once

#include <QList>
#include <QString>

namespace trainyard::ui {

// A backend the user added: a remote trainyardd or a Google Cloud project. The token itself is never
// stored: it comes from a file (a daemon's token file) or a command (`gcloud auth print-access-token`).
struct RemoteBackendConfig {
    enum class Kind { Daemon, Google };
    Kind kind = Kind::Daemon;
    QString name;
    QString baseUrl; // "http://gpu-box:8470"; for Google, empty means https://ml.googleapis.com
    QString project = QStringLiteral("local");
    QString tokenFile;
    QString tokenCommand;

    // What is wrong with it, naming the field; empty when it can be used.
    QString problem() const;

    static QList<RemoteBackendConfig> loadAll();
    static void append(const RemoteBackendConfig& config);
    // Replaces every stored backend with `configs`, in that order.
    static void saveAll(const QList<RemoteBackendConfig>& configs);

    bool operator==(const RemoteBackendConfig& other) const = default;
};

} // namespace trainyard::ui
