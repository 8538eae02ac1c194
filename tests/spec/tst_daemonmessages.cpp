#include "spec/daemonmessages.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>

#include <functional>

namespace spec = trainyard::spec;
namespace msg = trainyard::spec::daemonmsg;

namespace {

// "German" for the daemon's messages: every template of the context, marked.
class MarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* sourceText, const char* disambiguation, int n) const override
    {
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        if (QByteArrayView(context) != QByteArrayView(spec::daemonMessageContext))
            return {};
        return QStringLiteral("[DE] ") + QString::fromUtf8(sourceText);
    }
};

QString q(const std::string& text)
{
    return QString::fromStdString(text);
}

int placeholderCount(const char* tmpl)
{
    int count = 0;
    for (const char* c = tmpl; *c; ++c) {
        if (c[0] == '%' && c[1] >= '1' && c[1] <= '9')
            count = std::max(count, c[1] - '0');
    }
    return count;
}

} // namespace

class TestDaemonMessages : public QObject {
    Q_OBJECT

private slots:
    void everyTemplateIsListed();
    void roundTrip();
    void formatIsOnePass();
    void untranslatedIsUnchanged();
    void translatesWithArguments();
    void multiLineErrorKeepsStderr();
    void nestedPiecesAreTranslated();
    void unknownLineIsUnchanged();
    void mostSpecificTemplateWins();

private:
    void withTranslator(const std::function<void()>& test);
};

void TestDaemonMessages::withTranslator(const std::function<void()>& test)
{
    MarkingTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    test();
    QCoreApplication::removeTranslator(&translator);
}

void TestDaemonMessages::everyTemplateIsListed()
{
    // Each QT_TRANSLATE_NOOP of the header is in daemonmsg::all, once, and nothing else is.
    QFile header(QStringLiteral(TRAINYARD_SOURCE_DIR "/models/spec/daemonmessages.h"));
    QVERIFY(header.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(header.readAll());
    // A template may be split over several adjacent string literals.
    static const QRegularExpression noop(QStringLiteral(R"re(QT_TRANSLATE_NOOP\(\s*"trainyard::spec::DaemonMessages",\s*((?:"(?:[^"\\]|\\.)*"\s*)+)\))re"));
    static const QRegularExpression literal(QStringLiteral(R"re("((?:[^"\\]|\\.)*)")re"));
    QSet<QString> declared;
    for (auto it = noop.globalMatch(text); it.hasNext();) {
        QString joined;
        const QString literals = it.next().captured(1);
        for (auto parts = literal.globalMatch(literals); parts.hasNext();)
            joined += parts.next().captured(1);
        QVERIFY2(!declared.contains(joined), qPrintable(joined));
        declared.insert(joined);
    }
    QSet<QString> listed;
    for (const char* tmpl : spec::daemonMessageTemplates()) {
        QVERIFY2(!listed.contains(QString::fromUtf8(tmpl)), tmpl);
        listed.insert(QString::fromUtf8(tmpl));
    }
    QCOMPARE(listed, declared);
    QCOMPARE(spec::daemonMessageTemplates().size(), std::size(msg::all));
    QVERIFY(listed.size() > 50);
}

void TestDaemonMessages::roundTrip()
{
    std::size_t checked = 0;
    for (const char* tmpl : spec::daemonMessageTemplates()) {
        const int count = placeholderCount(tmpl);
        QStringList expected;
        std::string text;
        // Values that are no message of their own (and hold characters a pattern must not trip on), but
        // a message where the template always nests one.
        std::string values[] = { "v.1", "v(2)", "v*3", "v+4", "v?5", "v[6]", "v$7", "v^8", "v|9" };
        for (int i = 0; i < count; ++i) {
            if (spec::daemonMessageNests(tmpl, i + 1))
                values[i] = spec::formatDaemonMessage(msg::exitCode, { std::to_string(i) });
        }
        switch (count) {
        case 0: text = spec::formatDaemonMessage(tmpl, {}); break;
        case 1: text = spec::formatDaemonMessage(tmpl, { values[0] }); break;
        case 2: text = spec::formatDaemonMessage(tmpl, { values[0], values[1] }); break;
        case 3: text = spec::formatDaemonMessage(tmpl, { values[0], values[1], values[2] }); break;
        case 4: text = spec::formatDaemonMessage(tmpl, { values[0], values[1], values[2], values[3] }); break;
        case 5: text = spec::formatDaemonMessage(tmpl, { values[0], values[1], values[2], values[3], values[4] }); break;
        default: QFAIL(tmpl);
        }
        for (int i = 0; i < count; ++i)
            expected << q(values[i]);
        QVERIFY2(text.find('%') == std::string::npos, tmpl);
        const auto parsed = spec::parseDaemonMessage(q(text));
        QVERIFY2(parsed, tmpl);
        QCOMPARE(QByteArrayView(parsed->tmpl), QByteArrayView(tmpl));
        QCOMPARE(parsed->args, expected);
        // Without a translator the console shows exactly what the daemon sent.
        QCOMPARE(spec::translateDaemonMessage(q(text)), q(text));
        ++checked;
    }
    QCOMPARE(checked, std::size(msg::all));
}

void TestDaemonMessages::formatIsOnePass()
{
    QCOMPARE(spec::formatDaemonMessage(msg::resourcesReserved, { "4", "0" }), std::string("resources reserved: 4 slots, 0 GPUs"));
    QCOMPARE(spec::formatDaemonMessage(msg::cannotStartReplica, { "%2", "x" }), std::string("cannot start %2: x"));
    QCOMPARE(spec::formatDaemonMessage(msg::created, {}), std::string("created"));
}

void TestDaemonMessages::untranslatedIsUnchanged()
{
    const QString message = QStringLiteral("The replica worker-replica-1 exited with exit code 3. Last lines of its stderr:\n"
                                           "Traceback (most recent call last):\ncreated");
    QCOMPARE(spec::translateDaemonMessage(message), message);
    QCOMPARE(spec::translateDaemonMessage(QString()), QString());
}

void TestDaemonMessages::translatesWithArguments()
{
    withTranslator([] {
        QCOMPARE(spec::translateDaemonMessage(QStringLiteral("created")), QStringLiteral("[DE] created"));
        QCOMPARE(spec::translateDaemonMessage(QStringLiteral("resources reserved: 4 slots, 0 GPUs")),
            QStringLiteral("[DE] resources reserved: 4 slots, 0 GPUs"));
        QCOMPARE(spec::translateDaemonMessage(QStringLiteral("all 4 replicas started")), QStringLiteral("[DE] all 4 replicas started"));
        QCOMPARE(spec::translateDaemonMessage(QStringLiteral("cancelled by the user before it started")),
            QStringLiteral("[DE] cancelled by the user before it started"));
    });
}

void TestDaemonMessages::multiLineErrorKeepsStderr()
{
    withTranslator([] {
        // A stderr line that reads like a daemon message is the replica's: it stays as it is.
        const QString message = QStringLiteral("The replica worker-replica-1 exited with exit code 3. Last lines of its stderr:\n"
                                               "Traceback (most recent call last):\n"
                                               "ValueError: 3 %1 things\n"
                                               "created");
        QCOMPARE(spec::translateDaemonMessage(message),
            QStringLiteral("[DE] The replica worker-replica-1 exited with [DE] exit code 3. Last lines of its stderr:\n"
                           "Traceback (most recent call last):\n"
                           "ValueError: 3 %1 things\n"
                           "created"));
    });
}

void TestDaemonMessages::nestedPiecesAreTranslated()
{
    withTranslator([] {
        QCOMPARE(spec::translateDaemonMessage(QStringLiteral("The replica master-replica-0 exited with signal 9 (Killed).")),
            QStringLiteral("[DE] The replica master-replica-0 exited with [DE] signal 9 (Killed)."));
        // A tuning job's end: the reason holds a "why", a trial and the trial's own failure.
        const std::string trialError
            = spec::formatDaemonMessage(msg::replicaFailedWithStderr, { "worker-replica-0", spec::formatDaemonMessage(msg::exitCode, { "1" }) })
            + "\nboom";
        const std::string reason = spec::formatDaemonMessage(
            msg::tuningNoneSucceededLast, { spec::formatDaemonMessage(msg::allTrialsEnded, { "4" }), "3", trialError });
        QCOMPARE(spec::translateDaemonMessage(q(reason)),
            QStringLiteral("[DE] [DE] all 4 trials ended and none succeeded. The last to fail, trial 3: [DE] The replica worker-replica-0 "
                           "exited with [DE] exit code 1. Last lines of its stderr:\nboom"));
        const std::string best = spec::formatDaemonMessage(msg::tuningBest,
            { spec::formatDaemonMessage(msg::allTrialsEnded, { "2" }), "1", spec::formatDaemonMessage(msg::trialMetric, { "accuracy", "0.93", "10" }) });
        QCOMPARE(spec::translateDaemonMessage(q(best)), QStringLiteral("[DE] [DE] all 2 trials ended; the best is trial 1: [DE] accuracy=0.93 at step 10"));
        // The daemon's restart with the reason it could not go on.
        QCOMPARE(spec::translateDaemonMessage(QStringLiteral("The daemon restarted and could not take the job up again: its run state was lost")),
            QStringLiteral("[DE] The daemon restarted and could not take the job up again: [DE] its run state was lost"));
    });
}

void TestDaemonMessages::unknownLineIsUnchanged()
{
    withTranslator([] {
        // Google's own words start like the daemon's, but what follows "exited with" is no exit description.
        const QString google = QStringLiteral("The replica master 0 exited with a non-zero status of 1. Termination reason: Error.");
        QCOMPARE(spec::translateDaemonMessage(google), google);
        QCOMPARE(spec::translateDaemonMessage(QStringLiteral("The replica master 0 exited with a non-zero status of 1.")),
            QStringLiteral("The replica master 0 exited with a non-zero status of 1."));
        // Known and unknown lines in one message: each on its own.
        QCOMPARE(spec::translateDaemonMessage(QStringLiteral("something else\ncancel requested")),
            QStringLiteral("something else\n[DE] cancel requested"));
        QVERIFY(!spec::parseDaemonMessage(QStringLiteral("resources reserved: 4 slots")));
    });
}

void TestDaemonMessages::mostSpecificTemplateWins()
{
    // "trial 3 failed: …" fits "trial %1: %2" too (with "3 failed" as its %1).
    auto parsed = spec::parseDaemonMessage(QStringLiteral("trial 3 failed: The replica w exited with exit code 2."));
    QVERIFY(parsed);
    QCOMPARE(QByteArrayView(parsed->tmpl), QByteArrayView(msg::trialFailed));
    QCOMPARE(parsed->args, (QStringList { QStringLiteral("3"), QStringLiteral("The replica w exited with exit code 2.") }));
    parsed = spec::parseDaemonMessage(QStringLiteral("signal 15 (Terminated)"));
    QVERIFY(parsed);
    QCOMPARE(QByteArrayView(parsed->tmpl), QByteArrayView(msg::exitSignalNamed));
    parsed = spec::parseDaemonMessage(QStringLiteral("cannot open the job's log: cannot open /x/index: No such file or directory"));
    QVERIFY(parsed);
    QCOMPARE(QByteArrayView(parsed->tmpl), QByteArrayView(msg::cannotOpenLog));
    parsed = spec::parseDaemonMessage(QStringLiteral("resources reserved: 6 slots, 0 GPUs for 2 trials at once (maxParallelTrials is 4 but this daemon holds 2 trials "
                                                        "at once: a trial has 3 replicas and it runs at most 6 (trainyardd --slots))"));
    QVERIFY(parsed);
    QCOMPARE(QByteArrayView(parsed->tmpl), QByteArrayView(msg::resourcesReservedTrialsNote));
    QCOMPARE(parsed->args.at(3), QStringLiteral("maxParallelTrials is 4 but this daemon holds 2 trials at once: a trial has 3 replicas and it runs at most 6 (trainyardd --slots)"));
    withTranslator([] {
        QCOMPARE(spec::translateDaemonMessage(QStringLiteral("trial 2: worker-replica-0 restarted (1 of 3): it was not running when the daemon restarted")),
            QStringLiteral("[DE] trial 2: [DE] worker-replica-0 restarted (1 of 3): it was not running when the daemon restarted"));
        QCOMPARE(spec::translateDaemonMessage(QStringLiteral("trial 2 cancelled")), QStringLiteral("[DE] trial 2 cancelled"));
    });
}

QTEST_GUILESS_MAIN(TestDaemonMessages)
#include "tst_daemonmessages.moc"
