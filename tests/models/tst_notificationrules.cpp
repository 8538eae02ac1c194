// The notification rules as pure logic: which transitions, log lines and trial metrics notify, the
// rate limit of log rules (with an injected clock), filters, validation, and their JSON in QSettings.

#include "models/notificationrules.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace trainyard;
using models::Comparison;
using models::Notification;
using models::NotificationEngine;
using models::NotificationRule;
using models::NotificationRules;
using models::RuleKind;
using models::SeverityFloor;

namespace {

spec::Transition transition(const std::string& jobId, const std::string& state, const std::string& reason = {})
{
    spec::Transition t;
    t.jobId = jobId;
    t.state = state;
    t.reason = reason;
    return t;
}

spec::LogLine line(const std::string& text, spec::LogSeverity severity = spec::LogSeverity::Info)
{
    spec::LogLine l;
    l.text = text;
    l.severity = severity;
    return l;
}

NotificationRule logRule(const QString& pattern, int rateLimit = 60)
{
    NotificationRule rule = NotificationRules::make(RuleKind::LogLine);
    rule.pattern = pattern;
    rule.rateLimitSeconds = rateLimit;
    return rule;
}

NotificationRule metricRule(double threshold, Comparison comparison = Comparison::Above, const QString& metric = {})
{
    NotificationRule rule = NotificationRules::make(RuleKind::MetricThreshold);
    rule.threshold = threshold;
    rule.comparison = comparison;
    rule.metric = metric;
    return rule;
}

spec::HyperparameterOutput trial(const std::string& id, std::vector<double> values, std::optional<double> final = std::nullopt)
{
    spec::HyperparameterOutput t;
    t.trialId = id;
    std::vector<spec::HyperparameterMetric> all;
    std::int64_t step = 0;
    for (double v : values) {
        spec::HyperparameterMetric m;
        m.trainingStep = ++step;
        m.objectiveValue = v;
        all.push_back(m);
    }
    t.allMetrics = all;
    if (final) {
        spec::HyperparameterMetric m;
        m.objectiveValue = *final;
        t.finalMetric = m;
    }
    return t;
}

spec::Job tuningJob(const std::string& id, std::vector<spec::HyperparameterOutput> trials, const std::string& tag = "accuracy")
{
    spec::Job job;
    job.jobId = id;
    spec::TrainingOutput out;
    out.trials = std::move(trials);
    out.hyperparameterMetricTag = tag;
    out.isHyperparameterTuningJob = true;
    job.trainingOutput = out;
    return job;
}

} // namespace

class TestNotificationRules : public QObject {
    Q_OBJECT

private slots:
    void defaultsAreTheStateRuleOfOld()
    {
        const auto rules = NotificationRules::defaults();
        QCOMPARE(rules.size(), std::size_t(1));
        QCOMPARE(rules[0].kind, RuleKind::StateChange);
        QVERIFY(rules[0].enabled);
        QCOMPARE(rules[0].states, QStringList({ QStringLiteral("SUCCEEDED"), QStringLiteral("FAILED"), QStringLiteral("CANCELLED") }));

        NotificationEngine engine;
        const auto done = engine.onTransition(QStringLiteral("Local"), transition("mnist", "SUCCEEDED"));
        QVERIFY(done);
        QCOMPARE(done->title, QStringLiteral("Job mnist succeeded"));
        QCOMPARE(done->jobId, QStringLiteral("mnist"));
        QCOMPARE(done->rule, 0);
        const auto failed = engine.onTransition(QStringLiteral("Local"), transition("mnist", "FAILED", "exit code 3"));
        QVERIFY(failed);
        QCOMPARE(failed->title, QStringLiteral("Job mnist failed"));
        QCOMPARE(failed->message, QStringLiteral("on Local: exit code 3"));
        QCOMPARE(failed->level, Notification::Level::Critical);
        QVERIFY(engine.onTransition(QStringLiteral("Local"), transition("mnist", "CANCELLED"))->title.contains(QStringLiteral("cancelled")));
        QVERIFY(!engine.onTransition(QStringLiteral("Local"), transition("mnist", "RUNNING")));
        QVERIFY(!engine.onTransition(QStringLiteral("Local"), transition("mnist", "QUEUED")));
        QVERIFY(!engine.hasLogRules());
        QVERIFY(!engine.hasMetricRules());
    }

    void stateRulesChosenStatesOnly()
    {
        NotificationEngine engine;
        NotificationRule running = NotificationRules::make(RuleKind::StateChange);
        running.states = { QStringLiteral("RUNNING"), QStringLiteral("PREPARING") };
        NotificationRule disabled = NotificationRules::make(RuleKind::StateChange);
        disabled.states = { QStringLiteral("QUEUED") };
        disabled.enabled = false;
        engine.setRules({ running, disabled });
        QCOMPARE(engine.onTransition(QStringLiteral("b"), transition("j", "RUNNING"))->title, QStringLiteral("Job j is running"));
        QVERIFY(engine.onTransition(QStringLiteral("b"), transition("j", "PREPARING")));
        QVERIFY(!engine.onTransition(QStringLiteral("b"), transition("j", "QUEUED"))); // its rule is disabled
        QVERIFY(!engine.onTransition(QStringLiteral("b"), transition("j", "SUCCEEDED")));

        // Two rules for one state: one notification, from the first.
        NotificationRule again = running;
        engine.setRules({ running, again });
        QCOMPARE(engine.onTransition(QStringLiteral("b"), transition("j", "RUNNING"))->rule, 0);
    }

    void filters()
    {
        QVERIFY(NotificationRules::filterMatches({}, QStringLiteral("anything")));
        QVERIFY(NotificationRules::filterMatches(QStringLiteral("  "), QStringLiteral("anything")));
        QVERIFY(NotificationRules::filterMatches(QStringLiteral("mnist"), QStringLiteral("big_MNIST_run")));
        QVERIFY(!NotificationRules::filterMatches(QStringLiteral("mnist"), QStringLiteral("cifar")));
        QVERIFY(NotificationRules::filterMatches(QStringLiteral("mnist-*"), QStringLiteral("mnist-7")));
        QVERIFY(!NotificationRules::filterMatches(QStringLiteral("mnist-*"), QStringLiteral("old-mnist-7"))); // a wildcard covers the whole id
        QVERIFY(NotificationRules::filterMatches(QStringLiteral("run-?"), QStringLiteral("run-4")));
        QVERIFY(!NotificationRules::filterMatches(QStringLiteral("run-?"), QStringLiteral("run-42")));

        NotificationEngine engine;
        NotificationRule rule = NotificationRules::make(RuleKind::StateChange);
        rule.jobFilter = QStringLiteral("mnist*");
        rule.backendFilter = QStringLiteral("gpu");
        engine.setRules({ rule });
        QVERIFY(engine.onTransition(QStringLiteral("gpu-box"), transition("mnist_1", "FAILED")));
        QVERIFY(!engine.onTransition(QStringLiteral("Local daemon"), transition("mnist_1", "FAILED")));
        QVERIFY(!engine.onTransition(QStringLiteral("gpu-box"), transition("cifar", "FAILED")));

        NotificationRule log = logRule(QStringLiteral("NaN"));
        log.jobFilter = QStringLiteral("train");
        engine.setRules({ log });
        QVERIFY(engine.wantsLogs(QStringLiteral("b"), QStringLiteral("train-1")));
        QVERIFY(!engine.wantsLogs(QStringLiteral("b"), QStringLiteral("eval-1")));
        QVERIFY(engine.onLogLines(QStringLiteral("b"), QStringLiteral("eval-1"), { line("loss is NaN") }).empty());
        QCOMPARE(engine.onLogLines(QStringLiteral("b"), QStringLiteral("train-1"), { line("loss is NaN") }).size(), std::size_t(1));
    }

    void regexRules()
    {
        std::int64_t now = 0;
        NotificationEngine engine([&] { return now; });
        engine.setRules({ logRule(QStringLiteral("loss is (nan|inf)")) });
        QVERIFY(engine.hasLogRules());
        QVERIFY(engine.onLogLines(QStringLiteral("b"), QStringLiteral("j"), { line("step 3 loss is NaN") }).empty()); // case matters
        const auto hits = engine.onLogLines(QStringLiteral("b"), QStringLiteral("j"), { line("ok"), line("step 4 loss is nan"), line("ok") });
        QCOMPARE(hits.size(), std::size_t(1));
        QVERIFY(hits[0].title.contains(QStringLiteral("j")));
        QVERIFY(hits[0].message.contains(QStringLiteral("step 4 loss is nan")));
        QVERIFY(!hits[0].message.contains(QStringLiteral("more")));

        NotificationRule insensitive = logRule(QStringLiteral("loss is nan"));
        insensitive.caseInsensitive = true;
        engine.setRules({ insensitive });
        QCOMPARE(engine.onLogLines(QStringLiteral("b"), QStringLiteral("k"), { line("LOSS IS NAN") }).size(), std::size_t(1));

        // Severity: ERROR and up ignores a WARNING line and a line of unknown severity.
        NotificationRule errors = logRule(QStringLiteral("disk"));
        errors.severity = SeverityFloor::ErrorAndUp;
        NotificationRule warnings = logRule(QStringLiteral("disk"));
        warnings.severity = SeverityFloor::WarningAndUp;
        engine.setRules({ errors, warnings });
        auto out = engine.onLogLines(QStringLiteral("b"), QStringLiteral("a"), { line("disk almost full", spec::LogSeverity::Warning) });
        QCOMPARE(out.size(), std::size_t(1));
        QCOMPARE(out[0].rule, 1);
        QVERIFY(engine.onLogLines(QStringLiteral("b"), QStringLiteral("c"), { line("disk full", spec::LogSeverity::Default) }).empty());
        out = engine.onLogLines(QStringLiteral("b"), QStringLiteral("d"), { line("disk full", spec::LogSeverity::Critical) });
        QCOMPARE(out.size(), std::size_t(2));

        // A disabled or invalid rule matches nothing.
        NotificationRule off = logRule(QStringLiteral("x"));
        off.enabled = false;
        engine.setRules({ off, logRule(QStringLiteral("(x")) });
        QVERIFY(!engine.hasLogRules());
        QVERIFY(engine.onLogLines(QStringLiteral("b"), QStringLiteral("e"), { line("x (x") }).empty());
    }

    void rateLimit()
    {
        std::int64_t now = 1'000'000;
        NotificationEngine engine([&] { return now; });
        engine.setRules({ logRule(QStringLiteral("NaN"), 60) });
        const std::vector<spec::LogLine> five(5, line("loss is NaN"));
        QCOMPARE(engine.onLogLines(QStringLiteral("b"), QStringLiteral("j"), five).size(), std::size_t(1)); // 4 held back
        now += 30'000;
        QVERIFY(engine.onLogLines(QStringLiteral("b"), QStringLiteral("j"), { line("loss is NaN again") }).empty()); // 5 held back
        // Another job has its own limit.
        QCOMPARE(engine.onLogLines(QStringLiteral("b"), QStringLiteral("other"), { line("NaN") }).size(), std::size_t(1));
        QCOMPARE(engine.nextFlushIn(), std::optional<std::int64_t>(30'000));
        QVERIFY(engine.flush().empty()); // the window is still open
        now += 30'000;
        const auto next = engine.onLogLines(QStringLiteral("b"), QStringLiteral("j"), { line("NaN at step 9") });
        QCOMPARE(next.size(), std::size_t(1));
        QVERIFY2(next[0].message.contains(QStringLiteral("and 5 more lines")), qPrintable(next[0].message));
        QVERIFY(next[0].message.contains(QStringLiteral("NaN at step 9")));

        // Matches held back and no later match: flush() tells them once the window has passed.
        QVERIFY(engine.onLogLines(QStringLiteral("b"), QStringLiteral("j"), { line("NaN 1"), line("NaN 2"), line("NaN 3") }).empty());
        now += 59'999;
        QVERIFY(engine.flush().empty());
        now += 1;
        const auto flushed = engine.flush();
        QCOMPARE(flushed.size(), std::size_t(1));
        QVERIFY(flushed[0].message.contains(QStringLiteral("NaN 3")));
        QVERIFY2(flushed[0].message.contains(QStringLiteral("and 2 more lines")), qPrintable(flushed[0].message));
        QVERIFY(engine.flush().empty());
        QVERIFY(engine.onLogLines(QStringLiteral("b"), QStringLiteral("j"), { line("NaN") }).empty()); // the flush started a window
        QVERIFY(!engine.nextFlushIn() || *engine.nextFlushIn() == 60'000);

        // Changing the rule forgets its limits.
        engine.setRules({ logRule(QStringLiteral("NaN"), 10) });
        QCOMPARE(engine.onLogLines(QStringLiteral("b"), QStringLiteral("j"), { line("NaN") }).size(), std::size_t(1));
    }

    void metricCrossingOnce()
    {
        NotificationEngine engine;
        engine.setRules({ metricRule(0.7) });
        QVERIFY(engine.hasMetricRules());
        spec::Job job = tuningJob("study", { trial("1", { 0.5, 0.6 }), trial("2", { 0.2 }) });
        QVERIFY(engine.onJob(QStringLiteral("b"), job).empty());
        job.trainingOutput->trials->at(0).allMetrics->push_back(spec::HyperparameterMetric { 3, 0.75, {} });
        auto out = engine.onJob(QStringLiteral("b"), job);
        QCOMPARE(out.size(), std::size_t(1));
        QVERIFY(out[0].title.contains(QStringLiteral("study")));
        QVERIFY(out[0].title.contains(QStringLiteral("trial 1")));
        QVERIFY(out[0].title.contains(QStringLiteral("accuracy")));
        QVERIFY(out[0].message.contains(QStringLiteral("0.75")));
        QVERIFY(out[0].message.contains(QStringLiteral("step 3")));
        // Once per trial, however often the job is reported and however high it goes.
        job.trainingOutput->trials->at(0).allMetrics->push_back(spec::HyperparameterMetric { 4, 0.9, {} });
        QVERIFY(engine.onJob(QStringLiteral("b"), job).empty());
        // Another trial crossing through its final metric.
        job.trainingOutput->trials->at(1).finalMetric = spec::HyperparameterMetric { 5, 0.8, {} };
        out = engine.onJob(QStringLiteral("b"), job);
        QCOMPARE(out.size(), std::size_t(1));
        QVERIFY(out[0].title.contains(QStringLiteral("trial 2")));
        // Equal is not above; another job is another key.
        QVERIFY(engine.onJob(QStringLiteral("b"), tuningJob("flat", { trial("1", { 0.7 }) })).empty());
        QCOMPARE(engine.onJob(QStringLiteral("b"), tuningJob("other", { trial("1", { 0.71 }) })).size(), std::size_t(1));

        // Below, a named metric (others do not count), and remembering without telling.
        engine.setRules({ metricRule(0.1, Comparison::Below, QStringLiteral("loss")) });
        QVERIFY(engine.onJob(QStringLiteral("b"), tuningJob("j", { trial("1", { 0.05 }) }, "accuracy")).empty());
        QVERIFY(engine.onJob(QStringLiteral("b"), tuningJob("k", { trial("1", { 0.3, 0.05 }) }, "loss"), false).empty());
        QVERIFY(engine.onJob(QStringLiteral("b"), tuningJob("k", { trial("1", { 0.3, 0.05 }) }, "loss")).empty());
        QCOMPARE(engine.onJob(QStringLiteral("b"), tuningJob("m", { trial("1", { 0.3, 0.05 }) }, "loss")).size(), std::size_t(1));

        // NaN never crosses; a job without trials is nothing.
        QVERIFY(engine.onJob(QStringLiteral("b"), tuningJob("n", { trial("1", { std::nan("") }) }, "loss")).empty());
        spec::Job plain;
        plain.jobId = "plain";
        QVERIFY(engine.onJob(QStringLiteral("b"), plain).empty());
        // A disabled rule never fires.
        NotificationRule off = metricRule(0);
        off.enabled = false;
        engine.setRules({ off });
        QVERIFY(!engine.hasMetricRules());
        QVERIFY(engine.onJob(QStringLiteral("b"), tuningJob("p", { trial("1", { 5 }) })).empty());
    }

    void problems()
    {
        QVERIFY(NotificationRules::problem(NotificationRules::defaults()).isEmpty());
        std::vector<NotificationRule> rules = NotificationRules::defaults();
        rules.push_back(logRule(QStringLiteral("loss is (nan")));
        const QString p = NotificationRules::problem(rules);
        QVERIFY2(p.startsWith(QStringLiteral("Rule 2 (Log line)")), qPrintable(p));
        QVERIFY2(p.contains(QStringLiteral("offset 12")), qPrintable(p));
        QVERIFY2(p.contains(QStringLiteral("missing closing parenthesis")), qPrintable(p));

        rules[1].pattern.clear();
        QVERIFY(NotificationRules::problem(rules).contains(QStringLiteral("empty")));
        rules[1].pattern = QStringLiteral("ok");
        QVERIFY(NotificationRules::problem(rules).isEmpty());
        rules[0].states.clear();
        QVERIFY(NotificationRules::problem(rules).startsWith(QStringLiteral("Rule 1 (State change)")));
        rules[0].states = { QStringLiteral("FAILED") };
        rules.push_back(metricRule(std::numeric_limits<double>::infinity()));
        QVERIFY(NotificationRules::problem(rules).startsWith(QStringLiteral("Rule 3 (Metric threshold)")));
    }

    void jsonRoundTrip()
    {
        NotificationRule state = NotificationRules::make(RuleKind::StateChange);
        state.states = { QStringLiteral("RUNNING") };
        state.enabled = false;
        state.jobFilter = QStringLiteral("mnist-*");
        NotificationRule log = logRule(QStringLiteral("loss is (nan|inf)"), 120);
        log.caseInsensitive = true;
        log.severity = SeverityFloor::WarningAndUp;
        log.backendFilter = QStringLiteral("gpu-box");
        NotificationRule metric = metricRule(-0.25, Comparison::Below, QStringLiteral("loss"));
        const std::vector<NotificationRule> rules { state, log, metric };

        const auto back = NotificationRules::fromJson(NotificationRules::toJson(rules));
        QVERIFY(back);
        QVERIFY(*back == rules);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("settings.ini"));
        {
            QSettings settings(file, QSettings::IniFormat);
            QCOMPARE(NotificationRules::load(settings), NotificationRules::defaults()); // nothing stored yet
            NotificationRules::save(settings, rules);
        }
        {
            QSettings settings(file, QSettings::IniFormat);
            QVERIFY(NotificationRules::load(settings) == rules);
            NotificationRules::save(settings, {});
        }
        QSettings settings(file, QSettings::IniFormat);
        QVERIFY(NotificationRules::load(settings).empty()); // no rules is a choice, not garbage
    }

    void garbledSettingsFallBack_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("not json") << QByteArray("{{{ nope");
        QTest::newRow("array") << QByteArray("[1,2]");
        QTest::newRow("no rules") << QByteArray("{\"version\":1}");
        QTest::newRow("rules not a list") << QByteArray("{\"rules\":7}");
        QTest::newRow("empty") << QByteArray();
    }

    void garbledSettingsFallBack()
    {
        QFETCH(QByteArray, json);
        QVERIFY(!NotificationRules::fromJson(json));
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        settings.setValue(QStringLiteral("notifications/rules"), QString::fromUtf8(json));
        QCOMPARE(NotificationRules::load(settings), NotificationRules::defaults());
        settings.setValue(QStringLiteral("notifications/rules"), QVariant(42));
        QCOMPARE(NotificationRules::load(settings), NotificationRules::defaults());
    }

    void oddRulesAreRepaired()
    {
        const QByteArray json = R"({"rules":[
            {"kind":"future-kind","x":1},
            "not an object",
            {"kind":"state","states":["RUNNING","BOGUS","RUNNING"],"enabled":"yes"},
            {"kind":"log","pattern":7,"rateLimitSeconds":-5,"severity":"loud"},
            {"kind":"metric","threshold":"high","comparison":"sideways"}]})";
        const auto rules = NotificationRules::fromJson(json);
        QVERIFY(rules);
        QCOMPARE(rules->size(), std::size_t(3));
        QCOMPARE((*rules)[0].states, QStringList { QStringLiteral("RUNNING") });
        QVERIFY((*rules)[0].enabled); // a wrong type keeps the default
        QCOMPARE((*rules)[1].pattern, QString());
        QCOMPARE((*rules)[1].rateLimitSeconds, 1);
        QCOMPARE((*rules)[1].severity, SeverityFloor::Any);
        QCOMPARE((*rules)[2].threshold, 0.0);
        QCOMPARE((*rules)[2].comparison, Comparison::Above);
        // The engine takes them (an empty pattern matches nothing) without a crash.
        NotificationEngine engine;
        engine.setRules(*rules);
        QVERIFY(engine.onLogLines(QStringLiteral("b"), QStringLiteral("j"), { line("anything") }).empty());
    }
};

QTEST_GUILESS_MAIN(TestNotificationRules)
#include "tst_notificationrules.moc"
