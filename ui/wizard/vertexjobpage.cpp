#include "vertexjobpage.h"

#include "fieldbinder.h"

#include "console/vertexdraft.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QVBoxLayout>

namespace trainyard::ui {

VertexJobPage::VertexJobPage(VertexDraft* draft, FieldBinder* binder, QWidget* parent)
    : QWizardPage(parent)
    , m_draft(draft)
    , m_binder(binder)
{
    setTitle(tr("Output and scheduling"));
    setSubTitle(tr("What every pool of the job shares."));
    new QVBoxLayout(this);
    rebuild();
    connect(draft, &VertexDraft::changed, this, [this] {
        if (m_builtFor != m_draft->specPath())
            rebuild();
    });
}

void VertexJobPage::rebuild()
{
    if (m_form) {
        m_form->hide(); // at once: deleted only when the event loop comes round, it would show twice meanwhile
        m_form->deleteLater();
    }
    m_builtFor = m_draft->specPath();
    const std::string spec = m_builtFor;
    m_form = new QWidget(this);
    layout()->addWidget(m_form);
    auto* layout = new QVBoxLayout(m_form);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* output = new QGroupBox(tr("Output"), m_form);
    auto* outputForm = new QFormLayout(output);
    auto* base = m_binder->text(spec + ".baseOutputDirectory.outputUriPrefix", output);
    base->setPlaceholderText(tr("gs://bucket/dir/ (on a Trainyard daemon also a local path)"));
    m_binder->addRow(outputForm, tr("Base &output directory:"), base, spec + ".baseOutputDirectory.outputUriPrefix");
    layout->addWidget(output);

    auto* scheduling = new QGroupBox(tr("Scheduling"), m_form);
    auto* schedulingForm = new QFormLayout(scheduling);
    auto* timeout = m_binder->text(spec + ".scheduling.timeout", scheduling);
    timeout->setPlaceholderText(tr("e.g. 7200s (default: 7 days)"));
    m_binder->addRow(schedulingForm, tr("&Timeout:"), timeout, spec + ".scheduling.timeout");
    auto* wait = m_binder->text(spec + ".scheduling.maxWaitDuration", scheduling);
    wait->setPlaceholderText(tr("e.g. 1800s"));
    m_binder->addRow(schedulingForm, tr("Max. &wait:"), wait, spec + ".scheduling.maxWaitDuration");
    m_binder->addRow(schedulingForm, tr("&Strategy:"),
        m_binder->choice(spec + ".scheduling.strategy",
            { { "", tr("default (on demand)") }, { "ON_DEMAND", tr("On demand") }, { "LOW_COST", tr("Low cost") }, { "STANDARD", tr("Standard") },
                { "SPOT", tr("Spot") }, { "FLEX_START", tr("Flex start") } },
            false, scheduling),
        spec + ".scheduling.strategy");
    m_binder->addRow(schedulingForm, QString(),
        m_binder->flag(spec + ".scheduling.restartJobOnWorkerRestart", tr("&Restart the whole job when a worker restarts"), scheduling),
        spec + ".scheduling.restartJobOnWorkerRestart");
    m_binder->addRow(schedulingForm, QString(), m_binder->flag(spec + ".scheduling.disableRetries", tr("&Disable retries"), scheduling),
        spec + ".scheduling.disableRetries");
    layout->addWidget(scheduling);

    auto* access = new QGroupBox(tr("Identity and access"), m_form);
    auto* accessForm = new QFormLayout(access);
    auto* account = m_binder->text(spec + ".serviceAccount", access);
    account->setPlaceholderText(tr("default: the project's Vertex AI service agent"));
    m_binder->addRow(accessForm, tr("Service &account:"), account, spec + ".serviceAccount");
    auto* network = m_binder->text(spec + ".network", access);
    network->setPlaceholderText(tr("projects/NUMBER/global/networks/NAME"));
    m_binder->addRow(accessForm, tr("Networ&k:"), network, spec + ".network");
    m_binder->addRow(accessForm, QString(), m_binder->flag(spec + ".enableWebAccess", tr("Enable &interactive shell (web access)"), access),
        spec + ".enableWebAccess");
    layout->addWidget(access);
    layout->addStretch();
}

} // namespace trainyard::ui
