// Screenshots of a Vertex AI tuning job watched live in the console, at 1366×768: its Trials tab and
// its Logs. Nothing is staged: the real trainyardd listens on a loopback port, the console is given a
// Vertex AI backend on it (project "local", the daemon's token file) as a user adds one in Settings ›
// Backends, and submits through it a HyperparameterTuningJob whose study has a conditional parameter
// (optimizer ∈ {sgd, adam}, momentum only under sgd, learning_rate on a log scale). Its trials run
// tests/fixtures/trainers/optimizers under /usr/bin/python3, reporting accuracy at every step through the
// hypertune file; once several trials have finished (the study still running), the main window is
// grabbed with the job selected.
// Run: build/bin/shoot_vertextrials docs/screenshots, under xvfb-run -s "-screen 0 1366x768x24" as
// docs/make-screenshots.sh runs it; not part of ctest.

#include "consoletest.h"
#include "screenshot.h"

#include "console/backendsession.h"
#include "console/remotebackendconfig.h"
#include "models/joblistmodel.h"
#include "spec/vertex/jsoncodec.h"
#include "ui/backendlistwidget.h"
#include "ui/jobdetailview.h"
#include "ui/languages.h"
#include "ui/logview.h"
#include "ui/mainwindow.h"
#include "ui/settings/theme.h"
#include "ui/trials/trialsview.h"

#include <QApplication>
#include <QDir>
#include <QSplitter>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>

using namespace trainyard;
using json = nlohmann::json;

namespace {

int fail(const QString& why)
{
    qWarning("shoot_vertextrials: %s", qPrintable(why));
    return 1;
}

// Twelve trials, two at a time, of a made-up training run of ten steps. momentum is a child of
// optimizer's "sgd": an adam trial has no momentum at all.
json tuningJob()
{
    const json momentum = { { "parameterId", "momentum" }, { "doubleValueSpec", { { "minValue", 0.5 }, { "maxValue", 0.99 } } } };
    const json study = { { "metrics", json::array({ { { "metricId", "accuracy" }, { "goal", "MAXIMIZE" } } }) },
        { "parameters",
            json::array({ { { "parameterId", "optimizer" }, { "categoricalValueSpec", { { "values", { "sgd", "adam" } } } },
                              { "conditionalParameterSpecs",
                                  json::array({ { { "parentCategoricalValues", { { "values", { "sgd" } } } }, { "parameterSpec", momentum } } }) } },
                { { "parameterId", "learning_rate" }, { "doubleValueSpec", { { "minValue", 0.0001 }, { "maxValue", 0.1 } } },
                    { "scaleType", "UNIT_LOG_SCALE" } } }) },
        { "algorithm", "RANDOM_SEARCH" } };
    const std::string fixtures = TRAINYARD_FIXTURES;
    const json pool = { { "machineSpec", { { "machineType", "n1-standard-4" } } }, { "replicaCount", "1" },
        { "pythonPackageSpec",
            { { "executorImageUri", "us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest" },
                { "packageUris", { fixtures + "/trainers/optimizers", test::examplesDir().toStdString() + "/digits" } },
                { "pythonModule", "optimizers.task" }, { "args", { "--steps", "10", "--step-seconds", "0.4" } } } } };
    return { { "displayName", "optimizer-sweep" }, { "maxTrialCount", 12 }, { "parallelTrialCount", 2 }, { "studySpec", study },
        { "trialJobSpec", { { "workerPoolSpecs", json::array({ pool }) } } } };
}

// Trials of `job` that ended well.
std::size_t succeededTrials(const spec::Job* job)
{
    if (!job || !job->trainingOutput || !job->trainingOutput->trials)
        return 0;
    std::size_t n = 0;
    for (const auto& trial : *job->trainingOutput->trials)
        n += trial.state && trial.state->wire() == "SUCCEEDED" ? 1U : 0U;
    return n;
}

QString themeSuffix(ui::Theme theme)
{
    return theme == ui::Theme::Dark ? QStringLiteral("-dark.png") : QStringLiteral(".png");
}

} // namespace

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir home; // the settings (the backend added below) and drafts are nobody's
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toLocal8Bit());
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("trainyard"));
    QApplication::setApplicationName(QStringLiteral("trainyard"));
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    ui::installTranslations(QStringLiteral("en"));

    test::DaemonProcess daemon({ QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0") });
    if (!daemon.start())
        return fail(QStringLiteral("the daemon did not start"));

    // What Settings › Backends › Add stores for a Vertex AI backend on a trainyardd.
    ui::RemoteBackendConfig vertex;
    vertex.kind = ui::RemoteBackendConfig::Kind::Vertex;
    vertex.name = QStringLiteral("Vertex AI on gpu-box");
    vertex.baseUrl = QStringLiteral("http://127.0.0.1:%1").arg(daemon.tcpPort());
    vertex.project = QStringLiteral("local");
    vertex.regions = { QStringLiteral("local") };
    vertex.tokenFile = daemon.dataDir() + QStringLiteral("/token");
    if (!vertex.problem().isEmpty())
        return fail(vertex.problem());
    ui::RemoteBackendConfig::saveAll({ vertex });

    ui::MainWindow window(test::consoleOptions(daemon));
    window.resize(1366, 768);
    window.show();
    ui::BackendSession* session = nullptr;
    int row = -1;
    if (!QTest::qWaitFor(
            [&] {
                for (int i = 0; i < window.backendList()->count(); ++i) {
                    ui::BackendSession* s = window.backendList()->sessionAt(i);
                    if (s && s->backend()->name() == vertex.name && s->backend()->status().state == client::ConnectionState::Connected) {
                        session = s;
                        row = i;
                    }
                }
                return session != nullptr;
            },
            20'000))
        return fail(QStringLiteral("the Vertex AI backend did not connect"));
    window.backendList()->setCurrentRow(row);

    auto decoded = spec::vertex::hyperparameterTuningJobFromJsonText(tuningJob().dump());
    if (!decoded)
        return fail(QString::fromStdString(decoded.error.toString()));
    std::optional<client::ApiResult<spec::Job>> created;
    session->backend()->createVertexJob(*decoded.value, "local", [&](client::ApiResult<spec::Job> r) { created = std::move(r); });
    if (!QTest::qWaitFor([&] { return created.has_value(); }, 20'000))
        return fail(QStringLiteral("no answer to the create"));
    if (auto* error = std::get_if<client::ApiError>(&*created))
        return fail(QString::fromStdString(error->message));
    const QString jobId = QString::fromStdString(std::get<spec::Job>(*created).jobId.value_or(""));

    // The job as the console's list has it, watched: several trials done, the study going on.
    if (!QTest::qWaitFor([&] { return window.selectJob(jobId); }, 20'000))
        return fail(QStringLiteral("the console did not list ") + jobId);
    // The watch says when the job's state changes; its trials are read again while their tab shows.
    if (!QTest::qWaitFor([&] { return window.detail()->trialsTabShown(); }, 20'000))
        return fail(QStringLiteral("no Trials tab"));
    window.detail()->showTrials();
    if (!QTest::qWaitFor([&] { return succeededTrials(session->document(jobId).get()) >= 5; }, 180'000))
        return fail(QStringLiteral("fewer than five trials succeeded: ") + QString::fromStdString(test::stateOf(session, jobId)));
    // The job list narrower than it opens, so that the trials' columns fit: a user drags the splitter so.
    window.splitter()->setSizes({ 460, 906 });

    for (const auto theme : { ui::Theme::Light, ui::Theme::Dark }) {
        ui::applyTheme(theme);
        test::grab(&window, out + QStringLiteral("/vertex-trials") + themeSuffix(theme));
    }

    window.detail()->showLogs();
    ui::LogView* logs = window.detail()->logView();
    if (!QTest::qWaitFor([&] { return logs->model()->rowCount() > 20; }, 20'000))
        return fail(QStringLiteral("the log has too few lines"));
    for (const auto theme : { ui::Theme::Light, ui::Theme::Dark }) {
        ui::applyTheme(theme);
        logs->setFollowing(true);
        test::grab(&window, out + QStringLiteral("/vertex-logs") + themeSuffix(theme));
    }
    ui::applyTheme(ui::Theme::Light);

    session->backend()->cancelJob(jobId.toStdString(), [](std::optional<client::ApiError>) {});
    QTest::qWait(500);
    window.close();
    daemon.stop();
    return 0;
}
