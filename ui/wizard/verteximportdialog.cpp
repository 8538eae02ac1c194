#include "verteximportdialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace trainyard::ui {

VertexImportDialog::VertexImportDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Import a Vertex AI job"));
    resize(760, 520);
    auto* layout = new QVBoxLayout(this);
    auto* textLabel = new QLabel(tr("&JSON body, --config YAML, or gcloud ai … create command:"), this);
    m_text = new QPlainTextEdit(this);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setTabChangesFocus(true);
    textLabel->setBuddy(m_text);
    auto* configLabel = new QLabel(tr("C&onfig file, when the command has --config (its content):"), this);
    m_config = new QPlainTextEdit(this);
    m_config->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_config->setTabChangesFocus(true);
    configLabel->setBuddy(m_config);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #d03030;"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Open in the &wizard"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("&Cancel"));
    layout->addWidget(textLabel);
    layout->addWidget(m_text, 2);
    layout->addWidget(configLabel);
    layout->addWidget(m_config, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_text, &QPlainTextEdit::textChanged, this, &VertexImportDialog::parse);
    connect(m_config, &QPlainTextEdit::textChanged, this, &VertexImportDialog::parse);
    parse();
}

void VertexImportDialog::setText(const QString& text, const QString& configYaml)
{
    m_config->setPlainText(configYaml);
    m_text->setPlainText(text);
}

void VertexImportDialog::parse()
{
    m_imported.reset();
    const std::string text = m_text->toPlainText().toStdString();
    if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
        m_problem->clear();
        m_ok->setEnabled(false);
        return;
    }
    auto read = importVertexText(text, m_config->toPlainText().toStdString());
    if (read)
        m_imported = *read.value;
    m_problem->setText(read ? QString() : QString::fromStdString(read.error.toString()));
    m_ok->setEnabled(read.value.has_value());
}

} // namespace trainyard::ui
