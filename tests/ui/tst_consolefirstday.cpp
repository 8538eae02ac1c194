// The console as a new user meets it (issue 16, points 4, 5, 7 and 10), offscreen against the real
// daemon: a console-started daemon runs a master and two workers without a setting touched; the job
// list keeps its width whatever the header says, its columns fit, and the split is remembered;
// Resubmit and Clone give a fresh job dir unless reusing the old one is chosen; an empty list says
// what to do first, and a toolbar holds the main actions.
//
// TRAINYARD_SHOTS=DIR writes what the tests look at as PNGs there (light and dark), for a person to see.

#include "consoletest.h"
#include "screenshot.h"

#include "client/localdaemonbackend.h"
#include "models/joblistmodel.h"
#include "spec/replicaslots.h"
#include "ui/emptyjobsview.h"
#include "ui/freshjobdir.h"
#include "ui/jobdetailview.h"
#include "ui/jobdirreusebox.h"
#include "ui/resubmitdialog.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/daemonpage.h"
#include "ui/settings/theme.h"
#include "console/jobdraft.h"
#include "ui/wizard/jobwizard.h"

#include <QCommandLinkButton>
#include <QFileInfo>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QInputDialog>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTemporaryDir>
#include <QThread>
#include <QToolBar>
#include <QToolButton>

#include <csignal>

using namespace trainyard;
using test::stateOf;

namespace {

// Writes `widget` to $TRAINYARD_SHOTS/name.png when that is set.
void shoot(QWidget* widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("TRAINYARD_SHOTS");
    if (!dir.isEmpty())
        test::grab(widget, dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// A window the size of a 1366×768 laptop screen, shown, on `daemon`, once its jobs are listed.
std::unique_ptr<ui::MainWindow> openConsole(const test::DaemonProcess& daemon)
{
    auto window = std::make_unique<ui::MainWindow>(test::consoleOptions(daemon));
    window->resize(1366, 768);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    ui::BackendSession* session = window->sessions().value(0);
    if (!session || !QTest::qWaitFor([&] { return session->backend()->status().state == client::ConnectionState::Connected && !session->loading(); }, 15'000))
        return nullptr;
    return window;
}

template<typename T>
T* waitForChild(QObject* parent)
{
    T* found = nullptr;
    if (!QTest::qWaitFor([&] { return (found = parent->findChild<T*>()) != nullptr; }, 10'000))
        return nullptr;
    return found;
}

// A job of the digits example that checkpoints into `jobDir` after each epoch.
spec::Job digitsJob(const std::string& jobId, const QString& jobDir, int epochs)
{
    nlohmann::json job = test::exampleJob(jobId, "digits", "trainer.task", { "--epochs", std::to_string(epochs) });
    job["trainingInput"]["jobDir"] = jobDir.toStdString();
    job["trainingInput"]["pythonInterpreter"] = "/usr/bin/python3";
    return std::move(*spec::jobFromJson(job).value);
}

// Every line of a job's log, joined.
std::string logText(const test::DaemonProcess& daemon, const QString& jobId)
{
    std::string text;
    const nlohmann::json page = daemon.get("/v1/projects/local/jobs/" + jobId.toStdString() + "/logs?pageSize=10000").json(); // alive for the loop
    for (const auto& line : page["lines"])
        text += line["text"].get<std::string>() + "\n";
    return text;
}

} // namespace

class TestConsoleFirstDay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        ui::AppSettings::setDaemon({}); // the defaults, whatever another test stored
        ui::AppSettings::setJobSplitterState({});
        QVERIFY(m_daemon.start());
    }
    void cleanupTestCase() { m_daemon.stop(); }

    // Point 10 (finding 01): an empty list offers New job, Import and the examples; a toolbar holds the main actions.
    void firstStartOffersNewJobImportAndExamples()
    {
        test::DaemonProcess fresh;
        QVERIFY(fresh.start());
        auto window = openConsole(fresh);
        QVERIFY(window);
        ui::EmptyJobsView* empty = window->emptyJobsView();
        QTRY_VERIFY(empty->isVisible());
        QVERIFY(!window->jobTable()->isVisible());
        shoot(window.get(), QStringLiteral("firstday-empty-light"));
        ui::applyTheme(ui::Theme::Dark);
        shoot(window.get(), QStringLiteral("firstday-empty-dark"));
        ui::applyTheme(ui::Theme::System);

        // The toolbar: the main actions, each with its words and an icon.
        QToolBar* bar = window->mainToolBar();
        QVERIFY(bar && bar->isVisible());
        QStringList texts;
        for (QAction* action : bar->actions()) {
            if (action->isSeparator())
                continue;
            texts << action->iconText();
            QVERIFY2(!action->icon().isNull(), qPrintable(action->text()));
            auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(action));
            QVERIFY(button && button->isVisible());
            QCOMPARE(button->toolButtonStyle(), Qt::ToolButtonTextBesideIcon);
        }
        for (const char* wanted : { "New job", "Import job", "Cancel job", "Resubmit", "Clone", "Refresh" })
            QVERIFY2(texts.filter(QString::fromLatin1(wanted)).size() == 1, qPrintable(texts.join(QStringLiteral(", "))));
        QVERIFY(window->cancelAction()->isEnabled() == false); // nothing selected

        // New job opens the wizard.
        empty->newJobButton()->click();
        auto* wizard = waitForChild<ui::JobWizard>(window.get());
        QVERIFY(wizard && wizard->isVisible());
        wizard->reject();
        QTRY_VERIFY(!window->findChild<ui::JobWizard*>());

        // The examples were found in this checkout, and each opens in the wizard ready to submit.
        QVERIFY(!window->examplesFolder().isEmpty());
        const QList<QCommandLinkButton*> examples = empty->exampleButtons();
        QCOMPARE(examples.size(), 3);
        for (QCommandLinkButton* button : examples) {
            QVERIFY(button->isVisible());
            button->click();
            auto* example = waitForChild<ui::JobWizard>(window.get());
            QVERIFY(example);
            const spec::Job& job = example->draft()->job();
            QVERIFY(job.jobId && !job.jobId->empty());
            QVERIFY(job.trainingInput && job.trainingInput->packageUris && !job.trainingInput->packageUris->empty());
            const std::string& package = job.trainingInput->packageUris->front();
            QVERIFY2(QFileInfo(QString::fromStdString(package)).isDir(), package.c_str());
            QVERIFY2(example->draft()->ready(), qPrintable(button->text()));
            example->reject();
            QTRY_VERIFY(!window->findChild<ui::JobWizard*>());
        }

        // The "master and two workers" example, submitted from its wizard, runs on a daemon with no --slots.
        examples[1]->click();
        auto* cluster = waitForChild<ui::JobWizard>(window.get());
        QVERIFY(cluster);
        const QString clusterId = QString::fromStdString(cluster->draft()->job().jobId.value_or(""));
        QSignalSpy submitted(cluster, &ui::JobWizard::submitted);
        cluster->accept();
        QTRY_COMPARE_WITH_TIMEOUT(submitted.count(), 1, 10'000);
        // A job in the list: the table is back, and the empty state gone.
        QTRY_VERIFY(window->jobTable()->isVisible());
        QVERIFY(!empty->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(window->sessions().value(0), clusterId), std::string("SUCCEEDED"), 120'000);
        shoot(window.get(), QStringLiteral("firstday-toolbar-light"));

        // With jobs listed, the examples are still at hand: File → New job from an example… asks
        // which, and the chosen one opens in the wizard.
        QAction* fromExample = nullptr;
        for (QAction* a : window->findChildren<QAction*>()) {
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M))
                fromExample = a;
        }
        QVERIFY(fromExample && fromExample->isEnabled());
        auto* poll = new QTimer(this);
        poll->setInterval(20);
        QStringList offered;
        connect(poll, &QTimer::timeout, this, [&offered, poll] {
            if (auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget())) {
                poll->stop();
                offered = dialog->comboBoxItems();
                dialog->setTextValue(offered.value(1));
                dialog->accept();
            }
        });
        poll->start();
        fromExample->trigger();
        poll->deleteLater();
        QCOMPARE(offered.size(), 3);
        auto* again = waitForChild<ui::JobWizard>(window.get());
        QVERIFY(again);
        QCOMPARE(again->draft()->job().trainingInput->workerCount.value_or(0), std::int64_t(2)); // the master and two workers
        again->reject();
        fresh.stop();
    }

    // Point 4 (finding 36): the console starts the daemon with no --slots, and that daemon runs a master
    // and two workers at once on this two-core machine; Settings says how many slots it has.
    void consoleStartedDaemonRunsAMasterAndTwoWorkers()
    {
        QTemporaryDir dir;
        const ui::ConsoleOptions options = test::startingConsoleOptions(dir.path());
        qint64 pid = 0;
        {
            ui::MainWindow window(options);
            auto* backend = qobject_cast<client::LocalDaemonBackend*>(window.sessions().value(0)->backend());
            QVERIFY(backend);
            QVERIFY(!backend->daemonArguments().contains(QStringLiteral("--slots")));
            QTRY_VERIFY2_WITH_TIMEOUT(backend->status().state == client::ConnectionState::Connected, qPrintable(backend->status().detail), 20'000);
            pid = backend->startedPid();
            QVERIFY(pid > 0);

            nlohmann::json job = test::exampleJob("trio", "distributed", "distributed.task", { "--timeout", "60" });
            job["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "standard" }, { "workerType", "standard" }, { "workerCount", "2" } });
            QString error;
            QVERIFY2(test::submit(*backend, *spec::jobFromJson(job).value, &error), qPrintable(error));
            ui::BackendSession* session = window.sessions().value(0);
            QTRY_COMPARE_WITH_TIMEOUT(stateOf(session, QStringLiteral("trio")), std::string("SUCCEEDED"), 120'000);

            // Settings → Local daemon names the number the daemon uses.
            ui::DaemonPage page;
            const int capacity = spec::defaultReplicaSlots(QThread::idealThreadCount());
            QVERIFY(capacity >= 3);
            QCOMPARE(page.slotsBox()->value(), 0);
            QVERIFY2(page.slotsBox()->text().contains(QString::number(capacity)), qPrintable(page.slotsBox()->text()));
            page.resize(640, 420);
            page.show();
            shoot(&page, QStringLiteral("firstday-daemonpage-light"));
        }
        ::kill(static_cast<pid_t>(pid), SIGTERM);
        QTRY_VERIFY_WITH_TIMEOUT(::kill(static_cast<pid_t>(pid), 0) != 0, 10'000);
    }

    // Point 5 (finding 52): a long id and header do not shrink the list; State and Duration stay in view;
    // the split is remembered.
    void jobListKeepsItsWidth()
    {
        test::DaemonProcess fresh;
        QVERIFY(fresh.start());
        const QString longId = QStringLiteral("a_job_with_a_rather_long_identifier_that_goes_on_and_on_") + QString(60, QLatin1Char('x'));
        QVERIFY(fresh.post("/v1/projects/local/jobs", nlohmann::json::parse(spec::toJsonText(test::chatterJob(longId.toStdString(), "STANDARD_1", 3, 0)))).status == 200);
        int listWidth = 0;
        {
            auto window = openConsole(fresh);
            QVERIFY(window);
            QTRY_VERIFY(window->jobTable()->isVisible());
            QSplitter* splitter = window->splitter();
            listWidth = splitter->sizes().value(0);
            QVERIFY(listWidth > 300);
            QTRY_VERIFY_WITH_TIMEOUT(window->selectJob(longId), 10'000);
            QTRY_VERIFY_WITH_TIMEOUT(window->detail()->headerText().contains(longId), 10'000);
            QTRY_COMPARE_WITH_TIMEOUT(stateOf(window->sessions().value(0), longId), std::string("SUCCEEDED"), 60'000);
            QTRY_VERIFY(window->detail()->headerText().contains(QStringLiteral("ran")));
            QApplication::processEvents();
            QCOMPARE(splitter->sizes().value(0), listWidth);
            QVERIFY(window->width() <= 1366);

            // The columns fit what they show, and State and Duration are in view beside the long id.
            QTableView* table = window->jobTable();
            QHeaderView* header = table->horizontalHeader();
            // What the cell's delegate asks for, as the view would ask it (the job had been Running when listed).
            QStyleOptionViewItem option;
            option.initFrom(table->viewport());
            const int iconExtent = table->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, table);
            option.decorationSize = table->iconSize().isValid() ? table->iconSize() : QSize(iconExtent, iconExtent);
            for (int column : { models::JobListModel::StateColumn, models::JobListModel::CreatedColumn, models::JobListModel::DurationColumn }) {
                const QModelIndex cell = table->model()->index(0, column);
                const int wanted = table->itemDelegateForIndex(cell)->sizeHint(option, cell).width();
                QVERIFY2(header->sectionSize(column) >= wanted,
                    qPrintable(QStringLiteral("column %1 (%2): %3 < %4").arg(column).arg(cell.data().toString()).arg(header->sectionSize(column)).arg(wanted)));
            }
            for (int column : { models::JobListModel::StateColumn, models::JobListModel::DurationColumn }) {
                const int right = header->sectionViewportPosition(column) + header->sectionSize(column);
                QVERIFY2(right <= table->viewport()->width(), qPrintable(QStringLiteral("column %1 ends at %2 of %3").arg(column).arg(right).arg(table->viewport()->width())));
            }
            shoot(window.get(), QStringLiteral("firstday-longid-light"));
            ui::applyTheme(ui::Theme::Dark);
            shoot(window.get(), QStringLiteral("firstday-longid-dark"));
            ui::applyTheme(ui::Theme::System);

            splitter->setSizes({ 430, 1366 - 430 });
            QCOMPARE(splitter->sizes().value(0), 430);
            window->close();
        }
        // Started again, the console has the split the user left.
        auto again = openConsole(fresh);
        QVERIFY(again);
        QCOMPARE(again->splitter()->sizes().value(0), 430);
        again.reset();
        fresh.stop();
    }

    // Point 7: Resubmit shows the new id and a fresh job dir; reusing the old one (and its checkpoints)
    // is a box to check. Clone does the same in the wizard.
    void resubmitAndCloneGetAFreshJobDir()
    {
        auto window = openConsole(m_daemon);
        QVERIFY(window);
        ui::BackendSession* session = window->sessions().value(0);
        const QString runs = m_daemon.tempPath(QStringLiteral("runs"));
        const QString firstDir = runs + QStringLiteral("/digits_1");
        QVERIFY(test::submit(*session->backend(), digitsJob("digits_1", firstDir, 2)));
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(session, QStringLiteral("digits_1")), std::string("SUCCEEDED"), 120'000);
        QVERIFY(QFileInfo::exists(firstDir + QStringLiteral("/checkpoint.pkl")));
        QTRY_VERIFY_WITH_TIMEOUT(window->selectJob(QStringLiteral("digits_1")), 10'000);

        // Resubmit, as offered: a new id, and the job dir with the old id replaced by it.
        QSignalSpy resubmitted(window.get(), &ui::MainWindow::resubmitted);
        window->resubmitAction()->trigger();
        auto* dialog = waitForChild<ui::ResubmitDialog>(window.get());
        QVERIFY(dialog && dialog->isVisible());
        const QString freshId = dialog->jobIdEdit()->text();
        QVERIFY(freshId.startsWith(QStringLiteral("digits_1_")));
        QCOMPARE(dialog->jobDirEdit()->text(), runs + QLatin1Char('/') + freshId);
        QVERIFY(dialog->reuseBox() && !dialog->reuseBox()->isChecked());
        shoot(dialog, QStringLiteral("firstday-resubmit-light"));
        QPushButton* submit = nullptr;
        for (auto* button : dialog->findChildren<QPushButton*>()) {
            if (button->text() == QStringLiteral("&Resubmit"))
                submit = button;
        }
        QVERIFY(submit && submit->isEnabled());
        submit->click();
        QTRY_COMPARE_WITH_TIMEOUT(resubmitted.count(), 1, 10'000);
        QCOMPARE(resubmitted.first().at(0).toString(), freshId);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(session, freshId), std::string("SUCCEEDED"), 120'000);
        QCOMPARE(m_daemon.get("/v1/projects/local/jobs/" + freshId.toStdString()).json()["trainingInput"]["jobDir"].get<std::string>(),
            (runs + QLatin1Char('/') + freshId).toStdString());
        // It trained from the start: no checkpoint of the first run was there to resume.
        QTRY_VERIFY_WITH_TIMEOUT(logText(m_daemon, freshId).find("saved model to") != std::string::npos, 10'000);
        QVERIFY(logText(m_daemon, freshId).find("resuming from epoch") == std::string::npos);
        QVERIFY2(logText(m_daemon, freshId).find("epoch 1/2") != std::string::npos, logText(m_daemon, freshId).c_str());

        // Resubmit with the box checked: the old dir, and the trainer resumes from its checkpoint.
        QTRY_VERIFY_WITH_TIMEOUT(window->selectJob(QStringLiteral("digits_1")), 10'000);
        window->resubmitAction()->trigger();
        dialog = nullptr;
        QTRY_VERIFY((dialog = window->findChild<ui::ResubmitDialog*>()) != nullptr && dialog->isVisible());
        dialog->jobIdEdit()->setText(QStringLiteral("digits_1_reused"));
        dialog->reuseBox()->setChecked(true);
        QCOMPARE(dialog->jobDirEdit()->text(), firstDir);
        QVERIFY(dialog->jobDirEdit()->isReadOnly());
        dialog->accept();
        QTRY_COMPARE_WITH_TIMEOUT(resubmitted.count(), 2, 10'000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(session, QStringLiteral("digits_1_reused")), std::string("SUCCEEDED"), 120'000);
        QCOMPARE(m_daemon.get("/v1/projects/local/jobs/digits_1_reused").json()["trainingInput"]["jobDir"].get<std::string>(), firstDir.toStdString());
        QTRY_VERIFY_WITH_TIMEOUT(logText(m_daemon, QStringLiteral("digits_1_reused")).find("saved model to") != std::string::npos, 10'000);
        QVERIFY2(logText(m_daemon, QStringLiteral("digits_1_reused")).find("resuming from epoch") != std::string::npos,
            logText(m_daemon, QStringLiteral("digits_1_reused")).c_str());

        // Clone: the wizard has a fresh dir, and the same box under the field.
        QTRY_VERIFY_WITH_TIMEOUT(window->selectJob(QStringLiteral("digits_1")), 10'000);
        window->cloneSelectedJob();
        auto* wizard = waitForChild<ui::JobWizard>(window.get());
        QVERIFY(wizard);
        const spec::Job& cloned = wizard->draft()->job();
        const QString cloneId = QString::fromStdString(cloned.jobId.value_or(""));
        QVERIFY(cloneId.startsWith(QStringLiteral("digits_1_")));
        QCOMPARE(QString::fromStdString(cloned.trainingInput->jobDir.value_or("")), runs + QLatin1Char('/') + cloneId);
        auto* reuse = wizard->findChild<ui::JobDirReuseBox*>();
        QVERIFY(reuse && !reuse->isChecked());
        reuse->setChecked(true);
        QCOMPARE(QString::fromStdString(wizard->draft()->job().trainingInput->jobDir.value_or("")), firstDir);
        reuse->setChecked(false);
        QCOMPARE(QString::fromStdString(wizard->draft()->job().trainingInput->jobDir.value_or("")), runs + QLatin1Char('/') + cloneId);
        wizard->goToField(QStringLiteral("trainingInput.jobDir"));
        QVERIFY(reuse->isVisible());
        shoot(wizard, QStringLiteral("firstday-clone-light"));
        wizard->reject();
    }

    void freshJobDirs_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<QString>("fresh");
        QTest::newRow("id segment") << QStringLiteral("/runs/mnist_1/out") << QStringLiteral("/runs/mnist_2/out");
        QTest::newRow("last id segment") << QStringLiteral("/mnist_1/runs/mnist_1") << QStringLiteral("/mnist_1/runs/mnist_2");
        QTest::newRow("trailing slash") << QStringLiteral("/runs/mnist_1/") << QStringLiteral("/runs/mnist_2");
        QTest::newRow("no id: appended") << QStringLiteral("/runs/mnist") << QStringLiteral("/runs/mnist/mnist_2");
        QTest::newRow("id inside a name: appended") << QStringLiteral("/runs/mnist_1_old") << QStringLiteral("/runs/mnist_1_old/mnist_2");
        QTest::newRow("gs object") << QStringLiteral("gs://bucket/mnist_1") << QStringLiteral("gs://bucket/mnist_2");
        QTest::newRow("gs bucket named like the job") << QStringLiteral("gs://mnist_1/out") << QStringLiteral("gs://mnist_1/out/mnist_2");
        QTest::newRow("root") << QStringLiteral("/") << QStringLiteral("/mnist_2");
        QTest::newRow("none") << QString() << QString();
    }

    void freshJobDirs()
    {
        QFETCH(QString, dir);
        QFETCH(QString, fresh);
        QCOMPARE(ui::freshJobDir(dir, QStringLiteral("mnist_1"), QStringLiteral("mnist_2")), fresh);
    }

private:
    test::DaemonProcess m_daemon;
};

QTEST_MAIN(TestConsoleFirstDay)
#include "tst_consolefirstday.moc"
