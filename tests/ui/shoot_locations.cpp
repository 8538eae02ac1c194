// Screenshots of where jobs run, for checking the console at 1366×768: the job list and a job's
// header naming a Slurm location "cluster (Slurm)", and the wizard's region list open, its Slurm
// partition labelled with nodes and GPUs and a location that takes no jobs now greyed out. Served by an
// in-memory backend that lists locations as a daemon with Slurm locations does.
// Run: build/bin/shoot_locations OUT (under Xvfb, as docs/make-screenshots.sh runs the shoot_* programs:
// the open list is a window of its own, grabbed from the screen).

#include "locatedbackend.h"
#include "screenshot.h"

#include "console/backendlocations.h"
#include "console/backendsession.h"
#include "ui/languages.h"
#include "ui/mainwindow.h"
#include "ui/wizard/fieldbinder.h"
#include "ui/wizard/jobwizard.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QScreen>
#include <QStyleFactory>
#include <QTableView>
#include <QTemporaryDir>

using namespace trainyard;

namespace {

spec::Job jobIn(const char* id, const char* region, spec::State state, std::int64_t created)
{
    spec::Job job;
    job.jobId = id;
    job.state = state;
    job.createTime = spec::Timestamp { created, 0 };
    auto& input = job.trainingInput.emplace();
    input.region = region;
    input.scaleTier = spec::ScaleTier::Basic;
    return job;
}

} // namespace

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toLocal8Bit());
    QApplication app(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    ui::installTranslations(QStringLiteral("en"));

    ui::ConsoleOptions options;
    options.withLocalDaemon = false;
    options.draftsFolder = home.filePath(QStringLiteral("drafts"));
    ui::MainWindow window(options);
    auto fake = std::make_unique<test::LocatedBackend>(test::slurmLocationsAnswer());
    const std::int64_t now = spec::Timestamp::now().seconds;
    fake->putJob(jobIn("mnist_on_slurm", "cluster", spec::State::Running, now - 120));
    fake->putJob(jobIn("mnist_baseline", "local", spec::State::Succeeded, now - 600));
    ui::BackendSession* session = window.addBackend(std::move(fake));
    window.resize(1366, 768);
    window.show();
    if (!QTest::qWaitFor([&] { return session->locations()->known() && window.selectJob(QStringLiteral("mnist_on_slurm")); }, 10'000))
        return 1;
    // The Region column in sight: the list as wide as it needs.
    window.jobTable()->horizontalHeader()->resizeSections(QHeaderView::ResizeToContents);
    test::grab(&window, out + QStringLiteral("/locations-console-light.png"));

    spec::Job draft = jobIn("new_job", "local", spec::State::Queued, now);
    draft.state.reset();
    draft.createTime.reset();
    ui::JobWizard* wizard = window.openWizard(draft);
    if (!QTest::qWaitFor([&] { return wizard->capabilitiesKnown(); }, 10'000))
        return 1;
    auto* region = qobject_cast<QComboBox*>(wizard->binder()->widgetFor("trainingInput.region"));
    if (!region)
        return 1;
    region->setCurrentIndex(1);
    region->showPopup();
    QApplication::processEvents();
    QTest::qWait(300);
    const QPixmap screen = wizard->screen()->grabWindow(0);
    if (!screen.save(out + QStringLiteral("/locations-wizard-regions-light.png")))
        qWarning("could not write the wizard's region list");
    region->hidePopup();
    wizard->reject();
    return 0;
}
