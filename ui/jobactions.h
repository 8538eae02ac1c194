#pragma once

#include "spec/job.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

class QWidget;

namespace trainyard::ui {

class BackendSession;
class JobWizard;
class VertexWizard;
class MainWindow;
struct DraftInfo;
struct TemplateInfo;

// What the console's File and Job menus do: open the wizard (empty, from a template, an example, a
// file, a gcloud command, a clone), export, cancel and resubmit the selected job, add a remote
// backend, offer the drafts a crash left behind. The dialogs are the window's; the work is the
// selected session's (BackendSession::cancel, resubmit, submit), so nothing here patches a job list.
//
// The texts keep MainWindow's tr() context, where they were translated.
class JobActions : public QObject {
    Q_OBJECT

public:
    explicit JobActions(MainWindow* window);

    // The wizard, empty or pre-filled (clone, import); it submits to the shown backend unless the user
    // picks another. `draftId`: go on saving under an earlier session's draft (a restored one).
    JobWizard* openWizard(const std::optional<spec::Job>& job = std::nullopt, const QString& draftId = {});

    void newJob();
    void newJobFromTemplate();
    void newJobFromExample(); // asks which
    void openExample(int index); // one of ExampleJobs::jobs, in the wizard
    void cloneSelectedJob();
    void importJob(const QString& path = {});
    void importGcloudCommand();
    // The wizard's Vertex mode, for the backends that take Vertex jobs; pre-filled by converting `v1`
    // (its report of what did not map on the first page). Null, and a message, when no backend does.
    VertexWizard* openVertexWizard(const std::optional<spec::Job>& v1 = std::nullopt);
    // The Vertex wizard again on a draft the console left behind, kept under its id.
    VertexWizard* restoreVertexWizard(const DraftInfo& draft);
    void convertSelectedJobToVertex();
    void exportSelectedJob(const QString& path = {});
    // Writes a job as YAML or JSON (by the file's extension), asking where when `path` is empty.
    void exportJob(const spec::Job& job, const QString& path, QWidget* dialogParent);
    void cancelSelectedJob(); // asks first
    void resubmitSelectedJob(); // asks for the new id and job dir first (ResubmitDialog)
    void addRemoteDaemon();
    void offerLeftoverDrafts(std::vector<DraftInfo> drafts);

signals:
    void resubmitted(const QString& newJobId);
    void exported(const QString& path, const QString& error);
    void actionFailed(const QString& message);

private:
    // A Vertex wizard on the backends that take Vertex jobs (nullptr, said to the user, when none does).
    VertexWizard* newVertexWizard();
    void submitResubmission(BackendSession* session, const spec::Job& job);
    void chooseTemplate(std::vector<TemplateInfo> templates);
    void fail(const QString& title, const QString& message);
    void showMessage(const QString& message, int ms);

    MainWindow* m_window;
};

// A new job id for a resubmission of `jobId`: the id without an earlier resubmission's suffix, plus
// the date and time ("mnist_20241121_140312"), kept within the API's 128 characters.
QString resubmissionId(const QString& jobId, const QDateTime& now);

} // namespace trainyard::ui
