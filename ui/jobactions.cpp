#include "jobactions.h"

#include "backendlistwidget.h"
#include "examplejobs.h"
#include "freshjobdir.h"
#include "gcloudimportdialog.h"
#include "jobfiles.h"
#include "mainwindow.h"
#include "remotebackenddialog.h"
#include "resubmitdialog.h"
#include "settings/daemonpage.h"
#include "settings/settingsdialog.h"
#include "wizard/jobwizard.h"
#include "wizard/vertexwizard.h"

#include "console/backendlogsource.h"
#include "console/backendregistry.h"
#include "console/backendsession.h"
#include "console/draftstore.h"
#include "console/fuzzymatch.h"
#include "console/jobdraft.h"

#include "models/jobformat.h"
#include "models/joblistmodel.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>

namespace trainyard::ui {

QString resubmissionId(const QString& jobId, const QDateTime& now)
{
    static const QRegularExpression earlier(QStringLiteral("_\\d{8}_\\d{6}$"));
    QString base = jobId;
    base.remove(earlier);
    const QString suffix = now.toString(QStringLiteral("_yyyyMMdd_HHmmss"));
    return base.left(128 - suffix.size()) + suffix;
}

JobActions::JobActions(MainWindow* window)
    : QObject(window)
    , m_window(window)
{
}

void JobActions::showMessage(const QString& message, int ms)
{
    m_window->statusBar()->showMessage(message, ms);
}

void JobActions::fail(const QString& title, const QString& message)
{
    emit actionFailed(message);
    if (m_window->isVisible())
        QMessageBox::warning(m_window, title, message);
}

void JobActions::offerLeftoverDrafts(std::vector<DraftInfo> drafts)
{
    if (drafts.empty())
        return;
    QStringList names;
    for (const auto& d : drafts)
        names << (d.jobId.isEmpty() ? MainWindow::tr("(no id yet)") : d.jobId) + QStringLiteral(" — ") + QLocale().toString(d.savedAt.toLocalTime(), QLocale::ShortFormat);
    const auto answer = QMessageBox::question(m_window, MainWindow::tr("Unsubmitted jobs"),
        MainWindow::tr("The console stopped while composing %n job(s):\n\n%1\n\nOpen them again?", nullptr, static_cast<int>(drafts.size()))
            .arg(names.join(QLatin1Char('\n'))),
        QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
    for (const auto& d : drafts) {
        if (answer == QMessageBox::Yes && d.vertex)
            restoreVertexWizard(d);
        else if (answer == QMessageBox::Yes)
            openWizard(d.job, d.id);
        else
            m_window->drafts()->discard(d.id);
    }
}

void JobActions::cancelSelectedJob()
{
    const QString jobId = m_window->selectedJobId();
    BackendSession* session = m_window->currentSession();
    if (!session || jobId.isEmpty())
        return;
    const auto answer = QMessageBox::question(m_window, MainWindow::tr("Cancel job"),
        MainWindow::tr("Cancel the job %1 on %2?\n\nEvery replica is stopped and the job ends in the state “%3”.").arg(jobId, session->backend()->name(), models::stateLabel("CANCELLED")),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;
    session->cancel(jobId.toStdString(), this, [this, jobId](std::optional<client::ApiError> error) {
        if (error) {
            fail(MainWindow::tr("Cancel job"), MainWindow::tr("%1 could not be cancelled: %2").arg(jobId, describe(*error)));
            return;
        }
        showMessage(MainWindow::tr("Cancelling %1…").arg(jobId), 5000);
    });
}

void JobActions::resubmitSelectedJob()
{
    BackendSession* session = m_window->currentSession();
    const QString jobId = m_window->selectedJobId();
    if (!session || session->jobs()->rowOf(jobId) < 0)
        return;
    // The list has rows: the whole job comes from the session (at once when it holds the document).
    session->withDocument(jobId, this, [this, session, jobId](std::shared_ptr<const spec::Job> original) {
        if (!original || !m_window->sessions().contains(session))
            return;
        // The new id and a fresh job dir are shown first: reusing the old dir resumes its checkpoints, and
        // that is the user's explicit choice (a resubmitted job once "succeeded" in a second that way).
        auto* dialog = new ResubmitDialog(*original, resubmissionId(jobId, QDateTime::currentDateTime()), m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [this, session, dialog] {
            if (m_window->sessions().contains(session)) // not removed while the dialog was open
                submitResubmission(session, dialog->job());
        });
        dialog->open();
    });
}

void JobActions::submitResubmission(BackendSession* session, const spec::Job& job)
{
    const QString newId = QString::fromStdString(job.jobId.value_or(""));
    // The session puts the answer in its list unless its stream has already said something newer.
    session->resubmit(job, this, [this, session, newId](client::ApiResult<spec::Job> result) {
        if (auto* error = std::get_if<client::ApiError>(&result)) {
            fail(MainWindow::tr("Resubmit"), MainWindow::tr("The job could not be submitted: %1").arg(describe(*error)));
            return;
        }
        if (session == m_window->currentSession())
            m_window->selectJob(newId);
        showMessage(MainWindow::tr("Submitted %1").arg(newId), 5000);
        emit resubmitted(newId);
    });
}

void JobActions::newJobFromExample()
{
    const std::vector<ExampleJob> examples = ExampleJobs::jobs(m_window->examplesFolder(), ExampleJobs::defaultRunsFolder(), QDateTime::currentDateTime());
    if (examples.empty())
        return;
    QStringList titles;
    for (const ExampleJob& example : examples)
        titles << withoutAccelerators(example.title) + QStringLiteral(" — ") + example.description;
    bool ok = false;
    const QString chosen = QInputDialog::getItem(m_window, MainWindow::tr("New job from an example"), MainWindow::tr("&Example:"), titles, 0, false, &ok);
    if (ok)
        openExample(static_cast<int>(titles.indexOf(chosen)));
}

void JobActions::openExample(int index)
{
    const std::vector<ExampleJob> examples = ExampleJobs::jobs(m_window->examplesFolder(), ExampleJobs::defaultRunsFolder(), QDateTime::currentDateTime());
    if (index >= 0 && index < static_cast<int>(examples.size()))
        openWizard(examples[static_cast<std::size_t>(index)].job);
}

JobWizard* JobActions::openWizard(const std::optional<spec::Job>& job, const QString& restoredDraft)
{
    auto* wizard = new JobWizard(m_window->sessions(), m_window->currentSession(), m_window);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    // The wizard's connections are the window's (its receiver), as they were before these actions left it.
    connect(wizard, &QObject::destroyed, m_window, [window = m_window] {
        // Backends removed meanwhile go with the last wizard (the window, not these actions: a wizard
        // may go when the window closes, after its children before it).
        QTimer::singleShot(0, window, [window] { window->registry()->releaseRetired(); });
    });
    if (job)
        wizard->setJob(*job);
    // Every change is kept on disk (debounced, off the GUI thread) until the job is submitted or the
    // wizard is closed on purpose; a crash in between loses at most half a second of typing.
    DraftStore* drafts = m_window->drafts();
    const QString draftId = restoredDraft.isEmpty() ? drafts->begin() : restoredDraft;
    connect(wizard->draft(), &JobDraft::changed, m_window, [drafts, wizard, draftId] { drafts->save(draftId, wizard->draft()->job()); });
    connect(wizard, &QDialog::finished, m_window, [drafts, draftId] { drafts->discard(draftId); });
    drafts->save(draftId, wizard->draft()->job());
    connect(wizard, &JobWizard::templateRequested, m_window, [this, wizard, drafts](const spec::Job& draftJob) {
        bool ok = false;
        const QString name = QInputDialog::getText(wizard, MainWindow::tr("Save as template"), MainWindow::tr("Template name:"), QLineEdit::Normal,
            QString::fromStdString(draftJob.jobId.value_or("")), &ok);
        if (ok && !name.trimmed().isEmpty() && drafts->saveTemplate(name.trimmed(), draftJob))
            showMessage(MainWindow::tr("Saved the template %1").arg(name.trimmed()), 5000);
    });
    connect(wizard, &JobWizard::submitted, m_window, [this](BackendSession* session, const QString& jobId) {
        showMessage(MainWindow::tr("Submitted %1 to %2").arg(jobId, session->backend()->name()), 5000);
        m_window->backendList()->setCurrentRow(static_cast<int>(m_window->sessions().indexOf(session)));
        m_window->selectJob(jobId);
    });
    connect(wizard, &JobWizard::exportRequested, m_window, [this, wizard](const spec::Job& draftJob) { exportJob(draftJob, {}, wizard); });
    connect(wizard, &JobWizard::localDaemonSettingsRequested, m_window, [this] {
        SettingsDialog* settings = m_window->openSettings();
        settings->pageList()->setCurrentRow(settings->pages()->indexOf(settings->daemonPage()));
    });
    wizard->show();
    return wizard;
}

void JobActions::newJob()
{
    // A backend that takes Vertex jobs (Vertex AI, or a daemon's Vertex surface) gets the Vertex mode.
    BackendSession* current = m_window->currentSession();
    if (current && current->backend()->speaksVertex())
        openVertexWizard();
    else
        openWizard();
}

VertexWizard* JobActions::openVertexWizard(const std::optional<spec::Job>& v1)
{
    VertexWizard* wizard = newVertexWizard();
    if (!wizard)
        return nullptr;
    if (v1)
        wizard->convertFromV1(*v1);
    wizard->keepDraftIn(m_window->drafts(), m_window->drafts()->begin());
    wizard->show();
    return wizard;
}

VertexWizard* JobActions::restoreVertexWizard(const DraftInfo& draft)
{
    VertexWizard* wizard = draft.vertex ? newVertexWizard() : nullptr;
    if (!wizard)
        return nullptr; // the draft stays on disk, offered again at the next start
    wizard->restoreDraft(*draft.vertex);
    wizard->keepDraftIn(m_window->drafts(), draft.id);
    wizard->show();
    return wizard;
}

VertexWizard* JobActions::newVertexWizard()
{
    QList<BackendSession*> sessions;
    for (BackendSession* session : m_window->sessions()) {
        if (session->backend()->speaksVertex())
            sessions.append(session);
    }
    if (sessions.isEmpty()) {
        QMessageBox::information(m_window, MainWindow::tr("New Vertex AI job"),
            MainWindow::tr("No backend takes Vertex AI jobs yet: add one of kind “Vertex AI” in Settings › Backends (its URL may be a "
                           "Trainyard daemon's)."));
        return nullptr;
    }
    BackendSession* current = m_window->currentSession();
    auto* wizard = new VertexWizard(sessions, sessions.contains(current) ? current : sessions.front(), m_window);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &VertexWizard::submitted, m_window, [this](BackendSession* session, const QString& jobId) {
        showMessage(MainWindow::tr("Submitted %1 to %2").arg(jobId, session->backend()->name()), 5000);
        m_window->backendList()->setCurrentRow(static_cast<int>(m_window->sessions().indexOf(session)));
        m_window->selectJob(jobId);
    });
    return wizard;
}

void JobActions::convertSelectedJobToVertex()
{
    BackendSession* session = m_window->currentSession();
    if (!session || session->jobs()->rowOf(m_window->selectedJobId()) < 0)
        return;
    session->withDocument(m_window->selectedJobId(), this, [this](std::shared_ptr<const spec::Job> original) {
        if (original)
            openVertexWizard(spec::withoutOutputFields(*original));
    });
}

void JobActions::newJobFromTemplate()
{
    m_window->drafts()->loadTemplates(this, [this](std::vector<TemplateInfo> templates) { chooseTemplate(std::move(templates)); });
}

void JobActions::chooseTemplate(std::vector<TemplateInfo> templates)
{
    if (templates.empty()) {
        QMessageBox::information(m_window, MainWindow::tr("New job from template"), MainWindow::tr("No templates yet: the wizard's Review page saves one."));
        return;
    }
    QStringList names;
    for (const auto& t : templates)
        names << t.name;
    bool ok = false;
    const QString name = QInputDialog::getItem(m_window, MainWindow::tr("New job from template"), MainWindow::tr("Template:"), names, 0, false, &ok);
    if (!ok)
        return;
    spec::Job job = templates[static_cast<std::size_t>(names.indexOf(name))].job;
    job.jobId = resubmissionId(QString::fromStdString(job.jobId.value_or("job")), QDateTime::currentDateTime()).toStdString();
    openWizard(job);
}

void JobActions::cloneSelectedJob()
{
    BackendSession* session = m_window->currentSession();
    const QString oldId = m_window->selectedJobId();
    if (!session || session->jobs()->rowOf(oldId) < 0)
        return;
    session->withDocument(oldId, this, [this, oldId](std::shared_ptr<const spec::Job> original) {
        if (!original)
            return;
        spec::Job job = spec::withoutOutputFields(*original);
        const QString newId = resubmissionId(oldId, QDateTime::currentDateTime());
        job.jobId = newId.toStdString();
        // As for Resubmit: a fresh job dir, and reusing the original's is a box to check in the wizard.
        const QString previousDir = job.trainingInput && job.trainingInput->jobDir ? QString::fromStdString(*job.trainingInput->jobDir) : QString();
        if (!previousDir.isEmpty())
            job.trainingInput->jobDir = freshJobDir(previousDir, oldId, newId).toStdString();
        JobWizard* wizard = openWizard(job);
        if (!previousDir.isEmpty())
            wizard->offerJobDirReuse(previousDir);
    });
}

void JobActions::importJob(const QString& given)
{
    const QString path = given.isEmpty()
        ? QFileDialog::getOpenFileName(m_window, MainWindow::tr("Import job"), {}, MainWindow::tr("Job files (*.yaml *.yml *.json);;All files (*)"))
        : given;
    if (path.isEmpty())
        return;
    jobfiles::read(path, this, [this](spec::Decoded<spec::Job> decoded, const QString& error) {
        if (!decoded) {
            fail(MainWindow::tr("Import job"), error);
            return;
        }
        openWizard(*decoded.value);
    });
}

void JobActions::importGcloudCommand()
{
    auto* dialog = new GcloudImportDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const auto job = dialog->job())
            openWizard(*job);
    });
    dialog->open();
}

void JobActions::exportSelectedJob(const QString& path)
{
    BackendSession* session = m_window->currentSession();
    if (!session || session->jobs()->rowOf(m_window->selectedJobId()) < 0)
        return;
    session->withDocument(m_window->selectedJobId(), this, [this, path](std::shared_ptr<const spec::Job> job) {
        if (job)
            exportJob(*job, path, m_window);
    });
}

void JobActions::exportJob(const spec::Job& job, const QString& given, QWidget* dialogParent)
{
    const QString path = given.isEmpty()
        ? QFileDialog::getSaveFileName(dialogParent, MainWindow::tr("Export job"), QString::fromStdString(job.jobId.value_or("job")) + QStringLiteral(".yaml"),
              MainWindow::tr("gcloud config (*.yaml *.yml);;API job (*.json)"))
        : given;
    if (path.isEmpty())
        return;
    jobfiles::write(path, job, this, [this, path](const QString& error) {
        if (!error.isEmpty())
            fail(MainWindow::tr("Export job"), error);
        else
            showMessage(MainWindow::tr("Saved %1").arg(path), 5000);
        emit exported(path, error);
    });
}

void JobActions::addRemoteDaemon()
{
    RemoteBackendDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const RemoteBackendConfig config = dialog.config();
    RemoteBackendConfig::append(config);
    m_window->registry()->addRemote(config);
}

} // namespace trainyard::ui
