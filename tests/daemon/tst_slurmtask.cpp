#include <QTest>
class TestSlurmTask : public QObject {
    Q_OBJECT
};
QTEST_GUILESS_MAIN(TestSlurmTask)
#include "tst_slurmtask.moc"
