#pragma once

#include "settingspage.h"

#include "ui/remotebackenddialog.h"

#include "console/certificateprobe.h"

class QLabel;
class QListWidget;
class QMessageBox;
class QProgressBar;
class QPushButton;

namespace trainyard::client {
class HttpTransport;
}

namespace trainyard::ui {

class BackendTester;

// The remote backends: add, edit, remove, and test that one answers.
class BackendsPage : public SettingsPage {
    Q_OBJECT

public:
    explicit BackendsPage(client::HttpTransport& transport, QWidget* parent = nullptr);

    void apply() override;
    // Whether apply() stored a list unlike the one stored before.
    bool changed() const { return m_configs != m_stored; }
    QList<RemoteBackendConfig> configs() const { return m_configs; }

    // Editing without the dialogs (tests, imports): appends or replaces the backend at `row`.
    void addConfig(const RemoteBackendConfig& config);
    void replaceConfig(int row, const RemoteBackendConfig& config);
    void removeConfig(int row);

    QListWidget* list() const { return m_list; }
    QPushButton* testButton() const { return m_test; }
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* progress() const { return m_progress; }
    QLabel* resultLabel() const { return m_result; }
    // Offered when a test failed because the daemon's certificate is not trusted.
    QPushButton* trustButton() const { return m_trust; }
    // The prompt showing the fetched certificate, while it is open.
    QMessageBox* trustPrompt() const { return m_prompt; }

public slots:
    void addBackend(); // asks with a RemoteBackendDialog
    void editBackend();
    void removeBackend();
    void testBackend(); // the selected one
    void cancelTest();
    // Fetches the selected backend's certificate and asks whether to pin it (trust on first use).
    void trustCertificate();

private:
    void refill(int current);
    void updateButtons();
    void showResult(bool ok, const QString& message);
    void probed(const CertificateProbe::Result& result);

    QList<RemoteBackendConfig> m_configs;
    QList<RemoteBackendConfig> m_stored;
    QListWidget* m_list;
    QPushButton* m_add;
    QPushButton* m_edit;
    QPushButton* m_remove;
    QPushButton* m_test;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_result;
    QLabel* m_resultIcon;
    BackendTester* m_tester;
    QPushButton* m_trust;
    CertificateProbe* m_probe;
    QMessageBox* m_prompt = nullptr;
    int m_testedRow = -1;
    bool m_probeToPin = false; // the probe runs for the trust prompt, not to show a changed key
};

} // namespace trainyard::ui
