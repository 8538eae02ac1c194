#pragma once

#include "backendfit.h"

#include "client/backend.h"
#include "spec/job.h"

#include <QList>
#include <QWizard>

class QWizardPage;

namespace trainyard::ui {

class BackendSession;
class BasicsPage;
class CodePage;
class ComputePage;
class FieldBinder;
class HyperparametersPage;
class JobDraft;
class ReviewPage;
class SchedulingPage;

// Composes a job: six pages bound to one JobDraft, every problem beside its field as you type, and
// Submit on the last page once nothing is wrong. Submit sends the job to the chosen backend and closes
// only when the backend took it; a refusal shows the server's message and every field violation.
// What the backend can run (its regions, replica slots, GPUs, the packages and job dirs it reads) is
// asked of it whenever it is chosen or connects again, and what it would refuse is an error at the
// field (BackendFit). Every page scrolls inside a wizard that fits a 1366×768 screen.
class JobWizard : public QWizard {
    Q_OBJECT

public:
    enum PageId { BasicsId, CodeId, ComputeId, HyperparametersId, SchedulingId, ReviewId };

    JobWizard(QList<BackendSession*> sessions, BackendSession* target, QWidget* parent = nullptr);

    JobDraft* draft() const { return m_draft; }
    FieldBinder* binder() const { return m_binder; }
    BasicsPage* basics() const { return m_basics; }
    ReviewPage* review() const { return m_review; }
    BackendSession* target() const;

    // Pre-fills the pages (clone, import, restored draft, template).
    void setJob(const spec::Job& job);
    // Clone: the job dir set is a fresh one; this adds "Reuse the job directory" under its field, which
    // puts `previousJobDir` (the original's) back, checked, and the fresh one, unchecked.
    void offerJobDirReuse(const QString& previousJobDir);
    // Shows the page of a field and puts the cursor in it; false when no widget edits it.
    bool goToField(const QString& path);
    static PageId pageOf(const std::string& path);
    // What the chosen backend said it can run; capabilitiesKnown() once it answered.
    const BackendFit& backendFit() const { return m_fit; }
    bool capabilitiesKnown() const { return m_capabilitiesKnown; }
    // The size it opens at on a screen with this available area: 900×660, less on a smaller screen,
    // so that its title bar and buttons stay on a 1366×768 screen with a taskbar.
    static QSize defaultSize(const QRect& available);

    void accept() override; // submits

signals:
    void submitted(trainyard::ui::BackendSession* session, const QString& jobId);
    void exportRequested(const spec::Job& job);
    void templateRequested(const spec::Job& job);
    // The user asked for the local daemon's settings (its replica slots and GPUs) from a problem.
    void localDaemonSettingsRequested();

private:
    void useCatalogOf(BackendSession* session);
    void learnCapabilities(BackendSession* session);
    void onCapabilities(BackendSession* session, quint64 generation, const client::ApiResult<client::Capabilities>& result);
    void useCapabilities(BackendSession* session, const client::Capabilities& capabilities);
    // The region list: the backend's regions, each a daemon's location labelled as BackendLocations says.
    void showRegions(BackendSession* session);
    // An absent region, or the one the previous backend gave, becomes the backend's first location
    // that takes jobs now.
    void applyDefaultRegion();
    static void makeScrollable(QWizardPage* page);
    void onSubmitted(BackendSession* session, const QString& jobId, const client::ApiResult<spec::Job>& result);

    QList<BackendSession*> m_sessions;
    JobDraft* m_draft;
    FieldBinder* m_binder;
    BasicsPage* m_basics;
    CodePage* m_code;
    ComputePage* m_compute;
    HyperparametersPage* m_hyperparameters;
    SchedulingPage* m_scheduling;
    ReviewPage* m_review;
    bool m_submitting = false;
    BackendFit m_fit;
    bool m_capabilitiesKnown = false;
    quint64 m_capabilitiesGeneration = 0;
    std::string m_defaultRegion; // the region applyDefaultRegion() set, while the user keeps it
};

} // namespace trainyard::ui
