#include "jobwizard.h"

#include "basicspage.h"
#include "codepage.h"
#include "computepage.h"
#include "fieldbinder.h"
#include "hyperparameterspage.h"
#include "jobdraft.h"
#include "reviewpage.h"
#include "schedulingpage.h"

#include "client/googlebackend.h"
#include "ui/backendlogsource.h"
#include "ui/backendsession.h"

#include <QAbstractButton>
#include <QPointer>

namespace trainyard::ui {

JobWizard::JobWizard(QList<BackendSession*> sessions, BackendSession* target, QWidget* parent)
    : QWizard(parent)
    , m_sessions(std::move(sessions))
    , m_draft(new JobDraft(this))
    , m_binder(new FieldBinder(m_draft, this))
{
    setWindowTitle(tr("New training job"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setOption(QWizard::HaveCustomButton1);
    setOption(QWizard::HaveCustomButton2);
    setButtonText(QWizard::CustomButton1, tr("E&xport…"));
    setButtonText(QWizard::CustomButton2, tr("Save as &template…"));
    // Every page is reachable with the keyboard: Alt+N / Alt+B move, Tab walks the fields.
    m_basics = new BasicsPage(m_draft, m_binder, m_sessions, this);
    m_code = new CodePage(m_draft, m_binder, this);
    m_compute = new ComputePage(m_draft, m_binder, this);
    m_hyperparameters = new HyperparametersPage(m_draft, m_binder, this);
    m_scheduling = new SchedulingPage(m_draft, m_binder, this);
    m_review = new ReviewPage(m_draft, m_binder, this);
    setPage(BasicsId, m_basics);
    setPage(CodeId, m_code);
    setPage(ComputeId, m_compute);
    setPage(HyperparametersId, m_hyperparameters);
    setPage(SchedulingId, m_scheduling);
    setPage(ReviewId, m_review);
    resize(900, 720);

    connect(m_basics, &BasicsPage::targetChanged, this, &JobWizard::useCatalogOf);
    connect(m_review, &ReviewPage::fieldRequested, this, &JobWizard::goToField);
    connect(this, &QWizard::customButtonClicked, this, [this](int which) {
        if (which == QWizard::CustomButton1)
            emit exportRequested(m_draft->job());
        else
            emit templateRequested(m_draft->job());
    });
    if (target)
        m_basics->setTarget(target);
    useCatalogOf(this->target());
}

BackendSession* JobWizard::target() const
{
    return m_basics->target();
}

void JobWizard::useCatalogOf(BackendSession* session)
{
    spec::Catalog catalog = spec::Catalog::builtin();
    // A Trainyard daemon runs jobs in its one region, "local"; Google has its own regions.
    if (session && !qobject_cast<client::GoogleBackend*>(session->backend()))
        catalog.addRegion({ "local" });
    m_draft->setCatalog(std::move(catalog));
    m_hyperparameters->setTarget(session);
}

void JobWizard::setJob(const spec::Job& job)
{
    m_draft->setJob(job);
}

JobWizard::PageId JobWizard::pageOf(const std::string& path)
{
    const auto has = [&](const char* part) { return path.find(part) != std::string::npos; };
    if (path == "jobId" || path.rfind("labels", 0) == 0 || path == "trainingInput.region")
        return BasicsId;
    if (has(".hyperparameters"))
        return HyperparametersId;
    if (has(".jobDir") || has(".scheduling") || has(".serviceAccount"))
        return SchedulingId;
    if (has("imageUri") || has("container") || has(".packageUris") || has(".pythonModule") || has(".runtimeVersion") || has(".pythonVersion")
        || has(".args") || has(".pythonInterpreter"))
        return CodeId;
    if (has("Type") || has("Count") || has("Config") || has(".scaleTier"))
        return ComputeId;
    return ReviewId;
}

bool JobWizard::goToField(const QString& path)
{
    const std::string p = path.toStdString();
    const PageId page = pageOf(p);
    // QWizard moves one page at a time; going back or forth keeps the pages' history right.
    while (currentId() > page)
        back();
    while (currentId() < page && currentId() != -1) {
        const int before = currentId();
        next();
        if (currentId() == before)
            break;
    }
    QWidget* widget = m_binder->widgetFor(p);
    if (!widget)
        return false;
    widget->setFocus(Qt::OtherFocusReason);
    return true;
}

void JobWizard::accept()
{
    BackendSession* session = target();
    if (!session || !m_draft->ready() || m_submitting)
        return;
    m_submitting = true;
    button(QWizard::FinishButton)->setEnabled(false);
    QPointer<JobWizard> self(this);
    const QString jobId = QString::fromStdString(m_draft->job().jobId.value_or(""));
    session->backend()->createJob(m_draft->job(), [self, session, jobId](client::ApiResult<spec::Job> result) {
        if (self)
            self->onSubmitted(session, jobId, std::move(result));
    });
}

void JobWizard::onSubmitted(BackendSession* session, const QString& jobId, client::ApiResult<spec::Job> result)
{
    m_submitting = false;
    button(QWizard::FinishButton)->setEnabled(true);
    if (auto* error = std::get_if<client::ApiError>(&result)) {
        m_review->showSubmitError(describe(*error));
        return;
    }
    session->jobs()->upsert(std::get<spec::Job>(result));
    emit submitted(session, jobId);
    QWizard::accept();
}

} // namespace trainyard::ui
