#include "basicspage.h"

#include "fieldbinder.h"
#include "console/jobdraft.h"

#include "console/backendsession.h"

#include <QComboBox>
#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardItemModel>

namespace trainyard::ui {

QString BasicsPage::suggestId(const QString& base, const QDateTime& now)
{
    QString clean = base;
    clean.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_]")), QStringLiteral("_"));
    if (clean.isEmpty() || !clean.front().isLetter())
        clean.prepend(QStringLiteral("job_"));
    return clean.left(100) + now.toString(QStringLiteral("_yyyyMMdd_HHmmss"));
}

BasicsPage::BasicsPage(JobDraft* draft, FieldBinder* binder, QList<BackendSession*> sessions, QWidget* parent)
    : WizardPage(draft, binder, parent)
    , m_sessions(std::move(sessions))
{
    setTitle(tr("Basics"));
    setSubTitle(tr("Where the job runs, what it is called, and where its data lives."));
    auto* form = new QFormLayout(this);

    m_backend = new QComboBox(this);
    for (auto* session : std::as_const(m_sessions))
        m_backend->addItem(session->backend()->name());
    m_backend->setAccessibleName(tr("Backend"));
    form->addRow(tr("&Backend:"), m_backend);

    auto* idRow = new QWidget(this);
    auto* idLayout = new QHBoxLayout(idRow);
    idLayout->setContentsMargins(0, 0, 0, 0);
    m_jobId = binder->text("jobId", idRow);
    m_jobId->setPlaceholderText(tr("letters, digits and underscores; starts with a letter"));
    m_jobId->setAccessibleName(tr("Job id"));
    auto* suggest = new QPushButton(tr("S&uggest"), idRow);
    idLayout->addWidget(m_jobId, 1);
    idLayout->addWidget(suggest);
    binder->addRow(form, tr("&Job id:"), idRow, "jobId");

    m_labels = new QLineEdit(this);
    m_labels->setPlaceholderText(tr("team=vision, purpose=baseline"));
    m_labels->setAccessibleName(tr("Labels"));
    binder->custom("labels", m_labels, [this](const nlohmann::json& v) {
        // Typing "team=vi" is already the labels it says: only a different map replaces the text.
        if (labelsFromText(m_labels->text()) == (v.is_object() ? v : nlohmann::json::object()))
            return;
        QStringList pairs;
        if (v.is_object()) {
            for (const auto& [key, value] : v.items())
                pairs << QString::fromStdString(key) + QLatin1Char('=') + QString::fromStdString(value.is_string() ? value.get<std::string>() : value.dump());
        }
        m_labels->setText(pairs.join(QStringLiteral(", ")));
    });
    binder->addRow(form, tr("&Labels:"), m_labels, "labels");

    m_region = binder->choice("trainingInput.region", {}, true, this);
    m_region->setAccessibleName(tr("Region"));
    binder->addRow(form, tr("&Region:"), m_region, "trainingInput.region");

    m_idCheck.setSingleShot(true);
    m_idCheck.setInterval(400);
    connect(&m_idCheck, &QTimer::timeout, this, &BasicsPage::checkIdOnBackend);
    connect(m_jobId, &QLineEdit::textEdited, this, [this] { m_idCheck.start(); });
    connect(suggest, &QPushButton::clicked, this, [this] {
        const auto module = this->draft()->value("trainingInput.pythonModule");
        const QString base = module.is_string() ? QString::fromStdString(module.get<std::string>()).section(QLatin1Char('.'), 0, 0) : QStringLiteral("job");
        this->draft()->setValue("jobId", suggestId(base, QDateTime::currentDateTime()).toStdString());
        m_idCheck.start();
    });
    connect(m_labels, &QLineEdit::textEdited, this, &BasicsPage::labelsEdited);
    connect(m_backend, &QComboBox::currentIndexChanged, this, [this] {
        refreshRegions();
        m_idCheck.start();
        emit targetChanged(target());
    });
    refreshRegions();
}

BackendSession* BasicsPage::target() const
{
    return m_sessions.value(m_backend->currentIndex());
}

void BasicsPage::setTarget(BackendSession* session)
{
    const auto index = m_sessions.indexOf(session);
    if (index >= 0)
        m_backend->setCurrentIndex(static_cast<int>(index));
}

void BasicsPage::setRegions(const QStringList& regions)
{
    QList<RegionChoice> choices;
    for (const QString& region : regions)
        choices.append({ region, region });
    setRegionChoices(std::move(choices));
}

void BasicsPage::setRegionChoices(QList<RegionChoice> choices)
{
    m_regions = std::move(choices);
    refreshRegions();
}

void BasicsPage::refreshRegions()
{
    const QString current = m_region->currentText();
    const QSignalBlocker block(m_region);
    m_region->clear();
    QList<RegionChoice> choices = m_regions;
    if (choices.isEmpty()) {
        for (const auto& region : draft()->catalog().regions())
            choices.append({ QString::fromStdString(region.name), QString::fromStdString(region.name) });
    }
    auto* items = qobject_cast<QStandardItemModel*>(m_region->model());
    for (const RegionChoice& choice : std::as_const(choices)) {
        m_region->addItem(choice.label, choice.region);
        const int at = m_region->count() - 1;
        if (!choice.toolTip.isEmpty())
            m_region->setItemData(at, choice.toolTip, Qt::ToolTipRole);
        // Not chosen from the list (nor with the arrow keys, which skip disabled items); typed, the
        // backend's check says why it would refuse the job.
        if (!choice.enabled && items)
            items->item(at)->setEnabled(false);
    }
    const auto value = draft()->value("trainingInput.region");
    const QString region = value.is_string() ? QString::fromStdString(value.get<std::string>()) : current;
    const int index = value.is_string() ? m_region->findData(region) : -1;
    if (index >= 0)
        m_region->setCurrentIndex(index); // shows the location's label; the binder reads its data back
    else
        m_region->setEditText(region);
}

nlohmann::json BasicsPage::labelsFromText(const QString& text)
{
    // "k=v, k2=v2" → the labels map; a pair without "=" becomes a key with an empty value, which the
    // validator then explains.
    nlohmann::json labels = nlohmann::json::object();
    for (const QString& pair : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString trimmed = pair.trimmed();
        if (trimmed.isEmpty())
            continue;
        const auto eq = trimmed.indexOf(QLatin1Char('='));
        labels[trimmed.left(eq < 0 ? trimmed.size() : eq).trimmed().toStdString()] = eq < 0 ? std::string() : trimmed.mid(eq + 1).trimmed().toStdString();
    }
    return labels;
}

void BasicsPage::labelsEdited(const QString& text)
{
    draft()->setValue("labels", labelsFromText(text));
}

void BasicsPage::checkIdOnBackend()
{
    BackendSession* session = target();
    const auto id = draft()->value("jobId");
    if (!session || !id.is_string() || id.get<std::string>().empty()) {
        draft()->setExternalProblem("jobId", "jobId.exists", {});
        return;
    }
    const std::string jobId = id.get<std::string>();
    const quint64 generation = ++m_idGeneration;
    const QString backendName = session->backend()->name();
    session->backend()->getJob(jobId, this, [this, generation, jobId, backendName](client::ApiResult<spec::Job> result) {
        onIdChecked(generation, jobId, backendName, std::holds_alternative<spec::Job>(result));
    });
}

void BasicsPage::onIdChecked(quint64 generation, const std::string& jobId, const QString& backendName, bool exists)
{
    if (generation != m_idGeneration)
        return; // the user typed on; a newer check is under way
    draft()->setExternalProblem("jobId", "jobId.exists",
        exists ? tr("%1 already has a job named %2; choose another id.").arg(backendName, QString::fromStdString(jobId)).toStdString() : std::string());
}

} // namespace trainyard::ui
