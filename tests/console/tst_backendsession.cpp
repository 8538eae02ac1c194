// BackendSession keeps the latest state whatever order a backend's answers and its stream's events
// arrive in: a read's answer that is older than what the stream said since it was sent does not win,
// a job created while the list was being read is not removed by it, and every change, by whichever
// path, is announced once through jobsUpdated. The backend here holds each answer until the test
// releases it, so each ordering is exact (the real daemon's races are in tst_consolestate).

#include "scriptedconsole.h"

#include "console/backendsession.h"
#include "models/joblistmodel.h"
#include "spec/trialdelta.h"

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

    // The list has rows; the full job of the jobs a view needs is in the session's document cache:
    // filled by the stream (the latest jobs) and by reads, at most documentCacheSize of them.
    void documentsComeFromTheStreamAndFromReads()
    {
        Fixture f;
        test::ScriptedBackend& b = *f.backend;
        b.set(job("listed", spec::State::Succeeded));
        b.reconnect();
        b.releaseAll();
        QCOMPARE(stateIn(*f.session, "listed"), std::string("SUCCEEDED"));
        QVERIFY(!f.session->document(QStringLiteral("listed"))); // a page fills rows, not the cache

        QSignalSpy changed(f.session.get(), &ui::BackendSession::documentChanged);
        f.session->fetchDocument(QStringLiteral("listed"));
        QVERIFY(!f.session->document(QStringLiteral("listed")));
        b.releaseAll();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().first().toString(), QStringLiteral("listed"));
        const auto listed = f.session->document(QStringLiteral("listed"));
        QVERIFY(listed);
        QCOMPARE(std::string(listed->state->wire()), std::string("SUCCEEDED"));

        // Held: answered at once; not held: answered once read.
        std::shared_ptr<const spec::Job> answer;
        f.session->withDocument(QStringLiteral("listed"), nullptr, [&](std::shared_ptr<const spec::Job> d) { answer = std::move(d); });
        QCOMPARE(answer, listed);
        b.set(job("other", spec::State::Queued));
        b.reconnect();
        b.releaseAll();
        answer.reset();
        int calls = 0;
        f.session->withDocument(QStringLiteral("other"), nullptr, [&](std::shared_ptr<const spec::Job> d) { answer = std::move(d); ++calls; });
        QCOMPARE(calls, 0);
        b.releaseAll();
        QCOMPARE(calls, 1);
        QVERIFY(answer && answer->jobId == std::optional<std::string>("other"));
        // A job the backend does not have: null.
        calls = 0;
        f.session->withDocument(QStringLiteral("nowhere"), nullptr, [&](std::shared_ptr<const spec::Job> d) { answer = std::move(d); ++calls; });
        b.releaseAll();
        QCOMPARE(calls, 1);
        QVERIFY(!answer);

        // An event's job is the newest document: it replaces the held one (which whoever holds it keeps).
        b.set(job("listed", spec::State::Running));
        b.tell("listed", spec::State::Running);
        const auto running = f.session->document(QStringLiteral("listed"));
        QVERIFY(running && running != listed);
        QCOMPARE(std::string(running->state->wire()), std::string("RUNNING"));
        QCOMPARE(std::string(listed->state->wire()), std::string("SUCCEEDED"));

        // Bounded: the least recently used go first.
        for (int i = 0; i < ui::BackendSession::documentCacheSize; ++i) {
            const std::string id = "busy" + std::to_string(i);
            b.set(job(id, spec::State::Running));
            b.tell(id, spec::State::Running);
        }
        QVERIFY(!f.session->document(QStringLiteral("listed")));
        QVERIFY(f.session->document(QStringLiteral("busy0")));
        QCOMPARE(stateIn(*f.session, "listed"), std::string("RUNNING")); // the row stays
    }

    // A tuning job's event with a trial delta: applied to the held document (a copy when a view holds
    // it), and a row without a held document keeps its best metric.
    void trialDeltasApplyToTheHeldDocument()
    {
        Fixture f;
        test::ScriptedBackend& b = *f.backend;
        spec::Job study = job("study", spec::State::Running);
        study.trainingInput.emplace().hyperparameters.emplace().goal = spec::Enum<spec::GoalType>::fromWire("MAXIMIZE");
        spec::HyperparameterOutput done;
        done.trialId = "0";
        done.state = spec::Enum<spec::State>::fromWire("SUCCEEDED");
        done.finalMetric = spec::HyperparameterMetric { 3, 0.25, {} };
        spec::HyperparameterOutput trial;
        trial.trialId = "1";
        trial.state = spec::Enum<spec::State>::fromWire("RUNNING");
        trial.allMetrics = std::vector<spec::HyperparameterMetric> { { 1, 0.125, {} } };
        trial.finalMetric = spec::HyperparameterMetric { 1, 0.125, {} };
        study.trainingOutput.emplace().trials = std::vector<spec::HyperparameterOutput> { done, trial };
        b.set(study);
        b.tell("study", spec::State::Running); // the whole document: held
        const auto before = f.session->document(QStringLiteral("study"));
        QVERIFY(before);
        const int row = f.session->jobs()->rowOf(QStringLiteral("study"));
        const auto best = [&] {
            return f.session->jobs()->index(row, models::JobListModel::BestMetricColumn).data().toString();
        };
        QCOMPARE(best(), QStringLiteral("0.25"));

        const auto delta = [&](std::int64_t step, double value) {
            spec::Transition t;
            t.jobId = "study";
            t.previousState = "RUNNING";
            t.state = "RUNNING";
            t.job = study;
            t.job->trainingOutput->trials.reset();
            spec::TrialChange change;
            change.trial.trialId = "1";
            change.trial.state = spec::Enum<spec::State>::fromWire("SUCCEEDED"); // its last report
            change.trial.finalMetric = spec::HyperparameterMetric { step, value, {} };
            change.trial.allMetrics = std::vector<spec::HyperparameterMetric> { { step, value, {} } };
            change.afterStep = step - 1;
            t.trialDelta = spec::TrialDelta { { change } };
            return t;
        };
        QSignalSpy changed(f.session.get(), &ui::BackendSession::documentChanged);
        b.send(delta(2, 0.5));
        QCOMPARE(best(), QStringLiteral("0.5")); // the row is made from the document the delta updated
        QCOMPARE(changed.count(), 1);
        const auto after = f.session->document(QStringLiteral("study"));
        QVERIFY(after && after != before); // `before` is still held here: the cache took a copy
        QCOMPARE(before->trainingOutput->trials->back().allMetrics->size(), std::size_t(1));
        QCOMPARE(after->trainingOutput->trials->back().allMetrics->size(), std::size_t(2));

        // A delta that builds on metrics the document lacks: the document is dropped, the row keeps
        // its best metric and takes the job-level fields.
        b.send(delta(9, 0.75));
        QVERIFY(!f.session->document(QStringLiteral("study")));
        QCOMPARE(best(), QStringLiteral("0.5"));
        QCOMPARE(stateIn(*f.session, "study"), std::string("RUNNING"));
    }
};

QTEST_GUILESS_MAIN(TestBackendSession)
#include "tst_backendsession.moc"
