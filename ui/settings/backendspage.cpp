#include "backendspage.h"

#include "backendtester.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace trainyard::ui {

BackendsPage::BackendsPage(client::HttpTransport& transport, QWidget* parent)
    : SettingsPage(parent)
    , m_configs(RemoteBackendConfig::loadAll())
    , m_stored(m_configs)
    , m_tester(new BackendTester(transport, this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* intro = new QLabel(tr("Remote daemons and Google Cloud projects the console shows beside the local daemon."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* heading = new QLabel(tr("&Remote backends:"), this);
    layout->addWidget(heading);

    auto* row = new QHBoxLayout;
    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Remote backends"));
    heading->setBuddy(m_list);
    row->addWidget(m_list, 1);
    auto* buttons = new QVBoxLayout;
    m_add = new QPushButton(tr("&Add…"), this);
    m_edit = new QPushButton(tr("&Edit…"), this);
    m_remove = new QPushButton(tr("Re&move"), this);
    m_test = new QPushButton(tr("&Test"), this);
    m_test->setToolTip(tr("Connect to the selected backend and list one job"));
    for (QPushButton* button : { m_add, m_edit, m_remove, m_test }) {
        button->setAutoDefault(false);
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    row->addLayout(buttons);
    layout->addLayout(row, 1);

    auto* testRow = new QHBoxLayout;
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0); // busy: how long an answer takes is not known
    m_progress->setTextVisible(false);
    m_progress->setAccessibleName(tr("Testing the backend"));
    m_progress->hide();
    testRow->addWidget(m_progress, 1);
    m_cancel = new QPushButton(tr("&Cancel test"), this);
    m_cancel->setAutoDefault(false);
    m_cancel->hide();
    testRow->addWidget(m_cancel);
    layout->addLayout(testRow);
    m_result = new QLabel(this);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_result->setAccessibleName(tr("Test result"));
    m_result->setMinimumHeight(m_result->fontMetrics().lineSpacing() * 3);
    m_result->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_resultIcon = new QLabel(this);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_resultIcon->setFixedSize(iconSize, iconSize);
    auto* resultRow = new QHBoxLayout;
    resultRow->addWidget(m_resultIcon, 0, Qt::AlignTop);
    resultRow->addWidget(m_result, 1);
    layout->addLayout(resultRow);

    connect(m_add, &QPushButton::clicked, this, &BackendsPage::addBackend);
    connect(m_edit, &QPushButton::clicked, this, &BackendsPage::editBackend);
    connect(m_remove, &QPushButton::clicked, this, &BackendsPage::removeBackend);
    connect(m_test, &QPushButton::clicked, this, &BackendsPage::testBackend);
    connect(m_cancel, &QPushButton::clicked, this, &BackendsPage::cancelTest);
    connect(m_list, &QListWidget::currentRowChanged, this, &BackendsPage::updateButtons);
    connect(m_list, &QListWidget::itemActivated, this, &BackendsPage::editBackend);
    connect(m_tester, &BackendTester::finished, this, &BackendsPage::showResult);
    refill(0);
}

void BackendsPage::refill(int current)
{
    m_list->clear();
    for (const RemoteBackendConfig& c : m_configs) {
        const bool google = c.kind == RemoteBackendConfig::Kind::Google;
        const bool vertex = c.kind == RemoteBackendConfig::Kind::Vertex;
        QString where = c.baseUrl;
        if (google)
            where = tr("Google Cloud project %1 (AI Platform Training, retired)").arg(c.project);
        else if (vertex && c.baseUrl.isEmpty())
            where = tr("Vertex AI, project %1 in %2").arg(c.project, c.regions.join(QStringLiteral(", ")));
        else if (vertex)
            where = tr("Vertex AI at %1").arg(c.baseUrl);
        auto* item = new QListWidgetItem(style()->standardIcon(google || vertex ? QStyle::SP_DriveNetIcon : QStyle::SP_ComputerIcon),
            tr("%1 — %2").arg(c.name, where), m_list);
        QString tip = c.tokenCommand.isEmpty() ? tr("Token file: %1").arg(c.tokenFile) : tr("Token command: %1").arg(c.tokenCommand);
        if (google)
            tip += QLatin1Char('\n') + tr("Google has retired the AI Platform Training API: use a Vertex AI backend for new jobs.");
        item->setToolTip(tip);
    }
    if (!m_configs.isEmpty())
        m_list->setCurrentRow(std::clamp(current, 0, static_cast<int>(m_configs.size()) - 1));
    updateButtons();
    emit edited();
}

void BackendsPage::updateButtons()
{
    const bool selected = m_list->currentRow() >= 0;
    m_edit->setEnabled(selected);
    m_remove->setEnabled(selected);
    m_test->setEnabled(selected && !m_tester->running());
}

void BackendsPage::addConfig(const RemoteBackendConfig& config)
{
    m_configs.append(config);
    refill(static_cast<int>(m_configs.size()) - 1);
}

void BackendsPage::replaceConfig(int row, const RemoteBackendConfig& config)
{
    if (row < 0 || row >= m_configs.size())
        return;
    m_configs[row] = config;
    refill(row);
}

void BackendsPage::removeConfig(int row)
{
    if (row < 0 || row >= m_configs.size())
        return;
    m_configs.removeAt(row);
    refill(row);
}

void BackendsPage::addBackend()
{
    RemoteBackendDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        addConfig(dialog.config());
}

void BackendsPage::editBackend()
{
    const int row = m_list->currentRow();
    if (row < 0)
        return;
    RemoteBackendDialog dialog(this);
    dialog.setConfig(m_configs[row]);
    if (dialog.exec() == QDialog::Accepted)
        replaceConfig(row, dialog.config());
}

void BackendsPage::removeBackend()
{
    removeConfig(m_list->currentRow());
}

void BackendsPage::testBackend()
{
    const int row = m_list->currentRow();
    if (row < 0)
        return;
    m_resultIcon->clear();
    m_result->setText(tr("Testing %1…").arg(m_configs[row].name));
    m_progress->show();
    m_cancel->show();
    m_tester->start(m_configs[row]);
    updateButtons();
}

void BackendsPage::cancelTest()
{
    m_tester->cancel();
    m_progress->hide();
    m_cancel->hide();
    m_resultIcon->clear();
    m_result->setText(tr("Test cancelled."));
    updateButtons();
    m_test->setFocus();
}

void BackendsPage::showResult(bool ok, const QString& message)
{
    m_progress->hide();
    const bool cancelHadFocus = m_cancel->hasFocus();
    m_cancel->hide();
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_resultIcon->setPixmap(style()->standardIcon(ok ? QStyle::SP_DialogApplyButton : QStyle::SP_MessageBoxWarning).pixmap(size, size));
    m_result->setText(message);
    m_result->setAccessibleDescription(ok ? tr("The backend answered") : tr("The test failed"));
    updateButtons();
    if (cancelHadFocus)
        m_test->setFocus();
}

void BackendsPage::apply()
{
    if (changed())
        RemoteBackendConfig::saveAll(m_configs);
    m_stored = m_configs;
}

} // namespace trainyard::ui
