#include "daemonpage.h"

#include "spec/replicaslots.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

namespace trainyard::ui {

namespace {

    QLabel* problemLabel(QWidget* parent)
    {
        auto* label = new QLabel(parent);
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->hide();
        return label;
    }

    void showProblem(QLabel* label, const QString& problem)
    {
        label->setText(SettingsPage::problemHtml(label, problem));
        label->setVisible(!problem.isEmpty());
    }

} // namespace

DaemonPage::DaemonPage(QWidget* parent)
    : SettingsPage(parent)
    , m_stored(AppSettings::daemon())
{
    auto* page = new QVBoxLayout(this);
    page->setContentsMargins(0, 0, 0, 0);
    auto* intro = new QLabel(tr("How the console starts the local daemon (trainyardd). Empty fields keep the daemon's defaults."), this);
    intro->setWordWrap(true);
    page->addWidget(intro);
    auto* form = new QFormLayout;
    page->addLayout(form);
    page->addStretch(1);
    // A field with its problem under it; the row's label is the field's buddy (Alt+letter).
    const auto addField = [this, form](const QString& label, QLayout* field, QWidget* buddy) {
        form->addRow(label, field);
        if (auto* text = qobject_cast<QLabel*>(form->labelForField(field)))
            text->setBuddy(buddy);
    };

    m_slots = new QSpinBox(this);
    m_slots->setRange(0, 4096);
    // The daemon's own default, from the same function it uses, so that the number shown is the one it runs.
    m_slots->setSpecialValueText(tr("Default: %1 (twice the CPUs, at least 4)").arg(spec::defaultReplicaSlots(QThread::idealThreadCount())));
    m_slots->setToolTip(tr("Replica processes run at once (--slots). A job's replicas all run together, so a job with more "
                           "replicas than this is refused."));
    auto* slotsNote = new QLabel(tr("More slots than CPUs is allowed: replicas then share the cores and each runs slower. "
                                    "GPUs are never shared: each one goes to one replica at a time."), this);
    slotsNote->setWordWrap(true);
    slotsNote->setForegroundRole(QPalette::PlaceholderText);
    auto* slotsField = new QVBoxLayout;
    slotsField->addWidget(m_slots);
    slotsField->addWidget(slotsNote);
    addField(tr("Replica &slots:"), slotsField, m_slots);

    m_gpus = new QLineEdit(this);
    m_gpus->setPlaceholderText(tr("none; e.g. 0,1"));
    m_gpus->setToolTip(tr("GPU indices jobs may use, comma-separated (--gpus)"));
    m_gpusProblem = problemLabel(this);
    auto* gpusField = new QVBoxLayout;
    gpusField->addWidget(m_gpus);
    gpusField->addWidget(m_gpusProblem);
    addField(tr("&GPUs:"), gpusField, m_gpus);

    m_interpreter = new QLineEdit(this);
    m_interpreter->setPlaceholderText(tr("/usr/bin/python3 (the daemon's default)"));
    m_interpreter->setToolTip(tr("Python for trainer packages (--python)"));
    m_browse = new QPushButton(tr("&Browse…"), this);
    m_browse->setAutoDefault(false);
    m_browse->setAccessibleName(tr("Browse for the interpreter"));
    auto* interpreterRow = new QHBoxLayout;
    interpreterRow->addWidget(m_interpreter, 1);
    interpreterRow->addWidget(m_browse);
    m_interpreterProblem = problemLabel(this);
    auto* interpreterField = new QVBoxLayout;
    interpreterField->addLayout(interpreterRow);
    interpreterField->addWidget(m_interpreterProblem);
    addField(tr("&Interpreter:"), interpreterField, m_interpreter);

    m_sampleRate = new QDoubleSpinBox(this);
    m_sampleRate->setRange(AppSettings::minSampleRate, AppSettings::maxSampleRate);
    m_sampleRate->setDecimals(1);
    m_sampleRate->setSingleStep(0.5);
    m_sampleRate->setSuffix(tr(" Hz"));
    m_sampleRate->setToolTip(tr("Resource samples per second of each running replica, 0.1 to 10 (--sample-rate)"));
    form->addRow(tr("Resource sample &rate:"), m_sampleRate);

    setSettings(m_stored);
    connect(m_slots, &QSpinBox::valueChanged, this, &DaemonPage::check);
    connect(m_gpus, &QLineEdit::textChanged, this, &DaemonPage::check);
    connect(m_interpreter, &QLineEdit::textChanged, this, &DaemonPage::check);
    connect(m_sampleRate, &QDoubleSpinBox::valueChanged, this, &DaemonPage::check);
    connect(m_browse, &QPushButton::clicked, this, &DaemonPage::browse);
}

DaemonSettings DaemonPage::settings() const
{
    DaemonSettings d;
    d.replicaSlots = m_slots->value();
    d.gpus = m_gpus->text().trimmed();
    d.interpreter = m_interpreter->text().trimmed();
    d.sampleRate = m_sampleRate->value();
    return d;
}

void DaemonPage::setSettings(const DaemonSettings& d)
{
    m_slots->setValue(d.replicaSlots);
    m_gpus->setText(d.gpus);
    m_interpreter->setText(d.interpreter);
    m_sampleRate->setValue(d.sampleRate);
    check();
}

QString DaemonPage::problem() const
{
    return settings().problem();
}

void DaemonPage::check()
{
    const DaemonSettings d = settings();
    showProblem(m_gpusProblem, AppSettings::gpusProblem(d.gpus));
    showProblem(m_interpreterProblem, AppSettings::interpreterProblem(d.interpreter));
    emit edited();
}

void DaemonPage::changeEvent(QEvent* event)
{
    SettingsPage::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) // the problems' red follows the theme
        check();
}

void DaemonPage::browse()
{
    const QString start = m_interpreter->text().trimmed().isEmpty() ? QStringLiteral("/usr/bin") : m_interpreter->text().trimmed();
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose the Python interpreter"), start);
    if (!path.isEmpty())
        m_interpreter->setText(path);
}

void DaemonPage::apply()
{
    const DaemonSettings d = settings();
    if (!d.problem().isEmpty())
        return;
    AppSettings::setDaemon(d);
    m_stored = d;
}

} // namespace trainyard::ui
