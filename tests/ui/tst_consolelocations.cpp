// A backend's locations in the console: the words for a location (a table), the wizard's region list
// filled from a daemon's locations (a Slurm partition labelled with its nodes and GPUs, one that takes
// no jobs now disabled with the reason as its tooltip, the default the first that takes jobs), the
// job list's Region column and the job header naming a Slurm location "cluster (Slurm)". Against an
// in-memory backend that answers as a daemon with a Slurm location does (docs/api.md, "Locations").

#include "locatedbackend.h"
#include "wizardtest.h"

#include "console/backendlocations.h"
#include "console/backendsession.h"
#include "console/jobdraft.h"
#include "models/joblistmodel.h"
#include "ui/englishplurals.h"
#include "ui/jobdetailview.h"
#include "ui/mainwindow.h"
#include "ui/wizard/backendfit.h"
#include "spec/jsoncodec.h"

#include <QComboBox>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>

using namespace trainyard;

namespace {

spec::Job jobIn(const char* id, const char* region)
{
    spec::Job job;
    job.jobId = id;
    job.state = spec::State::Running;
    job.trainingInput.emplace().region = region;
    return job;
}

QString js(const nlohmann::json& value)
{
    return QString::fromStdString(value.dump());
}

spec::Location location(const char* json)
{
    return *spec::locationFromJson(nlohmann::json::parse(json));
}

} // namespace

class TestConsoleLocations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QCoreApplication::installTranslator(new ui::EnglishPlurals(this)); }

    void words_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("choice");
        QTest::addColumn<QString>("reason");
        QTest::newRow("the daemon's machine") << QByteArray(R"({"name":"projects/p/locations/local","kind":"local"})") << "local"
                                              << "local" << "";
        QTest::newRow("a Google region") << QByteArray(R"({"name":"projects/p/locations/us-central1"})") << "us-central1" << "us-central1" << "";
        QTest::newRow("a Slurm partition") << QByteArray(R"({"name":"l/cluster","kind":"slurm","partition":"debug","nodes":2,"gpus":4})")
                                           << "cluster (Slurm)" << "cluster — Slurm partition debug, 2 nodes, 4 GPUs" << "";
        QTest::newRow("one node, one GPU") << QByteArray(R"({"name":"l/tiny","kind":"slurm","partition":"p","nodes":1,"gpus":1})")
                                           << "tiny (Slurm)" << "tiny — Slurm partition p, 1 node, 1 GPU" << "";
        QTest::newRow("no GPUs: none said") << QByteArray(R"({"name":"l/cpu","kind":"slurm","partition":"batch","nodes":3,"cpus":96})")
                                            << "cpu (Slurm)" << "cpu — Slurm partition batch, 3 nodes" << "";
        QTest::newRow("not described yet, down") << QByteArray(R"({"name":"l/down","kind":"slurm","partition":"gpu","available":false,"message":"sinfo: error: Unable to contact slurm controller"})")
                                                 << "down (Slurm)" << "down — Slurm partition gpu"
                                                 << "down takes no jobs now: sinfo: error: Unable to contact slurm controller";
        QTest::newRow("down without a reason") << QByteArray(R"({"name":"l/local","kind":"local","available":false})") << "local" << "local"
                                               << "local takes no jobs now.";
    }

    void words()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, region);
        QFETCH(QString, choice);
        QFETCH(QString, reason);
        const spec::Location l = location(json.constData());
        QCOMPARE(ui::BackendLocations::regionLabel(l), region);
        QCOMPARE(ui::BackendLocations::choiceLabel(l), choice);
        QCOMPARE(ui::BackendLocations::unavailableReason(l), reason);
    }

    // The wizard's check judges a job by the location it names: the daemon's replica slots and GPUs
    // are its own machine's; a Slurm location's GPUs are its partition's; a location that takes no
    // jobs now is a warning at the region.
    void fitJudgesByLocation_data()
    {
        QTest::addColumn<QString>("region");
        QTest::addColumn<int>("workers");
        QTest::addColumn<int>("gpusPerReplica");
        QTest::addColumn<QStringList>("codes");
        const QString slotLimit = QString::fromLatin1(ui::BackendFit::replicaSlotsCode);
        const QString gpus = QString::fromLatin1(ui::BackendFit::gpusCode);
        const QString down = QString::fromLatin1(ui::BackendFit::locationDownCode);
        QTest::newRow("local: over the daemon's 8 slots and 0 GPUs") << "local" << 9 << 1 << QStringList { slotLimit, gpus };
        QTest::newRow("local: fits") << "local" << 1 << 0 << QStringList {};
        QTest::newRow("Slurm: no slot limit") << "cluster" << 9 << 0 << QStringList {};
        QTest::newRow("Slurm: the partition's 4 GPUs") << "cluster" << 4 << 1 << QStringList {};
        QTest::newRow("Slurm: more GPUs than the partition") << "cluster" << 5 << 1 << QStringList { gpus };
        QTest::newRow("Slurm, down and not described: a warning only") << "down" << 9 << 1 << QStringList { down };
    }

    void fitJudgesByLocation()
    {
        QFETCH(QString, region);
        QFETCH(int, workers);
        QFETCH(int, gpusPerReplica);
        QFETCH(QStringList, codes);
        const auto answer = test::slurmLocationsAnswer();
        ui::BackendFit fit(QStringLiteral("Daemon"), client::Capabilities::fromLocations(answer), false);
        QCOMPARE(fit.capabilities().replicaSlots, std::optional<int>(8));
        fit.setLocations(*spec::locationsFromJson(answer));
        nlohmann::json job = { { "jobId", "j" },
            { "trainingInput",
                { { "region", region.toStdString() }, { "scaleTier", "CUSTOM" }, { "masterType", "n1-standard-4" }, { "workerType", "n1-standard-4" },
                    { "workerCount", std::to_string(workers) } } } };
        if (gpusPerReplica > 0)
            job["trainingInput"]["workerConfig"] = { { "acceleratorConfig", { { "type", "NVIDIA_TESLA_T4" }, { "count", std::to_string(gpusPerReplica) } } } };
        auto decoded = spec::jobFromJson(job);
        QVERIFY2(decoded.value, decoded.error.message.c_str());
        QStringList found;
        for (const auto& v : fit.check(*decoded.value)) {
            found << QString::fromStdString(v.code);
            QCOMPARE(v.severity == spec::Severity::Warning, v.code == ui::BackendFit::locationDownCode);
            if (v.code == ui::BackendFit::gpusCode && region == QStringLiteral("cluster"))
                QVERIFY2(v.message().contains(QStringLiteral("Slurm partition of cluster has 4")), qPrintable(v.message()));
        }
        QCOMPARE(found, codes);
    }

    void consoleShowsTheBackendsLocations()
    {
        QTemporaryDir dir;
        ui::ConsoleOptions options;
        options.withLocalDaemon = false;
        options.draftsFolder = dir.filePath("drafts");
        ui::MainWindow window(options);
        auto fake = std::make_unique<test::LocatedBackend>(test::slurmLocationsAnswer());
        fake->putJob(jobIn("on_slurm", "cluster"));
        fake->putJob(jobIn("on_machine", "local"));
        fake->putJob(jobIn("elsewhere", "europe-west4")); // a region the backend does not list: as it is
        ui::BackendSession* session = window.addBackend(std::move(fake));
        window.show();
        QTRY_VERIFY(session->locations()->known());
        QCOMPARE(session->locations()->locations().size(), std::size_t(3));

        // The job list: the Region column says which jobs ran on Slurm; sorting and the filter keep the region.
        models::JobListModel* jobs = session->jobs();
        QTRY_COMPARE(jobs->rowCount(), 3);
        const auto regionOf = [&](const char* id) { return jobs->index(jobs->rowOf(QString::fromLatin1(id)), models::JobListModel::RegionColumn).data().toString(); };
        QCOMPARE(regionOf("on_slurm"), QStringLiteral("cluster (Slurm)"));
        QCOMPARE(regionOf("on_machine"), QStringLiteral("local"));
        QCOMPARE(regionOf("elsewhere"), QStringLiteral("europe-west4"));
        QCOMPARE(jobs->index(jobs->rowOf(QStringLiteral("on_slurm")), models::JobListModel::RegionColumn).data(models::JobListModel::SortRole).toString(),
            QStringLiteral("cluster"));

        // The job header says where the job runs.
        QTRY_VERIFY(window.selectJob(QStringLiteral("on_slurm")));
        QTRY_VERIFY2(window.detail()->headerText().contains(QStringLiteral("in cluster (Slurm)")), qPrintable(window.detail()->headerText()));
        QVERIFY(window.selectJob(QStringLiteral("on_machine")));
        QTRY_VERIFY(window.detail()->headerText().contains(QStringLiteral("in local")));
        QVERIFY(!window.detail()->headerText().contains(QStringLiteral("Slurm")));

        // The wizard: each location, the Slurm ones with their partition, nodes and GPUs; the one that
        // takes no jobs disabled, its reason as its tooltip.
        spec::Job draft = jobIn("new_job", "local");
        draft.trainingInput->region.reset();
        ui::JobWizard* wizard = window.openWizard(draft);
        QVERIFY(wizard);
        QTRY_VERIFY(wizard->capabilitiesKnown());
        auto* region = test::field<QComboBox>(*wizard, "trainingInput.region");
        QVERIFY(region);
        QTRY_COMPARE(region->count(), 3);
        QCOMPARE(region->itemText(0), QStringLiteral("local"));
        QCOMPARE(region->itemText(1), QStringLiteral("cluster — Slurm partition debug, 2 nodes, 4 GPUs"));
        QCOMPARE(region->itemData(1).toString(), QStringLiteral("cluster"));
        QCOMPARE(region->itemText(2), QStringLiteral("down — Slurm partition gpu"));
        auto* items = qobject_cast<QStandardItemModel*>(region->model());
        QVERIFY(items);
        QVERIFY(items->item(0)->isEnabled() && items->item(1)->isEnabled());
        QVERIFY(!items->item(2)->isEnabled());
        QCOMPARE(region->itemData(2, Qt::ToolTipRole).toString(), QStringLiteral("down takes no jobs now: the Slurm controller does not answer"));
        QVERIFY(region->itemData(1, Qt::ToolTipRole).toString().isEmpty());
        // The default: the backend's first location.
        QCOMPARE(js(wizard->draft()->value("trainingInput.region")), QStringLiteral("\"local\""));

        // By keyboard as before: Down chooses the Slurm location (the job names its id), and Down again
        // does not reach the one that takes no jobs.
        region->setFocus();
        QTest::keyClick(region, Qt::Key_Down);
        QCOMPARE(js(wizard->draft()->value("trainingInput.region")), QStringLiteral("\"cluster\""));
        QCOMPARE(region->currentText(), QStringLiteral("cluster — Slurm partition debug, 2 nodes, 4 GPUs"));
        QTest::keyClick(region, Qt::Key_Down);
        QCOMPARE(js(wizard->draft()->value("trainingInput.region")), QStringLiteral("\"cluster\""));
        // A job that names the Slurm location shows its label (the field, left, shows what the draft says).
        region->clearFocus();
        wizard->draft()->setValue("trainingInput.region", "local");
        QCOMPARE(region->currentText(), QStringLiteral("local"));
        wizard->draft()->setValue("trainingInput.region", "cluster");
        QCOMPARE(region->currentIndex(), 1);
        QCOMPARE(region->currentText(), QStringLiteral("cluster — Slurm partition debug, 2 nodes, 4 GPUs"));
        wizard->close();
    }

    void defaultSkipsALocationThatTakesNoJobs()
    {
        QTemporaryDir dir;
        ui::ConsoleOptions options;
        options.withLocalDaemon = false;
        options.draftsFolder = dir.filePath("drafts");
        ui::MainWindow window(options);
        auto answer = test::slurmLocationsAnswer();
        std::swap(answer["locations"][0], answer["locations"][2]); // "down" first
        ui::BackendSession* session = window.addBackend(std::make_unique<test::LocatedBackend>(answer));
        QTRY_VERIFY(session->locations()->known());
        spec::Job draft = jobIn("new_job", "local");
        draft.trainingInput->region.reset();
        ui::JobWizard* wizard = window.openWizard(draft);
        QTRY_VERIFY(wizard->capabilitiesKnown());
        QTRY_COMPARE(js(wizard->draft()->value("trainingInput.region")), QStringLiteral("\"cluster\""));
        wizard->close();
    }
};

QTEST_MAIN(TestConsoleLocations)
#include "tst_consolelocations.moc"
