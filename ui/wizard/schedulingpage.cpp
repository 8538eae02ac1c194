#include "schedulingpage.h"

#include "fieldbinder.h"
#include "console/jobdraft.h"

#include "spec/duration.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace trainyard::ui {

namespace {
    struct Unit {
        const char* name;
        std::int64_t seconds;
    };
    const Unit units[] = { { QT_TRANSLATE_NOOP("trainyard::ui::SchedulingPage", "minutes"), 60 },
        { QT_TRANSLATE_NOOP("trainyard::ui::SchedulingPage", "hours"), 3600 }, { QT_TRANSLATE_NOOP("trainyard::ui::SchedulingPage", "days"), 86400 } };
} // namespace

SchedulingPage::SchedulingPage(JobDraft* draft, FieldBinder* binder, QWidget* parent)
    : WizardPage(draft, binder, parent)
{
    setTitle(tr("Scheduling and identity"));
    setSubTitle(tr("Where outputs go, how long the job may wait and run, and who it runs as."));
    auto* form = new QFormLayout(this);
    auto* dirRow = new QWidget(this);
    auto* dirLayout = new QHBoxLayout(dirRow);
    dirLayout->setContentsMargins(0, 0, 0, 0);
    auto* jobDir = binder->text("trainingInput.jobDir", dirRow);
    jobDir->setPlaceholderText(tr("/data/runs/mnist (local daemon) or gs://bucket/path"));
    jobDir->setAccessibleName(tr("Job directory"));
    auto* browse = new QPushButton(tr("Br&owse…"), dirRow);
    browse->setToolTip(tr("A folder on this workstation, for the local daemon"));
    dirLayout->addWidget(jobDir, 1);
    dirLayout->addWidget(browse);
    binder->addRow(form, tr("&Job directory:"), dirRow, "trainingInput.jobDir");
    binder->addRow(form, tr("Max &wait:"), duration("trainingInput.scheduling.maxWaitTime"), "trainingInput.scheduling.maxWaitTime");
    binder->addRow(form, tr("Max &running time:"), duration("trainingInput.scheduling.maxRunningTime"), "trainingInput.scheduling.maxRunningTime");
    auto* priority = binder->integer("trainingInput.scheduling.priority", 0, 1000, FieldBinder::Number::Json, this);
    priority->setToolTip(tr("Higher runs first when jobs wait for resources"));
    binder->addRow(form, tr("&Priority:"), priority, "trainingInput.scheduling.priority");
    auto* account = binder->text("trainingInput.serviceAccount", this);
    account->setPlaceholderText(tr("trainer@project.iam.gserviceaccount.com (Google only)"));
    binder->addRow(form, tr("&Service account:"), account, "trainingInput.serviceAccount");
    connect(browse, &QPushButton::clicked, this, [this, jobDir] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Job directory"));
        if (!dir.isEmpty())
            this->draft()->setValue("trainingInput.jobDir", dir.toStdString());
        jobDir->setFocus();
    });
}

QWidget* SchedulingPage::duration(const std::string& path)
{
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* amount = new QSpinBox(row);
    amount->setRange(0, 100000);
    amount->setSpecialValueText(tr("no limit"));
    auto* unit = new QComboBox(row);
    unit->setAccessibleName(tr("Time unit"));
    for (const auto& u : units)
        unit->addItem(tr(u.name), QVariant::fromValue<qint64>(u.seconds));
    unit->setCurrentIndex(1);
    layout->addWidget(amount);
    layout->addWidget(unit);
    layout->addStretch(1);
    const auto write = [this, path, amount, unit] {
        const qint64 seconds = amount->value() * unit->currentData().toLongLong();
        draft()->setValue(path, amount->value() == 0 ? nlohmann::json() : nlohmann::json(std::to_string(seconds) + "s"));
    };
    connect(amount, &QSpinBox::valueChanged, this, write);
    connect(unit, &QComboBox::currentIndexChanged, this, write);
    binder()->custom(path, row, [amount, unit](const nlohmann::json& v) {
        const QSignalBlocker b1(amount);
        const QSignalBlocker b2(unit);
        const auto parsed = v.is_string() ? spec::Duration::parse(v.get<std::string>()) : std::nullopt;
        if (!parsed) {
            amount->setValue(0);
            return;
        }
        // The largest unit that divides it; seconds that fit none show in minutes, rounded up.
        for (int i = static_cast<int>(std::size(units)) - 1; i >= 0; --i) {
            if (parsed->seconds % units[i].seconds == 0 || i == 0) {
                unit->setCurrentIndex(i);
                amount->setValue(static_cast<int>((parsed->seconds + units[i].seconds - 1) / units[i].seconds));
                return;
            }
        }
    });
    return row;
}

} // namespace trainyard::ui
