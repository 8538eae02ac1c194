#include "vertexpooleditor.h"

#include "fieldbinder.h"

#include "console/vertexdraft.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace trainyard::ui {

namespace {
    QString text(const nlohmann::json& v)
    {
        return v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
    }

    QString frameworkName(const std::string& framework)
    {
        if (framework == "tensorflow")
            return QStringLiteral("TensorFlow");
        if (framework == "pytorch")
            return QStringLiteral("PyTorch");
        if (framework == "sklearn")
            return QStringLiteral("scikit-learn");
        if (framework == "xgboost")
            return QStringLiteral("XGBoost");
        return QString::fromStdString(framework);
    }
} // namespace

QString VertexPoolEditor::poolTitle(int pool)
{
    switch (pool) {
    case 0:
        return tr("Pool 0 — primary replica");
    case 1:
        return tr("Pool 1 — workers");
    case 2:
        return tr("Pool 2 — parameter servers");
    default:
        return tr("Pool 3 — evaluators");
    }
}

VertexPoolEditor::VertexPoolEditor(VertexDraft* draft, FieldBinder* binder, int pool, QWidget* parent)
    : QWidget(parent)
    , m_draft(draft)
    , m_binder(binder)
    , m_pool(pool)
{
    const std::string path = draft->poolPath(pool);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    if (pool > 0) {
        m_used = new QCheckBox(tr("U&se this pool"), this);
        connect(m_used, &QCheckBox::toggled, this, [this](bool on) { m_draft->setPoolUsed(m_pool, on); });
        layout->addWidget(m_used);
    }
    // The group's title names the pool in every problem ("Pool 1 — workers › Machine type").
    auto* group = new QGroupBox(poolTitle(pool), this);
    m_body = group;
    layout->addWidget(group);
    auto* form = new QFormLayout(group);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto* own = binder->problems(path, group); // the pool's own problems (code of both kinds, or none)
    own->setExactPath(true);
    form->addRow(own);

    m_machine = new QComboBox(group);
    m_machine->setEditable(true);
    for (const auto& m : draft->catalog().machineTypes()) {
        QString label = tr("%1 — %2 vCPUs, %3 GB").arg(QString::fromStdString(m.name)).arg(m.vcpus).arg(m.memoryGb);
        if (!m.verified)
            label += tr(" (unverified)");
        m_machine->addItem(label, QString::fromStdString(m.name));
    }
    binder->custom(path + ".machineSpec.machineType", m_machine, [this](const nlohmann::json& v) {
        const QSignalBlocker block(m_machine);
        const int index = m_machine->findData(text(v));
        if (index >= 0)
            m_machine->setCurrentIndex(index);
        else
            m_machine->setEditText(text(v));
    });
    connect(m_machine, &QComboBox::activated, this, [this](int index) { m_draft->setMachineType(m_pool, m_machine->itemData(index).toString().toStdString()); });
    connect(m_machine->lineEdit(), &QLineEdit::editingFinished, this, [this] {
        const int index = m_machine->findText(m_machine->currentText());
        const QString name = index >= 0 ? m_machine->itemData(index).toString() : m_machine->currentText().section(QLatin1Char(' '), 0, 0);
        if (text(m_draft->value(m_draft->poolPath(m_pool) + ".machineSpec.machineType")) != name)
            m_draft->setMachineType(m_pool, name.toStdString());
    });
    binder->addRow(form, tr("&Machine type:"), m_machine, path + ".machineSpec.machineType");

    auto* gpuRow = new QWidget(group);
    auto* gpuLayout = new QHBoxLayout(gpuRow);
    gpuLayout->setContentsMargins(0, 0, 0, 0);
    m_accelerator = new QComboBox(gpuRow);
    m_count = new QComboBox(gpuRow);
    m_count->setAccessibleName(tr("Accelerator count"));
    gpuLayout->addWidget(m_accelerator, 1);
    gpuLayout->addWidget(new QLabel(tr("×"), gpuRow));
    gpuLayout->addWidget(m_count);
    binder->custom(path + ".machineSpec.acceleratorType", m_accelerator, [this](const nlohmann::json&) { refresh(); });
    binder->custom(path + ".machineSpec.acceleratorCount", m_count, [this](const nlohmann::json&) { refresh(); });
    connect(m_accelerator, &QComboBox::activated, this, [this](int index) {
        m_draft->setAccelerator(m_pool, m_accelerator->itemData(index).toString().toStdString());
    });
    connect(m_count, &QComboBox::activated, this, [this](int index) {
        m_draft->setValue(m_draft->poolPath(m_pool) + ".machineSpec.acceleratorCount", m_count->itemData(index).toInt());
    });
    binder->addRow(form, tr("Acc&elerator:"), gpuRow, path + ".machineSpec.accelerator");
    form->addRow(binder->problems(path + ".machineSpec.acceleratorType", group));
    form->addRow(binder->problems(path + ".machineSpec.acceleratorCount", group));

    auto* replicas = binder->integer(path + ".replicaCount", 1, 10000, FieldBinder::Number::Int64, group);
    replicas->setEnabled(pool > 0); // the primary pool runs one replica
    binder->addRow(form, tr("&Replicas:"), replicas, path + ".replicaCount");

    auto* diskRow = new QWidget(group);
    auto* diskLayout = new QHBoxLayout(diskRow);
    diskLayout->setContentsMargins(0, 0, 0, 0);
    auto* diskType = binder->choice(path + ".diskSpec.bootDiskType",
        { { "", tr("default (SSD)") }, { "pd-ssd", tr("SSD (pd-ssd)") }, { "pd-standard", tr("Standard (pd-standard)") } }, false, diskRow);
    auto* diskSize = binder->integer(path + ".diskSpec.bootDiskSizeGb", 100, 64000, FieldBinder::Number::Json, diskRow);
    diskSize->setSuffix(tr(" GB"));
    diskSize->setAccessibleName(tr("Boot disk size"));
    diskLayout->addWidget(diskType, 1);
    diskLayout->addWidget(diskSize);
    binder->addRow(form, tr("Boot &disk:"), diskRow, path + ".diskSpec");

    auto* codeRow = new QWidget(group);
    auto* codeLayout = new QHBoxLayout(codeRow);
    codeLayout->setContentsMargins(0, 0, 0, 0);
    m_package = new QRadioButton(tr("&Python package on a prebuilt container"), codeRow);
    m_container = new QRadioButton(tr("Custom c&ontainer"), codeRow);
    codeLayout->addWidget(m_package);
    codeLayout->addWidget(m_container);
    codeLayout->addStretch();
    connect(m_package, &QRadioButton::clicked, this, [this] { m_draft->setPoolCode(m_pool, VertexDraft::Code::PythonPackage); });
    connect(m_container, &QRadioButton::clicked, this, [this] { m_draft->setPoolCode(m_pool, VertexDraft::Code::Container); });
    form->addRow(tr("Code:"), codeRow);
    m_code = new QStackedWidget(group);
    m_code->addWidget(packageEditor(path + ".pythonPackageSpec"));
    m_code->addWidget(containerEditor(path + ".containerSpec"));
    form->addRow(m_code);

    connect(draft, &VertexDraft::changed, this, &VertexPoolEditor::refresh);
    refresh();
}

QWidget* VertexPoolEditor::packageEditor(const std::string& spec)
{
    auto* box = new QWidget;
    auto* form = new QFormLayout(box);
    form->setContentsMargins(0, 0, 0, 0);
    std::vector<std::pair<std::string, QString>> images;
    for (const auto& c : m_draft->catalog().containers()) {
        images.emplace_back(c.uri,
            tr("%1 %2 · Python %3 · %4").arg(frameworkName(c.framework), QString::fromStdString(c.version), QString::fromStdString(c.pythonVersion),
                c.gpu ? tr("GPU") : tr("CPU")));
    }
    auto* image = m_binder->choice(spec + ".executorImageUri", images, true, box);
    image->setToolTip(tr("A prebuilt training container, or the URI of another one"));
    m_binder->addRow(form, tr("Con&tainer:"), image, spec + ".executorImageUri");
    m_binder->addRow(form, tr("Pac&kage URIs:"), m_binder->lines(spec + ".packageUris", box), spec + ".packageUris");
    m_binder->addRow(form, tr("Modu&le:"), m_binder->text(spec + ".pythonModule", box), spec + ".pythonModule");
    m_binder->addRow(form, tr("Ar&guments:"), m_binder->lines(spec + ".args", box), spec + ".args");
    m_binder->addRow(form, tr("En&vironment:"), envEditor(spec + ".env"), spec + ".env");
    return box;
}

QWidget* VertexPoolEditor::containerEditor(const std::string& spec)
{
    auto* box = new QWidget;
    auto* form = new QFormLayout(box);
    form->setContentsMargins(0, 0, 0, 0);
    m_binder->addRow(form, tr("&Image URI:"), m_binder->text(spec + ".imageUri", box), spec + ".imageUri");
    m_binder->addRow(form, tr("Comm&and:"), m_binder->lines(spec + ".command", box), spec + ".command");
    m_binder->addRow(form, tr("Ar&guments:"), m_binder->lines(spec + ".args", box), spec + ".args");
    m_binder->addRow(form, tr("En&vironment:"), envEditor(spec + ".env"), spec + ".env");
    return box;
}

QWidget* VertexPoolEditor::envEditor(const std::string& envPath)
{
    // Name and value per row, and an empty row at the end to add one; a row without a name is dropped.
    auto* table = new QTableWidget(0, 2);
    table->setHorizontalHeaderLabels({ tr("Name"), tr("Value") });
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->hide();
    table->setMaximumHeight(table->fontMetrics().height() * 7);
    table->setTabKeyNavigation(false);
    m_binder->custom(envPath, table, [table](const nlohmann::json& v) {
        const QSignalBlocker block(table);
        const int rows = v.is_array() ? static_cast<int>(v.size()) : 0;
        table->setRowCount(rows + 1);
        for (int row = 0; row <= rows; ++row) {
            const nlohmann::json item = row < rows ? v[static_cast<std::size_t>(row)] : nlohmann::json::object();
            table->setItem(row, 0, new QTableWidgetItem(text(item.contains("name") ? item["name"] : nlohmann::json())));
            table->setItem(row, 1, new QTableWidgetItem(text(item.contains("value") ? item["value"] : nlohmann::json())));
        }
    });
    connect(table, &QTableWidget::itemChanged, this, [this, table, envPath] {
        nlohmann::json env = nlohmann::json::array();
        for (int row = 0; row < table->rowCount(); ++row) {
            const QString name = table->item(row, 0) ? table->item(row, 0)->text() : QString();
            const QString value = table->item(row, 1) ? table->item(row, 1)->text() : QString();
            if (!name.isEmpty() || !value.isEmpty())
                env.push_back({ { "name", name.toStdString() }, { "value", value.toStdString() } });
        }
        m_draft->setValue(envPath, env);
    });
    return table;
}

void VertexPoolEditor::refresh()
{
    if (!m_code)
        return; // still being built (a binding reads its field at once)
    const bool used = m_pool == 0 || m_draft->poolUsed(m_pool);
    if (m_used) {
        const QSignalBlocker block(m_used);
        m_used->setChecked(used);
    }
    m_body->setVisible(used);
    if (!used)
        return;
    const std::string path = m_draft->poolPath(m_pool);
    const QString accelerator = text(m_draft->value(path + ".machineSpec.acceleratorType"));
    {
        const QSignalBlocker block(m_accelerator);
        m_accelerator->clear();
        m_accelerator->addItem(tr("(none)"), QString());
        for (const auto& type : m_draft->acceleratorChoices(m_pool)) {
            const auto* known = m_draft->catalog().accelerator(type);
            const QString name = QString::fromStdString(known && !known->displayName.empty() ? known->displayName : type);
            m_accelerator->addItem(known && known->memoryGb > 0 ? tr("%1 (%2 GB)").arg(name).arg(known->memoryGb) : name, QString::fromStdString(type));
        }
        int index = m_accelerator->findData(accelerator);
        if (index < 0 && !accelerator.isEmpty()) { // not what the machine takes: shown, the validator says why
            m_accelerator->addItem(accelerator, accelerator);
            index = m_accelerator->count() - 1;
        }
        m_accelerator->setCurrentIndex(std::max(index, 0));
    }
    {
        const QSignalBlocker block(m_count);
        m_count->clear();
        const auto count = m_draft->value(path + ".machineSpec.acceleratorCount");
        for (int n : m_draft->acceleratorCounts(m_pool))
            m_count->addItem(QString::number(n), n);
        if (count.is_number_integer() && m_count->findData(count.get<int>()) < 0)
            m_count->addItem(QString::number(count.get<int>()), count.get<int>());
        m_count->setCurrentIndex(count.is_number_integer() ? m_count->findData(count.get<int>()) : -1);
        m_count->setEnabled(!accelerator.isEmpty());
    }
    const bool container = m_draft->poolCode(m_pool) == VertexDraft::Code::Container;
    m_package->setChecked(!container);
    m_container->setChecked(container);
    m_code->setCurrentIndex(container ? 1 : 0);
}

} // namespace trainyard::ui
