#pragma once

#include "settingspage.h"

#include "ui/remotebackenddialog.h"

class QLabel;
class QListWidget;
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

public slots:
    void addBackend(); // asks with a RemoteBackendDialog
    void editBackend();
    void removeBackend();
    void testBackend(); // the selected one
    void cancelTest();

private:
    void refill(int current);
    void updateButtons();
    void showResult(bool ok, const QString& message);

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
};

} // namespace trainyard::ui
