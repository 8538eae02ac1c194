#include "vertexreviewpage.h"

#include "fieldbinder.h"

#include "console/vertexdraft.h"
#include "console/vertextext.h"

#include <QClipboard>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace trainyard::ui {

VertexReviewPage::VertexReviewPage(VertexDraft* draft, FieldBinder* binder, QWidget* parent)
    : QWizardPage(parent)
    , m_draft(draft)
    , m_binder(binder)
    , m_problems(new QListWidget(this))
    , m_tabs(new QTabWidget(this))
    , m_error(new QLabel(this))
{
    setTitle(tr("Review"));
    setSubTitle(tr("The job as it will be sent. Each text sends it again: copy the one you need."));
    auto* layout = new QVBoxLayout(this);
    m_problems->setAccessibleName(tr("Problems"));
    m_problems->setMaximumHeight(m_problems->fontMetrics().height() * 6);
    m_problems->setWordWrap(true);
    m_problems->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_problems);
    connect(m_problems, &QListWidget::itemActivated, this,
        [this](QListWidgetItem* item) { emit fieldRequested(item->data(Qt::UserRole).toString()); });
    m_tabs->addTab(textTab(m_json), tr("&JSON (REST body)"));
    m_tabs->addTab(textTab(m_yaml), tr("&YAML (--config file)"));
    m_tabs->addTab(textTab(m_gcloud), tr("&gcloud command"));
    layout->addWidget(m_tabs, 1);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #d03030;"));
    m_error->hide();
    layout->addWidget(m_error);
    connect(draft, &VertexDraft::changed, this, &VertexReviewPage::refresh);
    refresh();
}

QWidget* VertexReviewPage::textTab(QPlainTextEdit*& edit)
{
    auto* tab = new QWidget;
    auto* layout = new QVBoxLayout(tab);
    edit = new QPlainTextEdit(tab);
    edit->setReadOnly(true);
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    edit->setMinimumHeight(edit->fontMetrics().height() * 10);
    layout->addWidget(edit);
    auto* copy = new QPushButton(tr("Co&py"), tab);
    QPlainTextEdit* text = edit;
    connect(copy, &QPushButton::clicked, this, [text] { QGuiApplication::clipboard()->setText(text->toPlainText()); });
    layout->addWidget(copy, 0, Qt::AlignLeft);
    return tab;
}

QString VertexReviewPage::json() const { return m_json->toPlainText(); }
QString VertexReviewPage::yaml() const { return m_yaml->toPlainText(); }
QString VertexReviewPage::gcloud() const { return m_gcloud->toPlainText(); }

void VertexReviewPage::refresh()
{
    m_error->hide();
    m_problems->clear();
    for (const auto& v : m_draft->violations()) {
        const QString where = m_binder->labelFor(v.path);
        auto* item = new QListWidgetItem(
            QStringLiteral("%1 %2: %3").arg(v.severity == spec::Severity::Error ? QStringLiteral("✖") : QStringLiteral("⚠"), where, v.message()), m_problems);
        item->setData(Qt::UserRole, QString::fromStdString(v.path));
        item->setToolTip(QString::fromStdString(v.path));
    }
    m_problems->setVisible(m_problems->count() > 0);
    const VertexTexts texts = vertexTexts(m_draft->job(), m_draft->location());
    m_json->setPlainText(QString::fromStdString(texts.json));
    m_yaml->setPlainText(QString::fromStdString(texts.yaml));
    m_gcloud->setPlainText(QString::fromStdString(texts.gcloud));
    emit completeChanged();
}

bool VertexReviewPage::isComplete() const
{
    return m_draft->ready();
}

void VertexReviewPage::showSubmitError(const QString& message)
{
    m_error->setText(tr("The backend refused the job: %1").arg(message));
    m_error->show();
}

} // namespace trainyard::ui
