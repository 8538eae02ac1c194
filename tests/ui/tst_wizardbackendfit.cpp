// Nothing is "Ready to submit" that the chosen backend refuses (issue 16, point 3), offscreen against
// the real daemon started with --slots 2: the wizard learns the daemon's slots, GPUs, region and the
// paths it reads, and flags at the field, before Review, a master and two workers (finding 36: the
// daemon refused it after "Ready to submit"), with a link that opens Settings → Local daemon; a
// gs:// package or job dir; a region the backend does not serve. The region defaults to the backend's
// first location, for the daemon and for Google. CUSTOM → BASIC clears the pools, so no hidden field
// carries an error and the export has no workerCount (finding 73).

#include "consoletest.h"
#include "wizardtest.h"

#include "client/googlebackend.h"
#include "client/httptransport.h"
#include "client/tokenprovider.h"
#include "spec/jsoncodec.h"
#include "ui/settings/daemonpage.h"
#include "ui/settings/settingsdialog.h"
#include "ui/wizard/backendfit.h"
#include "ui/wizard/basicspage.h"
#include "ui/wizard/computepage.h"
#include "ui/wizard/fieldbinder.h"
#include "console/jobdraft.h"
#include "ui/wizard/jobwizard.h"
#include "ui/wizard/reviewpage.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTest>

using namespace trainyard;
using test::field;
using test::problemsOf;

namespace {

void choose(QComboBox* combo, const QString& wire)
{
    const int index = combo->findData(wire);
    QVERIFY2(index >= 0, qPrintable(wire));
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

void typeInto(QLineEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

void typeLines(QPlainTextEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

// The codes of every problem of the draft.
QStringList codes(const ui::JobWizard& wizard)
{
    QStringList out;
    for (const auto& v : wizard.draft()->violations())
        out << QString::fromStdString(v.path + " " + v.code);
    return out;
}

bool hasCode(const ui::JobWizard& wizard, const std::string& path, const char* code)
{
    for (const auto& v : wizard.draft()->violations()) {
        if (v.path == path && v.code == code)
            return true;
    }
    return false;
}

// Whether the Review page says "Ready to submit" anywhere, or lets Submit be clicked.
bool reviewSaysReady(ui::JobWizard& wizard)
{
    while (wizard.currentId() != ui::JobWizard::ReviewId)
        wizard.next();
    bool ready = wizard.button(QWizard::FinishButton)->isEnabled();
    for (auto* label : wizard.review()->findChildren<QLabel*>())
        ready = ready || label->text().startsWith(QStringLiteral("Ready to submit"));
    return ready;
}

// A job the daemon runs as it is: BASIC, the chatter trainer on this disk.
spec::Job basicJob(const std::string& id)
{
    return test::chatterJob(id, "BASIC", 1, 0);
}

} // namespace

class TestWizardBackendFit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_daemon.start());
        m_window = std::make_unique<ui::MainWindow>(test::consoleOptions(m_daemon));
        m_session = m_window->sessions().value(0);
        QVERIFY(m_session);
        QTRY_VERIFY_WITH_TIMEOUT(m_session->backend()->status().state == client::ConnectionState::Connected, 10'000);
        // A Google project nobody answers for: the backend says what it knows without it.
        client::GoogleBackendOptions options;
        options.project = "nowhere";
        options.tokens = &m_token;
        options.mlBaseUrl = "http://127.0.0.1:9";
        options.loggingBaseUrl = options.mlBaseUrl;
        options.monitoringBaseUrl = options.mlBaseUrl;
        m_google = m_window->addBackend(std::make_unique<client::GoogleBackend>(m_transport, options));
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_daemon.stop();
    }

    void theDaemonSaysItsSlotsAndGpus()
    {
        const auto locations = m_daemon.get("/v1/projects/local/locations").json();
        const auto& capability = locations["locations"][0]["capabilities"][0];
        QCOMPARE(test::js(capability["replicaSlots"]), QStringLiteral("2"));
        QCOMPARE(test::js(capability["gpus"]), QStringLiteral("0"));
    }

    void moreReplicasThanSlotsAreFlaggedAtTheField()
    {
        auto* wizard = m_window->openWizard(basicJob("cluster"));
        QTRY_VERIFY_WITH_TIMEOUT(wizard->capabilitiesKnown(), 10'000);
        QVERIFY(wizard->backendFit().capabilities().replicaSlots == std::optional<int>(2));
        QVERIFY2(wizard->draft()->ready(), qPrintable(codes(*wizard).join(QLatin1Char('\n'))));
        // Finding 36: a master and two workers, made in the wizard.
        choose(field<QComboBox>(*wizard, "trainingInput.scaleTier"), QStringLiteral("CUSTOM"));
        choose(field<QComboBox>(*wizard, "trainingInput.masterType"), QStringLiteral("n1-standard-4"));
        choose(field<QComboBox>(*wizard, "trainingInput.workerType"), QStringLiteral("n1-standard-4"));
        auto* workers = field<QSpinBox>(*wizard, "trainingInput.workerCount");
        workers->setValue(2);
        // The daemon refuses this very job: the flag is no guess.
        QString refusal;
        spec::Job cluster = wizard->draft()->job();
        cluster.jobId = "cluster_refused";
        QVERIFY(!test::submit(*m_session->backend(), cluster, &refusal));
        QVERIFY2(refusal.contains(QStringLiteral("at most 2")), qPrintable(refusal));

        ui::ProblemLabel* problems = problemsOf(*wizard, "trainingInput.workerCount");
        QVERIFY(problems && problems->isVisible());
        QVERIFY2(problems->text().contains(QStringLiteral("3 replica")) && problems->text().contains(QStringLiteral("at most 2"))
                && problems->text().contains(QStringLiteral("Settings")),
            qPrintable(problems->text()));
        // The link under the message opens Settings on the Local daemon page.
        QLabel* link = nullptr;
        for (auto* label : problems->parentWidget()->findChildren<QLabel*>()) {
            if (label->text().contains(QStringLiteral("settings:daemon")))
                link = label;
        }
        QVERIFY(link && link->isVisible());
        QVERIFY(!m_window->findChild<ui::SettingsDialog*>());
        emit link->linkActivated(QStringLiteral("settings:daemon"));
        auto* settings = m_window->findChild<ui::SettingsDialog*>();
        QVERIFY(settings && settings->isVisible());
        QCOMPARE(settings->pages()->currentWidget(), static_cast<QWidget*>(settings->daemonPage()));
        settings->reject();
        QVERIFY(!reviewSaysReady(*wizard));

        // One worker fits: the flag and the link go, and the job is ready.
        field<QSpinBox>(*wizard, "trainingInput.workerCount")->setValue(1);
        QVERIFY(!problems->isVisible());
        QVERIFY(!link->isVisible());
        QVERIFY2(wizard->draft()->ready(), qPrintable(codes(*wizard).join(QLatin1Char('\n'))));
        QVERIFY(reviewSaysReady(*wizard));
        // A predefined tier of four replicas is flagged at the tier.
        choose(field<QComboBox>(*wizard, "trainingInput.scaleTier"), QStringLiteral("STANDARD_1"));
        QVERIFY2(hasCode(*wizard, "trainingInput.scaleTier", ui::BackendFit::replicaSlotsCode), qPrintable(codes(*wizard).join(QLatin1Char('\n'))));
        wizard->reject();
    }

    void aGpuTheDaemonLacksIsFlagged()
    {
        auto* wizard = m_window->openWizard(basicJob("gpu"));
        QTRY_VERIFY_WITH_TIMEOUT(wizard->capabilitiesKnown(), 10'000);
        choose(field<QComboBox>(*wizard, "trainingInput.scaleTier"), QStringLiteral("BASIC_GPU"));
        QVERIFY2(hasCode(*wizard, "trainingInput.scaleTier", ui::BackendFit::gpusCode), qPrintable(codes(*wizard).join(QLatin1Char('\n'))));
        QVERIFY(!reviewSaysReady(*wizard));
        wizard->reject();
    }

    void cloudStoragePathsAreFlaggedOnTheDaemon()
    {
        auto* wizard = m_window->openWizard(basicJob("paths"));
        QTRY_VERIFY_WITH_TIMEOUT(wizard->capabilitiesKnown(), 10'000);
        typeLines(field<QPlainTextEdit>(*wizard, "trainingInput.packageUris"), QStringLiteral("gs://bucket/trainer-0.1.tar.gz"));
        ui::ProblemLabel* packages = problemsOf(*wizard, "trainingInput.packageUris");
        QVERIFY(packages && packages->isVisible());
        QVERIFY2(packages->text().contains(QStringLiteral("gs://bucket/trainer-0.1.tar.gz")), qPrintable(packages->text()));
        QVERIFY(hasCode(*wizard, "trainingInput.packageUris[0]", ui::BackendFit::packageCode));
        typeInto(field<QLineEdit>(*wizard, "trainingInput.jobDir"), QStringLiteral("gs://bucket/out"));
        ui::ProblemLabel* jobDir = problemsOf(*wizard, "trainingInput.jobDir");
        QVERIFY(jobDir && jobDir->isVisible());
        QVERIFY2(jobDir->text().contains(QStringLiteral("gs://bucket/out")), qPrintable(jobDir->text()));
        QVERIFY(!reviewSaysReady(*wizard));
        // Local paths are what it reads.
        typeLines(field<QPlainTextEdit>(*wizard, "trainingInput.packageUris"), QStringLiteral(TRAINYARD_FIXTURES "/trainers/chatter"));
        typeInto(field<QLineEdit>(*wizard, "trainingInput.jobDir"), m_daemon.tempPath(QStringLiteral("out")));
        QVERIFY(!packages->isVisible());
        QVERIFY(!jobDir->isVisible());
        QVERIFY2(wizard->draft()->ready(), qPrintable(codes(*wizard).join(QLatin1Char('\n'))));
        wizard->reject();
    }

    void aRegionTheBackendDoesNotServeIsFlagged()
    {
        auto* wizard = m_window->openWizard(basicJob("region"));
        QTRY_VERIFY_WITH_TIMEOUT(wizard->capabilitiesKnown(), 10'000);
        auto* region = field<QComboBox>(*wizard, "trainingInput.region");
        // It offers the daemon's one location only.
        QCOMPARE(region->count(), 1);
        QCOMPARE(region->itemData(0).toString(), QStringLiteral("local"));
        region->setFocus();
        region->lineEdit()->selectAll();
        QTest::keyClicks(region, QStringLiteral("us-central1"));
        QCOMPARE(test::js(wizard->draft()->value("trainingInput.region")), QStringLiteral("\"us-central1\""));
        ui::ProblemLabel* problems = problemsOf(*wizard, "trainingInput.region");
        QVERIFY(problems && problems->isVisible());
        QVERIFY2(problems->text().contains(QStringLiteral("us-central1")) && problems->text().contains(QStringLiteral("local")), qPrintable(problems->text()));
        QVERIFY(hasCode(*wizard, "trainingInput.region", ui::BackendFit::regionCode));
        QVERIFY(!reviewSaysReady(*wizard));
        wizard->reject();
    }

    void theRegionDefaultsToTheBackendsFirstLocation()
    {
        spec::Job job = basicJob("default_region");
        job.trainingInput->region.reset();
        auto* wizard = m_window->openWizard(job);
        QTRY_VERIFY_WITH_TIMEOUT(wizard->capabilitiesKnown(), 10'000);
        QCOMPARE(test::js(wizard->draft()->value("trainingInput.region")), QStringLiteral("\"local\""));
        QCOMPARE(field<QComboBox>(*wizard, "trainingInput.region")->currentText(), QStringLiteral("local"));
        QVERIFY2(wizard->draft()->ready(), qPrintable(codes(*wizard).join(QLatin1Char('\n'))));

        // Google: its first region, and its own rules (Cloud Storage for packages, no slot limit).
        wizard->basics()->setTarget(m_google);
        QTRY_VERIFY_WITH_TIMEOUT(wizard->capabilitiesKnown(), 10'000);
        const std::string first = spec::Catalog::builtin().regions().front().name;
        QCOMPARE(test::js(wizard->draft()->value("trainingInput.region")), test::js(first));
        QVERIFY(!wizard->backendFit().capabilities().replicaSlots);
        QVERIFY(hasCode(*wizard, "trainingInput.packageUris[0]", ui::BackendFit::packageCode));
        QVERIFY(!hasCode(*wizard, "trainingInput.region", ui::BackendFit::regionCode));
        // A region the user chose stays when the backend changes, and is judged by the new one.
        wizard->draft()->setValue("trainingInput.region", "europe-west4");
        wizard->basics()->setTarget(m_session);
        QTRY_VERIFY_WITH_TIMEOUT(wizard->capabilitiesKnown(), 10'000);
        QCOMPARE(test::js(wizard->draft()->value("trainingInput.region")), QStringLiteral("\"europe-west4\""));
        QVERIFY(hasCode(*wizard, "trainingInput.region", ui::BackendFit::regionCode));
        wizard->reject();
    }

    void customToBasicClearsThePools()
    {
        auto* wizard = m_window->openWizard(basicJob("tiers"));
        QTRY_VERIFY_WITH_TIMEOUT(wizard->capabilitiesKnown(), 10'000);
        // What Export writes, without the console's file dialog.
        QObject::disconnect(wizard, &ui::JobWizard::exportRequested, m_window.get(), nullptr);
        std::optional<spec::Job> exported;
        connect(wizard, &ui::JobWizard::exportRequested, this, [&exported](const spec::Job& job) { exported = job; });
        choose(field<QComboBox>(*wizard, "trainingInput.scaleTier"), QStringLiteral("CUSTOM"));
        choose(field<QComboBox>(*wizard, "trainingInput.masterType"), QStringLiteral("n1-standard-4"));
        choose(field<QComboBox>(*wizard, "trainingInput.workerType"), QStringLiteral("n1-standard-4"));
        field<QSpinBox>(*wizard, "trainingInput.workerCount")->setValue(5); // over the slots: an error on a pool field
        field<QSpinBox>(*wizard, "trainingInput.workerCount")->setValue(0); // finding 73's "workerCount: 0"
        field<QSpinBox>(*wizard, "trainingInput.parameterServerCount")->setValue(3);
        QVERIFY(hasCode(*wizard, "trainingInput.parameterServerCount", ui::BackendFit::replicaSlotsCode));
        QCOMPARE(test::js(wizard->draft()->value("trainingInput.workerCount")), QStringLiteral("\"0\""));

        choose(field<QComboBox>(*wizard, "trainingInput.scaleTier"), QStringLiteral("BASIC"));
        for (const auto& path : ui::ComputePage::poolPaths())
            QVERIFY2(wizard->draft()->value(path).is_null(), path.c_str());
        auto* compute = wizard->findChild<ui::ComputePage*>();
        QVERIFY(!compute->customCluster()->isVisibleTo(compute));
        // Every problem left links to a field the user can see.
        for (const auto& v : wizard->draft()->violations()) {
            QVERIFY2(wizard->goToField(QString::fromStdString(v.path)), v.path.c_str());
            QVERIFY2(wizard->binder()->widgetFor(v.path)->isVisible(), v.path.c_str());
        }
        QVERIFY2(wizard->draft()->ready(), qPrintable(codes(*wizard).join(QLatin1Char('\n'))));
        wizard->button(QWizard::CustomButton1)->click();
        QVERIFY(exported.has_value());
        const QString json = QString::fromStdString(spec::toJsonText(*exported, 2));
        QVERIFY2(!json.contains(QStringLiteral("workerCount")) && !json.contains(QStringLiteral("parameterServerCount"))
                && !json.contains(QStringLiteral("masterType")),
            qPrintable(json));
        wizard->reject();
    }

private:
    test::DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("2") } };
    client::HttpTransport m_transport;
    client::StaticTokenProvider m_token { "token" };
    std::unique_ptr<ui::MainWindow> m_window;
    ui::BackendSession* m_session = nullptr;
    ui::BackendSession* m_google = nullptr;
};

QTEST_MAIN(TestWizardBackendFit)
#include "tst_wizardbackendfit.moc"
