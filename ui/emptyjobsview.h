#pragma once

#include <QWidget>

#include <vector>

class QCommandLinkButton;
class QLabel;
class QPushButton;

namespace trainyard::ui {

struct ExampleJob;

// What the job list shows while a backend has no job at all: what to do first. New job, Import, and
// the examples that come with Trainyard, each a click away (an example opens in the wizard, to be
// looked at before it is submitted).
class EmptyJobsView : public QWidget {
    Q_OBJECT

public:
    explicit EmptyJobsView(QWidget* parent = nullptr);

    void setBackendName(const QString& name);
    // One button per example; none (and a line saying where they were looked for) when the list is empty.
    void setExamples(const std::vector<ExampleJob>& examples);

    QPushButton* newJobButton() const { return m_newJob; }
    QPushButton* importButton() const { return m_import; }
    QList<QCommandLinkButton*> exampleButtons() const { return m_examples; }

signals:
    void newJobRequested();
    void importRequested();
    void exampleRequested(int index); // into the list given to setExamples

private:
    QLabel* m_title;
    QLabel* m_examplesIntro;
    QPushButton* m_newJob;
    QPushButton* m_import;
    QWidget* m_examplesBox;
    QList<QCommandLinkButton*> m_examples;
};

} // namespace trainyard::ui
