#include "remotebackenddialog.h"

#include "client/commandtokenprovider.h"
#include "client/googlebackend.h"
#include "client/restbackend.h"
#include "client/tokenprovider.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QUrl>

namespace trainyard::ui {

namespace {
    QString settingsGroup() { return QStringLiteral("backends"); }
}

std::unique_ptr<client::Backend> RemoteBackendConfig::create(client::HttpTransport& transport) const
{
    client::TokenProvider* tokens = nullptr;
    if (!tokenCommand.isEmpty()) {
        tokens = new client::CommandTokenProvider(tokenCommand);
    } else if (!tokenFile.isEmpty()) {
        QFile file(tokenFile);
        std::string token;
        if (file.open(QIODevice::ReadOnly)) // small and local; read once when the backend is created
            token = file.readAll().trimmed().toStdString();
        tokens = new client::StaticTokenProvider(token);
    }
    std::unique_ptr<client::Backend> backend;
    if (kind == Kind::Google) {
        client::GoogleBackendOptions options;
        options.project = project.toStdString();
        options.tokens = tokens;
        if (!baseUrl.isEmpty())
            options.mlBaseUrl = baseUrl.toStdString();
        backend = std::make_unique<client::GoogleBackend>(transport, options);
    } else {
        client::Endpoint endpoint;
        endpoint.baseUrl = baseUrl.toStdString();
        while (!endpoint.baseUrl.empty() && endpoint.baseUrl.back() == '/')
            endpoint.baseUrl.pop_back();
        endpoint.project = project.toStdString();
        endpoint.tokens = tokens;
        backend = std::make_unique<client::RestBackend>(name, transport, endpoint);
    }
    if (tokens) // a child outlives its parent's destructor body, so the backend can use it to the end
        tokens->setParent(backend.get());
    return backend;
}

QString RemoteBackendConfig::problem() const
{
    if (name.trimmed().isEmpty())
        return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog", "Name: give the backend a name.");
    const QUrl url(baseUrl);
    if (kind == Kind::Daemon && (!url.isValid() || (url.scheme() != QStringLiteral("http") && url.scheme() != QStringLiteral("https")) || url.host().isEmpty()))
        return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog", "URL: must be http:// or https:// with a host, like http://gpu-box:8470.");
    if (project.trimmed().isEmpty())
        return QCoreApplication::translate("trainyard::ui::RemoteBackendDialog", "Project: must not be empty (a daemon's project is \"local\").");
    return {};
}

QList<RemoteBackendConfig> RemoteBackendConfig::loadAll()
{
    QSettings settings;
    QList<RemoteBackendConfig> out;
    const int n = settings.beginReadArray(settingsGroup());
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        RemoteBackendConfig c;
        c.kind = settings.value(QStringLiteral("kind")).toString() == QStringLiteral("google") ? Kind::Google : Kind::Daemon;
        c.name = settings.value(QStringLiteral("name")).toString();
        c.baseUrl = settings.value(QStringLiteral("url")).toString();
        c.project = settings.value(QStringLiteral("project")).toString();
        c.tokenFile = settings.value(QStringLiteral("tokenFile")).toString();
        c.tokenCommand = settings.value(QStringLiteral("tokenCommand")).toString();
        if (c.problem().isEmpty())
            out.append(c);
    }
    settings.endArray();
    return out;
}

void RemoteBackendConfig::append(const RemoteBackendConfig& config)
{
    QList<RemoteBackendConfig> all = loadAll();
    all.append(config);
    saveAll(all);
}

void RemoteBackendConfig::saveAll(const QList<RemoteBackendConfig>& all)
{
    QSettings settings;
    settings.remove(settingsGroup()); // a shorter list leaves no entries of the longer one behind
    settings.beginWriteArray(settingsGroup(), static_cast<int>(all.size()));
    for (int i = 0; i < all.size(); ++i) {
        settings.setArrayIndex(i);
        const auto& c = all[i];
        settings.setValue(QStringLiteral("kind"), c.kind == Kind::Google ? QStringLiteral("google") : QStringLiteral("daemon"));
        settings.setValue(QStringLiteral("name"), c.name);
        settings.setValue(QStringLiteral("url"), c.baseUrl);
        settings.setValue(QStringLiteral("project"), c.project);
        settings.setValue(QStringLiteral("tokenFile"), c.tokenFile);
        settings.setValue(QStringLiteral("tokenCommand"), c.tokenCommand);
    }
    settings.endArray();
}

RemoteBackendDialog::RemoteBackendDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Add a remote backend"));
    auto* form = new QFormLayout(this);
    m_kind = new QComboBox(this);
    m_kind->addItem(tr("Trainyard daemon"));
    m_kind->addItem(tr("Google Cloud project"));
    form->addRow(tr("&Kind:"), m_kind);
    m_name = new QLineEdit(this);
    form->addRow(tr("&Name:"), m_name);
    m_url = new QLineEdit(this);
    m_url->setPlaceholderText(QStringLiteral("http://gpu-box:8470"));
    form->addRow(tr("&URL:"), m_url);
    m_project = new QLineEdit(QStringLiteral("local"), this);
    form->addRow(tr("&Project:"), m_project);
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
    for (auto* edit : { m_name, m_url, m_project, m_tokenFile, m_tokenCommand })
        connect(edit, &QLineEdit::textChanged, this, &RemoteBackendDialog::validate);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index == 1 && m_project->text() == QStringLiteral("local"))
            m_project->clear();
        if (index == 1 && m_tokenCommand->text().isEmpty())
            m_tokenCommand->setText(QStringLiteral("gcloud auth print-access-token"));
        validate();
    });
    validate();
}

RemoteBackendConfig RemoteBackendDialog::config() const
{
    RemoteBackendConfig c;
    c.kind = m_kind->currentIndex() == 1 ? RemoteBackendConfig::Kind::Google : RemoteBackendConfig::Kind::Daemon;
    c.name = m_name->text().trimmed();
    c.baseUrl = m_url->text().trimmed();
    c.project = m_project->text().trimmed();
    c.tokenFile = m_tokenFile->text().trimmed();
    c.tokenCommand = m_tokenCommand->text().trimmed();
    return c;
}

void RemoteBackendDialog::setConfig(const RemoteBackendConfig& c)
{
    setWindowTitle(tr("Edit the remote backend %1").arg(c.name));
    m_kind->setCurrentIndex(c.kind == RemoteBackendConfig::Kind::Google ? 1 : 0);
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
