#include "vertexstudypage.h"

#include "fieldbinder.h"

#include "console/vertexdraft.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace trainyard::ui {

namespace {
    using Type = VertexDraft::ParameterType;
    constexpr int pathRole = Qt::UserRole;

    QString typeName(Type type)
    {
        switch (type) {
        case Type::Double:
            return VertexStudyPage::tr("Double");
        case Type::Integer:
            return VertexStudyPage::tr("Integer");
        case Type::Categorical:
            return VertexStudyPage::tr("Categorical");
        case Type::Discrete:
            return VertexStudyPage::tr("Discrete");
        }
        return {};
    }

    QString listed(const nlohmann::json& values)
    {
        QStringList out;
        if (values.is_array()) {
            for (const auto& v : values)
                out << (v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString::fromStdString(v.dump()));
        }
        return out.join(QStringLiteral(", "));
    }

    QString number(const nlohmann::json& v)
    {
        return v.is_string() ? QString::fromStdString(v.get<std::string>()) : v.is_number() ? QString::number(v.get<double>()) : QStringLiteral("?");
    }
} // namespace

VertexStudyPage::VertexStudyPage(VertexDraft* draft, FieldBinder* binder, QWidget* parent)
    : QWizardPage(parent)
    , m_draft(draft)
    , m_binder(binder)
    , m_tree(new QTreeWidget(this))
{
    setTitle(tr("Study"));
    setSubTitle(tr("What each trial reports, which parameters it tries, and how many trials run."));
    auto* layout = new QVBoxLayout(this);

    auto* metric = new QGroupBox(tr("Metric"), this);
    auto* metricForm = new QFormLayout(metric);
    auto* metricId = binder->text("studySpec.metrics[0].metricId", metric);
    metricId->setPlaceholderText(tr("as the trainer reports it (hypertune's metric tag)"));
    binder->addRow(metricForm, tr("M&etric:"), metricId, "studySpec.metrics[0].metricId");
    binder->addRow(metricForm, tr("G&oal:"),
        binder->choice("studySpec.metrics[0].goal", { { "", tr("(choose)") }, { "MAXIMIZE", tr("Maximize") }, { "MINIMIZE", tr("Minimize") } }, false, metric),
        "studySpec.metrics[0].goal");
    metricForm->addRow(binder->problems("studySpec.metrics", metric));
    layout->addWidget(metric);

    auto* parameters = new QGroupBox(tr("Parameters"), this);
    auto* parametersLayout = new QVBoxLayout(parameters);
    m_tree->setColumnCount(4);
    m_tree->setHeaderLabels({ tr("Parameter"), tr("Type"), tr("Range or values"), tr("When its parent is") });
    m_tree->setAccessibleName(tr("Parameters"));
    m_tree->setMinimumHeight(m_tree->fontMetrics().height() * 8);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    parametersLayout->addWidget(m_tree);
    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("&Add parameter"), parameters);
    m_addChild = new QPushButton(tr("Add con&ditional parameter"), parameters);
    m_addChild->setToolTip(tr("A parameter tried only when the selected one takes the values you list"));
    m_remove = new QPushButton(tr("&Remove"), parameters);
    buttons->addWidget(add);
    buttons->addWidget(m_addChild);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    parametersLayout->addLayout(buttons);
    parametersLayout->addWidget(binder->problems("studySpec.parameters", parameters));
    m_detailLayout = new QVBoxLayout;
    parametersLayout->addLayout(m_detailLayout);
    layout->addWidget(parameters);
    connect(add, &QPushButton::clicked, this, [this] { selectParameter(m_draft->addParameter()); });
    connect(m_addChild, &QPushButton::clicked, this, [this] {
        if (!m_selected.empty())
            selectParameter(m_draft->addParameter(m_selected));
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_selected.empty())
            return;
        const std::string gone = m_selected;
        m_selected.clear();
        m_draft->removeParameter(gone);
    });
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        const std::string path = item ? item->data(0, pathRole).toString().toStdString() : std::string();
        if (path != m_selected) {
            m_selected = path;
            showDetail();
        }
    });

    auto* trials = new QGroupBox(tr("Trials"), this);
    auto* trialsForm = new QFormLayout(trials);
    binder->addRow(trialsForm, tr("Al&gorithm:"),
        binder->choice("studySpec.algorithm",
            { { "", tr("default (Bayesian optimization)") }, { "GRID_SEARCH", tr("Grid search") }, { "RANDOM_SEARCH", tr("Random search") } }, false, trials),
        "studySpec.algorithm");
    binder->addRow(trialsForm, tr("Max. &trials:"), binder->integer("maxTrialCount", 1, 10000, FieldBinder::Number::Json, trials), "maxTrialCount");
    binder->addRow(trialsForm, tr("&Parallel trials:"), binder->integer("parallelTrialCount", 1, 1000, FieldBinder::Number::Json, trials), "parallelTrialCount");
    binder->addRow(trialsForm, tr("Max. &failed trials:"), binder->integer("maxFailedTrialCount", 0, 10000, FieldBinder::Number::Json, trials),
        "maxFailedTrialCount");
    auto* median = new QCheckBox(tr("&Stop trials early that fall below the median (median automated stopping)"), trials);
    binder->custom("studySpec.medianAutomatedStoppingSpec", median, [median](const nlohmann::json& v) {
        const QSignalBlocker block(median);
        median->setChecked(v.is_object());
    });
    connect(median, &QCheckBox::toggled, this, [this](bool on) {
        m_draft->setValue("studySpec.medianAutomatedStoppingSpec", on ? nlohmann::json { { "useElapsedDuration", false } } : nlohmann::json());
    });
    trialsForm->addRow(median);
    layout->addWidget(trials);

    connect(draft, &VertexDraft::changed, this, &VertexStudyPage::refreshTree);
    refreshTree();
}

QString VertexStudyPage::summary(const std::string& path) const
{
    const nlohmann::json p = m_draft->value(path);
    const std::string key = VertexDraft::valueSpecKey(m_draft->parameterType(path));
    const nlohmann::json spec = p.is_object() && p.contains(key) ? p[key] : nlohmann::json::object();
    if (spec.contains("values"))
        return listed(spec["values"]);
    return QStringLiteral("%1 … %2").arg(number(spec.contains("minValue") ? spec["minValue"] : nlohmann::json()),
        number(spec.contains("maxValue") ? spec["maxValue"] : nlohmann::json()));
}

void VertexStudyPage::refreshTree()
{
    const QSignalBlocker block(m_tree);
    m_tree->clear();
    std::map<std::string, QTreeWidgetItem*> items;
    QTreeWidgetItem* current = nullptr;
    for (const auto& path : m_draft->parameterPaths()) {
        const std::string parent = VertexDraft::parentOf(path);
        auto* item = parent.empty() ? new QTreeWidgetItem(m_tree) : new QTreeWidgetItem(items[parent]);
        const auto id = m_draft->value(path + ".parameterId");
        item->setText(0, id.is_string() ? QString::fromStdString(id.get<std::string>()) : tr("(no name)"));
        item->setText(1, typeName(m_draft->parameterType(path)));
        item->setText(2, summary(path));
        if (!parent.empty())
            item->setText(3, listed(m_draft->value(m_draft->conditionPath(path))));
        item->setData(0, pathRole, QString::fromStdString(path));
        if (!m_draft->violationsAt(path).empty())
            item->setText(0, item->text(0) + QStringLiteral(" ⚠"));
        items[path] = item;
        if (path == m_selected)
            current = item;
    }
    m_tree->expandAll();
    if (!current)
        m_selected.clear();
    m_tree->setCurrentItem(current);
    m_addChild->setEnabled(current != nullptr);
    m_remove->setEnabled(current != nullptr);
    const int type = m_selected.empty() ? -1 : static_cast<int>(m_draft->parameterType(m_selected));
    if (type != m_selectedType || (m_detail == nullptr) != m_selected.empty())
        showDetail();
}

void VertexStudyPage::selectParameter(const std::string& path)
{
    m_selected = path;
    refreshTree();
    showDetail();
}

QPlainTextEdit* VertexStudyPage::numberLines(const std::string& path, QWidget* parent)
{
    // Numbers on the wire: one a line, each read as a number.
    auto* values = new QPlainTextEdit(parent);
    values->setTabChangesFocus(true);
    values->setMaximumHeight(values->fontMetrics().height() * 6);
    m_binder->custom(path, values, [values](const nlohmann::json& v) {
        QStringList lines;
        if (v.is_array()) {
            for (const auto& n : v)
                lines << (n.is_number() ? QString::number(n.get<double>()) : QString());
        }
        if (!values->hasFocus() && values->toPlainText() != lines.join(QLatin1Char('\n'))) {
            const QSignalBlocker block(values); // showing the draft is no edit of it
            values->setPlainText(lines.join(QLatin1Char('\n')));
        }
    });
    connect(values, &QPlainTextEdit::textChanged, this, [this, values, path] {
        nlohmann::json list = nlohmann::json::array();
        for (const QString& line : values->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            bool ok = false;
            const double n = line.trimmed().toDouble(&ok);
            if (ok)
                list.push_back(n);
        }
        m_draft->setValue(path, list);
    });
    return values;
}

void VertexStudyPage::showDetail()
{
    if (m_detail) {
        m_detail->hide();
        m_detail->deleteLater(); // its bindings go with it
        m_detail = nullptr;
    }
    m_selectedType = m_selected.empty() ? -1 : static_cast<int>(m_draft->parameterType(m_selected));
    m_addChild->setEnabled(!m_selected.empty());
    m_remove->setEnabled(!m_selected.empty());
    if (m_selected.empty())
        return;
    const std::string p = m_selected;
    const Type type = m_draft->parameterType(p);
    auto* box = new QGroupBox(tr("Selected parameter"));
    m_detail = box;
    auto* form = new QFormLayout(box);
    m_binder->addRow(form, tr("Parameter &ID:"), m_binder->text(p + ".parameterId", box), p + ".parameterId");
    auto* typeChoice = new QComboBox(box);
    for (Type t : { Type::Double, Type::Integer, Type::Categorical, Type::Discrete })
        typeChoice->addItem(typeName(t), static_cast<int>(t));
    typeChoice->setCurrentIndex(static_cast<int>(type));
    connect(typeChoice, &QComboBox::activated, this, [this, p](int index) { m_draft->setParameterType(p, static_cast<Type>(index)); });
    form->addRow(tr("T&ype:"), typeChoice);
    const std::string spec = p + "." + VertexDraft::valueSpecKey(type);
    if (type == Type::Double) {
        m_binder->addRow(form, tr("&Minimum:"), m_binder->real(spec + ".minValue", -1e12, 1e12, box), spec + ".minValue");
        m_binder->addRow(form, tr("Ma&ximum:"), m_binder->real(spec + ".maxValue", -1e12, 1e12, box), spec + ".maxValue");
    } else if (type == Type::Integer) {
        m_binder->addRow(form, tr("&Minimum:"), m_binder->integer(spec + ".minValue", -1000000000, 1000000000, FieldBinder::Number::Int64, box), spec + ".minValue");
        m_binder->addRow(form, tr("Ma&ximum:"), m_binder->integer(spec + ".maxValue", -1000000000, 1000000000, FieldBinder::Number::Int64, box), spec + ".maxValue");
    } else if (type == Type::Categorical) {
        m_binder->addRow(form, tr("&Values (one a line):"), m_binder->lines(spec + ".values", box), spec + ".values");
    } else {
        m_binder->addRow(form, tr("&Values (one a line):"), numberLines(spec + ".values", box), spec + ".values");
    }
    if (type == Type::Double || type == Type::Integer) {
        m_binder->addRow(form, tr("Sca&le:"),
            m_binder->choice(p + ".scaleType",
                { { "", tr("(none)") }, { "UNIT_LINEAR_SCALE", tr("Linear") }, { "UNIT_LOG_SCALE", tr("Logarithmic") },
                    { "UNIT_REVERSE_LOG_SCALE", tr("Reverse logarithmic") } },
                false, box),
            p + ".scaleType");
    }
    if (const std::string condition = m_draft->conditionPath(p); !condition.empty()) {
        // Discrete parents take numbers; categorical ones text; integer ones int64, strings on the wire.
        const bool numbers = m_draft->parameterType(VertexDraft::parentOf(p)) == Type::Discrete;
        m_binder->addRow(form, tr("&When the parent is (one a line):"), numbers ? numberLines(condition, box) : m_binder->lines(condition, box), condition);
        const std::string entry = p.substr(0, p.size() - std::string(".parameterSpec").size());
        auto* own = m_binder->problems(entry, box); // the condition's own; the child's show at its fields
        own->setExactPath(true);
        form->addRow(own);
    }
    m_detailLayout->addWidget(box);
}

} // namespace trainyard::ui
