#include "testjobs.h"

#include "models/jobformat.h"
#include "models/transitionmodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QIcon>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace trainyard::modeltest;
using trainyard::models::TransitionModel;
using Transitions = std::vector<spec::Transition>;

namespace {

// A job's life: queued, preparing 2.5 s later, running at +5 s, succeeded at +65 s.
spec::Transition created()
{
    return transition(11, t0, "", "QUEUED", "Job created");
}
spec::Transition preparing()
{
    return transition(12, t0 + 2, "QUEUED", "PREPARING", "Resources are free", 500'000'000);
}
spec::Transition running()
{
    return transition(13, t0 + 5, "PREPARING", "RUNNING", "Every replica started");
}
spec::Transition succeeded()
{
    return transition(14, t0 + 65, "RUNNING", "SUCCEEDED", "The master exited with status 0");
}

struct Fixture {
    Fixture()
        : tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal)
    {
        model.setClock([this] { return now; });
    }
    spec::Timestamp now = at(t0 + 100);
    TransitionModel model;
    QAbstractItemModelTester tester;

    QStringList states() const { return column(model, TransitionModel::StateColumn, TransitionModel::StateRole); }
};

} // namespace

class TestTransitionModel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void timeInState_data();
    void timeInState();
    void columnsAndRoles();
    void headers();
    void appendInOrder();
    void appendIgnoresDuplicates();
    void appendOutOfOrderFindsItsPlace();
    void setTransitionsSortsAndDropsDuplicates();
    void setTransitionsRefreshInsertsOnlyTheNewRows();
    void setTransitionsKeepsWhatTheStreamAppended();
    void tickAnnouncesOnlyACurrentState();
    void segments_data();
    void segments();
};

void TestTransitionModel::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    QCOMPARE(qgetenv("TZ"), QByteArray("UTC"));
}

void TestTransitionModel::timeInState_data()
{
    QTest::addColumn<Transitions>("transitions");
    QTest::addColumn<QStringList>("texts");
    QTest::addColumn<QList<qint64>>("sortValues");
    QTest::newRow("the current state lasts until now")
        << Transitions { created(), preparing(), running() } << QStringList { "2s", "2s", "1m 35s" }
        << QList<qint64> { 2500, 2500, 95'000 };
    QTest::newRow("a final state has no time in state")
        << Transitions { created(), preparing(), running(), succeeded() } << QStringList { "2s", "2s", "1m 00s", "" }
        << QList<qint64> { 2500, 2500, 60'000, -1 };
    QTest::newRow("milliseconds apart") << Transitions { transition(1, t0, "", "QUEUED", "", 1'000'000),
        transition(2, t0, "QUEUED", "PREPARING", "", 4'400'000),
        transition(3, t0, "PREPARING", "FAILED", "", 9'000'000) }
                                        << QStringList { "3 ms", "4 ms", "" } << QList<qint64> { 3, 4, -1 };
    QTest::newRow("a state this build does not know is not final")
        << Transitions { created(), transition(20, t0 + 40, "QUEUED", "PAUSED") } << QStringList { "40s", "1m 00s" }
        << QList<qint64> { 40'000, 60'000 };
    QTest::newRow("a current state stamped after now (clock skew)")
        << Transitions { transition(1, t0 + 200, "", "QUEUED") } << QStringList { "0 ms" } << QList<qint64> { 0 };
    QTest::newRow("cancelling is not final") << Transitions { transition(1, t0 + 10, "RUNNING", "CANCELLING") }
                                             << QStringList { "1m 30s" } << QList<qint64> { 90'000 };
    QTest::newRow("cancelled is final") << Transitions { transition(1, t0 + 10, "CANCELLING", "CANCELLED") }
                                        << QStringList { "" } << QList<qint64> { -1 };
}

void TestTransitionModel::timeInState()
{
    QFETCH(Transitions, transitions);
    QFETCH(QStringList, texts);
    QFETCH(QList<qint64>, sortValues);
    Fixture f;
    f.model.setTransitions(transitions);
    QCOMPARE(column(f.model, TransitionModel::TimeInStateColumn), texts);
    QList<qint64> sorts;
    for (int row = 0; row < f.model.rowCount(); ++row)
        sorts << f.model.index(row, TransitionModel::TimeInStateColumn).data(TransitionModel::SortRole).toLongLong();
    QCOMPARE(sorts, sortValues);
}

void TestTransitionModel::columnsAndRoles()
{
    Fixture f;
    f.model.setTransitions({ created(), preparing() });
    QCOMPARE(column(f.model, TransitionModel::TimeColumn),
        QStringList({ "2024-05-01 12:00:00.000", "2024-05-01 12:00:02.500" }));
    QCOMPARE(column(f.model, TransitionModel::TimeColumn, Qt::ToolTipRole),
        QStringList({ "2024-05-01T12:00:00.000Z", "2024-05-01T12:00:02.500Z" }));
    QCOMPARE(column(f.model, TransitionModel::StateColumn), QStringList({ "Queued", "Preparing" }));
    QCOMPARE(column(f.model, TransitionModel::ReasonColumn), QStringList({ "Job created", "Resources are free" }));
    QCOMPARE(column(f.model, TransitionModel::StateColumn, Qt::ToolTipRole),
        QStringList({ "The job was created", "From Queued" }));
    QCOMPARE(column(f.model, TransitionModel::ReasonColumn, TransitionModel::PreviousStateRole),
        QStringList({ "", "QUEUED" }));
    QCOMPARE(
        column(f.model, TransitionModel::TimeColumn, TransitionModel::TransitionIdRole), QStringList({ "11", "12" }));
    QCOMPARE(f.model.index(1, TransitionModel::TimeColumn).data(TransitionModel::SortRole).toLongLong(),
        qint64(t0 * 1000 + 2500));
    QCOMPARE(f.model.index(1, TransitionModel::ReasonColumn).data(TransitionModel::StateColorRole).value<QColor>(),
        trainyard::models::stateColor(spec::State::Preparing));
    QVERIFY(f.model.index(0, TransitionModel::StateColumn).data(Qt::DecorationRole).canConvert<QIcon>());
    QVERIFY(!f.model.index(0, TransitionModel::ReasonColumn).data(Qt::DecorationRole).isValid());
    QCOMPARE(f.model.transitionAt(1)->reason, std::string("Resources are free"));
    QCOMPARE(f.model.transitionAt(2), nullptr);
    QCOMPARE(f.model.transitionAt(-1), nullptr);
}

void TestTransitionModel::headers()
{
    Fixture f;
    QStringList titles;
    for (int c = 0; c < f.model.columnCount(); ++c)
        titles << f.model.headerData(c, Qt::Horizontal).toString();
    QCOMPARE(titles, QStringList({ "Time", "State", "Time in state", "Reason" }));
}

void TestTransitionModel::appendInOrder()
{
    Fixture f;
    QSignalSpy inserted(&f.model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
    QVERIFY(f.model.append(created()));
    QCOMPARE(rowRanges(inserted), QStringList({ "0..0" }));
    QCOMPARE(changed.count(), 0);
    QVERIFY(f.model.append(preparing()));
    QVERIFY(f.model.append(running()));
    QCOMPARE(rowRanges(inserted), QStringList({ "0..0", "1..1", "2..2" }));
    // Each new state ends the one before it.
    QCOMPARE(changes(changed), QStringList({ "0,2..0,2", "1,2..1,2" }));
    QCOMPARE(f.states(), QStringList({ "QUEUED", "PREPARING", "RUNNING" }));
}

void TestTransitionModel::appendIgnoresDuplicates()
{
    Fixture f;
    f.model.setTransitions({ created(), preparing() });
    QSignalSpy inserted(&f.model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
    auto again = preparing();
    again.reason = "delivered twice";
    QVERIFY(!f.model.append(again)); // same id
    QCOMPARE(inserted.count() + changed.count(), 0);
    QCOMPARE(f.model.rowCount(), 2);

    // Without ids (a polling backend): the same time, states and reason are the same transition.
    Fixture g;
    QVERIFY(g.model.append(transition(0, t0, "", "QUEUED", "created")));
    QVERIFY(!g.model.append(transition(0, t0, "", "QUEUED", "created")));
    QVERIFY(g.model.append(transition(0, t0 + 1, "QUEUED", "RUNNING", "started")));
    QCOMPARE(g.model.rowCount(), 2);
}

void TestTransitionModel::appendOutOfOrderFindsItsPlace()
{
    Fixture f;
    f.model.setTransitions({ created(), running() });
    QSignalSpy inserted(&f.model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
    QVERIFY(f.model.append(preparing())); // arrives late
    QCOMPARE(rowRanges(inserted), QStringList({ "1..1" }));
    QCOMPARE(changes(changed), QStringList({ "0,2..0,2" }));
    QCOMPARE(f.states(), QStringList({ "QUEUED", "PREPARING", "RUNNING" }));
    QCOMPARE(column(f.model, TransitionModel::TimeInStateColumn), QStringList({ "2s", "2s", "1m 35s" }));

    // The same time: the event id decides.
    QVERIFY(f.model.append(transition(5, t0, "", "STATE_UNSPECIFIED")));
    QCOMPARE(f.states(), QStringList({ "STATE_UNSPECIFIED", "QUEUED", "PREPARING", "RUNNING" }));
}

void TestTransitionModel::setTransitionsSortsAndDropsDuplicates()
{
    Fixture f;
    f.model.setTransitions({ running(), created(), preparing(), created() });
    QCOMPARE(f.states(), QStringList({ "QUEUED", "PREPARING", "RUNNING" }));
}

void TestTransitionModel::setTransitionsRefreshInsertsOnlyTheNewRows()
{
    Fixture f;
    f.model.setTransitions({ created(), preparing() });
    QSignalSpy inserted(&f.model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&f.model, &QAbstractItemModel::modelReset);
    f.model.setTransitions({ created(), preparing(), running(), succeeded() });
    QCOMPARE(rowRanges(inserted), QStringList({ "2..3" }));
    QCOMPARE(changes(changed), QStringList({ "1,2..1,2" }));
    QCOMPARE(reset.count(), 0);

    f.model.setTransitions({ created(), preparing(), running(), succeeded() }); // nothing new
    QCOMPARE(inserted.count() + reset.count(), 1);
    QCOMPARE(changed.count(), 1);
}

void TestTransitionModel::setTransitionsKeepsWhatTheStreamAppended()
{
    // The history was read before the job started running; the stream told RUNNING before the read
    // answered. Replacing the rows with the read lost the Running row for the whole run (finding 104).
    Fixture f;
    f.model.append(created());
    f.model.append(preparing());
    f.model.append(running());
    QSignalSpy reset(&f.model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&f.model, &QAbstractItemModel::rowsInserted);
    f.model.setTransitions({ created(), preparing() });
    QCOMPARE(f.states(), QStringList({ "QUEUED", "PREPARING", "RUNNING" }));
    QCOMPARE(reset.count() + inserted.count(), 0);
    f.model.setTransitions({}); // an empty answer removes nothing
    QCOMPARE(f.model.rowCount(), 3);

    // A read that knows what the stream skipped fills it in, in its place.
    Fixture g;
    g.model.append(created());
    g.model.append(running());
    QSignalSpy gReset(&g.model, &QAbstractItemModel::modelReset);
    g.model.setTransitions({ preparing(), running(), succeeded() });
    QCOMPARE(g.states(), QStringList({ "QUEUED", "PREPARING", "RUNNING", "SUCCEEDED" }));
    QCOMPARE(gReset.count(), 1); // the present rows are not the start of the result
    g.model.clear();
    QCOMPARE(gReset.count(), 2);
    QCOMPARE(g.model.rowCount(), 0);
    g.model.clear(); // already empty
    QCOMPARE(gReset.count(), 2);
}

void TestTransitionModel::tickAnnouncesOnlyACurrentState()
{
    Fixture f;
    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
    f.model.tick(); // empty
    QCOMPARE(changed.count(), 0);

    f.model.setTransitions({ created(), preparing(), running() });
    f.now = at(t0 + 125);
    f.model.tick();
    QCOMPARE(changes(changed), QStringList({ "2,2..2,2" }));
    QCOMPARE(changed.at(0).at(2).value<QList<int>>(), QList<int>({ Qt::DisplayRole, TransitionModel::SortRole }));
    QCOMPARE(f.model.index(2, TransitionModel::TimeInStateColumn).data().toString(), QStringLiteral("2m 00s"));

    f.model.append(succeeded());
    changed.clear();
    f.model.tick();
    QCOMPARE(changed.count(), 0);
}

void TestTransitionModel::segments_data()
{
    QTest::addColumn<Transitions>("transitions");
    QTest::addColumn<QStringList>("expected"); // "STATE start..end" in seconds after t0, "*" when current
    QTest::newRow("none") << Transitions {} << QStringList {};
    QTest::newRow("running: the last segment reaches now") << Transitions { created(), preparing(),
        running() } << QStringList { "QUEUED 0.000..2.500", "PREPARING 2.500..5.000", "RUNNING 5.000..100.000*" };
    QTest::newRow("finished: the final state is a point")
        << Transitions { created(), preparing(), running(), succeeded() }
        << QStringList { "QUEUED 0.000..2.500", "PREPARING 2.500..5.000", "RUNNING 5.000..65.000",
               "SUCCEEDED 65.000..65.000" };
    QTest::newRow("a current state after now does not run backwards")
        << Transitions { transition(1, t0 + 200, "", "QUEUED") } << QStringList { "QUEUED 200.000..200.000*" };
}

void TestTransitionModel::segments()
{
    QFETCH(Transitions, transitions);
    QFETCH(QStringList, expected);
    Fixture f;
    f.model.setTransitions(transitions);
    const QDateTime origin = trainyard::models::toDateTime(at(t0));
    QStringList actual;
    for (const auto& segment : f.model.segments(trainyard::models::toDateTime(f.now))) {
        QCOMPARE(segment.value, spec::Enum<spec::State>::fromWire(segment.state.toStdString()).value());
        actual << QStringLiteral("%1 %2..%3%4")
                      .arg(segment.state)
                      .arg(double(origin.msecsTo(segment.start)) / 1000, 0, 'f', 3)
                      .arg(double(origin.msecsTo(segment.end)) / 1000, 0, 'f', 3)
                      .arg(segment.current ? QStringLiteral("*") : QString());
    }
    QCOMPARE(actual, expected);
}

QTEST_MAIN(TestTransitionModel)
#include "tst_transitionmodel.moc"
