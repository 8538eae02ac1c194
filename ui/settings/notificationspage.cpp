#include "notificationspage.h"

#include "console/notificationcenter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <limits>

namespace trainyard::ui {

using models::Comparison;
using models::NotificationRule;
using models::NotificationRules;
using models::RuleKind;
using models::SeverityFloor;

namespace {
    enum Column { KindColumn, SummaryColumn, ColumnCount };

    QString errorHtml(const QWidget* widget, const QString& text)
    {
        const bool dark = widget->palette().color(QPalette::Window).lightness() < 128;
        return QStringLiteral("<span style=\"color:%1\">%2</span>").arg(dark ? QStringLiteral("#ff8a80") : QStringLiteral("#b3261e"), text.toHtmlEscaped());
    }
} // namespace

NotificationsPage::NotificationsPage(QWidget* parent)
    : SettingsPage(parent)
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_add(new QPushButton(tr("&Add"), this))
    , m_remove(new QPushButton(tr("&Remove"), this))
    , m_editor(new QGroupBox(tr("Selected rule"), this))
    , m_enabled(new QCheckBox(tr("&Enabled"), m_editor))
    , m_jobFilter(new QLineEdit(m_editor))
    , m_backendFilter(new QLineEdit(m_editor))
    , m_kinds(new QStackedWidget(m_editor))
    , m_pattern(new QLineEdit)
    , m_patternProblem(new QLabel)
    , m_caseInsensitive(new QCheckBox(tr("&Ignore case")))
    , m_severity(new QComboBox)
    , m_rateLimit(new QSpinBox)
    , m_sample(new QLineEdit)
    , m_test(new QPushButton(tr("&Test")))
    , m_testResult(new QLabel)
    , m_metric(new QLineEdit)
    , m_comparison(new QComboBox)
    , m_threshold(new QDoubleSpinBox)
    , m_problem(new QLabel(this))
{
    auto* intro = new QLabel(tr("The console tells you (a desktop notification, the status bar) when a rule matches."), this);
    intro->setWordWrap(true);

    m_table->setHorizontalHeaderLabels({ tr("Rule"), tr("When") });
    m_table->setAccessibleName(tr("Notification rules"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(KindColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);

    auto* addMenu = new QMenu(m_add);
    addMenu->addAction(tr("&State change"), this, [this] { addRule(RuleKind::StateChange); });
    addMenu->addAction(tr("&Log line"), this, [this] { addRule(RuleKind::LogLine); });
    addMenu->addAction(tr("&Metric threshold"), this, [this] { addRule(RuleKind::MetricThreshold); });
    m_add->setMenu(addMenu);
    m_add->setToolTip(tr("Add a rule"));
    m_remove->setToolTip(tr("Remove the selected rule"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();

    // The editor: what every rule has, then a page per kind.
    m_jobFilter->setPlaceholderText(tr("every job (a part of the id, or a wildcard such as mnist-*)"));
    m_jobFilter->setClearButtonEnabled(true);
    m_backendFilter->setPlaceholderText(tr("every backend"));
    m_backendFilter->setClearButtonEnabled(true);
    auto* common = new QFormLayout;
    common->addRow(QString(), m_enabled);
    common->addRow(tr("&Jobs:"), m_jobFilter);
    common->addRow(tr("&Backends:"), m_backendFilter);

    // State change.
    auto* statePage = new QWidget;
    auto* stateForm = new QFormLayout(statePage);
    stateForm->setContentsMargins(0, 0, 0, 0);
    auto* stateBoxes = new QWidget(statePage);
    auto* stateGrid = new QGridLayout(stateBoxes);
    stateGrid->setContentsMargins(0, 0, 0, 0);
    stateForm->addRow(tr("When a job enters:"), stateBoxes);
    const QStringList& states = NotificationRules::allStates();
    for (int i = 0; i < states.size(); ++i) {
        auto* box = new QCheckBox(states[i], stateBoxes);
        box->setAccessibleName(tr("Notify when a job enters %1").arg(states[i]));
        stateGrid->addWidget(box, i / 4, i % 4);
        m_states.push_back(box);
        connect(box, &QCheckBox::toggled, this, [this, state = states[i]](bool on) {
            edit([&](NotificationRule& rule) {
                rule.states.removeAll(state);
                if (on) {
                    // Keep the lifecycle order.
                    QStringList ordered;
                    for (const QString& s : NotificationRules::allStates()) {
                        if (s == state || rule.states.contains(s))
                            ordered << s;
                    }
                    rule.states = ordered;
                }
            });
        });
    }

    // Log line.
    auto* logPage = new QWidget;
    auto* logForm = new QFormLayout(logPage);
    logForm->setContentsMargins(0, 0, 0, 0);
    m_pattern->setPlaceholderText(tr("a regular expression, e.g. loss is nan|Traceback"));
    m_patternProblem->setWordWrap(true);
    m_patternProblem->setTextFormat(Qt::RichText);
    m_patternProblem->hide();
    m_severity->addItem(tr("Any severity"), QVariant::fromValue(static_cast<int>(SeverityFloor::Any)));
    m_severity->addItem(tr("WARNING and up"), QVariant::fromValue(static_cast<int>(SeverityFloor::WarningAndUp)));
    m_severity->addItem(tr("ERROR and up"), QVariant::fromValue(static_cast<int>(SeverityFloor::ErrorAndUp)));
    m_rateLimit->setRange(1, 24 * 3600);
    m_rateLimit->setSuffix(tr(" s"));
    m_rateLimit->setToolTip(tr("At most one notification per job in this many seconds; further matches are counted."));
    m_sample->setPlaceholderText(tr("a line to try the pattern on"));
    m_sample->setAccessibleName(tr("Sample line"));
    m_testResult->setWordWrap(true);
    m_testResult->setTextFormat(Qt::RichText);
    auto* testRow = new QHBoxLayout;
    testRow->addWidget(m_sample, 1);
    testRow->addWidget(m_test);
    logForm->addRow(tr("&Pattern:"), m_pattern);
    logForm->addRow(QString(), m_patternProblem);
    logForm->addRow(QString(), m_caseInsensitive);
    logForm->addRow(tr("&Severity:"), m_severity);
    logForm->addRow(tr("At most once &per:"), m_rateLimit);
    logForm->addRow(tr("Try &it:"), testRow);
    if (auto* label = qobject_cast<QLabel*>(logForm->labelForField(testRow)))
        label->setBuddy(m_sample);
    logForm->addRow(QString(), m_testResult);

    // Metric threshold.
    auto* metricPage = new QWidget;
    auto* metricForm = new QFormLayout(metricPage);
    metricForm->setContentsMargins(0, 0, 0, 0);
    m_metric->setPlaceholderText(tr("the job's objective metric (hyperparameterMetricTag)"));
    m_metric->setToolTip(tr("The metric a tuning trial reports; empty for any job's objective metric."));
    m_comparison->addItem(tr("rises above"), QVariant::fromValue(static_cast<int>(Comparison::Above)));
    m_comparison->addItem(tr("falls below"), QVariant::fromValue(static_cast<int>(Comparison::Below)));
    m_threshold->setRange(-1e12, 1e12);
    m_threshold->setDecimals(6);
    m_threshold->setSingleStep(0.01);
    m_threshold->setAccessibleName(tr("Threshold"));
    auto* when = new QHBoxLayout;
    when->addWidget(m_comparison);
    when->addWidget(m_threshold, 1);
    metricForm->addRow(tr("M&etric:"), m_metric);
    metricForm->addRow(tr("&When it:"), when);
    if (auto* label = qobject_cast<QLabel*>(metricForm->labelForField(when)))
        label->setBuddy(m_comparison);
    auto* metricNote = new QLabel(tr("Each trial notifies once, the first time a value it reports crosses the threshold."), metricPage);
    metricNote->setWordWrap(true);
    metricForm->addRow(metricNote);

    m_kinds->addWidget(statePage);
    m_kinds->addWidget(logPage);
    m_kinds->addWidget(metricPage);

    // One column of labels for the common fields and the kind's own.
    int labelWidth = 0;
    QList<QLabel*> labels;
    for (QFormLayout* form : { common, stateForm, logForm, metricForm }) {
        for (int row = 0; row < form->rowCount(); ++row) {
            if (auto* label = qobject_cast<QLabel*>(form->itemAt(row, QFormLayout::LabelRole) ? form->itemAt(row, QFormLayout::LabelRole)->widget() : nullptr)) {
                labels << label;
                labelWidth = std::max(labelWidth, label->sizeHint().width());
            }
        }
    }
    for (QLabel* label : labels)
        label->setMinimumWidth(labelWidth);

    auto* editorLayout = new QVBoxLayout(m_editor);
    editorLayout->addLayout(common);
    editorLayout->addWidget(m_kinds);

    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::RichText);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_editor, 2);
    layout->addWidget(m_problem);

    // Edits write through to the selected rule.
    connect(m_enabled, &QCheckBox::toggled, this, [this](bool on) { edit([on](NotificationRule& r) { r.enabled = on; }); });
    connect(m_jobFilter, &QLineEdit::textEdited, this, [this](const QString& t) { edit([&t](NotificationRule& r) { r.jobFilter = t; }); });
    connect(m_backendFilter, &QLineEdit::textEdited, this, [this](const QString& t) { edit([&t](NotificationRule& r) { r.backendFilter = t; }); });
    connect(m_pattern, &QLineEdit::textChanged, this, [this](const QString& t) {
        edit([&t](NotificationRule& r) { r.pattern = t; });
        runTest();
    });
    connect(m_caseInsensitive, &QCheckBox::toggled, this, [this](bool on) {
        edit([on](NotificationRule& r) { r.caseInsensitive = on; });
        runTest();
    });
    connect(m_severity, &QComboBox::currentIndexChanged, this, [this] {
        const auto floor = static_cast<SeverityFloor>(m_severity->currentData().toInt());
        edit([floor](NotificationRule& r) { r.severity = floor; });
    });
    connect(m_rateLimit, &QSpinBox::valueChanged, this, [this](int v) { edit([v](NotificationRule& r) { r.rateLimitSeconds = v; }); });
    connect(m_test, &QPushButton::clicked, this, &NotificationsPage::runTest);
    connect(m_sample, &QLineEdit::returnPressed, this, &NotificationsPage::runTest);
    connect(m_metric, &QLineEdit::textEdited, this, [this](const QString& t) { edit([&t](NotificationRule& r) { r.metric = t.trimmed(); }); });
    connect(m_comparison, &QComboBox::currentIndexChanged, this, [this] {
        const auto c = static_cast<Comparison>(m_comparison->currentData().toInt());
        edit([c](NotificationRule& r) { r.comparison = c; });
    });
    connect(m_threshold, &QDoubleSpinBox::valueChanged, this, [this](double v) { edit([v](NotificationRule& r) { r.threshold = v; }); });

    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (m_loading)
            return;
        m_current = row;
        showRule();
    });
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (m_loading || item->column() != KindColumn)
            return;
        const int row = item->row();
        if (row < 0 || row >= static_cast<int>(m_rules.size()))
            return;
        const bool on = item->checkState() == Qt::Checked;
        if (m_rules[static_cast<std::size_t>(row)].enabled == on)
            return;
        m_rules[static_cast<std::size_t>(row)].enabled = on;
        if (row == m_current) {
            m_loading = true;
            m_enabled->setChecked(on);
            m_loading = false;
        }
        check();
        emit edited();
    });
    connect(m_remove, &QPushButton::clicked, this, &NotificationsPage::removeCurrentRule);

    setRules(NotificationRules::load());
}

void NotificationsPage::setRules(std::vector<NotificationRule> rules)
{
    m_rules = std::move(rules);
    buildTable();
    selectRule(m_rules.empty() ? -1 : 0);
    check();
}

void NotificationsPage::buildTable()
{
    m_loading = true;
    m_table->setRowCount(static_cast<int>(m_rules.size()));
    for (int row = 0; row < static_cast<int>(m_rules.size()); ++row) {
        auto* kind = new QTableWidgetItem;
        kind->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        m_table->setItem(row, KindColumn, kind);
        auto* summary = new QTableWidgetItem;
        summary->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        m_table->setItem(row, SummaryColumn, summary);
        updateRow(row);
    }
    m_loading = false;
}

void NotificationsPage::updateRow(int row)
{
    if (row < 0 || row >= static_cast<int>(m_rules.size()))
        return;
    const NotificationRule& rule = m_rules[static_cast<std::size_t>(row)];
    const bool wasLoading = m_loading;
    m_loading = true;
    if (QTableWidgetItem* kind = m_table->item(row, KindColumn)) {
        kind->setText(NotificationRules::kindName(rule.kind));
        kind->setCheckState(rule.enabled ? Qt::Checked : Qt::Unchecked);
        kind->setToolTip(tr("Checked: the rule is enabled"));
    }
    if (QTableWidgetItem* summary = m_table->item(row, SummaryColumn)) {
        const QString text = NotificationRules::summary(rule);
        const QString problem = NotificationRules::problem(rule, row);
        summary->setText(text);
        summary->setToolTip(problem.isEmpty() ? text : problem);
        summary->setForeground(problem.isEmpty() ? QBrush() : QBrush(QColor(0xb3, 0x26, 0x1e)));
    }
    m_loading = wasLoading;
}

void NotificationsPage::selectRule(int index)
{
    m_current = (index >= 0 && index < static_cast<int>(m_rules.size())) ? index : -1;
    m_loading = true;
    if (m_current >= 0)
        m_table->setCurrentCell(m_current, KindColumn);
    else
        m_table->setCurrentCell(-1, -1);
    m_loading = false;
    showRule();
}

void NotificationsPage::showRule()
{
    m_remove->setEnabled(m_current >= 0);
    m_editor->setEnabled(m_current >= 0);
    if (m_current < 0) {
        m_editor->setTitle(tr("Selected rule"));
        m_kinds->hide();
        return;
    }
    const NotificationRule& rule = m_rules[static_cast<std::size_t>(m_current)];
    m_loading = true;
    m_editor->setTitle(NotificationRules::ruleName(rule, m_current));
    m_enabled->setChecked(rule.enabled);
    m_jobFilter->setText(rule.jobFilter);
    m_backendFilter->setText(rule.backendFilter);
    m_kinds->show();
    switch (rule.kind) {
    case RuleKind::StateChange:
        m_kinds->setCurrentIndex(0);
        for (std::size_t i = 0; i < m_states.size(); ++i)
            m_states[i]->setChecked(rule.states.contains(NotificationRules::allStates().at(static_cast<qsizetype>(i))));
        break;
    case RuleKind::LogLine:
        m_kinds->setCurrentIndex(1);
        m_pattern->setText(rule.pattern);
        m_caseInsensitive->setChecked(rule.caseInsensitive);
        m_severity->setCurrentIndex(m_severity->findData(static_cast<int>(rule.severity)));
        m_rateLimit->setValue(rule.rateLimitSeconds);
        m_testResult->clear();
        break;
    case RuleKind::MetricThreshold:
        m_kinds->setCurrentIndex(2);
        m_metric->setText(rule.metric);
        m_comparison->setCurrentIndex(m_comparison->findData(static_cast<int>(rule.comparison)));
        m_threshold->setValue(rule.threshold);
        break;
    }
    m_loading = false;
    check();
}

void NotificationsPage::edit(const std::function<void(NotificationRule&)>& change)
{
    if (m_loading || m_current < 0)
        return;
    change(m_rules[static_cast<std::size_t>(m_current)]);
    updateRow(m_current);
    check();
    emit edited();
}

void NotificationsPage::addRule(RuleKind kind)
{
    NotificationRule rule = NotificationRules::make(kind);
    m_rules.push_back(rule);
    buildTable();
    selectRule(static_cast<int>(m_rules.size()) - 1);
    check();
    emit edited();
    // The field the new rule needs first.
    if (kind == RuleKind::LogLine)
        m_pattern->setFocus();
    else if (kind == RuleKind::MetricThreshold)
        m_metric->setFocus();
    else
        m_states.front()->setFocus();
}

void NotificationsPage::removeCurrentRule()
{
    if (m_current < 0)
        return;
    const int removed = m_current;
    m_rules.erase(m_rules.begin() + removed);
    buildTable();
    selectRule(std::min(removed, static_cast<int>(m_rules.size()) - 1));
    check();
    emit edited();
    m_table->setFocus();
}

QString NotificationsPage::problem() const
{
    return NotificationRules::problem(m_rules);
}

void NotificationsPage::check()
{
    const QString p = problem();
    m_problem->setText(p.isEmpty() ? QString() : errorHtml(this, p));
    m_problem->setVisible(!p.isEmpty());
    // The pattern's own message, next to it.
    QString patternProblem;
    if (m_current >= 0) {
        const NotificationRule& rule = m_rules[static_cast<std::size_t>(m_current)];
        if (rule.kind == RuleKind::LogLine && !rule.pattern.isEmpty()) {
            const QRegularExpression re = NotificationRules::compile(rule);
            if (!re.isValid())
                patternProblem = tr("Not a valid regular expression: %1 at offset %2.").arg(re.errorString()).arg(re.patternErrorOffset());
        } else if (rule.kind == RuleKind::LogLine) {
            patternProblem = tr("Type the pattern a line must match.");
        }
    }
    m_patternProblem->setText(patternProblem.isEmpty() ? QString() : errorHtml(this, patternProblem));
    m_patternProblem->setVisible(!patternProblem.isEmpty());
    m_pattern->setAccessibleDescription(patternProblem);
    m_test->setEnabled(patternProblem.isEmpty());
}

void NotificationsPage::runTest()
{
    if (m_current < 0 || m_rules[static_cast<std::size_t>(m_current)].kind != RuleKind::LogLine)
        return;
    const NotificationRule& rule = m_rules[static_cast<std::size_t>(m_current)];
    const QRegularExpression re = NotificationRules::compile(rule);
    if (rule.pattern.isEmpty() || !re.isValid() || m_sample->text().isEmpty()) {
        m_testResult->clear();
        return;
    }
    const QRegularExpressionMatch match = re.match(m_sample->text());
    if (match.hasMatch()) {
        m_testResult->setText(tr("Matches: “%1”").arg(match.captured(0)).toHtmlEscaped());
    } else {
        m_testResult->setText(errorHtml(this, tr("Does not match.")));
    }
}

void NotificationsPage::apply()
{
    NotificationRules::save(m_rules);
    NotificationCenter::reloadAll();
}

} // namespace trainyard::ui
