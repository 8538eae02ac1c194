#pragma once

#include <QWizardPage>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QTabWidget;

namespace trainyard::ui {

class FieldBinder;
class VertexDraft;

// The Vertex job as it will be sent, three ways, each copyable: the REST body (JSON), the file
// `gcloud ai … create --config` reads (YAML), and the `gcloud ai … create` command naming that file.
// Above them every problem left, each taking you to its field; the server's refusal after Submit.
class VertexReviewPage : public QWizardPage {
    Q_OBJECT

public:
    VertexReviewPage(VertexDraft* draft, FieldBinder* binder, QWidget* parent = nullptr);

    QString json() const;
    QString yaml() const;
    QString gcloud() const;
    QListWidget* problems() const { return m_problems; }
    void showSubmitError(const QString& message);
    bool isComplete() const override;

signals:
    void fieldRequested(const QString& path);

private:
    void refresh();
    QWidget* textTab(QPlainTextEdit*& edit);

    VertexDraft* m_draft;
    FieldBinder* m_binder;
    QListWidget* m_problems;
    QTabWidget* m_tabs;
    QPlainTextEdit* m_json = nullptr;
    QPlainTextEdit* m_yaml = nullptr;
    QPlainTextEdit* m_gcloud = nullptr;
    QLabel* m_error;
};

} // namespace trainyard::ui
