// DraftStore on a temporary folder: drafts written off the GUI thread, debounced and atomic, found
// again after a "crash", discarded; corrupt files reported and kept; templates under awkward names.

#include "console/draftstore.h"

#include "spec/jsoncodec.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace trainyard;
using ui::DraftInfo;
using ui::DraftStore;
using ui::TemplateInfo;

namespace {

spec::Job fixtureJob(const QString& fileName)
{
    QFile file(QStringLiteral(TRAINYARD_FIXTURES "/jobs/") + fileName);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", qPrintable(fileName));
    auto decoded = spec::jobFromJsonText(file.readAll().toStdString());
    if (!decoded)
        qFatal("fixture %s: %s", qPrintable(fileName), decoded.error.toString().c_str());
    return *decoded.value;
}

spec::Job jobNamed(const std::string& jobId)
{
    spec::Job job = fixtureJob(QStringLiteral("seed003-job-spec.json"));
    job.jobId = jobId;
    return job;
}

std::vector<DraftInfo> leftovers(DraftStore& store)
{
    std::optional<std::vector<DraftInfo>> result;
    store.loadLeftovers([&](std::vector<DraftInfo> drafts) { result = std::move(drafts); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 10'000))
        qFatal("loadLeftovers did not call back");
    return std::move(*result);
}

std::vector<TemplateInfo> loadTemplates(DraftStore& store)
{
    std::optional<std::vector<TemplateInfo>> result;
    store.loadTemplates([&](std::vector<TemplateInfo> loaded) { result = std::move(loaded); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 10'000))
        qFatal("loadTemplates did not call back");
    return std::move(*result);
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestDraftStore : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_folder = m_dir->filePath(QStringLiteral("drafts"));
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("fixture");
        const QStringList fixtures = QDir(QStringLiteral(TRAINYARD_FIXTURES "/jobs")).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
        QVERIFY(fixtures.size() >= 3);
        for (const QString& fixture : fixtures)
            QTest::newRow(qPrintable(fixture)) << fixture;
    }

    // save → flush → the file on disk → read back by another store, equal to the canonical JSON.
    void roundTrip()
    {
        QFETCH(QString, fixture);
        const spec::Job job = fixtureJob(fixture);
        const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);

        DraftStore store(m_folder);
        QSignalSpy saved(&store, &DraftStore::saved);
        QSignalSpy problems(&store, &DraftStore::problem);
        const QString id = store.begin();
        QVERIFY(!id.isEmpty());
        QVERIFY(store.begin() != id);
        store.save(id, job);
        store.flush();
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 10'000);
        QCOMPARE(saved.at(0).at(0).toString(), id);
        QVERIFY(QFile::exists(store.draftPath(id)));
        QCOMPARE(QFileInfo(store.draftPath(id)).absolutePath(), QDir(m_folder).absolutePath());

        // The file is JSON: a header and the job in the v1 codec.
        QFile file(store.draftPath(id));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto document = nlohmann::json::parse(file.readAll().toStdString());
        QCOMPARE(document.value("trainyardDraft", 0), 1);
        QVERIFY(document.contains("savedAt"));
        QCOMPARE(spec::toJsonText(*spec::jobFromJson(document.at("job")).value), spec::toJsonText(job));

        // This session's own drafts are not leftovers.
        QVERIFY(leftovers(store).empty());

        DraftStore next(m_folder);
        const auto found = leftovers(next);
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found[0].id, id);
        QCOMPARE(found[0].jobId, QString::fromStdString(job.jobId.value_or(std::string())));
        QCOMPARE(spec::toJsonText(found[0].job), spec::toJsonText(job));
        QVERIFY(found[0].savedAt >= before);
        QVERIFY(found[0].savedAt <= QDateTime::currentDateTimeUtc().addSecs(1));
        QCOMPARE(problems.count(), 0);
    }

    // A burst of saves is one write, of the last state.
    void debounce()
    {
        DraftStore store(m_folder);
        QSignalSpy saved(&store, &DraftStore::saved);
        const QString id = store.begin();
        for (int i = 0; i < 200; ++i)
            store.save(id, jobNamed("step_" + std::to_string(i)));
        QVERIFY(!QFile::exists(store.draftPath(id))); // nothing written yet: save() only records
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 5'000);
        QTest::qWait(2 * DraftStore::saveIntervalMs);
        QCOMPARE(saved.count(), 1);

        DraftStore next(m_folder);
        const auto found = leftovers(next);
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found[0].jobId, QStringLiteral("step_199"));
    }

    // Saves that go on and on are written every saveIntervalMs, not more often, and the last one
    // always lands.
    void throttle()
    {
        DraftStore store(m_folder);
        QElapsedTimer clock;
        clock.start();
        std::vector<qint64> writes;
        connect(&store, &DraftStore::saved, this, [&] { writes.push_back(clock.elapsed()); });
        const QString id = store.begin();
        int step = 0;
        while (clock.elapsed() < 1'800) {
            store.save(id, jobNamed("typing_" + std::to_string(step++)));
            QTest::qWait(10);
        }
        const std::string last = "typing_" + std::to_string(step - 1);
        QTRY_VERIFY_WITH_TIMEOUT(clock.elapsed() > 1'800 + 2 * DraftStore::saveIntervalMs, 5'000);
        // At most one write per interval; how many intervals a loaded 2-core machine fits in 1.8 s varies.
        QVERIFY2(writes.size() >= 2 && writes.size() <= 5, qPrintable(QString::number(writes.size())));
        for (std::size_t i = 1; i < writes.size(); ++i)
            QVERIFY2(writes[i] - writes[i - 1] >= DraftStore::saveIntervalMs * 8 / 10, qPrintable(QString::number(writes[i] - writes[i - 1])));
        DraftStore next(m_folder);
        QCOMPARE(leftovers(next).at(0).jobId, QString::fromStdString(last));
    }

    // save() and flush() return before the write; the file appears later, from the store's thread.
    void saveDoesNotBlock()
    {
        DraftStore store(m_folder);
        QSignalSpy saved(&store, &DraftStore::saved);
        const QString id = store.begin();
        const spec::Job job = fixtureJob(QStringLiteral("complete-with-output.json"));
        store.save(id, job);
        QVERIFY(!QFile::exists(store.draftPath(id)));
        store.flush();
        QCOMPARE(saved.count(), 0); // its notice comes through the event loop, after the write
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(store.draftPath(id)), 10'000);
        QTRY_COMPARE(saved.count(), 1);

        // Many drafts at once: the calls take no disk time.
        QElapsedTimer clock;
        clock.start();
        QStringList ids;
        for (int i = 0; i < 300; ++i) {
            ids << store.begin();
            store.save(ids.back(), job);
        }
        store.flush();
        const qint64 calls = clock.elapsed();
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 301, 20'000);
        qInfo("300 saves + flush returned after %lld ms; written after %lld ms", calls, clock.elapsed());
        for (const QString& other : ids)
            QVERIFY(QFile::exists(store.draftPath(other)));
    }

    // A console that dies leaves its drafts, with the last state written, to the next one.
    void crash()
    {
        auto crashed = std::make_unique<DraftStore>(m_folder);
        QSignalSpy saved(crashed.get(), &DraftStore::saved);
        const QString id = crashed->begin();
        const QString other = crashed->begin();
        crashed->save(id, jobNamed("first"));
        crashed->save(other, jobNamed("other"));
        crashed->flush();
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 2, 10'000);
        crashed->save(id, jobNamed("second")); // still within the debounce interval

        DraftStore next(m_folder); // the process behind `crashed` is gone, as far as `next` knows
        auto found = leftovers(next);
        QCOMPARE(found.size(), std::size_t(2));
        QStringList jobIds { found[0].jobId, found[1].jobId };
        jobIds.sort();
        QCOMPARE(jobIds, QStringList({ QStringLiteral("first"), QStringLiteral("other") }));

        // Closing without discarding writes what was pending: the latest state stays on disk.
        crashed.reset();
        found = leftovers(next);
        QCOMPARE(found.size(), std::size_t(2));
        const auto it = std::find_if(found.begin(), found.end(), [&](const DraftInfo& d) { return d.id == id; });
        QVERIFY(it != found.end());
        QCOMPARE(it->jobId, QStringLiteral("second"));
        QCOMPARE(found[0].id, id); // newest first

        // Resuming a leftover: saving under its id makes it a draft of this session.
        next.save(id, jobNamed("resumed"));
        next.flush();
        QCOMPARE(leftovers(next).size(), std::size_t(1));
        DraftStore third(m_folder);
        QCOMPARE(leftovers(third).size(), std::size_t(2));
    }

    void discard()
    {
        DraftStore store(m_folder);
        QSignalSpy saved(&store, &DraftStore::saved);
        QSignalSpy problems(&store, &DraftStore::problem);

        // Written, then discarded.
        const QString written = store.begin();
        store.save(written, jobNamed("written"));
        store.flush();
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 10'000);
        QVERIFY(QFile::exists(store.draftPath(written)));
        store.discard(written);
        QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(store.draftPath(written)), 10'000);

        // Discarded while its write waits for the debounce, and while it is queued on the thread.
        const QString pending = store.begin();
        store.save(pending, jobNamed("pending"));
        store.discard(pending);
        const QString queued = store.begin();
        store.save(queued, jobNamed("queued"));
        store.flush();
        store.discard(queued);
        QTest::qWait(2 * DraftStore::saveIntervalMs);
        QVERIFY(!QFile::exists(store.draftPath(pending)));
        QVERIFY(!QFile::exists(store.draftPath(queued)));
        // The pending state never reached the disk. The queued one was already with the store's thread
        // when it was discarded: on a busy machine that thread may have written it first (saved), and
        // then removed it; either way no file is left (checked above and below).
        const auto savedIds = [&] {
            QStringList ids;
            for (const auto& args : saved)
                ids << args.at(0).toString();
            return ids;
        }();
        QCOMPARE(savedIds.count(written), 1);
        QCOMPARE(savedIds.count(pending), 0);
        QVERIFY(savedIds.count(queued) <= 1);

        DraftStore next(m_folder);
        QVERIFY(leftovers(next).empty());
        QCOMPARE(problems.count(), 0);
        QVERIFY(QDir(m_folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
    }

    void malformedIdIgnored()
    {
        DraftStore store(m_folder);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("malformed draft id")));
        store.save(QStringLiteral("../evil"), jobNamed("evil"));
        store.flush();
        store.discard(QStringLiteral("../evil"));
        DraftStore next(m_folder);
        QVERIFY(leftovers(next).empty());
        QVERIFY(!QFile::exists(m_dir->filePath(QStringLiteral("evil.json"))));
    }

    // Unreadable drafts are skipped, reported, and left where they are.
    void corruptFileReportedAndKept()
    {
        QVERIFY(QDir().mkpath(m_folder));
        const QString good = QStringLiteral("00000000-0000-4000-8000-000000000001");
        const QString truncated = m_folder + QStringLiteral("/00000000-0000-4000-8000-000000000002.json");
        const QString notADraft = m_folder + QStringLiteral("/00000000-0000-4000-8000-000000000003.json");
        const QString badJob = m_folder + QStringLiteral("/00000000-0000-4000-8000-000000000004.json");
        const QString newer = m_folder + QStringLiteral("/00000000-0000-4000-8000-000000000005.json");
        {
            DraftStore writer(m_folder);
            writer.save(good, jobNamed("good"));
        }
        writeFile(truncated, QByteArrayLiteral("{\"trainyardDraft\": 1, \"job\": {\"jobId\": \"tr"));
        writeFile(notADraft, QByteArrayLiteral("[1, 2, 3]"));
        writeFile(badJob, QByteArrayLiteral(R"({"trainyardDraft": 1, "job": {"jobId": 5}})"));
        writeFile(newer, QByteArrayLiteral(R"({"trainyardDraft": 99, "job": {"jobId": "future"}})"));

        DraftStore store(m_folder);
        QSignalSpy problems(&store, &DraftStore::problem);
        const auto found = leftovers(store);
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found[0].id, good);
        QCOMPARE(found[0].jobId, QStringLiteral("good"));
        QCOMPARE(problems.count(), 4);
        QStringList reported;
        for (const auto& signal : problems) {
            reported << signal.at(0).toString();
            QVERIFY(!signal.at(1).toString().isEmpty());
            qInfo("%s: %s", qPrintable(QFileInfo(signal.at(0).toString()).fileName()), qPrintable(signal.at(1).toString()));
        }
        reported.sort();
        QCOMPARE(reported, QStringList({ truncated, notADraft, badJob, newer }));
        for (const QString& path : { truncated, notADraft, badJob, newer })
            QVERIFY(QFile::exists(path));
    }

    void templates_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("dot-dot slash") << QStringLiteral("../x");
        QTest::newRow("slash") << QStringLiteral("a/b");
        QTest::newRow("unicode") << QStringLiteral("résumé ✓");
        QTest::newRow("dot-dot") << QStringLiteral("..");
        QTest::newRow("hidden") << QStringLiteral(".hidden");
        QTest::newRow("percent escape") << QStringLiteral("%2F");
        QTest::newRow("backslash") << QStringLiteral("..\\..\\windows");
        QTest::newRow("control") << QStringLiteral("tab\there\nnewline");
        QTest::newRow("trailing") << QStringLiteral(" spaced. ");
        QTest::newRow("long") << QString(300, QChar(u'é'));
        QTest::newRow("long ascii") << QString(300, QChar(u'x'));
        QTest::newRow("absolute") << QStringLiteral("/etc/passwd");
    }

    // Any name is stored inside the templates folder, read back under the same name.
    void templates()
    {
        QFETCH(QString, name);
        DraftStore store(m_folder);
        QSignalSpy problems(&store, &DraftStore::problem);
        const spec::Job job = jobNamed("from_template");
        QVERIFY(store.saveTemplate(name, job));
        QVERIFY(store.saveTemplate(QStringLiteral("plain"), jobNamed("plain")));
        const QString path = store.templatePath(name);
        QCOMPARE(QFileInfo(path).absolutePath(), QDir(m_dir->filePath(QStringLiteral("templates"))).absolutePath());
        QVERIFY(QFileInfo(path).fileName().toUtf8().size() <= 255);

        const auto loaded = loadTemplates(store);
        QCOMPARE(loaded.size(), std::size_t(2));
        const auto it = std::find_if(loaded.begin(), loaded.end(), [&](const TemplateInfo& t) { return t.name == name; });
        QVERIFY(it != loaded.end());
        QCOMPARE(spec::toJsonText(it->job), spec::toJsonText(job));
        QVERIFY(it->savedAt.isValid());
        QCOMPARE(problems.count(), 0);

        // Nothing outside the templates folder; the drafts folder untouched.
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList { QStringLiteral("templates") });
        QCOMPARE(QDir(store.templatesFolder()).entryList(QDir::Files | QDir::Hidden).size(), 2);

        store.removeTemplate(name);
        const auto rest = loadTemplates(store);
        QCOMPARE(rest.size(), std::size_t(1));
        QCOMPARE(rest[0].name, QStringLiteral("plain"));
    }

    void templateNamesMapToDistinctFiles()
    {
        QStringList names;
        for (const char* s : { "../x", "..%2Fx", "%2E./x", "a/b", "a%2Fb", "a:b", "a%3Ab", ".x", "%2Ex", "x.", "x%2E", "x", "X" })
            names << QString::fromUtf8(s);
        names << QString(300, QChar(u'a')) << QString(301, QChar(u'a')) << (QString(300, QChar(u'a')) + u'b');
        QSet<QString> files;
        for (const QString& name : names) {
            const QString file = DraftStore::templateFileName(name);
            QVERIFY2(!file.contains(u'/') && !file.startsWith(u'.') && file != QStringLiteral(".."), qPrintable(file));
            files.insert(file);
        }
        QCOMPARE(files.size(), names.size());
        QCOMPARE(DraftStore::templateFileName(QStringLiteral("résumé ✓")), QStringLiteral("résumé ✓"));
        QCOMPARE(DraftStore::templateFileName(QStringLiteral("../x")), QStringLiteral("%2E.%2Fx"));
    }

    void templateReplaceAndBlankName()
    {
        DraftStore store(m_folder);
        QVERIFY(!store.saveTemplate(QString(), jobNamed("x")));
        QVERIFY(!store.saveTemplate(QStringLiteral("  "), jobNamed("x")));
        QVERIFY(store.saveTemplate(QStringLiteral("GPU run"), jobNamed("one")));
        QVERIFY(store.saveTemplate(QStringLiteral("GPU run"), jobNamed("two")));
        QVERIFY(store.saveTemplate(QStringLiteral("Another"), jobNamed("three")));
        const auto loaded = loadTemplates(store);
        QCOMPARE(loaded.size(), std::size_t(2));
        QCOMPARE(loaded[0].name, QStringLiteral("Another")); // sorted by name
        QCOMPARE(loaded[1].name, QStringLiteral("GPU run"));
        QCOMPARE(loaded[1].job.jobId.value_or(std::string()), std::string("two"));

        // A corrupt template is reported and kept, like a draft.
        const QString broken = store.templatesFolder() + QStringLiteral("/broken.json");
        writeFile(broken, QByteArrayLiteral(R"({"trainyardTemplate": 1, "job": {}})")); // no name
        QSignalSpy problems(&store, &DraftStore::problem);
        QCOMPARE(loadTemplates(store).size(), std::size_t(2));
        QCOMPARE(problems.count(), 1);
        QCOMPARE(problems.at(0).at(0).toString(), broken);
        QVERIFY(QFile::exists(broken));

        // Another store sees the same templates (they are not drafts of a session).
        DraftStore next(m_folder);
        QCOMPARE(loadTemplates(next).size(), std::size_t(2));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_folder;
};

QTEST_GUILESS_MAIN(TestDraftStore)
#include "tst_draftstore.moc"
