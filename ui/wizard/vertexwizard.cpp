#include "vertexwizard.h"

#include "fieldbinder.h"
#include "verteximportdialog.h"
#include "vertexbasicspage.h"
#include "vertexjobpage.h"
#include "vertexpoolspage.h"
#include "vertexreviewpage.h"
#include "vertexstudypage.h"

#include "client/localdaemonbackend.h"
#include "console/backendlocations.h"
#include "console/backendlogsource.h"
#include "console/backendsession.h"
#include "console/draftstore.h"
#include "console/vertexdraft.h"
#include "console/vertextext.h"
#include "spec/gcloudcommand.h"
#include "spec/jsoncodec.h"
#include "spec/vertex/conversion.h"
#include "spec/yamlcodec.h"

#include <QAbstractButton>
#include <QFile>
#include <QFileDialog>
#include <QGuiApplication>
#include <QScreen>
#include <QScrollArea>
#include <QVBoxLayout>

namespace trainyard::ui {

VertexWizard::VertexWizard(QList<BackendSession*> sessions, BackendSession* target, QWidget* parent)
    : QWizard(parent)
    , m_sessions(std::move(sessions))
    , m_draft(new VertexDraft(this))
    , m_binder(new FieldBinder(m_draft, this))
{
    setWindowTitle(tr("New Vertex AI job"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setButtonText(QWizard::BackButton, tr("< &Back"));
    setButtonText(QWizard::NextButton, tr("&Next >"));
    setButtonText(QWizard::CancelButton, tr("&Cancel"));
    setButtonText(QWizard::FinishButton, tr("S&ubmit"));
    m_basics = new VertexBasicsPage(m_draft, m_binder, m_sessions, this);
    m_pools = new VertexPoolsPage(m_draft, m_binder, this);
    m_job = new VertexJobPage(m_draft, m_binder, this);
    m_study = new VertexStudyPage(m_draft, m_binder, this);
    m_review = new VertexReviewPage(m_draft, m_binder, this);
    setPage(BasicsId, m_basics);
    setPage(PoolsId, m_pools);
    setPage(JobId, m_job);
    setPage(StudyId, m_study);
    setPage(ReviewId, m_review);
    for (QWizardPage* page : { static_cast<QWizardPage*>(m_basics), static_cast<QWizardPage*>(m_pools), static_cast<QWizardPage*>(m_job),
             static_cast<QWizardPage*>(m_study), static_cast<QWizardPage*>(m_review) })
        makeScrollable(page);
    // The JobWizard's size: its title bar and buttons stay on a 1366×768 screen with a taskbar.
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1366, 728);
    resize(QSize(900, 660).boundedTo(QSize(available.width() - 40, available.height() - 80)).expandedTo(QSize(480, 360)));

    connect(m_basics, &VertexBasicsPage::targetChanged, this, &VertexWizard::useTarget);
    connect(m_review, &VertexReviewPage::fieldRequested, this, &VertexWizard::goToField);
    connect(m_basics, &VertexBasicsPage::importRequested, this, [this] {
        VertexImportDialog dialog(this);
        if (dialog.exec() == QDialog::Accepted && dialog.imported())
            setJob(dialog.imported()->job, dialog.imported()->location);
    });
    connect(m_basics, &VertexBasicsPage::convertRequested, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Convert a v1 job"), {}, tr("Jobs (*.json *.yaml *.yml *.sh *.txt);;All files (*)"));
        QFile in(file);
        if (file.isEmpty() || !in.open(QIODevice::ReadOnly))
            return;
        const QString error = convertV1Text(QString::fromUtf8(in.readAll()));
        if (!error.isEmpty())
            m_basics->showReport({ { "", "convert.unreadable", spec::Severity::Warning, "%1", { error.toStdString() } } });
    });
    if (target)
        m_basics->setTarget(target);
    useTarget(this->target());
}

void VertexWizard::makeScrollable(QWizardPage* page)
{
    // As JobWizard does: a long page scrolls instead of growing the wizard past the screen.
    QLayout* layout = page->layout();
    if (!layout)
        return;
    auto* content = new QWidget;
    content->setLayout(layout);
    auto* scroll = new QScrollArea(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidget(content);
    auto* pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->addWidget(scroll);
}

BackendSession* VertexWizard::target() const
{
    return m_basics->target();
}

void VertexWizard::useTarget(BackendSession* session)
{
    // A daemon's locations ("local", its Slurm locations); Google's regions are the catalog's unless
    // the backend listed its own.
    std::vector<std::string> locations;
    if (session) {
        for (const auto& location : session->locations()->locations()) {
            const auto slash = location.name.rfind('/');
            locations.push_back(slash == std::string::npos ? location.name : location.name.substr(slash + 1));
        }
        if (locations.empty() && qobject_cast<client::LocalDaemonBackend*>(session->backend()))
            locations.push_back("local");
        if (locations.empty())
            locations = m_draft->catalog().regions();
    }
    if (m_draft->location().empty() && !locations.empty())
        m_draft->setLocation(locations.front());
    m_draft->setLocations(locations);
    m_basics->setLocations(locations);
}

void VertexWizard::setJob(const spec::vertex::VertexJob& job, const std::string& location)
{
    m_draft->setJob(job);
    if (!location.empty())
        m_draft->setLocation(location);
}

VertexDraftState VertexWizard::draftState() const
{
    return { m_draft->document(), m_draft->kind() == VertexDraft::Kind::TuningJob, m_draft->location() };
}

void VertexWizard::restoreDraft(const VertexDraftState& state)
{
    m_draft->restore(state.tuningJob ? VertexDraft::Kind::TuningJob : VertexDraft::Kind::CustomJob, state.document, state.location);
}

void VertexWizard::keepDraftIn(DraftStore* store, const QString& draftId)
{
    const auto saving = connect(m_draft, &VertexDraft::changed, store, [this, store, draftId] { store->saveVertex(draftId, draftState()); });
    // Nothing said after closing may write the draft again (it would be offered at the next start).
    connect(this, &QDialog::finished, store, [store, draftId, saving] {
        QObject::disconnect(saving);
        store->discard(draftId);
    });
    store->saveVertex(draftId, draftState());
}

QString VertexWizard::importText(const QString& text, const QString& configYaml)
{
    auto read = importVertexText(text.toStdString(), configYaml.toStdString());
    if (!read)
        return QString::fromStdString(read.error.toString());
    setJob(read.value->job, read.value->location);
    m_basics->showReport({});
    return {};
}

std::vector<spec::Violation> VertexWizard::convertFromV1(const spec::Job& job)
{
    auto converted = spec::vertex::fromV1(job, m_draft->catalog());
    const std::string region = job.trainingInput && job.trainingInput->region ? *job.trainingInput->region : std::string();
    // A v1 region names a Google region; on a daemon the job keeps the location chosen.
    const bool known = region.empty() || m_draft->locations().empty()
        || std::find(m_draft->locations().begin(), m_draft->locations().end(), region) != m_draft->locations().end();
    setJob(converted.job, known ? region : std::string());
    m_basics->showReport(converted.report);
    return converted.report;
}

QString VertexWizard::convertV1Text(const QString& text)
{
    const std::string source = text.trimmed().toStdString();
    spec::Decoded<spec::Job> job;
    if (source.starts_with('{'))
        job = spec::jobFromJsonText(source);
    else if (source.starts_with("gcloud"))
        job = spec::jobFromGcloudCommandLine(source);
    else
        job = spec::jobFromYaml(source);
    if (!job)
        return QString::fromStdString(job.error.toString());
    convertFromV1(*job.value);
    return {};
}

VertexWizard::PageId VertexWizard::pageOf(const std::string& path)
{
    if (path == "displayName" || path == "location" || path.rfind("labels", 0) == 0 || path.empty())
        return BasicsId;
    if (path.find("workerPoolSpecs") != std::string::npos)
        return PoolsId;
    if (path.rfind("studySpec", 0) == 0 || path == "maxTrialCount" || path == "parallelTrialCount" || path == "maxFailedTrialCount")
        return StudyId;
    if (path.rfind("jobSpec", 0) == 0 || path.rfind("trialJobSpec", 0) == 0)
        return JobId;
    return ReviewId;
}

int VertexWizard::nextId() const
{
    switch (currentId()) {
    case BasicsId:
        return PoolsId;
    case PoolsId:
        return JobId;
    case JobId:
        return m_draft->kind() == VertexDraft::Kind::TuningJob ? StudyId : ReviewId;
    case StudyId:
        return ReviewId;
    default:
        return -1;
    }
}

bool VertexWizard::goToField(const QString& path)
{
    const std::string p = path.toStdString();
    const PageId page = pageOf(p);
    while (currentId() != BasicsId && currentId() != page && currentId() != -1 && (currentId() > page || page == BasicsId))
        back();
    while (currentId() < page && currentId() != -1) {
        const int before = currentId();
        next();
        if (currentId() == before)
            break;
    }
    if (page == PoolsId) {
        const auto at = p.find("workerPoolSpecs[");
        m_pools->showPool(std::atoi(p.c_str() + at + std::string("workerPoolSpecs[").size()));
    }
    if (page == StudyId) {
        // The parameter that holds the path, selected so that its fields are on the page.
        std::string best;
        for (const auto& parameter : m_draft->parameterPaths()) {
            if (p.rfind(parameter, 0) == 0 && parameter.size() > best.size())
                best = parameter;
        }
        if (!best.empty() && best != m_study->selected())
            m_study->selectParameter(best);
    }
    QWidget* widget = m_binder->widgetFor(p);
    if (!widget)
        return false;
    widget->setFocus(Qt::OtherFocusReason);
    for (QWidget* w = widget->parentWidget(); w; w = w->parentWidget()) {
        if (auto* scroll = qobject_cast<QScrollArea*>(w)) {
            scroll->ensureWidgetVisible(widget);
            break;
        }
    }
    return true;
}

void VertexWizard::accept()
{
    BackendSession* session = target();
    if (!session || !m_draft->ready() || m_submitting)
        return;
    m_submitting = true;
    button(QWizard::FinishButton)->setEnabled(false);
    session->submitVertex(m_draft->job(), m_draft->location(), this,
        [this, session](client::ApiResult<spec::Job> result) { onSubmitted(session, result); });
}

void VertexWizard::onSubmitted(BackendSession* session, const client::ApiResult<spec::Job>& result)
{
    m_submitting = false;
    button(QWizard::FinishButton)->setEnabled(true);
    if (auto* error = std::get_if<client::ApiError>(&result)) {
        m_review->showSubmitError(describe(*error));
        return;
    }
    const auto& job = std::get<spec::Job>(result);
    emit submitted(session, QString::fromStdString(job.jobId.value_or("")));
    QWizard::accept();
}

} // namespace trainyard::ui
