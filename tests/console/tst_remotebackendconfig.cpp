// A stored "Vertex AI" backend: what RemoteBackendConfig::problem() refuses, that it is stored and read
// back with its regions beside the older kinds, and that BackendFactory makes a VertexBackend of it
// with Google's regional endpoints or one server for every region. And a daemon's TLS settings (CA
// file, pinned key, plain HTTP allowed): stored and read back, the plain-HTTP rule, and a backend
// stored before that rule kept by loadAll().

#include "console/backendfactory.h"
#include "console/remotebackendconfig.h"

#include "client/googlebackend.h"
#include "client/vertexbackend.h"

#include <QCoreApplication>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace trainyard;
using Config = ui::RemoteBackendConfig;

namespace {

Config vertexConfig(QStringList regions, QString url = {})
{
    Config c;
    c.kind = Config::Kind::Vertex;
    c.name = QStringLiteral("vertex-demo");
    c.project = QStringLiteral("trainyard-demo");
    c.regions = std::move(regions);
    c.baseUrl = std::move(url);
    c.tokenCommand = QStringLiteral("gcloud auth print-access-token");
    return c;
}

} // namespace

class TestRemoteBackendConfig : public QObject {
    Q_OBJECT

private slots:
    void init() { QSettings().clear(); }

    void problem_data()
    {
        QTest::addColumn<QStringList>("regions");
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("problemStart"); // empty: usable
        QTest::newRow("one region") << QStringList { QStringLiteral("us-central1") } << QString() << QString();
        QTest::newRow("two regions") << QStringList { QStringLiteral("us-central1"), QStringLiteral("europe-west4") } << QString() << QString();
        QTest::newRow("no region, Google") << QStringList {} << QString() << QStringLiteral("Regions:");
        QTest::newRow("no region, a daemon") << QStringList {} << QStringLiteral("https://gpu-box:8470") << QString();
        QTest::newRow("no region, a daemon on this machine") << QStringList {} << QStringLiteral("http://127.0.0.1:8470") << QString();
        QTest::newRow("plain HTTP to another machine") << QStringList {} << QStringLiteral("http://gpu-box:8470") << QStringLiteral("URL: plain http://");
        QTest::newRow("region with a slash") << QStringList { QStringLiteral("us-central1/x") } << QString() << QStringLiteral("Regions:");
        QTest::newRow("upper case") << QStringList { QStringLiteral("US-CENTRAL1") } << QString() << QStringLiteral("Regions:");
        QTest::newRow("a daemon's socket") << QStringList {} << QStringLiteral("unix:/run/user/1000/trainyard/daemon.sock") << QString();
        QTest::newRow("bad URL") << QStringList { QStringLiteral("local") } << QStringLiteral("gpu-box:8470") << QStringLiteral("URL:");
    }
    void problem()
    {
        QFETCH(QStringList, regions);
        QFETCH(QString, url);
        QFETCH(QString, problemStart);
        const QString problem = vertexConfig(regions, url).problem();
        if (problemStart.isEmpty())
            QCOMPARE(problem, QString());
        else
            QVERIFY2(problem.startsWith(problemStart), qPrintable(problem));
    }

    void storedWithItsRegions()
    {
        Config google;
        google.kind = Config::Kind::Google;
        google.name = QStringLiteral("old");
        google.project = QStringLiteral("trainyard-demo");
        const QList<Config> all { google, vertexConfig({ QStringLiteral("us-central1"), QStringLiteral("europe-west4") }),
            vertexConfig({}, QStringLiteral("http://gpu-box:8470")) };
        Config::saveAll(all);
        QCOMPARE(Config::loadAll(), all);
    }

    void daemonSecurityRoundTrip()
    {
        Config pinned;
        pinned.name = QStringLiteral("team");
        pinned.baseUrl = QStringLiteral("https://gpu-box:8470");
        pinned.tokenFile = QStringLiteral("/home/me/gpu-box.token");
        pinned.pinnedKey = QStringLiteral("sha256//") + QString(43, QLatin1Char('A')) + QLatin1Char('=');
        Config withCa = pinned;
        withCa.name = QStringLiteral("team CA");
        withCa.pinnedKey.clear();
        withCa.caFile = QStringLiteral("/etc/ssl/team-ca.pem");
        Config cleartext = pinned;
        cleartext.name = QStringLiteral("lab");
        cleartext.baseUrl = QStringLiteral("http://lab-box:8470");
        cleartext.pinnedKey.clear();
        cleartext.allowCleartextHttp = true;
        for (const Config& c : { pinned, withCa, cleartext })
            QVERIFY2(c.problem().isEmpty(), qPrintable(c.problem()));
        Config::saveAll({ pinned, withCa, cleartext });
        QCOMPARE(Config::loadAll(), (QList<Config> { pinned, withCa, cleartext }));

        Config badPin = pinned;
        badPin.pinnedKey = QStringLiteral("AB:CD");
        QVERIFY2(badPin.problem().startsWith(QStringLiteral("Pinned key:")), qPrintable(badPin.problem()));
        cleartext.allowCleartextHttp = false;
        QVERIFY2(cleartext.problem().startsWith(QStringLiteral("URL: plain http://")), qPrintable(cleartext.problem()));
    }

    void loadKeepsABackendThatOnlyBreaksTheCleartextRule()
    {
        // Stored by an older console, before plain HTTP to another machine needed the user's word:
        // nothing is lost, and problem() says why it will not connect.
        {
            QSettings settings;
            settings.beginWriteArray(QStringLiteral("backends"), 1);
            settings.setArrayIndex(0);
            settings.setValue(QStringLiteral("kind"), QStringLiteral("daemon"));
            settings.setValue(QStringLiteral("name"), QStringLiteral("old lab"));
            settings.setValue(QStringLiteral("url"), QStringLiteral("http://lab-box:8470"));
            settings.setValue(QStringLiteral("project"), QStringLiteral("local"));
            settings.setValue(QStringLiteral("tokenFile"), QStringLiteral("/home/me/lab.token"));
            settings.endArray();
        }
        const QList<Config> loaded = Config::loadAll();
        QCOMPARE(loaded.size(), 1);
        QCOMPARE(loaded.front().baseUrl, QStringLiteral("http://lab-box:8470"));
        QVERIFY(!loaded.front().allowCleartextHttp);
        QVERIFY(loaded.front().loadProblem().isEmpty());
        QVERIFY2(loaded.front().problem().startsWith(QStringLiteral("URL: plain http://")), qPrintable(loaded.front().problem()));

        // Its backend refuses to connect, and says why (no request leaves).
        client::HttpTransport transport;
        auto backend = ui::BackendFactory::create(loaded.front(), transport);
        backend->connectBackend();
        QTRY_VERIFY_WITH_TIMEOUT(backend->status().state == client::ConnectionState::Offline && !backend->status().detail.isEmpty(), 10'000);
        QVERIFY2(backend->status().detail.contains(QStringLiteral("unencrypted to lab-box")), qPrintable(backend->status().detail));
    }

    void factoryMakesVertexBackends()
    {
        client::HttpTransport transport;
        auto google = ui::BackendFactory::create(vertexConfig({ QStringLiteral("us-central1"), QStringLiteral("europe-west4") }), transport);
        auto* onGoogle = qobject_cast<client::VertexBackend*>(google.get());
        QVERIFY(onGoogle);
        QVERIFY(onGoogle->speaksVertex());
        QCOMPARE(onGoogle->options().regions, (std::vector<std::string> { "us-central1", "europe-west4" }));
        QCOMPARE(onGoogle->urlFor("europe-west4", "projects/p/locations/europe-west4/customJobs"),
            std::string("https://europe-west4-aiplatform.googleapis.com/v1/projects/p/locations/europe-west4/customJobs"));
        QVERIFY(onGoogle->options().tokens); // the token command's provider

        auto daemon = ui::BackendFactory::create(vertexConfig({}, QStringLiteral("http://gpu-box:8470/")), transport);
        auto* onDaemon = qobject_cast<client::VertexBackend*>(daemon.get());
        QVERIFY(onDaemon);
        QCOMPARE(onDaemon->options().regions, std::vector<std::string> { "local" });
        QCOMPARE(onDaemon->urlFor("local", "projects/local/locations"), std::string("http://gpu-box:8470/v1/projects/local/locations"));

        auto local = ui::BackendFactory::create(vertexConfig({}, QStringLiteral("unix:/tmp/trainyard/daemon.sock")), transport);
        auto* onSocket = qobject_cast<client::VertexBackend*>(local.get());
        QVERIFY(onSocket);
        QCOMPARE(onSocket->options().unixSocket, std::string("/tmp/trainyard/daemon.sock"));
        QCOMPARE(onSocket->options().endpointOverride, std::string("http://localhost"));
        QCOMPARE(onSocket->location(), QStringLiteral("unix:/tmp/trainyard/daemon.sock"));

        Config old;
        old.kind = Config::Kind::Google;
        old.name = QStringLiteral("old");
        old.project = QStringLiteral("trainyard-demo");
        auto retired = ui::BackendFactory::create(old, transport);
        QVERIFY(qobject_cast<client::GoogleBackend*>(retired.get()));
        QVERIFY(!retired->speaksVertex());
    }
};

int main(int argc, char** argv)
{
    // Settings in a folder of their own: nothing of the user's or of other tests is read or changed.
    QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("trainyard-test"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_remotebackendconfig"));
    TestRemoteBackendConfig test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_remotebackendconfig.moc"
