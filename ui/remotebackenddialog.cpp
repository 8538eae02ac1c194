#include "remotebackenddialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace trainyard::ui {

RemoteBackendDialog::RemoteBackendDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Add a remote backend"));
    auto* form = new QFormLayout(this);
    m_kind = new QComboBox(this);
    m_kind->addItem(tr("Trainyard daemon"));
    m_kind->addItem(tr("Google Cloud project (AI Platform Training, retired)"));
    m_kind->setItemData(1,
        tr("Google has retired the AI Platform Training API (ml.googleapis.com): it lists old jobs at most. "
           "Use Vertex AI for new jobs."),
        Qt::ToolTipRole);
    m_kind->addItem(tr("Vertex AI"));
    m_kind->setItemData(2,
        tr("Vertex AI custom and tuning jobs of a Google Cloud project in the regions named below, or, with a URL, "
           "the Vertex paths of a Trainyard daemon (project \"local\")."),
        Qt::ToolTipRole);
    form->addRow(tr("&Kind:"), m_kind);
    m_name = new QLineEdit(this);
    form->addRow(tr("&Name:"), m_name);
    m_url = new QLineEdit(this);
    m_url->setPlaceholderText(QStringLiteral("https://gpu-box:8470"));
    form->addRow(tr("&URL:"), m_url);
    m_project = new QLineEdit(QStringLiteral("local"), this);
    form->addRow(tr("&Project:"), m_project);
    m_regions = new QLineEdit(this);
    m_regions->setPlaceholderText(QStringLiteral("us-central1, europe-west4"));
    m_regions->setToolTip(tr("Vertex AI: the regions whose jobs are listed, separated by commas; new jobs go to the first unless chosen."));
    form->addRow(tr("&Regions:"), m_regions);
    m_tokenFile = new QLineEdit(this);
    m_tokenFile->setPlaceholderText(tr("the daemon's token file, copied here"));
    form->addRow(tr("Token &file:"), m_tokenFile);
    m_tokenCommand = new QLineEdit(this);
    m_tokenCommand->setPlaceholderText(QStringLiteral("gcloud auth print-access-token"));
    form->addRow(tr("Token &command:"), m_tokenCommand);
    m_caFile = new QLineEdit(this);
    m_caFile->setPlaceholderText(tr("empty: the system's certificate authorities"));
    m_caFile->setToolTip(tr("https://: the PEM file of the certificate authority that signed the daemon's certificate."));
    form->addRow(tr("C&A file:"), m_caFile);
    // The pin is what the user trusted once (Settings, Test, "Trust this certificate…"): it is replaced
    // only deliberately, never by a click on a prompt that a changed certificate would show.
    m_pinnedKey = new QLineEdit(this);
    m_pinnedKey->setPlaceholderText(tr("none: set by Test, then \"Trust this certificate…\""));
    m_pinnedKey->setToolTip(tr("https://: the SHA-256 of the daemon's public key (sha256//…, as trainyardd prints it at start). "
                               "With a pin, only that key is trusted."));
    m_forgetPin = new QPushButton(tr("Forget pinned certificate"), this);
    m_forgetPin->setAutoDefault(false);
    auto* pinRow = new QHBoxLayout;
    pinRow->addWidget(m_pinnedKey, 1);
    pinRow->addWidget(m_forgetPin);
    form->addRow(tr("Pinned &key:"), pinRow);
    m_cleartext = new QCheckBox(tr("Allow plain &HTTP to another machine: the token and every job travel unencrypted, "
                                   "readable and replayable by anyone on the network"),
        this);
    form->addRow(m_cleartext);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    form->addRow(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (auto* edit : { m_name, m_url, m_project, m_regions, m_tokenFile, m_tokenCommand, m_caFile, m_pinnedKey })
        connect(edit, &QLineEdit::textChanged, this, &RemoteBackendDialog::validate);
    connect(m_cleartext, &QCheckBox::toggled, this, &RemoteBackendDialog::validate);
    connect(m_forgetPin, &QPushButton::clicked, m_pinnedKey, &QLineEdit::clear);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int index) {
        const bool google = index == 1 || index == 2;
        if (google && m_project->text() == QStringLiteral("local"))
            m_project->clear();
        if (google && m_tokenCommand->text().isEmpty())
            m_tokenCommand->setText(QStringLiteral("gcloud auth print-access-token"));
        if (index == 2 && m_regions->text().isEmpty())
            m_regions->setText(QStringLiteral("us-central1"));
        m_regions->setEnabled(index == 2);
        for (QWidget* security : std::initializer_list<QWidget*> { m_caFile, m_pinnedKey, m_cleartext })
            security->setEnabled(index != 1); // Google's own endpoints are https:// with public CAs
        m_url->setPlaceholderText(index == 2 ? tr("empty: Google's regional endpoints; or a daemon's http://… or unix:/…")
                                             : QStringLiteral("https://gpu-box:8470"));
        validate();
    });
    m_regions->setEnabled(false);
    validate();
}

RemoteBackendConfig RemoteBackendDialog::config() const
{
    RemoteBackendConfig c;
    const int kind = m_kind->currentIndex();
    c.kind = kind == 2 ? RemoteBackendConfig::Kind::Vertex : kind == 1 ? RemoteBackendConfig::Kind::Google : RemoteBackendConfig::Kind::Daemon;
    c.name = m_name->text().trimmed();
    c.baseUrl = m_url->text().trimmed();
    c.project = m_project->text().trimmed();
    c.tokenFile = m_tokenFile->text().trimmed();
    c.tokenCommand = m_tokenCommand->text().trimmed();
    if (c.kind != RemoteBackendConfig::Kind::Google) {
        c.caFile = m_caFile->text().trimmed();
        c.pinnedKey = m_pinnedKey->text().trimmed();
        c.allowCleartextHttp = m_cleartext->isChecked();
    }
    if (c.kind == RemoteBackendConfig::Kind::Vertex) {
        for (const QString& region : m_regions->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!region.trimmed().isEmpty())
                c.regions.append(region.trimmed());
        }
    }
    return c;
}

void RemoteBackendDialog::setConfig(const RemoteBackendConfig& c)
{
    setWindowTitle(tr("Edit the remote backend %1").arg(c.name));
    m_kind->setCurrentIndex(c.kind == RemoteBackendConfig::Kind::Vertex ? 2 : c.kind == RemoteBackendConfig::Kind::Google ? 1 : 0);
    m_regions->setText(c.regions.join(QStringLiteral(", ")));
    m_name->setText(c.name);
    m_url->setText(c.baseUrl);
    m_project->setText(c.project);
    m_tokenFile->setText(c.tokenFile);
    m_tokenCommand->setText(c.tokenCommand);
    m_caFile->setText(c.caFile);
    m_pinnedKey->setText(c.pinnedKey);
    m_cleartext->setChecked(c.allowCleartextHttp);
    validate();
}

void RemoteBackendDialog::validate()
{
    const QString problem = config().problem();
    m_problem->setText(problem);
    m_ok->setEnabled(problem.isEmpty());
    m_forgetPin->setEnabled(!m_pinnedKey->text().isEmpty() && m_pinnedKey->isEnabled());
}

} // namespace trainyard::ui
