// GET …/jobs/{id}/files and …/files/{path} end to end (docs/api.md, "Files"): the real trainyardd lists a
// job's folder and serves its files, whole, in ranges and in chunks, on the v1 and Vertex surfaces, and
// refuses every path that would read outside the folder: nothing outside it is ever sent.

#include "daemonprocess.h"
#include "vertexjobbodies.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <random>

#include <unistd.h>

using namespace trainyard::test;
using json = nlohmann::json;

namespace {

const std::string jobs = "/v1/projects/local/jobs/";
const std::string vertexBase = "/v1/projects/local/locations/local/";
const std::string secret = "TOP-SECRET-OUTSIDE-THE-JOB";

void writeFile(const QString& path, const std::string& bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes.data(), static_cast<qint64>(bytes.size()));
}

std::string randomBytes(std::size_t n, unsigned seed)
{
    std::mt19937 random(seed);
    std::string out(n, '\0');
    for (auto& c : out)
        c = static_cast<char>(random() & 0xff);
    return out;
}

// A job of the chatter trainer, which writes nothing into its folder: what is there is the test's.
json chatterJob(const std::string& id, const std::optional<std::string>& jobDir)
{
    json job = exampleJob(id, "digits", "chatter.task", { "--lines", "1", "--interval", "0" });
    job["trainingInput"]["packageUris"] = { std::string(TRAINYARD_FIXTURES) + "/trainers/chatter" };
    if (jobDir)
        job["trainingInput"]["jobDir"] = *jobDir;
    return job;
}

} // namespace

class TestFilesApi : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void listsTheJobsFolder();
    void aLongListingIsTruncated();
    void servesAFile();
    void servesALargeFileInChunks();
    void servesRanges();
    void refusesEveryEscape_data();
    void refusesEveryEscape();
    void foldersAndMissingFiles();
    void aJobWithoutAFolder();
    void vertexCustomJobServesItsBaseOutputDirectory();

private:
    DaemonProcess m_daemon;
    QString m_jobDir;
    std::string m_large;
};

void TestFilesApi::initTestCase()
{
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
    m_jobDir = m_daemon.tempPath("jobs/files-a");
    writeFile(m_jobDir + "/model/weights.bin", "0123456789");
    writeFile(m_jobDir + "/model/saved_model.pb", "pb");
    writeFile(m_jobDir + "/logs/train/events.out.tfevents.1", "ev");
    writeFile(m_jobDir + "/a.txt", "");
    m_large = randomBytes(1024 * 1024 + 17, 7); // four chunks and a little
    writeFile(m_jobDir + "/large.bin", m_large);
    writeFile(m_daemon.tempPath("jobs/files-b/secret.txt"), secret);
    writeFile(m_daemon.tempPath("outside.txt"), secret);
    QVERIFY(::symlink("model/weights.bin", (m_jobDir + "/latest").toLocal8Bit().constData()) == 0);
    QVERIFY(::symlink("/etc", (m_jobDir + "/etc").toLocal8Bit().constData()) == 0);
    QVERIFY(::symlink(m_daemon.tempPath("jobs/files-b").toLocal8Bit().constData(),
                (m_jobDir + "/sibling").toLocal8Bit().constData())
        == 0);
    QVERIFY(::symlink(m_daemon.tempPath("outside.txt").toLocal8Bit().constData(),
                (m_jobDir + "/outside").toLocal8Bit().constData())
        == 0);
    const HttpReply created
        = m_daemon.post(jobs.substr(0, jobs.size() - 1), chatterJob("files_a", m_jobDir.toStdString()));
    QVERIFY2(created.status == 200, created.body.c_str());
}

void TestFilesApi::cleanupTestCase()
{
    m_daemon.stop();
}

void TestFilesApi::listsTheJobsFolder()
{
    const HttpReply reply = m_daemon.get(jobs + "files_a/files");
    QCOMPARE(reply.status, 200);
    const json listing = reply.json();
    QCOMPARE(QString::fromStdString(listing.at("root").get<std::string>()), m_jobDir);
    QVERIFY(!listing.contains("truncated"));
    std::vector<std::string> paths;
    for (const auto& f : listing.at("files"))
        paths.push_back(f.at("path").get<std::string>());
    // Folders before their contents, each folder's entries by name; links at their own path, not entered.
    const std::vector<std::string> expected
        = { "a.txt", "etc", "large.bin", "latest", "logs", "logs/train", "logs/train/events.out.tfevents.1", "model",
              "model/saved_model.pb", "model/weights.bin", "outside", "sibling" };
    QCOMPARE(js(paths), js(expected));
    const auto entry = [&](const std::string& path) {
        for (const auto& f : listing.at("files"))
            if (f.at("path") == path)
                return f;
        return json();
    };
    QCOMPARE(entry("model").value("directory", false), true);
    QVERIFY(!entry("model").contains("size"));
    QCOMPARE(entry("model/weights.bin").at("size").get<std::string>(), std::string("10"));
    QCOMPARE(entry("large.bin").at("size").get<std::string>(), std::to_string(m_large.size()));
    QVERIFY(entry("a.txt").contains("modifyTime"));
    // A link inside is listed as what it points to; one leading out is a file of no size, its target unsaid.
    QCOMPARE(entry("latest").at("size").get<std::string>(), std::string("10"));
    QCOMPARE(entry("etc").value("directory", false), false);
    QCOMPARE(entry("etc").at("size").get<std::string>(), std::string("0"));
    QCOMPARE(entry("sibling").at("size").get<std::string>(), std::string("0"));
    QVERIFY(reply.body.find("passwd") == std::string::npos);
    QVERIFY(reply.body.find("secret.txt") == std::string::npos);
}

void TestFilesApi::aLongListingIsTruncated()
{
    const QString dir = m_daemon.tempPath("jobs/files-many");
    QDir().mkpath(dir + "/f");
    for (int i = 0; i < 10'050; ++i) {
        QFile file(dir + QStringLiteral("/f/%1").arg(i, 5, 10, QLatin1Char('0')));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    QCOMPARE(m_daemon.post(jobs.substr(0, jobs.size() - 1), chatterJob("files_many", dir.toStdString())).status, 200);
    const HttpReply reply = m_daemon.get(jobs + "files_many/files");
    QCOMPARE(reply.status, 200);
    const json listing = reply.json();
    QCOMPARE(listing.value("truncated", false), true);
    QCOMPARE(listing.at("files").size(), std::size_t(10'000));
    QCOMPARE(listing.at("files")[0].at("path").get<std::string>(), std::string("f"));
    QCOMPARE(listing.at("files")[9'999].at("path").get<std::string>(), std::string("f/09998"));
}

void TestFilesApi::servesAFile()
{
    HttpReply reply = m_daemon.get(jobs + "files_a/files/model/weights.bin");
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.body, std::string("0123456789"));
    QCOMPARE(reply.headers["content-type"], std::string("application/octet-stream"));
    QCOMPARE(reply.headers["content-length"], std::string("10"));
    QCOMPARE(reply.headers["accept-ranges"], std::string("bytes"));
    // Through a link inside the folder, and a name written with escapes.
    QCOMPARE(m_daemon.get(jobs + "files_a/files/latest").body, std::string("0123456789"));
    QCOMPARE(m_daemon.get(jobs + "files_a/files/model%2Fweights%2Ebin").body, std::string("0123456789"));
    reply = m_daemon.get(jobs + "files_a/files/a.txt");
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.body, std::string());
}

void TestFilesApi::servesALargeFileInChunks()
{
    HttpReply reply = m_daemon.get(jobs + "files_a/files/large.bin");
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.headers["transfer-encoding"], std::string("chunked"));
    QCOMPARE(reply.headers["x-content-length"], std::to_string(m_large.size()));
    QCOMPARE(reply.body.size(), m_large.size());
    QVERIFY(reply.body == m_large);
}

void TestFilesApi::servesRanges()
{
    const auto ranged = [&](const std::string& path, const std::string& range) {
        return m_daemon.request("GET", jobs + "files_a/files/" + path, {}, { { "Range", range } });
    };
    HttpReply reply = ranged("model/weights.bin", "bytes=2-5");
    QCOMPARE(reply.status, 206);
    QCOMPARE(reply.body, std::string("2345"));
    QCOMPARE(reply.headers["content-range"], std::string("bytes 2-5/10"));
    reply = ranged("model/weights.bin", "bytes=7-");
    QCOMPARE(reply.status, 206);
    QCOMPARE(reply.body, std::string("789"));
    QCOMPARE(reply.headers["content-range"], std::string("bytes 7-9/10"));
    reply = ranged("model/weights.bin", "bytes=-3");
    QCOMPARE(reply.status, 206);
    QCOMPARE(reply.body, std::string("789"));
    reply = ranged("model/weights.bin", "bytes=8-100"); // the end is clamped
    QCOMPARE(reply.status, 206);
    QCOMPARE(reply.body, std::string("89"));
    QCOMPARE(reply.headers["content-range"], std::string("bytes 8-9/10"));
    // A range across chunks of the large file, streamed.
    const std::int64_t first = 200'000, last = 900'000;
    reply = ranged("large.bin", "bytes=" + std::to_string(first) + "-" + std::to_string(last));
    QCOMPARE(reply.status, 206);
    QCOMPARE(reply.headers["content-range"],
        "bytes " + std::to_string(first) + "-" + std::to_string(last) + "/" + std::to_string(m_large.size()));
    QVERIFY(reply.body == m_large.substr(first, last - first + 1));
    // Unsatisfiable: 416 with the size.
    reply = ranged("model/weights.bin", "bytes=10-");
    QCOMPARE(reply.status, 416);
    QCOMPARE(reply.headers["content-range"], std::string("bytes */10"));
    QCOMPARE(reply.json().at("error").at("status").get<std::string>(), std::string("OUT_OF_RANGE"));
    QCOMPARE(ranged("a.txt", "bytes=0-0").status, 416);
    // A header not understood (several ranges) is ignored: the whole file.
    reply = ranged("model/weights.bin", "bytes=0-1,4-5");
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.body, std::string("0123456789"));
}

void TestFilesApi::refusesEveryEscape_data()
{
    QTest::addColumn<QString>("path"); // after …/files/, as sent
    QTest::addColumn<QString>("reason");
    QTest::newRow("..") << "../files-b/secret.txt"
                        << "\"..\"";
    QTest::newRow("a/../..") << "model/../../files-b/secret.txt"
                             << "\"..\"";
    QTest::newRow("%2e%2e") << "%2e%2e/files-b/secret.txt"
                            << "\"..\"";
    QTest::newRow("%2E%2E%2F") << "%2E%2E%2F%2e%2e%2Foutside.txt"
                               << "\"..\"";
    QTest::newRow("absolute") << "/etc/passwd"
                              << "absolute";
    QTest::newRow("absolute, encoded") << "%2Fetc%2Fpasswd"
                                       << "absolute";
    QTest::newRow("NUL") << "model/weights.bin%00"
                         << "NUL";
    QTest::newRow("symlink to /etc") << "etc/passwd"
                                     << "symbolic link";
    QTest::newRow("symlink to a sibling job's folder") << "sibling/secret.txt"
                                                       << "symbolic link";
    QTest::newRow("symlink to a file outside") << "outside"
                                               << "symbolic link";
}

void TestFilesApi::refusesEveryEscape()
{
    QFETCH(QString, path);
    QFETCH(QString, reason);
    for (const std::string& range : { std::string(), std::string("bytes=0-3") }) {
        std::map<std::string, std::string> headers;
        if (!range.empty())
            headers["Range"] = range;
        const HttpReply reply = m_daemon.request("GET", jobs + "files_a/files/" + path.toStdString(), {}, headers);
        QCOMPARE(reply.status, 403);
        const json error = reply.json().at("error");
        QCOMPARE(error.at("status").get<std::string>(), std::string("PERMISSION_DENIED"));
        QVERIFY2(QString::fromStdString(error.at("message").get<std::string>()).contains(reason), reply.body.c_str());
        QVERIFY(reply.body.find(secret) == std::string::npos);
        QVERIFY(reply.body.find("root:") == std::string::npos);
    }
}

void TestFilesApi::foldersAndMissingFiles()
{
    HttpReply reply = m_daemon.get(jobs + "files_a/files/model");
    QCOMPARE(reply.status, 400);
    QVERIFY(reply.body.find("folder") != std::string::npos);
    QCOMPARE(m_daemon.get(jobs + "files_a/files/model/").status, 400);
    reply = m_daemon.get(jobs + "files_a/files/model/nothing.bin");
    QCOMPARE(reply.status, 404);
    QCOMPARE(reply.json().at("error").at("status").get<std::string>(), std::string("NOT_FOUND"));
    QCOMPARE(m_daemon.get(jobs + "no_such_job/files").status, 404);
    QCOMPARE(m_daemon.get(jobs + "no_such_job/files/a.txt").status, 404);
}

void TestFilesApi::aJobWithoutAFolder()
{
    QCOMPARE(m_daemon.post(jobs.substr(0, jobs.size() - 1), chatterJob("files_none", std::nullopt)).status, 200);
    HttpReply reply = m_daemon.get(jobs + "files_none/files");
    QCOMPARE(reply.status, 200);
    const json listing = reply.json();
    QCOMPARE(listing.at("root").get<std::string>(), std::string());
    QVERIFY(listing.at("files").empty());
    QVERIFY(listing.at("status").get<std::string>().find("jobDir") != std::string::npos);
    reply = m_daemon.get(jobs + "files_none/files/a.txt");
    QCOMPARE(reply.status, 404);
    QVERIFY(reply.json().at("error").at("message").get<std::string>().find("jobDir") != std::string::npos);
}

void TestFilesApi::vertexCustomJobServesItsBaseOutputDirectory()
{
    const QString base = m_daemon.tempPath("vertex-out");
    writeFile(base + "/model/saved.txt", "vertex model");
    json body = { { "displayName", "files" },
        { "jobSpec",
            { { "workerPoolSpecs",
                  json::array({ vertexbodies::pythonPool({ std::string(TRAINYARD_FIXTURES) + "/trainers/chatter" },
                      "chatter.task", { "--lines", "1" }) }) },
                { "baseOutputDirectory", { { "outputUriPrefix", base.toStdString() } } } } } };
    const HttpReply created = m_daemon.post(vertexBase + "customJobs", body);
    QVERIFY2(created.status == 200, created.body.c_str());
    const std::string name = "/v1/" + created.json().at("name").get<std::string>();
    HttpReply reply = m_daemon.get(name + "/files");
    QCOMPARE(reply.status, 200);
    QCOMPARE(QString::fromStdString(reply.json().at("root").get<std::string>()), base);
    QVERIFY(reply.body.find("model/saved.txt") != std::string::npos);
    reply = m_daemon.get(name + "/files/model/saved.txt");
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.body, std::string("vertex model"));
    reply = m_daemon.get(name + "/files/%2e%2e/jobs/files-b/secret.txt");
    QCOMPARE(reply.status, 403);
    QVERIFY(reply.body.find(secret) == std::string::npos);
}

QTEST_GUILESS_MAIN(TestFilesApi)
#include "tst_filesapi.moc"
