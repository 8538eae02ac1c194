// Screenshots of the wizard's Vertex mode, for checking it at 1366×768: the worker pools of a
// distributed tuning job (GPUs the machine takes, env vars), the study with a conditional parameter
// (momentum only under optimizer = sgd), the review with the job's --config YAML and gcloud snippet,
// and the first page after converting a v1 config.yaml, with what did not map.
// Run: build/bin/shoot_vertex OUT (under Xvfb with a 1366×768 screen, as the other shoot_* programs).

#include "screenshot.h"
#include "vertexfakebackend.h"

#include "console/backendsession.h"
#include "console/vertexdraft.h"
#include "ui/languages.h"
#include "ui/wizard/vertexpoolspage.h"
#include "ui/wizard/vertexreviewpage.h"
#include "ui/wizard/vertexstudypage.h"
#include "ui/wizard/vertexwizard.h"

#include <QApplication>
#include <QDir>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTemporaryDir>

using namespace trainyard;

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

    QObject owner;
    auto* session = new ui::BackendSession(std::make_unique<test::VertexFakeBackend>(QStringLiteral("Vertex AI · my-project")), &owner);
    ui::VertexWizard wizard({ session }, session);
    ui::VertexDraft* draft = wizard.draft();
    draft->setValue("displayName", "resnet-tuning");
    draft->setKind(ui::VertexDraft::Kind::TuningJob);
    const std::string pool0 = draft->poolPath(0);
    draft->setMachineType(0, "n1-standard-8");
    draft->setAccelerator(0, "NVIDIA_TESLA_T4");
    for (const auto& container : draft->catalog().containers()) {
        if (container.gpu && container.framework == "pytorch") // the GPUs' own container
            draft->setValue(pool0 + ".pythonPackageSpec.executorImageUri", container.uri);
    }
    draft->setValue(pool0 + ".pythonPackageSpec.packageUris", nlohmann::json::array({ "gs://my-bucket/trainer-0.3.tar.gz" }));
    draft->setValue(pool0 + ".pythonPackageSpec.pythonModule", "trainer.task");
    draft->setValue(pool0 + ".pythonPackageSpec.args", nlohmann::json::array({ "--epochs=20" }));
    draft->setValue(pool0 + ".pythonPackageSpec.env",
        nlohmann::json::array({ { { "name", "NCCL_DEBUG" }, { "value", "INFO" } }, { { "name", "DATA_DIR" }, { "value", "gs://my-bucket/data" } } }));
    draft->setPoolUsed(1, true);
    draft->setValue(draft->poolPath(1) + ".replicaCount", "2");
    draft->setValue("trialJobSpec.baseOutputDirectory.outputUriPrefix", "gs://my-bucket/resnet/");
    draft->setValue("studySpec.metrics[0].metricId", "accuracy");
    const std::string optimizer = draft->addParameter();
    draft->setValue(optimizer + ".parameterId", "optimizer");
    draft->setParameterType(optimizer, ui::VertexDraft::ParameterType::Categorical);
    draft->setValue(optimizer + ".categoricalValueSpec.values", nlohmann::json::array({ "sgd", "adam" }));
    const std::string momentum = draft->addParameter(optimizer);
    draft->setValue(momentum + ".parameterId", "momentum");
    draft->setValue(momentum + ".doubleValueSpec.maxValue", 0.99);
    const std::string rate = draft->addParameter();
    draft->setValue(rate + ".parameterId", "learning_rate");
    draft->setValue(rate + ".doubleValueSpec.minValue", 0.0001);
    draft->setValue(rate + ".doubleValueSpec.maxValue", 0.1);
    draft->setValue(rate + ".scaleType", "UNIT_LOG_SCALE");

    wizard.move(40, 20);
    wizard.show();
    wizard.next();
    test::grab(&wizard, out + QStringLiteral("/vertex-wizard-pools.png"));
    wizard.next();
    wizard.next();
    wizard.study()->selectParameter(momentum);
    test::grab(&wizard, out + QStringLiteral("/vertex-wizard-study.png"));
    wizard.next();
    // The review's second tab: the --config file of `gcloud ai hp-tuning-jobs create`.
    if (auto* tabs = wizard.review()->findChild<QTabWidget*>())
        tabs->setCurrentIndex(1);
    test::grab(&wizard, out + QStringLiteral("/vertex-wizard-review.png"));
    if (auto* tabs = wizard.review()->findChild<QTabWidget*>())
        tabs->setCurrentIndex(2);
    test::grab(&wizard, out + QStringLiteral("/vertex-wizard-gcloud.png"));
    wizard.hide();

    // The first page after converting a v1 config.yaml: what did not map, by its v1 path.
    ui::VertexWizard converted({ session }, session);
    converted.convertV1Text(QStringLiteral("trainingInput:\n"
                                           "  scaleTier: BASIC_GPU\n"
                                           "  packageUris: [gs://my-bucket/trainer-0.3.tar.gz]\n"
                                           "  pythonModule: trainer.task\n"
                                           "  region: us-central1\n"
                                           "  runtimeVersion: '2.11'\n"
                                           "  pythonVersion: '3.7'\n"
                                           "  scheduling:\n"
                                           "    priority: 5\n"));
    converted.draft()->setValue("displayName", "converted-from-v1");
    converted.move(40, 20);
    converted.show();
    test::grab(&converted, out + QStringLiteral("/vertex-wizard-convert.png"));
    return 0;
}
