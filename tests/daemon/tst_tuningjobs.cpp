// Hyperparameter-tuning jobs end to end: the real trainyardd runs trials of a real trainer
// (tests/fixtures/trainers/tunable, reporting a known function of its parameters through the
// cloudml-hypertune file protocol of examples/digits/trainer/hypertune.py).

#include "daemonprocess.h"

#include <QFile>
#include <QTest>
#include <QThread>

#include <cmath>
#include <csignal>
#include <fstream>
#include <map>
#include <set>

using namespace trainyard::test;
using json = nlohmann::json;

namespace {

constexpr int jobTimeoutMs = 90'000;

// What tunable.task reports at its last step (see its docstring).
double finalValue(double x, int y, const std::string& kind, int steps)
{
    const std::map<std::string, double> bonus { { "a", 0.0 }, { "b", 0.05 }, { "c", 0.1 } };
    const double objective = -(x - 0.3) * (x - 0.3) - 0.1 * (y - 2) * (y - 2) + (bonus.count(kind) ? bonus.at(kind) : 0.0);
    return objective + 0.001 * steps;
}

json categorical(const std::string& name, const std::vector<std::string>& values)
{
    return { { "parameterName", name }, { "type", "CATEGORICAL" }, { "categoricalValues", values } };
}

json integer(const std::string& name, int minValue, int maxValue)
{
    return { { "parameterName", name }, { "type", "INTEGER" }, { "minValue", minValue }, { "maxValue", maxValue } };
}

json real(const std::string& name, double minValue, double maxValue)
{
    return { { "parameterName", name }, { "type", "DOUBLE" }, { "minValue", minValue }, { "maxValue", maxValue } };
}

} // namespace

class TestTuningJobs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void gridSearchEnumeratesTheGrid();
    void digitsTrainerIsTuned();
    void randomSearchStaysInItsRanges();
    void defaultAlgorithmMinimizes();
    void parallelTrialsOverlap();
    void parallelismIsClampedToTheSlots();
    void failedTrialsFailTheJob();
    void failedTrialsBelowTheLimitAreCounted();
    void earlyStoppingStopsAHopelessTrial();
    void resumeContinuesTheStudy();
    void resumeNeedsAnEndedStudyOfTheSameParameters();
    void cancelStopsEveryTrial();
    void logLinesCarryTheirTrial();
    void daemonKilledMidTuningFinishesEveryTrial();

private:
    json tuningJob(const std::string& id, json hyperparameters, std::vector<std::string> args = {}) const;
    json submitAndWait(const json& job, const std::string& states = "SUCCEEDED,FAILED,CANCELLED");
    static std::map<std::string, json> trialsById(const json& job);
    std::vector<json> logLines(const std::string& jobId, const std::string& query = {}) const;
    json lineStartingWith(const std::string& jobId, const std::string& trial, const std::string& prefix) const;
    std::vector<json> events(const std::string& jobId) const;
    static std::vector<std::string> reasons(const std::vector<json>& events);
    void checkTrialContract(const std::string& jobId, const json& trial, int steps);

    DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("4") } };
};

void TestTuningJobs::initTestCase()
{
    QVERIFY2(m_daemon.start(), qPrintable(m_daemon.output()));
}

void TestTuningJobs::cleanupTestCase()
{
    m_daemon.stop();
}

json TestTuningJobs::tuningJob(const std::string& id, json hyperparameters, std::vector<std::string> args) const
{
    const std::string fixtures = TRAINYARD_FIXTURES;
    json job = exampleJob(id, "digits", "tunable.task", args);
    // The fixture first (the working directory), and digits for its trainer.hypertune module.
    job["trainingInput"]["packageUris"] = { fixtures + "/trainers/tunable", examplesDir().toStdString() + "/digits" };
    job["trainingInput"]["jobDir"] = m_daemon.tempPath(QString::fromStdString(id)).toStdString();
    hyperparameters.emplace("goal", "MAXIMIZE");
    hyperparameters.emplace("hyperparameterMetricTag", "score");
    job["trainingInput"]["hyperparameters"] = hyperparameters;
    return job;
}

json TestTuningJobs::submitAndWait(const json& job, const std::string& states)
{
    const auto created = m_daemon.post("/v1/projects/local/jobs", job);
    if (created.status != 200)
        return created.json();
    return m_daemon.waitForState(job["jobId"], states, jobTimeoutMs);
}

std::map<std::string, json> TestTuningJobs::trialsById(const json& job)
{
    std::map<std::string, json> out;
    if (job.contains("trainingOutput") && job["trainingOutput"].contains("trials")) {
        for (const auto& trial : job["trainingOutput"]["trials"])
            out[trial["trialId"].get<std::string>()] = trial;
    }
    return out;
}

std::vector<json> TestTuningJobs::logLines(const std::string& jobId, const std::string& query) const
{
    const json page = m_daemon.get("/v1/projects/local/jobs/" + jobId + "/logs?pageSize=10000" + query).json();
    std::vector<json> lines;
    for (const auto& line : page["lines"])
        lines.push_back(line);
    return lines;
}

json TestTuningJobs::lineStartingWith(const std::string& jobId, const std::string& trial, const std::string& prefix) const
{
    for (const auto& line : logLines(jobId, "&trial=" + trial)) {
        if (line["text"].get<std::string>().starts_with(prefix))
            return line;
    }
    return nullptr;
}

std::vector<json> TestTuningJobs::events(const std::string& jobId) const
{
    const json document = m_daemon.get("/v1/projects/local/jobs/" + jobId + "/events").json();
    std::vector<json> out;
    for (const auto& e : document["events"])
        out.push_back(e);
    return out;
}

std::vector<std::string> TestTuningJobs::reasons(const std::vector<json>& events)
{
    std::vector<std::string> out;
    for (const auto& e : events)
        out.push_back(e["reason"].get<std::string>());
    return out;
}

// One finished trial: its metrics are what the trainer reported, and its replica got the trial's
// arguments and environment.
void TestTuningJobs::checkTrialContract(const std::string& jobId, const json& trial, int steps)
{
    const std::string id = trial["trialId"];
    const json& hp = trial["hyperparameters"];
    QCOMPARE(js(trial["state"]), js(json("SUCCEEDED")));
    QVERIFY(trial.contains("startTime") && trial.contains("endTime"));
    const double x = hp.contains("x") ? std::stod(hp["x"].get<std::string>()) : 0.0;
    const int y = hp.contains("y") ? std::stoi(hp["y"].get<std::string>()) : 0;
    const std::string kind = hp.value("kind", "a");
    // finalMetric: the last value reported; allMetrics: every one, in order.
    QCOMPARE(js(trial["finalMetric"]["trainingStep"]), js(json(std::to_string(steps))));
    QVERIFY2(std::fabs(trial["finalMetric"]["objectiveValue"].get<double>() - finalValue(x, y, kind, steps)) < 1e-12, trial.dump().c_str());
    QCOMPARE(trial["allMetrics"].size(), std::size_t(steps));
    for (int k = 0; k < steps; ++k) {
        const json& m = trial["allMetrics"][static_cast<std::size_t>(k)];
        QCOMPARE(js(m["trainingStep"]), js(json(std::to_string(k + 1))));
        QVERIFY(std::fabs(m["objectiveValue"].get<double>() - finalValue(x, y, kind, k + 1)) < 1e-12);
    }
    QVERIFY(!trial.contains("isTrialStoppedEarly"));
    // What the trainer was given.
    const json args = lineStartingWith(jobId, id, "ARGS ");
    QVERIFY2(args.is_object(), ("no ARGS line of trial " + id).c_str());
    const json argv = json::parse(args["text"].get<std::string>().substr(5));
    for (const auto& [name, value] : hp.items())
        QVERIFY2(std::find(argv.begin(), argv.end(), "--" + name + "=" + value.get<std::string>()) != argv.end(), argv.dump().c_str());
    const json envLine = lineStartingWith(jobId, id, "ENV ");
    QVERIFY(envLine.is_object());
    const json env = json::parse(envLine["text"].get<std::string>().substr(4));
    QCOMPARE(js(env["CLOUD_ML_TRIAL_ID"]), js(json(id)));
    QCOMPARE(js(env["CLOUD_ML_HP_METRIC_TAG"]), js(json("score")));
    QCOMPARE(js(env["task"]["trial"]), js(json(id)));
    QCOMPARE(js(env["task"]["type"]), js(json("master")));
    const std::string metricFile = env["CLOUD_ML_HP_METRIC_FILE"];
    QVERIFY2(metricFile.ends_with("/jobs/" + jobId + "/trials/" + id + "/hypertune/output.metrics"), metricFile.c_str());
    QVERIFY(QFile::exists(QString::fromStdString(metricFile)));
}

void TestTuningJobs::gridSearchEnumeratesTheGrid()
{
    const json hp = { { "algorithm", "GRID_SEARCH" }, { "maxTrials", 8 }, { "maxParallelTrials", 2 },
        { "params",
            { integer("y", 1, 3),
                categorical("kind", { "a", "b" }) } } };
    const json job = submitAndWait(tuningJob("grid", hp, { "--steps", "3" }));
    QVERIFY2(job.value("state", "") == "SUCCEEDED", job.dump(2).c_str());
    const json& out = job["trainingOutput"];
    QCOMPARE(js(out["isHyperparameterTuningJob"]), js(json(true)));
    QCOMPARE(js(out["hyperparameterMetricTag"]), js(json("score")));
    QCOMPARE(js(out["completedTrialCount"]), js(json("6")));
    // Six points, each tried once, numbered 1 … 6; then the grid has nothing left.
    const auto trials = trialsById(job);
    QCOMPARE(trials.size(), std::size_t(6));
    std::set<std::pair<std::string, std::string>> points;
    for (const auto& [id, trial] : trials) {
        points.insert({ trial["hyperparameters"]["y"].get<std::string>(), trial["hyperparameters"]["kind"].get<std::string>() });
        checkTrialContract("grid", trial, 3);
        if (QTest::currentTestFailed())
            return;
    }
    QCOMPARE(points.size(), std::size_t(6));
    QCOMPARE(trials.begin()->first, std::string("1"));
    QCOMPARE(trials.rbegin()->first, std::string("6"));
    // Ended: best first, as AI Platform lists them.
    for (std::size_t i = 1; i < out["trials"].size(); ++i)
        QVERIFY(out["trials"][i - 1]["finalMetric"]["objectiveValue"].get<double>() >= out["trials"][i]["finalMetric"]["objectiveValue"].get<double>());
    // Every trial's start and end is on the timeline, as RUNNING -> RUNNING.
    const auto all = events("grid");
    int starts = 0, ends = 0;
    for (const auto& e : all) {
        const std::string reason = e["reason"];
        if (reason.find(" started: ") != std::string::npos) {
            ++starts;
            QCOMPARE(js(e["previousState"]), js(json("RUNNING")));
            QCOMPARE(js(e["state"]), js(json("RUNNING")));
            QVERIFY2(reason.find("kind=") != std::string::npos && reason.find("y=") != std::string::npos, reason.c_str());
        }
        if (reason.find(" succeeded: score=") != std::string::npos && reason.find(" at step 3") != std::string::npos)
            ++ends;
    }
    QCOMPARE(starts, 6);
    QCOMPARE(ends, 6);
    QVERIFY2(all.back()["reason"].get<std::string>().find("no untried point") != std::string::npos, all.back().dump().c_str());
}

void TestTuningJobs::digitsTrainerIsTuned()
{
    // The real scikit-learn example: its accuracy reaches the trials, and each trial keeps its model apart.
    json job = exampleJob("digits_tuned", "digits", "trainer.task", { "--epochs", "2" });
    const std::string jobDir = m_daemon.tempPath(QStringLiteral("digits_tuned")).toStdString();
    job["trainingInput"]["jobDir"] = jobDir;
    job["trainingInput"]["hyperparameters"] = { { "goal", "MAXIMIZE" }, { "hyperparameterMetricTag", "accuracy" }, { "maxTrials", 2 },
        { "maxParallelTrials", 2 }, { "algorithm", "GRID_SEARCH" }, { "params", { integer("hidden_units", 16, 17) } } };
    const json done = submitAndWait(job);
    QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump(2).c_str());
    const auto trials = trialsById(done);
    QCOMPARE(trials.size(), std::size_t(2));
    for (const auto& [id, trial] : trials) {
        QCOMPARE(js(trial["finalMetric"]["trainingStep"]), js(json("2")));
        QCOMPARE(trial["allMetrics"].size(), std::size_t(2));
        // The trainer prints the accuracy it reports, to 4 decimals.
        const json line = lineStartingWith("digits_tuned", id, "epoch 2/2 accuracy=");
        QVERIFY2(line.is_object(), ("no last epoch line of trial " + id).c_str());
        const double printed = std::stod(line["text"].get<std::string>().substr(std::string("epoch 2/2 accuracy=").size(), 6));
        QVERIFY(std::fabs(trial["finalMetric"]["objectiveValue"].get<double>() - printed) < 0.00006);
        QVERIFY(lineStartingWith("digits_tuned", id, "saved model to " + jobDir + "/" + id + "/model.pkl").is_object());
        QVERIFY(QFile::exists(QString::fromStdString(jobDir + "/" + id + "/model.pkl")));
    }
    std::set<std::string> units;
    for (const auto& [id, trial] : trials)
        units.insert(trial["hyperparameters"]["hidden_units"].get<std::string>());
    QCOMPARE(units, (std::set<std::string> { "16", "17" }));
}

void TestTuningJobs::randomSearchStaysInItsRanges()
{
    const json hp = { { "algorithm", "RANDOM_SEARCH" }, { "maxTrials", 3 }, { "maxParallelTrials", 3 },
        { "params",
            { real("x", 0.0, 1.0),
                integer("y", 0, 4) } } };
    const json job = submitAndWait(tuningJob("random", hp, { "--steps", "2" }));
    QVERIFY2(job.value("state", "") == "SUCCEEDED", job.dump(2).c_str());
    const auto trials = trialsById(job);
    QCOMPARE(trials.size(), std::size_t(3));
    std::set<json> seen;
    for (const auto& [id, trial] : trials) {
        const double x = std::stod(trial["hyperparameters"]["x"].get<std::string>());
        const int y = std::stoi(trial["hyperparameters"]["y"].get<std::string>());
        QVERIFY(x >= 0.0 && x <= 1.0);
        QVERIFY(y >= 0 && y <= 4);
        QVERIFY(seen.insert(trial["hyperparameters"]).second);
        checkTrialContract("random", trial, 2);
        if (QTest::currentTestFailed())
            return;
    }
    QCOMPARE(js(job["trainingOutput"]["completedTrialCount"]), js(json("3")));
}

void TestTuningJobs::defaultAlgorithmMinimizes()
{
    json hp = { { "maxTrials", 4 }, { "maxParallelTrials", 2 },
        { "params", { real("x", 0.0, 1.0) } } };
    hp["goal"] = "MINIMIZE";
    const json job = submitAndWait(tuningJob("bayes", hp, { "--steps", "2" }));
    QVERIFY2(job.value("state", "") == "SUCCEEDED", job.dump(2).c_str());
    QCOMPARE(js(job["trainingInput"]["hyperparameters"]["algorithm"]), js(json("ALGORITHM_UNSPECIFIED")));
    const json& trials = job["trainingOutput"]["trials"];
    QCOMPARE(trials.size(), std::size_t(4));
    for (const auto& trial : trials) {
        checkTrialContract("bayes", trial, 2);
        if (QTest::currentTestFailed())
            return;
    }
    for (std::size_t i = 1; i < trials.size(); ++i) // MINIMIZE: the smallest first
        QVERIFY(trials[i - 1]["finalMetric"]["objectiveValue"].get<double>() <= trials[i]["finalMetric"]["objectiveValue"].get<double>());
    const std::string last = events("bayes").back()["reason"];
    QVERIFY2(last.find("all 4 trials ended; the best is trial " + trials[0]["trialId"].get<std::string>()) != std::string::npos, last.c_str());
}

void TestTuningJobs::parallelTrialsOverlap()
{
    const json hp = { { "algorithm", "GRID_SEARCH" }, { "maxTrials", 2 }, { "maxParallelTrials", 2 },
        { "params", { categorical("kind", { "a", "b" }) } } };
    const json job = submitAndWait(tuningJob("parallel", hp, { "--steps", "8", "--step-seconds", "0.1" }));
    QVERIFY2(job.value("state", "") == "SUCCEEDED", job.dump(2).c_str());
    const auto trials = trialsById(job);
    QCOMPARE(trials.size(), std::size_t(2));
    const json& one = trials.at("1");
    const json& two = trials.at("2");
    // RFC 3339 UTC text of the same format orders as the times do.
    QVERIFY2(one["startTime"] < two["endTime"] && two["startTime"] < one["endTime"], job.dump(2).c_str());
    const auto all = events("parallel");
    QVERIFY2(all[1]["reason"].get<std::string>().find("for 2 trials at once") != std::string::npos, all[1].dump().c_str());
}

void TestTuningJobs::parallelismIsClampedToTheSlots()
{
    // Two replicas a trial, four slots: two trials at once, not the three asked for.
    const json hp = { { "algorithm", "GRID_SEARCH" }, { "maxTrials", 3 }, { "maxParallelTrials", 3 },
        { "params", { categorical("kind", { "a", "b", "c" }) } } };
    json job = tuningJob("clamped", hp, { "--steps", "2" });
    job["trainingInput"].update({ { "scaleTier", "CUSTOM" }, { "masterType", "n1-standard-4" }, { "workerType", "n1-standard-4" },
        { "workerCount", "1" } });
    const json done = submitAndWait(job);
    QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump(2).c_str());
    const auto all = events("clamped");
    const std::string preparing = all[1]["reason"];
    QVERIFY2(preparing.find("4 slots") != std::string::npos && preparing.find("2 trials at once") != std::string::npos
            && preparing.find("maxParallelTrials is 3") != std::string::npos && preparing.find("--slots") != std::string::npos,
        preparing.c_str());
    // The worker of a trial is told the trial too, and has a metric file of its own.
    const json envLine = [&] {
        for (const auto& line : logLines("clamped", "&trial=2&replica=worker-replica-0")) {
            if (line["text"].get<std::string>().starts_with("ENV "))
                return line;
        }
        return json();
    }();
    QVERIFY(envLine.is_object());
    const json env = json::parse(envLine["text"].get<std::string>().substr(4));
    QCOMPARE(js(env["task"]), js(json({ { "type", "worker" }, { "index", 0 }, { "trial", "2" } })));
    QVERIFY(env["CLOUD_ML_HP_METRIC_FILE"].get<std::string>().ends_with("/trials/2/hypertune/worker-replica-0.metrics"));
}

void TestTuningJobs::failedTrialsFailTheJob()
{
    const json hp = { { "algorithm", "GRID_SEARCH" }, { "maxTrials", 3 }, { "maxFailedTrials", 1 },
        { "params", { categorical("kind", { "a", "b", "c" }) } } };
    const json job = submitAndWait(tuningJob("failing", hp, { "--fail-kind", "b" }));
    QVERIFY2(job.value("state", "") == "FAILED", job.dump(2).c_str());
    // The failing trial is the one with kind b, wherever the grid put it; none starts after it.
    std::string failedId;
    for (const auto& [id, trial] : trialsById(job)) {
        if (trial["hyperparameters"]["kind"] == "b") {
            failedId = id;
            QCOMPARE(js(trial["state"]), js(json("FAILED")));
            QCOMPARE(js(trial["finalMetric"]["trainingStep"]), js(json("1"))); // what it reported before failing
        } else {
            QCOMPARE(js(trial["state"]), js(json("SUCCEEDED")));
        }
    }
    QVERIFY(!failedId.empty());
    QCOMPARE(trialsById(job).rbegin()->first, failedId);
    const std::string error = job["errorMessage"];
    QVERIFY2(error.find("1 failed trial, the most this job allows (maxFailedTrials 1)") != std::string::npos && error.find("maxFailedTrials") != std::string::npos
            && error.find("trial " + failedId + ": The replica master-replica-0 exited with exit code 3") != std::string::npos
            && error.find("FATAL: kind b is unsupported") != std::string::npos,
        error.c_str());
    const auto why = reasons(events("failing"));
    QVERIFY(std::find_if(why.begin(), why.end(), [&](const std::string& r) { return r.starts_with("trial " + failedId + " failed: "); }) != why.end());
    QVERIFY(m_daemon.processesOfJob("failing").empty());
}

void TestTuningJobs::failedTrialsBelowTheLimitAreCounted()
{
    // maxFailedTrials 0: the daemon's limit (3 for 3 trials) is not reached by one failure.
    const json hp = { { "algorithm", "GRID_SEARCH" }, { "maxTrials", 3 }, { "maxParallelTrials", 3 },
        { "params", { categorical("kind", { "a", "b", "c" }) } } };
    const json job = submitAndWait(tuningJob("onefails", hp, { "--fail-kind", "c" }));
    QVERIFY2(job.value("state", "") == "SUCCEEDED", job.dump(2).c_str());
    QCOMPARE(js(job["trainingOutput"]["completedTrialCount"]), js(json("2")));
    int failed = 0;
    for (const auto& [id, trial] : trialsById(job))
        failed += trial["state"] == "FAILED" ? 1 : 0;
    QCOMPARE(failed, 1);
    // The best is first; the failed one, without a value that counts, last.
    QCOMPARE(js(job["trainingOutput"]["trials"].back()["state"]), js(json("FAILED")));
    QCOMPARE(js(job["trainingOutput"]["trials"][0]["hyperparameters"]["kind"]), js(json("b")));
}

void TestTuningJobs::earlyStoppingStopsAHopelessTrial()
{
    // Trials 1-3 run to their end; trial 4 reports -100 for 200 steps and must be stopped.
    const json hp = { { "algorithm", "RANDOM_SEARCH" }, { "maxTrials", 4 }, { "enableTrialEarlyStopping", true },
        { "params", { real("x", 0.0, 1.0) } } };
    const json job = submitAndWait(tuningJob("early", hp, { "--steps", "3", "--bad-trial", "4", "--bad-steps", "200" }));
    QVERIFY2(job.value("state", "") == "SUCCEEDED", job.dump(2).c_str());
    const auto trials = trialsById(job);
    QCOMPARE(trials.size(), std::size_t(4));
    for (const std::string id : { "1", "2", "3" }) {
        checkTrialContract("early", trials.at(id), 3);
        if (QTest::currentTestFailed())
            return;
    }
    const json& hopeless = trials.at("4");
    QCOMPARE(js(hopeless["isTrialStoppedEarly"]), js(json(true)));
    QCOMPARE(js(hopeless["state"]), js(json("SUCCEEDED"))); // counted as completed, with its last value
    QCOMPARE(hopeless["finalMetric"]["objectiveValue"].get<double>(), -100.0);
    QVERIFY(hopeless["allMetrics"].size() >= 2 && hopeless["allMetrics"].size() < 200);
    QCOMPARE(js(job["trainingOutput"]["completedTrialCount"]), js(json("4")));
    QVERIFY(lineStartingWith("early", "4", "received SIGTERM").is_object()); // it was told to stop
    QVERIFY(!lineStartingWith("early", "4", "done").is_object());
    QVERIFY(m_daemon.processesOfJob("early").empty());
    const auto why = reasons(events("early"));
    QVERIFY(std::find_if(why.begin(), why.end(), [](const std::string& r) { return r.starts_with("trial 4 stopped early (median rule): "); })
        != why.end());
}

void TestTuningJobs::resumeContinuesTheStudy()
{
    const json hp = { { "algorithm", "GRID_SEARCH" }, { "maxTrials", 2 }, { "maxParallelTrials", 2 },
        { "params", { categorical("kind", { "a", "b", "c", "d" }) } } };
    const json first = submitAndWait(tuningJob("study_1", hp));
    QVERIFY2(first.value("state", "") == "SUCCEEDED", first.dump(2).c_str());
    json more = hp;
    more["maxTrials"] = 3;
    more["resumePreviousJobId"] = "study_1";
    const json second = submitAndWait(tuningJob("study_2", more));
    QVERIFY2(second.value("state", "") == "SUCCEEDED", second.dump(2).c_str());
    // Only the two untried points are run, numbered after the previous job's trials.
    const auto trials = trialsById(second);
    QCOMPARE(trials.size(), std::size_t(2));
    QVERIFY(trials.count("3") && trials.count("4"));
    std::set<std::string> kinds;
    for (const auto& [id, trial] : trialsById(first))
        kinds.insert(trial["hyperparameters"]["kind"]);
    for (const auto& [id, trial] : trials) {
        QVERIFY2(kinds.insert(trial["hyperparameters"]["kind"]).second, second.dump(2).c_str());
        checkTrialContract("study_2", trial, 3);
        if (QTest::currentTestFailed())
            return;
    }
    QCOMPARE(kinds, (std::set<std::string> { "a", "b", "c", "d" }));
    QVERIFY(events("study_2").back()["reason"].get<std::string>().find("no untried point left after 2 trials") != std::string::npos);
}

void TestTuningJobs::resumeNeedsAnEndedStudyOfTheSameParameters()
{
    const json hp = { { "maxTrials", 1 }, { "params", { real("x", 0.0, 1.0) } } };
    const auto violation = [](const HttpReply& reply) {
        const json error = reply.json()["error"];
        return error["details"][0]["fieldViolations"][0]["field"].get<std::string>();
    };
    json unknown = hp;
    unknown["resumePreviousJobId"] = "no_such_job";
    auto reply = m_daemon.post("/v1/projects/local/jobs", tuningJob("resume_unknown", unknown));
    QCOMPARE(reply.status, 400);
    QCOMPARE(js(reply.json()["error"]["status"]), js(json("INVALID_ARGUMENT")));
    QCOMPARE(violation(reply), std::string("trainingInput.hyperparameters.resumePreviousJobId"));

    // A job that is not done yet.
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", tuningJob("resume_base", hp, { "--steps", "40", "--step-seconds", "0.05" })).status, 200);
    json early = hp;
    early["resumePreviousJobId"] = "resume_base";
    reply = m_daemon.post("/v1/projects/local/jobs", tuningJob("resume_early", early));
    QCOMPARE(reply.status, 400);
    QCOMPARE(js(reply.json()["error"]["status"]), js(json("FAILED_PRECONDITION")));
    QVERIFY(reply.json()["error"]["message"].get<std::string>().starts_with("trainingInput.hyperparameters.resumePreviousJobId: "));
    QCOMPARE(m_daemon.waitForState("resume_base", "SUCCEEDED,FAILED", jobTimeoutMs).value("state", ""), std::string("SUCCEEDED"));

    // Other parameters are another study.
    json other = hp;
    other["params"] = { real("x", 0.0, 2.0) };
    other["resumePreviousJobId"] = "resume_base";
    reply = m_daemon.post("/v1/projects/local/jobs", tuningJob("resume_other", other));
    QCOMPARE(reply.status, 400);
    QCOMPARE(violation(reply), std::string("trainingInput.hyperparameters.resumePreviousJobId"));
    // And a job without tuning is no study.
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", exampleJob("plain", "failing", "failing.task")).status, 200);
    QCOMPARE(m_daemon.waitForState("plain", "FAILED", jobTimeoutMs).value("state", ""), std::string("FAILED"));
    json plain = hp;
    plain["resumePreviousJobId"] = "plain";
    reply = m_daemon.post("/v1/projects/local/jobs", tuningJob("resume_plain", plain));
    QCOMPARE(reply.status, 400);
    QVERIFY(reply.json()["error"]["message"].get<std::string>().find("not a hyperparameter tuning job") != std::string::npos);
    // The same study, ended: accepted.
    early["maxTrials"] = 1;
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", tuningJob("resume_ok", early)).status, 200);
    const json resumed = m_daemon.waitForState("resume_ok", "SUCCEEDED,FAILED", jobTimeoutMs);
    QVERIFY2(resumed.value("state", "") == "SUCCEEDED", resumed.dump(2).c_str());
    QCOMPARE(js(resumed["trainingOutput"]["trials"][0]["trialId"]), js(json("2")));
}

void TestTuningJobs::cancelStopsEveryTrial()
{
    const json hp = { { "algorithm", "RANDOM_SEARCH" }, { "maxTrials", 4 }, { "maxParallelTrials", 2 },
        { "params", { real("x", 0.0, 1.0) } } };
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", tuningJob("cancelled", hp, { "--steps", "400", "--step-seconds", "0.05" })).status, 200);
    // Both trials run and have reported: their metrics are in the job while it runs.
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            const auto trials = trialsById(m_daemon.get("/v1/projects/local/jobs/cancelled").json());
            return trials.size() == 2 && trials.at("1").contains("allMetrics") && trials.at("2").contains("allMetrics");
        }(),
        jobTimeoutMs);
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs/cancelled:cancel", json::object()).status, 200);
    const json job = m_daemon.waitForState("cancelled", "CANCELLED,FAILED,SUCCEEDED", jobTimeoutMs);
    QVERIFY2(job.value("state", "") == "CANCELLED", job.dump(2).c_str());
    const auto trials = trialsById(job);
    QCOMPARE(trials.size(), std::size_t(2));
    for (const auto& [id, trial] : trials) {
        QCOMPARE(js(trial["state"]), js(json("CANCELLED")));
        QVERIFY(trial.contains("endTime"));
        QVERIFY(lineStartingWith("cancelled", id, "received SIGTERM").is_object());
    }
    QVERIFY(m_daemon.processesOfJob("cancelled").empty());
}

void TestTuningJobs::logLinesCarryTheirTrial()
{
    const json hp = { { "algorithm", "GRID_SEARCH" }, { "maxTrials", 2 }, { "maxParallelTrials", 2 },
        { "params", { categorical("kind", { "a", "b" }) } } };
    const json job = submitAndWait(tuningJob("logged", hp));
    QVERIFY2(job.value("state", "") == "SUCCEEDED", job.dump(2).c_str());
    std::map<std::string, int> byTrial;
    for (const auto& line : logLines("logged")) {
        QVERIFY2(line.contains("trial"), line.dump().c_str());
        ++byTrial[line["trial"].get<std::string>()];
        if (line["text"].get<std::string>().starts_with("ENV "))
            QCOMPARE(js(json::parse(line["text"].get<std::string>().substr(4))["CLOUD_ML_TRIAL_ID"]), js(line["trial"]));
    }
    QCOMPARE(byTrial.size(), std::size_t(2));
    QCOMPARE(byTrial["1"], 6); // ARGS, ENV, 3 steps, done
    QCOMPARE(byTrial["2"], 6);
    // The trial filter, and the followed stream.
    for (const auto& line : logLines("logged", "&trial=2"))
        QCOMPARE(js(line["trial"]), js(json("2")));
    const auto streamed = m_daemon.stream("/v1/projects/local/jobs/logged/logs?follow=true", 100, 10'000);
    QCOMPARE(streamed.back().event, std::string("end"));
    for (std::size_t i = 0; i + 1 < streamed.size(); ++i)
        QVERIFY(json::parse(streamed[i].data).contains("trial"));
    // The sources of logs:attributes name their trial.
    const json attributes = m_daemon.get("/v1/projects/local/jobs/logged/logs:attributes").json();
    std::set<std::string> sourceTrials;
    for (const auto& source : attributes["sources"])
        sourceTrials.insert(source["trial"].get<std::string>());
    QCOMPARE(sourceTrials, (std::set<std::string> { "1", "2" }));
    // Search reads the trials' data files too.
    const auto search = m_daemon.stream("/v1/projects/local/jobs/logged/logs:search?pattern=CLOUD_ML_TRIAL_ID", 100, 10'000);
    QVERIFY(!search.empty());
    QCOMPARE(search.back().event, std::string("end"));
    QCOMPARE(js(json::parse(search.back().data)["matches"]), js(json("2")));
    // A job without tuning has no trial in its lines.
    QCOMPARE(m_daemon.post("/v1/projects/local/jobs", exampleJob("untuned", "failing", "failing.task")).status, 200);
    QCOMPARE(m_daemon.waitForState("untuned", "FAILED", jobTimeoutMs).value("state", ""), std::string("FAILED"));
    const auto lines = logLines("untuned");
    QVERIFY(!lines.empty());
    for (const auto& line : lines)
        QVERIFY(!line.contains("trial"));
}

void TestTuningJobs::daemonKilledMidTuningFinishesEveryTrial()
{
    DaemonProcess daemon({ QStringLiteral("--slots"), QStringLiteral("2") });
    QVERIFY(daemon.start());
    const json hp = { { "algorithm", "RANDOM_SEARCH" }, { "maxTrials", 4 }, { "maxParallelTrials", 2 },
        { "params", { real("x", 0.0, 1.0) } } };
    json job = tuningJob("restarted", hp, { "--steps", "12", "--step-seconds", "0.25" });
    job["trainingInput"]["jobDir"] = daemon.tempPath(QStringLiteral("restarted")).toStdString();
    QCOMPARE(daemon.post("/v1/projects/local/jobs", job).status, 200);
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            // Both run and have reported: the metrics they report are in the job while they run.
            const auto trials = trialsById(daemon.get("/v1/projects/local/jobs/restarted").json());
            const auto reporting = [&](const char* id) { return trials.count(id) && trials.at(id).contains("allMetrics") && trials.at(id)["state"] == "RUNNING"; };
            return trials.size() == 2 && reporting("1") && reporting("2");
        }(),
        jobTimeoutMs);
    const auto masterPid = [&](const std::string& trial) {
        std::ifstream in((daemon.dataDir() + QStringLiteral("/jobs/restarted/trials/%1/replicas/master-replica-0.pid").arg(QString::fromStdString(trial)))
                             .toStdString());
        int pid = 0;
        in >> pid;
        return pid;
    };
    const int pid1 = masterPid("1");
    const int pid2 = masterPid("2");
    QVERIFY(pid1 > 0 && pid2 > 0);
    daemon.kill9();
    QThread::msleep(300); // the trials go on reporting while no daemon reads them
    const bool bothAlive = ::kill(pid1, 0) == 0 && ::kill(pid2, 0) == 0;
    QVERIFY(daemon.start());
    if (bothAlive) { // taken up again, not started over
        QCOMPARE(masterPid("1"), pid1);
        QCOMPARE(masterPid("2"), pid2);
    }
    const json done = daemon.waitForState("restarted", "SUCCEEDED,FAILED,CANCELLED", jobTimeoutMs);
    QVERIFY2(done.value("state", "") == "SUCCEEDED", done.dump(2).c_str());
    const auto trials = trialsById(done);
    QCOMPARE(trials.size(), std::size_t(4));
    for (const auto& [id, trial] : trials) {
        QCOMPARE(js(trial["state"]), js(json("SUCCEEDED")));
        QVERIFY2(trial["allMetrics"].size() == 12, done.dump(2).c_str()); // none lost across the restart
        for (std::size_t k = 0; k < 12; ++k)
            QCOMPARE(js(trial["allMetrics"][k]["trainingStep"]), js(json(std::to_string(k + 1))));
    }
    QCOMPARE(js(done["trainingOutput"]["completedTrialCount"]), js(json("4")));
    int starts = 0;
    const json document = daemon.get("/v1/projects/local/jobs/restarted/events").json(); // keep the value alive for the loop
    for (const auto& e : document["events"]) {
        const std::string reason = e["reason"];
        starts += reason.find(" started: ") != std::string::npos ? 1 : 0;
        QVERIFY2(reason.find("restarted (") == std::string::npos, reason.c_str());
    }
    QCOMPARE(starts, 4);
    daemon.stop();
}

QTEST_GUILESS_MAIN(TestTuningJobs)
#include "tst_tuningjobs.moc"
