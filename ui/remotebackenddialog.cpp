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
    using Kind = RemoteBackendConfig::Kind;
    m_kind->addItem(tr("Trainyard daemon through SSH"), static_cast<int>(Kind::Ssh));
    m_kind->setItemData(0,
        tr("A trainyardd on a login node or a GPU box, reached with your ssh: your keys, agent, known hosts and ~/.ssh/config. "
           "No token; everything travels encrypted."),
        Qt::ToolTipRole);
    m_kind->addItem(tr("Trainyard daemon over HTTPS"), static_cast<int>(Kind::Daemon));
    m_kind->setItemData(1, tr("A trainyardd serving a team on TCP (trainyardd --listen with --tls-cert), with its token."), Qt::ToolTipRole);
    m_kind->addItem(tr("Vertex AI"), static_cast<int>(Kind::Vertex));
    m_kind->setItemData(2,
        tr("Vertex AI custom and tuning jobs of a Google Cloud project in the regions named below, or, with a URL, "
           "the Vertex paths of a Trainyard daemon (project \"local\")."),
        Qt::ToolTipRole);
    m_kind->addItem(tr("Google Cloud project (AI Platform Training, retired)"), static_cast<int>(Kind::Google));
    m_kind->setItemData(3,
        tr("Google has retired the AI Platform Training API (ml.googleapis.com): it lists old jobs at most. "
           "Use Vertex AI for new jobs."),
        Qt::ToolTipRole);
    form->addRow(tr("&Kind:"), m_kind);
    m_name = new QLineEdit(this);
    form->addRow(tr("&Name:"), m_name);
    m_destination = new QLineEdit(this);
    m_destination->setPlaceholderText(tr("user@login-node, or a Host of ~/.ssh/config"));
    form->addRow(tr("&Destination:"), m_destination);
    m_jumpHost = new QLineEdit(this);
    m_jumpHost->setPlaceholderText(tr("optional: user@bastion (ssh -J)"));
    form->addRow(tr("&Jump host:"), m_jumpHost);
    m_sshConfig = new QLineEdit(this);
    m_sshConfig->setPlaceholderText(tr("optional: instead of ~/.ssh/config (ssh -F)"));
    form->addRow(tr("SSH c&onfig file:"), m_sshConfig);
    m_remoteSocket = new QLineEdit(this);
    m_remoteSocket->setPlaceholderText(tr("empty: the daemon's default there"));
    m_remoteSocket->setToolTip(tr("The daemon's Unix socket on the host; empty: $XDG_RUNTIME_DIR/trainyard/daemon.sock there, "
                                  "or /tmp/trainyard-UID/daemon.sock."));
    form->addRow(tr("Daemon &socket:"), m_remoteSocket);
    m_startRemote = new QCheckBox(tr("S&tart trainyardd there when none answers (it keeps running after the console closes)"), this);
    m_startRemote->setChecked(true);
    form->addRow(m_startRemote);
    m_remoteProgram = new QLineEdit(this);
    m_remoteProgram->setPlaceholderText(tr("trainyardd on the PATH there"));
    m_remoteProgram->setToolTip(tr("A path on the host when trainyardd is not on the PATH of a non-interactive ssh session there; ~/ is the home there."));
    form->addRow(tr("Daemon pro&gram:"), m_remoteProgram);
    m_remoteArguments = new QLineEdit(this);
    m_remoteArguments->setPlaceholderText(QStringLiteral("--data-dir ~/trainyard --slurm gpu=gpu"));
    m_remoteArguments->setToolTip(tr("The daemon's flags, read by the shell on the host: ~ and $HOME are the home there."));
    form->addRow(tr("Daemon argu&ments:"), m_remoteArguments);
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
    m_pinRow = new QHBoxLayout;
    m_pinRow->addWidget(m_pinnedKey, 1);
    m_pinRow->addWidget(m_forgetPin);
    form->addRow(tr("Pinned ke&y:"), m_pinRow);
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
    for (auto* edit : { m_name, m_url, m_project, m_regions, m_tokenFile, m_tokenCommand, m_caFile, m_pinnedKey, m_destination, m_jumpHost,
             m_sshConfig, m_remoteSocket, m_remoteProgram, m_remoteArguments })
        connect(edit, &QLineEdit::textChanged, this, &RemoteBackendDialog::validate);
    connect(m_cleartext, &QCheckBox::toggled, this, &RemoteBackendDialog::validate);
    connect(m_startRemote, &QCheckBox::toggled, this, &RemoteBackendDialog::validate);
    connect(m_forgetPin, &QPushButton::clicked, m_pinnedKey, &QLineEdit::clear);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        const Kind kind = currentKind();
        const bool google = kind == Kind::Google || kind == Kind::Vertex;
        if (google && m_project->text() == QStringLiteral("local"))
            m_project->clear();
        if (google && m_tokenCommand->text().isEmpty())
            m_tokenCommand->setText(QStringLiteral("gcloud auth print-access-token"));
        if (kind == Kind::Vertex && m_regions->text().isEmpty())
            m_regions->setText(QStringLiteral("us-central1"));
        m_url->setPlaceholderText(kind == Kind::Vertex ? tr("empty: Google's regional endpoints; or a daemon's https://… or unix:/…")
                                                       : QStringLiteral("https://gpu-box:8470"));
        showRowsOf(kind);
        validate();
    });
    m_form = form;
    showRowsOf(currentKind());
    validate();
}

RemoteBackendConfig::Kind RemoteBackendDialog::currentKind() const
{
    return static_cast<RemoteBackendConfig::Kind>(m_kind->currentData().toInt());
}

void RemoteBackendDialog::showRowsOf(RemoteBackendConfig::Kind kind)
{
    // Only the fields that kind uses: an SSH backend has no URL or token, Google's own endpoints need
    // no CA or pin, and only Vertex names regions.
    using Kind = RemoteBackendConfig::Kind;
    const bool ssh = kind == Kind::Ssh;
    for (QWidget* field : std::initializer_list<QWidget*> { m_destination, m_jumpHost, m_sshConfig, m_remoteSocket, m_startRemote, m_remoteProgram, m_remoteArguments })
        m_form->setRowVisible(field, ssh);
    for (QWidget* field : std::initializer_list<QWidget*> { m_url, m_project, m_tokenFile, m_tokenCommand })
        m_form->setRowVisible(field, !ssh);
    m_form->setRowVisible(m_regions, kind == Kind::Vertex);
    for (QWidget* field : std::initializer_list<QWidget*> { m_caFile, m_cleartext })
        m_form->setRowVisible(field, kind == Kind::Daemon || kind == Kind::Vertex);
    m_form->setRowVisible(m_pinRow, kind == Kind::Daemon || kind == Kind::Vertex);
    if (isVisible())
        adjustSize(); // the dialog fits the rows it shows now
}

RemoteBackendConfig RemoteBackendDialog::config() const
{
    RemoteBackendConfig c;
    c.kind = currentKind();
    c.name = m_name->text().trimmed();
    if (c.kind == RemoteBackendConfig::Kind::Ssh) {
        c.sshDestination = m_destination->text().trimmed();
        c.sshJumpHost = m_jumpHost->text().trimmed();
        c.sshConfigFile = m_sshConfig->text().trimmed();
        c.remoteSocket = m_remoteSocket->text().trimmed();
        c.startRemoteDaemon = m_startRemote->isChecked();
        c.remoteProgram = m_remoteProgram->text().trimmed();
        c.remoteArguments = m_remoteArguments->text().trimmed();
        return c;
    }
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
    m_kind->setCurrentIndex(m_kind->findData(static_cast<int>(c.kind)));
    m_regions->setText(c.regions.join(QStringLiteral(", ")));
    m_name->setText(c.name);
    m_url->setText(c.baseUrl);
    m_project->setText(c.project);
    m_tokenFile->setText(c.tokenFile);
    m_tokenCommand->setText(c.tokenCommand);
    m_caFile->setText(c.caFile);
    m_pinnedKey->setText(c.pinnedKey);
    m_cleartext->setChecked(c.allowCleartextHttp);
    m_destination->setText(c.sshDestination);
    m_jumpHost->setText(c.sshJumpHost);
    m_sshConfig->setText(c.sshConfigFile);
    m_remoteSocket->setText(c.remoteSocket);
    m_startRemote->setChecked(c.startRemoteDaemon);
    m_remoteProgram->setText(c.remoteProgram);
    m_remoteArguments->setText(c.remoteArguments);
    showRowsOf(c.kind);
    validate();
}

void RemoteBackendDialog::validate()
{
    m_remoteProgram->setEnabled(m_startRemote->isChecked());
    m_remoteArguments->setEnabled(m_startRemote->isChecked());
    const QString problem = config().problem();
    m_problem->setText(problem);
    m_ok->setEnabled(problem.isEmpty());
    m_forgetPin->setEnabled(!m_pinnedKey->text().isEmpty() && m_pinnedKey->isEnabled());
}

} // namespace trainyard::ui
