#include "backendspage.h"

#include "backendtester.h"

#include "console/certificateprobe.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
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
    , m_probe(new CertificateProbe(this))
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
    m_trust = new QPushButton(tr("Tr&ust this certificate…"), this);
    m_trust->setAutoDefault(false);
    m_trust->setToolTip(tr("Show the daemon's certificate and, if it is the one the daemon printed at start, pin it for this backend"));
    m_trust->hide();
    auto* trustRow = new QHBoxLayout;
    trustRow->addStretch(1);
    trustRow->addWidget(m_trust);
    layout->addLayout(trustRow);

    connect(m_add, &QPushButton::clicked, this, &BackendsPage::addBackend);
    connect(m_edit, &QPushButton::clicked, this, &BackendsPage::editBackend);
    connect(m_remove, &QPushButton::clicked, this, &BackendsPage::removeBackend);
    connect(m_test, &QPushButton::clicked, this, &BackendsPage::testBackend);
    connect(m_cancel, &QPushButton::clicked, this, &BackendsPage::cancelTest);
    connect(m_list, &QListWidget::currentRowChanged, this, &BackendsPage::updateButtons);
    connect(m_list, &QListWidget::itemActivated, this, &BackendsPage::editBackend);
    connect(m_tester, &BackendTester::finished, this, &BackendsPage::showResult);
    connect(m_trust, &QPushButton::clicked, this, &BackendsPage::trustCertificate);
    connect(m_probe, &CertificateProbe::finished, this, &BackendsPage::probed);
    refill(0);
}

void BackendsPage::refill(int current)
{
    m_list->clear();
    for (const RemoteBackendConfig& c : m_configs) {
        const bool google = c.kind == RemoteBackendConfig::Kind::Google;
        const bool vertex = c.kind == RemoteBackendConfig::Kind::Vertex;
        const bool ssh = c.kind == RemoteBackendConfig::Kind::Ssh;
        QString where = c.baseUrl;
        if (ssh)
            where = c.sshJumpHost.isEmpty() ? tr("trainyardd on %1 through SSH").arg(c.sshDestination)
                                            : tr("trainyardd on %1 through SSH via %2").arg(c.sshDestination, c.sshJumpHost);
        else if (google)
            where = tr("Google Cloud project %1 (AI Platform Training, retired)").arg(c.project);
        else if (vertex && c.baseUrl.isEmpty())
            where = tr("Vertex AI, project %1 in %2").arg(c.project, c.regions.join(QStringLiteral(", ")));
        else if (vertex)
            where = tr("Vertex AI at %1").arg(c.baseUrl);
        auto* item = new QListWidgetItem(style()->standardIcon(google || vertex ? QStyle::SP_DriveNetIcon : QStyle::SP_ComputerIcon),
            tr("%1 — %2").arg(c.name, where), m_list);
        QString tip = c.tokenCommand.isEmpty() ? tr("Token file: %1").arg(c.tokenFile) : tr("Token command: %1").arg(c.tokenCommand);
        if (ssh)
            tip = tr("Daemon socket: %1").arg(c.remoteSocket.isEmpty() ? tr("the daemon's default there") : c.remoteSocket)
                + QLatin1Char('\n') + (c.startRemoteDaemon ? tr("Starts trainyardd there when none answers") : tr("Never starts trainyardd there"));
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
    m_trust->hide();
    m_probe->cancel();
    m_testedRow = row;
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
    const client::SecurityFailure failure = ok ? client::SecurityFailure::None : m_tester->securityFailure();
    if (failure == client::SecurityFailure::Untrusted) {
        m_trust->show();
    } else if (failure == client::SecurityFailure::PinMismatch && m_testedRow >= 0 && m_testedRow < m_configs.size()) {
        // Loud, and no one-click way out: the user removes the pin in the backend's dialog, on purpose.
        m_resultIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxCritical).pixmap(size, size));
        m_result->setAccessibleDescription(tr("The daemon's certificate has changed"));
        m_result->setText(message + QStringLiteral("\n") + tr("Pinned key: %1").arg(m_configs[m_testedRow].pinnedKey));
        m_probeToPin = false;
        m_probe->start(m_configs[m_testedRow].baseUrl);
    }
    updateButtons();
    if (cancelHadFocus)
        m_test->setFocus();
}

void BackendsPage::trustCertificate()
{
    if (m_testedRow < 0 || m_testedRow >= m_configs.size())
        return;
    m_trust->setEnabled(false);
    m_probeToPin = true;
    m_result->setText(tr("Reading the certificate of %1…").arg(m_configs[m_testedRow].baseUrl));
    m_probe->start(m_configs[m_testedRow].baseUrl);
}

void BackendsPage::probed(const CertificateProbe::Result& result)
{
    m_trust->setEnabled(true);
    if (m_testedRow < 0 || m_testedRow >= m_configs.size())
        return;
    if (!m_probeToPin) {
        if (result.error.isEmpty()) // the changed key beside the pinned one
            m_result->setText(m_result->text() + QStringLiteral("\n")
                + tr("The daemon now presents key %1 (certificate SHA-256 %2)").arg(result.publicKeyPin, result.certificateSha256));
        return;
    }
    if (!result.error.isEmpty()) {
        m_result->setText(tr("The certificate could not be read: %1").arg(result.error));
        return;
    }
    const QLocale locale;
    delete m_prompt;
    m_prompt = new QMessageBox(QMessageBox::Question, tr("Trust this certificate?"),
        tr("%1:%2 presents a certificate this console does not trust. Compare its fingerprints with the ones trainyardd printed "
           "when it started; pin it only if they are the same.")
            .arg(result.host)
            .arg(result.port),
        QMessageBox::Yes | QMessageBox::No, this);
    m_prompt->setDefaultButton(QMessageBox::No);
    m_prompt->setInformativeText(tr("Subject: %1\nIssuer: %2%3\nValid from %4 to %5\nCertificate SHA-256:\n%6\nPublic key pin:\n%7")
                                     .arg(result.subject, result.issuer, result.selfSigned ? tr(" (self-signed)") : QString(),
                                         locale.toString(result.notBefore, QLocale::ShortFormat), locale.toString(result.notAfter, QLocale::ShortFormat),
                                         result.certificateSha256, result.publicKeyPin));
    m_prompt->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const int row = m_testedRow;
    const QString url = m_configs[row].baseUrl;
    const QString pin = result.publicKeyPin;
    connect(m_prompt, &QMessageBox::finished, this, [this, row, url, pin] {
        const bool yes = m_prompt->clickedButton() == m_prompt->button(QMessageBox::Yes);
        m_prompt->deleteLater();
        m_prompt = nullptr;
        if (!yes || row >= m_configs.size() || m_configs[row].baseUrl != url)
            return;
        RemoteBackendConfig config = m_configs[row];
        config.pinnedKey = pin;
        replaceConfig(row, config);
        m_trust->hide();
        m_result->setText(tr("Pinned %1 for %2. Test again to connect with it.").arg(pin, config.name));
    });
    m_prompt->open(); // not exec(): the page goes on with its event loop
}

void BackendsPage::apply()
{
    if (changed())
        RemoteBackendConfig::saveAll(m_configs);
    m_stored = m_configs;
}

} // namespace trainyard::ui
