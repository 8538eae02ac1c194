#include "hyperparameterspage.h"

#include "fieldbinder.h"
#include "console/jobdraft.h"

#include "console/backendsession.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace trainyard::ui {

namespace {
    enum Column { NameColumn, TypeColumn, MinColumn, MaxColumn, ScaleColumn, ValuesColumn, ColumnCount };
    const char* const types[] = { "DOUBLE", "INTEGER", "CATEGORICAL", "DISCRETE" };
    const char* const scales[] = { "", "UNIT_LINEAR_SCALE", "UNIT_LOG_SCALE", "UNIT_REVERSE_LOG_SCALE" };

    QString cellText(QTableWidget* table, int row, int column)
    {
        const QTableWidgetItem* item = table->item(row, column);
        return item ? item->text().trimmed() : QString();
    }
} // namespace

std::int64_t HyperparametersPage::gridSize(const nlohmann::json& params)
{
    if (!params.is_array() || params.empty())
        return 0;
    std::int64_t size = 1;
    for (const auto& p : params) {
        const std::string type = p.value("type", "");
        std::int64_t n = 0;
        if (type == "INTEGER" && p.contains("minValue") && p.contains("maxValue") && p["minValue"].is_number() && p["maxValue"].is_number())
            n = static_cast<std::int64_t>(p["maxValue"].get<double>() - p["minValue"].get<double>()) + 1;
        else if (type == "DISCRETE")
            n = static_cast<std::int64_t>(p.value("discreteValues", nlohmann::json::array()).size());
        else if (type == "CATEGORICAL")
            n = static_cast<std::int64_t>(p.value("categoricalValues", nlohmann::json::array()).size());
        if (n <= 0)
            return 0;
        size = size > std::numeric_limits<std::int64_t>::max() / n ? std::numeric_limits<std::int64_t>::max() : size * n;
    }
    return size;
}

HyperparametersPage::HyperparametersPage(JobDraft* draft, FieldBinder* binder, QWidget* parent)
    : WizardPage(draft, binder, parent)
{
    setTitle(tr("Hyperparameters"));
    setSubTitle(tr("Optional: run trials with different values and keep the best."));
    auto* layout = new QVBoxLayout(this);
    m_enabled = new QCheckBox(tr("T&une hyperparameters"), this);
    layout->addWidget(m_enabled);
    m_settings = new QGroupBox(this);
    auto* settingsLayout = new QVBoxLayout(m_settings);
    auto* form = new QFormLayout;
    const std::string hp = "trainingInput.hyperparameters";
    binder->addRow(form, tr("&Goal:"), binder->choice(hp + ".goal", { { "MAXIMIZE", tr("Maximize") }, { "MINIMIZE", tr("Minimize") } }, false, m_settings), hp + ".goal");
    auto* tag = binder->text(hp + ".hyperparameterMetricTag", m_settings);
    tag->setPlaceholderText(tr("the metric your trainer reports, e.g. accuracy"));
    binder->addRow(form, tr("&Metric tag:"), tag, hp + ".hyperparameterMetricTag");
    binder->addRow(form, tr("&Algorithm:"),
        binder->choice(hp + ".algorithm",
            { { "", tr("Bayesian optimization (default)") }, { "GRID_SEARCH", tr("Grid search") }, { "RANDOM_SEARCH", tr("Random search") } }, false, m_settings),
        hp + ".algorithm");
    binder->addRow(form, tr("Max tria&ls:"), binder->integer(hp + ".maxTrials", 1, 10000, FieldBinder::Number::Json, m_settings), hp + ".maxTrials");
    binder->addRow(form, tr("Max &parallel trials:"), binder->integer(hp + ".maxParallelTrials", 1, 1000, FieldBinder::Number::Json, m_settings),
        hp + ".maxParallelTrials");
    binder->addRow(form, tr("Max &failed trials:"), binder->integer(hp + ".maxFailedTrials", 1, 10000, FieldBinder::Number::Json, m_settings),
        hp + ".maxFailedTrials");
    binder->addRow(form, QString(), binder->flag(hp + ".enableTrialEarlyStopping", tr("Stop unpromising trials &early"), m_settings),
        hp + ".enableTrialEarlyStopping");
    m_resume = binder->choice(hp + ".resumePreviousJobId", { { "", tr("(start fresh)") } }, true, m_settings);
    binder->addRow(form, tr("&Resume from job:"), m_resume, hp + ".resumePreviousJobId");
    settingsLayout->addLayout(form);

    m_table = new QTableWidget(0, ColumnCount, m_settings);
    m_table->setHorizontalHeaderLabels({ tr("Name"), tr("Type"), tr("Min"), tr("Max"), tr("Scale"), tr("Values (comma-separated)") });
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setAccessibleName(tr("Parameters"));
    settingsLayout->addWidget(m_table, 1);
    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("A&dd parameter"), m_settings);
    auto* remove = new QPushButton(tr("Remo&ve parameter"), m_settings);
    m_grid = new QLabel(m_settings);
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    buttons->addWidget(m_grid);
    settingsLayout->addLayout(buttons);
    auto* paramProblems = binder->problems(hp + ".params", m_settings);
    paramProblems->setShowPaths(true);
    settingsLayout->addWidget(paramProblems);
    layout->addWidget(m_settings, 1);

    connect(m_enabled, &QCheckBox::toggled, this, [this, hp](bool on) {
        if (m_updating)
            return;
        if (on && !this->draft()->value(hp).is_object())
            this->draft()->setValue(hp + ".goal", "MAXIMIZE");
        else if (!on)
            this->draft()->setValue(hp, nullptr);
    });
    connect(add, &QPushButton::clicked, this, &HyperparametersPage::addParameter);
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0) {
            m_table->removeRow(m_table->currentRow());
            readTable();
        }
    });
    connect(m_table, &QTableWidget::cellChanged, this, [this] {
        if (!m_updating)
            readTable();
    });
    connect(draft, &JobDraft::changed, this, &HyperparametersPage::refresh);
    refresh();
}

void HyperparametersPage::setTarget(BackendSession* session)
{
    if (!session)
        return;
    const QSignalBlocker block(m_resume);
    const QString current = m_resume->currentText();
    while (m_resume->count() > 1)
        m_resume->removeItem(1);
    auto* jobs = session->jobs();
    for (int row = 0; row < jobs->rowCount(); ++row) {
        if (jobs->isTuning(row)) // only tuning jobs can be resumed
            m_resume->addItem(jobs->jobId(row), jobs->jobId(row));
    }
    m_resume->setEditText(current);
}

void HyperparametersPage::addParameter()
{
    const QSignalBlocker block(m_table);
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, NameColumn, new QTableWidgetItem(QStringLiteral("param%1").arg(row + 1)));
    auto* type = new QComboBox(m_table);
    type->setAccessibleName(tr("Type of parameter %1").arg(row + 1));
    for (const char* t : types)
        type->addItem(QString::fromLatin1(t));
    m_table->setCellWidget(row, TypeColumn, type);
    auto* scale = new QComboBox(m_table);
    scale->setAccessibleName(tr("Scale of parameter %1").arg(row + 1));
    scale->addItem(tr("(none)"), QString());
    for (const char* s : scales) {
        if (*s)
            scale->addItem(QString::fromLatin1(s), QString::fromLatin1(s));
    }
    m_table->setCellWidget(row, ScaleColumn, scale);
    m_table->setItem(row, MinColumn, new QTableWidgetItem(QStringLiteral("0")));
    m_table->setItem(row, MaxColumn, new QTableWidgetItem(QStringLiteral("1")));
    m_table->setItem(row, ValuesColumn, new QTableWidgetItem);
    connect(type, &QComboBox::currentIndexChanged, this, &HyperparametersPage::readTable);
    connect(scale, &QComboBox::currentIndexChanged, this, &HyperparametersPage::readTable);
    readTable();
}

void HyperparametersPage::readTable()
{
    if (m_updating)
        return;
    nlohmann::json params = nlohmann::json::array();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        nlohmann::json p = nlohmann::json::object();
        p["parameterName"] = cellText(m_table, row, NameColumn).toStdString();
        const auto* type = qobject_cast<QComboBox*>(m_table->cellWidget(row, TypeColumn));
        const std::string t = type ? type->currentText().toStdString() : std::string("DOUBLE");
        p["type"] = t;
        bool ok = false;
        if (t == "DOUBLE" || t == "INTEGER") {
            const double min = cellText(m_table, row, MinColumn).toDouble(&ok);
            if (ok)
                p["minValue"] = min;
            const double max = cellText(m_table, row, MaxColumn).toDouble(&ok);
            if (ok)
                p["maxValue"] = max;
            const auto* scale = qobject_cast<QComboBox*>(m_table->cellWidget(row, ScaleColumn));
            if (scale && !scale->currentData().toString().isEmpty())
                p["scaleType"] = scale->currentData().toString().toStdString();
        }
        const QStringList values = cellText(m_table, row, ValuesColumn).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (t == "CATEGORICAL") {
            p["categoricalValues"] = nlohmann::json::array();
            for (const QString& v : values)
                p["categoricalValues"].push_back(v.trimmed().toStdString());
        } else if (t == "DISCRETE") {
            p["discreteValues"] = nlohmann::json::array();
            for (const QString& v : values) {
                const double d = v.trimmed().toDouble(&ok);
                if (ok)
                    p["discreteValues"].push_back(d);
            }
        }
        params.push_back(p);
    }
    draft()->setValue("trainingInput.hyperparameters.params", params);
}

void HyperparametersPage::writeTable()
{
    const auto params = draft()->value("trainingInput.hyperparameters.params");
    const int rows = params.is_array() ? static_cast<int>(params.size()) : 0;
    m_updating = true;
    const QSignalBlocker block(m_table);
    while (m_table->rowCount() < rows)
        addParameter();
    while (m_table->rowCount() > rows)
        m_table->removeRow(m_table->rowCount() - 1);
    for (int row = 0; row < rows; ++row) {
        const auto& p = params[static_cast<std::size_t>(row)];
        m_table->item(row, NameColumn)->setText(QString::fromStdString(p.value("parameterName", "")));
        if (auto* type = qobject_cast<QComboBox*>(m_table->cellWidget(row, TypeColumn))) {
            const QSignalBlocker b(type);
            type->setCurrentText(QString::fromStdString(p.value("type", "DOUBLE")));
        }
        if (auto* scale = qobject_cast<QComboBox*>(m_table->cellWidget(row, ScaleColumn))) {
            const QSignalBlocker b(scale);
            const int index = scale->findData(QString::fromStdString(p.value("scaleType", "")));
            scale->setCurrentIndex(std::max(0, index));
        }
        const auto number = [](const nlohmann::json& v) { return v.is_number() ? QLocale::c().toString(v.get<double>()) : QString(); };
        m_table->item(row, MinColumn)->setText(number(p.value("minValue", nlohmann::json())));
        m_table->item(row, MaxColumn)->setText(number(p.value("maxValue", nlohmann::json())));
        QStringList values;
        for (const auto& v : p.value("categoricalValues", nlohmann::json::array()))
            values << QString::fromStdString(v.is_string() ? v.get<std::string>() : v.dump());
        for (const auto& v : p.value("discreteValues", nlohmann::json::array()))
            values << number(v);
        m_table->item(row, ValuesColumn)->setText(values.join(QStringLiteral(", ")));
    }
    m_updating = false;
}

void HyperparametersPage::refresh()
{
    const auto hp = draft()->value("trainingInput.hyperparameters");
    m_updating = true;
    {
        const QSignalBlocker block(m_enabled);
        m_enabled->setChecked(hp.is_object());
    }
    m_updating = false;
    m_settings->setEnabled(hp.is_object());
    if (!m_table->hasFocus())
        writeTable();
    const auto algorithm = draft()->value("trainingInput.hyperparameters.algorithm");
    const bool grid = algorithm.is_string() && algorithm.get<std::string>() == "GRID_SEARCH";
    const std::int64_t size = gridSize(draft()->value("trainingInput.hyperparameters.params"));
    m_grid->setText(!grid ? QString() : size > 0 ? tr("Combinations in the grid: %1").arg(QLocale().toString(static_cast<qint64>(size))) : tr("Grid: unbounded (a DOUBLE parameter)"));
}

} // namespace trainyard::ui
