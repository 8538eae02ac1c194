// The job wizard, offscreen, against the real daemon: every page driven through its widgets, each
// validation error shown next to its field and gone once fixed, a job built in the wizard equal to
// the same job imported from YAML, the gcloud command line parsing back to the job, the seed's
// config.yaml importing and exporting unchanged, and a submitted job running.

#include "consoletest.h"
#include "wizardtest.h"

#include "client/googlebackend.h"
#include "client/httptransport.h"
#include "client/tokenprovider.h"
#include "spec/gcloudcommand.h"
#include "spec/yamlcodec.h"
#include "console/backendsession.h"
#include "ui/gcloudimportdialog.h"
#include "ui/jobfiles.h"
#include "ui/mainwindow.h"
#include "ui/wizard/basicspage.h"
#include "console/draftstore.h"
#include "ui/wizard/fieldbinder.h"
#include "ui/wizard/hyperparameterspage.h"
#include "console/jobdraft.h"
#include "ui/wizard/jobwizard.h"
#include "ui/wizard/reviewpage.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QSignalSpy>
#include <QTest>

#include <set>

using namespace trainyard;
using test::field;
using test::problemsOf;

namespace {

void typeInto(QLineEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

void typeLines(QPlainTextEdit* edit, const QStringList& lines)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    for (int i = 0; i < lines.size(); ++i) {
        if (i > 0)
            QTest::keyClick(edit, Qt::Key_Return);
        QTest::keyClicks(edit, lines[i]);
    }
}

void choose(QComboBox* combo, const QString& wire)
{
    const int index = combo->findData(wire);
    QVERIFY2(index >= 0, qPrintable(wire));
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

QString canonical(const spec::Job& job)
{
    return QString::fromStdString(spec::toJsonText(job, -1));
}

} // namespace

class TestJobWizard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_daemon.start());
        ui::ConsoleOptions options;
        options.localDaemon.socketPath = m_daemon.socketPath().toStdString();
        options.localDaemon.autostart = false;
        options.draftsFolder = m_drafts.path();
        m_options = options;
        m_window = std::make_unique<ui::MainWindow>(options);
        m_session = m_window->sessions().value(0);
        QVERIFY(m_session);
        QTRY_VERIFY_WITH_TIMEOUT(m_session->backend()->status().state == client::ConnectionState::Connected, 10'000);
        // A Google project for jobs only Google runs (gs:// packages, its regions); nobody answers for
        // it, and the wizard needs no answer.
        client::GoogleBackendOptions google;
        google.project = "nowhere";
        google.tokens = &m_token;
        google.mlBaseUrl = google.loggingBaseUrl = google.monitoringBaseUrl = "http://127.0.0.1:9";
        m_google = m_window->addBackend(std::make_unique<client::GoogleBackend>(m_transport, google));
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_daemon.stop();
    }

    void drivesEveryPageAndEqualsTheYamlImport()
    {
        // A job for Google: the local daemon would refuse its gs:// paths and region (tst_wizardbackendfit).
        ui::JobWizard wizard(m_window->sessions(), m_google);
        wizard.show();
        QTRY_VERIFY_WITH_TIMEOUT(wizard.capabilitiesKnown(), 10'000);
        typeInto(field<QLineEdit>(wizard, "jobId"), QStringLiteral("census_wide"));
        typeInto(field<QLineEdit>(wizard, "labels"), QStringLiteral("team=vision, stage=dev"));
        auto* region = field<QComboBox>(wizard, "trainingInput.region");
        choose(region, QStringLiteral("us-central1"));
        typeLines(field<QPlainTextEdit>(wizard, "trainingInput.packageUris"), { QStringLiteral("gs://bucket/trainer-0.1.tar.gz") });
        auto* module = field<QComboBox>(wizard, "trainingInput.pythonModule");
        module->setFocus();
        QTest::keyClicks(module, QStringLiteral("trainer.task"));
        choose(field<QComboBox>(wizard, "trainingInput.runtimeVersion"), QStringLiteral("2.11"));
        auto* python = field<QComboBox>(wizard, "trainingInput.pythonVersion");
        python->setFocus();
        QTest::keyClicks(python, QStringLiteral("3.7"));
        typeLines(field<QPlainTextEdit>(wizard, "trainingInput.args"), { QStringLiteral("--epochs"), QStringLiteral("20") });
        choose(field<QComboBox>(wizard, "trainingInput.scaleTier"), QStringLiteral("CUSTOM"));
        choose(field<QComboBox>(wizard, "trainingInput.masterType"), QStringLiteral("n1-standard-8"));
        choose(field<QComboBox>(wizard, "trainingInput.workerType"), QStringLiteral("n1-standard-8"));
        field<QSpinBox>(wizard, "trainingInput.workerCount")->setValue(4);
        choose(field<QComboBox>(wizard, "trainingInput.masterConfig.acceleratorConfig.type"), QStringLiteral("NVIDIA_TESLA_T4"));
        field<QSpinBox>(wizard, "trainingInput.masterConfig.acceleratorConfig.count")->setValue(2);
        typeInto(field<QLineEdit>(wizard, "trainingInput.jobDir"), QStringLiteral("gs://bucket/census"));
        field<QSpinBox>(wizard, "trainingInput.scheduling.priority")->setValue(3);

        const auto expected = spec::jobFromYaml(R"(jobId: census_wide
labels:
  team: vision
  stage: dev
trainingInput:
  scaleTier: CUSTOM
  masterType: n1-standard-8
  masterConfig:
    acceleratorConfig:
      count: '2'
      type: NVIDIA_TESLA_T4
  workerType: n1-standard-8
  workerCount: '4'
  packageUris:
  - gs://bucket/trainer-0.1.tar.gz
  pythonModule: trainer.task
  args:
  - --epochs
  - '20'
  region: us-central1
  jobDir: gs://bucket/census
  runtimeVersion: '2.11'
  pythonVersion: '3.7'
  scheduling:
    priority: 3
)");
        QVERIFY2(expected, expected.error.toString().c_str());
        QCOMPARE(canonical(wizard.draft()->job()), canonical(*expected.value));
        QVERIFY2(wizard.draft()->ready(), qPrintable(wizard.review()->problems()->count() ? wizard.review()->problems()->item(0)->text() : QString()));

        // The gcloud command line of the Review page parses back to the same job.
        const auto command = spec::toGcloudCommand(wizard.draft()->job());
        const auto parsed = spec::jobFromGcloudCommandLine(command.text(), command.configYaml);
        QVERIFY2(parsed, parsed.error.toString().c_str());
        QCOMPARE(canonical(*parsed.value), canonical(wizard.draft()->job()));
        QVERIFY(wizard.review()->gcloud().startsWith(QStringLiteral("gcloud ai-platform jobs submit training census_wide")));
    }

    void errorsShowBesideTheirFieldAndGoWhenFixed()
    {
        ui::JobWizard wizard(m_window->sessions(), m_session);
        wizard.show();
        // A bad id: its rule, under the id field.
        typeInto(field<QLineEdit>(wizard, "jobId"), QStringLiteral("9lives"));
        ui::ProblemLabel* idProblems = problemsOf(wizard, "jobId");
        QVERIFY(idProblems);
        QVERIFY(idProblems->isVisibleTo(&wizard));
        QVERIFY(!idProblems->text().isEmpty());
        typeInto(field<QLineEdit>(wizard, "jobId"), QStringLiteral("lives_9"));
        QVERIFY(!idProblems->isVisibleTo(&wizard));

        // No module: said under the module field; typing one fixes it.
        typeLines(field<QPlainTextEdit>(wizard, "trainingInput.packageUris"), { QStringLiteral("gs://bucket/p.tar.gz") });
        ui::ProblemLabel* moduleProblems = problemsOf(wizard, "trainingInput.pythonModule");
        QVERIFY(moduleProblems && !moduleProblems->text().isEmpty());
        auto* module = field<QComboBox>(wizard, "trainingInput.pythonModule");
        module->setFocus();
        QTest::keyClicks(module, QStringLiteral("trainer.task"));
        QVERIFY(moduleProblems->text().isEmpty());

        // A parameter whose minimum is above its maximum: reported under the parameter table.
        wizard.goToField(QStringLiteral("trainingInput.hyperparameters"));
        auto* hp = wizard.findChild<ui::HyperparametersPage*>();
        QVERIFY(hp);
        hp->enabled()->setChecked(true);
        for (auto* button : hp->findChildren<QPushButton*>()) {
            if (button->text() == QStringLiteral("A&dd parameter"))
                button->click();
        }
        QTableWidget* table = hp->parameters();
        QCOMPARE(table->rowCount(), 1);
        table->item(0, 2)->setText(QStringLiteral("5"));
        table->item(0, 3)->setText(QStringLiteral("1"));
        ui::ProblemLabel* paramProblems = problemsOf(wizard, "trainingInput.hyperparameters.params");
        QVERIFY(paramProblems);
        QVERIFY2(paramProblems->text().contains(QStringLiteral("Parameter 1")), qPrintable(paramProblems->text()));
        QVERIFY2(paramProblems->toolTip().contains(QStringLiteral("params[0]")), qPrintable(paramProblems->toolTip()));
        table->item(0, 3)->setText(QStringLiteral("10"));
        QVERIFY2(!paramProblems->toolTip().contains(QStringLiteral("params[0].m")), qPrintable(paramProblems->toolTip()));

        // The Review page lists what is left, and a click there goes to the field.
        auto* review = wizard.review();
        QVERIFY(review->problems()->count() > 0);
        const QString path = review->problems()->item(0)->data(Qt::UserRole).toString();
        QVERIFY(wizard.goToField(path));
        QCOMPARE(wizard.currentId(), static_cast<int>(ui::JobWizard::pageOf(path.toStdString())));
    }

    void anExistingJobIdIsFlagged()
    {
        QVERIFY(test::submit(*m_session->backend(), test::chatterJob("taken", "BASIC", 1, 0)));
        ui::JobWizard wizard(m_window->sessions(), m_session);
        wizard.show();
        typeInto(field<QLineEdit>(wizard, "jobId"), QStringLiteral("taken"));
        ui::ProblemLabel* idProblems = problemsOf(wizard, "jobId");
        QTRY_VERIFY_WITH_TIMEOUT(idProblems->text().contains(QStringLiteral("already has a job named taken")), 5000);
        typeInto(field<QLineEdit>(wizard, "jobId"), QStringLiteral("not_taken"));
        QTRY_VERIFY_WITH_TIMEOUT(idProblems->text().isEmpty(), 5000);
    }

    void theSeedConfigImportsAndExportsUnchanged()
    {
        QFile file(QStringLiteral(TRAINYARD_FIXTURES "/yaml/seed003-example2.yaml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray original = file.readAll();
        std::optional<spec::Job> imported;
        ui::jobfiles::read(file.fileName(), this, [&](spec::Decoded<spec::Job> decoded, const QString&) {
            if (decoded)
                imported = *decoded.value;
        });
        QTRY_VERIFY(imported.has_value());
        ui::JobWizard wizard(m_window->sessions(), m_session);
        wizard.setJob(*imported);
        // For the local daemon it lacks the code to run: said clearly, each beside its field.
        std::set<std::string> codes;
        for (const auto& v : wizard.draft()->violations())
            codes.insert(v.code);
        QVERIFY(codes.count("package.pythonModuleRequired"));
        QVERIFY(!wizard.draft()->ready());
        QVERIFY(wizard.review()->problems()->count() > 0);
        QCOMPARE(QByteArray::fromStdString(ui::jobfiles::encode(wizard.draft()->job(), ui::jobfiles::Format::Yaml)), original);
    }

    void submitsAndTheJobRuns()
    {
        auto* wizard = m_window->openWizard(test::chatterJob("from_wizard", "BASIC", 3, 0));
        QVERIFY(wizard->draft()->ready());
        QSignalSpy submitted(wizard, &ui::JobWizard::submitted);
        while (wizard->currentId() != ui::JobWizard::ReviewId)
            wizard->next();
        QVERIFY(wizard->button(QWizard::FinishButton)->isEnabled());
        wizard->button(QWizard::FinishButton)->click();
        QTRY_COMPARE_WITH_TIMEOUT(submitted.count(), 1, 10'000);
        QCOMPARE(m_daemon.waitForState("from_wizard", "SUCCEEDED,FAILED", 60'000).value("state", ""), std::string("SUCCEEDED"));
    }

    void aGcloudCommandOpensInTheWizard()
    {
        const spec::Job job = test::chatterJob("from_gcloud", "STANDARD_1", 10, 0);
        const auto command = spec::toGcloudCommand(job);
        ui::GcloudImportDialog dialog;
        dialog.setCommand(QString::fromStdString(command.text()), QString::fromStdString(command.configYaml));
        QVERIFY2(dialog.job().has_value(), qPrintable(dialog.problem()));
        QCOMPARE(canonical(*dialog.job()), canonical(spec::withoutOutputFields(job)));
        // A bad value is explained, naming its flag, and nothing can be opened.
        dialog.setCommand(QStringLiteral("gcloud ai-platform jobs submit training x --scale-tier=huge --module-name=a.b"));
        QVERIFY(!dialog.job().has_value());
        QVERIFY2(dialog.problem().contains(QStringLiteral("--scale-tier")), qPrintable(dialog.problem()));
    }

    void aDraftLeftByACrashIsOfferedBack()
    {
        QTemporaryDir folder;
        ui::ConsoleOptions options = m_options;
        options.draftsFolder = folder.path();
        {
            ui::MainWindow crashed(options);
            auto* wizard = crashed.openWizard(test::chatterJob("half_done", "BASIC", 1, 0));
            wizard->draft()->setValue("labels.stage", "draft");
            crashed.drafts()->flush();
            QTRY_VERIFY_WITH_TIMEOUT(!QDir(folder.path()).entryList({ QStringLiteral("*.json") }, QDir::Files).isEmpty(), 5000);
            // The window goes away without the wizard being closed: as in a crash, the draft stays.
        }
        test::answerMessageBox(QMessageBox::Yes);
        ui::MainWindow next(options);
        QTRY_VERIFY_WITH_TIMEOUT(next.findChild<ui::JobWizard*>() != nullptr, 5000);
        const auto* restored = next.findChild<ui::JobWizard*>();
        QCOMPARE(QString::fromStdString(restored->draft()->job().jobId.value_or("")), QStringLiteral("half_done"));
        QCOMPARE(test::js(restored->draft()->value("labels.stage")), QStringLiteral("\"draft\""));
        // Closing it on purpose discards the draft.
        const_cast<ui::JobWizard*>(restored)->reject();
        next.drafts()->flush();
        QTRY_VERIFY_WITH_TIMEOUT(QDir(folder.path()).entryList({ QStringLiteral("*.json") }, QDir::Files).isEmpty(), 5000);
    }

private:
    QTemporaryDir m_drafts;
    ui::ConsoleOptions m_options;
    test::DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("4") } };
    client::HttpTransport m_transport;
    client::StaticTokenProvider m_token { "token" };
    std::unique_ptr<ui::MainWindow> m_window;
    ui::BackendSession* m_session = nullptr;
    ui::BackendSession* m_google = nullptr;
};

QTEST_MAIN(TestJobWizard)
#include "tst_jobwizard.moc"
