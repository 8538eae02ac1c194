// Keyboard and screen reader: every interactive widget of the console (main window, the job detail's
// every tab, the wizard's every page, the settings dialog's every page, the command palette) has an
// accessible name, every menu command has a shortcut, and no two shortcuts that can be active at the
// same time share keys (Qt runs neither of an ambiguous pair).

#include "fakebackend.h"
#include "tuningfixture.h"

#include "ui/commandpalette.h"
#include "console/fuzzymatch.h"
#include "ui/jobdetailview.h"
#include "ui/logview.h"
#include "ui/mainwindow.h"
#include "ui/trials/trialsview.h"
#include "ui/wizard/jobwizard.h"

#include "models/trialfilterproxy.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QShortcut>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QFile>
#include <QTest>

#include <set>

using namespace trainyard;
using namespace trainyard::tuningtest;

namespace {

QString describe(const QWidget* w)
{
    const auto one = [](const QWidget* x) {
        QString s = QString::fromLatin1(x->metaObject()->className());
        if (!x->objectName().isEmpty())
            s += QLatin1Char('#') + x->objectName();
        return s;
    };
    QString text = one(w);
    QStringList chain;
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        chain << one(p);
    text += QStringLiteral(" in ") + chain.join(QStringLiteral(" < "));
    if (!w->toolTip().isEmpty())
        text += QStringLiteral(" (tooltip: ") + w->toolTip() + QLatin1Char(')');
    if (const auto* edit = qobject_cast<const QLineEdit*>(w); edit && !edit->placeholderText().isEmpty())
        text += QStringLiteral(" (placeholder: ") + edit->placeholderText() + QLatin1Char(')');
    return text;
}

bool interactive(QWidget* w, QAccessibleInterface* iface)
{
    if (w->focusPolicy() != Qt::NoFocus)
        return true;
    if (iface) {
        switch (iface->role()) {
        case QAccessible::Button:
        case QAccessible::CheckBox:
        case QAccessible::RadioButton:
        case QAccessible::ComboBox:
        case QAccessible::EditableText:
        case QAccessible::SpinBox:
        case QAccessible::Slider:
        case QAccessible::List:
        case QAccessible::Table:
        case QAccessible::Tree:
        case QAccessible::PageTabList:
        case QAccessible::Chart:
            return true;
        default:
            break;
        }
    }
    // The console's own painted widgets (charts, timelines, strips): a screen reader has nothing else
    // to say about them than their name.
    return QByteArray(w->metaObject()->className()).startsWith("trainyard::") && w->findChildren<QWidget*>().isEmpty();
}

// Parts of Qt's composite widgets that screen readers reach through their owner (named on their own).
bool internal(const QWidget* w)
{
    if (w->objectName().startsWith(QStringLiteral("qt_")))
        return true;
    const QWidget* parent = w->parentWidget();
    if (const auto* combo = qobject_cast<const QComboBox*>(parent); combo && combo->lineEdit() == w)
        return true; // the combo box is named
    return parent && qobject_cast<const QAbstractSpinBox*>(parent) && parent->focusProxy() == w;
}

// Every visible interactive widget of `root`'s window without an accessible name.
// `strictCombos`: a combo box needs a name of its own, not its current value.
QStringList unnamed(QWidget* root, bool strictCombos = true)
{
    QStringList problems;
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        if (!w->isVisible() || (w != root && w->window() != root->window()) || internal(w))
            continue;
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(w);
        if (!interactive(w, iface))
            continue;
        QString name = iface ? iface->text(QAccessible::Name).trimmed() : QString();
        // A combo box without a name of its own says its current value instead ("Maximize"): not a name.
        if (strictCombos && qobject_cast<QComboBox*>(w) && w->accessibleName().isEmpty())
            name.clear();
        if (name.isEmpty())
            problems << describe(w);
    }
    return problems;
}

#define VERIFY_NAMED(root, where, ...)                                                                                                     \
    do {                                                                                                                                   \
        const QStringList problems_ = unnamed(root __VA_OPT__(, ) __VA_ARGS__);                                                                                     \
        if (!problems_.isEmpty())                                                                                                          \
            m_problems << QStringLiteral("%1:\n    %2").arg(where, problems_.join(QStringLiteral("\n    ")));                             \
    } while (false)

spec::Job study()
{
    TuningJobBuilder job("hp_study", "MAXIMIZE");
    job.number("learning_rate", "DOUBLE", 1e-4, 1e-1, "UNIT_LOG_SCALE").number("layers", "INTEGER", 2, 8).categorical("optimizer", { "adam", "sgd" });
    job.add(TrialBuilder("1").param("learning_rate", "0.0001").param("layers", "2").param("optimizer", "adam").started(epoch).metric(100, 0.5).metric(200, 0.6).succeeded(epoch + 60));
    job.add(TrialBuilder("2").param("learning_rate", "0.003").param("layers", "5").param("optimizer", "sgd").started(epoch).metric(100, 0.7).metric(200, 0.9).succeeded(epoch + 70));
    job.add(TrialBuilder("3").param("learning_rate", "0.01").param("layers", "8").param("optimizer", "adam").started(epoch + 60).metric(100, 0.4).state("RUNNING"));
    return job;
}

struct Binding {
    QKeySequence keys;
    const QObject* owner;
    QWidget* scope; // null: the whole window
    QString what;
};

QString keyText(const QKeySequence& keys)
{
    return keys.toString(QKeySequence::PortableText);
}

// Every shortcut of the window: its actions (menus and views) and its QShortcuts.
QList<Binding> bindingsOf(QWidget* window)
{
    QList<Binding> bindings;
    for (QAction* action : window->findChildren<QAction*>()) {
        const bool local = action->shortcutContext() == Qt::WidgetShortcut || action->shortcutContext() == Qt::WidgetWithChildrenShortcut;
        for (const QKeySequence& keys : action->shortcuts()) {
            if (keys.isEmpty())
                continue;
            const QString what = QStringLiteral("action \"%1\"").arg(ui::withoutAccelerators(action->text()));
            if (!local) {
                bindings.append({ keys, action, nullptr, what });
                continue;
            }
            for (QObject* object : action->associatedObjects()) {
                if (auto* widget = qobject_cast<QWidget*>(object))
                    bindings.append({ keys, action, widget, what + QStringLiteral(" of ") + describe(widget) });
            }
        }
    }
    for (QShortcut* shortcut : window->findChildren<QShortcut*>()) {
        auto* widget = qobject_cast<QWidget*>(shortcut->parent());
        const bool local = shortcut->context() == Qt::WidgetShortcut || shortcut->context() == Qt::WidgetWithChildrenShortcut;
        for (const QKeySequence& keys : shortcut->keys()) {
            if (!keys.isEmpty())
                bindings.append({ keys, shortcut, local ? widget : nullptr, QStringLiteral("shortcut of ") + (widget ? describe(widget) : QStringLiteral("?")) });
        }
    }
    return bindings;
}

bool withinOrEqual(const QWidget* inner, const QWidget* outer)
{
    return inner == outer || outer->isAncestorOf(inner);
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        m_problems.clear();
        ui::ConsoleOptions options;
        options.withLocalDaemon = false;
        options.draftsFolder = m_dir.filePath(QStringLiteral("drafts"));
        m_window = std::make_unique<ui::MainWindow>(options);
        auto fake = std::make_unique<test::FakeBackend>(QStringLiteral("Local daemon"));
        spec::Job plain;
        plain.jobId = "plain_job";
        plain.state = spec::State::Running;
        plain.createTime = spec::Timestamp { epoch, 0 };
        plain.startTime = spec::Timestamp { epoch + 5, 0 };
        plain.trainingInput.emplace().region = "local";
        fake->putJob(plain);
        for (int i = 0; i < 20; ++i)
            fake->addLine("plain_job", "", "master-replica-0", i == 7 ? spec::LogSeverity::Error : spec::LogSeverity::Info, "line " + std::to_string(i));
        const spec::Job tuning = study();
        fake->putJob(tuning);
        test::writeTrialLogs(*fake, tuning);
        m_window->addBackend(std::move(fake));
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTRY_VERIFY(m_window->selectJob(QStringLiteral("plain_job")));
    }

    void cleanup()
    {
        m_window.reset();
        if (!m_problems.isEmpty())
            qWarning("%s", qPrintable(m_problems.join(u'\n')));
    }

    void mainWindowAndEveryDetailTab()
    {
        ui::JobDetailView* detail = m_window->detail();
        QTRY_COMPARE(detail->jobId(), QStringLiteral("plain_job"));
        VERIFY_NAMED(m_window.get(), QStringLiteral("main window"));
        for (int tab = 0; tab < detail->tabs()->count(); ++tab) {
            if (!detail->tabs()->isTabVisible(tab))
                continue;
            detail->tabs()->setCurrentIndex(tab);
            QTest::qWait(150);
            VERIFY_NAMED(m_window.get(), QStringLiteral("the %1 tab of a job").arg(detail->tabs()->tabText(tab)));
        }
        // A tuning job: its Trials tab too.
        QVERIFY(m_window->selectJob(QStringLiteral("hp_study")));
        QTRY_VERIFY(detail->trialsTabShown());
        detail->showTrials();
        QTRY_COMPARE(detail->trialsView()->proxy()->rowCount(), 3);
        QTest::qWait(150);
        VERIFY_NAMED(m_window.get(), QStringLiteral("the Trials tab"));
        detail->showLogs();
        QTest::qWait(150);
        VERIFY_NAMED(m_window.get(), QStringLiteral("the Logs tab of a tuning job"));
        QVERIFY2(m_problems.isEmpty(), qPrintable(QStringLiteral("Widgets without an accessible name:\n") + m_problems.join(u'\n')));
    }

    void everyWizardPage()
    {
        spec::Job job = spec::withoutOutputFields(study());
        job.jobId = "hp_study_again";
        ui::JobWizard* wizard = m_window->openWizard(job);
        QVERIFY(QTest::qWaitForWindowExposed(wizard));
        QSet<int> visited;
        for (int step = 0; step < 10 && !visited.contains(wizard->currentId()); ++step) {
            visited.insert(wizard->currentId());
            QTest::qWait(100);
            VERIFY_NAMED(wizard, QStringLiteral("wizard page \"%1\"").arg(wizard->currentPage()->title()));
            wizard->next();
        }
        QCOMPARE(visited.size(), wizard->pageIds().size());
        wizard->reject();
        QVERIFY2(m_problems.isEmpty(), qPrintable(QStringLiteral("Widgets without an accessible name:\n") + m_problems.join(u'\n')));
    }

    void everySettingsPage()
    {
        // Found by its menu command, so this test needs nothing of the dialog's API.
        QAction* settings = nullptr;
        for (QAction* menu : m_window->menuBar()->actions()) {
            for (QAction* a : menu->menu()->actions()) {
                if (ui::withoutAccelerators(a->text()).startsWith(QStringLiteral("Settings")))
                    settings = a;
            }
        }
        QVERIFY2(settings, "the File menu has no Settings command");
        settings->trigger();
        QDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = [&]() -> QDialog* {
            for (QDialog* d : m_window->findChildren<QDialog*>()) {
                if (d->isVisible())
                    return d;
            }
            return nullptr;
        }()));
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTest::qWait(100);
        VERIFY_NAMED(dialog, QStringLiteral("settings"), false);
        // Its pages, chosen in a list or in tabs.
        if (auto* pages = dialog->findChild<QListWidget*>()) {
            for (int row = 0; row < pages->count(); ++row) {
                pages->setCurrentRow(row);
                QTest::qWait(100);
                VERIFY_NAMED(dialog, QStringLiteral("settings page \"%1\"").arg(pages->item(row)->text()));
            }
        }
        for (QTabWidget* tabs : dialog->findChildren<QTabWidget*>()) {
            for (int tab = 0; tab < tabs->count(); ++tab) {
                tabs->setCurrentIndex(tab);
                QTest::qWait(50);
                VERIFY_NAMED(dialog, QStringLiteral("settings tab \"%1\"").arg(tabs->tabText(tab)), false);
            }
        }
        dialog->reject();
        QVERIFY2(m_problems.isEmpty(), qPrintable(QStringLiteral("Widgets without an accessible name:\n") + m_problems.join(u'\n')));
    }

    void commandPalette()
    {
        m_window->jobTable()->setFocus();
        QTest::keyClick(m_window->jobTable(), Qt::Key_K, Qt::ControlModifier);
        QVERIFY(m_window->commandPalette() && m_window->commandPalette()->isVisible());
        VERIFY_NAMED(m_window.get(), QStringLiteral("command palette"));
        QAccessibleInterface* field = QAccessible::queryAccessibleInterface(m_window->commandPalette()->searchField());
        QVERIFY(!field->text(QAccessible::Description).isEmpty());
        QVERIFY2(m_problems.isEmpty(), qPrintable(QStringLiteral("Widgets without an accessible name:\n") + m_problems.join(u'\n')));
    }

    void everyCommandHasItsOwnShortcut()
    {
        // Every command of the menus has one.
        QStringList missing;
        const auto walk = [&](const auto& self, const QList<QAction*>& actions) -> void {
            for (QAction* a : actions) {
                if (a->menu())
                    self(self, a->menu()->actions());
                else if (!a->isSeparator() && a->isVisible() && a->shortcut().isEmpty())
                    missing << ui::withoutAccelerators(a->text());
            }
        };
        walk(walk, m_window->menuBar()->actions());
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("Menu commands without a shortcut: ") + missing.join(QStringLiteral(", "))));

        // No two that can be active at once share keys: a window-wide one with any other, and two
        // local ones (a view's, active while it has the focus) where one view is inside the other.
        const QList<Binding> bindings = bindingsOf(m_window.get());
        QVERIFY(bindings.size() > 20);
        QStringList clashes;
        for (qsizetype i = 0; i < bindings.size(); ++i) {
            for (qsizetype j = i + 1; j < bindings.size(); ++j) {
                const Binding& a = bindings[i];
                const Binding& b = bindings[j];
                if (a.owner == b.owner || a.keys != b.keys)
                    continue;
                const bool together = !a.scope || !b.scope || withinOrEqual(a.scope, b.scope) || withinOrEqual(b.scope, a.scope);
                if (together)
                    clashes << QStringLiteral("%1: %2 and %3").arg(keyText(a.keys), a.what, b.what);
            }
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(QStringLiteral("Ambiguous shortcuts:\n") + clashes.join(u'\n')));
    }

    // docs/user-guide.md's table of shortcuts names every one the menus have, so the guide cannot
    // fall behind the console.
    void userGuideListsEveryShortcut()
    {
        QFile guide(QStringLiteral(TRAINYARD_SOURCE_DIR "/docs/user-guide.md"));
        QVERIFY(guide.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(guide.readAll());
        QStringList missing;
        const auto walk = [&](const auto& self, const QList<QAction*>& actions) -> void {
            for (QAction* a : actions) {
                if (a->menu()) {
                    self(self, a->menu()->actions());
                    continue;
                }
                for (const QKeySequence& keys : a->shortcuts()) {
                    if (!text.contains(keys.toString(QKeySequence::PortableText)))
                        missing << QStringLiteral("%1 (%2)").arg(ui::withoutAccelerators(a->text()), keys.toString(QKeySequence::PortableText));
                }
            }
        };
        walk(walk, m_window->menuBar()->actions());
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("Not in docs/user-guide.md: ") + missing.join(QStringLiteral(", "))));
    }

    // The same in practice: each window-wide shortcut runs its command from the job table.
    void windowShortcutsRunTheirCommand()
    {
        bool ambiguous = false;
        for (QShortcut* s : m_window->findChildren<QShortcut*>())
            connect(s, &QShortcut::activatedAmbiguously, this, [&ambiguous] { ambiguous = true; });
        // Alt+2 and Alt+1 from the job table, and from the log view (whose own shortcuts are active there).
        m_window->jobTable()->setFocus();
        QTest::keyClick(m_window->jobTable(), Qt::Key_2, Qt::AltModifier);
        QCOMPARE(m_window->detail()->tabs()->currentWidget(), static_cast<QWidget*>(m_window->detail()->logView()));
        QTest::keyClick(m_window->jobTable(), Qt::Key_1, Qt::AltModifier);
        QCOMPARE(m_window->detail()->tabs()->currentIndex(), 0);
        m_window->detail()->showLogs();
        m_window->detail()->logView()->setFocus();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_1, Qt::AltModifier);
        QCOMPARE(m_window->detail()->tabs()->currentIndex(), 0);
        QVERIFY(!ambiguous);
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ui::MainWindow> m_window;
    QStringList m_problems;
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
