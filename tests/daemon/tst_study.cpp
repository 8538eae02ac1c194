// The study of a hyperparameter-tuning job, in-process: the policy read from its spec (failure limit,
// trials at once and the note that says why fewer), the checks of a job that resumes another's study,
// the chain of trials it resumes, and what its trials come to (the best, the job's end, the output's
// order, the tuner's history, the median rule). tst_tuningjobs runs the same rules through trainyardd.

#include "daemon/replicaplan.h"
#include "daemon/study.h"

#include "spec/jsoncodec.h"

#include <QTest>

using namespace trainyard;
using daemon::Study;
using json = nlohmann::json;

namespace {

const json xParam = { { "parameterName", "x" }, { "type", "DOUBLE" }, { "minValue", 0.0 }, { "maxValue", 1.0 } };

json hyperparameters(int maxTrials, int maxParallel = 1, int maxFailed = 0, const char* goal = "MAXIMIZE")
{
    json hp = { { "goal", goal }, { "hyperparameterMetricTag", "accuracy" }, { "maxTrials", maxTrials }, { "maxParallelTrials", maxParallel },
        { "params", json::array({ xParam }) } };
    if (maxFailed > 0)
        hp["maxFailedTrials"] = maxFailed;
    return hp;
}

spec::Job jobOf(const json& trainingInput, const std::string& id = "study_1", const char* state = nullptr)
{
    json job = { { "jobId", id }, { "trainingInput", trainingInput } };
    if (state)
        job["state"] = state;
    auto decoded = spec::jobFromJson(job);
    if (!decoded.value)
        qFatal("the test's job does not decode");
    return std::move(*decoded.value);
}

json tuningInput(const json& hp, const char* scaleTier = "BASIC")
{
    return { { "scaleTier", scaleTier }, { "pythonModule", "trainer.task" }, { "region", "local" }, { "hyperparameters", hp } };
}

spec::HyperparameterSpec specOf(const json& hp)
{
    return *jobOf(tuningInput(hp)).trainingInput->hyperparameters;
}

spec::Timestamp at(int second)
{
    return spec::Timestamp::fromTimePoint(std::chrono::system_clock::time_point {} + std::chrono::hours(24 * 365 * 56) + std::chrono::seconds(second));
}

// A trial's outcome in a table: "S0.9" succeeded with a last value of 0.9, "S" succeeded without a
// value, "F" failed, "C" cancelled, "R" running; trials end in the order listed.
void addTrials(Study& study, const QStringList& outcomes)
{
    int second = 0;
    for (const QString& outcome : outcomes) {
        Study::Trial& trial = study.start({ { "x", std::to_string(second) } }, at(second));
        ++second;
        const QChar kind = outcome.front();
        if (kind == QLatin1Char('R'))
            continue;
        trial.endTime = at(100 + second);
        if (kind == QLatin1Char('S')) {
            trial.state = spec::State::Succeeded;
            if (outcome.size() > 1)
                trial.metrics = { { 10, outcome.mid(1).toDouble(), {} } };
        } else if (kind == QLatin1Char('F')) {
            trial.state = spec::State::Failed;
            trial.error = "exit code " + std::to_string(trial.id);
        } else {
            trial.state = spec::State::Cancelled;
        }
    }
}

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace

class TestStudy : public QObject {
    Q_OBJECT

private slots:
    void failureLimit_data();
    void failureLimit();
    void parallelTrials_data();
    void parallelTrials();
    void resumeChecks_data();
    void resumeChecks();
    void previousTrialsFollowTheChain();
    void trialsNumberAfterTheResumedOnes();
    void verdict_data();
    void verdict();
    void outputListsBestFirstOnceEnded_data();
    void outputListsBestFirstOnceEnded();
    void historyTellsTheTunerWhatCounts();
    void medianRuleStopsAHopelessTrial();
    void seedIsStable();
};

void TestStudy::failureLimit_data()
{
    QTest::addColumn<int>("maxTrials");
    QTest::addColumn<int>("maxFailedTrials"); // 0: the service decides
    QTest::addColumn<int>("limit");

    QTest::newRow("explicit") << 10 << 2 << 2;
    QTest::newRow("explicit above maxTrials") << 3 << 7 << 7;
    QTest::newRow("default, one trial") << 1 << 0 << 1;
    QTest::newRow("default, two trials") << 2 << 0 << 2;
    QTest::newRow("default, at least 3") << 4 << 0 << 3;
    QTest::newRow("default, 12 trials") << 12 << 0 << 3;
    QTest::newRow("default, a quarter of 20") << 20 << 0 << 5;
    QTest::newRow("default, a quarter of 100") << 100 << 0 << 25;
    QTest::newRow("default, a quarter of 101 rounded up") << 101 << 0 << 26;
}

void TestStudy::failureLimit()
{
    QFETCH(int, maxTrials);
    QFETCH(int, maxFailedTrials);
    QFETCH(int, limit);
    QCOMPARE(Study::failureLimit(specOf(hyperparameters(maxTrials, 1, maxFailedTrials))), limit);
}

void TestStudy::parallelTrials_data()
{
    QTest::addColumn<int>("maxTrials");
    QTest::addColumn<int>("maxParallelTrials");
    QTest::addColumn<QString>("scaleTier"); // BASIC: one replica; STANDARD_1: four; BASIC_GPU: one with a GPU
    QTest::addColumn<int>("replicaSlots");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("parallel");
    QTest::addColumn<QString>("note");

    QTest::newRow("as asked") << 10 << 3 << "BASIC" << 8 << 0 << 3 << QString();
    QTest::newRow("no more than maxTrials") << 2 << 5 << "BASIC" << 8 << 0 << 2 << QString();
    QTest::newRow("slots hold fewer") << 10 << 4 << "STANDARD_1" << 8 << 0 << 2
                                      << "maxParallelTrials is 4 but this daemon holds 2 trials at once: a trial has 4 replicas and it runs at most 8 "
                                         "(trainyardd --slots)";
    QTest::newRow("slots hold one") << 10 << 3 << "BASIC" << 1 << 0 << 1
                                    << "maxParallelTrials is 3 but this daemon holds 1 trial at once: a trial has 1 replica and it runs at most 1 "
                                       "(trainyardd --slots)";
    QTest::newRow("gpus hold fewer") << 10 << 4 << "BASIC_GPU" << 8 << 2 << 2
                                     << "maxParallelTrials is 4 but this daemon holds 2 trials at once: a trial needs 1 GPU and it has 2 "
                                        "(trainyardd --gpus)";
    QTest::newRow("no gpu still runs one") << 10 << 2 << "BASIC_GPU" << 8 << 0 << 1
                                           << "maxParallelTrials is 2 but this daemon holds 1 trial at once: a trial needs 1 GPU and it has 0 "
                                              "(trainyardd --gpus)";
    QTest::newRow("gpus enough") << 10 << 2 << "BASIC_GPU" << 8 << 4 << 2 << QString();
}

void TestStudy::parallelTrials()
{
    QFETCH(int, maxTrials);
    QFETCH(int, maxParallelTrials);
    QFETCH(QString, scaleTier);
    QFETCH(int, replicaSlots);
    QFETCH(int, gpus);
    QFETCH(int, parallel);
    QFETCH(QString, note);

    const spec::Job job = jobOf(tuningInput(hyperparameters(maxTrials, maxParallelTrials), scaleTier.toUtf8().constData()));
    std::string error;
    const auto plan = daemon::planReplicas(job, error);
    std::string said;
    QCOMPARE(Study::parallelTrials(job, static_cast<int>(plan.size()), daemon::gpuTotal(plan), replicaSlots, gpus, said), parallel);
    QCOMPARE(qs(said), note);
}

void TestStudy::resumeChecks_data()
{
    QTest::addColumn<QByteArray>("previous"); // the job it resumes, as stored; empty: none of that id
    QTest::addColumn<QByteArray>("hyperparameters"); // the new job's
    QTest::addColumn<int>("code"); // JobError::Code, or -1 for none
    QTest::addColumn<QString>("message");

    json resuming = hyperparameters(4);
    resuming["resumePreviousJobId"] = "old_1";
    const auto stored = [](const json& hp, const char* state) {
        return QByteArray::fromStdString(json { { "jobId", "old_1" }, { "trainingInput", tuningInput(hp) }, { "state", state } }.dump());
    };
    const QByteArray hp = QByteArray::fromStdString(resuming.dump());
    const int invalid = static_cast<int>(daemon::JobError::Code::InvalidArgument);

    QTest::newRow("resumes an ended study") << stored(hyperparameters(2), "SUCCEEDED") << hp << -1 << QString();
    QTest::newRow("resumes a failed study") << stored(hyperparameters(2), "FAILED") << hp << -1 << QString();
    QTest::newRow("no such job") << QByteArray() << hp << invalid
                                 << "trainingInput.hyperparameters.resumePreviousJobId: job old_1 does not exist in project local.";
    QTest::newRow("not a tuning job") << QByteArray::fromStdString(
        json { { "jobId", "old_1" }, { "trainingInput", { { "scaleTier", "BASIC" }, { "pythonModule", "t" }, { "region", "local" } } } }.dump())
                                      << hp << invalid
                                      << "trainingInput.hyperparameters.resumePreviousJobId: job old_1 is not a hyperparameter tuning job.";
    json otherParams = hyperparameters(2);
    otherParams["params"][0]["maxValue"] = 2.0;
    QTest::newRow("other params") << stored(otherParams, "SUCCEEDED") << hp << invalid
                                  << "trainingInput.hyperparameters.resumePreviousJobId: job old_1 tuned other parameters; a resumed study must tune "
                                     "the same params, with the same types and ranges.";
    QTest::newRow("opposite goal") << stored(hyperparameters(2, 1, 0, "MINIMIZE"), "SUCCEEDED") << hp << invalid
                                   << "trainingInput.hyperparameters.resumePreviousJobId: job old_1 had the opposite goal; a resumed study keeps its goal.";
    QTest::newRow("still running") << stored(hyperparameters(2), "RUNNING") << hp << static_cast<int>(daemon::JobError::Code::FailedPrecondition)
                                   << "trainingInput.hyperparameters.resumePreviousJobId: job old_1 is RUNNING; a study can be resumed once its job has "
                                      "ended.";
    json unspecifiedGoal = hyperparameters(2);
    unspecifiedGoal.erase("goal");
    QTest::newRow("unspecified goal maximizes") << stored(unspecifiedGoal, "CANCELLED") << hp << -1 << QString();
}

void TestStudy::resumeChecks()
{
    QFETCH(QByteArray, previous);
    QFETCH(QByteArray, hyperparameters);
    QFETCH(int, code);
    QFETCH(QString, message);

    std::optional<spec::Job> stored;
    if (!previous.isEmpty())
        stored = std::move(*spec::jobFromJson(json::parse(previous.toStdString())).value);
    const spec::Job job = jobOf(tuningInput(json::parse(hyperparameters.toStdString())), "new_1");
    const auto error = Study::check(job, "local", [&](const std::string& id) { return stored && id == *stored->jobId ? &*stored : nullptr; });
    QCOMPARE(error ? static_cast<int>(error->code) : -1, code);
    QCOMPARE(error ? qs(error->message) : QString(), message);
    if (error && error->code == daemon::JobError::Code::InvalidArgument) {
        QCOMPARE(static_cast<int>(error->violations.size()), 1);
        QCOMPARE(qs(error->violations.front().field), QStringLiteral("trainingInput.hyperparameters.resumePreviousJobId"));
    }
}

void TestStudy::previousTrialsFollowTheChain()
{
    // c resumes b, which resumes a, which resumes b again (a cycle ends the chain): a's trials come first.
    const auto make = [](const char* id, const char* resumes, std::vector<std::string> trialIds) {
        json hp = hyperparameters(4);
        hp["resumePreviousJobId"] = resumes;
        json trials = json::array();
        for (const auto& t : trialIds)
            trials.push_back({ { "trialId", t }, { "state", "SUCCEEDED" } });
        json job = { { "jobId", id }, { "trainingInput", tuningInput(hp) }, { "state", "SUCCEEDED" } };
        if (!trials.empty())
            job["trainingOutput"] = { { "trials", trials } };
        return std::move(*spec::jobFromJson(job).value);
    };
    const std::map<std::string, spec::Job> jobs
        = { { "a", make("a", "b", { "1", "2" }) }, { "b", make("b", "a", { "3" }) }, { "c", make("c", "b", { "4", "5" }) } };
    const auto find = [&](const std::string& id) { return jobs.contains(id) ? &jobs.at(id) : nullptr; };

    QStringList ids;
    for (const auto& t : Study::previousTrials(jobs.at("c"), find))
        ids << qs(t.trialId.value_or(""));
    QCOMPARE(ids, (QStringList { "1", "2", "3" }));

    QVERIFY(Study::previousTrials(jobOf(tuningInput(hyperparameters(2))), find).empty()); // resumes nothing
    json missing = hyperparameters(2);
    missing["resumePreviousJobId"] = "gone";
    QVERIFY(Study::previousTrials(jobOf(tuningInput(missing)), find).empty());
}

void TestStudy::trialsNumberAfterTheResumedOnes()
{
    std::vector<spec::HyperparameterOutput> previous(2);
    previous[0].trialId = "7";
    previous[1].trialId = "3";
    Study study(specOf(hyperparameters(4)), previous);
    QCOMPARE(study.start({}, at(0)).id, 8);
    QCOMPARE(study.start({}, at(1)).id, 9);
    QCOMPARE(Study(specOf(hyperparameters(4))).start({}, at(0)).id, 1);
}

void TestStudy::verdict_data()
{
    QTest::addColumn<int>("maxTrials");
    QTest::addColumn<int>("maxFailedTrials");
    QTest::addColumn<QString>("goal");
    QTest::addColumn<QStringList>("trials");
    QTest::addColumn<int>("best"); // the best trial's id, 0 for none
    QTest::addColumn<QString>("failedTooOften"); // empty: the study goes on
    QTest::addColumn<bool>("success"); // the conclusion once nothing runs
    QTest::addColumn<QString>("conclusion");

    QTest::newRow("best of three") << 3 << 0 << "MAXIMIZE" << QStringList { "S0.5", "S0.9", "S0.7" } << 2 << QString() << true
                                   << "all 3 trials ended; the best is trial 2: accuracy=0.9 at step 10";
    QTest::newRow("best when minimizing") << 3 << 0 << "MINIMIZE" << QStringList { "S0.5", "S0.9", "S0.2" } << 3 << QString() << true
                                          << "all 3 trials ended; the best is trial 3: accuracy=0.2 at step 10";
    QTest::newRow("ties go to the first") << 2 << 0 << "MAXIMIZE" << QStringList { "S0.5", "S0.5" } << 1 << QString() << true
                                          << "all 2 trials ended; the best is trial 1: accuracy=0.5 at step 10";
    QTest::newRow("space exhausted") << 5 << 0 << "MAXIMIZE" << QStringList { "S0.5", "F" } << 1 << QString() << true
                                     << "the search space has no untried point left after 2 trials; the best is trial 1: accuracy=0.5 at step 10";
    QTest::newRow("succeeded without a value") << 2 << 0 << "MAXIMIZE" << QStringList { "S", "C" } << 0 << QString() << true
                                               << "all 2 trials ended; none reported a value of accuracy";
    QTest::newRow("none succeeded") << 2 << 5 << "MAXIMIZE" << QStringList { "F", "C" } << 0 << QString() << false
                                    << "all 2 trials ended and none succeeded. The last to fail, trial 1: exit code 1";
    QTest::newRow("all cancelled") << 2 << 0 << "MAXIMIZE" << QStringList { "C", "C" } << 0 << QString() << false
                                   << "all 2 trials ended and none succeeded";
    QTest::newRow("explicit limit reached") << 10 << 2 << "MAXIMIZE" << QStringList { "F", "S0.3", "F", "R" } << 2
                                            << "2 failed trials, the most this job allows (maxFailedTrials 2). The last, trial 3: exit code 3" << true
                                            << "the search space has no untried point left after 4 trials; the best is trial 2: accuracy=0.3 at step 10";
    QTest::newRow("explicit limit of one") << 10 << 1 << "MAXIMIZE" << QStringList { "F" } << 0
                                           << "1 failed trial, the most this job allows (maxFailedTrials 1). The last, trial 1: exit code 1" << false
                                           << "the search space has no untried point left after 1 trials and none succeeded. The last to fail, trial 1: "
                                              "exit code 1";
    QTest::newRow("default limit reached") << 4 << 0 << "MAXIMIZE" << QStringList { "F", "F", "F" } << 0
                                           << "3 failed trials, the most this job allows (the daemon's limit of 3 for maxTrials 4 when maxFailedTrials is "
                                              "0). The last, trial 3: exit code 3"
                                           << false
                                           << "the search space has no untried point left after 3 trials and none succeeded. The last to fail, trial 3: "
                                              "exit code 3";
    QTest::newRow("below the limit") << 10 << 3 << "MAXIMIZE" << QStringList { "F", "F", "R" } << 0 << QString() << false
                                     << "the search space has no untried point left after 3 trials and none succeeded. The last to fail, trial 2: exit "
                                        "code 2";
}

void TestStudy::verdict()
{
    QFETCH(int, maxTrials);
    QFETCH(int, maxFailedTrials);
    QFETCH(QString, goal);
    QFETCH(QStringList, trials);
    QFETCH(int, best);
    QFETCH(QString, failedTooOften);
    QFETCH(bool, success);
    QFETCH(QString, conclusion);

    Study study(specOf(hyperparameters(maxTrials, 1, maxFailedTrials, goal.toUtf8().constData())));
    addTrials(study, trials);
    QCOMPARE(study.best() ? study.best()->id : 0, best);
    const auto tooMany = study.failedTooOften();
    QCOMPARE(tooMany ? qs(tooMany->reason) : QString(), failedTooOften);
    if (tooMany)
        QVERIFY(!tooMany->success);
    const Study::Verdict end = study.conclusion();
    QCOMPARE(end.success, success);
    QCOMPARE(qs(end.reason), conclusion);
}

void TestStudy::outputListsBestFirstOnceEnded_data()
{
    QTest::addColumn<QString>("goal");
    QTest::addColumn<QStringList>("trials");
    QTest::addColumn<bool>("ended");
    QTest::addColumn<QStringList>("order"); // trial ids as output() lists them
    QTest::addColumn<int>("completed"); // completedTrialCount, 0 when absent

    const QStringList trials = { "S0.5", "F", "S0.9", "S", "S0.7", "R" };
    QTest::newRow("running: by id") << "MAXIMIZE" << trials << false << QStringList { "1", "2", "3", "4", "5", "6" } << 4;
    QTest::newRow("ended, maximize") << "MAXIMIZE" << trials << true << QStringList { "3", "5", "1", "2", "4", "6" } << 4;
    QTest::newRow("ended, minimize") << "MINIMIZE" << trials << true << QStringList { "1", "5", "3", "2", "4", "6" } << 4;
    QTest::newRow("none completed") << "MAXIMIZE" << QStringList { "F", "C" } << true << QStringList { "1", "2" } << 0;
}

void TestStudy::outputListsBestFirstOnceEnded()
{
    QFETCH(QString, goal);
    QFETCH(QStringList, trials);
    QFETCH(bool, ended);
    QFETCH(QStringList, order);
    QFETCH(int, completed);

    Study study(specOf(hyperparameters(10, 1, 0, goal.toUtf8().constData())));
    addTrials(study, trials);
    const spec::TrainingOutput output = study.output(ended);
    QVERIFY(output.isHyperparameterTuningJob.value_or(false));
    QCOMPARE(qs(output.hyperparameterMetricTag.value_or("")), QStringLiteral("accuracy"));
    QCOMPARE(static_cast<int>(output.completedTrialCount.value_or(0)), completed);
    QStringList ids;
    for (const auto& t : output.trials.value_or(std::vector<spec::HyperparameterOutput> {})) {
        ids << qs(t.trialId.value_or(""));
        QCOMPARE(t.finalMetric.has_value(), t.allMetrics.has_value());
    }
    QCOMPARE(ids, order);
}

void TestStudy::historyTellsTheTunerWhatCounts()
{
    // A resumed trial with only finalMetric, this job's trials of every state: cancelled ones are left
    // out (they may be suggested again), a success without a value is infeasible like a failure.
    std::vector<spec::HyperparameterOutput> previous(1);
    previous[0].trialId = "1";
    previous[0].state = spec::State::Succeeded;
    previous[0].finalMetric = spec::HyperparameterMetric { 5, 0.4, {} };
    Study study(specOf(hyperparameters(10)), previous);
    addTrials(study, { "S0.8", "F", "C", "S", "R" });
    using Status = tuner::Observation::Status;
    const auto history = study.history();
    QCOMPARE(static_cast<int>(history.size()), 5);
    const std::vector<Status> statuses = { Status::Completed, Status::Completed, Status::Failed, Status::Failed, Status::Pending };
    for (std::size_t i = 0; i < history.size(); ++i)
        QCOMPARE(static_cast<int>(history[i].status), static_cast<int>(statuses[i]));
    QCOMPARE(history[0].value.value_or(-1.0), 0.4);
    QCOMPARE(history[1].value.value_or(-1.0), 0.8);
}

void TestStudy::medianRuleStopsAHopelessTrial()
{
    json hp = hyperparameters(10);
    hp["enableTrialEarlyStopping"] = true;
    Study study(specOf(hp));
    // Three completed trials that reached 0.8 by step 3.
    for (int i = 0; i < 3; ++i) {
        Study::Trial& done = study.start({}, at(i));
        done.state = spec::State::Succeeded;
        done.metrics = { { 1, 0.6, {} }, { 2, 0.7, {} }, { 3, 0.8, {} } };
    }
    Study::Trial& hopeless = study.start({}, at(10));
    hopeless.metrics = { { 1, 0.1, {} }, { 2, 0.15, {} }, { 3, 0.2, {} } };
    const auto reason = study.earlyStop(hopeless);
    QVERIFY(reason);
    QCOMPARE(qs(*reason),
        QStringLiteral("its best accuracy by step 3, 0.2, is worse than the median of the running averages of 3 completed trials up to that step"));
    Study::Trial& promising = study.start({}, at(11));
    promising.metrics = { { 1, 0.9, {} }, { 2, 0.95, {} }, { 3, 0.99, {} } };
    QVERIFY(!study.earlyStop(promising));
    hopeless.stoppedEarly = true;
    QVERIFY(!study.earlyStop(hopeless)); // once
    Study off(specOf(hyperparameters(10)));
    QVERIFY(!off.earlyStop(hopeless)); // enableTrialEarlyStopping unset
}

void TestStudy::seedIsStable()
{
    QVERIFY(Study::seedOf("study_1") == Study::seedOf("study_1"));
    QVERIFY(Study::seedOf("study_1") != Study::seedOf("study_2"));
    QVERIFY(Study::seedOf("") == 14695981039346656037ULL); // FNV-1a's offset basis
}

QTEST_GUILESS_MAIN(TestStudy)
#include "tst_study.moc"
