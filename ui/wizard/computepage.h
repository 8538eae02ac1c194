#pragma once

#include "wizardpage.h"

#include <string>
#include <utility>
#include <vector>

class QGroupBox;
class QLabel;

namespace trainyard::ui {

// How much: a scale tier explained in words, or for CUSTOM each replica pool (machine type with its
// vCPUs, memory and GPUs; count; accelerators; boot disk), with the cluster's totals. Choosing another
// tier than CUSTOM clears the pools, so that no hidden field carries an error or reaches the export;
// pools that still hold values (an imported job) stay shown. A job too large for the local daemon
// gets, under the field that says so, a link to the daemon's settings.
class ComputePage : public WizardPage {
    Q_OBJECT

public:
    ComputePage(JobDraft* draft, FieldBinder* binder, QWidget* parent = nullptr);

    QLabel* summary() const { return m_summary; }
    // "3 replicas · 24 vCPUs · 90 GB · 4 GPUs (NVIDIA_TESLA_T4)", from the draft and the catalog.
    static QString totals(const JobDraft& draft);
    // Every field of the CUSTOM pools (not the images and container commands, which the Code page edits).
    static std::vector<std::string> poolPaths();
    // The chosen backend is the console's local daemon: its slots and GPUs are in Settings.
    void setLocalDaemon(bool local);
    QGroupBox* customCluster() const { return m_custom; }

signals:
    void localDaemonSettingsRequested();

private:
    QWidget* pool(const QString& title, const std::string& typePath, const std::string& countPath, const std::string& configPath);
    void refresh();
    // A hidden link to Settings → Local daemon under the field of `path`, shown with its slot or GPU problem.
    void addSettingsLink(const std::string& path);

    QLabel* m_tierHelp;
    QGroupBox* m_custom;
    QLabel* m_summary;
    bool m_localDaemon = false;
    std::vector<std::pair<std::string, QLabel*>> m_settingsLinks;
};

} // namespace trainyard::ui
