#pragma once

#include "wizardpage.h"

class QGroupBox;
class QLabel;

namespace trainyard::ui {

// How much: a scale tier explained in words, or for CUSTOM each replica pool (machine type with its
// vCPUs, memory and GPUs; count; accelerators; boot disk), with the cluster's totals.
class ComputePage : public WizardPage {
    Q_OBJECT

public:
    ComputePage(JobDraft* draft, FieldBinder* binder, QWidget* parent = nullptr);

    QLabel* summary() const { return m_summary; }
    // "3 replicas · 24 vCPUs · 90 GB · 4 GPUs (NVIDIA_TESLA_T4)", from the draft and the catalog.
    static QString totals(const JobDraft& draft);

private:
    QWidget* pool(const QString& title, const std::string& typePath, const std::string& countPath, const std::string& configPath);
    void refresh();

    QLabel* m_tierHelp;
    QGroupBox* m_custom;
    QLabel* m_summary;
};

} // namespace trainyard::ui
