#pragma once

#include "console/remotebackendconfig.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace trainyard::ui {

class RemoteBackendDialog : public QDialog {
    Q_OBJECT

public:
    explicit RemoteBackendDialog(QWidget* parent = nullptr);
    RemoteBackendConfig config() const;
    // Shows a stored backend, for editing it.
    void setConfig(const RemoteBackendConfig& config);
    QPushButton* forgetPinButton() const { return m_forgetPin; }

private:
    void validate();
    RemoteBackendConfig::Kind currentKind() const;
    void showRowsOf(RemoteBackendConfig::Kind kind);

    QComboBox* m_kind;
    QLineEdit* m_name;
    QLineEdit* m_url;
    QLineEdit* m_project;
    QLineEdit* m_regions;
    QLineEdit* m_tokenFile;
    QLineEdit* m_tokenCommand;
    QLineEdit* m_caFile;
    QLineEdit* m_pinnedKey;
    QPushButton* m_forgetPin;
    QCheckBox* m_cleartext;
    QLineEdit* m_destination;
    QLineEdit* m_jumpHost;
    QLineEdit* m_sshConfig;
    QLineEdit* m_remoteSocket;
    QCheckBox* m_startRemote;
    QLineEdit* m_remoteProgram;
    QLineEdit* m_remoteArguments;
    QFormLayout* m_form = nullptr;
    QHBoxLayout* m_pinRow;
    QLabel* m_problem;
    QPushButton* m_ok = nullptr;
};

} // namespace trainyard::ui
