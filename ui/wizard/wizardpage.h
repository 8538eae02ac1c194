#pragma once

#include <QWizardPage>

namespace trainyard::ui {

class FieldBinder;
class JobDraft;

// A wizard page bound to the draft. A page is complete whatever its problems (Back and Next always
// work, problems stay beside their fields); only Submit waits for a job without errors.
class WizardPage : public QWizardPage {
    Q_OBJECT

public:
    WizardPage(JobDraft* draft, FieldBinder* binder, QWidget* parent = nullptr)
        : QWizardPage(parent)
        , m_draft(draft)
        , m_binder(binder)
    {
    }

protected:
    JobDraft* draft() const { return m_draft; }
    FieldBinder* binder() const { return m_binder; }

private:
    JobDraft* m_draft;
    FieldBinder* m_binder;
};

} // namespace trainyard::ui
