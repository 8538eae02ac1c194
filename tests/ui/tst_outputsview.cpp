// The Outputs tab offscreen at 1366×768 in the dark palette, against an in-memory backend that serves a
// listing and downloads chunk by chunk: the listing is read only while the tab is shown, a tuning job's
// trials come first, each empty state names the folder or the reason, a refresh keeps what was open,
// the local actions open, reveal and copy in place, a remote download shows its progress, and a
// cancelled one leaves no part file.

#include "daemonprocess.h"
#include "fakebackend.h"

#include "client/restbackend.h"
#include "spec/jsoncodec.h"

#include "console/tensorboardlauncher.h"
#include "models/outputtreemodel.h"
#include "ui/outputs/outputsview.h"
#include "ui/settings/theme.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

using namespace trainyard;
using models::OutputTreeModel;

namespace {

// FakeBackend with a job's folder: its listing, its files' bytes, and downloads written to the part
// file one chunk per step (each step at once, or only when the test calls step()).
class FilesBackend : public test::FakeBackend {
public:
    bool local = false;
    bool autoStep = true;
    int listCalls = 0;
    std::map<std::string, spec::OutputListing> listings;
    std::map<std::string, std::string> contents; // by path
    static constexpr std::size_t chunk = 1000;

    bool filesAreLocal() const override { return local; }
    void listFiles(const std::string& jobId, client::Callback<spec::OutputListing> done) override
    {
        ++listCalls;
        const auto it = listings.find(jobId);
        std::optional<spec::OutputListing> listing;
        if (it != listings.end())
            listing = it->second;
        soon([jobId, listing, done] {
            if (listing)
                done(*listing);
            else
                done(client::ApiError { 404, "NOT_FOUND", "no job " + jobId, {} });
        });
    }
    StreamId downloadFile(const std::string&, const std::string& path, const QString& destination,
        std::function<void(std::int64_t, std::int64_t)> onProgress, client::Completion done) override
    {
        const StreamId id = ++m_next;
        auto d = std::make_shared<Download>();
        d->bytes = contents[path];
        d->part = destination + ".part";
        d->destination = destination;
        d->onProgress = std::move(onProgress);
        d->done = std::move(done);
        QFile part(d->part);
        part.open(QIODevice::WriteOnly | QIODevice::Truncate);
        m_downloads[id] = d;
        soon([this, id] {
            if (const auto it = m_downloads.find(id); it != m_downloads.end())
                it->second->onProgress(0, static_cast<std::int64_t>(it->second->bytes.size()));
            if (autoStep)
                stepAll(id);
        });
        return id;
    }
    void cancelStream(StreamId id) override
    {
        if (const auto it = m_downloads.find(id); it != m_downloads.end()) {
            QFile::remove(it->second->part);
            m_downloads.erase(it);
            return;
        }
        test::FakeBackend::cancelStream(id);
    }
    // Writes the next chunk of every download in flight (the last one renames and completes).
    void step()
    {
        const auto ids = downloadIds();
        for (StreamId id : ids)
            stepOnce(id);
    }
    std::vector<StreamId> downloadIds() const
    {
        std::vector<StreamId> ids;
        for (const auto& [id, d] : m_downloads)
            ids.push_back(id);
        return ids;
    }

private:
    struct Download {
        std::string bytes;
        std::size_t written = 0;
        QString part;
        QString destination;
        std::function<void(std::int64_t, std::int64_t)> onProgress;
        client::Completion done;
    };
    template <typename F> void soon(F f)
    {
        QPointer<FilesBackend> self(this);
        QTimer::singleShot(0, this, [self, f] {
            if (self)
                f();
        });
    }
    void stepAll(StreamId id)
    {
        while (m_downloads.contains(id))
            stepOnce(id);
    }
    void stepOnce(StreamId id)
    {
        const auto it = m_downloads.find(id);
        if (it == m_downloads.end())
            return;
        const auto d = it->second;
        const std::size_t n = std::min(chunk, d->bytes.size() - d->written);
        QFile part(d->part);
        part.open(QIODevice::Append);
        part.write(d->bytes.data() + d->written, static_cast<qint64>(n));
        part.close();
        d->written += n;
        d->onProgress(static_cast<std::int64_t>(d->written), static_cast<std::int64_t>(d->bytes.size()));
        if (d->written == d->bytes.size()) {
            m_downloads.erase(id);
            QFile::remove(d->destination);
            QFile::rename(d->part, d->destination);
            d->done(std::nullopt);
        }
    }
    StreamId m_next = 1000;
    std::map<StreamId, std::shared_ptr<Download>> m_downloads;
};

spec::OutputFile entry(std::string path, std::int64_t size)
{
    spec::OutputFile f;
    f.path = std::move(path);
    f.size = size;
    f.modifyTime = spec::Timestamp { 1'760'000'000, 0 };
    return f;
}
spec::OutputFile folder(std::string path)
{
    spec::OutputFile f = entry(std::move(path), 0);
    f.directory = true;
    return f;
}

spec::Job tuningJob(const std::string& id, std::vector<std::string> trials)
{
    spec::Job job;
    job.jobId = id;
    job.state = spec::State::Succeeded;
    job.trainingOutput.emplace();
    job.trainingOutput->isHyperparameterTuningJob = true;
    job.trainingOutput->trials.emplace();
    for (auto& t : trials) {
        spec::HyperparameterOutput trial;
        trial.trialId = t;
        job.trainingOutput->trials->push_back(trial);
    }
    return job;
}

struct Setup {
    Setup()
    {
        ui::applyTheme(ui::Theme::Dark);
        backend.listings["study"].root = "/data/jobs/study";
        backend.listings["study"].files = { folder("1"), folder("1/model"), entry("1/model/weights.bin", 4500),
            folder("2"), entry("2/model.bin", 10), entry("events.out.tfevents.1", 2000), entry("summary.txt", 12) };
        backend.contents["1/model/weights.bin"] = std::string(4500, 'w');
        backend.contents["summary.txt"] = "accuracy 0.9";
        view.resize(1366, 768);
        view.setUrlOpener([this](const QUrl& url) { opened << url; });
        view.show();
    }
    QStringList topNames() const
    {
        QStringList out;
        for (int row = 0; row < view.model()->rowCount(); ++row)
            out << view.model()->index(row, 0).data().toString();
        return out;
    }
    FilesBackend backend;
    ui::OutputsView view { nullptr };
    QList<QUrl> opened;
};

} // namespace

class TestOutputsView : public QObject {
    Q_OBJECT

private slots:
    void readsOnlyWhileShownWithTrialsOnTop();
    void emptyStatesSayWhy();
    void refreshKeepsWhatWasOpen();
    void localActionsWorkInPlace();
    void remoteDownloadShowsProgress();
    void cancelLeavesNoPartFile();
    void anotherJobStartsAfresh();
    void realDaemonListsAndDownloads();
};

void TestOutputsView::readsOnlyWhileShownWithTrialsOnTop()
{
    Setup s;
    QVERIFY(QTest::qWaitForWindowExposed(&s.view));
    s.view.showJob(&s.backend, tuningJob("study", { "1", "2" }));
    QTest::qWait(20);
    QCOMPARE(s.backend.listCalls, 0); // hidden: nothing read
    s.view.setActive(true);
    QTRY_COMPARE(s.topNames(), (QStringList { "Trial 1", "Trial 2", "events.out.tfevents.1", "summary.txt" }));
    QCOMPARE(s.backend.listCalls, 1);
    QCOMPARE(s.view.emptyText(), QString());
    QVERIFY(s.view.tree()->isVisible());
    // Shown again: no second read until Refresh.
    s.view.setActive(false);
    s.view.setActive(true);
    QTest::qWait(20);
    QCOMPARE(s.backend.listCalls, 1);
    s.view.refreshAction()->trigger();
    QTRY_COMPARE(s.backend.listCalls, 2);

    // A job that still runs writes more: each showing reads it again; hidden, a new trial waits.
    spec::Job running = tuningJob("study", { "1", "2" });
    running.state = spec::State::Running;
    s.view.showJob(&s.backend, running);
    s.view.setActive(false);
    s.view.setActive(true);
    QTRY_COMPARE(s.backend.listCalls, 3);
    s.view.setActive(false);
    running = tuningJob("study", { "1", "2", "3" });
    s.view.showJob(&s.backend, running);
    QTest::qWait(20);
    QCOMPARE(s.backend.listCalls, 3);
    s.view.setActive(true);
    QTRY_COMPARE(s.backend.listCalls, 4);
}

void TestOutputsView::emptyStatesSayWhy()
{
    Setup s;
    QVERIFY(s.view.emptyText().contains("No job"));
    s.backend.listings["nodir"].status = "the job has no jobDir: give it one to keep its outputs";
    s.backend.listings["fresh"].root = "/data/jobs/fresh";
    s.view.setActive(true);

    QSignalSpy loaded(&s.view, &ui::OutputsView::listingLoaded);
    s.view.showJob(&s.backend, tuningJob("nodir", {}));
    QVERIFY(loaded.wait());
    QVERIFY2(s.view.emptyText().contains("the job has no jobDir"), qPrintable(s.view.emptyText()));
    QVERIFY(!s.view.tensorBoardAction()->isEnabled());

    s.view.showJob(&s.backend, tuningJob("fresh", {}));
    QVERIFY(loaded.wait());
    QVERIFY2(s.view.emptyText().contains("/data/jobs/fresh"), qPrintable(s.view.emptyText()));

    s.view.showJob(&s.backend, tuningJob("gone", {}));
    QVERIFY(loaded.wait());
    QVERIFY2(s.view.emptyText().contains("no job gone"), qPrintable(s.view.emptyText()));

    // A backend without the call says so instead of an error.
    test::FakeBackend plain;
    s.view.showJob(&plain, tuningJob("study", {}));
    QVERIFY(loaded.wait());
    QVERIFY2(s.view.emptyText().contains("does not show"), qPrintable(s.view.emptyText()));
}

void TestOutputsView::refreshKeepsWhatWasOpen()
{
    Setup s;
    s.view.setActive(true);
    QSignalSpy loaded(&s.view, &ui::OutputsView::listingLoaded);
    s.view.showJob(&s.backend, tuningJob("study", { "1", "2" }));
    QVERIFY(loaded.wait());
    QVERIFY(s.view.selectPath("1/model/weights.bin"));
    QVERIFY(s.view.tree()->isExpanded(s.view.model()->indexOfPath("1/model")));
    s.view.tree()->collapse(s.view.model()->indexOfPath("1/model"));
    s.view.selectPath("1/model/weights.bin"); // expands again
    s.backend.listings["study"].files.push_back(entry("1/model/extra.bin", 1));
    s.view.refresh();
    QVERIFY(loaded.wait());
    QCOMPARE(s.view.selectedPath(), std::string("1/model/weights.bin"));
    QVERIFY(s.view.tree()->isExpanded(s.view.model()->indexOfPath("1")));
    QVERIFY(s.view.tree()->isExpanded(s.view.model()->indexOfPath("1/model")));
    QVERIFY(s.view.model()->indexOfPath("1/model/extra.bin").isValid());
}

void TestOutputsView::localActionsWorkInPlace()
{
    Setup s;
    s.backend.local = true;
    s.view.setActive(true);
    QSignalSpy loaded(&s.view, &ui::OutputsView::listingLoaded);
    s.view.showJob(&s.backend, tuningJob("study", { "1", "2" }));
    QVERIFY(loaded.wait());
    QVERIFY(!s.view.downloadAction()->isVisible());
    QVERIFY(s.view.tensorBoardAction()->isEnabled());

    QVERIFY(s.view.selectPath("1/model/weights.bin"));
    QVERIFY(s.view.openAction()->isEnabled());
    s.view.openAction()->trigger();
    s.view.revealAction()->trigger();
    QCOMPARE(s.opened,
        (QList<QUrl> { QUrl::fromLocalFile("/data/jobs/study/1/model/weights.bin"),
            QUrl::fromLocalFile("/data/jobs/study/1/model") }));
    s.view.copyPathAction()->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), QString("/data/jobs/study/1/model/weights.bin"));
    // Enter on a file opens it too.
    s.opened.clear();
    s.view.tree()->setFocus();
    QTest::keyClick(s.view.tree(), Qt::Key_Return);
    QCOMPARE(s.opened, QList<QUrl> { QUrl::fromLocalFile("/data/jobs/study/1/model/weights.bin") });

    // TensorBoard missing: the tab says how to install it.
    const QByteArray path = qgetenv("PATH");
    QTemporaryDir empty;
    qputenv("PATH", empty.path().toLocal8Bit());
    s.view.tensorBoardAction()->trigger();
    qputenv("PATH", path);
    QVERIFY2(s.view.statusText().contains("pip install tensorboard"), qPrintable(s.view.statusText()));
}

void TestOutputsView::remoteDownloadShowsProgress()
{
    Setup s;
    s.backend.autoStep = false;
    s.view.setActive(true);
    QSignalSpy loaded(&s.view, &ui::OutputsView::listingLoaded);
    s.view.showJob(&s.backend, tuningJob("study", { "1", "2" }));
    QVERIFY(loaded.wait());
    QVERIFY(!s.view.openAction()->isVisible());
    QVERIFY(!s.view.tensorBoardAction()->isEnabled());
    QVERIFY(s.view.selectPath("1/model/weights.bin"));
    QVERIFY(s.view.downloadAction()->isEnabled());

    QTemporaryDir out;
    const QString destination = out.filePath("weights.bin");
    QSignalSpy finished(&s.view, &ui::OutputsView::downloadFinished);
    s.view.downloadTo("1/model/weights.bin", destination);
    QVERIFY(s.view.isDownloading());
    QVERIFY(s.view.progressBar()->isVisible());
    QVERIFY(!s.view.downloadAction()->isEnabled()); // one at a time
    QTRY_VERIFY(s.view.progressBar()->format().contains("of"));
    QCOMPARE(s.view.progressBar()->value(), 0);
    s.backend.step();
    QCOMPARE(s.view.progressBar()->value(), 1000 * 1000 / 4500);
    QVERIFY2(s.view.progressBar()->format().contains(QLocale().formattedDataSize(1000, 1)),
        qPrintable(s.view.progressBar()->format()));
    for (int i = 0; i < 4; ++i)
        s.backend.step();
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(!s.view.progressBar()->isVisible());
    QVERIFY(!s.view.isDownloading());
    QVERIFY(s.view.statusText().contains("downloaded to"));
    QFile file(destination);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray(4500, 'w'));
    QVERIFY(!QFile::exists(destination + ".part"));
}

void TestOutputsView::cancelLeavesNoPartFile()
{
    Setup s;
    s.backend.autoStep = false;
    s.view.setActive(true);
    QSignalSpy loaded(&s.view, &ui::OutputsView::listingLoaded);
    s.view.showJob(&s.backend, tuningJob("study", { "1", "2" }));
    QVERIFY(loaded.wait());
    QTemporaryDir out;
    const QString destination = out.filePath("weights.bin");
    QSignalSpy finished(&s.view, &ui::OutputsView::downloadFinished);
    s.view.downloadTo("1/model/weights.bin", destination);
    QTRY_VERIFY(s.view.progressBar()->format().contains("of"));
    s.backend.step();
    s.backend.step();
    QVERIFY(QFile::exists(destination + ".part"));
    QToolButton* cancel = nullptr;
    for (auto* button : s.view.findChildren<QToolButton*>()) {
        if (button->text() == ui::OutputsView::tr("C&ancel"))
            cancel = button;
    }
    QVERIFY(cancel && cancel->isVisible());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QVERIFY(!QFile::exists(destination + ".part"));
    QVERIFY(!QFile::exists(destination));
    QVERIFY(s.backend.downloadIds().empty());
    QVERIFY(!s.view.progressBar()->isVisible());
    QVERIFY(s.view.statusText().contains("cancelled"));

    // Closing the tab mid-download cancels it too.
    {
        ui::OutputsView other(nullptr);
        other.showJob(&s.backend, tuningJob("study", {}));
        other.downloadTo("summary.txt", out.filePath("summary.txt"));
        QTRY_VERIFY(QFile::exists(out.filePath("summary.txt.part")));
    }
    QVERIFY(!QFile::exists(out.filePath("summary.txt.part")));
    QVERIFY(s.backend.downloadIds().empty());
}

void TestOutputsView::anotherJobStartsAfresh()
{
    Setup s;
    s.backend.listings["other"].root = "/data/jobs/other";
    s.backend.listings["other"].files = { entry("out.txt", 3) };
    s.view.setActive(true);
    QSignalSpy loaded(&s.view, &ui::OutputsView::listingLoaded);
    s.view.showJob(&s.backend, tuningJob("study", { "1" }));
    QVERIFY(loaded.wait());
    QCOMPARE(s.topNames(), (QStringList { "Trial 1", "2", "events.out.tfevents.1", "summary.txt" }));
    // The same job's newer document with another trial: relabelled, read again.
    s.view.showJob(&s.backend, tuningJob("study", { "1", "2" }));
    QVERIFY(loaded.wait());
    QCOMPARE(s.topNames(), (QStringList { "Trial 1", "Trial 2", "events.out.tfevents.1", "summary.txt" }));
    // The same document again: nothing read.
    const int calls = s.backend.listCalls;
    s.view.showJob(&s.backend, tuningJob("study", { "1", "2" }));
    QTest::qWait(20);
    QCOMPARE(s.backend.listCalls, calls);
    s.view.showJob(&s.backend, tuningJob("other", {}));
    QVERIFY(loaded.wait());
    QCOMPARE(s.topNames(), QStringList { "out.txt" });
    s.view.clear();
    QCOMPARE(s.view.model()->rowCount(), 0);
    QVERIFY(s.view.emptyText().contains("No job"));
}

void TestOutputsView::realDaemonListsAndDownloads()
{
    // The tab over RestBackend and the real trainyardd (a remote backend as far as the tab knows).
    test::DaemonProcess daemon;
    QVERIFY2(daemon.start(), qPrintable(daemon.output()));
    const QString jobDir = daemon.tempPath("jobs/outputs-real");
    QDir().mkpath(jobDir + "/1/train");
    std::string bytes(700'000, '\0');
    for (std::size_t i = 0; i < bytes.size(); ++i)
        bytes[i] = static_cast<char>((i * 7919) & 0xff);
    {
        QFile model(jobDir + "/1/model.bin");
        QVERIFY(model.open(QIODevice::WriteOnly));
        model.write(bytes.data(), static_cast<qint64>(bytes.size()));
        QFile events(jobDir + "/1/train/events.out.tfevents.1");
        QVERIFY(events.open(QIODevice::WriteOnly));
    }
    nlohmann::json body
        = test::exampleJob("outputs_real", "digits", "chatter.task", { "--lines", "1", "--interval", "0" });
    body["trainingInput"]["packageUris"] = { std::string(TRAINYARD_FIXTURES) + "/trainers/chatter" };
    body["trainingInput"]["jobDir"] = jobDir.toStdString();
    const test::HttpReply created = daemon.post("/v1/projects/local/jobs", body);
    QVERIFY2(created.status == 200, created.body.c_str());
    auto job = spec::jobFromJson(created.json());
    QVERIFY(job.value);

    client::HttpTransport transport;
    client::Endpoint endpoint;
    endpoint.baseUrl = "http://localhost";
    endpoint.unixSocket = daemon.socketPath().toStdString();
    client::RestBackend backend(QStringLiteral("daemon"), transport, endpoint);
    backend.connectBackend();
    QTRY_COMPARE_WITH_TIMEOUT(backend.status().state, client::ConnectionState::Connected, 20'000);

    ui::OutputsView view(nullptr);
    view.resize(1366, 768);
    view.show();
    QSignalSpy loaded(&view, &ui::OutputsView::listingLoaded);
    view.showJob(&backend, *job.value);
    view.setActive(true);
    QVERIFY(loaded.wait(20'000));
    QCOMPARE(view.model()->listing().root, jobDir.toStdString());
    QVERIFY(view.selectPath("1/model.bin"));
    QCOMPARE(view.model()->indexOfPath("1/model.bin").data(OutputTreeModel::SizeRole).toLongLong(), 700'000);

    QTemporaryDir out;
    QSignalSpy finished(&view, &ui::OutputsView::downloadFinished);
    view.downloadTo("1/model.bin", out.filePath("model.bin"));
    QVERIFY(finished.wait(30'000));
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(view.statusText()));
    QFile copy(out.filePath("model.bin"));
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QVERIFY(copy.readAll() == QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size())));
    QVERIFY(!QFile::exists(out.filePath("model.bin.part")));
    daemon.stop();
}

QTEST_MAIN(TestOutputsView)
#include "tst_outputsview.moc"
