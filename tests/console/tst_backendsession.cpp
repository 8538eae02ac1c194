// BackendSession keeps the latest state whatever order a backend's answers and its stream's events
// arrive in: a read's answer that is older than what the stream said since it was sent does not win,
// a job created while the list was being read is not removed by it, and every change, by whichever
// path, is announced once through jobsUpdated. The backend here holds each answer until the test
// releases it, so each ordering is exact (the real daemon's races are in tst_consolestate).

#include "scriptedconsole.h"

#include "console/backendsession.h"

#include <QSignalSpy>
#include <QTest>

using namespace trainyard;

using test::job;
using test::stateIn;
using Fixture = test::ScriptedConsole;

class TestBackendSession : public QObject {
    Q_OBJECT

private slots:
    // Finding 124: the job failed 3 ms after it was created; the stream said so before the create's
    // answer (QUEUED) arrived, and that answer put the list back to Queued.
    void aCreateAnswerOlderThanTheStreamDoesNotWin()
    {
        Fixture f;
        QSignalSpy updated(f.session.get(), &ui::BackendSession::jobsUpdated);
        bool answered = false;
        f.backend->set(job("doomed", spec::State::Queued));
        f.session->submit(job("doomed", spec::State::Queued), nullptr, [&](client::ApiResult<spec::Job>) { answered = true; });
        f.backend->tell("doomed", spec::State::Queued);
        f.backend->set(job("doomed", spec::State::Failed));
        f.backend->tell("doomed", spec::State::Failed);
        QCOMPARE(stateIn(*f.session, "doomed"), std::string("FAILED"));
        QCOMPARE(updated.count(), 2); // added, then failed
        f.backend->releaseOne(); // the create's answer: QUEUED
        QVERIFY(answered);
        QCOMPARE(stateIn(*f.session, "doomed"), std::string("FAILED"));
        // It differed from the list: the job is read again, and that read (sent after) is taken.
        QCOMPARE(f.backend->reads, 1);
        f.backend->releaseAll();
        QCOMPARE(stateIn(*f.session, "doomed"), std::string("FAILED"));
        QCOMPARE(updated.count(), 2); // the reads changed nothing
    }

    void aCreateAnswerBeforeTheStreamIsTaken()
    {
        Fixture f;
        QSignalSpy updated(f.session.get(), &ui::BackendSession::jobsUpdated);
        f.backend->set(job("quick", spec::State::Queued));
        f.session->submit(job("quick", spec::State::Queued), nullptr, {});
        f.backend->releaseOne();
        QCOMPARE(stateIn(*f.session, "quick"), std::string("QUEUED"));
        QCOMPARE(updated.count(), 1);
        QCOMPARE(updated.first().first().toStringList(), QStringList({ QStringLiteral("quick") }));
        f.backend->set(job("quick", spec::State::Running));
        f.backend->tell("quick", spec::State::Running);
        QCOMPARE(stateIn(*f.session, "quick"), std::string("RUNNING"));
        QCOMPARE(updated.count(), 2);
    }

    // A read sent before a change and answered after it: not taken, read again.
    void aStaleReadIsReadAgain()
    {
        Fixture f;
        f.backend->set(job("j", spec::State::Preparing));
        f.backend->tell("j", spec::State::Preparing);
        f.session->reload("j"); // served now: PREPARING
        f.backend->set(job("j", spec::State::Running));
        f.backend->tell("j", spec::State::Running);
        f.backend->releaseOne();
        QCOMPARE(stateIn(*f.session, "j"), std::string("RUNNING"));
        QCOMPARE(f.backend->reads, 2);
        // A stream that sends no job: each event is read, and each read is sent after its event.
        f.backend->set(job("j", spec::State::Succeeded));
        f.backend->tell("j", spec::State::Succeeded, false);
        QCOMPARE(stateIn(*f.session, "j"), std::string("RUNNING"));
        f.backend->releaseAll();
        QCOMPARE(stateIn(*f.session, "j"), std::string("SUCCEEDED"));
    }

    // A refresh: a page older than the stream keeps the stream's state; a job created while the list
    // was read stays; a job the backend no longer has, and that did not change meanwhile, goes.
    void aRefreshKeepsWhatChangedWhileItRead()
    {
        Fixture f;
        test::ScriptedBackend& b = *f.backend;
        b.set(job("old", spec::State::Running));
        b.tell("old", spec::State::Running);
        b.set(job("gone", spec::State::Succeeded));
        b.tell("gone", spec::State::Succeeded);
        b.forget("gone");
        QSignalSpy refreshed(f.session.get(), &ui::BackendSession::refreshed);
        b.reconnect(); // back after an outage: the list is read again; its page is served now and held
        b.set(job("old", spec::State::Succeeded));
        b.tell("old", spec::State::Succeeded);
        b.set(job("new", spec::State::Queued));
        b.tell("new", spec::State::Queued);
        b.releaseOne(); // the page, from before both changes: "old" RUNNING, no "new"
        QCOMPARE(refreshed.count(), 1);
        QCOMPARE(stateIn(*f.session, "old"), std::string("SUCCEEDED"));
        QCOMPARE(stateIn(*f.session, "new"), std::string("QUEUED"));
        QCOMPARE(stateIn(*f.session, "gone"), std::string());
        QCOMPARE(f.session->jobs()->rowCount(), 2);
        b.releaseAll();
        QCOMPARE(stateIn(*f.session, "old"), std::string("SUCCEEDED"));
    }

    void aRefreshRemovesWhatTheBackendNoLongerHas()
    {
        Fixture f;
        test::ScriptedBackend& b = *f.backend;
        b.set(job("a", spec::State::Succeeded));
        b.set(job("b", spec::State::Succeeded));
        b.reconnect();
        b.releaseAll();
        QCOMPARE(f.session->jobs()->rowCount(), 2);
        QSignalSpy refreshed(f.session.get(), &ui::BackendSession::refreshed);
        b.forget("b");
        b.reconnect();
        b.releaseAll();
        QCOMPARE(refreshed.count(), 1);
        QCOMPARE(f.session->jobs()->rowCount(), 1);
        QCOMPARE(stateIn(*f.session, "a"), std::string("SUCCEEDED"));
    }
};

QTEST_GUILESS_MAIN(TestBackendSession)
#include "tst_backendsession.moc"
