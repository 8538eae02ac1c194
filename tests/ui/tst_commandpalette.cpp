// The command palette (Ctrl+K): its fuzzy ranking as pure logic, then in a console on in-memory
// backends: opening, running a command, showing a job of another backend, closing.

#include "fakebackend.h"
#include "screenshot.h"

#include "ui/backendlistwidget.h"
#include "console/backendsession.h"
#include "ui/commandpalette.h"
#include "console/fuzzymatch.h"
#include "ui/jobdetailview.h"
#include "ui/resources/resourcesview.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace trainyard;
using Kind = ui::FuzzyMatch::Kind;

namespace {

spec::Job job(const std::string& id, spec::State state, std::int64_t created)
{
    spec::Job j;
    j.jobId = id;
    j.state = state;
    j.createTime = spec::Timestamp { created, 0 };
    j.trainingInput.emplace().region = "local";
    return j;
}

// `texts` ranked for `query` as the palette ranks them (best first; those that do not match left out).
QStringList ranked(const QString& query, const QStringList& texts)
{
    QList<std::pair<qint64, QString>> matched;
    for (const QString& text : texts) {
        if (auto m = ui::fuzzyMatch(query, text))
            matched.append({ m->rank(), text });
    }
    std::stable_sort(matched.begin(), matched.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    QStringList out;
    for (const auto& [rank, text] : matched)
        out << text;
    return out;
}

// Answers the next message box with `button` as soon as it shows (its event loop blocks the caller).
void answerMessageBox(QMessageBox::StandardButton button)
{
    auto* poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            poll->stop();
            poll->deleteLater();
            box->button(button)->click();
        }
    });
    poll->start();
}

// A console with two in-memory backends: "Local daemon" (a running and a finished job) and
// "Cluster" (one more job), the first one shown.
struct Console {
    Console()
    {
        ui::ConsoleOptions options;
        options.withLocalDaemon = false;
        options.draftsFolder = dir.filePath(QStringLiteral("drafts"));
        window = std::make_unique<ui::MainWindow>(options);
        auto local = std::make_unique<test::FakeBackend>(QStringLiteral("Local daemon"));
        local->putJob(job("mnist_20241121", spec::State::Running, 1'732'190'000));
        local->putJob(job("census_wide", spec::State::Succeeded, 1'732'180'000));
        auto cluster = std::make_unique<test::FakeBackend>(QStringLiteral("Cluster"));
        cluster->putJob(job("resnet_sweep", spec::State::Queued, 1'732'200'000));
        window->addBackend(std::move(local));
        window->addBackend(std::move(cluster));
        window->show();
        window->activateWindow();
        if (!QTest::qWaitForWindowActive(window.get()))
            qWarning("the window is not active");
    }
    ~Console() { window.reset(); }

    ui::CommandPalette* openWithKeys()
    {
        QWidget* focus = QApplication::focusWidget();
        QTest::keyClick(focus ? focus : window.get(), Qt::Key_K, Qt::ControlModifier);
        return window->commandPalette();
    }
    void type(const QString& text)
    {
        QTest::keyClicks(window->commandPalette()->searchField(), text);
    }

    QTemporaryDir dir;
    std::unique_ptr<ui::MainWindow> window;
};

} // namespace

class TestCommandPalette : public QObject {
    Q_OBJECT

private slots:
    void matchKinds()
    {
        const QString cancel = QStringLiteral("Cancel job…");
        auto m = ui::fuzzyMatch(u"canc", cancel);
        QVERIFY(m);
        QCOMPARE(m->kind, Kind::Prefix);
        QCOMPARE(m->positions, (QList<int> { 0, 1, 2, 3 }));
        m = ui::fuzzyMatch(u"JOB", cancel); // case-insensitive
        QVERIFY(m);
        QCOMPARE(m->kind, Kind::WordStart);
        QCOMPARE(m->positions, (QList<int> { 7, 8, 9 }));
        m = ui::fuzzyMatch(u"cj", cancel);
        QVERIFY(m);
        QCOMPARE(m->kind, Kind::Initials);
        QCOMPARE(m->positions, (QList<int> { 0, 7 }));
        m = ui::fuzzyMatch(u"ncel", cancel);
        QVERIFY(m);
        QCOMPARE(m->kind, Kind::Contiguous);
        QCOMPARE(m->positions, (QList<int> { 2, 3, 4, 5 }));
        m = ui::fuzzyMatch(u"cnjb", cancel);
        QVERIFY(m);
        QCOMPARE(m->kind, Kind::Scattered);
        QCOMPARE(m->positions, (QList<int> { 0, 2, 7, 9 }));
        QVERIFY(!ui::fuzzyMatch(u"jc", cancel)); // out of order
        QVERIFY(!ui::fuzzyMatch(u"cancel jobs", cancel));
        QVERIFY(ui::fuzzyMatch(u"", cancel)); // everything, nothing highlighted
        QVERIFY(ui::fuzzyMatch(u"", cancel)->positions.isEmpty());
        m = ui::fuzzyMatch(u"cancel job", cancel); // spaces in the query are ignored
        QVERIFY(m);
        QCOMPARE(m->positions.size(), 9);
    }

    void subsequencesPreferWordStarts()
    {
        // A greedy left-to-right match would take the t of "Filter" and the l of "Filter".
        auto m = ui::fuzzyMatch(u"tl", u"Filter the log");
        QVERIFY(m);
        QCOMPARE(m->kind, Kind::Initials);
        QCOMPARE(m->positions, (QList<int> { 7, 11 }));
        // Underscores, digits and camelCase start words, as in job ids.
        m = ui::fuzzyMatch(u"m2", u"mnist_20241121");
        QVERIFY(m);
        QCOMPARE(m->kind, Kind::Initials);
        QCOMPARE(m->positions, (QList<int> { 0, 6 }));
        QVERIFY(ui::isWordStart(u"jobDetail", 3));
        QVERIFY(!ui::isWordStart(u"JOB", 1));
        QVERIFY(ui::isWordStart(u"Job \u203a Cancel", 6));
    }

    void ranking()
    {
        const QStringList texts { QStringLiteral("Edit box"), QStringLiteral("Sample text"), QStringLiteral("E-x ray"), QStringLiteral("The exit"),
            QStringLiteral("Export…"), QStringLiteral("Nothing here") };
        // Prefix, word start, initials, contiguous, scattered; no match left out.
        QCOMPARE(ranked(QStringLiteral("ex"), texts),
            (QStringList { QStringLiteral("Export…"), QStringLiteral("The exit"), QStringLiteral("E-x ray"), QStringLiteral("Sample text"),
                QStringLiteral("Edit box") }));
        // Within a kind: earlier, then tighter, then shorter.
        QCOMPARE(ranked(QStringLiteral("exit"), { QStringLiteral("A big exit"), QStringLiteral("Exit the app"), QStringLiteral("Exit"), QStringLiteral("The exit") }),
            (QStringList { QStringLiteral("Exit"), QStringLiteral("Exit the app"), QStringLiteral("The exit"), QStringLiteral("A big exit") }));
        QCOMPARE(ranked(QStringLiteral("rs"), { QStringLiteral("Refresh"), QStringLiteral("Resubmit"), QStringLiteral("Remote services") }),
            (QStringList { QStringLiteral("Remote services"), QStringLiteral("Resubmit"), QStringLiteral("Refresh") }));
    }

    void acceleratorsAreStripped()
    {
        QCOMPARE(ui::withoutAccelerators(QStringLiteral("&Cancel job…")), QStringLiteral("Cancel job…"));
        QCOMPARE(ui::withoutAccelerators(QStringLiteral("R&&D &tools")), QStringLiteral("R&D tools"));
        QCOMPARE(ui::withoutAccelerators(QStringLiteral("&Quit\tCtrl+Q")), QStringLiteral("Quit"));
    }

    void ctrlKListsEveryCommandAndJob()
    {
        Console c;
        QTRY_VERIFY(c.window->selectJob(QStringLiteral("mnist_20241121")));
        c.window->jobTable()->setFocus();
        ui::CommandPalette* palette = c.openWithKeys();
        QVERIFY(palette);
        QVERIFY(palette->isVisible());
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(palette->searchField()));
        const QStringList texts = palette->shownTexts();
        QVERIFY2(texts.contains(QStringLiteral("Job \u203a Cancel job…")), qPrintable(texts.join(u'\n')));
        QVERIFY(texts.contains(QStringLiteral("File \u203a New job…")));
        QVERIFY(texts.contains(QStringLiteral("View \u203a Logs")));
        QVERIFY(!texts.contains(QStringLiteral("View \u203a Command palette…"))); // not itself
        for (const QString& text : texts)
            QVERIFY2(!text.contains(u'&') && !text.isEmpty(), qPrintable(text));
        // Every job of every backend, with its state and backend.
        QVERIFY(texts.contains(QStringLiteral("mnist_20241121 — Running — Local daemon")));
        QVERIFY(texts.contains(QStringLiteral("census_wide — Succeeded — Local daemon")));
        QVERIFY(texts.contains(QStringLiteral("resnet_sweep — Queued — Cluster")));
        // Every menu action is there.
        int leaves = 0;
        const auto count = [&](const auto& self, const QList<QAction*>& actions) -> void {
            for (QAction* a : actions) {
                if (a->menu())
                    self(self, a->menu()->actions());
                else
                    leaves += !a->isSeparator() && a->isVisible() && a != c.window->commandPaletteAction();
            }
        };
        count(count, c.window->menuBar()->actions());
        QCOMPARE(texts.size(), leaves + 3);
        // The shortcut is on the row (for the delegate and for screen readers).
        const int row = static_cast<int>(texts.indexOf(QStringLiteral("Job \u203a Cancel job…")));
        const QString spoken = palette->list()->model()->index(row, 0).data(Qt::AccessibleTextRole).toString();
        QVERIFY2(spoken.contains(c.window->cancelAction()->shortcut().toString(QKeySequence::NativeText)), qPrintable(spoken));
        // Ctrl+Shift+P opens it too (a line edit with the cursor keeps Ctrl+K for itself on X11).
        QTest::keyClick(palette->searchField(), Qt::Key_Escape);
        QVERIFY(!palette->isVisible());
        QTest::keyClick(c.window->jobTable(), Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(palette->isVisible());
    }

    void typingThenEnterRunsTheCommand()
    {
        Console c;
        QTRY_VERIFY(c.window->selectJob(QStringLiteral("mnist_20241121")));
        QVERIFY(c.window->cancelAction()->isEnabled());
        c.window->jobTable()->setFocus();
        QSignalSpy cancelled(c.window->cancelAction(), &QAction::triggered);
        ui::CommandPalette* palette = c.openWithKeys();
        c.type(QStringLiteral("canc"));
        QCOMPARE(palette->shownTexts().value(0), QStringLiteral("Job \u203a Cancel job…"));
        answerMessageBox(QMessageBox::No); // the slot asks first
        QTest::keyClick(palette->searchField(), Qt::Key_Return);
        QVERIFY(!palette->isVisible());
        QTRY_COMPARE(cancelled.count(), 1);
        QTRY_VERIFY(!QApplication::activeModalWidget());
        QCOMPARE(c.window->selectedJobId(), QStringLiteral("mnist_20241121"));
    }

    void disabledCommandsAreListedButNotRun()
    {
        Console c;
        QTRY_VERIFY(c.window->selectJob(QStringLiteral("census_wide"))); // finished: nothing to cancel
        QVERIFY(!c.window->cancelAction()->isEnabled());
        c.window->jobTable()->setFocus();
        QSignalSpy cancelled(c.window->cancelAction(), &QAction::triggered);
        ui::CommandPalette* palette = c.openWithKeys();
        c.type(QStringLiteral("cancel job"));
        QCOMPARE(palette->shownTexts(), QStringList { QStringLiteral("Job \u203a Cancel job…") });
        QVERIFY(palette->list()->model()->index(0, 0).data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("unavailable")));
        QTest::keyClick(palette->searchField(), Qt::Key_Return);
        QVERIFY(palette->isVisible()); // stays open, nothing run
        QTest::qWait(50);
        QCOMPARE(cancelled.count(), 0);
    }

    void arrowsChooseTheRow()
    {
        Console c;
        QTRY_VERIFY(c.window->selectJob(QStringLiteral("mnist_20241121")));
        c.window->detail()->showSpec();
        c.window->jobTable()->setFocus();
        ui::CommandPalette* palette = c.openWithKeys();
        c.type(QStringLiteral("view"));
        const QStringList texts = palette->shownTexts();
        const int logs = static_cast<int>(texts.indexOf(QStringLiteral("View \u203a Resources")));
        QVERIFY(logs > 0);
        QCOMPARE(palette->list()->currentIndex().row(), 0);
        for (int i = 0; i < logs; ++i)
            QTest::keyClick(palette->searchField(), Qt::Key_Down);
        QCOMPARE(palette->list()->currentIndex().row(), logs);
        QTest::keyClick(palette->searchField(), Qt::Key_Up);
        QCOMPARE(palette->list()->currentIndex().row(), logs - 1);
        QTest::keyClick(palette->searchField(), Qt::Key_PageDown);
        QVERIFY(palette->list()->currentIndex().row() > logs - 1);
        QTest::keyClick(palette->searchField(), Qt::Key_PageUp);
        QTest::keyClick(palette->searchField(), Qt::Key_PageUp);
        QCOMPARE(palette->list()->currentIndex().row(), 0);
        for (int i = 0; i < logs; ++i)
            QTest::keyClick(palette->searchField(), Qt::Key_Down);
        QTest::keyClick(palette->searchField(), Qt::Key_Enter);
        QTRY_COMPARE(c.window->detail()->tabs()->currentWidget(), static_cast<QWidget*>(c.window->detail()->resourcesView()));
    }

    void typingAJobIdShowsItOnItsBackend()
    {
        Console c;
        QTRY_VERIFY(c.window->selectJob(QStringLiteral("mnist_20241121")));
        QTRY_COMPARE(c.window->sessions().value(1)->jobs()->rowCount(), 1);
        c.window->jobTable()->setFocus();
        ui::CommandPalette* palette = c.openWithKeys();
        c.type(QStringLiteral("resnet_sw"));
        QCOMPARE(palette->shownTexts().value(0), QStringLiteral("resnet_sweep — Queued — Cluster"));
        QTest::keyClick(palette->searchField(), Qt::Key_Return);
        QVERIFY(!palette->isVisible());
        QCOMPARE(c.window->backendList()->currentRow(), 1);
        QCOMPARE(c.window->currentSession(), c.window->sessions().value(1));
        QCOMPARE(c.window->selectedJobId(), QStringLiteral("resnet_sweep"));
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(c.window->jobTable()));

        // And back, by a few letters of its id, even when the filter hides it.
        c.window->filterField()->setText(QStringLiteral("nothing matches this"));
        c.openWithKeys();
        c.type(QStringLiteral("m2024"));
        QCOMPARE(palette->shownTexts().value(0), QStringLiteral("mnist_20241121 — Running — Local daemon"));
        QTest::keyClick(palette->searchField(), Qt::Key_Return);
        QCOMPARE(c.window->backendList()->currentRow(), 0);
        QCOMPARE(c.window->selectedJobId(), QStringLiteral("mnist_20241121"));
    }

    void escapeClosesWithoutDoingAnything()
    {
        Console c;
        QTRY_VERIFY(c.window->selectJob(QStringLiteral("mnist_20241121")));
        c.window->jobTable()->setFocus();
        QSignalSpy cancelled(c.window->cancelAction(), &QAction::triggered);
        ui::CommandPalette* palette = c.openWithKeys();
        QSignalSpy chosen(palette, &ui::CommandPalette::jobChosen);
        c.type(QStringLiteral("canc"));
        QTest::keyClick(palette->searchField(), Qt::Key_Escape);
        QVERIFY(!palette->isVisible());
        QTest::qWait(50);
        QCOMPARE(cancelled.count(), 0);
        QCOMPARE(chosen.count(), 0);
        QVERIFY(!QApplication::activeModalWidget());
        QCOMPARE(c.window->selectedJobId(), QStringLiteral("mnist_20241121"));
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(c.window->jobTable())); // given back
        // Clicking elsewhere closes it too.
        c.openWithKeys();
        QVERIFY(palette->isVisible());
        c.window->filterField()->setFocus(Qt::MouseFocusReason);
        QVERIFY(!palette->isVisible());
    }

    void actionsAddedLaterAreListed()
    {
        Console c;
        QMenu* extra = c.window->menuBar()->addMenu(QStringLiteral("&Extra"));
        QMenu* sub = extra->addMenu(QStringLiteral("&More"));
        QAction* later = sub->addAction(QStringLiteral("Do &it"));
        later->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_I));
        QSignalSpy triggered(later, &QAction::triggered);
        c.window->jobTable()->setFocus();
        ui::CommandPalette* palette = c.openWithKeys();
        c.type(QStringLiteral("do it"));
        QCOMPARE(palette->shownTexts().value(0), QStringLiteral("Extra \u203a More \u203a Do it"));
        QTest::keyClick(palette->searchField(), Qt::Key_Return);
        QTRY_COMPARE(triggered.count(), 1);
    }

};

QTEST_MAIN(TestCommandPalette)
#include "tst_commandpalette.moc"
