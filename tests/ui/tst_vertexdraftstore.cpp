// DraftStore keeps the Vertex AI wizard's drafts beside the v1 ones: a Vertex draft (its document,
// kind and location) outlives a console that stopped with the wizard open and comes back as it
// was, a half-typed document too; discarding it (what a submit does) leaves nothing; drafts written
// before Vertex AI (format 1, a v1 job) still read.

#include "console/draftstore.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace trainyard;
using ui::DraftInfo;
using ui::DraftStore;
using ui::VertexDraftState;

namespace {

std::vector<DraftInfo> leftovers(DraftStore& store)
{
    std::optional<std::vector<DraftInfo>> result;
    store.loadLeftovers([&](std::vector<DraftInfo> drafts) { result = std::move(drafts); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 10'000))
        qFatal("loadLeftovers did not call back");
    return std::move(*result);
}

VertexDraftState tuningDraft()
{
    VertexDraftState state;
    state.tuningJob = true;
    state.location = "local";
    state.document = nlohmann::json::parse(R"({
        "displayName": "sweep",
        "maxTrialCount": "4",
        "studySpec": {"metrics": [{"metricId": "accuracy", "goal": "MAXIMIZE"}]},
        "trialJobSpec": {"workerPoolSpecs": [{"replicaCount": "1", "machineSpec": {"machineType": "n1-standard-4"}}]}
    })");
    return state;
}

} // namespace

class TestVertexDraftStore : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_folder = m_dir->filePath(QStringLiteral("drafts"));
    }

    void survivesARestart_data()
    {
        QTest::addColumn<bool>("tuningJob");
        QTest::addColumn<QByteArray>("document");
        QTest::newRow("tuning job") << true << QByteArray(tuningDraft().document.dump().c_str());
        QTest::newRow("custom job") << false << QByteArray(R"({"displayName": "one", "jobSpec": {"workerPoolSpecs": [{}]}})");
        // Composing passes through documents that decode to no job: still work to keep.
        QTest::newRow("half typed") << false << QByteArray(R"({"jobSpec": {"workerPoolSpecs": "not yet"}, "labels": {"a": 1}})");
    }

    void survivesARestart()
    {
        QFETCH(bool, tuningJob);
        QFETCH(QByteArray, document);
        VertexDraftState state;
        state.tuningJob = tuningJob;
        state.location = "europe-west4";
        state.document = nlohmann::json::parse(document.toStdString());

        QString id;
        {
            DraftStore stopped(m_folder);
            QSignalSpy saved(&stopped, &DraftStore::saved);
            id = stopped.begin();
            stopped.saveVertex(id, state);
            QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 10'000);
            // Not discarded: the console stops with the wizard open.
        }
        QFile file(QDir(m_folder).filePath(id + QStringLiteral(".json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject written = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(written.value(QStringLiteral("trainyardDraft")).toInt(), 2); // an older console keeps it, unread
        QVERIFY(!written.contains(QStringLiteral("job")));

        DraftStore next(m_folder);
        QSignalSpy problems(&next, &DraftStore::problem);
        const auto found = leftovers(next);
        QCOMPARE(problems.count(), 0);
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found[0].id, id);
        QVERIFY(found[0].vertex.has_value());
        QVERIFY(*found[0].vertex == state);
        QCOMPARE(found[0].jobId, state.document.contains("displayName") ? QString::fromStdString(state.document["displayName"].get<std::string>()) : QString());
        QVERIFY(!found[0].job.jobId);
    }

    // A submit discards the draft: nothing is left for the next start, also when the last state
    // was still waiting to be written.
    void clearedOnSubmit()
    {
        {
            DraftStore store(m_folder);
            QSignalSpy saved(&store, &DraftStore::saved);
            const QString id = store.begin();
            store.saveVertex(id, tuningDraft());
            QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 10'000);
            QVERIFY(QFile::exists(store.draftPath(id)));
            VertexDraftState edited = tuningDraft();
            edited.document["displayName"] = "edited";
            store.saveVertex(id, edited); // pending when submitted
            store.discard(id);
            QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(store.draftPath(id)), 10'000);
        }
        DraftStore next(m_folder);
        QVERIFY(leftovers(next).empty());
        QVERIFY(QDir(m_folder).entryList(QDir::Files).isEmpty());
    }

    // A draft written before Vertex AI (format 1, a v1 job) reads as a v1 draft beside a Vertex one.
    void oldDraftsStillRead()
    {
        QVERIFY(QDir().mkpath(m_folder));
        const QString oldId = QStringLiteral("0b7f1c2e-0000-4000-8000-000000000001");
        QFile old(QDir(m_folder).filePath(oldId + QStringLiteral(".json")));
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write(R"({"trainyardDraft": 1, "savedAt": "2026-01-02T03:04:05.000Z", "job": {"jobId": "old_job"}})");
        old.close();
        {
            DraftStore stopped(m_folder);
            QSignalSpy saved(&stopped, &DraftStore::saved);
            stopped.saveVertex(stopped.begin(), tuningDraft());
            QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 10'000);
        }
        DraftStore next(m_folder);
        QSignalSpy problems(&next, &DraftStore::problem);
        const auto found = leftovers(next);
        QCOMPARE(problems.count(), 0);
        QCOMPARE(found.size(), std::size_t(2));
        QVERIFY(found[0].vertex.has_value()); // newest first
        QCOMPARE(found[0].jobId, QStringLiteral("sweep"));
        QCOMPARE(found[1].id, oldId);
        QVERIFY(!found[1].vertex.has_value());
        QCOMPARE(found[1].jobId, QStringLiteral("old_job"));
        QCOMPARE(found[1].job.jobId.value_or(""), std::string("old_job"));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_folder;
};

QTEST_MAIN(TestVertexDraftStore)
#include "tst_vertexdraftstore.moc"
