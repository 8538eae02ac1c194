// JobStateMachine in-process: every pair of states, allowed or refused, and what each allowed change
// does beside setting the state.

#include "daemon/jobstatemachine.h"

#include "spec/enums.h"

#include <QTest>

#include <set>
#include <string>

using trainyard::daemon::JobStateMachine;
using State = trainyard::spec::State;

namespace {

constexpr State allStates[] = { State::Unspecified, State::Queued, State::Preparing, State::Running, State::Succeeded, State::Failed,
    State::Cancelling, State::Cancelled };

QString nameOf(State state)
{
    return QString::fromUtf8(trainyard::spec::Enum<State>::nameOf(state));
}

struct Expected {
    State from;
    State to;
    unsigned effects;
};

// The changes the daemon makes, written out again here so that a change to the table is a change to
// this test too.
constexpr Expected allowed[] = {
    { State::Unspecified, State::Queued, JobStateMachine::EntersQueue },
    { State::Queued, State::Preparing, JobStateMachine::LeavesQueue },
    { State::Queued, State::Cancelled, JobStateMachine::LeavesQueue | JobStateMachine::Ends },
    // Waiting in a Slurm cluster's queue (SlurmRun).
    { State::Queued, State::Queued, JobStateMachine::None },
    { State::Queued, State::Running, JobStateMachine::LeavesQueue | JobStateMachine::Starts },
    { State::Queued, State::Cancelling, JobStateMachine::LeavesQueue },
    { State::Queued, State::Failed, JobStateMachine::LeavesQueue | JobStateMachine::Ends },
    { State::Preparing, State::Running, JobStateMachine::Starts },
    { State::Preparing, State::Queued, JobStateMachine::EntersQueue },
    { State::Preparing, State::Cancelling, JobStateMachine::None },
    { State::Preparing, State::Succeeded, JobStateMachine::Ends },
    { State::Preparing, State::Failed, JobStateMachine::Ends },
    { State::Preparing, State::Cancelled, JobStateMachine::Ends },
    { State::Running, State::Running, JobStateMachine::None },
    { State::Running, State::Cancelling, JobStateMachine::None },
    { State::Running, State::Succeeded, JobStateMachine::Ends },
    { State::Running, State::Failed, JobStateMachine::Ends },
    { State::Cancelling, State::Cancelled, JobStateMachine::Ends },
    { State::Cancelling, State::Failed, JobStateMachine::Ends },
    { State::Cancelling, State::Succeeded, JobStateMachine::Ends },
};

} // namespace

Q_DECLARE_METATYPE(State)

class TestJobStateMachine : public QObject {
    Q_OBJECT

private slots:
    void transition_data();
    void transition();
    void everyRowIsExplained();
    void terminalStatesAreFinal();
};

void TestJobStateMachine::transition_data()
{
    QTest::addColumn<State>("from");
    QTest::addColumn<State>("to");
    QTest::addColumn<bool>("isAllowed");
    QTest::addColumn<unsigned>("effects");

    // Every pair of the eight states: 64 rows, 20 allowed.
    for (State from : allStates) {
        for (State to : allStates) {
            const Expected* expected = nullptr;
            for (const Expected& e : allowed) {
                if (e.from == from && e.to == to)
                    expected = &e;
            }
            const QString name = (nameOf(from) + QStringLiteral(" -> ") + nameOf(to));
            QTest::addRow("%s", qPrintable(name)) << from << to << (expected != nullptr) << (expected ? expected->effects : 0u);
        }
    }
}

void TestJobStateMachine::transition()
{
    QFETCH(State, from);
    QFETCH(State, to);
    QFETCH(bool, isAllowed);
    QFETCH(unsigned, effects);

    QCOMPARE(JobStateMachine::allowed(from, to), isAllowed);
    const JobStateMachine::Rule* rule = JobStateMachine::find(from, to);
    QCOMPARE(rule != nullptr, isAllowed);
    if (!rule)
        return;
    QCOMPARE(rule->effects, effects);
    // A change ends the job exactly when it enters a terminal state, and only QUEUED is queued.
    QCOMPARE(bool(rule->effects & JobStateMachine::Ends), trainyard::spec::isTerminal(to));
    QCOMPARE(bool(rule->effects & JobStateMachine::EntersQueue), to == State::Queued && from != State::Queued);
    QCOMPARE(bool(rule->effects & JobStateMachine::LeavesQueue), from == State::Queued && to != State::Queued);
}

void TestJobStateMachine::everyRowIsExplained()
{
    std::set<std::pair<State, State>> seen;
    for (const auto& rule : JobStateMachine::rules()) {
        QVERIFY2(seen.emplace(rule.from, rule.to).second, "a change listed twice");
        QVERIFY(rule.when && *rule.when);
    }
    QCOMPARE(seen.size(), std::size(allowed));
}

void TestJobStateMachine::terminalStatesAreFinal()
{
    for (State from : allStates) {
        if (!trainyard::spec::isTerminal(from))
            continue;
        for (State to : allStates)
            QVERIFY(!JobStateMachine::allowed(from, to));
    }
    // Nothing goes back to "no state", and nothing but a new job starts there.
    for (State state : allStates) {
        QVERIFY(!JobStateMachine::allowed(state, State::Unspecified));
        if (state != State::Queued)
            QVERIFY(!JobStateMachine::allowed(State::Unspecified, state));
    }
}

QTEST_GUILESS_MAIN(TestJobStateMachine)
#include "tst_jobstatemachine.moc"
