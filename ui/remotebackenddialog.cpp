#include "remotebackenddialog.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
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
    m_url->setPlaceholderText(QStringLiteral("http://gpu-box:8470"));
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
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    form->addRow(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (auto* edit : { m_name, m_url, m_project, m_regions, m_tokenFile, m_tokenCommand })
        connect(edit, &QLineEdit::textChanged, this, &RemoteBackendDialog::validate);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int index) {
        const bool google = index == 1 || index == 2;
        if (google && m_project->text() == QStringLiteral("local"))
            m_project->clear();
        if (google && m_tokenCommand->text().isEmpty())
            m_tokenCommand->setText(QStringLiteral("gcloud auth print-access-token"));
        if (index == 2 && m_regions->text().isEmpty())
            m_regions->setText(QStringLiteral("us-central1"));
        m_regions->setEnabled(index == 2);
        m_url->setPlaceholderText(index == 2 ? tr("empty: Google's regional endpoints; or a daemon's http://… or unix:/…")
                                             : QStringLiteral("http://gpu-box:8470"));
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
    validate();
}

void RemoteBackendDialog::validate()
{
    const QString problem = config().problem();
    m_problem->setText(problem);
    m_ok->setEnabled(problem.isEmpty());
}

} // namespace trainyard::ui
