#include "computepage.h"

#include "backendfit.h"
#include "fieldbinder.h"
#include "console/jobdraft.h"

#include "spec/catalogtext.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QCompleter>
#include <QFormLayout>
#include <QGroupBox>
#include <QBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace trainyard::ui {

namespace {
    using Items = std::vector<std::pair<std::string, QString>>;

    Items machineItems(const spec::Catalog& catalog)
    {
        Items items { { "", QCoreApplication::translate("trainyard::ui::ComputePage", "(none)") } };
        for (const auto& m : catalog.machineTypes()) {
            QString label = QCoreApplication::translate("trainyard::ui::ComputePage", "%1 — %2 vCPUs, %3 GB")
                                .arg(QString::fromStdString(m.name))
                                .arg(m.vcpus)
                                .arg(m.memoryGb);
            if (m.builtInAccelerator)
                label += QStringLiteral(", %1× %2").arg(m.builtInAccelerator->count).arg(QString::fromStdString(m.builtInAccelerator->type));
            items.emplace_back(m.name, label);
        }
        return items;
    }

    Items acceleratorItems(const spec::Catalog& catalog)
    {
        Items items { { "", QCoreApplication::translate("trainyard::ui::ComputePage", "(none)") } };
        for (const auto& a : catalog.acceleratorTypes())
            items.emplace_back(a.name, QString::fromStdString(a.displayName.empty() ? a.name : a.displayName));
        return items;
    }

    std::int64_t countOf(const nlohmann::json& v, std::int64_t fallback)
    {
        if (v.is_number_integer())
            return v.get<std::int64_t>();
        if (v.is_string())
            return QString::fromStdString(v.get<std::string>()).toLongLong();
        return fallback;
    }
} // namespace

QString ComputePage::totals(const JobDraft& draft)
{
    struct Pool {
        const char* type;
        const char* count;
        const char* config;
        std::int64_t defaultCount;
    };
    const Pool pools[] = { { "trainingInput.masterType", nullptr, "trainingInput.masterConfig", 1 },
        { "trainingInput.workerType", "trainingInput.workerCount", "trainingInput.workerConfig", 0 },
        { "trainingInput.parameterServerType", "trainingInput.parameterServerCount", "trainingInput.parameterServerConfig", 0 },
        { "trainingInput.evaluatorType", "trainingInput.evaluatorCount", "trainingInput.evaluatorConfig", 0 } };
    std::int64_t replicas = 0;
    std::int64_t vcpus = 0;
    double memory = 0;
    std::int64_t gpus = 0;
    QStringList gpuTypes;
    for (const auto& pool : pools) {
        const auto type = draft.value(pool.type);
        if (!type.is_string())
            continue;
        const std::int64_t n = pool.count ? countOf(draft.value(pool.count), pool.defaultCount) : 1;
        const auto* machine = draft.catalog().machineType(type.get<std::string>());
        replicas += n;
        if (machine) {
            vcpus += n * machine->vcpus;
            memory += static_cast<double>(n) * machine->memoryGb;
            if (machine->builtInAccelerator) {
                gpus += n * machine->builtInAccelerator->count;
                gpuTypes << QString::fromStdString(machine->builtInAccelerator->type);
            }
        }
        const auto accelerator = draft.value(std::string(pool.config) + ".acceleratorConfig.type");
        if (accelerator.is_string()) {
            gpus += n * countOf(draft.value(std::string(pool.config) + ".acceleratorConfig.count"), 1);
            gpuTypes << QString::fromStdString(accelerator.get<std::string>());
        }
    }
    gpuTypes.removeDuplicates();
    QString text = tr("%n replica(s) · %1 vCPUs · %2 GB", nullptr, static_cast<int>(replicas)).arg(vcpus).arg(memory);
    if (gpus > 0)
        text += tr(" · %n accelerator(s) (%1)", nullptr, static_cast<int>(gpus)).arg(gpuTypes.join(QStringLiteral(", ")));
    return text;
}

std::vector<std::string> ComputePage::poolPaths()
{
    std::vector<std::string> paths;
    for (const spec::Role role : spec::allRoles) {
        const std::string base = "trainingInput.";
        paths.push_back(base + spec::roleTypeField(role));
        if (const char* count = spec::roleCountField(role))
            paths.push_back(base + count);
        paths.push_back(base + spec::roleConfigField(role) + ".acceleratorConfig");
        paths.push_back(base + spec::roleConfigField(role) + ".diskConfig");
    }
    return paths;
}

void ComputePage::setLocalDaemon(bool local)
{
    m_localDaemon = local;
    refresh();
}

void ComputePage::addSettingsLink(const std::string& path)
{
    // Under the field's problems, in the box FieldBinder::addRow made for it.
    QWidget* field = binder()->widgetFor(path);
    QWidget* box = field ? field->parentWidget() : nullptr;
    auto* layout = box ? qobject_cast<QBoxLayout*>(box->layout()) : nullptr;
    if (!layout)
        return;
    auto* link = new QLabel(QStringLiteral("<a href=\"settings:daemon\">%1</a>").arg(tr("Open Settings → Local daemon…").toHtmlEscaped()), box);
    link->setTextFormat(Qt::RichText);
    link->setTextInteractionFlags(Qt::TextBrowserInteraction); // Tab reaches the link, Enter opens it
    link->setAccessibleName(tr("Open the local daemon's settings"));
    link->setVisible(false);
    layout->addWidget(link);
    connect(link, &QLabel::linkActivated, this, &ComputePage::localDaemonSettingsRequested);
    m_settingsLinks.emplace_back(path, link);
}

ComputePage::ComputePage(JobDraft* draft, FieldBinder* binder, QWidget* parent)
    : WizardPage(draft, binder, parent)
{
    setTitle(tr("Compute"));
    setSubTitle(tr("A predefined scale tier, or your own cluster (CUSTOM)."));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    Items tiers { { "", tr("(default: BASIC)") } };
    for (const auto& tier : draft->catalog().scaleTiers())
        tiers.emplace_back(tier.name, QString::fromStdString(tier.name));
    auto* tier = binder->choice("trainingInput.scaleTier", tiers, false, this);
    tier->setAccessibleName(tr("Scale tier"));
    binder->addRow(form, tr("&Scale tier:"), tier, "trainingInput.scaleTier");
    addSettingsLink("trainingInput.scaleTier");
    // A user's choice of tier (not an import): the pools it hides go with it.
    connect(tier, &QComboBox::activated, this, [this] {
        const auto chosen = this->draft()->value("trainingInput.scaleTier");
        if (!chosen.is_string() || chosen.get<std::string>() != "CUSTOM")
            this->draft()->clearValues(poolPaths());
    });
    m_tierHelp = new QLabel(this);
    m_tierHelp->setWordWrap(true);
    form->addRow(QString(), m_tierHelp);
    layout->addLayout(form);

    m_custom = new QGroupBox(tr("Custom cluster"), this);
    auto* pools = new QVBoxLayout(m_custom);
    pools->addWidget(pool(tr("Master"), "trainingInput.masterType", {}, "trainingInput.masterConfig"));
    pools->addWidget(pool(tr("Workers"), "trainingInput.workerType", "trainingInput.workerCount", "trainingInput.workerConfig"));
    pools->addWidget(pool(tr("Parameter servers"), "trainingInput.parameterServerType", "trainingInput.parameterServerCount", "trainingInput.parameterServerConfig"));
    pools->addWidget(pool(tr("Evaluators"), "trainingInput.evaluatorType", "trainingInput.evaluatorCount", "trainingInput.evaluatorConfig"));
    layout->addWidget(m_custom, 1);
    m_summary = new QLabel(this);
    m_summary->setAccessibleName(tr("Cluster totals"));
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    layout->addWidget(m_summary);
    connect(draft, &JobDraft::changed, this, &ComputePage::refresh);
    refresh();
}

QWidget* ComputePage::pool(const QString& title, const std::string& typePath, const std::string& countPath, const std::string& configPath)
{
    auto* box = new QGroupBox(title, m_custom);
    auto* form = new QFormLayout(box);
    auto* machine = binder()->choice(typePath, machineItems(draft()->catalog()), true, box);
    machine->completer()->setFilterMode(Qt::MatchContains); // type "t4" or "highmem" to find a machine
    machine->completer()->setCompletionMode(QCompleter::PopupCompletion);
    machine->setAccessibleName(tr("%1 machine type").arg(title));
    binder()->addRow(form, tr("Machine type:"), machine, typePath);
    addSettingsLink(typePath);
    if (!countPath.empty()) {
        auto* count = binder()->integer(countPath, 0, 1000, FieldBinder::Number::Int64, box);
        count->setAccessibleName(tr("%1 count").arg(title));
        binder()->addRow(form, tr("Count:"), count, countPath);
        addSettingsLink(countPath);
    }
    auto* accelerator = binder()->choice(configPath + ".acceleratorConfig.type", acceleratorItems(draft()->catalog()), false, box);
    accelerator->setAccessibleName(tr("%1 accelerator").arg(title));
    binder()->addRow(form, tr("Accelerator:"), accelerator, configPath + ".acceleratorConfig.type");
    auto* acceleratorCount = binder()->integer(configPath + ".acceleratorConfig.count", 1, 16, FieldBinder::Number::Int64, box);
    binder()->addRow(form, tr("Accelerators per replica:"), acceleratorCount, configPath + ".acceleratorConfig.count");
    addSettingsLink(configPath + ".acceleratorConfig.count");
    Items disks { { "", tr("(default)") } };
    for (const auto& disk : draft()->catalog().limits().bootDiskTypes)
        disks.emplace_back(disk, QString::fromStdString(disk));
    auto* diskType = binder()->choice(configPath + ".diskConfig.bootDiskType", disks, false, box);
    binder()->addRow(form, tr("Boot disk:"), diskType, configPath + ".diskConfig.bootDiskType");
    const auto& limits = draft()->catalog().limits();
    auto* diskSize = binder()->integer(configPath + ".diskConfig.bootDiskSizeGb", limits.bootDiskSizeGbMin, limits.bootDiskSizeGbMax, FieldBinder::Number::Json, box);
    diskSize->setSuffix(tr(" GB"));
    binder()->addRow(form, tr("Boot disk size:"), diskSize, configPath + ".diskConfig.bootDiskSizeGb");
    return box;
}

void ComputePage::refresh()
{
    const auto tier = draft()->value("trainingInput.scaleTier");
    const std::string name = tier.is_string() ? tier.get<std::string>() : std::string("BASIC");
    const auto* info = draft()->catalog().scaleTier(name);
    m_tierHelp->setText(info ? spec::catalogText(info->description) : QString());
    bool poolsSet = false;
    for (const auto& path : poolPaths())
        poolsSet = poolsSet || !draft()->value(path).is_null();
    m_custom->setVisible(name == "CUSTOM" || poolsSet);
    m_summary->setText(name == "CUSTOM" ? totals(*draft()) : QString());
    for (const auto& [path, link] : m_settingsLinks) {
        bool tooLarge = false;
        for (const auto& v : draft()->violationsAt(path))
            tooLarge = tooLarge || (v.path == path && (v.code == BackendFit::replicaSlotsCode || v.code == BackendFit::gpusCode));
        link->setVisible(m_localDaemon && tooLarge);
    }
}

} // namespace trainyard::ui
