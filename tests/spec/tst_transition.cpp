// The transition's wire codec (docs/api.md, "Events"): each row is a transition and the exact JSON
// text the daemon sends for it on …/events and jobs:watch; it must encode to that text and decode
// back to itself. Decode rows cover what a writer other than this codec may send.

#include "spec/jsoncodec.h"
#include "spec/transition.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <limits>

namespace spec = trainyard::spec;

Q_DECLARE_METATYPE(spec::Transition)
Q_DECLARE_METATYPE(std::optional<spec::Transition>)

class TestTransition : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void decodes_data();
    void decodes();
};

namespace {

spec::Timestamp at(const char* text)
{
    return *spec::Timestamp::parse(text);
}

spec::Job job(const char* json)
{
    auto decoded = spec::jobFromJsonText(json);
    if (!decoded)
        qFatal("test job does not decode: %s", decoded.error.message.c_str());
    return *decoded.value;
}

spec::HyperparameterOutput trial(const char* json)
{
    auto decoded = spec::fromJson<spec::HyperparameterOutput>(nlohmann::json::parse(json));
    if (!decoded)
        qFatal("test trial does not decode: %s", decoded.error.message.c_str());
    return *decoded.value;
}

} // namespace

void TestTransition::roundTrip_data()
{
    QTest::addColumn<spec::Transition>("transition");
    QTest::addColumn<QByteArray>("wire");
    const spec::Timestamp t = at("2026-11-25T16:14:21.25Z");
    QTest::newRow("creation has no previousState") << spec::Transition { 1, "mnist_1", t, "", "QUEUED", "created" }
                                                   << QByteArray(R"({"id":"1","jobId":"mnist_1","reason":"created","state":"QUEUED","time":"2026-11-25T16:14:21.250Z"})");
    QTest::newRow("a start") << spec::Transition { 2, "mnist_1", t, "QUEUED", "PREPARING", "resources reserved: 2 slots, 0 GPUs" }
                             << QByteArray(R"({"id":"2","jobId":"mnist_1","previousState":"QUEUED","reason":"resources reserved: 2 slots, 0 GPUs","state":"PREPARING","time":"2026-11-25T16:14:21.250Z"})");
    QTest::newRow("empty reason") << spec::Transition { 3, "mnist_1", t, "RUNNING", "SUCCEEDED", "" }
                                  << QByteArray(R"({"id":"3","jobId":"mnist_1","previousState":"RUNNING","reason":"","state":"SUCCEEDED","time":"2026-11-25T16:14:21.250Z"})");
    QTest::newRow("unicode reason") << spec::Transition { 4, "job_ü", t, "RUNNING", "FAILED", "The replica master-replica-0 exited with code 1: « Fehler » 💥" }
                                    << QByteArray(R"({"id":"4","jobId":"job_ü","previousState":"RUNNING","reason":"The replica master-replica-0 exited with code 1: « Fehler » 💥","state":"FAILED","time":"2026-11-25T16:14:21.250Z"})");
    QTest::newRow("largest id") << spec::Transition { std::numeric_limits<std::int64_t>::max(), "j", at("1970-01-01T00:00:00Z"), "QUEUED", "CANCELLED", "cancelled" }
                                << QByteArray(R"({"id":"9223372036854775807","jobId":"j","previousState":"QUEUED","reason":"cancelled","state":"CANCELLED","time":"1970-01-01T00:00:00Z"})");
    QTest::newRow("no id (a polling backend)") << spec::Transition { 0, "j", t, "QUEUED", "RUNNING", "" }
                                               << QByteArray(R"({"id":"0","jobId":"j","previousState":"QUEUED","reason":"","state":"RUNNING","time":"2026-11-25T16:14:21.250Z"})");
    QTest::newRow("watch carries the job") << spec::Transition { 5, "mnist_1", t, "PREPARING", "RUNNING", "replicas started", job(R"({"jobId":"mnist_1","state":"RUNNING"})") }
                                           << QByteArray(R"({"id":"5","job":{"jobId":"mnist_1","state":"RUNNING"},"jobId":"mnist_1","previousState":"PREPARING","reason":"replicas started","state":"RUNNING","time":"2026-11-25T16:14:21.250Z"})");
    spec::Transition delta { 6, "hp_1", t, "RUNNING", "RUNNING", "trial 2 started: x=0.5", job(R"({"jobId":"hp_1","state":"RUNNING"})") };
    delta.trialDelta = spec::TrialDelta { { spec::TrialChange { trial(R"({"trialId":"1","state":"RUNNING","allMetrics":[{"trainingStep":"4","objectiveValue":0.5}]})"), 3 },
        spec::TrialChange { trial(R"({"trialId":"2","state":"RUNNING"})"), std::nullopt } } };
    QTest::newRow("trial delta: a continued trial and a whole one")
        << delta
        << QByteArray(R"({"id":"6","job":{"jobId":"hp_1","state":"RUNNING"},"jobId":"hp_1","previousState":"RUNNING","reason":"trial 2 started: x=0.5","state":"RUNNING","time":"2026-11-25T16:14:21.250Z","trialDelta":{"trials":[{"afterStep":"3","trial":{"allMetrics":[{"objectiveValue":0.5,"trainingStep":"4"}],"state":"RUNNING","trialId":"1"}},{"trial":{"state":"RUNNING","trialId":"2"}}]}})");
    spec::Transition nothing { 7, "hp_1", t, "RUNNING", "RUNNING", "", job(R"({"jobId":"hp_1"})") };
    nothing.trialDelta = spec::TrialDelta {};
    QTest::newRow("empty trial delta") << nothing
                                       << QByteArray(R"({"id":"7","job":{"jobId":"hp_1"},"jobId":"hp_1","previousState":"RUNNING","reason":"","state":"RUNNING","time":"2026-11-25T16:14:21.250Z","trialDelta":{"trials":[]}})");
}

void TestTransition::roundTrip()
{
    QFETCH(spec::Transition, transition);
    QFETCH(QByteArray, wire);
    const nlohmann::json json = spec::transitionToJson(transition);
    QCOMPARE(json.dump(), wire.toStdString());
    const auto back = spec::transitionFromJson(json);
    QVERIFY(back);
    QVERIFY(*back == transition);
}

void TestTransition::decodes_data()
{
    QTest::addColumn<QByteArray>("wire");
    QTest::addColumn<std::optional<spec::Transition>>("expected");
    using T = std::optional<spec::Transition>;
    const spec::Timestamp t = at("2026-11-25T16:14:21Z");
    QTest::newRow("id as a number") << QByteArray(R"({"id":7,"jobId":"j","state":"RUNNING","time":"2026-11-25T16:14:21Z"})")
                                    << T(spec::Transition { 7, "j", t, "", "RUNNING", "" });
    QTest::newRow("no id, no reason") << QByteArray(R"({"jobId":"j","previousState":"QUEUED","state":"RUNNING","time":"2026-11-25T16:14:21Z"})")
                                      << T(spec::Transition { 0, "j", t, "QUEUED", "RUNNING", "" });
    QTest::newRow("an unreadable job is dropped") << QByteArray(R"({"id":"1","job":"not a job","jobId":"j","state":"RUNNING","time":"2026-11-25T16:14:21Z"})")
                                                  << T(spec::Transition { 1, "j", t, "", "RUNNING", "" });
    QTest::newRow("unknown state name kept as text") << QByteArray(R"({"id":"1","jobId":"j","state":"HIBERNATING","time":"2026-11-25T16:14:21Z"})")
                                                     << T(spec::Transition { 1, "j", t, "", "HIBERNATING", "" });
    QTest::newRow("an unreadable trial delta drops the job with it")
        << QByteArray(R"({"id":"1","job":{"jobId":"j"},"jobId":"j","state":"RUNNING","time":"2026-11-25T16:14:21Z","trialDelta":{"trials":[{"trial":{"trialId":"1"},"afterStep":"x"}]}})")
        << T(spec::Transition { 1, "j", t, "", "RUNNING", "" });
    QTest::newRow("trial delta afterStep as a number")
        << QByteArray(R"({"id":"1","jobId":"j","state":"RUNNING","time":"2026-11-25T16:14:21Z","trialDelta":{"trials":[{"trial":{"trialId":"1"},"afterStep":5}]}})")
        << [&] {
               spec::Transition x { 1, "j", t, "", "RUNNING", "" };
               spec::HyperparameterOutput one;
               one.trialId = "1";
               x.trialDelta = spec::TrialDelta { { spec::TrialChange { one, 5 } } };
               return T(x);
           }();
    QTest::newRow("no time") << QByteArray(R"({"id":"1","jobId":"j","state":"RUNNING"})") << T();
    QTest::newRow("bad time") << QByteArray(R"({"id":"1","jobId":"j","state":"RUNNING","time":"now"})") << T();
    QTest::newRow("id past int64") << QByteArray(R"({"id":"9223372036854775808","jobId":"j","time":"2026-11-25T16:14:21Z"})") << T();
    QTest::newRow("state not a string") << QByteArray(R"({"id":"1","jobId":"j","state":3,"time":"2026-11-25T16:14:21Z"})") << T();
    QTest::newRow("not an object") << QByteArray(R"("transition")") << T();
}

void TestTransition::decodes()
{
    QFETCH(QByteArray, wire);
    QFETCH(std::optional<spec::Transition>, expected);
    const auto transition = spec::transitionFromJson(nlohmann::json::parse(wire.toStdString()));
    QCOMPARE(transition.has_value(), expected.has_value());
    if (expected) {
        QCOMPARE(transition->id, expected->id);
        QVERIFY(*transition == *expected);
    }
}

QTEST_GUILESS_MAIN(TestTransition)
#include "tst_transition.moc"
