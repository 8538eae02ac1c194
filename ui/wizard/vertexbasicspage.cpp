#include "vertexbasicspage.h"

#include "fieldbinder.h"

#include "client/backend.h"
#include "console/backendsession.h"
#include "console/vertexdraft.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace trainyard::ui {

VertexBasicsPage::VertexBasicsPage(VertexDraft* draft, FieldBinder* binder, QList<BackendSession*> sessions, QWidget* parent)
    : QWizardPage(parent)
    , m_draft(draft)
    , m_sessions(std::move(sessions))
    , m_backend(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_location(new QComboBox(this))
    , m_report(new QLabel(this))
{
    setTitle(tr("Vertex AI job"));
    setSubTitle(tr("A CustomJob or a HyperparameterTuningJob, as Vertex AI takes it."));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    layout->addLayout(form);

    for (BackendSession* session : std::as_const(m_sessions))
        m_backend->addItem(session->backend()->name());
    connect(m_backend, &QComboBox::currentIndexChanged, this, [this] { emit targetChanged(target()); });
    form->addRow(tr("B&ackend:"), m_backend);

    m_kind->addItem(tr("Custom job"));
    m_kind->addItem(tr("Hyperparameter tuning job"));
    binder->custom("trialJobSpec", m_kind, [this](const nlohmann::json&) {
        const QSignalBlocker block(m_kind);
        m_kind->setCurrentIndex(m_draft->kind() == VertexDraft::Kind::TuningJob ? 1 : 0);
    });
    connect(m_kind, &QComboBox::activated, this,
        [this](int index) { m_draft->setKind(index == 1 ? VertexDraft::Kind::TuningJob : VertexDraft::Kind::CustomJob); });
    form->addRow(tr("Job &kind:"), m_kind);

    auto* name = binder->text("displayName", this);
    name->setPlaceholderText(tr("what the job list shows (up to 128 characters)"));
    binder->addRow(form, tr("&Display name:"), name, "displayName");

    // Labels as `key=value`, one a line; a line without `=` is a key with an empty value.
    auto* labels = new QPlainTextEdit(this);
    labels->setTabChangesFocus(true);
    labels->setMaximumHeight(labels->fontMetrics().height() * 4);
    labels->setPlaceholderText(tr("team=vision"));
    binder->custom("labels", labels, [labels](const nlohmann::json& v) {
        QStringList lines;
        if (v.is_object()) {
            for (const auto& [key, value] : v.items())
                lines << QString::fromStdString(key + "=" + (value.is_string() ? value.get<std::string>() : std::string()));
        }
        if (!labels->hasFocus() && labels->toPlainText() != lines.join(QLatin1Char('\n'))) {
            const QSignalBlocker block(labels); // showing the draft is no edit of it
            labels->setPlainText(lines.join(QLatin1Char('\n')));
        }
    });
    connect(labels, &QPlainTextEdit::textChanged, this, [this, labels] {
        nlohmann::json map = nlohmann::json::object();
        for (const QString& line : labels->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const qsizetype eq = line.indexOf(QLatin1Char('='));
            map[line.left(eq < 0 ? line.size() : eq).trimmed().toStdString()] = eq < 0 ? std::string() : line.mid(eq + 1).trimmed().toStdString();
        }
        m_draft->setValue("labels", map);
    });
    binder->addRow(form, tr("Lab&els:"), labels, "labels");

    // The location is the request's, not the resource's: the draft keeps it beside the document.
    m_location->setEditable(true);
    binder->custom("location", m_location, [this](const nlohmann::json&) {
        const QSignalBlocker block(m_location);
        m_location->setEditText(QString::fromStdString(m_draft->location()));
    });
    connect(m_location, &QComboBox::currentTextChanged, this, [this](const QString& text) { m_draft->setLocation(text.trimmed().toStdString()); });
    binder->addRow(form, tr("&Location:"), m_location, "location");

    auto* buttons = new QHBoxLayout;
    auto* import = new QPushButton(tr("&Import JSON, YAML or gcloud…"), this);
    import->setToolTip(tr("A Vertex AI request body, a gcloud ai … --config file, or a gcloud ai … create command"));
    auto* convert = new QPushButton(tr("Con&vert a v1 job…"), this);
    convert->setToolTip(tr("An AI Platform Training job (JSON, config.yaml or gcloud ai-platform command) as a Vertex AI job"));
    buttons->addWidget(import);
    buttons->addWidget(convert);
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(import, &QPushButton::clicked, this, &VertexBasicsPage::importRequested);
    connect(convert, &QPushButton::clicked, this, &VertexBasicsPage::convertRequested);

    m_report->setWordWrap(true);
    m_report->setTextFormat(Qt::PlainText);
    m_report->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_report->setStyleSheet(QStringLiteral("color: #b07000;"));
    m_report->hide();
    layout->addWidget(m_report);
    layout->addStretch();
}

BackendSession* VertexBasicsPage::target() const
{
    const int index = m_backend->currentIndex();
    return index >= 0 && index < m_sessions.size() ? m_sessions[index] : nullptr;
}

void VertexBasicsPage::setTarget(BackendSession* session)
{
    const int index = static_cast<int>(m_sessions.indexOf(session));
    if (index >= 0)
        m_backend->setCurrentIndex(index);
}

void VertexBasicsPage::setLocations(const std::vector<std::string>& locations)
{
    const QSignalBlocker block(m_location);
    m_location->clear();
    for (const auto& location : locations)
        m_location->addItem(QString::fromStdString(location));
    m_location->setEditText(QString::fromStdString(m_draft->location()));
}

void VertexBasicsPage::showReport(const std::vector<spec::Violation>& report)
{
    QStringList lines;
    for (const auto& v : report)
        lines << QStringLiteral("⚠ %1: %2").arg(QString::fromStdString(v.path), v.message());
    m_report->setText(lines.isEmpty() ? QString() : tr("Left out by the conversion:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
    m_report->setVisible(!lines.isEmpty());
}

} // namespace trainyard::ui
