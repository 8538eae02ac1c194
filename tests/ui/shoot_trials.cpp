// Screenshots of the Trials tab for the README and docs/: the console shows a realistic tuning study
// (40 trials of four hyperparameters, four still running, one failed, some stopped early) served by an
// in-memory backend, and each view is grabbed in a light and a dark palette.
// Run: build/bin/shoot_trials docs/screenshots (offscreen; not part of ctest). A second argument shoots a
// study of that many trials instead (past TrialChart::painterLineLimit the charts count their lines per
// pixel, LineRaster): build/bin/shoot_trials /tmp/shots 2000.

#include "screenshot.h"
#include "ui/settings/theme.h"
#include "tuningfixture.h"

#include "models/trialfilterproxy.h"
#include "models/trialtablemodel.h"
#include "console/backendsession.h"
#include "ui/jobdetailview.h"
#include "ui/languages.h"
#include "ui/logview.h"
#include "ui/mainwindow.h"
#include "ui/trials/parallelcoordinateschart.h"
#include "ui/trials/trialdiffdialog.h"
#include "ui/trials/trialsview.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <tuple>

using namespace trainyard;

using test::grab;

int main(int argc, char* argv[])
{
    // Offscreen unless a display is there (docs/make-screenshots.sh runs the shoot_* programs under Xvfb).
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toLocal8Bit()); // no user's backends
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toLocal8Bit());
    QApplication app(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    ui::installTranslations(QStringLiteral("en")); // English as the console shows it: its plurals ("1 line", not "1 line(s)")

    ui::ConsoleOptions options;
    options.withLocalDaemon = false;
    options.draftsFolder = home.filePath(QStringLiteral("drafts"));
    ui::MainWindow window(options);
    window.resize(1500, 940);
    auto fake = std::make_unique<test::FakeBackend>(QStringLiteral("Local daemon"));
    test::FakeBackend* backend = fake.get();
    tuningtest::Study shape;
    if (argc > 2)
        shape.trials = std::max(6, QString::fromLocal8Bit(argv[2]).toInt());
    shape.start = spec::Timestamp::now().seconds - 1800; // running for half an hour: durations as they would read
    const spec::Job study = tuningtest::syntheticStudy("cifar_resnet_hptuning", shape);
    backend->putJob(study);
    test::writeTrialLogs(*backend, study);
    // Neighbours in the job list: an earlier, smaller study and two plain jobs.
    tuningtest::Study earlier;
    earlier.trials = 12;
    earlier.running = 0;
    earlier.start = shape.start - 7200;
    spec::Job first = tuningtest::syntheticStudy("cifar_resnet_hptuning_v1", earlier);
    first.state = spec::State::Succeeded;
    first.endTime = spec::Timestamp { shape.start - 3000, 0 };
    backend->putJob(first);
    for (const auto& [id, state, offset] : { std::tuple { "cifar_resnet_baseline", spec::State::Succeeded, 9000 }, { "cifar_resnet_fp16", spec::State::Failed, 5000 } }) {
        spec::Job plain;
        plain.jobId = id;
        plain.state = state;
        plain.createTime = spec::Timestamp { shape.start - offset, 0 };
        plain.startTime = spec::Timestamp { shape.start - offset + 20, 0 };
        plain.endTime = spec::Timestamp { shape.start - offset + 1500, 0 };
        auto& input = plain.trainingInput.emplace();
        input.region = "local";
        input.scaleTier = spec::ScaleTier::BasicGpu;
        if (state == spec::State::Failed)
            plain.errorMessage = "The replica master 0 exited with a non-zero status of 1.";
        backend->putJob(plain);
    }
    window.addBackend(std::move(fake));
    window.show();
    if (!QTest::qWaitFor([&] { return window.selectJob(QStringLiteral("cifar_resnet_hptuning")); }, 10'000))
        return 1;
    ui::JobDetailView* detail = window.detail();
    ui::TrialsView* trials = detail->trialsView();
    if (!QTest::qWaitFor([&] { return detail->trialsTabShown(); }, 5'000))
        return 1;
    detail->showTrials();

    for (const bool dark : { false, true }) {
        QApplication::setPalette(dark ? ui::darkPalette() : QApplication::style()->standardPalette());
        const QString suffix = dark ? QStringLiteral("-dark.png") : QStringLiteral("-light.png");
        detail->showTrials();
        trials->clearFilters();
        trials->table()->sortByColumn(trials->model()->columnOf(models::TrialTableModel::Field::Objective), Qt::DescendingOrder);
        trials->table()->scrollToTop();
        trials->selectTrial(QString::fromStdString(trials->model()->series()->trials[static_cast<std::size_t>(trials->model()->series()->best)].id));
        trials->chartTabs()->setCurrentIndex(0);
        grab(&window, out + QStringLiteral("/trials") + suffix);
        trials->chartTabs()->setCurrentIndex(1);
        grab(detail, out + QStringLiteral("/trials-curves") + suffix);
        trials->chartTabs()->setCurrentIndex(2);
        // A brush on the learning rate: the good decade, and the table follows.
        trials->parallelChart()->setBrush(0, 1e-3, 1e-2);
        grab(detail, out + QStringLiteral("/trials-parallel") + suffix);
        trials->clearFilters();
        trials->chartTabs()->setCurrentIndex(3);
        trials->scatterParameter()->setCurrentIndex(0);
        grab(detail, out + QStringLiteral("/trials-scatter") + suffix);
        // The best trial and the failed one, side by side.
        trials->table()->sortByColumn(0, Qt::AscendingOrder);
        trials->selectTrial(QStringLiteral("5"));
        const auto& series = *trials->model()->series();
        const QModelIndex best = trials->proxy()->mapFromSource(trials->model()->index(trials->model()->rowOfIndex(series.best), 0));
        trials->table()->selectionModel()->select(best, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        if (auto* dialog = trials->compareSelected()) {
            if (!QTest::qWaitFor([&] { return dialog->errorsLoaded(); }, 5000))
                qWarning("the first error lines did not come");
            grab(dialog, out + QStringLiteral("/trials-compare") + suffix);
            dialog->close();
        }
        // Enter on a trial: its log alone.
        trials->selectTrial(QStringLiteral("5"));
        trials->openCurrentLogs();
        detail->logView()->setFollowing(true);
        grab(detail, out + QStringLiteral("/trials-logs") + suffix);
        detail->logView()->setTrialFilter({});
    }
    window.close();
    return 0;
}
