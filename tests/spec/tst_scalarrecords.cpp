// The scalar and output-file records (docs/api.md, "Scalars" and "Files"): the exact wire text of a
// window (non-finite values as proto3's JSON writes them), decoding what a server may send and
// refusing what it must not, the query's URL, and downsampleMinMax against every point.

#include "spec/outputfiles.h"
#include "spec/scalarrecords.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <random>

namespace spec = trainyard::spec;

class TestScalarRecords : public QObject {
    Q_OBJECT

private slots:
    void windowWireText();
    void windowRoundTripKeepsNonFinite();
    void malformedWindows_data();
    void malformedWindows();
    void queryUrl();
    void downsampleKeepsEachBucketsExtremes();
    void downsampleLeavesShortSeriesAlone();
    void downsampleKeepsDivergence();
    void listingRoundTrip();
    void malformedListings_data();
    void malformedListings();
};

void TestScalarRecords::windowWireText()
{
    spec::ScalarWindow w;
    w.series.push_back({ "3/train", "loss", { { 0, 1.5, 2.25 }, { 10, 2.5, 1.0 } } });
    w.nextSince = 2;
    w.info.logRoots = { "/jobs/a" };
    w.info.eventFiles = 1;
    QCOMPARE(QString::fromStdString(spec::scalarWindowToJson(w).dump()),
        QStringLiteral(R"({"complete":false,"info":{"corruptRecords":"0","eventFiles":"1","logRoots":["/jobs/a"]},"nextSince":"2",)"
                       R"("series":[{"points":[[0,1.5,2.25],[10,2.5,1.0]],"run":"3/train","tag":"loss"}]})"));
}

void TestScalarRecords::windowRoundTripKeepsNonFinite()
{
    spec::ScalarWindow w;
    const double inf = std::numeric_limits<double>::infinity();
    w.series.push_back({ "train", "loss", { { 1, 0, std::nan("") }, { 2, 0, inf }, { 3, 0, -inf }, { 4, 0, -0.5 } } });
    w.nextSince = 4;
    w.complete = true;
    w.downsampled = true;
    w.info.corruptRecords = 2;
    w.info.status = "why";
    const auto back = spec::scalarWindowFromJson(nlohmann::json::parse(spec::scalarWindowToJson(w).dump()));
    QVERIFY(back);
    QCOMPARE(back->series.size(), std::size_t(1));
    const auto& p = back->series[0].points;
    QVERIFY(std::isnan(p[0].value));
    QCOMPARE(p[1].value, inf);
    QCOMPARE(p[2].value, -inf);
    QCOMPARE(p[3], (spec::ScalarPoint { 4, 0, -0.5 }));
    QCOMPARE(back->nextSince, std::int64_t(4));
    QVERIFY(back->complete);
    QVERIFY(back->downsampled);
    QCOMPARE(back->info.corruptRecords, std::int64_t(2));
    QCOMPARE(back->info.status, std::string("why"));
}

void TestScalarRecords::malformedWindows_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("not an object") << R"([])";
    QTest::newRow("series not a list") << R"({"series":{}})";
    QTest::newRow("no tag") << R"({"series":[{"run":"a","points":[]}]})";
    QTest::newRow("point of two") << R"({"series":[{"tag":"t","points":[[1,2]]}]})";
    QTest::newRow("value a word") << R"({"series":[{"tag":"t","points":[[1,2,"much"]]}]})";
    QTest::newRow("step a fraction") << R"({"series":[{"tag":"t","points":[[1.5,2,3]]}]})";
    QTest::newRow("negative cursor") << R"({"nextSince":"-1"})";
    QTest::newRow("roots not strings") << R"({"info":{"logRoots":[1]}})";
    QTest::newRow("complete a string") << R"({"complete":"yes"})";
}

void TestScalarRecords::malformedWindows()
{
    QFETCH(QString, text);
    QVERIFY(!spec::scalarWindowFromJson(nlohmann::json::parse(text.toStdString())));
}

void TestScalarRecords::queryUrl()
{
    spec::ScalarQuery q;
    q.since = 7;
    q.tags = { "loss", "acc,top/5" };
    q.runs = { "3/train" };
    q.maxPoints = 2000;
    q.stepMin = -1;
    q.stepMax = 100;
    QCOMPARE(QString::fromStdString(spec::scalarQueryToUrl(q)),
        QStringLiteral("since=7&tags=loss,acc%2Ctop/5&runs=3/train&maxPoints=2000&stepMin=-1&stepMax=100"));
    QCOMPARE(QString::fromStdString(spec::scalarQueryToUrl({})), QStringLiteral("since=0"));
}

void TestScalarRecords::downsampleKeepsEachBucketsExtremes()
{
    std::mt19937 rng(5);
    std::normal_distribution<double> noise;
    std::vector<spec::ScalarPoint> points;
    for (int i = 0; i < 100'000; ++i)
        points.push_back({ i, 0.0, std::sin(i / 1000.0) + noise(rng) });
    const int buckets = 500;
    const auto reduced = spec::downsampleMinMax(points, buckets);
    QVERIFY(reduced.size() <= std::size_t(2 * buckets + 2));
    QCOMPARE(reduced.front(), points.front());
    QCOMPARE(reduced.back(), points.back());
    // Every bucket's lowest and highest value, computed from every point, is in the result.
    const double span = 100'000.0;
    for (int b = 0; b < buckets; ++b) {
        double lo = INFINITY, hi = -INFINITY;
        for (const auto& p : points)
            if (std::min(buckets - 1, static_cast<int>(static_cast<double>(p.step) / span * buckets)) == b) {
                lo = std::min(lo, p.value);
                hi = std::max(hi, p.value);
            }
        const auto has = [&](double v) { return std::any_of(reduced.begin(), reduced.end(), [v](const auto& p) { return p.value == v; }); };
        QVERIFY2(has(lo) && has(hi), qPrintable(QStringLiteral("bucket %1").arg(b)));
    }
    QVERIFY(std::is_sorted(reduced.begin(), reduced.end(), [](const auto& a, const auto& b) { return a.step < b.step; }));
}

void TestScalarRecords::downsampleLeavesShortSeriesAlone()
{
    std::vector<spec::ScalarPoint> points;
    for (int i = 0; i < 10; ++i)
        points.push_back({ i, 0, double(i) });
    QCOMPARE(spec::downsampleMinMax(points, 5), points);
    QCOMPARE(spec::downsampleMinMax(points, 0), points);
}

void TestScalarRecords::downsampleKeepsDivergence()
{
    std::vector<spec::ScalarPoint> points;
    for (int i = 0; i < 10'000; ++i)
        points.push_back({ i, 0, i == 7'777 ? std::nan("") : 1.0 });
    const auto reduced = spec::downsampleMinMax(points, 10);
    QVERIFY(std::any_of(reduced.begin(), reduced.end(), [](const auto& p) { return std::isnan(p.value) && p.step == 7'777; }));
}

void TestScalarRecords::listingRoundTrip()
{
    spec::OutputListing l;
    l.root = "/home/me/jobs/a";
    l.files = { { "3", true, 0, spec::Timestamp::parse("2026-11-27T08:00:00Z") },
        { "3/model.pt", false, 12'345'678'901, spec::Timestamp::parse("2026-11-27T08:00:01Z") } };
    l.truncated = true;
    const nlohmann::json json = spec::outputListingToJson(l);
    QCOMPARE(QString::fromStdString(json.dump()),
        QStringLiteral(R"({"files":[{"directory":true,"modifyTime":"2026-11-27T08:00:00Z","path":"3"},)"
                       R"({"modifyTime":"2026-11-27T08:00:01Z","path":"3/model.pt","size":"12345678901"}],"root":"/home/me/jobs/a","truncated":true})"));
    const auto back = spec::outputListingFromJson(json);
    QVERIFY(back);
    QCOMPARE(back->files, l.files);
    QCOMPARE(back->root, l.root);
    QVERIFY(back->truncated);
}

void TestScalarRecords::malformedListings_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("absolute path") << R"({"files":[{"path":"/etc/passwd"}]})";
    QTest::newRow("empty path") << R"({"files":[{"path":""}]})";
    QTest::newRow("climbs out") << R"({"files":[{"path":"a/../../etc"}]})";
    QTest::newRow("dot segment") << R"({"files":[{"path":"./a"}]})";
    QTest::newRow("empty segment") << R"({"files":[{"path":"a//b"}]})";
    QTest::newRow("trailing slash") << R"({"files":[{"path":"a/"}]})";
    QTest::newRow("negative size") << R"({"files":[{"path":"a","size":"-1"}]})";
    QTest::newRow("bad time") << R"({"files":[{"path":"a","modifyTime":"yesterday"}]})";
    QTest::newRow("files an object") << R"({"files":{}})";
}

void TestScalarRecords::malformedListings()
{
    QFETCH(QString, text);
    QVERIFY(!spec::outputListingFromJson(nlohmann::json::parse(text.toStdString())));
}

QTEST_APPLESS_MAIN(TestScalarRecords)
#include "tst_scalarrecords.moc"
