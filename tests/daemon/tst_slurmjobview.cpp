// viewSlurmJob: one submission as squeue --json shows it, found by its name among every job of the
// cluster: present while a component pends or runs, its leader's id and Slurm's reason, and its end
// from the components squeue still lists after they finished (MinJobAge).

#include "daemon/slurmjobview.h"

#include <QTest>

using trainyard::daemon::SlurmJobStatus;
using trainyard::daemon::SlurmJobView;
using trainyard::daemon::viewSlurmJob;

namespace {

SlurmJobStatus component(std::int64_t id, std::int64_t leader, int offset, const std::string& name, const std::string& state,
    const std::string& reason = "None", int exitCode = 0)
{
    SlurmJobStatus s;
    s.jobId = id;
    s.hetJobId = leader;
    s.hetOffset = offset;
    s.name = name;
    s.state = state;
    s.reason = reason;
    s.exitCode = exitCode;
    return s;
}

} // namespace

Q_DECLARE_METATYPE(std::vector<SlurmJobStatus>)

class TestSlurmJobView : public QObject {
    Q_OBJECT

private slots:
    void view_data()
    {
        QTest::addColumn<std::vector<SlurmJobStatus>>("jobs");
        QTest::addColumn<bool>("present");
        QTest::addColumn<bool>("pending");
        QTest::addColumn<qint64>("jobId");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QStringList>("ends");

        const std::string me = "trainyard-j-0";
        QTest::newRow("absent: only another job") << std::vector { component(7, 7, 0, "other", "RUNNING") } << false << false << qint64(0)
                                                  << QString() << QStringList {};
        QTest::newRow("het job pending on Resources, worker listed first")
            << std::vector { component(5, 4, 1, me, "PENDING", "Resources"), component(4, 4, 0, me, "PENDING", "Resources") } << true << true
            << qint64(4) << QStringLiteral("Resources") << QStringList {};
        QTest::newRow("just submitted: no reason yet") << std::vector { component(9, 0, 0, me, "PENDING") } << true << true << qint64(9)
                                                       << QString() << QStringList {};
        QTest::newRow("running") << std::vector { component(4, 4, 0, me, "RUNNING"), component(5, 4, 1, me, "RUNNING") } << true << false
                                 << qint64(4) << QString() << QStringList {};
        QTest::newRow("one component ended, the other still completing")
            << std::vector { component(4, 4, 0, me, "COMPLETING"), component(5, 4, 1, me, "COMPLETED") } << true << false << qint64(4)
            << QString() << QStringList { QStringLiteral("COMPLETED") };
        QTest::newRow("ended: listed for MinJobAge with its states")
            << std::vector { component(4, 4, 0, me, "FAILED", "NonZeroExitCode", 256), component(5, 4, 1, me, "CANCELLED") } << false << false
            << qint64(0) << QString() << QStringList { QStringLiteral("FAILED"), QStringLiteral("CANCELLED") };
        QTest::newRow("a previous submission of the same job does not count")
            << std::vector { component(3, 3, 0, "trainyard-j-1", "RUNNING"), component(2, 2, 0, me, "TIMEOUT") } << false << false << qint64(0)
            << QString() << QStringList { QStringLiteral("TIMEOUT") };
    }

    void view()
    {
        QFETCH(std::vector<SlurmJobStatus>, jobs);
        QFETCH(bool, present);
        QFETCH(bool, pending);
        QFETCH(qint64, jobId);
        QFETCH(QString, reason);
        QFETCH(QStringList, ends);
        const SlurmJobView view = viewSlurmJob(jobs, "trainyard-j-0");
        QCOMPARE(view.present, present);
        QCOMPARE(view.pending(), pending);
        QCOMPARE(qint64(view.jobId), jobId);
        QCOMPARE(QString::fromStdString(view.pendingReason), reason);
        QStringList states;
        for (const auto& end : view.ends)
            states << QString::fromStdString(end.state);
        QCOMPARE(states, ends);
    }
};

QTEST_GUILESS_MAIN(TestSlurmJobView)
#include "tst_slurmjobview.moc"
