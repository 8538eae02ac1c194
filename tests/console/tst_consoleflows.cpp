// The console's flows without a widget: a BackendSession over a backend whose answers the test
// constructs and releases. Submit, cancel and resubmit go through the session, which keeps its job
// list; a reconnect lists again; transitions are applied once a frame, in order; the notification
// centre tells what its rules match; and an answer to a caller that has gone is dropped (the context
// object of Backend's calls), so callers need no guard.

#include "scriptedconsole.h"

#include "console/backendregistry.h"
#include "console/backendsession.h"
#include "console/filetokenprovider.h"
#include "console/notificationcenter.h"

#include "models/joblistmodel.h"
#include "models/notificationrules.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace trainyard;

using test::job;
using test::stateIn;
using Console = test::ScriptedConsole;

class TestConsoleFlows : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        qputenv("XDG_CONFIG_HOME", m_config.path().toLocal8Bit()); // no user's rules or backends
        QCoreApplication::setOrganizationName(QStringLiteral("trainyard-test"));
    }

    void submitPutsTheAnswerInTheList()
    {
        Console c;
        QSignalSpy updated(c.session.get(), &ui::BackendSession::jobsUpdated);
        std::optional<client::ApiResult<spec::Job>> answer;
        c.session->submit(job("mnist"), this, [&](client::ApiResult<spec::Job> result) { answer = std::move(result); });
        QCOMPARE(c.backend->creates, 1);
        QCOMPARE(c.session->jobs()->rowCount(), 0); // nothing until the backend answers
        c.backend->releaseOne();
        QVERIFY(answer && std::holds_alternative<spec::Job>(*answer));
        QCOMPARE(stateIn(*c.session, "mnist"), std::string("QUEUED"));
        QCOMPARE(updated.count(), 1);
    }

    void resubmitSendsTheJobWithoutTheOriginalsOutput()
    {
        Console c;
        spec::Job again = job("mnist_20261122_140312", spec::State::Failed); // as copied from a finished job
        again.errorMessage = "the first run's error";
        std::optional<client::ApiResult<spec::Job>> answer;
        c.session->resubmit(again, this, [&](client::ApiResult<spec::Job> result) { answer = std::move(result); });
        c.backend->releaseAll();
        QVERIFY(answer && std::holds_alternative<spec::Job>(*answer));
        const auto listed = c.session->document(QStringLiteral("mnist_20261122_140312")); // the answer is held
        QVERIFY(listed);
        QCOMPARE(std::string(listed->state->wire()), std::string("QUEUED"));
        QVERIFY(!listed->errorMessage);
    }

    // Cancel: the backend agrees, and the job is read again so CANCELLING shows before the stream says so.
    void cancelReadsTheJobAgain_data()
    {
        QTest::addColumn<bool>("refused");
        QTest::addColumn<QString>("state");
        QTest::addRow("agreed") << false << QStringLiteral("CANCELLING");
        QTest::addRow("refused") << true << QStringLiteral("RUNNING");
    }
    void cancelReadsTheJobAgain()
    {
        QFETCH(bool, refused);
        QFETCH(QString, state);
        Console c;
        c.backend->set(job("j", spec::State::Running));
        c.session->refresh();
        c.backend->releaseAll();
        QCOMPARE(stateIn(*c.session, "j"), std::string("RUNNING"));
        if (refused)
            c.backend->refuseCancel({ 400, "FAILED_PRECONDITION", "the job has finished", {} });
        std::optional<std::optional<client::ApiError>> answer;
        c.session->cancel("j", this, [&](std::optional<client::ApiError> error) { answer = std::move(error); });
        QCOMPARE(c.backend->cancels, 1);
        const int readsBefore = c.backend->reads;
        c.backend->releaseAll();
        QVERIFY(answer);
        QCOMPARE(answer->has_value(), refused);
        QCOMPARE(c.backend->reads, refused ? readsBefore : readsBefore + 1);
        QCOMPARE(QString::fromStdString(stateIn(*c.session, "j")), state);
    }

    // Back after an outage: the session lists again, and a job that ended meanwhile shows its end.
    void reconnectListsAgain()
    {
        Console c;
        c.backend->set(job("long", spec::State::Running));
        c.session->refresh();
        c.backend->releaseAll();
        QSignalSpy refreshed(c.session.get(), &ui::BackendSession::refreshed);
        c.backend->goOffline();
        c.backend->set(job("long", spec::State::Succeeded)); // said while the console could not hear
        QCOMPARE(c.backend->held(), std::size_t(0));
        const int listsBefore = c.backend->lists;
        c.backend->comeBack();
        QCOMPARE(c.backend->lists, listsBefore + 1);
        c.backend->releaseAll();
        QCOMPARE(refreshed.count(), 1);
        QCOMPARE(stateIn(*c.session, "long"), std::string("SUCCEEDED"));
    }

    // A burst of transitions reaches the list once a frame, in order, each announced after its job is
    // in: one batch for a run of different jobs; a job that changed twice is announced twice.
    void transitionsAreAppliedOnceAFrame()
    {
        Console c;
        for (const char* id : { "a", "b", "c" })
            c.backend->set(job(id));
        c.session->refresh();
        c.backend->releaseAll();
        QSignalSpy changed(c.session->jobs(), &models::JobListModel::jobsChanged);
        QSignalSpy transitions(c.session.get(), &ui::BackendSession::transition);
        c.backend->tell("a", spec::State::Running);
        c.backend->tell("b", spec::State::Running);
        c.backend->tell("c", spec::State::Failed);
        QCOMPARE(changed.count(), 0); // queued, not yet applied
        QCOMPARE(transitions.count(), 0);
        QTRY_COMPARE(transitions.count(), 3);
        QCOMPARE(changed.count(), 1); // one batch for the three
        QCOMPARE(changed.first().first().toStringList().size(), 3);

        c.backend->tell("a", spec::State::Succeeded);
        c.backend->tell("b", spec::State::Succeeded);
        c.backend->tell("a", spec::State::Cancelled); // not a real order; a second change of a in the frame
        QTRY_COMPARE(transitions.count(), 6);
        QCOMPARE(changed.count(), 3); // [a, b], then [a]
        QStringList order;
        for (const auto& t : transitions)
            order << QString::fromStdString(t.first().value<spec::Transition>().jobId + " " + t.first().value<spec::Transition>().state);
        QCOMPARE(order, QStringList({ QStringLiteral("a RUNNING"), QStringLiteral("b RUNNING"), QStringLiteral("c FAILED"), QStringLiteral("a SUCCEEDED"),
                            QStringLiteral("b SUCCEEDED"), QStringLiteral("a CANCELLED") }));
        QCOMPARE(stateIn(*c.session, "a"), std::string("CANCELLED"));
    }

    // A reader of the list never sees it behind the stream, frame or not.
    void aReadOfTheListSeesWhatTheStreamSaid()
    {
        Console c;
        c.backend->set(job("a"));
        c.session->refresh();
        c.backend->releaseAll();
        c.backend->tell("a", spec::State::Running);
        QCOMPARE(stateIn(*c.session, "a"), std::string("RUNNING"));
    }

    void notifyTellsWhatARuleMatches()
    {
        Console c;
        c.backend->set(job("train"));
        c.session->refresh();
        c.backend->releaseAll();
        ui::NotificationCenter center;
        models::NotificationRule finished = models::NotificationRules::make(models::RuleKind::StateChange);
        finished.states = { QStringLiteral("SUCCEEDED") };
        center.setRules({ finished });
        center.watch(c.session.get());
        QSignalSpy notified(&center, &ui::NotificationCenter::notify);
        c.backend->tell("train", spec::State::Running);
        c.backend->tell("train", spec::State::Succeeded);
        QTRY_COMPARE(notified.count(), 1);
        const auto n = notified.first().first().value<models::Notification>();
        QCOMPARE(n.jobId, QStringLiteral("train"));
        QCOMPARE(n.backend, QStringLiteral("box"));
    }

    // The context object of Backend's calls: once it is gone, its answer is dropped; the others'
    // answers still arrive.
    void aDeadContextDropsTheAnswer_data()
    {
        QTest::addColumn<bool>("contextDies");
        QTest::addRow("context alive") << false;
        QTest::addRow("context destroyed") << true;
    }
    void aDeadContextDropsTheAnswer()
    {
        QFETCH(bool, contextDies);
        test::ScriptedBackend backend;
        backend.set(job("j"));
        auto context = std::make_unique<QObject>();
        int answered = 0;
        int cancelled = 0;
        int unguarded = 0;
        client::Backend& calls = backend; // the calls with a context are the base class's, for every backend
        calls.getJob("j", context.get(), [&](client::ApiResult<spec::Job>) { ++answered; });
        calls.cancelJob("j", context.get(), [&](std::optional<client::ApiError>) { ++cancelled; });
        calls.getJob("j", nullptr, [&](client::ApiResult<spec::Job>) { ++unguarded; }); // no context: always answered
        if (contextDies)
            context.reset();
        backend.releaseAll();
        QCOMPARE(answered, contextDies ? 0 : 1);
        QCOMPARE(cancelled, contextDies ? 0 : 1);
        QCOMPARE(unguarded, 1);
    }

    // The session's job actions take a context too: a submit whose caller has gone still puts the job
    // in the list (the session lives), but the caller's callback is not called.
    void aSubmitOutlivesItsCaller()
    {
        Console c;
        auto caller = std::make_unique<QObject>();
        bool called = false;
        c.session->submit(job("orphan"), caller.get(), [&](client::ApiResult<spec::Job>) { called = true; });
        caller.reset();
        c.backend->releaseAll();
        QVERIFY(!called);
        QCOMPARE(stateIn(*c.session, "orphan"), std::string("QUEUED"));
    }

    // A token file is read when the first request needs a token, off the GUI thread; a refresh after
    // a 401 reads it again and fails when it still holds the refused token.
    void aTokenFileIsReadWhenATokenIsNeeded()
    {
        const QString path = m_config.filePath(QStringLiteral("token"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("first\n");
        file.close();
        ui::FileTokenProvider tokens(path);
        QCOMPARE(tokens.current(), std::string()); // nothing read when made
        std::optional<std::string> error;
        tokens.refresh([&](const std::string& e) { error = e; });
        QTRY_VERIFY(error.has_value());
        QCOMPARE(*error, std::string());
        QCOMPARE(tokens.current(), std::string("first"));
        error.reset();
        tokens.refresh([&](const std::string& e) { error = e; }); // refused, and the file still holds it
        QTRY_VERIFY(error.has_value());
        QVERIFY(!error->empty());
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("second");
        file.close();
        error.reset();
        tokens.refresh([&](const std::string& e) { error = e; }); // rotated
        QTRY_VERIFY(error.has_value());
        QCOMPARE(tokens.current(), std::string("second"));

        ui::FileTokenProvider missing(m_config.filePath(QStringLiteral("no-such-token")));
        error.reset();
        missing.refresh([&](const std::string& e) { error = e; });
        QTRY_VERIFY(error.has_value());
        QVERIFY2(error->find("cannot be read") != std::string::npos, error->c_str());
    }

    // The registry: the settings' backends, replaced only where they changed.
    void registryReplacesOnlyChangedRemotes()
    {
        ui::BackendRegistry registry;
        ui::RemoteBackendConfig a;
        a.name = QStringLiteral("a");
        a.baseUrl = QStringLiteral("http://127.0.0.1:1");
        ui::RemoteBackendConfig b = a;
        b.name = QStringLiteral("b");
        QSignalSpy added(&registry, &ui::BackendRegistry::added);
        QSignalSpy removed(&registry, &ui::BackendRegistry::removed);
        registry.setRemotes({ a, b });
        QCOMPARE(registry.sessions().size(), 2);
        ui::BackendSession* kept = registry.sessionNamed(QStringLiteral("a"));
        ui::RemoteBackendConfig b2 = b;
        b2.project = QStringLiteral("other");
        registry.setRemotes({ a, b2 });
        QCOMPARE(added.count(), 3);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(registry.sessionNamed(QStringLiteral("a")), kept); // unchanged: same session
        QCOMPARE(registry.sessions().size(), 2);
        registry.setRemotes({});
        QCOMPARE(registry.sessions().size(), 0);
    }

private:
    QTemporaryDir m_config;
};

QTEST_GUILESS_MAIN(TestConsoleFlows)
#include "tst_consoleflows.moc"
