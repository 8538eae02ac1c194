#include "reviewpage.h"

#include "fieldbinder.h"
#include "console/jobdraft.h"

#include "spec/gcloudcommand.h"
#include "spec/jsoncodec.h"
#include "spec/yamlcodec.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace trainyard::ui {

ReviewPage::ReviewPage(JobDraft* draft, FieldBinder* binder, QWidget* parent)
    : WizardPage(draft, binder, parent)
{
    setTitle(tr("Review"));
    setSubTitle(tr("Check the job, copy it as a file or a command line, then submit it."));
    setButtonText(QWizard::FinishButton, tr("&Submit"));
    auto* layout = new QVBoxLayout(this);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_problems = new QListWidget(this);
    m_problems->setAccessibleName(tr("Problems"));
    m_problems->setMaximumHeight(m_problems->fontMetrics().height() * 8);
    layout->addWidget(m_problems);
    m_tabs = new QTabWidget(this);
    m_tabs->setAccessibleName(tr("Job as YAML or JSON"));
    const auto code = [this](const QString& title) {
        auto* pane = new QWidget(m_tabs);
        auto* paneLayout = new QVBoxLayout(pane);
        paneLayout->setContentsMargins(0, 0, 0, 0);
        auto* edit = new QPlainTextEdit(pane);
        edit->setAccessibleName(title);
        edit->setReadOnly(true);
        edit->setLineWrapMode(QPlainTextEdit::NoWrap);
        edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        paneLayout->addWidget(edit, 1);
        auto* copy = new QPushButton(tr("Copy"), pane);
        auto* row = new QHBoxLayout;
        row->addStretch(1);
        row->addWidget(copy);
        paneLayout->addLayout(row);
        connect(copy, &QPushButton::clicked, edit, [edit] { QApplication::clipboard()->setText(edit->toPlainText()); });
        m_tabs->addTab(pane, title);
        return edit;
    };
    m_yaml = code(tr("YAML (gcloud config)"));
    m_json = code(tr("JSON (API)"));
    m_gcloud = code(tr("gcloud command"));
    layout->addWidget(m_tabs, 1);
    connect(m_problems, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { emit fieldRequested(item->data(Qt::UserRole).toString()); });
    connect(m_problems, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) { emit fieldRequested(item->data(Qt::UserRole).toString()); });
    connect(draft, &JobDraft::changed, this, &ReviewPage::refresh);
    refresh();
}

bool ReviewPage::isComplete() const
{
    return draft()->ready();
}

QString ReviewPage::yaml() const { return m_yaml->toPlainText(); }
QString ReviewPage::json() const { return m_json->toPlainText(); }
QString ReviewPage::gcloud() const { return m_gcloud->toPlainText(); }

void ReviewPage::showSubmitError(const QString& message)
{
    m_status->setText(tr("The backend refused the job: %1").arg(message));
    m_status->setStyleSheet(QStringLiteral("color: #d03030;"));
}

void ReviewPage::refresh()
{
    m_problems->clear();
    int errors = 0;
    for (const auto& v : draft()->violations()) {
        const bool error = v.severity == spec::Severity::Error;
        errors += error ? 1 : 0;
        // The field as the pages label it; its API path (the backend's word for it) in the tooltip.
        auto* item = new QListWidgetItem(QStringLiteral("%1  %2 — %3").arg(error ? QStringLiteral("✖") : QStringLiteral("⚠"), binder()->labelFor(v.path), v.message()), m_problems);
        item->setData(Qt::UserRole, QString::fromStdString(v.path));
        item->setForeground(error ? QColor(0xd0, 0x30, 0x30) : QColor(0xb0, 0x70, 0x00));
        item->setToolTip(QString::fromStdString(v.path) + QLatin1Char('\n') + tr("Go to this field (Enter or click)"));
    }
    m_problems->setVisible(m_problems->count() > 0);
    m_status->setStyleSheet({});
    if (errors > 0)
        m_status->setText(tr("%n error(s) to fix before the job can be submitted.", nullptr, errors));
    else if (m_problems->count() > 0)
        m_status->setText(tr("Ready to submit; the warnings below are worth a look."));
    else
        m_status->setText(tr("Ready to submit."));
    const spec::Job& job = draft()->job();
    m_yaml->setPlainText(QString::fromStdString(spec::toYaml(job, spec::YamlScope::GcloudConfig)));
    m_json->setPlainText(QString::fromStdString(spec::toJsonText(job, 2)));
    const spec::GcloudCommand command = spec::toGcloudCommand(job);
    QString gcloud = QString::fromStdString(command.text("config.yaml"));
    if (!command.configYaml.empty())
        gcloud += tr("\n\n# config.yaml (what no flag can say):\n") + QString::fromStdString(command.configYaml);
    m_gcloud->setPlainText(gcloud);
    emit completeChanged();
}

} // namespace trainyard::ui
