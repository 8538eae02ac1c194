#include "resubmitdialog.h"

#include "freshjobdir.h"
#include "jobdirreusebox.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace trainyard::ui {

ResubmitDialog::ResubmitDialog(const spec::Job& original, const QString& newJobId, QWidget* parent)
    : QDialog(parent)
    , m_original(spec::withoutOutputFields(original))
    , m_originalId(QString::fromStdString(original.jobId.value_or("")))
{
    setWindowTitle(tr("Resubmit %1").arg(m_originalId));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The same job again, under a new id."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    layout->addLayout(form);

    m_jobId = new QLineEdit(newJobId, this);
    m_jobId->setMaxLength(128);
    form->addRow(tr("New job &ID:"), m_jobId);

    const QString previousDir = m_original.trainingInput && m_original.trainingInput->jobDir
        ? QString::fromStdString(*m_original.trainingInput->jobDir)
        : QString();
    m_jobDir = new QLineEdit(freshJobDir(previousDir, m_originalId, newJobId), this);
    m_jobDir->setPlaceholderText(tr("none: the job writes no outputs of its own"));
    m_jobDir->setMinimumWidth(m_jobDir->fontMetrics().averageCharWidth() * 72); // room for a path and its id
    auto* dirField = new QVBoxLayout;
    dirField->addWidget(m_jobDir);
    if (!previousDir.isEmpty()) {
        m_reuse = new JobDirReuseBox(previousDir, m_jobDir->text(), this);
        dirField->addWidget(m_reuse);
        connect(m_reuse, &JobDirReuseBox::jobDirChosen, this, [this](const QString& dir) {
            m_jobDir->setText(dir);
            m_jobDir->setReadOnly(m_reuse->isChecked()); // reused means exactly the old one
        });
    }
    form->addRow(tr("&Job directory:"), dirField);
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(dirField)))
        label->setBuddy(m_jobDir);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_submit = buttons->addButton(tr("&Resubmit"), QDialogButtonBox::AcceptRole);
    m_submit->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_jobId, &QLineEdit::textEdited, this, &ResubmitDialog::idEdited);
    connect(m_jobId, &QLineEdit::textChanged, this, &ResubmitDialog::updateButtons);
    updateButtons();
}

void ResubmitDialog::idEdited(const QString& id)
{
    // The fresh directory follows the id, unless the user wrote one of their own or reuses the old one.
    const QString trimmed = id.trimmed();
    const QString previousDir = m_reuse ? m_reuse->previousJobDir() : QString();
    if (!m_reuse || m_reuse->isChecked() || m_jobDir->text() != m_reuse->freshJobDir())
        return;
    m_reuse->setFreshJobDir(freshJobDir(previousDir, m_originalId, trimmed));
    m_jobDir->setText(m_reuse->freshJobDir());
}

void ResubmitDialog::updateButtons()
{
    m_submit->setEnabled(!m_jobId->text().trimmed().isEmpty());
}

spec::Job ResubmitDialog::job() const
{
    spec::Job job = m_original;
    job.jobId = m_jobId->text().trimmed().toStdString();
    const QString dir = m_jobDir->text().trimmed();
    if (job.trainingInput) {
        if (dir.isEmpty())
            job.trainingInput->jobDir.reset();
        else
            job.trainingInput->jobDir = dir.toStdString();
    }
    return job;
}

} // namespace trainyard::ui
