// The wizard's Vertex mode against an in-memory backend that takes Vertex jobs: the job composed in
// the pages is the job its --config YAML imports as, and is what the backend receives; a conditional
// parameter tree built with the Study page's buttons; problems under their fields, named by the pool
// and listed on Review with their API paths; a v1 config.yaml converted with the report of what did
// not map.

#include "vertexfakebackend.h"

#include "console/backendsession.h"
#include "console/draftstore.h"
#include "console/vertexdraft.h"
#include "console/vertextext.h"
#include "spec/vertex/yamlconfig.h"
#include "ui/wizard/fieldbinder.h"
#include "ui/wizard/vertexbasicspage.h"
#include "ui/wizard/vertexpoolspage.h"
#include "ui/wizard/vertexreviewpage.h"
#include "ui/wizard/vertexstudypage.h"
#include "ui/mainwindow.h"
#include "ui/wizard/vertexwizard.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace trainyard;

namespace {

QPushButton* buttonNamed(QWidget* in, const QString& text)
{
    for (auto* button : in->findChildren<QPushButton*>()) {
        if (button->text() == text)
            return button;
    }
    return nullptr;
}

std::string firstCpuContainer(const ui::VertexDraft& draft)
{
    for (const auto& c : draft.catalog().containers()) {
        if (!c.gpu)
            return c.uri;
    }
    return {};
}

std::vector<ui::DraftInfo> leftovers(ui::DraftStore& store)
{
    std::optional<std::vector<ui::DraftInfo>> result;
    store.loadLeftovers([&](std::vector<ui::DraftInfo> drafts) { result = std::move(drafts); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 10'000))
        qFatal("loadLeftovers did not call back");
    return std::move(*result);
}

} // namespace

class TestVertexWizard : public QObject {
    Q_OBJECT

    struct Fixture {
        test::VertexFakeBackend* backend = nullptr;
        ui::BackendSession* session = nullptr;
        std::unique_ptr<ui::VertexWizard> wizard;
        QObject owner;
        Fixture()
        {
            auto fake = std::make_unique<test::VertexFakeBackend>();
            backend = fake.get();
            session = new ui::BackendSession(std::move(fake), &owner);
            wizard = std::make_unique<ui::VertexWizard>(QList<ui::BackendSession*> { session }, session);
        }
    };

private slots:
    void composedJobIsItsImportedYaml()
    {
        Fixture f;
        ui::VertexWizard& wizard = *f.wizard;
        wizard.show();
        ui::FieldBinder* binder = wizard.binder();
        auto* name = qobject_cast<QLineEdit*>(binder->widgetFor("displayName"));
        QVERIFY(name);
        QTest::keyClicks(name, "mnist");
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ui::VertexWizard::PoolsId));
        auto* machine = qobject_cast<QComboBox*>(binder->widgetFor("jobSpec.workerPoolSpecs[0].machineSpec.machineType"));
        QVERIFY(machine);
        const int n1 = machine->findData(QStringLiteral("n1-standard-8"));
        QVERIFY(n1 >= 0);
        machine->setCurrentIndex(n1);
        emit machine->activated(n1);
        auto* uris = qobject_cast<QPlainTextEdit*>(binder->widgetFor("jobSpec.workerPoolSpecs[0].pythonPackageSpec.packageUris"));
        QVERIFY(uris);
        uris->setPlainText(QStringLiteral("gs://b/trainer-0.1.tar.gz"));
        auto* module = qobject_cast<QLineEdit*>(binder->widgetFor("jobSpec.workerPoolSpecs[0].pythonPackageSpec.pythonModule"));
        QVERIFY(module);
        QTest::keyClicks(module, "trainer.task");

        const std::string yaml = "workerPoolSpecs:\n"
                                 "- machineSpec:\n"
                                 "    machineType: n1-standard-8\n"
                                 "  replicaCount: 1\n"
                                 "  pythonPackageSpec:\n"
                                 "    executorImageUri: "
            + firstCpuContainer(*wizard.draft())
            + "\n"
              "    packageUris:\n"
              "    - gs://b/trainer-0.1.tar.gz\n"
              "    pythonModule: trainer.task\n";
        const auto imported = spec::vertex::customJobSpecFromYaml(yaml);
        QVERIFY2(imported, imported.error.toString().c_str());
        const auto* composed = std::get_if<spec::vertex::CustomJob>(&wizard.draft()->job());
        QVERIFY(composed && composed->jobSpec);
        QVERIFY(*composed->jobSpec == *imported.value);
        QVERIFY2(wizard.draft()->ready(), wizard.draft()->violations().empty() ? "" : wizard.draft()->violations().front().englishMessage().c_str());
        // Review's YAML is that file; its gcloud snippet sends the same job.
        while (wizard.currentId() != ui::VertexWizard::ReviewId)
            wizard.next();
        const auto fromReview = spec::vertex::customJobSpecFromYaml(wizard.review()->yaml().toStdString());
        QVERIFY2(fromReview, fromReview.error.toString().c_str());
        QVERIFY(*fromReview.value == *imported.value);
        QVERIFY(wizard.review()->gcloud().contains(QStringLiteral("gcloud ai custom-jobs create")));
        const auto fromCommand = ui::importVertexText(wizard.review()->gcloud().toStdString());
        QVERIFY2(fromCommand, fromCommand.error.toString().c_str());
        QVERIFY(fromCommand->job == wizard.draft()->job());

        // Submit: the backend receives the job, in the location chosen, and the wizard closes.
        QSignalSpy submitted(&wizard, &ui::VertexWizard::submitted);
        wizard.accept();
        QTRY_COMPARE(submitted.count(), 1);
        QCOMPARE(f.backend->created.size(), std::size_t(1));
        QVERIFY(f.backend->created.front() == wizard.draft()->job());
        QCOMPARE(f.backend->createdIn, wizard.draft()->location());
        QVERIFY(!wizard.isVisible());
    }

    void importedTextFillsThePages()
    {
        Fixture f;
        ui::VertexDraft source;
        source.setValue("displayName", "tuned");
        source.setValue("jobSpec.workerPoolSpecs[0].pythonPackageSpec.packageUris", nlohmann::json::array({ "gs://b/t.tar.gz" }));
        source.setValue("jobSpec.workerPoolSpecs[0].pythonPackageSpec.pythonModule", "trainer.task");
        source.setValue("labels.team", "vision");
        source.setKind(ui::VertexDraft::Kind::TuningJob);
        source.addParameter();
        source.setLocation("europe-west4");
        const auto texts = ui::vertexTexts(source.job(), source.location());
        QCOMPARE(f.wizard->importText(QString::fromStdString(texts.gcloud)), QString());
        QVERIFY(f.wizard->draft()->job() == source.job());
        QCOMPARE(f.wizard->draft()->location(), std::string("europe-west4"));
        auto* module = qobject_cast<QLineEdit*>(f.wizard->binder()->widgetFor("trialJobSpec.workerPoolSpecs[0].pythonPackageSpec.pythonModule"));
        QVERIFY(module);
        QCOMPARE(module->text(), QStringLiteral("trainer.task"));
        // Labels as key=value lines, both ways.
        auto* labels = qobject_cast<QPlainTextEdit*>(f.wizard->binder()->widgetFor("labels"));
        QVERIFY(labels);
        QCOMPARE(labels->toPlainText(), QStringLiteral("team=vision"));
        labels->setPlainText(QStringLiteral("team=vision\nstage = dev"));
        QVERIFY(f.wizard->draft()->value("labels") == (nlohmann::json { { "team", "vision" }, { "stage", "dev" } }));
        // A broken file says where.
        QVERIFY(f.wizard->importText(QStringLiteral("workerPoolSpecs:\n- replicaCount: [1, 2]\n")).contains(QStringLiteral("2:")));
    }

    void conditionalParameterTree()
    {
        Fixture f;
        ui::VertexWizard& wizard = *f.wizard;
        auto* kind = qobject_cast<QComboBox*>(wizard.binder()->widgetFor("trialJobSpec"));
        QVERIFY(kind);
        kind->setCurrentIndex(1);
        emit kind->activated(1);
        QCOMPARE(wizard.draft()->kind(), ui::VertexDraft::Kind::TuningJob);
        ui::VertexStudyPage* study = wizard.study();
        QPushButton* add = buttonNamed(study, ui::VertexStudyPage::tr("&Add parameter"));
        QPushButton* addChild = buttonNamed(study, ui::VertexStudyPage::tr("Add con&ditional parameter"));
        QVERIFY(add && addChild);
        QVERIFY(!addChild->isEnabled()); // nothing selected
        add->click();
        QCOMPARE(study->selected(), std::string("studySpec.parameters[0]"));
        // The selected parameter's type, below the tree.
        QComboBox* type = nullptr;
        for (auto* combo : study->findChildren<QComboBox*>()) {
            if (combo->findText(ui::VertexStudyPage::tr("Categorical")) >= 0 && !combo->isHidden())
                type = combo;
        }
        QVERIFY(type);
        type->setCurrentIndex(2);
        emit type->activated(2);
        QCOMPARE(wizard.draft()->parameterType("studySpec.parameters[0]"), ui::VertexDraft::ParameterType::Categorical);
        QVERIFY(addChild->isEnabled());
        addChild->click();
        QTreeWidget* tree = study->tree();
        QCOMPARE(tree->topLevelItemCount(), 1);
        QCOMPARE(tree->topLevelItem(0)->childCount(), 1);
        QCOMPARE(tree->topLevelItem(0)->child(0)->text(3), QStringLiteral("a")); // the parent's first value
        QVERIFY(wizard.draft()->value("studySpec.parameters[0].conditionalParameterSpecs[0].parentCategoricalValues.values")
            == nlohmann::json::array({ "a" }));
        QCOMPARE(tree->currentItem(), tree->topLevelItem(0)->child(0));
    }

    void problemsSayWhere()
    {
        Fixture f;
        ui::VertexWizard& wizard = *f.wizard;
        wizard.show();
        const std::string path = "jobSpec.workerPoolSpecs[0].replicaCount";
        wizard.draft()->setValue(path, "2");
        // Under the field, named by its pool; the tooltip gives the API path.
        ui::ProblemLabel* label = nullptr;
        for (auto* l : wizard.findChildren<ui::ProblemLabel*>()) {
            if (l->path() == path)
                label = l;
        }
        QVERIFY(label);
        QVERIFY(!label->isHidden());
        QVERIFY(label->toolTip().contains(QString::fromStdString(path)));
        QCOMPARE(wizard.binder()->labelFor(path), QStringLiteral("Pool 0 — primary replica › Replicas"));
        // On Review, listed by that name, and taking you to the field.
        QListWidget* problems = wizard.review()->problems();
        QListWidgetItem* item = nullptr;
        for (int i = 0; i < problems->count(); ++i) {
            if (problems->item(i)->data(Qt::UserRole).toString() == QString::fromStdString(path))
                item = problems->item(i);
        }
        QVERIFY(item);
        QVERIFY(item->text().contains(QStringLiteral("Pool 0 — primary replica › Replicas")));
        QVERIFY(!wizard.review()->isComplete());
        while (wizard.currentId() != ui::VertexWizard::ReviewId)
            wizard.next();
        emit problems->itemActivated(item);
        QCOMPARE(wizard.currentId(), int(ui::VertexWizard::PoolsId));
        QCOMPARE(wizard.pools()->tabs()->currentIndex(), 0);
        // Pool 1's problems are named by pool 1.
        wizard.draft()->setPoolUsed(1, true);
        wizard.draft()->setValue("jobSpec.workerPoolSpecs[1].machineSpec.machineType", "n1-nonesuch-3");
        QVERIFY(wizard.binder()->labelFor("jobSpec.workerPoolSpecs[1].machineSpec.machineType").startsWith(QStringLiteral("Pool 1")));
        QVERIFY(!wizard.draft()->violationsAt("jobSpec.workerPoolSpecs[1].machineSpec.machineType").empty());
    }

    void convertV1ConfigReportsWhatDidNotMap()
    {
        Fixture f;
        const QString v1 = QStringLiteral("trainingInput:\n"
                                          "  scaleTier: BASIC\n"
                                          "  packageUris:\n"
                                          "  - gs://b/trainer-0.1.tar.gz\n"
                                          "  pythonModule: trainer.task\n"
                                          "  region: us-central1\n"
                                          "  runtimeVersion: '2.11'\n"
                                          "  pythonVersion: '3.7'\n"
                                          "  scheduling:\n"
                                          "    priority: 5\n");
        QCOMPARE(f.wizard->convertV1Text(v1), QString());
        const auto* job = std::get_if<spec::vertex::CustomJob>(&f.wizard->draft()->job());
        QVERIFY(job);
        QVERIFY(f.wizard->draft()->value("jobSpec.workerPoolSpecs[0].pythonPackageSpec.pythonModule") == nlohmann::json("trainer.task"));
        QVERIFY(f.wizard->draft()->value("jobSpec.workerPoolSpecs[0].machineSpec.machineType").is_string());
        QLabel* report = f.wizard->basics()->report();
        QVERIFY(!report->isHidden());
        QVERIFY2(report->text().contains(QStringLiteral("trainingInput.scheduling.priority")), qPrintable(report->text()));
        QVERIFY(report->text().contains(QStringLiteral("trainingInput.scaleTier")));
        // A file that is no v1 job says so, and changes nothing.
        QVERIFY(!f.wizard->convertV1Text(QStringLiteral("trainingInput: [")).isEmpty());
    }

    // The console stops with the wizard open (a crash): the wizard opened again on the draft it left
    // has the same job, kind and location; submitting it clears the draft.
    void reopeningRestoresTheJob()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("drafts"));
        ui::VertexDraftState composed;
        {
            auto stopped = std::make_unique<ui::DraftStore>(folder);
            Fixture f;
            f.wizard->keepDraftIn(stopped.get(), stopped->begin());
            const std::string yaml = "workerPoolSpecs:\n"
                                     "  machineSpec:\n"
                                     "    machineType: n1-standard-4\n"
                                     "  replicaCount: 1\n"
                                     "  pythonPackageSpec:\n"
                                     "    executorImageUri: "
                + firstCpuContainer(*f.wizard->draft())
                + "\n"
                  "    packageUris:\n"
                  "    - gs://b/trainer-0.1.tar.gz\n"
                  "    pythonModule: trainer.task\n";
            QCOMPARE(f.wizard->importText(QString::fromStdString(yaml)), QString());
            f.wizard->draft()->setValue("displayName", "kept");
            f.wizard->draft()->setValue("jobSpec.workerPoolSpecs[0].pythonPackageSpec.args", nlohmann::json::array({ "--epochs=3" }));
            QVERIFY2(f.wizard->draft()->ready(),
                f.wizard->draft()->violations().empty() ? "" : f.wizard->draft()->violations().front().englishMessage().c_str());
            composed = f.wizard->draftState();
            QCOMPARE(composed.document.value("displayName", ""), std::string("kept"));
            stopped.reset(); // the console is gone; the wizard was neither submitted nor closed
        }

        ui::DraftStore store(folder);
        const auto found = leftovers(store);
        QCOMPARE(found.size(), std::size_t(1));
        QVERIFY(found.front().vertex.has_value());
        QCOMPARE(found.front().jobId, QStringLiteral("kept"));
        Fixture g;
        g.wizard->restoreDraft(*found.front().vertex);
        g.wizard->keepDraftIn(&store, found.front().id);
        QVERIFY(g.wizard->draftState() == composed);
        QCOMPARE(g.wizard->draft()->kind(), ui::VertexDraft::Kind::CustomJob);
        QVERIFY(g.wizard->draft()->value("jobSpec.workerPoolSpecs[0].pythonPackageSpec.args") == nlohmann::json::array({ "--epochs=3" }));
        QVERIFY(g.wizard->draft()->ready());

        // Submitted: the backend has the restored job, and no draft is left for the next start.
        g.wizard->show();
        QSignalSpy submitted(g.wizard.get(), &ui::VertexWizard::submitted);
        g.wizard->accept();
        QTRY_COMPARE(submitted.count(), 1);
        QCOMPARE(g.backend->created.size(), std::size_t(1));
        QVERIFY(g.backend->created.front() == g.wizard->draft()->job());
        QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(store.draftPath(found.front().id)), 10'000);
        ui::DraftStore next(folder);
        QVERIFY(leftovers(next).empty());
    }

    // Job › Convert to Vertex AI… needs a job to convert: disabled until one is selected.
    void convertNeedsASelectedJob()
    {
        QTemporaryDir dir;
        ui::ConsoleOptions options;
        options.withLocalDaemon = false;
        options.draftsFolder = dir.filePath(QStringLiteral("drafts"));
        ui::MainWindow window(options);
        QAction* convert = window.convertToVertexAction();
        QVERIFY(convert);
        QVERIFY(!convert->isEnabled());
        auto fake = std::make_unique<test::FakeBackend>();
        spec::Job job;
        job.jobId = "v1_job";
        fake->putJob(job);
        window.addBackend(std::move(fake));
        window.show();
        QVERIFY(!convert->isEnabled());
        QTRY_VERIFY(window.selectJob(QStringLiteral("v1_job")));
        QTRY_VERIFY(convert->isEnabled());
    }
};

QTEST_MAIN(TestVertexWizard)
#include "tst_vertexwizard.moc"
