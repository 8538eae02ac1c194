// The node a log line came from (a Slurm job's replicas run on the cluster's nodes): the Logs view
// shows it in a column after the replica, as wide as the widest node, and leaves the column out when
// no line names a node (every replica ran on the daemon's machine). Against the in-memory backend, and
// a LogModel fed by a source whose node arrives after the replica's first lines, as the daemon's does.

#include "fakebackend.h"

#include "models/logmodel.h"
#include "ui/loglinedelegate.h"
#include "ui/loglinesview.h"
#include "ui/logview.h"

#include <QSignalSpy>
#include <QTest>

using namespace trainyard;
using models::LogModel;

namespace {

spec::LogLine line(std::int64_t seq, const std::string& replica, const std::string& node, const std::string& text)
{
    spec::LogLine l;
    l.seq = seq;
    l.time = spec::Timestamp { 1'764'100'000 + seq, 0 };
    l.replica = replica;
    l.stream = "stdout";
    l.severity = spec::LogSeverity::Info;
    l.text = text;
    l.node = node;
    return l;
}

// A log the test grows by hand: windows and attributes as the daemon serves them (each source with its
// replica's current node), a follow that delivers what the test pushes.
class HandLog : public models::LogSource {
public:
    std::vector<spec::LogLine> lines;
    std::function<void(std::vector<spec::LogLine>)> followed;

    void readWindow(std::int64_t since, int count, std::function<void(std::optional<spec::LogWindow>, QString)> done) override
    {
        spec::LogWindow window;
        for (auto i = static_cast<std::size_t>(since); i < lines.size() && window.lines.size() < static_cast<std::size_t>(count); ++i)
            window.lines.push_back(lines[i]);
        window.nextSince = since + static_cast<std::int64_t>(window.lines.size());
        window.total = static_cast<std::int64_t>(lines.size());
        done(window, {});
    }
    void readAttributes(std::int64_t since, std::int64_t count, std::function<void(std::optional<spec::LogAttributes>, QString)> done) override
    {
        spec::LogAttributes page;
        page.since = since;
        page.total = static_cast<std::int64_t>(lines.size());
        for (const auto& l : lines) {
            auto it = std::find_if(page.sources.begin(), page.sources.end(), [&](const spec::LogSource& s) { return s.replica == l.replica; });
            if (it == page.sources.end())
                it = page.sources.insert(page.sources.end(), { l.replica, l.stream, "", l.node });
            if (!l.node.empty())
                it->node = l.node;
            if (l.seq > since && l.seq <= since + count)
                page.attributes.push_back(spec::makeAttribute(static_cast<unsigned>(it - page.sources.begin()), l.severity));
        }
        done(page, {});
    }
    FollowId follow(std::int64_t, std::function<void(std::vector<spec::LogLine>)> onLines, std::function<void(QString)>) override
    {
        followed = std::move(onLines);
        return 1;
    }
    void stopFollowing(FollowId) override { followed = nullptr; }
};

} // namespace

class TestLogNodes : public QObject {
    Q_OBJECT

private slots:
    void logViewShowsEachLinesNode()
    {
        test::FakeBackend backend;
        backend.addLine("slurm_job", "", "master-replica-0", spec::LogSeverity::Info, "master starts", "stdout", "n1");
        backend.addLine("slurm_job", "", "worker-replica-0", spec::LogSeverity::Info, "worker starts", "stdout", "n2");
        backend.addLine("slurm_job", "", "worker-replica-1", spec::LogSeverity::Error, "worker fails", "stderr", "n2");
        backend.addLine("local_job", "", "master-replica-0", spec::LogSeverity::Info, "here");

        ui::LogView view;
        view.resize(1000, 400);
        view.show();
        view.open(&backend, "slurm_job", true);
        LogModel* model = view.model();
        QTRY_VERIFY(model->ended());
        QTRY_VERIFY(model->index(2).data(LogModel::LoadedRole).toBool());
        QCOMPARE(model->nodes(), (QStringList { "n1", "n2" }));
        QCOMPARE(model->index(0).data(LogModel::NodeRole).toString(), QStringLiteral("n1"));
        QCOMPARE(model->index(1).data(LogModel::NodeRole).toString(), QStringLiteral("n2"));
        QCOMPARE(model->index(2).data(LogModel::NodeRole).toString(), QStringLiteral("n2"));
        // The column fits the widest node.
        QTRY_VERIFY(view.delegate()->nodeColumnWidth() > QFontMetrics(view.view()->font()).horizontalAdvance(QStringLiteral("n2")));
        (void)view.view()->grab(); // painted with the column

        // A job of the daemon's own replicas names no node: no column.
        view.open(&backend, "local_job", true);
        QTRY_VERIFY(model->ended());
        QVERIFY(model->nodes().isEmpty());
        QCOMPARE(view.delegate()->nodeColumnWidth(), 0);
        QCOMPARE(model->index(0).data(LogModel::NodeRole).toString(), QString());
    }

    void nodeLearntLaterNamesEarlierLinesToo()
    {
        // A Slurm replica writes before the daemon learns its node: the first lines come without one.
        // Once a followed line names it, the replica's earlier rows show it too (the daemon serves them so).
        HandLog log;
        log.lines = { line(1, "master-replica-0", "", "booting"), line(2, "master-replica-0", "", "loading data") };
        LogModel model;
        QSignalSpy nodes(&model, &LogModel::nodesChanged);
        model.open(&log, true);
        QTRY_VERIFY(model.attributesComplete());
        QTRY_VERIFY(log.followed);
        QVERIFY(model.nodes().isEmpty());
        const int before = static_cast<int>(nodes.count());
        log.lines.push_back(line(3, "master-replica-0", "n2", "epoch 1"));
        log.followed({ log.lines.back() });
        QTRY_COMPARE(model.rowCount(), 3);
        QCOMPARE(model.nodes(), QStringList { "n2" });
        QVERIFY(nodes.count() > before);
        for (int row = 0; row < 3; ++row)
            QCOMPARE(model.index(row).data(LogModel::NodeRole).toString(), QStringLiteral("n2"));
    }
};

QTEST_MAIN(TestLogNodes)
#include "tst_lognodes.moc"
