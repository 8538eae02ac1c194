#include "gcloudimportdialog.h"

#include "spec/gcloudcommand.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace trainyard::ui {

GcloudImportDialog::GcloudImportDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Import a gcloud command"));
    resize(760, 520);
    auto* layout = new QVBoxLayout(this);
    auto* commandLabel = new QLabel(tr("&Command line (gcloud ai-platform jobs submit training …):"), this);
    m_command = new QPlainTextEdit(this);
    m_command->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_command->setTabChangesFocus(true);
    m_command->setAccessibleName(tr("gcloud command line"));
    commandLabel->setBuddy(m_command);
    auto* configLabel = new QLabel(tr("C&onfig file, when the command has --config (its content):"), this);
    m_config = new QPlainTextEdit(this);
    m_config->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_config->setTabChangesFocus(true);
    m_config->setAccessibleName(tr("config.yaml"));
    configLabel->setBuddy(m_config);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #d03030;"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Open in the &wizard"));
    layout->addWidget(commandLabel);
    layout->addWidget(m_command, 2);
    layout->addWidget(configLabel);
    layout->addWidget(m_config, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_command, &QPlainTextEdit::textChanged, this, &GcloudImportDialog::parse);
    connect(m_config, &QPlainTextEdit::textChanged, this, &GcloudImportDialog::parse);
    parse();
}

void GcloudImportDialog::setCommand(const QString& command, const QString& configYaml)
{
    m_config->setPlainText(configYaml);
    m_command->setPlainText(command);
}

QString GcloudImportDialog::problem() const
{
    return m_problem->text();
}

void GcloudImportDialog::parse()
{
    m_job.reset();
    const std::string command = m_command->toPlainText().trimmed().toStdString();
    if (command.empty()) {
        m_problem->clear();
        m_ok->setEnabled(false);
        return;
    }
    const auto decoded = spec::jobFromGcloudCommandLine(command, m_config->toPlainText().toStdString());
    if (decoded)
        m_job = *decoded.value;
    m_problem->setText(decoded ? QString() : QString::fromStdString(decoded.error.toString()));
    m_ok->setEnabled(decoded.value.has_value());
}

} // namespace trainyard::ui
