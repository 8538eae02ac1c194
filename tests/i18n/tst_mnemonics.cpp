// Alt+letter in every language (English, German, Italian, Brazilian Portuguese), with whatever the
// translations hold now: within one window as the user sees it (the main window on each detail tab,
// each Settings page, each wizard page) every Alt+letter belongs to exactly one button, label buddy,
// group box, tab or menu title, and within each menu to one item; and the wizard's Next, Back,
// Submit and Cancel answer their Alt+letter (pressed with QTest, the page must change).
//
// Why it matters: QWizard's buttons and the page's labels share one window, so one letter for both
// makes the shortcut ambiguous; Qt then only moves the focus between them (Alt+W focused "Max wait"
// instead of pressing German "Weiter"). A letter the language's button does not have does nothing
// (Alt+N in German, when Next read "Weiter" from Qt's own translation).
#include "consoletest.h"

#include "ui/jobdetailview.h"
#include "spec/yamlcodec.h"
#include "ui/languages.h"
#include "ui/settings/settingsdialog.h"
#include "console/jobdraft.h"
#include "ui/wizard/jobwizard.h"
#include "ui/wizard/vertexwizard.h"
#include "console/vertexdraft.h"
#include "vertexfakebackend.h"

#include <QAbstractButton>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>

#include <functional>
#include <map>

using namespace trainyard;

namespace {

// One Alt+letter and what it belongs to.
struct Mnemonic {
    QKeySequence key;
    QString text;
    QString where;
};

QString describe(const QObject* object, const QString& text)
{
    return QStringLiteral("\"%1\" (%2)").arg(text, QString::fromLatin1(object->metaObject()->className()));
}

void addMnemonic(std::vector<Mnemonic>& out, const QString& text, const QObject* owner)
{
    const QKeySequence key = QKeySequence::mnemonic(text);
    if (!key.isEmpty())
        out.push_back({ key, text, describe(owner, text) });
}

// Every Alt+letter the user can press in `window` as it is shown now: hidden pages and tabs do not
// count, disabled widgets do (they are enabled later, on the same page).
std::vector<Mnemonic> mnemonicsOf(QWidget* window)
{
    std::vector<Mnemonic> found;
    QList<QWidget*> widgets = window->findChildren<QWidget*>();
    widgets.prepend(window);
    for (QWidget* w : std::as_const(widgets)) {
        if (w->window() != window || (w != window && !w->isVisibleTo(window)))
            continue;
        if (auto* button = qobject_cast<QAbstractButton*>(w))
            addMnemonic(found, button->text(), w);
        else if (auto* label = qobject_cast<QLabel*>(w); label && label->buddy())
            addMnemonic(found, label->text(), w);
        else if (auto* box = qobject_cast<QGroupBox*>(w))
            addMnemonic(found, box->title(), w);
        else if (auto* tabs = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->isTabVisible(i))
                    addMnemonic(found, tabs->tabText(i), w);
            }
        } else if (auto* bar = qobject_cast<QMenuBar*>(w)) {
            for (QAction* action : bar->actions()) {
                if (action->isVisible() && !action->isSeparator())
                    addMnemonic(found, action->text(), action);
            }
        }
    }
    // Actions of the window given an Alt+letter of their own.
    for (QAction* action : window->findChildren<QAction*>()) {
        for (const QKeySequence& shortcut : action->shortcuts()) {
            if (shortcut.count() == 1 && shortcut[0].keyboardModifiers() == Qt::AltModifier)
                found.push_back({ shortcut, action->text(), describe(action, action->text()) + QStringLiteral(" shortcut") });
        }
    }
    return found;
}

// "Alt+W: "Max &wait:" (QLabel), "&Weiter >" (QPushButton)" for each letter held by more than one.
QStringList clashesOf(const std::vector<Mnemonic>& mnemonics)
{
    std::map<QString, QStringList> byKey;
    for (const Mnemonic& m : mnemonics)
        byKey[m.key.toString(QKeySequence::NativeText)] << m.where;
    QStringList clashes;
    for (const auto& [key, owners] : byKey) {
        if (owners.size() > 1)
            clashes << QStringLiteral("%1: %2").arg(key, owners.join(QStringLiteral(", ")));
    }
    return clashes;
}

// The menus of a menu bar, each checked alone (within a menu, a letter picks one item).
void menuClashes(QMenu* menu, const QString& path, QStringList& out)
{
    std::vector<Mnemonic> items;
    for (QAction* action : menu->actions()) {
        if (!action->isVisible() || action->isSeparator())
            continue;
        addMnemonic(items, action->text(), action);
        if (action->menu())
            menuClashes(action->menu(), path + QStringLiteral(" › ") + action->text(), out);
    }
    for (const QString& clash : clashesOf(items))
        out << path + QStringLiteral(": ") + clash;
}

// Presses the Alt+letter of `text` in the active window, where a user's keyboard goes, and waits for
// `done`: a button answers its Alt+letter with an animated click, which clicks a moment later.
bool pressMnemonic(QWidget* window, const QString& text, const std::function<bool()>& done, int timeoutMs = 3'000)
{
    const QKeySequence key = QKeySequence::mnemonic(text);
    if (key.isEmpty())
        return false;
    QWidget* target = QApplication::focusWidget() && QApplication::focusWidget()->window() == window ? QApplication::focusWidget() : window;
    // A letter that belongs to a button opening a dialog (a folder chooser) must not leave the test
    // waiting on it: any modal window it opens is closed, and the press counts as failed.
    bool dialog = false;
    QTimer closer;
    closer.setInterval(50);
    QObject::connect(&closer, &QTimer::timeout, [&dialog, window] {
        if (QWidget* modal = QApplication::activeModalWidget(); modal && modal != window) {
            dialog = true;
            modal->close();
        }
    });
    closer.start();
    QTest::keySequence(target, key);
    return QTest::qWaitFor(done, timeoutMs) && !dialog;
}

} // namespace

class TestMnemonics : public QObject {
    Q_OBJECT

    std::unique_ptr<test::DaemonProcess> m_daemon;

    static void addLanguages()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("it") << QStringLiteral("it");
        QTest::newRow("pt_BR") << QStringLiteral("pt_BR");
    }

    void checkWindow(QWidget* window, const QString& where, QStringList& clashes)
    {
        for (const QString& clash : clashesOf(mnemonicsOf(window)))
            clashes << where + QStringLiteral(": ") + clash;
    }

private slots:
    void initTestCase()
    {
        m_daemon = std::make_unique<test::DaemonProcess>(QStringList { QStringLiteral("--slots"), QStringLiteral("8") });
        QVERIFY(m_daemon->start());
        ui::MainWindow window(test::consoleOptions(*m_daemon));
        ui::BackendSession* session = window.sessions().value(0);
        QVERIFY(session);
        QVERIFY(QTest::qWaitFor([&] { return session->backend()->status().state == client::ConnectionState::Connected; }, 15'000));
        // A finished job, so that the detail shows its tabs.
        QString error;
        QVERIFY2(test::submit(*session->backend(), test::chatterJob("keys_failed", "BASIC", 3, 0.01, true), &error), qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return test::stateOf(session, QStringLiteral("keys_failed")) == "FAILED"; }, 60'000));
        // And a tuning job, for the Trials tab.
        const spec::Job tuning = test::chatterStudy("keys_tuning", 2);
        QVERIFY2(test::submit(*session->backend(), tuning, &error), qPrintable(error));
    }

    void cleanupTestCase()
    {
        ui::installTranslations(QStringLiteral("en"));
        m_daemon->stop();
    }

    // The check itself: two widgets of one letter are a clash, a hidden one is not.
    void checkerFindsClashes()
    {
        QWidget window;
        auto* field = new QLineEdit(&window);
        auto* label = new QLabel(QStringLiteral("Max &wait:"), &window);
        label->setBuddy(field);
        auto* next = new QPushButton(QStringLiteral("&Weiter >"), &window);
        auto* hidden = new QPushButton(QStringLiteral("&Wow"), &window);
        hidden->hide();
        (void)next;
        const QStringList clashes = clashesOf(mnemonicsOf(&window));
        QCOMPARE(clashes.size(), 1);
        QVERIFY2(clashes.front().contains(QStringLiteral("Max &wait:")) && clashes.front().contains(QStringLiteral("&Weiter >"))
                && !clashes.front().contains(QStringLiteral("&Wow")),
            qPrintable(clashes.front()));
    }

    void noClashInTheMainWindow_data() { addLanguages(); }
    void noClashInTheMainWindow()
    {
        QFETCH(QString, language);
        QCOMPARE(ui::installTranslations(language), language);
        QStringList clashes;
        {
            ui::MainWindow window(test::consoleOptions(*m_daemon));
            window.resize(1400, 860);
            window.show();
            QVERIFY(QTest::qWaitFor([&] { return window.selectJob(QStringLiteral("keys_failed")); }, 15'000));
            for (QAction* action : window.menuBar()->actions()) {
                if (action->menu())
                    menuClashes(action->menu(), action->text(), clashes);
            }
            const std::vector<std::pair<QString, std::function<void()>>> tabs {
                { QStringLiteral("Timeline"), [&] { window.detail()->showTimeline(); } },
                { QStringLiteral("Logs"), [&] { window.detail()->showLogs(); } },
                { QStringLiteral("Spec"), [&] { window.detail()->showSpec(); } },
                { QStringLiteral("Resources"), [&] { window.detail()->showResources(); } },
                { QStringLiteral("Metrics"), [&] { window.detail()->showMetrics(); } },
                { QStringLiteral("Outputs"), [&] { window.detail()->showOutputs(); } },
            };
            for (const auto& [name, show] : tabs) {
                show();
                QCoreApplication::processEvents();
                checkWindow(&window, QStringLiteral("main window, %1 tab").arg(name), clashes);
            }
            QVERIFY(QTest::qWaitFor([&] { return window.selectJob(QStringLiteral("keys_tuning")); }, 15'000));
            window.detail()->showTrials();
            QCoreApplication::processEvents();
            checkWindow(&window, QStringLiteral("main window, Trials tab"), clashes);
            ui::SettingsDialog* settings = window.openSettings();
            QVERIFY(settings);
            for (int row = 0; row < settings->pageList()->count(); ++row) {
                settings->pageList()->setCurrentRow(row);
                QCoreApplication::processEvents();
                checkWindow(settings, QStringLiteral("Settings › %1").arg(settings->pageList()->item(row)->text()), clashes);
            }
            settings->close();
        }
        ui::installTranslations(QStringLiteral("en"));
        QVERIFY2(clashes.isEmpty(), qPrintable(QStringLiteral("%1 clash(es) in %2:\n").arg(clashes.size()).arg(language) + clashes.join(u'\n')));
    }

    // Every wizard page free of clashes; Next, Back, Submit and Cancel by their Alt+letter.
    void wizardKeys_data() { addLanguages(); }
    void wizardKeys()
    {
        QFETCH(QString, language);
        QCOMPARE(ui::installTranslations(language), language);
        QStringList clashes;
        QStringList failures;
        {
            ui::MainWindow window(test::consoleOptions(*m_daemon));
            window.show();
            ui::BackendSession* session = window.sessions().value(0);
            QVERIFY(session);
            QVERIFY(QTest::qWaitFor([&] { return session->backend()->status().state == client::ConnectionState::Connected; }, 15'000));
            const QString jobId = QStringLiteral("keys_%1").arg(language);
            ui::JobWizard* wizard = window.openWizard(test::chatterJob(jobId.toStdString(), "BASIC", 1, 0.01));
            wizard->resize(960, 760);
            QApplication::setActiveWindow(wizard);
            QVERIFY(QTest::qWaitForWindowActive(wizard));
            const QList<int> ids = wizard->pageIds();
            for (qsizetype i = 0; i < ids.size(); ++i) {
                QCOMPARE(wizard->currentId(), ids[i]);
                QCoreApplication::processEvents();
                checkWindow(wizard, QStringLiteral("wizard, page \"%1\"").arg(wizard->currentPage()->title()), clashes);
                if (i + 1 == ids.size())
                    break;
                const QString next = wizard->button(QWizard::NextButton)->text();
                if (!pressMnemonic(wizard, next, [&] { return wizard->currentId() == ids[i + 1]; })) {
                    failures << QStringLiteral("Alt+letter of Next (\"%1\") did not leave page \"%2\"").arg(next, wizard->currentPage()->title());
                    wizard->next();
                }
                if (i == 0) { // Back, once: and forth again
                    const QString back = wizard->button(QWizard::BackButton)->text();
                    if (!pressMnemonic(wizard, back, [&] { return wizard->currentId() == ids[0]; }))
                        failures << QStringLiteral("Alt+letter of Back (\"%1\") did not go back").arg(back);
                    else
                        wizard->next();
                }
            }
            QCOMPARE(wizard->currentId(), static_cast<int>(ui::JobWizard::ReviewId));
            QVERIFY2(wizard->draft()->ready(), "the job to submit has errors");
            QSignalSpy submitted(wizard, &ui::JobWizard::submitted);
            const QString submit = wizard->button(QWizard::FinishButton)->text();
            if (!pressMnemonic(wizard, submit, [&] { return submitted.count() == 1; }, 15'000))
                failures << QStringLiteral("Alt+letter of Submit (\"%1\") did not submit").arg(submit);

            // Cancel closes a wizard without submitting.
            ui::JobWizard* second = window.openWizard();
            QPointer<ui::JobWizard> alive(second);
            QApplication::setActiveWindow(second);
            QVERIFY(QTest::qWaitForWindowActive(second));
            const QString cancel = second->button(QWizard::CancelButton)->text();
            if (!pressMnemonic(second, cancel, [&] {
                    const ui::JobWizard* still = alive.data();
                    return still == nullptr || !still->isVisible();
                }))
                failures << QStringLiteral("Alt+letter of Cancel (\"%1\") did not close the wizard").arg(cancel);
            if (alive)
                alive->reject();
        }
        ui::installTranslations(QStringLiteral("en"));
        QVERIFY2(failures.isEmpty() && clashes.isEmpty(),
            qPrintable(QStringLiteral("%1:\n").arg(language) + (failures + clashes).join(u'\n')));
    }
    // Every page of the Vertex wizard, each pool tab included, free of clashes with each other and
    // with the wizard's own buttons (a tuning job, so that the Study page is there too).
    void vertexWizardKeys_data() { addLanguages(); }
    void vertexWizardKeys()
    {
        QFETCH(QString, language);
        QCOMPARE(ui::installTranslations(language), language);
        QStringList clashes;
        {
            QObject owner;
            auto* session = new ui::BackendSession(std::make_unique<test::VertexFakeBackend>(), &owner);
            ui::VertexWizard wizard({ session }, session);
            wizard.draft()->setKind(ui::VertexDraft::Kind::TuningJob);
            wizard.resize(960, 760);
            wizard.show();
            const QList<int> ids = wizard.pageIds();
            QVERIFY(ids.size() >= 5);
            for (const int id : ids) {
                wizard.setStartId(id);
                wizard.restart();
                QCoreApplication::processEvents();
                QCOMPARE(wizard.currentId(), id);
                const QString page = wizard.currentPage()->title();
                QList<QTabWidget*> tabs = wizard.currentPage()->findChildren<QTabWidget*>();
                if (tabs.isEmpty()) {
                    checkWindow(&wizard, QStringLiteral("Vertex wizard, page \"%1\"").arg(page), clashes);
                    continue;
                }
                for (QTabWidget* tab : tabs) {
                    for (int i = 0; i < tab->count(); ++i) {
                        tab->setCurrentIndex(i);
                        QCoreApplication::processEvents();
                        checkWindow(&wizard, QStringLiteral("Vertex wizard, page \"%1\", tab \"%2\"").arg(page, tab->tabText(i)), clashes);
                    }
                }
            }
        }
        ui::installTranslations(QStringLiteral("en"));
        clashes.removeDuplicates();
        QVERIFY2(clashes.isEmpty(), qPrintable(QStringLiteral("%1 clash(es) in %2:\n").arg(clashes.size()).arg(language) + clashes.join(u'\n')));
    }
};

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
