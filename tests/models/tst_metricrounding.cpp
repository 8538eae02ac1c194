// The timeline's reasons with the daemon's metric values rounded to six significant digits: found by
// their template at any depth, written by spec::formatDaemonMessage as the daemon writes them; the
// rest of a reason (ids, steps, a replica's stderr) untouched.

#include "models/metricrounding.h"
#include "models/transitionmodel.h"

#include "spec/daemonmessages.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace trainyard;
namespace msg = spec::daemonmsg;

namespace {

QString message(const char* tmpl, std::initializer_list<std::string> args)
{
    return QString::fromStdString(spec::formatDaemonMessage(tmpl, args));
}

} // namespace

class TestMetricRounding : public QObject {
    Q_OBJECT

private slots:
    void roundsMetricsWhereverTheyAre()
    {
        const std::string metric = spec::formatDaemonMessage(msg::trialMetric, { "accuracy", "0.9755555555555556", "12" });
        QCOMPARE(models::roundMetricValues(QString::fromStdString(metric)), QString("accuracy=0.975556 at step 12"));
        QCOMPARE(models::roundMetricValues(message(msg::trialSucceeded, { "7", metric })), QString("trial 7 succeeded: accuracy=0.975556 at step 12"));
        const std::string ended = spec::formatDaemonMessage(msg::allTrialsEnded, { "8" });
        QCOMPARE(models::roundMetricValues(message(msg::tuningBest, { ended, "7", metric })),
            QString("all 8 trials ended; the best is trial 7: accuracy=0.975556 at step 12"));
        const std::string median = spec::formatDaemonMessage(msg::medianRule, { "loss", "300", "-0.012345678901234567", "5" });
        QCOMPARE(models::roundMetricValues(message(msg::trialStoppedEarly, { "4", median })),
            QString("trial 4 stopped early (median rule): its best loss by step 300, -0.0123457, is worse than the median of the running "
                    "averages of 5 completed trials up to that step"));
        // Already short, or not a metric: as it was.
        QCOMPARE(models::roundMetricValues(message(msg::trialMetric, { "score", "0.5", "3" })), QString("score=0.5 at step 3"));
        QCOMPARE(models::roundMetricValues(message(msg::trialStarted, { "3", "--x=0.12345678901234567" })), QString("trial 3 started: --x=0.12345678901234567"));
        QCOMPARE(models::roundMetricValues("accuracy went to 0.9755555555555556"), QString("accuracy went to 0.9755555555555556"));
        // A replica's stderr after its failure is the trainer's own text.
        const QString failed = message(msg::replicaFailedWithStderr, { "master-replica-0", "exit code 1" }) + "\naccuracy=0.9755555555555556 at step 12";
        QCOMPARE(models::roundMetricValues(failed), failed);
    }

    void theTimelineShowsThemRounded()
    {
        models::TransitionModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        spec::Transition running;
        running.id = 1;
        running.time = spec::Timestamp { 1'714'564'800, 0 };
        running.state = "RUNNING";
        spec::Transition done = running;
        done.id = 2;
        done.time.seconds += 60;
        done.previousState = "RUNNING";
        done.state = "SUCCEEDED";
        done.reason = spec::formatDaemonMessage(msg::tuningBest, { spec::formatDaemonMessage(msg::allTrialsEnded, { "8" }), "7",
            spec::formatDaemonMessage(msg::trialMetric, { "accuracy", "0.9755555555555556", "12" }) });
        model.setTransitions({ running, done });
        QCOMPARE(model.index(1, models::TransitionModel::ReasonColumn).data().toString(),
            QString("all 8 trials ended; the best is trial 7: accuracy=0.975556 at step 12"));
    }
};

QTEST_MAIN(TestMetricRounding)
#include "tst_metricrounding.moc"
