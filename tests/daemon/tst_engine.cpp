// Engine in-process, in spec::Job terms, with no event loop turning: created jobs stay QUEUED (the
// scheduler runs from the loop), so create's refusals, positions, list pages, labels and a queued
// cancel are checked without starting a process.

#include "daemon/engine.h"
#include "daemon/jobstore.h"

#include "spec/jsoncodec.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <string>

using namespace trainyard;
using daemon::Engine;
using daemon::JobError;

namespace {

spec::Job jobFrom(const std::string& text)
{
    auto decoded = spec::jobFromJson(nlohmann::json::parse(text));
    return decoded ? std::move(*decoded.value) : spec::Job {};
}

std::string trainingJob(const std::string& id, const std::string& extra = {})
{
    return "{\"jobId\": \"" + id + "\", \"trainingInput\": {\"region\": \"local\", \"runtimeVersion\": \"2.11\", \"packageUris\": [\""
        + std::string(TRAINYARD_SOURCE_DIR) + "/examples/stubborn\"], \"pythonModule\": \"stubborn.task\"" + extra + "}}";
}

} // namespace

Q_DECLARE_METATYPE(JobError::Code)

class TestEngine : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void createRefuses_data();
    void createRefuses();
    void createdJobIsQueuedInOrder();
    void listPagesNewestFirst();
    void labelsAndEtag();
    void cancelQueued();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    daemon::DaemonConfig m_config;
    std::unique_ptr<daemon::JobStore> m_store;
    std::unique_ptr<Engine> m_engine;
};

void TestEngine::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_config = {};
    m_config.dataDir = m_dir->path().toStdString();
    m_config.replicaSlots = 2;
    std::string error;
    m_store = daemon::JobStore::open(m_config.dataDir + "/jobs.sqlite", error);
    QVERIFY2(m_store, error.c_str());
    m_engine = std::make_unique<Engine>(m_config, *m_store);
    QVERIFY2(m_engine->start(error), error.c_str());
}

void TestEngine::cleanup()
{
    m_engine.reset();
    m_store.reset();
    m_dir.reset();
}

void TestEngine::createRefuses_data()
{
    QTest::addColumn<QString>("job");
    QTest::addColumn<JobError::Code>("code");
    QTest::addColumn<QString>("message"); // its beginning
    QTest::addColumn<QString>("field"); // the first field violation; empty for none

    QTest::addRow("a bad job id") << QString::fromStdString(trainingJob("1-bad id")) << JobError::Code::InvalidArgument << "jobId: "
                                  << "jobId";
    QTest::addRow("more replicas than slots")
        << QString::fromStdString(trainingJob("big", ", \"scaleTier\": \"CUSTOM\", \"masterType\": \"standard\", \"workerCount\": \"4\", "
                                                     "\"workerType\": \"standard\""))
        << JobError::Code::FailedPrecondition << "the job has 5 replicas but this daemon runs at most 2 at once" << "";
    QTest::addRow("a GPU on a daemon without") << QString::fromStdString(trainingJob("gpu", ", \"scaleTier\": \"BASIC_GPU\""))
                                               << JobError::Code::FailedPrecondition << "the job needs 1 GPUs but this daemon has 0" << "";
    QTest::addRow("a prediction job") << "{\"jobId\": \"predict\", \"predictionInput\": {\"dataFormat\": \"JSON\"}}" << JobError::Code::Unimplemented
                                      << "this daemon runs training jobs only" << "";
    QTest::addRow("resuming a job that does not exist")
        << QString::fromStdString(trainingJob("resume", ", \"hyperparameters\": {\"goal\": \"MAXIMIZE\", \"maxTrials\": 2, "
                                                        "\"hyperparameterMetricTag\": \"m\", \"resumePreviousJobId\": \"nothing\", "
                                                        "\"params\": [{\"parameterName\": \"x\", \"type\": \"DOUBLE\", \"minValue\": 0, \"maxValue\": 1}]}"))
        << JobError::Code::InvalidArgument << "trainingInput.hyperparameters.resumePreviousJobId: job nothing does not exist"
        << "trainingInput.hyperparameters.resumePreviousJobId";
}

void TestEngine::createRefuses()
{
    QFETCH(QString, job);
    QFETCH(JobError::Code, code);
    QFETCH(QString, message);
    QFETCH(QString, field);

    const auto result = m_engine->create(jobFrom(job.toStdString()));
    const auto* error = std::get_if<JobError>(&result);
    QVERIFY2(error, "created");
    QCOMPARE(error->code, code);
    QVERIFY2(error->message.starts_with(message.toStdString()), error->message.c_str());
    QCOMPARE(QString::fromStdString(error->violations.empty() ? std::string() : error->violations.front().field), field);
    QVERIFY(!m_engine->exists(*jobFrom(job.toStdString()).jobId));
}

void TestEngine::createdJobIsQueuedInOrder()
{
    const auto first = m_engine->create(jobFrom(trainingJob("first")));
    QVERIFY(std::holds_alternative<spec::Job>(first));
    const spec::Job& created = std::get<spec::Job>(first);
    QCOMPARE(created.state->value(), spec::State::Queued);
    QVERIFY(created.createTime && created.etag);
    QVERIFY(!created.jobPosition); // the answer to create has none, as it always had
    QVERIFY(std::holds_alternative<spec::Job>(m_engine->create(jobFrom(trainingJob("second")))));
    QVERIFY(std::holds_alternative<spec::Job>(m_engine->create(jobFrom(trainingJob("urgent", ", \"scheduling\": {\"priority\": 5}")))));

    QCOMPARE(std::get<spec::Job>(m_engine->get("urgent")).jobPosition, std::optional<std::int64_t>(1));
    QCOMPARE(std::get<spec::Job>(m_engine->get("first")).jobPosition, std::optional<std::int64_t>(2));
    QCOMPARE(std::get<spec::Job>(m_engine->get("second")).jobPosition, std::optional<std::int64_t>(3));

    const auto again = m_engine->create(jobFrom(trainingJob("first")));
    QVERIFY(std::holds_alternative<JobError>(again));
    QCOMPARE(std::get<JobError>(again).code, JobError::Code::AlreadyExists);
    QCOMPARE(std::get<JobError>(m_engine->get("nothing")).code, JobError::Code::NotFound);
    QCOMPARE(m_engine->counts().queueLength, std::size_t(3));
    QCOMPARE(m_engine->counts().byState.at("QUEUED"), 3);
}

void TestEngine::listPagesNewestFirst()
{
    for (int i = 0; i < 5; ++i)
        QVERIFY(std::holds_alternative<spec::Job>(m_engine->create(jobFrom(trainingJob("job_" + std::to_string(i))))));
    const auto all = [](const spec::Job&) { return true; };
    auto page = m_engine->list(all, 2, std::numeric_limits<std::int64_t>::max());
    QCOMPARE(page.jobs.size(), std::size_t(2));
    QCOMPARE(*page.jobs[0]->jobId, std::string("job_4"));
    QCOMPARE(*page.jobs[1]->jobId, std::string("job_3"));
    QVERIFY(page.nextBelow);
    page = m_engine->list(all, 2, *page.nextBelow);
    QCOMPARE(*page.jobs[0]->jobId, std::string("job_2"));
    page = m_engine->list(all, 2, *page.nextBelow);
    QCOMPARE(page.jobs.size(), std::size_t(1));
    QCOMPARE(*page.jobs[0]->jobId, std::string("job_0"));
    QVERIFY(!page.nextBelow);
    const auto odd = m_engine->list([](const spec::Job& job) { return (job.jobId->back() - '0') % 2 == 1; }, 10, std::numeric_limits<std::int64_t>::max());
    QCOMPARE(odd.jobs.size(), std::size_t(2));
    QVERIFY(!odd.nextBelow);
}

void TestEngine::labelsAndEtag()
{
    const spec::Job created = std::get<spec::Job>(m_engine->create(jobFrom(trainingJob("labelled"))));
    const std::map<std::string, std::string> labels { { "owner", "ana" } };
    const auto stale = m_engine->updateLabels("labelled", { labels, true, std::string("not-the-etag=") });
    QCOMPARE(std::get<JobError>(stale).code, JobError::Code::Aborted);
    const auto updated = m_engine->updateLabels("labelled", { labels, true, created.etag });
    QVERIFY(std::holds_alternative<spec::Job>(updated));
    QCOMPARE(std::get<spec::Job>(updated).labels, std::optional(labels));
    QVERIFY(std::get<spec::Job>(updated).etag != created.etag); // every change changes it
    const auto bad = m_engine->updateLabels("labelled", { std::map<std::string, std::string> { { "Owner", "x" } }, false, {} });
    QCOMPARE(std::get<JobError>(bad).code, JobError::Code::InvalidArgument);
    QVERIFY(std::get<JobError>(bad).violations.front().field.starts_with("labels"));
    QCOMPARE(std::get<JobError>(m_engine->updateLabels("nothing", {})).code, JobError::Code::NotFound);
}

void TestEngine::cancelQueued()
{
    QVERIFY(std::holds_alternative<spec::Job>(m_engine->create(jobFrom(trainingJob("queued")))));
    QVERIFY(!m_engine->cancel("queued"));
    const spec::Job cancelled = std::get<spec::Job>(m_engine->get("queued"));
    QCOMPARE(cancelled.state->value(), spec::State::Cancelled);
    QVERIFY(cancelled.endTime);
    QVERIFY(!cancelled.jobPosition);
    QVERIFY(m_engine->finished("queued"));
    QCOMPARE(m_engine->events("queued").size(), std::size_t(2)); // created, then cancelled
    QCOMPARE(m_engine->cancel("queued")->code, JobError::Code::FailedPrecondition); // already terminal
    QCOMPARE(m_engine->cancel("nothing")->code, JobError::Code::NotFound);
    QCOMPARE(m_engine->counts().queueLength, std::size_t(0));
}

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
