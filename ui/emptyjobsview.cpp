#include "emptyjobsview.h"

#include "examplejobs.h"

#include <QCommandLinkButton>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace trainyard::ui {

EmptyJobsView::EmptyJobsView(QWidget* parent)
    : QWidget(parent)
{
    setAccessibleName(tr("No jobs yet"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base); // where the empty table was
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 24, 16, 16);
    m_title = new QLabel(this);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    auto* text = new QLabel(tr("Compose a training job in the wizard, or open a gcloud config.yaml or JSON job you already have."), this);
    text->setWordWrap(true);
    layout->addWidget(text);

    auto* actions = new QHBoxLayout;
    m_newJob = new QPushButton(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New job…"), this);
    m_newJob->setToolTip(tr("Compose a job in the wizard (Ctrl+N)"));
    m_import = new QPushButton(QIcon::fromTheme(QStringLiteral("document-open")), tr("Im&port a job file…"), this);
    m_import->setToolTip(tr("Open a gcloud config.yaml or a JSON job in the wizard (Ctrl+O)"));
    actions->addWidget(m_newJob);
    actions->addWidget(m_import);
    actions->addStretch(1);
    layout->addLayout(actions);

    m_examplesBox = new QWidget(this);
    auto* examples = new QVBoxLayout(m_examplesBox);
    examples->setContentsMargins(0, 12, 0, 0);
    m_examplesIntro = new QLabel(tr("Or start from an example that comes with Trainyard; it opens in the wizard, where you can look at it before you submit it:"), m_examplesBox);
    m_examplesIntro->setWordWrap(true);
    examples->addWidget(m_examplesIntro);
    layout->addWidget(m_examplesBox);
    layout->addStretch(1);

    connect(m_newJob, &QPushButton::clicked, this, &EmptyJobsView::newJobRequested);
    connect(m_import, &QPushButton::clicked, this, &EmptyJobsView::importRequested);
    setBackendName({});
    setExamples({});
}

void EmptyJobsView::setBackendName(const QString& name)
{
    m_title->setText(name.isEmpty() ? tr("No jobs yet") : tr("No jobs on %1 yet").arg(name));
}

void EmptyJobsView::setExamples(const std::vector<ExampleJob>& examples)
{
    qDeleteAll(m_examples);
    m_examples.clear();
    auto* layout = qobject_cast<QVBoxLayout*>(m_examplesBox->layout());
    for (const ExampleJob& example : examples) {
        auto* button = new QCommandLinkButton(example.title, example.description, m_examplesBox);
        const int index = static_cast<int>(m_examples.size());
        connect(button, &QCommandLinkButton::clicked, this, [this, index] { emit exampleRequested(index); });
        layout->addWidget(button);
        m_examples.append(button);
    }
    m_examplesBox->setVisible(!examples.empty());
}

} // namespace trainyard::ui
