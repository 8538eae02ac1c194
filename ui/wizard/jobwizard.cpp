#include "jobwizard.h"

#include "basicspage.h"
#include "codepage.h"
#include "computepage.h"
#include "fieldbinder.h"
#include "hyperparameterspage.h"
#include "console/jobdraft.h"
#include "reviewpage.h"
#include "schedulingpage.h"

#include "client/googlebackend.h"
#include "client/localdaemonbackend.h"
#include "console/backendlocations.h"
#include "console/backendlogsource.h"
#include "console/backendsession.h"
#include "ui/jobdirreusebox.h"

#include <QAbstractButton>
#include <QBoxLayout>
#include <QGuiApplication>
#include <QScreen>
#include <QScrollArea>
#include <QVBoxLayout>

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
    // Our words, not Qt's: translated beside the pages' labels, whose Alt+letters share the window
    // with these (German "&Weiter" from Qt took Alt+W from "Max. &Wartezeit" and left Alt+N to nobody).
    setButtonText(QWizard::BackButton, tr("< &Back"));
    setButtonText(QWizard::NextButton, tr("&Next >"));
    setButtonText(QWizard::CancelButton, tr("&Cancel"));
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
    for (QWizardPage* page : { static_cast<QWizardPage*>(m_basics), static_cast<QWizardPage*>(m_code), static_cast<QWizardPage*>(m_compute),
             static_cast<QWizardPage*>(m_hyperparameters), static_cast<QWizardPage*>(m_scheduling), static_cast<QWizardPage*>(m_review) })
        makeScrollable(page);
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    resize(defaultSize(screen ? screen->availableGeometry() : QRect(0, 0, 1366, 728)));

    connect(m_basics, &BasicsPage::targetChanged, this, [this](BackendSession* session) {
        useCatalogOf(session);
        learnCapabilities(session);
    });
    connect(m_compute, &ComputePage::localDaemonSettingsRequested, this, &JobWizard::localDaemonSettingsRequested);
    // A backend that connects again may have changed (a daemon restarted with other slots).
    for (BackendSession* session : std::as_const(m_sessions)) {
        // Its locations are read when it connects: a Slurm partition described, or gone down.
        connect(session->locations(), &BackendLocations::changed, this, [this, session] {
            if (session != this->target() || !m_capabilitiesKnown)
                return;
            m_fit.setLocations(session->locations()->locations());
            m_draft->setBackendCheck([fit = m_fit](const spec::Job& job) { return fit.check(job); });
            showRegions(session);
        });
        connect(session->backend(), &client::Backend::statusChanged, this, [this, session](const client::ConnectionStatus& status) {
            if (session == this->target() && status.state == client::ConnectionState::Connected)
                learnCapabilities(session);
        });
    }
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
    learnCapabilities(this->target());
}

QSize JobWizard::defaultSize(const QRect& available)
{
    // Room for a title bar (about 30 px) and, where available is the whole screen, a taskbar.
    return QSize(900, 660).boundedTo(QSize(available.width() - 40, available.height() - 80)).expandedTo(QSize(480, 360));
}

void JobWizard::makeScrollable(QWizardPage* page)
{
    // The page's layout and its widgets move onto a widget inside a scroll area (QWidget::setLayout
    // takes a layout off its widget), so a long page scrolls instead of growing the wizard past the
    // screen or squeezing its rows: the scroll area gives its widget at least its minimum size.
    QLayout* layout = page->layout();
    if (!layout)
        return;
    auto* content = new QWidget;
    content->setObjectName(QStringLiteral("pageContent"));
    content->setLayout(layout);
    auto* scroll = new QScrollArea(page);
    scroll->setObjectName(QStringLiteral("pageScrollArea"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the fields, and brings each into view
    scroll->setWidget(content);
    auto* pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->addWidget(scroll);
}

void JobWizard::learnCapabilities(BackendSession* session)
{
    // Until the backend answers nothing is checked against it; an answer for a backend no longer
    // chosen is dropped.
    const quint64 generation = ++m_capabilitiesGeneration;
    m_capabilitiesKnown = false;
    m_fit = BackendFit();
    m_draft->setBackendCheck({});
    m_basics->setRegions({});
    m_compute->setLocalDaemon(false);
    if (!session)
        return;
    session->backend()->capabilities(this, [this, session, generation](client::ApiResult<client::Capabilities> result) {
        onCapabilities(session, generation, result);
    });
}

void JobWizard::onCapabilities(BackendSession* session, quint64 generation, const client::ApiResult<client::Capabilities>& result)
{
    if (generation != m_capabilitiesGeneration)
        return;
    if (const auto* known = std::get_if<client::Capabilities>(&result))
        useCapabilities(session, *known);
}

void JobWizard::useCapabilities(BackendSession* session, const client::Capabilities& capabilities)
{
    const bool local = qobject_cast<client::LocalDaemonBackend*>(session->backend()) != nullptr;
    m_fit = BackendFit(session->backend()->name(), capabilities, local);
    m_fit.setLocations(session->locations()->locations());
    m_capabilitiesKnown = true;
    spec::Catalog catalog = m_draft->catalog();
    for (const auto& region : capabilities.regions) {
        if (!catalog.region(region))
            catalog.addRegion({ region });
    }
    m_draft->setCatalog(std::move(catalog));
    showRegions(session);
    m_compute->setLocalDaemon(local);
    m_draft->setBackendCheck([fit = m_fit](const spec::Job& job) { return fit.check(job); });
    applyDefaultRegion();
}

void JobWizard::showRegions(BackendSession* session)
{
    // A daemon's locations say more than their names (a Slurm partition's nodes and GPUs, whether it
    // takes jobs now); Google's regions are the catalog's, with nothing to add.
    const auto& regions = m_fit.capabilities().regions;
    const BackendLocations* locations = session->locations();
    const bool google = qobject_cast<client::GoogleBackend*>(session->backend()) != nullptr;
    QList<BasicsPage::RegionChoice> choices;
    for (const auto& region : regions) {
        const spec::Location* location = google ? nullptr : locations->find(region);
        const QString id = QString::fromStdString(region);
        if (!location)
            choices.append({ id, id });
        else
            choices.append({ id, BackendLocations::choiceLabel(*location), location->available, BackendLocations::unavailableReason(*location) });
    }
    m_basics->setRegionChoices(std::move(choices));
}

void JobWizard::applyDefaultRegion()
{
    const auto& regions = m_fit.capabilities().regions;
    if (!m_capabilitiesKnown || regions.empty())
        return;
    const auto region = m_draft->value("trainingInput.region");
    const bool chosen = region.is_string() && !region.get<std::string>().empty() && region.get<std::string>() != m_defaultRegion;
    if (chosen)
        return;
    // The backend's first location that takes jobs now (its default, unless that one is down).
    m_defaultRegion = regions.front();
    if (BackendSession* session = target()) {
        for (const auto& candidate : regions) {
            const spec::Location* location = session->locations()->find(candidate);
            if (!location || location->available) {
                m_defaultRegion = candidate;
                break;
            }
        }
    }
    m_draft->setValue("trainingInput.region", m_defaultRegion);
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
    m_defaultRegion.clear(); // the job's own region is the user's
    applyDefaultRegion();
}

void JobWizard::offerJobDirReuse(const QString& previousJobDir)
{
    // The job dir's field sits in a row with its Browse button, in a box with its problems under it.
    QWidget* field = m_binder->widgetFor("trainingInput.jobDir");
    QWidget* box = field && field->parentWidget() ? field->parentWidget()->parentWidget() : nullptr;
    auto* layout = box ? qobject_cast<QBoxLayout*>(box->layout()) : nullptr;
    if (!layout)
        return;
    const auto& in = m_draft->job().trainingInput;
    auto* reuse = new JobDirReuseBox(previousJobDir, in && in->jobDir ? QString::fromStdString(*in->jobDir) : QString(), box);
    layout->insertWidget(1, reuse);
    connect(reuse, &JobDirReuseBox::jobDirChosen, m_draft, [this](const QString& dir) { m_draft->setValue("trainingInput.jobDir", dir.toStdString()); });
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
    for (QWidget* w = widget->parentWidget(); w; w = w->parentWidget()) {
        if (auto* scroll = qobject_cast<QScrollArea*>(w)) {
            scroll->ensureWidgetVisible(widget);
            break;
        }
    }
    return true;
}

void JobWizard::accept()
{
    BackendSession* session = target();
    if (!session || !m_draft->ready() || m_submitting)
        return;
    m_submitting = true;
    button(QWizard::FinishButton)->setEnabled(false);
    const QString jobId = QString::fromStdString(m_draft->job().jobId.value_or(""));
    session->submit(m_draft->job(), this, [this, session, jobId](client::ApiResult<spec::Job> result) {
        onSubmitted(session, jobId, result);
    });
}

void JobWizard::onSubmitted(BackendSession* session, const QString& jobId, const client::ApiResult<spec::Job>& result)
{
    m_submitting = false;
    button(QWizard::FinishButton)->setEnabled(true);
    if (auto* error = std::get_if<client::ApiError>(&result)) {
        m_review->showSubmitError(describe(*error));
        return;
    }
    emit submitted(session, jobId); // the session has put the job in its list
    QWizard::accept();
}

} // namespace trainyard::ui
