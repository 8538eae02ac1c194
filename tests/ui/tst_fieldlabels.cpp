// The wizard names a field by the label the user sees, in the user's language, and keeps the API path
// for the tooltip: under the hyperparameter table ("Parameter 1 “lr” › Max", not "params[0].maxValue"),
// on the Review page ("Workers › Count", "Job id"), in English and in German.

#include "consoletest.h"
#include "wizardtest.h"

#include "ui/languages.h"
#include "ui/wizard/fieldbinder.h"
#include "ui/wizard/hyperparameterspage.h"
#include "console/jobdraft.h"
#include "ui/wizard/jobwizard.h"
#include "ui/wizard/reviewpage.h"

#include <QCheckBox>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

using namespace trainyard;
using test::problemsOf;

namespace {

QString hp(const char* text) { return QCoreApplication::translate("trainyard::ui::HyperparametersPage", text); }

} // namespace

class TestFieldLabels : public QObject {
    Q_OBJECT

    test::DaemonProcess m_daemon;
    std::unique_ptr<ui::MainWindow> m_window;

private slots:
    void initTestCase()
    {
        QVERIFY(m_daemon.start());
        m_window = std::make_unique<ui::MainWindow>(test::consoleOptions(m_daemon));
        ui::BackendSession* session = m_window->sessions().value(0);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->backend()->status().state == client::ConnectionState::Connected, 10'000);
    }

    void cleanupTestCase()
    {
        ui::installTranslations(QStringLiteral("en"));
        m_window.reset();
        m_daemon.stop();
    }

    void messagesNameTheLabel_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }

    void messagesNameTheLabel()
    {
        QFETCH(QString, language);
        QCOMPARE(ui::installTranslations(language), language);
        ui::JobWizard wizard(m_window->sessions(), m_window->sessions().value(0));
        wizard.show();

        // A parameter whose maximum is below its minimum.
        wizard.goToField(QStringLiteral("trainingInput.hyperparameters"));
        auto* page = wizard.findChild<ui::HyperparametersPage*>();
        QVERIFY(page);
        page->enabled()->setChecked(true);
        wizard.draft()->setValue("trainingInput.hyperparameters.params[0].parameterName", "lr");
        wizard.draft()->setValue("trainingInput.hyperparameters.params[0].type", "DOUBLE");
        wizard.draft()->setValue("trainingInput.hyperparameters.params[0].minValue", 5);
        wizard.draft()->setValue("trainingInput.hyperparameters.params[0].maxValue", 1);
        ui::ProblemLabel* params = problemsOf(wizard, "trainingInput.hyperparameters.params");
        QVERIFY(params);
        const QString parameter = ui::FieldBinder::tr("Parameter %1 “%2”").arg(QStringLiteral("1"), QStringLiteral("lr"));
        const QString maxLabel = parameter + QStringLiteral(" › ") + hp("Max");
        QCOMPARE(wizard.binder()->labelFor("trainingInput.hyperparameters.params[0].maxValue"), maxLabel);
        QVERIFY2(params->text().contains(maxLabel + QStringLiteral(": ")), qPrintable(params->text()));
        QVERIFY2(!params->text().contains(QStringLiteral("params[")), qPrintable(params->text()));
        QVERIFY2(params->toolTip().contains(QStringLiteral("trainingInput.hyperparameters.params[0].maxValue")), qPrintable(params->toolTip()));

        // A CUSTOM cluster's worker count: its pool says which Count.
        wizard.draft()->setValue("trainingInput.scaleTier", "CUSTOM");
        wizard.draft()->setValue("trainingInput.masterType", "n1-standard-4");
        wizard.draft()->setValue("trainingInput.workerType", "n1-standard-4");
        wizard.draft()->setValue("trainingInput.workerCount", "0");
        wizard.draft()->setValue("jobId", "9lives");
        const QString count = wizard.binder()->labelFor("trainingInput.workerCount");
        QVERIFY2(count.endsWith(QStringLiteral(" › ") + QCoreApplication::translate("trainyard::ui::ComputePage", "Count:").chopped(1)), qPrintable(count));
        QVERIFY2(count.startsWith(QCoreApplication::translate("trainyard::ui::ComputePage", "Workers")), qPrintable(count));
        QCOMPARE(wizard.binder()->labelFor("jobId"), QCoreApplication::translate("trainyard::ui::BasicsPage", "&Job id:").remove(u'&').chopped(1).trimmed());
        // A path no label shows stays a path.
        QCOMPARE(wizard.binder()->labelFor("trainingInput.nothingShowsThis"), QStringLiteral("trainingInput.nothingShowsThis"));

        // The Review page: every problem by its label, its path in the tooltip.
        QListWidget* list = wizard.review()->problems();
        QVERIFY(list->count() > 0);
        bool sawParameter = false;
        bool sawJobId = false;
        for (int i = 0; i < list->count(); ++i) {
            const QListWidgetItem* item = list->item(i);
            const QString path = item->data(Qt::UserRole).toString();
            const QString label = wizard.binder()->labelFor(path.toStdString());
            QVERIFY2(item->text().contains(label), qPrintable(item->text()));
            if (label != path) // a field the pages show: named as they do
                QVERIFY2(!item->text().contains(path), qPrintable(item->text()));
            QVERIFY2(item->toolTip().startsWith(path + QLatin1Char('\n')), qPrintable(item->toolTip()));
            sawParameter = sawParameter || item->text().contains(maxLabel);
            sawJobId = sawJobId || path == QStringLiteral("jobId");
        }
        QVERIFY(sawParameter);
        QVERIFY(sawJobId);
        ui::installTranslations(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestFieldLabels)
#include "tst_fieldlabels.moc"
