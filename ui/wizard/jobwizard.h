#pragma once

#include "client/backend.h"
#include "spec/job.h"

#include <QList>
#include <QWizard>

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
    // Shows the page of a field and puts the cursor in it; false when no widget edits it.
    bool goToField(const QString& path);
    static PageId pageOf(const std::string& path);

    void accept() override; // submits

signals:
    void submitted(trainyard::ui::BackendSession* session, const QString& jobId);
    void exportRequested(const spec::Job& job);
    void templateRequested(const spec::Job& job);

private:
    void useCatalogOf(BackendSession* session);
    void onSubmitted(BackendSession* session, const QString& jobId, client::ApiResult<spec::Job> result);

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
};

} // namespace trainyard::ui
