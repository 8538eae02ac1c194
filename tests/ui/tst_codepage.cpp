// The wizard's Code page follows what is typed, against the real daemon: after a package path is
// typed character by character the Module list holds the modules of that path only, even when the
// inspection of an earlier text (a big folder) answers last; a local path that does not exist is an
// error under the Package field, gone once the path exists.
//
// "Answers last" is made certain, not likely: the earlier folder's pyproject.toml is a named pipe, so
// its inspection stops there (reading the package's name and version, after the walk) until the test
// closes the pipe's other end, which it does only after the final path's modules are shown.

#include "consoletest.h"
#include "wizardtest.h"

#include "ui/wizard/codepage.h"
#include "ui/wizard/fieldbinder.h"
#include "console/jobdraft.h"
#include "ui/wizard/jobwizard.h"
#include "ui/wizard/packageinspector.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace trainyard;
using test::problemsOf;

namespace {

void writeFile(const QString& path, const QByteArray& text = {})
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
}

QStringList items(const QComboBox* combo)
{
    QStringList texts;
    for (int i = 0; i < combo->count(); ++i)
        texts << combo->itemText(i);
    return texts;
}

} // namespace

class TestCodePage : public QObject {
    Q_OBJECT

    test::DaemonProcess m_daemon;
    std::unique_ptr<ui::MainWindow> m_window;
    ui::BackendSession* m_session = nullptr;

    struct Page {
        std::unique_ptr<ui::JobWizard> wizard;
        ui::CodePage* code = nullptr;
        QPlainTextEdit* packages = nullptr;
        QComboBox* module = nullptr;
        ui::ProblemLabel* problems = nullptr;
    };

    // A wizard for the local daemon, on its Code page.
    Page open()
    {
        Page page;
        page.wizard = std::make_unique<ui::JobWizard>(m_window->sessions(), m_session);
        page.wizard->show();
        page.wizard->goToField(QStringLiteral("trainingInput.packageUris"));
        page.code = page.wizard->findChild<ui::CodePage*>();
        page.packages = qobject_cast<QPlainTextEdit*>(page.wizard->binder()->widgetFor("trainingInput.packageUris"));
        page.module = page.code ? page.code->moduleField() : nullptr;
        page.problems = problemsOf(*page.wizard, "trainingInput.packageUris");
        return page;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_daemon.start());
        m_window = std::make_unique<ui::MainWindow>(test::consoleOptions(m_daemon));
        m_session = m_window->sessions().value(0);
        QVERIFY(m_session);
        QTRY_VERIFY_WITH_TIMEOUT(m_session->backend()->status().state == client::ConnectionState::Connected, 10'000);
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_daemon.stop();
    }

    void typedPathShowsOnlyItsOwnModules()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString big = dir.filePath(QStringLiteral("checkout"));
        for (int i = 0; i < 12; ++i) {
            writeFile(big + QStringLiteral("/lib%1/__init__.py").arg(i));
            writeFile(big + QStringLiteral("/lib%1/task.py").arg(i));
        }
        writeFile(big + QStringLiteral("/app/trainer/__init__.py"));
        writeFile(big + QStringLiteral("/app/trainer/task.py"), "if __name__ == \"__main__\":\n    pass\n");
        const QByteArray fifo = QFile::encodeName(big + QStringLiteral("/pyproject.toml"));
        QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);

        Page page = open();
        QVERIFY(page.code && page.packages && page.module && page.problems);
        QCOMPARE(page.wizard->currentId(), static_cast<int>(ui::JobWizard::CodeId));
        page.packages->setFocus();
        // The checkout's folder, pasted: its inspection reaches the pipe and waits there.
        page.packages->insertPlainText(big + QLatin1Char('/'));
        int writer = -1;
        QVERIFY(QTest::qWaitFor([&] { return (writer = ::open(fifo.constData(), O_WRONLY | O_NONBLOCK)) >= 0; }, 30'000));
        // The inspection now reads the pipe, which stays open: its answer cannot come before the next ones.
        QTest::keyClicks(page.packages, QStringLiteral("app"));
        QCOMPARE(page.packages->toPlainText(), big + QStringLiteral("/app"));
        QVERIFY2(QTest::qWaitFor([&] { return items(page.module) == QStringList { QStringLiteral("trainer.task") }; }, 30'000),
            qPrintable(items(page.module).join(u' ')));
        // Now the earlier walk may end and answer; nothing of it may show.
        ::close(writer);
        QVERIFY(QTest::qWaitFor([&] { return !page.code->inspector()->busy(); }, 30'000));
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QCOMPARE(items(page.module), QStringList { QStringLiteral("trainer.task") });
        QVERIFY2(page.module->toolTip().contains(big + QStringLiteral("/app")), qPrintable(page.module->toolTip()));
        // The prefixes typed on the way ("…/a", "…/ap") did not exist; the final path does.
        QVERIFY2(!page.problems->isVisibleTo(page.wizard.get()), qPrintable(page.problems->text()));
        QVERIFY(page.wizard->draft()->violationsAt("trainingInput.packageUris").empty());
    }

    void aMissingPathIsAnErrorUnderThePackageField()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString missing = dir.filePath(QStringLiteral("no/such/trainer"));
        Page page = open();
        QVERIFY(page.code && page.packages && page.problems);
        page.packages->setFocus();
        // The temporary folder pasted, the rest typed (typing "/", "/t", "/tm"… would walk the whole disk first).
        page.packages->insertPlainText(dir.path());
        QTest::keyClicks(page.packages, missing.mid(dir.path().size()));
        QVERIFY(QTest::qWaitFor([&] { return page.problems->isVisibleTo(page.wizard.get()); }, 30'000));
        QVERIFY2(page.problems->text().contains(QDir::toNativeSeparators(missing)), qPrintable(page.problems->text()));
        QVERIFY(!page.wizard->draft()->ready());
        const auto violations = page.wizard->draft()->violationsAt("trainingInput.packageUris");
        QVERIFY(std::any_of(violations.begin(), violations.end(), [](const spec::Violation& v) {
            return v.path == "trainingInput.packageUris[0]" && v.code == "package.notFound" && v.severity == spec::Severity::Error;
        }));
        QVERIFY(items(page.module).isEmpty());

        // A second line that does not exist either is flagged too; the first one, once it exists, no more.
        QTest::keyClick(page.packages, Qt::Key_Return);
        page.packages->insertPlainText(dir.filePath(QStringLiteral("other")));
        QVERIFY(QTest::qWaitFor([&] { return page.wizard->draft()->violationsAt("trainingInput.packageUris[1]").size() == 1; }, 30'000));
        writeFile(missing + QStringLiteral("/trainer/__init__.py"));
        writeFile(missing + QStringLiteral("/trainer/task.py"));
        page.packages->setPlainText(missing);
        QVERIFY(QTest::qWaitFor([&] { return !page.problems->isVisibleTo(page.wizard.get()); }, 30'000));
        QVERIFY(page.wizard->draft()->violationsAt("trainingInput.packageUris").empty());
        QVERIFY(QTest::qWaitFor([&] { return items(page.module) == QStringList { QStringLiteral("trainer.task") }; }, 30'000));

        // A Google Cloud Storage package is not looked into here: no module list left from the folder.
        page.packages->setPlainText(QStringLiteral("gs://bucket/trainer-1.0.tar.gz"));
        QVERIFY(items(page.module).isEmpty());
        const auto remote = page.wizard->draft()->violationsAt("trainingInput.packageUris[0]");
        QVERIFY(std::none_of(remote.begin(), remote.end(), [](const spec::Violation& v) { return v.code == "package.notFound"; }));
    }
};

QTEST_MAIN(TestCodePage)
#include "tst_codepage.moc"
