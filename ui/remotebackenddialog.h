#pragma once

#include "client/backend.h"
#include "client/httptransport.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;

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

    std::unique_ptr<client::Backend> create(client::HttpTransport& transport) const;
    // What is wrong with it, naming the field; empty when it can be used.
    QString problem() const;

    static QList<RemoteBackendConfig> loadAll();
    static void append(const RemoteBackendConfig& config);
    // Replaces every stored backend with `configs`, in that order.
    static void saveAll(const QList<RemoteBackendConfig>& configs);

    bool operator==(const RemoteBackendConfig& other) const = default;
};

class RemoteBackendDialog : public QDialog {
    Q_OBJECT

public:
    explicit RemoteBackendDialog(QWidget* parent = nullptr);
    RemoteBackendConfig config() const;
    // Shows a stored backend, for editing it.
    void setConfig(const RemoteBackendConfig& config);

private:
    void validate();

    QComboBox* m_kind;
    QLineEdit* m_name;
    QLineEdit* m_url;
    QLineEdit* m_project;
    QLineEdit* m_tokenFile;
    QLineEdit* m_tokenCommand;
    QLabel* m_problem;
    QPushButton* m_ok = nullptr;
};

} // namespace trainyard::ui
