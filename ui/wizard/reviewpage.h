#pragma once

#include "wizardpage.h"

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QTabWidget;

namespace trainyard::ui {

// Everything at once before Submit: every error and warning (each a link to its field), and the job
// as YAML, as JSON and as the equivalent gcloud command line, each copyable.
class ReviewPage : public WizardPage {
    Q_OBJECT

public:
    ReviewPage(JobDraft* draft, FieldBinder* binder, QWidget* parent = nullptr);

    bool isComplete() const override; // Submit waits for a job without errors
    QListWidget* problems() const { return m_problems; }
    QString yaml() const;
    QString json() const;
    QString gcloud() const;
    void showSubmitError(const QString& message);

signals:
    void fieldRequested(const QString& path);

private:
    void refresh();

    QLabel* m_status;
    QListWidget* m_problems;
    QTabWidget* m_tabs;
    QPlainTextEdit* m_yaml;
    QPlainTextEdit* m_json;
    QPlainTextEdit* m_gcloud;
};

} // namespace trainyard::ui
