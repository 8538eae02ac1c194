#pragma once

#include "spec/job.h"

#include <QDialog>

class QLabel;
class QLineEdit;

namespace trainyard::ui {

class JobDirReuseBox;

// Resubmit: the same job under a new id, shown before it is sent. Its job directory is a fresh one
// (freshJobDir) unless the user checks "Reuse the job directory": resuming the old run's checkpoints
// is never done behind the user's back.
class ResubmitDialog : public QDialog {
    Q_OBJECT

public:
    // `original`: the job as the backend has it; `newJobId`: the proposed id.
    ResubmitDialog(const spec::Job& original, const QString& newJobId, QWidget* parent = nullptr);

    // The job to submit, as the dialog stands: output fields dropped, the new id and job dir set.
    spec::Job job() const;

    QLineEdit* jobIdEdit() const { return m_jobId; }
    QLineEdit* jobDirEdit() const { return m_jobDir; }
    JobDirReuseBox* reuseBox() const { return m_reuse; } // null when the job has no job dir

private:
    void idEdited(const QString& id);
    void updateButtons();

    spec::Job m_original;
    QString m_originalId;
    QLineEdit* m_jobId;
    QLineEdit* m_jobDir;
    JobDirReuseBox* m_reuse = nullptr;
    QPushButton* m_submit = nullptr;
};

} // namespace trainyard::ui
