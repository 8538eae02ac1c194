#pragma once

#include "wizardpage.h"

namespace trainyard::ui {

// Limits and identity: job dir, how long the job may wait and run, its priority, the service account.
class SchedulingPage : public WizardPage {
    Q_OBJECT

public:
    SchedulingPage(JobDraft* draft, FieldBinder* binder, QWidget* parent = nullptr);

private:
    // A google.protobuf.Duration ("7200s") edited as a number and a unit.
    QWidget* duration(const std::string& path);
};

} // namespace trainyard::ui
