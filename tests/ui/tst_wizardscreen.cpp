// The job wizard on a 1366×768 screen (issue 16, point 2), offscreen against the real daemon: it opens
// inside the screen with room for a title bar and a taskbar; on every page, filled so that each one is
// long (a CUSTOM cluster with four pools, a tuning job with parameters, errors under fields), the page
// scrolls instead of growing, Back/Next/Submit/Cancel stay inside the window, no visible field is
// squeezed below the height it asks for, and no problem text lies over a field (findings 19b, 30b).
// The pages' pictures for people to look at are shoot_console's (docs/make-screenshots.sh).

#include "consoletest.h"

#include "ui/wizard/computepage.h"
#include "ui/wizard/fieldbinder.h"
#include "ui/wizard/hyperparameterspage.h"
#include "console/jobdraft.h"
#include "ui/wizard/jobwizard.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QTemporaryFile>
#include <QTest>

using namespace trainyard;

namespace {

constexpr int screenWidth = 1366;
constexpr int screenHeight = 768;
constexpr int taskbar = 40; // a typical panel or taskbar
constexpr int titleBar = 30; // the window manager's frame above the wizard

// A job that makes every page long: a four-pool cluster, a tuning spec with three parameters, and
// errors (a bad id, a worker type that does not exist) under their fields.
spec::Job longJob()
{
    spec::Job job = test::chatterJob("9_not_an_id", "CUSTOM", 1, 0);
    nlohmann::json doc = spec::toJson(job);
    auto& in = doc["trainingInput"];
    in["masterType"] = "n1-standard-8";
    in["masterConfig"] = { { "acceleratorConfig", { { "type", "NVIDIA_TESLA_T4" }, { "count", "1" } } } };
    in["workerType"] = "no-such-machine";
    in["workerCount"] = "2";
    in["parameterServerType"] = "n1-standard-4";
    in["parameterServerCount"] = "1";
    in["evaluatorType"] = "n1-standard-4";
    in["evaluatorCount"] = "1";
    in["jobDir"] = "/tmp/trainyard-wizardscreen";
    in["hyperparameters"] = { { "goal", "MAXIMIZE" }, { "hyperparameterMetricTag", "accuracy" }, { "maxTrials", 8 },
        { "params",
            { { { "parameterName", "lr" }, { "type", "DOUBLE" }, { "minValue", 0.0001 }, { "maxValue", 0.1 }, { "scaleType", "UNIT_LOG_SCALE" } },
                { { "parameterName", "layers" }, { "type", "INTEGER" }, { "minValue", 1 }, { "maxValue", 4 } },
                { { "parameterName", "optimizer" }, { "type", "CATEGORICAL" }, { "categoricalValues", { "adam", "sgd" } } } } } };
    return *spec::jobFromJson(doc).value;
}

QRect inWizard(const QWidget* widget, const QWidget* wizard)
{
    return QRect(widget->mapTo(wizard, QPoint(0, 0)), widget->size());
}

// The fields a user types in or picks from, shown on the current page.
QList<QWidget*> visibleFields(QWizardPage* page)
{
    QList<QWidget*> fields;
    for (QWidget* w : page->findChildren<QWidget*>()) {
        const bool field = qobject_cast<QLineEdit*>(w) || qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractSpinBox*>(w)
            || qobject_cast<QPlainTextEdit*>(w) || qobject_cast<QCheckBox*>(w) || qobject_cast<QPushButton*>(w);
        // A combo box's or spin box's own line edit is part of it, not a field of its own.
        const bool inner = qobject_cast<QLineEdit*>(w) && (qobject_cast<QComboBox*>(w->parentWidget()) || qobject_cast<QAbstractSpinBox*>(w->parentWidget()));
        if (field && !inner && w->isVisibleTo(page))
            fields << w;
    }
    return fields;
}

// The height a field asks for, as far as it may have it (a multi-line field is capped on purpose).
int wantedHeight(const QWidget* field)
{
    return std::min(qobject_cast<const QPlainTextEdit*>(field) ? field->minimumSizeHint().height() : field->sizeHint().height(), field->maximumHeight());
}

} // namespace

class TestWizardScreen : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_daemon.start());
        m_window = std::make_unique<ui::MainWindow>(test::consoleOptions(m_daemon));
        m_session = m_window->sessions().value(0);
        QVERIFY(m_session);
        QTRY_VERIFY_WITH_TIMEOUT(m_session->backend()->status().state == client::ConnectionState::Connected, 10'000);
        // The screen this test is about (main() below configures it).
        QCOMPARE(m_window->screen()->geometry().size(), QSize(screenWidth, screenHeight));
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_daemon.stop();
    }

    void opensInsideTheScreen()
    {
        auto* wizard = m_window->openWizard();
        const QSize size = wizard->size();
        QVERIFY2(size.width() <= screenWidth && size.height() + titleBar + taskbar <= screenHeight,
            qPrintable(QStringLiteral("%1×%2").arg(size.width()).arg(size.height())));
        // Usable, not a sliver; and it may be made as small as it opens.
        QVERIFY(size.width() >= 800 && size.height() >= 600);
        QVERIFY(wizard->minimumSizeHint().height() <= size.height());
        wizard->reject();
    }

    void everyPageScrollsAndKeepsItsButtons()
    {
        auto* wizard = m_window->openWizard(longJob());
        QTRY_VERIFY_WITH_TIMEOUT(wizard->capabilitiesKnown(), 10'000);
        const QSize opened = wizard->size();
        int pages = 0;
        bool scrolled = false;
        while (true) {
            QWizardPage* page = wizard->currentPage();
            QVERIFY(page);
            QApplication::processEvents();
            const QString name = page->title();
            ++pages;
            // The window did not grow for the page.
            QCOMPARE(wizard->size(), opened);
            for (const auto which : { QWizard::BackButton, QWizard::NextButton, QWizard::FinishButton, QWizard::CancelButton }) {
                QAbstractButton* button = wizard->button(which);
                if (!button->isVisible())
                    continue;
                QVERIFY2(wizard->rect().contains(inWizard(button, wizard)), qPrintable(name + QStringLiteral(": ") + button->text()));
            }
            auto* scroll = page->findChild<QScrollArea*>(QStringLiteral("pageScrollArea"));
            QVERIFY2(scroll, qPrintable(name));
            scrolled = scrolled || scroll->verticalScrollBar()->maximum() > 0;
            const QList<QWidget*> fields = visibleFields(page);
            QVERIFY2(!fields.isEmpty(), qPrintable(name));
            for (QWidget* field : fields) {
                QVERIFY2(field->height() >= wantedHeight(field),
                    qPrintable(QStringLiteral("%1: %2 (%3) is %4 px high, wants %5")
                                   .arg(name, QString::fromLatin1(field->metaObject()->className()), field->accessibleName())
                                   .arg(field->height())
                                   .arg(wantedHeight(field))));
            }
            // Problems lie under their fields, never over one.
            for (auto* problems : page->findChildren<ui::ProblemLabel*>()) {
                if (!problems->isVisibleTo(page))
                    continue;
                const QRect text = inWizard(problems, wizard);
                for (QWidget* field : fields)
                    QVERIFY2(!text.intersects(inWizard(field, wizard)), qPrintable(name + QStringLiteral(": ") + problems->text()));
            }
            if (wizard->currentId() == ui::JobWizard::ReviewId)
                break;
            wizard->next();
        }
        QCOMPARE(pages, 6);
        QVERIFY2(scrolled, "no page was longer than the screen: the test proves nothing");
        wizard->reject();
    }

    void customPoolsKeepTheirRowsAtTheDefaultSize()
    {
        auto* wizard = m_window->openWizard(longJob());
        wizard->goToField(QStringLiteral("trainingInput.workerCount"));
        QCOMPARE(wizard->currentId(), static_cast<int>(ui::JobWizard::ComputeId));
        auto* compute = qobject_cast<ui::ComputePage*>(wizard->currentPage());
        QVERIFY(compute);
        QApplication::processEvents();
        QGroupBox* pools = compute->customCluster();
        QVERIFY(pools->isVisible());
        // Every pool's fields (4 pools, 5 or 6 rows each) at full height, none over another.
        QList<QWidget*> fields;
        for (QWidget* field : visibleFields(compute)) {
            if (pools->isAncestorOf(field))
                fields << field;
        }
        QCOMPARE(fields.size(), 5 + 6 * 3);
        for (int i = 0; i < fields.size(); ++i) {
            QVERIFY2(fields[i]->height() >= wantedHeight(fields[i]),
                qPrintable(QStringLiteral("%1 is %2 px high").arg(fields[i]->accessibleName()).arg(fields[i]->height())));
            for (int j = i + 1; j < fields.size(); ++j)
                QVERIFY(!inWizard(fields[i], wizard).intersects(inWizard(fields[j], wizard)));
        }
        // The unknown worker type's error is shown, under its field and over none.
        ui::ProblemLabel* workerProblems = nullptr;
        for (auto* label : compute->findChildren<ui::ProblemLabel*>()) {
            if (label->path() == "trainingInput.workerType")
                workerProblems = label;
        }
        QVERIFY(workerProblems && workerProblems->isVisible());
        QVERIFY(workerProblems->height() >= workerProblems->heightForWidth(workerProblems->width()));
        for (QWidget* field : std::as_const(fields))
            QVERIFY(!inWizard(workerProblems, wizard).intersects(inWizard(field, wizard)));
        wizard->reject();
    }

private:
    test::DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("2") } }; // the cluster exceeds it: its error and link are laid out too
    std::unique_ptr<ui::MainWindow> m_window;
    ui::BackendSession* m_session = nullptr;
};

// The offscreen platform's screen is 800×600 unless told otherwise: this test is about 1366×768.
int main(int argc, char** argv)
{
    QTemporaryFile config(QDir::tempPath() + QStringLiteral("/tst_wizardscreen-XXXXXX.json"));
    if (!config.open())
        return 2;
    config.write(QStringLiteral(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": %1, "height": %2, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                     .arg(screenWidth)
                     .arg(screenHeight)
                     .toUtf8());
    config.flush();
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if (platform.isEmpty() || platform == "offscreen")
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.fileName().toLocal8Bit());
    QApplication app(argc, argv);
    TestWizardScreen test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_wizardscreen.moc"
