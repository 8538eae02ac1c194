#pragma once

#include "client/backend.h"
#include "spec/job.h"
#include "spec/violation.h"
#include "spec/vertex/vertexjob.h"

#include <QList>
#include <QWizard>

namespace trainyard::ui {

class BackendSession;
class DraftStore;
struct VertexDraftState;
class FieldBinder;
class VertexBasicsPage;
class VertexDraft;
class VertexJobPage;
class VertexPoolsPage;
class VertexReviewPage;
class VertexStudyPage;

// The wizard's Vertex mode: composes a CustomJob or a HyperparameterTuningJob on a VertexDraft,
// every problem (vertex::validate's) beside its field as you type, and submits it with
// Backend::createVertexJob to a backend that speaksVertex() — Google's Vertex AI, or a Trainyard
// daemon's Vertex surface. Pages: basics (backend, kind, name, location; import, convert a v1 job),
// worker pools, output and scheduling, the study (tuning jobs only), review (JSON, YAML, gcloud).
class VertexWizard : public QWizard {
    Q_OBJECT

public:
    enum PageId { BasicsId, PoolsId, JobId, StudyId, ReviewId };

    VertexWizard(QList<BackendSession*> sessions, BackendSession* target, QWidget* parent = nullptr);

    VertexDraft* draft() const { return m_draft; }
    FieldBinder* binder() const { return m_binder; }
    VertexBasicsPage* basics() const { return m_basics; }
    VertexPoolsPage* pools() const { return m_pools; }
    VertexStudyPage* study() const { return m_study; }
    VertexReviewPage* review() const { return m_review; }
    BackendSession* target() const;

    void setJob(const spec::vertex::VertexJob& job, const std::string& location = {});
    // What DraftStore keeps of the job being composed, and that state put back (a restored draft).
    VertexDraftState draftState() const;
    void restoreDraft(const VertexDraftState& state);
    // Keeps the draft in `store` under `draftId` from now on, at every change (written off the GUI
    // thread), and forgets it when the wizard closes, submitted or not: what JobActions does for the
    // v1 wizard, so that a draft outlives only a console that stopped with the wizard open.
    void keepDraftIn(DraftStore* store, const QString& draftId);
    // Reads a JSON body, --config YAML or gcloud ai command into the pages; the error, empty when read.
    QString importText(const QString& text, const QString& configYaml = {});
    // A v1 job as a Vertex job (vertex::fromV1); what did not map is shown on the first page and returned.
    std::vector<spec::Violation> convertFromV1(const spec::Job& job);
    // Reads a v1 job (JSON, config.yaml, or gcloud ai-platform command) and converts it; the error, empty when read.
    QString convertV1Text(const QString& text);
    bool goToField(const QString& path);
    static PageId pageOf(const std::string& path);

    int nextId() const override;
    void accept() override; // submits

signals:
    void submitted(trainyard::ui::BackendSession* session, const QString& jobId);

private:
    void useTarget(BackendSession* session);
    void onSubmitted(BackendSession* session, const client::ApiResult<spec::Job>& result);
    static void makeScrollable(QWizardPage* page);

    QList<BackendSession*> m_sessions;
    VertexDraft* m_draft;
    FieldBinder* m_binder;
    VertexBasicsPage* m_basics;
    VertexPoolsPage* m_pools;
    VertexJobPage* m_job;
    VertexStudyPage* m_study;
    VertexReviewPage* m_review;
    bool m_submitting = false;
};

} // namespace trainyard::ui
