// applyTrialDelta (models/spec/trialdelta.h): a tuning job's document kept current from the deltas a
// stream sends instead of the whole document. Each case starts from a document, applies a delta and
// compares with the document the daemon would have sent whole.

#include "spec/jsoncodec.h"
#include "spec/trialdelta.h"

#include <QTest>

namespace spec = trainyard::spec;

class TestTrialDelta : public QObject {
    Q_OBJECT

private slots:
    void appendsNewMetricsAndTakesTheTrialsFields();
    void addsANewTrialSentWhole();
    void replacesATrialSentWhole();
    void skipsMetricsAlreadyHeld();
    void refusesAGapAndLeavesTheDocument();
    void refusesAContinuationOfAnUnknownTrial();
    void takesTheJobLevelFieldsOfTheSummary();
};

namespace {

spec::HyperparameterMetric metric(std::int64_t step, double value)
{
    spec::HyperparameterMetric m;
    m.trainingStep = step;
    m.objectiveValue = value;
    return m;
}

spec::HyperparameterOutput trial(const char* id, std::vector<spec::HyperparameterMetric> metrics, spec::State state = spec::State::Running)
{
    spec::HyperparameterOutput t;
    t.trialId = id;
    t.hyperparameters = std::map<std::string, std::string> { { "lr", "0.1" } };
    t.allMetrics = std::move(metrics);
    t.state = state;
    return t;
}

spec::Job study(std::vector<spec::HyperparameterOutput> trials)
{
    spec::Job job;
    job.jobId = "study";
    job.state = spec::State::Running;
    job.trainingOutput = spec::TrainingOutput {};
    job.trainingOutput->isHyperparameterTuningJob = true;
    job.trainingOutput->completedTrialCount = 0;
    job.trainingOutput->trials = std::move(trials);
    return job;
}

// The event's job: the document without its trials.
spec::Job summaryOf(spec::Job job)
{
    job.trainingOutput->trials.reset();
    return job;
}

spec::TrialChange continued(spec::HyperparameterOutput t, std::int64_t afterStep)
{
    return { std::move(t), afterStep };
}

} // namespace

void TestTrialDelta::appendsNewMetricsAndTakesTheTrialsFields()
{
    spec::Job held = study({ trial("1", { metric(1, 0.5), metric(2, 0.6) }), trial("2", { metric(1, 0.2) }) });
    spec::HyperparameterOutput ended = trial("1", { metric(3, 0.7) }, spec::State::Succeeded);
    ended.finalMetric = metric(3, 0.7);
    const spec::TrialDelta delta { { continued(ended, 2) } };

    const spec::Job expected = study({ [] {
                                          spec::HyperparameterOutput t = trial("1", { metric(1, 0.5), metric(2, 0.6), metric(3, 0.7) }, spec::State::Succeeded);
                                          t.finalMetric = metric(3, 0.7);
                                          return t;
                                      }(),
        trial("2", { metric(1, 0.2) }) });
    QVERIFY(spec::applyTrialDelta(held, summaryOf(expected), delta));
    QCOMPARE(spec::toJsonText(held, 0), spec::toJsonText(expected, 0));
}

void TestTrialDelta::addsANewTrialSentWhole()
{
    spec::Job held = study({ trial("1", { metric(1, 0.5) }) });
    const spec::TrialDelta delta { { { trial("2", { metric(1, 0.1), metric(2, 0.2) }), std::nullopt } } };
    const spec::Job expected = study({ trial("1", { metric(1, 0.5) }), trial("2", { metric(1, 0.1), metric(2, 0.2) }) });
    QVERIFY(spec::applyTrialDelta(held, summaryOf(expected), delta));
    QCOMPARE(spec::toJsonText(held, 0), spec::toJsonText(expected, 0));
}

void TestTrialDelta::replacesATrialSentWhole()
{
    // The first event about a job on a stream sends its trials whole: a held copy is replaced.
    spec::Job held = study({ trial("1", { metric(1, 0.5), metric(2, 0.9) }) });
    const spec::TrialDelta delta { { { trial("1", { metric(1, 0.5) }), std::nullopt } } };
    const spec::Job expected = study({ trial("1", { metric(1, 0.5) }) });
    QVERIFY(spec::applyTrialDelta(held, summaryOf(expected), delta));
    QCOMPARE(spec::toJsonText(held, 0), spec::toJsonText(expected, 0));
}

void TestTrialDelta::skipsMetricsAlreadyHeld()
{
    // A document read after the delta's base already has some of its metrics: none is held twice.
    spec::Job held = study({ trial("1", { metric(1, 0.5), metric(2, 0.6), metric(3, 0.7) }) });
    const spec::TrialDelta delta { { continued(trial("1", { metric(2, 0.6), metric(3, 0.7), metric(4, 0.8) }), 1) } };
    const spec::Job expected = study({ trial("1", { metric(1, 0.5), metric(2, 0.6), metric(3, 0.7), metric(4, 0.8) }) });
    QVERIFY(spec::applyTrialDelta(held, summaryOf(expected), delta));
    QCOMPARE(spec::toJsonText(held, 0), spec::toJsonText(expected, 0));
}

void TestTrialDelta::refusesAGapAndLeavesTheDocument()
{
    // The held trial ends at step 1; the delta continues after step 5: steps 2–5 are missing.
    spec::Job held = study({ trial("1", { metric(1, 0.5) }), trial("2", { metric(1, 0.1) }) });
    const spec::Job before = held;
    const spec::TrialDelta delta { { continued(trial("2", { metric(2, 0.2) }), 1), continued(trial("1", { metric(6, 0.9) }), 5) } };
    spec::Job summary = summaryOf(held);
    summary.state = spec::State::Succeeded;
    QVERIFY(!spec::applyTrialDelta(held, summary, delta));
    QCOMPARE(spec::toJsonText(held, 0), spec::toJsonText(before, 0));
}

void TestTrialDelta::refusesAContinuationOfAnUnknownTrial()
{
    spec::Job held = study({ trial("1", { metric(1, 0.5) }) });
    const spec::Job before = held;
    const spec::TrialDelta delta { { continued(trial("7", { metric(3, 0.2) }), 2) } };
    QVERIFY(!spec::applyTrialDelta(held, summaryOf(held), delta));
    QCOMPARE(spec::toJsonText(held, 0), spec::toJsonText(before, 0));
}

void TestTrialDelta::takesTheJobLevelFieldsOfTheSummary()
{
    spec::Job held = study({ trial("1", { metric(1, 0.5) }) });
    spec::Job summary = summaryOf(held);
    summary.state = spec::State::Succeeded;
    summary.trainingOutput->completedTrialCount = 1;
    summary.errorMessage = "done";
    QVERIFY(spec::applyTrialDelta(held, summary, {}));
    QCOMPARE(held.state->value(), spec::State::Succeeded);
    QCOMPARE(*held.trainingOutput->completedTrialCount, std::int64_t(1));
    QCOMPARE(*held.errorMessage, std::string("done"));
    QCOMPARE(held.trainingOutput->trials->size(), std::size_t(1)); // the trials stay
}

QTEST_GUILESS_MAIN(TestTrialDelta)
#include "tst_trialdelta.moc"
