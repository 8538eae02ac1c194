#include "vertexpoolspage.h"

#include "vertexpooleditor.h"

#include "console/vertexdraft.h"

#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace trainyard::ui {

VertexPoolsPage::VertexPoolsPage(VertexDraft* draft, FieldBinder* binder, QWidget* parent)
    : QWizardPage(parent)
    , m_draft(draft)
    , m_binder(binder)
    , m_tabs(new QTabWidget(this))
{
    setTitle(tr("Worker pools"));
    setSubTitle(tr("Pool 0 runs one replica (the chief); pools 1–3 add workers, parameter servers and evaluators."));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    rebuild();
    connect(draft, &VertexDraft::changed, this, [this] {
        if (m_builtFor != m_draft->specPath())
            rebuild();
        else
            retitle();
    });
}

void VertexPoolsPage::rebuild()
{
    const int current = m_tabs->currentIndex();
    while (m_tabs->count() > 0) {
        QWidget* page = m_tabs->widget(0);
        m_tabs->removeTab(0);
        page->hide(); // at once, as removeTab leaves it where it was until it is deleted
        page->deleteLater(); // its bindings go with it (FieldBinder skips widgets that are gone)
    }
    m_builtFor = m_draft->specPath();
    for (int pool = 0; pool < VertexDraft::maxPools; ++pool)
        m_tabs->addTab(new VertexPoolEditor(m_draft, m_binder, pool), QString());
    m_tabs->setCurrentIndex(std::max(current, 0));
    retitle();
}

void VertexPoolsPage::retitle()
{
    for (int pool = 0; pool < m_tabs->count(); ++pool) {
        QString title = tr("Pool &%1").arg(pool);
        if (m_draft->poolUsed(pool)) {
            const auto replicas = m_draft->value(m_draft->poolPath(pool) + ".replicaCount");
            const auto machine = m_draft->value(m_draft->poolPath(pool) + ".machineSpec.machineType");
            title += QStringLiteral(": %1 × %2")
                         .arg(replicas.is_string() ? QString::fromStdString(replicas.get<std::string>()) : QStringLiteral("1"),
                             machine.is_string() ? QString::fromStdString(machine.get<std::string>()) : QStringLiteral("?"));
        } else {
            title += tr(" (unused)");
        }
        const bool problems = !m_draft->violationsAt(m_draft->poolPath(pool)).empty();
        m_tabs->setTabText(pool, problems ? title + QStringLiteral(" ⚠") : title);
    }
}

void VertexPoolsPage::showPool(int pool)
{
    if (pool >= 0 && pool < m_tabs->count())
        m_tabs->setCurrentIndex(pool);
}

} // namespace trainyard::ui
