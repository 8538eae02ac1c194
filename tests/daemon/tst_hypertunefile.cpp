// The daemon's reader of cloudml-hypertune metric files, on files written by the library's own
// protocol (examples/digits/trainer/hypertune.py run by /usr/bin/python3) and on damaged ones.

#include "daemon/hypertunefile.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <sstream>

using namespace trainyard::daemon;

namespace {

const std::string tag = "accuracy";

// A trainer process holding one HyperTune object, reporting when told: each "N" on its stdin makes N
// more reports (steps continue, value = step / 1000), then it prints "ok". Like the library, it keeps
// only its last 100 reports and rewrites the whole file each time.
class Reporter {
public:
    Reporter(const QString& metricFile, const QString& metricTag = QString::fromStdString(tag))
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLOUD_ML_HP_METRIC_FILE"), metricFile);
        env.insert(QStringLiteral("CLOUD_ML_TRIAL_ID"), QStringLiteral("7"));
        env.insert(QStringLiteral("PYTHONPATH"), QStringLiteral(TRAINYARD_SOURCE_DIR "/examples/digits"));
        m_process.setProcessEnvironment(env);
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        const QString script = QStringLiteral(
            "import sys\n"
            "from trainer.hypertune import HyperTune\n"
            "tag = sys.argv[1] or None\n"
            "h = HyperTune()\n"
            "step = 0\n"
            "for line in sys.stdin:\n"
            "    for _ in range(int(line)):\n"
            "        step += 1\n"
            "        h.report_hyperparameter_tuning_metric(tag, step / 1000, global_step=step)\n"
            "    print('ok', flush=True)\n");
        m_process.start(QStringLiteral("/usr/bin/python3"), { QStringLiteral("-c"), script, metricTag });
    }
    ~Reporter()
    {
        m_process.closeWriteChannel();
        m_process.waitForFinished(10'000);
    }
    bool report(int count)
    {
        m_process.write(QByteArray::number(count) + '\n');
        while (!m_process.canReadLine()) {
            if (!m_process.waitForReadyRead(20'000))
                return false;
        }
        return m_process.readLine().trimmed() == "ok";
    }

private:
    QProcess m_process;
};

std::string readAll(const std::string& path)
{
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void write(const std::string& path, const std::string& text)
{
    std::ofstream(path, std::ios::trunc) << text;
}

} // namespace

class TestHypertuneFile : public QObject {
    Q_OBJECT

private slots:
    void readsTheLibrarysFile();
    void keepsReportsTheLibraryDropped();
    void defaultTag();
    void halfWrittenRewrite();
    void toleratesGarbage();
    void journalSurvivesARestart();
    void missingFileIsNoReport();
};

void TestHypertuneFile::readsTheLibrarysFile()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("hypertune/output.metrics")).toStdString();
    Reporter reporter(QString::fromStdString(path));
    QVERIFY(reporter.report(3));
    HypertuneFile file(path, tag);
    QCOMPARE(file.poll(), std::size_t(3));
    QCOMPARE(file.reports().size(), std::size_t(3));
    for (std::size_t i = 0; i < 3; ++i) {
        QCOMPARE(file.reports()[i].step, static_cast<std::int64_t>(i + 1));
        QCOMPARE(file.reports()[i].value, static_cast<double>(i + 1) / 1000);
        QVERIFY(file.reports()[i].timestamp > 1.0e9); // seconds since the epoch, from the trainer
    }
    QCOMPARE(file.poll(), std::size_t(0)); // nothing new
    QVERIFY(reporter.report(1));
    QCOMPARE(file.poll(), std::size_t(1));
    QCOMPARE(file.reports().back().step, std::int64_t(4));
}

void TestHypertuneFile::keepsReportsTheLibraryDropped()
{
    // The library keeps its last 100 reports: after 120, the file starts at step 21. What was read
    // before stays, merged without duplicates.
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("output.metrics")).toStdString();
    Reporter reporter(QString::fromStdString(path));
    HypertuneFile file(path, tag);
    QVERIFY(reporter.report(60));
    QCOMPARE(file.poll(), std::size_t(60));
    QVERIFY(reporter.report(60));
    const std::string text = readAll(path);
    QCOMPARE(std::count(text.begin(), text.end(), '\n'), std::ptrdiff_t(100));
    QVERIFY(text.starts_with("{\"accuracy\": \"0.021\", \"global_step\": \"21\", \"timestamp\": "));
    QCOMPARE(file.poll(), std::size_t(60));
    QVERIFY(reporter.report(50));
    QCOMPARE(file.poll(), std::size_t(50));
    QCOMPARE(file.reports().size(), std::size_t(170));
    for (std::size_t i = 0; i < file.reports().size(); ++i)
        QCOMPARE(file.reports()[i].step, static_cast<std::int64_t>(i + 1));
}

void TestHypertuneFile::defaultTag()
{
    // No tag given: the library writes "training/hptuning/metric", the API's default tag.
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("output.metrics")).toStdString();
    Reporter reporter(QString::fromStdString(path), QString());
    QVERIFY(reporter.report(2));
    HypertuneFile other(path, tag);
    QCOMPARE(other.poll(), std::size_t(0));
    HypertuneFile file(path, "training/hptuning/metric");
    QCOMPARE(file.poll(), std::size_t(2));
    QCOMPARE(file.reports()[1].value, 0.002);
}

void TestHypertuneFile::halfWrittenRewrite()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("output.metrics")).toStdString();
    {
        Reporter reporter(QString::fromStdString(path));
        QVERIFY(reporter.report(3));
    }
    const std::string whole = readAll(path);
    const auto lastLine = whole.rfind('\n', whole.size() - 2) + 1;
    // Caught mid-rewrite: two whole lines and half of the third.
    const std::string half = whole.substr(0, lastLine + (whole.size() - lastLine) / 2);
    QCOMPARE(HypertuneFile::parse(half, tag, false).size(), std::size_t(2));
    QCOMPARE(HypertuneFile::parse(half, tag, true).size(), std::size_t(2)); // half a JSON object is no report
    // The last line whole but its newline not yet written: taken only once the trainer has exited.
    const std::string noNewline = whole.substr(0, whole.size() - 1);
    QCOMPARE(HypertuneFile::parse(noNewline, tag, false).size(), std::size_t(2));
    QCOMPARE(HypertuneFile::parse(noNewline, tag, true).size(), std::size_t(3));

    write(path, half);
    HypertuneFile file(path, tag);
    QCOMPARE(file.poll(), std::size_t(2));
    write(path, whole); // the rewrite completes
    QCOMPARE(file.poll(), std::size_t(1));
    QCOMPARE(file.reports().size(), std::size_t(3));
    write(path, ""); // truncated for the next rewrite: nothing is lost
    QCOMPARE(file.poll(), std::size_t(0));
    QCOMPARE(file.reports().size(), std::size_t(3));
    write(path, noNewline);
    QCOMPARE(file.poll(true), std::size_t(0));
    QCOMPARE(file.reports().size(), std::size_t(3));
}

void TestHypertuneFile::toleratesGarbage()
{
    const std::string text = "not json\n"
                             "{\n"
                             "[1, 2]\n"
                             "\n"
                             "{\"loss\": \"0.5\", \"global_step\": \"1\", \"timestamp\": 10.5}\n" // another metric
                             "{\"accuracy\": \"abc\", \"global_step\": \"1\", \"timestamp\": 11.0}\n"
                             "{\"accuracy\": \"nan\", \"global_step\": \"2\", \"timestamp\": 12.0}\n"
                             "{\"accuracy\": \"inf\", \"global_step\": \"3\", \"timestamp\": 13.0}\n"
                             "{\"accuracy\": \"0.5\", \"global_step\": \"x\", \"timestamp\": 14.0}\n"
                             "{\"accuracy\": \"0.25\", \"global_step\": \"4\", \"timestamp\": 15.5, \"trial\": \"1\"}\n"
                             "\xff\xfe garbage bytes\n"
                             "{\"accuracy\": 0.75, \"global_step\": 5, \"timestamp\": 16.0}\n" // numbers, not strings
                             "{\"accuracy\": \"1e-05\", \"timestamp\": 17.0}\n" // no global_step: step 0, as the library writes for none
                             "{\"accuracy\": \"0.5\", \"global_step\": \"6\", \"timestamp\": 18.0}\n";
    const auto reports = HypertuneFile::parse(text, tag, false);
    QCOMPARE(reports.size(), std::size_t(4));
    QCOMPARE(reports[0], (HypertuneReport { 15.5, 4, 0.25 }));
    QCOMPARE(reports[1], (HypertuneReport { 16.0, 5, 0.75 }));
    QCOMPARE(reports[2], (HypertuneReport { 17.0, 0, 1e-05 }));
    QCOMPARE(reports[3], (HypertuneReport { 18.0, 6, 0.5 }));
}

void TestHypertuneFile::journalSurvivesARestart()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("output.metrics")).toStdString();
    const std::string journal = dir.filePath(QStringLiteral("metrics.jsonl")).toStdString();
    Reporter reporter(QString::fromStdString(path));
    QVERIFY(reporter.report(80));
    {
        HypertuneFile file(path, tag, journal);
        QCOMPARE(file.poll(), std::size_t(80));
    } // the daemon dies
    QVERIFY(reporter.report(70)); // meanwhile steps 1-50 fall out of the file
    HypertuneFile file(path, tag, journal);
    QCOMPARE(file.poll(), std::size_t(150)); // all new to this reader: 80 from the journal, 70 from the file
    QCOMPARE(file.poll(), std::size_t(0));
    QCOMPARE(file.reports().size(), std::size_t(150));
    for (std::size_t i = 0; i < file.reports().size(); ++i) {
        QCOMPARE(file.reports()[i].step, static_cast<std::int64_t>(i + 1));
        QCOMPARE(file.reports()[i].value, static_cast<double>(i + 1) / 1000);
    }
    // A journal line cut short by a crash is skipped; the rest stays.
    std::ofstream(journal, std::ios::app) << "{\"timestamp\": 1";
    HypertuneFile again(path, tag, journal);
    QCOMPARE(again.poll(), std::size_t(150));
    QCOMPARE(again.reports().size(), std::size_t(150));
    // Nothing journaled twice; what comes after the torn line is kept.
    const std::string journaled = readAll(journal);
    QCOMPARE(std::count(journaled.begin(), journaled.end(), '\n'), std::ptrdiff_t(150));
    QVERIFY(reporter.report(1));
    QCOMPARE(again.poll(), std::size_t(1));
    HypertuneFile third(path, tag, journal);
    QCOMPARE(third.poll(), std::size_t(151));
}

void TestHypertuneFile::missingFileIsNoReport()
{
    QTemporaryDir dir;
    HypertuneFile file(dir.filePath(QStringLiteral("none/output.metrics")).toStdString(), tag);
    QCOMPARE(file.poll(), std::size_t(0));
    QCOMPARE(file.poll(true), std::size_t(0));
    QVERIFY(file.reports().empty());
}

QTEST_GUILESS_MAIN(TestHypertuneFile)
#include "tst_hypertunefile.moc"
