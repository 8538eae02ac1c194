// The Metrics tab's data: a job's scalar lines taken window by window, each point once, runs in the
// order first seen, a live line reduced past its limit the daemon's way, the hypertune reports of a
// tuning job's trials as runs of their own, TensorBoard's debiased smoothing, and the tag list with
// its search under QAbstractItemModelTester.

#include "models/scalarset.h"
#include "models/scalartagmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

#include <cmath>
#include <limits>

using namespace trainyard;

namespace {

spec::ScalarSeries series(const std::string& run, const std::string& tag, std::int64_t firstStep, int count, double base = 0)
{
    spec::ScalarSeries s { run, tag, {} };
    for (int i = 0; i < count; ++i)
        s.points.push_back({ firstStep + i, 1'700'000'000.0 + static_cast<double>(firstStep + i), base + static_cast<double>(firstStep + i) });
    return s;
}

spec::ScalarWindow window(std::int64_t nextSince, std::vector<spec::ScalarSeries> s)
{
    spec::ScalarWindow w;
    w.series = std::move(s);
    w.nextSince = nextSince;
    w.info.logRoots = { "/jobs/a/output" };
    w.info.eventFiles = 2;
    return w;
}

spec::HyperparameterOutput trial(const std::string& id, std::vector<std::pair<std::int64_t, double>> reports)
{
    spec::HyperparameterOutput t;
    t.trialId = id;
    std::vector<spec::HyperparameterMetric> metrics;
    for (auto [step, value] : reports)
        metrics.push_back({ step, value, {} });
    t.allMetrics = metrics;
    return t;
}

} // namespace

class TestScalarSet : public QObject {
    Q_OBJECT

private slots:
    void takesEachWindowOnce()
    {
        models::ScalarSet set;
        QVERIFY(!set.hasInfo());
        // The stream's first window comes at once, empty, for its info.
        QVERIFY(set.append(window(0, {})).empty());
        QVERIFY(set.hasInfo());
        QCOMPARE(set.info().logRoots, std::vector<std::string> { "/jobs/a/output" });
        QVERIFY(set.empty());

        const auto first = window(15, { series("train", "loss", 0, 10), series("validation", "accuracy", 0, 5) });
        QCOMPARE(set.append(first), (std::set<QString> { "accuracy", "loss" }));
        QCOMPARE(set.cursor(), 15);
        QCOMPARE(set.pointCount(), std::size_t(15));
        // The same window again (a retried delivery): nothing twice.
        QVERIFY(set.append(first).empty());
        QCOMPARE(set.pointCount(), std::size_t(15));
        // An older one neither.
        QVERIFY(set.append(window(10, { series("train", "loss", 0, 10) })).empty());
        QCOMPARE(set.pointCount(), std::size_t(15));

        QVERIFY(!set.append(window(20, { series("train", "loss", 10, 5) })).empty());
        const auto* loss = set.line("train", "loss");
        QVERIFY(loss);
        QCOMPARE(loss->size(), std::size_t(15));
        for (std::size_t i = 0; i < loss->size(); ++i)
            QCOMPARE(loss->steps[i], static_cast<double>(i)); // in order, no gap, no repeat
        QCOMPARE(set.tags(), (QStringList { "accuracy", "loss" }));
    }

    void keepsRunsInTheOrderFirstSeen()
    {
        models::ScalarSet set;
        set.append(window(3, { series("validation", "accuracy", 0, 1), series("train", "loss", 0, 2) }));
        set.append(window(5, { series("3/train", "loss", 0, 1), series("train", "accuracy", 0, 1) }));
        QCOMPARE(set.runs(), (QStringList { "validation", "train", "3/train" }));
        const auto lines = set.linesOf("loss");
        QCOMPARE(lines.size(), std::size_t(2));
        QCOMPARE(lines[0]->run, QString("train"));
        QCOMPARE(lines[0]->runIndex, 1);
        QCOMPARE(lines[1]->run, QString("3/train"));
        QCOMPARE(lines[1]->runIndex, 2);
        const auto before = set.revision("loss");
        set.append(window(6, { series("train", "accuracy", 1, 1) }));
        QCOMPARE(set.revision("loss"), before); // another tag's points leave loss's drawing alone
        QVERIFY(set.revision("accuracy") > 0);
    }

    void reducesALiveLinePastItsLimit()
    {
        models::ScalarSet set(1000);
        std::int64_t cursor = 0;
        // 20,000 points in windows of 100 (a live job): never more than the limit, extremes kept.
        for (int w = 0; w < 200; ++w) {
            auto s = series("train", "loss", w * 100, 100);
            if (w == 77)
                s.points[50].value = 1e9; // a spike
            cursor += 100;
            set.append(window(cursor, { s }));
            QVERIFY(set.line("train", "loss")->size() <= 1000);
        }
        const auto* line = set.line("train", "loss");
        QVERIFY(line->reduced);
        QVERIFY(line->size() >= 250);
        QCOMPARE(line->steps.front(), 0.0);
        QCOMPARE(line->steps.back(), 19'999.0);
        QCOMPARE(*std::max_element(line->values.begin(), line->values.end()), 1e9);
        QVERIFY(std::is_sorted(line->steps.begin(), line->steps.end()));
    }

    void marksTheDaemonsDownsampling()
    {
        models::ScalarSet set;
        auto w = window(100, { series("train", "loss", 0, 10) });
        w.downsampled = true;
        set.append(w);
        QVERIFY(set.line("train", "loss")->reduced);
    }

    void addsTheTrialsHypertuneReports()
    {
        spec::Job job;
        job.jobId = "tune";
        job.trainingInput.emplace();
        job.trainingInput->hyperparameters.emplace();
        job.trainingInput->hyperparameters->hyperparameterMetricTag = "accuracy";
        job.trainingOutput.emplace();
        job.trainingOutput->trials = std::vector { trial("1", { { 1, 0.5 }, { 2, 0.7 } }), trial("2", {}) };

        models::ScalarSet set;
        set.append(window(2, { series("1/validation", "accuracy", 0, 2) }));
        QCOMPARE(set.setTrials(job), std::set<QString> { "accuracy" });
        const auto* one = set.line(models::ScalarSet::hypertuneRun("1"), "accuracy");
        QVERIFY(one);
        QCOMPARE(one->run, QString("trial 1 (hypertune)"));
        QCOMPARE(one->steps, (std::vector<double> { 1, 2 }));
        QCOMPARE(one->values, (std::vector<double> { 0.5, 0.7 }));
        QVERIFY(std::isnan(one->wallTimes[0]));
        QVERIFY(!set.line(models::ScalarSet::hypertuneRun("2"), "accuracy")); // nothing reported yet
        QCOMPARE(set.runs(), (QStringList { "1/validation", "trial 1 (hypertune)" }));

        // The same document again: nothing changed, nothing redrawn.
        const auto revision = set.revision("accuracy");
        QVERIFY(set.setTrials(job).empty());
        QCOMPARE(set.revision("accuracy"), revision);

        // Trial 2 reports; trial 1 gains a point.
        job.trainingOutput->trials = std::vector { trial("1", { { 1, 0.5 }, { 2, 0.7 }, { 3, 0.8 } }), trial("2", { { 1, 0.4 } }) };
        QCOMPARE(set.setTrials(job), std::set<QString> { "accuracy" });
        QCOMPARE(set.line(models::ScalarSet::hypertuneRun("1"), "accuracy")->size(), std::size_t(3));
        QCOMPARE(set.line(models::ScalarSet::hypertuneRun("2"), "accuracy")->values, std::vector<double> { 0.4 });
        // The event files' lines are left alone.
        QCOMPARE(set.line("1/validation", "accuracy")->size(), std::size_t(2));
    }

    void smoothsAsTensorBoardDoes()
    {
        // By hand, weight 0.6: last = 0.6 last + 0.4 v, divided by 1 - 0.6^n.
        const std::vector<double> values { 1, 2, std::numeric_limits<double>::quiet_NaN(), 4 };
        const auto s = models::smoothEma(values, 0.6);
        QCOMPARE(s[0], 1.0); // 0.4 / 0.4
        QVERIFY(std::abs(s[1] - (0.6 * 0.4 + 0.4 * 2) / (1 - 0.36)) < 1e-12); // 1.04 / 0.64 = 1.625
        QVERIFY(std::isnan(s[2]));
        const double last = (0.6 * 1.04 + 0.4 * 4);
        QVERIFY(std::abs(s[3] - last / (1 - 0.216)) < 1e-12);
        QCOMPARE(models::smoothEma(values, 0.0)[3], 4.0);
        // A constant stays the constant.
        for (double v : models::smoothEma(std::vector<double>(50, 3.25), 0.99))
            QVERIFY(std::abs(v - 3.25) < 1e-9);
    }

    void listsTagsForTheSearch()
    {
        models::ScalarTagModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        models::ScalarTagFilter filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);

        model.setTags({ "loss" });
        model.setTags({ "accuracy", "loss", "lr" });
        model.setTags({ "accuracy", "eval/loss", "loss", "lr" });
        QCOMPARE(model.tags(), (QStringList { "accuracy", "eval/loss", "loss", "lr" }));
        filter.setSearch("LOSS");
        QCOMPARE(filter.matchingTags(), (QStringList { "eval/loss", "loss" }));
        filter.setSearch("^l");
        QCOMPARE(filter.matchingTags(), (QStringList { "loss", "lr" }));
        filter.setSearch("loss("); // not a regular expression: the text itself
        QVERIFY(filter.matchingTags().isEmpty());
        filter.setSearch("");
        model.setTags({ "accuracy", "lr" });
        QCOMPARE(filter.matchingTags(), (QStringList { "accuracy", "lr" }));
        QCOMPARE(model.rowCount(), 2);
    }
};

QTEST_GUILESS_MAIN(TestScalarSet)
#include "tst_scalarset.moc"
