// The console's built-in local Vertex AI session (issue 19: compose a Vertex job once, run it on this
// workstation through trainyardd, submit the same job to Google, watch both in one console),
// offscreen against the real daemon the console starts itself, with a fresh configuration: beside the
// local daemon's session there is a "Local daemon · Vertex AI" session on the same socket, which waits
// for the local session to start the daemon rather than starting one of its own; a Vertex CustomJob
// submitted through it runs on that daemon and is listed there, not in the v1 session.
//
// TRAINYARD_SHOTS=DIR writes the window at 1366×768 with both sessions, the Vertex one shown, there.

#include "consoletest.h"
#include "screenshot.h"

#include "client/localdaemonbackend.h"
#include "client/localvertexbackend.h"
#include "client/vertexjobref.h"
#include "console/remotebackendconfig.h"
#include "spec/vertex/jsoncodec.h"
#include "ui/backendlistwidget.h"

#include <QTemporaryDir>

#include <csignal>

using namespace trainyard;
using test::stateOf;
using json = nlohmann::json;

namespace {

// One replica of tests/fixtures/trainers/tunable, as tst_vertexdaemon runs it.
spec::vertex::CustomJob tunableJob()
{
    const json pool = { { "machineSpec", { { "machineType", "n1-standard-4" } } }, { "replicaCount", "1" },
        { "pythonPackageSpec",
            { { "executorImageUri", "us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest" },
                { "packageUris", { std::string(TRAINYARD_FIXTURES) + "/trainers/tunable", test::examplesDir().toStdString() + "/digits" } },
                { "pythonModule", "tunable.task" }, { "args", { "--steps", "2", "--step-seconds", "0.05" } } } } };
    const json body = { { "displayName", "on-this-workstation" }, { "jobSpec", { { "workerPoolSpecs", json::array({ pool }) } } } };
    auto decoded = spec::vertex::customJobFromJsonText(body.dump());
    if (!decoded)
        qFatal("bad custom job: %s", decoded.error.toString().c_str());
    return *decoded.value;
}

bool connected(ui::BackendSession* session)
{
    return session->backend()->status().state == client::ConnectionState::Connected && !session->loading();
}

} // namespace

class TstConsoleLocalVertex : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        ui::RemoteBackendConfig::saveAll({}); // a fresh configuration: no backend added in Settings
    }

    void bothLocalSessionsShareTheConsolesDaemon()
    {
        QTemporaryDir dir;
        qint64 pid = 0;
        {
            ui::MainWindow window(test::startingConsoleOptions(dir.path()));
            window.resize(1366, 768);
            // Two built-in sessions, the v1 one first, both listed on the left.
            QCOMPARE(window.sessions().size(), 2);
            QCOMPARE(window.backendList()->count(), 2);
            ui::BackendSession* v1 = window.sessions().value(0);
            ui::BackendSession* vertex = window.sessions().value(1);
            auto* local = qobject_cast<client::LocalDaemonBackend*>(v1->backend());
            auto* localVertex = qobject_cast<client::LocalVertexBackend*>(vertex->backend());
            QVERIFY(local);
            QVERIFY(localVertex);
            QCOMPARE(localVertex->name(), QStringLiteral("Local daemon · Vertex AI"));
            QVERIFY(!v1->backend()->speaksVertex());
            QVERIFY(localVertex->speaksVertex());
            QCOMPARE(localVertex->options().unixSocket, local->socketPath());
            QCOMPARE(localVertex->options().project, std::string("local"));
            QCOMPARE(localVertex->location(), QStringLiteral("unix:") + QString::fromStdString(local->socketPath()));

            // Nothing has answered yet (no event has run): the Vertex session waits for the local one,
            // which is the one to start the daemon.
            QCOMPARE(localVertex->status().state, client::ConnectionState::Connecting);
            QCOMPARE(localVertex->status().detail, QStringLiteral("waiting for the local daemon"));
            QCOMPARE(local->startedPid(), qint64(0));

            QTRY_VERIFY2_WITH_TIMEOUT(connected(v1), qPrintable(local->status().detail), 20'000);
            pid = local->startedPid();
            QVERIFY(pid > 0);
            QTRY_VERIFY2_WITH_TIMEOUT(connected(vertex), qPrintable(localVertex->status().detail), 20'000);
            QVERIFY(localVertex->isDaemon());
            QCOMPARE(local->startedPid(), pid); // one daemon, started once, by the local session
            QCOMPARE(localVertex->options().regions, std::vector<std::string> { "local" }); // the daemon's locations

            // A Vertex CustomJob through the Vertex session runs on that daemon.
            std::optional<client::ApiResult<spec::Job>> answer;
            vertex->submitVertex(tunableJob(), "local", nullptr, [&](client::ApiResult<spec::Job> r) { answer = std::move(r); });
            QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), 15'000);
            if (auto* error = std::get_if<client::ApiError>(&*answer))
                QFAIL(error->message.c_str());
            const spec::Job submitted = std::get<spec::Job>(*answer);
            const QString id = QString::fromStdString(submitted.jobId.value_or(""));
            const auto ref = client::VertexJobRef::fromJobId(id.toStdString());
            QVERIFY2(ref && ref->location == "local" && ref->kind == client::VertexJobRef::Kind::CustomJob, qPrintable(id));
            QVERIFY(vertex->jobs()->rowOf(id) >= 0);
            QTRY_COMPARE_WITH_TIMEOUT(stateOf(vertex, id), std::string("SUCCEEDED"), 120'000);

            // Listed in the Vertex session, not in the v1 one (whose surface does not list Vertex jobs),
            // also after both have listed everything again.
            v1->refresh();
            vertex->refresh();
            QTRY_VERIFY_WITH_TIMEOUT(!v1->loading() && !vertex->loading(), 15'000);
            QVERIFY(vertex->jobs()->rowOf(id) >= 0);
            QCOMPARE(stateOf(vertex, id), std::string("SUCCEEDED"));
            QCOMPARE(v1->jobs()->rowCount(), 0);
            QCOMPARE(local->startedPid(), pid);

            const QString shots = qEnvironmentVariable("TRAINYARD_SHOTS");
            if (!shots.isEmpty()) {
                window.show();
                QVERIFY(QTest::qWaitForWindowExposed(&window));
                window.backendList()->setCurrentRow(1);
                QCOMPARE(window.currentSession(), vertex);
                QTest::qWait(300);
                test::grab(&window, shots + QStringLiteral("/console-local-vertex.png"));
            }
        }
        ::kill(static_cast<pid_t>(pid), SIGTERM);
        QTRY_VERIFY_WITH_TIMEOUT(::kill(static_cast<pid_t>(pid), 0) != 0, 10'000);
    }

    // Without a local daemon (--no-local), there is no local Vertex session either.
    void noLocalDaemonNoLocalVertex()
    {
        QTemporaryDir dir;
        ui::ConsoleOptions options;
        options.withLocalDaemon = false;
        options.draftsFolder = dir.filePath(QStringLiteral("drafts"));
        ui::MainWindow window(options);
        QCOMPARE(window.sessions().size(), 0);
    }
};

QTEST_MAIN(TstConsoleLocalVertex)
#include "tst_consolelocalvertex.moc"
