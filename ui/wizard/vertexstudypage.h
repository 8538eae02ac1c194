#pragma once

#include <QWizardPage>

class QPlainTextEdit;
class QPushButton;
class QTreeWidget;
class QVBoxLayout;

namespace trainyard::ui {

class FieldBinder;
class VertexDraft;

// The study of a tuning job: the metric, the parameters as a tree (a conditional parameter under
// the categorical, integer or discrete parameter whose values bring it in), the algorithm, the trial
// counts and stopping. The tree lists every parameter; the one selected is edited below it.
class VertexStudyPage : public QWizardPage {
    Q_OBJECT

public:
    VertexStudyPage(VertexDraft* draft, FieldBinder* binder, QWidget* parent = nullptr);

    QTreeWidget* tree() const { return m_tree; }
    // Selects a parameter by path (and edits it below the tree).
    void selectParameter(const std::string& path);
    const std::string& selected() const { return m_selected; }

private:
    void refreshTree();
    void showDetail();
    QString summary(const std::string& path) const;
    QPlainTextEdit* numberLines(const std::string& path, QWidget* parent);

    VertexDraft* m_draft;
    FieldBinder* m_binder;
    QTreeWidget* m_tree;
    QPushButton* m_addChild;
    QPushButton* m_remove;
    QWidget* m_detail = nullptr;
    QVBoxLayout* m_detailLayout;
    std::string m_selected;
    int m_selectedType = -1; // the detail's type: rebuilt when it changes
};

} // namespace trainyard::ui
