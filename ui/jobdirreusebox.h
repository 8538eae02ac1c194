#pragma once

#include <QCheckBox>

namespace trainyard::ui {

// "Reuse the job directory (resume from its checkpoints)" for a job made from another one (Resubmit,
// Clone). Unchecked, the new job gets a fresh directory; checked, the old one, which is an explicit
// choice because a trainer that checkpoints then resumes the old run instead of training anew.
class JobDirReuseBox : public QCheckBox {
    Q_OBJECT

public:
    JobDirReuseBox(QString previousJobDir, QString freshJobDir, QWidget* parent = nullptr);

    QString previousJobDir() const { return m_previous; }
    QString freshJobDir() const { return m_fresh; }
    void setFreshJobDir(const QString& dir) { m_fresh = dir; }
    // The directory the new job gets as chosen now.
    QString chosenJobDir() const { return isChecked() ? m_previous : m_fresh; }

signals:
    // The box was toggled: the directory the new job gets now.
    void jobDirChosen(const QString& jobDir);

private:
    QString m_previous;
    QString m_fresh;
};

} // namespace trainyard::ui
